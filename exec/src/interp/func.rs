//! `func.call` and `func.call_indirect` (of a `func.constant`): calls of defined functions,
//! and of declared ones through the runtime library (`runner_utils`).

use tile_dialects::func::{CallOp, ConstantOp};
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
    let ctx = it.ctx;
    match name {
        "func.call" => {
            let callee = CallOp::cast(ctx, op)
                .ok_or_else(|| it.err(op, "has no callee"))?
                .callee(ctx);
            let args = it.operands(f, op)?;
            call(it, op, &callee, args).map(Some)
        }
        "func.constant" => {
            let callee = ConstantOp::cast(ctx, op)
                .ok_or_else(|| it.err(op, "has no function"))?
                .value(ctx);
            Ok(Some(vec![Value::Func(callee.into())]))
        }
        "func.call_indirect" => {
            let mut args = it.operands(f, op)?;
            if args.is_empty() {
                return Err(it.err(op, "has no callee"));
            }
            match args.remove(0) {
                Value::Func(callee) => call(it, op, &callee, args).map(Some),
                other => Err(it.err(op, format!("calls a {}, not a function", other.kind_name()))),
            }
        }
        _ => Ok(None),
    }
}

/// Calls function `@callee` (defined, or declared and provided by the runtime library).
fn call(it: &mut Interpreter<'_>, op: OpId, callee: &str, args: Vec<Value>) -> R<Vec<Value>> {
    let ctx = it.ctx;
    let Some(func) = it.func(callee) else {
        return Err(it.err(op, format!("calls unknown function '@{callee}'")));
    };
    let has_body = ctx
        .op(func)
        .regions()
        .first()
        .is_some_and(|&r| !ctx.region(r).blocks.is_empty());
    if !has_body {
        return super::runner_utils::call(it, op, callee, &args);
    }
    it.call_func(func, args)
}
