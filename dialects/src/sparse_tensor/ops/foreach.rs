//! `sparse_tensor.foreach` (iterate over the stored entries of a tensor, with reduction
//! arguments) and its terminator `sparse_tensor.yield`.

use tile_ir::declare_op;
use tile_ir::dialect::OpDef;
use tile_ir::ods::constraints::{ANY_RANKED_TENSOR, ANY_TYPE, AffineMapAttr};
use tile_ir::printer::type_to_string;
use tile_ir::{Context, Diagnostic, OpId};

use super::{fail, is_index, tensor_parts, types_of};
use crate::sparse_tensor::encoding::get_encoding;

/// `foreach` and `yield`.
pub const OPS: &[fn() -> OpDef] = &[ForeachOp::def, YieldOp::def];

declare_op! {
    /// `sparse_tensor.foreach in %t init(%s) : tensor<8xf64, #SV>, f64 -> f64 do { ... }`
    pub struct ForeachOp = "sparse_tensor.foreach", "Iterates over elements in a tensor";
    operands { tensor: one ANY_RANKED_TENSOR, initArgs: many ANY_TYPE }
    results { results: many ANY_TYPE }
    attrs { order: optional AffineMapAttr }
    regions { region: sized implicit "sparse_tensor.yield" }
    format "`in` $tensor (`init` `(` $initArgs^ `)`)? attr-dict `:` type($tensor) (`,` type($initArgs)^)? (`->` type($results)^)? `do` $region";
    verify verify_foreach;
}

declare_op! {
    /// `sparse_tensor.yield %x : f64`
    pub struct YieldOp = "sparse_tensor.yield", "Yield from sparse_tensor set-like operations";
    operands { results: many ANY_TYPE }
    traits [TERMINATOR, PURE];
    parents [
        "sparse_tensor.binary",
        "sparse_tensor.unary",
        "sparse_tensor.reduce",
        "sparse_tensor.select",
        "sparse_tensor.foreach",
        "sparse_tensor.iterate",
        "sparse_tensor.coiterate",
    ];
    format "$results attr-dict `:` type($results)";
}

fn verify_foreach(ctx: &Context, op: OpId, v: ForeachOp) -> Result<(), Diagnostic> {
    let t = ctx.value_type(v.tensor(ctx));
    let Some((shape, elem)) = tensor_parts(ctx, t) else {
        return Ok(());
    };
    let dim_rank = shape.len();
    let lvl_rank = get_encoding(ctx, t).map_or(dim_rank, |e| e.lvl_rank());
    if let Some(m) = v.order(ctx)
        && m.num_dims != lvl_rank
    {
        return fail(
            ctx,
            op,
            "Level traverse order does not match tensor's level rank",
        );
    }
    let Some(body) = ctx.entry_block(v.region(ctx)) else {
        return Ok(());
    };
    let args = types_of(ctx, &ctx.block(body).args);
    let inits = types_of(ctx, v.initArgs(ctx));
    if dim_rank + 1 + inits.len() != args.len() {
        return fail(ctx, op, "Unmatched number of arguments in the block");
    }
    let results = ctx.result_types(op);
    if results.len() != inits.len() {
        return fail(ctx, op, "Mismatch in number of init arguments and results");
    }
    if results != inits {
        return fail(ctx, op, "Mismatch in types of init arguments and results");
    }
    if let Some(&term) = ctx.block(body).ops.last()
        && ctx.op_name_of(term) == "sparse_tensor.yield"
        && ctx.operand_types(term) != results
    {
        return fail(ctx, op, "Mismatch in types of yield values and results");
    }
    if let Some(d) = (0..dim_rank).find(|&d| args.get(d).is_none_or(|&t| !is_index(ctx, t))) {
        return fail(
            ctx,
            op,
            format!("Expecting Index type for argument at index {d}"),
        );
    }
    match args.get(dim_rank) {
        Some(&got) if got != elem => fail(
            ctx,
            op,
            format!(
                "Unmatched element type between input tensor and block argument, expected:{}, got: {}",
                type_to_string(ctx, elem),
                type_to_string(ctx, got)
            ),
        ),
        _ => Ok(()),
    }
}
