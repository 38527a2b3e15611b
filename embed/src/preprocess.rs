//! The whole host preprocessing of a batch: plan the stacks, then for every (stack, device)
//! extract, group and fill the buffers (in parallel over `threads`), and collect statistics.

use std::collections::BTreeMap;
use std::ops::Range;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::batch::BatchOf;
use crate::buffers::{
    BufferLayout, DeviceBuffers, DeviceBuffersMut, ReadRanges, device_read_ranges,
    fill_device_into, fill_device_refs,
};
use crate::coo::{extract_sc, extract_sc_by_table, sort_sc};
use crate::error::{EmbedError, Result};
use crate::highway::minibatching_bucket;
use crate::limits::{
    Limits, MAX_MINIBATCHES, check_observed, coo_buffer_size_per_device, row_pointers_per_sc,
};
use crate::partition::{
    BUCKETS, BucketedSc, GroupLimits, GroupedSc, NullSink, SegWrite, SegmentSink, SliceSeg, VecSeg,
    WalkStats, group_sc, group_sc_buckets, merge_minibatches, minibatching_split, walk_groups,
    walk_segment, walk_sorted,
};
use crate::pool;
use crate::stack::{Stack, Topology, check_stack_split, plan_stacks};
use tile_sparsecore::{ALIGNMENT, round_up};

/// Options of `preprocess`.
#[derive(Debug, Clone, PartialEq)]
pub struct Options {
    /// Devices and sparse cores.
    pub topology: Topology,
    /// Stack tables with equal padded width and combiner.
    pub stack_tables: bool,
    /// Limits for every stack unless overridden in `stack_limits`.
    pub limits: Limits,
    /// Per-stack limits (by stack name), e.g. from a limits file.
    pub stack_limits: BTreeMap<String, Limits>,
    /// Drop ids over the limits instead of failing.
    pub allow_id_dropping: bool,
    /// Minibatching: the minibatching layout, and when a partition is over its limits a
    /// split of the 64 hash buckets into minibatches that fit them.
    pub minibatching: bool,
    /// Worker threads (at least 1).
    pub threads: usize,
    /// The canonical, fully padded output: the capacity the device never reads (each
    /// segment's tail after its aligned end, unused minibatch row pointer blocks) is written
    /// as padding too. Off, those regions are left unwritten (zeros, or stale contents of a
    /// recycled buffer), as the reference leaves them uninitialized; every region the device
    /// reads is the same either way ([`crate::buffers::device_read_ranges`]).
    pub canonical_padding: bool,
}

/// Statistics of one stacked table.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct StackStats {
    /// `[device][partition]`: max over the device's sparse cores of observed ids.
    pub max_ids_per_partition: Vec<Vec<u32>>,
    /// `[device][partition]`: max over the device's sparse cores of observed unique ids.
    pub max_unique_ids_per_partition: Vec<Vec<u32>>,
    /// `[device][sparse core]`: sum over partitions of roundup8(observed ids).
    pub required_buffer_size_per_sc: Vec<Vec<u64>>,
    /// Input occurrences dropped.
    pub dropped_id_count: u64,
    /// Input occurrences (ids in).
    pub ids_in: u64,
    /// Occurrences kept (after merging duplicates an entry may stand for several).
    pub ids_kept: u64,
}

/// The result for one stacked table.
#[derive(Debug, Clone, PartialEq)]
pub struct StackOutput {
    /// The stack plan.
    pub stack: Stack,
    /// Limits applied.
    pub limits: Limits,
    /// Samples per sparse core.
    pub batch_size_per_sc: u64,
    /// COO entries per device.
    pub coo_buffer_size_per_device: u64,
    /// Row pointer entries per device.
    pub row_pointers_size_per_device: u64,
    /// Minibatches.
    pub num_minibatches: u32,
    /// Buffers per device.
    pub devices: Vec<DeviceBuffers>,
    /// Statistics.
    pub stats: StackStats,
    /// The buffer layout of one device.
    pub layout: BufferLayout,
}

