//! MLIR's `OpWithOffsetSizesAndStridesConstantArgumentFolder` for `tensor.extract_slice` and
//! `InsertSliceOpConstantArgumentFolder` for `tensor.insert_slice`: constant offsets, sizes
//! and strides become static, the slice type follows (rank-reduced by dropping the first
//! unit dimensions, as `inferCanonicalRankReducedResultType`), and a cast keeps the old
//! type for users (an extracted slice) or gives the source the new one (an inserted
//! slice). Not applied when a folded value would make the op invalid.

use tile_ir::pass::rewrite::{InsertPoint, Rewriter};
use tile_ir::types::DYNAMIC;
use tile_ir::{Context, OpId, Type, TypeKind, Value};

use super::cast_folds::insert_cast;
use super::{ExtractSliceOp, InsertSliceOp};
use crate::arith::consts::constant_int_scalar;
use crate::shaped_folds::replace_with_cast_back;
use crate::view_like::OffsetSizeStride;

/// A static list with `DYNAMIC` slots filled by `dynamics` in order, with constant
/// operands made static: the new list and the operands left.
pub(crate) fn fold_list(
    ctx: &Context,
    statics: &[i64],
    dynamics: &[Value],
    only_non_negative: bool,
) -> (Vec<i64>, Vec<Value>) {
    let mut rest = dynamics.iter();
    let mut left = Vec::new();
    let folded = statics
        .iter()
        .map(|&s| {
            if s != DYNAMIC {
                return s;
            }
            let Some(&v) = rest.next() else {
                return s;
            };
            match constant_int_scalar(ctx, v).and_then(|c| i64::try_from(c).ok()) {
                Some(c) if c != DYNAMIC && (c >= 0 || !only_non_negative) => c,
                _ => {
                    left.push(v);
                    s
                }
            }
        })
        .collect();
    (folded, left)
}

/// Offsets, sizes and strides (static lists and operands) after folding the constants of
/// the first list that has any, as MLIR's short-circuit `foldDynamicIndexList` calls do
/// (non-negative ones for offsets and sizes); `None` when nothing folds.
type Folded = ([Vec<i64>; 3], [Vec<Value>; 3]);

fn fold_all(ctx: &Context, statics: [Vec<i64>; 3], dynamics: [&[Value]; 3]) -> Option<Folded> {
    let mut lists: Vec<(Vec<i64>, Vec<Value>)> = statics
        .iter()
        .zip(dynamics)
        .map(|(st, dy)| (st.clone(), dy.to_vec()))
        .collect();
    let changed = lists.iter_mut().enumerate().any(|(i, (st, dy))| {
        let (new_st, new_dy) = fold_list(ctx, st, dy, i < 2);
        let changed = new_dy.len() != dy.len();
        (*st, *dy) = (new_st, new_dy);
        changed
    });
    let [(o, od), (s, sd), (t, td)]: [(Vec<i64>, Vec<Value>); 3] = lists.try_into().ok()?;
    changed.then_some(([o, s, t], [od, sd, td]))
}

/// MLIR's `inferCanonicalRankReducedResultType`: the sizes as a shape of `sliced`'s element
/// type and encoding, with the first unit dimensions dropped until it has `rank`
/// dimensions; `None` for a rank-reduced slice of an encoded tensor (left alone here).
fn slice_type(ctx: &mut Context, sliced: Type, sizes: &[i64], rank: usize) -> Option<Type> {
    let TypeKind::RankedTensor {
        element, encoding, ..
    } = ctx.type_kind(sliced).clone()
    else {
        return None;
    };
    let mut drop = sizes.len().saturating_sub(rank);
    if drop > 0 && encoding.is_some() {
        return None;
    }
    let shape: Vec<i64> = sizes
        .iter()
        .copied()
        .filter(|&d| {
            let dropped = drop > 0 && d == 1;
            if dropped {
                drop -= 1;
            }
            !dropped
        })
        .collect();
    Some(ctx.intern_type(TypeKind::RankedTensor {
        shape,
        element,
        encoding,
    }))
}

/// The shape and element type of a ranked tensor type.
fn parts(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    super::util::tensor_parts(ctx, t).map(|(s, e)| (s.to_vec(), e))
}

/// [`fold_all`] on the lists of a slice of `sliced` (a ranked tensor type), kept only when
/// the slice stays within its static bounds.
fn fold_in_bounds(
    ctx: &Context,
    op: OpId,
    (statics, dynamics): ([Vec<i64>; 3], [&[Value]; 3]),
    sliced: Type,
) -> Option<Folded> {
    let (shape, _) = parts(ctx, sliced)?;
    let (st, dy) = fold_all(ctx, statics, dynamics)?;
    crate::view_like::check_in_bounds(ctx, op, &shape, &st)
        .is_ok()
        .then_some((st, dy))
}

/// The extract_slice pattern.
pub fn extract_slice_constants(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = ExtractSliceOp::cast(ctx, op)?;
    let (source, old_ty, loc) = (x.source(ctx), ctx.value_type(x.result(ctx)), ctx.op(op).loc);
    let lists = (
        x.static_lists(ctx),
        [x.offsets(ctx), x.sizes(ctx), x.strides(ctx)],
    );
    let src_ty = ctx.value_type(source);
    let (st, dy) = fold_in_bounds(ctx, op, lists, src_ty)?;
    let (res_shape, _) = parts(ctx, old_ty)?;
    let [so, ss, sst] = st;
    let [o, s, t] = dy;
    let c = rewriter.ctx_mut();
    let ty = slice_type(c, src_ty, &ss, res_shape.len())?;
    let mut b = tile_ir::builder::OpBuilder::detached();
    let new = ExtractSliceOp::build(&mut b, c, loc, ty, source, &o, &s, &t, so, ss, sst);
    replace_with_cast_back(op, rewriter, new.op())
}

/// The insert_slice pattern.
pub fn insert_slice_constants(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = InsertSliceOp::cast(ctx, op)?;
    let (source, dest, loc) = (x.source(ctx), x.dest(ctx), ctx.op(op).loc);
    let dest_ty = ctx.value_type(dest);
    let lists = (
        x.static_lists(ctx),
        [x.offsets(ctx), x.sizes(ctx), x.strides(ctx)],
    );
    let (st, dy) = fold_in_bounds(ctx, op, lists, dest_ty)?;
    let (src_shape, _) = parts(ctx, ctx.value_type(source))?;
    let [so, ss, sst] = st;
    let [o, s, t] = dy;
    let ty = slice_type(rewriter.ctx_mut(), dest_ty, &ss, src_shape.len())?;
    rewriter.set_insertion_point(InsertPoint::Before(op));
    let to_insert = if ty == rewriter.ctx().value_type(source) {
        source
    } else {
        insert_cast(rewriter, loc, source, ty)
    };
    let c = rewriter.ctx_mut();
    let mut b = tile_ir::builder::OpBuilder::detached();
    let new = InsertSliceOp::build(
        &mut b, c, loc, dest_ty, to_insert, dest, &o, &s, &t, so, ss, sst,
    );
    rewriter.replace_op_with_built(op, new.op());
    Some(())
}
