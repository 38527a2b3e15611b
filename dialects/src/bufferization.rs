//! The `bufferization` dialect: the tensor/buffer boundary (`to_buffer`, `to_tensor`,
//! `alloc_tensor`, `dealloc_tensor`, `materialize_in_destination`, `clone`), declared with
//! [`declare_op!`] in MLIR 22's ODS terms (`BufferizationOps.td`). MLIR 22 spells the old
//! `to_memref` as `to_buffer` and no longer accepts `to_memref`.

mod ownership;

use crate::memref::{DimOp as MemRefDimOp, LoadOp};
use crate::ods::{is_any_memref, is_any_tensor, op_loc, shape_of};
use crate::tensor::{DimOp as TensorDimOp, ExtractOp};
use tile_ir::builder::OpBuilder;
use tile_ir::declare_op;
use tile_ir::dialect::{DialectInfo, DialectRegistry, FoldResult};
use tile_ir::ods::constraints::*;
use tile_ir::ods::{TypeConstraint, TypeRelation};
use tile_ir::pass::rewrite::Rewriter;
use tile_ir::types::DYNAMIC;
use tile_ir::{AttrKind, Context, Diagnostic, OpId, Type, TypeKind};

/// Registers the bufferization dialect.
pub fn register(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo {
        verify_op_attr: Some(verify_dialect_op_attr),
        verify_arg_attr: Some(verify_dialect_arg_attr),
        ..DialectInfo::new(
            "bufferization",
            "Bufferization: converting between tensors and buffers",
        )
    });
    r.add_ops(&[
        ToBufferOp::def,
        ToTensorOp::def,
        AllocTensorOp::def,
        DeallocTensorOp::def,
        MaterializeInDestinationOp::def,
        CloneOp::def,
        DeallocOp::def,
    ]);
}

declare_op! {
    /// `%c = bufferization.dealloc (%m : memref<4xf32>) if (%cond) retain (%r : memref<4xf32>)`
    pub struct DeallocOp = "bufferization.dealloc", "Deallocates buffers under conditions";
    operands {
        memrefs: many ANY_RANKED_OR_UNRANKED_MEMREF,
        conditions: many I1,
        retained: many ANY_RANKED_OR_UNRANKED_MEMREF,
    }
    results { updatedConditions: many INFERRED_I1 }
    infer infer_dealloc;
    format "(` ``(` $memrefs^ `:` type($memrefs) `)` `if` ` ` `(` $conditions `)` )? (`retain` ` ` `(` $retained^ `:` type($retained) `)` )? attr-dict";
    verify verify_dealloc;
    canonicalize [ownership::simplify_dealloc];
}

/// `I1` whose count the op infers (a buildable `I1` would be taken as zero results).
const INFERRED_I1: TypeConstraint = TypeConstraint { build: None, ..I1 };

/// MLIR's `DeallocOp::inferReturnTypes`: one `i1` per retained buffer.
fn infer_dealloc(
    ctx: &mut Context,
    groups: &[Vec<Type>],
    _: &[tile_ir::ir::NamedAttr],
) -> Result<Vec<Type>, String> {
    let retained = groups.get(2).map_or(0, Vec::len);
    let i1 = ctx.int_type(1);
    Ok(vec![i1; retained])
}

/// MLIR's `DeallocOp::verify`.
fn verify_dealloc(ctx: &Context, op: OpId, d: DeallocOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    if d.memrefs(ctx).len() != d.conditions(ctx).len() {
        return err("must have the same number of conditions as memrefs to deallocate".into());
    }
    if d.retained(ctx).len() != ctx.result_types(op).len() {
        return err(
            "must have the same number of updated conditions (results) as retained operands".into(),
        );
    }
    Ok(())
}

declare_op! {
    /// `bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>`
    pub struct ToBufferOp = "bufferization.to_buffer", "Cast a tensor to a buffer";
    operands { tensor: one TENSOR_LIKE }
    results { buffer: one BUFFER_LIKE }
    attrs { read_only: optional UnitAttr }
    traits [PURE];
    format "$tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($buffer)";
    verify verify_to_buffer;
    fold fold_to_buffer;
    canonicalize [to_buffer_of_cast, ownership::to_buffer_of_other_buffer];
}

