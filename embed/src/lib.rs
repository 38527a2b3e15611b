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
//! [`coo::extract_sc`] → [`partition::group_sc`] → [`buffers::fill_device`], driven by
//! [`preprocess::preprocess`]. JSON I/O is in [`json`].

pub mod batch;
pub mod buffers;
pub mod coo;
pub mod error;
pub mod fdo;
pub mod generate;
pub mod json;
pub mod limits;
pub mod npy;
pub mod partition;
pub mod preprocess;
pub mod stack;

pub use batch::{Batch, Combiner, Feature, Table};
pub use error::{EmbedError, Result};
pub use limits::Limits;
pub use preprocess::{Options, Output, preprocess};
pub use stack::Topology;
