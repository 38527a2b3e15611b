//! The type constraints vector ops declare with (MLIR's `AnyVectorOfAnyRank`,
//! `VectorOfNonZeroRankOf<[I1]>`, ...) and small queries on vector types.

use crate::arith::types::{is_float, is_i1};
use tile_ir::types::DYNAMIC;
use tile_ir::{Context, Type, TypeKind};

/// Whether `t` is a vector.
pub fn is_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { .. })
}

/// Shape, scalable flags and element type of a vector type.
pub fn vector_parts(ctx: &Context, t: Type) -> Option<(&[i64], &[bool], Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => Some((shape.as_slice(), scalable.as_slice(), *element)),
        _ => None,
    }
}

/// The shape of a vector type (empty for anything else).
pub fn vshape(ctx: &Context, t: Type) -> Vec<i64> {
    vector_parts(ctx, t)
        .map(|(s, _, _)| s.to_vec())
        .unwrap_or_default()
}

/// `vector<shape x elem>` (fixed-size).
pub fn vector_type(ctx: &mut Context, shape: Vec<i64>, element: Type) -> Type {
    let scalable = vec![false; shape.len()];
    ctx.intern_type(TypeKind::Vector {
        shape,
        scalable,
        element,
    })
}

/// Whether `t` is an integer (any signedness) or `index`.
pub fn is_int_or_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { .. } | TypeKind::Index)
}

/// Whether `t` is a vector of nonzero rank whose elements satisfy `f`.
fn nonzero_rank_of(ctx: &Context, t: Type, f: fn(&Context, Type) -> bool) -> bool {
    vector_parts(ctx, t).is_some_and(|(s, _, e)| !s.is_empty() && f(ctx, e))
}

const VECTOR_CLASS: Option<tile_ir::ods::spec::TypeClass> = Some(("builtin.vector", is_vector));

/// Whether `t` is a vector of rank 1 (with a scalable dimension, when `scalable`).
fn rank1(ctx: &Context, t: Type, scalable: bool) -> bool {
    vector_parts(ctx, t).is_some_and(|(s, sc, _)| s.len() == 1 && (!scalable || sc[0]))
}

tile_ir::type_constraint! {
    // MLIR describes `VectorOfRank<[1]>` and `ScalableVectorOfRank<[1]>` both as " of ranks
    // 1" (an empty element description).
    /// `VectorOfRank<[1]>`.
    pub VECTOR_RANK1 = " of ranks 1", |c, t| rank1(c, t, false),
        class = VECTOR_CLASS;
    /// `ScalableVectorOfRank<[1]>`.
    pub SCALABLE_VECTOR_RANK1 = " of ranks 1", |c, t| rank1(c, t, true),
        class = VECTOR_CLASS;
    /// `AnyVectorOfAnyRank`.
    pub ANY_VECTOR = "vector of any type values", is_vector,
        class = VECTOR_CLASS;
    /// `AnyVectorOfNonZeroRank`.
    pub VECTOR_NONZERO_RANK = "vector of any type values",
        |c, t| nonzero_rank_of(c, t, |_, _| true),
        class = VECTOR_CLASS;
    /// `AnyFixedVectorOfAnyRank`.
    pub FIXED_VECTOR = "fixed-length vector of any type values",
        |c, t| vector_parts(c, t).is_some_and(|(_, s, _)| !s.contains(&true)),
        class = VECTOR_CLASS;
    /// `VectorOfAnyRankOf<[AnyFloat]>`.
    pub FLOAT_VECTOR = "vector of floating-point values",
        |c, t| vector_parts(c, t).is_some_and(|(_, _, e)| is_float(c, e)),
        class = VECTOR_CLASS;
    /// `VectorOfNonZeroRankOf<[I1]>`.
    pub MASK_VECTOR = "vector of 1-bit signless integer values",
        |c, t| nonzero_rank_of(c, t, is_i1),
        class = VECTOR_CLASS;
    /// `FixedVectorOfNonZeroRankOf<[I1]>`.
    pub FIXED_MASK_VECTOR = "fixed-length vector of 1-bit signless integer values",
        |c, t| {
            nonzero_rank_of(c, t, is_i1)
                && vector_parts(c, t).is_some_and(|(_, s, _)| !s.contains(&true))
        },
        class = VECTOR_CLASS;
    /// `VectorOfAnyRankOf<[I1]>`.
    pub MASK_VECTOR_ANY_RANK = "vector of 1-bit signless integer values",
        |c, t| vector_parts(c, t).is_some_and(|(_, _, e)| is_i1(c, e)),
        class = VECTOR_CLASS;
    /// `VectorOfNonZeroRankOf<[AnyInteger, Index]>`.
    pub INDEX_VECTOR = "vector of integer or index values",
        |c, t| nonzero_rank_of(c, t, is_int_or_index),
        class = VECTOR_CLASS;
    /// `VectorOfRankAndType<[1], [Index]>`.
    pub INDEX_VECTOR_RANK1 = "vector of index values of ranks 1",
        |c, t| {
            vector_parts(c, t)
                .is_some_and(|(s, _, e)| s.len() == 1 && matches!(c.type_kind(e), TypeKind::Index))
        },
        class = VECTOR_CLASS;
    /// `TensorOrMemRef<[AnyType]>`.
    pub TENSOR_OR_MEMREF = "Tensor or MemRef of any type values",
        |c, t| {
            matches!(
                c.type_kind(t),
                TypeKind::RankedTensor { .. }
                    | TypeKind::UnrankedTensor { .. }
                    | TypeKind::MemRef { .. }
            )
        };
    /// `StaticShapeMemRefOf<[AnyType]>`.
    pub STATIC_SHAPE_MEMREF = "statically shaped memref of any type values",
        |c, t| matches!(c.type_kind(t), TypeKind::MemRef { shape, .. } if !shape.contains(&DYNAMIC)),
        class = tile_ir::ods::constraints::ANY_MEMREF.class;
    /// What `vector.print` prints: a vector, an integer, an index or a float (MLIR gives it no
    /// description, so its message reads "must be , but got").
    pub PRINTABLE = "", |c, t| is_vector(c, t) || is_int_or_index(c, t) || is_float(c, t);
}
