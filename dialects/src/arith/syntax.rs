//! Custom assembly of the arith ops, as MLIR 22 parses and prints it.

use super::attrs::{CMPF_PREDICATES, CMPI_PREDICATES};
use super::types::{i1_same_shape, shape_of};
use tile_ir::ir::NamedAttr;
use tile_ir::ods::{CustomDirective, CustomView};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::{Attr, AttrKind, Context, OpId, OperationState, Type};

/// The type of a typed attribute usable as a constant (`TypedAttr` in MLIR); `none` for strings.
pub fn constant_attr_type(ctx: &mut tile_ir::Context, a: Attr) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseElements { ty, .. }
        | AttrKind::SparseElements { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Typed { ty, .. } => Some(*ty),
        AttrKind::Bool(_) => Some(ctx.int_type(1)),
        AttrKind::String(_) | AttrKind::Opaque { .. } => {
            Some(ctx.intern_type(tile_ir::TypeKind::None))
        }
        _ => None,
    }
}

/// The predicate names of a comparison op, by value.
fn predicates(op: &str) -> &'static [&'static str] {
    if op == "arith.cmpi" {
        &CMPI_PREDICATES
    } else {
        &CMPF_PREDICATES
    }
}

/// `custom<Predicate>($predicate)`: a comparison predicate keyword (or string), stored as its
/// `i64` value.
pub const PREDICATE: CustomDirective = CustomDirective {
    name: "Predicate",
    parse: |p, fs, args| {
        let i = parse_predicate(p, fs.op_name, predicates(fs.op_name))?;
        let i64t = p.ctx.int_type(64);
        let a = p.ctx.int_attr(i as i128, i64t);
        fs.set_attr(args.first(), a);
        Ok(())
    },
    print: |p, view| {
        let name = case_name(p, view, predicates(view.spec.name));
        p.write(name.unwrap_or("<<invalid predicate>>"));
    },
};

/// The name of the enum case a custom directive's integer attribute holds.
fn case_name(
    p: &OpPrinter<'_>,
    view: &CustomView<'_>,
    names: &[&'static str],
) -> Option<&'static str> {
    let ctx = p.ctx();
    let v = ctx.attr_int(view.attr(ctx, 0)?)?;
    names.get(usize::try_from(v).ok()?).copied()
}

/// MLIR's `TypesMatchWith<"result type has i1 element type and same shape as operands",
/// from, "result", "getI1SameShape($_self)">` as far as the parser goes: the source must meet
/// its constraint before the result is derived (`'lhs' must be signless-integer-like`, at the
/// op name). The derivation needs `&mut Context`, so `infer_i1_same_shape` makes the type and
/// `verify_i1_result` checks it; a `WithList` whose transform gives nothing checks no more.
pub const fn i1_same_shape_source(from: &'static str) -> tile_ir::ods::TypeRelation {
    tile_ir::ods::TypeRelation::WithList {
        from,
        to: "result",
        f: |_, _| None,
        desc: "result type has i1 element type and same shape as operands",
    }
}

/// A comparison's result type: `i1` of the operands' shape.
pub fn infer_i1_same_shape(
    ctx: &mut Context,
    operands: &[Vec<Type>],
    _: &[NamedAttr],
) -> Result<Vec<Type>, String> {
    let lhs = operands.first().and_then(|g| g.first()).copied();
    let lhs = lhs.ok_or_else(|| "type of operand 'lhs' cannot be inferred".to_string())?;
    Ok(vec![i1_same_shape(ctx, lhs)])
}

/// Parses a comparison predicate keyword (or string) into its value.
fn parse_predicate(p: &mut Parser<'_>, op: &str, names: &[&str]) -> PResult<usize> {
    tile_ir::ods::parse_enum_case("predicate", names, p)
        .map_err(|d| tile_ir::ods::in_custom_op(d, op))
}

/// `arith.select`'s syntax (hand-written in MLIR too): `%c, %t, %f : [cond-type,] type`.
pub fn parse_select(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let list_loc = p.loc();
    let operands = p.parse_operand_list()?;
    if operands.len() != 3 {
        return Err(p.error_at(
            list_loc,
            format!("custom op '{}' expected 3 operands", st.name),
        ));
    }
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let mut ty = p.parse_type()?;
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

// ----- printing -----

/// Prints `arith.select`.
pub fn print_select(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.op(op).operands.clone();
    let cond = ctx.operand_types(op).first().copied();
    let result = ctx.result_types(op).first().copied();
    p.write(" ");
    p.operands(&operands);
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    if let Some(c) = cond
        && shape_of(p.ctx(), c).is_some()
    {
        p.ty(c);
        p.write(", ");
    }
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
