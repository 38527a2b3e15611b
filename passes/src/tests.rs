//! Tests of `cse` and `canonicalize` on the real dialects; expected outputs are
//! mlir-opt-22's.

use tile_ir::pass::manager::CollectSink;
use tile_ir::pass::{PassManager, parse_pipeline};
use tile_ir::printer::{PrintOptions, print_op};
use tile_ir::{Context, parser};

fn run(pipeline: &str, input: &str) -> String {
    let mut ctx = Context::new(tile_dialects::registry());
    let m = match parser::parse_str(&mut ctx, "in.mlir", input) {
        Ok(m) => m,
        Err(d) => panic!("parse error: {}", d.message),
    };
    let reg = crate::registry();
    let pm = match parse_pipeline(&reg, pipeline) {
        Ok(pm) => pm,
        Err(e) => panic!("{}", e.diagnostic.message),
    };
    let mut sink = CollectSink::default();
    if PassManager::new(pm)
        .run(&mut ctx, m, &mut sink, None)
        .is_err()
    {
        panic!("pass failed: {:?}", sink.diagnostics);
    }
    print_op(&ctx, m, &PrintOptions::default())
}

#[test]
fn registry_lists_every_pass() {
    let reg = crate::registry();
    let args: Vec<&str> = reg.passes().map(|p| p.argument.as_str()).collect();
    assert_eq!(
        args,
        vec![
            "assign-layouts",
            "canonicalize",
            "cse",
            "embedding-partition",
            "embedding-stack-tables",
            "linalg-generalize-named-ops",
            "lower-tiles",
            "sparsify"
        ]
    );
    let canon = reg.pass("canonicalize").map(|p| p.name.clone());
    assert_eq!(canon.as_deref(), Some("Canonicalizer"));
}

#[test]
fn cse_merges_across_nested_regions() {
    let out = run(
        "builtin.module(func.func(cse))",
        "func.func @f(%a: i32, %c: i1) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = scf.if %c -> i32 {
    %2 = arith.muli %a, %a : i32
    scf.yield %2 : i32
  } else {
    scf.yield %a : i32
  }
  %3 = arith.addi %a, %0 : i32
  %4 = arith.addi %0, %a : i32
  %5 = arith.addi %3, %4 : i32
  %6 = arith.addi %5, %1 : i32
  return %6 : i32
}",
    );
    let expected = "module {
  func.func @f(%arg0: i32, %arg1: i1) -> i32 {
    %0 = arith.muli %arg0, %arg0 : i32
    %1 = scf.if %arg1 -> (i32) {
      scf.yield %0 : i32
    } else {
      scf.yield %arg0 : i32
    }
    %2 = arith.addi %arg0, %0 : i32
    %3 = arith.addi %2, %2 : i32
    %4 = arith.addi %3, %1 : i32
    return %4 : i32
  }
}
";
    assert_eq!(out, expected);
}

#[test]
fn canonicalize_folds_and_hoists() {
    let out = run(
        "builtin.module(canonicalize)",
        "func.func @f(%a: i32) -> (i32, i32, i32) {
  %x = arith.addi %a, %a : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %w = arith.muli %c3, %c4 : i32
  %v = arith.addi %c3, %c4 : i32
  %c0 = arith.constant 0 : i32
  %y = arith.addi %x, %c0 : i32
  %dead = arith.subi %a, %x : i32
  return %y, %w, %v : i32, i32, i32
}",
    );
    let expected = "module {
  func.func @f(%arg0: i32) -> (i32, i32, i32) {
    %c7_i32 = arith.constant 7 : i32
    %c12_i32 = arith.constant 12 : i32
    %0 = arith.addi %arg0, %arg0 : i32
    return %0, %c12_i32, %c7_i32 : i32, i32, i32
  }
}
";
    assert_eq!(out, expected);
}

#[test]
fn canonicalize_options_take_effect() {
    let input = "func.func @f() -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %c1, %c1 : i32
  %1 = arith.addi %0, %0 : i32
  return %1 : i32
}";
    // Bottom-up seeding folds the chain in one iteration as well.
    let out = run("builtin.module(canonicalize{top-down=false})", input);
    assert!(out.contains("%c4_i32 = arith.constant 4 : i32"), "{out}");
    // A zero iteration limit leaves the IR alone.
    let out = run("builtin.module(canonicalize{max-iterations=0})", input);
    assert!(out.contains("arith.addi"), "{out}");
}
