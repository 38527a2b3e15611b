//! Helpers shared by the dialects: type predicates, MLIR's ODS-style verifier messages
//! (operand/result counts and constraints, segment sizes), implicit terminators and common
//! syntax pieces. One implementation for every dialect.

use tile_ir::attributes::Scalar;
use tile_ir::dialect::{OpDef, ParseFn, PrintFn};
use tile_ir::ir::{find_named, remove_named};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser, UnresolvedOperand};
use tile_ir::printer::{OpPrinter, type_to_string};
use tile_ir::types::{DYNAMIC, Signedness};
use tile_ir::{
    Attr, AttrKind, Context, Diagnostic, Loc, OpId, OperationState, Type, TypeKind, Value,
};

/// MLIR's text of a type (`'f32'` in messages is `'{ty_str}'`).
pub fn ty_str(ctx: &Context, t: Type) -> String {
    type_to_string(ctx, t)
}

/// `'<type>'` as MLIR quotes a type in a diagnostic.
pub fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

/// MLIR's `CastOpInterface` error for a one-operand cast from `from` to `to`.
pub fn cast_incompatible(ctx: &Context, op: OpId, from: Type, to: Type) -> Diagnostic {
    ctx.op_error(
        op,
        format!(
            "operand type {} and result type {} are cast incompatible",
            quoted(ctx, from),
            quoted(ctx, to)
        ),
    )
}

/// Whether `t` is `index`.
pub fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Index)
}

/// Whether `t` is a signless integer (of `width` bits when given).
pub fn is_signless_int(ctx: &Context, t: Type, width: Option<u32>) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { width: w, signedness: Signedness::Signless } if width.is_none_or(|x| x == *w))
}

/// Whether `t` is a signless integer or `index`.
pub fn is_signless_int_or_index(ctx: &Context, t: Type) -> bool {
    is_index(ctx, t) || is_signless_int(ctx, t, None)
}

pub use tile_ir::ods::constraints::element_type;

/// Shape, element type, layout and memory space of a ranked memref.
pub type MemRefParts = (Vec<i64>, Type, Option<Attr>, Option<Attr>);

/// The parts of a ranked memref type.
pub fn memref_parts(ctx: &Context, t: Type) -> Option<MemRefParts> {
    match ctx.type_kind(t) {
        TypeKind::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => Some((shape.clone(), *element, *layout, *memory_space)),
        _ => None,
    }
}

/// MLIR's "unknown attribute" of a dialect attribute hook, at the mnemonic after
/// `#dialect.` (`loc` is the `#` token's).
pub fn unknown_dialect_attr(p: &Parser<'_>, loc: Loc, dialect: &str, mnemonic: &str) -> Diagnostic {
    let at = match loc {
        Loc::Src { file, offset } => Loc::Src {
            file,
            offset: offset + dialect.len() as u32 + 2,
        },
        other => other,
    };
    let msg = format!("unknown attribute `{mnemonic}` in dialect `{dialect}`");
    p.error_at(at, msg)
}

/// An enum attribute as MLIR's generated parser names it in its errors.
pub struct EnumAttrSpec {
    /// The ODS name of the attribute (`Vector_CombiningKindAttr`).
    pub attr: &'static str,
    /// The C++ enum (`::mlir::vector::CombiningKind`).
    pub enum_name: &'static str,
    /// The cases' keywords, in the enum's order.
    pub cases: &'static [&'static str],
}

/// MLIR's generated parser of an enum *parameter* (the value of `#dialect.enum<case>` and
/// of `custom<Enum>` directives; `tile_ir::ods::parse_enum_case` is the one of integer enum
/// attributes): a keyword or a string naming one of `e`'s cases (its position). `prefix` is
/// `custom op '<name>' ` inside an op's syntax.
pub fn parse_enum_param(p: &mut Parser<'_>, e: &EnumAttrSpec, prefix: &str) -> PResult<usize> {
    let loc = p.loc();
    let text = match p.kind() {
        TokenKind::BareIdent => {
            let k = p.text().to_string();
            p.bump();
            Some(k)
        }
        TokenKind::String => Some(p.parse_string()?),
        _ => None,
    };
    let first = match text.map(|t| e.cases.iter().position(|&c| c == t)) {
        Some(Some(i)) => return Ok(i),
        Some(None) => p.error_at(
            loc,
            format!(
                "{prefix}expected {} to be one of: {}",
                e.enum_name,
                e.cases.join(", ")
            ),
        ),
        None => p.error(format!("{prefix}expected valid keyword or string")),
    };
    Err(enum_param_error(p, first, e.attr, e.enum_name, prefix))
}

