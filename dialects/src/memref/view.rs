//! `memref.view`: a typed, shaped view at a byte shift into a 1-D `i8` buffer.

use crate::ods::*;
use tile_ir::declare_op;
use tile_ir::dialect::OpDef;
use tile_ir::ods::constraints::*;
use tile_ir::types::DYNAMIC;
use tile_ir::{AttrKind, Context, Diagnostic, OpId, Type, TypeKind};

tile_ir::type_constraint! {
    /// `MemRefRankOf<[I8], [1]>`.
    I8_1D_MEMREF = "1D memref of 8-bit signless integer values",
        |ctx, t| match ctx.type_kind(t) {
            TypeKind::MemRef { shape, element, .. } => {
                shape.len() == 1 && is_signless_int(ctx, *element, Some(8))
            }
            _ => false,
        },
        class = ANY_MEMREF.class;
}

declare_op! {
    /// `%v = memref.view %buf[%shift][%n] : memref<2048xi8> to memref<?x4xf32>`
    pub struct ViewOp = "memref.view", "memref view operation";
    operands { source: one I8_1D_MEMREF, byte_shift: one INDEX, sizes: many INDEX }
    results { result: one ANY_MEMREF }
    traits [PURE];
    format "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type($result)";
    result_names ["view"];
    verify verify_view;
    canonicalize [crate::shaped_folds::make_sizes_static];
}

/// The op.
pub(super) const OPS: &[fn() -> OpDef] = &[ViewOp::def];

/// Whether a memref type's layout is the identity (none, an identity map, or `strided<[1]>`).
pub(crate) fn has_identity_layout(ctx: &Context, t: Type) -> bool {
    let TypeKind::MemRef { layout, .. } = ctx.type_kind(t) else {
        return false;
    };
    match layout.map(|l| ctx.attr_kind(l)) {
        None => true,
        Some(AttrKind::AffineMap(m)) => m.is_identity(),
        Some(AttrKind::StridedLayout { offset, strides }) => *offset == 0 && strides == &[1],
        Some(_) => false,
    }
}

fn verify_view(ctx: &Context, op: OpId, v: ViewOp) -> Result<(), Diagnostic> {
    let (base, view) = (ctx.value_type(v.source(ctx)), ctx.value_type(v.result(ctx)));
    let plain = |m: String| Err(Diagnostic::error(op_loc(ctx, op), m));
    if !has_identity_layout(ctx, base) {
        return plain(format!(
            "unsupported map for base memref type {}",
            quoted(ctx, base)
        ));
    }
    if !has_identity_layout(ctx, view) {
        return plain(format!(
            "unsupported map for result memref type {}",
            quoted(ctx, view)
        ));
    }
    if memory_space(ctx, base) != memory_space(ctx, view) {
        return plain(format!(
            "different memory spaces specified for base memref type {} and view memref type {}",
            quoted(ctx, base),
            quoted(ctx, view)
        ));
    }
    let dynamic = shape_of(ctx, view)
        .unwrap_or_default()
        .iter()
        .filter(|&&d| d == DYNAMIC)
        .count();
    let have = v.sizes(ctx).len();
    if have != dynamic {
        return Err(ctx.op_error(
            op,
            format!("incorrect number of dynamic sizes, has {have}, expected {dynamic}"),
        ));
    }
    Ok(())
}
