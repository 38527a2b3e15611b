//! The `vector` dialect (a subset): `vector.print`, `vector.broadcast`, `vector.extract` and
//! `vector.insert`, with MLIR 22's syntax and verifier messages. `vector.splat` no longer
//! exists in MLIR 22.
//!
//! Vector attributes (`#vector.punctuation<comma>`, `#vector.kind<add>`, ...) are kept as
//! opaque dialect attributes with a normalized body.

use crate::ods::*;
use crate::scf::custom_error;
use tile_ir::dialect::{DialectInfo, DialectRegistry, OpDef, OpTraits};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::types::DYNAMIC;
use tile_ir::{Attr, AttrKind, Context, Diagnostic, Loc, OpId, OperationState, Type, TypeKind};

/// Registers the vector dialect.
pub fn register(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo {
        parse_attr: Some(parse_vector_attr),
        ..DialectInfo::new("vector", "Virtual vectors")
    });
    r.add_op(OpDef {
        inherent_attrs: &["punctuation", "stringLiteral"],
        parse: Some(parse_print),
        print: Some(print_print),
        verify: Some(verify_print),
        ..OpDef::new(
            "vector.print",
            "Print a value (for testing)",
            OpTraits::NONE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_broadcast),
        print: Some(print_broadcast),
        verify: Some(verify_broadcast),
        ..OpDef::new(
            "vector.broadcast",
            "Broadcast a scalar or vector to a vector",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        inherent_attrs: &["static_position"],
        parse: Some(parse_extract),
        print: Some(print_extract),
        verify: Some(verify_extract),
        ..OpDef::new(
            "vector.extract",
            "Extract an element or subvector",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        inherent_attrs: &["static_position"],
        parse: Some(parse_insert),
        print: Some(print_insert),
        verify: Some(verify_insert),
        ..OpDef::new(
            "vector.insert",
            "Insert an element or subvector",
            OpTraits::PURE,
        )
    });
}

const PUNCTUATIONS: [&str; 5] = ["no_punctuation", "newline", "comma", "open", "close"];

/// Parses `#vector.name<...>` (after the `#vector.name` token): a normalized opaque attribute.
fn parse_vector_attr(p: &mut Parser<'_>, ident: &str, loc: Loc) -> PResult<Attr> {
    let name = ident.strip_prefix("vector.").unwrap_or(ident);
    if name == "punctuation" {
        p.parse_token(TokenKind::Less, "<")?;
        let kw = parse_punctuation_keyword(p, None)?;
        p.parse_token(TokenKind::Greater, ">")?;
        return Ok(punctuation_attr(p.ctx, kw));
    }
    let mut body = format!(".{name}");
    if p.kind() == TokenKind::Less {
        let inner = p.skip_balanced_angle()?;
        body.push('<');
        body.push_str(inner.trim());
        body.push('>');
    } else if name.is_empty() {
        return Err(p.error_at(loc, "expected dialect attribute name"));
    }
    Ok(p.ctx.intern_attr(AttrKind::Opaque {
        dialect: "vector".to_string(),
        body,
    }))
}

/// Parses a punctuation keyword (`comma`, ...); `op` names the op for MLIR's error prefix.
fn parse_punctuation_keyword(p: &mut Parser<'_>, op: Option<&str>) -> PResult<&'static str> {
    let loc = p.loc();
    let found = if p.kind() == TokenKind::BareIdent {
        PUNCTUATIONS.iter().find(|&&k| k == p.text()).copied()
    } else {
        None
    };
    match found {
        Some(k) => {
            p.bump();
            Ok(k)
        }
        None => {
            let msg = "expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close";
            Err(match op {
                Some(name) => custom_error(loc, name, msg),
                None => p.error_at(loc, msg),
            })
        }
    }
}

/// `#vector.punctuation<kw>`.
fn punctuation_attr(ctx: &mut Context, kw: &str) -> Attr {
    ctx.intern_attr(AttrKind::Opaque {
        dialect: "vector".to_string(),
        body: format!(".punctuation<{kw}>"),
    })
}

/// The keyword of a `#vector.punctuation<kw>` attribute.
fn punctuation_of(ctx: &Context, a: Attr) -> Option<&str> {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, body } if dialect == "vector" => body
            .strip_prefix(".punctuation<")
            .and_then(|b| b.strip_suffix('>'))
            .filter(|k| PUNCTUATIONS.contains(k)),
        _ => None,
    }
}

