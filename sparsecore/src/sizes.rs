//! The static buffer sizes and HBM estimates of a stacked table (jax-tpu-embedding 0.1.0's
//! formulas), and the SparseCore guide's HBM stack estimates.

use std::fmt;

use crate::limits::Limits;
use crate::padding::ALIGNMENT;
use crate::topology::Topology;

/// Number of minibatching buckets (the buffers grow by this factor with minibatching).
pub const MAX_MINIBATCHES: u64 = 64;

/// Largest COO buffer per device (the reference checks `size < INT_MAX`; row pointers and
/// ids are 32-bit).
pub const MAX_COO_BUFFER_SIZE: u64 = i32::MAX as u64 - 1;

/// Row pointers per local sparse core: `max(N, 8)`.
pub fn row_pointers_per_sc(topo: &Topology) -> usize {
    topo.num_partitions().max(8)
}

/// The theoretical maximum COO buffer size per device, `roundup8(max_ids) * sc * N` (times
/// 64 with minibatching), or `None` when it does not fit in 64 bits.
pub fn theoretical_coo_buffer_size(
    limits: &Limits,
    topo: &Topology,
    minibatching: bool,
) -> Option<u64> {
    let mb = if minibatching { MAX_MINIBATCHES } else { 1 };
    limits
        .max_ids_per_partition
        .div_ceil(ALIGNMENT)
        .checked_mul(ALIGNMENT)?
        .checked_mul(u64::try_from(topo.sparse_cores).ok()?)?
        .checked_mul(u64::try_from(topo.num_partitions()).ok()?)?
        .checked_mul(mb)
}

/// Why a COO buffer size per device is not usable. The messages are the host tool's (which
/// prefixes the table name).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CooBufferError {
    /// The theoretical size does not fit in 64 bits.
    TheoreticalOverflow {
        /// Ids per partition.
        max_ids: u64,
        /// Sparse cores per device.
        sparse_cores: usize,
        /// Partitions.
        partitions: usize,
        /// Whether minibatching multiplies it by [`MAX_MINIBATCHES`].
        minibatching: bool,
    },
    /// The suggested size rounded up to `8 * sc` does not fit in 64 bits.
    SuggestedOverflow {
        /// The suggested size.
        suggested: u64,
    },
    /// The size exceeds [`MAX_COO_BUFFER_SIZE`].
    TooLarge {
        /// The size.
        size: u64,
    },
    /// The suggested size, rounded, exceeds the theoretical maximum.
    OverTheoretical {
        /// The suggested size.
        suggested: u64,
        /// Rounded up to `8 * sc`.
        rounded: u64,
        /// The theoretical maximum.
        theoretical: u64,
    },
    /// The suggested size is 0.
    ZeroSuggested,
}

impl fmt::Display for CooBufferError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let too_large = |f: &mut fmt::Formatter<'_>, what: &dyn fmt::Display| {
            write!(
                f,
                "the COO buffer per device ({what}) exceeds {MAX_COO_BUFFER_SIZE} entries; lower the limits or give a suggested buffer"
            )
        };
        match *self {
            CooBufferError::TheoreticalOverflow {
                max_ids,
                sparse_cores,
                partitions,
                minibatching,
            } => too_large(
                f,
                &format_args!(
                    "roundup8({max_ids}) x {sparse_cores} sparse cores x {partitions} partitions{}",
                    if minibatching { " x 64" } else { "" }
                ),
            ),
            CooBufferError::SuggestedOverflow { suggested } => {
                too_large(f, &format_args!("suggested {suggested}"))
            }
            CooBufferError::TooLarge { size } => too_large(f, &size),
            CooBufferError::OverTheoretical {
                suggested,
                rounded,
                theoretical,
            } => write!(
                f,
                "suggested buffer {suggested} (rounded to {rounded}) exceeds the theoretical maximum {theoretical} = roundup8(max ids) x sparse cores x partitions"
            ),
            CooBufferError::ZeroSuggested => write!(f, "suggested buffer must be positive"),
        }
    }
}

impl std::error::Error for CooBufferError {}

