//! The structural checks every declared op gets from its spec, with MLIR's messages and in
//! MLIR's order: counts (regions, results, successors, operands), then attributes, operand
//! and result constraints, type relations, and region sizes.

use super::spec::{Arity, AttrPresence, OpSpec, TypeRelation, ValueSpec};
use crate::context::Context;
use crate::diagnostic::Diagnostic;
use crate::ir::OpId;
use crate::printer::type_to_string;

/// Checks `op` against `spec`.
pub fn verify_op(spec: &OpSpec, ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let o = ctx.op(op);
    let variadic_regions = spec.regions.last().is_some_and(|r| r.variadic);
    if !variadic_regions {
        count(
            ctx,
            op,
            spec.regions.len(),
            o.regions().len(),
            Counted::Region,
        )?;
    } else if o.regions().len() + 1 < spec.regions.len() {
        return Err(ctx.op_error(
            op,
            // MLIR's `AtLeastNRegions`.
            format!("expected {} or more regions", spec.regions.len() - 1),
        ));
    }
    group_count(ctx, op, spec.results, o.results.len(), Counted::Result)?;
    let nsucc = spec.successors.len();
    if spec.successors.iter().all(|s| s.arity == Arity::One) && o.successors().len() != nsucc {
        return Err(ctx.op_error(
            op,
            format!(
                "requires {nsucc} successor{} but found {}",
                if nsucc == 1 { "" } else { "s" },
                o.successors().len()
            ),
        ));
    }
    // MLIR's `AtLeastNSuccessors` for a variadic successor group.
    let fixed = spec
        .successors
        .iter()
        .filter(|s| s.arity == Arity::One)
        .count();
    if fixed < nsucc && o.successors().len() < fixed {
        return Err(ctx.op_error(
            op,
            format!(
                "requires at least {fixed} successors but found {}",
                o.successors().len()
            ),
        ));
    }
    let operand_sizes = if spec.has_operand_segments() {
        super::checked_segments(ctx, op, spec.operands.len())?
    } else {
        group_count(ctx, op, spec.operands, o.operands.len(), Counted::Operand)?;
        spec.split_operands(o.operands.len()).unwrap_or_default()
    };
    if !spec.parents.is_empty() {
        let parent = ctx.parent_op(op).map(|p| ctx.op_name_of(p));
        if !parent.is_some_and(|p| spec.parents.contains(&p)) {
            return Err(ctx.op_error(
                op,
                match spec.parents {
                    [one] => format!("expects parent op '{one}'"),
                    many => format!("expects parent op to be one of '{}'", many.join(", ")),
                },
            ));
        }
    }
    for a in spec.attrs {
        match ctx.op_attr(op, a.name) {
            None if a.presence == AttrPresence::Required => {
                return Err(ctx.op_error(op, format!("requires attribute '{}'", a.name)));
            }
            Some(v) if !(a.check)(ctx, v) => {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "attribute '{}' failed to satisfy constraint: {}",
                        a.name, a.desc
                    ),
                ));
            }
            _ => {}
        }
    }
    constraints(
        ctx,
        op,
        spec.operands,
        &operand_sizes,
        &o.operands,
        "operand",
    )?;
    let mut result_sizes =
        super::spec::split_groups(spec.results, o.results.len()).unwrap_or_default();
    if result_sizes.is_empty() {
        // Several variadic groups: MLIR's `SameVariadicResultSize` split.
        result_sizes = spec.result_group_sizes(ctx, op).unwrap_or_default();
    }
    constraints(ctx, op, spec.results, &result_sizes, &o.results, "result")?;
    for rel in spec.relations {
        relation(spec, ctx, op, rel, &operand_sizes, &result_sizes)?;
    }
    // Region constraints come after the type relations and the `SingleBlock` trait, as
    // mlir-opt-22 reports them (`scf.for` with an empty region and mismatched bounds).
    if spec.traits.contains(crate::dialect::OpTraits::SINGLE_BLOCK) {
        for (i, &region) in o.regions().iter().enumerate() {
            if ctx.region(region).blocks.len() > 1 {
                return Err(ctx.op_error(op, format!("expects region #{i} to have 0 or 1 blocks")));
            }
        }
    }
    for (i, &region) in o.regions().iter().enumerate() {
        // Regions past the spec's count belong to its trailing variadic group.
        let r = match spec.regions.get(i) {
            Some(r) => r,
            None => match spec.regions.last() {
                Some(last) if last.variadic => last,
                _ => break,
            },
        };
        if r.single_block && ctx.region(region).blocks.len() != 1 {
            return Err(ctx.op_error(
                op,
                format!(
                    "region #{i} ('{}') failed to verify constraint: region with 1 blocks",
                    r.name
                ),
            ));
        }
    }
    Ok(())
}

