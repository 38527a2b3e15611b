//! The `cf` dialect: unstructured control flow (`cf.br`, `cf.cond_br`, `cf.switch`,
//! `cf.assert`), with MLIR 22's syntax and verifier messages.
//!
//! As in MLIR, successor operands are stored in the op's operand list; `cf.cond_br` and
//! `cf.switch` describe the split with `operandSegmentSizes` (and `case_operand_segments`).

use crate::ods::*;
use crate::scf::{custom_error, expect_keyword, resolve_list};
use tile_ir::attributes::{DenseValues, Scalar};
use tile_ir::declare_op;
use tile_ir::dialect::{DialectInfo, DialectRegistry, OpDef, OpTraits};
use tile_ir::ods::AttrConstraint;
use tile_ir::ods::constraints::{ANY_TYPE, DenseI32ArrayAttr, I1};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::{
    AttrKind, BlockId, Context, Diagnostic, OpId, OperationState, Type, TypeKind, Value,
};

/// Registers the cf dialect.
pub fn register(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo::new("cf", "Unstructured control flow"));
    r.add_op(OpDef {
        verify: Some(verify_br),
        ..BranchOp::def()
    });
    r.add_op(OpDef {
        verify: Some(verify_cond_br),
        ..CondBranchOp::def()
    });
    r.add_op(OpDef {
        inherent_attrs: &[
            "case_operand_segments",
            "case_values",
            "operandSegmentSizes",
        ],
        parse: Some(parse_switch),
        print: Some(print_switch),
        verify: Some(verify_switch),
        ..OpDef::new(
            "cf.switch",
            "Switch on an integer value",
            OpTraits::TERMINATOR | OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        inherent_attrs: &["msg"],
        parse: Some(parse_assert),
        print: Some(print_assert),
        verify: Some(verify_assert),
        ..OpDef::new(
            "cf.assert",
            "Assert a runtime condition with a message",
            OpTraits::NONE,
        )
    });
}

declare_op! {
    /// `cf.br ^bb1(%a : i32)`
    pub struct BranchOp = "cf.br", "Unconditional branch";
    operands { destOperands: many ANY_TYPE }
    successors { dest: one }
    traits [TERMINATOR, PURE];
    format "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict";
}

declare_op! {
    /// `cf.cond_br %c, ^bb1(%a : i32), ^bb2`
    pub struct CondBranchOp = "cf.cond_br", "Conditional branch";
    operands { condition: one I1, trueDestOperands: many ANY_TYPE, falseDestOperands: many ANY_TYPE }
    attrs { branch_weights: optional DenseI32ArrayAttr }
    successors { trueDest: one, falseDest: one }
    traits [TERMINATOR, PURE];
    format "$condition (`weights` `(` $branch_weights^ `)`)? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict";
}

/// Parses `^bb` with optional `(%a, %b : t1, t2)` successor operands.
fn parse_dest(p: &mut Parser<'_>, name: &str) -> PResult<(BlockId, Vec<Value>)> {
    let b = p.parse_successor()?;
    let mut vs = Vec::new();
    if p.consume_if(TokenKind::LParen) {
        let loc = p.loc();
        let ops = p.parse_operand_list()?;
        p.parse_token(TokenKind::Colon, ":")?;
        let types = p.parse_type_list()?;
        p.parse_token(TokenKind::RParen, ")")?;
        vs = resolve_list(p, name, &ops, &types, loc)?;
    }
    Ok((b, vs))
}

/// Prints `^bb1(%a, %b : t1, t2)`.
fn print_dest(p: &mut OpPrinter<'_>, b: Option<BlockId>, vs: &[Value]) {
    if let Some(b) = b {
        p.successor(b);
    }
    if !vs.is_empty() {
        let ctx = p.ctx();
        p.write("(");
        p.operands(vs);
        p.write(" : ");
        let tys: Vec<Type> = vs.iter().map(|&v| ctx.value_type(v)).collect();
        p.types(&tys);
        p.write(")");
    }
}

