//! The type constraints vector ops declare with (MLIR's `AnyVectorOfAnyRank`,
//! `VectorOfNonZeroRankOf<[I1]>`, ...) and small queries on vector types.

use tile_ir::ods::TypeConstraint;
use tile_ir::types::{DYNAMIC, Signedness};
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

fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}

fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
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

/// `AnyVectorOfAnyRank`.
pub const ANY_VECTOR: TypeConstraint = TypeConstraint {
    desc: "vector of any type values",
    check: is_vector,
    build: None,
    class: VECTOR_CLASS,
};

/// `AnyVectorOfNonZeroRank`.
pub const VECTOR_NONZERO_RANK: TypeConstraint = TypeConstraint {
    desc: "vector of any type values",
    check: |c, t| nonzero_rank_of(c, t, |_, _| true),
    build: None,
    class: VECTOR_CLASS,
};

/// `AnyFixedVectorOfAnyRank`.
pub const FIXED_VECTOR: TypeConstraint = TypeConstraint {
    desc: "fixed-length vector of any type values",
    check: |c, t| vector_parts(c, t).is_some_and(|(_, s, _)| !s.contains(&true)),
    build: None,
    class: VECTOR_CLASS,
};

/// `VectorOfAnyRankOf<[AnyFloat]>`.
pub const FLOAT_VECTOR: TypeConstraint = TypeConstraint {
    desc: "vector of floating-point values",
    check: |c, t| vector_parts(c, t).is_some_and(|(_, _, e)| is_float(c, e)),
    build: None,
    class: VECTOR_CLASS,
};

/// `VectorOfNonZeroRankOf<[I1]>`.
pub const MASK_VECTOR: TypeConstraint = TypeConstraint {
    desc: "vector of 1-bit signless integer values",
    check: |c, t| nonzero_rank_of(c, t, is_i1),
    build: None,
    class: VECTOR_CLASS,
};

/// `FixedVectorOfNonZeroRankOf<[I1]>`.
pub const FIXED_MASK_VECTOR: TypeConstraint = TypeConstraint {
    desc: "fixed-length vector of 1-bit signless integer values",
    check: |c, t| {
        nonzero_rank_of(c, t, is_i1)
            && vector_parts(c, t).is_some_and(|(_, s, _)| !s.contains(&true))
    },
    build: None,
    class: VECTOR_CLASS,
};

/// `VectorOfAnyRankOf<[I1]>`.
pub const MASK_VECTOR_ANY_RANK: TypeConstraint = TypeConstraint {
    desc: "vector of 1-bit signless integer values",
    check: |c, t| vector_parts(c, t).is_some_and(|(_, _, e)| is_i1(c, e)),
    build: None,
    class: VECTOR_CLASS,
};

/// `VectorOfNonZeroRankOf<[AnyInteger, Index]>`.
pub const INDEX_VECTOR: TypeConstraint = TypeConstraint {
    desc: "vector of integer or index values",
    check: |c, t| nonzero_rank_of(c, t, is_int_or_index),
    build: None,
    class: VECTOR_CLASS,
};

/// `VectorOfRankAndType<[1], [Index]>`.
pub const INDEX_VECTOR_RANK1: TypeConstraint = TypeConstraint {
    desc: "vector of index values of ranks 1",
    check: |c, t| {
        vector_parts(c, t)
            .is_some_and(|(s, _, e)| s.len() == 1 && matches!(c.type_kind(e), TypeKind::Index))
    },
    build: None,
    class: VECTOR_CLASS,
};

/// `TensorOrMemRef<[AnyType]>`.
pub const TENSOR_OR_MEMREF: TypeConstraint = TypeConstraint {
    desc: "tensor of any type values or memref of any type values",
    check: |c, t| {
        matches!(
            c.type_kind(t),
            TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
        )
    },
    build: None,
    class: None,
};

/// `StaticShapeMemRefOf<[AnyType]>`.
pub const STATIC_SHAPE_MEMREF: TypeConstraint = TypeConstraint {
    desc: "statically shaped memref of any type values",
    check: |c, t| matches!(c.type_kind(t), TypeKind::MemRef { shape, .. } if !shape.contains(&DYNAMIC)),
    build: None,
    class: tile_ir::ods::constraints::ANY_MEMREF.class,
};

/// What `vector.print` prints: a vector, an integer, an index or a float (MLIR gives it no
/// description, so its message reads "must be , but got").
pub const PRINTABLE: TypeConstraint = TypeConstraint {
    desc: "",
    check: |c, t| is_vector(c, t) || is_int_or_index(c, t) || is_float(c, t),
    build: None,
    class: None,
};
