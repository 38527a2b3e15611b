//! Kernel analysis: a `linalg.generic` with sparse operands, read into a tensor expression
//! tree (from its body), per-operand level subscripts (through each encoding's dim-to-level
//! map) and the output's reduction. Everything codegen needs is checked here, so a kernel
//! that passes the analysis always generates, and a failing one leaves the IR untouched.

use tile_dialects::bufferization::AllocTensorOp;
use tile_dialects::linalg::IndexOp;
use tile_dialects::linalg::structured::{IteratorType, StructuredOp};
use tile_dialects::sparse_tensor::LevelIteration;
use tile_dialects::sparse_tensor::encoding::{DimSlice, SparseEncoding, get_encoding};
use tile_dialects::sparse_tensor::merge::MergeKind;
use tile_dialects::sparse_tensor::merge::merge_kind;
use tile_dialects::tensor::PadOp;
use tile_ir::affine::BinaryOp;
use tile_ir::{Context, Diagnostic, OpId, Type, TypeKind, Value};

/// Index of a node of [`Kernel::exps`].
pub type ExpId = usize;

/// A node of the tensor expression tree.
#[derive(Clone, Debug)]
pub enum Exp {
    /// The element of operand `t` at the current iteration point.
    Tensor(usize),
    /// A value defined outside the body (loop invariant).
    Invariant(Value),
    /// `linalg.index` of loop `d`.
    Index(usize),
    /// A body op applied to sub-expressions (cloned by codegen).
    Op {
        /// The original op in the body.
        op: OpId,
        /// One sub-expression per operand.
        args: Vec<ExpId>,
        /// How the op combines lattices.
        kind: MergeKind,
    },
}

/// A subscript of one level (or dimension) of an operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sub {
    /// Loop index `d`.
    Loop(usize),
    /// A constant.
    Const(i64),
    /// An index expression `Σ c * d + c0` ([`Kernel::affine`]): a dense level or dimension
    /// is addressed by its value; a sparse level gets a locate loop (see [`Kernel::locate`]).
    Affine(usize),
    /// A dimension of a dense operand whose loop was split into block levels by a sparse
    /// operand's `d floordiv size` / `d mod size`: the coordinate `outer * size + inner`.
    Block {
        /// The loop over blocks (the original loop).
        outer: usize,
        /// The loop inside a block (added by the analysis).
        inner: usize,
        /// The block size.
        size: i64,
    },
}

/// An index expression `Σ coef * loop + constant` of an indexing map (`h * 2 + kh`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Linear {
    /// `(loop, coefficient)` pairs.
    pub terms: Vec<(usize, i64)>,
    /// The constant term.
    pub constant: i64,
}

impl Linear {
    /// The loops the expression reads.
    pub fn loops(&self) -> Vec<usize> {
        let mut v: Vec<usize> = self.terms.iter().map(|&(d, _)| d).collect();
        v.sort_unstable();
        v.dedup();
        v
    }
}

/// One operand of the kernel.
#[derive(Clone, Debug)]
pub struct Operand {
    /// The SSA value.
    pub value: Value,
    /// Its tensor type.
    pub ty: Type,
    /// Static shape (`DYNAMIC` for `?`).
    pub shape: Vec<i64>,
    /// Element type.
    pub elem: Type,
    /// The encoding, for sparse operands.
    pub enc: Option<SparseEncoding>,
    /// Subscript of each level (sparse) or dimension (dense), in storage order.
    pub lvls: Vec<Sub>,
    /// Subscript of each dimension (the indexing map's, blocked loops rebuilt).
    pub dims: Vec<Sub>,
    /// Storage of each level.
    pub formats: Vec<LevelIteration>,
    /// Whether each level is `nonunique` (equal coordinates in runs of positions, each
    /// run visited once).
    pub nonunique: Vec<bool>,
    /// Whether each level's coordinates are a strided view of the shared AoS COO buffer.
    pub aos: Vec<bool>,
    /// For an operand whose encoding is a slice: the dimension and slice (offset, size,
    /// stride; `None` is dynamic) of each level. Its buffers are the underlying tensor's: a
    /// dense level is addressed at `offset + i * stride`, a compressed level keeps the
    /// stored coordinates `c` with `(c - offset) % stride == 0` inside the slice, at
    /// `(c - offset) / stride`.
    pub slices: Vec<Option<(usize, DimSlice)>>,
}

impl Operand {
    /// A scalar input: read as an invariant of the body (see [`Operand::is_scalar`]).
    fn scalar(value: Value, ty: Type) -> Operand {
        Operand {
            value,
            ty,
            shape: Vec::new(),
            elem: ty,
            enc: None,
            lvls: Vec::new(),
            dims: Vec::new(),
            formats: Vec::new(),
            nonunique: Vec::new(),
            aos: Vec::new(),
            slices: Vec::new(),
        }
    }
    /// Whether the operand is a scalar (not a tensor): no buffer, its block argument is
    /// the value itself.
    pub fn is_scalar(&self) -> bool {
        self.ty == self.elem
    }
    /// Whether the operand has a sparse encoding.
    pub fn is_sparse(&self) -> bool {
        self.enc.is_some()
    }
    /// The level of this operand subscripted by loop `d`, if any.
    pub fn level_of_loop(&self, d: usize) -> Option<usize> {
        self.lvls.iter().position(|s| *s == Sub::Loop(d))
    }
    /// Whether loop `d` drives a sparse (coordinate-storing) level of this operand.
    pub fn sparse_on(&self, d: usize) -> bool {
        self.level_of_loop(d)
            .is_some_and(|l| !self.formats[l].is_dense())
    }
    /// The dimension and slice of level `l`, for a slice operand.
    pub fn slice(&self, l: usize) -> Option<(usize, DimSlice)> {
        self.slices.get(l).copied().flatten()
    }
    /// Whether level `l` is a slice level whose stride is not statically 1 (its stored
    /// coordinates inside the slice's range are not all in the slice).
    pub fn strided(&self, l: usize) -> bool {
        self.slice(l).is_some_and(|(_, s)| s.stride != Some(1))
    }
}

