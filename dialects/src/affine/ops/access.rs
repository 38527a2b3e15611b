//! `affine.load`, `affine.store`, their vector forms and `affine.prefetch`: accesses
//! written `%m[%i + 1, symbol(%n)]`, with MLIR's checks of maps, ranks and element types.

use super::MAP;
use crate::affine::constraints::{LocalityHint, NONZERO_RANK_VECTOR};
use crate::affine::syntax::{parse_subscripts, print_subscripts};
use crate::affine::validity::verify_dims_and_symbols;
use crate::arith::types::memref_element;
use crate::memref::{parse_prefetch_flags, print_prefetch_flags, set_prefetch_flags};
use crate::ods::{hand_written, move_inherent};
use tile_ir::dialect::DialectRegistry;
use tile_ir::ods::constraints::{ANY_MEMREF, ANY_TYPE, AffineMapAttr, BoolAttr, INDEX};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::{Context, Diagnostic, OpId, OperationState, Type, TypeKind, declare_op};

declare_op! {
    /// `affine.load %m[%i + 1, symbol(%n)] : memref<8xf32>`
    pub struct LoadOp = "affine.load", "affine load operation";
    operands { memref: one ANY_MEMREF, indices: many INDEX }
    results { result: one ANY_TYPE }
    attrs { map: required AffineMapAttr }
}

declare_op! {
    /// `affine.store %v, %m[%i] : memref<8xf32>`
    pub struct StoreOp = "affine.store", "affine store operation";
    operands { value: one ANY_TYPE, memref: one ANY_MEMREF, indices: many INDEX }
    attrs { map: required AffineMapAttr }
}

declare_op! {
    /// `affine.vector_load %m[%i, %j + 1] : memref<8x8xf32>, vector<4xf32>`
    pub struct VectorLoadOp = "affine.vector_load", "affine vector load operation";
    operands { memref: one ANY_MEMREF, indices: many INDEX }
    results { result: one NONZERO_RANK_VECTOR }
    attrs { map: required AffineMapAttr }
}

declare_op! {
    /// `affine.vector_store %v, %m[%i, %j] : memref<8x8xf32>, vector<4xf32>`
    pub struct VectorStoreOp = "affine.vector_store", "affine vector store operation";
    operands { value: one NONZERO_RANK_VECTOR, memref: one ANY_MEMREF, indices: many INDEX }
    attrs { map: required AffineMapAttr }
}

declare_op! {
    /// `affine.prefetch %m[%i], read, locality<3>, data : memref<8xf32>`
    pub struct PrefetchOp = "affine.prefetch", "affine prefetch operation";
    operands { memref: one ANY_MEMREF, indices: many INDEX }
    attrs {
        isWrite: required BoolAttr,
        localityHint: required LocalityHint,
        isDataCache: required BoolAttr,
        map: required AffineMapAttr,
    }
}

/// `%memref[subscripts]` of an access, unresolved until its type is known.
type AccessHead<'a> = (
    tile_ir::parser::UnresolvedOperand<'a>,
    tile_ir::affine::AffineMap,
    Vec<tile_ir::parser::UnresolvedOperand<'a>>,
);

fn parse_access_head<'a>(p: &mut Parser<'a>) -> PResult<AccessHead<'a>> {
    let m = p.parse_operand()?;
    let (map, ids) = parse_subscripts(p)?;
    Ok((m, map, ids))
}

/// Resolves an access against its memref type and stores its map.
fn finish_access<'a>(
    p: &mut Parser<'a>,
    st: &mut OperationState,
    (m, map, ids): AccessHead<'a>,
    ty: Type,
) -> PResult<()> {
    let mv = p.resolve_operand(m, ty)?;
    st.operands.push(mv);
    let index = p.ctx.index_type();
    for u in ids {
        let v = p.resolve_operand(u, index)?;
        st.operands.push(v);
    }
    let a = p.ctx.intern_attr(tile_ir::AttrKind::AffineMap(map));
    st.set_property(MAP, a);
    move_inherent(st, &[MAP]);
    Ok(())
}

/// `%memref[subscripts] attr-dict : type (, vector-type)?` shared by the loads and stores;
/// returns the memref type and the vector type when `vector`.
fn parse_access(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    vector: bool,
) -> PResult<(Type, Option<Type>)> {
    let head = parse_access_head(p)?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, "':'")?;
    let ty = p.parse_type()?;
    let vty = if vector {
        p.parse_token(TokenKind::Comma, "','")?;
        Some(p.parse_type()?)
    } else {
        None
    };
    finish_access(p, st, head, ty)?;
    Ok((ty, vty))
}

fn parse_load(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let loc = p.loc();
    let vector = st.name == "affine.vector_load";
    let (ty, vty) = parse_access(p, st, vector)?;
    let elem = memref_element(p.ctx, ty).ok_or_else(|| p.error_at(loc, "expected memref type"))?;
    st.result_types.push(vty.unwrap_or(elem));
    Ok(())
}

fn parse_store(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.parse_token(TokenKind::Comma, "','")?;
    let loc = p.loc();
    let vector = st.name == "affine.vector_store";
    let (ty, vty) = parse_access(p, st, vector)?;
    let elem = memref_element(p.ctx, ty).ok_or_else(|| p.error_at(loc, "expected memref type"))?;
    let vv = p.resolve_operand(v, vty.unwrap_or(elem))?;
    st.operands.insert(0, vv);
    Ok(())
}

