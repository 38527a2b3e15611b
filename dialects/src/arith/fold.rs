//! The arith folders (MLIR's `fold` methods) and the dialect's constant materializer.

use super::attrs::{self, CmpIPredicate, FlagKind};
use super::consts::{
    self, Const, Elems, constant_of, encode, int_scalar, map1, map2, splat_float, splat_int,
};
use super::floats::{self, FloatBinOp, MinMax};
use super::ints::ApInt;
use super::types::{arith_width, element_type_or_self, is_i1};
use tile_ir::attributes::Scalar;
use tile_ir::dialect::{FoldResult, OpTraits};
use tile_ir::float::FloatValue;
use tile_ir::ir::find_named;
use tile_ir::{Attr, AttrKind, Context, Loc, OpId, OperationState, Type, TypeKind, Value};

/// What a folder returns.
pub type Folded = Option<Vec<FoldResult>>;

/// A fold to an existing value.
pub fn value(v: Value) -> Folded {
    Some(vec![FoldResult::Value(v)])
}

/// A fold to a constant attribute, if there is one.
pub fn attr(a: Option<Attr>) -> Folded {
    a.map(|a| vec![FoldResult::Attr(a)])
}

/// The two operands of a binary op.
pub fn two(ctx: &Context, op: OpId) -> Option<(Value, Value)> {
    let o = &ctx.op(op).operands;
    Some((*o.first()?, *o.get(1)?))
}

/// The single operand of a unary op.
pub fn one(ctx: &Context, op: OpId) -> Option<Value> {
    ctx.op(op).operands.first().copied()
}

/// The first result type.
pub fn result_type(ctx: &Context, op: OpId) -> Option<Type> {
    ctx.result_types(op).first().copied()
}

/// The op defining `v` if it is named `name`.
pub fn def_named(ctx: &Context, v: Value, name: &str) -> Option<OpId> {
    ctx.defining_op(v).filter(|&d| ctx.op_name_of(d) == name)
}

/// The two operands of the `name` op defining `v`.
pub fn operands_of(ctx: &Context, v: Value, name: &str) -> Option<(Value, Value)> {
    two(ctx, def_named(ctx, v, name)?)
}

/// When `v` is `name(a, b)` and `known` is one of its operands, the other one: `(a + b) - b`
/// is `a`, `(a ^ b) ^ a` is `b`.
fn other_operand(ctx: &Context, v: Value, name: &str, known: Value) -> Option<Value> {
    other_of(operands_of(ctx, v, name)?, known)
}

/// Of two operands, the one besides `known` (`None` when neither is `known`).
fn other_of((a, b): (Value, Value), known: Value) -> Option<Value> {
    (known == b).then_some(a).or((known == a).then_some(b))
}

/// The fold hook of every arith op: the op's own folder, then, when that fails or folds in
/// place, MLIR's `Commutative` trait fold (constant operands move to the right).
pub fn fold_arith(ctx: &mut Context, op: OpId) -> Folded {
    let folded = fold_arith_op(ctx, op);
    let own = result_of(ctx, op);
    let in_place =
        matches!((&folded, own), (Some(v), Some(r)) if v.as_slice() == [FoldResult::Value(r)]);
    if (folded.is_none() || in_place)
        && ctx.op_has_trait(op, OpTraits::COMMUTATIVE)
        && move_constants_right(ctx, op)
    {
        return in_place_result(ctx, op);
    }
    folded
}

/// The single result of `op`.
fn result_of(ctx: &Context, op: OpId) -> Option<Value> {
    match ctx.op(op).results[..] {
        [r] => Some(r),
        _ => None,
    }
}

/// What a fold that changed `op` in place returns: the op's own results.
pub fn in_place_result(ctx: &Context, op: OpId) -> Folded {
    Some(
        ctx.op(op)
            .results
            .iter()
            .map(|&r| FoldResult::Value(r))
            .collect(),
    )
}

