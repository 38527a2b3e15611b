//! The affine expression data model and its structural queries.

use std::collections::BTreeSet;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// A binary affine operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BinaryOp {
    /// `lhs + rhs` (subtraction is `lhs + rhs * -1`).
    Add,
    /// `lhs * rhs`.
    Mul,
    /// `lhs floordiv rhs`, rounding towards negative infinity.
    FloorDiv,
    /// `lhs ceildiv rhs`, rounding towards positive infinity.
    CeilDiv,
    /// `lhs mod rhs`, with the sign of the divisor (non-negative for a positive divisor).
    Mod,
}

impl BinaryOp {
    /// The operator's spelling in MLIR's affine syntax.
    pub fn spelling(self) -> &'static str {
        match self {
            BinaryOp::Add => "+",
            BinaryOp::Mul => "*",
            BinaryOp::FloorDiv => "floordiv",
            BinaryOp::CeilDiv => "ceildiv",
            BinaryOp::Mod => "mod",
        }
    }
}

/// An affine expression over dims `d_i`, symbols `s_i` and 64-bit constants.
///
/// Values are immutable and cheap to clone (leaves are inline, binary nodes are shared
/// through `Arc`). Build binary nodes only with the simplifying constructors in
/// `simplify.rs` (`add`, `mul`, ...), so every value is in MLIR's canonical form.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct AffineExpr {
    pub(super) node: Node,
}

/// The storage of an expression; private so no unsimplified node can be built outside.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(super) enum Node {
    Dim(usize),
    Symbol(usize),
    Constant(i64),
    Binary(Arc<BinaryNode>),
}

/// A binary node with facts about its subtree cached at construction, so queries the
/// simplifier asks at every step (`isSymbolicOrConstant`, `getLargestKnownDivisor`) are O(1).
pub(super) struct BinaryNode {
    pub(super) op: BinaryOp,
    pub(super) lhs: AffineExpr,
    pub(super) rhs: AffineExpr,
    depth: u32,
    symbolic: bool,
    divisor: i64,
}

impl PartialEq for BinaryNode {
    fn eq(&self, other: &Self) -> bool {
        self.op == other.op && self.lhs == other.lhs && self.rhs == other.rhs
    }
}

impl Eq for BinaryNode {}

impl Hash for BinaryNode {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.op.hash(state);
        self.lhs.hash(state);
        self.rhs.hash(state);
    }
}

/// Nodes shallower than this are dropped by plain recursion, which is bounded by it.
const RECURSIVE_DROP_DEPTH: u32 = 64;

impl Drop for BinaryNode {
    // Dropping a very deep chain recursively would overflow the stack; take the children
    // out and release them from an explicit worklist instead.
    fn drop(&mut self) {
        let leaf_children = self.lhs.as_binary().is_none() && self.rhs.as_binary().is_none();
        if self.depth < RECURSIVE_DROP_DEPTH || leaf_children {
            return;
        }
        let mut pending = vec![take_expr(&mut self.lhs), take_expr(&mut self.rhs)];
        while let Some(expr) = pending.pop() {
            if let Node::Binary(arc) = expr.node
                && let Some(mut inner) = Arc::into_inner(arc)
            {
                pending.push(take_expr(&mut inner.lhs));
                pending.push(take_expr(&mut inner.rhs));
            }
        }
    }
}

/// Replaces an expression with a leaf (no allocation) and returns the old value.
fn take_expr(slot: &mut AffineExpr) -> AffineExpr {
    std::mem::replace(slot, AffineExpr::constant(0))
}

/// A borrowed view of an expression's top node, for matching.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AffineExprKind<'a> {
    /// Dimension `d_pos`.
    Dim(usize),
    /// Symbol `s_pos`.
    Symbol(usize),
    /// An integer constant.
    Constant(i64),
    /// A binary operation.
    Binary {
        /// The operator.
        op: BinaryOp,
        /// Left operand.
        lhs: &'a AffineExpr,
        /// Right operand.
        rhs: &'a AffineExpr,
    },
}

impl AffineExpr {
    /// The dimension expression `d_pos`.
    pub fn dim(pos: usize) -> AffineExpr {
        AffineExpr {
            node: Node::Dim(pos),
        }
    }

