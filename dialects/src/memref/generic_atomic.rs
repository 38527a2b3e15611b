//! `memref.generic_atomic_rmw` and its terminator `memref.atomic_yield`: an atomic
//! read-modify-write whose new value a side-effect-free region computes from the old one.

use super::{INT_OR_FLOAT, INT_OR_FLOAT_MEMREF};
use crate::ods::verified;
use crate::ods::*;
use tile_ir::declare_op;
use tile_ir::dialect::{DialectRegistry, OpDef, OpTraits};
use tile_ir::ods::constraints::*;
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::{Context, Diagnostic, OpId, OperationState, TypeKind};

declare_op! {
    /// `%x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> { ^bb0(%old: f32): ... }`
    pub struct GenericAtomicRmwOp = "memref.generic_atomic_rmw", "atomic read-modify-write operation with a region";
    operands { memref: one INT_OR_FLOAT_MEMREF, indices: many INDEX }
    results { result: one INT_OR_FLOAT }
    regions { atomic_body: any }
    traits [SINGLE_BLOCK];
    relations [element_type_of("memref", "result", "result type matches element type of memref")];
}

declare_op! {
    /// `memref.atomic_yield %new : f32`
    pub struct AtomicYieldOp = "memref.atomic_yield", "yield operation for GenericAtomicRMWOp";
    operands { result: one ANY_TYPE }
    traits [PURE, TERMINATOR, RETURN_LIKE];
    parents ["memref.generic_atomic_rmw"];
    format "$result attr-dict `:` type($result)";
}

/// Registers both ops.
pub(super) fn register(r: &mut DialectRegistry) {
    r.add_op(OpDef {
        parse: Some(parse_generic_atomic_rmw),
        print: Some(print_generic_atomic_rmw),
        verify: Some(verify_generic_atomic_rmw),
        verify_regions: Some(verify_terminator),
        ..GenericAtomicRmwOp::def()
    });
    r.add_op(verified(AtomicYieldOp::def(), verify_atomic_yield));
}

fn parse_generic_atomic_rmw(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let memref = p.parse_operand()?;
    let mut indices = Vec::new();
    p.parse_comma_list(
        Some((TokenKind::LSquare, "[")),
        (TokenKind::RSquare, "]"),
        |p| {
            indices.push(p.parse_operand()?);
            Ok(())
        },
    )?;
    p.parse_token(TokenKind::Colon, ":")?;
    let ty = super::parse_memref_type(p, &name)?;
    let m = p.resolve_operand(memref, ty)?;
    st.operands.push(m);
    let index = p.ctx.index_type();
    let idx = p.resolve_operands_same(&indices, index)?;
    st.operands.extend(idx);
    let body = p.parse_region(&[])?;
    st.regions.push(body);
    p.parse_optional_attr_dict(&mut st.attributes)?;
    if let TypeKind::MemRef { element, .. } = p.ctx.type_kind(ty) {
        st.result_types.push(*element);
    }
    Ok(())
}

fn print_generic_atomic_rmw(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(g) = GenericAtomicRmwOp::cast(ctx, op) else {
        return;
    };
    p.write(" ");
    p.operand(g.memref(ctx));
    p.write("[");
    p.operands(g.indices(ctx));
    p.write("] : ");
    p.ty(ctx.value_type(g.memref(ctx)));
    p.write(" ");
    p.region(g.atomic_body(ctx), true, true);
    p.op_attr_dict(op, &[]);
}

fn verify_generic_atomic_rmw(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(g) = GenericAtomicRmwOp::cast(ctx, op) else {
        return Ok(());
    };
    let args = region_args(ctx, op, 0);
    let [arg] = args.as_slice() else {
        return Err(ctx.op_error(op, "expected single number of entry block arguments"));
    };
    if ctx.value_type(g.result(ctx)) != ctx.value_type(*arg) {
        return Err(ctx.op_error(op, "expected block argument of the same type result type"));
    }
    for nested in ctx.walk_collect(op).into_iter().filter(|&o| o != op) {
        if !is_memory_effect_free(ctx, nested) {
            return Err(Diagnostic::error(
                op_loc(ctx, nested),
                "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
            ));
        }
    }
    Ok(())
}

/// MLIR's `isMemoryEffectFree`: pure ops, and region ops whose nested ops all are.
fn is_memory_effect_free(ctx: &Context, op: OpId) -> bool {
    if ctx.op_has_trait(op, OpTraits::PURE) {
        return true;
    }
    ctx.op_has_trait(op, OpTraits::RECURSIVE_EFFECTS)
        && ctx
            .walk_collect(op)
            .into_iter()
            .filter(|&o| o != op)
            .all(|o| ctx.op_has_trait(o, OpTraits::PURE))
}

/// `SingleBlockImplicitTerminator<"AtomicYieldOp">` (a region trait: after the nested ops).
fn verify_terminator(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if GenericAtomicRmwOp::cast(ctx, op).is_none() {
        return Ok(());
    }
    check_implicit_terminator(ctx, op, AtomicYieldOp::spec().name)
}

fn verify_atomic_yield(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(y) = AtomicYieldOp::cast(ctx, op) else {
        return Ok(());
    };
    let Some(parent_ty) = ctx
        .parent_op(op)
        .and_then(|p| ctx.result_types(p).first().copied())
    else {
        return Ok(());
    };
    let ty = ctx.value_type(y.result(ctx));
    if ty != parent_ty {
        return Err(ctx.op_error(
            op,
            format!(
                "types mismatch between yield op: {} and its parent: {}",
                quoted(ctx, ty),
                quoted(ctx, parent_ty)
            ),
        ));
    }
    Ok(())
}
