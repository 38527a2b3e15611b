//! `tensor` (value semantics: every update makes a new tensor, shared until written) and
//! `bufferization` (copies between tensors and memrefs).

use std::rc::Rc;

use tile_dialects::tensor::{CollapseShapeOp, PadOp};
use tile_ir::OpId;
use tile_ir::types::DYNAMIC;

use super::{Frame, Interpreter, R};
use crate::memory::MemRef;
use crate::value::{DenseTensor, Scalar, SliceSource, SparseTensor, Value};

/// Executes `tensor.*` / `bufferization.*` op `name`; `None` when unsupported.
pub(super) fn exec(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    name: &str,
) -> R<Option<Vec<Value>>> {
    let nops = it.ctx.op(op).operands.len();
    let v = match name {
        "tensor.empty" | "bufferization.alloc_tensor" => {
            let seg = it.segments(op).unwrap_or_else(|| vec![nops]);
            let ndyn = seg.first().copied().unwrap_or(0);
            let dyn_sizes = it.indices(f, op, 0..ndyn)?;
            if seg.get(1).copied().unwrap_or(0) == 1 {
                // alloc_tensor copy(%t): a copy of %t.
                it.operand(f, op, ndyn)?
            } else {
                empty(it, op, &dyn_sizes)?
            }
        }
        "tensor.extract" => {
            let idx = it.indices(f, op, 1..nops)?;
            match it.operand(f, op, 0)? {
                Value::Sparse(s) => Value::Scalar(super::sparse::extract(it, op, &s, &idx)?),
                other => {
                    let t = it.as_dense(op, other)?;
                    Value::Scalar(dense_at(it, op, &t, &idx)?)
                }
            }
        }
        "tensor.insert" => {
            let x = it.scalar(f, op, 0)?;
            let idx = it.indices(f, op, 2..nops)?;
            match it.operand(f, op, 1)? {
                Value::Sparse(s) => {
                    Value::Sparse(Rc::new(super::sparse::insert(it, op, &s, &idx, x)?))
                }
                other => {
                    let mut t = it.as_dense(op, other)?;
                    let at = linear(it, op, &t, &idx)?;
                    let tm = Rc::make_mut(&mut t);
                    if let Some(slot) = tm.data.get_mut(at) {
                        *slot = x;
                    }
                    Value::Tensor(t)
                }
            }
        }
        "tensor.dim" => {
            let d = it.index(f, op, 1)?;
            let shape = shape_of_value(it, op, it.operand(f, op, 0)?)?;
            let s = usize::try_from(d)
                .ok()
                .and_then(|d| shape.get(d))
                .ok_or_else(|| it.err(op, format!("dimension {d} is out of range")))?;
            Value::Scalar(Scalar::Index(*s as i64))
        }
        "tensor.rank" => {
            let shape = shape_of_value(it, op, it.operand(f, op, 0)?)?;
            Value::Scalar(Scalar::Index(shape.len() as i64))
        }
        "tensor.cast" => it.operand(f, op, 0)?,
        "tensor.concat" => concat(it, f, op)?,
        "tensor.bitcast" => {
            let src = it.as_dense(op, it.operand(f, op, 0)?)?;
            let to = it.elem_ty(op, it.result_ty(op, 0)?)?;
            let data = src
                .data
                .iter()
                .map(|&x| super::arith::bitcast(x, to))
                .collect::<Option<Vec<_>>>()
                .ok_or_else(|| it.err(op, "cannot reinterpret the element bits"))?;
            Value::Tensor(Rc::new(DenseTensor {
                shape: src.shape.clone(),
                elem: to,
                data,
            }))
        }
        "tensor.from_elements" => {
            let data = (0..nops)
                .map(|i| it.scalar(f, op, i))
                .collect::<R<Vec<_>>>()?;
            let shape = it.result_shape(op, 0, &[])?;
            let elem = it.elem_ty(op, it.result_ty(op, 0)?)?;
            Value::Tensor(Rc::new(DenseTensor { shape, elem, data }))
        }
        "tensor.splat" => {
            let x = it.scalar(f, op, 0)?;
            let dyn_sizes = it.indices(f, op, 1..nops)?;
            let shape = it.result_shape(op, 0, &dyn_sizes)?;
            let elem = it.elem_ty(op, it.result_ty(op, 0)?)?;
            Value::Tensor(Rc::new(DenseTensor::filled(shape, elem, x)))
        }
        "tensor.generate" => {
            let dyn_sizes = it.indices(f, op, 0..nops)?;
            let shape = it.result_shape(op, 0, &dyn_sizes)?;
            let elem = it.elem_ty(op, it.result_ty(op, 0)?)?;
            let &body = it
                .ctx
                .op(op)
                .regions()
                .first()
                .ok_or_else(|| it.err(op, "has no body"))?;
            let n: u64 = shape.iter().product();
            let mut data = Vec::with_capacity(n as usize);
            for i in 0..n {
                let c = tile_dialects::sparse_tensor::storage::delinearize(i, &shape);
                let args = c
                    .into_iter()
                    .map(|x| Value::Scalar(Scalar::Index(x as i64)))
                    .collect();
                match it.run_body(f, body, args)?.into_iter().next() {
                    Some(Value::Scalar(s)) => data.push(s),
                    _ => return Err(it.err(op, "body must yield a scalar")),
                }
            }
            Value::Tensor(Rc::new(DenseTensor { shape, elem, data }))
        }
        "tensor.extract_slice" => {
            let src = it.dense(f, op, 0)?;
            let (offsets, sizes, strides) = super::mixed(it, f, op, 1)?;
            let want = it.result_shape(op, 0, &dyn_only(&sizes, it, op)?)?;
            let view = slice_view(it, op, &src.shape, &offsets, &sizes, &strides)?;
            let mut data = Vec::with_capacity(view.len());
            for at in view {
                data.push(
                    *src.data
                        .get(at)
                        .ok_or_else(|| it.err(op, "slice out of bounds"))?,
                );
            }
            let v = Value::Tensor(Rc::new(DenseTensor {
                shape: want,
                elem: src.elem,
                data,
            }));
            let ty = it.result_ty(op, 0)?;
            // A slice of a sparse tensor is sparse (a copy holding the slice's non-zeros),
            // which remembers the storage it views for code that reads the shared buffers.
            match tile_dialects::sparse_tensor::get_encoding(it.ctx, ty) {
                Some(enc) => {
                    let copy = super::sparse::to_sparse(it, op, v, ty)?;
                    match (copy, it.operand(f, op, 0)?) {
                        (Value::Sparse(s), Value::Sparse(src)) if enc.is_slice() => {
                            let mut s = Rc::unwrap_or_clone(s);
                            s.slice_of = Some(Rc::new(slice_source(&src, &offsets, &strides)));
                            Value::Sparse(Rc::new(s))
                        }
                        (copy, _) => copy,
                    }
                }
                None => v,
            }
        }
        "tensor.pad" => pad(it, f, op)?,
        "tensor.insert_slice" => {
            let src = it.dense(f, op, 0)?;
            let dst = it.dense(f, op, 1)?;
            let (offsets, sizes, strides) = super::mixed(it, f, op, 2)?;
            Value::Tensor(insert_slice(
                it,
                op,
                &src,
                dst,
                [&offsets, &sizes, &strides],
            )?)
        }
        "tensor.expand_shape" | "tensor.collapse_shape" | "tensor.reshape" => {
            let src = it.dense(f, op, 0)?;
            let shape = match name {
                "tensor.expand_shape" => {
                    let dyn_sizes = it.indices(f, op, 1..nops)?;
                    it.result_shape(op, 0, &dyn_sizes)?
                }
                "tensor.collapse_shape" => collapsed_shape(it, op, &src.shape)?,
                // `tensor.reshape %src(%shape)`: the sizes are the shape operand's elements.
                _ => {
                    let sizes = it.dense(f, op, 1)?;
                    let sizes: Vec<i64> = sizes.data.iter().map(|x| x.as_i128() as i64).collect();
                    if sizes.iter().any(|&d| d < 0) {
                        return Err(it.err(op, format!("negative size in {sizes:?}")));
                    }
                    sizes.into_iter().map(|d| d as u64).collect()
                }
            };
            if shape.iter().product::<u64>() != src.data.len() as u64 {
                return Err(it.err(op, "reshape changes the number of elements"));
            }
            let ty = it.result_ty(op, 0)?;
            if tile_dialects::sparse_tensor::get_encoding(it.ctx, ty).is_none() {
                Value::Tensor(Rc::new(DenseTensor {
                    shape,
                    elem: src.elem,
                    data: src.data.clone(),
                }))
            } else {
                reshape_sparse(it, op, it.operand(f, op, 0)?, &src.shape, shape, ty)?
            }
        }
        "bufferization.to_tensor" => {
            let m = it.memref(f, op, 0)?;
            let data = m.to_vec().map_err(|e| it.err(op, e))?;
            Value::Tensor(Rc::new(DenseTensor {
                shape: m.shape.clone(),
                elem: m.elem,
                data,
            }))
        }
        "bufferization.to_buffer" | "bufferization.clone" => {
            let t = it.dense(f, op, 0)?;
            Value::MemRef(MemRef::from_data(t.shape.clone(), t.elem, t.data.clone()))
        }
        "bufferization.materialize_in_destination" => {
            let src = it.operand(f, op, 0)?;
            if let Value::MemRef(dst) = it.operand(f, op, 1)? {
                let t = it.as_dense(op, src)?;
                dst.write_all(&t.data).map_err(|e| it.err(op, e))?;
                return Ok(Some(vec![]));
            }
            src
        }
        "bufferization.dealloc_tensor" => return Ok(Some(vec![])),
        "bufferization.dealloc" => return dealloc(it, f, op).map(Some),
        _ => return super::gather_scatter::exec(it, f, op, name),
    };
    Ok(Some(vec![v]))
}

