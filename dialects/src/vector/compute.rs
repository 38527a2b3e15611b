//! Vector arithmetic: `reduction` and `multi_reduction` (every combining kind), `fma`,
//! `outerproduct` and `contract` (whose leading trait dictionary MLIR parses by hand:
//! `iterator_types` are written as strings).

use super::attrs::*;
use super::types::*;
use crate::ods::*;
use crate::scf::custom_error;
use tile_ir::affine::AffineMap;
use tile_ir::declare_op;
use tile_ir::ods::AttrConstraint;
use tile_ir::ods::TypeRelation;
use tile_ir::ods::constraints::*;
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::{AttrKind, Context, Diagnostic, OpId, OperationState, Type, TypeKind};

declare_op! {
    /// `vector.reduction <add>, %v, %acc fastmath<fast> : vector<4xf32> into f32`
    pub struct ReductionOp = "vector.reduction", "Reduce a 1-D vector to a scalar";
    operands { vector: one ANY_VECTOR, acc: optional ANY_TYPE }
    results { dest: one ANY_TYPE }
    attrs { kind: required CombiningKindAttr, fastmath: default FastMathAttr = 0 }
    traits [PURE];
    relations [
        TypeRelation::ElementTypesMatch { names: &["vector", "dest"], desc: "source operand and result have same element type" },
        TypeRelation::With { from: "dest", to: "acc", f: |_, t| Some(t), desc: "dest and acc have the same type" },
    ];
    format "custom<CombiningKind>($kind) `,` $vector (`,` $acc^)? ($fastmath^)? attr-dict `:` type($vector) `into` type($dest)";
    custom [COMBINING_KIND];
    verify verify_reduction;
    canonicalize [super::reduce::single_element_reduction];
}

declare_op! {
    /// `vector.multi_reduction <add>, %v, %acc [1] : vector<4x8xf32> to vector<4xf32>`
    pub struct MultiDimReductionOp = "vector.multi_reduction", "Reduce a vector along some dimensions";
    operands { source: one VECTOR_NONZERO_RANK, acc: one ANY_TYPE }
    results { dest: one ANY_TYPE }
    attrs { kind: required CombiningKindAttr, reduction_dims: required DenseI64ArrayAttr }
    traits [PURE];
    relations [TypeRelation::AllMatch(&["dest", "acc"])];
    format "custom<CombiningKind>($kind) `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)";
    custom [COMBINING_KIND];
    verify verify_multi_reduction;
    canonicalize [super::reduce::unit_dims_reduction];
}

declare_op! {
    /// `%d, %acc = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 1 : i64} : vector<2x3xf32>, vector<2xf32>`
    pub struct ScanOp = "vector.scan", "Scan operation";
    operands { source: one VECTOR_NONZERO_RANK, initial_value: one ANY_VECTOR }
    results { dest: one VECTOR_NONZERO_RANK, accumulated_value: one ANY_VECTOR }
    attrs { kind: required CombiningKindAttr, reduction_dim: required I64Attr, inclusive: required BoolAttr }
    traits [PURE];
    relations [
        TypeRelation::AllMatch(&["source", "dest"]),
        TypeRelation::AllMatch(&["initial_value", "accumulated_value"]),
    ];
    format "custom<CombiningKind>($kind) `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)";
    custom [COMBINING_KIND];
    result_names ["dest", "accumulated_value"];
    verify verify_scan;
}

declare_op! {
    /// `vector.fma %a, %b, %c : vector<4xf32>`
    pub struct FmaOp = "vector.fma", "Fused multiply-add";
    operands { lhs: one FLOAT_VECTOR, rhs: one FLOAT_VECTOR, acc: one FLOAT_VECTOR }
    results { result: one FLOAT_VECTOR }
    traits [PURE];
    relations [TypeRelation::AllMatch(&["lhs", "rhs", "acc", "result"])];
    format "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)";
}

