//! `vector.from_elements` and `vector.to_elements` folds, as mlir-opt-22 applies them: the
//! elements of a `from_elements` are its operands, a `from_elements` of all the elements of
//! one vector in order is that vector, one of constants is a constant, one of a single
//! repeated value is a broadcast of it, and one of scalars extracted in order from a
//! trailing block of one vector is that block reshaped.

use tile_ir::dialect::FoldResult;
use tile_ir::pass::rewrite::Rewriter;
use tile_ir::{Context, OpId};

use super::insert::replace_with_broadcast;
use super::types::vector_parts;
use super::{ExtractOp, FromElementsOp, ShapeCastOp, ToElementsOp};
use crate::arith::consts::dense_of_scalars;

/// `to_elements` of a `from_elements` is its operands.
pub(super) fn fold_to_elements(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let x = ToElementsOp::cast(ctx, op)?;
    let from = FromElementsOp::defining(ctx, x.source(ctx))?;
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
    if let Some(parts) = ToElementsOp::defining(ctx, first) {
        let source = parts.source(ctx);
        let whole = parts.elements(ctx) == elements.as_slice() && ctx.value_type(source) == ty;
        return whole.then(|| vec![FoldResult::Value(source)]);
    }
    Some(vec![FoldResult::Attr(dense_of_scalars(
        ctx, ty, &elements,
    )?)])
}

/// `from_elements` of one value repeated is a broadcast of it (MLIR's
/// `rewriteFromElementsAsBroadcast`).
pub(super) fn repeated_element_broadcast(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = FromElementsOp::cast(ctx, op)?;
    let elements = x.elements(ctx);
    let &first = elements.first()?;
    if elements.iter().any(|&e| e != first) {
        return None;
    }
    let ty = ctx.value_type(x.dest(ctx));
    vector_parts(ctx, ty)?;
    replace_with_broadcast(op, rewriter, ty, first);
    Some(())
}

/// MLIR's `FromElementsToShapeCast`: the scalars extracted in order from one vector,
/// covering a whole trailing block of it, are that block (an extract of it, skipped when
/// the block is the vector) reshaped to the result type.
pub(super) fn elements_of_one_block(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = FromElementsOp::cast(ctx, op)?;
    let ty = ctx.value_type(x.dest(ctx));
    let n = super::insert::num_elements(ctx, ty).filter(|&n| n > 1)?;
    let (source, block_position) = extracted_block(ctx, x.elements(ctx), n)?;
    let loc = ctx.op(op).loc;
    let mut b = tile_ir::builder::OpBuilder::detached();
    rewriter.set_insertion_point(tile_ir::pass::rewrite::InsertPoint::Before(op));
    let mut block = source;
    if !block_position.is_empty() {
        let c = rewriter.ctx_mut();
        let source_ty = c.value_type(source);
        let block_ty = super::insert::extracted_type(c, source_ty, block_position.len())?;
        let extract = ExtractOp::build(&mut b, c, loc, block_ty, source, &[], block_position);
        block = extract.result(c);
        rewriter.insert(extract.op());
    }
    let c = rewriter.ctx_mut();
    let cast = ShapeCastOp::build(&mut b, c, loc, ty, block);
    rewriter.replace_op_with_built(op, cast.op());
    Some(())
}

/// The vector the `n` elements are extracted from, in row-major order from a position
/// whose trailing zeros cover exactly `n` elements, and the leading part of that position.
fn extracted_block(
    ctx: &tile_ir::Context,
    elements: &[tile_ir::Value],
    n: usize,
) -> Option<(tile_ir::Value, Vec<i64>)> {
    let mut source = None;
    let mut expected: Vec<i64> = Vec::new();
    let mut block_position = Vec::new();
    for (i, &e) in elements.iter().enumerate() {
        let x = ExtractOp::defining(ctx, e)?;
        let from = x.source(ctx);
        if *source.get_or_insert(from) != from || !x.dynamic_position(ctx).is_empty() {
            return None;
        }
        let position = x.static_position(ctx);
        let shape = super::insert::shape_of(ctx, ctx.value_type(from));
        if position.len() != shape.len() {
            return None;
        }
        if i == 0 {
            let mut covered = 1usize;
            let mut index = position.len();
            while index > 0 && position.get(index - 1) == Some(&0) && covered < n {
                covered = covered.checked_mul(usize::try_from(*shape.get(index - 1)?).ok()?)?;
                index -= 1;
            }
            if covered != n {
                return None;
            }
            block_position = position.get(..index)?.to_vec();
            expected = position;
        } else if expected != position {
            return None;
        }
        increment(&mut expected, &shape);
    }
    Some((source?, block_position))
}

/// The next position in row-major order.
fn increment(position: &mut [i64], shape: &[i64]) {
    for (p, &d) in position.iter_mut().zip(shape).rev() {
        *p += 1;
        if *p < d {
            return;
        }
        *p = 0;
    }
}
