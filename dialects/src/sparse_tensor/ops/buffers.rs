//! Buffer access: `sparse_tensor.positions`, `coordinates`, `coordinates_buffer`, `values`,
//! `number_of_entries` and `lvl`.

use tile_ir::declare_op;
use tile_ir::dialect::OpDef;
use tile_ir::ods::TypeRelation;
use tile_ir::ods::constraints::{ANY_TYPE, INDEX, UnitAttr, element_type, element_type_of};
use tile_ir::printer::type_to_string;
use tile_ir::types::DYNAMIC;
use tile_ir::{Context, Diagnostic, OpId, Value, declare_ops};

use super::{
    LevelAttr, NON_0_RANKED_MEMREF, SPARSE_TENSOR, STRIDED_MEMREF_RANK_1, SparseType,
    constant_index, dim_str, fail, is_width_type, result_type, sparse_type, width_type_text,
};

/// The storage of a CSR matrix: level 1's positions and coordinates, and the values.
const STORAGE_EXAMPLE: &str = include_str!("examples/storage.mlir");

/// The buffer-access ops.
pub const OPS: &[fn() -> OpDef] = &[
    ToPositionsOp::def,
    ToCoordinatesOp::def,
    ToCoordinatesBufferOp::def,
    ToValuesOp::def,
    NumberOfEntriesOp::def,
    LvlOp::def,
    PushBackOp::def,
];

declare_op! {
    /// `%buf, %size = sparse_tensor.push_back %n, %b, %v : index, memref<?xf64>, f64`
    pub struct PushBackOp = "sparse_tensor.push_back", "Pushes a value to the back of a given buffer";
    operands { curSize: one INDEX, inBuffer: one STRIDED_MEMREF_RANK_1, value: one ANY_TYPE, n: optional INDEX }
    results { outBuffer: one STRIDED_MEMREF_RANK_1, newSize: one INDEX }
    attrs { inbounds: optional UnitAttr }
    relations [
        element_type_of("inBuffer", "value", "value type matches element type of inBuffer"),
        TypeRelation::AllMatch(&["inBuffer", "outBuffer"]),
    ];
    format "(`inbounds` $inbounds^)? $curSize `,` $inBuffer `,` $value (`,` $n^ )?  attr-dict `:` type($curSize) `,` type($inBuffer) `,` type($value) (`,` type($n)^ )?";
    verify verify_push_back;
    asm_names tile_ir::ods::named_results;
}

fn verify_push_back(ctx: &Context, op: OpId, v: PushBackOp) -> Result<(), Diagnostic> {
    if let Some(n) = v.n(ctx)
        && constant_index(ctx, n).is_some_and(|c| c < 1)
    {
        return Err(ctx.op_error(op, "n must be not less than 1"));
    }
    Ok(())
}

// The `level`-th positions or coordinates array of a sparse tensor.
declare_ops! {
    {
        operands { tensor: one SPARSE_TENSOR }
        results { result: one NON_0_RANKED_MEMREF }
        attrs { level: required LevelAttr }
        traits [PURE];
        format "$tensor attr-dict `:` type($tensor) `to` type($result)";
        example STORAGE_EXAMPLE;
    }
    /// `sparse_tensor.positions %t {level = 1 : index} : tensor<4x8xf64, #CSR> to memref<?xindex>`
    ToPositionsOp = "sparse_tensor.positions", "Extracts the `level`-th positions array of the `tensor`", verify verify_positions;
    /// `sparse_tensor.coordinates %t {level = 1 : index} : tensor<4x8xf64, #CSR> to memref<?xindex>`
    ToCoordinatesOp = "sparse_tensor.coordinates", "Extracts the `level`-th coordinates array of the `tensor`", verify verify_coordinates;
}

// A whole buffer of a sparse tensor.
declare_ops! {
    {
        operands { tensor: one SPARSE_TENSOR }
        results { result: one NON_0_RANKED_MEMREF }
        traits [PURE];
        format "$tensor attr-dict `:` type($tensor) `to` type($result)";
    }
    /// `sparse_tensor.coordinates_buffer %t : tensor<4x8xf64, #COO> to memref<?xindex>`
    ToCoordinatesBufferOp = "sparse_tensor.coordinates_buffer", "Extracts the linear coordinates array from a tensor", verify verify_coordinates_buffer;
    /// `sparse_tensor.values %t : tensor<4x8xf64, #CSR> to memref<?xf64>`
    ToValuesOp = "sparse_tensor.values", "Extracts numerical values array from a tensor", example STORAGE_EXAMPLE, verify verify_values;
}

declare_op! {
    /// `sparse_tensor.number_of_entries %t : tensor<4x8xf64, #CSR>`
    pub struct NumberOfEntriesOp = "sparse_tensor.number_of_entries", "Returns the number of entries that are stored in the tensor.";
    operands { tensor: one SPARSE_TENSOR }
    results { result: one INDEX }
    traits [PURE];
    format "$tensor attr-dict `:` type($tensor)";
}

