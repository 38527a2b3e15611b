//! `scf.forall`: the iteration space run sequentially in row-major order; after each
//! iteration its `scf.forall.in_parallel` inserts the thread's slices into the shared
//! outputs (MLIR's semantics once bufferized: every thread writes the same buffers).

use tile_dialects::scf::ForallOp;
use tile_dialects::tensor::ParallelInsertSliceOp;
use tile_ir::OpId;
use tile_ir::types::DYNAMIC;

use super::{Frame, Interpreter, R};
use crate::value::{Scalar, Value};

/// Runs `op` (an `scf.forall`) and returns its results, the final shared outputs.
pub(super) fn exec(it: &mut Interpreter<'_>, f: &mut Frame, op: OpId) -> R<Vec<Value>> {
    let ctx = it.ctx;
    let fa = ForallOp::cast(ctx, op).ok_or_else(|| it.err(op, "is not a valid scf.forall"))?;
    let bound = |statics: Vec<i64>, dynamics: &[tile_ir::Value]| -> R<Vec<i64>> {
        let mut dyn_iter = dynamics.iter();
        statics
            .into_iter()
            .map(|s| {
                if s != DYNAMIC {
                    return Ok(s);
                }
                let &v = dyn_iter
                    .next()
                    .ok_or_else(|| it.err(op, "is missing a dynamic bound"))?;
                match it.get(f, op, v)? {
                    Value::Scalar(x) => Ok(x.as_i128() as i64),
                    other => Err(it.err(op, format!("bound is a {}", other.kind_name()))),
                }
            })
            .collect()
    };
    let lbs = bound(fa.staticLowerBound(ctx), fa.dynamicLowerBound(ctx))?;
    let ubs = bound(fa.staticUpperBound(ctx), fa.dynamicUpperBound(ctx))?;
    let steps = bound(fa.staticStep(ctx), fa.dynamicStep(ctx))?;
    if lbs.len() != ubs.len() || lbs.len() != steps.len() {
        return Err(it.err(op, "has bounds and steps of different ranks"));
    }
    if let Some(s) = steps.iter().find(|&&s| s <= 0) {
        return Err(it.err(op, format!("step must be positive, got {s}")));
    }
    let mut acc = fa
        .outputs(ctx)
        .iter()
        .map(|&v| it.get(f, op, v))
        .collect::<R<Vec<_>>>()?;
    let out_args = fa.region_out_args(ctx);
    let body = fa.region(ctx);
    if lbs.iter().zip(&ubs).any(|(l, u)| l >= u) {
        return Ok(acc);
    }
    let mut iv = lbs.clone();
    loop {
        let mut args: Vec<Value> = iv
            .iter()
            .map(|&i| Value::Scalar(Scalar::Index(i)))
            .collect();
        args.extend(acc.iter().cloned());
        let exit = it.run_region(f, body, args)?;
        let term = tile_dialects::scf::InParallelOp::cast(ctx, exit.op)
            .ok_or_else(|| it.err(exit.op, "is not the scf.forall.in_parallel terminator"))?;
        for y in term.yielding_ops(ctx) {
            it.burn_op(y)?;
            combine(it, f, y, &out_args, &mut acc)?;
        }
        // Advance the innermost index first.
        let mut d = iv.len();
        loop {
            if d == 0 {
                return Ok(acc);
            }
            d -= 1;
            iv[d] = iv[d].saturating_add(steps[d]);
            if iv[d] < ubs[d] {
                break;
            }
            iv[d] = lbs[d];
        }
    }
}

/// One `tensor.parallel_insert_slice`: its source written into the shared output it names.
fn combine(
    it: &Interpreter<'_>,
    f: &Frame,
    op: OpId,
    out_args: &[tile_ir::Value],
    acc: &mut [Value],
) -> R<()> {
    let ctx = it.ctx;
    let ins = ParallelInsertSliceOp::cast(ctx, op)
        .ok_or_else(|| it.err(op, "is not supported in scf.forall.in_parallel"))?;
    let k = out_args
        .iter()
        .position(|&a| a == ins.dest(ctx))
        .ok_or_else(|| it.err(op, "does not insert into a shared output"))?;
    let src = it.dense(f, op, 0)?;
    let lists = [
        ins.static_offsets(ctx),
        ins.static_sizes(ctx),
        ins.static_strides(ctx),
    ];
    let [offsets, sizes, strides] = super::resolve_dynamic(it, f, op, lists, 2)?;
    let slot = acc
        .get_mut(k)
        .ok_or_else(|| it.err(op, "names a missing shared output"))?;
    let dst = it.as_dense(op, slot.clone())?;
    let out = super::tensor::insert_slice(it, op, &src, dst, [&offsets, &sizes, &strides])?;
    *slot = Value::Tensor(out);
    Ok(())
}
