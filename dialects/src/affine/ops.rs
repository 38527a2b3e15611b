//! The affine ops, declared from `AffineOps.td` (operands, properties, regions); their
//! syntax mixes maps with SSA ids in ways a format cannot say, so parse and print hooks
//! are hand-written over [`super::syntax`].

use super::syntax::{
    expect_map, parse_bound, parse_dim_and_symbol_list, parse_parallel_bounds, parse_subscripts,
    print_bound, print_dim_and_symbol_list, print_parallel_bounds, print_subscripts,
};
use super::validity::{affine_scope, is_valid_dim, is_valid_symbol, verify_dims_and_symbols};
use crate::ods::DYNAMIC_INDEX_LIST_PAREN;
use crate::ods::{ensure_terminator, move_inherent, parse_assignment_list, region_args};
use crate::scf::expect_keyword;
use tile_ir::affine::IntegerSet;
use tile_ir::attributes::DenseValues;
use tile_ir::dialect::{DialectRegistry, OpDef};
use tile_ir::ods::AttrConstraint;
use tile_ir::ods::constraints::{
    ANY_MEMREF, ANY_TYPE, AffineMapAttr, BoolAttr, DenseI64ArrayAttr, I32Attr, INDEX, IndexAttr,
};
use tile_ir::ods::{OPERAND_SEGMENT_SIZES, custom_error, segment_attr};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::{AttrKind, Context, Diagnostic, OpId, OperationState, Type, TypeKind, declare_op};

