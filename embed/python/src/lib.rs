//! `tile_embed._native`: the pyo3 extension behind the `tile_embed` Python package.
//!
//! The Python layer (`tile_embed/__init__.py`) reads feature specs, flattens nested
//! structures and normalizes dtypes; this module takes flat arrays, borrows every
//! contiguous `int32` id / `float32` weight array without copying it, releases the GIL for
//! the whole preprocessing, and hands the buffers back as numpy arrays that own the Rust
//! vectors (no copy for one device). Every failure is a Python exception.

// No panics on input: no `unwrap`/`expect`, no unchecked indexing.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use std::borrow::Cow;
use std::collections::BTreeMap;

use numpy::{PyArray1, PyArrayMethods, PyReadonlyArray1, PyUntypedArrayMethods};
use pyo3::create_exception;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use tile_embed::buffers::DeviceBuffers;
use tile_embed::preprocess::{StackOutput, observe, observe_planned};
use tile_embed::stack::{FeatureInStack, Stack, TableInStack};
use tile_embed::{
    BatchOf, Combiner, EmbedError, FeatureOf, Limits, Options, Table, Topology,
    preprocess_contiguous,
};

create_exception!(
    _native,
    TileEmbedError,
    PyValueError,
    "Base class of tile_embed's preprocessing errors (a ValueError)."
);
create_exception!(
    _native,
    LimitExceededError,
    TileEmbedError,
    "A partition holds more ids (or unique ids) than its limit and id dropping is off. \
     Attributes: table, device, sparse_core, partition, what, observed, allowed."
);
create_exception!(
    _native,
    BufferTooSmallError,
    TileEmbedError,
    "The COO buffer of a sparse core cannot hold its kept ids. \
     Attributes: table, device, sparse_core, needed, available."
);

/// The Python exception of an `EmbedError`, with its fields as attributes.
fn to_py(py: Python<'_>, e: EmbedError) -> PyErr {
    let msg = e.to_string();
    match e {
        EmbedError::LimitExceeded {
            stack,
            device,
            sparse_core,
            partition,
            what,
            observed,
            allowed,
        } => {
            let err = LimitExceededError::new_err(msg);
            let v = err.value(py);
            let set = || -> PyResult<()> {
                v.setattr("table", stack)?;
                v.setattr("device", device)?;
                v.setattr("sparse_core", sparse_core)?;
                v.setattr("partition", partition)?;
                v.setattr("what", what)?;
                v.setattr("observed", observed)?;
                v.setattr("allowed", allowed)?;
                Ok(())
            };
            match set() {
                Ok(()) => err,
                Err(other) => other,
            }
        }
        EmbedError::BufferTooSmall {
            stack,
            device,
            sparse_core,
            needed,
            available,
        } => {
            let err = BufferTooSmallError::new_err(msg);
            let v = err.value(py);
            let set = || -> PyResult<()> {
                v.setattr("table", stack)?;
                v.setattr("device", device)?;
                v.setattr("sparse_core", sparse_core)?;
                v.setattr("needed", needed)?;
                v.setattr("available", available)?;
                Ok(())
            };
            match set() {
                Ok(()) => err,
                Err(other) => other,
            }
        }
        EmbedError::Io(m) => pyo3::exceptions::PyOSError::new_err(m),
        EmbedError::Input(_) | EmbedError::Config(_) => TileEmbedError::new_err(msg),
    }
}

/// An `int32` id array: borrowed when contiguous, else copied.
fn ids_slice<'a>(a: &'a PyReadonlyArray1<'_, i32>) -> Cow<'a, [i32]> {
    match a.as_slice() {
        Ok(s) => Cow::Borrowed(s),
        Err(_) => Cow::Owned(a.as_array().iter().copied().collect()),
    }
}

