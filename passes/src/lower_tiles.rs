//! `lower-tiles`: tiled layouts to explicit pad -> reshape -> transpose (DESIGN.md §1–2).
//!
//! After the pass no `#tile.layout` remains; the result is plain MLIR 22.
//!
//! * A value whose type carries `#tile.layout<L>` becomes a plain tensor of the layout's
//!   padded *physical shape* (one dimension per level of the layout's level map, most major
//!   first): `tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>` becomes `tensor<2x3x2x2xf32>`,
//!   whose row-major order is the memory order. Function signatures, block arguments and
//!   the results of elementwise (`arith`, `math`), control-flow (`scf`, `cf`), `func` ops
//!   and `tensor.empty` are retyped; elementwise ops stay right because all their tensors
//!   share one layout (padding positions compute on padding). Other ops on tiled values
//!   are an error: convert them with `tile.relayout` first.
//! * `tile.relayout` from an untiled tensor (row-major) to layout `L` is the tiling
//!   construction: a `linalg.transpose` into physical (major-to-minor) order; then per
//!   tile, covering the most-minor levels of the current shape: `tensor.expand_shape` with
//!   leading unit levels when the tile has more dimensions than the shape,
//!   `tensor.collapse_shape` of each combined (`*`) level into the next more-minor one,
//!   `tensor.pad` of each tiled level up to a multiple of its tile (the pad value is the
//!   `pad-value` option), `tensor.expand_shape` of each level `d` into `(d/t, t)`, and a
//!   `linalg.transpose` moving the tile dimensions to the minor end in their order. A
//!   second tile such as `(2,1)` in `(8,128)(2,1)` thus acts on the intra-tile levels of
//!   the first. The inverse (layout to untiled) undoes each step in reverse order, with
//!   `tensor.extract_slice` dropping the padding. Layout to layout is the inverse of one
//!   followed by the construction of the other, simplified: identical layouts vanish,
//!   adjacent transposes compose (an untiled permutation is one transpose) and a reshape
//!   followed by its inverse cancels.
//! * Plans are put in a normal form first (`normalize`): transposes move past reshapes,
//!   pads and slices and compose, so a conversion moves its data once (`(8,128)(2,1)` is
//!   one transpose, not two passes through a temporary).
//! * A padded tiling (pad -> expand -> transpose) or untiling (transpose -> collapse ->
//!   slice) whose physical layout ends in a tile row, possibly with a few source rows
//!   interleaved by a second tile, is a loop nest of vector transfers instead (`kernel`):
//!   `--sparsifier` would otherwise bufferize the pad into a temporary filled by a strided
//!   element copy (10x slower than memcpy at 4000x4000).
//! * `tile.to_physical` collapses the physical shape to 1-D (and pads to `L(n)`);
//!   `tile.from_physical` slices off the `L(n)` padding and expands back.
//! * Sub-byte packing (`E(n)`, and the `(8,128)(4,1)` tiles of 8-bit types) is expressed on
//!   element positions: the buffer has one element per position; packing several narrow
//!   values into a 32-bit word is the memory's business (layout), not a bit-cast here.
//! * Option `form=pack`: a conversion between an untiled row-major tensor and a layout with
//!   one tile level and row-major `minor_to_major` becomes `linalg.pack` / `linalg.unpack`.
//! * A layout whose tiles add more than [`MAX_TILE_LEVELS`] levels to the tensor's rank is
//!   an error: each tile is a few steps that each print a shape of every level, so the output
//!   of one conversion grows with the square of the tile count (a 6 KB layout of 1,000 `(2,1)`
//!   tiles gave 48 MB) instead of with the input.
// Issue 10 policy: no panics reachable from input (exceptions are commented `// ok: why`).
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use tile_dialects::arith::views::ConstantOp;
use tile_dialects::func::FuncOp;
use tile_dialects::linalg::build_transpose;
use tile_dialects::linalg::pack::{PackOp, UnPackOp};
use tile_dialects::tensor::{
    CollapseShapeOp, EmptyOp, ExpandShapeOp, ExtractSliceOp, PadOp, YieldOp as TensorYieldOp,
};
use tile_dialects::tile::layout::{PhysicalLayout, Tile, TileDim, TiledLayout};
use tile_dialects::tile::{
    FromPhysicalOp, RelayoutOp, ToPhysicalOp, effective_layout, tensor_layout,
};
use tile_ir::builder::OpBuilder;
use tile_ir::diagnostic::Diagnostic;
use tile_ir::float::FloatValue;
use tile_ir::pass::{OptionDecl, Pass, PassDef, PassOptions, PassResult};
use tile_ir::{AttrKind, BlockId, Context, Loc, OpId, Type, TypeKind, Value};

mod kernel;
mod normalize;
#[cfg(test)]
mod tests;

/// How conversions are emitted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Form {
    /// pad, reshape and transpose ops.
    #[default]
    Reshape,
    /// `linalg.pack`/`linalg.unpack` where the layout is one row-major tile level.
    Pack,
}

