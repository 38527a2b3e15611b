//! The `bufferization` dialect: the tensor/buffer boundary (`to_buffer`, `to_tensor`,
//! `alloc_tensor`, `dealloc_tensor`, `materialize_in_destination`, `clone`), with MLIR 22's
//! syntax and verifier messages. MLIR 22 spells the old `to_memref` as `to_buffer` and no
//! longer accepts `to_memref`.

use crate::ods::*;
use crate::scf::custom_error;
use tile_ir::dialect::{DialectInfo, DialectRegistry, OpDef, OpTraits};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::types::DYNAMIC;
use tile_ir::{Context, Diagnostic, OpId, OperationState, Type, TypeKind};

/// Registers the bufferization dialect.
pub fn register(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo::new(
        "bufferization",
        "Bufferization: converting between tensors and buffers",
    ));
    r.add_op(OpDef {
        inherent_attrs: &["read_only"],
        parse: Some(parse_to_buffer),
        print: Some(print_to_buffer),
        verify: Some(verify_to_buffer),
        ..OpDef::new(
            "bufferization.to_buffer",
            "Cast a tensor to a buffer",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        inherent_attrs: &["restrict", "writable"],
        parse: Some(parse_to_tensor),
        print: Some(print_to_tensor),
        verify: Some(verify_to_tensor),
        ..OpDef::new(
            "bufferization.to_tensor",
            "Create a tensor from a buffer",
            OpTraits::NONE,
        )
    });
    r.add_op(OpDef {
        inherent_attrs: &["memory_space", "operandSegmentSizes"],
        parse: Some(parse_alloc_tensor),
        print: Some(print_alloc_tensor),
        verify: Some(verify_alloc_tensor),
        ..OpDef::new(
            "bufferization.alloc_tensor",
            "Allocate a buffer-backed tensor",
            OpTraits::NONE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_dealloc_tensor),
        print: Some(crate::ods::print_operand_attr_dict_type),
        verify: Some(verify_dealloc_tensor),
        ..OpDef::new(
            "bufferization.dealloc_tensor",
            "Release the buffer of a tensor",
            OpTraits::NONE,
        )
    });
    r.add_op(OpDef {
        inherent_attrs: &["restrict", "writable"],
        parse: Some(parse_materialize),
        print: Some(print_materialize),
        verify: Some(verify_materialize),
        ..OpDef::new(
            "bufferization.materialize_in_destination",
            "Copy a tensor into a destination",
            OpTraits::NONE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_clone),
        print: Some(print_clone),
        verify: Some(verify_clone),
        ..OpDef::new("bufferization.clone", "Clone a buffer", OpTraits::NONE)
    });
}

const TENSOR_DESC: &str = "tensor of any type values";
const ANY_MEMREF_DESC: &str = "unranked.memref of any type values or memref of any type values";

/// Parses a type that must satisfy `pred` (MLIR's `invalid kind of type specified`).
fn parse_type_of(
    p: &mut Parser<'_>,
    name: &str,
    pred: fn(&Context, Type) -> bool,
) -> PResult<Type> {
    let loc = p.loc();
    let t = p.parse_type()?;
    if !pred(p.ctx, t) {
        return Err(custom_error(p, name, loc, "invalid kind of type specified"));
    }
    Ok(t)
}

fn is_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. })
}

/// MLIR's check that a tensor and a buffer type describe the same data.
fn tensor_buffer_match(ctx: &Context, tensor: Type, buffer: Type) -> bool {
    shape_of(ctx, tensor) == shape_of(ctx, buffer)
        && element_type(ctx, tensor) == element_type(ctx, buffer)
}

/// `%a (kw)* attr-dict : T1 to T2` for the tensor/buffer conversion ops.
fn parse_conversion(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    keywords: &[&str],
    from: fn(&Context, Type) -> bool,
    to: fn(&Context, Type) -> bool,
) -> PResult<()> {
    let name = st.name.clone();
    let u = p.parse_operand()?;
    for &kw in keywords {
        if p.consume_keyword(kw) {
            let a = p.ctx.unit_attr();
            st.set_property(kw, a);
        }
    }
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let a = parse_type_of(p, &name, from)?;
    crate::scf::expect_keyword(p, &name, "to")?;
    let b = parse_type_of(p, &name, to)?;
    let v = p.resolve_operand(u, a)?;
    st.operands.push(v);
    st.result_types.push(b);
    move_inherent(st, keywords);
    Ok(())
}

