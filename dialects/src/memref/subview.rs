//! `memref.subview` canonicalizations, as mlir-opt-22 applies them in this order: constant
//! offsets, sizes and strides become static (MLIR's
//! `OpWithOffsetSizesAndStridesConstantArgumentFolder`), a subview of a `memref.cast` views
//! the cast's source (`SubViewOpMemRefCastFolder`), and a subview of the whole buffer is the
//! buffer (`TrivialSubViewOpFolder`). Each new subview has the more static type MLIR infers,
//! and a `memref.cast` gives users the old type.

use tile_ir::builder::OpBuilder;
use tile_ir::dialect::FoldResult;
use tile_ir::pass::rewrite::Rewriter;
use tile_ir::types::DYNAMIC;
use tile_ir::{AttrKind, Context, OpId, Type, TypeKind, Value};

use super::{CastOp, SubViewOp, reduction_mask_with_strides, sat_add, sat_mul, strides_and_offset};
use crate::arith::consts::constant_int_scalar;
use crate::shaped_folds::replace_with_cast_back;
use crate::view_like::{OffsetSizeStride, check_in_bounds, fold_constant_lists};

/// The canonicalization patterns of `memref.subview`, in MLIR's order.
pub(super) fn canonicalize_subview(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let view = SubViewOp::cast(rewriter.ctx(), op)?;
    constant_arguments_static(view, rewriter)
        .or_else(|| view_cast_source(view, rewriter))
        .or_else(|| whole_buffer(view, rewriter))
}

/// The layout of a subview of a buffer with strides `src_strides` and offset `src_offset`
/// (MLIR's `SubViewOp::inferResultType`): the offset moves by each offset times its source
/// stride, and each stride is the source's times the subview's (saturating to dynamic).
pub(super) fn subview_layout(
    src_strides: &[i64],
    src_offset: i64,
    offsets: &[i64],
    strides: &[i64],
) -> (Vec<i64>, i64) {
    let offset = offsets
        .iter()
        .zip(src_strides)
        .fold(src_offset, |acc, (&o, &st)| sat_add(acc, sat_mul(o, st)));
    let res_strides = src_strides
        .iter()
        .zip(strides)
        .map(|(&a, &b)| sat_mul(a, b))
        .collect();
    (res_strides, offset)
}

/// The type MLIR gives a subview of `source` with these static lists, without the
/// dimensions `dropped` marks (MLIR's `getCanonicalSubViewResultType`).
fn inferred_type(
    ctx: &mut Context,
    source: Type,
    [offsets, sizes, strides]: &[Vec<i64>; 3],
    dropped: &[bool],
) -> Option<Type> {
    let TypeKind::MemRef {
        element,
        memory_space,
        ..
    } = *ctx.type_kind(source)
    else {
        return None;
    };
    let (src_strides, src_offset) = strides_and_offset(ctx, source)?;
    let (all_strides, offset) = subview_layout(&src_strides, src_offset, offsets, strides);
    let kept = |i: usize| !dropped.get(i).copied().unwrap_or(false);
    let shape = sizes.iter().enumerate().filter(|(i, _)| kept(*i));
    let shape: Vec<i64> = shape.map(|(_, &s)| s).collect();
    let strides = all_strides.iter().enumerate().filter(|(i, _)| kept(*i));
    let strides: Vec<i64> = strides.map(|(_, &s)| s).collect();
    let layout = ctx.intern_attr(AttrKind::StridedLayout { offset, strides });
    Some(ctx.intern_type(TypeKind::MemRef {
        shape,
        element,
        layout: Some(layout),
        memory_space,
    }))
}

/// The dimensions a subview with result type `result` drops from `source` (MLIR's
/// `computeMemRefRankReductionMask` as `getDroppedDims` calls it: unit static sizes, told
/// apart by the source's strides when there are more of them than dropped dimensions).
fn dropped_dims(ctx: &Context, source: Type, result: Type, sizes: &[i64]) -> Option<Vec<bool>> {
    let (src_strides, _) = strides_and_offset(ctx, source)?;
    reduction_mask_with_strides(ctx, sizes, &src_strides, result)
}

/// A subview of `source` with the given dynamic operands and static lists and type `ty`,
/// then a cast to the old result type, in place of `op`; whether it replaced `op`.
fn replace_with_subview(
    op: OpId,
    rewriter: &mut Rewriter<'_>,
    (source, ty): (Value, Type),
    dynamics: [Vec<Value>; 3],
    statics: [Vec<i64>; 3],
) -> Option<()> {
    let c = rewriter.ctx_mut();
    let loc = c.op(op).loc;
    let mut b = OpBuilder::detached();
    let [offs, sizes, strides] = dynamics;
    let [so, ss, st] = statics;
    let new = SubViewOp::build(
        &mut b, c, loc, ty, source, &offs, &sizes, &strides, so, ss, st,
    );
    replace_with_cast_back(op, rewriter, new.op())
}

