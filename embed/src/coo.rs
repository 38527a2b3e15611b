//! COO conversion: a feature's ragged id lists become (row, column, gain) triples, split
//! over devices x sparse cores, with the combiner's gains and the mod-sharding column
//! transform. Also the plain COO conversion of the SparseCore seed document.

use crate::batch::{BatchOf, Combiner};
use crate::error::{EmbedError, Result};
use crate::stack::{FeatureInStack, Stack, Topology};

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
    /// Sort keys: `(partition << local_bits | local id) << 32 | data`, where data is the
    /// sample row (`data_is_row`, unit weights) or the entry index (explicit weights), i.e.
    /// ordered by (partition, local id, sample row, position).
    pub keys: Vec<u64>,
    /// Bits of the local embedding id in a key (`ceil(log2(rows per shard))`).
    pub local_bits: u32,
    /// Sample row (inside the sparse core's stacked mini-batch) of each entry (only when
    /// the data of a key is an entry index).
    pub rows: Vec<u32>,
    /// Combiner gain of each entry (only when the data of a key is an entry index).
    pub gains: Vec<f32>,
    /// Whether the low 32 bits of a key are the sample row (unit weights: every id of a
    /// sample has the same gain, `row_gains[row]`) rather than an index into `rows`/`gains`.
    pub data_is_row: bool,
    /// Gain of every sample row when `data_is_row`.
    pub row_gains: Vec<f32>,
    /// Radix histogram of the keys' upper halves, computed while extracting:
    /// `passes x 2^width` counts for [`radix_plan`]`(local_bits + log2 N)`.
    pub histogram: Vec<u32>,
}

impl ScCoo {
    /// Sample row and gain of the entry whose key has data `data`; `uniform` is the gain of
    /// every row when all are equal.
    #[inline(always)]
    pub fn entry(&self, data: u32, uniform: Option<f32>) -> (u32, f32) {
        if self.data_is_row {
            let g = match uniform {
                Some(g) => g,
                None => self.row_gains.get(data as usize).copied().unwrap_or(0.0),
            };
            (data, g)
        } else {
            (
                self.rows.get(data as usize).copied().unwrap_or(0),
                self.gains.get(data as usize).copied().unwrap_or(0.0),
            )
        }
    }

    /// Sample row and gain of the entry whose key has data `data`.
    #[inline]
    pub fn row_gain(&self, data: u32) -> Option<(u32, f32)> {
        if self.data_is_row {
            self.row_gains.get(data as usize).map(|&g| (data, g))
        } else {
            match (self.rows.get(data as usize), self.gains.get(data as usize)) {
                (Some(&r), Some(&g)) => Some((r, g)),
                _ => None,
            }
        }
    }
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

/// LSD radix plan for `key_bits` significant bits: `(passes, width)` with passes of at most
/// 11 bits (`passes = 0` when there is nothing to sort).
pub fn radix_plan(key_bits: u32) -> (u32, u32) {
    if key_bits == 0 {
        return (0, 0);
    }
    let passes = key_bits.div_ceil(11);
    (passes, key_bits.div_ceil(passes))
}

/// Largest radix of a pass (`2^11`).
const MAX_RADIX: usize = 1 << 11;

/// Radix digit counters of up to three passes, filled while keys are produced.
struct Histogram {
    counts: [[u32; MAX_RADIX]; 3],
    width: u32,
    mask: u32,
}

impl Histogram {
    fn new(width: u32) -> Histogram {
        Histogram {
            counts: [[0; MAX_RADIX]; 3],
            width,
            mask: (1u32 << width.min(11)) - 1,
        }
    }

