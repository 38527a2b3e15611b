//! affine's folds and canonicalization patterns, as mlir-opt-22 applies them
//! (`AffineOps.cpp`): every op applying a map has it composed with the `affine.apply` ops
//! producing its operands and canonicalized (`SimplifyAffineOp`); `affine.apply` folds to an
//! operand or a constant; `affine.min`/`max` fold constant results, drop repeated ones,
//! sort them and become `affine.apply` with one result left; `affine.for` folds constant
//! bounds, canonicalizes its bound maps and folds loops with an empty body; `affine.if`
//! canonicalizes its set like a map, loses an empty else branch, and is replaced by the
//! branch a trivially true or false condition takes.

use super::map_operands::{canonicalize_map_and_operands, compose_map_and_operands};
use super::operand_bounds::{drop_redundant_bounds, simplify_with_operands};
use super::ops::{
    ApplyOp, ForOp, IfOp, LoadOp, MaxOp, MinOp, ParallelOp, PrefetchOp, StoreOp, VectorLoadOp,
    VectorStoreOp,
};
use crate::arith::consts::{Elems, decode, dense_position, encode};
use crate::memref::{GetGlobalOp, GlobalOp};
use crate::ods::{constant_int, ranked_shape, region_args, region_terminator};
use crate::shaped_folds::fold_operand_casts;
use tile_ir::affine::{AffineExpr, AffineExprKind, AffineMap, IntegerSet};
use tile_ir::builder::OpBuilder;
use tile_ir::dialect::FoldResult;
use tile_ir::ods::{OPERAND_SEGMENT_SIZES, segment_attr};
use tile_ir::pass::rewrite::Rewriter;
use tile_ir::verifier::lookup_nearest_symbol;
use tile_ir::{Context, OpId, OperationState, Value};

/// Runs `$body` with `$v` bound to `$op`'s view among the ops that apply a map to their
/// trailing operands, giving `Some` of the body's value; `$first` is where those operands
/// start.
macro_rules! with_map_op {
    ($ctx:expr, $op:expr, |$v:ident, $first:ident| $body:expr) => {
        with_map_op!(@try $ctx, $op, $v, $first, $body; ApplyOp 0, MinOp 0, MaxOp 0, LoadOp 1,
            VectorLoadOp 1, PrefetchOp 1, StoreOp 2, VectorStoreOp 2)
    };
    (@try $ctx:expr, $op:expr, $v:ident, $first:ident, $body:expr;
        $view:ident $n:literal $(, $rest:ident $m:literal)*) => {
        if let Some($v) = $view::cast($ctx, $op) {
            let $first = $n;
            Some($body)
        } else {
            with_map_op!(@try $ctx, $op, $v, $first, $body; $($rest $m),*)
        }
    };
    (@try $ctx:expr, $op:expr, $v:ident, $first:ident, $body:expr;) => {
        None
    };
}

/// The map `op` applies and its map operands.
fn applied_map(ctx: &Context, op: OpId) -> Option<(AffineMap, Vec<Value>)> {
    let (map, first) = with_map_op!(ctx, op, |v, first| (v.map(ctx), first))?;
    let operands = ctx.op(op).operands.get(first..)?.to_vec();
    Some((map, operands))
}

/// Replaces `op` by a copy with a new map and map operands. MLIR's patterns build the op
/// afresh (its discardable attributes are not kept), and erasing the old op revisits its
/// operands' producers, which is what orders the constants MLIR's folder moves.
fn set_applied_map(rewriter: &mut Rewriter<'_>, op: OpId, map: AffineMap, operands: Vec<Value>) {
    let ctx = rewriter.ctx_mut();
    let Some(first) = with_map_op!(ctx, op, |_v, first| first) else {
        return;
    };
    let mut st = OperationState::new(ctx.op_name_of(op).to_string(), ctx.op(op).loc);
    st.operands = ctx.op(op).operands.iter().take(first).copied().collect();
    st.operands.extend(operands);
    st.result_types = ctx
        .op(op)
        .results
        .iter()
        .map(|&r| ctx.value_type(r))
        .collect();
    st.properties = ctx.op_properties(op).to_vec();
    let new = OpBuilder::detached().insert(ctx, st);
    let _ = with_map_op!(ctx, new, |v, _first| v.set_map(ctx, map));
    rewriter.replace_op_with_built(op, new);
}

