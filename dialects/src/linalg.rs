//! The `linalg` dialect: `linalg.generic`, `yield`, `index`, `transpose`, `broadcast`,
//! `map`, `reduce`, `softmax`, and every named structured op of MLIR 22 (matmul family, contract,
//! elementwise, convolutions, poolings, ...) from the table in [`named`], with MLIR 22's custom
//! forms (named ops print without their body and rebuild it when parsed), verifiers and
//! result names.

pub mod attrs;
pub mod body;
pub mod build;
pub mod canonicalize;
pub mod maps;
pub mod named;
pub mod ops;
pub mod pack;
pub mod softmax;
pub mod structured;
pub mod winograd;

use crate::ods::{hand_written, print_trait_dict, shaped_parts};
use crate::tensor::util::*;
use maps::map_list;
pub use ops::{BroadcastOp, GenericOp, MapOp, ReduceOp, TransposeOp};
use tile_ir::affine::AffineMap;
use tile_ir::declare_op;
use tile_ir::dialect::{DialectInfo, DialectRegistry, OpDef, OpTraits};
use tile_ir::ir::find_named;
use tile_ir::ods::constraints::{ANY_TYPE, INDEX};
use tile_ir::ods::{Counted, check_count};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser, UnresolvedOperand};
use tile_ir::printer::OpPrinter;
use tile_ir::types::DYNAMIC;
use tile_ir::{
    Attr, AttrKind, Context, Diagnostic, Loc, OpId, OperationState, Type, TypeKind, Value,
};

declare_op! {
    /// `linalg.index 0 : index`
    pub struct IndexOp = "linalg.index", "The iteration index along one loop of the enclosing op";
    results { result: one INDEX }
    attrs { dim: required NonNegativeI64 }
    traits [PURE];
    format "$dim attr-dict `:` type($result)";
    verify verify_index;
}

declare_op! {
    /// `linalg.yield %x : f32`
    pub struct YieldOp = "linalg.yield", "Yields the values of a structured op's body";
    operands { values: many ANY_TYPE }
    traits [TERMINATOR, RETURN_LIKE, PURE];
    format "$values attr-dict (`:` type($values)^)?";
    verify verify_yield;
}

tile_ir::bounded_int_attr!(
    /// `ConfinedAttr<I64Attr, [IntMinValue<0>]>`.
    pub NonNegativeI64 = (64, 0, i64::MAX),
    MinZero,
    "64-bit signless integer attribute whose minimum value is 0"
);

/// Builds `linalg.transpose ins(%input) outs(%init) permutation = perm` on tensors, with
/// the body the op implies.
pub fn build_transpose(
    b: &mut tile_ir::builder::OpBuilder,
    ctx: &mut Context,
    loc: Loc,
    input: Value,
    init: Value,
    permutation: &[i64],
) -> OpId {
    let types = [ctx.value_type(input), ctx.value_type(init)];
    let results = tensor_results(ctx, [ctx.value_type(init)]);
    let op = TransposeOp::build(b, ctx, loc, &results, input, init, permutation.to_vec());
    let region = op.region(ctx);
    build::fill_body(ctx, region, loc, &types, |_, _, args| {
        args.first().copied().into_iter().collect()
    });
    op.op()
}

/// Registers the linalg dialect.
pub fn register(r: &mut DialectRegistry) {
    r.add_ops(pack::OPS);
    r.add_ops(softmax::OPS);
    r.add_ops(winograd::OPS);
    r.add_dialect(DialectInfo {
        parse_attr: Some(attrs::parse_linalg_attr),
        ..DialectInfo::new("linalg", "Structured operations on tensors and buffers")
    });
    r.add_op(OpDef {
        asm_block_arg_names: Some(block_arg_names),
        ..declared_structured(hand_written(GenericOp::def(), parse_generic, print_generic))
    });
    r.add_ops(&[YieldOp::def, IndexOp::def]);
    for row in named::NAMED_OPS {
        let (parse, print): (tile_ir::dialect::ParseFn, tile_ir::dialect::PrintFn) = match row
            .syntax
        {
            named::Syntax::Named => (parse_named, print_named),
            named::Syntax::IndexingMaps | named::Syntax::Contract => (parse_matmul, print_matmul),
            named::Syntax::Elementwise => (parse_elementwise, print_elementwise),
        };
        r.add_op(OpDef {
            inherent_attrs: named_inherent_attrs(row),
            fold: Some(named::fold::fold_memref_casts),
            canonicalize: match row.name {
                "linalg.copy" => &[canonicalize::simplify_copy],
                _ => &[canonicalize::simplify_structured],
            },
            ..structured_def(row.name, row.summary, parse, print)
        });
    }
    r.add_op(OpDef {
        asm_names: Some(|ctx, op| result_named(ctx, op, "transposed")),
        ..declared_structured(hand_written(
            TransposeOp::def(),
            |p, st| parse_dst_style_with_array(p, st, "permutation"),
            |p, op| print_dst_style_with_array(p, op, "permutation"),
        ))
    });
    r.add_op(OpDef {
        asm_names: Some(|ctx, op| result_named(ctx, op, "broadcasted")),
        ..declared_structured(hand_written(
            BroadcastOp::def(),
            |p, st| parse_dst_style_with_array(p, st, "dimensions"),
            |p, op| print_dst_style_with_array(p, op, "dimensions"),
        ))
    });
    r.add_op(OpDef {
        asm_block_arg_names: Some(block_arg_names),
        asm_names: Some(|ctx, op| result_named(ctx, op, "mapped")),
        ..declared_structured(hand_written(
            MapOp::def(),
            |p, st| parse_map_like(p, st, false),
            |p, op| print_map_like(p, op, false),
        ))
    });
    r.add_op(OpDef {
        asm_block_arg_names: Some(block_arg_names),
        asm_names: Some(|ctx, op| result_named(ctx, op, "reduced")),
        ..declared_structured(hand_written(
            ReduceOp::def(),
            |p, st| parse_map_like(p, st, true),
            |p, op| print_map_like(p, op, true),
        ))
    });
}

/// A declared structured op's record: the spec checks its structure, the hook the
/// semantics (MLIR's `verify()` and the interfaces'); effects only on buffers.
fn declared_structured(def: OpDef) -> OpDef {
    OpDef {
        verify: Some(verify_semantics),
        has_effects: Some(has_buffer_operands),
        ..def
    }
}

/// The record every named op shares (the table is its spec): the structured verifier,
/// effects only on buffers, one single-block region.
fn structured_def(
    name: &'static str,
    summary: &'static str,
    parse: tile_ir::dialect::ParseFn,
    print: tile_ir::dialect::PrintFn,
) -> OpDef {
    OpDef {
        parse: Some(parse),
        print: Some(print),
        verify: Some(verify_structured),
        has_effects: Some(has_buffer_operands),
        ..OpDef::new(
            name,
            summary,
            OpTraits::RECURSIVE_EFFECTS | OpTraits::SINGLE_BLOCK,
        )
    }
}

/// MLIR's `getAsmResultNames` for an op whose results (on tensors) are `%name`: MLIR names
/// the first, which names the whole group (`%reduced:2`).
fn result_named(ctx: &Context, op: OpId, name: &str) -> Vec<(usize, String)> {
    (0..ctx.op(op).results.len())
        .map(|i| (i, name.to_string()))
        .collect()
}

/// Whether a structured op reads or writes memrefs (MLIR's `getGenericEffectsImpl`; on
/// tensors it has no effects of its own).
fn has_buffer_operands(ctx: &Context, op: OpId) -> bool {
    ctx.op(op)
        .operands
        .iter()
        .any(|&v| is_memref(ctx, ctx.value_type(v)))
}

