//! Construction of binary expressions with MLIR 22's construction-time simplifications.
//!
//! Every rule mirrors one in MLIR's `AffineExpr.cpp` (`simplifyAdd`, `simplifyMul`,
//! `simplifyFloorDiv`, `simplifyCeilDiv`, `simplifyMod`, and the operand ordering of
//! commutative nodes), including MLIR's quirks: constant folding of two constants is
//! skipped when it would overflow, while the folds that combine a constant into an existing
//! node (`(d0 + c1) + c2`, `(d0 * c1) * c2`, `c1 * e + c2 * e`) wrap like C++ `int64_t` does.
//! The result of each rule is built through the same constructors, so rules compose exactly
//! as in MLIR.

use super::eval::{ceil_div, floor_div};
use super::expr::{AffineExpr, BinaryOp, Node};

impl AffineExpr {
    /// `self + rhs`, simplified as MLIR's `operator+`.
    pub fn add(&self, rhs: impl Into<AffineExpr>) -> AffineExpr {
        add(self, &rhs.into())
    }

    /// `self - rhs`, built as MLIR does: `self + rhs * -1`.
    pub fn sub(&self, rhs: impl Into<AffineExpr>) -> AffineExpr {
        add(self, &negate(&rhs.into()))
    }

    /// `self * rhs`, simplified as MLIR's `operator*`.
    pub fn mul(&self, rhs: impl Into<AffineExpr>) -> AffineExpr {
        mul(self, &rhs.into())
    }

    /// `-self`, built as MLIR does: `self * -1`.
    pub fn neg(&self) -> AffineExpr {
        negate(self)
    }

    /// `self floordiv rhs`, simplified as MLIR's `floorDiv`.
    pub fn floor_div(&self, rhs: impl Into<AffineExpr>) -> AffineExpr {
        floor_div_expr(self, &rhs.into())
    }

    /// `self ceildiv rhs`, simplified as MLIR's `ceilDiv`.
    pub fn ceil_div(&self, rhs: impl Into<AffineExpr>) -> AffineExpr {
        ceil_div_expr(self, &rhs.into())
    }

    /// `self mod rhs`, simplified as MLIR's `operator%`.
    pub fn modulo(&self, rhs: impl Into<AffineExpr>) -> AffineExpr {
        modulo(self, &rhs.into())
    }

    /// Builds `lhs op rhs` with the simplifications of `op` (MLIR's `getAffineBinaryOpExpr`).
    pub fn binary(op: BinaryOp, lhs: &AffineExpr, rhs: &AffineExpr) -> AffineExpr {
        match op {
            BinaryOp::Add => add(lhs, rhs),
            BinaryOp::Mul => mul(lhs, rhs),
            BinaryOp::FloorDiv => floor_div_expr(lhs, rhs),
            BinaryOp::CeilDiv => ceil_div_expr(lhs, rhs),
            BinaryOp::Mod => modulo(lhs, rhs),
        }
    }
}

fn constant(value: i64) -> AffineExpr {
    AffineExpr::constant(value)
}

fn negate(e: &AffineExpr) -> AffineExpr {
    mul(e, &constant(-1))
}

fn add(lhs: &AffineExpr, rhs: &AffineExpr) -> AffineExpr {
    simplify_add(lhs, rhs).unwrap_or_else(|| build_commutative(BinaryOp::Add, lhs, rhs))
}

fn mul(lhs: &AffineExpr, rhs: &AffineExpr) -> AffineExpr {
    simplify_mul(lhs, rhs).unwrap_or_else(|| build_commutative(BinaryOp::Mul, lhs, rhs))
}

fn floor_div_expr(lhs: &AffineExpr, rhs: &AffineExpr) -> AffineExpr {
    simplify_floor_div(lhs, rhs)
        .unwrap_or_else(|| AffineExpr::raw_binary(BinaryOp::FloorDiv, lhs.clone(), rhs.clone()))
}

fn ceil_div_expr(lhs: &AffineExpr, rhs: &AffineExpr) -> AffineExpr {
    simplify_ceil_div(lhs, rhs)
        .unwrap_or_else(|| AffineExpr::raw_binary(BinaryOp::CeilDiv, lhs.clone(), rhs.clone()))
}

fn modulo(lhs: &AffineExpr, rhs: &AffineExpr) -> AffineExpr {
    simplify_mod(lhs, rhs)
        .unwrap_or_else(|| AffineExpr::raw_binary(BinaryOp::Mod, lhs.clone(), rhs.clone()))
}

