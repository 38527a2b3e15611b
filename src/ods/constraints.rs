//! The builtin constraints ops declare with (MLIR's `CommonTypeConstraints.td` and
//! `CommonAttrConstraints.td`), with MLIR's descriptions for the verifier's messages.

use super::spec::{AttrSyntax, TypeRelation};
use crate::attributes::{Attr, AttrKind, Scalar};
use crate::context::Context;
use crate::types::{Signedness, Type, TypeKind};

// ----- types -----

/// Declares [`TypeConstraint`](crate::ods::TypeConstraint)s, MLIR's type constraints: `NAME = "description", check;`,
/// with `build = Some(..)` for a buildable type and `class = ..` for the C++ class a format
/// parses (both `None` when left out).
#[macro_export]
macro_rules! type_constraint {
    ($($(#[$m:meta])* $vis:vis $name:ident = $desc:expr, $check:expr
       $(, build = $build:expr)? $(, class = $class:expr)?;)*) => {$(
        $(#[$m])*
        $vis const $name: $crate::ods::TypeConstraint = $crate::ods::TypeConstraint {
            desc: $desc,
            check: $check,
            build: $crate::type_constraint!(@or_none $($build)?),
            class: $crate::type_constraint!(@or_none $($class)?),
        };
    )*};
    (@or_none) => {
        None
    };
    (@or_none $e:expr) => {
        $e
    };
}

crate::type_constraint! {
    /// `AnyType`.
    pub ANY_TYPE = "any type", |_, _| true;
    /// `Index`.
    pub INDEX = "index", |ctx, t| matches!(ctx.type_kind(t), TypeKind::Index),
        build = Some(|ctx| ctx.index_type());
    /// `I1`.
    pub I1 = "1-bit signless integer", |ctx, t| is_signless(ctx, t, Some(1)),
        build = Some(|ctx| ctx.int_type(1));
    /// `AnySignlessIntegerOrIndex`.
    pub SIGNLESS_INT_OR_INDEX = "signless integer or index",
        |ctx, t| is_signless(ctx, t, None) || matches!(ctx.type_kind(t), TypeKind::Index);
    /// `AnyMemRef` (ranked).
    pub ANY_MEMREF = "memref of any type values",
        |ctx, t| matches!(ctx.type_kind(t), TypeKind::MemRef { .. }),
        class = Some(("builtin.memref", |ctx, t| {
        matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
    }));
    /// `AnyRankedOrUnrankedMemRef`.
    pub ANY_RANKED_OR_UNRANKED_MEMREF = "ranked or unranked memref of any type values",
        |ctx, t| {
            matches!(
                ctx.type_kind(t),
                TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
            )
        },
        class = Some(("", |ctx, t| {
        matches!(
            ctx.type_kind(t),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    }));
    /// `AnyTensor` (ranked or unranked).
    pub ANY_TENSOR = "tensor of any type values",
        |ctx, t| {
            matches!(
                ctx.type_kind(t),
                TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
            )
        },
        class = Some(("", |ctx, t| {
        matches!(
            ctx.type_kind(t),
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        )
    }));
    /// `AnyRankedTensor`.
    pub ANY_RANKED_TENSOR = "ranked tensor of any type values",
        |ctx, t| matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. }),
        class = Some(("builtin.tensor", |ctx, t| {
        matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. })
    }));
    /// `AnyShaped` (tensor, memref or vector).
    pub ANY_SHAPED = "shaped of any type values", |ctx, t| element_type(ctx, t).is_some();
}

fn is_signless(ctx: &Context, t: Type, width: Option<u32>) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { width: w, signedness: Signedness::Signless } if width.is_none_or(|x| x == *w))
}

/// The element type of a shaped type (tensor, memref or vector).
pub fn element_type(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { element, .. }
        | TypeKind::UnrankedMemRef { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element }
        | TypeKind::Vector { element, .. } => Some(*element),
        _ => None,
    }
}

/// The shape of a shaped type: `Some(None)` for unranked, `Some(Some(dims))` for ranked,
/// `None` for a type that is not shaped.
pub fn shape_or_unranked(ctx: &Context, t: Type) -> Option<Option<Vec<i64>>> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, .. }
        | TypeKind::RankedTensor { shape, .. }
        | TypeKind::MemRef { shape, .. } => Some(Some(shape.clone())),
        TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => Some(None),
        _ => None,
    }
}

