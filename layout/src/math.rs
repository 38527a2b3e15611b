//! Index and size maths of tiled layouts, built on the core affine module.
//!
//! A layout applied to an array is an affine *level map* from the logical indices
//! `(d0, .., d(r-1))` to the indices of the padded physical array (DESIGN.md §2):
//!
//! 1. the dimensions are put in physical order (most major first, the reverse of
//!    `minor_to_major`);
//! 2. each tile in turn covers the last `k` levels of the current shape (a tile of more
//!    dimensions than the shape adds leading levels of size 1). Combined dimensions (`*`)
//!    are merged into the next more-minor level first (`e_p * d_(p+1) + e_(p+1)`, extents
//!    multiply); then every tiled level `e` of extent `d` with tile extent `t` becomes the
//!    outer level `e floordiv t` of extent `ceil(d/t)`, and `e mod t` of extent `t` is
//!    appended at the minor end (the tile dims keep their relative order);
//! 3. the linear index is the row-major offset in the final (padded) shape.
//!
//! This is XLA's definition applied to *every* tile. XLA's own `LayoutUtil::LinearIndex`
//! and `ShapeUtil::ArraySize` only look at the first tile (assuming later tiles never
//! pad); here every tile is exact, so a later tile that pads is sized and indexed right.
//! Where the first tile is the only one that pads, the two agree.
//!
//! Sizes follow XLA: the unpadded size is `elements * bytes(type)` (or `ceil(elements * E /
//! 8)` with `E(n)`), the padded size uses the padded element count, rounded up to a
//! multiple of `L(n)` when the layout is tiled (XLA ignores `L` for untiled layouts).
//! Split configs (`SC`) do not change sizes or indices here.

use std::fmt;

use tile_ir::affine::{AffineExpr, AffineMap};

use super::model::{TileDim, TiledLayout, XlaShape};

/// Why a layout's maths could not be computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LayoutMathError {
    /// The layout does not fit the array's rank (XLA's message).
    Rank(String),
    /// A dimension whose extent is needed is dynamic.
    DynamicDimension(usize),
    /// A tile ends in a combined dimension (nothing to merge into).
    TrailingCombined,
    /// A tile extent is not positive.
    BadTile(i64),
    /// A size does not fit in 64 bits.
    Overflow,
    /// An array extent is negative.
    NegativeExtent(i64),
    /// An index has the wrong number of coordinates.
    IndexRank {
        /// Coordinates expected.
        expected: usize,
        /// Coordinates given.
        got: usize,
    },
    /// A coordinate is outside the array.
    OutOfBounds {
        /// The dimension.
        dim: usize,
        /// The coordinate given.
        index: i64,
        /// The extent of that dimension.
        extent: i64,
    },
}

impl fmt::Display for LayoutMathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutMathError::Rank(m) => f.write_str(m),
            LayoutMathError::DynamicDimension(d) => {
                write!(
                    f,
                    "dimension {d} is dynamic, but the layout needs its extent"
                )
            }
            LayoutMathError::TrailingCombined => {
                f.write_str("the most minor dimension of a tile cannot be combined ('*')")
            }
            LayoutMathError::BadTile(t) => write!(f, "tile dimensions must be positive, got {t}"),
            LayoutMathError::Overflow => f.write_str("the layout's size does not fit in 64 bits"),
            LayoutMathError::NegativeExtent(n) => {
                write!(f, "array extents must not be negative, got {n}")
            }
            LayoutMathError::IndexRank { expected, got } => {
                write!(f, "expected an index of {expected} coordinates, got {got}")
            }
            LayoutMathError::OutOfBounds { dim, index, extent } => write!(
                f,
                "index {index} is out of bounds for dimension {dim} of extent {extent}"
            ),
        }
    }
}

impl std::error::Error for LayoutMathError {}

type Result<T> = std::result::Result<T, LayoutMathError>;

/// A level of the physical shape while it is being built: its expression and extent.
#[derive(Clone)]
struct Level {
    expr: AffineExpr,
    extent: Option<i64>,
}

