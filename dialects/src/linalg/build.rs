//! Builders of the structured ops passes create: `linalg.generic` with a body built by a
//! closure, and any named op (`linalg.fill`, `linalg.matmul`, ...) with the body its row of
//! the named-op table gives it. Each sets every property itself, so passes never spell a
//! property name.

use tile_ir::affine::AffineMap;
use tile_ir::builder::OpBuilder;
use tile_ir::ods::{OPERAND_SEGMENT_SIZES, segment_attr};
use tile_ir::{Context, Loc, OpId, OperationState, Type, Value};

use super::ops::{GenericOp, IteratorTypeArrayAttr};
use super::structured::IteratorType;
use tile_ir::ods::AttrConstraint;

/// A one-block region whose arguments are the element types of operands of `types`, filled by
/// `body` (given a builder at the block's end and the arguments; returns the values the
/// `linalg.yield` it ends with yields).
pub(super) fn body_region(
    ctx: &mut Context,
    loc: Loc,
    types: &[Type],
    body: impl FnOnce(&mut OpBuilder, &mut Context, &[Value]) -> Vec<Value>,
) -> tile_ir::RegionId {
    let region = ctx.create_region();
    fill_body(ctx, region, loc, types, body);
    region
}

/// Appends to the (empty) `region` of a built op the block [`body_region`] describes.
pub(super) fn fill_body(
    ctx: &mut Context,
    region: tile_ir::RegionId,
    loc: Loc,
    types: &[Type],
    body: impl FnOnce(&mut OpBuilder, &mut Context, &[Value]) -> Vec<Value>,
) {
    let arg_types: Vec<Type> = types
        .iter()
        .map(|&t| super::scalar_or_element(ctx, t))
        .collect();
    let block = ctx.create_block(&arg_types, loc);
    ctx.append_block(region, block);
    let args = ctx.block(block).args.to_vec();
    let mut b = OpBuilder::at_end(block);
    let yielded = body(&mut b, ctx, &args);
    super::YieldOp::build(&mut b, ctx, loc, &yielded);
}

/// The `linalg.generic` over `inputs` and `outputs` with one indexing map per operand and
/// one iterator type per loop, without its region (the caller adds it).
pub fn generic_state(
    ctx: &mut Context,
    loc: Loc,
    (inputs, outputs): (&[Value], &[Value]),
    maps: Vec<AffineMap>,
    iterators: &[IteratorType],
) -> OperationState {
    let maps = super::maps::maps_attr(ctx, maps);
    let iters = IteratorTypeArrayAttr::make(ctx, iterators.to_vec());
    let mut st = OperationState::new("linalg.generic", loc);
    st.result_types = super::tensor_results(ctx, outputs.iter().map(|&v| ctx.value_type(v)));
    st.operands = inputs.iter().chain(outputs).copied().collect();
    st.set_property("indexing_maps", maps);
    st.set_property("iterator_types", iters);
    let sizes = segment_attr(ctx, &[inputs.len(), outputs.len()]);
    st.set_property(OPERAND_SEGMENT_SIZES, sizes);
    st
}

/// Builds `linalg.generic ins(inputs) outs(outputs)` with one indexing map per operand and
/// one iterator type per loop; `body` gets the block arguments (input elements, then
/// output elements) and returns the yielded values.
pub fn build_generic(
    b: &mut OpBuilder,
    ctx: &mut Context,
    loc: Loc,
    (inputs, outputs): (&[Value], &[Value]),
    maps: Vec<AffineMap>,
    iterators: &[IteratorType],
    body: impl FnOnce(&mut OpBuilder, &mut Context, &[Value]) -> Vec<Value>,
) -> OpId {
    let types: Vec<Type> = inputs
        .iter()
        .chain(outputs)
        .map(|&v| ctx.value_type(v))
        .collect();
    let results = super::tensor_results(ctx, outputs.iter().map(|&v| ctx.value_type(v)));
    let iterators = iterators.to_vec();
    let op = GenericOp::build(
        b, ctx, loc, &results, inputs, outputs, maps, iterators, None, None,
    );
    let region = op.region(ctx);
    fill_body(ctx, region, loc, &types, body);
    op.op()
}

/// Builds the named structured op `name` (a row of [`super::named::NAMED_OPS`]) over
/// `inputs` and `outputs` with the given properties and the body the table gives it (the
/// matmul family gets its default maps unless `props` has `indexing_maps`).
pub fn build_named(
    b: &mut OpBuilder,
    ctx: &mut Context,
    loc: Loc,
    name: &'static str,
    (inputs, outputs): (&[Value], &[Value]),
    props: Vec<(&'static str, tile_ir::Attr)>,
) -> OpId {
    let all: Vec<Value> = inputs.iter().chain(outputs).copied().collect();
    let types: Vec<Type> = all.iter().map(|&v| ctx.value_type(v)).collect();
    let row = super::named::lookup(name);
    let cast_unsigned = props.iter().any(|&(k, a)| {
        k == "cast" && super::attrs::enum_case(ctx, a, "type_fn") == Some("cast_unsigned")
    });
    let body = row.map_or("", |r| r.body);
    // A body that cannot be built (operand types the op does not take) is left without
    // its terminator, which the verifier reports.
    let (region, _) = super::named::body_region(ctx, body, &types, cast_unsigned);
    let mut st = OperationState::new(name, loc);
    st.result_types = super::tensor_results(ctx, outputs.iter().map(|&v| ctx.value_type(v)));
    st.operands = all;
    for (k, v) in props {
        st.set_property(k, v);
    }
    if let Some(row) = row.filter(|r| r.syntax == super::named::Syntax::IndexingMaps)
        && !st.properties.iter().any(|(k, _)| k == "indexing_maps")
    {
        let maps = super::maps::maps_attr(ctx, row.default_maps().unwrap_or_default());
        st.set_property("indexing_maps", maps);
    }
    let sizes = segment_attr(ctx, &[inputs.len(), outputs.len()]);
    st.set_property(OPERAND_SEGMENT_SIZES, sizes);
    st.regions.push(region);
    b.insert(ctx, st)
}

/// Builds `linalg.fill ins(value) outs(output)` (value of the output's element type).
pub fn build_fill(
    b: &mut OpBuilder,
    ctx: &mut Context,
    loc: Loc,
    value: Value,
    output: Value,
) -> OpId {
    build_named(
        b,
        ctx,
        loc,
        "linalg.fill",
        (&[value], &[output]),
        Vec::new(),
    )
}

/// Builds the float `linalg.matmul ins(lhs, rhs) outs(acc)` with MLIR's default maps and
/// body.
pub fn build_matmul_f(
    b: &mut OpBuilder,
    ctx: &mut Context,
    loc: Loc,
    lhs: Value,
    rhs: Value,
    acc: Value,
) -> OpId {
    build_named(
        b,
        ctx,
        loc,
        "linalg.matmul",
        (&[lhs, rhs], &[acc]),
        Vec::new(),
    )
}