/// A reshape into the sparse type `ty`: each stored entry of a sparse source moves to the
/// coordinates of its row-major position in `shape` (stored zeros stay stored, as MLIR's
/// reshape of sparse tensors inserts every entry); a dense source keeps its non-zeros.
fn reshape_sparse(
    it: &Interpreter<'_>,
    op: OpId,
    src: Value,
    src_shape: &[u64],
    shape: Vec<u64>,
    ty: tile_ir::Type,
) -> R<Value> {
    let Value::Sparse(s) = &src else {
        let dense = it.as_dense(op, src)?;
        let v = Value::Tensor(Rc::new(DenseTensor {
            shape,
            elem: dense.elem,
            data: dense.data.clone(),
        }));
        return super::sparse::to_sparse(it, op, v, ty);
    };
    let entries = s
        .storage
        .to_entries(&s.enc)
        .map_err(|e| it.err(op, e.to_string()))?;
    use tile_dialects::sparse_tensor::storage::{delinearize, linearize};
    let moved = entries
        .into_iter()
        .map(|(c, v)| {
            let linear = linearize(&c, src_shape)
                .ok_or_else(|| it.err(op, "stored entry outside the source shape"))?;
            Ok((delinearize(linear, &shape), v))
        })
        .collect::<R<Vec<_>>>()?;
    super::sparse::from_entries(it, op, ty, shape, &moved)
}

