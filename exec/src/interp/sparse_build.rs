//! `sparse_tensor.concatenate`, `push_back`, `crd_translate`, `out` and
//! `has_runtime_library`, with the semantics of MLIR's sparsifier and runtime library.

use std::rc::Rc;

use tile_dialects::sparse_tensor::get_encoding;
use tile_dialects::sparse_tensor::ops::buffers::PushBackOp;
use tile_dialects::sparse_tensor::ops::geometry::{
    ConcatenateOp, CrdTranslateOp, ToSliceOffsetOp, ToSliceStrideOp, crd_translate_encoding,
};
use tile_dialects::sparse_tensor::ops::specifier::{
    GetStorageSpecifierOp, SetStorageSpecifierOp, StorageSpecifierInitOp,
};
use tile_dialects::sparse_tensor::storage::{delinearize, format_g};
use tile_ir::OpId;

use super::sparse::Entries;
use super::{Frame, Interpreter, R};
use crate::memory::MemRef;
use crate::value::{DenseTensor, Scalar, Value};

/// Executes one of this module's ops; `None` when `name` is not one.
pub(super) fn exec(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    name: &str,
) -> R<Option<Vec<Value>>> {
    Ok(Some(match name {
        "sparse_tensor.concatenate" => vec![concatenate(it, f, op)?],
        "sparse_tensor.push_back" => push_back(it, f, op)?,
        "sparse_tensor.crd_translate" => crd_translate(it, f, op)?,
        "sparse_tensor.out" => {
            out(it, f, op)?;
            vec![]
        }
        "sparse_tensor.slice.offset" | "sparse_tensor.slice.stride" => {
            vec![slice_metadata(
                it,
                f,
                op,
                name == "sparse_tensor.slice.offset",
            )?]
        }
        // The interpreter plays MLIR's codegen path (`enable-runtime-library=false`).
        "sparse_tensor.has_runtime_library" => vec![Value::Scalar(Scalar::int(0, 1))],
        "sparse_tensor.storage_specifier.init"
        | "sparse_tensor.storage_specifier.get"
        | "sparse_tensor.storage_specifier.set" => vec![specifier(it, f, op)?],
        _ => return super::sparse_iter::exec(it, f, op, name),
    }))
}

/// The non-zero entries of a tensor, what `sparse_tensor.concatenate` copies: MLIR's
/// lowering tests every value, so a sparse input's stored zeros (in a dense level, say) are
/// dropped too.
fn nonzero_entries(it: &Interpreter<'_>, op: OpId, v: Value) -> R<(Vec<u64>, Entries)> {
    match v {
        Value::Sparse(s) => {
            let mut e = s
                .storage
                .to_entries(&s.enc)
                .map_err(|e| it.err(op, e.to_string()))?;
            e.retain(|(_, x)| !x.is_zero());
            Ok((s.storage.dim_sizes.clone(), e))
        }
        other => {
            let t = it.as_dense(op, other)?;
            let e = t
                .data
                .iter()
                .enumerate()
                .filter(|(_, x)| !x.is_zero())
                .map(|(i, &x)| (delinearize(i as u64, &t.shape), x))
                .collect();
            Ok((t.shape.clone(), e))
        }
    }
}

fn concatenate(it: &mut Interpreter<'_>, f: &Frame, op: OpId) -> R<Value> {
    let view = ConcatenateOp::cast(it.ctx, op).ok_or_else(|| it.err(op, "malformed op"))?;
    let dim = usize::try_from(view.dimension(it.ctx)).map_err(|_| it.err(op, "bad dimension"))?;
    let ty = it.result_ty(op, 0)?;
    let elem = it.elem_ty(op, ty)?;
    let mut all = Vec::new();
    let mut sizes: Option<Vec<u64>> = None;
    let mut offset = 0u64;
    for i in 0..view.inputs(it.ctx).len() {
        let v = it.operand(f, op, i)?;
        let (shape, entries) = nonzero_entries(it, op, v)?;
        let extent = shape
            .get(dim)
            .copied()
            .ok_or_else(|| it.err(op, "bad dimension"))?;
        for (mut c, x) in entries {
            if let Some(d) = c.get_mut(dim) {
                *d += offset;
            }
            all.push((c, super::sparse::convert_scalar(x, elem)));
        }
        offset += extent;
        let s = sizes.get_or_insert(shape);
        if let Some(d) = s.get_mut(dim) {
            *d = offset;
        }
    }
    let shape = sizes.unwrap_or_default();
    if get_encoding(it.ctx, ty).is_some() {
        // Entries are inserted in input order; the result's storage sorts them.
        return super::sparse::from_entries(it, op, ty, shape, &all);
    }
    let mut t = DenseTensor::filled(shape, elem, elem.zero());
    for (c, x) in all {
        let i = tile_dialects::sparse_tensor::storage::linearize(&c, &t.shape)
            .ok_or_else(|| it.err(op, "coordinates out of bounds"))?;
        if let Some(slot) = t.data.get_mut(i as usize) {
            *slot = x;
        }
    }
    Ok(Value::Tensor(Rc::new(t)))
}

