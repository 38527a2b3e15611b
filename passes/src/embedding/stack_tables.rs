//! `embedding-stack-tables{num-cores=N max-tables=100}`: stacks the tables of several
//! `embedding.lookup`s of a block into one lookup over a stacked table (table stacking) with
//! the features' samples stacked too (feature stacking), as jax-tpu-embedding's
//! `table_stacking.py` does.
//!
//! **Grouping.** Lookups are grouped by (table width padded to 8, combiner, quantization,
//! element type, id encoding); tables are taken in order of first use and a group is split
//! first-fit into stacks of at most `max-tables` distinct tables (the SparseCore guide
//! recommends 5 to 100 tables per stack: fewer cannot hide the inter-chip latency, more make unwieldy
//! logical tables). A stack needs at least two lookups; a table used by several lookups is
//! stacked once (feature stacking).
//!
//! **Layout.** Table `k` is padded to `Vp_k = roundup(V_k, 8N)` rows (so every table starts
//! on a shard boundary and `id mod N` is unchanged by the offset) and the common width
//! `Wp = roundup(W, 8)`; it starts at row `off_k = sum_{j<k} Vp_j` of the stacked table
//! (`row_offset_in_shard * N` of `embed/src/stack.rs`). Ids of lookup `i` move to column
//! `v + off_{table(i)}` (`embedding.stack_ids`), and its samples are interleaved by slice:
//! each of the N sparse cores holds its share `B_i / N` of every feature, so the stacked
//! activations are unstacked with `tensor.expand_shape` to `[N, sum B_i/N, Wp]`, a
//! `tensor.extract_slice` per feature and `tensor.collapse_shape` back to `[B_i, W_i]`.
//!
//! **Limits** are merged explicitly (jax-tpu-embedding silently replaces them by a default
//! of 256 for multi-table stacks, keras-rs issue 166): a source core's slice of the stacked
//! batch holds its slice of every feature, and the tables occupy disjoint id ranges, so the
//! ids (and distinct ids) one source core sends to one partition add up over the features:
//! `max_ids_per_partition` and `max_unique_ids_per_partition` are **summed** over the
//! stacked lookups, and so is `suggested_buffer` (kept only if every lookup has one); the
//! width is the **max** (equal within a group); `allow_id_dropping` holds only if every
//! lookup allows it (ids of a lookup that forbids dropping are never dropped).
//!
//! Lookups whose operands are defined after the group's first lookup (in its block) are not
//! stacked, so the stacked lookup can take the first lookup's place.

use std::collections::HashMap;

use tile_dialects::embedding::{Limits, Quantization};
use tile_ir::diagnostic::Diagnostic;
use tile_ir::pass::{OptionDecl, Pass, PassDef, PassOptions, PassResult};
use tile_ir::{Attr, BlockId, Context, OpId, Type, TypeKind, Value};

use super::emit::Emitter;
use super::{LookupInfo, lookups, padded_vocab, padded_width};
use tile_dialects::embedding::LimitsAttr;
use tile_dialects::embedding::ops::{LookupOp, StackIdsOp};
use tile_dialects::tensor::{CollapseShapeOp, ExpandShapeOp, ExtractSliceOp, InsertSliceOp};

/// The pass.
#[derive(Debug, Clone)]
pub struct StackTables {
    /// Sparse cores the stacked table will be sharded over (vocabulary padding, slices).
    pub num_cores: i64,
    /// Most distinct tables per stack.
    pub max_tables: usize,
}

impl Default for StackTables {
    fn default() -> Self {
        StackTables {
            num_cores: 4,
            max_tables: 100,
        }
    }
}

impl PassDef for StackTables {
    const ARGUMENT: &'static str = "embedding-stack-tables";
    const NAME: &'static str = "EmbeddingStackTables";
    const SUMMARY: &'static str = "Stack the tables (and features) of embedding lookups";
    const DESCRIPTION: &'static str = "Groups the embedding.lookup ops of a block by padded \
width (to 8), combiner, quantization and types, and replaces each group (at most max-tables \
tables, the SparseCore guide recommends 5 to 100) by one lookup over a stacked table: each \
table padded to a multiple of 8N rows and placed at a row offset, the ids shifted by that \
offset and their samples interleaved per sparse core (embedding.stack_ids), and the stacked \
activations split back per lookup. Limits are merged explicitly: ids and unique ids per \
partition are summed, allow_id_dropping holds only if every lookup allows it.";
    const ANCHOR: Option<&'static str> = Some("func.func");