fn print_conversion(p: &mut OpPrinter<'_>, op: OpId, keywords: &[&str]) {
    let ctx = p.ctx();
    let Some(&v) = ctx.op(op).operands.first() else {
        return;
    };
    p.write(" ");
    p.operand(v);
    for &kw in keywords {
        if ctx.op_attr(op, kw).is_some() {
            p.write(" ");
            p.write(kw);
        }
    }
    p.op_attr_dict(op, keywords);
    p.write(" : ");
    p.ty(ctx.value_type(v));
    p.write(" to ");
    if let Some(&t) = ctx.result_types(op).first() {
        p.ty(t);
    }
}

// ----- to_buffer / to_tensor -----

fn parse_to_buffer(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_conversion(p, st, &["read_only"], is_any_tensor, is_any_memref)
}

fn print_to_buffer(p: &mut OpPrinter<'_>, op: OpId) {
    print_conversion(p, op, &["read_only"]);
}

fn verify_to_buffer(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 1)?;
    check_num_results(ctx, op, 1)?;
    check_operands(ctx, op, 0..1, TENSOR_DESC, is_any_tensor)?;
    check_results(ctx, op, 0..1, ANY_MEMREF_DESC, is_any_memref)?;
    let (Some(&t), Some(&b)) = (ctx.operand_types(op).first(), ctx.result_types(op).first()) else {
        return Ok(());
    };
    if !tensor_buffer_match(ctx, t, b) {
        return Err(ctx.op_error(
            op,
            "failed to verify that specified tensor and buffer types match",
        ));
    }
    Ok(())
}

fn parse_to_tensor(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_conversion(
        p,
        st,
        &["restrict", "writable"],
        is_any_memref,
        is_any_tensor,
    )
}

fn print_to_tensor(p: &mut OpPrinter<'_>, op: OpId) {
    print_conversion(p, op, &["restrict", "writable"]);
}

fn verify_to_tensor(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 1)?;
    check_num_results(ctx, op, 1)?;
    check_operands(ctx, op, 0..1, ANY_MEMREF_DESC, is_any_memref)?;
    check_results(ctx, op, 0..1, TENSOR_DESC, is_any_tensor)?;
    let (Some(&b), Some(&t)) = (ctx.operand_types(op).first(), ctx.result_types(op).first()) else {
        return Ok(());
    };
    if !tensor_buffer_match(ctx, t, b) {
        return Err(ctx.op_error(
            op,
            "failed to verify that specified tensor and buffer types match",
        ));
    }
    Ok(())
}

// ----- alloc_tensor -----

fn parse_alloc_tensor(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let mut dyn_sizes = Vec::new();
    p.parse_comma_list(
        Some((TokenKind::LParen, "(")),
        (TokenKind::RParen, ")"),
        |p| {
            dyn_sizes.push(p.parse_operand()?);
            Ok(())
        },
    )?;
    let mut copy = None;
    if p.consume_keyword("copy") {
        p.parse_token(TokenKind::LParen, "(")?;
        copy = Some(p.parse_operand()?);
        p.parse_token(TokenKind::RParen, ")")?;
    }
    let mut hint = None;
    if p.consume_keyword("size_hint") {
        p.parse_token(TokenKind::Equal, "=")?;
        hint = Some(p.parse_operand()?);
    }
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let t = parse_type_of(p, &name, is_ranked_tensor)?;
    let index = p.ctx.index_type();
    st.operands = p.resolve_operands_same(&dyn_sizes, index)?;
    if let Some(c) = copy {
        let v = p.resolve_operand(c, t)?;
        st.operands.push(v);
    }
    if let Some(h) = hint {
        let v = p.resolve_operand(h, index)?;
        st.operands.push(v);
    }
    let seg = segment_attr(
        p.ctx,
        &[
            dyn_sizes.len(),
            usize::from(copy.is_some()),
            usize::from(hint.is_some()),
        ],
    );
    st.set_property("operandSegmentSizes", seg);
    st.result_types.push(t);
    move_inherent(st, &["memory_space", "operandSegmentSizes"]);
    Ok(())
}

