//! `vector.extract` folds, in the order of MLIR 22's `ExtractOp::fold`: constant dynamic
//! positions become static (kept only when nothing else folds), then extracts of constants,
//! of extracts (positions concatenated), of insert/transpose chains (the inserted value,
//! or the vector under inserts elsewhere), of broadcasts, of 1-D shuffles and of
//! `from_elements`; and `insert_strided_slice` chains under `extract_strided_slice`.

use tile_ir::dialect::FoldResult;
use tile_ir::pass::rewrite::Rewriter;
use tile_ir::{Context, OpId, Value};

use super::insert::{constant_position, linearize, num_elements, replace_with_broadcast, shape_of};
use super::types::vector_parts;
use super::{
    BroadcastOp, ExtractOp, ExtractStridedSliceOp, FromElementsOp, InsertOp, InsertStridedSliceOp,
    ShuffleOp, TransposeOp,
};
use crate::arith::consts::{Elems, constant_of, encode};

/// MLIR's poison position (`kPoisonIndex`).
const POISON: i64 = -1;

/// `vector.extract`'s fold.
pub(super) fn fold_extract(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let x = ExtractOp::cast(ctx, op)?;
    let (source, result) = (x.source(ctx), x.result(ctx));
    if x.static_position(ctx).is_empty() && ctx.value_type(source) == ctx.value_type(result) {
        return Some(vec![FoldResult::Value(source)]);
    }
    let in_place = constant_positions(ctx, x);
    // A poison position makes the result poison, which this fold leaves to MLIR's `ub`.
    let folded = if x.static_position(ctx).contains(&POISON) {
        None
    } else {
        extract_of_constant(ctx, x)
            .or_else(|| extract_of_extract(ctx, x))
            .or_else(|| extract_of_insert_chain(ctx, x))
            .or_else(|| extract_of_broadcast(ctx, x))
            .or_else(|| extract_of_shuffle(ctx, x))
            .or_else(|| extract_of_shape_cast(ctx, x))
            .or_else(|| extract_of_strided_slice(ctx, x))
            .or_else(|| extract_of_inserted_slice(ctx, x))
            .or_else(|| extract_of_from_elements(ctx, x))
    };
    folded.or_else(|| in_place.then(|| vec![FoldResult::Value(result)]))
}

/// Sets an extract's source and position (static entries, then the dynamic values in
/// order) in place; the op's result stands for the fold.
fn set_extract(
    ctx: &mut Context,
    x: ExtractOp,
    source: Value,
    statics: Vec<i64>,
    dynamics: &[Value],
) -> Vec<FoldResult> {
    x.set_static_position(ctx, statics);
    let operands = &mut ctx.op_mut(x.op()).operands;
    operands.truncate(0);
    operands.push(source);
    for &v in dynamics {
        operands.push(v);
    }
    vec![FoldResult::Value(x.result(ctx))]
}

/// Constant dynamic positions inside the vector (or poison) become static, in place.
fn constant_positions(ctx: &mut Context, x: ExtractOp) -> bool {
    let source = x.source(ctx);
    let position = x.static_position(ctx);
    let Some((statics, dynamics)) = constant_position(
        ctx,
        ctx.value_type(source),
        position,
        x.dynamic_position(ctx),
    ) else {
        return false;
    };
    set_extract(ctx, x, source, statics, &dynamics);
    true
}

/// An extract of a splat constant is its value; of a dense constant at a static position,
/// the elements there (not for scalable vectors).
fn extract_of_constant(ctx: &mut Context, x: ExtractOp) -> Option<Vec<FoldResult>> {
    let source = x.source(ctx);
    let c = constant_of(ctx, source)?;
    let result_ty = ctx.value_type(x.result(ctx));
    let result_shape = vector_parts(ctx, result_ty).map(|(s, _, _)| s);
    let elems = match (c.elems, result_shape) {
        (Elems::Splat(s), Some(_)) => Elems::Splat(s),
        (Elems::Splat(s), None) => Elems::Scalar(s),
        (Elems::Dense(values), shape) => {
            let (src_shape, scalable, _) = vector_parts(ctx, ctx.value_type(source))?;
            if !x.dynamic_position(ctx).is_empty() || scalable.contains(&true) {
                return None;
            }
            let start = linearize(&x.static_position(ctx), src_shape)?;
            match shape {
                Some(_) => {
                    let n = num_elements(ctx, result_ty)?;
                    Elems::Dense(values.get(start..start.checked_add(n)?)?.to_vec())
                }
                None => Elems::Scalar(*values.get(start)?),
            }
        }
        (Elems::Scalar(_), _) => return None,
    };
    Some(vec![FoldResult::Attr(encode(ctx, result_ty, elems)?)])
}

