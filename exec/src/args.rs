//! Function arguments from the command line and results to files (`tile-run --arg` /
//! `--dump`).
//!
//! An argument is one of:
//! - a `.npy` file: a dense array (any rank; a 0-d array for a scalar parameter);
//! - a `.mtx` (Matrix Market) or `.tns` (FROSTT) file: a sparse tensor. Unlike
//!   `sparse_tensor.new`, the unwritten triangle of a (skew-)symmetric `.mtx` is added
//!   (scipy's view); duplicates are summed when the parameter is dense;
//! - `seed=N[,density=D][,size=S][,dups=P]`: random data as the check kit makes it
//!   (`density` of the elements non-zero, each dynamic dimension of size `S`);
//! - a literal (`3`, `-2.5`, `true`) for a scalar parameter.
//!
//! A result is dumped by the extension of its path: `.npy` (dense, any rank), `.mtx`
//! (rank 2, the stored entries of a sparse result or the non-zeros of a dense one) or
//! `.tns` (any rank, likewise).

use std::rc::Rc;

use tile_dialects::func::FuncOp;
use tile_dialects::sparse_tensor::storage::SparseStorage;
use tile_ir::float::FloatSemantics;
use tile_ir::{Context, Type, TypeKind};

use crate::check::{CheckOptions, Rng, random_value};
use crate::io::npy::{NpyArray, NpyData, NpyKind};
use crate::memory::MemRef;
use crate::value::{DenseTensor, Scalar, ScalarTy, SparseTensor, Value};

/// The value of IR type `ty` described by the command-line argument `spec`.
pub fn make_arg(ctx: &Context, ty: Type, spec: &str) -> Result<Value, String> {
    let ty_text = || tile_ir::printer::type_to_string(ctx, ty);
    if let Some(rest) = spec.strip_prefix("seed=") {
        let mut opts = CheckOptions::default();
        let mut parts = rest.split(',');
        let seed: u64 = parts
            .next()
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| format!("bad seed in '{spec}'"))?;
        for p in parts {
            let bad = || format!("bad option '{p}' in '{spec}'");
            match p.split_once('=') {
                Some(("density", d)) => opts.density = d.parse().map_err(|_| bad())?,
                Some(("size", d)) => opts.dynamic_size = d.parse().map_err(|_| bad())?,
                Some(("dups", d)) => opts.duplicates = d.parse().map_err(|_| bad())?,
                _ => return Err(bad()),
            }
        }
        return random_value(ctx, ty, &mut Rng::new(seed), &opts);
    }
    if let Some(s) = ScalarTy::of(ctx, ty)
        && !spec.ends_with(".npy")
    {
        return parse_scalar(spec, s)
            .map(Value::Scalar)
            .ok_or_else(|| format!("'{spec}' is not a value of type {}", ty_text()));
    }
    let (shape, element, is_memref) = match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, element, .. } => (shape.clone(), *element, false),
        TypeKind::MemRef { shape, element, .. } => (shape.clone(), *element, true),
        _ if ScalarTy::of(ctx, ty).is_some() => (vec![], ty, false),
        _ => return Err(format!("cannot pass an argument of type {}", ty_text())),
    };
    let elem = ScalarTy::of(ctx, element)
        .ok_or_else(|| format!("unsupported element type in {}", ty_text()))?;
    let enc = tile_dialects::sparse_tensor::get_encoding(ctx, ty);
    let fits = |dims: &[u64]| -> Result<(), String> {
        if dims.len() != shape.len()
            || shape
                .iter()
                .zip(dims)
                .any(|(&s, &d)| s >= 0 && s as u64 != d)
        {
            return Err(format!(
                "'{spec}' holds sizes {dims:?}, which do not fit {}",
                ty_text()
            ));
        }
        Ok(())
    };
    if spec.ends_with(".npy") {
        let bytes = std::fs::read(spec).map_err(|e| format!("cannot read '{spec}': {e}"))?;
        let a = crate::io::npy::parse(&bytes).map_err(|e| format!("{spec}: {e}"))?;
        fits(&a.shape)?;
        let data: Vec<Scalar> = match &a.data {
            NpyData::Int(v) => v.iter().map(|&x| elem.from_i128(x)).collect(),
            NpyData::Float(v) => v.iter().map(|&x| elem.from_f64(x)).collect(),
        };
        if shape.is_empty() && !is_memref && enc.is_none() {
            return Ok(Value::Scalar(data[0]));
        }
        if let Some(enc) = enc {
            let storage = SparseStorage::from_dense(enc, &a.shape, &data, elem.zero())
                .map_err(|e| e.to_string())?;
            return Ok(sparse(enc, elem, storage));
        }
        return Ok(dense(is_memref, a.shape, elem, data));
    }
    if spec.ends_with(".mtx") || spec.ends_with(".tns") {
        let coo = crate::io::read_tensor_file(spec)?;
        coo.check_readable_as(matches!(elem, ScalarTy::Complex(_)))?;
        fits(&coo.dims)?;
        let entries: Vec<(Vec<u64>, Scalar)> = coo
            .mirrored()
            .into_iter()
            .map(|(c, v)| (c, elem.from_file_value(v)))
            .collect();
        if let Some(enc) = enc {
            let storage = SparseStorage::from_entries(enc, &coo.dims, &entries, elem.zero())
                .map_err(|e| e.to_string())?;
            return Ok(sparse(enc, elem, storage));
        }
        let n = coo
            .dims
            .iter()
            .try_fold(1u64, |a, &d| a.checked_mul(d))
            .filter(|&n| n <= crate::interp::MAX_ELEMENTS)
            .ok_or_else(|| format!("'{spec}' is too large for a dense {}", ty_text()))?;
        let mut data = vec![elem.zero(); n as usize];
        for (c, v) in entries {
            let i = tile_dialects::sparse_tensor::storage::linearize(&c, &coo.dims)
                .ok_or("coordinate out of bounds")? as usize;
            data[i] = add(data[i], v, elem);
        }
        return Ok(dense(is_memref, coo.dims, elem, data));
    }
    Err(format!(
        "'{spec}' is neither a .npy/.mtx/.tns file nor 'seed=N' for a {}",
        ty_text()
    ))
}

