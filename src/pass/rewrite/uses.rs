//! Use lists for a rewrite: the context stores operands but not their users, so rewrites that
//! need "who uses this value" and "is this result dead" keep this side table up to date.
// Issue 10 policy: no panics reachable from input (exceptions are commented `// ok: why`).
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::context::Context;
use crate::dialect::OpTraits;
use crate::entity::EntityId;
use crate::ir::{OpId, Value};

/// Something per value of a scope: a table indexed by value id for a whole top-level op, a
/// hash map for a nested scope (a function): a table sized by every value of the context,
/// allocated for each function of a `func.func(...)` pipeline, made such pipelines
/// quadratic in the number of functions (issue 17).
#[derive(Debug)]
pub enum ValueTable<T> {
    /// Indexed by value id.
    Dense(Vec<T>),
    /// Only the values met.
    Sparse(rustc_hash::FxHashMap<Value, T>),
}

impl<T> Default for ValueTable<T> {
    fn default() -> Self {
        ValueTable::Dense(Vec::new())
    }
}

impl<T: Default> ValueTable<T> {
    /// The table suited to the values used inside `root`.
    pub fn for_scope(ctx: &Context, root: OpId) -> Self {
        if ctx.op(root).parent.is_none() {
            ValueTable::Dense(Vec::new())
        } else {
            ValueTable::Sparse(Default::default())
        }
    }
    /// The entry of `v`, if it was made.
    pub fn get(&self, v: Value) -> Option<&T> {
        match self {
            ValueTable::Dense(t) => t.get(v.index()),
            ValueTable::Sparse(m) => m.get(&v),
        }
    }
    /// The entry of `v`, mutably, if it was made.
    pub fn get_mut(&mut self, v: Value) -> Option<&mut T> {
        match self {
            ValueTable::Dense(t) => t.get_mut(v.index()),
            ValueTable::Sparse(m) => m.get_mut(&v),
        }
    }
    /// The entry of `v`, made (default) if needed.
    pub fn entry(&mut self, v: Value) -> &mut T {
        match self {
            ValueTable::Dense(t) => {
                let i = v.index();
                if i >= t.len() {
                    t.resize_with(i + 1, T::default);
                }
                // ok: resized just above to hold index i
                #[allow(clippy::indexing_slicing)]
                &mut t[i]
            }
            ValueTable::Sparse(m) => m.entry(v).or_default(),
        }
    }
}

/// The uses of one value.
#[derive(Debug, Default)]
struct UseEntry {
    count: u32,
    users: Vec<OpId>,
}

/// The users of every value used inside a scope.
///
/// Each value's count is exact (one per operand use); its users may include stale entries
/// (ops that stopped using the value, or were erased), which are filtered out and compacted
/// when read.
#[derive(Debug, Default)]
pub struct UseMap {
    entries: ValueTable<UseEntry>,
}

/// Whether a driver stops at `op`: an op isolated from above, driven (and its uses kept) on
/// its own.
pub(super) fn driven_apart(ctx: &Context, op: OpId, skip_isolated: bool) -> bool {
    skip_isolated && ctx.op_has_trait(op, OpTraits::ISOLATED_FROM_ABOVE)
}

impl UseMap {
    /// The uses made by `root`'s regions (not by `root` itself; with `skip_isolated`, not by
    /// the ops nested in an op isolated from above right inside them).
    pub fn for_regions_of(ctx: &Context, root: OpId, skip_isolated: bool) -> Self {
        let mut m = UseMap {
            entries: ValueTable::for_scope(ctx, root),
        };
        for &r in ctx.op(root).regions() {
            for &b in &ctx.region(r).blocks {
                for &op in &ctx.block(b).ops {
                    // Nothing inside an op isolated from above uses a value defined outside.
                    if driven_apart(ctx, op, skip_isolated) {
                        m.add_op_uses(ctx, op);
                    } else {
                        ctx.walk(op, &mut |o| m.add_op_uses(ctx, o));
                    }
                }
            }
        }
        m
    }

    /// Records the operand uses of `op` alone (not of nested ops).
    pub fn add_op_uses(&mut self, ctx: &Context, op: OpId) {
        for &v in &ctx.op(op).operands {
            let e = self.entries.entry(v);
            e.count += 1;
            e.users.push(op);
        }
    }

    /// Records the operand uses of `op` and everything nested in it.
    pub fn add_tree_uses(&mut self, ctx: &Context, op: OpId) {
        ctx.walk(op, &mut |o| self.add_op_uses(ctx, o));
    }

    /// Forgets the operand uses of `op` alone (call before its operands change or it is erased).
    pub fn remove_op_uses(&mut self, ctx: &Context, op: OpId) {
        for &v in &ctx.op(op).operands {
            if let Some(e) = self.entries.get_mut(v) {
                e.count = e.count.saturating_sub(1);
            }
        }
    }