/// `affine.apply`, `affine.min` and `affine.max`: a map applied to index operands.
macro_rules! map_op {
    ($(#[$doc:meta])* $name:ident = $op:literal, $summary:literal) => {
        declare_op! {
            $(#[$doc])*
            pub struct $name = $op, $summary;
            operands { mapOperands: many INDEX }
            results { result: one INDEX }
            attrs { map: required AffineMapAttr }
            traits [PURE];
        }
    };
}

map_op!(
    /// `affine.apply #map(%i)[%n]`
    ApplyOp = "affine.apply", "affine apply operation"
);
map_op!(
    /// `affine.min #map(%i)[%n]`
    MinOp = "affine.min", "min operation"
);
map_op!(
    /// `affine.max #map(%i)[%n]`
    MaxOp = "affine.max", "max operation"
);

declare_op! {
    /// `affine.load %m[%i + 1, symbol(%n)] : memref<8xf32>`
    pub struct LoadOp = "affine.load", "affine load operation";
    operands { memref: one ANY_MEMREF, indices: many INDEX }
    results { result: one ANY_TYPE }
    attrs { map: required AffineMapAttr }
}

declare_op! {
    /// `affine.store %v, %m[%i] : memref<8xf32>`
    pub struct StoreOp = "affine.store", "affine store operation";
    operands { value: one ANY_TYPE, memref: one ANY_MEMREF, indices: many INDEX }
    attrs { map: required AffineMapAttr }
}

declare_op! {
    /// `affine.vector_load %m[%i, %j + 1] : memref<8x8xf32>, vector<4xf32>`
    pub struct VectorLoadOp = "affine.vector_load", "affine vector load operation";
    operands { memref: one ANY_MEMREF, indices: many INDEX }
    results { result: one NONZERO_RANK_VECTOR }
    attrs { map: required AffineMapAttr }
}

declare_op! {
    /// `affine.vector_store %v, %m[%i, %j] : memref<8x8xf32>, vector<4xf32>`
    pub struct VectorStoreOp = "affine.vector_store", "affine vector store operation";
    operands { value: one NONZERO_RANK_VECTOR, memref: one ANY_MEMREF, indices: many INDEX }
    attrs { map: required AffineMapAttr }
}

/// `AnyVectorOfNonZeroRank`.
const NONZERO_RANK_VECTOR: tile_ir::ods::TypeConstraint = tile_ir::ods::TypeConstraint {
    desc: "vector of any type values",
    check: |ctx, t| matches!(ctx.type_kind(t), TypeKind::Vector { shape, .. } if !shape.is_empty()),
    build: None,
    class: None,
};

/// `ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>`: a prefetch locality hint.
pub struct LocalityHint;
impl tile_ir::ods::AttrConstraint for LocalityHint {
    type Value = i64;
    const DESC: &'static str =
        "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3";
    const SYNTAX: tile_ir::ods::AttrSyntax = tile_ir::ods::AttrSyntax::Full;
    fn get(ctx: &Context, a: tile_ir::Attr) -> Option<i64> {
        I32Attr::get(ctx, a).filter(|v| (0..=3).contains(v))
    }
    fn make(ctx: &mut Context, v: i64) -> tile_ir::Attr {
        I32Attr::make(ctx, v)
    }
    fn storage_class(ctx: &Context, a: tile_ir::Attr) -> bool {
        I32Attr::check(ctx, a)
    }
}

declare_op! {
    /// `affine.prefetch %m[%i], read, locality<3>, data : memref<8xf32>`
    pub struct PrefetchOp = "affine.prefetch", "affine prefetch operation";
    operands { memref: one ANY_MEMREF, indices: many INDEX }
    attrs {
        isWrite: required BoolAttr,
        localityHint: required LocalityHint,
        isDataCache: required BoolAttr,
        map: required AffineMapAttr,
    }
}

declare_op! {
    /// `affine.for %i = 0 to %n step 2 iter_args(%a = %x) -> (f32) { ... }`
    pub struct ForOp = "affine.for", "for operation";
    operands { lowerBoundOperands: many INDEX, upperBoundOperands: many INDEX, inits: many ANY_TYPE }
    results { results: many ANY_TYPE }
    attrs {
        lowerBoundMap: required AffineMapAttr,
        upperBoundMap: required AffineMapAttr,
        step: required IndexAttr,
    }
    regions { region: sized implicit "affine.yield" }
    traits [RECURSIVE_EFFECTS];
}

/// `IntegerSetAttr`.
pub struct IntegerSetAttr;
impl tile_ir::ods::AttrConstraint for IntegerSetAttr {
    type Value = IntegerSet;
    const DESC: &'static str = "IntegerSet attribute";
    const SYNTAX: tile_ir::ods::AttrSyntax = tile_ir::ods::AttrSyntax::Full;
    fn get(ctx: &Context, a: tile_ir::Attr) -> Option<IntegerSet> {
        match ctx.attr_kind(a) {
            AttrKind::IntegerSet(s) => Some(s.clone()),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, v: IntegerSet) -> tile_ir::Attr {
        ctx.intern_attr(AttrKind::IntegerSet(v))
    }
}

declare_op! {
    /// `affine.if #set(%i)[%n] -> f32 { ... } else { ... }`
    pub struct IfOp = "affine.if", "if-then-else operation";
    operands { operands: many INDEX }
    results { results: many ANY_TYPE }
    attrs { condition: required IntegerSetAttr }
    regions { thenRegion: sized implicit "affine.yield", elseRegion: any implicit "affine.yield" }
    traits [RECURSIVE_EFFECTS];
}

/// `I32ElementsAttr`: the group sizes of `affine.parallel` bounds.
pub struct I32ElementsAttr;
impl tile_ir::ods::AttrConstraint for I32ElementsAttr {
    type Value = Vec<i64>;
    const DESC: &'static str = "32-bit signless integer elements attribute";
    const SYNTAX: tile_ir::ods::AttrSyntax = tile_ir::ods::AttrSyntax::Full;
    fn get(ctx: &Context, a: tile_ir::Attr) -> Option<Vec<i64>> {
        let AttrKind::DenseElements { ty, values } = ctx.attr_kind(a) else {
            return None;
        };
        let (shape, elem) = match ctx.type_kind(*ty) {
            TypeKind::RankedTensor { shape, element, .. }
            | TypeKind::Vector { shape, element, .. } => (shape, *element),
            _ => return None,
        };
        if !crate::ods::is_signless_int(ctx, elem, Some(32)) {
            return None;
        }
        let n = usize::try_from(shape.iter().product::<i64>()).ok()?;
        let int = |s: &tile_ir::attributes::Scalar| match s {
            tile_ir::attributes::Scalar::Int(i) => i64::try_from(*i).ok(),
            _ => None,
        };
        match values {
            DenseValues::Splat(s) => Some(vec![int(s)?; n]),
            DenseValues::Elements(items) => items.iter().map(int).collect(),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, v: Vec<i64>) -> tile_ir::Attr {
        let i32t = ctx.int_type(32);
        let ty = ctx.intern_type(TypeKind::RankedTensor {
            shape: vec![v.len() as i64],
            element: i32t,
            encoding: None,
        });
        let scalars: Vec<tile_ir::attributes::Scalar> = v
            .iter()
            .map(|&x| tile_ir::attributes::Scalar::Int(i128::from(x)))
            .collect();
        let values = match scalars.first() {
            Some(&f) if scalars.iter().all(|&s| s == f) => DenseValues::Splat(f),
            _ => DenseValues::Elements(scalars),
        };
        ctx.intern_attr(AttrKind::DenseElements { ty, values })
    }
}

/// `I64ArrayAttr`: `[2, 4]`.
pub struct I64ArrayAttr;
impl tile_ir::ods::AttrConstraint for I64ArrayAttr {
    type Value = Vec<i64>;
    const DESC: &'static str = "64-bit integer array attribute";
    const SYNTAX: tile_ir::ods::AttrSyntax = tile_ir::ods::AttrSyntax::Full;
    fn get(ctx: &Context, a: tile_ir::Attr) -> Option<Vec<i64>> {
        let AttrKind::Array(items) = ctx.attr_kind(a) else {
            return None;
        };
        items
            .iter()
            .map(|&x| match ctx.attr_kind(x) {
                AttrKind::Integer { value, ty }
                    if crate::ods::is_signless_int(ctx, *ty, Some(64)) =>
                {
                    i64::try_from(*value).ok()
                }
                _ => None,
            })
            .collect()
    }
    fn make(ctx: &mut Context, v: Vec<i64>) -> tile_ir::Attr {
        let i64t = ctx.int_type(64);
        let items = v
            .into_iter()
            .map(|x| ctx.int_attr(i128::from(x), i64t))
            .collect();
        ctx.array_attr(items)
    }
}

/// The reduction kinds of `affine.parallel` (`arith::AtomicRMWKind`), by value.
pub const REDUCTIONS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

declare_op! {
    /// `affine.parallel (%i) = (0) to (%n) step (2) reduce ("addf") -> (f32) { ... }`
    pub struct ParallelOp = "affine.parallel", "multi-index parallel band operation";
    operands { mapOperands: many INDEX }
    results { results: many ANY_TYPE }
    attrs {
        reductions: required I64ArrayAttr,
        lowerBoundsMap: required AffineMapAttr,
        lowerBoundsGroups: required I32ElementsAttr,
        upperBoundsMap: required AffineMapAttr,
        upperBoundsGroups: required I32ElementsAttr,
        steps: required I64ArrayAttr,
    }
    regions { region: sized implicit "affine.yield" }
    traits [RECURSIVE_EFFECTS];
}

/// `UnitProp`: a flag property, stored `false` when absent (generic form
/// `disjoint = false`), written `disjoint` when set.
pub struct UnitProp;
impl tile_ir::ods::AttrConstraint for UnitProp {
    type Value = bool;
    const DESC: &'static str = "unit attribute";
    const SYNTAX: tile_ir::ods::AttrSyntax = tile_ir::ods::AttrSyntax::Unit;
    fn get(ctx: &Context, a: tile_ir::Attr) -> Option<bool> {
        match ctx.attr_kind(a) {
            AttrKind::Unit => Some(true),
            AttrKind::Bool(b) => Some(*b),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, v: bool) -> tile_ir::Attr {
        if v {
            ctx.unit_attr()
        } else {
            ctx.intern_attr(AttrKind::Bool(false))
        }
    }
}

declare_op! {
    /// `affine.delinearize_index %i into (%a, 4) : index, index`
    pub struct DelinearizeIndexOp = "affine.delinearize_index", "delinearize an index";
    operands { linear_index: one INDEX, dynamic_basis: many INDEX }
    results { multi_index: many INDEX }
    attrs { static_basis: required DenseI64ArrayAttr }
    traits [PURE];
    format "$linear_index `into` custom<DynamicIndexListParen>($dynamic_basis, $static_basis) attr-dict `:` type($multi_index)";
    custom [DYNAMIC_INDEX_LIST_PAREN];
}

declare_op! {
    /// `affine.linearize_index disjoint [%i, %j] by (4, 8) : index`
    pub struct LinearizeIndexOp = "affine.linearize_index", "linearize an index";
    operands { multi_index: many INDEX, dynamic_basis: many INDEX }
    results { linear_index: one INDEX }
    attrs { static_basis: required DenseI64ArrayAttr, disjoint: default UnitProp = false }
    traits [PURE];
    format "(`disjoint` $disjoint^)? ` ` `[` $multi_index `]` `by` custom<DynamicIndexListParen>($dynamic_basis, $static_basis) attr-dict `:` type($linear_index)";
    custom [DYNAMIC_INDEX_LIST_PAREN];
}

declare_op! {
    /// `affine.yield %v : f32`
    pub struct YieldOp = "affine.yield", "Yield values to parent operation";
    operands { operands: many ANY_TYPE }
    traits [PURE, TERMINATOR, RETURN_LIKE];
    parents ["affine.for", "affine.if", "affine.parallel"];
    format "attr-dict ($operands^ `:` type($operands))?";
}

/// Registers the affine ops.
pub fn register(r: &mut DialectRegistry) {
    for def in [ApplyOp::def(), MinOp::def(), MaxOp::def()] {
        r.add_op(OpDef {
            parse: Some(parse_map_op),
            print: Some(print_map_op),
            verify: Some(verify_map_op),
            ..def
        });
    }
    r.add_op(OpDef {
        parse: Some(parse_load),
        print: Some(print_load),
        verify: Some(verify_load),
        ..LoadOp::def()
    });
    r.add_op(OpDef {
        parse: Some(parse_store),
        print: Some(print_store),
        verify: Some(verify_store),
        ..StoreOp::def()
    });
    r.add_op(OpDef {
        parse: Some(parse_load),
        print: Some(print_load),
        verify: Some(verify_vector_load),
        ..VectorLoadOp::def()
    });
    r.add_op(OpDef {
        parse: Some(parse_store),
        print: Some(print_store),
        verify: Some(verify_vector_store),
        ..VectorStoreOp::def()
    });
    r.add_op(OpDef {
        parse: Some(parse_prefetch),
        print: Some(print_prefetch),
        verify: Some(verify_prefetch),
        ..PrefetchOp::def()
    });
    r.add_op(OpDef {
        parse: Some(parse_for),
        print: Some(print_for),
        verify: Some(verify_for),
        ..ForOp::def()
    });
    r.add_op(OpDef {
        parse: Some(parse_if),
        print: Some(print_if),
        verify: Some(verify_if),
        ..IfOp::def()
    });
    r.add_op(OpDef {
        parse: Some(parse_parallel),
        print: Some(print_parallel),
        verify: Some(verify_parallel),
        ..ParallelOp::def()
    });
    r.add_op(OpDef {
        verify: Some(verify_delinearize),
        ..DelinearizeIndexOp::def()
    });
    r.add_op(OpDef {
        verify: Some(verify_linearize),
        ..LinearizeIndexOp::def()
    });
    r.add_op(OpDef {
        verify: Some(verify_yield),
        ..YieldOp::def()
    });
}

const MAP: &str = "map";

fn parse_map_op(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let a = p.parse_attribute()?;
    let map = expect_map(p, a, "AffineMap attribute")?;
    parse_dim_and_symbol_list(p, st, (map.num_dims, map.num_symbols), &|_| {
        "dimension or symbol index mismatch".to_string()
    })?;
    st.set_property(MAP, a);
    p.parse_optional_attr_dict(&mut st.attributes)?;
    move_inherent(st, &[MAP]);
    // `affine.apply` has one result per map result (the verifier wants one); min/max one.
    let n = if st.name == "affine.apply" {
        map.num_results()
    } else {
        1
    };
    let index = p.ctx.index_type();
    st.result_types.extend(std::iter::repeat_n(index, n));
    Ok(())
}

fn print_map_op(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(a) = ctx.op_attr(op, MAP) else {
        return;
    };
    let dims = ApplyOp::spec()
        .attr(MAP)
        .and_then(|s| (s.check)(ctx, a).then_some(()))
        .and_then(|_| match ctx.attr_kind(a) {
            tile_ir::AttrKind::AffineMap(m) => Some(m.num_dims),
            _ => None,
        })
        .unwrap_or(0);
    p.write(" ");
    p.attr(a);
    print_dim_and_symbol_list(p, &ctx.op(op).operands, dims);
    p.op_attr_dict(op, &[MAP]);
}

/// The map of an `apply`/`min`/`max` and its operand count (any of the three ops).
fn map_and_operands(ctx: &Context, op: OpId) -> Option<(tile_ir::affine::AffineMap, usize)> {
    let map = ApplyOp::cast(ctx, op)
        .map(|o| o.map(ctx))
        .or_else(|| MinOp::cast(ctx, op).map(|o| o.map(ctx)))
        .or_else(|| MaxOp::cast(ctx, op).map(|o| o.map(ctx)))?;
    Some((map, ctx.op(op).operands.len()))
}

fn verify_map_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some((map, n)) = map_and_operands(ctx, op) else {
        return Ok(());
    };
    if map.num_inputs() != n {
        return Err(ctx.op_error(
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    let is_apply = ctx.op_name_of(op) == "affine.apply";
    if is_apply && map.num_results() != 1 {
        return Err(ctx.op_error(op, "mapping must produce one value"));
    }
    if is_apply {
        let scope = affine_scope(ctx, op);
        let syms = ctx.op(op).operands.get(map.num_dims..).unwrap_or(&[]);
        if syms
            .iter()
            .any(|&v| is_valid_dim(ctx, v, scope) && !is_valid_symbol(ctx, v, scope))
        {
            return Err(Diagnostic::error(
                ctx.op(op).loc,
                "dimensional operand cannot be used as a symbol",
            ));
        }
    }
    if !is_apply && map.num_results() == 0 {
        return Err(ctx.op_error(op, "affine map expect at least one result"));
    }
    Ok(())
}

/// `%memref[subscripts]` of an access, unresolved until its type is known.
type AccessHead<'a> = (
    tile_ir::parser::UnresolvedOperand<'a>,
    tile_ir::affine::AffineMap,
    Vec<tile_ir::parser::UnresolvedOperand<'a>>,
);

fn parse_access_head<'a>(p: &mut Parser<'a>) -> PResult<AccessHead<'a>> {
    let m = p.parse_operand()?;
    let (map, ids) = parse_subscripts(p)?;
    Ok((m, map, ids))
}

/// Resolves an access against its memref type and stores its map.
fn finish_access<'a>(
    p: &mut Parser<'a>,
    st: &mut OperationState,
    (m, map, ids): AccessHead<'a>,
    ty: Type,
) -> PResult<()> {
    let mv = p.resolve_operand(m, ty)?;
    st.operands.push(mv);
    let index = p.ctx.index_type();
    for u in ids {
        let v = p.resolve_operand(u, index)?;
        st.operands.push(v);
    }
    let a = p.ctx.intern_attr(tile_ir::AttrKind::AffineMap(map));
    st.set_property(MAP, a);
    move_inherent(st, &[MAP]);
    Ok(())
}

/// `%memref[subscripts] attr-dict : type (, vector-type)?` shared by the loads and stores;
/// returns the memref type and the vector type when `vector`.
fn parse_access(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    vector: bool,
) -> PResult<(Type, Option<Type>)> {
    let head = parse_access_head(p)?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, "':'")?;
    let ty = p.parse_type()?;
    let vty = if vector {
        p.parse_token(TokenKind::Comma, "','")?;
        Some(p.parse_type()?)
    } else {
        None
    };
    finish_access(p, st, head, ty)?;
    Ok((ty, vty))
}

fn memref_element(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { element, .. } => Some(*element),
        _ => None,
    }
}

fn parse_load(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let loc = p.loc();
    let vector = st.name == "affine.vector_load";
    let (ty, vty) = parse_access(p, st, vector)?;
    let elem = memref_element(p.ctx, ty).ok_or_else(|| p.error_at(loc, "expected memref type"))?;
    st.result_types.push(vty.unwrap_or(elem));
    Ok(())
}

fn parse_store(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.parse_token(TokenKind::Comma, "','")?;
    let loc = p.loc();
    let vector = st.name == "affine.vector_store";
    let (ty, vty) = parse_access(p, st, vector)?;
    let elem = memref_element(p.ctx, ty).ok_or_else(|| p.error_at(loc, "expected memref type"))?;
    let vv = p.resolve_operand(v, vty.unwrap_or(elem))?;
    st.operands.insert(0, vv);
    Ok(())
}

fn print_access(p: &mut OpPrinter<'_>, op: OpId, first: usize) {
    print_access_head(p, op, first);
    let ctx = p.ctx();
    p.op_attr_dict(op, &[MAP]);
    if let Some(&m) = ctx.op(op).operands.get(first) {
        p.write(" : ");
        p.ty(ctx.value_type(m));
    }
    let vector = match ctx.op_name_of(op) {
        "affine.vector_load" => ctx.op(op).results.first(),
        "affine.vector_store" => ctx.op(op).operands.first(),
        _ => None,
    };
    if let Some(&v) = vector {
        p.write(", ");
        p.ty(ctx.value_type(v));
    }
}

/// Prints `%memref[subscripts]` of the access whose memref is operand `first`.
fn print_access_head(p: &mut OpPrinter<'_>, op: OpId, first: usize) {
    let ctx = p.ctx();
    let o = ctx.op(op);
    let Some(&m) = o.operands.get(first) else {
        return;
    };
    let map = match ctx.op_attr(op, MAP).map(|a| ctx.attr_kind(a)) {
        Some(tile_ir::AttrKind::AffineMap(m)) => m.clone(),
        _ => return,
    };
    p.operand(m);
    print_subscripts(p, &map, o.operands.get(first + 1..).unwrap_or(&[]));
}

fn print_load(p: &mut OpPrinter<'_>, op: OpId) {
    p.write(" ");
    print_access(p, op, 0);
}

fn print_store(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    if let Some(&v) = ctx.op(op).operands.first() {
        p.write(" ");
        p.operand(v);
        p.write(", ");
    }
    print_access(p, op, 1);
}

/// MLIR's checks of an access: one subscript per memref dimension, operands matching the map.
fn verify_access(
    ctx: &Context,
    op: OpId,
    memref: tile_ir::Value,
    map: &tile_ir::affine::AffineMap,
    n: usize,
) -> Result<(), Diagnostic> {
    let rank = match ctx.type_kind(ctx.value_type(memref)) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        _ => return Ok(()),
    };
    if map.num_results() != rank {
        return Err(ctx.op_error(op, "affine map num results must equal memref rank"));
    }
    if map.num_inputs() != n {
        return Err(ctx.op_error(op, "expects as many subscripts as affine map inputs"));
    }
    let indices = ctx
        .op(op)
        .operands
        .get(ctx.op(op).operands.len() - n..)
        .unwrap_or(&[]);
    verify_dims_and_symbols(ctx, op, indices, map.num_dims)
}

