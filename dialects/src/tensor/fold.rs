//! Folds of tensor ops (MLIR's `fold` methods), run by `canonicalize`.

use std::collections::HashMap;

use super::{ExtractOp, ExtractSliceOp, FromElementsOp, GenerateOp};
use crate::arith::consts::{
    Elems, constant_int_scalar, constant_of, dense_of_scalars, dense_position, encode, splat_of,
};
use tile_ir::builder::OpBuilder;
use tile_ir::dialect::FoldResult;
use tile_ir::pass::rewrite::Rewriter;
use tile_ir::{Attr, Context, OpId, Type, TypeKind, Value};

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
    let flat = dense_position(&shape, &indices)?;
    if let Some(fe) = FromElementsOp::defining(ctx, tensor) {
        return Some(vec![FoldResult::Value(*fe.elements(ctx).get(flat)?)]);
    }
    if let Some(entry) = sparse_element(ctx, tensor, &indices) {
        return Some(vec![FoldResult::Attr(entry)]);
    }
    match constant?.elems {
        Elems::Dense(v) => {
            let s = *v.get(flat)?;
            Some(vec![FoldResult::Attr(encode(ctx, elem, Elems::Scalar(s))?)])
        }
        _ => None,
    }
}

/// The element of a `sparse<...>` constant at `indices`: the first entry written there, or
/// the element type's zero (MLIR's `SparseElementsAttr` values).
fn sparse_element(ctx: &mut Context, tensor: Value, indices: &[i128]) -> Option<Attr> {
    let attr = crate::arith::consts::constant_attr(ctx, tensor)?;
    let (_, entries) = tile_ir::attributes::sparse_entries(ctx, attr)?;
    let elem = crate::tensor::util::element_type_or_self(ctx, ctx.value_type(tensor));
    let at = |coords: &[u64]| {
        coords.len() == indices.len()
            && coords
                .iter()
                .zip(indices)
                .all(|(&c, &i)| i128::from(c) == i)
    };
    match entries.iter().find(|(coords, _)| at(coords)) {
        Some(&(_, s)) => encode(ctx, elem, Elems::Scalar(s)),
        None => crate::arith::consts::zero_attr(ctx, elem),
    }
}

/// MLIR's `InsertOp::fold`: inserting into a splat constant the value it holds everywhere
/// leaves the constant.
pub fn fold_insert(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let ins = super::InsertOp::cast(ctx, op)?;
    let (scalar, dest) = (ins.scalar(ctx), ins.dest(ctx));
    let value = constant_of(ctx, scalar)?;
    let Elems::Splat(splat) = constant_of(ctx, dest)?.elems else {
        return None;
    };
    (value.elems == Elems::Scalar(splat)).then(|| vec![FoldResult::Value(dest)])
}

/// `tensor.bitcast` to its own type is its source (what MLIR's chained-bitcast pattern
/// leaves of a round trip).
pub fn fold_bitcast(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let b = super::BitcastOp::cast(ctx, op)?;
    let source = b.source(ctx);
    (ctx.value_type(source) == ctx.value_type(b.dest(ctx))).then(|| vec![FoldResult::Value(source)])
}

/// MLIR's `ChainedTensorBitcast`: a bitcast of a bitcast casts the original value.
pub fn chained_bitcast(
    op: OpId,
    rewriter: &mut tile_ir::pass::rewrite::Rewriter<'_>,
) -> Option<()> {
    let ctx = rewriter.ctx();
    let outer = super::BitcastOp::cast(ctx, op)?;
    let inner = super::BitcastOp::defining(ctx, outer.source(ctx))?;
    let (source, ty, loc) = (
        inner.source(ctx),
        ctx.value_type(outer.dest(ctx)),
        ctx.op(op).loc,
    );
    let c = rewriter.ctx_mut();
    let mut b = tile_ir::builder::OpBuilder::detached();
    let new = super::BitcastOp::build(&mut b, c, loc, ty, source);
    rewriter.replace_op_with_built(op, new.op());
    Some(())
}

/// MLIR's `ConcatOp::fold`: a concatenation of one value of the result type is the value.
pub fn fold_concat(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let c = super::ConcatOp::cast(ctx, op)?;
    let [only] = c.inputs(ctx) else {
        return None;
    };
    (ctx.value_type(*only) == ctx.value_type(c.result(ctx))).then(|| vec![FoldResult::Value(*only)])
}

