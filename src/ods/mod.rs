//! The declarative op layer (MLIR's ODS): each op is declared once, with
//! [`declare_op!`](crate::declare_op), as an [`OpSpec`] — operands with type constraints,
//! results, attributes with defaults, regions, successors, traits, type relations and an
//! assembly format in MLIR's declarative vocabulary. From the spec come the parser
//! ([`parse`]), the printer ([`mod@print`]), the structural verifier ([`verify`]), a typed view
//! with accessors and a builder that sets every property itself.
//!
//! The format is data interpreted at run time (compiled once per op on first use), not
//! generated code: a `macro_rules!` table keeps the build lean (no proc-macro crate) and a
//! spec reads like its ODS record.
//!
//! ```
//! use tile_ir::ods::{constraints::*, AttrConstraint};
//! use tile_ir::Context;
//!
//! tile_ir::declare_op! {
//!     /// `demo.load %m[%i] : memref<4xf32>`
//!     pub struct DemoLoad = "demo.load", "Loads one element";
//!     operands { memref: one ANY_MEMREF, indices: many INDEX }
//!     results { result: one ANY_TYPE }
//!     attrs { nontemporal: optional_default BoolAttr = false }
//!     relations [element_type_of("memref", "result", "result type matches element type of 'memref'")];
//!     format "$memref `[` $indices `]` attr-dict `:` type($memref)";
//! }
//!
//! let mut reg = tile_ir::dialect::DialectRegistry::default();
//! reg.add_op(DemoLoad::def());
//! let mut ctx = Context::new(std::sync::Arc::new(reg));
//! let text = "\"test.f\"() ({\n^bb0(%m: memref<4xf32>, %i: index):\n  \
//!             %v = demo.load %m[%i] {nontemporal = false} : memref<4xf32>\n}) : () -> ()";
//! let module = tile_ir::parser::parse_str(&mut ctx, "demo.mlir", text).map_err(|d| d.message)?;
//! assert!(tile_ir::verifier::verify(&ctx, module).is_empty());
//! let printed = tile_ir::printer::print_op(&ctx, module, &Default::default());
//! // The default-valued attribute is elided, as mlir-opt prints it.
//! assert!(printed.contains("%0 = demo.load %arg0[%arg1] : memref<4xf32>"), "{printed}");
//! let load = ctx.walk_collect(module).into_iter().find_map(|o| DemoLoad::cast(&ctx, o));
//! let load = load.ok_or("no demo.load")?;
//! assert_eq!(load.indices(&ctx).len(), 1);
//! assert!(!load.nontemporal(&ctx));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod constraints;
pub mod format;
pub mod parse;
pub mod print;
pub mod spec;
pub mod verify;
mod view;

pub use constraints::AttrConstraint;
pub use format::{CustomArg, Format, TypeTarget};
pub use parse::{
    FormatState, custom_error, ensure_terminator, fill_defaults, in_custom_op, parse_enum_case,
    parse_op,
};
pub use print::{CustomView, print_op};
pub use spec::{
    Arity, AttrPresence, AttrSpec, AttrSyntax, CustomDirective, InferFn, OPERAND_SEGMENT_SIZES,
    OpSpec, RegionSpec, SuccessorOperands, TypeConstraint, TypeRelation, ValueSpec,
};
pub use verify::{Counted, check_count, same_operands_and_result_type, verify_op};
pub use view::*;

use crate::attributes::{Attr, AttrKind, Scalar};
use crate::context::Context;
use crate::diagnostic::Diagnostic;
use crate::ir::{OpId, Value};

