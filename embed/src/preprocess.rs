//! The whole host preprocessing of a batch: plan the stacks, then for every (stack, device)
//! extract, group and fill the buffers (in parallel over `threads`), and collect statistics.

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::batch::Batch;
use crate::buffers::{BufferLayout, DeviceBuffers, fill_device};
use crate::coo::extract_sc;
use crate::error::{EmbedError, Result};
use crate::limits::{
    Limits, MAX_MINIBATCHES, check_observed, coo_buffer_size_per_device, row_pointers_per_sc,
};
use crate::partition::{GroupLimits, GroupedSc, group_sc};
use crate::stack::{Stack, Topology, check_stack_split, plan_stacks};

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
    /// Minibatching layout (the split itself is not implemented yet).
    pub minibatching: bool,
    /// Worker threads (at least 1).
    pub threads: usize,
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
}

/// Output of `preprocess`, one entry per stack in plan order.
#[derive(Debug, Clone, PartialEq)]
pub struct Output {
    /// Per stack.
    pub stacks: Vec<StackOutput>,
}

struct DeviceResult {
    buffers: DeviceBuffers,
    ids: Vec<Vec<u32>>,
    unique: Vec<Vec<u32>>,
    dropped: u64,
    ids_in: u64,
    kept: u64,
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
        std::thread::scope(|s| {
            for _ in 0..threads {
                s.spawn(worker);
            }
        });
    }
    results
        .into_iter()
        .map(|m| m.into_inner().ok().flatten())
        .collect()
}

/// Extracts and groups one local sparse core; checks the limits when required.
fn run_sc(
    batch: &Batch,
    stack: &Stack,
    opts: &Options,
    limits: &Limits,
    device: usize,
    sc: usize,
) -> Result<(GroupedSc, u64)> {
    let topo = &opts.topology;
    let n = topo.num_partitions();
    let glimits = GroupLimits {
        max_ids: limits.max_ids_per_partition,
        max_unique: limits.max_unique_ids_per_partition,
        allow_dropping: opts.allow_id_dropping && !opts.minibatching,
    };
    let coo = extract_sc(batch, stack, topo, device, sc)?;
    let ids_in = coo.keys.len() as u64;
    let g = group_sc(coo, n, glimits);
    let over = g.ids.iter().any(|&c| c > glimits.max_ids)
        || g.unique_ids.iter().any(|&c| c > glimits.max_unique);
    if opts.minibatching && over {
        return Err(EmbedError::Config(format!(
            "stack `{}`, device {device}, sparse core {sc}: the limits need a minibatching split, which tile-embed does not implement yet",
            stack.name
        )));
    }
    if !opts.allow_id_dropping || opts.minibatching {
        check_observed(&stack.name, device, sc, &g.ids, &g.unique_ids, limits)?;
    }
    Ok((g, ids_in))
}

fn run_device(
    stack: &Stack,
    layout: &BufferLayout,
    device: usize,
    fill: bool,
    grouped: Vec<(GroupedSc, u64)>,
) -> Result<DeviceResult> {
    let ids_in = grouped.iter().map(|g| g.1).sum();
    let grouped: Vec<GroupedSc> = grouped.into_iter().map(|g| g.0).collect();
    let buffers = if fill {
        fill_device(&stack.name, device, layout, &grouped)?
    } else {
        DeviceBuffers {
            row_pointers: Vec::new(),
            embedding_ids: Vec::new(),
            sample_ids: Vec::new(),
            gains: Vec::new(),
        }
    };
    Ok(DeviceResult {
        buffers,
        dropped: grouped.iter().map(|g| g.dropped).sum(),
        kept: grouped.iter().map(|g| g.kept_occurrences).sum(),
        ids: grouped.iter().map(|g| g.ids.clone()).collect(),
        unique: grouped.into_iter().map(|g| g.unique_ids).collect(),
        ids_in,
    })
}

/// Preprocesses `batch`: the four buffers and the statistics of every stacked table.
pub fn preprocess(batch: &Batch, opts: &Options) -> Result<Output> {
    run(batch, opts, true)
}

