//! Dominator trees over the CFG of one region (MLIR's `DominanceInfo` for one region).
//!
//! The CFG of a region has an edge from each block to the successors of its last operation
//! (MLIR's `Block::getSuccessors`); successors outside the region are ignored (the
//! structural verifier reports them). Dominators are computed with the iterative algorithm
//! of Cooper, Harvey and Kennedy ("A Simple, Fast Dominance Algorithm") over the reverse
//! post-order, then the dominator tree is numbered with entry/exit times so every query is
//! O(1). Everything is iterative: no recursion on the shape of the CFG.
//!
//! Queries follow LLVM's `DominatorTree` semantics, which MLIR inherits: an unreachable
//! block is dominated by every block and dominates none but itself.

use crate::context::Context;
use crate::ir::{BlockId, RegionId};
use rustc_hash::FxHashMap as HashMap;

/// Marker for "no immediate dominator computed yet".
const UNDEF: usize = usize::MAX;

/// The dominator tree of one multi-block region.
#[derive(Debug)]
pub(super) struct DomTree {
    /// Block to its index in the region.
    index: HashMap<BlockId, usize>,
    /// Whether each block is reachable from the entry block.
    reachable: Vec<bool>,
    /// Entry time of each block in a depth-first walk of the dominator tree.
    tin: Vec<u32>,
    /// Exit time of each block in that walk.
    tout: Vec<u32>,
}

impl DomTree {
    /// Computes the dominator tree of `region` (whose first block is the entry).
    pub(super) fn build(ctx: &Context, region: RegionId) -> DomTree {
        let blocks = &ctx.region(region).blocks;
        let n = blocks.len();
        let index: HashMap<BlockId, usize> =
            blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let mut succs: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (i, &b) in blocks.iter().enumerate() {
            if let Some(&last) = ctx.block(b).ops.last() {
                for s in ctx.op(last).successors() {
                    if let (Some(&j), Some(list)) = (index.get(s), succs.get_mut(i)) {
                        list.push(j);
                    }
                }
            }
        }

        // Post-order of the blocks reachable from the entry (iterative DFS).
        let mut postorder: Vec<usize> = Vec::with_capacity(n);
        let mut reachable = vec![false; n];
        if n > 0 {
            let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
            reachable[0] = true;
            while let Some(top) = stack.last_mut() {
                let (node, next) = *top;
                let succ = succs.get(node).and_then(|s| s.get(next)).copied();
                match succ {
                    Some(s) => {
                        top.1 += 1;
                        if let Some(seen) = reachable.get_mut(s)
                            && !*seen
                        {
                            *seen = true;
                            stack.push((s, 0));
                        }
                    }
                    None => {
                        postorder.push(node);
                        stack.pop();
                    }
                }
            }
        }
        let mut po_num = vec![0usize; n];
        for (i, &b) in postorder.iter().enumerate() {
            if let Some(slot) = po_num.get_mut(b) {
                *slot = i;
            }
        }
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for &b in &postorder {
            for &s in succs.get(b).map(Vec::as_slice).unwrap_or(&[]) {
                if let Some(list) = preds.get_mut(s) {
                    list.push(b);
                }
            }
        }

        // Immediate dominators (Cooper-Harvey-Kennedy).
        let mut idom = vec![UNDEF; n];
        if n > 0 {
            idom[0] = 0;
        }
        let intersect = |idom: &[usize], mut a: usize, mut b: usize| -> usize {
            let po = |x: usize| po_num.get(x).copied().unwrap_or(0);
            let mut guard = 0usize;
            while a != b {
                while po(a) < po(b) {
                    a = idom.get(a).copied().unwrap_or(0);
                    guard += 1;
                }
                while po(b) < po(a) {
                    b = idom.get(b).copied().unwrap_or(0);
                    guard += 1;
                }
                if guard > 4 * n + 4 {
                    // Cannot happen on a consistent post-order; stop at the entry rather than loop.
                    return 0;
                }
            }
            a
        };
        let mut changed = true;
        while changed {
            changed = false;
            for &b in postorder.iter().rev() {
                if b == 0 {
                    continue;
                }
                let mut new_idom = UNDEF;
                for &p in preds.get(b).map(Vec::as_slice).unwrap_or(&[]) {
                    if idom.get(p).copied().unwrap_or(UNDEF) == UNDEF {
                        continue;
                    }
                    new_idom = if new_idom == UNDEF {
                        p
                    } else {
                        intersect(&idom, p, new_idom)
                    };
                }
                if let Some(slot) = idom.get_mut(b)
                    && new_idom != UNDEF
                    && *slot != new_idom
                {
                    *slot = new_idom;
                    changed = true;
                }
            }
        }

        // Number the dominator tree: a dominates b iff tin[a] <= tin[b] && tout[b] <= tout[a].
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
        for b in 1..n {
            let d = idom.get(b).copied().unwrap_or(UNDEF);
            if d != UNDEF
                && reachable.get(b).copied().unwrap_or(false)
                && let Some(list) = children.get_mut(d)
            {
                list.push(b);
            }
        }
        let mut tin = vec![0u32; n];
        let mut tout = vec![0u32; n];
        if n > 0 {
            let mut clock = 0u32;
            let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
            tin[0] = clock;
            while let Some(top) = stack.last_mut() {
                let (node, next) = *top;
                match children.get(node).and_then(|c| c.get(next)).copied() {
                    Some(c) => {
                        top.1 += 1;
                        clock += 1;
                        if let Some(slot) = tin.get_mut(c) {
                            *slot = clock;
                        }
                        stack.push((c, 0));
                    }
                    None => {
                        clock += 1;
                        if let Some(slot) = tout.get_mut(node) {
                            *slot = clock;
                        }
                        stack.pop();
                    }
                }
            }
        }
        DomTree {
            index,
            reachable,
            tin,
            tout,
        }
    }

