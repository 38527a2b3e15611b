//! arith's canonicalization patterns beyond its folds, as mlir-opt-22 applies them
//! (`ArithCanonicalization.td`, `ArithOps.cpp`): selects of selects on the same condition,
//! of a negated condition, of `i1` constants and of integer 0/1 constants
//! (`RedundantSelectTrue`/`False`, `SelectNotCond`, `SelectI1ToNot`, `SelectToExtUI`);
//! a sign extension of a zero extension (`ExtSIOfExtUI`); equality comparisons of two
//! values extended alike (`CmpIExtSI`, `CmpIExtUI`).

use tile_ir::builder::{InsertionPoint, OpBuilder};
use tile_ir::pass::rewrite::{InsertPoint, Rewriter};
use tile_ir::{OpId, TypeKind, Value};

use super::attrs::CmpIPredicate;
use super::consts::{constant_bool, splat_int};
use super::views::{CmpIOp, ConstantOp, ExtSIOp, ExtUIOp, SelectOp, XOrIOp};

/// A builder for ops a pattern inserts through the rewriter.
fn detached() -> OpBuilder {
    OpBuilder {
        point: InsertionPoint::Detached,
    }
}

/// The `arith.select` patterns, the two-op ones (higher benefit in MLIR) first.
pub fn simplify_select(op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
    let Some(s) = SelectOp::cast(rewriter.ctx(), op) else {
        return false;
    };
    redundant_inner_select(rewriter, s)
        || select_not_cond(rewriter, s)
        || select_to_not(rewriter, s)
        || select_to_extui(rewriter, s)
}

/// Replaces `op` by `select cond, t, f` built before it.
fn replace_by_select(rewriter: &mut Rewriter<'_>, op: SelectOp, cond: Value, t: Value, f: Value) {
    let c = rewriter.ctx_mut();
    let (loc, ty) = (c.op(op.op()).loc, c.value_type(op.result(c)));
    let new = SelectOp::build(&mut detached(), c, loc, ty, cond, t, f);
    let v = new.result(c);
    rewriter.set_insertion_point(InsertPoint::Before(op.op()));
    rewriter.insert(new.op());
    rewriter.replace_op(op.op(), &[v]);
}

/// `RedundantSelectTrue` / `RedundantSelectFalse`: a select on `c` whose chosen operand is
/// itself a select on `c` takes that select's matching operand.
fn redundant_inner_select(rewriter: &mut Rewriter<'_>, s: SelectOp) -> bool {
    let ctx = rewriter.ctx();
    let (c, t, f) = (s.condition(ctx), s.true_value(ctx), s.false_value(ctx));
    let inner = |v: Value| {
        let i = SelectOp::cast(ctx, ctx.defining_op(v)?)?;
        (i.condition(ctx) == c).then(|| (i.true_value(ctx), i.false_value(ctx)))
    };
    if let Some((it, _)) = inner(t) {
        replace_by_select(rewriter, s, c, it, f);
        return true;
    }
    if let Some((_, inf)) = inner(f) {
        replace_by_select(rewriter, s, c, t, inf);
        return true;
    }
    false
}

/// `SelectNotCond`: `select (c xor -1), a, b` is `select c, b, a`.
fn select_not_cond(rewriter: &mut Rewriter<'_>, s: SelectOp) -> bool {
    let Some(x) = rewriter
        .ctx()
        .defining_op(s.condition(rewriter.ctx()))
        .and_then(|d| XOrIOp::cast(rewriter.ctx(), d))
    else {
        return false;
    };
    let (lhs, rhs) = (x.lhs(rewriter.ctx()), x.rhs(rewriter.ctx()));
    if !splat_int(rewriter.ctx_mut(), rhs).is_some_and(|v| v.is_all_ones()) {
        return false;
    }
    let ctx = rewriter.ctx();
    let (t, f) = (s.true_value(ctx), s.false_value(ctx));
    replace_by_select(rewriter, s, lhs, f, t);
    true
}

/// `cond xor true`, built before `before`.
fn insert_not(rewriter: &mut Rewriter<'_>, before: OpId, cond: Value) -> Value {
    let loc = rewriter.ctx().op(before).loc;
    rewriter.set_insertion_point(InsertPoint::Before(before));
    let one = ConstantOp::insert_bool(rewriter, loc, true);
    let c = rewriter.ctx_mut();
    let ty = c.value_type(cond);
    let not = XOrIOp::build(&mut detached(), c, loc, ty, cond, one);
    let v = not.result(c);
    rewriter.insert(not.op());
    v
}

