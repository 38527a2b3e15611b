//! The encoding verifier: MLIR 22's `SparseTensorEncodingAttr::verify` (structural rules,
//! in MLIR's order, with MLIR's messages) plus tile-opt's stricter rule (no dense level right
//! after a non-unique one, upstream's post-22 fix), and `verifyEncoding` (the checks against
//! the tensor type the encoding is attached to).
// ok: level indices here come from `0..lts.len()` loops and `position` results over
// the same slice (checked before use), so indexing cannot go out of bounds.
#![allow(clippy::indexing_slicing)]

use tile_ir::{Context, Type};

use super::SparseEncoding;
use crate::sparse_tensor::level_type::{LevelFormat, LevelType};

/// A verifier error, in MLIR's words (MLIR reports it at the encoding's mnemonic).
fn err(message: impl Into<String>) -> Result<(), String> {
    Err(message.into())
}

/// Widths MLIR accepts for positions and coordinates (0 means `index`).
pub fn accept_bit_width(w: u32) -> bool {
    matches!(w, 0 | 8 | 16 | 32 | 64)
}

/// Coordinate widths tile-opt accepts: MLIR's plus the seed document's sub-byte 2.
pub fn accept_crd_width(w: u32) -> bool {
    accept_bit_width(w) || w == 2
}

/// Checks `enc` with MLIR's structural rules, in MLIR's order.
pub fn verify(enc: &SparseEncoding) -> Result<(), String> {
    if !accept_bit_width(enc.pos_width) {
        return err(format!("unexpected position bitwidth: {}", enc.pos_width));
    }
    if !accept_crd_width(enc.crd_width) {
        return err(format!("unexpected coordinate bitwidth: {}", enc.crd_width));
    }
    let lts = &enc.lvl_types;
    verify_coo_segments(lts)?;
    verify_batch(lts)?;
    if lts
        .iter()
        .any(|t| t.is_soa() && !t.is(LevelFormat::Singleton))
    {
        return err("SoA is only applicable to singleton lvlTypes.");
    }
    verify_n_out_of_m(enc)?;
    // tile-opt: upstream main (after LLVM 22, PR #184157) rejects this; 22.1.8 accepts it
    // and then crashes in the iterator lowering.
    for l in 1..lts.len() {
        if lts[l].is(LevelFormat::Dense) && !lts[l - 1].is_unique() {
            return err("dense level cannot follow a non-unique level");
        }
    }
    let lvl_rank = lts.len();
    if lvl_rank == 0 {
        return err("expected a non-empty array for lvlTypes");
    }
    let dim_rank = enc.dim_rank();
    if let Some(map) = &enc.dim_to_lvl {
        if map.results.len() != lvl_rank {
            return err(format!(
                "level-rank mismatch between dimToLvl and lvlTypes: {} != {lvl_rank}",
                map.results.len()
            ));
        }
        let inferred = map.infer_lvl_to_dim();
        let linearized = is_linearized(map);
        if inferred.is_none() && map.num_symbols == 0 && !linearized {
            return err("failed to infer lvlToDim from dimToLvl");
        }
        if enc.lvl_to_dim.is_some() && inferred != enc.lvl_to_dim {
            return err("expected lvlToDim to be an inverse of dimToLvl");
        }
        if dim_rank > lvl_rank && !linearized {
            return err(format!(
                "unexpected dimToLvl mapping from {dim_rank} to {lvl_rank}"
            ));
        }
    }
    if !enc.dim_slices.is_empty() {
        if enc.dim_slices.len() != dim_rank {
            return err(format!(
                "dimension-rank mismatch between dimSlices and dimToLvl: {} != {dim_rank}",
                enc.dim_slices.len()
            ));
        }
        if dim_rank != lvl_rank {
            return err(format!(
                "dimSlices expected dimension-rank to match level-rank: {dim_rank} != {lvl_rank}"
            ));
        }
        if let Some(Err((_, m))) = enc
            .dim_slices
            .iter()
            .map(|s| s.verify())
            .find(Result::is_err)
        {
            return err(m);
        }
    }
    Ok(())
}

/// tile-opt extension: a map with fewer levels than dims that linearizes dims into levels
/// (`(i, j) -> (i * 8 + j)`, XLA's combined dimensions). MLIR cannot infer its inverse; tile-opt
/// accepts it when the tensor shape makes the inverse unique, which [`verify_tensor`] checks.
pub fn is_linearized(map: &tile_ir::affine::AffineMap) -> bool {
    map.num_symbols == 0
        && map.num_dims > map.results.len()
        && map.is_pure_affine()
        && (0..map.num_dims).all(|d| map.results.iter().any(|e| e.is_function_of_dim(d)))
}

