//! Vector folds and canonicalizations mlir-opt-22 applies: transposes that compose or undo
//! each other, masks known at compile time (`create_mask` of constants, `constant_mask`s all
//! set or all clear, slices of constant masks), and slices that take the whole vector.

use tile_ir::attributes::{DenseValues, Scalar};
use tile_ir::dialect::FoldResult;
use tile_ir::ods::AttrConstraint;
use tile_ir::ods::constraints::DenseI64ArrayAttr;
use tile_ir::pass::rewrite::Rewriter;
use tile_ir::{AttrKind, Context, OpId, TypeKind};

use super::{ConstantMaskOp, CreateMaskOp, ExtractStridedSliceOp, TransposeOp};
use crate::arith::consts::{Elems, constant_int_scalar, encode, splat_of};

/// `transpose` of a splat constant is a splat; one keeping its type and the element order
/// (the identity, or moving only unit dimensions) is its source; a transpose of a transpose
/// permutes the original once (in place), or is the original when the two cancel.
pub(super) fn fold_transpose(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let t = TransposeOp::cast(ctx, op)?;
    let (source, ty) = (t.vector(ctx), ctx.value_type(t.result(ctx)));
    if let Some(s) = splat_of(ctx, source) {
        return Some(vec![FoldResult::Attr(encode(ctx, ty, Elems::Splat(s))?)]);
    }
    if ctx.value_type(source) == ty && super::casts::keeps_element_order(ctx, t) {
        return Some(vec![FoldResult::Value(source)]);
    }
    let perm = t.permutation(ctx);
    let identity = |p: &[i64]| p.iter().enumerate().all(|(i, &d)| d == i as i64);
    let inner = TransposeOp::defining(ctx, t.vector(ctx))?;
    let first = inner.permutation(ctx);
    // result[i] = source[first[perm[i]]].
    let composed: Vec<i64> = perm
        .iter()
        .map(|&p| usize::try_from(p).ok().and_then(|p| first.get(p).copied()))
        .collect::<Option<_>>()?;
    let original = inner.vector(ctx);
    if identity(&composed) {
        return Some(vec![FoldResult::Value(original)]);
    }
    let attr = DenseI64ArrayAttr::make(ctx, composed);
    ctx.set_op_property(op, "permutation", attr);
    if let Some(slot) = ctx.op_mut(op).operands.first_mut() {
        *slot = original;
    }
    Some(vec![FoldResult::Value(t.result(ctx))])
}

/// The shape and scalable flags of a vector type.
fn vector_shape(ctx: &Context, t: tile_ir::Type) -> Option<(Vec<i64>, Vec<bool>)> {
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape, scalable, ..
        } => Some((shape.clone(), scalable.clone())),
        _ => None,
    }
}

/// `constant_mask` with a zero size (nothing set) or with every size full (all set) is a
/// constant.
pub(super) fn fold_constant_mask(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let m = ConstantMaskOp::cast(ctx, op)?;
    let sizes = m.mask_dim_sizes(ctx);
    let ty = ctx.value_type(m.result(ctx));
    let (shape, scalable) = vector_shape(ctx, ty)?;
    let none = sizes.contains(&0);
    let all = sizes.len() == shape.len()
        && sizes
            .iter()
            .zip(&shape)
            .zip(&scalable)
            .all(|((&s, &d), &sc)| s == d && !sc);
    if !none && !all {
        return None;
    }
    let attr = ctx.intern_attr(AttrKind::DenseElements {
        ty,
        values: DenseValues::Splat(Scalar::Int(i128::from(all && !none))),
    });
    Some(vec![FoldResult::Attr(attr)])
}

/// `create_mask` of constants is a `constant_mask` of the sizes clamped to the vector (a
/// scalable dimension only when its size is not positive: nothing is set).
pub(super) fn create_mask_of_constants(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let m = CreateMaskOp::cast(ctx, op)?;
    let ty = ctx.value_type(m.result(ctx));
    let (shape, scalable) = vector_shape(ctx, ty)?;
    let mut sizes = Vec::with_capacity(shape.len());
    for ((&v, &d), &sc) in m.operands(ctx).iter().zip(&shape).zip(&scalable) {
        let c = constant_int_scalar(ctx, v).and_then(|c| i64::try_from(c).ok())?;
        if sc && c > 0 {
            return None;
        }
        sizes.push(c.clamp(0, d));
    }
    if sizes.contains(&0) {
        sizes.iter_mut().for_each(|s| *s = 0);
    }
    replace_with_constant_mask(op, rewriter, ty, sizes);
    Some(())
}

fn replace_with_constant_mask(
    op: OpId,
    rewriter: &mut Rewriter<'_>,
    ty: tile_ir::Type,
    sizes: Vec<i64>,
) {
    let loc = rewriter.ctx().op(op).loc;
    let mut b = tile_ir::builder::OpBuilder::detached();
    let c = rewriter.ctx_mut();
    let new = ConstantMaskOp::build(&mut b, c, loc, ty, sizes);
    rewriter.replace_op_with_built(op, new.op());
}

/// `extract_strided_slice` taking the whole source is the source; one inside a slice an
/// `insert_strided_slice` put there takes it from the inserted value; one of a constant is
/// a constant.
pub(super) fn fold_extract_strided_slice(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let x = ExtractStridedSliceOp::cast(ctx, op)?;
    let source = x.source(ctx);
    if ctx.value_type(source) == ctx.value_type(x.result(ctx)) {
        return Some(vec![FoldResult::Value(source)]);
    }
    super::extract::slice_of_inserted_slice(ctx, op)
        .or_else(|| super::strided::slice_of_constant(ctx, op))
}

