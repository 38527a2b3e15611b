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
                let region = ctx.op(op).regions[0];
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
        assert_eq!(
            conversion_bytes(&ctx, t[0], &layout("{1,0:T(4,128)}")),
            4096 + 2048
        );
        // Row-major i8 (128 bytes) into two-row tiles (256 bytes).
        assert_eq!(
            conversion_bytes(&ctx, t[2], &layout("{1,0:T(2,128)}")),
            128 + 256
        );
        assert_eq!(conversion_bytes(&ctx, t[1], &layout("{1,0:T(8,128)}")), 0);
    }
}
