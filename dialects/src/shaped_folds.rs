//! Folds and canonicalizations that `memref` and `tensor` share, as mlir-opt-22 applies them:
//! `dim` of a static dimension or of a value made with its sizes (`memref.alloc`/`alloca`,
//! `tensor.empty`), `rank` of a ranked value, a cast of a cast back to the original type,
//! casts that readers look through, creation
//! with constant sizes made static (plus a cast to the old type), buffers that are only
//! written and freed, copies of a buffer onto itself, reshapes that undo each other.

use tile_ir::builder::OpBuilder;
use tile_ir::dialect::FoldResult;
use tile_ir::pass::rewrite::Rewriter;
use tile_ir::types::DYNAMIC;
use tile_ir::{Context, OpId, Type, TypeKind, Value};

use crate::arith::consts::constant_int_scalar;
use crate::bufferization::AllocTensorOp;
use crate::memref::{AllocOp, AllocaOp, CastOp as MemRefCastOp, ViewOp};
use crate::ods::ranked_shape;
use crate::tensor::cast_folds::foldable_cast_source;
use crate::tensor::{CastOp as TensorCastOp, EmptyOp};

/// The op creating `v` with its dynamic sizes as leading operands (`memref.alloc`,
/// `memref.alloca`, `tensor.empty`), and those operands.
fn created_with_sizes(ctx: &Context, v: Value) -> Option<Vec<Value>> {
    let def = ctx.defining_op(v)?;
    match ctx.op_name_of(def) {
        "memref.alloc" | "memref.alloca" | "tensor.empty" | "bufferization.alloc_tensor" => {
            let dynamic = ranked_shape(ctx, ctx.value_type(v))?
                .iter()
                .filter(|&&d| d == DYNAMIC)
                .count();
            ctx.op(def).operands.get(..dynamic).map(<[Value]>::to_vec)
        }
        _ => None,
    }
}

/// `tensor.dim` / `memref.dim` (source, index): a static size is a constant; a dynamic one
/// of a value made with its sizes (or a `memref.view` or `memref.subview` of that size) is
/// that size operand.
pub fn fold_dim(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let (&source, &index) = (ctx.op(op).operands.first()?, ctx.op(op).operands.get(1)?);
    let i = usize::try_from(constant_int_scalar(ctx, index)?).ok()?;
    let shape = ranked_shape(ctx, ctx.value_type(source))?;
    let size = *shape.get(i)?;
    if size != DYNAMIC {
        let ix = ctx.index_type();
        return Some(vec![FoldResult::Attr(ctx.int_attr(i128::from(size), ix))]);
    }
    let position = shape.iter().take(i).filter(|&&d| d == DYNAMIC).count();
    let size = match created_with_sizes(ctx, source) {
        Some(sizes) => *sizes.get(position)?,
        None => crate::memref::dynamic_size_of_view(ctx, source, i)?,
    };
    Some(vec![FoldResult::Value(size)])
}

/// `tensor.rank` / `memref.rank` of a ranked value.
pub fn fold_rank(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let source = *ctx.op(op).operands.first()?;
    let rank = ranked_shape(ctx, ctx.value_type(source))?.len();
    let ix = ctx.index_type();
    Some(vec![FoldResult::Attr(ctx.int_attr(rank as i128, ix))])
}

/// `tensor.cast` / `memref.cast`: a cast to its own type is its source. A cast of a cast
/// casts the original value instead (in place): any `memref.cast` of a ranked buffer
/// (MLIR's `foldMemRefCast`), a `tensor.cast` only when the middle type adds no runtime
/// check (MLIR's `ChainedTensorCast`: joining all three shapes gives what joining the ends
/// gives).
pub fn fold_cast(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let source = *ctx.op(op).operands.first()?;
    let result = *ctx.op(op).results.first()?;
    let to = ctx.value_type(result);
    if ctx.value_type(source) == to {
        return Some(vec![FoldResult::Value(source)]);
    }
    let inner = ctx.defining_op(source)?;
    if ctx.op_name_of(inner) != ctx.op_name_of(op) {
        return None;
    }
    let original = *ctx.op(inner).operands.first()?;
    let (from, middle) = (ctx.value_type(original), ctx.value_type(source));
    let skip = if ctx.op_name_of(op) == "memref.cast" {
        ranked_shape(ctx, from).is_some()
    } else {
        let all = join(ctx, from, middle).and_then(|j| join_shapes(ctx, j, to));
        all.is_some() && all == join(ctx, from, to)
    };
    if !skip {
        return None;
    }
    if from == to {
        return Some(vec![FoldResult::Value(original)]);
    }
    if let Some(slot) = ctx.op_mut(op).operands.first_mut() {
        *slot = original;
    }
    Some(vec![FoldResult::Value(result)])
}

