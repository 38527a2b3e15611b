//! The `math` dialect: elementwise math functions on floats and integers, with MLIR 22's
//! syntax (`math.sqrt %x fastmath<fast> : f32`), verifiers and folders.
//!
//! Transcendental folds call the C library's functions (`expf`, `erf`, ...), as MLIR does, so
//! the folded constants are bit-identical to `mlir-opt`'s on the same platform.

/// Typed views and builders.
pub mod views;

use crate::arith::attrs::CmpIPredicate;
use crate::arith::consts::{constant_of, encode, int_scalar, map1};
use crate::arith::floats;
use crate::arith::fold as af;
use crate::arith::ints::ApInt;
use crate::arith::types::{arith_width, element_type_or_self};
use crate::arith::verify::{self as av};
use tile_ir::attributes::Scalar;
use tile_ir::dialect::{DialectInfo, DialectRegistry, FoldResult};
use tile_ir::float::{FloatSemantics, FloatValue};
use tile_ir::{Attr, Context, Diagnostic, OpId};

/// Registers the math dialect.
pub fn register(r: &mut DialectRegistry) {
    use views::*;
    r.add_dialect(DialectInfo {
        materialize_constant: Some(crate::arith::fold::materialize_constant),
        ..DialectInfo::new("math", "Mathematical functions")
    });
    r.add_ops(FLOAT_UNARY_OPS);
    r.add_ops(FLOAT_BINARY_OPS);
    r.add_ops(INT_UNARY_OPS);
    r.add_ops(CLASSIFICATION_OPS);
    r.add_ops(&[
        ClampFOp::def,
        FmaOp::def,
        IPowIOp::def,
        SinCosOp::def,
        FPowIOp::def,
    ]);
}

/// `math.fpowi`: operands and result of one shape, elementwise.
fn verify_fpowi(ctx: &Context, op: OpId, _: views::FPowIOp) -> Result<(), Diagnostic> {
    av::same_operands_and_result_shape(ctx, op)?;
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
        "math.copysign" => af::float_binary(ctx, op, &mut |a, b| Some(floats::copy_sign(a, b))),
        "math.powf" => af::float_binary(ctx, op, &mut |a, b| {
            host_binary(a, b, (libm::powf, libm::pow))
        }),
        "math.atan2" => af::float_binary(ctx, op, &mut |a, b| {
            if a.is_zero() && b.is_zero() {
                return FloatValue::nan(a.sem);
            }
            host_binary(a, b, (libm::atan2f, libm::atan2))
        }),
        "math.isnan" | "math.isinf" | "math.isfinite" | "math.isnormal" => classify(ctx, op, &name),
        "math.absi" | "math.ctlz" | "math.cttz" | "math.ctpop" => int_unary(ctx, op, &name),
        "math.ipowi" => af::int_binary(ctx, op, &mut ipowi),
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
    let w = arith_width(ctx, element_type_or_self(ctx, c.ty))?;
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