impl StackOutput {
    /// The regions the devices read, one [`ReadRanges`] per entry of [`Self::devices`] (an
    /// entry holding several devices back to back gets all their ranges).
    pub fn read_ranges(&self) -> Vec<ReadRanges> {
        let (rp, coo) = (self.layout.row_pointers_size, self.layout.coo_size);
        let mb = self.num_minibatches as usize;
        self.devices
            .iter()
            .map(|buf| {
                let mut all = ReadRanges {
                    row_pointers: Vec::new(),
                    coo: Vec::new(),
                };
                for (d, rps) in buf.row_pointers.chunks(rp.max(1)).enumerate() {
                    let r = device_read_ranges(&self.layout, rps, mb);
                    let shift = |v: Vec<Range<usize>>, by: usize| {
                        v.into_iter().map(move |x| x.start + by..x.end + by)
                    };
                    all.row_pointers.extend(shift(r.row_pointers, d * rp));
                    all.coo.extend(shift(r.coo, d * coo));
                }
                all
            })
            .collect()
    }
}

/// Output of `preprocess`, one entry per stack in plan order.
#[derive(Debug, Clone, PartialEq)]
pub struct Output {
    /// Per stack.
    pub stacks: Vec<StackOutput>,
}

impl Output {
    /// Gives the buffers back to [`pool`] for the next preprocessing to reuse (what the
    /// Python package does when numpy frees them): no fresh pages to fault in, and with
    /// [`Options::canonical_padding`] off the unused capacity is not written at all.
    pub fn recycle(self) {
        for d in self.stacks.into_iter().flat_map(|s| s.devices) {
            pool::recycle_i32(d.row_pointers);
            pool::recycle_i32(d.embedding_ids);
            pool::recycle_i32(d.sample_ids);
            pool::recycle_f32(d.gains);
        }
    }
}

/// What one local sparse core reports: its walk statistics and ids in.
struct ScResult {
    stats: WalkStats,
    ids_in: u64,
}

/// One local sparse core's segment of its device's buffers (direct fill).
type ScSlot<'a> = Mutex<Option<SliceSeg<'a>>>;

/// The `nsc` sparse core segments of each of `devices` devices whose buffers lie back to
/// back in `buf` (equal slices, no minibatching), device after device.
fn segment_sinks(buf: &mut DeviceBuffers, devices: usize, nsc: usize) -> Vec<SliceSeg<'_>> {
    let parts = devices.max(1) * nsc.max(1);
    let seg = (buf.embedding_ids.len() / parts).max(1);
    let rp = (buf.row_pointers.len() / parts).max(1);
    let mut e = buf.embedding_ids.chunks_mut(seg);
    let mut si = buf.sample_ids.chunks_mut(seg);
    let mut g = buf.gains.chunks_mut(seg);
    let mut r = buf.row_pointers.chunks_mut(rp);
    (0..parts)
        .map(|_| SliceSeg {
            embedding_ids: e.next().unwrap_or_default(),
            sample_ids: si.next().unwrap_or_default(),
            gains: g.next().unwrap_or_default(),
            row_pointers: r.next().unwrap_or_default(),
            idx: 0,
        })
        .collect()
}

fn empty_buffers() -> DeviceBuffers {
    DeviceBuffers {
        row_pointers: Vec::new(),
        embedding_ids: Vec::new(),
        sample_ids: Vec::new(),
        gains: Vec::new(),
    }
}

/// Runs `f` over `0..n` on up to `threads` threads; results in index order.
fn par_map<T: Send>(n: usize, threads: usize, f: impl Fn(usize) -> T + Sync) -> Vec<Option<T>> {
    let results: Vec<Mutex<Option<T>>> = (0..n).map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    let worker = || {
        loop {
            let j = next.fetch_add(1, Ordering::Relaxed);
            if j >= n {
                break;
            }
            let r = f(j);
            if let Some(slot) = results.get(j)
                && let Ok(mut g) = slot.lock()
            {
                *g = Some(r);
            }
        }
    };
    let threads = threads.max(1).min(n.max(1));
    if threads <= 1 {
        worker();
    } else {
        // The calling thread is one of the workers: one spawn fewer per call.
        std::thread::scope(|s| {
            for _ in 1..threads {
                s.spawn(worker);
            }
            worker();
        });
    }
    results
        .into_iter()
        .map(|m| m.into_inner().ok().flatten())
        .collect()
}

