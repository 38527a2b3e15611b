//! Buffer access: `sparse_tensor.positions`, `coordinates`, `coordinates_buffer`, `values`,
//! `number_of_entries` and `lvl`.

use tile_ir::dialect::{DialectRegistry, OpDef, OpTraits};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::{Context, Diagnostic, OpId, OperationState};

use super::{
    BufferType, SPARSE_TENSOR, check_index_attr, check_inferred, check_parsed_index_attr,
    constant_index, index_attr, is_index, is_sparse_tensor, is_width_type, operand_type,
    parse_memref_type, plain_error, result_type, sparse_type, width_type_text,
};
use crate::tensor::util::{
    check_num_operands, check_num_results, check_operands, check_results, move_inherent,
    parse_ranked_tensor_type,
};
use tile_ir::TypeKind;

/// ODS description of `AnyNon0RankedMemRef`.
const NON0_MEMREF: &str = "non-0-ranked.memref of any type values";

/// The storage of a CSR matrix: level 1's positions and coordinates, and the values.
const STORAGE_EXAMPLE: &str = r#"#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @storage(%a: tensor<4x8xf64, #CSR>) -> (memref<?xindex>, memref<?xindex>, memref<?xf64>) {
  %pos = sparse_tensor.positions %a {level = 1 : index} : tensor<4x8xf64, #CSR> to memref<?xindex>
  %crd = sparse_tensor.coordinates %a {level = 1 : index} : tensor<4x8xf64, #CSR> to memref<?xindex>
  %val = sparse_tensor.values %a : tensor<4x8xf64, #CSR> to memref<?xf64>
  return %pos, %crd, %val : memref<?xindex>, memref<?xindex>, memref<?xf64>
}"#;

/// Registers the buffer-access ops.
pub fn register(r: &mut DialectRegistry) {
    for (name, summary, verify) in [
        (
            "sparse_tensor.positions",
            "Extracts the `level`-th positions array of the `tensor`",
            verify_positions as fn(&Context, OpId) -> Result<(), Diagnostic>,
        ),
        (
            "sparse_tensor.coordinates",
            "Extracts the `level`-th coordinates array of the `tensor`",
            verify_coordinates,
        ),
    ] {
        r.add_op(OpDef {
            inherent_attrs: &["level"],
            parse: Some(parse_level_buffer),
            print: Some(print_to),
            verify: Some(verify),
            example: STORAGE_EXAMPLE,
            ..OpDef::new(name, summary, OpTraits::PURE)
        });
    }
    r.add_op(OpDef {
        parse: Some(parse_to),
        print: Some(print_to),
        verify: Some(verify_coordinates_buffer),
        ..OpDef::new(
            "sparse_tensor.coordinates_buffer",
            "Extracts the linear coordinates array from a tensor",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_to),
        print: Some(print_to),
        verify: Some(verify_values),
        example: STORAGE_EXAMPLE,
        ..OpDef::new(
            "sparse_tensor.values",
            "Extracts numerical values array from a tensor",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_number_of_entries),
        print: Some(crate::ods::print_operand_attr_dict_type),
        verify: Some(verify_number_of_entries),
        ..OpDef::new(
            "sparse_tensor.number_of_entries",
            "Returns the number of entries that are stored in the tensor.",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_lvl),
        print: Some(print_lvl),
        verify: Some(verify_lvl),
        ..OpDef::new("sparse_tensor.lvl", "level index operation", OpTraits::PURE)
    });
}

/// `$tensor attr-dict : type($tensor) to type($result)`, the tensor a sparse one.
fn parse_to(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let from = parse_ranked_tensor_type(p, &name)?;
    p.expect_keyword("to")?;
    let to = parse_memref_type(p, &name)?;
    st.operands = vec![p.resolve_operand(src, from)?];
    st.result_types.push(to);
    Ok(())
}

/// `parse_to` with the inherent `level` attribute.
fn parse_level_buffer(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let src = p.parse_operand()?;
    let dict_loc = p.loc();
    p.parse_optional_attr_dict(&mut st.attributes)?;
    check_parsed_index_attr(
        p.ctx,
        &st.attributes,
        "level",
        "level attribute",
        &name,
        dict_loc,
    )?;
    move_inherent(st, &["level"]);
    p.parse_token(TokenKind::Colon, ":")?;
    let from = parse_ranked_tensor_type(p, &name)?;
    p.expect_keyword("to")?;
    let to = parse_memref_type(p, &name)?;
    st.operands = vec![p.resolve_operand(src, from)?];
    st.result_types.push(to);
    Ok(())
}

fn print_to(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(&src) = ctx.op(op).operands.first() else {
        return;
    };
    p.write(" ");
    p.operand(src);
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    p.ty(ctx.value_type(src));
    p.write(" to ");
    p.types(&ctx.result_types(op));
}

/// Whether `t` is a memref of rank > 0.
fn is_non0_memref(ctx: &Context, t: tile_ir::Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { shape, .. } if !shape.is_empty())
}

/// The ODS invariants shared by the buffer ops.
fn check_buffer_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 1)?;
    check_operands(ctx, op, 0..1, SPARSE_TENSOR, is_sparse_tensor)?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, NON0_MEMREF, is_non0_memref)
}

