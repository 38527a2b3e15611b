//! `affine.for`, `affine.if` and `affine.parallel`: loops and conditionals whose bounds
//! and conditions are maps and integer sets over dims and symbols.

use crate::affine::constraints::{I32ElementsAttr, IntegerSetAttr, REDUCTIONS};
use crate::affine::syntax::{
    SET_AND_OPERANDS, parse_bound, parse_index_attr_value, parse_parallel_bounds, print_bound,
    print_parallel_bounds,
};
use crate::affine::validity::verify_dims_and_symbols;
use crate::ods::{RESULT_TYPES, ensure_terminator, parse_assignment_list, region_args};
use crate::scf::expect_keyword;
use tile_ir::dialect::OpDef;
use tile_ir::ods::AttrConstraint;
use tile_ir::ods::constraints::{ANY_TYPE, AffineMapAttr, I64ArrayAttr, INDEX, IndexAttr};
use tile_ir::ods::{OPERAND_SEGMENT_SIZES, custom_error, segment_attr};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::{Context, Diagnostic, OpId, OperationState, Type, TypeKind, declare_op};

declare_op! {
    /// `affine.for %i = 0 to %n step 2 iter_args(%a = %x) -> (f32) { ... }`
    pub struct ForOp = "affine.for", "for operation";
    operands { lowerBoundOperands: many INDEX, upperBoundOperands: many INDEX, inits: many ANY_TYPE }
    results { results: many ANY_TYPE }
    attrs {
        lowerBoundMap: required AffineMapAttr => set_lower_bound_map,
        upperBoundMap: required AffineMapAttr => set_upper_bound_map,
        step: required IndexAttr,
    }
    regions { region: sized implicit "affine.yield" }
    traits [RECURSIVE_EFFECTS];
    syntax parse_for, print_for;
    verify_regions verify_for;
    fold crate::affine::canonicalize::fold_for;
}

declare_op! {
    /// `affine.if #set(%i)[%n] -> f32 { ... } else { ... }`
    pub struct IfOp = "affine.if", "if-then-else operation";
    operands { operands: many INDEX }
    results { results: many ANY_TYPE }
    attrs { condition: required IntegerSetAttr => set_condition }
    regions { thenRegion: sized implicit "affine.yield", elseRegion: any implicit "affine.yield" }
    traits [RECURSIVE_EFFECTS, NO_REGION_ARGUMENTS];
    format "custom<SetAndOperands>($condition, $operands) (`->` custom<ResultTypes>(type($results))^)? $thenRegion (`else` $elseRegion^)? attr-dict";
    custom [SET_AND_OPERANDS, RESULT_TYPES];
    verify verify_if;
    fold crate::affine::canonicalize::fold_if;
    canonicalize [crate::affine::canonicalize::simplify_if];
}

declare_op! {
    /// `affine.parallel (%i) = (0) to (%n) step (2) reduce ("addf") -> (f32) { ... }`
    pub struct ParallelOp = "affine.parallel", "multi-index parallel band operation";
    operands { mapOperands: many INDEX }
    results { results: many ANY_TYPE }
    attrs {
        reductions: required I64ArrayAttr,
        lowerBoundsMap: required AffineMapAttr => set_lower_bounds_map,
        lowerBoundsGroups: required I32ElementsAttr,
        upperBoundsMap: required AffineMapAttr => set_upper_bounds_map,
        upperBoundsGroups: required I32ElementsAttr,
        steps: required I64ArrayAttr,
    }
    regions { region: sized implicit "affine.yield" }
    traits [RECURSIVE_EFFECTS];
    syntax parse_parallel, print_parallel;
    verify verify_parallel;
    fold crate::affine::canonicalize::fold_parallel;
}

