//! The `linalg` dialect.

use tile_ir::dialect::DialectRegistry;

/// Registers the linalg dialect.
pub fn register(_r: &mut DialectRegistry) {}
