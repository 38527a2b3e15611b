//! The `scf` dialect.

use tile_ir::dialect::DialectRegistry;

/// Registers the scf dialect.
pub fn register(_r: &mut DialectRegistry) {}