/// MLIR's `SingleInputConcatOp`: a concatenation of one value is a cast of it.
pub fn single_input_concat(
    op: OpId,
    rewriter: &mut tile_ir::pass::rewrite::Rewriter<'_>,
) -> Option<()> {
    let ctx = rewriter.ctx();
    let c = super::ConcatOp::cast(ctx, op)?;
    let &[only] = c.inputs(ctx) else {
        return None;
    };
    let (ty, loc) = (ctx.value_type(c.result(ctx)), ctx.op(op).loc);
    if !super::cast_compatible(ctx, ctx.value_type(only), ty) {
        return None;
    }
    rewriter.set_insertion_point(tile_ir::pass::rewrite::InsertPoint::Before(op));
    let v = super::cast_folds::insert_cast(rewriter, loc, only, ty);
    rewriter.replace_op(op, &[v]);
    Some(())
}

/// A splat constant `source` as a constant of `ty`, a statically shaped tensor type.
fn splat_as(ctx: &mut Context, source: Value, ty: Type) -> Option<Attr> {
    let is_static = matches!(ctx.type_kind(ty), TypeKind::RankedTensor { shape, .. } if !shape.contains(&tile_ir::types::DYNAMIC));
    let s = splat_of(ctx, source).filter(|_| is_static)?;
    encode(ctx, ty, Elems::Splat(s))
}

