//! Vector memory ops: `load`/`store`, `maskedload`/`maskedstore`, `gather`/`scatter`,
//! `type_cast` and `transfer_read`/`transfer_write` (hand-written syntax, as in MLIR: the
//! permutation map and `in_bounds` default, the mask's type follows from the map).

use super::attrs::BoolArrayAttr;
use super::types::*;
use crate::arith::consts::constant_int_scalar;
use crate::memref::Alignment;
use crate::ods::*;
use crate::scf::custom_error;
use tile_ir::affine::{AffineExpr, AffineMap};
use tile_ir::declare_op;
use tile_ir::dialect::FoldResult;
use tile_ir::ods::AttrConstraint;
use tile_ir::ods::constraints::*;
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::types::DYNAMIC;
use tile_ir::{AttrKind, Context, Diagnostic, OpId, OperationState, Type, TypeKind, Value};

mod forwarding;
mod masked;

declare_op! {
    /// `vector.load %m[%i] : memref<8xf32>, vector<4xf32>`
    pub struct LoadOp = "vector.load", "Load a vector from memory";
    operands { base: one ANY_MEMREF, indices: many INDEX }
    results { result: one ANY_VECTOR }
    attrs { nontemporal: optional_default BoolAttr = false, alignment: optional Alignment }
    traits [MEM_READ];
    format "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)";
    verify verify_load;
    fold fold_memref_casts;
}

declare_op! {
    /// `vector.store %v, %m[%i] : memref<8xf32>, vector<4xf32>`
    pub struct StoreOp = "vector.store", "Store a vector to memory";
    operands { valueToStore: one ANY_VECTOR, base: one ANY_MEMREF, indices: many INDEX }
    attrs { nontemporal: optional_default BoolAttr = false, alignment: optional Alignment }
    format "$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)";
    verify verify_store;
    fold fold_memref_casts;
}

