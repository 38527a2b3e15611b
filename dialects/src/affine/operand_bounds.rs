//! MLIR 22's `simplifyMapWithOperands`: `floordiv`, `ceildiv` and `mod` by a constant
//! simplified with the constant bounds of the operands (the induction variables of
//! `affine.for` loops with constant bounds) and of the expressions built on them.
//!
//! One deliberate difference: MLIR's bound of `e mod c` takes both ends of `e` from its
//! lower bound when computing the lower bound, so it folds `(%i mod 4) floordiv 2` to `1`
//! for `%i` in `[3, 4]` (wrong at `%i = 4`); here the lower bound is exact.

use tile_ir::affine::{
    AffineExpr, AffineExprKind, AffineMap, BinaryOp, ceil_div, floor_div, floor_mod, gcd,
};
use tile_ir::ir::ValueDef;
use tile_ir::{Context, Value};

use super::ops::ForOp;

/// The constant range of an `affine.for` induction variable.
#[derive(Clone, Copy, Default)]
struct IvRange {
    lower: Option<i64>,
    /// The last value it takes (the step taken into account when the lower bound is known).
    last: Option<i64>,
    /// The loop's upper bound (exclusive).
    end: Option<i64>,
    /// A number every value divides by: the step from a zero lower bound, else the gcd of
    /// the step and the lower bound's divisor (MLIR's `getLargestKnownDivisor` of an IV).
    divisor: Option<i64>,
}

/// The range of `v` if it is the induction variable of an `affine.for` with constant bounds
/// (MLIR's `getLowerBound`/`getUpperBound` of a value).
fn iv_range(ctx: &Context, v: Value) -> IvRange {
    let ValueDef::BlockArg { block, index: 0 } = ctx.value(v).def else {
        return IvRange::default();
    };
    let Some(f) = ctx.block_parent_op(block).and_then(|p| ForOp::cast(ctx, p)) else {
        return IvRange::default();
    };
    let lower = f.lowerBoundMap(ctx).single_constant();
    let end = f.upperBoundMap(ctx).single_constant();
    let step = f.step(ctx);
    // MLIR's C++ `%` truncates: in an empty loop `last` is the lower bound.
    let last = end.and_then(|ub| match lower {
        Some(lb) if step > 0 => {
            let span = ub.checked_sub(lb)?.checked_sub(1)?;
            ub.checked_sub(1)?.checked_sub(span.checked_rem(step)?)
        }
        _ => ub.checked_sub(1),
    });
    let lower_divisor = f
        .lowerBoundMap(ctx)
        .results
        .iter()
        .fold(None, |g: Option<u64>, r| {
            let d = r.largest_known_divisor() as u64;
            Some(g.map_or(d, |g| gcd(g, d)))
        })
        .unwrap_or(u64::MAX);
    let divisor = match lower {
        Some(0) => Some(step),
        _ => i64::try_from(gcd(lower_divisor, step as u64)).ok(),
    };
    IvRange {
        lower,
        last,
        end,
        divisor,
    }
}

/// `map`'s results simplified with what is known of `operands`.
pub fn simplify_with_operands(ctx: &Context, map: &mut AffineMap, operands: &[Value]) {
    if let Some(s) = Simplifier::new(ctx, map, operands) {
        map.results = map.results.iter().map(|e| s.simplify(e)).collect();
    }
}

/// MLIR's `simplifyMinOrMaxExprWithOperands` for a loop bound, the max (lower bound) or min
/// (upper bound) of `map`'s results: a result whose range is one value becomes that
/// constant, and a result another one always beats is dropped.
pub fn drop_redundant_bounds(ctx: &Context, map: &mut AffineMap, operands: &[Value], is_max: bool) {
    if operands.is_empty() {
        return;
    }
    let Some(s) = Simplifier::new(ctx, map, operands) else {
        return;
    };
    let ranges: Vec<(Option<i64>, Option<i64>)> = map
        .results
        .iter()
        .map(|e| match e.as_constant() {
            Some(c) => (Some(c), Some(c)),
            None => (s.bound(e, false), s.bound(e, true)),
        })
        .collect();
    let redundant = |i: usize, (lo, hi): (Option<i64>, Option<i64>)| {
        // For a max, a result is redundant when another is never below it (a min: above).
        let Some(own) = (if is_max { hi } else { lo }) else {
            return false;
        };
        ranges.iter().enumerate().any(|(pos, &(olo, ohi))| {
            let Some(other) = (if is_max { olo } else { ohi }) else {
                return false;
            };
            if pos == i || (is_max && other < own) || (!is_max && other > own) {
                return false;
            }
            if other != own {
                return true;
            }
            // Equal: of two fixed results, the first one stays.
            let other_fixed = if is_max { ohi } else { olo };
            !(lo == hi && other_fixed == Some(other) && i < pos)
        })
    };
    let mut results = Vec::with_capacity(map.results.len());
    for (i, (e, &range)) in map.results.iter().zip(&ranges).enumerate() {
        if redundant(i, range) {
            continue;
        }
        results.push(match range {
            (Some(lo), Some(hi)) if lo == hi => AffineExpr::constant(lo),
            _ => e.clone(),
        });
    }
    map.results = results;
}

struct Simplifier {
    num_dims: usize,
    num_symbols: usize,
    ranges: Vec<IvRange>,
}

impl Simplifier {
    fn new(ctx: &Context, map: &AffineMap, operands: &[Value]) -> Option<Simplifier> {
        (operands.len() == map.num_inputs()).then(|| Simplifier {
            num_dims: map.num_dims,
            num_symbols: map.num_symbols,
            ranges: operands.iter().map(|&v| iv_range(ctx, v)).collect(),
        })
    }

