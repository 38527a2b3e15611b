//! arith's canonicalization patterns beyond its folds, as mlir-opt-22 applies them
//! (`ArithCanonicalization.td`, `ArithOps.cpp`): selects of selects on the same condition,
//! of a negated condition, of `i1` constants and of integer 0/1 constants
//! (`RedundantSelectTrue`/`False`, `SelectNotCond`, `SelectI1ToNot`, `SelectToExtUI`);
//! a sign extension of a zero extension (`ExtSIOfExtUI`); equality comparisons of two
//! values extended alike (`CmpIExtSI`, `CmpIExtUI`).

use tile_ir::builder::OpBuilder;
use tile_ir::pass::rewrite::{InsertPoint, Rewriter};
use tile_ir::{OpId, TypeKind, Value};

use super::attrs::CmpIPredicate;
use super::consts::{constant_bool, splat_int};
use super::views::{
    AddIOp, CmpIOp, ConstantOp, ExtSIOp, ExtUIOp, MulIOp, SelectOp, SubIOp, XOrIOp,
};

/// The `arith.select` patterns, the two-op ones (higher benefit in MLIR) first.
pub fn simplify_select(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let s = SelectOp::cast(rewriter.ctx(), op)?;
    redundant_inner_select(rewriter, s)
        .or_else(|| select_not_cond(rewriter, s))
        .or_else(|| select_to_not(rewriter, s))
        .or_else(|| select_to_extui(rewriter, s))
}

/// Replaces `op` by `select cond, t, f` built before it.
fn replace_by_select(rewriter: &mut Rewriter<'_>, op: SelectOp, cond: Value, t: Value, f: Value) {
    let c = rewriter.ctx_mut();
    let (loc, ty) = (c.op(op.op()).loc, c.value_type(op.result(c)));
    let new = SelectOp::build(&mut OpBuilder::detached(), c, loc, ty, cond, t, f);
    rewriter.replace_op_with_built(op.op(), new.op());
}

/// `RedundantSelectTrue` / `RedundantSelectFalse`: a select on `c` whose chosen operand is
/// itself a select on `c` takes that select's matching operand.
fn redundant_inner_select(rewriter: &mut Rewriter<'_>, s: SelectOp) -> Option<()> {
    let ctx = rewriter.ctx();
    let (c, t, f) = (s.condition(ctx), s.true_value(ctx), s.false_value(ctx));
    let inner = |v: Value| {
        let i = SelectOp::defining(ctx, v)?;
        (i.condition(ctx) == c).then(|| (i.true_value(ctx), i.false_value(ctx)))
    };
    if let Some((it, _)) = inner(t) {
        replace_by_select(rewriter, s, c, it, f);
        return Some(());
    }
    if let Some((_, inf)) = inner(f) {
        replace_by_select(rewriter, s, c, t, inf);
        return Some(());
    }
    None
}

/// `SelectNotCond`: `select (c xor -1), a, b` is `select c, b, a`.
fn select_not_cond(rewriter: &mut Rewriter<'_>, s: SelectOp) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = XOrIOp::defining(ctx, s.condition(ctx))?;
    let (lhs, rhs) = (x.lhs(ctx), x.rhs(ctx));
    if !splat_int(rewriter.ctx_mut(), rhs).is_some_and(|v| v.is_all_ones()) {
        return None;
    }
    let ctx = rewriter.ctx();
    let (t, f) = (s.true_value(ctx), s.false_value(ctx));
    replace_by_select(rewriter, s, lhs, f, t);
    Some(())
}

/// Replaces the uses of `v` in `readers` by the constant `truth`, built before `before` (at
/// its location); whether there were readers.
pub(crate) fn replace_uses_by_truth(
    rewriter: &mut Rewriter<'_>,
    before: OpId,
    (v, truth): (Value, bool),
    readers: &[OpId],
) -> bool {
    if readers.is_empty() {
        return false;
    }
    let loc = rewriter.ctx().op(before).loc;
    rewriter.set_insertion_point(InsertPoint::Before(before));
    let known = ConstantOp::insert_bool(rewriter, loc, truth);
    rewriter.replace_uses_in(v, known, readers);
    true
}

