//! `vl=N`: an `scf.for` the code generator has just emitted, as a vector loop (issue 17).
//!
//! The code generator calls [`vectorize_for`] on the loops over a dense level's full range and
//! over a compressed segment `[pos[p], pos[p+1])` (not on `scf.while` co-iteration, runs of a
//! non-unique level, singletons or strided slices), before anything reads their results.
//! The loop becomes `scf.for %i = lo to hi step vl` with `vector.create_mask (hi - %i)` and:
//!
//! * each value of the body classified as loop-invariant (cloned as it is), *linear* (`%i`
//!   plus an invariant: kept as its first lane's scalar), or a vector;
//! * `memref.load`/`store` at a linear last index (the others invariant) as
//!   `vector.maskedload`/`maskedstore`, a load at a vector last index (`x[crd[p]]`) as
//!   `vector.gather`; loop-invariant operands as `vector.broadcast`;
//! * `arith` and `math` ops element-wise on vectors (integer division only by an invariant:
//!   a masked-off lane would divide by the pass-through zero);
//! * a scalar carried value updated by one `arith` op of a combining kind (`addf`, `muli`,
//!   `maximumf`, ...) as a vector accumulator (`arith.select` on the mask), reduced by
//!   `vector.reduction` after the loop; float `addf`/`mulf` only with
//!   `reassociate-fp-reductions=true` (the lanes' partial sums change the rounding);
//! * a carried dense tensor (the output's `tensor.extract`/`insert` chain) as
//!   `vector.transfer_read`/`transfer_write` with the mask (`in_bounds`: the mask keeps every
//!   lane it enables inside; a read at a coordinate vector is a `gather`), which One-Shot
//!   Bufferize writes in place.
//!
//! Writes go to consecutive elements only: a scatter (into the output at a column's
//! coordinates, as DCSC SpMV and SDDMM write) was measured slower than the scalar loop. With
//! `vl-tail=scalar` (by default over a dense level's range) the vector loop runs whole
//! vectors without a mask (`vector.load`/`store`, unmasked transfers) and the scalar loop,
//! kept, runs the rest from where it stopped, on its results.
//!
//! Writes (stores, inserts) and reads of written memory must all use the same indices, whose
//! last is linear, so the lanes never touch each other's elements. Anything else (nested regions, sparse
//! outputs, other carried values, loops of fewer than `vl` iterations known statically)
//! keeps the scalar loop.

use std::collections::{HashMap, HashSet};

use tile_dialects::arith::views::{AddIOp, ConstantOp, DivUIOp, MinUIOp, MulIOp, SelectOp, SubIOp};
use tile_dialects::scf::{ForOp, YieldOp as ScfYieldOp};
use tile_dialects::vector::{
    BroadcastOp, CreateMaskOp, GatherOp, LoadOp as VectorLoadOp, MaskedLoadOp, MaskedStoreOp,
    ReductionOp, StepOp, StoreOp as VectorStoreOp, TransferReadOp, TransferWriteOp,
};
use tile_ir::affine::{AffineExpr, AffineMap};
use tile_ir::attributes::{DenseValues, Scalar};
use tile_ir::builder::OpBuilder;
use tile_ir::float::FloatValue;
use tile_ir::{AttrKind, Context, Loc, OpId, OperationState, Type, TypeKind, Value};

/// The vector options of `sparsify`.
#[derive(Clone, Copy, Debug, Default)]
pub struct VectorOptions {
    /// Lanes per vector (`vl`); 0 keeps every loop scalar.
    pub vl: i64,
    /// `reassociate-fp-reductions`: float sums and products may be reduced lane-wise.
    pub reassociate_fp: bool,
    /// `vl-tail`: how the iterations after the last whole vector run.
    pub tail: Tail,
}

/// Where a vector loop's last, partial vector runs (`vl-tail`).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum Tail {
    /// `scalar` over a dense level's range, `mask` over a compressed segment (measured with
    /// `benches/sparse-kernels.sh`, JIT at O3: SpMM's rows of 64 in 0.060-0.071 s unmasked
    /// against 0.086 s masked; SpMV over a random CSR matrix, rows of about five, in 0.017 s
    /// masked against 0.019 s with a scalar tail; a sum 0.0025 against 0.0090 s).
    #[default]
    Auto,
    /// One loop, every iteration masked by the remaining count.
    Mask,
    /// Whole vectors unmasked, then the scalar loop for the rest.
    Scalar,
}

/// What a value of the loop body is in the vector loop.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Kind {
    /// The same in every iteration.
    Inv,
    /// The induction variable plus an invariant (`index`): its first lane's scalar.
    Lin,
    /// Different in each lane; `distinct`: no two lanes of the whole loop hold the same value.
    Vec { distinct: bool },
    /// A value of a carried dense tensor.
    Chain,
    /// The accumulator of the carried reduction at this position.
    RedArg(usize),
    /// The updated accumulator of the reduction at this position.
    RedOut(usize),
}

