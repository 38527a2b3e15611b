//! The `math` dialect: elementwise math functions on floats and integers, with MLIR 22's
//! syntax (`math.sqrt %x fastmath<fast> : f32`), verifiers and folders.
//!
//! Transcendental folds call the C library's functions (`expf`, `erf`, ...), as MLIR does, so
//! the folded constants are bit-identical to `mlir-opt`'s on the same platform.

/// Typed views and builders.
pub mod views;

use crate::arith::attrs::{CmpIPredicate, FlagKind};
use crate::arith::consts::{Elems, constant_of, encode, int_scalar, map1, map2};
use crate::arith::floats;
use crate::arith::fold as af;
use crate::arith::ints::ApInt;
use crate::arith::syntax::{
    expect_custom_keyword, move_inherent, parse_optional_flags, print_flags_prop,
};
use crate::arith::types::{Constraint, arith_width, element_type, i1_same_shape};
use crate::arith::verify::{self as av, check_constraints, check_counts, check_flags_prop};
use tile_ir::attributes::Scalar;
use tile_ir::dialect::{DialectInfo, DialectRegistry, FoldResult, OpDef, OpTraits};
use tile_ir::float::{FloatSemantics, FloatValue};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::{Attr, Context, Diagnostic, OpId, OperationState, Type};

/// The syntax and type family of a math op.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Form {
    /// `%x (fastmath<..>)? attr-dict : type`
    FloatUnary,
    /// `%x attr-dict : type`, result `i1` of the same shape (`isnan`, ...).
    Classify,
    /// `%a, %b (fastmath<..>)? attr-dict : type`
    FloatBinary,
    /// `%a, %b, %c (fastmath<..>)? attr-dict : type`
    Fma,
    /// `%x to [%lo, %hi] (fastmath<..>)? attr-dict : type`
    Clamp,
    /// `%x (fastmath<..>)? attr-dict : type` with results `%sin, %cos`.
    SinCos,
    /// `%a, %b (fastmath<..>)? attr-dict : type($a), type($b)`
    FPowI,
    /// `%x attr-dict : type` on integers.
    IntUnary,
    /// `%a, %b attr-dict : type` on integers.
    IPowI,
}

