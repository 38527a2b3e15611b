//! Merge lattices (TACO's, MLIR's `Merger`): for one loop index, the set of *lattice points*
//! of an expression. A point is the set of sparse conditions (operands whose stored
//! coordinates drive the loop) under which its expression is the value; operands not in the
//! set are implicitly zero there and are already dropped from the point's expression.
//!
//! * `a * b` (and `and`): the **intersection** (conjunction) — one point per pair, the union
//!   of their conditions;
//! * `a + b`, `a - b` (and `or`, `xor`, `max`/`min` with the implicit zero): the **union**
//!   (disjunction) — the conjunction points, then the left points alone, then the right
//!   points alone (with the right operand negated for `-`);
//! * unary zero-preserving ops map every point.
//!
//! Points are kept ordered by decreasing condition sets (MLIR's `latGT`) so a code
//! generator can test the most specific case first. [`optimize`] drops points whose
//! condition set repeats an earlier point's: they differ only in dense (always present)
//! operands, so the earlier, more complete expression already covers them.

use std::collections::BTreeSet;

/// One lattice point: the sparse conditions and the expression valid under them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Point<E> {
    /// Operands (tensor ids) whose stored coordinates must match the loop index.
    pub bits: BTreeSet<usize>,
    /// The expression with every operand outside `bits` that is sparse on this loop
    /// dropped as zero.
    pub exp: E,
}

/// An ordered lattice.
pub type Lattice<E> = Vec<Point<E>>;

/// The lattice of a leaf: one point, with `bit` as condition when the leaf is sparse on
/// the loop.
pub fn leaf<E>(bit: Option<usize>, exp: E) -> Lattice<E> {
    vec![Point {
        bits: bit.into_iter().collect(),
        exp,
    }]
}

/// Maps every point's expression (unary zero-preserving ops).
pub fn map<E, F: Fn(E) -> E>(l: Lattice<E>, f: F) -> Lattice<E> {
    l.into_iter()
        .map(|p| Point {
            bits: p.bits,
            exp: f(p.exp),
        })
        .collect()
}

/// Maps every point's expression into another expression type.
pub fn map_into<E, F, T: Fn(E) -> F>(l: &Lattice<E>, f: T) -> Lattice<F>
where
    E: Clone,
{
    l.iter()
        .map(|p| Point {
            bits: p.bits.clone(),
            exp: f(p.exp.clone()),
        })
        .collect()
}

/// Intersection: one point per pair of points, conditions united.
pub fn conj<E: Clone, F: Fn(E, E) -> E>(a: &Lattice<E>, b: &Lattice<E>, f: F) -> Lattice<E> {
    let mut out = Vec::new();
    for p in a {
        for q in b {
            out.push(Point {
                bits: p.bits.union(&q.bits).copied().collect(),
                exp: f(p.exp.clone(), q.exp.clone()),
            });
        }
    }
    sort(out)
}

/// Union: the intersection, then `a`'s points with `left` applied, then `b`'s with `right`.
pub fn disj<E: Clone>(
    a: &Lattice<E>,
    b: &Lattice<E>,
    both: impl Fn(E, E) -> E,
    left: impl Fn(E) -> E,
    right: impl Fn(E) -> E,
) -> Lattice<E> {
    combi(a, b, both, Some(&left), Some(&right))
}

/// The intersection, then `a`'s points mapped by `left` when given, then `b`'s by `right`
/// (MLIR's `combiSet`: a one-sided part left out has no point, so nothing is computed
/// where only that side is stored).
pub fn combi<E: Clone>(
    a: &Lattice<E>,
    b: &Lattice<E>,
    both: impl Fn(E, E) -> E,
    left: Option<&dyn Fn(E) -> E>,
    right: Option<&dyn Fn(E) -> E>,
) -> Lattice<E> {
    let mut out = conj(a, b, both);
    if let Some(left) = left {
        out.extend(a.iter().cloned().map(|p| Point {
            bits: p.bits,
            exp: left(p.exp),
        }));
    }
    if let Some(right) = right {
        out.extend(b.iter().cloned().map(|p| Point {
            bits: p.bits,
            exp: right(p.exp),
        }));
    }
    sort(out)
}