/// Whether two dimension lists are compatible (`?` matches anything).
pub fn dims_compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&x, &y)| x == crate::types::DYNAMIC || y == crate::types::DYNAMIC || x == y)
}

/// MLIR's `verifyCompatibleShape(Type, Type)`: both or neither shaped, and ranked shapes
/// compatible.
pub fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (shape_or_unranked(ctx, a), shape_or_unranked(ctx, b)) {
        (None, None) => true,
        (Some(Some(x)), Some(Some(y))) => dims_compatible(&x, &y),
        (Some(_), Some(_)) => true,
        _ => false,
    }
}

/// `TypesMatchWith<desc, from, to, "getElementTypeOrSelf($_self)">`: the type of `to` is the
/// element type of `from` (`desc` is MLIR's summary of the relation).
pub const fn element_type_of(
    from: &'static str,
    to: &'static str,
    desc: &'static str,
) -> TypeRelation {
    TypeRelation::With {
        from,
        to,
        f: element_type,
        desc,
    }
}

// ----- attributes -----

/// An attribute constraint, as a type: its description, how the format writes it, and the
/// Rust value a typed view reads and a builder takes.
pub trait AttrConstraint {
    /// What accessors return and builders take.
    type Value: Clone + PartialEq;
    /// MLIR's description (`64-bit signless integer attribute`).
    const DESC: &'static str;
    /// How the format writes it.
    const SYNTAX: AttrSyntax;
    /// The value of `a`, when `a` satisfies the constraint.
    fn get(ctx: &Context, a: Attr) -> Option<Self::Value>;
    /// The attribute for `v`.
    fn make(ctx: &mut Context, v: Self::Value) -> Attr;
    /// Whether `a` satisfies the constraint.
    fn check(ctx: &Context, a: Attr) -> bool {
        Self::get(ctx, a).is_some()
    }
    /// Whether `a` has the constraint's storage class (what a format parses it as: an
    /// `ArrayAttr` for a list of index lists); the rest is checked when the op is verified.
    fn storage_class(ctx: &Context, a: Attr) -> bool {
        Self::check(ctx, a)
    }
    /// Whether a generic-form `<{...}>` value converts to the property's storage (MLIR's
    /// `Invalid attribute ... in property conversion` otherwise). Only constraints whose
    /// storage class is known say no; the rest is left to the verifier.
    fn converts(_ctx: &Context, _a: Attr) -> bool {
        true
    }
}

/// `UnitAttr`.
pub struct UnitAttr;
impl AttrConstraint for UnitAttr {
    fn converts(ctx: &Context, a: Attr) -> bool {
        matches!(ctx.attr_kind(a), AttrKind::Unit)
    }
    type Value = ();
    const DESC: &'static str = "unit attribute";
    const SYNTAX: AttrSyntax = AttrSyntax::Unit;
    fn get(ctx: &Context, a: Attr) -> Option<()> {
        matches!(ctx.attr_kind(a), AttrKind::Unit).then_some(())
    }
    fn make(ctx: &mut Context, _: ()) -> Attr {
        ctx.unit_attr()
    }
}

/// `BoolAttr`.
pub struct BoolAttr;
impl AttrConstraint for BoolAttr {
    fn converts(ctx: &Context, a: Attr) -> bool {
        matches!(ctx.attr_kind(a), AttrKind::Bool(_))
    }
    type Value = bool;
    const DESC: &'static str = "bool attribute";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<bool> {
        match ctx.attr_kind(a) {
            AttrKind::Bool(b) => Some(*b),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, v: bool) -> Attr {
        ctx.intern_attr(AttrKind::Bool(v))
    }
}

