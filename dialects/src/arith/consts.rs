//! Constant operands and folded results: reading `arith.constant`-like values, elementwise
//! folding over scalars, splats and dense elements (MLIR's `constFoldBinaryOp` and friends),
//! and building the result attributes.

use super::ints::ApInt;
use super::types::{arith_width, element_type_or_self, static_shape};
use tile_ir::attributes::{DenseValues, Scalar};
use tile_ir::dialect::OpTraits;
use tile_ir::float::FloatValue;
use tile_ir::{Attr, AttrKind, Context, Type, TypeKind, Value};

/// The elements of a constant.
#[derive(Clone, Debug, PartialEq)]
pub enum Elems {
    /// A scalar attribute (`1 : i32`, `true`, `1.0 : f32`).
    Scalar(Scalar),
    /// A `dense<...>` attribute whose elements are all equal.
    Splat(Scalar),
    /// A `dense<[...]>` attribute, row-major.
    Dense(Vec<Scalar>),
}

/// A constant: its type and elements.
#[derive(Clone, Debug, PartialEq)]
pub struct Const {
    /// The attribute's type (scalar or shaped).
    pub ty: Type,
    /// The elements.
    pub elems: Elems,
}

/// The row-major position of `indices` in a `Dense` constant of `shape`; `None` when an
/// index is outside its (static) dimension.
pub fn dense_position(shape: &[i64], indices: &[i128]) -> Option<usize> {
    let mut flat: i128 = 0;
    for (&i, &d) in indices.iter().zip(shape) {
        if d < 0 || i < 0 || i >= i128::from(d) {
            return None;
        }
        flat = flat.checked_mul(i128::from(d))?.checked_add(i)?;
    }
    usize::try_from(flat).ok()
}

/// The `value` attribute of the constant-like op defining `v`.
pub fn constant_attr(ctx: &Context, v: Value) -> Option<Attr> {
    let d = ctx.defining_op(v)?;
    if !ctx.op_has_trait(d, OpTraits::CONSTANT_LIKE) {
        return None;
    }
    ctx.op_attr(d, "value")
}

/// Reads an integer, bool, float or dense attribute.
pub fn decode(ctx: &mut Context, a: Attr) -> Option<Const> {
    Some(match ctx.attr_kind(a).clone() {
        AttrKind::Integer { value, ty } => Const {
            ty,
            elems: Elems::Scalar(Scalar::Int(value)),
        },
        AttrKind::Bool(b) => Const {
            ty: ctx.int_type(1),
            elems: Elems::Scalar(Scalar::Int(b as i128)),
        },
        AttrKind::Float { value, ty } => Const {
            ty,
            elems: Elems::Scalar(Scalar::Float(value)),
        },
        AttrKind::DenseElements {
            ty,
            values: DenseValues::Splat(s),
        } => Const {
            ty,
            elems: Elems::Splat(s),
        },
        AttrKind::DenseElements {
            ty,
            values: DenseValues::Elements(v),
        } => Const {
            ty,
            elems: normalize(v),
        },
        // A complex element is MLIR's two-part array (`complex.constant`'s value).
        AttrKind::Array(parts) => {
            let (&re, &im) = (parts.first()?, parts.get(1)?);
            if parts.len() != 2 {
                return None;
            }
            let (part, elem) = match (ctx.attr_kind(re), ctx.attr_kind(im)) {
                (AttrKind::Float { value: r, ty }, AttrKind::Float { value: i, .. }) => {
                    (*ty, Scalar::ComplexFloat(*r, *i))
                }
                (AttrKind::Integer { value: r, ty }, AttrKind::Integer { value: i, .. }) => {
                    (*ty, Scalar::ComplexInt(*r, *i))
                }
                _ => return None,
            };
            Const {
                ty: ctx.intern_type(TypeKind::Complex(part)),
                elems: Elems::Scalar(elem),
            }
        }
        _ => return None,
    })
}

/// Dense elements that are all equal become a splat, as MLIR's `DenseElementsAttr` does.
fn normalize(v: Vec<Scalar>) -> Elems {
    match v.first() {
        Some(&f) if v.iter().all(|&x| x == f) => Elems::Splat(f),
        _ => Elems::Dense(v),
    }
}

/// The constant operand `v`, if it is defined by a constant-like op.
pub fn constant_of(ctx: &mut Context, v: Value) -> Option<Const> {
    let a = constant_attr(ctx, v)?;
    decode(ctx, a)
}