/// Builds an unsimplifiable `+`/`*` node with MLIR's operand order (upstream PR 146895):
/// two dims or two symbols by position, and a dim before a symbol.
fn build_commutative(op: BinaryOp, lhs: &AffineExpr, rhs: &AffineExpr) -> AffineExpr {
    let swap = match (&lhs.node, &rhs.node) {
        (Node::Dim(a), Node::Dim(b)) | (Node::Symbol(a), Node::Symbol(b)) => a > b,
        (Node::Symbol(_), Node::Dim(_)) => true,
        _ => false,
    };
    if swap {
        AffineExpr::raw_binary(op, rhs.clone(), lhs.clone())
    } else {
        AffineExpr::raw_binary(op, lhs.clone(), rhs.clone())
    }
}

/// `e * c` split as `(e, c)`; any other expression is `(e, 1)`.
fn split_constant_factor(e: &AffineExpr) -> (&AffineExpr, i64) {
    match e.as_op(BinaryOp::Mul) {
        Some((factor, c)) => match c.as_constant() {
            Some(c) => (factor, c),
            None => (e, 1),
        },
        None => (e, 1),
    }
}

/// MLIR's `simplifyAdd`; `None` means "build the node as is".
fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.as_constant();
    let rhs_const = rhs.as_constant();
    if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
        return a.checked_add(b).map(constant);
    }
    // Constants, then symbolic terms, go to the right: `4 + d0` is `d0 + 4`.
    if lhs_const.is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()) {
        return Some(add(rhs, lhs));
    }
    if rhs_const == Some(0) {
        return Some(lhs.clone());
    }
    let lhs_add = lhs.as_op(BinaryOp::Add);
    // `(d0 + 2) + 3` is `d0 + 5`.
    if let (Some((inner, inner_rhs)), Some(c2)) = (lhs_add, rhs_const)
        && let Some(c1) = inner_rhs.as_constant()
    {
        return Some(add(inner, &constant(c1.wrapping_add(c2))));
    }
    // `e * c1 + e * c2` is `e * (c1 + c2)` (a bare `e` counts as `e * 1`).
    let (first, c1) = split_constant_factor(lhs);
    let (second, c2) = split_constant_factor(rhs);
    if first == second {
        return Some(mul(first, &constant(c1.wrapping_add(c2))));
    }
    // `(d0 + 2) + d1` is `(d0 + d1) + 2`.
    if let Some((inner, inner_rhs)) = lhs_add
        && inner_rhs.as_constant().is_some()
    {
        return Some(add(&add(inner, rhs), inner_rhs));
    }
    simplify_add_to_mod(lhs, rhs)
}

/// The part of `simplifyAdd` that turns `e - (e floordiv q) * q` into `e mod q`.
fn simplify_add_to_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let (_, rhs_lhs, rhs_rhs) = rhs.as_binary()?;
    // `e + ((e floordiv q) * q) * -1` with a symbolic or constant `q`.
    if rhs_rhs.as_constant() == Some(-1)
        && let Some((quotient, q)) = rhs_lhs.as_op(BinaryOp::Mul)
    {
        let (dividend, divisor) = quotient.as_op(BinaryOp::FloorDiv)?;
        if divisor == q && lhs == dividend {
            return Some(modulo(lhs, q));
        }
    }
    // `e + (e floordiv c) * -c` with a positive constant `c`.
    rhs.as_op(BinaryOp::Mul)?;
    let (dividend, divisor) = rhs_lhs.as_op(BinaryOp::FloorDiv)?;
    let positive_divisor = divisor.as_constant().is_some_and(|c| c > 0);
    if positive_divisor && lhs == dividend && *divisor == negate(rhs_rhs) {
        return Some(modulo(lhs, divisor));
    }
    // `(a + b) + (e floordiv c) * k` is `a + (b + (e floordiv c) * k)` when the inner sum
    // simplifies, e.g. `(a + e) + (e floordiv c) * -c` is `a + e mod c` (upstream PR
    // 146492; observed on mlir-opt 22 to apply to any such product and any simplification).
    let (a, b) = lhs.as_op(BinaryOp::Add)?;
    let inner = simplify_add(b, rhs)?;
    Some(add(a, &inner))
}

/// MLIR's `simplifyMul`; `None` means "build the node as is".
fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.as_constant();
    let rhs_const = rhs.as_constant();
    if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
        return a.checked_mul(b).map(constant);
    }
    // A product of two dim-dependent terms is not affine; MLIR's parser rejects it and
    // the simplifier leaves it alone (swapping below would never terminate).
    if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
        return None;
    }
    // The constant or symbolic operand goes to the right.
    if !rhs.is_symbolic_or_constant() || lhs_const.is_some() {
        return Some(mul(rhs, lhs));
    }
    match rhs_const {
        Some(1) => return Some(lhs.clone()),
        Some(0) => return Some(rhs.clone()),
        _ => {}
    }
    let (inner, inner_rhs) = lhs.as_op(BinaryOp::Mul)?;
    let c1 = inner_rhs.as_constant()?;
    // `(d0 * 2) * 3` is `d0 * 6`.
    if let Some(c2) = rhs_const {
        return Some(mul(inner, &constant(c1.wrapping_mul(c2))));
    }
    // `(d0 * 2) * s0` is `(d0 * s0) * 2`.
    Some(mul(&mul(inner, rhs), inner_rhs))
}