declare_op! {
    /// `bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>`
    pub struct ToTensorOp = "bufferization.to_tensor", "Create a tensor from a buffer";
    operands { buffer: one BUFFER_LIKE }
    results { result: one TENSOR_LIKE }
    attrs { restrict: optional UnitAttr, writable: optional UnitAttr }
    // It only reads its buffer: unused, it is dead (mlir-opt's canonicalize erases it).
    traits [MEM_READ];
    format "$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer) `to` type($result)";
    verify verify_to_tensor;
    fold fold_to_tensor;
}

declare_op! {
    /// `bufferization.alloc_tensor(%d) copy(%t) size_hint=%h : tensor<?xf32>` (MLIR's own
    /// parser: the type of `copy` is the result type).
    pub struct AllocTensorOp = "bufferization.alloc_tensor", "Allocate a buffer-backed tensor";
    operands { dynamic_sizes: many INDEX, copy: optional ANY_TENSOR, size_hint: optional INDEX }
    results { result: one ANY_TENSOR }
    attrs { memory_space: optional AnyAttr }
    relations [TypeRelation::Infers { from: "result", to: "copy", f: |_, t| Some(t) }];
    format "`(` $dynamic_sizes `)` (`copy` `(` $copy^ `)`)? (`size_hint` `` `=` `` $size_hint^)? attr-dict `:` type($result)";
    verify verify_alloc_tensor;
    canonicalize [crate::shaped_folds::make_sizes_static];
}

declare_op! {
    /// `bufferization.dealloc_tensor %t : tensor<4xf32>`
    pub struct DeallocTensorOp = "bufferization.dealloc_tensor", "Release the buffer of a tensor";
    operands { tensor: one ANY_TENSOR }
    format "$tensor attr-dict `:` type($tensor)";
}

declare_op! {
    /// `bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()`
    pub struct MaterializeInDestinationOp = "bufferization.materialize_in_destination", "Copy a tensor into a destination";
    operands { source: one ANY_TENSOR, dest: one ANY_SHAPED }
    results { result: optional ANY_TENSOR }
    attrs { restrict: optional UnitAttr, writable: optional UnitAttr }
    format "$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest attr-dict `:` functional-type(operands, results)";
    verify verify_materialize;
}

declare_op! {
    /// `bufferization.clone %m : memref<4xf32> to memref<4xf32>`
    pub struct CloneOp = "bufferization.clone", "Clone a buffer";
    operands { input: one ANY_RANKED_OR_UNRANKED_MEMREF }
    results { output: one ANY_RANKED_OR_UNRANKED_MEMREF }
    // MLIR's effects: it reads the input and allocates the output, so unused it is dead.
    traits [MEM_READ, MEM_ALLOC];
    format "$input attr-dict `:` type($input) `to` type($output)";
    canonicalize [crate::shaped_folds::read_through_casts, ownership::simplify_clone];
}

/// `Bufferization_TensorLikeTypeInterface` (the builtin tensors).
const TENSOR_LIKE: TypeConstraint = TypeConstraint {
    desc: "TensorLikeType instance",
    ..ANY_TENSOR
};

/// `Bufferization_BufferLikeTypeInterface` (the builtin memrefs).
const BUFFER_LIKE: TypeConstraint = TypeConstraint {
    desc: "BufferLikeType instance",
    ..ANY_RANKED_OR_UNRANKED_MEMREF
};

/// MLIR's `TensorLikeType::verifyCompatibleBufferType` for builtin types (errors without
/// the op-name prefix, as MLIR emits them).
fn check_tensor_buffer(
    ctx: &Context,
    op: OpId,
    tensor: Type,
    buffer: Type,
) -> Result<(), Diagnostic> {
    let loc = op_loc(ctx, op);
    if shape_of(ctx, tensor) != shape_of(ctx, buffer) {
        return Err(Diagnostic::error(loc, "shapes do not match"));
    }
    if element_type(ctx, tensor) != element_type(ctx, buffer) {
        return Err(Diagnostic::error(loc, "element types do not match"));
    }
    Ok(())
}