declare_op! {
    /// `vector.contract {indexing_maps = [...], iterator_types = ["parallel"]} %a, %b, %c : vector<4xf32>, vector<4xf32> into vector<4xf32>`
    /// (hand-written syntax, as in MLIR).
    pub struct ContractionOp = "vector.contract", "Vector contraction";
    operands { lhs: one VECTOR_NONZERO_RANK, rhs: one VECTOR_NONZERO_RANK, acc: one ANY_TYPE }
    results { result: one ANY_TYPE }
    attrs {
        indexing_maps: required ArrayAttr,
        iterator_types: required IteratorTypesAttr,
        kind: default CombiningKindAttr = "add",
    }
    traits [PURE];
    relations [
        TypeRelation::ElementTypesMatch { names: &["lhs", "rhs"], desc: "lhs and rhs have same element type" },
        TypeRelation::ElementTypesMatch { names: &["acc", "result"], desc: "third operand acc and result have same element type" },
    ];
    syntax parse_contract, print_contract;
    verify verify_contract;
}

declare_op! {
    /// `vector.outerproduct %a, %b, %acc {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>`
    /// (hand-written syntax, as in MLIR: the result type follows from the operands).
    pub struct OuterProductOp = "vector.outerproduct", "Outer product with optional accumulation";
    operands { lhs: one VECTOR_NONZERO_RANK, rhs: one ANY_TYPE, acc: optional VECTOR_NONZERO_RANK }
    results { result: one VECTOR_NONZERO_RANK }
    attrs { kind: default CombiningKindAttr = "add" }
    traits [PURE];
    syntax parse_outerproduct, print_outerproduct;
    verify verify_outerproduct;
}

/// The arithmetic ops.
pub const OPS: &[fn() -> tile_ir::dialect::OpDef] = &[
    ReductionOp::def,
    FmaOp::def,
    ScanOp::def,
    MultiDimReductionOp::def,
    OuterProductOp::def,
    ContractionOp::def,
];

/// Whether combining kind `kind` applies to elements of type `t` (MLIR's
/// `isSupportedCombiningKind`).
pub fn kind_supports(ctx: &Context, kind: &str, t: Type) -> bool {
    let int = is_int_or_index(ctx, t);
    let float = matches!(ctx.type_kind(t), TypeKind::Float(_));
    match kind {
        "add" | "mul" => int || float,
        "minnumf" | "maxnumf" | "minimumf" | "maximumf" => float,
        _ => int,
    }
}

fn verify_reduction(ctx: &Context, op: OpId, x: ReductionOp) -> Result<(), Diagnostic> {
    let Some((shape, _, _)) = vector_parts(ctx, ctx.value_type(x.vector(ctx))) else {
        return Ok(());
    };
    let dest = ctx.value_type(x.dest(ctx));
    if shape.len() > 1 {
        return Err(ctx.op_error(op, format!("unsupported reduction rank: {}", shape.len())));
    }
    // MLIR quotes the type twice here.
    check_kind(ctx, op, x.kind(ctx), dest, "''")
}

/// MLIR's "unsupported reduction type" unless `kind` applies to `t` (`q` quotes the type).
fn check_kind(ctx: &Context, op: OpId, kind: &str, t: Type, q: &str) -> Result<(), Diagnostic> {
    if kind_supports(ctx, kind, t) {
        return Ok(());
    }
    let msg = format!(
        "unsupported reduction type {q}{}{q} for kind '{kind}'",
        ty_str(ctx, t)
    );
    Err(ctx.op_error(op, msg))
}

const TRAIT_ATTRS: [&str; 3] = ["indexing_maps", "iterator_types", "kind"];

