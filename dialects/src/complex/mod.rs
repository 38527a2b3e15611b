//! The `complex` dialect (MLIR 22): complex arithmetic and transcendental ops on
//! `complex<float>`, `complex.constant`, `complex.bitcast` and the `#complex.number`
//! attribute. Every op is declared with `declare_op!` ([`ops`]); [`number`] holds the
//! attribute.

pub mod fold;
pub mod number;
pub mod ops;

use crate::arith::types::is_float;
use tile_ir::dialect::{DialectInfo, DialectRegistry};
use tile_ir::{Context, Type, TypeKind};

/// Registers the dialect, its attribute and its ops.
pub fn register(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo {
        parse_attr: Some(number::parse_complex_attr),
        materialize_constant: Some(fold::materialize_constant),
        ..DialectInfo::new("complex", "Complex numbers")
    });
    ops::register(r);
}

/// The element type of `complex<T>`.
pub fn complex_element(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Complex(e) => Some(*e),
        _ => None,
    }
}

tile_ir::type_constraint! {
    /// `Complex<AnyFloat>`.
    pub COMPLEX_FLOAT = "complex type with floating-point elements",
        |ctx, t| complex_element(ctx, t).is_some_and(|e| is_float(ctx, e)),
        class = Some(("builtin.complex", |ctx, t| {
        complex_element(ctx, t).is_some()
    }));
    /// `AnyComplex`.
    pub ANY_COMPLEX = "complex-type", |ctx, t| complex_element(ctx, t).is_some(),
        class = Some(("builtin.complex", |ctx, t| {
        complex_element(ctx, t).is_some()
    }));
    /// `AnyFloat`.
    pub ANY_FLOAT = "floating-point", is_float;
    /// `AnySignlessInteger`.
    pub SIGNLESS_INT = "signless integer", |ctx, t| crate::ods::is_signless_int(ctx, t, None);
}

pub use crate::arith::views::FastMathAttr;
