//! The `sparse_tensor` ops, declared with `declare_op!` (MLIR 22 syntax and ODS constraints
//! from the spec; the sparse type constraints are this module's `TypeConstraint`s), with
//! verify hooks for the semantics beyond the spec (MLIR's messages).
//!
//! * [`buffers`]: `positions`, `coordinates`, `coordinates_buffer`, `values`,
//!   `number_of_entries`, `lvl`, `push_back`;
//! * [`conversion`]: `new`, `out`, `has_runtime_library`, `convert`, `reinterpret_map`,
//!   `assemble`, `disassemble`;
//! * [`geometry`]: `concatenate`, `slice.offset`, `slice.stride`, `crd_translate`;
//! * [`iteration`]: `extract_iteration_space`, `extract_value`, `iterate`, `coiterate`;
//! * [`specifier`]: `storage_specifier.init`, `.get`, `.set` (types in [`types`], enum
//!   attributes in [`enums`]);
//! * [`insertion`]: `load`, `expand`, `compress`, `sort`, `reorder_coo`, `print`;
//! * [`foreach`]: `foreach` and its terminator `yield`;
//! * [`semiring`]: `binary`, `unary`, `reduce`, `select`.

pub mod buffers;
pub mod conversion;
pub mod enums;
pub mod fold;
pub mod foreach;
pub mod geometry;
pub mod insertion;
pub mod iteration;
pub mod semiring;
pub mod specifier;
pub mod types;

use tile_ir::dialect::DialectRegistry;
use tile_ir::ods::constraints::{
    ANY_MEMREF, ANY_RANKED_TENSOR, I1, INDEX, IndexAttr, SIGNLESS_INT_OR_INDEX,
};
use tile_ir::types::DYNAMIC;
use tile_ir::{Context, Diagnostic, OpId, Type, TypeKind, Value};

use super::encoding::{SparseEncoding, get_encoding};

tile_ir::type_constraint! {
    /// `AnySparseTensor`: a ranked tensor with a sparse encoding (parsed as `builtin.tensor`).
    pub SPARSE_TENSOR = "sparse tensor of any type values", is_sparse_tensor,
        class = ANY_RANKED_TENSOR.class;
    /// `AnyNon0RankedMemRef`.
    pub NON_0_RANKED_MEMREF = "non-0-ranked.memref of any type values",
        |ctx, t| matches!(ctx.type_kind(t), TypeKind::MemRef { shape, .. } if !shape.is_empty()),
        class = ANY_MEMREF.class;
}

/// A rank-1 memref (any layout) whose element satisfies `elem`.
fn is_1d_memref(ctx: &Context, t: Type, elem: fn(&Context, Type) -> bool) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { shape, element, .. } if shape.len() == 1 && elem(ctx, *element))
}

tile_ir::type_constraint! {
    /// `AnyStridedMemRefOfRank<1>`.
    pub STRIDED_MEMREF_RANK_1 = "strided memref of any type values of rank 1",
        |ctx, t| is_1d_memref(ctx, t, |_, _| true),
        class = ANY_MEMREF.class;
    /// `StridedMemRefRankOf<[I1], [1]>`.
    pub MEMREF_1D_I1 = "1D memref of 1-bit signless integer values",
        |ctx, t| is_1d_memref(ctx, t, I1.check),
        class = ANY_MEMREF.class;
    /// `StridedMemRefRankOf<[Index], [1]>`.
    pub MEMREF_1D_INDEX = "1D memref of index values", |ctx, t| is_1d_memref(ctx, t, INDEX.check),
        class = ANY_MEMREF.class;
    /// `StridedMemRefRankOf<[AnyInteger, Index], [1]>`.
    pub MEMREF_1D_INT_OR_INDEX = "1D memref of integer or index values",
        |ctx, t| {
            is_1d_memref(ctx, t, |c, e| {
                matches!(c.type_kind(e), TypeKind::Index | TypeKind::Integer { .. })
            })
        },
        class = ANY_MEMREF.class;
    /// `StridedMemRefRankOf<[AnyType], [1]>`.
    pub MEMREF_1D = "1D memref of any type values", |ctx, t| is_1d_memref(ctx, t, |_, _| true),
        class = ANY_MEMREF.class;
    /// `RankedTensorOf<[AnySignlessIntegerOrIndex]>`: a level buffer of `assemble`/`disassemble`.
    pub INT_OR_INDEX_TENSOR = "ranked tensor of signless integer or index values",
        |ctx, t| {
            tensor_parts(ctx, t).is_some_and(|(_, e)| (SIGNLESS_INT_OR_INDEX.check)(ctx, e))
        },
        class = ANY_RANKED_TENSOR.class;
}

