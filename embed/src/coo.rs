//! COO conversion: a feature's ragged id lists become (row, column, gain) triples, split
//! over devices x sparse cores, with the combiner's gains and the mod-sharding column
//! transform. Also the plain COO conversion of the SparseCore seed document.

use crate::batch::{Batch, Combiner};
use crate::error::{EmbedError, Result};
use crate::stack::{Stack, Topology};

/// Number of data bits of a sort key: entries per sparse core must stay below `2^26`.
pub const KEY_DATA_BITS: u32 = 26;

/// The column of id `id` after the stacking transform and mod sharding:
/// `((id + shift) & (N-1)) + (id & !(N-1)) + offset`. Partition = `col & (N-1)`,
/// local embedding id = `col >> log2 N`.
pub fn column_id(id: u32, col_shift: u32, col_offset: u32, num_partitions: u32) -> u32 {
    let mask = num_partitions - 1;
    (id.wrapping_add(col_shift) & mask)
        .wrapping_add(id & !mask)
        .wrapping_add(col_offset)
}

/// The COO entries one local sparse core receives for one stack, in input order.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ScCoo {
    /// Sort keys: `(partition << local_bits | local id) << 32 | entry index`, i.e. ordered by
    /// (partition, local id, sample row, position) (entry indices follow sample rows).
    pub keys: Vec<u64>,
    /// Bits of the local embedding id in a key (`ceil(log2(rows per shard))`).
    pub local_bits: u32,
    /// Sample row (inside the sparse core's stacked mini-batch) of each entry.
    pub rows: Vec<u32>,
    /// Combiner gain of each entry.
    pub gains: Vec<f32>,
}

/// Per-sample divisor of the combiner with explicit weights (float32 like the reference:
/// sum of weights for mean; sqrt of the float-accumulated double squares for sqrtn).
fn weighted_divisor(combiner: Combiner, w: &[f32]) -> f32 {
    match combiner {
        Combiner::Sum => 1.0,
        Combiner::Mean => {
            let mut s = 0.0f32;
            for &x in w {
                s += x;
            }
            s
        }
        Combiner::Sqrtn => {
            let mut s = 0.0f32;
            for &x in w {
                s = (s as f64 + (x as f64) * (x as f64)) as f32;
            }
            s.sqrt()
        }
    }
}

/// Gain of every id of a sample with `len` ids and unit weights.
fn unit_gain(combiner: Combiner, len: usize) -> f32 {
    match combiner {
        Combiner::Sum => 1.0,
        Combiner::Mean => 1.0 / len as f32,
        Combiner::Sqrtn => 1.0 / (len as f32).sqrt(),
    }
}

/// Extracts the COO entries of local sparse core `sc` of device `device` for `stack`:
/// for every feature of the stack (row-offset order) the contiguous slice of
/// `batch / (devices * sparse_cores)` samples, renumbered after the earlier features' slices.
pub fn extract_sc(
    batch: &Batch,
    stack: &Stack,
    topo: &Topology,
    device: usize,
    sc: usize,
) -> Result<ScCoo> {
    let parts = topo.num_partitions();
    let bits = topo.partition_bits();
    let mut out = ScCoo::default();
    let mut total = 0usize;
    for fis in &stack.features {
        let f = batch.features.get(fis.feature).ok_or_else(|| {
            EmbedError::Input(format!("feature `{}` missing from the batch", fis.name))
        })?;
        let per_sc = f.batch() / parts;
        let start = (device * topo.sparse_cores + sc) * per_sc;
        let lo = f.splits.get(start).copied().unwrap_or(0);
        let hi = f.splits.get(start + per_sc).copied().unwrap_or(lo);
        total += hi - lo;
    }
    if total >= 1 << KEY_DATA_BITS {
        return Err(EmbedError::Config(format!(
            "stack `{}`, device {device}, sparse core {sc}: {total} ids exceed the 2^26 entries a sparse core can sort",
            stack.name
        )));
    }
    let rows_per_shard = stack.stack_vocab.div_ceil(parts as u64).max(1);
    let local_bits = 64 - (rows_per_shard - 1).leading_zeros();
    if local_bits + bits > 32 {
        return Err(EmbedError::Config(format!(
            "stack `{}`: {} rows do not fit 32-bit column ids",
            stack.name, stack.stack_vocab
        )));
    }
    out.local_bits = local_bits;
    // Any bit of a local id at or above `local_bits` (an id outside the stacked vocabulary).
    let mut overflow = 0u32;
    let pmask = parts as u32 - 1;
    let key = |col: u32, overflow: &mut u32| -> u64 {
        let local = col >> bits;
        *overflow |= local >> local_bits;
        ((((col & pmask) << local_bits) | local) as u64) << 32
    };
    out.keys.reserve(total);
    out.rows.reserve(total);
    out.gains.reserve(total);
    for fis in &stack.features {
        let f = batch.features.get(fis.feature).ok_or_else(|| {
            EmbedError::Input(format!("feature `{}` missing from the batch", fis.name))
        })?;
        let per_sc = f.batch() / parts;
        let start = (device * topo.sparse_cores + sc) * per_sc;
        let row_base = (fis.row_offset / parts as u64) as u32;
        let shift = fis.col_shift as u32;
        let offset = fis.col_offset as u32;
        for j in 0..per_sc {
            let (lo, hi) = match (f.splits.get(start + j), f.splits.get(start + j + 1)) {
                (Some(&lo), Some(&hi)) if lo <= hi && hi <= f.ids.len() => (lo, hi),
                _ => {
                    return Err(EmbedError::Input(format!(
                        "feature `{}`: bad row splits at sample {}",
                        f.name,
                        start + j
                    )));
                }
            };
            let ids = &f.ids[lo..hi];
            let row = row_base + j as u32;
            match &f.weights {
                None => {
                    let g = unit_gain(stack.combiner, ids.len());
                    for &id in ids {
                        let col = column_id(id as u32, shift, offset, parts as u32);
                        let idx = out.keys.len() as u64;
                        out.keys.push(key(col, &mut overflow) | idx);
                        out.rows.push(row);
                        out.gains.push(g);
                    }
                }
                Some(w) => {
                    let w = w.get(lo..hi).ok_or_else(|| {
                        EmbedError::Input(format!("feature `{}`: weights shorter than ids", f.name))
                    })?;
                    let d = weighted_divisor(stack.combiner, w);
                    for (&id, &wt) in ids.iter().zip(w) {
                        let col = column_id(id as u32, shift, offset, parts as u32);
                        let idx = out.keys.len() as u64;
                        out.keys.push(key(col, &mut overflow) | idx);
                        out.rows.push(row);
                        out.gains.push(wt / d);
                    }
                }
            }
        }
    }
    if overflow != 0 {
        return Err(EmbedError::Input(format!(
            "stack `{}`: an id lies outside the stacked vocabulary of {} rows",
            stack.name, stack.stack_vocab
        )));
    }
    Ok(out)
}

