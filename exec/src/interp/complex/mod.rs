//! `complex`: the ops on `complex<float>` scalars, computed as MLIR's complex-to-standard
//! lowering computes them ([`math`]): in `f64` for `complex<f64>`, in `f32` for the other
//! element types, each part then rounded to the element type.

use tile_dialects::complex::ops::{BitcastOp, ConstantOp};
use tile_ir::float::{FloatSemantics, FloatValue};
use tile_ir::{AttrKind, OpId, TypeKind};

mod math;

use super::{Frame, Interpreter, R};
use crate::value::{Complex, Scalar, Value};

/// Executes a `complex.*` op; `None` when unsupported.
pub(super) fn exec(it: &mut Interpreter<'_>, f: &mut Frame, op: OpId) -> R<Option<Vec<Value>>> {
    let ctx = it.ctx;
    let name = ctx.op_name_of(op);
    let short = name.trim_start_matches("complex.");
    if let Some(c) = ConstantOp::cast(ctx, op) {
        return constant(it, op, &c.value(ctx)).map(|v| Some(vec![v]));
    }
    if BitcastOp::cast(ctx, op).is_some() {
        return bitcast(it, f, op).map(|v| Some(vec![v]));
    }
    if short == "create" {
        let (re, sem) = float(it, f, op, 0)?;
        let (im, _) = float(it, f, op, 1)?;
        return Ok(Some(vec![Value::Scalar(Scalar::Complex(Complex::new(
            re, im, sem,
        )))]));
    }
    let a = complex(it, f, op, 0)?;
    let sem = a.sem;
    let second = match short {
        "add" | "sub" | "mul" | "div" | "pow" | "atan2" | "eq" | "neq" => {
            let b = complex(it, f, op, 1)?;
            (b.re, b.im)
        }
        // `powi` is `pow` with the exponent converted to a complex number.
        "powi" => (it.scalar(f, op, 1)?.as_i128() as f64, 0.0),
        _ => (0.0, 0.0),
    };
    let z = (a.re, a.im);
    let r = if sem == FloatSemantics::F64 {
        apply::<f64>(short, z, second)
    } else {
        let narrow = |(x, y): (f64, f64)| (x as f32, y as f32);
        apply::<f32>(short, narrow(z), narrow(second)).map(|r| r.map_parts(f64::from))
    };
    Ok(Some(vec![match r {
        Some(Out::Real(x)) => Value::Scalar(Scalar::float(x, sem)),
        Some(Out::Bool(b)) => Value::Scalar(Scalar::bool(b)),
        Some(Out::Complex((re, im))) => Value::Scalar(Scalar::Complex(Complex::new(re, im, sem))),
        None => return Ok(None),
    }]))
}

/// `complex.bitcast`: a complex number's bits are its real part's, then its imaginary
/// part's above them (`{re, im}` in memory, little-endian).
fn bitcast(it: &Interpreter<'_>, f: &Frame, op: OpId) -> R<Value> {
    let from = it.scalar(f, op, 0)?;
    let to = it.elem_ty(op, it.result_ty(op, 0)?)?;
    let part_width = match (from, to) {
        (Scalar::Complex(c), _) => c.sem.bit_width(),
        (_, crate::value::ScalarTy::Complex(sem)) => sem.bit_width(),
        _ => 0,
    };
    if part_width > 64 {
        return Err(it.err(op, "complex values wider than 128 bits are not supported"));
    }
    let part_bits = |x: f64, sem: FloatSemantics| FloatValue::from_f64_rounded(sem, x).bits;
    match (from, to) {
        (Scalar::Complex(c), _) => {
            let w = c.sem.bit_width();
            let bits = part_bits(c.re, c.sem) | (part_bits(c.im, c.sem) << w);
            let as_int = Scalar::int(bits as i128, 2 * w);
            super::arith::bitcast(as_int, to)
                .map(Value::Scalar)
                .ok_or_else(|| it.err(op, "cannot reinterpret the bits"))
        }
        (_, crate::value::ScalarTy::Complex(sem)) => {
            let w = sem.bit_width();
            let bits = match from {
                Scalar::Float(x, s) => FloatValue::from_f64_rounded(s, x).bits,
                other => other.as_apint().bits,
            };
            let mask = (1u128 << w) - 1;
            let part = |b: u128| {
                FloatValue::from_bits(sem, b & mask)
                    .map(FloatValue::to_f64)
                    .ok_or_else(|| it.err(op, "cannot reinterpret the bits"))
            };
            let (re, im) = (part(bits)?, part(bits >> w)?);
            Ok(Value::Scalar(Scalar::Complex(Complex::new(re, im, sem))))
        }
        _ => Err(it.err(op, "bitcasts between a complex and a non-complex type only")),
    }
}