fn parse_contract(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let dict_loc = p.loc();
    // MLIR parses the trait dictionary as an attribute, so an alias (`#matmul_trait`) works.
    let dict = p.parse_attribute()?;
    let AttrKind::Dictionary(traits) = p.ctx.attr_kind(dict).clone() else {
        return Err(custom_error(
            dict_loc,
            &name,
            "invalid kind of attribute specified",
        ));
    };
    let mut uses = Vec::new();
    for i in 0..3 {
        if i > 0 {
            p.parse_token(TokenKind::Comma, ",")?;
        }
        uses.push(p.parse_operand()?);
    }
    // MLIR still reads the operands of the old mask syntax (`%a, %b, %acc, %lhs_mask, %rhs_mask`).
    let mut masks = Vec::new();
    while p.consume_if(TokenKind::Comma) {
        masks.push(p.parse_operand()?);
    }
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let lhs_t = p.parse_type()?;
    p.parse_token(TokenKind::Comma, ",")?;
    let rhs_t = p.parse_type()?;
    // MLIR reads a type list and uses its first two types.
    while p.consume_if(TokenKind::Comma) {
        p.parse_type()?;
    }
    crate::scf::expect_keyword(p, &name, "into")?;
    let acc_t = p.parse_type()?;
    for (u, t) in uses.into_iter().zip([lhs_t, rhs_t, acc_t]) {
        let v = p.resolve_operand(u, t)?;
        st.operands.push(v);
    }
    st.result_types.push(acc_t);
    for (k, a) in traits {
        if !TRAIT_ATTRS.contains(&k.as_str()) {
            st.attributes.push((k, a));
            continue;
        }
        let a = if k == "iterator_types" {
            iterator_types_from_strings(p.ctx, a).map_err(|m| custom_error(dict_loc, &name, m))?
        } else {
            a
        };
        st.set_property(&k, a);
    }
    if tile_ir::ir::find_named(&st.properties, "iterator_types").is_none() {
        return Err(custom_error(dict_loc, &name, NOT_ITERATOR_ARRAY));
    }
    if tile_ir::ir::find_named(&st.properties, "kind").is_none() {
        let k = CombiningKindAttr::make(p.ctx, "add");
        st.set_property("kind", k);
    }
    if masks.is_empty() {
        return Ok(());
    }
    if masks.len() != 2 {
        let msg = "expected zero or exactly 2 vector mask operands";
        return Err(custom_error(st.loc, &name, msg));
    }
    // The masks are `i1` vectors shaped as lhs and rhs; the op's operand count then rejects them.
    let mask_types = [lhs_t, rhs_t].map(|t| crate::arith::types::i1_same_shape(p.ctx, t));
    for (u, t) in masks.into_iter().zip(mask_types) {
        let v = p.resolve_operand(u, t)?;
        st.operands.push(v);
    }
    Ok(())
}

const NOT_ITERATOR_ARRAY: &str = "expected \"iterator_types\" array attribute";

/// `["parallel", "reduction"]` as `[#vector.iterator_type<parallel>, ...]`, or MLIR's message.
fn iterator_types_from_strings(
    ctx: &mut Context,
    a: tile_ir::Attr,
) -> Result<tile_ir::Attr, String> {
    let AttrKind::Array(items) = ctx.attr_kind(a).clone() else {
        return Err(NOT_ITERATOR_ARRAY.to_string());
    };
    let mut out = Vec::with_capacity(items.len());
    for i in items {
        let kw = match (ctx.attr_str(i), keyword_of(ctx, i, "iterator_type")) {
            (Some(s @ ("parallel" | "reduction")), _) | (None, Some(s)) => s.to_string(),
            (Some(s), _) => return Err(format!("unexpected iterator_type ({s})")),
            // MLIR reads every element as a string (and crashes on anything else).
            (None, None) => {
                let text = tile_ir::printer::attr_to_string(ctx, i);
                return Err(format!("unexpected iterator_type ({text})"));
            }
        };
        out.push(named_attr(ctx, "iterator_type", &kw));
    }
    Ok(ctx.array_attr(out))
}

fn print_contract(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let o = ctx.op(op);
    let traits: Vec<(&str, tile_ir::Attr)> = TRAIT_ATTRS
        .iter()
        .filter_map(|&k| Some((k, ctx.op_attr(op, k)?)))
        .collect();
    p.write(" ");
    print_trait_dict(p, &traits, |ctx, it| keyword_of(ctx, it, "iterator_type"));
    p.write(" ");
    p.operands(&o.operands);
    p.op_attr_dict(op, &TRAIT_ATTRS);
    let tys = ctx.operand_types(op);
    p.write(" : ");
    for (i, &t) in tys.iter().enumerate() {
        if i == 1 {
            p.write(", ");
        } else if i == 2 {
            p.write(" into ");
        }
        p.ty(t);
    }
}

/// A vector type's rank, 0 for a scalar.
fn rank_of(ctx: &Context, t: Type) -> usize {
    vector_parts(ctx, t).map_or(0, |(s, _, _)| s.len())
}

