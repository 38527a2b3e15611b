//! `sparse_tensor.foreach` (iterate over the stored entries of a tensor, with reduction
//! arguments) and its terminator `sparse_tensor.yield`.

use tile_ir::dialect::{DialectRegistry, OpDef, OpTraits};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::{AttrKind, Context, Diagnostic, OpId, OperationState, Type};

use super::{is_index, is_ranked_tensor, plain_error, tensor_shape};
use crate::ods::ensure_terminator;
use crate::sparse_tensor::encoding::get_encoding;
use crate::tensor::util::{check_min_operands, check_operands, parse_ranked_tensor_type};
use tile_ir::ods::constraints::ANY_RANKED_TENSOR;

/// The ops whose regions `sparse_tensor.yield` may terminate.
const YIELD_PARENTS: [&str; 7] = [
    "sparse_tensor.binary",
    "sparse_tensor.unary",
    "sparse_tensor.reduce",
    "sparse_tensor.select",
    "sparse_tensor.foreach",
    "sparse_tensor.iterate",
    "sparse_tensor.coiterate",
];

/// Registers `foreach` and `yield`.
pub fn register(r: &mut DialectRegistry) {
    r.add_op(OpDef {
        inherent_attrs: &["order"],
        parse: Some(parse_foreach),
        print: Some(print_foreach),
        verify: Some(verify_foreach),
        ..OpDef::new(
            "sparse_tensor.foreach",
            "Iterates over elements in a tensor",
            OpTraits::NONE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_yield),
        print: Some(print_yield),
        verify: Some(verify_yield),
        ..OpDef::new(
            "sparse_tensor.yield",
            "Yield from sparse_tensor set-like operations",
            OpTraits::TERMINATOR | OpTraits::PURE,
        )
    });
}

/// `in $tensor (init($initArgs))? attr-dict : type($tensor) (, types)? (-> types)? do $region`.
fn parse_foreach(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    p.expect_keyword("in")?;
    let tensor = p.parse_operand()?;
    let mut inits = Vec::new();
    if p.consume_keyword("init") {
        p.parse_token(TokenKind::LParen, "(")?;
        inits = p.parse_operand_list()?;
        p.parse_token(TokenKind::RParen, ")")?;
    }
    p.parse_optional_attr_dict(&mut st.attributes)?;
    crate::tensor::util::move_inherent(st, &["order"]);
    p.parse_token(TokenKind::Colon, ":")?;
    let t = parse_ranked_tensor_type(p, &name)?;
    let tloc = p.loc();
    let mut init_types = Vec::new();
    if !inits.is_empty() {
        p.parse_token(TokenKind::Comma, ",")?;
        init_types = p.parse_type_list()?;
    }
    if p.consume_if(TokenKind::Arrow) {
        st.result_types = p.parse_type_list()?;
    }
    p.expect_keyword("do")?;
    let mut operands = vec![p.resolve_operand(tensor, t)?];
    operands.extend(p.resolve_operands(&inits, &init_types, tloc)?);
    st.operands = operands;
    let r = p.parse_region(&[])?;
    ensure_terminator(p.ctx, r, "sparse_tensor.yield", st.loc);
    st.regions.push(r);
    Ok(())
}

fn print_foreach(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.op(op).operands.clone();
    let Some((&tensor, inits)) = ops.split_first() else {
        return;
    };
    p.write(" in ");
    p.operand(tensor);
    if !inits.is_empty() {
        p.write(" init(");
        p.operands(inits);
        p.write(")");
    }
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    p.ty(ctx.value_type(tensor));
    if !inits.is_empty() {
        p.write(", ");
        let ts: Vec<Type> = inits.iter().map(|&v| ctx.value_type(v)).collect();
        p.types(&ts);
    }
    let results = ctx.result_types(op);
    if !results.is_empty() {
        p.write(" -> ");
        p.types(&results);
    }
    p.write(" do ");
    if let Some(&r) = ctx.op(op).regions.first() {
        p.region(r, true, false);
    }
}

