//! The `builtin` dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.

use tile_ir::dialect::{DialectInfo, DialectRegistry, OpDef, OpTraits};
use tile_ir::ods::constraints::ANY_TYPE;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::{AttrKind, OpId, OperationState};

/// Registers the builtin dialect.
pub fn register(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo::new(
        "builtin",
        "The builtin dialect: modules and the core types and attributes",
    ));
    r.add_op(OpDef {
        inherent_attrs: &["sym_name", "sym_visibility"],
        parse: Some(parse_module),
        print: Some(print_module),
        verify: Some(verify_module),
        default_dialect: Some("builtin"),
        ..OpDef::new(
            "builtin.module",
            "A top-level container of operations",
            OpTraits::ISOLATED_FROM_ABOVE
                | OpTraits::NO_TERMINATOR
                | OpTraits::SYMBOL_TABLE
                | OpTraits::SINGLE_BLOCK
                | OpTraits::GRAPH_REGION,
        )
    });
    r.add_op(UnrealizedConversionCastOp::def());
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
fn verify_module(ctx: &tile_ir::Context, op: OpId) -> Result<(), tile_ir::Diagnostic> {
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

fn parse_module(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    if p.kind() == tile_ir::parser::lexer::TokenKind::AtIdent {
        let name = p.parse_symbol_name()?;
        let a = p.ctx.string_attr(&name);
        st.set_property("sym_name", a);
    }
    p.parse_optional_attr_dict_with_keyword(&mut st.attributes)?;
    for k in ["sym_name", "sym_visibility"] {
        if let Some(a) = tile_ir::ir::find_named(&st.attributes, k) {
            tile_ir::ir::remove_named(&mut st.attributes, k);
            st.set_property(k, a);
        }
    }
    let r = p.parse_region(&[])?;
    if p.ctx.region(r).blocks.is_empty() {
        let b = p.ctx.create_block(&[], st.loc);
        p.ctx.append_block(r, b);
    }
    st.regions.push(r);
    Ok(())
}

fn print_module(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    if let Some(name) = ctx.op_attr(op, "sym_name")
        && let AttrKind::String(s) = ctx.attr_kind(name)
    {
        p.write(" ");
        let mut out = String::new();
        tile_ir::printer::write_symbol_name(&mut out, &String::from_utf8_lossy(s));
        p.write(&out);
    }
    let all = ctx.op_all_attrs(op);
    p.attr_dict_with_keyword(&all, &["sym_name"]);
    p.write(" ");
    if let Some(&r) = ctx.op(op).regions().first() {
        p.region(r, false, true);
    }
}
