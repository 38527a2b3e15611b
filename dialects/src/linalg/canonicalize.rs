//! The canonicalization patterns MLIR 22 gives linalg ops (`LinalgOps.cpp`): structured ops
//! that do nothing (`EraseIdentityLinalgOp`, `EraseSelfCopy`) or run zero times on a buffer
//! (`EraseDeadLinalgOp`) go away, and readers of a `linalg.fill` read the filled value
//! instead (`FoldFillWithTensorExtract`, `FoldFillWithTensorReshape`, `FoldFillWithPack`).

use super::pack::PackOp;
use super::structured::StructuredOp;
use super::{TransposeOp, YieldOp};
use crate::tensor::cast_folds::{
    fold_dps_cast_operands, insert_cast, keeps_static_sizes, retype_results,
};
use crate::tensor::util::is_memref;
use crate::tensor::{CastOp as TensorCastOp, CollapseShapeOp, ExpandShapeOp, ExtractOp};
use tile_ir::builder::OpBuilder;
use tile_ir::ir::ValueDef;
use tile_ir::pass::rewrite::{InsertPoint, Rewriter};
use tile_ir::{Context, OpId, TypeKind, Value};

/// The patterns of `linalg.generic`.
pub fn simplify_generic(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    simplify_structured(op, rewriter).or_else(|| erase_identity(op, rewriter))
}

/// The patterns of `linalg.broadcast`.
pub fn simplify_broadcast(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    simplify_structured(op, rewriter).or_else(|| erase_identity(op, rewriter))
}

/// The patterns of `linalg.transpose`.
pub fn simplify_transpose(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    simplify_structured(op, rewriter).or_else(|| transpose_of_transpose(op, rewriter))
}

/// MLIR's `TransposeOp::fold`: on tensors, a transpose by the identity permutation (or of
/// rank 0) is its input.
pub fn fold_transpose(ctx: &mut Context, op: OpId) -> Option<Vec<tile_ir::dialect::FoldResult>> {
    let t = TransposeOp::cast(ctx, op)?;
    let input = t.input(ctx);
    let identity = t
        .permutation(ctx)
        .iter()
        .enumerate()
        .all(|(i, &p)| p == i as i64);
    let on_tensor = crate::tensor::util::is_tensor(ctx, ctx.value_type(input));
    (identity && on_tensor).then(|| vec![tile_ir::dialect::FoldResult::Value(input)])
}

/// MLIR's `FoldTransposeWithTranspose`: a transpose of a transpose is one transpose of the
/// first input by the composed permutation.
fn transpose_of_transpose(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let outer = TransposeOp::cast(ctx, op)?;
    let inner = TransposeOp::defining(ctx, outer.input(ctx))?;
    let inner_perm = inner.permutation(ctx);
    let perm = outer
        .permutation(ctx)
        .iter()
        .map(|&p| {
            usize::try_from(p)
                .ok()
                .and_then(|p| inner_perm.get(p).copied())
        })
        .collect::<Option<Vec<i64>>>()?;
    let (input, init, loc) = (inner.input(ctx), outer.init(ctx), ctx.op(op).loc);
    let mut b = OpBuilder::detached();
    let new = super::build_transpose(&mut b, rewriter.ctx_mut(), loc, input, init, &perm);
    rewriter.replace_op_with_built(op, new);
    Some(())
}

/// The patterns of `linalg.copy`.
pub fn simplify_copy(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    simplify_structured(op, rewriter).or_else(|| erase_self_copy(op, rewriter))
}

/// The patterns every structured op has (linalg's and the tensor dialect's, which MLIR
/// tries before an op's own).
pub fn simplify_structured(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    erase_dead(op, rewriter)
        .or_else(|| infer_static_shapes(op, rewriter))
        .or_else(|| fold_cast_operands(op, rewriter))
}

