//! `tile.relayout`: changes the layout of a tensor value without changing its contents.
//!
//! ```mlir
//! %y = tile.relayout %x : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
//! ```
//!
//! Either side may carry no layout (row-major). Source and result have the same shape and
//! element type; each layout must fit the tensor's rank.

use tile_ir::declare_op;
use tile_ir::dialect::{FoldResult, OpDef};
use tile_ir::ods::constraints::ANY_RANKED_TENSOR;
use tile_ir::printer::type_to_string;
use tile_ir::{Context, Diagnostic, OpId, Type, TypeKind};

use super::attr::layout_of_attr;
use super::layout::level_map;

declare_op! {
    /// `tile.relayout %x : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>`
    pub struct RelayoutOp = "tile.relayout", "Changes the tiled layout of a tensor value";
    operands { source: one ANY_RANKED_TENSOR }
    results { result: one ANY_RANKED_TENSOR }
    traits [PURE];
    format "$source attr-dict `:` type($source) `to` type($result)";
}

/// The op's definition.
pub(super) fn op_def() -> OpDef {
    OpDef {
        verify: Some(verify),
        fold: Some(fold),
        example: r#"func.func @to_tpu(%x: tensor<16x256xf32>) -> tensor<16x256xf32, #tile.layout<"{1,0:T(8,128)}">> {
  %y = tile.relayout %x : tensor<16x256xf32> to tensor<16x256xf32, #tile.layout<"{1,0:T(8,128)}">>
  return %y : tensor<16x256xf32, #tile.layout<"{1,0:T(8,128)}">>
}"#,
        ..RelayoutOp::def()
    }
}

/// Shape, element type and layout of a ranked tensor operand or result.
fn ranked(ctx: &Context, op: OpId, ty: Type, what: &str) -> Result<(Vec<i64>, Type), Diagnostic> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor {
            shape,
            element,
            encoding,
        } => {
            if let Some(e) = encoding {
                let Some(layout) = layout_of_attr(ctx, *e) else {
                    return Err(ctx.op_error(
                        op,
                        format!(
                            "{what} must be a tensor with a #tile.layout encoding or none, but got '{}'",
                            type_to_string(ctx, ty)
                        ),
                    ));
                };
                let dims: Vec<Option<i64>> = shape.iter().map(|&d| (d >= 0).then_some(d)).collect();
                if let Err(m) = level_map(layout, &dims) {
                    return Err(ctx.op_error(
                        op,
                        format!(
                            "layout of the {what} does not fit '{}': {m}",
                            type_to_string(ctx, ty)
                        ),
                    ));
                }
            }
            Ok((shape.clone(), *element))
        }
        _ => Err(ctx.op_error(
            op,
            format!(
                "{what} must be ranked tensor of any type values, but got '{}'",
                type_to_string(ctx, ty)
            ),
        )),
    }
}

fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(r) = RelayoutOp::cast(ctx, op) else {
        return Ok(());
    };
    let src_ty = ctx.value_type(r.source(ctx));
    let dst_ty = ctx.value_type(r.result(ctx));
    let (src_shape, src_elem) = ranked(ctx, op, src_ty, "operand #0")?;
    let (dst_shape, dst_elem) = ranked(ctx, op, dst_ty, "result #0")?;
    if src_shape != dst_shape || src_elem != dst_elem {
        return Err(ctx.op_error(
            op,
            format!(
                "source and result must have the same shape and element type, but got '{}' and '{}'",
                type_to_string(ctx, src_ty),
                type_to_string(ctx, dst_ty)
            ),
        ));
    }
    Ok(())
}

/// `relayout(x : T -> T)` is `x`; `relayout(relayout(x : T -> U) : U -> T)` is `x`.
fn fold(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let r = RelayoutOp::cast(ctx, op)?;
    let (src, dst_ty) = (r.source(ctx), ctx.value_type(r.result(ctx)));
    if ctx.value_type(src) == dst_ty {
        return Some(vec![FoldResult::Value(src)]);
    }
    let origin = RelayoutOp::cast(ctx, ctx.defining_op(src)?)?.source(ctx);
    (ctx.value_type(origin) == dst_ty).then(|| vec![FoldResult::Value(origin)])
}