fn verify_contract(ctx: &Context, op: OpId, x: ContractionOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let maps: Vec<_> = x
        .indexing_maps(ctx)
        .iter()
        .filter_map(|&a| AffineMapAttr::get(ctx, a))
        .collect();
    let types = [
        ctx.value_type(x.lhs(ctx)),
        ctx.value_type(x.rhs(ctx)),
        ctx.value_type(x.acc(ctx)),
    ];
    let [lhs_t, rhs_t, _] = types;
    let lhs_elem = crate::tensor::util::element_type_or_self(ctx, lhs_t);
    if matches!(ctx.type_kind(lhs_elem), TypeKind::Integer { .. })
        && !crate::arith::types::is_signless_int(ctx, lhs_elem)
    {
        return Err(ctx.op_error(op, "only supports signless integer types"));
    }
    if maps.len() != 3 {
        return Err(ctx.op_error(op, "expected an indexing map for each vector operand"));
    }
    let n = x.iterator_types(ctx).len();
    for (i, (m, &t)) in maps.iter().zip(&types).enumerate() {
        if m.num_symbols != 0 {
            return Err(ctx.op_error(op, format!("expected indexing map {i} to have no symbols")));
        }
        if m.num_dims != n {
            return err(format!(
                "expected indexing map {i} to have {n} number of inputs"
            ));
        }
        let rank = rank_of(ctx, t);
        if m.results.len() != rank {
            return err(format!(
                "expected indexing map {i} to have {rank} number of outputs"
            ));
        }
        if !m.is_projected_permutation(false) {
            let msg =
                format!("expected indexing map {i} to be a projected permutation of its inputs");
            return Err(ctx.op_error(op, msg));
        }
    }
    let its = x.iterator_types(ctx);
    let (lhs_s, rhs_s) = (vshape(ctx, lhs_t), vshape(ctx, rhs_t));
    let (Some(lm), Some(rm), Some(am)) = (maps.first(), maps.get(1), maps.get(2)) else {
        return Ok(());
    };
    // (lhs dim, rhs dim) pairs of the reduction loops, and of the parallel loops both use.
    let dim_pairs = |reduction: bool| -> Vec<(usize, usize)> {
        let pos = |m: &AffineMap, d: usize| m.results.iter().position(|r| r.as_dim() == Some(d));
        its.iter()
            .enumerate()
            .filter(|&(_, &r)| r == reduction)
            .filter_map(|(d, _)| Some((pos(lm, d)?, pos(rm, d)?)))
            .collect()
    };
    let (contracting, batch) = (dim_pairs(true), dim_pairs(false));
    if contracting.is_empty() {
        return Err(ctx.op_error(op, "expected at least one contracting dimension pair"));
    }
    let dims_match = |pairs: &[(usize, usize)]| {
        pairs
            .iter()
            .all(|&(l, r)| lhs_s.get(l).is_some() && lhs_s.get(l) == rhs_s.get(r))
    };
    if !dims_match(&contracting) {
        return Err(ctx.op_error(op, "invalid contracting dimension map"));
    }
    if !dims_match(&batch) {
        return Err(ctx.op_error(op, "invalid batch dimension map"));
    }
    verify_contract_output(
        ctx,
        op,
        (lm, rm, am),
        (&lhs_s, &rhs_s),
        &contracting,
        &batch,
    )?;
    let res_t = ctx.value_type(x.result(ctx));
    if !kind_supports(
        ctx,
        x.kind(ctx),
        crate::tensor::util::element_type_or_self(ctx, res_t),
    ) {
        return Err(ctx.op_error(op, "unsupported contraction type"));
    }
    Ok(())
}

