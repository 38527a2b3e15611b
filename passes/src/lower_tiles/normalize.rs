//! Normal form of a conversion plan: every transpose moves right past expands, pads and
//! slices and left past collapses, so that adjacent transposes compose and adjacent
//! reshapes merge. A relayout then moves its data once: `(8,128)(2,1)` becomes
//! pad -> expand -> one transpose -> collapse instead of two transposes (two passes over
//! memory through a temporary of the whole tensor).
//!
//! Each swap is an identity on index functions: a transpose of the dimensions commutes
//! with splitting, padding or slicing them, once the split, pad or slice is renumbered.

use super::{Plan, Step};

/// Bounds the rewriting (each transpose passes each other step at most once; this only
/// guards against a bug looping forever).
const MAX_ROUNDS: usize = 1024;

/// `plan` in normal form (unchanged if it holds `linalg.pack`/`unpack` steps, which stay
/// as written).
pub(super) fn normalize(plan: &Plan) -> Result<Plan, String> {
    if plan
        .steps
        .iter()
        .any(|(s, _)| matches!(s, Step::Pack(..) | Step::Unpack(..)))
    {
        return Ok(plan.clone());
    }
    let start = plan
        .steps
        .first()
        .map_or_else(|| plan.shape.clone(), |(_, s)| s.clone());
    let mut steps: Vec<(Step, Vec<i64>)> = plan.steps.clone();
    for _ in 0..MAX_ROUNDS {
        let mut changed = false;
        let mut i = 0;
        while i + 1 < steps.len() {
            let (Some((a, a_in)), Some((b, _))) = (steps.get(i), steps.get(i + 1)) else {
                break;
            };
            if let Some((x, y)) = swap(a, a_in, b) {
                steps = rebuild(&start, steps, i, x, y)?;
                changed = true;
            }
            i += 1;
        }
        let mut p = Plan {
            steps: std::mem::take(&mut steps),
            shape: plan.shape.clone(),
        };
        p.simplify();
        let before = p.steps.len();
        merge_reshapes(&mut p.steps);
        changed |= p.steps.len() != before;
        steps = p.steps;
        if !changed {
            break;
        }
    }
    let mut out = Plan::start(start);
    for (s, _) in steps {
        out.push(s)?;
    }
    if out.shape != plan.shape {
        return Err(format!(
            "internal error: the normal form gives shape {:?}, the plan {:?}",
            out.shape, plan.shape
        ));
    }
    Ok(out)
}

/// Replaces steps `i` and `i + 1` by `x` then `y` and recomputes every input shape.
fn rebuild(
    start: &[i64],
    steps: Vec<(Step, Vec<i64>)>,
    i: usize,
    x: Step,
    y: Step,
) -> Result<Vec<(Step, Vec<i64>)>, String> {
    let mut p = Plan::start(start.to_vec());
    let mut pair = Some((x, y));
    for (k, (s, _)) in steps.into_iter().enumerate() {
        if k == i {
            if let Some((x, y)) = pair.take() {
                p.push(x)?;
                p.push(y)?;
            }
        } else if k != i + 1 {
            p.push(s)?;
        }
    }
    Ok(p.steps)
}

/// The inverse of permutation `p`.
fn invert(p: &[usize]) -> Option<Vec<usize>> {
    let mut q = vec![usize::MAX; p.len()];
    for (i, &pi) in p.iter().enumerate() {
        *q.get_mut(pi)? = i;
    }
    q.iter().all(|&x| x != usize::MAX).then_some(q)
}

/// `a` (with input shape `a_in`) then `b`, as an equivalent `b'` then `a'`, where the
/// normal form wants the transpose on the other side.
fn swap(a: &Step, a_in: &[i64], b: &Step) -> Option<(Step, Step)> {
    match (a, b) {
        (Step::Transpose(p), Step::Expand(g, out)) => transpose_then_expand(p, a_in, g, out),
        (Step::Transpose(p), Step::Pad(high)) => {
            Some((Step::Pad(unpermute(p, high)?), Step::Transpose(p.clone())))
        }
        (Step::Transpose(p), Step::Slice(sizes)) => Some((
            Step::Slice(unpermute(p, sizes)?),
            Step::Transpose(p.clone()),
        )),
        (Step::Collapse(g), Step::Transpose(p)) => collapse_then_transpose(g, p),
        _ => None,
    }
}

/// `v` indexed by the dimensions after transpose `p`, indexed by those before it.
fn unpermute(p: &[usize], v: &[i64]) -> Option<Vec<i64>> {
    if v.len() != p.len() {
        return None;
    }
    let q = invert(p)?;
    q.iter().map(|&i| v.get(i).copied()).collect()
}

