//! The lit tests of `my-opt`: every `test/*.mlir` file, run by `tile-lit` with the freshly
//! built `my-opt` and the in-process FileCheck.

fn main() {
    tile_lit::Harness::new(
        concat!(env!("CARGO_MANIFEST_DIR"), "/test"),
        concat!(env!("CARGO_TARGET_TMPDIR"), "/lit-my-opt"),
    )
    .tool("my-opt", env!("CARGO_BIN_EXE_my-opt"))
    .run()
}
