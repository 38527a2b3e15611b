//! The `cf` dialect: unstructured control flow (`cf.br`, `cf.cond_br`, `cf.switch`,
//! `cf.assert`), with MLIR 22's syntax and verifier messages.
//!
//! As in MLIR, successor operands are stored in the op's operand list; `cf.cond_br` and
//! `cf.switch` describe the split with `operandSegmentSizes` (and `case_operand_segments`).

mod switch;

pub use switch::SwitchOp;

use crate::ods::*;
use tile_ir::declare_op;
use tile_ir::dialect::{DialectInfo, DialectRegistry};
use tile_ir::ods::AttrConstraint;
use tile_ir::ods::constraints::{ANY_TYPE, DenseI32ArrayAttr, I1, StrAttr};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser, UnresolvedOperand};
use tile_ir::printer::OpPrinter;
use tile_ir::{BlockId, Context, Diagnostic, OpId, Type, Value};

/// Registers the cf dialect.
pub fn register(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo::new("cf", "Unstructured control flow"));
    r.add_ops(&[
        BranchOp::def,
        CondBranchOp::def,
        SwitchOp::def,
        AssertOp::def,
    ]);
}

declare_op! {
    /// `cf.br ^bb1(%a : i32)`
    pub struct BranchOp = "cf.br", "Unconditional branch";
    operands { destOperands: many ANY_TYPE }
    successors { dest: one (destOperands) }
    traits [TERMINATOR, PURE];
    format "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict";
    verify verify_br;
    canonicalize [simplify_br];
}

declare_op! {
    /// `cf.cond_br %c, ^bb1(%a : i32), ^bb2`
    pub struct CondBranchOp = "cf.cond_br", "Conditional branch";
    operands { condition: one I1, trueDestOperands: many ANY_TYPE, falseDestOperands: many ANY_TYPE }
    attrs { branch_weights: optional DenseI32ArrayAttr }
    successors { trueDest: one (trueDestOperands), falseDest: one (falseDestOperands) }
    traits [TERMINATOR, PURE];
    format "$condition (`weights` `(` $branch_weights^ `)`)? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict";
    verify verify_cond_br;
    canonicalize [simplify_cond_br];
}

declare_op! {
    /// `cf.assert %c, "message"`
    pub struct AssertOp = "cf.assert", "Assert a runtime condition with a message";
    operands { arg: one I1 }
    attrs { msg: required StrAttr }
    format "$arg `,` $msg attr-dict";
}