/// A carried value of the loop.
#[derive(Clone, Copy, Debug)]
enum Carried {
    /// A reduction by `kind` (`vector.reduction`'s name); `idempotent` ones start every lane
    /// at the initial value, the others at the kind's identity.
    Red {
        kind: &'static str,
        idempotent: bool,
    },
    /// A dense tensor written element-wise.
    Chain,
}

/// How a memory or tensor access of the body is vectorized.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Access {
    /// All indices invariant: one scalar access.
    Scalar,
    /// Last index linear: consecutive lanes.
    Contiguous,
    /// Last index a vector: gather or scatter.
    Indexed,
}

/// The result of the analysis: every body value's kind and the carried values.
struct Plan {
    kinds: HashMap<Value, Kind>,
    carried: Vec<Carried>,
}

/// The reductions a single `arith` op expresses: op name, `vector.reduction` kind, and
/// whether the kind is idempotent (`max(x, x) = x`).
const COMBINING: [(&str, &str, bool); 15] = [
    ("arith.addf", "add", false),
    ("arith.addi", "add", false),
    ("arith.mulf", "mul", false),
    ("arith.muli", "mul", false),
    ("arith.andi", "and", true),
    ("arith.ori", "or", true),
    ("arith.xori", "xor", false),
    ("arith.minimumf", "minimumf", true),
    ("arith.maximumf", "maximumf", true),
    ("arith.minnumf", "minnumf", true),
    ("arith.maxnumf", "maxnumf", true),
    ("arith.minsi", "minsi", true),
    ("arith.maxsi", "maxsi", true),
    ("arith.minui", "minui", true),
    ("arith.maxui", "maxui", true),
];

/// `fastmath<reassoc>` (`#arith.fastmath` bits).
const REASSOC: u32 = 1;

/// Integer ops whose masked-off lanes could divide by zero.
const DIVISIONS: [&str; 7] = [
    "arith.divsi",
    "arith.divui",
    "arith.remsi",
    "arith.remui",
    "arith.ceildivsi",
    "arith.ceildivui",
    "arith.floordivsi",
];

/// Rewrites `for_op` (over a compressed segment when `segment`, else over a dense level's
/// range) into a vector loop when its body allows (see the module docs); returns the values
/// that replace its results, in order. `None` leaves it unchanged. With a masked tail the
/// scalar loop is erased; with a scalar one it runs the rest.
pub fn vectorize_for(
    ctx: &mut Context,
    for_op: OpId,
    opts: VectorOptions,
    segment: bool,
) -> Option<Vec<Value>> {
    if opts.vl <= 0 || ForOp::cast(ctx, for_op).is_none() {
        return None;
    }
    let plan = analyse(ctx, for_op, opts)?;
    let scalar_tail = match opts.tail {
        Tail::Auto => !segment,
        Tail::Mask => false,
        Tail::Scalar => true,
    };
    let carried = plan.carried.len();
    let (results, end) = Builder::new(ctx, for_op, opts.vl, scalar_tail, plan).build()?;
    if !scalar_tail {
        ctx.erase_op(for_op);
        return Some(results);
    }
    // The scalar loop runs the rest, from where the vector loop stopped, on its results
    // (`lb`, `ub`, `step`, then one init per carried value, as `analyse` checked).
    let ops = &mut ctx.op_mut(for_op).operands;
    debug_assert_eq!(ops.len(), carried + 3);
    for (k, v) in std::iter::once(end).chain(results).enumerate() {
        let slot = if k == 0 { 0 } else { k + 2 };
        if let Some(o) = ops.get_mut(slot) {
            *o = v;
        }
    }
    Some(ctx.op(for_op).results.to_vec())
}

/// An integer constant's value.
fn const_int(ctx: &Context, v: Value) -> Option<i128> {
    let op = ConstantOp::cast(ctx, ctx.defining_op(v)?)?;
    match ctx.attr_kind(op.value(ctx)) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// Whether `ty` can be a vector element.
fn is_scalar(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    )
}

fn is_float(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Float(_))
}

/// Whether `v` is a memref a vector access can address (identity layout).
fn plain_memref(ctx: &Context, v: Value) -> bool {
    matches!(
        ctx.type_kind(ctx.value_type(v)),
        TypeKind::MemRef { layout: None, .. }
    )
}

/// Whether `v` is a dense ranked tensor (no encoding).
fn dense_tensor(ctx: &Context, v: Value) -> bool {
    matches!(
        ctx.type_kind(ctx.value_type(v)),
        TypeKind::RankedTensor { encoding: None, .. }
    )
}