/// The joined shape of two tensor types (MLIR's `joinShapes`): `None` when unranked, a
/// dynamic size takes the other's, static sizes must agree; `Some(None)` is unranked.
fn join(ctx: &Context, a: Type, b: Type) -> Option<Option<Vec<i64>>> {
    let sa = ranked_shape(ctx, a).map(<[i64]>::to_vec);
    join_shape_lists(sa, ranked_shape(ctx, b))
}

fn join_shapes(ctx: &Context, a: Option<Vec<i64>>, b: Type) -> Option<Option<Vec<i64>>> {
    join_shape_lists(a, ranked_shape(ctx, b))
}

fn join_shape_lists(a: Option<Vec<i64>>, b: Option<&[i64]>) -> Option<Option<Vec<i64>>> {
    match (a, b) {
        (None, None) => Some(None),
        (None, Some(b)) => Some(Some(b.to_vec())),
        (Some(a), None) => Some(Some(a)),
        (Some(a), Some(b)) => {
            if a.len() != b.len() {
                return None;
            }
            a.iter()
                .zip(b)
                .map(|(&x, &y)| match (x, y) {
                    (DYNAMIC, y) => Some(y),
                    (x, DYNAMIC) => Some(x),
                    (x, y) if x == y => Some(x),
                    _ => None,
                })
                .collect::<Option<Vec<i64>>>()
                .map(Some)
        }
    }
}

/// Readers look through casts (MLIR's `foldMemRefCast` in the folds of memref's readers and
/// `bufferization.clone`, which takes any cast of a ranked buffer; `tensor.extract` of a cast
/// of a ranked tensor; `tensor.dim` of any cast); a `memref.copy` onto itself goes away.
pub fn read_through_casts(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let name = ctx.op_name_of(op);
    if name == "memref.copy" {
        let ops = &ctx.op(op).operands;
        if !ops.is_empty() && ops.first() == ops.get(1) {
            rewriter.erase_op(op);
            return Some(());
        }
    }
    // (whether the casts are tensor casts, which operands may look through, whether the
    // cast's source must be ranked): a value stored or combined into a buffer keeps its type
    // (MLIR's `inner` operand).
    let (tensor, operands, ranked) = match name {
        "tensor.extract" => (true, 0..1, true),
        "tensor.dim" => (true, 0..1, false),
        "memref.store" | "memref.atomic_rmw" => (false, 1..usize::MAX, true),
        _ => (false, 0..usize::MAX, true),
    };
    // A copy sees only through casts that lose static information (MLIR 22's `CopyOp::fold`).
    let copy = name == "memref.copy";
    let replacements = through_casts(ctx, op, operands, |v| {
        let source = if tensor {
            TensorCastOp::defining(ctx, v)?.source(ctx)
        } else {
            let cast = MemRefCastOp::defining(ctx, v)?;
            if copy && !crate::memref::subview::cast_folds_into_consumer(ctx, cast) {
                return None;
            }
            cast.source(ctx)
        };
        (!ranked || ranked_shape(ctx, ctx.value_type(source)).is_some()).then_some(source)
    });
    if replacements.is_empty() {
        return None;
    }
    rewriter.modify_op(op, |ctx, o| set_operands(ctx, o, &replacements));
    Some(())
}

/// The operands of `op` among `which` that `source` sees through (to a cast's source), by
/// index.
pub(crate) fn through_casts(
    ctx: &Context,
    op: OpId,
    which: std::ops::Range<usize>,
    source: impl Fn(Value) -> Option<Value>,
) -> Vec<(usize, Value)> {
    let operands = ctx.op(op).operands.iter().enumerate();
    let chosen = operands.filter(|(i, _)| which.contains(i));
    chosen
        .filter_map(|(i, &v)| source(v).map(|s| (i, s)))
        .collect()
}