/// Every math op: name, summary, family.
const MATH_OPS: &[(&str, &str, Form)] = &[
    (
        "math.absf",
        "floating point absolute-value operation",
        Form::FloatUnary,
    ),
    (
        "math.absi",
        "integer absolute-value operation",
        Form::IntUnary,
    ),
    (
        "math.acos",
        "arcus cosine of the specified value",
        Form::FloatUnary,
    ),
    (
        "math.acosh",
        "Hyperbolic arcus cosine of the given value",
        Form::FloatUnary,
    ),
    (
        "math.asin",
        "arcus sine of the given value",
        Form::FloatUnary,
    ),
    (
        "math.asinh",
        "hyperbolic arcus sine of the given value",
        Form::FloatUnary,
    ),
    (
        "math.atan",
        "arcus tangent of the given value",
        Form::FloatUnary,
    ),
    (
        "math.atan2",
        "2-argument arcus tangent of the given values",
        Form::FloatBinary,
    ),
    (
        "math.atanh",
        "hyperbolic arcus tangent of the given value",
        Form::FloatUnary,
    ),
    (
        "math.cbrt",
        "cube root of the specified value",
        Form::FloatUnary,
    ),
    (
        "math.ceil",
        "ceiling of the specified value",
        Form::FloatUnary,
    ),
    (
        "math.clampf",
        "floating point clamping operation",
        Form::Clamp,
    ),
    ("math.copysign", "A copysign operation", Form::FloatBinary),
    (
        "math.cos",
        "cosine of the specified value",
        Form::FloatUnary,
    ),
    (
        "math.cosh",
        "hyperbolic cosine of the specified value",
        Form::FloatUnary,
    ),
    (
        "math.ctlz",
        "counts the leading zeros an integer value",
        Form::IntUnary,
    ),
    (
        "math.ctpop",
        "counts the number of set bits of an integer value",
        Form::IntUnary,
    ),
    (
        "math.cttz",
        "counts the trailing zeros an integer value",
        Form::IntUnary,
    ),
    (
        "math.erf",
        "error function of the specified value",
        Form::FloatUnary,
    ),
    (
        "math.erfc",
        "complementary error function of the specified value",
        Form::FloatUnary,
    ),
    (
        "math.exp",
        "base-e exponential of the specified value",
        Form::FloatUnary,
    ),
    (
        "math.exp2",
        "base-2 exponential of the specified value",
        Form::FloatUnary,
    ),
    (
        "math.expm1",
        "base-e exponential of the specified value minus 1",
        Form::FloatUnary,
    ),
    (
        "math.floor",
        "floor of the specified value",
        Form::FloatUnary,
    ),
    (
        "math.fma",
        "floating point fused multipy-add operation",
        Form::Fma,
    ),
    (
        "math.fpowi",
        "floating point raised to the signed integer power",
        Form::FPowI,
    ),
    (
        "math.ipowi",
        "signed integer raised to the power of operation",
        Form::IPowI,
    ),
    (
        "math.isfinite",
        "returns true if the operand classifies as finite",
        Form::Classify,
    ),
    (
        "math.isinf",
        "returns true if the operand classifies as infinite",
        Form::Classify,
    ),
    (
        "math.isnan",
        "returns true if the operand classifies as NaN",
        Form::Classify,
    ),
    (
        "math.isnormal",
        "returns true if the operand classifies as normal",
        Form::Classify,
    ),
    (
        "math.log",
        "base-e logarithm of the specified value",
        Form::FloatUnary,
    ),
    (
        "math.log10",
        "base-10 logarithm of the specified value",
        Form::FloatUnary,
    ),
    (
        "math.log1p",
        "Computes the natural logarithm of one plus the given value",
        Form::FloatUnary,
    ),
    (
        "math.log2",
        "base-2 logarithm of the specified value",
        Form::FloatUnary,
    ),
    (
        "math.powf",
        "floating point raised to the power of operation",
        Form::FloatBinary,
    ),
    (
        "math.round",
        "round of the specified value",
        Form::FloatUnary,
    ),
    (
        "math.roundeven",
        "round of the specified value with halfway cases to even",
        Form::FloatUnary,
    ),
    (
        "math.rsqrt",
        "reciprocal of sqrt (1 / sqrt of the specified value)",
        Form::FloatUnary,
    ),
    ("math.sin", "sine of the specified value", Form::FloatUnary),
    (
        "math.sincos",
        "sine and cosine of the specified value",
        Form::SinCos,
    ),
    (
        "math.sinh",
        "hyperbolic sine of the specified value",
        Form::FloatUnary,
    ),
    ("math.sqrt", "sqrt of the specified value", Form::FloatUnary),
    (
        "math.tan",
        "tangent of the specified value",
        Form::FloatUnary,
    ),
    (
        "math.tanh",
        "hyperbolic tangent of the specified value",
        Form::FloatUnary,
    ),
    (
        "math.trunc",
        "trunc of the specified value",
        Form::FloatUnary,
    ),
];

fn form_of(name: &str) -> Option<Form> {
    MATH_OPS
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|&(_, _, f)| f)
}

/// Whether a family carries the `fastmath` property.
fn has_fastmath(form: Form) -> bool {
    !matches!(form, Form::IntUnary | Form::IPowI)
}

/// Registers the math dialect.
pub fn register(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo {
        materialize_constant: Some(crate::arith::fold::materialize_constant),
        ..DialectInfo::new("math", "Mathematical functions")
    });
    for &(name, summary, form) in MATH_OPS {
        r.add_op(OpDef {
            inherent_attrs: if has_fastmath(form) {
                &["fastmath"]
            } else {
                &[]
            },
            parse: Some(parse_math_op),
            print: Some(print_math_op),
            verify: Some(verify_math_op),
            asm_names: (form == Form::SinCos)
                .then_some(sincos_names as tile_ir::dialect::AsmNamesFn),
            fold: Some(fold_math_op),
            ..OpDef::new(name, summary, OpTraits::PURE)
        });
    }
}

fn sincos_names(_ctx: &Context, _op: OpId) -> Vec<(usize, String)> {
    vec![(0, "sin".into()), (1, "cos".into())]
}

// ----- syntax -----

/// Parses `n` comma-separated operands.
fn parse_operands<'a>(
    p: &mut Parser<'a>,
    n: usize,
) -> PResult<Vec<tile_ir::parser::UnresolvedOperand<'a>>> {
    let mut v = Vec::with_capacity(n);
    for i in 0..n {
        if i > 0 {
            p.parse_token(TokenKind::Comma, ",")?;
        }
        v.push(p.parse_operand()?);
    }
    Ok(v)
}