/// Adds MLIR's follow-up error `failed to parse <attr> parameter 'value' ...` at the current
/// token to `first` (kept in the diagnostic's list of attached diagnostics).
pub fn enum_param_error(
    p: &Parser<'_>,
    mut first: Diagnostic,
    attr: &str,
    enum_name: &str,
    prefix: &str,
) -> Diagnostic {
    first.notes.push(p.error(format!(
        "{prefix}failed to parse {attr} parameter 'value' which is to be a `{enum_name}`"
    )));
    first
}

/// `{k = v, ...}`: the trait dictionary `linalg.generic` and `vector.contract` lead with,
/// `iterator_types` written as strings (`iterator` reads a case) and unit values as keys.
pub fn print_trait_dict(
    p: &mut OpPrinter<'_>,
    entries: &[(&str, Attr)],
    iterator: for<'c> fn(&'c Context, Attr) -> Option<&'c str>,
) {
    let ctx = p.ctx();
    p.write("{");
    for (i, &(k, v)) in entries.iter().enumerate() {
        p.write(if i > 0 { ", " } else { "" });
        p.write(k);
        if matches!(ctx.attr_kind(v), AttrKind::Unit) {
            continue;
        }
        p.write(" = ");
        let cases: Option<Vec<&str>> = match ctx.attr_kind(v) {
            AttrKind::Array(items) if k == "iterator_types" => {
                items.iter().map(|&it| iterator(ctx, it)).collect()
            }
            _ => None,
        };
        match cases {
            Some(cases) => {
                let quoted: Vec<String> = cases.iter().map(|c| format!("\"{c}\"")).collect();
                p.write(&format!("[{}]", quoted.join(", ")));
            }
            None => p.attr(v),
        }
    }
    p.write("}");
}

/// One element type per element of a statically shaped tensor or vector (the operand
/// types of `from_elements`).
pub fn element_per_entry(ctx: &Context, t: Type) -> Option<Vec<Type>> {
    let n = ranked_shape(ctx, t)?.iter().try_fold(1usize, |acc, &d| {
        usize::try_from(d).ok().and_then(|d| acc.checked_mul(d))
    })?;
    Some(vec![element_type(ctx, t)?; n])
}

/// Shape and element type of a ranked tensor or memref.
pub fn shaped_parts(ctx: &Context, t: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, element, .. } | TypeKind::RankedTensor { shape, element, .. } => {
            Some((shape.as_slice(), *element))
        }
        _ => None,
    }
}

/// Whether `t` is a ranked or unranked memref.
pub fn is_any_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

/// Whether `t` is a ranked or unranked tensor.
pub fn is_any_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// The shape of a ranked shaped type (tensor, memref or vector); `None` when unranked or not
/// shaped.
pub fn ranked_shape(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. }
        | TypeKind::MemRef { shape, .. }
        | TypeKind::Vector { shape, .. } => Some(shape.as_slice()),
        _ => None,
    }
}

/// [`ranked_shape`], owned.
pub fn shape_of(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    ranked_shape(ctx, t).map(<[i64]>::to_vec)
}

/// Memory space of a (ranked or unranked) memref.
pub fn memory_space(ctx: &Context, t: Type) -> Option<Attr> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    }
}

/// An `'op' op operand #i must be <desc>, but got '<type>'` error (`what`: `operand` or
/// `result`).
pub fn constraint_error(
    ctx: &Context,
    op: OpId,
    (what, index): (&str, usize),
    desc: &str,
    t: Type,
) -> Diagnostic {
    let t = ty_str(ctx, t);
    ctx.op_error(op, format!("{what} #{index} must be {desc}, but got '{t}'"))
}

