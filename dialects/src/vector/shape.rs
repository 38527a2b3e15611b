//! Vector shape and value ops: `broadcast`, `extract`/`insert` (static and dynamic positions),
//! the strided slices, `shape_cast`, `transpose`, `bitcast`, `from_elements`/`to_elements`,
//! `interleave`/`deinterleave`, `step` and the masks, with MLIR 22's verifier messages.

use super::attrs::I64ArrayAttr;
use super::types::*;
use super::{casts, elements, extract, fold, insert, strided};
use crate::ods::*;
use tile_ir::declare_op;
use tile_ir::ods::TypeRelation;
use tile_ir::ods::constraints::*;
use tile_ir::types::DYNAMIC;
use tile_ir::{Context, Diagnostic, OpId, Type};

declare_op! {
    /// `vector.broadcast %x : f32 to vector<4xf32>`
    pub struct BroadcastOp = "vector.broadcast", "Broadcast a scalar or vector to a vector";
    operands { source: one ANY_TYPE }
    results { vector: one ANY_VECTOR }
    traits [PURE];
    relations [TypeRelation::ElementTypesMatch { names: &["source", "vector"], desc: "source operand and result have same element type" }];
    format "$source attr-dict `:` type($source) `to` type($vector)";
    verify verify_broadcast;
    fold insert::fold_broadcast;
    canonicalize [insert::broadcast_of_broadcast];
}

declare_op! {
    /// `vector.extract %v[1, %i] : f32 from vector<2x4xf32>`
    pub struct ExtractOp = "vector.extract", "Extract an element or subvector";
    operands { source: one ANY_VECTOR, dynamic_position: many INDEX }
    results { result: one ANY_TYPE }
    attrs { static_position: required DenseI64ArrayAttr => set_static_position }
    traits [PURE];
    relations [TypeRelation::ElementTypesMatch { names: &["source", "result"], desc: "operand and result have same element type" }];
    format "$source `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($source)";
    custom [DYNAMIC_INDEX_LIST];
    verify verify_extract;
    fold extract::fold_extract;
    canonicalize [extract::broadcast_instead_of_extract, fold::extract_of_create_mask, insert::extract_from_elements];
}

declare_op! {
    /// `vector.insert %x, %v[1, %i] : f32 into vector<2x4xf32>`
    pub struct InsertOp = "vector.insert", "Insert an element or subvector";
    operands { valueToStore: one ANY_TYPE, dest: one ANY_VECTOR, dynamic_position: many INDEX }
    results { result: one ANY_VECTOR }
    attrs { static_position: required DenseI64ArrayAttr => set_static_position }
    traits [PURE];
    relations [
        TypeRelation::ElementTypesMatch { names: &["valueToStore", "result"], desc: "source operand and result have same element type" },
        TypeRelation::AllMatch(&["dest", "result"]),
    ];
    format "$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($valueToStore) `into` type($dest)";
    custom [DYNAMIC_INDEX_LIST];
    verify verify_insert;
    fold insert::fold_insert;
    canonicalize [insert::canonicalize_insert];
}

declare_op! {
    /// `vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>`
    pub struct ExtractStridedSliceOp = "vector.extract_strided_slice", "Extract a strided slice of a vector";
    operands { source: one VECTOR_NONZERO_RANK }
    results { result: one VECTOR_NONZERO_RANK }
    attrs { offsets: required I64ArrayAttr => set_offsets, sizes: required I64ArrayAttr, strides: required I64ArrayAttr }
    traits [PURE];
    format "$source attr-dict `:` type($source) `to` type(results)";
    verify verify_extract_strided_slice;
    fold fold::fold_extract_strided_slice;
    canonicalize [fold::slice_of_constant_mask, strided::slice_of_broadcast, strided::contiguous_slice_to_extract];
}

declare_op! {
    /// `vector.insert_strided_slice %s, %v {offsets = [1], strides = [1]} : vector<2xf32> into vector<4xf32>`
    pub struct InsertStridedSliceOp = "vector.insert_strided_slice", "Insert a strided slice into a vector";
    operands { valueToStore: one VECTOR_NONZERO_RANK, dest: one VECTOR_NONZERO_RANK }
    results { result: one VECTOR_NONZERO_RANK }
    attrs { offsets: required I64ArrayAttr, strides: required I64ArrayAttr }
    traits [PURE];
    relations [TypeRelation::AllMatch(&["dest", "result"])];
    format "$valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)";
    verify verify_insert_strided_slice;
    fold strided::fold_insert_strided_slice;
    canonicalize [strided::insert_changes_nothing, strided::insert_constant_slice];
}