/// Sets each operand `i` of `op` to its replacement.
pub(crate) fn set_operands(ctx: &mut Context, op: OpId, replacements: &[(usize, Value)]) {
    for &(i, v) in replacements {
        if let Some(slot) = ctx.op_mut(op).operands.get_mut(i) {
            *slot = v;
        }
    }
}

/// MLIR's `SimplifyDeadAlloc` (`memref.alloc`, `alloca`, `realloc`): a buffer whose every
/// user is a `memref.dealloc` of it or a `memref.store` into it (not of it) goes away with
/// its users.
pub fn erase_dead_alloc(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let &buffer = rewriter.ctx().op(op).results.first()?;
    let users = rewriter.users(buffer);
    let ctx = rewriter.ctx();
    let dead = users.iter().all(|&u| match ctx.op_name_of(u) {
        "memref.dealloc" => true,
        "memref.store" => ctx.op(u).operands.first() != Some(&buffer),
        _ => false,
    });
    if !dead {
        return None;
    }
    for u in users {
        rewriter.erase_op(u);
    }
    rewriter.erase_op(op);
    Some(())
}

/// MLIR's `SimplifyAllocConst`, `ReplaceEmptyTensorStaticShapeDims`,
/// `ReplaceStaticShapeDims` and `ViewOpShapeFolder`: constant dynamic sizes of
/// `memref.alloc`/`alloca`, `tensor.empty`, `bufferization.alloc_tensor` and `memref.view`
/// become static when not negative; a cast gives users the old type.
pub fn make_sizes_static(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let &result = ctx.op(op).results.first()?;
    let old_ty = ctx.value_type(result);
    let shape = ranked_shape(ctx, old_ty).map(<[i64]>::to_vec)?;
    let view = ViewOp::cast(ctx, op);
    let sizes = match view {
        Some(v) => v.sizes(ctx).to_vec(),
        None => created_with_sizes(ctx, result).unwrap_or_default(),
    };
    let mut new_shape = shape.clone();
    let mut kept = Vec::new();
    let mut dynamic = sizes.iter();
    for d in new_shape.iter_mut().filter(|d| **d == DYNAMIC) {
        let &v = dynamic.next()?;
        match constant_int_scalar(ctx, v).and_then(|c| i64::try_from(c).ok()) {
            // A negative size stays (MLIR's view folder would make an invalid type).
            Some(c) if c >= 0 => *d = c,
            _ => kept.push(v),
        }
    }
    if new_shape == shape {
        return None;
    }
    let new_ty = match ctx.type_kind(old_ty).clone() {
        TypeKind::RankedTensor {
            element, encoding, ..
        } => TypeKind::RankedTensor {
            shape: new_shape,
            element,
            encoding,
        },
        TypeKind::MemRef {
            element,
            layout,
            memory_space,
            ..
        } => TypeKind::MemRef {
            shape: new_shape,
            element,
            layout,
            memory_space,
        },
        _ => return None,
    };
    let loc = ctx.op(op).loc;
    let c = rewriter.ctx_mut();
    let new_ty = c.intern_type(new_ty);
    let mut b = OpBuilder::detached();
    // The same op without the constant sizes, then a cast to the old type.
    let new = if let Some(a) = AllocOp::cast(c, op) {
        let (symbols, alignment) = (a.symbolOperands(c).to_vec(), a.alignment(c));
        AllocOp::build(&mut b, c, loc, new_ty, &kept, &symbols, alignment).op()
    } else if let Some(a) = AllocaOp::cast(c, op) {
        let (symbols, alignment) = (a.symbolOperands(c).to_vec(), a.alignment(c));
        AllocaOp::build(&mut b, c, loc, new_ty, &kept, &symbols, alignment).op()
    } else if let Some(v) = ViewOp::cast(c, op) {
        let (source, shift) = (v.source(c), v.byte_shift(c));
        ViewOp::build(&mut b, c, loc, new_ty, source, shift, &kept).op()
    } else if EmptyOp::cast(c, op).is_some() {
        EmptyOp::build(&mut b, c, loc, new_ty, &kept).op()
    } else if let Some(a) = AllocTensorOp::cast(c, op) {
        // As MLIR's `ReplaceStaticShapeDims`: not with a copy; the size hint and memory
        // space are not carried over.
        if a.copy(c).is_some() {
            return None;
        }
        AllocTensorOp::build(&mut b, c, loc, new_ty, &kept, None, None, None).op()
    } else {
        return None;
    };
    c.copy_discardable_attrs(op, new);
    replace_with_cast_back(op, rewriter, new)
}

