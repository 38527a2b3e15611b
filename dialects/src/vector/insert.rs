//! `vector.insert` and `vector.broadcast` folds and canonicalizations, as mlir-opt-22
//! applies them: constant positions become static, an insert over an insert at the same
//! position writes under it, constants fold (up to 256 elements); an insert filling the
//! whole vector is a broadcast, inserting a splat into the same splat is that splat, and a
//! chain of inserts that writes every element is one `from_elements`. A broadcast to its
//! own type is its source, of a shape_cast adding or removing leading unit dimensions a
//! broadcast of the shape_cast's source, of a constant a splat constant, of a broadcast one
//! broadcast.

use tile_ir::builder::OpBuilder;
use tile_ir::dialect::FoldResult;
use tile_ir::pass::rewrite::{InsertPoint, Rewriter};
use tile_ir::types::DYNAMIC;
use tile_ir::{Context, OpId, Type, Value};

use super::types::vector_parts;
use super::{BroadcastOp, ExtractOp, FromElementsOp, InsertOp, ToElementsOp};
use crate::arith::consts::{Elems, constant_of, encode};
use crate::view_like::fold_constant_entries;

/// MLIR's poison position (`kPoisonIndex`).
const POISON: i64 = -1;

/// Constants with more elements than this are not folded (MLIR also folds them when the
/// insert has one use, which a fold cannot see).
const MAX_FOLDED_ELEMENTS: usize = 256;

/// The shape of a vector type (empty for a scalar).
pub(super) fn shape_of(ctx: &Context, t: Type) -> Vec<i64> {
    vector_parts(ctx, t).map_or_else(Vec::new, |(s, _, _)| s.to_vec())
}

/// The number of elements of a vector type (1 for a scalar).
pub(super) fn num_elements(ctx: &Context, t: Type) -> Option<usize> {
    shape_of(ctx, t)
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?))
}

/// The type an extract at a position of `count` entries takes from a fixed-size vector of
/// type `ty`: the remaining inner dimensions, or the element when none remain.
pub(super) fn extracted_type(ctx: &mut Context, ty: Type, count: usize) -> Option<Type> {
    let (shape, _, element) = vector_parts(ctx, ty)?;
    let inner: Vec<i64> = shape.iter().skip(count).copied().collect();
    if inner.is_empty() {
        return Some(element);
    }
    Some(ctx.intern_type(tile_ir::TypeKind::Vector {
        scalable: vec![false; inner.len()],
        shape: inner,
        element,
    }))
}

/// The row-major index of the first element at `position` (a prefix of the indices) in a
/// vector of `shape`.
pub(super) fn linearize(position: &[i64], shape: &[i64]) -> Option<usize> {
    let mut index: i64 = 0;
    for (i, &d) in shape.iter().enumerate() {
        let p = position.get(i).copied().unwrap_or(0);
        index = index.checked_mul(d)?.checked_add(p)?;
    }
    usize::try_from(index).ok()
}

/// `vector.insert`'s fold (MLIR's `InsertOp::fold`).
pub(super) fn fold_insert(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let x = InsertOp::cast(ctx, op)?;
    let (value, result) = (x.valueToStore(ctx), x.result(ctx));
    if x.static_position(ctx).is_empty() && ctx.value_type(value) == ctx.value_type(result) {
        return Some(vec![FoldResult::Value(value)]);
    }
    let in_place = constant_positions(ctx, x);
    let folded = insert_over_insert(ctx, x).or_else(|| {
        if x.static_position(ctx).contains(&POISON) {
            return None;
        }
        insert_constant(ctx, x)
    });
    folded.or_else(|| in_place.then(|| vec![FoldResult::Value(result)]))
}

/// MLIR's `extractInsertFoldConstantOp` on a position into a vector of type `ty`:
/// constant dynamic entries inside the vector (or poison) become static. The new static
/// and dynamic entries when any did.
pub(super) fn constant_position(
    ctx: &Context,
    ty: Type,
    statics: Vec<i64>,
    dynamics: &[Value],
) -> Option<(Vec<i64>, Vec<Value>)> {
    let shape = shape_of(ctx, ty);
    let (mut statics, mut dynamics) = (statics, dynamics.to_vec());
    let in_range = |i: usize, c: i64| c >= POISON && shape.get(i).is_some_and(|&d| c < d);
    fold_constant_entries(ctx, &mut statics, &mut dynamics, in_range).then_some((statics, dynamics))
}