/// Checks each operand (`what` = `operand`) or result (`result`) in `range` with `pred`,
/// failing with MLIR's constraint message.
pub fn check_values(
    ctx: &Context,
    op: OpId,
    (what, range): (&str, std::ops::Range<usize>),
    desc: &str,
    pred: impl Fn(&Context, Type) -> bool,
) -> Result<(), Diagnostic> {
    let o = ctx.op(op);
    let values = if what == "result" {
        &o.results
    } else {
        &o.operands
    };
    let failed = range
        .filter_map(|i| Some((i, ctx.value_type(*values.get(i)?))))
        .find(|&(_, t)| !pred(ctx, t));
    failed.map_or(Ok(()), |(i, t)| {
        Err(constraint_error(ctx, op, (what, i), desc, t))
    })
}

/// MLIR's `AtLeastNOperands` check.
pub fn check_min_operands(ctx: &Context, op: OpId, n: usize) -> Result<(), Diagnostic> {
    let have = ctx.op(op).operands.len();
    if have >= n {
        return Ok(());
    }
    Err(ctx.op_error(
        op,
        format!("expected {n} or more operands, but found {have}"),
    ))
}

/// Sizes of the `operandSegmentSizes` property, checked against the operand count
/// (MLIR's `AttrSizedOperandSegments`; an absent property is all zeros).
pub use tile_ir::ods::checked_segments as operand_segments;

/// `array<i32: ...>` for an `operandSegmentSizes` property.
pub use tile_ir::ods::segment_attr;

/// `array<i64: ...>`.
pub fn i64_array_attr(ctx: &mut Context, values: &[i64]) -> Attr {
    let i64t = ctx.int_type(64);
    ctx.intern_attr(AttrKind::DenseArray {
        element: i64t,
        values: values.iter().map(|&s| Scalar::Int(s as i128)).collect(),
    })
}

/// The values of an `array<i64: ...>` attribute.
pub fn i64_array(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { element, values } if is_signless_int(ctx, *element, Some(64)) => {
            values
                .iter()
                .map(|s| {
                    if let Scalar::Int(i) = s {
                        i64::try_from(*i).ok()
                    } else {
                        None
                    }
                })
                .collect()
        }
        _ => None,
    }
}

/// Splits the operands of `op` by segment sizes.
pub fn split_segments(values: &[Value], sizes: &[usize]) -> Vec<Vec<Value>> {
    let mut out = Vec::with_capacity(sizes.len());
    let mut at = 0usize;
    for &s in sizes {
        let end = at.saturating_add(s).min(values.len());
        out.push(values.get(at..end).map(|x| x.to_vec()).unwrap_or_default());
        at = end;
    }
    out
}

/// Moves inherent attributes written in an op's attribute dictionary into its properties, as
/// MLIR does when an op's custom syntax parses `attr-dict`.
pub fn move_inherent(st: &mut OperationState, names: &[&str]) {
    for &k in names {
        if let Some(a) = find_named(&st.attributes, k) {
            remove_named(&mut st.attributes, k);
            st.set_property(k, a);
        }
    }
}

pub use tile_ir::ods::ensure_terminator;

/// MLIR's `HasParent`/`ParentOneOf` check.
pub fn check_parent(ctx: &Context, op: OpId, names: &[&str]) -> Result<(), Diagnostic> {
    let parent = ctx.parent_op(op).map(|p| ctx.op_name_of(p).to_string());
    if parent.as_deref().is_some_and(|p| names.contains(&p)) {
        return Ok(());
    }
    match names {
        [one] => Err(ctx.op_error(op, format!("expects parent op '{one}'"))),
        _ => Err(ctx.op_error(
            op,
            format!("expects parent op to be one of '{}'", names.join(", ")),
        )),
    }
}

/// MLIR's `SingleBlock` check for every region of `op`: at most one block, and (unless the op
/// has no terminator) a non-empty one.
pub fn check_single_block(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    for (i, &r) in ctx.op(op).regions().iter().enumerate() {
        let blocks = &ctx.region(r).blocks;
        if blocks.is_empty() {
            continue;
        }
        if blocks.len() != 1 {
            return Err(ctx.op_error(op, format!("expects region #{i} to have 0 or 1 blocks")));
        }
        if blocks.first().is_some_and(|&b| ctx.block(b).ops.is_empty()) {
            return Err(ctx.op_error(op, "expects a non-empty block"));
        }
    }
    Ok(())
}

