//! The lit tests of `my-opt`: every `test/*.mlir` file, run by `tile-lit` with the freshly
//! built `my-opt` and the in-process FileCheck.

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("test");
    let root = std::path::absolute(&root).unwrap_or(root);
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("lit-my-opt");
    let mut cfg = tile_lit::LitConfig::new(&root, &tmp);
    cfg.tools
        .insert("my-opt".into(), PathBuf::from(env!("CARGO_BIN_EXE_my-opt")));
    let trials: Vec<Trial> = tile_lit::discover(&root)
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