/// MLIR's `simplifyFloorDiv`; `None` means "build the node as is".
fn simplify_floor_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = rhs.as_constant().filter(|&c| c != 0)?;
    if let Some(l) = lhs.as_constant() {
        return floor_div(l, c).map(constant);
    }
    if c == 1 {
        return Some(lhs.clone());
    }
    // `(e * 128) floordiv 64` is `e * 2`.
    if let Some((factor, k)) = lhs.as_op(BinaryOp::Mul)
        && let Some(k) = k.as_constant()
        && k.wrapping_rem(c) == 0
    {
        return Some(mul(factor, &constant(k.wrapping_div(c))));
    }
    // `(a + b) floordiv c` distributes when `a` or `b` is a known multiple of `c`.
    if let Some((a, b)) = lhs.as_op(BinaryOp::Add)
        && (a.largest_known_divisor().wrapping_rem(c) == 0
            || b.largest_known_divisor().wrapping_rem(c) == 0)
    {
        return Some(add(
            &floor_div_expr(a, &constant(c)),
            &floor_div_expr(b, &constant(c)),
        ));
    }
    None
}

/// MLIR's `simplifyCeilDiv`; `None` means "build the node as is".
fn simplify_ceil_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = rhs.as_constant().filter(|&c| c != 0)?;
    if let Some(l) = lhs.as_constant() {
        return ceil_div(l, c).map(constant);
    }
    if c == 1 {
        return Some(lhs.clone());
    }
    // `(e * 128) ceildiv 64` is `e * 2`.
    let (factor, k) = lhs.as_op(BinaryOp::Mul)?;
    let k = k.as_constant()?;
    if k.wrapping_rem(c) == 0 {
        return Some(mul(factor, &constant(k.wrapping_div(c))));
    }
    None
}

