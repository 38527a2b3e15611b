//! The default output (unused capacity left unwritten) equals the canonical, fully padded
//! output on every region the device reads, and the canonical output is padding everywhere
//! else: over the fill paths (a job per device, a job per sparse core, one allocation for
//! all devices, a given plan, minibatching with and without a split), dropping, weights,
//! suggested and theoretical-maximum buffers.

use tile_embed::buffers::{PADDING_ID, ReadRanges};
use tile_embed::generate::{GenSpec, generate};
use tile_embed::preprocess::{Output, preprocess_contiguous, preprocess_planned};
use tile_embed::stack::plan_stacks;
use tile_embed::{Batch, Combiner, Limits, Options, Topology, preprocess};

#[derive(Clone, Copy, Debug)]
enum Entry {
    Plain,
    Contiguous,
    Planned,
}

struct Case {
    name: String,
    batch: Batch,
    opts: Options,
    entry: Entry,
}

#[allow(clippy::too_many_arguments)]
fn case(
    tables: usize,
    devices: usize,
    sc: usize,
    threads: usize,
    weights: bool,
    limits: (u64, u64, Option<u64>),
    dropping: bool,
    minibatching: bool,
    entry: Entry,
    seed: u64,
) -> Case {
    let (uniform, batch_per_sc) = if minibatching { (true, 24) } else { (false, 6) };
    let batch = generate(&GenSpec {
        tables,
        extra_features: 1,
        batch: devices * sc * batch_per_sc,
        min_ids: 0,
        max_ids: 7,
        vocab: if uniform { 5000 } else { 300 },
        dims: vec![8, 16],
        combiner: if weights {
            Combiner::Sqrtn
        } else {
            Combiner::Sum
        },
        weights,
        zipf: if uniform { 0.0 } else { 1.1 },
        seed,
    });
    let opts = Options {
        topology: Topology::new(devices, sc).expect("topology"),
        stack_tables: tables > 1,
        limits: Limits {
            max_ids_per_partition: limits.0,
            max_unique_ids_per_partition: limits.1,
            suggested_buffer: limits.2,
        },
        stack_limits: Default::default(),
        allow_id_dropping: dropping,
        minibatching,
        threads,
        canonical_padding: false,
    };
    Case {
        name: format!(
            "t{tables} d{devices} sc{sc} th{threads} w{weights} {limits:?} drop{dropping} mb{minibatching} {entry:?} seed{seed}"
        ),
        batch,
        opts,
        entry,
    }
}

fn cases() -> Vec<Case> {
    use Entry::*;
    let generous = (512, 512, None);
    let mut v = Vec::new();
    let mut seed = 100;
    for (tables, devices, sc) in [(1, 1, 4), (2, 2, 2), (3, 4, 1), (2, 1, 8), (1, 2, 4)] {
        for threads in [1, 2, 3] {
            for entry in [Plain, Contiguous, Planned] {
                seed += 1;
                v.push(case(
                    tables, devices, sc, threads, false, generous, false, false, entry, seed,
                ));
            }
        }
        seed += 1;
        v.push(case(
            tables,
            devices,
            sc,
            2,
            true,
            (64, 64, Some(32 * (sc * devices * sc) as u64)),
            false,
            false,
            Plain,
            seed,
        ));
        seed += 1;
        v.push(case(
            tables,
            devices,
            sc,
            1,
            true,
            (3, 2, None),
            true,
            false,
            Contiguous,
            seed,
        ));
        // Minibatching: generous limits (one minibatch), then tight ones (a split).
        for (limits, dropping) in [
            (generous, false),
            ((12, 10, None), false),
            ((4, 2, None), true),
        ] {
            for entry in [Plain, Contiguous] {
                seed += 1;
                v.push(case(
                    tables, devices, sc, 2, false, limits, dropping, true, entry, seed,
                ));
            }
        }
    }
    v
}

fn run(c: &Case, canonical: bool) -> Output {
    let mut opts = c.opts.clone();
    opts.canonical_padding = canonical;
    let r = match c.entry {
        Entry::Plain => preprocess(&c.batch, &opts),
        Entry::Contiguous => preprocess_contiguous(&c.batch, None, &opts),
        Entry::Planned => plan_stacks(&c.batch, &opts.topology, opts.stack_tables)
            .and_then(|plan| preprocess_planned(&c.batch, plan, &opts)),
    };
    r.unwrap_or_else(|e| panic!("{}: {e}", c.name))
}

/// `mask[i]`: position `i` lies in one of `ranges`.
fn mask(len: usize, ranges: &[std::ops::Range<usize>]) -> Vec<bool> {
    let mut m = vec![false; len];
    for r in ranges {
        for x in m.get_mut(r.clone()).expect("range inside the buffer") {
            *x = true;
        }
    }
    m
}