/// The pass.
#[derive(Debug, Clone)]
pub struct LowerTiles {
    /// The value padding positions get (converted to the element type).
    pub pad_value: f64,
    /// The form of the emitted conversions.
    pub form: Form,
    /// Whether padded tilings become vector loop nests (`kernel`); without, every
    /// conversion is pad/reshape/transpose ops (the reference the loops are tested against).
    pub vector_loops: bool,
}

impl Default for LowerTiles {
    fn default() -> Self {
        LowerTiles {
            pad_value: 0.0,
            form: Form::default(),
            vector_loops: true,
        }
    }
}

impl PassDef for LowerTiles {
    const ARGUMENT: &'static str = "lower-tiles";
    const NAME: &'static str = "LowerTiles";
    const SUMMARY: &'static str = "Lower tiled layouts to explicit pad, reshape and transpose ops";
    const DESCRIPTION: &'static str = "Rewrites tile.relayout, tile.to_physical and \
tile.from_physical into linalg.transpose, tensor.collapse_shape, tensor.pad, \
tensor.expand_shape and tensor.extract_slice, and retypes every #tile.layout tensor to its \
padded physical shape, so that no #tile.layout remains and the result is plain MLIR. Each \
conversion moves the data once (its transposes compose into one); a padded tiling or \
untiling whose tile rows stay contiguous is one scf.for nest of vector.transfer_read / \
vector.transfer_write over tile rows (the pad value past the edge), with no padded \
temporary.";
    const ANCHOR: Option<&'static str> = Some("builtin.module");
    const EXAMPLE: Option<(&'static str, &'static str)> = Some((
        "builtin.module(lower-tiles,canonicalize)",
        r#"func.func @image(%x: tensor<3x5xf32>) -> tensor<24xf32> {
  %t = tile.relayout %x : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
  %m = tile.to_physical %t : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> to tensor<24xf32>
  return %m : tensor<24xf32>
}"#,
    ));

    fn options() -> Vec<OptionDecl> {
        vec![
            OptionDecl::string("pad-value", "The value of padding elements", "0"),
            OptionDecl::enumeration(
                "form",
                "The ops conversions are built from",
                &[
                    (
                        "reshape",
                        "tensor.pad, expand/collapse_shape and linalg.transpose",
                    ),
                    (
                        "pack",
                        "linalg.pack/linalg.unpack where a layout is a single row-major tile level",
                    ),
                ],
                "reshape",
            ),
            OptionDecl::bool(
                "vector-loops",
                "Padded tilings whose tile rows stay contiguous become scf.for nests of vector transfers",
                true,
            ),
        ]
    }

    fn create(options: &PassOptions) -> Result<Self, Diagnostic> {
        let text = options.get_str("pad-value");
        let pad_value = text.trim().parse::<f64>().map_err(|_| {
            Diagnostic::error(
                Loc::Unknown,
                format!("lower-tiles: pad-value must be a number, got '{text}'"),
            )
        })?;
        let form = match options.get_str("form") {
            "pack" => Form::Pack,
            _ => Form::Reshape,
        };
        let vector_loops = options.get_bool("vector-loops");
        Ok(LowerTiles {
            pad_value,
            form,
            vector_loops,
        })
    }
}

/// One step of a conversion on a static tensor.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Step {
    /// `linalg.transpose` with `permutation` (result dim `i` is input dim `perm[i]`).
    Transpose(Vec<usize>),
    /// `tensor.collapse_shape` with these groups.
    Collapse(Vec<Vec<usize>>),
    /// `tensor.expand_shape` with these groups into this shape.
    Expand(Vec<Vec<usize>>, Vec<i64>),
    /// `tensor.pad` with zero low and these high paddings.
    Pad(Vec<i64>),
    /// `tensor.extract_slice` of the leading `sizes` (offsets 0, strides 1).
    Slice(Vec<i64>),
    /// `linalg.pack` with these inner dims and tiles (outer dims not permuted).
    Pack(Vec<usize>, Vec<i64>),
    /// `linalg.unpack`, the inverse of [`Step::Pack`].
    Unpack(Vec<usize>, Vec<i64>),
}

/// The shape after `step` on `shape` (an error when a step names a dimension `shape` does
/// not have or a size overflows).
fn apply_shape(shape: &[i64], step: &Step) -> Result<Vec<i64>, String> {
    let dim = |i: usize| {
        shape
            .get(i)
            .copied()
            .ok_or_else(|| format!("internal error: no dimension {i} in shape {shape:?}"))
    };
    let overflow = || format!("the size of shape {shape:?} overflows");
    Ok(match step {
        Step::Transpose(p) => p.iter().map(|&i| dim(i)).collect::<Result<_, _>>()?,
        Step::Collapse(groups) => groups
            .iter()
            .map(|g| {
                g.iter().try_fold(1i64, |acc, &i| {
                    acc.checked_mul(dim(i)?).ok_or_else(overflow)
                })
            })
            .collect::<Result<_, _>>()?,
        Step::Expand(_, out) => out.clone(),
        Step::Pad(high) => shape
            .iter()
            .zip(high)
            .map(|(a, b)| a.checked_add(*b).ok_or_else(overflow))
            .collect::<Result<_, _>>()?,
        Step::Slice(sizes) => sizes.clone(),
        Step::Pack(dims, tiles) => {
            let mut out = shape.to_vec();
            for (&d, &t) in dims.iter().zip(tiles) {
                let outer = ceil_div(dim(d)?, t).ok_or_else(overflow)?;
                if let Some(slot) = out.get_mut(d) {
                    *slot = outer;
                }
            }
            out.extend(tiles);
            out
        }
        // The unpacked shape is not a function of the packed one; plans record it
        // (`Plan::push_to`).
        Step::Unpack(..) => shape.to_vec(),
    })
}