/// `dst` with `src` written into its slice at `offsets`, `sizes` and `strides`.
pub(super) fn insert_slice(
    it: &Interpreter<'_>,
    op: OpId,
    src: &DenseTensor,
    mut dst: Rc<DenseTensor>,
    [offsets, sizes, strides]: [&[i64]; 3],
) -> R<Rc<DenseTensor>> {
    let view = slice_view(it, op, &dst.shape, offsets, sizes, strides)?;
    if view.len() != src.data.len() {
        return Err(it.err(op, "source size does not match the slice"));
    }
    let d = Rc::make_mut(&mut dst);
    for (at, x) in view.into_iter().zip(&src.data) {
        if let Some(slot) = d.data.get_mut(at) {
            *slot = *x;
        }
    }
    Ok(dst)
}

/// The shape `tensor.collapse_shape` gives `src_shape`: each result size is the product of
/// its reassociation group's source sizes (the op has no size operands, even when dynamic).
fn collapsed_shape(it: &Interpreter<'_>, op: OpId, src_shape: &[u64]) -> R<Vec<u64>> {
    let view = CollapseShapeOp::cast(it.ctx, op).ok_or_else(|| it.err(op, "malformed op"))?;
    let groups = view.reassociation(it.ctx);
    let mut out = Vec::with_capacity(groups.len());
    for g in groups {
        let mut n = 1u64;
        for d in g {
            let s = usize::try_from(d)
                .ok()
                .and_then(|d| src_shape.get(d))
                .ok_or_else(|| {
                    it.err(
                        op,
                        format!(
                            "reassociation names dimension {d} of a rank-{} source",
                            src_shape.len()
                        ),
                    )
                })?;
            n = n
                .checked_mul(*s)
                .ok_or_else(|| it.err(op, "collapsed size overflows"))?;
        }
        out.push(n);
    }
    Ok(out)
}

