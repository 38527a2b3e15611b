//! The [`Layout`] type: a nested domain shape, an affine level map and level extents.

use std::fmt;

use tile_ir::affine::{AffineExpr, AffineMap};

use super::super::model::XlaShape;

/// Most elements a layout may have where an operation needs its whole table.
pub const MAX_TABLE: i64 = 1 << 22;

/// Why an operation or a conversion has no result, worded for the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AlgebraError(pub String);

impl fmt::Display for AlgebraError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for AlgebraError {}

pub(crate) fn err<T>(msg: impl Into<String>) -> Result<T, AlgebraError> {
    Err(AlgebraError(msg.into()))
}

pub(crate) const OVERFLOW: &str = "the layout's size does not fit in 64 bits";

/// A nested shape (CuTe's IntTuple): an integer or a tuple of nested shapes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum IntTuple {
    /// One extent (or stride).
    Int(i64),
    /// A tuple of nested shapes.
    Tuple(Vec<IntTuple>),
}

impl IntTuple {
    /// A flat tuple of integers.
    pub fn flat(values: &[i64]) -> IntTuple {
        IntTuple::Tuple(values.iter().map(|&v| IntTuple::Int(v)).collect())
    }

    /// The integers at the leaves, left to right.
    pub fn leaves(&self) -> Vec<i64> {
        let mut out = Vec::new();
        self.push_leaves(&mut out);
        out
    }

    fn push_leaves(&self, out: &mut Vec<i64>) {
        match self {
            IntTuple::Int(v) => out.push(*v),
            IntTuple::Tuple(items) => items.iter().for_each(|t| t.push_leaves(out)),
        }
    }

    /// The top-level modes (an integer is its own single mode).
    pub fn modes(&self) -> Vec<IntTuple> {
        match self {
            IntTuple::Int(_) => vec![self.clone()],
            IntTuple::Tuple(items) => items.clone(),
        }
    }

    /// The product of the leaves (`None` on overflow).
    pub fn product(&self) -> Option<i64> {
        self.leaves()
            .iter()
            .try_fold(1i64, |a, &v| a.checked_mul(v))
    }

    /// True if every leaf sits at depth at most 1.
    pub fn is_flat(&self) -> bool {
        match self {
            IntTuple::Int(_) => true,
            IntTuple::Tuple(items) => items.iter().all(|t| matches!(t, IntTuple::Int(_))),
        }
    }

    /// The same tree with each leaf replaced, in order, by `f(leaf index)`.
    pub fn map_leaves(&self, f: &mut impl FnMut(usize) -> IntTuple) -> IntTuple {
        let mut next = 0usize;
        self.map_leaves_from(&mut next, f)
    }

    fn map_leaves_from(&self, next: &mut usize, f: &mut impl FnMut(usize) -> IntTuple) -> IntTuple {
        match self {
            IntTuple::Int(_) => {
                let i = *next;
                *next += 1;
                f(i)
            }
            IntTuple::Tuple(items) => {
                IntTuple::Tuple(items.iter().map(|t| t.map_leaves_from(next, f)).collect())
            }
        }
    }
}

impl fmt::Display for IntTuple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IntTuple::Int(v) => write!(f, "{v}"),
            IntTuple::Tuple(items) => {
                f.write_str("(")?;
                for (i, t) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{t}")?;
                }
                f.write_str(")")
            }
        }
    }
}

/// A layout: `offset(x) = linearize_row_major(levels, map(leaf_coords(x)))`.
///
/// `leaf_coords` reads a domain index colexicographically over the leaves of `shape`; the
/// map has one dim per leaf and one result per level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The domain: a nested shape whose leaves are the map's dims.
    pub shape: IntTuple,
    /// Leaf coordinates to level indices.
    pub map: AffineMap,
    /// The extent of every level; the codomain is their product.
    pub levels: Vec<i64>,
    /// The XLA shape this layout is known to equal (kept by XLA-preserving operations).
    pub xla_hint: Option<XlaShape>,
}

impl Layout {
    /// A layout, checked: one map dim per leaf, one result per level, positive extents.
    pub fn new(shape: IntTuple, map: AffineMap, levels: Vec<i64>) -> Result<Layout, AlgebraError> {
        let leaves = shape.leaves();
        if let Some(&bad) = leaves.iter().find(|&&n| n < 1) {
            return err(format!("shape extents must be positive, got {bad}"));
        }
        if let Some(&bad) = levels.iter().find(|&&n| n < 1) {
            return err(format!("level extents must be positive, got {bad}"));
        }
        if map.num_dims != leaves.len() || map.num_symbols != 0 {
            return err(format!(
                "the level map takes {} dims, but the shape {shape} has {} leaves",
                map.num_dims,
                leaves.len()
            ));
        }
        if map.results.len() != levels.len() {
            return err(format!(
                "the level map has {} results for {} levels",
                map.results.len(),
                levels.len()
            ));
        }
        shape
            .product()
            .ok_or_else(|| AlgebraError(OVERFLOW.into()))?;
        levels
            .iter()
            .try_fold(1i64, |a, &v| a.checked_mul(v))
            .ok_or_else(|| AlgebraError(OVERFLOW.into()))?;
        Ok(Layout {
            shape,
            map,
            levels,
            xla_hint: None,
        })
    }