fn add(a: Scalar, b: Scalar, ty: ScalarTy) -> Scalar {
    match ty {
        ScalarTy::Float(_) => ty.from_f64(a.as_f64() + b.as_f64()),
        _ => ty.from_i128(a.as_i128().wrapping_add(b.as_i128())),
    }
}

fn sparse(
    enc: &tile_dialects::sparse_tensor::SparseEncoding,
    elem: ScalarTy,
    storage: SparseStorage<Scalar>,
) -> Value {
    Value::Sparse(Rc::new(SparseTensor {
        enc: enc.clone(),
        elem,
        storage,
        slice_of: None,
    }))
}

fn dense(is_memref: bool, shape: Vec<u64>, elem: ScalarTy, data: Vec<Scalar>) -> Value {
    if is_memref {
        Value::MemRef(MemRef::from_data(shape, elem, data))
    } else {
        Value::Tensor(Rc::new(DenseTensor { shape, elem, data }))
    }
}

/// A scalar literal of type `ty`: integers (decimal or `0x` hex), floats, `true`/`false`.
pub fn parse_scalar(text: &str, ty: ScalarTy) -> Option<Scalar> {
    let t = text.trim();
    match t {
        "true" => return Some(ty.from_i128(1)),
        "false" => return Some(ty.from_i128(0)),
        _ => {}
    }
    if let ScalarTy::Float(_) = ty {
        return t.parse::<f64>().ok().map(|v| ty.from_f64(v));
    }
    let (neg, digits) = match t.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, t),
    };
    let v = match digits.strip_prefix("0x") {
        Some(h) => i128::from_str_radix(h, 16).ok()?,
        None => digits.parse::<i128>().ok()?,
    };
    Some(ty.from_i128(if neg { v.wrapping_neg() } else { v }))
}

/// The dense contents of a value (scalars are 0-d).
pub fn dense_contents(v: &Value) -> Result<DenseTensor, String> {
    match v {
        Value::Scalar(s) => Ok(DenseTensor {
            shape: vec![],
            elem: s.ty(),
            data: vec![*s],
        }),
        Value::Tensor(t) => Ok((**t).clone()),
        Value::MemRef(m) => Ok(DenseTensor {
            shape: m.shape.clone(),
            elem: m.elem,
            data: m.to_vec()?,
        }),
        Value::Sparse(s) => {
            let dims = &s.storage.dim_sizes;
            if dims
                .iter()
                .try_fold(1u64, |a, &d| a.checked_mul(d))
                .is_none_or(|n| n > crate::interp::MAX_ELEMENTS)
            {
                return Err(format!(
                    "sparse tensor of sizes {dims:?} is too large to densify (dump it as .mtx or .tns)"
                ));
            }
            Ok(DenseTensor {
                shape: dims.clone(),
                elem: s.elem,
                data: s
                    .storage
                    .to_dense(&s.enc, s.elem.zero())
                    .map_err(|e| e.to_string())?,
            })
        }
        Value::Str(_) => Err("cannot dump a string".into()),
        Value::Func(_) => Err("cannot dump a function".into()),
        Value::Specifier(_) => Err("cannot dump a storage specifier".into()),
        Value::SparseCursor(_) => Err("cannot dump a sparse iterator".into()),
    }
}

