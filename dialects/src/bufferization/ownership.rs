//! Canonicalizations of buffer ownership, as mlir-opt-22 applies them: a `clone` whose copy
//! or original is freed right after in the same block is the original (MLIR's
//! `SimplifyClones`); `bufferization.dealloc` merges repeated buffers (or-ing their
//! conditions) and repeated retained buffers, drops buffers whose condition is `false` and
//! buffers only allocated for it, frees an allocation rather than the base buffer of its
//! strided metadata, and goes away when it frees nothing; a `to_buffer` of a
//! `to_tensor` of another buffer type is a cast, or a copy into a new buffer when a cast
//! could fail (`ToBufferToTensorFolding`).

use tile_ir::builder::OpBuilder;
use tile_ir::pass::rewrite::Rewriter;
use tile_ir::types::DYNAMIC;
use tile_ir::{OpId, Type, Value};

use super::{CloneOp, DeallocOp, ToBufferOp, ToTensorOp};
use crate::arith::consts::{bool_attr, constant_attr};
use crate::arith::views::{ConstantOp, OrIOp};
use crate::memref::{
    AllocOp, AllocaOp, CastOp as MemRefCastOp, CopyOp, DeallocOp as MemRefDeallocOp, DimOp,
    ReallocOp,
};

/// Whether `op` frees `v` (MLIR's `MemoryEffects::Free` on it).
fn frees(ctx: &tile_ir::Context, op: OpId, v: Value) -> bool {
    if let Some(d) = MemRefDeallocOp::cast(ctx, op) {
        return d.memref(ctx) == v;
    }
    if let Some(r) = ReallocOp::cast(ctx, op) {
        return r.source(ctx) == v;
    }
    DeallocOp::cast(ctx, op).is_some_and(|d| d.memrefs(ctx).contains(&v))
}

/// Whether `op` frees any buffer.
fn frees_any(ctx: &tile_ir::Context, op: OpId) -> bool {
    MemRefDeallocOp::cast(ctx, op).is_some()
        || ReallocOp::cast(ctx, op).is_some()
        || DeallocOp::cast(ctx, op).is_some_and(|d| !d.memrefs(ctx).is_empty())
}

/// The one op freeing `v` (`Some(None)` when none does), `None` when several do (MLIR's
/// `memref::findDealloc`).
fn find_dealloc(rewriter: &mut Rewriter<'_>, v: Value) -> Option<Option<OpId>> {
    let users = rewriter.users(v);
    let ctx = rewriter.ctx();
    let mut freeing = users.into_iter().filter(|&u| frees(ctx, u, v));
    let first = freeing.next();
    match freeing.next() {
        Some(_) => None,
        None => Some(first),
    }
}

/// MLIR's `SimplifyClones`: a clone whose copy, or whose original (through views), is freed
/// once, later in the clone's block with nothing freeing in between (and not both in one
/// block), is its original (cast to the clone's type), and that free goes away.
pub(super) fn simplify_clone(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let clone = CloneOp::cast(ctx, op)?;
    let (source, output) = (clone.input(ctx), clone.output(ctx));
    let (source_ty, output_ty) = (ctx.value_type(source), ctx.value_type(output));
    if source_ty != output_ty && !crate::memref::cast_compatible(ctx, source_ty, output_ty) {
        return None;
    }
    let canonical = view_source(ctx, source);
    let (Some(clone_free), Some(source_free)) = (
        find_dealloc(rewriter, output),
        find_dealloc(rewriter, canonical),
    ) else {
        return None;
    };
    let ctx = rewriter.ctx();
    let block_of = |o: OpId| ctx.op(o).parent;
    if let (Some(a), Some(b)) = (clone_free, source_free)
        && block_of(a) == block_of(b)
    {
        return None;
    }
    let here = block_of(op);
    let redundant = [clone_free, source_free]
        .into_iter()
        .flatten()
        .find(|&d| block_of(d) == here)?;
    if !nothing_freed_between(ctx, op, redundant) {
        return None;
    }
    let replacement = if source_ty == output_ty {
        source
    } else {
        cast_before(op, rewriter, source, output_ty)
    };
    rewriter.replace_op(op, &[replacement]);
    rewriter.erase_op(redundant);
    Some(())
}

/// `memref.cast %v : ... to ty` inserted before `op` (with its location); its result.
fn cast_before(op: OpId, rewriter: &mut Rewriter<'_>, v: Value, ty: Type) -> Value {
    let loc = rewriter.ctx().op(op).loc;
    let cast = MemRefCastOp::build(&mut OpBuilder::detached(), rewriter.ctx_mut(), loc, ty, v);
    rewriter.insert_before(op, &[cast.op()]);
    cast.dest(rewriter.ctx())
}

