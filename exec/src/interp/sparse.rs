//! `sparse_tensor` ops over the dialect's storage model: new, convert, positions,
//! coordinates, values, lvl, number_of_entries, print, load, assemble, expand, compress,
//! foreach; and the sparse side of `tensor.insert` / `tensor.extract`.
//!
//! Buffers returned by `positions` / `coordinates` / `values` are copies: writing through
//! them does not change the tensor.

use std::rc::Rc;

use tile_dialects::arith::consts::constant_attr;
use tile_dialects::sparse_tensor::ops::buffers::{ToCoordinatesOp, ToPositionsOp};
use tile_dialects::sparse_tensor::ops::insertion::SortOp;
use tile_dialects::sparse_tensor::sorting::sort_order;
use tile_dialects::sparse_tensor::storage::{SparseStorage, level_sizes};
use tile_dialects::sparse_tensor::{LevelFormat, SparseEncoding, get_encoding};
use tile_ir::{OpId, Type, TypeKind};

use super::{Frame, Interpreter, R};
use crate::memory::MemRef;
use crate::value::{DenseTensor, Scalar, ScalarTy, SparseTensor, Value};

/// Executes `sparse_tensor.*` op `name`; `None` when unsupported.
pub(super) fn exec(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    name: &str,
) -> R<Option<Vec<Value>>> {
    let nops = it.ctx.op(op).operands.len();
    let v = match name {
        "sparse_tensor.new" => {
            let path = match it.operand(f, op, 0)? {
                Value::Str(s) => s,
                other => {
                    return Err(it.err(
                        op,
                        format!("expected a file name, got a {}", other.kind_name()),
                    ));
                }
            };
            let data = crate::io::read_tensor_file(&path).map_err(|e| it.err(op, e))?;
            let ty = it.result_ty(op, 0)?;
            let elem = it.elem_ty(op, ty)?;
            let shape = it.shape_of(op, ty)?;
            if shape.len() != data.dims.len()
                || shape
                    .iter()
                    .zip(&data.dims)
                    .any(|(&s, &d)| s >= 0 && s as u64 != d)
            {
                return Err(it.err(
                    op,
                    format!("file '{path}' holds a tensor of sizes {:?}, which does not fit the result type", data.dims),
                ));
            }
            data.check_readable_as(matches!(elem, ScalarTy::Complex(_)))
                .map_err(|e| it.err(op, format!("{path}: {e}")))?;
            let enc = encoding(it, op, ty)?;
            let padded =
                crate::io::structured::pad_structured_blocks(enc, &data.dims, data.entries)
                    .map_err(|e| it.err(op, format!("{path}: {e}")))?;
            let entries: Vec<(Vec<u64>, Scalar)> = padded
                .into_iter()
                .map(|(c, v)| (c, elem.from_file_value(v)))
                .collect();
            from_entries(it, op, ty, data.dims, &entries)?
        }
        "sparse_tensor.convert" => {
            let src = it.operand(f, op, 0)?;
            let ty = it.result_ty(op, 0)?;
            if get_encoding(it.ctx, ty).is_some() {
                match listed_constant_entries(it, op) {
                    Some((shape, entries)) => {
                        let elem = it.elem_ty(op, ty)?;
                        let entries: Vec<_> = entries
                            .into_iter()
                            .map(|(c, v)| (c, convert_scalar(v, elem)))
                            .collect();
                        from_entries(it, op, ty, shape, &entries)?
                    }
                    None => to_sparse(it, op, src, ty)?,
                }
            } else {
                Value::Tensor(it.as_dense(op, src)?)
            }
        }
        "sparse_tensor.load" => it.operand(f, op, 0)?,
        "sparse_tensor.reinterpret_map" => reinterpret(it, f, op)?,
        "sparse_tensor.positions"
        | "sparse_tensor.coordinates"
        | "sparse_tensor.coordinates_buffer"
        | "sparse_tensor.values" => {
            let s = it.sparse(f, op, 0)?;
            let elem = it.elem_ty(op, it.result_ty(op, 0)?)?;
            let level = ToPositionsOp::cast(it.ctx, op)
                .map(|v| v.level(it.ctx))
                .or_else(|| ToCoordinatesOp::cast(it.ctx, op).map(|v| v.level(it.ctx)))
                .unwrap_or(0)
                .max(0) as usize;
            buffer(it, op, name, &s, level, elem)?
        }
        "sparse_tensor.lvl" => {
            let l = it.index(f, op, 1)?;
            let sizes = match it.operand(f, op, 0)? {
                Value::Sparse(s) => s.storage.lvl_sizes.clone(),
                other => super::tensor::shape_of_value(it, op, other)?,
            };
            let s = usize::try_from(l)
                .ok()
                .and_then(|l| sizes.get(l))
                .ok_or_else(|| it.err(op, format!("level {l} is out of range")))?;
            Value::Scalar(Scalar::Index(*s as i64))
        }
        "sparse_tensor.number_of_entries" => {
            let s = it.sparse(f, op, 0)?;
            Value::Scalar(Scalar::Index(s.storage.nse() as i64))
        }
        "sparse_tensor.print" => {
            let s = it.sparse(f, op, 0)?;
            let elem = s.elem;
            let text = s.storage.print_text(&s.enc, |v| v.print_text(elem));
            it.print(&text);
            return Ok(Some(vec![]));
        }
        "sparse_tensor.assemble" => assemble(it, f, op, nops)?,
        "sparse_tensor.disassemble" => return disassemble(it, f, op, nops).map(Some),
        "sparse_tensor.sort" => {
            sort(it, f, op, nops)?;
            return Ok(Some(vec![]));
        }
        "sparse_tensor.reorder_coo" => {
            let s = it.sparse(f, op, 0)?;
            let ty = it.result_ty(op, 0)?;
            // Every stored entry (zeros and duplicates included), in the result's order.
            let entries = s
                .storage
                .to_entries(&s.enc)
                .map_err(|e| it.err(op, e.to_string()))?;
            from_entries(it, op, ty, s.storage.dim_sizes.clone(), &entries)?
        }
        "sparse_tensor.expand" => return expand(it, f, op).map(Some),
        "sparse_tensor.compress" => compress(it, f, op, nops)?,
        "sparse_tensor.foreach" => return foreach(it, f, op).map(Some),
        _ => return super::sparse_build::exec(it, f, op, name),
    };
    Ok(Some(vec![v]))
}

