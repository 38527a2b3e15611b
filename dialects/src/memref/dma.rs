//! `memref.dma_start` and `memref.dma_wait`: an asynchronous copy of `n` elements between
//! memrefs, signalled through a tag element (MLIR's syntax and verifier).

use crate::ods::*;
use crate::scf::custom_error;
use tile_ir::declare_op;
use tile_ir::dialect::OpDef;
use tile_ir::ods::constraints::*;
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser, UnresolvedOperand};
use tile_ir::printer::OpPrinter;
use tile_ir::{Context, Diagnostic, OpId, OperationState, Type, TypeKind, Value};

declare_op! {
    /// `memref.dma_start %src[%i], %dst[%j], %n, %tag[%k] : memref<..>, memref<..>, memref<1xi32>`
    pub struct DmaStartOp = "memref.dma_start", "non-blocking DMA operation that starts a transfer";
    operands { operands: many ANY_TYPE }
    syntax parse_dma_start, print_dma_start;
    verify verify_dma_start;
}

declare_op! {
    /// `memref.dma_wait %tag[%k], %n : memref<1xi32>`
    pub struct DmaWaitOp = "memref.dma_wait", "blocking DMA operation that waits for transfer completion";
    operands { tagMemRef: one ANY_MEMREF, tagIndices: many INDEX, numElements: one INDEX }
    format "$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)";
    verify verify_dma_wait;
}

/// The operand groups of a `memref.dma_start` (MLIR's accessors, from the memref ranks).
pub struct DmaStartParts {
    /// Source memref and its indices.
    pub src: (Value, Vec<Value>),
    /// Destination memref and its indices.
    pub dst: (Value, Vec<Value>),
    /// Number of elements to transfer.
    pub num_elements: Value,
    /// Tag memref and its indices.
    pub tag: (Value, Vec<Value>),
    /// Stride and elements per stride, when strided.
    pub stride: Option<(Value, Value)>,
}

impl DmaStartOp {
    /// The operands grouped as MLIR's accessors group them (`None` if the op is malformed).
    pub fn parts(self, ctx: &Context) -> Option<DmaStartParts> {
        let ops = self.operands(ctx);
        let rank = |v: Value| memref_rank(ctx, ctx.value_type(v));
        let src = *ops.first()?;
        let mut at = 1 + rank(src)?;
        let src_idx = ops.get(1..at)?.to_vec();
        let dst = *ops.get(at)?;
        let dst_idx = ops.get(at + 1..at + 1 + rank(dst)?)?.to_vec();
        at += 1 + dst_idx.len();
        let num_elements = *ops.get(at)?;
        let tag = *ops.get(at + 1)?;
        at += 2;
        let tag_idx = ops.get(at..at + rank(tag)?)?.to_vec();
        at += tag_idx.len();
        let stride = match ops.get(at..)? {
            [] => None,
            [s, n] => Some((*s, *n)),
            _ => return None,
        };
        Some(DmaStartParts {
            src: (src, src_idx),
            dst: (dst, dst_idx),
            num_elements,
            tag: (tag, tag_idx),
            stride,
        })
    }
}

fn memref_rank(ctx: &Context, t: Type) -> Option<usize> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

/// Both ops.
pub(super) const OPS: &[fn() -> OpDef] = &[DmaStartOp::def, DmaWaitOp::def];

/// `%m[%i, ...]`: a memref operand and its subscripts.
fn parse_subscripted<'a>(
    p: &mut Parser<'a>,
) -> PResult<(UnresolvedOperand<'a>, Vec<UnresolvedOperand<'a>>)> {
    let m = p.parse_operand()?;
    let mut idx = Vec::new();
    p.parse_comma_list(
        Some((TokenKind::LSquare, "[")),
        (TokenKind::RSquare, "]"),
        |p| {
            idx.push(p.parse_operand()?);
            Ok(())
        },
    )?;
    Ok((m, idx))
}

