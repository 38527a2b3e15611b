//! tile-ir: the core of tile-opt — an MLIR-style IR with arenas and typed ids, interned types
//! and attributes, affine maps, an MLIR-text parser and printer, a verifier and a pass manager.

pub mod affine;
pub mod attributes;
pub mod context;
pub mod diagnostic;
pub mod dialect;
pub mod dialect_data;
pub mod entity;
pub mod float;
pub mod ir;
pub mod location;
pub mod parser;
pub mod pass;
pub mod printer;

pub mod verifier;

pub use attributes::{Attr, AttrKind};
pub use context::Context;
pub use diagnostic::{Diagnostic, Severity};
pub use ir::{BlockId, OpId, OperationState, RegionId, Value};
pub use location::Loc;
pub use types::{Type, TypeKind};

pub mod types;
