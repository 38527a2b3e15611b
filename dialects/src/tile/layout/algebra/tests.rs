//! Tests of the layout algebra.
