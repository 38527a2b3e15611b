//! The `tensor` dialect: `tensor.empty`, `extract`, `insert`, `dim`, `cast`, `pad`, `yield`,
//! `expand_shape`, `collapse_shape`, `extract_slice`, `insert_slice`, `generate`,
//! `from_elements`, `splat` and `rank`, with MLIR 22's syntax, verifiers and result names.

pub mod util;

use tile_ir::dialect::{DialectInfo, DialectRegistry, OpDef, OpTraits};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::types::DYNAMIC;
use tile_ir::{Attr, AttrKind, Context, Diagnostic, OpId, OperationState, Type, TypeKind};
use util::*;

/// Registers the tensor dialect.
pub fn register(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo::new(
        "tensor",
        "Tensor creation, element access, reshaping and slicing",
    ));
    r.add_op(OpDef {
        parse: Some(parse_empty),
        print: Some(print_empty),
        verify: Some(verify_empty),
        ..OpDef::new(
            "tensor.empty",
            "An empty tensor of the given shape",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_extract),
        print: Some(print_extract),
        verify: Some(verify_extract),
        asm_names: Some(|_, _| vec![(0, "extracted".into())]),
        ..OpDef::new(
            "tensor.extract",
            "Reads one element of a tensor",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_insert),
        print: Some(print_insert),
        verify: Some(verify_insert),
        asm_names: Some(|_, _| vec![(0, "inserted".into())]),
        ..OpDef::new(
            "tensor.insert",
            "Writes one element into a tensor",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_dim),
        print: Some(print_dim),
        verify: Some(verify_dim),
        asm_names: Some(|_, _| vec![(0, "dim".into())]),
        ..OpDef::new(
            "tensor.dim",
            "The size of one dimension of a tensor",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_cast),
        print: Some(print_cast),
        verify: Some(verify_cast),
        asm_names: Some(|_, _| vec![(0, "cast".into())]),
        ..OpDef::new(
            "tensor.cast",
            "Converts between compatible tensor types",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        inherent_attrs: &["nofold", "operandSegmentSizes", "static_high", "static_low"],
        parse: Some(parse_pad),
        print: Some(print_pad),
        verify: Some(verify_pad),
        asm_names: Some(|_, _| vec![(0, "padded".into())]),
        ..OpDef::new(
            "tensor.pad",
            "Pads a tensor with a computed value",
            OpTraits::PURE | OpTraits::SINGLE_BLOCK | OpTraits::RECURSIVE_EFFECTS,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_yield),
        print: Some(crate::ods::print_operand_attr_dict_type),
        verify: Some(verify_yield),
        ..OpDef::new(
            "tensor.yield",
            "Yields an element from a tensor.pad or tensor.generate body",
            OpTraits::TERMINATOR | OpTraits::RETURN_LIKE | OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        inherent_attrs: &["reassociation", "static_output_shape"],
        parse: Some(parse_expand_shape),
        print: Some(print_expand_shape),
        verify: Some(verify_expand_shape),
        asm_names: Some(|_, _| vec![(0, "expanded".into())]),
        ..OpDef::new(
            "tensor.expand_shape",
            "Splits dimensions of a tensor",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        inherent_attrs: &["reassociation"],
        parse: Some(parse_collapse_shape),
        print: Some(print_collapse_shape),
        verify: Some(verify_collapse_shape),
        asm_names: Some(|_, _| vec![(0, "collapsed".into())]),
        ..OpDef::new(
            "tensor.collapse_shape",
            "Merges dimensions of a tensor",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        inherent_attrs: &[
            "operandSegmentSizes",
            "static_offsets",
            "static_sizes",
            "static_strides",
        ],
        parse: Some(parse_extract_slice),
        print: Some(print_extract_slice),
        verify: Some(verify_extract_slice),
        asm_names: Some(|_, _| vec![(0, "extracted_slice".into())]),
        ..OpDef::new(
            "tensor.extract_slice",
            "Extracts a strided slice of a tensor",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        inherent_attrs: &[
            "operandSegmentSizes",
            "static_offsets",
            "static_sizes",
            "static_strides",
        ],
        parse: Some(parse_insert_slice),
        print: Some(print_insert_slice),
        verify: Some(verify_insert_slice),
        asm_names: Some(|_, _| vec![(0, "inserted_slice".into())]),
        ..OpDef::new(
            "tensor.insert_slice",
            "Inserts a tensor into a strided slice of another",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_generate),
        print: Some(print_generate),
        verify: Some(verify_generate),
        asm_names: Some(|_, _| vec![(0, "generated".into())]),
        ..OpDef::new(
            "tensor.generate",
            "Builds a tensor from a body computing each element",
            OpTraits::PURE | OpTraits::SINGLE_BLOCK | OpTraits::RECURSIVE_EFFECTS,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_from_elements),
        print: Some(print_from_elements),
        verify: Some(verify_from_elements),
        asm_names: Some(|_, _| vec![(0, "from_elements".into())]),
        ..OpDef::new(
            "tensor.from_elements",
            "Builds a tensor from a list of elements",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_splat),
        print: Some(print_splat),
        verify: Some(verify_splat),
        asm_names: Some(|_, _| vec![(0, "splat".into())]),
        ..OpDef::new(
            "tensor.splat",
            "A tensor with every element equal to a scalar",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_rank),
        print: Some(crate::ods::print_operand_attr_dict_type),
        verify: Some(verify_rank),
        asm_names: Some(|_, _| vec![(0, "rank".into())]),
        ..OpDef::new("tensor.rank", "The rank of a tensor", OpTraits::PURE)
    });
}

const RANKED_TENSOR: &str = "ranked tensor of any type values";
const ANY_TENSOR: &str = "tensor of any type values";
const VARIADIC_INDEX: &str = "variadic of index";

fn ranked(ctx: &Context, t: Type) -> bool {
    is_ranked_tensor(ctx, t)
}

fn operand_types_of(ctx: &Context, op: OpId) -> Vec<Type> {
    ctx.operand_types(op)
}

fn result_type(ctx: &Context, op: OpId) -> Option<Type> {
    ctx.op(op).results.first().map(|&v| ctx.value_type(v))
}

/// The number of dynamic dimensions of a ranked tensor.
fn num_dynamic_dims(shape: &[i64]) -> usize {
    shape.iter().filter(|&&d| d == DYNAMIC).count()
}

// ----- tensor.empty -----

fn parse_empty(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    p.parse_token(TokenKind::LParen, "(")?;
    let ops = p.parse_operand_list()?;
    p.parse_token(TokenKind::RParen, ")")?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let t = parse_ranked_tensor_type(p, "tensor.empty")?;
    let index = p.ctx.index_type();
    st.operands = p.resolve_operands_same(&ops, index)?;
    st.result_types.push(t);
    Ok(())
}

fn print_empty(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.write("(");
    p.operands(&ctx.op(op).operands.clone());
    p.write(")");
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    p.types(&ctx.result_types(op));
}

fn verify_empty(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let n = ctx.op(op).operands.len();
    check_operands(ctx, op, 0..n, VARIADIC_INDEX, is_index)?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, RANKED_TENSOR, ranked)?;
    let Some((shape, _)) = result_type(ctx, op).and_then(|t| tensor_parts(ctx, t)) else {
        return Ok(());
    };
    let expected = num_dynamic_dims(shape);
    if n != expected {
        return Err(ctx.op_error(
            op,
            format!("incorrect number of dynamic sizes, has {n}, expected {expected}"),
        ));
    }
    Ok(())
}

// ----- tensor.extract / tensor.insert -----

fn parse_indices<'a>(p: &mut Parser<'a>) -> PResult<Vec<tile_ir::parser::UnresolvedOperand<'a>>> {
    p.parse_token(TokenKind::LSquare, "[")?;
    let ops = p.parse_operand_list()?;
    p.parse_token(TokenKind::RSquare, "]")?;
    Ok(ops)
}

fn parse_extract(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let t = p.parse_operand()?;
    let idx = parse_indices(p)?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let ty = parse_ranked_tensor_type(p, "tensor.extract")?;
    let index = p.ctx.index_type();
    let tv = p.resolve_operand(t, ty)?;
    let mut operands = vec![tv];
    operands.extend(p.resolve_operands_same(&idx, index)?);
    st.operands = operands;
    st.result_types.push(element_type_or_self(p.ctx, ty));
    Ok(())
}

fn print_extract(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.op(op).operands.clone();
    let Some((&t, idx)) = operands.split_first() else {
        return;
    };
    p.write(" ");
    p.operand(t);
    p.write("[");
    p.operands(idx);
    p.write("]");
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    p.ty(ctx.value_type(t));
}

fn verify_extract(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_min_operands(ctx, op, 1)?;
    let n = ctx.op(op).operands.len();
    check_operands(ctx, op, 0..1, RANKED_TENSOR, ranked)?;
    check_operands(ctx, op, 1..n, VARIADIC_INDEX, is_index)?;
    check_num_results(ctx, op, 1)?;
    let types = operand_types_of(ctx, op);
    let Some((shape, elem)) = types.first().and_then(|&t| tensor_parts(ctx, t)) else {
        return Ok(());
    };
    if result_type(ctx, op) != Some(elem) {
        return Err(ctx.op_error(
            op,
            "failed to verify that result type matches element type of tensor",
        ));
    }
    if shape.len() != n - 1 {
        return Err(ctx.op_error(op, "incorrect number of indices for extract_element"));
    }
    Ok(())
}

fn parse_insert(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let scalar = p.parse_operand()?;
    p.expect_keyword("into")?;
    let dest = p.parse_operand()?;
    let idx = parse_indices(p)?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let ty = parse_ranked_tensor_type(p, "tensor.insert")?;
    let index = p.ctx.index_type();
    let elem = element_type_or_self(p.ctx, ty);
    let sv = p.resolve_operand(scalar, elem)?;
    let dv = p.resolve_operand(dest, ty)?;
    let mut operands = vec![sv, dv];
    operands.extend(p.resolve_operands_same(&idx, index)?);
    st.operands = operands;
    st.result_types.push(ty);
    Ok(())
}

fn print_insert(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.op(op).operands.clone();
    let [s, d, idx @ ..] = &operands[..] else {
        return;
    };
    p.write(" ");
    p.operand(*s);
    p.write(" into ");
    p.operand(*d);
    p.write("[");
    p.operands(idx);
    p.write("]");
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    p.ty(ctx.value_type(*d));
}

fn verify_insert(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_min_operands(ctx, op, 2)?;
    let n = ctx.op(op).operands.len();
    check_operands(ctx, op, 1..2, RANKED_TENSOR, ranked)?;
    check_operands(ctx, op, 2..n, VARIADIC_INDEX, is_index)?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, RANKED_TENSOR, ranked)?;
    let types = operand_types_of(ctx, op);
    let (Some(&st), Some(&dt)) = (types.first(), types.get(1)) else {
        return Ok(());
    };
    let Some((shape, elem)) = tensor_parts(ctx, dt) else {
        return Ok(());
    };
    if st != elem {
        return Err(ctx.op_error(
            op,
            "failed to verify that scalar type matches element type of dest",
        ));
    }
    if result_type(ctx, op) != Some(dt) {
        return Err(ctx.op_error(op, "failed to verify that result type matches type of dest"));
    }
    if shape.len() != n - 2 {
        return Err(ctx.op_error(op, "incorrect number of indices"));
    }
    Ok(())
}

