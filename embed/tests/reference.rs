//! Differential tests against jax-tpu-embedding 0.1.0 (`scripts/reference.py`), and the
//! checked-in fixtures that reference produced (these run without the reference).
//!
//! The reference runs when `TILE_EMBED_REFERENCE_PY` names a Python with the package, or
//! `/tmp/jte/bin/python` exists; otherwise the test prints a note and passes, unless
//! `TILE_REQUIRE_REFERENCE=1`. `TILE_EMBED_RECORD_FIXTURES=1` rewrites the fixtures.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;
use tile_embed::generate::{GenSpec, generate};
use tile_embed::{Combiner, Limits, Options, Topology, json, preprocess};

#[derive(Clone)]
struct Config {
    name: &'static str,
    spec: GenSpec,
    devices: usize,
    sc: usize,
    stack: bool,
    max_ids: u32,
    max_unique: u32,
    suggested: Option<u64>,
    dropping: bool,
    minibatching: bool,
}

#[allow(clippy::too_many_arguments)]
fn cfg(
    name: &'static str,
    tables: usize,
    devices: usize,
    sc: usize,
    stack: bool,
    combiner: Combiner,
    weights: bool,
    seed: u64,
) -> Config {
    Config {
        name,
        spec: GenSpec {
            tables,
            extra_features: 0,
            batch: devices * sc * 3,
            min_ids: 0,
            max_ids: 6,
            vocab: 40,
            dims: vec![8, 5, 16, 3],
            combiner,
            weights,
            zipf: 1.1,
            seed,
        },
        devices,
        sc,
        stack,
        max_ids: 256,
        max_unique: 256,
        suggested: None,
        dropping: false,
        minibatching: false,
    }
}

