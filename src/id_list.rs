//! [`IdList`]: a short list of ids in 16 bytes, up to three inline (an op's operands and
//! results, a block's arguments, a region's blocks).

use crate::ir::Value;

/// A list of `Copy` ids (4 bytes each): a slice to read (`Deref<Target = [T]>`), up to three
/// stored inline and more on the heap. A sparsified module holds millions of ops with one or
/// two operands and results each; a `SmallVec` of four took 24 bytes apiece, this takes 16.
#[derive(Clone)]
pub struct IdList<T: Copy>(Repr<T>);

/// An op's operands or results, a block's arguments.
pub type ValueList = IdList<Value>;

/// The count is in the variant, so no slot holds a filler value.
#[derive(Clone)]
enum Repr<T> {
    Empty,
    One([T; 1]),
    Two([T; 2]),
    Three([T; 3]),
    /// Four or more (or fewer after removals: it stays on the heap once there).
    Many(Box<Vec<T>>),
}

impl<T> Default for Repr<T> {
    fn default() -> Self {
        Repr::Empty
    }
}

impl<T: Copy> Default for IdList<T> {
    fn default() -> Self {
        IdList(Repr::Empty)
    }
}

impl<T: Copy> IdList<T> {
    /// An empty list.
    pub const fn new() -> Self {
        IdList(Repr::Empty)
    }
    /// An empty list that will hold `n` values without growing again.
    pub fn with_capacity(n: usize) -> Self {
        if n > 3 {
            IdList(Repr::Many(Box::new(Vec::with_capacity(n))))
        } else {
            IdList::new()
        }
    }
    /// The values as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[T] {
        match &self.0 {
            Repr::Empty => &[],
            Repr::One(a) => a,
            Repr::Two(a) => a,
            Repr::Three(a) => a,
            Repr::Many(v) => v,
        }
    }
    /// The values as a mutable slice.
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        match &mut self.0 {
            Repr::Empty => &mut [],
            Repr::One(a) => a,
            Repr::Two(a) => a,
            Repr::Three(a) => a,
            Repr::Many(v) => v,
        }
    }
    /// Appends `v`.
    pub fn push(&mut self, v: T) {
        self.0 = match std::mem::take(&mut self.0) {
            Repr::Empty => Repr::One([v]),
            Repr::One([a]) => Repr::Two([a, v]),
            Repr::Two([a, b]) => Repr::Three([a, b, v]),
            Repr::Three([a, b, c]) => Repr::Many(Box::new(vec![a, b, c, v])),
            Repr::Many(mut list) => {
                list.push(v);
                Repr::Many(list)
            }
        };
    }
    /// Removes and returns the last value.
    pub fn pop(&mut self) -> Option<T> {
        let (rest, last) = match std::mem::take(&mut self.0) {
            Repr::Empty => (Repr::Empty, None),
            Repr::One([a]) => (Repr::Empty, Some(a)),
            Repr::Two([a, b]) => (Repr::One([a]), Some(b)),
            Repr::Three([a, b, c]) => (Repr::Two([a, b]), Some(c)),
            Repr::Many(mut list) => {
                let last = list.pop();
                (Repr::Many(list), last)
            }
        };
        self.0 = rest;
        last
    }
    /// Inserts `v` at `index` (clamped to the length).
    pub fn insert(&mut self, index: usize, v: T) {
        let mut all = self.take_vec();
        all.insert(index.min(all.len()), v);
        *self = IdList::from(all);
    }
    /// Removes and returns the value at `index`, if there is one.
    pub fn remove(&mut self, index: usize) -> Option<T> {
        if index >= self.len() {
            return None;
        }
        let mut all = self.take_vec();
        let v = all.remove(index);
        *self = IdList::from(all);
        Some(v)
    }
    /// Keeps the first `len` values.
    pub fn truncate(&mut self, len: usize) {
        if len < self.len() {
            let mut all = self.take_vec();
            all.truncate(len);
            *self = IdList::from(all);
        }
    }
    /// Removes every value.
    pub fn clear(&mut self) {
        self.0 = Repr::Empty;
    }
    /// Keeps the values for which `f` holds.
    pub fn retain(&mut self, f: impl FnMut(&T) -> bool) {
        let mut all = self.take_vec();
        all.retain(f);
        *self = IdList::from(all);
    }
    /// Replaces the values in `range` by `with` (as `Vec::splice`, returning nothing).
    pub fn splice(
        &mut self,
        range: impl std::ops::RangeBounds<usize>,
        with: impl IntoIterator<Item = T>,
    ) {
        let mut all = self.take_vec();
        let (start, end) = clamp_range(&range, all.len());
        all.splice(start..end, with);
        *self = IdList::from(all);
    }
    /// Removes the values in `range` and returns them.
    pub fn drain(&mut self, range: impl std::ops::RangeBounds<usize>) -> Vec<T> {
        let mut all = self.take_vec();
        let (start, end) = clamp_range(&range, all.len());
        let out = all.drain(start..end).collect();
        *self = IdList::from(all);
        out
    }
    /// The values as a `Vec`, leaving the list empty.
    fn take_vec(&mut self) -> Vec<T> {
        match std::mem::take(&mut self.0) {
            Repr::Many(list) => *list,
            other => IdList(other).as_slice().to_vec(),
        }
    }
}