declare_op! {
    /// `vector.shuffle %a, %b [0, 3, 1] : vector<2xf32>, vector<2xf32>`
    pub struct ShuffleOp = "vector.shuffle", "Pick rows of two vectors";
    operands { v1: one FIXED_VECTOR, v2: one FIXED_VECTOR }
    results { vector: one VECTOR_NONZERO_RANK }
    attrs { mask: required DenseI64ArrayAttr }
    traits [PURE];
    relations [
        TypeRelation::ElementTypesMatch { names: &["v1", "vector"], desc: "first operand v1 and result have same element type" },
        TypeRelation::ElementTypesMatch { names: &["v2", "vector"], desc: "second operand v2 and result have same element type" },
    ];
    infer infer_shuffle;
    format "operands $mask attr-dict `:` type(operands)";
    verify verify_shuffle;
    fold strided::fold_shuffle;
    canonicalize [strided::shuffle_of_splats];
}

declare_op! {
    /// `vector.shape_cast %v : vector<2x2xf32> to vector<4xf32>`
    pub struct ShapeCastOp = "vector.shape_cast", "Reshape a vector";
    operands { source: one ANY_VECTOR }
    results { result: one ANY_VECTOR }
    traits [PURE];
    format "$source attr-dict `:` type($source) `to` type($result)";
    verify verify_shape_cast;
    fold casts::fold_shape_cast;
    canonicalize [casts::shape_cast_of_broadcast];
}

declare_op! {
    /// `vector.bitcast %v : vector<4xf32> to vector<4xi32>`
    pub struct BitCastOp = "vector.bitcast", "Reinterpret the bits of a vector";
    operands { source: one ANY_VECTOR }
    results { result: one ANY_VECTOR }
    traits [PURE];
    relations [TypeRelation::RanksMatch(&["source", "result"])];
    format "$source attr-dict `:` type($source) `to` type($result)";
    verify verify_bitcast;
    fold casts::fold_bitcast;
}

declare_op! {
    /// `vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>`
    pub struct TransposeOp = "vector.transpose", "Permute the dimensions of a vector";
    operands { vector: one ANY_VECTOR }
    results { result: one ANY_VECTOR }
    attrs { permutation: required DenseI64ArrayAttr }
    traits [PURE];
    format "$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)";
    verify verify_transpose;
    fold fold::fold_transpose;
    canonicalize [casts::canonicalize_transpose];
}

declare_op! {
    /// `vector.from_elements %a, %b : vector<2xf32>`
    pub struct FromElementsOp = "vector.from_elements", "A vector of the given elements";
    operands { elements: many ANY_TYPE }
    results { dest: one FIXED_VECTOR }
    traits [PURE];
    relations [TypeRelation::WithList {
        from: "dest",
        to: "elements",
        f: element_per_entry,
        desc: "shaped type 'dest' matches 'elements' element count and types",
    }];
    format "$elements attr-dict `:` type($dest)";
    fold elements::fold_from_elements;
    canonicalize [elements::repeated_element_broadcast, elements::elements_of_one_block];
}

declare_op! {
    /// `%a, %b = vector.to_elements %v : vector<2xf32>`
    pub struct ToElementsOp = "vector.to_elements", "The elements of a vector";
    operands { source: one ANY_VECTOR }
    results { elements: many ANY_TYPE }
    traits [PURE];
    relations [TypeRelation::WithList {
        from: "source",
        to: "elements",
        f: element_per_entry,
        desc: "shaped type 'source' matches 'elements' element count and types",
    }];
    infer infer_to_elements;
    format "$source attr-dict `:` type($source)";
    fold elements::fold_to_elements;
}

declare_op! {
    /// `vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>`
    pub struct InterleaveOp = "vector.interleave", "Interleave two vectors";
    operands { lhs: one ANY_VECTOR, rhs: one ANY_VECTOR }
    results { result: one VECTOR_NONZERO_RANK }
    traits [PURE];
    relations [TypeRelation::AllMatch(&["lhs", "rhs"])];
    format "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)";
    verify verify_interleave;
}

