//! The index folders, canonicalizations and constant materializer, as MLIR 22 has them.
//!
//! The width of `index` is unknown when folding, so a fold must hold for 64 and 32 bits:
//! operations whose low 32 result bits depend only on the low 32 operand bits (`add`, `mul`,
//! `and`, ...) fold in 64 bits; the others (`divs`, `maxs`, `shrs`, ...) fold only when the
//! 64-bit result truncated to 32 bits equals the 32-bit result.

use super::attr::predicate;
use crate::arith::attrs::CmpIPredicate;
use crate::arith::consts::constant_attr;
use crate::arith::fold::{in_place_result, move_constants_right, operands_of, two};
use crate::arith::ints::ApInt;
use tile_ir::dialect::{FoldResult, OpTraits};
use tile_ir::pass::rewrite::Rewriter;
use tile_ir::{Attr, AttrKind, Context, Loc, OpId, OperationState, Type, TypeKind, Value};

/// An integer constant's value (`IntegerAttr` or `BoolAttr`) and its bit width (64 for
/// `index`).
fn int_attr_value(ctx: &Context, a: Attr) -> Option<ApInt> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, ty } => {
            let width = match ctx.type_kind(*ty) {
                TypeKind::Index => 64,
                TypeKind::Integer { width, .. } => *width,
                _ => return None,
            };
            ApInt::new(*value, width)
        }
        AttrKind::Bool(b) => ApInt::new(i128::from(*b), 1),
        _ => None,
    }
}

/// The integer constant `v` is defined as, if any.
fn int_const(ctx: &Context, v: Value) -> Option<ApInt> {
    constant_attr(ctx, v).and_then(|a| int_attr_value(ctx, a))
}

fn index_attr(ctx: &mut Context, v: ApInt) -> Attr {
    let t = ctx.index_type();
    ctx.int_attr(v.signed(), t)
}

fn trunc32(v: ApInt) -> ApInt {
    v.zext_or_trunc(32).unwrap_or(v)
}

fn lit(like: ApInt, v: i128) -> ApInt {
    like.with_bits(v as u128)
}

fn neg(v: ApInt) -> ApInt {
    v.with_bits(0).wrapping_sub(v)
}

/// `APInt::sdiv`: wraps on `MIN / -1`.
fn sdiv(a: ApInt, b: ApInt) -> Option<ApInt> {
    if b.is_zero() {
        return None;
    }
    if a.is_min_signed() && b.is_all_ones() {
        return Some(a);
    }
    a.sdiv(b)
}

/// `index.ceildivs` as MLIR folds and lowers it: `-(-n / m)` for operands of opposite
/// signs, `(n - 1) / m + 1` or `(n + 1) / m + 1` otherwise, wrapping (so `MIN` by a positive
/// divisor is off: `-MIN` wraps); `None` for a zero divisor.
pub fn ceildivs(n: ApInt, m: ApInt) -> Option<ApInt> {
    if m.is_zero() {
        return None;
    }
    if n.is_zero() {
        return Some(n);
    }
    let m_pos = !m.is_negative() && !m.is_zero();
    let n_pos = !n.is_negative() && !n.is_zero();
    if n_pos != m_pos {
        // Opposite signs: `-(-n / m)` (wrapping, as MLIR computes it).
        return sdiv(neg(n), m).map(neg);
    }
    let x = if m_pos { -1 } else { 1 };
    sdiv(n.wrapping_add(lit(n, x)), m).map(|q| q.wrapping_add(lit(n, 1)))
}

/// `index.floordivs` as MLIR folds and lowers it: `n / m` for operands of one sign,
/// `-1 - (x - n) / m` otherwise (`x` is 1 for a negative divisor, -1 for a positive one);
/// `None` for a zero divisor.
pub fn floordivs(n: ApInt, m: ApInt) -> Option<ApInt> {
    if m.is_zero() {
        return None;
    }
    if n.is_zero() {
        return Some(n);
    }
    if n.is_negative() == m.is_negative() {
        return sdiv(n, m);
    }
    let x = if m.is_negative() { 1 } else { -1 };
    let q = sdiv(lit(n, x).wrapping_sub(n), m)?;
    Some(lit(n, -1).wrapping_sub(q))
}

fn ceildivu(n: ApInt, m: ApInt) -> Option<ApInt> {
    if m.is_zero() {
        return None;
    }
    if n.is_zero() {
        return Some(n);
    }
    Some(n.wrapping_sub(lit(n, 1)).udiv(m)?.wrapping_add(lit(n, 1)))
}

/// Shift amounts of 32 or more are UB on 32-bit targets: no fold.
fn shift(b: ApInt) -> Option<ApInt> {
    (b.unsigned() < 32).then_some(b)
}