/// A `float32` weight array: borrowed when contiguous, else copied.
fn weights_slice<'a>(a: &'a PyReadonlyArray1<'_, f32>) -> Cow<'a, [f32]> {
    match a.as_slice() {
        Ok(s) => Cow::Borrowed(s),
        Err(_) => Cow::Owned(a.as_array().iter().copied().collect()),
    }
}

/// Row splits from per-sample lengths (a 1-D integer array) or one length for every sample
/// (`(k, batch)`: a dense `[batch, k]` input).
fn splits_of(name: &str, lengths: &Bound<'_, PyAny>, num_ids: usize) -> PyResult<Vec<usize>> {
    if let Ok((k, batch)) = lengths.extract::<(usize, usize)>() {
        let total = k.checked_mul(batch);
        if total != Some(num_ids) {
            return Err(PyValueError::new_err(format!(
                "feature `{name}`: {batch} samples of {k} ids need {} ids, got {num_ids}",
                batch.saturating_mul(k)
            )));
        }
        return Ok((0..=batch).map(|i| i * k).collect());
    }
    let arr = lengths.cast::<PyArray1<i64>>().map_err(|_| {
        PyTypeError::new_err(format!(
            "feature `{name}`: lengths must be a 1-D int64 numpy array"
        ))
    })?;
    let ro = arr.readonly();
    let mut splits = Vec::with_capacity(ro.len() + 1);
    let mut acc = 0usize;
    splits.push(0);
    for (i, &l) in ro.as_array().iter().enumerate() {
        let l = usize::try_from(l).map_err(|_| {
            PyValueError::new_err(format!("feature `{name}`, sample {i}: negative length {l}"))
        })?;
        acc = acc.saturating_add(l);
        splits.push(acc);
    }
    if acc != num_ids {
        return Err(PyValueError::new_err(format!(
            "feature `{name}`: lengths sum to {acc} but there are {num_ids} ids"
        )));
    }
    Ok(splits)
}

fn parse_combiner(s: &str) -> PyResult<Combiner> {
    Combiner::parse(s).map_err(|e| PyValueError::new_err(e.to_string()))
}

/// `(max_ids, max_unique_ids, suggested_buffer)` to `Limits`.
type LimitsTuple = (u64, u64, Option<u64>);

fn limits_of(t: LimitsTuple) -> Limits {
    Limits {
        max_ids_per_partition: t.0,
        max_unique_ids_per_partition: t.1,
        suggested_buffer: t.2,
    }
}

/// A table: `(name, vocab, dim, combiner)`.
type TableTuple = (String, u64, u64, String);
/// A feature: `(name, table, lengths, ids, weights)`.
type FeatureTuple<'py> = (
    String,
    String,
    Bound<'py, PyAny>,
    PyReadonlyArray1<'py, i32>,
    Option<PyReadonlyArray1<'py, f32>>,
);
/// A stack of a given plan: `(name, combiner, stack_vocab, stack_dim, tables, features)`
/// with tables `(name, padded_vocab, padded_dim, row_offset_in_shard, shard_rotation)` and
/// features `(feature index, row_offset, col_offset, col_shift)`.
type StackTuple = (
    String,
    String,
    u64,
    u64,
    Vec<(String, u64, u64, u64, u64)>,
    Vec<(usize, u64, u64, u64)>,
);

fn plan_of(batch: &BatchOf<'_>, plan: Vec<StackTuple>) -> PyResult<Vec<Stack>> {
    let mut stacks = Vec::with_capacity(plan.len());
    for (name, combiner, stack_vocab, stack_dim, tables, feats) in plan {
        let mut features = Vec::with_capacity(feats.len());
        let mut total = 0u64;
        for (idx, row_offset, col_offset, col_shift) in feats {
            let f = batch.features.get(idx).ok_or_else(|| {
                PyValueError::new_err(format!("stack `{name}`: no feature {idx}"))
            })?;
            let b = f.batch() as u64;
            total += b;
            features.push(FeatureInStack {
                feature: idx,
                name: f.name.clone(),
                table: f.table.clone(),
                row_offset,
                col_offset,
                col_shift,
                batch: b,
            });
        }
        stacks.push(Stack {
            combiner: parse_combiner(&combiner)?,
            tables: tables
                .into_iter()
                .map(|(n, pv, pd, ro, rot)| TableInStack {
                    name: n,
                    padded_vocab: pv,
                    padded_dim: pd,
                    row_offset_in_shard: ro,
                    shard_rotation: rot,
                })
                .collect(),
            name,
            features,
            stack_vocab,
            stack_dim,
            total_sample_count: total,
        });
    }
    Ok(stacks)
}

