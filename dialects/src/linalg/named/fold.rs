//! The fold MLIR gives `linalg.generic` and every named structured op
//! (`memref::foldMemRefCast`): an operand a `memref.cast` produces is replaced by the cast's
//! source, unless the source is unranked.

use tile_ir::dialect::FoldResult;
use tile_ir::{Context, OpId};

/// Folds `memref.cast` operands in place; `None` when no operand is such a cast.
pub fn fold_memref_casts(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    crate::shaped_folds::fold_operand_casts(ctx, op, false).then(Vec::new)
}
