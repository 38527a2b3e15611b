//! Sort, within-sample dedup, per-partition statistics and id dropping for one local
//! sparse core (the reference's `GroupAndDeduplicateCooTensorsForLocalSparseCore`).

use crate::coo::{ScCoo, ScGroups, sort_sc};
use crate::limits::Limits;

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

impl GroupLimits {
    /// The limits of a stacked table for grouping. Counts here are `u32`, so a wider limit
    /// is clamped to `u32::MAX`: no count exceeds either, so every check agrees.
    pub fn new(limits: &Limits, allow_dropping: bool) -> GroupLimits {
        let narrow = |l: u64| u32::try_from(l).unwrap_or(u32::MAX);
        GroupLimits {
            max_ids: narrow(limits.max_ids_per_partition),
            max_unique: narrow(limits.max_unique_ids_per_partition),
            allow_dropping,
        }
    }
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

/// Where the grouping walk puts the kept entries of one local sparse core.
pub trait Sink {
    /// A kept entry (new (column, row)) of the current partition.
    fn push(&mut self, local_id: u32, row: u32, gain: f32);
    /// A duplicate of the last kept entry: add its gain (float32).
    fn merge_last(&mut self, gain: f32);
    /// Partition `p` is complete (called once for every partition, in order).
    fn end_partition(&mut self, p: usize);
}

/// Statistics of the grouping walk of one local sparse core.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct WalkStats {
    /// Observed (pre-drop) deduplicated ids per partition.
    pub ids: Vec<u32>,
    /// Observed distinct columns per partition.
    pub unique_ids: Vec<u32>,
    /// Input occurrences dropped.
    pub dropped: u64,
    /// Input occurrences kept.
    pub kept_occurrences: u64,
}

/// The grouping walk over sorted `(column key, row, gain)` entries (column key =
/// `partition << local_bits | local id`): duplicates of the last kept (column, row) merge,
/// every other entry counts as an observed id (and a unique id when its column is new);
/// with dropping an entry goes when its partition already kept `max_ids` ids or its column
/// is new while `max_unique` columns are kept (sticky for the column).
pub fn walk<S: Sink>(
    entries: impl Iterator<Item = (u32, u32, f32)>,
    num_partitions: usize,
    local_bits: u32,
    limits: GroupLimits,
    sink: &mut S,
) -> WalkStats {
    fn run<S: Sink, const DROP: bool>(
        entries: impl Iterator<Item = (u32, u32, f32)>,
        n: usize,
        local_bits: u32,
        limits: GroupLimits,
        sink: &mut S,
    ) -> WalkStats {
        let mut w = Walker::<DROP>::new(n, local_bits, limits);
        for (col, row, gain) in entries {
            w.step(col, row, gain, sink);
        }
        w.finish(sink)
    }
    if limits.allow_dropping {
        run::<S, true>(entries, num_partitions, local_bits, limits, sink)
    } else {
        run::<S, false>(entries, num_partitions, local_bits, limits, sink)
    }
}

/// The state of the grouping walk, for dropping on (`DROP`) or off. Without dropping every
/// entry that does not merge is kept, so the last kept entry is always the previous one.
struct Walker<const DROP: bool> {
    n: usize,
    local_bits: u32,
    local_mask: u32,
    limits: GroupLimits,
    st: WalkStats,
    prev_col: u32,
    prev_row: u32,
    // Last kept entry; rows are below 2^26, so `u32::MAX` never matches.
    last_col: u32,
    last_row: u32,
    cur: usize,
    ids: u32,
    unique: u32,
    kept_ids: u32,
    kept_unique: u32,
    dropping_col: bool,
    dropped: u64,
    kept: u64,
    total: u64,
}

impl<const DROP: bool> Walker<DROP> {
    fn new(n: usize, local_bits: u32, limits: GroupLimits) -> Self {
        Walker {
            n,
            local_bits,
            local_mask: 1u32.checked_shl(local_bits).map_or(u32::MAX, |b| b - 1),
            limits,
            st: WalkStats {
                ids: vec![0; n],
                unique_ids: vec![0; n],
                dropped: 0,
                kept_occurrences: 0,
            },
            prev_col: u32::MAX,
            prev_row: u32::MAX,
            last_col: u32::MAX,
            last_row: u32::MAX,
            cur: 0,
            ids: 0,
            unique: 0,
            kept_ids: 0,
            kept_unique: 0,
            dropping_col: false,
            dropped: 0,
            kept: 0,
            total: 0,
        }
    }