    /// The symbol expression `s_pos`.
    pub fn symbol(pos: usize) -> AffineExpr {
        AffineExpr {
            node: Node::Symbol(pos),
        }
    }

    /// The constant expression `value`.
    pub fn constant(value: i64) -> AffineExpr {
        AffineExpr {
            node: Node::Constant(value),
        }
    }

    /// Builds a binary node as is, without simplification (only the simplifier calls it).
    pub(super) fn raw_binary(op: BinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let depth = lhs.depth().max(rhs.depth()).saturating_add(1);
        let symbolic = lhs.is_symbolic_or_constant() && rhs.is_symbolic_or_constant();
        let divisor = binary_divisor(op, &lhs, &rhs);
        AffineExpr {
            node: Node::Binary(Arc::new(BinaryNode {
                op,
                lhs,
                rhs,
                depth,
                symbolic,
                divisor,
            })),
        }
    }

    /// A view of the top node for pattern matching.
    pub fn kind(&self) -> AffineExprKind<'_> {
        match &self.node {
            Node::Dim(p) => AffineExprKind::Dim(*p),
            Node::Symbol(p) => AffineExprKind::Symbol(*p),
            Node::Constant(c) => AffineExprKind::Constant(*c),
            Node::Binary(b) => AffineExprKind::Binary {
                op: b.op,
                lhs: &b.lhs,
                rhs: &b.rhs,
            },
        }
    }

    /// The constant value if this is a constant expression.
    pub fn as_constant(&self) -> Option<i64> {
        match self.node {
            Node::Constant(c) => Some(c),
            _ => None,
        }
    }

    /// The position if this is a dimension expression.
    pub fn as_dim(&self) -> Option<usize> {
        match self.node {
            Node::Dim(p) => Some(p),
            _ => None,
        }
    }

    /// The position if this is a symbol expression.
    pub fn as_symbol(&self) -> Option<usize> {
        match self.node {
            Node::Symbol(p) => Some(p),
            _ => None,
        }
    }

    /// The operator and operands if this is a binary expression.
    pub fn as_binary(&self) -> Option<(BinaryOp, &AffineExpr, &AffineExpr)> {
        match &self.node {
            Node::Binary(b) => Some((b.op, &b.lhs, &b.rhs)),
            _ => None,
        }
    }

    /// The operands if this is a binary expression with operator `op`.
    pub(super) fn as_op(&self, op: BinaryOp) -> Option<(&AffineExpr, &AffineExpr)> {
        match &self.node {
            Node::Binary(b) if b.op == op => Some((&b.lhs, &b.rhs)),
            _ => None,
        }
    }

    /// Height of the tree: 1 for a leaf.
    pub fn depth(&self) -> u32 {
        match &self.node {
            Node::Binary(b) => b.depth,
            _ => 1,
        }
    }

    /// True if the expression has no dims (MLIR's `isSymbolicOrConstant`).
    pub fn is_symbolic_or_constant(&self) -> bool {
        match &self.node {
            Node::Dim(_) => false,
            Node::Symbol(_) | Node::Constant(_) => true,
            Node::Binary(b) => b.symbolic,
        }
    }

    /// True if `*`, `floordiv`, `ceildiv` and `mod` only involve constants, as MLIR's
    /// `isPureAffine` (a product needs a constant operand, a division a constant divisor).
    pub fn is_pure_affine(&self) -> bool {
        let Some((op, lhs, rhs)) = self.as_binary() else {
            return true;
        };
        match op {
            BinaryOp::Add => lhs.is_pure_affine() && rhs.is_pure_affine(),
            BinaryOp::Mul => {
                lhs.is_pure_affine()
                    && rhs.is_pure_affine()
                    && (lhs.as_constant().is_some() || rhs.as_constant().is_some())
            }
            BinaryOp::FloorDiv | BinaryOp::CeilDiv | BinaryOp::Mod => {
                lhs.is_pure_affine() && rhs.as_constant().is_some()
            }
        }
    }

    /// The largest integer known to divide every value of the expression, computed the
    /// way MLIR's `getLargestKnownDivisor` does (with its wrapping arithmetic), because
    /// the simplifier's decisions depend on it.
    pub fn largest_known_divisor(&self) -> i64 {
        match &self.node {
            Node::Dim(_) | Node::Symbol(_) => 1,
            Node::Constant(c) => c.wrapping_abs(),
            Node::Binary(b) => b.divisor,
        }
    }

    /// True if dim `pos` occurs in the expression.
    pub fn is_function_of_dim(&self, pos: usize) -> bool {
        match &self.node {
            Node::Dim(p) => *p == pos,
            Node::Symbol(_) | Node::Constant(_) => false,
            Node::Binary(b) => b.lhs.is_function_of_dim(pos) || b.rhs.is_function_of_dim(pos),
        }
    }

    /// True if symbol `pos` occurs in the expression.
    pub fn is_function_of_symbol(&self, pos: usize) -> bool {
        match &self.node {
            Node::Symbol(p) => *p == pos,
            Node::Dim(_) | Node::Constant(_) => false,
            Node::Binary(b) => b.lhs.is_function_of_symbol(pos) || b.rhs.is_function_of_symbol(pos),
        }
    }

    /// Adds the positions of all dims occurring in the expression to `out`.
    pub fn collect_dims(&self, out: &mut BTreeSet<usize>) {
        match &self.node {
            Node::Dim(p) => {
                out.insert(*p);
            }
            Node::Symbol(_) | Node::Constant(_) => {}
            Node::Binary(b) => {
                b.lhs.collect_dims(out);
                b.rhs.collect_dims(out);
            }
        }
    }

    /// Adds the positions of all symbols occurring in the expression to `out`.
    pub fn collect_symbols(&self, out: &mut BTreeSet<usize>) {
        match &self.node {
            Node::Symbol(p) => {
                out.insert(*p);
            }
            Node::Dim(_) | Node::Constant(_) => {}
            Node::Binary(b) => {
                b.lhs.collect_symbols(out);
                b.rhs.collect_symbols(out);
            }
        }
    }

    /// Substitutes `dims[i]` for `d_i` and `symbols[i]` for `s_i` (positions past the end
    /// of a list stay as they are), re-simplifying rebuilt nodes like MLIR does.
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
    ) -> AffineExpr {
        self.rebuild_with(&|e: &AffineExpr| match e.node {
            Node::Dim(p) => dims.get(p).cloned(),
            Node::Symbol(p) => symbols.get(p).cloned(),
            _ => None,
        })
    }

    /// Every occurrence of `target` replaced by `replacement`, rebuilt nodes re-simplified
    /// (MLIR's `AffineExpr::replace`).
    pub fn replace(&self, target: &AffineExpr, replacement: &AffineExpr) -> AffineExpr {
        self.rebuild_with(&|e: &AffineExpr| (e == target).then(|| replacement.clone()))
    }

    /// The expression with every node `substitute` gives a value for replaced by it, and
    /// the binary nodes above a replacement rebuilt through the simplifying constructors.
    fn rebuild_with(&self, substitute: &dyn Fn(&AffineExpr) -> Option<AffineExpr>) -> AffineExpr {
        if let Some(e) = substitute(self) {
            return e;
        }
        let Node::Binary(b) = &self.node else {
            return self.clone();
        };
        let lhs = b.lhs.rebuild_with(substitute);
        let rhs = b.rhs.rebuild_with(substitute);
        if lhs == b.lhs && rhs == b.rhs {
            return self.clone();
        }
        AffineExpr::binary(b.op, &lhs, &rhs)
    }

    /// Renumbers dims: `d_i` becomes `d_(i + shift)` for `i >= offset`.
    pub fn shift_dims(&self, num_dims: usize, shift: usize, offset: usize) -> AffineExpr {
        let dims: Vec<AffineExpr> = (0..num_dims)
            .map(|i| AffineExpr::dim(if i < offset { i } else { i + shift }))
            .collect();
        self.replace_dims_and_symbols(&dims, &[])
    }

    /// Renumbers symbols: `s_i` becomes `s_(i + shift)` for `i >= offset`.
    pub fn shift_symbols(&self, num_symbols: usize, shift: usize, offset: usize) -> AffineExpr {
        let symbols: Vec<AffineExpr> = (0..num_symbols)
            .map(|i| AffineExpr::symbol(if i < offset { i } else { i + shift }))
            .collect();
        self.replace_dims_and_symbols(&[], &symbols)
    }
}

