//! `assign-layouts`: gives ranked tensor values in a function a tiled layout chosen by
//! target rules ([`tile_dialects::tile::layout::TargetRules`]: TPU by default, or CPU), and
//! makes layout changes explicit with `tile.relayout`.
//!
//! * Elementwise ops (`arith` and `math` ops whose tensor operands and results all have one
//!   shape, and no regions) and `tensor.empty` are *flexible*: their results are retyped.
//!   All tensors of one elementwise op share one layout, as MLIR requires (casts must keep
//!   the encoding, and `cmpf`/`select` build their `i1` types with it).
//! * Everything else keeps its types: function arguments (and results) keep the layouts
//!   their types give, and so do values made by ops whose types are tied to other types
//!   (calls, constants, `linalg` ops, region-carrying ops, ...).
//! * Which layout: by default (`strategy=whole`) the pass prices layouts across the whole
//!   function (`choose.rs`): flexible ops joined by use-def edges share one layout, the
//!   candidate whose storage (padding included) plus the bytes its boundary conversions
//!   move (`cost.rs`) is least. `strategy=greedy` decides op by op, in order, as the pass
//!   first did: the first tiled layout among the data (non-`i1`) operands, else the
//!   target's for the first data operand (for `tensor.empty`, its result).
//! * Where a producer and a consumer disagree, one `tile.relayout` per (value, layout) is
//!   inserted right after the producer: before a flexible op whose operand layout differs,
//!   and before a fixed op (e.g. `func.return`) that needs a retyped value in its original
//!   type.
//! * One remark per function reports the padded and unpadded bytes of its static tensor
//!   values (arguments and results of ops, after the pass), the relayouts inserted and the
//!   bytes they move, and the totals: padding bytes, moved bytes and their sum.
//!
//! Options: `target` (`tpu`, `cpu`), `minor-tile` (lane tile, default 128) and `packing`
//! (`word`: sub-32-bit values packed into 32-bit words, `i1` stored as a 4-byte word;
//! `bit`: `i1` packed 1 bit per element as `(32,128)(32,1)E(1)`; `none`: no packing tiles).
//! Options: `strategy` (`whole`, `greedy`).
// Issue 10 policy: no panics reachable from input (exceptions are commented `// ok: why`).
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

mod choose;
mod cost;

use std::collections::HashMap;

use tile_dialects::func::FuncOp;
use tile_dialects::tile::layout::{
    ByteSizes, LayoutMathError, Packing, Target, TargetRules, TiledLayout,
};
use tile_dialects::tile::{
    RelayoutOp, effective_layout, element_byte_size, tensor_byte_sizes, tensor_layout,
    type_with_layout,
};
use tile_ir::builder::OpBuilder;
use tile_ir::diagnostic::Diagnostic;
use tile_ir::ir::ValueDef;
use tile_ir::pass::{OptionDecl, Pass, PassDef, PassOptions, PassResult};
use tile_ir::{BlockId, Context, OpId, Type, TypeKind, Value};

/// The pass, configured with its target rules.
#[derive(Debug, Clone, Default)]
pub struct AssignLayouts {
    rules: TargetRules,
    strategy: Strategy,
}

/// How the pass picks layouts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Strategy {
    /// Least storage plus conversion bytes across the whole function.
    #[default]
    Whole,
    /// Op by op, in order: the first given layout among the operands, else the target's.
    Greedy,
}

impl AssignLayouts {
    /// A pass with the given rules.
    pub fn new(rules: TargetRules) -> Self {
        AssignLayouts {
            rules,
            strategy: Strategy::Whole,
        }
    }

    /// The same pass choosing layouts by `strategy`.
    pub fn with_strategy(self, strategy: Strategy) -> Self {
        AssignLayouts { strategy, ..self }
    }
}