/// The encoding of `ty`, or an error.
fn encoding<'c>(it: &Interpreter<'c>, op: OpId, ty: Type) -> R<&'c SparseEncoding> {
    get_encoding(it.ctx, ty).ok_or_else(|| it.err(op, "expected a sparse tensor type"))
}

/// The sparse tensor of type `ty` holding `entries`.
pub(crate) fn from_entries(
    it: &Interpreter<'_>,
    op: OpId,
    ty: Type,
    dims: Vec<u64>,
    entries: &[(Vec<u64>, Scalar)],
) -> R<Value> {
    let enc = encoding(it, op, ty)?;
    let elem = it.elem_ty(op, ty)?;
    let storage = SparseStorage::from_entries(enc, &dims, entries, elem.zero())
        .map_err(|e| it.err(op, e.to_string()))?;
    Ok(Value::Sparse(Rc::new(SparseTensor {
        enc: enc.clone(),
        elem,
        storage,
        slice_of: None,
    })))
}

/// An empty sparse tensor of type `ty` and `shape`.
pub(crate) fn empty(it: &Interpreter<'_>, op: OpId, ty: Type, shape: Vec<u64>) -> R<Value> {
    from_entries(it, op, ty, shape, &[])
}

/// The entries written in `op`'s first operand when it is a `sparse<...>` constant: explicit
/// zeros included and sorted by coordinates, as MLIR's codegen visits them.
fn listed_constant_entries(it: &Interpreter<'_>, op: OpId) -> Option<(Vec<u64>, Entries)> {
    let v = *it.ctx.op(op).operands.first()?;
    let a = constant_attr(it.ctx, v)?;
    let elem = it.elem_ty(op, it.ctx.value_type(v)).ok()?;
    let (shape, listed) = tile_ir::attributes::sparse_entries(it.ctx, a)?;
    let mut entries: Entries = listed
        .into_iter()
        .map(|(c, x)| (c, super::arith::attr_scalar(&x, elem)))
        .collect();
    entries.sort_by(|x, y| x.0.cmp(&y.0));
    let shape = shape
        .into_iter()
        .map(|d| u64::try_from(d).ok())
        .collect::<Option<_>>()?;
    Some((shape, entries))
}

