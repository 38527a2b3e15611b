//! The `tensor` dialect: `tensor.empty`, `extract`, `insert`, `dim`, `cast`, `pad`, `yield`,
//! `expand_shape`, `collapse_shape`, `extract_slice`, `insert_slice`, `generate`,
//! `from_elements`, `splat` and `rank`, declared with [`declare_op!`] in MLIR 22's ODS terms
//! (`TensorOps.td`): operands, attributes and assembly formats; the verify hooks keep the
//! semantics beyond the spec.

pub mod cast_folds;
pub mod fold;
pub mod gather_scatter;
pub mod parallel_insert_slice;
pub mod reshape_folds;
pub mod slice_folds;
pub mod util;

#[cfg(test)]
mod tests;

use crate::arith::types::int_or_float_width;
use crate::linalg::canonicalize::{
    cast_of_structured_result, extract_of_fill, pad_of_fill, reshape_of_fill,
};
use crate::ods::{DYNAMIC_INDEX_LIST, element_per_entry, is_rank_reduction};
use crate::shaped_folds::{
    fold_cast, fold_dim, fold_rank, fold_reshape, make_sizes_static, read_through_casts,
};
use crate::view_like::{check_in_bounds, verify_offset_size_stride};
pub use gather_scatter::{GatherOp, ScatterOp};
pub use parallel_insert_slice::ParallelInsertSliceOp;
use tile_ir::declare_op;
use tile_ir::dialect::{DialectInfo, DialectRegistry};
use tile_ir::ods::constraints::*;
use tile_ir::ods::{TypeConstraint, TypeRelation};
use tile_ir::types::DYNAMIC;
use tile_ir::{Context, Diagnostic, OpId, Type, TypeKind};
use util::*;

/// Registers the tensor dialect.
pub fn register(r: &mut DialectRegistry) {
    // Folded elements become `arith.constant`s (`complex.constant`s for complex elements),
    // as MLIR's tensor dialect materializes them.
    r.add_dialect(DialectInfo {
        materialize_constant: Some(crate::complex::fold::materialize_constant),
        ..DialectInfo::new(
            "tensor",
            "Tensor creation, element access, reshaping and slicing",
        )
    });
    r.add_ops(&[
        EmptyOp::def,
        BitcastOp::def,
        ConcatOp::def,
        ReshapeOp::def,
        ExtractOp::def,
        InsertOp::def,
        DimOp::def,
        CastOp::def,
        PadOp::def,
        YieldOp::def,
        ExpandShapeOp::def,
        CollapseShapeOp::def,
        ExtractSliceOp::def,
        InsertSliceOp::def,
        GenerateOp::def,
        FromElementsOp::def,
        SplatOp::def,
        RankOp::def,
    ]);
    r.add_ops(parallel_insert_slice::OPS);
    r.add_ops(gather_scatter::OPS);
}

declare_op! {
    /// `tensor.empty(%d) : tensor<4x?xf32>`
    pub struct EmptyOp = "tensor.empty", "An empty tensor of the given shape";
    operands { dynamicSizes: many INDEX }
    results { result: one ANY_RANKED_TENSOR }
    traits [PURE];
    format "`(`$dynamicSizes`)` attr-dict `:` type($result)";
    verify verify_empty;
    canonicalize [make_sizes_static];
}

declare_op! {
    /// `tensor.extract %t[%i] : tensor<4xf32>`
    pub struct ExtractOp = "tensor.extract", "Reads one element of a tensor";
    operands { tensor: one ANY_RANKED_TENSOR, indices: many INDEX }
    results { result: one ANY_TYPE }
    traits [PURE];
    relations [element_type_of("tensor", "result", "result type matches element type of tensor")];
    format "$tensor `[` $indices `]` attr-dict `:` type($tensor)";
    result_names ["extracted"];
    verify verify_extract;
    fold fold::fold_extract;
    // linalg's pattern first, as MLIR; then the extract's own, then the generate's.
    canonicalize [extract_of_fill, read_through_casts, fold::extract_of_generate];
}

declare_op! {
    /// `tensor.insert %x into %t[%i] : tensor<4xf32>`
    pub struct InsertOp = "tensor.insert", "Writes one element into a tensor";
    operands { scalar: one ANY_TYPE, dest: one ANY_RANKED_TENSOR, indices: many INDEX }
    results { result: one ANY_RANKED_TENSOR }
    traits [PURE];
    relations [
        TypeRelation::With { from: "dest", to: "result", f: |_, t| Some(t), desc: "result type matches type of dest" },
        element_type_of("dest", "scalar", "scalar type matches element type of dest"),
    ];
    format "$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)";
    result_names ["inserted"];
    verify verify_insert;
    fold fold::fold_insert;
    canonicalize [cast_folds::insert_of_cast];
}

