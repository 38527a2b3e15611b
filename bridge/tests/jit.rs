//! A sparsified kernel run by MLIR's ExecutionEngine in process gives what our interpreter
//! gives: `examples/spmv.mlir` (CSR SpMV) plus an entry point returning a weighted sum of
//! `y`, through our `sparsify`, then MLIR's `sparsifier` lowering (what
//! `scripts/lower-with-mlir` runs), then the JIT.
#![cfg(feature = "mlir")]

use tile_exec::{Interpreter, RunOptions, Scalar, Value};
use tile_ir::pass::{CollectSink, PassManager, PassRegistry, parse_pipeline};
use tile_ir::printer::{PrintOptions, print_op};
use tile_ir::{Context, OpId, diagnostic::render};
use tile_mlir_bridge::{Upstream, runner_libraries};

/// `@checksum() -> f64`: y = A x + y0 for a 6x5 CSR matrix, returns sum_i (i + 1) * y[i].
const CHECKSUM: &str = r#"
func.func @checksum() -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0.0 : f64
  %d = arith.constant dense<[[0.0, 1.5, 0.0, 4.0, 0.0],
                             [5.0, 0.0, 0.0, 0.0, -2.0],
                             [0.0, 0.0, 2.5, 0.0, 0.0],
                             [0.0, 0.0, 0.0, 0.0, 0.0],
                             [1.0, 2.0, 3.0, 4.0, 5.0],
                             [0.0, -7.25, 0.0, 0.0, 0.125]]> : tensor<6x5xf64>
  %a = sparse_tensor.convert %d : tensor<6x5xf64> to tensor<?x?xf64, #CSR>
  %xs = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 0.5]> : tensor<5xf64>
  %xv = tensor.cast %xs : tensor<5xf64> to tensor<?xf64>
  %ys = arith.constant dense<[0.5, 0.0, 1.0, -1.0, 0.25, 3.0]> : tensor<6xf64>
  %y0 = tensor.cast %ys : tensor<6xf64> to tensor<?xf64>
  %y = call @spmv(%a, %xv, %y0) : (tensor<?x?xf64, #CSR>, tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %zero) -> (f64) {
    %v = tensor.extract %y[%i] : tensor<?xf64>
    %i1 = arith.addi %i, %c1 : index
    %ii = arith.index_cast %i1 : index to i64
    %w = arith.sitofp %ii : i64 to f64
    %p = arith.mulf %v, %w : f64
    %n = arith.addf %acc, %p : f64
    scf.yield %n : f64
  }
  bufferization.dealloc_tensor %a : tensor<?x?xf64, #CSR>
  return %sum : f64
}
"#;

/// The lowering `scripts/lower-with-mlir` runs.
const LOWERING: &str = "sparsifier{enable-runtime-library=true}";

fn registry() -> PassRegistry {
    let mut r = tile_passes::registry();
    tile_mlir_bridge::register_passes(&mut r);
    r
}

fn load(ctx: &mut Context) -> OpId {
    let spmv = include_str!("../../examples/spmv.mlir");
    let text = format!("{spmv}{CHECKSUM}");
    let module = tile_ir::parser::parse_str(ctx, "spmv-checksum.mlir", &text)
        .unwrap_or_else(|d| panic!("{}", render(ctx, &d)));
    let errors = tile_ir::verifier::verify(ctx, module);
    assert!(errors.is_empty(), "{}", render(ctx, &errors[0]));
    module
}

fn run_pipeline(ctx: &mut Context, module: OpId, pipeline: &str) {
    let pm = parse_pipeline(&registry(), pipeline)
        .unwrap_or_else(|e| panic!("{pipeline}: {}", e.diagnostic.message));
    let mut sink = CollectSink::default();
    if let Err(e) = PassManager::new(pm).run(ctx, module, &mut sink, None) {
        let text: Vec<String> = sink.diagnostics.iter().map(|d| render(ctx, d)).collect();
        panic!("{pipeline} failed: {e:?}\n{}", text.join(""));
    }
}

fn interpret(ctx: &Context, module: OpId) -> f64 {
    let out = Interpreter::new(ctx, module, RunOptions::default())
        .call("checksum", Vec::new())
        .unwrap_or_else(|d| panic!("{}", render(ctx, &d)));
    match out.as_slice() {
        [Value::Scalar(Scalar::Float(v, _))] => *v,
        other => panic!("unexpected interpreter result {other:?}"),
    }
}