// ----- to_buffer / to_tensor -----

fn verify_to_buffer(ctx: &Context, op: OpId, v: ToBufferOp) -> Result<(), Diagnostic> {
    let (t, b) = (ctx.value_type(v.tensor(ctx)), ctx.value_type(v.buffer(ctx)));
    check_tensor_buffer(ctx, op, t, b)
}

fn verify_to_tensor(ctx: &Context, op: OpId, v: ToTensorOp) -> Result<(), Diagnostic> {
    let (b, t) = (ctx.value_type(v.buffer(ctx)), ctx.value_type(v.result(ctx)));
    check_tensor_buffer(ctx, op, t, b)
}

// ----- alloc_tensor -----

fn verify_alloc_tensor(ctx: &Context, op: OpId, v: AllocTensorOp) -> Result<(), Diagnostic> {
    let t = ctx.value_type(v.result(ctx));
    let dynamic = v.dynamic_sizes(ctx).len();
    let loc = op_loc(ctx, op);
    let plain = |m: String| Err(Diagnostic::error(loc, m));
    let copy = v.copy(ctx);
    if copy.is_some() && dynamic != 0 {
        return plain("dynamic sizes not needed when copying a tensor".into());
    }
    let expected = shape_of(ctx, t)
        .unwrap_or_default()
        .iter()
        .filter(|&&d| d == DYNAMIC)
        .count();
    if copy.is_none() && expected != dynamic {
        return Err(ctx.op_error(
            op,
            format!("incorrect number of dynamic sizes, has {dynamic}, expected {expected}"),
        ));
    }
    if copy.is_some_and(|c| ctx.value_type(c) != t) {
        return plain("expected that `copy` and return type match".into());
    }
    Ok(())
}

// ----- materialize_in_destination -----

fn verify_materialize(
    ctx: &Context,
    op: OpId,
    v: MaterializeInDestinationOp,
) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let (src, dest) = (ctx.value_type(v.source(ctx)), ctx.value_type(v.dest(ctx)));
    if element_type(ctx, src) != element_type(ctx, dest) {
        return err("failed to verify that all of {source, dest} have same element type".into());
    }
    if !is_any_tensor(ctx, dest) && !is_any_memref(ctx, dest) {
        return err("'dest' must be a tensor or a memref".into());
    }
    let result = v.result(ctx).map(|r| ctx.value_type(r));
    let dest_is_memref = is_any_memref(ctx, dest);
    if !dest_is_memref {
        let Some(result) = result else {
            return err("tensor 'dest' implies exactly one tensor result".into());
        };
        if result != dest {
            return err("result and 'dest' types must match".into());
        }
    }
    if dest_is_memref && result.is_some() {
        return err("memref 'dest' implies zero results".into());
    }
    if v.restrict(ctx).is_some() && !dest_is_memref {
        return err("'restrict' is valid only for memref destinations".into());
    }
    if v.writable(ctx).is_some() != dest_is_memref {
        return err(
            "'writable' must be specified if and only if the destination is of memref type".into(),
        );
    }
    match (shape_of(ctx, src), shape_of(ctx, dest)) {
        (Some(a), Some(b)) => {
            if a.len() != b.len() {
                return err("rank mismatch between source and destination shape".into());
            }
            if a.iter()
                .zip(&b)
                .any(|(&x, &y)| x != DYNAMIC && y != DYNAMIC && x != y)
            {
                return err("source/destination shapes are incompatible".into());
            }
        }
        (None, None) => {}
        _ => return err("source/destination shapes are incompatible".into()),
    }
    Ok(())
}

/// Ops with an allocation or free effect (MLIR's `MemoryEffects::Allocate` / `Free`), the
/// ones `bufferization.manual_deallocation` may annotate.
const ALLOCATING_OPS: &[&str] = &[
    "memref.alloc",
    "memref.alloca",
    "memref.realloc",
    "memref.dealloc",
    "bufferization.alloc_tensor",
    "bufferization.dealloc",
];

