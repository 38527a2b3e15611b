//! `vector.shape_cast` and `vector.bitcast` folds, as mlir-opt-22 applies them: a cast to
//! its own type is its source, a cast of a cast casts the first source (a shape_cast also
//! through a transpose that keeps the element order), a shape_cast of a broadcast of the
//! result type is the broadcast value and of a constant the constant reshaped; a
//! shape_cast of a broadcast becomes a broadcast when the value broadcasts to its type.

use tile_ir::builder::OpBuilder;
use tile_ir::dialect::FoldResult;
use tile_ir::pass::rewrite::Rewriter;
use tile_ir::{Context, OpId};

use super::insert::rebroadcast;
use super::types::vector_parts;
use super::{BitCastOp, BroadcastOp, ShapeCastOp, TransposeOp};
use crate::arith::consts::{Elems, constant_of, encode};

/// `vector.shape_cast`'s fold (MLIR's `ShapeCastOp::fold`).
pub(super) fn fold_shape_cast(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let x = ShapeCastOp::cast(ctx, op)?;
    let (source, result) = (x.source(ctx), x.result(ctx));
    let ty = ctx.value_type(result);
    if ctx.value_type(source) == ty {
        return Some(vec![FoldResult::Value(source)]);
    }
    let def = ctx.defining_op(source);
    let earlier = def.and_then(|d| {
        let inner = ShapeCastOp::cast(ctx, d).map(|c| c.source(ctx));
        inner.or_else(|| {
            let t = TransposeOp::cast(ctx, d)?;
            keeps_element_order(ctx, t).then(|| t.vector(ctx))
        })
    });
    if let Some(earlier) = earlier {
        *ctx.op_mut(op).operands.first_mut()? = earlier;
        return Some(vec![FoldResult::Value(result)]);
    }
    if def.and_then(|d| TransposeOp::cast(ctx, d)).is_some() {
        return None;
    }
    if let Some(b) = def.and_then(|d| BroadcastOp::cast(ctx, d))
        && ctx.value_type(b.source(ctx)) == ty
    {
        return Some(vec![FoldResult::Value(b.source(ctx))]);
    }
    let elems = match constant_of(ctx, source)?.elems {
        Elems::Scalar(_) => return None,
        reshaped => reshaped,
    };
    Some(vec![FoldResult::Attr(encode(ctx, ty, elems)?)])
}

/// Whether a transpose only moves unit dimensions past the others, keeping the order of
/// the elements (MLIR's `isOrderPreserving`).
pub(super) fn keeps_element_order(ctx: &Context, t: TransposeOp) -> bool {
    let Some((shape, scalable, _)) = vector_parts(ctx, ctx.value_type(t.vector(ctx))) else {
        return false;
    };
    let unit = |d: usize| shape.get(d) == Some(&1) && scalable.get(d) == Some(&false);
    let mut current = 0;
    for p in t.permutation(ctx) {
        let Ok(d) = usize::try_from(p) else {
            return false;
        };
        if unit(d) {
            continue;
        }
        if d < current {
            return false;
        }
        current = d;
    }
    true
}

/// MLIR's `ShapeCastBroadcastFolder`: a shape_cast of a broadcast of a scalar, or of a
/// vector that broadcasts to the shape_cast's type, is a broadcast to that type.
pub(super) fn shape_cast_of_broadcast(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = ShapeCastOp::cast(ctx, op)?;
    let (source, ty) = (x.source(ctx), ctx.value_type(x.result(ctx)));
    rebroadcast(op, rewriter, source, ty, |ctx, value| {
        super::shape::broadcast_error(ctx, ctx.value_type(value), ty).is_none()
    })
}

/// `vector.bitcast` to its own type is its source; of a bitcast back to the first type, the
/// first value; of another bitcast, a bitcast of the first value (in place).
pub(super) fn fold_bitcast(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let x = BitCastOp::cast(ctx, op)?;
    let (source, result) = (x.source(ctx), x.result(ctx));
    let ty = ctx.value_type(result);
    if ctx.value_type(source) == ty {
        return Some(vec![FoldResult::Value(source)]);
    }
    let inner = BitCastOp::defining(ctx, source)?;
    let first = inner.source(ctx);
    if ctx.value_type(first) == ty {
        return Some(vec![FoldResult::Value(first)]);
    }
    *ctx.op_mut(op).operands.first_mut()? = first;
    Some(vec![FoldResult::Value(result)])
}

/// The canonicalization patterns of `vector.transpose` (MLIR's `FoldTransposeShapeCast`,
/// `FoldTransposeSplat`, `FoldTransposeBroadcast`): a transpose keeping the element order
/// of a shape_cast is one shape_cast; of a broadcast, when the permutation stays inside the
/// groups the broadcast value's dimensions make, a broadcast.
pub(super) fn canonicalize_transpose(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let t = TransposeOp::cast(rewriter.ctx(), op)?;
    transpose_of_shape_cast(t, rewriter).or_else(|| transpose_of_broadcast(t, rewriter))
}

fn transpose_of_shape_cast(t: TransposeOp, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let (ctx, op) = (rewriter.ctx(), t.op());
    let cast = ShapeCastOp::defining(ctx, t.vector(ctx))?;
    if !keeps_element_order(ctx, t) {
        return None;
    }
    let (ty, source, loc) = (
        ctx.value_type(t.result(ctx)),
        cast.source(ctx),
        ctx.op(op).loc,
    );
    let mut b = OpBuilder::detached();
    let new = ShapeCastOp::build(&mut b, rewriter.ctx_mut(), loc, ty, source);
    rewriter.replace_op_with_built(op, new.op());
    Some(())
}

fn transpose_of_broadcast(t: TransposeOp, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let (ctx, op) = (rewriter.ctx(), t.op());
    let (source, ty, permutation) = (
        t.vector(ctx),
        ctx.value_type(t.result(ctx)),
        t.permutation(ctx),
    );
    let out_rank = vector_parts(ctx, ty).map_or(0, |(s, _, _)| s.len());
    rebroadcast(op, rewriter, source, ty, |ctx, value| {
        vector_parts(ctx, ctx.value_type(value))
            .is_none_or(|(shape, _, _)| permutation_stays_in_groups(&permutation, shape, out_rank))
    })
}

/// MLIR's group check in `FoldTransposeBroadcast`: the output dimensions split into groups
/// ending at each non-unit dimension of the broadcast value (and the one after it), and the
/// permutation must map each group into itself.
fn permutation_stays_in_groups(perm: &[i64], input: &[i64], out_rank: usize) -> bool {
    let Some(delta) = out_rank.checked_sub(input.len()) else {
        return false;
    };
    let mut low = 0usize;
    for i in 0..input.len() {
        let not_one = input.get(i) != Some(&1);
        let prev_not_one = i > 0 && input.get(i - 1) != Some(&1);
        if !(not_one || prev_not_one) {
            continue;
        }
        let high = i + delta;
        let local = (low..high).all(|j| {
            perm.get(j)
                .and_then(|&p| usize::try_from(p).ok())
                .is_some_and(|p| p >= low && p < high)
        });
        if !local {
            return false;
        }
        low = high;
    }
    true
}
