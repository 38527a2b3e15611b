//! The `ub` dialect: undefined behavior. `ub.poison` (a value of any type that MLIR's own
//! lowerings write, for example the padding of a `vector.transfer_read`) and the
//! `ub.unreachable` terminator, with MLIR 22's syntax.

use tile_ir::declare_op;
use tile_ir::dialect::{DialectInfo, DialectRegistry};
use tile_ir::dialect_data::{DialectData, DialectObj};
use tile_ir::ods::constraints::ANY_TYPE;
use tile_ir::ods::{AttrConstraint, AttrSyntax};
use tile_ir::parser::{PResult, Parser};
use tile_ir::{Attr, AttrKind, Context, Loc};

/// Registers the ub dialect.
pub fn register(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo {
        parse_attr: Some(parse_ub_attr),
        ..DialectInfo::new(
            "ub",
            "Undefined behavior: poison values and unreachable code",
        )
    });
    r.add_ops(&[PoisonOp::def, UnreachableOp::def]);
}

/// `#ub.poison`: the poison value's attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Poison;

impl DialectData for Poison {
    fn print(&self, _ctx: &Context, out: &mut String) {
        out.push_str("ub.poison");
    }
    tile_ir::impl_dialect_data_boilerplate!();
}

fn parse_ub_attr(p: &mut Parser<'_>, ident: &str, loc: Loc) -> PResult<Attr> {
    match ident {
        "ub.poison" => Ok(p
            .ctx
            .intern_attr(AttrKind::Dialect(DialectObj::new(Poison)))),
        other => Err(crate::ods::unknown_dialect_attr(
            p,
            loc,
            "ub",
            other.strip_prefix("ub.").unwrap_or(other),
        )),
    }
}

/// `PoisonAttrInterface`: `#ub.poison`.
pub struct PoisonAttr;
impl AttrConstraint for PoisonAttr {
    type Value = ();
    const DESC: &'static str = "PoisonAttrInterface instance";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<()> {
        match ctx.attr_kind(a) {
            AttrKind::Dialect(d) => d.downcast::<Poison>().map(|_| ()),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, _: ()) -> Attr {
        ctx.intern_attr(AttrKind::Dialect(DialectObj::new(Poison)))
    }
    // The property holds the interface: another attribute does not convert.
    fn converts(ctx: &Context, a: Attr) -> bool {
        Self::check(ctx, a)
    }
}

declare_op! {
    /// `%p = ub.poison : vector<4xf32>`
    pub struct PoisonOp = "ub.poison", "Poisoned constant operation";
    results { result: one ANY_TYPE }
    attrs { value: default PoisonAttr = () }
    traits [PURE];
    format "attr-dict (`<` $value^ `>`)? `:` type($result)";
}

declare_op! {
    /// `ub.unreachable`
    pub struct UnreachableOp = "ub.unreachable", "Unreachable operation";
    traits [TERMINATOR];
    format "attr-dict";
}
