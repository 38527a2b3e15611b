//! The MLIR module parser on arbitrary bytes: parse, print generically, verify and, when the
//! module verifies, print in custom form. Any panic, hang or OOM is a bug.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::{Arc, OnceLock};
use tile_ir::dialect::DialectRegistry;
use tile_ir::printer::{PrintOptions, print_op};
use tile_ir::{Context, diagnostic::render, parser::parse_bytes, verifier::verify};

fn dialects() -> Arc<DialectRegistry> {
    static R: OnceLock<Arc<DialectRegistry>> = OnceLock::new();
    R.get_or_init(tile_dialects::registry).clone()
}

fuzz_target!(|data: &[u8]| {
    let mut ctx = Context::new(dialects());
    // Bytes that are not UTF-8 reach the lexer too; rendering shows their source line.
    let module = match parse_bytes(&mut ctx, "fuzz.mlir", data) {
        Ok(m) => m,
        Err(d) => {
            let _ = render(&ctx, &d);
            return;
        }
    };
    let generic = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    let _ = print_op(&ctx, module, &generic);
    if verify(&ctx, module).is_empty() {
        let _ = print_op(&ctx, module, &PrintOptions::default());
    }
});
