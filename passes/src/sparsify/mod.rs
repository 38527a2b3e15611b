//! `sparsify`: rewrites each `linalg.generic` with sparse operands into loops that
//! co-iterate the stored levels (issue 5).
//!
//! 1. [`kernel`]: the body as a tensor expression tree, each operand's level subscripts
//!    through its encoding's level map, the output's reduction; unsupported kernels are a
//!    located error. `linalg.matmul`, `matvec` and the elementwise `add`, `sub`, `mul`,
//!    `div`, `max`, `min` are read as the `linalg.generic` they generalize to (their maps
//!    and iterators, their body), so nothing changes in the IR unless the kernel
//!    sparsifies. Sparse outputs are written by insertion (see [`codegen`]); one that is
//!    not fresh (`tensor.empty`) is overwritten when the body does not read it, and updated
//!    in place when the body reads it, is zero wherever it stores nothing and reads no other
//!    sparse operand (MLIR's "simply dynamic" update: its stored entries are visited and
//!    the result has its pattern; with reduction loops, each entry reduces from its value,
//!    as SDDMM's `S += spy(S) * A B`; a COO output's run of duplicates is one entry,
//!    updated once from their sum, the dense meaning); both go into a new `tensor.empty`.
//!    Block levels (BSR: `d floordiv c`, `d mod c`) split the
//!    loop of `d` into a loop over blocks and a loop inside a block; dense operands and the
//!    levels of non-blocked sparse operands on `d` read `block * c + intra` (an index
//!    expression of the two loops: a compressed level is located, as below). Index expressions of the inputs' maps (`h * 2 + kh`: every
//!    convolution and pooling named op) address dense operands and dense levels by the
//!    computed coordinate; a sparse level subscripted by one gets a locate loop that
//!    searches the level's segment for the value once the expression's loops are fixed
//!    (one point or none: an `scf.if` on whether it is stored). Slices (`slice(offset,
//!    size, stride)` per dimension, static or read by `sparse_tensor.slice.offset/stride`)
//!    read the underlying tensor's buffers: a dense first level at `offset + i * stride`,
//!    ordered compressed levels and COO runs narrowed to `[offset, offset + size * stride)` by
//!    binary search, each stored `c` at `(c - offset) / stride` when `(c - offset) % stride
//!    == 0`; a dense level below another, a slice output or a blocked slice is left for
//!    MLIR. Element types are integers,
//!    floats and complex numbers (`complex.add/sub/mul/div` and the zero-preserving unary
//!    complex ops);
//! 2. [`graph`]: the iteration graph (petgraph) and its topological order (the heuristic is
//!    documented there); cyclic constraints are a located error naming the operands;
//! 3. [`lattice`]: merge lattices (intersection for `*`, union for `+`/`-`, every
//!    combination plus an unconditional point for ops that do not preserve zeros such as
//!    `cmpf`/`select`), simplified; a point whose expression folds to zero with its absent
//!    operands as zero is dropped ([`zero`]: `relu`, `max(x, 0)`, a constant zero visit
//!    only stored entries); reductions that a zero changes (`mul`, `min`, `max`, `and`)
//!    count the implicit zeros. Semiring ops ([`semiring`]) build lattices as MLIR's
//!    sparsifier does: `binary` the intersection (overlap) plus the one-sided parts it
//!    includes (`identity` or a region; an empty region computes nothing there), `unary`
//!    its operand's points plus, with an absent region, a point without conditions (every
//!    coordinate visited), `select` its operand's points (the predicate decides the write;
//!    only as the yielded value), `reduce` a custom reduction of the output starting at its
//!    identity (implicit zeros take no part). The region that applies is cloned at the
//!    innermost loop; regions may read body values computed without a sparse operand or the
//!    output (constants, `linalg.index`, dense operands), evaluated there. Zero preservation
//!    folds through the regions too: into a dense output
//!    (no custom reduction), a point whose semiring value folds to zero is dropped;
//! 4. [`codegen`]: `scf.for`/`scf.while`/`scf.if` over `sparse_tensor.positions`,
//!    `coordinates`, `values` and `bufferization.to_buffer`, so that
//!    `mlir-opt-22 --sparsifier` lowers the result.
//!
//! Every kernel of a function is analysed before any is rewritten. A kernel that cannot be
//! sparsified gets a remark naming the reason and is left as it is, for MLIR's
//! `--sparsifier` to lower downstream; with `strict=true` it is an error and the function is
//! left unchanged.
//!
//! Options: `strict=true|false`, `loop-order=heuristic|given`, `on-cycle=error|convert` (convert one input to a
//! level order that breaks a cycle), `parallelization=none|dense-outer` (the
//! outermost loop as an `scf.forall` over chunks of rows when it is parallel, dense and
//! writes a dense output; each chunk writes its slice of the output through
//! `tensor.parallel_insert_slice`),
//! `vl=N` (vector length, 0 = off: loops over a dense level or a compressed segment whose body
//! is element-wise become vector loops of `N` lanes with a mask, see [`vectorize`]),
//! `reassociate-fp-reductions=true|false` (with `vl`, float sums and products are
//! accumulated lane-wise and reduced after the loop; otherwise their loops stay scalar),
//! `vl-tail=auto|mask|scalar` (the last, partial vector: masked in the vector loop, or left
//! to the scalar loop after whole vectors; `auto`, the default, masks over compressed
//! segments only),
//! `dump-graph=FILE.dot` (the iteration graph and the chosen order of the last kernel, in
//! Graphviz; also `tile-opt --sparsify-dump-graph=FILE.dot`).