/// MLIR's `SimplifyAffineOp`: the map composed with the `affine.apply` ops feeding it and
/// canonicalized with its operands.
pub fn simplify_map_op(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let (old_map, old_operands) = applied_map(ctx, op)?;
    let (mut map, mut operands) = (old_map.clone(), old_operands.clone());
    compose_map_and_operands(ctx, &mut map, &mut operands);
    canonicalize_map_and_operands(ctx, &mut map, &mut operands);
    simplify_with_operands(ctx, &mut map, &operands);
    if map == old_map && operands == old_operands {
        return None;
    }
    set_applied_map(rewriter, op, map, operands);
    Some(())
}

/// Each result of `map` on `operands` when every input it uses is a constant (MLIR's
/// `AffineMap::constantFold`, result by result).
fn constant_results(ctx: &Context, map: &AffineMap, operands: &[Value]) -> Vec<Option<i64>> {
    let constants: Vec<Option<i64>> = operands
        .iter()
        .map(|&v| constant_int(ctx, v).and_then(|c| i64::try_from(c).ok()))
        .collect();
    let (dims, symbols) = constants.split_at(map.num_dims.min(constants.len()));
    let used_constant = |e: &AffineExpr| {
        let (mut d, mut s) = Default::default();
        e.collect_dims(&mut d);
        e.collect_symbols(&mut s);
        d.iter().all(|&i| dims.get(i).is_some_and(Option::is_some))
            && s.iter()
                .all(|&i| symbols.get(i).is_some_and(Option::is_some))
    };
    let values = |slots: &[Option<i64>]| slots.iter().map(|c| c.unwrap_or(0)).collect::<Vec<_>>();
    let (dim_values, symbol_values) = (values(dims), values(symbols));
    map.results
        .iter()
        .map(|e| {
            used_constant(e)
                .then(|| e.evaluate(&dim_values, &symbol_values).ok())
                .flatten()
        })
        .collect()
}

/// An index constant as a fold result.
pub(super) fn index_fold(ctx: &mut Context, value: i64) -> FoldResult {
    let index = ctx.index_type();
    FoldResult::Attr(ctx.int_attr(i128::from(value), index))
}

/// `affine.apply` of a lone dim or symbol is that operand; of constants, a constant.
pub fn fold_apply(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let apply = ApplyOp::cast(ctx, op)?;
    let map = apply.map(ctx);
    let operands = apply.mapOperands(ctx).to_vec();
    let result = match map.results.first()?.kind() {
        AffineExprKind::Dim(p) => FoldResult::Value(*operands.get(p)?),
        AffineExprKind::Symbol(p) => FoldResult::Value(*operands.get(map.num_dims + p)?),
        _ => {
            let value = constant_results(ctx, &map, &operands).first().copied()??;
            index_fold(ctx, value)
        }
    };
    Some(vec![result])
}

/// `affine.min`/`max` (MLIR's `foldMinMaxOp`): constant results replace their expressions;
/// all constant, the op is their min or max; `()[s0] -> (s0)` is its operand.
pub fn fold_min_max(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let is_min = MinOp::cast(ctx, op).is_some();
    let (map, operands) = applied_map(ctx, op)?;
    let constants = constant_results(ctx, &map, &operands);
    let results = map
        .results
        .iter()
        .zip(&constants)
        .map(|(e, c)| c.map_or_else(|| e.clone(), AffineExpr::constant))
        .collect();
    let folded = AffineMap::new(map.num_dims, map.num_symbols, results);
    if folded.num_symbols == 1 && folded.results == [AffineExpr::symbol(0)] {
        return Some(vec![FoldResult::Value(*operands.get(folded.num_dims)?)]);
    }
    if let Some(all) = constants.iter().copied().collect::<Option<Vec<i64>>>() {
        let value = if is_min {
            all.iter().min()
        } else {
            all.iter().max()
        };
        let index = ctx.index_type();
        return Some(vec![FoldResult::Attr(
            ctx.int_attr(i128::from(*value?), index),
        )]);
    }
    if folded == map {
        return None;
    }
    let _ = with_map_op!(ctx, op, |v, _first| v.set_map(ctx, folded));
    Some(Vec::new())
}

