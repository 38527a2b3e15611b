//! `arith`: constants, integer ops with wrap-around (division by zero and signed overflow of
//! division are errors), float ops rounded to their type, comparisons and casts.

use std::rc::Rc;

use tile_dialects::arith::ints::ApInt;
use tile_dialects::arith::views::{CmpFOp, CmpIOp, ConstantOp};
use tile_ir::attributes::{DenseValues, Scalar as AttrScalar};
use tile_ir::{AttrKind, OpId};

use super::{Frame, Interpreter, R};
use crate::value::{DenseTensor, Scalar, ScalarTy, Value};

/// Executes `arith.*` op `name`; `None` when unsupported.
pub(super) fn exec(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    name: &str,
) -> R<Option<Vec<Value>>> {
    let short = name.trim_start_matches("arith.");
    if short == "constant" {
        return Ok(Some(vec![constant(it, op)?]));
    }
    if short == "select" {
        let c = it.scalar(f, op, 0)?;
        let v = if c.as_i128() & 1 != 0 {
            it.operand(f, op, 1)?
        } else {
            it.operand(f, op, 2)?
        };
        return Ok(Some(vec![v]));
    }
    if let Some(results) = extended(it, f, op, short)? {
        return Ok(Some(results));
    }
    let rty = it.result_ty(op, 0)?;
    let res_ty = it.elem_ty(op, rty)?;
    // MX scaling (what `arith-expand` makes of them): `x * scale` widened, `x / scale`
    // narrowed, rounded once to the result type.
    if matches!(short, "scaling_extf" | "scaling_truncf") {
        let (x, scale) = (it.scalar(f, op, 0)?.as_f64(), it.scalar(f, op, 1)?.as_f64());
        let v = if short == "scaling_extf" {
            x * scale
        } else {
            x / scale
        };
        return Ok(Some(vec![Value::Scalar(res_ty.from_f64(v))]));
    }
    let n = it.ctx.op(op).operands.len();
    let r = if n == 2 {
        let (a, b) = (it.scalar(f, op, 0)?, it.scalar(f, op, 1)?);
        match (a, b) {
            (Scalar::Float(x, sem), Scalar::Float(y, _)) => {
                if short == "cmpf" {
                    let p = CmpFOp::cast(it.ctx, op)
                        .ok_or_else(|| it.err(op, "has no valid predicate"))?
                        .predicate(it.ctx);
                    Scalar::bool(cmpf(i128::from(p), x, y))
                } else {
                    match float_binary(short, x, y) {
                        Some(v) => Scalar::float(v, sem),
                        None => return Ok(None),
                    }
                }
            }
            _ => {
                let (x, y) = (a.as_apint(), b.as_apint());
                if short == "cmpi" {
                    let p = CmpIOp::cast(it.ctx, op)
                        .ok_or_else(|| it.err(op, "has no valid predicate"))?
                        .predicate(it.ctx);
                    Scalar::bool(x.compare(y, p))
                } else {
                    let v = match int_binary(short, x, y) {
                        Ok(Some(v)) => v,
                        Ok(None) => return Ok(None),
                        Err(msg) => return Err(it.err(op, msg)),
                    };
                    wrap_int(v, res_ty)
                }
            }
        }
    } else if n == 1 {
        let a = it.scalar(f, op, 0)?;
        match cast_or_unary(short, a, res_ty) {
            Some(v) => v,
            None => return Ok(None),
        }
    } else {
        return Ok(None);
    };
    Ok(Some(vec![Value::Scalar(r)]))
}

/// The two-result integer ops: `addui_extended` (sum and unsigned carry) and
/// `mulsi_extended`/`mului_extended` (low and high halves of the double-width product).
fn extended(it: &Interpreter<'_>, f: &Frame, op: OpId, short: &str) -> R<Option<Vec<Value>>> {
    if !matches!(
        short,
        "addui_extended" | "mulsi_extended" | "mului_extended"
    ) {
        return Ok(None);
    }
    let (x, y) = (
        it.scalar(f, op, 0)?.as_apint(),
        it.scalar(f, op, 1)?.as_apint(),
    );
    let (first, second) = match short {
        "addui_extended" => {
            let sum = x.wrapping_add(y);
            let carry = sum.unsigned() < x.unsigned();
            (Scalar::Int(sum), Scalar::bool(carry))
        }
        "mulsi_extended" => (Scalar::Int(x.wrapping_mul(y)), Scalar::Int(x.mulhs(y))),
        _ => (Scalar::Int(x.wrapping_mul(y)), Scalar::Int(x.mulhu(y))),
    };
    Ok(Some(vec![Value::Scalar(first), Value::Scalar(second)]))
}

/// An `ApInt` result as a scalar of `ty` (`index` or an integer).
fn wrap_int(v: ApInt, ty: ScalarTy) -> Scalar {
    match ty {
        ScalarTy::Index => Scalar::Index(v.signed() as i64),
        _ => Scalar::Int(v),
    }
}

