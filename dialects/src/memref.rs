//! The `memref` dialect.

use tile_ir::dialect::DialectRegistry;

/// Registers the memref dialect.
pub fn register(_r: &mut DialectRegistry) {}
