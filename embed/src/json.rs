//! JSON input (the batch) and output (stacked tables, buffers, statistics).

use serde::Deserialize;
use std::fmt::Write as _;
use std::path::Path;

use crate::batch::{Batch, Combiner, Feature, Table};
use crate::error::{EmbedError, Result};
use crate::npy::{self, NpyArray, read_npy};
use crate::preprocess::Output;

#[derive(Deserialize)]
struct JsonTable {
    name: String,
    vocab: u64,
    dim: u64,
    #[serde(default = "default_combiner")]
    combiner: String,
}

fn default_combiner() -> String {
    "sum".to_string()
}

#[derive(Deserialize)]
struct JsonFeature {
    name: String,
    table: String,
    #[serde(default)]
    ids: Option<Vec<Vec<i64>>>,
    #[serde(default)]
    weights: Option<Vec<Vec<f32>>>,
    /// `.npy` input: samples' lengths (relative to the batch file's directory).
    #[serde(default)]
    lengths_npy: Option<String>,
    /// `.npy` input: the flat ids.
    #[serde(default)]
    ids_npy: Option<String>,
    /// `.npy` input: the flat weights (optional).
    #[serde(default)]
    weights_npy: Option<String>,
}

#[derive(Deserialize)]
struct JsonBatch {
    features: Vec<JsonFeature>,
    tables: Vec<JsonTable>,
}

/// Parses a batch: `{"features":[{"name","table","ids":[[..]],"weights":[[..]]|null}],
/// "tables":[{"name","vocab","dim","combiner"}]}`. Features given as `.npy` files are read
/// relative to the current directory (see [`parse_batch_at`]).
pub fn parse_batch(text: &str) -> Result<Batch> {
    parse_batch_at(text, Path::new("."))
}

fn npy_feature(f: &JsonFeature, base: &Path) -> Result<Feature> {
    let ctx = |m: String| EmbedError::Input(format!("feature `{}`: {m}", f.name));
    let (Some(lp), Some(ip)) = (&f.lengths_npy, &f.ids_npy) else {
        return Err(ctx(
            "needs `ids` or both `lengths_npy` and `ids_npy`".to_string()
        ));
    };
    let NpyArray::Int(lengths) = read_npy(&base.join(lp))? else {
        return Err(ctx(format!("{lp}: lengths must be integers")));
    };
    let NpyArray::Int(ids) = read_npy(&base.join(ip))? else {
        return Err(ctx(format!("{ip}: ids must be integers")));
    };
    let mut splits = Vec::with_capacity(lengths.len() + 1);
    splits.push(0usize);
    let mut acc = 0usize;
    for (i, &l) in lengths.iter().enumerate() {
        let l = usize::try_from(l).map_err(|_| ctx(format!("sample {i}: negative length {l}")))?;
        acc += l;
        splits.push(acc);
    }
    if acc != ids.len() {
        return Err(ctx(format!(
            "lengths sum to {acc} but {ip} holds {} ids",
            ids.len()
        )));
    }
    let ids = ids
        .iter()
        .enumerate()
        .map(|(k, &v)| {
            i32::try_from(v)
                .map_err(|_| ctx(format!("id {v} at position {k} is out of int32 range")))
        })
        .collect::<Result<Vec<i32>>>()?;
    let weights = match &f.weights_npy {
        None => None,
        Some(wp) => {
            let w = match read_npy(&base.join(wp))? {
                NpyArray::Float(w) => w,
                NpyArray::Int(w) => w.iter().map(|&x| x as f32).collect(),
            };
            if w.len() != ids.len() {
                return Err(ctx(format!(
                    "{wp} holds {} weights for {} ids",
                    w.len(),
                    ids.len()
                )));
            }
            Some(w)
        }
    };
    Ok(Feature {
        name: f.name.clone(),
        table: f.table.clone(),
        splits: splits.into(),
        ids: ids.into(),
        weights: weights.map(Into::into),
    })
}

