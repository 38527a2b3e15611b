//! Insertion and buffer primitives: `sparse_tensor.load`, `expand`, `compress`, `sort`,
//! `reorder_coo` and `print`, with the sort-algorithm enum attribute
//! `#sparse_tensor<SparseTensorSortAlgorithm quick_sort>`.
// Issue 10 policy: no panics reachable from input (exceptions are commented `// ok: why`).
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use tile_ir::dialect::{DialectRegistry, OpDef, OpTraits};
use tile_ir::dialect_data::{DialectData, DialectObj};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::printer::OpPrinter;
use tile_ir::{AttrKind, Context, Diagnostic, OpId, OperationState, Type, TypeKind};

use super::{
    SPARSE_TENSOR, index_attr, is_index, is_sparse_tensor, operand_type, parse_memref_type,
    plain_error, result_type, sparse_type,
};
use crate::tensor::util::{
    check_min_operands, check_num_operands, check_num_results, check_operands, check_results,
    custom_error, move_inherent, parse_ranked_tensor_type,
};

/// The sorting algorithms of `sparse_tensor.sort` and `reorder_coo`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SortKind {
    /// `hybrid_quick_sort`
    HybridQuickSort,
    /// `insertion_sort_stable`
    InsertionSortStable,
    /// `quick_sort`
    QuickSort,
    /// `heap_sort`
    HeapSort,
}

impl SortKind {
    /// Every kind, in MLIR's order.
    pub const ALL: [SortKind; 4] = [
        SortKind::HybridQuickSort,
        SortKind::InsertionSortStable,
        SortKind::QuickSort,
        SortKind::HeapSort,
    ];

    /// The keyword.
    pub fn keyword(self) -> &'static str {
        match self {
            SortKind::HybridQuickSort => "hybrid_quick_sort",
            SortKind::InsertionSortStable => "insertion_sort_stable",
            SortKind::QuickSort => "quick_sort",
            SortKind::HeapSort => "heap_sort",
        }
    }

    /// The kind named `kw`.
    pub fn from_keyword(kw: &str) -> Option<SortKind> {
        SortKind::ALL.into_iter().find(|k| k.keyword() == kw)
    }
}

impl DialectData for SortKind {
    fn print(&self, _ctx: &Context, out: &mut String) {
        out.push_str("sparse_tensor<SparseTensorSortAlgorithm ");
        out.push_str(self.keyword());
        out.push('>');
    }
    tile_ir::impl_dialect_data_boilerplate!();
}

/// The sort kind stored in attribute `name` of `op`.
fn sort_kind(ctx: &Context, op: OpId, name: &str) -> Option<SortKind> {
    match ctx.attr_kind(ctx.op_attr(op, name)?) {
        AttrKind::Dialect(d) => d.downcast::<SortKind>().copied(),
        _ => None,
    }
}

/// Parses the keyword of a sort algorithm into an attribute.
fn parse_sort_kind(p: &mut Parser<'_>, op_name: &str) -> PResult<tile_ir::Attr> {
    let loc = p.loc();
    let kw = p.parse_optional_keyword().unwrap_or("");
    let Some(k) = SortKind::from_keyword(kw) else {
        return Err(custom_error(
            loc,
            op_name,
            "expected ::mlir::sparse_tensor::SparseTensorSortKind to be one of: hybrid_quick_sort, insertion_sort_stable, quick_sort, heap_sort",
        ));
    };
    Ok(p.ctx.intern_attr(AttrKind::Dialect(DialectObj::new(k))))
}

/// The `SparseTensorSortAlgorithm` case of `#sparse_tensor<...>` (generic form).
pub fn parse_sort_attr_body(p: &mut Parser<'_>) -> PResult<tile_ir::Attr> {
    let loc = p.loc();
    let kw = p.parse_optional_keyword().unwrap_or("");
    let k = SortKind::from_keyword(kw).ok_or_else(|| {
        p.error_at(
            loc,
            "expected ::mlir::sparse_tensor::SparseTensorSortKind to be one of: hybrid_quick_sort, insertion_sort_stable, quick_sort, heap_sort",
        )
    })?;
    Ok(p.ctx.intern_attr(AttrKind::Dialect(DialectObj::new(k))))
}

