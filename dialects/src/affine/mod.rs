//! The `affine` dialect (MLIR 22): `apply`, `min`, `max`, `for`, `load`, `store` and
//! `yield`, with MLIR's syntax for maps over SSA ids ([`syntax`]) and its verifiers ([`ops`]).

pub mod constraints;
pub mod ops;
pub mod syntax;
pub mod validity;

use tile_ir::dialect::{DialectInfo, DialectRegistry};

/// Registers the dialect and its ops.
pub fn register(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo::new(
        "affine",
        "Affine loops, maps and accesses",
    ));
    ops::register(r);
}
