//! Dominator trees of the blocks of one region (the control-flow graph given by terminator
//! successors), for analyses that walk values in dominance order (CSE).
//!
//! Built with the iterative algorithm of Cooper, Harvey and Kennedy over a reverse post-order.
//! Blocks unreachable from the entry block are not in the tree.

use crate::context::Context;
use crate::ir::{BlockId, RegionId};
use rustc_hash::FxHashMap as HashMap;

/// The dominator tree of a region's blocks.
#[derive(Clone, Debug, Default)]
pub struct DomTree {
    entry: Option<BlockId>,
    /// Reverse post-order index of every reachable block.
    rpo_index: HashMap<BlockId, usize>,
    /// Immediate dominator of every reachable block (the entry maps to itself).
    idom: HashMap<BlockId, BlockId>,
    /// Children in the tree, in region order.
    children: HashMap<BlockId, Vec<BlockId>>,
}

/// The successor blocks of `b` (its terminator's successors).
pub fn successors(ctx: &Context, b: BlockId) -> &[BlockId] {
    match ctx.block(b).ops.last() {
        Some(&t) => ctx.op(t).successors(),
        None => &[],
    }
}

/// The blocks of `region` reachable from its entry, in DFS post-order (successors in order,
/// as LLVM's `post_order`).
pub fn post_order(ctx: &Context, region: RegionId) -> Vec<BlockId> {
    let Some(&entry) = ctx.region(region).blocks.first() else {
        return Vec::new();
    };
    let mut post = Vec::new();
    let mut visited: HashMap<BlockId, ()> = HashMap::default();
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    visited.insert(entry, ());
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        if let Some(&s) = successors(ctx, b).get(*next) {
            *next += 1;
            if visited.insert(s, ()).is_none() {
                stack.push((s, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    post
}

impl DomTree {
    /// The dominator tree of `region`.
    pub fn build(ctx: &Context, region: RegionId) -> Self {
        let blocks = &ctx.region(region).blocks;
        let Some(&entry) = blocks.first() else {
            return DomTree::default();
        };
        let rpo: Vec<BlockId> = post_order(ctx, region).into_iter().rev().collect();
        let rpo_index: HashMap<BlockId, usize> =
            rpo.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let mut preds: HashMap<BlockId, Vec<BlockId>> = HashMap::default();
        for &b in &rpo {
            for &s in successors(ctx, b) {
                preds.entry(s).or_default().push(b);
            }
        }
        let mut idom: HashMap<BlockId, BlockId> = HashMap::default();
        idom.insert(entry, entry);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in rpo.iter().skip(1) {
                let mut new_idom: Option<BlockId> = None;
                for &p in preds.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
                    if !idom.contains_key(&p) {
                        continue;
                    }
                    new_idom = Some(match new_idom {
                        None => p,
                        Some(cur) => intersect(&idom, &rpo_index, p, cur),
                    });
                }
                if let Some(n) = new_idom
                    && idom.get(&b) != Some(&n)
                {
                    idom.insert(b, n);
                    changed = true;
                }
            }
        }
        let mut children: HashMap<BlockId, Vec<BlockId>> = HashMap::default();
        for &b in blocks {
            if b == entry {
                continue;
            }
            if let Some(&d) = idom.get(&b) {
                children.entry(d).or_default().push(b);
            }
        }
        DomTree {
            entry: Some(entry),
            rpo_index,
            idom,
            children,
        }
    }

    /// The entry block.
    pub fn entry(&self) -> Option<BlockId> {
        self.entry
    }
    /// Whether `b` is reachable from the entry.
    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.rpo_index.contains_key(&b)
    }
    /// The blocks `b` immediately dominates, in region order.
    pub fn children(&self, b: BlockId) -> &[BlockId] {
        self.children.get(&b).map(Vec::as_slice).unwrap_or(&[])
    }
    /// The immediate dominator of `b` (`None` for the entry and unreachable blocks).
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        self.idom.get(&b).copied().filter(|&d| d != b)
    }
    /// Whether `a` dominates `b` (every block dominates itself).
    pub fn dominates(&self, a: BlockId, mut b: BlockId) -> bool {
        if !self.is_reachable(b) {
            return false;
        }
        loop {
            if a == b {
                return true;
            }
            match self.idom(b) {
                Some(d) => b = d,
                None => return false,
            }
        }
    }
}

fn intersect(
    idom: &HashMap<BlockId, BlockId>,
    rpo: &HashMap<BlockId, usize>,
    mut a: BlockId,
    mut b: BlockId,
) -> BlockId {
    let idx = |x: BlockId| rpo.get(&x).copied().unwrap_or(0);
    while a != b {
        while idx(a) > idx(b) {
            a = idom.get(&a).copied().unwrap_or(b);
        }
        while idx(b) > idx(a) {
            b = idom.get(&b).copied().unwrap_or(a);
        }
    }
    a
}
