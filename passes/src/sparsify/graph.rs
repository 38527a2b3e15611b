//! The iteration graph: one node per loop index, an edge `a -> b` when some operand stores
//! the level subscripted by `a` before the one subscripted by `b` (sparse operands: their
//! level order, the only order in which their coordinates can be visited; dense operands and the
//! dense output are random access and add no edge). A level subscripted by an index
//! expression (`h + kh`) orders every loop of the expression after the loops of the level
//! above and before those of the level below; a locate loop (a sparse level subscripted by
//! an expression) comes after the loops its expression reads. A topological order of the
//! graph is the loop nest.
//!
//! **Heuristic** (`loop-order=heuristic`): Kahn's algorithm, choosing among the ready loops
//! 1. a loop that drives a sparse level (sparse first: iterate stored coordinates as early
//!    as possible so no loop runs over the zeros of a sparse operand's outer levels);
//! 2. then a parallel loop before a reduction loop (reductions innermost, carried in
//!    `iter_args`, and the output element loaded and stored once around them);
//! 3. then the lowest loop number (the source order: dense inner loops keep the
//!    row-major locality the program was written with).
//!
//! Before that, for a kernel with a dense output and no index expression, the dense operands'
//! storage orders are added as constraints (MLIR's first choice), and dropped if they make a
//! cycle: SDDMM then runs i, k, j and reads B(k, j) along its rows (2.2x faster than i, j, k).
//!
//! When that order cannot write a sparse output (reduction loops over a sparse filter before
//! the output's loops: a convolution into CSR), parallel loops go before sparse ones instead.
//!
//! With `loop-order=given` the loops are kept in source order (each locate loop right after
//! the loops its expression reads), which must satisfy the constraints. Cyclic constraints are a located error naming the operands in the cycle.

use std::collections::BTreeSet;
use std::fmt::Write;

use petgraph::algo::tarjan_scc;
use petgraph::graph::{DiGraph, NodeIndex};
use petgraph::visit::EdgeRef;

use super::kernel::{Kernel, Sub};

/// The graph, with the operand each edge comes from.
pub struct IterationGraph {
    /// Nodes are loops `0..n` (node index = loop number); edge weight = operand number.
    pub graph: DiGraph<usize, usize>,
}

impl IterationGraph {
    /// Builds the graph of a kernel.
    pub fn build(k: &Kernel) -> IterationGraph {
        Self::build_without(k, None)
    }

    /// Builds the graph without the constraints of operand `skip` (the order the others
    /// allow, for converting `skip` to it).
    pub fn build_without(k: &Kernel, skip: Option<usize>) -> IterationGraph {
        let mut graph = DiGraph::new();
        for d in 0..k.num_loops {
            graph.add_node(d);
        }
        let mut edge = |a: usize, b: usize, t: usize| {
            let (a, b) = (NodeIndex::new(a), NodeIndex::new(b));
            if !graph.edges_connecting(a, b).any(|e| *e.weight() == t) {
                graph.add_edge(a, b, t);
            }
        };
        for (t, o) in k.operands.iter().enumerate() {
            // Dense operands (the dense output included) are random access: their order is
            // a preference the heuristic's tie-break keeps, not a constraint.
            if !o.is_sparse() {
                continue;
            }
            // A locate loop needs the value of its expression, whatever the level order.
            for (l, s) in o.lvls.iter().enumerate() {
                if let Sub::Loop(f) = *s
                    && let Some(a) = k.locate.get(f).copied().flatten()
                    && o.level_of_loop(f) == Some(l)
                {
                    for d in k.loops_of(&Sub::Affine(a)) {
                        edge(d, f, t);
                    }
                }
            }
            if skip == Some(t) {
                continue;
            }
            let levels: Vec<Vec<usize>> = o
                .lvls
                .iter()
                .map(|s| k.loops_of(s))
                .filter(|l| !l.is_empty())
                .collect();
            for w in levels.windows(2) {
                for &a in &w[0] {
                    for &b in &w[1] {
                        edge(a, b, t);
                    }
                }
            }
        }
        IterationGraph { graph }
    }

    /// The operands whose constraints form a cycle, if any.
    pub fn cycle(&self) -> Option<(Vec<usize>, BTreeSet<usize>)> {
        for scc in tarjan_scc(&self.graph) {
            // A loop both before and after itself (`(i + j, i)`) is a cycle of one.
            let self_loop = scc.len() == 1 && self.graph.contains_edge(scc[0], scc[0]);
            if scc.len() > 1 || self_loop {
                let nodes: BTreeSet<NodeIndex> = scc.iter().copied().collect();
                let ops: BTreeSet<usize> = self
                    .graph
                    .edge_references()
                    .filter(|e| nodes.contains(&e.source()) && nodes.contains(&e.target()))
                    .map(|e| *e.weight())
                    .collect();
                let mut loops: Vec<usize> = scc.iter().map(|n| n.index()).collect();
                loops.sort();
                return Some((loops, ops));
            }
        }
        None
    }

