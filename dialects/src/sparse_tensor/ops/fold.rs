//! Folds of sparse_tensor ops (MLIR's `fold` methods), run by `canonicalize`.

use super::conversion::ConvertOp;
use super::insertion::ReorderCooOp;
use super::specifier::{GetStorageSpecifierOp, SetStorageSpecifierOp};
use tile_ir::dialect::FoldResult;
use tile_ir::{Context, OpId};

/// MLIR's `ConvertOp::fold`: a conversion to the source's own type is the source.
pub fn fold_convert(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let x = ConvertOp::cast(ctx, op)?;
    let source = x.source(ctx);
    (ctx.value_type(source) == ctx.value_type(x.dest(ctx))).then(|| vec![FoldResult::Value(source)])
}

/// MLIR's `ReorderCOOOp::fold`: reordering into the input's own type is the input.
pub fn fold_reorder_coo(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let x = ReorderCooOp::cast(ctx, op)?;
    let input = x.input_coo(ctx);
    (ctx.value_type(input) == ctx.value_type(x.result_coo(ctx)))
        .then(|| vec![FoldResult::Value(input)])
}

/// MLIR's `GetStorageSpecifierOp::fold`: the value the nearest `storage_specifier.set` of
/// the same field and level wrote, looking through sets of other fields.
pub fn fold_get_specifier(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let get = GetStorageSpecifierOp::cast(ctx, op)?;
    let (kind, level) = (get.specifierKind(ctx), get.level(ctx));
    let mut spec = get.specifier(ctx);
    while let Some(set) = ctx
        .defining_op(spec)
        .and_then(|d| SetStorageSpecifierOp::cast(ctx, d))
    {
        if set.specifierKind(ctx) == kind && set.level(ctx) == level {
            return Some(vec![FoldResult::Value(set.value(ctx))]);
        }
        spec = set.specifier(ctx);
    }
    None
}