/// `n / d` rounded up (`None` when `d` is zero).
fn ceil_div(n: i64, d: i64) -> Option<i64> {
    Some(n.checked_div(d)? + i64::from(n.checked_rem(d)? != 0))
}

/// A conversion: its steps, each with its input shape, and the final shape.
#[derive(Clone, Debug, Default)]
struct Plan {
    steps: Vec<(Step, Vec<i64>)>,
    shape: Vec<i64>,
}

impl Plan {
    fn start(shape: Vec<i64>) -> Plan {
        Plan {
            steps: Vec::new(),
            shape,
        }
    }

    fn push(&mut self, step: Step) -> Result<(), String> {
        let out = apply_shape(&self.shape, &step)?;
        self.push_to(step, out);
        Ok(())
    }

    fn push_to(&mut self, step: Step, out: Vec<i64>) {
        let input = std::mem::replace(&mut self.shape, out);
        self.steps.push((step, input));
    }

    /// The inverse plan (from this plan's result back to its start).
    fn inverse(&self) -> Result<Plan, String> {
        let start = self
            .steps
            .first()
            .map_or_else(|| self.shape.clone(), |(_, s)| s.clone());
        let mut inv = Plan::start(self.shape.clone());
        for (step, input) in self.steps.iter().rev() {
            let back = match step {
                Step::Transpose(p) => {
                    let mut q = vec![0; p.len()];
                    for (i, &pi) in p.iter().enumerate() {
                        let slot = q
                            .get_mut(pi)
                            .ok_or_else(|| format!("internal error: {p:?} is not a permutation"))?;
                        *slot = i;
                    }
                    Step::Transpose(q)
                }
                Step::Collapse(g) => Step::Expand(g.clone(), input.clone()),
                Step::Expand(g, _) => Step::Collapse(g.clone()),
                Step::Pad(_) => Step::Slice(input.clone()),
                Step::Slice(_) => {
                    Step::Pad(input.iter().zip(&inv.shape).map(|(a, b)| a - b).collect())
                }
                Step::Pack(d, t) => Step::Unpack(d.clone(), t.clone()),
                Step::Unpack(d, t) => Step::Pack(d.clone(), t.clone()),
            };
            inv.push_to(back, input.clone());
        }
        debug_assert_eq!(inv.shape, start);
        Ok(inv)
    }

    /// Appends `other` (which must start at this plan's shape) and simplifies the seam and
    /// everything else: adjacent transposes compose, identity transposes vanish, a reshape
    /// followed by its inverse cancels.
    fn then(mut self, other: Plan) -> Plan {
        let outs: Vec<Vec<i64>> = other
            .steps
            .iter()
            .skip(1)
            .map(|(_, input)| input.clone())
            .chain(std::iter::once(other.shape.clone()))
            .collect();
        for ((s, _), out) in other.steps.into_iter().zip(outs) {
            self.push_to(s, out);
        }
        self.simplify();
        self
    }

    fn simplify(&mut self) {
        let mut out: Vec<(Step, Vec<i64>)> = Vec::with_capacity(self.steps.len());
        for (step, input) in std::mem::take(&mut self.steps) {
            if let Step::Transpose(p) = &step
                && p.iter().enumerate().all(|(i, &x)| i == x)
            {
                continue;
            }
            let merged = match (out.last(), &step) {
                // (Not a composable pair of permutations: kept apart.)
                (Some((Step::Transpose(a), _)), Step::Transpose(b)) => b
                    .iter()
                    .map(|&i| a.get(i).copied())
                    .collect::<Option<Vec<usize>>>()
                    .map(|c| Some(Step::Transpose(c))),
                (Some((Step::Expand(g, _), _)), Step::Collapse(h)) if g == h => Some(None),
                (Some((Step::Pad(_), prev_in)), Step::Slice(sizes)) if sizes == prev_in => {
                    Some(None)
                }
                (Some((Step::Collapse(g), prev_in)), Step::Expand(h, shape))
                    if g == h && shape == prev_in =>
                {
                    Some(None)
                }
                _ => None,
            };
            match merged {
                None => out.push((step, input)),
                Some(replacement) => {
                    let Some((_, prev_in)) = out.pop() else {
                        continue;
                    };
                    if let Some(s) = replacement {
                        if let Step::Transpose(p) = &s
                            && p.iter().enumerate().all(|(i, &x)| i == x)
                        {
                            continue;
                        }
                        out.push((s, prev_in));
                    }
                }
            }
        }
        self.steps = out;
    }
}

