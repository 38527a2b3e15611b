//! Coalesce and restriction to a sub-shape.

use tile_ir::affine::{AffineExpr, AffineMap};

use super::cute::to_cute;
use super::layout::{AlgebraError, IntTuple, Layout, err};

/// The same function of the domain index on a simpler domain: CuTe's coalesce (flat,
/// size-1 modes dropped, contiguous modes merged) when `A` is strided; otherwise the
/// domain becomes one mode of `size(A)`. The codomain, padding included, is unchanged.
pub fn coalesce(a: &Layout) -> Result<Layout, AlgebraError> {
    if let Ok(c) = to_cute(a) {
        let r = c.coalesced().to_layout()?;
        return Layout::new(r.shape, r.map, vec![a.cosize()]);
    }
    let y = AffineExpr::dim(0);
    let delin = AffineMap::new(1, 0, a.leaf_coord_exprs(&y));
    let map = a
        .map
        .compose(&delin)
        .map_err(|e| AlgebraError(format!("cannot compose the level maps: {e}")))?;
    Layout::new(IntTuple::Int(a.size()), map, a.levels.clone())
}

/// `A` on the sub-shape `sub` (same nesting, each leaf at most `A`'s), anchored at the
/// origin: offsets are kept, so the dropped elements' offsets become padding.
pub fn restrict(a: &Layout, sub: &IntTuple) -> Result<Layout, AlgebraError> {
    let (mine, theirs) = (a.leaves(), sub.leaves());
    if mine.len() != theirs.len() || a.shape.modes().len() != sub.modes().len() {
        return err(format!(
            "the sub-shape {sub} does not have the modes of the shape {}",
            a.shape
        ));
    }
    if let Some((i, (s, n))) = theirs
        .iter()
        .zip(&mine)
        .enumerate()
        .find(|(_, (s, n))| **s > **n || **s < 1)
    {
        return err(format!(
            "leaf {i} of the sub-shape is {s}, outside 1..={n} of the shape {}",
            a.shape
        ));
    }
    let mut r = Layout::new(sub.clone(), a.map.clone(), a.levels.clone())?;
    if sub == &a.shape {
        r.xla_hint = a.xla_hint.clone();
    }
    Ok(r)
}