    /// A one-level layout whose offset is `expr` over the leaves of `shape`, with a
    /// codomain of `cosize`.
    pub fn single_level(
        shape: IntTuple,
        expr: AffineExpr,
        cosize: i64,
    ) -> Result<Layout, AlgebraError> {
        let n = shape.leaves().len();
        Layout::new(shape, AffineMap::new(n, 0, vec![expr]), vec![cosize.max(1)])
    }

    /// The extents of the domain's leaves.
    pub fn leaves(&self) -> Vec<i64> {
        self.shape.leaves()
    }

    /// Elements of the domain.
    pub fn size(&self) -> i64 {
        // ok: checked in `new`.
        self.shape.product().unwrap_or(i64::MAX)
    }

    /// Offsets of the codomain (padding included).
    pub fn cosize(&self) -> i64 {
        // ok: checked in `new`.
        self.levels
            .iter()
            .try_fold(1i64, |a, &v| a.checked_mul(v))
            .unwrap_or(i64::MAX)
    }

    /// Row-major strides of the levels.
    pub fn level_strides(&self) -> Vec<i64> {
        let mut strides = vec![1i64; self.levels.len()];
        let mut acc = 1i64;
        for (s, &n) in strides.iter_mut().zip(&self.levels).rev() {
            *s = acc;
            acc = acc.saturating_mul(n);
        }
        strides
    }

    /// The offset as one affine expression of the leaf coordinates.
    pub fn offset_expr(&self) -> AffineExpr {
        self.map
            .results
            .iter()
            .zip(self.level_strides())
            .fold(AffineExpr::constant(0), |acc, (e, s)| acc.add(e.mul(s)))
    }

    /// The leaf coordinates of domain index `x` (colexicographic; the last leaf extends).
    pub fn leaf_coords(&self, x: i64) -> Vec<i64> {
        let leaves = self.leaves();
        let n = leaves.len();
        let mut out = Vec::with_capacity(n);
        let mut rest = x;
        for (i, &s) in leaves.iter().enumerate() {
            if i + 1 == n {
                out.push(rest);
            } else {
                out.push(rest % s);
                rest /= s;
            }
        }
        out
    }

    /// The leaf coordinates of a domain index `y` as affine expressions of one dim.
    pub fn leaf_coord_exprs(&self, y: &AffineExpr) -> Vec<AffineExpr> {
        let leaves = self.leaves();
        let n = leaves.len();
        let mut out = Vec::with_capacity(n);
        let mut prefix = 1i64;
        for (i, &s) in leaves.iter().enumerate() {
            let e = y.floor_div(prefix);
            out.push(if i + 1 == n { e } else { e.modulo(s) });
            prefix = prefix.saturating_mul(s);
        }
        out
    }

    /// The offset of domain index `x`.
    pub fn eval(&self, x: i64) -> Result<i64, AlgebraError> {
        self.eval_coords(&self.leaf_coords(x))
    }

    /// The offset of the element at leaf coordinates `coords`.
    pub fn eval_coords(&self, coords: &[i64]) -> Result<i64, AlgebraError> {
        let levels = self
            .map
            .evaluate(coords, &[])
            .map_err(|e| AlgebraError(format!("cannot evaluate the level map: {e}")))?;
        levels
            .iter()
            .zip(self.level_strides())
            .try_fold(0i64, |acc, (&l, s)| {
                l.checked_mul(s).and_then(|v| acc.checked_add(v))
            })
            .ok_or_else(|| AlgebraError(OVERFLOW.into()))
    }

    /// The offset of every domain index, in order.
    pub fn table(&self) -> Result<Vec<i64>, AlgebraError> {
        let n = self.size();
        if n > MAX_TABLE {
            return err(format!(
                "the layout has {n} elements; the algebra tabulates at most {MAX_TABLE}"
            ));
        }
        (0..n).map(|x| self.eval(x)).collect()
    }

    /// How many offsets of the codomain hold no element.
    pub fn padding(&self) -> Result<i64, AlgebraError> {
        let mut seen = std::collections::HashSet::new();
        for v in self.table()? {
            seen.insert(v);
        }
        Ok(self.cosize() - seen.len() as i64)
    }

    /// The level map in MLIR's text, e.g. `(d0, d1) -> (d0 floordiv 2, ..)`.
    pub fn map_text(&self) -> String {
        self.map.to_string()
    }
}

impl fmt::Display for Layout {
    /// `shape -> map over levels [..]`, e.g. `(3,5) (d0, d1) -> (..) levels [2,3,2,2]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let levels: Vec<String> = self.levels.iter().map(i64::to_string).collect();
        write!(
            f,
            "{} {} levels [{}]",
            self.shape,
            self.map,
            levels.join(",")
        )
    }
}
