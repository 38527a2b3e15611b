//! The vector dialect's attributes: `#vector.kind<add>`, `#vector.punctuation<comma>` and
//! `#vector.iterator_type<parallel>` (kept as normalized opaque attributes), the attribute
//! constraints its ops declare with, and the `custom<CombiningKind>` directive (`<add>`).

use crate::ods::EnumAttrSpec;
use tile_ir::attributes::Scalar;
use tile_ir::ods::{AttrConstraint, AttrSyntax, CustomDirective};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::{Attr, AttrKind, Context, Loc};

/// `PrintPunctuation`'s keywords.
pub const PUNCTUATIONS: [&str; 5] = ["no_punctuation", "newline", "comma", "open", "close"];

/// `CombiningKind`'s keywords, in MLIR's order.
pub const COMBINING_KINDS: [&str; 13] = [
    "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor",
    "maximumf", "minimumf",
];

/// The combining kind spelled `kw`.
pub fn combining_kind(kw: &str) -> Option<&'static str> {
    COMBINING_KINDS.iter().copied().find(|&k| k == kw)
}

/// `#vector.kind<...>` as MLIR's enum parser names it in errors.
pub(super) const KIND_SPEC: EnumAttrSpec = EnumAttrSpec {
    attr: "Vector_CombiningKindAttr",
    enum_name: "::mlir::vector::CombiningKind",
    cases: &COMBINING_KINDS,
};
const ITERATOR_SPEC: EnumAttrSpec = EnumAttrSpec {
    attr: "Vector_IteratorTypeEnum",
    enum_name: "::mlir::vector::IteratorType",
    cases: &["parallel", "reduction"],
};
pub(super) const PUNCTUATION_SPEC: EnumAttrSpec = EnumAttrSpec {
    attr: "Vector_PrintPunctuation",
    enum_name: "::mlir::vector::PrintPunctuation",
    cases: &PUNCTUATIONS,
};

/// Parses `#vector.name<...>` (after the `#vector.name` token).
pub fn parse_vector_attr(p: &mut Parser<'_>, ident: &str, loc: Loc) -> PResult<Attr> {
    let name = ident.strip_prefix("vector.").unwrap_or(ident);
    let spec = match name {
        "punctuation" => PUNCTUATION_SPEC,
        "kind" => KIND_SPEC,
        "iterator_type" => ITERATOR_SPEC,
        "" => return Err(p.error_at(loc, "expected dialect attribute name")),
        _ => return opaque_attr(p, name),
    };
    p.parse_token(TokenKind::Less, "<")?;
    let kw = enum_keyword(p, &spec, "")?;
    p.parse_token(TokenKind::Greater, ">")?;
    Ok(named_attr(p.ctx, name, kw))
}

/// The keyword of the case of `spec` at the parser (MLIR's enum parameter parser).
pub(super) fn enum_keyword(
    p: &mut Parser<'_>,
    spec: &EnumAttrSpec,
    prefix: &str,
) -> PResult<&'static str> {
    let i = crate::ods::parse_enum_param(p, spec, prefix)?;
    Ok(spec.cases.get(i).copied().unwrap_or_default())
}

/// Any other `#vector.name<...>`, kept verbatim.
fn opaque_attr(p: &mut Parser<'_>, name: &str) -> PResult<Attr> {
    let mut body = format!(".{name}");
    if p.kind() == TokenKind::Less {
        let inner = p.skip_balanced_angle()?;
        body.push('<');
        body.push_str(inner.trim());
        body.push('>');
    }
    Ok(p.ctx.intern_attr(AttrKind::Opaque {
        dialect: "vector".to_string(),
        body,
    }))
}

/// `#vector.name<kw>`.
pub fn named_attr(ctx: &mut Context, name: &str, kw: &str) -> Attr {
    ctx.intern_attr(AttrKind::Opaque {
        dialect: "vector".to_string(),
        body: format!(".{name}<{kw}>"),
    })
}

/// The keyword of a `#vector.name<kw>` attribute.
pub fn keyword_of<'c>(ctx: &'c Context, a: Attr, name: &str) -> Option<&'c str> {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, body } if dialect == "vector" => body
            .strip_prefix('.')
            .and_then(|b| b.strip_prefix(name))
            .and_then(|b| b.strip_prefix('<'))
            .and_then(|b| b.strip_suffix('>')),
        _ => None,
    }
}

/// `Vector_CombiningKindAttr`.
pub struct CombiningKindAttr;
impl AttrConstraint for CombiningKindAttr {
    type Value = &'static str;
    const DESC: &'static str = "Kind of combining function for contractions and reductions";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<&'static str> {
        keyword_of(ctx, a, "kind").and_then(combining_kind)
    }
    fn make(ctx: &mut Context, v: &'static str) -> Attr {
        named_attr(ctx, "kind", v)
    }
}

/// `Vector_PrintPunctuation`.
pub struct PunctuationAttr;
impl AttrConstraint for PunctuationAttr {
    type Value = &'static str;
    const DESC: &'static str = "Punctuation for separating vectors or vector elements";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<&'static str> {
        let kw = keyword_of(ctx, a, "punctuation")?;
        PUNCTUATIONS.iter().copied().find(|&k| k == kw)
    }
    fn make(ctx: &mut Context, v: &'static str) -> Attr {
        named_attr(ctx, "punctuation", v)
    }
}

/// `Vector_IteratorTypeEnum`: `#vector.iterator_type<parallel>`, read as "is a reduction".
pub struct IteratorTypeAttr;
impl AttrConstraint for IteratorTypeAttr {
    type Value = bool;
    const DESC: &'static str = "Iterator type should be an enum.";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<bool> {
        match keyword_of(ctx, a, "iterator_type")? {
            "parallel" => Some(false),
            "reduction" => Some(true),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, reduction: bool) -> Attr {
        let kw = if reduction { "reduction" } else { "parallel" };
        named_attr(ctx, "iterator_type", kw)
    }
}

tile_ir::typed_array_attr!(
    /// `Vector_IteratorTypeArrayAttr`: `[#vector.iterator_type<parallel>, ...]`.
    pub IteratorTypesAttr = [IteratorTypeAttr], "Iterator type should be an enum."
);

pub use crate::arith::views::FastMathAttr;

pub use tile_ir::ods::constraints::{BoolArrayAttr, I64ArrayAttr};

/// `custom<CombiningKind>($kind)`: the kind's own format, `<add>`.
pub const COMBINING_KIND: CustomDirective = CustomDirective {
    name: "CombiningKind",
    parse: |p, fs, args| {
        p.parse_token(TokenKind::Less, "<")?;
        let k = enum_keyword(p, &KIND_SPEC, &format!("custom op '{}' ", fs.op))?;
        p.parse_token(TokenKind::Greater, ">")?;
        let a = CombiningKindAttr::make(p.ctx, k);
        fs.set_attr(args.first(), a);
        Ok(())
    },
    print: |p, view| {
        let ctx = p.ctx();
        let k = view
            .attr(ctx, 0)
            .and_then(|a| CombiningKindAttr::get(ctx, a))
            .unwrap_or("add");
        p.write("<");
        p.write(k);
        p.write(">");
    },
};

/// The integers of a `DenseI64ArrayAttr` or `I64ArrayAttr` (either spelling).
pub fn int_list(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { values, .. } => values
            .iter()
            .map(|s| match s {
                Scalar::Int(i) => i64::try_from(*i).ok(),
                _ => None,
            })
            .collect(),
        _ => I64ArrayAttr::get(ctx, a),
    }
}