/// Moves constant operands after the others, keeping their order (MLIR's `foldCommutative`);
/// returns whether the operands changed.
pub fn move_constants_right(ctx: &mut Context, op: OpId) -> bool {
    let operands = ctx.op(op).operands.clone();
    if operands.len() < 2 {
        return false;
    }
    let is_const = |v: &Value| consts::constant_attr(ctx, *v).is_some();
    let (mut reordered, constants): (Vec<Value>, Vec<Value>) =
        operands.iter().partition(|v| !is_const(v));
    reordered.extend(constants);
    if reordered[..] == operands[..] {
        return false;
    }
    ctx.op_mut(op).operands = reordered.into();
    true
}

/// Replaces operand `i` of `op` (an in-place fold).
pub fn set_operand(ctx: &mut Context, op: OpId, i: usize, v: Value) -> Folded {
    let slot = ctx.op_mut(op).operands.get_mut(i)?;
    *slot = v;
    in_place_result(ctx, op)
}

/// The per-op folders.
fn fold_arith_op(ctx: &mut Context, op: OpId) -> Folded {
    let name = ctx.op_name_of(op).to_string();
    match name.as_str() {
        "arith.constant" => attr(ctx.op_attr(op, "value")),
        "arith.addi" => fold_addi(ctx, op),
        "arith.subi" => fold_subi(ctx, op),
        "arith.muli" => fold_muli(ctx, op),
        "arith.divui" | "arith.divsi" | "arith.ceildivui" | "arith.ceildivsi"
        | "arith.floordivsi" => fold_div(ctx, op, &name),
        "arith.remui" | "arith.remsi" => fold_rem(ctx, op, &name),
        "arith.andi" => fold_andi(ctx, op),
        "arith.ori" => fold_ori(ctx, op),
        "arith.xori" => fold_xori(ctx, op),
        "arith.maxsi" | "arith.maxui" | "arith.minsi" | "arith.minui" => {
            fold_int_min_max(ctx, op, &name)
        }
        "arith.shli" | "arith.shrui" | "arith.shrsi" => fold_shift(ctx, op, &name),
        "arith.negf" => fold_negf(ctx, op),
        "arith.addf" | "arith.subf" | "arith.mulf" | "arith.divf" | "arith.remf" => {
            fold_float_arith(ctx, op, &name)
        }
        "arith.maximumf" | "arith.minimumf" | "arith.maxnumf" | "arith.minnumf" => {
            fold_float_min_max(ctx, op, &name)
        }
        "arith.cmpi" => fold_cmpi(ctx, op),
        "arith.cmpf" => fold_cmpf(ctx, op),
        "arith.select" => fold_select(ctx, op),
        "arith.addui_extended" => fold_addui_extended(ctx, op),
        "arith.mulsi_extended" | "arith.mului_extended" => {
            fold_mul_extended(ctx, op, name == "arith.mulsi_extended")
        }
        _ => super::fold_casts::fold_cast(ctx, op, &name),
    }
}

// ----- integer helpers -----

/// Folds an integer binary op whose operands are both constants.
pub fn int_binary(
    ctx: &mut Context,
    op: OpId,
    f: &mut dyn FnMut(ApInt, ApInt) -> Option<ApInt>,
) -> Option<Attr> {
    let (l, r) = two(ctx, op)?;
    let (a, b) = (constant_of(ctx, l)?, constant_of(ctx, r)?);
    let rt = result_type(ctx, op)?;
    let elems = int_map2(ctx, &a, &b, &mut |x, y| f(x, y).map(int_scalar))?;
    encode(ctx, rt, elems)
}

/// Elementwise over two integer constants, as `ApInt`s of their element width.
fn int_map2(
    ctx: &Context,
    a: &Const,
    b: &Const,
    f: &mut dyn FnMut(ApInt, ApInt) -> Option<Scalar>,
) -> Option<Elems> {
    let width = arith_width(ctx, element_type_or_self(ctx, a.ty))?;
    map2(ctx, a, b, &mut |x, y| match (x, y) {
        (Scalar::Int(x), Scalar::Int(y)) => f(ApInt::new(x, width)?, ApInt::new(y, width)?),
        _ => None,
    })
}

