//! `#sparse_tensor.encoding<{ map = ..., posWidth = .., crdWidth = .., explicitVal = ..,
//! implicitVal = .. }>` as a typed Rust value: the level types, the dim-to-level affine map
//! (built on [`tile_ir::affine`]), the inferred or explicit level-to-dim map, the widths, the
//! explicit/implicit values and the dimension slices.
//!
//! * [`parse`] reads MLIR 22's grammar (and the seed document's older spellings);
//! * [`print`](mod@print) writes MLIR's canonical text;
//! * [`verify`] applies MLIR 22's rules in MLIR's order with MLIR's messages.
// Issue 10 policy: no panics reachable from input (exceptions are commented `// ok: why`).
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

pub mod parse;
pub mod print;
pub mod verify;

use tile_ir::affine::{AffineExpr, AffineMap, BinaryOp};
use tile_ir::dialect_data::DialectData;
use tile_ir::float::FloatValue;
use tile_ir::{Attr, AttrKind, Context, Type};

use super::level_type::{LevelFormat, LevelType};

/// A dimension slice `#sparse_tensor<slice(offset, size, stride)>`; `None` is `?`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DimSlice {
    /// Offset into the dimension (`None`: dynamic).
    pub offset: Option<i64>,
    /// Number of elements (`None`: dynamic).
    pub size: Option<i64>,
    /// Stride (`None`: dynamic).
    pub stride: Option<i64>,
}

impl DimSlice {
    /// The default slice `slice(0, ?, 1)` MLIR gives dimensions without one.
    pub const DEFAULT: DimSlice = DimSlice {
        offset: Some(0),
        size: None,
        stride: Some(1),
    };

    /// MLIR's `SparseTensorDimSliceAttr::verify`.
    pub fn verify(&self) -> Result<(), (usize, &'static str)> {
        if self.offset.is_some_and(|v| v < 0) {
            return Err((0, "expect non-negative value or ? for slice offset"));
        }
        if self.size.is_some_and(|v| v <= 0) {
            return Err((1, "expect positive value or ? for slice size"));
        }
        if self.stride.is_some_and(|v| v <= 0) {
            return Err((2, "expect positive value or ? for slice stride"));
        }
        Ok(())
    }
}

impl DialectData for DimSlice {
    fn print(&self, _ctx: &Context, out: &mut String) {
        out.push_str("sparse_tensor<slice");
        print::write_slice_body(out, self);
        out.push('>');
    }
    tile_ir::impl_dialect_data_boilerplate!();
}

/// A complex constant `#complex.number<:f32 re, im> : complex<f32>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ComplexValue {
    /// The element type (`f32` for `complex<f32>`).
    pub element: Type,
    /// Real part.
    pub re: FloatValue,
    /// Imaginary part.
    pub im: FloatValue,
}

/// The value of `explicitVal` / `implicitVal`: an integer or float attribute, or a complex
/// number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NumericValue {
    /// An integer attribute (`1 : i32`, `true`) or float attribute (`1.0 : f32`).
    Scalar(Attr),
    /// A `#complex.number`.
    Complex(ComplexValue),
}

impl NumericValue {
    /// Whether the value is zero (`-0.0` counts as zero, as in MLIR).
    pub fn is_zero(&self, ctx: &Context) -> bool {
        match self {
            NumericValue::Scalar(a) => match ctx.attr_kind(*a) {
                AttrKind::Integer { value, .. } => *value == 0,
                AttrKind::Bool(b) => !*b,
                AttrKind::Float { value, .. } => value.is_zero(),
                _ => false,
            },
            NumericValue::Complex(c) => c.re.is_zero() && c.im.is_zero(),
        }
    }

    /// The value's type as MLIR prints it in diagnostics (`i32`, `complex<f32>`).
    pub fn type_text(&self, ctx: &Context) -> String {
        match self {
            NumericValue::Scalar(a) => match ctx.attr_kind(*a) {
                AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => {
                    tile_ir::printer::type_to_string(ctx, *ty)
                }
                _ => "i1".to_string(),
            },
            NumericValue::Complex(c) => {
                format!(
                    "complex<{}>",
                    tile_ir::printer::type_to_string(ctx, c.element)
                )
            }
        }
    }

    /// Whether the value's type is `ty`.
    pub fn has_type(&self, ctx: &Context, ty: Type) -> bool {
        self.type_text(ctx) == tile_ir::printer::type_to_string(ctx, ty)
    }
}

