//! Reductions over nothing, as mlir-opt-22 canonicalizes them: a `vector.reduction` of a
//! one-element vector is that element (combined with the accumulator), a
//! `vector.multi_reduction` reducing only unit dimensions is its source reshaped and
//! combined with the accumulator. MLIR 22 also folds a `multi_reduction` of a 1-D vector
//! reducing nothing to its source, dropping the accumulator; here the accumulator is
//! combined, as for any other rank. Ops inside a `vector.mask` are left alone.

use tile_ir::builder::OpBuilder;
use tile_ir::pass::rewrite::Rewriter;
use tile_ir::{Context, Loc, OpId, Type, Value};

use super::insert::shape_of;
use super::types::vector_parts;
use super::{ExtractOp, MultiDimReductionOp, ReductionOp, ShapeCastOp};
use crate::arith::views::*;

/// MLIR's `makeArithReduction`: `a <kind> b` as one arith op (float kinds carry
/// `fastmath`), detached; the op and its result.
fn combine(
    ctx: &mut Context,
    loc: Loc,
    kind: &str,
    (a, b): (Value, Value),
    fastmath: Option<u32>,
) -> Option<(OpId, Value)> {
    let ty = ctx.value_type(a);
    let float = crate::arith::types::element_type_or_self(ctx, ty);
    let is_float = matches!(ctx.type_kind(float), tile_ir::TypeKind::Float(_));
    let d = &mut OpBuilder::detached();
    macro_rules! op {
        ($op:ident $(, $extra:expr)?) => {{
            let o = $op::build(d, ctx, loc, ty, a, b $(, $extra)?);
            (o.op(), o.result(ctx))
        }};
    }
    Some(match (kind, is_float) {
        ("add", true) => op!(AddFOp, fastmath),
        ("add", false) => op!(AddIOp, None),
        ("mul", true) => op!(MulFOp, fastmath),
        ("mul", false) => op!(MulIOp, None),
        ("minnumf", _) => op!(MinNumFOp, fastmath),
        ("maxnumf", _) => op!(MaxNumFOp, fastmath),
        ("minimumf", _) => op!(MinimumFOp, fastmath),
        ("maximumf", _) => op!(MaximumFOp, fastmath),
        ("minui", _) => op!(MinUIOp),
        ("minsi", _) => op!(MinSIOp),
        ("maxui", _) => op!(MaxUIOp),
        ("maxsi", _) => op!(MaxSIOp),
        ("and", _) => op!(AndIOp),
        ("or", _) => op!(OrIOp),
        ("xor", _) => op!(XOrIOp),
        _ => return None,
    })
}

/// Whether `op` sits in a `vector.mask` (MLIR's `isMasked`).
fn masked(ctx: &Context, op: OpId) -> bool {
    ctx.parent_op(op)
        .is_some_and(|p| super::MaskOp::cast(ctx, p).is_some())
}

/// The value extracted at position 0 of every dimension of `v`, as an element: a detached
/// `vector.extract`.
fn first_element(ctx: &mut Context, loc: Loc, v: Value, element: Type) -> (OpId, Value) {
    let rank = shape_of(ctx, ctx.value_type(v)).len();
    let x = ExtractOp::build(
        &mut OpBuilder::detached(),
        ctx,
        loc,
        element,
        v,
        &[],
        vec![0; rank],
    );
    (x.op(), x.result(ctx))
}

/// Inserts `ops` before `op` and replaces `op` by `value`.
fn replace_with(op: OpId, rewriter: &mut Rewriter<'_>, ops: &[OpId], value: Value) {
    rewriter.insert_before(op, ops);
    rewriter.replace_op(op, &[value]);
}

/// MLIR's `ElideSingleElementReduction`.
pub(super) fn single_element_reduction(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let r = ReductionOp::cast(ctx, op)?;
    let v = r.vector(ctx);
    let (shape, _, element) = vector_parts(ctx, ctx.value_type(v))?;
    if masked(ctx, op) || shape.first().is_some_and(|&d| d != 1) {
        return None;
    }
    let (kind, acc, fastmath, loc) = (r.kind(ctx), r.acc(ctx), r.fastmath(ctx), ctx.op(op).loc);
    let c = rewriter.ctx_mut();
    let (extract, mut result) = first_element(c, loc, v, element);
    let mut ops = vec![extract];
    if let Some(acc) = acc {
        let (o, value) = combine(c, loc, kind, (result, acc), Some(fastmath))?;
        ops.push(o);
        result = value;
    }
    replace_with(op, rewriter, &ops, result);
    Some(())
}

/// MLIR's `ElideUnitDimsInMultiDimReduction`: reducing only unit dimensions (or none) is
/// the source reshaped to the result (or its one element) combined with the accumulator.
pub(super) fn unit_dims_reduction(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let r = MultiDimReductionOp::cast(ctx, op)?;
    let source = r.source(ctx);
    let shape = shape_of(ctx, ctx.value_type(source));
    let dims = r.reduction_dims(ctx);
    let unit_only = dims
        .iter()
        .all(|&d| usize::try_from(d).ok().and_then(|d| shape.get(d)) == Some(&1));
    if masked(ctx, op) || !unit_only {
        return None;
    }
    let (kind, acc, loc) = (r.kind(ctx), r.acc(ctx), ctx.op(op).loc);
    let dest_ty = ctx.value_type(r.dest(ctx));
    let c = rewriter.ctx_mut();
    let (reshape, value) = if vector_parts(c, dest_ty).is_some() {
        let s = ShapeCastOp::build(&mut OpBuilder::detached(), c, loc, dest_ty, source);
        (s.op(), s.result(c))
    } else {
        first_element(c, loc, source, dest_ty)
    };
    let (o, result) = combine(c, loc, kind, (acc, value), None)?;
    replace_with(op, rewriter, &[reshape, o], result);
    Some(())
}
