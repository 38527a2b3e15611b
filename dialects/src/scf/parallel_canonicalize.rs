//! `scf.parallel` canonicalizations, as mlir-opt-22's: dimensions with a known trip count
//! of one are dropped (their induction variable is the lower bound) and a loop with a
//! dimension of zero iterations is its initial values
//! (`ParallelOpSingleOrZeroIterationDimsFolder`); a loop whose body is only another
//! independent loop becomes one loop over both (`MergeNestedParallelLoops`). MLIR clones
//! the bodies; the ops are moved here, as the old loop goes away.

use tile_ir::pass::rewrite::Rewriter;
use tile_ir::{BlockId, OpId, Value};

use super::{ParallelOp, ReduceOp};
use crate::arith::consts::constant_int_scalar;

/// The `scf.parallel` canonicalization patterns, in MLIR's order.
pub(super) fn simplify_parallel(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let p = ParallelOp::cast(rewriter.ctx(), op)?;
    drop_trivial_dims(p, rewriter).or_else(|| merge_nested(p, rewriter))
}

/// What is known of one dimension's number of iterations.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Trips {
    Zero,
    One,
    Other,
}

/// The trip count of `lb` to `ub` by `step` when it is zero or one (MLIR's
/// `constantTripCount`, signed).
fn trips(rewriter: &Rewriter<'_>, lb: Value, ub: Value, step: Value) -> Trips {
    let ctx = rewriter.ctx();
    if lb == ub {
        return Trips::Zero;
    }
    let (Some(l), Some(u)) = (constant_int_scalar(ctx, lb), constant_int_scalar(ctx, ub)) else {
        return Trips::Other;
    };
    if u <= l {
        return Trips::Zero;
    }
    match constant_int_scalar(ctx, step) {
        Some(s) if s >= u - l => Trips::One,
        _ => Trips::Other,
    }
}

/// The loop's body block.
fn body(rewriter: &Rewriter<'_>, p: ParallelOp) -> Option<BlockId> {
    rewriter.ctx().entry_block(p.region(rewriter.ctx()))
}

/// MLIR's `ParallelOpSingleOrZeroIterationDimsFolder`.
fn drop_trivial_dims(p: ParallelOp, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let (ctx, op) = (rewriter.ctx(), p.op());
    let (lbs, ubs, steps) = (
        p.lowerBound(ctx).to_vec(),
        p.upperBound(ctx).to_vec(),
        p.step(ctx).to_vec(),
    );
    let inits = p.initVals(ctx).to_vec();
    let block = body(rewriter, p)?;
    let ivs = rewriter.ctx().block(block).args.to_vec();
    let mut kept = Vec::new();
    let mut fixed = Vec::new();
    for (i, ((&lb, &ub), &step)) in lbs.iter().zip(&ubs).zip(&steps).enumerate() {
        match trips(rewriter, lb, ub, step) {
            Trips::Zero => {
                rewriter.replace_op(op, &inits);
                return Some(());
            }
            Trips::One => fixed.push(i),
            Trips::Other => kept.push(i),
        }
    }
    if fixed.is_empty() {
        return None;
    }
    for &i in &fixed {
        if let (Some(&iv), Some(&lb)) = (ivs.get(i), lbs.get(i)) {
            rewriter.replace_all_uses_with(iv, lb);
        }
    }
    if kept.is_empty() {
        return inline_single_iteration(op, rewriter, block, &inits);
    }
    let pick = |v: &[Value]| {
        kept.iter()
            .filter_map(|&i| v.get(i).copied())
            .collect::<Vec<_>>()
    };
    let bounds = (pick(&lbs), pick(&ubs), pick(&steps));
    let (new, new_block) = build_parallel(rewriter, op, bounds, &inits);
    for (&i, &arg) in kept
        .iter()
        .zip(&rewriter.ctx().block(new_block).args.to_vec())
    {
        if let Some(&iv) = ivs.get(i) {
            rewriter.replace_all_uses_with(iv, arg);
        }
    }
    take_body(rewriter, block, new_block, true);
    let results = rewriter.ctx().op(new).results.to_vec();
    rewriter.replace_op(op, &results);
    Some(())
}

