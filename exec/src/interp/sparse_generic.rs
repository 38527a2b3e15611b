//! `linalg.generic` bodies that use `sparse_tensor.unary`, `binary`, `reduce` or `select`
//! run with MLIR's sparse semantics: every value of the body carries whether it is stored
//! at the current point. A sparse input is present where it stores an entry (explicit zeros
//! included), a dense input everywhere; the semiring ops choose their region by presence;
//! other ops combine presence as MLIR's sparsifier does (`mulf` intersects, `addf` unites,
//! one-operand ops keep it); values from outside the body are present everywhere. An
//! output is written only where the yielded value is present, so a sparse output stores
//! exactly the computed points and a dense output keeps its value elsewhere.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use rustc_hash::FxHashMap;
use tile_dialects::linalg::structured::StructuredOp;
use tile_dialects::sparse_tensor::get_encoding;
use tile_dialects::sparse_tensor::merge::{MergeKind, merge_kind};
use tile_dialects::sparse_tensor::ops::semiring::{BinaryOp, ReduceOp, SelectOp, UnaryOp};
use tile_dialects::sparse_tensor::storage::delinearize;
use tile_ir::{OpId, RegionId};

use super::{Frame, Interpreter, R};
use crate::value::{DenseTensor, Scalar, Value};

/// The semiring ops whose presence makes a body run with sparse semantics.
const SEMIRING_OPS: [&str; 4] = [
    "sparse_tensor.unary",
    "sparse_tensor.binary",
    "sparse_tensor.reduce",
    "sparse_tensor.select",
];

/// Ops that carry no presence of their own.
const NEUTRAL: [&str; 3] = ["arith.constant", "linalg.index", "linalg.yield"];

/// Whether structured op `op` runs with sparse semantics: its body uses a semiring op, or
/// it reads a sparse input and writes a sparse output with a body MLIR's sparsifier accepts
/// (only ops whose presence rule is known), so computed zeros stay stored as in MLIR.
pub(crate) fn runs_sparse(it: &Interpreter<'_>, op: OpId) -> bool {
    let ctx = it.ctx;
    let Some(block) = ctx
        .op(op)
        .regions()
        .first()
        .and_then(|&r| ctx.entry_block(r))
    else {
        return false;
    };
    let ops = &ctx.block(block).ops;
    if ops
        .iter()
        .any(|&o| SEMIRING_OPS.contains(&ctx.op_name_of(o)))
    {
        return true;
    }
    let sparse_out = ctx
        .op(op)
        .results
        .iter()
        .any(|&r| get_encoding(ctx, ctx.value_type(r)).is_some());
    let known = |n: &str| merge_kind(n).is_some() || NEUTRAL.contains(&n);
    // With only dense inputs MLIR computes densely and converts, dropping zeros, as the
    // dense evaluation does; unless the body reads the sparse output (an in-place update,
    // which keeps the output's stored entries).
    let view = StructuredOp::cast(ctx, op);
    let sparse_in = view.is_some_and(|v| {
        v.operands(ctx)
            .0
            .iter()
            .any(|&x| get_encoding(ctx, ctx.value_type(x)).is_some())
    });
    let n_in = view.map_or(0, |v| v.operands(ctx).0.len());
    let reads_output = ctx
        .block(block)
        .args
        .get(n_in..)
        .unwrap_or(&[])
        .iter()
        .any(|&a| value_is_used(it, block, a));
    sparse_out
        && (sparse_in || reads_output)
        && ctx.op_name_of(op) == "linalg.generic"
        && ops.iter().all(|&o| known(ctx.op_name_of(o)))
}

/// Whether a body value is stored at the current point.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Presence {
    /// An implicit zero (an unstored entry, or computed from one).
    Absent,
    /// Stored or computed from stored values.
    Present,
    /// Present at every point without being stored: a dense operand, a loop index, or
    /// computed from them (no lattice condition of its own), its value unknown to the
    /// sparsifier.
    Everywhere,
    /// Known to the sparsifier when it builds the kernel: a constant, or computed from
    /// constants and absent operands (zeros); stored where its value is not zero.
    Known,
    /// The same at every point but unknown to the sparsifier: a value defined outside the
    /// body by anything but a constant.
    Invariant,
    /// Computed from the output alone; `true` when the output stores the point.
    Output(bool),
}

