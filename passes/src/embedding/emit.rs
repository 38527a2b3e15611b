//! [`Emitter`]: builds the replacement of one or more lookups through the dialects' typed
//! builders, into a scratch block, then stages the ops before the anchor lookup for
//! [`place_and_erase`](tile_ir::pass::rewrite::place_and_erase) (one rebuild per block).

use tile_dialects::arith::attrs::CMPF_OEQ;
use tile_dialects::arith::views::{
    AddFOp, CmpFOp, ConstantOp, DivFOp, FASTMATH_NONE, MaximumFOp, MinimumFOp, MulFOp, SelectOp,
    SubFOp,
};
use tile_dialects::linalg::build::{build_fill, build_generic, build_matmul_f};
use tile_dialects::linalg::structured::IteratorType;
use tile_dialects::math::views::{RoundOp, SqrtOp};
use tile_dialects::tensor::EmptyOp;
use tile_ir::affine::AffineMap;
use tile_ir::builder::OpBuilder;
use tile_ir::diagnostic::Diagnostic;
use tile_ir::float::{FloatSemantics, FloatValue};
use tile_ir::pass::rewrite::TrackedUses;
use tile_ir::{AttrKind, BlockId, Context, Loc, OpId, Type, TypeKind, Value};

/// Builds ops at the end of a scratch block, all at one location.
pub struct Emitter {
    /// The builder (at the end of the scratch block).
    pub b: OpBuilder,
    /// Where every built op is located (the anchor lookup's location).
    pub loc: Loc,
    scratch: BlockId,
    mark: usize,
}

/// A binary float op the embedding kernels use.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FloatBinary {
    /// `arith.addf`
    Add,
    /// `arith.subf`
    Sub,
    /// `arith.mulf`
    Mul,
    /// `arith.divf`
    Div,
    /// `arith.maximumf`
    Maximum,
    /// `arith.minimumf`
    Minimum,
}

impl Emitter {
    /// An emitter whose ops take `anchor`'s location.
    pub fn new(ctx: &mut Context, anchor: OpId) -> Emitter {
        let loc = ctx.op(anchor).loc;
        let scratch = ctx.create_block(&[], loc);
        Emitter {
            b: OpBuilder::at_end(scratch),
            loc,
            scratch,
            mark: ctx.num_ops_allocated(),
        }
    }

    /// `tensor<shape x elem>`.
    pub fn tensor(ctx: &mut Context, shape: &[i64], elem: Type) -> Type {
        ctx.tensor_type(shape.to_vec(), elem, None)
    }

    /// `arith.constant x : ty` for a float type `ty` (`x` rounded to it).
    pub fn float(&mut self, ctx: &mut Context, x: f64, ty: Type) -> Value {
        let sem = match ctx.type_kind(ty) {
            TypeKind::Float(sem) => *sem,
            _ => FloatSemantics::F32,
        };
        let value = ctx.intern_attr(AttrKind::Float {
            value: FloatValue::from_f64_rounded(sem, x),
            ty,
        });
        ConstantOp::build(&mut self.b, ctx, self.loc, ty, value).result(ctx)
    }

    /// `tensor.empty() : ty` (static).
    pub fn empty(&mut self, ctx: &mut Context, ty: Type) -> Value {
        EmptyOp::build(&mut self.b, ctx, self.loc, ty, &[]).result(ctx)
    }

    /// `linalg.fill ins(v) outs(out)`.
    pub fn fill(&mut self, ctx: &mut Context, v: Value, out: Value) -> Result<Value, Diagnostic> {
        let op = build_fill(&mut self.b, ctx, self.loc, v, out);
        first_result(ctx, op)
    }

    /// The float `linalg.matmul ins(lhs, rhs) outs(acc)`.
    pub fn matmul(
        &mut self,
        ctx: &mut Context,
        lhs: Value,
        rhs: Value,
        acc: Value,
    ) -> Result<Value, Diagnostic> {
        let op = build_matmul_f(&mut self.b, ctx, self.loc, lhs, rhs, acc);
        first_result(ctx, op)
    }