/// What an op produces.
enum Out<T> {
    Real(T),
    Bool(bool),
    Complex((T, T)),
}

impl<T> Out<T> {
    fn map_parts<U>(self, f: impl Fn(T) -> U) -> Out<U> {
        match self {
            Out::Real(x) => Out::Real(f(x)),
            Out::Bool(b) => Out::Bool(b),
            Out::Complex((a, b)) => Out::Complex((f(a), f(b))),
        }
    }
}

/// Op `name` on `z` (and `w` for binary ops) in `T`.
fn apply<T: math::Real>(name: &str, z: (T, T), w: (T, T)) -> Option<Out<T>> {
    use math::*;
    Some(match name {
        "re" => Out::Real(z.0),
        "im" => Out::Real(z.1),
        "abs" => Out::Real(abs(z)),
        "angle" => Out::Real(z.1.atan2(z.0)),
        "eq" => Out::Bool(z.0 == w.0 && z.1 == w.1),
        "neq" => Out::Bool(z.0 != w.0 || z.1 != w.1),
        _ => Out::Complex(match name {
            "add" => add(z, w),
            "sub" => sub(z, w),
            "mul" => mul(z, w),
            "div" => div(z, w),
            "pow" | "powi" => pow(z, w),
            "atan2" => atan2(z, w),
            "neg" => (-z.0, -z.1),
            "conj" => (z.0, -z.1),
            "exp" => exp(z),
            "expm1" => expm1(z),
            "log" => log(z),
            "log1p" => log1p(z),
            "sqrt" => sqrt(z),
            "rsqrt" => rsqrt(z),
            "sin" => sin(z),
            "cos" => cos(z),
            "tan" => tan(z),
            "tanh" => tanh(z),
            "sign" => sign(z),
            _ => return None,
        }),
    })
}

/// Operand `i` as a complex scalar.
fn complex(it: &Interpreter<'_>, f: &Frame, op: OpId, i: usize) -> R<Complex> {
    match it.operand(f, op, i)? {
        Value::Scalar(Scalar::Complex(c)) => Ok(c),
        other => Err(it.err(
            op,
            format!(
                "expected a complex operand #{i}, got a {}",
                other.kind_name()
            ),
        )),
    }
}

/// Operand `i` as a float and its type.
fn float(it: &Interpreter<'_>, f: &Frame, op: OpId, i: usize) -> R<(f64, FloatSemantics)> {
    match it.scalar(f, op, i)? {
        Scalar::Float(x, sem) => Ok((x, sem)),
        _ => Err(it.err(op, format!("expected a float operand #{i}"))),
    }
}

/// The value of `complex.constant [re, im]` (float parts only).
fn constant(it: &Interpreter<'_>, op: OpId, parts: &[tile_ir::Attr]) -> R<Value> {
    let ctx = it.ctx;
    let part = |a: tile_ir::Attr| match ctx.attr_kind(a) {
        AttrKind::Float { value, ty } => match ctx.type_kind(*ty) {
            TypeKind::Float(sem) => Some((value.to_f64(), *sem)),
            _ => None,
        },
        _ => None,
    };
    match parts {
        [re, im] => match (part(*re), part(*im)) {
            (Some((re, sem)), Some((im, _))) => {
                Ok(Value::Scalar(Scalar::Complex(Complex::new(re, im, sem))))
            }
            _ => Err(it.err(
                op,
                "integer complex constants are not supported by the interpreter",
            )),
        },
        _ => Err(it.err(op, "expects two parts")),
    }
}
