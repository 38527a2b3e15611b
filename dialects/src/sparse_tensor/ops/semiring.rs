//! The semiring ops of sparse `linalg.generic` bodies: `sparse_tensor.binary`, `unary`,
//! `reduce` and `select`, whose regions say what to compute where operands are stored
//! (present/overlap) or implicit zeros (absent/left/right).

use tile_ir::declare_op;
use tile_ir::dialect::OpDef;
use tile_ir::ir::ValueDef;
use tile_ir::ods::TypeRelation;
use tile_ir::ods::constraints::{ANY_TYPE, I1, UnitAttr};
use tile_ir::{Context, Diagnostic, OpId, RegionId, Type};

use super::iteration::yielded;
use super::{fail, types_of};

/// Element-wise `min(a, b)` where both vectors store a value, `a` where only `a` does and
/// `-b` where only `b` does; unstored in both stays unstored.
const BINARY_EXAMPLE: &str = include_str!("examples/binary.mlir");

/// The complement of a sparse vector's pattern: 1 where nothing is stored.
const UNARY_EXAMPLE: &str = include_str!("examples/unary.mlir");

/// The semiring ops.
pub const OPS: &[fn() -> OpDef] = &[BinaryOp::def, UnaryOp::def, ReduceOp::def, SelectOp::def];

declare_op! {
    /// `%r = sparse_tensor.binary %a, %b : f64, f64 to f64 overlap = {...} left = identity right = {}`
    pub struct BinaryOp = "sparse_tensor.binary", "Binary set operation utilized within linalg.generic";
    operands { x: one ANY_TYPE, y: one ANY_TYPE }
    results { output: one ANY_TYPE }
    attrs { left_identity: optional UnitAttr, right_identity: optional UnitAttr }
    regions { overlapRegion: any, leftRegion: any, rightRegion: any }
    traits [PURE];
    format "$x `,` $y `:` attr-dict type($x) `,` type($y) `to` type($output) `\\n` `overlap` `=` $overlapRegion `\\n` `left` `=` (`identity` $left_identity^):($leftRegion)? `\\n` `right` `=` (`identity` $right_identity^):($rightRegion)?";
    example BINARY_EXAMPLE;
    verify verify_binary;
}

declare_op! {
    /// `%r = sparse_tensor.unary %a : f64 to f64 present = {...} absent = {...}`
    pub struct UnaryOp = "sparse_tensor.unary", "Unary set operation utilized within linalg.generic";
    operands { x: one ANY_TYPE }
    results { output: one ANY_TYPE }
    regions { presentRegion: any, absentRegion: any }
    traits [PURE];
    format "$x attr-dict `:` type($x) `to` type($output) `\\n` `present` `=` $presentRegion `\\n` `absent` `=` $absentRegion";
    example UNARY_EXAMPLE;
    verify verify_unary;
}

declare_op! {
    /// `%r = sparse_tensor.reduce %a, %b, %identity : f64 { ^bb0(%x: f64, %y: f64): ... }`
    pub struct ReduceOp = "sparse_tensor.reduce", "Custom reduction operation utilized within linalg.generic";
    operands { x: one ANY_TYPE, y: one ANY_TYPE, identity: one ANY_TYPE }
    results { output: one ANY_TYPE }
    regions { region: sized }
    traits [PURE];
    relations [TypeRelation::SameOperandsAndResult];
    format "$x `,` $y `,` $identity attr-dict `:` type($output) $region";
    verify verify_reduce;
}

declare_op! {
    /// `%r = sparse_tensor.select %a : f64 { ^bb0(%x: f64): ... sparse_tensor.yield %keep : i1 }`
    pub struct SelectOp = "sparse_tensor.select", "Select operation utilized within linalg.generic";
    operands { x: one ANY_TYPE }
    results { output: one ANY_TYPE }
    regions { region: sized }
    traits [PURE];
    relations [TypeRelation::SameOperandsAndResult];
    format "$x attr-dict `:` type($x) $region";
    verify verify_select;
}

/// Region `i` of `op` if it has a block.
fn non_empty_region(ctx: &Context, op: OpId, i: usize) -> Option<RegionId> {
    let r = *ctx.op(op).regions().get(i)?;
    ctx.entry_block(r).map(|_| r)
}

