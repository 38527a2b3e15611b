//! The keyword enums of sparse_tensor ops (`#sparse_tensor<kind lvl_sz>`,
//! `#sparse_tensor<CrdTransDirection dim_to_lvl>`): one payload for both families, a
//! constraint and a `custom<...>` directive per family.

use tile_ir::dialect_data::{DialectData, DialectObj};
use tile_ir::ods::{AttrConstraint, AttrSyntax, CustomArg, CustomDirective};
use tile_ir::parser::{PResult, Parser};
use tile_ir::{Attr, AttrKind, Context};

/// One enum family: its mnemonic in `#sparse_tensor<mnemonic kw>`, MLIR's C++ name (for
/// the error message) and its keywords in value order.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct EnumFamily {
    /// `kind`, `CrdTransDirection`.
    pub mnemonic: &'static str,
    /// `::mlir::sparse_tensor::StorageSpecifierKind`.
    pub cpp: &'static str,
    /// The keywords, in MLIR's order.
    pub keywords: &'static [&'static str],
}

/// `StorageSpecifierKind`.
pub static SPECIFIER_KIND: EnumFamily = EnumFamily {
    mnemonic: "kind",
    cpp: "::mlir::sparse_tensor::StorageSpecifierKind",
    keywords: &[
        "lvl_sz",
        "pos_mem_sz",
        "crd_mem_sz",
        "val_mem_sz",
        "dim_offset",
        "dim_stride",
    ],
};

/// `CrdTransDirectionKind`.
pub static CRD_TRANS_DIRECTION: EnumFamily = EnumFamily {
    mnemonic: "CrdTransDirection",
    cpp: "::mlir::sparse_tensor::CrdTransDirectionKind",
    keywords: &["dim_to_lvl", "lvl_to_dim"],
};

/// A value of one family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EnumValue {
    /// The family.
    pub family: &'static EnumFamily,
    /// Index into the family's keywords.
    pub index: usize,
}

impl EnumValue {
    /// The keyword.
    pub fn keyword(&self) -> &'static str {
        self.family.keywords.get(self.index).copied().unwrap_or("")
    }
}

impl DialectData for EnumValue {
    fn print(&self, _ctx: &Context, out: &mut String) {
        out.push_str("sparse_tensor<");
        out.push_str(self.family.mnemonic);
        out.push(' ');
        out.push_str(self.keyword());
        out.push('>');
    }
    tile_ir::impl_dialect_data_boilerplate!();
}

/// The value of `a` if it belongs to `family`.
pub fn enum_value(ctx: &Context, a: Attr, family: &EnumFamily) -> Option<usize> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect(d) => d
            .downcast::<EnumValue>()
            .filter(|v| std::ptr::eq(v.family, family) || v.family == family)
            .map(|v| v.index),
        _ => None,
    }
}

fn make(ctx: &mut Context, family: &'static EnumFamily, index: usize) -> Attr {
    ctx.intern_attr(AttrKind::Dialect(DialectObj::new(EnumValue {
        family,
        index,
    })))
}

/// MLIR's error for a keyword outside the family.
fn expected(family: &EnumFamily) -> String {
    format!(
        "expected {} to be one of: {}",
        family.cpp,
        family.keywords.join(", ")
    )
}

/// Parses a keyword of `family` (the body of the generic form, after the mnemonic).
pub fn parse_keyword_of(p: &mut Parser<'_>, family: &'static EnumFamily) -> PResult<Attr> {
    let loc = p.loc();
    let kw = p.parse_optional_keyword().unwrap_or("");
    match family.keywords.iter().position(|k| *k == kw) {
        Some(i) => Ok(make(p.ctx, family, i)),
        None => Err(p.error_at(loc, expected(family))),
    }
}

/// The family whose generic mnemonic is `m` (`kind`, `CrdTransDirection`).
pub fn family_of_mnemonic(m: &str) -> Option<&'static EnumFamily> {
    [&SPECIFIER_KIND, &CRD_TRANS_DIRECTION]
        .into_iter()
        .find(|f| f.mnemonic == m)
}

/// `SparseTensorStorageSpecifierKindAttr`.
pub struct SpecifierKindAttr;
impl AttrConstraint for SpecifierKindAttr {
    type Value = usize;
    const DESC: &'static str = "sparse tensor storage specifier kind";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<usize> {
        enum_value(ctx, a, &SPECIFIER_KIND)
    }
    fn make(ctx: &mut Context, v: usize) -> Attr {
        make(ctx, &SPECIFIER_KIND, v)
    }
}

/// `SparseTensorCrdTransDirectionAttr`.
pub struct CrdTransDirectionAttr;
impl AttrConstraint for CrdTransDirectionAttr {
    type Value = usize;
    const DESC: &'static str = "sparse tensor coordinate translation direction";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<usize> {
        enum_value(ctx, a, &CRD_TRANS_DIRECTION)
    }
    fn make(ctx: &mut Context, v: usize) -> Attr {
        make(ctx, &CRD_TRANS_DIRECTION, v)
    }
}

/// The keyword of a custom-syntax enum, which MLIR prints with a leading space of its own
/// (`storage_specifier.get %0  lvl_sz`).
fn print_keyword(p: &mut tile_ir::printer::OpPrinter<'_>, a: Option<Attr>) {
    let ctx = p.ctx();
    let kw = a
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Dialect(d) => d.downcast::<EnumValue>().map(EnumValue::keyword),
            _ => None,
        })
        .unwrap_or("");
    p.write(" ");
    p.write(kw);
}

fn parse_custom(
    p: &mut Parser<'_>,
    fs: &mut tile_ir::ods::FormatState<'_>,
    args: &[CustomArg],
    family: &'static EnumFamily,
) -> PResult<()> {
    let loc = p.loc();
    let kw = p.parse_optional_keyword().unwrap_or("");
    let Some(i) = family.keywords.iter().position(|k| *k == kw) else {
        return Err(tile_ir::ods::custom_error(
            loc,
            fs.op_name,
            expected(family),
        ));
    };
    let a = make(p.ctx, family, i);
    fs.set_attr(args.first(), a);
    Ok(())
}

/// `custom<SpecifierKind>($specifierKind)`.
pub const SPECIFIER_KIND_DIRECTIVE: CustomDirective = CustomDirective {
    name: "SpecifierKind",
    parse: |p, fs, args| parse_custom(p, fs, args, &SPECIFIER_KIND),
    print: |p, view| {
        let a = view.attr(p.ctx(), 0);
        print_keyword(p, a);
    },
};

/// `custom<CrdTransDirection>($direction)`.
pub const CRD_TRANS_DIRECTION_DIRECTIVE: CustomDirective = CustomDirective {
    name: "CrdTransDirection",
    parse: |p, fs, args| parse_custom(p, fs, args, &CRD_TRANS_DIRECTION),
    print: |p, view| {
        let a = view.attr(p.ctx(), 0);
        print_keyword(p, a);
    },
};