/// Concatenates the devices' buffers (`preprocess_contiguous` gives one: no copy).
fn concat<T: Copy>(mut parts: Vec<Vec<T>>) -> Vec<T> {
    if parts.len() == 1 {
        return parts.pop().unwrap_or_default();
    }
    let mut v = Vec::with_capacity(parts.iter().map(Vec::len).sum());
    for p in parts {
        v.extend_from_slice(&p);
    }
    v
}

/// A buffer that gives its memory back to tile-embed's pool when numpy frees the array
/// viewing it (the base object of the output arrays): the next call reuses mapped memory.
trait Recycle: Sized + Send + 'static {
    fn recycle(v: Vec<Self>);
}
impl Recycle for i32 {
    fn recycle(v: Vec<i32>) {
        tile_embed::pool::recycle_i32(v);
    }
}
impl Recycle for f32 {
    fn recycle(v: Vec<f32>) {
        tile_embed::pool::recycle_f32(v);
    }
}

/// The owner of an output buffer (the numpy array's base).
#[pyclass(frozen, module = "tile_embed._native")]
struct OutputBuffer {
    i32s: std::sync::Mutex<Vec<i32>>,
    f32s: std::sync::Mutex<Vec<f32>>,
}

impl Drop for OutputBuffer {
    fn drop(&mut self) {
        if let Ok(v) = self.i32s.get_mut() {
            i32::recycle(std::mem::take(v));
        }
        if let Ok(v) = self.f32s.get_mut() {
            f32::recycle(std::mem::take(v));
        }
    }
}

/// Element types of the output buffers.
trait OutElem: numpy::Element + Copy + Recycle {
    fn owner(v: Vec<Self>) -> OutputBuffer;
}
impl OutElem for i32 {
    fn owner(v: Vec<i32>) -> OutputBuffer {
        OutputBuffer {
            i32s: std::sync::Mutex::new(v),
            f32s: std::sync::Mutex::new(Vec::new()),
        }
    }
}
impl OutElem for f32 {
    fn owner(v: Vec<f32>) -> OutputBuffer {
        OutputBuffer {
            i32s: std::sync::Mutex::new(Vec::new()),
            f32s: std::sync::Mutex::new(v),
        }
    }
}

/// A vector as a 1-D numpy array without a copy; its memory is recycled when numpy frees it.
fn recycled_array<T: OutElem>(py: Python<'_>, v: Vec<T>) -> PyResult<Bound<'_, PyArray1<T>>> {
    let (ptr, len) = (v.as_ptr(), v.len());
    let owner = Bound::new(py, T::owner(v))?;
    // SAFETY: FFI boundary. `ptr`/`len` describe the vector now owned by `owner`, whose heap
    // memory does not move or change size while the owner lives (nothing touches it until
    // `Drop`), and `borrow_from_array` makes `owner` the array's base, so the memory
    // outlives the array and every view of it.
    let arr = unsafe {
        let view = numpy::ndarray::ArrayView1::from_shape_ptr(len, ptr);
        PyArray1::borrow_from_array(&view, owner.into_any())
    };
    Ok(arr)
}

/// A flat buffer as a numpy array, `[devices, per_device]` with `leading`.
fn array<'py, T: OutElem>(
    py: Python<'py>,
    parts: Vec<Vec<T>>,
    devices: usize,
    leading: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let v = concat(parts);
    let per = v.len() / devices.max(1);
    let a = recycled_array(py, v)?;
    if leading {
        Ok(a.reshape([devices, per])?.into_any())
    } else {
        Ok(a.into_any())
    }
}

