//! `scf.while` canonicalizations, as mlir-opt-22's: loop-carried values that never change
//! become their initial values (`RemoveLoopInvariantArgsFromBeforeBlock`), values passed to
//! the body from outside the loop are used directly (`RemoveLoopInvariantValueYielded`),
//! the condition is `true` in the body (`WhileConditionTruth`, and `WhileCmpCond` for a
//! repeated comparison), and results nothing reads, duplicated results and unused carried
//! values are dropped (`WhileUnusedResult`, `WhileRemoveDuplicatedResults`,
//! `WhileRemoveUnusedArgs`).

use tile_ir::ir::ValueDef;
use tile_ir::pass::rewrite::{InsertPoint, Rewriter};
use tile_ir::{BlockId, Context, OpId, Type, Value};

use super::{ConditionOp, WhileOp, YieldOp};
use crate::arith::views::{CmpIOp, ConstantOp};

/// The parts of a well-formed `scf.while`.
#[derive(Clone)]
struct Loop {
    inits: Vec<Value>,
    results: Vec<Value>,
    before: BlockId,
    after: BlockId,
    /// The `scf.condition`: its condition and forwarded values.
    condition: OpId,
    cond: Value,
    forwarded: Vec<Value>,
    /// The `scf.yield` of the body and its values.
    yield_op: OpId,
    yielded: Vec<Value>,
}

impl Loop {
    fn read(ctx: &Context, op: OpId) -> Option<Loop> {
        let w = WhileOp::cast(ctx, op)?;
        let before = ctx.entry_block(w.before(ctx))?;
        let after = ctx.entry_block(w.after(ctx))?;
        let condition = *ctx.block(before).ops.last()?;
        let c = ConditionOp::cast(ctx, condition)?;
        let yield_op = *ctx.block(after).ops.last()?;
        let y = YieldOp::cast(ctx, yield_op)?;
        let l = Loop {
            inits: w.inits(ctx).to_vec(),
            results: ctx.op(op).results.to_vec(),
            before,
            after,
            condition,
            cond: c.condition(ctx),
            forwarded: c.args(ctx).to_vec(),
            yield_op,
            yielded: y.results(ctx).to_vec(),
        };
        let counts_agree = ctx.block(before).args.len() == l.inits.len()
            && l.yielded.len() == l.inits.len()
            && ctx.block(after).args.len() == l.forwarded.len()
            && l.results.len() == l.forwarded.len();
        counts_agree.then_some(l)
    }
    fn before_args(&self, ctx: &Context) -> Vec<Value> {
        ctx.block(self.before).args.to_vec()
    }
    fn after_args(&self, ctx: &Context) -> Vec<Value> {
        ctx.block(self.after).args.to_vec()
    }
}

