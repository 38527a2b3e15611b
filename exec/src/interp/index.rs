//! The `index` dialect on tile-run's 64-bit `index`: arithmetic wraps; division by zero,
//! signed division overflow (`MIN / -1`) and shifts by 64 or more (poison in MLIR) are
//! errors. Signed ceil and floor division compute what MLIR's lowering to LLVM computes.

use tile_dialects::arith::ints::ApInt;
use tile_dialects::index::fold;
use tile_dialects::index::ops::{BoolConstantOp, CmpOp, ConstantOp};
use tile_ir::OpId;

use super::{Frame, Interpreter, R};
use crate::value::{Scalar, Value};

/// Executes `index.*` op `name`; `None` when unsupported.
pub(super) fn exec(it: &Interpreter<'_>, f: &Frame, op: OpId, name: &str) -> R<Option<Vec<Value>>> {
    let short = name.trim_start_matches("index.");
    let v = match short {
        "constant" => {
            let c = ConstantOp::cast(it.ctx, op).ok_or_else(|| it.err(op, "has no value"))?;
            Scalar::Index(c.value(it.ctx))
        }
        "bool.constant" => {
            let c = BoolConstantOp::cast(it.ctx, op).ok_or_else(|| it.err(op, "has no value"))?;
            Scalar::Int(ApInt {
                bits: u128::from(c.value(it.ctx)),
                width: 1,
            })
        }
        "sizeof" => Scalar::Index(64),
        "casts" | "castu" => {
            let x = it.scalar(f, op, 0)?;
            let v = match (short, x) {
                ("castu", Scalar::Int(a)) => a.unsigned() as i128,
                ("castu", Scalar::Index(i)) => i128::from(i as u64),
                _ => x.as_i128(),
            };
            let ty = it.result_ty(op, 0)?;
            it.elem_ty(op, ty)?.from_i128(v)
        }
        "cmp" => {
            let pred = CmpOp::cast(it.ctx, op)
                .map(|c| c.pred(it.ctx))
                .ok_or_else(|| it.err(op, "has no predicate"))?;
            let (a, b) = (index_operand(it, f, op, 0)?, index_operand(it, f, op, 1)?);
            let r = pred.holds(a.bits, b.bits, 64);
            Scalar::Int(ApInt {
                bits: u128::from(r),
                width: 1,
            })
        }
        _ => {
            let (a, b) = (index_operand(it, f, op, 0)?, index_operand(it, f, op, 1)?);
            let Some(r) = binary(short, a, b).map_err(|m| it.err(op, m))? else {
                return Ok(None);
            };
            Scalar::Index(r.signed() as i64)
        }
    };
    Ok(Some(vec![Value::Scalar(v)]))
}

/// Operand `i` as a 64-bit integer.
fn index_operand(it: &Interpreter<'_>, f: &Frame, op: OpId, i: usize) -> R<ApInt> {
    let v = it.scalar(f, op, i)?.as_i128();
    ApInt::new(v, 64).ok_or_else(|| it.err(op, "operand is not an index"))
}

/// The binary ops; `Ok(None)` for an op this does not know.
fn binary(op: &str, x: ApInt, y: ApInt) -> Result<Option<ApInt>, String> {
    let div0 = || "integer division by zero".to_string();
    let overflow = || "signed division overflow (MIN / -1)".to_string();
    let shift = || {
        format!(
            "shift amount {} is not less than the bit width 64 (poison)",
            y.bits
        )
    };
    Ok(Some(match op {
        "add" => x.wrapping_add(y),
        "sub" => x.wrapping_sub(y),
        "mul" => x.wrapping_mul(y),
        "divu" => x.udiv(y).ok_or_else(div0)?,
        "remu" => x.urem(y).ok_or_else(div0)?,
        "ceildivu" => x.ceildivu(y).ok_or_else(div0)?,
        "divs" | "rems" | "ceildivs" | "floordivs" if y.is_zero() => return Err(div0()),
        "divs" => x.sdiv(y).ok_or_else(overflow)?,
        // `MIN rems -1` is 0 (LLVM's srem is poison there; the remainder is exact).
        "rems" => x.srem(y).ok_or_else(div0)?,
        "ceildivs" | "floordivs" if x.is_min_signed() && y.is_all_ones() => {
            return Err(overflow());
        }
        // What MLIR's lowering computes (and its folder): for `ceildivs` of `MIN` by a
        // positive divisor that is `-(MIN / m)`, `-MIN` wrapping.
        "ceildivs" => fold::ceildivs(x, y).ok_or_else(div0)?,
        "floordivs" => fold::floordivs(x, y).ok_or_else(div0)?,
        "maxs" => x.smax(y),
        "maxu" => x.umax(y),
        "mins" => x.smin(y),
        "minu" => x.umin(y),
        "and" => x.and(y),
        "or" => x.or(y),
        "xor" => x.xor(y),
        "shl" => x.checked_shl(y).ok_or_else(shift)?,
        "shrs" => x.ashr(y).ok_or_else(shift)?,
        "shru" => x.lshr(y).ok_or_else(shift)?,
        _ => return Ok(None),
    }))
}