declare_op! {
    /// `tensor.dim %t, %i : tensor<?xf32>`
    pub struct DimOp = "tensor.dim", "The size of one dimension of a tensor";
    operands { source: one NON_0_RANKED_OR_UNRANKED_TENSOR, index: one INDEX }
    results { result: one INDEX }
    traits [PURE];
    format "attr-dict $source `,` $index `:` type($source)";
    result_names ["dim"];
    fold fold_dim;
    canonicalize [read_through_casts, crate::bufferization::dim_of_to_tensor, reshape_folds::dim_of_dest_style];
}

declare_op! {
    /// `tensor.cast %t : tensor<4xf32> to tensor<?xf32>`
    pub struct CastOp = "tensor.cast", "Converts between compatible tensor types";
    operands { source: one ANY_TENSOR }
    results { dest: one ANY_TENSOR }
    traits [PURE];
    format "$source attr-dict `:` type($source) `to` type($dest)";
    result_names ["cast"];
    verify verify_cast;
    fold fold_cast;
    canonicalize [cast_of_structured_result, reshape_folds::empty_with_cast];
}

declare_op! {
    /// `tensor.pad %t low[1] high[%h] { ^bb0(%i: index): tensor.yield %c : f32 } : tensor<4xf32> to tensor<?xf32>`
    pub struct PadOp = "tensor.pad", "Pads a tensor with a computed value";
    operands { source: one ANY_RANKED_TENSOR, low: many INDEX, high: many INDEX }
    results { result: one ANY_RANKED_TENSOR }
    attrs {
        static_high: required DenseI64ArrayAttr,
        static_low: required DenseI64ArrayAttr,
        nofold: optional UnitAttr,
    }
    regions { region: sized }
    traits [PURE, SINGLE_BLOCK, RECURSIVE_EFFECTS];
    format "$source (`nofold` $nofold^)? `low` `` custom<DynamicIndexList>($low, $static_low) `high` `` custom<DynamicIndexList>($high, $static_high) $region attr-dict `:` type($source) `to` type($result)";
    custom [DYNAMIC_INDEX_LIST];
    result_names ["padded"];
    verify verify_pad;
    fold fold::fold_pad;
    canonicalize [pad_of_fill];
}

declare_op! {
    /// `tensor.yield %v : f32`
    pub struct YieldOp = "tensor.yield", "Yields an element from a tensor.pad or tensor.generate body";
    operands { value: one ANY_TYPE }
    traits [TERMINATOR, RETURN_LIKE, PURE];
    parents ["tensor.generate", "tensor.pad"];
    format "$value attr-dict `:` type($value)";
}

declare_op! {
    /// `tensor.expand_shape %t [[0, 1]] output_shape [2, %d] : tensor<?xf32> into tensor<2x?xf32>`
    pub struct ExpandShapeOp = "tensor.expand_shape", "Splits dimensions of a tensor";
    operands { src: one ANY_TENSOR, output_shape: many INDEX }
    results { result: one ANY_RANKED_TENSOR_AS_TENSOR }
    attrs {
        reassociation: required Reassociation,
        static_output_shape: required DenseI64ArrayAttr,
    }
    traits [PURE];
    format "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)";
    custom [DYNAMIC_INDEX_LIST];
    result_names ["expanded"];
    verify verify_expand_shape;
    fold fold_reshape;
    canonicalize [reshape_of_fill, reshape_folds::expand_of_expand];
}

declare_op! {
    /// `tensor.collapse_shape %t [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>`
    pub struct CollapseShapeOp = "tensor.collapse_shape", "Merges dimensions of a tensor";
    operands { src: one ANY_RANKED_TENSOR_AS_TENSOR }
    results { result: one ANY_TENSOR }
    attrs { reassociation: required Reassociation }
    traits [PURE];
    format "$src $reassociation attr-dict `:` type($src) `into` type($result)";
    result_names ["collapsed"];
    verify verify_collapse_shape;
    fold fold_reshape;
    canonicalize [reshape_of_fill, reshape_folds::collapse_of_collapse, reshape_folds::collapse_of_cast];
}