/// A masked load: `$base[$indices], $mask, $pass_thru : ... into type($result)`.
macro_rules! masked_load {
    ($(#[$m:meta])* $name:ident = $op:literal, $summary:literal, $mask:ident, $verify:ident $(; $($hooks:tt)*)?) => {
        declare_op! {
            $(#[$m])*
            pub struct $name = $op, $summary;
            operands { base: one ANY_MEMREF, indices: many INDEX, mask: one $mask, pass_thru: one VECTOR_NONZERO_RANK }
            results { result: one VECTOR_NONZERO_RANK }
            attrs { alignment: optional Alignment }
            format "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)";
            verify $verify;
            $($($hooks)*)?
        }
    };
}

/// A masked store: `$base[$indices], $mask, $valueToStore : ...`.
macro_rules! masked_store {
    ($(#[$m:meta])* $name:ident = $op:literal, $summary:literal, $mask:ident, $verify:ident $(; $($hooks:tt)*)?) => {
        declare_op! {
            $(#[$m])*
            pub struct $name = $op, $summary;
            operands { base: one ANY_MEMREF, indices: many INDEX, mask: one $mask, valueToStore: one VECTOR_NONZERO_RANK }
            attrs { alignment: optional Alignment }
            format "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)";
            verify $verify;
            $($($hooks)*)?
        }
    };
}

masked_load!(
    /// `vector.maskedload %m[%i], %mask, %pass : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>`
    MaskedLoadOp = "vector.maskedload", "Load the enabled lanes of a vector", MASK_VECTOR, verify_masked_load;
    fold fold_memref_casts; canonicalize [masked::masked_load];
);
masked_store!(
    /// `vector.maskedstore %m[%i], %mask, %v : memref<8xf32>, vector<4xi1>, vector<4xf32>`
    MaskedStoreOp = "vector.maskedstore", "Store the enabled lanes of a vector", MASK_VECTOR, verify_masked_store;
    fold fold_memref_casts; canonicalize [masked::masked_store];
);
masked_load!(
    /// `vector.expandload %m[%i], %mask, %pass : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>`
    ExpandLoadOp = "vector.expandload", "Load consecutive elements into the enabled lanes", FIXED_MASK_VECTOR, verify_expand_load
);
masked_store!(
    /// `vector.compressstore %m[%i], %mask, %v : memref<8xf32>, vector<4xi1>, vector<4xf32>`
    CompressStoreOp = "vector.compressstore", "Store the enabled lanes consecutively", FIXED_MASK_VECTOR, verify_compress_store
);

declare_op! {
    /// `vector.gather %m[%c0][%idx], %mask, %pass : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>`
    pub struct GatherOp = "vector.gather", "Load lanes from indexed positions";
    operands { base: one TENSOR_OR_MEMREF, offsets: many INDEX, indices: one INDEX_VECTOR, mask: one MASK_VECTOR, pass_thru: one VECTOR_NONZERO_RANK }
    results { result: one VECTOR_NONZERO_RANK }
    attrs { alignment: optional Alignment }
    traits [MEM_READ];
    format "$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($indices) `,` type($mask) `,` type($pass_thru) `into` type($result)";
    verify verify_gather;
}

declare_op! {
    /// `vector.scatter %m[%c0][%idx], %mask, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>`
    pub struct ScatterOp = "vector.scatter", "Store lanes to indexed positions";
    operands { base: one TENSOR_OR_MEMREF, offsets: many INDEX, indices: one INDEX_VECTOR, mask: one MASK_VECTOR, valueToStore: one VECTOR_NONZERO_RANK }
    results { result: optional ANY_RANKED_TENSOR }
    attrs { alignment: optional Alignment }
    format "$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($indices) `,` type($mask) `,` type($valueToStore) (`->` type($result)^)?";
    verify verify_scatter;
}

declare_op! {
    /// `vector.type_cast %m : memref<4x4xf32> to memref<vector<4x4xf32>>`
    pub struct TypeCastOp = "vector.type_cast", "View a memref of scalars as a memref of vectors";
    operands { memref: one STATIC_SHAPE_MEMREF }
    results { result: one ANY_MEMREF }
    traits [PURE];
    format "$memref attr-dict `:` type($memref) `to` type($result)";
    verify verify_type_cast;
}

declare_op! {
    /// `vector.transfer_read %m[%i, %j], %pad, %mask {permutation_map = ..., in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>`
    pub struct TransferReadOp = "vector.transfer_read", "Read a vector from a slice of memory or a tensor";
    operands { base: one ANY_SHAPED, indices: many INDEX, padding: one ANY_TYPE, mask: optional MASK_VECTOR }
    results { vector: one ANY_VECTOR }
    attrs { permutation_map: required AffineMapAttr, in_bounds: required BoolArrayAttr => set_in_bounds }
    traits [MEM_READ];
    syntax parse_transfer_read, print_transfer;
    verify verify_transfer;
    fold fold_transfer_read;
}

declare_op! {
    /// `vector.transfer_write %v, %m[%i, %j] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>`
    pub struct TransferWriteOp = "vector.transfer_write", "Write a vector to a slice of memory or a tensor";
    operands { valueToStore: one ANY_VECTOR, base: one ANY_SHAPED, indices: many INDEX, mask: optional MASK_VECTOR }
    results { result: optional ANY_RANKED_TENSOR }
    attrs { permutation_map: required AffineMapAttr, in_bounds: required BoolArrayAttr => set_in_bounds }
    // Effects only on a buffer (`has_effects`): a write into a tensor is a value, dead
    // when unused, as MLIR's `getEffects` says.
    traits [RECURSIVE_EFFECTS];
    syntax parse_transfer_write, print_transfer;
    verify verify_transfer;
    has_effects writes_buffer;
    fold fold_transfer_write;
    canonicalize [forwarding::write_after_write];
}

/// The memory ops.
pub const OPS: &[fn() -> tile_ir::dialect::OpDef] = &[
    LoadOp::def,
    StoreOp::def,
    MaskedLoadOp::def,
    MaskedStoreOp::def,
    ExpandLoadOp::def,
    CompressStoreOp::def,
    GatherOp::def,
    ScatterOp::def,
    TypeCastOp::def,
    TransferReadOp::def,
    TransferWriteOp::def,
];

/// `transfer_read`'s fold (MLIR's order): a read of what a write just wrote, dimensions
/// proven in bounds, then a buffer or tensor read through a cast of it.
fn fold_transfer_read(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    forwarding::read_after_write(ctx, op)
        .or_else(|| fold_transfer(ctx, op))
        .or_else(|| fold_through_casts(ctx, op, true))
}

/// `transfer_write`'s fold: a write back of what was read, dimensions proven in bounds,
/// then a buffer written through a cast of it (a tensor cast stays: the written tensor has
/// the cast's type). MLIR folds no 0-d write.
fn fold_transfer_write(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    if transfer(ctx, op)?.map.results.is_empty() {
        return None;
    }
    forwarding::write_of_read(ctx, op)
        .or_else(|| fold_transfer(ctx, op))
        .or_else(|| fold_through_casts(ctx, op, false))
}

/// Loads and stores read and write buffers through casts (MLIR's `foldMemRefCast`).
fn fold_memref_casts(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    fold_through_casts(ctx, op, false)
}

/// Operands read through casts in place (the op's own results stand for the fold).
fn fold_through_casts(ctx: &mut Context, op: OpId, tensors: bool) -> Option<Vec<FoldResult>> {
    if !crate::shaped_folds::fold_operand_casts(ctx, op, tensors) {
        return None;
    }
    let results = ctx.op(op).results.iter().copied();
    Some(results.map(FoldResult::Value).collect())
}

/// MLIR's `foldTransferInBoundsAttribute`, the part of both transfers' `fold` that marks
/// dimensions in bounds: a dimension read at a constant index whose vector fits in the
/// static size from there; broadcast dimensions once every other one is. In place.
fn fold_transfer(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let t = transfer(ctx, op)?;
    let base_shape = match ctx.type_kind(ctx.value_type(t.base)) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => shape.clone(),
        _ => return None,
    };
    let vec_shape = match ctx.type_kind(t.vector) {
        TypeKind::Vector { shape, .. } => shape.clone(),
        _ => return None,
    };
    let rank = t.map.results.len();
    if rank == 0 {
        return None;
    }
    let mut in_bounds = t.in_bounds.clone();
    in_bounds.resize(rank, false);
    let (mut changed, mut non_bcast) = (false, Vec::new());
    for (i, e) in t.map.results.iter().enumerate() {
        if in_bounds[i] {
            continue;
        }
        let Some(d) = e.as_dim() else { continue };
        non_bcast.push(i);
        let size = base_shape.get(d).copied().unwrap_or(DYNAMIC);
        let fits = size != DYNAMIC
            && t.indices
                .get(d)
                .and_then(|&v| constant_int_scalar(ctx, v))
                .is_some_and(|c| {
                    vec_shape
                        .get(i)
                        .is_some_and(|&n| c + i128::from(n) <= i128::from(size))
                });
        in_bounds[i] = fits;
        changed |= fits;
    }
    if non_bcast.iter().all(|&i| in_bounds[i]) {
        for (i, e) in t.map.results.iter().enumerate() {
            if e.as_constant() == Some(0) && !in_bounds[i] {
                in_bounds[i] = true;
                changed = true;
            }
        }
    }
    if !changed {
        return None;
    }
    let results = ctx.op(op).results.to_vec();
    if let Some(x) = TransferReadOp::cast(ctx, op) {
        x.set_in_bounds(ctx, in_bounds);
    } else if let Some(x) = TransferWriteOp::cast(ctx, op) {
        x.set_in_bounds(ctx, in_bounds);
    }
    Some(results.into_iter().map(FoldResult::Value).collect())
}

/// The common checks of load-like ops: element types and the index count.
fn check_access(
    ctx: &Context,
    op: OpId,
    base: Type,
    vec: Type,
    nindices: usize,
    what: &str,
) -> Result<(), Diagnostic> {
    let Some((shape, mut elem)) = shaped_parts(ctx, base) else {
        return Ok(());
    };
    let velem = vector_parts(ctx, vec).map_or(vec, |(_, _, e)| e);
    if let Some((_, _, e)) = vector_parts(ctx, elem) {
        elem = e;
    }
    if elem != velem {
        return Err(ctx.op_error(op, format!("base and {what} element type should match")));
    }
    if nindices != shape.len() {
        return Err(ctx.op_error(op, format!("requires {} indices", shape.len())));
    }
    Ok(())
}

fn verify_load(ctx: &Context, op: OpId, x: LoadOp) -> Result<(), Diagnostic> {
    let (base, res) = (ctx.value_type(x.base(ctx)), ctx.value_type(x.result(ctx)));
    check_load_store(ctx, op, base, res, x.indices(ctx).len(), false)
}

fn verify_store(ctx: &Context, op: OpId, x: StoreOp) -> Result<(), Diagnostic> {
    let (base, val) = (
        ctx.value_type(x.base(ctx)),
        ctx.value_type(x.valueToStore(ctx)),
    );
    check_load_store(ctx, op, base, val, x.indices(ctx).len(), true)
}

/// MLIR's `vector.load`/`vector.store` checks of the vector against the base memref, in
/// each op's words.
fn check_load_store(
    ctx: &Context,
    op: OpId,
    base: Type,
    vec: Type,
    nindices: usize,
    store: bool,
) -> Result<(), Diagnostic> {
    let [low_rank, types, elems] = if store {
        [
            "source memref has lower rank than the vector to store",
            "base memref and valueToStore vector types should match",
            "base and valueToStore element type should match",
        ]
    } else {
        [
            "destination memref has lower rank than the result vector",
            "base memref and result vector types should match",
            "base and result element types should match",
        ]
    };
    if moves_several_elements(ctx, vec) && !last_dim_unit_stride(ctx, base) {
        return Err(ctx.op_error(op, "most minor memref dim must have unit stride"));
    }
    let (shape, e) = shaped_parts(ctx, base).unwrap_or((&[], base));
    if shape.len() < vshape(ctx, vec).len() {
        return Err(ctx.op_error(op, low_rank));
    }
    if is_vector(ctx, e) && e != vec {
        return Err(ctx.op_error(op, types));
    }
    let velem = vector_parts(ctx, vec).map_or(vec, |(_, _, e)| e);
    if vector_parts(ctx, e).map_or(e, |(_, _, x)| x) != velem {
        return Err(ctx.op_error(op, elems));
    }
    if nindices != shape.len() {
        return Err(ctx.op_error(op, format!("requires {} indices", shape.len())));
    }
    Ok(())
}

/// Whether a load or store of `vec` is more than a scalar access (MLIR's exemption from the
/// unit-stride rule: a fixed vector of rank 0 or one element).
fn moves_several_elements(ctx: &Context, vec: Type) -> bool {
    vector_parts(ctx, vec).is_some_and(|(shape, scalable, _)| {
        scalable.contains(&true) || (!shape.is_empty() && shape.iter().product::<i64>() != 1)
    })
}

/// MLIR's `isLastDimUnitStride`: a strided layout whose innermost stride (if any) is 1.
fn last_dim_unit_stride(ctx: &Context, memref: Type) -> bool {
    crate::memref::strides_and_offset(ctx, memref)
        .is_some_and(|(strides, _)| strides.last().is_none_or(|&s| s == 1))
}

/// How a masked access matches its data against the mask: whole shapes (`maskedload`), the
/// leading dimension (`expandload`), or whole shapes reported as dims (`gather`).
#[derive(Copy, Clone, PartialEq, Eq)]
enum MaskRule {
    Shape,
    LeadingDim,
    Dim,
}

/// The mask's shape against the data `what` (`result` or `valueToStore`), then a load's
/// `pass_thru` against its result.
fn check_mask(
    ctx: &Context,
    op: OpId,
    (data, what): (Type, &str),
    mask: Type,
    pass_thru: Option<Type>,
    rule: MaskRule,
) -> Result<(), Diagnostic> {
    let (d, m) = (vshape(ctx, data), vshape(ctx, mask));
    let same = match rule {
        MaskRule::LeadingDim => d.first() == m.first(),
        MaskRule::Shape | MaskRule::Dim => d == m,
    };
    if !same {
        let word = if rule == MaskRule::Shape {
            "shape"
        } else {
            "dim"
        };
        return Err(ctx.op_error(op, format!("expected {what} {word} to match mask {word}")));
    }
    if pass_thru.is_some_and(|p| p != data) {
        return Err(ctx.op_error(op, "expected pass_thru of same type as result type"));
    }
    Ok(())
}

/// The verifier of a masked access: the access at `indices`, then the mask and a load's
/// `pass_thru`.
macro_rules! verify_masked {
    ($f:ident, $Op:ident, $data:ident, $rule:expr $(, $pass:ident)?) => {
        fn $f(ctx: &Context, op: OpId, x: $Op) -> Result<(), Diagnostic> {
            let (data, what) = (ctx.value_type(x.$data(ctx)), stringify!($data));
            let base = ctx.value_type(x.base(ctx));
            check_access(ctx, op, base, data, x.indices(ctx).len(), what)?;
            let pass = None $(.or(Some(ctx.value_type(x.$pass(ctx)))))?;
            check_mask(ctx, op, (data, what), ctx.value_type(x.mask(ctx)), pass, $rule)
        }
    };
}

verify_masked! { verify_masked_load, MaskedLoadOp, result, MaskRule::Shape, pass_thru }
verify_masked! { verify_masked_store, MaskedStoreOp, valueToStore, MaskRule::Shape }
verify_masked! { verify_expand_load, ExpandLoadOp, result, MaskRule::LeadingDim, pass_thru }
verify_masked! { verify_compress_store, CompressStoreOp, valueToStore, MaskRule::LeadingDim }

/// What `gather` and `scatter` share: a memref or ranked tensor base, the access at
/// `offsets`, and indices of the data's shape.
fn check_indexed(
    ctx: &Context,
    op: OpId,
    base: Type,
    (data, what): (Type, &str),
    offsets: usize,
    indices: Type,
) -> Result<(), Diagnostic> {
    if shaped_parts(ctx, base).is_none() {
        return Err(ctx.op_error(op, "requires base to be a memref or ranked tensor type"));
    }
    check_access(ctx, op, base, data, offsets, what)?;
    if vshape(ctx, data) != vshape(ctx, indices) {
        return Err(ctx.op_error(op, format!("expected {what} dim to match indices dim")));
    }
    Ok(())
}

fn verify_gather(ctx: &Context, op: OpId, x: GatherOp) -> Result<(), Diagnostic> {
    let t = |v| ctx.value_type(v);
    let res = (t(x.result(ctx)), "result");
    let (base, n, idx) = (t(x.base(ctx)), x.offsets(ctx).len(), t(x.indices(ctx)));
    check_indexed(ctx, op, base, res, n, idx)?;
    let pass = Some(t(x.pass_thru(ctx)));
    check_mask(ctx, op, res, t(x.mask(ctx)), pass, MaskRule::Dim)
}

fn verify_scatter(ctx: &Context, op: OpId, x: ScatterOp) -> Result<(), Diagnostic> {
    let t = |v| ctx.value_type(v);
    let val = (t(x.valueToStore(ctx)), "valueToStore");
    let (base, n, idx) = (t(x.base(ctx)), x.offsets(ctx).len(), t(x.indices(ctx)));
    check_indexed(ctx, op, base, val, n, idx)?;
    check_mask(ctx, op, val, t(x.mask(ctx)), None, MaskRule::Dim)
}

fn verify_type_cast(ctx: &Context, op: OpId, x: TypeCastOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let (src, res) = (ctx.value_type(x.memref(ctx)), ctx.value_type(x.result(ctx)));
    let (Some((ss, se, sl, sm)), Some((rs, re, rl, rm))) =
        (memref_parts(ctx, src), memref_parts(ctx, res))
    else {
        return Ok(());
    };
    if sl.is_some() {
        return Err(ctx.op_error(op, "expects operand to be a memref with identity layout"));
    }
    if rl.is_some() {
        return Err(ctx.op_error(op, "expects result to be a memref with identity layout"));
    }
    if sm != rm {
        return Err(ctx.op_error(op, "expects result in same memory space"));
    }
    let flat = |shape: Vec<i64>, e: Type| {
        let mut s = shape;
        let mut e = e;
        if let Some((vs, _, ve)) = vector_parts(ctx, e) {
            s.extend(vs);
            e = ve;
        }
        (s, e)
    };
    let ((s1, e1), (s2, e2)) = (flat(ss, se), flat(rs, re));
    if e1 != e2 {
        return err(format!(
            "expects result and operand with same underlying scalar type: '{}'",
            ty_str(ctx, res)
        ));
    }
    if s1 != s2 {
        return err(format!(
            "expects concatenated result and operand shapes to be equal: '{}'",
            ty_str(ctx, res)
        ));
    }
    Ok(())
}

// ----- transfer_read / transfer_write -----

/// `(d0, ..., dn) -> (d(n-k+1), ..., dn)`: the map a transfer uses when the text has none
/// (MLIR's `getTransferMinorIdentityMap`: a memref of vectors covers the vector's minor
/// dimensions with its elements).
pub fn minor_identity(ctx: &Context, shaped: Type, vec: Type) -> AffineMap {
    let source_rank = shape_of(ctx, shaped).map_or(0, |s| s.len());
    let elem_rank = element_type(ctx, shaped).map_or(0, |e| vshape(ctx, e).len());
    let vector_rank = vshape(ctx, vec).len().saturating_sub(elem_rank);
    let first = source_rank.saturating_sub(vector_rank);
    let results = (first..source_rank).map(AffineExpr::dim).collect();
    AffineMap::new(source_rank, 0, results)
}

/// The mask type of a transfer (MLIR's `inferTransferOpMaskType`): the vector's dimensions
/// in the order of the source dimensions they read, broadcast dimensions dropped.
pub fn mask_type(ctx: &mut Context, vec: Type, map: &AffineMap) -> Option<Type> {
    let shape = expected_mask_shape(ctx, vec, map);
    let i1 = ctx.int_type(1);
    Some(vector_type(ctx, shape, i1))
}

/// Fills in the defaults of a parsed transfer (minor identity map, no dims in bounds) and
/// returns the permutation map.
fn transfer_defaults(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    shaped: Type,
    vec: Type,
) -> AffineMap {
    move_inherent(st, &["permutation_map", "in_bounds", "operandSegmentSizes"]);
    let map = match tile_ir::ir::find_named(&st.properties, "permutation_map")
        .map(|a| p.ctx.attr_kind(a).clone())
    {
        Some(AttrKind::AffineMap(m)) => m,
        _ => {
            let m = minor_identity(p.ctx, shaped, vec);
            let a = p.ctx.intern_attr(AttrKind::AffineMap(m.clone()));
            st.set_property("permutation_map", a);
            m
        }
    };
    if tile_ir::ir::find_named(&st.properties, "in_bounds").is_none() {
        let a = BoolArrayAttr::make(p.ctx, vec![false; map.results.len()]);
        st.set_property("in_bounds", a);
    }
    map
}

/// The vector rank a transfer moves per source element (MLIR's
/// `getEffectiveVectorRankForXferOp`): the vector's rank less that of a vector element.
fn effective_vector_rank(ctx: &Context, shaped: Type, vec: Type) -> usize {
    let rank = |t: Type| vector_parts(ctx, t).map_or(0, |(s, _, _)| s.len());
    let elem_rank = element_type(ctx, shaped).map_or(0, rank);
    rank(vec).saturating_sub(elem_rank)
}

/// Parses `[%i, %j]`.
fn parse_indices<'a>(p: &mut Parser<'a>) -> PResult<Vec<tile_ir::parser::UnresolvedOperand<'a>>> {
    let mut out = Vec::new();
    p.parse_comma_list(
        Some((TokenKind::LSquare, "[")),
        (TokenKind::RSquare, "]"),
        |p| {
            out.push(p.parse_operand()?);
            Ok(())
        },
    )?;
    Ok(out)
}

/// Parses `: shaped-type, vector-type` (in `order`), checking the kinds as MLIR does.
fn parse_transfer_types(
    p: &mut Parser<'_>,
    name: &str,
    vector_first: bool,
) -> PResult<(Type, Type)> {
    // MLIR reports wrong kinds of types at the colon.
    let loc = p.loc();
    p.parse_token(TokenKind::Colon, ":")?;
    let [t1, t2] = p.parse_type_list()?[..] else {
        return Err(custom_error(loc, name, "requires two types"));
    };
    let (shaped, vec) = if vector_first { (t2, t1) } else { (t1, t2) };
    let shaped_err = (shape_of(p.ctx, shaped).is_none() || is_vector(p.ctx, shaped))
        .then_some("requires memref or ranked tensor type");
    let vector_err = (!is_vector(p.ctx, vec)).then_some("requires vector type");
    // MLIR checks the types in the order they are written.
    let first_err = if vector_first {
        vector_err.or(shaped_err)
    } else {
        shaped_err.or(vector_err)
    };
    match first_err {
        Some(msg) => Err(custom_error(loc, name, msg)),
        None => Ok((shaped, vec)),
    }
}

fn parse_transfer_read(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_transfer(p, st, true)
}

fn parse_transfer_write(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_transfer(p, st, false)
}

/// A write to a buffer has effects of its own; to a tensor it has none (it makes a new one).
fn writes_buffer(ctx: &Context, op: OpId) -> bool {
    TransferWriteOp::cast(ctx, op).is_some_and(|w| {
        matches!(
            ctx.type_kind(ctx.value_type(w.base(ctx))),
            TypeKind::MemRef { .. }
        )
    })
}

/// Parses either transfer op: `%base[%i], %pad` for a read, `%v, %base[%i]` for a write,
/// then an optional `, %mask`, the attributes and the types.
fn parse_transfer(p: &mut Parser<'_>, st: &mut OperationState, read: bool) -> PResult<()> {
    let name = st.name.clone();
    let comma = |p: &mut Parser<'_>| p.parse_token(TokenKind::Comma, ",");
    let val = if read {
        None
    } else {
        let v = p.parse_operand()?;
        comma(p)?;
        Some(v)
    };
    let base = p.parse_operand()?;
    let idx = parse_indices(p)?;
    let pad = if read {
        comma(p)?;
        Some(p.parse_operand()?)
    } else {
        None
    };
    let mask = if p.consume_if(TokenKind::Comma) {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(&mut st.attributes)?;
    let types_loc = p.loc();
    let (shaped, vec) = parse_transfer_types(p, &name, !read)?;
    // Without a map, the default minor identity needs as many source dims as vector dims.
    let explicit_map = st.attributes.iter().any(|(n, _)| n == "permutation_map");
    if !explicit_map
        && shape_of(p.ctx, shaped).map_or(0, |s| s.len())
            < effective_vector_rank(p.ctx, shaped, vec)
    {
        let msg = "expected a custom permutation_map when rank(source) != rank(destination)";
        return Err(custom_error(types_loc, &name, msg));
    }
    let map = transfer_defaults(p, st, shaped, vec);
    if let Some(v) = val {
        st.operands.push(p.resolve_operand(v, vec)?);
    }
    st.operands.push(p.resolve_operand(base, shaped)?);
    let index = p.ctx.index_type();
    let iv = p.resolve_operands_same(&idx, index)?;
    let nidx = iv.len();
    st.operands.extend(iv);
    if let Some(pad) = pad {
        let elem = element_type(p.ctx, shaped).unwrap_or(shaped);
        st.operands.push(p.resolve_operand(pad, elem)?);
    }
    let has_mask = usize::from(mask.is_some());
    if let Some(m) = mask {
        let elem = element_type(p.ctx, shaped).unwrap_or(shaped);
        if is_vector(p.ctx, elem) {
            let msg = "does not support masks with vector element type";
            return Err(custom_error(m.loc, &name, msg));
        }
        let mt = mask_type(p.ctx, vec, &map).unwrap_or(vec);
        st.operands.push(p.resolve_operand(m, mt)?);
    }
    let sizes = if read {
        [1, nidx, 1, has_mask]
    } else {
        [1, 1, nidx, has_mask]
    };
    let seg = tile_ir::ods::segment_attr(p.ctx, &sizes);
    st.set_property(tile_ir::ods::OPERAND_SEGMENT_SIZES, seg);
    if read {
        st.result_types.push(vec);
    } else if matches!(p.ctx.type_kind(shaped), TypeKind::RankedTensor { .. }) {
        st.result_types.push(shaped);
    }
    Ok(())
}

/// What `transfer_read` and `transfer_write` share, read through their views.
struct Transfer<'c> {
    read: bool,
    base: Value,
    indices: &'c [Value],
    /// A read's padding, a write's stored vector.
    operand: Value,
    /// The vector type read or written.
    vector: Type,
    mask: Option<Value>,
    map: AffineMap,
    in_bounds: Vec<bool>,
}

/// The transfer `op` is, when it fits its declaration.
fn transfer(ctx: &Context, op: OpId) -> Option<Transfer<'_>> {
    if let Some(x) = TransferReadOp::cast(ctx, op) {
        return Some(Transfer {
            read: true,
            base: x.base(ctx),
            indices: x.indices(ctx),
            operand: x.padding(ctx),
            vector: ctx.value_type(x.vector(ctx)),
            mask: x.mask(ctx),
            map: x.permutation_map(ctx),
            in_bounds: x.in_bounds(ctx),
        });
    }
    let x = TransferWriteOp::cast(ctx, op)?;
    Some(Transfer {
        read: false,
        base: x.base(ctx),
        indices: x.indices(ctx),
        operand: x.valueToStore(ctx),
        vector: ctx.value_type(x.valueToStore(ctx)),
        mask: x.mask(ctx),
        map: x.permutation_map(ctx),
        in_bounds: x.in_bounds(ctx),
    })
}

