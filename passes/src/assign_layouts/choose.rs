//! The whole-function layout choice: flexible ops joined by use-def edges form components
//! that share one layout (MLIR keeps one encoding across an elementwise op, and a layout
//! change inside a component would be one more conversion); each component takes, among a
//! few candidate layouts, the one whose storage (padding included) plus the bytes its
//! boundary conversions move is least.
//!
//! Candidates, in tie-break order: the encodings of the component's inputs, the target's
//! layout for its first op (what the greedy rule picks), the target's layout for each other
//! element type in it, and the encodings its fixed consumers expect; at most
//! [`MAX_CANDIDATES`], so the choice is linear in the function's size. On a TPU a
//! candidate must be tiled and pack every narrow (8/16-bit) value at least as the target
//! does, since the machine computes on those only in 32-bit words.

use std::collections::{HashMap, HashSet};

use tile_dialects::tile::layout::{Target, TargetRules, TileDim, TiledLayout};
use tile_dialects::tile::{RelayoutOp, element_info, tensor_layout};
use tile_ir::{Context, OpId, Type, TypeKind, Value};

use super::cost::{Storage, conversion_bytes, storage_in};
use super::{is_bool_tensor, is_flexible, tensor_element};

/// Most layouts priced per component.
pub(super) const MAX_CANDIDATES: usize = 8;

/// The chosen layout of each flexible op (ops with no layout that fits are left out).
pub(super) fn choose_layouts(
    ctx: &Context,
    rules: &TargetRules,
    ops: &[OpId],
) -> HashMap<OpId, TiledLayout> {
    let flexible: Vec<OpId> = ops
        .iter()
        .copied()
        .filter(|&o| RelayoutOp::cast(ctx, o).is_none() && is_flexible(ctx, o))
        .collect();
    let components = components(ctx, &flexible);
    let fixed_users = fixed_users(ctx, ops, &flexible);
    let mut chosen = HashMap::new();
    for comp in components {
        let c = Component::gather(ctx, &comp, &fixed_users);
        if let Some(layout) = c.cheapest(ctx, rules) {
            for &op in &comp {
                chosen.insert(op, layout.clone());
            }
        }
    }
    chosen
}

/// Flexible ops grouped by use-def edges between them, each group in walk order.
fn components(ctx: &Context, flexible: &[OpId]) -> Vec<Vec<OpId>> {
    let mut producer: HashMap<Value, usize> = HashMap::new();
    for (i, &op) in flexible.iter().enumerate() {
        for &r in &ctx.op(op).results {
            producer.insert(r, i);
        }
    }
    let mut parent: Vec<usize> = (0..flexible.len()).collect();
    for (i, &op) in flexible.iter().enumerate() {
        for v in &ctx.op(op).operands {
            if let Some(&j) = producer.get(v) {
                let (a, b) = (find(&mut parent, i), find(&mut parent, j));
                if let Some(slot) = parent.get_mut(a.max(b)) {
                    *slot = a.min(b);
                }
            }
        }
    }
    let mut index_of_root: HashMap<usize, usize> = HashMap::new();
    let mut groups: Vec<Vec<OpId>> = Vec::new();
    for (i, &op) in flexible.iter().enumerate() {
        let root = find(&mut parent, i);
        let g = *index_of_root.entry(root).or_insert_with(|| {
            groups.push(Vec::new());
            groups.len() - 1
        });
        if let Some(group) = groups.get_mut(g) {
            group.push(op);
        }
    }
    groups
}

/// Union-find root with path halving.
fn find(parent: &mut [usize], mut i: usize) -> usize {
    while let Some(&p) = parent.get(i) {
        if p == i {
            break;
        }
        let grand = parent.get(p).copied().unwrap_or(p);
        if let Some(slot) = parent.get_mut(i) {
            *slot = grand;
        }
        i = grand;
    }
    i
}

/// Results of flexible ops that some fixed op (not a flexible op) uses.
fn fixed_users(ctx: &Context, ops: &[OpId], flexible: &[OpId]) -> HashSet<Value> {
    let flexible: HashSet<OpId> = flexible.iter().copied().collect();
    let mut used = HashSet::new();
    for &op in ops {
        if flexible.contains(&op) || RelayoutOp::cast(ctx, op).is_some() {
            continue;
        }
        used.extend(ctx.op(op).operands.iter().copied());
    }
    used
}

/// What pricing a component needs.
struct Component {
    /// Types of the tensors the component's ops define.
    values: Vec<Type>,
    /// Types of the tensors it reads from outside, one per value.
    inputs: Vec<Type>,
    /// Types of its tensors that fixed ops read (and want back in that type).
    outputs: Vec<Type>,
    /// The type the greedy rule derives the first op's target layout from.
    basis: Option<Type>,
}