fn configs() -> Vec<Config> {
    use Combiner::*;
    let mut v = vec![
        cfg("t1_d1_sc2_sum", 1, 1, 2, false, Sum, false, 1),
        cfg("t1_d1_sc4_mean", 1, 1, 4, false, Mean, false, 2),
        cfg("t1_d1_sc8_sqrtn", 1, 1, 8, false, Sqrtn, false, 3),
        cfg("t1_d2_sc4_sum_w", 1, 2, 4, false, Sum, true, 4),
        cfg("t1_d4_sc2_mean_w", 1, 4, 2, false, Mean, true, 5),
        cfg("t1_d4_sc4_sqrtn_w", 1, 4, 4, false, Sqrtn, true, 6),
        cfg("t2_d1_sc4_stack_sum", 2, 1, 4, true, Sum, false, 7),
        cfg("t2_d2_sc2_stack_mean_w", 2, 2, 2, true, Mean, true, 8),
        cfg("t3_d2_sc4_stack_sqrtn", 3, 2, 4, true, Sqrtn, false, 9),
        cfg("t3_d4_sc2_nostack_sum_w", 3, 4, 2, false, Sum, true, 10),
        cfg("t4_d4_sc4_stack_sum_w", 4, 4, 4, true, Sum, true, 11),
        cfg("t4_d1_sc8_stack_mean", 4, 1, 8, true, Mean, false, 12),
        cfg("t4_d2_sc8_nostack_sqrtn_w", 4, 2, 8, false, Sqrtn, true, 13),
        cfg("t2_d4_sc8_stack_sum", 2, 4, 8, true, Sum, false, 14),
        cfg("t3_d1_sc2_stack_sqrtn_w", 3, 1, 2, true, Sqrtn, true, 15),
    ];
    // Feature stacking: several features on one table.
    let mut c = cfg("t2_featstack_d2_sc4_sum", 2, 2, 4, false, Sum, false, 16);
    c.spec.extra_features = 2;
    v.push(c);
    let mut c = cfg(
        "t2_featstack_stack_d1_sc4_mean_w",
        2,
        1,
        4,
        true,
        Mean,
        true,
        17,
    );
    c.spec.extra_features = 1;
    v.push(c);
    // Dropping with tight limits.
    for (name, tables, d, sc, stack, comb, w, seed, m, u) in [
        ("drop_t1_d1_sc4_sum", 1, 1, 4, false, Sum, false, 18, 3, 2),
        (
            "drop_t2_d2_sc2_stack_mean_w",
            2,
            2,
            2,
            true,
            Mean,
            true,
            19,
            4,
            3,
        ),
        (
            "drop_t3_d1_sc8_stack_sqrtn",
            3,
            1,
            8,
            true,
            Sqrtn,
            false,
            20,
            2,
            1,
        ),
        ("drop_t1_d4_sc4_sum_w", 1, 4, 4, false, Sum, true, 21, 1, 1),
    ] {
        let mut c = cfg(name, tables, d, sc, stack, comb, w, seed);
        c.spec.batch *= 4;
        c.spec.vocab = 12;
        c.max_ids = m;
        c.max_unique = u;
        c.dropping = true;
        v.push(c);
    }
    // Suggested buffers (FDO-sized).
    let mut c = cfg("suggested_t1_d1_sc4_sum", 1, 1, 4, false, Sum, false, 22);
    c.max_ids = 32;
    c.suggested = Some(100);
    v.push(c);
    let mut c = cfg("suggested_t2_d2_sc2_stack_w", 2, 2, 2, true, Sum, true, 23);
    c.max_ids = 64;
    c.suggested = Some(300);
    v.push(c);
    // Minibatching on, limits that need no split.
    let mut c = cfg("minibatch_t1_d1_sc4_sum", 1, 1, 4, false, Sum, false, 24);
    c.minibatching = true;
    v.push(c);
    let mut c = cfg(
        "minibatch_t2_d2_sc2_stack_mean_w",
        2,
        2,
        2,
        true,
        Mean,
        true,
        25,
    );
    c.minibatching = true;
    v.push(c);
    // Minibatching with limits that need a split of the 64 hash buckets.
    for (name, tables, d, sc, stack, comb, w, seed, m, u, drop) in [
        (
            "mbsplit_t1_d1_sc4_sum",
            1,
            1,
            4,
            false,
            Sum,
            false,
            27,
            12,
            10,
            false,
        ),
        (
            "mbsplit_t2_d2_sc2_stack_mean_w",
            2,
            2,
            2,
            true,
            Mean,
            true,
            28,
            10,
            8,
            false,
        ),
        (
            "mbsplit_t3_d1_sc2_nostack_sqrtn",
            3,
            1,
            2,
            false,
            Sqrtn,
            false,
            29,
            12,
            9,
            false,
        ),
        (
            "mbsplit_drop_t1_d1_sc4_sum",
            1,
            1,
            4,
            false,
            Sum,
            false,
            30,
            4,
            2,
            true,
        ),
        (
            "mbsplit_drop_t2_d2_sc4_stack_sum_w",
            2,
            2,
            4,
            true,
            Sum,
            true,
            31,
            3,
            3,
            true,
        ),
    ] {
        let mut c = cfg(name, tables, d, sc, stack, comb, w, seed);
        c.spec.batch *= 8;
        c.spec.vocab = 300;
        if !drop {
            // Without dropping every single bucket must fit: no hot ids.
            c.spec.vocab = 5000;
            c.spec.zipf = 0.0;
        }
        c.max_ids = m;
        c.max_unique = u;
        c.dropping = drop;
        c.minibatching = true;
        v.push(c);
    }
    // Larger, skewed batch.
    let mut c = cfg("large_t2_d2_sc4_stack_sum", 2, 2, 4, true, Sum, false, 26);
    c.spec.batch = 512;
    c.spec.max_ids = 32;
    c.spec.vocab = 5000;
    c.max_ids = 1024;
    c.max_unique = 1024;
    v.push(c);
    v
}

fn options(c: &Config) -> Options {
    Options {
        topology: Topology::new(c.devices, c.sc).expect("valid topology"),
        stack_tables: c.stack,
        limits: Limits {
            max_ids_per_partition: u64::from(c.max_ids),
            max_unique_ids_per_partition: u64::from(c.max_unique),
            suggested_buffer: c.suggested,
        },
        stack_limits: Default::default(),
        allow_id_dropping: c.dropping,
        minibatching: c.minibatching,
        threads: 2,
        canonical_padding: true,
    }
}