// ----- tensor.dim -----

fn parse_dim(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attributes)?;
    let src = p.parse_operand()?;
    p.parse_token(TokenKind::Comma, ",")?;
    let idx = p.parse_operand()?;
    p.parse_token(TokenKind::Colon, ":")?;
    let ty = parse_tensor_type(p, "tensor.dim")?;
    let index = p.ctx.index_type();
    let sv = p.resolve_operand(src, ty)?;
    let iv = p.resolve_operand(idx, index)?;
    st.operands = vec![sv, iv];
    st.result_types.push(index);
    Ok(())
}

fn print_dim(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.op(op).operands.clone();
    let [s, i] = &operands[..] else { return };
    p.op_attr_dict(op, &[]);
    p.write(" ");
    p.operand(*s);
    p.write(", ");
    p.operand(*i);
    p.write(" : ");
    p.ty(ctx.value_type(*s));
}

fn verify_dim(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 2)?;
    check_operands(
        ctx,
        op,
        0..1,
        "non-0-ranked or unranked tensor",
        |c, t| match c.type_kind(t) {
            TypeKind::RankedTensor { shape, .. } => !shape.is_empty(),
            TypeKind::UnrankedTensor { .. } => true,
            _ => false,
        },
    )?;
    check_operands(ctx, op, 1..2, "index", is_index)?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, "index", is_index)?;
    Ok(())
}