impl Component {
    fn gather(ctx: &Context, ops: &[OpId], fixed_users: &HashSet<Value>) -> Component {
        let defined: HashSet<Value> = ops
            .iter()
            .flat_map(|&o| ctx.op(o).results.iter().copied())
            .collect();
        let is_tensor = |v: &Value| tensor_element(ctx, ctx.value_type(*v)).is_some();
        let mut seen = HashSet::new();
        let mut c = Component {
            values: Vec::new(),
            inputs: Vec::new(),
            outputs: Vec::new(),
            basis: None,
        };
        for &op in ops {
            for v in ctx.op(op).operands.iter().filter(|v| is_tensor(v)) {
                if !defined.contains(v) && seen.insert(*v) {
                    c.inputs.push(ctx.value_type(*v));
                }
            }
            for r in ctx.op(op).results.iter().filter(|v| is_tensor(v)) {
                c.values.push(ctx.value_type(*r));
                if fixed_users.contains(r) {
                    c.outputs.push(ctx.value_type(*r));
                }
            }
        }
        // As the greedy rule: the first op's first data operand, else its first tensor.
        if let Some(&first) = ops.first() {
            let op = ctx.op(first);
            let tensors: Vec<Type> = op
                .operands
                .iter()
                .chain(&op.results)
                .map(|&v| ctx.value_type(v))
                .filter(|&t| tensor_element(ctx, t).is_some())
                .collect();
            c.basis = op
                .operands
                .iter()
                .map(|&v| ctx.value_type(v))
                .find(|&t| tensor_element(ctx, t).is_some() && !is_bool_tensor(ctx, t))
                .or(tensors.first().copied());
        }
        c
    }

    /// Candidate layouts in tie-break order, at most [`MAX_CANDIDATES`].
    fn candidates(&self, ctx: &Context, rules: &TargetRules) -> Vec<TiledLayout> {
        // Distinct types only: a long chain has many values but few types.
        let mut types: Vec<Type> = Vec::new();
        let mut seen_types = HashSet::new();
        for &t in self.values.iter().chain(&self.inputs) {
            if seen_types.insert(t) {
                types.push(t);
            }
        }
        let all_bool = types.iter().all(|&t| is_bool_tensor(ctx, t));
        // A boolean's packed layout (`E(1)`, `E(32)`) does not describe data tensors.
        let usable = |t: &Type| all_bool || !is_bool_tensor(ctx, *t);
        // What the target packs each narrow (non-`i1`) type to: a TPU computes on 8/16-bit
        // data only in 32-bit words, so a candidate must pack at least as much.
        let needs: Vec<(i64, i64)> = types
            .iter()
            .filter(|&&t| !is_bool_tensor(ctx, t))
            .filter_map(|&t| target_layout(ctx, rules, t))
            .map(|l| packing_of(&l))
            .collect();
        let packs_enough = |l: &TiledLayout| {
            let (pack, bits) = packing_of(l);
            needs
                .iter()
                .all(|&(p, b)| pack >= p && (b == 0 || bits == b))
        };
        let given = self
            .inputs
            .iter()
            .filter(|t| usable(t))
            .filter_map(|&t| tensor_layout(ctx, t).cloned());
        let mut value_types: Vec<Type> = Vec::new();
        let mut seen_values = HashSet::new();
        for &t in self
            .basis
            .iter()
            .chain(self.values.iter().filter(|t| usable(t)))
        {
            if seen_values.insert(t) {
                value_types.push(t);
            }
        }
        let targets = value_types
            .into_iter()
            .filter_map(|t| target_layout(ctx, rules, t));
        let expected = self
            .outputs
            .iter()
            .filter(|t| usable(t))
            .filter_map(|&t| tensor_layout(ctx, t).cloned());
        let mut out: Vec<TiledLayout> = Vec::new();
        let mut rejected: Vec<TiledLayout> = Vec::new();
        for l in given.chain(targets).chain(expected) {
            if out.len() >= MAX_CANDIDATES {
                break;
            }
            if out.contains(&l) || rejected.contains(&l) {
                continue;
            }
            if computable(rules, &l) && packs_enough(&l) {
                out.push(l);
            } else if rejected.len() < MAX_CANDIDATES {
                rejected.push(l);
            }
        }
        out
    }

    /// Storage of the component's tensors in `layout` plus the bytes its boundary
    /// conversions move; `None` if a tensor does not fit the layout.
    fn cost(&self, ctx: &Context, layout: &TiledLayout) -> Option<u64> {
        // Many values share a type: price each type once (the offset check is the cost).
        let mut stored: HashMap<Type, Storage> = HashMap::new();
        let mut converted: HashMap<Type, u64> = HashMap::new();
        let mut total = 0u64;
        for &t in &self.values {
            match *stored
                .entry(t)
                .or_insert_with(|| storage_in(ctx, t, layout))
            {
                Storage::TooBig => return None,
                s => total = total.saturating_add(s.bytes()),
            }
        }
        for &t in self.inputs.iter().chain(&self.outputs) {
            let c = *converted
                .entry(t)
                .or_insert_with(|| conversion_bytes(ctx, t, layout));
            total = total.saturating_add(c);
        }
        Some(total)
    }