    fn options() -> Vec<OptionDecl> {
        vec![
            OptionDecl::int(
                "num-cores",
                "Sparse cores the stacked table is sharded over (vocabulary padding to 8N, sample slices)",
                4,
            ),
            OptionDecl::int("max-tables", "Most tables in one stack", 100),
        ]
    }

    fn create(options: &PassOptions) -> Result<Self, Diagnostic> {
        let positive = |name: &str| {
            let v = options.get_int(name);
            i64::try_from(v).ok().filter(|&v| v > 0).ok_or_else(|| {
                Diagnostic::error(
                    tile_ir::Loc::Unknown,
                    format!("embedding-stack-tables: {name} must be positive, got {v}"),
                )
            })
        };
        Ok(StackTables {
            num_cores: positive("num-cores")?,
            max_tables: usize::try_from(positive("max-tables")?).unwrap_or(usize::MAX),
        })
    }
}

/// What lookups must share to be stacked.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct GroupKey {
    block: BlockId,
    padded_width: i64,
    combiner: tile_dialects::embedding::Combiner,
    quantization: Option<Quantization>,
    elem: Type,
    encoding: Option<Attr>,
}

fn encoding_of(ctx: &Context, t: Type) -> Option<Attr> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    }
}

/// Positions of ops in their block, computed once per block (asking a block for an op's
/// position per lookup would be quadratic in the lookups of a block).
#[derive(Default)]
struct Positions(HashMap<BlockId, HashMap<OpId, usize>>);

impl Positions {
    fn of(&mut self, ctx: &Context, block: BlockId, op: OpId) -> Option<usize> {
        self.0
            .entry(block)
            .or_insert_with(|| {
                ctx.block(block)
                    .ops
                    .iter()
                    .enumerate()
                    .map(|(i, &o)| (o, i))
                    .collect()
            })
            .get(&op)
            .copied()
    }
}

/// Whether `v`, used by a lookup in `anchor`'s block after `anchor`, is also available
/// right before `anchor`: a value defined by an op of that block must precede `anchor`;
/// any other value dominates the later lookup from an enclosing scope (or is a block
/// argument), so it dominates `anchor` too.
fn available_before(ctx: &Context, pos: &mut Positions, v: Value, anchor: OpId) -> bool {
    let (Some(def), Some(block)) = (ctx.defining_op(v), ctx.op(anchor).parent) else {
        return true;
    };
    if ctx.op(def).parent != Some(block) {
        return true;
    }
    matches!(
        (pos.of(ctx, block, def), pos.of(ctx, block, anchor)),
        (Some(d), Some(a)) if d < a
    )
}

/// One stack: its lookups (in block order) and distinct tables (in order of first use).
struct Stack {
    lookups: Vec<LookupInfo>,
    tables: Vec<Value>,
}

