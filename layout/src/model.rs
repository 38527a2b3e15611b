//! The data model of an XLA layout and of an XLA array shape.
//!
//! A [`TiledLayout`] is everything between the braces of `f32[3,5]{1,0:T(2,2)}`:
//! the minor-to-major dimension order, a list of tiles (applied one after the other),
//! tail padding `L(n)`, index/pointer types `#(..)`/`*(..)`, element size `E(n)`,
//! memory space `S(n)`, split configs `SC(..)`, a physical shape `P(..)` and the dynamic
//! shape metadata prefix `M(n)`. Defaults are the values XLA leaves out when printing.

use super::primitive::PrimitiveType;

/// One dimension of a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TileDim {
    /// A tile extent (always positive).
    Size(i64),
    /// `*`: the dimension is merged into the next more-minor one before tiling
    /// (XLA's `Tile::kCombineDimension`).
    Combined,
}

/// A tile `(t_n, .., t_1)`, most major first; it covers a suffix of the dimensions of the
/// shape it is applied to.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Tile {
    /// The tile's dimensions, most major first.
    pub dims: Vec<TileDim>,
}

impl Tile {
    /// A tile of plain extents, e.g. `Tile::new(&[8, 128])`.
    pub fn new(sizes: &[i64]) -> Tile {
        Tile {
            dims: sizes.iter().map(|&s| TileDim::Size(s)).collect(),
        }
    }

    /// The number of dimensions the tile covers (combined ones included).
    pub fn rank(&self) -> usize {
        self.dims.len()
    }
}

/// `SC(dim:i0,i1,..)`: splits physical dimension `dimension` (0 = most major) at the
/// given indices (XLA's `SplitConfig`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct SplitConfig {
    /// The physical dimension that is split.
    pub dimension: i64,
    /// Where the pieces start.
    pub split_indices: Vec<i64>,
}

/// One dimension of an XLA array shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShapeDim {
    /// A static extent.
    Static(i64),
    /// `<=n`: dynamic with an upper bound (sizes use the bound, as XLA does).
    Bounded(i64),
    /// `?`: dynamic without a bound.
    Unbounded,
}

impl ShapeDim {
    /// The extent used for sizes: the static size or the bound.
    pub fn extent(self) -> Option<i64> {
        match self {
            ShapeDim::Static(n) | ShapeDim::Bounded(n) => Some(n),
            ShapeDim::Unbounded => None,
        }
    }
}

/// An XLA array shape `type[dims]{layout}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct XlaShape {
    /// The element type.
    pub element: PrimitiveType,
    /// The logical dimensions, most major (index 0) first.
    pub dims: Vec<ShapeDim>,
    /// The layout; the parser fills in the default layout when the text has none.
    pub layout: TiledLayout,
}

impl XlaShape {
    /// The rank (number of dimensions).
    pub fn rank(&self) -> usize {
        self.dims.len()
    }

    /// The extents of all dimensions, if none is unbounded.
    pub fn extents(&self) -> Option<Vec<i64>> {
        self.dims.iter().map(|d| d.extent()).collect()
    }
}

/// An XLA layout: `{minor_to_major:T(..)..L(n)#(t)*(t)E(n)S(n)SC(..)P(shape)M(n)}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TiledLayout {
    /// Logical dimension numbers from the most minor to the most major.
    pub minor_to_major: Vec<usize>,
    /// The tiles, the first applied first.
    pub tiles: Vec<Tile>,
    /// `L(n)`: the element count is rounded up to a multiple of this (1 = none).
    pub tail_padding_alignment: i64,
    /// `#(t)`: index type of sparse arrays.
    pub index_type: Option<PrimitiveType>,
    /// `*(t)`: pointer type of sparse arrays.
    pub pointer_type: Option<PrimitiveType>,
    /// `E(n)`: element size in bits when packed (0 = the type's own size).
    pub element_size_bits: i64,
    /// `S(n)`: memory space (0 = default).
    pub memory_space: i64,
    /// `SC(..)`: split configs.
    pub split_configs: Vec<SplitConfig>,
    /// `P(shape)`: physical shape (sparse arrays).
    pub physical_shape: Option<Box<XlaShape>>,
    /// `M(n)`: dynamic shape metadata prefix in bytes (0 = none).
    pub dynamic_shape_metadata_prefix_bytes: i64,
}

impl Default for TiledLayout {
    fn default() -> Self {
        TiledLayout {
            minor_to_major: Vec::new(),
            tiles: Vec::new(),
            tail_padding_alignment: 1,
            index_type: None,
            pointer_type: None,
            element_size_bits: 0,
            memory_space: 0,
            split_configs: Vec::new(),
            physical_shape: None,
            dynamic_shape_metadata_prefix_bytes: 0,
        }
    }
}

impl TiledLayout {
    /// The default (row-major, untiled) layout of a rank-`rank` array: `{rank-1, .., 0}`.
    pub fn row_major(rank: usize) -> TiledLayout {
        TiledLayout {
            minor_to_major: (0..rank).rev().collect(),
            ..TiledLayout::default()
        }
    }

    /// A layout with the given order and tiles and nothing else.
    pub fn with_tiles(minor_to_major: Vec<usize>, tiles: Vec<Tile>) -> TiledLayout {
        TiledLayout {
            minor_to_major,
            tiles,
            ..TiledLayout::default()
        }
    }

    /// The logical dimensions from the most major to the most minor (the physical order).
    pub fn major_to_minor(&self) -> Vec<usize> {
        self.minor_to_major.iter().rev().copied().collect()
    }

    /// True if the layout has at least one tile.
    pub fn is_tiled(&self) -> bool {
        !self.tiles.is_empty()
    }

    /// Checks that the layout fits an array of rank `rank`, with XLA's messages: the
    /// parser's for a minor_to_major of the wrong length, `ValidateLayoutForShape`'s for
    /// out-of-range and repeated dimensions.
    pub fn check_rank(&self, rank: usize) -> Result<(), String> {
        if self.minor_to_major.len() != rank {
            return Err(format!(
                "Dimensions size is {rank}, but minor to major size is {}.",
                self.minor_to_major.len()
            ));
        }
        let mut seen = vec![false; rank];
        for &d in &self.minor_to_major {
            match seen.get_mut(d) {
                None => {
                    return Err(format!(
                        "layout minor_to_major field has out-of-bounds value: {self}"
                    ));
                }
                Some(true) => {
                    return Err(format!(
                        "layout minor_to_major field has duplicate values: {self}"
                    ));
                }
                Some(flag) => *flag = true,
            }
        }
        Ok(())
    }
}