    fn into_vec(self, passes: u32) -> Vec<u32> {
        let radix = 1usize << self.width;
        let mut v = Vec::with_capacity(passes as usize * radix);
        for c in self.counts.iter().take(passes as usize) {
            v.extend_from_slice(c.get(..radix).unwrap_or(&[]));
        }
        v
    }
}

/// Where one feature's slice of samples lands in a sparse core.
struct Slice<'a> {
    ids: &'a [i32],
    weights: Option<&'a [f32]>,
    splits: &'a [usize],
    row_base: u32,
    shift: u32,
    offset: u32,
    /// Local ids of the keys are relative to this row.
    base: u32,
}

/// Extracts the COO entries of local sparse core `sc` of device `device` for `stack`:
/// for every feature of the stack (row-offset order) the contiguous slice of
/// `batch / (devices * sparse_cores)` samples, renumbered after the earlier features' slices.
pub fn extract_sc(
    batch: &BatchOf<'_>,
    stack: &Stack,
    topo: &Topology,
    device: usize,
    sc: usize,
) -> Result<ScCoo> {
    let parts = topo.num_partitions() as u64;
    let rows_per_shard = stack.stack_vocab.div_ceil(parts).max(1);
    let all: Vec<&FeatureInStack> = stack.features.iter().collect();
    extract_group(batch, stack, topo, device, sc, &all, 0, rows_per_shard)
}

/// The entries of one local sparse core split by table ([`extract_sc_by_table`]).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ScGroups {
    /// One group per table of the stack, in stack (local id) order; the keys' local ids are
    /// relative to the table's first row in the shard.
    pub groups: Vec<ScCoo>,
    /// First local row of each group's table in the shard (`row_offset_in_shard`).
    pub bases: Vec<u32>,
    /// Bits of a local id of the whole stack.
    pub local_bits: u32,
}

/// [`extract_sc`] split by table: in sorted order every partition holds the tables' local
/// id ranges one after the other, so each table can be sorted on its own (smaller keys,
/// cache-sized pieces) and the groups read partition by partition give the stack's order.
pub fn extract_sc_by_table(
    batch: &BatchOf<'_>,
    stack: &Stack,
    topo: &Topology,
    device: usize,
    sc: usize,
) -> Result<ScGroups> {
    let parts = topo.num_partitions() as u64;
    let rows_per_shard = stack.stack_vocab.div_ceil(parts).max(1);
    let mut out = ScGroups {
        local_bits: 64 - (rows_per_shard - 1).leading_zeros(),
        ..ScGroups::default()
    };
    let mut tables: Vec<_> = stack.tables.iter().collect();
    tables.sort_by_key(|t| t.row_offset_in_shard);
    for t in tables {
        let feats: Vec<&FeatureInStack> = stack
            .features
            .iter()
            .filter(|f| f.table == t.name)
            .collect();
        if feats.is_empty() {
            continue;
        }
        let base = u32::try_from(t.row_offset_in_shard).map_err(|_| {
            EmbedError::Config(format!("stack `{}`: rows do not fit 32 bits", stack.name))
        })?;
        let rows = (t.padded_vocab / parts).max(1);
        out.groups.push(extract_group(
            batch, stack, topo, device, sc, &feats, base, rows,
        )?);
        out.bases.push(base);
    }
    Ok(out)
}