/// `tensor.pad`: the source placed at `low` in a tensor of result 0's shape, every other
/// element yielded by the body for its indices (evaluated once when the body is only its
/// terminator, i.e. yields a value defined outside).
fn pad(it: &mut Interpreter<'_>, f: &mut Frame, op: OpId) -> R<Value> {
    let src = it.dense(f, op, 0)?;
    let pad_op = PadOp::cast(it.ctx, op).ok_or_else(|| it.err(op, "is not a valid tensor.pad"))?;
    let lists = [pad_op.static_low(it.ctx), pad_op.static_high(it.ctx)];
    let [low, high] = super::resolve_dynamic(it, f, op, lists, 1)?;
    let r = src.shape.len();
    if low.len() != r || high.len() != r {
        return Err(it.err(op, "low and high paddings must match the rank"));
    }
    let mut shape = Vec::with_capacity(r);
    for d in 0..r {
        let n = src.shape[d] as i64 + low[d] + high[d];
        if low[d] < 0 || high[d] < 0 || n < 0 {
            return Err(it.err(op, format!("negative padding in dimension {d}")));
        }
        shape.push(n as u64);
    }
    let &body = it
        .ctx
        .op(op)
        .regions()
        .first()
        .ok_or_else(|| it.err(op, "has no body"))?;
    let constant_body = it
        .ctx
        .entry_block(body)
        .is_some_and(|b| it.ctx.block(b).ops.len() == 1);
    let mut fixed: Option<Scalar> = None;
    let n: u64 = shape.iter().product();
    let mut data = Vec::with_capacity(n as usize);
    for i in 0..n {
        let c = tile_dialects::sparse_tensor::storage::delinearize(i, &shape);
        let inside: Option<Vec<u64>> = c
            .iter()
            .enumerate()
            .map(|(d, &x)| {
                let s = x as i64 - low[d];
                (s >= 0 && (s as u64) < src.shape[d]).then_some(s as u64)
            })
            .collect();
        if let Some(at) = inside.and_then(|p| src.linear(&p)) {
            data.push(
                *src.data
                    .get(at)
                    .ok_or_else(|| it.err(op, "pad source out of bounds"))?,
            );
            continue;
        }
        if let Some(x) = fixed {
            data.push(x);
            continue;
        }
        let args = c
            .into_iter()
            .map(|x| Value::Scalar(Scalar::Index(x as i64)))
            .collect();
        let x = match it.run_body(f, body, args)?.into_iter().next() {
            Some(Value::Scalar(s)) => s,
            _ => return Err(it.err(op, "body must yield a scalar")),
        };
        if constant_body {
            fixed = Some(x);
        }
        data.push(x);
    }
    Ok(Value::Tensor(Rc::new(DenseTensor {
        shape,
        elem: src.elem,
        data,
    })))
}