/// Whether `op` is one of linalg's structured ops (MLIR's `LinalgOp` interface).
pub fn is_linalg_op(ctx: &Context, op: OpId) -> bool {
    structured::StructuredOp::cast(ctx, op).is_some()
}

/// Block argument names for the printer (MLIR's `getAsmBlockArgumentNames`): `in` for the
/// inputs and `out` (`init` for `linalg.map`/`linalg.reduce`) for the outputs of `linalg.generic`,
/// `linalg.map` and `linalg.reduce`.
pub fn block_arg_names(ctx: &Context, op: OpId) -> Vec<(Value, String)> {
    let name = ctx.op_name_of(op);
    let out_name = match name {
        "linalg.generic" => "out",
        "linalg.reduce" | "linalg.map" => "init",
        _ => return Vec::new(),
    };
    let Some(block) = entry_block(ctx, op, 0) else {
        return Vec::new();
    };
    let (ins, _) = dps_operands(ctx, op);
    let args = &ctx.block(block).args;
    args.iter()
        .enumerate()
        .map(|(i, &a)| (a, if i < ins.len() { "in" } else { out_name }.to_string()))
        .collect()
}

// ===== iterator kinds and indexing maps of each structured op =====

/// What every structured op provides to the verifier.
struct Structure {
    maps: Vec<AffineMap>,
    num_loops: usize,
}

fn dps_operands(ctx: &Context, op: OpId) -> (Vec<Value>, Vec<Value>) {
    structured::StructuredOp(op).operands(ctx)
}

fn i64_list(ctx: &Context, op: OpId, name: &str) -> Vec<i64> {
    ctx.op_attr(op, name)
        .and_then(|a| dense_i64(ctx, a))
        .unwrap_or_default()
}

fn structure(ctx: &Context, op: OpId) -> Option<Structure> {
    let view = structured::StructuredOp::cast(ctx, op)?;
    let maps = view.indexing_maps(ctx)?;
    Some(Structure {
        maps,
        num_loops: view.num_loops(ctx),
    })
}

/// The number of loops of a structured op (`linalg.index` bounds).
fn num_loops(ctx: &Context, op: OpId) -> usize {
    structure(ctx, op).map_or(0, |s| s.num_loops)
}

// ===== shared syntax =====

/// The operands written in `ins(...)` and `outs(...)`.
struct InsOuts<'a> {
    /// Whether the op's properties were written as `<{...}>`.
    prop_dict: bool,
    ins: Vec<UnresolvedOperand<'a>>,
    in_types: Vec<Type>,
    in_loc: Loc,
    outs: Vec<UnresolvedOperand<'a>>,
    out_types: Vec<Type>,
    out_loc: Loc,
}

/// MLIR's `parseCommonStructuredOpParts`: `<{props}>`, an attribute dictionary, `ins(..)`,
/// `outs(..)`; resolves the operands.
fn parse_common<'a>(
    p: &mut Parser<'a>,
    st: &mut OperationState,
    segments: bool,
) -> PResult<InsOuts<'a>> {
    let prop_dict = p.consume_if(TokenKind::Less);
    if prop_dict {
        let loc = p.loc();
        let a = p.parse_attribute()?;
        let AttrKind::Dictionary(entries) = p.ctx.attr_kind(a).clone() else {
            return Err(p.error_at(loc, "expected dictionary attribute for properties"));
        };
        for (k, v) in entries {
            st.set_property(&k, v);
        }
        p.parse_token(TokenKind::Greater, ">")?;
    }
    p.parse_optional_attr_dict(&mut st.attributes)?;
    let mut io = InsOuts {
        prop_dict,
        ins: Vec::new(),
        in_types: Vec::new(),
        in_loc: p.loc(),
        outs: Vec::new(),
        out_types: Vec::new(),
        out_loc: p.loc(),
    };
    if p.consume_keyword("ins") {
        p.parse_token(TokenKind::LParen, "(")?;
        io.in_loc = p.loc();
        io.ins = p.parse_operand_list()?;
        p.parse_token(TokenKind::Colon, ":")?;
        io.in_types = p.parse_type_list()?;
        p.parse_token(TokenKind::RParen, ")")?;
    }
    if p.consume_keyword("outs") {
        io.out_loc = p.loc();
        p.parse_token(TokenKind::LParen, "(")?;
        io.outs = p.parse_operand_list()?;
        p.parse_token(TokenKind::Colon, ":")?;
        io.out_types = p.parse_type_list()?;
        p.parse_token(TokenKind::RParen, ")")?;
    }
    let ins = p.resolve_operands(&io.ins, &io.in_types, io.in_loc)?;
    let outs = p.resolve_operands(&io.outs, &io.out_types, io.out_loc)?;
    st.operands.extend(ins);
    st.operands.extend(outs);
    if segments {
        let a = tile_ir::ods::segment_attr(p.ctx, &[io.ins.len(), io.outs.len()]);
        st.set_property("operandSegmentSizes", a);
    }
    Ok(io)
}

/// ` ins(%a : t) outs(%b : u)`
fn print_ins_outs(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let (ins, outs) = dps_operands(ctx, op);
    for (kw, vals) in [("ins", ins), ("outs", outs)] {
        if vals.is_empty() {
            continue;
        }
        p.write(" ");
        p.write(kw);
        p.write("(");
        p.operands(&vals);
        p.write(" : ");
        let tys: Vec<Type> = vals.iter().map(|&v| ctx.value_type(v)).collect();
        p.types(&tys);
        p.write(")");
    }
}

/// The element type of a ranked tensor or memref, any other type itself.
fn scalar_or_element(ctx: &Context, t: Type) -> Type {
    shaped_parts(ctx, t).map_or(t, |(_, e)| e)
}

/// Ranked tensor outputs become results (MLIR's `parseDstStyleOp`).
fn tensor_results(ctx: &Context, out_types: impl IntoIterator<Item = Type>) -> Vec<Type> {
    let ranked = |&t: &Type| is_ranked_tensor(ctx, t);
    out_types.into_iter().filter(ranked).collect()
}

/// Parses `name = [1, 2]` (MLIR's `parseDenseI64ArrayAttr`).
fn parse_i64_array_kw(p: &mut Parser<'_>, st: &mut OperationState, name: &str) -> PResult<()> {
    p.expect_keyword(name)?;
    p.parse_token(TokenKind::Equal, "=")?;
    let mut vals = Vec::new();
    p.parse_comma_list(
        Some((TokenKind::LSquare, "[")),
        (TokenKind::RSquare, "]"),
        |p| {
            vals.push(p.parse_i64()?);
            Ok(())
        },
    )?;
    let a = i64_array_attr(p.ctx, &vals);
    st.set_property(name, a);
    Ok(())
}

/// ` name = [1, 2] ` (MLIR's `printDenseI64ArrayAttr`, trailing space included).
fn print_i64_array_kw(p: &mut OpPrinter<'_>, op: OpId, name: &str) {
    let vals = i64_list(p.ctx(), op, name);
    let list: Vec<String> = vals.iter().map(|v| v.to_string()).collect();
    p.write(&format!(" {name} = [{}] ", list.join(", ")));
}

// ===== linalg.generic =====

/// Whether `name` is one of `linalg.generic`'s declared attributes (the trait dictionary's
/// entries).
fn is_generic_trait_attr(name: &str) -> bool {
    GenericOp::spec().attr(name).is_some()
}