/// The COO buffer size per device: `roundup8(max_ids) * sc * N` (times 64 with
/// minibatching), or the suggested size rounded up to `8 * sc`, which must not exceed it.
/// A size that overflows or exceeds [`MAX_COO_BUFFER_SIZE`] is an error (never a wrapped
/// value), as is a suggested size of 0.
pub fn coo_buffer_size_per_device(
    limits: &Limits,
    topo: &Topology,
    minibatching: bool,
) -> Result<u64, CooBufferError> {
    let theoretical = theoretical_coo_buffer_size(limits, topo, minibatching);
    let size = match limits.suggested_buffer {
        None => theoretical.ok_or(CooBufferError::TheoreticalOverflow {
            max_ids: limits.max_ids_per_partition,
            sparse_cores: topo.sparse_cores,
            partitions: topo.num_partitions(),
            minibatching,
        })?,
        Some(s) => {
            let align = ALIGNMENT.saturating_mul(topo.sparse_cores as u64);
            let size = s
                .div_ceil(align)
                .checked_mul(align)
                .ok_or(CooBufferError::SuggestedOverflow { suggested: s })?;
            // A theoretical maximum beyond 64 bits bounds nothing.
            if let Some(t) = theoretical
                && size > t
            {
                return Err(CooBufferError::OverTheoretical {
                    suggested: s,
                    rounded: size,
                    theoretical: t,
                });
            }
            if size == 0 {
                return Err(CooBufferError::ZeroSuggested);
            }
            size
        }
    };
    if size > MAX_COO_BUFFER_SIZE {
        return Err(CooBufferError::TooLarge { size });
    }
    Ok(size)
}

/// Forward-pass HBM stack estimate of one table (bytes):
/// `(2 * feature_width + 1) * max_unique_nz_per_row * logical_replica_count * 4`,
/// saturating (an estimate past `u64::MAX` fails any budget).
pub fn hbm_stack_forward_bytes(
    feature_width: u64,
    max_unique_nz_per_row: u64,
    logical_replica_count: u64,
) -> u64 {
    feature_width
        .saturating_mul(2)
        .saturating_add(1)
        .saturating_mul(max_unique_nz_per_row)
        .saturating_mul(logical_replica_count)
        .saturating_mul(4)
}

/// Backward-pass HBM stack estimate of one table (bytes):
/// `3 * feature_width * max_unique_nz_per_row * logical_replica_count * 4`, saturating.
pub fn hbm_stack_backward_bytes(
    feature_width: u64,
    max_unique_nz_per_row: u64,
    logical_replica_count: u64,
) -> u64 {
    feature_width
        .saturating_mul(3)
        .saturating_mul(max_unique_nz_per_row)
        .saturating_mul(logical_replica_count)
        .saturating_mul(4)
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
            max_ids_per_partition: u64::from(u32::MAX),
            max_unique_ids_per_partition: u64::from(u32::MAX),
            suggested_buffer: None,
        };
        assert_eq!(theoretical_coo_buffer_size(&huge, &topo, false), None);
        let e = coo_buffer_size_per_device(&huge, &topo, true).unwrap_err();
        assert!(e.to_string().contains("exceeds"), "{e}");
        // Default limits fit 64 bits but not the 32-bit buffer of the reference.
        let e = coo_buffer_size_per_device(&Limits::default(), &topo, true).unwrap_err();
        assert!(e.to_string().contains("exceeds 2147483646"), "{e}");
        // Statistics-only runs size the buffer by suggestion.
        let observe = Limits {
            suggested_buffer: Some(8 << 16),
            ..huge
        };
        assert_eq!(
            coo_buffer_size_per_device(&observe, &topo, false).unwrap(),
            8 << 16
        );
        let e = coo_buffer_size_per_device(
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
            coo_buffer_size_per_device(&Limits::default(), &small, false).unwrap(),
            256 * 4 * 8
        );
    }

    /// The messages the host tool prints (after `table `NAME`: `).
    #[test]
    fn messages() {
        let topo = Topology::new(1, 4).unwrap();
        let with = |max_ids, suggested| Limits {
            max_ids_per_partition: max_ids,
            max_unique_ids_per_partition: 1,
            suggested_buffer: suggested,
        };
        let msg = |l: Limits, mb| {
            coo_buffer_size_per_device(&l, &topo, mb)
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            msg(with(u64::MAX, None), true),
            "the COO buffer per device (roundup8(18446744073709551615) x 4 sparse cores x 4 partitions x 64) exceeds 2147483646 entries; lower the limits or give a suggested buffer"
        );
        assert_eq!(
            msg(with(8, Some(200)), false),
            "suggested buffer 200 (rounded to 224) exceeds the theoretical maximum 128 = roundup8(max ids) x sparse cores x partitions"
        );
        assert_eq!(
            msg(with(8, Some(0)), false),
            "suggested buffer must be positive"
        );
        assert_eq!(
            msg(with(1 << 30, None), false),
            "the COO buffer per device (17179869184) exceeds 2147483646 entries; lower the limits or give a suggested buffer"
        );
    }

    #[test]
    fn hbm_stacks_saturate() {
        assert_eq!(hbm_stack_forward_bytes(8, 32, 4), 17 * 32 * 4 * 4);
        assert_eq!(hbm_stack_backward_bytes(8, 32, 4), 3 * 8 * 32 * 4 * 4);
        assert_eq!(hbm_stack_forward_bytes(u64::MAX, 2, 1), u64::MAX);
    }
}
