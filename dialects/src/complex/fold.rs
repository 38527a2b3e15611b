//! The folds of complex ops (MLIR 22's `ComplexOps.cpp`), and the dialect's constant
//! materializer: `re`/`im` of a constant or a `create`, `create` of the parts of one
//! value, ops undone by their inverse (`add`/`sub`, `neg`, `conj`, `exp`/`log`) and
//! identities (adding or subtracting zero, multiplying or dividing by one).

use tile_ir::dialect::FoldResult;
use tile_ir::float::FloatValue;
use tile_ir::{Attr, AttrKind, Context, Loc, OpId, OperationState, Type, TypeKind, Value};

use super::ops::{
    AddOp, BitcastOp, ConjOp, ConstantOp, CreateOp, DivOp, ExpOp, ImOp, LogOp, MulOp, NegOp, ReOp,
    SubOp,
};

/// MLIR's `ComplexDialect::materializeConstant`: a two-part array of a complex type is a
/// `complex.constant`, anything else what arith builds.
pub fn materialize_constant(
    ctx: &mut Context,
    value: Attr,
    ty: Type,
    loc: Loc,
) -> Option<OperationState> {
    let is_pair = matches!(ctx.attr_kind(value), AttrKind::Array(parts) if parts.len() == 2);
    if is_pair && matches!(ctx.type_kind(ty), TypeKind::Complex(_)) {
        let mut st = OperationState::new("complex.constant", loc);
        st.set_property("value", value);
        st.result_types.push(ty);
        return Some(st);
    }
    crate::arith::fold::materialize_constant(ctx, value, ty, loc)
}

/// The folds of the complex ops, by op.
pub fn fold_complex(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let folded = match ctx.op_name_of(op) {
        "complex.re" => fold_part(ctx, op, 0),
        "complex.im" => fold_part(ctx, op, 1),
        "complex.create" => fold_create(ctx, op),
        "complex.add" => fold_add(ctx, op),
        "complex.sub" => fold_sub(ctx, op),
        "complex.mul" | "complex.div" => fold_by_one(ctx, op),
        "complex.neg" | "complex.conj" | "complex.exp" | "complex.log" => fold_inverse(ctx, op),
        "complex.bitcast" => fold_bitcast(ctx, op),
        _ => None,
    }?;
    Some(vec![folded])
}

/// The two parts of the `complex.constant` defining `v`.
fn constant_parts(ctx: &Context, v: Value) -> Option<[Attr; 2]> {
    let c = ConstantOp::defining(ctx, v)?;
    let parts = c.value(ctx);
    Some([*parts.first()?, *parts.get(1)?])
}

/// A float part's value.
fn float_part(ctx: &Context, a: Attr) -> Option<FloatValue> {
    match ctx.attr_kind(a) {
        AttrKind::Float { value, .. } => Some(*value),
        _ => None,
    }
}

/// Whether `v` is the constant `re + 0i` with `re` satisfying `real`.
fn real_constant(ctx: &Context, v: Value, real: impl Fn(FloatValue) -> bool) -> bool {
    constant_parts(ctx, v).is_some_and(|[re, im]| {
        float_part(ctx, im).is_some_and(FloatValue::is_zero)
            && float_part(ctx, re).is_some_and(real)
    })
}

/// `re`/`im` (`index` 0/1) of a constant is that part; of a `create`, that operand.
fn fold_part(ctx: &Context, op: OpId, index: usize) -> Option<FoldResult> {
    let operand = match index {
        0 => ReOp::cast(ctx, op)?.complex(ctx),
        _ => ImOp::cast(ctx, op)?.complex(ctx),
    };
    if let Some(parts) = constant_parts(ctx, operand) {
        return parts.get(index).map(|&a| FoldResult::Attr(a));
    }
    let create = CreateOp::defining(ctx, operand)?;
    let part = if index == 0 {
        create.real(ctx)
    } else {
        create.imaginary(ctx)
    };
    Some(FoldResult::Value(part))
}

/// `create (re x), (im x)` is `x`.
fn fold_create(ctx: &Context, op: OpId) -> Option<FoldResult> {
    let c = CreateOp::cast(ctx, op)?;
    let re = ReOp::defining(ctx, c.real(ctx))?;
    let im = ImOp::defining(ctx, c.imaginary(ctx))?;
    let x = re.complex(ctx);
    (x == im.complex(ctx)).then_some(FoldResult::Value(x))
}