/// Extracts and groups one local sparse core; checks the limits when required. With
/// minibatching this is the first pass: nothing is dropped or checked, and the flag says
/// whether a partition is over its limits (a split is needed).
fn run_sc(
    batch: &BatchOf<'_>,
    stack: &Stack,
    opts: &Options,
    limits: &Limits,
    device: usize,
    sc: usize,
    keep_entries: bool,
) -> Result<(GroupedSc, u64, bool)> {
    let topo = &opts.topology;
    let n = topo.num_partitions();
    let glimits = GroupLimits::new(limits, opts.allow_id_dropping && !opts.minibatching);
    let mut coo = extract_sc(batch, stack, topo, device, sc)?;
    let ids_in = coo.keys.len() as u64;
    let g = if keep_entries {
        group_sc(coo, n, glimits)
    } else {
        let mut tmp = Vec::new();
        sort_sc(&mut coo, n, &mut tmp);
        let st = walk_sorted(&coo, n, glimits, &mut NullSink);
        GroupedSc {
            ids: st.ids,
            unique_ids: st.unique_ids,
            dropped: st.dropped,
            kept_occurrences: st.kept_occurrences,
            ..GroupedSc::default()
        }
    };
    let over = g.ids.iter().any(|&c| c > glimits.max_ids)
        || g.unique_ids.iter().any(|&c| c > glimits.max_unique);
    if !opts.allow_id_dropping && !opts.minibatching {
        check_observed(&stack.name, device, sc, &g.ids, &g.unique_ids, limits)?;
    }
    Ok((g, ids_in, over))
}

/// Extracts, sorts and groups one local sparse core straight into its segment of the
/// device buffers (no minibatching).
#[allow(clippy::too_many_arguments)]
fn run_sc_direct<W: SegWrite>(
    batch: &BatchOf<'_>,
    stack: &Stack,
    opts: &Options,
    limits: &Limits,
    device: usize,
    sc: usize,
    seg: W,
    tmp: &mut Vec<u64>,
) -> Result<ScResult> {
    let topo = &opts.topology;
    let n = topo.num_partitions();
    let glimits = GroupLimits::new(limits, opts.allow_id_dropping);
    let mut groups = extract_sc_by_table(batch, stack, topo, device, sc)?;
    let ids_in = groups.groups.iter().map(|g| g.keys.len() as u64).sum();
    let mut sink = SegmentSink(seg);
    let stats = if opts.allow_id_dropping {
        walk_groups(&mut groups, n, glimits, &mut sink, tmp)
    } else {
        walk_segment(&mut groups, n, &mut sink.0, tmp)
    };
    if !opts.allow_id_dropping {
        check_observed(
            &stack.name,
            device,
            sc,
            &stats.ids,
            &stats.unique_ids,
            limits,
        )?;
    }
    let available = sink.0.capacity();
    let needed = sink.finish(n, row_pointers_per_sc(topo), opts.canonical_padding);
    if needed > available {
        return Err(EmbedError::BufferTooSmall {
            stack: stack.name.clone(),
            device,
            sparse_core: sc,
            needed: needed as u64,
            available: available as u64,
        });
    }
    Ok(ScResult { stats, ids_in })
}

