//! `vector.print`: a value, a string literal or punctuation. Its syntax (MLIR's `oilist` of
//! `str` and `punctuation`) is hand-written; the spec gives the view and structural checks.

use super::attrs::*;
use super::types::PRINTABLE;
use crate::ods::*;
use crate::scf::custom_error;
use tile_ir::declare_op;
use tile_ir::ods::AttrConstraint;
use tile_ir::ods::constraints::StrAttr;
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::{Context, Diagnostic, OpId, OperationState};

declare_op! {
    /// `vector.print %v : vector<4xf32>`, `vector.print str "text"`, `vector.print punctuation <comma>`
    pub struct PrintOp = "vector.print", "Print a value (for testing)";
    operands { source: optional PRINTABLE }
    attrs { punctuation: default PunctuationAttr = "newline", stringLiteral: optional StrAttr }
    syntax parse_print, print_print;
    verify verify_print;
}

/// `vector.print`.
pub const OPS: &[fn() -> tile_ir::dialect::OpDef] = &[PrintOp::def];

/// Parses a punctuation keyword (`comma`, ...) with MLIR's message.
fn parse_punctuation_keyword(p: &mut Parser<'_>, op: &str) -> PResult<&'static str> {
    enum_keyword(p, &PUNCTUATION_SPEC, &format!("custom op '{op}' "))
}

fn parse_print(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    if p.at_operand() {
        let u = p.parse_operand()?;
        p.parse_token(TokenKind::Colon, ":")?;
        let t = p.parse_type()?;
        let v = p.resolve_operand(u, t)?;
        st.operands.push(v);
    }
    let (mut seen_str, mut seen_punct) = (false, false);
    loop {
        if !seen_str && p.is_keyword("str") {
            p.bump();
            let loc = p.loc();
            if p.kind() != TokenKind::String {
                return Err(custom_error(loc, &name, "expected string"));
            }
            let a = p.parse_attribute()?;
            st.set_property("stringLiteral", a);
            seen_str = true;
        } else if !seen_punct && p.is_keyword("punctuation") {
            p.bump();
            p.parse_token(TokenKind::Less, "<")?;
            let kw = parse_punctuation_keyword(p, &name)?;
            p.parse_token(TokenKind::Greater, ">")?;
            let a = PunctuationAttr::make(p.ctx, kw);
            st.set_property("punctuation", a);
            seen_punct = true;
        } else {
            break;
        }
    }
    p.parse_optional_attr_dict(&mut st.attributes)?;
    move_inherent(st, &["punctuation", "stringLiteral"]);
    if tile_ir::ir::find_named(&st.properties, "punctuation").is_none() {
        let a = PunctuationAttr::make(p.ctx, "newline");
        st.set_property("punctuation", a);
    }
    Ok(())
}

fn print_print(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    if let Some(&v) = ctx.op(op).operands.first() {
        p.write(" ");
        p.operand(v);
        p.write(" : ");
        p.ty(ctx.value_type(v));
    }
    if let Some(s) = ctx.op_attr(op, "stringLiteral") {
        p.write(" str ");
        p.attr(s);
    }
    let mut elided = vec!["stringLiteral"];
    match ctx
        .op_attr(op, "punctuation")
        .map(|a| PunctuationAttr::get(ctx, a))
    {
        Some(Some("newline")) => elided.push("punctuation"),
        Some(Some(kw)) => {
            p.write(" punctuation <");
            p.write(kw);
            p.write(">");
            elided.push("punctuation");
        }
        _ => {}
    }
    p.op_attr_dict(op, &elided);
}

fn verify_print(ctx: &Context, op: OpId, x: PrintOp) -> Result<(), Diagnostic> {
    if x.stringLiteral(ctx).is_some()
        && (x.source(ctx).is_some() || x.punctuation(ctx) != "newline")
    {
        return Err(ctx.op_error(
            op,
            "failed to verify that `source` or `punctuation` are not set when printing strings",
        ));
    }
    Ok(())
}
