//! A map applied to SSA operands (dims first, then symbols), canonicalized as MLIR 22's
//! `canonicalizeMapAndOperands` and composed with the `affine.apply` ops producing its
//! operands as `composeAffineMapAndOperands` (`AffineOps.cpp`). Every affine op that applies
//! a map (apply, min, max, the accesses, loop bounds) is canonicalized through these two.

use super::ops::ApplyOp;
use super::validity::is_symbol_anywhere;
use crate::ods::constant_int;
use tile_ir::affine::{AffineExpr, AffineMap};
use tile_ir::{Context, Value};

/// `map` over `operands` in canonical form: dims that are valid symbols become symbols,
/// constant symbols are folded into the map, repeated operands share one dim or symbol and
/// unused ones are dropped.
pub fn canonicalize_map_and_operands(
    ctx: &Context,
    map: &mut AffineMap,
    operands: &mut Vec<Value>,
) {
    if operands.is_empty() || operands.len() != map.num_inputs() {
        return;
    }
    promote_symbols(ctx, map, operands);
    let (used_dims, used_symbols) = (map.get_dims_used(), map.get_symbols_used());
    let mut kept: Vec<Value> = Vec::with_capacity(operands.len());
    let mut dims = Renumbering::new(AffineExpr::dim);
    let dim_exprs: Vec<AffineExpr> = (0..map.num_dims)
        .map(
            |i| match operands.get(i).filter(|_| used_dims.contains(&i)) {
                Some(&v) => dims.expr_for(v, &mut kept),
                None => AffineExpr::constant(0),
            },
        )
        .collect();
    let mut symbols = Renumbering::new(AffineExpr::symbol);
    let symbol_exprs: Vec<AffineExpr> = (0..map.num_symbols)
        .map(|i| {
            match operands
                .get(map.num_dims + i)
                .filter(|_| used_symbols.contains(&i))
            {
                Some(&v) => match constant_int(ctx, v).and_then(|c| i64::try_from(c).ok()) {
                    Some(c) => AffineExpr::constant(c),
                    None => symbols.expr_for(v, &mut kept),
                },
                None => AffineExpr::constant(0),
            }
        })
        .collect();
    *map = map.replace_dims_and_symbols(&dim_exprs, &symbol_exprs, dims.count, symbols.count);
    *operands = kept;
}

/// New positions for the operands kept, in order of first use: a repeated operand shares
/// the position of its first occurrence.
struct Renumbering {
    make: fn(usize) -> AffineExpr,
    seen: Vec<(Value, AffineExpr)>,
    count: usize,
}

impl Renumbering {
    fn new(make: fn(usize) -> AffineExpr) -> Renumbering {
        Renumbering {
            make,
            seen: Vec::new(),
            count: 0,
        }
    }

    /// The dim or symbol standing for `v`, a new one (and `v` kept) on its first use.
    fn expr_for(&mut self, v: Value, kept: &mut Vec<Value>) -> AffineExpr {
        if let Some((_, e)) = self.seen.iter().find(|(s, _)| *s == v) {
            return e.clone();
        }
        let e = (self.make)(self.count);
        self.count += 1;
        kept.push(v);
        self.seen.push((v, e.clone()));
        e
    }
}

/// MLIR's `canonicalizePromotedSymbols`: a dim operand that is a valid symbol becomes a new
/// symbol after the existing ones.
fn promote_symbols(ctx: &Context, map: &mut AffineMap, operands: &mut Vec<Value>) {
    let (num_dims, num_symbols) = (map.num_dims, map.num_symbols);
    let mut kept = Vec::with_capacity(operands.len());
    let mut promoted = Vec::new();
    let mut dims = Vec::with_capacity(num_dims);
    for (i, &v) in operands.iter().enumerate() {
        if i >= num_dims {
            kept.push(v);
        } else if is_symbol_anywhere(ctx, v) {
            dims.push(AffineExpr::symbol(num_symbols + promoted.len()));
            promoted.push(v);
        } else {
            dims.push(AffineExpr::dim(kept.len()));
            kept.push(v);
        }
    }
    let new_dims = num_dims - promoted.len();
    let new_symbols = num_symbols + promoted.len();
    kept.extend(promoted);
    *map = map.replace_dims_and_symbols(&dims, &[], new_dims, new_symbols);
    *operands = kept;
}

