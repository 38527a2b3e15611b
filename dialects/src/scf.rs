//! The `scf` dialect: structured control flow (`scf.for`, `scf.while`, `scf.if`,
//! `scf.parallel`, `scf.execute_region`, `scf.index_switch` and their terminators).
//!
//! Syntax, printing and verifier messages follow MLIR 22 (`mlir-opt-22`). Regions are not
//! isolated from above; induction variables and iteration arguments are entry block arguments.

mod for_canonicalize;
pub mod forall;
mod if_canonicalize;
mod parallel_canonicalize;
mod while_canonicalize;

use crate::ods::*;
use tile_ir::declare_op;
use tile_ir::dialect::{DialectInfo, DialectRegistry};
use tile_ir::ods::constraints::{
    ANY_TYPE, DenseI64ArrayAttr, I1, INDEX, SIGNLESS_INT_OR_INDEX, UnitAttr,
};
pub(crate) use tile_ir::ods::custom_error;
use tile_ir::ods::{
    AttrConstraint, CustomArg, CustomDirective, CustomView, FormatState, TypeRelation,
};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser, UnresolvedOperand};
use tile_ir::printer::OpPrinter;
use tile_ir::{Attr, Context, Diagnostic, Loc, OpId, OperationState, Type, Value};

declare_op! {
    /// `scf.condition(%c) %a : i32`
    pub struct ConditionOp = "scf.condition", "Loop continuation condition of scf.while";
    operands { condition: one I1, args: many ANY_TYPE }
    traits [TERMINATOR, RETURN_LIKE, PURE];
    parents ["scf.while"];
    format "`(` $condition `)` attr-dict ($args^ `:` type($args))?";
}

declare_op! {
    /// `scf.yield %a : i32`
    pub struct YieldOp = "scf.yield", "Loop yield and termination operation";
    operands { results: many ANY_TYPE }
    traits [TERMINATOR, RETURN_LIKE, PURE];
    parents ["scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"];
    format "attr-dict ($results^ `:` type($results))?";
}

declare_op! {
    /// `scf.reduce.return %r : f32`
    pub struct ReduceReturnOp = "scf.reduce.return", "Terminator for a reduction region";
    operands { result: one ANY_TYPE }
    traits [TERMINATOR, RETURN_LIKE, PURE];
    parents ["scf.reduce"];
    format "$result attr-dict `:` type($result)";
    verify verify_reduce_return;
}

declare_op! {
    /// `scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) { ... }`
    pub struct ForOp = "scf.for", "For operation";
    operands {
        lowerBound: one SIGNLESS_INT_OR_INDEX,
        upperBound: one SIGNLESS_INT_OR_INDEX,
        step: one SIGNLESS_INT_OR_INDEX,
        initArgs: many ANY_TYPE
    }
    results { results: many ANY_TYPE }
    attrs { unsignedCmp: optional UnitAttr }
    regions { region: sized implicit "scf.yield" }
    traits [RECURSIVE_EFFECTS, SINGLE_BLOCK];
    relations [TypeRelation::AllMatch(&["lowerBound", "upperBound", "step"])];
    syntax parse_for, print_for;
    verify verify_for;
    fold fold_for;
    canonicalize [for_canonicalize::simplify_for];
}

declare_op! {
    /// `scf.if %c -> (f32) { ... } else { ... }`
    pub struct IfOp = "scf.if", "if-then-else operation";
    operands { condition: one I1 }
    results { results: many ANY_TYPE }
    regions { thenRegion: sized implicit "scf.yield", elseRegion: any implicit "scf.yield" }
    traits [RECURSIVE_EFFECTS, SINGLE_BLOCK, NO_REGION_ARGUMENTS];
    format "$condition (`->` custom<ParenResultTypes>(type($results))^)? $thenRegion (`else` $elseRegion^)? attr-dict";
    custom [PAREN_RESULT_TYPES];
    verify verify_if;
    fold if_canonicalize::fold_if;
    canonicalize [if_canonicalize::simplify_if];
}

declare_op! {
    /// `scf.while (%a = %x) : (i32) -> i32 { ... scf.condition(%c) %a : i32 } do { ... }`
    pub struct WhileOp = "scf.while", "a generic 'while' loop";
    operands { inits: many ANY_TYPE }
    results { results: many ANY_TYPE }
    regions { before: sized, after: sized }
    traits [RECURSIVE_EFFECTS, SINGLE_BLOCK];
    syntax parse_while, print_while;
    verify verify_while;
    fold fold_while;
    canonicalize [while_canonicalize::simplify_while];
}

declare_op! {
    /// `scf.execute_region -> i32 { ... }`
    pub struct ExecuteRegionOp = "scf.execute_region", "operation that executes its region exactly once";
    results { results: many ANY_TYPE }
    attrs { no_inline: optional UnitAttr }
    regions { region: any }
    traits [RECURSIVE_EFFECTS];
    format "(`->` custom<ResultTypes>(type($results))^)? (`no_inline` $no_inline^)? $region attr-dict";
    custom [RESULT_TYPES];
    verify verify_execute_region;
    canonicalize [inline_execute_region];
}

declare_op! {
    /// `scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 { ... }`
    pub struct ParallelOp = "scf.parallel", "parallel for operation";
    operands {
        lowerBound: many INDEX,
        upperBound: many INDEX,
        step: many INDEX,
        initVals: many ANY_TYPE
    }
    results { results: many ANY_TYPE }
    regions { region: sized implicit "scf.reduce" }
    traits [RECURSIVE_EFFECTS, SINGLE_BLOCK];
    syntax parse_parallel, print_parallel;
    verify verify_parallel;
    canonicalize [parallel_canonicalize::simplify_parallel];
}

