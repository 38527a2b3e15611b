//! Evaluation of expressions and maps on integers, with checked arithmetic.
//!
//! Semantics: `floordiv` rounds towards negative infinity, `ceildiv` towards positive
//! infinity, and `mod` is the floored remainder (`a - (a floordiv b) * b`), so it has the
//! sign of the divisor and is non-negative for a positive divisor. This is MLIR's semantics
//! for positive divisors; for negative divisors MLIR leaves `mod` undefined, and the
//! floored choice is the one under which its simplifications (`e - (e floordiv s) * s` is
//! `e mod s`) stay exact.

use std::fmt;

use super::expr::{AffineExpr, BinaryOp, Node};
use super::map::AffineMap;

/// Why an expression could not be evaluated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EvalError {
    /// An intermediate or final value does not fit in `i64`.
    Overflow,
    /// A `floordiv`, `ceildiv` or `mod` had a zero divisor.
    DivisionByZero,
    /// The expression uses dim `position` but only `provided` dim values were given.
    MissingDim {
        /// The dim's position.
        position: usize,
        /// How many dim values were given.
        provided: usize,
    },
    /// The expression uses symbol `position` but only `provided` symbol values were given.
    MissingSymbol {
        /// The symbol's position.
        position: usize,
        /// How many symbol values were given.
        provided: usize,
    },
    /// A map was evaluated with the wrong number of dim or symbol values.
    WrongArity {
        /// `(num_dims, num_symbols)` of the map.
        expected: (usize, usize),
        /// `(dims, symbols)` given.
        provided: (usize, usize),
    },
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EvalError::Overflow => write!(f, "integer overflow in affine expression"),
            EvalError::DivisionByZero => write!(f, "division by zero in affine expression"),
            EvalError::MissingDim { position, provided } => {
                write!(f, "no value for d{position} ({provided} dims given)")
            }
            EvalError::MissingSymbol { position, provided } => {
                write!(f, "no value for s{position} ({provided} symbols given)")
            }
            EvalError::WrongArity { expected, provided } => write!(
                f,
                "affine map takes {} dims and {} symbols, got {} and {}",
                expected.0, expected.1, provided.0, provided.1
            ),
        }
    }
}

impl std::error::Error for EvalError {}

/// `a floordiv b` rounding towards negative infinity; `None` on zero divisor or overflow.
pub fn floor_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        Some(q - 1)
    } else {
        Some(q)
    }
}

/// `a ceildiv b` rounding towards positive infinity; `None` on zero divisor or overflow.
pub fn ceil_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    if a % b != 0 && ((a < 0) == (b < 0)) {
        Some(q + 1)
    } else {
        Some(q)
    }
}

/// The floored remainder `a - (a floordiv b) * b` (sign of `b`); `None` for `b == 0`.
pub fn floor_mod(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        return None;
    }
    // `wrapping_rem` is exact here: only `MIN % -1` wraps, and its remainder is 0.
    let r = a.wrapping_rem(b);
    if r != 0 && ((r < 0) != (b < 0)) {
        Some(r + b)
    } else {
        Some(r)
    }
}

/// Past this depth an expression may share subexpressions exponentially often (a tiled
/// layout's nested `floordiv`/`mod` levels reuse the level above twice), so evaluation
/// remembers each shared node's value instead of walking the tree.
const SHARED_EVAL_DEPTH: u32 = 16;

impl AffineExpr {
    /// Evaluates the expression with `d_i = dims[i]` and `s_i = symbols[i]`.
    pub fn evaluate(&self, dims: &[i64], symbols: &[i64]) -> Result<i64, EvalError> {
        if self.depth() > SHARED_EVAL_DEPTH {
            let mut memo = std::collections::HashMap::new();
            return self.evaluate_shared(dims, symbols, &mut memo);
        }
        self.evaluate_tree(dims, symbols)
    }

    /// Evaluation as a DAG: each shared binary node is computed once.
    fn evaluate_shared(
        &self,
        dims: &[i64],
        symbols: &[i64],
        memo: &mut std::collections::HashMap<usize, i64>,
    ) -> Result<i64, EvalError> {
        match &self.node {
            Node::Binary(b) => {
                let key = std::sync::Arc::as_ptr(b) as usize;
                if let Some(&v) = memo.get(&key) {
                    return Ok(v);
                }
                let l = b.lhs.evaluate_shared(dims, symbols, memo)?;
                let r = b.rhs.evaluate_shared(dims, symbols, memo)?;
                let v = apply_binary(b.op, l, r)?;
                memo.insert(key, v);
                Ok(v)
            }
            _ => self.evaluate_tree(dims, symbols),
        }
    }

