//! Affine expressions and maps, the dialect-independent core shared by sparse level maps
//! and tiled layouts (see DESIGN.md §2).
//!
//! The module follows MLIR 22 (`mlir/lib/IR/AffineExpr.cpp`, `AffineMap.cpp`, the affine
//! parser and printer) closely, so that text round-trips through `mlir-opt` unchanged:
//!
//! * [`AffineExpr`] is a cheap-to-clone (`Arc`) expression tree. Its constructors
//!   ([`AffineExpr::add`], [`AffineExpr::mul`], [`AffineExpr::floor_div`], ...) apply exactly
//!   the construction-time simplifications of MLIR (`simplifyAdd`, `simplifyMul`, ...).
//! * [`AffineMap`] is `(d0, ..)[s0, ..] -> (expr, ..)`.
//! * [`parse_affine_map`] and [`ExprParser`] read MLIR's grammar with MLIR's error messages;
//!   `Display` prints exactly what MLIR prints.
//! * [`AffineMap::evaluate`], [`AffineMap::result_bounds`], [`AffineMap::invert`] and friends
//!   give the integer semantics the passes need.
//!
//! Depth invariant: algorithms over expressions (printing, evaluation, bounds, rebuilding)
//! recurse once per tree level. The parser refuses input whose tree would be deeper than
//! [`MAX_EXPR_DEPTH`] or whose parentheses / unary minus nest deeper than
//! [`MAX_PARSE_NESTING`], so parsed expressions are always safe. Programmatic construction
//! is not limited; callers that build expressions from untrusted data should check
//! [`AffineExpr::depth`]. Dropping an expression is iterative and never overflows the stack.
// Issue 10 policy: no panics reachable from input (exceptions are commented `// ok: why`).
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

mod bounds;
mod eval;
mod expr;
mod flatten;
mod invert;
mod lexer;
mod map;
mod parse;
mod print;
mod set;
mod simplify;
mod strides;

#[cfg(test)]
mod tests;

pub use bounds::Interval;
pub use eval::{EvalError, ceil_div, floor_div, floor_mod};
pub use expr::{AffineExpr, AffineExprKind, BinaryOp, gcd};
pub use invert::linear_terms;
pub use lexer::Punct;
pub use map::{AffineMap, AffineMapError};
pub use parse::{AffineParseError, ExprParser, IdentEnv, parse_affine_expr, parse_affine_map};
pub use set::{IntegerSet, parse_integer_set};

/// Deepest expression tree the parser builds; see the module docs for why it exists.
pub const MAX_EXPR_DEPTH: u32 = 1000;

/// Deepest nesting of parentheses and unary minus the parser accepts.
pub const MAX_PARSE_NESTING: u32 = 1000;
