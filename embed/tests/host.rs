//! Host preprocessing behaviour: the seed document's examples, the reference's golden
//! buffers, limits and their errors.

use tile_embed::coo::{column_id, samples_to_coo};
use tile_embed::limits::{hbm_stack_backward_bytes, hbm_stack_forward_bytes};
use tile_embed::{
    Batch, Combiner, EmbedError, Feature, Limits, Options, Table, Topology, preprocess,
};

fn batch(rows: &[Vec<i64>], vocab: u64, combiner: Combiner) -> Batch {
    Batch {
        tables: vec![Table {
            name: "t0".into(),
            vocab,
            dim: 8,
            combiner,
        }],
        features: vec![Feature::from_rows("f0", "t0", rows, None).expect("feature")],
    }
}

fn opts(devices: usize, sc: usize, max_ids: u32, max_unique: u32) -> Options {
    Options {
        topology: Topology::new(devices, sc).expect("topology"),
        stack_tables: false,
        limits: Limits {
            max_ids_per_partition: u64::from(max_ids),
            max_unique_ids_per_partition: u64::from(max_unique),
            suggested_buffer: None,
        },
        stack_limits: Default::default(),
        allow_id_dropping: false,
        minibatching: false,
        threads: 1,
        canonical_padding: true,
    }
}

/// The seed document's three-sample example: `[A]`, `[A,B,C]`, `[B,B,D]` becomes
/// `row_ids = [0,1,1,1,2,2]`, `col_ids = [A,A,B,C,B,D]` after within-sample dedup.
#[test]
fn seed_three_sample_coo_example() {
    let (a, b, c, d) = (10, 11, 12, 13);
    let coo = samples_to_coo(&[vec![a], vec![a, b, c], vec![b, b, d]]);
    assert_eq!(coo.row_ids, vec![0, 1, 1, 1, 2, 2]);
    assert_eq!(coo.col_ids, vec![a, a, b, c, b, d]);
    assert_eq!(coo.values, vec![1.0, 1.0, 1.0, 1.0, 2.0, 1.0]);
}

/// The same example through the full pipeline on one device with one sparse core (so all
/// three samples stay on one core and `N = 1`), with ids A..D = 0..3.
#[test]
fn seed_example_through_the_pipeline() {
    let b = batch(&[vec![0], vec![0, 1, 2], vec![1, 1, 3]], 8, Combiner::Sum);
    let out = preprocess(&b, &opts(1, 1, 256, 256)).expect("preprocess");
    let dev = &out.stacks[0].devices[0];
    // Sorted by (partition, local id, sample): (0,s0) (0,s1) (1,s1) (1,s2) (2,s1) (3,s2).
    assert_eq!(&dev.embedding_ids[..6], &[0, 0, 1, 1, 2, 3]);
    assert_eq!(&dev.sample_ids[..6], &[0, 1, 1, 2, 1, 2]);
    assert_eq!(&dev.gains[..6], &[1.0, 1.0, 1.0, 2.0, 1.0, 1.0]);
    assert_eq!(dev.row_pointers, vec![6, 8, 8, 8, 8, 8, 8, 8]);
    assert_eq!(dev.embedding_ids[6], i32::MAX);
    assert!(dev.gains[7].is_nan());
}

/// The seed document's HBM stack formulas.
#[test]
fn seed_hbm_stack_formulas() {
    // (2*8+1) * 8 * 4 * 4 and 3*8*8*4*4.
    assert_eq!(hbm_stack_forward_bytes(8, 8, 4), 17 * 8 * 4 * 4);
    assert_eq!(hbm_stack_backward_bytes(8, 8, 4), 3 * 8 * 8 * 4 * 4);
    assert_eq!(
        hbm_stack_forward_bytes(128, 792, 512),
        (2 * 128 + 1) * 792 * 512 * 4
    );
}

#[test]
fn mod_sharding_column_transform() {
    // Unstacked: partition = id % N, local id = id / N.
    for id in 0..64u32 {
        let col = column_id(id, 0, 0, 8);
        assert_eq!(col & 7, id % 8);
        assert_eq!(col >> 3, id / 8);
    }
    // Rotation by 4 and offset 32 (local ids + 4) on N = 8.
    let col = column_id(5, 4, 32, 8);
    assert_eq!(col & 7, (5 + 4) % 8);
    assert_eq!(col >> 3, 4, "id 5 / 8 = 0 plus the offset 4");
}