/// A sparse tensor encoding.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SparseEncoding {
    /// One level type per level.
    pub lvl_types: Vec<LevelType>,
    /// The dim-to-level map (`(d0, d1) -> (d0, d1)` for CSR). `None` only for encodings
    /// built without a `map` key, which the verifier rejects.
    pub dim_to_lvl: Option<AffineMap>,
    /// The level-to-dim map: given explicitly (`{l0} (d0 = l0) -> ..`) or inferred as MLIR
    /// does; `None` when MLIR infers none (maps with symbols).
    pub lvl_to_dim: Option<AffineMap>,
    /// Bit width of positions (0 = `index`).
    pub pos_width: u32,
    /// Bit width of coordinates (0 = `index`; 2 is a tile-opt extension).
    pub crd_width: u32,
    /// `explicitVal`, the value of every stored entry (for pattern matrices).
    pub explicit_val: Option<NumericValue>,
    /// `implicitVal`, the value of entries not stored (must be zero).
    pub implicit_val: Option<NumericValue>,
    /// Per-dimension slices; empty, or one per dimension.
    pub dim_slices: Vec<DimSlice>,
}

impl SparseEncoding {
    /// An encoding with `dim_to_lvl` and level types, the inverse inferred as MLIR does, and
    /// default widths and values.
    pub fn new(dim_to_lvl: AffineMap, lvl_types: Vec<LevelType>) -> SparseEncoding {
        let lvl_to_dim = dim_to_lvl.infer_lvl_to_dim();
        SparseEncoding {
            lvl_types,
            dim_to_lvl: Some(dim_to_lvl),
            lvl_to_dim,
            ..SparseEncoding::default()
        }
    }

    /// The number of levels.
    pub fn lvl_rank(&self) -> usize {
        self.lvl_types.len()
    }

    /// The number of dimensions.
    pub fn dim_rank(&self) -> usize {
        self.dim_to_lvl
            .as_ref()
            .map_or(self.lvl_rank(), |m| m.num_dims)
    }

    /// The dim-to-level map, the identity when absent.
    pub fn dim_to_lvl_or_identity(&self) -> AffineMap {
        self.dim_to_lvl
            .clone()
            .unwrap_or_else(|| AffineMap::identity(self.lvl_rank()))
    }

    /// Whether the dim-to-level map is the identity.
    pub fn is_identity(&self) -> bool {
        self.dim_to_lvl.as_ref().is_none_or(|m| m.is_identity())
    }

    /// Whether the dim-to-level map is a permutation.
    pub fn is_permutation(&self) -> bool {
        self.dim_to_lvl.as_ref().is_none_or(|m| m.is_permutation())
    }

    /// Whether the encoding has dimension slices.
    pub fn is_slice(&self) -> bool {
        !self.dim_slices.is_empty()
    }

    /// MLIR's `getCOOStart`: the first level of the trailing COO segment (a compressed or
    /// loose_compressed level followed only by singletons), or the level rank if none.
    pub fn coo_start(&self) -> usize {
        let lts = &self.lvl_types;
        let singletons_after =
            |l: usize| lts.iter().skip(l + 1).all(|t| t.is(LevelFormat::Singleton));
        let heads = lts.iter().enumerate().take(lts.len().saturating_sub(1));
        let start = heads
            .filter(|(_, lt)| lt.has_positions())
            .find(|&(l, _)| singletons_after(l));
        start.map_or(lts.len(), |(l, _)| l)
    }

    /// Whether the trailing COO segment stores one coordinate buffer per level (`soa`).
    pub fn coo_is_soa(&self) -> bool {
        self.lvl_types.last().is_some_and(|t| t.is_soa())
    }

    /// The number of leading batch levels.
    pub fn batch_lvl_rank(&self) -> usize {
        self.lvl_types
            .iter()
            .take_while(|t| t.is(LevelFormat::Batch))
            .count()
    }

    /// For block maps (`d floordiv c`, `d mod c`): the block size per dimension (0 for
    /// unblocked dimensions), MLIR's `getBlockSize`.
    pub fn block_sizes(&self) -> Vec<i64> {
        let mut sizes = vec![0; self.dim_rank()];
        if let Some(map) = &self.dim_to_lvl {
            for e in &map.results {
                if let Some((BinaryOp::FloorDiv, lhs, rhs)) = e.as_binary()
                    && let (Some(d), Some(c)) = (lhs.as_dim(), rhs.as_constant())
                    && let Some(slot) = sizes.get_mut(d)
                {
                    *slot = c;
                }
            }
        }
        sizes
    }