/// The construction of `layout` on a row-major tensor of extents `dims`: the plan from
/// the logical tensor to the padded physical shape.
fn tiling_plan(layout: &TiledLayout, dims: &[i64]) -> Result<Plan, String> {
    let mut plan = Plan::start(dims.to_vec());
    plan.push(Step::Transpose(layout.major_to_minor()))?;
    apply_tiles(&mut plan, &layout.tiles)?;
    plan.simplify();
    Ok(plan)
}

/// Appends the construction of `tiles` (applied one after the other) to `plan`.
fn apply_tiles(plan: &mut Plan, tiles: &[Tile]) -> Result<(), String> {
    for tile in tiles {
        let k = tile.rank();
        let n = plan.shape.len();
        if k > n {
            let extra = k - n;
            let mut out = vec![1; extra];
            out.extend(&plan.shape);
            let groups: Vec<Vec<usize>> = if n == 0 {
                Vec::new()
            } else {
                let mut g = vec![(0..=extra).collect::<Vec<_>>()];
                g.extend((extra + 1..extra + n).map(|i| vec![i]));
                g
            };
            plan.push_to(Step::Expand(groups, out.clone()), out);
        }
        let n = plan.shape.len();
        let start = n.saturating_sub(k);
        // Combined dims merge into the next more-minor level.
        let mut groups: Vec<Vec<usize>> = (0..start).map(|i| vec![i]).collect();
        let mut cur: Vec<usize> = Vec::new();
        let mut sizes: Vec<i64> = Vec::new();
        for (i, td) in tile.dims.iter().enumerate() {
            cur.push(start + i);
            match td {
                TileDim::Combined => {}
                TileDim::Size(t) if *t > 0 => {
                    groups.push(std::mem::take(&mut cur));
                    sizes.push(*t);
                }
                TileDim::Size(t) => {
                    return Err(format!("tile dimensions must be positive, got {t}"));
                }
            }
        }
        if !cur.is_empty() {
            return Err("the most minor dimension of a tile cannot be combined ('*')".into());
        }
        if groups.iter().any(|g| g.len() > 1) {
            plan.push(Step::Collapse(groups))?;
        }
        let n = plan.shape.len();
        let m = sizes.len();
        let start = n.saturating_sub(m);
        let overflow = || format!("padding shape {:?} to tiles overflows", plan.shape);
        let (outer, tiled) = plan.shape.split_at(start);
        let mut high = vec![0; start];
        for (&d, &t) in tiled.iter().zip(&sizes) {
            let padded = ceil_div(d, t).and_then(|q| q.checked_mul(t));
            high.push(padded.ok_or_else(overflow)? - d);
        }
        let mut groups: Vec<Vec<usize>> = (0..start).map(|i| vec![i]).collect();
        let mut out: Vec<i64> = outer.to_vec();
        for (j, (&d, &t)) in tiled.iter().zip(&sizes).enumerate() {
            groups.push(vec![start + 2 * j, start + 2 * j + 1]);
            out.push(ceil_div(d, t).ok_or_else(overflow)?);
            out.push(t);
        }
        if high.iter().any(|&h| h != 0) {
            plan.push(Step::Pad(high))?;
        }
        plan.push_to(Step::Expand(groups, out.clone()), out);
        let mut perm: Vec<usize> = (0..start).collect();
        perm.extend((0..m).map(|j| start + 2 * j));
        perm.extend((0..m).map(|j| start + 2 * j + 1));
        plan.push(Step::Transpose(perm))?;
    }
    Ok(())
}

/// Layouts that differ only by further tiles: when `more` is `fewer` (same order, same
/// leading tiles, nothing else that matters) plus extra tiles, the plan from `fewer`'s
/// physical shape to `more`'s applies just the extra tiles.
fn extra_tiles_plan(fewer: &Laid, more: &Laid) -> Option<Result<Plan, String>> {
    let (a, b) = (&fewer.layout, &more.layout);
    if a.minor_to_major != b.minor_to_major {
        return None;
    }
    let extra = b
        .tiles
        .strip_prefix(a.tiles.as_slice())
        .filter(|extra| !extra.is_empty())?;
    let mut plan = Plan::start(fewer.phys.level_sizes.clone());
    Some(apply_tiles(&mut plan, extra).map(|()| {
        plan.simplify();
        plan
    }))
}