/// How indices of these kinds are accessed: the last one decides, the others must be
/// invariant. The flag says whether distinct lanes touch distinct elements.
fn access(kinds: &[Kind]) -> Option<(Access, bool)> {
    // No index at all (a rank-0 memref) is one scalar.
    let Some((last, rest)) = kinds.split_last() else {
        return Some((Access::Scalar, false));
    };
    if rest.iter().any(|k| *k != Kind::Inv) {
        return None;
    }
    match *last {
        Kind::Inv => Some((Access::Scalar, false)),
        Kind::Lin => Some((Access::Contiguous, true)),
        Kind::Vec { distinct } => Some((Access::Indexed, distinct)),
        _ => None,
    }
}

/// Classifies the body of `for_op` (see [`Kind`]); `None` when it cannot be vectorized.
fn analyse(ctx: &Context, for_op: OpId, opts: VectorOptions) -> Option<Plan> {
    let op = ctx.op(for_op);
    let [lb, ub, step, inits @ ..] = &op.operands[..] else {
        return None;
    };
    if const_int(ctx, *step) != Some(1) {
        return None;
    }
    if let (Some(l), Some(u)) = (const_int(ctx, *lb), const_int(ctx, *ub))
        && u - l < i128::from(opts.vl)
    {
        // Fewer iterations than lanes (a block of BSR): the scalar loop is cheaper.
        return None;
    }
    let body = ctx.entry_block(*op.regions().first()?)?;
    let args = ctx.block(body).args.clone();
    let (&iv, iter_args) = args.split_first()?;
    if iter_args.len() != inits.len() {
        return None;
    }
    let ops: Vec<OpId> = ctx.block(body).ops.iter().copied().collect();
    let (&yield_op, rest) = ops.split_last()?;
    if ctx.op_name_of(yield_op) != "scf.yield" {
        return None;
    }
    let yields = ctx.op(yield_op).operands.to_vec();
    let mut uses: HashMap<Value, usize> = HashMap::new();
    for &o in &ops {
        for &v in ctx.op(o).operands.iter() {
            *uses.entry(v).or_default() += 1;
        }
    }
    let mut kinds: HashMap<Value, Kind> = HashMap::new();
    kinds.insert(iv, Kind::Lin);
    let mut carried = Vec::with_capacity(iter_args.len());
    let mut combiners: HashMap<OpId, usize> = HashMap::new();
    for (i, &a) in iter_args.iter().enumerate() {
        if dense_tensor(ctx, a) {
            kinds.insert(a, Kind::Chain);
            carried.push(Carried::Chain);
            continue;
        }
        let ty = ctx.value_type(a);
        if !is_scalar(ctx, ty) || uses.get(&a) != Some(&1) {
            return None;
        }
        // The one op combining the accumulator with a value, yielded at its position.
        let c = rest
            .iter()
            .copied()
            .find(|&o| ctx.op(o).operands.contains(&a))?;
        let name = ctx.op_name_of(c);
        let &(_, kind, idempotent) = COMBINING.iter().find(|(n, _, _)| *n == name)?;
        let r = *ctx.op(c).results.first()?;
        if ctx.op(c).operands.len() != 2 || yields.get(i) != Some(&r) || uses.get(&r) != Some(&1) {
            return None;
        }
        if is_float(ctx, ty) && matches!(kind, "add" | "mul") && !opts.reassociate_fp {
            return None;
        }
        kinds.insert(a, Kind::RedArg(i));
        combiners.insert(c, i);
        carried.push(Carried::Red { kind, idempotent });
    }
    // Every write and every read of written memory uses one list of indices.
    let mut written: HashMap<Value, Vec<Value>> = HashMap::new();
    for &o in rest {
        let (base, idx) = match ctx.op_name_of(o) {
            "memref.store" => (1, 2),
            "tensor.insert" => (1, 2),
            _ => continue,
        };
        let operands = &ctx.op(o).operands;
        let target = *operands.get(base)?;
        // A chain's values are one tensor.
        let key =
            if kinds.get(&target) == Some(&Kind::Chain) || ctx.op_name_of(o) == "tensor.insert" {
                iv
            } else {
                target
            };
        let idx = operands.get(idx..)?.to_vec();
        if written.get(&key).is_some_and(|w| *w != idx) {
            return None;
        }
        written.insert(key, idx);
    }
    let kind_of = |kinds: &HashMap<Value, Kind>, v: &Value| *kinds.get(v).unwrap_or(&Kind::Inv);
    for &o in rest {
        let data = ctx.op(o);
        if !data.regions().is_empty() {
            return None;
        }
        let name = ctx.op_name_of(o);
        let ks: Vec<Kind> = data.operands.iter().map(|v| kind_of(&kinds, v)).collect();
        let operands = data.operands.to_vec();
        let results = data.results.to_vec();
        let bad = |k: &Kind| matches!(k, Kind::Chain | Kind::RedArg(_) | Kind::RedOut(_));
        let kind = match name {
            "memref.load" => {
                let m = *operands.first()?;
                if ks.first() != Some(&Kind::Inv) {
                    return None;
                }
                let (acc, distinct) = access(ks.get(1..)?)?;
                if let Some(w) = written.get(&m) {
                    // Read where the same lane writes, and nowhere else.
                    if operands.get(1..)? != &w[..] || !distinct {
                        return None;
                    }
                }
                match acc {
                    Access::Scalar => Kind::Inv,
                    _ if !plain_memref(ctx, m)
                        || !results
                            .first()
                            .is_some_and(|&r| is_scalar(ctx, ctx.value_type(r))) =>
                    {
                        return None;
                    }
                    // A compressed level's coordinates are distinct along its segment.
                    Access::Contiguous => Kind::Vec {
                        distinct: ctx
                            .defining_op(m)
                            .is_some_and(|d| ctx.op_name_of(d) == "sparse_tensor.coordinates"),
                    },
                    Access::Indexed => Kind::Vec { distinct: false },
                }
            }
            "memref.store" => {
                let (v, m) = (*operands.first()?, *operands.get(1)?);
                let (acc, distinct) = access(ks.get(2..)?)?;
                if ks.get(1) != Some(&Kind::Inv)
                    || ks.first().is_none_or(bad)
                    || acc != Access::Contiguous
                    || !distinct
                    || !plain_memref(ctx, m)
                    || !is_scalar(ctx, ctx.value_type(v))
                {
                    return None;
                }
                continue;
            }
            "tensor.extract" => {
                let (acc, distinct) = access(ks.get(1..)?)?;
                match ks.first()? {
                    Kind::Inv if acc == Access::Scalar => Kind::Inv,
                    Kind::Inv => Kind::Vec { distinct: false },
                    Kind::Chain
                        if acc != Access::Scalar
                            && distinct
                            && written
                                .get(&iv)
                                .is_none_or(|w| operands.get(1..) == Some(&w[..])) =>
                    {
                        Kind::Vec { distinct: false }
                    }
                    _ => return None,
                }
            }
            "tensor.insert" => {
                let (acc, distinct) = access(ks.get(2..)?)?;
                // A scatter is measured slower than the scalar loop (SDDMM into a dense
                // output 0.060 against 0.031 s, DCSC SpMV 0.028 against 0.020 s, JIT at O0).
                if ks.get(1) != Some(&Kind::Chain)
                    || ks.first().is_none_or(bad)
                    || acc != Access::Contiguous
                    || !distinct
                {
                    return None;
                }
                Kind::Chain
            }
            "arith.constant" => Kind::Inv,
            _ if combiners.contains_key(&o) => {
                let i = *combiners.get(&o)?;
                if ks.iter().filter(|k| bad(k)).count() != 1 {
                    return None;
                }
                Kind::RedOut(i)
            }
            _ if name.starts_with("arith.") || name.starts_with("math.") => {
                if ks.iter().any(bad) || results.len() != 1 {
                    return None;
                }
                if ks.iter().all(|k| *k == Kind::Inv) {
                    Kind::Inv
                } else {
                    let tys = operands.iter().chain(&results).map(|&v| ctx.value_type(v));
                    if !tys.clone().all(|t| is_scalar(ctx, t)) {
                        return None;
                    }
                    if DIVISIONS.contains(&name) && ks.get(1) != Some(&Kind::Inv) {
                        return None;
                    }
                    let index = results.first().is_some_and(|&r| {
                        matches!(ctx.type_kind(ctx.value_type(r)), TypeKind::Index)
                    });
                    match (name, ks.as_slice()) {
                        ("arith.addi", [Kind::Lin, Kind::Inv] | [Kind::Inv, Kind::Lin])
                        | ("arith.subi", [Kind::Lin, Kind::Inv])
                            if index =>
                        {
                            Kind::Lin
                        }
                        (
                            "arith.index_cast" | "arith.index_castui" | "arith.extui"
                            | "arith.extsi",
                            [Kind::Vec { distinct: true }],
                        )
                        | (
                            "arith.addi",
                            [Kind::Vec { distinct: true }, Kind::Inv]
                            | [Kind::Inv, Kind::Vec { distinct: true }],
                        )
                        | ("arith.subi", [Kind::Vec { distinct: true }, Kind::Inv]) => {
                            Kind::Vec { distinct: true }
                        }
                        _ => Kind::Vec { distinct: false },
                    }
                }
            }
            "memref.dim" | "tensor.dim" if ks.iter().all(|k| *k == Kind::Inv) => Kind::Inv,
            _ => return None,
        };
        for r in results {
            kinds.insert(r, kind);
        }
    }
    for (i, c) in carried.iter().enumerate() {
        if matches!(c, Carried::Chain) && kind_of(&kinds, yields.get(i)?) != Kind::Chain {
            return None;
        }
    }
    Some(Plan { kinds, carried })
}

