//! Every math op, declared from `MathOps.td`: one spec per op gives its parser, printer,
//! structural checks, typed view and builder; `math.rs` holds the verifier of `math.fpowi` and
//! the folder.

use crate::arith::types::{BOOL_LIKE, FLOAT_LIKE, INT_LIKE};
pub use crate::arith::views::{FASTMATH_NONE, FastMathAttr};
use tile_ir::ods::TypeRelation::{AllMatch, SameOperandsAndResult};
use tile_ir::{declare_op, declare_ops};

// `$operand (fastmath<..>)? : type` on floats (`Math_FloatUnaryOp`).
declare_ops! {
    pub const FLOAT_UNARY_OPS;
    {
        operands { operand: one FLOAT_LIKE }
        results { result: one FLOAT_LIKE }
        attrs { fastmath: default FastMathAttr = FASTMATH_NONE }
        traits [PURE];
        relations [SameOperandsAndResult];
        format "$operand ($fastmath^)? attr-dict `:` type($result)";
        verify crate::arith::verify::verify_elementwise;
        fold super::fold_math_op;
    }
    /// `math.absf %x : f32`
    AbsFOp = "math.absf", "floating point absolute-value operation";
    /// `math.acos %x : f32`
    AcosOp = "math.acos", "arcus cosine of the specified value";
    /// `math.acosh %x : f32`
    AcoshOp = "math.acosh", "Hyperbolic arcus cosine of the given value";
    /// `math.asin %x : f32`
    AsinOp = "math.asin", "arcus sine of the given value";
    /// `math.asinh %x : f32`
    AsinhOp = "math.asinh", "hyperbolic arcus sine of the given value";
    /// `math.atan %x : f32`
    AtanOp = "math.atan", "arcus tangent of the given value";
    /// `math.atanh %x : f32`
    AtanhOp = "math.atanh", "hyperbolic arcus tangent of the given value";
    /// `math.cbrt %x : f32`
    CbrtOp = "math.cbrt", "cube root of the specified value";
    /// `math.ceil %x : f32`
    CeilOp = "math.ceil", "ceiling of the specified value";
    /// `math.cos %x : f32`
    CosOp = "math.cos", "cosine of the specified value";
    /// `math.cosh %x : f32`
    CoshOp = "math.cosh", "hyperbolic cosine of the specified value";
    /// `math.erf %x : f32`
    ErfOp = "math.erf", "error function of the specified value";
    /// `math.erfc %x : f32`
    ErfcOp = "math.erfc", "complementary error function of the specified value";
    /// `math.exp %x : f32`
    ExpOp = "math.exp", "base-e exponential of the specified value";
    /// `math.exp2 %x : f32`
    Exp2Op = "math.exp2", "base-2 exponential of the specified value";
    /// `math.expm1 %x : f32`
    ExpM1Op = "math.expm1", "base-e exponential of the specified value minus 1";
    /// `math.floor %x : f32`
    FloorOp = "math.floor", "floor of the specified value";
    /// `math.log %x : f32`
    LogOp = "math.log", "base-e logarithm of the specified value";
    /// `math.log10 %x : f32`
    Log10Op = "math.log10", "base-10 logarithm of the specified value";
    /// `math.log1p %x : f32`
    Log1pOp = "math.log1p", "Computes the natural logarithm of one plus the given value";
    /// `math.log2 %x : f32`
    Log2Op = "math.log2", "base-2 logarithm of the specified value";
    /// `math.round %x : f32`
    RoundOp = "math.round", "round of the specified value";
    /// `math.roundeven %x : f32`
    RoundEvenOp = "math.roundeven", "round of the specified value with halfway cases to even";
    /// `math.rsqrt %x : f32`
    RsqrtOp = "math.rsqrt", "reciprocal of sqrt (1 / sqrt of the specified value)";
    /// `math.sin %x : f32`
    SinOp = "math.sin", "sine of the specified value";
    /// `math.sinh %x : f32`
    SinhOp = "math.sinh", "hyperbolic sine of the specified value";
    /// `math.sqrt %x : f32`
    SqrtOp = "math.sqrt", "sqrt of the specified value";
    /// `math.tan %x : f32`
    TanOp = "math.tan", "tangent of the specified value";
    /// `math.tanh %x : f32`
    TanhOp = "math.tanh", "hyperbolic tangent of the specified value";
    /// `math.trunc %x : f32`
    TruncOp = "math.trunc", "trunc of the specified value";
}

// `$lhs, $rhs (fastmath<..>)? : type` on floats (`Math_FloatBinaryOp`).
declare_ops! {
    pub const FLOAT_BINARY_OPS;
    {
        operands { lhs: one FLOAT_LIKE, rhs: one FLOAT_LIKE }
        results { result: one FLOAT_LIKE }
        attrs { fastmath: default FastMathAttr = FASTMATH_NONE }
        traits [PURE];
        relations [SameOperandsAndResult];
        format "$lhs `,` $rhs ($fastmath^)? attr-dict `:` type($result)";
        verify crate::arith::verify::verify_elementwise;
        fold super::fold_math_op;
    }
    /// `math.atan2 %a, %b : f32`
    Atan2Op = "math.atan2", "2-argument arcus tangent of the given values";
    /// `math.copysign %a, %b : f32`
    CopySignOp = "math.copysign", "A copysign operation";
    /// `math.powf %a, %b : f32`
    PowFOp = "math.powf", "floating point raised to the power of operation";
}

