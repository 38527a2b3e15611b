//! Tests of `sparsify` (semantic checks through the interpreter live in `tests/`).
