//! `tile-opt`: MLIR-style optimizer driver (a thin main over `tile_opt::opt_main`).

fn main() {
    let code = tile_opt::run_with_process_args(tile_dialects::registry(), tile_passes::registry());
    std::process::exit(code);
}
