//! The arith verifiers: op structure, ODS type and attribute constraints, traits and the ops'
//! own rules, in MLIR's order and with MLIR's messages.

use super::types::{
    compatible_shape, compatible_shapes, element_type_or_self, i1_same_shape_string,
    int_or_float_width, is_i1, is_i1_same_shape, is_index, is_scalable_vector, is_signless_int,
    mappable_kind, shape_of,
};
use crate::ods::quoted;
use tile_ir::attributes::DenseValues;
use tile_ir::{AttrKind, Context, Diagnostic, OpId, Type, TypeKind};

type VResult = Result<(), Diagnostic>;

/// MLIR's `SameOperandsAndResultShape`.
pub fn same_operands_and_result_shape(ctx: &Context, op: OpId) -> VResult {
    let mut types = ctx.operand_types(op);
    types.extend(ctx.result_types(op));
    if compatible_shapes(ctx, &types) {
        Ok(())
    } else {
        Err(ctx.op_error(op, "requires the same shape for all operands and results"))
    }
}

/// MLIR's `Elementwise` trait.
pub fn elementwise(ctx: &Context, op: OpId) -> VResult {
    let results: Vec<Type> = ctx
        .result_types(op)
        .into_iter()
        .filter(|&t| mappable_kind(ctx, t).is_some())
        .collect();
    let operands: Vec<Type> = ctx
        .operand_types(op)
        .into_iter()
        .filter(|&t| mappable_kind(ctx, t).is_some())
        .collect();
    if results.is_empty() && operands.is_empty() {
        return Ok(());
    }
    if operands.is_empty() {
        return Err(ctx.op_error(
            op,
            "if a result is non-scalar, then at least one operand must be non-scalar",
        ));
    }
    if results.is_empty() {
        return Err(ctx.op_error(
            op,
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        ));
    }
    if results.len() != ctx.op(op).results.len() {
        return Err(ctx.op_error(
            op,
            "if an operand is non-scalar, then all results must be non-scalar",
        ));
    }
    let all: Vec<Type> = operands.into_iter().chain(results).collect();
    let base = all.first().and_then(|&t| mappable_kind(ctx, t));
    if all.iter().any(|&t| mappable_kind(ctx, t) != base) || !compatible_shapes(ctx, &all) {
        return Err(ctx.op_error(
            op,
            "all non-scalar operands/results must have the same shape and base type",
        ));
    }
    Ok(())
}

/// `TypesMatchWith<"result type has i1 element type and same shape as operands">`.
pub fn i1_result_same_shape(ctx: &Context, op: OpId) -> VResult {
    let (Some(&lhs), Some(&res)) = (ctx.operand_types(op).first(), ctx.result_types(op).first())
    else {
        return Ok(());
    };
    if is_i1_same_shape(ctx, lhs, res) {
        Ok(())
    } else {
        Err(ctx.op_error(
            op,
            "failed to verify that result type has i1 element type and same shape as operands",
        ))
    }
}

/// Which operand/result types a cast accepts (MLIR's `areCastCompatible`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CastRule {
    /// Integer to strictly wider integer.
    WiderInt,
    /// Integer to strictly narrower integer.
    NarrowerInt,
    /// Float to strictly wider float.
    WiderFloat,
    /// Float to strictly narrower float.
    NarrowerFloat,
    /// Integer to float.
    IntToFloat,
    /// Float to integer.
    FloatToInt,
    /// Index to signless integer or back, also on memrefs.
    Index,
    /// Integer or float to integer or float of equal width, also on memrefs.
    Bitcast,
}