fn is_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { .. })
}

// ----- vector.print -----

fn parse_print(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    if p.at_operand() {
        let u = p.parse_operand()?;
        p.parse_token(TokenKind::Colon, ":")?;
        let t = p.parse_type()?;
        let v = p.resolve_operand(u, t)?;
        st.operands.push(v);
    }
    let mut seen_str = false;
    let mut seen_punct = false;
    loop {
        if !seen_str && p.is_keyword("str") {
            p.bump();
            let loc = p.loc();
            if p.kind() != TokenKind::String {
                return Err(custom_error(loc, &name, "expected string"));
            }
            let a = p.parse_attribute()?;
            st.set_property("stringLiteral", a);
            seen_str = true;
        } else if !seen_punct && p.is_keyword("punctuation") {
            p.bump();
            p.parse_token(TokenKind::Less, "<")?;
            let kw = parse_punctuation_keyword(p, Some(&name))?;
            p.parse_token(TokenKind::Greater, ">")?;
            let a = punctuation_attr(p.ctx, kw);
            st.set_property("punctuation", a);
            seen_punct = true;
        } else {
            break;
        }
    }
    p.parse_optional_attr_dict(&mut st.attributes)?;
    move_inherent(st, &["punctuation", "stringLiteral"]);
    if tile_ir::ir::find_named(&st.properties, "punctuation").is_none() {
        let a = punctuation_attr(p.ctx, "newline");
        st.set_property("punctuation", a);
    }
    Ok(())
}

fn print_print(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    if let Some(&v) = ctx.op(op).operands.first() {
        p.write(" ");
        p.operand(v);
        p.write(" : ");
        p.ty(ctx.value_type(v));
    }
    if let Some(s) = ctx.op_attr(op, "stringLiteral") {
        p.write(" str ");
        p.attr(s);
    }
    let punct = ctx.op_attr(op, "punctuation");
    let mut elided = vec!["stringLiteral"];
    match punct.map(|a| punctuation_of(ctx, a)) {
        Some(Some("newline")) => elided.push("punctuation"),
        Some(Some(kw)) => {
            p.write(" punctuation <");
            p.write(kw);
            p.write(">");
            elided.push("punctuation");
        }
        _ => {}
    }
    p.op_attr_dict(op, &elided);
}

fn verify_print(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if ctx.op(op).operands.len() > 1 {
        return Err(ctx.op_error(
            op,
            format!(
                "operand group starting at #0 requires 0 or 1 element, but found {}",
                ctx.op(op).operands.len()
            ),
        ));
    }
    // A missing `punctuation` is its default, `newline` (MLIR materializes it when parsing the
    // generic form).
    if let Some(a) = ctx.op_attr(op, "punctuation")
        && punctuation_of(ctx, a).is_none()
    {
        return Err(ctx.op_error(
            op,
            "attribute 'punctuation' failed to satisfy constraint: Punctuation for separating vectors or vector elements",
        ));
    }
    if let Some(s) = ctx.op_attr(op, "stringLiteral")
        && !matches!(ctx.attr_kind(s), AttrKind::String(_))
    {
        return Err(ctx.op_error(
            op,
            "attribute 'stringLiteral' failed to satisfy constraint: An Attribute containing a string",
        ));
    }
    check_operands(ctx, op, 0..1, "", |c, t| {
        is_vector(c, t)
            || matches!(
                c.type_kind(t),
                TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
            )
    })?;
    if ctx.op_attr(op, "stringLiteral").is_some() {
        let default_punct = ctx
            .op_attr(op, "punctuation")
            .is_none_or(|a| punctuation_of(ctx, a) == Some("newline"));
        if !ctx.op(op).operands.is_empty() || !default_punct {
            return Err(ctx.op_error(
                op,
                "failed to verify that `source` or `punctuation` are not set when printing strings",
            ));
        }
    }
    Ok(())
}

