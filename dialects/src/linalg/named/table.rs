//! The table of MLIR 22's named structured ops: one row per op gives its block arguments,
//! iterator types, indexing maps (with `strides` and `dilations` as map symbols) and its
//! scalar body as an expression; the parser, printer, verifier, the `LinalgOp` interface,
//! generalization and the interpreter all follow from the row.
//!
//! The rows are the facts of MLIR 22's `LinalgNamedStructuredOps.yamlgen` (indexing maps,
//! iterator types and region builders), written in this table's own notation.

/// How an op spells itself besides `ins(...) outs(...)`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// MLIR's `parseNamedStructuredOp`: attributes, `ins`, `outs`, result types.
    Named,
    /// As `Named`, with an optional leading `indexing_maps = [...]` (matmul family) that
    /// defaults to the row's maps.
    IndexingMaps,
    /// `indexing_maps = [...]` required (`linalg.contract`); a loop is parallel when the
    /// output's map uses it.
    Contract,
    /// `kind=#linalg.elementwise_kind<f>` then optional `indexing_maps` (identities by
    /// default); the body applies `f` to the inputs.
    Elementwise,
}

/// One named structured op.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct NamedOp {
    /// The op name (`linalg.matmul`).
    pub name: &'static str,
    /// One-line summary.
    pub summary: &'static str,
    /// The number of block arguments (inputs then outputs; the last one is the output).
    pub num_args: usize,
    /// `p`/`r` per loop; empty: every loop parallel, one per dim of the output.
    pub iterators: &'static str,
    /// The indexing maps, or empty for the identity over the output's rank (scalars: `()`).
    /// Symbols `s0..s(w-1)` are the strides and `sw..s(2w-1)` the dilations.
    pub maps: &'static [&'static str],
    /// The rank `w` of the `strides` and `dilations` attributes (0: the op has none).
    pub window: usize,
    /// The body: `%i` is block argument i; `cast(e)` converts to the output's element type
    /// (`cast_u` unsigned, `cast_attr` as the `cast` attribute says, `f64`/`i32` to those
    /// types); the other calls are OpDSL's unary, binary and ternary functions, `const(v, t)`
    /// and `index(d)`.
    pub body: &'static str,
    /// The custom syntax.
    pub syntax: Syntax,
}

impl NamedOp {
    /// The row's maps as written (strides and dilations still symbols).
    pub fn default_maps(&self) -> Option<Vec<tile_ir::affine::AffineMap>> {
        self.maps
            .iter()
            .map(|t| super::super::maps::parse_map(t))
            .collect()
    }
}

const ALL_PARALLEL: &str = "";
const ELEMENTWISE: &[&str] = &[];

const fn row(
    name: &'static str,
    summary: &'static str,
    num_args: usize,
    iterators: &'static str,
    maps: &'static [&'static str],
    window: usize,
    body: &'static str,
) -> NamedOp {
    NamedOp {
        name,
        summary,
        num_args,
        iterators,
        maps,
        window,
        body,
        syntax: Syntax::Named,
    }
}

const fn with_syntax(syntax: Syntax, op: NamedOp) -> NamedOp {
    NamedOp { syntax, ..op }
}

const fn with_maps(op: NamedOp) -> NamedOp {
    with_syntax(Syntax::IndexingMaps, op)
}

const MATMUL_BODY: &str = "add(%2, mul(cast_attr(%0), cast_attr(%1)))";

