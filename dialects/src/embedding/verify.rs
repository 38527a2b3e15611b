//! Verifiers of the `embedding` ops, with MLIR's ODS-style messages (operand and result
//! constraints first, then the op's own checks).

use tile_ir::types::DYNAMIC;
use tile_ir::{Context, Diagnostic, OpId, Type, TypeKind};

use super::attr::{Combiner, Limits, LimitsAttr, Quantization, payload};
use crate::ods::{
    check_min_operands, check_num_operands, check_num_results, i64_array, operand_error,
    result_error,
};
use crate::sparse_tensor::{LevelFormat, SparseEncoding, get_encoding};

/// ODS-style description of the id batches the ops take.
pub const COO_IDS: &str = "2-D sparse tensor in AoS COO format (compressed(nonunique), singleton) of floating-point values";
/// ODS-style description of tables and activations.
pub const DENSE_2D: &str = "2-D ranked tensor of floating-point values without encoding";

/// Shape and element type of a 2-D id batch: a sparse tensor whose encoding is AoS COO
/// `(d0, d1) -> (d0 : compressed(nonunique), d1 : singleton)` over float values.
pub fn coo_ids(ctx: &Context, t: Type) -> Option<([i64; 2], Type, &SparseEncoding)> {
    let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(t) else {
        return None;
    };
    let enc = get_encoding(ctx, t)?;
    let lts = &enc.lvl_types;
    let ok = matches!(shape.as_slice(), [_, _])
        && enc.is_identity()
        && !enc.is_slice()
        && lts.len() == 2
        && lts.first().is_some_and(|l| l.is(LevelFormat::Compressed))
        && lts.get(1).is_some_and(|l| l.is(LevelFormat::Singleton))
        && !enc.coo_is_soa()
        && matches!(ctx.type_kind(*element), TypeKind::Float(_));
    let &[b, v] = shape.as_slice() else {
        return None;
    };
    ok.then_some(([b, v], *element, enc))
}

/// Shape and element type of a dense 2-D float tensor (no encoding).
pub fn dense_2d(ctx: &Context, t: Type) -> Option<([i64; 2], Type)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor {
            shape,
            element,
            encoding: None,
        } if matches!(ctx.type_kind(*element), TypeKind::Float(_)) => match shape.as_slice() {
            &[a, b] => Some(([a, b], *element)),
            _ => None,
        },
        _ => None,
    }
}

/// Whether two sizes can be equal (either is dynamic or they agree).
fn compatible(a: i64, b: i64) -> bool {
    a == DYNAMIC || b == DYNAMIC || a == b
}

/// The `limits` property of `op`.
pub fn limits_of(ctx: &Context, op: OpId) -> Result<Limits, Diagnostic> {
    let a = ctx
        .op_attr(op, "limits")
        .ok_or_else(|| ctx.op_error(op, "requires attribute 'limits'"))?;
    payload::<LimitsAttr>(ctx, a).map(|l| l.0).ok_or_else(|| {
        ctx.op_error(
            op,
            "attribute 'limits' failed to satisfy constraint: #embedding.limits attribute",
        )
    })
}

/// Checks that `allow_id_dropping`, when present, is a unit attribute.
fn check_unit(ctx: &Context, op: OpId, name: &str) -> Result<(), Diagnostic> {
    match ctx.op_attr(op, name) {
        Some(a) if !matches!(ctx.attr_kind(a), tile_ir::AttrKind::Unit) => Err(ctx.op_error(
            op,
            format!("attribute '{name}' failed to satisfy constraint: unit attribute"),
        )),
        _ => Ok(()),
    }
}

