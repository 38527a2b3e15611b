//! The affine ops, declared from `AffineOps.td` (operands, properties, regions). Maps and
//! sets applied to SSA ids are custom directives of [`super::syntax`] (`MapAndOperands`,
//! `SetAndOperands`, `AffineSubscripts`); the loops and DMA ops, which bind region arguments
//! or keep their maps as plain attributes, keep hand-written parse and print hooks:
//!
//! * here: `apply`, `min`, `max` (a map applied to `(dims)[symbols]`) and `yield`;
//! * [`access`]: `load`, `store`, `vector_load`, `vector_store`, `prefetch`;
//! * [`control`]: `for`, `if`, `parallel`;
//! * [`index`]: `delinearize_index`, `linearize_index`;
//! * [`dma`]: `dma_start`, `dma_wait`.

pub mod access;
pub mod control;
pub mod dma;
pub mod index;

pub use access::*;
pub use control::*;
pub use dma::*;
pub use index::*;

use super::canonicalize::{canonicalize_min_max, fold_apply, fold_min_max, simplify_map_op};
use super::syntax::MAP_AND_OPERANDS;
use super::validity::{affine_scope, is_valid_dim, is_valid_symbol};
use tile_ir::dialect::DialectRegistry;
use tile_ir::ods::constraints::{ANY_TYPE, AffineMapAttr, INDEX};
use tile_ir::{Context, Diagnostic, OpId, declare_op, declare_ops};

// `affine.apply`, `affine.min` and `affine.max`: a map applied to index operands.
declare_ops! {
    {
        operands { mapOperands: many INDEX }
        results { result: one INDEX }
        attrs { map: required AffineMapAttr => set_map }
        traits [PURE];
        format "custom<MapAndOperands>($map, $mapOperands) attr-dict";
        custom [MAP_AND_OPERANDS];
        verify verify_map_op;
    }
    /// `affine.apply #map(%i)[%n]`
    ApplyOp = "affine.apply", "affine apply operation",
        fold fold_apply, canonicalize [simplify_map_op];
    /// `affine.min #map(%i)[%n]`
    MinOp = "affine.min", "min operation", fold fold_min_max, canonicalize [canonicalize_min_max];
    /// `affine.max #map(%i)[%n]`
    MaxOp = "affine.max", "max operation", fold fold_min_max, canonicalize [canonicalize_min_max];
}

declare_op! {
    /// `affine.yield %v : f32`
    pub struct YieldOp = "affine.yield", "Yield values to parent operation";
    operands { operands: many ANY_TYPE }
    traits [PURE, TERMINATOR, RETURN_LIKE];
    parents ["affine.for", "affine.if", "affine.parallel"];
    format "attr-dict ($operands^ `:` type($operands))?";
    verify verify_yield;
}

/// Registers the affine ops.
pub fn register(r: &mut DialectRegistry) {
    r.add_ops(&[ApplyOp::def, MinOp::def, MaxOp::def, YieldOp::def]);
    r.add_ops(access::OPS);
    r.add_ops(control::OPS);
    r.add_ops(dma::OPS);
    r.add_ops(index::OPS);
}

/// The map of an `apply`/`min`/`max` and its operand count (any of the three ops).
fn map_and_operands(ctx: &Context, op: OpId) -> Option<(tile_ir::affine::AffineMap, usize)> {
    let map = ApplyOp::cast(ctx, op)
        .map(|o| o.map(ctx))
        .or_else(|| MinOp::cast(ctx, op).map(|o| o.map(ctx)))
        .or_else(|| MaxOp::cast(ctx, op).map(|o| o.map(ctx)))?;
    Some((map, ctx.op(op).operands.len()))
}

fn verify_map_op<V>(ctx: &Context, op: OpId, _: V) -> Result<(), Diagnostic> {
    let Some((map, n)) = map_and_operands(ctx, op) else {
        return Ok(());
    };
    if map.num_inputs() != n {
        return Err(ctx.op_error(
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    let is_apply = ctx.op_name_of(op) == "affine.apply";
    if is_apply && map.num_results() != 1 {
        return Err(ctx.op_error(op, "mapping must produce one value"));
    }
    if is_apply {
        let scope = affine_scope(ctx, op);
        let syms = ctx.op(op).operands.get(map.num_dims..).unwrap_or(&[]);
        if syms
            .iter()
            .any(|&v| is_valid_dim(ctx, v, scope) && !is_valid_symbol(ctx, v, scope))
        {
            return Err(Diagnostic::error(
                ctx.op(op).loc,
                "dimensional operand cannot be used as a symbol",
            ));
        }
    }
    if !is_apply && map.num_results() == 0 {
        return Err(ctx.op_error(op, "affine map expect at least one result"));
    }
    Ok(())
}

/// `affine.yield` returns as many values as its parent has results.
fn verify_yield(ctx: &Context, op: OpId, y: YieldOp) -> Result<(), Diagnostic> {
    let Some(parent) = ctx.parent_op(op) else {
        return Ok(());
    };
    let results = &ctx.op(parent).results;
    let operands = y.operands(ctx);
    if results.len() != operands.len() {
        return Err(ctx.op_error(
            op,
            "parent of yield must have same number of results as the yield operands",
        ));
    }
    if results
        .iter()
        .zip(operands)
        .any(|(&r, &v)| ctx.value_type(r) != ctx.value_type(v))
    {
        return Err(ctx.op_error(op, "types mismatch between yield op and its parent"));
    }
    Ok(())
}