impl CastRule {
    /// The rule of a cast op, and whether it is a scaling cast.
    fn of(name: &str) -> Option<(CastRule, bool)> {
        Some(match name {
            "arith.extui" | "arith.extsi" => (CastRule::WiderInt, false),
            "arith.trunci" => (CastRule::NarrowerInt, false),
            "arith.extf" => (CastRule::WiderFloat, false),
            "arith.truncf" => (CastRule::NarrowerFloat, false),
            "arith.uitofp" | "arith.sitofp" => (CastRule::IntToFloat, false),
            "arith.fptoui" | "arith.fptosi" => (CastRule::FloatToInt, false),
            "arith.index_cast" | "arith.index_castui" => (CastRule::Index, false),
            "arith.bitcast" => (CastRule::Bitcast, false),
            "arith.scaling_extf" => (CastRule::WiderFloat, true),
            "arith.scaling_truncf" => (CastRule::NarrowerFloat, true),
            _ => return None,
        })
    }
}

/// The verify hook of every cast op: [`verify_cast`] with the op's [`CastRule`].
pub fn verify_cast_op<V>(ctx: &Context, op: OpId, _: V) -> VResult {
    match CastRule::of(ctx.op_name_of(op)) {
        Some((rule, scaling)) => verify_cast(ctx, op, rule, scaling),
        None => Ok(()),
    }
}

/// The verify hook of the ops whose only check beyond their spec is `Elementwise`.
pub fn verify_elementwise<V>(ctx: &Context, op: OpId, _: V) -> VResult {
    elementwise(ctx, op)
}

/// `arith.cmpi`, `arith.cmpf` and math's classifications: an `i1` result of the operands'
/// shape, elementwise.
pub fn verify_i1_result<V>(ctx: &Context, op: OpId, _: V) -> VResult {
    i1_result_same_shape(ctx, op)?;
    elementwise(ctx, op)
}

/// `arith.constant`: the value has the result type, then the op's own `verify()`.
pub fn verify_constant_op<V>(ctx: &Context, op: OpId, _: V) -> VResult {
    let (Some(v), Some(&r)) = (ctx.op_attr(op, "value"), ctx.result_types(op).first()) else {
        return Ok(());
    };
    if !value_has_type(ctx, v, r) {
        return Err(ctx.op_error(
            op,
            "failed to verify that all of {value, result} have same type",
        ));
    }
    verify_constant(ctx, op)
}

/// `arith.select`: the condition is `i1` or of the result's shape.
pub fn verify_select_op<V>(ctx: &Context, op: OpId, _: V) -> VResult {
    let (Some(&c), Some(&r)) = (ctx.operand_types(op).first(), ctx.result_types(op).first()) else {
        return Ok(());
    };
    let matching = matches!((shape_of(ctx, c), shape_of(ctx, r)), (Some(a), Some(b)) if a == b);
    if !is_i1(ctx, c) && !matching {
        return Err(ctx.op_error(
            op,
            "failed to verify that condition is signless i1 or has matching shape",
        ));
    }
    elementwise(ctx, op)?;
    verify_select(ctx, op)
}

/// A cast (`scaling` for `scaling_extf`/`scaling_truncf`): same tensor dimensions, same
/// shape, cast compatibility, `Elementwise`, and widening or narrowing.
pub fn verify_cast(ctx: &Context, op: OpId, rule: CastRule, scaling: bool) -> VResult {
    if let (Some(&i), Some(&o)) = (ctx.operand_types(op).first(), ctx.result_types(op).first())
        && !same_tensor_dims(ctx, i, o)
    {
        return Err(ctx.op_error(
            op,
            "failed to verify that input and output have the same tensor dimensions",
        ));
    }
    if !scaling {
        same_operands_and_result_shape(ctx, op)?;
    }
    check_cast_compatible(ctx, op, rule)?;
    elementwise(ctx, op)?;
    if scaling {
        return Ok(());
    }
    verify_width_change(ctx, op, rule)
}

/// Whether a constant's value attribute has the result type (`AllTypesMatch<value, result>`);
/// attributes whose type tile-opt does not know match.
fn value_has_type(ctx: &Context, a: tile_ir::Attr, r: Type) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseElements { ty, .. }
        | AttrKind::SparseElements { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Typed { ty, .. } => *ty == r,
        AttrKind::Bool(_) => is_i1(ctx, r),
        AttrKind::String(_) | AttrKind::Opaque { .. } => matches!(ctx.type_kind(r), TypeKind::None),
        _ => true,
    }
}