declare_op! {
    /// `scf.reduce(%x : f32) { ^bb0(%a: f32, %b: f32): ... scf.reduce.return %s : f32 }`
    pub struct ReduceOp = "scf.reduce", "Reduce operation for scf.parallel";
    operands { operands: many ANY_TYPE }
    regions { reductions: many_sized }
    traits [TERMINATOR, RETURN_LIKE, RECURSIVE_EFFECTS];
    parents ["scf.parallel"];
    format "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict";
    // MLIR's `hasRegionVerifier`: after the ops inside (`scf.parallel`'s own checks first).
    verify_regions verify_reduce;
}

declare_op! {
    /// `scf.index_switch %i -> i32 case 2 { ... } default { ... }`
    pub struct IndexSwitchOp = "scf.index_switch", "Switch-case over an index";
    operands { arg: one INDEX }
    results { results: many ANY_TYPE }
    attrs { cases: required DenseI64ArrayAttr }
    regions { defaultRegion: sized implicit "scf.yield", caseRegions: many_sized }
    traits [RECURSIVE_EFFECTS, SINGLE_BLOCK];
    format "$arg attr-dict (`->` type($results)^)? custom<SwitchCases>($cases, $caseRegions) `\\n` `` `default` $defaultRegion";
    custom [CustomDirective { name: "SwitchCases", parse: parse_switch_cases, print: print_switch_cases }];
    verify verify_index_switch;
    canonicalize [fold_constant_case, switch_yielding_one_value];
}

pub use forall::{ForallOp, InParallelOp};

/// Registers the scf dialect.
pub fn register(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo::new("scf", "Structured control flow"));
    r.add_ops(&[
        ForOp::def,
        WhileOp::def,
        ParallelOp::def,
        IfOp::def,
        ConditionOp::def,
        YieldOp::def,
        ExecuteRegionOp::def,
        ReduceReturnOp::def,
        IndexSwitchOp::def,
        ReduceOp::def,
    ]);
    r.add_ops(forall::OPS);
}

/// MLIR's `FoldConstantCase`: an `scf.index_switch` on a constant is the case it selects
/// (the default when no case matches), inlined.
fn fold_constant_case(op: OpId, rewriter: &mut tile_ir::pass::rewrite::Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let sw = IndexSwitchOp::cast(ctx, op)?;
    let value = crate::arith::consts::constant_int_scalar(ctx, sw.arg(ctx))?;
    let case = sw.cases(ctx).iter().position(|&c| i128::from(c) == value);
    let region = case
        .and_then(|i| sw.caseRegions(ctx).get(i).copied())
        .unwrap_or_else(|| sw.defaultRegion(ctx));
    let block = ctx.entry_block(region)?;
    rewriter.replace_op_with_block(op, block).then_some(())
}

/// An `scf.index_switch` whose every region only yields the same values is those values
/// (what MLIR's region-branch canonicalization makes of it).
fn switch_yielding_one_value(
    op: OpId,
    rewriter: &mut tile_ir::pass::rewrite::Rewriter<'_>,
) -> Option<()> {
    let ctx = rewriter.ctx();
    let sw = IndexSwitchOp::cast(ctx, op)?;
    let regions = std::iter::once(sw.defaultRegion(ctx)).chain(sw.caseRegions(ctx).iter().copied());
    let yields: Option<Vec<Vec<Value>>> = regions
        .map(|r| match ctx.region(r).blocks.as_slice() {
            [b] => match ctx.block(*b).ops.as_slice() {
                [y] => Some(ctx.op(*y).operands.to_vec()),
                _ => None,
            },
            _ => None,
        })
        .collect();
    let yields = yields?;
    let (first, rest) = yields.split_first()?;
    if rest.iter().any(|y| y != first) || first.len() != ctx.op(op).results.len() {
        return None;
    }
    let values = first.clone();
    rewriter.replace_op(op, &values);
    Some(())
}

/// MLIR's `SingleBlockExecuteInliner`: an `scf.execute_region` of one block (not marked
/// `no_inline`) is that block's ops, its results the values it yields.
fn inline_execute_region(
    op: OpId,
    rewriter: &mut tile_ir::pass::rewrite::Rewriter<'_>,
) -> Option<()> {
    let ctx = rewriter.ctx();
    let e = ExecuteRegionOp::cast(ctx, op)?;
    let blocks = &ctx.region(e.region(ctx)).blocks;
    match blocks.as_slice() {
        [block] if e.no_inline(ctx).is_none() => {
            rewriter.replace_op_with_block(op, *block).then_some(())
        }
        _ => None,
    }
}

/// Consumes keyword `kw` or fails with MLIR's `custom op 'x' expected 'kw'`.
pub(crate) fn expect_keyword(p: &mut Parser<'_>, name: &str, kw: &str) -> PResult<()> {
    if p.consume_keyword(kw) {
        Ok(())
    } else {
        Err(custom_error(p.loc(), name, format!("expected '{kw}'")))
    }
}

/// Resolves a declarative-format operand list against its type list (MLIR's message when the
/// counts differ).
pub(crate) fn resolve_list<'a>(
    p: &mut Parser<'a>,
    name: &str,
    ops: &[UnresolvedOperand<'a>],
    types: &[Type],
    loc: Loc,
) -> PResult<Vec<Value>> {
    if ops.len() != types.len() {
        return Err(custom_error(
            loc,
            name,
            format!(
                "number of operands and types do not match: got {} operands and {} types",
                ops.len(),
                types.len()
            ),
        ));
    }
    ops.iter()
        .zip(types)
        .map(|(&u, &t)| p.resolve_operand(u, t))
        .collect()
}

fn unit(p: &mut Parser<'_>) -> Attr {
    p.ctx.unit_attr()
}

// ----- scf.for -----