/// MLIR's `push_back`: the buffer grows (capacity doubled until the values fit) unless
/// `inbounds`, then `n` copies of the value are stored from `curSize`.
fn push_back(it: &mut Interpreter<'_>, f: &Frame, op: OpId) -> R<Vec<Value>> {
    let view = PushBackOp::cast(it.ctx, op).ok_or_else(|| it.err(op, "malformed op"))?;
    let size = it.index(f, op, 0)?;
    let buf = it.memref(f, op, 1)?;
    let value = it.scalar(f, op, 2)?;
    let n = if view.n(it.ctx).is_some() {
        it.index(f, op, 3)?
    } else {
        1
    };
    let (Ok(size), Ok(n)) = (u64::try_from(size), u64::try_from(n)) else {
        return Err(it.err(op, format!("negative size {size} or count {n}")));
    };
    let new_size = size
        .checked_add(n)
        .ok_or_else(|| it.err(op, "buffer size overflows"))?;
    if new_size > super::MAX_ELEMENTS {
        return Err(it.err(
            op,
            format!(
                "push_back to size {new_size} exceeds {} elements",
                super::MAX_ELEMENTS
            ),
        ));
    }
    let capacity = buf.len();
    let buf = if new_size > capacity {
        if view.inbounds(it.ctx).is_some() {
            return Err(it.err(
                op,
                format!("inbounds push_back of {n} value(s) at {size} overflows the buffer of {capacity}"),
            ));
        }
        let mut cap = capacity.max(1);
        while cap < new_size {
            cap = cap.saturating_mul(2);
        }
        let mut data = buf.to_vec().map_err(|e| it.err(op, e))?;
        data.resize(cap as usize, buf.elem.zero());
        MemRef::from_data(vec![cap], buf.elem, data)
    } else {
        buf
    };
    for i in size..new_size {
        buf.store(&[i as i64], value).map_err(|e| it.err(op, e))?;
    }
    Ok(vec![
        Value::MemRef(buf),
        Value::Scalar(Scalar::Index(new_size as i64)),
    ])
}

fn crd_translate(it: &mut Interpreter<'_>, f: &Frame, op: OpId) -> R<Vec<Value>> {
    let view = CrdTranslateOp::cast(it.ctx, op).ok_or_else(|| it.err(op, "malformed op"))?;
    let enc = crd_translate_encoding(it.ctx, view).ok_or_else(|| it.err(op, "no encoding"))?;
    let n = view.in_crds(it.ctx).len();
    let crds = (0..n)
        .map(|i| it.index(f, op, i))
        .collect::<R<Vec<i64>>>()?;
    let map = if view.direction(it.ctx) == 0 {
        enc.dim_to_lvl_or_identity()
    } else {
        enc.lvl_to_dim
            .clone()
            .ok_or_else(|| it.err(op, "the encoding has no level-to-dimension map"))?
    };
    let out = map
        .evaluate(&crds, &[])
        .map_err(|e| it.err(op, format!("{e:?}")))?;
    Ok(out
        .into_iter()
        .map(|c| Value::Scalar(Scalar::Index(c)))
        .collect())
}

