//! Interval bounds of expressions over boxes of dims and symbols, used to size levels
//! (a dim of size 6 under `i floordiv 2` gives a level of size 3, under `i mod 2` size 2).

use std::ops::Range;

use super::eval::{ceil_div, floor_div};
use super::expr::{AffineExpr, BinaryOp, Node};
use super::map::AffineMap;

/// A non-empty closed interval `[min, max]` of integers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Interval {
    /// Smallest value.
    pub min: i64,
    /// Largest value (inclusive).
    pub max: i64,
}

impl Interval {
    /// `[min, max]`, or `None` if `min > max`.
    pub fn new(min: i64, max: i64) -> Option<Interval> {
        (min <= max).then_some(Interval { min, max })
    }

    /// The single value `value`.
    pub fn point(value: i64) -> Interval {
        Interval {
            min: value,
            max: value,
        }
    }

    /// The values of a half-open range, `None` if it is empty.
    pub fn from_range(range: Range<i64>) -> Option<Interval> {
        Interval::new(range.start, range.end.checked_sub(1)?)
    }

    /// The half-open range `min..max + 1`, `None` if `max` is `i64::MAX`.
    pub fn to_range(self) -> Option<Range<i64>> {
        Some(self.min..self.max.checked_add(1)?)
    }

    /// True if `value` lies in the interval.
    pub fn contains(self, value: i64) -> bool {
        self.min <= value && value <= self.max
    }

    /// The smallest interval holding all the given values.
    fn hull(values: &[i64]) -> Option<Interval> {
        Interval::new(*values.iter().min()?, *values.iter().max()?)
    }
}

impl AffineExpr {
    /// An interval containing every value of the expression when each `d_i` ranges over
    /// `dims[i]` and each `s_i` over `symbols[i]`. `None` when no finite bound is known
    /// (a missing range, a possibly-zero divisor, or `i64` overflow).
    pub fn bounds(&self, dims: &[Interval], symbols: &[Interval]) -> Option<Interval> {
        match &self.node {
            Node::Constant(c) => Some(Interval::point(*c)),
            Node::Dim(p) => dims.get(*p).copied(),
            Node::Symbol(p) => symbols.get(*p).copied(),
            Node::Binary(b) => {
                let l = b.lhs.bounds(dims, symbols)?;
                let r = b.rhs.bounds(dims, symbols)?;
                binary_bounds(b.op, l, r)
            }
        }
    }
}

fn binary_bounds(op: BinaryOp, l: Interval, r: Interval) -> Option<Interval> {
    match op {
        BinaryOp::Add => Interval::new(l.min.checked_add(r.min)?, l.max.checked_add(r.max)?),
        BinaryOp::Mul => Interval::hull(&[
            l.min.checked_mul(r.min)?,
            l.min.checked_mul(r.max)?,
            l.max.checked_mul(r.min)?,
            l.max.checked_mul(r.max)?,
        ]),
        // Over a divisor interval of one sign, x / y is monotonic in each argument, so
        // the extremes are at the corners; rounding keeps that.
        BinaryOp::FloorDiv => corner_quotients(l, r, floor_div),
        BinaryOp::CeilDiv => corner_quotients(l, r, ceil_div),
        BinaryOp::Mod => mod_bounds(l, r),
    }
}

fn corner_quotients(
    l: Interval,
    r: Interval,
    div: fn(i64, i64) -> Option<i64>,
) -> Option<Interval> {
    if r.contains(0) {
        return None;
    }
    Interval::hull(&[
        div(l.min, r.min)?,
        div(l.min, r.max)?,
        div(l.max, r.min)?,
        div(l.max, r.max)?,
    ])
}