fn ours(batch: &tile_embed::Batch, c: &Config) -> Value {
    let out = preprocess(batch, &options(c)).unwrap_or_else(|e| panic!("{}: {e}", c.name));
    serde_json::from_str(&json::output_to_json(&out, 0.0)).expect("our JSON parses")
}

fn f32_bits(v: &Value) -> Option<u32> {
    v.as_f64().map(|x| (x as f32).to_bits())
}

/// Compares our output with the reference's (only the keys the reference writes).
fn compare(name: &str, ours: &Value, reference: &Value) -> Result<(), String> {
    for key in ["stacked_tables", "stats"] {
        let (Some(o), Some(r)) = (ours[key].as_object(), reference[key].as_object()) else {
            return Err(format!("{name}: `{key}` missing"));
        };
        if o.len() != r.len() {
            return Err(format!(
                "{name}: `{key}` stacks differ: {:?} vs {:?}",
                o.keys(),
                r.keys()
            ));
        }
        for (stack, rv) in r {
            let ov = &o[stack];
            for (k, rfield) in rv.as_object().into_iter().flatten() {
                if &ov[k] != rfield {
                    return Err(format!(
                        "{name}: {key}.{stack}.{k}: ours {} vs reference {}",
                        ov[k], rfield
                    ));
                }
            }
        }
    }
    let r_out = reference["outputs"].as_object().ok_or("no outputs")?;
    for (stack, rv) in r_out {
        let ov = &ours["outputs"][stack];
        for k in ["row_pointers", "embedding_ids", "sample_ids"] {
            if ov[k] != rv[k] {
                let (oa, ra) = (ov[k].as_array(), rv[k].as_array());
                let detail = oa
                    .zip(ra)
                    .and_then(|(oa, ra)| {
                        oa.iter().zip(ra).enumerate().find_map(|(d, (x, y))| {
                            let (x, y) = (x.as_array()?, y.as_array()?);
                            if x.len() != y.len() {
                                return Some(format!(
                                    "device {d}: length {} vs {}",
                                    x.len(),
                                    y.len()
                                ));
                            }
                            x.iter().zip(y).position(|(a, b)| a != b).map(|i| {
                                format!("device {d} index {i}: ours {} vs reference {}", x[i], y[i])
                            })
                        })
                    })
                    .unwrap_or_default();
                return Err(format!("{name}: outputs.{stack}.{k} differ: {detail}"));
            }
        }
        let (Some(og), Some(rg)) = (ov["gains"].as_array(), rv["gains"].as_array()) else {
            return Err(format!("{name}: gains missing"));
        };
        for (d, (x, y)) in og.iter().zip(rg).enumerate() {
            let (Some(x), Some(y)) = (x.as_array(), y.as_array()) else {
                return Err(format!("{name}: gains not nested"));
            };
            if x.len() != y.len() {
                return Err(format!(
                    "{name}: gains device {d} length {} vs {}",
                    x.len(),
                    y.len()
                ));
            }
            if let Some(i) = x
                .iter()
                .zip(y)
                .position(|(a, b)| f32_bits(a) != f32_bits(b))
            {
                return Err(format!(
                    "{name}: outputs.{stack}.gains device {d} index {i}: ours {} vs reference {}",
                    x[i], y[i]
                ));
            }
        }
        if og.len() != rg.len() {
            return Err(format!("{name}: gains device counts differ"));
        }
    }
    Ok(())
}

fn reference_python() -> Option<PathBuf> {
    if let Ok(p) = std::env::var("TILE_EMBED_REFERENCE_PY") {
        return Some(PathBuf::from(p));
    }
    let p = PathBuf::from("/tmp/jte/bin/python");
    p.exists().then_some(p)
}

