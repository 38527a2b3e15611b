//! `linalg.pack` and `linalg.unpack` (MLIR 22): tile a tensor into a packed layout and back.
//! `lower-tiles{form=pack}` emits them for single-tile layouts.

use crate::ods::shaped_parts;
use crate::ods::{DYNAMIC_INDEX_LIST, i64_array};
use tile_ir::declare_op;
use tile_ir::dialect::DialectRegistry;
use tile_ir::ods::constraints::{ANY_RANKED_TENSOR, ANY_TYPE, DenseI64ArrayAttr, INDEX};
use tile_ir::types::DYNAMIC;
use tile_ir::{Context, Diagnostic, OpId, Type, TypeKind};

/// Registers `linalg.pack` and `linalg.unpack`.
pub fn register(r: &mut DialectRegistry) {
    r.add_op(PackOp::def());
    r.add_op(UnPackOp::def());
}

declare_op! {
    /// `linalg.pack %s padding_value(%p : f32) inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<13xf32> -> tensor<2x8xf32>`
    pub struct PackOp = "linalg.pack", "Packs a tensor into tiles of a higher-rank destination";
    operands { source: one ANY_RANKED_TENSOR, dest: one ANY_RANKED_TENSOR, padding_value: optional ANY_TYPE, inner_tiles: many INDEX }
    results { result: optional ANY_RANKED_TENSOR }
    attrs {
        outer_dims_perm: optional_default DenseI64ArrayAttr = Vec::new(),
        inner_dims_pos: required DenseI64ArrayAttr,
        static_inner_tiles: required DenseI64ArrayAttr,
    }
    traits [PURE];
    infer result_like_dest;
    format "$source (`padding_value` `(` $padding_value^ `:` type($padding_value) `)`)? (`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos `inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) `into` $dest attr-dict `:` type($source) `->` type($dest)";
    custom [DYNAMIC_INDEX_LIST];
    result_names ["pack"];
    verify verify_pack_like;
}

declare_op! {
    /// `linalg.unpack %s inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<2x8xf32> -> tensor<16xf32>`
    pub struct UnPackOp = "linalg.unpack", "Unpacks a tiled tensor back into a lower-rank destination";
    operands { source: one ANY_RANKED_TENSOR, dest: one ANY_RANKED_TENSOR, inner_tiles: many INDEX }
    results { result: optional ANY_RANKED_TENSOR }
    attrs {
        outer_dims_perm: optional_default DenseI64ArrayAttr = Vec::new(),
        inner_dims_pos: required DenseI64ArrayAttr,
        static_inner_tiles: required DenseI64ArrayAttr,
    }
    traits [PURE];
    infer result_like_dest;
    format "$source (`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos `inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) `into` $dest attr-dict `:` type($source) `->` type($dest)";
    custom [DYNAMIC_INDEX_LIST];
    result_names ["unpack"];
    verify verify_pack_like;
}

/// The result of a pack/unpack is its destination's type.
fn result_like_dest(
    ctx: &mut Context,
    operands: &[Vec<Type>],
    _: &[tile_ir::ir::NamedAttr],
) -> Result<Vec<Type>, String> {
    let dest = operands.get(1).and_then(|d| d.first()).copied();
    Ok(dest
        .filter(|&t| matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. }))
        .into_iter()
        .collect())
}

