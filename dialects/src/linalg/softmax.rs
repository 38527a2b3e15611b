//! `linalg.softmax` (MLIR 22's aggregate op, not a structured op): numerically stable
//! softmax of `input` along `dimension`, written into `output`.

use crate::ods::shaped_parts;
use tile_ir::declare_op;
use tile_ir::dialect::OpDef;
use tile_ir::ods::TypeRelation;
use tile_ir::ods::constraints::{ANY_RANKED_TENSOR, ANY_SHAPED, I64Attr};
use tile_ir::{Context, Diagnostic, OpId, TypeKind};

declare_op! {
    /// `linalg.softmax dimension(1) ins(%x : tensor<2x16xf32>) outs(%y : tensor<2x16xf32>) -> tensor<2x16xf32>`
    pub struct SoftmaxOp = "linalg.softmax", "Softmax operator";
    operands { input: one ANY_SHAPED, output: one ANY_SHAPED }
    results { result: many ANY_RANKED_TENSOR }
    attrs { dimension: required I64Attr }
    relations [TypeRelation::ElementTypesMatch { names: &["input", "output"], desc: "input and output have same element type" }];
    format "attr-dict `dimension` `(` $dimension `)` `ins` `(` $input `:` type($input) `)` `outs` `(` $output `:` type($output) `)` (`->` type($result)^)?";
    verify verify_softmax;
    has_effects reads_or_writes_buffers;
}

/// `linalg.softmax`.
pub const OPS: &[fn() -> OpDef] = &[SoftmaxOp::def];

/// MLIR's `getGenericEffectsImpl`: effects only on ranked buffers (`MemRefType`).
fn reads_or_writes_buffers(ctx: &Context, op: OpId) -> bool {
    ctx.op(op)
        .operands
        .iter()
        .any(|&v| matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::MemRef { .. }))
}

/// The input/output element-type predicate, then MLIR's `SoftmaxOp::verify`.
fn verify_softmax(ctx: &Context, op: OpId, softmax: SoftmaxOp) -> Result<(), Diagnostic> {
    let input = ctx.value_type(softmax.input(ctx));
    let output = ctx.value_type(softmax.output(ctx));
    let (Some((is, _)), Some((os, _))) = (shaped_parts(ctx, input), shaped_parts(ctx, output))
    else {
        return Ok(());
    };
    let compatible = is.len() == os.len()
        && is
            .iter()
            .zip(os)
            .all(|(&a, &b)| a == b || a == tile_ir::types::DYNAMIC || b == tile_ir::types::DYNAMIC);
    if !compatible {
        return Err(ctx.op_error(op, "incompatible output shape"));
    }
    let dim = softmax.dimension(ctx);
    if dim < 0 || dim >= is.len() as i64 {
        return Err(ctx.op_error(op, "incorrect dimension specified"));
    }
    Ok(())
}