/// `add (sub a, b), b` and `add b, (sub a, b)` are `a`; `add a, 0` is `a`.
fn fold_add(ctx: &Context, op: OpId) -> Option<FoldResult> {
    let add = AddOp::cast(ctx, op)?;
    let (lhs, rhs) = (add.lhs(ctx), add.rhs(ctx));
    let sub_of = |v: Value| {
        let s = SubOp::defining(ctx, v)?;
        Some((s.lhs(ctx), s.rhs(ctx)))
    };
    if let Some((a, b)) = sub_of(lhs)
        && b == rhs
    {
        return Some(FoldResult::Value(a));
    }
    if let Some((a, b)) = sub_of(rhs)
        && b == lhs
    {
        return Some(FoldResult::Value(a));
    }
    real_constant(ctx, rhs, FloatValue::is_zero).then_some(FoldResult::Value(lhs))
}

/// `sub (add a, b), b` is `a`; `sub a, 0` is `a`.
fn fold_sub(ctx: &Context, op: OpId) -> Option<FoldResult> {
    let sub = SubOp::cast(ctx, op)?;
    let (lhs, rhs) = (sub.lhs(ctx), sub.rhs(ctx));
    if let Some(add) = AddOp::defining(ctx, lhs)
        && add.rhs(ctx) == rhs
    {
        return Some(FoldResult::Value(add.lhs(ctx)));
    }
    real_constant(ctx, rhs, FloatValue::is_zero).then_some(FoldResult::Value(lhs))
}

/// `mul a, 1` and `div a, 1` are `a`.
fn fold_by_one(ctx: &Context, op: OpId) -> Option<FoldResult> {
    let (lhs, rhs) = if let Some(m) = MulOp::cast(ctx, op) {
        (m.lhs(ctx), m.rhs(ctx))
    } else {
        let d = DivOp::cast(ctx, op)?;
        (d.lhs(ctx), d.rhs(ctx))
    };
    real_constant(ctx, rhs, |re| re.to_f64() == 1.0).then_some(FoldResult::Value(lhs))
}

/// `neg (neg a)`, `conj (conj a)`, `exp (log a)` and `log (exp a)` are `a`.
fn fold_inverse(ctx: &Context, op: OpId) -> Option<FoldResult> {
    let name = ctx.op_name_of(op);
    let operand = *ctx.op(op).operands.first()?;
    let inner = ctx.defining_op(operand)?;
    let undoes = match name {
        "complex.neg" => NegOp::cast(ctx, inner).is_some(),
        "complex.conj" => ConjOp::cast(ctx, inner).is_some(),
        "complex.exp" => LogOp::cast(ctx, inner).is_some(),
        _ => ExpOp::cast(ctx, inner).is_some(),
    };
    if !undoes {
        return None;
    }
    Some(FoldResult::Value(*ctx.op(inner).operands.first()?))
}

/// MLIR's `MergeComplexBitcast` (on `complex.bitcast`) and `MergeArithBitcast` (on
/// `arith.bitcast`): a bitcast of a bitcast casts the original value, with
/// `complex.bitcast` when either end is complex, else `arith.bitcast`.
pub fn merge_bitcasts(op: OpId, rewriter: &mut tile_ir::pass::rewrite::Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let (Some(&operand), Some(&result)) = (ctx.op(op).operands.first(), ctx.op(op).results.first())
    else {
        return None;
    };
    let inner = ctx.defining_op(operand)?;
    let outer_complex = BitcastOp::cast(ctx, op).is_some();
    let inner_complex = BitcastOp::cast(ctx, inner).is_some();
    let inner_arith = crate::arith::views::BitcastOp::cast(ctx, inner).is_some();
    // An arith.bitcast merges only with a complex one; arith's own chains are arith's.
    if !(inner_complex || (outer_complex && inner_arith)) {
        return None;
    }
    let &original = ctx.op(inner).operands.first()?;
    let (ty, loc) = (ctx.value_type(result), ctx.op(op).loc);
    let is_complex = |t: Type| matches!(ctx.type_kind(t), TypeKind::Complex(_));
    let complex_cast =
        !(outer_complex && inner_complex) || is_complex(ty) || is_complex(ctx.value_type(original));
    let c = rewriter.ctx_mut();
    let mut b = tile_ir::builder::OpBuilder::detached();
    let new = if complex_cast {
        BitcastOp::build(&mut b, c, loc, ty, original).op()
    } else {
        crate::arith::views::BitcastOp::build(&mut b, c, loc, ty, original).op()
    };
    rewriter.replace_op_with_built(op, new);
    Some(())
}

/// MLIR's `BitcastOp::fold`: a bitcast to its own type is its operand.
fn fold_bitcast(ctx: &Context, op: OpId) -> Option<FoldResult> {
    let b = BitcastOp::cast(ctx, op)?;
    let v = b.operand(ctx);
    (ctx.value_type(v) == ctx.value_type(b.result(ctx))).then_some(FoldResult::Value(v))
}
