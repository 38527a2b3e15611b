//! The lit tests of `tile-run`: every `test/Tools/tile-run/*.mlir` file, run by `tile-lit`
//! with the freshly built `tile-run` (`tile-opt`'s harness skips them: they require the
//! `tile-run` feature).

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test");
    let root = std::path::absolute(&root).unwrap_or(root);
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("lit-tile-run");
    let mut cfg = tile_lit::LitConfig::new(&root, &tmp);
    cfg.tools.insert(
        "tile-run".into(),
        PathBuf::from(env!("CARGO_BIN_EXE_tile-run")),
    );
    cfg.available_features.insert("tile-run".into());
    let dir = root.join("Tools").join("tile-run");
    let trials: Vec<Trial> = tile_lit::discover(&dir)
        .into_iter()
        .map(|path| {
            let name = tile_lit::test_name(&root, &path);
            let cfg = cfg.clone();
            Trial::test(name, move || match tile_lit::run_file(&path, &cfg) {
                tile_lit::Outcome::Pass | tile_lit::Outcome::Unsupported(_) => Ok(()),
                tile_lit::Outcome::Fail(report) => Err(Failed::from(report)),
            })
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