    /// MLIR's `simplifyExprAndOperands`, children first.
    fn simplify(&self, e: &AffineExpr) -> AffineExpr {
        let Some((op, lhs, rhs)) = e.as_binary() else {
            return e.clone();
        };
        let e = AffineExpr::binary(op, &self.simplify(lhs), &self.simplify(rhs));
        let Some((op, lhs, rhs)) = e.as_binary() else {
            return e;
        };
        let Some(c) = rhs.as_constant().filter(|&c| c > 0) else {
            return e;
        };
        if let Some(simpler) = self.by_bounds(op, lhs, c) {
            return simpler;
        }
        if let Some((divisor, multiple, rest)) = self.multiple_plus_rest(lhs) {
            return match op {
                BinaryOp::FloorDiv if c % divisor == 0 => multiple.floor_div(c),
                BinaryOp::Mod if divisor % c == 0 => rest.modulo(c),
                _ => e.clone(),
            };
        }
        let zero = match op {
            BinaryOp::FloorDiv => self.non_negative_below(lhs, c),
            BinaryOp::Mod => self.divisor(lhs) % c == 0,
            _ => false,
        };
        if zero {
            AffineExpr::constant(0)
        } else {
            e.clone()
        }
    }

    /// `lhs op c` when the bounds of `lhs` decide it: one quotient over the whole range, or
    /// a remainder that is `lhs` itself.
    fn by_bounds(&self, op: BinaryOp, lhs: &AffineExpr, c: i64) -> Option<AffineExpr> {
        let (lo, hi) = (self.bound(lhs, false)?, self.bound(lhs, true)?);
        match op {
            BinaryOp::FloorDiv if floor_div(lo, c)? == floor_div(hi, c)? => {
                Some(AffineExpr::constant(floor_div(lo, c)?))
            }
            BinaryOp::CeilDiv if ceil_div(lo, c)? == ceil_div(hi, c)? => {
                Some(AffineExpr::constant(ceil_div(lo, c)?))
            }
            BinaryOp::Mod if lo >= 0 && lo < c && hi < c => Some(lhs.clone()),
            _ => None,
        }
    }

    /// MLIR's `isQTimesDPlusR`: `lhs` is `q + r` (either order) with `q` a multiple of `d`
    /// and `0 <= r < d`; gives `(d, q, r)`.
    fn multiple_plus_rest(&self, lhs: &AffineExpr) -> Option<(i64, AffineExpr, AffineExpr)> {
        let (BinaryOp::Add, a, b) = lhs.as_binary()? else {
            return None;
        };
        for (q, r) in [(a, b), (b, a)] {
            let d = self.divisor(q);
            if d != 0 && self.non_negative_below(r, d) {
                return Some((d, q.clone(), r.clone()));
            }
        }
        None
    }

    /// MLIR's `getLargestKnownDivisor` with operands: a dim that is a loop's induction
    /// variable divides by what its bounds and step give; anything else by its own.
    fn divisor(&self, e: &AffineExpr) -> i64 {
        match e.kind() {
            AffineExprKind::Dim(p) => self.ranges.get(p).and_then(|r| r.divisor).unwrap_or(1),
            _ => e.largest_known_divisor(),
        }
    }

    /// MLIR's `isNonNegativeBoundedBy`: a constant in `[0, k)`, or a dim that is a loop's
    /// induction variable with constant bounds in `[0, k]`.
    fn non_negative_below(&self, e: &AffineExpr, k: i64) -> bool {
        match e.kind() {
            AffineExprKind::Constant(c) => (0..k).contains(&c),
            AffineExprKind::Dim(p) => self.ranges.get(p).is_some_and(|r| {
                r.lower.is_some_and(|lb| lb >= 0) && r.end.is_some_and(|ub| ub <= k)
            }),
            _ => false,
        }
    }

    /// A constant lower or upper bound of `e` (MLIR's `getBoundForExpr`): quotients and
    /// remainders by constants, and linear expressions of bounded operands.
    fn bound(&self, e: &AffineExpr, upper: bool) -> Option<i64> {
        if let Some((op, lhs, rhs)) = e.as_binary() {
            let c = rhs.as_constant().filter(|&c| c >= 1);
            match op {
                BinaryOp::FloorDiv => return floor_div(self.bound(lhs, upper)?, c?),
                BinaryOp::CeilDiv => return ceil_div(self.bound(lhs, upper)?, c?),
                BinaryOp::Mod if c.is_some() => return self.remainder_bound(lhs, c?, upper),
                _ => {}
            }
        }
        let form = e.linear_form(self.num_dims, self.num_symbols)?;
        let (constant, coefficients) = form.split_last()?;
        coefficients
            .iter()
            .zip(&self.ranges)
            .filter(|(k, _)| **k != 0)
            .try_fold(*constant, |acc, (&k, r)| {
                let end = if (k > 0) == upper { r.last } else { r.lower };
                acc.checked_add(end?.checked_mul(k)?)
            })
    }

    /// Bounds of `lhs mod c`: within one interval of `c`, the remainders of the ends;
    /// otherwise `[0, c - 1]`.
    fn remainder_bound(&self, lhs: &AffineExpr, c: i64, upper: bool) -> Option<i64> {
        if let (Some(lo), Some(hi)) = (self.bound(lhs, false), self.bound(lhs, true))
            && floor_div(lo, c)? == floor_div(hi, c)?
        {
            return floor_mod(if upper { hi } else { lo }, c);
        }
        Some(if upper { c - 1 } else { 0 })
    }
}
