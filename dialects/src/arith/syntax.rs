//! Custom assembly of the arith ops, as MLIR 22 parses and prints it.

use super::attrs::{self, CMPF_PREDICATES, CMPI_PREDICATES, FlagKind, ROUNDING_MODES};
use super::ops::{self, Flags, Form, OpInfo};
use super::types::{i1_same_shape, shape_of};
use tile_ir::ir::{find_named, remove_named};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser, UnresolvedOperand};
use tile_ir::printer::OpPrinter;
use tile_ir::{Attr, AttrKind, OpId, OperationState, Type};

/// An error in MLIR's custom-op form: `custom op 'arith.addi' <msg>` at the current token.
pub fn error_here(p: &Parser<'_>, st: &OperationState, msg: &str) -> tile_ir::Diagnostic {
    tile_ir::ods::custom_error(p.loc(), &st.name, msg)
}

/// Consumes keyword `kw` or fails with MLIR's `custom op '...' expected 'kw'`.
pub fn expect_custom_keyword(p: &mut Parser<'_>, st: &OperationState, kw: &str) -> PResult<()> {
    if p.consume_keyword(kw) {
        Ok(())
    } else {
        Err(error_here(p, st, &format!("expected '{kw}'")))
    }
}

/// Moves attributes of the attr-dict that name inherent attributes into the properties
/// (MLIR lets `{fastmath = ...}` set the property).
pub fn move_inherent(st: &mut OperationState, names: &[&str]) {
    for &n in names {
        if let Some(a) = find_named(&st.attributes, n) {
            remove_named(&mut st.attributes, n);
            st.set_property(n, a);
        }
    }
}

/// Parses an optional `kind<...>` group (`overflow<nsw>`, `fastmath<fast>`) into property
/// `prop`; sets `default` bits when absent and `default` is given.
pub fn parse_optional_flags(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    kind: FlagKind,
    prop: &str,
    default: Option<u32>,
) -> PResult<()> {
    let bits = if p.consume_keyword(kind.mnemonic()) {
        let name = st.name.clone();
        Some(attrs::parse_flags_body(p, kind, Some(&name))?)
    } else {
        default
    };
    if let Some(bits) = bits {
        let a = attrs::flags_attr(p.ctx, kind, bits);
        st.set_property(prop, a);
    }
    Ok(())
}

/// Parses the modifiers of `flags` after the operands.
fn parse_flags(p: &mut Parser<'_>, st: &mut OperationState, flags: Flags) -> PResult<()> {
    match flags {
        Flags::None => Ok(()),
        Flags::Overflow => {
            parse_optional_flags(p, st, FlagKind::Overflow, "overflowFlags", Some(0))
        }
        Flags::Exact => {
            if p.consume_keyword("exact") {
                let u = p.ctx.unit_attr();
                st.set_property("isExact", u);
            }
            Ok(())
        }
        Flags::FastMath => parse_optional_flags(p, st, FlagKind::FastMath, "fastmath", Some(0)),
        Flags::OptFastMath => parse_optional_flags(p, st, FlagKind::FastMath, "fastmath", None),
        Flags::RoundingFastMath => {
            if let Some(i) = ROUNDING_MODES.iter().position(|&m| p.is_keyword(m)) {
                p.bump();
                let i32t = p.ctx.int_type(32);
                let a = p.ctx.int_attr(i as i128, i32t);
                st.set_property("roundingmode", a);
            }
            parse_optional_flags(p, st, FlagKind::FastMath, "fastmath", None)
        }
    }
}