    fn flush(&mut self) {
        if let Some(c) = self.st.ids.get_mut(self.cur) {
            *c = self.ids;
        }
        if let Some(c) = self.st.unique_ids.get_mut(self.cur) {
            *c = self.unique;
        }
    }

    #[inline(always)]
    fn step<S: Sink>(&mut self, col: u32, row: u32, gain: f32, sink: &mut S) {
        self.total += 1;
        if DROP {
            if row == self.last_row && col == self.last_col {
                sink.merge_last(gain);
                self.kept += 1;
                return;
            }
            if row == self.prev_row && col == self.prev_col {
                self.dropped += 1;
                return;
            }
        } else if row == self.prev_row && col == self.prev_col {
            sink.merge_last(gain);
            return;
        }
        let p = (u64::from(col) >> self.local_bits) as usize;
        if p != self.cur {
            self.advance(p, sink);
        }
        let is_new_col = col != self.prev_col;
        self.ids += 1;
        self.unique += u32::from(is_new_col);
        if DROP {
            if is_new_col {
                self.dropping_col = self.kept_unique + 1 > self.limits.max_unique;
            }
            if self.kept_ids + 1 > self.limits.max_ids || self.dropping_col {
                self.dropped += 1;
            } else {
                sink.push(col & self.local_mask, row, gain);
                (self.last_col, self.last_row) = (col, row);
                self.kept += 1;
                self.kept_ids += 1;
                self.kept_unique += u32::from(is_new_col);
            }
        } else {
            sink.push(col & self.local_mask, row, gain);
        }
        (self.prev_col, self.prev_row) = (col, row);
    }

    /// Closes the partitions before `p` (partitions come in increasing order).
    #[inline(never)]
    fn advance<S: Sink>(&mut self, p: usize, sink: &mut S) {
        self.flush();
        while self.cur < p {
            sink.end_partition(self.cur);
            self.cur += 1;
        }
        (self.ids, self.unique, self.kept_ids, self.kept_unique) = (0, 0, 0, 0);
    }

    fn finish<S: Sink>(mut self, sink: &mut S) -> WalkStats {
        self.flush();
        while self.cur < self.n {
            sink.end_partition(self.cur);
            self.cur += 1;
        }
        self.st.dropped = self.dropped;
        // Without dropping every entry is kept (merged or pushed).
        self.st.kept_occurrences = if DROP { self.kept } else { self.total };
        self.st
    }
}

/// Where a walk writes one local sparse core's segment of the device buffers: positions are
/// relative to the segment start; positions past the segment are counted, not written.
pub trait SegWrite {
    /// Position of the next entry.
    fn pos(&self) -> usize;
    /// Writes an entry at `pos()` and advances.
    fn put(&mut self, local_id: u32, row: u32, gain: f32);
    /// Adds `gain` to the entry before `pos()`.
    fn add_last(&mut self, gain: f32);
    /// Writes entries (equal-length slices) at `pos()` and advances.
    fn put_slice(&mut self, local_ids: &[i32], rows: &[i32], gains: &[f32]);
    /// Pads with INT32_MAX ids and NaN gains up to position `end` (at most the segment).
    fn pad_to(&mut self, end: usize);
    /// Sets row pointer `p` of this sparse core's block.
    fn set_row_pointer(&mut self, p: usize, value: usize);
    /// Entries the segment holds.
    fn capacity(&self) -> usize;
}

/// A segment given as slices of zero-allocated device buffers (sparse cores in parallel).
#[derive(Debug)]
pub struct SliceSeg<'a> {
    /// The segment of the embedding ids buffer.
    pub embedding_ids: &'a mut [i32],
    /// The segment of the sample ids buffer.
    pub sample_ids: &'a mut [i32],
    /// The segment of the gains buffer.
    pub gains: &'a mut [f32],
    /// This sparse core's block of `max(N, 8)` row pointers.
    pub row_pointers: &'a mut [i32],
    /// Next position (may run past the segment).
    pub idx: usize,
}