declare_op! {
    /// `tensor.extract_slice %t[%o] [4] [1] : tensor<8xf32> to tensor<4xf32>`
    pub struct ExtractSliceOp = "tensor.extract_slice", "Extracts a strided slice of a tensor";
    operands { source: one ANY_RANKED_TENSOR, offsets: many INDEX, sizes: many INDEX, strides: many INDEX }
    results { result: one ANY_RANKED_TENSOR }
    attrs {
        static_offsets: required DenseI64ArrayAttr,
        static_sizes: required DenseI64ArrayAttr,
        static_strides: required DenseI64ArrayAttr,
    }
    traits [PURE];
    format "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)";
    custom [DYNAMIC_INDEX_LIST];
    result_names ["extracted_slice"];
    verify verify_extract_slice;
    fold fold::fold_extract_slice;
    canonicalize [slice_folds::extract_slice_constants];
}

declare_op! {
    /// `tensor.insert_slice %s into %t[%o] [4] [1] : tensor<4xf32> into tensor<8xf32>`
    pub struct InsertSliceOp = "tensor.insert_slice", "Inserts a tensor into a strided slice of another";
    operands { source: one ANY_RANKED_TENSOR, dest: one ANY_RANKED_TENSOR, offsets: many INDEX, sizes: many INDEX, strides: many INDEX }
    results { result: one ANY_RANKED_TENSOR }
    attrs {
        static_offsets: required DenseI64ArrayAttr,
        static_sizes: required DenseI64ArrayAttr,
        static_strides: required DenseI64ArrayAttr,
    }
    traits [PURE];
    relations [TypeRelation::With { from: "dest", to: "result", f: |_, t| Some(t), desc: "expected result type to match dest type" }];
    format "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `into` type($dest)";
    custom [DYNAMIC_INDEX_LIST];
    result_names ["inserted_slice"];
    verify verify_insert_slice;
    canonicalize [slice_folds::insert_slice_constants, cast_folds::insert_slice_of_casts];
}

declare_op! {
    /// `tensor.generate %d { ^bb0(%i: index): tensor.yield %c : f32 } : tensor<?xf32>`
    pub struct GenerateOp = "tensor.generate", "Builds a tensor from a body computing each element";
    operands { dynamicExtents: many INDEX }
    results { result: one ANY_RANKED_TENSOR }
    regions { body: sized }
    traits [PURE, SINGLE_BLOCK, RECURSIVE_EFFECTS];
    format "$dynamicExtents $body attr-dict `:` type($result)";
    result_names ["generated"];
    verify verify_generate;
    canonicalize [fold::static_generate];
}

declare_op! {
    /// `tensor.from_elements %a, %b : tensor<2xf32>`
    pub struct FromElementsOp = "tensor.from_elements", "Builds a tensor from a list of elements";
    operands { elements: many ANY_TYPE }
    results { result: one ANY_STATIC_SHAPE_TENSOR }
    traits [PURE];
    relations [TypeRelation::WithList {
        from: "result",
        to: "elements",
        f: element_per_entry,
        desc: "operand types match result element type",
    }];
    format "$elements attr-dict `:` type($result)";
    result_names ["from_elements"];
    fold fold::fold_from_elements;
}

declare_op! {
    /// `tensor.splat %x[%d] : tensor<?xf32>`
    pub struct SplatOp = "tensor.splat", "A tensor with every element equal to a scalar";
    operands { input: one INT_INDEX_OR_FLOAT, dynamicSizes: many INDEX }
    results { aggregate: one ANY_RANKED_TENSOR }
    traits [PURE];
    relations [element_type_of("aggregate", "input", "operand type matches element type of result")];
    format "$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)";
    result_names ["splat"];
    verify verify_splat;
}

declare_op! {
    /// `tensor.rank %t : tensor<*xf32>`
    pub struct RankOp = "tensor.rank", "The rank of a tensor";
    operands { tensor: one ANY_TENSOR }
    results { result: one INDEX }
    traits [PURE];
    format "$tensor attr-dict `:` type($tensor)";
    result_names ["rank"];
    fold fold_rank;
}

// ----- constraints -----

tile_ir::type_constraint! {
    /// `AnyNon0RankedOrUnrankedTensor`.
    NON_0_RANKED_OR_UNRANKED_TENSOR = "non-0-ranked or unranked tensor",
        |c, t| match c.type_kind(t) {
            TypeKind::RankedTensor { shape, .. } => !shape.is_empty(),
            TypeKind::UnrankedTensor { .. } => true,
            _ => false,
        },
        class = ANY_TENSOR.class;
}

/// The expanded side of a reshape: MLIR 22 declares both sides `AnyTensor` (parsed as any
/// `TensorType`), but reads the rank of an unranked expanded type as garbage; it is required
/// ranked here. An unranked collapsed side gets MLIR's rank error from the verify hook.
const ANY_RANKED_TENSOR_AS_TENSOR: TypeConstraint = TypeConstraint {
    class: ANY_TENSOR.class,
    ..ANY_RANKED_TENSOR
};