fn i32_array<'py>(py: Python<'py>, v: impl Iterator<Item = u64>) -> Bound<'py, PyAny> {
    let v: Vec<i32> = v.map(|x| i32::try_from(x).unwrap_or(i32::MAX)).collect();
    PyArray1::from_vec(py, v).into_any()
}

/// One stack's result as a dict.
fn stack_dict<'py>(
    py: Python<'py>,
    s: StackOutput,
    topo: &Topology,
    leading: bool,
    fill: bool,
) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    let st = &s.stats;
    d.set_item("name", &s.stack.name)?;
    d.set_item("num_minibatches", s.num_minibatches)?;
    d.set_item(
        "max_ids_per_partition",
        i32_array(
            py,
            st.max_ids_per_partition
                .iter()
                .flatten()
                .map(|&x| u64::from(x)),
        ),
    )?;
    d.set_item(
        "max_unique_ids_per_partition",
        i32_array(
            py,
            st.max_unique_ids_per_partition
                .iter()
                .flatten()
                .map(|&x| u64::from(x)),
        ),
    )?;
    d.set_item(
        "required_buffer_size_per_sc",
        i32_array(py, st.required_buffer_size_per_sc.iter().flatten().copied()),
    )?;
    d.set_item("dropped_id_count", st.dropped_id_count)?;
    d.set_item("ids_in", st.ids_in)?;
    d.set_item("ids_kept", st.ids_kept)?;
    d.set_item("max_ids_limit", s.limits.max_ids_per_partition)?;
    d.set_item(
        "max_unique_ids_limit",
        s.limits.max_unique_ids_per_partition,
    )?;
    d.set_item("suggested_buffer", s.limits.suggested_buffer)?;
    d.set_item("coo_buffer_size_per_device", s.coo_buffer_size_per_device)?;
    d.set_item(
        "row_pointers_size_per_device",
        s.row_pointers_size_per_device,
    )?;
    d.set_item("batch_size_per_sc", s.batch_size_per_sc)?;
    d.set_item("combiner", s.stack.combiner.name())?;
    d.set_item("stack_vocab", s.stack.stack_vocab)?;
    d.set_item("stack_dim", s.stack.stack_dim)?;
    let tables = PyList::empty(py);
    for t in &s.stack.tables {
        tables.append((
            &t.name,
            t.padded_vocab,
            t.padded_dim,
            t.row_offset_in_shard,
            t.shard_rotation,
        ))?;
    }
    d.set_item("tables", tables)?;
    let feats = PyList::empty(py);
    for f in &s.stack.features {
        feats.append((&f.name, &f.table, f.row_offset, f.col_offset, f.col_shift))?;
    }
    d.set_item("features", feats)?;
    if fill {
        let n = topo.devices;
        let (mut rp, mut ids, mut sids, mut gains) = (
            Vec::with_capacity(n),
            Vec::with_capacity(n),
            Vec::with_capacity(n),
            Vec::with_capacity(n),
        );
        for DeviceBuffers {
            row_pointers,
            embedding_ids,
            sample_ids,
            gains: g,
        } in s.devices
        {
            rp.push(row_pointers);
            ids.push(embedding_ids);
            sids.push(sample_ids);
            gains.push(g);
        }
        d.set_item("row_pointers", array(py, rp, n, leading)?)?;
        d.set_item("embedding_ids", array(py, ids, n, leading)?)?;
        d.set_item("sample_ids", array(py, sids, n, leading)?)?;
        d.set_item("gains", array(py, gains, n, leading)?)?;
    }
    Ok(d)
}