/// A signless integer attribute of a fixed width.
pub struct IntAttr<const W: u32>;
impl<const W: u32> AttrConstraint for IntAttr<W> {
    fn converts(ctx: &Context, a: Attr) -> bool {
        matches!(
            ctx.attr_kind(a),
            AttrKind::Integer { .. } | AttrKind::Bool(_)
        )
    }
    type Value = i64;
    const DESC: &'static str = match W {
        8 => "8-bit signless integer attribute",
        16 => "16-bit signless integer attribute",
        32 => "32-bit signless integer attribute",
        _ => "64-bit signless integer attribute",
    };
    const SYNTAX: AttrSyntax = AttrSyntax::Typed(|ctx| ctx.int_type(W));
    fn get(ctx: &Context, a: Attr) -> Option<i64> {
        match ctx.attr_kind(a) {
            AttrKind::Integer { value, ty } if is_signless(ctx, *ty, Some(W)) => {
                i64::try_from(*value).ok()
            }
            _ => None,
        }
    }
    /// MLIR stores it as an `IntegerAttr` of any type: the width is checked by the verifier.
    fn storage_class(ctx: &Context, a: Attr) -> bool {
        matches!(
            ctx.attr_kind(a),
            AttrKind::Integer { .. } | AttrKind::Bool(_)
        )
    }
    fn make(ctx: &mut Context, v: i64) -> Attr {
        let t = ctx.int_type(W);
        ctx.int_attr(i128::from(v), t)
    }
}

/// `I64Attr`.
pub type I64Attr = IntAttr<64>;
/// `I32Attr`.
pub type I32Attr = IntAttr<32>;

/// A signless integer attribute of width `W` confined to `MIN..=MAX`: MLIR's
/// `ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>` (or `IntPositive`,
/// `IntNonNegative`), or an `I64EnumAttr` whose cases are `MIN..=MAX`. `D` names the use:
/// its MLIR description (which a const generic cannot spell) and its storage.
pub struct BoundedIntAttr<const W: u32, const MIN: i64, const MAX: i64, D>(
    std::marker::PhantomData<D>,
);

