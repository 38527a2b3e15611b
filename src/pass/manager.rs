//! Pass managers: an [`OpPassManager`] is an ordered list of passes and nested managers
//! anchored on an op name (or `any`); a [`PassManager`] runs one on a root op with
//! verification after each pass, IR printing and timing.
//!
//! Semantics follow MLIR: a nested manager runs its whole pipeline on each *direct child* op
//! (in every region and block of the op its parent runs on) whose name is its anchor; an
//! `any` manager runs on direct children that are registered and isolated from above.

use super::instrumentation::{DumpKind, IrPrintConfig, fingerprint, ir_dump};
use super::registry::PassInstance;
use super::timing::Timer;
use crate::context::Context;
use crate::diagnostic::{Diagnostic, Severity};
use crate::dialect::OpTraits;
use crate::ir::OpId;
use std::time::Instant;

/// One element of a pipeline.
#[derive(Debug)]
pub enum PassEntry {
    /// A pass run on the manager's op.
    Pass(PassInstance),
    /// A nested manager run on child ops.
    Nested(OpPassManager),
}

/// How a manager treats a pass anchored on another op than its own.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Nesting {
    /// Adding such a pass is an error (textual pipelines).
    #[default]
    Explicit,
    /// Such a pass is nested in a new manager for its anchor (command-line pass flags).
    Implicit,
}

/// An ordered list of passes and nested managers for one anchor op name.
#[derive(Debug, Default)]
pub struct OpPassManager {
    anchor: Option<String>,
    entries: Vec<PassEntry>,
    nesting: Nesting,
}

impl OpPassManager {
    /// A manager for ops named `anchor` (`"any"` for any op).
    pub fn new(anchor: &str) -> Self {
        OpPassManager {
            anchor: if anchor == "any" {
                None
            } else {
                Some(anchor.to_string())
            },
            entries: Vec::new(),
            nesting: Nesting::Explicit,
        }
    }
    /// A manager that nests passes anchored elsewhere implicitly (as `mlir-opt`'s pass flags do).
    pub fn with_implicit_nesting(mut self) -> Self {
        self.nesting = Nesting::Implicit;
        self
    }
    /// The anchor op name, or `None` for `any`.
    pub fn anchor(&self) -> Option<&str> {
        self.anchor.as_deref()
    }
    /// The anchor as printed (`func.func` or `any`).
    pub fn anchor_name(&self) -> &str {
        self.anchor.as_deref().unwrap_or("any")
    }
    /// The pipeline's elements.
    pub fn entries(&self) -> &[PassEntry] {
        &self.entries
    }
    /// Number of elements (a nested manager counts as one, as in MLIR's "with N passes").
    pub fn len(&self) -> usize {
        self.entries.len()
    }
    /// Whether the pipeline is empty.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Adds a pass. With explicit nesting, a pass anchored on another op is refused with
    /// MLIR's message; with implicit nesting it goes into a new nested manager.
    pub fn add_pass(&mut self, pass: PassInstance) -> Result<(), String> {
        if let Some(pass_anchor) = pass.info.anchor.clone()
            && self.anchor.as_deref() != Some(pass_anchor.as_str())
        {
            if self.nesting == Nesting::Implicit && self.anchor.is_some() {
                let nested = self.nest(&pass_anchor);
                nested.nesting = Nesting::Implicit;
                return nested.add_pass(pass);
            }
            return Err(format!(
                "Can't add pass '{}' restricted to '{}' on a PassManager intended to run on '{}', did you intend to nest?",
                pass.info.name,
                pass_anchor,
                self.anchor_name()
            ));
        }
        self.entries.push(PassEntry::Pass(pass));
        Ok(())
    }