/// MLIR's `commonVerifierPackAndUnPackOp`, then pack's padding checks (full tiles when a
/// static dimension is not a multiple of its tile and there is no padding value; unpack may
/// drop partial tiles).
fn verify_pack_like<V>(ctx: &Context, op: OpId, _: V) -> Result<(), Diagnostic> {
    let is_pack = ctx.op_name_of(op) == "linalg.pack";
    let loc = ctx.op(op).loc;
    let plain = |m: String| Err(Diagnostic::error(loc, m));
    let array = |name| {
        ctx.op_attr(op, name)
            .and_then(|a| i64_array(ctx, a))
            .unwrap_or_default()
    };
    let (pos, perm, tiles) = (
        array("inner_dims_pos"),
        array("outer_dims_perm"),
        array("static_inner_tiles"),
    );
    if tiles.contains(&0) {
        return plain("invalid zero tile factor".into());
    }
    let types = ctx.operand_types(op);
    let shaped = |i: usize| types.get(i).and_then(|&t| shaped_parts(ctx, t));
    let (Some(a), Some(b)) = (shaped(0), shaped(1)) else {
        return Err(ctx.op_error(op, "operands must be ranked tensors"));
    };
    let ((unpacked, elem), (packed, _)) = if is_pack { (a, b) } else { (b, a) };
    let rank = unpacked.len();
    if invalid_positions(&pos, rank) {
        return plain("invalid inner_dims_pos vector".into());
    }
    if invalid_positions(&perm, rank) {
        return plain("invalid outer_dims_perm vector".into());
    }
    if !perm.is_empty() && perm.len() != rank {
        return plain("outer_dims_perm must be a permutation or empty".into());
    }
    if tiles.len() > rank {
        return plain("tiling factors must be less than or equal to the input rank for pack or output rank for unpack".into());
    }
    if pos.len() != tiles.len() {
        return plain("tiling factors must equal the number of dimensions to tile".into());
    }
    if packed.len() != rank + tiles.len() {
        return plain(format!(
            "packed rank != (unpacked rank + num tiling factors), got {} != {}",
            packed.len(),
            rank + tiles.len()
        ));
    }
    // A static tile is the packed inner dimension; a dynamic one needs a dynamic dimension.
    let inner = packed.get(rank..).unwrap_or_default();
    if inner.iter().zip(&tiles).any(|(&d, &t)| d != t) {
        return plain("mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type".into());
    }
    let expected = packed_shape(unpacked, &pos, &perm, &tiles);
    let compatible = |x: i64, y: i64| x == y || x == DYNAMIC || y == DYNAMIC;
    if expected.len() != packed.len()
        || expected
            .iter()
            .zip(packed)
            .any(|(&x, &y)| !compatible(x, y))
    {
        let dims: String = expected
            .iter()
            .map(|&d| {
                if d == DYNAMIC {
                    "?x".to_string()
                } else {
                    format!("{d}x")
                }
            })
            .collect();
        let elem = tile_ir::printer::type_to_string(ctx, elem);
        let got = types
            .get(usize::from(is_pack))
            .map(|&t| tile_ir::printer::type_to_string(ctx, t))
            .unwrap_or_default();
        return plain(format!(
            "expected 'tensor<{dims}{elem}>' for the packed domain value, got '{got}'"
        ));
    }
    if !is_pack {
        return Ok(());
    }
    let dynamic_tiles = tiles.iter().filter(|&&t| t == DYNAMIC).count();
    let pad = ctx.op(op).operands.get(2).copied();
    let pad = pad.filter(|_| ctx.op(op).operands.len() > 2 + dynamic_tiles);
    if let Some(p) = pad {
        let ty = ctx.value_type(p);
        if ty != elem {
            let (want, got) = (
                tile_ir::printer::type_to_string(ctx, elem),
                tile_ir::printer::type_to_string(ctx, ty),
            );
            return Err(ctx.op_error(
                op,
                format!("expected padding_value has '{want}' but got: '{got}'"),
            ));
        }
        return Ok(());
    }
    for (&d, &t) in pos.iter().zip(&tiles) {
        let size = usize::try_from(d)
            .ok()
            .and_then(|d| unpacked.get(d))
            .copied();
        if let Some(size) = size
            && size != DYNAMIC
            && t != DYNAMIC
            && t > 0
            && size % t != 0
        {
            return Err(ctx.op_error(op, "invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set"));
        }
    }
    Ok(())
}

/// MLIR's `isInvalidPackingPosSpecification`: too many, repeated or out-of-range positions.
fn invalid_positions(dims: &[i64], rank: usize) -> bool {
    let mut seen = std::collections::HashSet::new();
    dims.len() > rank
        || !dims.iter().all(|&d| seen.insert(d))
        || dims
            .iter()
            .any(|&d| usize::try_from(d).map_or(true, |d| d >= rank))
}

/// MLIR's `PackOp::inferPackedType` shape: tiled dimensions divided (rounding up) by their
/// tile, permuted by `perm`, then the tiles.
fn packed_shape(unpacked: &[i64], pos: &[i64], perm: &[i64], tiles: &[i64]) -> Vec<i64> {
    let mut outer = unpacked.to_vec();
    for (&d, &t) in pos.iter().zip(tiles) {
        if let Some(size) = usize::try_from(d).ok().and_then(|d| outer.get_mut(d)) {
            if *size != DYNAMIC && t != DYNAMIC && t > 0 {
                *size = (*size + t - 1) / t;
            } else {
                *size = DYNAMIC;
            }
        }
    }
    if !perm.is_empty() {
        let permuted: Option<Vec<i64>> = perm
            .iter()
            .map(|&p| usize::try_from(p).ok().and_then(|p| outer.get(p)).copied())
            .collect();
        outer = permuted.unwrap_or(outer);
    }
    outer.extend_from_slice(tiles);
    outer
}