fn print_access(p: &mut OpPrinter<'_>, op: OpId, first: usize) {
    print_access_head(p, op, first);
    let ctx = p.ctx();
    p.op_attr_dict(op, &[MAP]);
    if let Some(&m) = ctx.op(op).operands.get(first) {
        p.write(" : ");
        p.ty(ctx.value_type(m));
    }
    let vector = match ctx.op_name_of(op) {
        "affine.vector_load" => ctx.op(op).results.first(),
        "affine.vector_store" => ctx.op(op).operands.first(),
        _ => None,
    };
    if let Some(&v) = vector {
        p.write(", ");
        p.ty(ctx.value_type(v));
    }
}

/// Prints `%memref[subscripts]` of the access whose memref is operand `first`.
fn print_access_head(p: &mut OpPrinter<'_>, op: OpId, first: usize) {
    let ctx = p.ctx();
    let o = ctx.op(op);
    let Some(&m) = o.operands.get(first) else {
        return;
    };
    let map = match ctx.op_attr(op, MAP).map(|a| ctx.attr_kind(a)) {
        Some(tile_ir::AttrKind::AffineMap(m)) => m.clone(),
        _ => return,
    };
    p.operand(m);
    print_subscripts(p, &map, o.operands.get(first + 1..).unwrap_or(&[]));
}

fn print_load(p: &mut OpPrinter<'_>, op: OpId) {
    p.write(" ");
    print_access(p, op, 0);
}

fn print_store(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    if let Some(&v) = ctx.op(op).operands.first() {
        p.write(" ");
        p.operand(v);
        p.write(", ");
    }
    print_access(p, op, 1);
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

fn verify_load(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(l) = LoadOp::cast(ctx, op) else {
        return Ok(());
    };
    let m = l.memref(ctx);
    verify_access(ctx, op, m, &l.map(ctx), l.indices(ctx).len())?;
    if memref_element(ctx, ctx.value_type(m)) != Some(ctx.value_type(l.result(ctx))) {
        return Err(ctx.op_error(op, "result type must match element type of memref"));
    }
    Ok(())
}

fn verify_store(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(s) = StoreOp::cast(ctx, op) else {
        return Ok(());
    };
    let m = s.memref(ctx);
    verify_access(ctx, op, m, &s.map(ctx), s.indices(ctx).len())?;
    if memref_element(ctx, ctx.value_type(m)) != Some(ctx.value_type(s.value(ctx))) {
        return Err(ctx.op_error(
            op,
            "value to store must have the same type as memref element type",
        ));
    }
    Ok(())
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

fn verify_vector_load(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(l) = VectorLoadOp::cast(ctx, op) else {
        return Ok(());
    };
    let m = l.memref(ctx);
    verify_access(ctx, op, m, &l.map(ctx), l.indices(ctx).len())?;
    check_vector_access(ctx, op, m, l.result(ctx))
}

fn verify_vector_store(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(s) = VectorStoreOp::cast(ctx, op) else {
        return Ok(());
    };
    let m = s.memref(ctx);
    verify_access(ctx, op, m, &s.map(ctx), s.indices(ctx).len())?;
    check_vector_access(ctx, op, m, s.value(ctx))
}

const PREFETCH_PROPS: [&str; 4] = ["isWrite", "localityHint", "isDataCache", MAP];

/// `%m[subscripts], read|write, locality<N>, data|instr attr-dict : memref-type`.
fn parse_prefetch(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let head = parse_access_head(p)?;
    p.parse_token(TokenKind::Comma, ",")?;
    // MLIR reports a bad specifier at the op.
    let flags = parse_prefetch_flags(p, &name, st.loc)?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, "':'")?;
    let ty = p.parse_type()?;
    finish_access(p, st, head, ty)?;
    set_prefetch_flags(p.ctx, st, flags);
    Ok(())
}

fn print_prefetch(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(pf) = PrefetchOp::cast(ctx, op) else {
        return;
    };
    p.write(" ");
    print_access_head(p, op, 0);
    print_prefetch_flags(
        p,
        pf.isWrite(ctx),
        pf.localityHint(ctx),
        pf.isDataCache(ctx),
    );
    p.op_attr_dict(op, &PREFETCH_PROPS);
    p.write(" : ");
    p.ty(ctx.value_type(pf.memref(ctx)));
}

fn verify_prefetch(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(pf) = PrefetchOp::cast(ctx, op) else {
        return Ok(());
    };
    verify_access(ctx, op, pf.memref(ctx), &pf.map(ctx), pf.indices(ctx).len())
}

/// Registers the ops of this module.
pub(super) fn register(r: &mut DialectRegistry) {
    r.add_op(hand_written(
        LoadOp::def(),
        parse_load,
        print_load,
        verify_load,
    ));
    r.add_op(hand_written(
        StoreOp::def(),
        parse_store,
        print_store,
        verify_store,
    ));
    r.add_op(hand_written(
        VectorLoadOp::def(),
        parse_load,
        print_load,
        verify_vector_load,
    ));
    r.add_op(hand_written(
        VectorStoreOp::def(),
        parse_store,
        print_store,
        verify_vector_store,
    ));
    r.add_op(hand_written(
        PrefetchOp::def(),
        parse_prefetch,
        print_prefetch,
        verify_prefetch,
    ));
}
