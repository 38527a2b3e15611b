//! `linalg.pack` and `linalg.unpack` (MLIR 22): tile a tensor into a packed layout and back.
//! `lower-tiles{form=pack}` emits them for single-tile layouts.

use crate::ods::{i64_array, i64_array_attr, segment_attr};
use tile_ir::dialect::{DialectRegistry, OpDef, OpTraits};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser, UnresolvedOperand};
use tile_ir::printer::OpPrinter;
use tile_ir::types::DYNAMIC;
use tile_ir::{Context, Diagnostic, OpId, OperationState, Type, TypeKind, Value};

/// Registers `linalg.pack` and `linalg.unpack`.
pub fn register(r: &mut DialectRegistry) {
    r.add_op(OpDef {
        inherent_attrs: &[
            "inner_dims_pos",
            "operandSegmentSizes",
            "outer_dims_perm",
            "static_inner_tiles",
        ],
        parse: Some(parse_pack),
        print: Some(print_pack),
        verify: Some(verify_pack_like),
        asm_names: Some(|_, _| vec![(0, "pack".into())]),
        ..OpDef::new(
            "linalg.pack",
            "Packs a tensor into tiles of a higher-rank destination",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        inherent_attrs: &["inner_dims_pos", "outer_dims_perm", "static_inner_tiles"],
        parse: Some(parse_unpack),
        print: Some(print_unpack),
        verify: Some(verify_pack_like),
        asm_names: Some(|_, _| vec![(0, "unpack".into())]),
        ..OpDef::new(
            "linalg.unpack",
            "Unpacks a tiled tensor back into a lower-rank destination",
            OpTraits::PURE,
        )
    });
}

/// `[1, 0]` as a list of integers.
fn parse_int_list(p: &mut Parser<'_>) -> PResult<Vec<i64>> {
    let mut v = Vec::new();
    p.parse_comma_list(
        Some((TokenKind::LSquare, "[")),
        (TokenKind::RSquare, "]"),
        |p| {
            v.push(p.parse_i64()?);
            Ok(())
        },
    )?;
    Ok(v)
}

/// `[8, %n]`: static tiles (`DYNAMIC` where a value is given) and the dynamic tile values.
fn parse_tiles<'a>(p: &mut Parser<'a>) -> PResult<(Vec<i64>, Vec<UnresolvedOperand<'a>>)> {
    let (mut stat, mut dynamic) = (Vec::new(), Vec::new());
    p.parse_comma_list(
        Some((TokenKind::LSquare, "[")),
        (TokenKind::RSquare, "]"),
        |p| {
            if p.at_operand() {
                dynamic.push(p.parse_operand()?);
                stat.push(DYNAMIC);
            } else {
                stat.push(p.parse_i64()?);
            }
            Ok(())
        },
    )?;
    Ok((stat, dynamic))
}

/// Everything after the source (and padding) up to the types, shared by pack and unpack.
fn parse_tail<'a>(
    p: &mut Parser<'a>,
    st: &mut OperationState,
    src: UnresolvedOperand<'a>,
    pad: Option<(UnresolvedOperand<'a>, Type)>,
) -> PResult<()> {
    if p.consume_keyword("outer_dims_perm") {
        p.parse_token(TokenKind::Equal, "=")?;
        let perm = parse_int_list(p)?;
        let a = i64_array_attr(p.ctx, &perm);
        st.set_property("outer_dims_perm", a);
    }
    p.expect_keyword("inner_dims_pos")?;
    p.parse_token(TokenKind::Equal, "=")?;
    let pos = parse_int_list(p)?;
    p.expect_keyword("inner_tiles")?;
    p.parse_token(TokenKind::Equal, "=")?;
    let (tiles, dynamic) = parse_tiles(p)?;
    p.expect_keyword("into")?;
    let dest = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let src_ty = p.parse_type()?;
    p.parse_token(TokenKind::Arrow, "->")?;
    let dest_ty = p.parse_type()?;
    let index = p.ctx.index_type();
    let src_v = p.resolve_operand(src, src_ty)?;
    let dest_v = p.resolve_operand(dest, dest_ty)?;
    st.operands = vec![src_v, dest_v];
    let has_pad = pad.is_some();
    if let Some((u, t)) = pad {
        let v = p.resolve_operand(u, t)?;
        st.operands.push(v);
    }
    st.operands
        .extend(p.resolve_operands_same(&dynamic, index)?);
    let pos_attr = i64_array_attr(p.ctx, &pos);
    st.set_property("inner_dims_pos", pos_attr);
    let tiles_attr = i64_array_attr(p.ctx, &tiles);
    st.set_property("static_inner_tiles", tiles_attr);
    if st.name == "linalg.pack" {
        let seg = segment_attr(p.ctx, &[1, 1, usize::from(has_pad), dynamic.len()]);
        st.set_property("operandSegmentSizes", seg);
    }
    if matches!(p.ctx.type_kind(dest_ty), TypeKind::RankedTensor { .. }) {
        st.result_types.push(dest_ty);
    }
    Ok(())
}