/// Parses `attr-dict : type`, returning the type.
fn parse_attrs_colon_type(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<Type> {
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    p.parse_type()
}

/// The parse hook of every arith op.
pub fn parse_arith_op(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let Some(info) = ops::op_info(&st.name) else {
        return Err(error_here(p, st, "is not an arith op"));
    };
    match info.form {
        Form::Constant => parse_constant(p, st)?,
        Form::Binary => parse_binary(p, st, info)?,
        Form::Unary => parse_unary(p, st, info)?,
        Form::CmpI => parse_cmp(p, st, &CMPI_PREDICATES, Flags::None)?,
        Form::CmpF => parse_cmp(p, st, &CMPF_PREDICATES, Flags::FastMath)?,
        Form::Select => parse_select(p, st)?,
        Form::Cast(_) => parse_cast(p, st, info)?,
        Form::AddUIExtended => parse_addui_extended(p, st)?,
        Form::MulExtended => parse_mul_extended(p, st)?,
        Form::ScalingCast(_) => parse_scaling_cast(p, st, info)?,
    }
    move_inherent(st, ops::inherent_attrs(info));
    Ok(())
}

fn parse_constant(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attributes)?;
    let loc = p.loc();
    let value = p.parse_attribute()?;
    let Some(ty) = constant_attr_type(p.ctx, value) else {
        return Err(p.error_at(
            loc,
            format!(
                "custom op '{}' invalid kind of attribute specified",
                st.name
            ),
        ));
    };
    st.set_property("value", value);
    st.result_types.push(ty);
    Ok(())
}

/// The type of a typed attribute usable as a constant (`TypedAttr` in MLIR); `none` for strings.
pub fn constant_attr_type(ctx: &mut tile_ir::Context, a: Attr) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseElements { ty, .. }
        | AttrKind::SparseElements { ty, .. }
        | AttrKind::DenseResource { ty, .. } => Some(*ty),
        AttrKind::Bool(_) => Some(ctx.int_type(1)),
        AttrKind::String(_) => Some(ctx.intern_type(tile_ir::TypeKind::None)),
        _ => None,
    }
}

fn parse_two_operands<'a>(
    p: &mut Parser<'a>,
) -> PResult<(UnresolvedOperand<'a>, UnresolvedOperand<'a>)> {
    let lhs = p.parse_operand()?;
    p.parse_token(TokenKind::Comma, ",")?;
    let rhs = p.parse_operand()?;
    Ok((lhs, rhs))
}

fn parse_binary(p: &mut Parser<'_>, st: &mut OperationState, info: &OpInfo) -> PResult<()> {
    let (lhs, rhs) = parse_two_operands(p)?;
    parse_flags(p, st, info.flags)?;
    let ty = parse_attrs_colon_type(p, st)?;
    st.operands = p.resolve_operands_same(&[lhs, rhs], ty)?;
    st.result_types.push(ty);
    Ok(())
}

fn parse_unary(p: &mut Parser<'_>, st: &mut OperationState, info: &OpInfo) -> PResult<()> {
    let x = p.parse_operand()?;
    parse_flags(p, st, info.flags)?;
    let ty = parse_attrs_colon_type(p, st)?;
    st.operands = vec![p.resolve_operand(x, ty)?];
    st.result_types.push(ty);
    Ok(())
}

/// Parses a comparison predicate keyword (or string) into its value.
fn parse_predicate(p: &mut Parser<'_>, st: &OperationState, names: &[&str]) -> PResult<usize> {
    let expected = || {
        format!(
            "expected string or keyword containing one of the following enum values for attribute 'predicate' [{}]",
            names.join(", ")
        )
    };
    match p.kind() {
        TokenKind::BareIdent => {
            let Some(i) = names.iter().position(|&n| p.is_keyword(n)) else {
                return Err(error_here(p, st, &expected()));
            };
            p.bump();
            Ok(i)
        }
        TokenKind::String => {
            let loc = p.loc();
            let s = p.parse_string()?;
            names.iter().position(|&n| n == s).ok_or_else(|| {
                let mut q = String::new();
                tile_ir::printer::write_escaped_string(&mut q, s.as_bytes());
                p.error_at(
                    loc,
                    format!(
                        "custom op '{}' invalid predicate attribute specification: {q}",
                        st.name
                    ),
                )
            })
        }
        _ => Err(error_here(p, st, &expected())),
    }
}