/// MLIR's `EraseDeadLinalgOp`: a structured op with a buffer operand of size zero in some
/// dimension runs no iteration. (A zero-sized tensor is not taken to mean the same, as in
/// MLIR.)
fn erase_dead(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let empty_buffer = ctx.op(op).operands.iter().any(|&v| {
        matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::MemRef { shape, .. } if shape.contains(&0))
    });
    if !empty_buffer {
        return None;
    }
    rewriter.erase_op(op);
    Some(())
}

/// MLIR's `EraseSelfCopy` on buffers: copying a buffer onto itself does nothing.
fn erase_self_copy(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let (ins, outs) = StructuredOp(op).operands(ctx);
    let self_copy = ins == outs && ins.iter().all(|&v| is_memref(ctx, ctx.value_type(v)));
    if !self_copy {
        return None;
    }
    rewriter.erase_op(op);
    Some(())
}

/// MLIR's `EraseIdentityLinalgOp` (of `linalg.generic` and `linalg.broadcast`): an op whose
/// maps are all equal and whose body only yields its arguments. On buffers it must copy its one input onto itself and
/// goes away; on tensors each result becomes the operand it yields (cast to the result type
/// when they differ).
fn erase_identity(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let returned = identity_operands(rewriter.ctx(), op)?;
    let ctx = rewriter.ctx();
    let all_buffers = ctx
        .op(op)
        .operands
        .iter()
        .all(|&v| is_memref(ctx, ctx.value_type(v)));
    if all_buffers {
        let (ins, outs) = StructuredOp(op).operands(ctx);
        let self_copy = ins.len() == 1 && ins == outs;
        if !self_copy {
            return None;
        }
        rewriter.erase_op(op);
        return Some(());
    }
    if !pure_tensor(ctx, op) {
        return None;
    }
    let values = cast_to_results(rewriter, op, &returned)?;
    rewriter.replace_op(op, &values);
    Some(())
}

/// The operand each value a no-op generic yields comes from: `None` unless all indexing
/// maps are equal and the body is only a `linalg.yield` of the body's own arguments.
fn identity_operands(ctx: &Context, op: OpId) -> Option<Vec<Value>> {
    let maps = StructuredOp::cast(ctx, op)?.indexing_maps(ctx)?;
    if maps.windows(2).any(|w| w.first() != w.get(1)) {
        return None;
    }
    let body = StructuredOp(op).body(ctx)?;
    let [terminator] = ctx.block(body).ops.as_slice() else {
        return None;
    };
    let yield_op = YieldOp::cast(ctx, *terminator)?;
    yield_op
        .values(ctx)
        .iter()
        .map(|&v| match ctx.value(v).def {
            ValueDef::BlockArg { block, index } if block == body => {
                ctx.op(op).operands.get(index as usize).copied()
            }
            _ => None,
        })
        .collect()
}

/// Whether every shaped operand of `op` is a tensor (MLIR's `hasPureTensorSemantics`).
fn pure_tensor(ctx: &Context, op: OpId) -> bool {
    ctx.op(op)
        .operands
        .iter()
        .all(|&v| !is_memref(ctx, ctx.value_type(v)))
}