declare_op! {
    /// `%a, %b = vector.deinterleave %v : vector<8xf32> -> vector<4xf32>`
    pub struct DeinterleaveOp = "vector.deinterleave", "Split a vector into its even and odd elements";
    operands { source: one VECTOR_NONZERO_RANK }
    results { res1: one VECTOR_NONZERO_RANK, res2: one VECTOR_NONZERO_RANK }
    traits [PURE];
    // MLIR checks the two results' types last (the hook words it).
    relations [TypeRelation::Infers { from: "res1", to: "res2", f: |_, t| Some(t) }];
    format "$source attr-dict `:` type($source) `->` type($res1)";
    result_names ["res1", "res2"];
    verify verify_deinterleave;
}

declare_op! {
    /// `vector.step : vector<4xindex>`
    pub struct StepOp = "vector.step", "The vector [0, 1, ..., n - 1]";
    results { result: one INDEX_VECTOR_RANK1 }
    traits [PURE];
    format "attr-dict `:` type($result)";
}

declare_op! {
    /// `%vscale = vector.vscale`: the multiple of scalable dimensions' base sizes
    pub struct VectorScaleOp = "vector.vscale", "Load vector scale size";
    results { res: one INDEX }
    traits [PURE];
    format "attr-dict";
    result_names ["vscale"];
}

declare_op! {
    /// `vector.constant_mask [2, 3] : vector<4x4xi1>`
    pub struct ConstantMaskOp = "vector.constant_mask", "A mask with a leading hyper-rectangle set";
    results { result: one MASK_VECTOR_ANY_RANK }
    attrs { mask_dim_sizes: required DenseI64ArrayAttr }
    traits [PURE];
    format "$mask_dim_sizes attr-dict `:` type(results)";
    verify verify_constant_mask;
    fold fold::fold_constant_mask;
}

declare_op! {
    /// `vector.create_mask %a, %b : vector<4x4xi1>`
    pub struct CreateMaskOp = "vector.create_mask", "A mask with a leading hyper-rectangle of dynamic size set";
    operands { operands: many INDEX }
    results { result: one MASK_VECTOR_ANY_RANK }
    traits [PURE];
    format "$operands attr-dict `:` type(results)";
    verify verify_create_mask;
    canonicalize [fold::create_mask_of_constants];
}

/// `shuffle` gives one row per mask entry: `vector<len(mask) x v1's trailing dims>`.
fn infer_shuffle(
    ctx: &mut Context,
    operands: &[Vec<Type>],
    props: &[tile_ir::ir::NamedAttr],
) -> Result<Vec<Type>, String> {
    let v1 = operands
        .first()
        .and_then(|g| g.first())
        .copied()
        .ok_or("expected two vectors")?;
    let n = tile_ir::ir::find_named(props, "mask")
        .and_then(|a| i64_array(ctx, a))
        .map_or(0, |m| m.len() as i64);
    let (shape, elem) = vector_parts(ctx, v1)
        .map(|(s, _, e)| (s.to_vec(), e))
        .ok_or("expected a vector")?;
    let mut dims = vec![n];
    dims.extend(shape.iter().skip(1));
    Ok(vec![vector_type(ctx, dims, elem)])
}

/// `to_elements` gives one scalar per element of its source.
fn infer_to_elements(
    ctx: &mut Context,
    operands: &[Vec<Type>],
    _: &[tile_ir::ir::NamedAttr],
) -> Result<Vec<Type>, String> {
    let src = operands.first().and_then(|g| g.first()).copied();
    src.and_then(|t| element_per_entry(ctx, t))
        .ok_or_else(|| "expected a vector source".to_string())
}

/// The shape and value ops.
pub const OPS: &[fn() -> tile_ir::dialect::OpDef] = &[
    BroadcastOp::def,
    ExtractOp::def,
    InsertOp::def,
    ExtractStridedSliceOp::def,
    InsertStridedSliceOp::def,
    ShuffleOp::def,
    ShapeCastOp::def,
    BitCastOp::def,
    TransposeOp::def,
    FromElementsOp::def,
    ToElementsOp::def,
    InterleaveOp::def,
    DeinterleaveOp::def,
    StepOp::def,
    VectorScaleOp::def,
    ConstantMaskOp::def,
    CreateMaskOp::def,
];