impl SegWrite for SliceSeg<'_> {
    #[inline(always)]
    fn pos(&self) -> usize {
        self.idx
    }
    #[inline(always)]
    fn put(&mut self, local_id: u32, row: u32, gain: f32) {
        let i = self.idx;
        if let (Some(e), Some(s), Some(g)) = (
            self.embedding_ids.get_mut(i),
            self.sample_ids.get_mut(i),
            self.gains.get_mut(i),
        ) {
            *e = local_id as i32;
            *s = row as i32;
            *g = gain;
        }
        self.idx = i + 1;
    }
    #[inline(always)]
    fn add_last(&mut self, gain: f32) {
        if let Some(g) = self.idx.checked_sub(1).and_then(|i| self.gains.get_mut(i)) {
            *g += gain;
        }
    }
    fn put_slice(&mut self, local_ids: &[i32], rows: &[i32], gains: &[f32]) {
        let (i, m) = (self.idx, local_ids.len());
        if let (Some(e), Some(s), Some(g)) = (
            self.embedding_ids.get_mut(i..i + m),
            self.sample_ids.get_mut(i..i + m),
            self.gains.get_mut(i..i + m),
        ) && rows.len() == m
            && gains.len() == m
        {
            e.copy_from_slice(local_ids);
            s.copy_from_slice(rows);
            g.copy_from_slice(gains);
        } else {
            // Past the end of the segment: write what fits (the caller reports the error).
            for (k, ((&a, &b), &c)) in local_ids.iter().zip(rows).zip(gains).enumerate() {
                if let (Some(e), Some(s), Some(g)) = (
                    self.embedding_ids.get_mut(i + k),
                    self.sample_ids.get_mut(i + k),
                    self.gains.get_mut(i + k),
                ) {
                    (*e, *s, *g) = (a, b, c);
                }
            }
        }
        self.idx = i + m;
    }
    fn pad_to(&mut self, end: usize) {
        let len = self.embedding_ids.len();
        let (lo, hi) = (self.idx.min(len), end.min(len));
        if lo < hi {
            if let Some(x) = self.embedding_ids.get_mut(lo..hi) {
                x.fill(crate::buffers::PADDING_ID);
            }
            if let Some(x) = self.sample_ids.get_mut(lo..hi) {
                x.fill(crate::buffers::PADDING_ID);
            }
            if let Some(x) = self.gains.get_mut(lo..hi) {
                x.fill(f32::NAN);
            }
        }
        self.idx = self.idx.max(end);
    }
    fn set_row_pointer(&mut self, p: usize, value: usize) {
        if let Some(slot) = self.row_pointers.get_mut(p) {
            *slot = i32::try_from(value).unwrap_or(i32::MAX);
        }
    }
    fn capacity(&self) -> usize {
        self.embedding_ids.len()
    }
}

/// A segment appended to device buffers under construction (sparse cores of a device in
/// order): nothing is written twice and nothing needs zeroing first.
#[derive(Debug)]
pub struct VecSeg<'a> {
    /// The device's embedding ids so far (the segment starts at `base`).
    pub embedding_ids: &'a mut Vec<i32>,
    /// The device's sample ids so far.
    pub sample_ids: &'a mut Vec<i32>,
    /// The device's gains so far.
    pub gains: &'a mut Vec<f32>,
    /// This sparse core's block of row pointers.
    pub row_pointers: &'a mut [i32],
    /// Start of the segment in the device buffers.
    pub base: usize,
    /// Entries of the segment.
    pub len: usize,
    /// Positions past the segment (counted, not written).
    pub overflow: usize,
}

