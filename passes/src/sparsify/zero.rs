//! Zero preservation: whether a lattice point's expression is the output's zero for certain.
//! Such a point contributes nothing (no loop, no insertion, no stored zero), exactly as if
//! its operands were not stored, so the code generator drops it: `relu(x)` written as
//! `select(x > 0, x, 0)`, `max(x, 0)`, `x * 0` or a constant zero are computed only where an
//! operand is stored.
//!
//! The rule: the expression is folded with every absent operand as zero, loop indices and
//! stored values unknown; a point is dropped when the result is a known zero (`-0.0`
//! included, equal to zero). Products are zero when a factor is (`0 * x = 0`, the rule every
//! sparse intersection already relies on); everything not folded here is unknown, and an
//! unknown point is kept.

use tile_dialects::arith::attrs::{CMPF_PREDICATES, CmpIPredicate};
use tile_dialects::arith::views::{CmpFOp, CmpIOp, ConstantOp};
use tile_ir::{AttrKind, Context, OpId};

use super::codegen::LExp;
use super::kernel::{Exp, Kernel};
use super::semiring::Branch;
use tile_dialects::sparse_tensor::ops::semiring::SelectOp;

/// What is known of a scalar at compile time.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Known {
    Float(f64),
    Int(i128),
    Bool(bool),
    Unknown,
}

impl Known {
    fn is_zero(self) -> bool {
        match self {
            Known::Float(x) => x == 0.0,
            Known::Int(x) => x == 0,
            Known::Bool(b) => !b,
            Known::Unknown => false,
        }
    }
}

/// Whether `e` is zero for certain (see the module documentation).
pub fn is_zero(ctx: &Context, k: &Kernel, e: &LExp) -> bool {
    eval(ctx, k, e, 0).is_zero()
}

/// Deeper expressions are left unknown (the kernel's expression size is bounded anyway).
const MAX_DEPTH: u32 = 64;

fn eval(ctx: &Context, k: &Kernel, e: &LExp, depth: u32) -> Known {
    if depth > MAX_DEPTH {
        return Known::Unknown;
    }
    match e {
        LExp::Zero(t) => match ctx.type_kind(*t) {
            tile_ir::TypeKind::Float(_) => Known::Float(0.0),
            tile_ir::TypeKind::Integer { width: 1, .. } => Known::Bool(false),
            _ => Known::Int(0),
        },
        LExp::Leaf(x) => match k.exps.get(*x) {
            Some(Exp::Op { op, args, .. }) if args.is_empty() => constant(ctx, *op),
            // A value from outside the kernel is known when a constant defines it.
            Some(Exp::Invariant(v)) => ctx
                .defining_op(*v)
                .map_or(Known::Unknown, |d| constant(ctx, d)),
            _ => Known::Unknown,
        },
        LExp::Op(op, kind, args) if super::codegen::is_semiring_kind(*kind) => {
            semiring(ctx, k, *op, args, depth)
        }
        LExp::Op(op, _, args) => {
            let vals: Vec<Known> = args
                .iter()
                .enumerate()
                .map(|(i, a)| match a {
                    Some(a) => eval(ctx, k, a, depth + 1),
                    // An absent operand is the zero of its type.
                    None => ctx.op(*op).operands.get(i).map_or(Known::Unknown, |&v| {
                        eval(ctx, k, &LExp::Zero(ctx.value_type(v)), depth + 1)
                    }),
                })
                .collect();
            if args.is_empty() {
                return constant(ctx, *op);
            }
            apply(ctx, *op, &vals)
        }
    }
}

/// A semiring op folded through the region its present operands choose (its block
/// arguments the operands' values); a `select` keeps its operand or nothing: unknown.
fn semiring(ctx: &Context, k: &Kernel, op: OpId, args: &[Option<LExp>], depth: u32) -> Known {
    let present: Vec<bool> = args.iter().map(Option::is_some).collect();
    match super::semiring::branch(ctx, op, &present) {
        Branch::Operand(i) => match args.get(i) {
            Some(Some(a)) => eval(ctx, k, a, depth + 1),
            _ => Known::Unknown,
        },
        Branch::Region(r) if SelectOp::cast(ctx, op).is_none() => {
            let vals: Vec<Known> = args
                .iter()
                .flatten()
                .map(|a| eval(ctx, k, a, depth + 1))
                .collect();
            fold_region(ctx, r, &vals)
        }
        _ => Known::Unknown,
    }
}

