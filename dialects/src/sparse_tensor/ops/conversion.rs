//! Construction and conversion: `sparse_tensor.new`, `convert`, `reinterpret_map`,
//! `assemble` and `disassemble`.

use tile_ir::dialect::{DialectRegistry, OpDef, OpTraits};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::types::DYNAMIC;
use tile_ir::{Context, Diagnostic, OpId, OperationState, Type, TypeKind};

use super::{
    RANKED_TENSOR, SPARSE_TENSOR, SparseType, is_ranked_tensor, is_sparse_tensor, operand_type,
    plain_error, result_type, sparse_type, tensor_shape,
};
use crate::sparse_tensor::level_type::LevelType;
use crate::tensor::util::{
    check_min_operands, check_num_operands, check_num_results, check_operands, check_results,
    parse_ranked_tensor_type,
};

/// Registers the construction and conversion ops.
pub fn register(r: &mut DialectRegistry) {
    r.add_op(OpDef {
        parse: Some(parse_new),
        print: Some(print_unary),
        verify: Some(verify_new),
        ..OpDef::new(
            "sparse_tensor.new",
            "Materializes a new sparse tensor from given source",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_ranked_to_ranked),
        print: Some(print_unary),
        verify: Some(verify_convert),
        example: r#"#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
func.func @to_csc(%d: tensor<4x8xf64>) -> tensor<4x8xf64, #CSC> {
  %a = sparse_tensor.convert %d : tensor<4x8xf64> to tensor<4x8xf64, #CSR>
  %b = sparse_tensor.convert %a : tensor<4x8xf64, #CSR> to tensor<4x8xf64, #CSC>
  return %b : tensor<4x8xf64, #CSC>
}"#,
        ..OpDef::new(
            "sparse_tensor.convert",
            "Converts between different tensor types",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_ranked_to_ranked),
        print: Some(print_unary),
        verify: Some(verify_reinterpret_map),
        ..OpDef::new(
            "sparse_tensor.reinterpret_map",
            "Reinterprets the dimension/level maps of the source tensor",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_assemble),
        print: Some(print_assemble),
        verify: Some(verify_assemble),
        ..OpDef::new(
            "sparse_tensor.assemble",
            "Returns a sparse tensor assembled from the given levels and values",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_disassemble),
        print: Some(print_disassemble),
        verify: Some(verify_disassemble),
        asm_names: Some(disassemble_names),
        ..OpDef::new(
            "sparse_tensor.disassemble",
            "Copies the levels and values of the given sparse tensor",
            OpTraits::PURE,
        )
    });
}

/// `$source attr-dict : type($source) to type($result)` with any source type.
fn parse_new(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let from = p.parse_type()?;
    p.expect_keyword("to")?;
    let to = parse_ranked_tensor_type(p, &name)?;
    st.operands = vec![p.resolve_operand(src, from)?];
    st.result_types.push(to);
    Ok(())
}

/// `$source attr-dict : type($source) to type($dest)`, both ranked tensors.
pub(super) fn parse_ranked_to_ranked(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let from = parse_ranked_tensor_type(p, &name)?;
    p.expect_keyword("to")?;
    let to = parse_ranked_tensor_type(p, &name)?;
    st.operands = vec![p.resolve_operand(src, from)?];
    st.result_types.push(to);
    Ok(())
}

fn print_unary(p: &mut OpPrinter<'_>, op: OpId) {
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

fn verify_new(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 1)?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, SPARSE_TENSOR, is_sparse_tensor)
}

fn verify_convert(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 1)?;
    check_operands(ctx, op, 0..1, RANKED_TENSOR, is_ranked_tensor)?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, RANKED_TENSOR, is_ranked_tensor)?;
    let (Some(a), Some(b)) = (operand_type(ctx, op, 0), result_type(ctx, op, 0)) else {
        return Ok(());
    };
    let (Some((s1, _)), Some((s2, _))) = (tensor_shape(ctx, a), tensor_shape(ctx, b)) else {
        return Err(plain_error(ctx, op, "unexpected type in convert"));
    };
    if s1.len() != s2.len() {
        return Err(plain_error(
            ctx,
            op,
            "unexpected conversion mismatch in rank",
        ));
    }
    if sparse_type(ctx, b).is_some_and(|s| s.enc.is_slice()) {
        return Err(plain_error(
            ctx,
            op,
            "cannot convert to a sparse tensor slice",
        ));
    }
    for (d, (&x, &y)) in s1.iter().zip(s2).enumerate() {
        if x != y && y != DYNAMIC {
            return Err(plain_error(
                ctx,
                op,
                format!("unexpected conversion mismatch in dimension {d}"),
            ));
        }
    }
    Ok(())
}

