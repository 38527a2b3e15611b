//! Composition `A ∘ B` and concatenation `(A, B)` of layouts.

use tile_ir::affine::{AffineExpr, AffineMap};

use super::layout::{AlgebraError, IntTuple, Layout, err};

/// `A ∘ B`: `B`'s offsets, read as domain indices of `A`, then `A`. The result has `B`'s
/// domain and `A`'s codomain (so `A`'s padding, and every offset of `A` that `B` never
/// selects, is padding of the result). An offset of `B` past `A`'s domain is an error.
pub fn compose(a: &Layout, b: &Layout) -> Result<Layout, AlgebraError> {
    let table = b.table()?;
    let size_a = a.size();
    if let Some((x, &v)) = table
        .iter()
        .enumerate()
        .find(|(_, v)| !(0..size_a).contains(*v))
    {
        return err(format!(
            "B maps element {x} to {v}, outside A's domain of {size_a} elements: A ∘ B would read past A"
        ));
    }
    let inner = AffineMap::new(b.map.num_dims, 0, vec![b.offset_expr()]);
    let y = AffineExpr::dim(0);
    let delin = AffineMap::new(1, 0, a.leaf_coord_exprs(&y));
    let coords = delin
        .compose(&inner)
        .map_err(|e| AlgebraError(format!("cannot compose the level maps: {e}")))?;
    let map = a
        .map
        .compose(&coords)
        .map_err(|e| AlgebraError(format!("cannot compose the level maps: {e}")))?;
    Layout::new(b.shape.clone(), map, a.levels.clone())
}

/// `(A, B)`: a two-mode layout whose offset is `A(a) + B(b)`, one level as large as the
/// sum can reach. (Neither operand's padding survives as structure: only the function.)
pub fn concat(a: &Layout, b: &Layout) -> Result<Layout, AlgebraError> {
    let na = a.map.num_dims;
    let shifted: Vec<AffineExpr> = (0..b.map.num_dims)
        .map(|i| AffineExpr::dim(i + na))
        .collect();
    let eb = b.offset_expr().replace_dims_and_symbols(&shifted, &[]);
    let expr = a.offset_expr().add(&eb);
    let cosize = (a.cosize() - 1)
        .checked_add(b.cosize())
        .ok_or_else(|| AlgebraError(super::layout::OVERFLOW.into()))?;
    Layout::single_level(
        IntTuple::Tuple(vec![a.shape.clone(), b.shape.clone()]),
        expr,
        cosize,
    )
}