/// The second pass of minibatching for one local sparse core: group into the 64 hash
/// buckets, check (or, with dropping, apply) the limits per (partition, bucket), and
/// compute this core's split bits.
fn run_sc_buckets(
    batch: &BatchOf<'_>,
    stack: &Stack,
    opts: &Options,
    limits: &Limits,
    device: usize,
    sc: usize,
) -> Result<(BucketedSc, u64)> {
    let topo = &opts.topology;
    let n = topo.num_partitions();
    let glimits = GroupLimits::new(limits, opts.allow_id_dropping);
    let coo = extract_sc(batch, stack, topo, device, sc)?;
    let b = group_sc_buckets(&coo, n, glimits, minibatching_bucket);
    let mut split = 0u64;
    for p in 0..n {
        let cells = p * BUCKETS..(p + 1) * BUCKETS;
        if let (Some(ids), Some(uq)) = (
            b.bucket_ids.get(cells.clone()),
            b.bucket_unique_ids.get(cells),
        ) {
            split |= minibatching_split(ids, limits.max_ids_per_partition);
            split |= minibatching_split(uq, limits.max_unique_ids_per_partition);
        }
    }
    if !opts.allow_id_dropping {
        let worst = |v: &[u32]| -> Vec<u32> {
            (0..n)
                .map(|p| {
                    v.get(p * BUCKETS..(p + 1) * BUCKETS)
                        .and_then(|c| c.iter().max().copied())
                        .unwrap_or(0)
                })
                .collect()
        };
        check_observed(
            &stack.name,
            device,
            sc,
            &worst(&b.bucket_ids),
            &worst(&b.bucket_unique_ids),
            limits,
        )
        .map_err(|e| match e {
            EmbedError::LimitExceeded {
                stack,
                device,
                sparse_core,
                partition,
                what,
                observed,
                allowed,
            } => EmbedError::LimitExceeded {
                stack,
                device,
                sparse_core,
                partition,
                what: if what == "ids" {
                    "ids in one minibatching bucket"
                } else {
                    "unique ids in one minibatching bucket"
                },
                observed,
                allowed,
            },
            other => other,
        })?;
    }
    Ok((b, split))
}

/// Preprocesses `batch`: the four buffers and the statistics of every stacked table.
pub fn preprocess(batch: &BatchOf<'_>, opts: &Options) -> Result<Output> {
    run(batch, None, opts, true, false)
}

/// [`preprocess`] (with `plan`, [`preprocess_planned`]) whose buffers come as one array per
/// stack for all devices: every [`StackOutput::devices`] holds a single [`DeviceBuffers`],
/// the devices' buffers back to back (jax-tpu-embedding's `[devices, size]` layout),
/// written in place without a copy (the Python package hands them to numpy as they are).
pub fn preprocess_contiguous(
    batch: &BatchOf<'_>,
    plan: Option<Vec<Stack>>,
    opts: &Options,
) -> Result<Output> {
    run(batch, plan, opts, true, true)
}

/// [`preprocess`] with a given stacking plan instead of [`plan_stacks`]'s: the stacks with
/// their tables' padded vocabularies, shard offsets and rotations and their features' row
/// and column offsets, as another planner set them (the Python package reads them from
/// jax-tpu-embedding's feature specs). `opts.stack_tables` is not used. The plan is checked
/// against the batch ([`check_plan`]).
pub fn preprocess_planned(
    batch: &BatchOf<'_>,
    stacks: Vec<Stack>,
    opts: &Options,
) -> Result<Output> {
    run(batch, Some(stacks), opts, true, false)
}

/// [`observe`] with a given stacking plan (see [`preprocess_planned`]).
pub fn observe_planned(batch: &BatchOf<'_>, stacks: Vec<Stack>, opts: &Options) -> Result<Output> {
    run(batch, Some(stacks), &observe_options(opts), false, false)
}

