//! The `cf` dialect.

use tile_ir::dialect::DialectRegistry;

/// Registers the cf dialect.
pub fn register(_r: &mut DialectRegistry) {}