fn verify_broadcast(ctx: &Context, op: OpId, b: BroadcastOp) -> Result<(), Diagnostic> {
    let src = ctx.value_type(b.source(ctx));
    let dst = ctx.value_type(b.vector(ctx));
    match broadcast_error(ctx, src, dst) {
        Some(msg) => Err(ctx.op_error(op, msg)),
        None => Ok(()),
    }
}

/// Why `src` does not broadcast to the vector type `dst` (MLIR's `isBroadcastableTo`), in
/// the verifier's words; `None` when it does (or `dst` is no vector).
pub(super) fn broadcast_error(ctx: &Context, src: Type, dst: Type) -> Option<String> {
    let (dshape, dscal, delem) = vector_parts(ctx, dst)?;
    if src == delem {
        return None;
    }
    let Some((sshape, sscal, _)) = vector_parts(ctx, src) else {
        return Some("source type is not a vector".into());
    };
    if sshape.len() > dshape.len() {
        return Some("source rank higher than destination rank".into());
    }
    let lead = dshape.len() - sshape.len();
    for i in 0..sshape.len() {
        let sd = sshape.get(i).copied().unwrap_or(1);
        let dd = dshape.get(lead + i).copied().unwrap_or(1);
        let ss = sscal.get(i).copied().unwrap_or(false);
        let ds = dscal.get(lead + i).copied().unwrap_or(false);
        let mismatch = (sd != 1 && sd != dd) || (sd == 1 && ss && dd != 1) || (ss != ds && sd != 1);
        if mismatch {
            let f = |d: i64, s: bool| if s { format!("[{d}]") } else { d.to_string() };
            return Some(format!(
                "dimension mismatch ({} vs. {})",
                f(sd, ss),
                f(dd, ds)
            ));
        }
    }
    None
}

/// The side of an extract or insert that may be a scalar (`what` names it) is no 0-d vector.
fn check_not_0d(ctx: &Context, op: OpId, t: Type, what: &str) -> Result<(), Diagnostic> {
    if vector_parts(ctx, t).is_some_and(|(s, _, _)| s.is_empty()) {
        let msg = format!("expected a scalar instead of a 0-d vector as the {what}");
        return Err(Diagnostic::error(op_loc(ctx, op), msg));
    }
    Ok(())
}

