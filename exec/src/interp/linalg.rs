//! `linalg` structured ops — generic, transpose, broadcast, map, reduce and every named op —
//! run as their loop nests in row-major iteration order through the `LinalgOp` interface
//! (maps and body); `linalg.index`.

use std::rc::Rc;

use tile_dialects::linalg::IndexOp;
use tile_dialects::linalg::pack::{PackOp, UnPackOp};
use tile_dialects::linalg::softmax::SoftmaxOp;
use tile_dialects::linalg::structured::StructuredOp;
use tile_ir::OpId;

use super::{Frame, Interpreter, R};
use crate::memory::MemRef;
use crate::value::{DenseTensor, Scalar, ScalarTy, Value};

/// Executes a `linalg.*` op; `None` when unsupported.
pub(super) fn exec(it: &mut Interpreter<'_>, f: &mut Frame, op: OpId) -> R<Option<Vec<Value>>> {
    if let Some(index) = IndexOp::cast(it.ctx, op) {
        let d = index.dim(it.ctx);
        let v = it
            .linalg_idx
            .last()
            .and_then(|p| usize::try_from(d).ok().and_then(|d| p.get(d)))
            .copied()
            .ok_or_else(|| it.err(op, "is not inside a linalg op with that many loops"))?;
        return Ok(Some(vec![Value::Scalar(Scalar::Index(v))]));
    }
    if let Some(done) = super::linalg_winograd::exec(it, f, op)? {
        return Ok(Some(done));
    }
    if let Some(sm) = SoftmaxOp::cast(it.ctx, op) {
        return softmax(it, f, op, sm).map(Some);
    }
    if let Some(p) = PackOp::cast(it.ctx, op) {
        return super::linalg_pack::pack(it, f, op, p).map(Some);
    }
    if let Some(u) = UnPackOp::cast(it.ctx, op) {
        return super::linalg_pack::unpack(it, f, op, u).map(Some);
    }
    let Some(view) = StructuredOp::cast(it.ctx, op) else {
        return Ok(None);
    };
    structured(it, f, op, view).map(Some)
}

/// Runs a structured op.
fn structured(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    view: StructuredOp,
) -> R<Vec<Value>> {
    // Bodies with sparse_tensor semiring ops, or sparsifiable ones writing a sparse
    // output, follow MLIR's sparse semantics.
    if super::sparse_generic::runs_sparse(it, op) {
        return super::sparse_generic::run(it, f, op, view);
    }
    let ctx = it.ctx;
    let all = it.operands(f, op)?;
    let (n_in, n_out) = {
        let (ins, outs) = view.operands(ctx);
        (ins.len(), outs.len())
    };
    let (ins, outs) = all.split_at(n_in.min(all.len()));
    if outs.len() != n_out {
        return Err(it.err(op, "has inconsistent operand segments"));
    }
    // Dense views of every operand; scalars are rank-0.
    let mut data: Vec<Rc<DenseTensor>> = Vec::with_capacity(all.len());
    for v in ins.iter().chain(outs) {
        data.push(match v {
            Value::Scalar(s) => Rc::new(DenseTensor {
                shape: vec![],
                elem: s.ty(),
                data: vec![*s],
            }),
            // A structured op reads a non-unique sparse tensor as the sum of its
            // duplicates, as MLIR's sparsifier does (a convert keeps the last instead).
            Value::Sparse(s) => Rc::new(super::sparse::densify_summing_duplicates(it, op, s)?),
            other => it.as_dense(op, other.clone())?,
        });
    }
    let maps = view
        .indexing_maps(ctx)
        .ok_or_else(|| it.err(op, "has missing or malformed indexing maps"))?;
    if maps.len() != data.len() {
        return Err(it.err(op, "has a different number of indexing maps and operands"));
    }
    let shapes: Vec<&[u64]> = data.iter().map(|t| t.shape.as_slice()).collect();
    let bounds = loop_bounds(it, op, &maps, &shapes)?;
    let Some(&body) = ctx.op(op).regions().first() else {
        return Err(it.err(op, "has no body"));
    };
    // linalg.map's body takes only the inputs.
    let body_takes_outs = view.kind(ctx) != "map";
    let mut outs_data: Vec<DenseTensor> = data.iter().skip(n_in).map(|t| (**t).clone()).collect();
    let total: u64 = bounds.iter().product();
    let mut point = vec![0i64; bounds.len()];
    for i in 0..total {
        let p = tile_dialects::sparse_tensor::storage::delinearize(i, &bounds);
        for (slot, c) in point.iter_mut().zip(&p) {
            *slot = *c as i64;
        }
        let mut args = Vec::with_capacity(data.len());
        let mut out_at = Vec::with_capacity(n_out);
        for (k, m) in maps.iter().enumerate() {
            let idx = m
                .evaluate(&point, &[])
                .map_err(|e| it.err(op, format!("indexing map evaluation failed: {e:?}")))?;
            if k < n_in {
                let t = data
                    .get(k)
                    .ok_or_else(|| it.err(op, "has too few operands"))?;
                args.push(Value::Scalar(super::tensor::dense_at(it, op, t, &idx)?));
            } else {
                let t = outs_data
                    .get(k - n_in)
                    .ok_or_else(|| it.err(op, "has too few outputs"))?;
                let at = super::tensor::linear(it, op, t, &idx)?;
                if body_takes_outs {
                    args.push(Value::Scalar(
                        *t.data
                            .get(at)
                            .ok_or_else(|| it.err(op, "index out of bounds"))?,
                    ));
                }
                out_at.push(at);
            }
        }
        it.linalg_idx.push(point.clone());
        let r = it.run_body(f, body, args);
        it.linalg_idx.pop();
        for ((o, at), v) in outs_data.iter_mut().zip(&out_at).zip(r?) {
            if let (Some(slot), Value::Scalar(s)) = (o.data.get_mut(*at), v) {
                *slot = s;
            }
        }
    }
    // Write back: memrefs in place, tensors as results.
    let mut results = Vec::new();
    for (k, (orig, t)) in outs.iter().zip(outs_data).enumerate() {
        match orig {
            Value::MemRef(m) => write_memref(it, op, m, &t)?,
            _ => {
                let ty = it.result_ty(op, k)?;
                let v = Value::Tensor(Rc::new(t));
                if tile_dialects::sparse_tensor::get_encoding(ctx, ty).is_some() {
                    results.push(super::sparse::to_sparse(it, op, v, ty)?);
                } else {
                    results.push(v);
                }
            }
        }
    }
    Ok(results)
}