impl PassDef for AssignLayouts {
    const ARGUMENT: &'static str = "assign-layouts";
    const NAME: &'static str = "AssignLayouts";
    const SUMMARY: &'static str = "Assign tiled layouts to tensor values by target rules";
    const DESCRIPTION: &'static str = "Gives the ranked tensor values of a function a tiled layout \
(#tile.layout) chosen by target rules: TPU tiles (8x128, compact 2x128/4x128, (8,128)(2,1) for \
16-bit, (8,128)(4,1) for 8-bit, 4-byte or 1-bit booleans) or untiled row-major for CPUs. \
Elementwise ops joined by use-def edges share one layout, chosen across the whole function as the \
candidate (given layouts, target layouts, expected layouts) with the least storage, padding \
included, plus bytes moved by conversions (strategy=greedy: op by op, the first given layout, \
else the target's); tile.relayout is inserted where a producer and a consumer disagree. Emits \
one remark per function with its padded and unpadded tensor bytes, the bytes its relayouts move \
and the total.";
    const ANCHOR: Option<&'static str> = Some("func.func");
    const EXAMPLE: Option<(&'static str, &'static str)> = Some((
        "builtin.module(func.func(assign-layouts))",
        r#"func.func @scale(%x: tensor<16x256xbf16>, %s: tensor<16x256xbf16>) -> tensor<16x256xbf16> {
  %y = arith.mulf %x, %s : tensor<16x256xbf16>
  return %y : tensor<16x256xbf16>
}"#,
    ));

    fn options() -> Vec<OptionDecl> {
        vec![
            OptionDecl::enumeration(
                "target",
                "The machine to choose layouts for",
                &[
                    ("tpu", "TPU tiling (8x128 and friends)"),
                    ("cpu", "untiled row-major"),
                ],
                "tpu",
            ),
            OptionDecl::int("minor-tile", "Extent of the most-minor (lane) tile", 128),
            OptionDecl::enumeration(
                "packing",
                "How values narrower than 32 bits are packed",
                &[
                    (
                        "word",
                        "8/16-bit values packed into 32-bit words; i1 takes a 4-byte word",
                    ),
                    (
                        "bit",
                        "as word, and i1 packed 1 bit per element: (32,128)(32,1)E(1)",
                    ),
                    ("none", "no packing tiles; whole bytes per element"),
                ],
                "word",
            ),
            OptionDecl::enumeration(
                "strategy",
                "How layouts are chosen",
                &[
                    (
                        "whole",
                        "least storage plus conversion bytes across the function",
                    ),
                    (
                        "greedy",
                        "op by op: the first given layout, else the target's",
                    ),
                ],
                "whole",
            ),
        ]
    }

    fn create(options: &PassOptions) -> Result<Self, Diagnostic> {
        let target = match options.get_str("target") {
            "cpu" => Target::Cpu,
            _ => Target::Tpu,
        };
        let packing = match options.get_str("packing") {
            "bit" => Packing::Bit,
            "none" => Packing::None,
            _ => Packing::Word,
        };
        let minor = options.get_int("minor-tile");
        let minor_tile = i64::try_from(minor)
            .ok()
            .filter(|&m| m > 0)
            .ok_or_else(|| {
                Diagnostic::error(
                    tile_ir::Loc::Unknown,
                    format!("assign-layouts: minor-tile must be positive, got {minor}"),
                )
            })?;
        let strategy = match options.get_str("strategy") {
            "greedy" => Strategy::Greedy,
            _ => Strategy::Whole,
        };
        Ok(AssignLayouts::new(TargetRules {
            target,
            minor_tile,
            packing,
        })
        .with_strategy(strategy))
    }
}

