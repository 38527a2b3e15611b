//! Round trips over every test input: `tile-opt (tile-opt x) == tile-opt x` byte for byte,
//! `tile-opt x | mlir-opt-22` succeeds, `mlir-opt-22 (tile-opt x) == mlir-opt-22 x`, and where
//! mlir-opt-22 reads `x`, `tile-opt x == mlir-opt-22 x` byte for byte.
//! Inputs meant to fail (`-verify-diagnostics`, `not tile-opt`) are skipped; `// -----` files
//! are checked chunk by chunk.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn run(cmd: &str, args: &[&str], input: &[u8]) -> (bool, Vec<u8>, String) {
    let mut child = match Command::new(cmd)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(c) => c,
        Err(e) => return (false, Vec::new(), e.to_string()),
    };
    let mut stdin = child.stdin.take().expect("stdin");
    let data = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&data);
    });
    let out = child.wait_with_output().expect("wait");
    let _ = writer.join();
    (
        out.status.success(),
        out.stdout,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn mlir_opt() -> Option<String> {
    for c in ["mlir-opt-22", "/usr/lib/llvm-22/bin/mlir-opt"] {
        if Command::new(c)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
        {
            return Some(c.to_string());
        }
    }
    if std::env::var("TILE_REQUIRE_MLIR").is_ok_and(|v| v == "1") {
        panic!("mlir-opt-22 is required (TILE_REQUIRE_MLIR=1) but was not found");
    }
    None
}

fn inputs(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            if p.file_name().is_some_and(|n| n != "Inputs") {
                inputs(&p, out);
            }
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p);
        }
    }
}

/// Test inputs wrap what they test in ops of made-up dialects (`foo.*`); both tools read them.
const ALLOW: &str = "--allow-unregistered-dialect";

#[test]
fn every_test_input_round_trips() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test");
    let mut files = Vec::new();
    inputs(&root, &mut files);
    let tile = env!("CARGO_BIN_EXE_tile-opt");
    let mlir = mlir_opt();
    let mut failures = Vec::new();
    let mut checked = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        let runs: Vec<&str> = text.lines().filter(|l| l.contains("RUN:")).collect();
        if runs.iter().any(|l| {
            l.contains("verify-diagnostics")
                || l.contains("not tile-opt")
                || l.contains("not %tile")
        }) || runs.iter().all(|l| !l.contains("tile-opt"))
        {
            continue;
        }
        let chunks: Vec<&str> = if runs.iter().any(|l| l.contains("split-input-file")) {
            text.split("// -----").collect()
        } else {
            vec![text.as_str()]
        };
        for (i, chunk) in chunks.iter().enumerate() {
            let name = format!("{}#{i}", f.display());
            let (ok, once, err) = run(tile, &[ALLOW, "-"], chunk.as_bytes());
            if !ok {
                failures.push(format!("{name}: tile-opt failed: {err}"));
                continue;
            }
            let (ok2, twice, err2) = run(tile, &[ALLOW, "-"], &once);
            if !ok2 || twice != once {
                failures.push(format!("{name}: not a fixed point: {err2}"));
            }
            if let Some(m) = &mlir {
                let (mut ok3, mut via_us, err3) = run(m, &[ALLOW, "-"], &once);
                if !ok3 && err3.contains("not found for custom op") {
                    // A dialect upstream does not have (tile, embedding): its ops must still
                    // reach mlir-opt, in generic form.
                    let (_, generic, _) = run(
                        tile,
                        &[ALLOW, "--mlir-print-op-generic", "-"],
                        chunk.as_bytes(),
                    );
                    (ok3, via_us, _) = run(m, &[ALLOW, "-"], &generic);
                }
                if !ok3 {
                    failures.push(format!("{name}: mlir-opt rejects our output: {err3}"));
                    continue;
                }
                let (ok4, direct, _) = run(m, &[ALLOW, "-"], chunk.as_bytes());
                if ok4 && direct != via_us {
                    failures.push(format!("{name}: mlir-opt(tile-opt x) != mlir-opt(x)"));
                }
                // Stronger than the meaning: where MLIR reads the input, tile-opt prints the
                // very text mlir-opt prints (names, aliases, custom forms).
                if ok4 && direct != once {
                    let first = direct
                        .split(|&b| b == b'\n')
                        .zip(once.split(|&b| b == b'\n'))
                        .position(|(a, b)| a != b)
                        .unwrap_or(0);
                    failures.push(format!(
                        "{name}: tile-opt x != mlir-opt x (first difference on output line {})",
                        first + 1
                    ));
                }
            }
            checked += 1;
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        checked > 0,
        "no round-trip inputs found under {}",
        root.display()
    );
}
