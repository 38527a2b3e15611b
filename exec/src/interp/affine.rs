//! `affine`: maps evaluated on index operands (`apply`, `min`, `max`, loop bounds and
//! subscripts), `affine.for` loops with iter_args, and `affine.load`/`affine.store`.

use tile_dialects::affine::constraints::REDUCTIONS;
use tile_dialects::affine::ops::{
    ApplyOp, DelinearizeIndexOp, DmaStartOp, DmaWaitOp, ForOp, IfOp, LinearizeIndexOp, LoadOp,
    MaxOp, MinOp, ParallelOp, PrefetchOp, StoreOp, VectorLoadOp, VectorStoreOp,
};
use tile_ir::OpId;
use tile_ir::affine::AffineMap;

use super::{Frame, Interpreter, R};
use crate::value::{DenseTensor, Scalar, ScalarTy, Value};

/// Executes an `affine.*` op; `None` when unsupported.
pub(super) fn exec(it: &mut Interpreter<'_>, f: &mut Frame, op: OpId) -> R<Option<Vec<Value>>> {
    let ctx = it.ctx;
    let index = |v: i64| Value::Scalar(Scalar::Index(v));
    if let Some(a) = ApplyOp::cast(ctx, op) {
        let r = eval(it, f, op, &a.map(ctx), a.mapOperands(ctx))?;
        return Ok(Some(vec![index(r.first().copied().unwrap_or(0))]));
    }
    if let Some(m) = MinOp::cast(ctx, op) {
        let r = eval(it, f, op, &m.map(ctx), m.mapOperands(ctx))?;
        return pick(it, op, r.into_iter().min()).map(|v| Some(vec![index(v)]));
    }
    if let Some(m) = MaxOp::cast(ctx, op) {
        let r = eval(it, f, op, &m.map(ctx), m.mapOperands(ctx))?;
        return pick(it, op, r.into_iter().max()).map(|v| Some(vec![index(v)]));
    }
    if let Some(d) = DmaStartOp::cast(ctx, op) {
        let parts = d
            .parts(ctx)
            .ok_or_else(|| it.err(op, "is not a valid dma_start"))?;
        let (src, dst) = (it.get(f, op, parts.src.0)?, it.get(f, op, parts.dst.0)?);
        let (Value::MemRef(src), Value::MemRef(dst)) = (src, dst) else {
            return Err(it.err(op, "expected memref source and destination"));
        };
        let src_at = eval(it, f, op, &parts.src.1, &parts.src.2)?;
        let dst_at = eval(it, f, op, &parts.dst.1, &parts.dst.2)?;
        let counts: Vec<tile_ir::Value> = std::iter::once(parts.num_elements)
            .chain(parts.stride.into_iter().flat_map(|(s, p)| [s, p]))
            .collect();
        let (n, stride) = match index_values(it, f, op, &counts)?.as_slice() {
            [n] => (*n, None),
            [n, s, p] => (*n, Some((*s, *p))),
            _ => return Err(it.err(op, "is not a valid dma_start")),
        };
        super::memref_ext::dma_copy(it, op, (&src, &src_at), (&dst, &dst_at), n, stride)?;
        return Ok(Some(vec![]));
    }
    // The copy is done when it starts: nothing is left to wait for.
    if DmaWaitOp::cast(ctx, op).is_some() {
        return Ok(Some(vec![]));
    }
    if let Some(l) = LoadOp::cast(ctx, op) {
        let m = it.memref(f, op, 0)?;
        let idx = eval(it, f, op, &l.map(ctx), l.indices(ctx))?;
        return Ok(Some(vec![Value::Scalar(
            m.load(&idx).map_err(|e| it.err(op, e))?,
        )]));
    }
    if let Some(s) = StoreOp::cast(ctx, op) {
        let v = it.scalar(f, op, 0)?;
        let m = it.memref(f, op, 1)?;
        let idx = eval(it, f, op, &s.map(ctx), s.indices(ctx))?;
        m.store(&idx, v).map_err(|e| it.err(op, e))?;
        return Ok(Some(vec![]));
    }
    if let Some(l) = ForOp::cast(ctx, op) {
        return run_for(it, f, op, l).map(Some);
    }
    if let Some(l) = VectorLoadOp::cast(ctx, op) {
        let m = it.memref(f, op, 0)?;
        let base = eval(it, f, op, &l.map(ctx), l.indices(ctx))?;
        let ty = ctx.value_type(l.result(ctx));
        let shape = vector_shape(it, op, ty)?;
        let mut data = Vec::new();
        for idx in vector_points(&base, &shape) {
            data.push(m.load(&idx).map_err(|e| it.err(op, e))?);
        }
        let t = DenseTensor {
            shape: shape.iter().map(|&d| d as u64).collect(),
            elem: m.elem,
            data,
        };
        return Ok(Some(vec![Value::Tensor(std::rc::Rc::new(t))]));
    }
    if let Some(s) = VectorStoreOp::cast(ctx, op) {
        let v = it.dense(f, op, 0)?;
        let m = it.memref(f, op, 1)?;
        let base = eval(it, f, op, &s.map(ctx), s.indices(ctx))?;
        let shape = vector_shape(it, op, ctx.value_type(s.value(ctx)))?;
        for (idx, &x) in vector_points(&base, &shape).zip(v.data.iter()) {
            m.store(&idx, x).map_err(|e| it.err(op, e))?;
        }
        return Ok(Some(vec![]));
    }
    if PrefetchOp::cast(ctx, op).is_some() {
        // A hint: nothing to compute.
        return Ok(Some(vec![]));
    }
    if let Some(d) = DelinearizeIndexOp::cast(ctx, op) {
        let basis = basis(it, f, op, &d.static_basis(ctx), d.dynamic_basis(ctx))?;
        let x = it.index(f, op, 0)?;
        let n = d.multi_index(ctx).len();
        return delinearize(it, op, x, &basis, n).map(|v| Some(v.into_iter().map(index).collect()));
    }
    if let Some(l) = LinearizeIndexOp::cast(ctx, op) {
        let basis = basis(it, f, op, &l.static_basis(ctx), l.dynamic_basis(ctx))?;
        let idx = index_values(it, f, op, l.multi_index(ctx))?;
        // Without an outer index, the first basis element only bounds the first index.
        let strides_of = basis
            .get(basis.len() + 1 - idx.len().min(basis.len() + 1)..)
            .unwrap_or(&[]);
        let mut acc: i64 = 0;
        for (k, &i) in idx.iter().enumerate() {
            let stride = strides_of
                .get(k..)
                .unwrap_or(&[])
                .iter()
                .fold(1i64, |a, &b| a.wrapping_mul(b));
            acc = acc.wrapping_add(i.wrapping_mul(stride));
        }
        return Ok(Some(vec![index(acc)]));
    }
    if let Some(par) = ParallelOp::cast(ctx, op) {
        return run_parallel(it, f, op, par).map(Some);
    }
    if let Some(i) = IfOp::cast(ctx, op) {
        let set = i.condition(ctx);
        let vals = index_values(it, f, op, i.operands(ctx))?;
        let (dims, syms) = vals.split_at(set.num_dims.min(vals.len()));
        let holds = set
            .contains(dims, syms)
            .ok_or_else(|| it.err(op, "cannot evaluate the integer set condition"))?;
        let region = ctx.op(op).regions().get(if holds { 0 } else { 1 }).copied();
        return match region {
            Some(r) if !ctx.region(r).blocks.is_empty() => it.run_body(f, r, vec![]).map(Some),
            _ => Ok(Some(vec![])),
        };
    }
    Ok(None)
}

