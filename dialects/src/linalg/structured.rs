//! MLIR's `LinalgOp` interface: what every structured op (generic or named) is as a loop
//! nest — its inputs and outputs, one indexing map per operand, the iterator type of each
//! loop and its scalar body. The verifier, sparsify and the interpreter all read structured
//! ops through it, so which ops are structured and what their maps are is written once.

use super::ops::{BroadcastOp, GenericOp, MapOp, ReduceOp, TransposeOp};
use crate::ods::shaped_parts;
use tile_ir::affine::{AffineExpr, AffineMap};
use tile_ir::{BlockId, Context, OpId, Value};

/// The structured ops with their own syntax; the named ops of
/// [`super::named::NAMED_OPS`] are structured too.
pub const STRUCTURED_OPS: &[&str] = &[
    "linalg.generic",
    "linalg.transpose",
    "linalg.broadcast",
    "linalg.map",
    "linalg.reduce",
];

/// A loop's kind (`#linalg.iterator_type<...>`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IteratorType {
    /// Iterations are independent.
    Parallel,
    /// Iterations combine into the outputs.
    Reduction,
}

impl IteratorType {
    /// MLIR's keyword.
    pub fn keyword(self) -> &'static str {
        match self {
            IteratorType::Parallel => "parallel",
            IteratorType::Reduction => "reduction",
        }
    }
}

/// A view of a structured op.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct StructuredOp(pub OpId);

impl StructuredOp {
    /// A view of `op` when it is a structured op.
    pub fn cast(ctx: &Context, op: OpId) -> Option<Self> {
        let name = ctx.op_name_of(op);
        (STRUCTURED_OPS.contains(&name) || super::named::lookup(name).is_some())
            .then_some(StructuredOp(op))
    }

    /// The op name without `linalg.` (`generic`, `matmul`).
    pub fn kind(self, ctx: &Context) -> &str {
        let n = ctx.op_name_of(self.0);
        n.strip_prefix("linalg.").unwrap_or(n)
    }

    /// The inputs and outputs (MLIR's DPS inputs and inits).
    pub fn operands(self, ctx: &Context) -> (Vec<Value>, Vec<Value>) {
        let op = self.0;
        if let Some(v) = GenericOp::cast(ctx, op) {
            return (v.inputs(ctx).to_vec(), v.outputs(ctx).to_vec());
        }
        if let Some(v) = MapOp::cast(ctx, op) {
            return (v.inputs(ctx).to_vec(), vec![v.init(ctx)]);
        }
        if let Some(v) = ReduceOp::cast(ctx, op) {
            return (v.inputs(ctx).to_vec(), v.inits(ctx).to_vec());
        }
        if let Some(v) = TransposeOp::cast(ctx, op) {
            return (vec![v.input(ctx)], vec![v.init(ctx)]);
        }
        if let Some(v) = BroadcastOp::cast(ctx, op) {
            return (vec![v.input(ctx)], vec![v.init(ctx)]);
        }
        // A declared op that does not fit its spec has no operand groups to read.
        if STRUCTURED_OPS.contains(&ctx.op_name_of(op)) {
            return (Vec::new(), Vec::new());
        }
        let operands = &ctx.op(op).operands;
        let sizes = ctx
            .op_attr(op, tile_ir::ods::OPERAND_SEGMENT_SIZES)
            .and_then(|a| tile_ir::ods::segment_sizes(ctx, a))
            .filter(|s| s.len() == 2 && s.iter().sum::<usize>() == operands.len())
            .unwrap_or_else(|| vec![operands.len().saturating_sub(1), 1.min(operands.len())]);
        let n_in = sizes.first().copied().unwrap_or(0);
        let (ins, outs) = operands.split_at(n_in.min(operands.len()));
        (ins.to_vec(), outs.to_vec())
    }

