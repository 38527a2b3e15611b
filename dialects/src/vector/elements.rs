//! `vector.from_elements` and `vector.to_elements` folds, as mlir-opt-22 applies them: the
//! elements of a `from_elements` are its operands, a `from_elements` of all the elements of
//! one vector in order is that vector, one of constants is a constant, and one of a single
//! repeated value is a broadcast of it.

use tile_ir::dialect::FoldResult;
use tile_ir::pass::rewrite::Rewriter;
use tile_ir::{Context, OpId};

use super::insert::replace_with_broadcast;
use super::types::vector_parts;
use super::{FromElementsOp, ToElementsOp};
use crate::arith::consts::{Elems, constant_of, encode};

/// `to_elements` of a `from_elements` is its operands.
pub(super) fn fold_to_elements(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let x = ToElementsOp::cast(ctx, op)?;
    let from = FromElementsOp::cast(ctx, ctx.defining_op(x.source(ctx))?)?;
    Some(
        from.elements(ctx)
            .iter()
            .map(|&v| FoldResult::Value(v))
            .collect(),
    )
}

/// `from_elements` of every result of one `to_elements`, in order and of the same type, is
/// the vector taken apart; of constants, a constant.
pub(super) fn fold_from_elements(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let x = FromElementsOp::cast(ctx, op)?;
    let elements = x.elements(ctx).to_vec();
    let ty = ctx.value_type(x.dest(ctx));
    let first = *elements.first()?;
    if let Some(parts) = ctx
        .defining_op(first)
        .and_then(|d| ToElementsOp::cast(ctx, d))
    {
        let source = parts.source(ctx);
        let whole = parts.elements(ctx) == elements.as_slice() && ctx.value_type(source) == ty;
        return whole.then(|| vec![FoldResult::Value(source)]);
    }
    let mut scalars = Vec::with_capacity(elements.len());
    for &e in &elements {
        match constant_of(ctx, e)?.elems {
            Elems::Scalar(s) => scalars.push(s),
            _ => return None,
        }
    }
    Some(vec![FoldResult::Attr(encode(
        ctx,
        ty,
        Elems::Dense(scalars),
    )?)])
}

/// `from_elements` of one value repeated is a broadcast of it (MLIR's
/// `rewriteFromElementsAsBroadcast`).
pub(super) fn repeated_element_broadcast(op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
    let ctx = rewriter.ctx();
    let Some(x) = FromElementsOp::cast(ctx, op) else {
        return false;
    };
    let elements = x.elements(ctx);
    let Some(&first) = elements.first() else {
        return false;
    };
    if elements.iter().any(|&e| e != first) {
        return false;
    }
    let ty = ctx.value_type(x.dest(ctx));
    if vector_parts(ctx, ty).is_none() {
        return false;
    }
    replace_with_broadcast(op, rewriter, ty, first);
    true
}