/// An extract of an extract (of an extract...) with static positions extracts from the
/// first source at the concatenated position.
fn extract_of_extract(ctx: &mut Context, x: ExtractOp) -> Option<Vec<FoldResult>> {
    if !x.dynamic_position(ctx).is_empty() {
        return None;
    }
    let mut position = x.static_position(ctx);
    let mut source = x.source(ctx);
    let mut inner_found = false;
    while let Some(inner) = ExtractOp::defining(ctx, source) {
        if !inner.dynamic_position(ctx).is_empty() {
            return None;
        }
        let mut outer = inner.static_position(ctx);
        outer.extend_from_slice(&position);
        position = outer;
        source = inner.source(ctx);
        inner_found = true;
    }
    inner_found.then(|| set_extract(ctx, x, source, position, &[]))
}

/// MLIR's `ExtractFromInsertTransposeChainState`: walks back through inserts and
/// transposes with static positions. The position carries one negative sentinel per
/// dimension the extract keeps, so a transpose that moves those dimensions shows (and
/// stops the fold). An insert at the position is the inserted value; an insert at a prefix
/// of it is extracted from; an insert elsewhere is looked under.
fn extract_of_insert_chain(ctx: &mut Context, x: ExtractOp) -> Option<Vec<FoldResult>> {
    if !x.dynamic_position(ctx).is_empty() {
        return None;
    }
    let start = x.source(ctx);
    let rank = shape_of(ctx, ctx.value_type(start)).len();
    let mut extracted = x.static_position(ctx).len();
    let sentinels: Vec<i64> = (1..=rank.checked_sub(extracted)?)
        .map(|i| -(i as i64))
        .collect();
    let mut position = x.static_position(ctx);
    position.extend_from_slice(&sentinels);
    let no_transposition =
        |p: &[i64], extracted: usize| p.get(extracted..) == Some(sentinels.as_slice());
    let mut from = start;
    while let Some(def) = ctx.defining_op(from) {
        if let Some(t) = TransposeOp::cast(ctx, def) {
            position = through_transpose(&t.permutation(ctx), &position)?;
            from = t.vector(ctx);
            continue;
        }
        let Some(ins) = InsertOp::cast(ctx, def) else {
            break;
        };
        let inserted = ins.static_position(ctx);
        let dynamic_insert = !ins.dynamic_position(ctx).is_empty();
        if !dynamic_insert && position.starts_with(&inserted) {
            if inserted.len() == extracted {
                let value = ins.valueToStore(ctx);
                return no_transposition(&position, extracted)
                    .then(|| vec![FoldResult::Value(value)]);
            }
            position.drain(..inserted.len());
            extracted = position.len() - sentinels.len();
            from = ins.valueToStore(ctx);
            break;
        }
        if inserted.starts_with(&position) || intersects_where_non_negative(&position, &inserted) {
            return None;
        }
        from = ins.dest(ctx);
    }
    if from == start || !no_transposition(&position, extracted) {
        return None;
    }
    position.truncate(extracted);
    Some(set_extract(ctx, x, from, position, &[]))
}

/// The position in a transpose's source of `position` in its result: entry `perm[i]` of
/// the new position is entry `i` of the old.
fn through_transpose(perm: &[i64], position: &[i64]) -> Option<Vec<i64>> {
    let mut moved = vec![0; position.len()];
    for (i, &p) in perm.iter().enumerate() {
        *moved.get_mut(usize::try_from(p).ok()?)? = *position.get(i)?;
    }
    Some(moved)
}

/// Whether two positions agree on every common entry where both are known (non-negative).
fn intersects_where_non_negative(a: &[i64], b: &[i64]) -> bool {
    a.iter().zip(b).all(|(&x, &y)| x < 0 || y < 0 || x == y)
}