fn parse_math_op(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let Some(form) = form_of(&st.name) else {
        return Err(p.error(format!("custom op '{}' is not a math op", st.name)));
    };
    let operands = match form {
        Form::Clamp => {
            let x = p.parse_operand()?;
            expect_custom_keyword(p, st, "to")?;
            p.parse_token(TokenKind::LSquare, "[")?;
            let mut v = vec![x];
            v.extend(parse_operands(p, 2)?);
            p.parse_token(TokenKind::RSquare, "]")?;
            v
        }
        Form::FloatUnary | Form::Classify | Form::SinCos | Form::IntUnary => parse_operands(p, 1)?,
        Form::FloatBinary | Form::FPowI | Form::IPowI => parse_operands(p, 2)?,
        Form::Fma => parse_operands(p, 3)?,
    };
    if has_fastmath(form) {
        let default = Some(0);
        if form != Form::Classify {
            parse_optional_flags(p, st, FlagKind::FastMath, "fastmath", default)?;
        } else {
            let a = crate::arith::attrs::flags_attr(p.ctx, FlagKind::FastMath, 0);
            st.set_property("fastmath", a);
        }
    }
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let ty = p.parse_type()?;
    let types: Vec<Type> = if form == Form::FPowI {
        p.parse_token(TokenKind::Comma, ",")?;
        vec![ty, p.parse_type()?]
    } else {
        vec![ty; operands.len()]
    };
    st.operands = operands
        .into_iter()
        .zip(&types)
        .map(|(u, &t)| p.resolve_operand(u, t))
        .collect::<PResult<_>>()?;
    st.result_types = match form {
        Form::Classify => vec![i1_same_shape(p.ctx, ty)],
        Form::SinCos => vec![ty, ty],
        _ => vec![ty],
    };
    move_inherent(st, &["fastmath"]);
    Ok(())
}

fn print_math_op(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(form) = form_of(ctx.op_name_of(op)) else {
        return;
    };
    let operands = ctx.op(op).operands.clone();
    let types = ctx.operand_types(op);
    p.write(" ");
    if form == Form::Clamp {
        if let (Some(&x), Some(rest)) = (operands.first(), operands.get(1..)) {
            p.operand(x);
            p.write(" to [");
            p.operands(rest);
            p.write("]");
        }
    } else {
        p.operands(&operands);
    }
    let mut elided = Vec::new();
    match form {
        Form::IntUnary | Form::IPowI => {}
        Form::Classify => {
            let none = ctx
                .op_attr(op, "fastmath")
                .and_then(|a| crate::arith::attrs::attr_flags(ctx, a, FlagKind::FastMath))
                == Some(0);
            if none {
                elided.push("fastmath");
            }
        }
        _ => {
            if print_flags_prop(p, op, FlagKind::FastMath, "fastmath", false) {
                elided.push("fastmath");
            }
        }
    }
    p.op_attr_dict(op, &elided);
    p.write(" : ");
    match form {
        Form::FPowI => p.types(&types),
        _ => {
            if let Some(&t) = types.first() {
                p.ty(t);
            }
        }
    }
}

// ----- verification -----

fn verify_math_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(form) = form_of(ctx.op_name_of(op)) else {
        return Ok(());
    };
    use Constraint as C;
    let (f, i) = (C::FloatLike, C::SignlessIntOrIndexLike);
    let (operands, results): (Vec<Constraint>, Vec<Constraint>) = match form {
        Form::FloatUnary => (vec![f], vec![f]),
        Form::Classify => (vec![f], vec![C::BoolLike]),
        Form::FloatBinary => (vec![f; 2], vec![f]),
        Form::Fma | Form::Clamp => (vec![f; 3], vec![f]),
        Form::SinCos => (vec![f], vec![f; 2]),
        Form::FPowI => (vec![f, i], vec![f]),
        Form::IntUnary => (vec![i], vec![i]),
        Form::IPowI => (vec![i; 2], vec![i]),
    };
    if has_fastmath(form) {
        check_flags_prop(ctx, op, FlagKind::FastMath, "fastmath")?;
    }
    check_counts(ctx, op, operands.len(), results.len())?;
    check_constraints(ctx, op, &operands, &results)?;
    let ops = ctx.operand_types(op);
    let res = ctx.result_types(op);
    match form {
        Form::Classify => av::i1_result_same_shape(ctx, op)?,
        Form::SinCos => {
            if let (Some(&x), Some(&s), Some(&c)) = (ops.first(), res.first(), res.get(1)) {
                av::all_types_match(ctx, op, &[("operand", x), ("sin", s), ("cos", c)])?;
            }
        }
        Form::FPowI => {
            if let (Some(&x), Some(&r)) = (ops.first(), res.first()) {
                av::all_types_match(ctx, op, &[("lhs", x), ("result", r)])?;
            }
            av::same_operands_and_result_shape(ctx, op)?;
        }
        _ => av::same_operands_and_result_type(ctx, op)?,
    }
    av::elementwise(ctx, op)
}

