//! `tensor.parallel_insert_slice`: one thread's slice update of a shared output, inside an
//! `scf.forall.in_parallel` (MLIR's `ParallelCombiningOpInterface`).

use crate::ods::DYNAMIC_INDEX_LIST;
use tile_ir::declare_op;
use tile_ir::dialect::OpDef;
use tile_ir::ods::constraints::*;
use tile_ir::printer::{PrintOptions, print_op};
use tile_ir::{Context, Diagnostic, OpId};

use super::util::plain_error;

declare_op! {
    /// `tensor.parallel_insert_slice %s into %o[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>`
    pub struct ParallelInsertSliceOp = "tensor.parallel_insert_slice",
        "Specify the tensor slice update of a single thread of a parent InParallelOpInterface op.";
    operands { source: one ANY_RANKED_TENSOR, dest: one ANY_RANKED_TENSOR, offsets: many INDEX, sizes: many INDEX, strides: many INDEX }
    attrs {
        static_offsets: required DenseI64ArrayAttr,
        static_sizes: required DenseI64ArrayAttr,
        static_strides: required DenseI64ArrayAttr,
    }
    format "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `into` type($dest)";
    custom [DYNAMIC_INDEX_LIST];
    verify verify_parallel_insert_slice;
}

/// The op.
pub(super) const OPS: &[fn() -> OpDef] = &[ParallelInsertSliceOp::def];

/// The ops that combine parallel slices (MLIR's `InParallelOpInterface` implementers).
const IN_PARALLEL_PARENTS: [&str; 1] = ["scf.forall.in_parallel"];

fn verify_parallel_insert_slice(
    ctx: &Context,
    op: OpId,
    v: ParallelInsertSliceOp,
) -> Result<(), Diagnostic> {
    if let Some(parent) = ctx.parent_op(op)
        && !IN_PARALLEL_PARENTS.contains(&ctx.op_name_of(parent))
    {
        // MLIR prints the whole parent op, generically, after the message.
        let opts = PrintOptions {
            generic: true,
            local_scope: true,
            ..Default::default()
        };
        let text = print_op(ctx, parent, &opts);
        return Err(plain_error(
            ctx,
            op,
            format!("expected InParallelOpInterface parent, got:\n{text}"),
        ));
    }
    let (src, dest) = (ctx.value_type(v.source(ctx)), ctx.value_type(v.dest(ctx)));
    crate::tensor::verify_slice_of(ctx, op, v, dest, src)
}