// ----- tensor.cast -----

fn parse_cast(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let from = parse_tensor_type(p, "tensor.cast")?;
    p.expect_keyword("to")?;
    let to = parse_tensor_type(p, "tensor.cast")?;
    st.operands = vec![p.resolve_operand(src, from)?];
    st.result_types.push(to);
    Ok(())
}

fn print_cast(p: &mut OpPrinter<'_>, op: OpId) {
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

/// MLIR's `tensor::CastOp::areCastCompatible`.
pub fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let (Some(ea), Some(eb)) = (element_type(ctx, a), element_type(ctx, b)) else {
        return false;
    };
    if !is_tensor(ctx, a) || !is_tensor(ctx, b) || ea != eb {
        return false;
    }
    match (tensor_parts(ctx, a), tensor_parts(ctx, b)) {
        (Some((sa, _)), Some((sb, _))) => {
            sa.len() == sb.len()
                && sa
                    .iter()
                    .zip(sb)
                    .all(|(&x, &y)| x == y || x == DYNAMIC || y == DYNAMIC)
        }
        _ => true,
    }
}

fn verify_cast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 1)?;
    check_operands(ctx, op, 0..1, ANY_TENSOR, is_tensor)?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, ANY_TENSOR, is_tensor)?;
    let (Some(&a), Some(b)) = (operand_types_of(ctx, op).first(), result_type(ctx, op)) else {
        return Ok(());
    };
    if !cast_compatible(ctx, a, b) {
        return Err(ctx.op_error(
            op,
            format!(
                "operand type {} and result type {} are cast incompatible",
                quoted(ctx, a),
                quoted(ctx, b)
            ),
        ));
    }
    Ok(())
}

// ----- tensor.pad -----

fn parse_pad(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    if p.consume_keyword("nofold") {
        let u = p.ctx.unit_attr();
        st.set_property("nofold", u);
    }
    p.expect_keyword("low")?;
    let (low_static, low_values) = parse_dynamic_index_list(p)?;
    p.expect_keyword("high")?;
    let (high_static, high_values) = parse_dynamic_index_list(p)?;
    let region = parse_region_required(p)?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let src_ty = parse_ranked_tensor_type(p, "tensor.pad")?;
    p.expect_keyword("to")?;
    let res_ty = parse_ranked_tensor_type(p, "tensor.pad")?;
    let index = p.ctx.index_type();
    let mut operands = vec![p.resolve_operand(src, src_ty)?];
    operands.extend(p.resolve_operands_same(&low_values, index)?);
    operands.extend(p.resolve_operands_same(&high_values, index)?);
    st.operands = operands;
    st.regions.push(region);
    st.result_types.push(res_ty);
    let a = i64_array_attr(p.ctx, &low_static);
    st.set_property("static_low", a);
    let a = i64_array_attr(p.ctx, &high_static);
    st.set_property("static_high", a);
    let a = i32_array_attr(p.ctx, &[1, low_values.len(), high_values.len()]);
    st.set_property("operandSegmentSizes", a);
    move_inherent(st, &["nofold"]);
    Ok(())
}

fn print_pad(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let o = ctx.op(op);
    let segs = operand_segments(ctx, op, 3).unwrap_or_default();
    let operands = o.operands.clone();
    let seg = |i: usize| {
        segs.get(i)
            .and_then(|r| operands.get(r.clone()))
            .unwrap_or(&[])
            .to_vec()
    };
    let low_s = ctx
        .op_attr(op, "static_low")
        .and_then(|a| dense_i64(ctx, a))
        .unwrap_or_default();
    let high_s = ctx
        .op_attr(op, "static_high")
        .and_then(|a| dense_i64(ctx, a))
        .unwrap_or_default();
    let Some(&src) = operands.first() else { return };
    p.write(" ");
    p.operand(src);
    if ctx.op_attr(op, "nofold").is_some() {
        p.write(" nofold");
    }
    p.write(" low");
    print_dynamic_index_list(p, &low_s, &seg(1));
    p.write(" high");
    print_dynamic_index_list(p, &high_s, &seg(2));
    if let Some(&r) = o.regions.first() {
        p.write(" ");
        p.region(r, true, true);
    }
    p.op_attr_dict(
        op,
        &["nofold", "operandSegmentSizes", "static_high", "static_low"],
    );
    p.write(" : ");
    p.ty(ctx.value_type(src));
    p.write(" to ");
    p.types(&ctx.result_types(op));
}

/// MLIR's `PadOp::inferResultType`: each dimension grows by its static low and high padding.
fn pad_inferred_shape(src: &[i64], low: &[i64], high: &[i64]) -> Option<Vec<i64>> {
    if low.len() != src.len() || high.len() != src.len() {
        return None;
    }
    Some(
        src.iter()
            .zip(low.iter().zip(high))
            .map(|(&s, (&l, &h))| {
                if s == DYNAMIC || l == DYNAMIC || h == DYNAMIC {
                    DYNAMIC
                } else {
                    s.saturating_add(l).saturating_add(h)
                }
            })
            .collect(),
    )
}