/// The scalar or splat value of a constant operand.
pub fn splat_of(ctx: &mut Context, v: Value) -> Option<Scalar> {
    match constant_of(ctx, v)?.elems {
        Elems::Scalar(s) | Elems::Splat(s) => Some(s),
        Elems::Dense(_) => None,
    }
}

/// The scalar or splat integer value of a constant operand, with its width.
pub fn splat_int(ctx: &mut Context, v: Value) -> Option<ApInt> {
    let c = constant_of(ctx, v)?;
    let width = arith_width(ctx, element_type_or_self(ctx, c.ty))?;
    match c.elems {
        Elems::Scalar(Scalar::Int(i)) | Elems::Splat(Scalar::Int(i)) => ApInt::new(i, width),
        _ => None,
    }
}

/// The scalar or splat float value of a constant operand.
pub fn splat_float(ctx: &mut Context, v: Value) -> Option<FloatValue> {
    match splat_of(ctx, v)? {
        Scalar::Float(f) => Some(f),
        _ => None,
    }
}

/// The scalar float value of a constant operand (not a splat: MLIR's `FloatAttr` folds).
pub fn scalar_float(ctx: &mut Context, v: Value) -> Option<FloatValue> {
    match constant_of(ctx, v)?.elems {
        Elems::Scalar(Scalar::Float(f)) => Some(f),
        _ => None,
    }
}

/// The value of a scalar integer constant operand (for result names, no context mutation).
pub fn constant_int_scalar(ctx: &Context, v: Value) -> Option<i128> {
    match ctx.attr_kind(constant_attr(ctx, v)?) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// The value of an `i1` constant operand (MLIR's `m_Constant` of a `BoolAttr`).
pub fn constant_bool(ctx: &Context, v: Value) -> Option<bool> {
    match ctx.attr_kind(constant_attr(ctx, v)?) {
        AttrKind::Bool(b) => Some(*b),
        _ => None,
    }
}

/// An integer scalar of element type `elem` as stored in attributes (`i1` as 0/1, others
/// sign-extended).
pub fn int_scalar(v: ApInt) -> Scalar {
    Scalar::Int(if v.width == 1 {
        v.unsigned() as i128
    } else {
        v.signed()
    })
}

/// The dense constant of shaped type `ty` whose elements are the scalar constants `values`
/// (MLIR's `from_elements` folds); `None` if one is not a scalar constant.
pub fn dense_of_scalars(ctx: &mut Context, ty: Type, values: &[Value]) -> Option<Attr> {
    let mut scalars = Vec::with_capacity(values.len());
    for &v in values {
        match constant_of(ctx, v)?.elems {
            Elems::Scalar(s) => scalars.push(s),
            _ => return None,
        }
    }
    encode(ctx, ty, Elems::Dense(scalars))
}

/// Builds the attribute of type `ty` holding `elems`.
pub fn encode(ctx: &mut Context, ty: Type, elems: Elems) -> Option<Attr> {
    let kind = match elems {
        Elems::Scalar(Scalar::Int(v)) => match ctx.type_kind(ty) {
            TypeKind::Integer { width: 1, .. } => AttrKind::Bool(v & 1 != 0),
            TypeKind::Integer { .. } | TypeKind::Index => AttrKind::Integer { value: v, ty },
            _ => return None,
        },
        Elems::Scalar(Scalar::Float(value)) => AttrKind::Float { value, ty },
        // A complex element is MLIR's two-part array (`complex.constant`'s value).
        Elems::Scalar(c @ (Scalar::ComplexFloat(..) | Scalar::ComplexInt(..))) => {
            let TypeKind::Complex(part) = *ctx.type_kind(ty) else {
                return None;
            };
            let ty = part;
            let (re, im) = match c {
                Scalar::ComplexFloat(re, im) => (
                    AttrKind::Float { value: re, ty },
                    AttrKind::Float { value: im, ty },
                ),
                Scalar::ComplexInt(re, im) => (
                    AttrKind::Integer { value: re, ty },
                    AttrKind::Integer { value: im, ty },
                ),
                _ => return None,
            };
            AttrKind::Array(vec![ctx.intern_attr(re), ctx.intern_attr(im)])
        }
        Elems::Splat(s) => AttrKind::DenseElements {
            ty,
            values: DenseValues::Splat(s),
        },
        Elems::Dense(v) => match normalize(v) {
            Elems::Splat(s) => AttrKind::DenseElements {
                ty,
                values: DenseValues::Splat(s),
            },
            Elems::Dense(v) => AttrKind::DenseElements {
                ty,
                values: DenseValues::Elements(v),
            },
            Elems::Scalar(_) => return None,
        },
    };
    Some(ctx.intern_attr(kind))
}

/// The number of elements of a static shaped type.
fn num_elements(ctx: &Context, ty: Type) -> Option<usize> {
    let shape = static_shape(ctx, ty)?;
    shape
        .iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(usize::try_from(d).ok()?))
}

