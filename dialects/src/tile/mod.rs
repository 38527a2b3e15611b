//! The `tile` dialect: XLA tiled layouts in the IR.
//!
//! * `#tile.layout<"{1,0:T(2,2)}">` is a tensor encoding holding an XLA layout
//!   ([`layout::TiledLayout`]); it converts to an affine level map ([`layout::level_map`],
//!   [`attr::tensor_level_map`]) which is what index maths and lowering use.
//! * `tile.relayout` changes a value's layout:
//!   `%y = tile.relayout %x : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>`.
//! * `tile.to_physical` / `tile.from_physical` convert between a laid-out tensor and its
//!   1-D memory image (padding included):
//!   `%p = tile.to_physical %x : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> to tensor<24xf32>`.
//!
//! Upstream MLIR has no `tile` dialect. `mlir-opt-22 --allow-unregistered-dialect` reads
//! the generic form (`--mlir-print-op-generic`), including `#tile.layout<"...">` inside
//! tensor types, which it keeps as an opaque attribute and prints back unchanged; without
//! that flag it rejects the attribute ("attribute created with unregistered dialect").
//! The custom form `tile.relayout %x : ...` is not readable by `mlir-opt` at all.

pub mod attr;
pub mod layout;
mod physical;
mod relayout;

#[cfg(test)]
mod tests;

use tile_ir::dialect::{DialectInfo, DialectRegistry};
use tile_ir::ods::constraints::ANY_RANKED_TENSOR;

pub use physical::tensor_physical_layout;

// A tensor to a tensor: a change of layout, or between a laid-out tensor and its memory image.
tile_ir::declare_ops! {
    {
        operands { source: one ANY_RANKED_TENSOR }
        results { result: one ANY_RANKED_TENSOR }
        traits [PURE];
        format "$source attr-dict `:` type($source) `to` type($result)";
    }
    /// `tile.relayout %x : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>`
    RelayoutOp = "tile.relayout", "Changes the tiled layout of a tensor value",
        example include_str!("examples/relayout.mlir"), verify relayout::verify, fold relayout::fold;
    /// `tile.to_physical %x : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> to tensor<24xf32>`
    ToPhysicalOp = "tile.to_physical", "The 1-D memory image of a laid-out tensor, padding included",
        example include_str!("examples/to_physical.mlir"), verify physical::verify_to;
    /// `tile.from_physical %p : tensor<24xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>`
    FromPhysicalOp = "tile.from_physical", "The laid-out tensor held by a 1-D memory image", verify physical::verify_from;
}

pub use attr::{
    LayoutAttr, TensorLayoutError, effective_layout, element_byte_size, element_info, layout_attr,
    layout_of_attr, tensor_byte_sizes, tensor_layout, tensor_level_map, type_with_layout,
};

/// Registers the tile dialect: the `#tile.layout` attribute, `tile.relayout`,
/// `tile.to_physical` and `tile.from_physical`.
pub fn register(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo {
        parse_attr: Some(attr::parse_attr),
        ..DialectInfo::new(
            "tile",
            "XLA tiled layouts: the #tile.layout encoding, tile.relayout and the physical buffer ops",
        )
    });
    r.add_ops(&[RelayoutOp::def, ToPhysicalOp::def, FromPhysicalOp::def]);
}
