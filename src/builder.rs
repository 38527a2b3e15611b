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