fn verify_foreach(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if let Some(a) = ctx.op_attr(op, "order")
        && !matches!(ctx.attr_kind(a), AttrKind::AffineMap(_))
    {
        return Err(ctx.op_error(
            op,
            "attribute 'order' failed to satisfy constraint: AffineMap attribute",
        ));
    }
    check_min_operands(ctx, op, 1)?;
    check_operands(ctx, op, 0..1, ANY_RANKED_TENSOR.desc, is_ranked_tensor)?;
    let Some(region) = ctx.op(op).regions.first().copied() else {
        return Err(ctx.op_error(op, "requires 1 region"));
    };
    if ctx.region(region).blocks.len() != 1 {
        return Err(ctx.op_error(
            op,
            "region #0 ('region') failed to verify constraint: region with 1 blocks",
        ));
    }
    let Some(&tensor) = ctx.op(op).operands.first() else {
        return Ok(());
    };
    let t = ctx.value_type(tensor);
    let Some((shape, elem)) = tensor_shape(ctx, t) else {
        return Ok(());
    };
    let dim_rank = shape.len();
    let lvl_rank = get_encoding(ctx, t).map_or(dim_rank, |e| e.lvl_rank());
    if let Some(a) = ctx.op_attr(op, "order")
        && let AttrKind::AffineMap(m) = ctx.attr_kind(a)
        && m.num_dims != lvl_rank
    {
        return Err(plain_error(
            ctx,
            op,
            "Level traverse order does not match tensor's level rank",
        ));
    }
    let Some(body) = ctx.entry_block(region) else {
        return Ok(());
    };
    let args = ctx.block(body).args.clone();
    let inits: Vec<Type> = ctx.operand_types(op).into_iter().skip(1).collect();
    if dim_rank + 1 + inits.len() != args.len() {
        return Err(plain_error(
            ctx,
            op,
            "Unmatched number of arguments in the block",
        ));
    }
    let results = ctx.result_types(op);
    if results.len() != inits.len() {
        return Err(plain_error(
            ctx,
            op,
            "Mismatch in number of init arguments and results",
        ));
    }
    if results != inits {
        return Err(plain_error(
            ctx,
            op,
            "Mismatch in types of init arguments and results",
        ));
    }
    if let Some(&term) = ctx.block(body).ops.last()
        && ctx.op_name_of(term) == "sparse_tensor.yield"
        && ctx.operand_types(term) != results
    {
        return Err(plain_error(
            ctx,
            op,
            "Mismatch in types of yield values and results",
        ));
    }
    for (d, &a) in args.iter().take(dim_rank).enumerate() {
        if !is_index(ctx, ctx.value_type(a)) {
            return Err(plain_error(
                ctx,
                op,
                format!("Expecting Index type for argument at index {d}"),
            ));
        }
    }
    if let Some(&a) = args.get(dim_rank) {
        let got = ctx.value_type(a);
        if got != elem {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "Unmatched element type between input tensor and block argument, expected:{}, got: {}",
                    tile_ir::printer::type_to_string(ctx, elem),
                    tile_ir::printer::type_to_string(ctx, got)
                ),
            ));
        }
    }
    Ok(())
}

/// `$results attr-dict : type($results)`.
fn parse_yield(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ops = p.parse_operand_list()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let tloc = p.loc();
    let types = p.parse_type_list()?;
    st.operands = p.resolve_operands(&ops, &types, tloc)?;
    Ok(())
}

fn print_yield(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.op(op).operands.clone();
    if !ops.is_empty() {
        p.write(" ");
        p.operands(&ops);
    }
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    p.types(&ctx.operand_types(op));
}

fn verify_yield(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let parent = ctx.parent_op(op).map(|p| ctx.op_name_of(p));
    if !parent.is_some_and(|n| YIELD_PARENTS.contains(&n)) {
        return Err(ctx.op_error(
            op,
            format!(
                "expects parent op to be one of '{}'",
                YIELD_PARENTS.join(", ")
            ),
        ));
    }
    Ok(())
}
