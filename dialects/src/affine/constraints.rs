//! The attribute and type constraints the affine ops declare with: integer sets, bound
//! groups, `UnitProp`, prefetch locality hints, reduction kinds.

use tile_ir::affine::IntegerSet;
use tile_ir::attributes::{DenseValues, Scalar};
use tile_ir::ods::{AttrConstraint, AttrSyntax};
use tile_ir::{Attr, AttrKind, Context, TypeKind};

/// A prefetch locality hint: memref's constraint.
pub use crate::memref::LocalityHintAttr as LocalityHint;

/// `IntegerSetAttr`.
pub struct IntegerSetAttr;
impl AttrConstraint for IntegerSetAttr {
    type Value = IntegerSet;
    const DESC: &'static str = "IntegerSet attribute";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<IntegerSet> {
        match ctx.attr_kind(a) {
            AttrKind::IntegerSet(s) => Some(s.clone()),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, v: IntegerSet) -> Attr {
        ctx.intern_attr(AttrKind::IntegerSet(v))
    }
}

/// `I32ElementsAttr`: the group sizes of `affine.parallel` bounds.
pub struct I32ElementsAttr;
impl AttrConstraint for I32ElementsAttr {
    type Value = Vec<i64>;
    const DESC: &'static str = "32-bit signless integer elements attribute";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
        let AttrKind::DenseElements { ty, values } = ctx.attr_kind(a) else {
            return None;
        };
        let (shape, elem) = match ctx.type_kind(*ty) {
            TypeKind::RankedTensor { shape, element, .. }
            | TypeKind::Vector { shape, element, .. } => (shape, *element),
            _ => return None,
        };
        if !crate::ods::is_signless_int(ctx, elem, Some(32)) {
            return None;
        }
        let n = shape.iter().try_fold(1i64, |a, &d| a.checked_mul(d))?;
        let n = usize::try_from(n).ok()?;
        let int = |s: &Scalar| match s {
            Scalar::Int(i) => i64::try_from(*i).ok(),
            _ => None,
        };
        match values {
            DenseValues::Splat(s) => Some(vec![int(s)?; n]),
            DenseValues::Elements(items) => items.iter().map(int).collect(),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, v: Vec<i64>) -> Attr {
        let i32t = ctx.int_type(32);
        let ty = ctx.intern_type(TypeKind::RankedTensor {
            shape: vec![v.len() as i64],
            element: i32t,
            encoding: None,
        });
        let scalars: Vec<Scalar> = v.iter().map(|&x| Scalar::Int(i128::from(x))).collect();
        let values = match scalars.first() {
            Some(&f) if scalars.iter().all(|&s| s == f) => DenseValues::Splat(f),
            _ => DenseValues::Elements(scalars),
        };
        ctx.intern_attr(AttrKind::DenseElements { ty, values })
    }
}

/// The reduction kinds of `affine.parallel` (`arith::AtomicRMWKind`), by value.
pub const REDUCTIONS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

/// `UnitProp`: a flag property, stored `false` when absent (generic form
/// `disjoint = false`), written `disjoint` when set.
pub struct UnitProp;
impl AttrConstraint for UnitProp {
    type Value = bool;
    const DESC: &'static str = "unit attribute";
    const SYNTAX: AttrSyntax = AttrSyntax::Unit;
    fn get(ctx: &Context, a: Attr) -> Option<bool> {
        match ctx.attr_kind(a) {
            AttrKind::Unit => Some(true),
            AttrKind::Bool(b) => Some(*b),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, v: bool) -> Attr {
        if v {
            ctx.unit_attr()
        } else {
            ctx.intern_attr(AttrKind::Bool(false))
        }
    }
}
