//! The greedy driver's aggressive region simplification (MLIR's `mergeIdenticalBlocks` and
//! `dropRedundantArguments`, run with `region-simplify=aggressive`): blocks that do the same
//! thing and go to the same successors become one, their differing outside operands turned
//! into new arguments; and an argument every predecessor passes the same value is that value.

use rustc_hash::FxHashMap;

use super::Rewriter;
use super::uses::driven_apart;
use crate::context::Context;
use crate::ir::{BlockId, OpId, RegionId, Value, ValueDef};
use crate::ods::{append_successor_operands, erase_successor_operands, successor_operand_range};

/// Each block's predecessor edges: the terminator and which of its successors it is.
fn predecessors(ctx: &Context, region: RegionId) -> FxHashMap<BlockId, Vec<(OpId, usize)>> {
    let mut preds: FxHashMap<BlockId, Vec<(OpId, usize)>> = FxHashMap::default();
    for &b in &ctx.region(region).blocks {
        if let Some(&t) = ctx.block(b).ops.last() {
            for (s, &succ) in ctx.op(t).successors().iter().enumerate() {
                preds.entry(succ).or_default().push((t, s));
            }
        }
    }
    preds
}

/// The regions nested in `region`'s ops (not in ops driven apart).
fn nested(ctx: &Context, region: RegionId, skip: bool) -> Vec<RegionId> {
    let mut out = Vec::new();
    for &b in &ctx.region(region).blocks {
        for &op in ctx.block(b).ops.iter() {
            if !driven_apart(ctx, op, skip) {
                out.extend(ctx.op(op).regions().iter().copied());
            }
        }
    }
    out
}

/// Merges identical blocks in `region` and the regions nested in it, each region again while
/// it changes; returns whether anything changed.
pub(super) fn merge_identical_blocks(rw: &mut Rewriter<'_>, region: RegionId, skip: bool) -> bool {
    let mut worklist = vec![region];
    let mut changed = false;
    while let Some(r) = worklist.pop() {
        if merge_in_region(rw, r) {
            worklist.push(r);
            changed = true;
        }
        for n in nested(rw.ctx(), r, skip) {
            if !worklist.contains(&n) {
                worklist.push(n);
            }
        }
    }
    changed
}

/// Blocks found equal to a leader, and the (op, operand) positions where their outside
/// operands differ (they become new arguments of the leader).
struct Cluster {
    leader: BlockId,
    blocks: Vec<BlockId>,
    operands_to_merge: Vec<(usize, usize)>,
}

fn merge_in_region(rw: &mut Rewriter<'_>, region: RegionId) -> bool {
    let blocks = rw.ctx().region(region).blocks.to_vec();
    if blocks.len() < 2 {
        return false;
    }
    // Clusters keyed by the successor list, in first-seen order.
    let mut keyed: Vec<(Vec<BlockId>, Vec<Cluster>)> = Vec::new();
    for &b in blocks.iter().skip(1) {
        if !mergeable(rw, b) {
            continue;
        }
        let ctx = rw.ctx();
        let Some(&t) = ctx.block(b).ops.last() else {
            continue;
        };
        let key = ctx.op(t).successors().to_vec();
        let slot = match keyed.iter().position(|(k, _)| *k == key) {
            Some(i) => i,
            None => {
                keyed.push((key, Vec::new()));
                keyed.len() - 1
            }
        };
        let Some((_, clusters)) = keyed.get_mut(slot) else {
            continue;
        };
        let mut added = false;
        for c in clusters.iter_mut() {
            if let Some(mismatched) = equivalent_to(rw, c.leader, b) {
                for m in mismatched {
                    if !c.operands_to_merge.contains(&m) {
                        c.operands_to_merge.push(m);
                    }
                }
                c.blocks.push(b);
                added = true;
                break;
            }
        }
        if !added {
            clusters.push(Cluster {
                leader: b,
                blocks: Vec::new(),
                operands_to_merge: Vec::new(),
            });
        }
    }
    let mut merged = false;
    for (_, clusters) in keyed {
        for c in clusters {
            merged |= merge_cluster(rw, region, c);
        }
    }
    merged
}