fn shape_type_string(ctx: &Context, shape: &[i64], elem: Type) -> String {
    let mut s = String::from("tensor<");
    for &d in shape {
        if d == DYNAMIC {
            s.push('?');
        } else {
            s.push_str(&d.to_string());
        }
        s.push('x');
    }
    s.push_str(&tile_ir::printer::type_to_string(ctx, elem));
    s.push('>');
    s
}

fn verify_pad(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let segs = operand_segments(ctx, op, 3)?;
    check_operands(ctx, op, 0..1, RANKED_TENSOR, ranked)?;
    for r in segs.iter().skip(1) {
        check_operands(ctx, op, r.clone(), VARIADIC_INDEX, is_index)?;
    }
    let high = require_i64_array(ctx, op, "static_high")?;
    let low = require_i64_array(ctx, op, "static_low")?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, RANKED_TENSOR, ranked)?;
    check_num_regions(ctx, op, 1)?;
    check_sized_region(ctx, op, 0, "region")?;
    let types = operand_types_of(ctx, op);
    let (Some(&src), Some(res)) = (types.first(), result_type(ctx, op)) else {
        return Ok(());
    };
    let Some((src_shape, src_elem)) = tensor_parts(ctx, src) else {
        return Ok(());
    };
    let Some((res_shape, res_elem)) = tensor_parts(ctx, res) else {
        return Ok(());
    };
    let Some(expected) = pad_inferred_shape(src_shape, &low, &high) else {
        return Err(plain_error(
            ctx,
            op,
            format!(
                "failed to infer expectedType from sourceType {}, specified resultType is {}",
                quoted(ctx, src),
                quoted(ctx, res)
            ),
        ));
    };
    let mismatch = || {
        plain_error(
            ctx,
            op,
            format!(
                "specified type {} does not match the inferred type '{}'",
                quoted(ctx, res),
                shape_type_string(ctx, &expected, src_elem)
            ),
        )
    };
    if res_shape.len() != expected.len() {
        return Err(mismatch());
    }
    for (&r, &e) in res_shape.iter().zip(&expected) {
        if r != e && e != DYNAMIC {
            return Err(mismatch());
        }
    }
    // Region checks (MLIR's verifyRegions, after the body verified).
    if !nested_ops_verify(ctx, op) {
        return Ok(());
    }
    let Some(block) = entry_block(ctx, op, 0) else {
        return Ok(());
    };
    let args = &ctx.block(block).args;
    if args.len() != res_shape.len() {
        return Err(plain_error(
            ctx,
            op,
            format!("expected the block to have {} arguments", res_shape.len()),
        ));
    }
    for (i, &a) in args.iter().enumerate() {
        if !is_index(ctx, ctx.value_type(a)) {
            return Err(ctx.op_error(
                op,
                format!("expected block argument {} to be an index", i + 1),
            ));
        }
    }
    if let Some(term) = region_terminator(ctx, op, 0)
        && ctx.op_name_of(term) == "tensor.yield"
        && let Some(&v) = ctx.op(term).operands.first()
        && ctx.value_type(v) != res_elem
    {
        return Err(ctx.op_error(op, "expected yield type to match shape element type"));
    }
    Ok(())
}

// ----- tensor.yield -----

fn parse_yield(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let t = p.parse_type()?;
    st.operands = vec![p.resolve_operand(v, t)?];
    Ok(())
}

fn verify_yield(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let parent_ok = ctx
        .parent_op(op)
        .is_some_and(|q| matches!(ctx.op_name_of(q), "tensor.generate" | "tensor.pad"));
    if !parent_ok {
        return Err(ctx.op_error(
            op,
            "expects parent op to be one of 'tensor.generate, tensor.pad'",
        ));
    }
    check_num_operands(ctx, op, 1)?;
    Ok(())
}

// ----- tensor.expand_shape / tensor.collapse_shape -----

/// The reassociation groups of a `[[0, 1], [2]]` attribute.
pub fn reassociation_indices(ctx: &Context, a: Attr) -> Option<Vec<Vec<i64>>> {
    let AttrKind::Array(groups) = ctx.attr_kind(a) else {
        return None;
    };
    groups
        .iter()
        .map(|&g| match ctx.attr_kind(g) {
            AttrKind::Array(items) => items
                .iter()
                .map(|&i| match ctx.attr_kind(i) {
                    AttrKind::Integer { value, ty }
                        if matches!(ctx.type_kind(*ty), TypeKind::Integer { width: 64, .. }) =>
                    {
                        i64::try_from(*value).ok()
                    }
                    _ => None,
                })
                .collect::<Option<Vec<i64>>>(),
            _ => None,
        })
        .collect()
}

fn parse_reassociation(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let a = p.parse_attribute()?;
    st.set_property("reassociation", a);
    Ok(())
}

fn parse_expand_shape(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    parse_reassociation(p, st)?;
    p.expect_keyword("output_shape")?;
    let (statics, values) = parse_dynamic_index_list(p)?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let src_ty = parse_ranked_tensor_type(p, "tensor.expand_shape")?;
    p.expect_keyword("into")?;
    let res_ty = parse_ranked_tensor_type(p, "tensor.expand_shape")?;
    let index = p.ctx.index_type();
    let mut operands = vec![p.resolve_operand(src, src_ty)?];
    operands.extend(p.resolve_operands_same(&values, index)?);
    st.operands = operands;
    st.result_types.push(res_ty);
    let a = i64_array_attr(p.ctx, &statics);
    st.set_property("static_output_shape", a);
    Ok(())
}

fn print_expand_shape(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.op(op).operands.clone();
    let Some((&src, dynamic)) = operands.split_first() else {
        return;
    };
    p.write(" ");
    p.operand(src);
    p.write(" ");
    if let Some(a) = ctx.op_attr(op, "reassociation") {
        p.attr(a);
    }
    p.write(" output_shape ");
    let statics = ctx
        .op_attr(op, "static_output_shape")
        .and_then(|a| dense_i64(ctx, a))
        .unwrap_or_default();
    print_dynamic_index_list(p, &statics, dynamic);
    p.op_attr_dict(op, &["reassociation", "static_output_shape"]);
    p.write(" : ");
    p.ty(ctx.value_type(src));
    p.write(" into ");
    p.types(&ctx.result_types(op));
}