/// A unit-stride slice of a `constant_mask` is a `constant_mask` of the part of each
/// interval inside the slice (nothing set when one is empty).
pub(super) fn slice_of_constant_mask(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = ExtractStridedSliceOp::cast(ctx, op)?;
    let mask = ConstantMaskOp::defining(ctx, x.source(ctx))?;
    let (offsets, sizes, strides) = (x.offsets(ctx), x.sizes(ctx), x.strides(ctx));
    if strides.iter().any(|&s| s != 1) {
        return None;
    }
    let dims = mask.mask_dim_sizes(ctx);
    let mut new: Vec<i64> = dims
        .iter()
        .enumerate()
        .map(|(i, &m)| match (offsets.get(i), sizes.get(i)) {
            (Some(&o), Some(&s)) => (o.saturating_add(s).min(m) - o).max(0),
            _ => m,
        })
        .collect();
    if new.contains(&0) {
        new.iter_mut().for_each(|s| *s = 0);
    }
    let ty = ctx.value_type(x.result(ctx));
    replace_with_constant_mask(op, rewriter, ty, new);
    Some(())
}

/// What a mask value is known to hold (MLIR's `MaskFormat`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum MaskFormat {
    AllTrue,
    AllFalse,
    Unknown,
}

/// MLIR's `getMaskFormat`: a constant of all-set or all-clear bits, a `constant_mask`
/// covering everything or nothing, or a `create_mask` with a constant size of zero or less.
pub(super) fn mask_format(ctx: &Context, mask: tile_ir::Value) -> MaskFormat {
    let Some(def) = ctx.defining_op(mask) else {
        return MaskFormat::Unknown;
    };
    if let Some(m) = ConstantMaskOp::cast(ctx, def) {
        let Some((shape, _)) = vector_shape(ctx, ctx.value_type(m.result(ctx))) else {
            return MaskFormat::Unknown;
        };
        let sizes = m.mask_dim_sizes(ctx);
        let pairs = || sizes.iter().zip(&shape);
        if pairs().all(|(&s, &d)| s >= d) {
            return MaskFormat::AllTrue;
        }
        if sizes.iter().all(|&s| s <= 0) {
            return MaskFormat::AllFalse;
        }
        return MaskFormat::Unknown;
    }
    if let Some(m) = CreateMaskOp::cast(ctx, def) {
        let empty = m
            .operands(ctx)
            .iter()
            .any(|&v| constant_int_scalar(ctx, v).is_some_and(|c| c <= 0));
        return if empty {
            MaskFormat::AllFalse
        } else {
            MaskFormat::Unknown
        };
    }
    constant_bits(ctx, mask)
}

/// The format of a constant `i1` vector: all set, all clear, or mixed.
fn constant_bits(ctx: &Context, mask: tile_ir::Value) -> MaskFormat {
    let Some(attr) = crate::arith::consts::constant_attr(ctx, mask) else {
        return MaskFormat::Unknown;
    };
    let bit = |s: &Scalar| matches!(s, Scalar::Int(v) if *v != 0);
    let bits: Vec<bool> = match ctx.attr_kind(attr) {
        AttrKind::DenseElements {
            values: DenseValues::Splat(s),
            ..
        } => vec![bit(s)],
        AttrKind::DenseElements {
            values: DenseValues::Elements(v),
            ..
        } => v.iter().map(bit).collect(),
        _ => return MaskFormat::Unknown,
    };
    if bits.iter().all(|&b| b) {
        MaskFormat::AllTrue
    } else if bits.iter().all(|&b| !b) {
        MaskFormat::AllFalse
    } else {
        MaskFormat::Unknown
    }
}

/// MLIR's `ExtractOpFromCreateMask`: a sub-mask extracted from a `create_mask` is all clear
/// when a position lies past a constant size (or the mask is all clear), else, when every
/// position is known to lie inside, a `create_mask` of the remaining sizes.
pub(super) fn extract_of_create_mask(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = super::ExtractOp::cast(ctx, op)?;
    let ty = ctx.value_type(x.result(ctx));
    let mask = CreateMaskOp::defining(ctx, x.source(ctx))?;
    vector_shape(ctx, ty)?;
    let sizes = mask.operands(ctx).to_vec();
    let (shape, _) = vector_shape(ctx, ctx.value_type(mask.result(ctx)))?;
    let position = x.static_position(ctx);
    let mut all_false = mask_format(ctx, mask.result(ctx)) == MaskFormat::AllFalse;
    let mut unknown = false;
    for (i, &p) in position.iter().enumerate() {
        if all_false {
            break;
        }
        let bound = sizes.get(i).and_then(|&v| constant_int_scalar(ctx, v));
        let Some(bound) = bound.and_then(|b| i64::try_from(b).ok()) else {
            unknown = true;
            continue;
        };
        if p != tile_ir::types::DYNAMIC {
            all_false |= p >= bound;
        } else if shape.get(i).is_some_and(|&d| bound < d) {
            unknown = true;
        }
    }
    let loc = ctx.op(op).loc;
    let mut b = tile_ir::builder::OpBuilder::detached();
    let c = rewriter.ctx_mut();
    let new = if all_false {
        let attr = crate::arith::consts::bool_attr(c, ty, false)?;
        crate::arith::views::ConstantOp::build(&mut b, c, loc, ty, attr).op()
    } else if !unknown {
        let rest = sizes.get(position.len()..).unwrap_or_default();
        CreateMaskOp::build(&mut b, c, loc, ty, rest).op()
    } else {
        return None;
    };
    rewriter.replace_op_with_built(op, new);
    Some(())
}
