//! `tile.relayout`: changes the layout of a tensor value without changing its contents.
//!
//! ```mlir
//! %y = tile.relayout %x : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
//! ```
//!
//! Either side may carry no layout (row-major). Source and result have the same shape and
//! element type; each layout must fit the tensor's rank.

use tile_ir::dialect::{FoldResult, OpDef, OpTraits};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::{OpPrinter, type_to_string};
use tile_ir::{Context, Diagnostic, OpId, OperationState, Type, TypeKind};

use super::attr::layout_of_attr;
use super::layout::level_map;

/// The op's definition.
pub(super) fn op_def() -> OpDef {
    OpDef {
        parse: Some(parse),
        print: Some(print),
        verify: Some(verify),
        fold: Some(fold),
        example: r#"func.func @to_tpu(%x: tensor<16x256xf32>) -> tensor<16x256xf32, #tile.layout<"{1,0:T(8,128)}">> {
  %y = tile.relayout %x : tensor<16x256xf32> to tensor<16x256xf32, #tile.layout<"{1,0:T(8,128)}">>
  return %y : tensor<16x256xf32, #tile.layout<"{1,0:T(8,128)}">>
}"#,
        ..OpDef::new(
            "tile.relayout",
            "Changes the tiled layout of a tensor value",
            OpTraits::PURE,
        )
    }
}

fn parse(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let src_ty = p.parse_type()?;
    p.expect_keyword("to")?;
    let dst_ty = p.parse_type()?;
    st.operands.push(p.resolve_operand(src, src_ty)?);
    st.result_types.push(dst_ty);
    Ok(())
}

fn print(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let o = ctx.op(op);
    let (Some(&src), Some(&dst)) = (o.operands.first(), ctx.result_types(op).first()) else {
        return;
    };
    let src_ty = ctx.value_type(src);
    p.write(" ");
    p.operand(src);
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    p.ty(src_ty);
    p.write(" to ");
    p.ty(dst);
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
    let o = ctx.op(op);
    if o.operands.len() != 1 || o.results.len() != 1 {
        return Err(ctx.op_error(op, "requires one operand and one result"));
    }
    let (Some(&src_ty), Some(&dst_ty)) =
        (ctx.operand_types(op).first(), ctx.result_types(op).first())
    else {
        return Err(ctx.op_error(op, "requires one operand and one result"));
    };
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
    let src = *ctx.op(op).operands.first()?;
    let dst_ty = *ctx.result_types(op).first()?;
    if ctx.value_type(src) == dst_ty {
        return Some(vec![FoldResult::Value(src)]);
    }
    let inner = ctx.defining_op(src)?;
    if ctx.op_name_of(inner) != "tile.relayout" {
        return None;
    }
    let origin = *ctx.op(inner).operands.first()?;
    (ctx.value_type(origin) == dst_ty).then(|| vec![FoldResult::Value(origin)])
}