/// `cond xor true`, built before `before`.
pub(crate) fn insert_not(rewriter: &mut Rewriter<'_>, before: OpId, cond: Value) -> Value {
    let loc = rewriter.ctx().op(before).loc;
    rewriter.set_insertion_point(InsertPoint::Before(before));
    let one = ConstantOp::insert_bool(rewriter, loc, true);
    let c = rewriter.ctx_mut();
    let ty = c.value_type(cond);
    let not = XOrIOp::build(&mut OpBuilder::detached(), c, loc, ty, cond, one);
    let v = not.result(c);
    rewriter.insert(not.op());
    v
}

/// `SelectI1ToNot`: `select c, false, true` is `c xor true`.
fn select_to_not(rewriter: &mut Rewriter<'_>, s: SelectOp) -> Option<()> {
    let ctx = rewriter.ctx();
    let (c, t, f) = (s.condition(ctx), s.true_value(ctx), s.false_value(ctx));
    if constant_bool(ctx, t) != Some(false) || constant_bool(ctx, f) != Some(true) {
        return None;
    }
    let not = insert_not(rewriter, s.op(), c);
    rewriter.replace_op(s.op(), &[not]);
    Some(())
}

/// `SelectToExtUI`: on a scalar integer wider than `i1`, `select c, 1, 0` is `extui c` and
/// `select c, 0, 1` is `extui (c xor true)`.
fn select_to_extui(rewriter: &mut Rewriter<'_>, s: SelectOp) -> Option<()> {
    let ctx = rewriter.ctx();
    let (c, t, f) = (s.condition(ctx), s.true_value(ctx), s.false_value(ctx));
    let ty = ctx.value_type(s.result(ctx));
    if !matches!(ctx.type_kind(ty), TypeKind::Integer { width, .. } if *width > 1) {
        return None;
    }
    let c_ = rewriter.ctx_mut();
    let (t_val, f_val) = (splat_int(c_, t), splat_int(c_, f));
    let (one_zero, zero_one) = match (t_val, f_val) {
        (Some(a), Some(b)) => (a.is_one() && b.is_zero(), a.is_zero() && b.is_one()),
        _ => (false, false),
    };
    let source = if one_zero {
        c
    } else if zero_one {
        insert_not(rewriter, s.op(), c)
    } else {
        return None;
    };
    let c_ = rewriter.ctx_mut();
    let loc = c_.op(s.op()).loc;
    let ext = ExtUIOp::build(&mut OpBuilder::detached(), c_, loc, ty, source);
    rewriter.replace_op_with_built(s.op(), ext.op());
    Some(())
}

