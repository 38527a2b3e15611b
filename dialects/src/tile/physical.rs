//! `tile.to_physical` and `tile.from_physical`: a laid-out tensor and its 1-D memory image.
//!
//! ```mlir
//! %p = tile.to_physical %x : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> to tensor<24xf32>
//! %x = tile.from_physical %p : tensor<24xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
//! ```
//!
//! The buffer holds the tensor's elements in memory order: element `i` sits at the linear
//! index of [`PhysicalLayout::linear_index`], and every position no element maps to is
//! padding. Its length is the layout's storage size in elements (the padded physical shape,
//! rounded up to `L(n)` when tiled). A tensor without encoding is row-major. `E(n)`
//! (sub-byte packing) is a property of the memory, not of element positions: the buffer
//! has one element per position, and packing several narrow values into a 32-bit word
//! is left to whoever stores the buffer.

use tile_ir::printer::type_to_string;
use tile_ir::{Context, Diagnostic, OpId, Type, TypeKind};

use super::attr::effective_layout;
use super::layout::PhysicalLayout;
use super::{FromPhysicalOp, ToPhysicalOp};

/// The physical layout of a statically shaped ranked tensor type with a `#tile.layout`
/// encoding or none (row-major), and its element type.
pub fn tensor_physical_layout(ctx: &Context, ty: Type) -> Result<(PhysicalLayout, Type), String> {
    let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(ty) else {
        return Err("expected a ranked tensor".into());
    };
    let layout = effective_layout(ctx, ty).ok_or("expected a #tile.layout encoding or none")?;
    if shape.iter().any(|&d| d < 0) {
        return Err("expected a static shape".into());
    }
    let phys = PhysicalLayout::new(&layout, shape).map_err(|e| e.to_string())?;
    Ok((phys, *element))
}

/// Checks the logical side (`what` names it) and the buffer side of either op.
fn verify_pair(
    ctx: &Context,
    op: OpId,
    (logical, what): (Type, &str),
    (buffer, bwhat): (Type, &str),
) -> Result<(), Diagnostic> {
    let (tensor, buf) = (type_to_string(ctx, logical), type_to_string(ctx, buffer));
    let (phys, elem) = tensor_physical_layout(ctx, logical).map_err(|m| {
        ctx.op_error(
            op,
            format!("{what} must be a statically shaped ranked tensor with a #tile.layout encoding or none, but got '{tensor}': {m}"),
        )
    })?;
    let one_d = match ctx.type_kind(buffer) {
        TypeKind::RankedTensor {
            shape,
            element,
            encoding: None,
        } => shape
            .first()
            .filter(|_| shape.len() == 1)
            .map(|&n| (n, *element)),
        _ => None,
    };
    let Some((len, element)) = one_d else {
        let msg = format!("{bwhat} must be a 1-D tensor without encoding, but got '{buf}'");
        return Err(ctx.op_error(op, msg));
    };
    if element != elem {
        return Err(ctx.op_error(
            op,
            format!("the tensor and its physical buffer must have the same element type, but got '{tensor}' and '{buf}'"),
        ));
    }
    let want = (phys.storage_elements()).map_err(|e| ctx.op_error(op, e.to_string()))?;
    if len != want {
        let len = crate::ods::dim_str(len);
        let msg = format!(
            "physical buffer must have {want} elements (the padded size of '{tensor}'), but has {len}"
        );
        return Err(ctx.op_error(op, msg));
    }
    Ok(())
}

pub(super) fn verify_to(ctx: &Context, op: OpId, t: ToPhysicalOp) -> Result<(), Diagnostic> {
    let (src, dst) = (ctx.value_type(t.source(ctx)), ctx.value_type(t.result(ctx)));
    verify_pair(ctx, op, (src, "operand #0"), (dst, "result #0"))
}

pub(super) fn verify_from(ctx: &Context, op: OpId, f: FromPhysicalOp) -> Result<(), Diagnostic> {
    let (src, dst) = (ctx.value_type(f.source(ctx)), ctx.value_type(f.result(ctx)));
    verify_pair(ctx, op, (dst, "result #0"), (src, "operand #0"))
}
