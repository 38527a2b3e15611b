//! Folds of tensor ops (MLIR's `fold` methods), run by `canonicalize`.

use super::{ExtractOp, ExtractSliceOp, FromElementsOp};
use crate::arith::consts::{Elems, constant_int_scalar, constant_of, encode, splat_of};
use tile_ir::dialect::FoldResult;
use tile_ir::{Context, OpId, TypeKind};

/// MLIR's `ExtractOp::fold`: an element of a splat constant (at any indices), of
/// `tensor.from_elements` or of a dense constant at constant indices in bounds.
pub fn fold_extract(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let x = ExtractOp::cast(ctx, op)?;
    let tensor = x.tensor(ctx);
    let (shape, elem) = match ctx.type_kind(ctx.value_type(tensor)) {
        TypeKind::RankedTensor { shape, element, .. } => (shape.clone(), *element),
        _ => return None,
    };
    let constant = constant_of(ctx, tensor);
    if let Some(c) = &constant
        && let Elems::Splat(s) = c.elems
    {
        return Some(vec![FoldResult::Attr(encode(ctx, elem, Elems::Scalar(s))?)]);
    }
    let indices: Vec<i128> = x
        .indices(ctx)
        .iter()
        .map(|&i| constant_int_scalar(ctx, i))
        .collect::<Option<_>>()?;
    // Row-major position, every index within its (static) dimension.
    let mut flat: i128 = 0;
    for (&i, &d) in indices.iter().zip(&shape) {
        if d < 0 || i < 0 || i >= i128::from(d) {
            return None;
        }
        flat = flat.checked_mul(i128::from(d))?.checked_add(i)?;
    }
    let flat = usize::try_from(flat).ok()?;
    if let Some(fe) = ctx
        .defining_op(tensor)
        .and_then(|d| FromElementsOp::cast(ctx, d))
    {
        return Some(vec![FoldResult::Value(*fe.elements(ctx).get(flat)?)]);
    }
    match constant?.elems {
        Elems::Dense(v) => {
            let s = *v.get(flat)?;
            Some(vec![FoldResult::Attr(encode(ctx, elem, Elems::Scalar(s))?)])
        }
        _ => None,
    }
}

/// MLIR's `ExtractSliceOp::fold`: a slice of a splat constant is that splat of the slice's
/// type; a slice of a whole static tensor (zero offsets, the full sizes, unit strides, the
/// same type) is the tensor.
pub fn fold_extract_slice(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let x = ExtractSliceOp::cast(ctx, op)?;
    let (source, result) = (x.source(ctx), x.result(ctx));
    let result_ty = ctx.value_type(result);
    if let Some(s) = splat_of(ctx, source)
        && matches!(ctx.type_kind(result_ty), TypeKind::RankedTensor { shape, .. } if !shape.contains(&tile_ir::types::DYNAMIC))
    {
        return Some(vec![FoldResult::Attr(encode(
            ctx,
            result_ty,
            Elems::Splat(s),
        )?)]);
    }
    let shape = match ctx.type_kind(result_ty) {
        TypeKind::RankedTensor { shape, .. } => shape.clone(),
        _ => return None,
    };
    let identity = ctx.value_type(source) == result_ty
        && x.static_offsets(ctx).iter().all(|&o| o == 0)
        && x.static_strides(ctx).iter().all(|&s| s == 1)
        && x.static_sizes(ctx) == shape
        && !shape.contains(&tile_ir::types::DYNAMIC);
    identity.then(|| vec![FoldResult::Value(source)])
}