/// MLIR's `verifyNumBlockArgs`: argument count and types, and a single yielded `output`.
fn check_region(
    ctx: &Context,
    op: OpId,
    r: RegionId,
    name: &str,
    inputs: &[Type],
    output: Option<Type>,
) -> Result<(), Diagnostic> {
    let Some(b) = ctx.entry_block(r) else {
        return Ok(());
    };
    let args = types_of(ctx, &ctx.block(b).args);
    if args.len() != inputs.len() {
        let n = inputs.len();
        return fail(
            ctx,
            op,
            format!("{name} region must have exactly {n} arguments"),
        );
    }
    if let Some(i) = (0..args.len()).find(|&i| args.get(i) != inputs.get(i)) {
        return fail(
            ctx,
            op,
            format!("{name} region argument {} type mismatch", i + 1),
        );
    }
    let last = ctx.block(b).ops.last();
    if last.is_none_or(|&t| ctx.op_name_of(t) != "sparse_tensor.yield") {
        return fail(
            ctx,
            op,
            format!("{name} region must end with sparse_tensor.yield"),
        );
    }
    // `None` stands for `i1` (select's verdict), which need not be interned yet.
    let matches = |t: Type| output.map_or_else(|| (I1.check)(ctx, t), |o| t == o);
    match yielded(ctx, r)[..] {
        [v] if matches(ctx.value_type(v)) => Ok(()),
        _ => fail(ctx, op, format!("{name} region yield type mismatch")),
    }
}

fn verify_binary(ctx: &Context, op: OpId, v: BinaryOp) -> Result<(), Diagnostic> {
    let lt = ctx.value_type(v.x(ctx));
    let rt = ctx.value_type(v.y(ctx));
    let out = ctx.value_type(v.output(ctx));
    if let Some(r) = non_empty_region(ctx, op, 0) {
        check_region(ctx, op, r, "overlap", &[lt, rt], Some(out))?;
    }
    let sides = [
        (1, "left", lt, v.left_identity(ctx).is_some(), "first"),
        (2, "right", rt, v.right_identity(ctx).is_some(), "second"),
    ];
    for (i, side, t, identity, nth) in sides {
        if let Some(r) = non_empty_region(ctx, op, i) {
            check_region(ctx, op, r, side, &[t], Some(out))?;
        } else if identity && t != out {
            return fail(
                ctx,
                op,
                format!(
                    "{side}=identity requires {nth} argument to have the same type as the output"
                ),
            );
        }
    }
    Ok(())
}

fn verify_unary(ctx: &Context, op: OpId, v: UnaryOp) -> Result<(), Diagnostic> {
    let input = ctx.value_type(v.x(ctx));
    let out = ctx.value_type(v.output(ctx));
    if let Some(r) = non_empty_region(ctx, op, 0) {
        check_region(ctx, op, r, "present", &[input], Some(out))?;
    }
    let Some(r) = non_empty_region(ctx, op, 1) else {
        return Ok(());
    };
    check_region(ctx, op, r, "absent", &[], Some(out))?;
    // The absent value is computed once for all points: only invariants may be yielded.
    let (&[val], Some(absent_block)) = (&yielded(ctx, r)[..], ctx.entry_block(r)) else {
        return Ok(());
    };
    let parent = ctx.op(op).parent;
    match ctx.defining_op(val) {
        None => {
            if let ValueDef::BlockArg { block, .. } = ctx.value(val).def
                && Some(block) == parent
            {
                return fail(ctx, op, "absent region cannot yield linalg argument");
            }
        }
        Some(def) => {
            let in_block = ctx.op(def).parent;
            if ctx.op_name_of(def) != "arith.constant"
                && (in_block == Some(absent_block) || in_block == parent)
            {
                return fail(ctx, op, "absent region cannot yield locally computed value");
            }
        }
    }
    Ok(())
}

fn verify_reduce(ctx: &Context, op: OpId, v: ReduceOp) -> Result<(), Diagnostic> {
    let t = ctx.value_type(v.x(ctx));
    match non_empty_region(ctx, op, 0) {
        Some(r) => check_region(ctx, op, r, "reduce", &[t, t], Some(t)),
        None => Ok(()),
    }
}

fn verify_select(ctx: &Context, op: OpId, v: SelectOp) -> Result<(), Diagnostic> {
    let t = ctx.value_type(v.x(ctx));
    let Some(r) = non_empty_region(ctx, op, 0) else {
        return Ok(());
    };
    check_region(ctx, op, r, "select", &[t], None)
}