impl Presence {
    fn is_present(self) -> bool {
        match self {
            Presence::Absent => false,
            Presence::Output(stored) => stored,
            Presence::Present | Presence::Everywhere | Presence::Known | Presence::Invariant => {
                true
            }
        }
    }
}

/// How an op combines the presence of its operands (MLIR's lattice construction, the
/// sparsifier's [`MergeKind`]s and its zero folding): `zero` says which operands are zero
/// here. A point is kept unless its value is zero for certain, that is, from known values
/// and absent operands alone.
fn combine(name: &str, ps: &[Presence], zero: &[bool], nonzero: bool) -> Presence {
    let kind = merge_kind(name);
    let known = |p: &Presence| matches!(p, Presence::Absent | Presence::Known);
    let certain_zero = ps
        .iter()
        .zip(zero)
        .any(|(p, &z)| *p == Presence::Absent || (*p == Presence::Known && z));
    match ps {
        // A loop index is present everywhere, as a dense operand (`a + i` stores every
        // point, zeros included).
        [] if name == "linalg.index" => return Presence::Everywhere,
        [] => return Presence::Known,
        // Constants alone give a constant; with absent operands (zeros) the value is known
        // too, and a point only where it is not zero.
        _ if ps.iter().all(known) => {
            return if nonzero || !ps.contains(&Presence::Absent) {
                Presence::Known
            } else {
                Presence::Absent
            };
        }
        [p] if kind != Some(MergeKind::Dense) => return *p,
        _ => {}
    }
    match kind {
        Some(MergeKind::Conj | MergeKind::LeftOnly) if certain_zero => Presence::Absent,
        Some(MergeKind::Conj | MergeKind::LeftOnly) => intersect(ps),
        Some(MergeKind::Dense) if ps.contains(&Presence::Present) => Presence::Present,
        // A known condition picks one choice; otherwise either may be taken.
        Some(MergeKind::Dense) if name == "arith.select" => match (ps, zero) {
            ([Presence::Known | Presence::Absent, t, _], [false, ..]) => *t,
            ([Presence::Known | Presence::Absent, _, e], [true, ..]) => *e,
            _ => unite(ps.get(1..).unwrap_or(&[])),
        },
        _ => unite(ps),
    }
}

/// Stored only where every operand is (`a * b`).
fn intersect(ps: &[Presence]) -> Presence {
    if ps.contains(&Presence::Output(false)) {
        return Presence::Absent;
    }
    for p in [Presence::Present, Presence::Everywhere] {
        if ps.contains(&p) {
            return p;
        }
    }
    if ps.iter().any(|p| matches!(p, Presence::Output(_))) {
        return Presence::Output(true);
    }
    Presence::Invariant
}

/// Stored where any operand is (`a + b`). Values from outside the body alone stay
/// invariant (stored where not zero); mixed with anything else they are a point of their
/// own, stored everywhere.
fn unite(ps: &[Presence]) -> Presence {
    let all = |f: &dyn Fn(&Presence) -> bool| ps.iter().all(f);
    if all(&|p| *p == Presence::Absent) {
        return Presence::Absent;
    }
    if all(&|p| matches!(p, Presence::Absent | Presence::Known)) {
        return Presence::Known;
    }
    if all(&|p| matches!(p, Presence::Invariant | Presence::Known)) {
        return Presence::Invariant;
    }
    if ps.contains(&Presence::Present) {
        Presence::Present
    } else if ps.contains(&Presence::Everywhere) || ps.contains(&Presence::Invariant) {
        Presence::Everywhere
    } else if ps.contains(&Presence::Output(true)) {
        Presence::Output(true)
    } else {
        Presence::Absent
    }
}

/// An operand of the generic, as the body sees it.
enum Operand {
    /// Every element present.
    Dense(Rc<DenseTensor>),
    /// The stored entries by dimension coordinates (duplicates summed).
    Sparse {
        entries: HashMap<Vec<u64>, Scalar>,
        zero: Scalar,
        shape: Vec<u64>,
    },
}

impl Operand {
    fn shape(&self) -> &[u64] {
        match self {
            Operand::Dense(t) => &t.shape,
            Operand::Sparse { shape, .. } => shape,
        }
    }
}