/// (dimension coordinates, value) pairs.
pub(crate) type Entries = Vec<(Vec<u64>, Scalar)>;

/// Converts a tensor-like value to the sparse type `ty` (zeros are dropped from dense
/// sources; sparse sources keep their stored entries, explicit zeros included).
pub(crate) fn to_sparse(it: &Interpreter<'_>, op: OpId, v: Value, ty: Type) -> R<Value> {
    let elem = it.elem_ty(op, ty)?;
    match v {
        Value::Sparse(s) => {
            let entries = s
                .storage
                .to_entries(&s.enc)
                .map_err(|e| it.err(op, e.to_string()))?;
            let entries: Vec<_> = entries
                .into_iter()
                .map(|(c, v)| (c, convert_scalar(v, elem)))
                .collect();
            from_entries(it, op, ty, s.storage.dim_sizes.clone(), &entries)
        }
        other => {
            let t = it.as_dense(op, other)?;
            let enc = encoding(it, op, ty)?;
            let data: Vec<Scalar> = t.data.iter().map(|&x| convert_scalar(x, elem)).collect();
            let storage = SparseStorage::from_dense(enc, &t.shape, &data, elem.zero())
                .map_err(|e| it.err(op, e.to_string()))?;
            Ok(Value::Sparse(Rc::new(SparseTensor {
                enc: enc.clone(),
                elem,
                storage,
                slice_of: None,
            })))
        }
    }
}

/// `x` in element type `to` (conversions between element types are value casts).
pub(crate) fn convert_scalar(x: Scalar, to: ScalarTy) -> Scalar {
    match (x, to) {
        (Scalar::Complex(c), ScalarTy::Complex(sem)) => {
            Scalar::Complex(crate::value::Complex::new(c.re, c.im, sem))
        }
        (Scalar::Float(v, _) | Scalar::Complex(crate::value::Complex { re: v, .. }), _) => {
            to.from_f64(v)
        }
        (other, _) => to.from_i128(other.as_i128()),
    }
}

/// The dense contents of a sparse tensor.
pub(crate) fn densify(it: &Interpreter<'_>, op: OpId, s: &SparseTensor) -> R<DenseTensor> {
    let dims = &s.storage.dim_sizes;
    if dims
        .iter()
        .try_fold(1u64, |a, &d| a.checked_mul(d))
        .is_none_or(|n| n > super::MAX_ELEMENTS)
    {
        return Err(it.err(
            op,
            format!("sparse tensor of sizes {dims:?} is too large to densify"),
        ));
    }
    let data = s
        .storage
        .to_dense(&s.enc, s.elem.zero())
        .map_err(|e| it.err(op, e.to_string()))?;
    Ok(DenseTensor {
        shape: s.storage.dim_sizes.clone(),
        elem: s.elem,
        data,
    })
}

/// The dense contents of a sparse tensor, duplicates of a non-unique one summed.
pub(crate) fn densify_summing_duplicates(
    it: &Interpreter<'_>,
    op: OpId,
    s: &SparseTensor,
) -> R<DenseTensor> {
    if s.enc.lvl_types.iter().all(|lt| lt.is_unique()) {
        return densify(it, op, s);
    }
    let mut t = densify(
        it,
        op,
        &SparseTensor {
            enc: s.enc.clone(),
            elem: s.elem,
            storage: SparseStorage::from_entries(&s.enc, &s.storage.dim_sizes, &[], s.elem.zero())
                .map_err(|e| it.err(op, e.to_string()))?,
            slice_of: None,
        },
    )?;
    let entries = s
        .storage
        .to_entries(&s.enc)
        .map_err(|e| it.err(op, e.to_string()))?;
    for (c, v) in entries {
        let i = c
            .iter()
            .zip(&t.shape)
            .try_fold(0u64, |acc, (&x, &d)| acc.checked_mul(d)?.checked_add(x))
            .ok_or_else(|| it.err(op, "coordinate out of range"))?;
        let slot = t
            .data
            .get_mut(i as usize)
            .ok_or_else(|| it.err(op, "coordinate out of range"))?;
        *slot = match (*slot, v) {
            (Scalar::Float(a, sem), Scalar::Float(b, _)) => {
                Scalar::float(crate::value::round_to(a + b, sem), sem)
            }
            (Scalar::Complex(a), Scalar::Complex(b)) => {
                Scalar::Complex(crate::value::Complex::new(a.re + b.re, a.im + b.im, a.sem))
            }
            (a, b) => a.ty().from_i128(a.as_i128().wrapping_add(b.as_i128())),
        };
    }
    Ok(t)
}

