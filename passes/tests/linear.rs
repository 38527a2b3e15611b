//! Every pass linear in its input (issue 17), without timing anything: each pass runs on an
//! input of size n and of size 4n, and the IR work it does ([`tile_ir::Work`]: ops visited
//! by walks, ops looked at or moved to edit blocks) must grow at most about 4x. A pass that
//! walks the whole module per kernel or per function, replaces uses by walking a scope per
//! op, or erases ops one by one from the middle of a `Vec` fails here by a wide margin
//! (16x for quadratic work). The inputs are the shapes of `benches/gen-pass-input.py`:
//! n functions, and one block of n ops.

use tile_ir::pass::manager::CollectSink;
use tile_ir::pass::{PassManager, parse_pipeline};
use tile_ir::{Context, Work, parser};

/// The work `pipeline` does on `text` (parsing and the initial verification excluded).
fn work(pipeline: &str, text: &str) -> Work {
    let mut ctx: Context = tile_exec::new_context();
    let m = parser::parse_str(&mut ctx, "in.mlir", text).expect("parse");
    let reg = tile_passes::registry();
    let pm = parse_pipeline(&reg, pipeline).expect("pipeline");
    let before = ctx.work();
    let mut sink = CollectSink::default();
    let r = PassManager::new(pm).run(&mut ctx, m, &mut sink, None);
    assert!(r.is_ok(), "{pipeline} failed: {:?}", sink.diagnostics);
    let after = ctx.work();
    Work {
        ops_walked: after.ops_walked - before.ops_walked,
        block_edits: after.block_edits - before.block_edits,
    }
}

/// Asserts that `pipeline`'s work on `input(4n)` is at most 4.5 times its work on `input(n)`.
fn assert_linear(pipeline: &str, input: impl Fn(usize) -> String, n: usize) {
    let small = work(pipeline, &input(n));
    let large = work(pipeline, &input(4 * n));
    let ratio = |a: u64, b: u64| b as f64 / (a.max(1)) as f64;
    let walked = ratio(small.ops_walked, large.ops_walked);
    let edits = ratio(small.block_edits, large.block_edits);
    assert!(
        walked <= 4.5 && edits <= 4.5,
        "{pipeline}: 4x the input costs {walked:.1}x the walked ops and {edits:.1}x the block \
         edits ({small:?} -> {large:?})"
    );
    // The measure is not empty (a pass that does nothing would pass trivially).
    assert!(
        large.ops_walked + large.block_edits > 0,
        "{pipeline}: no work measured"
    );
}

const ENCODINGS: &str = "#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>\n\
#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>\n\
#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>\n\
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>\n";

/// A sparse kernel: SpMV, or element-wise a + b into a dense output, in one of four formats.
fn kernel(i: usize) -> String {
    let e = ["CSR", "CSC", "DCSR", "COO"][(i / 2) % 4];
    if i.is_multiple_of(2) {
        format!(
            "func.func @spmv{i}(%a: tensor<?x?xf64, #{e}>, %x: tensor<?xf64>, %y0: tensor<?xf64>) -> tensor<?xf64> {{
  %y = linalg.matvec ins(%a, %x : tensor<?x?xf64, #{e}>, tensor<?xf64>) outs(%y0 : tensor<?xf64>) -> tensor<?xf64>
  return %y : tensor<?xf64>
}}
"
        )
    } else {
        format!(
            "func.func @add{i}(%a: tensor<?x?xf64, #{e}>, %b: tensor<?x?xf64, #{e}>, %c0: tensor<?x?xf64>) -> tensor<?x?xf64> {{
  %c = linalg.add ins(%a, %b : tensor<?x?xf64, #{e}>, tensor<?x?xf64, #{e}>) outs(%c0 : tensor<?x?xf64>) -> tensor<?x?xf64>
  return %c : tensor<?x?xf64>
}}
"
        )
    }
}