/// Prints either transfer op: `permutation_map` when not the minor identity, `in_bounds`
/// when some dimension is in bounds.
fn print_transfer(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(t) = transfer(ctx, op) else {
        return;
    };
    let shaped = ctx.value_type(t.base);
    p.write(" ");
    if !t.read {
        p.operand(t.operand);
        p.write(", ");
    }
    p.operand(t.base);
    p.write("[");
    p.operands(t.indices);
    p.write("]");
    if t.read {
        p.write(", ");
        p.operand(t.operand);
    }
    if let Some(m) = t.mask {
        p.write(", ");
        p.operand(m);
    }
    let mut elided = vec!["operandSegmentSizes"];
    if t.map == minor_identity(ctx, shaped, t.vector) {
        elided.push("permutation_map");
    }
    if !t.in_bounds.contains(&true) {
        elided.push("in_bounds");
    }
    p.op_attr_dict(op, &elided);
    let (first, second) = if t.read {
        (shaped, t.vector)
    } else {
        (t.vector, shaped)
    };
    p.write(" : ");
    p.ty(first);
    p.write(", ");
    p.ty(second);
}

fn verify_transfer<V>(ctx: &Context, op: OpId, _: V) -> Result<(), Diagnostic> {
    let Some(t) = transfer(ctx, op) else {
        return Ok(());
    };
    let (read, shaped, vec, map) = (t.read, ctx.value_type(t.base), t.vector, t.map);
    let (nidx, in_bounds) = (t.indices.len(), t.in_bounds);
    let mask = t.mask.map(|m| ctx.value_type(m));
    // The result of a write into a tensor is that tensor (`DestinationStyleOpInterface`).
    if let Some(&res) = ctx.op(op).results.first().filter(|_| !read)
        && ctx.value_type(res) != shaped
    {
        return Err(ctx.op_error(
            op,
            format!(
                "expected type of operand #1 ('{}') to match type of corresponding result ('{}')",
                ty_str(ctx, shaped),
                ty_str(ctx, ctx.value_type(res))
            ),
        ));
    }
    let rank = shape_of(ctx, shaped).map_or(0, |s| s.len());
    if nidx != rank {
        return Err(ctx.op_error(op, format!("requires {rank} indices")));
    }
    // A broadcast dim is a constant 0 result; other constants fail the projection check.
    if !read && map.results.iter().any(|r| r.as_constant() == Some(0)) {
        return Err(ctx.op_error(op, "should not have broadcast dimensions"));
    }
    verify_transfer_types(ctx, op, shaped, vec, &map, mask.is_some())?;
    if let Some(mt) = mask {
        let expected = expected_mask_shape(ctx, vec, &map);
        if vshape(ctx, mt) != expected {
            let dims: String = expected.iter().map(|d| format!("{d}x")).collect();
            return Err(ctx.op_error(op, format!(
                    "inferred mask type ('vector<{dims}i1>') and mask operand type ('{}') don't match",
                    ty_str(ctx, mt)
                ),
            ));
        }
    }
    if in_bounds.len() != map.results.len() {
        let map_text = ctx
            .op_attr(op, "permutation_map")
            .map(|a| tile_ir::printer::attr_to_string(ctx, a))
            .unwrap_or_default();
        return Err(ctx.op_error(op, format!(
                "expects the in_bounds attr of same rank as permutation_map results: {map_text} vs inBounds of size: {}",
                in_bounds.len()
            ),
        ));
    }
    if read {
        let pad = ctx.value_type(t.operand);
        let elem = element_type(ctx, shaped).unwrap_or(shaped);
        if pad != elem {
            return Err(ctx.op_error(
                op,
                if is_vector(ctx, elem) {
                    "requires source element type and padding type to match."
                } else {
                    "requires formal padding and source of the same elemental type"
                },
            ));
        }
    }
    verify_permutation_map(ctx, op, &map)
}

