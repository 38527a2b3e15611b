//! Rewrite patterns and the greedy worklist driver (MLIR's `applyPatternsGreedily`).
//!
//! A [`RewritePattern`] matches an op and rewrites it through a [`Rewriter`], which keeps use
//! lists current and tells the driver what changed so the affected ops are revisited.
//! [`apply_patterns_greedily`] folds ops through their `OpDef::fold` hooks (materializing
//! constants through the dialect's `materialize_constant`), erases dead ops, uniques and
//! hoists constants, and applies patterns until nothing changes — in the same order as MLIR,
//! so that the output (including the order of hoisted constants) matches `mlir-opt`.

pub mod batch;
mod block_merge;
mod greedy;
mod region_dce;
pub mod uses;

pub use batch::place_and_erase;
pub use greedy::{GreedyConfig, GreedyOutcome, RegionSimplify, apply_patterns_greedily};
pub use uses::{TrackedUses, UseMap, ValueTable};

use crate::context::Context;
use crate::ir::{BlockId, OpId, OperationState, Value};

/// A rewrite of one op shape.
pub trait RewritePattern: Send + Sync {
    /// The op name this pattern matches, or `None` to be tried on every op.
    fn root(&self) -> Option<&str> {
        None
    }
    /// Patterns with higher benefit are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// A label for `enable-patterns`/`disable-patterns` filtering.
    fn label(&self) -> &str {
        ""
    }
    /// Tries to rewrite `op`; returns whether it did. A pattern that returns `false` must not
    /// have changed the IR.
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool;
}

/// A set of patterns, ordered by decreasing benefit.
#[derive(Default)]
pub struct PatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl PatternSet {
    /// An empty set.
    pub fn new() -> Self {
        PatternSet::default()
    }
    /// Adds a pattern.
    pub fn add(&mut self, p: Box<dyn RewritePattern>) {
        let pos = self
            .patterns
            .iter()
            .position(|q| q.benefit() < p.benefit())
            .unwrap_or(self.patterns.len());
        self.patterns.insert(pos, p);
    }
    /// Keeps only patterns whose label is in `enable` (when non-empty) and not in `disable`.
    pub fn filter_labels(&mut self, enable: &[String], disable: &[String]) {
        self.patterns.retain(|p| {
            (enable.is_empty() || enable.iter().any(|l| l == p.label()))
                && !disable.iter().any(|l| l == p.label())
        });
    }
    /// Number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }
    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
    /// The patterns that may match an op named `name`, best first.
    pub fn for_op<'s>(
        &'s self,
        name: &'s str,
    ) -> impl Iterator<Item = &'s dyn RewritePattern> + 's {
        self.patterns
            .iter()
            .filter(move |p| p.root().is_none_or(|r| r == name))
            .map(|p| p.as_ref())
    }
}

/// Receives notifications of IR changes made through a [`Rewriter`] (the greedy driver's
/// worklist).
pub trait RewriteListener {
    /// `op` was inserted (created or moved).
    fn op_inserted(&mut self, ctx: &Context, uses: &mut UseMap, op: OpId);
    /// `op` was changed in place.
    fn op_modified(&mut self, ctx: &Context, uses: &mut UseMap, op: OpId);
    /// `op` is about to be erased (its nested ops were already announced); its uses are
    /// still recorded.
    fn op_erasing(&mut self, ctx: &Context, uses: &mut UseMap, op: OpId);
}

/// A listener that ignores everything.
pub struct NoListener;

impl RewriteListener for NoListener {
    fn op_inserted(&mut self, _: &Context, _: &mut UseMap, _: OpId) {}
    fn op_modified(&mut self, _: &Context, _: &mut UseMap, _: OpId) {}
    fn op_erasing(&mut self, _: &Context, _: &mut UseMap, _: OpId) {}
}

/// Where new ops go.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// Right before an op.
    Before(OpId),
    /// Right after an op.
    After(OpId),
    /// At the start of a block.
    BlockStart(BlockId),
    /// At the end of a block.
    BlockEnd(BlockId),
}

/// The only way patterns change attached IR: it keeps use lists current and notifies the
/// driver.
pub struct Rewriter<'a> {
    ctx: &'a mut Context,
    uses: &'a mut UseMap,
    listener: &'a mut dyn RewriteListener,
    ip: Option<InsertPoint>,
    changed: bool,
}

impl<'a> Rewriter<'a> {
    /// A rewriter over `ctx` with use lists `uses`, reporting to `listener`.
    pub fn new(
        ctx: &'a mut Context,
        uses: &'a mut UseMap,
        listener: &'a mut dyn RewriteListener,
    ) -> Self {
        Rewriter {
            ctx,
            uses,
            listener,
            ip: None,
            changed: false,
        }
    }

    /// The context, for reading.
    pub fn ctx(&self) -> &Context {
        self.ctx
    }
    /// The context, for interning types and attributes and building detached regions and
    /// blocks. Changes to attached IR must go through the rewriter's methods.
    pub fn ctx_mut(&mut self) -> &mut Context {
        self.ctx
    }
    /// The use lists.
    pub fn uses(&mut self) -> &mut UseMap {
        self.uses
    }
    /// Whether anything was changed through this rewriter.
    pub fn changed(&self) -> bool {
        self.changed
    }

    /// Sets where [`Rewriter::create`] inserts.
    pub fn set_insertion_point(&mut self, ip: InsertPoint) {
        self.ip = Some(ip);
    }