tile_ir::type_constraint! {
    /// `AnyStaticShapeTensor`.
    ANY_STATIC_SHAPE_TENSOR = "statically shaped tensor of any type values",
        |c, t| tensor_parts(c, t).is_some_and(|(s, _)| !s.contains(&DYNAMIC)),
        class = ANY_RANKED_TENSOR.class;
    /// `AnyTypeOf<[AnySignlessInteger, Index, AnyFloat]>` (`tensor.splat`'s input).
    INT_INDEX_OR_FLOAT = "integer/index/float type",
        |c, t| {
            matches!(
                c.type_kind(t),
                TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
            )
        };
}

tile_ir::typed_array_attr!(
    /// `IndexListArrayAttr`: reassociation groups, `[[0, 1], [2]]`.
    pub Reassociation = [I64ArrayAttr], "Array of 64-bit integer array attributes"
);

/// The number of dynamic dimensions of a shape.
fn num_dynamic_dims(shape: &[i64]) -> usize {
    shape.iter().filter(|&&d| d == DYNAMIC).count()
}

/// MLIR's "incorrect number of dynamic sizes" check of a result shape.
fn check_dynamic_sizes(
    ctx: &Context,
    op: OpId,
    result: Type,
    have: usize,
) -> Result<(), Diagnostic> {
    let Some((shape, _)) = tensor_parts(ctx, result) else {
        return Ok(());
    };
    let expected = num_dynamic_dims(shape);
    if have != expected {
        return Err(ctx.op_error(
            op,
            format!("incorrect number of dynamic sizes, has {have}, expected {expected}"),
        ));
    }
    Ok(())
}

// ----- tensor.empty / extract / insert / cast -----

fn verify_empty(ctx: &Context, op: OpId, v: EmptyOp) -> Result<(), Diagnostic> {
    let t = ctx.value_type(v.result(ctx));
    check_dynamic_sizes(ctx, op, t, v.dynamicSizes(ctx).len())
}

fn verify_extract(ctx: &Context, op: OpId, v: ExtractOp) -> Result<(), Diagnostic> {
    let rank = tensor_parts(ctx, ctx.value_type(v.tensor(ctx))).map_or(0, |(s, _)| s.len());
    if rank != v.indices(ctx).len() {
        return Err(ctx.op_error(op, "incorrect number of indices for extract_element"));
    }
    Ok(())
}

fn verify_insert(ctx: &Context, op: OpId, v: InsertOp) -> Result<(), Diagnostic> {
    let rank = tensor_parts(ctx, ctx.value_type(v.dest(ctx))).map_or(0, |(s, _)| s.len());
    if rank != v.indices(ctx).len() {
        return Err(ctx.op_error(op, "incorrect number of indices"));
    }
    Ok(())
}

/// MLIR's `tensor::CastOp::areCastCompatible`.
pub fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let (Some(ea), Some(eb)) = (element_type(ctx, a), element_type(ctx, b)) else {
        return false;
    };
    if !is_tensor(ctx, a) || !is_tensor(ctx, b) || ea != eb {
        return false;
    }
    match (tensor_parts(ctx, a), tensor_parts(ctx, b)) {
        (Some((sa, _)), Some((sb, _))) => tile_ir::ods::constraints::dims_compatible(sa, sb),
        _ => true,
    }
}

fn verify_cast(ctx: &Context, op: OpId, v: CastOp) -> Result<(), Diagnostic> {
    let (a, b) = (ctx.value_type(v.source(ctx)), ctx.value_type(v.dest(ctx)));
    if !cast_compatible(ctx, a, b) {
        return Err(crate::ods::cast_incompatible(ctx, op, a, b));
    }
    Ok(())
}

// ----- tensor.pad / tensor.yield -----

/// MLIR's `PadOp::inferResultType`: each dimension grows by its static low and high padding.
fn pad_inferred_shape(src: &[i64], low: &[i64], high: &[i64]) -> Option<Vec<i64>> {
    if low.len() != src.len() || high.len() != src.len() {
        return None;
    }
    Some(
        src.iter()
            .zip(low.iter().zip(high))
            .map(|(&s, (&l, &h))| {
                if s == DYNAMIC || l == DYNAMIC || h == DYNAMIC {
                    DYNAMIC
                } else {
                    s.saturating_add(l).saturating_add(h)
                }
            })
            .collect(),
    )
}

