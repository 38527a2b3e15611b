//! Side-effect queries on ops, from their traits: which ops may be removed when unused and
//! which may be merged by CSE.
//!
//! An op is *memory-effect free* when it is `PURE` (and everything in its regions is), or when
//! it has `RECURSIVE_EFFECTS` and everything in its regions is effect free — MLIR's
//! `isMemoryEffectFree`. Unregistered ops are assumed to have effects.

use crate::context::Context;
use crate::dialect::OpTraits;
use crate::ir::OpId;

/// Whether `op` and everything nested in it have no memory effects.
pub fn is_memory_effect_free(ctx: &Context, op: OpId) -> bool {
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        let pure = ctx.op_has_trait(o, OpTraits::PURE);
        if !pure && !ctx.op_has_trait(o, OpTraits::RECURSIVE_EFFECTS) {
            return false;
        }
        if ctx
            .op_def(o)
            .and_then(|d| d.has_effects)
            .is_some_and(|f| f(ctx, o))
        {
            return false;
        }
        for &r in ctx.op(o).regions() {
            for &b in &ctx.region(r).blocks {
                stack.extend(ctx.block(b).ops.iter().copied());
            }
        }
    }
    true
}

/// Whether `op` could be erased if its results had no uses: not a terminator, not a symbol,
/// and memory-effect free or with effects that only read memory or allocate its result
/// (MLIR's `wouldOpBeTriviallyDead`).
pub fn would_be_trivially_dead(ctx: &Context, op: OpId) -> bool {
    if ctx.op_has_trait(op, OpTraits::TERMINATOR) || ctx.op_has_trait(op, OpTraits::SYMBOL) {
        return false;
    }
    // An unregistered op might be a terminator or have effects.
    if ctx.op_def(op).is_none() {
        return false;
    }
    let removable =
        ctx.op_has_trait(op, OpTraits::MEM_READ) || ctx.op_has_trait(op, OpTraits::MEM_ALLOC);
    (removable && ctx.op(op).regions().is_empty()) || is_memory_effect_free(ctx, op)
}
