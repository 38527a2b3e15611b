//! Differential tests: every program of `tests/programs/` prints the same under the
//! interpreter as recorded in its `.out` file, and — when MLIR 22 is installed (required with
//! `TILE_REQUIRE_MLIR=1`) — as under `mlir-opt-22 --sparsifier | mlir-runner`.
//! `TILE_REGEN_EXPECTED=1` re-records the `.out` files from mlir-runner.
//! A line `// TENSOR<i>: path` names the file `TENSOR<i>` points at (relative to the dir).

use std::path::{Path, PathBuf};

use tile_lit::mlir::MlirTools;

fn programs_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs")
}

fn tensor_vars(text: &str, dir: &Path) -> Vec<(String, String)> {
    text.lines()
        .filter_map(|l| l.strip_prefix("// TENSOR"))
        .filter_map(|l| l.split_once(':'))
        .map(|(i, p)| {
            (
                format!("TENSOR{}", i.trim()),
                dir.join(p.trim()).to_string_lossy().into_owned(),
            )
        })
        .collect()
}

/// What MLIR 22's sparsifier and `mlir-runner` print for `main` of `text`.
fn run_mlir(m: &MlirTools, text: &str, vars: &[(String, String)]) -> Result<String, String> {
    m.run_main(&m.sparsifier(text, true)?, vars)
}

#[test]
fn programs_match_mlir_runner() {
    let dir = programs_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("programs dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    let mlir = MlirTools::for_tests();
    let regen = std::env::var("TILE_REGEN_EXPECTED").is_ok_and(|v| v == "1");
    let mut failures = Vec::new();
    let mut compared_with_mlir = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).expect("read program");
        let vars = tensor_vars(&text, &dir);
        let expected_path = file.with_extension("out");
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if let Some(m) = &mlir {
            match run_mlir(m, &text, &vars) {
                Ok(reference) => {
                    compared_with_mlir += 1;
                    if regen {
                        std::fs::write(&expected_path, &reference).expect("write .out");
                    } else if std::fs::read_to_string(&expected_path).ok().as_deref()
                        != Some(&reference)
                    {
                        failures.push(format!("{name}: recorded .out differs from mlir-runner"));
                    }
                }
                Err(e) => failures.push(format!("{name}: {e}")),
            }
        }
        let Ok(expected) = std::fs::read_to_string(&expected_path) else {
            failures.push(format!("{name}: no recorded .out"));
            continue;
        };
        let opts = tile_exec::RunOptions {
            tensor_files: Some(vars),
            ..Default::default()
        };
        let got = tile_exec::run_source(&file.to_string_lossy(), &text, "main", opts);
        if let Some(e) = &got.error {
            failures.push(format!("{name}: tile-run failed: {e}"));
        } else if got.stdout != expected {
            failures.push(format!(
                "{name}: output differs\n--- mlir-runner\n{expected}--- tile-run\n{}",
                got.stdout
            ));
        }
    }
    eprintln!(
        "{} programs, {} also run under mlir-runner",
        files.len(),
        compared_with_mlir
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