fn parse_collapse_shape(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    parse_reassociation(p, st)?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let src_ty = parse_tensor_type(p, "tensor.collapse_shape")?;
    p.expect_keyword("into")?;
    let res_ty = parse_ranked_tensor_type(p, "tensor.collapse_shape")?;
    st.operands = vec![p.resolve_operand(src, src_ty)?];
    st.result_types.push(res_ty);
    Ok(())
}

fn print_collapse_shape(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(&src) = ctx.op(op).operands.first() else {
        return;
    };
    p.write(" ");
    p.operand(src);
    p.write(" ");
    if let Some(a) = ctx.op_attr(op, "reassociation") {
        p.attr(a);
    }
    p.op_attr_dict(op, &["reassociation"]);
    p.write(" : ");
    p.ty(ctx.value_type(src));
    p.write(" into ");
    p.types(&ctx.result_types(op));
}

/// MLIR's `isReassociationValid` over index groups (as maps with `max index + 1` dims):
/// the index of the first invalid group.
fn invalid_reassociation(groups: &[Vec<i64>]) -> Option<usize> {
    let n_dims = groups
        .iter()
        .flatten()
        .copied()
        .max()
        .map_or(0, |m| m.saturating_add(1));
    let mut next = 0i64;
    for (i, g) in groups.iter().enumerate() {
        if g.is_empty() {
            return Some(i);
        }
        for &d in g {
            if d != next {
                return Some(i);
            }
            next += 1;
        }
    }
    if next != n_dims {
        Some(groups.len().saturating_sub(1))
    } else {
        None
    }
}

/// MLIR's `verifyReshapeLikeTypes` followed by the collapsed-type check.
fn verify_reshape(
    ctx: &Context,
    op: OpId,
    expanded: Type,
    collapsed: Type,
) -> Result<(), Diagnostic> {
    let reassoc_attr = require_attr(ctx, op, "reassociation")?;
    let Some(groups) = reassociation_indices(ctx, reassoc_attr) else {
        return Err(ctx.op_error(op, "attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes"));
    };
    let (Some((eshape, eelem)), Some((cshape, _))) =
        (tensor_parts(ctx, expanded), tensor_parts(ctx, collapsed))
    else {
        return Ok(());
    };
    let (erank, crank) = (eshape.len(), cshape.len());
    if erank < crank {
        return Err(ctx.op_error(
            op,
            format!("expected the expanded type, {} to have a higher (or same) rank than the collapsed type, {}.", quoted(ctx, expanded), quoted(ctx, collapsed)),
        ));
    }
    if crank != groups.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "expected collapsed rank ({crank}) to equal the number of reassociation maps ({}).",
                groups.len()
            ),
        ));
    }
    if groups.iter().flatten().any(|&d| d < 0) {
        return Err(ctx.op_error(
            op,
            "expected reassociation map #0 to be valid and contiguous.",
        ));
    }
    let n_dims = groups
        .iter()
        .flatten()
        .copied()
        .max()
        .map_or(0, |m| m.saturating_add(1));
    if !groups.is_empty() && n_dims != erank as i64 {
        return Err(ctx.op_error(op, format!("expected reassociation map #0 to have size equal to the expanded rank ({erank}), but it is  {n_dims}.")));
    }
    if let Some(i) = invalid_reassociation(&groups) {
        return Err(ctx.op_error(
            op,
            format!("expected reassociation map #{i} to be valid and contiguous."),
        ));
    }
    let mut start = 0usize;
    let mut expected = Vec::with_capacity(groups.len());
    for (i, g) in groups.iter().enumerate() {
        let band = eshape.get(start..start + g.len()).unwrap_or(&[]);
        let dynamic = band.contains(&DYNAMIC);
        let product = band.iter().fold(1i64, |acc, &d| acc.saturating_mul(d));
        let c = cshape.get(i).copied().unwrap_or(DYNAMIC);
        if dynamic {
            if c != DYNAMIC {
                return Err(ctx.op_error(
                    op,
                    format!("expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"),
                ));
            }
        } else if c != product {
            return Err(ctx.op_error(
                op,
                format!("expected dimension {i} of collapsed type to be static value of {product}"),
            ));
        }
        expected.push(if dynamic { DYNAMIC } else { product });
        start += g.len();
    }
    if expected.as_slice() != cshape {
        return Err(ctx.op_error(
            op,
            format!(
                "expected collapsed type to be '{}', but got {}",
                shape_type_string(ctx, &expected, eelem),
                quoted(ctx, collapsed)
            ),
        ));
    }
    Ok(())
}

fn verify_expand_shape(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_min_operands(ctx, op, 1)?;
    let n = ctx.op(op).operands.len();
    check_operands(ctx, op, 0..1, RANKED_TENSOR, ranked)?;
    check_operands(ctx, op, 1..n, VARIADIC_INDEX, is_index)?;
    require_attr(ctx, op, "reassociation")?;
    let statics = require_i64_array(ctx, op, "static_output_shape")?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, RANKED_TENSOR, ranked)?;
    let (Some(&src), Some(res)) = (operand_types_of(ctx, op).first(), result_type(ctx, op)) else {
        return Ok(());
    };
    let Some((res_shape, _)) = tensor_parts(ctx, res) else {
        return Ok(());
    };
    if statics.len() != res_shape.len() {
        return Err(ctx.op_error(
            op,
            format!("expected number of static shape dims to be equal to the output rank ({}) but found {} inputs instead", res_shape.len(), statics.len()),
        ));
    }
    let dynamic = num_dynamic_dims(&statics);
    if n - 1 != dynamic {
        return Err(ctx.op_error(
            op,
            format!("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {} values", n - 1),
        ));
    }
    verify_reshape(ctx, op, res, src)
}

fn verify_collapse_shape(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 1)?;
    check_operands(ctx, op, 0..1, RANKED_TENSOR, ranked)?;
    require_attr(ctx, op, "reassociation")?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, RANKED_TENSOR, ranked)?;
    let (Some(&src), Some(res)) = (operand_types_of(ctx, op).first(), result_type(ctx, op)) else {
        return Ok(());
    };
    verify_reshape(ctx, op, src, res)
}

