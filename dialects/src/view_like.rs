//! MLIR's `OffsetSizeAndStrideOpInterface`: the static offsets, sizes and strides of the
//! view-like ops (`memref.subview`, `memref.reinterpret_cast`, `tensor.extract_slice`,
//! `tensor.insert_slice`, `tensor.parallel_insert_slice`), read through their declared views. Dynamic entries
//! ([`tile_ir::types::DYNAMIC`]) take the op's dynamic operands in order: offsets, then
//! sizes, then strides.

use crate::memref::{ReinterpretCastOp, SubViewOp};
use crate::tensor::{ExtractSliceOp, InsertSliceOp, ParallelInsertSliceOp};
use tile_ir::types::DYNAMIC;
use tile_ir::{Context, Diagnostic, OpId};

/// The interface on a declared view: its static lists and how many dynamic values each has.
pub trait OffsetSizeStride: Copy {
    /// `[offsets, sizes, strides]`, with [`tile_ir::types::DYNAMIC`] for dynamic entries.
    fn static_lists(self, ctx: &Context) -> [Vec<i64>; 3];
    /// How many dynamic offsets, sizes and strides the op has.
    fn dynamic_counts(self, ctx: &Context) -> [usize; 3];
}

macro_rules! offset_size_stride {
    ($($op:ty),*) => {$(
        impl OffsetSizeStride for $op {
            fn static_lists(self, ctx: &Context) -> [Vec<i64>; 3] {
                [self.static_offsets(ctx), self.static_sizes(ctx), self.static_strides(ctx)]
            }
            fn dynamic_counts(self, ctx: &Context) -> [usize; 3] {
                [self.offsets(ctx).len(), self.sizes(ctx).len(), self.strides(ctx).len()]
            }
        }
    )*};
}
offset_size_stride!(
    SubViewOp,
    ReinterpretCastOp,
    ExtractSliceOp,
    InsertSliceOp,
    ParallelInsertSliceOp
);

/// `[offsets, sizes, strides]` of a view-like op; `None` for any other op.
pub fn static_offsets_sizes_strides(ctx: &Context, op: OpId) -> Option<[Vec<i64>; 3]> {
    SubViewOp::cast(ctx, op)
        .map(|v| v.static_lists(ctx))
        .or_else(|| ReinterpretCastOp::cast(ctx, op).map(|v| v.static_lists(ctx)))
        .or_else(|| ExtractSliceOp::cast(ctx, op).map(|v| v.static_lists(ctx)))
        .or_else(|| InsertSliceOp::cast(ctx, op).map(|v| v.static_lists(ctx)))
}

/// MLIR's `verifyOffsetSizeAndStrideOp`, whose messages carry no op-name prefix:
/// `max_ranks` is how many offsets, sizes and strides the op takes (`memref.reinterpret_cast`
/// takes one offset). Gives the static lists back.
pub fn verify_offset_size_stride(
    ctx: &Context,
    op: OpId,
    view: impl OffsetSizeStride,
    max_ranks: [usize; 3],
) -> Result<[Vec<i64>; 3], Diagnostic> {
    let lists = view.static_lists(ctx);
    let counts = view.dynamic_counts(ctx);
    let fail = |msg: String| Err(Diagnostic::error(ctx.op(op).loc, msg));
    for (k, what) in [(1, "sizes"), (2, "strides"), (0, "offsets")] {
        let dynamic = lists
            .get(k)
            .map_or(0, |l| l.iter().filter(|&&x| x == DYNAMIC).count());
        let have = counts.get(k).copied().unwrap_or(0);
        if have != dynamic {
            return fail(format!(
                "expected the number of '{what}' to match the number of dynamic entries in 'static_{what}' ({have} vs {dynamic})"
            ));
        }
    }
    let [offsets, sizes, strides] = &lists;
    // A single offset is allowed for any rank when the op takes one (`reinterpret_cast`).
    let one_offset = offsets.len() == 1 && max_ranks.first() == Some(&1);
    for (a, x, b, y) in [
        ("offsets", offsets, "sizes", sizes),
        ("sizes", sizes, "strides", strides),
    ] {
        if x.len() != y.len() && !(a == "offsets" && one_offset) {
            return fail(format!(
                "expected mixed {a} rank to match mixed {b} rank ({} vs {}) so the rank of the result type is well-formed.",
                x.len(),
                y.len()
            ));
        }
    }
    for ((list, max), what) in lists
        .iter()
        .zip(max_ranks)
        .zip(["offset", "size", "stride"])
    {
        if list.len() != max {
            return fail(format!("expected {max} {what} values, got {}", list.len()));
        }
    }
    for (list, what) in [(offsets, "offsets"), (sizes, "sizes")] {
        if let Some(&x) = list.iter().find(|&&x| x < 0 && x != DYNAMIC) {
            return fail(format!("expected {what} to be non-negative, but got {x}"));
        }
    }
    Ok(lists)
}