/// The `.npy` array of a dense tensor (`bf16` is written as `f4`, integers wider than 64
/// bits and `index` as `i8`, `i1` as `b1`).
pub fn to_npy(t: &DenseTensor) -> Result<NpyArray, String> {
    let (kind, size) = match t.elem {
        ScalarTy::Complex(_) => return Err("cannot write complex elements to .npy".into()),
        ScalarTy::Float(FloatSemantics::F16) => (NpyKind::Float, 2),
        ScalarTy::Float(FloatSemantics::F32 | FloatSemantics::BF16) => (NpyKind::Float, 4),
        ScalarTy::Float(_) => (NpyKind::Float, 8),
        ScalarTy::Int { width: 1, .. } => (NpyKind::Bool, 1),
        ScalarTy::Int { width, unsigned } => {
            let size = match width {
                0..=8 => 1,
                9..=16 => 2,
                17..=32 => 4,
                _ => 8,
            };
            (
                if unsigned {
                    NpyKind::UInt
                } else {
                    NpyKind::Int
                },
                size,
            )
        }
        ScalarTy::Index => (NpyKind::Int, 8),
    };
    let data = match kind {
        NpyKind::Float => NpyData::Float(t.data.iter().map(|s| s.as_f64()).collect()),
        NpyKind::UInt => NpyData::Int(t.data.iter().map(|s| s.as_apint().bits as i128).collect()),
        _ => NpyData::Int(t.data.iter().map(|s| s.as_i128()).collect()),
    };
    Ok(NpyArray {
        shape: t.shape.clone(),
        kind,
        size,
        data,
    })
}

fn number(s: Scalar, ty: ScalarTy) -> String {
    match s {
        Scalar::Float(f, _) => {
            let a = f.abs();
            if a == 0.0 || (1e-4..1e15).contains(&a) {
                format!("{f}")
            } else {
                format!("{f:e}")
            }
        }
        Scalar::Int(a) if matches!(ty, ScalarTy::Int { unsigned: true, .. }) => a.bits.to_string(),
        other => other.as_i128().to_string(),
    }
}

/// The sizes and (0-based coordinates, value) entries of a value: the stored entries of a
/// sparse tensor, the non-zeros of a dense one.
type Coo = (Vec<u64>, ScalarTy, Vec<(Vec<u64>, Scalar)>);

fn coo_contents(v: &Value) -> Result<Coo, String> {
    if let Value::Sparse(s) = v {
        let e = s.storage.to_entries(&s.enc).map_err(|e| e.to_string())?;
        return Ok((s.storage.dim_sizes.clone(), s.elem, e));
    }
    let t = dense_contents(v)?;
    let e = t
        .data
        .iter()
        .enumerate()
        .filter(|(_, x)| !x.is_zero())
        .map(|(i, x)| {
            (
                tile_dialects::sparse_tensor::storage::delinearize(i as u64, &t.shape),
                *x,
            )
        })
        .collect();
    Ok((t.shape, t.elem, e))
}

/// Writes `v` to `path` in the format its extension names (`.npy`, `.mtx`, `.tns`).
pub fn dump_value(v: &Value, path: &str) -> Result<(), String> {
    let bytes = if path.ends_with(".npy") {
        crate::io::npy::write(&to_npy(&dense_contents(v)?)?)
    } else if path.ends_with(".mtx") || path.ends_with(".tns") {
        let (dims, elem, entries) = coo_contents(v)?;
        let mut out = String::new();
        if path.ends_with(".mtx") {
            let [rows, cols] = dims[..] else {
                return Err(format!(
                    "a .mtx file holds a matrix, not a tensor of sizes {dims:?} (use .tns)"
                ));
            };
            let field = if matches!(elem, ScalarTy::Float(_)) {
                "real"
            } else {
                "integer"
            };
            out.push_str(&format!(
                "%%MatrixMarket matrix coordinate {field} general\n{rows} {cols} {}\n",
                entries.len()
            ));
        } else {
            let d: Vec<String> = dims.iter().map(u64::to_string).collect();
            out.push_str(&format!(
                "{} {}\n{}\n",
                dims.len(),
                entries.len(),
                d.join(" ")
            ));
        }
        for (c, x) in &entries {
            for i in c {
                out.push_str(&(i + 1).to_string());
                out.push(' ');
            }
            out.push_str(&number(*x, elem));
            out.push('\n');
        }
        out.into_bytes()
    } else {
        return Err(format!("'{path}': dump files end in .npy, .mtx or .tns"));
    };
    std::fs::write(path, bytes).map_err(|e| format!("cannot write '{path}': {e}"))
}

/// The parameter types of function `func` of `module`.
pub fn param_types(
    ctx: &Context,
    it: &crate::Interpreter<'_>,
    func: &str,
) -> Result<Vec<Type>, String> {
    let f = it
        .func(func)
        .ok_or_else(|| format!("no function named '{func}'"))?;
    let func = FuncOp::cast(ctx, f).ok_or("not a function")?;
    Ok(func.function_type(ctx).0)
}