pub mod codegen;
pub mod graph;
pub mod kernel;
pub mod lattice;
pub mod semiring;
pub mod vectorize;
pub mod zero;

#[cfg(test)]
mod tests;

use tile_ir::diagnostic::Diagnostic;
use tile_ir::pass::rewrite::TrackedUses;
use tile_ir::pass::{OptionDecl, Pass, PassDef, PassOptions, PassResult};
use tile_ir::{Context, OpId};

/// The largest `vl` accepted (vectors wider than this only cost registers).
const MAX_VL: i128 = 1024;

/// The pass.
#[derive(Debug, Clone, Default)]
pub struct Sparsify {
    /// Keep the source loop order (`loop-order=given`).
    pub given_order: bool,
    /// Where to write the iteration graph (Graphviz), if anywhere.
    pub dump_graph: Option<String>,
    /// `parallelization=dense-outer` (or `any-storage-outer`).
    pub parallel_dense_outer: bool,
    /// `parallelization=any-storage-outer`.
    pub parallel_any_outer: bool,
    /// `on-cycle=convert`: convert one operand to a level order that breaks the cycle.
    pub convert_on_cycle: bool,
    /// `strict=true`: a kernel that cannot be sparsified is an error; by default it gets a
    /// remark and is left for MLIR's `--sparsifier` to lower downstream.
    pub strict: bool,
    /// `vl=N` and `reassociate-fp-reductions` (see [`vectorize`]).
    pub vector: vectorize::VectorOptions,
}

/// What a kernel needs before code generation.
pub struct Plan {
    /// The kernel as analysed.
    pub kernel: kernel::Kernel,
    /// The loop order.
    pub order: Vec<usize>,
    /// Operand to convert first (`on-cycle=convert`), and the type to convert it to.
    pub convert: Option<(usize, tile_ir::Type)>,
    /// The sparse output's type when the kernel is staged: it writes a dense tensor,
    /// converted to this type after the loops.
    pub staged: Option<tile_ir::Type>,
}