    /// The indexing maps, one per input then one per output; `None` when an attribute the
    /// op needs is missing or malformed.
    pub fn indexing_maps(self, ctx: &Context) -> Option<Vec<AffineMap>> {
        let op = self.0;
        let (ins, outs) = self.operands(ctx);
        let shaped = |v: Value| shaped_parts(ctx, ctx.value_type(v)).map(|(s, _)| s.len());
        let rank = |v: Option<&Value>| v.and_then(|&v| shaped(v)).unwrap_or(0);
        let out_rank = rank(outs.first());
        if let Some(row) = super::named::lookup(ctx.op_name_of(op)) {
            return super::named::indexing_maps(ctx, op, row);
        }
        Some(match self.kind(ctx) {
            "generic" => super::named::explicit_maps(ctx, op)?,
            "transpose" => {
                let perm = TransposeOp::cast(ctx, op)?.permutation(ctx);
                let mut inverse = vec![0usize; perm.len()];
                for (i, &p) in perm.iter().enumerate() {
                    if let Some(slot) = usize::try_from(p).ok().and_then(|p| inverse.get_mut(p)) {
                        *slot = i;
                    }
                }
                vec![select(out_rank, &inverse), AffineMap::identity(out_rank)]
            }
            "broadcast" => {
                let dims = BroadcastOp::cast(ctx, op)?.dimensions(ctx);
                let kept: Vec<usize> = (0..out_rank)
                    .filter(|&d| !dims.contains(&(d as i64)))
                    .collect();
                vec![select(out_rank, &kept), AffineMap::identity(out_rank)]
            }
            "reduce" => {
                let in_rank = rank(ins.first());
                let dims = ReduceOp::cast(ctx, op)?.dimensions(ctx);
                let kept: Vec<usize> = (0..in_rank)
                    .filter(|&d| !dims.contains(&(d as i64)))
                    .collect();
                let mut maps = vec![AffineMap::identity(in_rank); ins.len()];
                maps.extend(std::iter::repeat_n(select(in_rank, &kept), outs.len()));
                maps
            }
            // map: identity over the output's rank, scalars broadcast.
            _ => ins
                .iter()
                .chain(&outs)
                .map(|&v| match shaped(v) {
                    Some(_) => AffineMap::identity(out_rank),
                    None => select(out_rank, &[]),
                })
                .collect(),
        })
    }

    /// The kind of each loop.
    pub fn iterator_types(self, ctx: &Context) -> Option<Vec<IteratorType>> {
        let op = self.0;
        let par = IteratorType::Parallel;
        let red = IteratorType::Reduction;
        if let Some(row) = super::named::lookup(ctx.op_name_of(op)) {
            return super::named::iterator_types(ctx, op, row);
        }
        match self.kind(ctx) {
            "generic" => Some(GenericOp::cast(ctx, op)?.iterator_types(ctx)),
            "reduce" => {
                let maps = self.indexing_maps(ctx)?;
                let n = maps.first().map_or(0, |m| m.num_dims);
                let dims = ReduceOp::cast(ctx, op)?.dimensions(ctx);
                Some(
                    (0..n)
                        .map(|d| if dims.contains(&(d as i64)) { red } else { par })
                        .collect(),
                )
            }
            _ => {
                let n = self.indexing_maps(ctx)?.first().map_or(0, |m| m.num_dims);
                Some(vec![par; n])
            }
        }
    }

    /// The number of loops.
    pub fn num_loops(self, ctx: &Context) -> usize {
        match self.kind(ctx) {
            "generic" | "matmul" | "batch_matmul" | "batch_reduce_matmul" => {
                self.iterator_types(ctx).map_or(0, |t| t.len())
            }
            _ => self
                .indexing_maps(ctx)
                .and_then(|m| m.first().map(|m| m.num_dims))
                .unwrap_or(0),
        }
    }

    /// The scalar body: the entry block of the op's region (named ops carry the body they
    /// generalize to).
    pub fn body(self, ctx: &Context) -> Option<BlockId> {
        let r = *ctx.op(self.0).regions().first()?;
        ctx.entry_block(r)
    }
}

/// The map from `n` loops to the loops `dims`.
fn select(n: usize, dims: &[usize]) -> AffineMap {
    AffineMap::new(n, 0, dims.iter().map(|&d| AffineExpr::dim(d)).collect())
}
