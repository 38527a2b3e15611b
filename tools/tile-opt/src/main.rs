//! `tile-opt`: MLIR-style optimizer driver (a thin main over `tile_opt::opt_main`).

fn main() {
    #[allow(unused_mut)]
    let mut passes = tile_passes::registry();
    // With the `mlir` feature: upstream MLIR pipelines as steps of ours (`mlir-pipeline`).
    #[cfg(feature = "mlir")]
    tile_mlir_bridge::register_passes(&mut passes);
    let code = tile_opt::run_with_process_args(tile_dialects::registry(), passes);
    std::process::exit(code);
}
