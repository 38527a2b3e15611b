//! `memref`: allocation, load/store with bounds checks, views (cast, subview,
//! reinterpret_cast, expand/collapse_shape), copies and globals.

use tile_dialects::memref::{GetGlobalOp, GlobalOp};
use tile_ir::{AttrKind, OpId};

use super::{Frame, Interpreter, R};
use crate::memory::{MemRef, row_major_strides};
use crate::value::{Scalar, Value};

/// Executes `memref.*` op `name`; `None` when unsupported.
pub(super) fn exec(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    name: &str,
) -> R<Option<Vec<Value>>> {
    let nops = it.ctx.op(op).operands.len();
    Ok(Some(match name {
        "memref.alloc" | "memref.alloca" => {
            let seg = it.segments(op).unwrap_or_else(|| vec![nops]);
            let ndyn = seg.first().copied().unwrap_or(0);
            let dyn_sizes = it.indices(f, op, 0..ndyn)?;
            let shape = it.result_shape(op, 0, &dyn_sizes)?;
            let ty = it.result_ty(op, 0)?;
            let elem = it.elem_ty(op, ty)?;
            let m = match super::memref_ext::vector_element_len(it, ty) {
                Some(n) => super::memref_ext::alloc_of_vectors(shape, elem, n)
                    .ok_or_else(|| it.err(op, "allocation is too large"))?,
                None => MemRef::alloc(shape, elem),
            };
            vec![Value::MemRef(m)]
        }
        "memref.dealloc" | "memref.prefetch" => vec![],
        // The buffer's address: the same for every view of one allocation, never zero.
        "memref.extract_aligned_pointer_as_index" => {
            let m = it.memref(f, op, 0)?;
            let address = std::rc::Rc::as_ptr(&m.buf) as usize as i64;
            vec![Value::Scalar(Scalar::Index(address))]
        }
        "memref.extract_strided_metadata" => {
            // The base buffer (rank 0, at the allocation's start), then offset, sizes, strides.
            let m = it.memref(f, op, 0)?;
            let base = MemRef {
                buf: m.buf.clone(),
                offset: 0,
                shape: vec![],
                strides: vec![],
                elem: m.elem,
                bytes: m.bytes,
            };
            let mut out = vec![Value::MemRef(base), Value::Scalar(Scalar::Index(m.offset))];
            out.extend(
                m.shape
                    .iter()
                    .map(|&d| Value::Scalar(Scalar::Index(d as i64))),
            );
            out.extend(m.strides.iter().map(|&s| Value::Scalar(Scalar::Index(s))));
            out
        }
        "memref.atomic_rmw" => {
            // The stored value becomes `old <kind> value`; the result is the old value.
            let a = tile_dialects::memref::AtomicRmwOp::cast(it.ctx, op)
                .ok_or_else(|| it.err(op, "is not a valid atomic_rmw"))?;
            let kind = tile_dialects::memref::ATOMIC_RMW_KINDS
                .get(a.kind(it.ctx) as usize)
                .copied()
                .unwrap_or("");
            let v = it.scalar(f, op, 0)?;
            let m = it.memref(f, op, 1)?;
            let idx = it.indices(f, op, 2..nops)?;
            let old = m.load(&idx).map_err(|e| it.err(op, e))?;
            let combining = match kind {
                "addf" | "addi" => "add",
                "mulf" | "muli" => "mul",
                "maxs" => "maxsi",
                "mins" => "minsi",
                "maxu" => "maxui",
                "minu" => "minui",
                "andi" => "and",
                "ori" => "or",
                "xori" => "xor",
                other => other,
            };
            let new = if kind == "assign" {
                Some(v)
            } else {
                super::vector::combine(combining, old, v)
            }
            .ok_or_else(|| it.err(op, format!("cannot apply kind '{kind}'")))?;
            m.store(&idx, new).map_err(|e| it.err(op, e))?;
            vec![Value::Scalar(old)]
        }
        "memref.alloca_scope" => {
            let r = it
                .ctx
                .op(op)
                .regions()
                .first()
                .copied()
                .ok_or_else(|| it.err(op, "has no body"))?;
            it.run_body(f, r, vec![])?
        }
        "memref.realloc" => {
            // A new buffer of the result's size holding the old elements (the tail, if it
            // grows, is undefined in MLIR: zeros here).
            let src = it.memref(f, op, 0)?;
            let dyn_sizes = it.indices(f, op, 1..nops)?;
            let shape = it.result_shape(op, 0, &dyn_sizes)?;
            let elem = it.elem_ty(op, it.result_ty(op, 0)?)?;
            let dst = MemRef::alloc(shape, elem);
            let old = src.to_vec().map_err(|e| it.err(op, e))?;
            let mut new = dst.to_vec().map_err(|e| it.err(op, e))?;
            let n = old.len().min(new.len());
            new[..n].copy_from_slice(&old[..n]);
            dst.write_all(&new).map_err(|e| it.err(op, e))?;
            vec![Value::MemRef(dst)]
        }
        "memref.load" | "memref.store" if super::memref_ext::holds_vectors(it, op, name) => {
            super::memref_ext::vector_access(it, f, op, name)?
        }
        "memref.load" => {
            let m = it.memref(f, op, 0)?;
            let idx = it.indices(f, op, 1..nops)?;
            vec![Value::Scalar(m.load(&idx).map_err(|e| it.err(op, e))?)]
        }
        "memref.store" => {
            let v = it.scalar(f, op, 0)?;
            let m = it.memref(f, op, 1)?;
            let idx = it.indices(f, op, 2..nops)?;
            m.store(&idx, v).map_err(|e| it.err(op, e))?;
            vec![]
        }
        "memref.dim" => {
            let d = it.index(f, op, 1)?;
            let shape = match it.operand(f, op, 0)? {
                Value::MemRef(m) => m.shape,
                other => it.as_dense(op, other)?.shape.clone(),
            };
            let s = usize::try_from(d)
                .ok()
                .and_then(|d| shape.get(d))
                .ok_or_else(|| it.err(op, format!("dimension {d} is out of range")))?;
            vec![Value::Scalar(Scalar::Index(*s as i64))]
        }
        "memref.rank" => {
            let m = it.memref(f, op, 0)?;
            vec![Value::Scalar(Scalar::Index(m.shape.len() as i64))]
        }
        "memref.cast" | "memref.memory_space_cast" | "memref.assume_alignment" => {
            vec![Value::MemRef(it.memref(f, op, 0)?)]
        }
        "memref.copy" => {
            let (src, dst) = (it.memref(f, op, 0)?, it.memref(f, op, 1)?);
            let data = src.to_vec().map_err(|e| it.err(op, e))?;
            dst.write_all(&data).map_err(|e| it.err(op, e))?;
            vec![]
        }
        "memref.subview" => vec![Value::MemRef(subview(it, f, op)?)],
        "memref.expand_shape" | "memref.collapse_shape" | "memref.reshape" => {
            let m = it.memref(f, op, 0)?;
            let dyn_sizes = it.indices(f, op, 1..nops).unwrap_or_default();
            let shape = it.result_shape(op, 0, &dyn_sizes)?;
            vec![Value::MemRef(reshape(it, op, m, shape)?)]
        }
        "memref.reinterpret_cast" => {
            let m = it.memref(f, op, 0)?;
            let (offsets, sizes, strides) = super::mixed(it, f, op, 1)?;
            vec![Value::MemRef(MemRef {
                buf: m.buf,
                offset: offsets.first().copied().unwrap_or(0),
                shape: sizes.iter().map(|&s| s.max(0) as u64).collect(),
                strides,
                elem: m.elem,
                bytes: m.bytes,
            })]
        }
        "memref.get_global" => vec![Value::MemRef(global(it, op)?)],
        _ => return super::memref_ext::exec(it, f, op, name),
    }))
}