fn verify_load(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(l) = LoadOp::cast(ctx, op) else {
        return Ok(());
    };
    let m = l.memref(ctx);
    verify_access(ctx, op, m, &l.map(ctx), l.indices(ctx).len())?;
    if memref_element(ctx, ctx.value_type(m)) != Some(ctx.value_type(l.result(ctx))) {
        return Err(ctx.op_error(op, "result type must match element type of memref"));
    }
    Ok(())
}

fn verify_store(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(s) = StoreOp::cast(ctx, op) else {
        return Ok(());
    };
    let m = s.memref(ctx);
    verify_access(ctx, op, m, &s.map(ctx), s.indices(ctx).len())?;
    if memref_element(ctx, ctx.value_type(m)) != Some(ctx.value_type(s.value(ctx))) {
        return Err(ctx.op_error(
            op,
            "value to store must have the same type as memref element type",
        ));
    }
    Ok(())
}

fn parse_for(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let iv = p.parse_operand()?;
    p.parse_token(TokenKind::Equal, "'='")?;
    let (lb, nlb) = parse_bound(p, st, "max")?;
    expect_keyword(p, &name, "to")?;
    let (ub, nub) = parse_bound(p, st, "min")?;
    let mut step = 1;
    if p.consume_keyword("step") {
        let loc = p.loc();
        let neg = p.consume_if(TokenKind::Minus);
        step = p.parse_i64()?;
        if neg && step != 0 {
            let msg = "expected step to be representable as a positive signed integer";
            return Err(custom_error(loc, &name, msg));
        }
    }
    let mut args = Vec::new();
    let mut inits = Vec::new();
    let mut types = Vec::new();
    if p.consume_keyword("iter_args") {
        (args, inits) = parse_assignment_list(p)?;
        p.parse_token(TokenKind::Arrow, "'->'")?;
        types = p.parse_function_result_types()?;
    }
    if args.len() != types.len() {
        return Err(p.error("mismatch between the number of loop-carried values and results"));
    }
    let index = p.ctx.index_type();
    let mut entry = vec![(iv, index, None)];
    entry.extend(args.iter().zip(&types).map(|(&a, &t)| (a, t, None)));
    let body = p.parse_region(&entry)?;
    ensure_terminator(p.ctx, body, "affine.yield", st.loc);
    st.regions.push(body);
    for (&u, &t) in inits.iter().zip(&types) {
        let v = p.resolve_operand(u, t)?;
        st.operands.push(v);
    }
    let lba = p.ctx.intern_attr(tile_ir::AttrKind::AffineMap(lb));
    let uba = p.ctx.intern_attr(tile_ir::AttrKind::AffineMap(ub));
    let stepa = <IndexAttr as tile_ir::ods::AttrConstraint>::make(p.ctx, step);
    let seg = segment_attr(p.ctx, &[nlb, nub, inits.len()]);
    st.set_property("lowerBoundMap", lba);
    st.set_property("upperBoundMap", uba);
    st.set_property("step", stepa);
    st.set_property(OPERAND_SEGMENT_SIZES, seg);
    st.result_types = types;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    Ok(())
}