fn parse_cmp(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    names: &[&str],
    flags: Flags,
) -> PResult<()> {
    let pred = parse_predicate(p, st, names)?;
    let i64t = p.ctx.int_type(64);
    let a = p.ctx.int_attr(pred as i128, i64t);
    st.set_property("predicate", a);
    p.parse_token(TokenKind::Comma, ",")?;
    let (lhs, rhs) = parse_two_operands(p)?;
    parse_flags(p, st, flags)?;
    let ty = parse_attrs_colon_type(p, st)?;
    st.operands = p.resolve_operands_same(&[lhs, rhs], ty)?;
    let rt = i1_same_shape(p.ctx, ty);
    st.result_types.push(rt);
    Ok(())
}

fn parse_select(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let list_loc = p.loc();
    let operands = p.parse_operand_list()?;
    if operands.len() != 3 {
        return Err(p.error_at(
            list_loc,
            format!("custom op '{}' expected 3 operands", st.name),
        ));
    }
    let mut ty = parse_attrs_colon_type(p, st)?;
    let cond_ty = if p.consume_if(TokenKind::Comma) {
        let c = ty;
        ty = p.parse_type()?;
        c
    } else {
        p.ctx.int_type(1)
    };
    st.operands = p.resolve_operands(&operands, &[cond_ty, ty, ty], st.loc)?;
    st.result_types.push(ty);
    Ok(())
}

/// Parses `: type to type` after the attr-dict.
fn parse_to_types(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<(Type, Type)> {
    let tin = parse_attrs_colon_type(p, st)?;
    expect_custom_keyword(p, st, "to")?;
    let tout = p.parse_type()?;
    Ok((tin, tout))
}

fn parse_cast(p: &mut Parser<'_>, st: &mut OperationState, info: &OpInfo) -> PResult<()> {
    let x = p.parse_operand()?;
    parse_flags(p, st, info.flags)?;
    let (tin, tout) = parse_to_types(p, st)?;
    st.operands = vec![p.resolve_operand(x, tin)?];
    st.result_types.push(tout);
    Ok(())
}

fn parse_scaling_cast(p: &mut Parser<'_>, st: &mut OperationState, info: &OpInfo) -> PResult<()> {
    let (x, scale) = parse_two_operands(p)?;
    parse_flags(p, st, info.flags)?;
    let tin = parse_attrs_colon_type(p, st)?;
    p.parse_token(TokenKind::Comma, ",")?;
    let tscale = p.parse_type()?;
    expect_custom_keyword(p, st, "to")?;
    let tout = p.parse_type()?;
    st.operands = vec![
        p.resolve_operand(x, tin)?,
        p.resolve_operand(scale, tscale)?,
    ];
    st.result_types.push(tout);
    Ok(())
}

fn parse_addui_extended(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let (lhs, rhs) = parse_two_operands(p)?;
    let sum = parse_attrs_colon_type(p, st)?;
    p.parse_token(TokenKind::Comma, ",")?;
    let overflow = p.parse_type()?;
    st.operands = p.resolve_operands_same(&[lhs, rhs], sum)?;
    st.result_types = vec![sum, overflow];
    Ok(())
}

fn parse_mul_extended(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let (lhs, rhs) = parse_two_operands(p)?;
    let ty = parse_attrs_colon_type(p, st)?;
    st.operands = p.resolve_operands_same(&[lhs, rhs], ty)?;
    st.result_types = vec![ty, ty];
    Ok(())
}

// ----- printing -----

/// Prints ` kind<body>` for a flags property; returns whether the property was printed (or is
/// absent), i.e. whether the attr-dict should elide it.
pub fn print_flags_prop(
    p: &mut OpPrinter<'_>,
    op: OpId,
    kind: FlagKind,
    prop: &str,
    print_default: bool,
) -> bool {
    let ctx = p.ctx();
    let Some(a) = ctx.op_attr(op, prop) else {
        return true;
    };
    let Some(bits) = attrs::attr_flags(ctx, a, kind) else {
        return false;
    };
    if bits != 0 || print_default {
        let body = attrs::ArithFlags { kind, bits }.body();
        p.write(&format!(" {}<{body}>", kind.mnemonic()));
    }
    true
}

/// Prints the modifiers of `flags`; returns the property names the attr-dict must elide.
fn print_flags(p: &mut OpPrinter<'_>, op: OpId, flags: Flags) -> Vec<&'static str> {
    let mut elided = Vec::new();
    let mut keep = |printed: bool, name: &'static str| {
        if printed {
            elided.push(name);
        }
    };
    match flags {
        Flags::None => {}
        Flags::Overflow => keep(
            print_flags_prop(p, op, FlagKind::Overflow, "overflowFlags", false),
            "overflowFlags",
        ),
        Flags::Exact => {
            let a = p.ctx().op_attr(op, "isExact");
            let unit = a.is_some_and(|a| matches!(p.ctx().attr_kind(a), AttrKind::Unit));
            if unit {
                p.write(" exact");
            }
            keep(a.is_none() || unit, "isExact");
        }
        Flags::FastMath => keep(
            print_flags_prop(p, op, FlagKind::FastMath, "fastmath", false),
            "fastmath",
        ),
        Flags::OptFastMath => keep(
            print_flags_prop(p, op, FlagKind::FastMath, "fastmath", true),
            "fastmath",
        ),
        Flags::RoundingFastMath => {
            keep(print_rounding(p, op), "roundingmode");
            keep(
                print_flags_prop(p, op, FlagKind::FastMath, "fastmath", true),
                "fastmath",
            );
        }
    }
    elided
}

fn print_rounding(p: &mut OpPrinter<'_>, op: OpId) -> bool {
    let ctx = p.ctx();
    let Some(a) = ctx.op_attr(op, "roundingmode") else {
        return true;
    };
    let name = match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => usize::try_from(*value)
            .ok()
            .and_then(|i| ROUNDING_MODES.get(i)),
        _ => None,
    };
    match name {
        Some(n) => {
            p.write(" ");
            p.write(n);
            true
        }
        None => false,
    }
}