fn parse_for(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    if p.consume_keyword("unsigned") {
        let u = unit(p);
        st.set_property("unsignedCmp", u);
    }
    let iv = p.parse_operand()?;
    p.parse_token(TokenKind::Equal, "=")?;
    let lb = p.parse_operand()?;
    expect_keyword(p, &name, "to")?;
    let ub = p.parse_operand()?;
    expect_keyword(p, &name, "step")?;
    let step = p.parse_operand()?;
    let mut args = Vec::new();
    let mut inits = Vec::new();
    let mut types = Vec::new();
    let has_iter_args = p.consume_keyword("iter_args");
    if has_iter_args {
        (args, inits) = parse_assignment_list(p)?;
        p.parse_token(TokenKind::Arrow, "->")?;
        types = p.parse_function_result_types()?;
    }
    if args.len() != types.len() {
        return Err(custom_error(
            st.loc,
            &name,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    let ty = if p.consume_if(TokenKind::Colon) {
        p.parse_type()?
    } else {
        p.ctx.index_type()
    };
    let mut entry = vec![(iv, ty, None)];
    entry.extend(args.iter().zip(&types).map(|(&a, &t)| (a, t, None)));
    let body = p.parse_region(&entry)?;
    ensure_terminator(p.ctx, body, "scf.yield", st.loc);
    st.regions.push(body);
    for u in [lb, ub, step] {
        let v = p.resolve_operand(u, ty)?;
        st.operands.push(v);
    }
    for (&u, &t) in inits.iter().zip(&types) {
        let v = p.resolve_operand(u, t)?;
        st.operands.push(v);
    }
    st.result_types = types;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    move_inherent(st, &["unsignedCmp"]);
    Ok(())
}

fn print_for(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let o = ctx.op(op);
    if ctx.op_attr(op, "unsignedCmp").is_some() {
        p.write(" unsigned");
    }
    let args = region_args(ctx, op, 0);
    p.write(" ");
    if let Some(&iv) = args.first() {
        p.operand(iv);
    }
    p.write(" = ");
    let operand = |i: usize| o.operands.get(i).copied();
    if let Some(v) = operand(0) {
        p.operand(v);
    }
    p.write(" to ");
    if let Some(v) = operand(1) {
        p.operand(v);
    }
    p.write(" step ");
    if let Some(v) = operand(2) {
        p.operand(v);
    }
    let inits = o.operands.get(3..).unwrap_or(&[]).to_vec();
    crate::ods::print_iter_args(p, args.get(1..).unwrap_or(&[]), &inits);
    p.write(" ");
    if let Some(&iv) = args.first() {
        let t = ctx.value_type(iv);
        if !is_index(ctx, t) {
            p.write(" : ");
            p.ty(t);
            p.write(" ");
        }
    }
    if let Some(&r) = o.regions().first() {
        p.region(r, false, !inits.is_empty());
    }
    p.op_attr_dict(op, &["unsignedCmp"]);
}

/// The number of iterations of an `scf.for` whose bounds and step are constants.
fn static_trip_count(ctx: &Context, op: OpId) -> Option<i128> {
    if ctx.op_attr(op, "unsignedCmp").is_some() {
        return None;
    }
    let o = ctx.op(op);
    let lb = constant_int(ctx, *o.operands.first()?)?;
    let ub = constant_int(ctx, *o.operands.get(1)?)?;
    let step = constant_int(ctx, *o.operands.get(2)?)?;
    if step <= 0 {
        return None;
    }
    if ub <= lb {
        return Some(0);
    }
    ub.checked_sub(lb)?.checked_add(step - 1)?.checked_div(step)
}

/// An effect-free `scf.for` whose body yields every iteration argument unchanged computes
/// its initial values, whatever the trip count (a fold replaces the loop, so one whose body
/// has effects is left to a pattern).
fn fold_for(ctx: &mut Context, op: OpId) -> Option<Vec<tile_ir::dialect::FoldResult>> {
    let f = ForOp::cast(ctx, op)?;
    let inits = f.initArgs(ctx).to_vec();
    if inits.is_empty() || !tile_ir::pass::effects::is_memory_effect_free(ctx, op) {
        return None;
    }
    let body = ctx.entry_block(f.region(ctx))?;
    let yield_op = *ctx.block(body).ops.last()?;
    let yielded = &ctx.op(yield_op).operands;
    let args = ctx.block(body).args.get(1..)?;
    (yielded.as_slice() == args).then(|| {
        inits
            .into_iter()
            .map(tile_ir::dialect::FoldResult::Value)
            .collect()
    })
}

/// An effect-free `scf.while` whose condition forwards its arguments unchanged and whose
/// body yields its arguments unchanged computes its initial values (what mlir-opt's
/// canonicalizer makes of it).
fn fold_while(ctx: &mut Context, op: OpId) -> Option<Vec<tile_ir::dialect::FoldResult>> {
    let w = WhileOp::cast(ctx, op)?;
    let inits = w.inits(ctx).to_vec();
    if inits.is_empty()
        || inits.len() != ctx.op(op).results.len()
        || !tile_ir::pass::effects::is_memory_effect_free(ctx, op)
    {
        return None;
    }
    let before = ctx.entry_block(w.before(ctx))?;
    let after = ctx.entry_block(w.after(ctx))?;
    let condition = *ctx.block(before).ops.last()?;
    let forwarded = ctx.op(condition).operands.get(1..)?;
    let yielded = &ctx.op(*ctx.block(after).ops.last()?).operands;
    let passes_through =
        forwarded == ctx.block(before).args.as_slice() && yielded == &ctx.block(after).args;
    passes_through.then(|| {
        inits
            .into_iter()
            .map(tile_ir::dialect::FoldResult::Value)
            .collect()
    })
}

fn verify_for(ctx: &Context, op: OpId, f: ForOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let o = ctx.op(op);
    let bound_ty = ctx.value_type(f.lowerBound(ctx));
    let inits: Vec<Value> = f.initArgs(ctx).to_vec();
    if inits.len() != o.results.len() {
        return err("mismatch in number of loop-carried values and defined values".into());
    }
    // Region invariants.
    check_implicit_terminator(ctx, op, "scf.yield")?;
    let args = region_args(ctx, op, 0);
    let iter_args: Vec<Value> = args.get(1..).unwrap_or(&[]).to_vec();
    let yield_op = region_terminator(ctx, op, 0).filter(|&t| ctx.op_name_of(t) == "scf.yield");
    let yielded: Vec<Value> = yield_op
        .map(|t| ctx.op(t).operands.to_vec())
        .unwrap_or_default();
    verify_loop_like(ctx, op, &inits, &iter_args, &yielded, Some(&o.results))?;
    verify_region_branch(ctx, op)?;
    let Some(&iv) = args.first() else {
        return err("expected induction variable to be same type as bounds and step".into());
    };
    if ctx.value_type(iv) != bound_ty {
        return err("expected induction variable to be same type as bounds and step".into());
    }
    if iter_args.len() != o.results.len() {
        return err("mismatch in number of basic block args and defined values".into());
    }
    for (i, ((&init, &arg), &res)) in inits.iter().zip(&iter_args).zip(&o.results).enumerate() {
        if ctx.value_type(init) != ctx.value_type(res) {
            return err(format!(
                "types mismatch between {i}th iter operand and defined value"
            ));
        }
        if ctx.value_type(arg) != ctx.value_type(res) {
            return err(format!(
                "types mismatch between {i}th iter region arg and defined value"
            ));
        }
    }
    Ok(())
}

/// MLIR's `LoopLikeOpInterface` verifier.
fn verify_loop_like(
    ctx: &Context,
    op: OpId,
    inits: &[Value],
    iter_args: &[Value],
    yielded: &[Value],
    results: Option<&[Value]>,
) -> Result<(), Diagnostic> {
    if inits.len() != iter_args.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "different number of inits and region iter_args: {} != {}",
                inits.len(),
                iter_args.len()
            ),
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "different number of region iter_args and yielded values: {} != {}",
                iter_args.len(),
                yielded.len()
            ),
        ));
    }
    if let Some(results) = results
        && results.len() != iter_args.len()
    {
        return Err(ctx.op_error(
            op,
            format!(
                "different number of loop results and region iter_args: {} != {}",
                results.len(),
                iter_args.len()
            ),
        ));
    }
    for (i, (&init, &arg)) in inits.iter().zip(iter_args).enumerate() {
        let (ti, ta) = (ctx.value_type(init), ctx.value_type(arg));
        if ti != ta {
            return Err(ctx.op_error(
                op,
                format!(
                    "{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                    ty_str(ctx, ti),
                    ty_str(ctx, ta)
                ),
            ));
        }
        if let Some(&y) = yielded.get(i) {
            let ty = ctx.value_type(y);
            if ta != ty {
                return Err(ctx.op_error(op, format!("{i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'", ty_str(ctx, ta), ty_str(ctx, ty))));
            }
        }
    }
    if let Some(results) = results {
        for (&arg, &res) in iter_args.iter().zip(results) {
            let (ta, tr) = (ctx.value_type(arg), ctx.value_type(res));
            if ta != tr {
                // MLIR reports index 0 for every pair here.
                return Err(ctx.op_error(op, format!("0-th region iter_arg and 0-th loop result have different type: '{}' != '{}'", ty_str(ctx, ta), ty_str(ctx, tr))));
            }
        }
    }
    Ok(())
}