fn parse_pack(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let mut pad = None;
    if p.consume_keyword("padding_value") {
        p.parse_token(TokenKind::LParen, "(")?;
        let u = p.parse_operand()?;
        p.parse_token(TokenKind::Colon, ":")?;
        let t = p.parse_type()?;
        p.parse_token(TokenKind::RParen, ")")?;
        pad = Some((u, t));
    }
    parse_tail(p, st, src, pad)
}

fn parse_unpack(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    parse_tail(p, st, src, None)
}

/// The static tiles with each `DYNAMIC` replaced by its value's name.
fn print_tail(p: &mut OpPrinter<'_>, op: OpId, dynamic: &[Value]) {
    let ctx = p.ctx();
    if let Some(perm) = ctx
        .op_attr(op, "outer_dims_perm")
        .and_then(|a| i64_array(ctx, a))
        .filter(|v| !v.is_empty())
    {
        p.write(&format!(" outer_dims_perm = {perm:?}"));
    }
    let pos = ctx
        .op_attr(op, "inner_dims_pos")
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default();
    p.write(&format!(" inner_dims_pos = {pos:?} inner_tiles = ["));
    let tiles = ctx
        .op_attr(op, "static_inner_tiles")
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default();
    let mut dyn_it = dynamic.iter();
    for (i, &t) in tiles.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match (t == DYNAMIC, dyn_it.next()) {
            (true, Some(&v)) => p.operand(v),
            _ => p.write(&t.to_string()),
        }
    }
    p.write("] into ");
    if let Some(&d) = ctx.op(op).operands.get(1) {
        p.operand(d);
    }
    p.op_attr_dict(
        op,
        &[
            "inner_dims_pos",
            "operandSegmentSizes",
            "outer_dims_perm",
            "static_inner_tiles",
        ],
    );
    p.write(" : ");
    let types = ctx.operand_types(op);
    if let (Some(&s), Some(&d)) = (types.first(), types.get(1)) {
        p.ty(s);
        p.write(" -> ");
        p.ty(d);
    }
}

fn print_pack(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.op(op).operands.clone();
    let segments = ctx
        .op_attr(op, "operandSegmentSizes")
        .and_then(|a| match ctx.attr_kind(a) {
            tile_ir::AttrKind::DenseArray { values, .. } => values.get(2).and_then(|s| match s {
                tile_ir::attributes::Scalar::Int(i) => Some(*i as usize),
                _ => None,
            }),
            _ => None,
        });
    let has_pad = segments.unwrap_or(0) == 1;
    p.write(" ");
    if let Some(&s) = operands.first() {
        p.operand(s);
    }
    let mut rest = 2;
    if has_pad && let Some(&pad) = operands.get(2) {
        p.write(" padding_value(");
        p.operand(pad);
        p.write(" : ");
        p.ty(ctx.value_type(pad));
        p.write(")");
        rest = 3;
    }
    print_tail(p, op, operands.get(rest..).unwrap_or(&[]));
}

fn print_unpack(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.op(op).operands.clone();
    p.write(" ");
    if let Some(&s) = operands.first() {
        p.operand(s);
    }
    print_tail(p, op, operands.get(2..).unwrap_or(&[]));
}

/// MLIR's checks on the tiling: as many tiles as tiled dims, the packed rank, and (for pack)
/// full tiles when a static dimension is not a multiple of its tile and there is no padding
/// value; unpack may drop partial tiles.
fn verify_pack_like(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let is_pack = ctx.op_name_of(op) == "linalg.pack";
    let loc = ctx.op(op).loc;
    let pos = ctx
        .op_attr(op, "inner_dims_pos")
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default();
    let tiles = ctx
        .op_attr(op, "static_inner_tiles")
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default();
    if pos.len() != tiles.len() {
        return Err(Diagnostic::error(
            loc,
            "tiling factors must equal the number of dimensions to tile",
        ));
    }
    let types = ctx.operand_types(op);
    let shape = |i: usize| match types.get(i).map(|&t| ctx.type_kind(t)) {
        Some(TypeKind::RankedTensor { shape, .. }) | Some(TypeKind::MemRef { shape, .. }) => {
            Some(shape.clone())
        }
        _ => None,
    };
    let (Some(a), Some(b)) = (shape(0), shape(1)) else {
        return Err(ctx.op_error(op, "operands must be ranked tensors"));
    };
    let (unpacked, packed) = if is_pack { (a, b) } else { (b, a) };
    if packed.len() != unpacked.len() + tiles.len() {
        return Err(Diagnostic::error(
            loc,
            format!(
                "packed rank != (unpacked rank + num tiling factors), got {} != {}",
                packed.len(),
                unpacked.len() + tiles.len()
            ),
        ));
    }
    let has_pad =
        is_pack && ctx.op(op).operands.len() > 2 + tiles.iter().filter(|&&t| t == DYNAMIC).count();
    for (&d, &t) in pos.iter().zip(&tiles) {
        let size = usize::try_from(d)
            .ok()
            .and_then(|d| unpacked.get(d))
            .copied();
        if is_pack
            && let Some(size) = size
            && size != DYNAMIC
            && t != DYNAMIC
            && t > 0
            && size % t != 0
            && !has_pad
        {
            return Err(ctx.op_error(op, "invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set"));
        }
    }
    Ok(())
}
