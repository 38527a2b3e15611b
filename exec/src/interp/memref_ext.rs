//! `memref` ops beyond allocation, access and the core views: `generic_atomic_rmw` (its
//! region computes the new value; the result is the old one), `transpose` (a permuted
//! view), `distinct_objects` (the operands themselves), the DMA pair (`dma_start` copies at
//! once, so `dma_wait` has nothing left to wait for), and loads and stores of whole vectors
//! through a `vector.type_cast` view.

use std::rc::Rc;

use tile_dialects::memref::{DmaStartOp, GenericAtomicRmwOp, TransposeOp};
use tile_ir::{OpId, TypeKind};

use super::{Frame, Interpreter, R};
use crate::memory::MemRef;
use crate::value::{DenseTensor, Value};

/// Executes op `name`; `None` when it is not one of this module's.
pub(super) fn exec(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    name: &str,
) -> R<Option<Vec<Value>>> {
    Ok(Some(match name {
        "memref.generic_atomic_rmw" => vec![generic_atomic_rmw(it, f, op)?],
        "memref.transpose" => vec![Value::MemRef(transpose(it, f, op)?)],
        "memref.distinct_objects" => it.operands(f, op)?,
        "memref.dma_start" => {
            dma_start(it, f, op)?;
            vec![]
        }
        "memref.dma_wait" => vec![],
        "memref.view" => vec![Value::MemRef(view(it, f, op)?)],
        _ => return Ok(None),
    }))
}

/// `memref.view %buf[%shift][%sizes]`: the bytes of an `i8` buffer from `%shift` on, read
/// as a row-major memref of the result's element type (the view aliases the buffer).
fn view(it: &Interpreter<'_>, f: &Frame, op: OpId) -> R<MemRef> {
    let src = it.memref(f, op, 0)?;
    let shift = it.indices(f, op, 1..2)?.first().copied().unwrap_or(0);
    let nops = it.ctx.op(op).operands.len();
    let dyn_sizes = it.indices(f, op, 2..nops)?;
    let shape = it.result_shape(op, 0, &dyn_sizes)?;
    let elem = it.elem_ty(op, it.result_ty(op, 0)?)?;
    let elem_bytes = elem.bit_width().div_ceil(8);
    // Where the source's element 0 sits in bytes (the source may itself be a byte view).
    let src_base = match src.bytes {
        Some(b) => b.base + src.offset * i64::from(b.elem_bytes),
        None => src.offset,
    };
    Ok(MemRef {
        buf: src.buf.clone(),
        offset: 0,
        strides: crate::memory::row_major_strides(&shape),
        shape,
        elem,
        bytes: Some(crate::memory::ByteView {
            base: src_base + shift,
            elem_bytes,
        }),
    })
}

fn generic_atomic_rmw(it: &mut Interpreter<'_>, f: &mut Frame, op: OpId) -> R<Value> {
    let ctx = it.ctx;
    let g = GenericAtomicRmwOp::cast(ctx, op)
        .ok_or_else(|| it.err(op, "is not a valid generic_atomic_rmw"))?;
    let m = it.memref(f, op, 0)?;
    let idx = g
        .indices(ctx)
        .iter()
        .map(|&v| match it.get(f, op, v)? {
            Value::Scalar(s) => Ok(s.as_i128() as i64),
            other => Err(it.err(op, format!("index is a {}", other.kind_name()))),
        })
        .collect::<R<Vec<_>>>()?;
    let old = m.load(&idx).map_err(|e| it.err(op, e))?;
    let new = it.run_body(f, g.atomic_body(ctx), vec![Value::Scalar(old)])?;
    let Some(Value::Scalar(new)) = new.into_iter().next() else {
        return Err(it.err(op, "body must yield a scalar"));
    };
    m.store(&idx, new).map_err(|e| it.err(op, e))?;
    Ok(Value::Scalar(old))
}

fn transpose(it: &Interpreter<'_>, f: &Frame, op: OpId) -> R<MemRef> {
    let ctx = it.ctx;
    let t = TransposeOp::cast(ctx, op).ok_or_else(|| it.err(op, "is not a valid transpose"))?;
    let m = it.memref(f, op, 0)?;
    let perm: Option<Vec<usize>> = t
        .permutation(ctx)
        .results
        .iter()
        .map(|e| e.as_dim())
        .collect();
    let perm = perm.ok_or_else(|| it.err(op, "permutation is not a map of dimensions"))?;
    let mut shape = Vec::with_capacity(perm.len());
    let mut strides = Vec::with_capacity(perm.len());
    for &d in &perm {
        let (Some(&s), Some(&st)) = (m.shape.get(d), m.strides.get(d)) else {
            return Err(it.err(op, "permutation names a missing dimension"));
        };
        shape.push(s);
        strides.push(st);
    }
    Ok(MemRef {
        shape,
        strides,
        ..m
    })
}