// ----- vector.broadcast -----

fn parse_broadcast(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let u = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let t = p.parse_type()?;
    crate::scf::expect_keyword(p, &name, "to")?;
    let r = parse_vector_type(p, &name)?;
    let v = p.resolve_operand(u, t)?;
    st.operands.push(v);
    st.result_types.push(r);
    Ok(())
}

/// Parses a type that must be a vector (MLIR's `parseType<VectorType>` message).
fn parse_vector_type(p: &mut Parser<'_>, name: &str) -> PResult<Type> {
    let loc = p.loc();
    let t = p.parse_type()?;
    if !is_vector(p.ctx, t) {
        let s = ty_str(p.ctx, t);
        return Err(custom_error(
            loc,
            name,
            format!("invalid kind of type specified: expected builtin.vector, but found '{s}'"),
        ));
    }
    Ok(t)
}

fn print_broadcast(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(&v) = ctx.op(op).operands.first() else {
        return;
    };
    p.write(" ");
    p.operand(v);
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    p.ty(ctx.value_type(v));
    p.write(" to ");
    if let Some(&t) = ctx.result_types(op).first() {
        p.ty(t);
    }
}

/// Shape and scalable flags of a vector type.
fn vector_dims(ctx: &Context, t: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => Some((shape.clone(), scalable.clone(), *element)),
        _ => None,
    }
}

fn verify_broadcast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 1)?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, "vector of any type values", is_vector)?;
    let (Some(&src), Some(&dst)) = (ctx.operand_types(op).first(), ctx.result_types(op).first())
    else {
        return Ok(());
    };
    let Some((dshape, dscal, delem)) = vector_dims(ctx, dst) else {
        return Ok(());
    };
    let selem = element_type(ctx, src)
        .filter(|_| is_vector(ctx, src))
        .unwrap_or(src);
    if selem != delem {
        return Err(ctx.op_error(
            op,
            "failed to verify that source operand and result have same element type",
        ));
    }
    if src == delem {
        return Ok(());
    }
    let Some((sshape, sscal, _)) = vector_dims(ctx, src) else {
        return Err(ctx.op_error(op, "source type is not a vector"));
    };
    if sshape.len() > dshape.len() {
        return Err(ctx.op_error(op, "source rank higher than destination rank"));
    }
    let lead = dshape.len() - sshape.len();
    for i in 0..sshape.len() {
        let sd = sshape.get(i).copied().unwrap_or(1);
        let dd = dshape.get(lead + i).copied().unwrap_or(1);
        let ss = sscal.get(i).copied().unwrap_or(false);
        let ds = dscal.get(lead + i).copied().unwrap_or(false);
        let mismatch = (sd != 1 && sd != dd) || (sd == 1 && ss && dd != 1) || (ss != ds && sd != 1);
        if mismatch {
            let f = |d: i64, s: bool| if s { format!("[{d}]") } else { d.to_string() };
            return Err(ctx.op_error(
                op,
                format!("dimension mismatch ({} vs. {})", f(sd, ss), f(dd, ds)),
            ));
        }
    }
    Ok(())
}

// ----- vector.extract / vector.insert -----

fn parse_extract(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let u = p.parse_operand()?;
    let (statics, dynamics) = parse_dynamic_index_list(p)?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let rt = p.parse_type()?;
    crate::scf::expect_keyword(p, &name, "from")?;
    let st_ty = parse_vector_type(p, &name)?;
    let v = p.resolve_operand(u, st_ty)?;
    st.operands.push(v);
    let index = p.ctx.index_type();
    let dv = p.resolve_operands_same(&dynamics, index)?;
    st.operands.extend(dv);
    let a = i64_array_attr(p.ctx, &statics);
    st.set_property("static_position", a);
    st.result_types.push(rt);
    move_inherent(st, &["static_position"]);
    Ok(())
}

