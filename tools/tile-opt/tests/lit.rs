//! The lit harness: every `test/**/*.mlir` file is one cargo test, run by `tile-lit` (RUN lines,
//! lit's shell subset, the in-process FileCheck) against the freshly built `tile-opt`.
//! `mlir-opt-22` makes the `mlir-opt` feature available for `// REQUIRES: mlir-opt`; with
//! `TILE_REQUIRE_MLIR=1` (set by `scripts/test-all`) a missing MLIR is an error, not a skip.

fn main() {
    tile_lit::Harness::new(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../test"),
        concat!(env!("CARGO_TARGET_TMPDIR"), "/lit"),
    )
    .tool("tile-opt", env!("CARGO_BIN_EXE_tile-opt"))
    .with_mlir_opt()
    .run()
}