/// The pack form of `layout` on extents `dims`, if it has one: a single tile level with no
/// combined dimensions, row-major order, and a tile not longer than the rank.
fn pack_plan(layout: &TiledLayout, dims: &[i64]) -> Option<Plan> {
    let [tile] = layout.tiles.as_slice() else {
        return None;
    };
    let r = dims.len();
    if layout.minor_to_major != TiledLayout::row_major(r).minor_to_major || tile.rank() > r {
        return None;
    }
    let tiles: Option<Vec<i64>> = tile
        .dims
        .iter()
        .map(|d| match d {
            TileDim::Size(t) => Some(*t),
            TileDim::Combined => None,
        })
        .collect();
    let tiles = tiles?;
    let inner: Vec<usize> = (r - tiles.len()..r).collect();
    let mut plan = Plan::start(dims.to_vec());
    plan.push(Step::Pack(inner, tiles)).ok()?;
    Some(plan)
}

/// A `#tile.layout` tensor type's physical data: logical extents, layout, padded physical
/// shape, storage elements and element type.
struct Laid {
    dims: Vec<i64>,
    layout: TiledLayout,
    phys: PhysicalLayout,
    elem: Type,
}

/// The most levels the tiles of a layout may add to a tensor's rank; real layouts add a
/// handful (`(8,128)(2,1)` adds 4).
pub const MAX_TILE_LEVELS: usize = 64;

fn laid(ctx: &Context, ty: Type) -> Result<Laid, String> {
    let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(ty) else {
        return Err("expected a ranked tensor".into());
    };
    if shape.iter().any(|&d| d < 0) {
        return Err("lower-tiles needs static shapes for tiled tensors".into());
    }
    let layout = effective_layout(ctx, ty).ok_or("expected a #tile.layout encoding or none")?;
    let too_many = |added: usize| {
        format!(
            "the layout's tiles add {added} levels, more than the {MAX_TILE_LEVELS} lower-tiles supports"
        )
    };
    // Every tile adds at least one level (its most minor dimension is never combined): a
    // cheap check before the layout maths.
    if layout.tiles.len() > MAX_TILE_LEVELS {
        return Err(format!(
            "the layout's {} tiles add more than the {MAX_TILE_LEVELS} levels lower-tiles supports",
            layout.tiles.len()
        ));
    }
    let phys = PhysicalLayout::new(&layout, shape).map_err(|e| e.to_string())?;
    let added = phys.level_sizes.len().saturating_sub(shape.len());
    if added > MAX_TILE_LEVELS {
        return Err(too_many(added));
    }
    Ok(Laid {
        dims: shape.clone(),
        layout,
        phys,
        elem: *element,
    })
}

impl LowerTiles {
    /// The plan of one conversion op from its original operand and result types.
    fn conversion_plan(
        &self,
        ctx: &Context,
        op: OpId,
        src_ty: Type,
        dst_ty: Type,
    ) -> Result<Plan, String> {
        if RelayoutOp::cast(ctx, op).is_some() {
            {
                if src_ty == dst_ty {
                    return Ok(Plan::default());
                }
                let s = laid(ctx, src_ty)?;
                let d = laid(ctx, dst_ty)?;
                if s.layout == d.layout {
                    return Ok(Plan::default());
                }
                // A layout that only adds tiles to the other: apply (or undo) just those.
                if self.form == Form::Reshape {
                    if let Some(p) = extra_tiles_plan(&s, &d) {
                        return p;
                    }
                    if let Some(p) = extra_tiles_plan(&d, &s) {
                        return p?.inverse();
                    }
                }
                Ok(self.forward(&s)?.inverse()?.then(self.forward(&d)?))
            }
        } else if ToPhysicalOp::cast(ctx, op).is_some() {
            flatten_plan(&laid(ctx, src_ty)?)
        } else {
            flatten_plan(&laid(ctx, dst_ty)?)?.inverse()
        }
    }

    /// The plan from a row-major tensor to the physical shape of `l`.
    fn forward(&self, l: &Laid) -> Result<Plan, String> {
        if self.form == Form::Pack
            && let Some(p) = pack_plan(&l.layout, &l.dims)
        {
            return Ok(p);
        }
        let plan = tiling_plan(&l.layout, &l.dims)?;
        if plan.shape != l.phys.level_sizes {
            return Err(format!(
                "internal error: the construction gives shape {:?}, the layout maths {:?}",
                plan.shape, l.phys.level_sizes
            ));
        }
        Ok(plan)
    }
}

/// Builds the ops replacing one conversion, detached, in order (`pending`); the caller
/// splices them into the block in place of the conversion (every block once, so a block of
/// many conversions costs time linear in its length).
struct Emitter {
    loc: Loc,
    pad_value: f64,
    vector_loops: bool,
    pending: Vec<OpId>,
}

impl Emitter {
    /// Queues a detached op for insertion; its result.
    fn keep(&mut self, ctx: &mut Context, op: OpId) -> Result<Value, String> {
        self.pending.push(op);
        ctx.op(op).results.first().copied().ok_or_else(|| {
            format!(
                "internal error: {} built without a result",
                ctx.op_name_of(op)
            )
        })
    }

    /// `tensor.empty` of type `ty`.
    fn empty(&mut self, ctx: &mut Context, ty: Type) -> Result<Value, String> {
        let e = EmptyOp::build(&mut detached(), ctx, self.loc, ty, &[]);
        self.keep(ctx, e.op())
    }

