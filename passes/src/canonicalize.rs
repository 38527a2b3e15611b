//! Canonicalization (being written).