/// MLIR's `verifyInBoundsSlice`: each static slice of `shape` stays inside it.
pub fn check_in_bounds(
    ctx: &Context,
    op: OpId,
    shape: &[i64],
    [offsets, sizes, strides]: &[Vec<i64>; 3],
) -> Result<(), Diagnostic> {
    for (i, &dim) in shape.iter().enumerate() {
        let (Some(&o), Some(&s), Some(&st)) = (offsets.get(i), sizes.get(i), strides.get(i)) else {
            continue;
        };
        if dim == DYNAMIC || o == DYNAMIC {
            continue;
        }
        let err = |m: String| Err(Diagnostic::error(ctx.op(op).loc, m));
        if o >= dim {
            return err(format!("offset {i} is out-of-bounds: {o} >= {dim}"));
        }
        if s == DYNAMIC || st == DYNAMIC {
            continue;
        }
        let last = o.saturating_add((s - 1).saturating_mul(st));
        if last >= dim {
            return err(format!(
                "slice along dimension {i} runs out-of-bounds: {last} >= {dim}"
            ));
        }
    }
    Ok(())
}

/// MLIR's `foldDynamicIndexList` on one list: each dynamic entry (`DYNAMIC` in `statics`,
/// its value next in `dynamics`) that is a constant `accept(position, value)` allows
/// becomes static (a negative offset or size, or a vector position out of range, would not
/// verify). Whether any entry changed.
pub fn fold_constant_entries(
    ctx: &Context,
    statics: &mut [i64],
    dynamics: &mut Vec<tile_ir::Value>,
    accept: impl Fn(usize, i64) -> bool,
) -> bool {
    let mut kept = Vec::with_capacity(dynamics.len());
    let mut values = dynamics.iter();
    for (i, s) in statics
        .iter_mut()
        .enumerate()
        .filter(|(_, s)| **s == DYNAMIC)
    {
        let Some(&v) = values.next() else {
            return false;
        };
        let constant = crate::arith::consts::constant_int_scalar(ctx, v)
            .and_then(|c| i64::try_from(c).ok())
            .filter(|&c| c != DYNAMIC && accept(i, c));
        match constant {
            Some(c) => *s = c,
            None => kept.push(v),
        }
    }
    let changed = kept.len() != dynamics.len();
    *dynamics = kept;
    changed
}

/// MLIR's constant-argument folder on `[offsets, sizes, strides]`: constant entries become
/// static, offsets and sizes only when not negative (they would not verify). Whether any
/// entry changed.
pub fn fold_constant_lists(
    ctx: &Context,
    statics: &mut [Vec<i64>; 3],
    dynamics: &mut [Vec<tile_ir::Value>; 3],
) -> bool {
    let mut changed = false;
    for ((s, d), non_negative) in statics.iter_mut().zip(dynamics).zip([true, true, false]) {
        changed |= fold_constant_entries(ctx, s, d, |_, c| c >= 0 || !non_negative);
    }
    changed
}