fn is_zero_int(ctx: &mut Context, v: Value) -> bool {
    splat_int(ctx, v).is_some_and(ApInt::is_zero)
}

fn is_one_int(ctx: &mut Context, v: Value) -> bool {
    splat_int(ctx, v).is_some_and(ApInt::is_one)
}

/// The zero of the op's result type, unless it is a dynamically shaped type.
fn zero_result(ctx: &mut Context, op: OpId) -> Folded {
    let t = result_type(ctx, op)?;
    attr(consts::zero_attr(ctx, t))
}

fn fold_addi(ctx: &mut Context, op: OpId) -> Folded {
    let (l, r) = two(ctx, op)?;
    if is_zero_int(ctx, r) {
        return value(l);
    }
    for (sub_side, other) in [(l, r), (r, l)] {
        if let Some((a, b)) = operands_of(ctx, sub_side, "arith.subi")
            && b == other
        {
            return value(a);
        }
    }
    attr(int_binary(ctx, op, &mut |a, b| Some(a.wrapping_add(b))))
}

fn fold_subi(ctx: &mut Context, op: OpId) -> Folded {
    let (l, r) = two(ctx, op)?;
    if l == r
        && let Some(z) = zero_result(ctx, op)
    {
        return Some(z);
    }
    if is_zero_int(ctx, r) {
        return value(l);
    }
    if let Some(v) = other_operand(ctx, l, "arith.addi", r) {
        return value(v);
    }
    attr(int_binary(ctx, op, &mut |a, b| Some(a.wrapping_sub(b))))
}

fn fold_muli(ctx: &mut Context, op: OpId) -> Folded {
    let (l, r) = two(ctx, op)?;
    if is_zero_int(ctx, r) {
        return value(r);
    }
    if is_one_int(ctx, r) {
        return value(l);
    }
    attr(int_binary(ctx, op, &mut |a, b| Some(a.wrapping_mul(b))))
}

/// `(a * b) / b -> a` when the multiplication has the overflow flags `flags`.
fn fold_div_mul(ctx: &Context, l: Value, r: Value, flags: u32) -> Option<Value> {
    let mul = def_named(ctx, l, "arith.muli")?;
    let bits = ctx
        .op_attr(mul, "overflowFlags")
        .and_then(|a| attrs::attr_flags(ctx, a, FlagKind::Overflow))
        .unwrap_or(0);
    if bits & flags != flags {
        return None;
    }
    other_of(two(ctx, mul)?, r)
}

fn fold_div(ctx: &mut Context, op: OpId, name: &str) -> Folded {
    let (l, r) = two(ctx, op)?;
    if is_one_int(ctx, r) {
        return value(l);
    }
    let mul_flags = match name {
        "arith.divui" => Some(attrs::OVERFLOW_NUW),
        "arith.divsi" => Some(attrs::OVERFLOW_NSW),
        _ => None,
    };
    if let Some(v) = mul_flags.and_then(|f| fold_div_mul(ctx, l, r, f)) {
        return value(v);
    }
    let f: fn(ApInt, ApInt) -> Option<ApInt> = match name {
        "arith.divui" => ApInt::udiv,
        "arith.divsi" => ApInt::sdiv,
        "arith.ceildivui" => ApInt::ceildivu,
        "arith.ceildivsi" => ApInt::ceildivs,
        _ => ApInt::sfloordiv,
    };
    attr(int_binary(ctx, op, &mut |a, b| f(a, b)))
}

