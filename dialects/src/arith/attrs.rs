//! The arith dialect attributes `#arith.fastmath<...>` and `#arith.overflow<...>`, the
//! comparison predicates and the rounding modes (plain integer attributes in MLIR 22).

use tile_ir::dialect_data::{DialectData, DialectObj};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::{Attr, AttrKind, Context, Loc};

/// Which flag set a `<...>` body holds.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FlagKind {
    /// `#arith.fastmath`: `reassoc`, `nnan`, `ninf`, `nsz`, `arcp`, `contract`, `afn`, `fast`.
    FastMath,
    /// `#arith.overflow`: `nsw`, `nuw`.
    Overflow,
}

/// The fast-math flags, in MLIR's bit order.
const FASTMATH_FLAGS: [(&str, u32); 7] = [
    ("reassoc", 1),
    ("nnan", 2),
    ("ninf", 4),
    ("nsz", 8),
    ("arcp", 16),
    ("contract", 32),
    ("afn", 64),
];
/// `fast`: every fast-math flag.
pub const FASTMATH_FAST: u32 = 127;
/// `nnan`.
pub const FASTMATH_NNAN: u32 = 2;
/// `nsz`.
pub const FASTMATH_NSZ: u32 = 8;
/// `contract`.
pub const FASTMATH_CONTRACT: u32 = 32;
/// The overflow flags, in MLIR's bit order.
const OVERFLOW_FLAGS: [(&str, u32); 2] = [("nsw", 1), ("nuw", 2)];
/// `nsw`.
pub const OVERFLOW_NSW: u32 = 1;
/// `nuw`.
pub const OVERFLOW_NUW: u32 = 2;

impl FlagKind {
    fn flags(self) -> &'static [(&'static str, u32)] {
        match self {
            FlagKind::FastMath => &FASTMATH_FLAGS,
            FlagKind::Overflow => &OVERFLOW_FLAGS,
        }
    }
    fn separator(self) -> &'static str {
        match self {
            FlagKind::FastMath => ",",
            FlagKind::Overflow => ", ",
        }
    }
    /// The mnemonic after `#arith.` and the custom-syntax keyword (`fastmath`, `overflow`).
    pub fn mnemonic(self) -> &'static str {
        match self {
            FlagKind::FastMath => "fastmath",
            FlagKind::Overflow => "overflow",
        }
    }
    fn enum_name(self) -> &'static str {
        match self {
            FlagKind::FastMath => "::mlir::arith::FastMathFlags",
            FlagKind::Overflow => "::mlir::arith::IntegerOverflowFlags",
        }
    }
    fn keywords(self) -> &'static str {
        match self {
            FlagKind::FastMath => "none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast",
            FlagKind::Overflow => "none, nsw, nuw",
        }
    }
    /// The value of one keyword.
    fn keyword_value(self, kw: &str) -> Option<u32> {
        match (self, kw) {
            (_, "none") => Some(0),
            (FlagKind::FastMath, "fast") => Some(FASTMATH_FAST),
            _ => self.flags().iter().find(|(n, _)| *n == kw).map(|&(_, v)| v),
        }
    }
}

/// A set of arith flags (`#arith.fastmath<nnan,ninf>`, `#arith.overflow<nsw, nuw>`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct ArithFlags {
    /// Fast-math or overflow.
    pub kind: FlagKind,
    /// The bits.
    pub bits: u32,
}

impl ArithFlags {
    /// The body between `<` and `>`: `none`, `fast`, or the flags in bit order.
    pub fn body(&self) -> String {
        if self.bits == 0 {
            return "none".to_string();
        }
        if self.kind == FlagKind::FastMath && self.bits & FASTMATH_FAST == FASTMATH_FAST {
            return "fast".to_string();
        }
        let names: Vec<&str> = self
            .kind
            .flags()
            .iter()
            .filter(|(_, v)| self.bits & v != 0)
            .map(|(n, _)| *n)
            .collect();
        names.join(self.kind.separator())
    }
}

impl DialectData for ArithFlags {
    fn print(&self, _ctx: &Context, out: &mut String) {
        out.push_str("arith.");
        out.push_str(self.kind.mnemonic());
        out.push('<');
        out.push_str(&self.body());
        out.push('>');
    }
    tile_ir::impl_dialect_data_boilerplate!();
}

/// Interns a flags attribute.
pub fn flags_attr(ctx: &mut Context, kind: FlagKind, bits: u32) -> Attr {
    ctx.intern_attr(AttrKind::Dialect(DialectObj::new(ArithFlags {
        kind,
        bits,
    })))
}

/// The flags of `a` if it is a flags attribute of `kind`.
pub fn attr_flags(ctx: &Context, a: Attr, kind: FlagKind) -> Option<u32> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect(d) => d
            .downcast::<ArithFlags>()
            .filter(|f| f.kind == kind)
            .map(|f| f.bits),
        _ => None,
    }
}

