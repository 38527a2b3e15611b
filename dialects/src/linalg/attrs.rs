//! Linalg's enum attributes: `#linalg.iterator_type<parallel>`, `#linalg.type_fn<..>`,
//! `#linalg.unary_fn<..>`, `#linalg.binary_fn<..>`, `#linalg.ternary_fn<..>` and
//! `#linalg.elementwise_kind<..>`.

use tile_ir::dialect_data::{DialectData, DialectObj};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::{Attr, AttrKind, Context, Loc};

const UNARY: &[&str] = &[
    "exp",
    "log",
    "abs",
    "ceil",
    "floor",
    "negf",
    "reciprocal",
    "round",
    "sqrt",
    "rsqrt",
    "square",
    "tanh",
    "erf",
];
const BINARY: &[&str] = &[
    "add",
    "sub",
    "mul",
    "div",
    "div_unsigned",
    "max_signed",
    "min_signed",
    "max_unsigned",
    "min_unsigned",
    "powf",
];

/// One of linalg's enum attributes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct EnumAttr {
    /// The attribute mnemonic, e.g. `iterator_type`.
    pub kind: &'static str,
    /// The enum case, e.g. `parallel`.
    pub value: String,
}

impl DialectData for EnumAttr {
    fn print(&self, _ctx: &Context, out: &mut String) {
        out.push_str("linalg.");
        out.push_str(self.kind);
        out.push('<');
        out.push_str(&self.value);
        out.push('>');
    }
    tile_ir::impl_dialect_data_boilerplate!();
}

/// The (mnemonic, C++ enum name, cases) of every enum attribute.
fn enum_kinds() -> [(&'static str, &'static str, Vec<&'static str>); 6] {
    let mut elementwise: Vec<&'static str> = UNARY.to_vec();
    elementwise.extend_from_slice(BINARY);
    elementwise.push("select");
    [
        (
            "iterator_type",
            "::mlir::utils::IteratorType",
            vec!["parallel", "reduction"],
        ),
        (
            "type_fn",
            "::mlir::linalg::TypeFn",
            vec!["cast_signed", "cast_unsigned"],
        ),
        ("unary_fn", "::mlir::linalg::UnaryFn", UNARY.to_vec()),
        ("binary_fn", "::mlir::linalg::BinaryFn", BINARY.to_vec()),
        ("ternary_fn", "::mlir::linalg::TernaryFn", vec!["select"]),
        (
            "elementwise_kind",
            "::mlir::linalg::ElementwiseKind",
            elementwise,
        ),
    ]
}

/// `#linalg.<kind><value>`
pub fn enum_attr(ctx: &mut Context, kind: &'static str, value: &str) -> Attr {
    ctx.intern_attr(AttrKind::Dialect(DialectObj::new(EnumAttr {
        kind,
        value: value.to_string(),
    })))
}

/// The case of a `#linalg.<kind><..>` attribute (`elementwise_kind`, ...).
pub fn enum_case<'c>(ctx: &'c Context, a: Attr, kind: &str) -> Option<&'c str> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect(d) => d
            .downcast::<EnumAttr>()
            .filter(|e| e.kind == kind)
            .map(|e| e.value.as_str()),
        _ => None,
    }
}

/// Parses the rest of `#linalg.<mnemonic>` after its token (the dialect's attribute hook).
pub fn parse_linalg_attr(p: &mut Parser<'_>, ident: &str, loc: Loc) -> PResult<Attr> {
    let mnemonic = ident.strip_prefix("linalg.").unwrap_or("");
    let kinds = enum_kinds();
    let Some((kind, cpp, cases)) = kinds.iter().find(|(k, _, _)| *k == mnemonic) else {
        return Err(crate::ods::unknown_dialect_attr(p, loc, "linalg", mnemonic));
    };
    let adjacent = match loc {
        Loc::Src { offset, .. } => p.token().start == offset + 1 + ident.len() as u32,
        _ => true,
    };
    if p.kind() != TokenKind::Less || !adjacent {
        return Err(p.error("expected '<'"));
    }
    p.bump();
    let vloc = p.loc();
    let value = p.parse_optional_keyword();
    let Some(value) = value.filter(|v| cases.contains(v)) else {
        return Err(p.error_at(
            vloc,
            format!("expected {cpp} to be one of: {}", cases.join(", ")),
        ));
    };
    p.parse_token(TokenKind::Greater, ">")?;
    Ok(enum_attr(p.ctx, kind, value))
}