fn parse_for(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let iv = p.parse_argument()?;
    p.parse_token(TokenKind::Equal, "=")?;
    let (lb, nlb) = parse_bound(p, st, "max")?;
    if !p.consume_keyword("to") {
        return Err(custom_error(p.loc(), &name, "expected 'to' between bounds"));
    }
    let (ub, nub) = parse_bound(p, st, "min")?;
    let mut step = 1;
    if p.consume_keyword("step") {
        let loc = p.loc();
        let neg = p.consume_if(TokenKind::Minus);
        // MLIR parses the step as an attribute.
        if p.kind() != TokenKind::Integer {
            return Err(match neg {
                true => p.error("expected constant integer or floating point value"),
                false => p.wrong_token_error("expected attribute value"),
            });
        }
        step = parse_index_attr_value(p, neg)?;
        if neg && step != 0 {
            let msg = "expected step to be representable as a positive signed integer";
            return Err(custom_error(loc, &name, msg));
        }
    }
    let mut args = Vec::new();
    let mut inits = Vec::new();
    let mut types = Vec::new();
    if p.consume_keyword("iter_args") {
        (args, inits) = parse_assignment_list(p)?;
        p.parse_token(TokenKind::Arrow, "->")?;
        types = p.parse_function_result_types()?;
    }
    if args.len() != types.len() {
        return Err(p.error("mismatch between the number of loop-carried values and results"));
    }
    let index = p.ctx.index_type();
    let mut entry = vec![(iv, index, None)];
    entry.extend(args.iter().zip(&types).map(|(&a, &t)| (a, t, None)));
    let body = p.parse_region(&entry)?;
    ensure_terminator(p.ctx, body, "affine.yield", st.loc);
    st.regions.push(body);
    for (&u, &t) in inits.iter().zip(&types) {
        let v = p.resolve_operand(u, t)?;
        st.operands.push(v);
    }
    let lba = p.ctx.intern_attr(tile_ir::AttrKind::AffineMap(lb));
    let uba = p.ctx.intern_attr(tile_ir::AttrKind::AffineMap(ub));
    let stepa = <IndexAttr as tile_ir::ods::AttrConstraint>::make(p.ctx, step);
    let seg = segment_attr(p.ctx, &[nlb, nub, inits.len()]);
    st.set_property("lowerBoundMap", lba);
    st.set_property("upperBoundMap", uba);
    st.set_property("step", stepa);
    st.set_property(OPERAND_SEGMENT_SIZES, seg);
    st.result_types = types;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    Ok(())
}

fn print_for(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(f) = ForOp::cast(ctx, op) else {
        return;
    };
    let args = region_args(ctx, op, 0);
    p.write(" ");
    if let Some(&iv) = args.first() {
        p.region_arg(iv, false, &[]);
    }
    p.write(" = ");
    if let Some(a) = ctx.op_attr(op, "lowerBoundMap") {
        print_bound(p, a, f.lowerBoundOperands(ctx), "max");
    }
    p.write(" to ");
    if let Some(a) = ctx.op_attr(op, "upperBoundMap") {
        print_bound(p, a, f.upperBoundOperands(ctx), "min");
    }
    let step = f.step(ctx);
    if step != 1 {
        p.write(&format!(" step {step}"));
    }
    let inits = f.inits(ctx);
    crate::ods::print_iter_args(p, args.get(1..).unwrap_or(&[]), inits);
    p.write(" ");
    if let Some(&r) = ctx.op(op).regions().first() {
        p.region(r, false, !inits.is_empty());
    }
    p.op_attr_dict(
        op,
        &[
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            OPERAND_SEGMENT_SIZES,
        ],
    );
}

/// MLIR's `AffineForOp::verifyRegions`: an index induction variable, bound operands that
/// are valid dims and symbols, loop-carried values matching the results.
fn verify_for(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(f) = ForOp::cast(ctx, op) else {
        return Ok(());
    };
    let err = |m: String| Err(ctx.op_error(op, m));
    let args = region_args(ctx, op, 0);
    if !args
        .first()
        .is_some_and(|&iv| matches!(ctx.type_kind(ctx.value_type(iv)), TypeKind::Index))
    {
        return err(
            "expected body to have a single index argument for the induction variable".into(),
        );
    }
    let (lb, ub) = (f.lowerBoundMap(ctx), f.upperBoundMap(ctx));
    let (nl, nu) = (lb.num_inputs(), ub.num_inputs());
    verify_dims_and_symbols(ctx, op, f.lowerBoundOperands(ctx), lb.num_dims)?;
    verify_dims_and_symbols(ctx, op, f.upperBoundOperands(ctx), ub.num_dims)?;
    let n = ctx.op(op).results.len();
    if n > 0 {
        // MLIR counts the loop-carried values as the operands the maps leave.
        let operands = ctx.op(op).operands.len();
        if operands.checked_sub(nl + nu) != Some(n) {
            return err("mismatch between the number of loop-carried values and results".into());
        }
        if args.len() - 1 != n {
            return err("mismatch between the number of basic block args and results".into());
        }
    }
    // The operand segments must agree with the maps (the interpreter reads them).
    if f.lowerBoundOperands(ctx).len() != nl || f.upperBoundOperands(ctx).len() != nu {
        return err("operand count and affine map dimension and symbol count must match".into());
    }
    Ok(())
}

