//! Folders of the arith cast ops.

use super::attrs::FASTMATH_CONTRACT;
use super::consts::int_scalar;
use super::floats;
use super::fold::{
    Folded, attr, def_named, fastmath_bits, one, representable_by, result_type, set_operand,
    unary_map, value,
};
use super::ints::ApInt;
use super::types::{arith_width, element_type_or_self};
use tile_ir::attributes::Scalar;
use tile_ir::float::{FloatSemantics, FloatValue};
use tile_ir::{Context, OpId, Type, TypeKind};

/// Folds the cast op `name`.
pub fn fold_cast(ctx: &mut Context, op: OpId, name: &str) -> Folded {
    match name {
        "arith.extui" | "arith.extsi" | "arith.trunci" | "arith.index_cast"
        | "arith.index_castui" => fold_int_cast(ctx, op, name),
        "arith.sitofp" | "arith.uitofp" => fold_int_to_float(ctx, op, name == "arith.sitofp"),
        "arith.fptosi" | "arith.fptoui" => fold_float_to_int(ctx, op, name == "arith.fptosi"),
        "arith.extf" => fold_extf(ctx, op),
        "arith.truncf" => fold_truncf(ctx, op),
        "arith.bitcast" => fold_bitcast(ctx, op),
        _ => None,
    }
}

/// The element float semantics of `t`.
fn float_sem(ctx: &Context, t: Type) -> Option<FloatSemantics> {
    match ctx.type_kind(element_type_or_self(ctx, t)) {
        TypeKind::Float(s) => Some(*s),
        _ => None,
    }
}

/// The element integer width of `t` (64 for index).
fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    arith_width(ctx, element_type_or_self(ctx, t))
}

fn fold_int_cast(ctx: &mut Context, op: OpId, name: &str) -> Folded {
    let x = one(ctx, op)?;
    let rt = result_type(ctx, op)?;
    let (src_w, dst_w) = (int_width(ctx, ctx.value_type(x))?, int_width(ctx, rt)?);
    if let Some(folded) = fold_cast_chain(ctx, op, name, x, rt) {
        return Some(folded);
    }
    let signed = matches!(name, "arith.extsi" | "arith.index_cast");
    let folded = unary_map(ctx, op, &mut |s| match s {
        Scalar::Int(v) => {
            let a = ApInt::new(v, src_w)?;
            let r = if signed {
                a.sext_or_trunc(dst_w)
            } else {
                a.zext_or_trunc(dst_w)
            };
            r.map(int_scalar)
        }
        _ => None,
    });
    if folded.is_some() {
        return attr(folded);
    }
    if matches!(name, "arith.index_cast" | "arith.index_castui")
        && let Some(inner) = def_named(ctx, x, name)
        && let Some(src) = one(ctx, inner)
        && ctx.value_type(src) == rt
        && int_width(ctx, ctx.value_type(x))? >= int_width(ctx, rt)?
    {
        return value(src);
    }
    None
}

/// `ext(ext(a))`, `trunci(ext(a))` and `trunci(trunci(a))`: to `a` when the types allow, or
/// in place by skipping the inner cast.
fn fold_cast_chain(ctx: &mut Context, op: OpId, name: &str, x: tile_ir::Value, rt: Type) -> Folded {
    if matches!(name, "arith.extui" | "arith.extsi") {
        let src = def_named(ctx, x, name).and_then(|d| one(ctx, d))?;
        return set_operand(ctx, op, 0, src);
    }
    if name != "arith.trunci" {
        return None;
    }
    for ext in ["arith.extui", "arith.extsi"] {
        if let Some(src) = def_named(ctx, x, ext).and_then(|d| one(ctx, d)) {
            let (s, d) = (
                element_type_or_self(ctx, ctx.value_type(src)),
                element_type_or_self(ctx, rt),
            );
            if int_width(ctx, s)? > int_width(ctx, d)? {
                return set_operand(ctx, op, 0, src);
            }
            if s == d {
                return value(src);
            }
        }
    }
    let src = def_named(ctx, x, "arith.trunci").and_then(|d| one(ctx, d))?;
    set_operand(ctx, op, 0, src)
}

fn fold_int_to_float(ctx: &mut Context, op: OpId, signed: bool) -> Folded {
    let x = one(ctx, op)?;
    let w = int_width(ctx, ctx.value_type(x))?;
    let sem = float_sem(ctx, result_type(ctx, op)?)?;
    attr(unary_map(ctx, op, &mut |s| match s {
        Scalar::Int(v) => floats::from_int(ApInt::new(v, w)?, signed, sem).map(Scalar::Float),
        _ => None,
    }))
}

fn fold_float_to_int(ctx: &mut Context, op: OpId, signed: bool) -> Folded {
    let w = int_width(ctx, result_type(ctx, op)?)?;
    attr(unary_map(ctx, op, &mut |s| match s {
        Scalar::Float(f) => floats::to_int(f, w, signed).map(int_scalar),
        _ => None,
    }))
}

fn fold_extf(ctx: &mut Context, op: OpId) -> Folded {
    let x = one(ctx, op)?;
    let rt = result_type(ctx, op)?;
    if let Some(trunc) = def_named(ctx, x, "arith.truncf")
        && let Some(src) = one(ctx, trunc)
        && ctx.value_type(src) == rt
        && fastmath_bits(ctx, trunc) & FASTMATH_CONTRACT != 0
        && fastmath_bits(ctx, op) & FASTMATH_CONTRACT != 0
    {
        return value(src);
    }
    fold_float_convert(ctx, op, rt)
}

fn fold_truncf(ctx: &mut Context, op: OpId) -> Folded {
    let x = one(ctx, op)?;
    let rt = result_type(ctx, op)?;
    if let Some(src) = def_named(ctx, x, "arith.extf").and_then(|ext| one(ctx, ext))
        && let Some(s) = float_sem(ctx, ctx.value_type(src))
        && let Some(i) = float_sem(ctx, ctx.value_type(x))
        && let Some(d) = float_sem(ctx, rt)
        && representable_by(s, i)
    {
        if s.bit_width() > d.bit_width() {
            return set_operand(ctx, op, 0, src);
        }
        if s == d {
            return value(src);
        }
    }
    fold_float_convert(ctx, op, rt)
}

/// Folds a lossless float conversion of a constant.
fn fold_float_convert(ctx: &mut Context, op: OpId, rt: Type) -> Folded {
    let sem = float_sem(ctx, rt)?;
    attr(unary_map(ctx, op, &mut |s| match s {
        Scalar::Float(f) => floats::convert_exact(f, sem).map(Scalar::Float),
        _ => None,
    }))
}

fn fold_bitcast(ctx: &mut Context, op: OpId) -> Folded {
    let rt = result_type(ctx, op)?;
    let elem = element_type_or_self(ctx, rt);
    let target = ctx.type_kind(elem).clone();
    attr(unary_map(ctx, op, &mut |s| {
        let bits: u128 = match s {
            Scalar::Int(v) => v as u128,
            Scalar::Float(f) => f.bits,
            _ => return None,
        };
        match &target {
            TypeKind::Float(sem) => {
                FloatValue::from_bits(*sem, bits & super::ints::mask(sem.bit_width()))
                    .map(Scalar::Float)
            }
            TypeKind::Integer { width, .. } => ApInt::new(bits as i128, *width).map(int_scalar),
            _ => None,
        }
    }))
}