/// Parses `<flag, flag>` (the part after the mnemonic). `op` names the op for MLIR's
/// `custom op '...'` prefix when parsing custom syntax.
pub fn parse_flags_body(p: &mut Parser<'_>, kind: FlagKind, op: Option<&str>) -> PResult<u32> {
    p.parse_token(TokenKind::Less, "<")?;
    let prefix = op.map(|n| format!("custom op '{n}' ")).unwrap_or_default();
    let mut bits = 0;
    // MLIR reports an unknown flag at the start of the list.
    let loc = p.loc();
    loop {
        let kw = match p.kind() {
            TokenKind::BareIdent => {
                let k = p.text().to_string();
                p.bump();
                k
            }
            TokenKind::String => p.parse_string()?,
            _ => {
                return Err(with_param_error(
                    p,
                    p.error(format!("{prefix}expected valid keyword or string")),
                    kind,
                    &prefix,
                ));
            }
        };
        let Some(v) = kind.keyword_value(&kw) else {
            let first = p.error_at(
                loc,
                format!(
                    "{prefix}expected {} to be one of: {}",
                    kind.enum_name(),
                    kind.keywords()
                ),
            );
            return Err(with_param_error(p, first, kind, &prefix));
        };
        bits |= v;
        if !p.consume_if(TokenKind::Comma) {
            break;
        }
    }
    p.parse_token(TokenKind::Greater, ">")?;
    Ok(bits)
}

/// MLIR's follow-up error after a bad flag (see `crate::ods::enum_param_error`).
fn with_param_error(
    p: &Parser<'_>,
    first: tile_ir::Diagnostic,
    kind: FlagKind,
    prefix: &str,
) -> tile_ir::Diagnostic {
    let attr = match kind {
        FlagKind::FastMath => "Arith_FastMathAttr",
        FlagKind::Overflow => "Arith_IntegerOverflowAttr",
    };
    crate::ods::enum_param_error(p, first, attr, kind.enum_name(), prefix)
}

/// The dialect attribute hook: `#arith.fastmath<...>` and `#arith.overflow<...>`.
pub fn parse_arith_attr(p: &mut Parser<'_>, ident: &str, loc: Loc) -> PResult<Attr> {
    let mnemonic = ident.strip_prefix("arith.").unwrap_or("");
    let kind = match mnemonic {
        "fastmath" => FlagKind::FastMath,
        "overflow" => FlagKind::Overflow,
        _ => return Err(crate::ods::unknown_dialect_attr(p, loc, "arith", mnemonic)),
    };
    let bits = parse_flags_body(p, kind, None)?;
    Ok(flags_attr(p.ctx, kind, bits))
}

/// `arith.cmpi` predicates by value.
pub const CMPI_PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
/// `arith.cmpf` predicates by value.
pub const CMPF_PREDICATES: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];
/// `arith.cmpf oeq` (ordered and equal).
pub const CMPF_OEQ: i64 = 1;
/// `arith.cmpf une` (unordered or not equal).
pub const CMPF_UNE: i64 = 13;
/// `arith.truncf` rounding modes by value.
pub const ROUNDING_MODES: [&str; 5] = [
    "to_nearest_even",
    "downward",
    "upward",
    "toward_zero",
    "to_nearest_away",
];

/// The integer predicates, in value order.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CmpIPredicate {
    /// `eq`
    Eq,
    /// `ne`
    Ne,
    /// `slt`
    Slt,
    /// `sle`
    Sle,
    /// `sgt`
    Sgt,
    /// `sge`
    Sge,
    /// `ult`
    Ult,
    /// `ule`
    Ule,
    /// `ugt`
    Ugt,
    /// `uge`
    Uge,
}

impl CmpIPredicate {
    /// The keyword (`slt`).
    pub fn keyword(self) -> &'static str {
        CMPI_PREDICATES.get(self as usize).copied().unwrap_or("")
    }

    /// The predicate spelled `kw`.
    pub fn from_keyword(kw: &str) -> Option<Self> {
        let i = CMPI_PREDICATES.iter().position(|k| *k == kw)?;
        Self::from_value(i as i128)
    }

    /// Whether `lhs pred rhs` holds for integers of `width` bits (1 to 128), given by their
    /// low bits.
    pub fn holds(self, lhs: u128, rhs: u128, width: u32) -> bool {
        match (
            super::ints::ApInt::new(lhs as i128, width),
            super::ints::ApInt::new(rhs as i128, width),
        ) {
            (Some(l), Some(r)) => l.compare(r, self),
            _ => false,
        }
    }

    /// The predicate that holds exactly when this one does not.
    pub fn invert(self) -> Self {
        use CmpIPredicate::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sle => Sgt,
            Sgt => Sle,
            Sge => Slt,
            Ult => Uge,
            Ule => Ugt,
            Ugt => Ule,
            Uge => Ult,
        }
    }

    /// The predicate that holds for swapped operands (`a slt b` is `b sgt a`).
    pub fn swapped(self) -> Self {
        use CmpIPredicate::*;
        match self {
            Slt => Sgt,
            Sgt => Slt,
            Sle => Sge,
            Sge => Sle,
            Ult => Ugt,
            Ugt => Ult,
            Ule => Uge,
            Uge => Ule,
            Eq => Eq,
            Ne => Ne,
        }
    }

    /// The predicate with value `v`.
    pub fn from_value(v: i128) -> Option<Self> {
        use CmpIPredicate::*;
        Some(match v {
            0 => Eq,
            1 => Ne,
            2 => Slt,
            3 => Sle,
            4 => Sgt,
            5 => Sge,
            6 => Ult,
            7 => Ule,
            8 => Ugt,
            9 => Uge,
            _ => return None,
        })
    }
}
