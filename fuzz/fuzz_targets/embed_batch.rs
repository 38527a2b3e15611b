//! `tile-embed` input parsing and preprocessing. The first byte picks what the rest is:
//!
//! * `0..=253`: flags, then a limits byte, then a JSON batch
//!   (`tile_embed::json::parse_batch_at`), preprocessed with a small topology and small limits
//!   chosen by those two bytes (devices, sparse cores, stacking, id dropping, minibatching,
//!   `max_ids_per_partition` 1..=32; see `run_batch`), then observed
//!   (`observe`, `stats_report`) and printed (`output_to_json`, `batch_to_json`);
//! * `255`: a `.npy` file's bytes (`npy::parse_npy`);
//! * `254`: a limits file (`fdo::parse_limits`), then a round trip through `limits_to_json`.
//!
//! Every error is a value; a panic, hang or OOM is a crash. Batches naming `.npy` files are
//! skipped (no file-system access while fuzzing: the `.npy` parser is fuzzed on bytes).
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::collections::BTreeMap;
use std::path::Path;
use tile_embed::{Limits, Options, Topology, fdo, json, npy, preprocess};

/// Whether any feature of the batch names a `.npy` file (keys compared after JSON unescaping).
fn names_files(text: &str) -> bool {
    let Ok(v) = serde_json::from_str::<serde_json::Value>(text) else {
        return true; // Not JSON: skipped rather than trusting `parse_batch_at` to agree.
    };
    let Some(features) = v.get("features").and_then(|f| f.as_array()) else {
        return false;
    };
    features.iter().any(|f| {
        f.as_object().is_some_and(|o| {
            ["lengths_npy", "ids_npy", "weights_npy"]
                .iter()
                .any(|k| o.get(*k).is_some_and(|v| !v.is_null()))
        })
    })
}

/// `flags`: bit 0 two devices, bits 1-2 log2 sparse cores (at most 4), bit 3 table
/// stacking, bit 4 id dropping, bit 5 minibatching, bit 6 canonical padding. `lim`: bits 0-4
/// `max_ids_per_partition - 1` (1..=32), bits 5-7 the unique limit in eighths of it.
fn run_batch(flags: u8, lim: u8, text: &str) {
    if names_files(text) {
        return;
    }
    // A directory that does not exist: even a missed file reference cannot read anything.
    let Ok(batch) = json::parse_batch_at(text, Path::new("/nonexistent/tile-embed-fuzz")) else {
        return;
    };
    let _ = json::batch_to_json(&batch);
    let devices = 1usize << (flags & 1);
    let sparse_cores = 1usize << ((flags >> 1) & 3).min(2);
    let Ok(topology) = Topology::new(devices, sparse_cores) else {
        return;
    };
    let max_ids = u32::from(lim & 0x1f) + 1;
    let max_unique = (max_ids * (u32::from(lim >> 5) + 1) / 8).max(1);
    let opts = Options {
        topology,
        stack_tables: flags & 0x08 != 0,
        limits: Limits {
            max_ids_per_partition: u64::from(max_ids),
            max_unique_ids_per_partition: u64::from(max_unique),
            suggested_buffer: None,
        },
        stack_limits: BTreeMap::new(),
        allow_id_dropping: flags & 0x10 != 0,
        minibatching: flags & 0x20 != 0,
        threads: 1,
        canonical_padding: flags & 0x40 != 0,
    };
    if let Ok(out) = preprocess(&batch, &opts) {
        let _ = json::output_to_json(&out, 0.0);
    }
    if let Ok(obs) = tile_embed::preprocess::observe(&batch, &opts) {
        let _ = fdo::stats_report(&obs);
        let limits = fdo::limits_from_observations(std::slice::from_ref(&obs));
        let _ = fdo::limits_to_json(&limits);
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    match first {
        255 => {
            let _ = npy::parse_npy(rest, "fuzz.npy");
        }
        254 => {
            if let Ok(text) = std::str::from_utf8(rest)
                && let Ok(limits) = fdo::parse_limits(text)
            {
                let again = fdo::parse_limits(&fdo::limits_to_json(&limits));
                assert_eq!(again.ok(), Some(limits), "limits file round trip");
            }
        }
        _ => {
            if let Some((&lim, rest)) = rest.split_first()
                && let Ok(text) = std::str::from_utf8(rest)
            {
                run_batch(first, lim, text);
            }
        }
    }
});
