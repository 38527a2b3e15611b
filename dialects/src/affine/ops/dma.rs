//! `affine.dma_start` and `affine.dma_wait`: MLIR declares them in C++ with their maps as
//! ordinary attributes (`src_map`, `dst_map`, `tag_map`), so here the spec holds only the
//! operand list and the hooks read the maps by name.

use crate::affine::syntax::{parse_subscripts, print_subscripts};
use crate::affine::validity::{affine_scope, is_valid_dim, is_valid_symbol};
use crate::ods::is_index;
use tile_ir::affine::AffineMap;
use tile_ir::dialect::OpDef;
use tile_ir::ods::constraints::ANY_TYPE;
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser, UnresolvedOperand};
use tile_ir::printer::OpPrinter;
use tile_ir::{AttrKind, Context, Diagnostic, OpId, OperationState, TypeKind, Value, declare_op};

declare_op! {
    /// `affine.dma_start %src[%i], %dst[%j], %tag[0], %n : memref<..>, memref<..>, memref<..>`
    pub struct DmaStartOp = "affine.dma_start", "non-blocking DMA operation";
    operands { operands: many ANY_TYPE }
    syntax parse_dma_start, print_dma_start;
    verify verify_dma_start;
}

declare_op! {
    /// `affine.dma_wait %tag[0], %n : memref<1xi32>`
    pub struct DmaWaitOp = "affine.dma_wait", "blocking DMA wait operation";
    operands { operands: many ANY_TYPE }
    syntax parse_dma_wait, print_dma_wait;
    verify verify_dma_wait;
}

const SRC_MAP: &str = "src_map";
const DST_MAP: &str = "dst_map";
const TAG_MAP: &str = "tag_map";

/// The DMA ops.
pub(super) const OPS: &[fn() -> OpDef] = &[DmaStartOp::def, DmaWaitOp::def];

/// `%m[subscripts]`: the memref, its map and the ids.
type Access<'a> = (UnresolvedOperand<'a>, AffineMap, Vec<UnresolvedOperand<'a>>);

fn parse_access<'a>(p: &mut Parser<'a>) -> PResult<Access<'a>> {
    let m = p.parse_operand()?;
    let (map, ids) = parse_subscripts(p)?;
    Ok((m, map, ids))
}

/// Resolves an access against its memref type and records its map as attribute `name`.
fn resolve_access<'a>(
    p: &mut Parser<'a>,
    st: &mut OperationState,
    (m, map, ids): Access<'a>,
    ty: tile_ir::Type,
    name: &str,
) -> PResult<()> {
    let v = p.resolve_operand(m, ty)?;
    st.operands.push(v);
    let index = p.ctx.index_type();
    for u in ids {
        let v = p.resolve_operand(u, index)?;
        st.operands.push(v);
    }
    let a = p.ctx.intern_attr(AttrKind::AffineMap(map));
    st.set_attribute(name, a);
    Ok(())
}

fn parse_index_operands<'a>(
    p: &mut Parser<'a>,
    st: &mut OperationState,
    us: Vec<UnresolvedOperand<'a>>,
) -> PResult<()> {
    let index = p.ctx.index_type();
    for u in us {
        let v = p.resolve_operand(u, index)?;
        st.operands.push(v);
    }
    Ok(())
}

fn parse_dma_start(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let src = parse_access(p)?;
    p.parse_token(TokenKind::Comma, ",")?;
    let dst = parse_access(p)?;
    p.parse_token(TokenKind::Comma, ",")?;
    let tag = parse_access(p)?;
    let mut sizes = Vec::new();
    while p.consume_if(TokenKind::Comma) {
        sizes.push(p.parse_operand()?);
    }
    if sizes.len() != 1 && sizes.len() != 3 {
        return Err(p.error("expected the number of elements, optionally followed by a stride and the number of elements per stride"));
    }
    p.parse_token(TokenKind::Colon, ":")?;
    let types = p.parse_type_list()?;
    let [src_ty, dst_ty, tag_ty] = types.as_slice() else {
        return Err(p.error("expected three types"));
    };
    let (src_ty, dst_ty, tag_ty) = (*src_ty, *dst_ty, *tag_ty);
    resolve_access(p, st, src, src_ty, SRC_MAP)?;
    resolve_access(p, st, dst, dst_ty, DST_MAP)?;
    resolve_access(p, st, tag, tag_ty, TAG_MAP)?;
    parse_index_operands(p, st, sizes)
}

fn parse_dma_wait(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let tag = parse_access(p)?;
    p.parse_token(TokenKind::Comma, ",")?;
    let n = p.parse_operand()?;
    p.parse_token(TokenKind::Colon, ":")?;
    let ty = p.parse_type()?;
    resolve_access(p, st, tag, ty, TAG_MAP)?;
    parse_index_operands(p, st, vec![n])
}

fn map_attr(ctx: &Context, op: OpId, name: &str) -> Option<AffineMap> {
    match ctx.op_attr(op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::AffineMap(m)) => Some(m.clone()),
        _ => None,
    }
}

/// One access of an `affine.dma_start`: the memref, its map and the map's operands.
pub type AffineDmaAccess = (Value, AffineMap, Vec<Value>);

/// The operand groups of an `affine.dma_start`.
pub struct AffineDmaStartParts {
    /// Source access.
    pub src: AffineDmaAccess,
    /// Destination access.
    pub dst: AffineDmaAccess,
    /// Tag access.
    pub tag: AffineDmaAccess,
    /// Number of elements to transfer.
    pub num_elements: Value,
    /// Stride and elements per stride, when strided.
    pub stride: Option<(Value, Value)>,
}