fn check_coords(it: &Interpreter<'_>, op: OpId, s: &SparseTensor, idx: &[i64]) -> R<Vec<u64>> {
    let dims = &s.storage.dim_sizes;
    if idx.len() != dims.len() || idx.iter().zip(dims).any(|(&i, &d)| i < 0 || i as u64 >= d) {
        return Err(it.err(
            op,
            format!("index {idx:?} is out of bounds for a tensor of shape {dims:?}"),
        ));
    }
    Ok(idx.iter().map(|&i| i as u64).collect())
}

/// Element `idx` of a sparse tensor (zero when not stored).
pub(crate) fn extract(it: &Interpreter<'_>, op: OpId, s: &SparseTensor, idx: &[i64]) -> R<Scalar> {
    let c = check_coords(it, op, s, idx)?;
    let entries = s
        .storage
        .to_entries(&s.enc)
        .map_err(|e| it.err(op, e.to_string()))?;
    Ok(entries
        .into_iter()
        .rev()
        .find(|(k, _)| *k == c)
        .map_or(s.elem.zero(), |(_, v)| v))
}

/// The sparse tensor `s` with element `idx` set to `x`.
pub(crate) fn insert(
    it: &Interpreter<'_>,
    op: OpId,
    s: &SparseTensor,
    idx: &[i64],
    x: Scalar,
) -> R<SparseTensor> {
    let c = check_coords(it, op, s, idx)?;
    let mut entries = s
        .storage
        .to_entries(&s.enc)
        .map_err(|e| it.err(op, e.to_string()))?;
    // Stored zeros stay stored (MLIR keeps every inserted element).
    entries.retain(|(k, _)| *k != c);
    entries.push((c, x));
    let storage =
        SparseStorage::from_entries(&s.enc, &s.storage.dim_sizes, &entries, s.elem.zero())
            .map_err(|e| it.err(op, e.to_string()))?;
    Ok(SparseTensor {
        enc: s.enc.clone(),
        elem: s.elem,
        storage,
        slice_of: None,
    })
}

/// Whether level `l` is a non-leading level of an AoS COO segment (no buffer of its own).
fn in_aos_tail(enc: &SparseEncoding, l: usize) -> bool {
    !enc.coo_is_soa() && l > enc.coo_start() && l < enc.lvl_rank()
}