/// `tensor<4x?xf32>` for a shape and an element type.
fn shape_type_string(ctx: &Context, shape: &[i64], element: Type) -> String {
    let (shape, encoding) = (shape.to_vec(), None);
    let kind = TypeKind::RankedTensor {
        shape,
        element,
        encoding,
    };
    tile_ir::printer::type_kind_to_string(ctx, &kind)
}

fn verify_pad(ctx: &Context, op: OpId, v: PadOp) -> Result<(), Diagnostic> {
    let plain = |m: String| Err(plain_error(ctx, op, m));
    let (src, res) = (ctx.value_type(v.source(ctx)), ctx.value_type(v.result(ctx)));
    let (Some((src_shape, src_elem)), Some((res_shape, res_elem))) =
        (tensor_parts(ctx, src), tensor_parts(ctx, res))
    else {
        return Ok(());
    };
    let Some(expected) = pad_inferred_shape(src_shape, &v.static_low(ctx), &v.static_high(ctx))
    else {
        return plain(format!(
            "failed to infer expectedType from sourceType {}, specified resultType is {}",
            quoted(ctx, src),
            quoted(ctx, res)
        ));
    };
    let fits = res_shape.len() == expected.len()
        && res_shape
            .iter()
            .zip(&expected)
            .all(|(&r, &e)| r == e || e == DYNAMIC);
    if !fits {
        return plain(format!(
            "specified type {} does not match the inferred type '{}'",
            quoted(ctx, res),
            shape_type_string(ctx, &expected, src_elem)
        ));
    }
    // Region checks (MLIR's verifyRegions, after the body verified).
    if !nested_ops_verify(ctx, op) {
        return Ok(());
    }
    let Some(block) = entry_block(ctx, op, 0) else {
        return Ok(());
    };
    let args = &ctx.block(block).args;
    if args.len() != res_shape.len() {
        let n = res_shape.len();
        return plain(format!("expected the block to have {n} arguments"));
    }
    if let Some(i) = args.iter().position(|&a| !is_index(ctx, ctx.value_type(a))) {
        return Err(ctx.op_error(
            op,
            format!("expected block argument {} to be an index", i + 1),
        ));
    }
    if let Some(term) = region_terminator(ctx, op, 0)
        && let Some(y) = YieldOp::cast(ctx, term)
        && ctx.value_type(y.value(ctx)) != res_elem
    {
        return Err(ctx.op_error(op, "expected yield type to match shape element type"));
    }
    Ok(())
}

// ----- tensor.expand_shape / tensor.collapse_shape -----

/// MLIR's `isReassociationValid` over index groups (as maps with `max index + 1` dims):
/// the index of the first invalid group.
fn invalid_reassociation(groups: &[Vec<i64>]) -> Option<usize> {
    let n_dims = groups
        .iter()
        .flatten()
        .copied()
        .max()
        .map_or(0, |m| m.saturating_add(1));
    let mut next = 0i64;
    for (i, g) in groups.iter().enumerate() {
        if g.is_empty() {
            return Some(i);
        }
        for &d in g {
            if d != next {
                return Some(i);
            }
            next += 1;
        }
    }
    if next != n_dims {
        Some(groups.len().saturating_sub(1))
    } else {
        None
    }
}

/// MLIR's `verifyReshapeLikeTypes` followed by the collapsed-type check.
fn verify_reshape(
    ctx: &Context,
    op: OpId,
    groups: &[Vec<i64>],
    expanded: Type,
    collapsed: Type,
) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let Some((eshape, eelem)) = tensor_parts(ctx, expanded) else {
        return Ok(());
    };
    let rank_error = || {
        ctx.op_error(
            op,
            format!("expected the expanded type, {} to have a higher (or same) rank than the collapsed type, {}.", quoted(ctx, expanded), quoted(ctx, collapsed)),
        )
    };
    let Some((cshape, celem)) = tensor_parts(ctx, collapsed) else {
        return Err(rank_error());
    };
    let (erank, crank) = (eshape.len(), cshape.len());
    if erank < crank {
        return Err(rank_error());
    }
    if crank != groups.len() {
        return err(format!(
            "expected collapsed rank ({crank}) to equal the number of reassociation maps ({}).",
            groups.len()
        ));
    }
    if groups.iter().flatten().any(|&d| d < 0) {
        return err("expected reassociation map #0 to be valid and contiguous.".into());
    }
    let n_dims = groups
        .iter()
        .flatten()
        .copied()
        .max()
        .map_or(0, |m| m.saturating_add(1));
    if !groups.is_empty() && n_dims != erank as i64 {
        return Err(ctx.op_error(op, format!("expected reassociation map #0 to have size equal to the expanded rank ({erank}), but it is  {n_dims}.")));
    }
    if let Some(i) = invalid_reassociation(groups) {
        return err(format!(
            "expected reassociation map #{i} to be valid and contiguous."
        ));
    }
    let mut start = 0usize;
    let mut expected = Vec::with_capacity(groups.len());
    for (i, g) in groups.iter().enumerate() {
        let band = eshape.get(start..start + g.len()).unwrap_or(&[]);
        let dynamic = band.contains(&DYNAMIC);
        let product = band.iter().fold(1i64, |acc, &d| acc.saturating_mul(d));
        let c = cshape.get(i).copied().unwrap_or(DYNAMIC);
        if dynamic {
            if c != DYNAMIC {
                return err(format!(
                    "expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"
                ));
            }
        } else if c != product {
            return err(format!(
                "expected dimension {i} of collapsed type to be static value of {product}"
            ));
        }
        expected.push(if dynamic { DYNAMIC } else { product });
        start += g.len();
    }
    if expected.as_slice() != cshape || celem != eelem {
        return err(format!(
            "expected collapsed type to be '{}', but got {}",
            shape_type_string(ctx, &expected, eelem),
            quoted(ctx, collapsed)
        ));
    }
    Ok(())
}