/// MLIR's `BufferizationDialect::verifyOperationAttribute`.
fn verify_dialect_op_attr(
    ctx: &Context,
    op: OpId,
    name: &str,
    _value: tile_ir::Attr,
) -> Result<(), Diagnostic> {
    if name == "bufferization.manual_deallocation" {
        if !ALLOCATING_OPS.contains(&ctx.op_name_of(op)) {
            return Err(ctx.op_error(
                op,
                "attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect",
            ));
        }
        return Ok(());
    }
    Err(Diagnostic::error(
        ctx.op(op).loc,
        format!(
            "attribute '\"{name}\"' not supported as an op attribute by the bufferization dialect"
        ),
    ))
}

/// MLIR's `BufferizationDialect::verifyRegionArgAttribute` (its final message names
/// `buffer_layout` whatever the attribute, as MLIR 22's does).
fn verify_dialect_arg_attr(
    ctx: &Context,
    op: OpId,
    _region: usize,
    _arg: usize,
    name: &str,
    value: tile_ir::Attr,
) -> Result<(), Diagnostic> {
    let err = |m: &str| Err(Diagnostic::error(ctx.op(op).loc, m));
    let is_function = ctx.op_name_of(op) == "func.func";
    match name {
        "bufferization.writable" => {
            if !matches!(ctx.attr_kind(value), AttrKind::Bool(_)) {
                return err("'bufferization.writable' is expected to be a boolean attribute");
            }
            if !is_function {
                return err(
                    "expected 'bufferization.writable' to be used on function-like operations",
                );
            }
            let external = ctx
                .op(op)
                .regions()
                .first()
                .is_none_or(|&r| ctx.region(r).blocks.is_empty());
            if external {
                return err("'bufferization.writable' is invalid on external functions");
            }
            Ok(())
        }
        "bufferization.access" => {
            let Some(s) = ctx.attr_str(value) else {
                return err("'bufferization.access' is expected to be a string attribute");
            };
            if !matches!(s, "none" | "read" | "write" | "read-write") {
                return err("invalid value for 'bufferization.access'");
            }
            if !is_function {
                return err(
                    "expected 'bufferization.access' to be used on function-like operations",
                );
            }
            Ok(())
        }
        "bufferization.buffer_layout" => {
            if !matches!(
                ctx.attr_kind(value),
                AttrKind::AffineMap(_) | AttrKind::StridedLayout { .. }
            ) {
                return err(
                    "'bufferization.buffer_layout' is expected to be a memref layout attribute",
                );
            }
            if !is_function {
                return err(
                    "expected 'bufferization.buffer_layout' to be used on function-like operations",
                );
            }
            Ok(())
        }
        _ => err(
            "attribute 'bufferization.buffer_layout' not supported as a region arg attribute by the bufferization dialect",
        ),
    }
}

// ----- folds and canonicalizations (mlir-opt-22's) -----

/// `to_buffer(to_tensor(%m))` of the same buffer type is `%m`.
fn fold_to_buffer(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let tb = ToBufferOp::cast(ctx, op)?;
    let to_tensor = ToTensorOp::defining(ctx, tb.tensor(ctx))?;
    let buffer = to_tensor.buffer(ctx);
    (ctx.value_type(buffer) == ctx.value_type(tb.buffer(ctx)))
        .then(|| vec![FoldResult::Value(buffer)])
}

/// Blocks longer than this are not scanned for `to_tensor(to_buffer)` adjacency.
const MAX_ADJACENCY_SCAN: usize = 256;

/// `to_tensor(to_buffer(%t))` right after it, in one block, is `%t` (MLIR's conservative
/// alias check: nothing in between may write the buffer).
fn fold_to_tensor(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let tt = ToTensorOp::cast(ctx, op)?;
    let to_buffer = ToBufferOp::defining(ctx, tt.buffer(ctx))?;
    let block = ctx.op(op).parent?;
    let ops = &ctx.block(block).ops;
    // Finding the op's place is a scan of its block: bounded, so canonicalize stays linear.
    if ops.len() > MAX_ADJACENCY_SCAN {
        return None;
    }
    let at = ops.iter().position(|&o| o == op)?;
    let adjacent = at > 0 && ops.get(at - 1) == Some(&to_buffer.op());
    let tensor = to_buffer.tensor(ctx);
    (adjacent && ctx.value_type(tensor) == ctx.value_type(tt.result(ctx)))
        .then(|| vec![FoldResult::Value(tensor)])
}

