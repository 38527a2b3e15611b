//! Symbol rules: MLIR's `SymbolTable` trait (one region, one block, unique `sym_name`s
//! among its direct children) and `Symbol` trait (a string `sym_name`, a valid
//! `sym_visibility`, no public declarations, a symbol-table parent).

use super::{Phase, Verifier};
use crate::attributes::AttrKind;
use crate::context::Context;
use crate::diagnostic::Diagnostic;
use crate::dialect::OpTraits;
use crate::ir::OpId;
use crate::printer::attr_to_string;
use rustc_hash::FxHashMap as HashMap;

/// MLIR's `Symbol` trait verifier (`detail::verifySymbol` and the checks around it).
pub(super) fn symbol_trait_error(ctx: &Context, op: OpId) -> Option<Diagnostic> {
    if !ctx.op_has_trait(op, OpTraits::SYMBOL) {
        return None;
    }
    let name = ctx.op_attr(op, "sym_name");
    if !matches!(name.map(|a| ctx.attr_kind(a)), Some(AttrKind::String(_))) {
        return Some(ctx.op_error(op, "requires string attribute 'sym_name'"));
    }
    let vis = ctx.op_attr(op, "sym_visibility");
    if let Some(vis) = vis {
        match ctx.attr_kind(vis) {
            AttrKind::String(s) if matches!(s.as_slice(), b"public" | b"private" | b"nested") => {}
            AttrKind::String(_) => {
                return Some(ctx.op_error(
                    op,
                    format!(
                        "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                        attr_to_string(ctx, vis)
                    ),
                ));
            }
            _ => {
                return Some(ctx.op_error(
                    op,
                    format!(
                        "requires visibility attribute 'sym_visibility' to be a string attribute, but got {}",
                        attr_to_string(ctx, vis)
                    ),
                ));
            }
        }
    }
    // The rest of the `Symbol` trait's verifier (SymbolInterfaces.td).
    let public = vis
        .and_then(|v| ctx.attr_str(v))
        .is_none_or(|v| v == "public");
    if public && is_declaration(ctx, op) {
        return Some(ctx.op_error(op, "symbol declaration cannot have public visibility"));
    }
    if let Some(p) = ctx.parent_op(op)
        && ctx.op_def(p).is_some()
        && !ctx.op_has_trait(p, OpTraits::SYMBOL_TABLE)
    {
        return Some(ctx.op_error(op, "symbol's parent must have the SymbolTable trait"));
    }
    None
}

/// Whether a symbol op is a declaration: it has regions and they are all empty (a
/// `func.func` without a body).
fn is_declaration(ctx: &Context, op: OpId) -> bool {
    let regions = &ctx.op(op).regions();
    !regions.is_empty() && regions.iter().all(|&r| ctx.region(r).blocks.is_empty())
}

impl Verifier<'_> {
    /// MLIR's `detail::verifySymbolTable`, for registered ops with the `SYMBOL_TABLE` trait.
    pub(super) fn check_symbol_table(&mut self, op: OpId) {
        let ctx = self.ctx;
        if !self.has(op, OpTraits::SYMBOL_TABLE) {
            return;
        }
        // MLIR stops at an op's first failed invariant (e.g. `OneRegion`).
        let failed = self
            .errors
            .iter()
            .any(|p| p.about == Some(op) && p.phase == Phase::Entry);
        if failed {
            return;
        }
        let regions = &ctx.op(op).regions();
        let [region] = &regions[..] else {
            let d = ctx.op_error(
                op,
                "Operations with a 'SymbolTable' must have exactly one region",
            );
            self.op_diag(op, Phase::Exit, d);
            return;
        };
        let blocks = &ctx.region(*region).blocks;
        if blocks.len() != 1 {
            // More than one block is already the `SINGLE_BLOCK` trait's error.
            if blocks.is_empty() || !self.has(op, OpTraits::SINGLE_BLOCK) {
                let d = ctx.op_error(
                    op,
                    "Operations with a 'SymbolTable' must have exactly one block",
                );
                self.op_diag(op, Phase::Exit, d);
            }
        }
        let mut first_def: HashMap<&[u8], OpId> = HashMap::default();
        for &b in blocks {
            for &child in &ctx.block(b).ops {
                let Some(AttrKind::String(name)) =
                    ctx.op_attr(child, "sym_name").map(|a| ctx.attr_kind(a))
                else {
                    continue;
                };
                match first_def.get(name.as_slice()) {
                    None => {
                        first_def.insert(name.as_slice(), child);
                    }
                    Some(&first) => {
                        let d = Diagnostic::error(
                            ctx.op(child).loc,
                            format!(
                                "redefinition of symbol named '{}'",
                                String::from_utf8_lossy(name)
                            ),
                        )
                        .with_note(ctx.op(first).loc, "see existing symbol definition here");
                        self.child_diag(op, child, d);
                    }
                }
            }
        }
    }
}

/// MLIR's `SymbolTable::lookupNearestSymbolFrom` for a flat reference: the op named `name`
/// among the direct children of the nearest ancestor of `from` with the `SYMBOL_TABLE`
/// trait (only that table, as MLIR looks).
pub fn lookup_nearest_symbol(ctx: &Context, from: OpId, name: &str) -> Option<OpId> {
    let mut table = ctx.parent_op(from);
    while let Some(t) = table {
        if ctx.op_has_trait(t, OpTraits::SYMBOL_TABLE) {
            break;
        }
        table = ctx.parent_op(t);
    }
    for &r in ctx.op(table?).regions().iter() {
        for &b in &ctx.region(r).blocks {
            for &child in &ctx.block(b).ops {
                let sym = ctx.op_attr(child, "sym_name").and_then(|a| ctx.attr_str(a));
                if sym == Some(name) {
                    return Some(child);
                }
            }
        }
    }
    None
}
