//! `.npy` input, feedback-directed limits (limits file), the stats report, the radix sort,
//! and thread-count independence of the output.

use tile_embed::coo::radix_sort_keys;
use tile_embed::generate::{GenSpec, generate};
use tile_embed::npy::{NpyArray, f32_npy, i32_npy, parse_npy};
use tile_embed::preprocess::observe;
use tile_embed::{Combiner, EmbedError, Limits, Options, Topology, fdo, json, preprocess};

fn spec(tables: usize, weights: bool) -> GenSpec {
    GenSpec {
        tables,
        extra_features: 1,
        batch: 64,
        min_ids: 1,
        max_ids: 12,
        vocab: 5000,
        dims: vec![16],
        combiner: Combiner::Mean,
        weights,
        zipf: 1.05,
        seed: 7,
    }
}

fn opts(devices: usize, sc: usize, threads: usize) -> Options {
    Options {
        topology: Topology::new(devices, sc).expect("topology"),
        stack_tables: true,
        limits: Limits::default(),
        stack_limits: Default::default(),
        allow_id_dropping: false,
        minibatching: false,
        threads,
        canonical_padding: true,
    }
}

#[test]
fn npy_roundtrip_and_dtypes() {
    let v = vec![3, -1, i32::MAX, 0];
    assert_eq!(
        parse_npy(&i32_npy(&v), "x").expect("i32"),
        NpyArray::Int(v.iter().map(|&x| x as i64).collect())
    );
    let f = vec![0.5f32, -2.0];
    assert_eq!(
        parse_npy(&f32_npy(&f), "w").expect("f32"),
        NpyArray::Float(f)
    );
    // A hand-written <i8 header (format 1.0), shape (2,).
    let mut b = b"\x93NUMPY\x01\x00".to_vec();
    let mut h = "{'descr': '<i8', 'fortran_order': False, 'shape': (2,), }".to_string();
    while !(10 + h.len() + 1).is_multiple_of(64) {
        h.push(' ');
    }
    h.push('\n');
    b.extend_from_slice(&(h.len() as u16).to_le_bytes());
    b.extend_from_slice(h.as_bytes());
    b.extend_from_slice(&7i64.to_le_bytes());
    b.extend_from_slice(&(-3i64).to_le_bytes());
    assert_eq!(parse_npy(&b, "x").expect("i8"), NpyArray::Int(vec![7, -3]));
    assert!(parse_npy(b"garbage!!!!!", "x").is_err());
}