/// `memref.subview` (rank-reducing views drop unit dimensions).
fn subview(it: &Interpreter<'_>, f: &Frame, op: OpId) -> R<MemRef> {
    let m = it.memref(f, op, 0)?;
    let (offsets, sizes, strides) = super::mixed(it, f, op, 1)?;
    if offsets.len() != m.shape.len()
        || sizes.len() != m.shape.len()
        || strides.len() != m.shape.len()
    {
        return Err(it.err(op, "offsets, sizes and strides must match the source rank"));
    }
    let mut offset = m.offset;
    let mut shape = Vec::new();
    let mut new_strides = Vec::new();
    for d in 0..m.shape.len() {
        let (o, s, st) = (offsets[d], sizes[d], strides[d]);
        let dim = m.shape[d] as i64;
        if o < 0
            || s < 0
            || (s > 0 && i128::from(o) + i128::from(s - 1) * i128::from(st) >= i128::from(dim))
        {
            return Err(it.err(
                op,
                format!("subview [{o}, size {s}, stride {st}] is out of bounds for dimension {d} of size {dim}"),
            ));
        }
        offset = offset.saturating_add(o.saturating_mul(m.strides[d]));
        shape.push(s as u64);
        new_strides.push(st.saturating_mul(m.strides[d]));
    }
    let want = it.shape_of(op, it.result_ty(op, 0)?)?.len();
    let mut d = 0;
    while shape.len() > want && d < shape.len() {
        if shape[d] == 1 {
            shape.remove(d);
            new_strides.remove(d);
        } else {
            d += 1;
        }
    }
    Ok(MemRef {
        buf: m.buf,
        offset,
        shape,
        strides: new_strides,
        elem: m.elem,
        bytes: m.bytes,
    })
}