    /// The level sizes of a tensor with `dim_sizes` (`None` for dynamic), through the
    /// dim-to-level map.
    pub fn lvl_sizes(&self, dim_sizes: &[Option<i64>]) -> Vec<Option<i64>> {
        match &self.dim_to_lvl {
            None => dim_sizes.to_vec(),
            Some(map) if map.is_permutation() => map
                .results
                .iter()
                .map(|e| e.as_dim().and_then(|d| dim_sizes.get(d).copied().flatten()))
                .collect(),
            Some(map) => {
                let known: Vec<i64> = dim_sizes.iter().map(|s| s.unwrap_or(-1)).collect();
                if dim_sizes.iter().all(Option::is_some) {
                    map.level_sizes(&known)
                } else {
                    map.results
                        .iter()
                        .map(|e| static_level_size(e, dim_sizes))
                        .collect()
                }
            }
        }
    }

    /// The dimension sizes of a tensor whose levels have `lvl_sizes`: a dimension is the size
    /// of the level it maps to bare, or of its block-row level (`d floordiv c`) times `c`
    /// (MLIR's reinterpretation of a blocked tensor's shape). `None` when a dimension has
    /// neither.
    pub fn dim_sizes_of_levels(&self, lvl_sizes: &[u64]) -> Option<Vec<u64>> {
        let Some(map) = &self.dim_to_lvl else {
            return Some(lvl_sizes.to_vec());
        };
        (0..map.num_dims)
            .map(|d| {
                map.results.iter().zip(lvl_sizes).find_map(|(e, &size)| {
                    if e.as_dim() == Some(d) {
                        return Some(size);
                    }
                    match e.as_binary() {
                        Some((BinaryOp::FloorDiv, lhs, rhs)) if lhs.as_dim() == Some(d) => {
                            size.checked_mul(u64::try_from(rhs.as_constant()?).ok()?)
                        }
                        _ => None,
                    }
                })
            })
            .collect()
    }

    /// The encoding with tile-opt's extensions replaced by what MLIR 22 accepts:
    /// `compressed(high)` becomes `loose_compressed`, and a sub-byte `crdWidth` (2) becomes
    /// 8 (the narrowest width upstream supports; coordinates are unchanged).
    pub fn upstream_clean(&self) -> SparseEncoding {
        let mut e = self.clone();
        for lt in &mut e.lvl_types {
            *lt = lt.upstream_clean();
        }
        if e.crd_width != 0 && e.crd_width < 8 {
            e.crd_width = 8;
        }
        e
    }

    /// Whether the encoding uses a tile-opt extension MLIR 22 rejects.
    pub fn uses_extensions(&self) -> bool {
        *self != self.upstream_clean()
    }
}

/// A level size for a partly dynamic shape: `d mod c` is `c`, a bare dim its size, else
/// dynamic.
fn static_level_size(e: &AffineExpr, dim_sizes: &[Option<i64>]) -> Option<i64> {
    if let Some(d) = e.as_dim() {
        return dim_sizes.get(d).copied().flatten();
    }
    match e.as_binary() {
        Some((BinaryOp::Mod, _, rhs)) => rhs.as_constant(),
        Some((BinaryOp::FloorDiv, lhs, rhs)) => {
            let d = lhs.as_dim()?;
            let c = rhs.as_constant()?;
            let size = dim_sizes.get(d).copied().flatten()?;
            tile_ir::affine::ceil_div(size, c)
        }
        _ => None,
    }
}

impl DialectData for SparseEncoding {
    fn print(&self, ctx: &Context, out: &mut String) {
        print::write_encoding(ctx, self, out);
    }
    fn alias_stem(&self) -> Option<&'static str> {
        Some("sparse")
    }
    fn verify_tensor_encoding(
        &self,
        ctx: &Context,
        shape: &[i64],
        element: Type,
    ) -> Result<(), String> {
        let shape: Vec<Option<i64>> = shape
            .iter()
            .map(|&s| (s != tile_ir::types::DYNAMIC).then_some(s))
            .collect();
        verify::verify_tensor(ctx, self, &shape, element)
    }
    tile_ir::impl_dialect_data_boilerplate!();
}

/// The encoding of a tensor type, if it has a sparse one.
pub fn get_encoding(ctx: &Context, ty: Type) -> Option<&SparseEncoding> {
    match ctx.type_kind(ty) {
        tile_ir::TypeKind::RankedTensor {
            encoding: Some(a), ..
        } => encoding_of_attr(ctx, *a),
        _ => None,
    }
}

/// The encoding stored in attribute `a`, if it is one.
pub fn encoding_of_attr(ctx: &Context, a: Attr) -> Option<&SparseEncoding> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect(d) => d.downcast::<SparseEncoding>(),
        _ => None,
    }
}