fn mod_bounds(l: Interval, r: Interval) -> Option<Interval> {
    if r.contains(0) {
        return None;
    }
    // A constant divisor whose dividend stays within one period maps monotonically.
    if r.min == r.max && floor_div(l.min, r.min)? == floor_div(l.max, r.min)? {
        let lo = l
            .min
            .checked_sub(floor_div(l.min, r.min)?.checked_mul(r.min)?)?;
        let hi = l
            .max
            .checked_sub(floor_div(l.max, r.min)?.checked_mul(r.min)?)?;
        return Interval::new(lo, hi);
    }
    if r.min > 0 {
        // The floored remainder lies in [0, divisor - 1]; a non-negative dividend is
        // also an upper bound.
        let hi = r.max - 1;
        let hi = if l.min >= 0 { hi.min(l.max) } else { hi };
        Interval::new(0, hi)
    } else {
        let lo = r.min + 1;
        let lo = if l.max <= 0 { lo.max(l.min) } else { lo };
        Interval::new(lo, 0)
    }
}

impl AffineMap {
    /// The bounds of every result over the given dim and symbol intervals.
    pub fn result_bounds(&self, dims: &[Interval], symbols: &[Interval]) -> Vec<Option<Interval>> {
        self.results
            .iter()
            .map(|e| e.bounds(dims, symbols))
            .collect()
    }

    /// Level sizes for dims ranging over `0..dim_sizes[i]`: result `k` has size
    /// `max + 1` when its values lie in `[0, max]`, else `None` (unknown or negative).
    pub fn level_sizes(&self, dim_sizes: &[i64]) -> Vec<Option<i64>> {
        let dims: Option<Vec<Interval>> = dim_sizes
            .iter()
            .map(|&n| Interval::from_range(0..n))
            .collect();
        let Some(dims) = dims else {
            return vec![None; self.results.len()];
        };
        self.result_bounds(&dims, &[])
            .into_iter()
            .map(|b| b.filter(|b| b.min >= 0).and_then(|b| b.max.checked_add(1)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::affine::parse_affine_map;

    fn iv(min: i64, max: i64) -> Interval {
        Interval::new(min, max).unwrap()
    }

    #[test]
    fn level_sizes_of_block_and_linear_maps() {
        let bsr =
            parse_affine_map("(i, j) -> (i floordiv 2, j floordiv 3, i mod 2, j mod 3)").unwrap();
        assert_eq!(
            bsr.level_sizes(&[6, 60]),
            vec![Some(3), Some(20), Some(2), Some(3)]
        );
        assert_eq!(
            bsr.level_sizes(&[5, 7]),
            vec![Some(3), Some(3), Some(2), Some(3)]
        );
        let lin = parse_affine_map("(i, j) -> (i * 8 + j)").unwrap();
        assert_eq!(lin.level_sizes(&[3, 8]), vec![Some(24)]);
        let neg = parse_affine_map("(i) -> (-i)").unwrap();
        assert_eq!(neg.level_sizes(&[4]), vec![None]);
        assert_eq!(neg.level_sizes(&[0]), vec![None]);
    }

    #[test]
    fn interval_rules() {
        let e = parse_affine_map(
            "(i)[s] -> (i mod 4, i ceildiv 3, i * s, i floordiv s, (i + 1) mod 8)",
        )
        .unwrap();
        let b = e.result_bounds(&[iv(-5, 2)], &[iv(2, 3)]);
        assert_eq!(b[0], Some(iv(0, 3)));
        assert_eq!(b[1], Some(iv(-1, 1)));
        assert_eq!(b[2], Some(iv(-15, 6)));
        assert_eq!(b[3], Some(iv(-3, 1)));
        assert_eq!(b[4], Some(iv(0, 7)));
        let within = e.result_bounds(&[iv(5, 6)], &[iv(2, 3)]);
        assert_eq!(within[0], Some(iv(1, 2)));
        assert_eq!(within[4], Some(iv(6, 7)));
        assert_eq!(e.result_bounds(&[iv(0, 1)], &[iv(-1, 1)])[3], None);
        assert_eq!(e.result_bounds(&[], &[])[0], None);
    }

    #[test]
    fn interval_conversions() {
        assert_eq!(Interval::from_range(0..6), Some(iv(0, 5)));
        assert_eq!(Interval::from_range(3..3), None);
        assert_eq!(iv(0, 5).to_range(), Some(0..6));
        assert_eq!(iv(0, i64::MAX).to_range(), None);
        assert!(iv(-1, 1).contains(0));
    }
}