/// A loop whose every dimension runs once: its body, then each reduction's body combining
/// the initial value with the reduced operand, before the loop; the reductions' values
/// replace its results.
fn inline_single_iteration(
    op: OpId,
    rewriter: &mut Rewriter<'_>,
    block: BlockId,
    inits: &[Value],
) -> Option<()> {
    let ctx = rewriter.ctx();
    let ops = ctx.block(block).ops.to_vec();
    let (&terminator, body_ops) = ops.split_last()?;
    let reduce = ReduceOp::cast(ctx, terminator)?;
    let (operands, regions) = (
        reduce.operands(ctx).to_vec(),
        reduce.reductions(ctx).to_vec(),
    );
    for &m in body_ops {
        rewriter.move_op_before(m, op);
    }
    let mut results = Vec::with_capacity(regions.len());
    for ((&region, &init), &operand) in regions.iter().zip(inits).zip(&operands) {
        let ctx = rewriter.ctx();
        let rblock = ctx.entry_block(region)?;
        let args = ctx.block(rblock).args.to_vec();
        let rops = ctx.block(rblock).ops.to_vec();
        let (&ret, rbody) = rops.split_last()?;
        for (&a, v) in args.iter().zip([init, operand]) {
            rewriter.replace_all_uses_with(a, v);
        }
        for &m in rbody {
            rewriter.move_op_before(m, op);
        }
        let &value = rewriter.ctx().op(ret).operands.first()?;
        results.push(value);
    }
    rewriter.replace_op(op, &results);
    Some(())
}

/// Builds, before `op`, an `scf.parallel` over `bounds` (lower, upper, step) with `inits`
/// and a body block of one index argument per dimension ending in an empty `scf.reduce`
/// (which [`take_body`] replaces); the op and its block.
fn build_parallel(
    rewriter: &mut Rewriter<'_>,
    op: OpId,
    (lbs, ubs, steps): (Vec<Value>, Vec<Value>, Vec<Value>),
    inits: &[Value],
) -> (OpId, BlockId) {
    let c = rewriter.ctx_mut();
    let loc = c.op(op).loc;
    let types: Vec<_> = inits.iter().map(|&v| c.value_type(v)).collect();
    let mut detached = tile_ir::builder::OpBuilder::detached();
    let new = ParallelOp::build(&mut detached, c, loc, &types, &lbs, &ubs, &steps, inits);
    let index = c.index_type();
    let block = c.create_block(&vec![index; steps.len()], loc);
    c.append_block(new.region(c), block);
    let mut at_end = tile_ir::builder::OpBuilder::at_end(block);
    ReduceOp::build(&mut at_end, c, loc, &[]);
    rewriter.insert_before(op, &[new.op()]);
    (new.op(), block)
}

/// Moves the ops of `from` into `to` before its placeholder `scf.reduce`: all of them with
/// the terminator in place of the placeholder (`with_terminator`), or all but the
/// terminator, keeping the placeholder.
fn take_body(rewriter: &mut Rewriter<'_>, from: BlockId, to: BlockId, with_terminator: bool) {
    let Some(&placeholder) = rewriter.ctx().block(to).ops.last() else {
        return;
    };
    let mut ops = rewriter.ctx().block(from).ops.to_vec();
    if !with_terminator {
        ops.pop();
    }
    for m in ops {
        rewriter.move_op_before(m, placeholder);
    }
    if with_terminator {
        rewriter.erase_op(placeholder);
    }
}

/// MLIR's `MergeNestedParallelLoops`: a loop without reductions whose body is only another
/// such loop, with bounds not depending on the outer induction variables, is one loop over
/// the outer then the inner dimensions.
fn merge_nested(outer: ParallelOp, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let (ctx, op) = (rewriter.ctx(), outer.op());
    let outer_block = body(rewriter, outer)?;
    let inner = (match ctx.block(outer_block).ops.as_slice() {
        [nested, _] => ParallelOp::cast(ctx, *nested),
        _ => None,
    })?;
    let outer_ivs = ctx.block(outer_block).args.to_vec();
    let inner_bounds: Vec<Value> = [
        inner.lowerBound(ctx),
        inner.upperBound(ctx),
        inner.step(ctx),
    ]
    .concat();
    if inner_bounds.iter().any(|v| outer_ivs.contains(v))
        || !outer.initVals(ctx).is_empty()
        || !inner.initVals(ctx).is_empty()
    {
        return None;
    }
    let inner_block = body(rewriter, inner)?;
    let ctx = rewriter.ctx();
    let inner_ivs = ctx.block(inner_block).args.to_vec();
    let join = |a: &[Value], b: &[Value]| [a, b].concat();
    let bounds = (
        join(outer.lowerBound(ctx), inner.lowerBound(ctx)),
        join(outer.upperBound(ctx), inner.upperBound(ctx)),
        join(outer.step(ctx), inner.step(ctx)),
    );
    let (_, new_block) = build_parallel(rewriter, op, bounds, &[]);
    let args = rewriter.ctx().block(new_block).args.to_vec();
    for (&iv, &arg) in outer_ivs.iter().chain(&inner_ivs).zip(&args) {
        rewriter.replace_all_uses_with(iv, arg);
    }
    take_body(rewriter, inner_block, new_block, false);
    rewriter.erase_op(op);
    Some(())
}
