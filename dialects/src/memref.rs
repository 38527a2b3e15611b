//! The `memref` dialect: buffers and views (`alloc`, `alloca`, `dealloc`, `load`, `store`,
//! `dim`, `subview`, `copy`, `cast`, `reinterpret_cast`, `collapse_shape`, `expand_shape`,
//! `global`, `get_global`), with MLIR 22's syntax, result names and verifier messages.

mod alloca_scope;
mod distinct_objects;
mod dma;
mod generic_atomic;
mod metadata;
mod reshape_dim;
pub(crate) mod subview;
mod transpose;
mod view;

pub use distinct_objects::DistinctObjectsOp;
pub use dma::{DmaStartOp, DmaStartParts, DmaWaitOp};
pub use generic_atomic::{AtomicYieldOp, GenericAtomicRmwOp};
pub(crate) use subview::dynamic_size_of_view;
pub use transpose::TransposeOp;
pub use view::ViewOp;

use crate::ods::*;
use crate::scf::custom_error;
use crate::shaped_folds::{
    erase_dead_alloc, fold_cast, fold_dim, fold_rank, fold_reshape, make_sizes_static,
    read_through_casts,
};
use crate::tensor::Reassociation;
use crate::view_like::{check_in_bounds, verify_offset_size_stride};
use tile_ir::declare_op;
use tile_ir::dialect::{DialectInfo, DialectRegistry, OpDef};
use tile_ir::ods::constraints::*;
use tile_ir::ods::{AttrConstraint, AttrSyntax};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::types::DYNAMIC;
use tile_ir::{Attr, AttrKind, Context, Diagnostic, OpId, Type, TypeKind};

/// Registers the memref dialect.
pub fn register(r: &mut DialectRegistry) {
    // Folded sizes and ranks become `arith.constant`s, as MLIR's memref dialect makes them.
    r.add_dialect(DialectInfo {
        materialize_constant: Some(crate::arith::fold::materialize_constant),
        ..DialectInfo::new("memref", "Memory references: buffers and views")
    });
    r.add_ops(generic_atomic::OPS);
    r.add_ops(distinct_objects::OPS);
    r.add_ops(dma::OPS);
    r.add_ops(transpose::OPS);
    r.add_ops(view::OPS);
    r.add_ops(&[
        AllocOp::def,
        AllocaOp::def,
        CastOp::def,
        DimOp::def,
        RankOp::def,
        SubViewOp::def,
        CollapseShapeOp::def,
        ExpandShapeOp::def,
        DeallocOp::def,
        StoreOp::def,
        PrefetchOp::def,
        AtomicRmwOp::def,
        LoadOp::def,
        CopyOp::def,
        GlobalOp::def,
        GetGlobalOp::def,
        AllocaScopeReturnOp::def,
        AssumeAlignmentOp::def,
        ReshapeOp::def,
        ReallocOp::def,
        ExtractAlignedPointerAsIndexOp::def,
        MemorySpaceCastOp::def,
        ReinterpretCastOp::def,
        ExtractStridedMetadataOp::def,
    ]);
    r.add_op(OpDef {
        print: Some(print_alloca_scope),
        ..AllocaScopeOp::def()
    });
}

/// A copy from or to a buffer with no elements does nothing (MLIR's `FoldEmptyCopy`).
fn erase_empty_copy(op: OpId, rewriter: &mut tile_ir::pass::rewrite::Rewriter<'_>) -> Option<()> {
    let ctx = rewriter.ctx();
    let copy = CopyOp::cast(ctx, op)?;
    let empty = |v| shape_of(ctx, ctx.value_type(v)).is_some_and(|s| s.contains(&0));
    if !empty(copy.source(ctx)) && !empty(copy.target(ctx)) {
        return None;
    }
    rewriter.erase_op(op);
    Some(())
}

declare_op! {
    /// `memref.rank %m : memref<*xf32>`
    pub struct RankOp = "memref.rank", "rank operation";
    operands { memref: one ANY_RANKED_OR_UNRANKED_MEMREF }
    results { result: one INDEX }
    traits [PURE];
    format "$memref attr-dict `:` type($memref)";
    fold fold_rank;
}

declare_op! {
    /// `memref.extract_aligned_pointer_as_index %m : memref<4x4xf32> -> index`
    pub struct ExtractAlignedPointerAsIndexOp = "memref.extract_aligned_pointer_as_index", "Extracts a memref's underlying aligned pointer as an index";
    operands { source: one ANY_RANKED_OR_UNRANKED_MEMREF }
    results { aligned_pointer: one INDEX }
    traits [PURE];
    format "$source `:` type($source) `->` type(results) attr-dict";
    result_names ["intptr"];
}

declare_op! {
    /// `memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>`
    pub struct MemorySpaceCastOp = "memref.memory_space_cast", "Memref memory space cast operation";
    operands { source: one ANY_RANKED_OR_UNRANKED_MEMREF }
    results { dest: one ANY_RANKED_OR_UNRANKED_MEMREF }
    traits [PURE];
    format "$source attr-dict `:` type($source) `to` type($dest)";
    result_names ["memspacecast"];
    verify verify_memory_space_cast;
}

/// `memref.memory_space_cast`: only the memory space may change (MLIR's
/// `areCastCompatible`).
fn verify_memory_space_cast(
    ctx: &Context,
    op: OpId,
    c: MemorySpaceCastOp,
) -> Result<(), Diagnostic> {
    let (a, b) = (ctx.value_type(c.source(ctx)), ctx.value_type(c.dest(ctx)));
    // Ranked with ranked (same shape and layout) or unranked with unranked.
    let parts = |t| memref_parts(ctx, t).map(|(shape, _, layout, _)| (shape, layout));
    let same_but_space = element_type(ctx, a) == element_type(ctx, b)
        && parts(a) == parts(b)
        && is_any_memref(ctx, a)
        && is_any_memref(ctx, b);
    if !same_but_space {
        return Err(cast_incompatible(ctx, op, a, b));
    }
    Ok(())
}

declare_op! {
    /// `memref.collapse_shape %m [[0, 1]] : memref<2x2xf32> into memref<4xf32>`
    pub struct CollapseShapeOp = "memref.collapse_shape", "Collapse groups of dimensions";
    operands { src: one ANY_MEMREF }
    results { result: one ANY_MEMREF }
    attrs { reassociation: required Reassociation }
    traits [PURE];
    format "$src $reassociation attr-dict `:` type($src) `into` type($result)";
    result_names ["collapse_shape"];
    verify verify_reshape;
    fold fold_reshape;
}

declare_op! {
    /// `memref.expand_shape %m [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>`
    pub struct ExpandShapeOp = "memref.expand_shape", "Expand dimensions into groups";
    operands { src: one ANY_MEMREF, output_shape: many INDEX }
    results { result: one ANY_MEMREF }
    attrs { reassociation: required Reassociation, static_output_shape: required DenseI64ArrayAttr }
    traits [PURE];
    format "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)";
    custom [DYNAMIC_INDEX_LIST];
    result_names ["expand_shape"];
    verify verify_reshape;
    fold fold_reshape;
}

declare_op! {
    /// `memref.global "private" constant @g : memref<4xf32> = dense<0.0>`
    pub struct GlobalOp = "memref.global", "Declare or define a global memref";
    attrs {
        alignment: optional Alignment,
        constant: optional UnitAttr,
        initial_value: optional AnyAttr,
        sym_name: required SymbolNameAttr,
        sym_visibility: optional StrAttr,
        r#type: required MemRefTypeAttr,
    }
    traits [SYMBOL];
    format "($sym_visibility^)? (`constant` $constant^)? $sym_name `:` custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict";
    custom [GLOBAL_TYPE_AND_INITIAL_VALUE];
    verify verify_global;
}