/// Extracts the features `feats` of `stack` for one local sparse core, with local ids
/// relative to `base` in a range of `rows` rows.
#[allow(clippy::too_many_arguments)]
fn extract_group(
    batch: &BatchOf<'_>,
    stack: &Stack,
    topo: &Topology,
    device: usize,
    sc: usize,
    feats: &[&FeatureInStack],
    base: u32,
    rows: u64,
) -> Result<ScCoo> {
    let parts = topo.num_partitions();
    let bits = topo.partition_bits();
    let mut total = 0usize;
    let mut rows_total = 0usize;
    let mut slices = Vec::with_capacity(feats.len());
    let mut max_ids = Vec::with_capacity(feats.len());
    for fis in feats {
        let f = batch.features.get(fis.feature).ok_or_else(|| {
            EmbedError::Input(format!("feature `{}` missing from the batch", fis.name))
        })?;
        let per_sc = f.batch() / parts;
        let start = (device * topo.sparse_cores + sc) * per_sc;
        let splits = f
            .splits
            .get(start..=start + per_sc)
            .ok_or_else(|| EmbedError::Input(format!("feature `{}`: bad row splits", f.name)))?;
        let (lo, hi) = (
            splits.first().copied().unwrap_or(0),
            splits.last().copied().unwrap_or(0),
        );
        if lo > hi || hi > f.ids.len() || splits.windows(2).any(|w| w.first() > w.get(1)) {
            return Err(EmbedError::Input(format!(
                "feature `{}`: bad row splits in samples {start}..{}",
                f.name,
                start + per_sc
            )));
        }
        if let Some(w) = &f.weights
            && w.len() < hi
        {
            return Err(EmbedError::Input(format!(
                "feature `{}`: weights shorter than ids",
                f.name
            )));
        }
        let vocab = batch.table(&f.table).map_or(0, |t| t.vocab);
        if let Some(ids) = f.ids.get(lo..hi)
            && !ids.is_empty()
        {
            let min = ids.iter().copied().fold(i32::MAX, i32::min);
            let max = ids.iter().copied().fold(i32::MIN, i32::max);
            if min < 0 || max as u64 >= vocab {
                return Err(EmbedError::Input(format!(
                    "feature `{}`, samples {start}..{}: an id is outside table `{}` (vocabulary {vocab})",
                    f.name,
                    start + per_sc,
                    f.table
                )));
            }
            max_ids.push(max);
        } else {
            max_ids.push(0);
        }
        total += hi - lo;
        let row_base = u32::try_from(fis.row_offset / parts as u64).unwrap_or(u32::MAX);
        rows_total = rows_total.max(row_base as usize + per_sc);
        slices.push(Slice {
            ids: &f.ids,
            weights: f.weights.as_deref(),
            splits,
            row_base,
            shift: fis.col_shift as u32,
            offset: fis.col_offset as u32,
            base,
        });
    }
    if total >= 1 << KEY_DATA_BITS || rows_total >= 1 << KEY_DATA_BITS {
        return Err(EmbedError::Config(format!(
            "stack `{}`, device {device}, sparse core {sc}: {total} ids in {rows_total} samples exceed the 2^26 entries a sparse core can sort",
            stack.name
        )));
    }
    let local_bits = 64 - (rows.max(1) - 1).leading_zeros();
    if local_bits + bits > 32 || local_bits >= 32 {
        return Err(EmbedError::Config(format!(
            "stack `{}`: {} rows do not fit 32-bit column ids",
            stack.name, stack.stack_vocab
        )));
    }
    let weighted = slices.iter().any(|s| s.weights.is_some());
    let (passes, width) = radix_plan(local_bits + bits);
    let mut hist = Histogram::new(width);
    let mut out = ScCoo {
        keys: Vec::with_capacity(total),
        local_bits,
        data_is_row: !weighted,
        ..ScCoo::default()
    };
    if weighted {
        out.rows.reserve(total);
        out.gains.reserve(total);
    } else {
        // Rows of other groups keep the gain of a one-id sample (1 for every combiner).
        out.row_gains = vec![1.0; rows_total];
    }
    let c = stack.combiner;
    let overflow = match passes {
        0 => extract_into::<0>(&mut out, &slices, &max_ids, c, parts, &mut hist),
        1 => extract_into::<1>(&mut out, &slices, &max_ids, c, parts, &mut hist),
        2 => extract_into::<2>(&mut out, &slices, &max_ids, c, parts, &mut hist),
        _ => extract_into::<3>(&mut out, &slices, &max_ids, c, parts, &mut hist),
    };
    if overflow != 0 {
        return Err(EmbedError::Input(format!(
            "stack `{}`: an id lies outside the stacked vocabulary of {} rows",
            stack.name, stack.stack_vocab
        )));
    }
    out.histogram = hist.into_vec(passes);
    Ok(out)
}

