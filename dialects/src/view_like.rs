//! MLIR's `OffsetSizeAndStrideOpInterface`: the static offsets, sizes and strides of the
//! view-like ops (`memref.subview`, `memref.reinterpret_cast`, `tensor.extract_slice`,
//! `tensor.insert_slice`, `tensor.parallel_insert_slice`), read through their declared views. Dynamic entries
//! ([`tile_ir::types::DYNAMIC`]) take the op's dynamic operands in order: offsets, then
//! sizes, then strides.

use crate::memref::{ReinterpretCastOp, SubViewOp};
use crate::tensor::{ExtractSliceOp, InsertSliceOp, ParallelInsertSliceOp};
use tile_ir::{Context, OpId};

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