fn fold_rem(ctx: &mut Context, op: OpId, name: &str) -> Folded {
    let (_, r) = two(ctx, op)?;
    if is_one_int(ctx, r) {
        return zero_result(ctx, op);
    }
    let f: fn(ApInt, ApInt) -> Option<ApInt> = if name == "arith.remui" {
        ApInt::urem
    } else {
        ApInt::srem
    };
    attr(int_binary(ctx, op, &mut |a, b| f(a, b)))
}

/// Whether `v` is `xori %x, <all ones>`.
fn is_not_of(ctx: &mut Context, v: Value, x: Value) -> Option<Value> {
    let (a, b) = operands_of(ctx, v, "arith.xori")?;
    (a == x && splat_int(ctx, b).is_some_and(ApInt::is_all_ones)).then_some(b)
}

fn fold_andi(ctx: &mut Context, op: OpId) -> Folded {
    let (l, r) = two(ctx, op)?;
    // `Idempotent`.
    if l == r {
        return value(l);
    }
    if let Some(c) = splat_int(ctx, r) {
        if c.is_zero() {
            return value(r);
        }
        if c.is_all_ones() {
            return value(l);
        }
    }
    if is_not_of(ctx, r, l).is_some() || is_not_of(ctx, l, r).is_some() {
        return zero_result(ctx, op);
    }
    for (prev_side, other) in [(l, r), (r, l)] {
        if let Some((a, b)) = operands_of(ctx, prev_side, "arith.andi")
            && (other == a || other == b)
        {
            return value(prev_side);
        }
    }
    attr(int_binary(ctx, op, &mut |a, b| Some(a.and(b))))
}

fn fold_ori(ctx: &mut Context, op: OpId) -> Folded {
    let (l, r) = two(ctx, op)?;
    // `Idempotent`.
    if l == r {
        return value(l);
    }
    if let Some(c) = splat_int(ctx, r) {
        if c.is_zero() {
            return value(l);
        }
        if c.is_all_ones() {
            return attr(consts::constant_attr(ctx, r));
        }
    }
    if let Some(ones) = is_not_of(ctx, r, l).or_else(|| is_not_of(ctx, l, r)) {
        return value(ones);
    }
    attr(int_binary(ctx, op, &mut |a, b| Some(a.or(b))))
}

fn fold_xori(ctx: &mut Context, op: OpId) -> Folded {
    let (l, r) = two(ctx, op)?;
    if is_zero_int(ctx, r) {
        return value(l);
    }
    if l == r {
        return zero_result(ctx, op);
    }
    for (prev_side, other) in [(l, r), (r, l)] {
        if let Some(v) = other_operand(ctx, prev_side, "arith.xori", other) {
            return value(v);
        }
    }
    attr(int_binary(ctx, op, &mut |a, b| Some(a.xor(b))))
}

fn fold_int_min_max(ctx: &mut Context, op: OpId, name: &str) -> Folded {
    let (l, r) = two(ctx, op)?;
    if l == r {
        return value(r);
    }
    type Pred = fn(ApInt) -> bool;
    let (absorbing, identity, f): (Pred, Pred, fn(ApInt, ApInt) -> ApInt) = match name {
        "arith.maxsi" => (ApInt::is_max_signed, ApInt::is_min_signed, ApInt::smax),
        "arith.minsi" => (ApInt::is_min_signed, ApInt::is_max_signed, ApInt::smin),
        "arith.maxui" => (ApInt::is_all_ones, ApInt::is_zero, ApInt::umax),
        _ => (ApInt::is_zero, ApInt::is_all_ones, ApInt::umin),
    };
    if let Some(c) = splat_int(ctx, r) {
        if absorbing(c) {
            return value(r);
        }
        if identity(c) {
            return value(l);
        }
    }
    attr(int_binary(ctx, op, &mut |a, b| Some(f(a, b))))
}