/// The `affine.min`/`max` patterns in the order mlir-opt-22 applies them (one result left
/// becomes an `affine.apply` first, which may fold to an operand).
pub fn canonicalize_min_max(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    single_result_to_apply(op, rewriter)
        .or_else(|| drop_repeated_results(op, rewriter))
        .or_else(|| merge_producers(op, rewriter))
        .or_else(|| simplify_map_op(op, rewriter))
        .or_else(|| sort_results(op, rewriter))
}

/// MLIR's `DeduplicateAffineMinMaxExpressions`.
fn drop_repeated_results(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let (map, operands) = applied_map(rewriter.ctx(), op)?;
    let unique = map.without_duplicate_results();
    if unique.results.len() == map.results.len() {
        return None;
    }
    set_applied_map(rewriter, op, unique, operands);
    Some(())
}

/// MLIR's `MergeAffineMinMaxOp`: a result that is a lone dim or symbol bound to an op of
/// the same kind (min of min, max of max) is replaced by that op's results and operands.
fn merge_producers(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let name = ctx.op_name_of(op);
    let (map, operands) = applied_map(ctx, op)?;
    let (dims, symbols) = operands.split_at(map.num_dims.min(operands.len()));
    let producer = |e: &AffineExpr| {
        let v = match e.kind() {
            AffineExprKind::Dim(p) => dims.get(p),
            AffineExprKind::Symbol(p) => symbols.get(p),
            _ => None,
        };
        v.and_then(|&v| ctx.defining_op(v))
            .filter(|&d| ctx.op_name_of(d) == name)
    };
    let (mut new_dims, mut new_symbols) = (dims.to_vec(), symbols.to_vec());
    let mut results = Vec::new();
    let mut producers = Vec::new();
    for e in &map.results {
        match producer(e) {
            Some(p) => producers.push(p),
            None => results.push(e.clone()),
        }
    }
    if producers.is_empty() {
        return None;
    }
    let (mut num_dims, mut num_symbols) = (map.num_dims, map.num_symbols);
    for p in producers {
        let (inner, inner_operands) = applied_map(ctx, p)?;
        let (inner_dims, inner_symbols) =
            inner_operands.split_at(inner.num_dims.min(inner_operands.len()));
        new_dims.extend_from_slice(inner_dims);
        new_symbols.extend_from_slice(inner_symbols);
        results.extend(inner.results.iter().map(|e| {
            e.shift_dims(inner.num_dims, num_dims, 0).shift_symbols(
                inner.num_symbols,
                num_symbols,
                0,
            )
        }));
        num_dims += inner.num_dims;
        num_symbols += inner.num_symbols;
    }
    let merged = AffineMap::new(num_dims, num_symbols, results);
    new_dims.extend(new_symbols);
    set_applied_map(rewriter, op, merged, new_dims);
    Some(())
}

/// MLIR's `CanonicalizeAffineMinMaxOpExprAndTermOrder`: linear results sorted by their
/// coefficients (dims, symbols, constant).
fn sort_results(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let (map, operands) = applied_map(rewriter.ctx(), op)?;
    let forms: Option<Vec<Vec<i64>>> = map
        .results
        .iter()
        .map(|e| e.linear_form(map.num_dims, map.num_symbols))
        .collect();
    let forms = forms?;
    if forms.windows(2).all(|w| w.first() <= w.get(1)) {
        return None;
    }
    let mut sorted: Vec<(&Vec<i64>, &AffineExpr)> = forms.iter().zip(&map.results).collect();
    sorted.sort_by(|a, b| a.0.cmp(b.0));
    let results = sorted.into_iter().map(|(_, e)| e.clone()).collect();
    let map = AffineMap::new(map.num_dims, map.num_symbols, results);
    set_applied_map(rewriter, op, map, operands);
    Some(())
}