/// A copy of one buffer of `s` as a memref of `elem`.
fn buffer(
    it: &Interpreter<'_>,
    op: OpId,
    name: &str,
    s: &SparseTensor,
    level: usize,
    elem: ScalarTy,
) -> R<Value> {
    let st = s.slice_of.as_deref().map_or(&s.storage, |v| &v.storage);
    // Batch levels are leading dimensions of every buffer (stored rectangular).
    let batch: Vec<u64> = st
        .lvl_sizes
        .iter()
        .take(s.enc.batch_lvl_rank())
        .map(|&x| x.max(1))
        .collect();
    let shape_of = |len: usize| -> Vec<u64> {
        let n: u64 = batch.iter().product::<u64>().max(1);
        let mut shape = batch.clone();
        shape.push(len as u64 / n);
        shape
    };
    let as_memref = |v: &[u64]| -> Value {
        let data: Vec<Scalar> = v.iter().map(|&x| elem.from_i128(i128::from(x))).collect();
        Value::MemRef(MemRef::from_data(shape_of(data.len()), elem, data))
    };
    Ok(match name {
        "sparse_tensor.values" => Value::MemRef(MemRef::from_data(
            shape_of(st.values.len()),
            elem,
            st.values.clone(),
        )),
        "sparse_tensor.positions" => as_memref(
            st.positions
                .get(level)
                .ok_or_else(|| it.err(op, format!("level {level} is out of range")))?,
        ),
        "sparse_tensor.coordinates_buffer" => {
            let cs = s.enc.coo_start();
            as_memref(st.coordinates.get(cs).map_or(&[][..], Vec::as_slice))
        }
        _ => {
            let cs = s.enc.coo_start();
            let n = s.enc.lvl_rank();
            if !s.enc.coo_is_soa() && level >= cs && cs + 1 < n {
                // A strided view of the interleaved AoS buffer.
                let buf = st.coordinates.get(cs).map_or(&[][..], Vec::as_slice);
                let width = (n - cs) as u64;
                let data: Vec<Scalar> =
                    buf.iter().map(|&x| elem.from_i128(i128::from(x))).collect();
                let count = data.len() as u64 / width.max(1);
                let m = MemRef::from_data(vec![data.len() as u64], elem, data);
                Value::MemRef(MemRef {
                    offset: (level - cs) as i64,
                    shape: vec![count],
                    strides: vec![width as i64],
                    ..m
                })
            } else {
                as_memref(
                    st.coordinates
                        .get(level)
                        .ok_or_else(|| it.err(op, format!("level {level} is out of range")))?,
                )
            }
        }
    })
}

/// The integers of a memref or tensor operand.
fn index_buffer(it: &Interpreter<'_>, op: OpId, v: Value) -> R<Vec<u64>> {
    let t = it.as_dense(op, v)?;
    Ok(t.data.iter().map(|x| x.as_apint().bits as u64).collect())
}

/// `sparse_tensor.assemble (levels...), values`.
fn assemble(it: &Interpreter<'_>, f: &Frame, op: OpId, nops: usize) -> R<Value> {
    let ty = it.result_ty(op, 0)?;
    let enc = encoding(it, op, ty)?;
    let elem = it.elem_ty(op, ty)?;
    let dims = it.result_shape(op, 0, &[])?;
    let lvl_sizes = level_sizes(enc, &dims).map_err(|e| it.err(op, e.to_string()))?;
    let n = enc.lvl_rank();
    let mut positions = vec![Vec::new(); n];
    let mut coordinates = vec![Vec::new(); n];
    let mut next = 0;
    for (l, lt) in enc.lvl_types.iter().enumerate() {
        if lt.has_positions() {
            positions[l] = index_buffer(it, op, it.operand(f, op, next)?)?;
            next += 1;
        }
        if lt.has_coordinates() && !in_aos_tail(enc, l) {
            coordinates[l] = index_buffer(it, op, it.operand(f, op, next)?)?;
            next += 1;
        }
    }
    if next + 1 != nops {
        return Err(it.err(op, "the level buffers do not match the encoding"));
    }
    let vals = it.as_dense(op, it.operand(f, op, next)?)?;
    // Batch levels: the buffers are [batch..., len], one row per batch slice.
    let batch_count = lvl_sizes
        .iter()
        .take(enc.batch_lvl_rank())
        .try_fold(1u64, |a, &s| a.checked_mul(s))
        .ok_or_else(|| it.err(op, "the batch count overflows"))?;
    let storage = SparseStorage {
        dim_sizes: dims,
        lvl_sizes,
        positions,
        coordinates,
        values: vals.data.iter().map(|&x| convert_scalar(x, elem)).collect(),
        batch_count,
        pos_width: enc.pos_width,
        crd_width: enc.crd_width,
    };
    // Validate by reading the buffers back.
    storage
        .to_entries(enc)
        .map_err(|e| it.err(op, format!("invalid buffers: {e}")))?;
    Ok(Value::Sparse(Rc::new(SparseTensor {
        enc: enc.clone(),
        elem,
        storage,
        slice_of: None,
    })))
}

