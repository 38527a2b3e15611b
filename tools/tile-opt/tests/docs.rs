//! The generated reference docs under `docs/` (`Passes.md`, `dialects/<ns>.md`) must match
//! what the registries produce now; regenerate them with
//! `cargo run -p tile-opt -- --dump-pass-docs=docs`.

use std::path::Path;

const REFRESH: &str = "cargo run -p tile-opt -- --dump-pass-docs=docs";

#[test]
fn generated_docs_are_fresh() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs");
    let dialects = tile_dialects::registry();
    let passes = tile_passes::registry();
    let mut stale = Vec::new();
    for (rel, want) in tile_opt::docs::generate(&dialects, &passes) {
        let path = root.join(&rel);
        match std::fs::read_to_string(&path) {
            Ok(have) if have == want => {}
            Ok(_) => stale.push(format!("docs/{} is stale", rel.display())),
            Err(e) => stale.push(format!("docs/{} is missing ({e})", rel.display())),
        }
    }
    // A page of a dialect that is no longer registered is stale too.
    if let Ok(entries) = std::fs::read_dir(root.join("dialects")) {
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if let Some(ns) = name.strip_suffix(".md")
                && dialects.dialect(ns).is_none()
            {
                stale.push(format!(
                    "docs/dialects/{name} documents no registered dialect"
                ));
            }
        }
    }
    assert!(
        stale.is_empty(),
        "{}\nrefresh the generated docs with (from the repository root):\n    {REFRESH}",
        stale.join("\n")
    );
}

#[test]
fn dump_pass_docs_flag_writes_the_pages() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("dump-pass-docs");
    let _ = std::fs::remove_dir_all(&dir);
    let args = vec![format!("--dump-pass-docs={}", dir.display())];
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = tile_opt::opt_main(
        tile_dialects::registry(),
        &tile_passes::registry(),
        &args,
        &mut std::io::empty(),
        &mut out,
        &mut err,
    );
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
    let passes = std::fs::read_to_string(dir.join("Passes.md")).unwrap_or_default();
    assert!(passes.contains("### `-canonicalize`"), "{passes}");
    let arith = std::fs::read_to_string(dir.join("dialects/arith.md")).unwrap_or_default();
    assert!(arith.contains("### `arith.addi`"), "{arith}");
}

/// Every pass example runs (its module through its pipeline), and every op example parses
/// and verifies: the docs show working code.
#[test]
fn examples_in_the_docs_work() {
    let dialects = tile_dialects::registry();
    let passes = tile_passes::registry();
    let mut failures = Vec::new();
    let mut count = 0;
    for p in passes.passes() {
        if p.example.is_some() {
            count += 1;
            if let Err(e) = tile_opt::docs::run_example(&dialects, &passes, p) {
                failures.push(format!("pass {}: {e}", p.argument));
            }
        }
    }
    for op in dialects.ops() {
        if op.example.is_empty() {
            continue;
        }
        count += 1;
        let args = vec!["-".to_string()];
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = tile_opt::opt_main(
            dialects.clone(),
            &passes,
            &args,
            &mut op.example.as_bytes(),
            &mut out,
            &mut err,
        );
        if code != 0 {
            failures.push(format!("op {}: {}", op.name, String::from_utf8_lossy(&err)));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(count >= 10, "only {count} examples");
}