/// `embedding.lookup`.
pub fn lookup(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 2)?;
    check_num_results(ctx, op, 1)?;
    let tys = ctx.operand_types(op);
    let (Some(&ids_t), Some(&table_t)) = (tys.first(), tys.get(1)) else {
        return Err(ctx.op_error(op, "expected 2 operands"));
    };
    let Some(&out_t) = ctx.result_types(op).first() else {
        return Err(ctx.op_error(op, "requires one result"));
    };
    let Some(([b, v], ids_e, _)) = coo_ids(ctx, ids_t) else {
        return Err(operand_error(ctx, op, 0, COO_IDS, ids_t));
    };
    let Some(([tv, w], table_e)) = dense_2d(ctx, table_t) else {
        return Err(operand_error(ctx, op, 1, DENSE_2D, table_t));
    };
    let Some(([ob, ow], out_e)) = dense_2d(ctx, out_t) else {
        return Err(result_error(ctx, op, 0, DENSE_2D, out_t));
    };
    let c = ctx
        .op_attr(op, "combiner")
        .ok_or_else(|| ctx.op_error(op, "requires attribute 'combiner'"))?;
    if payload::<Combiner>(ctx, c).is_none() {
        return Err(ctx.op_error(
            op,
            "attribute 'combiner' failed to satisfy constraint: #embedding.combiner attribute",
        ));
    }
    limits_of(ctx, op)?;
    if let Some(q) = ctx.op_attr(op, "quantization") {
        let Some(q) = payload::<Quantization>(ctx, q) else {
            return Err(ctx.op_error(
                op,
                "attribute 'quantization' failed to satisfy constraint: #embedding.quantization attribute",
            ));
        };
        q.check().map_err(|m| ctx.op_error(op, m))?;
    }
    check_unit(ctx, op, "allow_id_dropping")?;
    if ids_e != table_e || table_e != out_e {
        return Err(ctx.op_error(
            op,
            "requires the same element type for the ids (gains), the table and the result",
        ));
    }
    if !compatible(v, tv) {
        return Err(ctx.op_error(
            op,
            format!("ids have a vocabulary of {v} but the table has {tv} rows"),
        ));
    }
    if !compatible(b, ob) || !compatible(w, ow) {
        return Err(ctx.op_error(
            op,
            format!(
                "result shape must be [batch, width] = [{}, {}], but got [{}, {}]",
                crate::ods::dim_str(b),
                crate::ods::dim_str(w),
                crate::ods::dim_str(ob),
                crate::ods::dim_str(ow)
            ),
        ));
    }
    Ok(())
}

/// An integer property of `op` that must be present.
pub fn int_prop(ctx: &Context, op: OpId, name: &str) -> Result<i64, Diagnostic> {
    ctx.op_attr(op, name)
        .and_then(|a| ctx.attr_int(a))
        .and_then(|v| i64::try_from(v).ok())
        .ok_or_else(|| ctx.op_error(op, format!("requires integer attribute '{name}'")))
}

/// Whether `t` is a storage buffer element of `width` bits (0: `index`).
fn is_width(ctx: &Context, t: Type, width: u32) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Index => width == 0,
        TypeKind::Integer { width: w, .. } => *w == width,
        _ => false,
    }
}

/// Shape and element type of a static ranked tensor without encoding.
fn plain(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor {
            shape,
            element,
            encoding: None,
        } if shape.iter().all(|&d| d >= 0) => Some((shape.clone(), *element)),
        _ => None,
    }
}

