//! The `embedding` ops: definitions, custom assembly and printing. Verifiers are in
//! [`super::verify`].
//!
//! ```mlir
//! %act = embedding.lookup sum %ids, %table {limits = #embedding.limits<...>}
//!     : tensor<16x1000xf32, #COO>, tensor<1000x8xf32> -> tensor<16x8xf32>
//! %pos, %crd, %gains = embedding.partition_ids %ids partition 1 of 4 {limits = #embedding.limits<...>}
//!     : tensor<16x1024xf32, #COO> -> tensor<2xindex>, tensor<256x2xindex>, tensor<256xf32>
//! %s = embedding.stack_ids %a, %b {col_offsets = array<i64: 0, 128>, num_slices = 4 : i64}
//!     : tensor<8x100xf32, #COO>, tensor<8x50xf32, #COO> -> tensor<16x160xf32, #COO>
//! ```

use tile_ir::dialect::{DialectRegistry, OpDef, OpTraits};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::{OpId, OperationState};

use super::attr::{Combiner, attr_of, payload};
use super::verify;
use crate::ods::move_inherent;

/// Inherent attributes of `embedding.lookup`.
pub const LOOKUP_ATTRS: &[&str] = &["allow_id_dropping", "combiner", "limits", "quantization"];
/// Inherent attributes of `embedding.partition_ids`.
pub const PARTITION_ATTRS: &[&str] =
    &["allow_id_dropping", "limits", "num_partitions", "partition"];
/// Inherent attributes of `embedding.stack_ids`.
pub const STACK_ATTRS: &[&str] = &["col_offsets", "num_slices"];

/// Registers the ops.
pub fn register(r: &mut DialectRegistry) {
    r.add_op(OpDef {
        inherent_attrs: LOOKUP_ATTRS,
        parse: Some(parse_lookup),
        print: Some(print_lookup),
        verify: Some(verify::lookup),
        ..OpDef::new(
            "embedding.lookup",
            "Looks up and combines the table rows of a batch of ids (a sparse x dense matmul)",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        inherent_attrs: PARTITION_ATTRS,
        parse: Some(parse_partition),
        print: Some(print_partition),
        verify: Some(verify::partition_ids),
        asm_names: Some(|_, _| vec![(0, "pos".into()), (1, "crd".into()), (2, "gains".into())]),
        // Not pure: a batch over the limits is a run-time error.
        ..OpDef::new(
            "embedding.partition_ids",
            "Host preprocessing: the ids of one partition (id mod N) in static COO buffers",
            OpTraits::NONE,
        )
    });
    r.add_op(OpDef {
        inherent_attrs: STACK_ATTRS,
        parse: Some(parse_stack),
        print: Some(print_stack),
        verify: Some(verify::stack_ids),
        ..OpDef::new(
            "embedding.stack_ids",
            "Host preprocessing: stacks the id batches of several features into one",
            OpTraits::PURE,
        )
    });
}

/// `$combiner $ids, $table attr-dict : type($ids), type($table) -> type($result)`.
fn parse_lookup(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let kw_loc = p.loc();
    let kw = p.parse_keyword("expected combiner `sum`, `mean` or `sqrtn`")?;
    let combiner = Combiner::from_keyword(kw).ok_or_else(|| {
        p.error_at(
            kw_loc,
            format!("unknown combiner `{kw}`: expected `sum`, `mean` or `sqrtn`"),
        )
    })?;
    let ids = p.parse_operand()?;
    p.parse_token(TokenKind::Comma, ",")?;
    let table = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    move_inherent(st, LOOKUP_ATTRS);
    let c = attr_of(p.ctx, combiner);
    st.set_property("combiner", c);
    p.parse_token(TokenKind::Colon, ":")?;
    let ids_ty = p.parse_type()?;
    p.parse_token(TokenKind::Comma, ",")?;
    let table_ty = p.parse_type()?;
    p.parse_token(TokenKind::Arrow, "->")?;
    let out = p.parse_type()?;
    st.operands.push(p.resolve_operand(ids, ids_ty)?);
    st.operands.push(p.resolve_operand(table, table_ty)?);
    st.result_types.push(out);
    Ok(())
}

fn print_lookup(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let o = ctx.op(op);
    let (Some(&ids), Some(&table), Some(&out)) = (
        o.operands.first(),
        o.operands.get(1),
        ctx.result_types(op).first(),
    ) else {
        return;
    };
    let combiner = ctx
        .op_attr(op, "combiner")
        .and_then(|a| payload::<Combiner>(ctx, a))
        .map_or("<<invalid combiner>>", Combiner::keyword);
    p.write(" ");
    p.write(combiner);
    p.write(" ");
    p.operand(ids);
    p.write(", ");
    p.operand(table);
    p.op_attr_dict(op, &["combiner"]);
    p.write(" : ");
    p.ty(ctx.value_type(ids));
    p.write(", ");
    p.ty(ctx.value_type(table));
    p.write(" -> ");
    p.ty(out);
}

/// `$ids partition $p of $n attr-dict : type($ids) -> type(results)`.
fn parse_partition(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ids = p.parse_operand()?;
    p.expect_keyword("partition")?;
    let part = p.parse_i64()?;
    p.expect_keyword("of")?;
    let n = p.parse_i64()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    move_inherent(st, PARTITION_ATTRS);
    let i64t = p.ctx.int_type(64);
    let pa = p.ctx.int_attr(i128::from(part), i64t);
    let na = p.ctx.int_attr(i128::from(n), i64t);
    st.set_property("partition", pa);
    st.set_property("num_partitions", na);
    p.parse_token(TokenKind::Colon, ":")?;
    let ids_ty = p.parse_type()?;
    p.parse_token(TokenKind::Arrow, "->")?;
    st.result_types = p.parse_type_list()?;
    st.operands.push(p.resolve_operand(ids, ids_ty)?);
    Ok(())
}

fn print_partition(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(&ids) = ctx.op(op).operands.first() else {
        return;
    };
    let int = |name: &str| {
        ctx.op_attr(op, name)
            .and_then(|a| ctx.attr_int(a))
            .map_or("<<missing>>".to_string(), |v| v.to_string())
    };
    p.write(" ");
    p.operand(ids);
    p.write(&format!(
        " partition {} of {}",
        int("partition"),
        int("num_partitions")
    ));
    p.op_attr_dict(op, &["partition", "num_partitions"]);
    p.write(" : ");
    p.ty(ctx.value_type(ids));
    p.write(" -> ");
    let rs = ctx.result_types(op);
    for (i, &t) in rs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.ty(t);
    }
}

/// `$inputs attr-dict : type($inputs) -> type($result)`.
fn parse_stack(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let loc = p.loc();
    let inputs = p.parse_operand_list()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    move_inherent(st, STACK_ATTRS);
    p.parse_token(TokenKind::Colon, ":")?;
    let types = p.parse_type_list()?;
    p.parse_token(TokenKind::Arrow, "->")?;
    st.result_types.push(p.parse_type()?);
    st.operands = p.resolve_operands(&inputs, &types, loc)?;
    Ok(())
}

fn print_stack(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ins = ctx.op(op).operands.clone();
    p.write(" ");
    p.operands(&ins);
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    let tys: Vec<_> = ins.iter().map(|&v| ctx.value_type(v)).collect();
    p.types(&tys);
    p.write(" -> ");
    p.result_types(&ctx.result_types(op));
}
