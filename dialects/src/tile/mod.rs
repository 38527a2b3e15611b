//! The `tile` dialect: XLA tiled layouts in the IR.
//!
//! * `#tile.layout<"{1,0:T(2,2)}">` is a tensor encoding holding an XLA layout
//!   ([`layout::TiledLayout`]); it converts to an affine level map ([`layout::level_map`]).
//! * `tile.relayout` changes a value's layout:
//!   `%y = tile.relayout %x : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>`.

pub mod layout;

use tile_ir::dialect::DialectRegistry;

/// Registers the tile dialect.
pub fn register(_r: &mut DialectRegistry) {}
