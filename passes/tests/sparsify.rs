//! `sparsify` end to end: each kernel is run before and after the pass by the interpreter
//! (tile_exec) on random inputs of several densities and the results compared; bad kernels
//! are located errors that leave the module unchanged.

use tile_exec::check::{CheckOptions, check_equivalent};
use tile_ir::pass::manager::CollectSink;
use tile_ir::pass::{PassManager, parse_pipeline};
use tile_ir::printer::{PrintOptions, print_op};
use tile_ir::{Context, OpId, parser};

const CSR: &str = "#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>\n\
#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>\n\
#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>\n\
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>\n";

fn run_pass(ctx: &mut Context, m: OpId, pipeline: &str) -> Result<(), String> {
    let reg = tile_passes::registry();
    let pm = parse_pipeline(&reg, pipeline).map_err(|e| e.diagnostic.message)?;
    let mut sink = CollectSink::default();
    PassManager::new(pm)
        .run(ctx, m, &mut sink, None)
        .map_err(|_| {
            sink.diagnostics
                .iter()
                .map(|d| tile_ir::diagnostic::render(ctx, d))
                .collect::<Vec<_>>()
                .join("\n")
        })
}

/// Sparsifies `body` and checks it against the original on random inputs.
fn check(body: &str, func: &str) -> String {
    let text = format!("{CSR}{body}");
    let mut ctx = tile_exec::new_context();
    let before = parser::parse_str(&mut ctx, "k.mlir", &text).expect("parse");
    let after = parser::parse_str(&mut ctx, "k.mlir", &text).expect("parse");
    run_pass(&mut ctx, after, "builtin.module(func.func(sparsify))").expect("sparsify");
    let out = print_op(&ctx, after, &PrintOptions::default());
    assert!(!out.contains("linalg.generic"), "{out}");
    for density in [0.0, 0.1, 0.5, 1.0] {
        let opts = CheckOptions {
            density,
            trials: 4,
            ..CheckOptions::default()
        };
        if let Err(e) = check_equivalent(&ctx, before, after, func, &opts) {
            panic!("density {density}: {e}\n{out}");
        }
    }
    out
}

fn spmv(enc: &str) -> String {
    format!(
        "func.func @k(%a: tensor<?x?xf64, {enc}>, %x: tensor<?xf64>, %y: tensor<?xf64>) -> tensor<?xf64> {{
  %r = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = [\"parallel\", \"reduction\"]}} ins(%a, %x : tensor<?x?xf64, {enc}>, tensor<?xf64>) outs(%y : tensor<?xf64>) {{
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  }} -> tensor<?xf64>
  return %r : tensor<?xf64>
}}"
    )
}

fn ewise(op: &str, ea: &str, eb: &str) -> String {
    format!(
        "func.func @k(%a: tensor<6x7xf64, {ea}>, %b: tensor<6x7xf64, {eb}>, %c: tensor<6x7xf64>) -> tensor<6x7xf64> {{
  %r = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]}} ins(%a, %b : tensor<6x7xf64, {ea}>, tensor<6x7xf64, {eb}>) outs(%c : tensor<6x7xf64>) {{
  ^bb0(%x: f64, %y: f64, %o: f64):
    %s = {op} %x, %y : f64
    linalg.yield %s : f64
  }} -> tensor<6x7xf64>
  return %r : tensor<6x7xf64>
}}"
    )
}

#[test]
fn spmv_csr() {
    let out = check(&spmv("#CSR"), "k");
    assert_eq!(out.matches("scf.for").count(), 2, "{out}");
    assert!(!out.contains("scf.while"), "{out}");
}

#[test]
fn spmv_csc_scatters_into_the_output() {
    check(&spmv("#CSC"), "k");
}

#[test]
fn spmv_dcsr() {
    let out = check(&spmv("#DCSR"), "k");
    assert!(!out.contains("scf.while"), "{out}");
}

#[test]
fn csr_times_csr_intersects() {
    let out = check(&ewise("arith.mulf", "#CSR", "#CSR"), "k");
    assert_eq!(out.matches("scf.while").count(), 1, "{out}");
}

#[test]
fn csr_plus_csr_unions() {
    let out = check(&ewise("arith.addf", "#CSR", "#CSR"), "k");
    // The while over both, then the two tails.
    assert_eq!(out.matches("scf.while").count(), 1, "{out}");
    assert_eq!(out.matches("scf.for").count(), 1 + 2 + 2, "{out}");
}

#[test]
fn csr_minus_csr() {
    check(&ewise("arith.subf", "#CSR", "#CSR"), "k");
}

#[test]
fn dcsr_max_dcsr() {
    check(&ewise("arith.maximumf", "#DCSR", "#DCSR"), "k");
}