    fn tensor(ctx: &mut Context, shape: &[i64], elem: Type) -> Type {
        ctx.tensor_type(shape.to_vec(), elem, None)
    }

    fn pad_constant(&mut self, ctx: &mut Context, elem: Type) -> Result<Value, String> {
        let value = match ctx.type_kind(elem).clone() {
            TypeKind::Float(sem) => {
                let fv = FloatValue::from_f64_rounded(sem, self.pad_value);
                ctx.intern_attr(AttrKind::Float {
                    value: fv,
                    ty: elem,
                })
            }
            TypeKind::Integer { width, .. } => {
                if self.pad_value.fract() != 0.0 {
                    return Err(format!(
                        "pad-value {} is not an integer, but the element type is i{width}",
                        self.pad_value
                    ));
                }
                let v = self.pad_value as i128;
                let v = if width == 1 { v & 1 } else { v };
                if width == 1 {
                    ctx.intern_attr(AttrKind::Bool(v != 0))
                } else {
                    ctx.int_attr(v, elem)
                }
            }
            TypeKind::Index => ctx.int_attr(self.pad_value as i128, elem),
            _ => return Err("padding needs an integer, index or float element type".into()),
        };
        let c = ConstantOp::build(&mut detached(), ctx, self.loc, elem, value);
        self.keep(ctx, c.op())
    }

    /// Emits `plan` on `v` (a tensor of `plan`'s start shape and element `elem`).
    fn emit(
        &mut self,
        ctx: &mut Context,
        plan: &Plan,
        mut v: Value,
        elem: Type,
    ) -> Result<Value, String> {
        let elem_kind = ctx.type_kind(elem).clone();
        let mut skip = 0;
        for (i, (step, input)) in plan.steps.iter().enumerate() {
            if skip > 0 {
                skip -= 1;
                continue;
            }
            let rest = if self.vector_loops {
                plan.steps.get(i..).unwrap_or_default()
            } else {
                &[]
            };
            let kernel = kernel::PaddedTiling::tiling(rest, &elem_kind)
                .map(|t| (t, kernel::Direction::Tile))
                .or_else(|| {
                    kernel::PaddedTiling::untiling(rest, &elem_kind)
                        .map(|t| (t, kernel::Direction::Untile))
                });
            if let Some((t, dir)) = kernel {
                v = self.emit_padded_tiling(ctx, &t, dir, v, elem)?;
                skip = 2;
                continue;
            }
            let out_shape = plan
                .steps
                .get(i + 1)
                .map_or_else(|| plan.shape.clone(), |(_, s)| s.clone());
            let out_ty = Self::tensor(ctx, &out_shape, elem);
            v = match step {
                Step::Transpose(p) => {
                    let init = self.empty(ctx, out_ty)?;
                    let perm: Vec<i64> = p.iter().map(|&x| x as i64).collect();
                    let t = build_transpose(&mut detached(), ctx, self.loc, v, init, &perm);
                    self.keep(ctx, t)?
                }
                Step::Collapse(groups) => {
                    let r = reassociation(groups);
                    let c = CollapseShapeOp::build(&mut detached(), ctx, self.loc, out_ty, v, r);
                    self.keep(ctx, c.op())?
                }
                Step::Expand(groups, shape) => {
                    let r = reassociation(groups);
                    let e = ExpandShapeOp::build(
                        &mut detached(),
                        ctx,
                        self.loc,
                        out_ty,
                        v,
                        &[],
                        r,
                        shape.clone(),
                    );
                    self.keep(ctx, e.op())?
                }
                Step::Pad(high) => {
                    let c = self.pad_constant(ctx, elem)?;
                    let low = vec![0; high.len()];
                    let (b, loc) = (&mut detached(), self.loc);
                    let pad =
                        PadOp::build(b, ctx, loc, out_ty, v, &[], &[], high.clone(), low, None);
                    let index = ctx.index_type();
                    let block = ctx.create_block(&vec![index; high.len()], loc);
                    if let Some(&region) = ctx.op(pad.op()).regions().first() {
                        ctx.append_block(region, block);
                    }
                    TensorYieldOp::build(&mut OpBuilder::at_end(block), ctx, loc, c);
                    self.keep(ctx, pad.op())?
                }
                Step::Slice(sizes) => {
                    let n = sizes.len();
                    let (b, loc) = (&mut detached(), self.loc);
                    let (zeros, ones) = (vec![0; n], vec![1; n]);
                    let slice = ExtractSliceOp::build(
                        b,
                        ctx,
                        loc,
                        out_ty,
                        v,
                        &[],
                        &[],
                        &[],
                        zeros,
                        sizes.clone(),
                        ones,
                    );
                    self.keep(ctx, slice.op())?
                }
                Step::Pack(dims, tiles) => {
                    let padded = dims.iter().zip(tiles).any(|(&d, &t)| {
                        input
                            .get(d)
                            .and_then(|x| x.checked_rem(t))
                            .is_some_and(|r| r != 0)
                    });
                    let init = self.empty(ctx, out_ty)?;
                    let pad = if padded {
                        Some(self.pad_constant(ctx, elem)?)
                    } else {
                        None
                    };
                    let pos: Vec<i64> = dims.iter().map(|&x| x as i64).collect();
                    let (b, loc) = (&mut detached(), self.loc);
                    let (ty, tiles) = (Some(out_ty), tiles.clone());
                    let pack = PackOp::build(
                        b,
                        ctx,
                        loc,
                        ty,
                        v,
                        init,
                        pad,
                        &[],
                        Some(Vec::new()),
                        pos,
                        tiles,
                    );
                    self.keep(ctx, pack.op())?
                }
                Step::Unpack(dims, tiles) => {
                    let init = self.empty(ctx, out_ty)?;
                    let pos: Vec<i64> = dims.iter().map(|&x| x as i64).collect();
                    let (b, loc) = (&mut detached(), self.loc);
                    let (ty, tiles) = (Some(out_ty), tiles.clone());
                    let unpack = UnPackOp::build(
                        b,
                        ctx,
                        loc,
                        ty,
                        v,
                        init,
                        &[],
                        Some(Vec::new()),
                        pos,
                        tiles,
                    );
                    self.keep(ctx, unpack.op())?
                }
            };
        }
        Ok(v)
    }
}