/// `custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value)`: the memref type, then
/// `= uninitialized` or an elements literal written without its type (the memref's tensor
/// type); a non-static type is MLIR's error at the op name.
const GLOBAL_TYPE_AND_INITIAL_VALUE: tile_ir::ods::CustomDirective =
    tile_ir::ods::CustomDirective {
        name: "GlobalMemrefOpTypeAndInitialValue",
        parse: |p, fs, args| {
            let t = p.parse_type()?;
            let Some(tensor) = memref_tensor_type(p.ctx, t)
                .filter(|_| shape_of(p.ctx, t).is_some_and(|s| !s.contains(&DYNAMIC)))
            else {
                let msg = format!(
                    "type should be static shaped memref, but got '{}'",
                    ty_str(p.ctx, t)
                );
                return Err(custom_error(fs.name_loc, fs.op_name, msg));
            };
            let ta = p.ctx.type_attr(t);
            fs.set_attr(args.first(), ta);
            if !p.consume_if(TokenKind::Equal) {
                return Ok(());
            }
            let init = if p.consume_keyword("uninitialized") {
                p.ctx.unit_attr()
            } else if p.is_keyword("dense") {
                parse_dense_of_type(p, tensor)?
            } else {
                p.parse_attribute_of_type(Some(tensor))?
            };
            fs.set_attr(args.get(1), init);
            Ok(())
        },
        print: |p, view| {
            let ctx = p.ctx();
            if let Some(t) = view.attr(ctx, 0).and_then(|a| ctx.attr_type(a)) {
                p.ty(t);
            }
            let Some(init) = view.attr(ctx, 1) else {
                return;
            };
            p.write(" = ");
            let suffix = match ctx.attr_kind(init) {
                AttrKind::Unit => return p.write("uninitialized"),
                AttrKind::DenseElements { ty, .. }
                | AttrKind::SparseElements { ty, .. }
                | AttrKind::DenseResource { ty, .. } => format!(" : {}", ty_str(ctx, *ty)),
                _ => return p.attr(init),
            };
            let text = tile_ir::printer::attr_to_string(ctx, init);
            match text.strip_suffix(&suffix) {
                Some(body) => p.write(body),
                None => p.attr(init),
            }
        },
    };

/// `MemRefTypeAttr`.
pub struct MemRefTypeAttr;
impl AttrConstraint for MemRefTypeAttr {
    fn converts(ctx: &Context, a: Attr) -> bool {
        matches!(ctx.attr_kind(a), AttrKind::Type(_))
    }
    type Value = Type;
    const DESC: &'static str = "memref type attribute";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<Type> {
        ctx.attr_type(a)
            .filter(|&t| matches!(ctx.type_kind(t), TypeKind::MemRef { .. }))
    }
    fn make(ctx: &mut Context, v: Type) -> Attr {
        ctx.type_attr(v)
    }
}

declare_op! {
    /// `memref.get_global @g : memref<4xf32>`
    pub struct GetGlobalOp = "memref.get_global", "The memref of a global";
    results { result: one STATIC_SHAPE_MEMREF }
    attrs { name: required FlatSymbolRefAttr }
    traits [PURE];
    format "$name `:` type($result) attr-dict";
    verify verify_get_global;
}

tile_ir::type_constraint! {
    /// `AnyStaticShapeMemRef`.
    STATIC_SHAPE_MEMREF = "statically shaped memref of any type values",
        |c, t| matches!(c.type_kind(t), TypeKind::MemRef { shape, .. } if !shape.contains(&DYNAMIC)),
        class = ANY_MEMREF.class;
}