fn print_extract(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let o = ctx.op(op);
    let Some(&v) = o.operands.first() else { return };
    p.write(" ");
    p.operand(v);
    let statics = ctx
        .op_attr(op, "static_position")
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default();
    print_dynamic_index_list(p, &statics, o.operands.get(1..).unwrap_or(&[]));
    p.op_attr_dict(op, &["static_position"]);
    p.write(" : ");
    if let Some(&t) = ctx.result_types(op).first() {
        p.ty(t);
    }
    p.write(" from ");
    p.ty(ctx.value_type(v));
}

/// Checks `static_position` against the dynamic operands and the vector shape.
fn verify_position(
    ctx: &Context,
    op: OpId,
    vec_ty: Type,
    first_dynamic: usize,
    dest: bool,
) -> Result<Vec<i64>, Diagnostic> {
    let Some(a) = ctx.op_attr(op, "static_position") else {
        return Err(ctx.op_error(op, "requires attribute 'static_position'"));
    };
    let Some(pos) = i64_array(ctx, a) else {
        return Err(ctx.op_error(
            op,
            "attribute 'static_position' failed to satisfy constraint: i64 dense array attribute",
        ));
    };
    let n = ctx.op(op).operands.len();
    check_operands(ctx, op, first_dynamic..n, "variadic of index", is_index)?;
    let markers = pos.iter().filter(|&&x| x == DYNAMIC).count();
    if markers != n - first_dynamic {
        return Err(ctx.op_error(op, "mismatch between dynamic and static positions"));
    }
    let shape = shape_of(ctx, vec_ty).unwrap_or_default();
    if pos.len() > shape.len() {
        let what = if dest {
            "dest vector rank"
        } else {
            "vector rank"
        };
        return Err(ctx.op_error(
            op,
            format!("expected position attribute of rank no greater than {what}"),
        ));
    }
    Ok(pos)
}

fn check_position_bounds(
    ctx: &Context,
    op: OpId,
    pos: &[i64],
    shape: &[i64],
    dest: bool,
) -> Result<(), Diagnostic> {
    for (i, (&p, &d)) in pos.iter().zip(shape).enumerate() {
        if p == DYNAMIC {
            continue;
        }
        let ok = p == -1 || (p >= 0 && p < d);
        if !ok {
            let what = if dest {
                "dest vector dimension"
            } else {
                "vector dimension or poison (-1)"
            };
            return Err(ctx.op_error(op, format!("expected position attribute #{} to be a non-negative integer smaller than the corresponding {what}", i + 1)));
        }
    }
    Ok(())
}

fn verify_extract(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_min_operands(ctx, op, 1)?;
    check_num_results(ctx, op, 1)?;
    check_operands(ctx, op, 0..1, "vector of any type values", is_vector)?;
    let (Some(&src), Some(&res)) = (ctx.operand_types(op).first(), ctx.result_types(op).first())
    else {
        return Ok(());
    };
    let Some((shape, scal, elem)) = vector_dims(ctx, src) else {
        return Ok(());
    };
    let relem = if is_vector(ctx, res) {
        element_type(ctx, res)
    } else {
        Some(res)
    };
    if relem != Some(elem) {
        return Err(ctx.op_error(
            op,
            "failed to verify that operand and result have same element type",
        ));
    }
    let loc = op_loc(ctx, op);
    if shape_of(ctx, res).is_some_and(|s| s.is_empty()) && is_vector(ctx, res) {
        return Err(Diagnostic::error(
            loc,
            "expected a scalar instead of a 0-d vector as the result type",
        ));
    }
    let pos = verify_position(ctx, op, src, 1, false)?;
    check_position_bounds(ctx, op, &pos, &shape, false)?;
    let inferred = if pos.len() == shape.len() {
        ty_str(ctx, elem)
    } else {
        let dims: String = shape
            .iter()
            .zip(&scal)
            .skip(pos.len())
            .map(|(&d, &s)| {
                if s {
                    format!("[{d}]x")
                } else {
                    format!("{d}x")
                }
            })
            .collect();
        format!("vector<{dims}{}>", ty_str(ctx, elem))
    };
    if inferred != ty_str(ctx, res) {
        return Err(ctx.op_error(op, format!("inferred type(s) '{inferred}' are incompatible with return type(s) of operation '{}'", ty_str(ctx, res))));
    }
    Ok(())
}

