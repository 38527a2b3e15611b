//! `vector`: the dialect's ops with MLIR's semantics on vectors held as dense tensors
//! (`vector.print` as mlir-runner prints, transfers with padding for masked-off and
//! out-of-bounds lanes and permutation maps with broadcast dimensions, masks, reductions of
//! every combining kind, contractions).

use std::rc::Rc;

use tile_dialects::vector as v;
use tile_ir::affine::AffineMap;
use tile_ir::types::DYNAMIC;
use tile_ir::{OpId, Type, TypeKind};

use super::{Frame, Interpreter, R};
use crate::memory::MemRef;
use crate::value::{DenseTensor, Scalar, ScalarTy, Value};

/// Executes `vector.*` op `name`; `None` when unsupported.
pub(super) fn exec(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    name: &str,
) -> R<Option<Vec<Value>>> {
    let ctx = it.ctx;
    let one = |v: Value| Ok(Some(vec![v]));
    match name {
        "vector.print" => print(it, f, op).map(|()| Some(vec![])),
        "vector.broadcast" => {
            let x = v::BroadcastOp::cast(ctx, op).ok_or_else(|| bad(it, op))?;
            let src = it.get(f, op, x.source(ctx))?;
            one(broadcast(it, op, src, x.vector(ctx))?)
        }
        "vector.extract" => {
            let x = v::ExtractOp::cast(ctx, op).ok_or_else(|| bad(it, op))?;
            let src = vec_of(it, f, op, x.source(ctx))?;
            let pos = positions(it, f, op, &x.static_position(ctx), x.dynamic_position(ctx))?;
            let (start, shape) = sub_block(it, op, &src.shape, &pos)?;
            let n = shape.iter().product::<u64>() as usize;
            let data = src.data.get(start..start + n).unwrap_or(&[]).to_vec();
            if pos.len() == src.shape.len() {
                let s = data.first().copied().ok_or_else(|| bad(it, op))?;
                return one(Value::Scalar(s));
            }
            one(tensor(shape, src.elem, data))
        }
        "vector.insert" => {
            let x = v::InsertOp::cast(ctx, op).ok_or_else(|| bad(it, op))?;
            let dst = vec_of(it, f, op, x.dest(ctx))?;
            let pos = positions(it, f, op, &x.static_position(ctx), x.dynamic_position(ctx))?;
            let (start, shape) = sub_block(it, op, &dst.shape, &pos)?;
            let vals = match it.get(f, op, x.valueToStore(ctx))? {
                Value::Scalar(s) => vec![s],
                Value::Tensor(t) => t.data.clone(),
                other => return Err(it.err(op, format!("cannot insert a {}", other.kind_name()))),
            };
            let mut out = (*dst).clone();
            let n = shape.iter().product::<u64>() as usize;
            if let Some(slot) = out.data.get_mut(start..start + n) {
                slot.copy_from_slice(vals.get(..n).ok_or_else(|| bad(it, op))?);
            }
            one(Value::Tensor(Rc::new(out)))
        }
        "vector.extract_strided_slice" => {
            let x = v::ExtractStridedSliceOp::cast(ctx, op).ok_or_else(|| bad(it, op))?;
            let src = vec_of(it, f, op, x.source(ctx))?;
            let rshape = result_shape(it, op)?;
            let offsets = x.offsets(ctx);
            let data = gather_block(&src, &offsets, &rshape);
            one(tensor(rshape, src.elem, data))
        }
        "vector.insert_strided_slice" => {
            let x = v::InsertStridedSliceOp::cast(ctx, op).ok_or_else(|| bad(it, op))?;
            let src = vec_of(it, f, op, x.valueToStore(ctx))?;
            let dst = vec_of(it, f, op, x.dest(ctx))?;
            let offsets = x.offsets(ctx);
            let mut out = (*dst).clone();
            let lead = out.shape.len() - src.shape.len().min(out.shape.len());
            for (k, idx) in indices_of(&src.shape).enumerate() {
                let at: Vec<u64> = (0..out.shape.len())
                    .map(|d| {
                        let o = offsets.get(d).copied().unwrap_or(0) as u64;
                        if d < lead {
                            o
                        } else {
                            o + idx.get(d - lead).copied().unwrap_or(0)
                        }
                    })
                    .collect();
                if let (Some(l), Some(&s)) = (out.linear(&at), src.data.get(k))
                    && let Some(slot) = out.data.get_mut(l)
                {
                    *slot = s;
                }
            }
            one(Value::Tensor(Rc::new(out)))
        }
        "vector.shape_cast" => {
            let src = vec_operand(it, f, op, 0)?;
            let shape = result_shape(it, op)?;
            one(tensor(shape, src.elem, src.data.clone()))
        }
        "vector.bitcast" => one(bitcast(it, f, op)?),
        "vector.transpose" => {
            let x = v::TransposeOp::cast(ctx, op).ok_or_else(|| bad(it, op))?;
            let src = vec_of(it, f, op, x.vector(ctx))?;
            let perm = x.permutation(ctx);
            let rshape = result_shape(it, op)?;
            let mut data = Vec::with_capacity(src.data.len());
            for idx in indices_of(&rshape) {
                let mut s = vec![0u64; idx.len()];
                for (i, &p) in perm.iter().enumerate() {
                    if let (Some(slot), Some(&x)) = (s.get_mut(p as usize), idx.get(i)) {
                        *slot = x;
                    }
                }
                data.push(at(it, op, &src, &s)?);
            }
            one(tensor(rshape, src.elem, data))
        }
        "vector.from_elements" => {
            let shape = result_shape(it, op)?;
            let elem = it.elem_ty(op, it.result_ty(op, 0)?)?;
            let n = ctx.op(op).operands.len();
            let data = (0..n).map(|i| it.scalar(f, op, i)).collect::<R<Vec<_>>>()?;
            one(tensor(shape, elem, data))
        }
        "vector.to_elements" => {
            let src = vec_operand(it, f, op, 0)?;
            Ok(Some(src.data.iter().map(|&s| Value::Scalar(s)).collect()))
        }
        "vector.interleave" => {
            let (a, b) = (vec_operand(it, f, op, 0)?, vec_operand(it, f, op, 1)?);
            let inner = a.shape.last().copied().unwrap_or(1) as usize;
            let mut data = Vec::with_capacity(a.data.len() * 2);
            for (ra, rb) in a.data.chunks(inner.max(1)).zip(b.data.chunks(inner.max(1))) {
                for (&x, &y) in ra.iter().zip(rb) {
                    data.push(x);
                    data.push(y);
                }
            }
            one(tensor(result_shape(it, op)?, a.elem, data))
        }
        "vector.deinterleave" => {
            let src = vec_operand(it, f, op, 0)?;
            let inner = src.shape.last().copied().unwrap_or(1) as usize;
            let (mut even, mut odd) = (Vec::new(), Vec::new());
            for row in src.data.chunks(inner.max(1)) {
                for (i, &x) in row.iter().enumerate() {
                    if i % 2 == 0 {
                        even.push(x)
                    } else {
                        odd.push(x)
                    }
                }
            }
            let shape = result_shape(it, op)?;
            Ok(Some(vec![
                tensor(shape.clone(), src.elem, even),
                tensor(shape, src.elem, odd),
            ]))
        }
        // Scalable vectors run at their base size.
        "vector.vscale" => one(Value::Scalar(Scalar::Index(1))),
        "vector.step" => {
            let shape = result_shape(it, op)?;
            let n = shape.first().copied().unwrap_or(0) as i64;
            let data = (0..n).map(Scalar::Index).collect();
            one(tensor(shape, ScalarTy::Index, data))
        }
        "vector.constant_mask" => {
            let x = v::ConstantMaskOp::cast(ctx, op).ok_or_else(|| bad(it, op))?;
            one(mask(result_shape(it, op)?, &x.mask_dim_sizes(ctx)))
        }
        "vector.create_mask" => {
            let n = ctx.op(op).operands.len();
            let bounds = it.indices(f, op, 0..n)?;
            one(mask(result_shape(it, op)?, &bounds))
        }
        "vector.reduction" => one(reduction(it, f, op, None)?),
        "vector.multi_reduction" => one(multi_reduction(it, f, op, None)?),
        "vector.mask" => masked(it, f, op).map(Some),
        "vector.scan" => scan(it, f, op).map(Some),
        "vector.shuffle" => {
            let x = v::ShuffleOp::cast(ctx, op).ok_or_else(|| bad(it, op))?;
            let (a, b) = (vec_of(it, f, op, x.v1(ctx))?, vec_of(it, f, op, x.v2(ctx))?);
            let rows = |t: &DenseTensor| t.shape.first().copied().unwrap_or(1) as usize;
            let width = a.shape.iter().skip(1).product::<u64>() as usize;
            let mut data = Vec::new();
            for m in x.mask(ctx) {
                let m = usize::try_from(m).map_err(|_| it.err(op, "picks a poison row (-1)"))?;
                let (t, r) = if m < rows(&a) {
                    (&a, m)
                } else {
                    (&b, m - rows(&a))
                };
                let row = t
                    .data
                    .get(r * width..(r + 1) * width)
                    .ok_or_else(|| bad(it, op))?;
                data.extend_from_slice(row);
            }
            one(tensor(result_shape(it, op)?, a.elem, data))
        }
        "vector.fma" => {
            let (a, b, c) = (
                vec_operand(it, f, op, 0)?,
                vec_operand(it, f, op, 1)?,
                vec_operand(it, f, op, 2)?,
            );
            let data = a
                .data
                .iter()
                .zip(&b.data)
                .zip(&c.data)
                .map(|((x, y), z)| match x {
                    Scalar::Float(_, sem) => {
                        Scalar::float(x.as_f64().mul_add(y.as_f64(), z.as_f64()), *sem)
                    }
                    _ => *z,
                })
                .collect();
            one(tensor(a.shape.clone(), a.elem, data))
        }
        "vector.contract" => one(contract(it, f, op)?),
        "vector.outerproduct" => one(outer_product(it, f, op)?),
        "vector.load" | "vector.maskedload" => {
            let m = it.memref(f, op, 0)?;
            let rank = m.shape.len();
            let base = it.indices(f, op, 1..1 + rank)?;
            let shape = result_shape(it, op)?;
            let (mk, pass) = if name == "vector.maskedload" {
                (
                    Some(vec_operand(it, f, op, 1 + rank)?),
                    Some(vec_operand(it, f, op, 2 + rank)?),
                )
            } else {
                (None, None)
            };
            let mut data = Vec::new();
            for (k, idx) in indices_of(&shape).enumerate() {
                let on = mk.as_ref().is_none_or(|m| lane_on(m, k));
                if !on {
                    data.push(
                        pass.as_ref()
                            .and_then(|p| p.data.get(k).copied())
                            .ok_or_else(|| bad(it, op))?,
                    );
                    continue;
                }
                let addr = lane_address(&base, &idx);
                data.push(m.load(&addr).map_err(|e| it.err(op, e))?);
            }
            one(tensor(shape, m.elem, data))
        }
        "vector.store" | "vector.maskedstore" => {
            let masked = name == "vector.maskedstore";
            let (vi, mi) = if masked {
                (ctx.op(op).operands.len() - 1, 0)
            } else {
                (0, 1)
            };
            let m = it.memref(f, op, mi)?;
            let rank = m.shape.len();
            let base = it.indices(f, op, mi + 1..mi + 1 + rank)?;
            let val = vec_operand(it, f, op, vi)?;
            let mk = if masked {
                Some(vec_operand(it, f, op, mi + 1 + rank)?)
            } else {
                None
            };
            for (k, idx) in indices_of(&val.shape).enumerate() {
                if mk.as_ref().is_some_and(|m| !lane_on(m, k)) {
                    continue;
                }
                let s = val.data.get(k).copied().ok_or_else(|| bad(it, op))?;
                m.store(&lane_address(&base, &idx), s)
                    .map_err(|e| it.err(op, e))?;
            }
            Ok(Some(vec![]))
        }
        "vector.expandload" | "vector.compressstore" => {
            let load = name == "vector.expandload";
            let m = it.memref(f, op, 0)?;
            let rank = m.shape.len();
            let mut addr = it.indices(f, op, 1..1 + rank)?;
            let mk = vec_operand(it, f, op, 1 + rank)?;
            let other = vec_operand(it, f, op, 2 + rank)?;
            let mut data = other.data.clone();
            for (k, slot) in data.iter_mut().enumerate() {
                if !lane_on(&mk, k) {
                    continue;
                }
                if load {
                    *slot = m.load(&addr).map_err(|e| it.err(op, e))?;
                } else {
                    m.store(&addr, *slot).map_err(|e| it.err(op, e))?;
                }
                // Enabled lanes use consecutive elements.
                if let Some(last) = addr.last_mut() {
                    *last += 1;
                }
            }
            if load {
                one(tensor(other.shape.clone(), other.elem, data))
            } else {
                Ok(Some(vec![]))
            }
        }
        "vector.gather" | "vector.scatter" => gather_scatter(it, f, op, name == "vector.gather"),
        "vector.transfer_read" => one(transfer_read(it, f, op, None)?),
        "vector.transfer_write" => transfer_write(it, f, op, None).map(Some),
        "vector.type_cast" => one(super::memref_ext::type_cast(it, f, op)?),
        _ => Ok(None),
    }
}

