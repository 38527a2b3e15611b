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
/// and neither it nor (through `RECURSIVE_EFFECTS`) anything nested in it has effects other
/// than reading memory or allocating its own result (MLIR's `wouldOpBeTriviallyDead`: a loop
/// that only loads goes away).
pub fn would_be_trivially_dead(ctx: &Context, op: OpId) -> bool {
    if ctx.op_has_trait(op, OpTraits::TERMINATOR) || ctx.op_has_trait(op, OpTraits::SYMBOL) {
        return false;
    }
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        // An unregistered op might be a terminator or have effects.
        let Some(def) = ctx.op_def(o) else {
            return false;
        };
        if def.has_effects.is_some_and(|f| f(ctx, o)) {
            return false;
        }
        let recursive = def.has(OpTraits::RECURSIVE_EFFECTS);
        if recursive {
            for &r in ctx.op(o).regions() {
                for &b in &ctx.region(r).blocks {
                    stack.extend(ctx.block(b).ops.iter().copied());
                }
            }
        }
        let harmless = [OpTraits::PURE, OpTraits::MEM_READ, OpTraits::MEM_ALLOC];
        if !recursive && !harmless.into_iter().any(|t| def.has(t)) {
            return false;
        }
    }
    true
}