/// Preprocesses flat features (see the module docs of `tile_embed` for the tuples). With
/// `fill=False` only the statistics are computed, without limits (an observation).
#[pyfunction]
#[pyo3(signature = (tables, features, devices, sparse_cores, *, plan=None, stack_tables=false,
    limits=(256, 256, None), stack_limits=BTreeMap::new(), allow_id_dropping=false,
    minibatching=false, threads=1, leading_dimension=false, fill=true,
    canonical_padding=false))]
#[allow(clippy::too_many_arguments)]
fn preprocess_flat<'py>(
    py: Python<'py>,
    tables: Vec<TableTuple>,
    features: Vec<FeatureTuple<'py>>,
    devices: usize,
    sparse_cores: usize,
    plan: Option<Vec<StackTuple>>,
    stack_tables: bool,
    limits: LimitsTuple,
    stack_limits: BTreeMap<String, LimitsTuple>,
    allow_id_dropping: bool,
    minibatching: bool,
    threads: usize,
    leading_dimension: bool,
    fill: bool,
    canonical_padding: bool,
) -> PyResult<Bound<'py, PyList>> {
    let topology = Topology::new(devices, sparse_cores).map_err(|e| to_py(py, e.into()))?;
    let mut batch = BatchOf::default();
    for (name, vocab, dim, combiner) in tables {
        batch.tables.push(Table {
            name,
            vocab,
            dim,
            combiner: parse_combiner(&combiner)?,
        });
    }
    for (name, table, lengths, ids, weights) in &features {
        let ids_c = ids_slice(ids);
        let splits = splits_of(name, lengths, ids_c.len())?;
        let weights = weights.as_ref().map(weights_slice);
        if let Some(w) = &weights
            && w.len() != ids_c.len()
        {
            return Err(PyValueError::new_err(format!(
                "feature `{name}`: {} weights for {} ids",
                w.len(),
                ids_c.len()
            )));
        }
        batch.features.push(FeatureOf {
            name: name.clone(),
            table: table.clone(),
            splits: Cow::Owned(splits),
            ids: ids_c,
            weights,
        });
    }
    // Input arrays copied because they were not contiguous (reported for the tests).
    let copied = batch
        .features
        .iter()
        .map(|f| {
            usize::from(matches!(f.ids, Cow::Owned(_)))
                + usize::from(matches!(f.weights, Some(Cow::Owned(_))))
        })
        .sum::<usize>();
    let plan = plan.map(|p| plan_of(&batch, p)).transpose()?;
    let opts = Options {
        topology,
        stack_tables,
        limits: limits_of(limits),
        stack_limits: stack_limits
            .into_iter()
            .map(|(k, v)| (k, limits_of(v)))
            .collect(),
        allow_id_dropping,
        minibatching,
        threads: threads.max(1),
        canonical_padding,
    };
    let batch_ref = &batch;
    let opts_ref = &opts;
    let result = py.detach(move || match (plan, fill) {
        (p, true) => preprocess_contiguous(batch_ref, p, opts_ref),
        (Some(p), false) => observe_planned(batch_ref, p, opts_ref),
        (None, false) => observe(batch_ref, opts_ref),
    });
    let out = result.map_err(|e| to_py(py, e))?;
    let list = PyList::empty(py);
    for s in out.stacks {
        let d = stack_dict(py, s, &topology, leading_dimension, fill)?;
        d.set_item("copied_input_arrays", copied)?;
        list.append(d)?;
    }
    Ok(list)
}

/// A flattened ragged input: `(lengths, values)`.
type Flat<'py, T> = (Bound<'py, PyArray1<i64>>, Bound<'py, PyArray1<T>>);

