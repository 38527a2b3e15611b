//! The `vector` dialect.

use tile_ir::dialect::DialectRegistry;

/// Registers the vector dialect.
pub fn register(_r: &mut DialectRegistry) {}