/// Builds the vector loop of a [`Plan`].
struct Builder<'a> {
    ctx: &'a mut Context,
    old: OpId,
    loc: Loc,
    vl: i64,
    /// Whole vectors only, the rest left to the scalar loop (`vl-tail=scalar`).
    scalar_tail: bool,
    plan: Plan,
    /// Old body values to their new values (scalars for `Inv`/`Lin`, vectors, tensors).
    map: HashMap<Value, Value>,
    /// Values defined in the new body (invariants there are broadcast in the body).
    inside: HashSet<Value>,
    /// Broadcasts of invariants, and splat constants by (type, value).
    broadcasts: HashMap<Value, Value>,
    splats: HashMap<(Type, Scalar), Value>,
    step: Option<Value>,
    mask: Option<Value>,
    new_for: Option<OpId>,
}

impl<'a> Builder<'a> {
    fn new(ctx: &'a mut Context, old: OpId, vl: i64, scalar_tail: bool, plan: Plan) -> Self {
        let loc = ctx.op(old).loc;
        Builder {
            ctx,
            old,
            loc,
            vl,
            scalar_tail,
            plan,
            map: HashMap::new(),
            inside: HashSet::new(),
            broadcasts: HashMap::new(),
            splats: HashMap::new(),
            step: None,
            mask: None,
            new_for: None,
        }
    }