/// `values` as `op`'s results, each converted to its result's type where they differ: a
/// `sparse_tensor.convert` when either type is sparse, else a `tensor.cast` (built before
/// `op`); `None` (nothing built) when the counts differ or a cast would not be valid.
fn cast_to_results(rewriter: &mut Rewriter<'_>, op: OpId, values: &[Value]) -> Option<Vec<Value>> {
    let ctx = rewriter.ctx();
    let results = ctx.op(op).results.clone();
    if results.len() != values.len() {
        return None;
    }
    let sparse = |t| crate::sparse_tensor::get_encoding(ctx, t).is_some();
    // For each value: its result type and whether it converts (else casts, if it differs).
    let plan: Vec<(Value, tile_ir::Type, bool)> = values
        .iter()
        .zip(&results)
        .map(|(&v, &r)| {
            let (from, to) = (ctx.value_type(v), ctx.value_type(r));
            let convert = from != to && (sparse(from) || sparse(to));
            let valid = from == to || convert || crate::tensor::cast_compatible(ctx, from, to);
            valid.then_some((v, to, convert))
        })
        .collect::<Option<_>>()?;
    let loc = ctx.op(op).loc;
    let mut out = Vec::with_capacity(plan.len());
    for (v, to, convert) in plan {
        if rewriter.ctx().value_type(v) == to {
            out.push(v);
            continue;
        }
        rewriter.set_insertion_point(InsertPoint::Before(op));
        let converted = if convert {
            let mut b = OpBuilder::detached();
            let c = crate::sparse_tensor::ops::conversion::ConvertOp::build(
                &mut b,
                rewriter.ctx_mut(),
                loc,
                to,
                v,
            );
            rewriter.insert(c.op());
            c.dest(rewriter.ctx())
        } else {
            insert_cast(rewriter, loc, v, to)
        };
        out.push(converted);
    }
    Some(out)
}

/// The `linalg.fill` defining `v`: its scalar value and the tensor it fills.
fn filled_by(ctx: &Context, v: Value) -> Option<(Value, Value)> {
    let def = ctx.defining_op(v)?;
    if ctx.op_name_of(def) != "linalg.fill" {
        return None;
    }
    let (ins, outs) = StructuredOp(def).operands(ctx);
    Some((*ins.first()?, *outs.first()?))
}

/// MLIR's `FoldFillWithTensorExtract`: an element of a filled tensor is the fill value.
pub fn extract_of_fill(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let extract = ExtractOp::cast(ctx, op)?;
    let (value, _) = filled_by(ctx, extract.tensor(ctx))?;
    rewriter.replace_op(op, &[value]);
    Some(())
}

/// MLIR's `FoldFillWithTensorReshape`: reshaping a filled tensor fills the reshaped
/// destination instead.
pub fn reshape_of_fill(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let source = if let Some(c) = CollapseShapeOp::cast(ctx, op) {
        c.src(ctx)
    } else {
        ExpandShapeOp::cast(ctx, op)?.src(ctx)
    };
    let (value, dest) = filled_by(ctx, source)?;
    let fill = ctx.defining_op(source)?;
    // As MLIR: the new reshape at the fill's location, the new fill at the reshape's.
    let (loc, fill_loc) = (ctx.op(fill).loc, ctx.op(op).loc);
    let c = rewriter.ctx_mut();
    let mut b = OpBuilder::detached();
    let reshaped = if let Some(col) = CollapseShapeOp::cast(c, op) {
        let (ty, reassociation) = (c.value_type(col.result(c)), col.reassociation(c));
        let n = CollapseShapeOp::build(&mut b, c, loc, ty, dest, reassociation);
        (n.op(), n.result(c))
    } else if let Some(exp) = ExpandShapeOp::cast(c, op) {
        let ty = c.value_type(exp.result(c));
        let (shape, static_shape) = (exp.output_shape(c).to_vec(), exp.static_output_shape(c));
        let reassociation = exp.reassociation(c);
        let n = ExpandShapeOp::build(
            &mut b,
            c,
            loc,
            ty,
            dest,
            &shape,
            reassociation,
            static_shape,
        );
        (n.op(), n.result(c))
    } else {
        return None;
    };
    rewriter.insert_before(op, &[reshaped.0]);
    replace_with_fill(rewriter, op, value, reshaped.1, fill_loc)
}

/// MLIR's `FoldFillWithPack`: packing a filled tensor (padded with the fill value, if at all)
/// fills the pack's destination, when nothing else uses it.
pub fn pack_of_fill(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let pack = PackOp::cast(ctx, op)?;
    let (source, dest, padding) = (pack.source(ctx), pack.dest(ctx), pack.padding_value(ctx));
    let (value, _) = filled_by(ctx, source)?;
    if padding.is_some_and(|p| !same_constant_or_value(ctx, p, value)) {
        return None;
    }
    if rewriter.uses().use_count(dest) != 1 {
        return None;
    }
    let loc = rewriter.ctx().op(op).loc;
    replace_with_fill(rewriter, op, value, dest, loc)
}

