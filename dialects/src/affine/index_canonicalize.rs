//! Folds and canonicalization patterns of `affine.delinearize_index` and
//! `affine.linearize_index`, as mlir-opt-22 applies them (`AffineOps.cpp`): constants fold;
//! unit basis elements give zero coordinates (delinearize) or drop their coordinate when it
//! is known to be zero (linearize); a leading zero coordinate is dropped; a linearization of
//! a whole delinearization over the same basis, and a delinearization of a disjoint
//! linearization over the same basis, cancel.

use super::canonicalize::index_fold;
use super::ops::{DelinearizeIndexOp, LinearizeIndexOp};
use crate::arith::views::ConstantOp;
use crate::ods::constant_int;
use tile_ir::affine::{floor_div, floor_mod};
use tile_ir::builder::OpBuilder;
use tile_ir::dialect::FoldResult;
use tile_ir::pass::rewrite::Rewriter;
use tile_ir::types::DYNAMIC;
use tile_ir::{Context, Loc, OpId, Value};

/// One element of a mixed static/dynamic basis (MLIR's `getMixedBasis`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Basis {
    Static(i64),
    Dynamic(Value),
}

/// The basis of `statics` with its `DYNAMIC` entries taken from `dynamics` in order.
fn mixed_basis(statics: &[i64], dynamics: &[Value]) -> Option<Vec<Basis>> {
    let mut dynamics = dynamics.iter();
    statics
        .iter()
        .map(|&s| match s {
            DYNAMIC => dynamics.next().map(|&v| Basis::Dynamic(v)),
            _ => Some(Basis::Static(s)),
        })
        .collect()
}

/// The static list (with `DYNAMIC` markers) and the dynamic values of a mixed basis.
fn split_basis(basis: &[Basis]) -> (Vec<i64>, Vec<Value>) {
    let mut dynamics = Vec::new();
    let statics = basis
        .iter()
        .map(|b| match *b {
            Basis::Static(s) => s,
            Basis::Dynamic(v) => {
                dynamics.push(v);
                DYNAMIC
            }
        })
        .collect();
    (statics, dynamics)
}

/// The value of a basis element when it is known (static, or a constant operand).
fn known(ctx: &Context, b: Basis) -> Option<i64> {
    match b {
        Basis::Static(s) => Some(s),
        Basis::Dynamic(v) => constant_int(ctx, v).and_then(|c| i64::try_from(c).ok()),
    }
}

fn delinearize_basis(ctx: &Context, d: DelinearizeIndexOp) -> Option<Vec<Basis>> {
    mixed_basis(&d.static_basis(ctx), d.dynamic_basis(ctx))
}

fn linearize_basis(ctx: &Context, l: LinearizeIndexOp) -> Option<Vec<Basis>> {
    mixed_basis(&l.static_basis(ctx), l.dynamic_basis(ctx))
}

/// `affine.delinearize_index` (MLIR's fold): with one result it is the index; a constant
/// index over a static basis gives constant coordinates.
pub fn fold_delinearize(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let d = DelinearizeIndexOp::cast(ctx, op)?;
    let count = ctx.op(op).results.len();
    if count == 1 {
        return Some(vec![FoldResult::Value(d.linear_index(ctx))]);
    }
    let mut high = i64::try_from(constant_int(ctx, d.linear_index(ctx))?).ok()?;
    if !d.dynamic_basis(ctx).is_empty() {
        return None;
    }
    let basis = d.static_basis(ctx);
    // An outer bound (one basis element per result) only bounds the leading coordinate.
    let inner = basis.get(usize::from(basis.len() == count)..)?;
    let mut coordinates = Vec::with_capacity(count);
    for &modulus in inner.iter().rev() {
        coordinates.push(floor_mod(high, modulus)?);
        high = floor_div(high, modulus)?;
    }
    coordinates.push(high);
    Some(
        coordinates
            .into_iter()
            .rev()
            .map(|c| index_fold(ctx, c))
            .collect(),
    )
}

