//! Property tests: the simplifier preserves meaning, printing round-trips through the
//! parser, and bounds contain every value.

use proptest::prelude::*;

use super::super::eval::apply_binary;
use super::super::expr::BinaryOp;
use super::super::{AffineExpr, AffineMap, Interval, parse_affine_map};

const NUM_DIMS: usize = 3;
const NUM_SYMBOLS: usize = 2;

/// An unsimplified expression tree, evaluated directly as the reference semantics.
#[derive(Clone, Debug)]
enum Naive {
    Dim(usize),
    Symbol(usize),
    Constant(i64),
    Neg(Box<Naive>),
    Sub(Box<Naive>, Box<Naive>),
    Binary(BinaryOp, Box<Naive>, Box<Naive>),
}

impl Naive {
    fn is_symbolic(&self) -> bool {
        match self {
            Naive::Dim(_) => false,
            Naive::Symbol(_) | Naive::Constant(_) => true,
            Naive::Neg(e) => e.is_symbolic(),
            Naive::Sub(a, b) | Naive::Binary(_, a, b) => a.is_symbolic() && b.is_symbolic(),
        }
    }

    fn eval(&self, dims: &[i64], symbols: &[i64]) -> Option<i64> {
        match self {
            Naive::Dim(p) => dims.get(*p).copied(),
            Naive::Symbol(p) => symbols.get(*p).copied(),
            Naive::Constant(c) => Some(*c),
            Naive::Neg(e) => e.eval(dims, symbols)?.checked_neg(),
            Naive::Sub(a, b) => a.eval(dims, symbols)?.checked_sub(b.eval(dims, symbols)?),
            Naive::Binary(op, a, b) => {
                apply_binary(*op, a.eval(dims, symbols)?, b.eval(dims, symbols)?).ok()
            }
        }
    }

    fn build(&self) -> AffineExpr {
        match self {
            Naive::Dim(p) => AffineExpr::dim(*p),
            Naive::Symbol(p) => AffineExpr::symbol(*p),
            Naive::Constant(c) => AffineExpr::constant(*c),
            Naive::Neg(e) => e.build().neg(),
            Naive::Sub(a, b) => a.build().sub(b.build()),
            Naive::Binary(op, a, b) => AffineExpr::binary(*op, &a.build(), &b.build()),
        }
    }
}

fn leaf() -> BoxedStrategy<Naive> {
    prop_oneof![
        1 => prop_oneof![(-12i64..13), Just(0i64), Just(1i64), Just(-1i64)].prop_map(Naive::Constant),
        1 => (0..NUM_SYMBOLS).prop_map(Naive::Symbol),
        2 => (0..NUM_DIMS).prop_map(Naive::Dim),
    ]
    .boxed()
}

/// Random affine (MLIR-valid) trees: products have a symbolic side, divisors are symbolic.
fn naive() -> BoxedStrategy<Naive> {
    leaf()
        .prop_recursive(5, 48, 2, |inner| {
            let divisor = prop_oneof![
                3 => (1i64..9).prop_map(Naive::Constant),
                1 => (-5i64..0).prop_map(Naive::Constant),
                1 => naive_symbolic_leafish(),
            ];
            let op = prop_oneof![
                Just(BinaryOp::FloorDiv),
                Just(BinaryOp::CeilDiv),
                Just(BinaryOp::Mod)
            ];
            prop_oneof![
                (inner.clone(), inner.clone()).prop_map(|(a, b)| Naive::Binary(
                    BinaryOp::Add,
                    Box::new(a),
                    Box::new(b)
                )),
                (inner.clone(), inner.clone())
                    .prop_map(|(a, b)| Naive::Sub(Box::new(a), Box::new(b))),
                inner.clone().prop_map(|a| Naive::Neg(Box::new(a))),
                (inner.clone(), inner.clone()).prop_map(|(a, b)| {
                    let (a, b) = if a.is_symbolic() || b.is_symbolic() {
                        (a, b)
                    } else {
                        (a, Naive::Constant(3))
                    };
                    Naive::Binary(BinaryOp::Mul, Box::new(a), Box::new(b))
                }),
                (op, inner.clone(), divisor).prop_map(|(op, a, b)| Naive::Binary(
                    op,
                    Box::new(a),
                    Box::new(b)
                )),
                // The shape the add-to-mod rule looks for: `e - (e floordiv c) * c`.
                (inner, 1i64..6).prop_map(|(e, c)| {
                    let q = Naive::Binary(
                        BinaryOp::FloorDiv,
                        Box::new(e.clone()),
                        Box::new(Naive::Constant(c)),
                    );
                    let qc =
                        Naive::Binary(BinaryOp::Mul, Box::new(q), Box::new(Naive::Constant(c)));
                    Naive::Sub(Box::new(e), Box::new(qc))
                }),
            ]
        })
        .boxed()
}

