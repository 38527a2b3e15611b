//! The per-partition limits of one (stacked) table.

/// Default limit of ids (and unique ids) per partition, as in jax-tpu-embedding. A `u32`
/// because the host tool takes 32-bit limits, as the reference does; [`Limits`] widens it.
pub const DEFAULT_LIMIT: u32 = 256;

/// Per-partition limits: a partition (sparse core) receives at most
/// `max_ids_per_partition` ids (after merging duplicates within a sample) and at most
/// `max_unique_ids_per_partition` distinct ids from each source core.
///
/// The fields are `u64`, the width of the IR attribute (`#embedding.limits<...>`), so the
/// compiler never narrows a limit; the host preprocessing counts in `u32` and compares by
/// widening the count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Limits {
    /// Ids per (source core, partition).
    pub max_ids_per_partition: u64,
    /// Distinct ids per (source core, partition).
    pub max_unique_ids_per_partition: u64,
    /// A feedback-directed COO buffer size per device, if known.
    pub suggested_buffer: Option<u64>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_ids_per_partition: u64::from(DEFAULT_LIMIT),
            max_unique_ids_per_partition: u64::from(DEFAULT_LIMIT),
            suggested_buffer: None,
        }
    }
}
