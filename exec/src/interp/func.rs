//! `func.call` (with the runtime library's `getTensorFilename` and `rtclock`) and
//! `vector.print` of scalars, vectors and strings.

use tile_dialects::func::CallOp;
use tile_ir::OpId;

use super::{Frame, Interpreter, R};
use crate::value::{Scalar, Value};

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
        .regions
        .first()
        .is_some_and(|&r| !ctx.region(r).blocks.is_empty());
    if !has_body {
        return external(it, op, &callee, &args).map(Some);
    }
    it.call_func(func, args).map(Some)
}

/// The runtime library functions a program may declare.
fn external(it: &mut Interpreter<'_>, op: OpId, callee: &str, args: &[Value]) -> R<Vec<Value>> {
    match (callee, args) {
        ("getTensorFilename", [Value::Scalar(i)]) => {
            let var = format!("TENSOR{}", i.as_i128());
            let path = it
                .env_var(&var)
                .ok_or_else(|| it.err(op, format!("environment variable {var} is not set")))?;
            Ok(vec![Value::Str(path.into())])
        }
        ("rtclock", []) => {
            let t = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs_f64())
                .unwrap_or(0.0);
            Ok(vec![Value::Scalar(Scalar::Float(
                t,
                tile_ir::float::FloatSemantics::F64,
            ))])
        }
        _ => Err(it.err(
            op,
            format!("calls external function '@{callee}', which the interpreter does not provide"),
        )),
    }
}

/// Executes `vector.*` op `name` (`vector.print` of scalars and strings).
pub(super) fn exec_vector(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    name: &str,
) -> R<Option<Vec<Value>>> {
    if name != "vector.print" {
        return Ok(None);
    }
    let ctx = it.ctx;
    let punct = ctx
        .op_attr(op, "punctuation")
        .map(|a| tile_ir::printer::attr_to_string(ctx, a))
        .unwrap_or_default();
    if let Some(s) = ctx
        .op_attr(op, "stringLiteral")
        .and_then(|a| ctx.attr_str(a))
    {
        let s = s.to_string();
        it.print(&s);
    } else if let Some(&v) = ctx.op(op).operands.first() {
        let ty = ctx.value_type(v);
        let sty = it.elem_ty(op, ty)?;
        match it.get(f, op, v)? {
            Value::Scalar(s) => {
                let text = s.print_text(sty);
                it.print(&text);
            }
            Value::Tensor(t) if matches!(ctx.type_kind(ty), tile_ir::TypeKind::Vector { .. }) => {
                // Nested `( a, b )` per dimension; a 0-d vector prints as `( a )`.
                fn rec(out: &mut String, shape: &[u64], data: &[Scalar], sty: crate::ScalarTy) {
                    out.push_str("( ");
                    let Some((&n, inner)) = shape.split_first() else {
                        out.push_str(&data[0].print_text(sty));
                        out.push_str(" )");
                        return;
                    };
                    let step = inner.iter().product::<u64>() as usize;
                    for i in 0..n as usize {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        let part = &data[i * step..(i + 1) * step];
                        if inner.is_empty() {
                            out.push_str(&part[0].print_text(sty));
                        } else {
                            rec(out, inner, part, sty);
                        }
                    }
                    out.push_str(" )");
                }
                let mut text = String::new();
                rec(&mut text, &t.shape, &t.data, sty);
                it.print(&text);
            }
            other => {
                return Err(it.err(
                    op,
                    format!(
                        "printing a {} is not supported (scalars and vectors only)",
                        other.kind_name()
                    ),
                ));
            }
        }
    }
    if punct.contains("comma") {
        it.print(", ");
    } else if punct.contains("open") {
        it.print("( ");
    } else if punct.contains("close") {
        it.print(" )");
    } else if !punct.contains("no_punctuation") {
        it.print("\n");
    }
    Ok(Some(vec![]))
}