/// MLIR's `BranchOpInterface` check: each successor gets operands matching its arguments.
fn verify_successor_operands(
    ctx: &Context,
    op: OpId,
    groups: &[Vec<Value>],
) -> Result<(), Diagnostic> {
    let loc = op_loc(ctx, op);
    for (i, (&b, vs)) in ctx.op(op).successors.iter().zip(groups).enumerate() {
        let args = &ctx.block(b).args;
        if args.len() != vs.len() {
            return Err(Diagnostic::error(
                loc,
                format!(
                    "branch has {} operands for successor #{i}, but target block has {}",
                    vs.len(),
                    args.len()
                ),
            ));
        }
        for (j, (&a, &v)) in args.iter().zip(vs).enumerate() {
            if ctx.value_type(a) != ctx.value_type(v) {
                return Err(Diagnostic::error(
                    loc,
                    format!("type mismatch for bb argument #{j} of successor #{i}"),
                ));
            }
        }
    }
    Ok(())
}

// ----- cf.br -----

fn verify_br(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(br) = BranchOp::cast(ctx, op) else {
        return Ok(());
    };
    verify_successor_operands(ctx, op, &[br.destOperands(ctx).to_vec()])
}

// ----- cf.cond_br -----

fn verify_weights(ctx: &Context, op: OpId, n: usize) -> Result<(), Diagnostic> {
    let Some(values) = ctx
        .op_attr(op, "branch_weights")
        .and_then(|w| DenseI32ArrayAttr::get(ctx, w))
    else {
        return Ok(());
    };
    if values.is_empty() {
        return Ok(());
    }
    let loc = op_loc(ctx, op);
    if values.len() != n {
        return Err(Diagnostic::error(
            loc,
            format!(
                "expects number of branch weights to match number of successors: {} vs {n}",
                values.len()
            ),
        ));
    }
    if values.iter().all(|&v| v == 0) {
        return Err(Diagnostic::error(loc, "branch weights cannot all be zero"));
    }
    Ok(())
}

fn verify_cond_br(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(br) = CondBranchOp::cast(ctx, op) else {
        return Ok(());
    };
    verify_weights(ctx, op, 2)?;
    let groups = [
        br.trueDestOperands(ctx).to_vec(),
        br.falseDestOperands(ctx).to_vec(),
    ];
    verify_successor_operands(ctx, op, &groups)
}

// ----- cf.switch -----

fn parse_switch(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let flag = p.parse_operand()?;
    p.parse_token(TokenKind::Colon, ":")?;
    let flag_ty = p.parse_type()?;
    p.parse_token(TokenKind::Comma, ",")?;
    p.parse_token(TokenKind::LSquare, "[")?;
    expect_keyword(p, &name, "default")?;
    p.parse_token(TokenKind::Colon, ":")?;
    let (default, default_ops) = parse_dest(p, &name)?;
    let width = match p.ctx.type_kind(flag_ty) {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    };
    let mut values = Vec::new();
    let mut dests = Vec::new();
    let mut case_ops: Vec<Vec<Value>> = Vec::new();
    while p.consume_if(TokenKind::Comma) {
        let loc = p.loc();
        let v = p
            .parse_integer()
            .map_err(|_| p.error_at(loc, "expected integer value"))?;
        values.push(sext(v, width));
        p.parse_token(TokenKind::Colon, ":")?;
        let (b, ops) = parse_dest(p, &name)?;
        dests.push(b);
        case_ops.push(ops);
    }
    p.parse_token(TokenKind::RSquare, "]")?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    let f = p.resolve_operand(flag, flag_ty)?;
    let n_case: usize = case_ops.iter().map(Vec::len).sum();
    let seg = segment_attr(p.ctx, &[1, default_ops.len(), n_case]);
    st.set_property("operandSegmentSizes", seg);
    let cseg = segment_attr(p.ctx, &case_ops.iter().map(Vec::len).collect::<Vec<_>>());
    st.set_property("case_operand_segments", cseg);
    if !values.is_empty() {
        let vt = p.ctx.intern_type(TypeKind::Vector {
            shape: vec![values.len() as i64],
            scalable: vec![false],
            element: flag_ty,
        });
        let all_same = values.windows(2).all(|w| w.first() == w.get(1));
        let dv = match values.first() {
            Some(&v) if all_same => DenseValues::Splat(Scalar::Int(v)),
            _ => DenseValues::Elements(values.iter().map(|&v| Scalar::Int(v)).collect()),
        };
        let a = p
            .ctx
            .intern_attr(AttrKind::DenseElements { ty: vt, values: dv });
        st.set_property("case_values", a);
    }
    st.operands.push(f);
    st.operands.extend(default_ops);
    for ops in case_ops {
        st.operands.extend(ops);
    }
    st.successors.push(default);
    st.successors.extend(dests);
    move_inherent(
        st,
        &[
            "case_operand_segments",
            "case_values",
            "operandSegmentSizes",
        ],
    );
    Ok(())
}

