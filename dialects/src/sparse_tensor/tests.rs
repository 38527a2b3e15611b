//! Unit tests of the sparse_tensor dialect.
