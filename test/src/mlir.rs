//! MLIR 22's command-line tools for differential tests: find `mlir-opt` and `mlir-runner`
//! (with the two runner libraries), lower a program with MLIR's sparsifier, run its `main`.
//!
//! It lives here, not in `tile-exec`, because it needs nothing of the IR: any crate's tests
//! (the dialects' included, which `tile-exec` depends on) can use it, and `tile-lit` is
//! already where LLVM 22's tools are found ([`find_llvm_tool`]).

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use crate::find_llvm_tool;

/// The environment variable that turns a missing MLIR 22 from a skip into an error
/// (`scripts/test-all` sets it to `1`).
pub const REQUIRE_MLIR_ENV: &str = "TILE_REQUIRE_MLIR";

/// Whether [`REQUIRE_MLIR_ENV`] is `1`.
pub fn mlir_required() -> bool {
    std::env::var(REQUIRE_MLIR_ENV).is_ok_and(|v| v == "1")
}

/// `mlir-opt`, `mlir-runner` and the runner libraries of an MLIR 22 installation.
#[derive(Debug, Clone)]
pub struct MlirTools {
    /// `mlir-opt-22`.
    pub opt: PathBuf,
    /// `mlir-runner` of LLVM 22.
    pub runner: PathBuf,
    /// `libmlir_c_runner_utils` and `libmlir_runner_utils`, comma-separated (the value of
    /// `-shared-libs=`).
    pub shared_libs: String,
}

impl MlirTools {
    /// The tools, if all are installed (Debian's `mlir-22-tools` and `libmlir-22`).
    pub fn find() -> Option<MlirTools> {
        let opt = find_llvm_tool("mlir-opt")?;
        let runner = find_llvm_tool("mlir-runner")?;
        let lib = |name: &str| {
            ["", ".22.1"]
                .iter()
                .map(|suffix| PathBuf::from(format!("/usr/lib/llvm-22/lib/lib{name}.so{suffix}")))
                .find(|p| p.exists())
        };
        let shared_libs = format!(
            "{},{}",
            lib("mlir_c_runner_utils")?.display(),
            lib("mlir_runner_utils")?.display()
        );
        Some(MlirTools {
            opt,
            runner,
            shared_libs,
        })
    }

    /// [`MlirTools::find`] for a test that compares with MLIR when it can: a missing MLIR
    /// is noted on stderr, and is a failure under [`REQUIRE_MLIR_ENV`]`=1`.
    ///
    /// # Panics
    ///
    /// When MLIR 22 is missing and required: the calling test fails.
    pub fn for_tests() -> Option<MlirTools> {
        let tools = MlirTools::find();
        if tools.is_none() {
            assert!(
                !mlir_required(),
                "{REQUIRE_MLIR_ENV}=1 but mlir-opt-22 / mlir-runner are not installed"
            );
            eprintln!("MLIR 22 not installed: the comparisons with it are skipped");
        }
        tools
    }

    /// What `mlir-opt ARGS` prints for `text` on stdin.
    pub fn opt(&self, args: &[&str], text: &str) -> Result<String, String> {
        pipe(Command::new(&self.opt).args(args), text)
    }

    /// `text` lowered to the LLVM dialect by `mlir-opt --sparsifier`, with or without MLIR's
    /// sparse runtime library.
    pub fn sparsifier(&self, text: &str, runtime_library: bool) -> Result<String, String> {
        let pipeline = format!("--sparsifier=enable-runtime-library={runtime_library}");
        self.opt(&["-", &pipeline], text)
    }

    /// What `mlir-runner` prints for `main` (returning nothing) of the LLVM-dialect program
    /// `llvm`, with `env` set (e.g. `TENSOR0` for `sparse_tensor.new`).
    pub fn run_main(&self, llvm: &str, env: &[(String, String)]) -> Result<String, String> {
        let mut cmd = Command::new(&self.runner);
        cmd.args(["-e", "main", "-entry-point-result=void"])
            .arg(format!("-shared-libs={}", self.shared_libs))
            .envs(env.iter().map(|(k, v)| (k, v)));
        pipe(&mut cmd, llvm)
    }
}

/// Runs `cmd` with `input` on stdin; its stdout, or an error with its stderr. The input is
/// written from a thread so that a child filling its stdout pipe cannot deadlock us.
pub fn pipe(cmd: &mut Command, input: &str) -> Result<String, String> {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{cmd:?}: {e}"))?;
    let Some(mut stdin) = child.stdin.take() else {
        return Err(format!("{cmd:?}: no stdin"));
    };
    let input = input.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let _ = writer.join();
    if !out.status.success() {
        return Err(format!(
            "{:?} failed ({}):\n{}",
            cmd.get_program(),
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pipe_feeds_stdin_and_reports_failures() {
        assert_eq!(
            pipe(&mut Command::new("cat"), "a\nb\n"),
            Ok("a\nb\n".into())
        );
        let e =
            pipe(Command::new("sh").args(["-c", "echo oops >&2; exit 3"]), "").expect_err("exit 3");
        assert!(e.contains("oops") && e.contains('3'), "{e}");
    }

    /// Where MLIR 22 is installed, a `vector.print` program lowers and runs.
    #[test]
    fn lowers_and_runs_main() {
        let Some(m) = MlirTools::for_tests() else {
            return;
        };
        let text = "func.func @main() {\n  %c = arith.constant 42 : i64\n  vector.print %c : i64\n  return\n}\n";
        let llvm = m.sparsifier(text, true).expect("lowered");
        assert_eq!(m.run_main(&llvm, &[]), Ok("42\n".into()));
    }
}
