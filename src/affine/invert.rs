//! Inverting dim-to-level maps: MLIR's `inferLvlToDim` (permutations and block maps, with
//! MLIR's exact result shape) and a more general left inverse that also undoes nested
//! blocks and linearized levels such as `i * 8 + j` when the shape gives the extents.

// Insertion-ordered: which fact wins depends on iteration order, so it must not be random.
use indexmap::IndexMap as HashMap;

use super::expr::{AffineExpr, BinaryOp};
use super::map::AffineMap;

impl AffineMap {
    /// MLIR's `inversePermutation`: for each dim, the first result that is exactly that dim
    /// gives its level. `None` if some dim is never a bare result or the map has symbols;
    /// a map without results is returned unchanged, as MLIR does.
    pub fn permutation_inverse(&self) -> Option<AffineMap> {
        if self.is_empty() {
            return Some(self.clone());
        }
        if self.num_symbols > 0 {
            return None;
        }
        let mut level_of_dim: Vec<Option<usize>> = vec![None; self.num_dims];
        for (level, e) in self.results.iter().enumerate() {
            if let Some(slot) = e.as_dim().and_then(|d| level_of_dim.get_mut(d))
                && slot.is_none()
            {
                *slot = Some(level);
            }
        }
        let results = level_of_dim
            .into_iter()
            .map(|l| l.map(AffineExpr::dim))
            .collect::<Option<Vec<_>>>()?;
        Some(AffineMap::new(self.results.len(), 0, results))
    }

    /// MLIR's `isBlockSparsity`: every result is `d`, `d floordiv c` or `d mod c` (c > 0), a
    /// dim is blocked at most once and not also used bare, each `mod` follows its dim's
    /// `floordiv` with the same `c`, and some `mod` exists. Unlike MLIR (which crashes on
    /// it), a `floordiv` without its `mod` is not block sparsity.
    pub fn is_block_sparsity(&self) -> bool {
        #[derive(PartialEq)]
        enum Use {
            Bare,
            Blocked { size: i64, has_mod: bool },
        }
        let mut uses: HashMap<usize, Use> = HashMap::new();
        let mut has_block = false;
        for e in &self.results {
            if let Some(d) = e.as_dim() {
                if uses.insert(d, Use::Bare).is_some() {
                    return false;
                }
                continue;
            }
            let Some((op, lhs, rhs)) = e.as_binary() else {
                return false;
            };
            let (Some(d), Some(c)) = (lhs.as_dim(), rhs.as_constant()) else {
                return false;
            };
            if c <= 0 {
                return false;
            }
            match op {
                BinaryOp::FloorDiv => {
                    let blocked = Use::Blocked {
                        size: c,
                        has_mod: false,
                    };
                    if uses.insert(d, blocked).is_some() {
                        return false;
                    }
                }
                BinaryOp::Mod => match uses.get_mut(&d) {
                    Some(Use::Blocked { size, has_mod }) if *size == c => {
                        *has_mod = true;
                        has_block = true;
                    }
                    _ => return false,
                },
                _ => return false,
            }
        }
        let every_block_has_mod = uses
            .values()
            .all(|u| !matches!(u, Use::Blocked { has_mod: false, .. }));
        has_block && every_block_has_mod
    }

    /// MLIR's `inferLvlToDim` for a sparse encoding's dimToLvl map: the inverse
    /// permutation, or for block sparsity the map `(levels) -> (d = l_f * c + l_m, ..)`
    /// built the way MLIR builds it. `None` when MLIR infers nothing (symbols, or neither
    /// shape).
    ///
    /// MLIR lists the bare-dim levels first (in level order) and then the blocked dims in
    /// dim order, which is only the true inverse when the bare dims come first in dim
    /// order; this reproduces that, because the verifier compares explicit lvlToDim maps
    /// against it. Use [`AffineMap::invert`] for a correct inverse.
    pub fn infer_lvl_to_dim(&self) -> Option<AffineMap> {
        if self.num_symbols > 0 {
            return None;
        }
        if self.is_permutation() {
            return self.permutation_inverse();
        }
        if !self.is_block_sparsity() {
            return None;
        }
        let mut bare = Vec::new();
        // dim -> (floordiv level, block size, mod level)
        let mut blocks: std::collections::BTreeMap<usize, (usize, i64, Option<usize>)> =
            std::collections::BTreeMap::new();
        for (level, e) in self.results.iter().enumerate() {
            match e.as_binary() {
                None => bare.push(AffineExpr::dim(level)),
                Some((op, lhs, rhs)) => {
                    let d = lhs.as_dim()?;
                    if op == BinaryOp::FloorDiv {
                        blocks.insert(d, (level, rhs.as_constant()?, None));
                    } else if let Some(block) = blocks.get_mut(&d)
                        && block.2.is_none()
                    {
                        block.2 = Some(level);
                    }
                }
            }
        }
        let mut results = bare;
        for (outer, size, inner) in blocks.into_values() {
            let inner = AffineExpr::dim(inner?);
            results.push(AffineExpr::dim(outer).mul(size).add(inner));
        }
        Some(AffineMap::new(self.results.len(), 0, results))
    }

