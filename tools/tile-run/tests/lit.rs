//! The lit tests of `tile-run`: every `test/Tools/tile-run/*.mlir` file, run by `tile-lit`
//! with the freshly built `tile-run` (`tile-opt`'s harness skips them: they require the
//! `tile-run` feature).

fn main() {
    tile_lit::Harness::new(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../test"),
        concat!(env!("CARGO_TARGET_TMPDIR"), "/lit-tile-run"),
    )
    .tool_tests("tile-run", env!("CARGO_BIN_EXE_tile-run"))
    .run()
}
