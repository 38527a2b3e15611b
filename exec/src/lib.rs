//! tile-exec: an interpreter for the IR tile-opt handles. It runs `func`, `arith`, `math`,
//! `scf`, `cf`, `memref`, `tensor`, `bufferization`, `linalg`, `vector.print` (scalars and
//! vectors) and `sparse_tensor` ops on concrete values, printing what `mlir-runner` prints,
//! and reports
//! run-time faults (out-of-bounds accesses, integer division by zero, fuel exhaustion, bad
//! input files) as diagnostics at the faulting op.

#![deny(missing_docs)]

pub mod args;
pub mod check;
pub mod interp;
pub mod io;
pub mod memory;
pub mod value;

pub use interp::{Interpreter, RunOptions};
pub use value::{Complex, DenseTensor, Scalar, ScalarTy, SparseTensor, Value};

use tile_ir::Context;

/// What a run printed and, on failure, the diagnostic that stopped it (rendered).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RunOutput {
    /// Everything the program printed before it stopped.
    pub stdout: String,
    /// The rendered error, if the run failed.
    pub error: Option<String>,
    /// Ops executed by the call (arguments and dumps excluded).
    pub ops: u64,
    /// Wall time of the call in seconds (arguments and dumps excluded).
    pub seconds: f64,
}

/// A fresh context with every tile-opt dialect registered.
pub fn new_context() -> Context {
    Context::new(tile_dialects::registry())
}

/// Parses and verifies `text` (named `name` in diagnostics), then runs `func` with no
/// arguments.
pub fn run_source(name: &str, text: &str, func: &str, options: RunOptions) -> RunOutput {
    run_source_with(name, text, func, options, &[], &[])
}

/// Parses and verifies `text`, runs `func` with the arguments described by `args` (see
/// [`args::make_arg`]: `.npy`/`.mtx`/`.tns` files, `seed=N`, scalar literals) and writes
/// result `k` to `dumps[k]` (see [`args::dump_value`]).
pub fn run_source_with(
    name: &str,
    text: &str,
    func: &str,
    options: RunOptions,
    args: &[String],
    dumps: &[String],
) -> RunOutput {
    let mut ctx = new_context();
    let fail = |e: String| RunOutput {
        error: Some(e),
        ..RunOutput::default()
    };
    let module = match tile_ir::parser::parse_str(&mut ctx, name, text) {
        Ok(m) => m,
        Err(d) => return fail(tile_ir::diagnostic::render(&ctx, &d)),
    };
    let errs = tile_ir::verifier::verify(&ctx, module);
    if let Some(d) = errs.first() {
        return fail(tile_ir::diagnostic::render(&ctx, d));
    }
    let mut it = Interpreter::new(&ctx, module, options);
    let params = if args.is_empty() {
        vec![]
    } else {
        match args::param_types(&ctx, &it, func) {
            Ok(p) => p,
            Err(e) => return fail(format!("error: {e}")),
        }
    };
    if !args.is_empty() && params.len() != args.len() {
        return fail(format!(
            "error: '{func}' takes {} arguments, {} given",
            params.len(),
            args.len()
        ));
    }
    let mut values = Vec::with_capacity(args.len());
    for (k, (spec, &ty)) in args.iter().zip(&params).enumerate() {
        match args::make_arg(&ctx, ty, spec) {
            Ok(v) => values.push(v),
            Err(e) => return fail(format!("error: argument #{k}: {e}")),
        }
    }
    let start = std::time::Instant::now();
    let r = it.call(func, values);
    let mut out = RunOutput {
        stdout: std::mem::take(&mut it.out),
        error: None,
        ops: it.ops_executed(),
        seconds: start.elapsed().as_secs_f64(),
    };
    match r {
        Err(d) => out.error = Some(tile_ir::diagnostic::render(&ctx, &d)),
        Ok(results) => {
            if let ([Value::Scalar(v)], []) = (results.as_slice(), dumps)
                && let Some(text) = entry_result_text(*v)
            {
                out.stdout.push_str(&text);
            }
            if dumps.len() > results.len() {
                out.error = Some(format!(
                    "error: {} dump files given for {} results",
                    dumps.len(),
                    results.len()
                ));
                return out;
            }
            for (k, (v, path)) in results.iter().zip(dumps).enumerate() {
                if let Err(e) = args::dump_value(v, path) {
                    out.error = Some(format!("error: result #{k}: {e}"));
                    break;
                }
            }
        }
    }
    out
}

/// What mlir-runner prints for an entry point returning one scalar of a type it supports
/// (`-entry-point-result=i32|i64|f32`): the integer, or the float in C's `%e` form.
fn entry_result_text(v: Scalar) -> Option<String> {
    match v {
        Scalar::Float(f, tile_ir::float::FloatSemantics::F32) => {
            let t = format!("{f:.6e}");
            let (m, e) = t.split_once('e')?;
            let (sign, digits) = e.strip_prefix('-').map_or(("+", e), |d| ("-", d));
            Some(format!("{m}e{sign}{digits:0>2}\n"))
        }
        Scalar::Int(a) if a.width == 32 || a.width == 64 => Some(format!("{}\n", a.signed())),
        _ => None,
    }
}
