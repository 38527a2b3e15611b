//! Common subexpression elimination (being written).