fn fold_shift(ctx: &mut Context, op: OpId, name: &str) -> Folded {
    let (l, r) = two(ctx, op)?;
    if is_zero_int(ctx, r) {
        return value(l);
    }
    // As MLIR, only the last element's shift amount decides whether the fold is bounded;
    // out-of-range amounts of other elements shift everything out.
    let mut bounded = false;
    let f: fn(ApInt, ApInt) -> Option<ApInt> = match name {
        "arith.shli" => ApInt::checked_shl,
        "arith.shrui" => ApInt::lshr,
        _ => ApInt::ashr,
    };
    let signed_shift = name == "arith.shrsi";
    let a = int_binary(ctx, op, &mut |a, b| {
        let r = f(a, b);
        bounded = r.is_some();
        Some(r.unwrap_or_else(|| {
            if signed_shift && a.is_negative() {
                a.with_bits(u128::MAX)
            } else {
                a.with_bits(0)
            }
        }))
    });
    if bounded { attr(a) } else { None }
}

// ----- float helpers -----

/// Folds a binary float op whose operands are both constants.
pub fn float_binary(
    ctx: &mut Context,
    op: OpId,
    f: &mut dyn FnMut(FloatValue, FloatValue) -> Option<FloatValue>,
) -> Option<Attr> {
    let (l, r) = two(ctx, op)?;
    let (a, b) = (constant_of(ctx, l)?, constant_of(ctx, r)?);
    let rt = result_type(ctx, op)?;
    let elems = map2(ctx, &a, &b, &mut |x, y| match (x, y) {
        (Scalar::Float(x), Scalar::Float(y)) => f(x, y).map(Scalar::Float),
        _ => None,
    })?;
    encode(ctx, rt, elems)
}

/// Folds a unary float op whose operand is a constant.
pub fn float_unary(
    ctx: &mut Context,
    op: OpId,
    f: &mut dyn FnMut(FloatValue) -> Option<FloatValue>,
) -> Option<Attr> {
    unary_map(ctx, op, &mut |x| match x {
        Scalar::Float(x) => f(x).map(Scalar::Float),
        _ => None,
    })
}

/// Maps the constant operand of a one-operand op elementwise to the result type.
pub(super) fn unary_map(
    ctx: &mut Context,
    op: OpId,
    f: &mut dyn FnMut(Scalar) -> Option<Scalar>,
) -> Option<Attr> {
    let c = constant_of(ctx, one(ctx, op)?)?;
    let rt = result_type(ctx, op)?;
    let elems = map1(&c, f)?;
    encode(ctx, rt, elems)
}

fn fold_negf(ctx: &mut Context, op: OpId) -> Folded {
    let x = one(ctx, op)?;
    if let Some(inner) = def_named(ctx, x, "arith.negf").and_then(|d| one(ctx, d)) {
        return value(inner);
    }
    attr(float_unary(ctx, op, &mut |a| Some(a.negated())))
}

fn float_is(ctx: &mut Context, v: Value, pred: fn(FloatValue) -> bool) -> bool {
    splat_float(ctx, v).is_some_and(pred)
}

fn is_float_one(f: FloatValue) -> bool {
    floats::computable(f.sem) && f.to_f64() == 1.0
}

/// The fast-math flags of `op` (none when absent).
pub fn fastmath_bits(ctx: &Context, op: OpId) -> u32 {
    ctx.op_attr(op, "fastmath")
        .and_then(|a| attrs::attr_flags(ctx, a, FlagKind::FastMath))
        .unwrap_or(0)
}

