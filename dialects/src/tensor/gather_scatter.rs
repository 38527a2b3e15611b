//! `tensor.gather` and `tensor.scatter`: reading and writing slices of a tensor at the
//! coordinates listed in the last dimension of an index tensor (MLIR's COO-style indexing).

use tile_ir::declare_op;
use tile_ir::dialect::OpDef;
use tile_ir::ods::constraints::*;
use tile_ir::types::DYNAMIC;
use tile_ir::{Context, Diagnostic, OpId, Type, TypeKind};

use crate::ods::quoted;

tile_ir::type_constraint! {
    /// `RankedTensorOf<[AnySignlessIntegerOrIndex]>`.
    INDEX_TENSOR = "ranked tensor of signless integer or index values",
        |ctx, t| match ctx.type_kind(t) {
            TypeKind::RankedTensor { element, .. } => (SIGNLESS_INT_OR_INDEX.check)(ctx, *element),
            _ => false,
        },
        class = ANY_RANKED_TENSOR.class;
}

declare_op! {
    /// `%g = tensor.gather %src[%idx] gather_dims([0]) : (tensor<4x5xf32>, tensor<3x1xindex>) -> tensor<3x1x5xf32>`
    pub struct GatherOp = "tensor.gather", "gather a subset of a tensor at specified indices";
    operands { source: one ANY_RANKED_TENSOR, indices: one INDEX_TENSOR }
    results { result: one ANY_RANKED_TENSOR }
    attrs { gather_dims: required DenseI64ArrayAttr, unique: optional UnitAttr }
    traits [PURE];
    format "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)";
    result_names ["gather"];
    verify verify_gather;
}

declare_op! {
    /// `%s = tensor.scatter %v into %dst[%idx] scatter_dims([0]) unique : (...) -> tensor<4x5xf32>`
    pub struct ScatterOp = "tensor.scatter", "scatter a tensor into a destination tensor at specified indices";
    operands { source: one ANY_RANKED_TENSOR, dest: one ANY_RANKED_TENSOR, indices: one INDEX_TENSOR }
    results { result: one ANY_RANKED_TENSOR }
    attrs { scatter_dims: required DenseI64ArrayAttr, unique: optional UnitAttr }
    traits [PURE];
    format "$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)";
    result_names ["scatter"];
    verify verify_scatter;
}

/// Both ops.
pub(super) const OPS: &[fn() -> OpDef] = &[GatherOp::def, ScatterOp::def];

/// MLIR's `GatherOp::inferResultType`: the index tensor's leading dimensions, then the
/// source's, the gathered ones kept as 1 (or dropped when `rank_reduced`).
pub fn infer_gathered_shape(
    source: &[i64],
    indices: &[i64],
    dims: &[i64],
    rank_reduced: bool,
) -> Vec<i64> {
    let mut shape: Vec<i64> = indices
        .split_last()
        .map(|(_, lead)| lead.to_vec())
        .unwrap_or_default();
    for (d, &s) in source.iter().enumerate() {
        if dims.contains(&(d as i64)) {
            if !rank_reduced {
                shape.push(1);
            }
        } else {
            shape.push(s);
        }
    }
    shape
}

/// `t` with its shape replaced.
fn with_shape(ctx: &Context, t: Type, shape: Vec<i64>) -> Option<TypeKind> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor {
            element, encoding, ..
        } => Some(TypeKind::RankedTensor {
            shape,
            element: *element,
            encoding: *encoding,
        }),
        _ => None,
    }
}

fn shape(ctx: &Context, t: Type) -> Vec<i64> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => shape.clone(),
        _ => Vec::new(),
    }
}

/// MLIR's `verifyGatherOrScatterDims`.
fn check_dims(
    ctx: &Context,
    op: OpId,
    dims: &[i64],
    indices: &[i64],
    rank: usize,
    (what, of): (&str, &str),
) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, format!("{what}_dims {m}")));
    if dims.is_empty() {
        return err("must be non-empty".into());
    }
    if dims.len() > rank {
        return err(format!("overflow {of} rank"));
    }
    if indices
        .last()
        .is_none_or(|&n| n == DYNAMIC || n != dims.len() as i64)
    {
        return err("length must match the size of last dimension of indices".into());
    }
    for &d in dims {
        if d < 0 {
            return err("value must be non-negative".into());
        }
        if d >= rank as i64 {
            return err(format!("value must be smaller than {of} rank"));
        }
    }
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return err("values must be strictly increasing".into());
    }
    Ok(())
}

/// Whether `actual` is the full or the rank-reduced gathered type; the message otherwise.
fn check_gathered_type(
    ctx: &Context,
    op: OpId,
    (source, indices, dims): (Type, Type, &[i64]),
    actual: Type,
    what: &str,
) -> Result<(), Diagnostic> {
    let (src_shape, idx_shape) = (shape(ctx, source), shape(ctx, indices));
    let full = with_shape(
        ctx,
        source,
        infer_gathered_shape(&src_shape, &idx_shape, dims, false),
    );
    let reduced = with_shape(
        ctx,
        source,
        infer_gathered_shape(&src_shape, &idx_shape, dims, true),
    );
    let (Some(full), Some(reduced)) = (full, reduced) else {
        return Ok(());
    };
    let kind = ctx.type_kind(actual);
    if *kind == full || *kind == reduced {
        return Ok(());
    }
    let text = |k: TypeKind| tile_ir::printer::type_kind_to_string(ctx, &k);
    Err(ctx.op_error(
        op,
        format!(
            "{what} type mismatch: expected '{}' or its rank-reduced variant '{}' (got: {})",
            text(full),
            text(reduced),
            quoted(ctx, actual)
        ),
    ))
}

fn verify_gather(ctx: &Context, op: OpId, g: GatherOp) -> Result<(), Diagnostic> {
    let (src, idx) = (
        ctx.value_type(g.source(ctx)),
        ctx.value_type(g.indices(ctx)),
    );
    let dims = g.gather_dims(ctx);
    let rank = shape(ctx, src).len();
    check_dims(ctx, op, &dims, &shape(ctx, idx), rank, ("gather", "source"))?;
    check_gathered_type(
        ctx,
        op,
        (src, idx, &dims),
        ctx.value_type(g.result(ctx)),
        "result",
    )
}

fn verify_scatter(ctx: &Context, op: OpId, s: ScatterOp) -> Result<(), Diagnostic> {
    let (dest, idx) = (ctx.value_type(s.dest(ctx)), ctx.value_type(s.indices(ctx)));
    let dims = s.scatter_dims(ctx);
    let rank = shape(ctx, dest).len();
    check_dims(ctx, op, &dims, &shape(ctx, idx), rank, ("scatter", "dest"))?;
    if s.unique(ctx).is_none() {
        return Err(ctx.op_error(op, "requires 'unique' attribute to be set"));
    }
    check_gathered_type(
        ctx,
        op,
        (dest, idx, &dims),
        ctx.value_type(s.source(ctx)),
        "source",
    )
}

#[cfg(test)]
mod tests {
    use super::infer_gathered_shape;

    #[test]
    fn gathered_shape_keeps_or_drops_the_gathered_dims() {
        let (src, idx) = ([4, 5, 6], [2, 3, 2]);
        assert_eq!(
            infer_gathered_shape(&src, &idx, &[0, 2], false),
            vec![2, 3, 1, 5, 1]
        );
        assert_eq!(
            infer_gathered_shape(&src, &idx, &[0, 2], true),
            vec![2, 3, 5]
        );
        assert_eq!(
            infer_gathered_shape(&src, &[7, 1], &[1], false),
            vec![7, 4, 1, 6]
        );
    }
}