/// Checks a position list against its dynamic operands and the vector shape.
fn verify_position(
    ctx: &Context,
    op: OpId,
    pos: &[i64],
    dynamic: usize,
    shape: &[i64],
    dest: bool,
) -> Result<(), Diagnostic> {
    if pos.iter().filter(|&&x| x == DYNAMIC).count() != dynamic {
        return Err(ctx.op_error(op, "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    if pos.len() > shape.len() {
        let what = if dest {
            "dest vector rank"
        } else {
            "vector rank"
        };
        return Err(ctx.op_error(
            op,
            format!("expected position attribute of rank no greater than {what}"),
        ));
    }
    Ok(())
}

fn check_position_bounds(
    ctx: &Context,
    op: OpId,
    pos: &[i64],
    shape: &[i64],
    dest: bool,
) -> Result<(), Diagnostic> {
    for (i, (&p, &d)) in pos.iter().zip(shape).enumerate() {
        if p == DYNAMIC || p == -1 || (p >= 0 && p < d) {
            continue;
        }
        let what = if dest {
            "dest vector dimension"
        } else {
            "vector dimension or poison (-1)"
        };
        return Err(ctx.op_error(op, format!(
                "expected position attribute #{} to be a non-negative integer smaller than the corresponding {what}",
                i + 1
            ),
        ));
    }
    Ok(())
}

fn verify_extract(ctx: &Context, op: OpId, x: ExtractOp) -> Result<(), Diagnostic> {
    let src = ctx.value_type(x.source(ctx));
    let res = ctx.value_type(x.result(ctx));
    let Some((shape, scal, elem)) = vector_parts(ctx, src) else {
        return Ok(());
    };
    check_not_0d(ctx, op, res, "result type")?;
    let pos = x.static_position(ctx);
    verify_position(ctx, op, &pos, x.dynamic_position(ctx).len(), shape, false)?;
    check_position_bounds(ctx, op, &pos, shape, false)?;
    let inferred = if pos.len() == shape.len() {
        ty_str(ctx, elem)
    } else {
        let kind = tile_ir::TypeKind::Vector {
            shape: shape.get(pos.len()..).unwrap_or(&[]).to_vec(),
            scalable: scal.get(pos.len()..).unwrap_or(&[]).to_vec(),
            element: elem,
        };
        tile_ir::printer::type_kind_to_string(ctx, &kind)
    };
    if inferred != ty_str(ctx, res) {
        let msg = format!(
            "inferred type(s) '{inferred}' are incompatible with return type(s) of operation '{}'",
            ty_str(ctx, res)
        );
        let mut d = ctx.op_error(op, msg);
        // MLIR reports a second error at the op after the first.
        let mut second = ctx.op_error(op, "failed to infer returned types");
        second.notes.clear();
        d.notes.push(second);
        return Err(d);
    }
    Ok(())
}

fn verify_insert(ctx: &Context, op: OpId, x: InsertOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let val = ctx.value_type(x.valueToStore(ctx));
    let dst = ctx.value_type(x.dest(ctx));
    let Some((shape, _, _)) = vector_parts(ctx, dst) else {
        return Ok(());
    };
    check_not_0d(ctx, op, val, "source operand")?;
    let vparts = vector_parts(ctx, val);
    let pos = x.static_position(ctx);
    verify_position(ctx, op, &pos, x.dynamic_position(ctx).len(), shape, true)?;
    match vparts {
        Some((s, _, _)) if s.len() + pos.len() != shape.len() => {
            return err(
                "expected position attribute rank + source rank to match dest vector rank".into(),
            );
        }
        None if pos.len() != shape.len() => {
            return err("expected position attribute rank to match the dest vector rank".into());
        }
        _ => {}
    }
    check_position_bounds(ctx, op, &pos, shape, true)
}

/// MLIR's `isIntegerArrayAttrConfinedToShape`: `values[i]` in `[min, shape[i] (+1))`.
fn confined_to_shape(
    ctx: &Context,
    op: OpId,
    values: &[i64],
    shape: &[i64],
    name: &str,
    half_open: bool,
    min: i64,
) -> Result<(), Diagnostic> {
    for (i, (&v, &d)) in values.iter().zip(shape).enumerate() {
        let max = if half_open { d } else { d + 1 };
        if v < min || v >= max {
            return Err(ctx.op_error(
                op,
                format!("expected {name} dimension {i} to be confined to [{min}, {max})"),
            ));
        }
    }
    Ok(())
}

/// MLIR's `isIntegerArrayAttrConfinedToRange` for strides: every value is 1.
fn strides_are_one(ctx: &Context, op: OpId, strides: &[i64]) -> Result<(), Diagnostic> {
    if strides.iter().any(|&s| s != 1) {
        return Err(ctx.op_error(op, "expected strides to be confined to [1, 2)"));
    }
    Ok(())
}

/// MLIR's `isSumOfIntegerArrayAttrConfinedToShape` (closed upper bound, minimum 1).
fn sum_confined(
    ctx: &Context,
    op: OpId,
    a: &[i64],
    b: &[i64],
    shape: &[i64],
    names: (&str, &str),
) -> Result<(), Diagnostic> {
    for (i, ((&x, &y), &d)) in a.iter().zip(b).zip(shape).enumerate() {
        let s = x.saturating_add(y);
        if s < 1 || s > d {
            return Err(ctx.op_error(
                op,
                format!(
                    "expected sum({}, {}) dimension {i} to be confined to [1, {})",
                    names.0,
                    names.1,
                    d + 1
                ),
            ));
        }
    }
    Ok(())
}

fn verify_extract_strided_slice(
    ctx: &Context,
    op: OpId,
    x: ExtractStridedSliceOp,
) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let src = ctx.value_type(x.source(ctx));
    let Some((shape, scal, elem)) = vector_parts(ctx, src) else {
        return Ok(());
    };
    let (offsets, sizes, strides) = (x.offsets(ctx), x.sizes(ctx), x.strides(ctx));
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return err("expected offsets, sizes and strides attributes of same size".into());
    }
    for (name, v) in [
        ("offsets", &offsets),
        ("sizes", &sizes),
        ("strides", &strides),
    ] {
        if v.len() > shape.len() {
            return err(format!(
                "expected {name} attribute of rank no greater than vector rank"
            ));
        }
    }
    confined_to_shape(ctx, op, &offsets, shape, "offsets", true, 0)?;
    confined_to_shape(ctx, op, &sizes, shape, "sizes", false, 1)?;
    strides_are_one(ctx, op, &strides)?;
    sum_confined(ctx, op, &offsets, &sizes, shape, ("offsets", "sizes"))?;
    let mut dims: Vec<i64> = sizes.clone();
    dims.extend(shape.iter().skip(sizes.len()));
    let expected = tile_ir::TypeKind::Vector {
        shape: dims,
        scalable: scal.to_vec(),
        element: elem,
    };
    let res = ctx.value_type(x.result(ctx));
    if ctx.type_kind(res) != &expected {
        let text = tile_ir::printer::type_kind_to_string(ctx, &expected);
        return Err(ctx.op_error(op, format!("expected result type to be '{text}'")));
    }
    whole_scalable_dims(ctx, op, &sizes, shape, scal)
}

