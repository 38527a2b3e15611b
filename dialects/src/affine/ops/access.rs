//! `affine.load`, `affine.store`, their vector forms and `affine.prefetch`: accesses
//! written `%m[%i + 1, symbol(%n)]`, with MLIR's checks of maps, ranks and element types.

use crate::affine::canonicalize::{fold_access_casts, fold_load, simplify_map_op};
use crate::affine::constraints::LocalityHint;
use crate::affine::syntax::AFFINE_SUBSCRIPTS;
use crate::affine::validity::verify_dims_and_symbols;
use crate::arith::types::memref_element;
use crate::memref::PREFETCH_FLAGS;
use crate::ods::COLON_MEMREF_TYPE;
use crate::vector::types::VECTOR_NONZERO_RANK;
use tile_ir::dialect::OpDef;
use tile_ir::ods::TypeRelation;
use tile_ir::ods::constraints::{ANY_MEMREF, ANY_TYPE, AffineMapAttr, BoolAttr, INDEX};
use tile_ir::{Context, Diagnostic, OpId, Type, TypeKind, declare_op};

/// The parser gives a scalar access's value the memref's element type (MLIR's hand-written
/// parsers); the verify hooks check it in MLIR's words.
const ELEMENT_OF_MEMREF: fn(&Context, Type) -> Option<Type> = memref_element;

declare_op! {
    /// `affine.load %m[%i + 1, symbol(%n)] : memref<8xf32>`
    pub struct LoadOp = "affine.load", "affine load operation";
    operands { memref: one ANY_MEMREF, indices: many INDEX }
    results { result: one ANY_TYPE }
    attrs { map: required AffineMapAttr => set_map }
    traits [MEM_READ];
    relations [TypeRelation::Infers { from: "memref", to: "result", f: ELEMENT_OF_MEMREF }];
    format "$memref `` custom<AffineSubscripts>($indices, $map) attr-dict custom<ColonMemRefType>(type($memref))";
    custom [AFFINE_SUBSCRIPTS, COLON_MEMREF_TYPE];
    verify verify_load;
    fold fold_load;
    canonicalize [simplify_map_op];
}

declare_op! {
    /// `affine.store %v, %m[%i] : memref<8xf32>`
    pub struct StoreOp = "affine.store", "affine store operation";
    operands { value: one ANY_TYPE, memref: one ANY_MEMREF, indices: many INDEX }
    attrs { map: required AffineMapAttr => set_map }
    relations [TypeRelation::Infers { from: "memref", to: "value", f: ELEMENT_OF_MEMREF }];
    format "$value `,` $memref `` custom<AffineSubscripts>($indices, $map) attr-dict custom<ColonMemRefType>(type($memref))";
    custom [AFFINE_SUBSCRIPTS, COLON_MEMREF_TYPE];
    verify verify_store;
    fold fold_access_casts;
    canonicalize [simplify_map_op];
}

declare_op! {
    /// `affine.vector_load %m[%i, %j + 1] : memref<8x8xf32>, vector<4xf32>`
    pub struct VectorLoadOp = "affine.vector_load", "affine vector load operation";
    operands { memref: one ANY_MEMREF, indices: many INDEX }
    results { result: one VECTOR_NONZERO_RANK }
    attrs { map: required AffineMapAttr => set_map }
    traits [MEM_READ];
    format "$memref `` custom<AffineSubscripts>($indices, $map) attr-dict custom<ColonMemRefType>(type($memref)) `,` type($result)";
    custom [AFFINE_SUBSCRIPTS, COLON_MEMREF_TYPE];
    verify verify_vector_load;
    canonicalize [simplify_map_op];
}

declare_op! {
    /// `affine.vector_store %v, %m[%i, %j] : memref<8x8xf32>, vector<4xf32>`
    pub struct VectorStoreOp = "affine.vector_store", "affine vector store operation";
    operands { value: one VECTOR_NONZERO_RANK, memref: one ANY_MEMREF, indices: many INDEX }
    attrs { map: required AffineMapAttr => set_map }
    format "$value `,` $memref `` custom<AffineSubscripts>($indices, $map) attr-dict custom<ColonMemRefType>(type($memref)) `,` type($value)";
    custom [AFFINE_SUBSCRIPTS, COLON_MEMREF_TYPE];
    verify verify_vector_store;
    canonicalize [simplify_map_op];
}