    /// A topological order by the heuristic of the module docs, `None` when cyclic.
    pub fn order(&self, k: &Kernel, given: bool) -> Option<Vec<usize>> {
        let n = k.num_loops;
        if given {
            let order = self.source_order(k);
            let pos = |d: usize| order.iter().position(|&x| x == d);
            let ok = order.len() == n
                && self
                    .graph
                    .edge_references()
                    .all(|e| pos(e.source().index()) < pos(e.target().index()));
            return ok.then_some(order);
        }
        // MLIR's first choice: the dense operands' storage orders as constraints too, so a
        // dense operand is read along its rows (SDDMM: i, k, j reads B(k, j) by rows, where
        // i, j, k reads it by columns); dropped when they conflict. Only for a dense output
        // and plain subscripts: a sparse output or an index expression keeps its own order.
        if let Some(g) = self.with_dense_orders(k)
            && let Some(order) = g.topological(k, false)
        {
            return Some(order);
        }
        let order = self.topological(k, false)?;
        if super::codegen::sparse_output_plan(k, &order).is_err()
            && let Some(o) = self.topological(k, true)
            && super::codegen::sparse_output_plan(k, &o).is_ok()
        {
            return Some(o);
        }
        Some(order)
    }

    /// The graph with each dense operand's storage order added (consecutive plain loop
    /// subscripts), if the kernel writes a dense output, has no index expression, and the
    /// result is acyclic.
    fn with_dense_orders(&self, k: &Kernel) -> Option<IterationGraph> {
        if k.operands[k.out()].is_sparse() || !k.affine.is_empty() {
            return None;
        }
        let mut graph = self.graph.clone();
        let mut added = false;
        for (t, o) in k.operands.iter().enumerate() {
            if o.is_sparse() {
                continue;
            }
            let loops: Vec<usize> = o
                .lvls
                .iter()
                .filter_map(|s| match s {
                    Sub::Loop(d) => Some(*d),
                    _ => None,
                })
                .collect();
            for w in loops.windows(2) {
                if let [a, b] = *w
                    && a != b
                {
                    graph.add_edge(NodeIndex::new(a), NodeIndex::new(b), t);
                    added = true;
                }
            }
        }
        let g = IterationGraph { graph };
        (added && g.cycle().is_none()).then_some(g)
    }

    /// The source order of the loops, each locate loop (which the source does not have)
    /// placed as soon as the loops before it in the graph are.
    fn source_order(&self, k: &Kernel) -> Vec<usize> {
        let n = k.num_loops;
        let mut order: Vec<usize> = Vec::with_capacity(n);
        let ready = |order: &[usize], f: usize| {
            self.graph
                .neighbors_directed(NodeIndex::new(f), petgraph::Incoming)
                .all(|p| order.contains(&p.index()))
        };
        for d in (0..n).filter(|&d| !k.is_locate(d)) {
            order.push(d);
            while let Some(f) =
                (0..n).find(|&f| k.is_locate(f) && !order.contains(&f) && ready(&order, f))
            {
                order.push(f);
            }
        }
        // Locate loops in a cycle (which the caller reports), in number order.
        let rest: Vec<usize> = (0..n).filter(|d| !order.contains(d)).collect();
        order.extend(rest);
        order
    }

    /// Kahn's algorithm choosing by the heuristic's keys (with `parallel_first`, a parallel
    /// loop before a sparse one).
    fn topological(&self, k: &Kernel, parallel_first: bool) -> Option<Vec<usize>> {
        let n = k.num_loops;
        let mut indeg: Vec<usize> = (0..n)
            .map(|d| {
                self.graph
                    .neighbors_directed(NodeIndex::new(d), petgraph::Incoming)
                    .count()
            })
            .collect();
        // neighbors may repeat for parallel edges from different operands: count edges.
        for (d, deg) in indeg.iter_mut().enumerate() {
            *deg = self
                .graph
                .edges_directed(NodeIndex::new(d), petgraph::Incoming)
                .count();
        }
        let sparse = |d: usize| k.operands.iter().any(|o| o.sparse_on(d));
        let mut done = vec![false; n];
        let mut order = Vec::new();
        while order.len() < n {
            let best = (0..n)
                .filter(|&d| !done[d] && indeg[d] == 0)
                .min_by_key(|&d| {
                    let (s, p) = (!sparse(d), !k.parallel[d]);
                    if parallel_first { (p, s, d) } else { (s, p, d) }
                })?;
            done[best] = true;
            order.push(best);
            for e in self.graph.edges(NodeIndex::new(best)) {
                indeg[e.target().index()] -= 1;
            }
        }
        Some(order)
    }