fn parse_generic(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let dict_loc = p.loc();
    // The trait dictionary is written inline or as an alias (`linalg.generic #trait ...`).
    let entries = if p.kind() == TokenKind::LBrace {
        p.parse_dictionary_entries()?
    } else {
        if p.kind() == TokenKind::BareIdent {
            return Err(p.wrong_token_error("expected attribute value"));
        }
        let a = p.parse_attribute()?;
        match p.ctx.attr_kind(a) {
            AttrKind::Dictionary(entries) => entries.clone(),
            _ => {
                return Err(custom_error(
                    dict_loc,
                    "linalg.generic",
                    "invalid kind of attribute specified",
                ));
            }
        }
    };
    let Some(iters) = find_named(&entries, "iterator_types") else {
        return Err(custom_error(
            dict_loc,
            "linalg.generic",
            "expected \"iterator_types\" array attribute",
        ));
    };
    let AttrKind::Array(items) = p.ctx.attr_kind(iters).clone() else {
        return Err(custom_error(
            dict_loc,
            "linalg.generic",
            "expected \"iterator_types\" array attribute",
        ));
    };
    let mut converted = Vec::with_capacity(items.len());
    for a in items {
        let s = p.ctx.attr_str(a).map(str::to_string);
        match s.as_deref() {
            Some(v @ ("parallel" | "reduction")) => {
                converted.push(attrs::enum_attr(p.ctx, "iterator_type", v))
            }
            Some(other) => {
                return Err(custom_error(
                    p.loc(),
                    "linalg.generic",
                    format!("unexpected iterator_type ({other})"),
                ));
            }
            None => {
                return Err(custom_error(
                    p.loc(),
                    "linalg.generic",
                    "unexpected iterator_type ()",
                ));
            }
        }
    }
    let iters = p.ctx.array_attr(converted);
    for (k, v) in entries {
        if k == "iterator_types" {
            st.set_property(&k, iters);
        } else if is_generic_trait_attr(&k) {
            st.set_property(&k, v);
        } else {
            st.set_attribute(&k, v);
        }
    }
    let attrs_loc = p.loc();
    parse_common(p, st, true)?;
    // MLIR checks the inherent attributes while parsing (`verifyInherentAttrs`).
    if let Some(maps) = find_named(&st.properties, "indexing_maps")
        && map_list(p.ctx, maps).is_none()
    {
        return Err(custom_error(
            attrs_loc,
            "linalg.generic",
            "'linalg.generic' op attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute",
        ));
    }
    if p.consume_keyword("attrs") {
        p.parse_token(TokenKind::Equal, "=")?;
        p.parse_optional_attr_dict(&mut st.attributes)?;
    }
    let region = p.parse_region(&[])?;
    st.regions.push(region);
    st.result_types = parse_optional_arrow_types(p)?;
    let trait_attrs: Vec<&str> = GenericOp::spec().attrs.iter().map(|a| a.name).collect();
    move_inherent(st, &trait_attrs);
    Ok(())
}

fn print_generic(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let all = ctx.op_all_attrs(op);
    p.write(" ");
    let traits: Vec<(&str, Attr)> = all
        .iter()
        .filter(|(k, _)| is_generic_trait_attr(k))
        .map(|(k, v)| (k.as_str(), *v))
        .collect();
    if !traits.is_empty() {
        print_trait_dict(p, &traits, |ctx, it| {
            attrs::enum_case(ctx, it, "iterator_type")
        });
    }
    print_ins_outs(p, op);
    let spec = GenericOp::spec();
    if all.iter().any(|(k, _)| !spec.is_inherent(k)) {
        let inherent: Vec<&str> = all
            .iter()
            .map(|(k, _)| k.as_str())
            .filter(|k| spec.is_inherent(k))
            .collect();
        p.write(" attrs = ");
        p.attr_dict(&all, &inherent);
    }
    if let Some(&r) = ctx.op(op).regions().first()
        && !ctx.region(r).blocks.is_empty()
    {
        p.write(" ");
        p.region(r, true, true);
    }
    print_optional_arrow_types(p, &ctx.result_types(op));
}

// ===== named ops with an implicit body =====

/// The attributes a named op keeps as properties.
fn named_inherent_attrs(row: &named::NamedOp) -> &'static [&'static str] {
    if row.window > 0 {
        &["dilations", "operandSegmentSizes", "strides"]
    } else if row.syntax == named::Syntax::Elementwise {
        &["indexing_maps", "kind", "operandSegmentSizes"]
    } else if row.syntax != named::Syntax::Named {
        &["cast", "indexing_maps", "operandSegmentSizes"]
    } else if row.body.contains("cast_attr") {
        &["cast", "operandSegmentSizes"]
    } else {
        &["operandSegmentSizes"]
    }
}

fn cast_is_unsigned(ctx: &Context, st: &OperationState) -> bool {
    body::is_unsigned_cast(
        ctx,
        find_named(&st.properties, "cast").or_else(|| find_named(&st.attributes, "cast")),
    )
}

/// Builds the body of a named op from its table row (MLIR's generated region builders).
fn named_body(
    p: &mut Parser<'_>,
    st: &OperationState,
    row: &named::NamedOp,
    types: &[Type],
) -> Result<tile_ir::RegionId, String> {
    let cast_unsigned = cast_is_unsigned(p.ctx, st);
    let text =
        elementwise_kind_body(p.ctx, st, row).map_or_else(|| row.body.to_string(), |(t, _)| t);
    let (region, built) = named::body_region(p.ctx, &text, types, cast_unsigned);
    built.map(|()| region)
}

/// The body text and block argument count of a `linalg.elementwise` being parsed.
fn elementwise_kind_body(
    ctx: &Context,
    st: &OperationState,
    row: &named::NamedOp,
) -> Option<(String, usize)> {
    if row.syntax != named::Syntax::Elementwise {
        return None;
    }
    let kind = find_named(&st.properties, "kind")?;
    named::elementwise_body(attrs::enum_case(ctx, kind, "elementwise_kind")?)
}

/// MLIR's `parseNamedStructuredOp`: the common parts, another attribute dictionary, the
/// result types, then the body made by the op's region builder.
fn parse_named(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = &st.name.clone();
    let Some(row) = named::lookup(name) else {
        return Err(custom_error(p.loc(), name, "is not a named structured op"));
    };
    let start_loc = p.loc();
    let io = parse_common(p, st, true)?;
    // MLIR converts a `<{...}>` dictionary (with the segment sizes) once the op is parsed.
    let prop_dict = io.prop_dict.then(|| p.ctx.dict_attr(st.properties.clone()));
    p.parse_optional_attr_dict(&mut st.attributes)?;
    st.result_types = parse_optional_arrow_types(p)?;
    move_inherent(st, named_inherent_attrs(row));
    let attr = |n: &str| find_named(&st.properties, n);
    let cast_error = named::verify::cast_constraint_error(p.ctx, attr, row);
    // With `<{...}>` the constraints are the verifier's, not the parser's.
    let constraint_error = named::verify::window_constraint_error(p.ctx, attr, row).or(cast_error);
    if let (None, Some(msg)) = (prop_dict, constraint_error) {
        return Err(custom_error(start_loc, name, msg));
    }
    let expected = elementwise_kind_body(p.ctx, st, row).map_or(row.num_args, |(_, n)| n);
    let got = io.in_types.len() + io.out_types.len();
    if got != expected {
        let mut e = custom_error(
            p.loc(),
            name,
            format!(
                "[parseNamedStructuredOpRegion] ods-gen generated region expects {expected} args, got {got}"
            ),
        );
        // linalg.elementwise's parser reports its own failure after the region's.
        if row.syntax == named::Syntax::Elementwise {
            e.notes
                .push(custom_error(p.loc(), name, "unable to parse elemwise op"));
        }
        return Err(e);
    }
    let mut types = io.in_types.clone();
    types.extend(io.out_types.iter().copied());
    let region = named_body(p, st, row, &types).map_err(|m| custom_error(start_loc, name, m))?;
    st.regions.push(region);
    if let Some(dict) = prop_dict {
        check_prop_conversion(p.ctx, dict, row, st.loc)?;
    }
    memoize_maps(p.ctx, st, row);
    Ok(())
}