impl SegWrite for VecSeg<'_> {
    #[inline(always)]
    fn pos(&self) -> usize {
        self.embedding_ids.len() - self.base + self.overflow
    }
    #[inline(always)]
    fn put(&mut self, local_id: u32, row: u32, gain: f32) {
        if self.overflow == 0 && self.embedding_ids.len() < self.base + self.len {
            self.embedding_ids.push(local_id as i32);
            self.sample_ids.push(row as i32);
            self.gains.push(gain);
        } else {
            self.overflow += 1;
        }
    }
    #[inline(always)]
    fn add_last(&mut self, gain: f32) {
        if self.overflow == 0
            && let Some(g) = self.gains.last_mut()
        {
            *g += gain;
        }
    }
    fn put_slice(&mut self, local_ids: &[i32], rows: &[i32], gains: &[f32]) {
        let room = (self.base + self.len).saturating_sub(self.embedding_ids.len());
        let take = if self.overflow == 0 {
            room.min(local_ids.len())
        } else {
            0
        };
        if let (Some(e), Some(s), Some(g)) =
            (local_ids.get(..take), rows.get(..take), gains.get(..take))
        {
            self.embedding_ids.extend_from_slice(e);
            self.sample_ids.extend_from_slice(s);
            self.gains.extend_from_slice(g);
        }
        self.overflow += local_ids.len() - take;
    }
    fn pad_to(&mut self, end: usize) {
        let target = self.base + end.min(self.len);
        if self.overflow == 0 && self.embedding_ids.len() < target {
            self.embedding_ids
                .resize(target, crate::buffers::PADDING_ID);
            self.sample_ids.resize(target, crate::buffers::PADDING_ID);
            self.gains.resize(target, f32::NAN);
        }
        if end > self.len {
            self.overflow = end - (self.embedding_ids.len() - self.base);
        }
    }
    fn set_row_pointer(&mut self, p: usize, value: usize) {
        if let Some(slot) = self.row_pointers.get_mut(p) {
            *slot = i32::try_from(value).unwrap_or(i32::MAX);
        }
    }
    fn capacity(&self) -> usize {
        self.len
    }
}

/// A sink that writes one local sparse core's segment of the device buffers (without
/// minibatching): entries, 8-alignment padding after every partition, row pointers relative
/// to the segment.
#[derive(Debug)]
pub struct SegmentSink<W: SegWrite>(pub W);

impl<W: SegWrite> SegmentSink<W> {
    /// Completes the segment after the walk (`num_partitions` partitions, `r` row pointers
    /// per sparse core): the remaining row pointers get the aligned end and, with
    /// `pad_unused`, the rest of the segment padding (otherwise it is left unwritten: the
    /// device reads no further than the aligned end). Returns the entries the segment needs
    /// (more than its capacity when it is too small).
    pub fn finish(mut self, num_partitions: usize, r: usize, pad_unused: bool) -> usize {
        let end = self.0.pos();
        for p in num_partitions..r {
            self.0.set_row_pointer(p, end);
        }
        if pad_unused {
            let cap = self.0.capacity();
            self.0.pad_to(cap);
        }
        end
    }
}

impl<W: SegWrite> Sink for SegmentSink<W> {
    #[inline(always)]
    fn push(&mut self, local_id: u32, row: u32, gain: f32) {
        self.0.put(local_id, row, gain);
    }
    #[inline(always)]
    fn merge_last(&mut self, gain: f32) {
        self.0.add_last(gain);
    }
    #[inline]
    fn end_partition(&mut self, p: usize) {
        let pos = self.0.pos();
        self.0.set_row_pointer(p, pos);
        self.0.pad_to(crate::buffers::round8(pos));
    }
}

/// A sink that collects the kept entries into a [`GroupedSc`] (statistics left empty).
impl Sink for GroupedSc {
    #[inline]
    fn push(&mut self, local_id: u32, row: u32, gain: f32) {
        self.embedding_ids.push(local_id as i32);
        self.sample_ids.push(row as i32);
        self.gains.push(gain);
    }
    #[inline]
    fn merge_last(&mut self, gain: f32) {
        if let Some(last) = self.gains.last_mut() {
            *last += gain;
        }
    }
    #[inline]
    fn end_partition(&mut self, _p: usize) {
        self.partition_end.push(self.embedding_ids.len());
    }
}

/// A sink that keeps nothing (statistics only).
#[derive(Debug, Clone, Copy, Default)]
pub struct NullSink;

impl Sink for NullSink {
    #[inline]
    fn push(&mut self, _: u32, _: u32, _: f32) {}
    #[inline]
    fn merge_last(&mut self, _: f32) {}
    #[inline]
    fn end_partition(&mut self, _: usize) {}
}