    fn vector_of(&mut self, elem: Type) -> Type {
        self.ctx.intern_type(TypeKind::Vector {
            shape: vec![self.vl],
            scalable: vec![false],
            element: elem,
        })
    }

    /// Where loop-invariant vectors go: right before the new loop.
    fn hoist(&self) -> OpBuilder {
        OpBuilder::before(self.new_for.unwrap_or(self.old))
    }

    /// A constant `vector<vl x ty>` (or scalar `ty` when `!vector`) of `s`.
    fn constant(&mut self, ty: Type, s: Scalar, vector: bool) -> Value {
        let key_ty = if vector { self.vector_of(ty) } else { ty };
        if let Some(&v) = self.splats.get(&(key_ty, s)) {
            return v;
        }
        let attr = match s {
            _ if vector => self.ctx.intern_attr(AttrKind::DenseElements {
                ty: key_ty,
                values: DenseValues::Splat(s),
            }),
            Scalar::Float(value) => self.ctx.intern_attr(AttrKind::Float { value, ty }),
            Scalar::Int(i)
                if matches!(self.ctx.type_kind(ty), TypeKind::Integer { width: 1, .. }) =>
            {
                self.ctx.intern_attr(AttrKind::Bool(i != 0))
            }
            // Vector elements are integers or floats (see `is_scalar`).
            Scalar::Int(i) | Scalar::ComplexInt(i, _) => self.ctx.int_attr(i, ty),
            Scalar::ComplexFloat(value, _) => self.ctx.intern_attr(AttrKind::Float { value, ty }),
        };
        let mut b = self.hoist();
        let v = ConstantOp::build(&mut b, self.ctx, self.loc, key_ty, attr).result(self.ctx);
        self.splats.insert((key_ty, s), v);
        v
    }

    /// The zero (or, with `value`, another number) of scalar type `ty`.
    fn number(&self, ty: Type, value: f64) -> Scalar {
        match self.ctx.type_kind(ty) {
            TypeKind::Float(sem) => Scalar::Float(FloatValue::from_f64(value).convert(*sem)),
            _ => Scalar::Int(value as i128),
        }
    }

    /// The new value of old value `v` as a vector (broadcast, or linear lanes).
    fn vec(&mut self, b: &mut OpBuilder, v: Value) -> Value {
        let kind = *self.plan.kinds.get(&v).unwrap_or(&Kind::Inv);
        let new = *self.map.get(&v).unwrap_or(&v);
        let ty = self.ctx.value_type(new);
        match kind {
            Kind::Inv => {
                if let Some(&x) = self.broadcasts.get(&new) {
                    return x;
                }
                let vty = self.vector_of(ty);
                let inside = self.inside.contains(&new);
                let mut h = self.hoist();
                let at = if inside { &mut *b } else { &mut h };
                let x = BroadcastOp::build(at, self.ctx, self.loc, vty, new).vector(self.ctx);
                if !inside {
                    self.broadcasts.insert(new, x);
                }
                x
            }
            Kind::Lin => {
                // `[l, l + 1, ...]`: the first lane broadcast plus `vector.step`.
                let vty = self.vector_of(ty);
                let step = match self.step {
                    Some(s) => s,
                    None => {
                        let mut h = self.hoist();
                        let s = StepOp::build(&mut h, self.ctx, self.loc, vty).result(self.ctx);
                        self.step = Some(s);
                        s
                    }
                };
                let x = BroadcastOp::build(b, self.ctx, self.loc, vty, new).vector(self.ctx);
                let r = AddIOp::build(b, self.ctx, self.loc, vty, x, step, None).result(self.ctx);
                self.inside.insert(r);
                r
            }
            _ => new,
        }
    }

