//! Feedback-directed limits: per-stack limits computed from observed batches (the limits
//! file of `tile-embed limits` / `--limits FILE`), and the human-readable statistics report
//! of `tile-embed stats`.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::Deserialize;

use crate::error::{EmbedError, Result};
use crate::limits::Limits;
use crate::preprocess::Output;
use tile_sparsecore::{ALIGNMENT, round_up};

/// Limits that hold every observed batch: per stack the maximum observed ids and unique ids
/// per partition (at least 1) and a suggested buffer of `sparse cores x` the largest
/// required buffer of one sparse core (at least `8 x sparse cores`).
pub fn limits_from_observations(outputs: &[Output]) -> BTreeMap<String, Limits> {
    let mut map: BTreeMap<String, Limits> = BTreeMap::new();
    for out in outputs {
        for s in &out.stacks {
            let st = &s.stats;
            let max_ids = st.max_ids_per_partition.iter().flatten().copied().max();
            let max_u = st
                .max_unique_ids_per_partition
                .iter()
                .flatten()
                .copied()
                .max();
            let nsc = st.required_buffer_size_per_sc.first().map_or(1, Vec::len) as u64;
            let req = st
                .required_buffer_size_per_sc
                .iter()
                .flatten()
                .copied()
                .max();
            let buf = round_up(req.unwrap_or(0) * nsc, ALIGNMENT * nsc).max(ALIGNMENT * nsc);
            let e = map.entry(s.stack.name.clone()).or_insert(Limits {
                max_ids_per_partition: 1,
                max_unique_ids_per_partition: 1,
                suggested_buffer: Some(ALIGNMENT * nsc),
            });
            e.max_ids_per_partition = e.max_ids_per_partition.max(u64::from(max_ids.unwrap_or(1)));
            e.max_unique_ids_per_partition = e
                .max_unique_ids_per_partition
                .max(u64::from(max_u.unwrap_or(1)));
            e.suggested_buffer = Some(e.suggested_buffer.unwrap_or(0).max(buf));
        }
    }
    map
}

/// Generous limits from calibrated ones: `factor x` the max ids and max unique ids per
/// partition (at most `u32::MAX`) and no suggested buffer, so the buffer is the theoretical
/// maximum for those limits (the situation before feedback-directed calibration).
pub fn generous_limits(
    calibrated: &BTreeMap<String, Limits>,
    factor: u64,
) -> BTreeMap<String, Limits> {
    let scale = |x: u64| x.saturating_mul(factor).min(u64::from(u32::MAX));
    calibrated
        .iter()
        .map(|(name, l)| {
            let g = Limits {
                max_ids_per_partition: scale(l.max_ids_per_partition),
                max_unique_ids_per_partition: scale(l.max_unique_ids_per_partition),
                suggested_buffer: None,
            };
            (name.clone(), g)
        })
        .collect()
}

/// The limits file: `{"stacks": {name: {"max_ids_per_partition": m,
/// "max_unique_ids_per_partition": u, "suggested_coo_buffer_size_per_device": s|null}}}`.
pub fn limits_to_json(limits: &BTreeMap<String, Limits>) -> String {
    let mut s = String::from("{\n  \"stacks\": {");
    for (i, (name, l)) in limits.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let buf = l
            .suggested_buffer
            .map_or_else(|| "null".to_string(), |b| b.to_string());
        let _ = write!(
            s,
            "\n    {}: {{\"max_ids_per_partition\": {}, \"max_unique_ids_per_partition\": {}, \"suggested_coo_buffer_size_per_device\": {}}}",
            serde_json::Value::String(name.clone()),
            l.max_ids_per_partition,
            l.max_unique_ids_per_partition,
            buf
        );
    }
    s.push_str("\n  }\n}\n");
    s
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonLimits {
    max_ids_per_partition: u32,
    max_unique_ids_per_partition: u32,
    #[serde(default)]
    suggested_coo_buffer_size_per_device: Option<u64>,
}

#[derive(Deserialize)]
struct JsonLimitsFile {
    stacks: BTreeMap<String, JsonLimits>,
}

/// Parses a limits file (see [`limits_to_json`]).
pub fn parse_limits(text: &str) -> Result<BTreeMap<String, Limits>> {
    let f: JsonLimitsFile =
        serde_json::from_str(text).map_err(|e| EmbedError::Input(format!("limits file: {e}")))?;
    let mut out = BTreeMap::new();
    for (name, l) in f.stacks {
        if l.max_ids_per_partition == 0 || l.max_unique_ids_per_partition == 0 {
            return Err(EmbedError::Input(format!(
                "limits file: stack `{name}`: limits must be positive"
            )));
        }
        out.insert(
            name,
            Limits {
                max_ids_per_partition: u64::from(l.max_ids_per_partition),
                max_unique_ids_per_partition: u64::from(l.max_unique_ids_per_partition),
                suggested_buffer: l.suggested_coo_buffer_size_per_device,
            },
        );
    }
    Ok(out)
}

