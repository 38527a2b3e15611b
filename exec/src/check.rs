//! The semantic check kit: run a function before and after a transformation on random
//! inputs and compare the results (exactly for integers, within a ULP bound for floats, as
//! a sparsifier may reassociate sums).

use std::rc::Rc;

use tile_dialects::func::FuncOp;
use tile_dialects::sparse_tensor::storage::SparseStorage;
use tile_ir::{Context, OpId, Type, TypeKind};

use crate::interp::{Interpreter, RunOptions};
use crate::value::{DenseTensor, Scalar, ScalarTy, SparseTensor, Value};

/// How random inputs are made and results compared.
#[derive(Clone, Debug)]
pub struct CheckOptions {
    /// Number of random input sets.
    pub trials: usize,
    /// Seed of the first trial.
    pub seed: u64,
    /// Fraction of non-zero elements in random tensors (sparse and dense).
    pub density: f64,
    /// Probability that a sparse entry is repeated (duplicates, for non-unique levels).
    pub duplicates: f64,
    /// Size used for each dynamic dimension.
    pub dynamic_size: u64,
    /// Largest distance in ULPs between two floats considered equal.
    pub max_ulps: u64,
    /// Interpreter options of every run.
    pub run: RunOptions,
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions {
            trials: 8,
            seed: 1,
            density: 0.3,
            duplicates: 0.0,
            dynamic_size: 5,
            max_ulps: 64,
            run: RunOptions {
                fuel: 100_000_000,
                ..RunOptions::default()
            },
        }
    }
}

/// A small deterministic generator (SplitMix64).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// A uniform float in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
    /// A small random scalar of type `ty` (integers in -9..=9, floats in -4..4 with a
    /// quarter step, so sums are exact when reassociated).
    pub fn scalar(&mut self, ty: ScalarTy) -> Scalar {
        match ty {
            ScalarTy::Float(_) => ty.from_f64(((self.next_u64() % 33) as f64 - 16.0) / 4.0),
            _ => ty.from_i128((self.next_u64() % 19) as i128 - 9),
        }
    }
}

/// A random value of IR type `ty`: scalars, dense tensors, memrefs and sparse tensors
/// (`density` of the elements non-zero; entries repeated with probability `duplicates`).
pub fn random_value(
    ctx: &Context,
    ty: Type,
    rng: &mut Rng,
    opts: &CheckOptions,
) -> Result<Value, String> {
    let unsupported = || {
        format!(
            "cannot make a random {}",
            tile_ir::printer::type_to_string(ctx, ty)
        )
    };
    if let Some(s) = ScalarTy::of(ctx, ty) {
        return Ok(Value::Scalar(rng.scalar(s)));
    }
    let (shape, element, is_memref) = match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, element, .. } => (shape.clone(), *element, false),
        TypeKind::MemRef { shape, element, .. } => (shape.clone(), *element, true),
        _ => return Err(unsupported()),
    };
    let elem = ScalarTy::of(ctx, element).ok_or_else(unsupported)?;
    let dims: Vec<u64> = shape
        .iter()
        .map(|&s| if s < 0 { opts.dynamic_size } else { s as u64 })
        .collect();
    let n: u64 = dims.iter().product();
    let mut data = Vec::with_capacity(n as usize);
    for _ in 0..n {
        data.push(if rng.unit() < opts.density {
            let mut v = rng.scalar(elem);
            while v.is_zero() {
                v = rng.scalar(elem);
            }
            v
        } else {
            elem.zero()
        });
    }
    if is_memref {
        return Ok(Value::MemRef(crate::memory::MemRef::from_data(
            dims, elem, data,
        )));
    }
    if let Some(enc) = tile_dialects::sparse_tensor::get_encoding(ctx, ty) {
        structure_blocks(enc, &dims, &mut data, elem, rng);
        let mut entries = Vec::new();
        for (i, v) in data.iter().enumerate() {
            if v.is_zero() {
                continue;
            }
            let c = tile_dialects::sparse_tensor::storage::delinearize(i as u64, &dims);
            entries.push((c.clone(), *v));
            if rng.unit() < opts.duplicates {
                entries.push((c, rng.scalar(elem)));
            }
        }
        let storage = SparseStorage::from_entries(enc, &dims, &entries, elem.zero())
            .map_err(|e| e.to_string())?;
        return Ok(Value::Sparse(Rc::new(SparseTensor {
            enc: enc.clone(),
            elem,
            storage,
            slice_of: None,
        })));
    }
    Ok(Value::Tensor(Rc::new(DenseTensor {
        shape: dims,
        elem,
        data,
    })))
}

