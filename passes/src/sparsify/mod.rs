//! `sparsify`: rewrites each `linalg.generic` with sparse operands into loops that
//! co-iterate the stored levels (issue 5).
//!
//! 1. [`kernel`]: the body as a tensor expression tree, each operand's level subscripts
//!    through its encoding's level map, the output's reduction; unsupported kernels are a
//!    located error. `linalg.matmul`, `matvec` and the elementwise `add`, `sub`, `mul`,
//!    `div`, `max`, `min` are read as the `linalg.generic` they generalize to (their maps
//!    and iterators, their body), so nothing changes in the IR unless the kernel
//!    sparsifies. Sparse outputs must be fresh (`tensor.empty`) and are written by
//!    insertion (see [`codegen`]). Block levels (BSR: `d floordiv c`, `d mod c`) split the
//!    loop of `d` into a loop over blocks and a loop inside a block; dense operands read
//!    `block * c + intra`;
//! 2. [`graph`]: the iteration graph (petgraph) and its topological order (the heuristic is
//!    documented there); cyclic constraints are a located error naming the operands;
//! 3. [`lattice`]: merge lattices (intersection for `*`, union for `+`/`-`, every
//!    combination plus an unconditional point for ops that do not preserve zeros such as
//!    `cmpf`/`select`), simplified; reductions that a zero changes (`mul`, `min`, `max`,
//!    `and`) count the implicit zeros;
//! 4. [`codegen`]: `scf.for`/`scf.while`/`scf.if` over `sparse_tensor.positions`,
//!    `coordinates`, `values` and `bufferization.to_buffer`, so that
//!    `mlir-opt-22 --sparsifier` lowers the result.
//!
//! Every kernel of a function is analysed before any is rewritten: on an error the function
//! is left unchanged.
//!
//! Options: `loop-order=heuristic|given`, `parallelization=none|dense-outer` (the
//! outermost loop as `scf.parallel` when it is parallel, dense and writes a dense output),
//! `dump-graph=FILE.dot` (the iteration graph and the chosen order of the last kernel, in
//! Graphviz; also `tile-opt --sparsify-dump-graph=FILE.dot`).

pub mod codegen;
pub mod graph;
pub mod kernel;
pub mod lattice;

#[cfg(test)]
mod tests;

use tile_ir::diagnostic::Diagnostic;
use tile_ir::pass::{OptionDecl, Pass, PassDef, PassOptions, PassResult};
use tile_ir::{Context, OpId};

/// The pass.
#[derive(Debug, Clone, Default)]
pub struct Sparsify {
    /// Keep the source loop order (`loop-order=given`).
    pub given_order: bool,
    /// Where to write the iteration graph (Graphviz), if anywhere.
    pub dump_graph: Option<String>,
    /// `parallelization=dense-outer`.
    pub parallel_dense_outer: bool,
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
sparse_tensor.positions/coordinates/values so that mlir-opt --sparsifier lowers the result.";
    const ANCHOR: Option<&'static str> = Some("func.func");

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
                "Which loops become scf.parallel",
                &[
                    ("none", "sequential loops only"),
                    (
                        "dense-outer",
                        "the outermost loop, when it is parallel, over a dense level, with a dense output",
                    ),
                ],
                "none",
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
        Ok(Sparsify {
            given_order: options.get_str("loop-order") == "given",
            dump_graph: (!dump.is_empty()).then(|| dump.to_string()),
            parallel_dense_outer: options.get_str("parallelization") == "dense-outer",
        })
    }
}

impl Sparsify {
    /// Analyses one kernel and chooses its loop order.
    pub fn plan(
        &self,
        ctx: &Context,
        op: OpId,
    ) -> Result<(kernel::Kernel, Vec<usize>), Diagnostic> {
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
                Ok((k, o))
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

impl Pass for Sparsify {
    fn run(&self, ctx: &mut Context, func: OpId) -> Result<PassResult, Diagnostic> {
        let kernels: Vec<OpId> = ctx
            .walk_collect(func)
            .into_iter()
            .filter(|&o| kernel::has_sparse_operand(ctx, o))
            .collect();
        let mut plans = Vec::new();
        for &op in &kernels {
            plans.push(self.plan(ctx, op)?);
        }
        for (k, order) in &plans {
            let opts = codegen::CodegenOptions {
                parallel_dense_outer: self.parallel_dense_outer,
            };
            codegen::generate(ctx, k, order, opts);
        }
        Ok(PassResult::changed(!plans.is_empty()))
    }
}