    /// Whether `b` is reachable from the entry block.
    pub(super) fn is_reachable(&self, b: BlockId) -> bool {
        self.index
            .get(&b)
            .and_then(|&i| self.reachable.get(i))
            .copied()
            .unwrap_or(false)
    }

    /// Whether `a` dominates `b` (reflexive), with LLVM's treatment of unreachable blocks.
    pub(super) fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return true;
        }
        let (Some(&ia), Some(&ib)) = (self.index.get(&a), self.index.get(&b)) else {
            return false;
        };
        if !self.reachable.get(ib).copied().unwrap_or(false) {
            return true;
        }
        if !self.reachable.get(ia).copied().unwrap_or(false) {
            return false;
        }
        let t = |v: &[u32], i: usize| v.get(i).copied().unwrap_or(0);
        t(&self.tin, ia) <= t(&self.tin, ib) && t(&self.tout, ib) <= t(&self.tout, ia)
    }
}

/// Dominator trees computed on demand, one per multi-block region.
#[derive(Default)]
pub(super) struct DomCache {
    trees: HashMap<RegionId, DomTree>,
}

impl DomCache {
    fn tree(&mut self, ctx: &Context, region: RegionId) -> &DomTree {
        self.trees
            .entry(region)
            .or_insert_with(|| DomTree::build(ctx, region))
    }

    /// Whether `block` of `region` is reachable from the region's entry (MLIR's
    /// `isReachableFromEntry`: the entry block always is).
    pub(super) fn is_reachable(&mut self, ctx: &Context, region: RegionId, block: BlockId) -> bool {
        let blocks = &ctx.region(region).blocks;
        if blocks.first() == Some(&block) || blocks.len() <= 1 {
            return true;
        }
        self.tree(ctx, region).is_reachable(block)
    }

    /// Whether block `a` properly dominates block `b`, both in `region`.
    pub(super) fn properly_dominates(
        &mut self,
        ctx: &Context,
        region: RegionId,
        a: BlockId,
        b: BlockId,
    ) -> bool {
        if a == b {
            return false;
        }
        if ctx.region(region).blocks.len() <= 1 {
            return false;
        }
        self.tree(ctx, region).dominates(a, b)
    }
}