    /// Appends a new nested manager for `anchor` and returns it.
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        self.entries
            .push(PassEntry::Nested(OpPassManager::new(anchor)));
        match self.entries.last_mut() {
            Some(PassEntry::Nested(pm)) => pm,
            // Just pushed a nested manager.
            _ => unreachable!("nest pushed a nested manager"),
        }
    }

    /// The pipeline as text: `anchor(pass{opts},nested(...))`, or MLIR's indented form with
    /// `pretty` (what `--dump-pass-pipeline` prints).
    pub fn to_text(&self, pretty: bool) -> String {
        let mut out = String::new();
        self.print_into(&mut out, pretty, 0);
        out
    }

    fn print_into(&self, out: &mut String, pretty: bool, indent: usize) {
        out.push_str(self.anchor_name());
        out.push('(');
        if pretty {
            out.push('\n');
        }
        for (i, e) in self.entries.iter().enumerate() {
            if i > 0 {
                out.push(',');
                if pretty {
                    out.push('\n');
                }
            }
            if pretty {
                out.push_str(&"  ".repeat(indent + 1));
            }
            match e {
                PassEntry::Pass(p) => out.push_str(&p.pipeline_text()),
                PassEntry::Nested(pm) => pm.print_into(out, pretty, indent + 1),
            }
        }
        if pretty {
            out.push('\n');
            out.push_str(&"  ".repeat(indent));
        }
        out.push(')');
    }

    /// Merges adjacent nested managers with the same anchor (MLIR coalesces adjacent
    /// adaptors before running), recursively.
    fn coalesce(&mut self) {
        let entries = std::mem::take(&mut self.entries);
        for e in entries {
            match (self.entries.last_mut(), e) {
                (Some(PassEntry::Nested(prev)), PassEntry::Nested(next))
                    if prev.anchor == next.anchor =>
                {
                    prev.entries.extend(next.entries);
                }
                (_, e) => self.entries.push(e),
            }
        }
        for e in &mut self.entries {
            if let PassEntry::Nested(pm) = e {
                pm.coalesce();
            }
        }
    }

    /// Whether this manager may run on op `op` (MLIR's `canScheduleOn`).
    fn can_schedule_on(&self, ctx: &Context, op: OpId) -> bool {
        let name = ctx.op_name_of(op);
        match &self.anchor {
            Some(a) => a == name,
            None => {
                ctx.op_has_trait(op, OpTraits::ISOLATED_FROM_ABOVE)
                    && self.entries.iter().all(|e| match e {
                        PassEntry::Pass(p) => p.info.anchor.as_deref().is_none_or(|a| a == name),
                        PassEntry::Nested(_) => true,
                    })
            }
        }
    }
}

/// Where a run reports diagnostics and instrumentation text, in the order they happen.
pub trait RunSink {
    /// A diagnostic (an error of a failing pass or verifier, or a pass's warning/remark).
    fn diagnostic(&mut self, ctx: &Context, diag: Diagnostic);
    /// Instrumentation output (IR dumps), which `mlir-opt` writes to stderr.
    fn text(&mut self, text: &str);
}

/// A sink that keeps everything, for library use and tests.
#[derive(Debug, Default)]
pub struct CollectSink {
    /// Diagnostics in order.
    pub diagnostics: Vec<Diagnostic>,
    /// Instrumentation text.
    pub text: String,
}

impl RunSink for CollectSink {
    fn diagnostic(&mut self, _: &Context, diag: Diagnostic) {
        self.diagnostics.push(diag);
    }
    fn text(&mut self, text: &str) {
        self.text.push_str(text);
    }
}

/// A run failed; its diagnostics were reported to the sink.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PassFailure;

impl std::fmt::Display for PassFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("pass pipeline failed")
    }
}

impl std::error::Error for PassFailure {}

/// The top-level pass manager: a pipeline plus run configuration.
#[derive(Debug)]
pub struct PassManager {
    /// The pipeline, anchored on the root op's name.
    pub root: OpPassManager,
    /// Run the verifier after each pass that changed the IR (on by default).
    pub verify_each: bool,
    /// Options for that verification (e.g. MLIR's `see current operation` notes).
    pub verify_options: crate::verifier::VerifyOptions,
    /// IR printing around passes.
    pub ir_printing: IrPrintConfig,
}

impl PassManager {
    /// A manager running `root` with verification on and no instrumentation.
    pub fn new(root: OpPassManager) -> Self {
        PassManager {
            root,
            verify_each: true,
            verify_options: crate::verifier::VerifyOptions::default(),
            ir_printing: IrPrintConfig::default(),
        }
    }

