//! The pass infrastructure: passes, their options and registry, MLIR's textual pipeline
//! grammar, nested pass managers with verification and instrumentation, and the greedy
//! pattern-rewrite driver later passes build on.
//!
//! This module knows nothing about particular dialects or passes: `tile-passes` registers
//! `canonicalize` and `cse` (and the layout passes) into a [`PassRegistry`]; a downstream
//! compiler registers its own next to them.
//!
//! ```text
//! PassRegistry ──parse_pipeline("builtin.module(func.func(cse))")──▶ OpPassManager
//!        │                                                             │
//!        └── PassInfo{argument, summary, options, anchor, factory}     ▼
//!                                                        PassManager::run(ctx, module, sink)
//! ```

pub mod dominance;
pub mod effects;
pub mod instrumentation;
pub mod manager;
pub mod options;
pub mod pipeline;
pub mod registry;
pub mod rewrite;
pub mod timing;

pub use instrumentation::IrPrintConfig;
pub use manager::{CollectSink, OpPassManager, PassEntry, PassFailure, PassManager, RunSink};
pub use options::{IntKind, OptionDecl, OptionError, OptionKind, OptionValue, PassOptions};
pub use pipeline::{PipelineError, parse_pipeline, parse_pipeline_into};
pub use registry::{PassInfo, PassInstance, PassRegistry, PipelineInfo};
pub use timing::Timer;

use crate::context::Context;
use crate::diagnostic::Diagnostic;
use crate::ir::OpId;

/// What a successful pass run reports.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassResult {
    /// Whether the IR may have changed. A pass that reports `false` promises it did not touch
    /// the IR; the pass manager then skips verification after it (MLIR's "preserved all
    /// analyses").
    pub changed: bool,
    /// Warnings, remarks and notes the pass emits without failing (printed, or matched by
    /// `--verify-diagnostics`).
    pub diagnostics: Vec<Diagnostic>,
}

impl PassResult {
    /// A result that only says whether the IR changed.
    pub fn changed(changed: bool) -> Self {
        PassResult {
            changed,
            diagnostics: Vec::new(),
        }
    }
    /// Adds a non-fatal diagnostic (builder style).
    pub fn with_diagnostic(mut self, d: Diagnostic) -> Self {
        self.diagnostics.push(d);
        self
    }
}

/// A configured transformation, run on one operation at a time.
///
/// Instances are built by their [`PassInfo`]'s factory from parsed options; their static
/// description (argument, summary, options, anchor) lives in the [`PassInfo`], usually
/// produced from a [`PassDef`] implementation.
pub trait Pass: Send {
    /// Runs on `op` (an op whose name is the pass's anchor, or any op for `any` passes).
    /// Returns whether the IR changed, or the diagnostic that made the pass fail.
    fn run(&self, ctx: &mut Context, op: OpId) -> Result<PassResult, Diagnostic>;
}

/// The static description of a pass type, for registration with
/// [`PassRegistry::register`].
///
/// ```
/// use tile_ir::pass::{Pass, PassDef, PassOptions, PassResult, OptionDecl, PassRegistry};
/// use tile_ir::{Context, Diagnostic, OpId};
/// struct Nop { verbose: bool }
/// impl Pass for Nop {
///     fn run(&self, _: &mut Context, _: OpId) -> Result<PassResult, Diagnostic> {
///         Ok(PassResult::changed(false))
///     }
/// }
/// impl PassDef for Nop {
///     const ARGUMENT: &'static str = "nop";
///     const NAME: &'static str = "Nop";
///     const SUMMARY: &'static str = "Does nothing";
///     fn options() -> Vec<OptionDecl> { vec![OptionDecl::bool("verbose", "Talk", false)] }
///     fn create(o: &PassOptions) -> Result<Self, Diagnostic> { Ok(Nop { verbose: o.get_bool("verbose") }) }
/// }
/// let mut r = PassRegistry::default();
/// r.register::<Nop>();
/// assert!(r.pass("nop").is_some());
/// ```
pub trait PassDef: Pass + Sized + 'static {
    /// The command-line and pipeline name (`cse`).
    const ARGUMENT: &'static str;
    /// The display name used in IR dumps and timing reports (`CSE`, `Canonicalizer`).
    const NAME: &'static str;
    /// One-line summary for `--help` and `--list-passes`.
    const SUMMARY: &'static str;
    /// Longer description for generated docs.
    const DESCRIPTION: &'static str = "";
    /// A module the pass rewrites, with the pipeline element that runs it
    /// (`("sparsify", "...")`): the generated docs show it before and after (a test runs
    /// every one).
    const EXAMPLE: Option<(&'static str, &'static str)> = None;
    /// The op name the pass runs on (`func.func`), or `None` for any op.
    const ANCHOR: Option<&'static str> = None;
    /// The pass's option declarations.
    fn options() -> Vec<OptionDecl> {
        Vec::new()
    }
    /// Builds an instance from parsed options.
    fn create(options: &PassOptions) -> Result<Self, Diagnostic>;
}

#[cfg(test)]
mod tests;