/// MLIR's `verifyOutputShape`: the accumulator and result have the free and batch
/// dimensions of the operands, in the order the accumulator's map gives.
fn verify_contract_output(
    ctx: &Context,
    op: OpId,
    (lm, rm, am): (&AffineMap, &AffineMap, &AffineMap),
    (lhs_s, rhs_s): (&[i64], &[i64]),
    contracting: &[(usize, usize)],
    batch: &[(usize, usize)],
) -> Result<(), Diagnostic> {
    let Some(x) = ContractionOp::cast(ctx, op) else {
        return Ok(());
    };
    let (acc_t, res_t) = (ctx.value_type(x.acc(ctx)), ctx.value_type(x.result(ctx)));
    let bad = |m: String| Err(ctx.op_error(op, m));
    let free_lhs = (0..lhs_s.len()).filter(|i| !contracting.iter().any(|p| p.0 == *i));
    let free_rhs = (0..rhs_s.len())
        .filter(|i| !contracting.iter().any(|p| p.1 == *i) && !batch.iter().any(|p| p.1 == *i));
    if free_lhs.count() + free_rhs.count() == 0 {
        if is_vector(ctx, res_t) || is_vector(ctx, acc_t) {
            return bad("invalid accumulator/result vector shape".into());
        }
        return Ok(());
    }
    let Some((_, res_scal, res_elem)) = vector_parts(ctx, res_t) else {
        return bad("invalid accumulator/result vector shape".into());
    };
    if !is_vector(ctx, acc_t) {
        return bad("invalid accumulator/result vector shape".into());
    }
    // Each loop's extent, from the first operand that indexes it.
    let mut extents: Vec<Option<i64>> = vec![None; lm.num_dims];
    for (m, shape) in [(lm, lhs_s), (rm, rhs_s)] {
        for (r, &d) in m.results.iter().zip(shape) {
            if let Some(slot) = r.as_dim().and_then(|p| extents.get_mut(p))
                && slot.is_none()
            {
                *slot = Some(d);
            }
        }
    }
    if extents.iter().any(Option::is_none) {
        return bad("expected all dimensions to be either a LHS or a RHS dimension".into());
    }
    let expected: Vec<i64> = am
        .results
        .iter()
        .map(|r| {
            r.as_dim()
                .and_then(|p| extents.get(p).copied().flatten())
                .unwrap_or(0)
        })
        .collect();
    let scalable = res_scal.iter().chain(std::iter::repeat(&false));
    let kind = TypeKind::Vector {
        scalable: scalable.take(expected.len()).copied().collect(),
        shape: expected,
        element: res_elem,
    };
    let text = tile_ir::printer::type_kind_to_string(ctx, &kind);
    if ty_str(ctx, res_t) != text || ty_str(ctx, acc_t) != text {
        return bad(format!(
            "invalid accumulator/result vector shape, expected: '{text}'"
        ));
    }
    Ok(())
}

fn verify_scan(ctx: &Context, op: OpId, x: ScanOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let src_t = ctx.value_type(x.source(ctx));
    let src = vshape(ctx, src_t);
    let init = vshape(ctx, ctx.value_type(x.initial_value(ctx)));
    let dim = x.reduction_dim(ctx);
    let rank = src.len() as i64;
    if dim >= rank {
        return err(format!(
            "reduction dimension {dim} has to be less than {rank}"
        ));
    }
    if init.len() as i64 != rank - 1 {
        return err(format!(
            "initial value rank {} has to be equal to {}",
            init.len(),
            rank - 1
        ));
    }
    let expected: Vec<i64> = src
        .iter()
        .enumerate()
        .filter(|&(i, _)| i as i64 != dim)
        .map(|(_, &d)| d)
        .collect();
    if init != expected {
        return Err(ctx.op_error(op, "incompatible input/initial value shapes"));
    }
    let elem = vector_parts(ctx, src_t).map_or(src_t, |(_, _, e)| e);
    check_kind(ctx, op, x.kind(ctx), elem, "'")
}

fn verify_multi_reduction(
    ctx: &Context,
    op: OpId,
    x: MultiDimReductionOp,
) -> Result<(), Diagnostic> {
    let src = ctx.value_type(x.source(ctx));
    let Some((shape, scal, elem)) = vector_parts(ctx, src) else {
        return Ok(());
    };
    let dims = x.reduction_dims(ctx);
    let kept: Vec<usize> = (0..shape.len())
        .filter(|&d| !dims.contains(&(d as i64)))
        .collect();
    let expected = if kept.is_empty() {
        ctx.type_kind(elem).clone()
    } else {
        TypeKind::Vector {
            shape: kept.iter().filter_map(|&d| shape.get(d).copied()).collect(),
            scalable: kept.iter().filter_map(|&d| scal.get(d).copied()).collect(),
            element: elem,
        }
    };
    let dest = ctx.value_type(x.dest(ctx));
    if ctx.type_kind(dest) != &expected {
        return Err(ctx.op_error(
            op,
            format!(
                "destination type '{}' is incompatible with source type '{}'",
                ty_str(ctx, dest),
                ty_str(ctx, src)
            ),
        ));
    }
    Ok(())
}

