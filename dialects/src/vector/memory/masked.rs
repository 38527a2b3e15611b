//! Masked loads and stores under masks known at compile time, as mlir-opt-22 rewrites them
//! (MLIR's `MaskedLoadFolder`, `MaskedStoreFolder`): all lanes enabled is a plain
//! `vector.load`/`vector.store`, none enabled is the pass-through value or nothing.

use tile_ir::OpId;
use tile_ir::builder::OpBuilder;
use tile_ir::pass::rewrite::Rewriter;

use super::super::fold::{MaskFormat, mask_format};
use super::{LoadOp, MaskedLoadOp, MaskedStoreOp, StoreOp};

/// `vector.maskedload` under an all-true mask loads; under an all-false one it is its
/// pass-through value.
pub(super) fn masked_load(op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
    let ctx = rewriter.ctx();
    let Some(x) = MaskedLoadOp::cast(ctx, op) else {
        return false;
    };
    match mask_format(ctx, x.mask(ctx)) {
        MaskFormat::AllTrue => {
            let (base, indices) = (x.base(ctx), x.indices(ctx).to_vec());
            let (ty, loc) = (ctx.value_type(x.result(ctx)), ctx.op(op).loc);
            let c = rewriter.ctx_mut();
            let load = LoadOp::build(
                &mut OpBuilder::detached(),
                c,
                loc,
                ty,
                base,
                &indices,
                None,
                None,
            );
            rewriter.replace_op_with_built(op, load.op());
            true
        }
        MaskFormat::AllFalse => {
            let pass = x.pass_thru(ctx);
            rewriter.replace_op(op, &[pass]);
            true
        }
        MaskFormat::Unknown => false,
    }
}

/// `vector.maskedstore` under an all-true mask stores; under an all-false one it goes away.
pub(super) fn masked_store(op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
    let ctx = rewriter.ctx();
    let Some(x) = MaskedStoreOp::cast(ctx, op) else {
        return false;
    };
    match mask_format(ctx, x.mask(ctx)) {
        MaskFormat::AllTrue => {
            let (value, base) = (x.valueToStore(ctx), x.base(ctx));
            let (indices, loc) = (x.indices(ctx).to_vec(), ctx.op(op).loc);
            let c = rewriter.ctx_mut();
            let store = StoreOp::build(
                &mut OpBuilder::detached(),
                c,
                loc,
                value,
                base,
                &indices,
                None,
                None,
            );
            rewriter.insert_before(op, &[store.op()]);
            rewriter.erase_op(op);
            true
        }
        MaskFormat::AllFalse => {
            rewriter.erase_op(op);
            true
        }
        MaskFormat::Unknown => false,
    }
}
