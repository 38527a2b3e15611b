//! The arith verifiers: op structure, ODS type and attribute constraints, traits and the ops'
//! own rules, in MLIR's order and with MLIR's messages.

use super::attrs::{self, FlagKind};
use super::ops::{self, CastRule, Flags, Form, OpInfo};
use super::types::{
    Constraint, compatible_shape, compatible_shapes, element_type, i1_same_shape_string,
    int_or_float_width, is_i1, is_i1_same_shape, is_index, is_scalable_vector, is_signless_int,
    mappable_kind, shape_of,
};
use crate::ods::quoted;
use tile_ir::attributes::DenseValues;
use tile_ir::{AttrKind, Context, Diagnostic, OpId, Type, TypeKind};

type VResult = Result<(), Diagnostic>;

/// Checks the region, result, successor and operand counts (MLIR's structural traits).
pub fn check_counts(ctx: &Context, op: OpId, operands: usize, results: usize) -> VResult {
    let o = ctx.op(op);
    if !o.regions().is_empty() {
        return Err(ctx.op_error(op, "requires zero regions"));
    }
    match (results, o.results.len()) {
        (r, n) if r == n => {}
        (0, _) => return Err(ctx.op_error(op, "requires zero results")),
        (1, _) => return Err(ctx.op_error(op, "requires one result")),
        (r, _) => return Err(ctx.op_error(op, format!("expected {r} results"))),
    }
    if !o.successors().is_empty() {
        return Err(ctx.op_error(
            op,
            format!("requires 0 successors but found {}", o.successors().len()),
        ));
    }
    match (operands, o.operands.len()) {
        (r, n) if r == n => Ok(()),
        (0, _) => Err(ctx.op_error(op, "requires zero operands")),
        (1, _) => Err(ctx.op_error(op, "requires a single operand")),
        (r, n) => Err(ctx.op_error(op, format!("expected {r} operands, but found {n}"))),
    }
}