fn verify_expand_shape(ctx: &Context, op: OpId, v: ExpandShapeOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let (src, res) = (ctx.value_type(v.src(ctx)), ctx.value_type(v.result(ctx)));
    let statics = v.static_output_shape(ctx);
    let Some((res_shape, _)) = tensor_parts(ctx, res) else {
        return Ok(());
    };
    if statics.len() != res_shape.len() {
        return err(format!(
            "expected number of static shape dims to be equal to the output rank ({}) but found {} inputs instead",
            res_shape.len(),
            statics.len()
        ));
    }
    let dynamic = num_dynamic_dims(&statics);
    let values = v.output_shape(ctx).len();
    if values != dynamic {
        return err(format!(
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {values} values"
        ));
    }
    verify_reshape(ctx, op, &v.reassociation(ctx), res, src)
}

fn verify_collapse_shape(ctx: &Context, op: OpId, v: CollapseShapeOp) -> Result<(), Diagnostic> {
    let (src, res) = (ctx.value_type(v.src(ctx)), ctx.value_type(v.result(ctx)));
    verify_reshape(ctx, op, &v.reassociation(ctx), src, res)
}

// ----- tensor.extract_slice / tensor.insert_slice -----

/// MLIR's `isRankReducedType` + `produceSliceErrorMsg` for tensors.
pub(crate) fn check_slice_type(
    ctx: &Context,
    op: OpId,
    expected_shape: &[i64],
    expected_elem: Type,
    candidate: Type,
) -> Result<(), Diagnostic> {
    let Some((cshape, celem)) = tensor_parts(ctx, candidate) else {
        return Ok(());
    };
    let err = |m: String| Err(plain_error(ctx, op, m));
    if cshape == expected_shape && celem == expected_elem {
        return Ok(());
    }
    if cshape.len() > expected_shape.len() {
        return err("expected rank to be smaller or equal to the other rank. ".into());
    }
    if !is_rank_reduction(expected_shape, cshape) {
        let expected = shape_type_string(ctx, expected_shape, expected_elem);
        return err(format!(
            "expected type to be '{expected}' or a rank-reduced version. (size mismatch) "
        ));
    }
    if celem != expected_elem {
        return err(format!(
            "expected element type to be {}",
            quoted(ctx, expected_elem)
        ));
    }
    Ok(())
}

fn verify_extract_slice(ctx: &Context, op: OpId, v: ExtractSliceOp) -> Result<(), Diagnostic> {
    let (src, res) = (ctx.value_type(v.source(ctx)), ctx.value_type(v.result(ctx)));
    verify_slice_of(ctx, op, v, src, res)
}

fn verify_insert_slice(ctx: &Context, op: OpId, v: InsertSliceOp) -> Result<(), Diagnostic> {
    let (src, dest) = (ctx.value_type(v.source(ctx)), ctx.value_type(v.dest(ctx)));
    verify_slice_of(ctx, op, v, dest, src)
}

/// The checks every slice op shares: `slice` is the slice of tensor type `whole` at the
/// op's offsets, sizes and strides, which stay in bounds.
pub(crate) fn verify_slice_of(
    ctx: &Context,
    op: OpId,
    v: impl crate::view_like::OffsetSizeStride,
    whole: Type,
    slice: Type,
) -> Result<(), Diagnostic> {
    let Some((shape, elem)) = tensor_parts(ctx, whole) else {
        return Ok(());
    };
    let lists = verify_offset_size_stride(ctx, op, v, [shape.len(); 3])?;
    check_slice_type(ctx, op, &lists[1], elem, slice)?;
    check_in_bounds(ctx, op, shape, &lists)
}