// `$operand : type` on integers (`Math_IntegerUnaryOp`).
declare_ops! {
    pub const INT_UNARY_OPS;
    {
        operands { operand: one INT_LIKE }
        results { result: one INT_LIKE }
        traits [PURE];
        relations [SameOperandsAndResult];
        format "$operand attr-dict `:` type($result)";
        verify crate::arith::verify::verify_elementwise;
        fold super::fold_math_op;
    }
    /// `math.absi %x : i32`
    AbsIOp = "math.absi", "integer absolute-value operation";
    /// `math.ctlz %x : i32`
    CountLeadingZerosOp = "math.ctlz", "counts the leading zeros an integer value";
    /// `math.ctpop %x : i32`
    CtPopOp = "math.ctpop", "counts the number of set bits of an integer value";
    /// `math.cttz %x : i32`
    CountTrailingZerosOp = "math.cttz", "counts the trailing zeros an integer value";
}

// `$operand : type` with an `i1` result of its shape (`Math_FloatClassificationOp`).
declare_ops! {
    pub const CLASSIFICATION_OPS;
    {
        operands { operand: one FLOAT_LIKE }
        results { result: one BOOL_LIKE }
        attrs { fastmath: default FastMathAttr = FASTMATH_NONE }
        traits [PURE];
        relations [crate::arith::syntax::i1_same_shape_source("operand")];
        infer crate::arith::syntax::infer_i1_same_shape;
        format "$operand attr-dict `:` type($operand)";
        verify crate::arith::verify::verify_i1_result;
        fold super::fold_math_op;
    }
    /// `math.isfinite %x : f32`
    IsFiniteOp = "math.isfinite", "returns true if the operand classifies as finite";
    /// `math.isinf %x : f32`
    IsInfOp = "math.isinf", "returns true if the operand classifies as infinite";
    /// `math.isnan %x : f32`
    IsNaNOp = "math.isnan", "returns true if the operand classifies as NaN";
    /// `math.isnormal %x : f32`
    IsNormalOp = "math.isnormal", "returns true if the operand classifies as normal";
}

declare_op! {
    /// `math.fma %a, %b, %c : f32`
    pub struct FmaOp = "math.fma", "floating point fused multipy-add operation";
    operands { a: one FLOAT_LIKE, b: one FLOAT_LIKE, c: one FLOAT_LIKE }
    results { result: one FLOAT_LIKE }
    attrs { fastmath: default FastMathAttr = FASTMATH_NONE }
    traits [PURE];
    relations [SameOperandsAndResult];
    format "$a `,` $b `,` $c ($fastmath^)? attr-dict `:` type($result)";
    verify crate::arith::verify::verify_elementwise;
    fold super::fold_math_op;
}

declare_op! {
    /// `math.clampf %x to [%lo, %hi] : f32`
    pub struct ClampFOp = "math.clampf", "floating point clamping operation";
    operands { operand: one FLOAT_LIKE, min: one FLOAT_LIKE, max: one FLOAT_LIKE }
    results { result: one FLOAT_LIKE }
    attrs { fastmath: default FastMathAttr = FASTMATH_NONE }
    traits [PURE];
    relations [SameOperandsAndResult];
    format "$operand `to` ` ` `[` $min `,` $max `]` ($fastmath^)? attr-dict `:` type($result)";
    verify crate::arith::verify::verify_elementwise;
    fold super::fold_math_op;
}

declare_op! {
    /// `math.fpowi %x, %n : f32, i32`
    pub struct FPowIOp = "math.fpowi", "floating point raised to the signed integer power";
    operands { lhs: one FLOAT_LIKE, rhs: one INT_LIKE }
    results { result: one FLOAT_LIKE }
    attrs { fastmath: default FastMathAttr = FASTMATH_NONE }
    traits [PURE];
    relations [AllMatch(&["lhs", "result"])];
    format "$lhs `,` $rhs ($fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)";
    verify super::verify_fpowi;
    fold super::fold_math_op;
}

declare_op! {
    /// `math.ipowi %a, %b : i32`
    pub struct IPowIOp = "math.ipowi", "signed integer raised to the power of operation";
    operands { lhs: one INT_LIKE, rhs: one INT_LIKE }
    results { result: one INT_LIKE }
    traits [PURE];
    relations [SameOperandsAndResult];
    format "$lhs `,` $rhs attr-dict `:` type($result)";
    verify crate::arith::verify::verify_elementwise;
    fold super::fold_math_op;
}

declare_op! {
    /// `%s, %c = math.sincos %x : f32`
    pub struct SinCosOp = "math.sincos", "sine and cosine of the specified value";
    operands { operand: one FLOAT_LIKE }
    results { sin: one FLOAT_LIKE, cos: one FLOAT_LIKE }
    attrs { fastmath: default FastMathAttr = FASTMATH_NONE }
    traits [PURE];
    relations [AllMatch(&["operand", "sin", "cos"])];
    format "$operand ($fastmath^)? attr-dict `:` type($operand)";
    result_names ["sin", "cos"];
    verify crate::arith::verify::verify_elementwise;
    fold super::fold_math_op;
}