/// `memref.alloc` and `memref.alloca` share their declaration (MLIR's `AllocLikeOp`).
macro_rules! alloc_like {
    ($(#[$doc:meta])* $name:ident = $op:literal, $summary:literal, $result_name:literal) => {
        declare_op! {
            $(#[$doc])*
            pub struct $name = $op, $summary;
            operands { dynamicSizes: many INDEX, symbolOperands: many INDEX }
            results { memref: one ANY_MEMREF }
            attrs { alignment: optional Alignment }
            traits [MEM_ALLOC];
            format "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)";
            result_names [$result_name];
            verify verify_alloc;
            canonicalize [erase_dead_alloc, make_sizes_static];
        }
    };
}
alloc_like!(
    /// `memref.alloc(%d)[%s] : memref<?x4xf32>`
    AllocOp = "memref.alloc", "Heap buffer allocation", "alloc"
);
alloc_like!(
    /// `memref.alloca(%d) : memref<?xf32>`
    AllocaOp = "memref.alloca", "Stack buffer allocation", "alloca"
);

declare_op! {
    /// `memref.dealloc %m : memref<4xf32>`
    pub struct DeallocOp = "memref.dealloc", "Buffer deallocation";
    operands { memref: one ANY_RANKED_OR_UNRANKED_MEMREF }
    format "$memref attr-dict `:` type($memref)";
    canonicalize [read_through_casts];
}

declare_op! {
    /// `memref.load %m[%i] : memref<4xf32>`
    pub struct LoadOp = "memref.load", "Load an element from a memref";
    operands { memref: one ANY_MEMREF, indices: many INDEX }
    results { result: one ANY_TYPE }
    attrs { nontemporal: optional_default BoolAttr = false, alignment: optional Alignment }
    traits [MEM_READ];
    relations [element_type_of("memref", "result", "result type matches element type of 'memref'")];
    format "$memref `[` $indices `]` attr-dict `:` type($memref)";
    verify verify_load;
    canonicalize [read_through_casts, crate::bufferization::load_of_to_buffer];
}

declare_op! {
    /// `memref.store %v, %m[%i] : memref<4xf32>`
    pub struct StoreOp = "memref.store", "Store an element to a memref";
    operands { value: one ANY_TYPE, memref: one ANY_MEMREF, indices: many INDEX }
    attrs { nontemporal: optional_default BoolAttr = false, alignment: optional Alignment }
    relations [element_type_of("memref", "value", "type of 'value' matches element type of 'memref'")];
    format "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)";
    verify verify_store;
    canonicalize [read_through_casts];
}

declare_op! {
    /// `memref.dim %m, %i : memref<?xf32>`
    pub struct DimOp = "memref.dim", "Dimension size of a memref";
    operands { source: one NON_0_RANKED_OR_UNRANKED_MEMREF, index: one INDEX }
    results { result: one INDEX }
    traits [PURE];
    format "attr-dict $source `,` $index `:` type($source)";
    result_names ["dim"];
    fold fold_dim;
    canonicalize [read_through_casts, reshape_dim::dim_of_reshape, crate::bufferization::dim_of_to_buffer];
}

declare_op! {
    /// `memref.subview %m[%o, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>`
    pub struct SubViewOp = "memref.subview", "Memref subview";
    operands { source: one ANY_MEMREF, offsets: many INDEX, sizes: many INDEX, strides: many INDEX }
    results { result: one ANY_MEMREF }
    attrs { static_offsets: required DenseI64ArrayAttr, static_sizes: required DenseI64ArrayAttr, static_strides: required DenseI64ArrayAttr }
    traits [PURE];
    format "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)";
    custom [DYNAMIC_INDEX_LIST];
    result_names ["subview"];
    verify verify_subview;
    fold subview::fold_subview;
    canonicalize [subview::canonicalize_subview];
}

declare_op! {
    /// `memref.copy %a, %b : memref<4xf32> to memref<4xf32>`
    pub struct CopyOp = "memref.copy", "Copy one memref into another";
    operands { source: one ANY_RANKED_OR_UNRANKED_MEMREF, target: one ANY_RANKED_OR_UNRANKED_MEMREF }
    format "$source `,` $target attr-dict `:` type($source) `to` type($target)";
    verify verify_copy;
    canonicalize [erase_empty_copy, read_through_casts];
}

declare_op! {
    /// `memref.cast %m : memref<4xf32> to memref<?xf32>`
    pub struct CastOp = "memref.cast", "Memref cast";
    operands { source: one ANY_RANKED_OR_UNRANKED_MEMREF }
    results { dest: one ANY_RANKED_OR_UNRANKED_MEMREF }
    traits [PURE];
    format "$source attr-dict `:` type($source) `to` type($dest)";
    result_names ["cast"];
    verify verify_cast;
    fold fold_cast;
}

declare_op! {
    /// `memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32>`
    pub struct ReinterpretCastOp = "memref.reinterpret_cast", "Memref reinterpret cast";
    operands { source: one ANY_RANKED_OR_UNRANKED_MEMREF, offsets: many INDEX, sizes: many INDEX, strides: many INDEX }
    results { result: one ANY_MEMREF }
    attrs { static_offsets: required DenseI64ArrayAttr, static_sizes: required DenseI64ArrayAttr, static_strides: required DenseI64ArrayAttr }
    traits [PURE];
    format "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) `` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) `` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)";
    custom [DYNAMIC_INDEX_LIST];
    result_names ["reinterpret_cast"];
    verify verify_reinterpret_cast;
    canonicalize [metadata::reinterpret_cast_constants];
}

tile_ir::type_constraint! {
    /// `AnyNon0RankedOrUnrankedMemRef`.
    NON_0_RANKED_OR_UNRANKED_MEMREF = "unranked.memref of any type values or non-0-ranked.memref of any type values",
        |c, t| {
            matches!(c.type_kind(t), TypeKind::UnrankedMemRef { .. })
                || matches!(c.type_kind(t), TypeKind::MemRef { shape, .. } if !shape.is_empty())
        },
        class = ANY_RANKED_OR_UNRANKED_MEMREF.class;
}

/// `ConfinedAttr<I64Attr, [IntPositive, IntPowerOf2]>`: a buffer alignment.
pub struct Alignment;
impl AttrConstraint for Alignment {
    type Value = i64;
    const DESC: &'static str = ALIGNMENT_DESC;
    const SYNTAX: AttrSyntax = I64Attr::SYNTAX;
    fn get(ctx: &Context, a: Attr) -> Option<i64> {
        I64Attr::get(ctx, a).filter(|&v| v > 0 && v & (v - 1) == 0)
    }
    fn make(ctx: &mut Context, v: i64) -> Attr {
        I64Attr::make(ctx, v)
    }
}

// ----- strided layouts -----

/// Canonical (row-major) strides of a shape; dynamic sizes make outer strides dynamic.
pub(crate) fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut running: i64 = 1;
    for i in (0..shape.len()).rev() {
        if let Some(s) = strides.get_mut(i) {
            *s = running;
        }
        let d = shape.get(i).copied().unwrap_or(1);
        running = if running == DYNAMIC || d == DYNAMIC {
            DYNAMIC
        } else {
            running.saturating_mul(d)
        };
    }
    strides
}

/// Strides and offset of a ranked memref type, when its layout is strided.
pub(crate) fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else {
        return None;
    };
    match layout.map(|l| ctx.attr_kind(l)) {
        None => Some((canonical_strides(shape), 0)),
        Some(AttrKind::StridedLayout { offset, strides }) => Some((strides.clone(), *offset)),
        Some(AttrKind::AffineMap(m)) if m.is_identity() => Some((canonical_strides(shape), 0)),
        Some(AttrKind::AffineMap(m)) => {
            let (strides, offset) = m.strides_and_offset()?;
            let known = |v: Option<i64>| v.unwrap_or(DYNAMIC);
            Some((strides.into_iter().map(known).collect(), known(offset)))
        }
        _ => None,
    }
}

/// Saturating product where [`DYNAMIC`] absorbs everything except zero.
fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        return 0;
    }
    if a == DYNAMIC || b == DYNAMIC {
        return DYNAMIC;
    }
    a.checked_mul(b).unwrap_or(DYNAMIC)
}

/// Saturating sum where [`DYNAMIC`] absorbs everything.
fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        return DYNAMIC;
    }
    a.checked_add(b).unwrap_or(DYNAMIC)
}

/// How many symbols the layout of a memref needs (affine maps, or dynamic strided entries).
fn layout_symbols(ctx: &Context, t: Type) -> usize {
    let TypeKind::MemRef { layout, .. } = ctx.type_kind(t) else {
        return 0;
    };
    match layout.map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::AffineMap(m)) if !m.is_identity() => m.num_symbols,
        Some(AttrKind::StridedLayout { offset, strides }) => {
            let canonical_identity = *offset == 0 && strides.iter().all(|&s| s != DYNAMIC) && {
                let shape = shape_of(ctx, t).unwrap_or_default();
                canonical_strides(&shape) == *strides && !shape.contains(&DYNAMIC)
            };
            if canonical_identity {
                0
            } else {
                usize::from(*offset == DYNAMIC) + strides.iter().filter(|&&s| s == DYNAMIC).count()
            }
        }
        _ => 0,
    }
}

// ----- alloc / alloca -----

const ALIGNMENT_DESC: &str = "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0";

fn verify_alloc<V>(ctx: &Context, op: OpId, _: V) -> Result<(), Diagnostic> {
    let Some(&t) = ctx.result_types(op).first() else {
        return Ok(());
    };
    let segs = tile_ir::ods::checked_segments(ctx, op, 2)?;
    let shape = shape_of(ctx, t).unwrap_or_default();
    let expected = shape.iter().filter(|&&d| d == DYNAMIC).count();
    let have = segs.first().copied().unwrap_or(0);
    if have != expected {
        return Err(ctx.op_error(
            op,
            format!("incorrect number of dynamic sizes, has {have}, expected {expected}"),
        ));
    }
    let syms = layout_symbols(ctx, t);
    let have_syms = segs.get(1).copied().unwrap_or(0);
    if have_syms != syms {
        return Err(ctx.op_error(op, format!("symbol operand count does not equal memref symbol count: expected {syms}, got {have_syms}")));
    }
    Ok(())
}

// ----- load / store -----

fn verify_load(ctx: &Context, op: OpId, view: LoadOp) -> Result<(), Diagnostic> {
    check_indices(
        ctx,
        op,
        view.memref(ctx),
        view.indices(ctx).len(),
        |rank, n| format!("incorrect number of indices for load, expected {rank} but got {n}"),
    )
}

fn verify_store(ctx: &Context, op: OpId, view: StoreOp) -> Result<(), Diagnostic> {
    check_indices(
        ctx,
        op,
        view.memref(ctx),
        view.indices(ctx).len(),
        |_, _| "store index operand count not equal to memref rank".into(),
    )
}

/// One index per dimension of the memref `m`; `msg(rank, n)` is the op's MLIR message.
fn check_indices(
    ctx: &Context,
    op: OpId,
    m: tile_ir::Value,
    n: usize,
    msg: impl FnOnce(usize, usize) -> String,
) -> Result<(), Diagnostic> {
    let rank = shape_of(ctx, ctx.value_type(m)).map_or(0, |s| s.len());
    if n == rank {
        return Ok(());
    }
    Err(ctx.op_error(op, msg(rank, n)))
}