/// A view of `m` with `shape` (same elements, row-major); copies when `m` is not
/// contiguous.
pub(crate) fn reshape(it: &Interpreter<'_>, op: OpId, m: MemRef, shape: Vec<u64>) -> R<MemRef> {
    if shape.iter().product::<u64>() != m.len() {
        return Err(it.err(op, "reshape changes the number of elements"));
    }
    if m.strides == row_major_strides(&m.shape) {
        return Ok(MemRef {
            strides: row_major_strides(&shape),
            shape,
            ..m
        });
    }
    let data = m.to_vec().map_err(|e| it.err(op, e))?;
    Ok(MemRef::from_data(shape, m.elem, data))
}

/// The buffer of the `memref.global` named by `op`'s `name` (created once).
fn global(it: &mut Interpreter<'_>, op: OpId) -> R<MemRef> {
    let ctx = it.ctx;
    let name = GetGlobalOp::cast(ctx, op)
        .ok_or_else(|| it.err(op, "has no name"))?
        .name(ctx);
    if let Some(m) = it.globals.get(&name) {
        return Ok(m.clone());
    }
    let &g = it
        .global_ops
        .get(&name)
        .ok_or_else(|| it.err(op, format!("no memref.global named '@{name}'")))?;
    let ty = it.result_ty(op, 0)?;
    let shape = it.result_shape(op, 0, &[])?;
    let elem = it.elem_ty(op, ty)?;
    let m = match GlobalOp::cast(ctx, g).and_then(|g| g.initial_value(ctx)) {
        Some(a) if !matches!(ctx.attr_kind(a), AttrKind::Unit) => {
            match super::arith::attr_value(it, g, a, ty)? {
                Value::MemRef(m) => m,
                Value::Tensor(t) => MemRef::from_data(shape, elem, t.data.clone()),
                Value::Scalar(s) => MemRef::from_data(shape, elem, vec![s]),
                _ => return Err(it.err(op, "unsupported global initializer")),
            }
        }
        _ => MemRef::alloc(shape, elem),
    };
    it.globals.insert(name, m.clone());
    Ok(m)
}