/// Any op (not zero-preserving): one point per choice, for every operand, of one of its
/// points or — when it has no point without conditions — its implicit zero (`None`), the
/// conditions united. The choice of all zeros is a point without conditions: the op's
/// value where no sparse operand is stored, which need not be zero (`cmpf`, `select`,
/// `exp`, ...), so the loop must visit every coordinate.
pub fn general<E: Clone, F: Fn(Vec<Option<E>>) -> E>(lats: &[Lattice<E>], f: F) -> Lattice<E> {
    let mut acc: Vec<(BTreeSet<usize>, Vec<Option<E>>)> = vec![(BTreeSet::new(), Vec::new())];
    for l in lats {
        let mut options: Vec<(BTreeSet<usize>, Option<E>)> = l
            .iter()
            .map(|p| (p.bits.clone(), Some(p.exp.clone())))
            .collect();
        if l.iter().all(|p| !p.bits.is_empty()) {
            options.push((BTreeSet::new(), None));
        }
        let mut next = Vec::with_capacity(acc.len() * options.len());
        let mut seen = std::collections::HashSet::new();
        for (bits, args) in &acc {
            for (ob, oe) in &options {
                let b: BTreeSet<usize> = bits.union(ob).copied().collect();
                // A later choice with the same conditions would never be the first (see
                // [`sort`]): an operand seen twice, present in one choice and absent in another.
                if seen.insert(b.clone()) {
                    let mut a = args.clone();
                    a.push(oe.clone());
                    next.push((b, a));
                }
            }
        }
        acc = next;
    }
    sort(
        acc.into_iter()
            .map(|(bits, args)| Point { bits, exp: f(args) })
            .collect(),
    )
}

/// Stable sort by decreasing number of conditions (supersets before subsets), then
/// [`optimize`]. Dropping a repeated condition set early keeps a lattice over `k` sparse
/// operands at `2^k` points however often the body reads them (`select(cmpf(x, x), x, 0)`):
/// the first point of a set is the one built from the first points of its parts, which a
/// later combination (pairs come in order) can never precede.
fn sort<E>(mut l: Lattice<E>) -> Lattice<E> {
    l.sort_by_key(|p| std::cmp::Reverse(p.bits.len()));
    optimize(l)
}

/// Drops every point whose condition set equals an earlier point's (it differs only in
/// dense operands, which the earlier point's expression includes).
pub fn optimize<E>(l: Lattice<E>) -> Lattice<E> {
    let mut seen = std::collections::HashSet::with_capacity(l.len());
    l.into_iter()
        .filter(|p| seen.insert(p.bits.clone()))
        .collect()
}