declare_op! {
    /// `sparse_tensor.lvl %t, %i : tensor<4x8xf64, #CSR>`
    pub struct LvlOp = "sparse_tensor.lvl", "level index operation";
    operands { source: one SPARSE_TENSOR, index: one INDEX }
    results { result: one INDEX }
    traits [PURE];
    format "attr-dict $source `,` $index `:` type($source)";
    verify verify_lvl;
}

/// The element type of the buffer `op` returns.
fn memref_element(ctx: &Context, op: OpId) -> Option<tile_ir::Type> {
    element_type(ctx, result_type(ctx, op, 0)?)
}

fn verify_positions(ctx: &Context, op: OpId, v: ToPositionsOp) -> Result<(), Diagnostic> {
    check_level_buffer(ctx, op, (v.tensor(ctx), v.level(ctx)), false)
}

fn verify_coordinates(ctx: &Context, op: OpId, v: ToCoordinatesOp) -> Result<(), Diagnostic> {
    check_level_buffer(ctx, op, (v.tensor(ctx), v.level(ctx)), true)
}

/// `positions` / `coordinates` of `level`: the level exists, the buffer holds the encoding's
/// position or coordinate width, and its type is the one MLIR infers (a strided view for a
/// level of an AoS COO segment).
fn check_level_buffer(
    ctx: &Context,
    op: OpId,
    (tensor, level): (Value, i64),
    coordinates: bool,
) -> Result<(), Diagnostic> {
    let Some(stt) = sparse_type(ctx, ctx.value_type(tensor)) else {
        return Ok(());
    };
    let Some(level) = usize::try_from(level)
        .ok()
        .filter(|&l| l < stt.enc.lvl_rank())
    else {
        return fail(ctx, op, "requested level is out of bounds");
    };
    let (width, what) = if coordinates {
        (stt.enc.crd_width, "coordinates")
    } else {
        (stt.enc.pos_width, "positions")
    };
    if memref_element(ctx, op).is_none_or(|e| !is_width_type(ctx, e, width)) {
        return fail(ctx, op, format!("unexpected type for {what}"));
    }
    let strided = coordinates && stt.aos_coo_start() <= level;
    check_inferred(ctx, op, &stt, &width_type_text(width), strided)
}

fn verify_coordinates_buffer(
    ctx: &Context,
    op: OpId,
    v: ToCoordinatesBufferOp,
) -> Result<(), Diagnostic> {
    let Some(stt) = sparse_type(ctx, ctx.value_type(v.tensor(ctx))) else {
        return Ok(());
    };
    if stt.aos_coo_start() >= stt.enc.lvl_rank() {
        return fail(ctx, op, "expected sparse tensor with a COO region");
    }
    check_inferred(ctx, op, &stt, &width_type_text(stt.enc.crd_width), false)
}

fn verify_values(ctx: &Context, op: OpId, v: ToValuesOp) -> Result<(), Diagnostic> {
    let Some(stt) = sparse_type(ctx, ctx.value_type(v.tensor(ctx))) else {
        return Ok(());
    };
    if memref_element(ctx, op) != Some(stt.element) {
        return fail(ctx, op, "unexpected mismatch in element types");
    }
    check_inferred(ctx, op, &stt, &type_to_string(ctx, stt.element), false)
}

/// MLIR's `InferTypeOpInterface` check of the buffer `op` returns: `memref<?xT>` of
/// `element`, with the batch level sizes in front and, when `strided`, a strided layout.
fn check_inferred(
    ctx: &Context,
    op: OpId,
    stt: &SparseType<'_>,
    element: &str,
    strided: bool,
) -> Result<(), Diagnostic> {
    let batch = stt.lvl_shape().into_iter().take(stt.enc.batch_lvl_rank());
    let dims: String = batch
        .map(|s| format!("{}x", dim_str(s.unwrap_or(DYNAMIC))))
        .collect();
    let layout = if strided {
        ", strided<[?], offset: ?>"
    } else {
        ""
    };
    let inferred = format!("memref<{dims}?x{element}{layout}>");
    match result_type(ctx, op, 0) {
        Some(t) if type_to_string(ctx, t) != inferred => Err(ctx.op_error(
            op,
            format!(
                "inferred type(s) '{inferred}' are incompatible with return type(s) of operation '{}'",
                type_to_string(ctx, t)
            ),
        )),
        _ => Ok(()),
    }
}

fn verify_lvl(ctx: &Context, op: OpId, v: LvlOp) -> Result<(), Diagnostic> {
    let t = ctx.value_type(v.source(ctx));
    if let (Some(stt), Some(l)) = (sparse_type(ctx, t), constant_index(ctx, v.index(ctx)))
        && (l < 0 || l as u128 >= stt.enc.lvl_rank() as u128)
    {
        return fail(
            ctx,
            op,
            "Level index exceeds the rank of the input sparse tensor",
        );
    }
    Ok(())
}
