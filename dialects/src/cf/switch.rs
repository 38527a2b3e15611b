//! `cf.switch`: a multi-way branch on an integer, declared with MLIR's format; its case list
//! is the `custom<SwitchOpCases>` directive (successors, per-case operand groups and the
//! case values, which the format language cannot spell).

use super::{parse_dest, print_dest, verify_successor_operands};
use crate::ods::*;
use tile_ir::attributes::{DenseValues, Scalar};
use tile_ir::declare_op;
use tile_ir::ods::constraints::{ANY_TYPE, VariadicSegmentsAttr};
use tile_ir::ods::{AttrConstraint, AttrSyntax, CustomArg, CustomView, FormatState};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::{Attr, AttrKind, Context, Diagnostic, OpId, TypeKind, Value};

tile_ir::type_constraint! {
    /// `AnyInteger`.
    ANY_INTEGER = "integer", |ctx, t| matches!(ctx.type_kind(t), TypeKind::Integer { .. });
}

/// `AnyIntElementsAttr`: dense elements of an integer type.
pub struct IntElementsAttr;
impl AttrConstraint for IntElementsAttr {
    type Value = Attr;
    const DESC: &'static str = "integer elements attribute";
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    fn get(ctx: &Context, a: Attr) -> Option<Attr> {
        match ctx.attr_kind(a) {
            AttrKind::DenseElements { ty, .. } => element_type(ctx, *ty)
                .filter(|&e| matches!(ctx.type_kind(e), TypeKind::Integer { .. }))
                .map(|_| a),
            _ => None,
        }
    }
    fn make(_: &mut Context, v: Attr) -> Attr {
        v
    }
    // The property is stored as a `DenseIntElementsAttr` (integer or index elements).
    fn converts(ctx: &Context, a: Attr) -> bool {
        match ctx.attr_kind(a) {
            AttrKind::DenseElements { ty, .. } => element_type(ctx, *ty).is_some_and(|e| {
                matches!(ctx.type_kind(e), TypeKind::Integer { .. } | TypeKind::Index)
            }),
            _ => false,
        }
    }
}

declare_op! {
    /// `cf.switch %flag : i32, [ default: ^bb1(%a : i32), 42: ^bb2 ]`
    pub struct SwitchOp = "cf.switch", "Switch operation";
    operands { flag: one ANY_INTEGER, defaultOperands: many ANY_TYPE, caseOperands: many ANY_TYPE }
    attrs { case_values: optional IntElementsAttr, case_operand_segments: required VariadicSegmentsAttr }
    successors { defaultDestination: one (defaultOperands), caseDestinations: many (caseOperands in case_operand_segments) }
    traits [TERMINATOR, PURE];
    format "$flag `:` type($flag) `,` `[` `\\n` custom<SwitchOpCases>(ref(type($flag)), $defaultDestination, $defaultOperands, type($defaultOperands), $case_values, $caseDestinations, $caseOperands, type($caseOperands)) `]` attr-dict";
    custom [SWITCH_OP_CASES];
    verify verify_switch;
    canonicalize [simplify_switch];
}

/// `custom<SwitchOpCases>`: `default: ^bb(%a : t), 42: ^bb2, ...` (MLIR's
/// `parseSwitchOpCases` / `printSwitchOpCases`).
pub const SWITCH_OP_CASES: tile_ir::ods::CustomDirective = tile_ir::ods::CustomDirective {
    name: "SwitchOpCases",
    parse: parse_cases,
    print: print_cases,
};

impl SwitchOp {
    /// The case values (sign-extended as stored), `None` when `case_values` is malformed.
    pub fn case_value_list(self, ctx: &Context) -> Option<Vec<i128>> {
        case_values(ctx, self.0)
    }

    /// The operands passed to each case destination, in order.
    pub fn case_operand_groups(self, ctx: &Context) -> Vec<Vec<Value>> {
        case_groups(ctx, self.0, self.caseOperands(ctx))
    }

