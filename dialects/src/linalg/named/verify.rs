//! The checks of named ops beyond the structured-op interface, with MLIR's messages:
//! `strides`/`dilations` (parse-time constraint and `verifyIndexingMapRequiredAttributes`),
//! `ContractOp::verify`, the batch-matmul map checks and the convolution interface.

use std::collections::BTreeSet;

use tile_ir::affine::{AffineExpr, AffineMap, BinaryOp};
use tile_ir::{Attr, AttrKind, Context, Diagnostic, OpId, TypeKind};

use crate::linalg::structured::IteratorType;

use super::{NamedOp, Syntax, explicit_maps};

/// Whether `a` is `dense<...> : tensor<{window}xi64>` or `vector<{window}xi64>`
/// (`RankedI64ElementsAttr<[w]>`: any dense elements attribute of that shape).
fn is_window_attr(ctx: &Context, a: Attr, window: usize) -> bool {
    let AttrKind::DenseElements { ty, .. } = ctx.attr_kind(a) else {
        return false;
    };
    let (shape, element) = match ctx.type_kind(*ty) {
        TypeKind::RankedTensor { shape, element, .. } => (shape, element),
        TypeKind::Vector {
            shape,
            element,
            scalable,
        } if !scalable.contains(&true) => (shape, element),
        _ => return false,
    };
    shape.as_slice() == [window as i64]
        && matches!(ctx.type_kind(*element), TypeKind::Integer { width: 64, signedness, .. }
            if *signedness == tile_ir::types::Signedness::Signless)
}

/// The constraint MLIR checks when `strides`/`dilations` become properties: the message
/// for the first attribute that is not an i64 elements attribute of the window's rank.
pub fn window_constraint_error(
    ctx: &Context,
    attr: impl Fn(&str) -> Option<Attr>,
    row: &NamedOp,
) -> Option<String> {
    if row.window == 0 {
        return None;
    }
    ["strides", "dilations"].into_iter().find_map(|name| {
        let a = attr(name)?;
        (!is_window_attr(ctx, a, row.window)).then(|| {
            format!(
                "'{}' op attribute '{name}' failed to satisfy constraint: 64-bit signless int elements attribute of shape [{}]",
                row.name, row.window
            )
        })
    })
}

/// The constraint MLIR checks when `cast` becomes a property: a `#linalg.type_fn<...>`.
pub fn cast_constraint_error(
    ctx: &Context,
    attr: impl Fn(&str) -> Option<Attr>,
    row: &NamedOp,
) -> Option<String> {
    let a = attr("cast")?;
    (crate::linalg::attrs::enum_case(ctx, a, "type_fn").is_none()).then(|| {
        format!(
            "'{}' op attribute 'cast' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1",
            row.name
        )
    })
}

/// The first property of a `<{...}>` dictionary MLIR cannot convert to its storage class
/// (`strides`/`dilations` hold a `DenseIntElementsAttr`, `cast` a `#linalg.type_fn`).
pub fn unconvertible_property(
    ctx: &Context,
    attr: impl Fn(&str) -> Option<Attr>,
    row: &NamedOp,
) -> Option<(&'static str, Attr)> {
    let windows = if row.window > 0 {
        &["strides", "dilations"][..]
    } else {
        &[]
    };
    let dense_ints = |a: Attr| match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, .. } => {
            let element = crate::tensor::util::element_type_or_self(ctx, *ty);
            matches!(
                ctx.type_kind(element),
                TypeKind::Integer { .. } | TypeKind::Index
            )
        }
        _ => false,
    };
    let window = windows
        .iter()
        .find_map(|&n| attr(n).filter(|&a| !dense_ints(a)).map(|a| (n, a)));
    let cast = || {
        let a = attr("cast")?;
        crate::linalg::attrs::enum_case(ctx, a, "type_fn")
            .is_none()
            .then_some(("cast", a))
    };
    window.or_else(cast)
}

/// MLIR's `verifyIndexingMapRequiredAttributes` (ops built without the parser).
pub fn verify_window_attrs(ctx: &Context, op: OpId, row: &NamedOp) -> Result<(), Diagnostic> {
    for name in ["strides", "dilations"] {
        let Some(a) = ctx.op_attr(op, name) else {
            continue;
        };
        let AttrKind::DenseElements { ty, .. } = ctx.attr_kind(a) else {
            continue;
        };
        let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(*ty) else {
            continue;
        };
        let loc = ctx.op(op).loc;
        if !matches!(ctx.type_kind(*element), TypeKind::Integer { width: 64, .. }) {
            return Err(Diagnostic::error(
                loc,
                format!("incorrect element type for index attribute '{name}'"),
            ));
        }
        if shape.as_slice() != [row.window as i64] {
            return Err(Diagnostic::error(
                loc,
                format!("incorrect shape for index attribute '{name}'"),
            ));
        }
    }
    Ok(())
}