/// A slice of a scalable dim must take all of it: `sizes[i] == base[i]` wherever
/// `scalable[i]` (MLIR's "expected size at idx=..." check of both strided-slice ops).
fn whole_scalable_dims(
    ctx: &Context,
    op: OpId,
    sizes: &[i64],
    base: &[i64],
    scalable: &[bool],
) -> Result<(), Diagnostic> {
    let mismatch = sizes
        .iter()
        .zip(base)
        .zip(scalable)
        .enumerate()
        .find(|(_, ((s, b), sc))| **sc && s != b);
    match mismatch {
        Some((i, ((s, b), _))) => Err(ctx.op_error(
            op,
            format!(
                "expected size at idx={i} to match the corresponding base size from the input vector ({s} vs {b})"
            ),
        )),
        None => Ok(()),
    }
}

fn verify_insert_strided_slice(
    ctx: &Context,
    op: OpId,
    x: InsertStridedSliceOp,
) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let (Some((sshape, sscal, _)), Some((dshape, dscal, _))) = (
        vector_parts(ctx, ctx.value_type(x.valueToStore(ctx))),
        vector_parts(ctx, ctx.value_type(x.dest(ctx))),
    ) else {
        return Ok(());
    };
    let (offsets, strides) = (x.offsets(ctx), x.strides(ctx));
    if offsets.len() != dshape.len() {
        return err("expected offsets of same size as destination vector rank".into());
    }
    if strides.len() != sshape.len() {
        return Err(ctx.op_error(op, "expected strides of same size as source vector rank"));
    }
    if sshape.len() > dshape.len() {
        return err("expected source rank to be no greater than destination rank".into());
    }
    let rank_diff = dshape.len() - sshape.len();
    let mut as_dest = vec![1; rank_diff];
    as_dest.extend(sshape);
    confined_to_shape(ctx, op, &offsets, dshape, "offsets", true, 0)?;
    strides_are_one(ctx, op, &strides)?;
    sum_confined(
        ctx,
        op,
        &offsets,
        &as_dest,
        dshape,
        ("offsets", "source vector shape"),
    )?;
    // The source lines up with the dest's innermost dims.
    let (dshape, dscal) = (
        dshape.get(rank_diff..).unwrap_or_default(),
        dscal.get(rank_diff..).unwrap_or_default(),
    );
    if let Some(i) = sscal.iter().zip(dscal).position(|(a, b)| a != b) {
        return err(format!(
            "mismatching scalable flags (at source vector idx={i})"
        ));
    }
    whole_scalable_dims(ctx, op, sshape, dshape, sscal)
}

fn verify_shape_cast(ctx: &Context, op: OpId, x: ShapeCastOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let (Some((s, ss, se)), Some((r, rs, re))) = (
        vector_parts(ctx, ctx.value_type(x.source(ctx))),
        vector_parts(ctx, ctx.value_type(x.result(ctx))),
    ) else {
        return Ok(());
    };
    if se != re {
        return Err(ctx.op_error(op, "has different source and result element types"));
    }
    let (a, b) = (s.iter().product::<i64>(), r.iter().product::<i64>());
    if a != b {
        return err(format!(
            "has different number of elements at source ({a}) and result ({b})"
        ));
    }
    let count = |f: &[bool]| f.iter().filter(|&&x| x).count();
    let (sn, rn) = (count(ss), count(rs));
    if sn != rn {
        return err(format!(
            "has different number of scalable dims at source ({sn}) and result ({rn})"
        ));
    }
    Ok(())
}

