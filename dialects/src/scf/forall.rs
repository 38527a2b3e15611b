//! `scf.forall` and its terminator `scf.forall.in_parallel`: a multi-dimensional parallel
//! loop whose iterations write disjoint slices of `shared_outs` tensors.
//!
//! `scf.forall`'s syntax (`(%i, %j) in (4, %n)` or `= (lbs) to (ubs) step (steps)`) binds
//! region arguments, which the format language cannot say, so its parse and print are
//! written here (MLIR's `hasCustomAssemblyFormat`); operands, attributes and structure are
//! declared, and `scf.forall.in_parallel` has a format.

use crate::ods::*;
use tile_ir::declare_op;
use tile_ir::dialect::OpDef;
use tile_ir::ods::constraints::{ANY_RANKED_TENSOR, ANY_TYPE, DenseI64ArrayAttr, INDEX};
use tile_ir::ods::{AttrConstraint, AttrSyntax};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::types::DYNAMIC;
use tile_ir::{Attr, AttrKind, Context, Diagnostic, Loc, OpId, OperationState, RegionId, Value};

use super::{expect_keyword, resolve_list};

/// MLIR's `DeviceMappingArrayAttr`: an array of device mapping attributes
/// (`[#gpu.thread<y>, #gpu.block<x>]`).
pub struct DeviceMappingArrayAttr;
impl AttrConstraint for DeviceMappingArrayAttr {
    type Value = Vec<Attr>;
    const DESC: &'static str = "Device Mapping array attribute";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<Vec<Attr>> {
        match ctx.attr_kind(a) {
            AttrKind::Array(items) if items.iter().all(|&x| is_device_mapping(ctx, x)) => {
                Some(items.clone())
            }
            _ => None,
        }
    }
    fn make(ctx: &mut Context, v: Vec<Attr>) -> Attr {
        ctx.array_attr(v)
    }
    // mlir-opt-22 accepts a non-array value here (the property keeps it unchecked).
    fn check(ctx: &Context, a: Attr) -> bool {
        !matches!(ctx.attr_kind(a), AttrKind::Array(_)) || Self::get(ctx, a).is_some()
    }
}

/// Whether `a` implements MLIR's `DeviceMappingAttrInterface` (the gpu dialect's mapping ids).
fn is_device_mapping(ctx: &Context, a: Attr) -> bool {
    const KINDS: [&str; 6] = [
        ".block<",
        ".thread<",
        ".warp<",
        ".warpgroup<",
        ".lane<",
        ".memory_space<",
    ];
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, body } => {
            dialect == "gpu" && KINDS.iter().any(|k| body.starts_with(k))
        }
        _ => false,
    }
}

declare_op! {
    /// `scf.forall (%i, %j) in (4, %n) shared_outs(%o = %t) -> (tensor<8xf32>) { ... }`
    pub struct ForallOp = "scf.forall", "evaluate a block multiple times in parallel";
    operands {
        dynamicLowerBound: many INDEX,
        dynamicUpperBound: many INDEX,
        dynamicStep: many INDEX,
        outputs: many ANY_RANKED_TENSOR
    }
    results { results: many ANY_TYPE }
    attrs {
        staticLowerBound: required DenseI64ArrayAttr,
        staticUpperBound: required DenseI64ArrayAttr,
        staticStep: required DenseI64ArrayAttr,
        mapping: optional DeviceMappingArrayAttr
    }
    regions { region: sized implicit "scf.forall.in_parallel" }
    traits [RECURSIVE_EFFECTS, SINGLE_BLOCK];
    syntax parse_forall, print_forall;
    verify verify_forall;
    verify_regions verify_forall_terminator;
    canonicalize [fold_constant_bounds];
}

declare_op! {
    /// `scf.forall.in_parallel { tensor.parallel_insert_slice ... }`
    pub struct InParallelOp = "scf.forall.in_parallel", "terminates a `forall` block";
    regions { region: sized }
    traits [PURE, TERMINATOR, NO_TERMINATOR, SINGLE_BLOCK, GRAPH_REGION];
    parents ["scf.forall"];
    format "$region attr-dict";
    verify verify_in_parallel;
}

impl ForallOp {
    /// The number of loops (the rank of the iteration space).
    pub fn rank(self, ctx: &Context) -> usize {
        self.staticLowerBound(ctx).len()
    }

    /// The induction variables (the first [`ForallOp::rank`] entry block arguments).
    pub fn induction_vars(self, ctx: &Context) -> Vec<Value> {
        let n = self.rank(ctx);
        region_args(ctx, self.0, 0).into_iter().take(n).collect()
    }