/// Writes `batch` as a manifest `DIR/batch.json` whose features point to `.npy` files
/// (`<feature>.lengths.npy`, `<feature>.ids.npy`, `<feature>.weights.npy`) in `dir`.
pub fn write_npy_batch(batch: &Batch, dir: &Path) -> Result<()> {
    let io =
        |p: &Path, e: std::io::Error| EmbedError::Io(format!("cannot write {}: {e}", p.display()));
    std::fs::create_dir_all(dir).map_err(|e| io(dir, e))?;
    let mut s = String::from("{\"tables\":[");
    for (i, t) in batch.tables.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let _ = write!(
            s,
            "{{\"name\":{},\"vocab\":{},\"dim\":{},\"combiner\":\"{}\"}}",
            quote(&t.name),
            t.vocab,
            t.dim,
            t.combiner.name()
        );
    }
    s.push_str("],\"features\":[");
    for (i, f) in batch.features.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let lengths: Vec<i32> = f
            .splits
            .windows(2)
            .map(|w| match *w {
                [lo, hi] => hi.saturating_sub(lo) as i32,
                _ => 0,
            })
            .collect();
        let files = [
            (format!("{}.lengths.npy", f.name), npy::i32_npy(&lengths)),
            (format!("{}.ids.npy", f.name), npy::i32_npy(&f.ids)),
        ];
        for (name, bytes) in &files {
            let p = dir.join(name);
            std::fs::write(&p, bytes).map_err(|e| io(&p, e))?;
        }
        let _ = write!(
            s,
            "{{\"name\":{},\"table\":{},\"lengths_npy\":{},\"ids_npy\":{}",
            quote(&f.name),
            quote(&f.table),
            quote(&files[0].0),
            quote(&files[1].0)
        );
        if let Some(w) = &f.weights {
            let name = format!("{}.weights.npy", f.name);
            let p = dir.join(&name);
            std::fs::write(&p, npy::f32_npy(w)).map_err(|e| io(&p, e))?;
            let _ = write!(s, ",\"weights_npy\":{}", quote(&name));
        }
        s.push('}');
    }
    s.push_str("]}");
    let p = dir.join("batch.json");
    std::fs::write(&p, s).map_err(|e| io(&p, e))
}

/// Parses a batch whose `.npy` feature files are relative to `base`.
pub fn parse_batch_at(text: &str, base: &Path) -> Result<Batch> {
    let jb: JsonBatch =
        serde_json::from_str(text).map_err(|e| EmbedError::Input(format!("batch JSON: {e}")))?;
    let mut tables = Vec::with_capacity(jb.tables.len());
    for t in jb.tables {
        tables.push(Table {
            combiner: Combiner::parse(&t.combiner)
                .map_err(|e| EmbedError::Input(format!("table `{}`: {e}", t.name)))?,
            name: t.name,
            vocab: t.vocab,
            dim: t.dim,
        });
    }
    let mut features = Vec::with_capacity(jb.features.len());
    for f in jb.features {
        match &f.ids {
            Some(ids) => {
                features.push(Feature::from_rows(
                    &f.name,
                    &f.table,
                    ids,
                    f.weights.as_deref(),
                )?);
            }
            None => features.push(npy_feature(&f, base)?),
        }
    }
    Ok(Batch { tables, features })
}

/// Serializes a batch back to the input JSON format.
pub fn batch_to_json(batch: &Batch) -> String {
    let mut s = String::from("{\"tables\":[");
    for (i, t) in batch.tables.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let _ = write!(
            s,
            "{{\"name\":{},\"vocab\":{},\"dim\":{},\"combiner\":\"{}\"}}",
            quote(&t.name),
            t.vocab,
            t.dim,
            t.combiner.name()
        );
    }
    s.push_str("],\"features\":[");
    for (i, f) in batch.features.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let _ = write!(
            s,
            "{{\"name\":{},\"table\":{},\"ids\":[",
            quote(&f.name),
            quote(&f.table)
        );
        for (r, w) in f.splits.windows(2).enumerate() {
            if r > 0 {
                s.push(',');
            }
            if let Some(ids) = f.ids.get(span(w)) {
                push_ints(&mut s, ids.iter().map(|&v| v as i64));
            }
        }
        s.push_str("],\"weights\":");
        match &f.weights {
            None => s.push_str("null"),
            Some(wts) => {
                s.push('[');
                for (r, w) in f.splits.windows(2).enumerate() {
                    if r > 0 {
                        s.push(',');
                    }
                    if let Some(ws) = wts.get(span(w)) {
                        push_floats(&mut s, ws);
                    }
                }
                s.push(']');
            }
        }
        s.push('}');
    }
    s.push_str("]}");
    s
}

/// The id range of a sample from a window `[lo, hi]` of row splits.
fn span(w: &[usize]) -> std::ops::Range<usize> {
    match *w {
        [lo, hi] => lo..hi,
        _ => 0..0,
    }
}

fn quote(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| "\"\"".to_string())
}

fn push_ints(s: &mut String, it: impl Iterator<Item = i64>) {
    s.push('[');
    let mut first = true;
    for v in it {
        if !first {
            s.push(',');
        }
        first = false;
        let _ = write!(s, "{v}");
    }
    s.push(']');
}

fn push_float(s: &mut String, v: f32) {
    if v.is_nan() {
        s.push_str("null");
    } else if v.is_infinite() {
        s.push_str(if v > 0.0 { "1e999" } else { "-1e999" });
    } else {
        let _ = write!(s, "{v:?}");
    }
}