fn verify_reinterpret_map(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 1)?;
    check_operands(ctx, op, 0..1, SPARSE_TENSOR, is_sparse_tensor)?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, SPARSE_TENSOR, is_sparse_tensor)?;
    let (Some(a), Some(b)) = (operand_type(ctx, op, 0), result_type(ctx, op, 0)) else {
        return Ok(());
    };
    let (Some(src), Some(dst)) = (sparse_type(ctx, a), sparse_type(ctx, b)) else {
        return Ok(());
    };
    if src.enc.lvl_rank() != dst.enc.lvl_rank() {
        return Err(plain_error(
            ctx,
            op,
            "Level rank mismatch between source/dest tensors",
        ));
    }
    if src.enc.lvl_types != dst.enc.lvl_types {
        return Err(plain_error(
            ctx,
            op,
            "Level type mismatch between source/dest tensors",
        ));
    }
    if src.enc.pos_width != dst.enc.pos_width || src.enc.crd_width != dst.enc.crd_width {
        return Err(plain_error(
            ctx,
            op,
            "Crd/Pos width mismatch between source/dest tensors",
        ));
    }
    if src.element != dst.element {
        return Err(plain_error(
            ctx,
            op,
            "Element type mismatch between source/dest tensors",
        ));
    }
    if src.lvl_shape() != dst.lvl_shape() {
        return Err(plain_error(
            ctx,
            op,
            "Level size mismatch between source/dest tensors",
        ));
    }
    Ok(())
}

// ----- assemble / disassemble -----

/// ODS description of the level tensors.
const LEVEL_TENSORS: &str = "variadic of ranked tensor of signless integer or index values";

/// Whether `t` is a ranked tensor of signless integers or index.
fn is_int_or_index_tensor(ctx: &Context, t: Type) -> bool {
    tensor_shape(ctx, t).is_some_and(|(_, e)| {
        matches!(
            ctx.type_kind(e),
            TypeKind::Index
                | TypeKind::Integer {
                    signedness: tile_ir::types::Signedness::Signless,
                    ..
                }
        )
    })
}

/// Whether `t` is an index or signless integer, or a 0-D tensor of one (`scalar like`).
fn is_scalar_like(ctx: &Context, t: Type) -> bool {
    let int_or_index = |t: Type| {
        matches!(
            ctx.type_kind(t),
            TypeKind::Index
                | TypeKind::Integer {
                    signedness: tile_ir::types::Signedness::Signless,
                    ..
                }
        )
    };
    match tensor_shape(ctx, t) {
        Some((shape, e)) => shape.is_empty() && int_or_index(e),
        None => int_or_index(t),
    }
}

/// ` (levels), values attr-dict : (types), type to type`.
fn parse_assemble(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    p.parse_token(TokenKind::LParen, "(")?;
    let levels = p.parse_operand_list()?;
    p.parse_token(TokenKind::RParen, ")")?;
    p.parse_token(TokenKind::Comma, ",")?;
    let values = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let tloc = p.loc();
    p.parse_token(TokenKind::LParen, "(")?;
    let mut level_types = Vec::new();
    if p.kind() != TokenKind::RParen {
        level_types.push(parse_ranked_tensor_type(p, &name)?);
        while p.consume_if(TokenKind::Comma) {
            level_types.push(parse_ranked_tensor_type(p, &name)?);
        }
    }
    p.parse_token(TokenKind::RParen, ")")?;
    p.parse_token(TokenKind::Comma, ",")?;
    let values_type = parse_ranked_tensor_type(p, &name)?;
    p.expect_keyword("to")?;
    let result = parse_ranked_tensor_type(p, &name)?;
    let mut operands = p.resolve_operands(&levels, &level_types, tloc)?;
    operands.push(p.resolve_operand(values, values_type)?);
    st.operands = operands;
    st.result_types.push(result);
    Ok(())
}

fn print_assemble(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.op(op).operands.clone();
    let Some((&values, levels)) = operands.split_last() else {
        return;
    };
    p.write(" (");
    p.operands(levels);
    p.write("), ");
    p.operand(values);
    p.op_attr_dict(op, &[]);
    p.write(" : (");
    let lt: Vec<Type> = levels.iter().map(|&v| ctx.value_type(v)).collect();
    p.types(&lt);
    p.write("), ");
    p.ty(ctx.value_type(values));
    p.write(" to ");
    p.types(&ctx.result_types(op));
}