/// A block may merge when none of its ops holds a non-empty region and its arguments are
/// used only inside it.
fn mergeable(rw: &mut Rewriter<'_>, b: BlockId) -> bool {
    let ctx = rw.ctx();
    let has_region = ctx.block(b).ops.iter().any(|&op| {
        ctx.op(op)
            .regions()
            .iter()
            .any(|&r| !ctx.region(r).blocks.is_empty())
    });
    if has_region {
        return false;
    }
    let args = ctx.block(b).args.to_vec();
    args.into_iter().all(|a| used_only_in(rw, a, b))
}

fn used_only_in(rw: &mut Rewriter<'_>, v: Value, b: BlockId) -> bool {
    let users = rw.users(v);
    users.into_iter().all(|u| rw.ctx().op(u).parent == Some(b))
}

/// The block a value is defined in.
fn block_of(ctx: &Context, v: Value) -> Option<BlockId> {
    match ctx.value(v).def {
        ValueDef::Result { op, .. } => ctx.op(op).parent,
        ValueDef::BlockArg { block, .. } => Some(block),
        ValueDef::Placeholder => None,
    }
}

/// Position of each value a block defines: its arguments, then its ops' results in order.
fn order(ctx: &Context, b: BlockId) -> FxHashMap<Value, usize> {
    let block = ctx.block(b);
    let args = block.args.iter().copied();
    let results = block
        .ops
        .iter()
        .flat_map(|&op| ctx.op(op).results.iter().copied());
    args.chain(results)
        .enumerate()
        .map(|(i, v)| (v, i))
        .collect()
}

/// Whether `b` does what `leader` does (MLIR's `BlockMergeCluster::addToCluster`): the same
/// ops, inside operands at the same positions, nothing used outside; gives the positions
/// where outside operands differ.
fn equivalent_to(
    rw: &mut Rewriter<'_>,
    leader: BlockId,
    b: BlockId,
) -> Option<Vec<(usize, usize)>> {
    let ctx = rw.ctx();
    let (lops, rops) = (ctx.block(leader).ops.to_vec(), ctx.block(b).ops.to_vec());
    let arg_types = |blk: BlockId| -> Vec<_> {
        ctx.block(blk)
            .args
            .iter()
            .map(|&a| ctx.value_type(a))
            .collect()
    };
    if lops.len() != rops.len() || arg_types(leader) != arg_types(b) {
        return None;
    }
    let (lorder, rorder) = (order(ctx, leader), order(ctx, b));
    let mut mismatched = Vec::new();
    for (i, (&l, &r)) in lops.iter().zip(&rops).enumerate() {
        let ctx = rw.ctx();
        if !same_op_shape(ctx, l, r) {
            return None;
        }
        let (lo, ro) = (ctx.op(l).operands.to_vec(), ctx.op(r).operands.to_vec());
        for (k, (&x, &y)) in lo.iter().zip(&ro).enumerate() {
            if x == y {
                continue;
            }
            if ctx.value_type(x) != ctx.value_type(y) {
                return None;
            }
            let (x_in, y_in) = (
                block_of(ctx, x) == Some(leader),
                block_of(ctx, y) == Some(b),
            );
            if x_in != y_in {
                return None;
            }
            if !x_in {
                // A predecessor's terminator result could not be passed to the merged block.
                let from_terminator = |v: Value| {
                    ctx.defining_op(v).is_some_and(|d| {
                        ctx.op(d)
                            .parent
                            .is_some_and(|p| ctx.block(p).ops.last() == Some(&d))
                    })
                };
                if from_terminator(x) || from_terminator(y) {
                    return None;
                }
                mismatched.push((i, k));
                continue;
            }
            if lorder.get(&x) != rorder.get(&y) {
                return None;
            }
        }
        let results: Vec<(Value, BlockId)> = ctx
            .op(l)
            .results
            .iter()
            .map(|&v| (v, leader))
            .chain(ctx.op(r).results.iter().map(|&v| (v, b)))
            .collect();
        if !results.into_iter().all(|(v, blk)| used_only_in(rw, v, blk)) {
            return None;
        }
    }
    Some(mismatched)
}

