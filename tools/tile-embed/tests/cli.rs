//! `tile-embed preprocess` end to end: JSON in, JSON out, exit status 1 and no output file
//! on a limit overflow.

use std::path::{Path, PathBuf};
use std::process::Command;

/// `tile-embed SUBCOMMAND INPUT --devices 1 --sc 2`: every test runs one device of two sparse
/// cores; the caller adds the rest.
fn tile_embed(subcommand: &str, input: &Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tile-embed"));
    cmd.arg(subcommand)
        .arg(input)
        .args(["--devices", "1", "--sc", "2"]);
    cmd
}

const BATCH: &str = r#"{"tables":[{"name":"t0","vocab":16,"dim":4,"combiner":"sum"}],
 "features":[{"name":"f0","table":"t0","ids":[[0,1,2,3],[0,1,2,3],[0,1],[3]],"weights":null}]}"#;

fn tmp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("tile-embed-cli-{}-{name}", std::process::id()))
}

/// [`BATCH`] written to the scratch file `name`.
fn batch_file(name: &str) -> PathBuf {
    let path = tmp(name);
    std::fs::write(&path, BATCH).expect("write batch");
    path
}

#[test]
fn preprocess_writes_json() {
    let inp = batch_file("ok.json");
    let out = tmp("ok.out.json");
    let st = tile_embed("preprocess", &inp)
        .arg("--out")
        .arg(&out)
        .status()
        .expect("run");
    assert!(st.success());
    let text = std::fs::read_to_string(&out).expect("output");
    for key in [
        "\"stacked_tables\"",
        "\"row_pointers\"",
        "\"gains\"",
        "\"dropped_id_count\"",
        "\"wall_s\"",
    ] {
        assert!(text.contains(key), "missing {key}");
    }
    assert!(
        text.contains("\"row_pointers\":[[4,12,16,16,16,16,16,16,1,10,16,16,16,16,16,16]]"),
        "{text}"
    );
}

#[test]
fn limit_overflow_exits_1_without_output() {
    let inp = batch_file("lim.json");
    let out = tmp("lim.out.json");
    let o = tile_embed("preprocess", &inp)
        .args(["--max-ids-per-partition", "1", "--out"])
        .arg(&out)
        .output()
        .expect("run");
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains(
            "table `t0`, device 0, sparse core 0, partition 0: observed 4 ids but the limit is 1"
        ),
        "{err}"
    );
    assert!(!out.exists());
    let o = tile_embed("preprocess", &inp)
        .args([
            "--max-ids-per-partition",
            "1",
            "--allow-id-dropping",
            "--out",
        ])
        .arg(&out)
        .output()
        .expect("run");
    assert!(o.status.success());
    let text = std::fs::read_to_string(&out).expect("output");
    assert!(text.contains("\"dropped_id_count\":"));
}

#[test]
fn limits_then_preprocess_with_limits_file_and_stats() {
    let inp = batch_file("fdo.json");
    let lim = tmp("fdo.limits.json");
    let out = tmp("fdo.out.json");
    let st = tile_embed("limits", &inp)
        .arg("--out")
        .arg(&lim)
        .status()
        .expect("run");
    assert!(st.success());
    let text = std::fs::read_to_string(&lim).expect("limits");
    assert!(text.contains("\"t0\""), "{text}");
    assert!(text.contains("\"max_ids_per_partition\""), "{text}");
    // The defaults alone would fail (limit 1); the limits file overrides them for `t0`.
    let st = tile_embed("preprocess", &inp)
        .args(["--max-ids-per-partition", "1", "--limits"])
        .arg(&lim)
        .arg("--out")
        .arg(&out)
        .status()
        .expect("run");
    assert!(st.success());
    assert!(out.exists());
    let o = tile_embed("stats", &inp).output().expect("run");
    assert!(o.status.success());
    let report = String::from_utf8_lossy(&o.stdout);
    assert!(report.contains("stack `t0`"), "{report}");
    assert!(report.contains("skew"), "{report}");
}

/// The integers of the first array after `"key":[[` in `text`.
fn first_array(text: &str, key: &str) -> Vec<i64> {
    let pat = format!("\"{key}\":[[");
    let start = text.find(&pat).expect("key") + pat.len();
    let len = text[start..].find(']').expect("end of array");
    text[start..start + len]
        .split(',')
        .map(|x| x.trim().parse().expect("integer"))
        .collect()
}

/// Without `--canonical-padding` the tail of each sparse core's segment (after its aligned
/// end, 16 of 512 entries here) is left unwritten (zeros in a fresh buffer); with it the tail
/// is INT32_MAX. The entries and row pointers are the same.
#[test]
fn canonical_padding_flag_writes_the_unread_tail() {
    let inp = batch_file("pad.json");
    let run = |canonical: bool, name: &str| {
        let out = tmp(name);
        let mut cmd = tile_embed("preprocess", &inp);
        cmd.arg("--out").arg(&out);
        if canonical {
            cmd.arg("--canonical-padding");
        }
        assert!(cmd.status().expect("run").success());
        std::fs::read_to_string(&out).expect("output")
    };
    let (canon, dflt) = (run(true, "pad.c.json"), run(false, "pad.d.json"));
    assert_eq!(
        first_array(&canon, "row_pointers"),
        first_array(&dflt, "row_pointers")
    );
    let (c, d) = (
        first_array(&canon, "embedding_ids"),
        first_array(&dflt, "embedding_ids"),
    );
    assert_eq!((c.len(), d.len()), (1024, 1024));
    for seg in [0..512, 512..1024] {
        let used = seg.start..seg.start + 16;
        assert_eq!(c[used.clone()], d[used]);
        let tail = seg.start + 16..seg.end;
        assert!(c[tail.clone()].iter().all(|&x| x == i64::from(i32::MAX)));
        assert!(d[tail].iter().all(|&x| x == 0));
    }
}