fn operand_of(it: &Interpreter<'_>, op: OpId, v: &Value) -> R<Operand> {
    Ok(match v {
        Value::Scalar(s) => Operand::Dense(Rc::new(DenseTensor {
            shape: vec![],
            elem: s.ty(),
            data: vec![*s],
        })),
        Value::Sparse(s) => {
            let list = s
                .storage
                .to_entries(&s.enc)
                .map_err(|e| it.err(op, e.to_string()))?;
            // A non-unique tensor's duplicates sum, as in every structured op.
            let mut entries: HashMap<Vec<u64>, Scalar> = HashMap::new();
            for (c, x) in list {
                entries
                    .entry(c)
                    .and_modify(|slot| *slot = add(*slot, x))
                    .or_insert(x);
            }
            Operand::Sparse {
                entries,
                zero: s.elem.zero(),
                shape: s.storage.dim_sizes.clone(),
            }
        }
        other => Operand::Dense(it.as_dense(op, other.clone())?),
    })
}

/// `a + b` in `a`'s type.
fn add(a: Scalar, b: Scalar) -> Scalar {
    match (a, b) {
        (Scalar::Float(x, sem), Scalar::Float(y, _)) => {
            Scalar::float(crate::value::round_to(x + y, sem), sem)
        }
        (a, b) => a.ty().from_i128(a.as_i128().wrapping_add(b.as_i128())),
    }
}

/// Runs structured op `op` (whose body uses semiring ops) with sparse semantics.
pub(crate) fn run(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    view: StructuredOp,
) -> R<Vec<Value>> {
    let ctx = it.ctx;
    let all = it.operands(f, op)?;
    let n_in = view.operands(ctx).0.len().min(all.len());
    let (ins, outs) = all.split_at(n_in);
    let mut operands = Vec::with_capacity(all.len());
    for v in &all {
        operands.push(operand_of(it, op, v)?);
    }
    let maps = view
        .indexing_maps(ctx)
        .ok_or_else(|| it.err(op, "has missing or malformed indexing maps"))?;
    if maps.len() != operands.len() {
        return Err(it.err(op, "has a different number of indexing maps and operands"));
    }
    let shapes: Vec<&[u64]> = operands.iter().map(Operand::shape).collect();
    let bounds = super::linalg::loop_bounds(it, op, &maps, &shapes)?;
    let Some(&body) = ctx.op(op).regions().first() else {
        return Err(it.err(op, "has no body"));
    };
    let block = ctx
        .entry_block(body)
        .ok_or_else(|| it.err(op, "has no body"))?;
    let mut outputs = operands.split_off(n_in);
    let inputs = operands;
    // An output the body does not read is overwritten: MLIR's sparsifier starts it from
    // zeros (dense) or empty (sparse).
    let out_args: Vec<tile_ir::Value> = ctx
        .block(block)
        .args
        .get(inputs.len()..)
        .unwrap_or(&[])
        .to_vec();
    for (o, &a) in outputs.iter_mut().zip(&out_args) {
        if !value_is_used(it, block, a) {
            match o {
                Operand::Dense(t) => {
                    let zero = t.elem.zero();
                    Rc::make_mut(t).data.iter_mut().for_each(|x| *x = zero);
                }
                Operand::Sparse { entries, .. } => entries.clear(),
            }
        }
    }
    let mut started: HashSet<(usize, Vec<i64>)> = HashSet::new();
    let sparse_outs: Vec<bool> = outputs
        .iter()
        .map(|o| matches!(o, Operand::Sparse { .. }))
        .collect();
    let total: u64 = bounds.iter().product();
    for i in 0..total {
        let point: Vec<i64> = delinearize(i, &bounds)
            .into_iter()
            .map(|c| c as i64)
            .collect();
        let mut args = Vec::with_capacity(maps.len());
        let mut out_at = Vec::with_capacity(outputs.len());
        for (k, m) in maps.iter().enumerate() {
            let idx = m
                .evaluate(&point, &[])
                .map_err(|e| it.err(op, format!("indexing map evaluation failed: {e:?}")))?;
            let (src, is_out) = match inputs.get(k) {
                Some(s) => (s, false),
                None => (
                    outputs
                        .get(k - inputs.len())
                        .ok_or_else(|| it.err(op, "too many indexing maps"))?,
                    true,
                ),
            };
            let (v, p) = read(it, op, src, &idx)?;
            let p = match (is_out, p) {
                (true, Presence::Present | Presence::Everywhere) => Presence::Output(true),
                (true, _) => Presence::Output(false),
                (false, p) => p,
            };
            args.push((v, p));
            if is_out {
                out_at.push(idx);
            }
        }
        it.linalg_idx.push(point.clone());
        let mut acc = Accumulators {
            outs: out_args
                .iter()
                .copied()
                .zip(out_at.iter().cloned())
                .collect(),
            started: &mut started,
            sparse: &sparse_outs,
        };
        let r = eval_block(it, f, op, block, args, &mut acc);
        it.linalg_idx.pop();
        for ((o, idx), (v, p)) in outputs.iter_mut().zip(&out_at).zip(r?) {
            let write = match p {
                Presence::Absent => false,
                Presence::Output(stored) => stored || matches!(o, Operand::Dense(_)),
                Presence::Present | Presence::Everywhere => true,
                // A known value is stored where it is not zero (`yield 0.0` stores none,
                // `yield 1.0` every point).
                Presence::Known => !matches!(&v, Value::Scalar(s) if s.is_zero()),
                // An invariant zero is no lattice point at all: a sparse output stores
                // nothing (mlir-opt-22: `yield 0.0` stores none, `yield 1.0` every point).
                Presence::Invariant => {
                    matches!(o, Operand::Dense(_)) || !matches!(&v, Value::Scalar(s) if s.is_zero())
                }
            };
            if write {
                store(it, op, o, idx, v)?;
            }
        }
    }
    let mut results = Vec::new();
    for (k, (orig, o)) in outs.iter().zip(outputs).enumerate() {
        let v = match o {
            Operand::Dense(t) => Value::Tensor(t),
            Operand::Sparse { entries, shape, .. } => {
                let mut list: Vec<(Vec<u64>, Scalar)> = entries.into_iter().collect();
                list.sort_by(|a, b| a.0.cmp(&b.0));
                let ty = it.result_ty(op, k)?;
                super::sparse::from_entries(it, op, ty, shape, &list)?
            }
        };
        match (orig, v) {
            (Value::MemRef(m), Value::Tensor(t)) => {
                m.write_all(&t.data).map_err(|e| it.err(op, e))?;
            }
            (_, v) => {
                let ty = it.result_ty(op, k)?;
                let v = match v {
                    Value::Tensor(_) if get_encoding(ctx, ty).is_some() => {
                        super::sparse::to_sparse(it, op, v, ty)?
                    }
                    v => v,
                };
                results.push(v);
            }
        }
    }
    let _ = ins;
    Ok(results)
}

