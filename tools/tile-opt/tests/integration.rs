//! The integration programs, `test/Integration/**/*.mlir`: programs in the style of MLIR's
//! sparse-tensor integration tests, each run three ways and checked with FileCheck — by
//! MLIR 22 alone (`scripts/mlir-sparse-run`: the sparsifier pipeline and `mlir-runner`), by
//! MLIR after `tile-opt`'s round trip (our print keeps the meaning), and by `tile-run`.
//! They require the `integration` feature, which only this harness provides (with MLIR 22
//! installed; a missing MLIR is an error under `TILE_REQUIRE_MLIR=1`).

use std::path::Path;

fn main() {
    let tile_opt = Path::new(env!("CARGO_BIN_EXE_tile-opt"));
    // `cargo test --workspace` builds tile-run next to tile-opt.
    let tile_run = tile_opt.with_file_name("tile-run");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scripts/mlir-sparse-run");
    let mut h = tile_lit::Harness::new(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../test"),
        concat!(env!("CARGO_TARGET_TMPDIR"), "/lit-integration"),
    )
    .only("Integration")
    .tool("tile-opt", tile_opt)
    .tool("tile-run", &tile_run)
    .tool("mlir-sparse-run", script)
    .with_mlir_opt();
    match tile_lit::mlir::MlirTools::find() {
        Some(_) if tile_run.exists() => h = h.feature("integration"),
        Some(_) => eprintln!(
            "note: {} is not built: integration programs skipped",
            tile_run.display()
        ),
        None if tile_lit::mlir::mlir_required() => {
            eprintln!(
                "mlir-opt-22 and mlir-runner are required (TILE_REQUIRE_MLIR=1) but were not found"
            );
            std::process::exit(2);
        }
        None => eprintln!("note: MLIR 22 not found: integration programs skipped"),
    }
    h.run()
}