/// MLIR's `simplifyMod`; `None` means "build the node as is".
fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    // Modulo by zero or a negative number is left alone, as in MLIR.
    let c = rhs.as_constant().filter(|&c| c >= 1)?;
    if let Some(l) = lhs.as_constant() {
        return Some(constant(l.rem_euclid(c)));
    }
    // A known multiple of `c` (e.g. `(i * 128) mod 64`) is 0.
    if lhs.largest_known_divisor() % c == 0 {
        return Some(constant(0));
    }
    // `(a + b) mod c` drops a summand that is a known multiple of `c`.
    if let Some((a, b)) = lhs.as_op(BinaryOp::Add) {
        if a.largest_known_divisor() % c == 0 {
            return Some(modulo(b, &constant(c)));
        }
        if b.largest_known_divisor() % c == 0 {
            return Some(modulo(a, &constant(c)));
        }
    }
    // `(e mod a) mod c` is `e mod c` when `c` divides `a`.
    let (inner, a) = lhs.as_op(BinaryOp::Mod)?;
    let a = a.as_constant()?;
    if a >= 1 && a % c == 0 {
        return Some(modulo(inner, &constant(c)));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(i: usize) -> AffineExpr {
        AffineExpr::dim(i)
    }
    fn s(i: usize) -> AffineExpr {
        AffineExpr::symbol(i)
    }
    fn c(v: i64) -> AffineExpr {
        AffineExpr::constant(v)
    }

    #[track_caller]
    fn check(e: AffineExpr, expected: &str) {
        assert_eq!(e.to_string(), expected);
    }

    #[test]
    fn add_folds_constants_and_skips_overflow() {
        check(c(2).add(3), "5");
        check(c(i64::MAX).add(1), "9223372036854775807 + 1");
    }

    #[test]
    fn add_moves_constants_and_symbols_right() {
        check(c(4).add(d(0)), "d0 + 4");
        check(s(0).add(d(0)), "d0 + s0");
        check(d(0).add(0), "d0");
    }

    #[test]
    fn add_merges_successive_constants_wrapping() {
        check(d(0).add(2).add(3), "d0 + 5");
        check(d(0).add(i64::MAX).add(1), "d0 - -9223372036854775808");
    }

    #[test]
    fn add_merges_like_terms() {
        check(d(0).add(d(0)), "d0 * 2");
        check(d(0).mul(3).sub(d(0)), "d0 * 2");
        check(d(0).mul(2).sub(d(0).mul(2)), "0");
        check(d(0).add(d(1)).add(d(0)), "d0 + d1 + d0");
    }

    #[test]
    fn add_floats_constant_outwards() {
        check(d(0).add(2).add(d(1)), "d0 + d1 + 2");
        check(d(1).add(3).add(d(0)), "d0 + d1 + 3");
    }

    #[test]
    fn add_orders_leaf_operands() {
        check(d(1).add(d(0)), "d0 + d1");
        check(s(1).add(s(0)), "s0 + s1");
        check(s(1).mul(s(0)), "s0 * s1");
        check(d(2).add(d(0)).add(d(1)), "d0 + d2 + d1");
    }

    #[test]
    fn add_detects_mod() {
        check(d(0).sub(d(0).floor_div(4).mul(4)), "d0 mod 4");
        check(d(0).sub(d(0).floor_div(s(0)).mul(s(0))), "d0 mod s0");
        check(
            d(0).add(d(1)).sub(d(1).floor_div(4).mul(4)),
            "d0 + d1 mod 4",
        );
        check(
            d(1).add(d(0)).sub(d(0).floor_div(4).mul(4)),
            "d0 + d1 - (d0 floordiv 4) * 4",
        );
        check(
            d(0).add(s(0)).add(d(1).floor_div(2).mul(3)),
            "d0 + (d1 floordiv 2) * 3 + s0",
        );
        let q = d(1).floor_div(2);
        check(d(0).add(q.mul(2)).add(q.mul(3)), "d0 + (d1 floordiv 2) * 5");
        check(
            d(0).add(s(0)).add(d(1).modulo(2).mul(3)),
            "d0 + s0 + (d1 mod 2) * 3",
        );
        check(
            d(0).add(d(0).floor_div(-4).mul(4)),
            "d0 + (d0 floordiv -4) * 4",
        );
        check(d(0).sub(d(0).add(1).mul(4)), "d0 - (d0 + 1) * 4");
    }

    #[test]
    fn mul_rules() {
        check(c(3).mul(4), "12");
        check(c(2).mul(d(0)), "d0 * 2");
        check(d(0).mul(1), "d0");
        check(d(0).mul(0), "0");
        check(d(0).mul(2).mul(3), "d0 * 6");
        check(d(0).mul(2).mul(s(0)), "(d0 * s0) * 2");
        check(s(0).mul(2).mul(d(0)), "d0 * (s0 * 2)");
        check(d(0).neg(), "-d0");
        check(d(0).neg().neg(), "d0");
        check(c(i64::MIN).neg(), "--9223372036854775808");
        check(d(0).mul(d(1)), "d0 * d1");
    }

    #[test]
    fn floor_div_rules() {
        check(c(7).floor_div(2), "3");
        check(c(-7).floor_div(2), "-4");
        check(c(7).floor_div(-2), "-4");
        check(
            c(i64::MIN).floor_div(-1),
            "-9223372036854775808 floordiv -1",
        );
        check(c(7).floor_div(0), "7 floordiv 0");
        check(d(0).floor_div(1), "d0");
        check(d(0).mul(4).floor_div(2), "d0 * 2");
        check(d(0).mul(4).floor_div(-2), "d0 * -2");
        check(d(0).mul(6).add(d(1)).floor_div(3), "d0 * 2 + d1 floordiv 3");
        check(d(0).floor_div(-1), "d0 floordiv -1");
    }

    #[test]
    fn ceil_div_rules() {
        check(c(7).ceil_div(2), "4");
        check(c(7).ceil_div(-2), "-3");
        check(d(0).ceil_div(1), "d0");
        check(d(0).mul(6).ceil_div(3), "d0 * 2");
        check(d(0).mul(6).add(d(1)).ceil_div(3), "(d0 * 6 + d1) ceildiv 3");
    }

    #[test]
    fn mod_rules() {
        check(c(-7).modulo(3), "2");
        check(c(7).modulo(-2), "7 mod -2");
        check(d(0).modulo(1), "0");
        check(d(0).mul(2).modulo(2), "0");
        check(d(0).mul(6).modulo(3), "0");
        check(d(0).mul(6).add(d(1)).modulo(3), "d1 mod 3");
        check(d(1).add(d(0).mul(6)).modulo(3), "d1 mod 3");
        check(d(0).modulo(6).modulo(3), "d0 mod 3");
        check(d(0).modulo(6).modulo(4), "(d0 mod 6) mod 4");
        check(d(0).modulo(-2), "d0 mod -2");
    }

    #[test]
    fn binary_dispatches() {
        check(AffineExpr::binary(BinaryOp::Mod, &d(0), &c(1)), "0");
        check(AffineExpr::binary(BinaryOp::Add, &c(1), &d(0)), "d0 + 1");
    }
}