fn fold_float_arith(ctx: &mut Context, op: OpId, name: &str) -> Folded {
    let (l, r) = two(ctx, op)?;
    let identity: Option<fn(FloatValue) -> bool> = match name {
        "arith.addf" => Some(|f| f.is_zero() && f.is_negative()),
        "arith.subf" => Some(|f| f.is_zero() && !f.is_negative()),
        "arith.mulf" | "arith.divf" => Some(is_float_one),
        _ => None,
    };
    if let Some(p) = identity
        && float_is(ctx, r, p)
    {
        return value(l);
    }
    let nnan_nsz = attrs::FASTMATH_NNAN | attrs::FASTMATH_NSZ;
    if name == "arith.mulf"
        && fastmath_bits(ctx, op) & nnan_nsz == nnan_nsz
        && float_is(ctx, r, FloatValue::is_zero)
    {
        return value(r);
    }
    let kind = match name {
        "arith.addf" => FloatBinOp::Add,
        "arith.subf" => FloatBinOp::Sub,
        "arith.mulf" => FloatBinOp::Mul,
        "arith.divf" => FloatBinOp::Div,
        _ => FloatBinOp::Rem,
    };
    attr(float_binary(ctx, op, &mut |a, b| {
        floats::binary(kind, a, b)
    }))
}

fn fold_float_min_max(ctx: &mut Context, op: OpId, name: &str) -> Folded {
    let (l, r) = two(ctx, op)?;
    if l == r {
        return value(r);
    }
    let (kind, identity): (MinMax, fn(FloatValue) -> bool) = match name {
        "arith.maximumf" => (MinMax::Maximum, |f| f.is_inf() && f.is_negative()),
        "arith.minimumf" => (MinMax::Minimum, |f| f.is_inf() && !f.is_negative()),
        "arith.maxnumf" => (MinMax::MaxNum, FloatValue::is_nan),
        _ => (MinMax::MinNum, FloatValue::is_nan),
    };
    if float_is(ctx, r, identity) {
        return value(l);
    }
    attr(float_binary(ctx, op, &mut |a, b| {
        floats::min_max(kind, a, b)
    }))
}

// ----- comparisons and select -----

/// Whether a predicate holds for equal operands.
fn holds_for_equal(p: CmpIPredicate) -> bool {
    use CmpIPredicate::*;
    matches!(p, Eq | Sle | Sge | Ule | Uge)
}

/// The integer width of an int or vector-of-int type (MLIR's `getIntegerWidth`).
fn int_or_vector_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Vector { element, .. } => match ctx.type_kind(*element) {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        },
        _ => None,
    }
}

fn fold_cmpi(ctx: &mut Context, op: OpId) -> Folded {
    let (l, r) = two(ctx, op)?;
    let pred = ctx
        .op_attr(op, "predicate")
        .and_then(|a| ctx.attr_int(a))
        .and_then(CmpIPredicate::from_value)?;
    let rt = result_type(ctx, op)?;
    if l == r {
        return attr(consts::bool_attr(ctx, rt, holds_for_equal(pred)));
    }
    let lhs_elem = element_type_or_self(ctx, ctx.value_type(l));
    if is_zero_int(ctx, r) && pred == CmpIPredicate::Ne {
        for ext in ["arith.extsi", "arith.extui"] {
            if let Some(src) = def_named(ctx, l, ext).and_then(|d| one(ctx, d))
                && int_or_vector_width(ctx, ctx.value_type(src)) == Some(1)
            {
                return value(src);
            }
        }
        if is_i1(ctx, lhs_elem) {
            return value(l);
        }
    }
    if is_one_int(ctx, r) && pred == CmpIPredicate::Eq && is_i1(ctx, lhs_elem) {
        return value(l);
    }
    let (lc, rc) = (
        consts::constant_attr(ctx, l).is_some(),
        consts::constant_attr(ctx, r).is_some(),
    );
    if lc && !rc {
        return swap_cmpi_operands(ctx, op, pred, l, r);
    }
    let (a, b) = (constant_of(ctx, l)?, constant_of(ctx, r)?);
    let elems = int_map2(ctx, &a, &b, &mut |x, y| {
        Some(Scalar::Int(x.compare(y, pred) as i128))
    })?;
    attr(encode(ctx, rt, elems))
}

