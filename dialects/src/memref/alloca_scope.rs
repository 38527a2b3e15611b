//! `memref.alloca_scope` inlined into its parent, as mlir-opt-22 does it (MLIR's
//! `AllocaScopeInliner`): always when nothing in it may allocate on the stack, else only
//! when the parent is itself an allocation scope (a function, another `alloca_scope`, or a
//! loop whose iterations are scopes) and the scope is the last op before the parent
//! block's terminator, so no stack allocation lives longer than before.

use tile_ir::pass::rewrite::Rewriter;
use tile_ir::{Context, OpId};

use super::{AllocaOp, AllocaScopeOp};
use tile_ir::dialect::OpTraits;

/// The rewrite.
pub(super) fn inline_alloca_scope(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let scope = AllocaScopeOp::cast(ctx, op)?;
    let block = ctx.entry_block(scope.bodyRegion(ctx))?;
    if may_allocate_on_stack(ctx, op)
        && !(parent_is_scope(ctx, op) && last_before_terminator(ctx, op))
    {
        return None;
    }
    let ops = ctx.block(block).ops.to_vec();
    let (&terminator, body) = ops.split_last()?;
    let returned = ctx.op(terminator).operands.to_vec();
    for &o in body {
        rewriter.move_op_before(o, op);
    }
    rewriter.replace_op(op, &returned);
    Some(())
}

/// Whether some op in the scope (not inside a nested allocation scope) may allocate on the
/// stack: a `memref.alloca`, or an op whose effects are unknown here (neither pure, nor
/// only reading or allocating on the heap, nor made of its regions' effects). MLIR asks
/// each op's effect interface; ops this cannot tell apart count as allocating, which only
/// keeps a scope MLIR might inline.
fn may_allocate_on_stack(ctx: &Context, scope: OpId) -> bool {
    let mut stack: Vec<OpId> = nested_ops(ctx, scope);
    while let Some(o) = stack.pop() {
        if AllocaOp::cast(ctx, o).is_some() {
            return true;
        }
        let known = ctx.op_has_trait(o, OpTraits::PURE)
            || ctx.op_has_trait(o, OpTraits::MEM_READ)
            || ctx.op_has_trait(o, OpTraits::MEM_ALLOC)
            || ctx.op_has_trait(o, OpTraits::RECURSIVE_EFFECTS)
            || ctx.op_has_trait(o, OpTraits::TERMINATOR);
        if !known {
            return true;
        }
        if !is_allocation_scope(ctx, o) {
            stack.extend(nested_ops(ctx, o));
        }
    }
    false
}

/// The ops directly in `op`'s regions.
fn nested_ops(ctx: &Context, op: OpId) -> Vec<OpId> {
    let regions = ctx.op(op).regions();
    let blocks = regions
        .iter()
        .flat_map(|&r| ctx.region(r).blocks.iter().copied());
    blocks
        .flat_map(|b| ctx.block(b).ops.iter().copied())
        .collect()
}

/// MLIR's `AutomaticAllocationScope` ops: functions, `memref.alloca_scope`, and the loops
/// whose every iteration is one (`scf.for`, `scf.parallel`, `scf.forall`, `affine.for`,
/// `affine.parallel`).
fn is_allocation_scope(ctx: &Context, op: OpId) -> bool {
    use crate::affine::ops::{ForOp as AffineFor, ParallelOp as AffineParallel};
    use crate::scf::{ForOp, ForallOp, ParallelOp};
    crate::func::FuncOp::cast(ctx, op).is_some()
        || AllocaScopeOp::cast(ctx, op).is_some()
        || ForOp::cast(ctx, op).is_some()
        || ParallelOp::cast(ctx, op).is_some()
        || ForallOp::cast(ctx, op).is_some()
        || AffineFor::cast(ctx, op).is_some()
        || AffineParallel::cast(ctx, op).is_some()
}

fn parent_is_scope(ctx: &Context, op: OpId) -> bool {
    ctx.parent_op(op)
        .is_some_and(|p| is_allocation_scope(ctx, p))
}

/// Whether `op` is followed only by its block's terminator, in a one-block region.
fn last_before_terminator(ctx: &Context, op: OpId) -> bool {
    let Some(block) = ctx.op(op).parent else {
        return false;
    };
    let one_block = ctx
        .block(block)
        .parent
        .is_some_and(|r| ctx.region(r).blocks.len() == 1);
    let ops = ctx.block(block).ops.as_slice();
    let n = ops.len();
    let terminated = ops
        .last()
        .is_some_and(|&t| ctx.op_has_trait(t, OpTraits::TERMINATOR));
    one_block && terminated && n >= 2 && ops.get(n - 2) == Some(&op)
}
