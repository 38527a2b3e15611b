//! Every arith op, declared from `ArithOps.td`: one spec per op gives its parser, printer,
//! structural checks, typed view and builder; `verify.rs` adds the traits and the ops' own
//! `verify()`, `syntax.rs` the custom directives and `arith.select`'s hand-written syntax.

use super::attrs::ROUNDING_MODES;
use super::attrs::{CmpIPredicate, FlagKind, attr_flags, flags_attr};
use super::canonicalize::{
    bitcast_round_trip, cmpi_of_extensions, extsi_of_extui, not_of_cmpi, reassociate_constants,
    simplify_select, trunci_of_ext,
};
use super::fold::fold_arith;
use super::syntax::PREDICATE;
use super::syntax::arith_asm_names;
use super::types::{BITCAST_LIKE, BOOL_LIKE, FIXED_LIKE, FLOAT_LIKE, INDEX_CAST_LIKE, INT_LIKE};
use tile_ir::ods::TypeRelation::{AllMatch, SameOperands, SameOperandsAndResult};
use tile_ir::ods::constraints::{ANY_TYPE, I32Attr, I64Attr, UnitAttr};
use tile_ir::ods::{AttrConstraint, AttrSyntax};
use tile_ir::{Attr, AttrKind, Context, Value, declare_op, declare_ops};

declare_op! {
    /// `arith.constant 1 : i32`
    pub struct ConstantOp = "arith.constant", "integer or floating point constant";
    results { result: one ANY_TYPE }
    attrs { value: required TypedAttr }
    traits [PURE, CONSTANT_LIKE];
    infer |ctx, _, props| {
        let v = tile_ir::ir::find_named(props, "value").ok_or("no value")?;
        super::syntax::constant_attr_type(ctx, v).map(|t| vec![t]).ok_or_else(String::new)
    };
    format "attr-dict $value";
    verify super::verify::verify_constant_op;
    asm_names arith_asm_names;
    fold fold_arith;
}