/// The column transform and key layout of one feature slice.
#[derive(Debug, Clone, Copy)]
struct KeyMap {
    shift: u32,
    offset: u32,
    base: u32,
    pmask: u32,
    bits: u32,
    lbits: u32,
    width: u32,
    dmask: u32,
}

impl KeyMap {
    /// The upper key half `partition << lbits | local id` of id `id`, and its local id.
    #[inline(always)]
    fn upper(&self, id: i32) -> (u32, u32) {
        let id = id as u32;
        let col = (id.wrapping_add(self.shift) & self.pmask)
            .wrapping_add(id & !self.pmask)
            .wrapping_add(self.offset);
        let local = (col >> self.bits).wrapping_sub(self.base);
        (((col & self.pmask) << self.lbits) | local, local)
    }

    /// Counts the radix digits of `hk` for the first `P` passes.
    #[inline(always)]
    fn count<const P: usize>(&self, hk: u32, hist: &mut [[u32; MAX_RADIX]; 3]) {
        let [h0, h1, h2] = hist;
        if P >= 1
            && let Some(c) = h0.get_mut((hk & self.dmask) as usize & (MAX_RADIX - 1))
        {
            *c += 1;
        }
        if P >= 2
            && let Some(c) =
                h1.get_mut(((hk >> self.width) & self.dmask) as usize & (MAX_RADIX - 1))
        {
            *c += 1;
        }
        if P >= 3
            && let Some(c) =
                h2.get_mut(((hk >> (2 * self.width)) & self.dmask) as usize & (MAX_RADIX - 1))
        {
            *c += 1;
        }
    }
}

