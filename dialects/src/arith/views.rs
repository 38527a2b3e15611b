//! Typed views and builders of the arith ops that passes and the interpreter build and read.
//! Parsing, printing and verification of every arith op still come from the op table
//! (`ops.rs`, `syntax.rs`, `verify.rs`), which predates the declarative layer; these specs
//! describe the same operands, results and attributes (a test checks that each declared op
//! is in the table), so passes never spell `"value"` or `"predicate"`.

use super::attrs::CmpIPredicate;
use tile_ir::declare_op;
use tile_ir::ods::constraints::{ANY_TYPE, AnyAttr, I64Attr};
use tile_ir::ods::{AttrConstraint, AttrSyntax};
use tile_ir::{Attr, Context};

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
    attrs { predicate: required I64Attr }
    traits [PURE];
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
