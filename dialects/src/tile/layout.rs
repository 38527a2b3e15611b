//! XLA tiled layouts live in their own crate ([`tile_layouts`]): a library of layout maths
//! that the `tile` dialect's attributes, the passes and `tile-layout` share.
pub use tile_layouts::*;