fn print_for(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(f) = ForOp::cast(ctx, op) else {
        return;
    };
    let args = region_args(ctx, op, 0);
    p.write(" ");
    if let Some(&iv) = args.first() {
        p.operand(iv);
    }
    p.write(" = ");
    if let Some(a) = ctx.op_attr(op, "lowerBoundMap") {
        print_bound(p, a, f.lowerBoundOperands(ctx), "max");
    }
    p.write(" to ");
    if let Some(a) = ctx.op_attr(op, "upperBoundMap") {
        print_bound(p, a, f.upperBoundOperands(ctx), "min");
    }
    let step = f.step(ctx);
    if step != 1 {
        p.write(&format!(" step {step}"));
    }
    let inits = f.inits(ctx);
    if !inits.is_empty() {
        p.write(" iter_args(");
        for (i, &init) in inits.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            if let Some(&a) = args.get(i + 1) {
                p.operand(a);
            }
            p.write(" = ");
            p.operand(init);
        }
        p.write(") -> (");
        let tys: Vec<Type> = inits.iter().map(|&v| ctx.value_type(v)).collect();
        p.types(&tys);
        p.write(")");
    }
    p.write(" ");
    if let Some(&r) = ctx.op(op).regions.first() {
        p.region(r, false, !inits.is_empty());
    }
    p.op_attr_dict(
        op,
        &[
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            OPERAND_SEGMENT_SIZES,
        ],
    );
}

