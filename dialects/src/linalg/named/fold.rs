//! The fold MLIR gives `linalg.generic` and every named structured op
//! (`memref::foldMemRefCast`): an operand a `memref.cast` produces is replaced by the cast's
//! source, unless the source is unranked.

use tile_ir::dialect::FoldResult;
use tile_ir::{Context, OpId, TypeKind};

/// Folds `memref.cast` operands in place; `None` when no operand is such a cast.
pub fn fold_memref_casts(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let sources: Vec<(usize, tile_ir::Value)> = ctx
        .op(op)
        .operands
        .iter()
        .enumerate()
        .filter_map(|(i, &v)| {
            let cast = ctx.defining_op(v)?;
            let &src = ctx.op(cast).operands.first()?;
            let ranked = matches!(ctx.type_kind(ctx.value_type(src)), TypeKind::MemRef { .. });
            (ctx.op_name_of(cast) == "memref.cast" && ranked).then_some((i, src))
        })
        .collect();
    if sources.is_empty() {
        return None;
    }
    for (i, src) in sources {
        if let Some(slot) = ctx.op_mut(op).operands.get_mut(i) {
            *slot = src;
        }
    }
    Some(Vec::new())
}