fn check_sort_attr(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    match ctx.op_attr(op, "algorithm") {
        None => Err(ctx.op_error(op, "requires attribute 'algorithm'")),
        Some(_) if sort_kind(ctx, op, "algorithm").is_some() => Ok(()),
        Some(_) => Err(ctx.op_error(
            op,
            "attribute 'algorithm' failed to satisfy constraint: sparse tensor sort algorithm",
        )),
    }
}

/// Registers the insertion ops.
pub fn register(r: &mut DialectRegistry) {
    r.add_op(OpDef {
        inherent_attrs: &["hasInserts"],
        parse: Some(parse_load),
        print: Some(print_load),
        verify: Some(verify_load),
        ..OpDef::new(
            "sparse_tensor.load",
            "Rematerializes tensor from underlying sparse storage format",
            OpTraits::NONE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_expand),
        print: Some(print_expand),
        verify: Some(verify_expand),
        asm_names: Some(expand_names),
        ..OpDef::new(
            "sparse_tensor.expand",
            "Expands an access pattern for insertion",
            OpTraits::NONE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_compress),
        print: Some(print_compress),
        verify: Some(verify_compress),
        ..OpDef::new(
            "sparse_tensor.compress",
            "Compressed an access pattern for insertion",
            OpTraits::NONE,
        )
    });
    r.add_op(OpDef {
        inherent_attrs: &["algorithm", "ny", "perm_map"],
        parse: Some(parse_sort),
        print: Some(print_sort),
        verify: Some(verify_sort),
        ..OpDef::new(
            "sparse_tensor.sort",
            "Sorts the arrays in xs and ys lexicographically on the integral values found in the xs list",
            OpTraits::NONE,
        )
    });
    r.add_op(OpDef {
        inherent_attrs: &["algorithm"],
        parse: Some(parse_reorder_coo),
        print: Some(print_reorder_coo),
        verify: Some(verify_reorder_coo),
        ..OpDef::new(
            "sparse_tensor.reorder_coo",
            "Reorder the input COO such that it has the the same order as the output COO",
            OpTraits::PURE,
        )
    });
    r.add_op(OpDef {
        parse: Some(parse_print),
        print: Some(crate::ods::print_operand_attr_dict_type),
        verify: Some(verify_print),
        ..OpDef::new(
            "sparse_tensor.print",
            "Prints a sparse tensor (for testing and debugging)",
            OpTraits::NONE,
        )
    });
}

// ----- load -----

/// `$tensor (hasInserts)? attr-dict : type($tensor)`.
fn parse_load(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let src = p.parse_operand()?;
    if p.consume_keyword("hasInserts") {
        let u = p.ctx.unit_attr();
        st.set_property("hasInserts", u);
    }
    p.parse_optional_attr_dict(&mut st.attributes)?;
    move_inherent(st, &["hasInserts"]);
    p.parse_token(TokenKind::Colon, ":")?;
    let t = parse_ranked_tensor_type(p, &name)?;
    st.operands = vec![p.resolve_operand(src, t)?];
    st.result_types.push(t);
    Ok(())
}

fn print_load(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(&src) = ctx.op(op).operands.first() else {
        return;
    };
    p.write(" ");
    p.operand(src);
    if ctx.op_attr(op, "hasInserts").is_some() {
        p.write(" hasInserts");
    }
    p.op_attr_dict(op, &["hasInserts"]);
    p.write(" : ");
    p.ty(ctx.value_type(src));
}

fn verify_load(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if let Some(a) = ctx.op_attr(op, "hasInserts")
        && !matches!(ctx.attr_kind(a), AttrKind::Unit)
    {
        return Err(ctx.op_error(
            op,
            "attribute 'hasInserts' failed to satisfy constraint: unit attribute",
        ));
    }
    check_num_operands(ctx, op, 1)?;
    check_operands(ctx, op, 0..1, SPARSE_TENSOR, is_sparse_tensor)?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, "tensor of any type values", |c, t| {
        matches!(
            c.type_kind(t),
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        )
    })?;
    if operand_type(ctx, op, 0) != result_type(ctx, op, 0) {
        return Err(ctx.op_error(op, "requires the same type for all operands and results"));
    }
    Ok(())
}

// ----- expand / compress -----

/// Whether `t` is a rank-1 memref (with any layout) whose element satisfies `elem`.
fn is_1d_memref(ctx: &Context, t: Type, elem: impl Fn(&Context, Type) -> bool) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { shape, element, .. } if shape.len() == 1 && elem(ctx, *element))
}

fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            width: 1,
            signedness: tile_ir::types::Signedness::Signless
        }
    )
}