/// Entries unread by the device, summed over the case's buffers.
fn check_case(c: &Case) -> usize {
    let canon = run(c, true);
    let dflt = run(c, false);
    let name = &c.name;
    assert_eq!(canon.stacks.len(), dflt.stacks.len(), "{name}");
    let mut unread = 0;
    for (cs, ds) in canon.stacks.iter().zip(&dflt.stacks) {
        assert_eq!(cs.stats, ds.stats, "{name}: statistics");
        assert_eq!(cs.num_minibatches, ds.num_minibatches, "{name}");
        let ranges: Vec<ReadRanges> = cs.read_ranges();
        assert_eq!(ranges, ds.read_ranges(), "{name}: read ranges");
        for ((cb, db), rr) in cs.devices.iter().zip(&ds.devices).zip(&ranges) {
            assert_eq!(cb.embedding_ids.len(), db.embedding_ids.len(), "{name}");
            assert_eq!(cb.row_pointers.len(), db.row_pointers.len(), "{name}");
            let rp = mask(cb.row_pointers.len(), &rr.row_pointers);
            for (i, read) in rp.iter().enumerate() {
                if *read {
                    assert_eq!(cb.row_pointers[i], db.row_pointers[i], "{name}: rp {i}");
                } else {
                    assert_eq!(cb.row_pointers[i], PADDING_ID, "{name}: canonical rp {i}");
                    unread += 1;
                }
            }
            let coo = mask(cb.embedding_ids.len(), &rr.coo);
            for (i, read) in coo.iter().enumerate() {
                let c3 = (cb.embedding_ids[i], cb.sample_ids[i], cb.gains[i].to_bits());
                if *read {
                    let d3 = (db.embedding_ids[i], db.sample_ids[i], db.gains[i].to_bits());
                    assert_eq!(c3, d3, "{name}: entry {i}");
                } else {
                    assert_eq!(
                        c3,
                        (PADDING_ID, PADDING_ID, f32::NAN.to_bits()),
                        "{name}: canonical entry {i} outside the read ranges"
                    );
                    unread += 1;
                }
            }
        }
    }
    unread
}

#[test]
fn default_output_equals_canonical_on_read_regions() {
    let cases = cases();
    let mut unread = 0;
    let mut split = false;
    for c in &cases {
        unread += check_case(c);
        split |= run(c, false).stacks.iter().any(|s| s.num_minibatches > 1);
    }
    // The comparison is not vacuous: capacity goes unread and some case splits.
    assert!(unread > 10_000, "only {unread} unread entries");
    assert!(split, "no case needed a minibatching split");
}

/// The read ranges of a hand-checked layout: 1 device, 2 sparse cores, N = 2 (R = 8),
/// segments of 32; sparse core 0 used 16 entries, sparse core 1 used 13 (aligned 16).
#[test]
fn read_ranges_of_a_small_layout() {
    use tile_embed::buffers::{BufferLayout, device_read_ranges};
    let layout = BufferLayout {
        sparse_cores: 2,
        num_partitions: 2,
        coo_size: 64,
        row_pointers_size: 16,
        minibatching: false,
        pad_unused: false,
    };
    let rp = [6, 15, 16, 16, 16, 16, 16, 16, 8, 13, 16, 16, 16, 16, 16, 16];
    let r = device_read_ranges(&layout, &rp, 1);
    assert_eq!(r.row_pointers, vec![0..8, 8..16]);
    assert_eq!(r.coo, vec![0..16, 32..48]);
    // N >= 8: the last row pointer is a partition's unaligned end; the padding after it is read.
    let wide = BufferLayout {
        sparse_cores: 1,
        num_partitions: 8,
        coo_size: 64,
        row_pointers_size: 8,
        ..layout
    };
    let r = device_read_ranges(&wide, &[1, 8, 9, 16, 17, 17, 24, 27], 1);
    assert_eq!(r.coo, vec![0..32]);
    // Minibatching: 2 minibatches of 2 sparse cores; absolute pointers, packed segments.
    let mb = BufferLayout {
        minibatching: true,
        row_pointers_size: 2 * 64 * 8,
        ..layout
    };
    let mut rp = vec![0; 2 * 64 * 8];
    rp[..32].copy_from_slice(&[
        3, 8, 8, 8, 8, 8, 8, 8, 10, 16, 16, 16, 16, 16, 16, 16, 21, 24, 24, 24, 24, 24, 24, 24, 24,
        29, 32, 32, 32, 32, 32, 32,
    ]);
    let r = device_read_ranges(&mb, &rp, 2);
    assert_eq!(r.row_pointers, vec![0..32]);
    assert_eq!(r.coo, vec![0..32]);
}