/// Checks a stacking plan against `batch`: every feature of a stack names a feature of the
/// batch (same name, table and batch) whose table is in the stack, no feature is in two
/// stacks, and every table's padded vocabulary holds its vocabulary, splits evenly over the
/// partitions and fits the stack.
pub fn check_plan(batch: &BatchOf<'_>, stacks: &[Stack], topo: &Topology) -> Result<()> {
    let n = topo.num_partitions() as u64;
    let mut seen = vec![false; batch.features.len()];
    for stack in stacks {
        let bad = |what: String| EmbedError::Config(format!("stack `{}`: {what}", stack.name));
        let mut rows = 0u64;
        for t in &stack.tables {
            let table = batch
                .table(&t.name)
                .ok_or_else(|| bad(format!("unknown table `{}`", t.name)))?;
            if t.padded_vocab < table.vocab || t.padded_vocab % n != 0 {
                return Err(bad(format!(
                    "table `{}`: padded vocabulary {} does not hold {} rows in {n} equal shards",
                    t.name, t.padded_vocab, table.vocab
                )));
            }
            if t.shard_rotation >= n {
                return Err(bad(format!(
                    "table `{}`: shard rotation {} is not below {n}",
                    t.name, t.shard_rotation
                )));
            }
            rows = rows.max(t.row_offset_in_shard.saturating_add(t.padded_vocab / n));
        }
        if rows.saturating_mul(n) > stack.stack_vocab {
            return Err(bad(format!(
                "its tables need {} rows, the stacked vocabulary is {}",
                rows.saturating_mul(n),
                stack.stack_vocab
            )));
        }
        for fis in &stack.features {
            let f = batch
                .features
                .get(fis.feature)
                .ok_or_else(|| bad(format!("feature `{}` is not in the batch", fis.name)))?;
            let tis = stack.tables.iter().find(|t| t.name == f.table);
            if f.name != fis.name || f.table != fis.table || f.batch() as u64 != fis.batch {
                return Err(bad(format!(
                    "feature `{}` does not match the batch's feature `{}`",
                    fis.name, f.name
                )));
            }
            match (tis, seen.get_mut(fis.feature)) {
                (Some(t), Some(s)) if !*s => {
                    *s = true;
                    if fis.col_offset != t.row_offset_in_shard * n
                        || fis.col_shift != t.shard_rotation
                    {
                        return Err(bad(format!(
                            "feature `{}`: column offset {} and shift {} do not match table `{}`",
                            fis.name, fis.col_offset, fis.col_shift, t.name
                        )));
                    }
                }
                (None, _) => {
                    return Err(bad(format!(
                        "feature `{}`: table `{}` is not in the stack",
                        fis.name, f.table
                    )));
                }
                _ => {
                    return Err(bad(format!(
                        "feature `{}` is in more than one stack",
                        fis.name
                    )));
                }
            }
        }
    }
    Ok(())
}

/// Observes `batch` without limits: the statistics of every stacked table (no ids dropped,
/// no buffers filled; `devices` of every stack output is left with empty buffers). This is
/// the first pass of feedback-directed limits (`tile-embed limits`) and of `tile-embed stats`.
pub fn observe(batch: &BatchOf<'_>, opts: &Options) -> Result<Output> {
    run(batch, None, &observe_options(opts), false, false)
}

/// The options of an observation: no limits, no dropping, no minibatching.
fn observe_options(opts: &Options) -> Options {
    let mut o = opts.clone();
    o.allow_id_dropping = false;
    o.minibatching = false;
    o.stack_limits.clear();
    o.limits = Limits {
        // The host's 32-bit maxima (the statistics print them).
        max_ids_per_partition: u64::from(u32::MAX),
        max_unique_ids_per_partition: u64::from(u32::MAX),
        suggested_buffer: Some(ALIGNMENT * o.topology.sparse_cores as u64),
    };
    o
}

fn run(
    batch: &BatchOf<'_>,
    plan: Option<Vec<Stack>>,
    opts: &Options,
    fill: bool,
    contiguous: bool,
) -> Result<Output> {
    // Ids are range-checked per sparse core during extraction (in parallel); on any error
    // the full validation names the first bad id.
    batch.validate_structure()?;
    run_checked(batch, plan, opts, fill, contiguous)
        .map_err(|e| batch.validate().err().unwrap_or(e))
}

