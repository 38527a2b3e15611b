//! The input data model: embedding tables and features whose samples are ragged id lists
//! with optional per-id weights.

use std::borrow::Cow;

use crate::error::{EmbedError, Result};

/// How the gains of one sample are scaled (the table's row combiner).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Combiner {
    /// Gain = weight.
    Sum,
    /// Gain = weight / sum of the sample's weights.
    Mean,
    /// Gain = weight / sqrt(sum of the sample's squared weights).
    Sqrtn,
}

impl Combiner {
    /// Parses `sum`, `mean` or `sqrtn`.
    pub fn parse(s: &str) -> Result<Combiner> {
        match s {
            "sum" => Ok(Combiner::Sum),
            "mean" => Ok(Combiner::Mean),
            "sqrtn" => Ok(Combiner::Sqrtn),
            other => Err(EmbedError::Input(format!(
                "unknown combiner `{other}` (expected sum, mean or sqrtn)"
            ))),
        }
    }

    /// The name used in JSON and by the reference.
    pub fn name(self) -> &'static str {
        match self {
            Combiner::Sum => "sum",
            Combiner::Mean => "mean",
            Combiner::Sqrtn => "sqrtn",
        }
    }
}

/// An embedding table: `vocab` rows of width `dim`.
#[derive(Debug, Clone, PartialEq)]
pub struct Table {
    /// Unique table name.
    pub name: String,
    /// Number of rows (ids are in `0..vocab`).
    pub vocab: u64,
    /// Row width.
    pub dim: u64,
    /// Row combiner.
    pub combiner: Combiner,
}

/// A feature: one ragged list of ids per sample, looked up in `table`. Its arrays are owned
/// ([`Feature`]) or borrowed from the caller for `'a` (the Python package hands numpy
/// arrays over without copying them).
#[derive(Debug, Clone, PartialEq)]
pub struct FeatureOf<'a> {
    /// Unique feature name.
    pub name: String,
    /// Name of the table the ids index.
    pub table: String,
    /// Row splits: sample `i` owns `ids[splits[i]..splits[i+1]]`; `splits.len() = batch + 1`.
    pub splits: Cow<'a, [usize]>,
    /// The flat ids.
    pub ids: Cow<'a, [i32]>,
    /// Optional flat weights, one per id; `None` means unit weights.
    pub weights: Option<Cow<'a, [f32]>>,
}

/// A feature owning its arrays.
pub type Feature = FeatureOf<'static>;

impl<'a> FeatureOf<'a> {
    /// Builds a feature from per-sample id lists and optional per-sample weight lists.
    pub fn from_rows(
        name: &str,
        table: &str,
        rows: &[Vec<i64>],
        weights: Option<&[Vec<f32>]>,
    ) -> Result<FeatureOf<'a>> {
        let mut splits = Vec::with_capacity(rows.len() + 1);
        splits.push(0);
        let total: usize = rows.iter().map(Vec::len).sum();
        let mut ids = Vec::with_capacity(total);
        for (sample, row) in rows.iter().enumerate() {
            for (pos, &id) in row.iter().enumerate() {
                let v = i32::try_from(id).ok().filter(|v| *v >= 0).ok_or_else(|| {
                    EmbedError::Input(format!(
                        "feature `{name}`, sample {sample}, position {pos}: id {id} is not in 0..2^31"
                    ))
                })?;
                ids.push(v);
            }
            splits.push(ids.len());
        }
        let weights = match weights {
            None => None,
            Some(w) => {
                if w.len() != rows.len() {
                    return Err(EmbedError::Input(format!(
                        "feature `{name}`: {} weight rows for {} samples",
                        w.len(),
                        rows.len()
                    )));
                }
                let mut flat = Vec::with_capacity(total);
                for (sample, (wr, r)) in w.iter().zip(rows).enumerate() {
                    if wr.len() != r.len() {
                        return Err(EmbedError::Input(format!(
                            "feature `{name}`, sample {sample}: {} weights for {} ids",
                            wr.len(),
                            r.len()
                        )));
                    }
                    flat.extend_from_slice(wr);
                }
                Some(Cow::Owned(flat))
            }
        };
        Ok(FeatureOf {
            name: name.to_string(),
            table: table.to_string(),
            splits: Cow::Owned(splits),
            ids: Cow::Owned(ids),
            weights,
        })
    }

    /// Number of samples.
    pub fn batch(&self) -> usize {
        self.splits.len().saturating_sub(1)
    }

    /// Total number of ids.
    pub fn num_ids(&self) -> usize {
        self.ids.len()
    }
}