/// `range` as `start..end` within `0..len`.
fn clamp_range(range: &impl std::ops::RangeBounds<usize>, len: usize) -> (usize, usize) {
    use std::ops::Bound;
    let start = match range.start_bound() {
        Bound::Included(&s) => s,
        Bound::Excluded(&s) => s.saturating_add(1),
        Bound::Unbounded => 0,
    };
    let end = match range.end_bound() {
        Bound::Included(&e) => e.saturating_add(1),
        Bound::Excluded(&e) => e,
        Bound::Unbounded => len,
    };
    let end = end.min(len);
    (start.min(end), end)
}

impl<T: Copy> std::ops::Deref for IdList<T> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T: Copy> std::ops::DerefMut for IdList<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        self.as_mut_slice()
    }
}

impl<T: Copy + std::fmt::Debug> std::fmt::Debug for IdList<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<T: Copy + PartialEq> PartialEq for IdList<T> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}
impl<T: Copy + Eq> Eq for IdList<T> {}

impl<T: Copy + std::hash::Hash> std::hash::Hash for IdList<T> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state)
    }
}

impl<T: Copy> From<Vec<T>> for IdList<T> {
    fn from(v: Vec<T>) -> Self {
        match *v.as_slice() {
            [] => IdList(Repr::Empty),
            [a] => IdList(Repr::One([a])),
            [a, b] => IdList(Repr::Two([a, b])),
            [a, b, c] => IdList(Repr::Three([a, b, c])),
            _ => {
                let mut v = v;
                v.shrink_to_fit();
                IdList(Repr::Many(Box::new(v)))
            }
        }
    }
}

impl<T: Copy> From<&[T]> for IdList<T> {
    fn from(v: &[T]) -> Self {
        match *v {
            [] => IdList(Repr::Empty),
            [a] => IdList(Repr::One([a])),
            [a, b] => IdList(Repr::Two([a, b])),
            [a, b, c] => IdList(Repr::Three([a, b, c])),
            _ => IdList(Repr::Many(Box::new(v.to_vec()))),
        }
    }
}

impl<T: Copy> From<IdList<T>> for Vec<T> {
    fn from(mut list: IdList<T>) -> Self {
        list.take_vec()
    }
}

impl<T: Copy> FromIterator<T> for IdList<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut list = IdList::new();
        list.extend(iter);
        list
    }
}

impl<T: Copy> Extend<T> for IdList<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        for v in iter {
            self.push(v);
        }
    }
}

impl<'a, T: Copy + 'a> Extend<&'a T> for IdList<T> {
    fn extend<I: IntoIterator<Item = &'a T>>(&mut self, iter: I) {
        self.extend(iter.into_iter().copied());
    }
}

impl<'a, T: Copy> IntoIterator for &'a IdList<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl<'a, T: Copy> IntoIterator for &'a mut IdList<T> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_mut_slice().iter_mut()
    }
}

impl<T: Copy> IntoIterator for IdList<T> {
    type Item = T;
    type IntoIter = std::vec::IntoIter<T>;
    fn into_iter(mut self) -> Self::IntoIter {
        self.take_vec().into_iter()
    }
}

#[cfg(test)]
mod tests {
    use super::ValueList;
    use crate::entity::EntityId;
    use crate::ir::Value;

    /// Random edits agree with a `Vec` across the inline and heap forms.
    #[test]
    fn value_list_matches_vec() {
        assert_eq!(std::mem::size_of::<ValueList>(), 16);
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |m: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % m.max(1) as u64) as usize
        };
        let (mut list, mut model) = (ValueList::new(), Vec::<Value>::new());
        for step in 0..4000usize {
            let v = Value::new(step);
            match next(7) {
                0 | 1 => {
                    list.push(v);
                    model.push(v);
                }
                2 => {
                    let i = next(model.len() + 1);
                    list.insert(i, v);
                    model.insert(i, v);
                }
                3 => {
                    let i = next(model.len() + 1);
                    assert_eq!(list.remove(i), (i < model.len()).then(|| model.remove(i)));
                }
                4 => assert_eq!(list.pop(), model.pop()),
                5 => {
                    let n = next(6);
                    list.truncate(n);
                    model.truncate(n);
                }
                _ => {
                    let k = next(3);
                    list.retain(|x| x.index() % 3 != k);
                    model.retain(|x| x.index() % 3 != k);
                }
            }
            assert_eq!(list.as_slice(), model.as_slice());
            assert_eq!(ValueList::from(model.clone()), list);
            assert_eq!(ValueList::from(model.as_slice()), list);
        }
        let mut list: ValueList = (0..6).map(Value::new).collect();
        list.splice(1..3, [Value::new(9)]);
        assert_eq!(list.drain(..2), vec![Value::new(0), Value::new(9)]);
        assert_eq!(Vec::from(list), (3..6).map(Value::new).collect::<Vec<_>>());
    }
}