    /// The number of case destinations.
    pub fn num_cases(self, ctx: &Context) -> usize {
        ctx.op(self.0).successors().len().saturating_sub(1)
    }
}

/// The case operands of `op` split by its `case_operand_segments` (none when absent, so a
/// malformed op still prints).
fn case_groups(ctx: &Context, op: OpId, operands: &[Value]) -> Vec<Vec<Value>> {
    let segs: Vec<usize> = ctx
        .op_attr(op, "case_operand_segments")
        .and_then(|a| VariadicSegmentsAttr::get(ctx, a))
        .unwrap_or_default()
        .into_iter()
        .map(|s| s.max(0) as usize)
        .collect();
    split_segments(operands, &segs)
}

fn parse_cases<'a>(
    p: &mut Parser<'a>,
    fs: &mut FormatState<'a>,
    args: &[CustomArg],
) -> PResult<()> {
    let name = fs.op_name;
    let flag_ty = fs.types_of(args.first()).and_then(|t| t.first().copied());
    crate::scf::expect_keyword(p, name, "default")?;
    p.parse_token(TokenKind::Colon, ":")?;
    let (default, default_ops, default_tys) = parse_dest(p)?;
    let width = match flag_ty.map(|t| p.ctx.type_kind(t)) {
        Some(TypeKind::Integer { width, .. }) => *width,
        _ => 64,
    };
    let mut values = Vec::new();
    let mut dests = Vec::new();
    let (mut case_ops, mut case_tys, mut segs) = (Vec::new(), Vec::new(), Vec::new());
    while p.consume_if(TokenKind::Comma) {
        let loc = p.loc();
        let v = p
            .parse_integer()
            .map_err(|_| tile_ir::ods::custom_error(loc, name, "expected integer value"))?;
        values.push(sext(v, width));
        p.parse_token(TokenKind::Colon, ":")?;
        let (b, ops, tys) = parse_dest(p)?;
        dests.push(b);
        segs.push(ops.len());
        case_ops.extend(ops);
        case_tys.extend(tys);
    }
    fs.set_successors(args.get(1), vec![default]);
    fs.set_operands(args.get(2), default_ops);
    fs.set_types(args.get(3), default_tys);
    fs.set_successors(args.get(5), dests);
    fs.set_operands(args.get(6), case_ops);
    fs.set_types(args.get(7), case_tys);
    if let (Some(ft), Some(CustomArg::Attr(i))) = (flag_ty, args.get(4))
        && !values.is_empty()
    {
        let vt = p.ctx.intern_type(TypeKind::Vector {
            shape: vec![values.len() as i64],
            scalable: vec![false],
            element: ft,
        });
        let all_same = values.windows(2).all(|w| w.first() == w.get(1));
        let dv = match values.first() {
            Some(&v) if all_same => DenseValues::Splat(Scalar::Int(v)),
            _ => DenseValues::Elements(values.iter().map(|&v| Scalar::Int(v)).collect()),
        };
        let a = p
            .ctx
            .intern_attr(AttrKind::DenseElements { ty: vt, values: dv });
        fs.attr_by_index(*i, a);
    }
    // The segments of the `VariadicOfVariadic` case operands (MLIR sets them from the groups).
    let seg = segment_attr(p.ctx, &segs);
    tile_ir::ir::set_named(&mut fs.properties, "case_operand_segments", seg);
    Ok(())
}