// ----- region branch verification (MLIR's RegionBranchOpInterface) -----

#[derive(Copy, Clone, PartialEq, Eq)]
enum Succ {
    Parent,
    Region(usize),
}

/// Successors of `op` entered from the parent (`None`) or from a terminator in region `from`.
fn successors(ctx: &Context, op: OpId, from: Option<usize>) -> Vec<Succ> {
    let nregions = ctx.op(op).regions().len();
    match ctx.op_name_of(op) {
        "scf.for" => {
            if let Some(trip) = static_trip_count(ctx, op) {
                match from {
                    None if trip == 0 => return vec![Succ::Parent],
                    None => return vec![Succ::Region(0)],
                    Some(_) if trip == 1 => return vec![Succ::Parent],
                    Some(_) => {}
                }
            }
            vec![Succ::Region(0), Succ::Parent]
        }
        "scf.if" => match from {
            None => {
                let else_empty = ctx
                    .op(op)
                    .regions()
                    .get(1)
                    .is_none_or(|&r| ctx.region(r).blocks.is_empty());
                vec![
                    Succ::Region(0),
                    if else_empty {
                        Succ::Parent
                    } else {
                        Succ::Region(1)
                    },
                ]
            }
            Some(_) => vec![Succ::Parent],
        },
        "scf.while" => match from {
            None => vec![Succ::Region(0)],
            Some(1) => vec![Succ::Region(0)],
            Some(_) => vec![Succ::Parent, Succ::Region(1)],
        },
        "scf.execute_region" => match from {
            None => vec![Succ::Region(0)],
            Some(_) => vec![Succ::Parent],
        },
        "scf.index_switch" => match from {
            None => (0..nregions).map(Succ::Region).collect(),
            Some(_) => vec![Succ::Parent],
        },
        _ => Vec::new(),
    }
}

/// The values a successor receives.
fn successor_inputs(ctx: &Context, op: OpId, s: Succ) -> Vec<Value> {
    match s {
        Succ::Parent => ctx.op(op).results.to_vec(),
        Succ::Region(i) => match ctx.op_name_of(op) {
            "scf.for" => region_args(ctx, op, i).get(1..).unwrap_or(&[]).to_vec(),
            "scf.while" => region_args(ctx, op, i),
            _ => Vec::new(),
        },
    }
}