// ----- tensor.extract_slice / tensor.insert_slice -----

/// The parsed `[offsets] [sizes] [strides]` of a slice op.
struct SliceParts<'a> {
    statics: [Vec<i64>; 3],
    values: [Vec<tile_ir::parser::UnresolvedOperand<'a>>; 3],
}

fn parse_slice_parts<'a>(p: &mut Parser<'a>) -> PResult<SliceParts<'a>> {
    let (so, vo) = parse_dynamic_index_list(p)?;
    let (ss, vs) = parse_dynamic_index_list(p)?;
    let (st, vt) = parse_dynamic_index_list(p)?;
    Ok(SliceParts {
        statics: [so, ss, st],
        values: [vo, vs, vt],
    })
}

fn finish_slice<'a>(
    p: &mut Parser<'a>,
    st: &mut OperationState,
    parts: SliceParts<'a>,
    leading: usize,
) -> PResult<()> {
    let index = p.ctx.index_type();
    let mut sizes = vec![1usize; leading];
    for vals in &parts.values {
        st.operands.extend(p.resolve_operands_same(vals, index)?);
        sizes.push(vals.len());
    }
    let [o, s, t] = &parts.statics;
    let a = i64_array_attr(p.ctx, o);
    st.set_property("static_offsets", a);
    let a = i64_array_attr(p.ctx, s);
    st.set_property("static_sizes", a);
    let a = i64_array_attr(p.ctx, t);
    st.set_property("static_strides", a);
    let a = i32_array_attr(p.ctx, &sizes);
    st.set_property("operandSegmentSizes", a);
    Ok(())
}

fn parse_extract_slice(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let parts = parse_slice_parts(p)?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let src_ty = parse_ranked_tensor_type(p, "tensor.extract_slice")?;
    p.expect_keyword("to")?;
    let res_ty = parse_ranked_tensor_type(p, "tensor.extract_slice")?;
    st.operands.push(p.resolve_operand(src, src_ty)?);
    finish_slice(p, st, parts, 1)?;
    st.result_types.push(res_ty);
    Ok(())
}

fn print_slice_lists(p: &mut OpPrinter<'_>, op: OpId, first_list: usize) {
    let ctx = p.ctx();
    let segs = operand_segments(ctx, op, first_list + 3).unwrap_or_default();
    let operands = ctx.op(op).operands.clone();
    for (i, name) in ["static_offsets", "static_sizes", "static_strides"]
        .iter()
        .enumerate()
    {
        if i > 0 {
            p.write(" ");
        }
        let statics = ctx
            .op_attr(op, name)
            .and_then(|a| dense_i64(ctx, a))
            .unwrap_or_default();
        let vals = segs
            .get(first_list + i)
            .and_then(|r| operands.get(r.clone()))
            .unwrap_or(&[])
            .to_vec();
        print_dynamic_index_list(p, &statics, &vals);
    }
}

const SLICE_ELIDED: &[&str] = &[
    "operandSegmentSizes",
    "static_offsets",
    "static_sizes",
    "static_strides",
];

fn print_extract_slice(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(&src) = ctx.op(op).operands.first() else {
        return;
    };
    p.write(" ");
    p.operand(src);
    print_slice_lists(p, op, 1);
    p.op_attr_dict(op, SLICE_ELIDED);
    p.write(" : ");
    p.ty(ctx.value_type(src));
    p.write(" to ");
    p.types(&ctx.result_types(op));
}

fn parse_insert_slice(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.expect_keyword("into")?;
    let dest = p.parse_operand()?;
    let parts = parse_slice_parts(p)?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let src_ty = parse_ranked_tensor_type(p, "tensor.insert_slice")?;
    p.expect_keyword("into")?;
    let dest_ty = parse_ranked_tensor_type(p, "tensor.insert_slice")?;
    st.operands.push(p.resolve_operand(src, src_ty)?);
    st.operands.push(p.resolve_operand(dest, dest_ty)?);
    finish_slice(p, st, parts, 2)?;
    st.result_types.push(dest_ty);
    Ok(())
}

fn print_insert_slice(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.op(op).operands.clone();
    let [src, dest, ..] = &operands[..] else {
        return;
    };
    p.write(" ");
    p.operand(*src);
    p.write(" into ");
    p.operand(*dest);
    print_slice_lists(p, op, 2);
    p.op_attr_dict(op, SLICE_ELIDED);
    p.write(" : ");
    p.ty(ctx.value_type(*src));
    p.write(" into ");
    p.ty(ctx.value_type(*dest));
}

/// The static offsets, sizes and strides of a slice op after MLIR's
/// `OffsetSizeAndStrideOpInterface` checks.
fn verify_offset_size_stride(
    ctx: &Context,
    op: OpId,
    first_list: usize,
    rank: usize,
) -> Result<[Vec<i64>; 3], Diagnostic> {
    let segs = operand_segments(ctx, op, first_list + 3)?;
    let offsets = require_i64_array(ctx, op, "static_offsets")?;
    let sizes = require_i64_array(ctx, op, "static_sizes")?;
    let strides = require_i64_array(ctx, op, "static_strides")?;
    let count = |i: usize| segs.get(first_list + i).map_or(0, |r| r.len());
    for (name, vals, seg) in [
        ("sizes", &sizes, 1),
        ("strides", &strides, 2),
        ("offsets", &offsets, 0),
    ] {
        let dynamic = num_dynamic_dims(vals);
        if count(seg) != dynamic {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "expected the number of '{name}' to match the number of dynamic entries in 'static_{name}' ({} vs {dynamic})",
                    count(seg)
                ),
            ));
        }
    }
    if offsets.len() != sizes.len() {
        return Err(plain_error(
            ctx,
            op,
            format!(
                "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
                offsets.len(),
                sizes.len()
            ),
        ));
    }
    if sizes.len() != strides.len() {
        return Err(plain_error(
            ctx,
            op,
            format!(
                "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
                sizes.len(),
                strides.len()
            ),
        ));
    }
    for (name, vals) in [("offset", &offsets), ("size", &sizes), ("stride", &strides)] {
        if vals.len() != rank {
            return Err(plain_error(
                ctx,
                op,
                format!("expected {rank} {name} values, got {}", vals.len()),
            ));
        }
    }
    if let Some(&o) = offsets.iter().find(|&&o| o < 0 && o != DYNAMIC) {
        return Err(plain_error(
            ctx,
            op,
            format!("expected offsets to be non-negative, but got {o}"),
        ));
    }
    if let Some(&s) = sizes.iter().find(|&&s| s < 0 && s != DYNAMIC) {
        return Err(plain_error(
            ctx,
            op,
            format!("expected sizes to be non-negative, but got {s}"),
        ));
    }
    Ok([offsets, sizes, strides])
}

