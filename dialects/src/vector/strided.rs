//! Strided slices of broadcasts and splats, as mlir-opt-22 canonicalizes them: a slice of a
//! broadcast is a broadcast (of a slice of the broadcast value when its own dimensions are
//! cut; MLIR's `StridedSliceBroadcast`); inserting a slice into a vector it came from at
//! the same place, or a splat into the same splat, changes nothing
//! (`FoldInsertStridedSliceOfExtract`, `FoldInsertStridedSliceSplat`), and inserting a
//! slice of the whole vector's type is the slice. A shuffle taking one operand whole is
//! that operand, and one of two splats of a scalar a splat (`ShuffleSplat`).

use tile_ir::builder::OpBuilder;
use tile_ir::dialect::FoldResult;
use tile_ir::pass::rewrite::Rewriter;
use tile_ir::{Context, OpId};

use super::insert::{common_splat, replace_with_broadcast, replace_with_common_splat, shape_of};
use super::types::vector_parts;
use super::{ExtractStridedSliceOp, InsertStridedSliceOp};
use crate::arith::consts::{Elems, constant_of, encode};
use tile_ir::attributes::Scalar;

/// A slice of a broadcast is a broadcast of the broadcast value, sliced first where its
/// own (not unit) dimensions are cut.
pub(super) fn slice_of_broadcast(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = ExtractStridedSliceOp::cast(ctx, op)?;
    let b = super::BroadcastOp::defining(ctx, x.source(ctx))?;
    let (mut value, ty) = (b.source(ctx), ctx.value_type(x.result(ctx)));
    let source_shape = shape_of(ctx, ctx.value_type(value));
    let result_shape = shape_of(ctx, ty);
    let rank_diff = result_shape.len().checked_sub(source_shape.len())?;
    let cut = source_shape
        .iter()
        .zip(result_shape.iter().skip(rank_diff))
        .any(|(&s, &r)| s != 1 && s != r);
    if cut {
        let slice = slice_of_value(rewriter, x, value, rank_diff)?;
        rewriter.insert_before(op, &[slice]);
        let &v = rewriter.ctx().op(slice).results.first()?;
        value = v;
    }
    replace_with_broadcast(op, rewriter, ty, value);
    Some(())
}

/// The slice `x` takes, applied to the broadcast value (its dimensions are the last ones):
/// unit dimensions are broadcast, so taken whole from offset 0. Detached.
fn slice_of_value(
    rewriter: &mut Rewriter<'_>,
    x: ExtractStridedSliceOp,
    value: tile_ir::Value,
    rank_diff: usize,
) -> Option<OpId> {
    let ctx = rewriter.ctx();
    let (value_shape, scalable, element) = vector_parts(ctx, ctx.value_type(value))?;
    let (value_shape, scalable) = (value_shape.to_vec(), scalable.to_vec());
    let mut offsets: Vec<i64> = x.offsets(ctx).into_iter().skip(rank_diff).collect();
    let mut sizes: Vec<i64> = x.sizes(ctx).into_iter().skip(rank_diff).collect();
    let strides: Vec<i64> = x.strides(ctx).into_iter().skip(rank_diff).collect();
    // (A slice may name fewer dimensions than the value has: the rest are taken whole.)
    for (i, &d) in value_shape.iter().enumerate() {
        if let (1, Some(o), Some(s)) = (d, offsets.get_mut(i), sizes.get_mut(i)) {
            *o = 0;
            *s = 1;
        }
    }
    // The slice's type: the sizes given, then the value's remaining dimensions.
    let mut shape = sizes.clone();
    shape.extend(value_shape.iter().skip(sizes.len()));
    let (loc, c) = (ctx.op(x.op()).loc, rewriter.ctx_mut());
    let ty = c.intern_type(tile_ir::TypeKind::Vector {
        shape,
        scalable,
        element,
    });
    let slice = ExtractStridedSliceOp::build(
        &mut OpBuilder::detached(),
        c,
        loc,
        ty,
        value,
        offsets,
        sizes,
        strides,
    );
    Some(slice.op())
}

/// `insert_strided_slice` of a value with the destination's type is that value.
pub(super) fn fold_insert_strided_slice(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let x = InsertStridedSliceOp::cast(ctx, op)?;
    let value = x.valueToStore(ctx);
    (ctx.value_type(value) == ctx.value_type(x.dest(ctx))).then(|| vec![FoldResult::Value(value)])
}