    /// The entry block arguments bound to the `shared_outs`.
    pub fn region_out_args(self, ctx: &Context) -> Vec<Value> {
        let n = self.rank(ctx);
        region_args(ctx, self.0, 0).into_iter().skip(n).collect()
    }

    /// The terminator, when the body ends with one.
    pub fn terminator(self, ctx: &Context) -> Option<InParallelOp> {
        let b = ctx.entry_block(self.region(ctx))?;
        let last = *ctx.block(b).ops.last()?;
        InParallelOp::cast(ctx, last)
    }
}

impl InParallelOp {
    /// The ops of the body, each combining one thread's slice into a shared output.
    pub fn yielding_ops(self, ctx: &Context) -> Vec<OpId> {
        ctx.entry_block(self.region(ctx))
            .map(|b| ctx.block(b).ops.to_vec())
            .unwrap_or_default()
    }
}

/// `scf.forall` and `scf.forall.in_parallel`.
pub(super) const OPS: &[fn() -> OpDef] = &[ForallOp::def, InParallelOp::def];

/// MLIR's `ForallOpControlOperandsFolder`: constant bounds become static, the lower bounds
/// first, else the upper bounds, else the steps (one list a time, as MLIR); in place.
fn fold_constant_bounds(
    op: OpId,
    rewriter: &mut tile_ir::pass::rewrite::Rewriter<'_>,
) -> Option<()> {
    use crate::tensor::slice_folds::fold_list;
    let ctx = rewriter.ctx();
    let f = ForallOp::cast(ctx, op)?;
    let mut lists = [
        (f.staticLowerBound(ctx), f.dynamicLowerBound(ctx).to_vec()),
        (f.staticUpperBound(ctx), f.dynamicUpperBound(ctx).to_vec()),
        (f.staticStep(ctx), f.dynamicStep(ctx).to_vec()),
    ];
    let changed = lists.iter_mut().any(|(st, dy)| {
        let (new_st, new_dy) = fold_list(ctx, st, dy, false);
        let changed = new_dy.len() != dy.len();
        (*st, *dy) = (new_st, new_dy);
        changed
    });
    if !changed {
        return None;
    }
    let outputs = f.outputs(ctx).to_vec();
    let [(lb, dlb), (ub, dub), (step, dstep)] = lists;
    rewriter.modify_op(op, |ctx, o| {
        let sizes = [dlb.len(), dub.len(), dstep.len(), outputs.len()];
        let operands: Vec<Value> = [dlb, dub, dstep, outputs].concat();
        ctx.op_mut(o).operands = operands.into();
        for (name, values) in [
            ("staticLowerBound", lb),
            ("staticUpperBound", ub),
            ("staticStep", step),
        ] {
            let a = DenseI64ArrayAttr::make(ctx, values);
            ctx.set_op_property(o, name, a);
        }
        let segments = tile_ir::ods::segment_attr(ctx, &sizes);
        ctx.set_op_property(o, tile_ir::ods::OPERAND_SEGMENT_SIZES, segments);
    });
    Some(())
}

/// A dynamic index list in parentheses, its SSA entries resolved as `index`.
fn parse_bound_list(p: &mut Parser<'_>, name: &str) -> PResult<(Vec<i64>, Vec<Value>)> {
    let (statics, dynamics) = dynamic_index_list_in(p, Some(name), PAREN)?;
    let index = p.ctx.index_type();
    let values = p.resolve_operands_same(&dynamics, index)?;
    Ok((statics, values))
}