/// A fresh tensor of result 0's type: zeros, or an empty sparse tensor.
fn empty(it: &Interpreter<'_>, op: OpId, dyn_sizes: &[i64]) -> R<Value> {
    let ty = it.result_ty(op, 0)?;
    let shape = it.result_shape(op, 0, dyn_sizes)?;
    let elem = it.elem_ty(op, ty)?;
    if tile_dialects::sparse_tensor::get_encoding(it.ctx, ty).is_some() {
        return super::sparse::empty(it, op, ty, shape);
    }
    Ok(Value::Tensor(Rc::new(DenseTensor::filled(
        shape,
        elem,
        elem.zero(),
    ))))
}

/// The dimension sizes of a tensor-like value.
pub(crate) fn shape_of_value(it: &Interpreter<'_>, op: OpId, v: Value) -> R<Vec<u64>> {
    Ok(match v {
        Value::Tensor(t) => t.shape.clone(),
        Value::Sparse(s) => s.storage.dim_sizes.clone(),
        Value::MemRef(m) => m.shape,
        other => {
            return Err(it.err(
                op,
                format!("expected a tensor, got a {}", other.kind_name()),
            ));
        }
    })
}

/// The row-major index of `idx` in `t`, or an out-of-bounds error.
pub(crate) fn linear(it: &Interpreter<'_>, op: OpId, t: &DenseTensor, idx: &[i64]) -> R<usize> {
    let u: Option<Vec<u64>> = idx.iter().map(|&i| u64::try_from(i).ok()).collect();
    u.and_then(|u| t.linear(&u)).ok_or_else(|| {
        it.err(
            op,
            format!(
                "index {idx:?} is out of bounds for a tensor of shape {:?}",
                t.shape
            ),
        )
    })
}

/// Element `idx` of `t`.
pub(crate) fn dense_at(it: &Interpreter<'_>, op: OpId, t: &DenseTensor, idx: &[i64]) -> R<Scalar> {
    let at = linear(it, op, t, idx)?;
    t.data
        .get(at)
        .copied()
        .ok_or_else(|| it.err(op, "index out of bounds"))
}

/// The sizes of the result type's dynamic dimensions, taken from the slice sizes after
/// dropping unit dimensions of rank-reducing slices.
fn dyn_only(sizes: &[i64], it: &Interpreter<'_>, op: OpId) -> R<Vec<i64>> {
    let want = it.shape_of(op, it.result_ty(op, 0)?)?;
    let mut kept: Vec<i64> = sizes.to_vec();
    let mut d = 0;
    while kept.len() > want.len() && d < kept.len() {
        if kept[d] == 1 {
            kept.remove(d);
        } else {
            d += 1;
        }
    }
    Ok(kept
        .into_iter()
        .zip(want)
        .filter(|(_, w)| *w == DYNAMIC)
        .map(|(k, _)| k)
        .collect())
}