impl Pass for AssignLayouts {
    fn run(&self, ctx: &mut Context, func: OpId) -> Result<PassResult, Diagnostic> {
        let mut state = State {
            rules: self.rules,
            original: HashMap::new(),
            relayouts: HashMap::new(),
            arg_cursor: HashMap::new(),
            changed: false,
            inserted: 0,
            moved: 0,
        };
        let ops: Vec<OpId> = ctx
            .walk_collect(func)
            .into_iter()
            .filter(|&o| o != func)
            .collect();
        let chosen = match self.strategy {
            Strategy::Whole => Some(choose::choose_layouts(ctx, &self.rules, &ops)),
            Strategy::Greedy => None,
        };
        for op in ops {
            if RelayoutOp::cast(ctx, op).is_some() {
                continue;
            }
            if is_flexible(ctx, op) {
                let layout = match &chosen {
                    Some(chosen) => chosen.get(&op).cloned(),
                    None => state.greedy_layout(ctx, op),
                };
                if let Some(layout) = layout {
                    state.assign_flexible(ctx, op, &layout);
                }
            } else {
                state.restore_fixed_operands(ctx, op);
            }
        }
        let remark = report(ctx, func, self.rules.target, state.inserted, state.moved);
        Ok(PassResult::changed(state.changed).with_diagnostic(remark))
    }
}

/// The pass's bookkeeping for one function.
struct State {
    rules: TargetRules,
    /// The type each retyped value had before the pass.
    original: HashMap<Value, Type>,
    /// Relayouts already inserted: (value, wanted type) -> converted value.
    relayouts: HashMap<(Value, Type), Value>,
    /// The last conversion inserted for an argument of each block.
    arg_cursor: HashMap<BlockId, OpId>,
    changed: bool,
    inserted: usize,
    /// Bytes the inserted relayouts move (source plus destination storage).
    moved: u64,
}

impl State {
    /// The greedy rule: MLIR keeps one encoding on all tensors of an elementwise op (casts
    /// must match, `cmpf`/`select` build their i1 types with the data operands' encoding),
    /// so the op gets the first tiled layout among its data (non-i1) operands, else the
    /// target's for its first data operand, else for its first result.
    fn greedy_layout(&self, ctx: &Context, op: OpId) -> Option<TiledLayout> {
        let operands = &ctx.op(op).operands;
        let results = &ctx.op(op).results;
        let tensor_types: Vec<Type> = operands
            .iter()
            .chain(results)
            .map(|&v| ctx.value_type(v))
            .filter(|&t| tensor_element(ctx, t).is_some())
            .collect();
        let data: Vec<Type> = operands
            .iter()
            .map(|&v| ctx.value_type(v))
            .filter(|&t| tensor_element(ctx, t).is_some() && !is_bool_tensor(ctx, t))
            .collect();
        let given = data.iter().find_map(|&t| tensor_layout(ctx, t).cloned());
        let basis = data.first().or(tensor_types.first()).copied();
        given.or_else(|| basis.and_then(|t| choose::target_layout(ctx, &self.rules, t)))
    }

    /// Gives `op`'s tensors `layout`, converting operands that have another one.
    fn assign_flexible(&mut self, ctx: &mut Context, op: OpId, layout: &TiledLayout) {
        let operands = ctx.op(op).operands.clone();
        let results = ctx.op(op).results.clone();
        let tensor_types: Vec<Type> = operands
            .iter()
            .chain(&results)
            .map(|&v| ctx.value_type(v))
            .filter(|&t| tensor_element(ctx, t).is_some())
            .collect();
        // A static tensor too big for the layout (its padded storage overflows 64 bits, which
        // `#tile.layout` rejects) stays as it is.
        if !tensor_types.iter().all(|&t| layout_fits(ctx, t, layout)) {
            return;
        }
        for (i, &v) in operands.iter().enumerate() {
            let ty = ctx.value_type(v);
            if tensor_element(ctx, ty).is_none()
                || effective_layout(ctx, ty).as_ref() == Some(layout)
            {
                continue;
            }
            let want = type_with_layout(ctx, ty, layout);
            let nv = self.relayout(ctx, v, want);
            if let Some(slot) = ctx.op_mut(op).operands.get_mut(i) {
                *slot = nv;
            }
            self.changed = true;
        }
        for r in results {
            let ty = ctx.value_type(r);
            if tensor_element(ctx, ty).is_none() {
                continue;
            }
            let new_ty = type_with_layout(ctx, ty, layout);
            if new_ty != ty {
                self.original.entry(r).or_insert(ty);
                ctx.set_value_type(r, new_ty);
                self.changed = true;
            }
        }
    }

