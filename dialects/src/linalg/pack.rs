//! `linalg.pack` and `linalg.unpack` (MLIR 22): tile a tensor into a packed layout and back.
//! `lower-tiles{form=pack}` emits them for single-tile layouts.

use crate::ods::shaped_parts;
use crate::ods::{DYNAMIC_INDEX_LIST, i64_array};
use tile_ir::declare_op;
use tile_ir::dialect::OpDef;
use tile_ir::ods::constraints::{ANY_RANKED_TENSOR, ANY_TYPE, DenseI64ArrayAttr, INDEX};
use tile_ir::types::DYNAMIC;
use tile_ir::{Context, Diagnostic, OpId, Type, TypeKind};

/// `linalg.pack` and `linalg.unpack`.
pub const OPS: &[fn() -> OpDef] = &[PackOp::def, UnPackOp::def];

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
    canonicalize [super::canonicalize::pack_of_fill];
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

/// MLIR's `commonVerifierPackAndUnPackOp` and `PackOp::verify`, in MLIR's order: tile sizes,
/// `inner_dims_pos` and `outer_dims_perm`, ranks, the packed type's tiles and shape, then
/// (for pack) the padding value's type and full tiles when there is no padding value.
fn verify_pack_like<V>(ctx: &Context, op: OpId, _: V) -> Result<(), Diagnostic> {
    let is_pack = ctx.op_name_of(op) == "linalg.pack";
    let loc = ctx.op(op).loc;
    let err = |msg: String| Err(Diagnostic::error(loc, msg));
    let array = |name: &str| {
        ctx.op_attr(op, name)
            .and_then(|a| i64_array(ctx, a))
            .unwrap_or_default()
    };
    let (pos, perm, static_tiles) = (
        array("inner_dims_pos"),
        array("outer_dims_perm"),
        array("static_inner_tiles"),
    );
    // Each tile as a constant when it is one (static, or an `arith.constant` operand).
    let operands = &ctx.op(op).operands;
    let n_dynamic = static_tiles.iter().filter(|&&t| t == DYNAMIC).count();
    let mut dynamic = operands
        .get(operands.len().saturating_sub(n_dynamic)..)
        .unwrap_or_default()
        .iter();
    let tiles: Vec<Option<i64>> = static_tiles
        .iter()
        .map(|&t| {
            if t != DYNAMIC {
                return Some(t);
            }
            let v = *dynamic.next()?;
            crate::ods::constant_int(ctx, v).and_then(|c| i64::try_from(c).ok())
        })
        .collect();
    if tiles.contains(&Some(0)) {
        return err("invalid zero tile factor".into());
    }
    let types = ctx.operand_types(op);
    let shape = |i: usize| {
        types
            .get(i)
            .and_then(|&t| shaped_parts(ctx, t))
            .map(|(s, e)| (s.to_vec(), e))
    };
    let (Some(a), Some(b)) = (shape(0), shape(1)) else {
        return Err(ctx.op_error(op, "operands must be ranked tensors"));
    };
    let ((unpacked, elem), (packed, _)) = if is_pack { (a, b) } else { (b, a) };
    let rank = unpacked.len();
    if invalid_positions(&pos, rank) {
        return err("invalid inner_dims_pos vector".into());
    }
    if invalid_positions(&perm, rank) {
        return err("invalid outer_dims_perm vector".into());
    }
    if !perm.is_empty() && perm.len() != rank {
        return err("outer_dims_perm must be a permutation or empty".into());
    }
    if tiles.len() > rank {
        return err("tiling factors must be less than or equal to the input rank for pack or output rank for unpack".into());
    }
    if pos.len() != tiles.len() {
        return err("tiling factors must equal the number of dimensions to tile".into());
    }
    if packed.len() != rank + tiles.len() {
        return err(format!(
            "packed rank != (unpacked rank + num tiling factors), got {} != {}",
            packed.len(),
            rank + tiles.len()
        ));
    }
    let tiled_dims = packed.get(rank..).unwrap_or_default();
    if static_tiles.iter().zip(tiled_dims).any(|(&t, &d)| t != d) {
        return err("mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type".into());
    }
    let expected = expected_packed_shape(&unpacked, &pos, &perm, &static_tiles);
    let compatible = expected
        .iter()
        .zip(&packed)
        .all(|(&e, &p)| e == p || e == DYNAMIC || p == DYNAMIC);
    if !compatible {
        let tensor = |s: &[i64]| {
            let dims: String = s
                .iter()
                .map(|&d| {
                    if d == DYNAMIC {
                        "?x".to_string()
                    } else {
                        format!("{d}x")
                    }
                })
                .collect();
            format!(
                "tensor<{dims}{}>",
                tile_ir::printer::type_to_string(ctx, elem)
            )
        };
        return err(format!(
            "expected '{}' for the packed domain value, got '{}'",
            tensor(&expected),
            tensor(&packed)
        ));
    }
    if !is_pack {
        return Ok(());
    }
    let pad = operands.get(2).filter(|_| operands.len() > 2 + n_dynamic);
    if let Some(&pad) = pad {
        let pad_ty = ctx.value_type(pad);
        if pad_ty != elem {
            return Err(ctx.op_error(
                op,
                format!(
                    "expected padding_value has '{}' but got: '{}'",
                    tile_ir::printer::type_to_string(ctx, elem),
                    tile_ir::printer::type_to_string(ctx, pad_ty)
                ),
            ));
        }
        return Ok(());
    }
    // MLIR's `requirePaddingValue`: a tile known as a constant must divide the static size,
    // and otherwise the packed outer dim must.
    let outer = unpermuted_outer(&packed, &perm, rank);
    for (&d, &t) in pos.iter().zip(&tiles) {
        let Some(d) = usize::try_from(d).ok() else {
            continue;
        };
        let (Some(&size), Some(&outer)) = (unpacked.get(d), outer.get(d)) else {
            continue;
        };
        let divisor = t.unwrap_or(outer);
        if size != DYNAMIC && divisor != DYNAMIC && divisor > 0 && size % divisor != 0 {
            return Err(ctx.op_error(op, "invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set"));
        }
    }
    Ok(())
}