/// MLIR's `verifyTransferOp`: the source kind, element widths, and the map's shape.
fn verify_transfer_types(
    ctx: &Context,
    op: OpId,
    shaped: Type,
    vec: Type,
    map: &AffineMap,
    masked: bool,
) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let Some((shape, elem)) = shaped_parts(ctx, shaped) else {
        return Err(ctx.op_error(op, "requires source to be a memref or ranked tensor type"));
    };
    let Some((vs, _, velem)) = vector_parts(ctx, vec) else {
        return Ok(());
    };
    let bits = |t: Type| super::shape::bit_width(ctx, t).unwrap_or(0);
    let minor = |s: &[i64]| s.last().copied().unwrap_or(1).max(0) as u64;
    let result_bits = bits(velem) * minor(vs);
    if let Some((es, _, ee)) = vector_parts(ctx, elem) {
        let source_bits = bits(ee) * minor(es);
        if source_bits == 0 || result_bits % source_bits != 0 {
            return Err(ctx.op_error(op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source",
            ));
        }
        if es.len() > vs.len() {
            return err("requires source vector element and vector result ranks to match.".into());
        }
        if map.results.len() != vs.len() - es.len() {
            return err(
                "requires a permutation_map with result dims of the same rank as the vector type"
                    .into(),
            );
        }
        if masked {
            return err("does not support masks with vector element type".into());
        }
    } else {
        let source_bits = bits(elem);
        if source_bits == 0 || result_bits % source_bits != 0 {
            return Err(ctx.op_error(op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type",
            ));
        }
        if map.results.len() != vs.len() {
            return err(
                "requires a permutation_map with result dims of the same rank as the vector type"
                    .into(),
            );
        }
    }
    if map.num_symbols != 0 {
        return Err(ctx.op_error(op, "requires permutation_map without symbols"));
    }
    if map.num_dims != shape.len() {
        return err(
            "requires a permutation_map with input dims of the same rank as the source type".into(),
        );
    }
    Ok(())
}

