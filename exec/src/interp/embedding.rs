//! `embedding` ops: `lookup` (the reference semantics the partitioned program is checked
//! against), `partition_ids` (host preprocessing into static per-partition COO buffers, with
//! the limits and id dropping of jax-tpu-embedding) and `stack_ids` (feature stacking).
//!
//! Float arithmetic is rounded to the element type after every operation, as the `arith`
//! ops the passes emit are, so the two paths differ only by the order of their sums.

// Issue 10 policy: no panics reachable from input.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use std::collections::BTreeMap;
use std::rc::Rc;

use tile_dialects::embedding::ops::{LookupOp, PartitionIdsOp, StackIdsOp};
use tile_dialects::embedding::{Combiner, Limits, LimitsAttr, Quantization};
use tile_dialects::sparse_tensor::get_encoding;
use tile_dialects::sparse_tensor::storage::SparseStorage;
use tile_ir::OpId;

use super::{Frame, Interpreter, R};
use crate::value::{DenseTensor, Scalar, ScalarTy, SparseTensor, Value, round_to};

/// The padding of unused coordinate slots in static buffers (the host tool's); unused gains
/// are NaN, so reading one poisons a result.
pub const PADDING: i128 = tile_sparsecore::PADDING_ID as i128;

/// Executes `embedding.*` op `name`; `None` when unsupported.
pub(super) fn exec(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    name: &str,
) -> R<Option<Vec<Value>>> {
    match name {
        "embedding.lookup" => lookup(it, f, op).map(|v| Some(vec![v])),
        "embedding.partition_ids" => partition_ids(it, f, op).map(Some),
        "embedding.stack_ids" => stack_ids(it, f, op).map(|v| Some(vec![v])),
        _ => Ok(None),
    }
}

/// The float semantics of a float scalar type.
fn float_sem(it: &Interpreter<'_>, op: OpId, ty: ScalarTy) -> R<tile_ir::float::FloatSemantics> {
    match ty {
        ScalarTy::Float(s) => Ok(s),
        _ => Err(it.err(op, "expects floating-point gains and tables")),
    }
}

/// Stored entries `(sample, id, gain)` of a 2-D sparse id batch, in storage order.
fn entries(it: &Interpreter<'_>, op: OpId, s: &SparseTensor) -> R<Vec<(u64, u64, f64)>> {
    let es = s
        .storage
        .to_entries(&s.enc)
        .map_err(|e| it.err(op, format!("invalid id batch: {e}")))?;
    es.into_iter()
        .map(|(c, v)| match c.as_slice() {
            &[b, id] => Ok((b, id, v.as_f64())),
            _ => Err(it.err(op, "expects a 2-D id batch")),
        })
        .collect()
}

/// `entries` with each run of repeated `(sample, id)` merged into one entry whose gain is
/// the run's sum (rounded by `r` after each addition): a non-unique COO tensor means the sum
/// of its duplicates, which is also how `sparsify` reads it.
fn merged(entries: Vec<(u64, u64, f64)>, r: impl Fn(f64) -> f64) -> Vec<(u64, u64, f64)> {
    let mut out: Vec<(u64, u64, f64)> = Vec::with_capacity(entries.len());
    for (b, id, g) in entries {
        match out.last_mut() {
            Some(last) if last.0 == b && last.1 == id => last.2 = r(last.2 + g),
            _ => out.push((b, id, g)),
        }
    }
    out
}

/// Simulated quantization in the element type, operation by operation as the
/// `embedding-partition` pass emits it (see [`Quantization`]).
pub fn quantize(q: &Quantization, x: f64, sem: tile_ir::float::FloatSemantics) -> f64 {
    let r = |v: f64| round_to(v, sem);
    let (low, high, step) = (
        r(f64::from(q.low())),
        r(f64::from(q.high())),
        r(f64::from(q.step())),
    );
    let c = x.max(low).min(high);
    let t = r(r(c - low) / step).round();
    r(low + r(t * step))
}