/// `$tensor attr-dict : type($tensor) to type($values), type($filled), type($added)`.
fn parse_expand(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let t = parse_ranked_tensor_type(p, &name)?;
    p.expect_keyword("to")?;
    let values = parse_memref_type(p, &name)?;
    p.parse_token(TokenKind::Comma, ",")?;
    let filled = parse_memref_type(p, &name)?;
    p.parse_token(TokenKind::Comma, ",")?;
    let added = parse_memref_type(p, &name)?;
    st.operands = vec![p.resolve_operand(src, t)?];
    let idx = p.ctx.index_type();
    st.result_types = vec![values, filled, added, idx];
    Ok(())
}

fn print_expand(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(&src) = ctx.op(op).operands.first() else {
        return;
    };
    let res = ctx.result_types(op);
    p.write(" ");
    p.operand(src);
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    p.ty(ctx.value_type(src));
    p.write(" to ");
    p.types(res.get(..3).unwrap_or(&[]));
}

fn expand_names(_ctx: &Context, _op: OpId) -> Vec<(usize, String)> {
    ["values", "filled", "added", "count"]
        .iter()
        .enumerate()
        .map(|(i, n)| (i, n.to_string()))
        .collect()
}

fn verify_expand(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 1)?;
    check_operands(ctx, op, 0..1, SPARSE_TENSOR, is_sparse_tensor)?;
    check_num_results(ctx, op, 4)?;
    check_results(
        ctx,
        op,
        0..1,
        "strided memref of any type values of rank 1",
        |c, t| is_1d_memref(c, t, |_, _| true),
    )?;
    check_results(
        ctx,
        op,
        1..2,
        "1D memref of 1-bit signless integer values",
        |c, t| is_1d_memref(c, t, is_i1),
    )?;
    check_results(ctx, op, 2..3, "1D memref of index values", |c, t| {
        is_1d_memref(c, t, is_index)
    })?;
    check_results(ctx, op, 3..4, "index", is_index)
}

/// `$values, $filled, $added, $count into $tensor[$lvlCoords] attr-dict : types`.
fn parse_compress(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let values = p.parse_operand()?;
    p.parse_token(TokenKind::Comma, ",")?;
    let filled = p.parse_operand()?;
    p.parse_token(TokenKind::Comma, ",")?;
    let added = p.parse_operand()?;
    p.parse_token(TokenKind::Comma, ",")?;
    let count = p.parse_operand()?;
    p.expect_keyword("into")?;
    let tensor = p.parse_operand()?;
    p.parse_token(TokenKind::LSquare, "[")?;
    let coords = p.parse_operand_list()?;
    p.parse_token(TokenKind::RSquare, "]")?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let vt = parse_memref_type(p, &name)?;
    p.parse_token(TokenKind::Comma, ",")?;
    let ft = parse_memref_type(p, &name)?;
    p.parse_token(TokenKind::Comma, ",")?;
    let at = parse_memref_type(p, &name)?;
    p.parse_token(TokenKind::Comma, ",")?;
    let tt = parse_ranked_tensor_type(p, &name)?;
    let idx = p.ctx.index_type();
    let mut operands = vec![
        p.resolve_operand(values, vt)?,
        p.resolve_operand(filled, ft)?,
        p.resolve_operand(added, at)?,
        p.resolve_operand(count, idx)?,
        p.resolve_operand(tensor, tt)?,
    ];
    for c in coords {
        operands.push(p.resolve_operand(c, idx)?);
    }
    st.operands = operands;
    st.result_types.push(tt);
    Ok(())
}

fn print_compress(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.op(op).operands.clone();
    let [values, filled, added, count, tensor, coords @ ..] = &*ops else {
        return;
    };
    p.write(" ");
    p.operands(&[*values, *filled, *added, *count]);
    p.write(" into ");
    p.operand(*tensor);
    p.write("[");
    p.operands(coords);
    p.write("]");
    p.op_attr_dict(op, &[]);
    p.write(" : ");
    let types: Vec<Type> = [values, filled, added, tensor]
        .iter()
        .map(|&&v| ctx.value_type(v))
        .collect();
    p.types(&types);
}

