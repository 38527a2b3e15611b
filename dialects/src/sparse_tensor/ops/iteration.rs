//! Sparse iteration: `sparse_tensor.extract_iteration_space`, `extract_value`, `iterate`
//! and `coiterate` (their loop syntax is hand-written: the format language cannot say
//! `at(%i, _)` lists nor one `case` region per iterator subset).

use crate::ods::{ensure_terminator, parse_assignment_list, region_args};
use tile_ir::declare_op;
use tile_ir::dialect::OpDef;
use tile_ir::ods::constraints::{ANY_TYPE, ArrayAttr, I64Attr, IndexAttr, element_type_of};
use tile_ir::ods::{AttrConstraint, AttrSyntax, CustomDirective, custom_error};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::ops::UnresolvedOperand;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::{Attr, Context, Diagnostic, OpId, OperationState, RegionId, Type, Value};

use super::types::{
    SparseDialectType, SparseTypeKind, level_range_text, make_type, parse_level_range, typed,
};
use super::{LevelAttr, SPARSE_TENSOR, get_encoding, types_of};

/// The dot product of two sparse vectors over the intersection of their patterns.
const COITERATE_EXAMPLE: &str = include_str!("examples/coiterate.mlir");

/// The sum of a CSR matrix's stored values, row by row.
const ITERATE_EXAMPLE: &str = include_str!("examples/iterate.mlir");

/// The iteration ops.
pub const OPS: &[fn() -> OpDef] = &[
    ExtractIterSpaceOp::def,
    ExtractValOp::def,
    IterateOp::def,
    CoIterateOp::def,
];

tile_ir::type_constraint! {
    /// `AnySparseIterSpace`.
    pub ITER_SPACE = "sparse iteration space",
        |ctx, t| typed(ctx, t, SparseTypeKind::IterSpace).is_some();
    /// `AnySparseIterator`.
    pub ITERATOR = "sparse iterator", |ctx, t| typed(ctx, t, SparseTypeKind::Iterator).is_some();
}

tile_ir::described_attr!(
    /// `I64BitSetAttr`: a set of levels as the bits of an `i64`.
    pub LevelSetAttr = I64Attr, LevelSetDesc, "LevelSet attribute"
);

/// `I64BitSetArrayAttr`: one level set per `coiterate` case.
pub struct LevelSetArrayAttr;
impl AttrConstraint for LevelSetArrayAttr {
    type Value = Vec<i64>;
    const DESC: &'static str = "I64BitSet array attribute";
    const SYNTAX: AttrSyntax = ArrayAttr::SYNTAX;
    fn get(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
        ArrayAttr::get(ctx, a)?
            .into_iter()
            .map(|x| I64Attr::get(ctx, x))
            .collect()
    }
    fn make(ctx: &mut Context, v: Vec<i64>) -> Attr {
        let items = v.into_iter().map(|x| I64Attr::make(ctx, x)).collect();
        ArrayAttr::make(ctx, items)
    }
}

/// `custom<LevelRange>($loLvl, $hiLvl)`: `lo` or `lo to hi`.
const LEVEL_RANGE: CustomDirective = CustomDirective {
    name: "LevelRange",
    parse: |p, fs, args| {
        let (lo, hi) = parse_level_range(p)?;
        for (arg, v) in args.iter().zip([lo, hi]) {
            let a = IndexAttr::make(p.ctx, i64::try_from(v).unwrap_or(i64::MAX));
            fs.set_attr(Some(arg), a);
        }
        Ok(())
    },
    print: |p, view| {
        let ctx = p.ctx();
        let get = |k| {
            view.attr(ctx, k)
                .and_then(|a| IndexAttr::get(ctx, a))
                .and_then(|v| u64::try_from(v).ok())
                .unwrap_or(0)
        };
        let text = level_range_text(get(0), get(1));
        p.write(&text);
    },
};

declare_op! {
    /// `%s = sparse_tensor.extract_iteration_space %t lvls = 0 : tensor<4x8xf64, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0>`
    pub struct ExtractIterSpaceOp = "sparse_tensor.extract_iteration_space", "Extracts an iteration space from a sparse tensor between certain levels";
    operands { tensor: one SPARSE_TENSOR, parentIter: optional ITERATOR }
    results { extractedSpace: one ITER_SPACE }
    attrs { loLvl: required LevelAttr, hiLvl: required LevelAttr }
    traits [PURE];
    format "$tensor (`at` $parentIter^)? `lvls` `=` custom<LevelRange>($loLvl, $hiLvl)  attr-dict `:` type($tensor) (`,` type($parentIter)^)? `->` qualified(type($extractedSpace))";
    custom [LEVEL_RANGE];
    verify verify_extract_space;
}