/// MLIR's `CanonicalizeSingleResultAffineMinMaxOp`: one result is an `affine.apply`.
fn single_result_to_apply(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let (map, operands) = applied_map(rewriter.ctx(), op)?;
    if map.results.len() != 1 {
        return None;
    }
    let c = rewriter.ctx_mut();
    let (loc, index) = (c.op(op).loc, c.index_type());
    let apply = ApplyOp::build(&mut OpBuilder::detached(), c, loc, index, &operands, map);
    rewriter.replace_op_with_built(op, apply.op());
    Some(())
}

/// `affine.for` (MLIR's `AffineForOp::fold`): constant bounds folded, bound maps
/// canonicalized, and a loop whose body only yields replaced by what it yields.
pub fn fold_for(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let for_op = ForOp::cast(ctx, op)?;
    let mut changed = fold_constant_bound(ctx, for_op, true);
    changed |= fold_constant_bound(ctx, for_op, false);
    changed |= canonicalize_bounds(ctx, for_op);
    if let Some(values) = empty_loop_results(ctx, for_op) {
        return Some(values.into_iter().map(FoldResult::Value).collect());
    }
    changed.then(Vec::new)
}

/// MLIR's `foldLoopBounds` for one bound: all results constant, the bound becomes their max
/// (lower) or min (upper).
fn fold_constant_bound(ctx: &mut Context, f: ForOp, lower: bool) -> bool {
    let (map, operands) = bound(ctx, f, lower);
    if map.single_constant().is_some() {
        return false;
    }
    let Some(values) = constant_results(ctx, &map, &operands)
        .into_iter()
        .collect::<Option<Vec<i64>>>()
    else {
        return false;
    };
    let value = if lower {
        values.iter().max()
    } else {
        values.iter().min()
    };
    let Some(&value) = value else {
        return false;
    };
    set_bound(ctx, f, lower, AffineMap::constants(&[value]), Vec::new());
    true
}

/// MLIR's `canonicalizeLoopBounds`: the lower bound composed and canonicalized, redundant
/// results of both bounds dropped, then the upper bound composed and canonicalized
/// (repeated results stay, as in mlir-opt-22).
fn canonicalize_bounds(ctx: &mut Context, f: ForOp) -> bool {
    let (old_lb, mut lb_operands) = bound(ctx, f, true);
    let (old_ub, mut ub_operands) = bound(ctx, f, false);
    let (mut lb, mut ub) = (old_lb.clone(), old_ub.clone());
    compose_map_and_operands(ctx, &mut lb, &mut lb_operands);
    canonicalize_map_and_operands(ctx, &mut lb, &mut lb_operands);
    drop_redundant_bounds(ctx, &mut lb, &lb_operands, true);
    drop_redundant_bounds(ctx, &mut ub, &ub_operands, false);
    compose_map_and_operands(ctx, &mut ub, &mut ub_operands);
    canonicalize_map_and_operands(ctx, &mut ub, &mut ub_operands);
    let changed = (lb != old_lb, ub != old_ub);
    if changed.0 {
        set_bound(ctx, f, true, lb, lb_operands);
    }
    if changed.1 {
        set_bound(ctx, f, false, ub, ub_operands);
    }
    changed.0 || changed.1
}

fn bound(ctx: &Context, f: ForOp, lower: bool) -> (AffineMap, Vec<Value>) {
    if lower {
        (f.lowerBoundMap(ctx), f.lowerBoundOperands(ctx).to_vec())
    } else {
        (f.upperBoundMap(ctx), f.upperBoundOperands(ctx).to_vec())
    }
}

/// Sets one bound's map and operands, keeping the other bound and the loop-carried values.
fn set_bound(ctx: &mut Context, f: ForOp, lower: bool, map: AffineMap, operands: Vec<Value>) {
    let (lb, ub, inits) = (
        f.lowerBoundOperands(ctx).to_vec(),
        f.upperBoundOperands(ctx).to_vec(),
        f.inits(ctx).to_vec(),
    );
    let (lb, ub) = if lower {
        (operands, ub)
    } else {
        (lb, operands)
    };
    let sizes = segment_attr(ctx, &[lb.len(), ub.len(), inits.len()]);
    ctx.op_mut(f.op()).operands = lb.into_iter().chain(ub).chain(inits).collect();
    ctx.set_op_property(f.op(), OPERAND_SEGMENT_SIZES, sizes);
    if lower {
        f.set_lower_bound_map(ctx, map);
    } else {
        f.set_upper_bound_map(ctx, map);
    }
}

