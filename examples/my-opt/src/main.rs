//! `my-opt`: a downstream compiler's driver — its own dialect and pass next to tile-opt's.

fn main() {
    let mut dialects = tile_ir::dialect::DialectRegistry::default();
    tile_dialects::register_all(&mut dialects);
    my_opt::register_dialect(&mut dialects);
    let mut passes = tile_ir::pass::PassRegistry::default();
    tile_passes::register_all(&mut passes);
    passes.register::<my_opt::LowerDouble>();
    let code = tile_opt::run_with_process_args(std::sync::Arc::new(dialects), passes);
    std::process::exit(code);
}