/// MLIR's `SingleBlockImplicitTerminator<term>` check (after [`check_single_block`]).
pub fn check_implicit_terminator(ctx: &Context, op: OpId, term: &str) -> Result<(), Diagnostic> {
    check_single_block(ctx, op)?;
    for &r in ctx.op(op).regions() {
        let Some(&b) = ctx.region(r).blocks.first() else {
            continue;
        };
        let Some(&last) = ctx.block(b).ops.last() else {
            continue;
        };
        let name = ctx.op_name_of(last);
        if name != term {
            let loc = ctx.op(op).loc;
            return Err(ctx
                .op_error(
                    op,
                    format!("expects regions to end with '{term}', found '{name}'"),
                )
                .with_note(
                    loc,
                    format!("in custom textual format, the absence of terminator implies '{term}'"),
                ));
        }
    }
    Ok(())
}

/// The ODS `SizedRegion<1>` constraint (`MaxSizedRegion<1>` when `at_most`): `region #i
/// ('name') failed to verify constraint: region with [at most] 1 blocks`.
pub fn check_sized_region(
    ctx: &Context,
    op: OpId,
    (index, name): (usize, &str),
    at_most: bool,
) -> Result<(), Diagnostic> {
    let Some(&r) = ctx.op(op).regions().get(index) else {
        return Ok(());
    };
    let n = ctx.region(r).blocks.len();
    if n == 1 || (at_most && n == 0) {
        return Ok(());
    }
    let what = if at_most {
        "at most 1 blocks"
    } else {
        "1 blocks"
    };
    Err(ctx.op_error(
        op,
        format!("region #{index} ('{name}') failed to verify constraint: region with {what}"),
    ))
}

/// The terminator (last op of the first block) of region `index` of `op`.
pub fn region_terminator(ctx: &Context, op: OpId, index: usize) -> Option<OpId> {
    let r = *ctx.op(op).regions().get(index)?;
    let b = *ctx.region(r).blocks.first()?;
    ctx.block(b).ops.last().copied()
}

/// The entry block arguments of region `index` of `op` (empty if it has no block).
pub fn region_args(ctx: &Context, op: OpId, index: usize) -> Vec<Value> {
    ctx.op(op)
        .regions()
        .get(index)
        .and_then(|&r| ctx.entry_block(r))
        .map(|b| ctx.block(b).args.to_vec())
        .unwrap_or_default()
}

/// The integer value of `v` when an `arith.constant` defines it.
pub fn constant_int(ctx: &Context, v: Value) -> Option<i128> {
    let d = ctx.defining_op(v)?;
    if ctx.op_name_of(d) != "arith.constant" {
        return None;
    }
    match ctx.attr_kind(ctx.op_attr(d, "value")?) {
        AttrKind::Integer { value, .. } => Some(*value),
        AttrKind::Bool(b) => Some(i128::from(*b)),
        _ => None,
    }
}

/// Parses `(%a = %x, %b = %y)`: the region argument names and the operands they are bound to.
pub fn parse_assignment_list<'a>(
    p: &mut Parser<'a>,
) -> PResult<(Vec<UnresolvedOperand<'a>>, Vec<UnresolvedOperand<'a>>)> {
    let mut args = Vec::new();
    let mut operands = Vec::new();
    p.parse_comma_list(
        Some((TokenKind::LParen, "(")),
        (TokenKind::RParen, ")"),
        |p| {
            args.push(p.parse_argument()?);
            p.parse_token(TokenKind::Equal, "=")?;
            operands.push(p.parse_operand()?);
            Ok(())
        },
    )?;
    Ok((args, operands))
}

/// Parses `-> type` or `-> (types)` if an arrow is present (MLIR's `parseOptionalArrowTypeList`).
pub fn parse_optional_arrow_types(p: &mut Parser<'_>) -> PResult<Vec<Type>> {
    if p.consume_if(TokenKind::Arrow) {
        p.parse_function_result_types()
    } else {
        Ok(Vec::new())
    }
}

