//! The order in which `sparse_tensor.sort` leaves its tuples: MLIR's sparse buffer rewriting
//! emits its own quick sort (median-of-three pivot, a partition that steps over keys equal
//! to the pivot), heap sort, binary insertion sort and their hybrid (insertion sort up to
//! 30 tuples, heap sort past a depth of twice the length's bit count). None but the
//! insertion sort is stable, so tuples with equal keys end in the order these algorithms
//! put them in, which is what is reproduced here, step for step.

use std::cmp::Ordering;

use super::ops::insertion::SortKind;

/// The order `kind` sorts `n` tuples in: position `i` of the result holds the tuple first
/// at `order[i]`. `cmp` compares two tuples (by their original positions) by key.
pub fn sort_order(kind: SortKind, n: usize, cmp: impl Fn(usize, usize) -> Ordering) -> Vec<usize> {
    let mut s = Sorter {
        order: (0..n).collect(),
        cmp,
    };
    match kind {
        SortKind::InsertionSortStable => s.insertion_sort(0, n),
        SortKind::HeapSort => s.heap_sort(0, n),
        SortKind::QuickSort => s.quick_sort(0, n, None),
        SortKind::HybridQuickSort => {
            // MLIR's depth limit: the number of significant bits of the length.
            let bits = 64 - (n as u64).leading_zeros() as i64;
            s.quick_sort(0, n, Some(bits));
        }
    }
    s.order
}

/// Tuples addressed by position; moving a tuple moves its original position in `order`.
struct Sorter<F> {
    order: Vec<usize>,
    cmp: F,
}

impl<F: Fn(usize, usize) -> Ordering> Sorter<F> {
    fn less(&self, i: usize, j: usize) -> bool {
        match (self.order.get(i), self.order.get(j)) {
            (Some(&a), Some(&b)) => (self.cmp)(a, b) == Ordering::Less,
            _ => false,
        }
    }

    fn equal(&self, i: usize, j: usize) -> bool {
        match (self.order.get(i), self.order.get(j)) {
            (Some(&a), Some(&b)) => (self.cmp)(a, b) == Ordering::Equal,
            _ => false,
        }
    }

    fn swap(&mut self, i: usize, j: usize) {
        if i < self.order.len() && j < self.order.len() {
            self.order.swap(i, j);
        }
    }

