//! Type predicates of the arith and math dialects: MLIR's `*-like` constraints, element types
//! and shapes.

use tile_ir::types::{DYNAMIC, Signedness};
use tile_ir::{Context, Type, TypeKind};

pub use crate::tensor::util::element_type_or_self;

/// The element type of a vector or tensor (MLIR's value-semantics containers).
pub fn container_element(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element } => Some(*element),
        _ => None,
    }
}

/// The element type of a ranked memref.
pub fn memref_element(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { element, .. } => Some(*element),
        _ => None,
    }
}

/// Whether `t` is a signless integer (`i1`, `i32`, ...).
pub fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

pub use crate::ods::is_index;

/// Whether `t` is a float type.
pub fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}

/// Whether `t` is signless `i1`.
pub fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}

/// The bit width of an integer or float type.
pub fn int_or_float_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(sem) => Some(sem.bit_width()),
        _ => None,
    }
}

/// The width integer arithmetic wraps at: the integer width, 64 for `index`.
pub fn arith_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// `scalar` or a vector/tensor of `scalar` (MLIR's `TypeOrValueSemanticsContainer`).
fn like(ctx: &Context, t: Type, scalar: fn(&Context, Type) -> bool) -> bool {
    scalar(ctx, t) || container_element(ctx, t).is_some_and(|e| scalar(ctx, e))
}

fn is_signless_int_or_index(ctx: &Context, t: Type) -> bool {
    is_signless_int(ctx, t) || is_index(ctx, t)
}

fn is_signless_int_or_float(ctx: &Context, t: Type) -> bool {
    is_signless_int(ctx, t) || is_float(ctx, t)
}

pub use tile_ir::ods::constraints::{
    compatible_shape, dims_compatible, shape_or_unranked as shape_of,
};

/// Whether `t` is a vector with a scalable dimension.
pub fn is_scalable_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s))
}

/// MLIR's `verifyCompatibleShapes(TypeRange)`: all or none shaped, scalable vectors not mixed
/// with other types, and the ranked shapes agree on every static dimension.
pub fn compatible_shapes(ctx: &Context, types: &[Type]) -> bool {
    let shapes: Vec<Option<Option<Vec<i64>>>> = types.iter().map(|&t| shape_of(ctx, t)).collect();
    if shapes.iter().any(Option::is_none) {
        return shapes.iter().all(Option::is_none);
    }
    let scalable = types
        .iter()
        .filter(|&&t| is_scalable_vector(ctx, t))
        .count();
    if scalable != 0 && scalable != types.len() {
        return false;
    }
    let ranked: Vec<Vec<i64>> = shapes.into_iter().flatten().flatten().collect();
    let Some(first) = ranked.first() else {
        return true;
    };
    if ranked.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|i| {
        let mut statics = ranked
            .iter()
            .filter_map(|s| s.get(i).copied())
            .filter(|&d| d != DYNAMIC);
        match statics.next() {
            Some(d) => statics.all(|e| e == d),
            None => true,
        }
    })
}

/// `kind` (a vector, tensor or ranked memref) with its element type replaced.
fn with_element(kind: &TypeKind, element: Type) -> Option<TypeKind> {
    let mut k = kind.clone();
    match &mut k {
        TypeKind::Vector { element: e, .. }
        | TypeKind::RankedTensor { element: e, .. }
        | TypeKind::UnrankedTensor { element: e }
        | TypeKind::MemRef { element: e, .. } => *e = element,
        _ => return None,
    }
    Some(k)
}

/// The `i1` type of the same shape: `i1`, `vector<4xi1>`, `tensor<?xi1>`, ...
pub fn i1_same_shape(ctx: &mut Context, t: Type) -> Type {
    let i1 = ctx.int_type(1);
    match with_element(ctx.type_kind(t), i1) {
        Some(kind) => ctx.intern_type(kind),
        None => i1,
    }
}

