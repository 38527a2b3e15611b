//! The lit tests of `tile-layout`: every `test/Tools/tile-layout/*.mlir` file, run by
//! `tile-lit` with the freshly built `tile-layout` (and `tile-opt`'s harness skips them,
//! as they require the `tile-layout` feature).

fn main() {
    tile_lit::Harness::new(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../test"),
        concat!(env!("CARGO_TARGET_TMPDIR"), "/lit-tile-layout"),
    )
    .tool_tests("tile-layout", env!("CARGO_BIN_EXE_tile-layout"))
    .run()
}
