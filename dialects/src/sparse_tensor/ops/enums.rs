//! The keyword enums of sparse_tensor ops (`#sparse_tensor<kind lvl_sz>`,
//! `#sparse_tensor<CrdTransDirection dim_to_lvl>`,
//! `#sparse_tensor<SparseTensorSortAlgorithm quick_sort>`): one payload for every family, and
//! one generic constraint ([`EnumAttr`]) and `custom<...>` directive ([`keyword_directive`]).

use tile_ir::dialect_data::{DialectData, DialectObj};
use tile_ir::ods::{AttrConstraint, AttrSyntax, CustomArg, CustomDirective, CustomView};
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::{Attr, AttrKind, Context};

/// One enum family: its mnemonic in `#sparse_tensor<mnemonic kw>`, MLIR's C++ name (for
/// the error message), its keywords in value order and its constraint's description.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct EnumFamily {
    /// `kind`, `CrdTransDirection`.
    pub mnemonic: &'static str,
    /// `::mlir::sparse_tensor::StorageSpecifierKind`.
    pub cpp: &'static str,
    /// The keywords, in MLIR's order.
    pub keywords: &'static [&'static str],
    /// MLIR's description of the attribute constraint.
    pub desc: &'static str,
}

/// `StorageSpecifierKind`.
pub const SPECIFIER_KIND: EnumFamily = EnumFamily {
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
    desc: "sparse tensor storage specifier kind",
};

/// `CrdTransDirectionKind`.
pub const CRD_TRANS_DIRECTION: EnumFamily = EnumFamily {
    mnemonic: "CrdTransDirection",
    cpp: "::mlir::sparse_tensor::CrdTransDirectionKind",
    keywords: &["dim_to_lvl", "lvl_to_dim"],
    desc: "sparse tensor coordinate translation direction",
};

/// `SparseTensorSortKind`: the algorithms of `sparse_tensor.sort` and `reorder_coo`.
pub const SORT_ALGORITHM: EnumFamily = EnumFamily {
    mnemonic: "SparseTensorSortAlgorithm",
    cpp: "::mlir::sparse_tensor::SparseTensorSortKind",
    keywords: &[
        "hybrid_quick_sort",
        "insertion_sort_stable",
        "quick_sort",
        "heap_sort",
    ],
    desc: "sparse tensor sort algorithm",
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
            .filter(|v| v.family == family)
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

/// A keyword of `family` at the parser (`Err` is MLIR's message and where the keyword is).
fn keyword_of(p: &mut Parser<'_>, family: &'static EnumFamily) -> Result<Attr, tile_ir::Loc> {
    let loc = p.loc();
    let kw = p.parse_optional_keyword().unwrap_or("");
    match family.keywords.iter().position(|k| *k == kw) {
        Some(i) => Ok(make(p.ctx, family, i)),
        None => Err(loc),
    }
}

/// MLIR's error for a keyword outside the family.
fn expected(family: &EnumFamily) -> String {
    let keywords = family.keywords.join(", ");
    format!("expected {} to be one of: {keywords}", family.cpp)
}

/// Parses a keyword of `family` (the body of the generic form, after the mnemonic).
pub fn parse_keyword_of(p: &mut Parser<'_>, family: &'static EnumFamily) -> PResult<Attr> {
    keyword_of(p, family).map_err(|loc| p.error_at(loc, expected(family)))
}

/// The family whose generic mnemonic is `m` (`kind`, `CrdTransDirection`).
pub fn family_of_mnemonic(m: &str) -> Option<&'static EnumFamily> {
    [&SPECIFIER_KIND, &CRD_TRANS_DIRECTION, &SORT_ALGORITHM]
        .into_iter()
        .find(|f| f.mnemonic == m)
}

/// What a view of an enum attribute reads: the case index, or a Rust enum of the cases.
pub trait EnumCase: Copy + PartialEq {
    /// The case at `index` in the family's keyword order.
    fn from_index(index: usize) -> Option<Self>;
    /// The case's index.
    fn index(self) -> usize;
}

impl EnumCase for usize {
    fn from_index(index: usize) -> Option<usize> {
        Some(index)
    }
    fn index(self) -> usize {
        self
    }
}

/// An enum family as a type, for [`EnumAttr`] and [`keyword_directive`].
pub trait Family {
    /// The family.
    const FAMILY: &'static EnumFamily;
    /// What views read and builders take.
    type Value: EnumCase;
}

/// The attribute constraint of a family (`SparseTensorStorageSpecifierKindAttr`, ...).
pub struct EnumAttr<F>(std::marker::PhantomData<F>);
impl<F: Family> AttrConstraint for EnumAttr<F> {
    type Value = F::Value;
    const DESC: &'static str = F::FAMILY.desc;
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<F::Value> {
        enum_value(ctx, a, F::FAMILY).and_then(F::Value::from_index)
    }
    fn make(ctx: &mut Context, v: F::Value) -> Attr {
        make(ctx, F::FAMILY, v.index())
    }
}

/// `StorageSpecifierKind`, read as its index.
pub struct SpecifierKind;
impl Family for SpecifierKind {
    const FAMILY: &'static EnumFamily = &SPECIFIER_KIND;
    type Value = usize;
}
/// `SparseTensorStorageSpecifierKindAttr`.
pub type SpecifierKindAttr = EnumAttr<SpecifierKind>;

/// `CrdTransDirectionKind`, read as its index (0 is `dim_to_lvl`).
pub struct CrdTransDirection;
impl Family for CrdTransDirection {
    const FAMILY: &'static EnumFamily = &CRD_TRANS_DIRECTION;
    type Value = usize;
}
/// `SparseTensorCrdTransDirectionAttr`.
pub type CrdTransDirectionAttr = EnumAttr<CrdTransDirection>;

/// `custom<Name>($attr)`: a keyword of `F`'s family, which MLIR prints with a leading space
/// of its own (`storage_specifier.get %0  lvl_sz`, `sparse_tensor.sort  quick_sort`).
pub const fn keyword_directive<F: Family>(name: &'static str) -> CustomDirective {
    CustomDirective {
        name,
        parse: parse_custom::<F>,
        print: print_keyword,
    }
}

fn parse_custom<'a, F: Family>(
    p: &mut Parser<'a>,
    fs: &mut tile_ir::ods::FormatState<'a>,
    args: &[CustomArg],
) -> PResult<()> {
    let a = keyword_of(p, F::FAMILY)
        .map_err(|loc| tile_ir::ods::custom_error(loc, fs.op_name, expected(F::FAMILY)))?;
    fs.set_attr(args.first(), a);
    Ok(())
}

fn print_keyword(p: &mut OpPrinter<'_>, view: &CustomView<'_>) {
    let ctx = p.ctx();
    let kw = view
        .attr(ctx, 0)
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Dialect(d) => d.downcast::<EnumValue>().map(EnumValue::keyword),
            _ => None,
        })
        .unwrap_or("");
    p.write(" ");
    p.write(kw);
}
