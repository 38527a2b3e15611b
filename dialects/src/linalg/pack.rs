//! `linalg.pack` and `linalg.unpack` (MLIR 22): tile a tensor into a packed layout and back.
//! `lower-tiles{form=pack}` emits them for single-tile layouts.

use crate::ods::shaped_parts;
use crate::ods::{DYNAMIC_INDEX_LIST, i64_array};
use tile_ir::declare_op;
use tile_ir::dialect::DialectRegistry;
use tile_ir::ods::constraints::{
    ANY_RANKED_TENSOR, ANY_SHAPED, ANY_TYPE, DenseI64ArrayAttr, INDEX,
};
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
    operands { source: one ANY_SHAPED, dest: one ANY_SHAPED, padding_value: optional ANY_TYPE, inner_tiles: many INDEX }
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
    operands { source: one ANY_SHAPED, dest: one ANY_SHAPED, inner_tiles: many INDEX }
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

/// The result of a pack/unpack on tensors is its destination's type (none on buffers).
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

/// MLIR's checks on the tiling: as many tiles as tiled dims, the packed rank, and (for pack)
/// full tiles when a static dimension is not a multiple of its tile and there is no padding
/// value; unpack may drop partial tiles.
fn verify_pack_like<V>(ctx: &Context, op: OpId, _: V) -> Result<(), Diagnostic> {
    let is_pack = ctx.op_name_of(op) == "linalg.pack";
    let loc = ctx.op(op).loc;
    let pos = ctx
        .op_attr(op, "inner_dims_pos")
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default();
    let tiles = ctx
        .op_attr(op, "static_inner_tiles")
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default();
    if pos.len() != tiles.len() {
        return Err(Diagnostic::error(
            loc,
            "tiling factors must equal the number of dimensions to tile",
        ));
    }
    let types = ctx.operand_types(op);
    let shape = |i: usize| {
        types
            .get(i)
            .and_then(|&t| shaped_parts(ctx, t))
            .map(|(s, _)| s.to_vec())
    };
    let (Some(a), Some(b)) = (shape(0), shape(1)) else {
        return Err(ctx.op_error(op, "operands must be ranked tensors"));
    };
    let (unpacked, packed) = if is_pack { (a, b) } else { (b, a) };
    if packed.len() != unpacked.len() + tiles.len() {
        return Err(Diagnostic::error(
            loc,
            format!(
                "packed rank != (unpacked rank + num tiling factors), got {} != {}",
                packed.len(),
                unpacked.len() + tiles.len()
            ),
        ));
    }
    let has_pad =
        is_pack && ctx.op(op).operands.len() > 2 + tiles.iter().filter(|&&t| t == DYNAMIC).count();
    for (&d, &t) in pos.iter().zip(&tiles) {
        let size = usize::try_from(d)
            .ok()
            .and_then(|d| unpacked.get(d))
            .copied();
        if is_pack
            && let Some(size) = size
            && size != DYNAMIC
            && t != DYNAMIC
            && t > 0
            && size % t != 0
            && !has_pad
        {
            return Err(ctx.op_error(op, "invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set"));
        }
    }
    Ok(())
}
