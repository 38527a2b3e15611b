//! Canonicalizations of tensor shapes as mlir-opt-22's: two collapses (or two expansions)
//! compose into one (`ComposeReassociativeReshapeOps`), `tensor.dim` of a
//! destination-style op's result is the dim of its init (`DimOfDestStyleOp`), and a cast
//! of `tensor.empty` to a more static type is an empty tensor of that type
//! (`FoldEmptyTensorWithCastOp`).

use tile_ir::pass::rewrite::Rewriter;
use tile_ir::types::DYNAMIC;
use tile_ir::{OpId, TypeKind, Value};

use super::cast_folds::keeps_static_sizes;
use super::{CastOp, CollapseShapeOp, DimOp, EmptyOp, ExpandShapeOp, InsertOp, InsertSliceOp};
use tile_ir::builder::OpBuilder;

/// MLIR's `composeReassociationIndices`: each group of `outer` joins the groups of `inner`
/// it lists.
fn compose(outer: &[Vec<i64>], inner: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    outer
        .iter()
        .map(|group| {
            let parts = group
                .iter()
                .map(|&i| usize::try_from(i).ok().and_then(|i| inner.get(i)).cloned())
                .collect::<Option<Vec<Vec<i64>>>>()?;
            Some(parts.concat())
        })
        .collect()
}

/// `ComposeReassociativeReshapeOps` for `tensor.collapse_shape`.
pub fn collapse_of_collapse(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let outer = CollapseShapeOp::cast(ctx, op)?;
    let inner = CollapseShapeOp::defining(ctx, outer.src(ctx))?;
    let groups = compose(&outer.reassociation(ctx), &inner.reassociation(ctx))?;
    let (src, ty, loc) = (
        inner.src(ctx),
        ctx.value_type(outer.result(ctx)),
        ctx.op(op).loc,
    );
    let new = CollapseShapeOp::build(
        &mut OpBuilder::detached(),
        rewriter.ctx_mut(),
        loc,
        ty,
        src,
        groups,
    );
    rewriter.replace_op_with_built(op, new.op());
    Some(())
}

/// `ComposeReassociativeReshapeOps` for `tensor.expand_shape` (the outer op's output shape).
pub fn expand_of_expand(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let outer = ExpandShapeOp::cast(ctx, op)?;
    let inner = ExpandShapeOp::defining(ctx, outer.src(ctx))?;
    let groups = compose(&inner.reassociation(ctx), &outer.reassociation(ctx))?;
    let (src, ty, loc) = (
        inner.src(ctx),
        ctx.value_type(outer.result(ctx)),
        ctx.op(op).loc,
    );
    let (shape, statics) = (
        outer.output_shape(ctx).to_vec(),
        outer.static_output_shape(ctx),
    );
    let c = rewriter.ctx_mut();
    let new = ExpandShapeOp::build(
        &mut OpBuilder::detached(),
        c,
        loc,
        ty,
        src,
        &shape,
        groups,
        statics,
    );
    rewriter.replace_op_with_built(op, new.op());
    Some(())
}

/// The init a destination-style op's result `v` is computed into (structured linalg ops,
/// `tensor.insert` and `tensor.insert_slice`).
fn init_of(rewriter: &Rewriter<'_>, v: Value) -> Option<Value> {
    let ctx = rewriter.ctx();
    let producer = ctx.defining_op(v)?;
    let index = ctx.op(producer).results.iter().position(|&r| r == v)?;
    if let Some(s) = crate::linalg::structured::StructuredOp::cast(ctx, producer) {
        return s.operands(ctx).1.get(index).copied();
    }
    if let Some(i) = InsertOp::cast(ctx, producer) {
        return Some(i.dest(ctx));
    }
    InsertSliceOp::cast(ctx, producer).map(|i| i.dest(ctx))
}

/// MLIR's `DimOfDestStyleOp`: the size of a destination-style op's result is its init's.
pub fn dim_of_dest_style(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let dim = DimOp::cast(rewriter.ctx(), op)?;
    let init = init_of(rewriter, dim.source(rewriter.ctx()))?;
    rewriter.modify_op(op, |ctx, o| {
        if let Some(slot) = ctx.op_mut(o).operands.first_mut() {
            *slot = init;
        }
    });
    Some(())
}

/// MLIR's `FoldEmptyTensorWithCastOp`: a cast of `tensor.empty` to a more static type is an
/// empty tensor of that type, keeping the sizes still dynamic (without the encoding, as
/// MLIR).
pub fn empty_with_cast(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let cast = CastOp::cast(ctx, op)?;
    let (source, to) = (cast.source(ctx), ctx.value_type(cast.dest(ctx)));
    let empty = EmptyOp::defining(ctx, source)?;
    if !keeps_static_sizes(ctx, to, ctx.value_type(source)) {
        return None;
    }
    let (TypeKind::RankedTensor { shape: from, .. }, TypeKind::RankedTensor { shape, element, .. }) =
        (ctx.type_kind(ctx.value_type(source)), ctx.type_kind(to))
    else {
        return None;
    };
    let mut sizes = empty.dynamicSizes(ctx).iter();
    let mut kept = Vec::new();
    for (&f, &t) in from.iter().zip(shape) {
        if f != DYNAMIC {
            if t != f {
                return None;
            }
            continue;
        }
        let &s = sizes.next()?;
        if t == DYNAMIC {
            kept.push(s);
        }
    }
    let (shape, element, loc) = (shape.clone(), *element, ctx.op(op).loc);
    let c = rewriter.ctx_mut();
    let ty = c.intern_type(TypeKind::RankedTensor {
        shape,
        element,
        encoding: None,
    });
    let new = EmptyOp::build(&mut OpBuilder::detached(), c, loc, ty, &kept);
    rewriter.replace_op_with_built(op, new.op());
    Some(())
}

/// MLIR's `FoldCollapseOfCastOp`: a collapse of a cast to a less static type collapses the
/// cast's source (in place when the collapsed type stays, else cast to it after). Left
/// alone for encoded tensors.
pub fn collapse_of_cast(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let collapse = CollapseShapeOp::cast(ctx, op)?;
    let source = super::cast_folds::foldable_cast_source(ctx, collapse.src(ctx))?;
    let TypeKind::RankedTensor {
        shape,
        element,
        encoding: None,
    } = ctx.type_kind(ctx.value_type(source)).clone()
    else {
        return None;
    };
    let groups = collapse.reassociation(ctx);
    let collapsed = groups
        .iter()
        .map(|g| {
            g.iter().try_fold(1i64, |acc, &i| {
                let d = *shape.get(usize::try_from(i).ok()?)?;
                Some(if d == DYNAMIC || acc == DYNAMIC {
                    DYNAMIC
                } else {
                    acc.checked_mul(d)?
                })
            })
        })
        .collect::<Option<Vec<i64>>>()?;
    let (old_ty, loc) = (ctx.value_type(collapse.result(ctx)), ctx.op(op).loc);
    let c = rewriter.ctx_mut();
    let ty = c.intern_type(TypeKind::RankedTensor {
        shape: collapsed,
        element,
        encoding: None,
    });
    if ty == old_ty {
        rewriter.modify_op(op, |ctx, o| {
            if let Some(slot) = ctx.op_mut(o).operands.first_mut() {
                *slot = source;
            }
        });
        return Some(());
    }
    let new = CollapseShapeOp::build(&mut OpBuilder::detached(), c, loc, ty, source, groups);
    crate::shaped_folds::replace_with_cast_back(op, rewriter, new.op())
}
