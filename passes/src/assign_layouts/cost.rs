//! Bytes a layout costs: the storage of a tensor in a layout (padding included) and the
//! bytes a conversion between two layouts moves, from the layout maths ([`ByteSizes`],
//! [`PhysicalLayout`]).

use tile_dialects::tile::layout::algebra;
use tile_dialects::tile::layout::{ByteSizes, LayoutMathError, PhysicalLayout, TiledLayout};
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
/// source storage and writes the destination storage; nothing when the layouts agree or
/// place every element at the same offset (the conversion only changes the type).
pub(super) fn conversion_bytes(ctx: &Context, from: Type, layout: &TiledLayout) -> u64 {
    let Some(source) = effective_layout(ctx, from) else {
        return 0;
    };
    if source == *layout || same_offsets(ctx, from, &source, layout) {
        return 0;
    }
    storage_in(ctx, from, &source)
        .bytes()
        .saturating_add(storage_in(ctx, from, layout).bytes())
}

/// Whether `a` and `b` put every element of a static tensor of type `ty` at the same offset
/// with the same element size: the layout algebra's [`algebra::same_function`] probes the index
/// functions along each axis (the sum of the extents, not their product), so a relayout
/// that only renames the layout (`T(8,128)` of a `?x128` row-major array) costs nothing at
/// any size. Layouts it cannot decide (combined dimensions, huge extents) count as moving.
fn same_offsets(ctx: &Context, ty: Type, a: &TiledLayout, b: &TiledLayout) -> bool {
    let TypeKind::RankedTensor { shape, .. } = ctx.type_kind(ty) else {
        return false;
    };
    if a.element_size_bits != b.element_size_bits || shape.iter().any(|&d| d < 0) {
        return false;
    }
    let function = |l: &TiledLayout| {
        PhysicalLayout::new(l, shape)
            .ok()
            .and_then(|p| algebra::xla::from_physical(&p).ok())
    };
    match (function(a), function(b)) {
        (Some(fa), Some(fb)) => algebra::same_function(&fa, &fb).unwrap_or(false),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tile_dialects::tile::layout::parse_layout;

    /// The argument types of the first function in `src`, and the context owning them.
    fn arg_types(src: &str) -> (Context, Vec<Type>) {
        let mut ctx = Context::new(tile_dialects::registry());
        let m = match tile_ir::parser::parse_str(&mut ctx, "in.mlir", src) {
            Ok(m) => m,
            Err(d) => panic!("parse error: {}", d.message),
        };
        let mut types = Vec::new();
        for op in ctx.walk_collect(m) {
            if ctx.op_name_of(op) == "func.func" {
                let region = ctx.op(op).regions()[0];
                let entry = ctx.entry_block(region).expect("entry block");
                types = ctx
                    .block(entry)
                    .args
                    .iter()
                    .map(|&a| ctx.value_type(a))
                    .collect();
                break;
            }
        }
        (ctx, types)
    }

    fn layout(text: &str) -> TiledLayout {
        parse_layout(text).expect("layout")
    }

    const SRC: &str = r#"func.func @f(%a: tensor<4x128xf32, #tile.layout<"{1,0:T(8,128)}">>, %b: tensor<?x128xf32>, %c: tensor<1x128xi8>) {
  return
}
"#;

    #[test]
    fn storage_counts_the_padded_tiles() {
        let (ctx, t) = arg_types(SRC);
        assert_eq!(
            storage_in(&ctx, t[0], &layout("{1,0:T(8,128)}")),
            Storage::Bytes(4096)
        );
        assert_eq!(
            storage_in(&ctx, t[0], &layout("{1,0:T(4,128)}")),
            Storage::Bytes(2048)
        );
        assert_eq!(
            storage_in(&ctx, t[2], &layout("{1,0:T(4,128)(4,1)}")),
            Storage::Bytes(512)
        );
        assert_eq!(
            storage_in(&ctx, t[1], &layout("{1,0:T(8,128)}")),
            Storage::Unknown
        );
    }

    #[test]
    fn a_conversion_reads_the_source_and_writes_the_destination() {
        let (ctx, t) = arg_types(SRC);
        assert_eq!(conversion_bytes(&ctx, t[0], &layout("{1,0:T(8,128)}")), 0);
        // Four rows of f32 from T(8,128) to column-major.
        assert_eq!(conversion_bytes(&ctx, t[0], &layout("{0,1}")), 4096 + 2048);
        assert_eq!(conversion_bytes(&ctx, t[1], &layout("{1,0:T(8,128)}")), 0);
    }

    #[test]
    fn a_conversion_that_keeps_every_offset_moves_nothing() {
        let (ctx, t) = arg_types(SRC);
        // One row of i8: two-row tiles keep it at offsets 0..127, as row-major does.
        assert_eq!(conversion_bytes(&ctx, t[2], &layout("{1,0:T(2,128)}")), 0);
        // Packing pairs of rows interleaves them (element c lands at 2c), and E(4) changes
        // the element size: both move bytes.
        assert_eq!(
            conversion_bytes(&ctx, t[2], &layout("{1,0:T(2,128)(2,1)}")),
            128 + 256
        );
        assert_ne!(
            conversion_bytes(&ctx, t[2], &layout("{1,0:T(2,128)E(4)}")),
            0
        );
        // Four rows of f32 in T(8,128) and T(4,128) sit alike too (the first tile's rows).
        assert_eq!(conversion_bytes(&ctx, t[0], &layout("{1,0:T(4,128)}")), 0);
    }

    #[test]
    fn large_tensors_are_compared_by_the_algebra() {
        let (ctx, t) = arg_types(
            r#"func.func @f(%a: tensor<4096x128xf32, #tile.layout<"{1,0:T(8,128)}">>, %b: tensor<4096x256xf32, #tile.layout<"{1,0:T(8,128)}">>) {
  return
}
"#,
        );
        // 128-wide rows: each 8x128 tile is 8 consecutive rows, so T(8,128) is row-major
        // (half a million elements, decided from 4,224 probes).
        assert_eq!(conversion_bytes(&ctx, t[0], &layout("{1,0}")), 0);
        assert_eq!(conversion_bytes(&ctx, t[0], &layout("{1,0:T(4,128)}")), 0);
        // 256-wide rows are split across two tiles: a real relayout of 4 MiB each way.
        assert_eq!(
            conversion_bytes(&ctx, t[1], &layout("{1,0}")),
            2 * 4096 * 256 * 4
        );
        assert_eq!(
            conversion_bytes(&ctx, t[0], &layout("{0,1}")),
            2 * 4096 * 128 * 4
        );
    }
}