fn print_alloc_tensor(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let o = ctx.op(op);
    let segs = operand_segments(ctx, op, 3).unwrap_or_else(|_| vec![o.operands.len(), 0, 0]);
    let parts = split_segments(&o.operands, &segs);
    p.write("(");
    p.operands(parts.first().map(Vec::as_slice).unwrap_or(&[]));
    p.write(")");
    if let Some(&c) = parts.get(1).and_then(|v| v.first()) {
        p.write(" copy(");
        p.operand(c);
        p.write(")");
    }
    if let Some(&h) = parts.get(2).and_then(|v| v.first()) {
        p.write(" size_hint=");
        p.operand(h);
    }
    p.op_attr_dict(op, &["operandSegmentSizes"]);
    p.write(" : ");
    if let Some(&t) = ctx.result_types(op).first() {
        p.ty(t);
    }
}

fn verify_alloc_tensor(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ctx, op, 1)?;
    let segs = operand_segments(ctx, op, 3)?;
    let o = ctx.op(op);
    let parts = split_segments(&o.operands, &segs);
    for g in [1usize, 2] {
        if parts.get(g).is_some_and(|v| v.len() > 1) {
            return Err(ctx.op_error(
                op,
                format!(
                    "operand group starting at #{} requires 0 or 1 element, but found {}",
                    segs.iter().take(g).sum::<usize>(),
                    parts.get(g).map(Vec::len).unwrap_or(0)
                ),
            ));
        }
    }
    let dyn_sizes = parts.first().cloned().unwrap_or_default();
    for (i, &v) in dyn_sizes.iter().enumerate() {
        let t = ctx.value_type(v);
        if !is_index(ctx, t) {
            return Err(operand_error(ctx, op, i, "variadic of index", t));
        }
    }
    let copy = parts.get(1).and_then(|v| v.first()).copied();
    if let Some(c) = copy {
        let t = ctx.value_type(c);
        if !is_ranked_tensor(ctx, t) {
            return Err(operand_error(
                ctx,
                op,
                dyn_sizes.len(),
                "ranked tensor of any type values",
                t,
            ));
        }
    }
    if let Some(&h) = parts.get(2).and_then(|v| v.first()) {
        let t = ctx.value_type(h);
        if !is_index(ctx, t) {
            return Err(operand_error(
                ctx,
                op,
                dyn_sizes.len() + usize::from(copy.is_some()),
                "index",
                t,
            ));
        }
    }
    check_results(
        ctx,
        op,
        0..1,
        "ranked tensor of any type values",
        is_ranked_tensor,
    )?;
    let Some(&t) = ctx.result_types(op).first() else {
        return Ok(());
    };
    let loc = op_loc(ctx, op);
    if copy.is_some() && !dyn_sizes.is_empty() {
        return Err(Diagnostic::error(
            loc,
            "dynamic sizes not needed when copying a tensor",
        ));
    }
    let expected = shape_of(ctx, t)
        .unwrap_or_default()
        .iter()
        .filter(|&&d| d == DYNAMIC)
        .count();
    if copy.is_none() && expected != dyn_sizes.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "incorrect number of dynamic sizes, has {}, expected {expected}",
                dyn_sizes.len()
            ),
        ));
    }
    if let Some(c) = copy
        && ctx.value_type(c) != t
    {
        return Err(Diagnostic::error(
            loc,
            "expected that `copy` and return type match",
        ));
    }
    Ok(())
}

// ----- dealloc_tensor -----

fn parse_dealloc_tensor(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let u = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let t = parse_type_of(p, &name, is_any_tensor)?;
    let v = p.resolve_operand(u, t)?;
    st.operands.push(v);
    Ok(())
}

fn verify_dealloc_tensor(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 1)?;
    check_num_results(ctx, op, 0)?;
    check_operands(ctx, op, 0..1, TENSOR_DESC, is_any_tensor)
}

// ----- materialize_in_destination -----