/// The dynamic offsets, sizes and strides of a subview.
fn dynamic_lists(ctx: &Context, view: SubViewOp) -> [Vec<Value>; 3] {
    [
        view.offsets(ctx).to_vec(),
        view.sizes(ctx).to_vec(),
        view.strides(ctx).to_vec(),
    ]
}

/// Constant offsets and sizes (not negative) and strides become static entries, when the
/// slice then stays inside the source.
fn constant_arguments_static(view: SubViewOp, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let (ctx, op) = (rewriter.ctx(), view.op());
    let old_sizes = view.static_sizes(ctx);
    let mut statics = view.static_lists(ctx);
    let mut dynamics = dynamic_lists(ctx, view);
    let changed = fold_constant_lists(ctx, &mut statics, &mut dynamics);
    let (source, result) = (view.source(ctx), view.result(ctx));
    let (source_ty, result_ty) = (ctx.value_type(source), ctx.value_type(result));
    let shape = crate::ods::shape_of(ctx, source_ty)?;
    if !changed || check_in_bounds(ctx, op, &shape, &statics).is_err() {
        return None;
    }
    let dropped = dropped_dims(ctx, source_ty, result_ty, &old_sizes)?;
    let ty = inferred_type(rewriter.ctx_mut(), source_ty, &statics, &dropped)?;
    replace_with_subview(op, rewriter, (source, ty), dynamics, statics)
}

/// Whether a `memref.cast` may be looked through by a view or copy of it (MLIR's
/// `CastOp::canFoldIntoConsumerOp`): ranked strided buffers of one element type and rank,
/// and no size, offset or stride becomes more static through the cast (the cast would
/// assert it).
pub(crate) fn cast_folds_into_consumer(ctx: &Context, cast: CastOp) -> bool {
    let (from, to) = (
        ctx.value_type(cast.source(ctx)),
        ctx.value_type(cast.dest(ctx)),
    );
    let (Some((from_shape, from_elem, ..)), Some((to_shape, to_elem, ..))) = (
        crate::ods::memref_parts(ctx, from),
        crate::ods::memref_parts(ctx, to),
    ) else {
        return false;
    };
    let (Some((from_strides, from_offset)), Some((to_strides, to_offset))) =
        (strides_and_offset(ctx, from), strides_and_offset(ctx, to))
    else {
        return false;
    };
    // A static entry may become dynamic; a dynamic one may not become static.
    let loosens = |a: &[i64], b: &[i64]| {
        a.iter()
            .zip(b)
            .all(|(&x, &y)| x == y || x != DYNAMIC || y == DYNAMIC)
    };
    from_elem == to_elem
        && from_shape.len() == to_shape.len()
        && loosens(&from_shape, &to_shape)
        && loosens(&[from_offset], &[to_offset])
        && loosens(&from_strides, &to_strides)
}

/// A subview (with no constant operand left) of a `memref.cast` that only loosens the type
/// views the cast's source, with the type inferred from it.
fn view_cast_source(view: SubViewOp, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let (ctx, op) = (rewriter.ctx(), view.op());
    let dynamics = dynamic_lists(ctx, view);
    if dynamics
        .iter()
        .flatten()
        .any(|&v| constant_int_scalar(ctx, v).is_some())
    {
        return None;
    }
    let cast = CastOp::defining(ctx, view.source(ctx))?;
    if !cast_folds_into_consumer(ctx, cast) {
        return None;
    }
    let statics = view.static_lists(ctx);
    let (old_source, original) = (view.source(ctx), cast.source(ctx));
    let (old_source_ty, result_ty) = (ctx.value_type(old_source), ctx.value_type(view.result(ctx)));
    let original_ty = ctx.value_type(original);
    let dropped = dropped_dims(ctx, old_source_ty, result_ty, &statics[1])?;
    let ty = inferred_type(rewriter.ctx_mut(), original_ty, &statics, &dropped)?;
    replace_with_subview(op, rewriter, (original, ty), dynamics, statics)
}

/// Whether every entry of a mixed list is a known constant equal to `want(i)`.
fn all_constant(
    ctx: &Context,
    statics: &[i64],
    dynamics: &[Value],
    want: impl Fn(usize) -> Option<i64>,
) -> bool {
    let mut values = dynamics.iter();
    statics.iter().enumerate().all(|(i, &s)| {
        let c = if s == DYNAMIC {
            values
                .next()
                .and_then(|&v| constant_int_scalar(ctx, v))
                .and_then(|c| i64::try_from(c).ok())
        } else {
            Some(s)
        };
        c.is_some() && c == want(i)
    })
}

