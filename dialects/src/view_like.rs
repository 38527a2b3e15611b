//! MLIR's `OffsetSizeAndStrideOpInterface`: the static offsets, sizes and strides of the
//! view-like ops (`memref.subview`, `memref.reinterpret_cast`, `tensor.extract_slice`,
//! `tensor.insert_slice`), read through their declared views. Dynamic entries
//! ([`tile_ir::types::DYNAMIC`]) take the op's dynamic operands in order: offsets, then
//! sizes, then strides.

use crate::memref::{ReinterpretCastOp, SubViewOp};
use crate::tensor::{ExtractSliceOp, InsertSliceOp};
use tile_ir::{Context, OpId};

/// `[offsets, sizes, strides]` of a view-like op; `None` for any other op.
pub fn static_offsets_sizes_strides(ctx: &Context, op: OpId) -> Option<[Vec<i64>; 3]> {
    macro_rules! lists {
        ($v:expr) => {
            [
                $v.static_offsets(ctx),
                $v.static_sizes(ctx),
                $v.static_strides(ctx),
            ]
        };
    }
    if let Some(v) = SubViewOp::cast(ctx, op) {
        return Some(lists!(v));
    }
    if let Some(v) = ReinterpretCastOp::cast(ctx, op) {
        return Some(lists!(v));
    }
    if let Some(v) = ExtractSliceOp::cast(ctx, op) {
        return Some(lists!(v));
    }
    InsertSliceOp::cast(ctx, op).map(|v| lists!(v))
}