/// Declares a [`BoundedIntAttr`] and the type naming its description:
/// `bounded_int_attr!(pub PositiveI32Attr = (32, 1, i64::MAX), Positive, "...");`, with a
/// trailing `stored_with_width` for an enum (see [`BoundedIntDesc::STORED_WITH_WIDTH`]).
#[macro_export]
macro_rules! bounded_int_attr {
    ($(#[$m:meta])* $vis:vis $name:ident = ($w:literal, $min:expr, $max:expr), $desc:ident,
     $text:expr $(, $stored:ident)?) => {
        $(#[$m])*
        $vis type $name = $crate::ods::constraints::BoundedIntAttr<$w, { $min }, { $max }, $desc>;
        #[doc = concat!("[`", stringify!($name), "`]'s description.")]
        $vis struct $desc;
        impl $crate::ods::constraints::BoundedIntDesc for $desc {
            const DESC: &'static str = $text;
            $(const STORED_WITH_WIDTH: bool = $crate::bounded_int_attr!(@$stored);)?
        }
    };
    (@stored_with_width) => {
        true
    };
}

/// What one use of a [`BoundedIntAttr`] says beyond its bounds.
pub trait BoundedIntDesc {
    /// MLIR's description (`32-bit signless integer attribute whose value is positive`).
    const DESC: &'static str;
    /// Whether MLIR stores the property as an enum (an `I64EnumAttr`), so another width or a
    /// value that is no case fails property conversion; a `ConfinedAttr` stores any
    /// `IntegerAttr` and leaves width and bounds to the verifier.
    const STORED_WITH_WIDTH: bool = false;
}

impl<const W: u32, const MIN: i64, const MAX: i64, D: BoundedIntDesc> AttrConstraint
    for BoundedIntAttr<W, MIN, MAX, D>
{
    type Value = i64;
    const DESC: &'static str = D::DESC;
    const SYNTAX: AttrSyntax = IntAttr::<W>::SYNTAX;
    fn get(ctx: &Context, a: Attr) -> Option<i64> {
        IntAttr::<W>::get(ctx, a).filter(|v| (MIN..=MAX).contains(v))
    }
    fn make(ctx: &mut Context, v: i64) -> Attr {
        IntAttr::<W>::make(ctx, v)
    }
    fn storage_class(ctx: &Context, a: Attr) -> bool {
        if D::STORED_WITH_WIDTH {
            IntAttr::<W>::check(ctx, a)
        } else {
            IntAttr::<W>::storage_class(ctx, a)
        }
    }
    /// An enum converts only from one of its cases (MLIR's `symbolizeEnum`).
    fn converts(ctx: &Context, a: Attr) -> bool {
        !D::STORED_WITH_WIDTH || Self::check(ctx, a)
    }
}

/// Constraint `C` under another description (MLIR's `LevelAttr`: an index attribute
/// described as `level attribute`). Its storage class is the whole constraint, and a
/// generic-form value converts as for any attribute; `D` names the description.
pub struct DescribedAttr<C, D>(std::marker::PhantomData<(C, D)>);

/// The description of a [`DescribedAttr`].
pub trait AttrDesc {
    /// MLIR's description (`level attribute`).
    const DESC: &'static str;
}

impl<C: AttrConstraint, D: AttrDesc> AttrConstraint for DescribedAttr<C, D> {
    type Value = C::Value;
    const DESC: &'static str = D::DESC;
    const SYNTAX: AttrSyntax = C::SYNTAX;
    fn get(ctx: &Context, a: Attr) -> Option<C::Value> {
        C::get(ctx, a)
    }
    fn make(ctx: &mut Context, v: C::Value) -> Attr {
        C::make(ctx, v)
    }
}

/// Declares a [`DescribedAttr`] and the type naming its description:
/// `described_attr!(pub LevelAttr = IndexAttr, LevelDesc, "level attribute");`.
#[macro_export]
macro_rules! described_attr {
    ($(#[$m:meta])* $vis:vis $name:ident = $base:ty, $desc:ident, $text:expr) => {
        $(#[$m])*
        $vis type $name = $crate::ods::constraints::DescribedAttr<$base, $desc>;
        #[doc = concat!("[`", stringify!($name), "`]'s description.")]
        $vis struct $desc;
        impl $crate::ods::constraints::AttrDesc for $desc {
            const DESC: &'static str = $text;
        }
    };
}

/// `IndexAttr`.
pub struct IndexAttr;
impl AttrConstraint for IndexAttr {
    fn converts(ctx: &Context, a: Attr) -> bool {
        matches!(
            ctx.attr_kind(a),
            AttrKind::Integer { .. } | AttrKind::Bool(_)
        )
    }
    type Value = i64;
    const DESC: &'static str = "index attribute";
    const SYNTAX: AttrSyntax = AttrSyntax::Typed(|ctx| ctx.index_type());
    fn get(ctx: &Context, a: Attr) -> Option<i64> {
        match ctx.attr_kind(a) {
            AttrKind::Integer { value, ty } if matches!(ctx.type_kind(*ty), TypeKind::Index) => {
                i64::try_from(*value).ok()
            }
            _ => None,
        }
    }
    /// An `IntegerAttr` of any type, like [`IntAttr`].
    fn storage_class(ctx: &Context, a: Attr) -> bool {
        matches!(
            ctx.attr_kind(a),
            AttrKind::Integer { .. } | AttrKind::Bool(_)
        )
    }
    fn make(ctx: &mut Context, v: i64) -> Attr {
        let t = ctx.index_type();
        ctx.int_attr(i128::from(v), t)
    }
}

/// A dense array of signless integers of width `W` (`DenseI64ArrayAttr`, `DenseI32ArrayAttr`).
pub struct DenseIntArrayAttr<const W: u32>;
impl<const W: u32> AttrConstraint for DenseIntArrayAttr<W> {
    fn converts(ctx: &Context, a: Attr) -> bool {
        Self::check(ctx, a)
    }
    type Value = Vec<i64>;
    const DESC: &'static str = match W {
        32 => "i32 dense array attribute",
        _ => "i64 dense array attribute",
    };
    const SYNTAX: AttrSyntax = AttrSyntax::DenseArray(|ctx| ctx.int_type(W));
    fn get(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
        match ctx.attr_kind(a) {
            AttrKind::DenseArray { element, values } if is_signless(ctx, *element, Some(W)) => {
                values
                    .iter()
                    .map(|s| match s {
                        Scalar::Int(i) => i64::try_from(*i).ok(),
                        _ => None,
                    })
                    .collect()
            }
            _ => None,
        }
    }
    fn make(ctx: &mut Context, v: Vec<i64>) -> Attr {
        let element = ctx.int_type(W);
        ctx.intern_attr(AttrKind::DenseArray {
            element,
            values: v.into_iter().map(|x| Scalar::Int(i128::from(x))).collect(),
        })
    }
}

/// `DenseI64ArrayAttr`.
pub type DenseI64ArrayAttr = DenseIntArrayAttr<64>;
/// `DenseI32ArrayAttr`.
pub type DenseI32ArrayAttr = DenseIntArrayAttr<32>;

/// The group sizes of a `VariadicOfVariadic` operand (`DenseI32ArrayAttr`, elided from
/// `attr-dict` as MLIR elides it).
pub struct VariadicSegmentsAttr;
impl AttrConstraint for VariadicSegmentsAttr {
    type Value = Vec<i64>;
    const DESC: &'static str = DenseI32ArrayAttr::DESC;
    const SYNTAX: AttrSyntax = AttrSyntax::Segments;
    fn get(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
        DenseI32ArrayAttr::get(ctx, a)
    }
    fn make(ctx: &mut Context, v: Vec<i64>) -> Attr {
        DenseI32ArrayAttr::make(ctx, v)
    }
}

/// `StrAttr`.
pub struct StrAttr;
impl AttrConstraint for StrAttr {
    fn converts(ctx: &Context, a: Attr) -> bool {
        matches!(ctx.attr_kind(a), AttrKind::String(_))
    }
    type Value = String;
    const DESC: &'static str = "string attribute";
    const SYNTAX: AttrSyntax = AttrSyntax::Str;
    fn get(ctx: &Context, a: Attr) -> Option<String> {
        ctx.attr_str(a).map(str::to_string)
    }
    fn make(ctx: &mut Context, v: String) -> Attr {
        ctx.string_attr(&v)
    }
}

/// `SymbolNameAttr`: a string written `@name`.
pub struct SymbolNameAttr;
impl AttrConstraint for SymbolNameAttr {
    fn converts(ctx: &Context, a: Attr) -> bool {
        matches!(ctx.attr_kind(a), AttrKind::String(_))
    }
    type Value = String;
    const DESC: &'static str = "string attribute";
    const SYNTAX: AttrSyntax = AttrSyntax::SymbolName;
    fn get(ctx: &Context, a: Attr) -> Option<String> {
        ctx.attr_str(a).map(str::to_string)
    }
    fn make(ctx: &mut Context, v: String) -> Attr {
        ctx.string_attr(&v)
    }
}

/// `FlatSymbolRefAttr`.
pub struct FlatSymbolRefAttr;
impl AttrConstraint for FlatSymbolRefAttr {
    fn converts(ctx: &Context, a: Attr) -> bool {
        matches!(ctx.attr_kind(a), AttrKind::SymbolRef { .. })
    }
    type Value = String;
    const DESC: &'static str = "flat symbol reference attribute";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<String> {
        match ctx.attr_kind(a) {
            AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(root.clone()),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, v: String) -> Attr {
        ctx.symbol_ref_attr(&v)
    }
}

/// `TypeAttr`.
pub struct TypeAttr;
impl AttrConstraint for TypeAttr {
    fn converts(ctx: &Context, a: Attr) -> bool {
        matches!(ctx.attr_kind(a), AttrKind::Type(_))
    }
    type Value = Type;
    const DESC: &'static str = "any type attribute";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<Type> {
        ctx.attr_type(a)
    }
    fn make(ctx: &mut Context, v: Type) -> Attr {
        ctx.type_attr(v)
    }
}

/// `AnyAttr`.
pub struct AnyAttr;
impl AttrConstraint for AnyAttr {
    type Value = Attr;
    const DESC: &'static str = "any attribute";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(_: &Context, a: Attr) -> Option<Attr> {
        Some(a)
    }
    fn make(_: &mut Context, v: Attr) -> Attr {
        v
    }
}

/// `ArrayAttr`.
pub struct ArrayAttr;
impl AttrConstraint for ArrayAttr {
    fn converts(ctx: &Context, a: Attr) -> bool {
        matches!(ctx.attr_kind(a), AttrKind::Array(_))
    }
    type Value = Vec<Attr>;
    const DESC: &'static str = "array attribute";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<Vec<Attr>> {
        match ctx.attr_kind(a) {
            AttrKind::Array(v) => Some(v.clone()),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, v: Vec<Attr>) -> Attr {
        ctx.array_attr(v)
    }
}

/// Declares MLIR's `TypedArrayAttrBase<Element, "description">`: an `ArrayAttr` whose
/// elements satisfy `Element`, read and built as a `Vec` of the element's values:
/// `typed_array_attr!(pub I64ArrayAttr = [I64Attr], "64-bit integer array attribute");`.
#[macro_export]
macro_rules! typed_array_attr {
    ($(#[$m:meta])* $vis:vis $name:ident = [$elem:ty], $desc:expr) => {
        $(#[$m])*
        $vis struct $name;
        impl $crate::ods::AttrConstraint for $name {
            type Value = Vec<<$elem as $crate::ods::AttrConstraint>::Value>;
            const DESC: &'static str = $desc;
            const SYNTAX: $crate::ods::AttrSyntax = $crate::ods::AttrSyntax::Full;
            fn get(ctx: &$crate::Context, a: $crate::Attr) -> Option<Self::Value> {
                let items = <$crate::ods::constraints::ArrayAttr as $crate::ods::AttrConstraint>::get(ctx, a)?;
                items
                    .into_iter()
                    .map(|i| <$elem as $crate::ods::AttrConstraint>::get(ctx, i))
                    .collect()
            }
            fn make(ctx: &mut $crate::Context, v: Self::Value) -> $crate::Attr {
                let items = v
                    .into_iter()
                    .map(|x| <$elem as $crate::ods::AttrConstraint>::make(ctx, x))
                    .collect();
                ctx.array_attr(items)
            }
            /// Parsed as any `ArrayAttr`; the verifier checks the elements.
            fn storage_class(ctx: &$crate::Context, a: $crate::Attr) -> bool {
                <$crate::ods::constraints::ArrayAttr as $crate::ods::AttrConstraint>::converts(ctx, a)
            }
            fn converts(ctx: &$crate::Context, a: $crate::Attr) -> bool {
                <$crate::ods::constraints::ArrayAttr as $crate::ods::AttrConstraint>::converts(ctx, a)
            }
        }
    };
}

crate::typed_array_attr!(
    /// `I64ArrayAttr`: `[1, 2]` of `i64` integer attributes.
    pub I64ArrayAttr = [I64Attr], "64-bit integer array attribute"
);

crate::typed_array_attr!(
    /// `BoolArrayAttr`: `[true, false]`.
    pub BoolArrayAttr = [BoolAttr], "1-bit boolean array attribute"
);

/// `AffineMapAttr`.
pub struct AffineMapAttr;
impl AttrConstraint for AffineMapAttr {
    fn converts(ctx: &Context, a: Attr) -> bool {
        matches!(ctx.attr_kind(a), AttrKind::AffineMap(_))
    }
    type Value = crate::affine::AffineMap;
    const DESC: &'static str = "AffineMap attribute";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<crate::affine::AffineMap> {
        match ctx.attr_kind(a) {
            AttrKind::AffineMap(m) => Some(m.clone()),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, v: crate::affine::AffineMap) -> Attr {
        ctx.intern_attr(AttrKind::AffineMap(v))
    }
}

/// A dialect attribute payload that an op may hold as a property: the payload type names
/// MLIR's description of its attribute (`#embedding.limits attribute`).
pub trait DataAttrValue: crate::dialect_data::DialectData + Clone + PartialEq {
    /// MLIR's description, used in verifier messages.
    const DESC: &'static str;
}

/// The constraint "a dialect attribute whose payload is a `T`", written in full syntax.
pub struct DataAttr<T>(std::marker::PhantomData<T>);
impl<T: DataAttrValue> AttrConstraint for DataAttr<T> {
    type Value = T;
    const DESC: &'static str = T::DESC;
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<T> {
        match ctx.attr_kind(a) {
            AttrKind::Dialect(obj) => obj.downcast::<T>().cloned(),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, v: T) -> Attr {
        ctx.intern_attr(AttrKind::Dialect(crate::dialect_data::DialectObj::new(v)))
    }
}
