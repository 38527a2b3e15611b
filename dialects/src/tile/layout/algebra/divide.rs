//! Divide (CuTe's logical divide; XLA's tiles as a divide) and products (logical,
//! blocked, raked).

use std::ops::Range;

use tile_ir::affine::{AffineExpr, AffineMap};

use super::super::model::Tile;
use super::complement::complement;
use super::compose::{compose, concat};
use super::layout::{AlgebraError, IntTuple, Layout, OVERFLOW, err};

/// `A ⊘ B = A ∘ (B, B*)` with `B* = complement(B, size(A))`: the first mode walks one
/// tile (the elements `B` selects), the second walks the tiles. `size(A)` must be a
/// multiple of `B`'s codomain when `B` pads, else the last tile would read past `A`.
pub fn logical_divide(a: &Layout, b: &Layout) -> Result<Layout, AlgebraError> {
    let rest = complement(b, a.size())?.to_layout()?;
    compose(a, &concat(b, &rest)?)
}

/// `A` tiled by an XLA tile: the last `tile.len()` levels of `A` (levels of extent 1 are
/// added in front if `A` has fewer) each become an outer level `e floordiv t` of extent
/// `ceil(n/t)` and an inner level `e mod t`, the inner levels moved to the minor end.
/// Each tiled level is padded to a multiple of its tile, as XLA pads. Dividing XLA's
/// `f32[4,8]{1,0}` by `(2,4)` and then by `(2,1)` gives `f32[4,8]{1,0:T(2,4)(2,1)}`.
pub fn tile_divide(a: &Layout, tile: &[i64]) -> Result<Layout, AlgebraError> {
    if let Some(&t) = tile.iter().find(|&&t| t < 1) {
        return err(format!("tile dimensions must be positive, got {t}"));
    }
    let mut levels: Vec<(AffineExpr, i64)> = a
        .map
        .results
        .iter()
        .cloned()
        .zip(a.levels.iter().copied())
        .collect();
    if tile.len() > levels.len() {
        let mut front = vec![(AffineExpr::constant(0), 1i64); tile.len() - levels.len()];
        front.append(&mut levels);
        levels = front;
    }
    let covered = levels.split_off(levels.len() - tile.len());
    let mut inner = Vec::new();
    for ((e, n), &t) in covered.into_iter().zip(tile) {
        levels.push((e.floor_div(t), n / t + i64::from(n % t != 0)));
        inner.push((e.modulo(t), t));
    }
    levels.extend(inner);
    let (exprs, extents): (Vec<_>, Vec<_>) = levels.into_iter().unzip();
    let mut out = Layout::new(
        a.shape.clone(),
        AffineMap::new(a.map.num_dims, 0, exprs),
        extents,
    )?;
    if let Some(mut x) = a.xla_hint.clone() {
        x.layout.tiles.push(Tile::new(tile));
        out.xla_hint = Some(x);
    }
    Ok(out)
}

/// `A ⊗ B = (A, A* ∘ B)` with `A* = complement(A, max(size, cosize)(A) * cosize(B))`: `B` says where
/// the copies of `A` go. A padded `A` is repeated with its padding.
pub fn logical_product(a: &Layout, b: &Layout) -> Result<Layout, AlgebraError> {
    concat(a, &repetition(a, b)?)
}

/// CuTe's blocked product: like modes of `A` and of `A* ∘ B` are paired, `A`'s first
/// (`A` is the block, `B` the arrangement of blocks). Ranks are padded with 1s.
pub fn blocked_product(a: &Layout, b: &Layout) -> Result<Layout, AlgebraError> {
    zip_product(a, b, false)
}

/// CuTe's raked product: like [`blocked_product`] with `A* ∘ B`'s mode first in each
/// pair, so the copies of `A` interleave.
pub fn raked_product(a: &Layout, b: &Layout) -> Result<Layout, AlgebraError> {
    zip_product(a, b, true)
}

fn repetition(a: &Layout, b: &Layout) -> Result<Layout, AlgebraError> {
    // CuTe takes size(A) * cosize(B); a padded A owns its codomain, so take the larger of
    // size and cosize (a longer complement only adds copies that B never reaches).
    let m = a
        .size()
        .max(a.cosize())
        .checked_mul(b.cosize())
        .ok_or_else(|| AlgebraError(OVERFLOW.into()))?;
    compose(&complement(a, m)?.to_layout()?, b)
}

fn zip_product(a: &Layout, b: &Layout, raked: bool) -> Result<Layout, AlgebraError> {
    let rank = a.shape.modes().len().max(b.shape.modes().len());
    let a = pad_rank(a, rank)?;
    let b = pad_rank(b, rank)?;
    let c = repetition(&a, &b)?;
    let ra = mode_leaf_ranges(&a.shape);
    let rc = mode_leaf_ranges(&c.shape);
    let (am, cm) = (a.shape.modes(), c.shape.modes());
    let mut shape = Vec::with_capacity(rank);
    let mut a_dims = vec![AffineExpr::constant(0); a.map.num_dims];
    let mut c_dims = vec![AffineExpr::constant(0); c.map.num_dims];
    let mut next = 0usize;
    for i in 0..rank {
        let (Some(sa), Some(sc), Some(la), Some(lc)) = (am.get(i), cm.get(i), ra.get(i), rc.get(i))
        else {
            return err("the product's operands do not have matching modes");
        };
        let mut place = |range: &Range<usize>, dims: &mut Vec<AffineExpr>| {
            for j in range.clone() {
                if let Some(d) = dims.get_mut(j) {
                    *d = AffineExpr::dim(next);
                }
                next += 1;
            }
        };
        if raked {
            place(lc, &mut c_dims);
            place(la, &mut a_dims);
            shape.push(IntTuple::Tuple(vec![sc.clone(), sa.clone()]));
        } else {
            place(la, &mut a_dims);
            place(lc, &mut c_dims);
            shape.push(IntTuple::Tuple(vec![sa.clone(), sc.clone()]));
        }
    }
    let expr = a
        .offset_expr()
        .replace_dims_and_symbols(&a_dims, &[])
        .add(c.offset_expr().replace_dims_and_symbols(&c_dims, &[]));
    let cosize = (a.cosize() - 1)
        .checked_add(c.cosize())
        .ok_or_else(|| AlgebraError(OVERFLOW.into()))?;
    Layout::single_level(IntTuple::Tuple(shape), expr, cosize)
}

/// The leaves of each top-level mode, as index ranges.
pub(crate) fn mode_leaf_ranges(shape: &IntTuple) -> Vec<Range<usize>> {
    let mut start = 0usize;
    shape
        .modes()
        .iter()
        .map(|m| {
            let n = m.leaves().len();
            let r = start..start + n;
            start += n;
            r
        })
        .collect()
}

/// `l` with modes of extent 1 appended up to `rank` modes.
fn pad_rank(l: &Layout, rank: usize) -> Result<Layout, AlgebraError> {
    let mut modes = l.shape.modes();
    if modes.len() >= rank {
        return Ok(l.clone());
    }
    let extra = rank - modes.len();
    modes.extend(std::iter::repeat_n(IntTuple::Int(1), extra));
    let map = AffineMap::new(l.map.num_dims + extra, 0, l.map.results.clone());
    Layout::new(IntTuple::Tuple(modes), map, l.levels.clone())
}
