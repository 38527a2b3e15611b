//! MLIR's region dead-code elimination (`runRegionDCE`), which the greedy driver runs after
//! each iteration: an op is live when it is not trivially dead or a live op uses one of its
//! results; a block argument is live when a live op uses it (a branch's use counts only while
//! the successor argument it feeds is live). Liveness is found to a fixed point, so dead
//! cycles through block arguments go too, with the operands branches forward to them.

use rustc_hash::FxHashSet;

use super::Rewriter;
use super::uses::driven_apart;
use crate::context::Context;
use crate::dialect::OpTraits;
use crate::ir::{OpId, RegionId, Value, ValueDef};
use crate::ods::{erase_successor_operands, successor_operand_range};
use crate::pass::dominance::post_order;
use crate::pass::effects::would_be_trivially_dead;

/// What is proved live so far (a result is live with its op).
#[derive(Default)]
struct Liveness {
    ops: FxHashSet<OpId>,
    args: FxHashSet<Value>,
    changed: bool,
}

impl Liveness {
    fn set_op(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op);
    }
    fn set_value(&mut self, ctx: &Context, v: Value) {
        match ctx.value(v).def {
            ValueDef::Result { op, .. } => self.set_op(op),
            _ => self.changed |= self.args.insert(v),
        }
    }
}

/// Erases the dead ops and block arguments of `region` and the regions nested in it (not
/// inside ops driven apart); returns whether anything was erased.
pub(super) fn run_region_dce(rw: &mut Rewriter<'_>, region: RegionId, skip_isolated: bool) -> bool {
    let mut live = Liveness::default();
    loop {
        live.changed = false;
        propagate_region(rw, region, &mut live, skip_isolated);
        if !live.changed {
            break;
        }
    }
    delete_dead(rw, region, &live, skip_isolated)
}

fn propagate_region(rw: &mut Rewriter<'_>, region: RegionId, live: &mut Liveness, skip: bool) {
    let blocks = post_order(rw.ctx(), region);
    let entry = rw.ctx().region(region).blocks.first().copied();
    for b in blocks {
        // Uses before definitions: ops last to first, then the block's arguments.
        let ops = rw.ctx().block(b).ops.to_vec();
        for &op in ops.iter().rev() {
            propagate_op(rw, op, live, skip);
        }
        if Some(b) == entry {
            continue; // entry arguments belong to the enclosing op's contract
        }
        let args = rw.ctx().block(b).args.to_vec();
        for a in args {
            if !live.args.contains(&a) && used_live(rw, a, live) {
                live.set_value(rw.ctx(), a);
            }
        }
    }
}

fn propagate_op(rw: &mut Rewriter<'_>, op: OpId, live: &mut Liveness, skip: bool) {
    if !driven_apart(rw.ctx(), op, skip) {
        let regions = rw.ctx().op(op).regions().to_vec();
        for r in regions {
            propagate_region(rw, r, live, skip);
        }
    }
    let ctx = rw.ctx();
    if ctx.op_has_trait(op, OpTraits::TERMINATOR) {
        live.set_op(op);
        // Arguments of successors whose operands the op does not declare are all live.
        for (s, &succ) in ctx.op(op).successors().iter().enumerate() {
            if successor_operand_range(ctx, op, s).is_none() {
                for &a in ctx.block(succ).args.iter() {
                    live.set_value(ctx, a);
                }
            }
        }
        return;
    }
    if live.ops.contains(&op) {
        return;
    }
    if !would_be_trivially_dead(ctx, op) {
        live.set_op(op);
        return;
    }
    let results = ctx.op(op).results.to_vec();
    if results.into_iter().any(|r| used_live(rw, r, live)) {
        live.set_op(op);
    }
}

/// Whether a live op uses `v` other than by forwarding it to a dead successor argument.
fn used_live(rw: &mut Rewriter<'_>, v: Value, live: &Liveness) -> bool {
    let users = rw.users(v);
    let ctx = rw.ctx();
    users.into_iter().any(|u| {
        live.ops.contains(&u)
            && ctx
                .op(u)
                .operands
                .iter()
                .enumerate()
                .any(|(i, &x)| x == v && !feeds_dead_argument(ctx, u, i, live))
    })
}

/// Whether operand `i` of `op` is forwarded to a successor argument not proved live.
fn feeds_dead_argument(ctx: &Context, op: OpId, i: usize, live: &Liveness) -> bool {
    if !ctx.op_has_trait(op, OpTraits::TERMINATOR) {
        return false;
    }
    ctx.op(op)
        .successors()
        .iter()
        .enumerate()
        .any(|(s, &succ)| {
            successor_operand_range(ctx, op, s)
                .filter(|r| r.contains(&i))
                .and_then(|r| ctx.block(succ).args.get(i - r.start).copied())
                .is_some_and(|a| !live.args.contains(&a))
        })
}

fn delete_dead(rw: &mut Rewriter<'_>, region: RegionId, live: &Liveness, skip: bool) -> bool {
    let mut erased = false;
    let single_block = rw.ctx().region(region).blocks.len() == 1;
    for b in post_order(rw.ctx(), region) {
        if !single_block && let Some(&t) = rw.ctx().block(b).ops.last() {
            erased |= drop_dead_forwards(rw, t, live);
        }
        let ops = rw.ctx().block(b).ops.to_vec();
        for &op in ops.iter().rev() {
            let ctx = rw.ctx();
            if !live.ops.contains(&op) {
                // Every user is dead too and goes in this walk (MLIR's `dropAllUses`).
                rw.erase_op(op);
                erased = true;
            } else if !driven_apart(ctx, op, skip) {
                for r in ctx.op(op).regions().to_vec() {
                    erased |= delete_dead(rw, r, live, skip);
                }
            }
        }
    }
    let blocks = rw.ctx().region(region).blocks.to_vec();
    for &b in blocks.iter().skip(1) {
        let args = rw.ctx().block(b).args.to_vec();
        let keep: Vec<bool> = args.iter().map(|a| live.args.contains(a)).collect();
        if keep.contains(&false) {
            rw.ctx_mut().erase_block_args(b, &keep);
            erased = true;
        }
    }
    erased
}

/// Drops the operands terminator `t` forwards to dead successor arguments.
fn drop_dead_forwards(rw: &mut Rewriter<'_>, t: OpId, live: &Liveness) -> bool {
    let mut dropped = false;
    let succs = rw.ctx().op(t).successors().to_vec();
    for (s, &succ) in succs.iter().enumerate().rev() {
        let ctx = rw.ctx();
        let Some(range) = successor_operand_range(ctx, t, s) else {
            continue;
        };
        let args = &ctx.block(succ).args;
        let keep: Vec<bool> = (0..range.len())
            .map(|i| args.get(i).is_none_or(|a| live.args.contains(a)))
            .collect();
        if keep.contains(&false) {
            rw.modify_op(t, |ctx, o| erase_successor_operands(ctx, o, s, &keep));
            dropped = true;
        }
    }
    dropped
}