    /// A copy of element-wise op `like` over `operands`, of type `ty`.
    fn clone_as(&mut self, b: &mut OpBuilder, like: OpId, operands: Vec<Value>, ty: Type) -> Value {
        let name = self.ctx.op_name_of(like).to_string();
        let mut st = OperationState::new(name, self.loc);
        st.operands = operands;
        st.result_types = vec![ty];
        st.properties = self.ctx.op_properties(like).to_vec();
        st.attributes = self.ctx.op_attributes(like).to_vec();
        let op = b.insert(self.ctx, st);
        let r = self.ctx.op(op).results[0];
        self.inside.insert(r);
        r
    }

    /// The scalar new values of indices (invariant, or a linear one's first lane), with the
    /// last replaced by `c0` when it is an index vector (gather/scatter offsets).
    fn indices(&mut self, idx: &[Value]) -> (Vec<Value>, Access) {
        let kinds: Vec<Kind> = idx
            .iter()
            .map(|v| *self.plan.kinds.get(v).unwrap_or(&Kind::Inv))
            .collect();
        let acc = access(&kinds).map_or(Access::Scalar, |a| a.0);
        let mut out: Vec<Value> = idx.iter().map(|v| *self.map.get(v).unwrap_or(v)).collect();
        if acc == Access::Indexed {
            let index = self.ctx.index_type();
            let c0 = self.constant(index, Scalar::Int(0), false);
            if let Some(l) = out.last_mut() {
                *l = c0;
            }
        }
        (out, acc)
    }

    /// The loop's mask, or one of every lane (for a gather) when it has none.
    fn mask_or_all(&mut self) -> Value {
        match self.mask {
            Some(m) => m,
            None => {
                let i1 = self.ctx.int_type(1);
                self.constant(i1, Scalar::Int(1), true)
            }
        }
    }

    /// The minor identity map of a rank-`r` transfer along its last dimension.
    fn minor_map(r: usize) -> AffineMap {
        AffineMap::new(r, 0, vec![AffineExpr::dim(r.saturating_sub(1))])
    }