/// MLIR's `OperationEquivalence::isEquivalentTo` without operand values or locations: name,
/// properties, attributes, counts and result types.
fn same_op_shape(ctx: &Context, l: OpId, r: OpId) -> bool {
    let (a, b) = (ctx.op(l), ctx.op(r));
    ctx.op_name_of(l) == ctx.op_name_of(r)
        && a.properties == b.properties
        && a.attributes == b.attributes
        && a.regions().len() == b.regions().len()
        && a.successors().len() == b.successors().len()
        && a.operands.len() == b.operands.len()
        && ctx.result_types(l) == ctx.result_types(r)
}

/// Whether every edge into `b` comes from a branch that declares its forwarded operands.
fn preds_forward(
    ctx: &Context,
    preds: &FxHashMap<BlockId, Vec<(OpId, usize)>>,
    b: BlockId,
) -> bool {
    preds.get(&b).is_none_or(|es| {
        es.iter()
            .all(|&(t, s)| successor_operand_range(ctx, t, s).is_some())
    })
}

fn merge_cluster(rw: &mut Rewriter<'_>, region: RegionId, c: Cluster) -> bool {
    if c.blocks.is_empty() {
        return false;
    }
    let preds = predecessors(rw.ctx(), region);
    if !c.operands_to_merge.is_empty() {
        let all = std::iter::once(c.leader).chain(c.blocks.iter().copied());
        if !all.clone().all(|b| preds_forward(rw.ctx(), &preds, b)) {
            return false;
        }
        // The values each block passes for the new arguments, in the leader's order.
        let members: Vec<BlockId> = all.collect();
        let old_args = rw.ctx().block(c.leader).args.len();
        let mut new_args: Vec<Vec<Value>> = vec![Vec::new(); members.len()];
        for &(op_index, operand) in &c.operands_to_merge {
            for (m, &b) in members.iter().enumerate() {
                let ctx = rw.ctx();
                let Some(&op) = ctx.block(b).ops.get(op_index) else {
                    return false;
                };
                let Some(&v) = ctx.op(op).operands.get(operand) else {
                    return false;
                };
                if let Some(slot) = new_args.get_mut(m) {
                    slot.push(v);
                }
                if b == c.leader {
                    let (ty, loc) = (ctx.value_type(v), ctx.value_loc(v));
                    let arg = rw.ctx_mut().add_block_arg(b, ty, loc);
                    rw.modify_op(op, |ctx, o| {
                        if let Some(x) = ctx.op_mut(o).operands.get_mut(operand) {
                            *x = arg;
                        }
                    });
                }
            }
        }
        let new_args = prune_redundant_arguments(rw, c.leader, old_args, new_args);
        for (m, &b) in members.iter().enumerate() {
            let values = new_args.get(m).cloned().unwrap_or_default();
            for &(t, s) in preds.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
                rw.modify_op(t, |ctx, o| {
                    append_successor_operands(ctx, o, s, &values);
                });
            }
        }
    }
    for &b in &c.blocks {
        for &(t, s) in preds.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
            rw.modify_op(t, |ctx, o| {
                if let Some(x) = ctx.op_mut(o).successors_mut().get_mut(s) {
                    *x = c.leader;
                }
            });
        }
        let ops = rw.ctx().block(b).ops.to_vec();
        for &op in ops.iter().rev() {
            rw.erase_op(op);
        }
        rw.ctx_mut().region_mut(region).blocks.retain(|&x| x != b);
        rw.ctx_mut().block_mut(b).parent = None;
    }
    true
}

