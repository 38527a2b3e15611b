//! `affine`: maps evaluated on index operands (`apply`, `min`, `max`, loop bounds and
//! subscripts), `affine.for` loops with iter_args, and `affine.load`/`affine.store`.

use tile_dialects::affine::ops::{ApplyOp, ForOp, IfOp, LoadOp, MaxOp, MinOp, StoreOp};
use tile_ir::OpId;
use tile_ir::affine::AffineMap;

use super::{Frame, Interpreter, R};
use crate::value::{Scalar, Value};

/// Executes an `affine.*` op; `None` when unsupported.
pub(super) fn exec(it: &mut Interpreter<'_>, f: &mut Frame, op: OpId) -> R<Option<Vec<Value>>> {
    let ctx = it.ctx;
    let index = |v: i64| Value::Scalar(Scalar::Index(v));
    if let Some(a) = ApplyOp::cast(ctx, op) {
        let r = eval(it, f, op, &a.map(ctx), a.mapOperands(ctx))?;
        return Ok(Some(vec![index(r.first().copied().unwrap_or(0))]));
    }
    if let Some(m) = MinOp::cast(ctx, op) {
        let r = eval(it, f, op, &m.map(ctx), m.mapOperands(ctx))?;
        return pick(it, op, r.into_iter().min()).map(|v| Some(vec![index(v)]));
    }
    if let Some(m) = MaxOp::cast(ctx, op) {
        let r = eval(it, f, op, &m.map(ctx), m.mapOperands(ctx))?;
        return pick(it, op, r.into_iter().max()).map(|v| Some(vec![index(v)]));
    }
    if let Some(l) = LoadOp::cast(ctx, op) {
        let m = it.memref(f, op, 0)?;
        let idx = eval(it, f, op, &l.map(ctx), l.indices(ctx))?;
        return Ok(Some(vec![Value::Scalar(
            m.load(&idx).map_err(|e| it.err(op, e))?,
        )]));
    }
    if let Some(s) = StoreOp::cast(ctx, op) {
        let v = it.scalar(f, op, 0)?;
        let m = it.memref(f, op, 1)?;
        let idx = eval(it, f, op, &s.map(ctx), s.indices(ctx))?;
        m.store(&idx, v).map_err(|e| it.err(op, e))?;
        return Ok(Some(vec![]));
    }
    if let Some(l) = ForOp::cast(ctx, op) {
        return run_for(it, f, op, l).map(Some);
    }
    if let Some(i) = IfOp::cast(ctx, op) {
        let set = i.condition(ctx);
        let vals = index_values(it, f, op, i.operands(ctx))?;
        let (dims, syms) = vals.split_at(set.num_dims.min(vals.len()));
        let holds = set
            .contains(dims, syms)
            .ok_or_else(|| it.err(op, "cannot evaluate the integer set condition"))?;
        let region = ctx.op(op).regions.get(if holds { 0 } else { 1 }).copied();
        return match region {
            Some(r) if !ctx.region(r).blocks.is_empty() => it.run_body(f, r, vec![]).map(Some),
            _ => Ok(Some(vec![])),
        };
    }
    Ok(None)
}

/// Runs `affine.for`: from the max of the lower bounds to the min of the upper bounds.
fn run_for(it: &mut Interpreter<'_>, f: &mut Frame, op: OpId, l: ForOp) -> R<Vec<Value>> {
    let ctx = it.ctx;
    let lbs = eval(it, f, op, &l.lowerBoundMap(ctx), l.lowerBoundOperands(ctx))?;
    let ubs = eval(it, f, op, &l.upperBoundMap(ctx), l.upperBoundOperands(ctx))?;
    let lo = pick(it, op, lbs.into_iter().max())?;
    let hi = pick(it, op, ubs.into_iter().min())?;
    let step = l.step(ctx);
    if step <= 0 {
        return Err(it.err(op, format!("step must be positive, got {step}")));
    }
    let mut acc: Vec<Value> = l
        .inits(ctx)
        .iter()
        .map(|&v| it.get(f, op, v))
        .collect::<R<_>>()?;
    let Some(&body) = ctx.op(op).regions.first() else {
        return Err(it.err(op, "is missing a region"));
    };
    let mut iv = lo;
    while iv < hi {
        let mut args = Vec::with_capacity(acc.len() + 1);
        args.push(Value::Scalar(Scalar::Index(iv)));
        args.extend(acc);
        acc = it.run_body(f, body, args)?;
        iv = match iv.checked_add(step) {
            Some(n) => n,
            None => break,
        };
    }
    Ok(acc)
}

/// The results of `map` on the values of `operands` (dims first, then symbols).
fn eval(
    it: &Interpreter<'_>,
    f: &Frame,
    op: OpId,
    map: &AffineMap,
    operands: &[tile_ir::Value],
) -> R<Vec<i64>> {
    let vals = index_values(it, f, op, operands)?;
    let (dims, syms) = vals.split_at(map.num_dims.min(vals.len()));
    map.evaluate(dims, syms)
        .map_err(|e| it.err(op, format!("cannot evaluate {map}: {e:?}")))
}

/// The values of index operands.
fn index_values(
    it: &Interpreter<'_>,
    f: &Frame,
    op: OpId,
    operands: &[tile_ir::Value],
) -> R<Vec<i64>> {
    operands
        .iter()
        .map(|&v| match it.get(f, op, v)? {
            Value::Scalar(s) => Ok(s.as_i128() as i64),
            other => Err(it.err(op, format!("expected an index, got a {}", other.kind_name()))),
        })
        .collect()
}

fn pick(it: &Interpreter<'_>, op: OpId, v: Option<i64>) -> R<i64> {
    v.ok_or_else(|| it.err(op, "map has no results"))
}