/// MLIR's `ContractOp::verify`: projected permutations of one iteration space, ranks that
/// match the operands, every loop used, and at least one contracting loop.
pub fn verify_contract(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(maps) = explicit_maps(ctx, op) else {
        return Ok(());
    };
    let err = |msg: String| Err(Diagnostic::error(ctx.op(op).loc, msg));
    let operands = &ctx.op(op).operands;
    let mut space: Option<usize> = None;
    let mut in_uses: Vec<usize> = Vec::new();
    let mut out_uses: Vec<usize> = Vec::new();
    for (i, (map, &v)) in maps.iter().zip(operands.iter()).take(3).enumerate() {
        if !map.is_projected_permutation(false) {
            return err("provided affine_map is not a projected permutation".into());
        }
        match crate::ods::shaped_parts(ctx, ctx.value_type(v)) {
            Some((shape, _)) if map.num_results() != shape.len() => {
                return err(
                    "ranks of shaped operand and results of corresponding affine_map differ".into(),
                );
            }
            Some(_) => {}
            None if map.num_results() != 0 => {
                return err(
                    "affine_map specifies shaped access while operand has non-shaped type".into(),
                );
            }
            None => {}
        }
        match space {
            None => {
                space = Some(map.num_dims);
                in_uses = vec![0; map.num_dims];
                out_uses = vec![0; map.num_dims];
            }
            Some(n) if n != map.num_dims => {
                return err("iteration spaces of provided affine_maps differ".into());
            }
            Some(_) => {}
        }
        let uses = if i < 2 { &mut in_uses } else { &mut out_uses };
        for d in map.results.iter().filter_map(|e| e.as_dim()) {
            if let Some(u) = uses.get_mut(d) {
                *u += 1;
            }
        }
    }
    let mut contracting = false;
    for (d, (&i, &o)) in in_uses.iter().zip(&out_uses).enumerate() {
        contracting |= i == 2 && o == 0;
        if i == 0 && o == 0 {
            return err(format!(
                "iteration space dim at index {d} not used to access any operand"
            ));
        }
        if i == 1 && o != 1 {
            return err(format!(
                "iteration space dim at index {d} is neither a contracting dim nor of parallel iteration type"
            ));
        }
    }
    if !contracting {
        return err("'indexing_maps' do not specify a contracting dimension".into());
    }
    Ok(())
}

/// The batch-matmul checks of user maps (MLIR's `verifyExtendedBatchVariantMatmulSemantic`
/// and output-map check): operand maps use only the default dims, a full operand map starts
/// with the batch dim, and the output map has the default rank.
pub fn verify_batch_maps(ctx: &Context, op: OpId, row: &NamedOp) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    if row.syntax != Syntax::IndexingMaps || row.name == "linalg.matmul" {
        return Ok(());
    }
    let Some(maps) = explicit_maps(ctx, op) else {
        return Ok(());
    };
    let Some(defaults) = row.default_maps() else {
        return Ok(());
    };
    if maps == defaults {
        return Ok(());
    }
    if maps.len() != 3 {
        return Err(ctx.op_error(op, "Indexing_map attribute must have 3 affine maps."));
    }
    for (m, d) in maps.iter().zip(&defaults).take(2) {
        if m.results.iter().any(|e| !d.results.contains(e)) {
            return err(
                "Unexpected result dim expression (outside the set of default result dims).".into(),
            );
        }
        if m.results.len() == d.results.len() && m.results.first() != d.results.first() {
            return Err(ctx.op_error(op, "Invalid batch dimension expression."));
        }
    }
    if let (Some(m), Some(d)) = (maps.get(2), defaults.get(2))
        && m.num_results() != d.num_results()
    {
        return err(format!(
            "expects {} dims, but got ({}).",
            d.num_results(),
            m.num_results()
        ));
    }
    Ok(())
}

/// Whether `row` has MLIR's `LinalgConvolutionOpInterface` (convolutions and poolings).
fn is_convolution(row: &NamedOp) -> bool {
    ["linalg.conv_", "linalg.depthwise_conv_", "linalg.pooling_"]
        .iter()
        .any(|p| row.name.starts_with(p))
}

