//! `func.call`: calls of defined functions, and of declared ones through the runtime
//! library (`runner_utils`).

use tile_dialects::func::CallOp;
use tile_ir::OpId;

use super::{Frame, Interpreter, R};
use crate::value::Value;

/// Executes `func.*` op `name`; `None` when unsupported.
pub(super) fn exec(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    name: &str,
) -> R<Option<Vec<Value>>> {
    if name != "func.call" {
        return Ok(None);
    }
    let ctx = it.ctx;
    let callee = CallOp::cast(ctx, op)
        .ok_or_else(|| it.err(op, "has no callee"))?
        .callee(ctx);
    let args = it.operands(f, op)?;
    let Some(func) = it.func(&callee) else {
        return Err(it.err(op, format!("calls unknown function '@{callee}'")));
    };
    let has_body = ctx
        .op(func)
        .regions()
        .first()
        .is_some_and(|&r| !ctx.region(r).blocks.is_empty());
    if !has_body {
        return super::runner_utils::call(it, op, &callee, &args).map(Some);
    }
    it.call_func(func, args).map(Some)
}