    /// Where tuple `hi` goes among the sorted `[lo, hi)`: after its equals (stable).
    fn binary_search(&self, mut lo: usize, mut hi: usize) -> usize {
        let p = hi;
        while lo < hi {
            let mid = (lo + hi) >> 1;
            if self.less(p, mid) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        lo
    }

    fn insertion_sort(&mut self, lo: usize, hi: usize) {
        for i in lo + 1..hi {
            let p = self.binary_search(lo, i);
            if let Some(slice) = self.order.get_mut(p..=i) {
                slice.rotate_right(1);
            }
        }
    }

    /// Swaps the tuples at `i` and `j` when the one at `i` is less.
    fn order_pair(&mut self, i: usize, j: usize) -> bool {
        let less = self.less(i, j);
        if less {
            self.swap(i, j);
        }
        less
    }

    /// Moves the median of a few tuples of `[lo, hi)` to its middle by insertion steps:
    /// three (first, middle, last) below 1,000 tuples, else five (MLIR's indices, the
    /// middle twice, and the middle of the upper half).
    fn choose_pivot(&mut self, lo: usize, hi: usize) {
        let (mid, last) = ((lo + hi) >> 1, hi - 1);
        let points: Vec<usize> = match hi - lo < 1000 {
            true => vec![lo, mid, last],
            false => vec![lo, mid, mid, (mid + hi) >> 1, last],
        };
        // Each new point sinks towards `lo` while it is less than the one before it.
        for k in 1..points.len() {
            for m in (1..=k).rev() {
                if !self.order_pair(points[m], points[m - 1]) {
                    break;
                }
            }
        }
    }

    /// Partitions `[lo, hi)` (at least two tuples) around a pivot; returns where the upper
    /// part starts.
    fn partition(&mut self, lo: usize, hi: usize) -> usize {
        let mut p = (lo + hi) >> 1;
        self.choose_pivot(lo, hi);
        let (mut i, mut j) = (lo, hi - 1);
        loop {
            while self.less(i, p) {
                i += 1;
            }
            let i_eq = self.equal(i, p);
            while self.less(p, j) {
                j -= 1;
            }
            let j_eq = self.equal(j, p);
            if i >= j {
                return j + 1;
            }
            self.swap(i, j);
            if i == p {
                p = j;
            } else if j == p {
                p = i;
            }
            if i_eq && j_eq {
                i += 1;
                j -= 1;
            }
        }
    }

    /// Quick sort of `[lo, hi)`, recursing into the smaller part and looping on the larger;
    /// with a depth limit, MLIR's hybrid (insertion sort up to 30 tuples, heap sort once the
    /// limit is spent). An explicit stack replaces the recursion: the parts are disjoint.
    fn quick_sort(&mut self, lo: usize, hi: usize, depth: Option<i64>) {
        let mut stack = vec![(lo, hi, depth)];
        while let Some((mut lo, mut hi, depth)) = stack.pop() {
            while lo + 1 < hi {
                let mut inner = None;
                if let Some(d) = depth {
                    if hi - lo <= 30 {
                        self.insertion_sort(lo, hi);
                        break;
                    }
                    // MLIR compares the decremented limit unsigned with 0.
                    if d - 1 == 0 {
                        self.heap_sort(lo, hi);
                        break;
                    }
                    inner = Some(d - 1);
                }
                let p = self.partition(lo, hi);
                if hi - lo <= 2 {
                    break;
                }
                if p - lo <= hi - p {
                    if p != lo {
                        stack.push((lo, p, inner));
                    }
                    lo = p;
                } else {
                    if hi != p {
                        stack.push((p, hi, inner));
                    }
                    hi = p;
                }
            }
        }
    }

    /// Restores the heap property below `start` in the heap `[first, first + n)`.
    fn shift_down(&mut self, first: usize, mut start: usize, n: usize) {
        if n < 2 {
            return;
        }
        let last_parent = (n - 2) >> 1;
        let child = start - first;
        if last_parent < child {
            return;
        }
        let larger_child = |s: &Self, r: usize| {
            let left = 2 * r + 1;
            let right = left + 1;
            if right < n && s.less(left + first, right + first) {
                (right, right + first)
            } else {
                (left, left + first)
            }
        };
        let (mut child, mut child_idx) = larger_child(self, child);
        while self.less(start, child_idx) {
            self.swap(start, child_idx);
            start = child_idx;
            if last_parent >= child {
                (child, child_idx) = larger_child(self, child);
            }
        }
    }

    fn heap_sort(&mut self, lo: usize, hi: usize) {
        let n = hi.saturating_sub(lo);
        if n < 2 {
            return;
        }
        let s = (n - 2) >> 1;
        for k in 0..=s {
            self.shift_down(lo, lo + (s - k), n);
        }
        for k in 0..n - 1 {
            let l = n - k;
            self.swap(lo, lo + l - 1);
            self.shift_down(lo, lo, l - 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sorted(kind: SortKind, keys: &[u64]) -> Vec<usize> {
        sort_order(kind, keys.len(), |a, b| keys[a].cmp(&keys[b]))
    }

    #[test]
    fn every_algorithm_sorts() {
        let keys: Vec<u64> = (0..500u64).map(|i| (i * 7919 + 13) % 101).collect();
        for kind in SortKind::ALL {
            let order = sorted(kind, &keys);
            let got: Vec<u64> = order.iter().map(|&i| keys[i]).collect();
            assert!(got.windows(2).all(|w| w[0] <= w[1]), "{kind:?}");
            let mut seen = order.clone();
            seen.sort_unstable();
            assert_eq!(
                seen,
                (0..keys.len()).collect::<Vec<_>>(),
                "{kind:?} is a permutation"
            );
        }
    }

    #[test]
    fn equal_keys_end_where_mlir_puts_them() {
        // mlir-runner-22 on `sparse_tensor.sort` of x = [3, 1, 1, 10, 3] with y = [6, 7, 8, 9, 5].
        let order = sorted(SortKind::QuickSort, &[3, 1, 1, 10, 3]);
        let y = [6, 7, 8, 9, 5];
        assert_eq!(
            order.iter().map(|&i| y[i]).collect::<Vec<_>>(),
            [7, 8, 5, 6, 9]
        );
        let order = sorted(SortKind::InsertionSortStable, &[3, 1, 1, 10, 3]);
        assert_eq!(
            order.iter().map(|&i| y[i]).collect::<Vec<_>>(),
            [7, 8, 6, 5, 9]
        );
    }
}