fn verify_for(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(f) = ForOp::cast(ctx, op) else {
        return Ok(());
    };
    let lb = f.lowerBoundMap(ctx);
    let ub = f.upperBoundMap(ctx);
    if lb.num_inputs() != f.lowerBoundOperands(ctx).len() {
        return Err(ctx.op_error(
            op,
            "lower bound operand count does not equal lower bound map input count",
        ));
    }
    if ub.num_inputs() != f.upperBoundOperands(ctx).len() {
        return Err(ctx.op_error(
            op,
            "upper bound operand count does not equal upper bound map input count",
        ));
    }
    verify_dims_and_symbols(ctx, op, f.lowerBoundOperands(ctx), lb.num_dims)?;
    verify_dims_and_symbols(ctx, op, f.upperBoundOperands(ctx), ub.num_dims)
}

const CONDITION: &str = "condition";

fn parse_if(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let loc = p.loc();
    let a = p.parse_attribute()?;
    let set = match p.ctx.attr_kind(a) {
        AttrKind::IntegerSet(s) => s.clone(),
        _ => return Err(p.error_at(loc, "expected IntegerSet attribute")),
    };
    st.set_property(CONDITION, a);
    parse_dim_and_symbol_list(p, st, (set.num_dims, set.num_symbols), &|dims| {
        let what = if dims { "dim" } else { "symbol" };
        format!("{what} operand count and integer set {what} count must match")
    })?;
    st.result_types = crate::ods::parse_optional_arrow_types(p)?;
    let then = p.parse_region(&[])?;
    ensure_terminator(p.ctx, then, "affine.yield", st.loc);
    let else_region = if p.consume_keyword("else") {
        let r = p.parse_region(&[])?;
        ensure_terminator(p.ctx, r, "affine.yield", st.loc);
        r
    } else {
        p.ctx.create_region()
    };
    st.regions.push(then);
    st.regions.push(else_region);
    p.parse_optional_attr_dict(&mut st.attributes)?;
    move_inherent(st, &[CONDITION]);
    Ok(())
}

