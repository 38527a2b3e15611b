//! The `tile` dialect (being written).

use tile_ir::dialect::DialectRegistry;

/// Registers the tile dialect.
pub fn register(_r: &mut DialectRegistry) {}
