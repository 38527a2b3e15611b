//! The named-op table as the `LinalgOp` interface reads it: every row is consistent, and
//! strides/dilations reach the maps.

use super::{NAMED_OPS, Syntax};
use crate::linalg::structured::{IteratorType, StructuredOp};
use tile_ir::Context;
use tile_ir::affine::parse_affine_map;
use tile_ir::parser::parse_str;

#[test]
fn every_row_has_consistent_maps_and_iterators() {
    for row in NAMED_OPS {
        let maps: Vec<_> = row.maps.iter().map(|t| parse_affine_map(t)).collect();
        assert!(maps.iter().all(|m| m.is_ok()), "{}: {:?}", row.name, maps);
        let dims: Vec<usize> = maps.iter().flatten().map(|m| m.num_dims).collect();
        assert!(dims.windows(2).all(|w| w[0] == w[1]), "{}", row.name);
        if row.syntax == Syntax::Named && !row.maps.is_empty() {
            assert_eq!(row.maps.len(), row.num_args, "{}", row.name);
            assert_eq!(dims.first(), Some(&row.iterators.len()), "{}", row.name);
        }
        let symbols = maps.iter().flatten().map(|m| m.num_symbols).max();
        assert_eq!(symbols.unwrap_or(0), 2 * row.window, "{}", row.name);
    }
}

#[test]
fn every_row_is_registered() {
    let registry = crate::registry();
    for row in NAMED_OPS {
        assert!(registry.op(row.name).is_some(), "{}", row.name);
    }
}

fn first_linalg_op(text: &str) -> (Context, tile_ir::OpId) {
    let mut ctx = Context::new(crate::registry());
    let module = parse_str(&mut ctx, "t.mlir", text).unwrap_or_else(|d| panic!("{}", d.message));
    let op = ctx
        .walk_collect(module)
        .into_iter()
        .find(|&o| ctx.op_name_of(o).starts_with("linalg."))
        .unwrap_or_else(|| panic!("no linalg op"));
    (ctx, op)
}

#[test]
fn strides_and_dilations_are_the_map_symbols() {
    let (ctx, op) = first_linalg_op(
        "func.func @f(%i: tensor<1x9x12x1xf32>, %k: tensor<3x3x1x2xf32>, %o: tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32> {\n\
         %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[3, 4]> : tensor<2xi64>} ins(%i, %k : tensor<1x9x12x1xf32>, tensor<3x3x1x2xf32>) outs(%o : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>\n\
         return %0 : tensor<1x3x3x2xf32>\n}\n",
    );
    let view = StructuredOp::cast(&ctx, op).unwrap_or_else(|| panic!("not structured"));
    let maps: Vec<String> = view
        .indexing_maps(&ctx)
        .unwrap_or_default()
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert_eq!(
        maps.first().map(String::as_str),
        Some("(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 3 + d4, d2 * 4 + d5 * 2, d6)")
    );
    let (p, r) = (IteratorType::Parallel, IteratorType::Reduction);
    assert_eq!(view.iterator_types(&ctx), Some(vec![p, p, p, p, r, r, r]));
}

#[test]
fn contract_loops_are_parallel_where_the_output_map_uses_them() {
    let (ctx, op) = first_linalg_op(
        "func.func @f(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>, %c: tensor<5x3xf32>) -> tensor<5x3xf32> {\n\
         %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (n, m)>] ins(%a, %b : tensor<3x4xf32>, tensor<4x5xf32>) outs(%c : tensor<5x3xf32>) -> tensor<5x3xf32>\n\
         return %0 : tensor<5x3xf32>\n}\n",
    );
    let view = StructuredOp::cast(&ctx, op).unwrap_or_else(|| panic!("not structured"));
    let (p, r) = (IteratorType::Parallel, IteratorType::Reduction);
    assert_eq!(view.iterator_types(&ctx), Some(vec![p, p, r]));
}