declare_op! {
    /// `%v = sparse_tensor.extract_value %t at %it : tensor<8xf64, #SV>, !sparse_tensor.iterator<#SV, lvls = 0>`
    pub struct ExtractValOp = "sparse_tensor.extract_value", "Extracts a value from a sparse tensor using an iterator.";
    operands { tensor: one SPARSE_TENSOR, iterator: one ITERATOR }
    results { result: one ANY_TYPE }
    traits [PURE];
    relations [element_type_of("tensor", "result", "result type matches element type of tensor")];
    format "$tensor `at` $iterator attr-dict `:` type($tensor)`,` qualified(type($iterator))";
    verify verify_extract_value;
}

declare_op! {
    /// `%r = sparse_tensor.iterate %it in %space at(%i) iter_args(%acc = %z) : !sparse_tensor.iter_space<#SV, lvls = 0> -> f64 { ... }`
    pub struct IterateOp = "sparse_tensor.iterate", "Iterates over a sparse iteration space";
    operands { iterSpace: one ITER_SPACE, initArgs: many ANY_TYPE }
    results { results: many ANY_TYPE }
    attrs { crdUsedLvls: required LevelSetAttr }
    regions { region: sized implicit "sparse_tensor.yield" }
    traits [RECURSIVE_EFFECTS];
    example ITERATE_EXAMPLE;
    syntax parse_iterate, print_iterate;
    verify verify_iterate;
}

declare_op! {
    /// `%r = sparse_tensor.coiterate (%a, %b) at(%i) iter_args(%acc = %z) : (...) -> f64 case %ia, %ib { ... } case %ia, _ { ... }`
    pub struct CoIterateOp = "sparse_tensor.coiterate", "Co-iterates over a set of sparse iteration spaces";
    operands { iterSpaces: many ITER_SPACE, initArgs: many ANY_TYPE }
    results { results: many ANY_TYPE }
    attrs { crdUsedLvls: required LevelSetAttr, cases: required LevelSetArrayAttr }
    regions { caseRegions: many_sized implicit "sparse_tensor.yield" }
    traits [RECURSIVE_EFFECTS];
    example COITERATE_EXAMPLE;
    syntax parse_coiterate, print_coiterate;
    verify verify_coiterate;
}

/// The iterator type of an iteration space type.
fn iterator_type(ctx: &mut Context, space: Type) -> Option<Type> {
    let (d, _) = typed(ctx, space, SparseTypeKind::IterSpace)?;
    let it = SparseDialectType {
        kind: SparseTypeKind::Iterator,
        ..*d
    };
    Some(make_type(ctx, it))
}

/// The number of levels an iteration space type spans.
fn space_dim(ctx: &Context, space: Type) -> u64 {
    typed(ctx, space, SparseTypeKind::IterSpace).map_or(0, |(d, _)| d.hi - d.lo)
}

/// MLIR's `parseOptionalDefinedList`: `%a, _, %b` (in parens when `parens`); returns the
/// defined names and the bit set of their positions.
fn parse_defined_list<'a>(
    p: &mut Parser<'a>,
    parens: bool,
    max: Option<usize>,
    op_name: &str,
    name_loc: tile_ir::Loc,
) -> PResult<(Vec<UnresolvedOperand<'a>>, i64)> {
    let mut defined = Vec::new();
    let mut set = 0i64;
    let mut cnt = 0usize;
    let mut item = |p: &mut Parser<'a>| -> PResult<()> {
        if !p.consume_keyword("_") {
            defined.push(p.parse_argument()?);
            if cnt < 64 {
                set |= 1 << cnt;
            }
        }
        cnt += 1;
        Ok(())
    };
    if parens {
        p.parse_comma_list(
            Some((TokenKind::LParen, "(")),
            (TokenKind::RParen, ")"),
            item,
        )?;
    } else {
        loop {
            item(p)?;
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
    }
    if max.is_some_and(|m| cnt > m) {
        return Err(custom_error(
            name_loc,
            op_name,
            "parsed more value than expected.",
        ));
    }
    Ok((defined, set))
}