/// The analysed kernel.
#[derive(Clone, Debug)]
pub struct Kernel {
    /// The `linalg.generic`.
    pub op: OpId,
    /// Number of loops.
    pub num_loops: usize,
    /// Whether each loop is parallel (else reduction).
    pub parallel: Vec<bool>,
    /// Inputs then the output (last).
    pub operands: Vec<Operand>,
    /// Expression nodes.
    pub exps: Vec<Exp>,
    /// Root of the expression combined into the output (the output itself removed).
    pub root: ExpId,
    /// The reduction op `out = out (op) root` (and whether the output is its left operand),
    /// or `None` when the body does not read the output.
    pub reduce: Option<(OpId, bool)>,
    /// Whether combining the reduction with a zero leaves it unchanged (`add`, `or`,
    /// `xor`); otherwise (`mul`, `min`, `max`, `and`) the implicit zeros of sparse operands
    /// take part in the reduction and codegen accounts for them.
    pub zero_neutral: bool,
    /// For a `sparse_tensor.reduce` reduction: its identity, where each output element's
    /// reduction starts (its region combines; implicit zeros take no part).
    pub custom_identity: Option<ExpId>,
    /// The sparse output is updated in place ("simply dynamic"): the body reads it, is zero
    /// wherever it stores nothing and reads no other sparse operand, so the loops visit its
    /// stored entries and the result has its pattern.
    pub in_place: bool,
    /// The sparse output is a fresh tensor (`tensor.empty`, `bufferization.alloc_tensor`);
    /// otherwise codegen inserts into a new `tensor.empty` of its type.
    pub fresh_out: bool,
    /// The index expressions of [`Sub::Affine`] subscripts.
    pub affine: Vec<Linear>,
    /// For each loop, the expression it locates when it is a locate loop: a loop added for a
    /// sparse level subscripted by an expression (`h + kh`), which searches that level's
    /// segment for the expression's value once the loops it reads are fixed (one point or
    /// none, never a range), as MLIR's filter loops do.
    pub locate: Vec<Option<usize>>,
}

impl Kernel {
    /// Whether `e` reads a sparse input (its value can come from stored entries).
    pub fn reads_sparse(&self, e: ExpId) -> bool {
        match self.exps.get(e) {
            Some(Exp::Tensor(t)) => {
                *t != self.out() && self.operands.get(*t).is_some_and(|o| o.is_sparse())
            }
            Some(Exp::Op { args, .. }) => args.iter().any(|&a| self.reads_sparse(a)),
            _ => false,
        }
    }

    /// Index of the output operand.
    pub fn out(&self) -> usize {
        self.operands.len() - 1
    }

    /// The loops subscript `s` reads.
    pub fn loops_of(&self, s: &Sub) -> Vec<usize> {
        match *s {
            Sub::Loop(d) => vec![d],
            Sub::Const(_) => vec![],
            Sub::Block { outer, inner, .. } => vec![outer, inner],
            Sub::Affine(a) => self.affine.get(a).map(Linear::loops).unwrap_or_default(),
        }
    }

    /// Whether loop `d` is a locate loop (see [`Kernel::locate`]).
    pub fn is_locate(&self, d: usize) -> bool {
        self.locate.get(d).copied().flatten().is_some()
    }
}

/// Whether a generic has at least one sparse operand (the pass's trigger).
pub fn has_sparse_operand(ctx: &Context, op: OpId) -> bool {
    is_sparsifiable(ctx, op)
        && ctx
            .op(op)
            .operands
            .iter()
            .any(|&v| get_encoding(ctx, ctx.value_type(v)).is_some())
}

/// The structured ops sparsify rewrites: `linalg.generic` and the named ops whose body is
/// the scalar expression it lowers (their maps and loops come from the `LinalgOp`
/// interface); fill, copy, transpose, broadcast, map and reduce are left to MLIR.
fn is_sparsifiable(ctx: &Context, op: OpId) -> bool {
    StructuredOp::cast(ctx, op).is_some_and(|v| {
        !matches!(
            v.kind(ctx),
            "fill" | "copy" | "transpose" | "broadcast" | "map" | "reduce"
        )
    })
}

/// The subscripts of every operand (index expressions of the inputs collected in `affine`),
/// and whether each loop is parallel.
type Structure = (Vec<Vec<Sub>>, Vec<bool>);

fn structure(ctx: &Context, op: OpId, affine: &mut Vec<Linear>) -> Result<Structure, String> {
    let view = StructuredOp::cast(ctx, op).ok_or("not a structured op")?;
    let maps = view
        .indexing_maps(ctx)
        .ok_or("the indexing maps are missing or malformed")?;
    let parallel: Vec<bool> = view
        .iterator_types(ctx)
        .ok_or("the iterator types are missing or malformed")?
        .iter()
        .map(|&t| t == IteratorType::Parallel)
        .collect();
    let mut all = Vec::new();
    for (k, map) in maps.iter().enumerate() {
        let mut subs = Vec::new();
        for (r, e) in map.results.iter().enumerate() {
            if let Some(d) = e.as_dim() {
                subs.push(Sub::Loop(d));
            } else if let Some(c) = e.as_constant() {
                subs.push(Sub::Const(c));
            } else {
                // The output is written once per point of its loops: no expressions there.
                let linear = (k + 1 < maps.len())
                    .then(|| tile_ir::affine::linear_terms(e))
                    .flatten()
                    .filter(|(terms, _)| terms.iter().all(|&(d, _)| d < parallel.len()));
                let Some((terms, constant)) = linear else {
                    return Err(format!(
                        "indexing map #{k} is not a projected permutation (result {r} is `{e}`)"
                    ));
                };
                subs.push(Sub::Affine(affine.len()));
                affine.push(Linear { terms, constant });
            }
        }
        all.push(subs);
    }
    Ok((all, parallel))
}