/// MLIR's `SameInputOutputTensorDims`. For an unranked tensor MLIR reads the shape of a type
/// that has none; in practice only identical types then compare equal, which is what this does.
fn same_tensor_dims(ctx: &Context, i: Type, o: Type) -> bool {
    match (tensor_dims(ctx, i), tensor_dims(ctx, o)) {
        (Some(a), Some(b)) => a == b,
        _ => i == o,
    }
}

/// The tensor dimensions of a type (empty for anything but a tensor); `None` for an unranked
/// tensor.
fn tensor_dims(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.clone()),
        TypeKind::UnrankedTensor { .. } => None,
        _ => Some(Vec::new()),
    }
}

/// The CastOpInterface check: `operand type 'X' and result type 'Y' are cast incompatible`.
fn check_cast_compatible(ctx: &Context, op: OpId, rule: CastRule) -> VResult {
    let ins = ctx.operand_types(op);
    let outs = ctx.result_types(op);
    let (Some(&i), Some(&o)) = (ins.first(), outs.first()) else {
        return Ok(());
    };
    if cast_compatible(ctx, rule, i, o) {
        return Ok(());
    }
    let list = |ts: &[Type]| {
        ts.iter()
            .map(|&t| quoted(ctx, t))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let what = if ins.len() == 1 {
        format!("operand type {}", list(&ins))
    } else {
        format!("operand types {}", list(&ins))
    };
    Err(ctx.op_error(
        op,
        format!(
            "{what} and result type {} are cast incompatible",
            list(&outs)
        ),
    ))
}

/// The element type of a scalar, vector or tensor (and memref when `memref` is set); `None`
/// for other shaped types (MLIR's `getTypeIfLike` / `getTypeIfLikeOrMemRef`).
fn underlying(ctx: &Context, t: Type, memref: bool) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element } => Some(*element),
        TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. } => {
            memref.then_some(*element)
        }
        _ => Some(t),
    }
}

/// MLIR's `areCastCompatible` of each cast rule.
pub fn cast_compatible(ctx: &Context, rule: CastRule, i: Type, o: Type) -> bool {
    let same_encoding = match (ctx.type_kind(i), ctx.type_kind(o)) {
        (
            TypeKind::RankedTensor { encoding: a, .. },
            TypeKind::RankedTensor { encoding: b, .. },
        ) => a == b,
        _ => true,
    };
    if !same_encoding || !compatible_shape(ctx, i, o) {
        return false;
    }
    let memref = matches!(rule, CastRule::Index | CastRule::Bitcast);
    let (Some(s), Some(d)) = (underlying(ctx, i, memref), underlying(ctx, o, memref)) else {
        return false;
    };
    let int_w = |t: Type| match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    };
    let float_w = |t: Type| match ctx.type_kind(t) {
        TypeKind::Float(sem) => Some(sem.bit_width()),
        _ => None,
    };
    match rule {
        CastRule::WiderInt => matches!((int_w(s), int_w(d)), (Some(a), Some(b)) if b > a),
        CastRule::NarrowerInt => matches!((int_w(s), int_w(d)), (Some(a), Some(b)) if b < a),
        CastRule::WiderFloat => matches!((float_w(s), float_w(d)), (Some(a), Some(b)) if b > a),
        CastRule::NarrowerFloat => matches!((float_w(s), float_w(d)), (Some(a), Some(b)) if b < a),
        CastRule::IntToFloat => int_w(s).is_some() && float_w(d).is_some(),
        CastRule::FloatToInt => float_w(s).is_some() && int_w(d).is_some(),
        CastRule::Index => {
            (is_index(ctx, s) && is_signless_int(ctx, d))
                || (is_signless_int(ctx, s) && is_index(ctx, d))
        }
        CastRule::Bitcast => {
            let w = |t: Type| {
                if is_index(ctx, t) {
                    None
                } else {
                    int_or_float_width(ctx, t)
                }
            };
            matches!((w(s), w(d)), (Some(a), Some(b)) if a == b)
        }
    }
}