fn int_binary(op: &str, x: ApInt, y: ApInt) -> Result<Option<ApInt>, String> {
    let div0 = || "integer division by zero".to_string();
    Ok(Some(match op {
        "addi" => x.wrapping_add(y),
        "subi" => x.wrapping_sub(y),
        "muli" => x.wrapping_mul(y),
        "divui" => x.udiv(y).ok_or_else(div0)?,
        "remui" => x.urem(y).ok_or_else(div0)?,
        "divsi" | "remsi" | "floordivsi" | "ceildivsi" if y.is_zero() => return Err(div0()),
        // An i1 can only be divided by -1 (true); LLVM's sdiv gives the dividend, which
        // MLIR's own tests print.
        "divsi" if x.width == 1 => x,
        "divsi" => x
            .sdiv(y)
            .ok_or_else(|| "signed division overflow (MIN / -1)".to_string())?,
        "remsi" => x.srem(y).ok_or_else(div0)?,
        "floordivsi" => x
            .sfloordiv(y)
            .ok_or_else(|| "signed division overflow (MIN / -1)".to_string())?,
        "ceildivsi" => x
            .ceildivs_exact(y)
            .ok_or_else(|| "signed division overflow (MIN / -1)".to_string())?,
        "ceildivui" => x.ceildivu(y).ok_or_else(div0)?,
        "andi" => x.and(y),
        "ori" => x.or(y),
        "xori" => x.xor(y),
        "shli" | "shrui" | "shrsi" if y.bits >= u128::from(x.width) => {
            return Err(format!(
                "shift amount {} is not less than the bit width {} (poison)",
                y.bits, x.width
            ));
        }
        "shli" => x.checked_shl(y).unwrap_or(x.with_bits(0)),
        "shrui" => x.lshr(y).unwrap_or(x.with_bits(0)),
        "shrsi" => x.ashr(y).unwrap_or(x.with_bits(0)),
        "maxsi" => x.smax(y),
        "minsi" => x.smin(y),
        "maxui" => x.umax(y),
        "minui" => x.umin(y),
        _ => return Ok(None),
    }))
}

fn float_binary(op: &str, x: f64, y: f64) -> Option<f64> {
    Some(match op {
        "addf" => x + y,
        "subf" => x - y,
        "mulf" => x * y,
        "divf" => x / y,
        "remf" => x % y,
        "maximumf" => {
            if x.is_nan() || y.is_nan() {
                f64::NAN
            } else if x == y {
                if x.is_sign_negative() { y } else { x }
            } else {
                x.max(y)
            }
        }
        "minimumf" => {
            if x.is_nan() || y.is_nan() {
                f64::NAN
            } else if x == y {
                if x.is_sign_negative() { x } else { y }
            } else {
                x.min(y)
            }
        }
        "maxnumf" => x.max(y),
        "minnumf" => x.min(y),
        _ => return None,
    })
}

/// `arith.cmpf` with predicate value `p` (MLIR's order: false, oeq, ogt, oge, olt, ole,
/// one, ord, ueq, ugt, uge, ult, ule, une, uno, true).
pub(crate) fn cmpf(p: i128, x: f64, y: f64) -> bool {
    let uno = x.is_nan() || y.is_nan();
    match p {
        0 => false,
        1 => !uno && x == y,
        2 => !uno && x > y,
        3 => !uno && x >= y,
        4 => !uno && x < y,
        5 => !uno && x <= y,
        6 => !uno && x != y,
        7 => !uno,
        8 => uno || x == y,
        9 => uno || x > y,
        10 => uno || x >= y,
        11 => uno || x < y,
        12 => uno || x <= y,
        13 => uno || x != y,
        14 => uno,
        _ => true,
    }
}

fn cast_or_unary(op: &str, a: Scalar, to: ScalarTy) -> Option<Scalar> {
    Some(match (op, to) {
        ("negf", _) => match a {
            Scalar::Float(x, s) => Scalar::Float(-x, s),
            _ => return None,
        },
        ("extsi" | "index_cast" | "trunci", _) => to.from_i128(a.as_i128()),
        ("extui" | "index_castui", _) => to.from_i128(a.as_apint().bits as i128),
        ("sitofp", ScalarTy::Float(sem)) => Scalar::float(a.as_apint().signed() as f64, sem),
        ("uitofp", ScalarTy::Float(sem)) => Scalar::float(a.as_apint().bits as f64, sem),
        ("fptosi", _) => to.from_i128(a.as_f64() as i128),
        ("fptoui", _) => to.from_i128(a.as_f64().max(0.0) as u128 as i128),
        ("extf" | "truncf", ScalarTy::Float(sem)) => Scalar::float(a.as_f64(), sem),
        ("bitcast", _) => bitcast(a, to)?,
        _ => return None,
    })
}

/// `a`'s bits read as a value of type `to` (same width).
pub(crate) fn bitcast(a: Scalar, to: ScalarTy) -> Option<Scalar> {
    to.from_bits(a.bits())
}