/// `v` truncated to `width` bits and sign-extended (how attributes store integers).
fn sext(v: i128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return v;
    }
    let shift = 128 - width;
    (v << shift) >> shift
}

/// The number of elements of `case_values` from its type alone (0 when absent or unsized).
fn case_value_count(ctx: &Context, op: OpId) -> i64 {
    ctx.op_attr(op, "case_values")
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::DenseElements { ty, .. } => shape_of(ctx, *ty),
            _ => None,
        })
        .and_then(|s| tile_ir::types::static_element_count(&s))
        .unwrap_or(0)
}

/// The case values of a `cf.switch` as stored (sign-extended).
fn case_values(ctx: &Context, op: OpId) -> Option<Vec<i128>> {
    let a = ctx.op_attr(op, "case_values")?;
    let AttrKind::DenseElements { ty, values } = ctx.attr_kind(a) else {
        return None;
    };
    let n = shape_of(ctx, *ty)
        .and_then(|s| tile_ir::types::static_element_count(&s))
        .and_then(|n| usize::try_from(n).ok())
        .unwrap_or(0);
    match values {
        // A splat longer than the successor list is invalid (the verifier reports its count
        // without expanding it), and expanding it could exhaust memory.
        DenseValues::Splat(Scalar::Int(_)) if n > ctx.op(op).successors.len() => None,
        DenseValues::Splat(Scalar::Int(v)) => Some(vec![*v; n]),
        DenseValues::Elements(items) => Some(
            items
                .iter()
                .map(|s| if let Scalar::Int(v) = s { *v } else { 0 })
                .collect(),
        ),
        _ => None,
    }
}

fn print_switch(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let o = ctx.op(op);
    let Some(&flag) = o.operands.first() else {
        return;
    };
    let flag_ty = ctx.value_type(flag);
    let width = match ctx.type_kind(flag_ty) {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    };
    let segs = operand_segments(ctx, op, 3).unwrap_or_else(|_| vec![1, 0, 0]);
    let parts = split_segments(&o.operands, &segs);
    let case_segs = ctx
        .op_attr(op, "case_operand_segments")
        .and_then(|a| i32_array(ctx, a))
        .unwrap_or_default();
    let case_groups = split_segments(parts.get(2).map(Vec::as_slice).unwrap_or(&[]), &case_segs);
    p.write(" ");
    p.operand(flag);
    p.write(" : ");
    p.ty(flag_ty);
    p.write(", [");
    p.newline();
    p.write("  default: ");
    print_dest(
        p,
        o.successors.first().copied(),
        parts.get(1).map(Vec::as_slice).unwrap_or(&[]),
    );
    if let Some(values) = case_values(ctx, op) {
        for (i, v) in values.iter().enumerate() {
            p.write(",");
            p.newline();
            p.write("  ");
            let unsigned = if width >= 128 {
                *v as u128
            } else {
                (*v as u128) & ((1u128 << width) - 1)
            };
            p.write(&unsigned.min(u64::MAX as u128).to_string());
            p.write(": ");
            print_dest(
                p,
                o.successors.get(i + 1).copied(),
                case_groups.get(i).map(Vec::as_slice).unwrap_or(&[]),
            );
        }
        p.newline();
    }
    p.write("]");
    p.op_attr_dict(
        op,
        &[
            "case_operand_segments",
            "case_values",
            "operandSegmentSizes",
        ],
    );
}

