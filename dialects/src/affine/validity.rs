//! MLIR's rules for which values may be an affine map's dims and symbols (`isValidDim`,
//! `isValidSymbol` relative to the enclosing affine scope, a `func.func` or any op isolated
//! from above), and the verifier check built on them.

use crate::memref::{AllocOp, CastOp, SubViewOp, ViewOp};
use crate::ods::{constant_int, is_index};
use tile_ir::dialect::OpTraits;
use tile_ir::ir::ValueDef;
use tile_ir::types::{DYNAMIC, TypeKind};
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

/// The shaped operand of a `memref.dim`/`tensor.dim` (MLIR's `ShapedDimOpInterface`).
fn dim_source(ctx: &Context, op: OpId) -> Option<Value> {
    matches!(ctx.op_name_of(op), "memref.dim" | "tensor.dim")
        .then(|| ctx.op(op).operands.first().copied())
        .flatten()
}

/// The region enclosing `region`'s parent op, when that op is not isolated from above:
/// values defined there dominate `region` (MLIR's recursion into the parent region).
fn enclosing_region(ctx: &Context, region: Option<RegionId>) -> Option<RegionId> {
    let parent = ctx.region(region?).parent?;
    if ctx.op_has_trait(parent, OpTraits::ISOLATED_FROM_ABOVE) {
        return None;
    }
    ctx.op(parent).parent.and_then(|b| ctx.block(b).parent)
}

/// MLIR's `isValidSymbol(value, region)`: constants, pure ops of symbols, dims of shapes
/// known at `region`'s level, and values defined in `region` or dominating it.
pub fn is_valid_symbol(ctx: &Context, v: Value, region: Option<RegionId>) -> bool {
    if !is_index(ctx, ctx.value_type(v)) {
        return false;
    }
    if region.is_some() && defining_region(ctx, v) == region {
        return true;
    }
    if let Some(def) = ctx.defining_op(v) {
        if ctx.op_has_trait(def, OpTraits::CONSTANT_LIKE) {
            return true;
        }
        if ctx.op_has_trait(def, OpTraits::PURE)
            && ctx
                .op(def)
                .operands
                .iter()
                .all(|&o| is_valid_symbol(ctx, o, region))
        {
            return true;
        }
        if dim_source(ctx, def).is_some() {
            return is_dim_valid_symbol(ctx, def, region);
        }
    }
    enclosing_region(ctx, region).is_some_and(|r| is_valid_symbol(ctx, v, Some(r)))
}

/// MLIR's `isValidSymbol(value)`: an index value defined at the top level of an affine
/// scope, or a valid symbol of the scope its defining op is in.
pub fn is_symbol_anywhere(ctx: &Context, v: Value) -> bool {
    if !is_index(ctx, ctx.value_type(v)) {
        return false;
    }
    if is_top_level(ctx, v) {
        return true;
    }
    ctx.defining_op(v)
        .is_some_and(|def| is_valid_symbol(ctx, v, affine_scope(ctx, def)))
}

/// MLIR's `isDimOpValidSymbol`: the shaped value is top-level, or the dimension is static
/// or sized by a valid symbol in the alloc, view or subview behind memref casts.
fn is_dim_valid_symbol(ctx: &Context, dim: OpId, region: Option<RegionId>) -> bool {
    let (Some(shaped), Some(&index)) = (dim_source(ctx, dim), ctx.op(dim).operands.get(1)) else {
        return false;
    };
    if is_top_level(ctx, shaped) {
        return true;
    }
    let (Some(mut def), Some(i)) = (ctx.defining_op(shaped), constant_int(ctx, index)) else {
        return false;
    };
    while let Some(cast) = CastOp::cast(ctx, def) {
        let source = cast.source(ctx);
        if !matches!(
            ctx.type_kind(ctx.value_type(source)),
            TypeKind::MemRef { .. }
        ) {
            return false;
        }
        let Some(d) = ctx.defining_op(source) else {
            return false;
        };
        def = d;
    }
    let sizes = if let Some(a) = AllocOp::cast(ctx, def) {
        a.dynamicSizes(ctx)
    } else if let Some(v) = ViewOp::cast(ctx, def) {
        v.sizes(ctx)
    } else if let Some(s) = SubViewOp::cast(ctx, def) {
        s.sizes(ctx)
    } else {
        return false;
    };
    let Some(&result) = ctx.op(def).results.first() else {
        return false;
    };
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(ctx.value_type(result)) else {
        return false;
    };
    let Some(i) = usize::try_from(i).ok().filter(|&i| i < shape.len()) else {
        return false;
    };
    if shape.get(i).is_some_and(|&d| d != DYNAMIC) {
        return true;
    }
    let position = shape.iter().take(i).filter(|&&d| d == DYNAMIC).count();
    sizes
        .get(position)
        .is_some_and(|&s| is_valid_symbol(ctx, s, region))
}

/// MLIR's `isValidDim(value, region)`: symbols, affine loop induction variables, and
/// affine index arithmetic and dims of top-level shapes over valid dims.
pub fn is_valid_dim(ctx: &Context, v: Value, region: Option<RegionId>) -> bool {
    if !is_index(ctx, ctx.value_type(v)) {
        return false;
    }
    if is_valid_symbol(ctx, v, region) {
        return true;
    }
    match ctx.value(v).def {
        ValueDef::BlockArg { block, .. } => ctx
            .block_parent_op(block)
            .is_some_and(|p| matches!(ctx.op_name_of(p), "affine.for" | "affine.parallel")),
        ValueDef::Result { op, .. }
            if matches!(
                ctx.op_name_of(op),
                "affine.apply" | "affine.delinearize_index" | "affine.linearize_index"
            ) =>
        {
            ctx.op(op)
                .operands
                .iter()
                .all(|&o| is_valid_dim(ctx, o, region))
        }
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
