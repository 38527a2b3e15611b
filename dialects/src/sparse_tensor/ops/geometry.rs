//! Shape and coordinate ops: `sparse_tensor.concatenate`, `slice.offset`, `slice.stride`
//! and `crd_translate`.

use tile_ir::declare_op;
use tile_ir::dialect::OpDef;
use tile_ir::ods::constraints::{ANY_RANKED_TENSOR, INDEX, IndexAttr};
use tile_ir::ods::{AttrConstraint, AttrSyntax};
use tile_ir::types::DYNAMIC;
use tile_ir::{Attr, Context, Diagnostic, OpId};

use super::enums::{CrdTransDirection, CrdTransDirectionAttr, keyword_directive};
use super::{fail, sparse_type, tensor_parts};
use crate::sparse_tensor::encoding::{SparseEncoding, encoding_of_attr};

/// The shape and coordinate ops.
pub const OPS: &[fn() -> OpDef] = &[
    ConcatenateOp::def,
    ToSliceOffsetOp::def,
    ToSliceStrideOp::def,
    CrdTranslateOp::def,
];

tile_ir::type_constraint! {
    /// `AnySparseTensorSlice`: a sparse tensor whose encoding has dimension slices.
    pub SPARSE_TENSOR_SLICE = "sparse tensor slice of any type values",
        |ctx, t| sparse_type(ctx, t).is_some_and(|s| s.enc.is_slice()),
        class = ANY_RANKED_TENSOR.class;
}

tile_ir::described_attr!(
    /// `DimensionAttr`: an `index` integer attribute naming a dimension.
    pub DimensionAttr = IndexAttr, DimensionDesc, "dimension attribute"
);

/// `SparseTensorEncodingAttr`.
pub struct EncodingAttr;
impl AttrConstraint for EncodingAttr {
    type Value = Attr;
    const DESC: &'static str = "";
    const SYNTAX: AttrSyntax = AttrSyntax::Params("sparse_tensor.encoding");
    fn get(ctx: &Context, a: Attr) -> Option<Attr> {
        encoding_of_attr(ctx, a).map(|_| a)
    }
    fn make(_: &mut Context, v: Attr) -> Attr {
        v
    }
}

declare_op! {
    /// `sparse_tensor.concatenate %a, %b {dimension = 0 : index} : tensor<2x4xf64, #CSR>, tensor<3x4xf64, #CSR> to tensor<5x4xf64, #CSR>`
    pub struct ConcatenateOp = "sparse_tensor.concatenate", "Concatenates a list of tensors into a single tensor.";
    operands { inputs: many ANY_RANKED_TENSOR }
    results { result: one ANY_RANKED_TENSOR }
    attrs { dimension: required DimensionAttr }
    traits [PURE];
    format "$inputs attr-dict `:` type($inputs) `to` type($result)";
    example include_str!("examples/concatenate.mlir");
    verify verify_concatenate;
}

declare_op! {
    /// `sparse_tensor.slice.offset %s at 1 : tensor<4x?xf64, #Slice>`
    pub struct ToSliceOffsetOp = "sparse_tensor.slice.offset", "Extracts the offset of the sparse tensor slice at the given dimension";
    operands { slice: one SPARSE_TENSOR_SLICE }
    results { offset: one INDEX }
    attrs { dim: required IndexAttr }
    traits [PURE];
    format "$slice `at` $dim attr-dict `:` type($slice)";
    verify verify_slice_offset;
}

declare_op! {
    /// `sparse_tensor.slice.stride %s at 1 : tensor<4x?xf64, #Slice>`
    pub struct ToSliceStrideOp = "sparse_tensor.slice.stride", "Extracts the stride of the sparse tensor slice at the given dimension";
    operands { slice: one SPARSE_TENSOR_SLICE }
    results { stride: one INDEX }
    attrs { dim: required IndexAttr }
    traits [PURE];
    format "$slice `at` $dim attr-dict `:` type($slice)";
    verify verify_slice_stride;
}

declare_op! {
    /// `%l:4 = sparse_tensor.crd_translate dim_to_lvl [%i, %j] as #BSR : index, index, index, index`
    pub struct CrdTranslateOp = "sparse_tensor.crd_translate", "Performs coordinate translation between level and dimension coordinate space.";
    operands { in_crds: many INDEX }
    results { out_crds: many INDEX }
    attrs { direction: required CrdTransDirectionAttr, encoder: required EncodingAttr }
    traits [PURE];
    format "custom<CrdTransDirection>($direction) `[` $in_crds `]` `as` $encoder attr-dict `:` type($out_crds)";
    custom [keyword_directive::<CrdTransDirection>("CrdTransDirection")];
    verify verify_crd_translate;
    fold super::fold::fold_crd_translate;
}

