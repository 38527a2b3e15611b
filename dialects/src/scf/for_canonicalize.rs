//! `scf.for` canonicalizations, as mlir-opt's: iteration arguments that carry nothing are
//! dropped (MLIR's `ForOpIterArgsFolder`), and loops with a known trip count of zero or one,
//! or with an empty body, go away (`SimplifyTrivialLoops`). The trip count is computed
//! exactly in the bounds' own signedness: MLIR 22 computes it in the bound type's width with
//! wrap-around and a signed step, which removes an `i8` loop from -100 to 100 by 120, or an
//! unsigned one by a step above 127, though either runs once; such loops are kept or
//! inlined here.

use tile_ir::ir::ValueDef;
use tile_ir::pass::rewrite::{InsertPoint, Rewriter};
use tile_ir::{BlockId, OpId, Value};

use super::{ForOp, YieldOp};
use crate::arith::attrs::{OVERFLOW_NSW, OVERFLOW_NUW};
use crate::arith::consts::constant_int_scalar;
use crate::arith::types::arith_width;
use crate::arith::views::AddIOp;
use crate::tensor::cast_folds::{foldable_cast_source, insert_cast, retype_results};

/// What is known of a loop's number of iterations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TripCount {
    Zero,
    One,
    /// More than one.
    Many,
}

/// The `scf.for` canonicalization pattern.
pub(super) fn simplify_for(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let f = ForOp::cast(ctx, op)?;
    let body = ctx.entry_block(f.region(ctx))?;
    drop_unused_iter_args((f, body), rewriter)
        .or_else(|| simplify_trivial_loop((f, body), rewriter))
        .or_else(|| carry_cast_sources((f, body), rewriter))
}

/// `x` of width `w` as a signed or unsigned number.
fn extend(x: i128, w: u32, signed: bool) -> i128 {
    if w == 0 || w >= 128 {
        return x;
    }
    let m = (1i128 << w) - 1;
    let u = x & m;
    if signed && (u >> (w - 1)) & 1 == 1 {
        u - (1i128 << w)
    } else {
        u
    }
}

/// `ub - lb` when both are constants, or when `ub` is `lb + c` with the overflow flag of the
/// loop's signedness (`nsw` signed, `nuw` unsigned).
fn bound_difference(rewriter: &Rewriter<'_>, f: ForOp, w: u32, signed: bool) -> Option<i128> {
    let ctx = rewriter.ctx();
    let (lb, ub) = (f.lowerBound(ctx), f.upperBound(ctx));
    let value = |v: Value| constant_int_scalar(ctx, v).map(|x| extend(x, w, signed));
    if let (Some(l), Some(u)) = (value(lb), value(ub)) {
        return Some(u - l);
    }
    let add = AddIOp::defining(ctx, ub)?;
    let flag = if signed { OVERFLOW_NSW } else { OVERFLOW_NUW };
    if add.overflowFlags(ctx) & flag == 0 {
        return None;
    }
    let (x, y) = (add.lhs(ctx), add.rhs(ctx));
    let c = if x == lb {
        y
    } else if y == lb {
        x
    } else {
        return None;
    };
    value(c)
}

/// The loop's trip count when its bounds and step tell it.
fn trip_count(rewriter: &Rewriter<'_>, f: ForOp) -> Option<TripCount> {
    let ctx = rewriter.ctx();
    if f.lowerBound(ctx) == f.upperBound(ctx) {
        return Some(TripCount::Zero);
    }
    let w = arith_width(ctx, ctx.value_type(f.lowerBound(ctx)))?;
    let signed = f.unsignedCmp(ctx).is_none();
    let diff = bound_difference(rewriter, f, w, signed)?;
    if diff <= 0 {
        return Some(TripCount::Zero);
    }
    let step = extend(constant_int_scalar(ctx, f.step(ctx))?, w, signed);
    if step <= 0 {
        // A step that is not positive is undefined behavior; MLIR drops the loop.
        return Some(TripCount::Zero);
    }
    Some(if step >= diff {
        TripCount::One
    } else {
        TripCount::Many
    })
}