/// Calls `f` on every row of a ragged input: the items of a 1-D object array read straight
/// from its buffer, or any iterable's items.
fn for_each_row<'py>(
    rows: &Bound<'py, PyAny>,
    mut f: impl FnMut(usize, &Bound<'py, PyAny>) -> PyResult<()>,
) -> PyResult<()> {
    let py = rows.py();
    if let Ok(arr) = rows.cast::<PyArray1<Py<PyAny>>>() {
        let ro = arr.readonly();
        if let Ok(items) = ro.as_slice() {
            for (i, item) in items.iter().enumerate() {
                f(i, item.bind(py))?;
            }
            return Ok(());
        }
    }
    for (i, row) in rows.try_iter()?.enumerate() {
        f(i, &row?)?;
    }
    Ok(())
}

/// Appends a 1-D numpy row to `out` (one memcpy when it is contiguous).
fn extend_from_row<T: numpy::Element + Copy>(out: &mut Vec<T>, a: &Bound<'_, PyArray1<T>>) {
    // SAFETY: FFI boundary. We hold the GIL for the whole copy and keep no reference to the
    // row's buffer afterwards, so no Python code can resize or free it meanwhile. (The
    // checked `readonly()` borrow would cost a global borrow-table update per row.)
    match unsafe { a.as_slice() } {
        Ok(s) => out.extend_from_slice(s),
        Err(_) => out.extend(a.readonly().as_array().iter().copied()),
    }
}

fn type_name(row: &Bound<'_, PyAny>) -> String {
    row.get_type()
        .name()
        .map(|s| s.to_string())
        .unwrap_or_default()
}

/// Rows sliced back to back from one array (`flat[s[i]:s[i+1]]`, the usual way to build a
/// ragged batch): when every row of a 1-D object array is a C-contiguous `T` array, all of
/// them views of the same base object, and each starts where the previous one ends, the
/// flat values are that memory itself: `(lengths, a view of it)`, nothing copied.
fn consecutive_view<'py, T: numpy::Element>(
    rows: &Bound<'py, PyAny>,
) -> Option<(Vec<i64>, Bound<'py, PyArray1<T>>)> {
    let py = rows.py();
    let arr = rows.cast::<PyArray1<Py<PyAny>>>().ok()?;
    let ro = arr.readonly();
    let items = ro.as_slice().ok()?;
    let mut lengths = Vec::with_capacity(items.len());
    let (mut start, mut next) = (std::ptr::null::<T>(), std::ptr::null::<T>());
    let mut base = std::ptr::null_mut();
    for (i, item) in items.iter().enumerate() {
        let a = item.bind(py).cast::<PyArray1<T>>().ok()?;
        if !a.is_c_contiguous() {
            return None;
        }
        let len = a.len();
        let ptr = a.data().cast_const();
        // SAFETY: FFI boundary: reads the `base` field of a live numpy array object (held by
        // the object array) under the GIL.
        let b = unsafe { (*a.as_array_ptr()).fields.base };
        if b.is_null() {
            return None;
        }
        if i == 0 {
            (start, base) = (ptr, b);
        } else if ptr != next || b != base {
            return None;
        }
        next = ptr.wrapping_add(len);
        lengths.push(i64::try_from(len).ok()?);
    }
    let total = usize::try_from(lengths.iter().sum::<i64>()).ok()?;
    if items.is_empty() || start.is_null() {
        return None;
    }
    // SAFETY: FFI boundary. `base` is the base object of every row (a live reference held
    // through the rows); each row's memory lies inside the memory `base` keeps alive, and
    // the rows tile `[start, start + total)` without gaps, so that range is valid for
    // reads while `base` lives. `borrow_from_array` takes a new reference to `base` as the
    // view's base, so the memory outlives the view.
    let view = unsafe {
        let owner = Bound::from_borrowed_ptr(py, base);
        let v = numpy::ndarray::ArrayView1::from_shape_ptr(total, start);
        PyArray1::borrow_from_array(&v, owner)
    };
    Some((lengths, view))
}