/// Prints ` -> type` / ` -> (a, b)` when `types` is non-empty (MLIR's `printOptionalArrowTypeList`).
pub fn print_optional_arrow_types(p: &mut OpPrinter<'_>, types: &[Type]) {
    if !types.is_empty() {
        p.write(" -> ");
        p.result_types(types);
    }
}

/// MLIR's text of a memref type given by its parts (`memref<4x?xf32, strided<[1]>, 1>`), for
/// messages naming a type a verifier computes; `layout` is the layout's text (empty for none).
pub fn memref_text(
    ctx: &Context,
    shape: &[i64],
    element: Type,
    layout: &str,
    space: Option<Attr>,
) -> String {
    let dims: String = shape.iter().map(|&d| format!("{}x", dim_str(d))).collect();
    let layout = if layout.is_empty() {
        String::new()
    } else {
        format!(", {layout}")
    };
    // An integer memory space prints without its `: i64`, as inside the type.
    let space = space.map_or(String::new(), |a| {
        let text = tile_ir::printer::attr_to_string(ctx, a);
        format!(", {}", text.trim_end_matches(" : i64"))
    });
    format!("memref<{dims}{}{layout}{space}>", ty_str(ctx, element))
}

/// Whether MLIR's `computeRankReductionMask` succeeds (without dynamic matching): `reduced`
/// is `original` with some unit dimensions dropped (rank-reduced slices and subviews).
pub fn is_rank_reduction(original: &[i64], reduced: &[i64]) -> bool {
    let mut kept = reduced.iter().peekable();
    for d in original {
        if kept.peek() == Some(&d) {
            kept.next();
        } else if *d != 1 {
            return false;
        }
    }
    kept.next().is_none()
}

/// Writes a static or dynamic size (`?` for [`DYNAMIC`]).
pub fn dim_str(d: i64) -> String {
    if d == DYNAMIC {
        "?".to_string()
    } else {
        d.to_string()
    }
}

/// A list's delimiters: the opening and closing tokens and their spellings.
pub type Delimiters = ((TokenKind, char), (TokenKind, char));
/// `[...]`.
pub const SQUARE: Delimiters = ((TokenKind::LSquare, '['), (TokenKind::RSquare, ']'));
/// `(...)`.
pub const PAREN: Delimiters = ((TokenKind::LParen, '('), (TokenKind::RParen, ')'));

/// MLIR's dynamic index list (`[%a, 4]` or, with `PAREN`, `(%a, 4)`): the static values
/// with [`DYNAMIC`] for each SSA operand, and the operands.
pub fn dynamic_index_list_in<'a>(
    p: &mut Parser<'a>,
    op: Option<&str>,
    ((open, open_c), (close, close_c)): Delimiters,
) -> PResult<(Vec<i64>, Vec<UnresolvedOperand<'a>>)> {
    let mut statics = Vec::new();
    let mut dynamics = Vec::new();
    // MLIR's `parseCommaSeparatedList(delimiter, ..., " in dynamic index list")`.
    if !p.consume_if(open) {
        return Err(p.wrong_token_error(format!("expected '{open_c}' in dynamic index list")));
    }
    if p.consume_if(close) {
        return Ok((statics, dynamics));
    }
    loop {
        if p.at_operand() {
            dynamics.push(p.parse_operand()?);
            statics.push(DYNAMIC);
        } else {
            let loc = p.loc();
            let v = p.parse_i64().map_err(|d| match op {
                Some(op) => tile_ir::ods::custom_error(loc, op, d.message),
                None => d,
            })?;
            statics.push(v);
        }
        if p.consume_if(TokenKind::Comma) {
            continue;
        }
        if p.consume_if(close) {
            break;
        }
        return Err(p.wrong_token_error(format!("expected '{close_c}' in dynamic index list")));
    }
    Ok((statics, dynamics))
}

/// Prints MLIR's dynamic index list: static values, with the next SSA value for each
/// [`DYNAMIC`] entry.
pub fn print_dynamic_index_list(p: &mut OpPrinter<'_>, statics: &[i64], dynamics: &[Value]) {
    print_dynamic_index_list_in(p, statics, dynamics, SQUARE);
}

