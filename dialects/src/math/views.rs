//! Typed views and builders of the math ops passes build. Parsing, printing and
//! verification come from the op table in `math.rs`; these specs describe the same operands
//! and properties (a test checks each is in the table).

use crate::arith::views::{FASTMATH_NONE, FastMathAttr};
use tile_ir::declare_ops;
use tile_ir::ods::constraints::ANY_TYPE;

// The float ops of the form `$operand (fastmath<...>)? : type`.
declare_ops! {
    {
        operands { operand: one ANY_TYPE }
        results { result: one ANY_TYPE }
        attrs { fastmath: default FastMathAttr = FASTMATH_NONE }
        traits [PURE];
    }
    /// `math.round %x : f32`
    RoundOp = "math.round", "round of the specified value";
    /// `math.sqrt %x : f32`
    SqrtOp = "math.sqrt", "sqrt of the specified value";
}

#[cfg(test)]
mod tests {
    #[test]
    fn declared_views_describe_table_ops() {
        for spec in [super::RoundOp::spec(), super::SqrtOp::spec()] {
            assert!(
                super::super::MATH_OPS
                    .iter()
                    .any(|(n, _, _)| *n == spec.name),
                "{} is not in the math table",
                spec.name
            );
        }
    }
}