/// `embedding.lookup`: see the dialect documentation for the formula.
fn lookup(it: &Interpreter<'_>, f: &Frame, op: OpId) -> R<Value> {
    let ids = it.sparse(f, op, 0)?;
    let table = it.dense(f, op, 1)?;
    let l = LookupOp::cast(it.ctx, op).ok_or_else(|| it.err(op, "is not a valid lookup"))?;
    let (combiner, quant) = (l.combiner(it.ctx), l.quantization(it.ctx));
    let sem = float_sem(it, op, table.elem)?;
    let r = |v: f64| round_to(v, sem);
    let (&[batch, _], &[vocab, width]) = (ids.storage.dim_sizes.as_slice(), table.shape.as_slice())
    else {
        return Err(it.err(op, "expects 2-D ids and a 2-D table"));
    };
    // Bounds the activations by the interpreter's element limit before allocating them.
    if batch
        .checked_mul(width)
        .is_none_or(|n| n > super::MAX_ELEMENTS)
    {
        return Err(it.err(
            op,
            format!(
                "activations of {batch}x{width} have more than {} elements",
                super::MAX_ELEMENTS
            ),
        ));
    }
    let (bu, wu) = (batch as usize, width as usize);
    let mut acc = vec![0f64; bu.saturating_mul(wu)];
    let mut div = vec![0f64; bu];
    for (b, id, g) in merged(entries(it, op, &ids)?, r) {
        if id >= vocab || b >= batch {
            return Err(it.err(
                op,
                format!("id {id} of sample {b} is outside the table of {vocab} rows"),
            ));
        }
        let (b, id) = (b as usize, id as usize);
        if let Some(d) = div.get_mut(b) {
            *d = match combiner {
                Combiner::Sum => 1.0,
                Combiner::Mean => r(*d + g),
                Combiner::Sqrtn => r(*d + r(g * g)),
            };
        }
        for j in 0..wu {
            let t = table.data.get(id * wu + j).map_or(0.0, |s| s.as_f64());
            let t = quant.map_or(t, |q| quantize(&q, t, sem));
            if let Some(a) = acc.get_mut(b * wu + j) {
                *a = r(*a + r(g * t));
            }
        }
    }
    let mut data = Vec::with_capacity(acc.len());
    for (k, a) in acc.iter().enumerate() {
        let d = div.get(k / wu.max(1)).copied().unwrap_or(0.0);
        let d = match combiner {
            Combiner::Sum => 1.0,
            Combiner::Mean => d,
            Combiner::Sqrtn => r(d.sqrt()),
        };
        let v = if d == 0.0 { 0.0 } else { r(a / d) };
        data.push(Scalar::float(v, sem));
    }
    Ok(Value::Tensor(Rc::new(DenseTensor {
        shape: vec![batch, width],
        elem: table.elem,
        data,
    })))
}

/// A count that a verified op keeps non-negative.
fn non_negative(it: &Interpreter<'_>, op: OpId, v: i64) -> R<u64> {
    u64::try_from(v).map_err(|_| it.err(op, format!("has a negative count {v}")))
}

/// Which ids of one (source core, partition) pair survive the limits, as jax-tpu-embedding
/// decides: entries sorted by (local id, sample); an id over `max_ids` is dropped, and so is
/// every entry of a new local id that would exceed `max_unique_ids` (the decision holds for
/// all samples of that id).
fn keep_within_limits(sorted: &[(u64, u64, f64)], limits: &Limits) -> Vec<(u64, u64, f64)> {
    let (mut ids, mut unique) = (0u64, 0u64);
    let mut current: Option<(u64, bool)> = None;
    let mut kept = Vec::new();
    for &(local, b, g) in sorted {
        let admitted = match current {
            Some((l, ok)) if l == local => ok,
            _ => {
                let ok = unique < limits.max_unique_ids_per_partition;
                if ok {
                    unique += 1;
                }
                current = Some((local, ok));
                ok
            }
        };
        if admitted && ids < limits.max_ids_per_partition {
            ids += 1;
            kept.push((local, b, g));
        }
    }
    kept
}