fn bad(it: &Interpreter<'_>, op: OpId) -> tile_ir::Diagnostic {
    it.err(op, "does not fit its declaration (internal error)")
}

fn tensor(shape: Vec<u64>, elem: ScalarTy, data: Vec<Scalar>) -> Value {
    Value::Tensor(Rc::new(DenseTensor { shape, elem, data }))
}

/// The value `v` as a vector (a dense tensor).
fn vec_of(it: &Interpreter<'_>, f: &Frame, op: OpId, v: tile_ir::Value) -> R<Rc<DenseTensor>> {
    match it.get(f, op, v)? {
        Value::Tensor(t) => Ok(t),
        other => Err(it.err(
            op,
            format!("expected a vector, got a {}", other.kind_name()),
        )),
    }
}

fn vec_operand(it: &Interpreter<'_>, f: &Frame, op: OpId, i: usize) -> R<Rc<DenseTensor>> {
    let v = *it.ctx.op(op).operands.get(i).ok_or_else(|| bad(it, op))?;
    vec_of(it, f, op, v)
}

fn scalar_of(it: &Interpreter<'_>, f: &Frame, op: OpId, v: tile_ir::Value) -> R<Scalar> {
    match it.get(f, op, v)? {
        Value::Scalar(s) => Ok(s),
        other => Err(it.err(
            op,
            format!("expected a scalar, got a {}", other.kind_name()),
        )),
    }
}

