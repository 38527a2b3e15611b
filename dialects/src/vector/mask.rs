//! `vector.mask` (one maskable op in a region, `vector.mask %m { op } : vector<8xi1> -> T`)
//! and its terminator `vector.yield`. The syntax is hand-written as in MLIR: the implicit
//! yield returns the masked op's results, and the printer shows only the masked op.

use super::types::*;
use crate::scf::custom_error;
use tile_ir::declare_op;
use tile_ir::ods::constraints::ANY_TYPE;
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::{Context, Diagnostic, OpId, OperationState};

declare_op! {
    /// `%r = vector.mask %m, %pass { vector.transfer_read ... } : vector<8xi1> -> vector<8xf32>`
    pub struct MaskOp = "vector.mask", "Predicates a maskable vector operation";
    operands { mask: one MASK_VECTOR, passthru: optional ANY_TYPE }
    results { results: many ANY_TYPE }
    regions { maskRegion: sized }
    // MLIR's `RecursiveMemoryEffects`: the masked op's effects are the mask's.
    traits [RECURSIVE_EFFECTS];
    syntax parse_mask, print_mask;
    verify verify_mask;
    canonicalize [simplify_mask];
}

declare_op! {
    /// `vector.yield %v : vector<8xf32>`
    pub struct YieldOp = "vector.yield", "Terminates and yields values from vector regions";
    operands { operands: many ANY_TYPE }
    // MLIR's `Pure, ReturnLike, Terminator`.
    traits [TERMINATOR, RETURN_LIKE, RECURSIVE_EFFECTS];
    format "attr-dict ($operands^ `:` type($operands))?";
}

/// `vector.mask` and `vector.yield`.
pub const OPS: &[fn() -> tile_ir::dialect::OpDef] = &[MaskOp::def, YieldOp::def];

/// MLIR's `MaskOp::fold` (a pattern here: it moves the masked op) and `ElideEmptyMaskOp`:
/// under an all-true mask the masked op runs unmasked before the `vector.mask`, which its
/// results replace; a `vector.mask` with no op is what it yields.
fn simplify_mask(op: OpId, rewriter: &mut tile_ir::pass::rewrite::Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let m = MaskOp::cast(ctx, op)?;
    let block = ctx.entry_block(m.maskRegion(ctx))?;
    let ops = ctx.block(block).ops.as_slice();
    let (Some(&last), inner) = (ops.last(), ops.len()) else {
        return None;
    };
    if inner == 1 {
        let yielded = ctx.op(last).operands.to_vec();
        if yielded.is_empty() {
            rewriter.erase_op(op);
        } else {
            rewriter.replace_op(op, &yielded);
        }
        return Some(());
    }
    let &maskable = ops.first()?;
    if super::fold::mask_format(ctx, m.mask(ctx)) != super::fold::MaskFormat::AllTrue {
        return None;
    }
    let results = ctx.op(maskable).results.to_vec();
    rewriter.move_op_before(maskable, op);
    rewriter.replace_op(op, &results);
    Some(())
}

fn parse_mask(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let mask = p.parse_operand()?;
    let passthru = if p.consume_if(TokenKind::Comma) {
        Some(p.parse_operand()?)
    } else {
        None
    };
    let region = p.parse_region(&[])?;
    ensure_yield(p.ctx, region, st.loc);
    st.regions.push(region);
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let mask_t = p.parse_type()?;
    let results = crate::ods::parse_optional_arrow_types(p)?;
    st.result_types.extend(results);
    let m = p.resolve_operand(mask, mask_t)?;
    st.operands.push(m);
    if let Some(u) = passthru {
        let Some(&t) = st.result_types.first() else {
            return Err(custom_error(
                st.loc,
                &name,
                "expects a result if passthru operand is provided",
            ));
        };
        let v = p.resolve_operand(u, t)?;
        st.operands.push(v);
    }
    Ok(())
}

/// Adds the implicit `vector.yield` of the masked op's results (MLIR's
/// `MaskOp::ensureTerminator`); an empty region gets an empty yield.
fn ensure_yield(ctx: &mut Context, region: tile_ir::RegionId, loc: tile_ir::Loc) {
    let block = match ctx.region(region).blocks.first().copied() {
        Some(b) => b,
        None => {
            let b = ctx.create_block(&[], loc);
            ctx.append_block(region, b);
            b
        }
    };
    let ops = ctx.block(block).ops.clone();
    if ops
        .last()
        .is_some_and(|&o| ctx.op_name_of(o) == "vector.yield")
    {
        return;
    }
    let mut st = OperationState::new("vector.yield", loc);
    if let [only] = ops.as_slice() {
        st.operands = ctx.op(*only).results.to_vec();
    }
    let y = ctx.create_op(st);
    ctx.append_op(block, y);
}

