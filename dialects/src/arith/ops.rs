//! The table of arith ops: name, syntax family, optional flags, traits and type constraints.

use super::types::Constraint;

/// The optional modifiers an op's custom syntax carries after its operands.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Flags {
    /// None.
    None,
    /// `overflow<nsw, nuw>`, default-valued property `overflowFlags`.
    Overflow,
    /// `exact`, unit property `isExact`.
    Exact,
    /// `fastmath<...>`, default-valued property `fastmath`.
    FastMath,
    /// `fastmath<...>`, optional property `fastmath`.
    OptFastMath,
    /// An optional rounding mode keyword (`roundingmode`), then optional `fastmath`.
    RoundingFastMath,
}

impl Flags {
    /// The property names these flags live in.
    pub fn properties(self) -> &'static [&'static str] {
        match self {
            Flags::None => &[],
            Flags::Overflow => &["overflowFlags"],
            Flags::Exact => &["isExact"],
            Flags::FastMath | Flags::OptFastMath => &["fastmath"],
            Flags::RoundingFastMath => &["roundingmode", "fastmath"],
        }
    }
}

/// The syntax family of an op.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Form {
    /// `arith.constant attr-dict $value`
    Constant,
    /// `$lhs, $rhs flags attr-dict : type`
    Binary,
    /// `$operand flags attr-dict : type`
    Unary,
    /// `$predicate, $lhs, $rhs flags attr-dict : type($lhs)` with integer predicates.
    CmpI,
    /// Same with float predicates.
    CmpF,
    /// `%c, %t, %f attr-dict : [cond-type,] type`
    Select,
    /// `$in flags attr-dict : type($in) to type($out)`
    Cast(CastRule),
    /// `$lhs, $rhs attr-dict : type($sum), type($overflow)`
    AddUIExtended,
    /// `$lhs, $rhs attr-dict : type($lhs)` with two results.
    MulExtended,
    /// `$in, $scale flags attr-dict : type($in), type($scale) to type($out)`
    ScalingCast(CastRule),
}

/// Which operand/result types a cast accepts (MLIR's `areCastCompatible`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CastRule {
    /// Integer to strictly wider integer.
    WiderInt,
    /// Integer to strictly narrower integer.
    NarrowerInt,
    /// Float to strictly wider float.
    WiderFloat,
    /// Float to strictly narrower float.
    NarrowerFloat,
    /// Integer to float.
    IntToFloat,
    /// Float to integer.
    FloatToInt,
    /// Index to signless integer or back, also on memrefs.
    Index,
    /// Integer or float to integer or float of equal width, also on memrefs.
    Bitcast,
}

/// One arith op.
#[derive(Copy, Clone, Debug)]
pub struct OpInfo {
    /// Full name.
    pub name: &'static str,
    /// One-line summary.
    pub summary: &'static str,
    /// Syntax family.
    pub form: Form,
    /// Optional modifiers.
    pub flags: Flags,
    /// Whether operands commute.
    pub commutative: bool,
    /// Constraint of the (first) operand.
    pub operand: Constraint,
    /// Constraint of the result.
    pub result: Constraint,
}

const fn op(
    name: &'static str,
    summary: &'static str,
    form: Form,
    flags: Flags,
    commutative: bool,
    operand: Constraint,
    result: Constraint,
) -> OpInfo {
    OpInfo {
        name,
        summary,
        form,
        flags,
        commutative,
        operand,
        result,
    }
}

use Constraint as C;
use Flags as F;
use Form::*;

const INT: Constraint = C::SignlessIntOrIndexLike;
const FLT: Constraint = C::FloatLike;
const FIXED: Constraint = C::SignlessFixedWidthIntLike;