/// The static shape of result 0.
fn result_shape(it: &Interpreter<'_>, op: OpId) -> R<Vec<u64>> {
    it.result_shape(op, 0, &[])
}

/// Every index of `shape` in row-major order.
pub(super) fn indices_of(shape: &[u64]) -> impl Iterator<Item = Vec<u64>> + '_ {
    let n: u64 = shape.iter().product();
    (0..n).map(move |mut k| {
        let mut idx = vec![0u64; shape.len()];
        for (slot, &d) in idx.iter_mut().zip(shape).rev() {
            *slot = k % d.max(1);
            k /= d.max(1);
        }
        idx
    })
}

fn at(it: &Interpreter<'_>, op: OpId, t: &DenseTensor, idx: &[u64]) -> R<Scalar> {
    t.linear(idx)
        .and_then(|l| t.data.get(l).copied())
        .ok_or_else(|| {
            it.err(
                op,
                format!("index {idx:?} is out of bounds of {:?}", t.shape),
            )
        })
}

/// The elements of the block of `shape` at `offsets` in `t`.
fn gather_block(t: &DenseTensor, offsets: &[i64], shape: &[u64]) -> Vec<Scalar> {
    indices_of(shape)
        .filter_map(|idx| {
            let src: Vec<u64> = idx
                .iter()
                .enumerate()
                .map(|(d, &i)| i + offsets.get(d).copied().unwrap_or(0) as u64)
                .collect();
            t.linear(&src).and_then(|l| t.data.get(l).copied())
        })
        .collect()
}

/// Static positions with the dynamic ones read from `dynamic`.
fn positions(
    it: &Interpreter<'_>,
    f: &Frame,
    op: OpId,
    statics: &[i64],
    dynamic: &[tile_ir::Value],
) -> R<Vec<i64>> {
    let mut dyn_iter = dynamic.iter();
    statics
        .iter()
        .map(|&p| {
            if p == DYNAMIC {
                let v = dyn_iter.next().ok_or_else(|| bad(it, op))?;
                Ok(scalar_of(it, f, op, *v)?.as_i128() as i64)
            } else {
                Ok(p)
            }
        })
        .collect()
}

/// The start (row-major) and shape of the sub-vector at position `pos`.
fn sub_block(it: &Interpreter<'_>, op: OpId, shape: &[u64], pos: &[i64]) -> R<(usize, Vec<u64>)> {
    let inner = shape.get(pos.len()..).unwrap_or(&[]).to_vec();
    let mut idx = vec![0u64; shape.len()];
    for (d, (&p, &n)) in pos.iter().zip(shape).enumerate() {
        if p < 0 || p as u64 >= n {
            return Err(it.err(
                op,
                format!("position {p} is out of bounds for dimension {d} of size {n} (poison)"),
            ));
        }
        if let Some(slot) = idx.get_mut(d) {
            *slot = p as u64;
        }
    }
    let start = tile_dialects::sparse_tensor::storage::linearize(&idx, shape).unwrap_or(0) as usize;
    Ok((start, inner))
}

/// A mask of `shape` whose lanes below `bounds` in every dimension are set.
fn mask(shape: Vec<u64>, bounds: &[i64]) -> Value {
    let data = if shape.is_empty() {
        // A 0-d mask has one bound: set when it is positive.
        vec![Scalar::bool(bounds.first().is_some_and(|&b| b > 0))]
    } else {
        indices_of(&shape)
            .map(|idx| Scalar::bool(idx.iter().zip(bounds).all(|(&i, &b)| (i as i64) < b)))
            .collect()
    };
    let elem = ScalarTy::Int {
        width: 1,
        unsigned: false,
    };
    tensor(shape, elem, data)
}

fn lane_on(mask: &DenseTensor, k: usize) -> bool {
    mask.data.get(k).is_some_and(|s| !s.is_zero())
}

/// `base` with the lane index `idx` added to its trailing dimensions.
fn lane_address(base: &[i64], idx: &[u64]) -> Vec<i64> {
    let lead = base.len().saturating_sub(idx.len());
    base.iter()
        .enumerate()
        .map(|(d, &b)| {
            if d < lead {
                b
            } else {
                b + idx.get(d - lead).copied().unwrap_or(0) as i64
            }
        })
        .collect()
}