fn parse_insert(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let v = p.parse_operand()?;
    p.parse_token(TokenKind::Comma, ",")?;
    let d = p.parse_operand()?;
    let (statics, dynamics) = parse_dynamic_index_list(p)?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let vt = p.parse_type()?;
    crate::scf::expect_keyword(p, &name, "into")?;
    let dt = parse_vector_type(p, &name)?;
    let vv = p.resolve_operand(v, vt)?;
    let dv = p.resolve_operand(d, dt)?;
    st.operands = vec![vv, dv];
    let index = p.ctx.index_type();
    let iv = p.resolve_operands_same(&dynamics, index)?;
    st.operands.extend(iv);
    let a = i64_array_attr(p.ctx, &statics);
    st.set_property("static_position", a);
    st.result_types.push(dt);
    move_inherent(st, &["static_position"]);
    Ok(())
}

fn print_insert(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let o = ctx.op(op);
    let (Some(&v), Some(&d)) = (o.operands.first(), o.operands.get(1)) else {
        return;
    };
    p.write(" ");
    p.operand(v);
    p.write(", ");
    p.operand(d);
    p.write(" ");
    let statics = ctx
        .op_attr(op, "static_position")
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default();
    print_dynamic_index_list(p, &statics, o.operands.get(2..).unwrap_or(&[]));
    p.op_attr_dict(op, &["static_position"]);
    p.write(" : ");
    p.ty(ctx.value_type(v));
    p.write(" into ");
    p.ty(ctx.value_type(d));
}

fn verify_insert(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_min_operands(ctx, op, 2)?;
    check_num_results(ctx, op, 1)?;
    check_operands(ctx, op, 1..2, "vector of any type values", is_vector)?;
    check_results(ctx, op, 0..1, "vector of any type values", is_vector)?;
    let ot = ctx.operand_types(op);
    let (Some(&val), Some(&dst)) = (ot.first(), ot.get(1)) else {
        return Ok(());
    };
    let Some((shape, _, elem)) = vector_dims(ctx, dst) else {
        return Ok(());
    };
    let velem = if is_vector(ctx, val) {
        element_type(ctx, val)
    } else {
        Some(val)
    };
    if velem != Some(elem) {
        return Err(ctx.op_error(
            op,
            "failed to verify that source operand and result have same element type",
        ));
    }
    if ctx.result_types(op).first() != Some(&dst) {
        return Err(ctx.op_error(
            op,
            "failed to verify that all of {dest, result} have same type",
        ));
    }
    let loc = op_loc(ctx, op);
    if is_vector(ctx, val) && shape_of(ctx, val).is_some_and(|s| s.is_empty()) {
        return Err(Diagnostic::error(
            loc,
            "expected a scalar instead of a 0-d vector as the source operand",
        ));
    }
    let pos = verify_position(ctx, op, dst, 2, true)?;
    match shape_of(ctx, val).filter(|_| is_vector(ctx, val)) {
        Some(s) if s.len() + pos.len() != shape.len() => {
            return Err(ctx.op_error(
                op,
                "expected position attribute rank + source rank to match dest vector rank",
            ));
        }
        None if pos.len() != shape.len() => {
            return Err(ctx.op_error(
                op,
                "expected position attribute rank to match the dest vector rank",
            ));
        }
        _ => {}
    }
    check_position_bounds(ctx, op, &pos, &shape, true)
}