fn parse_outerproduct(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let uses = p.parse_operand_list()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let lhs_t = p.parse_type()?;
    p.parse_token(TokenKind::Comma, ",")?;
    let rhs_t = p.parse_type()?;
    // MLIR counts the operands once the types are read.
    if uses.len() < 2 {
        return Err(custom_error(st.loc, &name, "expected at least 2 operands"));
    }
    let Some((ls, lscal, elem)) =
        vector_parts(p.ctx, lhs_t).map(|(s, c, e)| (s.to_vec(), c.to_vec(), e))
    else {
        return Err(custom_error(
            st.loc,
            &name,
            "expected vector type for operand #1",
        ));
    };
    let (mut shape, mut scalable) = (
        vec![ls.first().copied().unwrap_or(0)],
        vec![lscal.first().copied().unwrap_or(false)],
    );
    if let Some((rs, rscal, _)) = vector_parts(p.ctx, rhs_t) {
        shape.push(rs.first().copied().unwrap_or(0));
        scalable.push(rscal.first().copied().unwrap_or(false));
    }
    let res = p.ctx.intern_type(TypeKind::Vector {
        shape,
        scalable,
        element: elem,
    });
    for (u, t) in uses.into_iter().zip([lhs_t, rhs_t, res]) {
        let v = p.resolve_operand(u, t)?;
        st.operands.push(v);
    }
    st.result_types.push(res);
    move_inherent(st, &["kind"]);
    if tile_ir::ir::find_named(&st.properties, "kind").is_none() {
        let k = CombiningKindAttr::make(p.ctx, "add");
        st.set_property("kind", k);
    }
    Ok(())
}

/// MLIR prints the attributes (the kind included) only when there is an accumulator.
fn print_outerproduct(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ops = &ctx.op(op).operands;
    p.write(" ");
    p.operands(ops.get(..2).unwrap_or(ops));
    if let Some(&acc) = ops.get(2) {
        p.write(", ");
        p.operand(acc);
        p.op_attr_dict(op, &[]);
    }
    p.write(" : ");
    for (i, &v) in ops.iter().take(2).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.ty(ctx.value_type(v));
    }
}

fn verify_outerproduct(ctx: &Context, op: OpId, x: OuterProductOp) -> Result<(), Diagnostic> {
    let lhs = vshape(ctx, ctx.value_type(x.lhs(ctx)));
    let rhs_t = ctx.value_type(x.rhs(ctx));
    let res_t = ctx.value_type(x.result(ctx));
    let res = vshape(ctx, res_t);
    let e = |m: &str| Err(ctx.op_error(op, m.to_string()));
    if lhs.len() != 1 {
        return e("expected 1-d vector for operand #1");
    }
    let lhs_scalable = crate::arith::types::is_scalable_vector(ctx, ctx.value_type(x.lhs(ctx)));
    if let Some((rhs, rhs_scal, _)) = vector_parts(ctx, rhs_t) {
        if rhs.len() != 1 {
            return e("expected 1-d vector for operand #2");
        }
        if res.len() != 2 {
            return e("expected 2-d vector result");
        }
        if lhs.first() != res.first() {
            return e("expected #1 operand dim to match result dim #1");
        }
        if rhs.first() != res.get(1) {
            return e("expected #2 operand dim to match result dim #2");
        }
        if lhs_scalable && !rhs_scal.contains(&true) {
            return e("expected either both or only #2 operand dim to be scalable");
        }
    } else {
        if res.len() != 1 {
            return e("expected 1-d vector result");
        }
        if lhs.first() != res.first() {
            return e("expected #1 operand dim to match result dim #1");
        }
    }
    if x.acc(ctx).is_some_and(|a| ctx.value_type(a) != res_t) {
        return e("expected operand #3 of same type as result type");
    }
    let elem = vector_parts(ctx, res_t).map_or(res_t, |(_, _, e)| e);
    if !kind_supports(ctx, x.kind(ctx), elem) {
        return e("unsupported outerproduct type");
    }
    Ok(())
}