fn jit(up: &Upstream, ctx: &mut Context, module: OpId, lower: bool) -> f64 {
    let mut m = up
        .import(ctx, module)
        .unwrap_or_else(|ds| panic!("{}", render(ctx, &ds[0])));
    if lower {
        up.run_pipeline(ctx, &mut m, LOWERING)
            .unwrap_or_else(|ds| panic!("{}", render(ctx, &ds[0])));
    }
    let libs = runner_libraries();
    assert_eq!(libs.len(), 2, "MLIR 22's runner libraries: {libs:?}");
    let engine = up
        .jit(ctx, &m, 2, &libs)
        .unwrap_or_else(|ds| panic!("{}", render(ctx, &ds[0])));
    engine
        .call::<f64>("checksum")
        .unwrap_or_else(|d| panic!("{}", render(ctx, &d)))
}

#[test]
fn sparsified_spmv_runs_in_the_jit_as_in_the_interpreter() {
    let mut ctx = tile_exec::new_context();
    let module = load(&mut ctx);
    let dense = interpret(&ctx, module);
    run_pipeline(
        &mut ctx,
        module,
        "builtin.module(func.func(sparsify,canonicalize))",
    );
    let text = print_op(&ctx, module, &PrintOptions::default());
    assert!(!text.contains("linalg.generic"), "not sparsified:\n{text}");
    let ours = interpret(&ctx, module);
    let up = Upstream::new();
    let jitted = jit(&up, &mut ctx, module, true);
    // y = [19.5, 4.0, 8.5, -1.0, 32.75, -11.4375]
    let expected = 19.5 + 2.0 * 4.0 + 3.0 * 8.5 - 4.0 + 5.0 * 32.75 - 6.0 * 11.4375;
    assert_eq!(dense, expected);
    assert_eq!(ours, expected);
    assert_eq!(jitted, ours, "JIT {jitted} != interpreter {ours}");
}

#[test]
fn mlir_pipeline_pass_lowers_inside_our_pipeline() {
    // The same lowering as a step of our own pipeline; the LLVM-dialect module it leaves in
    // our IR (generic form) goes back to MLIR and runs.
    let mut ctx = tile_exec::new_context();
    let module = load(&mut ctx);
    let expected = interpret(&ctx, module);
    run_pipeline(
        &mut ctx,
        module,
        &format!("builtin.module(func.func(sparsify),mlir-pipeline{{pipeline=\"{LOWERING}\"}})"),
    );
    let text = print_op(&ctx, module, &PrintOptions::default());
    assert!(text.contains("\"llvm.func\""), "not lowered:\n{text}");
    let up = Upstream::new();
    let jitted = jit(&up, &mut ctx, module, false);
    assert_eq!(jitted, expected);
}

#[test]
fn jit_reports_bad_calls() {
    let mut ctx = tile_exec::new_context();
    let module = load(&mut ctx);
    run_pipeline(&mut ctx, module, "builtin.module(func.func(sparsify))");
    let up = Upstream::new();
    let mut m = up
        .import(&mut ctx, module)
        .unwrap_or_else(|ds| panic!("{}", render(&ctx, &ds[0])));
    up.run_pipeline(&mut ctx, &mut m, LOWERING)
        .unwrap_or_else(|ds| panic!("{}", render(&ctx, &ds[0])));
    let engine = up
        .jit(&mut ctx, &m, 0, &runner_libraries())
        .unwrap_or_else(|ds| panic!("{}", render(&ctx, &ds[0])));
    let wrong_type = engine.call::<i64>("checksum").unwrap_err();
    assert!(
        wrong_type.message.contains("expected !llvm.func<i64 ()>"),
        "{}",
        wrong_type.message
    );
    let missing = engine.call::<f64>("nope").unwrap_err();
    assert!(
        missing.message.contains("no function @nope"),
        "{}",
        missing.message
    );
    assert!(engine.call_void("checksum").is_err());
}

#[test]
fn jit_refuses_unlowered_modules() {
    let mut ctx = tile_exec::new_context();
    let module = load(&mut ctx);
    let up = Upstream::new();
    let m = up
        .import(&mut ctx, module)
        .unwrap_or_else(|ds| panic!("{}", render(&ctx, &ds[0])));
    let err = match up.jit(&mut ctx, &m, 0, &[]) {
        Ok(_) => panic!("a module with linalg and sparse_tensor ops must not compile"),
        Err(ds) => ds,
    };
    assert!(
        err[0].message.contains("could not compile"),
        "{}",
        err[0].message
    );
}