/// MLIR's `invalid properties` error when a `<{...}>` entry is not of its property's class.
fn check_prop_conversion(
    ctx: &Context,
    dict: tile_ir::Attr,
    row: &named::NamedOp,
    loc: Loc,
) -> PResult<()> {
    let AttrKind::Dictionary(entries) = ctx.attr_kind(dict) else {
        return Ok(());
    };
    let attr = |n: &str| find_named(entries, n);
    let Some((prop, value)) = named::verify::unconvertible_property(ctx, attr, row) else {
        return Ok(());
    };
    let text = |a| tile_ir::printer::attr_to_string(ctx, a);
    Err(Diagnostic::error(
        loc,
        format!(
            "invalid properties {} for op {}: Invalid attribute `{prop}` in property conversion: {}",
            text(dict),
            row.name,
            text(value)
        ),
    ))
}

/// MLIR's generated `getIndexingMaps` caches the fixed maps of a named op in the
/// discardable `linalg.memoized_indexing_maps` when the verifier first asks (the generic
/// form shows it); the cache is made here, once the op's attributes are known.
fn memoize_maps(ctx: &mut Context, st: &mut OperationState, row: &named::NamedOp) {
    if row.maps.is_empty() || row.syntax != named::Syntax::Named {
        return;
    }
    let attr =
        |name: &str| find_named(&st.properties, name).or_else(|| find_named(&st.attributes, name));
    let Some(maps) = named::fixed_maps_with(ctx, attr, row) else {
        return;
    };
    let a = maps::maps_attr(ctx, maps);
    st.set_attribute(named::MEMOIZED_MAPS, a);
}

fn print_named(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.op_attr_dict(op, &["operandSegmentSizes", named::MEMOIZED_MAPS]);
    print_ins_outs(p, op);
    print_optional_arrow_types(p, &ctx.result_types(op));
}

/// The row's default maps as an attribute (stored when `indexing_maps` is not written, as
/// MLIR's matmul-family parsers do).
fn default_maps_attr(ctx: &mut Context, row: &named::NamedOp) -> Option<Attr> {
    Some(maps::maps_attr(ctx, row.default_maps()?))
}

/// Whether `a` holds exactly the row's default maps.
fn is_default_maps(ctx: &Context, a: Attr, row: &named::NamedOp) -> bool {
    map_list(ctx, a).is_some_and(|m| Some(m) == row.default_maps())
}

/// The matmul family: an optional `indexing_maps = [...]`, then the named-op syntax.
fn parse_matmul(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let Some(row) = named::lookup(&name) else {
        return Err(custom_error(p.loc(), &name, "is not a named structured op"));
    };
    if p.consume_keyword("indexing_maps") {
        p.parse_token(TokenKind::Equal, "=")?;
        let a = p.parse_attribute()?;
        if map_list(p.ctx, a).is_none() {
            return Err(custom_error(
                p.loc(),
                &name,
                "element of indexing_maps array is not an affine_map",
            ));
        }
        st.set_property("indexing_maps", a);
    } else if row.syntax == named::Syntax::Contract {
        return Err(custom_error(
            p.loc(),
            &name,
            "expected 'indexing_maps' attribute",
        ));
    } else if let Some(a) = default_maps_attr(p.ctx, row) {
        st.set_property("indexing_maps", a);
    }
    parse_named(p, st)
}

/// `linalg.elementwise kind=#linalg.elementwise_kind<f> (indexing_maps = [...])? ...`
fn parse_elementwise(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    p.expect_keyword("kind")?;
    p.parse_token(TokenKind::Equal, "=")?;
    let kind = p.parse_attribute()?;
    if attrs::enum_case(p.ctx, kind, "elementwise_kind").is_none() {
        return Err(custom_error(
            p.loc(),
            &name,
            "expected ElementwiseKind attribute",
        ));
    }
    st.set_property("kind", kind);
    let explicit = p.consume_keyword("indexing_maps");
    if explicit {
        p.parse_token(TokenKind::Equal, "=")?;
        let mut maps = Vec::new();
        p.parse_comma_list(
            Some((TokenKind::LSquare, "[")),
            (TokenKind::RSquare, "]"),
            |p| {
                let m = p.parse_attribute()?;
                if !matches!(p.ctx.attr_kind(m), AttrKind::AffineMap(_)) {
                    // MLIR reports it at the token after the attribute.
                    return Err(custom_error(
                        p.loc(),
                        &name,
                        "expected affine map attribute",
                    ));
                }
                maps.push(m);
                Ok(())
            },
        )?;
        let a = p.ctx.array_attr(maps);
        st.set_property("indexing_maps", a);
    }
    parse_named(p, st)?;
    if !explicit {
        // The default maps: identities over the output's rank, one per operand.
        let rank = st
            .operands
            .last()
            .and_then(|&v| ranked_shape(p.ctx, p.ctx.value_type(v)))
            .map_or(0, |s| s.len());
        let identities = vec![AffineMap::identity(rank); st.operands.len()];
        let maps = maps::maps_attr(p.ctx, identities);
        st.set_property("indexing_maps", maps);
    }
    Ok(())
}

fn print_elementwise(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    if let Some(kind) = ctx.op_attr(op, "kind") {
        p.write(" kind=");
        p.attr(kind);
    }
    if let Some(a) = ctx.op_attr(op, "indexing_maps") {
        let all_identity = map_list(ctx, a).is_some_and(|m| m.iter().all(AffineMap::is_identity));
        if !all_identity {
            p.write(" indexing_maps = ");
            p.attr(a);
        }
    }
    p.op_attr_dict(op, &["operandSegmentSizes", "indexing_maps", "kind"]);
    print_ins_outs(p, op);
    print_optional_arrow_types(p, &ctx.result_types(op));
}

fn print_matmul(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    if let (Some(a), Some(row)) = (ctx.op_attr(op, "indexing_maps"), named::of_op(ctx, op))
        && !is_default_maps(ctx, a, row)
    {
        p.write(" indexing_maps = ");
        p.attr(a);
    }
    p.op_attr_dict(
        op,
        &["operandSegmentSizes", named::MEMOIZED_MAPS, "indexing_maps"],
    );
    print_ins_outs(p, op);
    print_optional_arrow_types(p, &ctx.result_types(op));
}

// ===== linalg.transpose / linalg.broadcast =====

/// MLIR's `parseDstStyleOp` with one required `name = [..]` attribute, then the identity body.
fn parse_dst_style_with_array(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    attr: &str,
) -> PResult<()> {
    let io = parse_common(p, st, false)?;
    st.result_types = tensor_results(p.ctx, io.out_types.iter().copied());
    parse_i64_array_kw(p, st, attr)?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    move_inherent(st, &[attr]);
    let mut types = io.in_types.clone();
    types.extend(io.out_types.iter().copied());
    let region = build::body_region(p.ctx, Loc::Unknown, &types, |_, _, args| {
        args.first().copied().into_iter().collect()
    });
    st.regions.push(region);
    Ok(())
}

fn print_dst_style_with_array(p: &mut OpPrinter<'_>, op: OpId, attr: &str) {
    print_ins_outs(p, op);
    print_i64_array_kw(p, op, attr);
    p.op_attr_dict(op, &[attr]);
}

