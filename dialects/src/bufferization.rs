//! The `bufferization` dialect.

use tile_ir::dialect::DialectRegistry;

/// Registers the bufferization dialect.
pub fn register(_r: &mut DialectRegistry) {}
