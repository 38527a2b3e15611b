//! Differential tests: every program of `tests/programs/` prints the same under the
//! interpreter as recorded in its `.out` file, and — when MLIR 22 is installed (required with
//! `TILE_REQUIRE_MLIR=1`) — as under `mlir-opt-22 --sparsifier | mlir-runner`.
//! `TILE_REGEN_EXPECTED=1` re-records the `.out` files from mlir-runner.
//! A line `// TENSOR<i>: path` names the file `TENSOR<i>` points at (relative to the dir).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

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

struct Mlir {
    opt: PathBuf,
    runner: PathBuf,
    libs: String,
}

fn find_mlir() -> Option<Mlir> {
    let pick = |cands: &[&str]| cands.iter().map(PathBuf::from).find(|p| p.exists());
    let opt = pick(&["/usr/lib/llvm-22/bin/mlir-opt", "/usr/bin/mlir-opt-22"])?;
    let runner = pick(&[
        "/usr/lib/llvm-22/bin/mlir-runner",
        "/usr/bin/mlir-runner-22",
    ])?;
    let lib = |n: &str| {
        pick(&[
            &format!("/usr/lib/llvm-22/lib/lib{n}.so"),
            &format!("/usr/lib/llvm-22/lib/lib{n}.so.22.1"),
        ])
    };
    let libs = format!(
        "{},{}",
        lib("mlir_c_runner_utils")?.display(),
        lib("mlir_runner_utils")?.display()
    );
    Some(Mlir { opt, runner, libs })
}

fn run_mlir(m: &Mlir, file: &Path, vars: &[(String, String)]) -> Result<String, String> {
    let lowered = Command::new(&m.opt)
        .arg(file)
        .arg("--sparsifier=enable-runtime-library=true")
        .output()
        .map_err(|e| e.to_string())?;
    if !lowered.status.success() {
        return Err(format!(
            "mlir-opt failed: {}",
            String::from_utf8_lossy(&lowered.stderr)
        ));
    }
    let mut cmd = Command::new(&m.runner);
    cmd.args(["-e", "main", "-entry-point-result=void"])
        .arg(format!("-shared-libs={}", m.libs))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in vars {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().map_err(|e| e.to_string())?;
    if let Some(mut stdin) = child.stdin.take() {
        use std::io::Write;
        stdin
            .write_all(&lowered.stdout)
            .map_err(|e| e.to_string())?;
    }
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!(
            "mlir-runner failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
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
    let mlir = find_mlir();
    if mlir.is_none() && std::env::var("TILE_REQUIRE_MLIR").is_ok_and(|v| v == "1") {
        panic!("TILE_REQUIRE_MLIR=1 but mlir-opt-22 / mlir-runner are not installed");
    }
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
            match run_mlir(m, file, &vars) {
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