/// MLIR's `computeRankReductionMask` (without dynamic matching): whether `reduced` is
/// `original` with some unit dimensions dropped.
fn is_rank_reduction(original: &[i64], reduced: &[i64]) -> bool {
    let mut j = 0;
    for &o in original {
        if reduced.get(j) == Some(&o) {
            j += 1;
        } else if o != 1 {
            return false;
        }
    }
    j == reduced.len()
}

/// MLIR's `isRankReducedType` + `produceSliceErrorMsg` for tensors.
fn check_slice_type(
    ctx: &Context,
    op: OpId,
    expected_shape: &[i64],
    expected_elem: Type,
    candidate: Type,
) -> Result<(), Diagnostic> {
    let Some((cshape, celem)) = tensor_parts(ctx, candidate) else {
        return Ok(());
    };
    if cshape == expected_shape && celem == expected_elem {
        return Ok(());
    }
    if cshape.len() > expected_shape.len() {
        return Err(plain_error(
            ctx,
            op,
            "expected rank to be smaller or equal to the other rank. ",
        ));
    }
    if !is_rank_reduction(expected_shape, cshape) {
        return Err(plain_error(
            ctx,
            op,
            format!(
                "expected type to be '{}' or a rank-reduced version. (size mismatch) ",
                shape_type_string(ctx, expected_shape, expected_elem)
            ),
        ));
    }
    if celem != expected_elem {
        return Err(plain_error(
            ctx,
            op,
            format!("expected element type to be {}", quoted(ctx, expected_elem)),
        ));
    }
    Ok(())
}

/// MLIR's `verifyInBoundsSlice`.
fn check_in_bounds(
    ctx: &Context,
    op: OpId,
    shape: &[i64],
    [offsets, sizes, strides]: &[Vec<i64>; 3],
) -> Result<(), Diagnostic> {
    for (i, &dim) in shape.iter().enumerate() {
        let (Some(&o), Some(&s), Some(&st)) = (offsets.get(i), sizes.get(i), strides.get(i)) else {
            continue;
        };
        if dim == DYNAMIC || o == DYNAMIC {
            continue;
        }
        if o >= dim {
            return Err(plain_error(
                ctx,
                op,
                format!("offset {i} is out-of-bounds: {o} >= {dim}"),
            ));
        }
        if s == DYNAMIC || st == DYNAMIC {
            continue;
        }
        let last = o.saturating_add((s - 1).saturating_mul(st));
        if last >= dim {
            return Err(plain_error(
                ctx,
                op,
                format!("slice along dimension {i} runs out-of-bounds: {last} >= {dim}"),
            ));
        }
    }
    Ok(())
}

fn verify_extract_slice(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let segs = operand_segments(ctx, op, 4)?;
    check_operands(ctx, op, 0..1, RANKED_TENSOR, ranked)?;
    for r in segs.iter().skip(1) {
        check_operands(ctx, op, r.clone(), VARIADIC_INDEX, is_index)?;
    }
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, RANKED_TENSOR, ranked)?;
    let (Some(&src), Some(res)) = (operand_types_of(ctx, op).first(), result_type(ctx, op)) else {
        return Ok(());
    };
    let Some((src_shape, src_elem)) = tensor_parts(ctx, src) else {
        return Ok(());
    };
    let lists = verify_offset_size_stride(ctx, op, 1, src_shape.len())?;
    check_slice_type(ctx, op, &lists[1], src_elem, res)?;
    check_in_bounds(ctx, op, src_shape, &lists)
}

fn verify_insert_slice(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let segs = operand_segments(ctx, op, 5)?;
    check_operands(ctx, op, 0..2, RANKED_TENSOR, ranked)?;
    for r in segs.iter().skip(2) {
        check_operands(ctx, op, r.clone(), VARIADIC_INDEX, is_index)?;
    }
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, RANKED_TENSOR, ranked)?;
    let types = operand_types_of(ctx, op);
    let (Some(&src), Some(&dest)) = (types.first(), types.get(1)) else {
        return Ok(());
    };
    if result_type(ctx, op) != Some(dest) {
        return Err(ctx.op_error(
            op,
            "failed to verify that all of {dest, result} have same type",
        ));
    }
    let Some((dest_shape, dest_elem)) = tensor_parts(ctx, dest) else {
        return Ok(());
    };
    let lists = verify_offset_size_stride(ctx, op, 2, dest_shape.len())?;
    check_slice_type(ctx, op, &lists[1], dest_elem, src)?;
    check_in_bounds(ctx, op, dest_shape, &lists)
}

// ----- tensor.generate -----

fn parse_generate(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ops = p.parse_operand_list()?;
    let region = parse_region_required(p)?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let ty = parse_ranked_tensor_type(p, "tensor.generate")?;
    let index = p.ctx.index_type();
    st.operands = p.resolve_operands_same(&ops, index)?;
    st.regions.push(region);
    st.result_types.push(ty);
    Ok(())
}

fn print_generate(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let o = ctx.op(op);
    // The declarative format prints a space before the (possibly empty) extents.
    p.write(" ");
    p.operands(&o.operands.clone());
    if let Some(&r) = o.regions.first() {
        p.write(" ");
        p.region(r, true, true);
    }
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    p.types(&ctx.result_types(op));
}