/// Transpose `p` of shape `s`, then expand group `g[i]` of the transposed dim `i` into
/// sizes `out[g[i]]`: the same as splitting each dim of `s` first, then transposing the
/// split groups as wholes.
fn transpose_then_expand(
    p: &[usize],
    s: &[i64],
    g: &[Vec<usize>],
    out: &[i64],
) -> Option<(Step, Step)> {
    if g.len() != p.len() || s.len() != p.len() || g.iter().any(Vec::is_empty) {
        return None;
    }
    let q = invert(p)?;
    // The sizes each source dim splits into.
    let sizes: Vec<Vec<i64>> = q
        .iter()
        .map(|&i| g.get(i)?.iter().map(|&d| out.get(d).copied()).collect())
        .collect::<Option<_>>()?;
    let mut groups = Vec::with_capacity(s.len());
    let mut shape = Vec::with_capacity(out.len());
    for sz in &sizes {
        groups.push((shape.len()..shape.len() + sz.len()).collect::<Vec<_>>());
        shape.extend(sz);
    }
    let perm: Vec<usize> = p
        .iter()
        .map(|&j| groups.get(j).cloned())
        .collect::<Option<Vec<_>>>()?
        .concat();
    Some((Step::Expand(groups, shape), Step::Transpose(perm)))
}

/// Collapse groups `g`, then transpose `p`: the same as transposing the groups as wholes
/// first, then collapsing them in their new order.
fn collapse_then_transpose(g: &[Vec<usize>], p: &[usize]) -> Option<(Step, Step)> {
    if g.len() != p.len() || g.iter().any(Vec::is_empty) {
        return None;
    }
    let moved: Vec<&Vec<usize>> = p.iter().map(|&k| g.get(k)).collect::<Option<_>>()?;
    let perm: Vec<usize> = moved.iter().flat_map(|grp| grp.iter().copied()).collect();
    let mut groups = Vec::with_capacity(g.len());
    let mut n = 0;
    for grp in moved {
        groups.push((n..n + grp.len()).collect());
        n += grp.len();
    }
    Some((Step::Transpose(perm), Step::Collapse(groups)))
}

/// Merges adjacent expands into one expand and adjacent collapses into one collapse.
fn merge_reshapes(steps: &mut Vec<(Step, Vec<i64>)>) {
    let mut out: Vec<(Step, Vec<i64>)> = Vec::with_capacity(steps.len());
    for (step, input) in std::mem::take(steps) {
        let merged = match (out.last(), &step) {
            (Some((Step::Expand(g1, _), _)), Step::Expand(g2, shape)) => {
                compose_groups(g1, g2).map(|g| Step::Expand(g, shape.clone()))
            }
            (Some((Step::Collapse(g1), _)), Step::Collapse(g2)) => {
                compose_groups(g2, g1).map(Step::Collapse)
            }
            _ => None,
        };
        match (merged, out.last_mut()) {
            (Some(m), Some(last)) => last.0 = m,
            _ => out.push((step, input)),
        }
    }
    *steps = out;
}