/// The used length of each buffer of `st` in `disassemble`'s order (positions and
/// coordinates by level, then values), as MLIR's codegen sizes them: a level's entries are
/// its parent's times its size (dense), times `n` (n:m), or the last used position
/// (compressed); `None` where batch levels make each slice its own row.
fn used_buffer_sizes(enc: &SparseEncoding, st: &SparseStorage<Scalar>) -> Vec<Option<usize>> {
    let mut out = Vec::new();
    let mut entries = Some(1usize);
    let aos_width = enc.lvl_rank().saturating_sub(enc.coo_start());
    for (l, lt) in enc.lvl_types.iter().enumerate() {
        if st.batch_count > 1 {
            entries = None;
        }
        let size = st.lvl_sizes.get(l).and_then(|&s| usize::try_from(s).ok());
        if lt.has_positions() {
            let pos_used = match lt.has_loose_positions() {
                true => entries.map(|e| 2 * e),
                false => entries.map(|e| e + 1),
            };
            out.push(pos_used);
            let pos = st.positions.get(l);
            entries = pos_used
                .and_then(|n| n.checked_sub(1))
                .and_then(|last| pos.and_then(|p| p.get(last)))
                .and_then(|&e| usize::try_from(e).ok());
        } else if lt.is(LevelFormat::NOutOfM) {
            entries = entries.and_then(|e| e.checked_mul(lt.n() as usize));
        } else if !lt.has_coordinates() {
            entries = entries.zip(size).and_then(|(e, s)| e.checked_mul(s));
        }
        if lt.has_coordinates() && !in_aos_tail(enc, l) {
            let aos = !enc.coo_is_soa() && l == enc.coo_start() && aos_width > 1;
            out.push(match aos {
                true => entries.and_then(|e| e.checked_mul(aos_width)),
                false => entries,
            });
        }
    }
    out.push(entries);
    out
}

/// `sparse_tensor.disassemble`: copies the level buffers (in `assemble`'s order) and the
/// values into the `out_lvls` / `out_vals` tensors, returning them and the used lengths.
fn disassemble(it: &Interpreter<'_>, f: &Frame, op: OpId, nops: usize) -> R<Vec<Value>> {
    let s = it.sparse(f, op, 0)?;
    let enc = &s.enc;
    let st = &s.storage;
    let mut bufs: Vec<Vec<Scalar>> = Vec::new();
    let idx = |v: &[u64]| -> Vec<Scalar> { v.iter().map(|&x| Scalar::Index(x as i64)).collect() };
    // MLIR copies out only the used part of each buffer: what the positions reach (an
    // assembled buffer may hold more).
    let used = used_buffer_sizes(enc, st);
    let mut used = used.iter().copied();
    let mut take = |v: Vec<Scalar>| -> Vec<Scalar> {
        match used.next().flatten() {
            Some(n) if n <= v.len() => v.into_iter().take(n).collect(),
            _ => v,
        }
    };
    for (l, lt) in enc.lvl_types.iter().enumerate() {
        if lt.has_positions() {
            bufs.push(take(idx(st
                .positions
                .get(l)
                .map_or(&[][..], Vec::as_slice))));
        }
        if lt.has_coordinates() && !in_aos_tail(enc, l) {
            bufs.push(take(idx(st
                .coordinates
                .get(l)
                .map_or(&[][..], Vec::as_slice))));
        }
    }
    bufs.push(take(st.values.clone()));
    if bufs.len() + 1 != nops {
        return Err(it.err(op, "the output buffers do not match the encoding"));
    }
    let mut outs = Vec::with_capacity(bufs.len());
    let mut lens = Vec::with_capacity(bufs.len());
    for (k, b) in bufs.iter().enumerate() {
        let out = it.as_dense(op, it.operand(f, op, k + 1)?)?;
        if (out.data.len()) < b.len() {
            return Err(it.err(
                op,
                format!(
                    "output buffer #{k} holds {} elements, {} are needed",
                    out.data.len(),
                    b.len()
                ),
            ));
        }
        let mut t = (*out).clone();
        for (d, &x) in t.data.iter_mut().zip(b) {
            *d = convert_scalar(x, t.elem);
        }
        outs.push(Value::Tensor(Rc::new(t)));
        lens.push(b.len());
    }
    let n = bufs.len();
    let mut results = outs;
    for (k, len) in lens.into_iter().enumerate() {
        let ty = it.result_ty(op, n + k)?;
        let lt = it.elem_ty(op, ty)?;
        let len = lt.from_i128(len as i128);
        // A length may be returned as a 0-d tensor (`tensor<i64>`).
        results.push(match it.ctx.type_kind(ty) {
            TypeKind::RankedTensor { .. } => {
                Value::Tensor(Rc::new(DenseTensor::filled(vec![], lt, len)))
            }
            _ => Value::Scalar(len),
        });
    }
    Ok(results)
}

