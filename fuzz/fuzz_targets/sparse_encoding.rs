//! The sparse tensor encoding parser (`#sparse_tensor.encoding<{...}>`) alone, then the
//! encoding's verifier and printer on whatever parses. Inputs without the `#sparse_tensor.`
//! prefix get it, so the fuzzer spends its time inside the encoding grammar.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::{Arc, OnceLock};
use tile_dialects::sparse_tensor::encoding::parse::parse_encoding_str;
use tile_ir::Context;
use tile_ir::dialect::DialectRegistry;

fn dialects() -> Arc<DialectRegistry> {
    static R: OnceLock<Arc<DialectRegistry>> = OnceLock::new();
    R.get_or_init(tile_dialects::registry).clone()
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut ctx = Context::new(dialects());
    let text = if text.starts_with("#sparse_tensor.") {
        text.to_string()
    } else {
        format!("#sparse_tensor.encoding<{text}>")
    };
    if let Ok(enc) = parse_encoding_str(&mut ctx, &text) {
        let mut out = String::new();
        tile_dialects::sparse_tensor::encoding::print::write_encoding(&ctx, &enc, &mut out);
        let _ = enc.block_sizes();
        let dims: Vec<Option<i64>> = (0..enc.dim_rank())
            .map(|i| Some(i as i64 * 7 + 1))
            .collect();
        let _ = enc.lvl_sizes(&dims);
        let _ = enc.dim_to_lvl_or_identity();
        let _ = enc.upstream_clean();
    }
});
