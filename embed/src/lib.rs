//! `tile-embed`: host-side preprocessing of embedding lookups for partitioned sparse cores.
//!
//! An embedding lookup is a sparse x dense matmul: a batch of ragged id lists (a sparse
//! `[batch, vocab]` matrix whose values are gains) times a table `[vocab, width]`. On a
//! machine with `N` sparse cores the tables are stacked and mod-sharded (`id % N` picks the
//! core), and per-partition limits size static buffers. This crate turns a batch into the
//! four per-device buffers (`row_pointers`, `embedding_ids`, `sample_ids`, `gains`) and the
//! statistics of jax-tpu-embedding 0.1.0, byte for byte.
//!
//! Pipeline: [`stack::plan_stacks`] → per (stack, device, sparse core)
//! [`coo::extract_sc_by_table`] → [`partition::walk_groups`] into a
//! [`partition::SegmentSink`] (the sparse core's segment of the device buffers), driven by
//! [`preprocess::preprocess`]. With minibatching: [`coo::extract_sc`] →
//! [`partition::group_sc`], and when a split is needed [`partition::group_sc_buckets`] →
//! [`partition::merge_minibatches`] → [`buffers::fill_device`]. JSON I/O is in [`json`].

// Library code never panics on input: no `unwrap`/`expect`, no unchecked indexing or
// slicing (use `get`/`get_mut`, iterators, or checked arithmetic and return an error).
// Unit tests may assert with them.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
#![cfg_attr(
    test,
    allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

pub mod batch;
pub mod buffers;
pub mod coo;
pub mod error;
pub mod fdo;
pub mod generate;
pub mod highway;
pub mod json;
pub mod limits;
pub mod npy;
pub mod partition;
pub mod pool;
pub mod preprocess;
pub mod stack;

pub use batch::{Batch, BatchOf, Combiner, Feature, FeatureOf, Table};
pub use error::{EmbedError, Result};
pub use preprocess::{
    Options, Output, observe, observe_planned, preprocess, preprocess_contiguous,
    preprocess_planned,
};
pub use stack::Topology;
pub use tile_sparsecore::Limits;