/// A region argument the parser binds: its name, type and location.
type BlockArg<'a> = (UnresolvedOperand<'a>, Type, Option<Attr>);

/// The loop head `iterate` and `coiterate` share after their spaces: `at(...)`,
/// `iter_args(...)`, `: types` (in parentheses for `coiterate`) and `-> results`. Resolves
/// the spaces and inits, records the results and `crdUsedLvls`, and returns the spaces'
/// iterator types and the arguments every region starts with (iter args, then coordinates).
fn parse_loop_head<'a>(
    p: &mut Parser<'a>,
    st: &mut OperationState,
    spaces: &[UnresolvedOperand<'a>],
    coiterate: bool,
) -> PResult<(Vec<Type>, Vec<BlockArg<'a>>)> {
    let err = |st: &OperationState, msg: &str| custom_error(st.loc, &st.name, msg);
    let (crds, crd_set) = if p.consume_keyword("at") {
        parse_defined_list(p, true, None, &st.name, st.loc)?
    } else {
        (Vec::new(), 0)
    };
    let has_iter_args = p.consume_keyword("iter_args");
    let (iter_args, inits) = if has_iter_args {
        parse_assignment_list(p)?
    } else {
        (Vec::new(), Vec::new())
    };
    p.parse_token(TokenKind::Colon, ":")?;
    let mut space_types = Vec::new();
    if coiterate {
        let (open, close) = ((TokenKind::LParen, "("), (TokenKind::RParen, ")"));
        p.parse_comma_list(Some(open), close, |p| {
            space_types.push(p.parse_type()?);
            Ok(())
        })?;
    } else {
        space_types = p.parse_type_list()?;
    }
    let results = if has_iter_args {
        p.parse_token(TokenKind::Arrow, "->")?;
        p.parse_function_result_types()?
    } else {
        Vec::new()
    };
    if iter_args.len() != results.len() {
        let msg = "mismatch in number of iteration arguments and return values";
        return Err(err(st, msg));
    }
    let iterators = (space_types.iter().map(|&t| iterator_type(p.ctx, t)))
        .collect::<Option<Vec<Type>>>()
        .ok_or_else(|| {
            let msg = "expected sparse_tensor.iter_space type for iteration space operands";
            err(st, msg)
        })?;
    if !coiterate && spaces.len() != 1 {
        return Err(err(st, "expected only one iterator/iteration space"));
    }
    if space_types.len() != spaces.len() {
        let msg = "mismatch in number of iteration space operands and iteration space types";
        return Err(err(st, msg));
    }
    for (&u, &t) in spaces
        .iter()
        .zip(&space_types)
        .chain(inits.iter().zip(&results))
    {
        let v = p.resolve_operand(u, t)?;
        st.operands.push(v);
    }
    let set = LevelSetAttr::make(p.ctx, crd_set);
    st.set_property("crdUsedLvls", set);
    let index = p.ctx.index_type();
    let iter_args = iter_args.iter().zip(&results).map(|(&a, &t)| (a, t, None));
    let args = iter_args
        .chain(crds.iter().map(|&c| (c, index, None)))
        .collect();
    st.result_types = results;
    Ok((iterators, args))
}

fn parse_iterate(p: &mut Parser<'_>, st: &mut OperationState) -> Result<(), Diagnostic> {
    let mut iterators = vec![p.parse_operand()?];
    while p.consume_if(TokenKind::Comma) {
        iterators.push(p.parse_operand()?);
    }
    if !p.consume_keyword("in") {
        return Err(custom_error(p.loc(), &st.name, "expected 'in'"));
    }
    let mut spaces = vec![p.parse_operand()?];
    while p.consume_if(TokenKind::Comma) {
        spaces.push(p.parse_operand()?);
    }
    if iterators.len() != spaces.len() {
        let msg = "mismatch in number of sparse iterators and sparse spaces";
        return Err(custom_error(st.loc, &st.name, msg));
    }
    let (its, mut args) = parse_loop_head(p, st, &spaces, false)?;
    args.extend(iterators.iter().zip(&its).map(|(&u, &t)| (u, t, None)));
    let body = p.parse_region(&args)?;
    ensure_terminator(p.ctx, body, "sparse_tensor.yield", st.loc);
    st.regions.push(body);
    p.parse_optional_attr_dict(&mut st.attributes)?;
    Ok(())
}

