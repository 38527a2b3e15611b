//! The lit harness: every `test/**/*.mlir` file is one cargo test, run by `tile-lit` (RUN lines,
//! lit's shell subset, the in-process FileCheck) against the freshly built `tile-opt`.
//! `mlir-opt-22` makes the `mlir-opt` feature available for `// REQUIRES: mlir-opt`; with
//! `TILE_REQUIRE_MLIR=1` (set by `scripts/test-all`) a missing MLIR is an error, not a skip.

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test");
    let root = std::path::absolute(&root).unwrap_or(root);
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("lit");
    let mut cfg = tile_lit::LitConfig::new(&root, &tmp);
    cfg.tools.insert(
        "tile-opt".into(),
        PathBuf::from(env!("CARGO_BIN_EXE_tile-opt")),
    );
    match tile_lit::find_llvm_tool("mlir-opt") {
        Some(p) => {
            cfg.tools.insert("mlir-opt-22".into(), p.clone());
            cfg.tools.insert("mlir-opt".into(), p);
            cfg.available_features.insert("mlir-opt".into());
        }
        None if std::env::var("TILE_REQUIRE_MLIR").is_ok_and(|v| v == "1") => {
            eprintln!("mlir-opt-22 is required (TILE_REQUIRE_MLIR=1) but was not found");
            std::process::exit(2);
        }
        None => {}
    }
    let trials: Vec<Trial> = tile_lit::discover(&root)
        .into_iter()
        .map(|path| {
            let name = tile_lit::test_name(&root, &path);
            let ignored = tile_lit::unsupported_reason(&path, &cfg).is_some();
            let cfg = cfg.clone();
            Trial::test(name, move || match tile_lit::run_file(&path, &cfg) {
                tile_lit::Outcome::Pass | tile_lit::Outcome::Unsupported(_) => Ok(()),
                tile_lit::Outcome::Fail(report) => Err(Failed::from(report)),
            })
            .with_ignored_flag(ignored)
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