/// An extract of a broadcast (or of a `shape_cast` that only prepends unit dimensions) is
/// the broadcast value when the types match, or an extract from that value when the
/// extracted part is not broadcast.
fn extract_of_broadcast(ctx: &mut Context, x: ExtractOp) -> Option<Vec<FoldResult>> {
    let input = ctx
        .defining_op(x.source(ctx))
        .and_then(|d| broadcast_like_input(ctx, d))?;
    let result_ty = ctx.value_type(x.result(ctx));
    if ctx.value_type(input) == result_ty {
        return Some(vec![FoldResult::Value(input)]);
    }
    let input_shape = shape_of(ctx, ctx.value_type(input));
    let result_shape = shape_of(ctx, result_ty);
    let broadcast_rank = shape_of(ctx, ctx.value_type(x.source(ctx))).len();
    let (input_rank, result_rank) = (input_shape.len(), result_shape.len());
    let suffix = input_shape.get(input_rank.checked_sub(result_rank)?..)?;
    if suffix != result_shape.as_slice() {
        return None;
    }
    let delta_overall = input_rank - result_rank;
    let delta_broadcast = broadcast_rank.checked_sub(input_rank)?;
    let old = mixed_position(ctx, x);
    let mut statics = Vec::with_capacity(delta_overall);
    let mut dynamics = Vec::new();
    for (i, &size) in input_shape.iter().take(delta_overall).enumerate() {
        match old.get(i + delta_broadcast) {
            _ if size == 1 => statics.push(0),
            Some(&(tile_ir::types::DYNAMIC, Some(v))) => {
                statics.push(tile_ir::types::DYNAMIC);
                dynamics.push(v);
            }
            Some(&(s, _)) => statics.push(s),
            None => return None,
        }
    }
    Some(set_extract(ctx, x, input, statics, &dynamics))
}

/// The position of an extract, each entry with its dynamic value when it has one.
fn mixed_position(ctx: &Context, x: ExtractOp) -> Vec<(i64, Option<Value>)> {
    let mut values = x.dynamic_position(ctx).iter();
    x.static_position(ctx)
        .into_iter()
        .map(|s| match s {
            tile_ir::types::DYNAMIC => (s, values.next().copied()),
            _ => (s, None),
        })
        .collect()
}

/// The broadcast value of a `vector.broadcast`, or of a `vector.shape_cast` that only
/// prepends unit dimensions (MLIR's `isBroadcastLike`).
pub(super) fn broadcast_like_input(ctx: &Context, def: OpId) -> Option<Value> {
    if let Some(b) = BroadcastOp::cast(ctx, def) {
        return Some(b.source(ctx));
    }
    let cast = super::ShapeCastOp::cast(ctx, def)?;
    let source = cast.source(ctx);
    let from = shape_of(ctx, ctx.value_type(source));
    let to = shape_of(ctx, ctx.value_type(cast.result(ctx)));
    to.ends_with(&from).then_some(source)
}

/// MLIR's `ExtractOpFromBroadcast`: a vector extracted from a broadcast of a value that
/// broadcasts to the extracted type is a smaller broadcast of that value.
pub(super) fn broadcast_instead_of_extract(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = ExtractOp::cast(ctx, op)?;
    let input = ctx
        .defining_op(x.source(ctx))
        .and_then(|d| broadcast_like_input(ctx, d))?;
    let out = ctx.value_type(x.result(ctx));
    let input_ty = ctx.value_type(input);
    if vector_parts(ctx, out).is_none()
        || super::shape::broadcast_error(ctx, input_ty, out).is_some()
    {
        return None;
    }
    replace_with_broadcast(op, rewriter, out, input);
    Some(())
}

/// An extract from a 1-D shuffle at a static position extracts from the shuffled operand.
fn extract_of_shuffle(ctx: &mut Context, x: ExtractOp) -> Option<Vec<FoldResult>> {
    if !x.dynamic_position(ctx).is_empty() {
        return None;
    }
    let shuffle = ShuffleOp::defining(ctx, x.source(ctx))?;
    if shape_of(ctx, ctx.value_type(shuffle.vector(ctx))).len() != 1 {
        return None;
    }
    let (v1, v2) = (shuffle.v1(ctx), shuffle.v2(ctx));
    let first_size = *shape_of(ctx, ctx.value_type(v1)).first()?;
    let at = usize::try_from(*x.static_position(ctx).first()?).ok()?;
    let picked = *shuffle.mask(ctx).get(at)?;
    let (from, index) = if picked < first_size {
        (v1, picked)
    } else {
        (v2, picked - first_size)
    };
    Some(set_extract(ctx, x, from, vec![index], &[]))
}