/// The encoding of a `crd_translate`.
pub fn crd_translate_encoding(ctx: &Context, op: CrdTranslateOp) -> Option<&SparseEncoding> {
    encoding_of_attr(ctx, op.encoder(ctx))
}

fn verify_concatenate(ctx: &Context, op: OpId, v: ConcatenateOp) -> Result<(), Diagnostic> {
    let Some((dst, _)) = tensor_parts(ctx, ctx.value_type(v.result(ctx))) else {
        return Ok(());
    };
    let inputs = v.inputs(ctx);
    let dim = usize::try_from(v.dimension(ctx)).unwrap_or(usize::MAX);
    let rank = dst.len();
    if inputs.len() <= 1 {
        return fail(ctx, op, "Need at least two tensors to concatenate.");
    }
    if dim >= rank {
        return fail(
            ctx,
            op,
            format!(
                "Concat-dimension is out of bounds for dimension-rank ({} >= {rank})",
                v.dimension(ctx)
            ),
        );
    }
    let mut shapes = Vec::new();
    for (i, &x) in inputs.iter().enumerate() {
        let Some((sh, _)) = tensor_parts(ctx, ctx.value_type(x)) else {
            return Ok(());
        };
        if sh.contains(&DYNAMIC) {
            return fail(ctx, op, format!("Input tensor ${i} has dynamic shape"));
        }
        if sh.len() != rank {
            return fail(
                ctx,
                op,
                format!(
                    "Input tensor ${i} has a different rank (rank={}) from the output tensor (rank={rank}).",
                    sh.len()
                ),
            );
        }
        shapes.push(sh);
    }
    for (d, &dst_sz) in dst.iter().enumerate() {
        let sizes: Vec<i64> = shapes
            .iter()
            .map(|s| s.get(d).copied().unwrap_or(0))
            .collect();
        let sum = sizes.iter().fold(0i64, |a, &s| a.wrapping_add(s));
        if d == dim && dst_sz != DYNAMIC && sum != dst_sz {
            return fail(
                ctx,
                op,
                "The concatenation dimension of the output tensor should be the sum of all the concatenation dimensions of the input tensors.",
            );
        }
        let expected = if dst_sz == DYNAMIC {
            sizes.first()
        } else {
            Some(&dst_sz)
        };
        if d != dim && sizes.iter().any(|s| Some(s) != expected) {
            let msg = "All dimensions (expect for the concatenating one) should be equal.";
            return fail(ctx, op, msg);
        }
    }
    Ok(())
}

/// The slice ops' bound check on `dim`.
fn check_slice_dim(
    ctx: &Context,
    op: OpId,
    slice: tile_ir::Value,
    dim: i64,
) -> Result<(), Diagnostic> {
    let rank = tensor_parts(ctx, ctx.value_type(slice)).map_or(0, |(s, _)| s.len());
    if dim < 0 || usize::try_from(dim).is_ok_and(|d| d >= rank) {
        return fail(ctx, op, "requested dimension out of bound");
    }
    Ok(())
}

fn verify_slice_offset(ctx: &Context, op: OpId, v: ToSliceOffsetOp) -> Result<(), Diagnostic> {
    check_slice_dim(ctx, op, v.slice(ctx), v.dim(ctx))
}

fn verify_slice_stride(ctx: &Context, op: OpId, v: ToSliceStrideOp) -> Result<(), Diagnostic> {
    check_slice_dim(ctx, op, v.slice(ctx), v.dim(ctx))
}

fn verify_crd_translate(ctx: &Context, op: OpId, v: CrdTranslateOp) -> Result<(), Diagnostic> {
    let Some(enc) = crd_translate_encoding(ctx, v) else {
        return Ok(());
    };
    let (mut in_rank, mut out_rank) = (enc.lvl_rank(), enc.dim_rank());
    if v.direction(ctx) == 0 {
        std::mem::swap(&mut in_rank, &mut out_rank);
    }
    if in_rank != v.in_crds(ctx).len() || out_rank != v.out_crds(ctx).len() {
        return fail(ctx, op, "Coordinate rank mismatch with encoding");
    }
    Ok(())
}