/// The scalar an attribute element denotes, in type `ty`.
pub(crate) fn attr_scalar(s: &AttrScalar, ty: ScalarTy) -> Scalar {
    match s {
        AttrScalar::Int(v) => ty.from_i128(*v),
        AttrScalar::Float(fv) => ty.from_f64(fv.to_f64()),
        AttrScalar::ComplexFloat(re, im) => match ty {
            ScalarTy::Complex(sem) => {
                Scalar::Complex(crate::value::Complex::new(re.to_f64(), im.to_f64(), sem))
            }
            _ => ty.from_f64(re.to_f64()),
        },
        AttrScalar::ComplexInt(re, _) => ty.from_i128(*re),
    }
}

/// The value of an `arith.constant`.
fn constant(it: &Interpreter<'_>, op: OpId) -> R<Value> {
    let ctx = it.ctx;
    let a = ConstantOp::cast(ctx, op)
        .ok_or_else(|| it.err(op, "has no value"))?
        .value(ctx);
    let rty = it.result_ty(op, 0)?;
    attr_value(it, op, a, rty)
}

/// The runtime value of attribute `a` of type `ty` (scalars and dense elements).
pub(crate) fn attr_value(
    it: &Interpreter<'_>,
    op: OpId,
    a: tile_ir::Attr,
    ty: tile_ir::Type,
) -> R<Value> {
    let ctx = it.ctx;
    let elem = it.elem_ty(op, ty)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Ok(Value::Scalar(elem.from_i128(*value))),
        AttrKind::Bool(b) => Ok(Value::Scalar(elem.from_i128(i128::from(*b)))),
        AttrKind::Float { value, .. } => Ok(Value::Scalar(elem.from_f64(value.to_f64()))),
        AttrKind::SparseElements { .. } => {
            let limit = super::MAX_ELEMENTS as usize;
            let v = tile_ir::attributes::sparse_to_dense(ctx, a, limit)
                .ok_or_else(|| it.err(op, "sparse elements of this form are not supported"))?;
            elements_value(it, op, &DenseValues::Elements(v), ty)
        }
        AttrKind::DenseResource { name, .. } => {
            let blob = ctx
                .resource_blob(op, name)
                .ok_or_else(|| it.err(op, format!("no resource blob '{name}'")))?;
            let n = it
                .shape_of(op, ty)?
                .into_iter()
                .try_fold(1usize, |a, d| a.checked_mul(usize::try_from(d).ok()?))
                .ok_or_else(|| it.err(op, "constant has too many elements"))?;
            let elem_ty = match ctx.type_kind(ty) {
                tile_ir::TypeKind::RankedTensor { element, .. }
                | tile_ir::TypeKind::Vector { element, .. }
                | tile_ir::TypeKind::MemRef { element, .. } => *element,
                _ => ty,
            };
            let v = tile_ir::attributes::decode_elements(ctx, elem_ty, &blob.data, n).ok_or_else(
                || {
                    it.err(
                        op,
                        format!(
                            "resource blob '{name}' does not hold {n} elements of the element type"
                        ),
                    )
                },
            )?;
            elements_value(it, op, &v, ty)
        }
        AttrKind::DenseElements { values, .. } => elements_value(it, op, values, ty),
        _ => Err(it.err(op, "constant attribute of this kind is not supported")),
    }
}

/// The runtime tensor (or memref, or sparse tensor) of elements `values` of type `ty`.
fn elements_value(
    it: &Interpreter<'_>,
    op: OpId,
    values: &DenseValues,
    ty: tile_ir::Type,
) -> R<Value> {
    let ctx = it.ctx;
    let elem = it.elem_ty(op, ty)?;
    let shape: Vec<u64> = it
        .shape_of(op, ty)?
        .into_iter()
        .map(|s| s.max(0) as u64)
        .collect();
    let n = shape
        .iter()
        .try_fold(1u64, |a, &d| a.checked_mul(d))
        .filter(|&n| n <= super::MAX_ELEMENTS)
        .ok_or_else(|| it.err(op, "constant has too many elements"))? as usize;
    let data = match values {
        DenseValues::Splat(s) => vec![attr_scalar(s, elem); n],
        DenseValues::Elements(v) if v.len() == n => {
            v.iter().map(|s| attr_scalar(s, elem)).collect()
        }
        _ => return Err(it.err(op, "dense elements of this form are not supported")),
    };
    let t = DenseTensor { shape, elem, data };
    let is_memref = matches!(ctx.type_kind(ty), tile_ir::TypeKind::MemRef { .. });
    if is_memref {
        Ok(Value::MemRef(crate::memory::MemRef::from_data(
            t.shape, elem, t.data,
        )))
    } else if tile_dialects::sparse_tensor::get_encoding(ctx, ty).is_some() {
        let dense = Value::Tensor(Rc::new(t));
        super::sparse::to_sparse(it, op, dense, ty)
    } else {
        Ok(Value::Tensor(Rc::new(t)))
    }
}