    /// A left inverse `(levels) -> (dims)` of this map, as [`AffineMap::invert_with_shape`]
    /// with no known extents.
    pub fn invert(&self) -> Option<AffineMap> {
        self.invert_with_shape(&vec![None; self.num_dims])
    }

    /// A map `g` from levels back to dims with `g(self(x)) == x` for every `x` in the box
    /// `0 <= x_i < dim_sizes[i]` (unknown sizes are unbounded), or `None` if none is found.
    ///
    /// Handles permutations, blocks (`e floordiv c` with `e mod c`, also nested as in
    /// repeated tiles), and linearized levels `Σ c_k * d_k` whose coefficients form a
    /// mixed radix over the known extents (`i * 8 + j` with `j < 8`). The result is
    /// checked numerically on sample points before it is returned.
    pub fn invert_with_shape(&self, dim_sizes: &[Option<i64>]) -> Option<AffineMap> {
        if self.num_symbols > 0 || dim_sizes.len() != self.num_dims {
            return None;
        }
        let facts = self.known_values();
        let mut dims: Vec<Option<AffineExpr>> = vec![None; self.num_dims];
        for (expr, value) in &facts {
            if let Some(d) = expr.as_dim()
                && let Some(slot) = dims.get_mut(d)
            {
                *slot = Some(value.clone());
            }
        }
        for (expr, value) in &facts {
            recover_linear(expr, value, dim_sizes, &mut dims);
        }
        let results = dims.into_iter().collect::<Option<Vec<_>>>()?;
        let inverse = AffineMap::new(self.results.len(), 0, results);
        self.is_left_inverse(&inverse, dim_sizes).then_some(inverse)
    }

    /// Expressions over dims whose value is known as an expression over levels: every
    /// result, plus each `e` whose `e floordiv c` and `e mod c` are both known.
    fn known_values(&self) -> HashMap<AffineExpr, AffineExpr> {
        let mut facts: HashMap<AffineExpr, AffineExpr> = HashMap::new();
        for (level, e) in self.results.iter().enumerate() {
            facts
                .entry(e.clone())
                .or_insert_with(|| AffineExpr::dim(level));
        }
        loop {
            let mut found = Vec::new();
            for (expr, quotient) in &facts {
                let Some((inner, c)) = expr.as_op(BinaryOp::FloorDiv) else {
                    continue;
                };
                if c.as_constant().is_none_or(|c| c <= 0) || facts.contains_key(inner) {
                    continue;
                }
                if let Some(remainder) = facts.get(&inner.modulo(c)) {
                    found.push((inner.clone(), quotient.mul(c).add(remainder)));
                }
            }
            if found.is_empty() {
                return facts;
            }
            for (expr, value) in found {
                facts.entry(expr).or_insert(value);
            }
        }
    }

    /// Checks `inverse(self(x)) == x` on sample points of the box.
    fn is_left_inverse(&self, inverse: &AffineMap, dim_sizes: &[Option<i64>]) -> bool {
        const SAMPLES: u64 = 64;
        const UNKNOWN_EXTENT: i64 = 1 << 20;
        let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
        for sample in 0..SAMPLES {
            let point: Vec<i64> = dim_sizes
                .iter()
                .map(|size| {
                    let extent = size.unwrap_or(UNKNOWN_EXTENT).max(1);
                    state = state
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1_442_695_040_888_963_407);
                    match sample {
                        0 => 0,
                        1 => extent - 1,
                        _ => ((state >> 33) % extent as u64) as i64,
                    }
                })
                .collect();
            let roundtrip = self
                .evaluate(&point, &[])
                .and_then(|levels| inverse.evaluate(&levels, &[]));
            if roundtrip.as_ref() != Ok(&point) {
                return false;
            }
        }
        true
    }
}