impl StackTables {
    /// The stacks of the lookups in `func`.
    fn stacks(&self, ctx: &Context, func: OpId) -> Vec<Stack> {
        let mut groups: Vec<(GroupKey, Vec<LookupInfo>)> = Vec::new();
        let mut group_of: HashMap<GroupKey, usize> = HashMap::new();
        let mut pos = Positions::default();
        for op in lookups(ctx, func) {
            // Dynamically shaped lookups stay as they are.
            let Ok(l) = LookupInfo::read(ctx, op, "embedding-stack-tables") else {
                continue;
            };
            let Some(block) = ctx.op(op).parent else {
                continue;
            };
            if l.ids_shape[0] % self.num_cores != 0 {
                continue;
            }
            let key = GroupKey {
                block,
                padded_width: padded_width(l.table_shape[1].max(1)),
                combiner: l.combiner,
                quantization: l.quantization,
                elem: l.elem,
                encoding: encoding_of(ctx, ctx.value_type(l.ids)),
            };
            match group_of.get(&key).and_then(|&i| groups.get_mut(i)) {
                Some((_, ls)) => ls.push(l),
                None => {
                    group_of.insert(key.clone(), groups.len());
                    groups.push((key, vec![l]));
                }
            }
        }
        let mut out = Vec::new();
        for (_, ls) in groups {
            let Some(first) = ls.first().map(|l| l.op) else {
                continue;
            };
            // First fit: a lookup joins the stack that already holds its table, else the
            // first stack with room for one more table, else a new stack.
            let mut chunks: Vec<Stack> = Vec::new();
            // The chunk holding each table, and the first chunk that may have room (chunks
            // only fill up, so it only moves forward).
            let mut chunk_of: HashMap<Value, usize> = HashMap::new();
            let mut open = 0usize;
            for l in ls {
                let ready = l.op == first
                    || (available_before(ctx, &mut pos, l.ids, first)
                        && available_before(ctx, &mut pos, l.table, first));
                if !ready {
                    continue;
                }
                while chunks
                    .get(open)
                    .is_some_and(|c| c.tables.len() >= self.max_tables)
                {
                    open += 1;
                }
                let i = match chunk_of.get(&l.table) {
                    Some(&i) => i,
                    None => {
                        if open == chunks.len() {
                            chunks.push(Stack {
                                lookups: Vec::new(),
                                tables: Vec::new(),
                            });
                        }
                        chunk_of.insert(l.table, open);
                        if let Some(c) = chunks.get_mut(open) {
                            c.tables.push(l.table);
                        }
                        open
                    }
                };
                if let Some(c) = chunks.get_mut(i) {
                    c.lookups.push(l);
                }
            }
            out.extend(chunks);
        }
        // A later chunk's first lookup is not the group's first: its operands were checked
        // against the group's first lookup, which precedes it, so they are available too.
        out.into_iter().filter(|s| s.lookups.len() >= 2).collect()
    }

    /// Builds the replacement of one stack; returns the activations of its lookups, in
    /// order (`None` when a stacked size overflows).
    fn generate(&self, ctx: &mut Context, e: &mut Emitter, s: &Stack) -> Option<Vec<Value>> {
        let n = self.num_cores;
        let loc = e.loc;
        let first = s.lookups.first()?;
        let elem = first.elem;
        let wp = padded_width(first.table_shape[1].max(1));
        // Table offsets in the stacked table.
        let mut offsets: HashMap<Value, i64> = HashMap::new();
        let mut rows = 0i64;
        for &t in &s.tables {
            let shape = s
                .lookups
                .iter()
                .find(|l| l.table == t)
                .map(|l| l.table_shape)?;
            offsets.insert(t, rows);
            rows = rows.checked_add(padded_vocab(shape[0].max(1), n))?;
        }
        let stacked_t = Emitter::tensor(ctx, &[rows, wp], elem);
        let zero = e.float(ctx, 0.0, elem);
        let empty = e.empty(ctx, stacked_t);
        let mut table = e.fill(ctx, zero, empty).ok()?;
        for &t in &s.tables {
            let shape = s.lookups.iter().find(|l| l.table == t)?.table_shape;
            let off = offsets.get(&t).copied()?;
            table = InsertSliceOp::build(
                &mut e.b,
                ctx,
                loc,
                stacked_t,
                t,
                table,
                &[],
                &[],
                &[],
                vec![off, 0],
                shape.to_vec(),
                vec![1, 1],
            )
            .result(ctx);
        }
        // Ids.
        let enc = encoding_of(ctx, ctx.value_type(first.ids))?;
        let batch: i64 = s.lookups.iter().map(|l| l.ids_shape[0]).sum();
        let col_offsets: Vec<i64> = s
            .lookups
            .iter()
            .map(|l| offsets.get(&l.table).copied())
            .collect::<Option<_>>()?;
        let stacked_ids_t = ctx.tensor_type(vec![batch, rows], elem, Some(enc));
        let ids: Vec<Value> = s.lookups.iter().map(|l| l.ids).collect();
        let ids =
            StackIdsOp::build(&mut e.b, ctx, loc, stacked_ids_t, &ids, col_offsets, n).result(ctx);
        // The stacked lookup.
        let limits = merged_limits(s.lookups.iter().map(|l| l.limits));
        let allow = s.lookups.iter().all(|l| l.allow_id_dropping);
        let act_t = Emitter::tensor(ctx, &[batch, wp], elem);
        let act = LookupOp::build(
            &mut e.b,
            ctx,
            loc,
            act_t,
            ids,
            table,
            allow.then_some(()),
            first.combiner,
            LimitsAttr(limits),
            first.quantization,
        )
        .result(ctx);
        // Unstacking.
        let per_slice = batch / n;
        let slices_t = Emitter::tensor(ctx, &[n, per_slice, wp], elem);
        let slices = ExpandShapeOp::build(
            &mut e.b,
            ctx,
            loc,
            slices_t,
            act,
            &[],
            vec![vec![0, 1], vec![2]],
            vec![n, per_slice, wp],
        )
        .result(ctx);
        let mut before = 0i64;
        let mut out = Vec::with_capacity(s.lookups.len());
        for l in &s.lookups {
            let [b, _] = l.ids_shape;
            let w = l.table_shape[1];
            let k = b / n;
            let slice_t = Emitter::tensor(ctx, &[n, k, w], elem);
            let f = ExtractSliceOp::build(
                &mut e.b,
                ctx,
                loc,
                slice_t,
                slices,
                &[],
                &[],
                &[],
                vec![0, before, 0],
                vec![n, k, w],
                vec![1, 1, 1],
            )
            .result(ctx);
            let out_t = Emitter::tensor(ctx, &[b, w], elem);
            let r = CollapseShapeOp::build(&mut e.b, ctx, loc, out_t, f, vec![vec![0, 1], vec![2]])
                .result(ctx);
            out.push(r);
            before += k;
        }
        Some(out)
    }
}