fn parse_forall(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let ivs = crate::ods::parse_paren_arguments(p)?;
    let n = ivs.len();
    let [(lbs, dyn_lbs), (ubs, dyn_ubs), (steps, dyn_steps)] = if p.consume_keyword("in") {
        let ubs = parse_bound_list(p, &name)?;
        [(vec![0; n], Vec::new()), ubs, (vec![1; n], Vec::new())]
    } else {
        p.parse_token(TokenKind::Equal, "=")?;
        let lbs = parse_bound_list(p, &name)?;
        expect_keyword(p, &name, "to")?;
        let ubs = parse_bound_list(p, &name)?;
        expect_keyword(p, &name, "step")?;
        [lbs, ubs, parse_bound_list(p, &name)?]
    };
    let mut out_args = Vec::new();
    let mut outs = Vec::new();
    let outs_loc = p.loc();
    if p.consume_keyword("shared_outs") {
        let (args, operands) = parse_assignment_list(p)?;
        st.result_types = parse_optional_arrow_types(p)?;
        let types = st.result_types.clone();
        outs = resolve_list(p, &name, &operands, &types, outs_loc)?;
        out_args = args;
    }
    let index = p.ctx.index_type();
    let mut entry: Vec<_> = ivs.iter().map(|&u| (u, index, None)).collect();
    entry.extend(
        out_args
            .iter()
            .zip(&st.result_types)
            .map(|(&u, &t)| (u, t, None)),
    );
    let body = p.parse_region(&entry)?;
    ensure_in_parallel(p.ctx, body, st.loc);
    st.regions.push(body);
    p.parse_optional_attr_dict(&mut st.attributes)?;
    move_inherent(st, &["mapping"]);
    let sizes = [dyn_lbs.len(), dyn_ubs.len(), dyn_steps.len(), outs.len()];
    for (name, list) in [
        ("staticLowerBound", &lbs),
        ("staticUpperBound", &ubs),
        ("staticStep", &steps),
    ] {
        let a = i64_array_attr(p.ctx, list);
        st.set_property(name, a);
    }
    let seg = segment_attr(p.ctx, &sizes);
    st.set_property(tile_ir::ods::OPERAND_SEGMENT_SIZES, seg);
    st.operands = dyn_lbs;
    st.operands.extend(dyn_ubs);
    st.operands.extend(dyn_steps);
    st.operands.extend(outs);
    Ok(())
}

/// MLIR's `ForallOp::ensureTerminator`: an implicit `scf.forall.in_parallel` with an empty
/// block (its region must hold one).
fn ensure_in_parallel(ctx: &mut Context, body: RegionId, loc: Loc) {
    let block = match ctx.region(body).blocks.last().copied() {
        Some(b) => b,
        None => {
            let b = ctx.create_block(&[], loc);
            ctx.append_block(body, b);
            b
        }
    };
    if let Some(&last) = ctx.block(block).ops.last()
        && ctx.op_has_trait(last, tile_ir::dialect::OpTraits::TERMINATOR)
    {
        return;
    }
    let r = ctx.create_region();
    let inner = ctx.create_block(&[], loc);
    ctx.append_block(r, inner);
    let mut st = OperationState::new(InParallelOp::spec().name, loc);
    st.regions.push(r);
    let t = ctx.create_op(st);
    ctx.append_op(block, t);
}

/// The static list with its dynamic entries, or each entry's constant value when known.
fn constant_entries(ctx: &Context, statics: &[i64], dynamics: &[Value]) -> Vec<Option<i128>> {
    let mut dyn_iter = dynamics.iter();
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                dyn_iter.next().and_then(|&v| constant_int(ctx, v))
            } else {
                Some(i128::from(s))
            }
        })
        .collect()
}

/// MLIR's `isNormalized`: every lower bound is 0 and every step 1 (constants count).
fn is_normalized(ctx: &Context, f: ForallOp) -> bool {
    let lbs = constant_entries(ctx, &f.staticLowerBound(ctx), f.dynamicLowerBound(ctx));
    let steps = constant_entries(ctx, &f.staticStep(ctx), f.dynamicStep(ctx));
    lbs.iter().all(|&v| v == Some(0)) && steps.iter().all(|&v| v == Some(1))
}

fn print_forall(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(f) = ForallOp::cast(ctx, op) else {
        return;
    };
    p.write(" (");
    p.operands(&f.induction_vars(ctx));
    let list = |p: &mut OpPrinter<'_>, statics: Vec<i64>, dynamics: &[Value]| {
        print_dynamic_index_list_in(p, &statics, dynamics, PAREN)
    };
    if is_normalized(ctx, f) {
        p.write(") in ");
        list(p, f.staticUpperBound(ctx), f.dynamicUpperBound(ctx));
    } else {
        p.write(") = ");
        list(p, f.staticLowerBound(ctx), f.dynamicLowerBound(ctx));
        p.write(" to ");
        list(p, f.staticUpperBound(ctx), f.dynamicUpperBound(ctx));
        p.write(" step ");
        list(p, f.staticStep(ctx), f.dynamicStep(ctx));
    }
    let out_args = f.region_out_args(ctx);
    let outs = f.outputs(ctx);
    if !outs.is_empty() {
        p.write(" shared_outs(");
        crate::ods::print_assignments(p, &out_args, outs);
        p.write(")");
    }
    p.write(" ");
    let results = ctx.result_types(op);
    if !out_args.is_empty() {
        p.write("-> (");
        p.types(&results);
        p.write(") ");
    }
    p.region(f.region(ctx), false, !results.is_empty());
    p.op_attr_dict(
        op,
        &[
            tile_ir::ods::OPERAND_SEGMENT_SIZES,
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
        ],
    );
}