/// The contents of a result as comparable dense data.
fn contents(it: &Interpreter<'_>, op: OpId, v: &Value) -> Result<(Vec<u64>, Vec<Scalar>), String> {
    match v {
        Value::Scalar(s) => Ok((vec![], vec![*s])),
        Value::Str(s) => Err(format!("cannot compare string {s}")),
        Value::Func(s) => Err(format!("cannot compare function @{s}")),
        Value::Specifier(_) => Err("cannot compare storage specifiers".into()),
        other => {
            let t = it
                .as_dense(op, other.clone())
                .map_err(|d| d.message.clone())?;
            Ok((t.shape.clone(), t.data.clone()))
        }
    }
}

/// The distance in units in the last place between two floats of one type.
pub fn ulps(a: f64, b: f64, sem: tile_ir::float::FloatSemantics) -> u64 {
    if a == b || (a.is_nan() && b.is_nan()) {
        return 0;
    }
    if a.is_nan() || b.is_nan() || a.is_infinite() || b.is_infinite() {
        return u64::MAX;
    }
    let key = |x: f64| -> i128 {
        let bits = tile_ir::float::FloatValue::from_f64_rounded(sem, x).bits as i128;
        let sign_bit = 1i128 << (sem_bits(sem) - 1);
        if bits & sign_bit != 0 {
            -(bits & (sign_bit - 1))
        } else {
            bits
        }
    };
    (key(a) - key(b)).unsigned_abs().min(u128::from(u64::MAX)) as u64
}

fn sem_bits(sem: tile_ir::float::FloatSemantics) -> u32 {
    use tile_ir::float::FloatSemantics::*;
    match sem {
        F64 => 64,
        F32 => 32,
        F16 | BF16 => 16,
        _ => 64,
    }
}

/// Compares two results; `Err` describes the first difference.
pub fn compare(
    a: &(Vec<u64>, Vec<Scalar>),
    b: &(Vec<u64>, Vec<Scalar>),
    max_ulps: u64,
) -> Result<(), String> {
    if a.0 != b.0 {
        return Err(format!("shapes differ: {:?} vs {:?}", a.0, b.0));
    }
    for (i, (x, y)) in a.1.iter().zip(&b.1).enumerate() {
        let same = match (x, y) {
            (Scalar::Float(p, sem), Scalar::Float(q, _)) => ulps(*p, *q, *sem) <= max_ulps,
            _ => x.as_apint().bits == y.as_apint().bits,
        };
        if !same {
            return Err(format!("element {i} differs: {x:?} vs {y:?}"));
        }
    }
    Ok(())
}