/// Reads `op` into a [`Kernel`], or a located error saying why it cannot be sparsified.
pub fn analyse(ctx: &Context, op: OpId) -> Result<Kernel, Diagnostic> {
    let err = |m: String| ctx.op_error(op, format!("cannot sparsify: {m}"));
    let operation = ctx.op(op);
    if operation.results.len() != 1 {
        return Err(err("expected exactly one output".into()));
    }
    let n = operation.operands.len();
    let mut affine = Vec::new();
    let (subs_of, mut parallel) = structure(ctx, op, &mut affine).map_err(err)?;
    if subs_of.len() != n {
        return Err(err("one indexing map per operand expected".into()));
    }
    // Block levels (BSR): a loop subscripting a blocked dimension is split into a loop over
    // the blocks (the original index) and a loop inside a block (a new index, of the same
    // kind); dense operands then read `block * size + intra`.
    let mut split: Vec<Option<(usize, i64)>> = vec![None; parallel.len()];
    for (k, (&v, subs)) in operation.operands.iter().zip(&subs_of).enumerate() {
        let Some(enc) = get_encoding(ctx, ctx.value_type(v)) else {
            continue;
        };
        for (dim, &b) in enc.block_sizes().iter().enumerate() {
            if b <= 0 {
                continue;
            }
            let Some(Sub::Loop(d)) = subs.get(dim).copied() else {
                return Err(err(format!(
                    "operand #{k}: blocked dimension {dim} must be subscripted by a loop"
                )));
            };
            if d >= split.len() {
                return Err(err(format!("indexing map #{k} uses an unknown loop")));
            }
            match split[d] {
                Some((_, size)) if size != b => {
                    return Err(err(format!(
                        "operand #{k}: loop d{d} is blocked by {b} here and by {size} elsewhere"
                    )));
                }
                Some(_) => {}
                None => {
                    split[d] = Some((parallel.len(), b));
                    parallel.push(parallel[d]);
                }
            }
        }
    }
    if let Some(d) = affine
        .iter()
        .flat_map(Linear::loops)
        .find(|&d| split.get(d).copied().flatten().is_some())
    {
        return Err(err(format!(
            "loop d{d} is split into block levels and read by an index expression"
        )));
    }
    // Locate loops are added for sparse levels subscripted by an expression (or a constant).
    let mut locate: Vec<Option<usize>> = vec![None; parallel.len()];
    let mut operands = Vec::new();
    // (operand, level) of every unordered level, checked once the body is known.
    let mut unordered: Vec<(usize, usize)> = Vec::new();
    for (k, (&v, subs)) in operation.operands.iter().zip(subs_of).enumerate() {
        let ty = ctx.value_type(v);
        let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(ty) else {
            // A scalar input (`linalg.quantized_matmul`'s zero points): an invariant of the
            // body, no levels.
            if k + 1 < n && subs.is_empty() && tile_dialects::linalg::is_scalar(ctx, ty) {
                operands.push(Operand::scalar(v, ty));
                continue;
            }
            return Err(err(format!("operand #{k} is not a ranked tensor")));
        };
        let enc = get_encoding(ctx, ty).cloned();
        // MLIR's sparsifier iterates a padded sparse tensor through its source; the padded
        // value has no storage of its own to read.
        if enc.is_some()
            && ctx
                .defining_op(v)
                .is_some_and(|d| PadOp::cast(ctx, d).is_some())
        {
            return Err(err(format!(
                "operand #{k} is a sparse tensor padded by tensor.pad"
            )));
        }
        let dense_subs: Vec<Sub> = subs
            .iter()
            .map(|&s| match s {
                Sub::Loop(d) => match split.get(d).copied().flatten() {
                    Some((inner, size)) => Sub::Block {
                        outer: d,
                        inner,
                        size,
                    },
                    None => s,
                },
                _ => s,
            })
            .collect();
        let dims = dense_subs.clone();
        let slices: Vec<Option<(usize, DimSlice)>> = match &enc {
            Some(e) if e.is_slice() => {
                let d2l = e.dim_to_lvl_or_identity();
                d2l.results
                    .iter()
                    .map(|r| r.as_dim().and_then(|d| Some((d, *e.dim_slices.get(d)?))))
                    .collect()
            }
            _ => Vec::new(),
        };
        let (lvls, formats, nonunique, aos) = match &enc {
            None => (
                dense_subs,
                vec![LevelIteration::Dense; subs.len()],
                vec![false; subs.len()],
                vec![false; subs.len()],
            ),
            Some(enc) => {
                if enc.dim_rank() != subs.len() {
                    return Err(err(format!(
                        "operand #{k}: encoding of rank {} on a tensor of rank {}",
                        enc.dim_rank(),
                        subs.len()
                    )));
                }
                if enc.is_slice() {
                    check_slice(enc, k, k + 1 == n).map_err(err)?;
                }

                let d2l = enc.dim_to_lvl_or_identity();
                let mut lvls = Vec::new();
                let mut formats = Vec::new();
                let mut nonunique = Vec::new();
                let cs = enc.coo_start();
                let aos_start = if cs < enc.lvl_rank() && !enc.coo_is_soa() {
                    cs
                } else {
                    enc.lvl_rank()
                };
                let aos: Vec<bool> = (0..enc.lvl_rank()).map(|l| l >= aos_start).collect();
                let blocks = enc.block_sizes();
                for (l, e) in d2l.results.iter().enumerate() {
                    let (d, intra) = match (e.as_dim(), e.as_binary()) {
                        (Some(d), _) => (d, None),
                        (None, Some((op @ (BinaryOp::FloorDiv | BinaryOp::Mod), lhs, rhs))) => {
                            match (lhs.as_dim(), rhs.as_constant()) {
                                (Some(d), Some(c)) if blocks.get(d) == Some(&c) && c > 0 => {
                                    (d, Some(op == BinaryOp::Mod))
                                }
                                _ => {
                                    return Err(err(format!(
                                        "operand #{k}: level {l} (`{e}`) is not a block level `d floordiv c` / `d mod c`"
                                    )));
                                }
                            }
                        }
                        _ => {
                            return Err(err(format!(
                                "operand #{k}: level {l} (`{e}`) is not supported"
                            )));
                        }
                    };
                    if d >= subs.len() {
                        return Err(err(format!(
                            "operand #{k}: level {l} (`{e}`) names an unknown dimension"
                        )));
                    }
                    let s = match (subs[d], intra) {
                        (Sub::Loop(x), Some(true)) => {
                            Sub::Loop(split[x].map(|(inner, _)| inner).unwrap_or(x))
                        }
                        (Sub::Loop(x), None) => match split.get(x).copied().flatten() {
                            // Blocked by another operand: this level reads the coordinate
                            // `block * size + intra`, an index expression of the two loops (a
                            // dense level is addressed by it, a compressed one located).
                            Some((inner, size)) => {
                                affine.push(Linear {
                                    terms: vec![(x, size), (inner, 1)],
                                    constant: 0,
                                });
                                Sub::Affine(affine.len() - 1)
                            }
                            None => Sub::Loop(x),
                        },
                        (s, _) => s,
                    };
                    let lt = enc.lvl_types[l];
                    let f = LevelIteration::of(lt);
                    let mut s = s;
                    if !f.is_dense() {
                        if !lt.is_ordered() {
                            unordered.push((k, l));
                        }
                        let located = match s {
                            Sub::Affine(a) => Some(a),
                            Sub::Const(c) => {
                                affine.push(Linear {
                                    terms: vec![],
                                    constant: c,
                                });
                                Some(affine.len() - 1)
                            }
                            _ => None,
                        };
                        if let Some(a) = located {
                            if !lt.is_ordered() || f == LevelIteration::Batch {
                                return Err(err(format!(
                                    "operand #{k}: level {l} is subscripted by an index expression but its coordinates are not ordered"
                                )));
                            }
                            // A loop of its own, which locates the expression's value.
                            s = Sub::Loop(parallel.len());
                            parallel.push(true);
                            locate.push(Some(a));
                        }
                    }
                    lvls.push(s);
                    formats.push(f);
                    nonunique.push(!lt.is_unique());
                }
                if formats.contains(&LevelIteration::Batch) {
                    if aos.iter().any(|&a| a) {
                        return Err(err(format!(
                            "operand #{k}: batch levels over an AoS COO region are not supported (use soa)"
                        )));
                    }
                    if formats
                        .iter()
                        .zip(&lvls)
                        .any(|(f, s)| *f == LevelIteration::Batch && !matches!(s, Sub::Loop(_)))
                    {
                        return Err(err(format!(
                            "operand #{k}: a batch level must be subscripted by a loop"
                        )));
                    }
                }
                // A singleton under a non-unique level holds the full duplicates of the
                // COO entries: its equal coordinates form runs too (summed at the end).
                for l in 1..formats.len() {
                    if formats[l] == LevelIteration::Parent && nonunique[l - 1] {
                        nonunique[l] = true;
                    }
                }
                (lvls, formats, nonunique, aos)
            }
        };
        for (a, sa) in lvls.iter().enumerate() {
            if let Sub::Loop(d) = sa {
                if *d >= parallel.len() {
                    return Err(err(format!("indexing map #{k} uses an unknown loop")));
                }
                if lvls[a + 1..].contains(sa) {
                    return Err(err(format!(
                        "operand #{k} is subscripted twice by loop d{d}"
                    )));
                }
            }
        }
        operands.push(Operand {
            value: v,
            ty,
            shape: shape.clone(),
            elem: *element,
            enc,
            lvls,
            dims,
            formats,
            nonunique,
            aos,
            slices,
        });
    }
    let num_loops = parallel.len();
    let out = n - 1;
    if operands[out].is_sparse() {
        check_sparse_output(&operands[out]).map_err(err)?;
    }
    let fresh_out = !operands[out].is_sparse() || is_fresh(ctx, operands[out].value);
    // Every loop must be bounded by some operand dimension.
    for d in 0..num_loops {
        if !operands.iter().any(|o| o.level_of_loop(d).is_some()) {
            return Err(err(format!("loop d{d} indexes no operand")));
        }
    }

    // The body.
    let region = operation.regions().first().copied();
    let block = region
        .and_then(|r| ctx.entry_block(r))
        .ok_or_else(|| err("no body".into()))?;
    let args = ctx.block(block).args.to_vec();
    let mut exps: Vec<Exp> = Vec::new();
    let mut of_value: std::collections::HashMap<Value, ExpId> = Default::default();
    for (t, &a) in args.iter().enumerate() {
        match operands.get(t) {
            Some(o) if o.is_scalar() => exps.push(Exp::Invariant(o.value)),
            _ => exps.push(Exp::Tensor(t)),
        }
        of_value.insert(a, t);
    }
    let mut yielded = None;
    for &b in &ctx.block(block).ops {
        let name = ctx.op_name_of(b);
        if name == "linalg.yield" {
            yielded = ctx.op(b).operands.first().copied();
            continue;
        }
        if let Some(index) = IndexOp::cast(ctx, b) {
            let d = usize::try_from(index.dim(ctx)).unwrap_or(0);
            if split.get(d).copied().flatten().is_some() {
                return Err(ctx.op_error(
                    b,
                    "cannot sparsify: linalg.index of a loop split into block levels",
                ));
            }
            exps.push(Exp::Index(d));
            of_value.insert(ctx.op(b).results[0], exps.len() - 1);
            continue;
        }
        let kind = merge_kind(name).ok_or_else(|| {
            ctx.op_error(
                b,
                format!("cannot sparsify: unsupported op '{name}' in the kernel body"),
            )
        })?;
        let semiring = super::semiring::is_semiring(ctx, b);
        if semiring {
            // Body values computed without a sparse operand or the output are valid at
            // every point: a region may read them.
            let body_ok = |v: Value| {
                of_value
                    .get(&v)
                    .is_some_and(|&e| !has_sparse(&exps, e, &operands) && !uses(&exps, e, n - 1))
            };
            super::semiring::check_regions(ctx, op, b, &body_ok)?;
        }
        if (!semiring && !ctx.op(b).regions().is_empty()) || ctx.op(b).results.len() != 1 {
            return Err(ctx.op_error(b, "cannot sparsify: unsupported op in the kernel body"));
        }
        let mut sub = Vec::new();
        for &v in &ctx.op(b).operands {
            let e = match of_value.get(&v) {
                Some(&e) => e,
                None => {
                    exps.push(Exp::Invariant(v));
                    exps.len() - 1
                }
            };
            sub.push(e);
        }
        exps.push(Exp::Op {
            op: b,
            args: sub,
            kind,
        });
        of_value.insert(ctx.op(b).results[0], exps.len() - 1);
    }
    let y = yielded.ok_or_else(|| err("body yields nothing".into()))?;
    let mut root = match of_value.get(&y) {
        Some(&e) => e,
        None => {
            exps.push(Exp::Invariant(y));
            exps.len() - 1
        }
    };
    // Everything after this walks the body as a tree, recursively: bound the tree's size
    // (a value used twice is walked twice) so a long chain or a doubling DAG is an error,
    // not a stack overflow or an exponential expansion.
    let mut size = vec![1u64; exps.len()];
    for (i, e) in exps.iter().enumerate() {
        if let Exp::Op { args, .. } = e {
            let n = args
                .iter()
                .filter_map(|&a| size.get(a))
                .fold(1u64, |acc, &x| acc.saturating_add(x));
            if let Some(slot) = size.get_mut(i) {
                *slot = n;
            }
        }
    }
    let tree = size.get(root).copied().unwrap_or(1);
    if tree > MAX_EXPRESSION_SIZE {
        return Err(err(format!(
            "the kernel body expands to {tree} expression nodes (at most {MAX_EXPRESSION_SIZE})"
        )));
    }
    // An in-place update of a sparse output ("simply dynamic", as MLIR): the loops visit
    // the output's stored entries and overwrite their values.
    let updatable = !fresh_out && operands[..out].iter().all(|o| !o.is_sparse());
    let all_parallel = parallel.iter().all(|&p| p);
    let in_place = updatable
        && all_parallel
        && uses(&exps, root, out)
        && single_condition(ctx, &exps, root, out);
    // The reduction `out = out (op) e`.
    let mut reduce = None;
    let mut custom_identity = None;
    if let Exp::Op { op: r, args, .. } = &exps[root]
        && !in_place
    {
        let name = ctx.op_name_of(*r);
        let reducible = REDUCTIONS.contains(&name);
        if name == "sparse_tensor.reduce" && args.len() == 3 {
            // `reduce %x, %y, %identity`: the output is one of the combined operands.
            if args[0] == out {
                reduce = Some((*r, true));
                root = args[1];
            } else if args[1] == out {
                reduce = Some((*r, false));
                root = args[0];
            }
            if reduce.is_some() {
                if uses_any_tensor(&exps, args[2]) {
                    return Err(ctx.op_error(
                        *r,
                        "cannot sparsify: the identity of a custom reduction reads a tensor",
                    ));
                }
                custom_identity = Some(args[2]);
            }
        } else if reducible && args.len() == 2 {
            if args[0] == out {
                reduce = Some((*r, true));
                root = args[1];
            } else if args[1] == out {
                reduce = Some((*r, false));
                root = args[0];
            }
        }
    }
    // With reduction loops, an in-place update reduces into each stored entry from its
    // value (SDDMM's `S(i,j) += spy(S(i,j)) * sum_k ...`): the reduced value must be zero
    // wherever the output stores nothing.
    let in_place = in_place
        || (updatable
            && !all_parallel
            && reduce.is_some()
            && single_condition(ctx, &exps, root, out)
            && !reads_value(ctx, &exps, root, out));
    if !fresh_out && !in_place && (reduce.is_some() || uses(&exps, root, out)) {
        return Err(err(
            "a sparse output that is not fresh (tensor.empty or bufferization.alloc_tensor) is updated in place only by a body that is zero wherever the output stores nothing, over no other sparse operand".into(),
        ));
    }
    if !in_place && uses(&exps, root, out) {
        return Err(err(
            "the body reads the output other than in a reduction (add, mul, min, max, and, or, xor, sparse_tensor.reduce)".into(),
        ));
    }
    check_semiring_placement(ctx, &exps, root)?;
    // Where a semiring op yields nothing, nothing is combined (not a zero).
    let zero_neutral = custom_identity.is_some()
        || has_semiring_op(&exps, root)
        || reduce.is_none_or(|(r, _)| ZERO_NEUTRAL.contains(&ctx.op_name_of(r)));
    if reduce.is_none() && parallel.iter().any(|p| !p) {
        return Err(err(
            "reduction loop without a reduction of the output".into()
        ));
    }
    check_divisions(ctx, &exps, &operands, root)?;
    for &(t, l) in &unordered {
        check_unordered(&exps, &operands, root, reduce.is_some(), zero_neutral, t, l)
            .map_err(|m| err(format!("operand #{t}: unordered level {l}: {m}")))?;
    }
    // A COO tensor's last level holds full duplicates in runs, summed before use; where the
    // kernel only adds this operand times factors that do not read it over that level's
    // (reduction) loop, each entry on its own adds the same sum, so the run is not scanned
    // (MLIR iterates the entries so too).
    let adds = reduce.is_some_and(|(r, _)| {
        matches!(
            ctx.op_name_of(r),
            "arith.addf" | "arith.addi" | "complex.add"
        )
    });
    for (t, o) in operands.iter_mut().enumerate().take(out) {
        let Some(l) = o.lvls.len().checked_sub(1) else {
            continue;
        };
        if let (Some(Sub::Loop(d)), Some(LevelIteration::Parent), Some(true)) =
            (o.lvls.get(l), o.formats.get(l), o.nonunique.get(l))
            && adds
            && !parallel.get(*d).copied().unwrap_or(true)
            && linear_in(ctx, &exps, root, t)
        {
            o.nonunique[l] = false;
        }
    }
    // Points have distinct condition sets (see `lattice::sort`): at most 2^k for k operands.
    let distinct = (0..operands.len())
        .filter(|&t| uses(&exps, root, t))
        .count();
    let points =
        lattice_bound(&exps, root).min(1u64.checked_shl(distinct as u32).unwrap_or(u64::MAX));
    if points > MAX_LATTICE_POINTS {
        return Err(err(format!(
            "the kernel body's merge lattice would have {points} points (at most {MAX_LATTICE_POINTS})"
        )));
    }
    Ok(Kernel {
        op,
        num_loops,
        parallel,
        operands,
        exps,
        root,
        reduce,
        zero_neutral,
        custom_identity,
        in_place,
        fresh_out,
        affine,
        locate,
    })
}

