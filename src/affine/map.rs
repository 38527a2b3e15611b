//! Affine maps `(d0, ..)[s0, ..] -> (expr, ..)` and their structural operations.

use std::collections::BTreeSet;
use std::fmt;

use super::expr::AffineExpr;

/// An affine map from `num_dims` dims and `num_symbols` symbols to a list of results.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct AffineMap {
    /// Number of dimension inputs `d0 .. d(n-1)`.
    pub num_dims: usize,
    /// Number of symbol inputs `s0 .. s(n-1)`.
    pub num_symbols: usize,
    /// The result expressions, in order.
    pub results: Vec<AffineExpr>,
}

/// Why a map operation could not be carried out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AffineMapError {
    /// `a.compose(b)` needs `a.num_dims == b.results.len()`.
    ComposeArityMismatch {
        /// Dims of the outer map.
        outer_dims: usize,
        /// Results of the inner map.
        inner_results: usize,
    },
}

impl fmt::Display for AffineMapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AffineMapError::ComposeArityMismatch {
                outer_dims,
                inner_results,
            } => write!(
                f,
                "cannot compose a map of {outer_dims} dims with a map of {inner_results} results"
            ),
        }
    }
}

impl std::error::Error for AffineMapError {}

impl AffineMap {
    /// A map with the given inputs and results.
    pub fn new(num_dims: usize, num_symbols: usize, results: Vec<AffineExpr>) -> AffineMap {
        AffineMap {
            num_dims,
            num_symbols,
            results,
        }
    }

    /// The identity map `(d0, .., d(n-1)) -> (d0, .., d(n-1))`.
    pub fn identity(num_dims: usize) -> AffineMap {
        AffineMap::new(num_dims, 0, (0..num_dims).map(AffineExpr::dim).collect())
    }

    /// The map `(d0, ..) -> (d_perm[0], d_perm[1], ..)`.
    pub fn permutation(perm: &[usize]) -> AffineMap {
        AffineMap::new(
            perm.len(),
            0,
            perm.iter().map(|&p| AffineExpr::dim(p)).collect(),
        )
    }

    /// A map with no inputs whose results are the given constants.
    pub fn constants(values: &[i64]) -> AffineMap {
        AffineMap::new(
            0,
            0,
            values.iter().map(|&v| AffineExpr::constant(v)).collect(),
        )
    }

    /// Number of results.
    pub fn num_results(&self) -> usize {
        self.results.len()
    }

    /// Number of inputs: dims plus symbols.
    pub fn num_inputs(&self) -> usize {
        self.num_dims + self.num_symbols
    }

    /// True if the map has no results (MLIR's `isEmpty`).
    pub fn is_empty(&self) -> bool {
        self.results.is_empty()
    }

    /// True if result `i` is `d_i` for every `i` and there are as many results as dims.
    pub fn is_identity(&self) -> bool {
        self.num_dims == self.results.len()
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| e.as_dim() == Some(i))
    }

    /// True if every result is a distinct dim, or (with `allow_zero_in_results`) the
    /// constant 0, with no symbols and no more results than inputs (MLIR's
    /// `isProjectedPermutation`).
    pub fn is_projected_permutation(&self, allow_zero_in_results: bool) -> bool {
        if self.num_symbols > 0 || self.results.len() > self.num_inputs() {
            return false;
        }
        let mut seen = vec![false; self.num_dims];
        for e in &self.results {
            if let Some(p) = e.as_dim() {
                match seen.get_mut(p) {
                    Some(flag) if !*flag => *flag = true,
                    _ => return false,
                }
            } else if !(allow_zero_in_results && e.as_constant() == Some(0)) {
                return false;
            }
        }
        true
    }

    /// True if the results are a permutation of all dims (MLIR's `isPermutation`).
    pub fn is_permutation(&self) -> bool {
        self.num_dims == self.results.len() && self.is_projected_permutation(false)
    }

    /// True if every result is pure affine (see [`AffineExpr::is_pure_affine`]).
    pub fn is_pure_affine(&self) -> bool {
        self.results.iter().all(AffineExpr::is_pure_affine)
    }

    /// True if no result uses a dim.
    pub fn is_symbolic_or_constant(&self) -> bool {
        self.results.iter().all(AffineExpr::is_symbolic_or_constant)
    }

    /// The positions of the dims that occur in some result.
    pub fn get_dims_used(&self) -> BTreeSet<usize> {
        let mut used = BTreeSet::new();
        for e in &self.results {
            e.collect_dims(&mut used);
        }
        used
    }

    /// The positions of the symbols that occur in some result.
    pub fn get_symbols_used(&self) -> BTreeSet<usize> {
        let mut used = BTreeSet::new();
        for e in &self.results {
            e.collect_symbols(&mut used);
        }
        used
    }

    /// Substitutes dims and symbols in every result and declares the new input counts
    /// (MLIR's `replaceDimsAndSymbols`).
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
        num_result_dims: usize,
        num_result_symbols: usize,
    ) -> AffineMap {
        AffineMap::new(
            num_result_dims,
            num_result_symbols,
            self.results
                .iter()
                .map(|e| e.replace_dims_and_symbols(dims, symbols))
                .collect(),
        )
    }

    /// Every result with `target` replaced by `replacement`, over `num_dims` dims and
    /// `num_symbols` symbols (MLIR's `AffineMap::replace`).
    pub fn replace_expr(
        &self,
        target: &AffineExpr,
        replacement: &AffineExpr,
        num_dims: usize,
        num_symbols: usize,
    ) -> AffineMap {
        let results = self
            .results
            .iter()
            .map(|e| e.replace(target, replacement))
            .collect();
        AffineMap::new(num_dims, num_symbols, results)
    }

    /// `self ∘ inner`: substitutes `inner`'s results for `self`'s dims. The result takes
    /// `inner`'s dims and the symbols of `self` followed by those of `inner`, as MLIR's
    /// `AffineMap::compose`.
    pub fn compose(&self, inner: &AffineMap) -> Result<AffineMap, AffineMapError> {
        if self.num_dims != inner.results.len() {
            return Err(AffineMapError::ComposeArityMismatch {
                outer_dims: self.num_dims,
                inner_results: inner.results.len(),
            });
        }
        let num_symbols = self.num_symbols + inner.num_symbols;
        let inner_dims: Vec<AffineExpr> = (0..inner.num_dims).map(AffineExpr::dim).collect();
        let inner_symbols: Vec<AffineExpr> = (self.num_symbols..num_symbols)
            .map(AffineExpr::symbol)
            .collect();
        let shifted = inner.replace_dims_and_symbols(
            &inner_dims,
            &inner_symbols,
            inner.num_dims,
            num_symbols,
        );
        let results = self
            .results
            .iter()
            .map(|e| e.replace_dims_and_symbols(&shifted.results, &[]))
            .collect();
        Ok(AffineMap::new(inner.num_dims, num_symbols, results))
    }

    /// The constant of a map whose one result is a constant (MLIR's `isSingleConstant` and
    /// `getSingleConstantResult`).
    pub fn single_constant(&self) -> Option<i64> {
        match self.results.as_slice() {
            [e] => e.as_constant(),
            _ => None,
        }
    }

    /// The map made of the results at `positions` (MLIR's `getSubMap`); `None` if a
    /// position is out of range.
    pub fn sub_map(&self, positions: &[usize]) -> Option<AffineMap> {
        let results = positions
            .iter()
            .map(|&p| self.results.get(p).cloned())
            .collect::<Option<Vec<_>>>()?;
        Some(AffineMap::new(self.num_dims, self.num_symbols, results))
    }
}