// ----- offsets / sizes / strides (MLIR's OffsetSizeAndStrideOpInterface) -----

// ----- subview -----

fn verify_subview(ctx: &Context, op: OpId, view: SubViewOp) -> Result<(), Diagnostic> {
    let (src_t, res_t) = (
        ctx.value_type(view.source(ctx)),
        ctx.value_type(view.result(ctx)),
    );
    let Some((src_shape, elem, _, src_space)) = memref_parts(ctx, src_t) else {
        return Ok(());
    };
    let rank = src_shape.len();
    let [offs, sizes, strides] = verify_offset_size_stride(ctx, op, view, [rank; 3])?;
    let loc = op_loc(ctx, op);
    let plain = |m: String| Err(Diagnostic::error(loc, m));
    let s = |t: Type| ty_str(ctx, t);
    if memory_space(ctx, res_t) != src_space {
        return plain(format!(
            "different memory spaces specified for base memref type '{}' and subview memref type '{}'",
            s(src_t),
            s(res_t)
        ));
    }
    let Some((src_strides, src_offset)) = strides_and_offset(ctx, src_t) else {
        return plain(format!("base type '{}' is not strided", s(src_t)));
    };
    let (res_strides, offset) = subview::subview_layout(&src_strides, src_offset, &offs, &strides);
    let strides_text: Vec<String> = res_strides.iter().map(|&d| dim_str(d)).collect();
    let offset_text = match offset {
        0 => String::new(),
        o => format!(", offset: {}", dim_str(o)),
    };
    let layout = format!("strided<[{}]{offset_text}>", strides_text.join(", "));
    let expected_str = memref_text(ctx, &sizes, elem, &layout, src_space);
    let got = s(res_t);
    let err = |what: &str| {
        Diagnostic::error(
            loc,
            format!(
                "expected result type to be '{expected_str}' or a rank-reduced version. ({what}), but got '{got}'"
            ),
        )
    };
    let res_shape = shape_of(ctx, res_t).unwrap_or_default();
    let same = res_shape == sizes
        && element_type(ctx, res_t) == Some(elem)
        && strides_and_offset(ctx, res_t).is_some_and(|(rs, ro)| rs == res_strides && ro == offset)
        && matches!(ctx.type_kind(res_t), TypeKind::MemRef { layout: Some(l), .. } if matches!(ctx.attr_kind(*l), AttrKind::StridedLayout { .. }));
    if !same {
        if res_shape.len() > sizes.len() {
            return plain(format!(
                "expected result rank to be smaller or equal to the source rank, but got '{got}'"
            ));
        }
        if !is_rank_reduction(&sizes, &res_shape) {
            return Err(err("mismatch of result sizes"));
        }
        if element_type(ctx, res_t) != Some(elem) {
            return plain(format!(
                "expected result element type to be '{}', but got '{got}'",
                s(elem)
            ));
        }
        let Some((rs, ro)) = strides_and_offset(ctx, res_t) else {
            return Err(err("mismatch of result layout"));
        };
        if ro != offset {
            return Err(err("mismatch of result layout"));
        }
        let Some(unused) = reduction_mask_with_strides(ctx, &sizes, &res_strides, res_t) else {
            return Err(err("mismatch of result layout"));
        };
        let kept: Vec<i64> = res_strides
            .iter()
            .zip(&unused)
            .filter(|(_, u)| !**u)
            .map(|(&x, _)| x)
            .collect();
        if kept != rs {
            return Err(err("mismatch of result layout"));
        }
    }
    check_in_bounds(ctx, op, &src_shape, &[offs, sizes, strides])
}

/// MLIR's `computeMemRefRankReductionMask` for the inferred subview type (given by its sizes
/// and strides) and the written result type.
fn reduction_mask_with_strides(
    ctx: &Context,
    sizes: &[i64],
    strides: &[i64],
    reduced: Type,
) -> Option<Vec<bool>> {
    let rshape = shape_of(ctx, reduced)?;
    let orank = sizes.len();
    let rrank = rshape.len();
    let mut unused = vec![false; orank];
    if orank == rrank {
        return Some(unused);
    }
    for (i, &s) in sizes.iter().enumerate() {
        if s == 1
            && let Some(u) = unused.get_mut(i)
        {
            *u = true;
        }
    }
    if unused.iter().filter(|&&u| u).count() + rrank == orank {
        return Some(unused);
    }
    let (cstrides, _) = strides_and_offset(ctx, reduced)?;
    let count = |v: &[i64]| {
        let mut m = std::collections::BTreeMap::<i64, usize>::new();
        for &x in v {
            *m.entry(x).or_default() += 1;
        }
        m
    };
    let mut unaccounted = count(strides);
    let cand = count(&cstrides);
    for dim in 0..orank {
        if !unused.get(dim).copied().unwrap_or(false) {
            continue;
        }
        let s = strides.get(dim).copied().unwrap_or(0);
        let u = unaccounted.get(&s).copied().unwrap_or(0);
        let c = cand.get(&s).copied().unwrap_or(0);
        if u > c {
            if let Some(x) = unaccounted.get_mut(&s) {
                *x -= 1;
            }
        } else if u == c {
            if let Some(x) = unused.get_mut(dim) {
                *x = false;
            }
        } else {
            return None;
        }
    }
    if unused.iter().filter(|&&u| u).count() + rrank != orank {
        return None;
    }
    Some(unused)
}

// ----- copy / cast -----

fn verify_copy(ctx: &Context, op: OpId, _: CopyOp) -> Result<(), Diagnostic> {
    let ot = ctx.operand_types(op);
    let (Some(&a), Some(&b)) = (ot.first(), ot.get(1)) else {
        return Ok(());
    };
    // MLIR's `SameOperandsShape` asks for compatible shapes: a dynamic size matches any.
    if !tile_ir::ods::constraints::compatible_shape(ctx, a, b) {
        return Err(ctx.op_error(op, "requires the same shape for all operands"));
    }
    if element_type(ctx, a) != element_type(ctx, b) {
        return Err(ctx.op_error(op, "requires the same element type for all operands"));
    }
    Ok(())
}

/// MLIR's `memref::CastOp::areCastCompatible`: one element type and memory space; ranked
/// shapes compatible with layouts equal or strided alike up to dynamic entries; a ranked
/// memref casts to and from an unranked one, never unranked to unranked.
pub(crate) fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    if element_type(ctx, a) != element_type(ctx, b) || memory_space(ctx, a) != memory_space(ctx, b)
    {
        return false;
    }
    let (Some((sa, _, la, _)), Some((sb, _, lb, _))) = (memref_parts(ctx, a), memref_parts(ctx, b))
    else {
        let unranked = |t| matches!(ctx.type_kind(t), TypeKind::UnrankedMemRef { .. });
        return unranked(a) != unranked(b) && is_any_memref(ctx, a) && is_any_memref(ctx, b);
    };
    if !tile_ir::ods::constraints::dims_compatible(&sa, &sb) {
        return false;
    }
    if la == lb {
        return true;
    }
    let ok = |x: i64, y: i64| x == y || x == DYNAMIC || y == DYNAMIC;
    match (strides_and_offset(ctx, a), strides_and_offset(ctx, b)) {
        (Some((s1, o1)), Some((s2, o2))) => {
            ok(o1, o2) && s1.len() == s2.len() && s1.iter().zip(&s2).all(|(&x, &y)| ok(x, y))
        }
        _ => false,
    }
}