// ----- tensor.generate / tensor.splat -----

fn verify_generate(ctx: &Context, op: OpId, v: GenerateOp) -> Result<(), Diagnostic> {
    let res = ctx.value_type(v.result(ctx));
    check_dynamic_sizes(ctx, op, res, v.dynamicExtents(ctx).len())?;
    let Some((shape, elem)) = tensor_parts(ctx, res) else {
        return Ok(());
    };
    if !nested_ops_verify(ctx, op) {
        return Ok(());
    }
    let Some(block) = entry_block(ctx, op, 0) else {
        return Ok(());
    };
    let args = &ctx.block(block).args;
    if args.len() != shape.len() {
        return Err(plain_error(
            ctx,
            op,
            "must have one body argument per input dimension",
        ));
    }
    if args.iter().any(|&a| !is_index(ctx, ctx.value_type(a))) {
        return Err(plain_error(ctx, op, "all body arguments must be index"));
    }
    let yields_elem = region_terminator(ctx, op, 0)
        .and_then(|t| YieldOp::cast(ctx, t))
        .is_some_and(|y| ctx.value_type(y.value(ctx)) == elem);
    if !yields_elem {
        return Err(ctx.op_error(
            op,
            "body must be terminated with a `yield` operation of the tensor element type",
        ));
    }
    Ok(())
}

fn verify_splat(ctx: &Context, op: OpId, v: SplatOp) -> Result<(), Diagnostic> {
    let t = ctx.value_type(v.aggregate(ctx));
    check_dynamic_sizes(ctx, op, t, v.dynamicSizes(ctx).len())
}

tile_ir::type_constraint! {
    /// A tensor of integers or floats (`TensorOf<[AnySignlessInteger, AnyUnsignedInteger,
    /// AnySignedInteger, AnyFloat]>`).
    INT_OR_FLOAT_TENSOR = "tensor of signless integer or unsigned integer or signed integer or floating-point values",
        |ctx, t| {
            matches!(ctx.type_kind(t), TypeKind::RankedTensor { element, .. } | TypeKind::UnrankedTensor { element }
                if matches!(ctx.type_kind(*element), TypeKind::Integer { .. } | TypeKind::Float(_)))
        },
        class = ANY_TENSOR.class;
    /// `TensorRankOf<[AnySignlessInteger, Index], [1]>`: the shape operand of `tensor.reshape`.
    SHAPE_TENSOR = "1D tensor of signless integer or index values",
        |ctx, t| {
            matches!(ctx.type_kind(t), TypeKind::RankedTensor { shape, element, .. }
                if shape.len() == 1 && (SIGNLESS_INT_OR_INDEX.check)(ctx, *element))
        },
        class = ANY_TENSOR.class;
}

declare_op! {
    /// `tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>`
    pub struct BitcastOp = "tensor.bitcast", "tensor bitcast operation";
    operands { source: one INT_OR_FLOAT_TENSOR }
    results { dest: one INT_OR_FLOAT_TENSOR }
    traits [PURE];
    format "$source attr-dict `:` type($source) `to` type($dest)";
    verify verify_bitcast;
    fold fold::fold_bitcast;
    canonicalize [fold::chained_bitcast];
}

declare_op! {
    /// `tensor.reshape %t(%shape) : (tensor<4xi32>, tensor<2xindex>) -> tensor<2x2xi32>`
    pub struct ReshapeOp = "tensor.reshape", "tensor reshape operation";
    operands { source: one ANY_TENSOR, shape: one SHAPE_TENSOR }
    results { result: one ANY_TENSOR }
    traits [PURE];
    format "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)";
    result_names ["reshape"];
    verify verify_reshape_op;
    fold fold::fold_tensor_reshape;
}

/// `tensor.bitcast`: same shape, same element width (MLIR's `areCastCompatible`).
fn verify_bitcast(ctx: &Context, op: OpId, b: BitcastOp) -> Result<(), Diagnostic> {
    let (a, r) = (ctx.value_type(b.source(ctx)), ctx.value_type(b.dest(ctx)));
    let shape = |t: Type| tensor_parts(ctx, t).map(|(s, _)| s);
    let width = |t: Type| int_or_float_width(ctx, element_type_or_self(ctx, t));
    let compatible = shape(a) == shape(r) && width(a).is_some() && width(a) == width(r);
    if !compatible {
        return Err(crate::ods::cast_incompatible(ctx, op, a, r));
    }
    Ok(())
}