/// How `op` computes on constants, and whether the result must be checked in 32 bits.
type Calc = fn(ApInt, ApInt) -> Option<ApInt>;

fn calc(name: &str) -> Option<(Calc, bool)> {
    Some(match name {
        "index.add" => (|a, b| Some(a.wrapping_add(b)), false),
        "index.sub" => (|a, b| Some(a.wrapping_sub(b)), false),
        "index.mul" => (|a, b| Some(a.wrapping_mul(b)), false),
        "index.and" => (|a, b| Some(a.and(b)), false),
        "index.or" => (|a, b| Some(a.or(b)), false),
        "index.xor" => (|a, b| Some(a.xor(b)), false),
        "index.shl" => (|a, b| a.checked_shl(shift(b)?), false),
        "index.divs" => (sdiv, true),
        "index.divu" => (|a, b| a.udiv(b), true),
        "index.ceildivs" => (ceildivs, true),
        "index.ceildivu" => (ceildivu, true),
        "index.floordivs" => (floordivs, true),
        "index.rems" => (|a, b| a.srem(b), true),
        "index.remu" => (|a, b| a.urem(b), true),
        "index.maxs" => (|a, b| Some(a.smax(b)), true),
        "index.maxu" => (|a, b| Some(a.umax(b)), true),
        "index.mins" => (|a, b| Some(a.smin(b)), true),
        "index.minu" => (|a, b| Some(a.umin(b)), true),
        "index.shrs" => (|a, b| a.ashr(shift(b)?), true),
        "index.shru" => (|a, b| a.lshr(shift(b)?), true),
        _ => return None,
    })
}

/// Folds binary op `name` on constants `a` and `b` (64-bit values), as MLIR's
/// `foldBinaryOpUnchecked` and `foldBinaryOpChecked` do.
pub fn fold_binary(name: &str, a: ApInt, b: ApInt) -> Option<ApInt> {
    let (f, checked) = calc(name)?;
    let r64 = f(a, b)?;
    if checked {
        let r32 = f(trunc32(a), trunc32(b))?;
        if trunc32(r64) != r32 {
            return None;
        }
    }
    Some(r64)
}

/// The fold hook of every index op: the op's own folder, then MLIR's `Commutative` trait
/// fold (constant operands move to the right, in place).
pub fn fold_index(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let folded = fold_op(ctx, op);
    if folded.is_none()
        && ctx.op_has_trait(op, OpTraits::COMMUTATIVE)
        && move_constants_right(ctx, op)
    {
        return in_place_result(ctx, op);
    }
    folded
}

fn fold_op(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let name = ctx.op_name_of(op);
    let r = match name {
        "index.constant" | "index.bool.constant" => FoldResult::Attr(ctx.op_attr(op, "value")?),
        "index.casts" | "index.castu" => fold_cast(ctx, op, name == "index.casts")?,
        "index.cmp" => fold_cmp(ctx, op)?,
        "index.sizeof" => return None,
        _ => fold_binary_op(ctx, op)?,
    };
    Some(vec![r])
}

fn fold_binary_op(ctx: &mut Context, op: OpId) -> Option<FoldResult> {
    let name = ctx.op_name_of(op);
    let (lhs, rhs) = two(ctx, op)?;
    let b = int_const(ctx, rhs);
    // Constants fold first (to a new constant, even where an identity would give an operand).
    if let (Some(a), Some(b)) = (int_const(ctx, lhs), b)
        && let Some(r) = fold_binary(name, a, b)
    {
        return Some(FoldResult::Attr(index_attr(ctx, r)));
    }
    match (name, b) {
        ("index.add" | "index.sub", Some(b)) if b.is_zero() => Some(FoldResult::Value(lhs)),
        ("index.mul", Some(b)) if b.is_one() => Some(FoldResult::Value(lhs)),
        ("index.mul", Some(b)) if b.is_zero() => constant_attr(ctx, rhs).map(FoldResult::Attr),
        _ => None,
    }
}

/// `index.casts` (`signed`) and `index.castu`: to `index` the cast is computed for 64 bits
/// (truncating it gives the 32-bit one); from `index` only where 32 and 64 bits agree.
fn fold_cast(ctx: &mut Context, op: OpId, signed: bool) -> Option<FoldResult> {
    let v = int_const(ctx, *ctx.op(op).operands.first()?)?;
    let ty = *ctx.result_types(op).first()?;
    let ext = |v: ApInt, w: u32| {
        if signed {
            v.sext_or_trunc(w)
        } else {
            v.zext_or_trunc(w)
        }
    };
    let width = match ctx.type_kind(ty) {
        TypeKind::Index => {
            let r = ext(v, 64)?;
            return Some(FoldResult::Attr(index_attr(ctx, r)));
        }
        TypeKind::Integer { width, .. } => *width,
        _ => return None,
    };
    let r = if width <= 32 {
        v.zext_or_trunc(width)?
    } else if width >= 64 {
        if ext(trunc32(v), 64)? != v {
            return None;
        }
        ext(v, width)?
    } else {
        let r = v.zext_or_trunc(width)?;
        if ext(trunc32(v), width)? != r {
            return None;
        }
        r
    };
    let value = if width == 1 {
        r.bits as i128
    } else {
        r.signed()
    };
    Some(FoldResult::Attr(ctx.int_attr(value, ty)))
}

