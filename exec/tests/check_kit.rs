//! The semantic check kit on a real pair: a loop summing a sparse matrix's rows (through
//! `linalg.generic`) against the same sum written with `sparse_tensor.foreach` and
//! `tensor.insert`, on random CSR inputs with duplicates dropped.

use tile_exec::check::{CheckOptions, check_equivalent};

const BEFORE: &str = r#"#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#A = affine_map<(i, j) -> (i, j)>
#y = affine_map<(i, j) -> (i)>
func.func @rowsum(%a: tensor<6x7xf64, #CSR>) -> tensor<6xf64> {
  %z = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<6xf64>
  %y0 = linalg.fill ins(%z : f64) outs(%e : tensor<6xf64>) -> tensor<6xf64>
  %y = linalg.generic {indexing_maps = [#A, #y], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<6x7xf64, #CSR>) outs(%y0 : tensor<6xf64>) {
  ^bb0(%v: f64, %o: f64):
    %s = arith.addf %o, %v : f64
    linalg.yield %s : f64
  } -> tensor<6xf64>
  return %y : tensor<6xf64>
}"#;

const AFTER: &str = r#"#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @rowsum(%a: tensor<6x7xf64, #CSR>) -> tensor<6xf64> {
  %z = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<6xf64>
  %y0 = linalg.fill ins(%z : f64) outs(%e : tensor<6xf64>) -> tensor<6xf64>
  %y = sparse_tensor.foreach in %a init(%y0) : tensor<6x7xf64, #CSR>, tensor<6xf64> -> tensor<6xf64> do {
  ^bb0(%i: index, %j: index, %v: f64, %acc: tensor<6xf64>):
    %o = tensor.extract %acc[%i] : tensor<6xf64>
    %s = arith.addf %o, %v : f64
    %n = tensor.insert %s into %acc[%i] : tensor<6xf64>
    sparse_tensor.yield %n : tensor<6xf64>
  }
  return %y : tensor<6xf64>
}"#;

const WRONG: &str = r#"#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @rowsum(%a: tensor<6x7xf64, #CSR>) -> tensor<6xf64> {
  %z = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<6xf64>
  %y0 = linalg.fill ins(%z : f64) outs(%e : tensor<6xf64>) -> tensor<6xf64>
  %y = sparse_tensor.foreach in %a init(%y0) : tensor<6x7xf64, #CSR>, tensor<6xf64> -> tensor<6xf64> do {
  ^bb0(%i: index, %j: index, %v: f64, %acc: tensor<6xf64>):
    %o = tensor.extract %acc[%i] : tensor<6xf64>
    %s = arith.subf %o, %v : f64
    %n = tensor.insert %s into %acc[%i] : tensor<6xf64>
    sparse_tensor.yield %n : tensor<6xf64>
  }
  return %y : tensor<6xf64>
}"#;

fn parse_pair(after: &str) -> (tile_ir::Context, tile_ir::OpId, tile_ir::OpId) {
    let mut ctx = tile_exec::new_context();
    let a = tile_ir::parser::parse_str(&mut ctx, "before.mlir", BEFORE).expect("parse before");
    let b = tile_ir::parser::parse_str(&mut ctx, "after.mlir", after).expect("parse after");
    (ctx, a, b)
}

#[test]
fn equivalent_programs_pass() {
    let (ctx, a, b) = parse_pair(AFTER);
    let n = check_equivalent(&ctx, a, b, "rowsum", &CheckOptions::default()).expect("equivalent");
    assert_eq!(n, 8);
}

#[test]
fn different_programs_are_caught() {
    let (ctx, a, b) = parse_pair(WRONG);
    let e =
        check_equivalent(&ctx, a, b, "rowsum", &CheckOptions::default()).expect_err("must differ");
    assert!(e.contains("differs"), "{e}");
}