fn print_cases(p: &mut OpPrinter<'_>, view: &CustomView<'_>) {
    let ctx = p.ctx();
    let op = view.op;
    let width = ctx
        .op(op)
        .operands
        .first()
        .and_then(|&f| match ctx.type_kind(ctx.value_type(f)) {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        })
        .unwrap_or(64);
    p.write("  default: ");
    print_dest(
        p,
        view.successors(ctx, 1).first().copied(),
        &view.values(ctx, 2),
    );
    let groups = case_groups(ctx, op, &view.values(ctx, 6));
    let dests = view.successors(ctx, 5);
    if let Some(values) = case_values(ctx, op) {
        for (i, v) in values.iter().enumerate() {
            p.write(",");
            p.newline();
            p.write("  ");
            let unsigned = if width >= 128 {
                *v as u128
            } else {
                (*v as u128) & ((1u128 << width) - 1)
            };
            p.write(&unsigned.min(u64::MAX as u128).to_string());
            p.write(": ");
            print_dest(
                p,
                dests.get(i).copied(),
                groups.get(i).map(Vec::as_slice).unwrap_or(&[]),
            );
        }
        p.newline();
    }
}

/// `v` truncated to `width` bits and sign-extended (how attributes store integers).
fn sext(v: i128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return v;
    }
    let shift = 128 - width;
    (v << shift) >> shift
}

/// The number of elements of `case_values` from its type alone (0 when absent or unsized).
fn case_value_count(ctx: &Context, op: OpId) -> i64 {
    ctx.op_attr(op, "case_values")
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::DenseElements { ty, .. } => shape_of(ctx, *ty),
            _ => None,
        })
        .and_then(|s| tile_ir::types::static_element_count(&s))
        .unwrap_or(0)
}

/// The case values of a `cf.switch` as stored (sign-extended).
fn case_values(ctx: &Context, op: OpId) -> Option<Vec<i128>> {
    let a = ctx.op_attr(op, "case_values")?;
    let AttrKind::DenseElements { ty, values } = ctx.attr_kind(a) else {
        return None;
    };
    let n = shape_of(ctx, *ty)
        .and_then(|s| tile_ir::types::static_element_count(&s))
        .and_then(|n| usize::try_from(n).ok())
        .unwrap_or(0);
    match values {
        // A splat longer than the successor list is invalid (the verifier reports its count
        // without expanding it), and expanding it could exhaust memory.
        DenseValues::Splat(Scalar::Int(_)) if n > ctx.op(op).successors().len() => None,
        DenseValues::Splat(Scalar::Int(v)) => Some(vec![*v; n]),
        DenseValues::Elements(items) => Some(
            items
                .iter()
                .map(|s| if let Scalar::Int(v) = s { *v } else { 0 })
                .collect(),
        ),
        _ => None,
    }
}

pub(super) fn verify_switch(ctx: &Context, op: OpId, sw: SwitchOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    // The ODS checks of the `VariadicOfVariadic` case operands.
    let segs = sw.case_operand_segments(ctx);
    if segs.iter().any(|&s| s < 0) {
        return err("'case_operand_segments' attribute cannot have negative elements".into());
    }
    let (total, have) = (segs.iter().sum::<i64>(), sw.caseOperands(ctx).len());
    if total != have as i64 {
        return err(format!(
            "caseOperands count ({have}) does not match with the total size ({total}) specified in attribute 'case_operand_segments'"
        ));
    }
    let flag_ty = ctx.value_type(sw.flag(ctx));
    let ncases = sw.num_cases(ctx);
    if let Some(a) = ctx.op_attr(op, "case_values")
        && let AttrKind::DenseElements { ty, .. } = ctx.attr_kind(a)
        && element_type(ctx, *ty) != Some(flag_ty)
    {
        let et = element_type(ctx, *ty)
            .map(|t| quoted(ctx, t))
            .unwrap_or_default();
        return err(format!(
            "'flag' type ({}) should match case value type ({et})",
            quoted(ctx, flag_ty)
        ));
    }
    let nvalues = match case_values(ctx, op) {
        Some(v) => v.len() as i64,
        None => case_value_count(ctx, op),
    };
    if nvalues != ncases as i64 {
        return err(format!(
            "number of case values ({nvalues}) should match number of case destinations ({ncases})"
        ));
    }
    let mut groups = vec![sw.defaultOperands(ctx).to_vec()];
    groups.extend(sw.case_operand_groups(ctx));
    verify_successor_operands(ctx, op, &groups)
}