/// `cmpi pred, %cst, %x` becomes `cmpi swapped(pred), %x, %cst` in place.
fn swap_cmpi_operands(
    ctx: &mut Context,
    op: OpId,
    pred: CmpIPredicate,
    l: Value,
    r: Value,
) -> Folded {
    let swapped = pred.swapped();
    let i64t = ctx.int_type(64);
    let a = ctx.int_attr(swapped as i128, i64t);
    if find_named(ctx.op_properties(op), "predicate").is_some()
        || find_named(ctx.op_attributes(op), "predicate").is_none()
    {
        ctx.set_op_property(op, "predicate", a);
    } else {
        ctx.set_op_attribute(op, "predicate", a);
    }
    ctx.op_mut(op).operands = vec![r, l].into();
    in_place_result(ctx, op)
}

fn fold_cmpf(ctx: &mut Context, op: OpId) -> Folded {
    let (l, r) = two(ctx, op)?;
    let pred = ctx.op_attr(op, "predicate").and_then(|a| ctx.attr_int(a))?;
    let mut a = consts::scalar_float(ctx, l);
    let mut b = consts::scalar_float(ctx, r);
    if let Some(x) = a.filter(|x| x.is_nan()) {
        b = Some(x);
    }
    if let Some(y) = b.filter(|y| y.is_nan()) {
        a = Some(y);
    }
    let v = floats::cmpf(pred, a?, b?)?;
    let i1 = ctx.int_type(1);
    attr(encode(ctx, i1, Elems::Scalar(Scalar::Int(v as i128))))
}

fn fold_select(ctx: &mut Context, op: OpId) -> Folded {
    let o = &ctx.op(op).operands;
    let (c, t, f) = (*o.first()?, *o.get(1)?, *o.get(2)?);
    if t == f {
        return value(t);
    }
    if let Some(cv) = splat_int(ctx, c) {
        return value(if cv.is_one() { t } else { f });
    }
    let rt = result_type(ctx, op)?;
    if is_i1(ctx, rt) && is_one_int(ctx, t) && is_zero_int(ctx, f) {
        return value(c);
    }
    if let Some(cmp) = def_named(ctx, c, "arith.cmpi")
        && let Some(pred) = ctx
            .op_attr(cmp, "predicate")
            .and_then(|a| ctx.attr_int(a))
            .and_then(CmpIPredicate::from_value)
        && matches!(pred, CmpIPredicate::Eq | CmpIPredicate::Ne)
        && let Some((cl, cr)) = two(ctx, cmp)
        && ((cl == t && cr == f) || (cr == t && cl == f))
    {
        return value(if pred == CmpIPredicate::Ne { t } else { f });
    }
    fold_select_elements(ctx, c, t, f)
}

/// `select %dense_cond, %dense_a, %dense_b` elementwise.
fn fold_select_elements(ctx: &mut Context, c: Value, t: Value, f: Value) -> Folded {
    let cond = constant_of(ctx, c)?;
    let (a, b) = (constant_of(ctx, t)?, constant_of(ctx, f)?);
    if matches!(a.elems, Elems::Scalar(_)) || matches!(b.elems, Elems::Scalar(_)) || a.ty != b.ty {
        return None;
    }
    let Elems::Dense(cs) = &cond.elems else {
        return None;
    };
    let n = cs.len();
    let xs = expand_elems(&a.elems, n)?;
    let ys = expand_elems(&b.elems, n)?;
    let out = cs
        .iter()
        .zip(xs.into_iter().zip(ys))
        .map(|(c, (x, y))| {
            if matches!(c, Scalar::Int(v) if *v != 0) {
                x
            } else {
                y
            }
        })
        .collect();
    attr(encode(ctx, a.ty, Elems::Dense(out)))
}

fn expand_elems(e: &Elems, n: usize) -> Option<Vec<Scalar>> {
    match e {
        Elems::Splat(s) => Some(vec![*s; n]),
        Elems::Dense(v) if v.len() == n => Some(v.clone()),
        _ => None,
    }
}

// ----- multi-result ops -----