    /// The new loop; returns the values replacing the old loop's results and where the
    /// vector loop ends.
    fn build(mut self) -> Option<(Vec<Value>, Value)> {
        let ctx_op = self.ctx.op(self.old);
        let operands = ctx_op.operands.to_vec();
        let region = *ctx_op.regions().first()?;
        let [lb, ub, _step, inits @ ..] = &operands[..] else {
            return None;
        };
        let (lb, ub) = (*lb, *ub);
        let body = self.ctx.entry_block(region)?;
        let old_args = self.ctx.block(body).args.clone();
        let old_ops: Vec<OpId> = self.ctx.block(body).ops.iter().copied().collect();
        let index = self.ctx.index_type();
        let mut pre = OpBuilder::before(self.old);
        let cvl = ConstantOp::build_index(&mut pre, self.ctx, self.loc, self.vl).result(self.ctx);
        // The carried values: vector accumulators, tensors as they are.
        let mut new_inits = Vec::with_capacity(inits.len());
        for (c, &init) in self.plan.carried.clone().iter().zip(inits) {
            let ty = self.ctx.value_type(init);
            new_inits.push(match *c {
                Carried::Chain => init,
                Carried::Red {
                    idempotent: true, ..
                } => {
                    let vty = self.vector_of(ty);
                    BroadcastOp::build(&mut pre, self.ctx, self.loc, vty, init).vector(self.ctx)
                }
                Carried::Red { kind, .. } => {
                    let s = identity(self.ctx, kind, ty);
                    self.constant(ty, s, true)
                }
            });
        }
        let tys: Vec<Type> = new_inits.iter().map(|&v| self.ctx.value_type(v)).collect();
        // With a scalar tail: `lb + (ub - lb) / vl * vl`, the end of the whole vectors.
        let end = if self.scalar_tail {
            let span =
                SubIOp::build(&mut pre, self.ctx, self.loc, index, ub, lb, None).result(self.ctx);
            let q = DivUIOp::build(&mut pre, self.ctx, self.loc, index, span, cvl, None)
                .result(self.ctx);
            let whole =
                MulIOp::build(&mut pre, self.ctx, self.loc, index, q, cvl, None).result(self.ctx);
            AddIOp::build(&mut pre, self.ctx, self.loc, index, lb, whole, None).result(self.ctx)
        } else {
            ub
        };
        let f = ForOp::build(
            &mut pre, self.ctx, self.loc, &tys, lb, end, cvl, &new_inits, None,
        );
        self.new_for = Some(f.op());
        let mut arg_tys = vec![index];
        arg_tys.extend(&tys);
        let block = self.ctx.create_block(&arg_tys, self.loc);
        let r = f.region(self.ctx);
        self.ctx.append_block(r, block);
        let new_args = self.ctx.block(block).args.clone();
        for (&o, &n) in old_args.iter().zip(&new_args) {
            self.map.insert(o, n);
            self.inside.insert(n);
        }
        let iv = *new_args.first()?;
        let mut b = OpBuilder::at_end(block);
        let i1 = self.ctx.int_type(1);
        // With a scalar tail every lane runs: no mask.
        self.mask = if self.scalar_tail {
            None
        } else {
            let left =
                SubIOp::build(&mut b, self.ctx, self.loc, index, ub, iv, None).result(self.ctx);
            // At most `vl`: LLVM compares the mask's bound in 32 bits.
            let left =
                MinUIOp::build(&mut b, self.ctx, self.loc, index, left, cvl).result(self.ctx);
            let mty = self.vector_of(i1);
            Some(CreateMaskOp::build(&mut b, self.ctx, self.loc, mty, &[left]).result(self.ctx))
        };
        let (&yield_op, rest) = old_ops.split_last()?;
        let live = live_ops(self.ctx, &old_ops);
        for &o in rest.iter().filter(|o| live.contains(o)) {
            self.op(&mut b, o)?;
        }
        // Masked-off lanes keep their accumulators.
        let yields = self.ctx.op(yield_op).operands.to_vec();
        let mut ys = Vec::with_capacity(yields.len());
        for (i, &y) in yields.iter().enumerate() {
            let n = *self.map.get(&y).unwrap_or(&y);
            ys.push(match (self.plan.carried.get(i)?, self.mask) {
                (Carried::Red { .. }, Some(mask)) => {
                    let acc = *new_args.get(i + 1)?;
                    let ty = self.ctx.value_type(n);
                    SelectOp::build(&mut b, self.ctx, self.loc, ty, mask, n, acc).result(self.ctx)
                }
                _ => n,
            });
        }
        ScfYieldOp::build(&mut b, self.ctx, self.loc, &ys);
        // After the loop: each vector accumulator reduced into its scalar.
        let res = self.ctx.op(f.op()).results.to_vec();
        let mut post = OpBuilder::before(self.old);
        let mut out = Vec::with_capacity(res.len());
        for (i, &r) in res.iter().enumerate() {
            out.push(match *self.plan.carried.get(i)? {
                Carried::Chain => r,
                Carried::Red { kind, idempotent } => {
                    let init = *inits.get(i)?;
                    let ty = self.ctx.value_type(init);
                    let acc = (!idempotent).then_some(init);
                    // The lanes are summed in any order already: LLVM may use a tree.
                    let reassoc = (is_float(self.ctx, ty) && matches!(kind, "add" | "mul"))
                        .then_some(REASSOC);
                    ReductionOp::build(&mut post, self.ctx, self.loc, ty, r, acc, kind, reassoc)
                        .dest(self.ctx)
                }
            });
        }
        Some((out, end))
    }