/// The width in bits of a scalar type (`index` is 64 bits, as MLIR's default data layout).
pub fn bit_width(ctx: &Context, t: Type) -> Option<u64> {
    match ctx.type_kind(t) {
        tile_ir::TypeKind::Integer { width, .. } => Some(u64::from(*width)),
        tile_ir::TypeKind::Index => Some(64),
        tile_ir::TypeKind::Float(sem) => Some(u64::from(sem.bit_width())),
        _ => None,
    }
}

fn verify_bitcast(ctx: &Context, op: OpId, x: BitCastOp) -> Result<(), Diagnostic> {
    let (Some((s, _, se)), Some((r, _, re))) = (
        vector_parts(ctx, ctx.value_type(x.source(ctx))),
        vector_parts(ctx, ctx.value_type(x.result(ctx))),
    ) else {
        return Ok(());
    };
    for i in 0..s.len().saturating_sub(1) {
        if s.get(i) != r.get(i) {
            return Err(ctx.op_error(op, format!("dimension size mismatch at: {i}")));
        }
    }
    let (sb, rb) = (
        bit_width(ctx, se).unwrap_or(0),
        bit_width(ctx, re).unwrap_or(0),
    );
    match (s.last(), r.last()) {
        (None, _) | (_, None) if sb != rb => Err(ctx.op_error(
            op,
            "source/result bitwidth of the 0-D vector element types must be equal",
        )),
        (Some(&a), Some(&b)) if sb * a as u64 != rb * b as u64 => Err(ctx.op_error(
            op,
            "source/result bitwidth of the minor 1-D vectors must be equal",
        )),
        _ => Ok(()),
    }
}

fn verify_transpose(ctx: &Context, op: OpId, x: TransposeOp) -> Result<(), Diagnostic> {
    let src = vshape(ctx, ctx.value_type(x.vector(ctx)));
    let res = vshape(ctx, ctx.value_type(x.result(ctx)));
    let rank = res.len();
    if src.len() != rank {
        return Err(ctx.op_error(op, format!("vector result rank mismatch: {rank}")));
    }
    let perm = x.permutation(ctx);
    if perm.len() != rank {
        return Err(ctx.op_error(op, format!("transposition length mismatch: {}", perm.len())));
    }
    let mut seen = vec![false; rank];
    for (i, &p) in perm.iter().enumerate() {
        let Some(slot) = usize::try_from(p).ok().and_then(|u| seen.get_mut(u)) else {
            return Err(ctx.op_error(op, format!("transposition index out of range: {p}")));
        };
        if *slot {
            return Err(ctx.op_error(op, format!("duplicate position index: {p}")));
        }
        *slot = true;
        if res.get(i) != src.get(p as usize) {
            return Err(ctx.op_error(op, format!("dimension size mismatch at: {p}")));
        }
    }
    Ok(())
}

fn verify_constant_mask(ctx: &Context, op: OpId, x: ConstantMaskOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let Some((shape, scal, _)) = vector_parts(ctx, ctx.value_type(x.result(ctx))) else {
        return Ok(());
    };
    let sizes = x.mask_dim_sizes(ctx);
    if shape.is_empty() {
        return match sizes.as_slice() {
            [0] | [1] => Ok(()),
            [_] => Err(Diagnostic::error(
                op_loc(ctx, op),
                "mask dim size must be either 0 or 1 for 0-D vectors",
            )),
            _ => Err(Diagnostic::error(
                op_loc(ctx, op),
                "array attr must have length 1 for 0-D vectors",
            )),
        };
    }
    if sizes.len() != shape.len() {
        return err("must specify array attr of size equal vector result rank".into());
    }
    for ((&m, &d), &s) in sizes.iter().zip(shape).zip(scal) {
        if m < 0 || m > d {
            return err("array attr of size out of bounds of vector result dimension size".into());
        }
        if s && m != 0 && m != d {
            return err("only supports 'none set' or 'all set' scalable dimensions".into());
        }
    }
    if sizes.contains(&0) && sizes.iter().any(|&m| m != 0) {
        return Err(ctx.op_error(op, "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim",
        ));
    }
    Ok(())
}