fn parse_coiterate(p: &mut Parser<'_>, st: &mut OperationState) -> Result<(), Diagnostic> {
    p.parse_token(TokenKind::LParen, "(")?;
    let spaces = p.parse_operand_list()?;
    p.parse_token(TokenKind::RParen, ")")?;
    let (its, common) = parse_loop_head(p, st, &spaces, true)?;
    let sizes = [spaces.len(), st.operands.len().saturating_sub(spaces.len())];
    let seg = tile_ir::ods::segment_attr(p.ctx, &sizes);
    st.set_property(tile_ir::ods::spec::OPERAND_SEGMENT_SIZES, seg);
    let mut cases = Vec::new();
    while p.consume_keyword("case") {
        let (defined, set) = parse_defined_list(p, false, Some(spaces.len()), &st.name, st.loc)?;
        cases.push(set);
        let mut args = common.clone();
        let positions = (0..its.len()).filter(|&k| k < 64 && set & (1 << k) != 0);
        for (&u, k) in defined.iter().zip(positions) {
            if let Some(&t) = its.get(k) {
                args.push((u, t, None));
            }
        }
        let body = p.parse_region(&args)?;
        ensure_terminator(p.ctx, body, "sparse_tensor.yield", st.loc);
        st.regions.push(body);
    }
    let cases = LevelSetArrayAttr::make(p.ctx, cases);
    st.set_property("cases", cases);
    p.parse_optional_attr_dict(&mut st.attributes)?;
    Ok(())
}

/// MLIR's `printOptionalDefinedList`: `size` slots, the set ones named by `args`.
fn print_defined_list(p: &mut OpPrinter<'_>, size: u64, args: &[Value], set: i64) {
    // A level set has 64 bits: slots past them are never defined (and a type may claim
    // billions of levels).
    let size = size.min(64);
    let mut args = args.iter();
    for i in 0..size {
        if i < 64 && set & (1 << i) != 0 {
            if let Some(&a) = args.next() {
                p.operand(a);
            }
        } else {
            p.write("_");
        }
        if i + 1 != size {
            p.write(", ");
        }
    }
}

/// ` at(%i, _)` (the used coordinates: region arguments after the iter args, of a space of
/// `dim` levels) and ` iter_args(%a = %init, ...)`, each when there are any.
fn print_crds_and_inits(
    p: &mut OpPrinter<'_>,
    (set, dim): (i64, u64),
    args: &[Value],
    inits: &[Value],
) {
    if set != 0 {
        p.write(" at(");
        let n_crd = set.count_ones() as usize;
        let crds = args.get(inits.len()..inits.len() + n_crd).unwrap_or(&[]);
        print_defined_list(p, dim, crds, set);
        p.write(")");
    }
    if !inits.is_empty() {
        p.write(" iter_args(");
        crate::ods::print_assignments(p, args, inits);
        p.write(")");
    }
}

/// MLIR's `printArrowTypeList` of the init types.
fn print_arrow_types(p: &mut OpPrinter<'_>, inits: &[Value]) {
    if inits.is_empty() {
        return;
    }
    let ctx = p.ctx();
    p.write(" -> ");
    p.result_types(&types_of(ctx, inits));
}

fn print_iterate(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(v) = IterateOp::cast(ctx, op) else {
        return;
    };
    let space = v.iterSpace(ctx);
    let inits = v.initArgs(ctx).to_vec();
    let args = region_args(ctx, op, 0);
    p.write(" ");
    if let Some(&it) = args.last() {
        p.operand(it);
    }
    p.write(" in ");
    p.operand(space);
    let dim = space_dim(ctx, ctx.value_type(space));
    print_crds_and_inits(p, (v.crdUsedLvls(ctx), dim), &args, &inits);
    p.write(" : ");
    p.ty(ctx.value_type(space));
    p.write(" ");
    print_arrow_types(p, &inits);
    p.write(" ");
    p.region(v.region(ctx), false, !inits.is_empty());
}