// ===== linalg.map / linalg.reduce =====

/// The payload op of a short-form `map`/`reduce` body: the only op before the yield, using
/// the block arguments in order (the init first for `reduce`).
fn find_payload(ctx: &Context, op: OpId, init_first: bool) -> Option<OpId> {
    let block = entry_block(ctx, op, 0)?;
    let ops = &ctx.block(block).ops;
    let [payload, yield_op] = ops.as_slice() else {
        return None;
    };
    if ctx.op_name_of(*yield_op) != "linalg.yield" {
        return None;
    }
    let o = ctx.op(*payload);
    let args = &ctx.block(block).args;
    let used_args = if init_first {
        args.len()
    } else {
        args.len().saturating_sub(1)
    };
    if o.operands.is_empty()
        || o.operands.len() != used_args
        || !o.regions().is_empty()
        || o.results.len() != 1
    {
        return None;
    }
    if ctx.op(*yield_op).operands[..] != o.results[..] {
        return None;
    }
    let expected: Vec<Value> = if init_first {
        let (last, rest) = args.split_last()?;
        let mut v = vec![*last];
        v.extend_from_slice(rest);
        v
    } else {
        args.get(..used_args).unwrap_or(&[]).to_vec()
    };
    if o.operands[..] != expected[..] {
        return None;
    }
    // Only ops that have a custom form print in the short form.
    ctx.op_def(*payload).filter(|d| d.has_custom_syntax())?;
    Some(*payload)
}

/// ` { arith.addf }` (MLIR's `printShortForm`: a `fastmath = none` property is elided).
fn print_short_form(p: &mut OpPrinter<'_>, payload: OpId) {
    let ctx = p.ctx();
    p.write(" { ");
    p.write(ctx.op_name_of(payload));
    let all = ctx.op_all_attrs(payload);
    let mut elided: Vec<&str> = Vec::new();
    for (k, v) in &all {
        let text = tile_ir::printer::attr_to_string(ctx, *v);
        if text == "#arith.fastmath<none>" {
            elided.push(k.as_str());
            break;
        }
    }
    p.attr_dict(&all, &elided);
    p.write(" }");
}

/// The payload of a short-form `map`/`reduce`: an op name and its attributes.
type Payload = (String, Vec<(String, Attr)>);

/// Parses `{ op.name {attrs} }` (the short form's payload), if present.
fn parse_short_form(p: &mut Parser<'_>) -> PResult<Option<Payload>> {
    if p.kind() != TokenKind::LBrace {
        return Ok(None);
    }
    p.bump();
    let loc = p.loc();
    let Some(name) = p.parse_optional_keyword() else {
        return Err(p.error_at(loc, "expected operation name"));
    };
    let name = name.to_string();
    if p.ctx.registry().op(&name).is_none() && !name.contains('.') {
        return Err(p.error_at(loc, format!("custom op '{name}' is unknown")));
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_token(TokenKind::RBrace, "}")?;
    Ok(Some((name, attrs)))
}

/// MLIR's `addBodyWithPayloadOp`: one payload op over the block arguments, then a yield.
fn payload_body(
    p: &mut Parser<'_>,
    types: &[Type],
    payload: Payload,
    result: Type,
    init_first: bool,
    loc: Loc,
) -> tile_ir::RegionId {
    let (name, attrs) = payload;
    let elem_types: Vec<Type> = types
        .iter()
        .map(|&t| element_type_or_self(p.ctx, t))
        .collect();
    let region = p.ctx.create_region();
    let block = p.ctx.create_block(&elem_types, Loc::Unknown);
    p.ctx.append_block(region, block);
    let args = p.ctx.block(block).args.to_vec();
    let operands = match (init_first, args.split_last()) {
        (true, Some((last, rest))) => {
            let mut v = vec![*last];
            v.extend_from_slice(rest);
            v
        }
        (false, Some((_, rest))) => rest.to_vec(),
        _ => args,
    };
    let mut st = OperationState::new(name, loc);
    st.operands = operands;
    st.result_types.push(element_type_or_self(p.ctx, result));
    // Inherent attributes of the payload become properties, the rest stay attributes.
    let inherent = st_inherent(p.ctx, &st.name);
    for (k, v) in attrs {
        if inherent.contains(&k.as_str()) {
            st.set_property(&k, v);
        } else {
            st.set_attribute(&k, v);
        }
    }
    add_default_properties(p, &mut st);
    let payload_op = p.ctx.create_op(st);
    p.ctx.append_op(block, payload_op);
    let results = p.ctx.op(payload_op).results.clone();
    let mut y = OperationState::new("linalg.yield", loc);
    y.operands = results.to_vec();
    let y = p.ctx.create_op(y);
    p.ctx.append_op(block, y);
    region
}

/// Properties MLIR default-initializes on ops built by name (`fastmath`/`overflowFlags` of
/// `none`), so a short-form payload prints and compares as MLIR's does.
fn add_default_properties(p: &mut Parser<'_>, st: &mut OperationState) {
    if let Some(spec) = p.ctx.registry().op(&st.name).and_then(|d| d.spec) {
        tile_ir::ods::fill_defaults(spec, p.ctx, &mut st.properties);
    }
}

fn st_inherent(ctx: &Context, name: &str) -> Vec<&'static str> {
    ctx.registry()
        .op(name)
        .map(|d| match d.spec {
            Some(spec) => spec.attrs.iter().map(|a| a.name).collect(),
            None => d.inherent_attrs.to_vec(),
        })
        .unwrap_or_default()
}
/// Parses the long form's `(%a: t, %b: u) { body }`.
fn parse_args_and_region(p: &mut Parser<'_>) -> PResult<tile_ir::RegionId> {
    let mut args = Vec::new();
    p.parse_comma_list(
        Some((TokenKind::LParen, "(")),
        (TokenKind::RParen, ")"),
        |p| {
            let u = p.parse_argument()?;
            p.parse_token(TokenKind::Colon, ":")?;
            let t = p.parse_type()?;
            let l = p.parse_optional_trailing_loc()?;
            args.push((u, t, l));
            Ok(())
        },
    )?;
    p.parse_region(&args)
}

/// `linalg.map` and `linalg.reduce` (which adds `dimensions = [..]`): an optional short
/// form (`{ arith.addf }`), `ins`/`outs`, then the long form's region unless the short form
/// gave the body.
fn parse_map_like(p: &mut Parser<'_>, st: &mut OperationState, reduce: bool) -> PResult<()> {
    let payload = parse_short_form(p)?;
    let io = parse_common(p, st, false)?;
    st.result_types = tensor_results(p.ctx, io.out_types.iter().copied());
    if reduce {
        parse_i64_array_kw(p, st, "dimensions")?;
    }
    p.parse_optional_attr_dict(&mut st.attributes)?;
    if reduce {
        move_inherent(st, &["dimensions"]);
    }
    let region = match payload {
        None => parse_args_and_region(p)?,
        // A map without operands has no block arguments to apply the payload to.
        Some(_) if !reduce && io.out_types.is_empty() && io.in_types.is_empty() => {
            p.ctx.create_region()
        }
        Some(payload) => {
            let result = io
                .out_types
                .last()
                .copied()
                .unwrap_or_else(|| p.ctx.index_type());
            let mut types = io.in_types.clone();
            types.extend(io.out_types.iter().copied());
            payload_body(p, &types, payload, result, reduce, st.loc)
        }
    };
    st.regions.push(region);
    Ok(())
}