/// The points of `l` (from index `from` on) whose conditions are a subset of `bits`: the
/// cases inside a loop that co-iterates `bits`, most specific first.
pub fn sub_points<E>(l: &Lattice<E>, from: usize, bits: &BTreeSet<usize>) -> Vec<usize> {
    (from..l.len())
        .filter(|&j| l[j].bits.is_subset(bits))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(id: usize, sparse: bool) -> Lattice<String> {
        leaf(sparse.then_some(id), format!("t{id}"))
    }
    fn mul(a: &Lattice<String>, b: &Lattice<String>) -> Lattice<String> {
        conj(a, b, |x, y| format!("({x}*{y})"))
    }
    fn add(a: &Lattice<String>, b: &Lattice<String>) -> Lattice<String> {
        disj(a, b, |x, y| format!("({x}+{y})"), |x| x, |y| y)
    }
    fn sub(a: &Lattice<String>, b: &Lattice<String>) -> Lattice<String> {
        disj(
            a,
            b,
            |x, y| format!("({x}-{y})"),
            |x| x,
            |y| format!("-{y}"),
        )
    }
    fn show(l: &Lattice<String>) -> Vec<(Vec<usize>, String)> {
        l.iter()
            .map(|p| (p.bits.iter().copied().collect(), p.exp.clone()))
            .collect()
    }

    #[test]
    fn intersection_of_two_sparse() {
        let l = optimize(mul(&t(0, true), &t(1, true)));
        assert_eq!(show(&l), vec![(vec![0, 1], "(t0*t1)".to_string())]);
    }

    #[test]
    fn union_of_two_sparse() {
        let l = optimize(add(&t(0, true), &t(1, true)));
        assert_eq!(
            show(&l),
            vec![
                (vec![0, 1], "(t0+t1)".into()),
                (vec![0], "t0".into()),
                (vec![1], "t1".into())
            ]
        );
        assert_eq!(sub_points(&l, 0, &l[0].bits), vec![0, 1, 2]);
        assert_eq!(sub_points(&l, 1, &l[1].bits), vec![1]);
    }

    #[test]
    fn subtraction_negates_the_right_only_point() {
        let l = optimize(sub(&t(0, true), &t(1, true)));
        assert_eq!(l[2].exp, "-t1");
    }

    #[test]
    fn sparse_times_dense_is_one_point() {
        let l = optimize(mul(&t(0, true), &t(1, false)));
        assert_eq!(show(&l), vec![(vec![0], "(t0*t1)".into())]);
    }

    #[test]
    fn dense_points_are_simplified_away() {
        // a + b with b dense: {a}: a+b, {}: b -- the two dense-only points of (a+b)+c
        // with everything dense collapse to one.
        let l = optimize(add(&add(&t(0, false), &t(1, false)), &t(2, false)));
        assert_eq!(show(&l), vec![(vec![], "((t0+t1)+t2)".into())]);
        let l = optimize(add(&t(0, true), &t(1, false)));
        assert_eq!(
            show(&l),
            vec![(vec![0], "(t0+t1)".into()), (vec![], "t1".into())]
        );
    }

    #[test]
    fn mixed_sum_of_products() {
        // a*b + c, all sparse: {a,b,c}, {a,b}, {c}.
        let l = optimize(add(&mul(&t(0, true), &t(1, true)), &t(2, true)));
        assert_eq!(
            show(&l),
            vec![
                (vec![0, 1, 2], "((t0*t1)+t2)".into()),
                (vec![0, 1], "(t0*t1)".into()),
                (vec![2], "t2".into())
            ]
        );
        // (a+b)*c: {a,b,c}, {a,c}, {b,c}.
        let l = optimize(mul(&add(&t(0, true), &t(1, true)), &t(2, true)));
        assert_eq!(
            show(&l).into_iter().map(|p| p.0).collect::<Vec<_>>(),
            vec![vec![0, 1, 2], vec![0, 2], vec![1, 2]]
        );
    }

    #[test]
    fn general_op_has_a_point_without_conditions() {
        // cmp(a, b) over sparse a and b: every combination, the last with both zeros.
        let l = optimize(general(&[t(0, true), t(1, true)], |a| {
            let s = |x: &Option<String>| x.clone().unwrap_or_else(|| "0".into());
            format!("cmp({},{})", s(&a[0]), s(&a[1]))
        }));
        assert_eq!(
            show(&l),
            vec![
                (vec![0, 1], "cmp(t0,t1)".into()),
                (vec![0], "cmp(t0,0)".into()),
                (vec![1], "cmp(0,t1)".into()),
                (vec![], "cmp(0,0)".into())
            ]
        );
        // An operand that already has an unconditional point is never replaced by zero.
        let l = optimize(general(&[add(&t(0, true), &t(1, false))], |a| {
            format!("f({})", a[0].clone().unwrap_or_else(|| "0".into()))
        }));
        assert_eq!(
            show(&l),
            vec![(vec![0], "f((t0+t1))".into()), (vec![], "f(t1)".into())]
        );
    }

    #[test]
    fn combi_leaves_out_the_parts_not_given() {
        // binary(a, b) with `left = identity` and no right part: {a,b}, {a}.
        let l = optimize(combi(
            &t(0, true),
            &t(1, true),
            |x, y| format!("ov({x},{y})"),
            Some(&|x| x),
            None,
        ));
        assert_eq!(
            show(&l),
            vec![(vec![0, 1], "ov(t0,t1)".into()), (vec![0], "t0".into())]
        );
        // Neither side: the intersection only.
        let l = optimize(combi(
            &t(0, true),
            &t(1, true),
            |x, y| format!("{x}{y}"),
            None,
            None,
        ));
        assert_eq!(show(&l), vec![(vec![0, 1], "t0t1".into())]);
        // A dense right operand with a right part: a point without conditions.
        let l = optimize(combi(
            &t(0, true),
            &t(1, false),
            |x, y| format!("ov({x},{y})"),
            None,
            Some(&|y| format!("r({y})")),
        ));
        assert_eq!(
            show(&l),
            vec![(vec![0], "ov(t0,t1)".into()), (vec![], "r(t1)".into())]
        );
    }

    #[test]
    fn an_operand_read_often_keeps_two_points() {
        // select(cmp(a, a), f(a), a) over one sparse a: {a} and {}, however often a is read.
        let a = t(0, true);
        let cmp = general(&[a.clone(), a.clone()], |_| "cmp".to_string());
        let f = general(std::slice::from_ref(&a), |_| "f".to_string());
        let sel = general(&[cmp, f, a], |_| "sel".to_string());
        assert_eq!(
            sel.iter().map(|p| p.bits.len()).collect::<Vec<_>>(),
            vec![1, 0]
        );
    }

    #[test]
    fn map_keeps_conditions() {
        let l = map(t(0, true), |e| format!("-{e}"));
        assert_eq!(show(&l), vec![(vec![0], "-t0".into())]);
    }
}