/// The extraction loop for `P` radix passes; returns the out-of-vocabulary bits seen.
fn extract_into<const P: usize>(
    out: &mut ScCoo,
    slices: &[Slice<'_>],
    max_ids: &[i32],
    combiner: Combiner,
    parts: usize,
    hist: &mut Histogram,
) -> u32 {
    let lbits = out.local_bits;
    // Any bit of a local id at or above `local_bits` (an id outside the stacked vocabulary).
    let mut overflow = 0u32;
    let key_limit = 1u64 << (lbits + parts.trailing_zeros());
    for (sl, &max_id) in slices.iter().zip(max_ids) {
        let km = KeyMap {
            shift: sl.shift,
            offset: sl.offset,
            base: sl.base,
            pmask: parts as u32 - 1,
            bits: parts.trailing_zeros(),
            lbits,
            width: hist.width,
            dmask: hist.mask,
        };
        // Ids are in `0..vocab` (checked above) and columns never exceed
        // `max id + N - 1 + offset`: below the key space, no id of this slice can overflow
        // and the per-id check is skipped.
        let above_base =
            u64::from(km.offset).saturating_sub(u64::from(km.base) * u64::from(km.pmask + 1));
        let checked = km.offset < km.base.saturating_mul(km.pmask + 1)
            || max_id as u64 + u64::from(km.pmask) + above_base >= key_limit;
        for (j, w) in sl.splits.windows(2).enumerate() {
            let &[lo, hi] = w else { continue };
            let ids = sl.ids.get(lo..hi).unwrap_or(&[]);
            let row = sl.row_base + j as u32;
            if out.data_is_row {
                let g = unit_gain(combiner, ids.len());
                if let Some(x) = out.row_gains.get_mut(row as usize) {
                    *x = g;
                }
                let row = u64::from(row);
                let h = &mut hist.counts;
                if checked {
                    for &id in ids {
                        let (hk, local) = km.upper(id);
                        overflow |= local >> lbits;
                        km.count::<P>(hk, h);
                        out.keys.push((u64::from(hk) << 32) | row);
                    }
                } else {
                    out.keys.extend(ids.iter().map(|&id| {
                        let (hk, _) = km.upper(id);
                        km.count::<P>(hk, h);
                        (u64::from(hk) << 32) | row
                    }));
                }
            } else {
                let ws: &[f32] = match sl.weights {
                    Some(w) => w.get(lo..hi).unwrap_or(&[]),
                    None => &[],
                };
                let d = if sl.weights.is_some() {
                    weighted_divisor(combiner, ws)
                } else {
                    1.0
                };
                let unit = unit_gain(combiner, ids.len());
                for (k, &id) in ids.iter().enumerate() {
                    let (hk, local) = km.upper(id);
                    overflow |= local >> lbits;
                    km.count::<P>(hk, &mut hist.counts);
                    let idx = out.keys.len() as u64;
                    out.keys.push((u64::from(hk) << 32) | idx);
                    out.rows.push(row);
                    out.gains.push(match ws.get(k) {
                        Some(&wt) => wt / d,
                        None => unit,
                    });
                }
            }
        }
    }
    overflow
}

/// Sorts the keys of `coo` by their upper halves (stable) with the histogram counted during
/// extraction; `tmp` is scratch space (resized as needed, reusable across calls).
pub fn sort_sc(coo: &mut ScCoo, num_partitions: usize, tmp: &mut Vec<u64>) {
    let (passes, width) = radix_plan(coo.local_bits + num_partitions.trailing_zeros());
    let n = coo.keys.len();
    if n < 2 || passes == 0 {
        return;
    }
    let radix = 1usize << width;
    let mask = (radix - 1) as u64;
    if coo.histogram.len() != passes as usize * radix {
        coo.histogram = vec![0; passes as usize * radix];
        for &k in &coo.keys {
            let hi = k >> 32;
            for p in 0..passes as usize {
                let d = ((hi >> (p as u32 * width)) & mask) as usize;
                if let Some(c) = coo.histogram.get_mut(p * radix + d) {
                    *c += 1;
                }
            }
        }
    }
    // Scratch contents are overwritten by the scatter: grow, never clear.
    if tmp.len() < n {
        tmp.resize(n, 0);
    }
    let mut in_tmp = false;
    for p in 0..passes as usize {
        let Some(cnt) = coo.histogram.get_mut(p * radix..(p + 1) * radix) else {
            break;
        };
        // Skip a pass whose digit is constant.
        if cnt.iter().any(|&c| c as usize == n) {
            continue;
        }
        let mut acc = 0u32;
        for c in cnt.iter_mut() {
            let x = *c;
            *c = acc;
            acc += x;
        }
        let shift = 32 + p as u32 * width;
        let mut offsets = [0u32; MAX_RADIX];
        for (o, &c) in offsets.iter_mut().zip(cnt.iter()) {
            *o = c;
        }
        let scratch = tmp.get_mut(..n).unwrap_or_default();
        let (src, dst): (&[u64], &mut [u64]) = if in_tmp {
            (scratch, coo.keys.as_mut_slice())
        } else {
            (coo.keys.as_slice(), scratch)
        };
        scatter(src, dst, &mut offsets, shift, mask);
        in_tmp = !in_tmp;
    }
    if in_tmp {
        // The sorted keys are in the scratch space: swap the vectors (the old keys become
        // the next call's scratch).
        tmp.truncate(n);
        std::mem::swap(&mut coo.keys, tmp);
    }
}

/// One stable counting-sort pass: `src` into `dst` by the digit at `shift`.
#[inline(never)]
fn scatter(src: &[u64], dst: &mut [u64], offsets: &mut [u32; MAX_RADIX], shift: u32, mask: u64) {
    for &k in src {
        let d = ((k >> shift) & mask) as usize & (MAX_RADIX - 1);
        if let Some(pos) = offsets.get_mut(d) {
            if let Some(slot) = dst.get_mut(*pos as usize) {
                *slot = k;
            }
            *pos += 1;
        }
    }
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