/// `SelectI1ToNot`: `select c, false, true` is `c xor true`.
fn select_to_not(rewriter: &mut Rewriter<'_>, s: SelectOp) -> bool {
    let ctx = rewriter.ctx();
    let (c, t, f) = (s.condition(ctx), s.true_value(ctx), s.false_value(ctx));
    if constant_bool(ctx, t) != Some(false) || constant_bool(ctx, f) != Some(true) {
        return false;
    }
    let not = insert_not(rewriter, s.op(), c);
    rewriter.replace_op(s.op(), &[not]);
    true
}

/// `SelectToExtUI`: on a scalar integer wider than `i1`, `select c, 1, 0` is `extui c` and
/// `select c, 0, 1` is `extui (c xor true)`.
fn select_to_extui(rewriter: &mut Rewriter<'_>, s: SelectOp) -> bool {
    let ctx = rewriter.ctx();
    let (c, t, f) = (s.condition(ctx), s.true_value(ctx), s.false_value(ctx));
    let ty = ctx.value_type(s.result(ctx));
    if !matches!(ctx.type_kind(ty), TypeKind::Integer { width, .. } if *width > 1) {
        return false;
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
        return false;
    };
    let c_ = rewriter.ctx_mut();
    let loc = c_.op(s.op()).loc;
    let ext = ExtUIOp::build(&mut detached(), c_, loc, ty, source);
    let v = ext.out(c_);
    rewriter.set_insertion_point(InsertPoint::Before(s.op()));
    rewriter.insert(ext.op());
    rewriter.replace_op(s.op(), &[v]);
    true
}

/// `ExtSIOfExtUI`: sign-extending a zero extension is one zero extension.
pub fn extsi_of_extui(op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
    let ctx = rewriter.ctx();
    let Some(outer) = ExtSIOp::cast(ctx, op) else {
        return false;
    };
    let Some(inner) = ctx
        .defining_op(outer.r#in(ctx))
        .and_then(|d| ExtUIOp::cast(ctx, d))
    else {
        return false;
    };
    let (source, ty, loc) = (
        inner.r#in(ctx),
        ctx.value_type(outer.out(ctx)),
        ctx.op(op).loc,
    );
    let c = rewriter.ctx_mut();
    let ext = ExtUIOp::build(&mut detached(), c, loc, ty, source);
    let v = ext.out(c);
    rewriter.set_insertion_point(InsertPoint::Before(op));
    rewriter.insert(ext.op());
    rewriter.replace_op(op, &[v]);
    true
}

/// `CmpIExtSI` / `CmpIExtUI`: `eq`/`ne` of two values extended the same way from one type
/// compares the values.
pub fn cmpi_of_extensions(op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
    let ctx = rewriter.ctx();
    let Some(cmp) = CmpIOp::cast(ctx, op) else {
        return false;
    };
    let pred = cmp.predicate(ctx);
    if !matches!(pred, CmpIPredicate::Eq | CmpIPredicate::Ne) {
        return false;
    }
    let source = |v: Value| -> Option<(&'static str, Value)> {
        let d = ctx.defining_op(v)?;
        if let Some(e) = ExtSIOp::cast(ctx, d) {
            return Some(("si", e.r#in(ctx)));
        }
        ExtUIOp::cast(ctx, d).map(|e| ("ui", e.r#in(ctx)))
    };
    let (Some((ka, a)), Some((kb, b))) = (source(cmp.lhs(ctx)), source(cmp.rhs(ctx))) else {
        return false;
    };
    if ka != kb || ctx.value_type(a) != ctx.value_type(b) {
        return false;
    }
    // Extensions keep the shape, so the comparison's result type stays.
    let (loc, ty) = (ctx.op(op).loc, ctx.value_type(cmp.result(ctx)));
    let c = rewriter.ctx_mut();
    let new = CmpIOp::build(&mut detached(), c, loc, ty, a, b, pred);
    let v = new.result(c);
    rewriter.set_insertion_point(InsertPoint::Before(op));
    rewriter.insert(new.op());
    rewriter.replace_op(op, &[v]);
    true
}