/// The value of `src` at `idx` and whether it is stored there.
fn read(it: &Interpreter<'_>, op: OpId, src: &Operand, idx: &[i64]) -> R<(Value, Presence)> {
    match src {
        Operand::Dense(t) => Ok((
            Value::Scalar(super::tensor::dense_at(it, op, t, idx)?),
            Presence::Everywhere,
        )),
        Operand::Sparse { entries, zero, .. } => {
            let key: Vec<u64> = idx.iter().map(|&x| x.max(0) as u64).collect();
            Ok(match entries.get(&key) {
                Some(v) => (Value::Scalar(*v), Presence::Present),
                None => (Value::Scalar(*zero), Presence::Absent),
            })
        }
    }
}

fn store(it: &Interpreter<'_>, op: OpId, o: &mut Operand, idx: &[i64], v: Value) -> R<()> {
    let Value::Scalar(s) = v else {
        return Err(it.err(op, "yields a non-scalar value"));
    };
    match o {
        Operand::Dense(t) => {
            let at = super::tensor::linear(it, op, t, idx)?;
            if let Some(slot) = Rc::make_mut(t).data.get_mut(at) {
                *slot = s;
            }
        }
        Operand::Sparse { entries, .. } => {
            entries.insert(idx.iter().map(|&x| x.max(0) as u64).collect(), s);
        }
    }
    Ok(())
}

/// The outputs' block arguments at the current point, and which output points a custom
/// reduction has started (MLIR starts each at the reduction's identity).
struct Accumulators<'s> {
    /// (output block argument, its indices at the current point).
    outs: Vec<(tile_ir::Value, Vec<i64>)>,
    /// (output number, indices) of the points reduced into so far.
    started: &'s mut HashSet<(usize, Vec<i64>)>,
    /// Which outputs are sparse.
    sparse: &'s [bool],
}

impl Accumulators<'_> {
    /// The started-set key of `v` when it is an output's block argument.
    fn slot(&self, v: tile_ir::Value) -> Option<(usize, Vec<i64>)> {
        self.outs
            .iter()
            .position(|(a, _)| *a == v)
            .and_then(|k| self.outs.get(k).map(|(_, idx)| (k, idx.clone())))
    }
}