/// `$lhs, $rhs <flags> : type($result)` (`ArithBinaryOp`): one type for operands and result.
macro_rules! binary_ops {
    ($family:ident: $ty:ident, [$($tr:ident),*], { $($attrs:tt)* }, $fmt:literal;
     $($(#[$m:meta])* $name:ident = $op:literal, $summary:literal
       $(, asm_names $a:path)? $(, canonicalize [$($c:path),*])?;)*) => {
        declare_ops! {
            pub const $family;
            {
                operands { lhs: one $ty, rhs: one $ty }
                results { result: one $ty }
                attrs { $($attrs)* }
                traits [PURE $(, $tr)*];
                relations [SameOperandsAndResult];
                format $fmt;
                verify super::verify::verify_elementwise;
                fold fold_arith;
            }
            $($(#[$m])* $name = $op, $summary $(, asm_names $a)? $(, canonicalize [$($c),*])?;)*
        }
    };
}

binary_ops! { ADDI_MULI: INT_LIKE, [COMMUTATIVE], { overflowFlags: default OverflowAttr = OVERFLOW_NONE },
    "$lhs `,` $rhs ($overflowFlags^)? attr-dict `:` type($result)";
    /// `arith.addi %a, %b : index`
    AddIOp = "arith.addi", "integer addition operation", canonicalize [reassociate_constants];
    /// `arith.muli %a, %b : index`
    MulIOp = "arith.muli", "integer multiplication operation", asm_names arith_asm_names, canonicalize [reassociate_constants];
}
binary_ops! { SUBI_SHLI: INT_LIKE, [], { overflowFlags: default OverflowAttr = OVERFLOW_NONE },
    "$lhs `,` $rhs ($overflowFlags^)? attr-dict `:` type($result)";
    /// `arith.subi %a, %b : index`
    SubIOp = "arith.subi", "integer subtraction operation", canonicalize [reassociate_constants];
    /// `arith.shli %a, %b : i32`
    ShLIOp = "arith.shli", "integer left-shift";
}
binary_ops! { EXACT_OPS: INT_LIKE, [], { isExact: optional UnitAttr },
    "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)";
    /// `arith.divui %a, %b : index`
    DivUIOp = "arith.divui", "unsigned integer division operation";
    /// `arith.divsi %a, %b : index`
    DivSIOp = "arith.divsi", "signed integer division operation";
    /// `arith.shrui %a, %b : index`
    ShRUIOp = "arith.shrui", "unsigned integer right-shift";
    /// `arith.shrsi %a, %b : index`
    ShRSIOp = "arith.shrsi", "signed integer right-shift";
}
binary_ops! { INT_DIV_OPS: INT_LIKE, [], {}, "$lhs `,` $rhs attr-dict `:` type($result)";
    /// `arith.ceildivui %a, %b : index`
    CeilDivUIOp = "arith.ceildivui", "unsigned ceil integer division operation";
    /// `arith.ceildivsi %a, %b : index`
    CeilDivSIOp = "arith.ceildivsi", "signed ceil integer division operation";
    /// `arith.floordivsi %a, %b : index`
    FloorDivSIOp = "arith.floordivsi", "signed floor integer division operation";
    /// `arith.remui %a, %b : index`
    RemUIOp = "arith.remui", "unsigned integer division remainder operation";
    /// `arith.remsi %a, %b : index`
    RemSIOp = "arith.remsi", "signed integer division remainder operation";
}
binary_ops! { INT_COMMUTATIVE_OPS: INT_LIKE, [COMMUTATIVE], {}, "$lhs `,` $rhs attr-dict `:` type($result)";
    /// `arith.andi %a, %b : i1`
    AndIOp = "arith.andi", "integer binary and";
    /// `arith.ori %a, %b : i1`
    OrIOp = "arith.ori", "integer binary or";
    /// `arith.xori %a, %b : i1`
    XOrIOp = "arith.xori", "integer binary xor", canonicalize [not_of_cmpi];
    /// `arith.maxsi %a, %b : index`
    MaxSIOp = "arith.maxsi", "signed integer maximum operation";
    /// `arith.maxui %a, %b : index`
    MaxUIOp = "arith.maxui", "unsigned integer maximum operation";
    /// `arith.minsi %a, %b : index`
    MinSIOp = "arith.minsi", "signed integer minimum operation";
    /// `arith.minui %a, %b : index`
    MinUIOp = "arith.minui", "unsigned integer minimum operation";
}
binary_ops! { FLOAT_COMMUTATIVE_OPS: FLOAT_LIKE, [COMMUTATIVE], { fastmath: default FastMathAttr = FASTMATH_NONE },
    "$lhs `,` $rhs ($fastmath^)? attr-dict `:` type($result)";
    /// `arith.addf %a, %b : f32`
    AddFOp = "arith.addf", "floating point addition operation";
    /// `arith.mulf %a, %b : f32`
    MulFOp = "arith.mulf", "floating point multiplication operation";
    /// `arith.maximumf %a, %b : f32`
    MaximumFOp = "arith.maximumf", "floating-point maximum operation";
    /// `arith.minimumf %a, %b : f32`
    MinimumFOp = "arith.minimumf", "floating-point minimum operation";
    /// `arith.maxnumf %a, %b : f32`
    MaxNumFOp = "arith.maxnumf", "floating-point maximum operation";
    /// `arith.minnumf %a, %b : f32`
    MinNumFOp = "arith.minnumf", "floating-point minimum operation";
}
binary_ops! { FLOAT_BINARY_OPS: FLOAT_LIKE, [], { fastmath: default FastMathAttr = FASTMATH_NONE },
    "$lhs `,` $rhs ($fastmath^)? attr-dict `:` type($result)";
    /// `arith.subf %a, %b : f32`
    SubFOp = "arith.subf", "floating point subtraction operation";
    /// `arith.divf %a, %b : f32`
    DivFOp = "arith.divf", "floating point division operation";
    /// `arith.remf %a, %b : f32`
    RemFOp = "arith.remf", "floating point division remainder operation";
}

declare_op! {
    /// `arith.negf %a : f32`
    pub struct NegFOp = "arith.negf", "floating point negation";
    operands { operand: one FLOAT_LIKE }
    results { result: one FLOAT_LIKE }
    attrs { fastmath: default FastMathAttr = FASTMATH_NONE }
    traits [PURE];
    relations [SameOperandsAndResult];
    format "$operand ($fastmath^)? attr-dict `:` type($result)";
    verify super::verify::verify_elementwise;
    fold fold_arith;
}

declare_op! {
    /// `arith.cmpi slt, %a, %b : i32`
    pub struct CmpIOp = "arith.cmpi", "integer comparison operation";
    operands { lhs: one INT_LIKE, rhs: one INT_LIKE }
    results { result: one BOOL_LIKE }
    attrs { predicate: required CmpIPredicateAttr }
    traits [PURE];
    relations [SameOperands, super::syntax::i1_same_shape_source("lhs")];
    infer super::syntax::infer_i1_same_shape;
    format "custom<Predicate>($predicate) `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
    custom [PREDICATE];
    verify super::verify::verify_i1_result;
    fold fold_arith;
    canonicalize [cmpi_of_extensions];
}

declare_op! {
    /// `arith.cmpf olt, %a, %b : f32`
    pub struct CmpFOp = "arith.cmpf", "floating-point comparison operation";
    operands { lhs: one FLOAT_LIKE, rhs: one FLOAT_LIKE }
    results { result: one BOOL_LIKE }
    attrs { fastmath: default FastMathAttr = FASTMATH_NONE, predicate: required CmpFPredicateAttr }
    traits [PURE];
    relations [SameOperands, super::syntax::i1_same_shape_source("lhs")];
    infer super::syntax::infer_i1_same_shape;
    format "custom<Predicate>($predicate) `,` $lhs `,` $rhs ($fastmath^)? attr-dict `:` type($lhs)";
    custom [PREDICATE];
    verify super::verify::verify_i1_result;
    fold fold_arith;
}

declare_op! {
    /// `arith.select %c, %t, %f : f32` (hand-written syntax, as in MLIR)
    pub struct SelectOp = "arith.select", "select operation";
    operands { condition: one BOOL_LIKE, true_value: one ANY_TYPE, false_value: one ANY_TYPE }
    results { result: one ANY_TYPE }
    traits [PURE];
    relations [AllMatch(&["true_value", "false_value", "result"])];
    syntax super::syntax::parse_select, super::syntax::print_select;
    verify super::verify::verify_select_op;
    fold fold_arith;
    canonicalize [simplify_select];
}

impl SelectOp {
    /// The values `cond ? t : f` pairwise, for a rewrite: a pair of equal values is that
    /// value, others get an `arith.select` inserted at the rewriter's insertion point.
    pub fn insert_pairwise(
        rewriter: &mut tile_ir::pass::rewrite::Rewriter<'_>,
        loc: tile_ir::Loc,
        cond: Value,
        pairs: impl IntoIterator<Item = (Value, Value)>,
    ) -> Vec<Value> {
        let mut out = Vec::new();
        for (t, f) in pairs {
            if t == f {
                out.push(t);
                continue;
            }
            let ty = rewriter.ctx().value_type(t);
            let mut detached = tile_ir::builder::OpBuilder::detached();
            let select = SelectOp::build(&mut detached, rewriter.ctx_mut(), loc, ty, cond, t, f);
            rewriter.insert(select.op());
            out.push(select.result(rewriter.ctx()));
        }
        out
    }
}

impl ConstantOp {
    /// `arith.constant n : index`, built with `b`.
    pub fn build_index(
        b: &mut tile_ir::builder::OpBuilder,
        ctx: &mut tile_ir::Context,
        loc: tile_ir::Loc,
        n: i64,
    ) -> ConstantOp {
        let index = ctx.index_type();
        let value = ctx.int_attr(i128::from(n), index);
        ConstantOp::build(b, ctx, loc, index, value)
    }

    /// Inserts `arith.constant true`/`false` at the rewriter's insertion point; its value.
    pub fn insert_bool(
        rewriter: &mut tile_ir::pass::rewrite::Rewriter<'_>,
        loc: tile_ir::Loc,
        truth: bool,
    ) -> Value {
        let c = rewriter.ctx_mut();
        let (i1, value) = (c.int_type(1), c.intern_attr(tile_ir::AttrKind::Bool(truth)));
        let mut detached = tile_ir::builder::OpBuilder::detached();
        let constant = ConstantOp::build(&mut detached, c, loc, i1, value);
        rewriter.insert(constant.op());
        constant.result(rewriter.ctx())
    }
}

/// `$in <flags> : type($in) to type($out)` (`ArithCastOp`).
macro_rules! cast_ops {
    ($from:ident -> $to:ident, { $($attrs:tt)* }, $fmt:literal;
     $($(#[$m:meta])* $name:ident = $op:literal, $summary:literal
       $(, canonicalize [$($c:path),*])?;)*) => {
        declare_ops! {
            {
                operands { r#in: one $from }
                results { out: one $to }
                attrs { $($attrs)* }
                traits [PURE];
                format $fmt;
                verify super::verify::verify_cast_op;
                fold fold_arith;
            }
            $($(#[$m])* $name = $op, $summary $(, canonicalize [$($c),*])?;)*
        }
    };
}

cast_ops! { FIXED_LIKE -> FIXED_LIKE, {}, "$in attr-dict `:` type($in) `to` type($out)";
    /// `arith.extui %x : i8 to i32`
    ExtUIOp = "arith.extui", "integer zero extension operation";
    /// `arith.extsi %x : i8 to i32`
    ExtSIOp = "arith.extsi", "integer sign extension operation", canonicalize [extsi_of_extui];
}
cast_ops! { FIXED_LIKE -> FIXED_LIKE, { overflowFlags: default OverflowAttr = OVERFLOW_NONE },
    "$in ($overflowFlags^)? attr-dict `:` type($in) `to` type($out)";
    /// `arith.trunci %x : i32 to i8`
    TruncIOp = "arith.trunci", "integer truncation operation", canonicalize [trunci_of_ext];
}
cast_ops! { FLOAT_LIKE -> FLOAT_LIKE, { fastmath: optional FastMathAttr },
    "$in ($fastmath^)? attr-dict `:` type($in) `to` type($out)";
    /// `arith.extf %x : f16 to f32`
    ExtFOp = "arith.extf", "cast from floating-point to wider floating-point";
}
declare_op! {
    /// `arith.truncf %x : f32 to f16`
    pub struct TruncFOp = "arith.truncf", "cast from floating-point to narrower floating-point";
    operands { r#in: one FLOAT_LIKE }
    results { out: one FLOAT_LIKE }
    attrs { roundingmode: optional RoundingModeAttr, fastmath: optional FastMathAttr }
    traits [PURE];
    format "$in ($roundingmode^)? ($fastmath^)? attr-dict `:` type($in) `to` type($out)";
    verify super::verify::verify_cast_op;
    fold fold_arith;
}

cast_ops! { FIXED_LIKE -> FLOAT_LIKE, {}, "$in attr-dict `:` type($in) `to` type($out)";
    /// `arith.uitofp %x : i32 to f32`
    UIToFPOp = "arith.uitofp", "cast from unsigned integer type to floating-point";
    /// `arith.sitofp %x : i32 to f32`
    SIToFPOp = "arith.sitofp", "cast from integer type to floating-point";
}
cast_ops! { FLOAT_LIKE -> FIXED_LIKE, {}, "$in attr-dict `:` type($in) `to` type($out)";
    /// `arith.fptoui %x : f32 to i32`
    FPToUIOp = "arith.fptoui", "cast from floating-point type to integer type";
    /// `arith.fptosi %x : f32 to i32`
    FPToSIOp = "arith.fptosi", "cast from floating-point type to integer type";
}
cast_ops! { INDEX_CAST_LIKE -> INDEX_CAST_LIKE, {}, "$in attr-dict `:` type($in) `to` type($out)";
    /// `arith.index_cast %x : i32 to index`
    IndexCastOp = "arith.index_cast", "cast between index and integer types";
    /// `arith.index_castui %x : i32 to index`
    IndexCastUIOp = "arith.index_castui", "unsigned cast between index and integer types";
}
cast_ops! { BITCAST_LIKE -> BITCAST_LIKE, {}, "$in attr-dict `:` type($in) `to` type($out)";
    /// `arith.bitcast %x : f32 to i32`
    BitcastOp = "arith.bitcast", "bitcast between values of equal bit width", canonicalize [bitcast_round_trip, crate::complex::fold::merge_bitcasts];
}

declare_op! {
    /// `arith.scaling_extf %x, %s : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xf32>`
    pub struct ScalingExtFOp = "arith.scaling_extf",
        "Upcasts input floats using provided scales values following OCP MXFP Spec";
    operands { r#in: one FLOAT_LIKE, scale: one FLOAT_LIKE }
    results { out: one FLOAT_LIKE }
    attrs { fastmath: optional FastMathAttr }
    traits [PURE];
    format "$in `,` $scale ($fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)";
    verify super::verify::verify_cast_op;
}

declare_op! {
    /// `arith.scaling_truncf %x, %s : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf4E2M1FN>`
    pub struct ScalingTruncFOp = "arith.scaling_truncf",
        "Downcasts input floating point values using provided scales values following OCP MXFP Spec";
    operands { r#in: one FLOAT_LIKE, scale: one FLOAT_LIKE }
    results { out: one FLOAT_LIKE }
    attrs { roundingmode: optional RoundingModeAttr, fastmath: optional FastMathAttr }
    traits [PURE];
    format "$in `,` $scale ($roundingmode^)? ($fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)";
    verify super::verify::verify_cast_op;
}

declare_op! {
    /// `arith.addui_extended %a, %b : i32, i1`
    pub struct AddUIExtendedOp = "arith.addui_extended",
        "extended unsigned integer addition operation returning sum and overflow bit";
    operands { lhs: one INT_LIKE, rhs: one INT_LIKE }
    results { sum: one INT_LIKE, overflow: one BOOL_LIKE }
    traits [PURE, COMMUTATIVE];
    relations [AllMatch(&["lhs", "rhs", "sum"])];
    format "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)";
    verify super::verify::verify_elementwise;
    asm_names arith_asm_names;
    fold fold_arith;
}

declare_ops! {
    {
        operands { lhs: one INT_LIKE, rhs: one INT_LIKE }
        results { low: one INT_LIKE, high: one INT_LIKE }
        traits [PURE, COMMUTATIVE];
        relations [AllMatch(&["lhs", "rhs", "low", "high"])];
        format "$lhs `,` $rhs attr-dict `:` type($lhs)";
        verify super::verify::verify_elementwise;
        asm_names arith_asm_names;
        fold fold_arith;
    }
    /// `arith.mulsi_extended %a, %b : i32`
    MulSIExtendedOp = "arith.mulsi_extended", "extended signed integer multiplication operation";
    /// `arith.mului_extended %a, %b : i32`
    MulUIExtendedOp = "arith.mului_extended", "extended unsigned integer multiplication operation";
}

/// An arith flags attribute (`#arith.overflow<...>`, `#arith.fastmath<...>`) as its bits,
/// written stripped (`overflow<nsw>`: MLIR's `` `overflow` `` $flags`` keeps the mnemonic).
macro_rules! flags_attr_constraint {
    ($(#[$m:meta])* $name:ident, $kind:ident, $full:literal, $desc:literal) => {
        $(#[$m])*
        pub struct $name;
        impl AttrConstraint for $name {
            type Value = u32;
            const DESC: &'static str = $desc;
            const SYNTAX: AttrSyntax = AttrSyntax::Stripped($full);
            fn get(ctx: &Context, a: Attr) -> Option<u32> {
                attr_flags(ctx, a, FlagKind::$kind)
            }
            fn make(ctx: &mut Context, v: u32) -> Attr {
                flags_attr(ctx, FlagKind::$kind, v)
            }
        }
    };
}

/// `#arith.overflow<none>`: no overflow flag.
pub const OVERFLOW_NONE: u32 = 0;
flags_attr_constraint!(
    /// `Arith_IntegerOverflowAttr`: the overflow flags.
    OverflowAttr, Overflow, "arith.overflow", "Integer overflow arith flags"
);

/// `#arith.fastmath<none>`: no fast-math flag.
pub const FASTMATH_NONE: u32 = 0;
flags_attr_constraint!(
    /// `Arith_FastMathAttr`: the fast-math flags.
    FastMathAttr, FastMath, "arith.fastmath", "Floating point fast math flags"
);

/// `Arith_CmpIPredicateAttr`: the predicate stored as its `i64` value.
pub struct CmpIPredicateAttr;
impl AttrConstraint for CmpIPredicateAttr {
    type Value = CmpIPredicate;
    const DESC: &'static str =
        "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<CmpIPredicate> {
        CmpIPredicate::from_value(i128::from(I64Attr::get(ctx, a)?))
    }
    fn make(ctx: &mut Context, v: CmpIPredicate) -> Attr {
        I64Attr::make(ctx, v as i64)
    }
}

tile_ir::bounded_int_attr!(
    /// `Arith_CmpFPredicateAttr`: the predicate's `i64` value, `0..16`.
    pub CmpFPredicateAttr = (64, 0, 15),
    CmpFPredicate,
    "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15"
);

/// `Arith_RoundingModeAttr`: the rounding mode's `i32` value, written as its keyword.
pub struct RoundingModeAttr;
impl AttrConstraint for RoundingModeAttr {
    type Value = i64;
    const DESC: &'static str = "Floating point rounding mode";
    const SYNTAX: AttrSyntax = AttrSyntax::Keyword(&ROUNDING_MODES, |ctx| ctx.int_type(32));
    fn get(ctx: &Context, a: Attr) -> Option<i64> {
        I32Attr::get(ctx, a).filter(|&v| usize::try_from(v).is_ok_and(|i| i < ROUNDING_MODES.len()))
    }
    fn make(ctx: &mut Context, v: i64) -> Attr {
        I32Attr::make(ctx, v)
    }
}

/// `TypedAttr`: an attribute with a type (what `arith.constant` holds); strings and opaque
/// dialect attributes have one too (`none` unless written `"s" : i32`).
pub struct TypedAttr;
impl AttrConstraint for TypedAttr {
    type Value = Attr;
    const DESC: &'static str = "TypedAttr instance";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<Attr> {
        matches!(
            ctx.attr_kind(a),
            AttrKind::Integer { .. }
                | AttrKind::Bool(_)
                | AttrKind::Float { .. }
                | AttrKind::String(_)
                | AttrKind::Typed { .. }
                | AttrKind::Opaque { .. }
                | AttrKind::DenseElements { .. }
                | AttrKind::SparseElements { .. }
                | AttrKind::DenseResource { .. }
        )
        .then_some(a)
    }
    fn make(_: &mut Context, v: Attr) -> Attr {
        v
    }
}