#[test]
fn npy_batch_equals_json_batch() {
    let b = generate(&spec(2, true));
    let dir = std::env::temp_dir().join(format!("tile-embed-npy-{}", std::process::id()));
    json::write_npy_batch(&b, &dir).expect("write");
    let text = std::fs::read_to_string(dir.join("batch.json")).expect("manifest");
    let back = json::parse_batch_at(&text, &dir).expect("parse");
    assert_eq!(back, b);
    // Lengths that do not add up to the ids are an error naming the feature.
    std::fs::write(dir.join("f0.lengths.npy"), i32_npy(&[1, 2])).expect("write");
    let e = json::parse_batch_at(&text, &dir).expect_err("bad lengths");
    assert!(e.to_string().contains("feature `f0`"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn fdo_limits_hold_the_batch_and_are_tight() {
    let b = generate(&spec(3, false));
    let o = opts(2, 2, 1);
    let obs = observe(&b, &o).expect("observe");
    let lim = fdo::limits_from_observations(std::slice::from_ref(&obs));
    let text = fdo::limits_to_json(&lim);
    let parsed = fdo::parse_limits(&text).expect("parse limits");
    assert_eq!(parsed, lim);
    let mut o2 = o.clone();
    o2.stack_limits = parsed.clone();
    let out = preprocess(&b, &o2).expect("FDO limits hold");
    for s in &out.stacks {
        assert_eq!(s.stats.dropped_id_count, 0);
        assert_eq!(Some(s.limits), lim.get(&s.stack.name).copied());
    }
    // One less than the observed max ids is an over-limit error.
    let (name, l) = parsed.iter().next().expect("a stack");
    let mut tight = parsed.clone();
    tight.insert(
        name.clone(),
        Limits {
            max_ids_per_partition: l.max_ids_per_partition - 1,
            suggested_buffer: None,
            ..*l
        },
    );
    o2.stack_limits = tight;
    assert!(matches!(
        preprocess(&b, &o2),
        Err(EmbedError::LimitExceeded { .. })
    ));
    let report = fdo::stats_report(&obs);
    assert!(report.contains("skew"), "{report}");
    assert!(report.contains("histogram"), "{report}");
    assert!(
        fdo::parse_limits(
            "{\"stacks\":{\"a\":{\"max_ids_per_partition\":0,\"max_unique_ids_per_partition\":1}}}"
        )
        .is_err()
    );
}

#[test]
fn threads_do_not_change_the_output() {
    let b = generate(&spec(4, true));
    for (d, sc) in [(1, 4), (2, 4), (4, 2)] {
        let o1 = opts(d, sc, 1);
        let lim = fdo::limits_from_observations(&[observe(&b, &o1).expect("observe")]);
        let mut o1 = o1;
        o1.stack_limits = lim;
        let mut o3 = o1.clone();
        o3.threads = 3;
        // Compared as JSON: NaN padding is `null` there (NaN != NaN in `PartialEq`).
        assert_eq!(
            json::output_to_json(&preprocess(&b, &o1).expect("1 thread"), 0.0),
            json::output_to_json(&preprocess(&b, &o3).expect("3 threads"), 0.0)
        );
    }
}

#[test]
fn radix_sort_is_a_stable_sort_by_the_upper_half() {
    let mut rng = tile_embed::generate::Rng::new(3);
    for (n, bits) in [(0usize, 5u32), (10, 3), (1000, 20), (5000, 27), (3000, 1)] {
        let mut v: Vec<u64> = (0..n as u64)
            .map(|i| ((rng.next_u64() & ((1u64 << bits) - 1)) << 32) | i)
            .collect();
        let mut want = v.clone();
        want.sort_by_key(|k| k >> 32);
        radix_sort_keys(&mut v, bits);
        assert_eq!(v, want, "n={n} bits={bits}");
    }
}

/// Generous limits scale the observed maxima, drop the suggested buffer (so the buffer is the
/// theoretical maximum), survive the limits file and give the calibrated output where the
/// device reads.
#[test]
fn generous_limits_scale_the_maxima_and_use_the_theoretical_buffer() {
    let b = generate(&spec(2, true));
    let o = opts(2, 2, 2);
    let obs = observe(&b, &o).expect("observe");
    let lim = fdo::limits_from_observations(std::slice::from_ref(&obs));
    let generous = fdo::generous_limits(&lim, 3);
    assert_eq!(generous.len(), lim.len());
    for (name, g) in &generous {
        let l = lim[name];
        assert_eq!(g.max_ids_per_partition, 3 * l.max_ids_per_partition);
        assert_eq!(
            g.max_unique_ids_per_partition,
            3 * l.max_unique_ids_per_partition
        );
        assert_eq!(g.suggested_buffer, None);
    }
    assert_eq!(
        fdo::parse_limits(&fdo::limits_to_json(&generous)).expect("parse"),
        generous
    );
    let huge = fdo::generous_limits(&lim, u64::MAX);
    assert!(
        huge.values()
            .all(|l| l.max_ids_per_partition == u64::from(u32::MAX))
    );
    let (mut oc, mut og) = (o.clone(), o.clone());
    oc.stack_limits = lim;
    og.stack_limits = generous;
    og.canonical_padding = false;
    let (c, g) = (
        preprocess(&b, &oc).expect("calibrated"),
        preprocess(&b, &og).expect("generous"),
    );
    for (cs, gs) in c.stacks.iter().zip(&g.stacks) {
        assert!(gs.coo_buffer_size_per_device > cs.coo_buffer_size_per_device);
        assert_eq!(cs.stats, gs.stats);
        for ((cb, gb), (cr, gr)) in cs
            .devices
            .iter()
            .zip(&gs.devices)
            .zip(cs.read_ranges().iter().zip(gs.read_ranges()))
        {
            assert_eq!(cb.row_pointers, gb.row_pointers);
            // Same entries per sparse core, at the start of segments of different sizes.
            for (a, b) in cr.coo.iter().zip(&gr.coo) {
                assert_eq!(a.len(), b.len());
                assert_eq!(cb.embedding_ids[a.clone()], gb.embedding_ids[b.clone()]);
                assert_eq!(cb.sample_ids[a.clone()], gb.sample_ids[b.clone()]);
            }
        }
    }
}
