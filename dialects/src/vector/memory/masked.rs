//! Masked loads and stores under masks known at compile time, as mlir-opt-22 rewrites them
//! (MLIR's `MaskedLoadFolder`, `MaskedStoreFolder`): all lanes enabled is a plain
//! `vector.load`/`vector.store`, none enabled is the pass-through value or nothing.

use tile_ir::builder::OpBuilder;
use tile_ir::pass::rewrite::Rewriter;
use tile_ir::{Context, OpId, Value};

use super::super::fold::{MaskFormat, mask_format};
use super::{LoadOp, MaskedLoadOp, MaskedStoreOp, StoreOp};

/// `vector.maskedload` under an all-true mask loads; under an all-false one it is its
/// pass-through value.
pub(super) fn masked_load(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = MaskedLoadOp::cast(ctx, op)?;
    let (mask, pass, base, indices) = (
        x.mask(ctx),
        x.pass_thru(ctx),
        x.base(ctx),
        x.indices(ctx).to_vec(),
    );
    let (ty, loc) = (ctx.value_type(x.result(ctx)), ctx.op(op).loc);
    replace_under_mask(op, rewriter, mask, &[pass], |c, b| {
        LoadOp::build(b, c, loc, ty, base, &indices, None, None).op()
    })
}

/// `vector.maskedstore` under an all-true mask stores; under an all-false one it goes away.
pub(super) fn masked_store(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = MaskedStoreOp::cast(ctx, op)?;
    let (mask, value, base) = (x.mask(ctx), x.valueToStore(ctx), x.base(ctx));
    let (indices, loc) = (x.indices(ctx).to_vec(), ctx.op(op).loc);
    replace_under_mask(op, rewriter, mask, &[], |c, b| {
        StoreOp::build(b, c, loc, value, base, &indices, None, None).op()
    })
}

/// Replaces a masked op whose `mask` is known: all-true by the unmasked op `plain` builds,
/// all-false by `pass` (the pass-through value; nothing for a store).
fn replace_under_mask(
    op: OpId,
    rewriter: &mut Rewriter<'_>,
    mask: Value,
    pass: &[Value],
    plain: impl FnOnce(&mut Context, &mut OpBuilder) -> OpId,
) -> Option<()> {
    match mask_format(rewriter.ctx(), mask) {
        MaskFormat::AllTrue => {
            let new = plain(rewriter.ctx_mut(), &mut OpBuilder::detached());
            rewriter.replace_op_with_built(op, new);
        }
        MaskFormat::AllFalse => rewriter.replace_op(op, pass),
        MaskFormat::Unknown => return None,
    }
    Some(())
}