/// What a count check counts.
#[derive(Copy, Clone, Debug)]
pub enum Counted {
    /// Regions (`OneRegion`, `NRegions`).
    Region,
    /// Results (`OneResult`, `NResults`).
    Result,
    /// Operands (`OneOperand`, `NOperands`).
    Operand,
}

/// MLIR's `ZeroRegions`/`OneRegion`/`NRegions` (and the same for results and operands): `op`
/// has exactly `want` of `what`, for ops whose counts no spec states.
pub fn check_count(ctx: &Context, op: OpId, what: Counted, want: usize) -> Result<(), Diagnostic> {
    let o = ctx.op(op);
    let have = match what {
        Counted::Region => o.regions().len(),
        Counted::Result => o.results.len(),
        Counted::Operand => o.operands.len(),
    };
    count(ctx, op, want, have, what)
}

fn count(
    ctx: &Context,
    op: OpId,
    want: usize,
    have: usize,
    what: Counted,
) -> Result<(), Diagnostic> {
    if want == have {
        return Ok(());
    }
    let msg = match (what, want) {
        (Counted::Region, 0) => "requires zero regions".to_string(),
        (Counted::Region, 1) => "requires one region".to_string(),
        (Counted::Region, n) => format!("expected {n} regions"),
        (Counted::Result, 0) => "requires zero results".to_string(),
        (Counted::Result, 1) => "requires one result".to_string(),
        (Counted::Result, n) => format!("expected {n} results"),
        (Counted::Operand, 0) => "requires zero operands".to_string(),
        (Counted::Operand, 1) => "requires a single operand".to_string(),
        (Counted::Operand, n) => format!("expected {n} operands, but found {have}"),
    };
    Err(ctx.op_error(op, msg))
}

fn group_count(
    ctx: &Context,
    op: OpId,
    groups: &[ValueSpec],
    have: usize,
    what: Counted,
) -> Result<(), Diagnostic> {
    let fixed = groups.iter().filter(|g| g.arity == Arity::One).count();
    if groups.iter().all(|g| g.arity == Arity::One) {
        return count(ctx, op, fixed, have, what);
    }
    if have >= fixed {
        return Ok(());
    }
    let noun = match what {
        Counted::Result => "results",
        _ => "operands",
    };
    Err(ctx.op_error(
        op,
        format!("expected {fixed} or more {noun}, but found {have}"),
    ))
}

fn constraints(
    ctx: &Context,
    op: OpId,
    groups: &[ValueSpec],
    sizes: &[usize],
    values: &[crate::Value],
    noun: &str,
) -> Result<(), Diagnostic> {
    let mut at = 0usize;
    for (g, &n) in groups.iter().zip(sizes) {
        if g.arity == Arity::One && n != 1 {
            return Err(ctx.op_error(
                op,
                format!("{noun} group starting at #{at} requires 1 {noun}, but found {n}"),
            ));
        }
        if g.arity == Arity::Optional && n > 1 {
            return Err(ctx.op_error(
                op,
                format!("{noun} group starting at #{at} requires 0 or 1 element, but found {n}"),
            ));
        }
        for i in at..at + n {
            let Some(&v) = values.get(i) else { break };
            let t = ctx.value_type(v);
            if !(g.ty.check)(ctx, t) {
                let desc = if g.arity == Arity::Variadic {
                    format!("variadic of {}", g.ty.desc)
                } else {
                    g.ty.desc.to_string()
                };
                return Err(ctx.op_error(
                    op,
                    format!(
                        "{noun} #{i} must be {desc}, but got '{}'",
                        type_to_string(ctx, t)
                    ),
                ));
            }
        }
        at += n;
    }
    Ok(())
}