fn verify_if(ctx: &Context, op: OpId, i: IfOp) -> Result<(), Diagnostic> {
    let set = i.condition(ctx);
    let operands = i.operands(ctx);
    if set.num_inputs() != operands.len() {
        return Err(ctx.op_error(
            op,
            "operand count and condition integer set dimension and symbol count must match",
        ));
    }
    verify_dims_and_symbols(ctx, op, operands, set.num_dims)?;
    let n = ctx.op(op).results.len();
    let else_empty = ctx
        .op(op)
        .regions()
        .get(1)
        .is_none_or(|&r| ctx.region(r).blocks.is_empty());
    if n > 0 && else_empty {
        let msg = format!(
            "along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs {n} inputs"
        );
        let loc = ctx.op(op).loc;
        return Err(ctx.op_error(op, msg).with_note(loc, "region branch point"));
    }
    Ok(())
}

const PARALLEL_PROPS: [&str; 6] = [
    "reductions",
    "lowerBoundsMap",
    "lowerBoundsGroups",
    "upperBoundsMap",
    "upperBoundsGroups",
    "steps",
];

fn parse_parallel(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let ivs = crate::ods::parse_paren_arguments(p)?;
    p.parse_token(TokenKind::Equal, "=")?;
    let (lb, lb_groups, lb_ids) = parse_parallel_bounds(p, "max")?;
    expect_keyword(p, &name, "to")?;
    let (ub, ub_groups, ub_ids) = parse_parallel_bounds(p, "min")?;
    let mut steps = vec![1; ivs.len()];
    if p.consume_keyword("step") {
        steps.clear();
        p.parse_comma_list(
            Some((TokenKind::LParen, "(")),
            (TokenKind::RParen, ")"),
            |p| {
                steps.push(p.parse_i64()?);
                Ok(())
            },
        )?;
    }
    let mut reductions = Vec::new();
    if p.consume_keyword("reduce") {
        p.parse_comma_list(
            Some((TokenKind::LParen, "(")),
            (TokenKind::RParen, ")"),
            |p| {
                let loc = p.loc();
                let s = p.parse_string()?;
                match REDUCTIONS.iter().position(|r| *r == s) {
                    Some(k) => reductions.push(k as i64),
                    None => {
                        return Err(p.error_at(loc, format!("invalid reduction value: \"{s}\"")));
                    }
                }
                Ok(())
            },
        )?;
    }
    // MLIR reads the result types apart from `reduce`; the verifier pairs them up.
    if p.consume_if(TokenKind::Arrow) {
        st.result_types = p.parse_function_result_types()?;
    }
    let index = p.ctx.index_type();
    let entry: Vec<_> = ivs.iter().map(|&u| (u, index, None)).collect();
    let body = p.parse_region(&entry)?;
    ensure_terminator(p.ctx, body, "affine.yield", st.loc);
    st.regions.push(body);
    for u in lb_ids.into_iter().chain(ub_ids) {
        let v = p.resolve_operand(u, index)?;
        st.operands.push(v);
    }
    let to_i64 = |v: Vec<usize>| v.into_iter().map(|x| x as i64).collect::<Vec<_>>();
    let props = [
        ("reductions", I64ArrayAttr::make(p.ctx, reductions)),
        ("lowerBoundsMap", AffineMapAttr::make(p.ctx, lb)),
        (
            "lowerBoundsGroups",
            I32ElementsAttr::make(p.ctx, to_i64(lb_groups)),
        ),
        ("upperBoundsMap", AffineMapAttr::make(p.ctx, ub)),
        (
            "upperBoundsGroups",
            I32ElementsAttr::make(p.ctx, to_i64(ub_groups)),
        ),
        ("steps", I64ArrayAttr::make(p.ctx, steps)),
    ];
    for (k, a) in props {
        st.set_property(k, a);
    }
    p.parse_optional_attr_dict(&mut st.attributes)?;
    Ok(())
}

/// The lower and upper bound operands of an `affine.parallel` (split by the lower map's
/// input count).
fn parallel_operands(ctx: &Context, op: ParallelOp) -> (&[tile_ir::Value], &[tile_ir::Value]) {
    let all = op.mapOperands(ctx);
    all.split_at(op.lowerBoundsMap(ctx).num_inputs().min(all.len()))
}