/// MLIR's `foldExtractFromShapeCast`: an extract at a static position of a shape_cast,
/// whose result keeps the innermost dimensions of the shape_cast's source, extracts from
/// that source at the same element offset.
fn extract_of_shape_cast(ctx: &mut Context, x: ExtractOp) -> Option<Vec<FoldResult>> {
    if !x.dynamic_position(ctx).is_empty() {
        return None;
    }
    let cast = super::ShapeCastOp::defining(ctx, x.source(ctx))?;
    let original = cast.source(ctx);
    let from = shape_of(ctx, ctx.value_type(original));
    let cast_shape = shape_of(ctx, ctx.value_type(x.source(ctx)));
    let result = shape_of(ctx, ctx.value_type(x.result(ctx)));
    let kept = result.len();
    if kept > from.len() || !from.ends_with(&result) {
        return None;
    }
    // The offset of the extracted part, in units of the kept inner block.
    let position = x.static_position(ctx);
    let outer = cast_shape.get(..cast_shape.len().checked_sub(kept)?)?;
    let mut offset: i64 = 0;
    for (i, &p) in position.iter().enumerate() {
        offset = offset.checked_mul(*outer.get(i)?)?.checked_add(p)?;
    }
    // The same offset as a position in the source's outer dimensions.
    let source_outer = from.get(..from.len() - kept)?;
    let mut new_position = vec![0; source_outer.len()];
    for (slot, &d) in new_position.iter_mut().zip(source_outer).rev() {
        *slot = offset.checked_rem(d)?;
        offset = offset.checked_div(d)?;
    }
    Some(set_extract(ctx, x, original, new_position, &[]))
}

/// MLIR's `foldExtractFromExtractStrided`: an extract at a static position of a strided
/// slice that takes the extracted dimensions whole extracts from the slice's source at the
/// position moved by the slice's offsets.
fn extract_of_strided_slice(ctx: &mut Context, x: ExtractOp) -> Option<Vec<FoldResult>> {
    if !x.dynamic_position(ctx).is_empty() {
        return None;
    }
    let slice = ExtractStridedSliceOp::defining(ctx, x.source(ctx))?;
    if slice.strides(ctx).iter().any(|&s| s != 1) {
        return None;
    }
    let source = slice.source(ctx);
    let source_shape = shape_of(ctx, ctx.value_type(source));
    let slice_shape = shape_of(ctx, ctx.value_type(slice.result(ctx)));
    // Trailing offsets of dimensions taken whole do not move the position.
    let mut offsets = slice.offsets(ctx);
    while let Some(&last) = offsets.last() {
        let d = offsets.len() - 1;
        if last != 0 || slice_shape.get(d) != source_shape.get(d) {
            break;
        }
        offsets.pop();
    }
    let result_rank = shape_of(ctx, ctx.value_type(x.result(ctx))).len();
    if result_rank > source_shape.len().checked_sub(offsets.len())? {
        return None;
    }
    let mut position = x.static_position(ctx);
    if position.len() < offsets.len() {
        return None;
    }
    for (p, o) in position.iter_mut().zip(&offsets) {
        *p += o;
    }
    Some(set_extract(ctx, x, source, position, &[]))
}

/// MLIR's `foldExtractStridedOpFromInsertChain`: an extract at a static position inside a
/// slice an `insert_strided_slice` put there (which spans the extracted inner dimensions)
/// extracts from the inserted value; slices inserted elsewhere are looked under.
fn extract_of_inserted_slice(ctx: &mut Context, x: ExtractOp) -> Option<Vec<FoldResult>> {
    if !x.dynamic_position(ctx).is_empty() {
        return None;
    }
    let position = x.static_position(ctx);
    let result_rank = shape_of(ctx, ctx.value_type(x.result(ctx))).len();
    let mut from = x.source(ctx);
    while let Some(ins) = InsertStridedSliceOp::defining(ctx, from) {
        let value = ins.valueToStore(ctx);
        let value_shape = shape_of(ctx, ctx.value_type(value));
        let dest_shape = shape_of(ctx, ctx.value_type(ins.dest(ctx)));
        let rank_diff = dest_shape.len().checked_sub(value_shape.len())?;
        if result_rank > value_shape.len() || ins.strides(ctx).iter().any(|&s| s != 1) {
            return None;
        }
        let starts = ins.offsets(ctx);
        let mut inside = Vec::new();
        let mut disjoint = false;
        for (dim, &p) in position.iter().enumerate() {
            let start = *starts.get(dim)?;
            let size = match dim.checked_sub(rank_diff) {
                Some(d) => *value_shape.get(d)?,
                None => 1,
            };
            if !(start <= p && p < start.saturating_add(size)) {
                disjoint = true;
                break;
            }
            if dim >= rank_diff {
                inside.push(p - start);
            }
        }
        if !disjoint {
            // The extracted inner dimensions must be inserted whole.
            let skip = value_shape.len() - result_rank;
            let whole = value_shape.get(skip..) == dest_shape.get(skip + rank_diff..);
            return whole.then(|| set_extract(ctx, x, value, inside, &[]));
        }
        from = ins.dest(ctx);
    }
    None
}

