//! Structural rules: op invariants from traits and the registered verify hook, unknown ops
//! of known dialects, and the block rules of MLIR's `OperationVerifier` (terminators,
//! successors, block arguments, graph regions).

use super::{Phase, Scope, Verifier, symbols};
use crate::context::Context;
use crate::diagnostic::Diagnostic;
use crate::dialect::OpTraits;
use crate::ir::{OpId, ValueDef};
use crate::printer::{PrintOptions, print_op};

/// Ops nested deeper than this are not printed in full inside a diagnostic.
const MAX_PRINT_DEPTH: usize = 256;

impl Verifier<'_> {
    /// MLIR's `verifyInvariants`: the structural traits, then the op's own verifier, then the
    /// `SYMBOL` trait, reporting only the first failure.
    pub(super) fn check_invariants(&mut self, op: OpId) -> bool {
        let ctx = self.ctx;
        // Dialect attributes come first, for registered and unregistered ops alike.
        if let Some(d) = dialect_attr_error(ctx, op) {
            self.op_diag(op, Phase::Entry, d);
            return false;
        }
        let Some(def) = ctx.op_def(op) else {
            return true;
        };
        let hook = def.verify;
        let spec = def.spec;
        // A declared op's invariants (counts, parent, attributes, constraints) come before
        // the terminator-placement trait, as in MLIR, where `Terminator` is a declared trait;
        // the traits (`Symbol` included) come before the op's own verifier.
        let first = spec
            .and_then(|s| crate::ods::verify_op(s, ctx, op).err())
            .or_else(|| self.trait_error(op))
            .or_else(|| symbols::symbol_trait_error(ctx, op))
            .or_else(|| hook.and_then(|f| f(ctx, op).err()));
        match first {
            Some(d) => {
                self.op_diag(op, Phase::Entry, d);
                false
            }
            None => true,
        }
    }

    /// The `TERMINATOR`, `SINGLE_BLOCK` and `NO_REGION_ARGUMENTS` trait verifiers.
    fn trait_error(&mut self, op: OpId) -> Option<Diagnostic> {
        let ctx = self.ctx;
        if self.has(op, OpTraits::TERMINATOR) {
            let last = ctx
                .op(op)
                .parent
                .and_then(|b| ctx.block(b).ops.last().copied());
            if last != Some(op) {
                return Some(ctx.op_error(op, "must be the last operation in the parent block"));
            }
        }
        if self.has(op, OpTraits::SINGLE_BLOCK) {
            let needs_terminator = !self.has(op, OpTraits::NO_TERMINATOR);
            for (i, &r) in ctx.op(op).regions().iter().enumerate() {
                let blocks = &ctx.region(r).blocks;
                if blocks.len() > 1 {
                    return Some(
                        ctx.op_error(op, format!("expects region #{i} to have 0 or 1 blocks")),
                    );
                }
                if needs_terminator && blocks.first().is_some_and(|&b| ctx.block(b).ops.is_empty())
                {
                    return Some(ctx.op_error(op, "expects a non-empty block"));
                }
            }
        }
        if self.has(op, OpTraits::NO_REGION_ARGUMENTS) {
            let regions = ctx.op(op).regions();
            let with_args = regions.iter().position(|&r| {
                ctx.region(r)
                    .blocks
                    .first()
                    .is_some_and(|&b| !ctx.block(b).args.is_empty())
            });
            if let Some(i) = with_args {
                return Some(match regions.len() {
                    1 => ctx.op_error(op, "region should have no arguments"),
                    _ => ctx.op_error(op, format!("region #{i} should have no arguments")),
                });
            }
        }
        None
    }

    /// An unregistered op whose dialect is registered (MLIR dialects refuse unknown ops).
    pub(super) fn check_unregistered_in_dialect(&mut self, op: OpId) {
        let ctx = self.ctx;
        if self.is_registered(op) {
            return;
        }
        let name = ctx.op_name_of(op);
        let Some((ns, _)) = name.split_once('.') else {
            return;
        };
        if ctx.registry().dialect(ns).is_some() {
            let msg = format!(
                "unregistered operation '{name}' found in dialect ('{ns}') that does not allow unknown operations"
            );
            let d = Diagnostic::error(ctx.op(op).loc, msg);
            self.op_diag(op, Phase::Exit, d);
        }
    }

    /// Whether a block of `op`'s region with `num_blocks` blocks may lack a terminator
    /// (MLIR's `mayBeValidWithoutTerminator`).
    fn may_lack_terminator(&self, op: OpId, num_blocks: usize) -> bool {
        num_blocks == 1 && (!self.is_registered(op) || self.has(op, OpTraits::NO_TERMINATOR))
    }

    /// The rules on `op`'s regions and their blocks; `scope` is the scope inside `op`.
    pub(super) fn check_regions(&mut self, op: OpId, scope: Scope) {
        let ctx = self.ctx;
        self.check_symbol_table(op);
        let registered = self.is_registered(op);
        let single_block = self.has(op, OpTraits::SINGLE_BLOCK);
        let graph = registered && self.has(op, OpTraits::GRAPH_REGION);
        for (i, &r) in ctx.op(op).regions().iter().enumerate() {
            let blocks = &ctx.region(r).blocks;
            // Too many blocks is reported once, by the trait or here; the block rules below
            // would only repeat it.
            let too_many_blocks = blocks.len() > 1 && (single_block || graph);
            if too_many_blocks {
                self.broken_scopes.insert(scope);
                if !single_block {
                    let d = ctx.op_error(
                        op,
                        format!("expects graph region #{i} to have 0 or 1 blocks"),
                    );
                    self.op_diag(op, Phase::Entry, d);
                }
            }
            let may_lack_terminator = self.may_lack_terminator(op, blocks.len());
            // An empty single block of a `SINGLE_BLOCK` op needing a terminator is the
            // trait's error already.
            let empty_is_trait_error = single_block && blocks.len() == 1;
            for &b in blocks {
                let block = ctx.block(b);
                for (ai, &a) in block.args.iter().enumerate() {
                    if ctx.value(a).def
                        != (ValueDef::BlockArg {
                            block: b,
                            index: ai as u32,
                        })
                    {
                        let d = Diagnostic::error(
                            ctx.value_loc(a),
                            "block argument not owned by block",
                        );
                        self.push(op, Phase::Entry, super::Kind::Structural, None, d);
                    }
                }
                let Some((&last, rest)) = block.ops.split_last() else {
                    if !may_lack_terminator && !too_many_blocks && !empty_is_trait_error {
                        let d = Diagnostic::error(
                            ctx.op(op).loc,
                            "empty block: expect at least a terminator",
                        );
                        self.push(op, Phase::Entry, super::Kind::Structural, None, d);
                    }
                    continue;
                };
                let mut misplaced_terminator = false;
                for &o in rest {
                    if !ctx.op(o).successors().is_empty() {
                        let d = Diagnostic::error(
                            ctx.op(o).loc,
                            "operation with block successors must terminate its parent block",
                        );
                        self.op_diag(o, Phase::Entry, d);
                        self.broken_scopes.insert(scope);
                    }
                    misplaced_terminator |= self.has(o, OpTraits::TERMINATOR);
                }
                if ctx
                    .op(last)
                    .successors()
                    .iter()
                    .any(|&s| ctx.block(s).parent != Some(r))
                {
                    let d = ctx.op_error(last, "branching to block of a different region");
                    self.op_diag(last, Phase::Exit, d);
                    self.broken_scopes.insert(scope);
                }
                // A block whose terminator is misplaced has its error on that terminator.
                if !may_lack_terminator
                    && !too_many_blocks
                    && !misplaced_terminator
                    && self.is_registered(last)
                    && !self.has(last, OpTraits::TERMINATOR)
                {
                    let d = Diagnostic::error(
                        ctx.op(last).loc,
                        format!("block with no terminator, has {}", op_text(ctx, last)),
                    );
                    self.op_diag(last, Phase::Exit, d);
                }
            }
        }
    }
}