fn naive_symbolic_leafish() -> BoxedStrategy<Naive> {
    prop_oneof![
        (0..NUM_SYMBOLS).prop_map(Naive::Symbol),
        (0..NUM_SYMBOLS, 1i64..4).prop_map(|(s, c)| Naive::Binary(
            BinaryOp::Mul,
            Box::new(Naive::Symbol(s)),
            Box::new(Naive::Constant(c))
        )),
    ]
    .boxed()
}

fn point() -> impl Strategy<Value = (Vec<i64>, Vec<i64>)> {
    (
        prop::collection::vec(-40i64..40, NUM_DIMS),
        prop::collection::vec(prop_oneof![-9i64..-1, 1i64..10], NUM_SYMBOLS),
    )
}

fn map_of(e: &AffineExpr) -> AffineMap {
    AffineMap::new(NUM_DIMS, NUM_SYMBOLS, vec![e.clone()])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn simplification_preserves_meaning(tree in naive(), points in prop::collection::vec(point(), 8)) {
        let simplified = tree.build();
        for (dims, symbols) in &points {
            if let Some(expected) = tree.eval(dims, symbols) {
                prop_assert_eq!(
                    simplified.evaluate(dims, symbols),
                    Ok(expected),
                    "tree {:?} simplified to {}", tree, simplified
                );
            }
        }
    }

    #[test]
    fn flattening_preserves_meaning(tree in naive(), points in prop::collection::vec(point(), 8)) {
        let built = tree.build();
        let flattened = built.simplified(NUM_DIMS, NUM_SYMBOLS);
        for (dims, symbols) in &points {
            if let Ok(expected) = built.evaluate(dims, symbols) {
                prop_assert_eq!(
                    flattened.evaluate(dims, symbols),
                    Ok(expected),
                    "{} flattened to {}", built, flattened
                );
            }
        }
    }

    #[test]
    fn print_then_parse_round_trips(tree in naive(), (dims, symbols) in point()) {
        let e = tree.build();
        let printed = map_of(&e).to_string();
        let reparsed = parse_affine_map(&printed);
        prop_assert!(reparsed.is_ok(), "{} does not parse: {:?}", printed, reparsed);
        let reparsed = reparsed.unwrap_or_else(|_| map_of(&e));
        prop_assert_eq!(reparsed.evaluate(&dims, &symbols).ok(), map_of(&e).evaluate(&dims, &symbols).ok());
        // Printing drops the parentheses of a right-nested sum, so a reparse may
        // re-associate and simplify further (mlir-opt 22 does the same); once the text is
        // stable the tree is too.
        let mut current = reparsed;
        let mut stable = false;
        for _ in 0..4 {
            let text = current.to_string();
            let next = parse_affine_map(&text);
            prop_assert!(next.is_ok(), "{} does not parse", text);
            let next = next.unwrap_or_else(|_| current.clone());
            if next == current {
                stable = true;
                break;
            }
            current = next;
        }
        prop_assert!(stable, "printing {} never reaches a fixpoint", printed);
    }

    #[test]
    fn bounds_contain_all_values(
        tree in naive(),
        boxes in prop::collection::vec((-30i64..30, 0i64..30), NUM_DIMS + NUM_SYMBOLS),
        samples in prop::collection::vec(prop::collection::vec(0i64..1000, NUM_DIMS + NUM_SYMBOLS), 16),
    ) {
        let e = tree.build();
        let intervals: Vec<Interval> = boxes
            .iter()
            .map(|&(lo, len)| Interval { min: lo, max: lo + len })
            .collect();
        let (dim_iv, sym_iv) = intervals.split_at(NUM_DIMS);
        let Some(bound) = e.bounds(dim_iv, sym_iv) else { return Ok(()); };
        for sample in &samples {
            let values: Vec<i64> = sample
                .iter()
                .zip(&intervals)
                .map(|(s, iv)| iv.min + s % (iv.max - iv.min + 1))
                .collect();
            let (dims, symbols) = values.split_at(NUM_DIMS);
            if let Ok(v) = e.evaluate(dims, symbols) {
                prop_assert!(bound.contains(v), "{} = {} at {:?} outside {:?}", e, v, values, bound);
            }
        }
    }
}

#[test]
fn parse_print_is_stable_on_canonical_text() {
    for text in [
        "(d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv 4, -d0, d0 - d1, -(d0 floordiv 2))",
        "(d0, d1) -> (d0 floordiv 2, d1 floordiv 3, d0 mod 2, d1 mod 3)",
        "(d0, d1)[s0] -> (d0 * s0 + d1, (d0 + 1) * 2, d0 - (d1 + 2))",
    ] {
        let map = parse_affine_map(text).expect("canonical text parses");
        assert_eq!(map.to_string(), text);
    }
}