/// `embedding.partition_ids`: the ids `v` with `v mod N = p`, as `(sample, v div N)` pairs,
/// duplicates within a sample merged (gains summed), checked against the limits per source
/// core (sample slice `b div (B / N)`), packed in row-major order into the static buffers and
/// padded with `2^31 - 1` coordinates and NaN gains.
fn partition_ids(it: &Interpreter<'_>, f: &Frame, op: OpId) -> R<Vec<Value>> {
    let ids = it.sparse(f, op, 0)?;
    let pi = PartitionIdsOp::cast(it.ctx, op).ok_or_else(|| it.err(op, "is not valid"))?;
    let n = non_negative(it, op, pi.num_partitions(it.ctx))?.max(1);
    let p = non_negative(it, op, pi.partition(it.ctx))?;
    let LimitsAttr(limits) = pi.limits(it.ctx);
    let allow = pi.allow_id_dropping(it.ctx).is_some();
    let sem = float_sem(it, op, ids.elem)?;
    let r = |v: f64| round_to(v, sem);
    let batch = ids.storage.dim_sizes.first().copied().unwrap_or(0);
    let slice = (batch / n).max(1);
    // (sample, local id) -> gain, duplicates merged in storage order.
    let mut merged: BTreeMap<(u64, u64), f64> = BTreeMap::new();
    for (b, id, g) in entries(it, op, &ids)? {
        if id % n == p {
            let e = merged.entry((b, id / n)).or_insert(0.0);
            *e = r(*e + g);
        }
    }
    // Per source core: sort by (local id, sample), check or apply the limits.
    let mut by_source: BTreeMap<u64, Vec<(u64, u64, f64)>> = BTreeMap::new();
    for (&(b, local), &g) in &merged {
        by_source.entry(b / slice).or_default().push((local, b, g));
    }
    let mut kept: Vec<(u64, u64, f64)> = Vec::new();
    for (s, mut list) in by_source {
        list.sort_by_key(|x| (x.0, x.1));
        let count = list.len() as u64;
        let mut unique = 0u64;
        let mut last = None;
        for e in &list {
            if last != Some(e.0) {
                unique += 1;
                last = Some(e.0);
            }
        }
        let over = if count > limits.max_ids_per_partition {
            Some((
                "ids",
                count,
                "max_ids_per_partition",
                limits.max_ids_per_partition,
            ))
        } else if unique > limits.max_unique_ids_per_partition {
            Some((
                "unique ids",
                unique,
                "max_unique_ids_per_partition",
                limits.max_unique_ids_per_partition,
            ))
        } else {
            None
        };
        match over {
            Some((what, obs, name, lim)) if !allow => {
                return Err(it.err(
                    op,
                    format!(
                        "source core {s} sends {obs} {what} to partition {p}, over {name} = {lim} (use allow_id_dropping or raise the limit)"
                    ),
                ));
            }
            Some(_) => kept.extend(keep_within_limits(&list, &limits)),
            None => kept.extend(list),
        }
    }
    kept.sort_by_key(|x| (x.1, x.0));
    let pos_ty = it.elem_ty(op, it.result_ty(op, 0)?)?;
    let crd_ty = it.elem_ty(op, it.result_ty(op, 1)?)?;
    let capacity = it.result_shape(op, 1, &[])?.first().copied().unwrap_or(0);
    if kept.len() as u64 > capacity {
        return Err(it.err(
            op,
            format!(
                "partition {p} receives {} ids, more than its static buffer of {capacity} entries",
                kept.len()
            ),
        ));
    }
    let cap = capacity as usize;
    let mut crd = Vec::with_capacity(cap * 2);
    let mut gains = Vec::with_capacity(cap);
    for &(local, b, g) in &kept {
        crd.push(crd_ty.from_i128(i128::from(b)));
        crd.push(crd_ty.from_i128(i128::from(local)));
        gains.push(Scalar::float(g, sem));
    }
    while gains.len() < cap {
        crd.push(crd_ty.from_i128(PADDING));
        crd.push(crd_ty.from_i128(PADDING));
        gains.push(Scalar::float(f64::NAN, sem));
    }
    let pos = vec![pos_ty.from_i128(0), pos_ty.from_i128(kept.len() as i128)];
    let tensor = |shape: Vec<u64>, elem: ScalarTy, data: Vec<Scalar>| {
        Value::Tensor(Rc::new(DenseTensor { shape, elem, data }))
    };
    Ok(vec![
        tensor(vec![2], pos_ty, pos),
        tensor(vec![capacity, 2], crd_ty, crd),
        tensor(vec![capacity], ids.elem, gains),
    ])
}

/// `embedding.stack_ids`: sample `b` of input `i` (with `B_i` samples, `k = B_i / S` per
/// slice) goes to row `(b div k) * sum_j(B_j / S) + sum_{j<i}(B_j / S) + b mod k` (each
/// slice holds its share of every feature, as jax-tpu-embedding interleaves stacked
/// features); id `v` goes to column `v + col_offsets[i]`.
fn stack_ids(it: &Interpreter<'_>, f: &Frame, op: OpId) -> R<Value> {
    let st = StackIdsOp::cast(it.ctx, op).ok_or_else(|| it.err(op, "is not valid"))?;
    let slices = non_negative(it, op, st.num_slices(it.ctx))?.max(1);
    let offsets = st.col_offsets(it.ctx);
    let inputs: Vec<Rc<SparseTensor>> = (0..it.ctx.op(op).operands.len())
        .map(|i| it.sparse(f, op, i))
        .collect::<R<_>>()?;
    let per_slice: Vec<u64> = inputs
        .iter()
        .map(|s| s.storage.dim_sizes.first().copied().unwrap_or(0) / slices)
        .collect();
    let slice_rows: u64 = per_slice.iter().sum();
    let ty = it.result_ty(op, 0)?;
    let enc = get_encoding(it.ctx, ty).ok_or_else(|| it.err(op, "result is not sparse"))?;
    let elem = it.elem_ty(op, ty)?;
    let dims = it.result_shape(op, 0, &[])?;
    let mut out = Vec::new();
    let mut before = 0u64;
    for ((s, &k), &off) in inputs.iter().zip(&per_slice).zip(&offsets) {
        let k1 = k.max(1);
        for (b, id, g) in entries(it, op, s)? {
            let row = (b / k1) * slice_rows + before + b % k1;
            let col = id.saturating_add(off.max(0) as u64);
            out.push((vec![row, col], elem.from_f64(g)));
        }
        before += k;
    }
    // Stable: duplicates keep their order.
    out.sort_by(|x, y| x.0.cmp(&y.0));
    let storage = SparseStorage::from_entries(enc, &dims, &out, elem.zero())
        .map_err(|e| it.err(op, e.to_string()))?;
    Ok(Value::Sparse(Rc::new(SparseTensor {
        enc: enc.clone(),
        elem,
        storage,
        slice_of: None,
    })))
}