fn run_checked(
    batch: &BatchOf<'_>,
    plan: Option<Vec<Stack>>,
    opts: &Options,
    fill: bool,
    contiguous: bool,
) -> Result<Output> {
    let topo = opts.topology;
    let stacks = match plan {
        Some(stacks) => {
            check_plan(batch, &stacks, &topo)?;
            stacks
        }
        None => plan_stacks(batch, &topo, opts.stack_tables)?,
    };
    let mut jobs: Vec<(usize, usize)> = Vec::new();
    let mut plans = Vec::with_capacity(stacks.len());
    for (si, stack) in stacks.iter().enumerate() {
        check_stack_split(stack, &topo)?;
        let limits = opts
            .stack_limits
            .get(&stack.name)
            .copied()
            .unwrap_or(opts.limits);
        if limits.max_ids_per_partition == 0 || limits.max_unique_ids_per_partition == 0 {
            return Err(EmbedError::Config(format!(
                "table `{}`: limits must be positive",
                stack.name
            )));
        }
        let coo = coo_buffer_size_per_device(&stack.name, &limits, &topo, opts.minibatching)?;
        let r = row_pointers_per_sc(&topo);
        let rp = r
            * topo.sparse_cores
            * if opts.minibatching {
                MAX_MINIBATCHES as usize
            } else {
                1
            };
        let coo_usize = usize::try_from(coo)
            .map_err(|_| EmbedError::Config(format!("table `{}`: buffer too large", stack.name)))?;
        let layout = BufferLayout {
            sparse_cores: topo.sparse_cores,
            num_partitions: topo.num_partitions(),
            coo_size: coo_usize,
            row_pointers_size: rp,
            minibatching: opts.minibatching,
            pad_unused: opts.canonical_padding,
        };
        plans.push((limits, layout));
        for d in 0..topo.devices {
            jobs.push((si, d));
        }
    }
    let nsc = topo.sparse_cores;
    let n = topo.num_partitions();
    let sc_jobs: Vec<(usize, usize, usize)> = jobs
        .iter()
        .flat_map(|&(si, d)| (0..nsc).map(move |sc| (si, d, sc)))
        .collect();
    let missing = || EmbedError::Config("a preprocessing job did not run".to_string());
    let mut buffers: Vec<DeviceBuffers> = Vec::with_capacity(jobs.len());
    let mut sc_results: Vec<ScResult> = Vec::with_capacity(sc_jobs.len());
    let mut num_minibatches = 1u32;
    let with_scratch = |f: &mut dyn FnMut(&mut Vec<u64>) -> Result<ScResult>| {
        let mut tmp = SCRATCH
            .lock()
            .ok()
            .and_then(|mut v| v.pop())
            .unwrap_or_default();
        let r = f(&mut tmp);
        if let Ok(mut v) = SCRATCH.lock()
            && v.len() < MAX_SCRATCH
        {
            v.push(tmp);
        }
        r
    };
    // The canonical output with enough (stack, device) jobs for the threads: a job per
    // device builds its buffers in order (nothing written twice). Otherwise a job per
    // sparse core, on buffers allocated up front (without canonical padding they need no
    // writing first): the finest split, which balances best when a worker is preempted.
    // Buffers per stack in `buffers` (one per device unless one allocation holds them all).
    let mut bufs_per_stack = topo.devices;
    let per_device = opts.canonical_padding
        && (opts.threads <= 1 || jobs.len() >= 2 * opts.threads)
        && !(contiguous && topo.devices > 1);
    if fill && !opts.minibatching && per_device {
        let results = par_map(jobs.len(), opts.threads, |j| {
            let &(si, d) = jobs.get(j).ok_or_else(missing)?;
            let (stack, (limits, layout)) =
                stacks.get(si).zip(plans.get(si)).ok_or_else(missing)?;
            let mut rs = Vec::with_capacity(nsc);
            // The device's buffers are built in order, sparse core after sparse core.
            let mut buf = DeviceBuffers {
                row_pointers: pool::i32_zeroed(layout.row_pointers_size),
                embedding_ids: pool::i32_with_capacity(layout.coo_size),
                sample_ids: pool::i32_with_capacity(layout.coo_size),
                gains: pool::f32_with_capacity(layout.coo_size),
            };
            let seg = layout.coo_size / nsc.max(1);
            let rp = (layout.row_pointers_size / nsc.max(1)).max(1);
            for (sc, rps) in buf.row_pointers.chunks_mut(rp).enumerate().take(nsc) {
                let w = VecSeg {
                    embedding_ids: &mut buf.embedding_ids,
                    sample_ids: &mut buf.sample_ids,
                    gains: &mut buf.gains,
                    row_pointers: rps,
                    base: sc * seg,
                    len: seg,
                    overflow: 0,
                };
                let mut w = Some(w);
                rs.push(with_scratch(&mut |tmp| match w.take() {
                    Some(w) => run_sc_direct(batch, stack, opts, limits, d, sc, w, tmp),
                    None => Err(missing()),
                })?);
            }
            Ok::<_, EmbedError>((buf, rs))
        });
        for r in results {
            let (buf, rs): (DeviceBuffers, Vec<ScResult>) = r.ok_or_else(missing)??;
            buffers.push(buf);
            sc_results.extend(rs);
        }
    } else if fill && !opts.minibatching {
        // Direct fill: every sparse core writes its own segment (entries and padding) of
        // device buffers allocated up front (contiguous: one allocation per stack for all
        // devices).
        let per_alloc = if contiguous { topo.devices } else { 1 };
        for &(si, d) in &jobs {
            let (_, layout) = plans.get(si).ok_or_else(missing)?;
            if d % per_alloc == 0 {
                buffers.push(DeviceBuffers::for_devices(layout, per_alloc));
            }
        }
        bufs_per_stack = topo.devices / per_alloc;
        let slots: Vec<ScSlot<'_>> = buffers
            .iter_mut()
            .flat_map(|buf| segment_sinks(buf, per_alloc, nsc))
            .map(|s| Mutex::new(Some(s)))
            .collect();
        let results = par_map(sc_jobs.len(), opts.threads, |j| {
            let &(si, d, sc) = sc_jobs.get(j).ok_or_else(missing)?;
            let (stack, (limits, _)) = stacks.get(si).zip(plans.get(si)).ok_or_else(missing)?;
            let seg = slots
                .get(j)
                .and_then(|m| m.lock().ok().and_then(|mut o| o.take()))
                .ok_or_else(missing)?;
            let mut seg = Some(seg);
            with_scratch(&mut |tmp| match seg.take() {
                Some(w) => run_sc_direct(batch, stack, opts, limits, d, sc, w, tmp),
                None => Err(missing()),
            })
        });
        drop(slots);
        for r in results {
            sc_results.push(r.ok_or_else(missing)??);
        }
    } else {
        let grouped = par_map(sc_jobs.len(), opts.threads, |j| {
            let &(si, d, sc) = sc_jobs.get(j).ok_or_else(missing)?;
            let (stack, (limits, _)) = stacks.get(si).zip(plans.get(si)).ok_or_else(missing)?;
            run_sc(batch, stack, opts, limits, d, sc, fill)
        });
        let mut first: Vec<(GroupedSc, u64)> = Vec::with_capacity(sc_jobs.len());
        let mut split_needed = false;
        for r in grouped {
            let (g, ids_in, over) = r.ok_or_else(missing)??;
            split_needed |= over;
            first.push((g, ids_in));
        }
        if opts.minibatching && split_needed {
            // Second pass over every stack (the reference decides for the whole batch).
            let bucketed = par_map(sc_jobs.len(), opts.threads, |j| {
                let &(si, d, sc) = sc_jobs.get(j).ok_or_else(missing)?;
                let (stack, (limits, _)) = stacks.get(si).zip(plans.get(si)).ok_or_else(missing)?;
                run_sc_buckets(batch, stack, opts, limits, d, sc)
            });
            let mut second = Vec::with_capacity(sc_jobs.len());
            let mut split = 0u64;
            for r in bucketed {
                let (b, s) = r.ok_or_else(missing)??;
                split |= s;
                second.push(b);
            }
            num_minibatches = split.count_ones() + 1;
            for ((g, _), b) in first.iter_mut().zip(second) {
                *g = merge_minibatches(b, split, n, g);
            }
        }
        let per_device: Vec<&[(GroupedSc, u64)]> = first.chunks(nsc.max(1)).collect();
        let scs_of = |j: usize| -> Result<Vec<&GroupedSc>> {
            Ok(per_device
                .get(j)
                .ok_or_else(missing)?
                .iter()
                .map(|g| &g.0)
                .collect())
        };
        if fill && contiguous && topo.devices > 1 {
            // One allocation per stack, each device filled in place (no concatenating copy
            // of the, with minibatching 64 x larger, capacity).
            let mut stack_bufs: Vec<DeviceBuffers> = plans
                .iter()
                .map(|(_, layout)| DeviceBuffers::for_devices(layout, topo.devices))
                .collect();
            let slots: Vec<Mutex<Option<DeviceBuffersMut<'_>>>> = stack_bufs
                .iter_mut()
                .zip(&plans)
                .flat_map(|(b, (_, layout))| b.per_device(layout))
                .map(|v| Mutex::new(Some(v)))
                .collect();
            let filled = par_map(jobs.len(), opts.threads, |j| {
                let &(si, d) = jobs.get(j).ok_or_else(missing)?;
                let (stack, (_, layout)) = stacks.get(si).zip(plans.get(si)).ok_or_else(missing)?;
                let view = slots
                    .get(j)
                    .and_then(|m| m.lock().ok().and_then(|mut o| o.take()))
                    .ok_or_else(missing)?;
                fill_device_into(&stack.name, d, layout, &scs_of(j)?, view)
            });
            drop(slots);
            for r in filled {
                r.ok_or_else(missing)??;
            }
            buffers.extend(stack_bufs);
            bufs_per_stack = 1;
        } else {
            let filled = par_map(jobs.len(), opts.threads, |j| {
                let &(si, d) = jobs.get(j).ok_or_else(missing)?;
                let (stack, (_, layout)) = stacks.get(si).zip(plans.get(si)).ok_or_else(missing)?;
                if !fill {
                    return Ok(empty_buffers());
                }
                fill_device_refs(&stack.name, d, layout, &scs_of(j)?)
            });
            for r in filled {
                buffers.push(r.ok_or_else(missing)??);
            }
        }
        for (g, ids_in) in first {
            sc_results.push(ScResult {
                stats: WalkStats {
                    ids: g.ids,
                    unique_ids: g.unique_ids,
                    dropped: g.dropped,
                    kept_occurrences: g.kept_occurrences,
                },
                ids_in,
            });
        }
    }
    let mut out = Vec::with_capacity(stacks.len());
    let mut bufs = buffers.into_iter();
    let mut scs = sc_results.into_iter();
    for (stack, (limits, layout)) in stacks.into_iter().zip(plans) {
        let mut stats = StackStats::default();
        let mut devices = Vec::with_capacity(topo.devices);
        for _ in 0..topo.devices {
            let mut max_ids = vec![0u32; n];
            let mut max_u = vec![0u32; n];
            let mut req = Vec::with_capacity(nsc);
            for _ in 0..nsc {
                let r = scs.next().ok_or_else(missing)?;
                for (m, &c) in max_ids.iter_mut().zip(&r.stats.ids) {
                    *m = (*m).max(c);
                }
                for (m, &c) in max_u.iter_mut().zip(&r.stats.unique_ids) {
                    *m = (*m).max(c);
                }
                req.push(
                    r.stats
                        .ids
                        .iter()
                        .map(|&c| round_up(u64::from(c), ALIGNMENT))
                        .sum::<u64>(),
                );
                stats.dropped_id_count += r.stats.dropped;
                stats.ids_in += r.ids_in;
                stats.ids_kept += r.stats.kept_occurrences;
            }
            stats.max_ids_per_partition.push(max_ids);
            stats.max_unique_ids_per_partition.push(max_u);
            stats.required_buffer_size_per_sc.push(req);
        }
        for _ in 0..bufs_per_stack {
            devices.push(bufs.next().ok_or_else(missing)?);
        }
        let parts = n as u64;
        let batch_size_per_sc = stack.features.iter().map(|f| f.batch / parts).sum();
        out.push(StackOutput {
            batch_size_per_sc,
            coo_buffer_size_per_device: layout.coo_size as u64,
            row_pointers_size_per_device: layout.row_pointers_size as u64,
            num_minibatches,
            stack,
            limits,
            devices,
            stats,
            layout,
        });
    }
    Ok(Output { stacks: out })
}

/// Radix sort scratch space, reused across sparse cores, threads and calls (the sort
/// only overwrites it, so a reused vector saves zeroing a fresh one).
static SCRATCH: Mutex<Vec<Vec<u64>>> = Mutex::new(Vec::new());

/// Scratch vectors kept for reuse (one per worker thread is enough).
const MAX_SCRATCH: usize = 8;
