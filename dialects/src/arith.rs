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

use tile_ir::dialect::{DialectInfo, DialectRegistry, OpDef};

/// Registers the arith dialect.
pub fn register(r: &mut DialectRegistry) {
    use views::*;
    r.add_dialect(DialectInfo {
        parse_attr: Some(attrs::parse_arith_attr),
        materialize_constant: Some(fold::materialize_constant),
        ..DialectInfo::new("arith", "Basic integer and floating point arithmetic")
    });
    // `arith_asm_names` names only the ops MLIR names (constants, extended arithmetic).
    let folded = |def: OpDef| OpDef {
        fold: Some(fold::fold_arith),
        asm_names: Some(syntax::arith_asm_names),
        ..def
    };
    let others: [fn() -> OpDef; 19] = [
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
    ];
    let families = [
        ADDI_MULI,
        SUBI_SHLI,
        EXACT_OPS,
        INT_DIV_OPS,
        INT_COMMUTATIVE_OPS,
        FLOAT_COMMUTATIVE_OPS,
        FLOAT_BINARY_OPS,
        &others,
    ];
    for def in families.into_iter().flatten() {
        let def = folded(def());
        // The patterns MLIR gives an op besides its fold.
        let canonicalize: Option<tile_ir::dialect::CanonicalizeFn> = match def.name {
            "arith.extsi" => Some(canonicalize::extsi_of_extui),
            "arith.cmpi" => Some(canonicalize::cmpi_of_extensions),
            "arith.addi" | "arith.subi" | "arith.muli" => Some(canonicalize::reassociate_constants),
            "arith.xori" => Some(canonicalize::not_of_cmpi),
            "arith.trunci" => Some(canonicalize::trunci_of_ext),
            "arith.bitcast" => Some(|op, rw| {
                canonicalize::bitcast_round_trip(op, rw)
                    || crate::complex::fold::merge_bitcasts(op, rw)
            }),
            _ => None,
        };
        r.add_op(OpDef {
            canonicalize,
            ..def
        });
    }
    r.add_op(OpDef {
        parse: Some(syntax::parse_select),
        print: Some(syntax::print_select),
        canonicalize: Some(canonicalize::simplify_select),
        ..folded(SelectOp::def())
    });
    // MLIR folds no scaling cast.
    r.add_op(ScalingExtFOp::def());
    r.add_op(ScalingTruncFOp::def());
}