/// The slices sparsify reads: an input, not blocked, whose levels are dimensions; a dense
/// level only as the first level (below another, its stored size is the underlying
/// tensor's, which the slice type does not give); compressed and singleton levels ordered.
fn check_slice(enc: &SparseEncoding, k: usize, is_out: bool) -> Result<(), String> {
    if is_out {
        return Err("a sparse output that is a slice is not supported".into());
    }
    if enc.block_sizes().iter().any(|&b| b > 0) {
        return Err(format!(
            "operand #{k}: a slice of a block-sparse tensor is not supported"
        ));
    }
    if enc.dim_slices.len() != enc.dim_rank() {
        return Err(format!(
            "operand #{k}: the slice does not give every dimension"
        ));
    }
    let d2l = enc.dim_to_lvl_or_identity();
    for (l, (e, lt)) in d2l.results.iter().zip(&enc.lvl_types).enumerate() {
        if e.as_dim().is_none() {
            return Err(format!(
                "operand #{k}: slice level {l} (`{e}`) is not a dimension"
            ));
        }
        let ok = match LevelIteration::of(*lt) {
            LevelIteration::Dense => l == 0,
            // Ordered coordinates: a segment (or a COO run) narrows to the slice by search.
            LevelIteration::Ranges | LevelIteration::LooseRanges | LevelIteration::Parent => {
                lt.is_ordered()
            }
            _ => false,
        };
        if !ok {
            return Err(format!(
                "operand #{k}: slice level {l} is not supported (a dense first level, or ordered compressed and singleton levels)"
            ));
        }
    }
    Ok(())
}