/// A pattern on an `scf.while` already read as a [`Loop`].
type WhilePattern = fn(OpId, &Loop, &mut Rewriter<'_>) -> Option<()>;

/// The `scf.while` canonicalization patterns, in MLIR's order.
pub(super) fn simplify_while(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let l = Loop::read(rewriter.ctx(), op)?;
    let patterns: [WhilePattern; 7] = [
        drop_invariant_args,
        forward_outer_values,
        condition_truth,
        repeated_comparison,
        drop_unused_results,
        merge_duplicated_results,
        drop_unused_args,
    ];
    patterns.iter().find_map(|p| p(op, &l, rewriter))
}

/// What becomes of one carried value (before argument) or one forwarded value (after
/// argument and result) when the loop is rebuilt.
#[derive(Clone, Copy, PartialEq)]
enum Fate {
    Kept,
    /// Replaced by a value from outside the loop.
    Outer(Value),
    /// Replaced by the kept entry at this index (its new counterpart).
    SameAs(usize),
}

/// Rebuilds `op` keeping the carried values `carried` keeps and the forwarded values
/// `forwarded` keeps; the dropped ones' uses get their replacements.
fn rebuild(rewriter: &mut Rewriter<'_>, op: OpId, l: &Loop, carried: &[Fate], forwarded: &[Fate]) {
    let ctx = rewriter.ctx();
    let loc = ctx.op(op).loc;
    let kept = |fates: &[Fate], vals: &[Value]| -> Vec<Value> {
        vals.iter()
            .zip(fates)
            .filter(|(_, f)| **f == Fate::Kept)
            .map(|(&v, _)| v)
            .collect()
    };
    let (old_before, old_after) = (l.before_args(ctx), l.after_args(ctx));
    let new_inits = kept(carried, &l.inits);
    let types =
        |vals: Vec<Value>| -> Vec<Type> { vals.iter().map(|&v| ctx.value_type(v)).collect() };
    let (before_types, after_types) = (
        types(kept(carried, &old_before)),
        types(kept(forwarded, &old_after)),
    );
    let c = rewriter.ctx_mut();
    let mut detached = tile_ir::builder::OpBuilder::detached();
    let new = WhileOp::build(&mut detached, c, loc, &after_types, &new_inits);
    let before = c.create_block(&before_types, loc);
    let after = c.create_block(&after_types, loc);
    c.append_block(new.before(c), before);
    c.append_block(new.after(c), after);
    rewriter.insert_before(op, &[new.op()]);
    let (new_before, new_after) = (
        rewriter.ctx().block(before).args.to_vec(),
        rewriter.ctx().block(after).args.to_vec(),
    );
    let new_results = rewriter.ctx().op(new.op()).results.to_vec();
    let targets = |fates: &[Fate], news: &[Value]| -> Vec<Option<Value>> {
        let mut next = news.iter();
        let direct: Vec<Option<Value>> = fates
            .iter()
            .map(|f| match f {
                Fate::Kept => next.next().copied(),
                Fate::Outer(v) => Some(*v),
                Fate::SameAs(_) => None,
            })
            .collect();
        fates
            .iter()
            .zip(&direct)
            .map(|(f, d)| match f {
                Fate::SameAs(j) => direct.get(*j).copied().flatten(),
                _ => *d,
            })
            .collect()
    };
    let replace = |rewriter: &mut Rewriter<'_>, olds: &[Value], news: Vec<Option<Value>>| {
        for (&o, n) in olds.iter().zip(news) {
            if let Some(n) = n {
                rewriter.replace_all_uses_with(o, n);
            }
        }
    };
    replace(rewriter, &old_before, targets(carried, &new_before));
    replace(rewriter, &old_after, targets(forwarded, &new_after));
    // The terminators, read after the replacements, keep the kept values.
    let ctx = rewriter.ctx();
    let cond_args = ctx
        .op(l.condition)
        .operands
        .get(1..)
        .unwrap_or_default()
        .to_vec();
    let cond = ctx
        .op(l.condition)
        .operands
        .first()
        .copied()
        .unwrap_or(l.cond);
    let yields = ctx.op(l.yield_op).operands.to_vec();
    let (cond_args, yields) = (kept(forwarded, &cond_args), kept(carried, &yields));
    let c = rewriter.ctx_mut();
    let new_cond = ConditionOp::build(&mut detached, c, loc, cond, &cond_args).op();
    let new_yield = YieldOp::build(&mut detached, c, loc, &yields).op();
    for (block, terminator, old_block) in
        [(before, new_cond, l.before), (after, new_yield, l.after)]
    {
        rewriter.set_insertion_point(InsertPoint::BlockEnd(block));
        rewriter.insert(terminator);
        let ops = rewriter.ctx().block(old_block).ops.to_vec();
        for &m in ops.split_last().map_or(&[][..], |(_, rest)| rest) {
            rewriter.move_op_before(m, terminator);
        }
    }
    let result_targets = targets(forwarded, &new_results);
    let values: Vec<Value> = l
        .results
        .iter()
        .zip(result_targets)
        .map(|(&r, t)| t.unwrap_or(r))
        .collect();
    rewriter.replace_op(op, &values);
}

/// Rebuilds `op` when some entry of `carried` or `forwarded` is not [`Fate::Kept`] (an empty
/// list keeps everything); whether it did.
fn change(
    rewriter: &mut Rewriter<'_>,
    op: OpId,
    l: &Loop,
    (carried, forwarded): (Vec<Fate>, Vec<Fate>),
) -> Option<()> {
    let all_kept = |f: &[Fate]| f.iter().all(|f| *f == Fate::Kept);
    if all_kept(&carried) && all_kept(&forwarded) {
        return None;
    }
    let or_all = |f: Vec<Fate>, n: usize| if f.is_empty() { vec![Fate::Kept; n] } else { f };
    let carried = or_all(carried, l.inits.len());
    let forwarded = or_all(forwarded, l.forwarded.len());
    rebuild(rewriter, op, l, &carried, &forwarded);
    Some(())
}

/// `Fate::Kept` when `keep`, else replaced by `v`.
fn kept_or(keep: bool, v: Value) -> Fate {
    if keep { Fate::Kept } else { Fate::Outer(v) }
}

/// MLIR's `RemoveLoopInvariantArgsFromBeforeBlock`: a carried value the body yields back
/// unchanged (its initial value, or the before argument forwarded to it) is its initial
/// value.
fn drop_invariant_args(op: OpId, l: &Loop, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let (before_args, after_args) = (l.before_args(ctx), l.after_args(ctx));
    let carried: Vec<Fate> = l
        .inits
        .iter()
        .zip(&l.yielded)
        .zip(&before_args)
        .map(|((&init, &y), &arg)| {
            let forwarded_back = after_args
                .iter()
                .position(|&a| a == y)
                .is_some_and(|j| l.forwarded.get(j) == Some(&arg));
            kept_or(y != init && !forwarded_back, init)
        })
        .collect();
    change(rewriter, op, l, (carried, Vec::new()))
}

