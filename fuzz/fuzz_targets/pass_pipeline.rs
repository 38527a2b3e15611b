//! The pass-pipeline string parser (`builtin.module(func.func(cse,canonicalize{...}))`) with
//! the real pass registry, so pass options are parsed too.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use tile_ir::pass::{PassRegistry, parse_pipeline};

fn passes() -> &'static PassRegistry {
    static R: OnceLock<PassRegistry> = OnceLock::new();
    R.get_or_init(tile_passes::registry)
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(pm) = parse_pipeline(passes(), text) {
        let _ = format!("{pm:?}");
    }
});