/// Every arith op tile-opt knows.
pub const ARITH_OPS: &[OpInfo] = &[
    op(
        "arith.constant",
        "integer or floating point constant",
        Constant,
        F::None,
        false,
        C::Any,
        C::Any,
    ),
    op(
        "arith.addi",
        "integer addition operation",
        Binary,
        F::Overflow,
        true,
        INT,
        INT,
    ),
    op(
        "arith.subi",
        "integer subtraction operation",
        Binary,
        F::Overflow,
        false,
        INT,
        INT,
    ),
    op(
        "arith.muli",
        "integer multiplication operation",
        Binary,
        F::Overflow,
        true,
        INT,
        INT,
    ),
    op(
        "arith.shli",
        "integer left-shift",
        Binary,
        F::Overflow,
        false,
        INT,
        INT,
    ),
    op(
        "arith.divui",
        "unsigned integer division operation",
        Binary,
        F::Exact,
        false,
        INT,
        INT,
    ),
    op(
        "arith.divsi",
        "signed integer division operation",
        Binary,
        F::Exact,
        false,
        INT,
        INT,
    ),
    op(
        "arith.shrui",
        "unsigned integer right-shift",
        Binary,
        F::Exact,
        false,
        INT,
        INT,
    ),
    op(
        "arith.shrsi",
        "signed integer right-shift",
        Binary,
        F::Exact,
        false,
        INT,
        INT,
    ),
    op(
        "arith.ceildivui",
        "unsigned ceil integer division operation",
        Binary,
        F::None,
        false,
        INT,
        INT,
    ),
    op(
        "arith.ceildivsi",
        "signed ceil integer division operation",
        Binary,
        F::None,
        false,
        INT,
        INT,
    ),
    op(
        "arith.floordivsi",
        "signed floor integer division operation",
        Binary,
        F::None,
        false,
        INT,
        INT,
    ),
    op(
        "arith.remui",
        "unsigned integer division remainder operation",
        Binary,
        F::None,
        false,
        INT,
        INT,
    ),
    op(
        "arith.remsi",
        "signed integer division remainder operation",
        Binary,
        F::None,
        false,
        INT,
        INT,
    ),
    op(
        "arith.andi",
        "integer binary and",
        Binary,
        F::None,
        true,
        INT,
        INT,
    ),
    op(
        "arith.ori",
        "integer binary or",
        Binary,
        F::None,
        true,
        INT,
        INT,
    ),
    op(
        "arith.xori",
        "integer binary xor",
        Binary,
        F::None,
        true,
        INT,
        INT,
    ),
    op(
        "arith.maxsi",
        "signed integer maximum operation",
        Binary,
        F::None,
        true,
        INT,
        INT,
    ),
    op(
        "arith.maxui",
        "unsigned integer maximum operation",
        Binary,
        F::None,
        true,
        INT,
        INT,
    ),
    op(
        "arith.minsi",
        "signed integer minimum operation",
        Binary,
        F::None,
        true,
        INT,
        INT,
    ),
    op(
        "arith.minui",
        "unsigned integer minimum operation",
        Binary,
        F::None,
        true,
        INT,
        INT,
    ),
    op(
        "arith.addf",
        "floating point addition operation",
        Binary,
        F::FastMath,
        true,
        FLT,
        FLT,
    ),
    op(
        "arith.subf",
        "floating point subtraction operation",
        Binary,
        F::FastMath,
        false,
        FLT,
        FLT,
    ),
    op(
        "arith.mulf",
        "floating point multiplication operation",
        Binary,
        F::FastMath,
        true,
        FLT,
        FLT,
    ),
    op(
        "arith.divf",
        "floating point division operation",
        Binary,
        F::FastMath,
        false,
        FLT,
        FLT,
    ),
    op(
        "arith.remf",
        "floating point division remainder operation",
        Binary,
        F::FastMath,
        false,
        FLT,
        FLT,
    ),
    op(
        "arith.maximumf",
        "floating-point maximum operation",
        Binary,
        F::FastMath,
        true,
        FLT,
        FLT,
    ),
    op(
        "arith.minimumf",
        "floating-point minimum operation",
        Binary,
        F::FastMath,
        true,
        FLT,
        FLT,
    ),
    op(
        "arith.maxnumf",
        "floating-point maximum operation",
        Binary,
        F::FastMath,
        true,
        FLT,
        FLT,
    ),
    op(
        "arith.minnumf",
        "floating-point minimum operation",
        Binary,
        F::FastMath,
        true,
        FLT,
        FLT,
    ),
    op(
        "arith.negf",
        "floating point negation",
        Unary,
        F::FastMath,
        false,
        FLT,
        FLT,
    ),
    op(
        "arith.cmpi",
        "integer comparison operation",
        CmpI,
        F::None,
        false,
        INT,
        C::BoolLike,
    ),
    op(
        "arith.cmpf",
        "floating-point comparison operation",
        CmpF,
        F::FastMath,
        false,
        FLT,
        C::BoolLike,
    ),
    op(
        "arith.select",
        "select operation",
        Select,
        F::None,
        false,
        C::BoolLike,
        C::Any,
    ),
    op(
        "arith.extui",
        "integer zero extension operation",
        Cast(CastRule::WiderInt),
        F::None,
        false,
        FIXED,
        FIXED,
    ),
    op(
        "arith.extsi",
        "integer sign extension operation",
        Cast(CastRule::WiderInt),
        F::None,
        false,
        FIXED,
        FIXED,
    ),
    op(
        "arith.trunci",
        "integer truncation operation",
        Cast(CastRule::NarrowerInt),
        F::Overflow,
        false,
        FIXED,
        FIXED,
    ),
    op(
        "arith.extf",
        "cast from floating-point to wider floating-point",
        Cast(CastRule::WiderFloat),
        F::OptFastMath,
        false,
        FLT,
        FLT,
    ),
    op(
        "arith.truncf",
        "cast from floating-point to narrower floating-point",
        Cast(CastRule::NarrowerFloat),
        F::RoundingFastMath,
        false,
        FLT,
        FLT,
    ),
    op(
        "arith.uitofp",
        "cast from unsigned integer type to floating-point",
        Cast(CastRule::IntToFloat),
        F::None,
        false,
        FIXED,
        FLT,
    ),
    op(
        "arith.sitofp",
        "cast from integer type to floating-point",
        Cast(CastRule::IntToFloat),
        F::None,
        false,
        FIXED,
        FLT,
    ),
    op(
        "arith.fptoui",
        "cast from floating-point type to integer type",
        Cast(CastRule::FloatToInt),
        F::None,
        false,
        FLT,
        FIXED,
    ),
    op(
        "arith.fptosi",
        "cast from floating-point type to integer type",
        Cast(CastRule::FloatToInt),
        F::None,
        false,
        FLT,
        FIXED,
    ),
    op(
        "arith.index_cast",
        "cast between index and integer types",
        Cast(CastRule::Index),
        F::None,
        false,
        C::IndexCastLike,
        C::IndexCastLike,
    ),
    op(
        "arith.index_castui",
        "unsigned cast between index and integer types",
        Cast(CastRule::Index),
        F::None,
        false,
        C::IndexCastLike,
        C::IndexCastLike,
    ),
    op(
        "arith.bitcast",
        "bitcast between values of equal bit width",
        Cast(CastRule::Bitcast),
        F::None,
        false,
        C::BitcastLike,
        C::BitcastLike,
    ),
    op(
        "arith.addui_extended",
        "extended unsigned integer addition operation returning sum and overflow bit",
        AddUIExtended,
        F::None,
        true,
        INT,
        INT,
    ),
    op(
        "arith.mulsi_extended",
        "extended signed integer multiplication operation",
        MulExtended,
        F::None,
        true,
        INT,
        INT,
    ),
    op(
        "arith.mului_extended",
        "extended unsigned integer multiplication operation",
        MulExtended,
        F::None,
        true,
        INT,
        INT,
    ),
    op(
        "arith.scaling_extf",
        "Upcasts input floats using provided scales values following OCP MXFP Spec",
        ScalingCast(CastRule::WiderFloat),
        F::OptFastMath,
        false,
        FLT,
        FLT,
    ),
    op(
        "arith.scaling_truncf",
        "Downcasts input floating point values using provided scales values following OCP MXFP Spec",
        ScalingCast(CastRule::NarrowerFloat),
        F::RoundingFastMath,
        false,
        FLT,
        FLT,
    ),
];

/// The table entry of op `name`.
pub fn op_info(name: &str) -> Option<&'static OpInfo> {
    ARITH_OPS.iter().find(|o| o.name == name)
}

/// The inherent attribute names of an op.
pub fn inherent_attrs(info: &OpInfo) -> &'static [&'static str] {
    match info.form {
        Form::Constant => &["value"],
        Form::CmpI => &["predicate"],
        Form::CmpF => &["fastmath", "predicate"],
        _ => info.flags.properties(),
    }
}
