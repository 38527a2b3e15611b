//! `memref.dim` of a `memref.reshape` is the size the shape operand holds (MLIR's
//! `DimOfMemRefReshape`): a load from the shape buffer right after the reshape (so no
//! later store to it changes the answer), cast to `index` when the shape holds integers.

use tile_ir::builder::OpBuilder;
use tile_ir::ir::ValueDef;
use tile_ir::pass::rewrite::{InsertPoint, Rewriter};
use tile_ir::{BlockId, Context, OpId, Value};

use super::{DimOp, LoadOp, ReshapeOp};
use crate::arith::views::IndexCastOp;

/// The rewrite, when the dim's index is known to be defined before the reshape.
pub(super) fn dim_of_reshape(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let dim = DimOp::cast(ctx, op)?;
    let reshape = ReshapeOp::defining(ctx, dim.source(ctx))?;
    let index = dim.index(ctx);
    if !defined_before(ctx, index, reshape.op(), op) {
        return None;
    }
    let shape = reshape.shape(ctx);
    let element = crate::ods::memref_parts(ctx, ctx.value_type(shape)).map(|p| p.1)?;
    let (loc, index_ty) = (ctx.op(op).loc, ctx.value_type(dim.result(ctx)));
    let mut b = OpBuilder::detached();
    let c = rewriter.ctx_mut();
    let load = LoadOp::build(&mut b, c, loc, element, shape, &[index], None, None);
    let mut value = load.result(c);
    rewriter.set_insertion_point(InsertPoint::After(reshape.op()));
    rewriter.insert(load.op());
    if element != index_ty {
        let c = rewriter.ctx_mut();
        let cast = IndexCastOp::build(&mut b, c, loc, index_ty, value);
        value = cast.out(c);
        rewriter.insert(cast.op());
    }
    rewriter.replace_op(op, &[value]);
    Some(())
}

/// The block holding a value's definition.
fn defining_block(ctx: &Context, v: Value) -> Option<BlockId> {
    match ctx.value(v).def {
        ValueDef::Result { op, .. } => ctx.op(op).parent,
        ValueDef::BlockArg { block, .. } => Some(block),
        ValueDef::Placeholder => None,
    }
}

/// MLIR's cheap dominance test: `v` is defined in the reshape's block before it (or is an
/// argument of that block), or, when the dim is in another block, in a block enclosing
/// the reshape's.
fn defined_before(ctx: &Context, v: Value, reshape: OpId, dim: OpId) -> bool {
    let (Some(def_block), Some(reshape_block)) = (defining_block(ctx, v), ctx.op(reshape).parent)
    else {
        return false;
    };
    if def_block == reshape_block {
        let Some(def) = ctx.defining_op(v) else {
            return true;
        };
        let ops = &ctx.block(reshape_block).ops;
        return ops.position(def) < ops.position(reshape);
    }
    ctx.op(dim).parent == Some(reshape_block) || encloses_strictly(ctx, def_block, reshape_block)
}

/// Whether the region holding `outer` properly encloses the region holding `inner`
/// (MLIR's `Region::isProperAncestor`).
fn encloses_strictly(ctx: &Context, outer: BlockId, inner: BlockId) -> bool {
    let Some(target) = ctx.block(outer).parent else {
        return false;
    };
    let mut block = inner;
    while let Some(op) = ctx.block_parent_op(block) {
        let Some(b) = ctx.op(op).parent else {
            return false;
        };
        if ctx.block(b).parent == Some(target) {
            return true;
        }
        block = b;
    }
    false
}