/// A scalar extract at a static position of a fixed-size `from_elements` is that element.
fn extract_of_from_elements(ctx: &mut Context, x: ExtractOp) -> Option<Vec<FoldResult>> {
    if !x.dynamic_position(ctx).is_empty() {
        return None;
    }
    let from = FromElementsOp::defining(ctx, x.source(ctx))?;
    let (shape, scalable, element) = vector_parts(ctx, ctx.value_type(x.source(ctx)))?;
    if scalable.contains(&true) || ctx.value_type(x.result(ctx)) != element {
        return None;
    }
    let index = linearize(&x.static_position(ctx), shape)?;
    let value = *from.elements(ctx).get(index)?;
    Some(vec![FoldResult::Value(value)])
}

/// MLIR's `foldExtractStridedOpFromInsertChain`: a strided slice taken inside a slice
/// inserted by an `insert_strided_slice` (of the same rank, with the same strides) is taken
/// from the inserted value; slices inserted elsewhere are looked under; a partial overlap
/// stops the fold.
pub(super) fn slice_of_inserted_slice(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let x = ExtractStridedSliceOp::cast(ctx, op)?;
    let (offsets, sizes, strides) = (x.offsets(ctx), x.sizes(ctx), x.strides(ctx));
    let rank = shape_of(ctx, ctx.value_type(x.source(ctx))).len();
    let mut from = x.source(ctx);
    while let Some(ins) = InsertStridedSliceOp::defining(ctx, from) {
        let inserted_shape = shape_of(ctx, ctx.value_type(ins.valueToStore(ctx)));
        let (ins_offsets, ins_strides) = (ins.offsets(ctx), ins.strides(ctx));
        if inserted_shape.len() != rank || offsets.len() > ins_offsets.len() {
            return None;
        }
        // (Both ops verify unit strides; MLIR still compares them.)
        if strides.iter().zip(&ins_strides).any(|(a, b)| a != b) {
            return None;
        }
        let dest_shape = shape_of(ctx, ctx.value_type(ins.dest(ctx)));
        // MLIR 22 also folds when the inserted slice does not span a dimension the
        // extract takes whole, making a slice of the wrong type: such a slice is only
        // partly inserted here.
        let spans_rest = (offsets.len()..rank)
            .all(|d| ins_offsets.get(d) == Some(&0) && inserted_shape.get(d) == dest_shape.get(d));
        match overlap(&offsets, &sizes, &ins_offsets, &inserted_shape) {
            Overlap::Inside(_) if !spans_rest => return None,
            Overlap::Inside(diffs) => {
                let value = ins.valueToStore(ctx);
                x.set_offsets(ctx, diffs);
                if let Some(slot) = ctx.op_mut(op).operands.first_mut() {
                    *slot = value;
                }
                return Some(vec![FoldResult::Value(x.result(ctx))]);
            }
            Overlap::Disjoint => from = ins.dest(ctx),
            Overlap::Partial => return None,
        }
    }
    None
}

/// How a slice (`offsets`, `sizes`) lies against an inserted slice (`starts`, `shape`).
enum Overlap {
    /// Inside it, at these offsets within it.
    Inside(Vec<i64>),
    /// Apart from it along some dimension.
    Disjoint,
    /// Starting inside it but running out.
    Partial,
}

/// Dimension by dimension, in order, as MLIR compares them: the first dimension starting
/// outside makes the slices disjoint, one running out makes them overlap partially.
fn overlap(offsets: &[i64], sizes: &[i64], starts: &[i64], shape: &[i64]) -> Overlap {
    let mut diffs = Vec::with_capacity(offsets.len());
    let mut partial = false;
    for (dim, &offset) in offsets.iter().enumerate() {
        let (Some(&start), Some(&extent)) = (starts.get(dim), shape.get(dim)) else {
            return Overlap::Partial;
        };
        let end = start.saturating_add(extent);
        if !(start <= offset && offset < end) {
            return Overlap::Disjoint;
        }
        let size = sizes.get(dim).copied().unwrap_or(0);
        partial |= offset.saturating_add(size) > end;
        diffs.push(offset - start);
    }
    if partial {
        Overlap::Partial
    } else {
        Overlap::Inside(diffs)
    }
}