fn print_coiterate(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(v) = CoIterateOp::cast(ctx, op) else {
        return;
    };
    let spaces = v.iterSpaces(ctx).to_vec();
    let inits = v.initArgs(ctx).to_vec();
    let set = v.crdUsedLvls(ctx);
    let n_crd = set.count_ones() as usize;
    let first = region_args(ctx, op, 0);
    p.write(" (");
    p.operands(&spaces);
    p.write(")");
    let dim = spaces
        .first()
        .map_or(0, |&s| space_dim(ctx, ctx.value_type(s)));
    print_crds_and_inits(p, (set, dim), &first, &inits);
    p.write(" : (");
    p.types(&types_of(ctx, &spaces));
    p.write(")");
    print_arrow_types(p, &inits);
    let cases = v.cases(ctx);
    for (k, &r) in v.caseRegions(ctx).iter().enumerate() {
        p.newline();
        p.write("case ");
        let args = region_args(ctx, op, k);
        let its = args.get(inits.len() + n_crd..).unwrap_or(&[]);
        let case = cases.get(k).copied().unwrap_or(0);
        print_defined_list(p, spaces.len() as u64, its, case);
        p.write(" ");
        p.region(r, false, !inits.is_empty());
    }
}

fn verify_extract_space(ctx: &Context, op: OpId, v: ExtractIterSpaceOp) -> Result<(), Diagnostic> {
    let (lo, hi) = (v.loLvl(ctx), v.hiLvl(ctx));
    if lo >= hi {
        return Err(ctx.op_error(op, "expected smaller level low than level high"));
    }
    let parent = v.parentIter(ctx);
    if parent.is_some() == (lo == 0) {
        return Err(ctx.op_error(
            op,
            "parent iterator should be specified iff level lower bound equals 0",
        ));
    }
    let space_ty = ctx.value_type(v.extractedSpace(ctx));
    if let Some(pi) = parent
        && let (Some((pd, _)), Some((sd, _))) = (
            typed(ctx, ctx.value_type(pi), SparseTypeKind::Iterator),
            typed(ctx, space_ty, SparseTypeKind::IterSpace),
        )
    {
        if pd.encoding != sd.encoding {
            return Err(ctx.op_error(
                op,
                "mismatch in parent iterator encoding and iteration space encoding.",
            ));
        }
        if sd.lo != pd.hi {
            return Err(ctx.op_error(
                op,
                "parent iterator should be used to extract an iteration space from a consecutive level.",
            ));
        }
    }
    // `InferTypeOpInterface`: the space spans `lo to hi` of the tensor's encoding.
    let tensor_ty = ctx.value_type(v.tensor(ctx));
    let inferred = typed(ctx, space_ty, SparseTypeKind::IterSpace).is_some_and(|(sd, enc)| {
        get_encoding(ctx, tensor_ty) == Some(enc)
            && i64::try_from(sd.lo) == Ok(lo)
            && i64::try_from(sd.hi) == Ok(hi)
    });
    if !inferred {
        return Err(ctx.op_error(
            op,
            "inferred type(s) are incompatible with return type(s) of operation",
        ));
    }
    Ok(())
}

fn verify_extract_value(ctx: &Context, op: OpId, v: ExtractValOp) -> Result<(), Diagnostic> {
    let t = ctx.value_type(v.tensor(ctx));
    let Some((it, it_enc)) = typed(
        ctx,
        ctx.value_type(v.iterator(ctx)),
        SparseTypeKind::Iterator,
    ) else {
        return Ok(());
    };
    let Some(enc) = get_encoding(ctx, t) else {
        return Ok(());
    };
    if enc != it_enc {
        return Err(ctx.op_error(op, "mismatch in tensor encoding and iterator encoding."));
    }
    if u64::try_from(enc.lvl_rank()).ok() != Some(it.hi) {
        return Err(ctx.op_error(op, "must use last-level iterator to extract values. "));
    }
    Ok(())
}

/// The values the `sparse_tensor.yield` ending `region` yields (none without one).
pub fn yielded(ctx: &Context, region: RegionId) -> Vec<Value> {
    ctx.entry_block(region)
        .and_then(|b| ctx.block(b).ops.last().copied())
        .filter(|&t| ctx.op_name_of(t) == "sparse_tensor.yield")
        .map(|t| ctx.op(t).operands.to_vec())
        .unwrap_or_default()
}

/// MLIR's "required out-of-bound coordinates": a used level beyond the space's `dim`.
fn check_crd_used(ctx: &Context, op: OpId, set: i64, dim: u64) -> Result<(), Diagnostic> {
    if set != 0 && 64 - u64::from(set.leading_zeros()) > dim {
        return Err(ctx.op_error(op, "required out-of-bound coordinates"));
    }
    Ok(())
}