/// MLIR's `SimplifyTrivialLoops`: a loop that never runs is its initial values; one that runs
/// once is its body, inlined with the lower bound as induction variable; one that runs more
/// than once with nothing but a `scf.yield` of values from outside is those values.
fn simplify_trivial_loop((f, body): (ForOp, BlockId), rewriter: &mut Rewriter<'_>) -> Option<()> {
    let count = trip_count(rewriter, f)?;
    let (ctx, op) = (rewriter.ctx(), f.op());
    let inits = f.initArgs(ctx).to_vec();
    let ops = ctx.block(body).ops.to_vec();
    let &terminator = ops.last()?;
    let yield_op = YieldOp::cast(ctx, terminator)?;
    let yielded = yield_op.results(ctx).to_vec();
    match count {
        TripCount::Zero => {
            rewriter.replace_op(op, &inits);
            Some(())
        }
        TripCount::One => {
            let args = ctx.block(body).args.to_vec();
            let lb = f.lowerBound(ctx);
            for (a, v) in args.into_iter().zip(std::iter::once(lb).chain(inits)) {
                rewriter.replace_all_uses_with(a, v);
            }
            // The yield now names outer values where it named block arguments.
            let yielded = rewriter.ctx().op(terminator).operands.to_vec();
            for &m in ops.iter().filter(|&&m| m != terminator) {
                rewriter.move_op_before(m, op);
            }
            rewriter.replace_op(op, &yielded);
            Some(())
        }
        TripCount::Many => {
            let outside = |v: &Value| {
                let home = match ctx.value(*v).def {
                    ValueDef::Result { op, .. } => ctx.op(op).parent,
                    ValueDef::BlockArg { block, .. } => Some(block),
                    ValueDef::Placeholder => None,
                };
                home.is_none_or(|b| !ctx.block_encloses(body, b))
            };
            if ops.len() != 1 || !yielded.iter().all(outside) {
                return None;
            }
            rewriter.replace_op(op, &yielded);
            Some(())
        }
    }
}

/// MLIR's `ForOpIterArgsFolder`: an iteration argument whose body yields it unchanged, or
/// yields its initial value, or that nothing reads inside or after the loop, is its initial
/// value; one with the same initial and yielded values as an earlier one is that one.
fn drop_unused_iter_args((f, body): (ForOp, BlockId), rewriter: &mut Rewriter<'_>) -> Option<()> {
    let (ctx, op) = (rewriter.ctx(), f.op());
    let &terminator = ctx.block(body).ops.last()?;
    let inits = f.initArgs(ctx).to_vec();
    let results = ctx.op(op).results.to_vec();
    let args = ctx.block(body).args.to_vec();
    let yielded = ctx.op(terminator).operands.to_vec();
    let n = inits.len();
    if results.len() != n || args.len() != n + 1 || yielded.len() != n {
        return None;
    }
    // For each iteration argument: kept (its index among the kept), or what replaces its
    // block argument and its result.
    enum Fate {
        Kept(usize),
        Init,
        SameAs(usize),
    }
    let mut fates = Vec::with_capacity(n);
    let mut kept: Vec<usize> = Vec::new();
    for i in 0..n {
        let (init, arg, result, y) = (inits[i], args[i + 1], results[i], yielded[i]);
        let fate =
            if y == arg || y == init || (!rewriter.has_uses(arg) && !rewriter.has_uses(result)) {
                Fate::Init
            } else if let Some(&j) = kept.iter().find(|&&j| inits[j] == init && yielded[j] == y) {
                Fate::SameAs(j)
            } else {
                kept.push(i);
                Fate::Kept(kept.len() - 1)
            };
        fates.push(fate);
    }
    if kept.len() == n {
        return None;
    }
    // A new loop over the kept arguments takes the body.
    let ctx = rewriter.ctx_mut();
    let loc = ctx.op(op).loc;
    let (lb, ub, step) = (f.lowerBound(ctx), f.upperBound(ctx), f.step(ctx));
    let unsigned = f.unsignedCmp(ctx);
    let kept_inits: Vec<Value> = kept.iter().map(|&i| inits[i]).collect();
    let kept_types: Vec<_> = kept.iter().map(|&i| ctx.value_type(results[i])).collect();
    let mut detached = tile_ir::builder::OpBuilder::detached();
    let new = ForOp::build(
        &mut detached,
        ctx,
        loc,
        &kept_types,
        lb,
        ub,
        step,
        &kept_inits,
        unsigned,
    );
    let iv_ty = ctx.value_type(args[0]);
    let block = ctx.create_block(&[], loc);
    let iv_loc = ctx.value_loc(args[0]);
    ctx.add_block_arg(block, iv_ty, iv_loc);
    for &i in &kept {
        let (ty, l) = (ctx.value_type(args[i + 1]), ctx.value_loc(args[i + 1]));
        ctx.add_block_arg(block, ty, l);
    }
    let region = new.region(ctx);
    ctx.append_block(region, block);
    let kept_yields: Vec<Value> = kept.iter().map(|&i| yielded[i]).collect();
    let mut at_end = tile_ir::builder::OpBuilder::at_end(block);
    YieldOp::build(&mut at_end, ctx, loc, &kept_yields);
    ctx.copy_discardable_attrs(op, new.op());
    let new_op = new.op();
    let new_args = ctx.block(block).args.to_vec();
    let new_results = ctx.op(new_op).results.to_vec();
    let new_yield = ctx.block(block).ops.first().copied();
    rewriter.insert_before(op, &[new_op]);
    // Block arguments and results of the old loop, replaced.
    rewriter.replace_all_uses_with(args[0], new_args[0]);
    let mut replacement = Vec::with_capacity(n);
    for (i, fate) in fates.iter().enumerate() {
        let (arg, result) = match *fate {
            Fate::Kept(k) => (new_args[k + 1], new_results[k]),
            Fate::Init => (inits[i], inits[i]),
            Fate::SameAs(j) => match fates[j] {
                Fate::Kept(k) => (new_args[k + 1], new_results[k]),
                _ => (inits[j], inits[j]),
            },
        };
        rewriter.replace_all_uses_with(args[i + 1], arg);
        replacement.push(result);
    }
    let Some(new_yield) = new_yield else {
        return Some(());
    };
    let moved: Vec<OpId> = rewriter.ctx().block(body).ops.to_vec();
    for m in moved.into_iter().filter(|&m| m != terminator) {
        rewriter.move_op_before(m, new_yield);
    }
    rewriter.replace_op(op, &replacement);
    Some(())
}

