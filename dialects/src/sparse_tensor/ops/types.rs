//! The sparse_tensor types: `!sparse_tensor.storage_specifier<#enc>` (the sizes of a
//! tensor's storage), `!sparse_tensor.iter_space<#enc, lvls = 0 to 2>` and
//! `!sparse_tensor.iterator<#enc, lvls = 1>`.

use tile_ir::affine::AffineMap;
use tile_ir::dialect_data::{DialectData, DialectObj};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::{Attr, AttrKind, Context, Loc, Type, TypeKind};

use crate::sparse_tensor::encoding::{SparseEncoding, encoding_of_attr};
use crate::sparse_tensor::level_type::LevelProperty;

/// Which sparse_tensor type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SparseTypeKind {
    /// `storage_specifier`
    StorageSpecifier,
    /// `iter_space`
    IterSpace,
    /// `iterator`
    Iterator,
}

/// A sparse_tensor type: its kind, encoding and (for iteration) level range `lo..hi`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SparseDialectType {
    /// Which type.
    pub kind: SparseTypeKind,
    /// The `#sparse_tensor.encoding` attribute.
    pub encoding: Attr,
    /// First level (iteration types).
    pub lo: u64,
    /// One past the last level (iteration types).
    pub hi: u64,
}

impl SparseTypeKind {
    /// Every kind, with its mnemonic.
    const MNEMONICS: [(SparseTypeKind, &'static str); 3] = [
        (SparseTypeKind::StorageSpecifier, "storage_specifier"),
        (SparseTypeKind::IterSpace, "iter_space"),
        (SparseTypeKind::Iterator, "iterator"),
    ];

    fn mnemonic(self) -> &'static str {
        let known = Self::MNEMONICS.iter().find(|(k, _)| *k == self);
        known.map_or("", |(_, m)| m)
    }
}

/// MLIR's `printLevelRange`: `lo` alone when the range holds one level, else `lo to hi`.
pub fn level_range_text(lo: u64, hi: u64) -> String {
    if hi == lo + 1 {
        lo.to_string()
    } else {
        format!("{lo} to {hi}")
    }
}

impl DialectData for SparseDialectType {
    fn print(&self, ctx: &Context, out: &mut String) {
        let enc = tile_ir::printer::attr_to_string(ctx, self.encoding);
        self.print_parts(ctx, out, &[enc]);
    }
    fn nested_attrs(&self) -> Vec<Attr> {
        vec![self.encoding]
    }
    fn print_parts(&self, _ctx: &Context, out: &mut String, nested: &[String]) {
        out.push_str("sparse_tensor.");
        out.push_str(self.kind.mnemonic());
        out.push('<');
        let enc = nested.first().map_or("", String::as_str);
        if self.kind == SparseTypeKind::StorageSpecifier {
            out.push_str(enc);
        } else {
            // MLIR's `printStrippedAttrOrType`: an encoding without an alias loses its
            // `#sparse_tensor.encoding` (iteration spaces and iterators only).
            out.push_str(enc.strip_prefix("#sparse_tensor.encoding").unwrap_or(enc));
        }
        if self.kind != SparseTypeKind::StorageSpecifier {
            out.push_str(", lvls = ");
            out.push_str(&level_range_text(self.lo, self.hi));
        }
        out.push('>');
    }
    tile_ir::impl_dialect_data_boilerplate!();
}

/// The sparse_tensor type `t`, if it is one.
pub fn sparse_dialect_type(ctx: &Context, t: Type) -> Option<&SparseDialectType> {
    match ctx.type_kind(t) {
        TypeKind::Dialect(d) => d.downcast::<SparseDialectType>(),
        _ => None,
    }
}

/// The type `t` if it is of `kind`, with its encoding.
pub fn typed(
    ctx: &Context,
    t: Type,
    kind: SparseTypeKind,
) -> Option<(&SparseDialectType, &SparseEncoding)> {
    let d = sparse_dialect_type(ctx, t).filter(|d| d.kind == kind)?;
    Some((d, encoding_of_attr(ctx, d.encoding)?))
}

