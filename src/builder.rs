//! [`OpBuilder`]: creates operations at an insertion point, like MLIR's `OpBuilder`.
//!
//! ```
//! use tile_ir::builder::OpBuilder;
//! use tile_ir::{Context, Loc};
//! let mut ctx = Context::new(Default::default());
//! let region = ctx.create_region();
//! let body = ctx.create_block(&[], Loc::Unknown);
//! ctx.append_block(region, body);
//! let i32t = ctx.int_type(32);
//! let mut b = OpBuilder::at_end(body);
//! let c = b.build(&mut ctx, "my.const", &[], &[i32t], Loc::Unknown);
//! let v = ctx.op(c).results[0];
//! b.build(&mut ctx, "my.use", &[v], &[], Loc::Unknown);
//! assert_eq!(ctx.block(body).ops.len(), 2);
//! ```

use crate::context::Context;
use crate::ir::{BlockId, OpId, OperationState, Value};
use crate::location::Loc;
use crate::types::Type;

/// Where an [`OpBuilder`] inserts the next op.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InsertionPoint {
    /// At the end of a block.
    AtEnd(BlockId),
    /// Right before an op (which must be in a block).
    Before(OpId),
    /// Right after an op; the point then moves after each inserted op, so ops built in
    /// sequence stay in order.
    After(OpId),
    /// Nowhere: ops are created detached.
    Detached,
}

/// Creates ops and inserts them at its [`InsertionPoint`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OpBuilder {
    /// The current insertion point.
    pub point: InsertionPoint,
}

impl OpBuilder {
    /// A builder that inserts nothing: built ops are placed later (by a rewriter).
    pub fn detached() -> Self {
        OpBuilder {
            point: InsertionPoint::Detached,
        }
    }
    /// A builder inserting at the end of `block`.
    pub fn at_end(block: BlockId) -> Self {
        OpBuilder {
            point: InsertionPoint::AtEnd(block),
        }
    }
    /// A builder inserting right before `op`.
    pub fn before(op: OpId) -> Self {
        OpBuilder {
            point: InsertionPoint::Before(op),
        }
    }
    /// A builder inserting right after `op` (and then after each op it inserts).
    pub fn after(op: OpId) -> Self {
        OpBuilder {
            point: InsertionPoint::After(op),
        }
    }
    /// The block ops are inserted into (`None` when detached).
    pub fn block(&self, ctx: &Context) -> Option<BlockId> {
        match self.point {
            InsertionPoint::AtEnd(b) => Some(b),
            InsertionPoint::Before(op) | InsertionPoint::After(op) => ctx.op(op).parent,
            InsertionPoint::Detached => None,
        }
    }
    /// Moves the insertion point.
    pub fn set_insertion_point(&mut self, point: InsertionPoint) {
        self.point = point;
    }
    /// Clones `op` with its regions at the insertion point (MLIR's `OpBuilder::clone`):
    /// operands and successors are read through `map`, which then maps the originals'
    /// results and block arguments to the clone's.
    pub fn clone_op(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        map: &mut std::collections::HashMap<Value, Value>,
    ) -> OpId {
        let loc = ctx.op(op).loc;
        let mut st = OperationState::new(ctx.op_name_of(op).to_string(), loc);
        st.operands = ctx
            .op(op)
            .operands
            .iter()
            .map(|v| *map.get(v).unwrap_or(v))
            .collect();
        st.result_types = ctx.result_types(op);
        st.properties = ctx.op_properties(op).to_vec();
        st.attributes = ctx.op_attributes(op).to_vec();
        let mut blocks: std::collections::HashMap<BlockId, BlockId> = Default::default();
        for r in ctx.op(op).regions().to_vec() {
            let nr = ctx.create_region();
            let olds: Vec<BlockId> = ctx.region(r).blocks.to_vec();
            for &old in &olds {
                let args = ctx.block(old).args.to_vec();
                let tys: Vec<Type> = args.iter().map(|&a| ctx.value_type(a)).collect();
                let nb = ctx.create_block(&tys, loc);
                for (i, &a) in args.iter().enumerate() {
                    if let Some(loc) = ctx.block(old).arg_loc(i) {
                        ctx.block_mut(nb).set_arg_loc(i, loc);
                    }
                    if let Some(&n) = ctx.block(nb).args.get(i) {
                        map.insert(a, n);
                    }
                }
                ctx.append_block(nr, nb);
                blocks.insert(old, nb);
            }
            for &old in &olds {
                let Some(&nb) = blocks.get(&old) else {
                    continue;
                };
                let mut inner = OpBuilder::at_end(nb);
                let ops = ctx.block(old).ops.to_vec();
                for o in ops {
                    inner.clone_op(ctx, o, map);
                }
            }
            st.regions.push(nr);
        }
        st.successors = ctx
            .op(op)
            .successors()
            .iter()
            .map(|s| *blocks.get(s).unwrap_or(s))
            .collect();
        let n = self.insert(ctx, st);
        for (&old, &new) in ctx
            .op(op)
            .results
            .to_vec()
            .iter()
            .zip(ctx.op(n).results.iter())
        {
            map.insert(old, new);
        }
        n
    }

    /// Creates the op described by `state` and inserts it at the insertion point.
    pub fn insert(&mut self, ctx: &mut Context, state: OperationState) -> OpId {
        let op = ctx.create_op(state);
        match self.point {
            InsertionPoint::AtEnd(b) => ctx.append_op(b, op),
            InsertionPoint::Before(anchor) => ctx.insert_op_before(anchor, op),
            InsertionPoint::After(anchor) => {
                ctx.insert_op_after(anchor, op);
                self.point = InsertionPoint::After(op);
            }
            InsertionPoint::Detached => {}
        }
        op
    }
    /// Creates and inserts op `name` with `operands` and `result_types` (no attributes or
    /// regions; use [`OpBuilder::insert`] with an [`OperationState`] for those).
    pub fn build(
        &mut self,
        ctx: &mut Context,
        name: &'static str,
        operands: &[Value],
        result_types: &[Type],
        loc: Loc,
    ) -> OpId {
        let mut st = OperationState::new(name, loc);
        st.operands = operands.to_vec();
        st.result_types = result_types.to_vec();
        self.insert(ctx, st)
    }
}