/// Whether `v` is defined outside `op`.
fn defined_outside(ctx: &Context, op: OpId, v: Value) -> bool {
    let block = match ctx.value(v).def {
        ValueDef::Result { op: d, .. } => ctx.op(d).parent,
        ValueDef::BlockArg { block, .. } => Some(block),
        ValueDef::Placeholder => None,
    };
    let mut b = block;
    while let Some(x) = b {
        match ctx.block_parent_op(x) {
            Some(p) if p == op => return false,
            Some(p) => b = ctx.op(p).parent,
            None => return true,
        }
    }
    true
}

/// MLIR's `RemoveLoopInvariantValueYielded`: a value from outside the loop forwarded to the
/// body is used directly, by the body and after the loop.
fn forward_outer_values(op: OpId, l: &Loop, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let forwarded: Vec<Fate> = l
        .forwarded
        .iter()
        .map(|&v| kept_or(!defined_outside(ctx, op, v), v))
        .collect();
    change(rewriter, op, l, (Vec::new(), forwarded))
}

/// MLIR's `WhileConditionTruth`: the body only runs when the condition holds, so a body
/// argument that is the condition is `true` (one constant, built before the loop).
fn condition_truth(op: OpId, l: &Loop, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let after_args = l.after_args(rewriter.ctx());
    let used: Vec<Value> = l
        .forwarded
        .iter()
        .zip(&after_args)
        .filter(|&(&f, &a)| f == l.cond && rewriter.has_uses(a))
        .map(|(_, &a)| a)
        .collect();
    if used.is_empty() {
        return None;
    }
    let loc = rewriter.ctx().op(op).loc;
    rewriter.set_insertion_point(InsertPoint::Before(op));
    let truth = ConstantOp::insert_bool(rewriter, loc, true);
    for a in used {
        rewriter.replace_all_uses_with(a, truth);
    }
    Some(())
}

/// MLIR's `WhileCmpCond`: when the condition is `cmpi` of a forwarded value, the body's
/// `cmpi` of that value's argument against the same other operand is `true` (with the
/// inverse predicate `false`).
fn repeated_comparison(_: OpId, l: &Loop, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let cmp = CmpIOp::defining(ctx, l.cond)?;
    let (pred, sides) = (cmp.predicate(ctx), (cmp.lhs(ctx), cmp.rhs(ctx)));
    let after_args = l.after_args(ctx);
    let mut known = Vec::new();
    for (&f, &a) in l.forwarded.iter().zip(&after_args) {
        // (the forwarded side, the other side) of the condition, as (lhs, rhs) or swapped.
        for (operand, other, swapped) in [(sides.0, sides.1, false), (sides.1, sides.0, true)] {
            if f != operand {
                continue;
            }
            for user in rewriter.users(a) {
                let ctx = rewriter.ctx();
                let Some(c2) = CmpIOp::cast(ctx, user) else {
                    continue;
                };
                let (mine, theirs) = if swapped {
                    (c2.rhs(ctx), c2.lhs(ctx))
                } else {
                    (c2.lhs(ctx), c2.rhs(ctx))
                };
                if mine != a || theirs != other {
                    continue;
                }
                let p2 = c2.predicate(ctx);
                if p2 == pred {
                    known.push((user, true));
                } else if p2 == pred.invert() {
                    known.push((user, false));
                }
            }
        }
    }
    let changed = !known.is_empty();
    for (user, truth) in known {
        let loc = rewriter.ctx().op(user).loc;
        rewriter.set_insertion_point(InsertPoint::Before(user));
        let v = ConstantOp::insert_bool(rewriter, loc, truth);
        rewriter.replace_op(user, &[v]);
    }
    changed.then_some(())
}

/// MLIR's `WhileUnusedResult`: a forwarded value neither the body nor anything after the
/// loop reads is not forwarded.
fn drop_unused_results(op: OpId, l: &Loop, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let after_args = l.after_args(rewriter.ctx());
    let forwarded: Vec<Fate> = l
        .results
        .iter()
        .zip(&after_args)
        .map(|(&r, &a)| kept_or(rewriter.has_uses(r) || rewriter.has_uses(a), r))
        .collect();
    change(rewriter, op, l, (Vec::new(), forwarded))
}

/// MLIR's `WhileRemoveDuplicatedResults`: a value forwarded twice is forwarded once.
fn merge_duplicated_results(op: OpId, l: &Loop, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let forwarded: Vec<Fate> = l
        .forwarded
        .iter()
        .enumerate()
        .map(|(i, v)| match l.forwarded.iter().position(|w| w == v) {
            Some(j) if j < i => Fate::SameAs(j),
            _ => Fate::Kept,
        })
        .collect();
    change(rewriter, op, l, (Vec::new(), forwarded))
}

/// MLIR's `WhileRemoveUnusedArgs`: a carried value the condition region never reads is not
/// carried.
fn drop_unused_args(op: OpId, l: &Loop, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let before_args = l.before_args(rewriter.ctx());
    let carried: Vec<Fate> = before_args
        .iter()
        .zip(&l.inits)
        .map(|(&a, &init)| kept_or(rewriter.has_uses(a), init))
        .collect();
    change(rewriter, op, l, (carried, Vec::new()))
}