/// Parses `^bb` with optional `(%a, %b : t1, t2)` successor operands.
fn parse_dest<'a>(p: &mut Parser<'a>) -> PResult<(BlockId, Vec<UnresolvedOperand<'a>>, Vec<Type>)> {
    let b = p.parse_successor()?;
    let (mut ops, mut types) = (Vec::new(), Vec::new());
    if p.consume_if(TokenKind::LParen) {
        ops = p.parse_operand_list()?;
        p.parse_token(TokenKind::Colon, ":")?;
        types = p.parse_type_list()?;
        p.parse_token(TokenKind::RParen, ")")?;
    }
    Ok((b, ops, types))
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
    for (i, (&b, vs)) in ctx.op(op).successors().iter().zip(groups).enumerate() {
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

fn verify_br(ctx: &Context, op: OpId, br: BranchOp) -> Result<(), Diagnostic> {
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

/// Most blocks a region may have for [`merge_single_predecessor`] to count a block's
/// predecessors (a scan of the region's terminators), so canonicalize stays linear.
const MAX_MERGE_SCAN: usize = 256;

/// MLIR's `SimplifyBrToBlockWithSinglePred`: a `cf.br` to a block it alone branches to
/// becomes that block's ops, its arguments replaced by the branch's operands.
fn merge_single_predecessor(
    op: OpId,
    rewriter: &mut tile_ir::pass::rewrite::Rewriter<'_>,
) -> Option<()> {
    let ctx = rewriter.ctx();
    let (Some(&dest), Some(here)) = (ctx.op(op).successors().first(), ctx.op(op).parent) else {
        return None;
    };
    let region = ctx.block(dest).parent?;
    let blocks = &ctx.region(region).blocks;
    if dest == here || blocks.first() == Some(&dest) || !has_one_predecessor_edge(ctx, dest) {
        return None;
    }
    let args = ctx.block(dest).args.to_vec();
    let operands = ctx.op(op).operands.to_vec();
    if args.len() != operands.len() {
        return None;
    }
    let moved = ctx.block(dest).ops.to_vec();
    for (a, v) in args.into_iter().zip(operands) {
        rewriter.replace_all_uses_with(a, v);
    }
    for m in moved {
        rewriter.move_op_before(m, op);
    }
    rewriter.erase_op(op);
    let ctx = rewriter.ctx_mut();
    ctx.region_mut(region).blocks.retain(|&b| b != dest);
    ctx.block_mut(dest).parent = None;
    Some(())
}

/// Whether exactly one branch edge enters `block` (MLIR's `getSinglePredecessor`; a
/// `cf.cond_br` with both ways into it is two edges). Regions of more than
/// [`MAX_MERGE_SCAN`] blocks are not scanned (answer `false`), which keeps the patterns
/// that ask linear in the region.
fn has_one_predecessor_edge(ctx: &Context, block: BlockId) -> bool {
    let Some(region) = ctx.block(block).parent else {
        return false;
    };
    let blocks = &ctx.region(region).blocks;
    if blocks.len() > MAX_MERGE_SCAN {
        return false;
    }
    let edges: usize = blocks
        .iter()
        .filter_map(|&b| ctx.block(b).ops.last())
        .map(|&t| {
            ctx.op(t)
                .successors()
                .iter()
                .filter(|&&s| s == block)
                .count()
        })
        .sum();
    edges == 1
}

/// MLIR's `CondBranchTruthPropagation`: inside a way that only this branch enters, its
/// condition is known, so ops of that block reading it read a constant instead.
fn propagate_truth(
    rewriter: &mut tile_ir::pass::rewrite::Rewriter<'_>,
    op: OpId,
    cond: Value,
    ways: [(BlockId, bool); 2],
) -> Option<()> {
    let mut changed = false;
    for (dest, truth) in ways {
        if !has_one_predecessor_edge(rewriter.ctx(), dest) {
            continue;
        }
        let readers: Vec<OpId> = rewriter
            .users(cond)
            .into_iter()
            .filter(|&u| rewriter.ctx().op(u).parent == Some(dest))
            .collect();
        let known = (cond, truth);
        changed |= crate::arith::canonicalize::replace_uses_by_truth(rewriter, op, known, &readers);
    }
    changed.then_some(())
}

/// MLIR's `collapseBranch`: when `succ` holds nothing but a `cf.br` elsewhere and its
/// arguments feed only that branch, a jump to `succ` with `operands` can jump straight to
/// the branch's destination; its operands, with `succ`'s arguments replaced.
pub(crate) fn collapse_branch(
    rewriter: &mut tile_ir::pass::rewrite::Rewriter<'_>,
    succ: BlockId,
    operands: &[Value],
) -> Option<(BlockId, Vec<Value>)> {
    let ctx = rewriter.ctx();
    let &[only] = ctx.block(succ).ops.as_slice() else {
        return None;
    };
    let br = BranchOp::cast(ctx, only)?;
    let dest = *ctx.op(only).successors().first()?;
    let args = ctx.block(succ).args.to_vec();
    let forwarded = br.destOperands(ctx).to_vec();
    if dest == succ || args.len() != operands.len() {
        return None;
    }
    for &a in &args {
        if rewriter.users(a).iter().any(|&u| u != only) {
            return None;
        }
    }
    let remapped = forwarded
        .iter()
        .map(|v| match args.iter().position(|a| a == v) {
            Some(i) => operands.get(i).copied().unwrap_or(*v),
            None => *v,
        })
        .collect();
    Some((dest, remapped))
}

/// `cf.br` canonicalizations: [`merge_single_predecessor`], then MLIR's
/// `SimplifyPassThroughBr` (a jump to a block that only jumps on goes straight there).
fn simplify_br(op: OpId, rewriter: &mut tile_ir::pass::rewrite::Rewriter<'_>) -> Option<()> {
    if merge_single_predecessor(op, rewriter).is_some() {
        return Some(());
    }
    let ctx = rewriter.ctx();
    let &dest = ctx.op(op).successors().first()?;
    let operands = ctx.op(op).operands.to_vec();
    let (to, with) = collapse_branch(rewriter, dest, &operands)?;
    let loc = rewriter.ctx().op(op).loc;
    let mut detached = tile_ir::builder::OpBuilder::detached();
    let c = rewriter.ctx_mut();
    let new = BranchOp::build(&mut detached, c, loc, &with, to).op();
    c.copy_discardable_attrs(op, new);
    rewriter.replace_op_with_built(op, new);
    Some(())
}

/// `cf.cond_br` canonicalizations, MLIR's: a constant condition (`SimplifyConstCondBranchPred`)
/// or a way into a block holding only `ub.unreachable` leaves one way, a `cf.br`; jumps to
/// blocks that only jump on go straight there (`SimplifyPassThroughCondBranch`); and both ways
/// into one block become a `cf.br` whose differing operands are `arith.select`s
/// (`SimplifyCondBranchIdenticalSuccessors`).
fn simplify_cond_br(op: OpId, rewriter: &mut tile_ir::pass::rewrite::Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let br = CondBranchOp::cast(ctx, op)?;
    let (Some(&t), Some(&f)) = (
        ctx.op(op).successors().first(),
        ctx.op(op).successors().get(1),
    ) else {
        return None;
    };
    let cond = br.condition(ctx);
    let (t_ops, f_ops) = (
        br.trueDestOperands(ctx).to_vec(),
        br.falseDestOperands(ctx).to_vec(),
    );
    let unreachable = |b: BlockId| match ctx.block(b).ops.as_slice() {
        [only] => ctx.op_name_of(*only) == "ub.unreachable",
        _ => false,
    };
    let (t_dead, f_dead) = (unreachable(t), unreachable(f));
    let known = crate::arith::consts::splat_int(rewriter.ctx_mut(), cond).map(|c| !c.is_zero());
    let one_way = match (known, t_dead, f_dead) {
        (Some(true), _, _) | (None, false, true) => Some((t, t_ops.clone())),
        (Some(false), _, _) | (None, true, false) => Some((f, f_ops.clone())),
        _ => None,
    };
    if let Some((dest, operands)) = one_way {
        replace_with_br(rewriter, op, dest, &operands);
        return Some(());
    }
    let tc = collapse_branch(rewriter, t, &t_ops);
    let fc = collapse_branch(rewriter, f, &f_ops);
    if tc.is_some() || fc.is_some() {
        let (t, t_ops) = tc.unwrap_or((t, t_ops));
        let (f, f_ops) = fc.unwrap_or((f, f_ops));
        let loc = rewriter.ctx().op(op).loc;
        let weights = br.branch_weights(rewriter.ctx());
        let mut detached = tile_ir::builder::OpBuilder::detached();
        let c = rewriter.ctx_mut();
        let new =
            CondBranchOp::build(&mut detached, c, loc, cond, &t_ops, &f_ops, weights, t, f).op();
        c.copy_discardable_attrs(op, new);
        rewriter.replace_op_with_built(op, new);
        return Some(());
    }
    if t != f || t_ops.len() != f_ops.len() {
        return propagate_truth(rewriter, op, cond, [(t, true), (f, false)]);
    }
    let loc = rewriter.ctx().op(op).loc;
    rewriter.set_insertion_point(tile_ir::pass::rewrite::InsertPoint::Before(op));
    let merged = crate::arith::views::SelectOp::insert_pairwise(
        rewriter,
        loc,
        cond,
        t_ops.into_iter().zip(f_ops),
    );
    replace_with_br(rewriter, op, t, &merged);
    Some(())
}

/// Replaces the branch `op` by `cf.br ^dest(operands)`.
fn replace_with_br(
    rewriter: &mut tile_ir::pass::rewrite::Rewriter<'_>,
    op: OpId,
    dest: BlockId,
    operands: &[Value],
) {
    let loc = rewriter.ctx().op(op).loc;
    let mut detached = tile_ir::builder::OpBuilder::detached();
    let jump = BranchOp::build(&mut detached, rewriter.ctx_mut(), loc, operands, dest);
    rewriter.replace_op_with_built(op, jump.op());
}

fn verify_cond_br(ctx: &Context, op: OpId, br: CondBranchOp) -> Result<(), Diagnostic> {
    verify_weights(ctx, op, 2)?;
    let groups = [
        br.trueDestOperands(ctx).to_vec(),
        br.falseDestOperands(ctx).to_vec(),
    ];
    verify_successor_operands(ctx, op, &groups)
}

// ----- cf.assert -----