/// Prints what [`parse_map_like`] reads.
fn print_map_like(p: &mut OpPrinter<'_>, op: OpId, reduce: bool) {
    let ctx = p.ctx();
    let payload = find_payload(ctx, op, reduce);
    if let Some(pl) = payload {
        print_short_form(p, pl);
    }
    print_ins_outs(p, op);
    if reduce {
        print_i64_array_kw(p, op, "dimensions");
        p.op_attr_dict(op, &["dimensions"]);
    } else {
        p.op_attr_dict(op, &[]);
    }
    if payload.is_none() {
        print_long_form_region(p, op);
    }
}

fn print_long_form_region(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(&r) = ctx.op(op).regions().first() else {
        return;
    };
    let Some(block) = ctx.entry_block(r) else {
        return;
    };
    let args = ctx.block(block).args.to_vec();
    p.increase_indent();
    p.newline();
    p.write("(");
    for (i, &a) in args.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.block_arg_decl(a);
    }
    p.write(") ");
    p.region(r, false, true);
    p.decrease_indent();
}

// ===== linalg.yield / linalg.index =====

fn verify_yield(ctx: &Context, op: OpId, y: YieldOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let Some(parent) = ctx.parent_op(op) else {
        return Err(ctx.op_error(op, "expected single non-empty parent region"));
    };
    let regions = &ctx.op(parent).regions();
    if regions.len() != 1
        || regions
            .first()
            .is_some_and(|&r| ctx.region(r).blocks.is_empty())
    {
        return Err(ctx.op_error(op, "expected single non-empty parent region"));
    }
    if !is_linalg_op(ctx, parent) {
        return Err(ctx.op_error(op, "expected parent op with LinalgOp interface"));
    }
    let (_, outs) = dps_operands(ctx, parent);
    let values = y.values(ctx);
    if values.len() != outs.len() {
        return err(format!(
            "expected number of yield values ({}) to match the number of inits / outs operands of the enclosing LinalgOp ({})",
            values.len(),
            outs.len()
        ));
    }
    for (i, (&v, &o)) in values.iter().zip(&outs).enumerate() {
        let elem = scalar_or_element(ctx, ctx.value_type(o));
        let t = ctx.value_type(v);
        if t != elem {
            return err(format!(
                "type of yield operand {} ({}) doesn't match the element type of the enclosing linalg.generic op ({})",
                i + 1,
                quoted(ctx, t),
                quoted(ctx, elem)
            ));
        }
    }
    Ok(())
}

fn verify_index(ctx: &Context, op: OpId, index: IndexOp) -> Result<(), Diagnostic> {
    let dim = index.dim(ctx);
    let Some(parent) = ctx.parent_op(op).filter(|&q| is_linalg_op(ctx, q)) else {
        return Err(ctx.op_error(op, "expected parent op with LinalgOp interface"));
    };
    let loops = num_loops(ctx, parent);
    if (loops as i64) <= dim {
        return Err(ctx.op_error(op, format!("expected dim ({dim}) to be lower than the number of loops ({loops}) of the enclosing LinalgOp")));
    }
    Ok(())
}

// ===== verification of structured ops =====

fn is_shaped(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
            | TypeKind::Vector { .. }
    )
}

/// Whether `t` is a scalar operand type of a structured op (not shaped: read as is).
pub fn is_scalar(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::Complex(_)
    )
}

/// Each value's element type is its block argument's type; `msg` words a mismatch from the
/// two quoted types.
fn check_arg_element_types(
    ctx: &Context,
    op: OpId,
    values: &[Value],
    args: &[Value],
    msg: impl Fn(&str, &str) -> String,
) -> Result<(), Diagnostic> {
    for (&v, &a) in values.iter().zip(args) {
        let (et, at) = (
            element_type_or_self(ctx, ctx.value_type(v)),
            ctx.value_type(a),
        );
        if et != at {
            return Err(ctx.op_error(op, msg(&quoted(ctx, et), &quoted(ctx, at))));
        }
    }
    Ok(())
}

/// The ranked shapes of the first input and the first output.
fn first_in_out_shapes<'c>(
    ctx: &'c Context,
    ins: &[Value],
    outs: &[Value],
) -> Option<(&'c [i64], &'c [i64])> {
    let shape = |vs: &[Value]| {
        vs.first()
            .and_then(|&v| ranked_shape(ctx, ctx.value_type(v)))
    };
    Some((shape(ins)?, shape(outs)?))
}

/// ODS-level checks of a named op (the table is its spec): operand segments, operand/result
/// type constraints, required attributes.
fn verify_ods(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let name = ctx.op_name_of(op);
    if let Some(row) = named::lookup(name) {
        let attr = |n: &str| ctx.op_attr(op, n);
        let cast_error = named::verify::cast_constraint_error(ctx, attr, row);
        if let Some(msg) = named::verify::window_constraint_error(ctx, attr, row).or(cast_error) {
            return Err(Diagnostic::error(ctx.op(op).loc, msg));
        }
    }
    let segs = operand_segments(ctx, op, 2)?;
    if let Some(r) = segs.get(1) {
        check_values(
            ctx,
            op,
            ("operand", r.clone()),
            "variadic of shaped of any type values",
            is_shaped,
        )?;
    }
    if named::lookup(name).is_some_and(|r| r.syntax != named::Syntax::Named) {
        let maps = require_attr(ctx, op, "indexing_maps")?;
        if map_list(ctx, maps).is_none() {
            return Err(ctx.op_error(
                op,
                "attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute",
            ));
        }
    }
    let nr = ctx.op(op).results.len();
    check_values(
        ctx,
        op,
        ("result", 0..nr),
        "variadic of ranked tensor of any type values",
        is_ranked_tensor,
    )?;
    check_count(ctx, op, Counted::Region, 1)?;
    Ok(())
}

/// MLIR's `DestinationStyleOpInterface` verifier.
fn verify_dps(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let (ins, outs) = dps_operands(ctx, op);
    let mut tensor_outs = Vec::new();
    for (i, &o) in outs.iter().enumerate() {
        let t = ctx.value_type(o);
        if is_tensor(ctx, t) {
            tensor_outs.push((ins.len() + i, o));
        } else if !is_memref(ctx, t) {
            return err(format!(
                "expected that operand #{} is a tensor or a memref",
                ins.len() + i
            ));
        }
    }
    let results = ctx.result_types(op);
    let num_tensor_results = results.iter().filter(|&&t| is_tensor(ctx, t)).count();
    if num_tensor_results != tensor_outs.len() {
        return err(format!(
            "expected the number of tensor results ({num_tensor_results}) to be equal to the number of output tensors ({})",
            tensor_outs.len()
        ));
    }
    for ((idx, o), &r) in tensor_outs.iter().zip(&results) {
        let t = ctx.value_type(*o);
        if t != r {
            return Err(ctx.op_error(op, format!("expected type of operand #{idx} ({}) to match type of corresponding result ({})", quoted(ctx, t), quoted(ctx, r))));
        }
    }
    Ok(())
}