fn verify_cast(ctx: &Context, op: OpId, _: CastOp) -> Result<(), Diagnostic> {
    let (Some(&a), Some(&b)) = (ctx.operand_types(op).first(), ctx.result_types(op).first()) else {
        return Ok(());
    };
    if !cast_compatible(ctx, a, b) {
        return Err(cast_incompatible(ctx, op, a, b));
    }
    Ok(())
}

// ----- reinterpret_cast -----

fn verify_reinterpret_cast(
    ctx: &Context,
    op: OpId,
    view: ReinterpretCastOp,
) -> Result<(), Diagnostic> {
    let (src_t, res_t) = (
        ctx.value_type(view.source(ctx)),
        ctx.value_type(view.result(ctx)),
    );
    let rank = shape_of(ctx, res_t).map(|s| s.len()).unwrap_or(0);
    let [offs, sizes, strides] = verify_offset_size_stride(ctx, op, view, [1, rank, rank])?;
    let loc = op_loc(ctx, op);
    let plain = |m: String| Err(Diagnostic::error(loc, m));
    let s = |t: Type| ty_str(ctx, t);
    if memory_space(ctx, src_t) != memory_space(ctx, res_t) {
        return plain(format!(
            "different memory spaces specified for source type '{}' and result memref type '{}'",
            s(src_t),
            s(res_t)
        ));
    }
    if element_type(ctx, src_t) != element_type(ctx, res_t) {
        return plain(format!(
            "different element types specified for source type '{}' and result memref type '{}'",
            s(src_t),
            s(res_t)
        ));
    }
    let dynamic_or = |v: i64| {
        if v == DYNAMIC {
            "dynamic".to_string()
        } else {
            v.to_string()
        }
    };
    for (i, (&r, &e)) in shape_of(ctx, res_t)
        .unwrap_or_default()
        .iter()
        .zip(&sizes)
        .enumerate()
    {
        if r != DYNAMIC && r != e {
            return plain(format!(
                "expected result type with size = {} instead of {r} in dim = {i}",
                dynamic_or(e)
            ));
        }
    }
    let Some((rs, ro)) = strides_and_offset(ctx, res_t) else {
        return plain(format!(
            "expected result type to have strided layout but found '{}'",
            s(res_t)
        ));
    };
    let eo = offs.first().copied().unwrap_or(0);
    if ro != DYNAMIC && ro != eo {
        return plain(format!(
            "expected result type with offset = {} instead of {ro}",
            dynamic_or(eo)
        ));
    }
    for (i, (&r, &e)) in rs.iter().zip(&strides).enumerate() {
        if r != DYNAMIC && r != e {
            return plain(format!(
                "expected result type with stride = {} instead of {r} in dim = {i}",
                dynamic_or(e)
            ));
        }
    }
    Ok(())
}

// ----- collapse_shape / expand_shape -----

fn verify_reshape<V>(ctx: &Context, op: OpId, _: V) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let expansion = ExpandShapeOp::cast(ctx, op);
    let (groups, src, res) = match (CollapseShapeOp::cast(ctx, op), expansion) {
        (Some(c), _) => (c.reassociation(ctx), c.src(ctx), c.result(ctx)),
        (_, Some(e)) => (e.reassociation(ctx), e.src(ctx), e.result(ctx)),
        _ => return Ok(()),
    };
    let (expand, src_t, res_t) = (
        expansion.is_some(),
        ctx.value_type(src),
        ctx.value_type(res),
    );
    let (Some((src_shape, elem, src_layout, space)), Some(res_shape)) =
        (memref_parts(ctx, src_t), shape_of(ctx, res_t))
    else {
        return Ok(());
    };
    let (r0, r1) = (src_shape.len(), res_shape.len());
    if expand && r0 > r1 {
        return err(format!(
            "has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."
        ));
    }
    if !expand && r0 < r1 {
        return err(format!(
            "has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
        ));
    }
    let (collapsed, expanded) = if expand {
        (&src_shape, &res_shape)
    } else {
        (&res_shape, &src_shape)
    };
    verify_collapsed_shape(ctx, op, collapsed, expanded, &groups)?;
    let identity = src_layout
        .is_none_or(|l| matches!(ctx.attr_kind(l), AttrKind::AffineMap(m) if m.is_identity()));
    if identity {
        let expected = memref_text(ctx, &res_shape, elem, "", space);
        let found = ty_str(ctx, res_t);
        if expected != found {
            let what = if expand { "expanded" } else { "collapsed" };
            return err(format!(
                "expected {what} type to be '{expected}' but found '{found}'"
            ));
        }
    }
    if let Some(e) = expansion {
        let statics = e.static_output_shape(ctx);
        if statics.len() != res_shape.len() {
            return err(format!(
                "expected number of static shape bounds to be equal to the output rank ({}) but found {} inputs instead",
                res_shape.len(),
                statics.len()
            ));
        }
        let nd = statics.iter().filter(|&&d| d == DYNAMIC).count();
        let have = e.output_shape(ctx).len();
        if nd != have {
            return err(format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {nd} dynamic dims while output_shape has {have} values"
            ));
        }
        for (i, (&r, &s)) in res_shape.iter().zip(&statics).enumerate() {
            if r != DYNAMIC && r != s {
                return err(format!("invalid output shape provided at pos {i}"));
            }
        }
    }
    Ok(())
}

/// MLIR's `verifyCollapsedShape` (multiple dynamic dims per group allowed).
fn verify_collapsed_shape(
    ctx: &Context,
    op: OpId,
    collapsed: &[i64],
    expanded: &[i64],
    groups: &[Vec<i64>],
) -> Result<(), Diagnostic> {
    if collapsed.len() != groups.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "invalid number of reassociation groups: found {}, expected {}",
                groups.len(),
                collapsed.len()
            ),
        ));
    }
    let mut next = 0i64;
    for (cd, g) in groups.iter().enumerate() {
        let mut found_dynamic = false;
        for &d in g {
            if d != next {
                return Err(ctx.op_error(op, "reassociation indices must be contiguous"));
            }
            next += 1;
            let Some(&size) = usize::try_from(d).ok().and_then(|i| expanded.get(i)) else {
                return Err(ctx.op_error(op, format!("reassociation index {d} is out of bounds")));
            };
            found_dynamic |= size == DYNAMIC;
        }
        let c = collapsed.get(cd).copied().unwrap_or(0);
        if (c == DYNAMIC) != found_dynamic {
            return Err(ctx.op_error(op, format!("collapsed dim ({cd}) must be dynamic if and only if reassociation group is dynamic")));
        }
        if !found_dynamic {
            // Saturating: a group whose product overflows i64 can never match `c`.
            let size: i64 = g
                .iter()
                .filter_map(|&d| usize::try_from(d).ok().and_then(|i| expanded.get(i)))
                .fold(1i64, |acc, &n| acc.saturating_mul(n));
            if size != c {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "collapsed dim size ({c}) must equal reassociation group size ({size})"
                    ),
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return Err(ctx.op_error(
                op,
                "rank 0 memrefs can only be extended/collapsed with/from ones",
            ));
        }
    } else if next != expanded.len() as i64 {
        return Err(ctx.op_error(
            op,
            format!(
                "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
                expanded.len()
            ),
        ));
    }
    Ok(())
}

// ----- global / get_global -----