/// Broadcasts a scalar or vector to the result type of `res` (trailing dimensions aligned,
/// size-1 dimensions stretched).
fn broadcast(it: &Interpreter<'_>, op: OpId, src: Value, res: tile_ir::Value) -> R<Value> {
    let rty = it.ctx.value_type(res);
    let shape = it.result_shape(op, 0, &[])?;
    let elem = it.elem_ty(op, rty)?;
    let t = match src {
        Value::Scalar(s) => {
            return Ok(tensor(
                shape.clone(),
                elem,
                vec![s; shape.iter().product::<u64>() as usize],
            ));
        }
        Value::Tensor(t) => t,
        other => return Err(it.err(op, format!("cannot broadcast a {}", other.kind_name()))),
    };
    let lead = shape.len().saturating_sub(t.shape.len());
    let mut data = Vec::new();
    for idx in indices_of(&shape) {
        let s: Vec<u64> = t
            .shape
            .iter()
            .enumerate()
            .map(|(d, &n)| {
                if n == 1 {
                    0
                } else {
                    idx.get(lead + d).copied().unwrap_or(0)
                }
            })
            .collect();
        data.push(at(it, op, &t, &s)?);
    }
    Ok(tensor(shape, elem, data))
}

/// Combines two values with a `#vector.kind` (MLIR's `CombiningKind`).
pub(crate) fn combine(kind: &str, a: Scalar, b: Scalar) -> Option<Scalar> {
    let wrap = |v: i128| match a {
        Scalar::Index(_) => Scalar::Index(v as i64),
        Scalar::Int(x) => Scalar::int(v, x.width),
        Scalar::Float(_, sem) => Scalar::float(v as f64, sem),
        Scalar::Complex(c) => Scalar::Complex(crate::value::Complex::new(v as f64, 0.0, c.sem)),
    };
    if let (Scalar::Float(x, sem), Scalar::Float(y, _)) = (a, b) {
        let r = match kind {
            "add" => x + y,
            "mul" => x * y,
            "minnumf" => x.min(y),
            "maxnumf" => x.max(y),
            "minimumf" | "maximumf" => {
                if x.is_nan() || y.is_nan() {
                    f64::NAN
                } else if kind == "minimumf" {
                    if x < y || (x == y && x.is_sign_negative()) {
                        x
                    } else {
                        y
                    }
                } else if x > y || (x == y && x.is_sign_positive()) {
                    x
                } else {
                    y
                }
            }
            _ => return None,
        };
        return Some(Scalar::float(r, sem));
    }
    let (x, y) = (a.as_i128(), b.as_i128());
    let (ux, uy) = (a.as_apint().bits, b.as_apint().bits);
    Some(match kind {
        "add" => wrap(x.wrapping_add(y)),
        "mul" => wrap(x.wrapping_mul(y)),
        "minsi" => wrap(x.min(y)),
        "maxsi" => wrap(x.max(y)),
        "minui" => {
            if ux <= uy {
                a
            } else {
                b
            }
        }
        "maxui" => {
            if ux >= uy {
                a
            } else {
                b
            }
        }
        "and" => wrap((ux & uy) as i128),
        "or" => wrap((ux | uy) as i128),
        "xor" => wrap((ux ^ uy) as i128),
        _ => return None,
    })
}

/// The product of two elements (the contraction's multiply).
fn multiply(a: Scalar, b: Scalar) -> Option<Scalar> {
    combine("mul", a, b)
}

fn contract(it: &Interpreter<'_>, f: &Frame, op: OpId) -> R<Value> {
    let ctx = it.ctx;
    let x = v::ContractionOp::cast(ctx, op).ok_or_else(|| bad(it, op))?;
    let maps: Vec<AffineMap> = x
        .indexing_maps(ctx)
        .iter()
        .filter_map(|&a| match ctx.attr_kind(a) {
            tile_ir::AttrKind::AffineMap(m) => Some(m.clone()),
            _ => None,
        })
        .collect();
    let [lm, rm, am] = maps.as_slice() else {
        return Err(bad(it, op));
    };
    let lhs = vec_of(it, f, op, x.lhs(ctx))?;
    let rhs = vec_of(it, f, op, x.rhs(ctx))?;
    let acc_v = it.get(f, op, x.acc(ctx))?;
    let mut acc = match &acc_v {
        Value::Scalar(s) => DenseTensor {
            shape: vec![],
            elem: s.ty(),
            data: vec![*s],
        },
        Value::Tensor(t) => (**t).clone(),
        other => return Err(it.err(op, format!("cannot contract into a {}", other.kind_name()))),
    };
    // The iteration space: each loop's size from the operand dimension it indexes.
    let n = lm.num_dims;
    let mut sizes = vec![1u64; n];
    for (m, shape) in [(lm, &lhs.shape), (rm, &rhs.shape), (am, &acc.shape)] {
        for (r, &d) in m.results.iter().zip(shape.iter()) {
            if let Some(slot) = r.as_dim().and_then(|i| sizes.get_mut(i)) {
                *slot = d;
            }
        }
    }
    let points = sizes.iter().try_fold(1u64, |acc, &d| acc.checked_mul(d));
    if points.is_none_or(|p| p > super::MAX_ELEMENTS) {
        return Err(it.err(
            op,
            format!(
                "iteration space {sizes:?} has more than {} points",
                super::MAX_ELEMENTS
            ),
        ));
    }
    let kind = x.kind(ctx);
    let project = |m: &AffineMap, pt: &[u64]| -> Vec<u64> {
        m.results
            .iter()
            .map(|r| r.as_dim().and_then(|i| pt.get(i).copied()).unwrap_or(0))
            .collect()
    };
    for pt in indices_of(&sizes) {
        let a = at(it, op, &lhs, &project(lm, &pt))?;
        let b = at(it, op, &rhs, &project(rm, &pt))?;
        let p = multiply(a, b).ok_or_else(|| bad(it, op))?;
        let l = acc.linear(&project(am, &pt)).ok_or_else(|| bad(it, op))?;
        let slot = acc.data.get_mut(l).ok_or_else(|| bad(it, op))?;
        *slot = combine(kind, *slot, p).ok_or_else(|| bad(it, op))?;
    }
    Ok(match acc_v {
        Value::Scalar(_) => Value::Scalar(acc.data.first().copied().ok_or_else(|| bad(it, op))?),
        _ => Value::Tensor(Rc::new(acc)),
    })
}