    /// Number of operand uses of `v`.
    pub fn use_count(&self, v: Value) -> u32 {
        self.entries.get(v).map_or(0, |e| e.count)
    }

    /// Whether `v` has any use.
    pub fn has_uses(&self, v: Value) -> bool {
        self.use_count(v) > 0
    }

    /// Whether no result of `op` is used.
    pub fn results_unused(&self, ctx: &Context, op: OpId) -> bool {
        ctx.op(op).results.iter().all(|&r| !self.has_uses(r))
    }

    /// Whether `v` is used by at most one op other than `op` (scanning only as far as needed,
    /// and dropping stale entries met on the way so repeated queries stay cheap).
    pub fn at_most_one_other_user(&mut self, ctx: &Context, v: Value, op: OpId) -> bool {
        let Some(list) = self.entries.get_mut(v).map(|e| &mut e.users) else {
            return true;
        };
        let mut other: Option<OpId> = None;
        let mut stale = 0usize;
        let mut answer = true;
        for &u in list.iter().rev() {
            if u == op || other == Some(u) {
                continue;
            }
            if !ctx.op(u).operands.contains(&v) {
                stale += 1;
                continue;
            }
            if other.is_some() {
                answer = false;
                break;
            }
            other = Some(u);
        }
        if stale > 32 {
            list.retain(|&u| ctx.op(u).operands.contains(&v));
        }
        answer
    }

    /// The distinct ops using `v`, most recently added use first (MLIR's use-list order).
    pub fn users(&mut self, ctx: &Context, v: Value) -> Vec<OpId> {
        let Some(slot) = self.entries.get_mut(v).map(|e| &mut e.users) else {
            return Vec::new();
        };
        let list = std::mem::take(slot);
        let mut kept: Vec<OpId> = Vec::with_capacity(list.len());
        let mut seen = rustc_hash::FxHashSet::default();
        for &u in list.iter().rev() {
            let uses = ctx.op(u).operands.iter().filter(|&&x| x == v).count();
            if uses > 0 && seen.insert(u) {
                kept.push(u);
            }
        }
        // Store back in append order (oldest first), one entry per use.
        let mut compact = Vec::with_capacity(kept.len());
        for &u in kept.iter().rev() {
            let uses = ctx.op(u).operands.iter().filter(|&&x| x == v).count();
            compact.extend(std::iter::repeat_n(u, uses));
        }
        *slot = compact;
        kept
    }
}

/// The users of a chosen set of values, so that each can be replaced without walking its
/// scope ([`Context::replace_all_uses_in`] walks the whole scope on every call: a pass that
/// replaces one value per kernel that way is quadratic in the number of kernels).
///
/// Record the users once (one walk of the scope, [`TrackedUses::add_op`] on each op), then
/// the ops created since a mark ([`TrackedUses::add_created_since`], linear in what was
/// created), and replace with [`TrackedUses::replace`]: linear in the recorded users.
#[derive(Debug, Default)]
pub struct TrackedUses {
    users: rustc_hash::FxHashMap<Value, Vec<OpId>>,
}

impl TrackedUses {
    /// Tracks the uses of `values` (none recorded yet).
    pub fn new(values: impl IntoIterator<Item = Value>) -> Self {
        TrackedUses {
            users: values.into_iter().map(|v| (v, Vec::new())).collect(),
        }
    }

    /// Whether `v` is tracked.
    pub fn is_tracked(&self, v: Value) -> bool {
        self.users.contains_key(&v)
    }

    /// Records `op`'s own operand uses of tracked values (not those of nested ops).
    pub fn add_op(&mut self, ctx: &Context, op: OpId) {
        for v in ctx.op(op).operands.iter() {
            if let Some(list) = self.users.get_mut(v)
                && list.last() != Some(&op)
            {
                list.push(op);
            }
        }
    }

    /// Records the uses made by every op created since `mark` (a
    /// [`Context::num_ops_allocated`] taken before creating them): ops are allocated in
    /// order, so this costs what was created, not the size of the IR.
    pub fn add_created_since(&mut self, ctx: &Context, mark: usize) {
        for i in mark..ctx.num_ops_allocated() {
            self.add_op(ctx, OpId::new(i));
        }
    }

    /// Replaces every recorded use of `old` by `new`. The users of `old` become users of
    /// `new` when `new` is tracked.
    pub fn replace(&mut self, ctx: &mut Context, old: Value, new: Value) {
        if old == new {
            return;
        }
        let list = self.users.remove(&old).unwrap_or_default();
        for &u in &list {
            for v in ctx.op_mut(u).operands.iter_mut() {
                if *v == old {
                    *v = new;
                }
            }
        }
        if let Some(to) = self.users.get_mut(&new) {
            to.extend(list);
        }
    }
}
