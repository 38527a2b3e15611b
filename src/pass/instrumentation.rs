//! IR printing around passes (`--mlir-print-ir-before-all`, `--mlir-print-ir-after-all`,
//! `--mlir-print-ir-after-change`, `--mlir-print-ir-after-failure`,
//! `--mlir-print-ir-module-scope`), with MLIR's headers and layout.

use crate::attributes::AttrKind;
use crate::context::Context;
use crate::ir::OpId;
use crate::printer::{PrintOptions, print_op};
use std::hash::{Hash, Hasher};

/// What to print around passes.
#[derive(Clone, Debug, Default)]
pub struct IrPrintConfig {
    /// Print before every pass.
    pub before_all: bool,
    /// Print after every pass.
    pub after_all: bool,
    /// Print before the passes with these arguments.
    pub before: Vec<String>,
    /// Print after the passes with these arguments.
    pub after: Vec<String>,
    /// When printing after a pass, only if the IR changed.
    pub after_change: bool,
    /// When printing after a pass, only if it failed.
    pub after_failure: bool,
    /// Print the whole top-level op instead of the op the pass ran on.
    pub module_scope: bool,
    /// How to print the IR.
    pub print: PrintOptions,
}

impl IrPrintConfig {
    /// Whether any printing is requested.
    pub fn enabled(&self) -> bool {
        self.before_all
            || self.after_all
            || self.after_failure
            || !self.before.is_empty()
            || !self.after.is_empty()
    }
    /// Whether to print before the pass with argument `arg`.
    pub fn print_before(&self, arg: &str) -> bool {
        self.before_all || self.before.iter().any(|a| a == arg)
    }
    /// Whether to print after the pass with argument `arg` (subject to the change/failure
    /// filters).
    pub fn print_after(&self, arg: &str) -> bool {
        self.after_all || self.after_failure || self.after.iter().any(|a| a == arg)
    }
}

/// Which dump header to print.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DumpKind {
    /// `IR Dump Before`.
    Before,
    /// `IR Dump After`.
    After,
    /// `IR Dump After ... Failed`.
    AfterFailed,
}

/// One IR dump exactly as MLIR's IR printer instrumentation writes it: the header line, the
/// IR (the op alone in local scope when it is nested, or the top-level op with
/// `module_scope`), then a blank line.
pub fn ir_dump(
    ctx: &Context,
    kind: DumpKind,
    pass_name: &str,
    pass_arg: &str,
    op: OpId,
    config: &IrPrintConfig,
) -> String {
    let mut out = match kind {
        DumpKind::Before => format!("// -----// IR Dump Before {pass_name} ({pass_arg})"),
        DumpKind::After => format!("// -----// IR Dump After {pass_name} ({pass_arg})"),
        DumpKind::AfterFailed => {
            format!("// -----// IR Dump After {pass_name} Failed ({pass_arg})")
        }
    };
    if config.module_scope {
        out.push_str(&format!(" ('{}' operation", ctx.op_name_of(op)));
        if let Some(AttrKind::String(s)) = ctx.op_attr(op, "sym_name").map(|a| ctx.attr_kind(a)) {
            out.push_str(": @");
            out.push_str(&String::from_utf8_lossy(s));
        }
        out.push_str(") //----- //\n");
        let mut top = op;
        while let Some(p) = ctx.parent_op(top) {
            top = p;
        }
        out.push_str(&print_op(ctx, top, &config.print));
    } else {
        out.push_str(" //----- //\n");
        if ctx.op(op).parent.is_some() {
            out.push_str(&print_local_scope(ctx, op, &config.print));
        } else {
            out.push_str(&print_op(ctx, op, &config.print));
        }
    }
    out.push_str("\n\n");
    out
}

/// Prints a nested op on its own, as MLIR's local-scope printing does (no trailing newline).
fn print_local_scope(ctx: &Context, op: OpId, options: &PrintOptions) -> String {
    print_op(
        ctx,
        op,
        &PrintOptions {
            local_scope: true,
            ..options.clone()
        },
    )
}

/// A hash of everything printable about `op` and what it contains (MLIR's
/// `OperationFingerPrint`), used by `--mlir-print-ir-after-change`.
pub fn fingerprint(ctx: &Context, op: OpId) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    ctx.walk(op, &mut |o| {
        let d = ctx.op(o);
        o.hash(&mut h);
        d.name.hash(&mut h);
        d.loc.hash(&mut h);
        d.operands.hash(&mut h);
        d.properties.hash(&mut h);
        d.attributes.hash(&mut h);
        d.successors().hash(&mut h);
        for &r in &d.results {
            r.hash(&mut h);
            ctx.value_type(r).hash(&mut h);
        }
        for &r in d.regions() {
            r.hash(&mut h);
            for &b in &ctx.region(r).blocks {
                b.hash(&mut h);
                for &a in &ctx.block(b).args {
                    a.hash(&mut h);
                    ctx.value_type(a).hash(&mut h);
                }
                ctx.block(b).ops.len().hash(&mut h);
            }
        }
    });
    h.finish()
}