/// Constant dynamic positions inside the vector (or poison) become static, in place.
fn constant_positions(ctx: &mut Context, x: InsertOp) -> bool {
    let dest = x.dest(ctx);
    let position = x.static_position(ctx);
    let Some((statics, dynamics)) =
        constant_position(ctx, ctx.value_type(dest), position, x.dynamic_position(ctx))
    else {
        return false;
    };
    x.set_static_position(ctx, statics);
    let value = x.valueToStore(ctx);
    let operands = &mut ctx.op_mut(x.op()).operands;
    operands.truncate(0);
    for v in [value, dest].into_iter().chain(dynamics) {
        operands.push(v);
    }
    true
}

/// An insert into an insert at the same position writes into the inner insert's
/// destination instead (in place).
fn insert_over_insert(ctx: &mut Context, x: InsertOp) -> Option<Vec<FoldResult>> {
    let inner = InsertOp::defining(ctx, x.dest(ctx))?;
    let same = x.static_position(ctx) == inner.static_position(ctx)
        && x.dynamic_position(ctx) == inner.dynamic_position(ctx);
    if !same {
        return None;
    }
    let dest = inner.dest(ctx);
    *ctx.op_mut(x.op()).operands.get_mut(1)? = dest;
    Some(vec![FoldResult::Value(x.result(ctx))])
}

/// A constant inserted at a static position into a constant is a constant.
fn insert_constant(ctx: &mut Context, x: InsertOp) -> Option<Vec<FoldResult>> {
    if !x.dynamic_position(ctx).is_empty() {
        return None;
    }
    let dest_ty = ctx.value_type(x.dest(ctx));
    let (shape, scalable, _) = vector_parts(ctx, dest_ty)?;
    let (shape, n) = (shape.to_vec(), num_elements(ctx, dest_ty)?);
    if scalable.contains(&true) || n > MAX_FOLDED_ELEMENTS {
        return None;
    }
    let dest = constant_of(ctx, x.dest(ctx))?;
    let value = constant_of(ctx, x.valueToStore(ctx))?;
    let mut all = match dest.elems {
        Elems::Splat(s) => vec![s; n],
        Elems::Dense(v) => v,
        Elems::Scalar(_) => return None,
    };
    let inserted = match value.elems {
        Elems::Scalar(s) => vec![s],
        Elems::Splat(s) => vec![s; num_elements(ctx, value.ty)?],
        Elems::Dense(v) => v,
    };
    let start = linearize(&x.static_position(ctx), &shape)?;
    all.get_mut(start..start.checked_add(inserted.len())?)?
        .copy_from_slice(&inserted);
    Some(vec![FoldResult::Attr(encode(
        ctx,
        dest_ty,
        Elems::Dense(all),
    )?)])
}

/// The canonicalization patterns of `vector.insert`, in MLIR's order.
pub(super) fn canonicalize_insert(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let x = InsertOp::cast(rewriter.ctx(), op)?;
    insert_of_whole_vector(x, rewriter)
        .or_else(|| splat_into_same_splat(x, rewriter))
        .or_else(|| insert_chain_to_elements(op, rewriter))
}

/// Replaces `op` by a broadcast of `source` to `ty`.
pub(super) fn replace_with_broadcast(
    op: OpId,
    rewriter: &mut Rewriter<'_>,
    ty: Type,
    source: Value,
) {
    let loc = rewriter.ctx().op(op).loc;
    let new = BroadcastOp::build(
        &mut OpBuilder::detached(),
        rewriter.ctx_mut(),
        loc,
        ty,
        source,
    );
    rewriter.replace_op_with_built(op, new.op());
}

/// An inserted vector with as many elements as the destination (only unit dimensions
/// around it) is the whole result: a broadcast of it (MLIR's `InsertToBroadcast`).
fn insert_of_whole_vector(x: InsertOp, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let (value, dest_ty) = (x.valueToStore(ctx), ctx.value_type(x.dest(ctx)));
    let value_ty = ctx.value_type(value);
    if vector_parts(ctx, value_ty).is_none()
        || num_elements(ctx, value_ty) != num_elements(ctx, dest_ty)
    {
        return None;
    }
    replace_with_broadcast(x.op(), rewriter, dest_ty, value);
    Some(())
}

/// The scalar a value broadcasts, when it is a `vector.broadcast` of a scalar (MLIR's
/// `getScalarSplatSource`).
pub(super) fn scalar_splat_source(ctx: &Context, v: Value) -> Option<Value> {
    let b = BroadcastOp::defining(ctx, v)?;
    let source = b.source(ctx);
    vector_parts(ctx, ctx.value_type(source))
        .is_none()
        .then_some(source)
}

