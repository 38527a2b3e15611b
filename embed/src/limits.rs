//! Per-partition limits, static buffer sizing, limit checks, and the seed document's HBM
//! stack estimates.

use crate::error::{EmbedError, Result};
use crate::stack::{Topology, round_up};

/// Default limit of ids (and unique ids) per partition, as in jax-tpu-embedding.
pub const DEFAULT_LIMIT: u32 = 256;

/// Number of minibatching buckets (the buffers grow by this factor with minibatching).
pub const MAX_MINIBATCHES: u64 = 64;

/// Limits of one stacked table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Allowed ids per partition (per source sparse core).
    pub max_ids_per_partition: u32,
    /// Allowed distinct ids per partition.
    pub max_unique_ids_per_partition: u32,
    /// Suggested COO buffer size per device (FDO), if any.
    pub suggested_buffer: Option<u64>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_ids_per_partition: DEFAULT_LIMIT,
            max_unique_ids_per_partition: DEFAULT_LIMIT,
            suggested_buffer: None,
        }
    }
}

/// Row pointers per local sparse core: `max(N, 8)`.
pub fn row_pointers_per_sc(topo: &Topology) -> usize {
    topo.num_partitions().max(8)
}

/// The COO buffer size per device: `roundup8(max_ids) * sc * N` (times 64 with
/// minibatching), or the suggested size rounded up to `8 * sc`, which must not exceed it.
pub fn coo_buffer_size_per_device(
    stack: &str,
    limits: &Limits,
    topo: &Topology,
    minibatching: bool,
) -> Result<u64> {
    let sc = topo.sparse_cores as u64;
    let mb = if minibatching { MAX_MINIBATCHES } else { 1 };
    let theoretical =
        round_up(limits.max_ids_per_partition as u64, 8) * sc * topo.num_partitions() as u64 * mb;
    match limits.suggested_buffer {
        None => Ok(theoretical),
        Some(s) => {
            let size = round_up(s, 8 * sc);
            if size > theoretical {
                Err(EmbedError::Config(format!(
                    "table `{stack}`: suggested buffer {s} (rounded to {size}) exceeds the theoretical maximum {theoretical} = roundup8(max ids) x sparse cores x partitions"
                )))
            } else if size == 0 {
                Err(EmbedError::Config(format!(
                    "table `{stack}`: suggested buffer must be positive"
                )))
            } else {
                Ok(size)
            }
        }
    }
}

/// Checks the observed counts of one local sparse core against the limits (without
/// dropping): the first partition over its ids limit, then over its unique limit, is an error.
pub fn check_observed(
    stack: &str,
    device: usize,
    sparse_core: usize,
    ids: &[u32],
    unique_ids: &[u32],
    limits: &Limits,
) -> Result<()> {
    let max_ids = limits.max_ids_per_partition;
    if let Some((p, &obs)) = ids.iter().enumerate().find(|(_, c)| **c > max_ids) {
        return Err(EmbedError::LimitExceeded {
            stack: stack.to_string(),
            device,
            sparse_core,
            partition: p,
            what: "ids",
            observed: obs as u64,
            allowed: max_ids as u64,
        });
    }
    let max_u = limits.max_unique_ids_per_partition;
    if let Some((p, &obs)) = unique_ids.iter().enumerate().find(|(_, c)| **c > max_u) {
        return Err(EmbedError::LimitExceeded {
            stack: stack.to_string(),
            device,
            sparse_core,
            partition: p,
            what: "unique ids",
            observed: obs as u64,
            allowed: max_u as u64,
        });
    }
    Ok(())
}

/// Forward-pass HBM stack estimate of one table (bytes):
/// `(2 * feature_width + 1) * max_unique_nz_per_row * logical_replica_count * 4`.
pub fn hbm_stack_forward_bytes(
    feature_width: u64,
    max_unique_nz_per_row: u64,
    logical_replica_count: u64,
) -> u64 {
    (2 * feature_width + 1) * max_unique_nz_per_row * logical_replica_count * 4
}

/// Backward-pass HBM stack estimate of one table (bytes):
/// `3 * feature_width * max_unique_nz_per_row * logical_replica_count * 4`.
pub fn hbm_stack_backward_bytes(
    feature_width: u64,
    max_unique_nz_per_row: u64,
    logical_replica_count: u64,
) -> u64 {
    3 * feature_width * max_unique_nz_per_row * logical_replica_count * 4
}