/// MLIR's `ExtractSliceOp::fold`: a slice of a splat constant is that splat of the slice's
/// type; a slice of a whole static tensor (zero offsets, the full sizes, unit strides, the
/// same type) is the tensor.
pub fn fold_extract_slice(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let x = ExtractSliceOp::cast(ctx, op)?;
    let (source, result) = (x.source(ctx), x.result(ctx));
    let result_ty = ctx.value_type(result);
    if let Some(a) = splat_as(ctx, source, result_ty) {
        return Some(vec![FoldResult::Attr(a)]);
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

/// MLIR's `PadOp::fold`: a pad (not `nofold`) to its own static type pads nothing.
pub fn fold_pad(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let p = super::PadOp::cast(ctx, op)?;
    let (source, ty) = (p.source(ctx), ctx.value_type(p.result(ctx)));
    let static_shape = matches!(ctx.type_kind(ty), TypeKind::RankedTensor { shape, .. } if !shape.contains(&tile_ir::types::DYNAMIC));
    (static_shape && ctx.value_type(source) == ty && p.nofold(ctx).is_none())
        .then(|| vec![FoldResult::Value(source)])
}

/// The value a `tensor.pad` pads with when it is one value (MLIR's
/// `getConstantPaddingValue`): what its body yields, if defined outside the body.
pub fn constant_padding_value(ctx: &Context, pad: super::PadOp) -> Option<Value> {
    let block = ctx.entry_block(pad.region(ctx))?;
    let terminator = *ctx.block(block).ops.last()?;
    let v = *ctx.op(terminator).operands.first()?;
    let inside = ctx
        .defining_op(v)
        .is_some_and(|d| ctx.op(d).parent == Some(block));
    (!inside && !ctx.block(block).args.contains(&v)).then_some(v)
}

/// MLIR's `StaticTensorGenerate`: constant extents of `tensor.generate` become static, a
/// cast gives users the old type.
pub fn static_generate(
    op: OpId,
    rewriter: &mut tile_ir::pass::rewrite::Rewriter<'_>,
) -> Option<()> {
    let ctx = rewriter.ctx();
    let g = super::GenerateOp::cast(ctx, op)?;
    let old_ty = ctx.value_type(g.result(ctx));
    let TypeKind::RankedTensor {
        shape,
        element,
        encoding,
    } = ctx.type_kind(old_ty).clone()
    else {
        return None;
    };
    let mut extents = g.dynamicExtents(ctx).iter();
    let mut kept = Vec::new();
    let new_shape: Vec<i64> = shape
        .iter()
        .map(|&d| {
            if d != tile_ir::types::DYNAMIC {
                return d;
            }
            let Some(&e) = extents.next() else { return d };
            match constant_int_scalar(ctx, e).and_then(|c| i64::try_from(c).ok()) {
                Some(c) if c >= 0 => c,
                _ => {
                    kept.push(e);
                    d
                }
            }
        })
        .collect();
    if new_shape == shape {
        return None;
    }
    let (loc, body) = (ctx.op(op).loc, g.body(ctx));
    let c = rewriter.ctx_mut();
    let ty = c.intern_type(TypeKind::RankedTensor {
        shape: new_shape,
        element,
        encoding,
    });
    let mut b = tile_ir::builder::OpBuilder::detached();
    let new = super::GenerateOp::build(&mut b, c, loc, ty, &kept);
    let new_body = new.body(c);
    let blocks = std::mem::take(&mut c.region_mut(body).blocks);
    rewriter.insert_before(op, &[new.op()]);
    // The body moves as a whole (its uses are already recorded).
    for b in blocks {
        rewriter.ctx_mut().append_block(new_body, b);
    }
    let v = super::cast_folds::insert_cast(rewriter, loc, new.result(rewriter.ctx()), old_ty);
    rewriter.replace_op(op, &[v]);
    Some(())
}

/// MLIR's `ReshapeOp::fold`: a splat constant reshaped is a splat; a reshape of a reshape
/// reshapes the first source (in place); a reshape to the source's own 1-D type, or to its
/// own type by a `from_elements` shape of its sizes, is the source.
pub fn fold_tensor_reshape(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let r = super::ReshapeOp::cast(ctx, op)?;
    let (source, result, shape) = (r.source(ctx), r.result(ctx), r.shape(ctx));
    let ty = ctx.value_type(result);
    // Only a splat (MLIR's `reshapeConstantSource`).
    if let Some(a) = splat_as(ctx, source, ty) {
        return Some(vec![FoldResult::Attr(a)]);
    }
    if let Some(inner) = super::ReshapeOp::defining(ctx, source) {
        let original = inner.source(ctx);
        if let Some(slot) = ctx.op_mut(op).operands.first_mut() {
            *slot = original;
        }
        return Some(vec![FoldResult::Value(result)]);
    }
    let src_shape = match ctx.type_kind(ctx.value_type(source)) {
        TypeKind::RankedTensor { shape, .. } if ctx.value_type(source) == ty => shape.clone(),
        _ => return None,
    };
    let noop = src_shape.len() == 1 || sizes_of(ctx, shape, source, &src_shape);
    noop.then(|| vec![FoldResult::Value(source)])
}

/// Whether `shape` is `tensor.from_elements` of `source`'s sizes: constants equal to its
/// static sizes or `tensor.dim` of it at their own index.
fn sizes_of(ctx: &Context, shape: Value, source: Value, sizes: &[i64]) -> bool {
    let Some(fe) = FromElementsOp::defining(ctx, shape) else {
        return false;
    };
    let elements = fe.elements(ctx);
    elements.len() == sizes.len()
        && elements
            .iter()
            .zip(sizes)
            .enumerate()
            .all(|(i, (&e, &size))| {
                if let Some(c) = constant_int_scalar(ctx, e) {
                    return c == i128::from(size);
                }
                super::DimOp::defining(ctx, e).is_some_and(|d| {
                    d.source(ctx) == source
                        && constant_int_scalar(ctx, d.index(ctx)) == Some(i as i128)
                })
            })
}

/// MLIR's `ExtractFromTensorGenerate`: an element of a `tensor.generate` that could go
/// unused is its body computed at the extract's indices (the body cloned before it).
pub fn extract_of_generate(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = ExtractOp::cast(ctx, op)?;
    let generate = GenerateOp::defining(ctx, x.tensor(ctx))?;
    if !tile_ir::pass::effects::would_be_trivially_dead(ctx, generate.op()) {
        return None;
    }
    let body = ctx.entry_block(generate.body(ctx))?;
    let (&terminator, ops) = ctx.block(body).ops.split_last()?;
    let ops = ops.to_vec();
    let yielded = *ctx.op(terminator).operands.first()?;
    let mut map: HashMap<Value, Value> = ctx
        .block(body)
        .args
        .iter()
        .copied()
        .zip(x.indices(ctx).iter().copied())
        .collect();
    let mut clones = Vec::with_capacity(ops.len());
    for o in ops {
        clones.push(OpBuilder::detached().clone_op(rewriter.ctx_mut(), o, &mut map));
    }
    rewriter.insert_before(op, &clones);
    let value = map.get(&yielded).copied().unwrap_or(yielded);
    rewriter.replace_op(op, &[value]);
    Some(())
}

/// MLIR's `FromElementsOp::fold`: a tensor of constant elements is a dense constant.
pub fn fold_from_elements(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let f = FromElementsOp::cast(ctx, op)?;
    let (ty, elements) = (ctx.value_type(f.result(ctx)), f.elements(ctx).to_vec());
    Some(vec![FoldResult::Attr(dense_of_scalars(
        ctx, ty, &elements,
    )?)])
}