fn verify_assemble(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_min_operands(ctx, op, 1)?;
    let n = ctx.op(op).operands.len();
    check_operands(ctx, op, 0..n - 1, LEVEL_TENSORS, is_int_or_index_tensor)?;
    check_operands(
        ctx,
        op,
        n - 1..n,
        "ranked tensor of any type values",
        is_ranked_tensor,
    )?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, SPARSE_TENSOR, is_sparse_tensor)?;
    let types = ctx.operand_types(op);
    let (Some((&values, levels)), Some(res)) = (types.split_last(), result_type(ctx, op, 0)) else {
        return Ok(());
    };
    let Some(stt) = sparse_type(ctx, res) else {
        return Ok(());
    };
    verify_pack_unpack(ctx, op, true, &stt, values, levels)
}

/// `$tensor attr-dict : type out_lvls(levels : types) out_vals(values : type) ->
/// (types), type, (types), type`.
fn parse_disassemble(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let src_type = parse_ranked_tensor_type(p, &name)?;
    p.expect_keyword("out_lvls")?;
    p.parse_token(TokenKind::LParen, "(")?;
    let levels = p.parse_operand_list()?;
    p.parse_token(TokenKind::Colon, ":")?;
    let tloc = p.loc();
    let mut level_types = Vec::new();
    if p.kind() != TokenKind::RParen {
        level_types.push(parse_ranked_tensor_type(p, &name)?);
        while p.consume_if(TokenKind::Comma) {
            level_types.push(parse_ranked_tensor_type(p, &name)?);
        }
    }
    p.parse_token(TokenKind::RParen, ")")?;
    p.expect_keyword("out_vals")?;
    p.parse_token(TokenKind::LParen, "(")?;
    let values = p.parse_operand()?;
    p.parse_token(TokenKind::Colon, ":")?;
    let values_type = parse_ranked_tensor_type(p, &name)?;
    p.parse_token(TokenKind::RParen, ")")?;
    p.parse_token(TokenKind::Arrow, "->")?;
    let ret_levels = parse_paren_types(p, &name, true)?;
    p.parse_token(TokenKind::Comma, ",")?;
    let ret_values = parse_ranked_tensor_type(p, &name)?;
    p.parse_token(TokenKind::Comma, ",")?;
    let lens = parse_paren_types(p, &name, false)?;
    p.parse_token(TokenKind::Comma, ",")?;
    let val_len = p.parse_type()?;
    let mut operands = vec![p.resolve_operand(src, src_type)?];
    operands.extend(p.resolve_operands(&levels, &level_types, tloc)?);
    operands.push(p.resolve_operand(values, values_type)?);
    st.operands = operands;
    st.result_types = ret_levels;
    st.result_types.push(ret_values);
    st.result_types.extend(lens);
    st.result_types.push(val_len);
    Ok(())
}