/// The loop of `d` or `d * c` (`c` a constant), MLIR's `getDimExprOrMulExprDimPos`.
fn dim_or_scaled_dim(e: &AffineExpr) -> Option<usize> {
    if let Some(d) = e.as_dim() {
        return Some(d);
    }
    match e.as_binary() {
        Some((BinaryOp::Mul, l, r)) => {
            match (l.as_dim(), r.as_constant(), r.as_dim(), l.as_constant()) {
                (Some(d), Some(_), _, _) | (_, _, Some(d), Some(_)) => Some(d),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The loops the input map reads directly and those it convolves (`a + b` of two loops);
/// `None` when a result is neither (MLIR's `ConvAccessExprWalker`).
fn input_loops(map: &AffineMap) -> Option<(BTreeSet<usize>, BTreeSet<usize>)> {
    let (mut plain, mut convolved) = (BTreeSet::new(), BTreeSet::new());
    for e in &map.results {
        let dims = match (e.as_dim(), e.as_binary()) {
            (Some(d), _) => vec![(d, false)],
            (None, Some((BinaryOp::Add, l, r))) => {
                vec![(dim_or_scaled_dim(l)?, true), (dim_or_scaled_dim(r)?, true)]
            }
            _ => return None,
        };
        for (d, conv) in dims {
            if plain.contains(&d) || convolved.contains(&d) {
                return None;
            }
            if conv {
                convolved.insert(d);
            } else {
                plain.insert(d);
            }
        }
    }
    Some((plain, convolved))
}

/// MLIR's `verifyConvolutionInterface`: every loop is a batch, output image, output
/// channel, filter, input channel or depth loop, with the matching iterator type.
pub fn verify_convolution(ctx: &Context, op: OpId, row: &NamedOp) -> Result<(), Diagnostic> {
    if !is_convolution(row) {
        return Ok(());
    }
    let err = |msg: &str| Err(Diagnostic::error(ctx.op(op).loc, msg));
    let view = crate::linalg::structured::StructuredOp(op);
    let (ins, outs) = view.operands(ctx);
    if ins.len() < 2 || outs.len() != 1 {
        return err("expected op with 2 inputs and 1 output");
    }
    let (Some(maps), Some(iterators)) = (super::fixed_maps(ctx, op, row), view.iterator_types(ctx))
    else {
        return Ok(());
    };
    let (Some(input), Some(filter), Some(output)) = (maps.first(), maps.get(1), maps.last()) else {
        return Ok(());
    };
    let Some((plain, convolved)) = input_loops(input) else {
        return err("unexpected input index map for convolutions");
    };
    if !filter.is_projected_permutation(false) || !output.is_projected_permutation(false) {
        return err("expected output/filter indexing maps to be projected permutations");
    }
    let dims_of = |m: &AffineMap| -> BTreeSet<usize> {
        m.results.iter().filter_map(|e| e.as_dim()).collect()
    };
    let (out_dims, filter_dims) = (dims_of(output), dims_of(filter));
    let is = |d: usize, t: IteratorType| iterators.get(d) == Some(&t);
    let mut loops = BTreeSet::new();
    for d in &out_dims {
        let (p, c, f) = (
            plain.contains(d),
            convolved.contains(d),
            filter_dims.contains(d),
        );
        // Batch or depth-multiplier loop (read directly), output image (convolved, not in
        // the filter) or output channel (in the filter only).
        if !(p || c != f) {
            return err("unexpected loop dimension for convolution op");
        }
        if !is(*d, IteratorType::Parallel) {
            return err("expected all iterators used to access outputs to be parallel");
        }
        loops.insert(*d);
    }
    for d in &filter_dims {
        let (p, c, o) = (
            plain.contains(d),
            convolved.contains(d),
            out_dims.contains(d),
        );
        if o && (p || !c) {
            continue; // output channel or depthwise loop, seen above
        }
        if o || !(c || p) {
            return err("unexpected loop dimension for convolution op");
        }
        // Filter or input channel loop.
        if !is(*d, IteratorType::Reduction) {
            return err("expected all iterators not used to access outputs to be reduction");
        }
        if !loops.insert(*d) {
            return err("unexpected loop dimension for convolution op");
        }
    }
    if loops.len() != iterators.len() {
        return err("unexpected loop dimension for convolution op");
    }
    Ok(())
}