/// Whether any op in `block` (nested regions included) uses `v`.
fn value_is_used(it: &Interpreter<'_>, block: tile_ir::BlockId, v: tile_ir::Value) -> bool {
    let ctx = it.ctx;
    ctx.block(block).ops.iter().any(|&o| {
        let mut used = false;
        ctx.walk(o, &mut |n| used |= ctx.op(n).operands.contains(&v));
        used
    })
}

/// Runs the body block with presence-carrying arguments; returns the yielded values.
fn eval_block(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    block: tile_ir::BlockId,
    args: Vec<(Value, Presence)>,
    acc: &mut Accumulators<'_>,
) -> R<Vec<(Value, Presence)>> {
    let ctx = it.ctx;
    let data = ctx.block(block);
    let mut presence: FxHashMap<tile_ir::Value, Presence> = FxHashMap::default();
    for (&a, (v, p)) in data.args.iter().zip(args) {
        f.insert(a, v);
        presence.insert(a, p);
    }
    let Some((&term, body)) = data.ops.split_last() else {
        return Err(it.err(op, "has an empty body"));
    };
    // A value from outside the body is invariant, known when a constant defines it.
    let of = |presence: &FxHashMap<tile_ir::Value, Presence>, v: tile_ir::Value| {
        presence.get(&v).copied().unwrap_or_else(|| {
            let constant = ctx
                .defining_op(v)
                .is_some_and(|d| ctx.op_has_trait(d, tile_ir::dialect::OpTraits::CONSTANT_LIKE));
            if constant {
                Presence::Known
            } else {
                Presence::Invariant
            }
        })
    };
    for &o in body {
        let results = semiring(it, f, o, &|v| of(&presence, v), acc)?;
        let p = match results {
            Some((vals, p)) => {
                for (&r, v) in ctx.op(o).results.iter().zip(vals) {
                    f.insert(r, v);
                }
                p
            }
            None => {
                it.exec_op(f, o)?;
                let ps: Vec<Presence> = ctx
                    .op(o)
                    .operands
                    .iter()
                    .map(|&v| of(&presence, v))
                    .collect();
                let zero: Vec<bool> = ctx
                    .op(o)
                    .operands
                    .iter()
                    .map(|v| {
                        f.get(v)
                            .is_some_and(|x| matches!(x, Value::Scalar(s) if s.is_zero()))
                    })
                    .collect();
                let nonzero = ctx
                    .op(o)
                    .results
                    .first()
                    .and_then(|r| f.get(r))
                    .is_some_and(|v| !matches!(v, Value::Scalar(s) if s.is_zero()));
                combine(ctx.op_name_of(o), &ps, &zero, nonzero)
            }
        };
        for &r in ctx.op(o).results.iter() {
            presence.insert(r, p);
        }
    }
    let values = it.operands(f, term)?;
    Ok(values
        .into_iter()
        .zip(ctx.op(term).operands.iter())
        .map(|(v, &x)| (v, of(&presence, x)))
        .collect())
}

/// Whether region `r` has a block to run.
fn has_body(it: &Interpreter<'_>, r: Option<RegionId>) -> Option<RegionId> {
    r.filter(|&r| it.ctx.entry_block(r).is_some())
}

/// Runs a semiring region on `args`: its single yielded value.
fn yield_of(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    r: RegionId,
    args: Vec<Value>,
) -> R<Value> {
    it.run_body(f, r, args)?
        .into_iter()
        .next()
        .ok_or_else(|| it.err(op, "region yields nothing"))
}

/// A zero of result 0's type (the value of an absent result).
fn absent(it: &Interpreter<'_>, op: OpId) -> R<(Vec<Value>, Presence)> {
    let elem = it.elem_ty(op, it.result_ty(op, 0)?)?;
    Ok((vec![Value::Scalar(elem.zero())], Presence::Absent))
}