/// MLIR's `isEqualConstantIntOrValue`: the same value, or integer constants that are equal.
fn same_constant_or_value(ctx: &Context, a: Value, b: Value) -> bool {
    use crate::arith::consts::constant_int_scalar;
    a == b || constant_int_scalar(ctx, a).is_some_and(|x| constant_int_scalar(ctx, b) == Some(x))
}

/// Replaces `op` by a `linalg.fill` of `value` into `dest`, built before it.
fn replace_with_fill(
    rewriter: &mut Rewriter<'_>,
    op: OpId,
    value: Value,
    dest: Value,
    loc: tile_ir::Loc,
) -> Option<()> {
    let mut b = OpBuilder::detached();
    let fill = super::build::build_fill(&mut b, rewriter.ctx_mut(), loc, value, dest);
    rewriter.replace_op_with_built(op, fill);
    Some(())
}

/// The tensor dialect's `FoldTensorCastProducerOp` on a structured op (its outputs are
/// its last operands).
fn fold_cast_operands(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let (_, outs) = StructuredOp(op).operands(ctx);
    let n = ctx.op(op).operands.len();
    fold_dps_cast_operands(op, rewriter, n.saturating_sub(outs.len())..n)
}

/// MLIR's `FoldTensorCastConsumerOp`, rooted at the `tensor.cast`: a cast to a more static
/// type of a structured op's result (in the same block) makes the op compute that type,
/// its output cast to it first; other users read a cast back.
pub fn cast_of_structured_result(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let cast = TensorCastOp::cast(ctx, op)?;
    let (source, to) = (cast.source(ctx), ctx.value_type(cast.dest(ctx)));
    if !keeps_static_sizes(ctx, to, ctx.value_type(source)) {
        return None;
    }
    let producer = ctx.defining_op(source)?;
    if StructuredOp::cast(ctx, producer).is_none() || ctx.op(producer).parent != ctx.op(op).parent {
        return None;
    }
    let index = ctx.op(producer).results.iter().position(|&r| r == source)?;
    let (_, outs) = StructuredOp(producer).operands(ctx);
    let &out = outs.get(index)?;
    let slot = ctx.op(producer).operands.len().saturating_sub(outs.len()) + index;
    let loc = ctx.op(producer).loc;
    rewriter.set_insertion_point(InsertPoint::Before(producer));
    let new_out = insert_cast(rewriter, loc, out, to);
    rewriter.modify_op(producer, |ctx, o| {
        if let Some(s) = ctx.op_mut(o).operands.get_mut(slot) {
            *s = new_out;
        }
    });
    retype_results(rewriter, producer, &[(source, to)], Some(op));
    rewriter.replace_op(op, &[source]);
    Some(())
}

/// The static size each loop of `maps` gets from some operand's static dimension (the first
/// one found, in operand order), as MLIR's `populateMap`.
fn loop_sizes(
    ctx: &Context,
    operands: &[Value],
    maps: &[tile_ir::affine::AffineMap],
) -> std::collections::HashMap<usize, i64> {
    let mut sizes = std::collections::HashMap::new();
    for (&v, map) in operands.iter().zip(maps) {
        let Some((shape, _)) = crate::tensor::util::tensor_parts(ctx, ctx.value_type(v)) else {
            continue;
        };
        for (&d, e) in shape.iter().zip(&map.results) {
            if let (Some(loop_dim), true) = (e.as_dim(), d != tile_ir::types::DYNAMIC) {
                sizes.entry(loop_dim).or_insert(d);
            }
        }
    }
    sizes
}

