//! Batched block edits: many ops placed before anchors and many ops erased, each block
//! concerned rebuilt once (editing a long block op by op would be quadratic in its length).

use crate::context::Context;
use crate::ir::OpId;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Puts each staged list of (detached) ops right before its anchor and erases the ops of
/// `erase`, rebuilding each block concerned once.
pub fn place_and_erase(ctx: &mut Context, staged: Vec<(OpId, Vec<OpId>)>, erase: &[OpId]) {
    let mut before: HashMap<OpId, Vec<OpId>> =
        HashMap::with_capacity_and_hasher(staged.len(), Default::default());
    for (anchor, ops) in staged {
        before.entry(anchor).or_default().extend(ops);
    }
    let doomed: HashSet<OpId> = erase.iter().copied().collect();
    let mut blocks = Vec::new();
    let mut seen = HashSet::default();
    for &o in before.keys().chain(erase) {
        if let Some(b) = ctx.op(o).parent
            && seen.insert(b)
        {
            blocks.push(b);
        }
    }
    for b in blocks {
        let old = std::mem::take(&mut ctx.block_mut(b).ops);
        let mut ops = Vec::with_capacity(old.len());
        for o in old.iter().copied() {
            if let Some(new) = before.remove(&o) {
                for &n in &new {
                    ctx.op_mut(n).parent = Some(b);
                }
                ops.extend(new);
            }
            if doomed.contains(&o) {
                ctx.op_mut(o).parent = None;
            } else {
                ops.push(o);
            }
        }
        ctx.block_mut(b).ops = ops.into();
    }
    for &o in erase {
        // Already out of its block: erasing only drops it.
        ctx.erase_op(o);
    }
}