fn print_if(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(i) = IfOp::cast(ctx, op) else {
        return;
    };
    let set = i.condition(ctx);
    p.write(" ");
    if let Some(a) = ctx.op_attr(op, CONDITION) {
        p.attr(a);
    }
    print_dim_and_symbol_list(p, i.operands(ctx), set.num_dims);
    let results = &ctx.op(op).results;
    if !results.is_empty() {
        p.write(" -> ");
        let tys: Vec<Type> = results.iter().map(|&v| ctx.value_type(v)).collect();
        p.result_types(&tys);
    }
    let regions = &ctx.op(op).regions;
    p.write(" ");
    if let Some(&r) = regions.first() {
        p.region(r, false, !results.is_empty());
    }
    if let Some(&r) = regions.get(1)
        && !ctx.region(r).blocks.is_empty()
    {
        p.write(" else ");
        p.region(r, false, !results.is_empty());
    }
    p.op_attr_dict(op, &[CONDITION]);
}

fn verify_if(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(i) = IfOp::cast(ctx, op) else {
        return Ok(());
    };
    let set = i.condition(ctx);
    let operands = i.operands(ctx);
    if set.num_inputs() != operands.len() {
        return Err(ctx.op_error(
            op,
            "operand count and condition integer set dimension and symbol count must match",
        ));
    }
    verify_dims_and_symbols(ctx, op, operands, set.num_dims)?;
    let n = ctx.op(op).results.len();
    let else_empty = ctx
        .op(op)
        .regions
        .get(1)
        .is_none_or(|&r| ctx.region(r).blocks.is_empty());
    if n > 0 && else_empty {
        let msg = format!(
            "along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs {n} inputs"
        );
        let loc = ctx.op(op).loc;
        return Err(ctx.op_error(op, msg).with_note(loc, "region branch point"));
    }
    Ok(())
}

/// `affine.yield` returns as many values as its parent has results.
fn verify_yield(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(y) = YieldOp::cast(ctx, op) else {
        return Ok(());
    };
    let Some(parent) = ctx.parent_op(op) else {
        return Ok(());
    };
    if ctx.op(parent).results.len() != y.operands(ctx).len() {
        return Err(ctx.op_error(
            op,
            "parent of yield must have same number of results as the yield operands",
        ));
    }
    Ok(())
}

const PARALLEL_PROPS: [&str; 6] = [
    "reductions",
    "lowerBoundsMap",
    "lowerBoundsGroups",
    "upperBoundsMap",
    "upperBoundsGroups",
    "steps",
];

fn parse_parallel(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let mut ivs = Vec::new();
    p.parse_comma_list(
        Some((TokenKind::LParen, "(")),
        (TokenKind::RParen, ")"),
        |p| {
            ivs.push(p.parse_operand()?);
            Ok(())
        },
    )?;
    p.parse_token(TokenKind::Equal, "'='")?;
    let (lb, lb_groups, lb_ids) = parse_parallel_bounds(p, "max")?;
    expect_keyword(p, &name, "to")?;
    let (ub, ub_groups, ub_ids) = parse_parallel_bounds(p, "min")?;
    let mut steps = vec![1; ivs.len()];
    if p.consume_keyword("step") {
        steps.clear();
        p.parse_comma_list(
            Some((TokenKind::LParen, "(")),
            (TokenKind::RParen, ")"),
            |p| {
                steps.push(p.parse_i64()?);
                Ok(())
            },
        )?;
    }
    let mut reductions = Vec::new();
    if p.consume_keyword("reduce") {
        p.parse_comma_list(
            Some((TokenKind::LParen, "(")),
            (TokenKind::RParen, ")"),
            |p| {
                let loc = p.loc();
                let s = p.parse_string()?;
                match REDUCTIONS.iter().position(|r| *r == s) {
                    Some(k) => reductions.push(k as i64),
                    None => {
                        return Err(p.error_at(loc, format!("invalid reduction value: \"{s}\"")));
                    }
                }
                Ok(())
            },
        )?;
        p.parse_token(TokenKind::Arrow, "'->'")?;
        st.result_types = p.parse_function_result_types()?;
    }
    let index = p.ctx.index_type();
    let entry: Vec<_> = ivs.iter().map(|&u| (u, index, None)).collect();
    let body = p.parse_region(&entry)?;
    ensure_terminator(p.ctx, body, "affine.yield", st.loc);
    st.regions.push(body);
    for u in lb_ids.into_iter().chain(ub_ids) {
        let v = p.resolve_operand(u, index)?;
        st.operands.push(v);
    }
    let to_i64 = |v: Vec<usize>| v.into_iter().map(|x| x as i64).collect::<Vec<_>>();
    let props = [
        ("reductions", I64ArrayAttr::make(p.ctx, reductions)),
        ("lowerBoundsMap", AffineMapAttr::make(p.ctx, lb)),
        (
            "lowerBoundsGroups",
            I32ElementsAttr::make(p.ctx, to_i64(lb_groups)),
        ),
        ("upperBoundsMap", AffineMapAttr::make(p.ctx, ub)),
        (
            "upperBoundsGroups",
            I32ElementsAttr::make(p.ctx, to_i64(ub_groups)),
        ),
        ("steps", I64ArrayAttr::make(p.ctx, steps)),
    ];
    for (k, a) in props {
        st.set_property(k, a);
    }
    p.parse_optional_attr_dict(&mut st.attributes)?;
    Ok(())
}

