//! The semiring ops of kernel bodies (`sparse_tensor.unary`, `binary`, `reduce`, `select`):
//! which of their regions applies where, the checks that their regions can be inlined into
//! the loops, and the inlining itself (the region's ops cloned with its block arguments
//! mapped to the values at the current point; the `sparse_tensor.yield` gives the value).

use std::collections::HashMap;

use tile_dialects::sparse_tensor::ops::semiring::{BinaryOp, ReduceOp, SelectOp, UnaryOp};
use tile_ir::builder::OpBuilder;
use tile_ir::ir::ValueDef;
use tile_ir::{Context, Diagnostic, OpId, RegionId, Value};

use super::codegen::LExp;
use tile_dialects::sparse_tensor::merge::MergeKind;

/// Region `i` of `op`, when it has a block (an empty region is `{}`).
pub fn region(ctx: &Context, op: OpId, i: usize) -> Option<RegionId> {
    let r = *ctx.op(op).regions().get(i)?;
    ctx.entry_block(r).map(|_| r)
}

/// Whether `op` is one of the semiring ops.
pub fn is_semiring(ctx: &Context, op: OpId) -> bool {
    UnaryOp::cast(ctx, op).is_some()
        || BinaryOp::cast(ctx, op).is_some()
        || ReduceOp::cast(ctx, op).is_some()
        || SelectOp::cast(ctx, op).is_some()
}

/// The sides of a `sparse_tensor.binary` whose one-sided part is in the merge lattice:
/// `left = identity` or a non-empty left region (likewise right); an empty region drops
/// the part (the output gets nothing there).
pub fn binary_sides(ctx: &Context, op: OpId) -> (bool, bool) {
    let Some(v) = BinaryOp::cast(ctx, op) else {
        return (false, false);
    };
    (
        v.left_identity(ctx).is_some() || region(ctx, op, 1).is_some(),
        v.right_identity(ctx).is_some() || region(ctx, op, 2).is_some(),
    )
}

/// Whether a `sparse_tensor.unary` has a non-empty absent region (then every coordinate
/// gets a value).
pub fn has_absent(ctx: &Context, op: OpId) -> bool {
    UnaryOp::cast(ctx, op).is_some() && region(ctx, op, 1).is_some()
}

/// What gives a semiring op's value where some of its operands are stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Branch {
    /// This region, inlined.
    Region(RegionId),
    /// Operand `i` itself (`left = identity` / `right = identity`).
    Operand(usize),
    /// No value: an empty region, or a part the op leaves out.
    Nothing,
}

/// The branch of semiring op `op` where the operands marked in `present` are stored.
pub fn branch(ctx: &Context, op: OpId, present: &[bool]) -> Branch {
    let at = |i: usize| present.get(i).copied().unwrap_or(false);
    let or_nothing = |r: Option<RegionId>| r.map_or(Branch::Nothing, Branch::Region);
    if UnaryOp::cast(ctx, op).is_some() {
        return or_nothing(region(ctx, op, if at(0) { 0 } else { 1 }));
    }
    if let Some(v) = BinaryOp::cast(ctx, op) {
        let side = |i: usize, identity: bool| match region(ctx, op, i + 1) {
            Some(r) => Branch::Region(r),
            None if identity => Branch::Operand(i),
            None => Branch::Nothing,
        };
        return match (at(0), at(1)) {
            (true, true) => or_nothing(region(ctx, op, 0)),
            (true, false) => side(0, v.left_identity(ctx).is_some()),
            (false, true) => side(1, v.right_identity(ctx).is_some()),
            (false, false) => Branch::Nothing,
        };
    }
    or_nothing(region(ctx, op, 0))
}

/// Whether `v` is defined inside `op` (in one of its regions, at any depth).
fn defined_inside(ctx: &Context, v: Value, op: OpId) -> bool {
    let mut block = match ctx.value(v).def {
        ValueDef::Result { op: d, .. } => ctx.op(d).parent,
        ValueDef::BlockArg { block, .. } => Some(block),
        ValueDef::Placeholder => None,
    };
    while let Some(b) = block {
        let Some(owner) = ctx.block_parent_op(b) else {
            return false;
        };
        if owner == op {
            return true;
        }
        block = ctx.op(owner).parent;
    }
    false
}

/// The values region `r` uses that are defined outside it, in order of first use.
pub fn outside_uses(ctx: &Context, r: RegionId) -> Vec<Value> {
    let mut out: Vec<Value> = Vec::new();
    for &b in &ctx.region(r).blocks {
        for &o in ctx.block(b).ops.iter() {
            ctx.walk(o, &mut |n| {
                for &v in ctx.op(n).operands.iter() {
                    if !in_region(ctx, v, r) && !out.contains(&v) {
                        out.push(v);
                    }
                }
            });
        }
    }
    out
}