/// A batch: the tables and the features looking them up (arrays owned or borrowed for `'a`).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct BatchOf<'a> {
    /// Tables, in input order.
    pub tables: Vec<Table>,
    /// Features, in input order.
    pub features: Vec<FeatureOf<'a>>,
}

/// A batch owning its arrays.
pub type Batch = BatchOf<'static>;

impl BatchOf<'_> {
    /// Checks names, table references, split consistency and id ranges.
    pub fn validate(&self) -> Result<()> {
        self.validate_inner(true)
    }

    /// [`Batch::validate`] without the id range check (the preprocessing checks ids per
    /// sparse core, in parallel, and falls back to `validate` for the message).
    pub fn validate_structure(&self) -> Result<()> {
        self.validate_inner(false)
    }

    fn validate_inner(&self, check_ids: bool) -> Result<()> {
        let mut names = std::collections::HashSet::new();
        for t in &self.tables {
            if !names.insert(t.name.as_str()) {
                return Err(EmbedError::Input(format!("duplicate table `{}`", t.name)));
            }
            if t.vocab == 0 || t.vocab > i32::MAX as u64 {
                return Err(EmbedError::Input(format!(
                    "table `{}`: vocabulary {} is not in 1..2^31",
                    t.name, t.vocab
                )));
            }
            if t.dim == 0 || t.dim > i32::MAX as u64 {
                return Err(EmbedError::Input(format!(
                    "table `{}`: dim {} is not in 1..2^31",
                    t.name, t.dim
                )));
            }
        }
        let mut fnames = std::collections::HashSet::new();
        for f in &self.features {
            if !fnames.insert(f.name.as_str()) {
                return Err(EmbedError::Input(format!("duplicate feature `{}`", f.name)));
            }
            let table = self.table(&f.table).ok_or_else(|| {
                EmbedError::Input(format!(
                    "feature `{}` names unknown table `{}`",
                    f.name, f.table
                ))
            })?;
            if f.splits.first() != Some(&0)
                || f.splits.last() != Some(&f.ids.len())
                || f.splits.windows(2).any(|w| w.first() > w.get(1))
            {
                return Err(EmbedError::Input(format!(
                    "feature `{}`: row splits are not a monotone partition of {} ids",
                    f.name,
                    f.ids.len()
                )));
            }
            if let Some(w) = &f.weights
                && w.len() != f.ids.len()
            {
                return Err(EmbedError::Input(format!(
                    "feature `{}`: {} weights for {} ids",
                    f.name,
                    w.len(),
                    f.ids.len()
                )));
            }
            // A vectorizable min/max first; the position only for the error message.
            let (lo, hi) = if check_ids {
                (
                    f.ids.iter().copied().min().unwrap_or(0),
                    f.ids.iter().copied().max().unwrap_or(0),
                )
            } else {
                (0, 0)
            };
            let out_of_range =
                check_ids && !f.ids.is_empty() && (lo < 0 || hi as u64 >= table.vocab);
            if let Some(pos) = out_of_range
                .then(|| {
                    f.ids
                        .iter()
                        .position(|&id| id < 0 || id as u64 >= table.vocab)
                })
                .flatten()
            {
                let sample = f.splits.partition_point(|&s| s <= pos).saturating_sub(1);
                let start = f.splits.get(sample).copied().unwrap_or(0);
                return Err(EmbedError::Input(format!(
                    "feature `{}`, sample {sample}, position {}: id {} is outside table `{}` (vocabulary {})",
                    f.name,
                    pos - start,
                    f.ids.get(pos).copied().unwrap_or_default(),
                    table.name,
                    table.vocab
                )));
            }
        }
        Ok(())
    }

    /// The table named `name`.
    pub fn table(&self, name: &str) -> Option<&Table> {
        self.tables.iter().find(|t| t.name == name)
    }

    /// Total number of ids over all features.
    pub fn num_ids(&self) -> usize {
        self.features.iter().map(FeatureOf::num_ids).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stack::{Topology, plan_stacks};
    use tile_sparsecore::round_up;

    /// Found while writing the `embed_batch` fuzz target (issue 10): a table `dim` near
    /// `u64::MAX` overflowed `round_up(dim, 8)` in stack planning.
    #[test]
    fn a_huge_dim_is_an_input_error() {
        let batch = Batch {
            tables: vec![Table {
                name: "t".to_string(),
                vocab: 4,
                dim: u64::MAX,
                combiner: Combiner::Sum,
            }],
            features: vec![Feature::from_rows("f", "t", &[vec![1]], None).expect("feature")],
        };
        assert!(batch.validate().is_err());
        let topo = Topology::new(1, 1).expect("topology");
        assert!(plan_stacks(&batch, &topo, false).is_ok());
        assert_eq!(round_up(u64::MAX, 8), u64::MAX);
    }
}
