//! A padded tiling as one loop nest of vector copies.
//!
//! `tensor.pad` -> `tensor.expand_shape` -> `linalg.transpose` moves the data twice: MLIR's
//! `--sparsifier` bufferizes the pad into a temporary (a fill and a strided element-wise
//! copy) before the transpose reads it, about 10x slower than a copy for 4000x4000 f32 into
//! `T(8,128)`. When the physical layout ends in a tile row (contiguous in the source's most
//! minor dimension), possibly followed by a few rows of another source dimension
//! interleaved element by element (`(8,128)(2,1)`: 128 columns x 2 rows) and unit levels,
//! the tiling is instead a loop over every other physical dimension (in physical order, so
//! writes are sequential) whose body reads that block straight from the unpadded source
//! with `vector.transfer_read` (out-of-bounds lanes get the pad value), interleaves its
//! rows with `vector.transpose` + `vector.shape_cast`, and writes it with one 1-D
//! `vector.transfer_write`: one pass, and the vectors lower to (masked) loads, shuffles
//! and stores.

use rustc_hash::FxHashMap as HashMap;

use tile_dialects::arith::attrs::CmpIPredicate;
use tile_dialects::arith::views::{AddIOp, AndIOp, CmpIOp, ConstantOp, MinUIOp, MulIOp, SelectOp};
use tile_dialects::scf::{ForOp, IfOp, YieldOp as ScfYieldOp};
use tile_dialects::tensor::{CollapseShapeOp, ExpandShapeOp};
use tile_dialects::vector::{
    BroadcastOp, ShapeCastOp, TransferReadOp, TransferWriteOp, TransposeOp,
};
use tile_ir::affine::{AffineExpr, AffineMap};
use tile_ir::builder::OpBuilder;
use tile_ir::{Context, Type, TypeKind, Value};

use super::{Emitter, Step, detached};

/// The most elements one block (one vector) may have; larger blocks keep the
/// pad/transpose form.
const MAX_VECTOR: i64 = 1024;

/// A padded tiling in the form the kernel handles: `Pad(high)` of a source of shape `src`,
/// `Expand(groups, expanded)`, `Transpose(perm)`, whose physical dims from `block` on are
/// the vector: the tile row (`cols` elements of the source's last dim) and, if `rows` is
/// set, `(j, r)`: `r` elements of source dim `j` interleaved (each column's `r` values
/// adjacent), other dims there being units.
pub(super) struct PaddedTiling {
    src: Vec<i64>,
    high: Vec<i64>,
    groups: Vec<Vec<usize>>,
    expanded: Vec<i64>,
    perm: Vec<usize>,
    block: usize,
    cols: i64,
    rows: Option<(usize, i64)>,
}

/// Whether expanded dim `k` of `group` has only unit dims after it (so it steps its source
/// dim by 1).
fn unit_stride(group: &[usize], k: usize, expanded: &[i64]) -> bool {
    group
        .iter()
        .skip_while(|&&e| e != k)
        .skip(1)
        .all(|&e| expanded.get(e) == Some(&1))
        && group.contains(&k)
}

impl PaddedTiling {
    /// The tiling starting at `steps[0]`, if those steps are a pad (that pads something), an
    /// expand and a transpose of the form above, of a scalar (integer, float, index)
    /// element type, with at least one loop.
    pub(super) fn tiling(steps: &[(Step, Vec<i64>)], elem: &TypeKind) -> Option<Self> {
        let [
            (Step::Pad(high), src),
            (Step::Expand(groups, expanded), _),
            (Step::Transpose(perm), _),
            ..,
        ] = steps
        else {
            return None;
        };
        Self::new(src, high, groups, expanded, perm, elem)
    }

    /// The untiling starting at `steps[0]`: a transpose, a collapse and a slice that drops
    /// padding, the inverse of a [`PaddedTiling::tiling`] (the block is written with
    /// `vector.transfer_write`, whose lanes past the edge are dropped).
    pub(super) fn untiling(steps: &[(Step, Vec<i64>)], elem: &TypeKind) -> Option<Self> {
        let [
            (Step::Transpose(q), phys),
            (Step::Collapse(groups), expanded),
            (Step::Slice(sizes), padded),
            ..,
        ] = steps
        else {
            return None;
        };
        if sizes.len() != padded.len() || q.len() != phys.len() {
            return None;
        }
        let high: Vec<i64> = padded.iter().zip(sizes).map(|(p, s)| p - s).collect();
        let mut perm = vec![0; q.len()];
        for (i, &x) in q.iter().enumerate() {
            *perm.get_mut(x)? = i;
        }
        Self::new(sizes, &high, groups, expanded, &perm, elem)
    }