/// `linalg.softmax` as MLIR decomposes it: the max along the dimension (`maxnumf`), then
/// `exp(x - max)`, their sum in index order, and each exponential divided by the sum, every
/// step rounded to the element type. (MLIR seeds the max with the lowest finite value; NaN
/// as the seed gives the same results, NaN or not, for every input.)
fn softmax(it: &mut Interpreter<'_>, f: &mut Frame, op: OpId, sm: SoftmaxOp) -> R<Vec<Value>> {
    let all = it.operands(f, op)?;
    let (Some(input), Some(output)) = (all.first(), all.get(1)) else {
        return Err(it.err(op, "needs an input and an output"));
    };
    let t = it.as_dense(op, input.clone())?;
    let ScalarTy::Float(sem) = t.elem else {
        return Err(it.err(op, "needs a float element type"));
    };
    let dim = usize::try_from(sm.dimension(it.ctx))
        .ok()
        .filter(|&d| d < t.shape.len())
        .ok_or_else(|| it.err(op, "has a dimension out of range"))?;
    let (outer, rest) = t.shape.split_at(dim);
    let (n, inner) = match rest.split_first() {
        Some((&n, inner)) => (n, inner.iter().product::<u64>()),
        None => (1, 1),
    };
    let outer: u64 = outer.iter().product();
    let round = |v: f64| crate::value::round_to(v, sem);
    let read = |at: u64| -> R<f64> {
        usize::try_from(at)
            .ok()
            .and_then(|a| t.data.get(a))
            .map(|s| s.as_f64())
            .ok_or_else(|| it.err(op, "index out of bounds"))
    };
    let mut out = (*t).clone();
    for o in 0..outer {
        for i in 0..inner {
            let at = |k: u64| (o * n + k) * inner + i;
            let mut max = f64::NAN;
            for k in 0..n {
                max = max.max(read(at(k))?);
            }
            let mut exps = Vec::with_capacity(n as usize);
            let mut sum = 0.0;
            for k in 0..n {
                let e = round(round(read(at(k))? - max).exp());
                sum = round(sum + e);
                exps.push(e);
            }
            for (k, e) in (0..n).zip(exps) {
                let slot = usize::try_from(at(k))
                    .ok()
                    .and_then(|a| out.data.get_mut(a))
                    .ok_or_else(|| it.err(op, "index out of bounds"))?;
                *slot = Scalar::float(e / sum, sem);
            }
        }
    }
    match output {
        Value::MemRef(m) => {
            write_memref(it, op, m, &out)?;
            Ok(Vec::new())
        }
        _ => Ok(vec![Value::Tensor(Rc::new(out))]),
    }
}

fn write_memref(it: &Interpreter<'_>, op: OpId, m: &MemRef, t: &DenseTensor) -> R<()> {
    m.write_all(&t.data).map_err(|e| it.err(op, e))
}

/// The size of each loop of a structured op: the first operand dimension its map sends the
/// loop to (MLIR's `getStaticLoopRanges` on runtime shapes).
pub(super) fn loop_bounds(
    it: &Interpreter<'_>,
    op: OpId,
    maps: &[tile_ir::affine::AffineMap],
    shapes: &[&[u64]],
) -> R<Vec<u64>> {
    let n_loops = maps.first().map_or(0, |m| m.num_dims);
    let mut bounds: Vec<Option<u64>> = vec![None; n_loops];
    for (shape, m) in shapes.iter().zip(maps) {
        for (k, e) in m.results.iter().enumerate() {
            if let (Some(d), Some(&s)) = (e.as_dim(), shape.get(k))
                && let Some(slot) = bounds.get_mut(d)
                && slot.is_none()
            {
                *slot = Some(s);
            }
        }
    }
    bounds
        .into_iter()
        .enumerate()
        .map(|(d, b)| b.ok_or_else(|| it.err(op, format!("cannot infer the size of loop {d}"))))
        .collect()
}
