//! tile-mlir-bridge: tile-opt's IR in upstream MLIR 22, in the same process, through
//! [melior](https://crates.io/crates/melior) 0.27 (the Rust binding of MLIR's C API).
//!
//! Everything here is behind the cargo feature `mlir`. Without it the crate is empty and the
//! build needs neither libMLIR nor a C toolchain; with it, melior links MLIR 22 statically
//! (see `scripts/test-mlir-bridge` for the Debian packages and environment it needs).
//!
//! With the feature on, [`Upstream`] holds an MLIR context with every upstream dialect,
//! pass and LLVM translation registered, and:
//!
//! * [`Upstream::import`] prints one of our modules (generic form, with locations) and
//!   parses it into a melior [`melior::ir::Module`], running MLIR's verifier;
//! * [`Upstream::export`] prints an MLIR module back (generic form, with locations) and
//!   parses it with our parser into a [`tile_ir::Context`];
//! * [`Upstream::verify`] runs MLIR's verifier on a module;
//! * [`Upstream::run_pipeline`] runs an upstream pass pipeline (`sparsifier{...}`);
//! * [`Upstream::jit`] compiles an LLVM-dialect module with MLIR's `ExecutionEngine` and
//!   [`Jit`] calls its functions.
//!
//! MLIR's diagnostics come back as our [`tile_ir::Diagnostic`]s, located in the original
//! source (the locations travel through the text).
//!
//! [`register_passes`] adds two passes to a tile-opt pass registry, so upstream pipelines are
//! steps of ours: `mlir-pipeline{pipeline="sparsifier{enable-runtime-library=true}"}`
//! (the driver flag is `--mlir-pipeline='pipeline=...'`) and `mlir-verify`.
//!
//! ```ignore
//! let up = tile_mlir_bridge::Upstream::new();
//! let mut module = up.import(&mut ctx, our_module)?;       // MLIR-verified
//! up.run_pipeline(&mut ctx, &mut module, "sparsifier{enable-runtime-library=true}")?;
//! let jit = up.jit(&mut ctx, &module, 2, &tile_mlir_bridge::runner_libraries())?;
//! let sum: f64 = jit.call("checksum")?;
//! ```
#![deny(missing_docs)]
#![cfg_attr(not(feature = "mlir"), forbid(unsafe_code))]
// The crate docs link the items that exist only with the feature.
#![cfg_attr(not(feature = "mlir"), allow(rustdoc::broken_intra_doc_links))]

#[cfg(feature = "mlir")]
mod convert;
#[cfg(feature = "mlir")]
mod diag;
#[cfg(feature = "mlir")]
mod jit;
#[cfg(feature = "mlir")]
mod passes;

#[cfg(feature = "mlir")]
pub use convert::Upstream;
#[cfg(feature = "mlir")]
pub use jit::{Jit, JitResult, runner_libraries};
#[cfg(feature = "mlir")]
pub use melior;
#[cfg(feature = "mlir")]
pub use passes::{MlirPipeline, MlirVerify, register_passes};

/// Whether this build has the `mlir` feature (the bridge to upstream MLIR).
pub const ENABLED: bool = cfg!(feature = "mlir");
