//! Folds and canonicalization patterns of `affine.delinearize_index` and
//! `affine.linearize_index`, as mlir-opt-22 applies them (`AffineOps.cpp`): constants fold
//! and constant basis operands become static; unit basis elements give zero coordinates
//! (delinearize) or drop their coordinate when it is known to be zero (linearize); a
//! leading zero coordinate is dropped; a run of a delinearization's coordinates linearized
//! again merges into one coordinate; a delinearization of a disjoint linearization gives
//! back the coordinates of the basis tail they share, or splits the last coordinate alone
//! when trailing basis elements multiply to its bound.

use super::canonicalize::index_fold;
use super::ops::{ApplyOp, DelinearizeIndexOp, LinearizeIndexOp};
use crate::arith::fold::in_place_result;
use crate::arith::views::ConstantOp;
use crate::ods::constant_int;
use crate::tensor::slice_folds::fold_list;
use tile_ir::affine::{AffineExpr, AffineMap};
use tile_ir::affine::{floor_div, floor_mod};
use tile_ir::builder::OpBuilder;
use tile_ir::dialect::FoldResult;
use tile_ir::ods::{OPERAND_SEGMENT_SIZES, segment_attr};
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

/// MLIR's `foldCstValueToCstAttrBasis`: the basis with its constant operands made static
/// and the operands left, when there is any constant.
fn constant_basis(
    ctx: &Context,
    statics: &[i64],
    dynamics: &[Value],
) -> Option<(Vec<i64>, Vec<Value>)> {
    let (statics, left) = fold_list(ctx, statics, dynamics, false);
    (left.len() != dynamics.len()).then_some((statics, left))
}