/// MLIR's "mismatch in number of loop-carried values and defined values".
fn check_init_count(ctx: &Context, op: OpId, inits: &[Value]) -> Result<(), Diagnostic> {
    if inits.len() != ctx.op(op).results.len() {
        let msg = "mismatch in number of loop-carried values and defined values";
        return Err(ctx.op_error(op, msg));
    }
    Ok(())
}

fn verify_iterate(ctx: &Context, op: OpId, v: IterateOp) -> Result<(), Diagnostic> {
    let space = ctx.value_type(v.iterSpace(ctx));
    check_crd_used(ctx, op, v.crdUsedLvls(ctx), space_dim(ctx, space))?;
    let inits = v.initArgs(ctx);
    let args = ctx
        .entry_block(v.region(ctx))
        .map_or(&[][..], |b| &ctx.block(b).args[..]);
    let yields = types_of(ctx, &yielded(ctx, v.region(ctx)));
    check_loop_like(
        ctx,
        op,
        inits,
        args.get(..inits.len()).unwrap_or(&[]),
        &yields,
    )?;
    // The op's own checks: result count, then each init, region arg and yield against its result.
    check_init_count(ctx, op, inits)?;
    let results = ctx.result_types(op);
    if yields.len() != results.len() {
        return Err(ctx.op_error(op, "number mismatch between iter args and results."));
    }
    for (i, &ret) in results.iter().enumerate() {
        let mismatch = [
            ("iter operand", inits.get(i).map(|&x| ctx.value_type(x))),
            ("iter region arg", args.get(i).map(|&a| ctx.value_type(a))),
            ("yield value", yields.get(i).copied()),
        ];
        if let Some((what, _)) = mismatch.iter().find(|(_, t)| *t != Some(ret)) {
            let msg = format!("types mismatch between {i}th {what} and defined value");
            return Err(ctx.op_error(op, msg));
        }
    }
    Ok(())
}

/// MLIR's `LoopLikeOpInterface` checks (they run before the op's own verifier): each init,
/// region iter_arg and yielded type agree.
fn check_loop_like(
    ctx: &Context,
    op: OpId,
    inits: &[Value],
    iter_args: &[Value],
    yields: &[Type],
) -> Result<(), Diagnostic> {
    if iter_args.len() != yields.len() {
        let (a, y) = (iter_args.len(), yields.len());
        let msg = format!("different number of region iter_args and yielded values: {a} != {y}");
        return Err(ctx.op_error(op, msg));
    }
    let text = |t: Type| tile_ir::printer::type_to_string(ctx, t);
    for (i, ((&init, &arg), &y)) in inits.iter().zip(iter_args).zip(yields).enumerate() {
        let (init, arg) = (ctx.value_type(init), ctx.value_type(arg));
        if init != arg {
            return Err(ctx.op_error(
                op,
                format!(
                    "{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                    text(init),
                    text(arg)
                ),
            ));
        }
        if arg != y {
            return Err(ctx.op_error(
                op,
                format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'",
                    text(arg),
                    text(y)
                ),
            ));
        }
    }
    Ok(())
}

fn verify_coiterate(ctx: &Context, op: OpId, v: CoIterateOp) -> Result<(), Diagnostic> {
    check_init_count(ctx, op, v.initArgs(ctx))?;
    let spaces = v.iterSpaces(ctx);
    let dim = spaces
        .first()
        .map_or(0, |&s| space_dim(ctx, ctx.value_type(s)));
    check_crd_used(ctx, op, v.crdUsedLvls(ctx), dim)?;
    let results = ctx.result_types(op);
    for (r, &region) in v.caseRegions(ctx).iter().enumerate() {
        let yields = types_of(ctx, &yielded(ctx, region));
        if yields.len() != results.len() {
            let msg = "mismatch in number of basic block args and defined values";
            return Err(ctx.op_error(op, msg));
        }
        if let Some(i) = (0..yields.len()).find(|&i| yields.get(i) != results.get(i)) {
            let msg = format!(
                "types mismatch between {i}th yield value and defined value on {r}th region"
            );
            return Err(ctx.op_error(op, msg));
        }
    }
    let cases = v.cases(ctx);
    let seen_before = |i: usize, c: &i64| cases.get(..i).is_some_and(|seen| seen.contains(c));
    if cases.iter().enumerate().any(|(i, c)| seen_before(i, c)) {
        return Err(ctx.op_error(op, "contains duplicated cases."));
    }
    Ok(())
}