    /// A fixed op sees retyped operands in their original types again.
    fn restore_fixed_operands(&mut self, ctx: &mut Context, op: OpId) {
        let operands = ctx.op(op).operands.clone();
        for (i, &v) in operands.iter().enumerate() {
            let Some(&orig) = self.original.get(&v) else {
                continue;
            };
            if ctx.value_type(v) == orig {
                continue;
            }
            let nv = self.relayout(ctx, v, orig);
            if let Some(slot) = ctx.op_mut(op).operands.get_mut(i) {
                *slot = nv;
            }
            self.changed = true;
        }
    }

    /// `v` converted to type `want`, inserting `tile.relayout` right after `v`'s definition
    /// the first time.
    fn relayout(&mut self, ctx: &mut Context, v: Value, want: Type) -> Value {
        if let Some(&nv) = self.relayouts.get(&(v, want)) {
            return nv;
        }
        // Where the conversion goes: right after the defining op, or first in the block of
        // a block argument.
        let (loc, after, block) = match ctx.value(v).def {
            ValueDef::Result { op, .. } => (ctx.op(op).loc, Some(op), None),
            ValueDef::BlockArg { block, .. } => (ctx.value_loc(v), None, Some(block)),
            // A parser placeholder never survives parsing; leave such a use alone.
            ValueDef::Placeholder => return v,
        };
        let detached = &mut OpBuilder::detached();
        let new_op = RelayoutOp::build(detached, ctx, loc, want, v).op();
        if let Some(op) = after {
            ctx.insert_op_after(op, new_op);
        } else if let Some(block) = block {
            // Conversions of block arguments go first in the block, in the order made.
            match (
                self.arg_cursor.get(&block).copied(),
                ctx.block(block).ops.first().copied(),
            ) {
                (Some(prev), _) => ctx.insert_op_after(prev, new_op),
                (None, Some(first)) => ctx.insert_op_before(first, new_op),
                (None, None) => ctx.append_op(block, new_op),
            }
            self.arg_cursor.insert(block, new_op);
        }
        self.inserted += 1;
        let moved = effective_layout(ctx, want)
            .map_or(0, |l| cost::conversion_bytes(ctx, ctx.value_type(v), &l));
        self.moved = self.moved.saturating_add(moved);
        let nv = ctx.op(new_op).results.first().copied().unwrap_or(v);
        self.relayouts.insert((v, want), nv);
        nv
    }
}

/// Whether `ty` can carry `layout`: its padded storage fits in 64 bits (always true for
/// dynamic shapes, whose size is not known here).
fn layout_fits(ctx: &Context, ty: Type, layout: &TiledLayout) -> bool {
    let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(ty) else {
        return true;
    };
    if shape.iter().any(|&d| d < 0) {
        return true;
    }
    let bytes = element_byte_size(ctx, *element).unwrap_or(1);
    !matches!(
        ByteSizes::compute(layout, shape, bytes),
        Err(LayoutMathError::Overflow)
    )
}

/// Whether `ty` is a tensor of `i1`.
fn is_bool_tensor(ctx: &Context, ty: Type) -> bool {
    tensor_element(ctx, ty)
        .is_some_and(|e| matches!(ctx.type_kind(e), TypeKind::Integer { width: 1, .. }))
}

/// The element type of a ranked tensor type.
fn tensor_element(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { element, .. } => Some(*element),
        _ => None,
    }
}