/// The lower and upper bound operands of an `affine.parallel` (split by the lower map's
/// input count).
fn parallel_operands(ctx: &Context, op: ParallelOp) -> (&[tile_ir::Value], &[tile_ir::Value]) {
    let all = op.mapOperands(ctx);
    all.split_at(op.lowerBoundsMap(ctx).num_inputs().min(all.len()))
}

fn print_parallel(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(par) = ParallelOp::cast(ctx, op) else {
        return;
    };
    let ivs = region_args(ctx, op, 0);
    p.write(" (");
    p.operands(&ivs);
    p.write(") = ");
    let (lbo, ubo) = parallel_operands(ctx, par);
    let sizes = |v: Vec<i64>| v.into_iter().map(|x| x.max(0) as usize).collect::<Vec<_>>();
    print_parallel_bounds(
        p,
        &par.lowerBoundsMap(ctx),
        &sizes(par.lowerBoundsGroups(ctx)),
        lbo,
        "max",
    );
    p.write(" to ");
    print_parallel_bounds(
        p,
        &par.upperBoundsMap(ctx),
        &sizes(par.upperBoundsGroups(ctx)),
        ubo,
        "min",
    );
    let steps = par.steps(ctx);
    if steps.iter().any(|&s| s != 1) {
        let text: Vec<String> = steps.iter().map(i64::to_string).collect();
        p.write(&format!(" step ({})", text.join(", ")));
    }
    let reductions = par.reductions(ctx);
    let results = &ctx.op(op).results;
    if !reductions.is_empty() {
        let names: Vec<String> = reductions
            .iter()
            .map(|&k| {
                let n = usize::try_from(k).ok().and_then(|k| REDUCTIONS.get(k));
                format!("\"{}\"", n.copied().unwrap_or("?"))
            })
            .collect();
        p.write(&format!(" reduce ({}) -> (", names.join(", ")));
        let tys: Vec<Type> = results.iter().map(|&v| ctx.value_type(v)).collect();
        p.types(&tys);
        p.write(")");
    }
    p.write(" ");
    if let Some(&r) = ctx.op(op).regions.first() {
        p.region(r, false, !results.is_empty());
    }
    p.op_attr_dict(op, &PARALLEL_PROPS);
}

