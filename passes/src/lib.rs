//! tile-passes: transformations — `assign-layouts`, `canonicalize`, `cse`,
//! `linalg-generalize-named-ops`, `lower-tiles`, `sparsify` and the embedding passes (`embedding-stack-tables`,
//! `embedding-partition`) — and [`register_all`] to make them available to a pass registry.

#![deny(missing_docs)]

pub mod assign_layouts;
pub mod canonicalize;
pub mod cse;
pub mod embedding;
pub mod linalg_generalize;
pub mod lower_tiles;
pub mod sparsify;

#[cfg(test)]
mod tests;

use tile_ir::pass::PassRegistry;

/// Registers every pass of this crate into `r`.
pub fn register_all(r: &mut PassRegistry) {
    r.register::<assign_layouts::AssignLayouts>();
    r.register::<canonicalize::Canonicalize>();
    r.register::<cse::Cse>();
    r.register::<linalg_generalize::LinalgGeneralize>();
    r.register::<lower_tiles::LowerTiles>();
    r.register::<sparsify::Sparsify>();
    r.register::<embedding::stack_tables::StackTables>();
    r.register::<embedding::partition::Partition>();
}

/// A registry holding every pass of this crate.
pub fn registry() -> PassRegistry {
    let mut r = PassRegistry::default();
    register_all(&mut r);
    r
}