/// Checks operand and result types against ODS constraints (`operand #0 must be ...`).
pub fn check_constraints(
    ctx: &Context,
    op: OpId,
    operands: &[Constraint],
    results: &[Constraint],
) -> VResult {
    for (what, types, cs) in [
        ("operand", ctx.operand_types(op), operands),
        ("result", ctx.result_types(op), results),
    ] {
        for (i, (&t, &c)) in types.iter().zip(cs).enumerate() {
            if !c.holds(ctx, t) {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "{what} #{i} must be {}, but got {}",
                        c.describe(),
                        quoted(ctx, t)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Checks an optional flags property.
pub fn check_flags_prop(ctx: &Context, op: OpId, kind: FlagKind, prop: &str) -> VResult {
    let Some(a) = ctx.op_attr(op, prop) else {
        return Ok(());
    };
    if attrs::attr_flags(ctx, a, kind).is_some() {
        return Ok(());
    }
    let desc = match kind {
        FlagKind::FastMath => "Floating point fast math flags",
        FlagKind::Overflow => "Integer overflow arith flags",
    };
    Err(ctx.op_error(
        op,
        format!("attribute '{prop}' failed to satisfy constraint: {desc}"),
    ))
}

/// Checks an integer enum property of type `iN` with values `0..count`.
fn check_enum_prop(
    ctx: &Context,
    op: OpId,
    prop: &str,
    width: u32,
    count: i128,
    desc: impl FnOnce() -> String,
) -> VResult {
    let Some(a) = ctx.op_attr(op, prop) else {
        return Ok(());
    };
    let ok = match ctx.attr_kind(a) {
        AttrKind::Integer { value, ty } => {
            ctx.type_kind(*ty) == &TypeKind::int(width) && (0..count).contains(value)
        }
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(ctx.op_error(
            op,
            format!(
                "attribute '{prop}' failed to satisfy constraint: {}",
                desc()
            ),
        ))
    }
}

/// `allowed 64-bit signless integer cases: 0, 1, ...`
fn cases(count: i128) -> String {
    let list: Vec<String> = (0..count).map(|i| i.to_string()).collect();
    format!("allowed 64-bit signless integer cases: {}", list.join(", "))
}

/// Checks the properties of an arith op: with `required` unset, only the constraints of the
/// attributes present (MLIR checks those when the op is built, before verifying it); with it
/// set, also that required attributes are there.
fn check_props(ctx: &Context, op: OpId, info: &OpInfo, required: bool) -> VResult {
    match info.form {
        Form::Constant => {
            let Some(v) = ctx.op_attr(op, "value") else {
                return if required {
                    Err(ctx.op_error(op, "requires attribute 'value'"))
                } else {
                    Ok(())
                };
            };
            if !is_typed_attr(ctx, v) {
                return Err(ctx.op_error(
                    op,
                    "attribute 'value' failed to satisfy constraint: TypedAttr instance",
                ));
            }
            return Ok(());
        }
        Form::CmpI | Form::CmpF => {
            if ctx.op_attr(op, "predicate").is_none() {
                return if required {
                    Err(ctx.op_error(op, "requires attribute 'predicate'"))
                } else {
                    Ok(())
                };
            }
            let n = if info.form == Form::CmpI { 10 } else { 16 };
            check_enum_prop(ctx, op, "predicate", 64, n, || cases(n))?;
        }
        _ => {}
    }
    match info.flags {
        Flags::None => Ok(()),
        Flags::Overflow => check_flags_prop(ctx, op, FlagKind::Overflow, "overflowFlags"),
        Flags::Exact => match ctx.op_attr(op, "isExact").map(|a| ctx.attr_kind(a)) {
            None | Some(AttrKind::Unit) => Ok(()),
            Some(_) => Err(ctx.op_error(
                op,
                "attribute 'isExact' failed to satisfy constraint: unit attribute",
            )),
        },
        Flags::FastMath | Flags::OptFastMath => {
            check_flags_prop(ctx, op, FlagKind::FastMath, "fastmath")
        }
        Flags::RoundingFastMath => {
            check_flags_prop(ctx, op, FlagKind::FastMath, "fastmath")?;
            check_enum_prop(ctx, op, "roundingmode", 32, 5, || {
                "Floating point rounding mode".to_string()
            })
        }
    }
}

/// Whether `a` implements MLIR's `TypedAttr`.
fn is_typed_attr(ctx: &Context, a: tile_ir::Attr) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::Integer { .. }
            | AttrKind::Bool(_)
            | AttrKind::Float { .. }
            | AttrKind::String(_)
            | AttrKind::DenseElements { .. }
            | AttrKind::SparseElements { .. }
            | AttrKind::DenseResource { .. }
    )
}

/// MLIR's `SameOperandsAndResultType`.
pub fn same_operands_and_result_type(ctx: &Context, op: OpId) -> VResult {
    let results = ctx.result_types(op);
    let Some(&ty) = results.first() else {
        return Ok(());
    };
    let elem = element_type(ctx, ty);
    let encoding = match ctx.type_kind(ty) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    };
    for t in results.iter().skip(1).copied().chain(ctx.operand_types(op)) {
        if element_type(ctx, t) != elem || !compatible_shape(ctx, t, ty) {
            return Err(ctx.op_error(op, "requires the same type for all operands and results"));
        }
        if let (
            Some(e),
            TypeKind::RankedTensor {
                encoding: other, ..
            },
        ) = (encoding, ctx.type_kind(t))
            && *other != Some(e)
        {
            return Err(ctx.op_error(
                op,
                "requires the same encoding for all operands and results",
            ));
        }
    }
    Ok(())
}

/// MLIR's `SameTypeOperands`.
pub fn same_type_operands(ctx: &Context, op: OpId) -> VResult {
    let types = ctx.operand_types(op);
    match types.first() {
        Some(&first) if types.iter().any(|&t| t != first) => {
            Err(ctx.op_error(op, "requires all operands to have the same type"))
        }
        _ => Ok(()),
    }
}

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

/// `AllTypesMatch` over the given named types.
pub fn all_types_match(ctx: &Context, op: OpId, named: &[(&str, Type)]) -> VResult {
    let Some(&(_, first)) = named.first() else {
        return Ok(());
    };
    if named.iter().all(|&(_, t)| t == first) {
        return Ok(());
    }
    let names: Vec<&str> = named.iter().map(|(n, _)| *n).collect();
    Err(ctx.op_error(
        op,
        format!(
            "failed to verify that all of {{{}}} have same type",
            names.join(", ")
        ),
    ))
}

/// The verify hook of every arith op.
pub fn verify_arith(ctx: &Context, op: OpId) -> VResult {
    let Some(info) = ops::op_info(ctx.op_name_of(op)) else {
        return Ok(());
    };
    let (n_operands, n_results) = counts(info.form);
    check_props(ctx, op, info, false)?;
    check_counts(ctx, op, n_operands, n_results)?;
    check_props(ctx, op, info, true)?;
    let (operand_cs, result_cs) = constraints(info);
    check_constraints(ctx, op, &operand_cs, &result_cs)?;
    check_preds(ctx, op, info)?;
    check_traits(ctx, op, info)?;
    check_custom(ctx, op, info)
}

/// Operand and result counts of a syntax family.
fn counts(form: Form) -> (usize, usize) {
    match form {
        Form::Constant => (0, 1),
        Form::Unary | Form::Cast(_) => (1, 1),
        Form::Binary | Form::CmpI | Form::CmpF | Form::ScalingCast(_) => (2, 1),
        Form::Select => (3, 1),
        Form::AddUIExtended | Form::MulExtended => (2, 2),
    }
}

/// Per-operand and per-result constraints.
fn constraints(info: &OpInfo) -> (Vec<Constraint>, Vec<Constraint>) {
    match info.form {
        Form::Constant => (vec![], vec![Constraint::Any]),
        Form::Unary | Form::Cast(_) => (vec![info.operand], vec![info.result]),
        Form::Binary | Form::ScalingCast(_) => (vec![info.operand; 2], vec![info.result]),
        Form::CmpI | Form::CmpF => (vec![info.operand; 2], vec![Constraint::BoolLike]),
        Form::Select => (
            vec![Constraint::BoolLike, Constraint::Any, Constraint::Any],
            vec![Constraint::Any],
        ),
        Form::AddUIExtended => (
            vec![info.operand; 2],
            vec![info.operand, Constraint::BoolLike],
        ),
        Form::MulExtended => (vec![info.operand; 2], vec![info.operand; 2]),
    }
}

/// The `PredOpTrait`s, checked with the ODS invariants.
fn check_preds(ctx: &Context, op: OpId, info: &OpInfo) -> VResult {
    let ops = ctx.operand_types(op);
    let res = ctx.result_types(op);
    let get = |v: &[Type], i: usize| v.get(i).copied();
    match info.form {
        Form::Constant => {
            let (Some(v), Some(r)) = (ctx.op_attr(op, "value"), get(&res, 0)) else {
                return Ok(());
            };
            if value_has_type(ctx, v, r) {
                Ok(())
            } else {
                Err(ctx.op_error(
                    op,
                    "failed to verify that all of {value, result} have same type",
                ))
            }
        }
        Form::CmpI | Form::CmpF => i1_result_same_shape(ctx, op),
        Form::Select => {
            let (Some(c), Some(t), Some(f), Some(r)) =
                (get(&ops, 0), get(&ops, 1), get(&ops, 2), get(&res, 0))
            else {
                return Ok(());
            };
            all_types_match(
                ctx,
                op,
                &[("true_value", t), ("false_value", f), ("result", r)],
            )?;
            let matching =
                matches!((shape_of(ctx, c), shape_of(ctx, r)), (Some(a), Some(b)) if a == b);
            if is_i1(ctx, c) || matching {
                Ok(())
            } else {
                Err(ctx.op_error(
                    op,
                    "failed to verify that condition is signless i1 or has matching shape",
                ))
            }
        }
        Form::Cast(_) | Form::ScalingCast(_) => {
            let (Some(i), Some(o)) = (get(&ops, 0), get(&res, 0)) else {
                return Ok(());
            };
            if same_tensor_dims(ctx, i, o) {
                Ok(())
            } else {
                Err(ctx.op_error(
                    op,
                    "failed to verify that input and output have the same tensor dimensions",
                ))
            }
        }
        Form::AddUIExtended => match (get(&ops, 0), get(&ops, 1), get(&res, 0)) {
            (Some(l), Some(r), Some(s)) => {
                all_types_match(ctx, op, &[("lhs", l), ("rhs", r), ("sum", s)])
            }
            _ => Ok(()),
        },
        Form::MulExtended => match (get(&ops, 0), get(&ops, 1), get(&res, 0), get(&res, 1)) {
            (Some(l), Some(r), Some(lo), Some(hi)) => all_types_match(
                ctx,
                op,
                &[("lhs", l), ("rhs", r), ("low", lo), ("high", hi)],
            ),
            _ => Ok(()),
        },
        Form::Binary | Form::Unary => Ok(()),
    }
}

/// Whether a constant's value attribute has the result type (`AllTypesMatch<value, result>`);
/// attributes whose type tile-opt does not know match.
fn value_has_type(ctx: &Context, a: tile_ir::Attr, r: Type) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseElements { ty, .. }
        | AttrKind::SparseElements { ty, .. }
        | AttrKind::DenseResource { ty, .. } => *ty == r,
        AttrKind::Bool(_) => is_i1(ctx, r),
        AttrKind::String(_) => matches!(ctx.type_kind(r), TypeKind::None),
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

/// The native traits and interfaces, in MLIR's order.
fn check_traits(ctx: &Context, op: OpId, info: &OpInfo) -> VResult {
    match info.form {
        Form::Constant => return Ok(()),
        Form::Binary | Form::Unary => same_operands_and_result_type(ctx, op)?,
        Form::CmpI | Form::CmpF => same_type_operands(ctx, op)?,
        Form::Cast(rule) => {
            same_operands_and_result_shape(ctx, op)?;
            check_cast_compatible(ctx, op, rule)?;
        }
        Form::ScalingCast(rule) => check_cast_compatible(ctx, op, rule)?,
        Form::Select | Form::AddUIExtended | Form::MulExtended => {}
    }
    elementwise(ctx, op)
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

/// The ops' own `verify()` methods.
fn check_custom(ctx: &Context, op: OpId, info: &OpInfo) -> VResult {
    match info.form {
        Form::Constant => verify_constant(ctx, op),
        Form::Select => verify_select(ctx, op),
        Form::Cast(rule) => verify_width_change(ctx, op, rule),
        _ => Ok(()),
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
    let (s, d) = (element_type(ctx, i), element_type(ctx, o));
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