impl PassDef for Sparsify {
    const ARGUMENT: &'static str = "sparsify";
    const NAME: &'static str = "Sparsify";
    const SUMMARY: &'static str =
        "Turn linalg.generic kernels over sparse tensors into loops over the stored levels";
    const DESCRIPTION: &'static str = "Rewrites every linalg.generic with sparse operands into \
scf loops that co-iterate the stored levels: the loop order is a topological order of the \
iteration graph built from the operands' level orders, merge lattices of the kernel body decide \
where operands are co-iterated (intersection for `*`, union for `+`), and storage is read through \
sparse_tensor.positions/coordinates/values so that mlir-opt --sparsifier lowers the result. \
With vl=N, innermost loops over a dense level or a compressed segment whose body is element-wise \
become vector loops of N lanes (masked loads, gathers, vector accumulators, transfers of the dense \
output). A sparse output that the loops cannot write in order (its levels below a reduction \
without a workspace, across blocked loops, or in a cycle with the inputs' level orders) or that \
is updated in place by a body reading it where it stores nothing (MLIR's sparsifier refuses all \
of these) is staged: the kernel writes a dense tensor of the output's shape (zero, or the output \
converted), converted to the sparse type after the loops (sparse_tensor.convert). \
Zero preservation: each lattice point's expression is folded with its absent operands as zero \
(stored values unknown); a point that folds to zero is dropped (no loop, no insertion), so \
relu, max(x, 0), x * 0 or a constant zero over the absent part store only where a value can be \
non-zero. Into a fresh sparse output a body that reads no sparse input (constants, dense \
inputs) stores its value only where it is not zero, tested at run time as MLIR's sparsifier does; \
points where a sparse operand is stored keep the zeros they compute (explicit zeros, as in MLIR).";
    const ANCHOR: Option<&'static str> = Some("func.func");
    const EXAMPLE: Option<(&'static str, &'static str)> = Some((
        "builtin.module(func.func(sparsify),canonicalize)",
        r##"#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @spmv(%a: tensor<?x?xf64, #CSR>, %x: tensor<?xf64>, %y: tensor<?xf64>) -> tensor<?xf64> {
  %r = linalg.matvec ins(%a, %x : tensor<?x?xf64, #CSR>, tensor<?xf64>) outs(%y : tensor<?xf64>) -> tensor<?xf64>
  return %r : tensor<?xf64>
}"##,
    ));

    fn options() -> Vec<OptionDecl> {
        vec![
            OptionDecl::enumeration(
                "loop-order",
                "How loops are ordered",
                &[
                    (
                        "heuristic",
                        "sparse loops first, then parallel before reduction, then source order",
                    ),
                    (
                        "given",
                        "the source order, which must respect the level orders",
                    ),
                ],
                "heuristic",
            ),
            OptionDecl::enumeration(
                "parallelization",
                "Which loops become scf.forall",
                &[
                    ("none", "sequential loops only"),
                    (
                        "dense-outer",
                        "the outermost loop, when it is parallel, over a dense level, with a dense output",
                    ),
                    (
                        "any-storage-outer",
                        "as dense-outer, and also over a compressed level (chunks of positions, each owning the output rows from its first stored coordinate to the next chunk's)",
                    ),
                ],
                "none",
            ),
            OptionDecl::enumeration(
                "on-cycle",
                "What to do when the operands' level orders form a cycle",
                &[
                    ("error", "report the operands and loops of the cycle"),
                    (
                        "convert",
                        "sparse_tensor.convert one input to the level order the others allow",
                    ),
                ],
                "error",
            ),
            OptionDecl::bool(
                "strict",
                "Make a kernel that cannot be sparsified an error (by default it gets a remark and is left as it is, for MLIR's --sparsifier)",
                false,
            ),
            OptionDecl::int_of(
                tile_ir::pass::IntKind::Int,
                "vl",
                "Set the vector length (use 0 to disable vectorization)",
                0,
            ),
            OptionDecl::bool(
                "reassociate-fp-reductions",
                "With vl, reduce float sums and products lane-wise (changes the rounding); otherwise their loops stay scalar",
                false,
            ),
            OptionDecl::enumeration(
                "vl-tail",
                "With vl, how the iterations after the last whole vector run",
                &[
                    (
                        "auto",
                        "scalar over a dense level's range, masked over a compressed segment",
                    ),
                    (
                        "mask",
                        "in the vector loop, with a mask of the remaining count",
                    ),
                    (
                        "scalar",
                        "in the scalar loop, after a vector loop of whole vectors",
                    ),
                ],
                "auto",
            ),
            OptionDecl::string(
                "dump-graph",
                "Write the iteration graph and chosen loop order to this Graphviz file",
                "",
            ),
        ]
    }

    fn create(options: &PassOptions) -> Result<Self, Diagnostic> {
        let dump = options.get_str("dump-graph");
        let vl = options.get_int("vl");
        if !(0..=MAX_VL).contains(&vl) {
            return Err(Diagnostic::error(
                tile_ir::Loc::Unknown,
                format!("sparsify: vl must be between 0 and {MAX_VL}, got {vl}"),
            ));
        }
        Ok(Sparsify {
            vector: vectorize::VectorOptions {
                vl: vl as i64,
                reassociate_fp: options.get_bool("reassociate-fp-reductions"),
                tail: match options.get_str("vl-tail") {
                    "mask" => vectorize::Tail::Mask,
                    "scalar" => vectorize::Tail::Scalar,
                    _ => vectorize::Tail::Auto,
                },
            },
            given_order: options.get_str("loop-order") == "given",
            dump_graph: (!dump.is_empty()).then(|| dump.to_string()),
            parallel_dense_outer: options.get_str("parallelization") != "none",
            parallel_any_outer: options.get_str("parallelization") == "any-storage-outer",
            convert_on_cycle: options.get_str("on-cycle") == "convert",
            strict: options.get_bool("strict"),
        })
    }
}