/// For a `structured[n, m]` level (`d mod m` of dimension `d`), makes every block of `m`
/// elements along `d` hold exactly `n` non-zeros: the format stores `n` coordinates per
/// block, and MLIR's runtime requires full blocks.
fn structure_blocks(
    enc: &tile_dialects::sparse_tensor::encoding::SparseEncoding,
    dims: &[u64],
    data: &mut [Scalar],
    elem: ScalarTy,
    rng: &mut Rng,
) {
    use tile_dialects::sparse_tensor::level_type::LevelFormat;
    let Some(map) = &enc.dim_to_lvl else { return };
    for (l, e) in map.results.iter().enumerate() {
        let Some(lt) = enc.lvl_types.get(l) else {
            continue;
        };
        if lt.format() != LevelFormat::NOutOfM {
            continue;
        }
        let Some((_, lhs, rhs)) = e.as_binary() else {
            continue;
        };
        let (Some(d), Some(m)) = (lhs.as_dim(), rhs.as_constant()) else {
            continue;
        };
        let (n, m) = (u64::from(lt.n()), m.max(1) as u64);
        let Some(&size) = dims.get(d) else { continue };
        let stride: u64 = dims.get(d + 1..).map_or(1, |r| r.iter().product());
        let total = data.len() as u64;
        for base in 0..total {
            let c = (base / stride) % size.max(1);
            if !c.is_multiple_of(m) || c + m > size {
                continue;
            }
            // Choose `n` distinct offsets of the block.
            let mut offsets: Vec<u64> = (0..m).collect();
            for i in 0..m as usize {
                let j = i + (rng.next_u64() % (m - i as u64)) as usize;
                offsets.swap(i, j);
            }
            for (k, &off) in offsets.iter().enumerate() {
                let Some(slot) = data.get_mut((base + off * stride) as usize) else {
                    continue;
                };
                *slot = if (k as u64) < n {
                    let mut v = rng.scalar(elem);
                    while v.is_zero() {
                        v = rng.scalar(elem);
                    }
                    v
                } else {
                    elem.zero()
                };
            }
        }
    }
}

/// Runs `func` of module `before` and of module `after` (both in `ctx`, e.g. a module and
/// its transformed clone) on `opts.trials` random argument sets and compares every result.
/// Returns the number of trials compared.
pub fn check_equivalent(
    ctx: &Context,
    before: OpId,
    after: OpId,
    func: &str,
    opts: &CheckOptions,
) -> Result<usize, String> {
    let mut a = Interpreter::new(ctx, before, opts.run.clone());
    let f = a
        .func(func)
        .ok_or_else(|| format!("no function '{func}' before the transformation"))?;
    let (inputs, _) = FuncOp::cast(ctx, f)
        .ok_or("not a function")?
        .function_type(ctx);
    let inputs = &inputs;
    let inputs = inputs.clone();
    for trial in 0..opts.trials {
        let mut rng = Rng::new(opts.seed.wrapping_add(trial as u64));
        let args: Vec<Value> = inputs
            .iter()
            .map(|&t| random_value(ctx, t, &mut rng, opts))
            .collect::<Result<_, _>>()?;
        // Fresh copies for the second run: memrefs are shared buffers.
        let args2: Vec<Value> = args.iter().map(deep_copy).collect();
        let ra = a.call(func, args).map_err(|d| {
            format!(
                "trial {trial}, before: {}",
                tile_ir::diagnostic::render(ctx, &d)
            )
        })?;
        let mut b = Interpreter::new(ctx, after, opts.run.clone());
        let rb = b.call(func, args2).map_err(|d| {
            format!(
                "trial {trial}, after: {}",
                tile_ir::diagnostic::render(ctx, &d)
            )
        })?;
        if ra.len() != rb.len() {
            return Err(format!("trial {trial}: result counts differ"));
        }
        if a.out != b.out {
            return Err(format!(
                "trial {trial}: printed output differs:\n{}\nvs\n{}",
                a.out, b.out
            ));
        }
        a.out.clear();
        for (k, (x, y)) in ra.iter().zip(&rb).enumerate() {
            let cx = contents(&a, f, x)?;
            let cy = contents(&b, f, y)?;
            compare(&cx, &cy, opts.max_ulps)
                .map_err(|e| format!("trial {trial}, result {k}: {e}"))?;
        }
    }
    Ok(opts.trials)
}

/// A copy of `v` that shares no memref buffer with it.
pub fn deep_copy(v: &Value) -> Value {
    match v {
        Value::MemRef(m) => {
            let data = m.to_vec().unwrap_or_default();
            Value::MemRef(crate::memory::MemRef::from_data(
                m.shape.clone(),
                m.elem,
                data,
            ))
        }
        other => other.clone(),
    }
}
