//! `embedding-partition{num-cores=N spmem-bytes=S hbm-bytes=H}`: rewrites every
//! `embedding.lookup` into N per-partition sparse x dense matmuls.
//!
//! For a lookup of ids `[B, V]` and a table `[V, W]`, with `Vp = roundup(V, 8N)` (the
//! vocabulary padding of jax-tpu-embedding and TF) and `Wp = roundup(W, 8)` (32-byte rows):
//!
//! 1. the table is padded with zeros to `[Vp, Wp]` (`tensor.pad`) and, with simulated
//!    quantization, quantized row by row (a `linalg.generic` of `arith.maximumf`,
//!    `minimumf`, `subf`, `divf`, `math.round`, `mulf`, `addf`: the formula of
//!    [`Quantization`](tile_dialects::embedding::Quantization));
//! 2. mod sharding: partition `p` owns rows `p, p + N, p + 2N, ...`, a strided
//!    `tensor.extract_slice [p, 0] [Vp/N, Wp] [N, 1]`; id `v` is row `v div N` of partition
//!    `v mod N`;
//! 3. per partition, `embedding.partition_ids` (the host preprocessing) fills static buffers
//!    of `K = N * roundup(max_ids_per_partition, 8)` entries (each of the N source cores may
//!    send `max_ids_per_partition` ids, each segment 8-aligned as in jax-tpu-embedding);
//!    `sparse_tensor.assemble` views them as a COO `[B, Vp/N]` tensor and a `linalg.matmul`
//!    multiplies it with the shard into partial `[B, Wp]` activations — the kernel
//!    `sparsify` lowers to loops; one elementwise `linalg.generic` sums the N partials;
//! 4. `mean` / `sqrtn`: a `linalg.generic` over the ids sums `g` (or `g * g`, then
//!    `math.sqrt`) per sample and the activations are divided by it (0 where it is 0);
//! 5. the activations are sliced back to `[B, W]`.
//!
//! Static budget per sparse core (scratchpad, `spmem-bytes`, default 512 KiB = the
//! TileSpmem of XLA's E3001 message), in this order: the id buffer
//! (`K * 12` bytes: i32 sample, i32 local id, f32 gain per entry), the row buffer
//! (`N * max_unique_ids_per_partition * Wp * 4`: the distinct rows gathered from every
//! source core) and the activation buffer (`B / N * Wp * 4`: one source core's samples).
//! HBM (`hbm-bytes`, default 32 GiB), in this order: the table (`Vp * Wp * element bytes`),
//! the SparseCore guide's forward stack `(2 * Wp + 1) * max_unique_ids_per_partition * N * 4`
//! and backward stack `3 * Wp * max_unique_ids_per_partition * N * 4` (with
//! `max_unique_nz_per_row` = `max_unique_ids_per_partition` and `logical_replica_count` =
//! N; both stacks counted, an upper bound). The first buffer that does not fit is a located
//! error at the lookup naming it, with the bytes needed and given.

use tile_dialects::embedding::Combiner;
use tile_dialects::sparse_tensor::get_encoding;
use tile_dialects::tile::element_byte_size;
use tile_ir::diagnostic::Diagnostic;
use tile_ir::float::{FloatSemantics, FloatValue};
use tile_ir::pass::{OptionDecl, Pass, PassDef, PassOptions, PassResult};
use tile_ir::{Context, OpId};
use tile_sparsecore::{
    Limits, MAX_PARTITIONS, Topology, coo_buffer_size_per_device, hbm_stack_backward_bytes,
    hbm_stack_forward_bytes,
};

use super::emit::{Emitter, FloatBinary};
use super::{LookupInfo, lookups, padded_vocab, padded_width};
use tile_dialects::embedding::LimitsAttr;
use tile_dialects::embedding::ops::PartitionIdsOp;
use tile_dialects::linalg::structured::IteratorType;
use tile_dialects::sparse_tensor::ops::conversion::AssembleOp;
use tile_dialects::tensor::{ExtractSliceOp, PadOp, YieldOp as TensorYieldOp};
use tile_ir::builder::OpBuilder;
use tile_ir::{Type, Value};