/// `tensor.reshape`: MLIR's element type, element count and shape length checks.
fn verify_reshape_op(ctx: &Context, op: OpId, rs: ReshapeOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let (src, res) = (
        ctx.value_type(rs.source(ctx)),
        ctx.value_type(rs.result(ctx)),
    );
    if element_type_or_self(ctx, src) != element_type_or_self(ctx, res) {
        return err(
            "element types of source and destination tensor types should be the same".into(),
        );
    }
    let static_count = |t: Type| {
        let shape = tensor_parts(ctx, t)?.0;
        (!shape.contains(&DYNAMIC))
            .then(|| shape.iter().try_fold(1i64, |a, &d| a.checked_mul(d)))?
    };
    if let (Some(a), Some(b)) = (static_count(src), static_count(res))
        && a != b
    {
        return err("source and destination tensor should have the same number of elements".into());
    }
    let shape_len = tensor_parts(ctx, ctx.value_type(rs.shape(ctx))).and_then(|(s, _)| s.first());
    if let (Some(&n), Some((shape, _))) = (shape_len, tensor_parts(ctx, res)) {
        if n == DYNAMIC {
            return err("cannot use shape operand with dynamic length to reshape to statically-ranked tensor type".into());
        }
        if n != shape.len() as i64 {
            return err("length of shape operand differs from the result's tensor rank".into());
        }
    }
    Ok(())
}

declare_op! {
    /// `tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>`
    pub struct ConcatOp = "tensor.concat", "tensor concatenation operation";
    operands { inputs: many ANY_RANKED_TENSOR }
    results { result: one ANY_RANKED_TENSOR }
    attrs { dim: required I64Attr }
    traits [PURE];
    format "`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)";
    result_names ["concat"];
    verify verify_concat;
    fold fold::fold_concat;
    canonicalize [fold::single_input_concat];
}

/// `tensor.concat`: MLIR's checks, in its order; the result must be compatible with the
/// shape the inputs imply (the concatenated dimension summed, the others equal).
fn verify_concat(ctx: &Context, op: OpId, c: ConcatOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let shape_elem = |t: Type| tensor_parts(ctx, t).map(|(s, e)| (s.to_vec(), e));
    let inputs: Vec<(Vec<i64>, Type)> = c
        .inputs(ctx)
        .iter()
        .filter_map(|&v| shape_elem(ctx.value_type(v)))
        .collect();
    let res_ty = ctx.value_type(c.result(ctx));
    let Some((res_shape, res_elem)) = shape_elem(res_ty) else {
        return Ok(());
    };
    if inputs.is_empty() {
        return Err(ctx.op_error(op, "requires at least one input"));
    }
    let rank = res_shape.len();
    if inputs.iter().any(|(s, _)| s.len() != rank) {
        return Err(ctx.op_error(op, "rank of concatenated inputs must match result rank"));
    }
    if inputs.iter().any(|(_, e)| *e != res_elem) {
        return Err(ctx.op_error(op, "inputs and result element type must match"));
    }
    let dim = c.dim(ctx);
    if dim < 0 || dim as usize >= rank {
        return Err(ctx.op_error(op, "concatenation dim must be less than the tensor rank"));
    }
    let dim = dim as usize;
    let mut inferred = vec![0i64; rank];
    for (i, slot) in inferred.iter_mut().enumerate() {
        if i == dim {
            // The sum of the inputs' sizes, dynamic if any is.
            *slot = inputs
                .iter()
                .try_fold(0i64, |acc, (s, _)| match s.get(i) {
                    Some(&d) if d != DYNAMIC => acc.checked_add(d),
                    _ => None,
                })
                .unwrap_or(DYNAMIC);
            continue;
        }
        let mut size = DYNAMIC;
        for (s, _) in &inputs {
            let d = s.get(i).copied().unwrap_or(DYNAMIC);
            if d != DYNAMIC {
                if size != DYNAMIC && size != d {
                    return err(format!(
                        "static concatenation size mismatch along non-concatenated dimension {i}"
                    ));
                }
                size = d;
            }
        }
        *slot = size;
    }
    if !tile_ir::ods::constraints::dims_compatible(&res_shape, &inferred) {
        let inferred_text = shape_type_string(ctx, &inferred, res_elem);
        return err(format!(
            "result type '{}'does not match inferred shape '{inferred_text}' static sizes",
            tile_ir::printer::type_to_string(ctx, res_ty)
        ));
    }
    Ok(())
}