/// The level map of `layout` over logical extents `dims` (`None` = dynamic), with the
/// extent of every level (`None` where it depends on a dynamic dimension).
///
/// The map has one dim per logical dimension and one result per physical level.
pub fn level_map(
    layout: &TiledLayout,
    dims: &[Option<i64>],
) -> Result<(AffineMap, Vec<Option<i64>>)> {
    layout
        .check_rank(dims.len())
        .map_err(LayoutMathError::Rank)?;
    let mut levels: Vec<Level> = layout
        .major_to_minor()
        .into_iter()
        .map(|d| Level {
            expr: AffineExpr::dim(d),
            extent: dims.get(d).copied().flatten(),
        })
        .collect();
    for tile in &layout.tiles {
        levels = apply_tile(levels, &tile.dims, dims)?;
    }
    let extents = levels.iter().map(|l| l.extent).collect();
    let map = AffineMap::new(dims.len(), 0, levels.into_iter().map(|l| l.expr).collect());
    Ok((map, extents))
}

fn apply_tile(
    mut levels: Vec<Level>,
    tile: &[TileDim],
    dims: &[Option<i64>],
) -> Result<Vec<Level>> {
    let k = tile.len();
    if k > levels.len() {
        let pad = k - levels.len();
        let mut v = vec![
            Level {
                expr: AffineExpr::constant(0),
                extent: Some(1),
            };
            pad
        ];
        v.append(&mut levels);
        levels = v;
    }
    let covered = levels.split_off(levels.len() - k);
    let mut prefix = levels;
    let mut tiled: Vec<(Level, i64)> = Vec::new();
    let mut carry: Option<Level> = None;
    for (lvl, td) in covered.into_iter().zip(tile) {
        let lvl = match carry.take() {
            None => lvl,
            Some(major) => {
                // Merge the combined (more major) level into this one: e_p * d + e.
                let Some(d) = lvl.extent else {
                    return Err(LayoutMathError::DynamicDimension(first_dynamic_dim(
                        &lvl.expr, dims,
                    )));
                };
                Level {
                    expr: major.expr.mul(d).add(&lvl.expr),
                    extent: match major.extent {
                        Some(m) => Some(m.checked_mul(d).ok_or(LayoutMathError::Overflow)?),
                        None => None,
                    },
                }
            }
        };
        match *td {
            TileDim::Combined => carry = Some(lvl),
            TileDim::Size(t) if t > 0 => tiled.push((lvl, t)),
            TileDim::Size(t) => return Err(LayoutMathError::BadTile(t)),
        }
    }
    if carry.is_some() {
        return Err(LayoutMathError::TrailingCombined);
    }
    let mut minor = Vec::with_capacity(tiled.len());
    for (lvl, t) in tiled {
        prefix.push(Level {
            expr: lvl.expr.floor_div(t),
            extent: lvl.extent.map(|d| ceil_div(d, t)),
        });
        minor.push(Level {
            expr: lvl.expr.modulo(t),
            extent: Some(t),
        });
    }
    prefix.extend(minor);
    Ok(prefix)
}

/// A dimension the expression depends on, for error messages.
fn first_dynamic_dim(e: &AffineExpr, dims: &[Option<i64>]) -> usize {
    let mut used = std::collections::BTreeSet::new();
    e.collect_dims(&mut used);
    used.into_iter()
        .find(|&d| dims.get(d).copied().flatten().is_none())
        .unwrap_or(0)
}

/// A layout applied to an array of static extents: the level map, the padded physical
/// shape and the strides that linearize it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhysicalLayout {
    /// The logical extents.
    pub dims: Vec<i64>,
    /// Logical indices to physical levels.
    pub level_map: AffineMap,
    /// The padded physical shape (one extent per level).
    pub level_sizes: Vec<i64>,
    /// Row-major strides of `level_sizes`.
    pub strides: Vec<i64>,
    /// Elements of the padded physical shape (before `L(n)`).
    pub padded_elements: i64,
    /// Whether the layout is tiled (`L(n)` applies only then, as in XLA).
    pub tiled: bool,
    /// `L(n)`.
    pub tail_padding_alignment: i64,
}