/// `Σ coef * d + constant` if `e` is a sum of dims with constant factors.
pub fn linear_terms(e: &AffineExpr) -> Option<(Vec<(usize, i64)>, i64)> {
    let mut terms = Vec::new();
    let mut constant = 0i64;
    let mut pending = vec![e];
    while let Some(e) = pending.pop() {
        if let Some(c) = e.as_constant() {
            constant = constant.checked_add(c)?;
        } else if let Some(d) = e.as_dim() {
            terms.push((d, 1));
        } else if let Some((a, b)) = e.as_op(BinaryOp::Add) {
            pending.push(a);
            pending.push(b);
        } else {
            let (factor, c) = e.as_op(BinaryOp::Mul)?;
            terms.push((factor.as_dim()?, c.as_constant()?));
        }
    }
    Some((terms, constant))
}

/// Recovers the dims of a mixed-radix linear form `Σ c_k * d_k + c0 = value`:
/// the most significant dim is `(value - c0) floordiv c`, the others
/// `((value - c0) floordiv c_k) mod n_k`.
fn recover_linear(
    expr: &AffineExpr,
    value: &AffineExpr,
    dim_sizes: &[Option<i64>],
    dims: &mut [Option<AffineExpr>],
) {
    let Some((mut terms, constant)) = linear_terms(expr) else {
        return;
    };
    if terms.len() < 2 && terms.first().is_none_or(|&(_, c)| c == 1) && constant == 0 {
        return; // bare dims are already recovered
    }
    terms.sort_by_key(|&(_, coef)| std::cmp::Reverse(coef));
    let distinct: std::collections::HashSet<usize> = terms.iter().map(|&(d, _)| d).collect();
    if distinct.len() != terms.len() || terms.iter().any(|&(_, c)| c <= 0) {
        return;
    }
    for pair in terms.windows(2) {
        let &[(_, higher_coef), (lower_dim, lower_coef)] = pair else {
            return;
        };
        let extent = dim_sizes.get(lower_dim).copied().flatten();
        if extent.and_then(|n| lower_coef.checked_mul(n)) != Some(higher_coef) {
            return;
        }
    }
    let offset = value.sub(constant);
    for (k, &(d, c)) in terms.iter().enumerate() {
        let digit = offset.floor_div(c);
        let digit = match dim_sizes.get(d).copied().flatten() {
            Some(n) if k > 0 => digit.modulo(n),
            _ => digit,
        };
        if let Some(slot) = dims.get_mut(d)
            && slot.is_none()
        {
            *slot = Some(digit);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::affine::parse_affine_map;

    fn map(text: &str) -> AffineMap {
        parse_affine_map(text).unwrap()
    }

    fn inferred(text: &str) -> Option<String> {
        map(text).infer_lvl_to_dim().map(|m| m.to_string())
    }

    #[test]
    fn permutation_inverse_like_mlir() {
        let m = map("(d0, d1, d2) -> (d2, d0, d1)");
        assert_eq!(
            m.permutation_inverse().unwrap().to_string(),
            "(d0, d1, d2) -> (d1, d2, d0)"
        );
        assert_eq!(
            map("(d0, d1) -> (d1, d0, d1)")
                .permutation_inverse()
                .unwrap()
                .to_string(),
            "(d0, d1, d2) -> (d1, d0)"
        );
        assert!(map("(d0, d1) -> (d0)").permutation_inverse().is_none());
        assert_eq!(
            map("(d0) -> ()").permutation_inverse().unwrap().to_string(),
            "(d0) -> ()"
        );
    }

    #[test]
    fn block_sparsity_rules() {
        assert!(
            map("(i, j) -> (i floordiv 2, j floordiv 3, i mod 2, j mod 3)").is_block_sparsity()
        );
        assert!(map("(i, j) -> (j floordiv 4, i, j mod 4)").is_block_sparsity());
        assert!(!map("(i, j) -> (i, j)").is_block_sparsity());
        assert!(!map("(i, j) -> (i mod 2, i floordiv 2, j)").is_block_sparsity());
        assert!(!map("(i, j) -> (i floordiv 2, j, i mod 3)").is_block_sparsity());
        assert!(!map("(i, j) -> (i floordiv -2, j, i mod -2)").is_block_sparsity());
        assert!(!map("(i, j) -> (i floordiv 2, j floordiv 3, i, j mod 3)").is_block_sparsity());
        assert!(!map("(i, j) -> (i, j floordiv 3, i floordiv 3, j mod 3)").is_block_sparsity());
        assert!(!map("(i, j) -> (i floordiv 2, j floordiv 2, i mod 2)").is_block_sparsity());
        assert!(!map("(i, j) -> (i + j, j)").is_block_sparsity());
    }

    #[test]
    fn infer_lvl_to_dim_like_mlir() {
        assert_eq!(
            inferred("(d0, d1) -> (d0 floordiv 2, d1 floordiv 3, d0 mod 2, d1 mod 3)").as_deref(),
            Some("(d0, d1, d2, d3) -> (d0 * 2 + d2, d1 * 3 + d3)")
        );
        assert_eq!(
            inferred("(d0, d1) -> (d1, d0)").as_deref(),
            Some("(d0, d1) -> (d1, d0)")
        );
        assert_eq!(
            inferred("(d0, d1) -> (d0, d1 floordiv 4, d1 mod 4)").as_deref(),
            Some("(d0, d1, d2) -> (d0, d1 * 4 + d2)")
        );
        // MLIR's quirk: bare dims first, whatever their dim position.
        assert_eq!(
            inferred("(d0, d1) -> (d0 floordiv 2, d1, d0 mod 2)").as_deref(),
            Some("(d0, d1, d2) -> (d1, d0 * 2 + d2)")
        );
        assert_eq!(inferred("(d0, d1) -> (d0)"), None);
        assert_eq!(inferred("(d0, d1)[s0] -> (d0, d1)"), None);
        assert_eq!(inferred("(d0, d1) -> (d0 + d1, d1)"), None);
    }

    #[test]
    fn invert_blocks_in_any_order() {
        let m = map("(d0, d1) -> (d0 floordiv 2, d1, d0 mod 2)");
        assert_eq!(
            m.invert().unwrap().to_string(),
            "(d0, d1, d2) -> (d0 * 2 + d2, d1)"
        );
        let bsr = map("(i, j) -> (i floordiv 2, j floordiv 3, i mod 2, j mod 3)");
        assert_eq!(
            bsr.invert().unwrap().to_string(),
            "(d0, d1, d2, d3) -> (d0 * 2 + d2, d1 * 3 + d3)"
        );
    }

    #[test]
    fn invert_repeated_tiles() {
        // (8,128)(2,1): rows tiled by 8 and then by 2.
        let m = map(
            "(i, j) -> (i floordiv 8, j floordiv 128, (i mod 8) floordiv 2, j mod 128, i mod 2)",
        );
        let inv = m.invert().unwrap();
        assert_eq!(
            inv.to_string(),
            "(d0, d1, d2, d3, d4) -> (d0 * 8 + d2 * 2 + d4, d1 * 128 + d3)"
        );
    }

    #[test]
    fn invert_linearized_levels_needs_extents() {
        let m = map("(i, j) -> (i * 8 + j)");
        assert!(m.invert().is_none());
        let inv = m.invert_with_shape(&[Some(4), Some(8)]).unwrap();
        assert_eq!(inv.to_string(), "(d0) -> (d0 floordiv 8, d0 mod 8)");
        let m3 = map("(i, j, k) -> (i * 15 + j * 5 + k + 1)");
        let inv3 = m3.invert_with_shape(&[None, Some(3), Some(5)]).unwrap();
        assert_eq!(
            inv3.to_string(),
            "(d0) -> ((d0 - 1) floordiv 15, ((d0 - 1) floordiv 5) mod 3, (d0 - 1) mod 5)"
        );
        assert!(m.invert_with_shape(&[Some(4), Some(9)]).is_none());
    }

    #[test]
    fn invert_fails_when_information_is_lost() {
        assert!(map("(i, j) -> (i)").invert().is_none());
        assert!(
            map("(i, j) -> (i + j)")
                .invert_with_shape(&[Some(2), Some(2)])
                .is_none()
        );
        assert!(map("(i) -> (i floordiv 2)").invert().is_none());
        assert!(map("(i)[s0] -> (i)").invert().is_none());
    }
}