impl Sparsify {
    /// Analyses one kernel and chooses its loop order.
    pub fn plan(&self, ctx: &mut Context, op: OpId) -> Result<Plan, Diagnostic> {
        let k = kernel::analyse(ctx, op)?;
        let g = graph::IterationGraph::build(&k);
        let order = g.order(&k, self.given_order);
        if let Some(path) = &self.dump_graph {
            let _ = std::fs::write(path, g.to_dot(&k, order.as_deref()));
        }
        match order {
            Some(o) => {
                codegen::sparse_output_plan(&k, &o)
                    .map_err(|m| ctx.op_error(op, format!("cannot sparsify: {m}")))?;
                Ok(Plan {
                    kernel: k,
                    order: o,
                    convert: None,
                    staged: None,
                })
            }
            None if self.convert_on_cycle && !self.given_order => {
                let (t, ty, o) = self.converted_order(ctx, &k, &g).ok_or_else(|| {
                    ctx.op_error(
                        op,
                        "cannot sparsify: the level orders form a cycle that no conversion of one input breaks",
                    )
                })?;
                codegen::sparse_output_plan(&k, &o)
                    .map_err(|m| ctx.op_error(op, format!("cannot sparsify: {m}")))?;
                Ok(Plan {
                    kernel: k,
                    order: o,
                    convert: Some((t, ty)),
                    staged: None,
                })
            }
            None => {
                let names = |ops: &std::collections::BTreeSet<usize>| {
                    ops.iter()
                        .map(|&t| {
                            if t == k.out() {
                                "the output".to_string()
                            } else {
                                format!("operand #{t}")
                            }
                        })
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                let msg = match g.cycle() {
                    Some((loops, ops)) => format!(
                        "cannot sparsify: the level orders of {} form a cycle over loops {}",
                        names(&ops),
                        loops
                            .iter()
                            .map(|d| format!("d{d}"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    None => "cannot sparsify: the given loop order does not respect the operands' level orders".to_string(),
                };
                Err(ctx.op_error(op, msg))
            }
        }
    }
}

impl Sparsify {
    /// [`Sparsify::plan`]; where that fails and the output is sparse, the plan of the same
    /// kernel writing a dense tensor instead (staged: its loops need not visit the output's
    /// levels in order, and an in-place update may read any output value), whose result is
    /// converted to the sparse type. MLIR's sparsifier refuses these kernels; the cost is a dense
    /// temporary of the output's shape. The op is left as it was.
    fn plan_or_stage(&self, ctx: &mut Context, op: OpId) -> Result<Plan, Diagnostic> {
        let err = match self.plan(ctx, op) {
            Ok(p) => return Ok(p),
            Err(e) => e,
        };
        let scratch = ctx.create_block(&[], ctx.op(op).loc);
        let Some(undo) = Self::stage(ctx, op, scratch) else {
            return Err(err);
        };
        let staged = self.plan(ctx, op);
        undo.revert(ctx, op);
        for o in std::mem::take(&mut ctx.block_mut(scratch).ops).to_vec() {
            ctx.erase_op(o);
        }
        match staged {
            Ok(p) => Ok(Plan {
                staged: Some(undo.sparse_ty),
                ..p
            }),
            Err(_) => Err(err),
        }
    }

    /// Points `op`'s fresh sparse output at a dense `tensor.empty` of its shape built at the
    /// end of `block` and gives its result that dense type; `None` (nothing changed) when the output is not a fresh
    /// sparse tensor.
    fn stage(ctx: &mut Context, op: OpId, block: tile_ir::BlockId) -> Option<Staging> {
        use tile_dialects::bufferization::AllocTensorOp;
        use tile_dialects::sparse_tensor::ops::conversion::ConvertOp;
        use tile_dialects::tensor::EmptyOp;
        let out_at = ctx.op(op).operands.len().checked_sub(1)?;
        let out = *ctx.op(op).operands.get(out_at)?;
        let result = *ctx.op(op).results.first()?;
        let sparse_ty = ctx.value_type(out);
        if tile_dialects::sparse_tensor::get_encoding(ctx, sparse_ty)?.is_slice() {
            return None;
        }
        let (shape, elem) = match ctx.type_kind(sparse_ty) {
            tile_ir::TypeKind::RankedTensor { shape, element, .. } => (shape.clone(), *element),
            _ => return None,
        };
        let dense_ty = ctx.tensor_type(shape, elem, None);
        let loc = ctx.op(op).loc;
        let b = &mut tile_ir::builder::OpBuilder::at_end(block);
        let init = if kernel::is_fresh(ctx, out) {
            let def = ctx.defining_op(out)?;
            let dyns = match EmptyOp::cast(ctx, def) {
                Some(e) => e.dynamicSizes(ctx).to_vec(),
                None => AllocTensorOp::cast(ctx, def)?.dynamic_sizes(ctx).to_vec(),
            };
            // Fresh, so zero-filled by the loops' setup even where the body reads it.
            EmptyOp::build(b, ctx, loc, dense_ty, &dyns).result(ctx)
        } else {
            // Updated in place: the body reads the output's values, densified.
            ConvertOp::build(b, ctx, loc, dense_ty, out).dest(ctx)
        };
        *ctx.op_mut(op).operands.as_mut_slice().get_mut(out_at)? = init;
        ctx.set_value_type(result, dense_ty);
        Some(Staging {
            out,
            out_at,
            sparse_ty,
        })
    }
}

/// What [`Sparsify::stage`] changed in the kernel op.
struct Staging {
    out: tile_ir::Value,
    out_at: usize,
    sparse_ty: tile_ir::Type,
}

impl Staging {
    /// The kernel op as it was.
    fn revert(&self, ctx: &mut Context, op: OpId) {
        if let Some(slot) = ctx.op_mut(op).operands.as_mut_slice().get_mut(self.out_at) {
            *slot = self.out;
        }
        if let Some(&r) = ctx.op(op).results.first() {
            ctx.set_value_type(r, self.sparse_ty);
        }
    }
}

impl Sparsify {
    /// The first input in the cycle whose constraints, once dropped, leave an order, with
    /// the tensor type of that input re-encoded in that order (same level formats).
    fn converted_order(
        &self,
        ctx: &mut Context,
        k: &kernel::Kernel,
        g: &graph::IterationGraph,
    ) -> Option<(usize, tile_ir::Type, Vec<usize>)> {
        use tile_dialects::sparse_tensor::encoding::SparseEncoding;
        let (_, ops) = g.cycle()?;
        for t in ops {
            let o = k.operands.get(t)?;
            let enc = o.enc.as_ref()?;
            // A slice is read in place, through the underlying tensor's buffers: not converted.
            if t == k.out() || !enc.is_permutation() || enc.batch_lvl_rank() > 0 || enc.is_slice() {
                continue;
            }
            let Some(order) = graph::IterationGraph::build_without(k, Some(t)).order(k, false)
            else {
                continue;
            };
            if codegen::sparse_output_plan(k, &order).is_err() {
                continue;
            }
            let pos = |s: &kernel::Sub| match s {
                kernel::Sub::Loop(d) => order.iter().position(|x| x == d),
                _ => None,
            };
            let mut perm: Vec<usize> = (0..o.dims.len()).collect();
            if o.dims.iter().any(|s| pos(s).is_none()) {
                continue;
            }
            perm.sort_by_key(|&d| o.dims.get(d).and_then(pos));
            let mut e = SparseEncoding::new(
                tile_ir::affine::AffineMap::permutation(&perm),
                enc.lvl_types.clone(),
            );
            e.pos_width = enc.pos_width;
            e.crd_width = enc.crd_width;
            let attr = ctx.intern_attr(tile_ir::AttrKind::Dialect(
                tile_ir::dialect_data::DialectObj::new(e),
            ));
            let ty = ctx.tensor_type(o.shape.clone(), o.elem, Some(attr));
            return Some((t, ty, order));
        }
        None
    }

    /// Inserts `sparse_tensor.convert` of operand `t` of `op` to `ty` and uses it instead.
    fn convert_operand(ctx: &mut Context, op: OpId, t: usize, ty: tile_ir::Type) {
        let Some(&v) = ctx.op(op).operands.get(t) else {
            return;
        };
        let loc = ctx.op(op).loc;
        let b = &mut tile_ir::builder::OpBuilder::before(op);
        let r = tile_dialects::sparse_tensor::ops::conversion::ConvertOp::build(b, ctx, loc, ty, v)
            .dest(ctx);
        // Only this operand: the same tensor may be passed again in another order.
        if let Some(slot) = ctx.op_mut(op).operands.get_mut(t) {
            *slot = r;
        }
    }
}

impl Pass for Sparsify {
    fn run(&self, ctx: &mut Context, func: OpId) -> Result<PassResult, Diagnostic> {
        // One walk of the function: the kernels, then the users of their results (every
        // rewrite below is local to its kernel; nothing walks the function again).
        let all = ctx.walk_collect(func);
        let candidates: Vec<OpId> = all
            .iter()
            .copied()
            .filter(|&o| kernel::has_sparse_operand(ctx, o))
            .collect();
        // Every kernel is checked before any is rewritten (under `strict`, an error leaves
        // the function unchanged; otherwise the kernel is left for MLIR's sparsifier with a
        // remark); each is planned again just before its rewrite, since rewriting a kernel
        // replaces its result, which a later kernel may read.
        let mut kernels = Vec::with_capacity(candidates.len());
        let mut remarks = Vec::new();
        let mut staged_out = std::collections::HashMap::new();
        for &op in &candidates {
            match self.plan_or_stage(ctx, op) {
                Ok(p) => {
                    if let Some(ty) = p.staged {
                        staged_out.insert(op, ty);
                    }
                    kernels.push(op);
                }
                Err(d) if self.strict => return Err(d),
                Err(d) => remarks.push(Diagnostic {
                    severity: tile_ir::diagnostic::Severity::Remark,
                    message: match d.message.split_once(" op ") {
                        Some((op, why)) => format!("{op} op left for MLIR's sparsifier: {why}"),
                        None => format!("left for MLIR's sparsifier: {}", d.message),
                    },
                    ..d
                }),
            }
        }
        let mut uses = TrackedUses::new(
            kernels
                .iter()
                .flat_map(|&k| ctx.op(k).results.iter().copied()),
        );
        for &o in &all {
            uses.add_op(ctx, o);
        }
        let opts = codegen::CodegenOptions {
            parallel_dense_outer: self.parallel_dense_outer,
            parallel_any_outer: self.parallel_any_outer,
            vector: self.vector,
        };
        let mut staged: std::collections::HashMap<OpId, tile_ir::BlockId> =
            std::collections::HashMap::with_capacity(kernels.len());
        for &op in &kernels {
            let mark = ctx.num_ops_allocated();
            let loc = ctx.op(op).loc;
            let stage = ctx.create_block(&[], loc);
            let sparse_out = staged_out.get(&op).copied();
            if sparse_out.is_some() && Self::stage(ctx, op, stage).is_none() {
                return Err(ctx.op_error(op, "cannot sparsify: the staged output is gone"));
            }
            let mut p = self.plan(ctx, op)?;
            if let Some((t, ty)) = p.convert {
                // The converted operand's levels now follow the planned order.
                Self::convert_operand(ctx, p.kernel.op, t, ty);
                p.kernel = kernel::analyse(ctx, p.kernel.op)?;
            }
            let mut res = codegen::generate(ctx, &p.kernel, &p.order, opts, stage);
            if let Some(ty) = sparse_out {
                let b = &mut tile_ir::builder::OpBuilder::at_end(stage);
                res = tile_dialects::sparse_tensor::ops::conversion::ConvertOp::build(
                    b, ctx, loc, ty, res,
                )
                .dest(ctx);
            }
            // The new loops may read the result of a kernel not rewritten yet.
            uses.add_created_since(ctx, mark);
            if let Some(&old) = ctx.op(op).results.first() {
                uses.replace(ctx, old, res);
            }
            staged.insert(op, stage);
        }
        // Each block holding kernels is rebuilt once, the staged loops in place of each.
        let staged: Vec<(OpId, Vec<OpId>)> = kernels
            .iter()
            .filter_map(|&op| {
                let stage = *staged.get(&op)?;
                Some((op, std::mem::take(&mut ctx.block_mut(stage).ops).to_vec()))
            })
            .collect();
        tile_ir::pass::rewrite::place_and_erase(ctx, staged, &kernels);
        let mut result = PassResult::changed(!kernels.is_empty());
        result.diagnostics = remarks;
        Ok(result)
    }
}