/// The value a region yields, folded with its block arguments as `args`: constants and
/// the ops [`apply`] folds; anything else is unknown.
fn fold_region(ctx: &Context, r: tile_ir::RegionId, args: &[Known]) -> Known {
    let Some(block) = ctx.entry_block(r) else {
        return Known::Unknown;
    };
    let mut known: std::collections::HashMap<tile_ir::Value, Known> = Default::default();
    for (&a, &v) in ctx.block(block).args.iter().zip(args) {
        known.insert(a, v);
    }
    let of = |known: &std::collections::HashMap<tile_ir::Value, Known>, v: tile_ir::Value| {
        known
            .get(&v)
            .copied()
            .or_else(|| ctx.defining_op(v).map(|d| constant(ctx, d)))
            .unwrap_or(Known::Unknown)
    };
    let Some((&term, body)) = ctx.block(block).ops.split_last() else {
        return Known::Unknown;
    };
    for &o in body {
        let vals: Vec<Known> = ctx.op(o).operands.iter().map(|&v| of(&known, v)).collect();
        let r = if vals.is_empty() {
            constant(ctx, o)
        } else {
            apply(ctx, o, &vals)
        };
        if let Some(&res) = ctx.op(o).results.first() {
            known.insert(res, r);
        }
    }
    ctx.op(term)
        .operands
        .first()
        .map_or(Known::Unknown, |&y| of(&known, y))
}

/// The value of an `arith.constant` scalar.
fn constant(ctx: &Context, op: OpId) -> Known {
    let Some(c) = ConstantOp::cast(ctx, op) else {
        return Known::Unknown;
    };
    match ctx.attr_kind(c.value(ctx)) {
        AttrKind::Float { value, .. } => Known::Float(value.to_f64()),
        AttrKind::Integer { value, .. } => Known::Int(*value),
        AttrKind::Bool(b) => Known::Bool(*b),
        _ => Known::Unknown,
    }
}

fn apply(ctx: &Context, op: OpId, v: &[Known]) -> Known {
    use Known::*;
    let arg = |i: usize| v.get(i).copied().unwrap_or(Unknown);
    let (a, b) = (arg(0), arg(1));
    match (ctx.op_name_of(op), a, b) {
        ("arith.mulf" | "arith.muli" | "arith.andi", x, _) if x.is_zero() => x,
        ("arith.mulf" | "arith.muli" | "arith.andi", _, y) if y.is_zero() => y,
        ("arith.addf", Float(x), Float(y)) => Float(x + y),
        ("arith.subf", Float(x), Float(y)) => Float(x - y),
        ("arith.addi", Int(x), Int(y)) => x.checked_add(y).map_or(Unknown, Int),
        ("arith.subi", Int(x), Int(y)) => x.checked_sub(y).map_or(Unknown, Int),
        ("arith.ori", Int(x), Int(y)) => Int(x | y),
        ("arith.xori", Int(x), Int(y)) => Int(x ^ y),
        ("arith.negf", Float(x), _) => Float(-x),
        ("arith.maximumf" | "arith.maxnumf", Float(x), Float(y)) => Float(x.max(y)),
        ("arith.minimumf" | "arith.minnumf", Float(x), Float(y)) => Float(x.min(y)),
        ("arith.maxsi", Int(x), Int(y)) => Int(x.max(y)),
        ("arith.minsi", Int(x), Int(y)) => Int(x.min(y)),
        ("arith.divf", Float(x), Float(y)) if y != 0.0 => Float(x / y),
        ("arith.cmpf", Float(x), Float(y)) => cmpf(ctx, op, x, y),
        ("arith.cmpi", Int(x), Int(y)) => cmpi(ctx, op, x, y),
        ("arith.select", Bool(c), t) => {
            if c {
                t
            } else {
                arg(2)
            }
        }
        // Either way a zero.
        ("arith.select", Unknown, t) if t.is_zero() && arg(2).is_zero() => t,
        _ => Unknown,
    }
}

fn cmpf(ctx: &Context, op: OpId, x: f64, y: f64) -> Known {
    let Some(c) = CmpFOp::cast(ctx, op) else {
        return Known::Unknown;
    };
    let unordered = x.is_nan() || y.is_nan();
    let r = match CMPF_PREDICATES
        .get(usize::try_from(c.predicate(ctx)).unwrap_or(usize::MAX))
        .copied()
    {
        Some("false") => false,
        Some("oeq") => !unordered && x == y,
        Some("ogt") => !unordered && x > y,
        Some("oge") => !unordered && x >= y,
        Some("olt") => !unordered && x < y,
        Some("ole") => !unordered && x <= y,
        Some("one") => !unordered && x != y,
        Some("ord") => !unordered,
        Some("ueq") => unordered || x == y,
        Some("ugt") => unordered || x > y,
        Some("uge") => unordered || x >= y,
        Some("ult") => unordered || x < y,
        Some("ule") => unordered || x <= y,
        Some("une") => unordered || x != y,
        Some("uno") => unordered,
        Some("true") => true,
        _ => return Known::Unknown,
    };
    Known::Bool(r)
}

fn cmpi(ctx: &Context, op: OpId, x: i128, y: i128) -> Known {
    let Some(c) = CmpIOp::cast(ctx, op) else {
        return Known::Unknown;
    };
    // Only the signed and equality predicates: unsigned ones would need the bit width.
    Known::Bool(match c.predicate(ctx) {
        CmpIPredicate::Eq => x == y,
        CmpIPredicate::Ne => x != y,
        CmpIPredicate::Slt => x < y,
        CmpIPredicate::Sle => x <= y,
        CmpIPredicate::Sgt => x > y,
        CmpIPredicate::Sge => x >= y,
        _ => return Known::Unknown,
    })
}