fn fold_addui_extended(ctx: &mut Context, op: OpId) -> Folded {
    let (l, r) = two(ctx, op)?;
    let types = ctx.result_types(op);
    let (sum_ty, ovf_ty) = (*types.first()?, *types.get(1)?);
    if is_zero_int(ctx, r) {
        let f = consts::zero_attr(ctx, ovf_ty)?;
        return Some(vec![FoldResult::Value(l), FoldResult::Attr(f)]);
    }
    let (a, b) = (constant_of(ctx, l)?, constant_of(ctx, r)?);
    let sums = int_map2(ctx, &a, &b, &mut |x, y| Some(int_scalar(x.wrapping_add(y))))?;
    let carries = int_map2(ctx, &a, &b, &mut |x, y| {
        Some(Scalar::Int(
            (x.wrapping_add(y).unsigned() < x.unsigned()) as i128,
        ))
    })?;
    let s = encode(ctx, sum_ty, sums)?;
    let c = encode(ctx, ovf_ty, carries)?;
    Some(vec![FoldResult::Attr(s), FoldResult::Attr(c)])
}

fn fold_mul_extended(ctx: &mut Context, op: OpId, signed: bool) -> Folded {
    let (l, r) = two(ctx, op)?;
    let ty = result_type(ctx, op)?;
    if is_zero_int(ctx, r) {
        let z = consts::constant_attr(ctx, r)?;
        return Some(vec![FoldResult::Attr(z), FoldResult::Attr(z)]);
    }
    if !signed && is_one_int(ctx, r) {
        let z = consts::zero_attr(ctx, ctx.value_type(l))?;
        return Some(vec![FoldResult::Value(l), FoldResult::Attr(z)]);
    }
    let (a, b) = (constant_of(ctx, l)?, constant_of(ctx, r)?);
    let lows = int_map2(ctx, &a, &b, &mut |x, y| Some(int_scalar(x.wrapping_mul(y))))?;
    let highs = int_map2(ctx, &a, &b, &mut |x, y| {
        Some(int_scalar(if signed { x.mulhs(y) } else { x.mulhu(y) }))
    })?;
    let lo = encode(ctx, ty, lows)?;
    let hi = encode(ctx, ty, highs)?;
    Some(vec![FoldResult::Attr(lo), FoldResult::Attr(hi)])
}

// ----- constants -----

/// Whether `arith.constant` can hold `value` with result type `ty` (MLIR's
/// `ConstantOp::isBuildableWith`).
pub fn is_buildable_with(ctx: &mut Context, value: Attr, ty: Type) -> bool {
    if consts::attr_type(ctx, value) != Some(ty) {
        return false;
    }
    let elem = element_type_or_self(ctx, ty);
    if matches!(ctx.type_kind(elem), TypeKind::Integer { signedness, .. } if *signedness != tile_ir::types::Signedness::Signless)
    {
        return false;
    }
    matches!(
        ctx.attr_kind(value),
        AttrKind::Integer { .. }
            | AttrKind::Bool(_)
            | AttrKind::Float { .. }
            | AttrKind::DenseElements { .. }
    )
}

/// The arith dialect's constant materializer: an `arith.constant` of `value`.
pub fn materialize_constant(
    ctx: &mut Context,
    value: Attr,
    ty: Type,
    loc: Loc,
) -> Option<OperationState> {
    if !is_buildable_with(ctx, value, ty) {
        return None;
    }
    let mut st = OperationState::new("arith.constant", loc);
    st.set_property("value", value);
    st.result_types.push(ty);
    Some(st)
}

/// Whether every value of float semantics `a` is representable in `b`
/// (`APFloatBase::isRepresentableBy`).
pub fn representable_by(
    a: tile_ir::float::FloatSemantics,
    b: tile_ir::float::FloatSemantics,
) -> bool {
    a.max_exponent() <= b.max_exponent()
        && a.min_exponent() >= b.min_exponent()
        && a.precision() <= b.precision()
}
