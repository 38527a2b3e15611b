//! A padded tiling as one loop nest of vector copies.
//!
//! `tensor.pad` -> `tensor.expand_shape` -> `linalg.transpose` moves the data twice: MLIR's
//! `--sparsifier` bufferizes the pad into a temporary (a fill and a strided element-wise
//! copy) before the transpose reads it, about 10x slower than a copy for 4000x4000 f32 into
//! `T(8,128)`. When the tile's most minor dimension stays most minor, the tiling is instead
//! a loop over every other physical dimension (in physical order, so writes are
//! sequential) whose body reads one row of the tile with `vector.transfer_read` straight
//! from the unpadded source (out-of-bounds lanes get the pad value) and writes it with
//! `vector.transfer_write`: one pass, and the vectors lower to plain (masked) loads and
//! stores.

use rustc_hash::FxHashMap as HashMap;

use tile_dialects::arith::attrs::CmpIPredicate;
use tile_dialects::arith::views::{AddIOp, AndIOp, CmpIOp, ConstantOp, MinUIOp, MulIOp, SelectOp};
use tile_dialects::scf::{ForOp, YieldOp as ScfYieldOp};
use tile_dialects::vector::{BroadcastOp, TransferReadOp, TransferWriteOp};
use tile_ir::affine::{AffineExpr, AffineMap};
use tile_ir::builder::OpBuilder;
use tile_ir::{Context, Type, TypeKind, Value};

use super::{Emitter, Step, detached};

/// The longest tile row read as one vector (longer rows keep the pad/transpose form).
const MAX_VECTOR: i64 = 1024;

/// A padded tiling in the form the kernel handles: `Pad(high)` of `src` (shape `src`),
/// `Expand(groups, expanded)`, `Transpose(perm)`.
pub(super) struct PaddedTiling<'a> {
    src: &'a [i64],
    high: &'a [i64],
    groups: &'a [Vec<usize>],
    expanded: &'a [i64],
    perm: &'a [usize],
}

impl<'a> PaddedTiling<'a> {
    /// The tiling starting at `steps[0]`, if those steps are a pad (that pads something), an
    /// expand and a transpose keeping the most minor dimension most minor, with a vector
    /// row of at most [`MAX_VECTOR`] elements of a scalar (integer, float, index) type.
    pub(super) fn matching(steps: &'a [(Step, Vec<i64>)], elem: TypeKind) -> Option<Self> {
        let [
            (Step::Pad(high), src),
            (Step::Expand(groups, expanded), _),
            (Step::Transpose(perm), _),
            ..,
        ] = steps
        else {
            return None;
        };
        let n = src.len();
        let last = expanded.len().checked_sub(1)?;
        let scalar = matches!(
            elem,
            TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Index
        );
        let row = *expanded.last()?;
        let ok = scalar
            && n > 0
            && groups.len() == n
            && perm.len() == expanded.len()
            && high.iter().any(|&h| h > 0)
            && src.iter().all(|&d| d > 0)
            && perm.last() == Some(&last)
            && (2..=MAX_VECTOR).contains(&row)
            // At least one loop: some physical dim besides the row is not a unit.
            && perm[..last].iter().any(|&k| expanded.get(k).is_some_and(|&d| d > 1));
        ok.then_some(PaddedTiling {
            src,
            high,
            groups,
            expanded,
            perm,
        })
    }

    /// The physical (transposed) shape.
    fn out_shape(&self) -> Vec<i64> {
        self.perm
            .iter()
            .map(|&k| self.expanded.get(k).copied().unwrap_or(1))
            .collect()
    }
}