/// Whether `v` is a fresh tensor (`tensor.empty`, `bufferization.alloc_tensor` without
/// `copy`).
pub fn is_fresh(ctx: &Context, v: Value) -> bool {
    ctx.defining_op(v).is_some_and(|d| {
        ctx.op_name_of(d) == "tensor.empty"
            || AllocTensorOp::cast(ctx, d).is_some_and(|a| a.copy(ctx).is_none())
    })
}

/// `sparse_tensor.reduce` only as the output's reduction and `sparse_tensor.select` only as
/// the yielded value (where it decides what is stored), as in MLIR.
fn check_semiring_placement(ctx: &Context, exps: &[Exp], root: ExpId) -> Result<(), Diagnostic> {
    fn walk(ctx: &Context, exps: &[Exp], e: ExpId, top: bool) -> Result<(), Diagnostic> {
        let Some(Exp::Op { op, args, kind }) = exps.get(e) else {
            return Ok(());
        };
        let name = ctx.op_name_of(*op);
        if name == "sparse_tensor.reduce" {
            return Err(ctx.op_error(
                *op,
                "cannot sparsify: sparse_tensor.reduce must combine the output with the body's value and be yielded",
            ));
        }
        if *kind == MergeKind::Select && !top {
            return Err(ctx.op_error(
                *op,
                "cannot sparsify: sparse_tensor.select must be the yielded value",
            ));
        }
        for &a in args {
            walk(ctx, exps, a, false)?;
        }
        Ok(())
    }
    walk(ctx, exps, root, true)
}