/// [`print_dynamic_index_list`] between the given delimiters.
pub fn print_dynamic_index_list_in(
    p: &mut OpPrinter<'_>,
    statics: &[i64],
    dynamics: &[Value],
    ((_, open), (_, close)): Delimiters,
) {
    p.write(&open.to_string());
    let mut dyn_iter = dynamics.iter();
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if s == DYNAMIC {
            match dyn_iter.next() {
                Some(&v) => p.operand(v),
                None => p.write("<<NULL VALUE>>"),
            }
        } else {
            p.write(&s.to_string());
        }
    }
    p.write(&close.to_string());
}

/// The location of an op.
pub fn op_loc(ctx: &Context, op: OpId) -> Loc {
    ctx.op(op).loc
}

/// `custom<DynamicIndexList>($dynamics, $statics)`: MLIR's `[%a, 4, %b]` list of mixed
/// static and SSA entries (`ViewLikeInterface`), shared by every view-like op.
pub const DYNAMIC_INDEX_LIST: tile_ir::ods::CustomDirective = tile_ir::ods::CustomDirective {
    name: "DynamicIndexList",
    parse: |p, fs, args| parse_index_list_directive(p, fs, args, SQUARE),
    print: |p, view| print_index_list_directive(p, view, SQUARE),
};

/// `custom<DynamicIndexListParen>($dynamic, $static)`: MLIR's `DynamicIndexList` with
/// `Delimiter::Paren` (`affine.delinearize_index %i into (%a, 4)`).
pub const DYNAMIC_INDEX_LIST_PAREN: tile_ir::ods::CustomDirective = tile_ir::ods::CustomDirective {
    name: "DynamicIndexListParen",
    parse: |p, fs, args| parse_index_list_directive(p, fs, args, PAREN),
    print: |p, view| print_index_list_directive(p, view, PAREN),
};

fn parse_index_list_directive<'a>(
    p: &mut Parser<'a>,
    fs: &mut tile_ir::ods::FormatState<'a>,
    args: &[tile_ir::ods::CustomArg],
    delims: Delimiters,
) -> PResult<()> {
    let (statics, dynamics) = dynamic_index_list_in(p, Some(fs.op), delims)?;
    fs.set_operands(args.first(), dynamics);
    let a = i64_array_attr(p.ctx, &statics);
    fs.set_attr(args.get(1), a);
    Ok(())
}

fn print_index_list_directive(
    p: &mut OpPrinter<'_>,
    view: &tile_ir::ods::CustomView<'_>,
    delims: Delimiters,
) {
    let ctx = p.ctx();
    let dynamics = view.values(ctx, 0);
    let statics = view
        .attr(ctx, 1)
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default();
    print_dynamic_index_list_in(p, &statics, &dynamics, delims);
}

/// ` iter_args(%a = %x, ...) -> (types)` of a loop (`scf.for`, `affine.for`): each init with
/// the region argument it binds; nothing without inits.
pub fn print_iter_args(
    p: &mut tile_ir::printer::OpPrinter<'_>,
    region_args: &[tile_ir::Value],
    inits: &[tile_ir::Value],
) {
    if inits.is_empty() {
        return;
    }
    p.write(" iter_args(");
    print_assignments(p, region_args, inits);
    p.write(") -> (");
    let ctx = p.ctx();
    let tys: Vec<tile_ir::Type> = inits.iter().map(|&v| ctx.value_type(v)).collect();
    p.types(&tys);
    p.write(")");
}

/// One edge of MLIR's `RegionBranchOpInterface` verifier: the values `source` passed from
/// `src` (`parent` or `Operation x.y`, at `point_loc`) must match the `inputs` of `dst`
/// (`parent` or `Region #i`) in count and types, with MLIR's messages.
pub fn check_region_edge(
    ctx: &Context,
    op: OpId,
    (src, point_loc): (&str, Loc),
    dst: &str,
    source: &[Value],
    inputs: &[Value],
) -> Result<(), Diagnostic> {
    let edge = format!("along control flow edge from {src} to {dst}");
    if source.len() != inputs.len() {
        return Err(ctx
            .op_error(
                op,
                format!(
                    "{edge}: region branch point has {} operands, but region successor needs {} inputs",
                    source.len(),
                    inputs.len()
                ),
            )
            .with_note(point_loc, "region branch point"));
    }
    for (i, (&a, &b)) in source.iter().zip(inputs).enumerate() {
        let (ta, tb) = (ctx.value_type(a), ctx.value_type(b));
        if ta != tb {
            return Err(ctx
                .op_error(
                    op,
                    format!(
                        "{edge}: successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                        ty_str(ctx, ta),
                        ty_str(ctx, tb)
                    ),
                )
                .with_note(point_loc, "region branch point"));
        }
    }
    Ok(())
}