/// Every named structured op, one per line: name, summary, block arguments, iterators,
/// maps, window rank, body.
#[rustfmt::skip]
pub const NAMED_OPS: &[NamedOp] = &[
    with_syntax(Syntax::Contract, row("linalg.contract", "Perform a contraction on two inputs, accumulating into the third", 3, ALL_PARALLEL, ELEMENTWISE, 0, MATMUL_BODY)),
    // The body is `kind` applied to the inputs; `num_args` is checked against its arity.
    with_syntax(Syntax::Elementwise, row("linalg.elementwise", "Performs element-wise operation", 0, ALL_PARALLEL, ELEMENTWISE, 0, "kind")),
    with_maps(row("linalg.matmul", "Performs a matrix multiplication of two 2D inputs without broadcast or transpose", 3, "ppr", &["(d0, d1, d2) -> (d0, d2)", "(d0, d1, d2) -> (d2, d1)", "(d0, d1, d2) -> (d0, d1)"], 0, MATMUL_BODY)),
    with_maps(row("linalg.batch_matmul", "Performs a batched matrix multiplication of two 3D inputs", 3, "pppr", &["(d0, d1, d2, d3) -> (d0, d1, d3)", "(d0, d1, d2, d3) -> (d0, d3, d2)", "(d0, d1, d2, d3) -> (d0, d1, d2)"], 0, MATMUL_BODY)),
    with_maps(row("linalg.batch_reduce_matmul", "Performs a batch-reduce matrix multiplication on two inputs", 3, "rppr", &["(d0, d1, d2, d3) -> (d0, d1, d3)", "(d0, d1, d2, d3) -> (d0, d3, d2)", "(d0, d1, d2, d3) -> (d1, d2)"], 0, MATMUL_BODY)),
    row("linalg.copy", "Copies the tensor elementwise", 2, ALL_PARALLEL, ELEMENTWISE, 0, "cast_attr(%0)"),
    row("linalg.exp", "Applies exp(x) elementwise", 2, ALL_PARALLEL, ELEMENTWISE, 0, "exp(%0)"),
    row("linalg.log", "Applies log(x) elementwise", 2, ALL_PARALLEL, ELEMENTWISE, 0, "log(%0)"),
    row("linalg.abs", "Applies abs(x) elementwise", 2, ALL_PARALLEL, ELEMENTWISE, 0, "abs(%0)"),
    row("linalg.ceil", "Applies ceil(x) elementwise", 2, ALL_PARALLEL, ELEMENTWISE, 0, "ceil(%0)"),
    row("linalg.floor", "Applies floor(x) elementwise", 2, ALL_PARALLEL, ELEMENTWISE, 0, "floor(%0)"),
    row("linalg.negf", "Applies negf(x) elementwise", 2, ALL_PARALLEL, ELEMENTWISE, 0, "negf(%0)"),
    row("linalg.reciprocal", "Applies reciprocal(x) elementwise", 2, ALL_PARALLEL, ELEMENTWISE, 0, "reciprocal(%0)"),
    row("linalg.round", "Applies round(x) elementwise", 2, ALL_PARALLEL, ELEMENTWISE, 0, "round(%0)"),
    row("linalg.sqrt", "Applies sqrt(x) elementwise", 2, ALL_PARALLEL, ELEMENTWISE, 0, "sqrt(%0)"),
    row("linalg.rsqrt", "Applies rsqrt(x) elementwise", 2, ALL_PARALLEL, ELEMENTWISE, 0, "rsqrt(%0)"),
    row("linalg.square", "Applies square(x) elementwise", 2, ALL_PARALLEL, ELEMENTWISE, 0, "square(%0)"),
    row("linalg.tanh", "Applies tanh(x) elementwise", 2, ALL_PARALLEL, ELEMENTWISE, 0, "tanh(%0)"),
    row("linalg.erf", "Applies erf(x) elementwise", 2, ALL_PARALLEL, ELEMENTWISE, 0, "erf(%0)"),
    row("linalg.add", "Adds two tensors elementwise", 3, ALL_PARALLEL, ELEMENTWISE, 0, "add(%0, %1)"),
    row("linalg.sub", "Subtracts two tensors elementwise", 3, ALL_PARALLEL, ELEMENTWISE, 0, "sub(%0, %1)"),
    row("linalg.mul", "Multiplies two tensors elementwise", 3, ALL_PARALLEL, ELEMENTWISE, 0, "mul(%0, %1)"),
    row("linalg.div", "Divides the first tensor by the second tensor, elementwise", 3, ALL_PARALLEL, ELEMENTWISE, 0, "div(%0, %1)"),
    row("linalg.div_unsigned", "Divides the first tensor by the second tensor, elementwise", 3, ALL_PARALLEL, ELEMENTWISE, 0, "div_unsigned(%0, %1)"),
    row("linalg.max", "Takes the max (signed) between two inputs, elementwise", 3, ALL_PARALLEL, ELEMENTWISE, 0, "max_signed(%0, %1)"),
    row("linalg.min", "Takes the min (signed) between two inputs, elementwise", 3, ALL_PARALLEL, ELEMENTWISE, 0, "min_signed(%0, %1)"),
    row("linalg.powf", "Takes the powf(lhs, rhs) between two inputs, elementwise", 3, ALL_PARALLEL, ELEMENTWISE, 0, "powf(%0, %1)"),
    row("linalg.select", "Chooses one value based on a binary condition supplied as its first operand", 4, ALL_PARALLEL, ELEMENTWISE, 0, "select(%0, %1, %2)"),
    row("linalg.quantized_matmul", "Performs a matrix multiplication of two 2D inputs", 5, "ppr", &["(d0, d1, d2) -> (d0, d2)", "(d0, d1, d2) -> (d2, d1)", "(d0, d1, d2) -> ()", "(d0, d1, d2) -> ()", "(d0, d1, d2) -> (d0, d1)"], 0, "add(%4, mul(sub(cast(%0), cast(%2)), sub(cast(%1), cast(%3))))"),
    row("linalg.mmt4d", "Performs a matrix-matrix-transpose multiplication of two 4D inputs", 3, "pprppr", &["(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)", "(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)", "(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)"], 0, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.batch_mmt4d", "Performs a batched matrix-matrix-transpose multiplication of two batched-4D (5D) inputs", 3, "ppprppr", &["(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)", "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)", "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)"], 0, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.quantized_batch_matmul", "Performs a batched matrix multiplication of two 3D inputs", 5, "pppr", &["(d0, d1, d2, d3) -> (d0, d1, d3)", "(d0, d1, d2, d3) -> (d0, d3, d2)", "(d0, d1, d2, d3) -> ()", "(d0, d1, d2, d3) -> ()", "(d0, d1, d2, d3) -> (d0, d1, d2)"], 0, "add(%4, mul(sub(cast(%0), cast(%2)), sub(cast(%1), cast(%3))))"),
    row("linalg.matvec", "Performs a matrix-vector multiplication", 3, "pr", &["(d0, d1) -> (d0, d1)", "(d0, d1) -> (d1)", "(d0, d1) -> (d0)"], 0, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.vecmat", "Performs a vector-matrix multiplication", 3, "pr", &["(d0, d1) -> (d1)", "(d0, d1) -> (d1, d0)", "(d0, d1) -> (d0)"], 0, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.batch_matvec", "Performs a batched matrix-vector multiplication", 3, "ppr", &["(d0, d1, d2) -> (d0, d1, d2)", "(d0, d1, d2) -> (d0, d2)", "(d0, d1, d2) -> (d0, d1)"], 0, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.batch_vecmat", "Performs a batched matrix-vector multiplication", 3, "ppr", &["(d0, d1, d2) -> (d0, d2)", "(d0, d1, d2) -> (d0, d2, d1)", "(d0, d1, d2) -> (d0, d1)"], 0, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.dot", "Performs a dot product of two vectors to a scalar result", 3, "r", &["(d0) -> (d0)", "(d0) -> (d0)", "(d0) -> ()"], 0, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.conv_1d", "Performs 1-D convolution with no channels", 3, "pr", &["(d0, d1) -> (d0 + d1)", "(d0, d1) -> (d1)", "(d0, d1) -> (d0)"], 0, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.conv_2d", "Performs 2-D convolution with no channels", 3, "pprr", &["(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)", "(d0, d1, d2, d3) -> (d2, d3)", "(d0, d1, d2, d3) -> (d0, d1)"], 0, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.conv_3d", "Performs 3-D convolution with no channels", 3, "ppprrr", &["(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d2 + d5)", "(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)", "(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)"], 0, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.conv_1d_nwc_wcf", "Performs 1-D convolution", 3, "ppprr", &["(d0, d1, d2, d3, d4)[s0, s1] -> (d0, d1 * s0 + d3 * s1, d4)", "(d0, d1, d2, d3, d4)[s0, s1] -> (d3, d4, d2)", "(d0, d1, d2, d3, d4)[s0, s1] -> (d0, d1, d2)"], 1, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.conv_1d_ncw_fcw", "Performs 1-D convolution", 3, "ppprr", &["(d0, d1, d2, d3, d4)[s0, s1] -> (d0, d3, d2 * s0 + d4 * s1)", "(d0, d1, d2, d3, d4)[s0, s1] -> (d1, d3, d4)", "(d0, d1, d2, d3, d4)[s0, s1] -> (d0, d1, d2)"], 1, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.conv_2d_nhwc_hwcf", "Performs 2-D convolution", 3, "pppprrr", &["(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3, d6)", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d4, d5, d6, d3)", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1, d2, d3)"], 2, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.conv_2d_nhwc_fhwc", "Performs 2-D convolution", 3, "pppprrr", &["(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3, d6)", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d3, d4, d5, d6)", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1, d2, d3)"], 2, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.conv_2d_nhwc_hwcf_q", "Performs 2-D convolution with zero point offsets", 5, "pppprrr", &["(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3, d6)", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d4, d5, d6, d3)", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> ()", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> ()", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1, d2, d3)"], 2, "add(%4, mul(sub(cast(%0), cast(%2)), sub(cast(%1), cast(%3))))"),
    row("linalg.conv_2d_nhwc_fhwc_q", "Performs 2-D convolution with zero point offsets", 5, "pppprrr", &["(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3, d6)", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d3, d4, d5, d6)", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> ()", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> ()", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1, d2, d3)"], 2, "add(%4, mul(sub(cast(%0), cast(%2)), sub(cast(%1), cast(%3))))"),
    row("linalg.conv_2d_nchw_fchw_q", "Performs 2-D convolution with zero point offsets", 5, "pppprrr", &["(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d4, d2 * s0 + d5 * s2, d3 * s1 + d6 * s3)", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d1, d4, d5, d6)", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> ()", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> ()", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1, d2, d3)"], 2, "add(%4, mul(sub(cast(%0), cast(%2)), sub(cast(%1), cast(%3))))"),
    row("linalg.conv_2d_nchw_fchw", "Performs 2-D convolution", 3, "pppprrr", &["(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d4, d2 * s0 + d5 * s2, d3 * s1 + d6 * s3)", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d1, d4, d5, d6)", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1, d2, d3)"], 2, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.conv_2d_ngchw_fgchw", "Performs 2-D grouped convolution", 3, "ppppprrr", &["(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d0, d1, d5, d3 * s0 + d6 * s2, d4 * s1 + d7 * s3)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d2, d1, d5, d6, d7)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d0, d1, d2, d3, d4)"], 2, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.conv_2d_ngchw_gfchw", "Performs 2-D grouped convolution", 3, "ppppprrr", &["(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d0, d1, d5, d3 * s0 + d6 * s2, d4 * s1 + d7 * s3)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d1, d2, d5, d6, d7)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d0, d1, d2, d3, d4)"], 2, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.conv_2d_nhwgc_gfhwc", "Performs 2-D grouped convolution", 3, "ppppprrr", &["(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d0, d1 * s0 + d5 * s2, d2 * s1 + d6 * s3, d3, d7)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d3, d4, d5, d6, d7)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d0, d1, d2, d3, d4)"], 2, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.conv_2d_nhwgc_gfhwc_q", "Performs 2-D grouped convolution with zero point offsets", 5, "ppppprrr", &["(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d0, d1 * s0 + d5 * s2, d2 * s1 + d6 * s3, d3, d7)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d3, d4, d5, d6, d7)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> ()", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> ()", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d0, d1, d2, d3, d4)"], 2, "add(%4, mul(sub(cast(%0), cast(%2)), sub(cast(%1), cast(%3))))"),
    row("linalg.conv_2d_ngchw_gfchw_q", "Performs 2-D grouped convolution with zero-point offsets", 5, "ppppprrr", &["(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d0, d1, d5, d3 * s0 + d6 * s2, d4 * s1 + d7 * s3)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d1, d2, d5, d6, d7)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> ()", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> ()", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d0, d1, d2, d3, d4)"], 2, "add(%4, mul(sub(cast(%0), cast(%2)), sub(cast(%1), cast(%3))))"),
    row("linalg.conv_3d_ndhwc_dhwcf", "Performs 3-D convolution", 3, "ppppprrrr", &["(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d0, d1 * s0 + d5 * s3, d2 * s1 + d6 * s4, d3 * s2 + d7 * s5, d8)", "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d5, d6, d7, d8, d4)", "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d0, d1, d2, d3, d4)"], 3, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.conv_3d_ndhwc_dhwcf_q", "Performs 3-D convolution with zero point offsets", 5, "ppppprrrr", &["(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d0, d1 * s0 + d5 * s3, d2 * s1 + d6 * s4, d3 * s2 + d7 * s5, d8)", "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d5, d6, d7, d8, d4)", "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> ()", "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> ()", "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d0, d1, d2, d3, d4)"], 3, "add(%4, mul(sub(cast(%0), cast(%2)), sub(cast(%1), cast(%3))))"),
    row("linalg.conv_3d_ncdhw_fcdhw", "Performs 3-D convolution", 3, "ppppprrrr", &["(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d0, d5, d2 * s0 + d6 * s3, d3 * s1 + d7 * s4, d4 * s2 + d8 * s5)", "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d1, d5, d6, d7, d8)", "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d0, d1, d2, d3, d4)"], 3, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.depthwise_conv_1d_nwc_wc", "Performs depth-wise 1-D convolution", 3, "pppr", &["(d0, d1, d2, d3)[s0, s1] -> (d0, d1 * s0 + d3 * s1, d2)", "(d0, d1, d2, d3)[s0, s1] -> (d3, d2)", "(d0, d1, d2, d3)[s0, s1] -> (d0, d1, d2)"], 1, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.depthwise_conv_1d_ncw_cw", "Performs depth-wise 1-D convolution", 3, "pppr", &["(d0, d1, d2, d3)[s0, s1] -> (d0, d2, d1 * s0 + d3 * s1)", "(d0, d1, d2, d3)[s0, s1] -> (d2, d3)", "(d0, d1, d2, d3)[s0, s1] -> (d0, d2, d1)"], 1, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.depthwise_conv_1d_nwc_wcm", "Performs depth-wise 1-D convolution", 3, "ppppr", &["(d0, d1, d2, d3, d4)[s0, s1] -> (d0, d1 * s0 + d4 * s1, d2)", "(d0, d1, d2, d3, d4)[s0, s1] -> (d4, d2, d3)", "(d0, d1, d2, d3, d4)[s0, s1] -> (d0, d1, d2, d3)"], 1, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.depthwise_conv_2d_nhwc_hwc", "Performs depth-wise 2-D convolution", 3, "pppprr", &["(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3, d3)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d4, d5, d3)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1, d2, d3)"], 2, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.depthwise_conv_2d_nchw_chw", "Performs depth-wise 2-D convolution", 3, "pppprr", &["(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d3, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d3, d4, d5)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d3, d1, d2)"], 2, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.depthwise_conv_2d_nhwc_hwc_q", "Performs depth-wise 2-D convolution", 5, "pppprr", &["(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3, d3)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d4, d5, d3)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> ()", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> ()", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1, d2, d3)"], 2, "add(%4, mul(sub(cast(%0), cast(%2)), sub(cast(%1), cast(%3))))"),
    row("linalg.depthwise_conv_2d_nhwc_hwcm", "Performs depth-wise 2-D convolution", 3, "ppppprr", &["(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1 * s0 + d5 * s2, d2 * s1 + d6 * s3, d3)", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d5, d6, d3, d4)", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1, d2, d3, d4)"], 2, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.depthwise_conv_2d_nhwc_hwcm_q", "Performs depth-wise 2-D convolution", 5, "ppppprr", &["(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1 * s0 + d5 * s2, d2 * s1 + d6 * s3, d3)", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d5, d6, d3, d4)", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> ()", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> ()", "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1, d2, d3, d4)"], 2, "add(%4, mul(sub(cast(%0), cast(%2)), sub(cast(%1), cast(%3))))"),
    row("linalg.depthwise_conv_3d_ndhwc_dhwc", "Performs depth-wise 3-D convolution", 3, "pppprrrp", &["(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d0, d1 * s0 + d4 * s3, d2 * s1 + d5 * s4, d3 * s2 + d6 * s5, d7)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d4, d5, d6, d7)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d0, d1, d2, d3, d7)"], 3, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.depthwise_conv_3d_ncdhw_cdhw", "Performs depth-wise 3-D convolution", 3, "pppprrrp", &["(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d0, d7, d1 * s0 + d4 * s3, d2 * s1 + d5 * s4, d3 * s2 + d6 * s5)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d7, d4, d5, d6)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d0, d7, d1, d2, d3)"], 3, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.depthwise_conv_3d_ndhwc_dhwcm", "Performs depth-wise 3-D convolution", 3, "ppppprrrp", &["(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d0, d1 * s0 + d5 * s3, d2 * s1 + d6 * s4, d3 * s2 + d7 * s5, d8)", "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d5, d6, d7, d8, d4)", "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d0, d1, d2, d3, d8, d4)"], 3, "add(%2, mul(cast(%0), cast(%1)))"),
    row("linalg.pooling_nhwc_sum", "Performs sum pooling", 3, "pppprr", &["(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3, d3)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d4, d5)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1, d2, d3)"], 2, "add(%2, cast(%0))"),
    row("linalg.pooling_nchw_sum", "Performs sum pooling", 3, "pppprr", &["(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1, d2 * s0 + d4 * s2, d3 * s1 + d5 * s3)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d4, d5)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1, d2, d3)"], 2, "add(%2, cast(%0))"),
    row("linalg.pooling_nhwc_max", "Performs max pooling", 3, "pppprr", &["(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3, d3)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d4, d5)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1, d2, d3)"], 2, "max_signed(%2, cast(%0))"),
    row("linalg.pooling_nhwc_max_unsigned", "Performs unsigned max pooling", 3, "pppprr", &["(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3, d3)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d4, d5)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1, d2, d3)"], 2, "max_unsigned(%2, cast_u(%0))"),
    row("linalg.pooling_nchw_max", "Performs max pooling", 3, "pppprr", &["(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1, d2 * s0 + d4 * s2, d3 * s1 + d5 * s3)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d4, d5)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1, d2, d3)"], 2, "max_signed(%2, cast(%0))"),
    row("linalg.pooling_nhwc_min", "Performs min pooling", 3, "pppprr", &["(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3, d3)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d4, d5)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1, d2, d3)"], 2, "min_signed(%2, cast(%0))"),
    row("linalg.pooling_nhwc_min_unsigned", "Performs unsigned min pooling", 3, "pppprr", &["(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3, d3)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d4, d5)", "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1, d2, d3)"], 2, "min_unsigned(%2, cast_u(%0))"),
    row("linalg.pooling_nwc_sum", "Performs sum pooling", 3, "pppr", &["(d0, d1, d2, d3)[s0, s1] -> (d0, d1 * s0 + d3 * s1, d2)", "(d0, d1, d2, d3)[s0, s1] -> (d3)", "(d0, d1, d2, d3)[s0, s1] -> (d0, d1, d2)"], 1, "add(%2, cast(%0))"),
    row("linalg.pooling_ncw_sum", "Performs sum pooling", 3, "pppr", &["(d0, d1, d2, d3)[s0, s1] -> (d0, d1, d2 * s0 + d3 * s1)", "(d0, d1, d2, d3)[s0, s1] -> (d3)", "(d0, d1, d2, d3)[s0, s1] -> (d0, d1, d2)"], 1, "add(%2, cast(%0))"),
    row("linalg.pooling_nwc_max", "Performs max pooling", 3, "pppr", &["(d0, d1, d2, d3)[s0, s1] -> (d0, d1 * s0 + d3 * s1, d2)", "(d0, d1, d2, d3)[s0, s1] -> (d3)", "(d0, d1, d2, d3)[s0, s1] -> (d0, d1, d2)"], 1, "max_signed(%2, cast(%0))"),
    row("linalg.pooling_nwc_max_unsigned", "Performs unsigned max pooling", 3, "pppr", &["(d0, d1, d2, d3)[s0, s1] -> (d0, d1 * s0 + d3 * s1, d2)", "(d0, d1, d2, d3)[s0, s1] -> (d3)", "(d0, d1, d2, d3)[s0, s1] -> (d0, d1, d2)"], 1, "max_unsigned(%2, cast_u(%0))"),
    row("linalg.pooling_ncw_max", "Performs max pooling", 3, "pppr", &["(d0, d1, d2, d3)[s0, s1] -> (d0, d1, d2 * s0 + d3 * s1)", "(d0, d1, d2, d3)[s0, s1] -> (d3)", "(d0, d1, d2, d3)[s0, s1] -> (d0, d1, d2)"], 1, "max_signed(%2, cast(%0))"),
    row("linalg.pooling_nwc_min", "Performs min pooling", 3, "pppr", &["(d0, d1, d2, d3)[s0, s1] -> (d0, d1 * s0 + d3 * s1, d2)", "(d0, d1, d2, d3)[s0, s1] -> (d3)", "(d0, d1, d2, d3)[s0, s1] -> (d0, d1, d2)"], 1, "min_signed(%2, cast(%0))"),
    row("linalg.pooling_nwc_min_unsigned", "Performs unsigned min pooling", 3, "pppr", &["(d0, d1, d2, d3)[s0, s1] -> (d0, d1 * s0 + d3 * s1, d2)", "(d0, d1, d2, d3)[s0, s1] -> (d3)", "(d0, d1, d2, d3)[s0, s1] -> (d0, d1, d2)"], 1, "min_unsigned(%2, cast_u(%0))"),
    row("linalg.pooling_ndhwc_sum", "Performs 3D sum pooling", 3, "ppppprrr", &["(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d0, d1 * s0 + d5 * s3, d2 * s1 + d6 * s4, d3 * s2 + d7 * s5, d4)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d5, d6, d7)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d0, d1, d2, d3, d4)"], 3, "add(%2, cast(%0))"),
    row("linalg.pooling_ndhwc_max", "Performs 3D max pooling", 3, "ppppprrr", &["(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d0, d1 * s0 + d5 * s3, d2 * s1 + d6 * s4, d3 * s2 + d7 * s5, d4)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d5, d6, d7)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d0, d1, d2, d3, d4)"], 3, "max_signed(%2, cast(%0))"),
    row("linalg.pooling_ndhwc_min", "Performs 3D min pooling", 3, "ppppprrr", &["(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d0, d1 * s0 + d5 * s3, d2 * s1 + d6 * s4, d3 * s2 + d7 * s5, d4)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d5, d6, d7)", "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d0, d1, d2, d3, d4)"], 3, "min_signed(%2, cast(%0))"),
    // MLIR yields the value itself; `cast` is a no-op on every fill that verifies and keeps
    // the body well typed until fill's own verifier reports a mismatch.
    row("linalg.fill", "Fills the output tensor with the given value", 2, ALL_PARALLEL, ELEMENTWISE, 0, "cast(%0)"),
    row("linalg.fill_rng_2d", "Fills the output tensor with pseudo random numbers", 4, "pp", &["(d0, d1) -> ()", "(d0, d1) -> ()", "(d0, d1) -> ()", "(d0, d1) -> (d0, d1)"], 0, "cast(add(mul(add(f64(const(2147483647, i64)), f64(add(mul(add(i32(index(1)), add(mul(add(i32(index(0)), %2), i32(const(1103515245, i64))), i32(const(12345, i64)))), i32(const(1103515245, i64))), i32(const(12345, i64))))), mul(sub(%1, %0), f64(const(2.3283063999999999E-10, f64)))), %0))"),
];
