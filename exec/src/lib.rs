//! tile-exec: an interpreter for the IR tile-opt handles. It runs `func`, `arith`, `math`,
//! `scf`, `cf`, `memref`, `tensor`, `bufferization`, `linalg`, `vector.print` and
//! `sparse_tensor` ops on concrete values, printing what `mlir-runner` prints, and reports
//! run-time faults (out-of-bounds accesses, integer division by zero, fuel exhaustion, bad
//! input files) as diagnostics at the faulting op.

#![deny(missing_docs)]

pub mod check;
pub mod interp;
pub mod io;
pub mod memory;
pub mod value;

pub use interp::{Interpreter, RunOptions};
pub use value::{DenseTensor, Scalar, ScalarTy, SparseTensor, Value};

use tile_ir::{Context, Diagnostic};

/// What a run printed and, on failure, the diagnostic that stopped it (rendered).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RunOutput {
    /// Everything the program printed before it stopped.
    pub stdout: String,
    /// The rendered error, if the run failed.
    pub error: Option<String>,
}

/// A fresh context with every tile-opt dialect registered.
pub fn new_context() -> Context {
    Context::new(tile_dialects::registry())
}

/// Parses and verifies `text` (named `name` in diagnostics), then runs `func` with no
/// arguments.
pub fn run_source(name: &str, text: &str, func: &str, options: RunOptions) -> RunOutput {
    let mut ctx = new_context();
    let module = match tile_ir::parser::parse_str(&mut ctx, name, text) {
        Ok(m) => m,
        Err(d) => {
            return RunOutput {
                stdout: String::new(),
                error: Some(tile_ir::diagnostic::render(&ctx, &d)),
            };
        }
    };
    let errs = tile_ir::verifier::verify(&ctx, module);
    if let Some(d) = errs.first() {
        return RunOutput {
            stdout: String::new(),
            error: Some(tile_ir::diagnostic::render(&ctx, d)),
        };
    }
    let mut it = Interpreter::new(&ctx, module, options);
    let r = it.call(func, vec![]);
    RunOutput {
        stdout: std::mem::take(&mut it.out),
        error: r
            .err()
            .map(|d: Diagnostic| tile_ir::diagnostic::render(&ctx, &d)),
    }
}
