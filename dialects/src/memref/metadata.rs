//! `memref.extract_strided_metadata` of a buffer whose type fixes an offset, size or
//! stride gives that number as a constant to the users of it, and reads a buffer through
//! a `memref.cast` (MLIR's `ExtractStridedMetadataOp::fold`; the constants are new ops, so
//! here it is a pattern).

use tile_ir::builder::OpBuilder;
use tile_ir::pass::rewrite::Rewriter;
use tile_ir::types::DYNAMIC;
use tile_ir::{OpId, Value};

use super::{CastOp, ExtractStridedMetadataOp, strides_and_offset};
use crate::arith::views::ConstantOp;
use crate::view_like::{OffsetSizeStride, fold_constant_lists};

/// The rewrite: used results the type fixes become constants; a cast source is read.
pub(super) fn constant_metadata(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = ExtractStridedMetadataOp::cast(ctx, op)?;
    let source = x.source(ctx);
    let ty = ctx.value_type(source);
    let (Some(shape), Some((strides, offset))) =
        (crate::ods::shape_of(ctx, ty), strides_and_offset(ctx, ty))
    else {
        return None;
    };
    // Results in MLIR's order (offset, sizes, strides) with the numbers the type fixes.
    let results = std::iter::once(x.offset(ctx))
        .chain(x.sizes(ctx).iter().copied())
        .chain(x.strides(ctx).iter().copied());
    let numbers = std::iter::once(offset).chain(shape).chain(strides);
    let fixed: Vec<(Value, i64)> = results
        .zip(numbers)
        .filter(|&(_, n)| n != DYNAMIC)
        .collect();
    let mut changed = false;
    for (result, n) in fixed {
        if rewriter.has_uses(result) {
            let constant = index_constant(op, rewriter, n);
            rewriter.replace_all_uses_with(result, constant);
            changed = true;
        }
    }
    (read_cast_source(op, rewriter).is_some() || changed).then_some(())
}

/// An `arith.constant` of index `n` right before `op`.
fn index_constant(op: OpId, rewriter: &mut Rewriter<'_>, n: i64) -> Value {
    let loc = rewriter.ctx().op(op).loc;
    let c = rewriter.ctx_mut();
    let constant = ConstantOp::build_index(&mut OpBuilder::detached(), c, loc, n);
    let value = constant.result(c);
    rewriter.insert_before(op, &[constant.op()]);
    value
}

/// The metadata of a cast of a ranked buffer is the buffer's.
fn read_cast_source(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = ExtractStridedMetadataOp::cast(ctx, op)?;
    let original = CastOp::defining(ctx, x.source(ctx))
        .map(|c| c.source(ctx))
        .filter(|&s| crate::ods::shape_of(ctx, ctx.value_type(s)).is_some())?;
    rewriter.modify_op(op, |ctx, o| {
        if let Some(slot) = ctx.op_mut(o).operands.first_mut() {
            *slot = original;
        }
    });
    Some(())
}

/// MLIR's `ReinterpretCastOpConstantFolder`: constant offsets, sizes and strides become
/// static (the result type cannot fix a dynamic entry: it must match the entries), the new
/// cast has the type they give (a strided layout), and a `memref.cast` gives users the old
/// type. Negative offsets and sizes stay operands: they would not verify.
pub(super) fn reinterpret_cast_constants(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = super::ReinterpretCastOp::cast(ctx, op)?;
    let result_ty = ctx.value_type(x.result(ctx));
    let (_, element, _, memory_space) = crate::ods::memref_parts(ctx, result_ty)?;
    let mut statics = x.static_lists(ctx);
    let mut dynamics = [
        x.offsets(ctx).to_vec(),
        x.sizes(ctx).to_vec(),
        x.strides(ctx).to_vec(),
    ];
    let changed = fold_constant_lists(ctx, &mut statics, &mut dynamics);
    if !changed {
        return None;
    }
    let [offsets, sizes, strides] = &statics;
    let &offset = offsets.first()?;
    let loc = ctx.op(op).loc;
    let source = x.source(ctx);
    let c = rewriter.ctx_mut();
    let layout = c.intern_attr(tile_ir::AttrKind::StridedLayout {
        offset,
        strides: strides.clone(),
    });
    let ty = c.intern_type(tile_ir::TypeKind::MemRef {
        shape: sizes.clone(),
        element,
        layout: Some(layout),
        memory_space,
    });
    let mut b = OpBuilder::detached();
    let [d_offs, d_sizes, d_strides] = &dynamics;
    let [so, ss, st] = statics;
    let new = super::ReinterpretCastOp::build(
        &mut b, c, loc, ty, source, d_offs, d_sizes, d_strides, so, ss, st,
    );
    let value = new.result(c);
    let cast = CastOp::build(&mut b, c, loc, result_ty, value);
    rewriter.insert_before(op, &[new.op()]);
    rewriter.replace_op_with_built(op, cast.op());
    Some(())
}
