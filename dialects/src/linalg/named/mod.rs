//! Named structured ops from one table ([`table::NAMED_OPS`]): their indexing maps and
//! iterator types for the `LinalgOp` interface, and the body their region builder makes.

pub mod expr;
pub mod fold;
pub mod table;
pub mod verify;

#[cfg(test)]
mod tests;

use tile_ir::affine::{AffineExpr, AffineMap, parse_affine_map};
use tile_ir::{Attr, AttrKind, Context, OpId};

pub use table::{NAMED_OPS, NamedOp, Syntax};

use super::structured::IteratorType;

/// The row of the op named `name` (`linalg.matmul`).
pub fn lookup(name: &str) -> Option<&'static NamedOp> {
    NAMED_OPS.iter().find(|o| o.name == name)
}

/// The row of a named op.
pub fn of_op(ctx: &Context, op: OpId) -> Option<&'static NamedOp> {
    lookup(ctx.op_name_of(op))
}

/// The integer elements of `dense<...> : tensor<Nxi64>` (a splat repeated `n` times).
pub fn dense_elements_i64(ctx: &Context, a: Attr, n: usize) -> Option<Vec<i64>> {
    let AttrKind::DenseElements { values, .. } = ctx.attr_kind(a) else {
        return None;
    };
    let int = |s: &tile_ir::attributes::Scalar| match s {
        tile_ir::attributes::Scalar::Int(v) => i64::try_from(*v).ok(),
        _ => None,
    };
    match values {
        tile_ir::attributes::DenseValues::Splat(s) => int(s).map(|v| vec![v; n]),
        tile_ir::attributes::DenseValues::Elements(e) => e.iter().map(int).collect(),
        _ => None,
    }
}

/// `strides` then `dilations` (1 when absent): the values of the row's map symbols.
fn window_values(
    ctx: &Context,
    attr: impl Fn(&str) -> Option<Attr>,
    row: &NamedOp,
) -> Option<Vec<i64>> {
    let mut values = Vec::with_capacity(2 * row.window);
    for name in ["strides", "dilations"] {
        match attr(name) {
            Some(a) => {
                let v = dense_elements_i64(ctx, a, row.window)?;
                if v.len() != row.window {
                    return None;
                }
                values.extend(v);
            }
            None => values.extend(std::iter::repeat_n(1, row.window)),
        }
    }
    Some(values)
}

/// The discardable attribute MLIR's generated `getIndexingMaps` caches fixed maps in.
pub const MEMOIZED_MAPS: &str = "linalg.memoized_indexing_maps";

/// The row's fixed maps with strides and dilations substituted (MLIR's
/// `replaceDimsAndSymbols` then simplification), or the cached ones when the op carries
/// them (MLIR reads the cache first, whatever it holds).
pub fn fixed_maps(ctx: &Context, op: OpId, row: &NamedOp) -> Option<Vec<AffineMap>> {
    let memoized = ctx
        .op_attr(op, MEMOIZED_MAPS)
        .and_then(|a| super::maps::map_list(ctx, a));
    memoized.or_else(|| fixed_maps_with(ctx, |name| ctx.op_attr(op, name), row))
}

/// [`fixed_maps`] with the op's attributes read through `attr` (an op being parsed).
pub fn fixed_maps_with(
    ctx: &Context,
    attr: impl Fn(&str) -> Option<Attr>,
    row: &NamedOp,
) -> Option<Vec<AffineMap>> {
    let symbols: Vec<AffineExpr> = window_values(ctx, attr, row)?
        .into_iter()
        .map(AffineExpr::constant)
        .collect();
    row.maps
        .iter()
        .map(|text| {
            let m = parse_affine_map(text).ok()?;
            let dims: Vec<AffineExpr> = (0..m.num_dims).map(AffineExpr::dim).collect();
            Some(m.replace_dims_and_symbols(&dims, &symbols, m.num_dims, 0))
        })
        .collect()
}

/// The `indexing_maps` attribute's maps, when the op carries one.
pub fn explicit_maps(ctx: &Context, op: OpId) -> Option<Vec<AffineMap>> {
    super::maps::map_list(ctx, ctx.op_attr(op, "indexing_maps")?)
}