/// `%a = %x, %b = %y`: region arguments with the values they start from (`iter_args`,
/// `shared_outs`, `scf.while`'s operands).
pub fn print_assignments(
    p: &mut OpPrinter<'_>,
    args: &[tile_ir::Value],
    values: &[tile_ir::Value],
) {
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if let Some(&a) = args.get(i) {
            p.operand(a);
        }
        p.write(" = ");
        p.operand(v);
    }
}

/// A parenthesized list of region arguments (`(%i, %j)` of loop induction variables).
pub fn parse_paren_arguments<'a>(p: &mut Parser<'a>) -> PResult<Vec<UnresolvedOperand<'a>>> {
    let mut out = Vec::new();
    p.parse_comma_list(
        Some((TokenKind::LParen, "(")),
        (TokenKind::RParen, ")"),
        |p| {
            out.push(p.parse_argument()?);
            Ok(())
        },
    )?;
    Ok(out)
}

/// A declared op's registration with hand-written syntax (what its format cannot say); its
/// `verify` hook comes from the spec's `verify` clause.
pub fn hand_written(def: OpDef, parse: ParseFn, print: PrintFn) -> OpDef {
    OpDef {
        parse: Some(parse),
        print: Some(print),
        ..def
    }
}

/// `custom<ColonMemRefType>(type($memref))`: a hand-written parser's `: memref<...>` (MLIR's
/// `parseColonType` into a `MemRefType`), whose wrong-kind error stands at the colon.
pub const COLON_MEMREF_TYPE: tile_ir::ods::CustomDirective = tile_ir::ods::CustomDirective {
    name: "ColonMemRefType",
    parse: |p, fs, args| {
        let loc = p.loc();
        p.parse_token(TokenKind::Colon, ":")?;
        let t = p.parse_type()?;
        if !matches!(p.ctx.type_kind(t), TypeKind::MemRef { .. }) {
            let found = ty_str(p.ctx, t);
            let msg = format!(
                "invalid kind of type specified: expected builtin.memref, but found '{found}'"
            );
            return Err(tile_ir::ods::custom_error(loc, fs.op_name, msg));
        }
        fs.set_types(args.first(), vec![t]);
        Ok(())
    },
    print: |p, view| {
        let ctx = p.ctx();
        p.write(": ");
        p.types(&view.types(ctx, 0));
    },
};

/// `custom<ResultTypes>(type($results))` after `->`: MLIR's `parseFunctionResultTypes`
/// (`f32` or `(f32, i32)`), printed as `printOptionalArrowTypeList` does.
pub const RESULT_TYPES: tile_ir::ods::CustomDirective = tile_ir::ods::CustomDirective {
    name: "ResultTypes",
    parse: parse_result_types,
    print: |p, view| print_result_types(p, view, false),
};

/// [`RESULT_TYPES`] printed in parentheses even when one (`scf.if %c -> (f32)`).
pub const PAREN_RESULT_TYPES: tile_ir::ods::CustomDirective = tile_ir::ods::CustomDirective {
    name: "ParenResultTypes",
    parse: parse_result_types,
    print: |p, view| print_result_types(p, view, true),
};

fn print_result_types(p: &mut OpPrinter<'_>, view: &tile_ir::ods::CustomView<'_>, parens: bool) {
    let types = view.types(p.ctx(), 0);
    if parens {
        p.write("(");
        p.types(&types);
        p.write(")");
    } else {
        p.result_types(&types);
    }
}

fn parse_result_types<'a>(
    p: &mut Parser<'a>,
    fs: &mut tile_ir::ods::FormatState<'a>,
    args: &[tile_ir::ods::CustomArg],
) -> PResult<()> {
    let types = p.parse_function_result_types()?;
    fs.set_types(args.first(), types);
    Ok(())
}
