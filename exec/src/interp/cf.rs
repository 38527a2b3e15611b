//! `cf`: branches (handled as block terminators by the region runner) and `cf.assert`.

use tile_dialects::cf::{AssertOp, SwitchOp};
use tile_ir::{BlockId, OpId};

use super::{Frame, Interpreter, R};
use crate::value::Value;

/// Executes `cf.*` op `name` that is not a terminator (`cf.assert`).
pub(super) fn exec(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    name: &str,
) -> R<Option<Vec<Value>>> {
    if name != "cf.assert" {
        return Ok(None);
    }
    if it.scalar(f, op, 0)?.as_i128() & 1 == 0 {
        let msg = AssertOp::cast(it.ctx, op).map_or(String::new(), |a| a.msg(it.ctx));
        return Err(it.err(op, format!("assertion failed: {msg}")));
    }
    Ok(Some(vec![]))
}

/// The successor block and its arguments of branch `op`.
pub(super) fn branch(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
) -> R<(BlockId, Vec<Value>)> {
    let ctx = it.ctx;
    let data = ctx.op(op);
    let vals = it.operands(f, op)?;
    match ctx.op_name_of(op) {
        "cf.br" => {
            let &b = data
                .successors()
                .first()
                .ok_or_else(|| it.err(op, "has no successor"))?;
            Ok((b, vals))
        }
        "cf.cond_br" => {
            let seg = it.segments(op).unwrap_or_default();
            let (nt, nf) = (
                seg.get(1).copied().unwrap_or(0),
                seg.get(2).copied().unwrap_or(0),
            );
            let cond = it.scalar(f, op, 0)?.as_i128() & 1 != 0;
            let (idx, range) = if cond {
                (0, 1..1 + nt)
            } else {
                (1, 1 + nt..1 + nt + nf)
            };
            let &b = data
                .successors()
                .get(idx)
                .ok_or_else(|| it.err(op, "has no successor"))?;
            let args = vals
                .get(range)
                .map(<[Value]>::to_vec)
                .ok_or_else(|| it.err(op, "bad operand segments"))?;
            Ok((b, args))
        }
        "cf.switch" => switch(it, f, op),
        _ => Err(it.err(op, "is not supported by the interpreter")),
    }
}

/// `cf.switch`: the case whose value equals the flag (compared at the flag's width), else
/// the default destination, with that destination's operands.
fn switch(it: &Interpreter<'_>, f: &Frame, op: OpId) -> R<(BlockId, Vec<Value>)> {
    let ctx = it.ctx;
    let sw = SwitchOp::cast(ctx, op).ok_or_else(|| it.err(op, "is not a valid cf.switch"))?;
    let flag = match it.get(f, op, sw.flag(ctx))? {
        Value::Scalar(s) => s.as_apint(),
        other => return Err(it.err(op, format!("flag is a {}", other.kind_name()))),
    };
    let mask = tile_dialects::arith::ints::mask(flag.width);
    let values = sw
        .case_value_list(ctx)
        .ok_or_else(|| it.err(op, "has malformed case values"))?;
    let succ = &ctx.op(op).successors();
    let (dest, operands) = match values
        .iter()
        .position(|&v| (v as u128) & mask == flag.bits & mask)
    {
        Some(k) => (
            succ.get(k + 1),
            sw.case_operand_groups(ctx)
                .get(k)
                .cloned()
                .unwrap_or_default(),
        ),
        None => (succ.first(), sw.defaultOperands(ctx).to_vec()),
    };
    let &b = dest.ok_or_else(|| it.err(op, "has no successor for the flag"))?;
    let args = operands
        .iter()
        .map(|&v| it.get(f, op, v))
        .collect::<R<Vec<_>>>()?;
    Ok((b, args))
}
