//! The `arith` dialect: integer and float arithmetic, comparisons, `select`, casts and
//! `arith.constant`, with MLIR 22's syntax, verifiers and folders.

/// `#arith.fastmath`, `#arith.overflow`, predicates and rounding modes.
pub mod attrs;
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
mod fold_oracle;
#[cfg(test)]
mod tests;

use tile_ir::dialect::{DialectInfo, DialectRegistry, OpDef, VerifyFn};

/// Registers the arith dialect.
pub fn register(r: &mut DialectRegistry) {
    use verify::{CastRule, verify_cast};
    use views::*;
    r.add_dialect(DialectInfo {
        parse_attr: Some(attrs::parse_arith_attr),
        materialize_constant: Some(fold::materialize_constant),
        ..DialectInfo::new("arith", "Basic integer and floating point arithmetic")
    });
    let folded = |def: OpDef, verify: VerifyFn| OpDef {
        verify: Some(verify),
        fold: Some(fold::fold_arith),
        ..def
    };
    let named = |def: OpDef| OpDef {
        asm_names: Some(syntax::arith_asm_names),
        ..def
    };
    let elementwise = [
        AddIOp::def,
        SubIOp::def,
        ShLIOp::def,
        DivUIOp::def,
        DivSIOp::def,
        ShRUIOp::def,
        ShRSIOp::def,
        CeilDivUIOp::def,
        CeilDivSIOp::def,
        FloorDivSIOp::def,
        RemUIOp::def,
        RemSIOp::def,
        AndIOp::def,
        OrIOp::def,
        XOrIOp::def,
        MaxSIOp::def,
        MaxUIOp::def,
        MinSIOp::def,
        MinUIOp::def,
        AddFOp::def,
        SubFOp::def,
        MulFOp::def,
        DivFOp::def,
        RemFOp::def,
        MaximumFOp::def,
        MinimumFOp::def,
        MaxNumFOp::def,
        MinNumFOp::def,
        NegFOp::def,
    ];
    for def in elementwise {
        r.add_op(folded(def(), verify::verify_elementwise));
    }
    for def in [
        MulIOp::def,
        AddUIExtendedOp::def,
        MulSIExtendedOp::def,
        MulUIExtendedOp::def,
    ] {
        r.add_op(named(folded(def(), verify::verify_elementwise)));
    }
    r.add_op(named(folded(ConstantOp::def(), verify::verify_constant_op)));
    r.add_op(folded(CmpIOp::def(), verify::verify_i1_result));
    r.add_op(folded(CmpFOp::def(), verify::verify_i1_result));
    r.add_op(OpDef {
        parse: Some(syntax::parse_select),
        print: Some(syntax::print_select),
        ..folded(SelectOp::def(), verify::verify_select_op)
    });
    let casts: [(fn() -> OpDef, VerifyFn); 12] = [
        (ExtUIOp::def, |c, o| {
            verify_cast(c, o, CastRule::WiderInt, false)
        }),
        (ExtSIOp::def, |c, o| {
            verify_cast(c, o, CastRule::WiderInt, false)
        }),
        (TruncIOp::def, |c, o| {
            verify_cast(c, o, CastRule::NarrowerInt, false)
        }),
        (ExtFOp::def, |c, o| {
            verify_cast(c, o, CastRule::WiderFloat, false)
        }),
        (TruncFOp::def, |c, o| {
            verify_cast(c, o, CastRule::NarrowerFloat, false)
        }),
        (UIToFPOp::def, |c, o| {
            verify_cast(c, o, CastRule::IntToFloat, false)
        }),
        (SIToFPOp::def, |c, o| {
            verify_cast(c, o, CastRule::IntToFloat, false)
        }),
        (FPToUIOp::def, |c, o| {
            verify_cast(c, o, CastRule::FloatToInt, false)
        }),
        (FPToSIOp::def, |c, o| {
            verify_cast(c, o, CastRule::FloatToInt, false)
        }),
        (IndexCastOp::def, |c, o| {
            verify_cast(c, o, CastRule::Index, false)
        }),
        (IndexCastUIOp::def, |c, o| {
            verify_cast(c, o, CastRule::Index, false)
        }),
        (BitcastOp::def, |c, o| {
            verify_cast(c, o, CastRule::Bitcast, false)
        }),
    ];
    for (def, verify) in casts {
        r.add_op(folded(def(), verify));
    }
    // MLIR folds no scaling cast.
    r.add_op(OpDef {
        verify: Some(|c, o| verify_cast(c, o, CastRule::WiderFloat, true)),
        ..ScalingExtFOp::def()
    });
    r.add_op(OpDef {
        verify: Some(|c, o| verify_cast(c, o, CastRule::NarrowerFloat, true)),
        ..ScalingTruncFOp::def()
    });
}