/// The reference's `FillBuffer` golden test: 1 device x 4 cores, 2 samples per core,
/// every sample `{0,1,2,3}`, buffer 160 (40 per core).
#[test]
fn golden_fill_buffer() {
    let rows: Vec<Vec<i64>> = (0..8).map(|_| vec![0, 1, 2, 3]).collect();
    let mut o = opts(1, 4, 256, 256);
    o.limits.suggested_buffer = Some(160);
    let out = preprocess(&batch(&rows, 16, Combiner::Sum), &o).expect("preprocess");
    let dev = &out.stacks[0].devices[0];
    assert_eq!(dev.embedding_ids.len(), 160);
    for s in 0..4 {
        assert_eq!(
            &dev.row_pointers[s * 8..s * 8 + 8],
            &[2, 10, 18, 26, 32, 32, 32, 32]
        );
        let seg = &dev.embedding_ids[s * 40..s * 40 + 10];
        assert_eq!(&seg[..2], &[0, 0]);
        assert!(seg[2..8].iter().all(|&x| x == i32::MAX));
        assert_eq!(&dev.sample_ids[s * 40..s * 40 + 2], &[0, 1]);
        assert!(dev.gains[s * 40 + 2..s * 40 + 8].iter().all(|g| g.is_nan()));
    }
    assert_eq!(
        out.stacks[0].stats.required_buffer_size_per_sc,
        vec![vec![32, 32, 32, 32]]
    );
}

/// The reference's `IdDropping` golden test: 16 samples x `{0,1,2,3}`, 4 cores, limits 2/1.
#[test]
fn golden_id_dropping() {
    let rows: Vec<Vec<i64>> = (0..16).map(|_| vec![0, 1, 2, 3]).collect();
    let mut o = opts(1, 4, 2, 1);
    o.allow_id_dropping = true;
    let out = preprocess(&batch(&rows, 16, Combiner::Sum), &o).expect("preprocess");
    let st = &out.stacks[0].stats;
    assert_eq!(st.dropped_id_count, 32);
    assert_eq!(st.max_ids_per_partition, vec![vec![4, 4, 4, 4]]);
    assert_eq!(st.max_unique_ids_per_partition, vec![vec![1, 1, 1, 1]]);
    assert_eq!(st.required_buffer_size_per_sc, vec![vec![32, 32, 32, 32]]);
    assert_eq!(st.ids_in, st.ids_kept + st.dropped_id_count);
    let dev = &out.stacks[0].devices[0];
    // Per core the first two samples of each partition are kept.
    assert_eq!(&dev.row_pointers[..8], &[2, 10, 18, 26, 32, 32, 32, 32]);
}

#[test]
fn over_limit_without_dropping_names_everything() {
    let rows: Vec<Vec<i64>> = (0..16).map(|_| vec![0, 1, 2, 3]).collect();
    let err = preprocess(&batch(&rows, 16, Combiner::Sum), &opts(1, 4, 2, 8)).unwrap_err();
    assert_eq!(
        err,
        EmbedError::LimitExceeded {
            stack: "t0".into(),
            device: 0,
            sparse_core: 0,
            partition: 0,
            what: "ids",
            observed: 4,
            allowed: 2
        }
    );
    let msg = err.to_string();
    assert!(
        msg.contains("table `t0`") && msg.contains("partition 0") && msg.contains("observed 4")
    );
    let err = preprocess(&batch(&rows, 16, Combiner::Sum), &opts(1, 1, 256, 2)).unwrap_err();
    assert!(err.to_string().contains("unique ids"), "{err}");
}

#[test]
fn dropping_conserves_ids() {
    let spec = tile_embed::generate::GenSpec {
        tables: 3,
        extra_features: 1,
        batch: 64,
        min_ids: 0,
        max_ids: 9,
        vocab: 30,
        dims: vec![8],
        combiner: Combiner::Mean,
        weights: true,
        zipf: 1.2,
        seed: 99,
    };
    let b = tile_embed::generate::generate(&spec);
    let mut o = opts(2, 4, 3, 2);
    o.allow_id_dropping = true;
    o.stack_tables = true;
    let out = preprocess(&b, &o).expect("preprocess");
    let total: u64 = out.stacks.iter().map(|s| s.stats.ids_in).sum();
    assert_eq!(total as usize, b.num_ids());
    for s in &out.stacks {
        assert!(s.stats.dropped_id_count > 0);
        assert_eq!(s.stats.ids_in, s.stats.ids_kept + s.stats.dropped_id_count);
    }
}