/// The sizes held by a segment-size property (`array<i32: 1, 0, 2>`).
pub fn segment_sizes(ctx: &Context, a: Attr) -> Option<Vec<usize>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { values, .. } => values
            .iter()
            .map(|s| match s {
                Scalar::Int(i) => usize::try_from(*i).ok(),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// `array<i32: ...>` for a segment-size property.
pub fn segment_attr(ctx: &mut Context, sizes: &[usize]) -> Attr {
    let i32t = ctx.int_type(32);
    ctx.intern_attr(AttrKind::DenseArray {
        element: i32t,
        values: sizes.iter().map(|&s| Scalar::Int(s as i128)).collect(),
    })
}

/// The `operandSegmentSizes` of `op`, checked with MLIR's messages against `n` groups and
/// the operand count.
pub fn checked_segments(ctx: &Context, op: OpId, n: usize) -> Result<Vec<usize>, Diagnostic> {
    let name = OPERAND_SEGMENT_SIZES;
    // An absent property is all zeros (MLIR's default-initialized `std::array`).
    let values: Vec<i128> = match ctx.op_attr(op, name).map(|a| ctx.attr_kind(a)) {
        None => vec![0; n],
        Some(AttrKind::DenseArray { element, values })
            if matches!(
                ctx.type_kind(*element),
                crate::TypeKind::Integer { width: 32, .. }
            ) =>
        {
            values
                .iter()
                .map(|s| if let Scalar::Int(i) = s { *i } else { 0 })
                .collect()
        }
        Some(_) => {
            return Err(ctx.op_error(
                op,
                format!(
                    "attribute '{name}' failed to satisfy constraint: i32 dense array attribute"
                ),
            ));
        }
    };
    if values.len() != n {
        return Err(ctx.op_error(
            op,
            format!(
                "'{name}' attribute for specifying operand segments must have {n} elements, but got {}",
                values.len()
            ),
        ));
    }
    if values.iter().any(|&v| v < 0) {
        return Err(ctx.op_error(
            op,
            format!("'{name}' attribute cannot have negative elements"),
        ));
    }
    let sum: i128 = values.iter().sum();
    let total = ctx.op(op).operands.len();
    if sum != total as i128 {
        return Err(ctx.op_error(
            op,
            format!(
                "operand count ({total}) does not match with the total size ({sum}) specified in attribute '{name}'"
            ),
        ));
    }
    Ok(values.into_iter().map(|v| v as usize).collect())
}

/// The operands of group `i` of `op` (empty when the op does not fit its spec).
pub fn operand_group<'c>(spec: &OpSpec, ctx: &'c Context, op: OpId, i: usize) -> &'c [Value] {
    group(&ctx.op(op).operands, spec.operand_group_sizes(ctx, op), i)
}