/// MLIR's `verifyListOfOperandsOrIntegers` (a plain error, without the op prefix).
fn check_mixed_list(
    ctx: &Context,
    op: OpId,
    what: &str,
    rank: usize,
    statics: &[i64],
    dynamics: usize,
) -> Result<(), Diagnostic> {
    if statics.len() != rank {
        return Err(Diagnostic::error(
            op_loc(ctx, op),
            format!("expected {rank} {what} values, got {}", statics.len()),
        ));
    }
    let want = statics.iter().filter(|&&s| s == DYNAMIC).count();
    if dynamics != want {
        return Err(Diagnostic::error(
            op_loc(ctx, op),
            format!("expected {want} dynamic {what} values"),
        ));
    }
    Ok(())
}

fn verify_forall(ctx: &Context, op: OpId, f: ForallOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let rank = f.rank(ctx);
    let outs = f.outputs(ctx);
    let results = &ctx.op(op).results;
    if results.len() != outs.len() {
        return err(format!(
            "produces {} results, but has only {} outputs",
            results.len(),
            outs.len()
        ));
    }
    let args = region_args(ctx, op, 0);
    if args.len() != rank + outs.len() {
        return err(format!("region expects {rank} arguments"));
    }
    for (i, &a) in args.iter().take(rank).enumerate() {
        if !is_index(ctx, ctx.value_type(a)) {
            return err(format!("expects {i}-th block argument to be an index"));
        }
    }
    for (i, (&o, &a)) in outs.iter().zip(args.iter().skip(rank)).enumerate() {
        if ctx.value_type(o) != ctx.value_type(a) {
            return err(format!(
                "type mismatch between {i}-th output and corresponding block argument"
            ));
        }
    }
    if let Some(m) = f.mapping(ctx)
        && !m.is_empty()
        && m.len() != rank
    {
        return err("mapping attribute size must match op rank".into());
    }
    let lists = [
        (
            "lower bound",
            f.staticLowerBound(ctx),
            f.dynamicLowerBound(ctx).len(),
        ),
        (
            "upper bound",
            f.staticUpperBound(ctx),
            f.dynamicUpperBound(ctx).len(),
        ),
        ("step", f.staticStep(ctx), f.dynamicStep(ctx).len()),
    ];
    for (what, statics, dynamics) in lists {
        check_mixed_list(ctx, op, what, rank, &statics, dynamics)?;
    }
    // DestinationStyleOpInterface: each result has its shared output's type.
    let nlb = f.dynamicLowerBound(ctx).len() + f.dynamicUpperBound(ctx).len();
    let first_out = nlb + f.dynamicStep(ctx).len();
    for (i, (&o, &r)) in outs.iter().zip(results.iter()).enumerate() {
        let (to, tr) = (ctx.value_type(o), ctx.value_type(r));
        if to != tr {
            return err(format!(
                "expected type of operand #{} ({}) to match type of corresponding result ({})",
                first_out + i,
                quoted(ctx, to),
                quoted(ctx, tr)
            ));
        }
    }
    Ok(())
}

/// `SingleBlockImplicitTerminator` is a region trait: checked after the nested ops.
fn verify_forall_terminator(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if ForallOp::cast(ctx, op).is_none() {
        return Ok(());
    }
    check_implicit_terminator(ctx, op, InParallelOp::spec().name)
}

fn verify_in_parallel(ctx: &Context, op: OpId, v: InParallelOp) -> Result<(), Diagnostic> {
    let Some(forall) = ctx.parent_op(op).and_then(|p| ForallOp::cast(ctx, p)) else {
        return Err(ctx.op_error(op, "expected forall op parent"));
    };
    let outs = forall.region_out_args(ctx);
    for y in v.yielding_ops(ctx) {
        let Some(ins) = crate::tensor::ParallelInsertSliceOp::cast(ctx, y) else {
            return Err(ctx.op_error(op, "expected only ParallelCombiningOpInterface ops"));
        };
        if !outs.contains(&ins.dest(ctx)) {
            return Err(ctx.op_error(y, "may only insert into an output block argument"));
        }
    }
    Ok(())
}