fn kernels_funcs(n: usize) -> String {
    ENCODINGS.to_string() + &(0..n).map(kernel).collect::<String>()
}

/// n kernels chained in one block (each reads the previous result).
fn kernels_block(n: usize) -> String {
    let mut s = format!(
        "{ENCODINGS}func.func @f(%a: tensor<?x?xf64, #CSR>, %x: tensor<?xf64>) -> tensor<?xf64> {{\n"
    );
    let mut prev = "%x".to_string();
    for i in 0..n {
        s += &format!(
            "  %y{i} = linalg.matvec ins(%a, {prev} : tensor<?x?xf64, #CSR>, tensor<?xf64>) outs({prev} : tensor<?xf64>) -> tensor<?xf64>\n"
        );
        prev = format!("%y{i}");
    }
    s + &format!("  return {prev} : tensor<?xf64>\n}}\n")
}

#[test]
fn sparsify_is_linear() {
    assert_linear("builtin.module(func.func(sparsify))", kernels_funcs, 48);
    assert_linear("builtin.module(func.func(sparsify))", kernels_block, 48);
}

/// n functions of foldable, dead and redundant arith ops with a loop.
fn arith_funcs(n: usize) -> String {
    (0..n)
        .map(|i| {
            format!(
                "func.func @f{i}(%a: i32, %lb: index, %ub: index, %s: index) -> i32 {{
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant {i} : i32
  %x = arith.addi %a, %c1 : i32
  %y = arith.addi %a, %c1 : i32
  %z = arith.muli %x, %y : i32
  %dead = arith.muli %z, %c2 : i32
  %r = scf.for %iv = %lb to %ub step %s iter_args(%acc = %z) -> (i32) {{
    %t = arith.addi %acc, %c1 : i32
    scf.yield %t : i32
  }}
  return %r : i32
}}
"
            )
        })
        .collect()
}

/// One block of n unused ops (canonicalize erases them all) or n ops half of which repeat
/// the one before (cse merges them).
fn dead_block(n: usize) -> String {
    let mut s = "func.func @f(%a: i32, %b: i32) -> i32 {\n".to_string();
    for i in 0..n {
        s += &format!("  %x{i} = arith.addi %a, %b : i32\n");
    }
    s + "  return %a : i32\n}\n"
}

fn cse_block(n: usize) -> String {
    let mut s = "func.func @f(%a: i32) -> i32 {\n  %v0 = arith.addi %a, %a : i32\n".to_string();
    for i in 1..n {
        let src = if i % 2 == 1 { i - 1 } else { i - 2 };
        s += &format!("  %v{i} = arith.muli %v{src}, %a : i32\n");
    }
    s + &format!("  return %v{} : i32\n}}\n", n - 1)
}

#[test]
fn canonicalize_is_linear() {
    assert_linear("builtin.module(canonicalize)", arith_funcs, 50);
    assert_linear("builtin.module(canonicalize)", dead_block, 500);
    assert_linear("builtin.module(func.func(canonicalize))", arith_funcs, 50);
}

#[test]
fn cse_is_linear() {
    assert_linear("builtin.module(cse)", arith_funcs, 50);
    assert_linear("builtin.module(cse)", cse_block, 500);
}

fn layouts_funcs(n: usize) -> String {
    (0..n)
        .map(|i| {
            format!(
                "func.func @f{i}(%x: tensor<3x200xf32>, %y: tensor<3x200xf32>) -> tensor<3x200xf32> {{
  %two = arith.constant dense<2.0> : tensor<3x200xf32>
  %a = arith.mulf %x, %two : tensor<3x200xf32>
  %b = arith.addf %a, %y : tensor<3x200xf32>
  return %b : tensor<3x200xf32>
}}
"
            )
        })
        .collect()
}

