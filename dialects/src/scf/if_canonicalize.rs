//! `scf.if` canonicalizations, as mlir-opt-22's (`SCF.cpp`): a negated condition swaps the
//! branches (the fold); inside a branch the condition is a known constant
//! (`ConditionPropagation`); results both branches take from outside become `arith.select`s
//! (`ConvertTrivialIfToSelect`); an else branch that only yields goes away
//! (`RemoveEmptyElseBranch`); a constant condition leaves the branch it takes
//! (`RemoveStaticCondition`); unused results are dropped (`RemoveUnusedResults`); and a
//! result that is the same value on both ways, or the condition or its negation, is that
//! value (`ReplaceIfYieldWithConditionOrValue`).

use tile_ir::dialect::FoldResult;
use tile_ir::ir::ValueDef;
use tile_ir::pass::rewrite::{InsertPoint, Rewriter};
use tile_ir::{BlockId, Context, OpId, RegionId, Type, Value};

use super::{IfOp, YieldOp};
use crate::arith::canonicalize::{insert_not, replace_uses_by_truth};
use crate::arith::consts::{constant_attr, constant_bool};
use crate::arith::views::{AndIOp, SelectOp, XOrIOp};

/// A pattern on an `scf.if` already read as its view.
type IfPattern = fn(OpId, IfOp, &mut Rewriter<'_>) -> Option<()>;

/// The `scf.if` canonicalization patterns, in MLIR's order.
pub(super) fn simplify_if(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let view = IfOp::cast(rewriter.ctx(), op)?;
    let patterns: [IfPattern; 7] = [
        combine_nested,
        propagate_condition,
        hoist_selects,
        remove_empty_else,
        remove_static_condition,
        remove_unused_results,
        replace_with_condition_or_value,
    ];
    combine_with_previous(op, rewriter)
        .or_else(|| patterns.iter().find_map(|p| p(op, view, rewriter)))
}

/// MLIR's `IfOp::fold`: `if (c xor true) A else B` is `if c B else A`.
pub(super) fn fold_if(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let view = IfOp::cast(ctx, op)?;
    let (then_region, else_region) = (view.thenRegion(ctx), view.elseRegion(ctx));
    if ctx.region(else_region).blocks.is_empty() {
        return None;
    }
    let not = XOrIOp::defining(ctx, view.condition(ctx))?;
    if constant_bool(ctx, not.rhs(ctx)) != Some(true) {
        return None;
    }
    let positive = not.lhs(ctx);
    if let Some(slot) = ctx.op_mut(op).operands.first_mut() {
        *slot = positive;
    }
    let then_blocks = std::mem::take(&mut ctx.region_mut(then_region).blocks);
    let else_blocks = std::mem::take(&mut ctx.region_mut(else_region).blocks);
    for (region, blocks) in [(then_region, else_blocks), (else_region, then_blocks)] {
        for b in blocks {
            ctx.append_block(region, b);
        }
    }
    Some(Vec::new())
}

/// The single block of a branch, if the branch has one.
fn branch_block(ctx: &Context, region: RegionId) -> Option<BlockId> {
    ctx.entry_block(region)
}

/// The values a branch's block yields.
fn yielded(ctx: &Context, block: BlockId) -> Option<Vec<Value>> {
    let terminator = *ctx.block(block).ops.last()?;
    Some(YieldOp::cast(ctx, terminator)?.results(ctx).to_vec())
}

/// The values the then and the else branch yield, when both branches exist.
fn branch_yields(ctx: &Context, view: IfOp) -> Option<(Vec<Value>, Vec<Value>)> {
    let then_block = branch_block(ctx, view.thenRegion(ctx))?;
    let else_block = branch_block(ctx, view.elseRegion(ctx))?;
    Some((yielded(ctx, then_block)?, yielded(ctx, else_block)?))
}

/// Whether `v` is defined directly in `region` (an op of its block or a block argument).
fn defined_in(ctx: &Context, v: Value, region: RegionId) -> bool {
    let block = match ctx.value(v).def {
        ValueDef::Result { op, .. } => ctx.op(op).parent,
        ValueDef::BlockArg { block, .. } => Some(block),
        ValueDef::Placeholder => None,
    };
    block.is_some_and(|b| ctx.block(b).parent == Some(region))
}

/// Which branch of `op` (true for then) holds `reader`, at any depth.
fn branch_of(ctx: &Context, op: OpId, reader: OpId) -> Option<bool> {
    let view = IfOp::cast(ctx, op)?;
    let (then_region, else_region) = (view.thenRegion(ctx), view.elseRegion(ctx));
    let mut block = ctx.op(reader).parent;
    while let Some(b) = block {
        let region = ctx.block(b).parent?;
        if region == then_region {
            return Some(true);
        }
        if region == else_region {
            return Some(false);
        }
        block = ctx.op(ctx.region(region).parent?).parent;
    }
    None
}

/// Whether `v` is `x xor true`, and `x`.
fn negation_of(ctx: &Context, v: Value) -> Option<Value> {
    let not = XOrIOp::defining(ctx, v)?;
    (constant_bool(ctx, not.rhs(ctx)) == Some(true)).then(|| not.lhs(ctx))
}

/// MLIR's `CombineIfs`: an `scf.if` right after another on the same condition (or its
/// negation, with the branches swapped) joins it: one `scf.if` runs the first one's then
/// body and then the second one's matching body, likewise for else, and yields the results
/// of both. Inside the second one, the first one's results are the values its branch
/// yielded.
fn combine_with_previous(next: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let prev = previous_op(ctx, next)?;
    let (Some(p), Some(n)) = (IfOp::cast(ctx, prev), IfOp::cast(ctx, next)) else {
        return None;
    };
    let (pc, nc) = (p.condition(ctx), n.condition(ctx));
    let (n_then, n_else) = (
        branch_block(ctx, n.thenRegion(ctx)),
        branch_block(ctx, n.elseRegion(ctx)),
    );
    let negated = negation_of(ctx, nc) == Some(pc) || negation_of(ctx, pc) == Some(nc);
    // The second one's bodies that run when the first one's then / else body runs.
    let (with_then, with_else) = if negated {
        (n_else, n_then)
    } else if pc == nc {
        (n_then, n_else)
    } else {
        return None;
    };
    let p_then = branch_block(ctx, p.thenRegion(ctx))?;
    let p_else = branch_block(ctx, p.elseRegion(ctx));
    let p_then_vals = yielded(ctx, p_then).unwrap_or_default();
    let p_else_vals = p_else.and_then(|b| yielded(ctx, b)).unwrap_or_default();
    let p_results = ctx.op(prev).results.to_vec();
    for (i, &r) in p_results.iter().enumerate() {
        for (block, vals) in [(with_then, &p_then_vals), (with_else, &p_else_vals)] {
            let (Some(block), Some(&v)) = (block, vals.get(i)) else {
                continue;
            };
            let users = rewriter.users(r);
            let ctx = rewriter.ctx();
            let readers: Vec<OpId> = users
                .into_iter()
                .filter(|&u| {
                    ctx.op(u)
                        .parent
                        .is_some_and(|b| ctx.block_encloses(block, b))
                })
                .collect();
            rewriter.replace_uses_in(r, v, &readers);
        }
    }
    let ctx = rewriter.ctx();
    let join = |a: &[Value], b: Option<BlockId>| -> Vec<Value> {
        let rest = b.and_then(|b| yielded(ctx, b)).unwrap_or_default();
        a.iter().copied().chain(rest).collect()
    };
    let then_vals = join(&p_then_vals, with_then);
    let else_vals =
        (p_else.is_some() || with_else.is_some()).then(|| join(&p_else_vals, with_else));
    let types: Vec<Type> = p_results
        .iter()
        .chain(&ctx.op(next).results)
        .map(|&r| ctx.value_type(r))
        .collect();
    let (new, yields) = build_if(
        rewriter,
        next,
        pc,
        &types,
        (&then_vals, else_vals.as_deref()),
    );
    let mut bodies = [vec![Some(p_then), with_then], vec![p_else, with_else]].into_iter();
    for &anchor in &yields {
        for block in bodies.next().into_iter().flatten().flatten() {
            rewriter.move_body_before(block, anchor);
        }
    }
    let results = rewriter.ctx().op(new).results.to_vec();
    let (first, second) = results.split_at(p_results.len().min(results.len()));
    rewriter.replace_op(prev, first);
    rewriter.replace_op(next, second);
    Some(())
}

/// The op right before `op` in its block.
fn previous_op(ctx: &Context, op: OpId) -> Option<OpId> {
    let ops = &ctx.block(ctx.op(op).parent?).ops;
    let i = ops.iter().position(|&o| o == op)?;
    ops.get(i.checked_sub(1)?).copied()
}

/// MLIR's `CombineNestedIfs`: an `scf.if` whose then body is only another `scf.if` (each
/// else branch, if any, only yielding) is one `scf.if` on both conditions (`arith.andi`).
/// A result the outer then branch takes from outside becomes an `arith.select` on the outer
/// condition; one the inner `scf.if` gives must yield the outer else value when the inner
/// condition is false.
fn combine_nested(op: OpId, outer: IfOp, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let then_region = outer.thenRegion(ctx);
    let then_block = branch_block(ctx, then_region)?;
    let else_block = branch_block(ctx, outer.elseRegion(ctx));
    let only_yields = |b: Option<BlockId>| b.is_none_or(|b| ctx.block(b).ops.len() == 1);
    let inner = (match ctx.block(then_block).ops.as_slice() {
        [nested, _] => IfOp::cast(ctx, *nested),
        _ => None,
    })?;
    let inner_then = branch_block(ctx, inner.thenRegion(ctx));
    let inner_else = branch_block(ctx, inner.elseRegion(ctx));
    if !only_yields(else_block) || !only_yields(inner_else) {
        return None;
    }
    let (Some(inner_then), Some(mut then_vals)) = (inner_then, yielded(ctx, then_block)) else {
        return None;
    };
    let else_vals = else_block.and_then(|b| yielded(ctx, b)).unwrap_or_default();
    let inner_then_vals = yielded(ctx, inner_then).unwrap_or_default();
    let inner_else_vals = inner_else.and_then(|b| yielded(ctx, b)).unwrap_or_default();
    let mut selects = Vec::new();
    for (i, v) in then_vals.iter_mut().enumerate() {
        match ctx.value(*v).def {
            ValueDef::Result { op: d, index } if d == inner.op() => {
                let k = index as usize;
                if inner_else_vals.get(k) != else_vals.get(i) {
                    return None;
                }
                let &t = inner_then_vals.get(k)?;
                *v = t;
            }
            _ if defined_in(ctx, *v, then_region) => return None,
            _ => selects.push(i),
        }
    }
    let (outer_cond, inner_cond) = (outer.condition(ctx), inner.condition(ctx));
    let loc = ctx.op(op).loc;
    let types: Vec<Type> = ctx
        .op(op)
        .results
        .iter()
        .map(|&r| ctx.value_type(r))
        .collect();
    let c = rewriter.ctx_mut();
    let mut detached = tile_ir::builder::OpBuilder::detached();
    let both = AndIOp::build(
        &mut detached,
        c,
        loc,
        c.value_type(outer_cond),
        outer_cond,
        inner_cond,
    );
    let cond = both.result(c);
    rewriter.insert_before(op, &[both.op()]);
    let else_yield = (!else_vals.is_empty()).then_some(else_vals.as_slice());
    let (new, yields) = build_if(rewriter, op, cond, &types, (&then_vals, else_yield));
    let mut results = rewriter.ctx().op(new).results.to_vec();
    rewriter.set_insertion_point(InsertPoint::Before(new));
    for i in selects {
        let (Some(&t), Some(&e)) = (then_vals.get(i), else_vals.get(i)) else {
            continue;
        };
        let picked = SelectOp::insert_pairwise(rewriter, loc, outer_cond, [(t, e)]).pop();
        if let (Some(slot), Some(v)) = (results.get_mut(i), picked) {
            *slot = v;
        }
    }
    if let Some(&anchor) = yields.first() {
        rewriter.move_body_before(inner_then, anchor);
    }
    rewriter.replace_op(op, &results);
    Some(())
}

/// MLIR's `ConditionPropagation`: inside the then branch the condition is `true`, inside
/// the else branch `false` (one constant each, built before the `scf.if`).
fn propagate_condition(op: OpId, view: IfOp, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let cond = view.condition(rewriter.ctx());
    if constant_attr(rewriter.ctx(), cond).is_some() {
        return None;
    }
    let readers = rewriter.users(cond);
    let ctx = rewriter.ctx();
    let sides: Vec<(OpId, bool)> = readers
        .into_iter()
        .filter_map(|r| Some((r, branch_of(ctx, op, r)?)))
        .collect();
    if sides.is_empty() {
        return None;
    }
    for truth in [true, false] {
        let readers: Vec<OpId> = sides
            .iter()
            .filter(|&&(_, side)| side == truth)
            .map(|&(r, _)| r)
            .collect();
        replace_uses_by_truth(rewriter, op, (cond, truth), &readers);
    }
    Some(())
}

/// Builds, before `before`, an `scf.if` on `cond` with result types `types` whose then
/// branch yields `then_yield` and whose else branch (present when `else_yield` is given)
/// yields `else_yield`; the new op and its yields (then, else).
fn build_if(
    rewriter: &mut Rewriter<'_>,
    before: OpId,
    cond: Value,
    types: &[Type],
    (then_yield, else_yield): (&[Value], Option<&[Value]>),
) -> (OpId, Vec<OpId>) {
    let loc = rewriter.ctx().op(before).loc;
    let c = rewriter.ctx_mut();
    let mut detached = tile_ir::builder::OpBuilder::detached();
    let new = IfOp::build(&mut detached, c, loc, types, cond);
    let mut new_yields = Vec::new();
    let branches = [
        (new.thenRegion(c), Some(then_yield)),
        (new.elseRegion(c), else_yield),
    ];
    for (region, values) in branches {
        let Some(values) = values else { continue };
        let block = c.create_block(&[], loc);
        c.append_block(region, block);
        let mut at_end = tile_ir::builder::OpBuilder::at_end(block);
        new_yields.push(YieldOp::build(&mut at_end, c, loc, values).op());
    }
    rewriter.insert_before(before, &[new.op()]);
    (new.op(), new_yields)
}

/// [`build_if`] on `op`'s condition, taking `op`'s branch bodies (without their yields).
fn rebuild_if(
    rewriter: &mut Rewriter<'_>,
    op: OpId,
    types: &[Type],
    then_yield: &[Value],
    else_yield: Option<&[Value]>,
) -> Option<OpId> {
    let ctx = rewriter.ctx();
    let view = IfOp::cast(ctx, op)?;
    let cond = view.condition(ctx);
    let old_then = branch_block(ctx, view.thenRegion(ctx))?;
    let old_else = branch_block(ctx, view.elseRegion(ctx));
    let (new, new_yields) = build_if(rewriter, op, cond, types, (then_yield, else_yield));
    let old_blocks = std::iter::once(Some(old_then)).chain(std::iter::once(old_else));
    for (old, &anchor) in old_blocks.flatten().zip(&new_yields) {
        rewriter.move_body_before(old, anchor);
    }
    Some(new)
}

/// MLIR's `ConvertTrivialIfToSelect`: a result whose yielded values are both defined outside
/// the `scf.if` becomes an `arith.select` (or the value, when both are one); the rest stay
/// results of a new `scf.if` that takes the bodies.
fn hoist_selects(op: OpId, view: IfOp, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let results = ctx.op(op).results.to_vec();
    let (then_region, else_region) = (view.thenRegion(ctx), view.elseRegion(ctx));
    let (then_vals, else_vals) = branch_yields(ctx, view)?;
    if results.is_empty() || then_vals.len() != results.len() || else_vals.len() != results.len() {
        return None;
    }
    let inside: Vec<bool> = then_vals
        .iter()
        .zip(&else_vals)
        .map(|(&t, &e)| defined_in(ctx, t, then_region) || defined_in(ctx, e, else_region))
        .collect();
    if inside.iter().all(|&i| i) {
        return None;
    }
    let (cond, loc) = (view.condition(ctx), ctx.op(op).loc);
    let (new, kept) = keep_results(rewriter, op, view, &inside)?;
    rewriter.set_insertion_point(InsertPoint::Before(new));
    let mut values = Vec::with_capacity(results.len());
    for ((&t, &e), k) in then_vals.iter().zip(&else_vals).zip(kept) {
        let v = k.or_else(|| SelectOp::insert_pairwise(rewriter, loc, cond, [(t, e)]).pop());
        values.push(v.unwrap_or(t));
    }
    rewriter.replace_op(op, &values);
    Some(())
}

/// [`rebuild_if`] keeping the results `keep` marks: the new op, and for each old result its
/// new one if kept.
fn keep_results(
    rewriter: &mut Rewriter<'_>,
    op: OpId,
    view: IfOp,
    keep: &[bool],
) -> Option<(OpId, Vec<Option<Value>>)> {
    let ctx = rewriter.ctx();
    let (then_vals, else_vals) = branch_yields(ctx, view)?;
    let results = ctx.op(op).results.to_vec();
    let pick = |vals: &[Value]| -> Vec<Value> {
        vals.iter()
            .zip(keep)
            .filter(|&(_, &k)| k)
            .map(|(&v, _)| v)
            .collect()
    };
    let types: Vec<Type> = pick(&results).iter().map(|&r| ctx.value_type(r)).collect();
    let (kept_then, kept_else) = (pick(&then_vals), pick(&else_vals));
    let new = rebuild_if(rewriter, op, &types, &kept_then, Some(&kept_else))?;
    let mut kept = rewriter.ctx().op(new).results.iter().copied();
    let mapped = keep
        .iter()
        .map(|&k| if k { kept.next() } else { None })
        .collect();
    Some((new, mapped))
}

/// MLIR's `RemoveEmptyElseBranch`: an `scf.if` without results whose else branch holds only
/// its yield loses the else branch.
fn remove_empty_else(op: OpId, view: IfOp, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let else_block = branch_block(ctx, view.elseRegion(ctx))?;
    if !ctx.op(op).results.is_empty() || ctx.block(else_block).ops.len() != 1 {
        return None;
    }
    rebuild_if(rewriter, op, &[], &[], None)?;
    rewriter.erase_op(op);
    Some(())
}

/// MLIR's `RemoveStaticCondition`: with a constant condition the branch taken replaces the
/// `scf.if` (nothing, when it is an absent else branch).
fn remove_static_condition(op: OpId, view: IfOp, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let truth = constant_bool(ctx, view.condition(ctx))?;
    let region = if truth {
        view.thenRegion(ctx)
    } else {
        view.elseRegion(ctx)
    };
    let Some(block) = branch_block(ctx, region) else {
        rewriter.erase_op(op);
        return Some(());
    };
    rewriter.replace_op_with_block(op, block).then_some(())
}

/// MLIR's `RemoveUnusedResults`: results nothing reads are dropped (a new `scf.if` takes the
/// bodies and yields the rest).
fn remove_unused_results(op: OpId, view: IfOp, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let results = rewriter.ctx().op(op).results.to_vec();
    let used: Vec<bool> = results.iter().map(|&r| rewriter.has_uses(r)).collect();
    if used.iter().all(|&u| u) {
        return None;
    }
    let (_, kept) = keep_results(rewriter, op, view, &used)?;
    let values: Vec<Value> = results
        .iter()
        .zip(kept)
        .map(|(&r, k)| k.unwrap_or(r))
        .collect();
    rewriter.replace_op(op, &values);
    Some(())
}

/// MLIR's `ReplaceIfYieldWithConditionOrValue`: a used result yielding one value on both
/// ways is that value; one yielding `true`/`false` is the condition, `false`/`true` its
/// negation (an `arith.xori` with `true`, built before the `scf.if`).
fn replace_with_condition_or_value(
    op: OpId,
    view: IfOp,
    rewriter: &mut Rewriter<'_>,
) -> Option<()> {
    let ctx = rewriter.ctx();
    let results = ctx.op(op).results.to_vec();
    let (then_vals, else_vals) = branch_yields(ctx, view)?;
    let cond = view.condition(ctx);
    let mut changed = false;
    for ((&t, &e), &r) in then_vals.iter().zip(&else_vals).zip(&results) {
        if !rewriter.has_uses(r) {
            continue;
        }
        let ctx = rewriter.ctx();
        let replacement = if t == e {
            t
        } else {
            match (constant_bool(ctx, t), constant_bool(ctx, e)) {
                (Some(true), Some(false)) => cond,
                (Some(false), Some(true)) => insert_not(rewriter, op, cond),
                _ => continue,
            }
        };
        rewriter.replace_all_uses_with(r, replacement);
        changed = true;
    }
    changed.then_some(())
}