/// `ExtSIOfExtUI`: sign-extending a zero extension is one zero extension.
pub fn extsi_of_extui(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let outer = ExtSIOp::cast(ctx, op)?;
    let inner = ExtUIOp::defining(ctx, outer.r#in(ctx))?;
    let (source, ty, loc) = (
        inner.r#in(ctx),
        ctx.value_type(outer.out(ctx)),
        ctx.op(op).loc,
    );
    let c = rewriter.ctx_mut();
    let ext = ExtUIOp::build(&mut OpBuilder::detached(), c, loc, ty, source);
    rewriter.replace_op_with_built(op, ext.op());
    Some(())
}

/// `CmpIExtSI` / `CmpIExtUI`: `eq`/`ne` of two values extended the same way from one type
/// compares the values.
pub fn cmpi_of_extensions(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let cmp = CmpIOp::cast(ctx, op)?;
    let pred = cmp.predicate(ctx);
    if !matches!(pred, CmpIPredicate::Eq | CmpIPredicate::Ne) {
        return None;
    }
    let source = |v: Value| -> Option<(&'static str, Value)> {
        let d = ctx.defining_op(v)?;
        if let Some(e) = ExtSIOp::cast(ctx, d) {
            return Some(("si", e.r#in(ctx)));
        }
        ExtUIOp::cast(ctx, d).map(|e| ("ui", e.r#in(ctx)))
    };
    let (Some((ka, a)), Some((kb, b))) = (source(cmp.lhs(ctx)), source(cmp.rhs(ctx))) else {
        return None;
    };
    if ka != kb || ctx.value_type(a) != ctx.value_type(b) {
        return None;
    }
    // Extensions keep the shape, so the comparison's result type stays.
    let (loc, ty) = (ctx.op(op).loc, ctx.value_type(cmp.result(ctx)));
    let c = rewriter.ctx_mut();
    let new = CmpIOp::build(&mut OpBuilder::detached(), c, loc, ty, a, b, pred);
    rewriter.replace_op_with_built(op, new.op());
    Some(())
}

/// `x op c` (or `c op x` when `const_lhs`) for `addi`, `subi` and `muli` with an integer
/// scalar constant `c`: the op's name, `x`, `c`, the side, and its overflow flags.
struct ConstStep {
    name: &'static str,
    x: Value,
    c: super::ints::ApInt,
    const_lhs: bool,
    flags: u32,
}

/// The [`ConstStep`] `op` is, if any.
fn const_step(ctx: &mut tile_ir::Context, op: OpId) -> Option<ConstStep> {
    let (name, lhs, rhs, flags) = if let Some(a) = AddIOp::cast(ctx, op) {
        ("arith.addi", a.lhs(ctx), a.rhs(ctx), a.overflowFlags(ctx))
    } else if let Some(s) = SubIOp::cast(ctx, op) {
        ("arith.subi", s.lhs(ctx), s.rhs(ctx), s.overflowFlags(ctx))
    } else {
        let m = MulIOp::cast(ctx, op)?;
        ("arith.muli", m.lhs(ctx), m.rhs(ctx), m.overflowFlags(ctx))
    };
    let scalar = |ctx: &mut tile_ir::Context, v: Value| {
        let is_scalar = matches!(
            ctx.type_kind(ctx.value_type(v)),
            TypeKind::Integer { .. } | TypeKind::Index
        );
        is_scalar.then(|| splat_int(ctx, v)).flatten()
    };
    if let Some(c) = scalar(ctx, rhs) {
        return Some(ConstStep {
            name,
            x: lhs,
            c,
            const_lhs: false,
            flags,
        });
    }
    let c = scalar(ctx, lhs)?;
    Some(ConstStep {
        name,
        x: rhs,
        c,
        const_lhs: true,
        flags,
    })
}

/// arith's constant reassociation patterns (`AddIAddConstant`, `AddISubConstantRHS`/`LHS`,
/// `SubIRHSAddConstant`, `SubILHSAddConstant`, `SubIRHS`/`SubILHSSubConstantRHS`/`LHS`,
/// `MulIMulIConstant`): two steps with constants become one, with the constants combined
/// and the overflow flags both had.
pub fn reassociate_constants(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let c = rewriter.ctx_mut();
    let outer = const_step(c, op)?;
    let inner = c.defining_op(outer.x).and_then(|d| const_step(c, d))?;
    let (c0, c1) = (inner.c, outer.c);
    let (name, const_lhs, k) = match (outer.name, outer.const_lhs, inner.name, inner.const_lhs) {
        ("arith.addi", false, "arith.addi", false) => ("arith.addi", false, c0.wrapping_add(c1)),
        ("arith.addi", false, "arith.subi", false) => ("arith.addi", false, c1.wrapping_sub(c0)),
        ("arith.addi", false, "arith.subi", true) => ("arith.subi", true, c0.wrapping_add(c1)),
        ("arith.subi", false, "arith.addi", false) => ("arith.addi", false, c0.wrapping_sub(c1)),
        ("arith.subi", true, "arith.addi", false) => ("arith.subi", true, c1.wrapping_sub(c0)),
        ("arith.subi", false, "arith.subi", false) => ("arith.subi", false, c0.wrapping_add(c1)),
        ("arith.subi", false, "arith.subi", true) => ("arith.subi", true, c0.wrapping_sub(c1)),
        ("arith.subi", true, "arith.subi", false) => ("arith.subi", true, c0.wrapping_add(c1)),
        ("arith.subi", true, "arith.subi", true) => ("arith.addi", false, c1.wrapping_sub(c0)),
        ("arith.muli", false, "arith.muli", false) => ("arith.muli", false, c0.wrapping_mul(c1)),
        _ => return None,
    };
    let ty = c.value_type(inner.x);
    let loc = c.op(op).loc;
    let attr = super::consts::encode(
        c,
        ty,
        super::consts::Elems::Scalar(super::consts::int_scalar(k)),
    )?;
    let flags = Some(outer.flags & inner.flags);
    let constant = ConstantOp::build(&mut OpBuilder::detached(), c, loc, ty, attr);
    let kv = constant.result(c);
    let (lhs, rhs) = if const_lhs {
        (kv, inner.x)
    } else {
        (inner.x, kv)
    };
    let new = match name {
        "arith.addi" => AddIOp::build(&mut OpBuilder::detached(), c, loc, ty, lhs, rhs, flags).op(),
        "arith.subi" => SubIOp::build(&mut OpBuilder::detached(), c, loc, ty, lhs, rhs, flags).op(),
        _ => MulIOp::build(&mut OpBuilder::detached(), c, loc, ty, lhs, rhs, flags).op(),
    };
    rewriter.insert_before(op, &[constant.op()]);
    rewriter.replace_op_with_built(op, new);
    Some(())
}

/// `XOrINotCmpI`: negating a comparison is the inverse comparison.
pub fn not_of_cmpi(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let x = XOrIOp::cast(ctx, op)?;
    if constant_bool(ctx, x.rhs(ctx)) != Some(true) {
        return None;
    }
    let cmp = CmpIOp::defining(ctx, x.lhs(ctx))?;
    let (a, b, pred) = (cmp.lhs(ctx), cmp.rhs(ctx), cmp.predicate(ctx).invert());
    let (loc, ty) = (ctx.op(op).loc, ctx.value_type(x.result(ctx)));
    let c = rewriter.ctx_mut();
    let new = CmpIOp::build(&mut OpBuilder::detached(), c, loc, ty, a, b, pred);
    rewriter.replace_op_with_built(op, new.op());
    Some(())
}

/// `TruncIExtSIToExtSI` / `TruncIExtUIToExtUI`: truncating an extension to a width still
/// above the original's is the narrower extension.
pub fn trunci_of_ext(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let t = super::views::TruncIOp::cast(ctx, op)?;
    let d = ctx.defining_op(t.r#in(ctx))?;
    let (signed, source) = match (ExtSIOp::cast(ctx, d), ExtUIOp::cast(ctx, d)) {
        (Some(e), _) => (true, e.r#in(ctx)),
        (_, Some(e)) => (false, e.r#in(ctx)),
        _ => return None,
    };
    let ty = ctx.value_type(t.out(ctx));
    let width = |ty| {
        super::types::int_or_float_width(
            ctx,
            super::super::tensor::util::element_type_or_self(ctx, ty),
        )
    };
    if width(ctx.value_type(source)) >= width(ty) {
        return None;
    }
    let loc = ctx.op(op).loc;
    let c = rewriter.ctx_mut();
    let new = if signed {
        ExtSIOp::build(&mut OpBuilder::detached(), c, loc, ty, source).op()
    } else {
        ExtUIOp::build(&mut OpBuilder::detached(), c, loc, ty, source).op()
    };
    rewriter.replace_op_with_built(op, new);
    Some(())
}

/// `BitcastOfBitcast`: a bitcast back to the type before a bitcast is the original value.
pub fn bitcast_round_trip(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let outer = super::views::BitcastOp::cast(ctx, op)?;
    let inner = super::views::BitcastOp::defining(ctx, outer.r#in(ctx))?;
    let x = inner.r#in(ctx);
    if ctx.value_type(x) != ctx.value_type(outer.out(ctx)) {
        return None;
    }
    rewriter.replace_op(op, &[x]);
    Some(())
}
