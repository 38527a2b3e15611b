//! The embedding passes (issue 8):
//!
//! * [`stack_tables`] (`embedding-stack-tables`): stacks the tables of several
//!   `embedding.lookup`s into one lookup over a stacked table;
//! * [`partition`] (`embedding-partition`): rewrites each `embedding.lookup` into N
//!   per-partition sparse x dense matmuls (`id mod N` picks the partition) over static
//!   buffers sized from the limits, checking the scratchpad and HBM they need.
//!
//! Both build their replacement IR through the dialects' typed builders ([`emit::Emitter`])
//! and stage it before the lookups, placed and erased in one rebuild per block.

// Issue 10 policy: no panics reachable from input.
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

pub mod emit;
pub mod partition;
pub mod stack_tables;

use tile_dialects::embedding::ops::LookupOp;
use tile_dialects::embedding::verify::{coo_ids, dense_2d};
use tile_dialects::embedding::{Combiner, Limits, Quantization};
use tile_ir::diagnostic::Diagnostic;
use tile_ir::pass::rewrite::TrackedUses;
use tile_ir::{Context, OpId, Type, Value};

/// What a pass reads from one `embedding.lookup`.
#[derive(Clone, Debug)]
pub struct LookupInfo {
    /// The op.
    pub op: OpId,
    /// The id batch.
    pub ids: Value,
    /// The table.
    pub table: Value,
    /// `[batch, vocab]` of the ids (static).
    pub ids_shape: [i64; 2],
    /// `[vocab, width]` of the table (static).
    pub table_shape: [i64; 2],
    /// The element type (gains, table, activations).
    pub elem: Type,
    /// The combiner.
    pub combiner: Combiner,
    /// The limits.
    pub limits: Limits,
    /// Simulated quantization, if any.
    pub quantization: Option<Quantization>,
    /// Whether ids over the limits may be dropped.
    pub allow_id_dropping: bool,
}

impl LookupInfo {
    /// Reads a verified `embedding.lookup`; a dynamic shape is a located error naming `pass`.
    pub fn read(ctx: &Context, op: OpId, pass: &str) -> Result<LookupInfo, Diagnostic> {
        let Some(l) = LookupOp::cast(ctx, op) else {
            return Err(ctx.op_error(op, format!("{pass} needs a verified embedding.lookup")));
        };
        let (ids, table) = (l.ids(ctx), l.table(ctx));
        let bad = || ctx.op_error(op, format!("{pass} needs statically shaped ids and tables"));
        let (ids_shape, elem, _) = coo_ids(ctx, ctx.value_type(ids)).ok_or_else(bad)?;
        let (table_shape, _) = dense_2d(ctx, ctx.value_type(table)).ok_or_else(bad)?;
        if ids_shape.iter().chain(&table_shape).any(|&d| d < 0) {
            return Err(bad());
        }
        Ok(LookupInfo {
            op,
            ids,
            table,
            ids_shape,
            table_shape,
            elem,
            combiner: l.combiner(ctx),
            limits: l.limits(ctx).0,
            quantization: l.quantization(ctx),
            allow_id_dropping: l.allow_id_dropping(ctx).is_some(),
        })
    }
}

/// The uses, inside `func`, of the results of `ops` (one walk of `func`), for
/// [`emit::Emitter::finish`].
pub fn result_uses(ctx: &Context, func: OpId, ops: &[OpId]) -> TrackedUses {
    let mut uses = TrackedUses::new(ops.iter().flat_map(|&o| ctx.op(o).results.iter().copied()));
    ctx.walk(func, &mut |o| uses.add_op(ctx, o));
    uses
}

/// Every `embedding.lookup` nested in `root`, in pre-order.
pub fn lookups(ctx: &Context, root: OpId) -> Vec<OpId> {
    ctx.walk_collect(root)
        .into_iter()
        .filter(|&o| LookupOp::cast(ctx, o).is_some())
        .collect()
}

/// [`tile_sparsecore::padded_vocab`] on the IR's sizes: a static vocabulary (`>= 0`) padded
/// for mod sharding over `n` partitions, saturating at `i64::MAX`.
pub fn padded_vocab(vocab: i64, n: i64) -> i64 {
    on_ir_size(vocab, |v| {
        tile_sparsecore::padded_vocab(v, u64::try_from(n).unwrap_or(0))
    })
}

/// [`tile_sparsecore::padded_width`] on the IR's sizes: a static width (`>= 0`) padded to 8,
/// saturating at `i64::MAX`.
pub fn padded_width(width: i64) -> i64 {
    on_ir_size(width, tile_sparsecore::padded_width)
}

/// `f` on a static IR size; a negative (dynamic) size is returned as it is.
fn on_ir_size(x: i64, f: impl Fn(u64) -> u64) -> i64 {
    match u64::try_from(x) {
        Ok(u) => i64::try_from(f(u)).unwrap_or(i64::MAX),
        Err(_) => x,
    }
}
