//! `memref.distinct_objects`: asserts that its memref operands do not alias, returning them.

use tile_ir::declare_op;
use tile_ir::dialect::OpDef;
use tile_ir::ods::constraints::*;
use tile_ir::{Context, Diagnostic, OpId};

declare_op! {
    /// `%a, %b = memref.distinct_objects %x, %y : memref<4xf32>, memref<8xi32>`
    pub struct DistinctObjectsOp = "memref.distinct_objects", "assumes that all its operands are distinct memrefs";
    operands { operands: many ANY_MEMREF }
    results { results: many ANY_MEMREF }
    traits [PURE];
    infer same_as_operands;
    format "$operands attr-dict `:` type($operands)";
    verify verify_distinct_objects;
}

/// The op.
pub(super) const OPS: &[fn() -> OpDef] = &[DistinctObjectsOp::def];

fn verify_distinct_objects(
    ctx: &Context,
    op: OpId,
    d: DistinctObjectsOp,
) -> Result<(), Diagnostic> {
    let operand_types: Vec<_> = d.operands(ctx).iter().map(|&v| ctx.value_type(v)).collect();
    if operand_types != ctx.result_types(op) {
        return Err(ctx.op_error(op, "operand types and result types must match"));
    }
    if operand_types.is_empty() {
        return Err(ctx.op_error(op, "expected at least one operand"));
    }
    Ok(())
}

/// `InferTypeOpInterface`: the results have the operands' types.
fn same_as_operands(
    _: &mut Context,
    operands: &[Vec<tile_ir::Type>],
    _: &[tile_ir::ir::NamedAttr],
) -> Result<Vec<tile_ir::Type>, String> {
    Ok(operands.first().cloned().unwrap_or_default())
}