/// MLIR's `getTrivialConstantTripCount`.
fn constant_trip_count(ctx: &Context, f: ForOp) -> Option<u64> {
    let step = f.step(ctx);
    let lb = f.lowerBoundMap(ctx).single_constant()?;
    let ub = f.upperBoundMap(ctx).single_constant()?;
    if step <= 0 {
        return None;
    }
    let span = i128::from(ub) - i128::from(lb);
    let step = i128::from(step);
    u64::try_from(if span <= 0 {
        0
    } else {
        (span + step - 1) / step
    })
    .ok()
}

/// MLIR's `AffineForEmptyLoopFolder` (and the zero-trip fold): the results of a loop with
/// results whose body only yields, when they are known without running it.
fn empty_loop_results(ctx: &Context, f: ForOp) -> Option<Vec<Value>> {
    let op = f.op();
    if ctx.op(op).results.is_empty() {
        return None;
    }
    let trips = constant_trip_count(ctx, f);
    let inits = f.inits(ctx).to_vec();
    if trips == Some(0) {
        return Some(inits);
    }
    let yield_op = region_terminator(ctx, op, 0)?;
    let block = ctx.op(yield_op).parent?;
    if ctx.block(block).ops.len() != 1 {
        return None;
    }
    let args = region_args(ctx, op, 0);
    let (&iv, iter_args) = args.split_first()?;
    let (mut outside, mut out_of_order) = (false, false);
    let mut values = Vec::new();
    for (i, &v) in ctx.op(yield_op).operands.iter().enumerate() {
        if v == iv {
            return None;
        }
        match iter_args.iter().position(|&a| a == v) {
            Some(pos) => {
                out_of_order |= pos != i;
                values.push(*inits.get(pos)?);
            }
            None => {
                outside = true;
                values.push(v);
            }
        }
    }
    match trips {
        None if outside || out_of_order => None,
        Some(n) if n >= 2 && out_of_order => None,
        _ => Some(values),
    }
}

/// `affine.if` (MLIR's `AffineIfOp::fold`): its set composed with the `affine.apply` ops
/// feeding it and canonicalized with its operands, as a map of its constraints.
pub fn fold_if(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let if_op = IfOp::cast(ctx, op)?;
    let set = if_op.condition(ctx);
    let old_operands = if_op.operands(ctx).to_vec();
    let mut map = AffineMap::new(set.num_dims, set.num_symbols, set.constraints.clone());
    let mut operands = old_operands.clone();
    // MLIR composes only when an operand is an `affine.apply`.
    if operands.iter().any(|&v| {
        ctx.defining_op(v)
            .is_some_and(|d| ApplyOp::cast(ctx, d).is_some())
    }) {
        compose_map_and_operands(ctx, &mut map, &mut operands);
    }
    canonicalize_map_and_operands(ctx, &mut map, &mut operands);
    let new_set = IntegerSet {
        num_dims: map.num_dims,
        num_symbols: map.num_symbols,
        constraints: map.results,
        eq_flags: set.eq_flags.clone(),
    };
    if new_set == set && operands == old_operands {
        return None;
    }
    ctx.op_mut(op).operands = operands.into_iter().collect();
    if_op.set_condition(ctx, new_set);
    Some(Vec::new())
}

/// The `affine.if` patterns in MLIR's order.
pub fn simplify_if(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    remove_empty_else(op, rewriter).or_else(|| take_trivial_branch(op, rewriter))
}

/// MLIR's `SimplifyDeadElse`: an `affine.if` without results whose else block only yields
/// loses it.
fn remove_empty_else(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let if_op = IfOp::cast(ctx, op)?;
    let region = if_op.elseRegion(ctx);
    let block = ctx.entry_block(region)?;
    if !ctx.op(op).results.is_empty() || ctx.block(block).ops.len() != 1 {
        return None;
    }
    if let Some(&terminator) = ctx.block(block).ops.first() {
        rewriter.erase_op(terminator);
    }
    rewriter.modify_op(op, |ctx, _| ctx.region_mut(region).blocks.clear());
    Some(())
}