    fn new(
        src: &[i64],
        high: &[i64],
        groups: &[Vec<usize>],
        expanded: &[i64],
        perm: &[usize],
        elem: &TypeKind,
    ) -> Option<Self> {
        let n = src.len();
        let scalar = matches!(
            elem,
            TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Index
        );
        let shapes_ok = scalar
            && n > 0
            && groups.len() == n
            && high.len() == n
            && perm.len() == expanded.len()
            && high.iter().any(|&h| h > 0)
            && high.iter().all(|&h| h >= 0)
            && src.iter().all(|&d| d > 0);
        if !shapes_ok {
            return None;
        }
        let size = |i: usize| perm.get(i).and_then(|&k| expanded.get(k)).copied();
        // The physical dims that are not units, most minor last.
        let big: Vec<usize> = (0..perm.len()).filter(|&i| size(i) > Some(1)).collect();
        let last_group = groups.last()?;
        let (&w, rest) = big.split_last()?;
        let kw = *perm.get(w)?;
        let (block, cols, rows) = if unit_stride(last_group, kw, expanded) {
            (w, size(w)?, None)
        } else {
            // Rows interleaved after the columns.
            let j = groups.iter().position(|g| g.contains(&kw))?;
            let &e = rest.last()?;
            let ke = *perm.get(e)?;
            if j + 1 == n
                || !unit_stride(groups.get(j)?, kw, expanded)
                || !unit_stride(last_group, ke, expanded)
            {
                return None;
            }
            (e, size(e)?, Some((j, size(w)?)))
        };
        let elems = cols.checked_mul(rows.map_or(1, |(_, r)| r))?;
        let loops = big.iter().filter(|&&i| i < block).count();
        (elems <= MAX_VECTOR && loops > 0).then(|| PaddedTiling {
            src: src.to_vec(),
            high: high.to_vec(),
            groups: groups.to_vec(),
            expanded: expanded.to_vec(),
            perm: perm.to_vec(),
            block,
            cols,
            rows,
        })
    }

    /// The physical (transposed) shape.
    fn out_shape(&self) -> Vec<i64> {
        self.perm
            .iter()
            .map(|&k| self.expanded.get(k).copied().unwrap_or(1))
            .collect()
    }

    /// Whether source dim `j` is padded.
    fn padded(&self, j: usize) -> bool {
        self.high.get(j).is_some_and(|&h| h > 0)
    }
}

/// Which way a [`PaddedTiling`] is emitted.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Direction {
    /// Source to physical shape (pad, expand, transpose).
    Tile,
    /// Physical shape to source (transpose, collapse, slice).
    Untile,
}

