//! The vector dialect's attributes: `#vector.kind<add>`, `#vector.punctuation<comma>` and
//! `#vector.iterator_type<parallel>` (kept as normalized opaque attributes), the attribute
//! constraints its ops declare with, and the `custom<CombiningKind>` directive (`<add>`).

use crate::scf::custom_error;
use tile_ir::attributes::Scalar;
use tile_ir::ods::constraints::I64Attr;
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

const KIND_EXPECTED: &str = "expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf";
const ITERATOR_EXPECTED: &str =
    "expected ::mlir::vector::IteratorType to be one of: parallel, reduction";

/// Parses `#vector.name<...>` (after the `#vector.name` token).
pub fn parse_vector_attr(p: &mut Parser<'_>, ident: &str, loc: Loc) -> PResult<Attr> {
    let name = ident.strip_prefix("vector.").unwrap_or(ident);
    let (table, msg): (&[&str], &str) = match name {
        "punctuation" => (&PUNCTUATIONS, PUNCTUATION_EXPECTED),
        "kind" => (&COMBINING_KINDS, KIND_EXPECTED),
        "iterator_type" => (&["parallel", "reduction"], ITERATOR_EXPECTED),
        "" => return Err(p.error_at(loc, "expected dialect attribute name")),
        _ => return opaque_attr(p, name),
    };
    p.parse_token(TokenKind::Less, "<")?;
    let kloc = p.loc();
    let kw = p.parse_optional_keyword().unwrap_or("");
    let kw = table
        .iter()
        .copied()
        .find(|&k| k == kw)
        .ok_or_else(|| p.error_at(kloc, msg))?;
    p.parse_token(TokenKind::Greater, ">")?;
    Ok(named_attr(p.ctx, name, kw))
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

pub(super) const PUNCTUATION_EXPECTED: &str = "expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close";

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

/// `Vector_IteratorTypeArrayAttr`: `[#vector.iterator_type<parallel>, ...]`, read as
/// "is this a reduction" per loop.
pub struct IteratorTypesAttr;
impl AttrConstraint for IteratorTypesAttr {
    fn converts(ctx: &Context, a: Attr) -> bool {
        matches!(ctx.attr_kind(a), AttrKind::Array(_))
    }
    type Value = Vec<bool>;
    const DESC: &'static str = "Iterator type should be an enum.";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<Vec<bool>> {
        match ctx.attr_kind(a) {
            AttrKind::Array(items) => items
                .iter()
                .map(|&i| match keyword_of(ctx, i, "iterator_type") {
                    Some("parallel") => Some(false),
                    Some("reduction") => Some(true),
                    _ => None,
                })
                .collect(),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, v: Vec<bool>) -> Attr {
        let items = v
            .iter()
            .map(|&r| {
                named_attr(
                    ctx,
                    "iterator_type",
                    if r { "reduction" } else { "parallel" },
                )
            })
            .collect();
        ctx.array_attr(items)
    }
}

pub use crate::arith::views::FastMathAttr;

/// `BoolArrayAttr`: `[true, false]`.
pub struct BoolArrayAttr;
impl AttrConstraint for BoolArrayAttr {
    fn converts(ctx: &Context, a: Attr) -> bool {
        matches!(ctx.attr_kind(a), AttrKind::Array(_))
    }
    type Value = Vec<bool>;
    const DESC: &'static str = "1-bit boolean array attribute";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<Vec<bool>> {
        match ctx.attr_kind(a) {
            AttrKind::Array(items) => items
                .iter()
                .map(|&i| match ctx.attr_kind(i) {
                    AttrKind::Bool(b) => Some(*b),
                    _ => None,
                })
                .collect(),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, v: Vec<bool>) -> Attr {
        let items = v
            .into_iter()
            .map(|b| ctx.intern_attr(AttrKind::Bool(b)))
            .collect();
        ctx.array_attr(items)
    }
}

/// `I64ArrayAttr`: `[1, 2]` of `i64` integer attributes.
pub struct I64ArrayAttr;
impl AttrConstraint for I64ArrayAttr {
    fn converts(ctx: &Context, a: Attr) -> bool {
        matches!(ctx.attr_kind(a), AttrKind::Array(_))
    }
    type Value = Vec<i64>;
    const DESC: &'static str = "64-bit integer array attribute";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
        match ctx.attr_kind(a) {
            AttrKind::Array(items) => items.iter().map(|&i| I64Attr::get(ctx, i)).collect(),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, v: Vec<i64>) -> Attr {
        let items = v.into_iter().map(|x| I64Attr::make(ctx, x)).collect();
        ctx.array_attr(items)
    }
}

/// `custom<CombiningKind>($kind)`: the kind's own format, `<add>`.
pub const COMBINING_KIND: CustomDirective = CustomDirective {
    name: "CombiningKind",
    parse: |p, fs, args| {
        p.parse_token(TokenKind::Less, "<")?;
        let loc = p.loc();
        let kw = p.parse_optional_keyword().unwrap_or("");
        let k = combining_kind(kw).ok_or_else(|| custom_error(loc, fs.op, KIND_EXPECTED))?;
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
