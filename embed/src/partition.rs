//! Sort, within-sample dedup, per-partition statistics and id dropping for one local
//! sparse core (the reference's `GroupAndDeduplicateCooTensorsForLocalSparseCore`).

use crate::coo::{ScCoo, radix_sort_keys};

/// Limits applied while grouping.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GroupLimits {
    /// Allowed ids per partition.
    pub max_ids: u32,
    /// Allowed unique ids per partition.
    pub max_unique: u32,
    /// Whether over-limit ids are dropped (otherwise they are kept and the caller reports).
    pub allow_dropping: bool,
}

/// The kept entries of one local sparse core, grouped by target partition, plus statistics.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct GroupedSc {
    /// Local embedding id (`col >> log2 N`) of each kept entry.
    pub embedding_ids: Vec<i32>,
    /// Sample row of each kept entry.
    pub sample_ids: Vec<i32>,
    /// Summed gain of each kept entry.
    pub gains: Vec<f32>,
    /// End (exclusive) of each partition's kept entries in the vectors above.
    pub partition_end: Vec<usize>,
    /// Observed (pre-drop) deduplicated ids per partition.
    pub ids: Vec<u32>,
    /// Observed distinct columns per partition.
    pub unique_ids: Vec<u32>,
    /// Input occurrences dropped.
    pub dropped: u64,
    /// Input occurrences kept (an entry counts every occurrence merged into it).
    pub kept_occurrences: u64,
}

/// Sorts `coo` (consumed) and groups it: entries are ordered by (partition, local id, row),
/// duplicates of the last kept (column, row) merge by adding gains in float32, and with
/// dropping an entry goes when its partition already kept `max_ids` ids or its column is
/// new while `max_unique` columns are kept (sticky for the column).
pub fn group_sc(mut coo: ScCoo, num_partitions: usize, limits: GroupLimits) -> GroupedSc {
    let bits = num_partitions.trailing_zeros();
    let n = num_partitions;
    let lbits = coo.local_bits;
    radix_sort_keys(&mut coo.keys, lbits + bits);
    let mut g = GroupedSc {
        embedding_ids: Vec::with_capacity(coo.keys.len()),
        sample_ids: Vec::with_capacity(coo.keys.len()),
        gains: Vec::with_capacity(coo.keys.len()),
        partition_end: vec![0; n],
        ids: vec![0; n],
        unique_ids: vec![0; n],
        dropped: 0,
        kept_occurrences: 0,
    };
    let local_mask = ((1u64 << lbits) - 1) as u32;
    let mut prev_col = u32::MAX;
    let mut prev_row = u32::MAX;
    // Last kept entry (column, row); merging targets it.
    let mut last_kept: Option<(u32, u32)> = None;
    let mut dropping_col = false;
    let mut kept_ids = vec![0u32; n];
    let mut kept_unique = vec![0u32; n];
    let mut cur_part = 0usize;
    for &key in &coo.keys {
        let idx = (key & 0xFFFF_FFFF) as usize;
        // `col` stands for the column: (partition, local id) packed.
        let col = (key >> 32) as u32;
        let p = (col >> lbits) as usize;
        let (row, gain) = match (coo.rows.get(idx), coo.gains.get(idx)) {
            (Some(&r), Some(&gn)) => (r, gn),
            _ => continue,
        };
        while cur_part < p {
            if let Some(e) = g.partition_end.get_mut(cur_part) {
                *e = g.embedding_ids.len();
            }
            cur_part += 1;
        }
        if last_kept == Some((col, row)) {
            if let Some(last) = g.gains.last_mut() {
                *last += gain;
            }
            g.kept_occurrences += 1;
            continue;
        }
        if row == prev_row && col == prev_col {
            g.dropped += 1;
            continue;
        }
        let is_new_col = col != prev_col;
        if let Some(c) = g.ids.get_mut(p) {
            *c += 1;
        }
        let kept_p = kept_ids.get(p).copied().unwrap_or(0);
        let kept_u = kept_unique.get(p).copied().unwrap_or(0);
        if is_new_col {
            if let Some(c) = g.unique_ids.get_mut(p) {
                *c += 1;
            }
            if limits.allow_dropping {
                dropping_col = kept_u + 1 > limits.max_unique;
            }
        }
        let over_ids = kept_p + 1 > limits.max_ids;
        if limits.allow_dropping && (over_ids || dropping_col) {
            g.dropped += 1;
        } else {
            g.embedding_ids.push((col & local_mask) as i32);
            g.sample_ids.push(row as i32);
            g.gains.push(gain);
            last_kept = Some((col, row));
            g.kept_occurrences += 1;
            if limits.allow_dropping {
                if let Some(c) = kept_ids.get_mut(p) {
                    *c += 1;
                }
                if is_new_col && let Some(c) = kept_unique.get_mut(p) {
                    *c += 1;
                }
            }
        }
        prev_col = col;
        prev_row = row;
    }
    while cur_part < n {
        if let Some(e) = g.partition_end.get_mut(cur_part) {
            *e = g.embedding_ids.len();
        }
        cur_part += 1;
    }
    g
}