impl Emitter {
    /// Emits `t` on `v` (the unpadded source when tiling, the physical tensor when
    /// untiling): constants, the loop nest and any reshape; the result.
    pub(super) fn emit_padded_tiling(
        &mut self,
        ctx: &mut Context,
        t: &PaddedTiling,
        dir: Direction,
        v: Value,
        elem: Type,
    ) -> Result<Value, String> {
        let out_shape = t.out_shape();
        let m = out_shape.len();
        let n = t.src.len();
        let loc = self.loc;
        let index = ctx.index_type();
        let i1 = ctx.int_type(1);
        // Each expanded dim's stride within its source dim.
        let mut stride = vec![1i64; t.expanded.len()];
        for g in &t.groups {
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
        // The physical position of each expanded dim.
        let mut pos = vec![0usize; m];
        for (i, &k) in t.perm.iter().enumerate() {
            if let Some(slot) = pos.get_mut(k) {
                *slot = i;
            }
        }
        let in_vector = |j: usize| j + 1 == n || t.rows.is_some_and(|(r, _)| r == j);
        // Constants first: they must dominate the loops.
        let mut wanted: Vec<i64> = vec![0, 1];
        wanted.extend(out_shape.iter().copied());
        wanted.extend(stride.iter().copied());
        for (j, &d) in t.src.iter().enumerate() {
            if t.padded(j) && !in_vector(j) {
                wanted.extend([d, d - 1]);
            }
        }
        let mut consts: HashMap<i64, Value> = HashMap::default();
        for c in wanted {
            if let std::collections::hash_map::Entry::Vacant(e) = consts.entry(c) {
                let a = ctx.int_attr(i128::from(c), index);
                let op = ConstantOp::build(&mut detached(), ctx, loc, index, a);
                e.insert(self.keep(ctx, op.op())?);
            }
        }
        let k = |c: i64| {
            consts
                .get(&c)
                .copied()
                .ok_or_else(|| "internal error: missing constant".to_string())
        };
        let c0 = k(0)?;
        let rows = t.rows.map_or(1, |(_, r)| r);
        let vector = |ctx: &mut Context, shape: Vec<i64>| {
            let scalable = vec![false; shape.len()];
            ctx.intern_type(TypeKind::Vector {
                shape,
                scalable,
                element: elem,
            })
        };
        let flat_ty = vector(ctx, vec![t.cols * rows]);
        // The block in source order (rows, then columns) and in physical order.
        let src_block_ty = match t.rows {
            Some((_, r)) => vector(ctx, vec![r, t.cols]),
            None => flat_ty,
        };
        let phys_block_ty = vector(ctx, vec![t.cols, rows]);
        let pad = self.pad_constant(ctx, elem)?;
        let outer_padding = (0..n).any(|j| t.padded(j) && !in_vector(j));
        // Tiling: padding past the extent of a dim outside the vector is a pad block.
        let pad_block = if dir == Direction::Tile && outer_padding {
            let b = BroadcastOp::build(&mut detached(), ctx, loc, flat_ty, pad);
            Some(self.keep(ctx, b.op())?)
        } else {
            None
        };
        // The physical shape with the block's dims collapsed into one.
        let mut flat_phys: Vec<i64> = out_shape.get(..t.block).unwrap_or_default().to_vec();
        flat_phys.push(t.cols * rows);
        let flat_phys_ty = ctx.tensor_type(flat_phys.clone(), elem, None);
        let block_groups = || {
            let mut groups: Vec<Vec<usize>> = (0..t.block).map(|i| vec![i]).collect();
            groups.push((t.block..m).collect());
            super::reassociation(&groups)
        };
        let (carried_ty, phys_view) = match dir {
            Direction::Tile => (flat_phys_ty, v),
            Direction::Untile => {
                let src_ty = ctx.tensor_type(t.src.clone(), elem, None);
                let view = if flat_phys == out_shape {
                    v
                } else {
                    let c = CollapseShapeOp::build(
                        &mut detached(),
                        ctx,
                        loc,
                        flat_phys_ty,
                        v,
                        block_groups(),
                    );
                    self.keep(ctx, c.op())?
                };
                (src_ty, view)
            }
        };
        let init = self.empty(ctx, carried_ty)?;
        let loops: Vec<usize> = (0..t.block)
            .filter(|&i| out_shape.get(i).is_some_and(|&d| d > 1))
            .collect();
        let mut nest = Nest {
            ctx,
            ivs: vec![c0; flat_phys.len()],
        };
        let mut body =
            |nest: &mut Nest<'_>, b: &mut OpBuilder, acc: Value| -> Result<Value, String> {
                let ctx = &mut *nest.ctx;
                let mut src_idx = Vec::with_capacity(n);
                for g in &t.groups {
                    let mut sum: Option<Value> = None;
                    for &e in g {
                        let p = pos.get(e).copied().unwrap_or(m);
                        if t.expanded.get(e).is_none_or(|&d| d <= 1) || p >= t.block {
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
                // Padding in a dim outside the vector: whether this block is inside.
                let mut inside: Option<Value> = None;
                for (j, &d) in t.src.iter().enumerate() {
                    if !t.padded(j) || in_vector(j) {
                        continue;
                    }
                    let Some(idx) = src_idx.get_mut(j) else {
                        continue;
                    };
                    let lt =
                        CmpIOp::build(b, ctx, loc, i1, *idx, k(d)?, CmpIPredicate::Ult).result(ctx);
                    if dir == Direction::Tile {
                        // Read a clamped block, then select the pad block.
                        *idx = MinUIOp::build(b, ctx, loc, index, *idx, k(d - 1)?).result(ctx);
                    }
                    inside = Some(match inside {
                        None => lt,
                        Some(x) => AndIOp::build(b, ctx, loc, i1, x, lt).result(ctx),
                    });
                }
                let (src_map, src_in_bounds) = match t.rows {
                    Some((j, _)) => (
                        vec![AffineExpr::dim(j), AffineExpr::dim(n - 1)],
                        vec![!t.padded(j), !t.padded(n - 1)],
                    ),
                    None => (vec![AffineExpr::dim(n - 1)], vec![!t.padded(n - 1)]),
                };
                let r = nest.ivs.len();
                let mut phys_idx = nest.ivs.clone();
                if let Some(last) = phys_idx.last_mut() {
                    *last = c0;
                }
                let phys_map = AffineMap::new(r, 0, vec![AffineExpr::dim(r - 1)]);
                let first = |ctx: &Context, op: tile_ir::OpId| ctx.op(op).results.first().copied();
                match dir {
                    Direction::Tile => {
                        let read = TransferReadOp::build(
                            b,
                            ctx,
                            loc,
                            src_block_ty,
                            v,
                            &src_idx,
                            pad,
                            None,
                            AffineMap::new(n, 0, src_map),
                            src_in_bounds,
                        )
                        .vector(ctx);
                        // Interleave the rows: each column's values become adjacent.
                        let flat = if t.rows.is_some() {
                            let tr =
                                TransposeOp::build(b, ctx, loc, phys_block_ty, read, vec![1, 0]);
                            let tv = first(ctx, tr.op()).unwrap_or(read);
                            let sc = ShapeCastOp::build(b, ctx, loc, flat_ty, tv);
                            first(ctx, sc.op()).unwrap_or(tv)
                        } else {
                            read
                        };
                        let value = match (inside, pad_block) {
                            (Some(c), Some(p)) => {
                                SelectOp::build(b, ctx, loc, flat_ty, c, flat, p).result(ctx)
                            }
                            _ => flat,
                        };
                        let w = TransferWriteOp::build(
                            b,
                            ctx,
                            loc,
                            Some(carried_ty),
                            value,
                            acc,
                            &phys_idx,
                            None,
                            phys_map,
                            vec![true],
                        );
                        first(ctx, w.op())
                            .ok_or_else(|| "internal error: transfer_write without a result".into())
                    }
                    Direction::Untile => {
                        let read = TransferReadOp::build(
                            b,
                            ctx,
                            loc,
                            flat_ty,
                            phys_view,
                            &phys_idx,
                            pad,
                            None,
                            phys_map,
                            vec![true],
                        )
                        .vector(ctx);
                        // Undo the interleaving: rows, then columns.
                        let block = if t.rows.is_some() {
                            let sc = ShapeCastOp::build(b, ctx, loc, phys_block_ty, read);
                            let sv = first(ctx, sc.op()).unwrap_or(read);
                            let tr = TransposeOp::build(b, ctx, loc, src_block_ty, sv, vec![1, 0]);
                            first(ctx, tr.op()).unwrap_or(sv)
                        } else {
                            read
                        };
                        let write = |ctx: &mut Context, b: &mut OpBuilder| {
                            let w = TransferWriteOp::build(
                                b,
                                ctx,
                                loc,
                                Some(carried_ty),
                                block,
                                acc,
                                &src_idx,
                                None,
                                AffineMap::new(n, 0, src_map.clone()),
                                src_in_bounds.clone(),
                            );
                            first(ctx, w.op()).ok_or_else(|| {
                                "internal error: transfer_write without a result".to_string()
                            })
                        };
                        let Some(c) = inside else {
                            return write(ctx, b);
                        };
                        // A block of padding rows writes nothing.
                        let op = IfOp::build(b, ctx, loc, &[carried_ty], c);
                        let then_block = ctx.create_block(&[], loc);
                        let region = op.thenRegion(ctx);
                        ctx.append_block(region, then_block);
                        let mut tb = OpBuilder::at_end(then_block);
                        let y = write(ctx, &mut tb)?;
                        ScfYieldOp::build(&mut tb, ctx, loc, &[y]);
                        let else_block = ctx.create_block(&[], loc);
                        let region = op.elseRegion(ctx);
                        ctx.append_block(region, else_block);
                        ScfYieldOp::build(&mut OpBuilder::at_end(else_block), ctx, loc, &[acc]);
                        first(ctx, op.op())
                            .ok_or_else(|| "internal error: scf.if without a result".into())
                    }
                }
            };
        let bounds = |c: i64| k(c);
        let (res, outer) = build_loop(
            &mut nest,
            &loops,
            &out_shape,
            &mut detached(),
            init,
            &bounds,
            loc,
            &mut body,
        )?;
        let Some(outer) = outer else {
            return Err("internal error: a padded tiling without loops".into());
        };
        self.pending.push(outer);
        if dir == Direction::Untile || flat_phys == out_shape {
            return Ok(res);
        }
        // Back to the physical shape: split the block into its dims.
        let out_ty = ctx.tensor_type(out_shape.clone(), elem, None);
        let e = ExpandShapeOp::build(
            &mut detached(),
            ctx,
            loc,
            out_ty,
            res,
            &[],
            block_groups(),
            out_shape,
        );
        self.keep(ctx, e.op())
    }
}

/// The loop-carried state of the nest being built.
struct Nest<'c> {
    ctx: &'c mut Context,
    ivs: Vec<Value>,
}

/// Builds the loop over the first of `loops` (or, with none left, the body) at `b` on
/// `acc`; the value it gives and the loop op.
#[allow(clippy::too_many_arguments)]
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
    let args = ctx.block(block).args.to_vec();
    let (Some(&iv), Some(&inner_acc)) = (args.first(), args.get(1)) else {
        return Err("internal error: scf.for without arguments".into());
    };
    if let Some(slot) = nest.ivs.get_mut(dim) {
        *slot = iv;
    }
    let mut inner = OpBuilder::at_end(block);
    let (y, _) = build_loop(
        nest, rest, out_shape, &mut inner, inner_acc, bounds, loc, body,
    )?;
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

#[cfg(test)]
mod tests {
    use super::super::normalize::normalize;
    use super::super::{Plan, tiling_plan};
    use super::*;
    use tile_dialects::tile::layout::parse_layout;
    use tile_ir::float::FloatSemantics;

    fn plan(layout: &str, dims: &[i64]) -> Plan {
        let p = tiling_plan(&parse_layout(layout).expect("layout"), dims).expect("plan");
        normalize(&p).expect("normal form")
    }

    fn f32() -> TypeKind {
        TypeKind::Float(FloatSemantics::F32)
    }

    /// The kernel form's vector: (first physical dim, columns, interleaved rows).
    type Form = (usize, i64, Option<(usize, i64)>);

    /// The kernel form of `layout` on `dims`, if it has one.
    fn form(layout: &str, dims: &[i64], elem: TypeKind) -> Option<Form> {
        let p = plan(layout, dims);
        PaddedTiling::tiling(&p.steps, &elem).map(|t| (t.block, t.cols, t.rows))
    }

    #[test]
    fn tile_rows_and_interleaved_rows() {
        assert_eq!(
            form("{1,0:T(8,128)}", &[9, 130], f32()),
            Some((3, 128, None))
        );
        // Rows padded only: still one vector per tile row (padding rows are selected).
        assert_eq!(
            form("{1,0:T(8,128)}", &[9, 128], f32()),
            Some((3, 128, None))
        );
        assert_eq!(
            form("{1,0:T(8,128)(2,1)}", &[10, 200], f32()),
            Some((3, 128, Some((0, 2))))
        );
        assert_eq!(
            form("{1,0:T(8,128)(4,1)}", &[17, 129], f32()),
            Some((3, 128, Some((0, 4))))
        );
        // Column-major: the tile row (4 source rows) is interleaved after 2 columns.
        assert_eq!(
            form("{0,1:T(2,4)}", &[3, 5], f32()),
            Some((2, 2, Some((0, 4))))
        );
    }

    #[test]
    fn untilings_mirror_tilings() {
        for (layout, dims) in [
            ("{1,0:T(8,128)}", &[9, 130][..]),
            ("{1,0:T(8,128)(2,1)}", &[10, 200]),
            ("{2,1,0:T(8,128)(4,1)}", &[3, 17, 129]),
        ] {
            // (A permuted order untiles in its physical order, then transposes: the slice
            // stays before that transpose in the normal form.)
            let p = tiling_plan(&parse_layout(layout).expect("layout"), dims).expect("plan");
            let back = normalize(&p.inverse().expect("inverse")).expect("normal form");
            // The inverse starts with the expand of the buffer, then the untiling.
            let at = back
                .steps
                .iter()
                .position(|(s, _)| matches!(s, Step::Transpose(_)))
                .expect("a transpose");
            let u = PaddedTiling::untiling(&back.steps[at..], &f32()).expect("untiling");
            let t = PaddedTiling::tiling(&plan(layout, dims).steps, &f32()).expect("tiling");
            assert_eq!(
                (u.block, u.cols, u.rows),
                (t.block, t.cols, t.rows),
                "{layout}"
            );
            assert_eq!(
                (&u.src, &u.high, &u.perm),
                (&t.src, &t.high, &t.perm),
                "{layout}"
            );
        }
    }

    #[test]
    fn other_tilings_keep_the_pad_form() {
        // Nothing padded: linalg.transpose, which MLIR already fuses and vectorizes.
        assert_eq!(form("{1,0:T(8,128)}", &[16, 256], f32()), None);
        // A tile row longer than a vector should be.
        assert_eq!(form("{1,0:T(8,2048)}", &[9, 2000], f32()), None);
        // Vectors hold integers, floats and indices only.
        let mut ctx = Context::default();
        let complex = TypeKind::Complex(ctx.index_type());
        assert_eq!(form("{1,0:T(2,2)}", &[3, 5], complex), None);
        // A single tile row: no loop to put the vector in.
        assert_eq!(form("{0:T(128)}", &[100], f32()), None);
    }
}
