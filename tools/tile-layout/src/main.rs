//! `tile-layout`: print, size, index and draw XLA tiled layouts (see the library docs).

fn main() {
    std::process::exit(tile_layout::main_with_args(std::env::args_os()));
}
