//! Transfers on tensors that read back what was just written, or write back what was just
//! read, as mlir-opt-22 folds them: a read at the indices of an earlier write of the same
//! vector type and map (no masks, in bounds) is the written vector, looking past writes
//! to disjoint places (MLIR's `foldRAW`); a write of what a read of the same tensor place
//! gave is the tensor (`foldReadInitWrite`, `foldWAR`); a write under a later write of the
//! same place is skipped (`FoldWaw`).

use tile_ir::dialect::FoldResult;
use tile_ir::pass::rewrite::Rewriter;
use tile_ir::{Context, OpId, TypeKind, Value};

use super::{Transfer, TransferReadOp, TransferWriteOp, transfer};
use crate::arith::consts::constant_int_scalar;

/// Whether the transfer reads or writes a ranked tensor.
fn on_tensor(ctx: &Context, t: &Transfer<'_>) -> bool {
    matches!(
        ctx.type_kind(ctx.value_type(t.base)),
        TypeKind::RankedTensor { .. }
    )
}

/// Whether some dimension may run out of bounds (broadcast dimensions never do).
fn may_run_out(t: &Transfer<'_>) -> bool {
    t.map
        .results
        .iter()
        .enumerate()
        .any(|(i, e)| e.as_constant() != Some(0) && !t.in_bounds.get(i).copied().unwrap_or(false))
}

/// Whether the map takes the innermost dimensions in order (MLIR's `isMinorIdentity`).
fn minor_identity(t: &Transfer<'_>) -> bool {
    let (dims, n) = (t.map.num_dims, t.map.results.len());
    t.map.num_symbols == 0
        && n <= dims
        && t.map
            .results
            .iter()
            .enumerate()
            .all(|(i, e)| e.as_dim() == Some(dims - n + i))
}

/// MLIR's `isDisjointTransferIndices` without bounds analysis: same vector type and a
/// leading index that differs by a constant, or a vector dimension whose constant offsets
/// are at least its size apart.
fn disjoint(ctx: &Context, a: &Transfer<'_>, b: &Transfer<'_>) -> bool {
    if a.vector != b.vector {
        return false;
    }
    let vector_shape = match ctx.type_kind(a.vector) {
        TypeKind::Vector { shape, .. } => shape.clone(),
        _ => return false,
    };
    let leading = a.indices.len().saturating_sub(vector_shape.len());
    a.indices
        .iter()
        .zip(b.indices)
        .enumerate()
        .any(|(i, (&x, &y))| {
            let (Some(x), Some(y)) = (constant_int_scalar(ctx, x), constant_int_scalar(ctx, y))
            else {
                return false;
            };
            match i.checked_sub(leading) {
                None => x != y,
                Some(d) => vector_shape
                    .get(d)
                    .is_some_and(|&n| (x - y).abs() >= i128::from(n)),
            }
        })
}

/// A read of a tensor place an earlier write (looking past writes elsewhere) wrote with
/// the same type and map, unmasked and in bounds, is the written vector.
pub(super) fn read_after_write(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let read = transfer(ctx, op).filter(|t| t.read)?;
    if !on_tensor(ctx, &read) {
        return None;
    }
    let mut base = read.base;
    while let Some(def) = ctx
        .defining_op(base)
        .filter(|&d| TransferWriteOp::cast(ctx, d).is_some())
    {
        let write = transfer(ctx, def)?;
        let same = !may_run_out(&write)
            && write.mask.is_none()
            && read.mask.is_none()
            && write.indices == read.indices
            && write.vector == read.vector
            && write.map == read.map;
        if same {
            return Some(vec![FoldResult::Value(write.operand)]);
        }
        if !disjoint(ctx, &write, &read) {
            return None;
        }
        base = write.base;
    }
    None
}

/// A write to a tensor of what a read of it gave: the whole tensor read and written at
/// zero indices (MLIR's `foldReadInitWrite`), or the same place, type and map unmasked
/// (`foldWAR`), is the tensor read.
pub(super) fn write_of_read(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let write = transfer(ctx, op).filter(|t| !t.read)?;
    if !on_tensor(ctx, &write) {
        return None;
    }
    let def = ctx.defining_op(write.operand)?;
    TransferReadOp::cast(ctx, def)?;
    let read = transfer(ctx, def)?;
    let tensor = read.base;
    let is_zero = |v: &Value| constant_int_scalar(ctx, *v) == Some(0);
    let whole_tensor = !read.map.results.is_empty()
        && minor_identity(&read)
        && minor_identity(&write)
        && read.map.results.len() == write.map.results.len()
        && !may_run_out(&read)
        && !may_run_out(&write)
        && ctx.value_type(tensor) == ctx.value_type(write.base)
        && read.vector == write.vector
        && vector_shape_is_tensor_shape(ctx, &read)
        && read.indices.iter().all(is_zero)
        && write.indices.iter().all(is_zero);
    let same_place = tensor == write.base
        && read.indices == write.indices
        && read.map == write.map
        && read.vector == write.vector
        && read.mask.is_none()
        && write.mask.is_none();
    (whole_tensor || same_place).then(|| vec![FoldResult::Value(tensor)])
}

/// Whether a transfer's vector has its tensor's shape.
fn vector_shape_is_tensor_shape(ctx: &Context, t: &Transfer<'_>) -> bool {
    match (
        ctx.type_kind(t.vector),
        ctx.type_kind(ctx.value_type(t.base)),
    ) {
        (TypeKind::Vector { shape: v, .. }, TypeKind::RankedTensor { shape: s, .. }) => v == s,
        _ => false,
    }
}

/// MLIR's `FoldWaw`: a write over an earlier write of the same place, type, map and mask
/// (looking past writes elsewhere used only by the next) writes into what the earlier one
/// wrote into.
pub(super) fn write_after_write(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let write = transfer(ctx, op).filter(|t| !t.read)?;
    if !on_tensor(ctx, &write) {
        return None;
    }
    let (indices, mask, vector, map) = (
        write.indices.to_vec(),
        write.mask,
        write.vector,
        write.map.clone(),
    );
    let mut to_modify = op;
    let mut base = write.base;
    loop {
        let ctx = rewriter.ctx();
        let def = ctx
            .defining_op(base)
            .filter(|&d| TransferWriteOp::cast(ctx, d).is_some())?;
        let prior = transfer(ctx, def)?;
        let prior_base = prior.base;
        if prior.indices == indices.as_slice()
            && prior.mask == mask
            && prior.vector == vector
            && prior.map == map
        {
            // The written tensor is a write's second operand.
            rewriter.modify_op(to_modify, |ctx, o| {
                if let Some(slot) = ctx.op_mut(o).operands.get_mut(1) {
                    *slot = prior_base;
                }
            });
            return Some(());
        }
        let current = transfer(ctx, op)?;
        let &result = ctx.op(def).results.first()?;
        if !disjoint(ctx, &prior, &current) || rewriter.uses().use_count(result) != 1 {
            return None;
        }
        to_modify = def;
        base = prior_base;
    }
}
