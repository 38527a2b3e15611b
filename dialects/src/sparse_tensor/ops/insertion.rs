//! Insertion and buffer primitives: `sparse_tensor.load`, `expand`, `compress`, `sort`,
//! `reorder_coo` and `print`, with the sort-algorithm enum attribute
//! `#sparse_tensor<SparseTensorSortAlgorithm quick_sort>` (a family of [`super::enums`]).
// Issue 10 policy: no panics reachable from input (exceptions are commented `// ok: why`).
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use tile_ir::declare_op;
use tile_ir::dialect::OpDef;
use tile_ir::ods::TypeRelation;
use tile_ir::ods::constraints::{ANY_TENSOR, AffineMapAttr, INDEX, IndexAttr, UnitAttr};
use tile_ir::{Context, Diagnostic, OpId, TypeKind};

use super::enums::{EnumAttr, EnumCase, EnumFamily, Family, SORT_ALGORITHM, keyword_directive};
use super::{
    MEMREF_1D, MEMREF_1D_I1, MEMREF_1D_INDEX, MEMREF_1D_INT_OR_INDEX, SPARSE_TENSOR,
    STRIDED_MEMREF_RANK_1, fail, sparse_type,
};

/// The sorting algorithms of `sparse_tensor.sort` and `reorder_coo`, in MLIR's order (the
/// keywords are [`SORT_ALGORITHM`]'s).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SortKind {
    /// `hybrid_quick_sort`
    HybridQuickSort,
    /// `insertion_sort_stable`
    InsertionSortStable,
    /// `quick_sort`
    QuickSort,
    /// `heap_sort`
    HeapSort,
}

impl SortKind {
    /// Every kind, in MLIR's order.
    pub const ALL: [SortKind; 4] = [
        SortKind::HybridQuickSort,
        SortKind::InsertionSortStable,
        SortKind::QuickSort,
        SortKind::HeapSort,
    ];
}

impl EnumCase for SortKind {
    fn from_index(index: usize) -> Option<SortKind> {
        SortKind::ALL.get(index).copied()
    }
    fn index(self) -> usize {
        self as usize
    }
}

impl Family for SortKind {
    const FAMILY: &'static EnumFamily = &SORT_ALGORITHM;
    type Value = SortKind;
}

/// `SparseTensorSortKindAttr`: a sort algorithm, written as its keyword in custom syntax.
pub type SortAlgorithmAttr = EnumAttr<SortKind>;

/// The insertion ops.
pub const OPS: &[fn() -> OpDef] = &[
    LoadOp::def,
    ExpandOp::def,
    CompressOp::def,
    SortOp::def,
    ReorderCooOp::def,
    PrintOp::def,
];

declare_op! {
    /// `sparse_tensor.load %t hasInserts : tensor<8xf64, #SV>`
    pub struct LoadOp = "sparse_tensor.load", "Rematerializes tensor from underlying sparse storage format";
    operands { tensor: one SPARSE_TENSOR }
    results { result: one ANY_TENSOR }
    attrs { hasInserts: optional UnitAttr }
    relations [TypeRelation::SameOperandsAndResult];
    format "$tensor (`hasInserts` $hasInserts^)? attr-dict `:` type($tensor)";
}

declare_op! {
    /// `sparse_tensor.expand %t : tensor<4x8xf64, #CSR> to memref<?xf64>, memref<?xi1>, memref<?xindex>`
    pub struct ExpandOp = "sparse_tensor.expand", "Expands an access pattern for insertion";
    operands { tensor: one SPARSE_TENSOR }
    results { values: one STRIDED_MEMREF_RANK_1, filled: one MEMREF_1D_I1, added: one MEMREF_1D_INDEX, count: one INDEX }
    format "$tensor attr-dict `:` type($tensor) `to` type($values) `,` type($filled) `,` type($added)";
    asm_names tile_ir::ods::named_results;
}

declare_op! {
    /// `sparse_tensor.compress %v, %f, %a, %n into %t[%i] : memref<?xf64>, memref<?xi1>, memref<?xindex>, tensor<4x8xf64, #CSR>`
    pub struct CompressOp = "sparse_tensor.compress", "Compressed an access pattern for insertion";
    operands {
        values: one STRIDED_MEMREF_RANK_1,
        filled: one MEMREF_1D_I1,
        added: one MEMREF_1D_INDEX,
        count: one INDEX,
        tensor: one SPARSE_TENSOR,
        lvlCoords: many INDEX,
    }
    results { result: one SPARSE_TENSOR }
    relations [TypeRelation::AllMatch(&["tensor", "result"])];
    format "$values `,` $filled `,` $added `,` $count `into` $tensor `[` $lvlCoords `]` attr-dict `:` type($values) `,` type($filled) `,` type($added) `,` type($tensor)";
    verify verify_compress;
}

