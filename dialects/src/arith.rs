//! The `arith` dialect: integer and float arithmetic, comparisons, `select`, casts and
//! `arith.constant`, with MLIR 22's syntax, verifiers and folders.

/// `#arith.fastmath`, `#arith.overflow`, predicates and rounding modes.
pub mod attrs;
pub mod canonicalize;
/// Constant operands and folded results.
pub mod consts;
/// Float arithmetic for folding.
pub mod floats;
/// The folders and the constant materializer.
pub mod fold;
mod fold_casts;
/// Fixed-width integers for folding.
pub mod ints;
/// Custom assembly.
pub mod syntax;
/// Type predicates and constraints.
pub mod types;
/// Verifiers.
pub mod verify;
/// Typed views and builders.
pub mod views;

#[cfg(test)]
mod tests;

use tile_ir::dialect::{DialectInfo, DialectRegistry};

/// Registers the arith dialect.
pub fn register(r: &mut DialectRegistry) {
    use views::*;
    r.add_dialect(DialectInfo {
        parse_attr: Some(attrs::parse_arith_attr),
        materialize_constant: Some(fold::materialize_constant),
        ..DialectInfo::new("arith", "Basic integer and floating point arithmetic")
    });
    r.add_ops(ADDI_MULI);
    r.add_ops(SUBI_SHLI);
    r.add_ops(EXACT_OPS);
    r.add_ops(INT_DIV_OPS);
    r.add_ops(INT_COMMUTATIVE_OPS);
    r.add_ops(FLOAT_COMMUTATIVE_OPS);
    r.add_ops(FLOAT_BINARY_OPS);
    r.add_ops(&[
        NegFOp::def,
        AddUIExtendedOp::def,
        MulSIExtendedOp::def,
        MulUIExtendedOp::def,
        ConstantOp::def,
        CmpIOp::def,
        CmpFOp::def,
        ExtUIOp::def,
        ExtSIOp::def,
        TruncIOp::def,
        ExtFOp::def,
        TruncFOp::def,
        UIToFPOp::def,
        SIToFPOp::def,
        FPToUIOp::def,
        FPToSIOp::def,
        IndexCastOp::def,
        IndexCastUIOp::def,
        BitcastOp::def,
        ScalingExtFOp::def,
        ScalingTruncFOp::def,
        SelectOp::def,
    ]);
}
