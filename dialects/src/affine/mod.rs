//! The `affine` dialect (MLIR 22): `apply`, `min`, `max`, `for`, `load`, `store` and
//! `yield`, with MLIR's syntax for maps over SSA ids ([`syntax`]) and its verifiers ([`ops`]).

pub mod canonicalize;
pub mod constraints;
pub mod index_canonicalize;
pub mod map_operands;
pub mod operand_bounds;
pub mod ops;
pub mod syntax;
pub mod validity;

use tile_ir::dialect::{DialectInfo, DialectRegistry};

/// Registers the dialect and its ops.
pub fn register(r: &mut DialectRegistry) {
    r.add_dialect(DialectInfo {
        // MLIR's affine dialect materializes folded constants as `arith.constant`.
        materialize_constant: Some(crate::arith::fold::materialize_constant),
        ..DialectInfo::new("affine", "Affine loops, maps and accesses")
    });
    ops::register(r);
}