/// Runs `affine.for`: from the max of the lower bounds to the min of the upper bounds.
fn run_for(it: &mut Interpreter<'_>, f: &mut Frame, op: OpId, l: ForOp) -> R<Vec<Value>> {
    let ctx = it.ctx;
    let lbs = eval(it, f, op, &l.lowerBoundMap(ctx), l.lowerBoundOperands(ctx))?;
    let ubs = eval(it, f, op, &l.upperBoundMap(ctx), l.upperBoundOperands(ctx))?;
    let lo = pick(it, op, lbs.into_iter().max())?;
    let hi = pick(it, op, ubs.into_iter().min())?;
    let step = l.step(ctx);
    if step <= 0 {
        return Err(it.err(op, format!("step must be positive, got {step}")));
    }
    let mut acc: Vec<Value> = l
        .inits(ctx)
        .iter()
        .map(|&v| it.get(f, op, v))
        .collect::<R<_>>()?;
    let Some(&body) = ctx.op(op).regions().first() else {
        return Err(it.err(op, "is missing a region"));
    };
    let mut iv = lo;
    while iv < hi {
        let mut args = Vec::with_capacity(acc.len() + 1);
        args.push(Value::Scalar(Scalar::Index(iv)));
        args.extend(acc);
        acc = it.run_body(f, body, args)?;
        iv = match iv.checked_add(step) {
            Some(n) => n,
            None => break,
        };
    }
    Ok(acc)
}