/// Parses `dense<...>` written without its `: type` (as `memref.global` writes it), giving it
/// type `ty`. The literal is re-parsed with the type appended, with offsets kept so diagnostics
/// inside it point at the original text.
fn parse_dense_of_type(p: &mut Parser<'_>, ty: Type) -> PResult<Attr> {
    let start = p.token().start;
    p.bump();
    let body = p.skip_balanced_angle()?;
    let text = format!("dense<{body}> : {}", ty_str(p.ctx, ty));
    let file = p.file();
    let mut sub = Parser::new(
        &mut *p.ctx,
        &text,
        file,
        start,
        tile_ir::parser::ParseOptions::default(),
    );
    sub.parse_attribute()
}

/// The tensor type with a memref's shape and element type.
fn memref_tensor_type(ctx: &mut Context, t: Type) -> Option<Type> {
    let (shape, elem, _, _) = memref_parts(ctx, t)?;
    Some(ctx.tensor_type(shape, elem, None))
}

fn verify_global(ctx: &Context, op: OpId, global: GlobalOp) -> Result<(), Diagnostic> {
    let t = global.r#type(ctx);
    if shape_of(ctx, t).is_some_and(|s| s.contains(&DYNAMIC)) {
        return Err(ctx.op_error(
            op,
            format!(
                "type should be static shaped memref, but got '{}'",
                ty_str(ctx, t)
            ),
        ));
    }
    if let Some(init) = ctx.op_attr(op, "initial_value") {
        match ctx.attr_kind(init) {
            AttrKind::Unit => {}
            AttrKind::DenseElements { ty, .. }
            | AttrKind::SparseElements { ty, .. }
            | AttrKind::DenseResource { ty, .. } => {
                let Some((shape, elem, _, _)) = memref_parts(ctx, t) else {
                    return Ok(());
                };
                let TypeKind::RankedTensor {
                    shape: init_shape,
                    element: init_elem,
                    ..
                } = ctx.type_kind(*ty)
                else {
                    return Ok(());
                };
                if *init_elem != elem {
                    return Err(ctx.op_error(op, format!("initial value element expected to be of type '{}', but was of type '{}'", ty_str(ctx, elem), ty_str(ctx, *init_elem))));
                }
                if *init_shape != shape {
                    let list =
                        |v: &[i64]| v.iter().map(|&d| dim_str(d)).collect::<Vec<_>>().join(", ");
                    return Err(ctx.op_error(
                        op,
                        format!(
                            "initial value shape expected to be {} but was {}",
                            list(&shape),
                            list(init_shape)
                        ),
                    ));
                }
            }
            _ => {
                return Err(
                    ctx.op_error(op, "initial value should be a unit or elements attribute")
                );
            }
        }
    }
    Ok(())
}

fn verify_get_global(ctx: &Context, op: OpId, get: GetGlobalOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let sym = get.name(ctx);
    let global = tile_ir::verifier::lookup_nearest_symbol(ctx, op, &sym)
        .and_then(|g| GlobalOp::cast(ctx, g));
    let Some(global) = global else {
        return err(format!("'{sym}' does not reference a valid global memref"));
    };
    let (gt, rt) = (global.r#type(ctx), ctx.value_type(get.result(ctx)));
    if gt != rt {
        return err(format!(
            "result type '{}' does not match type '{}' of the global memref @{sym}",
            ty_str(ctx, rt),
            ty_str(ctx, gt)
        ));
    }
    Ok(())
}

tile_ir::type_constraint! {
    /// `MemRefRankOf<[AnySignlessInteger, Index], [1]>`: the shape operand of `memref.reshape`.
    SHAPE_MEMREF = "1D memref of signless integer or index values",
        |ctx, t| {
            matches!(ctx.type_kind(t), TypeKind::MemRef { shape, element, .. }
                if shape.len() == 1 && (SIGNLESS_INT_OR_INDEX.check)(ctx, *element))
        },
        class = ANY_MEMREF.class;
}

declare_op! {
    /// `memref.reshape %m(%shape) : (memref<4xf32>, memref<2xindex>) -> memref<2x2xf32>`
    pub struct ReshapeOp = "memref.reshape", "memref reshape operation";
    operands { source: one ANY_RANKED_OR_UNRANKED_MEMREF, shape: one SHAPE_MEMREF }
    results { result: one ANY_RANKED_OR_UNRANKED_MEMREF }
    traits [PURE];
    format "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)";
    result_names ["reshape"];
    verify verify_memref_reshape;
}

declare_op! {
    /// `memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>`
    pub struct ReallocOp = "memref.realloc", "memory reallocation operation";
    operands { source: one crate::sparse_tensor::ops::MEMREF_1D, dynamicResultSize: optional INDEX }
    results { result: one crate::sparse_tensor::ops::MEMREF_1D }
    attrs { alignment: optional Alignment }
    format "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type($result)";
    verify verify_realloc;
    canonicalize [erase_dead_alloc];
}

/// `memref.reshape`: MLIR's element type, identity layout and shape length checks.
fn verify_memref_reshape(ctx: &Context, op: OpId, rs: ReshapeOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let (src, res) = (
        ctx.value_type(rs.source(ctx)),
        ctx.value_type(rs.result(ctx)),
    );
    // Element type, rank (ranked memrefs) and layout.
    let parts = |t| match memref_parts(ctx, t) {
        Some((shape, element, layout, _)) => (Some(element), Some(shape.len()), layout),
        None => (element_type(ctx, t), None, None),
    };
    let ((se, _, sl), (re, rr, rl)) = (parts(src), parts(res));
    if se != re {
        return err(
            "element types of source and destination memref types should be the same".into(),
        );
    }
    if sl.is_some() {
        return err("source memref type should have identity affine map".into());
    }
    let shape_len = shape_of(ctx, ctx.value_type(rs.shape(ctx))).and_then(|s| s.first().copied());
    if let (Some(rank), Some(n)) = (rr, shape_len) {
        if rl.is_some() {
            return err("result memref type should have identity affine map".into());
        }
        if n == DYNAMIC {
            return err("cannot use shape operand with dynamic length to reshape to statically-ranked memref type".into());
        }
        if n != rank as i64 {
            return err("length of shape operand differs from the result's memref rank".into());
        }
    }
    Ok(())
}

/// `memref.realloc`: element types and the dynamic size operand (MLIR reports these without
/// the op prefix).
fn verify_realloc(ctx: &Context, op: OpId, r: ReallocOp) -> Result<(), Diagnostic> {
    let (src, res) = (ctx.value_type(r.source(ctx)), ctx.value_type(r.result(ctx)));
    let loc = ctx.op(op).loc;
    let plain = |m: String| Err(Diagnostic::error(loc, m));
    let ty = |t| tile_ir::printer::type_to_string(ctx, t);
    for (t, which) in [(src, "source"), (res, "result")] {
        if !view::has_identity_layout(ctx, t) {
            return plain(format!(
                "unsupported layout for {which} memref type '{}'",
                ty(t)
            ));
        }
    }
    let space = |t| match ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } => *memory_space,
        _ => None,
    };
    if space(src) != space(res) {
        return plain(format!(
            "different memory spaces specified for source memref type '{}' and result memref type '{}'",
            ty(src),
            ty(res)
        ));
    }
    if crate::tensor::util::element_type_or_self(ctx, src)
        != crate::tensor::util::element_type_or_self(ctx, res)
    {
        return plain(format!(
            "different element types specified for source memref type '{}' and result memref type '{}'",
            ty(src),
            ty(res)
        ));
    }
    let dynamic = matches!(ctx.type_kind(res), TypeKind::MemRef { shape, .. } if shape.first() == Some(&DYNAMIC));
    match (dynamic, r.dynamicResultSize(ctx)) {
        (true, None) => plain(format!(
            "missing dimension operand for result type '{}'",
            ty(res)
        )),
        (false, Some(_)) => plain(format!(
            "unnecessary dimension operand for result type '{}'",
            ty(res)
        )),
        _ => Ok(()),
    }
}