/// MLIR's `ForOpTensorCastFolder`: an iteration argument whose initial value is a cast to a
/// less static type (and whose result has one use) carries the cast's source instead; the
/// body reads the argument cast back to the old type, yields a cast to the new one, and the
/// result is cast back after the loop. Done in place.
fn carry_cast_sources((f, body): (ForOp, BlockId), rewriter: &mut Rewriter<'_>) -> Option<()> {
    let op = f.op();
    let results = rewriter.ctx().op(op).results.to_vec();
    let used_once: Vec<bool> = results
        .iter()
        .map(|&r| rewriter.uses().use_count(r) == 1)
        .collect();
    let ctx = rewriter.ctx();
    let inits = f.initArgs(ctx).to_vec();
    let first_init = ctx.op(op).operands.len().saturating_sub(inits.len());
    let found = inits
        .iter()
        .zip(&used_once)
        .enumerate()
        .find_map(|(i, (&init, &once))| {
            let source = foldable_cast_source(ctx, init)?;
            let changes = ctx.value_type(source) != ctx.value_type(init);
            (changes && once).then_some((i, source))
        });
    let (i, source) = found?;
    let (Some(&arg), Some(&result), Some(&terminator)) = (
        ctx.block(body).args.get(i + 1),
        results.get(i),
        ctx.block(body).ops.last(),
    ) else {
        return None;
    };
    let (old_ty, new_ty, loc) = (ctx.value_type(arg), ctx.value_type(source), ctx.op(op).loc);
    rewriter.modify_op(op, |ctx, o| {
        if let Some(slot) = ctx.op_mut(o).operands.get_mut(first_init + i) {
            *slot = source;
        }
        ctx.set_value_type(arg, new_ty);
    });
    // Inside: the argument as the old type.
    let readers = rewriter.users(arg);
    rewriter.set_insertion_point(InsertPoint::BlockStart(body));
    let as_old = insert_cast(rewriter, loc, arg, old_ty);
    rewriter.replace_uses_in(arg, as_old, &readers);
    // The yielded value as the new type.
    let &yielded = rewriter.ctx().op(terminator).operands.get(i)?;
    rewriter.set_insertion_point(InsertPoint::Before(terminator));
    let as_new = insert_cast(rewriter, loc, yielded, new_ty);
    rewriter.modify_op(terminator, |ctx, t| {
        if let Some(slot) = ctx.op_mut(t).operands.get_mut(i) {
            *slot = as_new;
        }
    });
    retype_results(rewriter, op, &[(result, new_ty)], None);
    Some(())
}