#[test]
fn csr_plus_csc_is_a_cycle_free_mix() {
    // CSR wants i before j, CSC j before i: a cycle.
    let text = format!("{CSR}{}", ewise("arith.addf", "#CSR", "#CSC"));
    let mut ctx = tile_exec::new_context();
    let m = parser::parse_str(&mut ctx, "k.mlir", &text).expect("parse");
    let before = print_op(&ctx, m, &PrintOptions::default());
    let e = run_pass(&mut ctx, m, "builtin.module(func.func(sparsify))").unwrap_err();
    assert!(e.contains("form a cycle over loops d0, d1"), "{e}");
    assert!(e.contains("operand #0, operand #1"), "{e}");
    assert_eq!(print_op(&ctx, m, &PrintOptions::default()), before);
}

#[test]
fn sparse_plus_dense_vector_iterates_universally() {
    let body = "func.func @k(%a: tensor<9xf64, #SV>, %b: tensor<9xf64>, %c: tensor<9xf64>) -> tensor<9xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%a, %b : tensor<9xf64, #SV>, tensor<9xf64>) outs(%c : tensor<9xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %s = arith.addf %x, %y : f64
    linalg.yield %s : f64
  } -> tensor<9xf64>
  return %r : tensor<9xf64>
}";
    check(body, "k");
}

#[test]
fn sum_reduction_to_scalar() {
    let body = "func.func @k(%a: tensor<5x8xf64, #CSR>, %c: tensor<f64>) -> tensor<f64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = [\"reduction\", \"reduction\"]} ins(%a : tensor<5x8xf64, #CSR>) outs(%c : tensor<f64>) {
  ^bb0(%x: f64, %o: f64):
    %s = arith.addf %x, %o : f64
    linalg.yield %s : f64
  } -> tensor<f64>
  return %r : tensor<f64>
}";
    check(body, "k");
}

#[test]
fn spmm_csr() {
    let body = "func.func @k(%a: tensor<6x5xf64, #CSR>, %b: tensor<5x4xf64>, %c: tensor<6x4xf64>) -> tensor<6x4xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]} ins(%a, %b : tensor<6x5xf64, #CSR>, tensor<5x4xf64>) outs(%c : tensor<6x4xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %p = arith.mulf %x, %y : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<6x4xf64>
  return %r : tensor<6x4xf64>
}";
    check(body, "k");
}

#[test]
fn unsupported_op_is_located_and_module_unchanged() {
    let text = format!(
        "{CSR}func.func @k(%a: tensor<4x4xf64, #CSR>, %c: tensor<4x4xf64>) -> tensor<4x4xf64> {{
  %r = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]}} ins(%a : tensor<4x4xf64, #CSR>) outs(%c : tensor<4x4xf64>) {{
  ^bb0(%x: f64, %o: f64):
    %e = math.exp %x : f64
    linalg.yield %e : f64
  }} -> tensor<4x4xf64>
  return %r : tensor<4x4xf64>
}}"
    );
    let mut ctx = tile_exec::new_context();
    let m = parser::parse_str(&mut ctx, "k.mlir", &text).expect("parse");
    let before = print_op(&ctx, m, &PrintOptions::default());
    let e = run_pass(&mut ctx, m, "builtin.module(func.func(sparsify))").unwrap_err();
    assert!(
        e.contains("k.mlir:8:10: error: 'math.exp' op cannot sparsify"),
        "{e}"
    );
    assert_eq!(print_op(&ctx, m, &PrintOptions::default()), before);
}

/// `examples/*.mlir`: ours through `scripts/lower-with-mlir` and mlir-runner prints what
/// MLIR's own `--sparsifier` output prints (skipped without MLIR 22).
#[test]
fn differential_examples_against_mlir() {
    use std::process::{Command, Stdio};
    let lib = "/usr/lib/llvm-22/lib";
    let runner = "/usr/lib/llvm-22/bin/mlir-runner";
    if !std::path::Path::new(runner).exists() {
        eprintln!("skipped: MLIR 22 not installed");
        return;
    }
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let pipe = |input: &str, cmd: &mut Command| -> String {
        use std::io::Write;
        let mut child = cmd
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn");
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(input.as_bytes())
            .expect("write");
        let out = child.wait_with_output().expect("wait");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let run = |llvm: &str| {
        pipe(
            llvm,
            Command::new(runner).args([
                "-e",
                "main",
                "-entry-point-result=void",
                &format!("-shared-libs={lib}/libmlir_c_runner_utils.so.22.1,{lib}/libmlir_runner_utils.so.22.1"),
            ]),
        )
    };
    let examples: &[&str] = &["spmv.mlir"];
    for ex in examples {
        let path = format!("{root}/examples/{ex}");
        let text = std::fs::read_to_string(&path).expect("example");
        let mut ctx = tile_exec::new_context();
        let m = parser::parse_str(&mut ctx, &path, &text).expect("parse");
        run_pass(&mut ctx, m, "builtin.module(func.func(sparsify))").expect("sparsify");
        let ours = print_op(&ctx, m, &PrintOptions::default());
        let ours = run(&pipe(
            &ours,
            &mut Command::new(format!("{root}/scripts/lower-with-mlir")),
        ));
        let theirs = run(&pipe(
            &text,
            &mut Command::new(format!("{root}/scripts/lower-with-mlir")),
        ));
        assert_eq!(ours, theirs, "{ex}");
        assert!(!ours.is_empty());
    }
}