fn verify_compress(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_min_operands(ctx, op, 5)?;
    check_operands(
        ctx,
        op,
        0..1,
        "strided memref of any type values of rank 1",
        |c, t| is_1d_memref(c, t, |_, _| true),
    )?;
    check_operands(
        ctx,
        op,
        1..2,
        "1D memref of 1-bit signless integer values",
        |c, t| is_1d_memref(c, t, is_i1),
    )?;
    check_operands(ctx, op, 2..3, "1D memref of index values", |c, t| {
        is_1d_memref(c, t, is_index)
    })?;
    check_operands(ctx, op, 3..4, "index", is_index)?;
    check_operands(ctx, op, 4..5, SPARSE_TENSOR, is_sparse_tensor)?;
    let n = ctx.op(op).operands.len();
    check_operands(ctx, op, 5..n, "variadic of index", is_index)?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, SPARSE_TENSOR, is_sparse_tensor)?;
    if operand_type(ctx, op, 4) != result_type(ctx, op, 0) {
        return Err(ctx.op_error(
            op,
            "failed to verify that all of {tensor, result} have same type",
        ));
    }
    let Some(stt) = operand_type(ctx, op, 4).and_then(|t| sparse_type(ctx, t)) else {
        return Ok(());
    };
    if stt.enc.lvl_rank() != 1 + (n - 5) {
        return Err(ctx.op_error(op, "incorrect number of coordinates"));
    }
    Ok(())
}

// ----- sort -----

/// `$algorithm $n, $xy (jointly $ys)? attr-dict : type($xy) (jointly type($ys))?`.
fn parse_sort(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let alg = parse_sort_kind(p, &name)?;
    st.set_property("algorithm", alg);
    let n = p.parse_operand()?;
    p.parse_token(TokenKind::Comma, ",")?;
    let xy = p.parse_operand()?;
    let ys = if p.consume_keyword("jointly") {
        p.parse_operand_list()?
    } else {
        Vec::new()
    };
    p.parse_optional_attr_dict(&mut st.attributes)?;
    move_inherent(st, &["ny", "perm_map"]);
    p.parse_token(TokenKind::Colon, ":")?;
    let xyt = parse_memref_type(p, &name)?;
    let tloc = p.loc();
    let yts = if p.consume_keyword("jointly") {
        let mut v = vec![parse_memref_type(p, &name)?];
        while p.consume_if(TokenKind::Comma) {
            v.push(parse_memref_type(p, &name)?);
        }
        v
    } else {
        Vec::new()
    };
    let idx = p.ctx.index_type();
    let mut operands = vec![p.resolve_operand(n, idx)?, p.resolve_operand(xy, xyt)?];
    operands.extend(p.resolve_operands(&ys, &yts, tloc)?);
    st.operands = operands;
    Ok(())
}

fn print_sort(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.op(op).operands.clone();
    let [n, xy, ys @ ..] = &*ops else {
        return;
    };
    // MLIR prints the enum with a leading space of its own.
    p.write("  ");
    p.write(sort_kind(ctx, op, "algorithm").map_or("", SortKind::keyword));
    p.write(" ");
    p.operand(*n);
    p.write(", ");
    p.operand(*xy);
    if !ys.is_empty() {
        p.write(" jointly ");
        p.operands(ys);
    }
    p.op_attr_dict(op, &["algorithm"]);
    p.write(" : ");
    p.ty(ctx.value_type(*xy));
    if !ys.is_empty() {
        p.write(" jointly ");
        let ys: Vec<Type> = ys.iter().map(|&v| ctx.value_type(v)).collect();
        p.types(&ys);
    }
}