declare_op! {
    /// `sparse_tensor.sort  quick_sort %n, %xy jointly %y {perm_map = #map} : memref<?xindex> jointly memref<?xf32>`
    pub struct SortOp = "sparse_tensor.sort", "Sorts the arrays in xs and ys lexicographically on the integral values found in the xs list";
    operands { n: one INDEX, xy: one MEMREF_1D_INT_OR_INDEX, ys: many MEMREF_1D }
    attrs {
        algorithm: required SortAlgorithmAttr,
        perm_map: required AffineMapAttr,
        ny: optional IndexAttr,
    }
    format "custom<SortAlgorithm>($algorithm) $n `,` $xy (`jointly` $ys^)? attr-dict `:` type($xy) (`jointly` type($ys)^)?";
    custom [keyword_directive::<SortKind>("SortAlgorithm")];
    verify verify_sort;
}

declare_op! {
    /// `sparse_tensor.reorder_coo  quick_sort %t : tensor<?x?xf32, #COO> to tensor<?x?xf32, #COO>`
    pub struct ReorderCooOp = "sparse_tensor.reorder_coo", "Reorder the input COO such that it has the the same order as the output COO";
    operands { input_coo: one SPARSE_TENSOR }
    results { result_coo: one SPARSE_TENSOR }
    attrs { algorithm: required SortAlgorithmAttr }
    traits [PURE];
    format "custom<SortAlgorithm>($algorithm) $input_coo attr-dict `:` type($input_coo) `to` type($result_coo)";
    custom [keyword_directive::<SortKind>("SortAlgorithm")];
    verify verify_reorder_coo;
    fold super::fold::fold_reorder_coo;
}

declare_op! {
    /// `sparse_tensor.print %t : tensor<4x8xf64, #CSR>`
    pub struct PrintOp = "sparse_tensor.print", "Prints a sparse tensor (for testing and debugging)";
    operands { tensor: one SPARSE_TENSOR }
    format "$tensor attr-dict `:` type($tensor)";
}

fn verify_compress(ctx: &Context, op: OpId, v: CompressOp) -> Result<(), Diagnostic> {
    let Some(stt) = sparse_type(ctx, ctx.value_type(v.tensor(ctx))) else {
        return Ok(());
    };
    if stt.enc.lvl_rank() != 1 + v.lvlCoords(ctx).len() {
        return Err(ctx.op_error(op, "incorrect number of coordinates"));
    }
    Ok(())
}

// ----- sort -----

fn verify_sort(ctx: &Context, op: OpId, v: SortOp) -> Result<(), Diagnostic> {
    let perm = v.perm_map(ctx);
    let nx = perm.num_dims;
    if nx < 1 {
        return fail(ctx, op, format!("Expected rank(perm_map) > 1, got {nx}"));
    }
    if !perm.is_permutation() {
        return fail(ctx, op, format!("Expected a permutation map, got {perm}"));
    }
    let Some(count) = super::constant_index(ctx, v.n(ctx)) else {
        return Ok(());
    };
    let ny = i128::from(v.ny(ctx).unwrap_or(0));
    // The static length of a buffer shorter than `need`.
    let short = |x: tile_ir::Value, need: i128| match ctx.type_kind(ctx.value_type(x)) {
        TypeKind::MemRef { shape, .. } => (shape.first().copied())
            .filter(|&s| s != tile_ir::types::DYNAMIC && i128::from(s) < need),
        _ => None,
    };
    let need = count * (nx as i128 + ny);
    if let Some(sh) = short(v.xy(ctx), need) {
        let msg = format!("Expected dimension(xy) >= n * (rank(perm_map) + ny) got {sh} < {need}");
        return fail(ctx, op, msg);
    }
    if let Some(sh) = v.ys(ctx).iter().find_map(|&y| short(y, count)) {
        return fail(
            ctx,
            op,
            format!("Expected dimension(y) >= n got {sh} < {count}"),
        );
    }
    Ok(())
}

// ----- reorder_coo -----

fn verify_reorder_coo(ctx: &Context, op: OpId, v: ReorderCooOp) -> Result<(), Diagnostic> {
    let (a, b) = (
        ctx.value_type(v.input_coo(ctx)),
        ctx.value_type(v.result_coo(ctx)),
    );
    let (Some(src), Some(dst)) = (sparse_type(ctx, a), sparse_type(ctx, b)) else {
        return Ok(());
    };
    if !src.is_coo() || !dst.is_coo() {
        return fail(ctx, op, "Expected COO sparse tensors only");
    }
    if src.enc.dim_to_lvl_or_identity() != dst.enc.dim_to_lvl_or_identity() {
        let msg = "Unmatched dim2lvl map between input and result COO";
        return fail(ctx, op, msg);
    }
    let storage = |t: &super::SparseType<'_>| (t.enc.pos_width, t.enc.crd_width, t.element);
    if storage(&src) != storage(&dst) {
        let msg = "Unmatched storage format between input and result COO";
        return fail(ctx, op, msg);
    }
    Ok(())
}
