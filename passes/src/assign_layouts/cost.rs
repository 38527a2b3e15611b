//! Bytes a layout costs: the storage of a tensor in a layout (padding included) and the
//! bytes a conversion between two layouts moves, from the layout maths ([`ByteSizes`]).

use tile_dialects::tile::layout::{ByteSizes, LayoutMathError, TiledLayout};
use tile_dialects::tile::{effective_layout, element_byte_size};
use tile_ir::{Context, Type, TypeKind};

/// What storing a tensor in a layout costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Storage {
    /// Bytes of storage, padding included.
    Bytes(u64),
    /// Not known statically (dynamic shape or unsized element): costs nothing here.
    Unknown,
    /// The padded storage overflows 64 bits: the layout cannot carry the tensor.
    TooBig,
}

impl Storage {
    /// The bytes, counting an unknown size as zero.
    pub(super) fn bytes(self) -> u64 {
        match self {
            Storage::Bytes(b) => b,
            Storage::Unknown | Storage::TooBig => 0,
        }
    }
}

/// Storage of a ranked tensor of type `ty` laid out by `layout` (its own encoding ignored).
pub(super) fn storage_in(ctx: &Context, ty: Type, layout: &TiledLayout) -> Storage {
    let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(ty) else {
        return Storage::Unknown;
    };
    if shape.iter().any(|&d| d < 0) {
        return Storage::Unknown;
    }
    let Some(bytes) = element_byte_size(ctx, *element) else {
        return Storage::Unknown;
    };
    match ByteSizes::compute(layout, shape, bytes) {
        Ok(s) => Storage::Bytes(s.padded_bytes),
        Err(LayoutMathError::Overflow) => Storage::TooBig,
        Err(_) => Storage::Unknown,
    }
}

/// Bytes a `tile.relayout` of a tensor of type `from` into `layout` moves: it reads the
/// source storage and writes the destination storage (nothing when the layouts agree).
pub(super) fn conversion_bytes(ctx: &Context, from: Type, layout: &TiledLayout) -> u64 {
    let Some(source) = effective_layout(ctx, from) else {
        return 0;
    };
    if source == *layout {
        return 0;
    }
    storage_in(ctx, from, &source)
        .bytes()
        .saturating_add(storage_in(ctx, from, layout).bytes())
}