fn bool_attr(ctx: &mut Context, b: bool) -> FoldResult {
    FoldResult::Attr(ctx.intern_attr(AttrKind::Bool(b)))
}

fn fold_cmp(ctx: &mut Context, op: OpId) -> Option<FoldResult> {
    let pred = predicate(ctx, ctx.op_attr(op, "pred")?)?;
    let (lhs, rhs) = two(ctx, op)?;
    let a = int_const(ctx, lhs);
    let b = int_const(ctx, rhs);
    if let (Some(a), Some(b)) = (a, b) {
        let r64 = pred.holds(a.bits, b.bits, a.width);
        let r32 = pred.holds(trunc32(a).bits, trunc32(b).bits, 32);
        if r64 == r32 {
            return Some(bool_attr(ctx, r64));
        }
    }
    // `cmp(max/min(x, a), b)`: the range of the max or min decides it.
    if let (Some(b), Some(d)) = (b, ctx.defining_op(lhs)) {
        let kind = ctx.op_name_of(d);
        let a = ctx.op(d).operands.get(1).and_then(|&v| int_const(ctx, v));
        if let Some(a) = a.filter(|_| {
            matches!(
                kind,
                "index.mins" | "index.minu" | "index.maxs" | "index.maxu"
            )
        }) {
            let r64 = cmp_of_min_max(kind, a, b, pred);
            let r32 = cmp_of_min_max(kind, trunc32(a), trunc32(b), pred);
            if let (Some(x), Some(y)) = (r64, r32)
                && x == y
            {
                return Some(bool_attr(ctx, x));
            }
        }
    }
    if lhs == rhs {
        use CmpIPredicate::*;
        let r = matches!(pred, Eq | Sge | Sle | Uge | Ule);
        return Some(bool_attr(ctx, r));
    }
    None
}

/// A range of integers of one width, by its signed and unsigned bounds (MLIR's
/// `ConstantIntRanges`).
#[derive(Copy, Clone)]
struct Range {
    umin: ApInt,
    umax: ApInt,
    smin: ApInt,
    smax: ApInt,
}

fn smin_of(like: ApInt) -> ApInt {
    like.with_bits(1u128 << (like.width - 1))
}
fn smax_of(like: ApInt) -> ApInt {
    like.with_bits((1u128 << (like.width - 1)) - 1)
}

impl Range {
    fn from_signed(smin: ApInt, smax: ApInt) -> Range {
        let (umin, umax) = if smin.is_negative() == smax.is_negative() {
            (smin, smax)
        } else {
            (smin.with_bits(0), smin.with_bits(u128::MAX))
        };
        Range {
            umin,
            umax,
            smin,
            smax,
        }
    }
    fn from_unsigned(umin: ApInt, umax: ApInt) -> Range {
        let (smin, smax) = if umin.is_negative() == umax.is_negative() {
            (umin, umax)
        } else {
            (smin_of(umin), smax_of(umin))
        };
        Range {
            umin,
            umax,
            smin,
            smax,
        }
    }
    fn constant(v: ApInt) -> Range {
        Range {
            umin: v,
            umax: v,
            smin: v,
            smax: v,
        }
    }
    fn constant_value(self) -> Option<ApInt> {
        if self.umin == self.umax {
            Some(self.umin)
        } else if self.smin == self.smax {
            Some(self.smin)
        } else {
            None
        }
    }
}

/// MLIR's `intrange::isStaticallyTrue`.
fn statically_true(pred: CmpIPredicate, l: Range, r: Range) -> bool {
    use CmpIPredicate::*;
    let w = l.umin.width;
    let holds = |p: CmpIPredicate, x: ApInt, y: ApInt| p.holds(x.bits, y.bits, w);
    match pred {
        Sle => holds(Sle, l.smax, r.smin),
        Slt => holds(Slt, l.smax, r.smin),
        Ule => holds(Ule, l.umax, r.umin),
        Ult => holds(Ult, l.umax, r.umin),
        Sge => holds(Sge, l.smin, r.smax),
        Sgt => holds(Sgt, l.smin, r.smax),
        Uge => holds(Uge, l.umin, r.umax),
        Ugt => holds(Ugt, l.umin, r.umax),
        Eq => matches!((l.constant_value(), r.constant_value()), (Some(x), Some(y)) if x == y),
        Ne => {
            let sne = statically_true(Slt, l, r) || statically_true(Sgt, l, r);
            let une = statically_true(Ult, l, r) || statically_true(Ugt, l, r);
            sne && une
        }
    }
}