fn verify_sort(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_sort_attr(ctx, op)?;
    let Some(perm) = ctx.op_attr(op, "perm_map") else {
        return Err(ctx.op_error(op, "requires attribute 'perm_map'"));
    };
    let AttrKind::AffineMap(perm) = ctx.attr_kind(perm).clone() else {
        return Err(ctx.op_error(
            op,
            "attribute 'perm_map' failed to satisfy constraint: AffineMap attribute",
        ));
    };
    if ctx.op_attr(op, "ny").is_some() && index_attr(ctx, op, "ny").is_none() {
        return Err(ctx.op_error(
            op,
            "attribute 'ny' failed to satisfy constraint: index attribute",
        ));
    }
    check_min_operands(ctx, op, 2)?;
    check_operands(ctx, op, 0..1, "index", is_index)?;
    check_operands(
        ctx,
        op,
        1..2,
        "1D memref of integer or index values",
        |c, t| {
            is_1d_memref(c, t, |c, e| {
                matches!(c.type_kind(e), TypeKind::Index | TypeKind::Integer { .. })
            })
        },
    )?;
    let n = ctx.op(op).operands.len();
    check_operands(
        ctx,
        op,
        2..n,
        "variadic of 1D memref of any type values",
        |c, t| is_1d_memref(c, t, |_, _| true),
    )?;
    let nx = perm.num_dims;
    if nx < 1 {
        return Err(plain_error(
            ctx,
            op,
            format!("Expected rank(perm_map) > 1, got {nx}"),
        ));
    }
    if !perm.is_permutation() {
        return Err(plain_error(
            ctx,
            op,
            format!("Expected a permutation map, got {perm}"),
        ));
    }
    let Some(count) = ctx
        .op(op)
        .operands
        .first()
        .and_then(|&v| super::constant_index(ctx, v))
    else {
        return Ok(());
    };
    let ny = index_attr(ctx, op, "ny").unwrap_or(0);
    let dim0 = |i: usize| match operand_type(ctx, op, i).map(|t| ctx.type_kind(t)) {
        Some(TypeKind::MemRef { shape, .. }) => shape.first().copied(),
        _ => None,
    };
    let need = count * (nx as i128 + ny);
    if let Some(sh) = dim0(1)
        && sh != tile_ir::types::DYNAMIC
        && i128::from(sh) < need
    {
        return Err(plain_error(
            ctx,
            op,
            format!("Expected dimension(xy) >= n * (rank(perm_map) + ny) got {sh} < {need}"),
        ));
    }
    for i in 2..n {
        if let Some(sh) = dim0(i)
            && sh != tile_ir::types::DYNAMIC
            && i128::from(sh) < count
        {
            return Err(plain_error(
                ctx,
                op,
                format!("Expected dimension(y) >= n got {sh} < {count}"),
            ));
        }
    }
    Ok(())
}

// ----- reorder_coo -----

/// `$algorithm $input_coo attr-dict : type($input_coo) to type($result_coo)`.
fn parse_reorder_coo(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let alg = parse_sort_kind(p, &name)?;
    st.set_property("algorithm", alg);
    super::conversion::parse_ranked_to_ranked(p, st)
}

fn print_reorder_coo(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(&src) = ctx.op(op).operands.first() else {
        return;
    };
    p.write("  ");
    p.write(sort_kind(ctx, op, "algorithm").map_or("", SortKind::keyword));
    p.write(" ");
    p.operand(src);
    p.op_attr_dict(op, &["algorithm"]);
    p.write(" : ");
    p.ty(ctx.value_type(src));
    p.write(" to ");
    p.types(&ctx.result_types(op));
}

fn verify_reorder_coo(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_sort_attr(ctx, op)?;
    check_num_operands(ctx, op, 1)?;
    check_operands(ctx, op, 0..1, SPARSE_TENSOR, is_sparse_tensor)?;
    check_num_results(ctx, op, 1)?;
    check_results(ctx, op, 0..1, SPARSE_TENSOR, is_sparse_tensor)?;
    let (Some(a), Some(b)) = (operand_type(ctx, op, 0), result_type(ctx, op, 0)) else {
        return Ok(());
    };
    let (Some(src), Some(dst)) = (sparse_type(ctx, a), sparse_type(ctx, b)) else {
        return Ok(());
    };
    if !src.is_coo() || !dst.is_coo() {
        return Err(plain_error(ctx, op, "Expected COO sparse tensors only"));
    }
    if src.enc.dim_to_lvl_or_identity() != dst.enc.dim_to_lvl_or_identity() {
        return Err(plain_error(
            ctx,
            op,
            "Unmatched dim2lvl map between input and result COO",
        ));
    }
    if src.enc.pos_width != dst.enc.pos_width
        || src.enc.crd_width != dst.enc.crd_width
        || src.element != dst.element
    {
        return Err(plain_error(
            ctx,
            op,
            "Unmatched storage format between input and result COO",
        ));
    }
    Ok(())
}

// ----- print -----

fn parse_print(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = st.name.clone();
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attributes)?;
    p.parse_token(TokenKind::Colon, ":")?;
    let t = parse_ranked_tensor_type(p, &name)?;
    st.operands = vec![p.resolve_operand(src, t)?];
    Ok(())
}

fn verify_print(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ctx, op, 1)?;
    check_operands(ctx, op, 0..1, SPARSE_TENSOR, is_sparse_tensor)?;
    check_num_results(ctx, op, 0)
}