/// The operands `op` forwards to its entry successors.
fn entry_operands(ctx: &Context, op: OpId) -> Vec<Value> {
    match ctx.op_name_of(op) {
        "scf.for" => ctx.op(op).operands.get(3..).unwrap_or(&[]).to_vec(),
        "scf.while" => ctx.op(op).operands.to_vec(),
        _ => Vec::new(),
    }
}

fn verify_region_branch(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let entry = entry_operands(ctx, op);
    check_edges(ctx, op, None, &entry)?;
    for (ri, &r) in ctx.op(op).regions().iter().enumerate() {
        for &b in &ctx.region(r).blocks {
            let Some(&t) = ctx.block(b).ops.last() else {
                continue;
            };
            let forwarded = match ctx.op_name_of(t) {
                "scf.yield" => ctx.op(t).operands.to_vec(),
                "scf.condition" => ctx.op(t).operands.get(1..).unwrap_or(&[]).to_vec(),
                _ => continue,
            };
            check_edges(ctx, op, Some((ri, t)), &forwarded)?;
        }
    }
    Ok(())
}

fn check_edges(
    ctx: &Context,
    op: OpId,
    from: Option<(usize, OpId)>,
    source: &[Value],
) -> Result<(), Diagnostic> {
    let (src, point_loc) = match from {
        Some((_, t)) => (format!("Operation {}", ctx.op_name_of(t)), op_loc(ctx, t)),
        None => ("parent".to_string(), op_loc(ctx, op)),
    };
    for s in successors(ctx, op, from.map(|(r, _)| r)) {
        let inputs = successor_inputs(ctx, op, s);
        let dst = match s {
            Succ::Parent => "parent".to_string(),
            Succ::Region(i) => format!("Region #{i}"),
        };
        check_region_edge(ctx, op, (&src, point_loc), &dst, source, &inputs)?;
    }
    Ok(())
}

// ----- scf.if -----

fn verify_if(ctx: &Context, op: OpId, _: IfOp) -> Result<(), Diagnostic> {
    check_sized_region(ctx, op, (1, "elseRegion"), true)?;
    let o = ctx.op(op);
    if !o.results.is_empty()
        && o.regions()
            .get(1)
            .is_none_or(|&r| ctx.region(r).blocks.is_empty())
    {
        return Err(ctx.op_error(op, "must have an else block if defining values"));
    }
    check_implicit_terminator(ctx, op, "scf.yield")?;
    verify_region_branch(ctx, op)
}

// ----- scf.while / scf.condition -----

fn parse_while(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let (args, operands) = if p.kind() == TokenKind::LParen {
        parse_assignment_list(p)?
    } else {
        (Vec::new(), Vec::new())
    };
    p.parse_token(TokenKind::Colon, ":")?;
    let tloc = p.loc();
    let fty = p.parse_type()?;
    let Some((inputs, results)) = function_parts(p.ctx, fty) else {
        let s = ty_str(p.ctx, fty);
        return Err(custom_error(
            tloc,
            &name,
            format!("invalid kind of type specified: expected builtin.function, but found '{s}'"),
        ));
    };
    st.result_types = results;
    if inputs.len() != operands.len() {
        return Err(custom_error(
            tloc,
            &name,
            format!(
                "expected as many input types as operands (expected {} got {})",
                operands.len(),
                inputs.len()
            ),
        ));
    }
    let rloc = p.loc();
    st.operands = resolve_list(p, &name, &operands, &inputs, rloc)?;
    let entry: Vec<_> = args
        .iter()
        .zip(&inputs)
        .map(|(&a, &t)| (a, t, None))
        .collect();
    let before = p.parse_region(&entry)?;
    st.regions.push(before);
    expect_keyword(p, &name, "do")?;
    let after = p.parse_region(&[])?;
    st.regions.push(after);
    p.parse_optional_attr_dict_with_keyword(&mut st.attributes)
}

/// The inputs and results of a function type.
pub(crate) fn function_parts(ctx: &Context, t: Type) -> Option<(Vec<Type>, Vec<Type>)> {
    match ctx.type_kind(t) {
        tile_ir::TypeKind::Function { inputs, results } => Some((inputs.clone(), results.clone())),
        _ => None,
    }
}

fn print_while(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let o = ctx.op(op);
    let args = region_args(ctx, op, 0);
    if !o.operands.is_empty() {
        p.write(" (");
        print_assignments(p, &args, &o.operands);
        p.write(")");
    }
    p.write(" : ");
    p.functional_type(&ctx.operand_types(op), &ctx.result_types(op));
    p.write(" ");
    if let Some(&r) = o.regions().first() {
        p.region(r, false, true);
    }
    p.write(" do ");
    if let Some(&r) = o.regions().get(1) {
        p.region(r, true, true);
    }
    let all = ctx.op_all_attrs(op);
    p.attr_dict_with_keyword(&all, &[]);
}

fn verify_while(ctx: &Context, op: OpId, _: WhileOp) -> Result<(), Diagnostic> {
    for (i, what, term) in [(0, "before", "scf.condition"), (1, "after", "scf.yield")] {
        let t = region_terminator(ctx, op, i);
        if t.is_none_or(|t| ctx.op_name_of(t) != term) {
            let mut d = ctx.op_error(
                op,
                format!("expects the '{what}' region to terminate with '{term}'"),
            );
            if let Some(t) = t {
                d = d.with_note(op_loc(ctx, t), "terminator here");
            }
            return Err(d);
        }
    }
    let inits = ctx.op(op).operands.clone();
    let before_args = region_args(ctx, op, 0);
    let yielded = region_terminator(ctx, op, 1)
        .map(|t| ctx.op(t).operands.clone())
        .unwrap_or_default();
    verify_region_branch(ctx, op)?;
    verify_loop_like(ctx, op, &inits, &before_args, &yielded, None)
}

