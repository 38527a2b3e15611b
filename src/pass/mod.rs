//! The pass manager (being written).