/// The plan from the physical shape of `l` to its 1-D buffer, and its inverse.
fn flatten_plan(l: &Laid) -> Result<Plan, String> {
    let mut plan = Plan::start(l.phys.level_sizes.clone());
    let n = plan.shape.len();
    if n == 0 {
        plan.push_to(Step::Expand(Vec::new(), vec![1]), vec![1]);
    } else if n > 1 {
        plan.push(Step::Collapse(vec![(0..n).collect()]))?;
    }
    let storage = l.phys.storage_elements().map_err(|e| e.to_string())?;
    if storage > l.phys.padded_elements {
        plan.push(Step::Pad(vec![storage - l.phys.padded_elements]))?;
    }
    Ok(plan)
}

/// `v` after the replacements of `subst` (following chains: a conversion whose operand is
/// the result of another one lowered later in walk order).
fn resolve(subst: &HashMap<Value, Value>, mut v: Value) -> Value {
    // Bounded: a cycle (impossible in SSA outside graph regions) cannot loop forever.
    for _ in 0..=subst.len() {
        match subst.get(&v) {
            Some(&n) if n != v => v = n,
            _ => break,
        }
    }
    v
}

/// Replaces every conversion op (a key of `emitted`) in its block by the ops emitted for it,
/// rebuilding each affected block's op list once, then erases the conversions.
fn splice_conversions(ctx: &mut Context, mut emitted: HashMap<OpId, Vec<OpId>>) {
    let mut blocks: Vec<BlockId> = Vec::new();
    let mut seen: HashSet<BlockId> = HashSet::default();
    for &op in emitted.keys() {
        if let Some(b) = ctx.op(op).parent
            && seen.insert(b)
        {
            blocks.push(b);
        }
    }
    let mut erased = Vec::with_capacity(emitted.len());
    for b in blocks {
        let old = std::mem::take(&mut ctx.block_mut(b).ops);
        let mut ops = Vec::with_capacity(old.len());
        for o in old {
            match emitted.remove(&o) {
                Some(new_ops) => {
                    ops.extend(new_ops);
                    erased.push(o);
                }
                None => ops.push(o),
            }
        }
        for &o in &ops {
            ctx.op_mut(o).parent = Some(b);
        }
        ctx.block_mut(b).ops = ops.into();
    }
    for o in erased {
        // Already out of its block: erasing only drops it.
        ctx.op_mut(o).parent = None;
        ctx.erase_op(o);
    }
}

fn has_layout(ctx: &Context, ty: Type) -> bool {
    tensor_layout(ctx, ty).is_some()
}

/// The lowered type of `ty`: its padded physical shape without encoding, if it carries a
/// `#tile.layout`.
fn lowered_type(ctx: &mut Context, ty: Type) -> Result<Option<Type>, String> {
    if !has_layout(ctx, ty) {
        return Ok(None);
    }
    let l = laid(ctx, ty)?;
    Ok(Some(ctx.tensor_type(
        l.phys.level_sizes.clone(),
        l.elem,
        None,
    )))
}

/// Ops whose tiled operands and results are simply retyped.
fn retypable(name: &str) -> bool {
    let dialect = name.split('.').next().unwrap_or("");
    matches!(dialect, "func" | "math" | "scf" | "cf")
        || (dialect == "arith" && name != "arith.constant")
        || name == "tensor.empty"
}

