//! Table and feature stacking: which tables share a stacked table, their padded sizes,
//! row offsets inside each shard, shard rotations, and each feature's id transformation
//! (`row_offset`, `col_offset`, `col_shift`), as in jax-tpu-embedding's `table_stacking.py`.

use crate::batch::{BatchOf, Combiner};
use crate::error::{EmbedError, Result};
use tile_sparsecore::padded_width;

pub use tile_sparsecore::Topology;

/// A table's place inside its stack.
#[derive(Debug, Clone, PartialEq)]
pub struct TableInStack {
    /// Table name.
    pub name: String,
    /// Vocabulary padded to a multiple of `8 N`.
    pub padded_vocab: u64,
    /// Width padded to a multiple of 8.
    pub padded_dim: u64,
    /// First row of this table inside every shard.
    pub row_offset_in_shard: u64,
    /// Shard rotation: id `i` goes to partition `(i + rotation) mod N`.
    pub shard_rotation: u64,
}

/// A feature's id transformation inside its stack.
#[derive(Debug, Clone, PartialEq)]
pub struct FeatureInStack {
    /// Index of the feature in `Batch::features`.
    pub feature: usize,
    /// Feature name.
    pub name: String,
    /// Table name.
    pub table: String,
    /// Samples of earlier features in the stack (global batch units).
    pub row_offset: u64,
    /// `row_offset_in_shard * N` of the feature's table.
    pub col_offset: u64,
    /// Shard rotation of the feature's table.
    pub col_shift: u64,
    /// Global batch of the feature.
    pub batch: u64,
}

/// One stacked table (a single table is a stack of one).
#[derive(Debug, Clone, PartialEq)]
pub struct Stack {
    /// Stack name: the table names joined with `_`.
    pub name: String,
    /// Tables in stack order.
    pub tables: Vec<TableInStack>,
    /// Features in row-offset order.
    pub features: Vec<FeatureInStack>,
    /// Combiner shared by all tables.
    pub combiner: Combiner,
    /// Sum of padded vocabularies.
    pub stack_vocab: u64,
    /// Largest padded width.
    pub stack_dim: u64,
    /// Sum of the features' global batches.
    pub total_sample_count: u64,
}

impl Stack {
    /// Rows of the stacked table held by each partition (`stack_vocab / N`).
    pub fn rows_per_shard(&self, topo: &Topology) -> u64 {
        self.stack_vocab / topo.num_partitions() as u64
    }
}

/// Plans the stacks of `batch`. Without `stack_tables` every table is its own stack (features
/// of one table are feature-stacked by name). With it, tables with the same padded width and
/// combiner are stacked, in name order; features in a stack are ordered by name. Tables no
/// feature refers to are left out.
pub fn plan_stacks(batch: &BatchOf<'_>, topo: &Topology, stack_tables: bool) -> Result<Vec<Stack>> {
    let n = topo.num_partitions() as u64;
    let mut used: Vec<&crate::batch::Table> = batch
        .tables
        .iter()
        .filter(|t| batch.features.iter().any(|f| f.table == t.name))
        .collect();
    used.sort_by(|a, b| a.name.cmp(&b.name));
    let mut groups: Vec<Vec<&crate::batch::Table>> = Vec::new();
    for t in used {
        let key = (padded_width(t.dim), t.combiner);
        let found = if stack_tables {
            groups
                .iter_mut()
                .find(|g| g.first().map(|f| (padded_width(f.dim), f.combiner)) == Some(key))
        } else {
            None
        };
        match found {
            Some(g) => g.push(t),
            None => groups.push(vec![t]),
        }
    }
    let mut stacks = Vec::with_capacity(groups.len());
    for group in groups {
        let mut tables = Vec::with_capacity(group.len());
        let mut row_offset_in_shard = 0u64;
        for (k, t) in group.iter().enumerate() {
            let padded_vocab = tile_sparsecore::padded_vocab(t.vocab, n);
            let rotation = if group.len() > 1 {
                (k as u64 * topo.sparse_cores as u64) % n
            } else {
                0
            };
            tables.push(TableInStack {
                name: t.name.clone(),
                padded_vocab,
                padded_dim: padded_width(t.dim),
                row_offset_in_shard,
                shard_rotation: rotation,
            });
            row_offset_in_shard += padded_vocab / n;
        }
        let mut feats: Vec<(usize, &crate::batch::FeatureOf<'_>)> = batch
            .features
            .iter()
            .enumerate()
            .filter(|(_, f)| group.iter().any(|t| t.name == f.table))
            .collect();
        feats.sort_by(|a, b| a.1.name.cmp(&b.1.name));
        let mut features = Vec::with_capacity(feats.len());
        let mut row_offset = 0u64;
        for (idx, f) in feats {
            let tis = tables.iter().find(|t| t.name == f.table).ok_or_else(|| {
                EmbedError::Input(format!("feature `{}`: table `{}` missing", f.name, f.table))
            })?;
            let b = f.batch() as u64;
            features.push(FeatureInStack {
                feature: idx,
                name: f.name.clone(),
                table: f.table.clone(),
                row_offset,
                col_offset: tis.row_offset_in_shard * n,
                col_shift: tis.shard_rotation,
                batch: b,
            });
            row_offset += b;
        }
        let name = group
            .iter()
            .map(|t| t.name.as_str())
            .collect::<Vec<_>>()
            .join("_");
        let combiner = group.first().map(|t| t.combiner).unwrap_or(Combiner::Sum);
        stacks.push(Stack {
            name,
            stack_vocab: tables.iter().map(|t| t.padded_vocab).sum(),
            stack_dim: tables.iter().map(|t| t.padded_dim).max().unwrap_or(8),
            tables,
            features,
            combiner,
            total_sample_count: row_offset,
        });
    }
    Ok(stacks)
}

/// Checks the batch split of a stack: every feature's batch must divide evenly over the
/// devices and sparse cores, and the stacked local columns must fit 32-bit ids.
pub fn check_stack_split(stack: &Stack, topo: &Topology) -> Result<()> {
    let parts = topo.num_partitions() as u64;
    for f in &stack.features {
        if f.batch == 0 || f.batch % parts != 0 {
            return Err(EmbedError::Config(format!(
                "feature `{}`: batch {} is not a positive multiple of devices x sparse cores = {}",
                f.name, f.batch, parts
            )));
        }
    }
    if stack.stack_vocab > u32::MAX as u64 {
        return Err(EmbedError::Config(format!(
            "stack `{}`: stacked vocabulary {} does not fit 32-bit column ids",
            stack.name, stack.stack_vocab
        )));
    }
    Ok(())
}
