//! The whole pipeline on whatever parses: the driver (`opt_main`) parses and verifies the
//! module, then runs sparsify, assign-layouts, lower-tiles, canonicalize and cse, verifying
//! after each pass. The first byte picks the pipeline so each pass is also exercised alone.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::{Arc, OnceLock};
use tile_ir::dialect::DialectRegistry;
use tile_ir::pass::PassRegistry;

const PIPELINES: &[&str] = &[
    "builtin.module(canonicalize,cse,func.func(assign-layouts))",
    "builtin.module(func.func(assign-layouts),canonicalize,cse)",
    "builtin.module(func.func(assign-layouts{target=cpu}))",
    "builtin.module(cse)",
    "builtin.module(canonicalize)",
    "builtin.module(func.func(sparsify))",
    "builtin.module(lower-tiles)",
    "builtin.module(lower-tiles{form=pack pad-value=-1})",
    "builtin.module(func.func(sparsify,assign-layouts),lower-tiles,canonicalize,cse)",
    "builtin.module(func.func(assign-layouts),lower-tiles,cse)",
    "builtin.module(func.func(sparsify{on-cycle=convert parallelization=dense-outer}),canonicalize)",
];

fn registries() -> &'static (Arc<DialectRegistry>, PassRegistry) {
    static R: OnceLock<(Arc<DialectRegistry>, PassRegistry)> = OnceLock::new();
    R.get_or_init(|| (tile_dialects::registry(), tile_passes::registry()))
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    if std::str::from_utf8(rest).is_err() {
        return;
    }
    let (dialects, passes) = registries();
    let pipeline = PIPELINES[usize::from(first) % PIPELINES.len()];
    let args = vec![format!("--pass-pipeline={pipeline}"), "-".to_string()];
    let mut stdin = rest;
    let mut out = Vec::new();
    let mut err = Vec::new();
    let _ = tile_opt::opt_main(
        dialects.clone(),
        passes,
        &args,
        &mut stdin,
        &mut out,
        &mut err,
    );
});