/// `lhs[i] * rhs[j]` (or `lhs[i] * rhs` for a scalar `rhs`) combined into the accumulator;
/// `add` on floats is fused, as MLIR lowers it to `vector.fma`.
fn outer_product(it: &Interpreter<'_>, f: &Frame, op: OpId) -> R<Value> {
    let ctx = it.ctx;
    let x = v::OuterProductOp::cast(ctx, op).ok_or_else(|| bad(it, op))?;
    let lhs = vec_of(it, f, op, x.lhs(ctx))?;
    let rhs: Vec<Scalar> = match it.get(f, op, x.rhs(ctx))? {
        Value::Scalar(s) => vec![s],
        Value::Tensor(t) => t.data.clone(),
        other => return Err(it.err(op, format!("cannot multiply a {}", other.kind_name()))),
    };
    let acc = match x.acc(ctx) {
        Some(a) => Some(vec_of(it, f, op, a)?),
        None => None,
    };
    let kind = x.kind(ctx);
    let mut data = Vec::with_capacity(lhs.data.len() * rhs.len());
    for &a in &lhs.data {
        for &b in &rhs {
            let k = data.len();
            let prev = acc.as_ref().and_then(|t| t.data.get(k).copied());
            let r = match (prev, a, b) {
                (None, _, _) => multiply(a, b),
                (Some(c @ Scalar::Float(_, sem)), Scalar::Float(x, _), Scalar::Float(y, _))
                    if kind == "add" =>
                {
                    Some(Scalar::float(x.mul_add(y, c.as_f64()), sem))
                }
                (Some(c), _, _) => multiply(a, b).and_then(|p| combine(kind, c, p)),
            };
            data.push(r.ok_or_else(|| bad(it, op))?);
        }
    }
    Ok(tensor(result_shape(it, op)?, lhs.elem, data))
}

/// `vector.reduction`; lanes off in `outer` (a `vector.mask`) take no part.
fn reduction(it: &Interpreter<'_>, f: &Frame, op: OpId, outer: Option<&DenseTensor>) -> R<Value> {
    let ctx = it.ctx;
    let x = v::ReductionOp::cast(ctx, op).ok_or_else(|| bad(it, op))?;
    let src = vec_of(it, f, op, x.vector(ctx))?;
    let kind = x.kind(ctx);
    let mut acc = match x.acc(ctx) {
        Some(a) => Some(scalar_of(it, f, op, a)?),
        // A masked reduction starts from the kind's neutral value, as MLIR lowers it.
        None if outer.is_some() => Some(neutral(kind, src.elem).ok_or_else(|| bad(it, op))?),
        None => None,
    };
    for (k, &s) in src.data.iter().enumerate() {
        if outer.is_some_and(|m| !lane_on(m, k)) {
            continue;
        }
        acc = Some(match acc {
            None => s,
            Some(a) => combine(kind, a, s).ok_or_else(|| bad(it, op))?,
        });
    }
    let r = acc.ok_or_else(|| it.err(op, "reduces an empty vector"))?;
    Ok(Value::Scalar(r))
}

/// The value `combine(kind, neutral, x) == x` for every `x` of type `ty`.
fn neutral(kind: &str, ty: ScalarTy) -> Option<Scalar> {
    let (min, max) = match ty {
        ScalarTy::Int { width, .. } => {
            let half = 1i128 << (width.max(1) - 1);
            (-half, half - 1)
        }
        ScalarTy::Index => (i128::from(i64::MIN), i128::from(i64::MAX)),
        ScalarTy::Float(_) | ScalarTy::Complex(_) => (0, 0),
    };
    Some(match (kind, ty) {
        ("add" | "or" | "xor" | "maxui", _) => ty.from_i128(0),
        ("mul", _) => ty.from_i128(1),
        ("and" | "minui", _) => ty.from_i128(-1),
        ("minsi", _) => ty.from_i128(max),
        ("maxsi", _) => ty.from_i128(min),
        ("minnumf" | "minimumf", ScalarTy::Float(sem)) => Scalar::float(f64::INFINITY, sem),
        ("maxnumf" | "maximumf", ScalarTy::Float(sem)) => Scalar::float(f64::NEG_INFINITY, sem),
        _ => return None,
    })
}

/// `vector.multi_reduction`; lanes off in `outer` (a `vector.mask`) take no part.
fn multi_reduction(
    it: &Interpreter<'_>,
    f: &Frame,
    op: OpId,
    outer: Option<&DenseTensor>,
) -> R<Value> {
    let ctx = it.ctx;
    let x = v::MultiDimReductionOp::cast(ctx, op).ok_or_else(|| bad(it, op))?;
    let src = vec_of(it, f, op, x.source(ctx))?;
    let dims = x.reduction_dims(ctx);
    let kind = x.kind(ctx);
    let acc_v = it.get(f, op, x.acc(ctx))?;
    let mut acc = match &acc_v {
        Value::Scalar(s) => DenseTensor {
            shape: vec![],
            elem: s.ty(),
            data: vec![*s],
        },
        Value::Tensor(t) => (**t).clone(),
        other => {
            return Err(it.err(op, format!("cannot reduce into a {}", other.kind_name())));
        }
    };
    for (k, idx) in indices_of(&src.shape).enumerate() {
        if outer.is_some_and(|m| !lane_on(m, k)) {
            continue;
        }
        let kept: Vec<u64> = idx
            .iter()
            .enumerate()
            .filter(|(d, _)| !dims.contains(&(*d as i64)))
            .map(|(_, &i)| i)
            .collect();
        let l = acc.linear(&kept).ok_or_else(|| bad(it, op))?;
        let s = src.data.get(k).copied().ok_or_else(|| bad(it, op))?;
        let slot = acc.data.get_mut(l).ok_or_else(|| bad(it, op))?;
        *slot = combine(kind, *slot, s).ok_or_else(|| bad(it, op))?;
    }
    Ok(match acc_v {
        Value::Scalar(_) => Value::Scalar(acc.data.first().copied().ok_or_else(|| bad(it, op))?),
        _ => Value::Tensor(Rc::new(acc)),
    })
}