/// MLIR's `verifyPermutationMap`: each result a distinct dim or the zero constant.
fn verify_permutation_map(ctx: &Context, op: OpId, map: &AffineMap) -> Result<(), Diagnostic> {
    let mut seen = vec![false; map.num_dims];
    for r in &map.results {
        let slot = r.as_dim().and_then(|d| seen.get_mut(d));
        match (slot, r.as_constant()) {
            (Some(s), _) if *s => {
                return Err(ctx.op_error(op, "requires a permutation_map that is a permutation (found one dim used more than once)",
                ));
            }
            (Some(s), _) => *s = true,
            (None, Some(0)) => {}
            _ => {
                return Err(ctx.op_error(op, "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)",
                ));
            }
        }
    }
    Ok(())
}

/// [`mask_type`]'s shape, without interning a type.
pub(super) fn expected_mask_shape(ctx: &Context, vec: Type, map: &AffineMap) -> Vec<i64> {
    let shape = vshape(ctx, vec);
    let mut by_dim: Vec<(usize, i64)> = map
        .results
        .iter()
        .zip(&shape)
        .filter_map(|(r, &d)| r.as_dim().map(|i| (i, d)))
        .collect();
    by_dim.sort_by_key(|&(i, _)| i);
    by_dim.into_iter().map(|(_, d)| d).collect()
}