/// Observes `batch` without limits: the statistics of every stacked table (no ids dropped,
/// no buffers filled; `devices` of every stack output is left with empty buffers). This is
/// the first pass of feedback-directed limits (`tile-embed limits`) and of `tile-embed stats`.
pub fn observe(batch: &Batch, opts: &Options) -> Result<Output> {
    let mut o = opts.clone();
    o.allow_id_dropping = false;
    o.minibatching = false;
    o.stack_limits.clear();
    o.limits = Limits {
        max_ids_per_partition: u32::MAX,
        max_unique_ids_per_partition: u32::MAX,
        suggested_buffer: Some(8 * o.topology.sparse_cores as u64),
    };
    run(batch, &o, false)
}

fn run(batch: &Batch, opts: &Options, fill: bool) -> Result<Output> {
    batch.validate()?;
    let topo = opts.topology;
    let stacks = plan_stacks(batch, &topo, opts.stack_tables)?;
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
        };
        plans.push((limits, layout));
        for d in 0..topo.devices {
            jobs.push((si, d));
        }
    }
    let nsc = topo.sparse_cores;
    let sc_jobs: Vec<(usize, usize, usize)> = jobs
        .iter()
        .flat_map(|&(si, d)| (0..nsc).map(move |sc| (si, d, sc)))
        .collect();
    let missing = || EmbedError::Config("a preprocessing job did not run".to_string());
    let grouped = par_map(sc_jobs.len(), opts.threads, |j| {
        let &(si, d, sc) = sc_jobs.get(j).ok_or_else(missing)?;
        let (stack, (limits, _)) = stacks.get(si).zip(plans.get(si)).ok_or_else(missing)?;
        run_sc(batch, stack, opts, limits, d, sc)
    });
    let mut per_device: Vec<Mutex<Vec<(GroupedSc, u64)>>> = Vec::with_capacity(jobs.len());
    let mut it = grouped.into_iter();
    for _ in 0..jobs.len() {
        let mut v = Vec::with_capacity(nsc);
        for _ in 0..nsc {
            v.push(it.next().flatten().ok_or_else(missing)??);
        }
        per_device.push(Mutex::new(v));
    }
    let filled = par_map(jobs.len(), opts.threads, |j| {
        let &(si, d) = jobs.get(j).ok_or_else(missing)?;
        let (stack, (_, layout)) = stacks.get(si).zip(plans.get(si)).ok_or_else(missing)?;
        let g = per_device
            .get(j)
            .and_then(|m| m.lock().ok().map(|mut v| std::mem::take(&mut *v)))
            .ok_or_else(missing)?;
        run_device(stack, layout, d, fill, g)
    });
    let mut device_results = Vec::with_capacity(jobs.len());
    for r in filled {
        device_results.push(r.ok_or_else(missing)??);
    }
    let mut out = Vec::with_capacity(stacks.len());
    let mut it = device_results.into_iter();
    for (stack, (limits, layout)) in stacks.into_iter().zip(plans) {
        let mut stats = StackStats::default();
        let mut devices = Vec::with_capacity(topo.devices);
        for _ in 0..topo.devices {
            let Some(r) = it.next() else { break };
            let n = topo.num_partitions();
            let mut max_ids = vec![0u32; n];
            let mut max_u = vec![0u32; n];
            let mut req = Vec::with_capacity(topo.sparse_cores);
            for (ids, uq) in r.ids.iter().zip(&r.unique) {
                for (m, &c) in max_ids.iter_mut().zip(ids) {
                    *m = (*m).max(c);
                }
                for (m, &c) in max_u.iter_mut().zip(uq) {
                    *m = (*m).max(c);
                }
                req.push(ids.iter().map(|&c| (c as u64).div_ceil(8) * 8).sum::<u64>());
            }
            stats.max_ids_per_partition.push(max_ids);
            stats.max_unique_ids_per_partition.push(max_u);
            stats.required_buffer_size_per_sc.push(req);
            stats.dropped_id_count += r.dropped;
            stats.ids_in += r.ids_in;
            stats.ids_kept += r.kept;
            devices.push(r.buffers);
        }
        let parts = topo.num_partitions() as u64;
        let batch_size_per_sc = stack.features.iter().map(|f| f.batch / parts).sum();
        out.push(StackOutput {
            batch_size_per_sc,
            coo_buffer_size_per_device: layout.coo_size as u64,
            row_pointers_size_per_device: layout.row_pointers_size as u64,
            num_minibatches: 1,
            stack,
            limits,
            devices,
            stats,
        });
    }
    Ok(Output { stacks: out })
}