/// MLIR's `composeAffineMapAndOperands`: operands produced by `affine.apply` are replaced by
/// the apply's own map and operands until none is left, then the result is canonicalized
/// and simplified.
pub fn compose_map_and_operands(ctx: &Context, map: &mut AffineMap, operands: &mut Vec<Value>) {
    if operands.len() != map.num_inputs() {
        return;
    }
    if map.results.is_empty() {
        canonicalize_map_and_operands(ctx, map, operands);
        *map = map.simplified();
        return;
    }
    let split = map.num_dims.min(operands.len());
    let mut dims: Vec<Option<Value>> = operands.iter().take(split).map(|&v| Some(v)).collect();
    let mut symbols: Vec<Option<Value>> = operands.iter().skip(split).map(|&v| Some(v)).collect();
    while (0..dims.len() + symbols.len())
        .any(|pos| replace_by_apply(ctx, map, pos, &mut dims, &mut symbols))
    {}
    // Replaced operands are gone from the map: drop them and renumber the rest.
    operands.clear();
    let mut renumber = |slots: &[Option<Value>], make: fn(usize) -> AffineExpr| {
        let mut count = 0;
        let exprs = slots
            .iter()
            .map(|slot| match slot {
                Some(v) => {
                    operands.push(*v);
                    count += 1;
                    make(count - 1)
                }
                None => AffineExpr::constant(0),
            })
            .collect::<Vec<_>>();
        (exprs, count)
    };
    let (dim_exprs, num_dims) = renumber(&dims, AffineExpr::dim);
    let (symbol_exprs, num_symbols) = renumber(&symbols, AffineExpr::symbol);
    *map = map.replace_dims_and_symbols(&dim_exprs, &symbol_exprs, num_dims, num_symbols);
    canonicalize_map_and_operands(ctx, map, operands);
    *map = map.simplified();
}

/// MLIR's `replaceDimOrSym`: when the dim or symbol at `pos` (dims first) is an
/// `affine.apply`, substitutes the apply's canonicalized expression, appending its operands
/// to `dims` and `symbols` and clearing the replaced slot.
fn replace_by_apply(
    ctx: &Context,
    map: &mut AffineMap,
    pos: usize,
    dims: &mut Vec<Option<Value>>,
    symbols: &mut Vec<Option<Value>>,
) -> bool {
    let is_dim = pos < dims.len();
    let slot = if is_dim {
        dims.get_mut(pos)
    } else {
        symbols.get_mut(pos - dims.len())
    };
    let Some(slot) = slot else {
        return false;
    };
    let Some(apply) = slot
        .and_then(|v| ctx.defining_op(v))
        .and_then(|d| ApplyOp::cast(ctx, d))
    else {
        return false;
    };
    let mut inner = apply.map(ctx);
    let mut inner_operands = apply.mapOperands(ctx).to_vec();
    if inner.results.len() != 1 || inner.num_inputs() != inner_operands.len() {
        return false;
    }
    *slot = None;
    canonicalize_map_and_operands(ctx, &mut inner, &mut inner_operands);
    let Some(result) = inner.results.first() else {
        return false;
    };
    let replacement = result
        .shift_dims(inner.num_dims, dims.len(), 0)
        .shift_symbols(inner.num_symbols, symbols.len(), 0);
    let (inner_dims, inner_symbols) =
        inner_operands.split_at(inner.num_dims.min(inner_operands.len()));
    let target = if is_dim {
        AffineExpr::dim(pos)
    } else {
        AffineExpr::symbol(pos - dims.len())
    };
    dims.extend(inner_dims.iter().map(|&v| Some(v)));
    symbols.extend(inner_symbols.iter().map(|&v| Some(v)));
    *map = map.replace_expr(&target, &replacement, dims.len(), symbols.len());
    true
}
