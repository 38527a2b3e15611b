//! Helpers shared by the tensor, linalg and sparse_tensor dialects: shaped-type queries, dense
//! `i64` arrays, operand segments and the ODS-style verifier messages
//! (`operand #0 must be ..., but got '...'`) for ops not yet declared with `declare_op!`.

use std::ops::Range;

use tile_ir::{Attr, Context, Diagnostic, OpId, Type, TypeKind};

/// Shared helpers (one implementation for every dialect): ODS-style checks, type queries,
/// attribute builders and syntax pieces.
pub use crate::ods::{
    check_min_operands, check_sized_region, check_values, dim_str, element_type, i64_array_attr,
    is_any_memref as is_memref, is_any_tensor as is_tensor, is_index, move_inherent,
    parse_optional_arrow_types, print_dynamic_index_list, print_optional_arrow_types, quoted,
    region_terminator,
};

/// Whether `t` is a ranked tensor.
pub fn is_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. })
}

/// The shape and element type of a ranked tensor.
pub fn tensor_parts(ctx: &Context, t: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, element, .. } => Some((shape.as_slice(), *element)),
        _ => None,
    }
}

pub use crate::ods::ranked_shape;

/// MLIR's `getElementTypeOrSelf`.
pub fn element_type_or_self(ctx: &Context, t: Type) -> Type {
    element_type(ctx, t).unwrap_or(t)
}

/// The values of an `array<i64: ...>` attribute.
pub fn dense_i64(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    <tile_ir::ods::constraints::DenseI64ArrayAttr as tile_ir::ods::AttrConstraint>::get(ctx, a)
}

pub use tile_ir::ods::custom_error;

/// An error at the op's location without the `'name' op` prefix (MLIR's `op->emitError`).
pub fn plain_error(ctx: &Context, op: OpId, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(ctx.op(op).loc, msg)
}

/// `'name' op requires attribute 'attr'` unless the op has it.
pub fn require_attr(ctx: &Context, op: OpId, name: &str) -> Result<Attr, Diagnostic> {
    ctx.op_attr(op, name)
        .ok_or_else(|| ctx.op_error(op, format!("requires attribute '{name}'")))
}

/// Checks an `array<i64>` inherent attribute and returns its values.
pub fn require_i64_array(ctx: &Context, op: OpId, name: &str) -> Result<Vec<i64>, Diagnostic> {
    let a = require_attr(ctx, op, name)?;
    dense_i64(ctx, a).ok_or_else(|| {
        ctx.op_error(
            op,
            format!("attribute '{name}' failed to satisfy constraint: i64 dense array attribute"),
        )
    })
}

/// The operand ranges given by `operandSegmentSizes` (`n` segments), with MLIR's messages.
pub fn operand_segments(
    ctx: &Context,
    op: OpId,
    n: usize,
) -> Result<Vec<Range<usize>>, Diagnostic> {
    let sizes = tile_ir::ods::checked_segments(ctx, op, n)?;
    let mut out = Vec::with_capacity(n);
    let mut start = 0usize;
    for s in sizes {
        out.push(start..start + s);
        start += s;
    }
    Ok(out)
}

/// The entry block of region `index`.
pub fn entry_block(ctx: &Context, op: OpId, index: usize) -> Option<tile_ir::BlockId> {
    ctx.op(op)
        .regions()
        .get(index)
        .and_then(|&r| ctx.entry_block(r))
}

thread_local! {
    /// Set while [`nested_ops_verify`] runs the verifiers of an op's body.
    static IN_NESTED_CHECK: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Resets [`IN_NESTED_CHECK`] when dropped.
struct NestedCheckGuard;

impl Drop for NestedCheckGuard {
    fn drop(&mut self) {
        IN_NESTED_CHECK.with(|f| f.set(false));
    }
}

/// Whether the ops directly in `op`'s regions pass their own verifiers. MLIR verifies region
/// invariants (`verifyRegions`, interfaces with `verifyWithRegions`) only after the nested
/// ops, and reports nothing more for an op whose body failed, so those checks are skipped
/// when this is false. Only one level is checked (the body ops' own checks then assume
/// their bodies are fine), which keeps verification linear however deep the nesting.
pub fn nested_ops_verify(ctx: &Context, op: OpId) -> bool {
    if IN_NESTED_CHECK.with(|f| f.replace(true)) {
        return true;
    }
    let _guard = NestedCheckGuard;
    for &r in ctx.op(op).regions() {
        for &b in &ctx.region(r).blocks {
            for &inner in &ctx.block(b).ops {
                if let Some(v) = ctx.op_def(inner).and_then(|d| d.verify)
                    && v(ctx, inner).is_err()
                {
                    return false;
                }
            }
        }
    }
    true
}
