//! Typed views and builders of the arith ops that passes and the interpreter build and read.
//! Parsing, printing and verification of every arith op still come from the op table
//! (`ops.rs`, `syntax.rs`, `verify.rs`), which predates the declarative layer; these specs
//! describe the same operands, results and attributes (a test checks that each declared op
//! is in the table), so passes never spell `"value"` or `"predicate"`.

use super::attrs::{CmpIPredicate, FlagKind, attr_flags, flags_attr};
use tile_ir::ods::constraints::{ANY_TYPE, AnyAttr, I64Attr, UnitAttr};
use tile_ir::ods::{AttrConstraint, AttrSyntax};
use tile_ir::{Attr, Context};
use tile_ir::{declare_op, declare_ops};

declare_op! {
    /// `arith.constant 1 : i32`
    pub struct ConstantOp = "arith.constant", "integer or floating point constant";
    results { result: one ANY_TYPE }
    attrs { value: required AnyAttr }
    traits [PURE, CONSTANT_LIKE];
}

declare_op! {
    /// `arith.cmpi slt, %a, %b : i32`
    pub struct CmpIOp = "arith.cmpi", "integer comparison operation";
    operands { lhs: one ANY_TYPE, rhs: one ANY_TYPE }
    results { result: one ANY_TYPE }
    attrs { predicate: required CmpIPredicateAttr }
    traits [PURE];
}

declare_op! {
    /// `arith.cmpf olt, %a, %b : f32`
    pub struct CmpFOp = "arith.cmpf", "floating-point comparison operation";
    operands { lhs: one ANY_TYPE, rhs: one ANY_TYPE }
    results { result: one ANY_TYPE }
    attrs { fastmath: default FastMathAttr = FASTMATH_NONE, predicate: required I64Attr }
    traits [PURE];
}

declare_op! {
    /// `arith.select %c, %t, %f : f32`
    pub struct SelectOp = "arith.select", "select operation";
    operands { condition: one ANY_TYPE, true_value: one ANY_TYPE, false_value: one ANY_TYPE }
    results { result: one ANY_TYPE }
    traits [PURE];
}

// The float ops of the form `$lhs, $rhs (fastmath<...>)? : type`, each a view and a builder.
declare_ops! {
    {
        operands { lhs: one ANY_TYPE, rhs: one ANY_TYPE }
        results { result: one ANY_TYPE }
        attrs { fastmath: default FastMathAttr = FASTMATH_NONE }
        traits [PURE];
    }
    /// `arith.addf %a, %b : f32`
    AddFOp = "arith.addf", "floating point addition operation";
    /// `arith.subf %a, %b : f32`
    SubFOp = "arith.subf", "floating point subtraction operation";
    /// `arith.mulf %a, %b : f32`
    MulFOp = "arith.mulf", "floating point multiplication operation";
    /// `arith.divf %a, %b : f32`
    DivFOp = "arith.divf", "floating point division operation";
    /// `arith.maximumf %a, %b : f32`
    MaximumFOp = "arith.maximumf", "floating-point maximum operation";
    /// `arith.minimumf %a, %b : f32`
    MinimumFOp = "arith.minimumf", "floating-point minimum operation";
}

// The integer ops of the form `$lhs, $rhs (overflow<...>)? : type`.
declare_ops! {
    {
        operands { lhs: one ANY_TYPE, rhs: one ANY_TYPE }
        results { result: one ANY_TYPE }
        attrs { overflowFlags: default OverflowAttr = OVERFLOW_NONE }
        traits [PURE];
    }
    /// `arith.addi %a, %b : index`
    AddIOp = "arith.addi", "integer addition operation";
    /// `arith.subi %a, %b : index`
    SubIOp = "arith.subi", "Integer subtraction operation.";
    /// `arith.muli %a, %b : index`
    MulIOp = "arith.muli", "Integer multiplication operation.";
}