/// The types of group `name` (operand or result).
fn group_types(
    spec: &OpSpec,
    ctx: &Context,
    op: OpId,
    name: &str,
    operand_sizes: &[usize],
    result_sizes: &[usize],
) -> Vec<crate::Type> {
    let o = ctx.op(op);
    let (values, sizes, i) = match spec.operand_index(name) {
        Some(i) => (&o.operands, operand_sizes, i),
        None => match spec.result_index(name) {
            Some(i) => (&o.results, result_sizes, i),
            None => return Vec::new(),
        },
    };
    let start: usize = sizes.iter().take(i).sum();
    let n = sizes.get(i).copied().unwrap_or(0);
    values
        .get(start..start + n)
        .unwrap_or(&[])
        .iter()
        .map(|&v| ctx.value_type(v))
        .collect()
}

fn relation(
    spec: &OpSpec,
    ctx: &Context,
    op: OpId,
    rel: &TypeRelation,
    operand_sizes: &[usize],
    result_sizes: &[usize],
) -> Result<(), Diagnostic> {
    let types = |n: &str| group_types(spec, ctx, op, n, operand_sizes, result_sizes);
    match rel {
        TypeRelation::AllMatch(names) => {
            let all: Vec<crate::Type> = names.iter().flat_map(|n| types(n)).collect();
            if all.windows(2).any(|w| w.first() != w.get(1)) {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "failed to verify that all of {{{}}} have same type",
                        names.join(", ")
                    ),
                ));
            }
        }
        TypeRelation::SameOperandsAndResult => same_operands_and_result_type(ctx, op)?,
        TypeRelation::SameOperands => {
            let types = ctx.operand_types(op);
            if types.windows(2).any(|w| w.first() != w.get(1)) {
                return Err(ctx.op_error(op, "requires all operands to have the same type"));
            }
        }
        TypeRelation::Infers { .. } => {}
        TypeRelation::RanksMatch(names) => {
            let rank = |t| {
                super::constraints::shape_or_unranked(ctx, t)
                    .flatten()
                    .map(|s| s.len())
            };
            let ranks: Vec<Option<usize>> = names.iter().flat_map(|n| types(n)).map(rank).collect();
            if ranks.windows(2).any(|w| w.first() != w.get(1)) {
                let msg = format!(
                    "failed to verify that all of {{{}}} have same rank",
                    names.join(", ")
                );
                return Err(ctx.op_error(op, msg));
            }
        }
        TypeRelation::With { from, to, f, desc } => {
            let (src, dst) = (types(from), types(to));
            if let (Some(&s), Some(&d)) = (src.first(), dst.first())
                && f(ctx, s) != Some(d)
            {
                return Err(ctx.op_error(op, format!("failed to verify that {desc}")));
            }
        }
        TypeRelation::ElementTypesMatch { names, desc } => {
            let elem = |t| super::constraints::element_type(ctx, t).unwrap_or(t);
            let all: Vec<crate::Type> = names.iter().flat_map(|n| types(n)).map(elem).collect();
            if all.windows(2).any(|w| w.first() != w.get(1)) {
                return Err(ctx.op_error(op, format!("failed to verify that {desc}")));
            }
        }
        TypeRelation::WithList { from, to, f, desc } => {
            if let Some(&s) = types(from).first()
                && f(ctx, s).is_some_and(|want| want != types(to))
            {
                return Err(ctx.op_error(op, format!("failed to verify that {desc}")));
            }
        }
    }
    Ok(())
}

/// MLIR's `SameOperandsAndResultType`: one element type, compatible shapes and, against a
/// ranked tensor result, its encoding.
pub fn same_operands_and_result_type(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use super::constraints::{compatible_shape, element_type};
    use crate::TypeKind;
    let results = ctx.result_types(op);
    let Some(&ty) = results.first() else {
        return Ok(());
    };
    let elem = |t| element_type(ctx, t).unwrap_or(t);
    let encoding = match ctx.type_kind(ty) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    };
    for t in results.iter().skip(1).copied().chain(ctx.operand_types(op)) {
        if elem(t) != elem(ty) || !compatible_shape(ctx, t, ty) {
            return Err(ctx.op_error(op, "requires the same type for all operands and results"));
        }
        if let (
            Some(e),
            TypeKind::RankedTensor {
                encoding: other, ..
            },
        ) = (encoding, ctx.type_kind(t))
            && *other != Some(e)
        {
            return Err(ctx.op_error(
                op,
                "requires the same encoding for all operands and results",
            ));
        }
    }
    Ok(())
}