    /// The cheapest candidate (the first among equals).
    fn cheapest(&self, ctx: &Context, rules: &TargetRules) -> Option<TiledLayout> {
        let mut best: Option<(u64, TiledLayout)> = None;
        for l in self.candidates(ctx, rules) {
            let Some(c) = self.cost(ctx, &l) else {
                continue;
            };
            if best.as_ref().is_none_or(|(b, _)| c < *b) {
                best = Some((c, l));
            }
        }
        best.map(|(_, l)| l)
    }
}

/// The target's layout for a ranked tensor type (`None` for other types).
pub(super) fn target_layout(ctx: &Context, rules: &TargetRules, ty: Type) -> Option<TiledLayout> {
    let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(ty) else {
        return None;
    };
    let info = element_info(ctx, *element)?;
    let dims: Vec<Option<i64>> = shape.iter().map(|&d| (d >= 0).then_some(d)).collect();
    Some(rules.layout_for(&dims, info))
}

/// Values packed per word by `layout` (its trailing `(p,1)` tile) and its `E(n)` bits.
fn packing_of(layout: &TiledLayout) -> (i64, i64) {
    let pack = match layout.tiles.last().map(|t| t.dims.as_slice()) {
        Some([TileDim::Size(p), TileDim::Size(1)]) if layout.tiles.len() > 1 => *p,
        _ => 1,
    };
    (pack, layout.element_size_bits)
}

/// Whether the target computes on values in `layout`: a TPU only on tiled layouts (or
/// rank 0, with nothing to tile).
fn computable(rules: &TargetRules, layout: &TiledLayout) -> bool {
    rules.target == Target::Cpu || !layout.tiles.is_empty() || layout.minor_to_major.is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chosen(src: &str) -> Vec<(String, String)> {
        let mut ctx = Context::new(tile_dialects::registry());
        let m = match tile_ir::parser::parse_str(&mut ctx, "in.mlir", src) {
            Ok(m) => m,
            Err(d) => panic!("parse error: {}", d.message),
        };
        let ops = ctx.walk_collect(m);
        let chosen = choose_layouts(&ctx, &TargetRules::default(), &ops);
        ops.iter()
            .filter_map(|o| {
                chosen
                    .get(o)
                    .map(|l| (ctx.op_name_of(*o).to_string(), l.to_string()))
            })
            .collect()
    }

    #[test]
    fn unconnected_chains_choose_apart_and_joined_ones_together() {
        // Two chains: an i8 one keeps its packed tile, an f32 one takes its own.
        let apart = r#"func.func @f(%x: tensor<1x128xi8>, %y: tensor<1x128xf32>) -> (tensor<1x128xi8>, tensor<1x128xf32>) {
  %0 = arith.addi %x, %x : tensor<1x128xi8>
  %1 = arith.mulf %y, %y : tensor<1x128xf32>
  return %0, %1 : tensor<1x128xi8>, tensor<1x128xf32>
}
"#;
        assert_eq!(
            chosen(apart),
            vec![
                ("arith.addi".to_string(), "{1,0:T(4,128)(4,1)}".to_string()),
                ("arith.mulf".to_string(), "{1,0:T(2,128)}".to_string()),
            ]
        );
        // Joined by a cast, the two share one layout, which must pack the i8 values.
        let joined = r#"func.func @f(%x: tensor<1x128xi8>, %y: tensor<1x128xf32>) -> tensor<1x128xf32> {
  %0 = arith.addi %x, %x : tensor<1x128xi8>
  %1 = arith.sitofp %0 : tensor<1x128xi8> to tensor<1x128xf32>
  %2 = arith.mulf %1, %y : tensor<1x128xf32>
  return %2 : tensor<1x128xf32>
}
"#;
        let got = chosen(joined);
        assert_eq!(got.len(), 3, "{got:?}");
        assert!(
            got.iter().all(|(_, l)| l == "{1,0:T(4,128)(4,1)}"),
            "{got:?}"
        );
    }

    #[test]
    fn untiled_layouts_are_no_candidates_on_a_tpu() {
        let src = r#"func.func @f(%x: tensor<4x128xf32, #tile.layout<"{0,1}">>) -> tensor<4x128xf32, #tile.layout<"{0,1}">> {
  %0 = math.exp %x : tensor<4x128xf32, #tile.layout<"{0,1}">>
  return %0 : tensor<4x128xf32, #tile.layout<"{0,1}">>
}
"#;
        // `{0,1}` is untiled: a TPU cannot compute on it, so the target's tile is taken.
        assert_eq!(
            chosen(src),
            vec![("math.exp".to_string(), "{1,0:T(4,128)}".to_string())]
        );
    }
}