/// Replaces `op` by `new` (built detached; one result, like `op`), through a `tensor.cast` or
/// `memref.cast` back to `op`'s result type when the two types differ; whether it did.
pub fn replace_with_cast_back(op: OpId, rewriter: &mut Rewriter<'_>, new: OpId) -> Option<()> {
    let ctx = rewriter.ctx();
    let (Some(&old), Some(&value)) = (ctx.op(op).results.first(), ctx.op(new).results.first())
    else {
        return None;
    };
    let (old_ty, loc) = (ctx.value_type(old), ctx.op(op).loc);
    if ctx.value_type(value) == old_ty {
        rewriter.replace_op_with_built(op, new);
        return Some(());
    }
    let c = rewriter.ctx_mut();
    let mut b = OpBuilder::detached();
    let cast = if crate::ods::is_any_tensor(c, old_ty) {
        TensorCastOp::build(&mut b, c, loc, old_ty, value).op()
    } else {
        MemRefCastOp::build(&mut b, c, loc, old_ty, value).op()
    };
    rewriter.insert_before(op, &[new]);
    rewriter.replace_op_with_built(op, cast);
    Some(())
}

/// `expand_shape`/`collapse_shape` (tensor or memref) to its own type is its source, and one
/// undoing the other back to the original type is the original (MLIR's `foldReshapeOp`).
pub fn fold_reshape(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let source = *ctx.op(op).operands.first()?;
    let to = ctx.value_type(*ctx.op(op).results.first()?);
    if ctx.value_type(source) == to {
        return Some(vec![FoldResult::Value(source)]);
    }
    let name = ctx.op_name_of(op);
    let inverse = match name {
        "tensor.expand_shape" => "tensor.collapse_shape",
        "tensor.collapse_shape" => "tensor.expand_shape",
        "memref.expand_shape" => "memref.collapse_shape",
        "memref.collapse_shape" => "memref.expand_shape",
        _ => return None,
    };
    if let Some(c) = reshaped_constant(ctx, source, to) {
        return Some(vec![FoldResult::Attr(c)]);
    }
    let inner = ctx.defining_op(source)?;
    if ctx.op_name_of(inner) != inverse {
        return None;
    }
    let original = *ctx.op(inner).operands.first()?;
    (ctx.value_type(original) == to).then(|| vec![FoldResult::Value(original)])
}

/// A dense constant `source` as the static type `to` (MLIR's `DenseElementsAttr::reshape`
/// in `foldReshapeOp`): the same elements in row-major order.
fn reshaped_constant(ctx: &mut Context, source: Value, to: Type) -> Option<tile_ir::Attr> {
    if ranked_shape(ctx, to)?.contains(&DYNAMIC) {
        return None;
    }
    let c = crate::arith::consts::constant_of(ctx, source)?;
    match c.elems {
        crate::arith::consts::Elems::Scalar(_) => None,
        elems => crate::arith::consts::encode(ctx, to, elems),
    }
}

/// MLIR's `memref::foldMemRefCast` and `tensor::foldTensorCast` for ops that fold through
/// casts (the vector transfers): each operand made by a `memref.cast` of a ranked buffer,
/// or (when `tensors`) by a `tensor.cast` that loses no static size, reads the cast's
/// source. In place; whether any operand changed.
pub fn fold_operand_casts(ctx: &mut Context, op: OpId, tensors: bool) -> bool {
    let replacements = through_casts(ctx, op, 0..usize::MAX, |v| {
        if let Some(cast) = MemRefCastOp::defining(ctx, v) {
            let source = cast.source(ctx);
            return ranked_shape(ctx, ctx.value_type(source)).map(|_| source);
        }
        foldable_cast_source(ctx, v).filter(|_| tensors)
    });
    set_operands(ctx, op, &replacements);
    !replacements.is_empty()
}
