//! `tile.relayout`: changes the layout of a tensor value without changing its contents.
//!
//! ```mlir
//! %y = tile.relayout %x : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
//! ```
//!
//! Either side may carry no layout (row-major). Source and result have the same shape and
//! element type; each layout must fit the tensor's rank.

use tile_ir::dialect::FoldResult;
use tile_ir::printer::type_to_string;
use tile_ir::{Context, Diagnostic, OpId, Type, TypeKind};

use super::RelayoutOp;
use super::attr::layout_of_attr;
use super::layout::level_map;
use crate::tensor::util::tensor_parts;

/// The encoding of a ranked tensor operand or result (`what`) is a `#tile.layout` that fits
/// its shape, or none.
fn check_layout(ctx: &Context, op: OpId, ty: Type, what: &str) -> Result<(), Diagnostic> {
    let TypeKind::RankedTensor {
        shape,
        encoding: Some(e),
        ..
    } = ctx.type_kind(ty)
    else {
        return Ok(());
    };
    let text = type_to_string(ctx, ty);
    let Some(layout) = layout_of_attr(ctx, *e) else {
        return Err(ctx.op_error(
            op,
            format!(
                "{what} must be a tensor with a #tile.layout encoding or none, but got '{text}'"
            ),
        ));
    };
    let dims: Vec<Option<i64>> = shape.iter().map(|&d| (d >= 0).then_some(d)).collect();
    match level_map(layout, &dims) {
        Ok(_) => Ok(()),
        Err(m) => Err(ctx.op_error(
            op,
            format!("layout of the {what} does not fit '{text}': {m}"),
        )),
    }
}

pub(super) fn verify(ctx: &Context, op: OpId, r: RelayoutOp) -> Result<(), Diagnostic> {
    let src = ctx.value_type(r.source(ctx));
    let dst = ctx.value_type(r.result(ctx));
    check_layout(ctx, op, src, "operand #0")?;
    check_layout(ctx, op, dst, "result #0")?;
    if tensor_parts(ctx, src) != tensor_parts(ctx, dst) {
        return Err(ctx.op_error(
            op,
            format!(
                "source and result must have the same shape and element type, but got '{}' and '{}'",
                type_to_string(ctx, src),
                type_to_string(ctx, dst)
            ),
        ));
    }
    Ok(())
}

/// `relayout(x : T -> T)` is `x`; `relayout(relayout(x : T -> U) : U -> T)` is `x`.
pub(super) fn fold(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let r = RelayoutOp::cast(ctx, op)?;
    let (src, dst_ty) = (r.source(ctx), ctx.value_type(r.result(ctx)));
    if ctx.value_type(src) == dst_ty {
        return Some(vec![FoldResult::Value(src)]);
    }
    let origin = RelayoutOp::cast(ctx, ctx.defining_op(src)?)?.source(ctx);
    (ctx.value_type(origin) == dst_ty).then(|| vec![FoldResult::Value(origin)])
}
