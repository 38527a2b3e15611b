//! Verifiers of the `embedding` ops, with MLIR's ODS-style messages (operand and result
//! constraints first, then the op's own checks).

use tile_ir::types::DYNAMIC;
use tile_ir::{Context, Diagnostic, OpId, Type, TypeKind};

use super::attr::LimitsAttr;
use super::ops::{LookupOp, PartitionIdsOp, StackIdsOp};
use crate::ods::{constraint_error, dim_str};
use crate::sparse_tensor::ops::{is_width_type, types_of};
use crate::sparse_tensor::{LevelFormat, SparseEncoding, get_encoding};
use tile_ir::ods::constraints::dims_compatible;

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

/// Shape and element type of a ranked tensor without encoding.
fn unencoded(ctx: &Context, t: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor {
            shape,
            element,
            encoding: None,
        } => Some((shape.as_slice(), *element)),
        _ => None,
    }
}

/// Shape and element type of a dense 2-D float tensor (no encoding).
pub fn dense_2d(ctx: &Context, t: Type) -> Option<([i64; 2], Type)> {
    match unencoded(ctx, t)? {
        (&[a, b], e) if matches!(ctx.type_kind(e), TypeKind::Float(_)) => Some(([a, b], e)),
        _ => None,
    }
}

/// `embedding.lookup` (types, attributes and their kinds are the spec's).
pub fn lookup(ctx: &Context, op: OpId, l: LookupOp) -> Result<(), Diagnostic> {
    let ids_t = ctx.value_type(l.ids(ctx));
    let table_t = ctx.value_type(l.table(ctx));
    let out_t = ctx.value_type(l.result(ctx));
    let (Some(([b, v], ids_e, _)), Some(([tv, w], table_e)), Some(([ob, ow], out_e))) = (
        coo_ids(ctx, ids_t),
        dense_2d(ctx, table_t),
        dense_2d(ctx, out_t),
    ) else {
        return Ok(());
    };
    if let Some(q) = l.quantization(ctx) {
        q.check().map_err(|m| ctx.op_error(op, m))?;
    }
    if ids_e != table_e || table_e != out_e {
        return Err(ctx.op_error(
            op,
            "requires the same element type for the ids (gains), the table and the result",
        ));
    }
    if !dims_compatible(&[v], &[tv]) {
        return Err(ctx.op_error(
            op,
            format!("ids have a vocabulary of {v} but the table has {tv} rows"),
        ));
    }
    if !dims_compatible(&[b, w], &[ob, ow]) {
        return Err(ctx.op_error(
            op,
            format!(
                "result shape must be [batch, width] = [{}, {}], but got [{}, {}]",
                dim_str(b),
                dim_str(w),
                dim_str(ob),
                dim_str(ow)
            ),
        ));
    }
    Ok(())
}

/// Shape and element type of a static ranked tensor without encoding.
fn plain(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    let (shape, e) = unencoded(ctx, t).filter(|(s, _)| s.iter().all(|&d| d >= 0))?;
    Some((shape.to_vec(), e))
}

/// `embedding.partition_ids`.
pub fn partition_ids(ctx: &Context, op: OpId, pi: PartitionIdsOp) -> Result<(), Diagnostic> {
    let Some(([b, _], elem, enc)) = coo_ids(ctx, ctx.value_type(pi.ids(ctx))) else {
        return Ok(());
    };
    let types = types_of(ctx, &ctx.op(op).results);
    let result = |i: usize| plain(ctx, types.get(i).copied()?);
    let pos = result(0).filter(|(s, e)| s == &[2] && is_width_type(ctx, *e, enc.pos_width));
    let crd = result(1)
        .filter(|(s, e)| matches!(s.as_slice(), [_, 2]) && is_width_type(ctx, *e, enc.crd_width));
    let gains = result(2).filter(|(s, _)| s.len() == 1);
    let descs = [
        "1-D tensor of 2 positions of the ids' position type",
        "static 2-D tensor of (sample, local id) pairs of the ids' coordinate type",
        "static 1-D tensor of gains",
    ];
    let fits = [pos.is_some(), crd.is_some(), gains.is_some()];
    let mut checks = fits.into_iter().zip(descs).zip(&types).enumerate();
    if let Some((i, ((_, desc), &t))) = checks.find(|(_, ((ok, _), _))| !ok) {
        return Err(constraint_error(ctx, op, ("result", i), desc, t));
    }
    let (Some((crd_s, _)), Some((val_s, val_e))) = (crd, gains) else {
        return Ok(());
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
    let (p, n) = (pi.partition(ctx), pi.num_partitions(ctx));
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
    let LimitsAttr(limits) = pi.limits(ctx);
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
pub fn stack_ids(ctx: &Context, op: OpId, st: StackIdsOp) -> Result<(), Diagnostic> {
    let mut parts = Vec::with_capacity(st.inputs(ctx).len());
    for (i, &v) in st.inputs(ctx).iter().enumerate() {
        let t = ctx.value_type(v);
        let Some((shape, e, _)) = coo_ids(ctx, t) else {
            return Ok(());
        };
        if shape.contains(&DYNAMIC) {
            return Err(constraint_error(
                ctx,
                op,
                ("operand", i),
                "statically shaped id batch",
                t,
            ));
        }
        parts.push((shape, e));
    }
    let Some(([ob, ov], oe, _)) = coo_ids(ctx, ctx.value_type(st.result(ctx))) else {
        return Ok(());
    };
    let offsets = st.col_offsets(ctx);
    let slices = st.num_slices(ctx);
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
                dim_str(ob),
                dim_str(ov)
            ),
        ));
    }
    Ok(())
}