/// Runs the grouping walk over the sorted keys of `coo` into `sink`.
pub fn walk_sorted<S: Sink>(
    coo: &ScCoo,
    num_partitions: usize,
    limits: GroupLimits,
    sink: &mut S,
) -> WalkStats {
    let uniform = coo
        .row_gains
        .first()
        .copied()
        .filter(|g0| coo.row_gains.iter().all(|g| g.to_bits() == g0.to_bits()));
    if let (true, Some(g)) = (coo.data_is_row, uniform) {
        // Every sample has the same gain (unit weights with the sum combiner).
        walk(
            coo.keys.iter().map(|&k| ((k >> 32) as u32, k as u32, g)),
            num_partitions,
            coo.local_bits,
            limits,
            sink,
        )
    } else if coo.data_is_row {
        let gains = &coo.row_gains;
        walk(
            coo.keys.iter().map(|&k| {
                let row = k as u32;
                let g = gains.get(row as usize).copied().unwrap_or(0.0);
                ((k >> 32) as u32, row, g)
            }),
            num_partitions,
            coo.local_bits,
            limits,
            sink,
        )
    } else {
        walk(
            coo.keys.iter().filter_map(|&k| {
                coo.row_gain(k as u32)
                    .map(|(row, g)| ((k >> 32) as u32, row, g))
            }),
            num_partitions,
            coo.local_bits,
            limits,
            sink,
        )
    }
}

/// Sorts every table group of one local sparse core and runs the grouping walk over them
/// partition by partition (for each partition the tables' local id ranges follow each
/// other, so this is the order of the whole stack). `tmp` is sort scratch space.
pub fn walk_groups<S: Sink>(
    g: &mut ScGroups,
    num_partitions: usize,
    limits: GroupLimits,
    sink: &mut S,
    tmp: &mut Vec<u64>,
) -> WalkStats {
    let n = num_partitions;
    for grp in &mut g.groups {
        sort_sc(grp, n, tmp);
    }
    let bounds = partition_bounds(g, n);
    let uniform: Vec<Option<f32>> = g.groups.iter().map(uniform_gain).collect();
    if limits.allow_dropping {
        walk_groups_impl::<S, true>(g, &bounds, &uniform, n, limits, sink)
    } else {
        walk_groups_impl::<S, false>(g, &bounds, &uniform, n, limits, sink)
    }
}

fn walk_groups_impl<S: Sink, const DROP: bool>(
    g: &ScGroups,
    bounds: &[Vec<usize>],
    uniform: &[Option<f32>],
    n: usize,
    limits: GroupLimits,
    sink: &mut S,
) -> WalkStats {
    let lg = g.local_bits;
    let mut w = Walker::<DROP>::new(n, lg, limits);
    for p in 0..n {
        let pc = (p as u32).checked_shl(lg).unwrap_or(0);
        for ((grp, &base), (b, &u)) in g
            .groups
            .iter()
            .zip(g.bases.iter())
            .zip(bounds.iter().zip(uniform.iter()))
        {
            let lo = b.get(p).copied().unwrap_or(0);
            let hi = b.get(p + 1).copied().unwrap_or(lo);
            let keys = grp.keys.get(lo..hi).unwrap_or(&[]);
            let lmask = 1u32.checked_shl(grp.local_bits).map_or(u32::MAX, |x| x - 1);
            match (grp.data_is_row, u) {
                (true, Some(gain)) => {
                    for &k in keys {
                        let local = ((k >> 32) as u32 & lmask).wrapping_add(base);
                        w.step(pc | local, k as u32, gain, sink);
                    }
                }
                _ => {
                    for &k in keys {
                        let local = ((k >> 32) as u32 & lmask).wrapping_add(base);
                        let (row, gain) = grp.entry(k as u32, None);
                        w.step(pc | local, row, gain, sink);
                    }
                }
            }
        }
    }
    w.finish(sink)
}