/// The limits of a stack: ids, unique ids and suggested buffers summed (see the module
/// documentation for why).
pub fn merged_limits(ls: impl Iterator<Item = Limits>) -> Limits {
    let mut out = Limits {
        max_ids_per_partition: 0,
        max_unique_ids_per_partition: 0,
        suggested_buffer: Some(0),
    };
    for l in ls {
        out.max_ids_per_partition = out
            .max_ids_per_partition
            .saturating_add(l.max_ids_per_partition);
        out.max_unique_ids_per_partition = out
            .max_unique_ids_per_partition
            .saturating_add(l.max_unique_ids_per_partition);
        out.suggested_buffer = match (out.suggested_buffer, l.suggested_buffer) {
            (Some(a), Some(b)) => Some(a.saturating_add(b)),
            _ => None,
        };
    }
    out
}

impl Pass for StackTables {
    fn run(&self, ctx: &mut Context, func: OpId) -> Result<PassResult, Diagnostic> {
        let stacks = self.stacks(ctx, func);
        let stacked: Vec<OpId> = stacks
            .iter()
            .flat_map(|s| s.lookups.iter().map(|l| l.op))
            .collect();
        let mut uses = super::result_uses(ctx, func, &stacked);
        let mut staged = Vec::with_capacity(stacks.len());
        let mut changed = false;
        for s in &stacks {
            let Some(anchor) = s.lookups.first().map(|l| l.op) else {
                continue;
            };
            let mut e = Emitter::new(ctx, anchor);
            let Some(acts) = self.generate(ctx, &mut e, s) else {
                return Err(
                    ctx.op_error(anchor, "embedding-stack-tables: the stacked sizes overflow")
                );
            };
            let results: Vec<Value> = s
                .lookups
                .iter()
                .filter_map(|l| ctx.op(l.op).results.first().copied())
                .collect();
            e.finish(ctx, &mut uses, &mut staged, anchor, (&results, &acts));
            changed = true;
        }
        tile_ir::pass::rewrite::place_and_erase(ctx, staged, &stacked);
        Ok(PassResult::changed(changed))
    }
}
