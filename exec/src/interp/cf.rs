//! `cf`: branches (handled as block terminators by the region runner) and `cf.assert`.

use tile_dialects::cf::AssertOp;
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
                .successors
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
                .successors
                .get(idx)
                .ok_or_else(|| it.err(op, "has no successor"))?;
            let args = vals
                .get(range)
                .map(<[Value]>::to_vec)
                .ok_or_else(|| it.err(op, "bad operand segments"))?;
            Ok((b, args))
        }
        _ => Err(it.err(op, "is not supported by the interpreter")),
    }
}