/// `( type, ... )`, ranked tensors when `tensors`.
fn parse_paren_types(p: &mut Parser<'_>, name: &str, tensors: bool) -> PResult<Vec<Type>> {
    p.parse_token(TokenKind::LParen, "(")?;
    let mut out = Vec::new();
    if p.kind() != TokenKind::RParen {
        loop {
            out.push(if tensors {
                parse_ranked_tensor_type(p, name)?
            } else {
                p.parse_type()?
            });
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
    }
    p.parse_token(TokenKind::RParen, ")")?;
    Ok(out)
}

/// The number of level tensors of a disassemble (`SameVariadicResultSize`).
fn disassemble_levels(ctx: &Context, op: OpId) -> usize {
    ctx.op(op).results.len().saturating_sub(2) / 2
}

fn print_disassemble(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.op(op).operands.clone();
    let results = ctx.result_types(op);
    let n = disassemble_levels(ctx, op);
    let (Some(&src), Some(&values)) = (operands.first(), operands.last()) else {
        return;
    };
    let levels = operands
        .get(1..operands.len().saturating_sub(1))
        .unwrap_or(&[]);
    p.write(" ");
    p.operand(src);
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    p.ty(ctx.value_type(src));
    p.write(" out_lvls(");
    p.operands(levels);
    p.write(" : ");
    let lt: Vec<Type> = levels.iter().map(|&v| ctx.value_type(v)).collect();
    p.types(&lt);
    p.write(") out_vals(");
    p.operand(values);
    p.write(" : ");
    p.ty(ctx.value_type(values));
    p.write(") -> (");
    p.types(results.get(..n).unwrap_or(&[]));
    p.write("), ");
    if let Some(&t) = results.get(n) {
        p.ty(t);
    }
    p.write(", (");
    p.types(results.get(n + 1..2 * n + 1).unwrap_or(&[]));
    p.write("), ");
    if let Some(&t) = results.get(2 * n + 1) {
        p.ty(t);
    }
}

/// MLIR's names: `%ret_levels:n, %ret_values, %lvl_lens:n, %val_len` (n level buffers).
fn disassemble_names(ctx: &Context, op: OpId) -> Vec<(usize, String)> {
    let total = ctx.op(op).results.len();
    let n = total.saturating_sub(2) / 2;
    (0..total)
        .map(|i| {
            let name = match i {
                _ if i < n => "ret_levels",
                _ if i == n => "ret_values",
                _ if i <= 2 * n => "lvl_lens",
                _ => "val_len",
            };
            (i, name.to_string())
        })
        .collect()
}

fn verify_disassemble(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_min_operands(ctx, op, 2)?;
    let nops = ctx.op(op).operands.len();
    check_operands(ctx, op, 0..1, SPARSE_TENSOR, is_sparse_tensor)?;
    check_operands(ctx, op, 1..nops - 1, LEVEL_TENSORS, is_int_or_index_tensor)?;
    check_operands(
        ctx,
        op,
        nops - 1..nops,
        "ranked tensor of any type values",
        is_ranked_tensor,
    )?;
    let n = disassemble_levels(ctx, op);
    crate::tensor::util::check_results(ctx, op, 0..n, LEVEL_TENSORS, is_int_or_index_tensor)?;
    check_results(
        ctx,
        op,
        n..n + 1,
        "ranked tensor of any type values",
        is_ranked_tensor,
    )?;
    check_results(
        ctx,
        op,
        n + 1..2 * n + 1,
        "variadic of scalar like",
        is_scalar_like,
    )?;
    check_results(ctx, op, 2 * n + 1..2 * n + 2, "scalar like", is_scalar_like)?;
    let ops = ctx.operand_types(op);
    let res = ctx.result_types(op);
    if ops.last() != res.get(n) {
        return Err(plain_error(
            ctx,
            op,
            "output values and return value type mismatch",
        ));
    }
    let out_levels = ops.get(1..nops - 1).unwrap_or(&[]);
    let ret_levels = res.get(..n).unwrap_or(&[]);
    if out_levels.iter().zip(ret_levels).any(|(a, b)| a != b) {
        return Err(plain_error(
            ctx,
            op,
            "output levels and return levels type mismatch",
        ));
    }
    let (Some(stt), Some(&values)) = (ops.first().and_then(|&t| sparse_type(ctx, t)), res.get(n))
    else {
        return Ok(());
    };
    verify_pack_unpack(ctx, op, false, &stt, values, ret_levels)
}

/// MLIR's `verifyPackUnPack`: the level tensors and the values tensor match the storage
/// layout of the sparse tensor type.
fn verify_pack_unpack(
    ctx: &Context,
    op: OpId,
    requires_static: bool,
    stt: &SparseType<'_>,
    values: Type,
    levels: &[Type],
) -> Result<(), Diagnostic> {
    if requires_static && !stt.has_static_shape() {
        return Err(plain_error(
            ctx,
            op,
            "the sparse-tensor must have static shape",
        ));
    }
    let lvl_rank = stt.enc.lvl_rank();
    let coo = stt.aos_coo_start();
    if coo < lvl_rank {
        let ok = levels
            .last()
            .and_then(|&t| tensor_shape(ctx, t))
            .is_some_and(|(shape, _)| shape.len() == 2 && shape[1] == (lvl_rank - coo) as i64);
        if !ok {
            return Err(plain_error(
                ctx,
                op,
                "input/output trailing COO level-ranks don't match",
            ));
        }
    }
    // The data fields of the storage layout: per level positions then coordinates (one
    // coordinates buffer for an AoS COO segment), then the values.
    let end = if coo == lvl_rank { lvl_rank } else { coo + 1 };
    let mut fields: Vec<u32> = Vec::new();
    for lt in stt.enc.lvl_types.iter().take(end) {
        if has_pos(*lt) {
            fields.push(stt.enc.pos_width);
        }
        if lt.has_coordinates() {
            fields.push(stt.enc.crd_width);
        }
    }
    if fields.len() != levels.len() {
        return Err(plain_error(
            ctx,
            op,
            "inconsistent number of fields between input/output",
        ));
    }
    let elem_ok = |t: Type, width: u32| {
        tensor_shape(ctx, t).is_some_and(|(_, e)| super::is_width_type(ctx, e, width))
    };
    let values_ok = tensor_shape(ctx, values).is_some_and(|(_, e)| e == stt.element);
    if fields.iter().zip(levels).any(|(&w, &t)| !elem_ok(t, w)) || !values_ok {
        return Err(plain_error(
            ctx,
            op,
            "input/output element-types don't match",
        ));
    }
    Ok(())
}

fn has_pos(lt: LevelType) -> bool {
    lt.has_positions()
}
