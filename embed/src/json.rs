//! JSON input (the batch) and output (stacked tables, buffers, statistics).

use serde::Deserialize;
use std::fmt::Write as _;

use crate::batch::{Batch, Combiner, Feature, Table};
use crate::error::{EmbedError, Result};
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
    ids: Vec<Vec<i64>>,
    #[serde(default)]
    weights: Option<Vec<Vec<f32>>>,
}

#[derive(Deserialize)]
struct JsonBatch {
    features: Vec<JsonFeature>,
    tables: Vec<JsonTable>,
}

/// Parses a batch: `{"features":[{"name","table","ids":[[..]],"weights":[[..]]|null}],
/// "tables":[{"name","vocab","dim","combiner"}]}`.
pub fn parse_batch(text: &str) -> Result<Batch> {
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
        features.push(Feature::from_rows(
            &f.name,
            &f.table,
            &f.ids,
            f.weights.as_deref(),
        )?);
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
            if let Some(ids) = f.ids.get(w[0]..w[1]) {
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
                    if let Some(ws) = wts.get(w[0]..w[1]) {
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