    /// Runs the pipeline on `op`. Diagnostics and IR dumps go to `sink`; pass times are added
    /// under `timer` when given. Stops at the first failure.
    pub fn run(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        sink: &mut dyn RunSink,
        timer: Option<&mut Timer>,
    ) -> Result<(), PassFailure> {
        if !self.root.can_schedule_on(ctx, op) {
            let msg = format!(
                "can't run '{}' pass manager on '{}' op",
                self.root.anchor_name(),
                ctx.op_name_of(op)
            );
            sink.diagnostic(ctx, Diagnostic::error(ctx.op(op).loc, msg));
            return Err(PassFailure);
        }
        self.root.coalesce();
        let mut runner = Runner {
            verify_each: self.verify_each,
            verify_options: &self.verify_options,
            ir: &self.ir_printing,
            sink,
        };
        runner.run_pipeline(&self.root, ctx, op, timer)
    }
}

struct Runner<'a> {
    verify_each: bool,
    verify_options: &'a crate::verifier::VerifyOptions,
    ir: &'a IrPrintConfig,
    sink: &'a mut dyn RunSink,
}

impl Runner<'_> {
    fn run_pipeline(
        &mut self,
        pm: &OpPassManager,
        ctx: &mut Context,
        op: OpId,
        mut timer: Option<&mut Timer>,
    ) -> Result<(), PassFailure> {
        for entry in &pm.entries {
            match entry {
                PassEntry::Pass(p) => self.run_pass(p, ctx, op, timer.as_deref_mut())?,
                PassEntry::Nested(nested) => {
                    let children: Vec<OpId> = direct_children(ctx, op)
                        .into_iter()
                        .filter(|&c| nested.can_schedule_on(ctx, c))
                        .collect();
                    for child in children {
                        let label = format!("'{}' Pipeline", ctx.op_name_of(child));
                        let start = Instant::now();
                        let mut node = timer.as_deref_mut().map(|t| t.child(&label));
                        let r = self.run_pipeline(nested, ctx, child, node.as_deref_mut());
                        if let Some(n) = node {
                            n.add(start.elapsed());
                        }
                        r?;
                    }
                }
            }
        }
        Ok(())
    }

    fn run_pass(
        &mut self,
        p: &PassInstance,
        ctx: &mut Context,
        op: OpId,
        timer: Option<&mut Timer>,
    ) -> Result<(), PassFailure> {
        let (name, arg) = (p.info.name.as_str(), p.info.argument.as_str());
        if let Some(anchor) = &p.info.anchor
            && anchor != ctx.op_name_of(op)
        {
            let d = ctx.op_error(op, "trying to schedule a pass on an unsupported operation");
            self.sink.diagnostic(ctx, d);
            return Err(PassFailure);
        }
        if self.ir.print_before(arg) {
            let text = ir_dump(ctx, DumpKind::Before, name, arg, op, self.ir);
            self.sink.text(&text);
        }
        let before =
            (self.ir.after_change && self.ir.print_after(arg)).then(|| fingerprint(ctx, op));
        let start = Instant::now();
        let outcome = p.pass.run(ctx, op);
        let failed = match outcome {
            Err(d) => {
                self.sink.diagnostic(ctx, d);
                true
            }
            Ok(r) => {
                let mut failed = false;
                for d in r.diagnostics {
                    failed |= d.severity == Severity::Error;
                    self.sink.diagnostic(ctx, d);
                }
                if !failed && self.verify_each && r.changed {
                    let errors = crate::verifier::verify_with_options(ctx, op, self.verify_options);
                    failed = !errors.is_empty();
                    for d in errors {
                        self.sink.diagnostic(ctx, d);
                    }
                }
                failed
            }
        };
        if let Some(t) = timer {
            t.child(name).add(start.elapsed());
        }
        if failed {
            if self.ir.print_after(arg) {
                let text = ir_dump(ctx, DumpKind::AfterFailed, name, arg, op, self.ir);
                self.sink.text(&text);
            }
            return Err(PassFailure);
        }
        if self.ir.print_after(arg)
            && !self.ir.after_failure
            && before.is_none_or(|f| f != fingerprint(ctx, op))
        {
            let text = ir_dump(ctx, DumpKind::After, name, arg, op, self.ir);
            self.sink.text(&text);
        }
        Ok(())
    }
}

/// The ops directly inside `op`'s regions, in order.
fn direct_children(ctx: &Context, op: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in ctx.op(op).regions() {
        for &b in &ctx.region(r).blocks {
            out.extend(ctx.block(b).ops.iter().copied());
        }
    }
    out
}