fn print_mask(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let o = ctx.op(op);
    p.write(" ");
    p.operands(&o.operands);
    p.write(" { ");
    let first = o
        .regions()
        .first()
        .and_then(|&r| ctx.region(r).blocks.first())
        .and_then(|&b| ctx.block(b).ops.first().copied());
    if let Some(inner) = first {
        p.custom_or_generic_op(inner);
    }
    p.write(" }");
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    if let Some(&m) = o.operands.first() {
        p.ty(ctx.value_type(m));
    }
    let results = ctx.result_types(op);
    if !results.is_empty() {
        p.write(" -> ");
        p.result_types(&results);
    }
}

/// The mask shape a maskable op expects (for the ops whose mask follows from their types),
/// or `None` when `inner` is not maskable.
fn expected_mask_shape(ctx: &Context, inner: OpId) -> Option<Option<Vec<i64>>> {
    use super::{
        ContractionOp, GatherOp, MultiDimReductionOp, ReductionOp, ScatterOp, TransferReadOp,
        TransferWriteOp,
    };
    let shape = if let Some(x) = TransferReadOp::cast(ctx, inner) {
        let vec = ctx.value_type(x.vector(ctx));
        Some(super::memory::expected_mask_shape(
            ctx,
            vec,
            &x.permutation_map(ctx),
        ))
    } else if let Some(x) = TransferWriteOp::cast(ctx, inner) {
        let vec = ctx.value_type(x.valueToStore(ctx));
        Some(super::memory::expected_mask_shape(
            ctx,
            vec,
            &x.permutation_map(ctx),
        ))
    } else if let Some(x) = ReductionOp::cast(ctx, inner) {
        Some(vshape(ctx, ctx.value_type(x.vector(ctx))))
    } else if let Some(x) = MultiDimReductionOp::cast(ctx, inner) {
        Some(vshape(ctx, ctx.value_type(x.source(ctx))))
    } else if ContractionOp::cast(ctx, inner).is_some()
        || GatherOp::cast(ctx, inner).is_some()
        || ScatterOp::cast(ctx, inner).is_some()
    {
        None
    } else {
        return None;
    };
    Some(shape)
}

fn verify_mask(ctx: &Context, op: OpId, x: MaskOp) -> Result<(), Diagnostic> {
    let e = |m: String| Err(ctx.op_error(op, m));
    let region = ctx.op(op).regions().first().copied();
    let Some(block) = region.and_then(|r| ctx.region(r).blocks.first().copied()) else {
        return e("expects a terminator within the mask region".into());
    };
    let ops = &ctx.block(block).ops;
    if ops.len() > 2 {
        return e("expects only one operation to mask".into());
    }
    let Some(&term) = ops.last().filter(|&&t| ctx.op_name_of(t) == "vector.yield") else {
        return e("expects a terminator within the mask region".into());
    };
    let results = &ctx.op(op).results;
    let yielded = &ctx.op(term).operands;
    if yielded.len() != results.len() {
        return e("expects number of results to match mask region yielded values".into());
    }
    let [inner, _] = ops.as_slice() else {
        return Ok(());
    };
    let Some(expected) = expected_mask_shape(ctx, *inner) else {
        return e("expects a MaskableOpInterface within the mask region".into());
    };
    let inner_results = &ctx.op(*inner).results;
    if inner_results.len() != results.len() {
        return e("expects number of results to match maskable operation number of results".into());
    }
    if inner_results != yielded {
        return e("expects all the results from the MaskableOpInterface to match all the values returned by the terminator".into());
    }
    if ctx.result_types(*inner) != ctx.result_types(op) {
        return e("expects result type to match maskable operation result type".into());
    }
    let mask_t = ctx.value_type(x.mask(ctx));
    if let Some(shape) = expected
        && vshape(ctx, mask_t) != shape
    {
        let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
        return e(format!(
            "expects a 'vector<{dims}i1>' mask for the maskable operation"
        ));
    }
    if let Some(pt) = x.passthru(ctx) {
        if inner_results.len() != 1 {
            return e("expects result when passthru argument is provided".into());
        }
        if ctx.result_types(*inner).first() != Some(&ctx.value_type(pt)) {
            return e("expects passthru type to match result type".into());
        }
    }
    Ok(())
}
