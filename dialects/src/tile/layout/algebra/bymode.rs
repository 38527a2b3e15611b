//! By-mode operations with a CuTe tiler `<B0, B1, ..>`: mode `i` of `A` is composed with
//! (or divided by) `B_i`, the other modes are kept. `A` must be separable: its offset the
//! sum of one function per mode (XLA layouts without combined dimensions and CuTe
//! layouts are; a composed mixture may not be).

use tile_ir::affine::{AffineExpr, AffineMap};

use super::compose::compose;
use super::divide::{logical_divide, mode_leaf_ranges};
use super::layout::{AlgebraError, IntTuple, Layout, err};

/// Mode `i` of `l` on its own: the other modes' coordinates are 0.
pub fn mode_layout(l: &Layout, i: usize) -> Result<Layout, AlgebraError> {
    let ranges = mode_leaf_ranges(&l.shape);
    let modes = l.shape.modes();
    let (Some(range), Some(shape)) = (ranges.get(i), modes.get(i)) else {
        return err(format!("the layout has no mode {i}"));
    };
    let subst: Vec<AffineExpr> = (0..l.map.num_dims)
        .map(|d| {
            if range.contains(&d) {
                AffineExpr::dim(d - range.start)
            } else {
                AffineExpr::constant(0)
            }
        })
        .collect();
    let results = l
        .map
        .results
        .iter()
        .map(|e| e.replace_dims_and_symbols(&subst, &[]))
        .collect();
    Layout::new(
        shape.clone(),
        AffineMap::new(range.len(), 0, results),
        l.levels.clone(),
    )
}

fn by_mode(
    a: &Layout,
    tiler: &[Layout],
    op: fn(&Layout, &Layout) -> Result<Layout, AlgebraError>,
) -> Result<Layout, AlgebraError> {
    let modes = a.shape.modes();
    if tiler.len() > modes.len() {
        return err(format!(
            "the tiler has {} modes, but A = {} has {}",
            tiler.len(),
            a.shape,
            modes.len()
        ));
    }
    let subs: Vec<Layout> = (0..modes.len())
        .map(|i| mode_layout(a, i))
        .collect::<Result<_, _>>()?;
    // A must be the sum of its modes for a by-mode result to mean anything.
    let table = a.table()?;
    let sizes: Vec<i64> = subs.iter().map(Layout::size).collect();
    for (x, &v) in table.iter().enumerate() {
        let mut rest = x as i64;
        let mut sum = 0i64;
        for (sub, &n) in subs.iter().zip(&sizes) {
            sum += sub.eval(rest % n)?;
            rest /= n;
        }
        if sum != v {
            return err(format!(
                "A's modes are not independent (element {x} is at {v}, the sum of its modes' offsets is {sum}), so A cannot be tiled mode by mode"
            ));
        }
    }
    let mut parts = Vec::with_capacity(subs.len());
    for (i, sub) in subs.into_iter().enumerate() {
        parts.push(match tiler.get(i) {
            Some(b) => op(&sub, b)?,
            None => sub,
        });
    }
    let mut expr = AffineExpr::constant(0);
    let mut next = 0usize;
    for p in &parts {
        let shifted: Vec<AffineExpr> = (0..p.map.num_dims)
            .map(|d| AffineExpr::dim(d + next))
            .collect();
        expr = expr.add(p.offset_expr().replace_dims_and_symbols(&shifted, &[]));
        next += p.map.num_dims;
    }
    Layout::single_level(
        IntTuple::Tuple(parts.iter().map(|p| p.shape.clone()).collect()),
        expr,
        a.cosize(),
    )
}

/// `A ∘ <B0, B1, ..>`: mode `i` of `A` composed with `B_i`.
pub fn compose_by_mode(a: &Layout, tiler: &[Layout]) -> Result<Layout, AlgebraError> {
    by_mode(a, tiler, compose)
}

/// `A ⊘ <B0, B1, ..>`: mode `i` of `A` logically divided by `B_i`.
pub fn divide_by_mode(a: &Layout, tiler: &[Layout]) -> Result<Layout, AlgebraError> {
    by_mode(a, tiler, logical_divide)
}