impl fmt::Debug for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AffineMap({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::affine::parse_affine_map;

    fn map(text: &str) -> AffineMap {
        parse_affine_map(text).unwrap()
    }

    #[test]
    fn permutation_queries() {
        assert!(map("(d0, d1) -> (d0, d1)").is_identity());
        assert!(!map("(d0, d1) -> (d1, d0)").is_identity());
        assert!(map("(d0, d1) -> (d1, d0)").is_permutation());
        assert!(!map("(d0, d1) -> (d0, d0)").is_permutation());
        assert!(map("(d0, d1, d2) -> (d2, d0)").is_projected_permutation(false));
        assert!(!map("(d0, d1, d2) -> (d2, 0)").is_projected_permutation(false));
        assert!(map("(d0, d1, d2) -> (d2, 0)").is_projected_permutation(true));
        assert!(!map("(d0)[s0] -> (d0)").is_projected_permutation(false));
        assert!(!map("(d0) -> (d0, 0)").is_projected_permutation(true));
        assert!(!map("(d0, d1) -> (d0 + d1, d1)").is_permutation());
        assert!(AffineMap::identity(3).is_identity());
        assert_eq!(
            AffineMap::permutation(&[1, 0]).to_string(),
            "(d0, d1) -> (d1, d0)"
        );
    }

    #[test]
    fn input_queries() {
        let m = map("(d0, d1, d2)[s0, s1] -> (d0 + s1, d2 * 2)");
        assert_eq!(m.num_inputs(), 5);
        assert_eq!(m.num_results(), 2);
        assert_eq!(
            m.get_dims_used().into_iter().collect::<Vec<_>>(),
            vec![0, 2]
        );
        assert_eq!(
            m.get_symbols_used().into_iter().collect::<Vec<_>>(),
            vec![1]
        );
        assert!(m.is_pure_affine());
        assert!(!map("(d0)[s0] -> (d0 * s0)").is_pure_affine());
        assert!(map("(d0)[s0] -> (s0 * 2, 3)").is_symbolic_or_constant());
    }

    #[test]
    fn compose_substitutes_and_concatenates_symbols() {
        let outer = map("(d0, d1)[s0] -> (d0 + s0, d1 * 2)");
        let inner = map("(d0)[s0] -> (d0 floordiv 2, d0 + s0)");
        let composed = outer.compose(&inner).unwrap();
        assert_eq!(
            composed.to_string(),
            "(d0)[s0, s1] -> (d0 floordiv 2 + s0, (d0 + s1) * 2)"
        );
        let tile = map("(d0, d1) -> (d0 floordiv 2, d1 floordiv 2, d0 mod 2, d1 mod 2)");
        let transpose = map("(d0, d1) -> (d1, d0)");
        assert_eq!(
            tile.compose(&transpose).unwrap().to_string(),
            "(d0, d1) -> (d1 floordiv 2, d0 floordiv 2, d1 mod 2, d0 mod 2)"
        );
        assert!(outer.compose(&map("(d0) -> (d0)")).is_err());
    }

    #[test]
    fn replace_and_sub_map() {
        let m = map("(d0, d1) -> (d0 + d1, d1)");
        let r =
            m.replace_dims_and_symbols(&[AffineExpr::dim(1), AffineExpr::constant(3)], &[], 2, 0);
        assert_eq!(r.to_string(), "(d0, d1) -> (d1 + 3, 3)");
        assert_eq!(m.sub_map(&[1]).unwrap().to_string(), "(d0, d1) -> (d1)");
        assert!(m.sub_map(&[2]).is_none());
    }
}