/// Whether the pass may retype `op`'s results: elementwise `arith`/`math` ops on tensors of
/// one shape (no regions), and `tensor.empty`.
fn is_flexible(ctx: &Context, op: OpId) -> bool {
    let name = ctx.op_name_of(op);
    if name == "tensor.empty" {
        return true;
    }
    if !(name.starts_with("arith.") || name.starts_with("math."))
        || !ctx.op(op).regions().is_empty()
    {
        return false;
    }
    let operand_types = ctx.operand_types(op);
    // Elementwise means computed from tensor operands: constants are not.
    if !operand_types
        .iter()
        .any(|&t| matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. }))
    {
        return false;
    }
    let types: Vec<Type> = operand_types
        .into_iter()
        .chain(ctx.result_types(op))
        .collect();
    let mut shape: Option<&Vec<i64>> = None;
    let mut any_tensor_result = false;
    for (i, &t) in types.iter().enumerate() {
        match ctx.type_kind(t) {
            TypeKind::RankedTensor { shape: s, .. } => {
                if shape.is_some_and(|prev| prev != s) {
                    return false;
                }
                shape = Some(s);
                any_tensor_result |= i >= ctx.op(op).operands.len();
            }
            TypeKind::UnrankedTensor { .. } | TypeKind::Vector { .. } => return false,
            _ => {}
        }
    }
    any_tensor_result
}

