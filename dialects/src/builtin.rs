//! The `builtin` dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.

use tile_ir::OpId;
use tile_ir::dialect::{DialectInfo, DialectRegistry};
use tile_ir::ods::constraints::{ANY_TYPE, StrAttr, SymbolNameAttr};

/// Registers the builtin dialect.
pub fn register(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo::new(
        "builtin",
        "The builtin dialect: modules and the core types and attributes",
    ));
    r.add_ops(&[ModuleOp::def, UnrealizedConversionCastOp::def]);
}

tile_ir::declare_op! {
    /// `module @name attributes {x.y} { ... }`
    pub struct ModuleOp = "builtin.module", "A top-level container of operations";
    attrs { sym_name: optional SymbolNameAttr, sym_visibility: optional StrAttr }
    regions { bodyRegion: sized }
    traits [ISOLATED_FROM_ABOVE, NO_TERMINATOR, SYMBOL_TABLE, SINGLE_BLOCK, GRAPH_REGION];
    format "($sym_name^)? attr-dict-with-keyword $bodyRegion";
    default_dialect "builtin";
    verify verify_module;
}

tile_ir::declare_op! {
    /// `%1 = builtin.unrealized_conversion_cast %0 : i32 to f32`
    pub struct UnrealizedConversionCastOp = "builtin.unrealized_conversion_cast",
        "A cast between types that a partial dialect conversion has not resolved yet";
    operands { inputs: many ANY_TYPE }
    results { outputs: many ANY_TYPE }
    traits [PURE];
    format "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict";
}

/// MLIR's `OneRegion` and `NoRegionArguments` traits and `ModuleOp::verify`.
fn verify_module(ctx: &tile_ir::Context, op: OpId, _: ModuleOp) -> Result<(), tile_ir::Diagnostic> {
    let regions = &ctx.op(op).regions();
    let [region] = &regions[..] else {
        return Err(ctx.op_error(op, "requires one region"));
    };
    let has_args = ctx
        .region(*region)
        .blocks
        .first()
        .is_some_and(|&b| !ctx.block(b).args.is_empty());
    if has_args {
        return Err(ctx.op_error(op, "region should have no arguments"));
    }
    let discardable = ctx.op_attributes(op).iter().map(|(n, _)| n.as_str());
    let inherent = ["sym_name", "sym_visibility"]
        .into_iter()
        .filter(|k| ctx.op_attr(op, k).is_some());
    for name in discardable.chain(inherent) {
        if !name.contains('.') && name != "sym_name" && name != "sym_visibility" {
            return Err(ctx.op_error(
                op,
                format!("can only contain attributes with dialect-prefixed names, found: '{name}'"),
            ));
        }
    }
    Ok(())
}