fn print_parallel(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(par) = ParallelOp::cast(ctx, op) else {
        return;
    };
    let ivs = region_args(ctx, op, 0);
    p.write(" (");
    p.operands(&ivs);
    p.write(") = ");
    let (lbo, ubo) = parallel_operands(ctx, par);
    let sizes = |v: Vec<i64>| v.into_iter().map(|x| x.max(0) as usize).collect::<Vec<_>>();
    print_parallel_bounds(
        p,
        &par.lowerBoundsMap(ctx),
        &sizes(par.lowerBoundsGroups(ctx)),
        lbo,
        "max",
    );
    p.write(" to ");
    print_parallel_bounds(
        p,
        &par.upperBoundsMap(ctx),
        &sizes(par.upperBoundsGroups(ctx)),
        ubo,
        "min",
    );
    let steps = par.steps(ctx);
    if steps.iter().any(|&s| s != 1) {
        let text: Vec<String> = steps.iter().map(i64::to_string).collect();
        p.write(&format!(" step ({})", text.join(", ")));
    }
    let reductions = par.reductions(ctx);
    let results = &ctx.op(op).results;
    if !reductions.is_empty() {
        let names: Vec<String> = reductions
            .iter()
            .map(|&k| {
                let n = usize::try_from(k).ok().and_then(|k| REDUCTIONS.get(k));
                format!("\"{}\"", n.copied().unwrap_or("?"))
            })
            .collect();
        p.write(&format!(" reduce ({}) -> (", names.join(", ")));
        let tys: Vec<Type> = results.iter().map(|&v| ctx.value_type(v)).collect();
        p.types(&tys);
        p.write(")");
    }
    p.write(" ");
    if let Some(&r) = ctx.op(op).regions().first() {
        p.region(r, false, !results.is_empty());
    }
    p.op_attr_dict(op, &PARALLEL_PROPS);
}

fn verify_parallel(ctx: &Context, op: OpId, par: ParallelOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let n = region_args(ctx, op, 0).len();
    let lbg = par.lowerBoundsGroups(ctx);
    let ubg = par.upperBoundsGroups(ctx);
    let steps = par.steps(ctx).len();
    if lbg.len() != n || ubg.len() != n || steps != n {
        return err(format!(
            "the number of region arguments ({n}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({steps}) must all match",
            lbg.len(),
            ubg.len()
        ));
    }
    let lb = par.lowerBoundsMap(ctx);
    let ub = par.upperBoundsMap(ctx);
    if lbg.iter().sum::<i64>() != lb.num_results() as i64
        || ubg.iter().sum::<i64>() != ub.num_results() as i64
    {
        return err(
            "expected lower bounds map to have as many results as the sum of lower bounds groups"
                .into(),
        );
    }
    let reductions = par.reductions(ctx);
    if reductions.len() != ctx.op(op).results.len() {
        return err("a reduction must be specified for each output".into());
    }
    for (&k, &r) in reductions.iter().zip(ctx.op(op).results.iter()) {
        let Some(&kind) = usize::try_from(k).ok().and_then(|k| REDUCTIONS.get(k)) else {
            return err("invalid reduction attribute".into());
        };
        if !reduction_fits(ctx, kind, ctx.value_type(r)) {
            return err("result type cannot match reduction attribute".into());
        }
    }
    if lb.num_inputs() + ub.num_inputs() != par.mapOperands(ctx).len() {
        return err("operand count and affine map dimension and symbol count must match".into());
    }
    let (lbo, ubo) = parallel_operands(ctx, par);
    verify_dims_and_symbols(ctx, op, lbo, lb.num_dims)?;
    verify_dims_and_symbols(ctx, op, ubo, ub.num_dims)
}

/// MLIR's `isResultTypeMatchAtomicRMWKind`: float kinds on floats, integer kinds on
/// integers (`maxs`/`mins` signed, `maxu`/`minu` unsigned); `maxnumf`, `minnumf`, `xori`
/// never match.
fn reduction_fits(ctx: &Context, kind: &str, t: Type) -> bool {
    use tile_ir::types::Signedness;
    match (kind, ctx.type_kind(t)) {
        ("assign", _) => true,
        ("addf" | "mulf" | "maximumf" | "minimumf", TypeKind::Float(_)) => true,
        ("addi" | "muli" | "andi" | "ori", TypeKind::Integer { .. }) => true,
        ("maxs" | "mins", TypeKind::Integer { signedness, .. }) => {
            *signedness == Signedness::Signed
        }
        ("maxu" | "minu", TypeKind::Integer { signedness, .. }) => {
            *signedness == Signedness::Unsigned
        }
        _ => false,
    }
}

/// The ops of this module.
pub(super) const OPS: &[fn() -> OpDef] = &[ForOp::def, IfOp::def, ParallelOp::def];
