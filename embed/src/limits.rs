//! Per-partition limits, static buffer sizing, limit checks, and the seed document's HBM
//! stack estimates.

use crate::error::{EmbedError, Result};
use crate::stack::Topology;

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

/// Largest COO buffer per device (the reference checks `size < INT_MAX`; row pointers and
/// ids are 32-bit).
pub const MAX_COO_BUFFER_SIZE: u64 = i32::MAX as u64 - 1;

/// The theoretical maximum COO buffer size per device, `roundup8(max_ids) * sc * N` (times
/// 64 with minibatching), or `None` when it does not fit in 64 bits.
pub fn theoretical_coo_buffer_size(
    limits: &Limits,
    topo: &Topology,
    minibatching: bool,
) -> Option<u64> {
    let mb = if minibatching { MAX_MINIBATCHES } else { 1 };
    u64::from(limits.max_ids_per_partition)
        .div_ceil(8)
        .checked_mul(8)?
        .checked_mul(u64::try_from(topo.sparse_cores).ok()?)?
        .checked_mul(u64::try_from(topo.num_partitions()).ok()?)?
        .checked_mul(mb)
}

/// The COO buffer size per device: `roundup8(max_ids) * sc * N` (times 64 with
/// minibatching), or the suggested size rounded up to `8 * sc`, which must not exceed it.
/// A size that overflows or exceeds [`MAX_COO_BUFFER_SIZE`] is an error (never a wrapped
/// value), as is a suggested size of 0.
pub fn coo_buffer_size_per_device(
    stack: &str,
    limits: &Limits,
    topo: &Topology,
    minibatching: bool,
) -> Result<u64> {
    let theoretical = theoretical_coo_buffer_size(limits, topo, minibatching);
    let too_large = |what: String| {
        EmbedError::Config(format!(
            "table `{stack}`: the COO buffer per device ({what}) exceeds {MAX_COO_BUFFER_SIZE} entries; lower the limits or give a suggested buffer"
        ))
    };
    let size = match limits.suggested_buffer {
        None => theoretical.ok_or_else(|| {
            too_large(format!(
                "roundup8({}) x {} sparse cores x {} partitions{}",
                limits.max_ids_per_partition,
                topo.sparse_cores,
                topo.num_partitions(),
                if minibatching { " x 64" } else { "" }
            ))
        })?,
        Some(s) => {
            let align = 8u64.saturating_mul(topo.sparse_cores as u64);
            let size = s
                .div_ceil(align)
                .checked_mul(align)
                .ok_or_else(|| too_large(format!("suggested {s}")))?;
            // A theoretical maximum beyond 64 bits bounds nothing.
            if let Some(t) = theoretical
                && size > t
            {
                return Err(EmbedError::Config(format!(
                    "table `{stack}`: suggested buffer {s} (rounded to {size}) exceeds the theoretical maximum {t} = roundup8(max ids) x sparse cores x partitions"
                )));
            }
            if size == 0 {
                return Err(EmbedError::Config(format!(
                    "table `{stack}`: suggested buffer must be positive"
                )));
            }
            size
        }
    };
    if size > MAX_COO_BUFFER_SIZE {
        return Err(too_large(size.to_string()));
    }
    Ok(size)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A huge topology with the largest limits overflowed `u64` (found by review): now an
    /// error, and a suggested buffer still works.
    #[test]
    fn huge_buffers_are_errors_not_overflows() {
        let topo = Topology::new(1, 1 << 16).unwrap();
        let huge = Limits {
            max_ids_per_partition: u32::MAX,
            max_unique_ids_per_partition: u32::MAX,
            suggested_buffer: None,
        };
        assert_eq!(theoretical_coo_buffer_size(&huge, &topo, false), None);
        let e = coo_buffer_size_per_device("t", &huge, &topo, true).unwrap_err();
        assert!(e.to_string().contains("exceeds"), "{e}");
        // Default limits fit 64 bits but not the 32-bit buffer of the reference.
        let e = coo_buffer_size_per_device("t", &Limits::default(), &topo, true).unwrap_err();
        assert!(e.to_string().contains("exceeds 2147483646"), "{e}");
        // Statistics-only runs size the buffer by suggestion.
        let observe = Limits {
            suggested_buffer: Some(8 << 16),
            ..huge
        };
        assert_eq!(
            coo_buffer_size_per_device("t", &observe, &topo, false).unwrap(),
            8 << 16
        );
        let e = coo_buffer_size_per_device(
            "t",
            &Limits {
                suggested_buffer: Some(u64::MAX),
                ..huge
            },
            &topo,
            false,
        )
        .unwrap_err();
        assert!(e.to_string().contains("exceeds"), "{e}");
        // Ordinary sizes are unchanged.
        let small = Topology::new(2, 4).unwrap();
        assert_eq!(
            coo_buffer_size_per_device("t", &Limits::default(), &small, false).unwrap(),
            256 * 4 * 8
        );
    }
}