    /// The distinct users of `v`.
    pub fn users(&mut self, v: Value) -> Vec<OpId> {
        self.uses.users(self.ctx, v)
    }
    /// Whether `v` has uses.
    pub fn has_uses(&self, v: Value) -> bool {
        self.uses.has_uses(v)
    }

    /// Creates an op from `state` at the insertion point (detached if none is set).
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = self.ctx.create_op(state);
        self.insert(op);
        op
    }

    /// Inserts a detached op (with its nested ops) at the insertion point.
    pub fn insert(&mut self, op: OpId) {
        match self.ip {
            Some(InsertPoint::Before(a)) => self.ctx.insert_op_before(a, op),
            Some(InsertPoint::After(a)) => {
                self.ctx.insert_op_after(a, op);
                self.ip = Some(InsertPoint::After(op));
            }
            Some(InsertPoint::BlockStart(b)) => match self.ctx.block(b).ops.first().copied() {
                Some(first) => self.ctx.insert_op_before(first, op),
                None => self.ctx.append_op(b, op),
            },
            Some(InsertPoint::BlockEnd(b)) => self.ctx.append_op(b, op),
            None => return,
        }
        self.uses.add_tree_uses(self.ctx, op);
        self.changed = true;
        self.listener.op_inserted(self.ctx, self.uses, op);
    }

    /// Moves an attached op right before `anchor`.
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        self.ctx.detach_op(op);
        self.ctx.insert_op_before(anchor, op);
        self.changed = true;
        self.listener.op_inserted(self.ctx, self.uses, op);
    }

    /// Changes `op` in place with `f` (operands, attributes, ...).
    pub fn modify_op(&mut self, op: OpId, f: impl FnOnce(&mut Context, OpId)) {
        self.uses.remove_op_uses(self.ctx, op);
        f(self.ctx, op);
        self.uses.add_op_uses(self.ctx, op);
        self.changed = true;
        self.listener.op_modified(self.ctx, self.uses, op);
    }

    /// Replaces every use of `from` by `to`, notifying each user.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let users = self.users(from);
        self.replace_uses_in(from, to, &users);
    }

    /// Replaces the uses of `from` by `to` in the ops `readers` only (each notified).
    pub fn replace_uses_in(&mut self, from: Value, to: Value, readers: &[OpId]) {
        for &reader in readers {
            self.modify_op(reader, |ctx, u| {
                for v in ctx.op_mut(u).operands.iter_mut() {
                    if *v == from {
                        *v = to;
                    }
                }
            });
        }
    }

    /// Moves the ops of `block` but its terminator right before `anchor`.
    pub fn move_body_before(&mut self, block: BlockId, anchor: OpId) {
        let ops = self.ctx.block(block).ops.to_vec();
        for &m in ops.split_last().map_or(&[][..], |(_, body)| body) {
            self.move_op_before(m, anchor);
        }
    }

    /// MLIR's `replaceOpWithRegion` for one block: its ops but the terminator move before
    /// `op`, whose results become the terminator's operands. `false` for an empty block.
    pub fn replace_op_with_block(&mut self, op: OpId, block: BlockId) -> bool {
        let Some(&terminator) = self.ctx.block(block).ops.last() else {
            return false;
        };
        let values = self.ctx.op(terminator).operands.to_vec();
        self.move_body_before(block, op);
        self.replace_op(op, &values);
        true
    }

    /// Replaces each result of `op` by the matching value, then erases `op`.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        let results = self.ctx.op(op).results.clone();
        for (r, &v) in results.into_iter().zip(values) {
            self.replace_all_uses_with(r, v);
        }
        self.erase_op(op);
    }

    /// Inserts the detached ops `new`, in order, before `anchor`; later inserts go there too.
    pub fn insert_before(&mut self, anchor: OpId, new: &[OpId]) {
        self.set_insertion_point(InsertPoint::Before(anchor));
        for &op in new {
            self.insert(op);
        }
    }

    /// Inserts `new` (built detached) before `op` and replaces `op` by its results.
    pub fn replace_op_with_built(&mut self, op: OpId, new: OpId) {
        self.insert_before(op, &[new]);
        let values = self.ctx.op(new).results.to_vec();
        self.replace_op(op, &values);
    }

    /// Creates an op from `state` before `op` and replaces `op` by its results.
    pub fn replace_op_with_new(&mut self, op: OpId, state: OperationState) -> OpId {
        let saved = self.ip;
        self.ip = Some(InsertPoint::Before(op));
        let new = self.create(state);
        self.ip = saved;
        let values = self.ctx.op(new).results.clone();
        self.replace_op(op, &values);
        new
    }

    /// Erases `op` and everything nested in it (users before definitions: regions, blocks and
    /// ops in reverse order), notifying the listener for each op.
    pub fn erase_op(&mut self, op: OpId) {
        let mut order = Vec::new();
        let mut stack = vec![(op, false)];
        while let Some((o, expanded)) = stack.pop() {
            if expanded {
                order.push(o);
                continue;
            }
            stack.push((o, true));
            for &r in self.ctx.op(o).regions() {
                for &b in &self.ctx.region(r).blocks {
                    stack.extend(self.ctx.block(b).ops.iter().map(|&x| (x, false)));
                }
            }
        }
        for &o in &order {
            self.listener.op_erasing(self.ctx, self.uses, o);
            self.uses.remove_op_uses(self.ctx, o);
        }
        self.ctx.erase_op(op);
        self.changed = true;
    }
}