impl Emitter {
    /// Emits `t` on `v` (the unpadded source): the loop nest; its result.
    pub(super) fn emit_padded_tiling(
        &mut self,
        ctx: &mut Context,
        t: &PaddedTiling<'_>,
        v: Value,
        elem: Type,
    ) -> Result<Value, String> {
        let out_shape = t.out_shape();
        let m = out_shape.len();
        let n = t.src.len();
        let index = ctx.index_type();
        let i1 = ctx.int_type(1);
        // Each expanded dim's stride within its source dim.
        let mut stride = vec![1i64; t.expanded.len()];
        for g in t.groups {
            let mut s = 1i64;
            for &k in g.iter().rev() {
                if let Some(slot) = stride.get_mut(k) {
                    *slot = s;
                }
                s = s
                    .checked_mul(t.expanded.get(k).copied().unwrap_or(1))
                    .ok_or("tile strides overflow")?;
            }
        }
        // Constants first: they must dominate the loops.
        let mut consts: HashMap<i64, Value> = HashMap::default();
        let mut wanted: Vec<i64> = vec![0, 1];
        wanted.extend(out_shape.iter().copied());
        wanted.extend(stride.iter().copied());
        for (&d, &h) in t.src.iter().zip(t.high).take(n - 1) {
            if h > 0 {
                wanted.extend([d, d - 1]);
            }
        }
        for c in wanted {
            if let std::collections::hash_map::Entry::Vacant(e) = consts.entry(c) {
                let a = ctx.int_attr(i128::from(c), index);
                let op = ConstantOp::build(&mut detached(), ctx, self.loc, index, a);
                e.insert(self.keep(ctx, op.op())?);
            }
        }
        let k = |c: i64| {
            consts
                .get(&c)
                .copied()
                .ok_or_else(|| "internal error: missing constant".to_string())
        };
        let row = out_shape.last().copied().unwrap_or(1);
        let vty = ctx.intern_type(TypeKind::Vector {
            shape: vec![row],
            scalable: vec![false],
            element: elem,
        });
        let pad = self.pad_constant(ctx, elem)?;
        // Rows of padding: read nothing, write the pad value.
        let pad_row = if t.high.iter().take(n - 1).any(|&h| h > 0) {
            let b = BroadcastOp::build(&mut detached(), ctx, self.loc, vty, pad);
            Some(self.keep(ctx, b.op())?)
        } else {
            None
        };
        let out_ty = ctx.tensor_type(out_shape.clone(), elem, None);
        let init = self.empty(ctx, out_ty)?;
        // The loops: every physical dim but the row, skipping unit dims.
        let loops: Vec<usize> = (0..m.saturating_sub(1))
            .filter(|&i| out_shape.get(i).is_some_and(|&d| d > 1))
            .collect();
        let mut inv = vec![0usize; m];
        for (i, &p) in t.perm.iter().enumerate() {
            if let Some(slot) = inv.get_mut(p) {
                *slot = i;
            }
        }
        let c0 = k(0)?;
        let loc = self.loc;
        // Builds the nest from loop `depth` in, `ivs[i]` the index of physical dim `i`.
        struct Nest<'c> {
            ctx: &'c mut Context,
            ivs: Vec<Value>,
        }
        let mut nest = Nest {
            ctx,
            ivs: vec![c0; m],
        };
        let mut body = |nest: &mut Nest<'_>, b: &mut OpBuilder, acc: Value| -> Result<Value, String> {
            let ctx = &mut *nest.ctx;
            let mut src_idx = Vec::with_capacity(n);
            for g in t.groups {
                let mut sum: Option<Value> = None;
                for &e in g {
                    let size = t.expanded.get(e).copied().unwrap_or(1);
                    let Some(&p) = inv.get(e) else { continue };
                    if size <= 1 || p + 1 == m {
                        continue;
                    }
                    let iv = nest.ivs.get(p).copied().unwrap_or(c0);
                    let s = stride.get(e).copied().unwrap_or(1);
                    let term = if s == 1 {
                        iv
                    } else {
                        MulIOp::build(b, ctx, loc, index, iv, k(s)?, None).result(ctx)
                    };
                    sum = Some(match sum {
                        None => term,
                        Some(x) => AddIOp::build(b, ctx, loc, index, x, term, None).result(ctx),
                    });
                }
                src_idx.push(sum.unwrap_or(c0));
            }
            // Outer source dims past their extent are padding rows: clamp the read, select
            // the pad row.
            let mut inside: Option<Value> = None;
            for (j, (&d, &h)) in t.src.iter().zip(t.high).enumerate().take(n - 1) {
                if h == 0 {
                    continue;
                }
                let Some(idx) = src_idx.get_mut(j) else { continue };
                let lt = CmpIOp::build(b, ctx, loc, i1, *idx, k(d)?, CmpIPredicate::Ult).result(ctx);
                *idx = MinUIOp::build(b, ctx, loc, index, *idx, k(d - 1)?).result(ctx);
                inside = Some(match inside {
                    None => lt,
                    Some(x) => AndIOp::build(b, ctx, loc, i1, x, lt).result(ctx),
                });
            }
            let read_map = AffineMap::new(n, 0, vec![AffineExpr::dim(n - 1)]);
            let row_padded = t.high.last().is_some_and(|&h| h > 0);
            let read = TransferReadOp::build(
                b,
                ctx,
                loc,
                vty,
                v,
                &src_idx,
                pad,
                None,
                read_map,
                vec![!row_padded],
            )
            .vector(ctx);
            let value = match (inside, pad_row) {
                (Some(c), Some(p)) => SelectOp::build(b, ctx, loc, vty, c, read, p).result(ctx),
                _ => read,
            };
            let write_map = AffineMap::new(m, 0, vec![AffineExpr::dim(m - 1)]);
            let mut out_idx = nest.ivs.clone();
            if let Some(last) = out_idx.last_mut() {
                *last = c0;
            }
            let w = TransferWriteOp::build(
                b,
                ctx,
                loc,
                Some(out_ty),
                value,
                acc,
                &out_idx,
                None,
                write_map,
                vec![true],
            );
            ctx.op(w.op())
                .results
                .first()
                .copied()
                .ok_or_else(|| "internal error: transfer_write without a result".to_string())
        };
        // Builds loop `depth` (or the body) at `b` on `acc`; the value it yields.
        fn build_loop(
            nest: &mut Nest<'_>,
            loops: &[usize],
            out_shape: &[i64],
            b: &mut OpBuilder,
            acc: Value,
            bounds: &dyn Fn(i64) -> Result<Value, String>,
            loc: tile_ir::Loc,
            body: &mut dyn FnMut(&mut Nest<'_>, &mut OpBuilder, Value) -> Result<Value, String>,
        ) -> Result<(Value, Option<tile_ir::OpId>), String> {
            let Some((&dim, rest)) = loops.split_first() else {
                return Ok((body(nest, b, acc)?, None));
            };
            let ctx = &mut *nest.ctx;
            let ty = ctx.value_type(acc);
            let index = ctx.index_type();
            let ub = bounds(out_shape.get(dim).copied().unwrap_or(1))?;
            let (lb, step) = (bounds(0)?, bounds(1)?);
            let f = ForOp::build(b, ctx, loc, &[ty], lb, ub, step, &[acc], None);
            let block = ctx.create_block(&[index, ty], loc);
            let region = f.region(ctx);
            ctx.append_block(region, block);
            let args = ctx.block(block).args.clone();
            let (Some(&iv), Some(&inner_acc)) = (args.first(), args.get(1)) else {
                return Err("internal error: scf.for without arguments".into());
            };
            if let Some(slot) = nest.ivs.get_mut(dim) {
                *slot = iv;
            }
            let mut inner = OpBuilder::at_end(block);
            let (y, _) = build_loop(nest, rest, out_shape, &mut inner, inner_acc, bounds, loc, body)?;
            ScfYieldOp::build(&mut inner, nest.ctx, loc, &[y]);
            let res = nest
                .ctx
                .op(f.op())
                .results
                .first()
                .copied()
                .ok_or("internal error: scf.for without a result")?;
            Ok((res, Some(f.op())))
        }
        let bounds = |c: i64| k(c);
        let mut top = detached();
        let (res, outer) = build_loop(
            &mut nest,
            &loops,
            &out_shape,
            &mut top,
            init,
            &bounds,
            loc,
            &mut body,
        )?;
        match outer {
            Some(op) => {
                self.pending.push(op);
                Ok(res)
            }
            // No loop (a single row): the body's ops were built detached, in order.
            None => Err("internal error: a padded tiling without loops".into()),
        }
    }
}
