//! MLIR's errors come back as our diagnostics, located in the original source; upstream
//! pipelines run as steps of ours.
#![cfg(feature = "mlir")]

use tile_ir::pass::{CollectSink, PassManager, PassRegistry, parse_pipeline};
use tile_ir::printer::{PrintOptions, print_op};
use tile_ir::{Context, OpId, diagnostic::render};
use tile_mlir_bridge::Upstream;

fn registry() -> PassRegistry {
    let mut r = tile_passes::registry();
    tile_mlir_bridge::register_passes(&mut r);
    r
}

fn parse(ctx: &mut Context, text: &str) -> OpId {
    tile_ir::parser::parse_str(ctx, "input.mlir", text)
        .unwrap_or_else(|d| panic!("{}", render(ctx, &d)))
}

/// Runs `pipeline`; `Err` holds the rendered diagnostics.
fn run(ctx: &mut Context, module: OpId, pipeline: &str) -> Result<(), String> {
    let pm = parse_pipeline(&registry(), pipeline).map_err(|e| e.diagnostic.message)?;
    let mut sink = CollectSink::default();
    let result = PassManager::new(pm).run(ctx, module, &mut sink, None);
    let text: String = sink.diagnostics.iter().map(|d| render(ctx, d)).collect();
    match result {
        Ok(_) => Ok(()),
        Err(_) => Err(text),
    }
}

/// An op our parser reads but MLIR's verifier rejects (operand types differ).
const INVALID: &str = "func.func @f(%a: i32, %b: i64) -> i32 {\n  %c = \"arith.addi\"(%a, %b) : (i32, i64) -> i32\n  return %c : i32\n}\n";

#[test]
fn verifier_errors_point_into_the_original_source() {
    let mut ctx = tile_exec::new_context();
    let module = parse(&mut ctx, INVALID);
    let up = Upstream::new();
    let Err(diags) = up.import(&mut ctx, module) else {
        panic!("MLIR accepted mismatched operand types");
    };
    let text = render(&ctx, &diags[0]);
    assert!(
        text.starts_with(
            "input.mlir:2:8: error: 'arith.addi' op requires the same type for all operands and results\n  %c = \"arith.addi\""
        ),
        "{text}"
    );
}

#[test]
fn mlir_verify_pass_fails_with_mlirs_diagnostic() {
    let mut ctx = tile_exec::new_context();
    let module = parse(&mut ctx, INVALID);
    let err = run(&mut ctx, module, "builtin.module(mlir-verify)").unwrap_err();
    assert!(
        err.contains("input.mlir:2:8: error: 'arith.addi' op requires the same type"),
        "{err}"
    );
    let mut ctx = tile_exec::new_context();
    let module = parse(&mut ctx, "func.func @g() {\n  return\n}\n");
    run(&mut ctx, module, "builtin.module(mlir-verify)").expect("a valid module verifies");
}

#[test]
fn text_mlir_cannot_parse_is_shown() {
    let mut ctx = tile_exec::new_context();
    let up = Upstream::new();
    let Err(diags) = up.parse(
        &mut ctx,
        "func.func @f() {\n  %x = arith.constant : i32\n}\n",
    ) else {
        panic!("MLIR parsed nonsense");
    };
    let text = render(&ctx, &diags[0]);
    assert!(text.contains(":2:") && text.contains("error:"), "{text}");
    assert!(text.contains("%x = arith.constant : i32"), "{text}");
    let Err(diags) = up.parse(&mut ctx, "nul \0 byte") else {
        panic!("NUL byte accepted");
    };
    assert!(diags[0].message.contains("NUL"));
}

#[test]
fn upstream_pipeline_as_a_step_of_ours() {
    let mut ctx = tile_exec::new_context();
    let text = "func.func @f() -> i32 {\n  %a = arith.constant 20 : i32\n  %b = arith.constant 22 : i32\n  %c = arith.addi %a, %b : i32\n  return %c : i32\n}\n";
    let module = parse(&mut ctx, text);
    run(
        &mut ctx,
        module,
        "builtin.module(mlir-pipeline{pipeline=\"func.func(canonicalize)\"},cse)",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let out = print_op(&ctx, module, &PrintOptions::default());
    assert!(out.contains("arith.constant 42 : i32"), "{out}");
    assert!(!out.contains("arith.addi"), "{out}");
    // Locations survive the trip: the folded constant is still where the add was.
    let debug = print_op(
        &ctx,
        module,
        &PrintOptions {
            debug_info: true,
            ..PrintOptions::default()
        },
    );
    assert!(debug.contains("input.mlir"), "{debug}");
}

#[test]
fn empty_pipeline_is_a_round_trip_and_bad_ones_are_errors() {
    let mut ctx = tile_exec::new_context();
    let text =
        "func.func @f(%x: f32) -> f32 {\n  %y = arith.mulf %x, %x : f32\n  return %y : f32\n}\n";
    let module = parse(&mut ctx, text);
    let before = print_op(&ctx, module, &PrintOptions::default());
    run(&mut ctx, module, "builtin.module(mlir-pipeline)").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print_op(&ctx, module, &PrintOptions::default()), before);
    for bad in [
        "builtin.module(mlir-pipeline{pipeline=no-such-pass})",
        "builtin.module(mlir-pipeline{pipeline=\"func.func(canonicalize\"})",
        "builtin.module(mlir-pipeline{pipeline=\"canonicalize{no-such-option=1}\"})",
    ] {
        let err = run(&mut ctx, module, bad).unwrap_err();
        assert!(err.contains("invalid MLIR pass pipeline"), "{bad}: {err}");
    }
    assert_eq!(print_op(&ctx, module, &PrintOptions::default()), before);
}

#[test]
fn mlir_symbol_errors_report_at_the_source() {
    // A `func.call` to a function that does not exist: MLIR's symbol checks (which our
    // verifier leaves to later) reject it before the pipeline runs, at the call.
    let mut ctx = tile_exec::new_context();
    let text = "func.func @f() {\n  func.call @missing() : () -> ()\n  return\n}\n";
    let module = parse(&mut ctx, text);
    let err = run(
        &mut ctx,
        module,
        "builtin.module(mlir-pipeline{pipeline=inline})",
    )
    .unwrap_err();
    assert!(err.starts_with("input.mlir:2:3: error:"), "{err}");
    assert!(err.contains("@missing"), "{err}");
}