/// Runs `affine.parallel` sequentially in row-major order, folding each iteration's yielded
/// values into its reductions (starting from each reduction's identity, as MLIR lowers it).
fn run_parallel(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    par: ParallelOp,
) -> R<Vec<Value>> {
    let ctx = it.ctx;
    let lb_map = par.lowerBoundsMap(ctx);
    let all = par.mapOperands(ctx);
    let (lbo, ubo) = all.split_at(lb_map.num_inputs().min(all.len()));
    let lbs = eval(it, f, op, &lb_map, lbo)?;
    let ubs = eval(it, f, op, &par.upperBoundsMap(ctx), ubo)?;
    let lo = group_fold(it, op, &lbs, &par.lowerBoundsGroups(ctx), i64::max)?;
    let hi = group_fold(it, op, &ubs, &par.upperBoundsGroups(ctx), i64::min)?;
    let steps = par.steps(ctx);
    if steps.len() != lo.len() || steps.iter().any(|&s| s <= 0) {
        return Err(it.err(op, "steps must be positive, one per loop"));
    }
    let kinds: Vec<&str> = par
        .reductions(ctx)
        .iter()
        .map(|&k| {
            usize::try_from(k)
                .ok()
                .and_then(|k| REDUCTIONS.get(k))
                .copied()
        })
        .collect::<Option<_>>()
        .ok_or_else(|| it.err(op, "has an invalid reduction"))?;
    let mut acc: Vec<Scalar> = kinds
        .iter()
        .enumerate()
        .map(|(i, k)| {
            let ty = it.elem_ty(op, it.result_ty(op, i)?)?;
            identity(k, ty).ok_or_else(|| it.err(op, format!("reduction '{k}' is not supported")))
        })
        .collect::<R<_>>()?;
    let Some(&body) = ctx.op(op).regions().first() else {
        return Err(it.err(op, "is missing a region"));
    };
    if lo.iter().zip(&hi).any(|(l, h)| l >= h) {
        return Ok(acc.into_iter().map(Value::Scalar).collect());
    }
    let mut ivs = lo.clone();
    loop {
        let args = ivs
            .iter()
            .map(|&i| Value::Scalar(Scalar::Index(i)))
            .collect();
        let vals = it.run_body(f, body, args)?;
        for ((a, k), v) in acc.iter_mut().zip(&kinds).zip(vals) {
            let Value::Scalar(v) = v else {
                return Err(it.err(op, "reduces a non-scalar value"));
            };
            *a = combine(k, *a, v);
        }
        // Next point in row-major order.
        let mut d = ivs.len();
        loop {
            if d == 0 {
                return Ok(acc.into_iter().map(Value::Scalar).collect());
            }
            d -= 1;
            let (Some(iv), Some(&st), Some(&h), Some(&l)) =
                (ivs.get_mut(d), steps.get(d), hi.get(d), lo.get(d))
            else {
                return Err(it.err(op, "has inconsistent bounds"));
            };
            *iv = iv.saturating_add(st);
            if *iv < h {
                break;
            }
            *iv = l;
        }
    }
}

/// The shape of a vector type.
fn vector_shape(it: &Interpreter<'_>, op: OpId, ty: tile_ir::Type) -> R<Vec<i64>> {
    let shape = it.shape_of(op, ty)?;
    let n = shape.iter().try_fold(1i64, |a, &d| a.checked_mul(d.max(0)));
    if n.is_none_or(|n| n as u64 > super::MAX_ELEMENTS) {
        return Err(it.err(op, format!("vector shape {shape:?} is too large")));
    }
    Ok(shape)
}

/// The memref indices a vector of `shape` covers from `base`: the vector spans the
/// trailing dimensions, in row-major order.
fn vector_points<'a>(base: &'a [i64], shape: &'a [i64]) -> impl Iterator<Item = Vec<i64>> + 'a {
    // `vector_shape` bounded the product.
    let total: i64 = shape.iter().map(|&d| d.max(0)).product();
    let lead = base.len().saturating_sub(shape.len());
    (0..total.max(0)).map(move |mut lin| {
        let mut idx = base.to_vec();
        for (d, &s) in shape.iter().enumerate().rev() {
            if let Some(x) = idx.get_mut(lead + d) {
                *x += lin % s.max(1);
            }
            lin /= s.max(1);
        }
        idx
    })
}

/// A basis with its dynamic entries read from `dynamic`.
fn basis(
    it: &Interpreter<'_>,
    f: &Frame,
    op: OpId,
    statics: &[i64],
    dynamic: &[tile_ir::Value],
) -> R<Vec<i64>> {
    let dyns = index_values(it, f, op, dynamic)?;
    let mut next = dyns.into_iter();
    statics
        .iter()
        .map(|&s| {
            if s == tile_ir::types::DYNAMIC {
                next.next()
                    .ok_or_else(|| it.err(op, "is missing a dynamic basis value"))
            } else {
                Ok(s)
            }
        })
        .collect()
}