/// Executes `o` when it is a semiring op: its results and their presence.
fn semiring(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    o: OpId,
    presence: &dyn Fn(tile_ir::Value) -> Presence,
    acc: &mut Accumulators<'_>,
) -> R<Option<(Vec<Value>, Presence)>> {
    let ctx = it.ctx;
    let regions = ctx.op(o).regions().to_vec();
    let region = |k: usize| regions.get(k).copied();
    if let Some(v) = UnaryOp::cast(ctx, o) {
        let x = v.x(ctx);
        let xv = it.get(f, o, x)?;
        let (r, args) = if presence(x).is_present() {
            (has_body(it, region(0)), vec![xv])
        } else {
            (has_body(it, region(1)), vec![])
        };
        return Ok(Some(match r {
            Some(r) => (vec![yield_of(it, f, o, r, args)?], Presence::Present),
            None => absent(it, o)?,
        }));
    }
    if let Some(v) = BinaryOp::cast(ctx, o) {
        let (x, y) = (v.x(ctx), v.y(ctx));
        let (xv, yv) = (it.get(f, o, x)?, it.get(f, o, y)?);
        let (px, py) = (presence(x).is_present(), presence(y).is_present());
        return Ok(Some(match (px, py) {
            (true, true) => match has_body(it, region(0)) {
                Some(r) => (
                    vec![yield_of(it, f, o, r, vec![xv, yv])?],
                    Presence::Present,
                ),
                None => absent(it, o)?,
            },
            (true, false) => match has_body(it, region(1)) {
                Some(r) => (vec![yield_of(it, f, o, r, vec![xv])?], Presence::Present),
                None if v.left_identity(ctx).is_some() => (vec![xv], presence(x)),
                None => absent(it, o)?,
            },
            (false, true) => match has_body(it, region(2)) {
                Some(r) => (vec![yield_of(it, f, o, r, vec![yv])?], Presence::Present),
                None if v.right_identity(ctx).is_some() => (vec![yv], presence(y)),
                None => absent(it, o)?,
            },
            (false, false) => absent(it, o)?,
        }));
    }
    if let Some(v) = ReduceOp::cast(ctx, o) {
        let (x, y, id) = (v.x(ctx), v.y(ctx), v.identity(ctx));
        let r = region(0).ok_or_else(|| it.err(o, "has no region"))?;
        let identity = it.get(f, o, id)?;
        // A custom reduction into an output: the accumulator starts at the identity at each
        // output point (whatever the output held) and folds in the present inputs.
        let out_pos = [x, y].iter().position(|&a| acc.slot(a).is_some());
        if let Some(k) = out_pos {
            let (a, input) = if k == 0 { (x, y) } else { (y, x) };
            let key = acc.slot(a);
            let first = key.as_ref().is_some_and(|k| !acc.started.contains(k));
            // A sparse output that stores the point (an in-place update, SDDMM's `S += ..`)
            // starts from its value; otherwise the reduction starts at the identity (a dense
            // output's initial value is not read, as in MLIR's codegen).
            let stored = key
                .as_ref()
                .is_some_and(|(k, _)| acc.sparse.get(*k).copied().unwrap_or(false))
                && presence(a) == Presence::Output(true);
            let current = if first && !stored {
                identity
            } else {
                it.get(f, o, a)?
            };
            if !presence(input).is_present() {
                // Nothing folded in: a dense output still receives the identity.
                return Ok(Some((vec![current], Presence::Output(!first))));
            }
            if let Some(k) = key {
                acc.started.insert(k);
            }
            let iv = it.get(f, o, input)?;
            let args = if k == 0 {
                vec![current, iv]
            } else {
                vec![iv, current]
            };
            return Ok(Some((
                vec![yield_of(it, f, o, r, args)?],
                Presence::Present,
            )));
        }
        let (px, py) = (presence(x).is_present(), presence(y).is_present());
        if !px && !py {
            return Ok(Some((vec![it.get(f, o, x)?], Presence::Absent)));
        }
        let xv = if px {
            it.get(f, o, x)?
        } else {
            identity.clone()
        };
        let yv = if py { it.get(f, o, y)? } else { identity };
        return Ok(Some((
            vec![yield_of(it, f, o, r, vec![xv, yv])?],
            Presence::Present,
        )));
    }
    if let Some(v) = SelectOp::cast(ctx, o) {
        let x = v.x(ctx);
        let px = presence(x);
        let xv = it.get(f, o, x)?;
        if !px.is_present() {
            return Ok(Some((vec![xv], Presence::Absent)));
        }
        let r = region(0).ok_or_else(|| it.err(o, "has no region"))?;
        let keep = match yield_of(it, f, o, r, vec![xv.clone()])? {
            Value::Scalar(s) => s.as_i128() != 0,
            _ => false,
        };
        return Ok(Some(if keep {
            (vec![xv], px)
        } else {
            (vec![xv], Presence::Absent)
        }));
    }
    Ok(None)
}