/// Whether `v` is defined in region `r` (at any depth).
fn in_region(ctx: &Context, v: Value, r: RegionId) -> bool {
    let mut block = match ctx.value(v).def {
        ValueDef::Result { op: d, .. } => ctx.op(d).parent,
        ValueDef::BlockArg { block, .. } => Some(block),
        ValueDef::Placeholder => None,
    };
    while let Some(b) = block {
        let Some(reg) = ctx.block(b).parent else {
            return false;
        };
        if reg == r {
            return true;
        }
        block = ctx.region(reg).parent.and_then(|o| ctx.op(o).parent);
    }
    false
}

/// Checks that the regions of semiring op `s` in the body of kernel `kernel` can be cloned
/// into the loops: they hold no semiring op and use only their own values, values defined
/// outside the kernel, and values of the body that `body_ok` accepts (computed from
/// constants, `linalg.index` and dense operands: valid at every point).
pub fn check_regions(
    ctx: &Context,
    kernel: OpId,
    s: OpId,
    body_ok: &dyn Fn(Value) -> bool,
) -> Result<(), Diagnostic> {
    let mut err = None;
    for &r in ctx.op(s).regions().iter() {
        for &b in &ctx.region(r).blocks {
            for &o in ctx.block(b).ops.iter() {
                ctx.walk(o, &mut |n| {
                    if err.is_some() {
                        return;
                    }
                    if is_semiring(ctx, n) {
                        err = Some(ctx.op_error(
                            n,
                            "cannot sparsify: a semiring op inside a semiring op's region",
                        ));
                        return;
                    }
                    for &v in ctx.op(n).operands.iter() {
                        let inside_region = defined_inside(ctx, v, s);
                        if !inside_region && defined_inside(ctx, v, kernel) && !body_ok(v) {
                            err = Some(ctx.op_error(
                                n,
                                format!(
                                    "cannot sparsify: the region of '{}' uses a value of the kernel body that reads a sparse operand or the output",
                                    ctx.op_name_of(s)
                                ),
                            ));
                            return;
                        }
                    }
                });
            }
        }
    }
    err.map_or(Ok(()), Err)
}

/// Clones the entry block of `r` at `b` with its arguments bound to `args` (and the values
/// of `map` replaced, e.g. `linalg.index` results by loop indices); returns the yielded value.
pub fn inline(
    ctx: &mut Context,
    b: &mut OpBuilder,
    r: RegionId,
    args: &[Value],
    map: &mut HashMap<Value, Value>,
) -> Option<Value> {
    let block = ctx.entry_block(r)?;
    for (&a, &v) in ctx.block(block).args.to_vec().iter().zip(args) {
        map.insert(a, v);
    }
    let ops: Vec<OpId> = ctx.block(block).ops.to_vec();
    let (&term, body) = ops.split_last()?;
    for &o in body {
        b.clone_op(ctx, o, map);
    }
    let y = *ctx.op(term).operands.first()?;
    Some(*map.get(&y).unwrap_or(&y))
}

/// Whether `e` yields nothing wherever it is evaluated: a semiring op whose every reachable
/// part is an empty region (operands given as absent stay absent in inner loops; present
/// ones may turn absent), or an op over such a value.
pub fn is_nothing(ctx: &Context, e: &LExp) -> bool {
    let LExp::Op(op, kind, args) = e else {
        return false;
    };
    if args.iter().flatten().any(|a| is_nothing(ctx, a)) {
        return true;
    }
    let at = |i: usize| args.get(i).is_some_and(Option::is_some);
    match kind {
        MergeKind::Unary => {
            let absent = region(ctx, *op, 1).is_none();
            absent && (!at(0) || region(ctx, *op, 0).is_none())
        }
        MergeKind::Binary => {
            let (left, right) = binary_sides(ctx, *op);
            match (at(0), at(1)) {
                (true, true) => region(ctx, *op, 0).is_none() && !left && !right,
                (true, false) => !left,
                (false, true) => !right,
                (false, false) => true,
            }
        }
        _ => false,
    }
}

/// Whether `e` contains a semiring op.
pub fn has_semiring(e: &LExp) -> bool {
    match e {
        LExp::Op(_, kind, args) => {
            super::codegen::is_semiring_kind(*kind) || args.iter().flatten().any(has_semiring)
        }
        _ => false,
    }
}