/// MLIR's `cf.switch` canonicalizations `dropSwitchCasesThatMatchDefault` (a case that goes
/// where the default goes, with the same operands, is dropped) and
/// `simplifySwitchWithOnlyDefault` (no case left: `cf.br` to the default).
pub(super) fn simplify_switch(
    op: OpId,
    rewriter: &mut tile_ir::pass::rewrite::Rewriter<'_>,
) -> Option<()> {
    let ctx = rewriter.ctx();
    let sw = SwitchOp::cast(ctx, op)?;
    let (default, cases) = ctx.op(op).successors().split_first()?;
    let cases = cases.to_vec();
    let default = *default;
    let default_operands = sw.defaultOperands(ctx).to_vec();
    let groups = sw.case_operand_groups(ctx);
    let values = match sw.case_value_list(ctx) {
        Some(v) => v,
        None if cases.is_empty() => Vec::new(),
        None => return None,
    };
    if values.len() != cases.len() || groups.len() != cases.len() {
        return None;
    }
    // simplifyPassThroughSwitch: jumps to blocks that only jump on go straight there.
    let mut forwarded = false;
    let (default, default_operands) =
        match super::collapse_branch(rewriter, default, &default_operands) {
            Some(d) => {
                forwarded = true;
                d
            }
            None => (default, default_operands),
        };
    let mut cases = cases;
    let mut groups = groups;
    for (c, g) in cases.iter_mut().zip(groups.iter_mut()) {
        if let Some((to, with)) = super::collapse_branch(rewriter, *c, g) {
            *c = to;
            *g = with;
            forwarded = true;
        }
    }
    let keep: Vec<usize> = (0..cases.len())
        .filter(|&i| cases.get(i) != Some(&default) || groups.get(i) != Some(&default_operands))
        .collect();
    if keep.len() == cases.len() && !cases.is_empty() && !forwarded {
        return None;
    }
    let ctx = rewriter.ctx();
    let loc = ctx.op(op).loc;
    let flag = sw.flag(ctx);
    let case_type = ctx
        .op_attr(op, "case_values")
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::DenseElements { ty, .. } => element_type(ctx, *ty),
            _ => None,
        });
    let mut detached = tile_ir::builder::OpBuilder::detached();
    let new = if keep.is_empty() {
        super::BranchOp::build(
            &mut detached,
            rewriter.ctx_mut(),
            loc,
            &default_operands,
            default,
        )
        .op()
    } else {
        let dests: Vec<tile_ir::BlockId> =
            keep.iter().filter_map(|&i| cases.get(i).copied()).collect();
        let kept_groups: Vec<&Vec<Value>> = keep.iter().filter_map(|&i| groups.get(i)).collect();
        let operands: Vec<Value> = kept_groups.iter().flat_map(|g| g.iter().copied()).collect();
        let segments: Vec<i64> = kept_groups.iter().map(|g| g.len() as i64).collect();
        let kept_values: Vec<Scalar> = keep
            .iter()
            .filter_map(|&i| values.get(i).map(|&v| Scalar::Int(v)))
            .collect();
        let elem = case_type?;
        let c = rewriter.ctx_mut();
        let vty = c.intern_type(TypeKind::Vector {
            shape: vec![kept_values.len() as i64],
            scalable: vec![false],
            element: elem,
        });
        let case_values = c.intern_attr(AttrKind::DenseElements {
            ty: vty,
            values: DenseValues::Elements(kept_values),
        });
        let s = SwitchOp::build(
            &mut detached,
            c,
            loc,
            flag,
            &default_operands,
            &operands,
            Some(case_values),
            segments,
            default,
            &dests,
        );
        c.copy_discardable_attrs(op, s.op());
        s.op()
    };
    rewriter.replace_op_with_built(op, new);
    Some(())
}