tile_ir::described_attr!(
    /// `LevelAttr`: an `index` integer attribute naming a level.
    pub LevelAttr = IndexAttr, LevelDesc, "level attribute"
);

/// Registers every op of the dialect.
pub fn register(r: &mut DialectRegistry) {
    r.add_ops(buffers::OPS);
    r.add_ops(conversion::OPS);
    r.add_ops(insertion::OPS);
    r.add_ops(foreach::OPS);
    r.add_ops(semiring::OPS);
    r.add_ops(geometry::OPS);
    r.add_ops(specifier::OPS);
    r.add_ops(iteration::OPS);
}

/// Whether `t` is a ranked tensor with a sparse encoding (ODS `AnySparseTensor`).
pub fn is_sparse_tensor(ctx: &Context, t: Type) -> bool {
    get_encoding(ctx, t).is_some()
}

pub use crate::ods::{dim_str, is_index};

pub use crate::tensor::util::tensor_parts;

/// A sparse tensor type's parts: shape, element type and encoding.
pub struct SparseType<'c> {
    /// Dimension sizes (`DYNAMIC` for `?`).
    pub shape: &'c [i64],
    /// Element type.
    pub element: Type,
    /// The encoding.
    pub enc: &'c SparseEncoding,
}

impl SparseType<'_> {
    /// The level shape (`None` for dynamic).
    pub fn lvl_shape(&self) -> Vec<Option<i64>> {
        let dims: Vec<Option<i64>> = self
            .shape
            .iter()
            .map(|&s| (s != DYNAMIC).then_some(s))
            .collect();
        self.enc.lvl_sizes(&dims)
    }

    /// MLIR's `getAoSCOOStart`: the first level of a trailing AoS COO segment of at least
    /// two levels, else the level rank.
    pub fn aos_coo_start(&self) -> usize {
        let cs = self.enc.coo_start();
        if cs < self.enc.lvl_rank() && !self.enc.coo_is_soa() {
            cs
        } else {
            self.enc.lvl_rank()
        }
    }

    /// Whether every dimension size is static.
    pub fn has_static_shape(&self) -> bool {
        self.shape.iter().all(|&s| s != DYNAMIC)
    }

    /// Whether the trailing levels form a COO segment (MLIR's `isCOOType`): a compressed
    /// or loose_compressed level followed only by singletons, starting at level 0, the
    /// last level unique.
    pub fn is_coo(&self) -> bool {
        let lts = &self.enc.lvl_types;
        let Some(first) = lts.first() else {
            return false;
        };
        first.has_positions()
            && lts[1..]
                .iter()
                .all(|t| t.is(super::level_type::LevelFormat::Singleton))
            && lts.last().is_some_and(|t| t.is_unique())
    }
}

/// The sparse parts of `t`, if it is a sparse tensor.
pub fn sparse_type(ctx: &Context, t: Type) -> Option<SparseType<'_>> {
    let (shape, element) = tensor_parts(ctx, t)?;
    let enc = get_encoding(ctx, t)?;
    Some(SparseType {
        shape,
        element,
        enc,
    })
}

/// The text of the integer type of `width` bits, or `index` for 0.
pub fn width_type_text(width: u32) -> String {
    if width == 0 {
        "index".to_string()
    } else {
        format!("i{width}")
    }
}

/// Whether `t` is the integer type of `width` bits (`index` for 0).
pub fn is_width_type(ctx: &Context, t: Type, width: u32) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Index => width == 0,
        TypeKind::Integer { width: w, .. } => width != 0 && *w == width,
        _ => false,
    }
}

/// The types of `values`.
pub fn types_of(ctx: &Context, values: &[Value]) -> Vec<Type> {
    values.iter().map(|&v| ctx.value_type(v)).collect()
}

/// The type of result `i`.
pub fn result_type(ctx: &Context, op: OpId, i: usize) -> Option<Type> {
    ctx.op(op).results.get(i).map(|&v| ctx.value_type(v))
}

pub use crate::tensor::util::plain_error;

/// Fails verification with MLIR's `emitError` message on `op` (no `'name' op` prefix).
pub fn fail<T>(ctx: &Context, op: OpId, msg: impl Into<String>) -> Result<T, Diagnostic> {
    Err(plain_error(ctx, op, msg))
}

pub use crate::ods::constant_int as constant_index;