// ----- folding -----

/// Host C library functions, as MLIR's folders call them.
mod libm {
    unsafe extern "C" {
        pub safe fn expf(x: f32) -> f32;
        pub safe fn exp(x: f64) -> f64;
        pub safe fn exp2f(x: f32) -> f32;
        pub safe fn exp2(x: f64) -> f64;
        pub safe fn expm1f(x: f32) -> f32;
        pub safe fn expm1(x: f64) -> f64;
        pub safe fn logf(x: f32) -> f32;
        pub safe fn log(x: f64) -> f64;
        pub safe fn log2f(x: f32) -> f32;
        pub safe fn log2(x: f64) -> f64;
        pub safe fn log10f(x: f32) -> f32;
        pub safe fn log10(x: f64) -> f64;
        pub safe fn log1pf(x: f32) -> f32;
        pub safe fn log1p(x: f64) -> f64;
        pub safe fn sinf(x: f32) -> f32;
        pub safe fn sin(x: f64) -> f64;
        pub safe fn cosf(x: f32) -> f32;
        pub safe fn cos(x: f64) -> f64;
        pub safe fn tanf(x: f32) -> f32;
        pub safe fn tan(x: f64) -> f64;
        pub safe fn tanhf(x: f32) -> f32;
        pub safe fn tanh(x: f64) -> f64;
        pub safe fn sinhf(x: f32) -> f32;
        pub safe fn sinh(x: f64) -> f64;
        pub safe fn coshf(x: f32) -> f32;
        pub safe fn cosh(x: f64) -> f64;
        pub safe fn asinf(x: f32) -> f32;
        pub safe fn asin(x: f64) -> f64;
        pub safe fn acosf(x: f32) -> f32;
        pub safe fn acos(x: f64) -> f64;
        pub safe fn atanf(x: f32) -> f32;
        pub safe fn atan(x: f64) -> f64;
        pub safe fn asinhf(x: f32) -> f32;
        pub safe fn asinh(x: f64) -> f64;
        pub safe fn acoshf(x: f32) -> f32;
        pub safe fn acosh(x: f64) -> f64;
        pub safe fn atanhf(x: f32) -> f32;
        pub safe fn atanh(x: f64) -> f64;
        pub safe fn erff(x: f32) -> f32;
        pub safe fn erf(x: f64) -> f64;
        pub safe fn erfcf(x: f32) -> f32;
        pub safe fn erfc(x: f64) -> f64;
        pub safe fn sqrtf(x: f32) -> f32;
        pub safe fn sqrt(x: f64) -> f64;
        pub safe fn roundf(x: f32) -> f32;
        pub safe fn round(x: f64) -> f64;
        pub safe fn truncf(x: f32) -> f32;
        pub safe fn trunc(x: f64) -> f64;
        pub safe fn powf(x: f32, y: f32) -> f32;
        pub safe fn pow(x: f64, y: f64) -> f64;
        pub safe fn atan2f(x: f32, y: f32) -> f32;
        pub safe fn atan2(x: f64, y: f64) -> f64;
    }
}

/// A host function in its `f32` and `f64` versions.
type HostFn = (extern "C" fn(f32) -> f32, extern "C" fn(f64) -> f64);