/// `vector.scan`: running combinations along `reduction_dim`. An inclusive scan starts from
/// the first element, an exclusive one shows the value before each element (the initial
/// value first); the accumulated value is the last one shown, as MLIR lowers the op.
fn scan(it: &Interpreter<'_>, f: &Frame, op: OpId) -> R<Vec<Value>> {
    let ctx = it.ctx;
    let x = v::ScanOp::cast(ctx, op).ok_or_else(|| bad(it, op))?;
    let src = vec_of(it, f, op, x.source(ctx))?;
    let init = vec_of(it, f, op, x.initial_value(ctx))?;
    let dim = usize::try_from(x.reduction_dim(ctx)).map_err(|_| bad(it, op))?;
    let (kind, inclusive) = (x.kind(ctx), x.inclusive(ctx));
    let mut dest = src.data.clone();
    let mut running = (*init).clone();
    let mut shown = (*init).clone();
    for (k, idx) in indices_of(&src.shape).enumerate() {
        let line: Vec<u64> = idx
            .iter()
            .enumerate()
            .filter(|&(d, _)| d != dim)
            .map(|(_, &i)| i)
            .collect();
        let l = running.linear(&line).ok_or_else(|| bad(it, op))?;
        let run = running.data.get_mut(l).ok_or_else(|| bad(it, op))?;
        let s = src.data.get(k).copied().ok_or_else(|| bad(it, op))?;
        let first = idx.get(dim) == Some(&0);
        let next = if first && inclusive {
            s
        } else {
            combine(kind, *run, s).ok_or_else(|| bad(it, op))?
        };
        let out = if inclusive { next } else { *run };
        *run = next;
        *dest.get_mut(k).ok_or_else(|| bad(it, op))? = out;
        *shown.data.get_mut(l).ok_or_else(|| bad(it, op))? = out;
    }
    Ok(vec![
        tensor(src.shape.clone(), src.elem, dest),
        Value::Tensor(Rc::new(shown)),
    ])
}

/// `vector.mask`: runs the masked op with the mask (lanes off read the padding or the
/// passthru, write nothing, or take no part in a reduction).
fn masked(it: &Interpreter<'_>, f: &mut Frame, op: OpId) -> R<Vec<Value>> {
    let ctx = it.ctx;
    let x = v::MaskOp::cast(ctx, op).ok_or_else(|| bad(it, op))?;
    let mask = vec_of(it, f, op, x.mask(ctx))?;
    let ops = ctx
        .op(op)
        .regions()
        .first()
        .and_then(|&r| ctx.region(r).blocks.first())
        .map(|&b| ctx.block(b).ops.clone())
        .unwrap_or_default();
    let (Some(&inner), Some(&term)) = (ops.first(), ops.last()) else {
        return Err(bad(it, op));
    };
    if inner == term {
        // An empty mask yields its operands.
        let vals = &ctx.op(term).operands;
        return vals.iter().map(|&v| it.get(f, op, v)).collect();
    }
    let m = Some(&*mask);
    let mut results = match ctx.op_name_of(inner) {
        "vector.transfer_read" => vec![transfer_read(it, f, inner, m)?],
        "vector.transfer_write" => transfer_write(it, f, inner, m)?,
        "vector.reduction" => vec![reduction(it, f, inner, m)?],
        "vector.multi_reduction" => vec![multi_reduction(it, f, inner, m)?],
        other => {
            return Err(it.err(
                op,
                format!("masking '{other}' is not supported by the interpreter"),
            ));
        }
    };
    if let (Some(pt), Some(Value::Tensor(r))) = (x.passthru(ctx), results.first_mut()) {
        let pass = vec_of(it, f, op, pt)?;
        if pass.shape == mask.shape {
            let t = Rc::make_mut(r);
            for (k, slot) in t.data.iter_mut().enumerate() {
                if !lane_on(&mask, k) {
                    *slot = pass.data.get(k).copied().ok_or_else(|| bad(it, op))?;
                }
            }
        }
    }
    for (&r, v) in ctx.op(inner).results.iter().zip(&results) {
        f.insert(r, v.clone());
    }
    Ok(results)
}

fn bitcast(it: &Interpreter<'_>, f: &Frame, op: OpId) -> R<Value> {
    let src = vec_operand(it, f, op, 0)?;
    let rty = it.elem_ty(op, it.result_ty(op, 0)?)?;
    let shape = result_shape(it, op)?;
    let (sw, rw) = (ScalarTy::bit_width(src.elem), ScalarTy::bit_width(rty));
    // Little-endian lanes, as LLVM's bitcast on x86.
    let mut bits: Vec<bool> = Vec::with_capacity(src.data.len() * sw as usize);
    for &s in &src.data {
        let b = Scalar::bits(s);
        bits.extend((0..sw).map(|i| (b >> i) & 1 == 1));
    }
    let data = bits
        .chunks(rw.max(1) as usize)
        .map(|c| {
            let b = c
                .iter()
                .rev()
                .fold(0u128, |acc, &x| (acc << 1) | u128::from(x));
            rty.from_bits(b).ok_or_else(|| bad(it, op))
        })
        .collect::<R<Vec<_>>>()?;
    Ok(tensor(shape, rty, data))
}

/// `vector.gather` / `vector.scatter` on a memref or a tensor (scattering into a tensor
/// gives a new tensor).
fn gather_scatter(
    it: &mut Interpreter<'_>,
    f: &Frame,
    op: OpId,
    gather: bool,
) -> R<Option<Vec<Value>>> {
    let base_v = it.operand(f, op, 0)?;
    let on_tensor = matches!(base_v, Value::Tensor(_));
    let m = transfer_source(it, op, base_v)?;
    let rank = m.shape.len();
    let base = it.indices(f, op, 1..1 + rank)?;
    let idx = vec_operand(it, f, op, 1 + rank)?;
    let mk = vec_operand(it, f, op, 2 + rank)?;
    let other = vec_operand(it, f, op, 3 + rank)?;
    let mut data = other.data.clone();
    for (k, slot) in data.iter_mut().enumerate() {
        if !lane_on(&mk, k) {
            continue;
        }
        let off = idx.data.get(k).map_or(0, |s| s.as_i128() as i64);
        let at = lane_position(&m, &base, off).map_err(|e| it.err(op, e))?;
        if gather {
            *slot = m.element_at(at).map_err(|e| it.err(op, e))?;
        } else {
            m.set_element_at(at, *slot).map_err(|e| it.err(op, e))?;
        }
    }
    if gather {
        Ok(Some(vec![tensor(other.shape.clone(), other.elem, data)]))
    } else if on_tensor {
        let data = m.to_vec().map_err(|e| it.err(op, e))?;
        Ok(Some(vec![tensor(m.shape.clone(), m.elem, data)]))
    } else {
        Ok(Some(vec![]))
    }
}