/// The per-function remark: padded and unpadded bytes of the static tensor values, the
/// relayouts inserted and the bytes they move, and the totals.
fn report(ctx: &Context, func: OpId, target: Target, inserted: usize, moved: u64) -> Diagnostic {
    let mut values: Vec<Value> = Vec::new();
    if let Some(entry) = ctx
        .op(func)
        .regions()
        .first()
        .and_then(|&r| ctx.entry_block(r))
    {
        values.extend(ctx.block(entry).args.iter().copied());
    }
    ctx.walk(func, &mut |o| {
        if o != func {
            values.extend(ctx.op(o).results.iter().copied());
        }
    });
    let (mut count, mut padded, mut unpadded) = (0u64, 0u64, 0u64);
    for v in values {
        if let Ok(s) = tensor_byte_sizes(ctx, ctx.value_type(v)) {
            count += 1;
            padded = padded.saturating_add(s.padded_bytes);
            unpadded = unpadded.saturating_add(s.unpadded_bytes);
        }
    }
    let ratio = if unpadded == 0 {
        String::new()
    } else {
        format!(" ({:.2}x)", padded as f64 / unpadded as f64)
    };
    let name = FuncOp::cast(ctx, func).map_or(String::new(), |f| f.sym_name(ctx));
    let target = match target {
        Target::Tpu => "tpu",
        Target::Cpu => "cpu",
    };
    let padding = padded.saturating_sub(unpadded);
    let total = padding.saturating_add(moved);
    Diagnostic::remark(
        ctx.op(func).loc,
        format!(
            "assign-layouts ({target}) @{name}: {unpadded} bytes unpadded, {padded} bytes padded{ratio} in {count} static tensor values; {inserted} tile.relayout inserted moving {moved} bytes; total {padding} padding + {moved} moved = {total} bytes"
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use tile_ir::pass::manager::CollectSink;
    use tile_ir::pass::{PassManager, PassRegistry, parse_pipeline};
    use tile_ir::printer::{PrintOptions, print_op};

    fn run(pipeline: &str, input: &str) -> (String, Vec<String>) {
        let mut ctx = Context::new(tile_dialects::registry());
        let m = match tile_ir::parser::parse_str(&mut ctx, "in.mlir", input) {
            Ok(m) => m,
            Err(d) => panic!("parse error: {}", d.message),
        };
        let mut reg = PassRegistry::default();
        reg.register::<AssignLayouts>();
        let pm = match parse_pipeline(&reg, pipeline) {
            Ok(pm) => pm,
            Err(e) => panic!("{}", e.diagnostic.message),
        };
        let mut sink = CollectSink::default();
        let ok = PassManager::new(pm)
            .run(&mut ctx, m, &mut sink, None)
            .is_ok();
        let diags: Vec<String> = sink.diagnostics.iter().map(|d| d.message.clone()).collect();
        assert!(ok, "pass failed: {diags:?}");
        (print_op(&ctx, m, &PrintOptions::default()), diags)
    }

    const ELEMENTWISE: &str = r#"func.func @f(%a: tensor<3x5xf32>, %b: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = arith.addf %a, %b : tensor<3x5xf32>
  %1 = arith.mulf %0, %0 : tensor<3x5xf32>
  return %1 : tensor<3x5xf32>
}
"#;

    #[test]
    fn tpu_tiles_elementwise_values_and_converts_at_the_boundary() {
        let (out, diags) = run("builtin.module(func.func(assign-layouts))", ELEMENTWISE);
        let want = r#"module {
  func.func @f(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %0 = tile.relayout %arg0 : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(4,128)}">>
    %1 = tile.relayout %arg1 : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(4,128)}">>
    %2 = arith.addf %0, %1 : tensor<3x5xf32, #tile.layout<"{1,0:T(4,128)}">>
    %3 = arith.mulf %2, %2 : tensor<3x5xf32, #tile.layout<"{1,0:T(4,128)}">>
    %4 = tile.relayout %3 : tensor<3x5xf32, #tile.layout<"{1,0:T(4,128)}">> to tensor<3x5xf32>
    return %4 : tensor<3x5xf32>
  }
}
"#;
        assert_eq!(out, want);
        assert_eq!(
            diags,
            vec![
                "assign-layouts (tpu) @f: 420 bytes unpadded, 8372 bytes padded (19.93x) in 7 static tensor values; 3 tile.relayout inserted moving 6324 bytes; total 7952 padding + 6324 moved = 14276 bytes"
                    .to_string()
            ]
        );
    }

    #[test]
    fn cpu_leaves_row_major_functions_alone() {
        let (out, diags) = run(
            "builtin.module(func.func(assign-layouts{target=cpu}))",
            ELEMENTWISE,
        );
        assert!(!out.contains("tile.relayout"), "{out}");
        assert_eq!(
            diags,
            vec!["assign-layouts (cpu) @f: 240 bytes unpadded, 240 bytes padded (1.00x) in 4 static tensor values; 0 tile.relayout inserted moving 0 bytes; total 0 padding + 0 moved = 0 bytes".to_string()]
        );
    }

    #[test]
    fn given_layouts_propagate_through_elementwise_ops() {
        let src = r#"func.func @f(%a: tensor<4x8xbf16, #tile.layout<"{1,0:T(2,4)(2,1)}">>) -> tensor<4x8xbf16, #tile.layout<"{1,0:T(2,4)(2,1)}">> {
  %0 = arith.addf %a, %a : tensor<4x8xbf16, #tile.layout<"{1,0:T(2,4)(2,1)}">>
  %1 = arith.cmpf olt, %0, %0 : tensor<4x8xbf16, #tile.layout<"{1,0:T(2,4)(2,1)}">>
  return %0 : tensor<4x8xbf16, #tile.layout<"{1,0:T(2,4)(2,1)}">>
}
"#;
        // The given layout flows through `addf` and `cmpf` (whose i1 result shares its
        // operands' encoding, as MLIR requires); nothing needs converting.
        let (out, _) = run("builtin.module(func.func(assign-layouts))", src);
        assert!(out.contains(r#"%1 = arith.cmpf olt, %0, %0 : tensor<4x8xbf16, #tile.layout<"{1,0:T(2,4)(2,1)}">>"#), "{out}");
        assert!(!out.contains("tile.relayout"), "{out}");
    }

    #[test]
    fn booleans_take_a_word_or_a_bit() {
        let src = r#"func.func @f() -> (tensor<8x8xi1>, tensor<8x8xi1>) {
  %0 = tensor.empty() : tensor<8x8xi1>
  %1 = arith.xori %0, %0 : tensor<8x8xi1>
  return %0, %1 : tensor<8x8xi1>, tensor<8x8xi1>
}
"#;
        let (out, _) = run("builtin.module(func.func(assign-layouts))", src);
        assert!(
            out.contains(
                r#"%2 = arith.xori %0, %0 : tensor<8x8xi1, #tile.layout<"{1,0:T(8,128)E(32)}">>"#
            ),
            "{out}"
        );
        let (out, diags) = run(
            "builtin.module(func.func(assign-layouts{packing=bit}))",
            src,
        );
        assert!(
            out.contains(r#"tensor<8x8xi1, #tile.layout<"{1,0:T(32,128)(32,1)E(1)}">>"#),
            "{out}"
        );
        assert!(
            diags
                .iter()
                .any(|d| d.contains("@f: 144 bytes unpadded, 1152 bytes padded (8.00x)")),
            "{diags:?}"
        );
    }

    #[test]
    fn mixed_operands_share_one_conversion() {
        let src = r#"func.func @f(%b: tensor<2x256xbf16>) -> tensor<2x256xi1> {
  %0 = arith.negf %b : tensor<2x256xbf16>
  %1 = arith.addf %0, %b : tensor<2x256xbf16>
  %2 = arith.cmpf olt, %1, %b : tensor<2x256xbf16>
  return %2 : tensor<2x256xi1>
}
"#;
        let (out, diags) = run("builtin.module(func.func(assign-layouts))", src);
        let want = r#"module {
  func.func @f(%arg0: tensor<2x256xbf16>) -> tensor<2x256xi1> {
    %0 = tile.relayout %arg0 : tensor<2x256xbf16> to tensor<2x256xbf16, #tile.layout<"{1,0:T(2,128)(2,1)}">>
    %1 = arith.negf %0 : tensor<2x256xbf16, #tile.layout<"{1,0:T(2,128)(2,1)}">>
    %2 = arith.addf %1, %0 : tensor<2x256xbf16, #tile.layout<"{1,0:T(2,128)(2,1)}">>
    %3 = arith.cmpf olt, %2, %0 : tensor<2x256xbf16, #tile.layout<"{1,0:T(2,128)(2,1)}">>
    %4 = tile.relayout %3 : tensor<2x256xi1, #tile.layout<"{1,0:T(2,128)(2,1)}">> to tensor<2x256xi1>
    return %4 : tensor<2x256xi1>
  }
}
"#;
        assert_eq!(out, want);
        assert_eq!(diags.len(), 1);
    }

    #[test]
    fn empty_tensors_get_target_layouts_and_fixed_ops_keep_theirs() {
        let src = r#"func.func @f() -> tensor<16x256xbf16> {
  %0 = tensor.empty() : tensor<16x256xbf16>
  %c = arith.constant dense<1.0> : tensor<16x256xbf16>
  %1 = arith.addf %0, %c : tensor<16x256xbf16>
  return %1 : tensor<16x256xbf16>
}
"#;
        let (out, diags) = run(
            "builtin.module(func.func(assign-layouts{minor-tile=256}))",
            src,
        );
        assert!(
            out.contains(
                r#"tensor.empty() : tensor<16x256xbf16, #tile.layout<"{1,0:T(8,256)(2,1)}">>"#
            ),
            "{out}"
        );
        assert!(
            out.contains(r#"arith.constant dense<1.000000e+00> : tensor<16x256xbf16>"#),
            "{out}"
        );
        assert_eq!(out.matches("tile.relayout").count(), 2, "{out}");
        assert_eq!(diags.len(), 1);
    }

    #[test]
    fn bad_minor_tile_is_an_error() {
        let mut reg = PassRegistry::default();
        reg.register::<AssignLayouts>();
        assert!(
            parse_pipeline(
                &reg,
                "builtin.module(func.func(assign-layouts{minor-tile=0}))"
            )
            .is_err()
        );
    }
}