/// MLIR's `isInvalidPackingPosSpecification`: more positions than dims, a repeat, or one
/// out of range.
fn invalid_positions(dims: &[i64], rank: usize) -> bool {
    let mut seen = vec![false; rank];
    dims.len() > rank
        || dims.iter().any(
            |&d| match usize::try_from(d).ok().and_then(|d| seen.get_mut(d)) {
                Some(s) => std::mem::replace(s, true),
                None => true,
            },
        )
}

/// MLIR's `PackOp::inferPackedType` shape: tiled dims divided by their tile (rounded up;
/// dynamic when either is), outer dims permuted, then the tiles.
fn expected_packed_shape(unpacked: &[i64], pos: &[i64], perm: &[i64], tiles: &[i64]) -> Vec<i64> {
    let mut outer = unpacked.to_vec();
    for (&d, &t) in pos.iter().zip(tiles) {
        if let Some(slot) = usize::try_from(d).ok().and_then(|d| outer.get_mut(d)) {
            *slot = if *slot == DYNAMIC || t == DYNAMIC || t <= 0 {
                DYNAMIC
            } else {
                (*slot + t - 1) / t
            };
        }
    }
    let mut shape: Vec<i64> = if perm.len() == outer.len() {
        perm.iter()
            .filter_map(|&d| usize::try_from(d).ok().and_then(|d| outer.get(d)).copied())
            .collect()
    } else {
        outer
    };
    shape.extend_from_slice(tiles);
    shape
}

/// The packed outer sizes in the unpacked dims' order (`outer_dims_perm` undone).
fn unpermuted_outer(packed: &[i64], perm: &[i64], rank: usize) -> Vec<i64> {
    let mut out = packed.get(..rank).unwrap_or_default().to_vec();
    if perm.len() == rank {
        for (&d, &v) in perm.iter().zip(packed) {
            if let Some(slot) = usize::try_from(d).ok().and_then(|d| out.get_mut(d)) {
                *slot = v;
            }
        }
    }
    out
}