tile_ir::bounded_int_attr!(
    /// `ConfinedAttr<I32Attr, [IntPositive]>`.
    pub PositiveI32Attr = (32, 1, i64::MAX),
    Positive,
    "32-bit signless integer attribute whose value is positive"
);

declare_op! {
    /// `%r = memref.assume_alignment %m, 16 : memref<4xf32>`
    pub struct AssumeAlignmentOp = "memref.assume_alignment", "assumption that gives alignment information to the input memref";
    operands { memref: one ANY_MEMREF }
    results { result: one ANY_MEMREF }
    attrs { alignment: required PositiveI32Attr }
    traits [PURE];
    relations [tile_ir::ods::TypeRelation::AllMatch(&["memref", "result"])];
    format "$memref `,` $alignment attr-dict `:` type($memref)";
    result_names ["assume_align"];
    verify verify_assume_alignment;
}

/// `memref.assume_alignment`: a power-of-two alignment.
fn verify_assume_alignment(
    ctx: &Context,
    op: OpId,
    a: AssumeAlignmentOp,
) -> Result<(), Diagnostic> {
    let v = a.alignment(ctx);
    if v <= 0 || v & (v - 1) != 0 {
        return Err(ctx.op_error(op, "alignment must be power of 2"));
    }
    Ok(())
}

declare_op! {
    /// `%r = memref.alloca_scope -> (f32) { ... memref.alloca_scope.return %v : f32 }`
    pub struct AllocaScopeOp = "memref.alloca_scope", "explicitly delimited scope for stack allocation";
    results { results: many ANY_TYPE }
    regions { bodyRegion: sized implicit "memref.alloca_scope.return" }
    traits [RECURSIVE_EFFECTS, SINGLE_BLOCK, NO_REGION_ARGUMENTS];
    // MLIR's parseOptionalArrowTypeList: `-> f32` or `-> (f32, i32)`, printed in parentheses.
    format "(`->` custom<ParenResultTypes>(type($results))^)? $bodyRegion attr-dict";
    custom [PAREN_RESULT_TYPES];
    verify verify_alloca_scope;
    canonicalize [alloca_scope::inline_alloca_scope];
}

declare_op! {
    /// `memref.alloca_scope.return %v : f32`
    pub struct AllocaScopeReturnOp = "memref.alloca_scope.return", "terminator for alloca_scope operation";
    operands { results: many ANY_TYPE }
    traits [TERMINATOR, RETURN_LIKE, PURE];
    parents ["memref.alloca_scope"];
    format "attr-dict ($results^ `:` type($results))?";
}

/// MLIR's hand-written printer of `memref.alloca_scope` (which writes two spaces after the
/// name): ` -> (types)` only with results, the terminator only when it returns values.
fn print_alloca_scope(p: &mut tile_ir::printer::OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let results = ctx.result_types(op);
    p.write(" ");
    if !results.is_empty() {
        p.write(" -> (");
        p.types(&results);
        p.write(")");
    }
    p.write(" ");
    if let Some(&r) = ctx.op(op).regions().first() {
        p.region(r, false, !results.is_empty());
    }
    p.op_attr_dict(op, &[]);
}

/// `memref.alloca_scope`: the values its terminator returns match its results
/// (`RegionBranchOpInterface`).
fn verify_alloca_scope(ctx: &Context, op: OpId, a: AllocaScopeOp) -> Result<(), Diagnostic> {
    let Some(block) = ctx.entry_block(a.bodyRegion(ctx)) else {
        return Ok(());
    };
    let Some(&term) = ctx.block(block).ops.last() else {
        return Ok(());
    };
    if AllocaScopeReturnOp::cast(ctx, term).is_none() {
        return Ok(());
    }
    let src = format!("Operation {}", ctx.op_name_of(term));
    let returned = ctx.op(term).operands.to_vec();
    let results = ctx.op(op).results.to_vec();
    crate::ods::check_region_edge(
        ctx,
        op,
        (&src, crate::ods::op_loc(ctx, term)),
        "parent",
        &returned,
        &results,
    )
}

/// `arith::AtomicRMWKind`, by value.
pub const ATOMIC_RMW_KINDS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

tile_ir::bounded_int_attr!(
    /// `AtomicRMWKindAttr`: an `i64` naming one of [`ATOMIC_RMW_KINDS`].
    pub AtomicRmwKindAttr = (64, 0, 15),
    AtomicRmwKind,
    "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15", stored_with_width
);

/// `$kind` of `memref.atomic_rmw`: the kind's keyword or a string naming it.
const ATOMIC_RMW_KIND: tile_ir::ods::CustomDirective = tile_ir::ods::CustomDirective {
    name: "AtomicRMWKind",
    parse: |p, fs, args| {
        let k = tile_ir::ods::parse_enum_case("kind", &ATOMIC_RMW_KINDS, p)
            .map_err(|d| tile_ir::ods::in_custom_op(d, fs.op_name))?;
        let a = AtomicRmwKindAttr::make(p.ctx, k as i64);
        fs.set_attr(args.first(), a);
        Ok(())
    },
    print: |p, view| {
        let ctx = p.ctx();
        let k = view
            .attr(ctx, 0)
            .and_then(|a| AtomicRmwKindAttr::get(ctx, a))
            .and_then(|k| ATOMIC_RMW_KINDS.get(k as usize));
        p.write(k.copied().unwrap_or(""));
    },
};

tile_ir::type_constraint! {
    /// `AnyTypeOf<[AnySignlessInteger, AnyFloat]>`.
    pub(crate) INT_OR_FLOAT = "signless integer or floating-point",
        |ctx, t| {
            matches!(ctx.type_kind(t), TypeKind::Float(_))
                || matches!(
                    ctx.type_kind(t),
                    TypeKind::Integer {
                        signedness: tile_ir::types::Signedness::Signless,
                        ..
                    }
                )
        };
    /// `MemRefOf<[AnySignlessInteger, AnyFloat]>`.
    pub(crate) INT_OR_FLOAT_MEMREF = "memref of signless integer or floating-point values",
        |ctx, t| matches!(ctx.type_kind(t), TypeKind::MemRef { element, .. } if (INT_OR_FLOAT.check)(ctx, *element)),
        class = ANY_MEMREF.class;
}

declare_op! {
    /// `%r = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32`
    pub struct AtomicRmwOp = "memref.atomic_rmw", "atomic read-modify-write operation";
    operands { value: one INT_OR_FLOAT, memref: one INT_OR_FLOAT_MEMREF, indices: many INDEX }
    results { result: one INT_OR_FLOAT }
    attrs { kind: required AtomicRmwKindAttr }
    relations [
        tile_ir::ods::TypeRelation::AllMatch(&["value", "result"]),
        element_type_of("memref", "value", "value type matches element type of memref"),
    ];
    format "custom<AtomicRMWKind>($kind) $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)";
    custom [ATOMIC_RMW_KIND];
    verify verify_atomic_rmw;
    canonicalize [read_through_casts];
}