/// The verifiers MLIR runs on the op itself (`verify()`), by op.
fn verify_op_specific(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let (ins, outs) = dps_operands(ctx, op);
    match ctx.op_name_of(op) {
        "linalg.fill" => {
            if ins.len() != 1
                || !ins.first().is_some_and(|&v| {
                    // MLIR's `isScalar`: not a tensor or memref (a vector fills a tensor of
                    // vectors).
                    let t = ctx.value_type(v);
                    is_scalar(ctx, t) || matches!(ctx.type_kind(t), TypeKind::Vector { .. })
                })
            {
                return Err(plain_error(ctx, op, "expected op with scalar input"));
            }
            if let (Some(&v), Some(&o)) = (ins.first(), outs.first()) {
                let ft = ctx.value_type(v);
                let et = element_type_or_self(ctx, ctx.value_type(o));
                if ft != et {
                    return err(format!(
                        "expected fill value type ({}) to match output element type ({})",
                        quoted(ctx, ft),
                        quoted(ctx, et)
                    ));
                }
            }
        }
        "linalg.transpose" => {
            let perm = TransposeOp::cast(ctx, op).map_or_else(Vec::new, |t| t.permutation(ctx));
            let dims: Option<Vec<usize>> = perm.iter().map(|&p| usize::try_from(p).ok()).collect();
            if !dims.is_some_and(|d| AffineMap::permutation(&d).is_permutation()) {
                return Err(ctx.op_error(op, "permutation is not valid"));
            }
            let Some((is, os)) = first_in_out_shapes(ctx, &ins, &outs) else {
                return Ok(());
            };
            if is.len() != os.len() {
                return err(format!(
                    "input rank {} does not match init rank {}",
                    is.len(),
                    os.len()
                ));
            }
            if is.len() != perm.len() {
                return err(format!(
                    "size of permutation {} does not match the argument rank {}",
                    perm.len(),
                    is.len()
                ));
            }
            for (i, &p) in perm.iter().enumerate() {
                let input_dim = usize::try_from(p)
                    .ok()
                    .and_then(|p| is.get(p))
                    .copied()
                    .unwrap_or(DYNAMIC);
                let init_dim = os.get(i).copied().unwrap_or(DYNAMIC);
                if input_dim != init_dim {
                    return err(format!(
                        "dim(result, {i}) = {init_dim} doesn't match dim(input, permutation[{i}]) = {input_dim}"
                    ));
                }
            }
        }
        "linalg.broadcast" => {
            let dims = BroadcastOp::cast(ctx, op).map_or_else(Vec::new, |b| b.dimensions(ctx));
            let Some((is, os)) = first_in_out_shapes(ctx, &ins, &outs) else {
                return Ok(());
            };
            if is.len() + dims.len() != os.len() {
                return err(format!(
                    "input rank plus added dimensions does not match init rank. input rank: {}, dimensions size: {}, init rank: {}",
                    is.len(),
                    dims.len(),
                    os.len()
                ));
            }
            for (i, &d) in dims.iter().enumerate() {
                if d < 0 || d >= os.len() as i64 {
                    return err(format!(
                        "dimension {i} is out of range. expected range: [0, {}], got: {d}",
                        os.len() as i64 - 1
                    ));
                }
            }
            let kept: Vec<usize> = (0..os.len())
                .filter(|&d| !dims.contains(&(d as i64)))
                .collect();
            for (input_dim, &init_dim) in kept.iter().enumerate() {
                let (a, b) = (
                    is.get(input_dim).copied().unwrap_or(DYNAMIC),
                    os.get(init_dim).copied().unwrap_or(DYNAMIC),
                );
                if a != b {
                    return Err(ctx.op_error(op, format!("input dim {input_dim} should match init dim {init_dim}. input: {a}, init: {b}")));
                }
            }
        }
        "linalg.map" => {
            let Some(block) = entry_block(ctx, op, 0) else {
                return Ok(());
            };
            let args = &ctx.block(block).args;
            let n = ctx.op(op).operands.len();
            if n != args.len() {
                return Err(ctx.op_error(op, format!("expects number of operands to match the arity of mapper, but got: {n} and {}", args.len())));
            }
            check_arg_element_types(ctx, op, &ins, args, |et, at| {
                format!("expected element type of input {et} to match bbArg type {at}")
            })?;
            let out_shape = outs
                .first()
                .and_then(|&v| ranked_shape(ctx, ctx.value_type(v)))
                .unwrap_or(&[]);
            for &i in &ins {
                let s = ranked_shape(ctx, ctx.value_type(i)).unwrap_or(&[]);
                if s != out_shape {
                    return err(format!(
                        "expected shape of input ({}) to match shape of output ({})",
                        shape_list(s),
                        shape_list(out_shape)
                    ));
                }
            }
        }
        "linalg.reduce" => verify_reduce(ctx, op, &ins, &outs)?,
        "linalg.matmul" => verify_matmul_maps(ctx, op)?,
        "linalg.contract" => named::verify::verify_contract(ctx, op)?,
        name => {
            if let Some(row) = named::lookup(name) {
                named::verify::verify_window_attrs(ctx, op, row)?;
                named::verify::verify_convolution(ctx, op, row)?;
                named::verify::verify_batch_maps(ctx, op, row)?;
            }
        }
    }
    Ok(())
}

/// MLIR's `MatmulOp::verify`: user-defined LHS/RHS maps may only transpose or broadcast
/// the default ones.
fn verify_matmul_maps(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(explicit) = ctx
        .op_attr(op, "indexing_maps")
        .and_then(|a| map_list(ctx, a))
    else {
        return Ok(());
    };
    let defaults = named::lookup("linalg.matmul")
        .and_then(|row| row.default_maps())
        .unwrap_or_default();
    if explicit == defaults {
        return Ok(());
    }
    for (e, d) in explicit.iter().zip(&defaults).take(2) {
        if e.results.iter().any(|r| !d.results.contains(r)) {
            return Err(ctx.op_error(op, "Unexpected dim expression in map result."));
        }
        if e.results.len() < d.results.len() {
            let last = e.num_dims.checked_sub(1);
            let valid = matches!(e.results.as_slice(), [r] if last.is_some_and(|l| r.is_function_of_dim(l)));
            if !valid {
                return Err(ctx.op_error(op, "Invalid broadcast requested, should be (d2)."));
            }
        }
    }
    Ok(())
}

/// `1, 2` (a dynamic size prints as MLIR prints `kDynamic`, `i64::MIN`).
fn shape_list(s: &[i64]) -> String {
    s.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

fn verify_reduce(ctx: &Context, op: OpId, ins: &[Value], outs: &[Value]) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let shape = |v: &Value| {
        ranked_shape(ctx, ctx.value_type(*v))
            .unwrap_or(&[])
            .to_vec()
    };
    let in0 = ins.first().map(shape).unwrap_or_default();
    for (i, v) in ins.iter().enumerate().skip(1) {
        if shape(v) != in0 {
            return Err(ctx.op_error(op, format!("expects all inputs to have the same shapes. Shape at input-index {i} is not equal to the shape at input-index 0.")));
        }
    }
    let out0 = outs.first().map(shape).unwrap_or_default();
    for (i, v) in outs.iter().enumerate().skip(1) {
        if shape(v) != out0 {
            return Err(ctx.op_error(op, format!("expects all outputs to have the same shapes. Shape at output-index {i} is not equal to the shape at output-index 0.")));
        }
    }
    let dims = ReduceOp::cast(ctx, op).map_or_else(Vec::new, |r| r.dimensions(ctx));
    for &d in &dims {
        if d < 0 || d >= in0.len() as i64 {
            return err(format!(
                "dimensions for reduction should be in the range [0, {}].",
                in0.len() as i64 - 1
            ));
        }
    }
    let reduced: Vec<i64> = in0
        .iter()
        .enumerate()
        .filter(|(i, _)| !dims.contains(&(*i as i64)))
        .map(|(_, &d)| d)
        .collect();
    if reduced.len() != out0.len() {
        return err(format!(
            "number of dimensions after reduction {} doesn't match the init rank {}",
            reduced.len(),
            out0.len()
        ));
    }
    if reduced != out0 {
        return err(format!(
            "init dimensions [{}] doesn't match input dimensions after reduction [{}]",
            shape_list(&out0),
            shape_list(&reduced)
        ));
    }
    let Some(block) = entry_block(ctx, op, 0) else {
        return Ok(());
    };
    let args = &ctx.block(block).args;
    if args.len() != ins.len() + outs.len() {
        return Err(ctx.op_error(op, "mismatching number of operands and block arguments"));
    }
    check_arg_element_types(ctx, op, ins, args, |et, at| {
        format!("input element type {et} does not match corresponding block argument type {at}")
    })?;
    check_arg_element_types(
        ctx,
        op,
        outs,
        args.get(ins.len()..).unwrap_or(&[]),
        |et, at| {
            format!(
                "output element type {et} does not match corresponding block argument type {at}"
            )
        },
    )?;
    Ok(())
}