fn verify_parallel(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(par) = ParallelOp::cast(ctx, op) else {
        return Ok(());
    };
    let n = region_args(ctx, op, 0).len();
    let lbg = par.lowerBoundsGroups(ctx);
    let ubg = par.upperBoundsGroups(ctx);
    let steps = par.steps(ctx).len();
    if lbg.len() != n || ubg.len() != n || steps != n {
        return Err(ctx.op_error(
            op,
            format!(
                "the number of region arguments ({n}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({steps}) must all match",
                lbg.len(),
                ubg.len()
            ),
        ));
    }
    let lb = par.lowerBoundsMap(ctx);
    let ub = par.upperBoundsMap(ctx);
    if lbg.iter().sum::<i64>() != lb.num_results() as i64
        || ubg.iter().sum::<i64>() != ub.num_results() as i64
    {
        return Err(ctx.op_error(
            op,
            "expected lower bounds map to have as many results as the sum of lower bounds groups",
        ));
    }
    let reductions = par.reductions(ctx);
    if reductions.len() != ctx.op(op).results.len() {
        return Err(ctx.op_error(op, "a reduction must be specified for each output"));
    }
    for (&k, &r) in reductions.iter().zip(ctx.op(op).results.iter()) {
        let Some(&kind) = usize::try_from(k).ok().and_then(|k| REDUCTIONS.get(k)) else {
            return Err(ctx.op_error(op, "invalid reduction attribute"));
        };
        if !reduction_fits(ctx, kind, ctx.value_type(r)) {
            return Err(ctx.op_error(op, "result type cannot match reduction attribute"));
        }
    }
    if lb.num_inputs() + ub.num_inputs() != par.mapOperands(ctx).len() {
        return Err(ctx.op_error(
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    let (lbo, ubo) = parallel_operands(ctx, par);
    verify_dims_and_symbols(ctx, op, lbo, lb.num_dims)?;
    verify_dims_and_symbols(ctx, op, ubo, ub.num_dims)
}

/// MLIR's `isResultTypeMatchAtomicRMWKind`: float kinds on floats, integer kinds on
/// integers (`maxs`/`mins` signed, `maxu`/`minu` unsigned); `maxnumf`, `minnumf`, `xori`
/// never match.
fn reduction_fits(ctx: &Context, kind: &str, t: Type) -> bool {
    use tile_ir::types::Signedness;
    match (kind, ctx.type_kind(t)) {
        ("assign", _) => true,
        ("addf" | "mulf" | "maximumf" | "minimumf", TypeKind::Float(_)) => true,
        ("addi" | "muli" | "andi" | "ori", TypeKind::Integer { .. }) => true,
        ("maxs" | "mins", TypeKind::Integer { signedness, .. }) => {
            *signedness == Signedness::Signed
        }
        ("maxu" | "minu", TypeKind::Integer { signedness, .. }) => {
            *signedness == Signedness::Unsigned
        }
        _ => false,
    }
}

/// The number of `DYNAMIC` entries of a static basis must equal the dynamic operands.
fn check_basis(
    ctx: &Context,
    op: OpId,
    statics: &[i64],
    dynamics: usize,
) -> Result<(), Diagnostic> {
    let n = statics
        .iter()
        .filter(|&&s| s == tile_ir::types::DYNAMIC)
        .count();
    if n != dynamics {
        return Err(ctx.op_error(
            op,
            "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    Ok(())
}

fn verify_delinearize(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(d) = DelinearizeIndexOp::cast(ctx, op) else {
        return Ok(());
    };
    let basis = d.static_basis(ctx);
    let n = d.multi_index(ctx).len();
    if n != basis.len() && n != basis.len() + 1 {
        return Err(ctx.op_error(
            op,
            "should return an index for each basis element and up to one extra index",
        ));
    }
    check_basis(ctx, op, &basis, d.dynamic_basis(ctx).len())?;
    if basis
        .iter()
        .any(|&b| b <= 0 && b != tile_ir::types::DYNAMIC)
    {
        return Err(ctx.op_error(op, "no basis element may be statically non-positive"));
    }
    Ok(())
}

fn verify_linearize(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(l) = LinearizeIndexOp::cast(ctx, op) else {
        return Ok(());
    };
    let basis = l.static_basis(ctx);
    let n = l.multi_index(ctx).len();
    if n != basis.len() && n != basis.len() + 1 {
        return Err(ctx.op_error(
            op,
            "should be passed a basis element for each index except possibly the first",
        ));
    }
    check_basis(ctx, op, &basis, l.dynamic_basis(ctx).len())?;
    if basis
        .iter()
        .any(|&b| b <= 0 && b != tile_ir::types::DYNAMIC)
    {
        return Err(ctx.op_error(op, "no basis element may be statically non-positive"));
    }
    Ok(())
}

/// The element type of a vector type.
fn vector_element(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Vector { element, .. } => Some(*element),
        _ => None,
    }
}

/// MLIR's vector access check: same element type in memref and vector.
fn check_vector_access(
    ctx: &Context,
    op: OpId,
    memref: tile_ir::Value,
    vector: tile_ir::Value,
) -> Result<(), Diagnostic> {
    let m = memref_element(ctx, ctx.value_type(memref));
    if m.is_none() || m != vector_element(ctx, ctx.value_type(vector)) {
        return Err(ctx.op_error(
            op,
            "requires memref and vector types of the same elemental type",
        ));
    }
    Ok(())
}

fn verify_vector_load(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(l) = VectorLoadOp::cast(ctx, op) else {
        return Ok(());
    };
    let m = l.memref(ctx);
    verify_access(ctx, op, m, &l.map(ctx), l.indices(ctx).len())?;
    check_vector_access(ctx, op, m, l.result(ctx))
}

fn verify_vector_store(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(s) = VectorStoreOp::cast(ctx, op) else {
        return Ok(());
    };
    let m = s.memref(ctx);
    verify_access(ctx, op, m, &s.map(ctx), s.indices(ctx).len())?;
    check_vector_access(ctx, op, m, s.value(ctx))
}

const PREFETCH_PROPS: [&str; 4] = ["isWrite", "localityHint", "isDataCache", MAP];

/// `%m[subscripts], read|write, locality<N>, data|instr attr-dict : memref-type`.
fn parse_prefetch(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let head = parse_access_head(p)?;
    p.parse_token(TokenKind::Comma, "','")?;
    // MLIR reports a bad specifier at the op.
    let loc = st.loc;
    let is_write = match p.parse_optional_keyword() {
        Some("read") => false,
        Some("write") => true,
        _ => {
            return Err(custom_error(
                loc,
                &name,
                "rw specifier has to be 'read' or 'write'",
            ));
        }
    };
    p.parse_token(TokenKind::Comma, "','")?;
    expect_keyword(p, &name, "locality")?;
    p.parse_token(TokenKind::Less, "'<'")?;
    let hint = p.parse_i64()?;
    p.parse_token(TokenKind::Greater, "'>'")?;
    p.parse_token(TokenKind::Comma, "','")?;
    let is_data = match p.parse_optional_keyword() {
        Some("data") => true,
        Some("instr") => false,
        _ => {
            return Err(custom_error(
                loc,
                &name,
                "cache type has to be 'data' or 'instr'",
            ));
        }
    };
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, "':'")?;
    let ty = p.parse_type()?;
    finish_access(p, st, head, ty)?;
    let w = BoolAttr::make(p.ctx, is_write);
    let h = I32Attr::make(p.ctx, hint);
    let d = BoolAttr::make(p.ctx, is_data);
    st.set_property("isWrite", w);
    st.set_property("localityHint", h);
    st.set_property("isDataCache", d);
    Ok(())
}

fn print_prefetch(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(pf) = PrefetchOp::cast(ctx, op) else {
        return;
    };
    p.write(" ");
    print_access_head(p, op, 0);
    let rw = if pf.isWrite(ctx) { "write" } else { "read" };
    let cache = if pf.isDataCache(ctx) { "data" } else { "instr" };
    p.write(&format!(
        ", {rw}, locality<{}>, {cache}",
        pf.localityHint(ctx)
    ));
    p.op_attr_dict(op, &PREFETCH_PROPS);
    p.write(" : ");
    p.ty(ctx.value_type(pf.memref(ctx)));
}

fn verify_prefetch(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(pf) = PrefetchOp::cast(ctx, op) else {
        return Ok(());
    };
    verify_access(ctx, op, pf.memref(ctx), &pf.map(ctx), pf.indices(ctx).len())
}
