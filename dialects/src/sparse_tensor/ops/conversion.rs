//! Construction and conversion: `sparse_tensor.new`, `convert`, `reinterpret_map`,
//! `assemble` and `disassemble`.

use tile_ir::declare_op;
use tile_ir::dialect::OpDef;
use tile_ir::ods::constraints::{ANY_RANKED_TENSOR, ANY_TYPE, I1, SIGNLESS_INT_OR_INDEX};
use tile_ir::types::DYNAMIC;
use tile_ir::{Context, Diagnostic, OpId, Type};

use super::{
    INT_OR_INDEX_TENSOR, SPARSE_TENSOR, SparseType, fail, sparse_type, tensor_parts, types_of,
};

/// The construction and conversion ops.
pub const OPS: &[fn() -> OpDef] = &[
    NewOp::def,
    OutOp::def,
    HasRuntimeLibraryOp::def,
    ConvertOp::def,
    ReinterpretMapOp::def,
    AssembleOp::def,
    DisassembleOp::def,
];

declare_op! {
    /// `sparse_tensor.new %src : !llvm.ptr to tensor<?x?xf64, #CSR>`
    pub struct NewOp = "sparse_tensor.new", "Materializes a new sparse tensor from given source";
    operands { source: one ANY_TYPE }
    results { result: one SPARSE_TENSOR }
    traits [PURE];
    format "$source attr-dict `:` type($source) `to` type($result)";
}

declare_op! {
    /// `sparse_tensor.out %t, %dest : tensor<?x?xf64, #CSR>, !llvm.ptr`
    pub struct OutOp = "sparse_tensor.out", "Outputs a sparse tensor to the given destination";
    operands { tensor: one SPARSE_TENSOR, dest: one ANY_TYPE }
    format "$tensor `,` $dest attr-dict `:` type($tensor) `,` type($dest)";
}

declare_op! {
    /// `%has = sparse_tensor.has_runtime_library`
    pub struct HasRuntimeLibraryOp = "sparse_tensor.has_runtime_library", "Indicates whether running in runtime/codegen mode";
    results { result: one I1 }
    format "attr-dict";
}

declare_op! {
    /// `sparse_tensor.convert %d : tensor<4x8xf64> to tensor<4x8xf64, #CSR>`
    pub struct ConvertOp = "sparse_tensor.convert", "Converts between different tensor types";
    operands { source: one ANY_RANKED_TENSOR }
    results { dest: one ANY_RANKED_TENSOR }
    traits [PURE];
    format "$source attr-dict `:` type($source) `to` type($dest)";
    example include_str!("examples/convert.mlir");
    verify verify_convert;
    fold super::fold::fold_convert;
}

declare_op! {
    /// `sparse_tensor.reinterpret_map %t : tensor<6x12xi32, #BSR> to tensor<3x4x2x3xi32, #DSDD>`
    pub struct ReinterpretMapOp = "sparse_tensor.reinterpret_map", "Reinterprets the dimension/level maps of the source tensor";
    operands { source: one SPARSE_TENSOR }
    results { dest: one SPARSE_TENSOR }
    traits [PURE];
    format "$source attr-dict `:` type($source) `to` type($dest)";
    verify verify_reinterpret_map;
}

declare_op! {
    /// `sparse_tensor.assemble (%pos, %crd), %v : (tensor<2xindex>, tensor<3x2xindex>), tensor<3xf64> to tensor<10x10xf64, #COO>`
    pub struct AssembleOp = "sparse_tensor.assemble", "Returns a sparse tensor assembled from the given levels and values";
    operands { levels: many INT_OR_INDEX_TENSOR, values: one ANY_RANKED_TENSOR }
    results { result: one SPARSE_TENSOR }
    traits [PURE];
    format "` ` `(` $levels `)` `,` $values attr-dict `:` `(` type($levels) `)` `,` type($values) `to` type($result)";
    verify verify_assemble;
}

declare_op! {
    /// `sparse_tensor.disassemble %t : tensor<10x10xf64, #COO> out_lvls(%p, %c : tensor<2xindex>, tensor<3x2xindex>) out_vals(%v : tensor<3xf64>) -> (tensor<2xindex>, tensor<3x2xindex>), tensor<3xf64>, (index, index), index`
    pub struct DisassembleOp = "sparse_tensor.disassemble", "Copies the levels and values of the given sparse tensor";
    operands { tensor: one SPARSE_TENSOR, out_levels: many INT_OR_INDEX_TENSOR, out_values: one ANY_RANKED_TENSOR }
    results { ret_levels: many INT_OR_INDEX_TENSOR, ret_values: one ANY_RANKED_TENSOR, lvl_lens: many SCALAR_LIKE, val_len: one SCALAR_LIKE }
    traits [PURE];
    format "$tensor attr-dict `:` type($tensor) `out_lvls` `(` $out_levels `:` type($out_levels) `)` `out_vals` `(` $out_values `:` type($out_values) `)` `->` `(` type($ret_levels) `)` `,` type($ret_values) `,` `(` type($lvl_lens) `)` `,` type($val_len)";
    verify verify_disassemble;
    asm_names tile_ir::ods::named_results;
}

tile_ir::type_constraint! {
    /// `AnyIndexingScalarLike`: an index or signless integer, or a 0-D tensor of one.
    SCALAR_LIKE = "scalar like",
        |ctx, t| match tensor_parts(ctx, t) {
            Some((shape, e)) => shape.is_empty() && (SIGNLESS_INT_OR_INDEX.check)(ctx, e),
            None => (SIGNLESS_INT_OR_INDEX.check)(ctx, t),
        };
}