/// `v`'s ranked tensor type with the dynamic dimensions `sizes` knows made static, when any
/// is.
fn static_type(
    ctx: &mut Context,
    v: Value,
    map: &tile_ir::affine::AffineMap,
    sizes: &std::collections::HashMap<usize, i64>,
) -> Option<tile_ir::Type> {
    let TypeKind::RankedTensor {
        shape,
        element,
        encoding,
    } = ctx.type_kind(ctx.value_type(v)).clone()
    else {
        return None;
    };
    let mut changed = false;
    let new_shape: Vec<i64> = shape
        .iter()
        .zip(&map.results)
        .map(|(&d, e)| match e.as_dim().and_then(|l| sizes.get(&l)) {
            Some(&s) if d == tile_ir::types::DYNAMIC => {
                changed = true;
                s
            }
            _ => d,
        })
        .collect();
    changed.then(|| {
        ctx.intern_type(TypeKind::RankedTensor {
            shape: new_shape,
            element,
            encoding,
        })
    })
}

/// MLIR's `InferStaticShapeOfOperands`: on tensors, with projected permutation maps, a
/// dynamic dimension of an operand whose loop another operand gives a static size is cast
/// to that size (outputs' results too, cast back for their users).
fn infer_static_shapes(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let operands = ctx.op(op).operands.to_vec();
    if !pure_tensor(ctx, op) {
        return None;
    }
    let maps = StructuredOp(op).indexing_maps(ctx)?;
    if maps.len() != operands.len() || maps.iter().any(|m| !m.is_projected_permutation(false)) {
        return None;
    }
    let sizes = loop_sizes(ctx, &operands, &maps);
    let (_, outs) = StructuredOp(op).operands(ctx);
    let first_out = operands.len().saturating_sub(outs.len());
    let loc = ctx.op(op).loc;
    let mut casts = Vec::new();
    for (i, (&v, map)) in operands.iter().zip(&maps).enumerate() {
        if let Some(ty) = static_type(rewriter.ctx_mut(), v, map, &sizes) {
            rewriter.set_insertion_point(InsertPoint::Before(op));
            casts.push((i, insert_cast(rewriter, loc, v, ty)));
        }
    }
    if casts.is_empty() {
        return None;
    }
    rewriter.modify_op(op, |ctx, o| {
        for &(i, c) in &casts {
            if let Some(slot) = ctx.op_mut(o).operands.get_mut(i) {
                *slot = c;
            }
        }
    });
    let results = rewriter.ctx().op(op).results.to_vec();
    let changes: Vec<(Value, tile_ir::Type)> = casts
        .iter()
        .filter_map(|&(i, c)| {
            let r = *results.get(i.checked_sub(first_out)?)?;
            Some((r, rewriter.ctx().value_type(c)))
        })
        .collect();
    retype_results(rewriter, op, &changes, None);
    Some(())
}

/// MLIR's `FoldFillWithPad` (for a static result): padding a filled tensor with the fill
/// value is filling a new tensor of the padded shape.
pub fn pad_of_fill(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let pad = crate::tensor::PadOp::cast(ctx, op)?;
    let (value, _) = filled_by(ctx, pad.source(ctx))?;
    if crate::tensor::fold::constant_padding_value(ctx, pad) != Some(value) {
        return None;
    }
    let ty = ctx.value_type(pad.result(ctx));
    let static_shape = matches!(ctx.type_kind(ty), TypeKind::RankedTensor { shape, .. } if !shape.contains(&tile_ir::types::DYNAMIC));
    let fill_loc = ctx.defining_op(pad.source(ctx)).map(|f| ctx.op(f).loc)?;
    if !static_shape {
        return None;
    }
    let loc = ctx.op(op).loc;
    let mut b = OpBuilder::detached();
    let empty = crate::tensor::EmptyOp::build(&mut b, rewriter.ctx_mut(), loc, ty, &[]);
    rewriter.insert_before(op, &[empty.op()]);
    let dest = empty.result(rewriter.ctx());
    replace_with_fill(rewriter, op, value, dest, fill_loc)
}