/// The buffer position a gather/scatter lane touches: `off` elements along the innermost
/// dimension from `base`, past its end into the following rows as MLIR's lowering (an
/// address offset from the base element) computes.
fn lane_position(m: &MemRef, base: &[i64], off: i64) -> Result<usize, String> {
    m.index_of(base)?;
    let mut addr = base.to_vec();
    if let Some(last) = addr.last_mut() {
        *last += off;
    }
    m.address_of(&addr)
}

/// The source of a transfer: a memref, or a tensor read as a fresh memref.
fn transfer_source(it: &Interpreter<'_>, op: OpId, v: Value) -> R<MemRef> {
    match v {
        Value::MemRef(m) => Ok(m),
        Value::Tensor(t) => Ok(MemRef::from_data(t.shape.clone(), t.elem, t.data.clone())),
        other => Err(it.err(op, format!("cannot transfer from a {}", other.kind_name()))),
    }
}

/// Where a lane of a transfer goes: the source index (`None` when out of bounds on a
/// dimension not promised in bounds) and whether every index lies inside its dimension
/// (a promised dimension may be overrun: the lowered code reads the next rows), and its
/// mask index (the lane's non-broadcast dimensions in source dimension order).
fn transfer_lane(
    map: &AffineMap,
    promised: &[bool],
    base: &[i64],
    shape: &[u64],
    lane: &[u64],
) -> (Option<(Vec<i64>, bool)>, Vec<u64>) {
    let mut addr = base.to_vec();
    let mut by_dim: Vec<(usize, u64)> = Vec::new();
    let mut trusted = vec![false; base.len()];
    for (r, (e, &l)) in map.results.iter().zip(lane).enumerate() {
        if let Some(d) = e.as_dim() {
            if let Some(a) = addr.get_mut(d) {
                *a += l as i64;
            }
            if let Some(t) = trusted.get_mut(d) {
                *t = promised.get(r).copied().unwrap_or(false);
            }
            by_dim.push((d, l));
        }
    }
    by_dim.sort_by_key(|&(d, _)| d);
    let inside = |(&a, &n): (&i64, &u64)| a >= 0 && (a as u64) < n;
    let all_inside = addr.iter().zip(shape).all(inside);
    let readable = addr
        .iter()
        .zip(shape)
        .zip(&trusted)
        .all(|(p, &t)| t || inside(p));
    (
        readable.then_some((addr, all_inside)),
        by_dim.into_iter().map(|(_, l)| l).collect(),
    )
}

/// The buffer position of a transfer lane's index (by address where a promised dimension
/// is overrun).
fn lane_slot(m: &MemRef, addr: &[i64], inside: bool) -> Result<usize, String> {
    if inside {
        m.index_of(addr)
    } else {
        m.address_of(addr)
    }
}

fn mask_on(mask: Option<&DenseTensor>, idx: &[u64]) -> bool {
    mask.is_none_or(|m| m.linear(idx).is_some_and(|l| lane_on(m, l)))
}

fn transfer_read(
    it: &Interpreter<'_>,
    f: &Frame,
    op: OpId,
    outer: Option<&DenseTensor>,
) -> R<Value> {
    let ctx = it.ctx;
    let x = v::TransferReadOp::cast(ctx, op).ok_or_else(|| bad(it, op))?;
    let src = transfer_source(it, op, it.get(f, op, x.base(ctx))?)?;
    let base = x
        .indices(ctx)
        .iter()
        .map(|&i| Ok(scalar_of(it, f, op, i)?.as_i128() as i64))
        .collect::<R<Vec<_>>>()?;
    let pad = scalar_of(it, f, op, x.padding(ctx))?;
    let mk = match x.mask(ctx) {
        Some(m) => Some(vec_of(it, f, op, m)?),
        None => None,
    };
    let map = x.permutation_map(ctx);
    let shape = result_shape(it, op)?;
    let mut data = Vec::new();
    let promised = x.in_bounds(ctx);
    for lane in indices_of(&shape) {
        let (addr, mi) = transfer_lane(&map, &promised, &base, &src.shape, &lane);
        let v = match addr {
            Some((a, inside)) if mask_on(mk.as_deref(), &mi) && mask_on(outer, &mi) => {
                let slot = lane_slot(&src, &a, inside).map_err(|e| it.err(op, e))?;
                src.element_at(slot).map_err(|e| it.err(op, e))?
            }
            _ => pad,
        };
        data.push(v);
    }
    Ok(tensor(shape, src.elem, data))
}

fn transfer_write(
    it: &Interpreter<'_>,
    f: &Frame,
    op: OpId,
    outer: Option<&DenseTensor>,
) -> R<Vec<Value>> {
    let ctx = it.ctx;
    let x = v::TransferWriteOp::cast(ctx, op).ok_or_else(|| bad(it, op))?;
    let on_tensor = matches!(
        ctx.type_kind(ctx.value_type(x.base(ctx))),
        TypeKind::RankedTensor { .. }
    );
    let dst = transfer_source(it, op, it.get(f, op, x.base(ctx))?)?;
    let base = x
        .indices(ctx)
        .iter()
        .map(|&i| Ok(scalar_of(it, f, op, i)?.as_i128() as i64))
        .collect::<R<Vec<_>>>()?;
    let val = vec_of(it, f, op, x.valueToStore(ctx))?;
    let mk = match x.mask(ctx) {
        Some(m) => Some(vec_of(it, f, op, m)?),
        None => None,
    };
    let map = x.permutation_map(ctx);
    let promised = x.in_bounds(ctx);
    for (k, lane) in indices_of(&val.shape).enumerate() {
        let (addr, mi) = transfer_lane(&map, &promised, &base, &dst.shape, &lane);
        if let Some((a, inside)) = addr
            && mask_on(mk.as_deref(), &mi)
            && mask_on(outer, &mi)
        {
            let s = val.data.get(k).copied().ok_or_else(|| bad(it, op))?;
            let slot = lane_slot(&dst, &a, inside).map_err(|e| it.err(op, e))?;
            dst.set_element_at(slot, s).map_err(|e| it.err(op, e))?;
        }
    }
    if on_tensor {
        let data = dst.to_vec().map_err(|e| it.err(op, e))?;
        return Ok(vec![tensor(dst.shape.clone(), dst.elem, data)]);
    }
    Ok(vec![])
}