/// Flattens a ragged input (a 1-D object array or a sequence of per-sample id arrays or
/// lists): `(lengths int64, ids int32)`. Rows sliced back to back from one `int32` array
/// are not copied ([`consecutive_view`]); other `int32` rows are copied with one memcpy
/// each; other integer rows are range-checked.
#[pyfunction]
fn flatten_ids<'py>(
    py: Python<'py>,
    rows: &Bound<'py, PyAny>,
    name: &str,
) -> PyResult<Flat<'py, i32>> {
    if let Some((lengths, view)) = consecutive_view::<i32>(rows) {
        return Ok((PyArray1::from_vec(py, lengths), view));
    }
    let n = rows.len()?;
    let mut lengths = Vec::with_capacity(n);
    let mut ids: Vec<i32> = Vec::new();
    for_each_row(rows, |i, row| {
        let before = ids.len();
        if let Ok(a) = row.cast::<PyArray1<i32>>() {
            extend_from_row(&mut ids, a);
        } else {
            let vals: Vec<i64> = if let Ok(a) = row.cast::<PyArray1<i64>>() {
                a.readonly().as_array().iter().copied().collect()
            } else {
                row.extract::<Vec<i64>>().map_err(|_| {
                    PyTypeError::new_err(format!(
                        "feature `{name}`, sample {i}: ids must be a 1-D integer array, got {}",
                        type_name(row)
                    ))
                })?
            };
            for (pos, v) in vals.into_iter().enumerate() {
                ids.push(i32::try_from(v).map_err(|_| {
                    PyValueError::new_err(format!(
                        "feature `{name}`, sample {i}, position {pos}: id {v} does not fit int32"
                    ))
                })?);
            }
        }
        lengths.push((ids.len() - before) as i64);
        Ok(())
    })?;
    Ok((PyArray1::from_vec(py, lengths), PyArray1::from_vec(py, ids)))
}

/// Flattens ragged weights like [`flatten_ids`] (no copy for rows sliced back to back from
/// one `float32` array): `(lengths int64, weights float32)`.
#[pyfunction]
fn flatten_weights<'py>(
    py: Python<'py>,
    rows: &Bound<'py, PyAny>,
    name: &str,
) -> PyResult<Flat<'py, f32>> {
    if let Some((lengths, view)) = consecutive_view::<f32>(rows) {
        return Ok((PyArray1::from_vec(py, lengths), view));
    }
    let n = rows.len()?;
    let mut lengths = Vec::with_capacity(n);
    let mut w: Vec<f32> = Vec::new();
    for_each_row(rows, |i, row| {
        let before = w.len();
        if let Ok(a) = row.cast::<PyArray1<f32>>() {
            extend_from_row(&mut w, a);
        } else if let Ok(a) = row.cast::<PyArray1<f64>>() {
            w.extend(a.readonly().as_array().iter().map(|&x| x as f32));
        } else {
            let vals: Vec<f64> = row.extract().map_err(|_| {
                PyTypeError::new_err(format!(
                    "feature `{name}`, sample {i}: weights must be a 1-D float array, got {}",
                    type_name(row)
                ))
            })?;
            w.extend(vals.into_iter().map(|x| x as f32));
        }
        lengths.push((w.len() - before) as i64);
        Ok(())
    })?;
    Ok((PyArray1::from_vec(py, lengths), PyArray1::from_vec(py, w)))
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_function(wrap_pyfunction!(preprocess_flat, m)?)?;
    m.add_function(wrap_pyfunction!(flatten_ids, m)?)?;
    m.add_function(wrap_pyfunction!(flatten_weights, m)?)?;
    m.add("TileEmbedError", py.get_type::<TileEmbedError>())?;
    m.add("LimitExceededError", py.get_type::<LimitExceededError>())?;
    m.add("BufferTooSmallError", py.get_type::<BufferTooSmallError>())?;
    Ok(())
}
