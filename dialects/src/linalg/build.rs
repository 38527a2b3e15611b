//! Builders of the structured ops passes create: `linalg.generic` with a body built by a
//! closure, `linalg.fill` and `linalg.matmul` with the bodies MLIR's region builders give
//! them. Each sets every property itself, so passes never spell a property name.

use tile_ir::affine::AffineMap;
use tile_ir::builder::OpBuilder;
use tile_ir::ods::{OPERAND_SEGMENT_SIZES, segment_attr};
use tile_ir::{AttrKind, Context, Loc, OpId, OperationState, Type, TypeKind, Value};

use super::attrs::enum_attr;
use super::structured::IteratorType;
use crate::arith::views::{AddFOp, FASTMATH_NONE, MulFOp};

/// The element type of a shaped `t`, or `t` itself.
fn element_of(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { element, .. } | TypeKind::MemRef { element, .. } => *element,
        _ => t,
    }
}

/// Ranked tensor outputs become results (destination-passing style).
fn tensor_results(ctx: &Context, outputs: &[Value]) -> Vec<Type> {
    outputs
        .iter()
        .map(|&v| ctx.value_type(v))
        .filter(|&t| matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. }))
        .collect()
}

/// A one-block region whose arguments are the element types of `operands`, filled by
/// `body` (given a builder at the block's end and the arguments; returns the values the
/// `linalg.yield` it ends with yields).
fn body_region(
    ctx: &mut Context,
    loc: Loc,
    operands: &[Value],
    body: impl FnOnce(&mut OpBuilder, &mut Context, &[Value]) -> Vec<Value>,
) -> tile_ir::RegionId {
    let arg_types: Vec<Type> = operands
        .iter()
        .map(|&v| element_of(ctx, ctx.value_type(v)))
        .collect();
    let region = ctx.create_region();
    let block = ctx.create_block(&arg_types, loc);
    ctx.append_block(region, block);
    let args = ctx.block(block).args.clone();
    let mut b = OpBuilder::at_end(block);
    let yielded = body(&mut b, ctx, &args);
    let mut y = OperationState::new("linalg.yield", loc);
    y.operands = yielded;
    b.insert(ctx, y);
    region
}

/// A structured op over `inputs` and `outputs` with `body` and the properties in `props`.
fn structured(
    b: &mut OpBuilder,
    ctx: &mut Context,
    name: &'static str,
    loc: Loc,
    (inputs, outputs): (&[Value], &[Value]),
    props: Vec<(&'static str, tile_ir::Attr)>,
    body: impl FnOnce(&mut OpBuilder, &mut Context, &[Value]) -> Vec<Value>,
) -> OpId {
    let all: Vec<Value> = inputs.iter().chain(outputs).copied().collect();
    let region = body_region(ctx, loc, &all, body);
    let mut st = OperationState::new(name, loc);
    st.result_types = tensor_results(ctx, outputs);
    st.operands = all;
    for (k, v) in props {
        st.set_property(k, v);
    }
    let sizes = segment_attr(ctx, &[inputs.len(), outputs.len()]);
    st.set_property(OPERAND_SEGMENT_SIZES, sizes);
    st.regions.push(region);
    b.insert(ctx, st)
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
    let maps: Vec<tile_ir::Attr> = maps
        .into_iter()
        .map(|m| ctx.intern_attr(AttrKind::AffineMap(m)))
        .collect();
    let maps = ctx.array_attr(maps);
    let iters: Vec<tile_ir::Attr> = iterators
        .iter()
        .map(|it| enum_attr(ctx, "iterator_type", it.keyword()))
        .collect();
    let iters = ctx.array_attr(iters);
    let props = vec![("indexing_maps", maps), ("iterator_types", iters)];
    structured(
        b,
        ctx,
        "linalg.generic",
        loc,
        (inputs, outputs),
        props,
        body,
    )
}

/// Builds `linalg.fill ins(value) outs(output)` (value of the output's element type).
pub fn build_fill(
    b: &mut OpBuilder,
    ctx: &mut Context,
    loc: Loc,
    value: Value,
    output: Value,
) -> OpId {
    structured(
        b,
        ctx,
        "linalg.fill",
        loc,
        (&[value], &[output]),
        vec![],
        |_, _, args| args.first().copied().into_iter().collect(),
    )
}

/// Builds the float `linalg.matmul ins(lhs, rhs) outs(acc)` with MLIR's default maps and
/// its body `acc + lhs * rhs` (operands of the accumulator's element type).
pub fn build_matmul_f(
    b: &mut OpBuilder,
    ctx: &mut Context,
    loc: Loc,
    lhs: Value,
    rhs: Value,
    acc: Value,
) -> OpId {
    let (m, n, k) = (
        AffineMap::identity(3).sub_map(&[0, 2]),
        AffineMap::identity(3).sub_map(&[2, 1]),
        AffineMap::identity(3).sub_map(&[0, 1]),
    );
    let maps: Vec<tile_ir::Attr> = [m, n, k]
        .into_iter()
        .flatten()
        .map(|m| ctx.intern_attr(AttrKind::AffineMap(m)))
        .collect();
    let maps = ctx.array_attr(maps);
    structured(
        b,
        ctx,
        "linalg.matmul",
        loc,
        (&[lhs, rhs], &[acc]),
        vec![("indexing_maps", maps)],
        |b, ctx, args| {
            let &[x, y, a] = args else {
                return Vec::new();
            };
            let t = ctx.value_type(a);
            let p = MulFOp::build(b, ctx, loc, t, x, y, Some(FASTMATH_NONE));
            let p = p.result(ctx);
            let s = AddFOp::build(b, ctx, loc, t, a, p, Some(FASTMATH_NONE));
            vec![s.result(ctx)]
        },
    )
}
