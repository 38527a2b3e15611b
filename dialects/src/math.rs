//! The `math` dialect.

use tile_ir::dialect::DialectRegistry;

/// Registers the math dialect.
pub fn register(_r: &mut DialectRegistry) {}
