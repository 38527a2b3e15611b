//! The `tensor` dialect.

use tile_ir::dialect::DialectRegistry;

/// Registers the tensor dialect.
pub fn register(_r: &mut DialectRegistry) {}