/// `vector.print`: a scalar, a vector (`( 1, 2 )`, nested per dimension), a string, then
/// its punctuation, as mlir-runner prints.
fn print(it: &mut Interpreter<'_>, f: &Frame, op: OpId) -> R<()> {
    let ctx = it.ctx;
    let x = v::PrintOp::cast(ctx, op).ok_or_else(|| bad(it, op))?;
    if let Some(s) = x.stringLiteral(ctx) {
        // A string is printed as is: MLIR adds no punctuation after it.
        it.print(&s);
        return Ok(());
    }
    if let Some(src) = x.source(ctx) {
        let ty: Type = ctx.value_type(src);
        let sty = it.elem_ty(op, ty)?;
        let text = match it.get(f, op, src)? {
            Value::Scalar(s) => s.print_text(sty),
            Value::Tensor(t) => {
                let mut out = String::new();
                nested(&mut out, &t.shape, &t.data, sty);
                out
            }
            other => {
                return Err(it.err(
                    op,
                    format!(
                        "printing a {} is not supported (scalars and vectors only)",
                        other.kind_name()
                    ),
                ));
            }
        };
        it.print(&text);
    }
    match x.punctuation(ctx) {
        "comma" => it.print(", "),
        "open" => it.print("( "),
        "close" => it.print(" )"),
        "no_punctuation" => {}
        _ => it.print("\n"),
    }
    Ok(())
}

/// `( a, b )` per dimension; a 0-d vector prints as `( a )`.
fn nested(out: &mut String, shape: &[u64], data: &[Scalar], sty: ScalarTy) {
    out.push_str("( ");
    let Some((&n, inner)) = shape.split_first() else {
        if let Some(s) = data.first() {
            out.push_str(&s.print_text(sty));
        }
        out.push_str(" )");
        return;
    };
    let step = inner.iter().product::<u64>() as usize;
    for i in 0..n as usize {
        if i > 0 {
            out.push_str(", ");
        }
        let part = data.get(i * step..(i + 1) * step).unwrap_or(&[]);
        if inner.is_empty() {
            if let Some(s) = part.first() {
                out.push_str(&s.print_text(sty));
            }
        } else {
            nested(out, inner, part, sty);
        }
    }
    out.push_str(" )");
}

/// The scalar executor of a dialect (`arith::exec`, `math::exec`).
pub(super) type ScalarExec =
    fn(&mut Interpreter<'_>, &mut Frame, OpId, &str) -> R<Option<Vec<Value>>>;

/// Whether `op` computes a vector or a dense tensor from operands (an elementwise
/// `arith`/`math` op on vectors or tensors, which [`lift_elementwise`] runs lane by lane).
pub(super) fn is_elementwise_on_vectors(it: &Interpreter<'_>, op: OpId) -> bool {
    let ctx = it.ctx;
    let o = ctx.op(op);
    !o.operands.is_empty()
        && o.results.len() == 1
        && o.results
            .iter()
            .all(|&r| match ctx.type_kind(ctx.value_type(r)) {
                TypeKind::Vector { .. } => true,
                TypeKind::RankedTensor { encoding, .. } => encoding.is_none(),
                _ => false,
            })
}

/// Runs an elementwise op on vectors by running the scalar op on each lane (scalar operands,
/// such as `arith.select`'s condition, are the same for every lane).
pub(super) fn lift_elementwise(
    it: &mut Interpreter<'_>,
    f: &Frame,
    op: OpId,
    name: &str,
    exec: ScalarExec,
) -> R<Option<Vec<Value>>> {
    let ctx = it.ctx;
    let vals: Vec<Value> = it
        .operands(f, op)?
        .into_iter()
        .map(|v| match v {
            // A sparse tensor operand is read as its dense value.
            Value::Sparse(_) => it.as_dense(op, v).map(Value::Tensor),
            v => Ok(v),
        })
        .collect::<R<_>>()?;
    // A dynamically shaped tensor result has its operands' shape.
    let shape = match vals.iter().find_map(|v| match v {
        Value::Tensor(t) => Some(t.shape.clone()),
        _ => None,
    }) {
        Some(s) => s,
        None => result_shape(it, op)?,
    };
    let elem = it.elem_ty(op, it.result_ty(op, 0)?)?;
    let n = shape.iter().product::<u64>() as usize;
    let mut data = Vec::with_capacity(n);
    let mut lane = Frame::default();
    for k in 0..n {
        lane.clear();
        for (&v, val) in ctx.op(op).operands.iter().zip(&vals) {
            let s = match val {
                Value::Tensor(t) => t.data.get(k).copied().ok_or_else(|| bad(it, op))?,
                Value::Scalar(s) => *s,
                other => {
                    return Err(it.err(op, format!("cannot apply to a {}", other.kind_name())));
                }
            };
            lane.insert(v, Value::Scalar(s));
        }
        match exec(it, &mut lane, op, name)?.as_deref() {
            Some([Value::Scalar(s)]) => data.push(*s),
            Some(_) => return Err(bad(it, op)),
            None => return Ok(None),
        }
    }
    Ok(Some(vec![tensor(shape, elem, data)]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tile_ir::float::FloatSemantics::F32;

    #[test]
    fn combining_kinds() {
        let i = |v| Scalar::int(v, 8);
        assert_eq!(combine("add", i(100), i(100)), Some(i(-56)));
        assert_eq!(combine("maxui", i(-1), i(3)), Some(i(-1)));
        assert_eq!(combine("maxsi", i(-1), i(3)), Some(i(3)));
        assert_eq!(combine("xor", i(6), i(3)), Some(i(5)));
        assert_eq!(combine("minnumf", i(1), i(2)), None);
        let f = |v| Scalar::float(v, F32);
        assert_eq!(combine("minnumf", f(f64::NAN), f(2.0)), Some(f(2.0)));
        let m = combine("maximumf", f(f64::NAN), f(2.0));
        assert!(matches!(m, Some(Scalar::Float(x, _)) if x.is_nan()));
        assert_eq!(combine("and", f(1.0), f(2.0)), None);
    }

    #[test]
    fn lanes_in_row_major_order() {
        let all: Vec<Vec<u64>> = indices_of(&[2, 2]).collect();
        assert_eq!(all, [[0, 0], [0, 1], [1, 0], [1, 1]]);
    }
}