/// Makes a sparse_tensor type.
pub fn make_type(ctx: &mut Context, ty: SparseDialectType) -> Type {
    ctx.intern_type(TypeKind::Dialect(DialectObj::new(ty)))
}

/// MLIR's `getNormalizedEncodingForSpecifier`: the storage-relevant part of `enc` (level
/// formats and SoA, no maps, default widths, the dimension slices).
pub fn specifier_encoding(enc: &SparseEncoding) -> SparseEncoding {
    // Order and uniqueness do not change the storage.
    let lts = (enc.lvl_types.iter())
        .map(|lt| {
            lt.without(LevelProperty::Nonunique)
                .without(LevelProperty::Nonordered)
        })
        .collect();
    let mut n = SparseEncoding::new(AffineMap::identity(enc.lvl_rank()), lts);
    n.dim_slices = enc.dim_slices.clone();
    // MLIR builds it with no level-to-dimension map: a distinct attribute from a tensor's
    // encoding that prints the same (each takes its own alias).
    n.lvl_to_dim = None;
    n
}

/// MLIR's `parseLevelRange`: `lo` or `lo to hi`; returns `(lo, hi)`.
pub fn parse_level_range(p: &mut Parser<'_>) -> PResult<(u64, u64)> {
    let loc = p.loc();
    let lo = p.parse_integer()?;
    let hi = if p.consume_keyword("to") {
        p.parse_integer()?
    } else {
        lo.saturating_add(1)
    };
    match (u64::try_from(lo), u64::try_from(hi)) {
        (Ok(lo), Ok(hi)) if lo < hi => Ok((lo, hi)),
        _ => Err(p.error_at(loc, "expect larger level upper bound than lower bound")),
    }
}

/// The dialect's type hook: `ident` is `sparse_tensor.<mnemonic>`, `<` is next.
pub fn parse_sparse_type(p: &mut Parser<'_>, ident: &str, loc: Loc) -> PResult<Type> {
    let loc = crate::sparse_tensor::encoding::parse::past(loc, "!sparse_tensor.");
    let mnemonic = ident.strip_prefix("sparse_tensor.").unwrap_or("");
    let known = SparseTypeKind::MNEMONICS
        .iter()
        .find(|(_, m)| *m == mnemonic);
    let Some(&(kind, _)) = known else {
        let msg = format!("unknown  type `{mnemonic}` in dialect `sparse_tensor`");
        return Err(p.error_at(loc, msg));
    };
    p.parse_token(TokenKind::Less, "<")?;
    let enc_loc = p.loc();
    // The encoding in full (`#sparse_tensor.encoding<...>` or an alias), or stripped of its
    // dialect prefix as MLIR prints it without aliases (`<{ map = ... }>`).
    let mut encoding = if p.kind() == TokenKind::Less {
        crate::sparse_tensor::encoding::parse::parse_encoding(p, enc_loc)?
    } else {
        p.parse_attribute()?
    };
    if encoding_of_attr(p.ctx, encoding).is_none() {
        return Err(p.error_at(enc_loc, "invalid kind of attribute specified"));
    }
    let (lo, hi) = if kind == SparseTypeKind::StorageSpecifier {
        let normalized = encoding_of_attr(p.ctx, encoding).map(specifier_encoding);
        if let Some(n) = normalized {
            encoding = p.ctx.intern_attr(AttrKind::Dialect(DialectObj::new(n)));
        }
        (0, 0)
    } else {
        p.parse_token(TokenKind::Comma, ",")?;
        if !p.consume_keyword("lvls") {
            return Err(p.error("expected 'lvls'"));
        }
        p.parse_token(TokenKind::Equal, "=")?;
        parse_level_range(p).map_err(|mut d| {
            d.loc = loc;
            d
        })?
    };
    p.parse_token(TokenKind::Greater, ">")?;
    Ok(make_type(
        p.ctx,
        SparseDialectType {
            kind,
            encoding,
            lo,
            hi,
        },
    ))
}
