//! XLA tiled layouts: the data model, its text form and its maths.
//!
//! * [`model`]: [`TiledLayout`] (minor-to-major order, tiles with combined dimensions,
//!   `L`, `#`, `*`, `E`, `S`, `SC`, `P`, `M`) and [`XlaShape`] (`f32[3,5]{..}`);
//! * [`parse`] and [`print`](mod@print): XLA's text, canonical on output, with error columns;
//! * [`math`]: the affine level map of a layout (DESIGN.md §2), linear indices, the padded
//!   physical shape and byte sizes;
//! * [`targets`]: the layout a target (TPU, CPU) gives an array;
//! * [`algebra`]: layouts as an algebra (compose, inverse, complement, divide, products,
//!   coalesce, restrict) over affine level maps, with XLA, CuTe, F2, `linalg.pack` and
//!   `#tile.layout` converters.
// Issue 10 policy: no panics reachable from input (exceptions are commented `// ok: why`).
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

pub mod algebra;
pub mod math;
pub mod model;
pub mod parse;
pub mod primitive;
pub mod print;
pub mod targets;

#[cfg(test)]
mod tests;

pub use math::{ByteSizes, LayoutMathError, PhysicalLayout, level_map, storage_bytes};
pub use model::{ShapeDim, SplitConfig, Tile, TileDim, TiledLayout, XlaShape};
pub use parse::{LayoutParseError, parse_layout, parse_shape};
pub use primitive::PrimitiveType;
pub use targets::{ElementInfo, Packing, Target, TargetRules};