fn verify_create_mask(ctx: &Context, op: OpId, x: CreateMaskOp) -> Result<(), Diagnostic> {
    let rank = vshape(ctx, ctx.value_type(x.result(ctx))).len();
    let n = x.operands(ctx).len();
    if rank == 0 && n != 1 {
        return Err(ctx.op_error(op, "must specify exactly one operand for 0-D create_mask"));
    }
    if rank != 0 && n != rank {
        return Err(ctx.op_error(
            op,
            "must specify an operand for each result vector dimension",
        ));
    }
    Ok(())
}

/// The vector type `t` with its trailing dimension scaled by `num / den`.
fn scaled_trailing(ctx: &Context, t: Type, num: i64, den: i64) -> Option<tile_ir::TypeKind> {
    let (shape, scal, elem) = vector_parts(ctx, t)?;
    let mut shape = shape.to_vec();
    let last = shape.last_mut()?;
    *last = *last * num / den;
    Some(tile_ir::TypeKind::Vector {
        shape,
        scalable: scal.to_vec(),
        element: elem,
    })
}

fn verify_interleave(ctx: &Context, op: OpId, x: InterleaveOp) -> Result<(), Diagnostic> {
    let src = ctx.value_type(x.lhs(ctx));
    let res = ctx.value_type(x.result(ctx));
    let expected = match scaled_trailing(ctx, src, 2, 1) {
        Some(k) => Some(k),
        // A 0-d source interleaves into a vector of two.
        None => vector_parts(ctx, src).map(|(_, _, e)| tile_ir::TypeKind::Vector {
            shape: vec![2],
            scalable: vec![false],
            element: e,
        }),
    };
    if expected.is_some_and(|k| &k != ctx.type_kind(res)) {
        return Err(ctx.op_error(
            op,
            "failed to verify that type of 'result' is double the width of the inputs",
        ));
    }
    Ok(())
}

fn verify_deinterleave(ctx: &Context, op: OpId, x: DeinterleaveOp) -> Result<(), Diagnostic> {
    let src = ctx.value_type(x.source(ctx));
    let res = ctx.value_type(x.res1(ctx));
    if vshape(ctx, src).last().is_some_and(|d| d % 2 != 0) {
        return Err(ctx.op_error(op, "failed to verify that the trailing dimension of the source vector has an even number of elements",
        ));
    }
    if scaled_trailing(ctx, src, 1, 2).is_some_and(|k| &k != ctx.type_kind(res)) {
        return Err(ctx.op_error(op, "failed to verify that the trailing dimension of the results is half the width of source trailing dimension",
        ));
    }
    if res != ctx.value_type(x.res2(ctx)) {
        return Err(ctx.op_error(
            op,
            "failed to verify that all of {res1, res2} have same type",
        ));
    }
    Ok(())
}

fn verify_shuffle(ctx: &Context, op: OpId, x: ShuffleOp) -> Result<(), Diagnostic> {
    let (t1, t2, tr) = (
        ctx.value_type(x.v1(ctx)),
        ctx.value_type(x.v2(ctx)),
        ctx.value_type(x.vector(ctx)),
    );
    let (s1, s2, sr) = (vshape(ctx, t1), vshape(ctx, t2), vshape(ctx, tr));
    let zero_d = s1.is_empty() && s2.is_empty() && sr.len() == 1;
    if !zero_d && (s1.len() != sr.len() || s2.len() != sr.len()) {
        return Err(ctx.op_error(op, "rank mismatch"));
    }
    for r in 1..s1.len() {
        if sr.get(r) != s1.get(r) || s1.get(r) != s2.get(r) {
            return Err(ctx.op_error(op, "dimension mismatch"));
        }
    }
    let mask = x.mask(ctx);
    if mask.is_empty() {
        return Err(ctx.op_error(op, "invalid mask length"));
    }
    if sr.first() != Some(&(mask.len() as i64)) {
        return Err(ctx.op_error(op, "mask length mismatch"));
    }
    let size = s1.first().copied().unwrap_or(1) + s2.first().copied().unwrap_or(1);
    for (i, &m) in mask.iter().enumerate() {
        if m != -1 && !(0..size).contains(&m) {
            return Err(ctx.op_error(op, format!("mask index #{} out of range", i + 1)));
        }
    }
    Ok(())
}