fn parse_materialize(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let src = p.parse_operand()?;
    crate::scf::expect_keyword(p, &name, "in")?;
    for kw in ["restrict", "writable"] {
        if p.consume_keyword(kw) {
            let a = p.ctx.unit_attr();
            st.set_property(kw, a);
        }
    }
    let dest = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let tloc = p.loc();
    let fty = p.parse_type()?;
    let Some((inputs, results)) = crate::scf::function_parts(p.ctx, fty) else {
        let s = ty_str(p.ctx, fty);
        return Err(custom_error(
            p,
            &name,
            tloc,
            format!("invalid kind of type specified: expected builtin.function, but found '{s}'"),
        ));
    };
    st.operands = crate::scf::resolve_list(p, &name, &[src, dest], &inputs, tloc)?;
    st.result_types = results;
    move_inherent(st, &["restrict", "writable"]);
    Ok(())
}

fn print_materialize(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let o = ctx.op(op);
    let (Some(&src), Some(&dest)) = (o.operands.first(), o.operands.get(1)) else {
        return;
    };
    p.write(" ");
    p.operand(src);
    p.write(" in ");
    for kw in ["restrict", "writable"] {
        if ctx.op_attr(op, kw).is_some() {
            p.write(kw);
            p.write(" ");
        }
    }
    p.operand(dest);
    p.op_attr_dict(op, &["restrict", "writable"]);
    p.write(" : ");
    p.functional_type(&ctx.operand_types(op), &ctx.result_types(op));
}

fn verify_materialize(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 2)?;
    check_operands(ctx, op, 0..1, TENSOR_DESC, is_any_tensor)?;
    check_operands(
        ctx,
        op,
        1..2,
        "ranked or unranked memref of any type values or tensor of any type values",
        |c, t| is_any_tensor(c, t) || is_any_memref(c, t),
    )?;
    let ot = ctx.operand_types(op);
    let (Some(&src), Some(&dest)) = (ot.first(), ot.get(1)) else {
        return Ok(());
    };
    if element_type(ctx, src) != element_type(ctx, dest) {
        return Err(ctx.op_error(
            op,
            "failed to verify that all of {source, dest} have same element type",
        ));
    }
    let results = ctx.result_types(op);
    let dest_is_memref = is_any_memref(ctx, dest);
    if !dest_is_memref {
        if results.len() != 1 {
            return Err(ctx.op_error(op, "tensor 'dest' implies exactly one tensor result"));
        }
        if results.first() != Some(&dest) {
            return Err(ctx.op_error(op, "result and 'dest' types must match"));
        }
    }
    if dest_is_memref && !results.is_empty() {
        return Err(ctx.op_error(op, "memref 'dest' implies zero results"));
    }
    if ctx.op_attr(op, "restrict").is_some() && !dest_is_memref {
        return Err(ctx.op_error(op, "'restrict' is valid only for memref destinations"));
    }
    if ctx.op_attr(op, "writable").is_some() != dest_is_memref {
        return Err(ctx.op_error(
            op,
            "'writable' must be specified if and only if the destination is of memref type",
        ));
    }
    match (shape_of(ctx, src), shape_of(ctx, dest)) {
        (Some(a), Some(b)) => {
            if a.len() != b.len() {
                return Err(ctx.op_error(op, "rank mismatch between source and destination shape"));
            }
            if a.iter()
                .zip(&b)
                .any(|(&x, &y)| x != DYNAMIC && y != DYNAMIC && x != y)
            {
                return Err(ctx.op_error(op, "source/destination shapes are incompatible"));
            }
        }
        (None, None) => {}
        _ => return Err(ctx.op_error(op, "source/destination shapes are incompatible")),
    }
    Ok(())
}

// ----- clone -----

fn parse_clone(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_conversion(p, st, &[], is_any_memref, is_any_memref)
}

fn print_clone(p: &mut OpPrinter<'_>, op: OpId) {
    print_conversion(p, op, &[]);
}

fn verify_clone(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 1)?;
    check_num_results(ctx, op, 1)?;
    check_operands(ctx, op, 0..1, ANY_MEMREF_DESC, is_any_memref)?;
    check_results(ctx, op, 0..1, ANY_MEMREF_DESC, is_any_memref)
}