/// `cmp(kind(x, a), b)` where `kind` is a max or min: decided by the range of its result.
fn cmp_of_min_max(kind: &str, a: ApInt, b: ApInt, pred: CmpIPredicate) -> Option<bool> {
    let l = match kind {
        "index.mins" => Range::from_signed(smin_of(a), a),
        "index.minu" => Range::from_unsigned(a.with_bits(0), a),
        "index.maxs" => Range::from_signed(a, smax_of(a)),
        _ => Range::from_unsigned(a, a.with_bits(u128::MAX)),
    };
    let r = Range::constant(b);
    if statically_true(pred, l, r) {
        Some(true)
    } else if statically_true(pred.invert(), l, r) {
        Some(false)
    } else {
        None
    }
}

/// The index dialect's constant materializer: `index.bool.constant` for an `i1` bool,
/// `index.constant` for an `index` integer.
pub fn materialize_constant(
    ctx: &mut Context,
    value: Attr,
    ty: Type,
    loc: Loc,
) -> Option<OperationState> {
    let i1 = matches!(ctx.type_kind(ty), TypeKind::Integer { width: 1, signedness } if *signedness == tile_ir::types::Signedness::Signless);
    let (name, value) = match ctx.attr_kind(value) {
        AttrKind::Bool(_) if i1 => ("index.bool.constant", value),
        AttrKind::Integer { value: v, ty: t }
            if matches!(ctx.type_kind(*t), TypeKind::Integer { width: 1, .. }) && i1 =>
        {
            let b = *v != 0;
            ("index.bool.constant", ctx.intern_attr(AttrKind::Bool(b)))
        }
        AttrKind::Integer { ty: t, .. }
            if matches!(ctx.type_kind(*t), TypeKind::Index)
                && matches!(ctx.type_kind(ty), TypeKind::Index) =>
        {
            ("index.constant", value)
        }
        _ => return None,
    };
    let mut st = OperationState::new(name, loc);
    st.set_property("value", value);
    st.result_types.push(ty);
    Some(st)
}

/// `op(op(x, c1), c2)` -> `op(x, op(c1, c2))` for the associative and commutative ops,
/// when `op(c2, c1)` folds.
pub fn reassociate(op: OpId, rw: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let name = ctx.op_name_of(op);
    let (lhs, rhs) = two(ctx, op)?;
    let c2 = int_const(ctx, rhs)?;
    let (x, inner_rhs) = operands_of(ctx, lhs, name)?;
    let c1 = int_const(ctx, inner_rhs)?;
    let c = fold_binary(name, c2, c1)?;
    let name = name.to_string();
    let loc = ctx.op(op).loc;
    let attr = index_attr(rw.ctx_mut(), c);
    let ty = rw.ctx_mut().index_type();
    let cst = materialize_constant(rw.ctx_mut(), attr, ty, loc)?;
    let cst = rw.ctx_mut().create_op(cst);
    let &c = rw.ctx().op(cst).results.first()?;
    rw.insert_before(op, &[cst]);
    let mut st = OperationState::new(name, loc);
    st.operands = vec![x, c];
    st.result_types.push(ty);
    rw.replace_op_with_new(op, st);
    Some(())
}

/// `cmp(sub(a, b), 0)` -> `cmp(a, b)` and `cmp(0, sub(a, b))` -> `cmp(b, a)`.
pub fn cmp_of_sub(op: OpId, rw: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let (lhs, rhs) = two(ctx, op)?;
    let zero = |v| int_const(ctx, v).is_some_and(ApInt::is_zero);
    let (sub, swap) = if zero(rhs) {
        (lhs, false)
    } else if zero(lhs) {
        (rhs, true)
    } else {
        return None;
    };
    let (a, b) = operands_of(ctx, sub, "index.sub")?;
    let pred = ctx.op_attr(op, "pred")?;
    let loc = ctx.op(op).loc;
    let ty = ctx.result_types(op).first().copied();
    let ty = ty?;
    let mut st = OperationState::new("index.cmp", loc);
    st.operands = if swap { vec![b, a] } else { vec![a, b] };
    st.set_property("pred", pred);
    st.result_types.push(ty);
    rw.replace_op_with_new(op, st);
    Some(())
}