/// MLIR's tensor writer: `# extended FROSTT format`, rank and `nse`, the
/// dimension sizes, then one line per stored entry (1-based coordinates, then the value),
/// in storage order. An empty file name writes to standard output.
fn out(it: &mut Interpreter<'_>, f: &Frame, op: OpId) -> R<()> {
    let s = it.sparse(f, op, 0)?;
    let path = match it.operand(f, op, 1)? {
        Value::Str(p) => p,
        other => {
            return Err(it.err(
                op,
                format!("expected a file name, got a {}", other.kind_name()),
            ));
        }
    };
    let entries = s
        .storage
        .to_entries(&s.enc)
        .map_err(|e| it.err(op, e.to_string()))?;
    let dims = &s.storage.dim_sizes;
    let mut text = String::from("# extended FROSTT format\n");
    let sizes: Vec<String> = dims.iter().map(u64::to_string).collect();
    text.push_str(&format!(
        "{} {}\n{}\n",
        dims.len(),
        // MLIR's codegen writes the number of entries the storage holds (a loose level's
        // gaps included), not the number of lines that follow.
        s.storage.nse(),
        sizes.join(" ")
    ));
    for (c, v) in entries {
        for x in c {
            text.push_str(&format!("{} ", x + 1));
        }
        let value = match v {
            Scalar::Float(x, _) => format_g(x),
            other => other.as_i128().to_string(),
        };
        text.push_str(&value);
        text.push('\n');
    }
    if path.is_empty() {
        it.print(&text);
        return Ok(());
    }
    std::fs::write(&*path, text).map_err(|e| it.err(op, format!("cannot write '{path}': {e}")))
}

/// `slice.offset` / `slice.stride` at a dimension: the encoding's static value, else the
/// one the slice was cut with (kept with the slice's value).
fn slice_metadata(it: &Interpreter<'_>, f: &Frame, op: OpId, offset: bool) -> R<Value> {
    let ctx = it.ctx;
    let (slice, dim) = match (
        ToSliceOffsetOp::cast(ctx, op),
        ToSliceStrideOp::cast(ctx, op),
    ) {
        (Some(v), _) => (v.slice(ctx), v.dim(ctx)),
        (_, Some(v)) => (v.slice(ctx), v.dim(ctx)),
        _ => return Err(it.err(op, "malformed op")),
    };
    let d = usize::try_from(dim).map_err(|_| it.err(op, format!("bad dimension {dim}")))?;
    let stat = get_encoding(ctx, ctx.value_type(slice))
        .and_then(|e| e.dim_slices.get(d))
        .and_then(|s| if offset { s.offset } else { s.stride });
    if let Some(v) = stat {
        return Ok(Value::Scalar(Scalar::Index(v)));
    }
    let Value::Sparse(s) = it.operand(f, op, 0)? else {
        return Err(it.err(op, "expected a sparse slice"));
    };
    let Some(source) = &s.slice_of else {
        return Err(it.err(op, "the slice's offsets and strides are unknown"));
    };
    let list = if offset {
        &source.offsets
    } else {
        &source.strides
    };
    let v = list
        .get(d)
        .copied()
        .ok_or_else(|| it.err(op, format!("dimension {d} is out of range")))?;
    Ok(Value::Scalar(Scalar::Index(v)))
}

/// The memory-size fields of a storage specifier (`pos_mem_sz`, `crd_mem_sz`, `val_mem_sz`),
/// by their index in MLIR's `StorageSpecifierKind`.
const MEMORY_SIZES: [usize; 3] = [1, 2, 3];

/// `storage_specifier.init` (memory sizes zero, or the source's), `set` (an updated copy) and
/// `get` (a field; one never set reads 0 where MLIR leaves it undefined).
fn specifier(it: &mut Interpreter<'_>, f: &Frame, op: OpId) -> R<Value> {
    let ctx = it.ctx;
    let fields = |v: Value| match v {
        Value::Specifier(m) => Ok(m),
        other => Err(it.err(
            op,
            format!("expected a storage specifier, got a {}", other.kind_name()),
        )),
    };
    if let Some(init) = StorageSpecifierInitOp::cast(ctx, op) {
        let mut m = std::collections::BTreeMap::new();
        if let Some(src) = init.source(ctx) {
            let from = fields(it.get(f, op, src)?)?;
            m.extend(from.iter().filter(|((k, _), _)| MEMORY_SIZES.contains(k)));
        }
        return Ok(Value::Specifier(Rc::new(m)));
    }
    if let Some(get) = GetStorageSpecifierOp::cast(ctx, op) {
        let m = fields(it.get(f, op, get.specifier(ctx))?)?;
        let key = (get.specifierKind(ctx), get.level(ctx));
        return Ok(Value::Scalar(Scalar::Index(
            m.get(&key).copied().unwrap_or(0),
        )));
    }
    let set = SetStorageSpecifierOp::cast(ctx, op).ok_or_else(|| it.err(op, "malformed op"))?;
    let mut m = (*fields(it.get(f, op, set.specifier(ctx))?)?).clone();
    let v = it.index(f, op, 1)?;
    m.insert((set.specifierKind(ctx), set.level(ctx)), v);
    Ok(Value::Specifier(Rc::new(m)))
}