impl PhysicalLayout {
    /// Applies `layout` to an array of extents `dims`.
    pub fn new(layout: &TiledLayout, dims: &[i64]) -> Result<PhysicalLayout> {
        if let Some(&n) = dims.iter().find(|&&n| n < 0) {
            return Err(LayoutMathError::NegativeExtent(n));
        }
        let opt: Vec<Option<i64>> = dims.iter().map(|&d| Some(d)).collect();
        let (level_map, sizes) = level_map(layout, &opt)?;
        let level_sizes: Vec<i64> = sizes.into_iter().map(|s| s.unwrap_or(0)).collect();
        let mut strides = vec![0; level_sizes.len()];
        let mut acc: i64 = 1;
        for (s, &n) in strides.iter_mut().zip(&level_sizes).rev() {
            *s = acc;
            acc = acc.checked_mul(n).ok_or(LayoutMathError::Overflow)?;
        }
        Ok(PhysicalLayout {
            dims: dims.to_vec(),
            level_map,
            level_sizes,
            strides,
            padded_elements: acc,
            tiled: layout.is_tiled(),
            tail_padding_alignment: layout.tail_padding_alignment.max(1),
        })
    }

    /// Applies a shape's own layout to its extents (bounded dimensions use their bound).
    pub fn of_shape(shape: &XlaShape) -> Result<PhysicalLayout> {
        let dims: Vec<i64> = shape
            .dims
            .iter()
            .enumerate()
            .map(|(i, d)| d.extent().ok_or(LayoutMathError::DynamicDimension(i)))
            .collect::<Result<_>>()?;
        PhysicalLayout::new(&shape.layout, &dims)
    }

    /// The memory position (in elements) of the logical element `index`.
    pub fn linear_index(&self, index: &[i64]) -> Result<i64> {
        self.check_index(index)?;
        self.linear_index_unchecked(index)
    }

    /// The memory position of `index` without the bounds check (the map extends past the
    /// logical extents, which is how padding cells are placed in pictures).
    pub fn linear_index_unchecked(&self, index: &[i64]) -> Result<i64> {
        if index.len() != self.dims.len() {
            return Err(LayoutMathError::IndexRank {
                expected: self.dims.len(),
                got: index.len(),
            });
        }
        let levels = self
            .level_map
            .evaluate(index, &[])
            .map_err(|_| LayoutMathError::Overflow)?;
        levels
            .iter()
            .zip(&self.strides)
            .try_fold(0i64, |acc, (&l, &s)| {
                l.checked_mul(s).and_then(|x| acc.checked_add(x))
            })
            .ok_or(LayoutMathError::Overflow)
    }

    /// The physical level indices of the logical element `index`.
    pub fn levels_of(&self, index: &[i64]) -> Result<Vec<i64>> {
        self.check_index(index)?;
        self.level_map
            .evaluate(index, &[])
            .map_err(|_| LayoutMathError::Overflow)
    }

    fn check_index(&self, index: &[i64]) -> Result<()> {
        if index.len() != self.dims.len() {
            return Err(LayoutMathError::IndexRank {
                expected: self.dims.len(),
                got: index.len(),
            });
        }
        for (dim, (&i, &n)) in index.iter().zip(&self.dims).enumerate() {
            if i < 0 || i >= n {
                return Err(LayoutMathError::OutOfBounds {
                    dim,
                    index: i,
                    extent: n,
                });
            }
        }
        Ok(())
    }

    /// The linear index as one affine expression of the logical indices:
    /// `sum(level_k * stride_k)`.
    pub fn linear_expr(&self) -> AffineExpr {
        self.level_map
            .results
            .iter()
            .zip(&self.strides)
            .fold(AffineExpr::constant(0), |acc, (e, &s)| acc.add(e.mul(s)))
    }