fn memref_element(ctx: &Context, op: OpId) -> Option<tile_ir::Type> {
    match ctx.type_kind(result_type(ctx, op, 0)?) {
        TypeKind::MemRef { element, .. } => Some(*element),
        _ => None,
    }
}

fn verify_positions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_index_attr(ctx, op, "level", "level attribute", true)?;
    check_buffer_op(ctx, op)?;
    let (Some(t), Some(level)) = (operand_type(ctx, op, 0), index_attr(ctx, op, "level")) else {
        return Ok(());
    };
    let Some(stt) = sparse_type(ctx, t) else {
        return Ok(());
    };
    if level < 0 || level as usize >= stt.enc.lvl_rank() {
        return Err(plain_error(ctx, op, "requested level is out of bounds"));
    }
    if memref_element(ctx, op).is_none_or(|e| !is_width_type(ctx, e, stt.enc.pos_width)) {
        return Err(plain_error(ctx, op, "unexpected type for positions"));
    }
    check_inferred(
        ctx,
        op,
        &BufferType::of(&stt, width_type_text(stt.enc.pos_width), false),
    )
}

fn verify_coordinates(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_index_attr(ctx, op, "level", "level attribute", true)?;
    check_buffer_op(ctx, op)?;
    let (Some(t), Some(level)) = (operand_type(ctx, op, 0), index_attr(ctx, op, "level")) else {
        return Ok(());
    };
    let Some(stt) = sparse_type(ctx, t) else {
        return Ok(());
    };
    if level < 0 || level as usize >= stt.enc.lvl_rank() {
        return Err(plain_error(ctx, op, "requested level is out of bounds"));
    }
    if memref_element(ctx, op).is_none_or(|e| !is_width_type(ctx, e, stt.enc.crd_width)) {
        return Err(plain_error(ctx, op, "unexpected type for coordinates"));
    }
    let strided = stt.aos_coo_start() <= level as usize;
    check_inferred(
        ctx,
        op,
        &BufferType::of(&stt, width_type_text(stt.enc.crd_width), strided),
    )
}

fn verify_coordinates_buffer(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_buffer_op(ctx, op)?;
    let Some(stt) = operand_type(ctx, op, 0).and_then(|t| sparse_type(ctx, t)) else {
        return Ok(());
    };
    if stt.aos_coo_start() >= stt.enc.lvl_rank() {
        return Err(plain_error(
            ctx,
            op,
            "expected sparse tensor with a COO region",
        ));
    }
    check_inferred(
        ctx,
        op,
        &BufferType::of(&stt, width_type_text(stt.enc.crd_width), false),
    )
}

fn verify_values(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_buffer_op(ctx, op)?;
    let Some(stt) = operand_type(ctx, op, 0).and_then(|t| sparse_type(ctx, t)) else {
        return Ok(());
    };
    if memref_element(ctx, op) != Some(stt.element) {
        return Err(plain_error(ctx, op, "unexpected mismatch in element types"));
    }
    let elem = tile_ir::printer::type_to_string(ctx, stt.element);
    check_inferred(ctx, op, &BufferType::of(&stt, elem, false))
}

// ----- number_of_entries -----

fn parse_number_of_entries(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let t = parse_ranked_tensor_type(p, &name)?;
    st.operands = vec![p.resolve_operand(src, t)?];
    let idx = p.ctx.index_type();
    st.result_types.push(idx);
    Ok(())
}

fn verify_number_of_entries(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 1)?;
    check_operands(ctx, op, 0..1, SPARSE_TENSOR, is_sparse_tensor)?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, "index", is_index)
}

// ----- lvl -----

/// `attr-dict $source , $index : type($source)`.
fn parse_lvl(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    p.parse_optional_attr_dict(&mut st.attributes)?;
    let src = p.parse_operand()?;
    p.parse_token(TokenKind::Comma, ",")?;
    let index = p.parse_operand()?;
    p.parse_token(TokenKind::Colon, ":")?;
    let t = parse_ranked_tensor_type(p, &name)?;
    let idx = p.ctx.index_type();
    st.operands = vec![p.resolve_operand(src, t)?, p.resolve_operand(index, idx)?];
    st.result_types.push(idx);
    Ok(())
}

fn print_lvl(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let (Some(&src), Some(&index)) = (ctx.op(op).operands.first(), ctx.op(op).operands.get(1))
    else {
        return;
    };
    p.op_attr_dict(op, &[]);
    p.write(" ");
    p.operand(src);
    p.write(", ");
    p.operand(index);
    p.write(" : ");
    p.ty(ctx.value_type(src));
}

fn verify_lvl(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 2)?;
    check_operands(ctx, op, 0..1, SPARSE_TENSOR, is_sparse_tensor)?;
    check_operands(ctx, op, 1..2, "index", is_index)?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, "index", is_index)?;
    let (Some(t), Some(&index)) = (operand_type(ctx, op, 0), ctx.op(op).operands.get(1)) else {
        return Ok(());
    };
    if let (Some(stt), Some(l)) = (sparse_type(ctx, t), constant_index(ctx, index))
        && (l < 0 || l as u128 >= stt.enc.lvl_rank() as u128)
    {
        return Err(plain_error(
            ctx,
            op,
            "Level index exceeds the rank of the input sparse tensor",
        ));
    }
    Ok(())
}