/// Whether `e` applies a semiring op (`unary`, `binary`, `select`).
fn has_semiring_op(exps: &[Exp], e: ExpId) -> bool {
    match exps.get(e) {
        Some(Exp::Op { args, kind, .. }) => {
            matches!(
                kind,
                MergeKind::Unary | MergeKind::Binary | MergeKind::Select
            ) || args.iter().any(|&a| has_semiring_op(exps, a))
        }
        _ => false,
    }
}

/// Whether `e` reads the value of operand `t` (not only whether it is stored: a unary
/// whose present region ignores its argument reads its operand's presence alone).
fn reads_value(ctx: &Context, exps: &[Exp], e: ExpId, t: usize) -> bool {
    match exps.get(e) {
        Some(Exp::Tensor(x)) => *x == t,
        Some(Exp::Op { op, args, kind }) => {
            if *kind == MergeKind::Unary
                && super::semiring::region(ctx, *op, 0).is_none_or(|r| {
                    ctx.entry_block(r)
                        .is_some_and(|b| ctx.block(b).args.iter().all(|&a| !is_used(ctx, a)))
                })
            {
                return false;
            }
            args.iter().any(|&a| reads_value(ctx, exps, a, t))
        }
        _ => false,
    }
}

/// Whether value `v` has a use.
fn is_used(ctx: &Context, v: Value) -> bool {
    let Some(block) = (match ctx.value(v).def {
        tile_ir::ir::ValueDef::BlockArg { block, .. } => Some(block),
        _ => None,
    }) else {
        return true;
    };
    let mut used = false;
    for &o in ctx.block(block).ops.iter() {
        ctx.walk(o, &mut |n| used |= ctx.op(n).operands.contains(&v));
    }
    used
}