/// Every run of singletons follows a compressed or loose_compressed level, and agrees on
/// `soa`.
fn verify_coo_segments(lts: &[LevelType]) -> Result<(), String> {
    for l in (0..lts.len()).filter(|&l| lts[l].is(LevelFormat::Singleton)) {
        let prev = l.checked_sub(1).map(|p| lts[p]);
        let in_run = prev.is_some_and(|p| p.is(LevelFormat::Singleton));
        if !in_run && !prev.is_some_and(|p| p.has_positions()) {
            return err("expected compressed or loose_compressed level before singleton level");
        }
        if in_run && prev.is_some_and(|p| p.is_soa() != lts[l].is_soa()) {
            return err(
                "expected all singleton lvlTypes stored in the same memory layout (SoA vs AoS).",
            );
        }
    }
    Ok(())
}

/// Batch levels form a prefix.
fn verify_batch(lts: &[LevelType]) -> Result<(), String> {
    let Some(last) = lts.iter().rposition(|t| t.is(LevelFormat::Batch)) else {
        return Ok(());
    };
    match lts[..last].iter().position(|t| !t.is(LevelFormat::Batch)) {
        Some(_) => err("Batch lvlType can only be leading levels."),
        None => Ok(()),
    }
}

/// The rules for a `structured[n, m]` level.
fn verify_n_out_of_m(enc: &SparseEncoding) -> Result<(), String> {
    let lts = &enc.lvl_types;
    let Some(l) = lts.iter().position(|t| t.is(LevelFormat::NOutOfM)) else {
        return Ok(());
    };
    if l + 1 != lts.len() {
        return err("expected n_out_of_m to be the last level type");
    }
    if lts[..l].iter().any(|t| !t.is(LevelFormat::Dense)) {
        return err("expected all dense lvlTypes before a n_out_of_m level");
    }
    let Some(map) = &enc.dim_to_lvl else {
        return Ok(());
    };
    if map.num_dims == map.results.len() {
        return Ok(());
    }
    if !map.is_block_sparsity() {
        return err("expected 1xm block structure for n_out_of_m level");
    }
    let mut coefficient = 0;
    for size in enc.block_sizes() {
        if size != 0 {
            if size != coefficient && coefficient != 0 {
                return err("expected only one blocked level with the same coefficients");
            }
            coefficient = size;
        }
    }
    if coefficient != i64::from(lts[l].m()) {
        return err(
            "expected coeffiencts of Affine expressions to be equal to m of n_out_of_m level",
        );
    }
    Ok(())
}

/// MLIR's `verifyEncoding`: the checks against the tensor type (`shape`, `None` for dynamic
/// sizes, of `element`) the encoding is attached to.
pub fn verify_tensor(
    ctx: &Context,
    enc: &SparseEncoding,
    shape: &[Option<i64>],
    element: Type,
) -> Result<(), String> {
    let dim_rank = shape.len();
    if dim_rank == 0 {
        return Err("expected non-scalar sparse tensor".into());
    }
    if enc.dim_rank() != dim_rank {
        return Err(format!(
            "dimension-rank mismatch between encoding and tensor shape: {} != {dim_rank}",
            enc.dim_rank()
        ));
    }
    if let Some(map) = &enc.dim_to_lvl
        && enc.lvl_to_dim.is_none()
        && is_linearized(map)
        && map.invert_with_shape(shape).is_none()
    {
        return Err("failed to infer lvlToDim from dimToLvl".into());
    }
    let elem = tile_ir::printer::type_to_string(ctx, element);
    if let Some(v) = &enc.explicit_val
        && !v.has_type(ctx, element)
    {
        return Err(format!(
            "explicit value type mismatch between encoding and tensor element type: '{}' != '{elem}'",
            v.type_text(ctx)
        ));
    }
    if let Some(v) = &enc.implicit_val {
        if !v.has_type(ctx, element) {
            return Err(format!(
                "implicit value type mismatch between encoding and tensor element type: '{}' != '{elem}'",
                v.type_text(ctx)
            ));
        }
        if !v.is_zero(ctx) {
            return Err("implicit value must be zero".into());
        }
    }
    Ok(())
}
