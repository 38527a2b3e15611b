//! tile-passes: transformations.

pub mod canonicalize;
pub mod cse;