/// MLIR's `inversePermutation` of the concatenated maps: for each loop, the position of the
/// first result that is exactly that loop's dim; `None` when a loop is not covered.
fn shapes_to_loops(maps: &[AffineMap]) -> Option<Vec<usize>> {
    let num_dims = maps.iter().map(|m| m.num_dims).max().unwrap_or(0);
    let total: usize = maps.iter().map(|m| m.results.len()).sum();
    if num_dims == 0 && total == 0 {
        return Some(Vec::new());
    }
    let mut first = vec![None; num_dims];
    for (i, e) in maps.iter().flat_map(|m| m.results.iter()).enumerate() {
        if let Some(slot) = e.as_dim().and_then(|d| first.get_mut(d))
            && slot.is_none()
        {
            *slot = Some(i);
        }
    }
    first.into_iter().collect()
}

/// MLIR's `IndexingMapOpInterface::verifyImpl` and `verifyStructuredOpInterface`.
fn verify_indexing(ctx: &Context, op: OpId, s: &Structure) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let operands = ctx.op(op).operands.clone();
    // MLIR's hasPureTensorSemantics / hasPureBufferSemantics: no memref, or no tensor
    // operand (scalars and vectors go with either).
    let pure_tensor = operands.iter().all(|&v| !is_memref(ctx, ctx.value_type(v)));
    let pure_buffer = operands.iter().all(|&v| !is_tensor(ctx, ctx.value_type(v)));
    if !pure_tensor && !pure_buffer {
        return Err(ctx.op_error(op, "expected to have pure tensor or buffer semantics"));
    }
    if s.maps.len() != operands.len() {
        return err(format!(
            "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
            s.maps.len(),
            operands.len()
        ));
    }
    let mut all_sizes: Vec<i64> = Vec::new();
    let mut shapes: Vec<Option<Vec<i64>>> = Vec::new();
    for (i, (&v, m)) in operands.iter().zip(&s.maps).enumerate() {
        let t = ctx.value_type(v);
        if m.num_symbols != 0 {
            return Err(ctx.op_error(op, format!("unexpected symbols in indexing_map #{i}")));
        }
        // MLIR's `getRank`: a tensor's or memref's rank, 0 for anything else (a vector
        // element of a tensor of vectors included).
        let not_buffer = !is_tensor(ctx, t) && !is_memref(ctx, t);
        let shape = if not_buffer {
            Vec::new()
        } else {
            ranked_shape(ctx, t).unwrap_or(&[]).to_vec()
        };
        if m.results.len() != shape.len() {
            return err(format!(
                "expected operand #{i} rank ({}) to match the result rank of indexing_map ({})",
                shape.len(),
                m.results.len()
            ));
        }
        if not_buffer {
            shapes.push(None);
            continue;
        }
        all_sizes.extend_from_slice(&shape);
        shapes.push(Some(shape));
    }
    let Some(inverse) = shapes_to_loops(&s.maps) else {
        let num_dims = s.maps.iter().map(|m| m.num_dims).max().unwrap_or(0);
        let results = s.maps.iter().flat_map(|m| m.results.iter().cloned());
        let all = AffineMap::new(num_dims, 0, results.collect());
        return err(format!("invalid indexing maps are non-invertible: ({all})"));
    };
    let ranges: Option<Vec<i64>> = inverse.iter().map(|&i| all_sizes.get(i).copied()).collect();
    if let Some(ranges) = ranges.filter(|r| !r.contains(&DYNAMIC)) {
        let start = vec![0i64; ranges.len()];
        let end: Vec<i64> = ranges.iter().map(|r| r.saturating_sub(1)).collect();
        for (i, (m, shape)) in s.maps.iter().zip(&shapes).enumerate() {
            let Some(shape) = shape else { continue };
            if m.num_dims != ranges.len() {
                continue;
            }
            let (Some(lo), Some(hi)) = (maps::eval(m, &start), maps::eval(m, &end)) else {
                continue;
            };
            for (d, &size) in shape.iter().enumerate() {
                if size == DYNAMIC || size == 0 {
                    continue;
                }
                let (Some(&a), Some(&b)) = (lo.get(d), hi.get(d)) else {
                    continue;
                };
                let inferred = a.max(b).saturating_add(1);
                if a.min(b) < 0 {
                    return err(format!(
                        "unexpected result less than 0 at expression #{d} in {m}"
                    ));
                }
                let is_dim = m.results.get(d).is_some_and(|e| e.as_dim().is_some());
                if is_dim && inferred != size {
                    return Err(ctx.op_error(op, format!("inferred input/output operand #{i} has shape's dimension #{d} to be {inferred}, but found {size}")));
                }
                if !is_dim && inferred > size {
                    return err(format!(
                        "inferred input/output operand #{i} has shape's dimension #{d} to be greater than or equal to {inferred}, but found {size}"
                    ));
                }
            }
        }
    }
    for (i, m) in s.maps.iter().enumerate() {
        if m.num_dims != s.num_loops {
            return err(format!(
                "expected indexing_map #{i} to have {} dim(s) to match the number of loops",
                s.num_loops
            ));
        }
    }
    let regions = &ctx.op(op).regions();
    let Some(block) = (match &regions[..] {
        [r] if ctx.region(*r).blocks.len() == 1 => ctx.entry_block(*r),
        _ => None,
    }) else {
        return Err(ctx.op_error(op, "expects to have 1 region with 1 block"));
    };
    let args = &ctx.block(block).args;
    let matching: Vec<Value> = operands.to_vec();
    if matching.len() != args.len() {
        return Err(ctx.op_error(op, "expected as many non-induction variable region arguments as the number of input/output operands"));
    }
    for (i, (&v, &a)) in matching.iter().zip(args).enumerate() {
        let et = scalar_or_element(ctx, ctx.value_type(v));
        let at = ctx.value_type(a);
        if et != at {
            return err(format!(
                "expected type of bb argument #{i} ({}) to match element or self type of the corresponding operand ({})",
                quoted(ctx, at),
                quoted(ctx, et)
            ));
        }
    }
    Ok(())
}

/// The verifier of every structured op, in MLIR's order: ODS constraints and the op's own
/// verifier, then (once the body verified) the destination-style interface, the indexing
/// maps and the region.
fn verify_structured(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_ods(ctx, op)?;
    verify_semantics(ctx, op)
}

/// What follows the structural checks (the spec's for a declared op): the op's own
/// verifier, then (once the body verified) the interfaces.
fn verify_semantics(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_op_specific(ctx, op)?;
    if !nested_ops_verify(ctx, op) {
        return Ok(());
    }
    verify_structured_regions(ctx, op)
}

/// The checks MLIR runs after the op's body was verified (the destination-style and
/// structured-op interfaces are `verifyWithRegions`).
pub fn verify_structured_regions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_dps(ctx, op)?;
    match structure(ctx, op) {
        Some(s) => verify_indexing(ctx, op, &s),
        None => Ok(()),
    }
}
