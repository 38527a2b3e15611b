//! tile-ir: the core of tile-opt — an MLIR-style IR with arenas and typed ids, interned types
//! and attributes, affine maps, an MLIR-text parser and printer, a verifier and a pass manager.
//!
//! Parse, walk, build with [`builder::OpBuilder`], verify and print (ops no dialect
//! registers are kept in generic form; `tile_dialects::registry()` gives the context our
//! dialects, and `tile-opt`'s crate docs show a whole pass pipeline):
//!
//! ```
//! use tile_ir::builder::OpBuilder;
//! use tile_ir::printer::{PrintOptions, print_op};
//! use tile_ir::{Context, Loc};
//! let mut ctx = Context::new(Default::default());
//! let text = r#""test.func"() ({
//! ^bb0(%x: i32):
//!   "test.return"(%x) : (i32) -> ()
//! }) : () -> ()"#;
//! let module = tile_ir::parser::parse_str(&mut ctx, "input.mlir", text).map_err(|d| d.message)?;
//! let mut names = Vec::new();
//! ctx.walk(module, &mut |op| names.push(ctx.op_name_of(op).to_string()));
//! assert_eq!(names, ["builtin.module", "test.func", "test.return"]);
//! // Insert `"test.neg"(%x)` before the return and return its result instead.
//! let ret = ctx.walk_collect(module).into_iter().find(|&o| ctx.op_name_of(o) == "test.return");
//! let ret = ret.ok_or("no return")?;
//! let x = ctx.op(ret).operands[0];
//! let i32t = ctx.int_type(32);
//! let neg = OpBuilder::before(ret).build(&mut ctx, "test.neg", &[x], &[i32t], Loc::Unknown);
//! let y = ctx.op(neg).results[0];
//! ctx.op_mut(ret).operands[0] = y;
//! assert!(tile_ir::verifier::verify(&ctx, module).is_empty());
//! let out = print_op(&ctx, module, &PrintOptions::default());
//! assert!(out.contains(r#""test.return"(%0) : (i32) -> ()"#), "{out}");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![deny(missing_docs)]

pub mod affine;
pub mod attributes;
pub mod builder;
pub mod context;
pub mod diagnostic;
pub mod dialect;
pub mod dialect_data;
pub mod entity;
pub mod float;
mod id_list;
pub mod ir;
pub mod location;
pub mod ods;
pub mod parser;
pub mod pass;
pub mod printer;
pub mod resources;

pub mod verifier;

pub use attributes::{Attr, AttrKind};
pub use context::{Context, Work};
pub use diagnostic::{Diagnostic, Severity};
pub use ir::{BlockId, OpId, OperationState, RegionId, Value};
pub use location::Loc;
pub use types::{Type, TypeKind};

pub mod types;