/// The indexing maps of a named op: explicit ones (matmul family), the row's, or the
/// identity over the output's rank with `()` for scalar and rank-0 operands.
pub fn indexing_maps(ctx: &Context, op: OpId, row: &NamedOp) -> Option<Vec<AffineMap>> {
    if row.syntax != Syntax::Named
        && let Some(maps) = explicit_maps(ctx, op)
    {
        return Some(maps);
    }
    if row.syntax == Syntax::Contract {
        return None;
    }
    if !row.maps.is_empty() {
        return fixed_maps(ctx, op, row);
    }
    let rank = |v| crate::ods::shaped_parts(ctx, ctx.value_type(v)).map_or(0, |(s, _)| s.len());
    let operands = &ctx.op(op).operands;
    let loops = operands.last().map_or(0, |&v| rank(v));
    // linalg.elementwise's default maps are all identities.
    let identities = row.syntax == Syntax::Elementwise;
    Some(
        operands
            .iter()
            .map(|&v| {
                if rank(v) == 0 && !identities {
                    AffineMap::new(loops, 0, Vec::new())
                } else {
                    AffineMap::identity(loops)
                }
            })
            .collect(),
    )
}

/// The body expression of `linalg.elementwise` of kind `kind` and the number of block
/// arguments it takes (inputs by the kind's arity, and the output).
pub fn elementwise_body(kind: &str) -> Option<(String, usize)> {
    use super::body::{BinaryFn, UnaryFn};
    let arity = if UnaryFn::from_name(kind).is_some() {
        1
    } else if BinaryFn::from_name(kind).is_some() {
        2
    } else if kind == "select" {
        3
    } else {
        return None;
    };
    let args: Vec<String> = (0..arity).map(|i| format!("%{i}")).collect();
    Some((format!("{kind}({})", args.join(", ")), arity + 1))
}

/// The body region of a named op whose body expression is `body`, over operands of
/// `types`, as the op's region builder makes it; the error says why the body could not be
/// built (the block is then left without its terminator).
pub fn body_region(
    ctx: &mut Context,
    body: &str,
    types: &[tile_ir::Type],
    cast_unsigned: bool,
) -> (tile_ir::RegionId, Result<(), String>) {
    // Ranked tensors and memrefs give their element type; anything else (scalars, and
    // unranked tensors, which the body then rejects as MLIR does) is taken as it is.
    let arg_types: Vec<tile_ir::Type> = types
        .iter()
        .map(|&t| super::scalar_or_element(ctx, t))
        .collect();
    let region = ctx.create_region();
    let block = ctx.create_block(&arg_types, tile_ir::Loc::Unknown);
    ctx.append_block(region, block);
    let args = ctx.block(block).args.to_vec();
    let mut b = super::body::BodyBuilder { ctx, block };
    let built = expr::parse(body).and_then(|e| {
        let env = expr::BodyEnv {
            args: &args,
            cast_unsigned,
        };
        let v = expr::build(&mut b, &e, &env)?;
        b.yield_values(vec![v]);
        Ok(())
    });
    (region, built)
}

/// The iterator types of a named op.
pub fn iterator_types(ctx: &Context, op: OpId, row: &NamedOp) -> Option<Vec<IteratorType>> {
    if row.syntax == Syntax::Contract {
        let maps = indexing_maps(ctx, op, row)?;
        let out = maps.last()?;
        let used = out.get_dims_used();
        return Some(
            (0..out.num_dims)
                .map(|d| {
                    if used.contains(&d) {
                        IteratorType::Parallel
                    } else {
                        IteratorType::Reduction
                    }
                })
                .collect(),
        );
    }
    if row.iterators.is_empty() {
        let n = indexing_maps(ctx, op, row)?
            .first()
            .map_or(0, |m| m.num_dims);
        return Some(vec![IteratorType::Parallel; n]);
    }
    Some(
        row.iterators
            .chars()
            .map(|c| {
                if c == 'r' {
                    IteratorType::Reduction
                } else {
                    IteratorType::Parallel
                }
            })
            .collect(),
    )
}