/// `memref.dma_start`: [`dma_copy`] at the given indices.
fn dma_start(it: &Interpreter<'_>, f: &Frame, op: OpId) -> R<()> {
    let ctx = it.ctx;
    let parts = DmaStartOp::cast(ctx, op)
        .and_then(|d| d.parts(ctx))
        .ok_or_else(|| it.err(op, "is not a valid dma_start"))?;
    let mem = |v| match it.get(f, op, v)? {
        Value::MemRef(m) => Ok(m),
        other => Err(it.err(
            op,
            format!("expected a memref, got a {}", other.kind_name()),
        )),
    };
    let int = |v| match it.get(f, op, v)? {
        Value::Scalar(s) => Ok(s.as_i128() as i64),
        other => Err(it.err(
            op,
            format!("expected an index, got a {}", other.kind_name()),
        )),
    };
    let ints = |vs: &[tile_ir::Value]| vs.iter().map(|&v| int(v)).collect::<R<Vec<i64>>>();
    let (src, dst) = (mem(parts.src.0)?, mem(parts.dst.0)?);
    let (src_at, dst_at) = (ints(&parts.src.1)?, ints(&parts.dst.1)?);
    let n = int(parts.num_elements)?;
    let stride = match parts.stride {
        Some((s, p)) => Some((int(s)?, int(p)?)),
        None => None,
    };
    dma_copy(it, op, (&src, &src_at), (&dst, &dst_at), n, stride)
}

/// The copy of a DMA start: `n` elements (row-major, from the given indices on) of the
/// source into the destination; strided: chunks of `per` elements `stride` apart in the
/// source.
pub(super) fn dma_copy(
    it: &Interpreter<'_>,
    op: OpId,
    (src, src_at): (&MemRef, &[i64]),
    (dst, dst_at): (&MemRef, &[i64]),
    n: i64,
    stride: Option<(i64, i64)>,
) -> R<()> {
    let (stride, per) = stride.unwrap_or((n.max(1), n.max(1)));
    if n < 0 || per <= 0 || stride < per {
        return Err(it.err(
            op,
            format!("invalid transfer of {n} elements ({per} every {stride})"),
        ));
    }
    let src_start = linear(it, op, src, src_at)?;
    let dst_start = linear(it, op, dst, dst_at)?;
    for k in 0..n {
        let s = (k / per)
            .checked_mul(stride)
            .and_then(|x| x.checked_add(src_start + k % per))
            .ok_or_else(|| it.err(op, "transfer position overflows"))?;
        let v = src
            .load(&delinearize(it, op, src, s)?)
            .map_err(|e| it.err(op, e))?;
        dst.store(&delinearize(it, op, dst, dst_start + k)?, v)
            .map_err(|e| it.err(op, e))?;
    }
    Ok(())
}

/// The row-major position of `idx` in the view.
fn linear(it: &Interpreter<'_>, op: OpId, m: &MemRef, idx: &[i64]) -> R<i64> {
    m.index_of(idx).map_err(|e| it.err(op, e))?;
    Ok(idx
        .iter()
        .zip(&m.shape)
        .fold(0i64, |acc, (&i, &d)| acc * d as i64 + i))
}

/// The indices of row-major position `k` of the view, or an out-of-bounds error.
fn delinearize(it: &Interpreter<'_>, op: OpId, m: &MemRef, k: i64) -> R<Vec<i64>> {
    let k = u64::try_from(k).map_err(|_| it.err(op, "transfer starts before the memref"))?;
    if k >= m.len() {
        return Err(it.err(
            op,
            format!(
                "transfer runs past the end of a memref of shape {:?}",
                m.shape
            ),
        ));
    }
    Ok(
        tile_dialects::sparse_tensor::storage::delinearize(k, &m.shape)
            .into_iter()
            .map(|x| x as i64)
            .collect(),
    )
}