/// The scalar both `a` and `b` are splats of.
pub(super) fn common_splat(ctx: &Context, a: Value, b: Value) -> Option<Value> {
    scalar_splat_source(ctx, a).filter(|&s| scalar_splat_source(ctx, b) == Some(s))
}

/// Replaces `op` by a broadcast to `ty` of the scalar both `a` and `b` are splats of, if any.
pub(super) fn replace_with_common_splat(
    op: OpId,
    rewriter: &mut Rewriter<'_>,
    (a, b): (Value, Value),
    ty: Type,
) -> Option<()> {
    let splat = common_splat(rewriter.ctx(), a, b)?;
    replace_with_broadcast(op, rewriter, ty, splat);
    Some(())
}

/// A splat inserted into a splat of the same scalar is that splat (MLIR's
/// `InsertSplatToSplat`).
fn splat_into_same_splat(x: InsertOp, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let (operands, ty) = (
        (x.valueToStore(ctx), x.dest(ctx)),
        ctx.value_type(x.result(ctx)),
    );
    replace_with_common_splat(x.op(), rewriter, operands, ty)
}

/// One insert of a chain: where its elements start, how many there are, what is stored.
struct Write {
    start: usize,
    len: usize,
    value: Value,
}

/// MLIR's `InsertChainFullyInitialized`: the last insert of a chain of static inserts
/// (each inner one used only by the next) that together write every element is one
/// `from_elements`, reading inserted vectors through `to_elements`.
fn insert_chain_to_elements(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let (ty, writes) = chain_writes(op, rewriter)?;
    let n = num_elements(rewriter.ctx(), ty)?;
    let loc = rewriter.ctx().op(op).loc;
    rewriter.set_insertion_point(InsertPoint::Before(op));
    let mut elements: Vec<Option<Value>> = vec![None; n];
    for w in writes.iter().rev() {
        let ctx = rewriter.ctx();
        let Some((_, _, element)) = vector_parts(ctx, ctx.value_type(w.value)) else {
            if let Some(slot) = elements.get_mut(w.start) {
                *slot = Some(w.value);
            }
            continue;
        };
        let types = vec![element; w.len];
        let parts = ToElementsOp::build(
            &mut OpBuilder::detached(),
            rewriter.ctx_mut(),
            loc,
            &types,
            w.value,
        );
        let values = parts.elements(rewriter.ctx()).to_vec();
        rewriter.insert(parts.op());
        for (slot, v) in elements.iter_mut().skip(w.start).zip(values) {
            *slot = Some(v);
        }
    }
    let elements = elements.into_iter().collect::<Option<Vec<Value>>>()?;
    let new = FromElementsOp::build(
        &mut OpBuilder::detached(),
        rewriter.ctx_mut(),
        loc,
        ty,
        &elements,
    );
    rewriter.replace_op_with_built(op, new.op());
    Some(())
}