impl DmaStartOp {
    /// The operands grouped by access (`None` if the op is malformed).
    pub fn parts(self, ctx: &Context) -> Option<AffineDmaStartParts> {
        let (acc, rest) = accesses(ctx, self.op(), &[SRC_MAP, DST_MAP, TAG_MAP])?;
        let mut acc = acc.into_iter().map(|(m, map, idx)| (m, map, idx.to_vec()));
        let (src, dst, tag) = (acc.next()?, acc.next()?, acc.next()?);
        let (num_elements, stride) = match rest {
            [n] => (*n, None),
            [n, s, per] => (*n, Some((*s, *per))),
            _ => return None,
        };
        Some(AffineDmaStartParts {
            src,
            dst,
            tag,
            num_elements,
            stride,
        })
    }
}

/// One access of a DMA op: the memref, its map and its indices.
type DmaAccess<'c> = (Value, AffineMap, &'c [Value]);

/// The accesses of a DMA op in operand order (maps named by `names`), and the operands
/// after them.
fn accesses<'c>(
    ctx: &'c Context,
    op: OpId,
    names: &[&str],
) -> Option<(Vec<DmaAccess<'c>>, &'c [Value])> {
    let mut rest: &[Value] = &ctx.op(op).operands;
    let mut out = Vec::new();
    for name in names {
        let map = map_attr(ctx, op, name)?;
        let (&m, tail) = rest.split_first()?;
        let n = map.num_inputs();
        let idx = tail.get(..n)?;
        rest = tail.get(n..)?;
        out.push((m, map, idx));
    }
    Some((out, rest))
}

fn print_accesses(p: &mut OpPrinter<'_>, op: OpId, names: &[&str]) {
    let ctx = p.ctx();
    let Some((acc, rest)) = accesses(ctx, op, names) else {
        return;
    };
    for (i, (m, map, idx)) in acc.iter().enumerate() {
        p.write(if i == 0 { " " } else { ", " });
        p.operand(*m);
        print_subscripts(p, map, idx);
    }
    for &v in rest {
        p.write(", ");
        p.operand(v);
    }
    p.write(" : ");
    let types: Vec<tile_ir::Type> = acc.iter().map(|(m, ..)| ctx.value_type(*m)).collect();
    p.types(&types);
}

fn print_dma_start(p: &mut OpPrinter<'_>, op: OpId) {
    print_accesses(p, op, &[SRC_MAP, DST_MAP, TAG_MAP]);
}

fn print_dma_wait(p: &mut OpPrinter<'_>, op: OpId) {
    print_accesses(p, op, &[TAG_MAP]);
}

fn is_memref(ctx: &Context, v: Value) -> bool {
    matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::MemRef { .. })
}

/// MLIR's checks of one access's indices (`src`, `dst` or `tag`).
fn check_indices(
    ctx: &Context,
    op: OpId,
    what: &str,
    idx: &[Value],
    index_msg: &str,
) -> Result<(), Diagnostic> {
    let scope = affine_scope(ctx, op);
    for &v in idx {
        if !is_index(ctx, ctx.value_type(v)) {
            return Err(ctx.op_error(op, index_msg));
        }
        if !is_valid_dim(ctx, v, scope) && !is_valid_symbol(ctx, v, scope) {
            return Err(ctx.op_error(
                op,
                format!("{what} index must be a valid dimension or symbol identifier"),
            ));
        }
    }
    Ok(())
}

fn verify_dma_start(ctx: &Context, op: OpId, _: DmaStartOp) -> Result<(), Diagnostic> {
    for name in [SRC_MAP, DST_MAP, TAG_MAP] {
        if map_attr(ctx, op, name).is_none() {
            return Err(ctx.op_error(op, format!("requires attribute '{name}'")));
        }
    }
    let Some((acc, rest)) = accesses(ctx, op, &[SRC_MAP, DST_MAP, TAG_MAP]) else {
        return Err(ctx.op_error(op, "incorrect number of operands"));
    };
    for ((m, ..), what) in acc.iter().zip(["source", "destination", "tag"]) {
        if !is_memref(ctx, *m) {
            return Err(ctx.op_error(op, format!("expected DMA {what} to be of memref type")));
        }
    }
    if rest.len() != 1 && rest.len() != 3 {
        return Err(ctx.op_error(op, "incorrect number of operands"));
    }
    for ((_, _, idx), what) in acc.iter().zip(["src", "dst", "tag"]) {
        let msg = format!("{what} index to dma_start must have 'index' type");
        check_indices(ctx, op, what, idx, &msg)?;
    }
    if rest.iter().any(|&v| !is_index(ctx, ctx.value_type(v))) {
        return Err(ctx.op_error(op, "expected num elements to be of index type"));
    }
    Ok(())
}

fn verify_dma_wait(ctx: &Context, op: OpId, _: DmaWaitOp) -> Result<(), Diagnostic> {
    let Some((acc, rest)) = accesses(ctx, op, &[TAG_MAP]) else {
        return Err(ctx.op_error(op, "requires attribute 'tag_map'"));
    };
    if acc.iter().any(|(m, ..)| !is_memref(ctx, *m)) {
        return Err(ctx.op_error(op, "expected DMA tag to be of memref type"));
    }
    for (_, _, idx) in &acc {
        check_indices(
            ctx,
            op,
            "tag",
            idx,
            "index to dma_wait must have 'index' type",
        )?;
    }
    if rest.len() != 1 || rest.iter().any(|&v| !is_index(ctx, ctx.value_type(v))) {
        return Err(ctx.op_error(op, "expected num elements to be of index type"));
    }
    Ok(())
}