/// An op as MLIR prints it inside a diagnostic: generic form in local scope (values numbered
/// from the nearest isolated-from-above ancestor, attributes inline), on a new line when it
/// spans several.
pub(super) fn op_text(ctx: &Context, op: OpId) -> String {
    if nesting_depth(ctx, op) > MAX_PRINT_DEPTH {
        let name = ctx.op_name_of(op);
        return format!(
            "\"{name}\"(...) ({{...}}) : ... // nested more than {MAX_PRINT_DEPTH} deep"
        );
    }
    let printed = print_op(
        ctx,
        op,
        &PrintOptions {
            generic: true,
            local_scope: true,
            ..PrintOptions::default()
        },
    );
    let text = printed.trim_end_matches('\n').to_string();
    if text.contains('\n') {
        format!("\n{text}")
    } else {
        text
    }
}

/// How deeply regions nest inside `op` (0 for an op without regions), iteratively.
fn nesting_depth(ctx: &Context, op: OpId) -> usize {
    let mut max = 0;
    let mut stack = vec![(op, 0usize)];
    while let Some((o, d)) = stack.pop() {
        max = max.max(d);
        if d > MAX_PRINT_DEPTH {
            return d;
        }
        for &r in ctx.op(o).regions() {
            for &b in &ctx.region(r).blocks {
                stack.extend(ctx.block(b).ops.iter().map(|&inner| (inner, d + 1)));
            }
        }
    }
    max
}

/// MLIR's check of discardable attributes named after a registered dialect
/// (`Dialect::verifyOperationAttribute`), the first failure.
fn dialect_attr_error(ctx: &Context, op: OpId) -> Option<Diagnostic> {
    ctx.op_attributes(op).iter().find_map(|(name, value)| {
        let (ns, _) = name.split_once('.')?;
        let hook = ctx.registry().dialect(ns)?.verify_op_attr?;
        hook(ctx, op, name, *value).err()
    })
}