fn layouts_block(n: usize) -> String {
    let mut s =
        "func.func @f(%x: tensor<16x256xf32>, %y: tensor<16x256xf32>) -> tensor<16x256xf32> {\n"
            .to_string();
    let mut prev = "%x".to_string();
    for i in 0..n {
        let op = if i % 2 == 1 { "addf" } else { "mulf" };
        s += &format!("  %v{i} = arith.{op} {prev}, %y : tensor<16x256xf32>\n");
        prev = format!("%v{i}");
    }
    s + &format!("  return {prev} : tensor<16x256xf32>\n}}\n")
}

#[test]
fn assign_layouts_is_linear() {
    assert_linear(
        "builtin.module(func.func(assign-layouts))",
        layouts_funcs,
        20,
    );
    assert_linear(
        "builtin.module(func.func(assign-layouts))",
        layouts_block,
        50,
    );
}

const L: &str = "#tile.layout<\"{1,0:T(8,128)}\">";

fn tiles_funcs(n: usize) -> String {
    (0..n)
        .map(|i| {
            format!(
                "func.func @f{i}(%x: tensor<12x200xf32>) -> tensor<4096xf32> {{
  %t = tile.relayout %x : tensor<12x200xf32> to tensor<12x200xf32, {L}>
  %m = tile.to_physical %t : tensor<12x200xf32, {L}> to tensor<4096xf32>
  return %m : tensor<4096xf32>
}}
"
            )
        })
        .collect()
}

fn tiles_block(n: usize) -> String {
    let mut s = "func.func @f(%x: tensor<12x200xf32>) -> tensor<4096xf32> {\n".to_string();
    for i in 0..n {
        s += &format!(
            "  %t{i} = tile.relayout %x : tensor<12x200xf32> to tensor<12x200xf32, {L}>\n  %m{i} = tile.to_physical %t{i} : tensor<12x200xf32, {L}> to tensor<4096xf32>\n"
        );
    }
    s + &format!("  return %m{} : tensor<4096xf32>\n}}\n", n - 1)
}

#[test]
fn lower_tiles_is_linear() {
    assert_linear("builtin.module(lower-tiles)", tiles_funcs, 20);
    assert_linear("builtin.module(lower-tiles)", tiles_block, 50);
}

const COO: &str = "#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>\n";
const LIMITS: &str =
    "{limits = #embedding.limits<max_ids_per_partition = 4, max_unique_ids_per_partition = 4>}";

fn embed_funcs(n: usize) -> String {
    COO.to_string()
        + &(0..n)
            .map(|i| {
                format!(
                    "func.func @f{i}(%ids: tensor<4x64xf32, #COO>, %table: tensor<64x8xf32>) -> tensor<4x8xf32> {{
  %a = embedding.lookup mean %ids, %table {LIMITS} : tensor<4x64xf32, #COO>, tensor<64x8xf32> -> tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}}
"
                )
            })
            .collect::<String>()
}

fn embed_block(n: usize) -> String {
    let mut s = format!("{COO}func.func @f(%ids: tensor<4x64xf32, #COO>");
    for i in 0..n {
        s += &format!(", %t{i}: tensor<64x8xf32>");
    }
    s += ") -> tensor<4x8xf32> {\n";
    for i in 0..n {
        s += &format!(
            "  %a{i} = embedding.lookup sum %ids, %t{i} {LIMITS} : tensor<4x64xf32, #COO>, tensor<64x8xf32> -> tensor<4x8xf32>\n"
        );
    }
    s + &format!("  return %a{} : tensor<4x8xf32>\n}}\n", n - 1)
}

#[test]
fn embedding_passes_are_linear() {
    assert_linear(
        "builtin.module(func.func(embedding-partition))",
        embed_funcs,
        40,
    );
    assert_linear(
        "builtin.module(func.func(embedding-partition))",
        embed_block,
        40,
    );
    assert_linear(
        "builtin.module(func.func(embedding-stack-tables{max-tables=5}))",
        embed_block,
        50,
    );
}
