//! tile-dialects: the dialects tile-opt registers, each with its ops' custom syntax,
//! verifiers and traits.

pub mod builtin;
pub mod func;

use std::sync::Arc;
use tile_ir::dialect::DialectRegistry;

/// Registers every dialect of this crate into `r`.
pub fn register_all(r: &mut DialectRegistry) {
    builtin::register(r);
    func::register(r);
}

/// A registry holding every dialect of this crate.
pub fn registry() -> Arc<DialectRegistry> {
    let mut r = DialectRegistry::default();
    register_all(&mut r);
    Arc::new(r)
}