/// `to_buffer(tensor.cast(%t))` of a ranked `%t` is a `to_buffer` of `%t` with its static
/// shape, then a `memref.cast` (MLIR's `ToBufferOfCast`).
fn to_buffer_of_cast(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let tb = ToBufferOp::cast(ctx, op)?;
    let cast = crate::tensor::CastOp::defining(ctx, tb.tensor(ctx))?;
    let source = cast.source(ctx);
    let TypeKind::RankedTensor { shape, element, .. } =
        ctx.type_kind(ctx.value_type(source)).clone()
    else {
        return None;
    };
    let old_ty = ctx.value_type(tb.buffer(ctx));
    let TypeKind::MemRef {
        layout,
        memory_space,
        ..
    } = ctx.type_kind(old_ty).clone()
    else {
        return None;
    };
    let (loc, read_only) = (ctx.op(op).loc, tb.read_only(ctx));
    let c = rewriter.ctx_mut();
    let new_ty = c.intern_type(TypeKind::MemRef {
        shape,
        element,
        layout,
        memory_space,
    });
    let mut b = OpBuilder::detached();
    let buffer = ToBufferOp::build(&mut b, c, loc, new_ty, source, read_only);
    let value = buffer.buffer(c);
    let recast = crate::memref::CastOp::build(&mut b, c, loc, old_ty, value);
    rewriter.insert_before(op, &[buffer.op()]);
    rewriter.replace_op_with_built(op, recast.op());
    Some(())
}

/// `tensor.dim(to_tensor(%m), %i)` is `memref.dim(%m, %i)` (MLIR's `DimOfToTensorFolder`).
pub(crate) fn dim_of_to_tensor(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let dim = TensorDimOp::cast(ctx, op)?;
    let tt = ToTensorOp::defining(ctx, dim.source(ctx))?;
    let (buffer, index, loc) = (tt.buffer(ctx), dim.index(ctx), ctx.op(op).loc);
    if !matches!(
        ctx.type_kind(ctx.value_type(buffer)),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    ) {
        return None;
    }
    let c = rewriter.ctx_mut();
    let ix = c.index_type();
    let new = MemRefDimOp::build(&mut OpBuilder::detached(), c, loc, ix, buffer, index);
    rewriter.replace_op_with_built(op, new.op());
    Some(())
}

/// `memref.dim(to_buffer(%t), %i)` is `tensor.dim(%t, %i)` (MLIR's `DimOfCastOp`).
pub(crate) fn dim_of_to_buffer(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let dim = MemRefDimOp::cast(ctx, op)?;
    let tb = ToBufferOp::defining(ctx, dim.source(ctx))?;
    let (tensor, index, loc) = (tb.tensor(ctx), dim.index(ctx), ctx.op(op).loc);
    let c = rewriter.ctx_mut();
    let ix = c.index_type();
    let new = TensorDimOp::build(&mut OpBuilder::detached(), c, loc, ix, tensor, index);
    rewriter.replace_op_with_built(op, new.op());
    Some(())
}

/// `memref.load` of a `read_only` `to_buffer(%t)` is `tensor.extract` of `%t` (MLIR's
/// `LoadOfToBuffer`).
pub(crate) fn load_of_to_buffer(op: OpId, rewriter: &mut Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let load = LoadOp::cast(ctx, op)?;
    let tb = ToBufferOp::defining(ctx, load.memref(ctx))?;
    tb.read_only(ctx)?;
    let (tensor, indices, loc) = (tb.tensor(ctx), load.indices(ctx).to_vec(), ctx.op(op).loc);
    let ty = ctx.value_type(load.result(ctx));
    let c = rewriter.ctx_mut();
    let new = ExtractOp::build(&mut OpBuilder::detached(), c, loc, ty, tensor, &indices);
    rewriter.replace_op_with_built(op, new.op());
    Some(())
}