/// The "base type" MLIR's `Elementwise` trait compares (vector, ranked tensor or unranked
/// tensor); `None` for scalars and other types.
pub fn mappable_kind(ctx: &Context, t: Type) -> Option<u8> {
    match ctx.type_kind(t) {
        TypeKind::Vector { .. } => Some(0),
        TypeKind::RankedTensor { .. } => Some(1),
        TypeKind::UnrankedTensor { .. } => Some(2),
        _ => None,
    }
}

/// Whether `t` is a tensor (ranked or unranked) or a vector.
pub fn is_tensor_or_vector(ctx: &Context, t: Type) -> bool {
    mappable_kind(ctx, t).is_some()
}

/// The static shape of a shaped type whose dimensions are all known.
pub fn static_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match shape_of(ctx, t) {
        Some(Some(s)) if !s.contains(&DYNAMIC) => Some(s),
        _ => None,
    }
}

/// Whether `t` is the `i1` type of the shape of `of` (MLIR's `getI1SameShape(of) == t`).
pub fn is_i1_same_shape(ctx: &Context, of: Type, t: Type) -> bool {
    if shape_of(ctx, of).is_none() {
        return is_i1(ctx, t);
    }
    let i1 = container_element(ctx, t)
        .or_else(|| memref_element(ctx, t))
        .filter(|&e| is_i1(ctx, e));
    i1.and_then(|e| with_element(ctx.type_kind(of), e)).as_ref() == Some(ctx.type_kind(t))
}

/// The text of the `i1` type of the shape of a vector or tensor type `t`.
pub fn i1_same_shape_string(ctx: &Context, t: Type) -> String {
    let dims = |shape: &[i64], scalable: &[bool]| -> String {
        shape
            .iter()
            .enumerate()
            .map(|(i, &d)| {
                let s = if d == DYNAMIC {
                    "?".to_string()
                } else {
                    d.to_string()
                };
                if scalable.get(i).copied().unwrap_or(false) {
                    format!("[{s}]x")
                } else {
                    format!("{s}x")
                }
            })
            .collect()
    };
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape, scalable, ..
        } => format!("vector<{}i1>", dims(shape, scalable)),
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => {
            let enc = encoding
                .map(|e| format!(", {}", tile_ir::printer::attr_to_string(ctx, e)))
                .unwrap_or_default();
            format!("tensor<{}i1{enc}>", dims(shape, &[]))
        }
        TypeKind::UnrankedTensor { .. } => "tensor<*xi1>".to_string(),
        _ => "i1".to_string(),
    }
}

tile_ir::type_constraint! {
    /// `SignlessIntegerOrIndexLike`: signless integer or index, or a vector/tensor of them.
    pub INT_LIKE = "signless-integer-like", |ctx, t| like(ctx, t, is_signless_int_or_index);
    /// `SignlessFixedWidthIntegerLike`: signless integer, or a vector/tensor of them.
    pub FIXED_LIKE = "signless-fixed-width-integer-like", |ctx, t| like(ctx, t, is_signless_int);
    /// `FloatLike`: float, or a vector/tensor of floats.
    pub FLOAT_LIKE = "floating-point-like", |ctx, t| like(ctx, t, is_float);
    /// `BoolLike`: `i1`, or a vector/tensor of `i1`.
    pub BOOL_LIKE = "bool-like", |ctx, t| like(ctx, t, is_i1);
    /// `index_cast`'s operand and result: signless-integer-like or a memref of signless
    /// integers or index.
    pub INDEX_CAST_LIKE = "signless-integer-like or memref of signless-integer", |ctx, t| {
        like(ctx, t, is_signless_int_or_index)
            || memref_element(ctx, t).is_some_and(|e| is_signless_int_or_index(ctx, e))
    };
    /// `bitcast`'s operand and result: signless-integer-or-float-like or a memref of them.
    pub BITCAST_LIKE = "signless-integer-or-float-like or memref of signless-integer or float", |ctx, t| {
        like(ctx, t, is_signless_int_or_float)
            || memref_element(ctx, t).is_some_and(|e| is_signless_int_or_float(ctx, e))
    };
}
