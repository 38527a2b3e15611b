//! `#index<cmp_predicate slt>`: the comparison predicate of `index.cmp`, an enum attribute
//! written as its keyword inside the op (`index.cmp slt(%a, %b)`).

use crate::arith::attrs::CmpIPredicate;
use tile_ir::dialect_data::{DialectData, DialectObj};
use tile_ir::ods::{AttrConstraint, AttrSyntax, CustomArg, CustomDirective, CustomView};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::{Attr, AttrKind, Context, Loc};

/// The predicates in MLIR's value order (the same cases as `arith.cmpi`'s).
const KEYWORDS: [&str; 10] = crate::arith::attrs::CMPI_PREDICATES;

/// `#index<cmp_predicate slt>`: MLIR's `IndexCmpPredicateAttr`, an `arith.cmpi` predicate
/// printed as the index dialect's own attribute.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IndexCmpPredicate(pub CmpIPredicate);

impl DialectData for IndexCmpPredicate {
    fn print(&self, _ctx: &Context, out: &mut String) {
        out.push_str("index<cmp_predicate ");
        out.push_str(self.0.keyword());
        out.push('>');
    }
    tile_ir::impl_dialect_data_boilerplate!();
}

fn make(ctx: &mut Context, p: CmpIPredicate) -> Attr {
    ctx.intern_attr(AttrKind::Dialect(DialectObj::new(IndexCmpPredicate(p))))
}

/// The predicate of attribute `a`, if it is one.
pub fn predicate(ctx: &Context, a: Attr) -> Option<CmpIPredicate> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect(d) => d.downcast::<IndexCmpPredicate>().map(|p| p.0),
        _ => None,
    }
}

/// `IndexCmpPredicateAttr`.
pub struct CmpPredicateAttr;
impl AttrConstraint for CmpPredicateAttr {
    type Value = CmpIPredicate;
    const DESC: &'static str = "index comparison predicate kind";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<CmpIPredicate> {
        predicate(ctx, a)
    }
    fn make(ctx: &mut Context, v: CmpIPredicate) -> Attr {
        make(ctx, v)
    }
    // The property holds the enum attribute: another attribute does not convert.
    fn converts(ctx: &Context, a: Attr) -> bool {
        Self::check(ctx, a)
    }
}

/// The predicate as MLIR's enum parser names it in errors.
const SPEC: crate::ods::EnumAttrSpec = crate::ods::EnumAttrSpec {
    attr: "IndexCmpPredicateAttr",
    enum_name: "::mlir::index::IndexCmpPredicate",
    cases: &KEYWORDS,
};

/// A predicate keyword (or string), with MLIR's errors; `prefix` is the op's
/// `custom op '...' ` when parsing inside an op.
fn parse_case(p: &mut Parser<'_>, prefix: &str) -> PResult<CmpIPredicate> {
    let i = crate::ods::parse_enum_param(p, &SPEC, prefix)?;
    CmpIPredicate::from_value(i as i128).ok_or_else(|| p.error("expected valid keyword or string"))
}

/// The dialect attribute hook: `#index<cmp_predicate slt>`.
pub fn parse_index_attr(p: &mut Parser<'_>, ident: &str, loc: Loc) -> PResult<Attr> {
    if ident == "index.cmp_predicate" {
        // The pretty form has no room for the keyword: MLIR's enum parser finds none.
        let first = p.error("expected valid keyword or string");
        return Err(crate::ods::enum_param_error(
            p,
            first,
            SPEC.attr,
            SPEC.enum_name,
            "",
        ));
    }
    if ident != "index" {
        let mnemonic = ident.strip_prefix("index.").unwrap_or(ident);
        if mnemonic.is_empty() {
            return Err(p.error("expected valid keyword"));
        }
        return Err(crate::ods::unknown_dialect_attr(p, loc, "index", mnemonic));
    }
    crate::sparse_tensor::encoding::parse::check_pretty_body(p)?;
    p.parse_token(TokenKind::Less, "<")?;
    let kw_loc = p.loc();
    if p.kind() != TokenKind::BareIdent {
        return Err(p.error("expected valid keyword"));
    }
    if !p.is_keyword("cmp_predicate") {
        let kw = p.text().to_string();
        return Err(p.error_at(
            kw_loc,
            format!("unknown attribute `{kw}` in dialect `index`"),
        ));
    }
    p.bump();
    let pred = parse_case(p, "")?;
    p.parse_token(TokenKind::Greater, ">")?;
    Ok(make(p.ctx, pred))
}

/// `custom<CmpPredicate>($pred)`: the predicate's keyword, as MLIR prints an enum attribute
/// inside an op's format.
pub const PREDICATE: CustomDirective = CustomDirective {
    name: "CmpPredicate",
    parse: parse_directive,
    print: print_directive,
};

fn parse_directive<'a>(
    p: &mut Parser<'a>,
    fs: &mut tile_ir::ods::FormatState<'a>,
    args: &[CustomArg],
) -> PResult<()> {
    let prefix = format!("custom op '{}' ", fs.op_name);
    let pred = parse_case(p, &prefix)?;
    let a = make(p.ctx, pred);
    fs.set_attr(args.first(), a);
    Ok(())
}

fn print_directive(p: &mut OpPrinter<'_>, view: &CustomView<'_>) {
    let ctx = p.ctx();
    let kw = view
        .attr(ctx, 0)
        .and_then(|a| predicate(ctx, a))
        .map_or("", CmpIPredicate::keyword);
    p.write(kw);
}
