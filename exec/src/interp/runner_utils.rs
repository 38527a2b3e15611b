//! The functions MLIR's runtime libraries (`libmlir_runner_utils`, `libmlir_c_runner_utils`)
//! provide to programs that declare them: `printMemrefF32` and friends on unranked memrefs,
//! `printI64`/`printU64`/`printF32`/`printF64`, the punctuation printers, `printFlops`,
//! `rtclock` and `getTensorFilename`; output as mlir-runner prints it.

use tile_ir::OpId;
use tile_ir::float::FloatSemantics;

use super::{Interpreter, R};
use crate::memory::MemRef;
use crate::value::{Scalar, Value};
use tile_dialects::sparse_tensor::storage::format_g;

/// Calls runtime function `callee` with `args`.
pub(super) fn call(
    it: &mut Interpreter<'_>,
    op: OpId,
    callee: &str,
    args: &[Value],
) -> R<Vec<Value>> {
    // `llvm.emit_c_interface` declarations call the same functions.
    let name = callee.strip_prefix("_mlir_ciface_").unwrap_or(callee);
    match (name, args) {
        ("getTensorFilename", [Value::Scalar(i)]) => {
            let var = format!("TENSOR{}", i.as_i128());
            let path = it
                .env_var(&var)
                .ok_or_else(|| it.err(op, format!("environment variable {var} is not set")))?;
            Ok(vec![Value::Str(path.into())])
        }
        ("rtclock", []) => Ok(vec![Value::Scalar(Scalar::Float(
            clock_start().elapsed().as_secs_f64(),
            FloatSemantics::F64,
        ))]),
        ("printI64", [Value::Scalar(s)]) => done(it, (s.as_apint().bits as u64 as i64).to_string()),
        ("printU64", [Value::Scalar(s)]) => done(it, (s.as_apint().bits as u64).to_string()),
        ("printF32" | "printF64", [Value::Scalar(s)]) => done(it, format_g(s.as_f64())),
        ("printOpen", []) => done(it, "( ".to_string()),
        ("printClose", []) => done(it, " )".to_string()),
        ("printComma", []) => done(it, ", ".to_string()),
        ("printNewline", []) => done(it, "\n".to_string()),
        ("printFlops", [Value::Scalar(s)]) => {
            // The runtime writes this line to stderr.
            eprintln!("{:.6} GFLOPS", s.as_f64() / 1.0e9);
            Ok(vec![])
        }
        (
            "printMemrefF32" | "printMemrefF64" | "printMemrefI8" | "printMemrefI16"
            | "printMemrefI32" | "printMemrefI64" | "printMemrefInd",
            [Value::MemRef(m)],
        ) => {
            let text = print_memref(m, name == "printMemrefI8").map_err(|e| it.err(op, e))?;
            done(it, text)
        }
        _ => Err(it.err(
            op,
            format!("calls external function '@{callee}', which the interpreter does not provide"),
        )),
    }
}

/// The instant `rtclock` counts from (monotonic, unlike the wall clock).
fn clock_start() -> std::time::Instant {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    *START.get_or_init(std::time::Instant::now)
}

fn done(it: &mut Interpreter<'_>, text: String) -> R<Vec<Value>> {
    it.print(&text);
    Ok(vec![])
}

/// One element as the runtime's `std::ostream <<` writes it (`int8_t` as a character).
fn element_text(s: Scalar, as_char: bool) -> String {
    match s {
        Scalar::Float(f, _) => format_g(f),
        Scalar::Index(i) => i.to_string(),
        Scalar::Int(a) if as_char => {
            // A byte that is not ASCII is not valid UTF-8 on its own: written as U+FFFD.
            char::from_u32(a.bits as u32 & 0xff)
                .filter(char::is_ascii)
                .unwrap_or(char::REPLACEMENT_CHARACTER)
                .to_string()
        }
        Scalar::Int(a) => a.signed().to_string(),
    }
}

/// MLIR's `printMemRef`: the metadata line, then the nested data (`MemRefDataPrinter`).
pub(crate) fn print_memref(m: &MemRef, as_char: bool) -> Result<String, String> {
    let base = std::rc::Rc::as_ptr(&m.buf) as usize;
    let list = |v: &[String]| v.join(", ");
    let sizes: Vec<String> = m.shape.iter().map(u64::to_string).collect();
    let strides: Vec<String> = m.strides.iter().map(i64::to_string).collect();
    let mut out = format!(
        "Unranked Memref base@ = {base:#x} rank = {} offset = {} sizes = [{}] strides = [{}] data = \n",
        m.shape.len(),
        m.offset,
        list(&sizes),
        list(&strides)
    );
    let buf = m.buf.borrow();
    let get = |at: i64| {
        usize::try_from(at)
            .ok()
            .and_then(|i| buf.get(i).copied())
            .map(|s| element_text(s, as_char))
            .ok_or_else(|| format!("element {at} is outside the buffer"))
    };
    let rank = m.shape.len();
    if rank == 0 {
        out.push('[');
        out.push_str(&get(m.offset)?);
        out.push(']');
    } else {
        print_dim(&mut out, &get, rank, rank, m.offset, &m.shape, &m.strides)?;
    }
    out.push('\n');
    Ok(out)
}

/// `MemRefDataPrinter::print`: `[a, b]` per dimension, inner rows indented and on new lines.
fn print_dim(
    out: &mut String,
    get: &dyn Fn(i64) -> Result<String, String>,
    dim: usize,
    rank: usize,
    offset: i64,
    sizes: &[u64],
    strides: &[i64],
) -> Result<(), String> {
    let (Some(&n), Some(&stride)) = (sizes.first(), strides.first()) else {
        out.push_str(&get(offset)?);
        return Ok(());
    };
    let (inner_sizes, inner_strides) = (
        sizes.get(1..).unwrap_or(&[]),
        strides.get(1..).unwrap_or(&[]),
    );
    let spaces = " ".repeat(rank - dim + 1);
    out.push('[');
    for i in 0..n.max(1) {
        if i > 0 {
            out.push_str(&spaces);
        }
        let at = offset + i as i64 * stride;
        print_dim(out, get, dim - 1, rank, at, inner_sizes, inner_strides)?;
        if i + 1 < n {
            out.push_str(", ");
            if dim > 1 {
                out.push('\n');
            }
        }
    }
    out.push(']');
    Ok(())
}