/// MLIR's `getLargestKnownDivisor` for a binary node, from its operands' cached values.
fn binary_divisor(op: BinaryOp, lhs: &AffineExpr, rhs: &AffineExpr) -> i64 {
    let l = lhs.largest_known_divisor();
    let r = rhs.largest_known_divisor();
    match op {
        BinaryOp::Mul => l.wrapping_mul(r),
        BinaryOp::Add | BinaryOp::Mod => gcd(l as u64, r as u64) as i64,
        BinaryOp::FloorDiv | BinaryOp::CeilDiv => match rhs.as_constant() {
            Some(c) if c != 0 && l.wrapping_rem(c) == 0 => l.wrapping_div(c).wrapping_abs(),
            _ => 1,
        },
    }
}

/// Greatest common divisor (`std::gcd` on unsigned values, as MLIR calls it).
pub fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl fmt::Debug for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AffineExpr({self})")
    }
}

impl From<i64> for AffineExpr {
    fn from(value: i64) -> Self {
        AffineExpr::constant(value)
    }
}

impl From<&AffineExpr> for AffineExpr {
    fn from(value: &AffineExpr) -> Self {
        value.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(i: usize) -> AffineExpr {
        AffineExpr::dim(i)
    }

    #[test]
    fn shareable_across_threads() {
        fn assert_send_sync<T: Send + Sync + Clone + Eq + Hash + fmt::Debug>() {}
        assert_send_sync::<AffineExpr>();
        assert_send_sync::<crate::affine::AffineMap>();
        assert_eq!(std::mem::size_of::<AffineExpr>(), 16);
    }

    #[test]
    fn leaves_and_views() {
        assert_eq!(d(3).as_dim(), Some(3));
        assert_eq!(AffineExpr::symbol(1).as_symbol(), Some(1));
        assert_eq!(AffineExpr::constant(-4).as_constant(), Some(-4));
        assert_eq!(d(0).kind(), AffineExprKind::Dim(0));
        assert_eq!(d(0).depth(), 1);
    }

    #[test]
    fn structural_queries() {
        let e = d(0).add(AffineExpr::symbol(0).mul(2));
        assert!(!e.is_symbolic_or_constant());
        assert!(e.is_pure_affine());
        assert!(e.is_function_of_dim(0));
        assert!(!e.is_function_of_dim(1));
        assert!(e.is_function_of_symbol(0));
        assert_eq!(e.depth(), 3);
        let semi = d(0).mul(AffineExpr::symbol(0));
        assert!(!semi.is_pure_affine());
        let mut dims = BTreeSet::new();
        d(2).add(d(0)).collect_dims(&mut dims);
        assert_eq!(dims.into_iter().collect::<Vec<_>>(), vec![0, 2]);
    }

    #[test]
    fn largest_known_divisor_follows_mlir() {
        assert_eq!(d(0).mul(6).largest_known_divisor(), 6);
        assert_eq!(d(0).mul(6).add(d(1).mul(4)).largest_known_divisor(), 2);
        assert_eq!(AffineExpr::constant(-8).largest_known_divisor(), 8);
        let m = d(0).mul(4).modulo(8);
        assert_eq!(m.largest_known_divisor(), 4);
        assert_eq!(m.floor_div(2).largest_known_divisor(), 2);
    }

    #[test]
    fn replace_and_shift() {
        let e = d(0).add(d(1).mul(3));
        let r = e.replace_dims_and_symbols(&[AffineExpr::constant(1), d(0)], &[]);
        assert_eq!(r.to_string(), "d0 * 3 + 1");
        assert_eq!(e.shift_dims(2, 2, 1).to_string(), "d0 + d3 * 3");
        let s = AffineExpr::symbol(0).add(AffineExpr::symbol(1));
        assert_eq!(s.shift_symbols(2, 1, 0).to_string(), "s1 + s2");
    }

    #[test]
    fn dropping_a_very_deep_chain_does_not_overflow() {
        let mut e = d(0);
        for i in 0..200_000 {
            e = AffineExpr::raw_binary(BinaryOp::Add, e, d(i % 7 + 1));
        }
        assert_eq!(e.depth(), 200_001);
        drop(e);
    }
}