/// MLIR's `pruneRedundantArguments`: a new argument of `leader` that every member passes
/// the same value as an earlier new argument (the first with the leader's value) is that
/// argument. Gives the lists without the pruned positions.
fn prune_redundant_arguments(
    rw: &mut Rewriter<'_>,
    leader: BlockId,
    old_args: usize,
    lists: Vec<Vec<Value>>,
) -> Vec<Vec<Value>> {
    let Some(first) = lists.first() else {
        return lists;
    };
    let mut first_at: FxHashMap<Value, usize> = FxHashMap::default();
    for (j, &v) in first.iter().enumerate() {
        first_at.entry(v).or_insert(j);
    }
    let mut replaced: Vec<(usize, usize)> = Vec::new();
    for (j, v) in first.iter().enumerate() {
        let k = first_at.get(v).copied().unwrap_or(j);
        if k != j && lists.iter().skip(1).all(|l| l.get(k) == l.get(j)) {
            replaced.push((j, k));
        }
    }
    if replaced.is_empty() {
        return lists;
    }
    let mut keep = vec![true; rw.ctx().block(leader).args.len()];
    for &(j, k) in &replaced {
        let args = &rw.ctx().block(leader).args;
        let (Some(&old), Some(&new)) = (args.get(old_args + j), args.get(old_args + k)) else {
            continue;
        };
        rw.replace_all_uses_with(old, new);
        if let Some(x) = keep.get_mut(old_args + j) {
            *x = false;
        }
    }
    rw.ctx_mut().erase_block_args(leader, &keep);
    let pruned = |l: &Vec<Value>| -> Vec<Value> {
        l.iter()
            .enumerate()
            .filter(|(j, _)| !replaced.iter().any(|r| r.0 == *j))
            .map(|(_, &v)| v)
            .collect()
    };
    lists.iter().map(pruned).collect()
}

/// Drops, in `region` and the regions nested in it, each block argument that every
/// predecessor passes the same value (MLIR's `dropRedundantArguments`).
pub(super) fn drop_redundant_arguments(
    rw: &mut Rewriter<'_>,
    region: RegionId,
    skip: bool,
) -> bool {
    let mut worklist = vec![region];
    let mut changed = false;
    while let Some(r) = worklist.pop() {
        // Dropping arguments edits branch operands, never which blocks branch where.
        let preds = predecessors(rw.ctx(), r);
        let blocks = rw.ctx().region(r).blocks.to_vec();
        for b in blocks {
            let edges = preds.get(&b).map(Vec::as_slice).unwrap_or(&[]);
            changed |= drop_redundant_in_block(rw, b, edges);
        }
        // Each nested region has one parent, so it is queued once.
        worklist.extend(nested(rw.ctx(), r, skip));
    }
    changed
}

fn drop_redundant_in_block(rw: &mut Rewriter<'_>, b: BlockId, edges: &[(OpId, usize)]) -> bool {
    let args = rw.ctx().block(b).args.to_vec();
    let mut keep = vec![true; args.len()];
    for (i, &arg) in args.iter().enumerate() {
        let ctx = rw.ctx();
        let mut common: Option<Value> = None;
        let mut same = true;
        for &(t, s) in edges {
            let passed = successor_operand_range(ctx, t, s)
                .and_then(|range| ctx.op(t).operands.get(range.start + i).copied());
            match (passed, common) {
                (None, _) => {
                    same = false;
                    break;
                }
                (Some(v), None) => common = Some(v),
                (Some(v), Some(c)) if v != c => {
                    same = false;
                    break;
                }
                _ => {}
            }
        }
        if let (true, Some(c)) = (same, common)
            && c != arg
        {
            rw.replace_all_uses_with(arg, c);
            if let Some(k) = keep.get_mut(i) {
                *k = false;
            }
        }
    }
    if keep.iter().all(|&k| k) {
        return false;
    }
    for &(t, s) in edges {
        rw.modify_op(t, |ctx, o| erase_successor_operands(ctx, o, s, &keep));
    }
    rw.ctx_mut().erase_block_args(b, &keep);
    true
}