#[test]
fn too_small_suggested_buffer_is_an_error() {
    let rows: Vec<Vec<i64>> = (0..8).map(|_| vec![0, 1, 2, 3]).collect();
    // One thread builds the device buffers in order, two write segments in parallel; with
    // dropping the (generic) grouping walk fills them.
    for (threads, dropping) in [(1, false), (2, false), (1, true), (2, true)] {
        let mut o = opts(1, 4, 256, 256);
        o.limits.suggested_buffer = Some(64);
        o.threads = threads;
        o.allow_id_dropping = dropping;
        let err = preprocess(&batch(&rows, 16, Combiner::Sum), &o).unwrap_err();
        assert!(
            matches!(
                err,
                EmbedError::BufferTooSmall {
                    needed: 32,
                    available: 16,
                    ..
                }
            ),
            "{threads} threads, dropping {dropping}: {err}"
        );
    }
}

#[test]
fn threads_do_not_change_the_output() {
    let spec = tile_embed::generate::GenSpec {
        tables: 4,
        extra_features: 0,
        batch: 128,
        min_ids: 1,
        max_ids: 12,
        vocab: 500,
        dims: vec![8, 16],
        combiner: Combiner::Sqrtn,
        weights: false,
        zipf: 1.05,
        seed: 5,
    };
    let b = tile_embed::generate::generate(&spec);
    let mut o = opts(4, 2, 512, 512);
    o.stack_tables = true;
    let one = preprocess(&b, &o).expect("1 thread");
    o.threads = 3;
    let three = preprocess(&b, &o).expect("3 threads");
    assert_eq!(format!("{one:?}"), format!("{three:?}"));
}

#[test]
fn input_errors_are_located() {
    let b = batch(&[vec![0, 99]], 16, Combiner::Sum);
    let err = preprocess(&b, &opts(1, 1, 256, 256))
        .unwrap_err()
        .to_string();
    assert!(err.contains("sample 0, position 1: id 99"), "{err}");
    let b = batch(&[vec![0], vec![1], vec![2]], 16, Combiner::Sum);
    let err = preprocess(&b, &opts(1, 2, 256, 256))
        .unwrap_err()
        .to_string();
    assert!(err.contains("batch 3 is not a positive multiple"), "{err}");
    assert!(Topology::new(3, 2).is_err());
    let err = tile_embed::json::parse_batch(
        "{\"tables\":[],\"features\":[{\"name\":\"f\",\"table\":\"t\",\"ids\":[[-1]]}]}",
    )
    .unwrap_err()
    .to_string();
    assert!(err.contains("id -1"), "{err}");
}

/// Minibatching splits when a partition is over its limits, but one column seen by more
/// samples than `max_ids` cannot be split (it stays in one hash bucket): without dropping
/// that is an error naming the bucket (the reference aborts the process), with dropping the
/// excess goes and `ids in = kept + dropped` holds.
#[test]
fn minibatching_split_and_an_unsplittable_bucket() {
    // 8 samples on one core: ids 0..8 each once (fits after a split), then id 0 in all.
    let rows: Vec<Vec<i64>> = (0..8).map(|i| vec![i, 8 + i]).collect();
    let b = batch(&rows, 64, Combiner::Sum);
    let mut o = opts(1, 1, 4, 4);
    o.minibatching = true;
    let out = preprocess(&b, &o).expect("a split makes it fit");
    let st = &out.stacks[0];
    assert!(st.num_minibatches > 1, "{}", st.num_minibatches);
    assert_eq!(st.stats.max_ids_per_partition, vec![vec![16]]);
    assert_eq!(st.stats.dropped_id_count, 0);

    let hot: Vec<Vec<i64>> = (0..8).map(|_| vec![0]).collect();
    let b = batch(&hot, 64, Combiner::Sum);
    let err = preprocess(&b, &o).expect_err("one bucket over the limit");
    assert!(err.to_string().contains("minibatching bucket"), "{err}");
    o.allow_id_dropping = true;
    let out = preprocess(&b, &o).expect("dropping");
    let st = &out.stacks[0].stats;
    assert_eq!(st.dropped_id_count, 4);
    assert_eq!(st.ids_in, st.ids_kept + st.dropped_id_count);
}

/// An id outside its table's vocabulary is an input error naming the feature, sample,
/// position and table (ids are checked per sparse core during extraction, then the full
/// validation names the first bad one).
#[test]
fn an_id_outside_the_vocabulary_is_named() {
    let b = batch(&[vec![0], vec![1, 9], vec![2], vec![3]], 8, Combiner::Sum);
    let err = preprocess(&b, &opts(1, 2, 256, 256)).expect_err("id 9 >= vocabulary 8");
    assert_eq!(
        err.to_string(),
        "invalid input: feature `f0`, sample 1, position 1: id 9 is outside table `t0` (vocabulary 8)"
    );
}