fn run_reference(py: &Path, batch_json: &str, c: &Config) -> Result<Value, String> {
    let dir = std::env::temp_dir().join(format!("tile-embed-ref-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let inp = dir.join(format!("{}.batch.json", c.name));
    let outp = dir.join(format!("{}.ref.json", c.name));
    std::fs::write(&inp, batch_json).map_err(|e| e.to_string())?;
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/reference.py");
    let mut cmd = Command::new(py);
    cmd.arg(&script)
        .arg(&inp)
        .args([
            "--devices",
            &c.devices.to_string(),
            "--sc",
            &c.sc.to_string(),
        ])
        .args(["--max-ids-per-partition", &c.max_ids.to_string()])
        .args(["--max-unique-ids-per-partition", &c.max_unique.to_string()])
        .arg("--out")
        .arg(&outp)
        .env("SPARSECORE_INPUT_PREPROCESSING_THREADS", "1");
    if c.stack {
        cmd.arg("--stack");
    }
    if let Some(s) = c.suggested {
        cmd.args(["--suggested-buffer", &s.to_string()]);
    }
    if c.dropping {
        cmd.arg("--allow-id-dropping");
    }
    if c.minibatching {
        cmd.arg("--minibatching");
    }
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {}: {e}", py.display()))?;
    if !out.status.success() {
        return Err(format!(
            "{}: reference failed: {}",
            c.name,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let text = std::fs::read_to_string(&outp).map_err(|e| e.to_string())?;
    let mut v: Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    if let Some(o) = v.as_object_mut() {
        o.remove("wall_s");
    }
    Ok(v)
}

/// Runs of at least 16 padding values (INT32_MAX ids, null gains) in a device array are
/// stored as `{"pad": n}`.
fn compact(outputs: &Value) -> Value {
    let mut o = outputs.clone();
    for (_, stack) in o.as_object_mut().into_iter().flatten() {
        for (_, arr) in stack.as_object_mut().into_iter().flatten() {
            for dev in arr.as_array_mut().into_iter().flatten() {
                let Some(v) = dev.as_array() else { continue };
                let pad = |x: &Value| x.is_null() || x.as_i64() == Some(i32::MAX as i64);
                let mut out = Vec::new();
                let mut i = 0;
                while i < v.len() {
                    let run = v[i..].iter().take_while(|x| pad(x)).count();
                    if run >= 16 {
                        out.push(serde_json::json!({"pad": run, "value": v[i]}));
                        i += run;
                    } else {
                        out.push(v[i].clone());
                        i += 1;
                    }
                }
                *dev = Value::Array(out);
            }
        }
    }
    o
}

fn expand(outputs: &Value) -> Value {
    let mut o = outputs.clone();
    for (_, stack) in o.as_object_mut().into_iter().flatten() {
        for (_, arr) in stack.as_object_mut().into_iter().flatten() {
            for dev in arr.as_array_mut().into_iter().flatten() {
                let mut v = Vec::new();
                for x in dev.as_array().into_iter().flatten() {
                    match x.get("pad").and_then(Value::as_u64) {
                        Some(n) => v.extend(std::iter::repeat_n(x["value"].clone(), n as usize)),
                        None => v.push(x.clone()),
                    }
                }
                *dev = Value::Array(v);
            }
        }
    }
    o
}

fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// Configurations small enough to check in as fixtures.
const FIXTURES: &[&str] = &[
    "t1_d1_sc2_sum",
    "t1_d1_sc8_sqrtn",
    "t1_d4_sc2_mean_w",
    "t2_d2_sc2_stack_mean_w",
    "t3_d2_sc4_stack_sqrtn",
    "t2_featstack_stack_d1_sc4_mean_w",
    "drop_t1_d1_sc4_sum",
    "drop_t2_d2_sc2_stack_mean_w",
    "suggested_t1_d1_sc4_sum",
    "minibatch_t1_d1_sc4_sum",
    "mbsplit_t1_d1_sc4_sum",
    "mbsplit_t2_d2_sc2_stack_mean_w",
    "mbsplit_drop_t1_d1_sc4_sum",
];

#[test]
fn differential_against_reference() {
    let Some(py) = reference_python() else {
        assert!(
            std::env::var("TILE_REQUIRE_REFERENCE").as_deref() != Ok("1"),
            "TILE_REQUIRE_REFERENCE=1 but no reference (set TILE_EMBED_REFERENCE_PY or create /tmp/jte)"
        );
        eprintln!(
            "note: jax-tpu-embedding reference not found (TILE_EMBED_REFERENCE_PY, /tmp/jte); differential test skipped"
        );
        return;
    };
    let record = std::env::var("TILE_EMBED_RECORD_FIXTURES").as_deref() == Ok("1");
    let mut failures = Vec::new();
    let mut passed = 0;
    let only = std::env::var("TILE_EMBED_ONLY").ok();
    for c in configs() {
        if only.as_deref().is_some_and(|o| !c.name.contains(o)) {
            continue;
        }
        let batch = generate(&c.spec);
        let batch_json = json::batch_to_json(&batch);
        let reference = match run_reference(&py, &batch_json, &c) {
            Ok(v) => v,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        if c.name.starts_with("mbsplit") {
            let nmb: Vec<u64> = reference["stacked_tables"]
                .as_object()
                .into_iter()
                .flatten()
                .filter_map(|(_, st)| st["num_minibatches"].as_u64())
                .collect();
            eprintln!("{}: reference minibatches {nmb:?}", c.name);
            if nmb.iter().all(|&m| m < 2) {
                failures.push(format!("{}: no minibatching split happened", c.name));
            }
        }
        match compare(c.name, &ours(&batch, &c), &reference) {
            Ok(()) => {
                passed += 1;
                eprintln!("identical: {}", c.name);
            }
            Err(e) => failures.push(e),
        }
        if record && FIXTURES.contains(&c.name) {
            let fixture = serde_json::json!({
                "config": {"devices": c.devices, "sc": c.sc, "stack": c.stack,
                    "max_ids_per_partition": c.max_ids, "max_unique_ids_per_partition": c.max_unique,
                    "suggested_buffer": c.suggested, "allow_id_dropping": c.dropping,
                    "minibatching": c.minibatching},
                "batch": serde_json::from_str::<Value>(&batch_json).expect("batch JSON"),
                "expected": {"stacked_tables": reference["stacked_tables"], "stats": reference["stats"],
                    "outputs": compact(&reference["outputs"])},
            });
            std::fs::write(
                fixture_dir().join(format!("{}.json", c.name)),
                serde_json::to_string(&fixture).expect("fixture JSON"),
            )
            .expect("write fixture");
        }
    }
    eprintln!("{passed} configurations byte-identical to jax-tpu-embedding 0.1.0");
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn checked_in_reference_fixtures() {
    let mut n = 0;
    for name in FIXTURES {
        let path = fixture_dir().join(format!("{name}.json"));
        let Ok(text) = std::fs::read_to_string(&path) else {
            panic!("missing fixture {}", path.display());
        };
        let fx: Value = serde_json::from_str(&text).expect("fixture parses");
        let cfgv = &fx["config"];
        let batch = json::parse_batch(&fx["batch"].to_string()).expect("fixture batch");
        let c = Config {
            name,
            spec: cfg(name, 1, 1, 1, false, Combiner::Sum, false, 0).spec,
            devices: cfgv["devices"].as_u64().unwrap_or(1) as usize,
            sc: cfgv["sc"].as_u64().unwrap_or(1) as usize,
            stack: cfgv["stack"].as_bool().unwrap_or(false),
            max_ids: cfgv["max_ids_per_partition"].as_u64().unwrap_or(256) as u32,
            max_unique: cfgv["max_unique_ids_per_partition"].as_u64().unwrap_or(256) as u32,
            suggested: cfgv["suggested_buffer"].as_u64(),
            dropping: cfgv["allow_id_dropping"].as_bool().unwrap_or(false),
            minibatching: cfgv["minibatching"].as_bool().unwrap_or(false),
        };
        let mut expected = fx["expected"].clone();
        expected["outputs"] = expand(&fx["expected"]["outputs"]);
        if let Err(e) = compare(name, &ours(&batch, &c), &expected) {
            panic!("{e}");
        }
        n += 1;
    }
    assert_eq!(n, FIXTURES.len());
}
