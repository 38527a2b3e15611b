//! The `builtin` dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.

use tile_ir::dialect::{DialectInfo, DialectRegistry, OpDef, OpTraits};
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
    r.add_op(OpDef {
        parse: Some(parse_cast),
        print: Some(print_cast),
        ..OpDef::new(
            "builtin.unrealized_conversion_cast",
            "A cast between types that a partial dialect conversion has not resolved yet",
            OpTraits::PURE,
        )
    });
}

/// `($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict`.
fn parse_cast(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    use tile_ir::parser::lexer::TokenKind;
    let ops = p.parse_operand_list()?;
    if !ops.is_empty() {
        p.parse_token(TokenKind::Colon, ":")?;
        let tloc = p.loc();
        let types = p.parse_type_list()?;
        st.operands = p.resolve_operands(&ops, &types, tloc)?;
    }
    p.expect_keyword("to")?;
    st.result_types = p.parse_type_list()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    Ok(())
}

fn print_cast(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.op(op).operands.clone();
    if !operands.is_empty() {
        p.write(" ");
        p.operands(&operands);
        p.write(" : ");
        p.types(&ctx.operand_types(op));
    }
    p.write(" to ");
    p.types(&ctx.result_types(op));
    p.op_attr_dict(op, &[]);
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
    if let Some(&r) = ctx.op(op).regions.first() {
        p.region(r, false, true);
    }
}