/// Whether `e` reads any tensor operand.
fn uses_any_tensor(exps: &[Exp], e: ExpId) -> bool {
    match exps.get(e) {
        Some(Exp::Tensor(_)) => true,
        Some(Exp::Op { args, .. }) => args.iter().any(|&a| uses_any_tensor(exps, a)),
        _ => false,
    }
}

/// Whether `e` is zero (or has no value) wherever operand `t` stores nothing, so that
/// iterating `t`'s stored entries computes every value (MLIR's `isSingleCondition`).
fn single_condition(ctx: &Context, exps: &[Exp], e: ExpId, t: usize) -> bool {
    let Some(Exp::Op { op, args, kind }) = exps.get(e) else {
        return matches!(exps.get(e), Some(Exp::Tensor(x)) if *x == t);
    };
    let sc = |i: usize| {
        args.get(i)
            .is_some_and(|&a| single_condition(ctx, exps, a, t))
    };
    // A region yielding nothing would drop an entry an in-place update keeps: every region
    // that can apply must have a body.
    let has = |i: usize| super::semiring::region(ctx, *op, i).is_some();
    match kind {
        _ if ctx.op_name_of(*op) == "sparse_tensor.reduce" => false,
        MergeKind::Map | MergeKind::LeftOnly => sc(0),
        MergeKind::Conj => (0..args.len()).any(sc),
        MergeKind::Disj | MergeKind::Sub | MergeKind::DisjZero => sc(0) && sc(1),
        MergeKind::Unary => sc(0) && has(0) && !super::semiring::has_absent(ctx, *op),
        MergeKind::Binary => {
            let (left, right) = super::semiring::binary_sides(ctx, *op);
            has(0) && (sc(0) || sc(1)) && (!left || sc(0)) && (!right || sc(1))
        }
        // `select` drops the entries it does not keep; other ops need not be zero.
        MergeKind::Select | MergeKind::Dense => false,
    }
}

/// A sparse output is built by insertion (into a fresh tensor; see [`Kernel::fresh_out`]):
/// each level must be subscripted by a loop of its own.
fn check_sparse_output(o: &Operand) -> Result<(), String> {
    if o.formats.contains(&LevelIteration::Batch) {
        return Err("a sparse output with batch levels is not supported".into());
    }
    for (l, s) in o.lvls.iter().enumerate() {
        if !matches!(s, Sub::Loop(_)) {
            return Err(format!(
                "level {l} of the sparse output is not subscripted by a loop of its own"
            ));
        }
    }
    Ok(())
}

/// Ops that may combine the output with the body's value (`out = out (op) value`).
const REDUCTIONS: &[&str] = &[
    "arith.addf",
    "arith.addi",
    "arith.ori",
    "arith.xori",
    "arith.mulf",
    "arith.muli",
    "arith.andi",
    "arith.minimumf",
    "arith.maximumf",
    "arith.minnumf",
    "arith.maxnumf",
    "arith.minsi",
    "arith.maxsi",
    "arith.minui",
    "arith.maxui",
    "complex.add",
    "complex.mul",
];

/// The reductions `r` with `r(x, 0) == x`: implicit zeros need not be visited.
const ZERO_NEUTRAL: &[&str] = &[
    "arith.addf",
    "arith.addi",
    "arith.ori",
    "arith.xori",
    "complex.add",
];

/// Bound on the kernel body's expression as a tree (the analysis and codegen recurse over
/// it, once per use).
const MAX_EXPRESSION_SIZE: u64 = 4096;

/// Bound on the points of a loop's merge lattice: unions and general ops multiply the
/// operands' points, so a long body over many sparse operands is refused, not expanded.
const MAX_LATTICE_POINTS: u64 = 256;