/// The host function of a unary op folded only for `f32` and `f64`.
fn host_unary(name: &str) -> Option<HostFn> {
    use libm::*;
    Some(match name {
        "math.exp" => (expf, exp),
        "math.exp2" => (exp2f, exp2),
        "math.expm1" => (expm1f, expm1),
        "math.log" => (logf, log),
        "math.log2" => (log2f, log2),
        "math.log10" => (log10f, log10),
        "math.log1p" => (log1pf, log1p),
        "math.sin" => (sinf, sin),
        "math.cos" => (cosf, cos),
        "math.tan" => (tanf, tan),
        "math.tanh" => (tanhf, tanh),
        "math.sinh" => (sinhf, sinh),
        "math.cosh" => (coshf, cosh),
        "math.asin" => (asinf, asin),
        "math.acos" => (acosf, acos),
        "math.atan" => (atanf, atan),
        "math.asinh" => (asinhf, asinh),
        "math.acosh" => (acoshf, acosh),
        "math.atanh" => (atanhf, atanh),
        "math.erf" => (erff, erf),
        "math.erfc" => (erfcf, erfc),
        "math.sqrt" => (sqrtf, sqrt),
        "math.round" => (roundf, round),
        "math.trunc" => (truncf, trunc),
        _ => return None,
    })
}

/// Applies a host function to an `f32` or `f64` value.
fn apply_host(a: FloatValue, (f32fn, f64fn): HostFn) -> Option<FloatValue> {
    match a.sem {
        FloatSemantics::F32 => Some(FloatValue::from_f32(f32fn(f32::from_bits(a.bits as u32)))),
        FloatSemantics::F64 => Some(FloatValue::from_f64(f64fn(f64::from_bits(a.bits as u64)))),
        _ => None,
    }
}

/// Whether a host-folded op refuses this operand (logs and sqrt of negative values).
fn host_domain_ok(name: &str, a: FloatValue) -> bool {
    match name {
        "math.log" | "math.log2" | "math.log10" | "math.sqrt" => !a.is_negative(),
        "math.log1p" => !(floats::computable(a.sem) && (a.to_f64() + 1.0).is_sign_negative()),
        _ => true,
    }
}

fn fold_math_op(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let name = ctx.op_name_of(op).to_string();
    let a = match name.as_str() {
        "math.absf" => af::float_unary(ctx, op, &mut |a| Some(floats::abs(a))),
        "math.ceil" => af::float_unary(ctx, op, &mut |a| floats::round_integral(a, f64::ceil)),
        "math.floor" => af::float_unary(ctx, op, &mut |a| floats::round_integral(a, f64::floor)),
        "math.roundeven" => af::float_unary(ctx, op, &mut |a| {
            floats::round_integral(a, f64::round_ties_even)
        }),
        "math.copysign" => float_binary(ctx, op, &mut |a, b| Some(floats::copy_sign(a, b))),
        "math.powf" => float_binary(ctx, op, &mut |a, b| {
            host_binary(a, b, (libm::powf, libm::pow))
        }),
        "math.atan2" => float_binary(ctx, op, &mut |a, b| {
            if a.is_zero() && b.is_zero() {
                return FloatValue::nan(a.sem);
            }
            host_binary(a, b, (libm::atan2f, libm::atan2))
        }),
        "math.isnan" | "math.isinf" | "math.isfinite" | "math.isnormal" => classify(ctx, op, &name),
        "math.absi" | "math.ctlz" | "math.cttz" | "math.ctpop" => int_unary(ctx, op, &name),
        "math.ipowi" => int_binary(ctx, op, &mut ipowi),
        _ => {
            let host = host_unary(&name)?;
            af::float_unary(ctx, op, &mut |a| {
                if host_domain_ok(&name, a) {
                    apply_host(a, host)
                } else {
                    None
                }
            })
        }
    };
    a.map(|a| vec![FoldResult::Attr(a)])
}

/// A binary host function on two `f32` or two `f64` values.
fn host_binary(
    a: FloatValue,
    b: FloatValue,
    (f32fn, f64fn): (
        extern "C" fn(f32, f32) -> f32,
        extern "C" fn(f64, f64) -> f64,
    ),
) -> Option<FloatValue> {
    match (a.sem, b.sem) {
        (FloatSemantics::F32, FloatSemantics::F32) => Some(FloatValue::from_f32(f32fn(
            f32::from_bits(a.bits as u32),
            f32::from_bits(b.bits as u32),
        ))),
        (FloatSemantics::F64, FloatSemantics::F64) => Some(FloatValue::from_f64(f64fn(
            f64::from_bits(a.bits as u64),
            f64::from_bits(b.bits as u64),
        ))),
        _ => None,
    }
}