    /// Emits the vector form of body op `o`.
    fn op(&mut self, b: &mut OpBuilder, o: OpId) -> Option<()> {
        let data = self.ctx.op(o);
        let name = self.ctx.op_name_of(o).to_string();
        let operands = data.operands.to_vec();
        let results = data.results.to_vec();
        let kind = results
            .first()
            .map(|r| *self.plan.kinds.get(r).unwrap_or(&Kind::Inv));
        let mask = self.mask;
        let loc = self.loc;
        match (name.as_str(), kind) {
            (_, Some(Kind::Inv | Kind::Lin)) => {
                // Cloned as a scalar: invariants, and a linear value's first lane.
                let mut st = OperationState::new(name.clone(), loc);
                st.operands = operands
                    .iter()
                    .map(|v| *self.map.get(v).unwrap_or(v))
                    .collect();
                st.result_types = self.ctx.result_types(o);
                st.properties = self.ctx.op_properties(o).to_vec();
                st.attributes = self.ctx.op_attributes(o).to_vec();
                let n = b.insert(self.ctx, st);
                let new = self.ctx.op(n).results.to_vec();
                for (&x, &y) in results.iter().zip(&new) {
                    self.map.insert(x, y);
                    self.inside.insert(y);
                }
            }
            ("memref.load", _) => {
                let m = *operands.first()?;
                let elem = self.ctx.value_type(*results.first()?);
                let vty = self.vector_of(elem);
                let (idx, acc) = self.indices(operands.get(1..)?);
                let zero = self.number(elem, 0.0);
                let v = match (acc, mask) {
                    (Access::Indexed, _) => {
                        let iv = self.vec(b, *operands.last()?);
                        let mask = self.mask_or_all();
                        let pass = self.constant(elem, zero, true);
                        GatherOp::build(b, self.ctx, loc, vty, m, &idx, iv, mask, pass, None)
                            .result(self.ctx)
                    }
                    (_, Some(mask)) => {
                        let pass = self.constant(elem, zero, true);
                        MaskedLoadOp::build(b, self.ctx, loc, vty, m, &idx, mask, pass, None)
                            .result(self.ctx)
                    }
                    (_, None) => VectorLoadOp::build(b, self.ctx, loc, vty, m, &idx, None, None)
                        .result(self.ctx),
                };
                self.map.insert(*results.first()?, v);
            }
            ("memref.store", _) => {
                let (v, m) = (*operands.first()?, *operands.get(1)?);
                let x = self.vec(b, v);
                // Contiguous (see `analyse`: a scatter is slower than the scalar loop).
                let (idx, _) = self.indices(operands.get(2..)?);
                match mask {
                    Some(mask) => {
                        MaskedStoreOp::build(b, self.ctx, loc, m, &idx, mask, x, None);
                    }
                    None => {
                        VectorStoreOp::build(b, self.ctx, loc, x, m, &idx, None, None);
                    }
                }
            }
            ("tensor.extract", _) => {
                let t = *operands.first()?;
                let t = *self.map.get(&t).unwrap_or(&t);
                let elem = self.ctx.value_type(*results.first()?);
                let vty = self.vector_of(elem);
                let (idx, acc) = self.indices(operands.get(1..)?);
                let v = if acc == Access::Indexed {
                    let zero = self.number(elem, 0.0);
                    let pass = self.constant(elem, zero, true);
                    let iv = self.vec(b, *operands.last()?);
                    let mask = self.mask_or_all();
                    GatherOp::build(b, self.ctx, loc, vty, t, &idx, iv, mask, pass, None)
                        .result(self.ctx)
                } else {
                    let zero = self.number(elem, 0.0);
                    let pad = self.constant(elem, zero, false);
                    let map = Self::minor_map(idx.len());
                    TransferReadOp::build(
                        b,
                        self.ctx,
                        loc,
                        vty,
                        t,
                        &idx,
                        pad,
                        mask,
                        map,
                        vec![true],
                    )
                    .vector(self.ctx)
                };
                self.map.insert(*results.first()?, v);
            }
            ("tensor.insert", _) => {
                let (v, t) = (*operands.first()?, *operands.get(1)?);
                let x = self.vec(b, v);
                let t = *self.map.get(&t).unwrap_or(&t);
                let tty = self.ctx.value_type(t);
                // Contiguous (see `analyse`: a scatter is slower than the scalar loop).
                let (idx, _) = self.indices(operands.get(2..)?);
                let map = Self::minor_map(idx.len());
                let w = TransferWriteOp::build(
                    b,
                    self.ctx,
                    loc,
                    Some(tty),
                    x,
                    t,
                    &idx,
                    mask,
                    map,
                    vec![true],
                );
                let w = *self.ctx.op(w.op()).results.first()?;
                self.map.insert(*results.first()?, w);
            }
            _ => {
                // Element-wise on vectors (a reduction's accumulator is one already).
                let r = *results.first()?;
                let elem = self.ctx.value_type(r);
                let vty = self.vector_of(elem);
                let mut vs = Vec::with_capacity(operands.len());
                for &v in &operands {
                    vs.push(self.vec(b, v));
                }
                let n = self.clone_as(b, o, vs, vty);
                self.map.insert(r, n);
            }
        }
        Some(())
    }
}

/// The ops of a loop body whose results are used (the code generator reads a level's
/// coordinate even where nothing needs it): a vector load left unused is not worth emitting.
fn live_ops(ctx: &Context, ops: &[OpId]) -> HashSet<OpId> {
    let mut needed: HashSet<Value> = HashSet::new();
    let mut live = HashSet::new();
    for &o in ops.iter().rev() {
        let data = ctx.op(o);
        let effect = matches!(ctx.op_name_of(o), "scf.yield" | "memref.store");
        if effect || data.results.iter().any(|r| needed.contains(r)) {
            live.insert(o);
            needed.extend(data.operands.iter().copied());
        }
    }
    live
}

/// The identity of reduction `kind` on scalar type `ty` (`-0.0` for a float sum: `-0 + x`
/// is `x` for every `x`).
fn identity(ctx: &Context, kind: &str, ty: Type) -> Scalar {
    let float = |x: f64| match ctx.type_kind(ty) {
        TypeKind::Float(sem) => Scalar::Float(FloatValue::from_f64(x).convert(*sem)),
        _ => Scalar::Int(x as i128),
    };
    match kind {
        "add" => float(-0.0),
        "mul" => float(1.0),
        "and" if matches!(ctx.type_kind(ty), TypeKind::Integer { width: 1, .. }) => Scalar::Int(1),
        "and" => Scalar::Int(-1),
        _ => Scalar::Int(0),
    }
}