/// `sparse_tensor.sort`: sorts `n` tuples of `xy` (each `nx + ny` wide, keys compared in
/// `perm_map`'s result order) stably, permuting the `ys` buffers jointly.
fn sort(it: &Interpreter<'_>, f: &Frame, op: OpId, nops: usize) -> R<()> {
    let n = it.index(f, op, 0)?;
    let n = usize::try_from(n).map_err(|_| it.err(op, format!("negative count {n}")))?;
    let Some(sort) = SortOp::cast(it.ctx, op) else {
        return Err(it.err(op, "expected a 'perm_map' affine map"));
    };
    let perm = sort.perm_map(it.ctx);
    let keys: Vec<usize> = perm
        .results
        .iter()
        .map(|e| e.as_dim())
        .collect::<Option<_>>()
        .ok_or_else(|| it.err(op, "'perm_map' must be a permutation"))?;
    let nx = perm.num_dims;
    let ny = sort.ny(it.ctx).unwrap_or(0).max(0) as usize;
    let stride = nx + ny;
    let Value::MemRef(xy) = it.operand(f, op, 1)? else {
        return Err(it.err(op, "expected a memref 'xy'"));
    };
    let xyv = xy.to_vec().map_err(|e| it.err(op, e))?;
    if xyv.len() < n * stride {
        return Err(it.err(
            op,
            format!(
                "'xy' holds {} elements, {n} tuples of {stride} need {}",
                xyv.len(),
                n * stride
            ),
        ));
    }
    let mut ys = Vec::new();
    for i in 2..nops {
        let Value::MemRef(m) = it.operand(f, op, i)? else {
            return Err(it.err(op, "expected memref 'ys'"));
        };
        let v = m.to_vec().map_err(|e| it.err(op, e))?;
        if v.len() < n {
            return Err(it.err(
                op,
                format!("a 'ys' buffer holds {} < {n} elements", v.len()),
            ));
        }
        ys.push((m, v));
    }
    let key = |i: usize, k: usize| xyv.get(i * stride + k).map(|v| v.as_apint().bits);
    // The algorithm decides where equal keys end: MLIR's quick and heap sorts are unstable.
    let order = sort_order(sort.algorithm(it.ctx), n, |a, b| {
        keys.iter()
            .map(|&k| key(a, k).cmp(&key(b, k)))
            .find(|o| o.is_ne())
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let mut new_xy = xyv.clone();
    for (dst, &src) in order.iter().enumerate() {
        new_xy[dst * stride..(dst + 1) * stride]
            .copy_from_slice(&xyv[src * stride..(src + 1) * stride]);
    }
    xy.write_all(&new_xy).map_err(|e| it.err(op, e))?;
    for (m, v) in ys {
        let mut nv = v.clone();
        for (dst, &src) in order.iter().enumerate() {
            nv[dst] = v[src];
        }
        m.write_all(&nv).map_err(|e| it.err(op, e))?;
    }
    Ok(())
}

/// `sparse_tensor.expand`: a dense values buffer and a filled-flags buffer of the innermost
/// level's size, an empty added-coordinates buffer and a zero count.
fn expand(it: &Interpreter<'_>, f: &Frame, op: OpId) -> R<Vec<Value>> {
    let s = it.sparse(f, op, 0)?;
    let size = s.storage.lvl_sizes.last().copied().unwrap_or(1);
    let vty = it.elem_ty(op, it.result_ty(op, 0)?)?;
    let fty = it.elem_ty(op, it.result_ty(op, 1)?)?;
    let aty = it.elem_ty(op, it.result_ty(op, 2)?)?;
    Ok(vec![
        Value::MemRef(MemRef::alloc(vec![size], vty)),
        Value::MemRef(MemRef::alloc(vec![size], fty)),
        Value::MemRef(MemRef::alloc(vec![size], aty)),
        Value::Scalar(Scalar::Index(0)),
    ])
}

/// `sparse_tensor.compress %values, %filled, %added, %count into %t[%coords]`: inserts the
/// `count` entries named by `added` and clears the buffers.
fn compress(it: &Interpreter<'_>, f: &Frame, op: OpId, nops: usize) -> R<Value> {
    let (values, filled, added) = (
        it.memref(f, op, 0)?,
        it.memref(f, op, 1)?,
        it.memref(f, op, 2)?,
    );
    let count = it.index(f, op, 3)?;
    let mut s = it.sparse(f, op, 4)?;
    let prefix = it.indices(f, op, 5..nops)?;
    for k in 0..count.max(0) {
        let c = added.load(&[k]).map_err(|e| it.err(op, e))?.as_i128() as i64;
        let v = values.load(&[c]).map_err(|e| it.err(op, e))?;
        let mut idx = prefix.clone();
        idx.push(c);
        s = Rc::new(insert(it, op, &s, &idx, v)?);
        values
            .store(&[c], values.elem.zero())
            .map_err(|e| it.err(op, e))?;
        filled
            .store(&[c], filled.elem.zero())
            .map_err(|e| it.err(op, e))?;
    }
    Ok(Value::Sparse(s))
}

/// `sparse_tensor.foreach in %t init(%acc...)`: the body runs on every stored entry (every
/// element of a dense tensor) with its coordinates, value and the accumulators.
fn foreach(it: &mut Interpreter<'_>, f: &mut Frame, op: OpId) -> R<Vec<Value>> {
    let all = it.operands(f, op)?;
    let Some((t, inits)) = all.split_first() else {
        return Err(it.err(op, "has no tensor operand"));
    };
    let entries: Vec<(Vec<u64>, Scalar)> = match t {
        _ if let Some((_, listed)) = listed_constant_entries(it, op) => listed,
        Value::Sparse(s) => s
            .storage
            .to_entries(&s.enc)
            .map_err(|e| it.err(op, e.to_string()))?,
        other => {
            let d = it.as_dense(op, other.clone())?;
            d.data
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    (
                        tile_dialects::sparse_tensor::storage::delinearize(i as u64, &d.shape),
                        *v,
                    )
                })
                .collect()
        }
    };
    let Some(&body) = it.ctx.op(op).regions().first() else {
        return Err(it.err(op, "has no body"));
    };
    let mut acc = inits.to_vec();
    for (c, v) in entries {
        let mut args: Vec<Value> = c
            .into_iter()
            .map(|x| Value::Scalar(Scalar::Index(x as i64)))
            .collect();
        args.push(Value::Scalar(v));
        args.extend(acc);
        acc = it.run_body(f, body, args)?;
    }
    Ok(acc)
}

/// `sparse_tensor.reinterpret_map`: the same buffers seen through the result's encoding, its
/// dimensions those of the result type where static, else read back from the levels.
fn reinterpret(it: &mut Interpreter<'_>, f: &mut Frame, op: OpId) -> R<Value> {
    let src = it.sparse(f, op, 0)?;
    let ty = it.result_ty(op, 0)?;
    let enc = get_encoding(it.ctx, ty)
        .ok_or_else(|| it.err(op, "expected a sparse result type"))?
        .clone();
    let shape = it.shape_of(op, ty)?;
    let from_levels = enc.dim_sizes_of_levels(&src.storage.lvl_sizes);
    let dim_sizes = shape
        .iter()
        .enumerate()
        .map(|(d, &s)| match u64::try_from(s) {
            Ok(s) => Some(s),
            Err(_) => from_levels.as_ref().and_then(|f| f.get(d).copied()),
        })
        .collect::<Option<Vec<u64>>>()
        .ok_or_else(|| it.err(op, "cannot infer the reinterpreted dimension sizes"))?;
    let mut t = (*src).clone();
    t.enc = enc;
    t.storage.dim_sizes = dim_sizes;
    Ok(Value::Sparse(Rc::new(t)))
}