fn push_floats(s: &mut String, v: &[f32]) {
    s.push('[');
    for (i, &x) in v.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        push_float(s, x);
    }
    s.push(']');
}

fn push_nested<T: Copy + Into<i64>>(s: &mut String, v: &[Vec<T>]) {
    s.push('[');
    for (i, row) in v.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        push_ints(s, row.iter().map(|&x| x.into()));
    }
    s.push(']');
}

/// Writes the output JSON: `{"stacked_tables":{..},"outputs":{..},"stats":{..},"wall_s":x}`.
pub fn output_to_json(out: &Output, wall_s: f64) -> String {
    let mut s = String::from("{\"stacked_tables\":{");
    for (i, so) in out.stacks.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let st = &so.stack;
        let _ = write!(s, "{}:{{\"tables\":[", quote(&st.name));
        for (k, t) in st.tables.iter().enumerate() {
            if k > 0 {
                s.push(',');
            }
            let _ = write!(
                s,
                "{{\"name\":{},\"padded_vocab\":{},\"padded_dim\":{},\"row_offset_in_shard\":{},\"shard_rotation\":{}}}",
                quote(&t.name),
                t.padded_vocab,
                t.padded_dim,
                t.row_offset_in_shard,
                t.shard_rotation
            );
        }
        s.push_str("],\"features\":[");
        for (k, f) in st.features.iter().enumerate() {
            if k > 0 {
                s.push(',');
            }
            let _ = write!(
                s,
                "{{\"name\":{},\"table\":{},\"row_offset\":{},\"col_offset\":{},\"col_shift\":{}}}",
                quote(&f.name),
                quote(&f.table),
                f.row_offset,
                f.col_offset,
                f.col_shift
            );
        }
        let suggested = so
            .limits
            .suggested_buffer
            .map_or("null".to_string(), |v| v.to_string());
        let _ = write!(
            s,
            "],\"combiner\":\"{}\",\"stack_vocab\":{},\"stack_dim\":{},\"total_sample_count\":{},\"batch_size_per_sc\":{},\"max_ids_per_partition\":{},\"max_unique_ids_per_partition\":{},\"suggested_coo_buffer_size_per_device\":{},\"coo_buffer_size_per_device\":{},\"row_pointers_size_per_device\":{},\"num_minibatches\":{}}}",
            st.combiner.name(),
            st.stack_vocab,
            st.stack_dim,
            st.total_sample_count,
            so.batch_size_per_sc,
            so.limits.max_ids_per_partition,
            so.limits.max_unique_ids_per_partition,
            suggested,
            so.coo_buffer_size_per_device,
            so.row_pointers_size_per_device,
            so.num_minibatches
        );
    }
    s.push_str("},\"outputs\":{");
    for (i, so) in out.stacks.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let _ = write!(s, "{}:{{", quote(&so.stack.name));
        let fields: [(&str, usize); 3] =
            [("row_pointers", 0), ("embedding_ids", 1), ("sample_ids", 2)];
        for (name, which) in fields {
            let _ = write!(s, "\"{name}\":[");
            for (d, dev) in so.devices.iter().enumerate() {
                if d > 0 {
                    s.push(',');
                }
                let v = match which {
                    0 => &dev.row_pointers,
                    1 => &dev.embedding_ids,
                    _ => &dev.sample_ids,
                };
                push_ints(&mut s, v.iter().map(|&x| x as i64));
            }
            s.push_str("],");
        }
        s.push_str("\"gains\":[");
        for (d, dev) in so.devices.iter().enumerate() {
            if d > 0 {
                s.push(',');
            }
            push_floats(&mut s, &dev.gains);
        }
        s.push_str("]}");
    }
    s.push_str("},\"stats\":{");
    for (i, so) in out.stacks.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let st = &so.stats;
        let _ = write!(s, "{}:{{\"max_ids_per_partition\":", quote(&so.stack.name));
        push_nested(&mut s, &st.max_ids_per_partition);
        s.push_str(",\"max_unique_ids_per_partition\":");
        push_nested(&mut s, &st.max_unique_ids_per_partition);
        s.push_str(",\"required_buffer_size_per_sc\":");
        let req: Vec<Vec<i64>> = st
            .required_buffer_size_per_sc
            .iter()
            .map(|r| r.iter().map(|&x| x as i64).collect())
            .collect();
        push_nested(&mut s, &req);
        let _ = write!(
            s,
            ",\"dropped_id_count\":{},\"ids_in\":{},\"ids_kept\":{}}}",
            st.dropped_id_count, st.ids_in, st.ids_kept
        );
    }
    let _ = write!(s, "}},\"wall_s\":{wall_s}}}");
    s
}