fn two_constants(
    ctx: &mut Context,
    op: OpId,
) -> Option<(crate::arith::consts::Const, crate::arith::consts::Const)> {
    let (l, r) = af::two(ctx, op)?;
    Some((constant_of(ctx, l)?, constant_of(ctx, r)?))
}

fn float_binary(
    ctx: &mut Context,
    op: OpId,
    f: &mut dyn FnMut(FloatValue, FloatValue) -> Option<FloatValue>,
) -> Option<Attr> {
    let (a, b) = two_constants(ctx, op)?;
    let rt = af::result_type(ctx, op)?;
    let elems = map2(ctx, &a, &b, &mut |x, y| match (x, y) {
        (Scalar::Float(x), Scalar::Float(y)) => f(x, y).map(Scalar::Float),
        _ => None,
    })?;
    encode(ctx, rt, elems)
}

/// Whether a float is normal: finite, non-zero and not subnormal.
fn is_normal(a: FloatValue) -> Option<bool> {
    if !a.is_finite() || a.is_zero() {
        return Some(false);
    }
    if !floats::computable(a.sem) {
        return None;
    }
    let x = a.to_f64().abs();
    Some(x >= 2f64.powi(a.sem.min_exponent()))
}

fn classify(ctx: &mut Context, op: OpId, name: &str) -> Option<Attr> {
    let c = constant_of(ctx, af::one(ctx, op)?)?;
    let rt = af::result_type(ctx, op)?;
    let elems = map1(&c, &mut |s| {
        let Scalar::Float(a) = s else { return None };
        let v = match name {
            "math.isnan" => a.is_nan(),
            "math.isinf" => a.is_inf(),
            "math.isfinite" => a.is_finite(),
            _ => is_normal(a)?,
        };
        Some(Scalar::Int(v as i128))
    })?;
    encode(ctx, rt, elems)
}

fn int_unary(ctx: &mut Context, op: OpId, name: &str) -> Option<Attr> {
    let x = af::one(ctx, op)?;
    let c = constant_of(ctx, x)?;
    let w = arith_width(ctx, element_type(ctx, c.ty))?;
    let rt = af::result_type(ctx, op)?;
    let elems = map1(&c, &mut |s| {
        let Scalar::Int(v) = s else { return None };
        let a = ApInt::new(v, w)?;
        let r = match name {
            "math.absi" => a.abs(),
            "math.ctlz" => a.with_bits(u128::from(a.leading_zeros())),
            "math.cttz" => a.with_bits(u128::from(a.trailing_zeros())),
            _ => a.with_bits(u128::from(a.count_ones())),
        };
        Some(int_scalar(r))
    })?;
    encode(ctx, rt, elems)
}

fn int_binary(
    ctx: &mut Context,
    op: OpId,
    f: &mut dyn FnMut(ApInt, ApInt) -> Option<ApInt>,
) -> Option<Attr> {
    let (a, b) = two_constants(ctx, op)?;
    let w = arith_width(ctx, element_type(ctx, a.ty))?;
    let rt = af::result_type(ctx, op)?;
    let elems: Elems = map2(ctx, &a, &b, &mut |x, y| match (x, y) {
        (Scalar::Int(x), Scalar::Int(y)) => f(ApInt::new(x, w)?, ApInt::new(y, w)?).map(int_scalar),
        _ => None,
    })?;
    encode(ctx, rt, elems)
}

/// `base ** power` with MLIR's rules: negative powers give 0 unless `|base| == 1`, and
/// `0 ** negative` does not fold.
fn ipowi(base: ApInt, power: ApInt) -> Option<ApInt> {
    let one = base.with_bits(1);
    if power.is_zero() {
        return Some(one);
    }
    if power.is_negative() {
        if base.is_zero() {
            return None;
        }
        if base.compare(one, CmpIPredicate::Eq) {
            return Some(one);
        }
        if !base.is_all_ones() {
            return Some(base.with_bits(0));
        }
        return Some(if power.bits & 1 == 1 { base } else { one });
    }
    let (mut result, mut b, mut p) = (one, base, power.unsigned());
    loop {
        if p & 1 == 1 {
            result = result.wrapping_mul(b);
        }
        p >>= 1;
        if p == 0 {
            return Some(result);
        }
        b = b.wrapping_mul(b);
    }
}