/// The vector shape of the elements of the memref `name` (a load or store) accesses, when
/// they are vectors (`memref<4xvector<8xf32>>`, or a `vector.type_cast` view).
fn vector_elements(it: &Interpreter<'_>, op: OpId, name: &str) -> Option<Vec<u64>> {
    let ctx = it.ctx;
    let m = *ctx
        .op(op)
        .operands
        .get(usize::from(name == "memref.store"))?;
    vector_shape(it, ctx.value_type(m))
}

/// The shape of a memref type's vector elements, if they are vectors.
fn vector_shape(it: &Interpreter<'_>, ty: tile_ir::Type) -> Option<Vec<u64>> {
    let ctx = it.ctx;
    let TypeKind::MemRef { element, .. } = ctx.type_kind(ty) else {
        return None;
    };
    match ctx.type_kind(*element) {
        TypeKind::Vector { shape, .. } => shape.iter().map(|&d| u64::try_from(d).ok()).collect(),
        _ => None,
    }
}

/// The scalars in one element of a memref type whose elements are vectors.
pub(super) fn vector_element_len(it: &Interpreter<'_>, ty: tile_ir::Type) -> Option<u64> {
    vector_shape(it, ty)?
        .iter()
        .try_fold(1u64, |a, &d| a.checked_mul(d))
}

/// A zero-filled memref of `shape` whose elements are vectors of `n` scalars each: the
/// scalars of one element lie contiguously, so the strides count scalars (`n` apart).
pub(super) fn alloc_of_vectors(
    shape: Vec<u64>,
    elem: crate::value::ScalarTy,
    n: u64,
) -> Option<MemRef> {
    let total = shape.iter().try_fold(n, |a, &d| a.checked_mul(d))?;
    let mut m = MemRef::alloc(vec![total], elem);
    m.strides = crate::memory::row_major_strides(&shape)
        .iter()
        .map(|&s| s.checked_mul(i64::try_from(n).ok()?))
        .collect::<Option<Vec<i64>>>()?;
    m.shape = shape;
    Some(m)
}

/// Whether `op` loads or stores whole vectors.
pub(super) fn holds_vectors(it: &Interpreter<'_>, op: OpId, name: &str) -> bool {
    vector_elements(it, op, name).is_some()
}

/// `memref.load`/`memref.store` of a vector element: its scalars lie contiguously from the
/// element's position in the underlying buffer (the row-major layout `type_cast` requires).
pub(super) fn vector_access(
    it: &Interpreter<'_>,
    f: &Frame,
    op: OpId,
    name: &str,
) -> R<Vec<Value>> {
    let shape =
        vector_elements(it, op, name).ok_or_else(|| it.err(op, "is not a vector access"))?;
    let store = name == "memref.store";
    let first = usize::from(store);
    let m = it.memref(f, op, first)?;
    let nops = it.ctx.op(op).operands.len();
    let idx = it.indices(f, op, first + 1..nops)?;
    if m.bytes.is_some() {
        return Err(it.err(
            op,
            "vector elements of a byte-buffer view are not supported",
        ));
    }
    let start = m.index_of(&idx).map_err(|e| it.err(op, e))?;
    let n = shape
        .iter()
        .try_fold(1u64, |acc, &d| acc.checked_mul(d))
        .and_then(|n| usize::try_from(n).ok())
        .ok_or_else(|| it.err(op, "vector element is too large"))?;
    let end = start
        .checked_add(n)
        .ok_or_else(|| it.err(op, "vector element is too large"))?;
    let mut buf = m.buf.borrow_mut();
    let slots = buf
        .get_mut(start..end)
        .ok_or_else(|| it.err(op, "vector element runs past the end of the buffer"))?;
    if store {
        let v = it.dense(f, op, 0)?;
        if v.data.len() != n {
            return Err(it.err(op, "stored vector has the wrong number of elements"));
        }
        slots.copy_from_slice(&v.data);
        return Ok(vec![]);
    }
    Ok(vec![Value::Tensor(Rc::new(DenseTensor {
        shape,
        elem: m.elem,
        data: slots.to_vec(),
    }))])
}

/// `vector.type_cast`: the whole buffer as one element (a rank-0 view at the same offset).
pub(super) fn type_cast(it: &Interpreter<'_>, f: &Frame, op: OpId) -> R<Value> {
    let m = it.memref(f, op, 0)?;
    if m.strides != crate::memory::row_major_strides(&m.shape) {
        return Err(it.err(op, "needs a row-major memref"));
    }
    Ok(Value::MemRef(MemRef {
        shape: vec![],
        strides: vec![],
        ..m
    }))
}