/// Writes ` : type`.
fn print_colon_type(p: &mut OpPrinter<'_>, t: Type) {
    p.write(" : ");
    p.ty(t);
}

/// The print hook of every arith op.
pub fn print_arith_op(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(info) = ops::op_info(ctx.op_name_of(op)) else {
        return;
    };
    let operands = ctx.op(op).operands.clone();
    let results = ctx.result_types(op);
    let operand_types = ctx.operand_types(op);
    let first_result = results.first().copied();
    match info.form {
        Form::Constant => print_constant(p, op),
        Form::Binary | Form::Unary | Form::MulExtended => {
            p.write(" ");
            p.operands(&operands);
            let elided = print_flags(p, op, info.flags);
            p.op_attr_dict(op, &elided);
            if let Some(t) = operand_types.first().copied().or(first_result) {
                print_colon_type(p, t);
            }
        }
        Form::CmpI | Form::CmpF => print_cmp(p, op, info, &operands, &operand_types),
        Form::Select => print_select(p, op, &operands, &operand_types, first_result),
        Form::Cast(_) | Form::ScalingCast(_) => {
            print_cast(p, op, info, &operands, &operand_types, first_result)
        }
        Form::AddUIExtended => {
            p.write(" ");
            p.operands(&operands);
            p.op_attr_dict(op, &[]);
            p.write(" : ");
            p.types(&results);
        }
    }
}

fn print_constant(p: &mut OpPrinter<'_>, op: OpId) {
    p.op_attr_dict(op, &["value"]);
    if let Some(v) = p.ctx().op_attr(op, "value") {
        p.write(" ");
        p.attr(v);
    }
}