/// `affine.linearize_index` (MLIR's fold): no coordinates is 0, one is itself, constants
/// over a static basis are their row-major position.
pub fn fold_linearize(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let l = LinearizeIndexOp::cast(ctx, op)?;
    let indices = l.multi_index(ctx).to_vec();
    match indices.as_slice() {
        [] => return Some(vec![index_fold(ctx, 0)]),
        [only] => return Some(vec![FoldResult::Value(*only)]),
        _ => {}
    }
    let values = indices
        .iter()
        .map(|&v| constant_int(ctx, v).and_then(|c| i64::try_from(c).ok()))
        .collect::<Option<Vec<i64>>>()?;
    if !l.dynamic_basis(ctx).is_empty() {
        return None;
    }
    let basis = l.static_basis(ctx);
    let (mut result, mut stride) = (0i64, 1i64);
    for (&length, &index) in basis.iter().rev().zip(values.iter().rev()) {
        result = result.wrapping_add(index.wrapping_mul(stride));
        stride = stride.wrapping_mul(length);
    }
    // Without an outer bound the leading coordinate has no basis element of its own.
    if basis.len() < values.len()
        && let Some(&first) = values.first()
    {
        result = result.wrapping_add(first.wrapping_mul(stride));
    }
    Some(vec![index_fold(ctx, result)])
}

/// A detached `affine.delinearize_index` of `index` over `basis` with `count` results.
fn build_delinearize(
    ctx: &mut Context,
    loc: Loc,
    index: Value,
    basis: &[Basis],
    count: usize,
) -> OpId {
    let (statics, dynamics) = split_basis(basis);
    let types = vec![ctx.index_type(); count];
    DelinearizeIndexOp::build(
        &mut OpBuilder::detached(),
        ctx,
        loc,
        &types,
        index,
        &dynamics,
        statics,
    )
    .op()
}

/// A detached `affine.linearize_index` of `indices` over `basis`.
fn build_linearize(
    ctx: &mut Context,
    loc: Loc,
    indices: &[Value],
    basis: &[Basis],
    disjoint: bool,
) -> OpId {
    let (statics, dynamics) = split_basis(basis);
    let index = ctx.index_type();
    LinearizeIndexOp::build(
        &mut OpBuilder::detached(),
        ctx,
        loc,
        index,
        indices,
        &dynamics,
        statics,
        Some(disjoint),
    )
    .op()
}

/// MLIR's `CancelDelinearizeOfLinearizeDisjointExactTail` when the whole basis matches: the
/// coordinates of a disjoint linearization over the same basis.
pub fn delinearize_of_linearize(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let d = DelinearizeIndexOp::cast(ctx, op)?;
    let l = LinearizeIndexOp::defining(ctx, d.linear_index(ctx))?;
    let indices = l.multi_index(ctx).to_vec();
    let same_basis = delinearize_basis(ctx, d).is_some_and(|b| Some(b) == linearize_basis(ctx, l));
    if !l.disjoint(ctx) || !same_basis || indices.len() != ctx.op(op).results.len() {
        return None;
    }
    rewriter.replace_op(op, &indices);
    Some(())
}