impl Pass for LowerTiles {
    fn run(&self, ctx: &mut Context, module: OpId) -> Result<PassResult, Diagnostic> {
        let ops: Vec<OpId> = ctx
            .walk_collect(module)
            .into_iter()
            .filter(|&o| o != module)
            .collect();
        let original: HashSet<OpId> = ops.iter().copied().collect();
        // 1. Rewrite the tile ops (reading the original types).
        let mut changed = false;
        // Each conversion with its original operand and result types (earlier rewrites
        // replace operands with plain tensors).
        let mut todo = Vec::new();
        for &op in &ops {
            if RelayoutOp::cast(ctx, op).is_none()
                && ToPhysicalOp::cast(ctx, op).is_none()
                && FromPhysicalOp::cast(ctx, op).is_none()
            {
                continue;
            }
            let (Some(&src), Some(&res)) =
                (ctx.op(op).operands.first(), ctx.op(op).results.first())
            else {
                continue;
            };
            todo.push((op, src, res, ctx.value_type(src), ctx.value_type(res)));
        }
        // Each conversion's result is replaced by `subst[res]`, and its replacement ops are
        // spliced in by `splice_conversions`, all at the end (one walk, one pass per block).
        let mut subst: HashMap<Value, Value> = HashMap::default();
        let mut emitted: HashMap<OpId, Vec<OpId>> = HashMap::default();
        for (op, original_src, res, src_ty, dst_ty) in todo {
            let plan = self
                .conversion_plan(ctx, op, src_ty, dst_ty)
                .and_then(|p| normalize::normalize(&p))
                .map_err(|m| ctx.op_error(op, format!("cannot lower: {m}")))?;
            let elem = laid(ctx, dst_ty)
                .map(|l| l.elem)
                .map_err(|m| ctx.op_error(op, format!("cannot lower: {m}")))?;
            let mut em = Emitter {
                loc: ctx.op(op).loc,
                pad_value: self.pad_value,
                vector_loops: self.vector_loops,
                pending: Vec::new(),
            };
            // (The operand may be the result of a conversion lowered before.)
            let src = resolve(&subst, original_src);
            let v = em
                .emit(ctx, &plan, src, elem)
                .map_err(|m| ctx.op_error(op, format!("cannot lower: {m}")))?;
            subst.insert(res, v);
            emitted.insert(op, em.pending);
            changed = true;
        }
        splice_conversions(ctx, emitted);
        if !subst.is_empty() {
            for o in ctx.walk_collect(module) {
                for v in ctx.op_mut(o).operands.iter_mut() {
                    *v = resolve(&subst, *v);
                }
            }
        }
        // 2. Retype every tiled value to its physical shape.
        let mut cache: HashMap<Type, Option<Type>> = HashMap::default();
        let mut lower = |ctx: &mut Context, ty: Type| -> Result<Option<Type>, String> {
            if let Some(&t) = cache.get(&ty) {
                return Ok(t);
            }
            let t = lowered_type(ctx, ty)?;
            cache.insert(ty, t);
            Ok(t)
        };
        let ops: Vec<OpId> = ctx.walk_collect(module);
        let mut retyped: HashSet<Value> = HashSet::default();
        for op in ops {
            let name = ctx.op_name_of(op).to_string();
            let mut values: Vec<Value> = ctx.op(op).results.to_vec();
            for &r in ctx.op(op).regions().iter() {
                for &b in &ctx.region(r).blocks {
                    values.extend(ctx.block(b).args.iter().copied());
                }
            }
            let mut tiled = ctx.op(op).operands.iter().any(|v| retyped.contains(v));
            for v in values {
                let ty = ctx.value_type(v);
                if let Some(nt) = lower(ctx, ty).map_err(|m| ctx.op_error(op, m))? {
                    ctx.set_value_type(v, nt);
                    retyped.insert(v);
                    tiled = true;
                    changed = true;
                }
            }
            if let Some(func) = FuncOp::cast(ctx, op) {
                let (inputs, results) = func.function_type(ctx);
                let mut any = false;
                let mut conv =
                    |ctx: &mut Context, ts: Vec<Type>| -> Result<Vec<Type>, Diagnostic> {
                        ts.into_iter()
                            .map(|t| {
                                Ok(match lower(ctx, t).map_err(|m| ctx.op_error(op, m))? {
                                    Some(n) => {
                                        any = true;
                                        n
                                    }
                                    None => t,
                                })
                            })
                            .collect()
                    };
                let ins = conv(ctx, inputs)?;
                let outs = conv(ctx, results)?;
                if any {
                    func.set_function_type(ctx, (ins, outs));
                    changed = true;
                }
                continue;
            }
            if tiled && original.contains(&op) && !retypable(&name) {
                return Err(ctx.op_error(
                    op,
                    "has a tiled (#tile.layout) operand or result that lower-tiles cannot retype; \
only elementwise arith/math, func, scf, cf and tensor.empty ops are retyped (convert with \
tile.relayout first)",
                ));
            }
        }
        Ok(PassResult::changed(changed))
    }
}

/// A builder creating detached ops (lower-tiles queues them and inserts them in order).
fn detached() -> OpBuilder {
    OpBuilder::detached()
}

/// Reassociation groups as the tensor reshapes take them.
fn reassociation(groups: &[Vec<usize>]) -> Vec<Vec<i64>> {
    groups
        .iter()
        .map(|g| g.iter().map(|&d| d as i64).collect())
        .collect()
}
