//! `tile-opt`: MLIR-style optimizer driver (a thin main over `tile_opt::opt_main`).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // A large stack for the worker thread: parsing and printing recurse once per nesting level
    // (bounded by the parser's nesting limit).
    let worker = std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(move || {
            let dialects = tile_dialects::registry();
            let passes = tile_passes::registry();
            tile_opt::opt_main(
                dialects,
                &passes,
                &args,
                &mut std::io::stdin(),
                &mut std::io::stdout(),
                &mut std::io::stderr(),
            )
        });
    let code = match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => 1,
    };
    std::process::exit(code);
}