/// The buffer a value views, through view-like ops (MLIR's `ViewLikeOpInterface`).
fn view_source(ctx: &tile_ir::Context, mut v: Value) -> Value {
    while let Some(source) = ctx.defining_op(v).and_then(|d| view_like_source(ctx, d)) {
        v = source;
    }
    v
}

/// The viewed operand of a view-like memref op.
fn view_like_source(ctx: &tile_ir::Context, op: OpId) -> Option<Value> {
    use crate::memref::{
        CollapseShapeOp, ExpandShapeOp, MemorySpaceCastOp, ReinterpretCastOp, SubViewOp,
        TransposeOp, ViewOp,
    };
    SubViewOp::cast(ctx, op)
        .map(|x| x.source(ctx))
        .or_else(|| MemRefCastOp::cast(ctx, op).map(|x| x.source(ctx)))
        .or_else(|| ReinterpretCastOp::cast(ctx, op).map(|x| x.source(ctx)))
        .or_else(|| ExpandShapeOp::cast(ctx, op).map(|x| x.src(ctx)))
        .or_else(|| CollapseShapeOp::cast(ctx, op).map(|x| x.src(ctx)))
        .or_else(|| MemorySpaceCastOp::cast(ctx, op).map(|x| x.source(ctx)))
        .or_else(|| TransposeOp::cast(ctx, op).map(|x| x.r#in(ctx)))
        .or_else(|| ViewOp::cast(ctx, op).map(|x| x.source(ctx)))
}

/// Whether `to` follows `from` in its block with no op between them freeing a buffer.
fn nothing_freed_between(ctx: &tile_ir::Context, from: OpId, to: OpId) -> bool {
    let Some(block) = ctx.op(from).parent else {
        return false;
    };
    let ops = &ctx.block(block).ops;
    let Some(start) = ops.iter().position(|&o| o == from) else {
        return false;
    };
    for &o in ops.iter().skip(start + 1) {
        if o == to {
            return true;
        }
        if frees_any(ctx, o) {
            return false;
        }
    }
    false
}

/// A `bufferization.dealloc`: its buffers paired with their conditions, and its retained
/// buffers.
struct Dealloc {
    op: OpId,
    pairs: Vec<(Value, Value)>,
    retained: Vec<Value>,
}

/// The canonicalization patterns of `bufferization.dealloc`, in MLIR's order.
pub(super) fn simplify_dealloc(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let view = DeallocOp::cast(ctx, op)?;
    let memrefs = view.memrefs(ctx).iter().copied();
    let d = Dealloc {
        op,
        pairs: memrefs.zip(view.conditions(ctx).iter().copied()).collect(),
        retained: view.retained(ctx).to_vec(),
    };
    merge_repeated_buffers(&d, rewriter)
        .or_else(|| merge_repeated_retained(&d, rewriter))
        .or_else(|| erase_empty_dealloc(&d, rewriter))
        .or_else(|| drop_never_freed(&d, rewriter))
        .or_else(|| free_allocation_not_metadata(&d, rewriter))
        .or_else(|| drop_unused_allocs(&d, rewriter))
}

/// MLIR's `SkipExtractMetadataOfAlloc`: the base buffer of an allocated buffer's strided
/// metadata is freed as that buffer.
fn free_allocation_not_metadata(d: &Dealloc, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let mut changed = false;
    let pairs: Vec<(Value, Value)> = d
        .pairs
        .iter()
        .map(|&(m, c)| match allocation_under_metadata(ctx, m) {
            Some(buffer) => {
                changed = true;
                (buffer, c)
            }
            None => (m, c),
        })
        .collect();
    if !changed {
        return None;
    }
    replace_dealloc(d, rewriter, pairs)
}

/// The buffer whose `extract_strided_metadata` base `v` is, when an op allocated it.
fn allocation_under_metadata(ctx: &tile_ir::Context, v: Value) -> Option<Value> {
    let meta = crate::memref::ExtractStridedMetadataOp::defining(ctx, v)?;
    let buffer = meta.source(ctx);
    let def = ctx.defining_op(buffer)?;
    let allocates = AllocOp::cast(ctx, def).is_some()
        || AllocaOp::cast(ctx, def).is_some()
        || CloneOp::cast(ctx, def).is_some()
        || ReallocOp::cast(ctx, def).is_some();
    allocates.then_some(buffer)
}

/// A detached dealloc of `memrefs` under `conditions` retaining `retained`, at `op`'s
/// location.
fn build_dealloc(
    op: OpId,
    rewriter: &mut Rewriter<'_>,
    (memrefs, conditions): (Vec<Value>, Vec<Value>),
    retained: &[Value],
) -> DeallocOp {
    let loc = rewriter.ctx().op(op).loc;
    let c = rewriter.ctx_mut();
    let types = vec![c.int_type(1); retained.len()];
    let mut b = OpBuilder::detached();
    DeallocOp::build(&mut b, c, loc, &types, &memrefs, &conditions, retained)
}

/// A buffer listed twice is freed once, under the or of its conditions.
fn merge_repeated_buffers(d: &Dealloc, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let loc = rewriter.ctx().op(d.op).loc;
    let mut pairs: Vec<(Value, Value)> = Vec::new();
    let mut ors = Vec::new();
    for &(m, c) in &d.pairs {
        let Some(slot) = pairs.iter_mut().find(|(x, _)| *x == m).map(|(_, c)| c) else {
            pairs.push((m, c));
            continue;
        };
        if *slot != c {
            let i1 = rewriter.ctx().value_type(c);
            let or = OrIOp::build(
                &mut OpBuilder::detached(),
                rewriter.ctx_mut(),
                loc,
                i1,
                *slot,
                c,
            );
            *slot = or.result(rewriter.ctx());
            ors.push(or.op());
        }
    }
    if pairs.len() == d.pairs.len() {
        return None;
    }
    rewriter.insert_before(d.op, &ors);
    replace_dealloc(d, rewriter, pairs)
}

/// Rebuilds the dealloc with new buffers and conditions and the same retained list.
fn replace_dealloc(
    d: &Dealloc,
    rewriter: &mut Rewriter<'_>,
    pairs: Vec<(Value, Value)>,
) -> Option<()> {
    let new = build_dealloc(d.op, rewriter, pairs.into_iter().unzip(), &d.retained);
    rewriter.replace_op_with_built(d.op, new.op());
    Some(())
}

/// A retained buffer listed twice is retained once; both results are its one result.
fn merge_repeated_retained(d: &Dealloc, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let mut unique: Vec<Value> = Vec::new();
    let mut slots = Vec::with_capacity(d.retained.len());
    for &r in &d.retained {
        let slot = unique.iter().position(|&u| u == r).unwrap_or_else(|| {
            unique.push(r);
            unique.len() - 1
        });
        slots.push(slot);
    }
    if unique.len() == d.retained.len() {
        return None;
    }
    let lists = d.pairs.iter().copied().unzip();
    let new = build_dealloc(d.op, rewriter, lists, &unique);
    let results = new.updatedConditions(rewriter.ctx());
    let replacements: Option<Vec<Value>> = slots.iter().map(|&s| results.get(s).copied()).collect();
    let replacements = replacements?;
    rewriter.insert_before(d.op, &[new.op()]);
    rewriter.replace_op(d.op, &replacements);
    Some(())
}

/// A dealloc freeing nothing goes away; each retained buffer's condition is `false`.
fn erase_empty_dealloc(d: &Dealloc, rewriter: &mut Rewriter<'_>) -> Option<()> {
    if !d.pairs.is_empty() {
        return None;
    }
    let op = rewriter.ctx().op(d.op);
    let (loc, n) = (op.loc, op.results.len());
    let c = rewriter.ctx_mut();
    let i1 = c.int_type(1);
    let attr = bool_attr(c, i1, false)?;
    let constant = ConstantOp::build(&mut OpBuilder::detached(), c, loc, i1, attr);
    let value = constant.result(c);
    rewriter.insert_before(d.op, &[constant.op()]);
    rewriter.replace_op(d.op, &vec![value; n]);
    Some(())
}

/// Buffers freed under a constant `false` condition are not listed.
fn drop_never_freed(d: &Dealloc, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let kept: Vec<(Value, Value)> = d
        .pairs
        .iter()
        .copied()
        .filter(|&(_, c)| !is_constant_false(ctx, c))
        .collect();
    if kept.len() == d.pairs.len() {
        return None;
    }
    replace_dealloc(d, rewriter, kept)
}

/// Whether `v` is a constant zero (`false`; MLIR's `m_Zero`).
fn is_constant_false(ctx: &tile_ir::Context, v: Value) -> bool {
    constant_attr(ctx, v).is_some_and(|a| {
        matches!(
            ctx.attr_kind(a),
            tile_ir::AttrKind::Bool(false) | tile_ir::AttrKind::Integer { value: 0, .. }
        )
    })
}

/// MLIR's `RemoveAllocDeallocPairWhenNoOtherUsers`: a buffer from `memref.alloc`/`alloca`
/// used only here is neither allocated nor freed.
fn drop_unused_allocs(d: &Dealloc, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let (mut kept, mut dead) = (Vec::new(), Vec::new());
    for &(m, c) in &d.pairs {
        let alloc = rewriter.ctx().defining_op(m).filter(|&a| {
            let ctx = rewriter.ctx();
            AllocOp::cast(ctx, a).is_some() || AllocaOp::cast(ctx, a).is_some()
        });
        match alloc {
            Some(a) if rewriter.users(m) == [d.op] && single_use(rewriter, m, d.op) => dead.push(a),
            _ => kept.push((m, c)),
        }
    }
    if dead.is_empty() {
        return None;
    }
    replace_dealloc(d, rewriter, kept)?;
    for a in dead {
        rewriter.erase_op(a);
    }
    Some(())
}

/// Whether `v` is used exactly once, by `user` (MLIR's `hasOneUse`: a value listed twice
/// has two uses).
fn single_use(rewriter: &Rewriter<'_>, v: Value, user: OpId) -> bool {
    rewriter
        .ctx()
        .op(user)
        .operands
        .iter()
        .filter(|&&o| o == v)
        .count()
        == 1
}

/// MLIR's `ToBufferToTensorFolding` for a buffer of another type: a `memref.cast` when it
/// cannot fail at run time, else a new buffer (sized by the old one's dynamic sizes) and a
/// copy into it. Equal types are the fold's; unranked buffers are left alone.
pub(super) fn to_buffer_of_other_buffer(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let tb = ToBufferOp::cast(ctx, op)?;
    let tt = ToTensorOp::defining(ctx, tb.tensor(ctx))?;
    let buffer = tt.buffer(ctx);
    let (from, to) = (ctx.value_type(buffer), ctx.value_type(tb.buffer(ctx)));
    let (Some((from_shape, from_elem, ..)), Some((to_shape, to_elem, ..))) = (
        crate::ods::memref_parts(ctx, from),
        crate::ods::memref_parts(ctx, to),
    ) else {
        return None;
    };
    if from == to || from_elem != to_elem || from_shape.len() != to_shape.len() {
        return None;
    }
    let replacement = if crate::memref::cast_compatible(ctx, from, to) && never_fails(ctx, from, to)
    {
        cast_before(op, rewriter, buffer, to)
    } else {
        copy_into_new_buffer(op, rewriter, buffer, to, &to_shape)
    };
    rewriter.replace_op(op, &[replacement]);
    Some(())
}

/// Whether a cast between compatible strided buffers cannot fail: no offset or stride goes
/// from dynamic to static (MLIR's `isGuaranteedCastCompatible`).
fn never_fails(ctx: &tile_ir::Context, from: Type, to: Type) -> bool {
    let (Some((fs, fo)), Some((ts, to_off))) = (
        crate::memref::strides_and_offset(ctx, from),
        crate::memref::strides_and_offset(ctx, to),
    ) else {
        return false;
    };
    let to_static = |a: i64, b: i64| a == DYNAMIC && b != DYNAMIC;
    !to_static(fo, to_off) && !fs.iter().zip(&ts).any(|(&a, &b)| to_static(a, b))
}

/// `memref.alloc` of type `ty` sized by `buffer`'s dims where `ty` is dynamic, and a
/// `memref.copy` of `buffer` into it, before `op`; the new buffer.
fn copy_into_new_buffer(
    op: OpId,
    rewriter: &mut Rewriter<'_>,
    buffer: Value,
    ty: Type,
    shape: &[i64],
) -> Value {
    let loc = rewriter.ctx().op(op).loc;
    let c = rewriter.ctx_mut();
    let mut b = OpBuilder::detached();
    let (mut sizes, mut built) = (Vec::new(), Vec::new());
    for (i, _) in shape.iter().enumerate().filter(|(_, d)| **d == DYNAMIC) {
        let index = ConstantOp::build_index(&mut b, c, loc, i as i64);
        let (index_value, ix) = (index.result(c), c.index_type());
        let dim = DimOp::build(&mut b, c, loc, ix, buffer, index_value);
        sizes.push(dim.result(c));
        built.extend([index.op(), dim.op()]);
    }
    let alloc = AllocOp::build(&mut b, c, loc, ty, &sizes, &[], None);
    let new_buffer = alloc.memref(c);
    let copy = CopyOp::build(&mut b, c, loc, buffer, new_buffer);
    built.extend([alloc.op(), copy.op()]);
    rewriter.insert_before(op, &built);
    new_buffer
}
