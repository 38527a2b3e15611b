//! Tests of the affine module: MLIR oracle cases and property tests.

mod oracle;
mod props;
mod simplify;
