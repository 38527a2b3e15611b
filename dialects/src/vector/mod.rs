//! The `vector` dialect: virtual vectors and the ops MLIR programs use on them, with MLIR 22's
//! syntax and verifier messages (`vector.splat` no longer exists in MLIR 22). Every op is
//! declared with `declare_op!`; `transfer_read`/`transfer_write`, `contract` and `print` keep
//! hand-written syntax as in MLIR.

pub mod attrs;
mod casts;
pub mod compute;
mod elements;
mod extract;
mod fold;
mod insert;
pub mod mask;
pub mod memory;
pub mod print;
mod reduce;
pub mod scalable;
pub mod shape;
mod strided;
pub mod types;

pub use compute::{ContractionOp, FmaOp, MultiDimReductionOp, OuterProductOp, ReductionOp, ScanOp};
pub use mask::{MaskOp, YieldOp};
pub use memory::{
    CompressStoreOp, ExpandLoadOp, GatherOp, LoadOp, MaskedLoadOp, MaskedStoreOp, ScatterOp,
    StoreOp, TransferReadOp, TransferWriteOp, TypeCastOp,
};
pub use print::PrintOp;
pub use shape::{
    BitCastOp, BroadcastOp, ConstantMaskOp, CreateMaskOp, DeinterleaveOp, ExtractOp,
    ExtractStridedSliceOp, FromElementsOp, InsertOp, InsertStridedSliceOp, InterleaveOp,
    ShapeCastOp, ShuffleOp, StepOp, ToElementsOp, TransposeOp, VectorScaleOp,
};

use tile_ir::dialect::{DialectInfo, DialectRegistry};

/// Registers the vector dialect.
pub fn register(r: &mut DialectRegistry) {
    // Folded masks become `arith.constant`s, as MLIR's vector dialect materializes them.
    r.add_dialect(DialectInfo {
        parse_attr: Some(attrs::parse_vector_attr),
        materialize_constant: Some(crate::arith::fold::materialize_constant),
        ..DialectInfo::new("vector", "Virtual vectors")
    });
    r.add_ops(print::OPS);
    r.add_ops(shape::OPS);
    r.add_ops(compute::OPS);
    r.add_ops(memory::OPS);
    r.add_ops(mask::OPS);
    r.add_ops(scalable::OPS);
}