/// `memref.atomic_rmw`: one subscript per dimension; float kinds on floats, integer kinds on
/// integers (MLIR's messages).
fn verify_atomic_rmw(ctx: &Context, op: OpId, a: AtomicRmwOp) -> Result<(), Diagnostic> {
    check_indices(ctx, op, a.memref(ctx), a.indices(ctx).len(), |_, _| {
        "expects the number of subscripts to be equal to memref rank".into()
    })?;
    let kind = ATOMIC_RMW_KINDS
        .get(a.kind(ctx) as usize)
        .copied()
        .unwrap_or("");
    let is_float = matches!(
        ctx.type_kind(ctx.value_type(a.value(ctx))),
        TypeKind::Float(_)
    );
    let wants = match kind {
        "addf" | "maximumf" | "maxnumf" | "minimumf" | "minnumf" | "mulf" => {
            Some((true, "a floating-point type"))
        }
        "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "andi" | "xori" => {
            Some((false, "an integer type"))
        }
        _ => None,
    };
    if let Some((float, what)) = wants
        && float != is_float
    {
        return Err(ctx.op_error(op, format!("with kind '{kind}' expects {what}")));
    }
    Ok(())
}

tile_ir::bounded_int_attr!(
    /// `ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>`: a prefetch's locality hint
    /// (memref's and affine's).
    pub LocalityHintAttr = (32, 0, 3),
    LocalityHint,
    "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3"
);

declare_op! {
    /// `memref.prefetch %m[%i, %j], read, locality<3>, data : memref<400x400xi32>`
    pub struct PrefetchOp = "memref.prefetch", "prefetch operation";
    operands { memref: one ANY_MEMREF, indices: many INDEX }
    attrs {
        isDataCache: required BoolAttr,
        isWrite: required BoolAttr,
        localityHint: required LocalityHintAttr
    }
    format "$memref `[` $indices `]` `,` custom<PrefetchFlags>($isWrite, $localityHint, $isDataCache) attr-dict custom<ColonMemRefType>(type($memref))";
    custom [PREFETCH_FLAGS, COLON_MEMREF_TYPE];
    verify verify_prefetch;
    canonicalize [read_through_casts];
}

/// `custom<PrefetchFlags>($isWrite, $localityHint, $isDataCache)`: `read|write,
/// locality<N>, data|instr` of `memref.prefetch` and `affine.prefetch`.
pub(crate) const PREFETCH_FLAGS: tile_ir::ods::CustomDirective = tile_ir::ods::CustomDirective {
    name: "PrefetchFlags",
    parse: |p, fs, args| {
        let (is_write, hint, is_data) = parse_prefetch_flags(p, fs.op_name, fs.name_loc)?;
        let (w, d) = (
            BoolAttr::make(p.ctx, is_write),
            BoolAttr::make(p.ctx, is_data),
        );
        let h = LocalityHintAttr::make(p.ctx, hint);
        fs.set_attr(args.first(), w);
        fs.set_attr(args.get(1), h);
        fs.set_attr(args.get(2), d);
        Ok(())
    },
    print: |p, view| {
        let ctx = p.ctx();
        let flag = |k| view.attr(ctx, k).and_then(|a| BoolAttr::get(ctx, a));
        let hint = view
            .attr(ctx, 1)
            .and_then(|a| LocalityHintAttr::get(ctx, a));
        let rw = if flag(0) == Some(true) {
            "write"
        } else {
            "read"
        };
        let cache = if flag(2) == Some(true) {
            "data"
        } else {
            "instr"
        };
        p.write(&format!("{rw}, locality<{}>, {cache}", hint.unwrap_or(0)));
    },
};

/// `read|write, locality<N>, data|instr` as `(isWrite, localityHint, isDataCache)`; a bad
/// specifier is reported at `loc` (the op's name, as MLIR does).
fn parse_prefetch_flags(
    p: &mut Parser<'_>,
    name: &str,
    loc: tile_ir::Loc,
) -> PResult<(bool, i64, bool)> {
    let is_write = match p.parse_optional_keyword() {
        Some("read") => false,
        Some("write") => true,
        _ => {
            let msg = "rw specifier has to be 'read' or 'write'";
            return Err(custom_error(loc, name, msg));
        }
    };
    p.parse_token(TokenKind::Comma, ",")?;
    crate::scf::expect_keyword(p, name, "locality")?;
    p.parse_token(TokenKind::Less, "<")?;
    let hint = p.parse_i64()?;
    p.parse_token(TokenKind::Greater, ">")?;
    p.parse_token(TokenKind::Comma, ",")?;
    let is_data = match p.parse_optional_keyword() {
        Some("data") => true,
        Some("instr") => false,
        _ => {
            let msg = "cache type has to be 'data' or 'instr'";
            return Err(custom_error(loc, name, msg));
        }
    };
    Ok((is_write, hint, is_data))
}

/// `memref.prefetch`: one index per dimension.
fn verify_prefetch(ctx: &Context, op: OpId, pf: PrefetchOp) -> Result<(), Diagnostic> {
    check_indices(ctx, op, pf.memref(ctx), pf.indices(ctx).len(), |_, _| {
        "too few indices".into()
    })
}

declare_op! {
    /// `%base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index`
    pub struct ExtractStridedMetadataOp = "memref.extract_strided_metadata", "Extracts a buffer base with offset and strides";
    operands { source: one ANY_MEMREF }
    results { base_buffer: one ANY_MEMREF, offset: one INDEX, sizes: many INDEX, strides: many INDEX }
    traits [PURE];
    format "$source `:` type($source) `->` type(results) attr-dict";
    verify verify_extract_strided_metadata;
    asm_names extract_strided_metadata_names;
    canonicalize [metadata::constant_metadata];
}

/// MLIR's names: `%base_buffer, %offset, %sizes:r, %strides:r`.
fn extract_strided_metadata_names(ctx: &Context, op: OpId) -> Vec<(usize, String)> {
    let total = ctx.op(op).results.len();
    let rank = total.saturating_sub(2) / 2;
    (0..total)
        .map(|i| {
            let name = match i {
                0 => "base_buffer",
                1 => "offset",
                _ if i < 2 + rank => "sizes",
                _ => "strides",
            };
            (i, name.to_string())
        })
        .collect()
}

/// `memref.extract_strided_metadata`: the results are the types MLIR infers (a rank-0
/// buffer of the element type in the source's memory space, then `index`es).
fn verify_extract_strided_metadata(
    ctx: &Context,
    op: OpId,
    e: ExtractStridedMetadataOp,
) -> Result<(), Diagnostic> {
    let src = ctx.value_type(e.source(ctx));
    let Some((shape, element, _, space)) = memref_parts(ctx, src) else {
        return Ok(());
    };
    let rank = shape.len();
    let results = ctx.result_types(op);
    let inferred_len = 2 + 2 * rank;
    let base_ok = |t| memref_parts(ctx, t) == Some((Vec::new(), element, None, space));
    let matches = results.len() == inferred_len
        && results.first().is_some_and(|&t| base_ok(t))
        && results.iter().skip(1).all(|&t| is_index(ctx, t));
    if !matches {
        let base_text = format!("'{}'", memref_text(ctx, &[], element, "", space));
        let inferred: Vec<String> = std::iter::once(base_text)
            .chain(std::iter::repeat_n("'index'".to_string(), inferred_len - 1))
            .collect();
        let actual: Vec<String> = results.iter().map(|&t| quoted(ctx, t)).collect();
        return Err(ctx.op_error(
            op,
            format!(
                "inferred type(s) {} are incompatible with return type(s) of operation {}",
                inferred.join(", "),
                actual.join(", ")
            ),
        ));
    }
    Ok(())
}
