//! `scf`: for, while, if, parallel (run sequentially, reductions in iteration order),
//! execute_region and index_switch.

use tile_dialects::scf::{ForOp, IndexSwitchOp};
use tile_ir::OpId;

use super::{Frame, Interpreter, R};
use crate::value::{Scalar, Value};

/// Executes `scf.*` op `name`; `None` when unsupported.
pub(super) fn exec(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    name: &str,
) -> R<Option<Vec<Value>>> {
    let ctx = it.ctx;
    let regions = ctx.op(op).regions().to_vec();
    let region = |i: usize| {
        regions
            .get(i)
            .copied()
            .ok_or_else(|| it.err(op, "is missing a region"))
    };
    Ok(Some(match name {
        "scf.for" => {
            let (lb, ub, step) = (
                it.scalar(f, op, 0)?,
                it.scalar(f, op, 1)?,
                it.scalar(f, op, 2)?,
            );
            let mut acc: Vec<Value> = it.operands(f, op)?.into_iter().skip(3).collect();
            // Bounds and step compare in the loop's signedness; the induction variable
            // wraps at its width, as the lowered loop's does.
            let unsigned = ForOp::cast(ctx, op).is_some_and(|v| v.unsignedCmp(ctx).is_some());
            let key = |s: Scalar| {
                if unsigned {
                    s.bits() as i128
                } else {
                    s.as_i128()
                }
            };
            let (hi, st) = (key(ub), key(step));
            if st <= 0 {
                return Err(it.err(op, format!("step must be positive, got {st}")));
            }
            let body = region(0)?;
            let ty = lb.ty();
            let mut iv = lb;
            while key(iv) < hi {
                let mut args = Vec::with_capacity(acc.len() + 1);
                args.push(Value::Scalar(iv));
                args.extend(acc);
                acc = it.run_body(f, body, args)?;
                iv = ty.from_i128(iv.as_i128().wrapping_add(step.as_i128()));
            }
            acc
        }
        "scf.while" => {
            let (before, after) = (region(0)?, region(1)?);
            let mut args = it.operands(f, op)?;
            loop {
                let exit = it.run_region(f, before, args)?;
                let mut vals = exit.values.into_iter();
                let cond = match vals.next() {
                    Some(Value::Scalar(c)) => c.as_i128() & 1 != 0,
                    _ => return Err(it.err(exit.op, "expected an i1 condition")),
                };
                let rest: Vec<Value> = vals.collect();
                if !cond {
                    break rest;
                }
                args = it.run_body(f, after, rest)?;
            }
        }
        "scf.if" => {
            let cond = it.scalar(f, op, 0)?.as_i128() & 1 != 0;
            let r = if cond { region(0)? } else { region(1)? };
            if ctx.region(r).blocks.is_empty() {
                vec![]
            } else {
                it.run_body(f, r, vec![])?
            }
        }
        "scf.execute_region" => it.run_body(f, region(0)?, vec![])?,
        "scf.index_switch" => {
            let v = it.index(f, op, 0)?;
            let sw = IndexSwitchOp::cast(ctx, op).ok_or_else(|| it.err(op, "is not valid"))?;
            let r = match sw.cases(ctx).iter().position(|&c| c == v) {
                Some(k) => sw.caseRegions(ctx).get(k).copied(),
                None => Some(sw.defaultRegion(ctx)),
            };
            let r = r.ok_or_else(|| it.err(op, "has fewer case regions than cases"))?;
            it.run_body(f, r, vec![])?
        }
        "scf.parallel" => parallel(it, f, op)?,
        "scf.forall" => super::forall::exec(it, f, op)?,
        _ => return Ok(None),
    }))
}

/// `scf.parallel`: the iteration space in row-major order; `scf.reduce` combines each
/// iteration's values into the accumulators with its regions.
fn parallel(it: &mut Interpreter<'_>, f: &mut Frame, op: OpId) -> R<Vec<Value>> {
    let ctx = it.ctx;
    let seg = it
        .segments(op)
        .ok_or_else(|| it.err(op, "has no operandSegmentSizes"))?;
    let n = seg.first().copied().unwrap_or(0);
    let vals = it.operands(f, op)?;
    let lbs = it.indices(f, op, 0..n)?;
    let ubs = it.indices(f, op, n..2 * n)?;
    let steps = it.indices(f, op, 2 * n..3 * n)?;
    let mut acc: Vec<Value> = vals.into_iter().skip(3 * n).collect();
    if steps.iter().any(|&s| s <= 0) {
        return Err(it.err(op, "steps must be positive"));
    }
    let Some(&body) = ctx.op(op).regions().first() else {
        return Err(it.err(op, "has no body"));
    };
    if lbs.iter().zip(&ubs).any(|(l, u)| l >= u) {
        return Ok(acc);
    }
    let mut iv = lbs.clone();
    loop {
        let args = iv
            .iter()
            .map(|&i| Value::Scalar(Scalar::Index(i)))
            .collect();
        let exit = it.run_region(f, body, args)?;
        let reduce_regions = ctx.op(exit.op).regions().to_vec();
        for ((slot, v), &r) in acc.iter_mut().zip(exit.values).zip(reduce_regions.iter()) {
            let out = it.run_body(f, r, vec![slot.clone(), v])?;
            if let Some(x) = out.into_iter().next() {
                *slot = x;
            }
        }
        // Advance the innermost index first.
        let mut d = n;
        loop {
            if d == 0 {
                return Ok(acc);
            }
            d -= 1;
            iv[d] += steps[d];
            if iv[d] < ubs[d] {
                break;
            }
            iv[d] = lbs[d];
        }
    }
}