/// An upper bound of the number of lattice points of `e` on any loop (every sparse
/// operand assumed sparse on that loop).
fn lattice_bound(exps: &[Exp], e: ExpId) -> u64 {
    let Some(node) = exps.get(e) else { return 1 };
    match node {
        Exp::Op { args, kind, .. } => {
            let sub: Vec<u64> = args.iter().map(|&a| lattice_bound(exps, a)).collect();
            let r = match kind {
                MergeKind::Conj | MergeKind::LeftOnly | MergeKind::Map => {
                    sub.iter().fold(1u64, |a, &b| a.saturating_mul(b))
                }
                _ => sub
                    .iter()
                    .fold(1u64, |a, &b| a.saturating_mul(b.saturating_add(1))),
            };
            r.min(u64::MAX / 2)
        }
        _ => 1,
    }
}

/// Whether expression `e` reads operand `t`.
pub fn uses(exps: &[Exp], e: ExpId, t: usize) -> bool {
    match &exps[e] {
        Exp::Tensor(x) => *x == t,
        Exp::Op { args, .. } => args.iter().any(|&a| uses(exps, a, t)),
        _ => false,
    }
}

/// Whether `e` is operand `t` times factors that do not read `t` (negations included):
/// then summing `t`'s duplicates first or adding each entry's product gives one sum.
fn linear_in(ctx: &Context, exps: &[Exp], e: ExpId, t: usize) -> bool {
    match exps.get(e) {
        Some(Exp::Tensor(x)) => *x == t,
        Some(Exp::Op { op, args, .. }) => match ctx.op_name_of(*op) {
            "arith.mulf" | "arith.muli" | "complex.mul" => {
                let mut reading = args.iter().filter(|&&a| uses(exps, a, t));
                match (reading.next(), reading.next()) {
                    (Some(&a), None) => linear_in(ctx, exps, a, t),
                    _ => false,
                }
            }
            "arith.negf" | "complex.neg" => {
                args.first().is_some_and(|&a| linear_in(ctx, exps, a, t))
            }
            _ => false,
        },
        _ => false,
    }
}

fn has_sparse(exps: &[Exp], e: ExpId, ops: &[Operand]) -> bool {
    match &exps[e] {
        Exp::Tensor(x) => ops[*x].is_sparse(),
        Exp::Op { args, .. } => args.iter().any(|&a| has_sparse(exps, a, ops)),
        _ => false,
    }
}

/// An unordered level's coordinates come in storage order, so it can only drive a loop on
/// its own: no other operand sparse on that loop (no co-iteration), a body whose value is
/// zero wherever the operand is not stored (one `scf.for` over its positions, no loop over
/// every coordinate), a dense output, and — when the level is also non-unique, so equal
/// coordinates may be apart — an additive reduction that may visit them separately.
fn check_unordered(
    exps: &[Exp],
    ops: &[Operand],
    root: ExpId,
    reduces: bool,
    zero_neutral: bool,
    t: usize,
    l: usize,
) -> Result<(), String> {
    let (Some(o), Some(out)) = (ops.get(t), ops.last()) else {
        return Err("unknown operand".into());
    };
    let Some(&Sub::Loop(d)) = o.lvls.get(l) else {
        return Err("not subscripted by a loop".into());
    };
    if out.is_sparse() {
        return Err("a sparse output needs its coordinates in order".into());
    }
    if !zero_neutral {
        return Err("a mul/min/max/and reduction visits every coordinate".into());
    }
    if let Some(other) = ops
        .iter()
        .enumerate()
        .find(|&(u, x)| u != t && x.sparse_on(d))
        .map(|(u, _)| u)
    {
        return Err(format!(
            "it cannot be co-iterated with operand #{other} on loop d{d}"
        ));
    }
    if only_where_stored(exps, ops, root, t, d) != Some(true) {
        return Err("the body is not zero where the operand is not stored".into());
    }
    if o.nonunique.get(l).copied().unwrap_or(false) && !reduces {
        return Err("non-unique coordinates out of order need an add reduction".into());
    }
    Ok(())
}

/// Whether the value of `e` is zero wherever operand `t` is not stored (on loop `d`):
/// `Some(true)` when `e` is such a product, `Some(false)` when it does not depend on any
/// operand sparse on `d`, `None` when its lattice would need several points.
fn only_where_stored(exps: &[Exp], ops: &[Operand], e: ExpId, t: usize, d: usize) -> Option<bool> {
    match exps.get(e)? {
        Exp::Tensor(x) if *x == t => Some(true),
        Exp::Tensor(x) => (!ops.get(*x)?.sparse_on(d)).then_some(false),
        Exp::Invariant(_) | Exp::Index(_) => Some(false),
        Exp::Op { args, kind, .. } => {
            let sub: Vec<Option<bool>> = args
                .iter()
                .map(|&a| only_where_stored(exps, ops, a, t, d))
                .collect();
            if sub.iter().any(Option::is_none) {
                return None;
            }
            let any = sub.contains(&Some(true));
            match kind {
                // Zero if any factor is (the divisor is never sparse here).
                MergeKind::Conj | MergeKind::LeftOnly | MergeKind::Map | MergeKind::Select => {
                    Some(any)
                }
                // A union or a general op is zero-free only without the operand.
                _ if any => None,
                _ => Some(false),
            }
        }
    }
}

/// Division by a sparse operand would divide by its implicit zeros: refused.
fn check_divisions(
    ctx: &Context,
    exps: &[Exp],
    ops: &[Operand],
    e: ExpId,
) -> Result<(), Diagnostic> {
    if let Some(Exp::Op { op, args, kind }) = exps.get(e) {
        if *kind == MergeKind::LeftOnly && args.get(1).is_some_and(|&r| has_sparse(exps, r, ops)) {
            return Err(ctx.op_error(
                *op,
                "cannot sparsify: division by a sparse operand (implicit zeros)",
            ));
        }
        for &a in args {
            check_divisions(ctx, exps, ops, a)?;
        }
    }
    Ok(())
}