/// MLIR's `DropUnitExtentBasis`: the coordinates of basis elements equal to 1 are 0; the
/// others come from a delinearization over the rest of the basis.
pub fn delinearize_drop_unit_basis(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let d = DelinearizeIndexOp::cast(ctx, op)?;
    let basis = delinearize_basis(ctx, d)?;
    let results = ctx.op(op).results.to_vec();
    // Without an outer bound the leading coordinate has no basis element.
    let leading = results.len().checked_sub(basis.len())?;
    let unit: Vec<bool> = basis.iter().map(|&b| known(ctx, b) == Some(1)).collect();
    if !unit.contains(&true) {
        return None;
    }
    let kept: Vec<Basis> = basis
        .iter()
        .zip(&unit)
        .filter(|(_, u)| !**u)
        .map(|(b, _)| *b)
        .collect();
    let (loc, index) = (ctx.op(op).loc, d.linear_index(ctx));
    let c = rewriter.ctx_mut();
    let zero = ConstantOp::build_index(&mut OpBuilder::detached(), c, loc, 0);
    let zero_value = zero.result(c);
    // The coordinates left: the leading one (without an outer bound) and the non-unit ones.
    let count = kept.len() + leading;
    let new = (count > 0).then(|| build_delinearize(c, loc, index, &kept, count));
    let mut rest = new
        .map(|n| c.op(n).results.to_vec())
        .unwrap_or_default()
        .into_iter();
    let replacements: Option<Vec<Value>> = (0..results.len())
        .map(|i| {
            let is_unit = i.checked_sub(leading).and_then(|j| unit.get(j)).copied() == Some(true);
            if is_unit {
                Some(zero_value)
            } else {
                rest.next()
            }
        })
        .collect();
    let replacements = replacements?;
    rewriter.insert_before(
        op,
        &std::iter::once(zero.op()).chain(new).collect::<Vec<_>>(),
    );
    rewriter.replace_op(op, &replacements);
    Some(())
}

/// MLIR's `CancelLinearizeOfDelinearizePortion` when it covers the whole op: every
/// coordinate of one delinearization, in order, over the same basis, is its index.
pub fn linearize_of_delinearize(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let l = LinearizeIndexOp::cast(ctx, op)?;
    let indices = l.multi_index(ctx);
    let d = indices
        .first()
        .and_then(|&v| DelinearizeIndexOp::defining(ctx, v))?;
    let same_basis = delinearize_basis(ctx, d).is_some_and(|b| Some(b) == linearize_basis(ctx, l));
    if !same_basis || ctx.op(d.op()).results.as_slice() != indices {
        return None;
    }
    let index = d.linear_index(ctx);
    rewriter.replace_op(op, &[index]);
    Some(())
}

/// MLIR's `DropLinearizeLeadingZero`: a leading zero coordinate (and its outer bound) goes.
pub fn linearize_drop_leading_zero(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let l = LinearizeIndexOp::cast(ctx, op)?;
    let indices = l.multi_index(ctx).to_vec();
    let (&first, rest) = indices.split_first()?;
    if constant_int(ctx, first) != Some(0) {
        return None;
    }
    if rest.is_empty() {
        rewriter.replace_op(op, &[first]);
        return Some(());
    }
    let mut basis = linearize_basis(ctx, l)?;
    if basis.len() == indices.len() {
        basis.remove(0);
    }
    let (loc, disjoint) = (ctx.op(op).loc, l.disjoint(ctx));
    let new = build_linearize(rewriter.ctx_mut(), loc, rest, &basis, disjoint);
    rewriter.replace_op_with_built(op, new);
    Some(())
}

/// MLIR's `DropLinearizeUnitComponentsIfDisjointOrZero`: a coordinate whose basis element
/// is 1 goes when the linearization is disjoint or the coordinate is zero.
pub fn linearize_drop_unit_components(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let l = LinearizeIndexOp::cast(ctx, op)?;
    let basis = linearize_basis(ctx, l)?;
    let indices = l.multi_index(ctx).to_vec();
    let disjoint = l.disjoint(ctx);
    let leading = indices.len().saturating_sub(basis.len());
    let (mut kept, mut kept_basis) = (
        indices.get(..leading).unwrap_or_default().to_vec(),
        Vec::new(),
    );
    for (&index, &b) in indices.iter().skip(leading).zip(&basis) {
        let droppable =
            known(ctx, b) == Some(1) && (disjoint || constant_int(ctx, index) == Some(0));
        if !droppable {
            kept.push(index);
            kept_basis.push(b);
        }
    }
    if kept.len() == indices.len() {
        return None;
    }
    let c = rewriter.ctx_mut();
    let loc = c.op(op).loc;
    let new = if kept.is_empty() {
        ConstantOp::build_index(&mut OpBuilder::detached(), c, loc, 0).op()
    } else {
        build_linearize(c, loc, &kept, &kept_basis, disjoint)
    };
    rewriter.replace_op_with_built(op, new);
    Some(())
}
