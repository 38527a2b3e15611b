//! MLIR's rules for which values may be an affine map's dims and symbols (`isValidDim`,
//! `isValidSymbol` relative to the enclosing affine scope, a `func.func` or any op isolated
//! from above), and the verifier check built on them.

use crate::ods::is_index;
use tile_ir::dialect::OpTraits;
use tile_ir::ir::ValueDef;
use tile_ir::{Context, Diagnostic, OpId, RegionId, Value};

/// Whether `op` opens an affine scope (MLIR's `AffineScope` trait).
fn is_affine_scope(ctx: &Context, op: OpId) -> bool {
    ctx.op_name_of(op) == "func.func" || ctx.op_has_trait(op, OpTraits::ISOLATED_FROM_ABOVE)
}

/// The region of the nearest affine scope holding `op` (MLIR's `getAffineScope`).
pub fn affine_scope(ctx: &Context, op: OpId) -> Option<RegionId> {
    let mut cur = op;
    while let Some(parent) = ctx.parent_op(cur) {
        if is_affine_scope(ctx, parent) {
            let b = ctx.op(cur).parent?;
            return ctx.block(b).parent;
        }
        cur = parent;
    }
    None
}

/// The region where `v` is defined.
fn defining_region(ctx: &Context, v: Value) -> Option<RegionId> {
    match ctx.value(v).def {
        ValueDef::Result { op, .. } => ctx.op(op).parent.and_then(|b| ctx.block(b).parent),
        ValueDef::BlockArg { block, .. } => ctx.block(block).parent,
        ValueDef::Placeholder => None,
    }
}

/// Whether `v` is defined at the top level of some affine scope (MLIR's `isTopLevelValue`).
fn is_top_level(ctx: &Context, v: Value) -> bool {
    defining_region(ctx, v)
        .and_then(|r| ctx.region(r).parent)
        .is_some_and(|p| is_affine_scope(ctx, p))
}

/// The shaped operand of a `memref.dim`/`tensor.dim` defining `v`.
fn dim_source(ctx: &Context, op: OpId) -> Option<Value> {
    matches!(ctx.op_name_of(op), "memref.dim" | "tensor.dim")
        .then(|| ctx.op(op).operands.first().copied())
        .flatten()
}

/// MLIR's `isValidSymbol(value, region)` for `region` an affine scope.
pub fn is_valid_symbol(ctx: &Context, v: Value, region: Option<RegionId>) -> bool {
    if !is_index(ctx, ctx.value_type(v)) {
        return false;
    }
    if region.is_some() && defining_region(ctx, v) == region {
        return true;
    }
    let Some(def) = ctx.defining_op(v) else {
        return false;
    };
    if ctx.op_has_trait(def, OpTraits::CONSTANT_LIKE) {
        return true;
    }
    if ctx.op_name_of(def) == "affine.apply" {
        return ctx
            .op(def)
            .operands
            .iter()
            .all(|&o| is_valid_symbol(ctx, o, region));
    }
    if let Some(src) = dim_source(ctx, def) {
        return is_top_level(ctx, src);
    }
    false
}

/// MLIR's `isValidDim(value, region)`.
pub fn is_valid_dim(ctx: &Context, v: Value, region: Option<RegionId>) -> bool {
    if !is_index(ctx, ctx.value_type(v)) {
        return false;
    }
    if is_valid_symbol(ctx, v, region) {
        return true;
    }
    match ctx.value(v).def {
        ValueDef::BlockArg { block, .. } => ctx.block_parent_op(block).is_some_and(|p| {
            matches!(ctx.op_name_of(p), "affine.for" | "affine.parallel") || is_affine_scope(ctx, p)
        }),
        ValueDef::Result { op, .. } if ctx.op_name_of(op) == "affine.apply" => ctx
            .op(op)
            .operands
            .iter()
            .all(|&o| is_valid_dim(ctx, o, region)),
        ValueDef::Result { op, .. } => dim_source(ctx, op).is_some_and(|s| is_top_level(ctx, s)),
        ValueDef::Placeholder => false,
    }
}

/// MLIR's `verifyDimAndSymbolIdentifiers`: the first `num_dims` operands must be valid dims,
/// the rest valid symbols.
pub fn verify_dims_and_symbols(
    ctx: &Context,
    op: OpId,
    operands: &[Value],
    num_dims: usize,
) -> Result<(), Diagnostic> {
    let scope = affine_scope(ctx, op);
    for (i, &v) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim(ctx, v, scope) {
                return Err(ctx.op_error(op, "operand cannot be used as a dimension id"));
            }
        } else if !is_valid_symbol(ctx, v, scope) {
            return Err(ctx.op_error(op, "operand cannot be used as a symbol"));
        }
    }
    Ok(())
}