    /// Elements of storage: the padded element count, rounded up to `L(n)` when tiled.
    pub fn storage_elements(&self) -> Result<i64> {
        if self.tiled && self.tail_padding_alignment > 1 {
            round_up(self.padded_elements, self.tail_padding_alignment)
        } else {
            Ok(self.padded_elements)
        }
    }

    /// Logical elements (the product of the extents).
    pub fn logical_elements(&self) -> Result<i64> {
        self.dims
            .iter()
            .try_fold(1i64, |a, &d| a.checked_mul(d))
            .ok_or(LayoutMathError::Overflow)
    }
}

/// `ceil(n / d)` for `n >= 0` and `d > 0`, without overflow.
pub(crate) fn ceil_div(n: i64, d: i64) -> i64 {
    n / d + i64::from(n % d != 0)
}

fn round_up(n: i64, m: i64) -> Result<i64> {
    ceil_div(n, m)
        .checked_mul(m)
        .ok_or(LayoutMathError::Overflow)
}

/// Bytes of `elements` values of `type_bytes` bytes each, or of `element_size_bits` bits
/// each when that is non-zero (`E(n)` packing, rounded up to whole bytes).
pub fn storage_bytes(elements: i64, type_bytes: u64, element_size_bits: i64) -> Result<u64> {
    let n = u64::try_from(elements).map_err(|_| LayoutMathError::Overflow)?;
    if element_size_bits > 0 {
        let bits = u64::try_from(element_size_bits).map_err(|_| LayoutMathError::Overflow)?;
        Ok(n.checked_mul(bits)
            .ok_or(LayoutMathError::Overflow)?
            .div_ceil(8))
    } else {
        n.checked_mul(type_bytes).ok_or(LayoutMathError::Overflow)
    }
}

/// Padded and unpadded sizes of an array in a layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ByteSizes {
    /// Logical elements.
    pub unpadded_elements: i64,
    /// Elements of storage, padding included (with `L(n)`).
    pub padded_elements: i64,
    /// Bytes of the logical elements (XLA's `ByteSizeOf`).
    pub unpadded_bytes: u64,
    /// Bytes of storage (XLA's `ArraySize`, exact for all tiles).
    pub padded_bytes: u64,
}

impl ByteSizes {
    /// Sizes of `layout` over extents `dims` for elements of `type_bytes` bytes.
    pub fn compute(layout: &TiledLayout, dims: &[i64], type_bytes: u64) -> Result<ByteSizes> {
        let phys = PhysicalLayout::new(layout, dims)?;
        let unpadded_elements = phys.logical_elements()?;
        let padded_elements = phys.storage_elements()?;
        let e = layout.element_size_bits;
        Ok(ByteSizes {
            unpadded_elements,
            padded_elements,
            unpadded_bytes: storage_bytes(unpadded_elements, type_bytes, e)?,
            padded_bytes: storage_bytes(padded_elements, type_bytes, e)?,
        })
    }

    /// Sizes of an XLA shape in its own layout.
    pub fn of_shape(shape: &XlaShape) -> Result<ByteSizes> {
        let dims: Vec<i64> = shape
            .dims
            .iter()
            .enumerate()
            .map(|(i, d)| d.extent().ok_or(LayoutMathError::DynamicDimension(i)))
            .collect::<Result<_>>()?;
        ByteSizes::compute(&shape.layout, &dims, shape.element.byte_size())
    }

    /// Padded bytes over unpadded bytes (`None` for an empty array).
    pub fn overhead(&self) -> Option<f64> {
        if self.unpadded_bytes == 0 {
            None
        } else {
            Some(self.padded_bytes as f64 / self.unpadded_bytes as f64)
        }
    }

    /// Bytes spent on padding.
    pub fn padding_bytes(&self) -> u64 {
        self.padded_bytes.saturating_sub(self.unpadded_bytes)
    }
}
