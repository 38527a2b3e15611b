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
/// The op table.
pub mod ops;
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

use tile_ir::dialect::{DialectInfo, DialectRegistry, OpDef, OpTraits};

/// Registers the arith dialect.
pub fn register(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo {
        parse_attr: Some(attrs::parse_arith_attr),
        materialize_constant: Some(fold::materialize_constant),
        ..DialectInfo::new("arith", "Basic integer and floating point arithmetic")
    });
    for info in ops::ARITH_OPS {
        r.add_op(op_def(info));
    }
}

/// The registration record of one arith op.
fn op_def(info: &'static ops::OpInfo) -> OpDef {
    let mut traits = OpTraits::PURE;
    if info.commutative {
        traits = traits | OpTraits::COMMUTATIVE;
    }
    if info.form == ops::Form::Constant {
        traits = traits | OpTraits::CONSTANT_LIKE;
    }
    let asm_names: Option<tile_ir::dialect::AsmNamesFn> = match info.name {
        "arith.constant"
        | "arith.addui_extended"
        | "arith.mulsi_extended"
        | "arith.mului_extended"
        | "arith.muli" => Some(syntax::arith_asm_names),
        _ => None,
    };
    let foldable = !matches!(info.form, ops::Form::ScalingCast(_));
    OpDef {
        inherent_attrs: ops::inherent_attrs(info),
        parse: Some(syntax::parse_arith_op),
        print: Some(syntax::print_arith_op),
        verify: Some(verify::verify_arith),
        asm_names,
        fold: foldable.then_some(fold::fold_arith as tile_ir::dialect::FoldFn),
        ..OpDef::new(info.name, info.summary, traits)
    }
}