/// A subview of the whole buffer (offsets 0, strides 1, sizes the static source shape, no
/// rank reduction) is the buffer, cast to the subview's type when it differs.
fn whole_buffer(view: SubViewOp, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let (ctx, op) = (rewriter.ctx(), view.op());
    let (source, result) = (view.source(ctx), view.result(ctx));
    let (source_ty, result_ty) = (ctx.value_type(source), ctx.value_type(result));
    let (Some(shape), Some(res_shape)) = (
        crate::ods::shape_of(ctx, source_ty),
        crate::ods::shape_of(ctx, result_ty),
    ) else {
        return None;
    };
    let [offs, sizes, strides] = view.static_lists(ctx);
    let [d_offs, d_sizes, d_strides] = dynamic_lists(ctx, view);
    let trivial = shape.len() == res_shape.len()
        && all_constant(ctx, &offs, &d_offs, |_| Some(0))
        && all_constant(ctx, &strides, &d_strides, |_| Some(1))
        && all_constant(ctx, &sizes, &d_sizes, |i| {
            shape.get(i).copied().filter(|&d| d != DYNAMIC)
        });
    if !trivial {
        return None;
    }
    if source_ty == result_ty {
        rewriter.replace_op(op, &[source]);
        return Some(());
    }
    let loc = ctx.op(op).loc;
    let mut b = OpBuilder::detached();
    let cast = CastOp::build(&mut b, rewriter.ctx_mut(), loc, result_ty, source);
    rewriter.replace_op_with_built(op, cast.op());
    Some(())
}

/// `memref.subview` folds (MLIR's `SubViewOp::fold`): one whose type is its source's, static
/// in shape and layout, is the source; a subview at offset 0 with unit strides of a subview
/// with the same sizes, of the same type as its source, is that source.
pub(super) fn fold_subview(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let view = SubViewOp::cast(ctx, op)?;
    let source = view.source(ctx);
    let (source_ty, result_ty) = (ctx.value_type(source), ctx.value_type(view.result(ctx)));
    if source_ty == result_ty && fully_static(ctx, result_ty) {
        return Some(vec![FoldResult::Value(source)]);
    }
    let inner = SubViewOp::defining(ctx, source)?;
    let [offs, sizes, strides] = view.static_lists(ctx);
    let [d_offs, d_sizes, d_strides] = dynamic_lists(ctx, view);
    let same_sizes = sizes == inner.static_sizes(ctx) && d_sizes == inner.sizes(ctx);
    let no_op = all_constant(ctx, &offs, &d_offs, |_| Some(0))
        && all_constant(ctx, &strides, &d_strides, |_| Some(1));
    (no_op && same_sizes && source_ty == result_ty).then(|| vec![FoldResult::Value(source)])
}

/// Whether a memref type has a static shape and, when strided, a static offset and strides.
fn fully_static(ctx: &Context, t: Type) -> bool {
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else {
        return false;
    };
    let static_layout = match layout.map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::StridedLayout { offset, strides }) => {
            *offset != DYNAMIC && !strides.contains(&DYNAMIC)
        }
        _ => true,
    };
    !shape.contains(&DYNAMIC) && static_layout
}

/// The size operand giving dynamic dimension `index` of a view's result (MLIR's
/// `DimOp::fold` for `memref.view` and `memref.subview`): for a subview, the size of the
/// source dimension that result dimension keeps.
pub(crate) fn dynamic_size_of_view(ctx: &Context, v: Value, index: usize) -> Option<Value> {
    let def = ctx.defining_op(v)?;
    if let Some(view) = super::ViewOp::cast(ctx, def) {
        let shape = crate::ods::shape_of(ctx, ctx.value_type(v))?;
        let position = shape.iter().take(index).filter(|&&d| d == DYNAMIC).count();
        return view.sizes(ctx).get(position).copied();
    }
    let view = SubViewOp::cast(ctx, def)?;
    let (source_ty, result_ty) = (ctx.value_type(view.source(ctx)), ctx.value_type(v));
    let sizes = view.static_sizes(ctx);
    let dropped = dropped_dims(ctx, source_ty, result_ty, &sizes)?;
    let kept = (0..sizes.len()).filter(|&i| !dropped.get(i).copied().unwrap_or(false));
    let source_index = kept.clone().nth(index)?;
    if sizes.get(source_index) != Some(&DYNAMIC) {
        return None;
    }
    let position = sizes
        .iter()
        .take(source_index)
        .filter(|&&d| d == DYNAMIC)
        .count();
    view.sizes(ctx).get(position).copied()
}