fn verify_convert(ctx: &Context, op: OpId, v: ConvertOp) -> Result<(), Diagnostic> {
    let (a, b) = (ctx.value_type(v.source(ctx)), ctx.value_type(v.dest(ctx)));
    let (Some((s1, _)), Some((s2, _))) = (tensor_parts(ctx, a), tensor_parts(ctx, b)) else {
        return Ok(());
    };
    if s1.len() != s2.len() {
        return fail(ctx, op, "unexpected conversion mismatch in rank");
    }
    if sparse_type(ctx, b).is_some_and(|s| s.enc.is_slice()) {
        return fail(ctx, op, "cannot convert to a sparse tensor slice");
    }
    for (d, (&x, &y)) in s1.iter().zip(s2).enumerate() {
        if x != y && y != DYNAMIC {
            return fail(
                ctx,
                op,
                format!("unexpected conversion mismatch in dimension {d}"),
            );
        }
    }
    Ok(())
}

fn verify_reinterpret_map(ctx: &Context, op: OpId, v: ReinterpretMapOp) -> Result<(), Diagnostic> {
    let (a, b) = (ctx.value_type(v.source(ctx)), ctx.value_type(v.dest(ctx)));
    let (Some(src), Some(dst)) = (sparse_type(ctx, a), sparse_type(ctx, b)) else {
        return Ok(());
    };
    let (s, d) = (src.enc, dst.enc);
    let checks = [
        (s.lvl_rank() == d.lvl_rank(), "Level rank"),
        (s.lvl_types == d.lvl_types, "Level type"),
        (
            (s.pos_width, s.crd_width) == (d.pos_width, d.crd_width),
            "Crd/Pos width",
        ),
        (src.element == dst.element, "Element type"),
        (src.lvl_shape() == dst.lvl_shape(), "Level size"),
    ];
    match checks.iter().find(|(ok, _)| !ok) {
        Some((_, what)) => fail(
            ctx,
            op,
            format!("{what} mismatch between source/dest tensors"),
        ),
        None => Ok(()),
    }
}

fn verify_assemble(ctx: &Context, op: OpId, v: AssembleOp) -> Result<(), Diagnostic> {
    let Some(stt) = sparse_type(ctx, ctx.value_type(v.result(ctx))) else {
        return Ok(());
    };
    let values = ctx.value_type(v.values(ctx));
    verify_pack_unpack(ctx, op, true, &stt, values, &types_of(ctx, v.levels(ctx)))
}

fn verify_disassemble(ctx: &Context, op: OpId, v: DisassembleOp) -> Result<(), Diagnostic> {
    let values = ctx.value_type(v.ret_values(ctx));
    if ctx.value_type(v.out_values(ctx)) != values {
        return fail(ctx, op, "output values and return value type mismatch");
    }
    let ret_levels = types_of(ctx, v.ret_levels(ctx));
    let out_levels = types_of(ctx, v.out_levels(ctx));
    if out_levels.iter().zip(&ret_levels).any(|(a, b)| a != b) {
        return fail(ctx, op, "output levels and return levels type mismatch");
    }
    let Some(stt) = sparse_type(ctx, ctx.value_type(v.tensor(ctx))) else {
        return Ok(());
    };
    verify_pack_unpack(ctx, op, false, &stt, values, &ret_levels)
}

/// MLIR's `verifyPackUnPack`: the level tensors and the values tensor match the storage
/// layout of the sparse tensor type.
fn verify_pack_unpack(
    ctx: &Context,
    op: OpId,
    requires_static: bool,
    stt: &SparseType<'_>,
    values: Type,
    levels: &[Type],
) -> Result<(), Diagnostic> {
    if requires_static && !stt.has_static_shape() {
        return fail(ctx, op, "the sparse-tensor must have static shape");
    }
    let lvl_rank = stt.enc.lvl_rank();
    let coo = stt.aos_coo_start();
    if coo < lvl_rank {
        let ok = levels
            .last()
            .and_then(|&t| tensor_parts(ctx, t))
            .is_some_and(|(shape, _)| shape.len() == 2 && shape[1] == (lvl_rank - coo) as i64);
        if !ok {
            return fail(ctx, op, "input/output trailing COO level-ranks don't match");
        }
    }
    // The data fields of the storage layout: per level positions then coordinates (one
    // coordinates buffer for an AoS COO segment), then the values.
    let end = if coo == lvl_rank { lvl_rank } else { coo + 1 };
    let mut fields: Vec<u32> = Vec::new();
    for lt in stt.enc.lvl_types.iter().take(end) {
        if lt.has_positions() {
            fields.push(stt.enc.pos_width);
        }
        if lt.has_coordinates() {
            fields.push(stt.enc.crd_width);
        }
    }
    if fields.len() != levels.len() {
        return fail(
            ctx,
            op,
            "inconsistent number of fields between input/output",
        );
    }
    let elem_ok = |t: Type, width: u32| {
        tensor_parts(ctx, t).is_some_and(|(_, e)| super::is_width_type(ctx, e, width))
    };
    let values_ok = tensor_parts(ctx, values).is_some_and(|(_, e)| e == stt.element);
    if fields.iter().zip(levels).any(|(&w, &t)| !elem_ok(t, w)) || !values_ok {
        return fail(ctx, op, "input/output element-types don't match");
    }
    Ok(())
}