/// Row-major indices (into a tensor of `shape`) of the elements of a slice.
fn slice_view(
    it: &Interpreter<'_>,
    op: OpId,
    shape: &[u64],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> R<Vec<usize>> {
    let r = shape.len();
    if offsets.len() != r || sizes.len() != r || strides.len() != r {
        return Err(it.err(op, "offsets, sizes and strides must match the rank"));
    }
    for d in 0..r {
        let (o, s, st, dim) = (offsets[d], sizes[d], strides[d], shape[d] as i64);
        if o < 0
            || s < 0
            || (s > 0 && i128::from(o) + i128::from(s - 1) * i128::from(st) >= i128::from(dim))
        {
            return Err(it.err(
                op,
                format!("slice [{o}, size {s}, stride {st}] is out of bounds for dimension {d} of size {dim}"),
            ));
        }
    }
    let sz: Vec<u64> = sizes.iter().map(|&s| s as u64).collect();
    let n: u64 = sz.iter().product();
    let mut out = Vec::with_capacity(n as usize);
    for i in 0..n {
        let c = tile_dialects::sparse_tensor::storage::delinearize(i, &sz);
        let src: Vec<u64> = c
            .iter()
            .enumerate()
            .map(|(d, &x)| (offsets[d] + x as i64 * strides[d]) as u64)
            .collect();
        let at = tile_dialects::sparse_tensor::storage::linearize(&src, shape)
            .ok_or_else(|| it.err(op, "slice out of bounds"))?;
        out.push(at as usize);
    }
    Ok(out)
}

/// `tensor.concat`: the inputs side by side along `dim`.
fn concat(it: &Interpreter<'_>, f: &Frame, op: OpId) -> R<Value> {
    let c = tile_dialects::tensor::ConcatOp::cast(it.ctx, op)
        .ok_or_else(|| it.err(op, "is not a valid concat"))?;
    let dim = usize::try_from(c.dim(it.ctx)).map_err(|_| it.err(op, "has a negative dim"))?;
    let mut inputs = Vec::new();
    for i in 0..it.ctx.op(op).operands.len() {
        inputs.push(it.as_dense(op, it.operand(f, op, i)?)?);
    }
    let first = inputs.first().ok_or_else(|| it.err(op, "has no input"))?;
    let mut shape = first.shape.clone();
    let total: u64 = inputs.iter().filter_map(|t| t.shape.get(dim)).sum();
    *shape
        .get_mut(dim)
        .ok_or_else(|| it.err(op, "dim out of range"))? = total;
    let elem = first.elem;
    let mut out = DenseTensor::filled(shape.clone(), elem, elem.zero());
    let mut offset = 0u64;
    for t in &inputs {
        for (k, &v) in t.data.iter().enumerate() {
            let mut idx = tile_dialects::sparse_tensor::storage::delinearize(k as u64, &t.shape);
            if let Some(x) = idx.get_mut(dim) {
                *x += offset;
            }
            let at = out
                .linear(&idx)
                .ok_or_else(|| it.err(op, "index out of range"))?;
            if let Some(slot) = out.data.get_mut(at) {
                *slot = v;
            }
        }
        offset += t.shape.get(dim).copied().unwrap_or(0);
    }
    Ok(Value::Tensor(Rc::new(out)))
}

/// `bufferization.dealloc`: memory is reclaimed when no value holds it, so freeing is a
/// no-op; each retained memref's updated condition is whether a memref freed under a true
/// condition shares its buffer (its ownership moves to the retained value).
fn dealloc(it: &mut Interpreter<'_>, f: &mut Frame, op: OpId) -> R<Vec<Value>> {
    let view = tile_dialects::bufferization::DeallocOp::cast(it.ctx, op)
        .ok_or_else(|| it.err(op, "is not a valid dealloc"))?;
    let buffer = |v: tile_ir::Value| match it.get(f, op, v)? {
        Value::MemRef(m) => Ok(m.buf),
        other => Err(it.err(
            op,
            format!("expected a memref, got a {}", other.kind_name()),
        )),
    };
    let mut owned = Vec::new();
    for (&m, &c) in view.memrefs(it.ctx).iter().zip(view.conditions(it.ctx)) {
        if it
            .get(f, op, c)
            .is_ok_and(|v| matches!(v, Value::Scalar(s) if !s.is_zero()))
        {
            owned.push(buffer(m)?);
        }
    }
    view.retained(it.ctx)
        .iter()
        .map(|&r| {
            let b = buffer(r)?;
            let kept = owned.iter().any(|o| std::rc::Rc::ptr_eq(o, &b));
            Ok(Value::Scalar(Scalar::bool(kept)))
        })
        .collect()
}

/// What a slice cut at `offsets`/`strides` from `src` views; a slice of a slice views the
/// first source, at the composed offsets and strides.
fn slice_source(src: &SparseTensor, offsets: &[i64], strides: &[i64]) -> SliceSource {
    match &src.slice_of {
        Some(outer) => SliceSource {
            storage: outer.storage.clone(),
            offsets: (outer.offsets.iter().zip(&outer.strides))
                .zip(offsets)
                .map(|((&o, &s), &off)| o.saturating_add(off.saturating_mul(s)))
                .collect(),
            strides: outer
                .strides
                .iter()
                .zip(strides)
                .map(|(&a, &b)| a.saturating_mul(b))
                .collect(),
        },
        None => SliceSource {
            storage: src.storage.clone(),
            offsets: offsets.to_vec(),
            strides: strides.to_vec(),
        },
    }
}
