//! Folds of sparse_tensor ops (MLIR's `fold` methods), run by `canonicalize`.

use super::conversion::ConvertOp;
use super::geometry::{CrdTranslateOp, crd_translate_encoding};
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
    while let Some(set) = SetStorageSpecifierOp::defining(ctx, spec) {
        if set.specifierKind(ctx) == kind && set.level(ctx) == level {
            return Some(vec![FoldResult::Value(set.value(ctx))]);
        }
        spec = set.specifier(ctx);
    }
    None
}

/// MLIR's `CrdTranslateOp::fold`: through an identity or permutation encoding the
/// coordinates are the inputs (permuted); a translation back of every result of the
/// opposite translation, in order and with the same map, is that translation's input.
pub fn fold_crd_translate(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let x = CrdTranslateOp::cast(ctx, op)?;
    let enc = crd_translate_encoding(ctx, x)?;
    let ins = x.in_crds(ctx).to_vec();
    let values = |vs: Vec<tile_ir::Value>| Some(vs.into_iter().map(FoldResult::Value).collect());
    if enc.is_identity() {
        return values(ins);
    }
    if enc.is_permutation() {
        let to_lvl = x.direction(ctx) == 0;
        let map = if to_lvl {
            enc.dim_to_lvl.clone()
        } else {
            enc.lvl_to_dim.clone()
        }?;
        let picked: Option<Vec<_>> = map
            .results
            .iter()
            .map(|e| ins.get(e.as_dim()?).copied())
            .collect();
        return values(picked?);
    }
    let inner = CrdTranslateOp::defining(ctx, *ins.first()?)?;
    let same_map = crd_translate_encoding(ctx, inner)?.dim_to_lvl == enc.dim_to_lvl;
    let opposite = inner.direction(ctx) != x.direction(ctx);
    (same_map && opposite && inner.out_crds(ctx) == ins.as_slice()).then(|| {
        inner
            .in_crds(ctx)
            .iter()
            .map(|&v| FoldResult::Value(v))
            .collect()
    })
}