fn verify_generate(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let n = ctx.op(op).operands.len();
    check_operands(ctx, op, 0..n, VARIADIC_INDEX, is_index)?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, RANKED_TENSOR, ranked)?;
    check_num_regions(ctx, op, 1)?;
    check_sized_region(ctx, op, 0, "body")?;
    let Some((shape, elem)) = result_type(ctx, op).and_then(|t| tensor_parts(ctx, t)) else {
        return Ok(());
    };
    let expected = num_dynamic_dims(shape);
    if expected != n {
        return Err(ctx.op_error(
            op,
            format!("incorrect number of dynamic sizes, has {n}, expected {expected}"),
        ));
    }
    if !nested_ops_verify(ctx, op) {
        return Ok(());
    }
    let Some(block) = entry_block(ctx, op, 0) else {
        return Ok(());
    };
    let args = &ctx.block(block).args;
    if args.len() != shape.len() {
        return Err(plain_error(
            ctx,
            op,
            "must have one body argument per input dimension",
        ));
    }
    if args.iter().any(|&a| !is_index(ctx, ctx.value_type(a))) {
        return Err(plain_error(ctx, op, "all body arguments must be index"));
    }
    let yields_elem = region_terminator(ctx, op, 0)
        .filter(|&t| ctx.op_name_of(t) == "tensor.yield")
        .and_then(|t| ctx.op(t).operands.first().copied())
        .is_some_and(|v| ctx.value_type(v) == elem);
    if !yields_elem {
        return Err(ctx.op_error(
            op,
            "body must be terminated with a `yield` operation of the tensor element type",
        ));
    }
    Ok(())
}

// ----- tensor.from_elements / tensor.splat / tensor.rank -----

fn parse_from_elements(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let loc = p.loc();
    let ops = p.parse_operand_list()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let tloc = p.loc();
    let ty = p.parse_type()?;
    let Some((shape, elem)) = tensor_parts(p.ctx, ty) else {
        return Err(custom_error(
            tloc,
            "tensor.from_elements",
            "invalid kind of type specified",
        ));
    };
    let count = shape.iter().try_fold(1usize, |acc, &d| {
        usize::try_from(d).ok().and_then(|d| acc.checked_mul(d))
    });
    let count = count.unwrap_or(0);
    if ops.len() != count {
        return Err(custom_error(
            loc,
            "tensor.from_elements",
            format!(
                "number of operands and types do not match: got {} operands and {} types",
                ops.len(),
                count
            ),
        ));
    }
    let types = vec![elem; count];
    st.operands = p.resolve_operands(&ops, &types, loc)?;
    st.result_types.push(ty);
    Ok(())
}

fn print_from_elements(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let o = ctx.op(op);
    p.write(" ");
    p.operands(&o.operands.clone());
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    p.types(&ctx.result_types(op));
}

fn verify_from_elements(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ctx, op, 1)?;
    check_results(
        ctx,
        op,
        0..1,
        "statically shaped tensor of any type values",
        |c, t| tensor_parts(c, t).is_some_and(|(s, _)| !s.contains(&DYNAMIC)),
    )?;
    let Some((shape, elem)) = result_type(ctx, op).and_then(|t| tensor_parts(ctx, t)) else {
        return Ok(());
    };
    let count = shape
        .iter()
        .try_fold(1i64, |acc, &d| acc.checked_mul(d))
        .unwrap_or(-1);
    let types = operand_types_of(ctx, op);
    if types.len() as i64 != count || types.iter().any(|&t| t != elem) {
        return Err(ctx.op_error(
            op,
            "failed to verify that operand types match result element type",
        ));
    }
    Ok(())
}

fn parse_splat(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    let mut dynamic = Vec::new();
    if p.kind() == TokenKind::LSquare {
        p.bump();
        dynamic = p.parse_operand_list()?;
        p.parse_token(TokenKind::RSquare, "]")?;
    }
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let ty = parse_ranked_tensor_type(p, "tensor.splat")?;
    let elem = element_type_or_self(p.ctx, ty);
    let index = p.ctx.index_type();
    st.operands.push(p.resolve_operand(v, elem)?);
    st.operands
        .extend(p.resolve_operands_same(&dynamic, index)?);
    st.result_types.push(ty);
    Ok(())
}

fn print_splat(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.op(op).operands.clone();
    let Some((&v, dynamic)) = operands.split_first() else {
        return;
    };
    p.write(" ");
    p.operand(v);
    if !dynamic.is_empty() {
        p.write("[");
        p.operands(dynamic);
        p.write("]");
    }
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    p.types(&ctx.result_types(op));
}

fn verify_splat(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_min_operands(ctx, op, 1)?;
    let n = ctx.op(op).operands.len();
    check_operands(ctx, op, 0..1, "integer/index/float type", |c, t| {
        matches!(
            c.type_kind(t),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
        )
    })?;
    check_operands(ctx, op, 1..n, VARIADIC_INDEX, is_index)?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, RANKED_TENSOR, ranked)?;
    let Some((shape, elem)) = result_type(ctx, op).and_then(|t| tensor_parts(ctx, t)) else {
        return Ok(());
    };
    if operand_types_of(ctx, op).first() != Some(&elem) {
        return Err(ctx.op_error(
            op,
            "failed to verify that operand type matches element type of result",
        ));
    }
    let expected = num_dynamic_dims(shape);
    if n - 1 != expected {
        return Err(ctx.op_error(
            op,
            format!(
                "incorrect number of dynamic sizes, has {}, expected {expected}",
                n - 1
            ),
        ));
    }
    Ok(())
}

fn parse_rank(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let ty = parse_tensor_type(p, "tensor.rank")?;
    st.operands.push(p.resolve_operand(v, ty)?);
    let index = p.ctx.index_type();
    st.result_types.push(index);
    Ok(())
}

fn verify_rank(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 1)?;
    check_operands(ctx, op, 0..1, ANY_TENSOR, is_tensor)?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, "index", is_index)
}