    /// Evaluation as a tree (fast for the shallow expressions of ordinary maps).
    fn evaluate_tree(&self, dims: &[i64], symbols: &[i64]) -> Result<i64, EvalError> {
        match &self.node {
            Node::Constant(c) => Ok(*c),
            Node::Dim(p) => dims.get(*p).copied().ok_or(EvalError::MissingDim {
                position: *p,
                provided: dims.len(),
            }),
            Node::Symbol(p) => symbols.get(*p).copied().ok_or(EvalError::MissingSymbol {
                position: *p,
                provided: symbols.len(),
            }),
            Node::Binary(b) => {
                let l = b.lhs.evaluate_tree(dims, symbols)?;
                let r = b.rhs.evaluate_tree(dims, symbols)?;
                apply_binary(b.op, l, r)
            }
        }
    }
}

/// Applies one operator to two values with the module's checked semantics.
pub(super) fn apply_binary(op: BinaryOp, l: i64, r: i64) -> Result<i64, EvalError> {
    let division = |f: fn(i64, i64) -> Option<i64>| {
        if r == 0 {
            Err(EvalError::DivisionByZero)
        } else {
            f(l, r).ok_or(EvalError::Overflow)
        }
    };
    match op {
        BinaryOp::Add => l.checked_add(r).ok_or(EvalError::Overflow),
        BinaryOp::Mul => l.checked_mul(r).ok_or(EvalError::Overflow),
        BinaryOp::FloorDiv => division(floor_div),
        BinaryOp::CeilDiv => division(ceil_div),
        BinaryOp::Mod => division(floor_mod),
    }
}

impl AffineMap {
    /// Evaluates every result at the point `(dims)[symbols]`; the counts must match the map.
    pub fn evaluate(&self, dims: &[i64], symbols: &[i64]) -> Result<Vec<i64>, EvalError> {
        if dims.len() != self.num_dims || symbols.len() != self.num_symbols {
            return Err(EvalError::WrongArity {
                expected: (self.num_dims, self.num_symbols),
                provided: (dims.len(), symbols.len()),
            });
        }
        self.results
            .iter()
            .map(|e| e.evaluate(dims, symbols))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_division_semantics() {
        assert_eq!(floor_div(7, 2), Some(3));
        assert_eq!(floor_div(-7, 2), Some(-4));
        assert_eq!(floor_div(7, -2), Some(-4));
        assert_eq!(floor_div(-7, -2), Some(3));
        assert_eq!(floor_div(-8, 2), Some(-4));
        assert_eq!(floor_div(i64::MIN, -1), None);
        assert_eq!(floor_div(1, 0), None);
        assert_eq!(ceil_div(7, 2), Some(4));
        assert_eq!(ceil_div(-7, 2), Some(-3));
        assert_eq!(ceil_div(7, -2), Some(-3));
        assert_eq!(ceil_div(-7, -2), Some(4));
        assert_eq!(ceil_div(i64::MIN, -1), None);
        assert_eq!(floor_mod(-7, 3), Some(2));
        assert_eq!(floor_mod(7, 3), Some(1));
        assert_eq!(floor_mod(7, -3), Some(-2));
        assert_eq!(floor_mod(-7, -3), Some(-1));
        assert_eq!(floor_mod(i64::MIN, -1), Some(0));
        assert_eq!(floor_mod(i64::MIN, i64::MAX), Some(i64::MAX - 1));
        assert_eq!(floor_mod(1, 0), None);
    }

    #[test]
    fn evaluates_maps() {
        let map = crate::affine::parse_affine_map(
            "(i, j)[n] -> (i floordiv 2, j mod 3, i * n + j, -i, i ceildiv 4)",
        )
        .unwrap();
        assert_eq!(map.evaluate(&[-3, -4], &[10]), Ok(vec![-2, 2, -34, 3, 0]));
        assert_eq!(map.evaluate(&[5, 7], &[10]), Ok(vec![2, 1, 57, -5, 2]));
    }

    #[test]
    fn evaluation_errors() {
        let map = crate::affine::parse_affine_map("(i)[n] -> (i floordiv n, i * n)").unwrap();
        assert_eq!(map.evaluate(&[1], &[0]), Err(EvalError::DivisionByZero));
        assert_eq!(map.evaluate(&[i64::MAX], &[2]), Err(EvalError::Overflow));
        assert!(matches!(
            map.evaluate(&[1], &[]),
            Err(EvalError::WrongArity { .. })
        ));
        let e = AffineExpr::dim(3);
        assert_eq!(
            e.evaluate(&[1], &[]),
            Err(EvalError::MissingDim {
                position: 3,
                provided: 1
            })
        );
        let min = crate::affine::parse_affine_map("(i) -> (i floordiv -1)").unwrap();
        assert_eq!(min.evaluate(&[i64::MIN], &[]), Err(EvalError::Overflow));
    }
}