fn verify_constant(ctx: &Context, op: OpId) -> VResult {
    let (Some(v), Some(&ty)) = (ctx.op_attr(op, "value"), ctx.result_types(op).first()) else {
        return Ok(());
    };
    if matches!(ctx.type_kind(ty), TypeKind::Integer { signedness, .. } if *signedness != tile_ir::types::Signedness::Signless)
    {
        return Err(ctx.op_error(op, "integer return type must be signless"));
    }
    let kind = ctx.attr_kind(v);
    let elements = matches!(
        kind,
        AttrKind::DenseElements { .. }
            | AttrKind::SparseElements { .. }
            | AttrKind::DenseResource { .. }
    );
    if !elements
        && !matches!(
            kind,
            AttrKind::Integer { .. } | AttrKind::Bool(_) | AttrKind::Float { .. }
        )
    {
        return Err(ctx.op_error(op, "value must be an integer, float, or elements attribute"));
    }
    let splat = matches!(
        kind,
        AttrKind::DenseElements {
            values: DenseValues::Splat(_),
            ..
        }
    ) || matches!(kind, AttrKind::DenseElements { values: DenseValues::Elements(v), .. } if v.windows(2).all(|w| w.first() == w.get(1)));
    if is_scalable_vector(ctx, ty) && !splat {
        return Err(ctx.op_error(op, "intializing scalable vectors with elements attribute is not supported unless it's a vector splat"));
    }
    Ok(())
}

fn verify_select(ctx: &Context, op: OpId) -> VResult {
    let (Some(&c), Some(&r)) = (ctx.operand_types(op).first(), ctx.result_types(op).first()) else {
        return Ok(());
    };
    if is_i1(ctx, c) {
        return Ok(());
    }
    if !super::types::is_tensor_or_vector(ctx, r) {
        return Err(ctx.op_error(
            op,
            format!(
                "expected condition to be a signless i1, but got {}",
                quoted(ctx, c)
            ),
        ));
    }
    if !is_i1_same_shape(ctx, r, c) {
        let e = format!("'{}'", i1_same_shape_string(ctx, r));
        return Err(ctx.op_error(op, format!("expected condition type to have the same shape as the result type, expected {e}, but got {}", quoted(ctx, c))));
    }
    Ok(())
}

/// `extsi`/`extui`/`extf` must widen and `trunci`/`truncf` must narrow (MLIR's `verifyExtOp` and
/// `verifyTruncateOp`, reported without the op prefix as MLIR does).
fn verify_width_change(ctx: &Context, op: OpId, rule: CastRule) -> VResult {
    let wider = match rule {
        CastRule::WiderInt | CastRule::WiderFloat => true,
        CastRule::NarrowerInt | CastRule::NarrowerFloat => false,
        _ => return Ok(()),
    };
    let (Some(&i), Some(&o)) = (ctx.operand_types(op).first(), ctx.result_types(op).first()) else {
        return Ok(());
    };
    let (s, d) = (element_type_or_self(ctx, i), element_type_or_self(ctx, o));
    let (Some(sw), Some(dw)) = (int_or_float_width(ctx, s), int_or_float_width(ctx, d)) else {
        return Ok(());
    };
    let bad = if wider { sw >= dw } else { sw <= dw };
    if !bad {
        return Ok(());
    }
    let word = if wider { "wider" } else { "shorter" };
    Err(Diagnostic::error(
        ctx.op(op).loc,
        format!(
            "result type {} must be {word} than operand type {}",
            quoted(ctx, d),
            quoted(ctx, s)
        ),
    ))
}
