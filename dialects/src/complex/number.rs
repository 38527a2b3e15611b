//! `#complex.number<:f32 1.0, 2.0>`: a complex constant attribute (MLIR's
//! `Complex_NumberAttr`, a typed attribute printed with its `complex<...>` type after it).

use tile_ir::dialect_data::{DialectData, DialectObj};
use tile_ir::float::{FloatValue, format_float};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::type_to_string;
use tile_ir::{Attr, AttrKind, Context, Loc, Type, TypeKind};

/// The value of a `#complex.number` attribute.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ComplexNumber {
    /// The attribute's type (`complex<f32>`).
    pub ty: Type,
    /// Real part.
    pub re: FloatValue,
    /// Imaginary part.
    pub im: FloatValue,
}

impl DialectData for ComplexNumber {
    fn print(&self, ctx: &Context, out: &mut String) {
        let elem = match ctx.type_kind(self.ty) {
            TypeKind::Complex(e) => *e,
            _ => self.ty,
        };
        out.push_str(&format!(
            "complex.number<:{} {}, {}> : {}",
            type_to_string(ctx, elem),
            format_float(self.re),
            format_float(self.im),
            type_to_string(ctx, self.ty)
        ));
    }
    tile_ir::impl_dialect_data_boilerplate!();
}

/// The number held by `a`, if it is a `#complex.number`.
pub fn complex_number(ctx: &Context, a: Attr) -> Option<ComplexNumber> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect(d) => d.downcast::<ComplexNumber>().copied(),
        _ => None,
    }
}

/// The dialect attribute hook: `#complex.number<:type re, im>` with an optional (ignored)
/// `: type` after it.
pub fn parse_complex_attr(p: &mut Parser<'_>, ident: &str, loc: Loc) -> PResult<Attr> {
    if ident != "complex.number" {
        let mnemonic = ident.strip_prefix("complex.").unwrap_or(ident);
        return Err(p.error_at(
            loc,
            format!("unknown attribute `{mnemonic}` in dialect `complex`"),
        ));
    }
    p.parse_token(TokenKind::Less, "'<'")?;
    p.parse_token(TokenKind::Colon, "':'")?;
    let elem = p.parse_type()?;
    if !matches!(p.ctx.type_kind(elem), TypeKind::Float(_)) {
        // MLIR reads the parts as APFloats whatever the type says.
        if p.kind() == TokenKind::Integer {
            let e = p.error("unexpected decimal integer literal for a floating point value");
            return Err(e.with_note(p.loc(), "add a trailing dot to make the literal a float"));
        }
        return Err(p.error("expected floating point literal"));
    }
    let re = parse_part(p, elem)?;
    p.parse_token(TokenKind::Comma, "','")?;
    let im = parse_part(p, elem)?;
    p.parse_token(TokenKind::Greater, "'>'")?;
    // MLIR's parser reads a trailing `: type` but the attribute keeps `complex<elem>`.
    if p.consume_if(TokenKind::Colon) {
        p.parse_type()?;
    }
    let ty = p.ctx.intern_type(TypeKind::Complex(elem));
    Ok(p.ctx
        .intern_attr(AttrKind::Dialect(DialectObj::new(ComplexNumber {
            ty,
            re,
            im,
        }))))
}

fn parse_part(p: &mut Parser<'_>, elem: Type) -> PResult<FloatValue> {
    let a = p.parse_number_of_type(elem)?;
    match p.ctx.attr_kind(a) {
        AttrKind::Float { value, .. } => Ok(*value),
        _ => Err(p.error("expected floating point value")),
    }
}