// ----- scf.yield -----

// ----- scf.execute_region -----

fn verify_execute_region(ctx: &Context, op: OpId, e: ExecuteRegionOp) -> Result<(), Diagnostic> {
    let r = e.region(ctx);
    if ctx.region(r).blocks.is_empty() {
        return Err(ctx.op_error(op, "region needs to have at least one block"));
    }
    if !region_args(ctx, op, 0).is_empty() {
        return Err(ctx.op_error(op, "region cannot have any arguments"));
    }
    verify_region_branch(ctx, op)
}

// ----- scf.parallel / scf.reduce / scf.reduce.return -----

fn parse_parallel(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let ivs = parse_paren_arguments(p)?;
    p.parse_token(TokenKind::Equal, "=")?;
    let index = p.ctx.index_type();
    let lower = parse_counted_operands(p, &name, ivs.len(), index)?;
    expect_keyword(p, &name, "to")?;
    let upper = parse_counted_operands(p, &name, ivs.len(), index)?;
    expect_keyword(p, &name, "step")?;
    let steps = parse_counted_operands(p, &name, ivs.len(), index)?;
    let mut inits = Vec::new();
    if p.consume_keyword("init") {
        p.parse_comma_list(
            Some((TokenKind::LParen, "(")),
            (TokenKind::RParen, ")"),
            |p| {
                inits.push(p.parse_operand()?);
                Ok(())
            },
        )?;
    }
    st.result_types = parse_optional_arrow_types(p)?;
    let entry: Vec<_> = ivs.iter().map(|&u| (u, index, None)).collect();
    let body = p.parse_region(&entry)?;
    st.regions.push(body);
    let seg = segment_attr(p.ctx, &[lower.len(), upper.len(), steps.len(), inits.len()]);
    st.set_property("operandSegmentSizes", seg);
    p.parse_optional_attr_dict(&mut st.attributes)?;
    move_inherent(st, &["operandSegmentSizes"]);
    let types = st.result_types.clone();
    let init_values = resolve_list(p, &name, &inits, &types, st.loc)?;
    st.operands = lower;
    st.operands.extend(upper);
    st.operands.extend(steps);
    st.operands.extend(init_values);
    ensure_terminator(p.ctx, body, "scf.reduce", st.loc);
    Ok(())
}

/// Parses `(%a, %b)` with exactly `n` operands, resolved to `ty`.
fn parse_counted_operands(
    p: &mut Parser<'_>,
    name: &str,
    n: usize,
    ty: Type,
) -> PResult<Vec<Value>> {
    let loc = p.loc();
    let mut ops = Vec::new();
    p.parse_comma_list(
        Some((TokenKind::LParen, "(")),
        (TokenKind::RParen, ")"),
        |p| {
            ops.push(p.parse_operand()?);
            Ok(())
        },
    )?;
    if ops.len() != n {
        return Err(custom_error(loc, name, format!("expected {n} operands")));
    }
    p.resolve_operands_same(&ops, ty)
}

fn print_parallel(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let o = ctx.op(op);
    let segs = operand_segments(ctx, op, 4).unwrap_or_else(|_| vec![0, 0, 0, o.operands.len()]);
    let parts = split_segments(&o.operands, &segs);
    let part = |i: usize| parts.get(i).cloned().unwrap_or_default();
    p.write(" (");
    p.operands(&region_args(ctx, op, 0));
    p.write(") = (");
    p.operands(&part(0));
    p.write(") to (");
    p.operands(&part(1));
    p.write(") step (");
    p.operands(&part(2));
    p.write(")");
    let inits = part(3);
    if !inits.is_empty() {
        p.write(" init (");
        p.operands(&inits);
        p.write(")");
    }
    print_optional_arrow_types(p, &ctx.result_types(op));
    p.write(" ");
    if let Some(&r) = o.regions().first() {
        p.region(r, false, true);
    }
    p.op_attr_dict(op, &["operandSegmentSizes"]);
}

fn verify_parallel(ctx: &Context, op: OpId, par: ParallelOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let o = ctx.op(op);
    let steps = par.step(ctx).to_vec();
    if steps.is_empty() {
        return err("needs at least one tuple element for lowerBound, upperBound and step".into());
    }
    for &s in &steps {
        if constant_int(ctx, s).is_some_and(|c| c <= 0) {
            return err("constant step operand must be positive".into());
        }
    }
    let args = region_args(ctx, op, 0);
    if args.len() != steps.len() {
        return err(format!(
            "expects the same number of induction variables: {} as bound and step values: {}",
            args.len(),
            steps.len()
        ));
    }
    if args.iter().any(|&a| !is_index(ctx, ctx.value_type(a))) {
        return err("expects arguments for the induction variable to be of index type".into());
    }
    let term = region_terminator(ctx, op, 0);
    let Some(reduce) = term.filter(|&t| ctx.op_name_of(t) == "scf.reduce") else {
        let mut d = ctx.op_error(op, "expects body to terminate with 'scf.reduce'");
        if let Some(t) = term {
            d = d.with_note(op_loc(ctx, t), "terminator here");
        }
        return Err(d);
    };
    let results = &o.results;
    let reductions = ctx.op(reduce).regions().len();
    let inits = par.initVals(ctx).to_vec();
    if results.len() != reductions {
        return err(format!(
            "expects number of results: {} to be the same as number of reductions: {reductions}",
            results.len()
        ));
    }
    if results.len() != inits.len() {
        return err(format!(
            "expects number of results: {} to be the same as number of initial values: {}",
            results.len(),
            inits.len()
        ));
    }
    let red_operands = &ctx.op(reduce).operands;
    if red_operands.len() != inits.len() {
        return Ok(());
    }
    for (i, (&r, &v)) in results.iter().zip(red_operands).enumerate() {
        let (tr, tv) = (ctx.value_type(r), ctx.value_type(v));
        if tr != tv {
            return Err(ctx.op_error(
                reduce,
                format!("expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'", ty_str(ctx, tv), ty_str(ctx, tr)),
            ));
        }
    }
    check_implicit_terminator(ctx, op, "scf.reduce")
}