// The ops of the form `$lhs, $rhs : type` without flags.
declare_ops! {
    {
        operands { lhs: one ANY_TYPE, rhs: one ANY_TYPE }
        results { result: one ANY_TYPE }
        traits [PURE];
    }
    /// `arith.andi %a, %b : i1`
    AndIOp = "arith.andi", "integer binary and";
    /// `arith.minui %a, %b : index`
    MinUIOp = "arith.minui", "unsigned integer minimum operation";
    /// `arith.remui %a, %b : index`
    RemUIOp = "arith.remui", "unsigned integer division remainder operation";
}

// The ops of the form `$lhs, $rhs (exact)? : type`.
declare_ops! {
    {
        operands { lhs: one ANY_TYPE, rhs: one ANY_TYPE }
        results { result: one ANY_TYPE }
        attrs { isExact: optional UnitAttr }
        traits [PURE];
    }
    /// `arith.shrui %a, %b : index`
    ShRUIOp = "arith.shrui", "unsigned integer right-shift";
    /// `arith.divui %a, %b : index`
    DivUIOp = "arith.divui", "unsigned integer division operation";
}

declare_op! {
    /// `arith.index_castui %x : i32 to index`
    pub struct IndexCastUIOp = "arith.index_castui", "unsigned index cast";
    operands { r#in: one ANY_TYPE }
    results { out: one ANY_TYPE }
    traits [PURE];
}

/// `#arith.overflow<none>`: no overflow flag.
pub const OVERFLOW_NONE: u32 = 0;

/// `Arith_IntegerOverflowAttr`: the overflow flags, as their bits.
pub struct OverflowAttr;
impl AttrConstraint for OverflowAttr {
    type Value = u32;
    const DESC: &'static str = "Integer overflow arith flags";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<u32> {
        attr_flags(ctx, a, FlagKind::Overflow)
    }
    fn make(ctx: &mut Context, v: u32) -> Attr {
        flags_attr(ctx, FlagKind::Overflow, v)
    }
}

/// `#arith.fastmath<none>`: no fast-math flag.
pub const FASTMATH_NONE: u32 = 0;

/// `Arith_FastMathAttr`: the fast-math flags, as their bits.
pub struct FastMathAttr;
impl AttrConstraint for FastMathAttr {
    type Value = u32;
    const DESC: &'static str = "Floating point fast math flags";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<u32> {
        attr_flags(ctx, a, FlagKind::FastMath)
    }
    fn make(ctx: &mut Context, v: u32) -> Attr {
        flags_attr(ctx, FlagKind::FastMath, v)
    }
}

/// `Arith_CmpIPredicateAttr`: the predicate stored as its `i64` value.
pub struct CmpIPredicateAttr;
impl AttrConstraint for CmpIPredicateAttr {
    type Value = CmpIPredicate;
    const DESC: &'static str =
        "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<CmpIPredicate> {
        CmpIPredicate::from_value(i128::from(I64Attr::get(ctx, a)?))
    }
    fn make(ctx: &mut Context, v: CmpIPredicate) -> Attr {
        I64Attr::make(ctx, v as i64)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn declared_views_describe_table_ops() {
        for spec in [
            super::ConstantOp::spec(),
            super::CmpIOp::spec(),
            super::CmpFOp::spec(),
            super::SelectOp::spec(),
            super::AddFOp::spec(),
            super::SubFOp::spec(),
            super::MulFOp::spec(),
            super::DivFOp::spec(),
            super::MaximumFOp::spec(),
            super::MinimumFOp::spec(),
            super::AddIOp::spec(),
            super::SubIOp::spec(),
            super::MulIOp::spec(),
            super::AndIOp::spec(),
            super::MinUIOp::spec(),
            super::ShRUIOp::spec(),
            super::DivUIOp::spec(),
            super::RemUIOp::spec(),
            super::IndexCastUIOp::spec(),
        ] {
            let info = super::super::ops::op_info(spec.name);
            assert!(info.is_some(), "{} is not in the arith table", spec.name);
            for a in spec.attrs {
                assert!(
                    info.is_some_and(|i| super::super::ops::inherent_attrs(i).contains(&a.name)),
                    "{}: {} is not an inherent attribute in the table",
                    spec.name,
                    a.name
                );
            }
        }
    }
}
