//! Folding `tensor.cast`s into the ops that read them (MLIR's `canFoldIntoConsumerOp` and
//! the patterns built on it): a cast to a less static type is read through, and a result
//! whose type becomes more static is cast back for the users that expect the old type.

use super::{CastOp as TensorCastOp, InsertSliceOp};
use crate::arith::consts::constant_int_scalar;
use crate::shaped_folds::{set_operands, through_casts};
use tile_ir::builder::OpBuilder;
use tile_ir::pass::rewrite::{InsertPoint, Rewriter};
use tile_ir::{Context, OpId, TypeKind, Value};

/// Whether a `tensor.cast` from `from` to `to` loses no static size: ranked tensors of one
/// element type, rank and encoding, every static size of `to` static in `from` too (MLIR's
/// `preservesStaticInformation(to, from)`).
pub(crate) fn keeps_static_sizes(ctx: &Context, from: tile_ir::Type, to: tile_ir::Type) -> bool {
    match (ctx.type_kind(from), ctx.type_kind(to)) {
        (
            TypeKind::RankedTensor {
                shape: fs,
                element: fe,
                encoding: fenc,
            },
            TypeKind::RankedTensor {
                shape: ts,
                element: te,
                encoding: tenc,
            },
        ) => {
            fe == te
                && fenc == tenc
                && fs.len() == ts.len()
                && fs
                    .iter()
                    .zip(ts)
                    .all(|(&f, &t)| t == tile_ir::types::DYNAMIC || f != tile_ir::types::DYNAMIC)
        }
        _ => false,
    }
}

/// The source of `v` when a `tensor.cast` to a less static type makes it (MLIR's
/// `canFoldIntoConsumerOp`).
pub(crate) fn foldable_cast_source(ctx: &Context, v: Value) -> Option<Value> {
    let cast = TensorCastOp::defining(ctx, v)?;
    let source = cast.source(ctx);
    keeps_static_sizes(ctx, ctx.value_type(source), ctx.value_type(v)).then_some(source)
}

/// Inserts `tensor.cast %v : ... to ty` at the rewriter's insertion point; its result.
pub(crate) fn insert_cast(
    rewriter: &mut Rewriter<'_>,
    loc: tile_ir::Loc,
    v: Value,
    ty: tile_ir::Type,
) -> Value {
    let mut b = OpBuilder::detached();
    let cast = TensorCastOp::build(&mut b, rewriter.ctx_mut(), loc, ty, v);
    rewriter.insert(cast.op());
    cast.dest(rewriter.ctx())
}

/// Gives results of `op` new types in place (`changes`: result, type); the users each had
/// (but `except`) read it through a `tensor.cast` back to the old type, built right after
/// `op` in result order.
pub(crate) fn retype_results(
    rewriter: &mut Rewriter<'_>,
    op: OpId,
    changes: &[(Value, tile_ir::Type)],
    except: Option<OpId>,
) {
    let mut backs = Vec::new();
    for &(r, ty) in changes {
        let old = rewriter.ctx().value_type(r);
        if old == ty {
            continue;
        }
        let users: Vec<OpId> = rewriter
            .users(r)
            .into_iter()
            .filter(|&u| Some(u) != except)
            .collect();
        rewriter.modify_op(op, |ctx, _| ctx.set_value_type(r, ty));
        if !users.is_empty() {
            backs.push((r, old, users));
        }
    }
    let loc = rewriter.ctx().op(op).loc;
    rewriter.set_insertion_point(InsertPoint::After(op));
    for (r, old, users) in backs {
        let back = insert_cast(rewriter, loc, r, old);
        rewriter.replace_uses_in(r, back, &users);
    }
}

/// MLIR's `InsertSliceOpCastFolder` (for a cast destination, and a cast source whose sizes
/// need no refinement): `insert_slice` reads through casts to less static types; a more
/// static destination makes the result more static, cast back for its users. Left to the
/// constant-argument folder when an offset, size or stride is a constant, as in MLIR.
pub fn insert_slice_of_casts(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let ins = InsertSliceOp::cast(ctx, op)?;
    if ctx.op(op).operands.iter().any(|&v| {
        constant_int_scalar(ctx, v).is_some()
            && matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::Index)
    }) {
        return None;
    }
    let (source, dest) = (ins.source(ctx), ins.dest(ctx));
    let new_source = foldable_cast_source(ctx, source).filter(|&s| {
        // Folding a source whose static sizes the op's sizes do not already say would need
        // the sizes refined as well.
        let sizes = ins.static_sizes(ctx);
        match ctx.type_kind(ctx.value_type(s)) {
            TypeKind::RankedTensor { shape, .. } => {
                shape.len() == sizes.len()
                    && shape
                        .iter()
                        .zip(&sizes)
                        .all(|(&d, &z)| d == tile_ir::types::DYNAMIC || d == z)
            }
            _ => false,
        }
    });
    let new_dest = foldable_cast_source(ctx, dest);
    if new_source.is_none() && new_dest.is_none() {
        return None;
    }
    let result = ins.result(ctx);
    rewriter.modify_op(op, |ctx, o| {
        let operands = &mut ctx.op_mut(o).operands;
        for (slot, new) in [(0, new_source), (1, new_dest)] {
            if let (Some(s), Some(v)) = (operands.get_mut(slot), new) {
                *s = v;
            }
        }
    });
    if let Some(d) = new_dest {
        let ty = rewriter.ctx().value_type(d);
        retype_results(rewriter, op, &[(result, ty)], None);
    }
    Some(())
}

/// The tensor dialect's `FoldTensorCastProducerOp` on a destination-style op whose inits
/// are the operands `inits` (one result each): operands that are casts to less static
/// types read the cast sources; a result whose init changed type takes the new type, and a
/// cast gives users the old one.
pub fn fold_dps_cast_operands(
    op: OpId,
    rewriter: &mut Rewriter<'_>,
    inits: std::ops::Range<usize>,
) -> Option<()> {
    let ctx = rewriter.ctx();
    let sources = through_casts(ctx, op, 0..usize::MAX, |v| foldable_cast_source(ctx, v));
    if sources.is_empty() {
        return None;
    }
    let results = ctx.op(op).results.to_vec();
    rewriter.modify_op(op, |ctx, o| set_operands(ctx, o, &sources));
    let ctx = rewriter.ctx();
    let init_types: Vec<tile_ir::Type> = ctx
        .op(op)
        .operands
        .get(inits)
        .unwrap_or_default()
        .iter()
        .map(|&v| ctx.value_type(v))
        .filter(|&t| !super::util::is_memref(ctx, t))
        .collect();
    let changes: Vec<(Value, tile_ir::Type)> = results.iter().copied().zip(init_types).collect();
    retype_results(rewriter, op, &changes, None);
    Some(())
}

/// `tensor.insert`'s `FoldTensorCastProducerOp`: its destination is its init.
pub fn insert_of_cast(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    fold_dps_cast_operands(op, rewriter, 1..2)
}