fn verify_reduce(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(reduce) = ReduceOp::cast(ctx, op) else {
        return Ok(());
    };
    let err = |m: String| Err(ctx.op_error(op, m));
    let (regions, operands) = (reduce.reductions(ctx), reduce.operands(ctx));
    if regions.len() != operands.len() {
        return err(format!(
            "expects number of reduction regions: {} to be the same as number of reduction operands: {}",
            regions.len(),
            operands.len()
        ));
    }
    for (i, (&r, &v)) in regions.iter().zip(operands).enumerate() {
        let t = ctx.value_type(v);
        let Some(b) = ctx.entry_block(r) else {
            continue;
        };
        let block = ctx.block(b);
        if block.ops.is_empty() {
            return err(format!("{i}-th reduction has an empty body"));
        }
        if block.args.len() != 2 || block.args.iter().any(|&a| ctx.value_type(a) != t) {
            return err(format!(
                "expected two block arguments with type '{}' in the {i}-th reduction region",
                ty_str(ctx, t)
            ));
        }
        if block
            .ops
            .last()
            .is_none_or(|&l| ctx.op_name_of(l) != "scf.reduce.return")
        {
            return err(
                "reduction bodies must be terminated with an 'scf.reduce.return' op".into(),
            );
        }
    }
    Ok(())
}

fn verify_reduce_return(ctx: &Context, op: OpId, r: ReduceReturnOp) -> Result<(), Diagnostic> {
    let v = r.result(ctx);
    let Some(b) = ctx.op(op).parent else {
        return Ok(());
    };
    let Some(&a) = ctx.block(b).args.first() else {
        return Ok(());
    };
    let expected = ctx.value_type(a);
    if expected != ctx.value_type(v) {
        return Err(ctx.op_error(
            op,
            format!(
                "must have type '{}' (the type of the reduction inputs)",
                ty_str(ctx, expected)
            ),
        ));
    }
    Ok(())
}

// ----- scf.index_switch -----

/// MLIR's `custom<SwitchCases>`: `case 2 { ... }` repeated, into `cases` and `caseRegions`.
fn parse_switch_cases<'a>(
    p: &mut Parser<'a>,
    fs: &mut FormatState<'a>,
    args: &[CustomArg],
) -> PResult<()> {
    let name = fs.op_name;
    let mut cases = Vec::new();
    let mut regions = Vec::new();
    while p.consume_keyword("case") {
        let loc = p.loc();
        let v = p
            .parse_integer()
            .map_err(|_| custom_error(loc, name, "expected integer value"))?;
        let v = i64::try_from(v).map_err(|_| custom_error(loc, name, "integer value too large"))?;
        cases.push(v);
        regions.push(p.parse_region(&[])?);
    }
    let c = i64_array_attr(p.ctx, &cases);
    fs.set_attr(args.first(), c);
    fs.set_regions(args.get(1), regions);
    Ok(())
}

/// Prints each case on its own line: `case 2 { ... }` (terminators always shown).
fn print_switch_cases(p: &mut OpPrinter<'_>, v: &CustomView<'_>) {
    let ctx = p.ctx();
    let cases = v
        .attr(ctx, 0)
        .and_then(|a| DenseI64ArrayAttr::get(ctx, a))
        .unwrap_or_default();
    let regions = v.regions(ctx, 1);
    for (c, r) in cases.iter().zip(regions) {
        p.newline();
        p.write(&format!("case {c} "));
        p.region(r, false, true);
    }
}