/// Bytes of one COO entry in the id buffer: i32 sample, i32 local id, f32 gain.
pub const COO_ENTRY_BYTES: u64 = 12;

/// The pass.
#[derive(Debug, Clone)]
pub struct Partition {
    /// Number of sparse cores (partitions), a power of two.
    pub num_cores: u64,
    /// Scratchpad bytes per sparse core.
    pub spmem_bytes: u64,
    /// HBM bytes.
    pub hbm_bytes: u64,
}

impl Default for Partition {
    fn default() -> Self {
        Partition {
            num_cores: 4,
            spmem_bytes: 524_288,
            hbm_bytes: 32 << 30,
        }
    }
}

impl PassDef for Partition {
    const ARGUMENT: &'static str = "embedding-partition";
    const NAME: &'static str = "EmbeddingPartition";
    const SUMMARY: &'static str =
        "Partition embedding lookups over N sparse cores (id mod N) with static buffers";
    const DESCRIPTION: &'static str = "Rewrites every embedding.lookup into one sparse x dense \
matmul per sparse core: the table is padded (vocabulary to a multiple of 8N, width to 8), \
optionally quantized, and mod-sharded (partition p owns rows p, p+N, ...); \
embedding.partition_ids fills each partition's static COO buffers (N x roundup8(max ids) \
entries), sparse_tensor.assemble views them as a COO tensor and a linalg.matmul with the shard gives \
partial activations (the kernel sparsify lowers), summed by one elementwise kernel; mean and \
sqrtn divide by the per-sample gain sums. \
Limits that need more scratchpad (id, row and activation buffers) or HBM (table, forward and \
backward stacks) than given are an error naming the buffer.";
    const ANCHOR: Option<&'static str> = Some("func.func");

    fn options() -> Vec<OptionDecl> {
        vec![
            OptionDecl::int(
                "num-cores",
                "Number of sparse cores the table is mod-sharded over (a power of two)",
                4,
            ),
            OptionDecl::int(
                "spmem-bytes",
                "Scratchpad (TileSpmem) bytes per sparse core",
                524_288,
            ),
            OptionDecl::int("hbm-bytes", "HBM bytes", 32 << 30),
        ]
    }

    fn create(options: &PassOptions) -> Result<Self, Diagnostic> {
        let positive = |name: &str| {
            let v = options.get_int(name);
            u64::try_from(v).ok().filter(|&v| v > 0).ok_or_else(|| {
                Diagnostic::error(
                    tile_ir::Loc::Unknown,
                    format!("embedding-partition: {name} must be positive, got {v}"),
                )
            })
        };
        let num_cores = positive("num-cores")?;
        // Mod sharding by a power of two, as jax-tpu-embedding requires of the core count:
        // one device of `num-cores` sparse cores.
        if !usize::try_from(num_cores).is_ok_and(|n| Topology::new(1, n).is_ok()) {
            return Err(Diagnostic::error(
                tile_ir::Loc::Unknown,
                format!(
                    "embedding-partition: num-cores must be a power of two (at most {MAX_PARTITIONS}), got {num_cores}"
                ),
            ));
        }
        Ok(Partition {
            num_cores,
            spmem_bytes: positive("spmem-bytes")?,
            hbm_bytes: positive("hbm-bytes")?,
        })
    }
}

/// The sizes of one partitioned lookup.
#[derive(Debug, Clone, Copy)]
pub struct Plan {
    /// Samples.
    pub batch: i64,
    /// Vocabulary of the table.
    pub vocab: i64,
    /// Width of the table.
    pub width: i64,
    /// Padded vocabulary (`roundup(V, 8N)`).
    pub padded_vocab: i64,
    /// Padded width (`roundup(W, 8)`).
    pub padded_width: i64,
    /// Rows per partition.
    pub rows_per_partition: i64,
    /// Static id buffer entries per partition.
    pub capacity: i64,
}