/// `affine.delinearize_index` (MLIR's fold): constant basis operands become static (in
/// place); with one result it is the index; a constant
/// index over a static basis gives constant coordinates.
pub fn fold_delinearize(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let d = DelinearizeIndexOp::cast(ctx, op)?;
    if let Some((statics, dynamics)) =
        constant_basis(ctx, &d.static_basis(ctx), d.dynamic_basis(ctx))
    {
        let index = d.linear_index(ctx);
        ctx.op_mut(op).operands = std::iter::once(index).chain(dynamics).collect();
        d.set_static_basis(ctx, statics);
        return in_place_result(ctx, op);
    }
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

/// `affine.linearize_index` (MLIR's fold): constant basis operands become static (in
/// place); no coordinates is 0, one is itself, constants
/// over a static basis are their row-major position.
pub fn fold_linearize(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let l = LinearizeIndexOp::cast(ctx, op)?;
    let indices = l.multi_index(ctx).to_vec();
    if let Some((statics, dynamics)) =
        constant_basis(ctx, &l.static_basis(ctx), l.dynamic_basis(ctx))
    {
        let segments = segment_attr(ctx, &[indices.len(), dynamics.len()]);
        ctx.op_mut(op).operands = indices.into_iter().chain(dynamics).collect();
        ctx.set_op_property(op, OPERAND_SEGMENT_SIZES, segments);
        l.set_static_basis(ctx, statics);
        return in_place_result(ctx, op);
    }
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

/// A basis with its missing outer bound as `None` (MLIR's `getPaddedBasis`).
fn padded(basis: Vec<Basis>, count: usize) -> Vec<Option<Basis>> {
    let missing = (count > basis.len()).then_some(None);
    missing
        .into_iter()
        .chain(basis.into_iter().map(Some))
        .collect()
}

/// A padded basis without its leading `None` (which only the outer bound may be).
fn unpadded(basis: &[Option<Basis>]) -> Option<Vec<Basis>> {
    let rest = match basis.split_first() {
        Some((None, rest)) => rest,
        _ => basis,
    };
    rest.iter().copied().collect()
}

/// `op` as a delinearization of the index a disjoint linearization computes, and that one.
fn split_of_disjoint_linearize(
    ctx: &Context,
    op: OpId,
) -> Option<(DelinearizeIndexOp, LinearizeIndexOp)> {
    let d = DelinearizeIndexOp::cast(ctx, op)?;
    let l = LinearizeIndexOp::defining(ctx, d.linear_index(ctx))?;
    l.disjoint(ctx).then_some((d, l))
}

/// MLIR's `CancelDelinearizeOfLinearizeDisjointExactTail`: the trailing basis elements a
/// delinearization shares with the disjoint linearization of its index give back the
/// linearized coordinates; the rest is a delinearization of the rest.
pub fn delinearize_of_linearize_tail(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let (d, l) = split_of_disjoint_linearize(ctx, op)?;
    let (lin_basis, delin_basis) = (linearize_basis(ctx, l)?, delinearize_basis(ctx, d)?);
    let shared = lin_basis
        .iter()
        .rev()
        .zip(delin_basis.iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    let indices = l.multi_index(ctx).to_vec();
    let count = ctx.op(op).results.len();
    if shared == 0 {
        return None;
    }
    if shared == lin_basis.len() && shared == delin_basis.len() && indices.len() == count {
        rewriter.replace_op(op, &indices);
        return Some(());
    }
    let (head, tail) = indices.split_at(indices.len().checked_sub(shared)?);
    let lin_head = lin_basis.get(..lin_basis.len() - shared)?;
    let delin_head = delin_basis.get(..delin_basis.len() - shared)?;
    let (lin_loc, loc) = (ctx.op(l.op()).loc, ctx.op(op).loc);
    let c = rewriter.ctx_mut();
    let new_l = build_linearize(c, lin_loc, head, lin_head, true);
    let new_index = c.op(new_l).results.first().copied()?;
    let new_d = build_delinearize(c, loc, new_index, delin_head, count.checked_sub(shared)?);
    let replacements: Vec<Value> = c.op(new_d).results.iter().chain(tail).copied().collect();
    rewriter.insert_before(op, &[new_l, new_d]);
    rewriter.replace_op(op, &replacements);
    Some(())
}

/// How many trailing elements of a static basis multiply to exactly `target`, scanning
/// from the back (MLIR's `SplitDelinearizeSpanningLastLinearizeArg` match).
fn spanning_suffix(basis: &[Basis], target: i64) -> Option<usize> {
    let mut product = 1i64;
    for (n, b) in basis.iter().rev().enumerate() {
        let Basis::Static(s) = *b else {
            return None;
        };
        product = product.checked_mul(s)?;
        if product > target {
            return None;
        }
        if product == target {
            return Some(n + 1);
        }
    }
    None
}

/// MLIR's `SplitDelinearizeSpanningLastLinearizeArg`: when trailing static basis elements
/// of a delinearization multiply to the static bound of the last coordinate of the disjoint
/// linearization of its index, that coordinate is delinearized on its own.
pub fn delinearize_split_last_linearize_arg(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let (d, l) = split_of_disjoint_linearize(ctx, op)?;
    let lin_basis = linearize_basis(ctx, l)?;
    let (&Basis::Static(target), lin_head) = lin_basis.split_last()? else {
        return None;
    };
    let delin_basis = delinearize_basis(ctx, d)?;
    let split = spanning_suffix(&delin_basis, target)?;
    if split < 2 {
        return None;
    }
    let indices = l.multi_index(ctx).to_vec();
    let (&last, front) = indices.split_last()?;
    let (delin_head, delin_tail) =
        delin_basis.split_at_checked(delin_basis.len().checked_sub(split)?)?;
    let count = ctx.op(op).results.len().checked_sub(split)?;
    let (lin_loc, loc) = (ctx.op(l.op()).loc, ctx.op(op).loc);
    let c = rewriter.ctx_mut();
    let new_l = build_linearize(c, lin_loc, front, lin_head, true);
    let new_index = c.op(new_l).results.first().copied()?;
    let head = build_delinearize(c, loc, new_index, delin_head, count);
    let tail = build_delinearize(c, loc, last, delin_tail, split);
    let results: Vec<Value> = [head, tail]
        .iter()
        .flat_map(|&o| c.op(o).results.to_vec())
        .collect();
    rewriter.insert_before(op, &[new_l, head, tail]);
    rewriter.replace_op(op, &results);
    Some(())
}

/// A run of `len` coordinates of a linearization, from `lin_start`, that are the results
/// of `delin` from `delin_start` over the same basis.
struct Run {
    delin: DelinearizeIndexOp,
    lin_start: usize,
    delin_start: usize,
    len: usize,
}

/// The run starting at coordinate `i` of a linearization (`disjoint`, coordinates
/// `indices`, padded basis `lin_basis`), if at least two coordinates long.
fn run_at(
    ctx: &Context,
    (indices, lin_basis, disjoint): (&[Value], &[Option<Basis>], bool),
    i: usize,
) -> Option<Run> {
    let &v = indices.get(i)?;
    let delin = DelinearizeIndexOp::defining(ctx, v)?;
    let results = &ctx.op(delin.op()).results;
    let k = results.iter().position(|&r| r == v)?;
    let delin_basis = padded(delinearize_basis(ctx, delin)?, results.len());
    let first = *delin_basis.get(k)?;
    // Leading bounds need not agree at the front of both ops, nor when `disjoint` vouches
    // for a bound the delinearization leaves open.
    let startable = Some(&first) == lin_basis.get(i)
        || (i == 0 && k == 0)
        || (disjoint && k == 0 && first.is_none());
    if !startable {
        return None;
    }
    let same = |j: usize| {
        indices
            .get(i + j)
            .is_some_and(|x| results.get(k + j) == Some(x))
            && lin_basis.get(i + j) == delin_basis.get(k + j)
    };
    let len = 1 + (1..).take_while(|&j| same(j)).count();
    (len > 1).then_some(Run {
        delin,
        lin_start: i,
        delin_start: k,
        len,
    })
}

/// The runs of a linearization, left to right, at most one per delinearization.
fn runs(ctx: &Context, l: LinearizeIndexOp, lin_basis: &[Option<Basis>]) -> Vec<Run> {
    let indices = l.multi_index(ctx);
    let key = (indices, lin_basis, l.disjoint(ctx));
    let mut found: Vec<Run> = Vec::new();
    let mut i = 0;
    while i < indices.len() {
        match run_at(ctx, key, i) {
            Some(run) if found.iter().all(|f| f.delin != run.delin) => {
                i += run.len;
                found.push(run);
            }
            _ => i += 1,
        }
    }
    found
}

/// MLIR's `computeProduct` of basis elements: unbounded if any is, static if all are
/// known, else an `affine.apply` multiplying the others, inserted before `anchor`.
fn basis_product(
    rewriter: &mut Rewriter<'_>,
    anchor: OpId,
    factors: &[Option<Basis>],
) -> Option<Basis> {
    let mut product = AffineExpr::constant(1);
    let mut operands = Vec::new();
    for &f in factors {
        let factor = match (known(rewriter.ctx(), f?), f?) {
            (Some(k), _) | (None, Basis::Static(k)) => AffineExpr::constant(k),
            (None, Basis::Dynamic(v)) => {
                operands.push(v);
                AffineExpr::symbol(operands.len() - 1)
            }
        };
        product = product.mul(factor);
    }
    if let Some(k) = product.as_constant() {
        return Some(Basis::Static(k));
    }
    let map = AffineMap::new(0, operands.len(), vec![product]);
    let c = rewriter.ctx_mut();
    let (loc, index) = (c.op(anchor).loc, c.index_type());
    let apply = ApplyOp::build(&mut OpBuilder::detached(), c, loc, index, &operands, map);
    rewriter.insert_before(anchor, &[apply.op()]);
    Some(Basis::Dynamic(apply.result(rewriter.ctx())))
}

/// A run's merged delinearization: before `run.delin`, its index over its basis with the
/// run's elements merged into `size`, and a residual delinearization of the merged
/// coordinate over `merged`. Returns the merged coordinate and the values replacing the
/// old results (none when the run takes every result: its index is the coordinate).
fn merge_run(
    rewriter: &mut Rewriter<'_>,
    run: &Run,
    size: Option<Basis>,
    merged: &[Option<Basis>],
) -> Option<(Value, Vec<Value>)> {
    let ctx = rewriter.ctx();
    let d = run.delin;
    let (index, count) = (d.linear_index(ctx), ctx.op(d.op()).results.len());
    if run.len == count {
        return Some((index, Vec::new()));
    }
    let mut basis = padded(delinearize_basis(ctx, d)?, count);
    let merged_range = run.delin_start..run.delin_start + run.len;
    basis.get(merged_range.clone())?;
    basis.splice(merged_range, [size]);
    let loc = ctx.op(d.op()).loc;
    let c = rewriter.ctx_mut();
    let new = build_delinearize(c, loc, index, &unpadded(&basis)?, basis.len());
    let new_results = c.op(new).results.to_vec();
    let &combined = new_results.get(run.delin_start)?;
    let residual = build_delinearize(c, loc, combined, &unpadded(merged)?, merged.len());
    let (before, after) = new_results.split_at(run.delin_start);
    let replacements = before
        .iter()
        .chain(&c.op(residual).results)
        .chain(after.get(1..)?)
        .copied()
        .collect();
    rewriter.insert_before(d.op(), &[new, residual]);
    Some((combined, replacements))
}

/// MLIR's `CancelLinearizeOfDelinearizePortion`: each run of coordinates that are
/// consecutive results of one delinearization over the same basis becomes one coordinate,
/// the delinearization's index when the run is all of it, else the matching result of a
/// delinearization over the merged basis (whose other uses get a residual split).
pub fn linearize_of_delinearize_portion(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let l = LinearizeIndexOp::cast(ctx, op)?;
    let indices = l.multi_index(ctx).to_vec();
    let lin_basis = padded(linearize_basis(ctx, l)?, indices.len());
    let found = runs(ctx, l, &lin_basis);
    if found.is_empty() {
        return None;
    }
    let (loc, disjoint) = (ctx.op(op).loc, l.disjoint(ctx));
    let (mut new_index, mut new_basis, mut replaced) = (Vec::new(), Vec::new(), Vec::new());
    let mut end = 0;
    for run in &found {
        new_index.extend(indices.get(end..run.lin_start)?);
        new_basis.extend(lin_basis.get(end..run.lin_start)?);
        end = run.lin_start + run.len;
        // The linearization's bounds: `disjoint` may vouch for one the delinearization lacks.
        let merged = lin_basis.get(run.lin_start..end)?;
        let size = basis_product(rewriter, run.delin.op(), merged);
        let (coordinate, replacements) = merge_run(rewriter, run, size, merged)?;
        new_index.push(coordinate);
        new_basis.push(size);
        replaced.push((run.delin.op(), replacements));
    }
    new_index.extend(indices.get(end..)?);
    new_basis.extend(lin_basis.get(end..)?);
    let new = build_linearize(
        rewriter.ctx_mut(),
        loc,
        &new_index,
        &unpadded(&new_basis)?,
        disjoint,
    );
    rewriter.replace_op_with_built(op, new);
    for (delin, replacements) in replaced {
        if !replacements.is_empty() {
            rewriter.replace_op(delin, &replacements);
        }
    }
    Some(())
}