fn parse_dma_start(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let name_loc = st.loc;
    let (src, src_idx) = parse_subscripted(p)?;
    p.parse_token(TokenKind::Comma, ",")?;
    let (dst, dst_idx) = parse_subscripted(p)?;
    p.parse_token(TokenKind::Comma, ",")?;
    let num = p.parse_operand()?;
    p.parse_token(TokenKind::Comma, ",")?;
    let (tag, tag_idx) = parse_subscripted(p)?;
    let mut strides = Vec::new();
    while p.consume_if(TokenKind::Comma) {
        strides.push(p.parse_operand()?);
    }
    if !strides.is_empty() && strides.len() != 2 {
        return Err(custom_error(
            name_loc,
            &name,
            "expected two stride related operands",
        ));
    }
    p.parse_token(TokenKind::Colon, ":")?;
    let mut types = vec![p.parse_type()?];
    while p.consume_if(TokenKind::Comma) {
        types.push(p.parse_type()?);
    }
    let [src_ty, dst_ty, tag_ty] = types[..] else {
        return Err(custom_error(name_loc, &name, "fewer/more types expected"));
    };
    let index = p.ctx.index_type();
    // Operand order: each memref with its indices, the element count after the destination.
    let accesses = [
        (src, src_idx, src_ty),
        (dst, dst_idx, dst_ty),
        (tag, tag_idx, tag_ty),
    ];
    for (i, (m, idx, ty)) in accesses.into_iter().enumerate() {
        if i == 2 {
            st.operands.push(p.resolve_operand(num, index)?);
        }
        st.operands.push(p.resolve_operand(m, ty)?);
        st.operands.extend(p.resolve_operands_same(&idx, index)?);
    }
    st.operands
        .extend(p.resolve_operands_same(&strides, index)?);
    // MLIR's parser reads no attribute dictionary here (its printer writes one).
    Ok(())
}

fn print_dma_start(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(parts) = DmaStartOp::cast(ctx, op).and_then(|d| d.parts(ctx)) else {
        return;
    };
    let sub = |p: &mut OpPrinter<'_>, (m, idx): &(Value, Vec<Value>)| {
        p.operand(*m);
        p.write("[");
        p.operands(idx);
        p.write("]");
    };
    p.write(" ");
    sub(p, &parts.src);
    p.write(", ");
    sub(p, &parts.dst);
    p.write(", ");
    p.operand(parts.num_elements);
    p.write(", ");
    sub(p, &parts.tag);
    if let Some((s, n)) = parts.stride {
        p.write(", ");
        p.operand(s);
        p.write(", ");
        p.operand(n);
    }
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    let tys = [parts.src.0, parts.dst.0, parts.tag.0].map(|v| ctx.value_type(v));
    p.types(&tys);
}

fn verify_dma_start(ctx: &Context, op: OpId, d: DmaStartOp) -> Result<(), Diagnostic> {
    let ops = d.operands(ctx);
    let n = ops.len();
    let err = |m: String| Err(ctx.op_error(op, m));
    if n < 4 {
        return err("expected at least 4 operands".into());
    }
    let ty = |i: usize| ops.get(i).map(|&v| ctx.value_type(v));
    let all_index = |r: std::ops::Range<usize>| r.filter_map(ty).all(|t| is_index(ctx, t));
    let Some(src_rank) = ty(0).and_then(|t| memref_rank(ctx, t)) else {
        return err("expected source to be of memref type".into());
    };
    if n < src_rank + 4 {
        return err(format!("expected at least {} operands", src_rank + 4));
    }
    if !all_index(1..1 + src_rank) {
        return err("expected source indices to be of index type".into());
    }
    let dst_at = 1 + src_rank;
    let Some(dst_rank) = ty(dst_at).and_then(|t| memref_rank(ctx, t)) else {
        return err("expected destination to be of memref type".into());
    };
    let mut expected = src_rank + dst_rank + 4;
    if n < expected {
        return err(format!("expected at least {expected} operands"));
    }
    if !all_index(dst_at + 1..dst_at + 1 + dst_rank) {
        return err("expected destination indices to be of index type".into());
    }
    let num_at = dst_at + 1 + dst_rank;
    if !ty(num_at).is_some_and(|t| is_index(ctx, t)) {
        return err("expected num elements to be of index type".into());
    }
    let Some(tag_rank) = ty(num_at + 1).and_then(|t| memref_rank(ctx, t)) else {
        return err("expected tag to be of memref type".into());
    };
    expected += tag_rank;
    if n < expected {
        return err(format!("expected at least {expected} operands"));
    }
    if !all_index(num_at + 2..num_at + 2 + tag_rank) {
        return err("expected tag indices to be of index type".into());
    }
    if n != expected && n != expected + 2 {
        return err("incorrect number of operands".into());
    }
    if n == expected + 2 && !all_index(expected..n) {
        return err("expected stride and num elements per stride to be of type index".into());
    }
    Ok(())
}

fn verify_dma_wait(ctx: &Context, op: OpId, w: DmaWaitOp) -> Result<(), Diagnostic> {
    let rank = memref_rank(ctx, ctx.value_type(w.tagMemRef(ctx))).unwrap_or(0);
    let n = w.tagIndices(ctx).len();
    if n != rank {
        return Err(ctx.op_error(
            op,
            format!(
                "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {n}"
            ),
        ));
    }
    Ok(())
}