/// One buffer of the static budget: its name, how its size is computed, and the bytes.
type Buffer = (&'static str, String, u64);

impl Partition {
    /// The sizes of `l` partitioned over this pass's cores, or a located error.
    pub fn plan(&self, ctx: &Context, l: &LookupInfo) -> Result<Plan, Diagnostic> {
        let n = self.num_cores as i64;
        let [batch, vocab] = l.ids_shape;
        let [_, width] = l.table_shape;
        if batch % n != 0 {
            return Err(ctx.op_error(
                l.op,
                format!("batch size {batch} is not a multiple of num-cores = {n} (each sparse core takes one slice of the samples)"),
            ));
        }
        let padded_vocab = padded_vocab(vocab.max(1), n);
        let topo = Topology {
            devices: 1,
            sparse_cores: n as usize,
        };
        // The id buffers are sized by the limits alone: the IR has no suggested size.
        let limits = Limits {
            suggested_buffer: None,
            ..l.limits
        };
        // jax-tpu-embedding's per-device COO buffer for one device of N cores, per core.
        let per_device = coo_buffer_size_per_device(&limits, &topo, false)
            .map_err(|e| ctx.op_error(l.op, e.to_string()))?;
        let capacity = i64::try_from(per_device / self.num_cores).unwrap_or(i64::MAX);
        Ok(Plan {
            batch,
            vocab,
            width,
            padded_vocab,
            padded_width: padded_width(width.max(1)),
            rows_per_partition: padded_vocab / n,
            capacity,
        })
    }

    /// Checks the scratchpad and HBM budgets of `plan`.
    pub fn check_budget(
        &self,
        ctx: &Context,
        l: &LookupInfo,
        plan: &Plan,
    ) -> Result<(), Diagnostic> {
        let n = self.num_cores;
        let wp = plan.padded_width as u64;
        let unique = l.limits.max_unique_ids_per_partition;
        let elem = element_byte_size(ctx, l.elem).unwrap_or(4);
        let spmem: Vec<Buffer> = vec![
            (
                "id buffer",
                format!("{} entries x {COO_ENTRY_BYTES} bytes", plan.capacity),
                (plan.capacity as u64).saturating_mul(COO_ENTRY_BYTES),
            ),
            (
                "row buffer",
                format!("{n} cores x {unique} unique ids x {wp} x 4 bytes"),
                n.saturating_mul(unique)
                    .saturating_mul(wp)
                    .saturating_mul(4),
            ),
            (
                "activation buffer",
                format!("{} samples x {wp} x 4 bytes", plan.batch as u64 / n),
                (plan.batch as u64 / n).saturating_mul(wp).saturating_mul(4),
            ),
        ];
        check(
            ctx,
            l.op,
            "scratchpad per sparse core",
            "spmem-bytes",
            self.spmem_bytes,
            &spmem,
        )?;
        let hbm: Vec<Buffer> = vec![
            (
                "table",
                format!("{} x {wp} x {elem} bytes", plan.padded_vocab),
                (plan.padded_vocab as u64)
                    .saturating_mul(wp)
                    .saturating_mul(elem),
            ),
            (
                "forward HBM stack",
                format!("(2 x {wp} + 1) x {unique} x {n} x 4 bytes"),
                hbm_stack_forward_bytes(wp, unique, n),
            ),
            (
                "backward HBM stack",
                format!("3 x {wp} x {unique} x {n} x 4 bytes"),
                hbm_stack_backward_bytes(wp, unique, n),
            ),
        ];
        check(ctx, l.op, "HBM", "hbm-bytes", self.hbm_bytes, &hbm)
    }
}

/// Fails at `op` naming the first buffer of `bufs` whose running total exceeds `cap`.
fn check(
    ctx: &Context,
    op: OpId,
    what: &str,
    option: &str,
    cap: u64,
    bufs: &[Buffer],
) -> Result<(), Diagnostic> {
    let total: u64 = bufs.iter().fold(0u64, |a, b| a.saturating_add(b.2));
    let mut used = 0u64;
    for (name, formula, bytes) in bufs {
        let next = used.saturating_add(*bytes);
        if next > cap {
            return Err(ctx.op_error(
                op,
                format!(
                    "the limits need {total} bytes of {what} but {option} is {cap}: the {name} ({formula} = {bytes} bytes) does not fit after {used} bytes"
                ),
            ));
        }
        used = next;
    }
    Ok(())
}

/// The storage type of positions or coordinates of `width` bits (0: `index`).
fn width_type(ctx: &mut Context, width: u32) -> Type {
    if width == 0 {
        ctx.index_type()
    } else {
        ctx.int_type(width)
    }
}

/// Builds the replacement of one lookup; returns the activations.
fn generate(
    ctx: &mut Context,
    e: &mut Emitter,
    l: &LookupInfo,
    plan: &Plan,
    n: i64,
) -> Result<Value, Diagnostic> {
    use FloatBinary::*;
    use IteratorType::{Parallel, Reduction};
    let (loc, elem) = (e.loc, l.elem);
    let ids_ty = ctx.value_type(l.ids);
    let enc = match ctx.type_kind(ids_ty) {
        tile_ir::TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    };
    let (pos_width, crd_width) =
        get_encoding(ctx, ids_ty).map_or((0, 0), |enc| (enc.pos_width, enc.crd_width));
    let Plan {
        batch: b,
        vocab: v,
        width: w,
        padded_vocab: vp,
        padded_width: wp,
        rows_per_partition: r,
        capacity: k,
    } = *plan;
    let full = Emitter::tensor(ctx, &[vp, wp], elem);
    let acc_t = Emitter::tensor(ctx, &[b, wp], elem);
    let zero = e.float(ctx, 0.0, elem);
    let mut table = l.table;
    if vp != v || wp != w {
        let pad = PadOp::build(
            &mut e.b,
            ctx,
            loc,
            full,
            table,
            &[],
            &[],
            vec![vp - v, wp - w],
            vec![0, 0],
            None,
        );
        let index = ctx.index_type();
        let block = ctx.create_block(&[index, index], loc);
        if let Some(&region) = ctx.op(pad.op()).regions().first() {
            ctx.append_block(region, block);
        }
        TensorYieldOp::build(&mut OpBuilder::at_end(block), ctx, loc, zero);
        table = pad.result(ctx);
    }
    if let Some(q) = l.quantization {
        let sem = match ctx.type_kind(elem) {
            tile_ir::TypeKind::Float(sem) => *sem,
            _ => FloatSemantics::F32,
        };
        // The f32 constants converted to the element type, as the interpreter converts them.
        let f = |x: f32| FloatValue::from_f64_rounded(sem, f64::from(x)).to_f64();
        let low = e.float(ctx, f(q.low()), elem);
        let high = e.float(ctx, f(q.high()), elem);
        let step = e.float(ctx, f(q.step()), elem);
        let qinit = e.empty(ctx, full);
        table = e.generic_2d(
            ctx,
            (&[table], &[qinit]),
            &[&[0, 1], &[0, 1]],
            [Parallel, Parallel],
            |g, args| {
                let &[x, _] = args else { return None };
                let a = g.binary(Maximum, x, low);
                let c = g.binary(Minimum, a, high);
                let d = g.binary(Sub, c, low);
                let t = g.binary(Div, d, step);
                let n = g.round(t);
                let m = g.binary(Mul, n, step);
                Some(g.binary(Add, low, m))
            },
        )?;
    }
    let init = e.empty(ctx, acc_t);
    let acc0 = e.fill(ctx, zero, init)?;
    let part_ids_t = ctx.tensor_type(vec![b, r], elem, enc);
    let (pw, cw) = (width_type(ctx, pos_width), width_type(ctx, crd_width));
    let pos_t = Emitter::tensor(ctx, &[2], pw);
    let crd_t = Emitter::tensor(ctx, &[k, 2], cw);
    let gains_t = Emitter::tensor(ctx, &[k], elem);
    let shard_t = Emitter::tensor(ctx, &[r, wp], elem);
    let mut parts = Vec::with_capacity(n as usize);
    for p in 0..n {
        let pi = PartitionIdsOp::build(
            &mut e.b,
            ctx,
            loc,
            pos_t,
            crd_t,
            gains_t,
            l.ids,
            l.allow_id_dropping.then_some(()),
            LimitsAttr(l.limits),
            n,
            p,
        );
        let (pos, crd, gains) = (pi.pos(ctx), pi.crd(ctx), pi.gains(ctx));
        let ids = AssembleOp::build(&mut e.b, ctx, loc, part_ids_t, &[pos, crd], gains).result(ctx);
        let shard = ExtractSliceOp::build(
            &mut e.b,
            ctx,
            loc,
            shard_t,
            table,
            &[],
            &[],
            &[],
            vec![p, 0],
            vec![r, wp],
            vec![n, 1],
        )
        .result(ctx);
        parts.push(e.matmul(ctx, ids, shard, acc0)?);
    }
    // The partial activations of the partitions are summed by one dense kernel (the
    // all-to-all combine), not by chaining the matmuls through their outs: `sparsify`
    // cannot yet rewrite a kernel whose outs is another rewritten kernel's result.
    let mut act = parts.first().copied().unwrap_or(acc0);
    if n > 1 {
        let identity: Vec<&[usize]> = vec![&[0, 1]; parts.len() + 1];
        act = e.generic_2d(
            ctx,
            (&parts, &[init]),
            &identity,
            [Parallel, Parallel],
            |g, args| {
                let (_, xs) = args.split_last()?;
                let (&first, rest) = xs.split_first()?;
                Some(rest.iter().fold(first, |s, &x| g.binary(Add, s, x)))
            },
        )?;
    }
    if l.combiner != Combiner::Sum {
        let sqrtn = l.combiner == Combiner::Sqrtn;
        let row_t = Emitter::tensor(ctx, &[b], elem);
        let dinit = e.empty(ctx, row_t);
        let d0 = e.fill(ctx, zero, dinit)?;
        let divisor = e.generic_2d(
            ctx,
            (&[l.ids], &[d0]),
            &[&[0, 1], &[0]],
            [Parallel, Reduction],
            |g, args| {
                let &[x, o] = args else { return None };
                let x = if sqrtn { g.binary(Mul, x, x) } else { x };
                Some(g.binary(Add, o, x))
            },
        )?;
        act = e.generic_2d(
            ctx,
            (&[act, divisor], &[init]),
            &[&[0, 1], &[0], &[0, 1]],
            [Parallel, Parallel],
            |g, args| {
                let &[a, dv, _] = args else { return None };
                let d = if sqrtn { g.sqrt(dv) } else { dv };
                let z = g.equal(d, zero);
                let q = g.binary(Div, a, d);
                Some(g.select(z, zero, q))
            },
        )?;
    }
    if wp != w {
        let out_t = Emitter::tensor(ctx, &[b, w], elem);
        act = ExtractSliceOp::build(
            &mut e.b,
            ctx,
            loc,
            out_t,
            act,
            &[],
            &[],
            &[],
            vec![0, 0],
            vec![b, w],
            vec![1, 1],
        )
        .result(ctx);
    }
    Ok(act)
}

impl Pass for Partition {
    fn run(&self, ctx: &mut Context, func: OpId) -> Result<PassResult, Diagnostic> {
        let ops = lookups(ctx, func);
        // Plan and check every lookup before rewriting any: on error nothing changes.
        let mut plans = Vec::with_capacity(ops.len());
        for &op in &ops {
            let l = LookupInfo::read(ctx, op, "embedding-partition")?;
            let plan = self.plan(ctx, &l)?;
            self.check_budget(ctx, &l, &plan)?;
            plans.push((l, plan));
        }
        let mut uses = super::result_uses(ctx, func, &ops);
        let mut staged = Vec::with_capacity(plans.len());
        for (l, plan) in &plans {
            let mut e = Emitter::new(ctx, l.op);
            let act = generate(ctx, &mut e, l, plan, self.num_cores as i64)?;
            let results = ctx.op(l.op).results.clone();
            e.finish(ctx, &mut uses, &mut staged, l.op, (&results, &[act]));
        }
        tile_ir::pass::rewrite::place_and_erase(ctx, staged, &ops);
        Ok(PassResult::changed(!plans.is_empty()))
    }
}
