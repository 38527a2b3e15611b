//! `memref.generic_atomic_rmw` and its terminator `memref.atomic_yield`: an atomic
//! read-modify-write whose new value a side-effect-free region computes from the old one.

use super::{INT_OR_FLOAT, INT_OR_FLOAT_MEMREF};
use crate::ods::*;
use tile_ir::declare_op;
use tile_ir::dialect::{OpDef, OpTraits};
use tile_ir::ods::constraints::*;
use tile_ir::ods::{TypeConstraint, TypeRelation};
use tile_ir::{Context, Diagnostic, OpId};

declare_op! {
    /// `%x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> { ^bb0(%old: f32): ... }`
    pub struct GenericAtomicRmwOp = "memref.generic_atomic_rmw", "atomic read-modify-write operation with a region";
    operands { memref: one ANY_KIND_INT_OR_FLOAT_MEMREF, indices: many INDEX }
    results { result: one INT_OR_FLOAT }
    regions { atomic_body: any }
    traits [SINGLE_BLOCK];
    relations [TypeRelation::Infers { from: "memref", to: "result", f: element_type }];
    format "$memref `[` $indices `]` `:` type($memref) $atomic_body attr-dict";
    verify verify_generic_atomic_rmw;
    verify_regions verify_terminator;
}

/// `memref` as MLIR's hand-written parser reads it: any type, checked by the verifier.
const ANY_KIND_INT_OR_FLOAT_MEMREF: TypeConstraint = TypeConstraint {
    class: None,
    ..INT_OR_FLOAT_MEMREF
};

declare_op! {
    /// `memref.atomic_yield %new : f32`
    pub struct AtomicYieldOp = "memref.atomic_yield", "yield operation for GenericAtomicRMWOp";
    operands { result: one ANY_TYPE }
    traits [PURE, TERMINATOR, RETURN_LIKE];
    parents ["memref.generic_atomic_rmw"];
    format "$result attr-dict `:` type($result)";
    verify verify_atomic_yield;
}

/// Both ops.
pub(super) const OPS: &[fn() -> OpDef] = &[GenericAtomicRmwOp::def, AtomicYieldOp::def];

fn verify_generic_atomic_rmw(
    ctx: &Context,
    op: OpId,
    g: GenericAtomicRmwOp,
) -> Result<(), Diagnostic> {
    // MLIR's `TypesMatchWith` (the parser only derives the result from it).
    let result = ctx.value_type(g.result(ctx));
    if element_type(ctx, ctx.value_type(g.memref(ctx))) != Some(result) {
        let msg = "failed to verify that result type matches element type of memref";
        return Err(ctx.op_error(op, msg));
    }
    let args = region_args(ctx, op, 0);
    let [arg] = args.as_slice() else {
        return Err(ctx.op_error(op, "expected single number of entry block arguments"));
    };
    if ctx.value_type(g.result(ctx)) != ctx.value_type(*arg) {
        return Err(ctx.op_error(op, "expected block argument of the same type result type"));
    }
    for nested in ctx.walk_collect(op).into_iter().filter(|&o| o != op) {
        if !is_memory_effect_free(ctx, nested) {
            return Err(Diagnostic::error(
                op_loc(ctx, nested),
                "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
            ));
        }
    }
    Ok(())
}

/// MLIR's `isMemoryEffectFree`: pure ops, and region ops whose nested ops all are.
fn is_memory_effect_free(ctx: &Context, op: OpId) -> bool {
    if ctx.op_has_trait(op, OpTraits::PURE) {
        return true;
    }
    ctx.op_has_trait(op, OpTraits::RECURSIVE_EFFECTS)
        && ctx
            .walk_collect(op)
            .into_iter()
            .filter(|&o| o != op)
            .all(|o| ctx.op_has_trait(o, OpTraits::PURE))
}

/// `SingleBlockImplicitTerminator<"AtomicYieldOp">` (a region trait: after the nested ops).
fn verify_terminator(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if GenericAtomicRmwOp::cast(ctx, op).is_none() {
        return Ok(());
    }
    check_implicit_terminator(ctx, op, AtomicYieldOp::spec().name)
}

fn verify_atomic_yield(ctx: &Context, op: OpId, y: AtomicYieldOp) -> Result<(), Diagnostic> {
    let Some(parent_ty) = ctx
        .parent_op(op)
        .and_then(|p| ctx.result_types(p).first().copied())
    else {
        return Ok(());
    };
    let ty = ctx.value_type(y.result(ctx));
    if ty != parent_ty {
        return Err(ctx.op_error(
            op,
            format!(
                "types mismatch between yield op: {} and its parent: {}",
                quoted(ctx, ty),
                quoted(ctx, parent_ty)
            ),
        ));
    }
    Ok(())
}