declare_op! {
    /// `affine.prefetch %m[%i], read, locality<3>, data : memref<8xf32>`
    pub struct PrefetchOp = "affine.prefetch", "affine prefetch operation";
    operands { memref: one ANY_MEMREF, indices: many INDEX }
    attrs {
        isWrite: required BoolAttr,
        localityHint: required LocalityHint,
        isDataCache: required BoolAttr,
        map: required AffineMapAttr => set_map,
    }
    format "$memref `` custom<AffineSubscripts>($indices, $map) `,` custom<PrefetchFlags>($isWrite, $localityHint, $isDataCache) attr-dict custom<ColonMemRefType>(type($memref))";
    custom [AFFINE_SUBSCRIPTS, PREFETCH_FLAGS, COLON_MEMREF_TYPE];
    verify verify_prefetch;
    fold fold_access_casts;
    canonicalize [simplify_map_op];
}

/// MLIR's checks of an access: one subscript per memref dimension, operands matching the map.
fn verify_access(
    ctx: &Context,
    op: OpId,
    memref: tile_ir::Value,
    map: &tile_ir::affine::AffineMap,
    n: usize,
) -> Result<(), Diagnostic> {
    let rank = match ctx.type_kind(ctx.value_type(memref)) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        _ => return Ok(()),
    };
    if map.num_results() != rank {
        return Err(ctx.op_error(op, "affine map num results must equal memref rank"));
    }
    if map.num_inputs() != n {
        return Err(ctx.op_error(op, "expects as many subscripts as affine map inputs"));
    }
    let indices = ctx
        .op(op)
        .operands
        .get(ctx.op(op).operands.len() - n..)
        .unwrap_or(&[]);
    verify_dims_and_symbols(ctx, op, indices, map.num_dims)
}

fn verify_load(ctx: &Context, op: OpId, l: LoadOp) -> Result<(), Diagnostic> {
    let m = l.memref(ctx);
    if memref_element(ctx, ctx.value_type(m)) != Some(ctx.value_type(l.result(ctx))) {
        return Err(ctx.op_error(op, "result type must match element type of memref"));
    }
    verify_access(ctx, op, m, &l.map(ctx), l.indices(ctx).len())
}

fn verify_store(ctx: &Context, op: OpId, s: StoreOp) -> Result<(), Diagnostic> {
    let m = s.memref(ctx);
    if memref_element(ctx, ctx.value_type(m)) != Some(ctx.value_type(s.value(ctx))) {
        return Err(ctx.op_error(
            op,
            "value to store must have the same type as memref element type",
        ));
    }
    verify_access(ctx, op, m, &s.map(ctx), s.indices(ctx).len())
}

/// The element type of a vector type.
fn vector_element(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Vector { element, .. } => Some(*element),
        _ => None,
    }
}

/// MLIR's vector access check: same element type in memref and vector.
fn check_vector_access(
    ctx: &Context,
    op: OpId,
    memref: tile_ir::Value,
    vector: tile_ir::Value,
) -> Result<(), Diagnostic> {
    let m = memref_element(ctx, ctx.value_type(memref));
    if m.is_none() || m != vector_element(ctx, ctx.value_type(vector)) {
        return Err(ctx.op_error(
            op,
            "requires memref and vector types of the same elemental type",
        ));
    }
    Ok(())
}

fn verify_vector_load(ctx: &Context, op: OpId, l: VectorLoadOp) -> Result<(), Diagnostic> {
    let m = l.memref(ctx);
    verify_access(ctx, op, m, &l.map(ctx), l.indices(ctx).len())?;
    check_vector_access(ctx, op, m, l.result(ctx))
}

fn verify_vector_store(ctx: &Context, op: OpId, s: VectorStoreOp) -> Result<(), Diagnostic> {
    let m = s.memref(ctx);
    verify_access(ctx, op, m, &s.map(ctx), s.indices(ctx).len())?;
    check_vector_access(ctx, op, m, s.value(ctx))
}

fn verify_prefetch(ctx: &Context, op: OpId, pf: PrefetchOp) -> Result<(), Diagnostic> {
    verify_access(ctx, op, pf.memref(ctx), &pf.map(ctx), pf.indices(ctx).len())
}

/// The ops of this module.
pub(super) const OPS: &[fn() -> OpDef] = &[
    LoadOp::def,
    StoreOp::def,
    VectorLoadOp::def,
    VectorStoreOp::def,
    PrefetchOp::def,
];
