//! Strides and offset of a linear layout map (MLIR's `getStridesAndOffset` for affine-map
//! layouts): `Σ d_i * stride_i + offset`, each a constant or symbolic (dynamic).

use super::expr::{AffineExpr, BinaryOp};
use super::map::AffineMap;

impl AffineMap {
    /// The strides (one per dim) and offset of a one-result linear map, `None` for a
    /// symbolic entry; `None` overall when the map is not strided (several results, a
    /// `floordiv`/`ceildiv`/`mod` over dims, or a dim with stride 0, which would alias).
    pub fn strides_and_offset(&self) -> Option<(Vec<Option<i64>>, Option<i64>)> {
        let [expr] = self.results.as_slice() else {
            return None;
        };
        let mut strides = vec![AffineExpr::constant(0); self.num_dims];
        let mut offset = AffineExpr::constant(0);
        extract(expr, &AffineExpr::constant(1), &mut strides, &mut offset)?;
        if strides.iter().any(|s| s.as_constant() == Some(0)) {
            return None;
        }
        let strides = strides.iter().map(AffineExpr::as_constant).collect();
        Some((strides, offset.as_constant()))
    }
}

/// Adds `e * factor` to the strides and offset (MLIR's `extractStrides`).
fn extract(
    e: &AffineExpr,
    factor: &AffineExpr,
    strides: &mut [AffineExpr],
    offset: &mut AffineExpr,
) -> Option<()> {
    if let Some(d) = e.as_dim() {
        let s = strides.get_mut(d)?;
        *s = s.add(factor.clone());
        return Some(());
    }
    if e.as_symbol().is_some() || e.as_constant().is_some() {
        *offset = offset.add(e.mul(factor.clone()));
        return Some(());
    }
    let (op, lhs, rhs) = e.as_binary()?;
    match op {
        BinaryOp::Add => {
            extract(lhs, factor, strides, offset)?;
            extract(rhs, factor, strides, offset)
        }
        BinaryOp::Mul => {
            if let Some(d) = lhs.as_dim() {
                let s = strides.get_mut(d)?;
                *s = s.add(rhs.mul(factor.clone()));
                return Some(());
            }
            // One side holds the dims, the other is the (symbolic) factor.
            match lhs.is_symbolic_or_constant() {
                true => extract(rhs, &factor.mul(lhs.clone()), strides, offset),
                false => extract(lhs, &factor.mul(rhs.clone()), strides, offset),
            }
        }
        BinaryOp::FloorDiv | BinaryOp::CeilDiv | BinaryOp::Mod => None,
    }
}

#[cfg(test)]
mod tests {
    use crate::affine::parse_affine_map;

    fn strides(map: &str) -> Option<(Vec<Option<i64>>, Option<i64>)> {
        parse_affine_map(map).ok()?.strides_and_offset()
    }

    #[test]
    fn linear_maps_in_any_term_order() {
        let s = strides("(d0, d1)[s0] -> (d1 * s0 + d0 + 3)");
        assert_eq!(s, Some((vec![Some(1), None], Some(3))));
        let s = strides("(i, j)[off, m] -> (off + m * i + j)");
        assert_eq!(s, Some((vec![None, Some(1)], None)));
        let s = strides("(d0, d1)[s0] -> ((d0 + d1 * 4) * s0)");
        assert_eq!(s, Some((vec![None, None], Some(0))));
    }

    #[test]
    fn maps_that_are_not_strided() {
        assert_eq!(strides("(d0) -> (d0 mod 2)"), None);
        assert_eq!(strides("(d0, d1) -> (d0)"), None, "stride 0 aliases");
        assert_eq!(strides("(d0, d1) -> (d0, d1 * 2)"), None, "two results");
        assert_eq!(strides("(d0)[s0] -> (d0 + s0 floordiv 2)"), None);
    }
}