/// Inserting a splat into the same splat, or a slice back where it was taken from, is the
/// destination.
pub(super) fn insert_changes_nothing(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = InsertStridedSliceOp::cast(ctx, op)?;
    let (value, dest) = (x.valueToStore(ctx), x.dest(ctx));
    let same_splat = common_splat(ctx, value, dest).is_some();
    let taken_here = ExtractStridedSliceOp::defining(ctx, value).is_some_and(|e| {
        e.source(ctx) == dest
            && e.offsets(ctx) == x.offsets(ctx)
            && e.strides(ctx) == x.strides(ctx)
    });
    if !same_splat && !taken_here {
        return None;
    }
    rewriter.replace_op(op, &[dest]);
    Some(())
}

/// `vector.shuffle` taking all of its first operand in order is that operand, all of its
/// second in order the second (MLIR's `ShuffleOp::fold`, not for 0-d operands).
pub(super) fn fold_shuffle(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let s = super::ShuffleOp::cast(ctx, op)?;
    let (v1, v2, mask) = (s.v1(ctx), s.v2(ctx), s.mask(ctx));
    let n1 = *shape_of(ctx, ctx.value_type(v1)).first()?;
    let n2 = *shape_of(ctx, ctx.value_type(v2)).first()?;
    let steps = |start: i64, n: i64| {
        usize::try_from(n).is_ok_and(|n| mask.len() == n)
            && mask.iter().zip(start..).all(|(&m, want)| m == want)
    };
    if steps(0, n1) {
        return Some(vec![FoldResult::Value(v1)]);
    }
    steps(n1, n2).then(|| vec![FoldResult::Value(v2)])
}

/// A shuffle of two splats of the same scalar is a splat of it (MLIR's `ShuffleSplat`).
pub(super) fn shuffle_of_splats(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let s = super::ShuffleOp::cast(ctx, op)?;
    let (operands, ty) = ((s.v1(ctx), s.v2(ctx)), ctx.value_type(s.vector(ctx)));
    replace_with_common_splat(op, rewriter, operands, ty)
}

/// A strided slice of a constant is a constant (MLIR's
/// `foldExtractStridedSliceNonSplatConstant`, which takes splats too; strides are 1).
pub(super) fn slice_of_constant(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let x = ExtractStridedSliceOp::cast(ctx, op)?;
    let source = x.source(ctx);
    let ty = ctx.value_type(x.result(ctx));
    let elems = match constant_of(ctx, source)?.elems {
        Elems::Splat(s) => Elems::Splat(s),
        Elems::Dense(values) => {
            let shape = shape_of(ctx, ctx.value_type(source));
            let slice_shape = shape_of(ctx, ty);
            let offsets = x.offsets(ctx);
            Elems::Dense(slice_elements(&values, &shape, &offsets, &slice_shape)?)
        }
        Elems::Scalar(_) => return None,
    };
    Some(vec![FoldResult::Attr(encode(ctx, ty, elems)?)])
}

/// The elements of the slice of `shape` (row-major `values`) starting at `offsets` (missing
/// ones 0) with `slice_shape`, in row-major order.
fn slice_elements(
    values: &[Scalar],
    shape: &[i64],
    offsets: &[i64],
    slice_shape: &[i64],
) -> Option<Vec<Scalar>> {
    let positions = slice_positions(shape, offsets, slice_shape)?;
    positions
        .into_iter()
        .map(|p| values.get(p).copied())
        .collect()
}

/// The row-major indices in a vector of `shape` of the elements of its slice starting at
/// `offsets` (missing ones 0) with `slice_shape`, in the slice's row-major order.
fn slice_positions(shape: &[i64], offsets: &[i64], slice_shape: &[i64]) -> Option<Vec<usize>> {
    let total = slice_shape
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?))?;
    let mut out = Vec::with_capacity(total);
    let mut index = vec![0i64; slice_shape.len()];
    for _ in 0..total {
        let position: Vec<i64> = index
            .iter()
            .enumerate()
            .map(|(i, &p)| p + offsets.get(i).copied().unwrap_or(0))
            .collect();
        out.push(super::insert::linearize(&position, shape)?);
        // Next index, innermost dimension fastest.
        for (i, slot) in index.iter_mut().enumerate().rev() {
            *slot += 1;
            if *slot < *slice_shape.get(i)? {
                break;
            }
            *slot = 0;
        }
    }
    Some(out)
}