/// The values of an `array<i32: ...>` as sizes.
fn i32_array(ctx: &Context, a: tile_ir::Attr) -> Option<Vec<usize>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { values, .. } => values
            .iter()
            .map(|s| {
                if let Scalar::Int(i) = s {
                    usize::try_from(*i).ok()
                } else {
                    None
                }
            })
            .collect(),
        _ => None,
    }
}

fn verify_switch(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if ctx.op(op).successors.is_empty() {
        return Err(ctx.op_error(op, "requires 1 or more successors but found 0"));
    }
    let segs = operand_segments(ctx, op, 3)?;
    let Some(cs) = ctx.op_attr(op, "case_operand_segments") else {
        return Err(ctx.op_error(op, "requires attribute 'case_operand_segments'"));
    };
    check_operands(ctx, op, 0..1, "integer", |c, t| {
        matches!(c.type_kind(t), TypeKind::Integer { .. })
    })?;
    let o = ctx.op(op);
    let flag_ty = o.operands.first().map(|&v| ctx.value_type(v));
    let ncases = o.successors.len() - 1;
    let values = case_values(ctx, op);
    if let Some(a) = ctx.op_attr(op, "case_values")
        && let AttrKind::DenseElements { ty, .. } = ctx.attr_kind(a)
        && element_type(ctx, *ty) != flag_ty
    {
        let et = element_type(ctx, *ty)
            .map(|t| ty_str(ctx, t))
            .unwrap_or_default();
        return Err(ctx.op_error(
            op,
            format!(
                "'flag' type ({}) should match case value type ({et})",
                flag_ty.map(|t| ty_str(ctx, t)).unwrap_or_default()
            ),
        ));
    }
    let nvalues = match values.as_ref() {
        Some(v) => v.len() as i64,
        None => case_value_count(ctx, op),
    };
    if nvalues != ncases as i64 {
        return Err(ctx.op_error(op, format!("number of case values ({nvalues}) should match number of case destinations ({ncases})")));
    }
    let case_segs = i32_array(ctx, cs).unwrap_or_default();
    if case_segs.len() != ncases {
        return Err(ctx.op_error(op, format!("number of case operand segments ({}) should match number of case destinations ({ncases})", case_segs.len())));
    }
    let parts = split_segments(&o.operands, &segs);
    let mut groups = vec![parts.get(1).cloned().unwrap_or_default()];
    groups.extend(split_segments(
        parts.get(2).map(Vec::as_slice).unwrap_or(&[]),
        &case_segs,
    ));
    verify_successor_operands(ctx, op, &groups)
}

// ----- cf.assert -----

fn parse_assert(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let c = p.parse_operand()?;
    p.parse_token(TokenKind::Comma, ",")?;
    let loc = p.loc();
    if p.kind() != TokenKind::String {
        return Err(custom_error(loc, &name, "expected attribute value"));
    }
    let msg = p.parse_attribute()?;
    st.set_property("msg", msg);
    p.parse_optional_attr_dict(&mut st.attributes)?;
    let i1 = p.ctx.int_type(1);
    let c = p.resolve_operand(c, i1)?;
    st.operands.push(c);
    move_inherent(st, &["msg"]);
    Ok(())
}

fn print_assert(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.write(" ");
    if let Some(&c) = ctx.op(op).operands.first() {
        p.operand(c);
    }
    p.write(", ");
    if let Some(m) = ctx.op_attr(op, "msg") {
        p.attr(m);
    }
    p.op_attr_dict(op, &["msg"]);
}

fn verify_assert(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 1)?;
    match ctx.op_attr(op, "msg").map(|a| ctx.attr_kind(a)) {
        None => return Err(ctx.op_error(op, "requires attribute 'msg'")),
        Some(AttrKind::String(_)) => {}
        Some(_) => {
            return Err(ctx.op_error(
                op,
                "attribute 'msg' failed to satisfy constraint: string attribute",
            ));
        }
    }
    check_operands(ctx, op, 0..1, "1-bit signless integer", |c, t| {
        is_signless_int(c, t, Some(1))
    })
}
