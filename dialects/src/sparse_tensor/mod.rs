//! The `sparse_tensor` dialect: the `#sparse_tensor.encoding` attribute (MLIR 22 grammar,
//! verifier and printing, plus the seed document's older spellings), the storage model of an
//! encoding (positions / coordinates / values buffers) and the ops sparsified code uses.

pub mod encoding;
pub mod level_iteration;
pub mod level_type;
pub mod merge;
pub mod ops;
pub mod sorting;
pub mod storage;

#[cfg(test)]
mod tests;

use tile_ir::dialect::{DialectInfo, DialectRegistry};

pub use encoding::{DimSlice, NumericValue, SparseEncoding, get_encoding};
pub use level_iteration::LevelIteration;
pub use level_type::{LevelFormat, LevelProperty, LevelType};

/// Registers the sparse_tensor dialect.
pub fn register(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo {
        parse_attr: Some(encoding::parse::parse_sparse_attr),
        parse_type: Some(ops::types::parse_sparse_type),
        ..DialectInfo::new("sparse_tensor", "Sparse tensor encodings, storage and ops")
    });
    ops::register(r);
}