    /// A `linalg.generic` over 2-D iteration space `(d0, d1)`: `maps` gives each operand's
    /// results as loop positions; `body` gets a float-op builder and the block arguments
    /// and returns the yielded value (`None` for a block it does not expect: the verifier
    /// then reports the empty yield).
    pub fn generic_2d(
        &mut self,
        ctx: &mut Context,
        (ins, outs): (&[Value], &[Value]),
        maps: &[&[usize]],
        iterators: [IteratorType; 2],
        body: impl FnOnce(&mut BodyEmitter<'_>, &[Value]) -> Option<Value>,
    ) -> Result<Value, Diagnostic> {
        let maps: Vec<AffineMap> = maps
            .iter()
            .filter_map(|dims| AffineMap::identity(2).sub_map(dims))
            .collect();
        let loc = self.loc;
        let op = build_generic(
            &mut self.b,
            ctx,
            loc,
            (ins, outs),
            maps,
            &iterators,
            |b, ctx, args| {
                let mut e = BodyEmitter { b, ctx, loc };
                body(&mut e, args).into_iter().collect()
            },
        );
        first_result(ctx, op)
    }

    /// Moves the built ops out of the scratch block and stages them before `anchor`;
    /// every recorded use of `results[i]` becomes a use of `replacements[i]`.
    pub fn finish(
        self,
        ctx: &mut Context,
        uses: &mut TrackedUses,
        staged: &mut Vec<(OpId, Vec<OpId>)>,
        anchor: OpId,
        (results, replacements): (&[Value], &[Value]),
    ) {
        let ops: Vec<OpId> = ctx.block(self.scratch).ops.iter().copied().collect();
        for &op in &ops {
            ctx.detach_op(op);
        }
        staged.push((anchor, ops));
        uses.add_created_since(ctx, self.mark);
        for (&old, &new) in results.iter().zip(replacements) {
            uses.replace(ctx, old, new);
        }
    }
}

/// The first result of an op built with one (a structured op on tensors).
fn first_result(ctx: &Context, op: OpId) -> Result<Value, Diagnostic> {
    ctx.op(op).results.first().copied().ok_or_else(|| {
        ctx.op_error(
            op,
            "internal error: a structured op on tensors built without a result",
        )
    })
}

/// Builds float scalar ops inside a `linalg.generic` body.
pub struct BodyEmitter<'a> {
    b: &'a mut OpBuilder,
    ctx: &'a mut Context,
    loc: Loc,
}

impl BodyEmitter<'_> {
    /// `arith.<op> x, y`.
    pub fn binary(&mut self, op: FloatBinary, x: Value, y: Value) -> Value {
        let (b, ctx, loc) = (&mut *self.b, &mut *self.ctx, self.loc);
        let t = ctx.value_type(x);
        let fm = Some(FASTMATH_NONE);
        match op {
            FloatBinary::Add => AddFOp::build(b, ctx, loc, t, x, y, fm).result(ctx),
            FloatBinary::Sub => SubFOp::build(b, ctx, loc, t, x, y, fm).result(ctx),
            FloatBinary::Mul => MulFOp::build(b, ctx, loc, t, x, y, fm).result(ctx),
            FloatBinary::Div => DivFOp::build(b, ctx, loc, t, x, y, fm).result(ctx),
            FloatBinary::Maximum => MaximumFOp::build(b, ctx, loc, t, x, y, fm).result(ctx),
            FloatBinary::Minimum => MinimumFOp::build(b, ctx, loc, t, x, y, fm).result(ctx),
        }
    }

    /// `math.round x`.
    pub fn round(&mut self, x: Value) -> Value {
        let t = self.ctx.value_type(x);
        RoundOp::build(self.b, self.ctx, self.loc, t, x, Some(FASTMATH_NONE)).result(self.ctx)
    }

    /// `math.sqrt x`.
    pub fn sqrt(&mut self, x: Value) -> Value {
        let t = self.ctx.value_type(x);
        SqrtOp::build(self.b, self.ctx, self.loc, t, x, Some(FASTMATH_NONE)).result(self.ctx)
    }

    /// `arith.cmpf oeq, x, y`.
    pub fn equal(&mut self, x: Value, y: Value) -> Value {
        let i1 = self.ctx.int_type(1);
        CmpFOp::build(
            self.b,
            self.ctx,
            self.loc,
            i1,
            x,
            y,
            Some(FASTMATH_NONE),
            CMPF_OEQ,
        )
        .result(self.ctx)
    }

    /// `arith.select c, t, f`.
    pub fn select(&mut self, c: Value, t: Value, f: Value) -> Value {
        let ty = self.ctx.value_type(t);
        SelectOp::build(self.b, self.ctx, self.loc, ty, c, t, f).result(self.ctx)
    }
}