/// Sorts `keys` by their upper 32 bits (stable, so entry indices stay ascending within a
/// key) with an LSD radix sort over the `key_bits` significant bits (at most 3 passes).
pub fn radix_sort_keys(keys: &mut Vec<u64>, key_bits: u32) {
    let n = keys.len();
    if n < 2 || key_bits == 0 {
        return;
    }
    if n < 256 {
        keys.sort_unstable();
        return;
    }
    let passes = key_bits.div_ceil(11);
    let width = key_bits.div_ceil(passes);
    let radix = 1usize << width;
    let mask = (radix - 1) as u64;
    let mut tmp = vec![0u64; n];
    let mut counts = vec![0usize; radix * passes as usize];
    for &k in keys.iter() {
        let hi = k >> 32;
        for p in 0..passes as usize {
            let d = ((hi >> (p as u32 * width)) & mask) as usize;
            if let Some(c) = counts.get_mut(p * radix + d) {
                *c += 1;
            }
        }
    }
    let mut src: &mut Vec<u64> = keys;
    let mut dst: &mut Vec<u64> = &mut tmp;
    let mut swapped = false;
    for p in 0..passes as usize {
        let Some(cnt) = counts.get_mut(p * radix..(p + 1) * radix) else {
            break;
        };
        // Skip a pass whose digit is constant.
        if cnt.contains(&n) {
            continue;
        }
        let mut acc = 0usize;
        for c in cnt.iter_mut() {
            let x = *c;
            *c = acc;
            acc += x;
        }
        let shift = 32 + p as u32 * width;
        for &k in src.iter() {
            let d = ((k >> shift) & mask) as usize;
            if let Some(pos) = cnt.get_mut(d) {
                if let Some(slot) = dst.get_mut(*pos) {
                    *slot = k;
                }
                *pos += 1;
            }
        }
        std::mem::swap(&mut src, &mut dst);
        swapped = !swapped;
    }
    if swapped {
        std::mem::swap(keys, &mut tmp);
    }
}

/// A plain COO sparse matrix `[samples, vocab]` with gains as values.
#[derive(Debug, Clone, PartialEq)]
pub struct Coo {
    /// Row (sample) of each nonzero.
    pub row_ids: Vec<usize>,
    /// Column (id) of each nonzero.
    pub col_ids: Vec<i64>,
    /// Value (summed weight) of each nonzero.
    pub values: Vec<f32>,
}

/// Converts ragged samples to COO with within-sample dedup (the seed document's step):
/// a repeated id in a sample becomes one nonzero whose value counts its occurrences; ids
/// keep their first-occurrence order.
pub fn samples_to_coo(samples: &[Vec<i64>]) -> Coo {
    let mut coo = Coo {
        row_ids: Vec::new(),
        col_ids: Vec::new(),
        values: Vec::new(),
    };
    for (row, ids) in samples.iter().enumerate() {
        let first = coo.col_ids.len();
        for &id in ids {
            let seen = coo
                .col_ids
                .get(first..)
                .and_then(|s| s.iter().position(|&c| c == id));
            match seen.and_then(|k| coo.values.get_mut(first + k)) {
                Some(v) => *v += 1.0,
                None => {
                    coo.row_ids.push(row);
                    coo.col_ids.push(id);
                    coo.values.push(1.0);
                }
            }
        }
    }
    coo
}
