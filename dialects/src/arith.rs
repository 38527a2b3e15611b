//! The `arith` dialect.

use tile_ir::dialect::DialectRegistry;

/// Registers the arith dialect.
pub fn register(_r: &mut DialectRegistry) {}