/// The walk without dropping straight into a buffer segment: the same result as
/// [`walk_groups`] into a [`SegmentSink`] (before its `finish`), with the state in locals and
/// the partition known from the loop (the hot path). Sorts the groups first.
pub fn walk_segment<W: SegWrite>(
    g: &mut ScGroups,
    num_partitions: usize,
    w: &mut W,
    tmp: &mut Vec<u64>,
) -> WalkStats {
    let n = num_partitions;
    for grp in &mut g.groups {
        sort_sc(grp, n, tmp);
    }
    let bounds = partition_bounds(g, n);
    let uniform: Vec<Option<f32>> = g.groups.iter().map(uniform_gain).collect();
    let lg = g.local_bits;
    let mut st = WalkStats {
        ids: vec![0; n],
        unique_ids: vec![0; n],
        dropped: 0,
        kept_occurrences: 0,
    };
    let (mut prev_col, mut prev_row) = (u32::MAX, u32::MAX);
    let mut total = 0u64;
    // Entries are staged in local arrays and written in blocks.
    const STAGE: usize = 256;
    let mut se = [0i32; STAGE];
    let mut ss = [0i32; STAGE];
    let mut sg = [0f32; STAGE];
    let mut nst = 0usize;
    for p in 0..n {
        let pc = (p as u32).checked_shl(lg).unwrap_or(0);
        let (mut ids, mut unique) = (0u32, 0u32);
        for ((grp, &base), (b, &u)) in g
            .groups
            .iter()
            .zip(g.bases.iter())
            .zip(bounds.iter().zip(uniform.iter()))
        {
            let lo = b.get(p).copied().unwrap_or(0);
            let hi = b.get(p + 1).copied().unwrap_or(lo);
            let keys = grp.keys.get(lo..hi).unwrap_or(&[]);
            total += keys.len() as u64;
            let lmask = 1u32.checked_shl(grp.local_bits).map_or(u32::MAX, |x| x - 1);
            let mut step = |k: u64, row: u32, gain: f32| {
                let local = ((k >> 32) as u32 & lmask).wrapping_add(base);
                let col = pc | local;
                if row == prev_row && col == prev_col {
                    match nst.checked_sub(1).and_then(|j| sg.get_mut(j)) {
                        Some(x) => *x += gain,
                        None => w.add_last(gain),
                    }
                    return;
                }
                ids += 1;
                unique += u32::from(col != prev_col);
                if nst >= STAGE {
                    w.put_slice(&se, &ss, &sg);
                    nst = 0;
                }
                if let (Some(a), Some(b), Some(c)) =
                    (se.get_mut(nst), ss.get_mut(nst), sg.get_mut(nst))
                {
                    (*a, *b, *c) = (local as i32, row as i32, gain);
                }
                nst += 1;
                (prev_col, prev_row) = (col, row);
            };
            match (grp.data_is_row, u) {
                (true, Some(gain)) => {
                    for &k in keys {
                        step(k, k as u32, gain);
                    }
                }
                _ => {
                    for &k in keys {
                        let (row, gain) = grp.entry(k as u32, None);
                        step(k, row, gain);
                    }
                }
            }
        }
        if let (Some(a), Some(b), Some(c)) = (se.get(..nst), ss.get(..nst), sg.get(..nst)) {
            w.put_slice(a, b, c);
        }
        nst = 0;
        if let Some(c) = st.ids.get_mut(p) {
            *c = ids;
        }
        if let Some(c) = st.unique_ids.get_mut(p) {
            *c = unique;
        }
        let pos = w.pos();
        w.set_row_pointer(p, pos);
        w.pad_to(crate::buffers::round8(pos));
    }
    st.kept_occurrences = total;
    st
}

/// Per group, the start of every partition's keys (and the end), after sorting.
fn partition_bounds(g: &ScGroups, n: usize) -> Vec<Vec<usize>> {
    g.groups
        .iter()
        .map(|grp| {
            let shift = 32 + grp.local_bits;
            (0..=n as u64)
                .map(|p| grp.keys.partition_point(|&k| (k >> shift) < p))
                .collect()
        })
        .collect()
}

/// The common gain of every sample when all are equal (unit weights with `sum`).
fn uniform_gain(coo: &ScCoo) -> Option<f32> {
    if !coo.data_is_row {
        return None;
    }
    let g0 = coo.row_gains.first().copied()?;
    coo.row_gains
        .iter()
        .all(|g| g.to_bits() == g0.to_bits())
        .then_some(g0)
}

/// Sorts `coo` (consumed) and groups it: entries are ordered by (partition, local id, row),
/// duplicates of the last kept (column, row) merge by adding gains in float32, and with
/// dropping an entry goes when its partition already kept `max_ids` ids or its column is
/// new while `max_unique` columns are kept (sticky for the column).
pub fn group_sc(mut coo: ScCoo, num_partitions: usize, limits: GroupLimits) -> GroupedSc {
    let mut tmp = Vec::new();
    sort_sc(&mut coo, num_partitions, &mut tmp);
    let mut g = GroupedSc {
        embedding_ids: Vec::with_capacity(coo.keys.len()),
        sample_ids: Vec::with_capacity(coo.keys.len()),
        gains: Vec::with_capacity(coo.keys.len()),
        partition_end: Vec::with_capacity(num_partitions),
        ..GroupedSc::default()
    };
    let st = walk_sorted(&coo, num_partitions, limits, &mut g);
    g.ids = st.ids;
    g.unique_ids = st.unique_ids;
    g.dropped = st.dropped;
    g.kept_occurrences = st.kept_occurrences;
    g
}