/// MLIR's `AlwaysTrueOrFalseIf`: under the empty set (`1 == 0`) the else branch replaces
/// the op (nothing, without one), under `0 == 0` the then branch.
fn take_trivial_branch(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let if_op = IfOp::cast(ctx, op)?;
    let set = if_op.condition(ctx);
    let single = |c: i64| set.constraints == [AffineExpr::constant(c)] && set.eq_flags == [true];
    let region = if single(1) {
        if_op.elseRegion(ctx)
    } else if single(0) {
        if_op.thenRegion(ctx)
    } else {
        return None;
    };
    let Some(block) = ctx.entry_block(region) else {
        if !ctx.op(op).results.is_empty() {
            return None;
        }
        rewriter.erase_op(op);
        return Some(());
    };
    rewriter.replace_op_with_block(op, block).then_some(())
}

/// `affine.load` (MLIR's `AffineLoadOp::fold`): through `memref.cast`s, and from a constant
/// `memref.global` (any element of a splat, at constant subscripts otherwise).
pub fn fold_load(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    if fold_operand_casts(ctx, op, false) {
        return Some(Vec::new());
    }
    let load = LoadOp::cast(ctx, op)?;
    let get = GetGlobalOp::cast(ctx, ctx.defining_op(load.memref(ctx))?)?;
    let global = lookup_nearest_symbol(ctx, get.op(), &get.name(ctx))
        .and_then(|g| GlobalOp::cast(ctx, g))?;
    global.constant(ctx)?;
    let init = global.initial_value(ctx)?;
    let element = ctx.value_type(load.result(ctx));
    let shape = ranked_shape(ctx, ctx.value_type(load.memref(ctx)))?.to_vec();
    let map = load.map(ctx);
    let scalar = match decode(ctx, init)?.elems {
        Elems::Splat(s) => s,
        Elems::Dense(values) => {
            let indices = map
                .results
                .iter()
                .map(|e| e.as_constant().map(i128::from))
                .collect::<Option<Vec<i128>>>()?;
            *values.get(dense_position(&shape, &indices)?)?
        }
        Elems::Scalar(_) => return None,
    };
    Some(vec![FoldResult::Attr(encode(
        ctx,
        element,
        Elems::Scalar(scalar),
    )?)])
}

/// `affine.store` and `affine.prefetch` (their `fold`s): through `memref.cast`s.
pub fn fold_access_casts(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    fold_operand_casts(ctx, op, false).then(Vec::new)
}

/// `affine.parallel` (MLIR's `AffineParallelOp::fold`): its lower and upper bound maps
/// composed with the `affine.apply` ops feeding them and canonicalized.
pub fn fold_parallel(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let p = ParallelOp::cast(ctx, op)?;
    let (old_lb, old_ub) = (p.lowerBoundsMap(ctx), p.upperBoundsMap(ctx));
    let operands = p.mapOperands(ctx).to_vec();
    let (lb_operands, ub_operands) = operands.split_at(old_lb.num_inputs().min(operands.len()));
    let (mut lb, mut new_lb_operands) = (old_lb.clone(), lb_operands.to_vec());
    let (mut ub, mut new_ub_operands) = (old_ub.clone(), ub_operands.to_vec());
    compose_map_and_operands(ctx, &mut lb, &mut new_lb_operands);
    compose_map_and_operands(ctx, &mut ub, &mut new_ub_operands);
    let unchanged = |m: &AffineMap, old: &AffineMap, new_ops: &[Value], old_ops: &[Value]| {
        m == old && new_ops == old_ops
    };
    if unchanged(&lb, &old_lb, &new_lb_operands, lb_operands)
        && unchanged(&ub, &old_ub, &new_ub_operands, ub_operands)
    {
        return None;
    }
    new_lb_operands.extend(new_ub_operands);
    ctx.op_mut(op).operands = new_lb_operands.into_iter().collect();
    p.set_lower_bounds_map(ctx, lb);
    p.set_upper_bounds_map(ctx, ub);
    Some(Vec::new())
}
