//! Without canonical padding nothing is written outside the regions the device reads: the
//! buffers of a canonical run are overwritten with markers and recycled, and the next
//! default run (which reuses them) leaves every marker outside the read regions in place,
//! on every fill path. One test in its own binary: it relies on the process-wide pool.

use tile_embed::generate::{GenSpec, generate};
use tile_embed::pool;
use tile_embed::preprocess::preprocess_contiguous;
use tile_embed::{Combiner, Limits, Options, Topology, preprocess};

const MARK: i32 = 0x5eed;
const MARK_GAIN: f32 = -7.5;

#[test]
fn unread_regions_are_not_written() {
    // (devices, sparse cores, threads, minibatching, contiguous): a job per device, a job
    // per sparse core, one allocation for all devices, the minibatching fill (per device and
    // into one allocation).
    for (devices, sc, threads, minibatching, contiguous) in [
        (2, 4, 1, false, false),
        (1, 4, 2, false, false),
        (2, 2, 2, false, true),
        (2, 2, 1, true, false),
        (2, 2, 2, true, true),
    ] {
        let batch = generate(&GenSpec {
            tables: 2,
            extra_features: 0,
            batch: devices * sc * 8,
            min_ids: 1,
            max_ids: 6,
            vocab: 400,
            dims: vec![8],
            combiner: Combiner::Mean,
            weights: false,
            zipf: 1.0,
            seed: 9,
        });
        let mut opts = Options {
            topology: Topology::new(devices, sc).expect("topology"),
            stack_tables: true,
            limits: Limits {
                max_ids_per_partition: 256,
                max_unique_ids_per_partition: 256,
                suggested_buffer: None,
            },
            stack_limits: Default::default(),
            allow_id_dropping: false,
            minibatching,
            threads,
            canonical_padding: true,
        };
        let run = |opts: &Options| {
            if contiguous {
                preprocess_contiguous(&batch, None, opts)
            } else {
                preprocess(&batch, opts)
            }
            .expect("preprocess")
        };
        pool::clear();
        let canon = run(&opts);
        let mut marked = canon.clone();
        for s in &mut marked.stacks {
            for d in &mut s.devices {
                d.row_pointers.fill(MARK);
                d.embedding_ids.fill(MARK);
                d.sample_ids.fill(MARK);
                d.gains.fill(MARK_GAIN);
            }
        }
        marked.recycle();
        opts.canonical_padding = false;
        let out = run(&opts);
        let what = format!("d{devices} sc{sc} th{threads} mb{minibatching} c{contiguous}");
        let mut unread = 0;
        for (s, cs) in out.stacks.iter().zip(&canon.stacks) {
            for ((b, cb), rr) in s.devices.iter().zip(&cs.devices).zip(s.read_ranges()) {
                let inside = |ranges: &[std::ops::Range<usize>], i: usize| {
                    ranges.iter().any(|r| r.contains(&i))
                };
                for (i, &x) in b.row_pointers.iter().enumerate() {
                    if inside(&rr.row_pointers, i) {
                        assert_eq!(x, cb.row_pointers[i], "{what}: rp {i}");
                    } else {
                        assert_eq!(x, MARK, "{what}: row pointer {i} was written");
                        unread += 1;
                    }
                }
                for i in 0..b.embedding_ids.len() {
                    let got = (b.embedding_ids[i], b.sample_ids[i], b.gains[i].to_bits());
                    if inside(&rr.coo, i) {
                        let want = (cb.embedding_ids[i], cb.sample_ids[i], cb.gains[i].to_bits());
                        assert_eq!(got, want, "{what}: entry {i}");
                    } else {
                        assert_eq!(
                            got,
                            (MARK, MARK, MARK_GAIN.to_bits()),
                            "{what}: entry {i} outside the read regions was written"
                        );
                        unread += 1;
                    }
                }
            }
        }
        assert!(unread > 100, "{what}: only {unread} unread entries");
    }
}