/// The writes of the chain ending at `op`, last first, up to the one completing the
/// vector; `None` unless the chain qualifies and writes every element.
fn chain_writes(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<(Type, Vec<Write>)> {
    let ctx = rewriter.ctx();
    let last = InsertOp::cast(ctx, op)?;
    let ty = ctx.value_type(last.dest(ctx));
    let (shape, scalable, _) = vector_parts(ctx, ty)?;
    let shape = shape.to_vec();
    if scalable.contains(&true) {
        return None;
    }
    let result = last.result(ctx);
    for user in rewriter.users(result) {
        let ctx = rewriter.ctx();
        if InsertOp::cast(ctx, user).is_some_and(|u| u.dest(ctx) == result) {
            return None;
        }
    }
    let mut chain = vec![last];
    let mut current = last;
    loop {
        let ctx = rewriter.ctx();
        if !current.dynamic_position(ctx).is_empty() {
            return None;
        }
        let Some(next) = InsertOp::defining(ctx, current.dest(ctx)) else {
            break;
        };
        let next_result = next.result(ctx);
        if rewriter.uses().use_count(next_result) != 1 {
            return None;
        }
        chain.push(next);
        current = next;
    }
    let ctx = rewriter.ctx();
    let n = num_elements(ctx, ty)?;
    let mut written = vec![false; n];
    let mut count = 0;
    let mut writes = Vec::new();
    for ins in chain {
        let position = ins.static_position(ctx);
        if position.contains(&POISON) || position.contains(&DYNAMIC) {
            return None;
        }
        let start = linearize(&position, &shape)?;
        let value = ins.valueToStore(ctx);
        let len = num_elements(ctx, ctx.value_type(value))?;
        for w in written.get_mut(start..start.checked_add(len)?)? {
            count += usize::from(!*w);
            *w = true;
        }
        writes.push(Write { start, len, value });
        if count == n {
            return Some((ty, writes));
        }
    }
    None
}

/// MLIR's `foldExtractFromFromElements`: a vector extracted at a static position from a
/// fixed-size `from_elements` is a `from_elements` of its elements.
pub(super) fn extract_from_elements(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = ExtractOp::cast(ctx, op)?;
    let result_ty = ctx.value_type(x.result(ctx));
    let (_, result_scalable, _) = vector_parts(ctx, result_ty)?;
    let from = FromElementsOp::defining(ctx, x.source(ctx))?;
    let (shape, scalable, _) = vector_parts(ctx, ctx.value_type(x.source(ctx)))?;
    if !x.dynamic_position(ctx).is_empty()
        || scalable.contains(&true)
        || result_scalable.contains(&true)
    {
        return None;
    }
    let (Some(start), Some(n)) = (
        linearize(&x.static_position(ctx), shape),
        num_elements(ctx, result_ty),
    ) else {
        return None;
    };
    let elements = start
        .checked_add(n)
        .and_then(|end| from.elements(ctx).get(start..end))
        .map(<[Value]>::to_vec)?;
    let loc = ctx.op(op).loc;
    let new = FromElementsOp::build(
        &mut OpBuilder::detached(),
        rewriter.ctx_mut(),
        loc,
        result_ty,
        &elements,
    );
    rewriter.replace_op_with_built(op, new.op());
    Some(())
}

/// `vector.broadcast`'s fold: to its own type it is its source; of a scalar or splat
/// constant, a splat constant.
pub(super) fn fold_broadcast(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let b = BroadcastOp::cast(ctx, op)?;
    let (source, ty) = (b.source(ctx), ctx.value_type(b.vector(ctx)));
    if ctx.value_type(source) == ty {
        return Some(vec![FoldResult::Value(source)]);
    }
    if let Some(original) = shape_cast_of_leading_ones(ctx, source, ty) {
        *ctx.op_mut(op).operands.first_mut()? = original;
        return Some(vec![FoldResult::Value(b.vector(ctx))]);
    }
    let splat = match constant_of(ctx, source)?.elems {
        Elems::Scalar(s) | Elems::Splat(s) => s,
        Elems::Dense(_) => return None,
    };
    Some(vec![FoldResult::Attr(encode(
        ctx,
        ty,
        Elems::Splat(splat),
    )?)])
}

/// The source of a shape_cast `v` that only adds or removes leading unit dimensions, when
/// it broadcasts to `ty` itself (MLIR's `foldBroadcastOfShapeCast`).
fn shape_cast_of_leading_ones(ctx: &Context, v: Value, ty: Type) -> Option<Value> {
    let cast = super::ShapeCastOp::defining(ctx, v)?;
    let original = cast.source(ctx);
    let original_ty = ctx.value_type(original);
    if super::shape::broadcast_error(ctx, original_ty, ty).is_some() {
        return None;
    }
    let (from, to) = (shape_of(ctx, original_ty), shape_of(ctx, ctx.value_type(v)));
    let n = from.len().min(to.len());
    let trailing = |s: &[i64]| s.get(s.len() - n..).map(<[i64]>::to_vec);
    (trailing(&from) == trailing(&to)).then_some(original)
}

/// A broadcast of a broadcast broadcasts the first source (MLIR's `BroadcastFolder`).
pub(super) fn broadcast_of_broadcast(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let b = BroadcastOp::cast(ctx, op)?;
    let (source, ty) = (b.source(ctx), ctx.value_type(b.vector(ctx)));
    rebroadcast(op, rewriter, source, ty, |_, _| true)
}

/// Replaces `op`, whose operand `source` a broadcast makes, by a broadcast to `ty` of that
/// broadcast's value, when `keep(value)` holds.
pub(super) fn rebroadcast(
    op: OpId,
    rewriter: &mut Rewriter<'_>,
    source: Value,
    ty: Type,
    keep: impl FnOnce(&Context, Value) -> bool,
) -> Option<()> {
    let ctx = rewriter.ctx();
    let value = BroadcastOp::defining(ctx, source).map(|b| b.source(ctx))?;
    if !keep(ctx, value) {
        return None;
    }
    replace_with_broadcast(op, rewriter, ty, value);
    Some(())
}