/// Where the operands `op` forwards to one successor sit: their positions, the operand
/// group holding them and, for one of a variadic group of successors, the property that
/// splits the group among them and which part is this successor's.
struct Forwarded {
    range: std::ops::Range<usize>,
    group: usize,
    part: Option<(&'static str, usize)>,
}

/// Resolves successor `succ` of `op` through its spec's `successor_operands`.
fn forwarded(ctx: &Context, op: OpId, succ: usize) -> Option<Forwarded> {
    let spec = ctx.op_def(op)?.spec?;
    let total = ctx.op(op).successors().len();
    // Which successor group `succ` is in, and its position there (the variadic group, last
    // as ODS requires, takes what the others leave).
    let fixed = spec
        .successors
        .iter()
        .filter(|s| s.arity != Arity::Variadic)
        .count();
    let (mut first, mut at) = (0, None);
    for (g, s) in spec.successors.iter().enumerate() {
        let n = if s.arity == Arity::Variadic {
            total.saturating_sub(fixed)
        } else {
            1
        };
        if succ < first + n {
            at = Some((g, succ - first, s.arity == Arity::Variadic));
            break;
        }
        first += n;
    }
    let (g, k, variadic) = at?;
    let fw = spec.successor_operands.get(g)?;
    let group = spec
        .operands
        .iter()
        .position(|o| o.name == fw.group && !fw.group.is_empty())?;
    let sizes = spec.operand_group_sizes(ctx, op)?;
    let start: usize = sizes.iter().take(group).sum();
    if !variadic {
        return Some(Forwarded {
            range: start..start + sizes.get(group)?,
            group,
            part: None,
        });
    }
    let parts = segment_sizes(ctx, ctx.op_attr(op, fw.segments)?)?;
    let part_start = start + parts.iter().take(k).sum::<usize>();
    Some(Forwarded {
        range: part_start..part_start + parts.get(k)?,
        group,
        part: Some((fw.segments, k)),
    })
}

/// The positions among `op`'s operands that it forwards to the arguments of successor
/// `succ`, when its spec declares which group that is (MLIR's `getSuccessorOperands`).
pub fn successor_operand_range(
    ctx: &Context,
    op: OpId,
    succ: usize,
) -> Option<std::ops::Range<usize>> {
    forwarded(ctx, op, succ).map(|f| f.range)
}

/// Drops the operands `op` forwards to successor `succ` whose `keep` entry is false.
pub fn erase_successor_operands(ctx: &mut Context, op: OpId, succ: usize, keep: &[bool]) {
    edit_successor_operands(ctx, op, succ, |operands, range| {
        for i in range.clone().rev() {
            if !keep.get(i - range.start).copied().unwrap_or(true) {
                operands.remove(i);
            }
        }
    });
}

/// Appends `values` to the operands `op` forwards to successor `succ`; `false` when its spec
/// does not say which group that is.
pub fn append_successor_operands(
    ctx: &mut Context,
    op: OpId,
    succ: usize,
    values: &[Value],
) -> bool {
    edit_successor_operands(ctx, op, succ, |operands, range| {
        for (k, &v) in values.iter().enumerate() {
            operands.insert(range.end + k, v);
        }
    })
}

/// Edits `op`'s operands in the range it forwards to successor `succ` and records the new
/// length in the segment sizes (the group's, and the successor's part of it); `false` when
/// the spec does not declare the group.
fn edit_successor_operands(
    ctx: &mut Context,
    op: OpId,
    succ: usize,
    edit: impl FnOnce(&mut crate::ir::ValueList, std::ops::Range<usize>),
) -> bool {
    let Some(fw) = forwarded(ctx, op, succ) else {
        return false;
    };
    let Some(spec) = ctx.op_def(op).and_then(|d| d.spec) else {
        return false;
    };
    let mut sizes = spec.operand_group_sizes(ctx, op);
    let parts = fw
        .part
        .and_then(|(name, _)| segment_sizes(ctx, ctx.op_attr(op, name)?));
    let before = ctx.op(op).operands.len();
    edit(&mut ctx.op_mut(op).operands, fw.range.clone());
    let after = ctx.op(op).operands.len();
    let resize = |n: usize| (n + after).saturating_sub(before);
    if let Some(s) = sizes.as_mut().and_then(|s| s.get_mut(fw.group)) {
        *s = resize(*s);
    }
    if spec.has_operand_segments()
        && let Some(sizes) = sizes
    {
        let a = segment_attr(ctx, &sizes);
        ctx.set_op_property(op, OPERAND_SEGMENT_SIZES, a);
    }
    if let (Some((name, k)), Some(mut parts)) = (fw.part, parts) {
        if let Some(s) = parts.get_mut(k) {
            *s = resize(*s);
        }
        let a = segment_attr(ctx, &parts);
        ctx.set_op_property(op, name, a);
    }
    true
}

/// The results of group `i` of `op`.
pub fn result_group<'c>(spec: &OpSpec, ctx: &'c Context, op: OpId, i: usize) -> &'c [Value] {
    group(&ctx.op(op).results, spec.result_group_sizes(ctx, op), i)
}

/// Group `i` of `values` split by `sizes`.
fn group(values: &[Value], sizes: Option<Vec<usize>>, i: usize) -> &[Value] {
    let Some(sizes) = sizes else {
        return &[];
    };
    let start: usize = sizes.iter().take(i).sum();
    let n = sizes.get(i).copied().unwrap_or(0);
    values.get(start..start + n).unwrap_or(&[])
}

#[cfg(test)]
mod tests;