/// MLIR's `InsertStridedSliceConstantFolder`: a constant slice inserted into a constant
/// (of at most 256 elements, or used only here) is a constant.
pub(super) fn insert_constant_slice(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = InsertStridedSliceOp::cast(ctx, op)?;
    let (dest, value) = (x.dest(ctx), x.valueToStore(ctx));
    let dest_ty = ctx.value_type(dest);
    let (shape, scalable, _) = vector_parts(ctx, dest_ty)?;
    let shape = shape.to_vec();
    let n = super::insert::num_elements(ctx, dest_ty)?;
    if scalable.contains(&true) || (n > 256 && rewriter.uses().use_count(dest) != 1) {
        return None;
    }
    let ctx = rewriter.ctx();
    let offsets = x.offsets(ctx);
    let slice = shape_of(ctx, ctx.value_type(value));
    let mut slice_in_dest = vec![1; shape.len().saturating_sub(slice.len())];
    slice_in_dest.extend(&slice);
    let c = rewriter.ctx_mut();
    let (Some(d), Some(v)) = (constant_of(c, dest), constant_of(c, value)) else {
        return None;
    };
    let positions = slice_positions(&shape, &offsets, &slice_in_dest)?;
    let mut all = match d.elems {
        Elems::Splat(s) => vec![s; n],
        Elems::Dense(values) => values,
        Elems::Scalar(_) => return None,
    };
    let inserted = match v.elems {
        Elems::Splat(s) => vec![s; positions.len()],
        Elems::Dense(values) => values,
        Elems::Scalar(_) => return None,
    };
    for (p, s) in positions.into_iter().zip(inserted) {
        let slot = all.get_mut(p)?;
        *slot = s;
    }
    let loc = c.op(op).loc;
    let attr = encode(c, dest_ty, Elems::Dense(all))?;
    let constant =
        crate::arith::views::ConstantOp::build(&mut OpBuilder::detached(), c, loc, dest_ty, attr);
    rewriter.replace_op_with_built(op, constant.op());
    Some(())
}

/// MLIR's `ContiguousExtractStridedSliceToExtract`: a slice of unit outer sizes and whole
/// inner dimensions is an extract of those inner dimensions, reshaped to the slice's type.
pub(super) fn contiguous_slice_to_extract(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = ExtractStridedSliceOp::cast(ctx, op)?;
    let source = x.source(ctx);
    let (shape, scalable, _) = vector_parts(ctx, ctx.value_type(source))?;
    let (shape, rank) = (shape.to_vec(), shape.len());
    if rank == 0 || scalable.contains(&true) {
        return None;
    }
    let sizes = x.sizes(ctx);
    let count = leading_positions(&sizes, &shape)?;
    let offsets: Vec<i64> = x.offsets(ctx).into_iter().take(count).collect();
    let (ty, loc) = (ctx.value_type(x.result(ctx)), ctx.op(op).loc);
    let c = rewriter.ctx_mut();
    let extract_ty = super::insert::extracted_type(c, c.value_type(source), count)?;
    let extract = super::ExtractOp::build(
        &mut OpBuilder::detached(),
        c,
        loc,
        extract_ty,
        source,
        &[],
        offsets,
    );
    let value = extract.result(c);
    let cast = super::ShapeCastOp::build(&mut OpBuilder::detached(), c, loc, ty, value);
    rewriter.insert_before(op, &[extract.op()]);
    rewriter.replace_op_with_built(op, cast.op());
    Some(())
}

/// How many leading positions an extract needs for the slice `sizes` of `shape`: the inner
/// dimensions taken whole are kept, the outer ones must have size 1 (and further unit
/// sizes are extracted too, but not the last dimension); `None` when it does not fit.
fn leading_positions(sizes: &[i64], shape: &[i64]) -> Option<usize> {
    let mut count = sizes.len();
    while count > 0 && sizes.get(count - 1) == shape.get(count - 1) {
        count -= 1;
    }
    if count == 0 || (count == shape.len() && sizes.len() == shape.len()) {
        return None;
    }
    if sizes.iter().take(count).any(|&s| s != 1) {
        return None;
    }
    while count + 1 < sizes.len() && sizes.get(count) == Some(&1) {
        count += 1;
    }
    Some(count)
}
