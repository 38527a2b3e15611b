//! The `embedding` dialect: embedding lookups on partitioned sparse cores (TPU SparseCore).
//!
//! An embedding lookup is a sparse x dense matmul: a batch of ids is a 2-D COO sparse tensor
//! `[batch, vocab]` whose stored values are the gains (weights), the table is a dense
//! `[vocab, width]` tensor, and the activations are `[batch, width]`.
//!
//! * [`attr`]: `#embedding.combiner<sum|mean|sqrtn>`, `#embedding.limits<...>`,
//!   `#embedding.quantization<...>`;
//! * [`ops`]: `embedding.lookup` (the lookup), `embedding.partition_ids` (host
//!   preprocessing: the ids of one partition, `id mod N`, in static COO buffers) and
//!   `embedding.stack_ids` (host preprocessing: feature stacking);
//! * [`verify`]: the verifiers.
//!
//! Semantics of `embedding.lookup` (what `tile-exec` runs): for every sample `b`,
//! `act[b, :] = (sum over stored entries (b, v, g) of g * Q(table[v, :])) / d(b)` where `Q` is
//! the simulated quantization ([`attr::Quantization::apply`], identity without one) and
//! `d(b)` is 1 for `sum`, `sum g` for `mean`, `sqrt(sum g^2)` for `sqrtn`; a row with
//! `d(b) = 0` is zero. The ids tensor is a value: repeated `(b, v)` entries of the non-unique
//! COO storage mean one entry holding their sum (as everywhere in `sparse_tensor`), so for
//! `sqrtn` a repeated id counts with the square of its summed gain (jax-tpu-embedding squares
//! each occurrence before merging: give it the merged batch to get its numbers). The limits
//! describe the partitioned machine: the unpartitioned op never drops ids; after
//! `embedding-partition` they size static buffers, and a batch over them is a run-time error
//! (or, with `allow_id_dropping`, the ids over the limits are dropped as jax-tpu-embedding
//! does).
//!
//! Upstream MLIR has no `embedding` dialect: `mlir-opt-22 --allow-unregistered-dialect` reads
//! the generic form of these ops (`--mlir-print-op-generic`); the custom form is tile-opt's.

// Issue 10 policy: no panics reachable from input.
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

pub mod attr;
pub mod ops;
pub mod verify;

#[cfg(test)]
mod tests;

use tile_ir::dialect::{DialectInfo, DialectRegistry};

pub use attr::{Combiner, Limits, LimitsAttr, Quantization};

/// Registers the embedding dialect: its attributes and ops.
pub fn register(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo {
        parse_attr: Some(attr::parse_attr),
        ..DialectInfo::new(
            "embedding",
            "Embedding lookups on partitioned sparse cores: lookup, id partitioning and stacking",
        )
    });
    r.add_ops(ops::OPS);
}
