//! Whether two layouts have the same index function, decided without tabulating the domain.

use std::collections::BTreeSet;

use tile_ir::affine::{AffineExpr, AffineExprKind, BinaryOp};

use super::layout::Layout;

/// Most coordinates [`same_function`] evaluates (the sum of the leaf extents), so that
/// pricing a conversion stays cheap for any tensor.
pub const MAX_PROBES: i64 = 1 << 16;

/// Whether `a` and `b` put every element of their domain at the same offset (their
/// codomains may differ: one may pad more after the last element). When every level of both maps is a sum of terms that each read at most one
/// leaf (every XLA tiling without combined dimensions, every CuTe layout), an offset is a
/// constant plus one term per leaf,
/// so two such functions agree everywhere exactly when they agree at the origin and along
/// every leaf's axis: the sum of the extents is probed, not their product. `None` when a
/// level mixes leaves otherwise (a combined dimension) or the extents exceed [`MAX_PROBES`].
pub fn same_function(a: &Layout, b: &Layout) -> Option<bool> {
    let leaves = a.leaves();
    if leaves != b.leaves() {
        return Some(false);
    }
    let separable = |l: &Layout| l.map.results.iter().all(separable_sum);
    if !separable(a) || !separable(b) {
        return None;
    }
    let probes = leaves.iter().try_fold(1i64, |s, &n| s.checked_add(n))?;
    if probes > MAX_PROBES {
        return None;
    }
    let mut at = vec![0i64; leaves.len()];
    if a.eval_coords(&at).ok()? != b.eval_coords(&at).ok()? {
        return Some(false);
    }
    for (d, &n) in leaves.iter().enumerate() {
        for x in 1..n {
            if let Some(c) = at.get_mut(d) {
                *c = x;
            }
            if a.eval_coords(&at).ok()? != b.eval_coords(&at).ok()? {
                return Some(false);
            }
        }
        if let Some(c) = at.get_mut(d) {
            *c = 0;
        }
    }
    Some(true)
}

/// Whether `e` is a sum of terms that each read at most one dim.
fn separable_sum(e: &AffineExpr) -> bool {
    match e.kind() {
        AffineExprKind::Binary {
            op: BinaryOp::Add,
            lhs,
            rhs,
        } => separable_sum(lhs) && separable_sum(rhs),
        _ => {
            let mut dims = BTreeSet::new();
            e.collect_dims(&mut dims);
            dims.len() <= 1
        }
    }
}