fn print_cmp(
    p: &mut OpPrinter<'_>,
    op: OpId,
    info: &OpInfo,
    operands: &[tile_ir::Value],
    types: &[Type],
) {
    let ctx = p.ctx();
    let names: &[&str] = if info.form == Form::CmpI {
        &CMPI_PREDICATES
    } else {
        &CMPF_PREDICATES
    };
    let pred = ctx
        .op_attr(op, "predicate")
        .and_then(|a| ctx.attr_int(a))
        .and_then(|v| usize::try_from(v).ok())
        .and_then(|i| names.get(i));
    p.write(" ");
    p.write(pred.copied().unwrap_or("<<invalid predicate>>"));
    p.write(", ");
    p.operands(operands);
    let mut elided = print_flags(p, op, info.flags);
    elided.push("predicate");
    p.op_attr_dict(op, &elided);
    if let Some(&t) = types.first() {
        print_colon_type(p, t);
    }
}

fn print_select(
    p: &mut OpPrinter<'_>,
    op: OpId,
    operands: &[tile_ir::Value],
    types: &[Type],
    result: Option<Type>,
) {
    let ctx = p.ctx();
    p.write(" ");
    p.operands(operands);
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    if let Some(&c) = types.first()
        && shape_of(ctx, c).is_some()
    {
        p.ty(c);
        p.write(", ");
    }
    if let Some(t) = result {
        p.ty(t);
    }
}

fn print_cast(
    p: &mut OpPrinter<'_>,
    op: OpId,
    info: &OpInfo,
    operands: &[tile_ir::Value],
    types: &[Type],
    result: Option<Type>,
) {
    p.write(" ");
    p.operands(operands);
    let elided = print_flags(p, op, info.flags);
    p.op_attr_dict(op, &elided);
    p.write(" : ");
    p.types(types);
    p.write(" to ");
    if let Some(t) = result {
        p.ty(t);
    }
}

/// Result names: `%c42_i32`, `%c0`, `%true`, `%cst` for constants, `%sum, %overflow`,
/// `%low, %high`, and `%c4_vscale` for `arith.muli` of a constant and `vector.vscale`.
pub fn arith_asm_names(ctx: &tile_ir::Context, op: OpId) -> Vec<(usize, String)> {
    match ctx.op_name_of(op) {
        "arith.constant" => constant_name(ctx, op)
            .map(|n| vec![(0, n)])
            .unwrap_or_default(),
        "arith.addui_extended" => vec![(0, "sum".into()), (1, "overflow".into())],
        "arith.mulsi_extended" | "arith.mului_extended" => {
            vec![(0, "low".into()), (1, "high".into())]
        }
        "arith.muli" => vscale_name(ctx, op)
            .map(|n| vec![(0, n)])
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

fn constant_name(ctx: &tile_ir::Context, op: OpId) -> Option<String> {
    let v = ctx.op_attr(op, "value")?;
    let ty = *ctx.result_types(op).first()?;
    Some(match ctx.attr_kind(v) {
        AttrKind::Bool(b) => if *b { "true" } else { "false" }.to_string(),
        AttrKind::Integer { value, .. } => match ctx.type_kind(ty) {
            tile_ir::TypeKind::Integer { width: 1, .. } => {
                if *value != 0 { "true" } else { "false" }.to_string()
            }
            tile_ir::TypeKind::Integer { .. } => {
                format!("c{value}_{}", tile_ir::printer::type_to_string(ctx, ty))
            }
            _ => format!("c{value}"),
        },
        _ => "cst".to_string(),
    })
}

fn vscale_name(ctx: &tile_ir::Context, op: OpId) -> Option<String> {
    let ty = *ctx.result_types(op).first()?;
    if !super::types::is_index(ctx, ty) {
        return None;
    }
    let o = ctx.op(op);
    let (&a, &b) = (o.operands.first()?, o.operands.get(1)?);
    let is_vscale = |v| {
        ctx.defining_op(v)
            .is_some_and(|d| ctx.op_name_of(d) == "vector.vscale")
    };
    let base = |v| super::consts::constant_int_scalar(ctx, v);
    let value = if is_vscale(b) {
        base(a)
    } else if is_vscale(a) {
        base(b)
    } else {
        None
    }?;
    Some(format!("c{value}_vscale"))
}
