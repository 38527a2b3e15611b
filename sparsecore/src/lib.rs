//! `tile-sparsecore`: the SparseCore facts that the compiler (the `embedding` dialect and
//! the `embedding-partition` pass) and the host preprocessing (`tile-embed`) must agree on,
//! written once:
//!
//! * [`Limits`]: the per-partition limits of a (stacked) table;
//! * [`Topology`]: devices x sparse cores, a power of two of partitions;
//! * [`padding`]: the 8-alignment of partitions, widths and vocabularies, [`round_up`], and
//!   the id that fills unused buffer slots;
//! * [`sizes`]: the static COO buffer per device, the row pointers and the HBM stack
//!   estimates, as jax-tpu-embedding 0.1.0 computes them.
//!
//! It has no dependencies, so the compiler gets these formulas without the host
//! preprocessing's JSON stack (serde).

// No panics on input: sizes come from user limits and shapes, so arithmetic is checked or
// saturating and nothing is unwrapped or indexed.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
#![cfg_attr(
    test,
    allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

pub mod limits;
pub mod padding;
pub mod sizes;
pub mod topology;

pub use limits::{DEFAULT_LIMIT, Limits};
pub use padding::{ALIGNMENT, PADDING_ID, padded_vocab, padded_width, round_up};
pub use sizes::{
    CooBufferError, MAX_COO_BUFFER_SIZE, MAX_MINIBATCHES, coo_buffer_size_per_device,
    hbm_stack_backward_bytes, hbm_stack_forward_bytes, row_pointers_per_sc,
    theoretical_coo_buffer_size,
};
pub use topology::{MAX_PARTITIONS, Topology, TopologyError};