/// Randomized configurations through every path (direct fill per sparse core or per device,
/// dropping, minibatching with and without a split, tiny suggested buffers): never a panic,
/// the same result for 1 and 2 threads, and `ids in = kept + dropped` whenever it succeeds.
#[test]
fn random_configurations_are_consistent() {
    use tile_embed::generate::{GenSpec, Rng, generate};
    let mut rng = Rng::new(42);
    let combiners = [Combiner::Sum, Combiner::Mean, Combiner::Sqrtn];
    let mut ok = 0;
    for seed in 0..120u64 {
        let devices = 1usize << rng.below(3);
        let sc = 1usize << rng.below(3);
        let spec = GenSpec {
            tables: 1 + rng.below(3) as usize,
            extra_features: rng.below(2) as usize,
            batch: devices * sc * (1 + rng.below(6) as usize),
            min_ids: rng.below(2) as usize,
            max_ids: 1 + rng.below(8) as usize,
            vocab: 5 + rng.below(300),
            dims: vec![8, 4],
            combiner: combiners[rng.below(3) as usize],
            weights: rng.below(2) == 1,
            zipf: if rng.below(2) == 1 { 1.1 } else { 0.0 },
            seed,
        };
        let b = generate(&spec);
        let mut o = opts(
            devices,
            sc,
            1 + rng.below(12) as u32,
            1 + rng.below(8) as u32,
        );
        o.stack_tables = rng.below(2) == 1;
        o.allow_id_dropping = rng.below(2) == 1;
        o.minibatching = rng.below(3) == 0;
        if rng.below(4) == 0 {
            o.limits.suggested_buffer = Some(8 * sc as u64 * (1 + rng.below(8)));
        }
        o.threads = 1;
        let one = preprocess(&b, &o);
        o.threads = 2;
        let two = preprocess(&b, &o);
        assert_eq!(format!("{one:?}"), format!("{two:?}"), "seed {seed}");
        // The contiguous layout (one buffer for all devices) and a given plan (the one
        // `plan_stacks` makes) change nothing else.
        let plan = tile_embed::stack::plan_stacks(&b, &o.topology, o.stack_tables).expect("plan");
        for threads in [1, 2] {
            o.threads = threads;
            let planned = tile_embed::preprocess_planned(&b, plan.clone(), &o);
            assert_eq!(
                format!("{one:?}"),
                format!("{planned:?}"),
                "seed {seed} planned"
            );
            let cont = tile_embed::preprocess_contiguous(&b, Some(plan.clone()), &o);
            match (&one, cont) {
                (Ok(a), Ok(mut c)) => {
                    for (x, y) in a.stacks.iter().zip(&mut c.stacks) {
                        assert_eq!(y.devices.len(), 1, "seed {seed}");
                        let all = &y.devices[0];
                        let cat = |f: fn(&tile_embed::buffers::DeviceBuffers) -> Vec<u32>| {
                            x.devices.iter().flat_map(f).collect::<Vec<u32>>()
                        };
                        let fields: [fn(&tile_embed::buffers::DeviceBuffers) -> Vec<u32>; 4] = [
                            |b| b.row_pointers.iter().map(|&v| v as u32).collect(),
                            |b| b.embedding_ids.iter().map(|&v| v as u32).collect(),
                            |b| b.sample_ids.iter().map(|&v| v as u32).collect(),
                            |b| b.gains.iter().map(|v| v.to_bits()).collect(),
                        ];
                        for f in fields {
                            assert_eq!(cat(f), f(all), "seed {seed}");
                        }
                        y.devices = x.devices.clone();
                    }
                    assert_eq!(format!("{a:?}"), format!("{c:?}"), "seed {seed}");
                }
                (Err(a), Err(c)) => assert_eq!(a, &c, "seed {seed}"),
                (a, c) => panic!("seed {seed}: {a:?} vs contiguous {c:?}"),
            }
        }
        if let Ok(out) = one {
            ok += 1;
            for s in &out.stacks {
                assert_eq!(
                    s.stats.ids_in,
                    s.stats.ids_kept + s.stats.dropped_id_count,
                    "seed {seed}"
                );
            }
        }
    }
    assert!(ok > 20, "only {ok} configurations succeeded");
}