/// `n` coordinates of `x` in `basis` (the first unbounded when `n` exceeds the basis).
fn delinearize(it: &Interpreter<'_>, op: OpId, x: i64, basis: &[i64], n: usize) -> R<Vec<i64>> {
    // Only the innermost n - 1 basis elements divide; the outermost coordinate takes the rest.
    let divisors = basis
        .get(basis.len() + 1 - n.min(basis.len() + 1)..)
        .unwrap_or(&[]);
    let mut out = vec![0; n];
    let mut rest = x;
    for (k, &b) in divisors.iter().enumerate().rev() {
        if b <= 0 {
            return Err(it.err(op, format!("basis element {b} is not positive")));
        }
        if let Some(slot) = out.get_mut(k + 1) {
            *slot = tile_ir::affine::floor_mod(rest, b).unwrap_or(0);
        }
        rest = tile_ir::affine::floor_div(rest, b).unwrap_or(0);
    }
    if let Some(first) = out.first_mut() {
        *first = rest;
    }
    Ok(out)
}

/// Folds each group of bound values (`max` of lower bounds, `min` of upper bounds).
fn group_fold(
    it: &Interpreter<'_>,
    op: OpId,
    values: &[i64],
    groups: &[i64],
    f: fn(i64, i64) -> i64,
) -> R<Vec<i64>> {
    let mut out = Vec::with_capacity(groups.len());
    let mut at = 0usize;
    for &g in groups {
        let n = usize::try_from(g).unwrap_or(0);
        let v = values
            .get(at..at + n)
            .and_then(|s| s.iter().copied().reduce(f))
            .ok_or_else(|| it.err(op, "has an empty bound group"))?;
        out.push(v);
        at += n;
    }
    Ok(out)
}

/// The value a reduction starts from (MLIR's `getIdentityValueAttr`).
fn identity(kind: &str, ty: ScalarTy) -> Option<Scalar> {
    Some(match (kind, ty) {
        ("addf", ScalarTy::Float(s)) => Scalar::float(0.0, s),
        ("mulf", ScalarTy::Float(s)) => Scalar::float(1.0, s),
        ("maximumf", ScalarTy::Float(s)) => Scalar::float(f64::NEG_INFINITY, s),
        ("minimumf", ScalarTy::Float(s)) => Scalar::float(f64::INFINITY, s),
        ("addi" | "ori", t) => t.from_i128(0),
        ("muli", t) => t.from_i128(1),
        ("andi", t) => t.from_i128(-1),
        _ => return None,
    })
}

/// One step of a reduction.
fn combine(kind: &str, a: Scalar, b: Scalar) -> Scalar {
    match (a, b) {
        (Scalar::Float(x, s), Scalar::Float(y, _)) => Scalar::float(
            match kind {
                "addf" => x + y,
                "mulf" => x * y,
                "maximumf" if x.is_nan() || y.is_nan() => f64::NAN,
                "maximumf" => x.max(y),
                "minimumf" if x.is_nan() || y.is_nan() => f64::NAN,
                "minimumf" => x.min(y),
                _ => y,
            },
            s,
        ),
        _ => {
            let (x, y) = (a.as_i128(), b.as_i128());
            let v = match kind {
                "addi" => x.wrapping_add(y),
                "muli" => x.wrapping_mul(y),
                "andi" => x & y,
                "ori" => x | y,
                _ => y,
            };
            a.ty().from_i128(v)
        }
    }
}

/// The results of `map` on the values of `operands` (dims first, then symbols).
fn eval(
    it: &Interpreter<'_>,
    f: &Frame,
    op: OpId,
    map: &AffineMap,
    operands: &[tile_ir::Value],
) -> R<Vec<i64>> {
    let vals = index_values(it, f, op, operands)?;
    let (dims, syms) = vals.split_at(map.num_dims.min(vals.len()));
    map.evaluate(dims, syms)
        .map_err(|e| it.err(op, format!("cannot evaluate {map}: {e:?}")))
}

/// The values of index operands.
fn index_values(
    it: &Interpreter<'_>,
    f: &Frame,
    op: OpId,
    operands: &[tile_ir::Value],
) -> R<Vec<i64>> {
    operands
        .iter()
        .map(|&v| match it.get(f, op, v)? {
            Value::Scalar(s) => Ok(s.as_i128() as i64),
            other => Err(it.err(
                op,
                format!("expected an index, got a {}", other.kind_name()),
            )),
        })
        .collect()
}

fn pick(it: &Interpreter<'_>, op: OpId, v: Option<i64>) -> R<i64> {
    v.ok_or_else(|| it.err(op, "map has no results"))
}