/// Groups `outer` (over the dims of a middle shape) refined by `inner` (each middle dim
/// into dims of the final shape): each outer group's dims of the final shape.
fn compose_groups(outer: &[Vec<usize>], inner: &[Vec<usize>]) -> Option<Vec<Vec<usize>>> {
    outer
        .iter()
        .map(|grp| {
            let dims: Option<Vec<Vec<usize>>> =
                grp.iter().map(|&k| inner.get(k).cloned()).collect();
            dims.map(|d| d.concat())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::tiling_plan;
    use super::*;
    use tile_dialects::tile::layout::parse_layout;

    /// A dense row-major array: the reference evaluator of plans.
    #[derive(Clone, Debug, PartialEq)]
    struct Array {
        shape: Vec<i64>,
        data: Vec<i64>,
    }

    fn strides(shape: &[i64]) -> Vec<i64> {
        let mut s = vec![1; shape.len()];
        for i in (0..shape.len().saturating_sub(1)).rev() {
            s[i] = s[i + 1] * shape[i + 1];
        }
        s
    }

    fn index_of(mut lin: i64, shape: &[i64]) -> Vec<i64> {
        let mut idx = vec![0; shape.len()];
        for i in (0..shape.len()).rev() {
            idx[i] = lin % shape[i];
            lin /= shape[i];
        }
        idx
    }

    /// `a` after `step` (padding is -1), computed element by element.
    fn eval(a: &Array, step: &Step) -> Array {
        let shape = apply_shape_for_test(&a.shape, step);
        let n: i64 = shape.iter().product();
        let st = strides(&a.shape);
        let data = (0..n)
            .map(|lin| {
                let out = index_of(lin, &shape);
                let src: Option<Vec<i64>> = match step {
                    Step::Transpose(p) => {
                        let mut s = vec![0; p.len()];
                        for (i, &pi) in p.iter().enumerate() {
                            s[pi] = out[i];
                        }
                        Some(s)
                    }
                    // Reshapes keep the row-major order.
                    Step::Collapse(_) | Step::Expand(..) => Some(index_of(lin, &a.shape)),
                    Step::Pad(_) => out
                        .iter()
                        .zip(&a.shape)
                        .all(|(i, d)| i < d)
                        .then(|| out.clone()),
                    Step::Slice(_) => Some(out.clone()),
                    Step::Pack(..) | Step::Unpack(..) => unreachable!(),
                };
                src.map_or(-1, |s| {
                    a.data[s.iter().zip(&st).map(|(i, k)| i * k).sum::<i64>() as usize]
                })
            })
            .collect();
        Array { shape, data }
    }

    fn apply_shape_for_test(shape: &[i64], step: &Step) -> Vec<i64> {
        super::super::apply_shape(shape, step).expect("shape")
    }

    fn run(plan: &Plan, a: &Array) -> Array {
        plan.steps.iter().fold(a.clone(), |acc, (s, input)| {
            assert_eq!(&acc.shape, input, "{plan:?}");
            eval(&acc, s)
        })
    }

    fn iota(shape: &[i64]) -> Array {
        Array {
            shape: shape.to_vec(),
            data: (0..shape.iter().product()).collect(),
        }
    }

    fn transposes(p: &Plan) -> usize {
        p.steps
            .iter()
            .filter(|(s, _)| matches!(s, Step::Transpose(_)))
            .count()
    }

    fn forward(layout: &str, dims: &[i64]) -> Plan {
        tiling_plan(&parse_layout(layout).expect("layout"), dims).expect("plan")
    }

    /// Every plan in normal form computes what it computed before, element by element, and
    /// has at most as many transposes.
    fn check(plan: &Plan) -> Plan {
        let start = plan
            .steps
            .first()
            .map_or_else(|| plan.shape.clone(), |(_, s)| s.clone());
        let n = normalize(plan).expect("normalize");
        let x = iota(&start);
        assert_eq!(run(&n, &x), run(plan, &x), "{plan:?}\n{n:?}");
        assert!(transposes(&n) <= transposes(plan), "{plan:?}\n{n:?}");
        n
    }

    #[test]
    fn repeated_tiles_move_data_once() {
        let p = forward("{1,0:T(8,128)(2,1)}", &[16, 256]);
        assert_eq!(transposes(&p), 2, "{p:?}");
        let n = check(&p);
        assert_eq!(
            n.steps.iter().map(|(s, _)| s.clone()).collect::<Vec<_>>(),
            vec![
                Step::Expand(vec![vec![0, 1, 2], vec![3, 4, 5]], vec![2, 4, 2, 2, 128, 1]),
                Step::Transpose(vec![0, 3, 1, 4, 2, 5]),
            ]
        );
        // And back: one transpose between the reshapes.
        let back = check(&p.inverse().expect("inverse"));
        assert_eq!(transposes(&back), 1, "{back:?}");
    }

    #[test]
    fn padded_and_permuted_layouts_keep_their_values() {
        for (layout, dims) in [
            ("{1,0:T(8,128)(2,1)}", &[10, 200][..]),
            ("{1,0:T(2,4)(2,1)}", &[3, 5]),
            ("{0,1:T(4,4)(3,3)(2,1)}", &[6, 10]),
            ("{1,0:T(4,8)(2,4)(1,2)}", &[5, 9]),
            ("{2,1,0:T(2,*,128)}", &[2, 3, 1004]),
            ("{1,2,0:T(2,*,4)(2,2)}", &[3, 2, 5]),
            ("{0,2,1:T(2,2)}", &[3, 4, 5]),
            ("{2,4,0,3,1:T(2,*,3)}", &[2, 1, 3, 2, 5]),
            ("{:T(4)}", &[]),
            ("{0:T(2)(4)}", &[3]),
        ] {
            let p = forward(layout, dims);
            check(&p);
            let inv = p.inverse().expect("inverse");
            check(&inv);
            // Layout to layout: untile one order, tile another.
            let other = forward(
                &format!(
                    "{{{}}}",
                    (0..dims.len())
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join(",")
                ),
                dims,
            );
            check(&inv.clone().then(other.clone()));
            check(&other.inverse().expect("inverse").then(p.clone()));
        }
    }

    #[test]
    fn swaps_are_identities() {
        // A transpose then an expand of a padded shape, and a collapse then a transpose.
        let mut p = Plan::start(vec![3, 4, 6]);
        p.push(Step::Transpose(vec![2, 0, 1])).expect("t");
        p.push(Step::Pad(vec![2, 1, 0])).expect("p");
        p.push(Step::Expand(
            vec![vec![0, 1], vec![2], vec![3, 4]],
            vec![4, 2, 4, 2, 2],
        ))
        .expect("e");
        p.push(Step::Collapse(vec![vec![0], vec![1, 2], vec![3, 4]]))
            .expect("c");
        p.push(Step::Transpose(vec![2, 0, 1])).expect("t");
        p.push(Step::Slice(vec![3, 4, 7])).expect("s");
        let n = check(&p);
        assert_eq!(transposes(&n), 1, "{n:?}");
    }
}