/// All elements of `c` (a splat expanded to `n`).
fn expand(c: &Elems, n: usize) -> Option<Vec<Scalar>> {
    match c {
        Elems::Scalar(_) => None,
        Elems::Splat(s) => Some(vec![*s; n]),
        Elems::Dense(v) => (v.len() == n).then(|| v.clone()),
    }
}

/// Applies `f` elementwise to two constants of the same type (MLIR's `constFoldBinaryOp`);
/// `None` if the shapes of the constants differ or `f` fails on any element.
pub fn map2(
    ctx: &Context,
    a: &Const,
    b: &Const,
    f: &mut dyn FnMut(Scalar, Scalar) -> Option<Scalar>,
) -> Option<Elems> {
    if a.ty != b.ty {
        return None;
    }
    match (&a.elems, &b.elems) {
        (Elems::Scalar(x), Elems::Scalar(y)) => f(*x, *y).map(Elems::Scalar),
        (Elems::Splat(x), Elems::Splat(y)) => f(*x, *y).map(Elems::Splat),
        (Elems::Scalar(_), _) | (_, Elems::Scalar(_)) => None,
        _ => {
            let n = num_elements(ctx, a.ty)?;
            let (xs, ys) = (expand(&a.elems, n)?, expand(&b.elems, n)?);
            xs.into_iter()
                .zip(ys)
                .map(|(x, y)| f(x, y))
                .collect::<Option<Vec<_>>>()
                .map(Elems::Dense)
        }
    }
}

/// Applies `f` elementwise to one constant (MLIR's `constFoldUnaryOp`/`constFoldCastOp`).
pub fn map1(a: &Const, f: &mut dyn FnMut(Scalar) -> Option<Scalar>) -> Option<Elems> {
    match &a.elems {
        Elems::Scalar(x) => f(*x).map(Elems::Scalar),
        Elems::Splat(x) => f(*x).map(Elems::Splat),
        Elems::Dense(v) => v
            .iter()
            .map(|&x| f(x))
            .collect::<Option<Vec<_>>>()
            .map(Elems::Dense),
    }
}

/// The zero of `ty` (MLIR's `Builder::getZeroAttr`): `0`, `false`, `0.0`, or a zero splat of a
/// static shaped type.
pub fn zero_attr(ctx: &mut Context, ty: Type) -> Option<Attr> {
    let elem = element_type_or_self(ctx, ty);
    let zero = match ctx.type_kind(elem) {
        TypeKind::Integer { .. } | TypeKind::Index => Scalar::Int(0),
        TypeKind::Float(sem) => Scalar::Float(FloatValue::zero(*sem)),
        _ => return None,
    };
    if elem == ty {
        return encode(ctx, ty, Elems::Scalar(zero));
    }
    match ctx.type_kind(ty) {
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. }
            if static_shape(ctx, ty).is_some() =>
        {
            encode(ctx, ty, Elems::Splat(zero))
        }
        _ => None,
    }
}

/// A boolean of the shape of `ty` (MLIR's `getBoolAttribute`): `true`/`false`, or a splat for
/// a static shaped type.
pub fn bool_attr(ctx: &mut Context, ty: Type, value: bool) -> Option<Attr> {
    let s = Scalar::Int(value as i128);
    match ctx.type_kind(ty) {
        TypeKind::Integer { .. } => encode(ctx, ty, Elems::Scalar(s)),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. }
            if static_shape(ctx, ty).is_some() =>
        {
            encode(ctx, ty, Elems::Splat(s))
        }
        _ => None,
    }
}

/// The type of a constant attribute (`i1` for booleans).
pub fn attr_type(ctx: &mut Context, a: Attr) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseElements { ty, .. } => Some(*ty),
        AttrKind::Bool(_) => Some(ctx.int_type(1)),
        _ => None,
    }
}