/// `embedding.partition_ids`.
pub fn partition_ids(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 1)?;
    check_num_results(ctx, op, 3)?;
    let Some(&ids_t) = ctx.operand_types(op).first() else {
        return Err(ctx.op_error(op, "requires a single operand"));
    };
    let Some(([b, _], elem, enc)) = coo_ids(ctx, ids_t) else {
        return Err(operand_error(ctx, op, 0, COO_IDS, ids_t));
    };
    let rs = ctx.result_types(op);
    let (Some(&pos_t), Some(&crd_t), Some(&val_t)) = (rs.first(), rs.get(1), rs.get(2)) else {
        return Err(ctx.op_error(op, "expected 3 results"));
    };
    let pos_ok =
        plain(ctx, pos_t).is_some_and(|(s, e)| s == [2] && is_width(ctx, e, enc.pos_width));
    if !pos_ok {
        return Err(result_error(
            ctx,
            op,
            0,
            "1-D tensor of 2 positions of the ids' position type",
            pos_t,
        ));
    }
    let Some((crd_s, _)) = plain(ctx, crd_t)
        .filter(|(s, e)| matches!(s.as_slice(), [_, 2]) && is_width(ctx, *e, enc.crd_width))
    else {
        return Err(result_error(
            ctx,
            op,
            1,
            "static 2-D tensor of (sample, local id) pairs of the ids' coordinate type",
            crd_t,
        ));
    };
    let Some((val_s, val_e)) = plain(ctx, val_t).filter(|(s, _)| s.len() == 1) else {
        return Err(result_error(
            ctx,
            op,
            2,
            "static 1-D tensor of gains",
            val_t,
        ));
    };
    if val_e != elem {
        return Err(ctx.op_error(op, "requires the gains to have the element type of the ids"));
    }
    let capacity = crd_s.first().copied().unwrap_or(0);
    if val_s.first().copied() != Some(capacity) {
        return Err(ctx.op_error(
            op,
            format!(
                "requires as many gains as coordinate pairs, but got {} and {capacity}",
                val_s.first().copied().unwrap_or(0)
            ),
        ));
    }
    let p = int_prop(ctx, op, "partition")?;
    let n = int_prop(ctx, op, "num_partitions")?;
    if n < 1 || p < 0 || p >= n {
        return Err(ctx.op_error(
            op,
            format!("partition {p} of {n}: requires 0 <= partition < num_partitions"),
        ));
    }
    if b != DYNAMIC && b % n != 0 {
        return Err(ctx.op_error(
            op,
            format!("batch size {b} must be a multiple of num_partitions = {n} (one slice per source core)"),
        ));
    }
    let limits = limits_of(ctx, op)?;
    check_unit(ctx, op, "allow_id_dropping")?;
    // Every source core may send up to max_ids ids to this partition.
    let need = (n as u64).saturating_mul(limits.max_ids_per_partition);
    if (capacity as u64) < need {
        return Err(ctx.op_error(
            op,
            format!(
                "static buffer of {capacity} entries is smaller than num_partitions x max_ids_per_partition = {need}"
            ),
        ));
    }
    Ok(())
}

/// `embedding.stack_ids`.
pub fn stack_ids(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_min_operands(ctx, op, 1)?;
    check_num_results(ctx, op, 1)?;
    let tys = ctx.operand_types(op);
    let mut parts = Vec::with_capacity(tys.len());
    for (i, &t) in tys.iter().enumerate() {
        let Some((shape, e, _)) = coo_ids(ctx, t) else {
            return Err(operand_error(ctx, op, i, COO_IDS, t));
        };
        if shape.contains(&DYNAMIC) {
            return Err(operand_error(ctx, op, i, "statically shaped id batch", t));
        }
        parts.push((shape, e));
    }
    let Some(&out_t) = ctx.result_types(op).first() else {
        return Err(ctx.op_error(op, "requires one result"));
    };
    let Some(([ob, ov], oe, _)) = coo_ids(ctx, out_t) else {
        return Err(result_error(ctx, op, 0, COO_IDS, out_t));
    };
    let offsets = ctx
        .op_attr(op, "col_offsets")
        .and_then(|a| i64_array(ctx, a))
        .ok_or_else(|| ctx.op_error(op, "requires attribute 'col_offsets' (array<i64>)"))?;
    let slices = int_prop(ctx, op, "num_slices")?;
    if slices < 1 {
        return Err(ctx.op_error(op, "num_slices must be positive"));
    }
    if offsets.len() != parts.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "requires one column offset per input, but got {} for {} inputs",
                offsets.len(),
                parts.len()
            ),
        ));
    }
    let mut rows = 0i64;
    let mut end = 0i64;
    for (i, ((shape, e), &off)) in parts.iter().zip(&offsets).enumerate() {
        let [b, v] = *shape;
        if *e != oe {
            return Err(ctx.op_error(
                op,
                "requires the inputs and the result to have one element type",
            ));
        }
        if b % slices != 0 {
            return Err(ctx.op_error(
                op,
                format!("input #{i} has {b} samples, not a multiple of num_slices = {slices}"),
            ));
        }
        if off < 0 {
            return Err(ctx.op_error(op, format!("column offset {off} of input #{i} is negative")));
        }
        // Features of one table share its columns, so ranges may coincide.
        end = end.max(off.saturating_add(v));
        rows = rows.saturating_add(b);
    }
    if ob != rows || ov < end {
        return Err(ctx.op_error(
            op,
            format!(
                "result must have {rows} rows and at least {end} columns, but got {}x{}",
                crate::ods::dim_str(ob),
                crate::ods::dim_str(ov)
            ),
        ));
    }
    Ok(())
}
