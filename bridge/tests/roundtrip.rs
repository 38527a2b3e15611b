//! Every test input through upstream MLIR 22 and back, in process: our print of the module
//! MLIR hands back equals our print of the original. Inputs are chosen as
//! `tools/tile-opt/tests/roundtrip.rs` chooses them (inputs meant to fail are skipped,
//! `// -----` files are checked chunk by chunk).
#![cfg(feature = "mlir")]

use std::path::{Path, PathBuf};
use tile_ir::printer::{PrintOptions, print_op};
use tile_ir::{Context, diagnostic::render};
use tile_mlir_bridge::Upstream;

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

/// The chunks of `text` the tile-opt round-trip test checks (none for inputs meant to fail).
fn chunks(text: &str) -> Vec<&str> {
    let runs: Vec<&str> = text.lines().filter(|l| l.contains("RUN:")).collect();
    if runs.iter().any(|l| {
        l.contains("verify-diagnostics") || l.contains("not tile-opt") || l.contains("not %tile")
    }) || runs.iter().all(|l| !l.contains("tile-opt"))
    {
        return Vec::new();
    }
    if runs.iter().any(|l| l.contains("split-input-file")) {
        text.split("// -----").collect()
    } else {
        vec![text]
    }
}

/// Round-trips one chunk; `Ok(true)` when MLIR registers every op of it and so its own print
/// was compared with ours too.
fn round_trip(up: &Upstream, name: &str, chunk: &str) -> Result<bool, String> {
    let mut ctx = Context::new(tile_dialects::registry());
    let module = tile_ir::parser::parse_str(&mut ctx, name, chunk)
        .map_err(|d| format!("tile-opt cannot parse it: {}", render(&ctx, &d)))?;
    let ours = print_op(&ctx, module, &PrintOptions::default());
    let upstream = up.import(&mut ctx, module).map_err(|ds| {
        let text: Vec<String> = ds.iter().map(|d| render(&ctx, d)).collect();
        format!("MLIR rejects it:\n{}", text.join(""))
    })?;
    // Stronger, where MLIR knows every op: MLIR's own print is ours, byte for byte. (A
    // context made through MLIR's C API has no fallback for external resources, which
    // mlir-opt-22 keeps and prints back, so files with them skip this comparison.)
    let mlir_print = up.print(&upstream, false).map_err(|d| render(&ctx, &d))?;
    let all_upstream =
        up.unregistered_ops(&upstream).is_empty() && !chunk.contains("external_resources");
    if all_upstream && mlir_print != ours {
        let line = mlir_print
            .lines()
            .zip(ours.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        return Err(format!(
            "MLIR prints it differently (line {}):\n  ours: {}\n  MLIR: {}",
            line + 1,
            ours.lines().nth(line).unwrap_or(""),
            mlir_print.lines().nth(line).unwrap_or("")
        ));
    }
    let back = up.export(&mut ctx, &upstream).map_err(|ds| {
        let text: Vec<String> = ds.iter().map(|d| render(&ctx, d)).collect();
        format!("tile-opt cannot read MLIR's print:\n{}", text.join(""))
    })?;
    let errors = tile_ir::verifier::verify(&ctx, back);
    if let Some(d) = errors.first() {
        return Err(format!(
            "MLIR's result does not verify: {}",
            render(&ctx, d)
        ));
    }
    let again = print_op(&ctx, back, &PrintOptions::default());
    // External resources do not survive MLIR's C API (see above): compare without the
    // resource section (other inputs check that dialect resources come back).
    let without_external = |t: &str| match t.find("{-#") {
        Some(at) => t[..at].to_string(),
        None => t.to_string(),
    };
    let (again, ours) = if chunk.contains("external_resources") {
        (without_external(&again), without_external(&ours))
    } else {
        (again, ours)
    };
    if again != ours {
        let line = again
            .lines()
            .zip(ours.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        return Err(format!(
            "changed by the trip through MLIR (first difference on output line {}):\n  \
             before: {}\n  after:  {}",
            line + 1,
            ours.lines().nth(line).unwrap_or(""),
            again.lines().nth(line).unwrap_or("")
        ));
    }
    Ok(all_upstream)
}

#[test]
fn every_test_input_round_trips_through_mlir() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test");
    let mut files = Vec::new();
    inputs(&root, &mut files);
    let up = Upstream::new();
    let mut failures = Vec::new();
    let mut checked = 0;
    let mut same_as_mlir = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        for (i, chunk) in chunks(&text).into_iter().enumerate() {
            let name = format!("{}#{i}", f.display());
            match round_trip(&up, &f.display().to_string(), chunk) {
                Ok(strong) => {
                    checked += 1;
                    same_as_mlir += usize::from(strong);
                }
                Err(e) => failures.push(format!("{name}: {e}")),
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} chunks failed:\n{}",
        failures.len(),
        failures.len() + checked,
        failures.join("\n")
    );
    assert!(
        checked > 50,
        "only {checked} chunks found under {}",
        root.display()
    );
    eprintln!(
        "{checked} chunks round-tripped through MLIR 22; MLIR's own print equals ours for the \
         {same_as_mlir} whose ops MLIR all registers"
    );
}