/// Number of minibatching buckets (`kMaxMinibatchingBuckets`).
pub const BUCKETS: usize = 64;

/// One local sparse core grouped by (minibatching bucket, partition): the second pass of
/// minibatching. Entries are ordered by (bucket, partition, local id, row).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct BucketedSc {
    /// The kept entries (`partition_end` is left empty; see `segment_end`).
    pub grouped: GroupedSc,
    /// End (exclusive) of the kept entries of (bucket `b`, partition `p`) at `b * N + p`.
    pub segment_end: Vec<usize>,
    /// Observed deduplicated ids at `p * 64 + b`.
    pub bucket_ids: Vec<u32>,
    /// Observed distinct columns at `p * 64 + b`.
    pub bucket_unique_ids: Vec<u32>,
}

/// Groups `coo` into the 64 minibatching buckets (`bucket(col)` gives a column's bucket):
/// sort by (bucket, partition, local id, row), merge duplicates, count ids and unique ids
/// per (partition, bucket), and with dropping drop per (partition, bucket) limits.
pub fn group_sc_buckets(
    coo: &ScCoo,
    num_partitions: usize,
    limits: GroupLimits,
    bucket: impl Fn(u32) -> u32,
) -> BucketedSc {
    let bits = num_partitions.trailing_zeros();
    let n = num_partitions;
    let lbits = coo.local_bits;
    let local_mask = ((1u64 << lbits) - 1) as u32;
    let pmask = (n - 1) as u32;
    // Key: bucket (6 bits) | (partition, local id) (lbits + bits <= 32) | entry (26 bits).
    let mut keys: Vec<u64> = coo
        .keys
        .iter()
        .map(|&k| {
            let colkey = (k >> 32) as u32;
            let p = colkey >> lbits;
            let col = ((colkey & local_mask) << bits) | (p & pmask);
            let b = u64::from(bucket(col) & (BUCKETS as u32 - 1));
            (b << 58) | (u64::from(colkey) << 26) | (k & 0x3FF_FFFF)
        })
        .collect();
    keys.sort_unstable();
    let cells = n * BUCKETS;
    let mut out = BucketedSc {
        grouped: GroupedSc {
            embedding_ids: Vec::with_capacity(keys.len()),
            sample_ids: Vec::with_capacity(keys.len()),
            gains: Vec::with_capacity(keys.len()),
            partition_end: Vec::new(),
            ids: Vec::new(),
            unique_ids: Vec::new(),
            dropped: 0,
            kept_occurrences: 0,
        },
        segment_end: vec![0; cells],
        bucket_ids: vec![0; cells],
        bucket_unique_ids: vec![0; cells],
    };
    let mut kept_ids = vec![0u32; cells];
    let mut kept_unique = vec![0u32; cells];
    let mut prev = (u32::MAX, u32::MAX, u32::MAX);
    let mut last_kept: Option<(u32, u32)> = None;
    let mut dropping_col = false;
    let mut cur_seg = 0usize;
    let g = &mut out.grouped;
    for &key in &keys {
        let idx = (key & 0x3FF_FFFF) as usize;
        let b = (key >> 58) as u32;
        let col = ((key >> 26) & 0xFFFF_FFFF) as u32;
        let p = (col >> lbits) as usize;
        let Some((row, gain)) = coo.row_gain(idx as u32) else {
            continue;
        };
        let seg = b as usize * n + p;
        while cur_seg < seg {
            if let Some(e) = out.segment_end.get_mut(cur_seg) {
                *e = g.embedding_ids.len();
            }
            cur_seg += 1;
        }
        if last_kept == Some((col, row)) {
            if let Some(last) = g.gains.last_mut() {
                *last += gain;
            }
            g.kept_occurrences += 1;
            continue;
        }
        if row == prev.1 && col == prev.0 {
            g.dropped += 1;
            continue;
        }
        let is_new_col = col != prev.0 || b != prev.2;
        let cell = p * BUCKETS + b as usize;
        if let Some(c) = out.bucket_ids.get_mut(cell) {
            *c += 1;
        }
        let kept_p = kept_ids.get(cell).copied().unwrap_or(0);
        let kept_u = kept_unique.get(cell).copied().unwrap_or(0);
        if is_new_col {
            if let Some(c) = out.bucket_unique_ids.get_mut(cell) {
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
                if let Some(c) = kept_ids.get_mut(cell) {
                    *c += 1;
                }
                if is_new_col && let Some(c) = kept_unique.get_mut(cell) {
                    *c += 1;
                }
            }
        }
        prev = (col, row, b);
    }
    while cur_seg < cells {
        if let Some(e) = out.segment_end.get_mut(cur_seg) {
            *e = g.embedding_ids.len();
        }
        cur_seg += 1;
    }
    out
}