    /// Graphviz text of the graph and the chosen order.
    pub fn to_dot(&self, k: &Kernel, order: Option<&[usize]>) -> String {
        let mut s = String::from("digraph iteration_graph {\n  rankdir=LR;\n");
        for d in 0..k.num_loops {
            let kind = if k.is_locate(d) {
                "locate"
            } else if k.parallel[d] {
                "parallel"
            } else {
                "reduction"
            };
            let pos = order
                .and_then(|o| o.iter().position(|&x| x == d))
                .map(|p| format!("\\nloop #{p}"))
                .unwrap_or_default();
            let sparse = if k.operands.iter().any(|o| o.sparse_on(d)) {
                ", style=bold"
            } else {
                ""
            };
            let _ = writeln!(s, "  d{d} [label=\"d{d} ({kind}){pos}\"{sparse}];");
        }
        for e in self.graph.edge_references() {
            let t = *e.weight();
            let who = if t == k.out() {
                "output".to_string()
            } else {
                format!("operand #{t}")
            };
            let _ = writeln!(
                s,
                "  d{} -> d{} [label=\"{who}\"];",
                e.source().index(),
                e.target().index()
            );
        }
        if let Some(o) = order {
            for w in o.windows(2) {
                let _ = writeln!(
                    s,
                    "  d{} -> d{} [style=dashed, color=gray, label=\"order\"];",
                    w[0], w[1]
                );
            }
        }
        s.push_str("}\n");
        s
    }
}

#[cfg(test)]
mod tests {
    use super::IterationGraph;
    use crate::sparsify::kernel::{self, Kernel, Linear, Sub};
    use tile_ir::{Context, parser};

    /// The kernel of the first structured op of `func` in `text`.
    fn analyse(text: &str) -> Kernel {
        let mut ctx = Context::new(tile_dialects::registry());
        let m = match parser::parse_str(&mut ctx, "in.mlir", text) {
            Ok(m) => m,
            Err(d) => panic!("parse error: {}", d.message),
        };
        let op = ctx
            .walk_collect(m)
            .into_iter()
            .find(|&o| kernel::has_sparse_operand(&ctx, o))
            .expect("a kernel");
        match kernel::analyse(&ctx, op) {
            Ok(k) => k,
            Err(d) => panic!("{}", d.message),
        }
    }

    #[test]
    fn a_compressed_level_subscripted_by_an_expression_gets_a_locate_loop() {
        let text = r#"
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @f(%i: tensor<8x8xf64, #CSR>, %k: tensor<3x3xf64>, %o: tensor<6x6xf64>) -> tensor<6x6xf64> {
  %0 = linalg.conv_2d ins(%i, %k : tensor<8x8xf64, #CSR>, tensor<3x3xf64>)
                      outs(%o : tensor<6x6xf64>) -> tensor<6x6xf64>
  return %0 : tensor<6x6xf64>
}"#;
        let k = analyse(text);
        // Loops (h, w, kh, kw) and the locate loop of the image's columns.
        assert_eq!(k.num_loops, 5);
        assert!(k.is_locate(4) && (0..4).all(|d| !k.is_locate(d)));
        let image = &k.operands[0];
        assert_eq!(image.lvls[1], Sub::Loop(4));
        let Sub::Affine(rows) = image.lvls[0] else {
            panic!("the rows are `h + kh`: {:?}", image.lvls[0]);
        };
        let mut terms = k.affine[rows].terms.clone();
        terms.sort();
        assert_eq!(
            Linear { terms, constant: 0 },
            Linear {
                terms: vec![(0, 1), (2, 1)],
                constant: 0
            }
        );
        let columns = k.locate[4].expect("locate loop");
        assert_eq!(k.loops_of(&Sub::Affine(columns)), vec![1, 3]);
        // The locate loop comes after every loop its expression and the rows read.
        let order = IterationGraph::build(&k)
            .order(&k, false)
            .expect("an order");
        let pos = |d: usize| order.iter().position(|&x| x == d).unwrap_or(usize::MAX);
        assert!([0, 1, 2, 3].iter().all(|&d| pos(d) < pos(4)), "{order:?}");
        // Given order: the source loops, then the locate loop.
        assert_eq!(
            IterationGraph::build(&k).order(&k, true),
            Some(vec![0, 1, 2, 3, 4])
        );
    }

    #[test]
    fn a_strided_window_is_a_linear_expression() {
        let text = r#"
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @f(%a: tensor<11xf64, #SV>, %w: tensor<3xf64>, %o: tensor<5xf64>) -> tensor<5xf64> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, k) -> (2 * i + k + 1)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%a, %w : tensor<11xf64, #SV>, tensor<3xf64>) outs(%o : tensor<5xf64>) {
  ^bb0(%x: f64, %y: f64, %acc: f64):
    %p = arith.mulf %x, %y : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<5xf64>
  return %0 : tensor<5xf64>
}"#;
        let k = analyse(text);
        let a = k.locate[2].expect("the signal's level is located");
        let mut terms = k.affine[a].terms.clone();
        terms.sort();
        assert_eq!(terms, vec![(0, 2), (1, 1)]);
        assert_eq!(k.affine[a].constant, 1);
    }
}