/// Statistics of a list of per-partition counts.
fn summary(v: &[u32]) -> (u32, u32, f64) {
    let min = v.iter().copied().min().unwrap_or(0);
    let max = v.iter().copied().max().unwrap_or(0);
    let mean = if v.is_empty() {
        0.0
    } else {
        v.iter().map(|&x| x as f64).sum::<f64>() / v.len() as f64
    };
    (min, max, mean)
}

/// The human-readable report of `tile-embed stats`: per stack, the ids in, a histogram of
/// observed ids per (device, partition) (the max over the device's sparse cores), the skew
/// (max / mean over partitions) of ids and unique ids, required buffers, and the limits that
/// would hold this batch. `out` comes from [`crate::preprocess::observe`].
pub fn stats_report(out: &Output) -> String {
    let mut s = String::new();
    let fdo = limits_from_observations(std::slice::from_ref(out));
    for so in &out.stacks {
        let st = &so.stats;
        let ids: Vec<u32> = st.max_ids_per_partition.iter().flatten().copied().collect();
        let uq: Vec<u32> = st
            .max_unique_ids_per_partition
            .iter()
            .flatten()
            .copied()
            .collect();
        let (imin, imax, imean) = summary(&ids);
        let (umin, umax, umean) = summary(&uq);
        let tables: Vec<&str> = so.stack.tables.iter().map(|t| t.name.as_str()).collect();
        let _ = writeln!(
            s,
            "stack `{}` (tables {}; {} devices x {} sparse cores; {} samples per sparse core)",
            so.stack.name,
            tables.join(", "),
            st.max_ids_per_partition.len(),
            st.required_buffer_size_per_sc.first().map_or(0, Vec::len),
            so.batch_size_per_sc
        );
        let _ = writeln!(
            s,
            "  ids in: {}  (after within-sample dedup, kept: {})",
            st.ids_in, st.ids_kept
        );
        let _ = writeln!(
            s,
            "  ids per partition:        min {imin}  mean {imean:.1}  max {imax}  skew (max/mean) {:.2}",
            if imean > 0.0 {
                imax as f64 / imean
            } else {
                0.0
            }
        );
        let _ = writeln!(
            s,
            "  unique ids per partition: min {umin}  mean {umean:.1}  max {umax}  skew (max/mean) {:.2}",
            if umean > 0.0 {
                umax as f64 / umean
            } else {
                0.0
            }
        );
        let req: Vec<u64> = st
            .required_buffer_size_per_sc
            .iter()
            .flatten()
            .copied()
            .collect();
        let _ = writeln!(
            s,
            "  required buffer per sparse core: min {}  max {}",
            req.iter().min().unwrap_or(&0),
            req.iter().max().unwrap_or(&0)
        );
        if let Some(l) = fdo.get(&so.stack.name) {
            let _ = writeln!(
                s,
                "  limits that hold this batch: --max-ids-per-partition {} --max-unique-ids-per-partition {} --suggested-buffer {}",
                l.max_ids_per_partition,
                l.max_unique_ids_per_partition,
                l.suggested_buffer.unwrap_or(0)
            );
        }
        // Histogram of ids per (device, partition): 8 equal-width bins over [min, max].
        let bins = 8usize;
        let width = ((imax - imin) as usize).div_ceil(bins).max(1);
        let mut counts = vec![0usize; bins];
        for &c in &ids {
            let b = (((c - imin) as usize) / width).min(bins - 1);
            if let Some(x) = counts.get_mut(b) {
                *x += 1;
            }
        }
        let most = counts.iter().copied().max().unwrap_or(1).max(1);
        let _ = writeln!(s, "  histogram of ids per (device, partition):");
        for (b, &c) in counts.iter().enumerate() {
            let lo = imin as usize + b * width;
            let hi = lo + width - 1;
            let bar = "#".repeat((c * 40).div_ceil(most));
            let _ = writeln!(s, "    {lo:>9} ..{hi:>9} | {c:>5} {bar}");
        }
        let _ = writeln!(s, "  ids per partition [device][partition]:");
        for (d, row) in st.max_ids_per_partition.iter().enumerate() {
            let cells: Vec<String> = row.iter().map(u32::to_string).collect();
            let _ = writeln!(s, "    device {d}: {}", cells.join(" "));
        }
    }
    s
}