fn verify_index_switch(ctx: &Context, op: OpId, switch: IndexSwitchOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    check_single_block(ctx, op)?;
    let cases = switch.cases(ctx);
    let ncases = switch.caseRegions(ctx).len();
    if cases.len() != ncases {
        return err(format!(
            "has {ncases} case regions but {} case values",
            cases.len()
        ));
    }
    let mut seen = std::collections::HashSet::new();
    for &c in &cases {
        if !seen.insert(c) {
            return err(format!("has duplicate case value: {c}"));
        }
    }
    let results = ctx.result_types(op);
    for i in 0..=ncases {
        let region_name = if i == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", i - 1)
        };
        let Some(t) = region_terminator(ctx, op, i) else {
            continue;
        };
        if ctx.op_name_of(t) != "scf.yield" {
            return err(format!(
                "expected region to end with scf.yield, but got {}",
                ctx.op_name_of(t)
            ));
        }
        let ops = &ctx.op(t).operands;
        if ops.len() != results.len() {
            return Err(ctx
                .op_error(
                    op,
                    format!(
                        "expected each region to return {} values, but {region_name} returns {}",
                        results.len(),
                        ops.len()
                    ),
                )
                .with_note(op_loc(ctx, t), "see yield operation here"));
        }
        for (j, (&r, &v)) in results.iter().zip(ops).enumerate() {
            let vt = ctx.value_type(v);
            if r != vt {
                return Err(ctx
                    .op_error(
                        op,
                        format!(
                            "expected result #{j} of each region to be '{}'",
                            ty_str(ctx, r)
                        ),
                    )
                    .with_note(
                        op_loc(ctx, t),
                        format!("{region_name} returns '{}' here", ty_str(ctx, vt)),
                    ));
            }
        }
    }
    check_implicit_terminator(ctx, op, "scf.yield")?;
    verify_region_branch(ctx, op)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tile_ir::dialect::OpTraits;

    #[test]
    fn registers_ops() {
        let mut r = DialectRegistry::default();
        register(&mut r);
        for n in [
            "scf.for",
            "scf.if",
            "scf.while",
            "scf.condition",
            "scf.yield",
            "scf.parallel",
            "scf.reduce",
            "scf.reduce.return",
            "scf.execute_region",
            "scf.index_switch",
        ] {
            assert!(r.op(n).is_some(), "{n}");
        }
        assert!(
            r.op("scf.yield")
                .is_some_and(|d| d.has(OpTraits::TERMINATOR))
        );
    }

    const MALFORMED: &str = r#"
  "scf.for"() ({}) : () -> ()
  "scf.for"(%x, %x, %x) : (index, index, index) -> ()
  "scf.for"(%x, %x, %x, %f) ({}) : (index, index, index, f32) -> ()
  "scf.while"() : () -> ()
  "scf.while"(%f) ({}, {}) : (f32) -> (f32, f32)
  "scf.if"() : () -> ()
  "scf.if"(%c, %c) ({}, {}, {}) : (i1, i1) -> (f32)
  "scf.parallel"(%x) : (index) -> ()
  "scf.parallel"(%x) <{operandSegmentSizes = array<i32: 5, 1, 1, 1>}> ({}) : (index) -> ()
  "scf.parallel"(%x) <{operandSegmentSizes = 3 : i32}> ({}) : (index) -> ()
  "scf.reduce"() : () -> ()
  "scf.reduce.return"() : () -> ()
  "scf.condition"() : () -> ()
  "scf.index_switch"() : () -> ()
  "scf.index_switch"(%x) <{cases = array<i64: 1, 2, 3>}> ({}) : (index) -> ()
  "scf.execute_region"() : () -> ()
  "cf.br"() : () -> ()
  "cf.cond_br"() : () -> ()
  "cf.cond_br"(%c) <{operandSegmentSizes = array<i32: 9, 9, 9>}> : (i1) -> ()
  "cf.switch"() : () -> ()
  "cf.switch"(%x) <{case_values = dense<[1, 2]> : vector<2xi64>, case_operand_segments = array<i32: 5>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> ()
  "cf.assert"() <{msg = 3 : i32}> : () -> ()
  "memref.alloc"() : () -> ()
  "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> f32
  "memref.load"() : () -> ()
  "memref.load"(%m) : (memref<4xf32>) -> ()
  "memref.store"(%m) : (memref<4xf32>) -> ()
  "memref.dim"(%m) : (memref<4xf32>) -> index
  "memref.subview"(%m) : (memref<4xf32>) -> memref<4xf32>
  "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64: 1, 2>, static_strides = array<i32: 1>}> : (memref<4xf32>) -> memref<4xf32>
  "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: -5>, static_sizes = array<i64: -7>, static_strides = array<i64: 9223372036854775807>}> : (memref<4xf32>) -> memref<4xf32>
  "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 3>, static_sizes = array<i64: 9223372036854775807>, static_strides = array<i64: 9223372036854775807>}> : (memref<4xf32>) -> memref<4xf32>
  "memref.reinterpret_cast"(%m) : (memref<4xf32>) -> memref<4xf32>
  "memref.collapse_shape"(%m) <{reassociation = [[0, 9223372036854775807]]}> : (memref<4xf32>) -> memref<4xf32>
  "memref.collapse_shape"(%m) <{reassociation = [[-1]]}> : (memref<4xf32>) -> memref<4xf32>
  "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 9223372036854775807, 9223372036854775807>}> : (memref<4xf32>) -> memref<2x2xf32>
  "memref.get_global"() : () -> ()
  "memref.global"() : () -> ()
  "memref.cast"() : () -> ()
  "memref.copy"(%m) : (memref<4xf32>) -> ()
  "bufferization.to_buffer"() : () -> ()
  "bufferization.alloc_tensor"() : () -> ()
  "bufferization.alloc_tensor"(%x, %x) <{operandSegmentSizes = array<i32: 0, 2, 0>}> : (index, index) -> tensor<4xf32>
  "bufferization.materialize_in_destination"(%t) : (tensor<4xf32>) -> ()
  "vector.print"(%f, %f) : (f32, f32) -> ()
  "vector.print"() <{punctuation = 1 : i32}> : () -> ()
  "vector.broadcast"() : () -> ()
  "vector.broadcast"(%f) : (f32) -> f32
  "vector.extract"() : () -> ()
  "vector.extract"(%v) <{static_position = array<i64: -9223372036854775808>}> : (vector<4xf32>) -> f32
  "vector.insert"(%f, %v) <{static_position = array<i64: 9223372036854775807>}> : (f32, vector<4xf32>) -> vector<4xf32>
"#;

    /// Malformed generic ops must parse, verify and print in custom form without panicking.
    #[test]
    fn malformed_ops_do_not_panic() {
        for line in MALFORMED
            .lines()
            .filter(|l| l.trim_start().starts_with('"'))
        {
            let src = format!(
                "func.func @f(%x: index, %f: f32, %c: i1, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {{\n{line}\n  return\n}}\n"
            );
            let mut ctx = tile_ir::Context::new(crate::registry());
            let Ok(module) = tile_ir::parser::parse_str(&mut ctx, "m.mlir", &src) else {
                continue;
            };
            for op in ctx.walk_collect(module) {
                if let Some(verify) = ctx.op_def(op).and_then(|d| d.verify) {
                    let _ = verify(&ctx, op);
                }
            }
            let _ = tile_ir::printer::print_op(
                &ctx,
                module,
                &tile_ir::printer::PrintOptions::default(),
            );
        }
    }
}