/// The split bits of one partition's per-bucket counts (`ComputeMinibatchingSplit`): a
/// bottom-up binary tree over the 64 buckets; bit `k` (level by level, left to right) is
/// set when the two halves of node `k` together exceed `limit`; a split node carries the
/// larger half upwards, an unsplit one the sum.
pub fn minibatching_split(counts: &[u32], limit: u64) -> u64 {
    let mut c = [0u64; BUCKETS];
    for (d, &s) in c.iter_mut().zip(counts) {
        *d = u64::from(s);
    }
    let mut split = 0u64;
    let mut index = 0u32;
    let mut size = 2usize;
    while size <= BUCKETS {
        for i in (0..BUCKETS).step_by(size) {
            let (l, r) = (
                c.get(i).copied().unwrap_or(0),
                c.get(i + size / 2).copied().unwrap_or(0),
            );
            let v = if l + r > limit {
                split |= 1 << index;
                l.max(r)
            } else {
                l + r
            };
            if let Some(x) = c.get_mut(i) {
                *x = v;
            }
            index += 1;
        }
        size *= 2;
    }
    split
}

/// Whether buckets `b` and `b + 1` fall into different minibatches under `split`: the bit
/// of their lowest common tree node.
fn splits_after(b: usize, split: u64) -> bool {
    let level = b.trailing_ones();
    let offset = BUCKETS - (BUCKETS >> level);
    let node = offset + (b >> (level + 1));
    split >> node & 1 == 1
}

/// The bucket ranges of the minibatches of `split` (`split.count_ones() + 1` of them).
pub fn minibatch_ranges(split: u64) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    let mut start = 0;
    for b in 0..BUCKETS - 1 {
        if splits_after(b, split) {
            out.push(start..b + 1);
            start = b + 1;
        }
    }
    out.push(start..BUCKETS);
    out
}

/// Merges the buckets of one sparse core into the minibatches of `split`: inside a minibatch
/// the entries are ordered by partition, then bucket, then (local id, row) (the reference's
/// stable merge by partition). `partition_end` of the result has one entry per (minibatch,
/// partition), minibatch-major; `ids` / `unique_ids` are taken from `first_pass` (the
/// authoritative statistics).
pub fn merge_minibatches(
    b: BucketedSc,
    split: u64,
    num_partitions: usize,
    first_pass: &GroupedSc,
) -> GroupedSc {
    let n = num_partitions;
    let src = b.grouped;
    let total = src.embedding_ids.len();
    let mut g = GroupedSc {
        embedding_ids: Vec::with_capacity(total),
        sample_ids: Vec::with_capacity(total),
        gains: Vec::with_capacity(total),
        partition_end: Vec::new(),
        ids: first_pass.ids.clone(),
        unique_ids: first_pass.unique_ids.clone(),
        dropped: src.dropped,
        kept_occurrences: src.kept_occurrences,
    };
    let seg = |cell: usize| -> (usize, usize) {
        let begin = if cell == 0 {
            0
        } else {
            b.segment_end.get(cell - 1).copied().unwrap_or(0)
        };
        (begin, b.segment_end.get(cell).copied().unwrap_or(begin))
    };
    for range in minibatch_ranges(split) {
        for p in 0..n {
            for bucket in range.clone() {
                let (lo, hi) = seg(bucket * n + p);
                if let (Some(e), Some(s), Some(gn)) = (
                    src.embedding_ids.get(lo..hi),
                    src.sample_ids.get(lo..hi),
                    src.gains.get(lo..hi),
                ) {
                    g.embedding_ids.extend_from_slice(e);
                    g.sample_ids.extend_from_slice(s);
                    g.gains.extend_from_slice(gn);
                }
            }
            g.partition_end.push(g.embedding_ids.len());
        }
    }
    g
}
