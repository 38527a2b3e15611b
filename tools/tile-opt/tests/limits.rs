//! Resource limits instead of crashes (issue 10): integer overflow in shapes and element
//! counts, affine overflow and division by zero, huge tiles, a 100 MB input, a
//! 1,000,000-op function and deep nesting. Each runs the real binary (so a panic, an abort
//! on allocation failure or a stack overflow is seen as a signal) with a generous timeout,
//! and either succeeds as `mlir-opt-22` does or stops with a located `error:`.
//!
//! 100,000-deep nesting of every kind is in `malformed.rs`; here deep nesting goes through
//! the passes as well.

use std::time::Duration;

mod common;
use common::{Run, run_tile_opt};

/// Runs `tile-opt --allow-unregistered-dialect args.. <file holding input>` (the inputs
/// wrap what they test in `foo.*` ops), killing it after `timeout`.
fn run(name: &str, input: &[u8], args: &[&str], timeout: Duration) -> Run {
    let args: Vec<&str> = std::iter::once("--allow-unregistered-dialect")
        .chain(args.iter().copied())
        .collect();
    run_tile_opt("tile-opt-limits", name, input, &args, timeout)
}

const PIPELINE: &str = "--pass-pipeline=builtin.module(canonicalize,cse,func.func(assign-layouts))";

/// Asserts a clean success.
fn ok(name: &str, r: &Run) {
    assert_eq!(
        r.code,
        Some(0),
        "{name}: expected success, got {:?} after {:?}\n{}",
        r.code,
        r.elapsed,
        r.stderr.chars().take(2000).collect::<String>()
    );
}

/// Asserts exit 1 with a located error containing `msg` at `line:col` (`None`: anywhere).
fn located_error(name: &str, r: &Run, at: Option<&str>, msg: &str) {
    assert_eq!(
        r.code,
        Some(1),
        "{name}: expected exit 1, got {:?} after {:?}\n{}",
        r.code,
        r.elapsed,
        r.stderr.chars().take(2000).collect::<String>()
    );
    let first = r.stderr.lines().next().unwrap_or("");
    assert!(
        first.contains(".mlir:") && first.contains("error: ") && first.contains(msg),
        "{name}: expected a located error containing {msg:?}, got:\n{}",
        r.stderr.chars().take(2000).collect::<String>()
    );
    if let Some(at) = at {
        assert!(
            first.contains(&format!(".mlir:{at}: error")),
            "{name}: expected the error at {at}: {first}"
        );
    }
}

const T20: Duration = Duration::from_secs(20);

#[test]
fn shapes_whose_element_count_overflows_are_types_as_in_mlir() {
    // mlir-opt-22 accepts these types (each dimension fits in i64); so do we, and nothing
    // downstream may multiply them out unchecked.
    let src = "func.func @f(%a: tensor<9223372036854775807x4xf32>, %b: memref<4611686018427387904x4xf32>, %c: vector<9223372036854775807x9223372036854775807xi8>) -> tensor<9223372036854775807x4xf32> {\n  %e = tensor.empty() : tensor<9223372036854775807x4xf32>\n  %s = arith.addf %a, %e : tensor<9223372036854775807x4xf32>\n  return %s : tensor<9223372036854775807x4xf32>\n}\n";
    for args in [&[][..], &["--mlir-print-op-generic"][..], &[PIPELINE][..]] {
        let r = run("shape-overflow", src.as_bytes(), args, T20);
        ok("shape-overflow", &r);
        assert!(r.stdout.contains("tensor<9223372036854775807x4xf32>"));
    }
    // A dimension that does not fit in i64 is MLIR's `invalid dimension`.
    let r = run(
        "dim-overflow",
        b"func.func private @f(%a: tensor<9223372036854775808xf32>)\n",
        &[],
        T20,
    );
    located_error("dim-overflow", &r, Some("1:33"), "invalid dimension");
}

#[test]
fn dense_elements_with_overflowing_counts() {
    // Splats (hex or literal) of a type with more than 2^63 elements are fine in MLIR; the
    // element count must not be multiplied out unchecked (it was: a panic in the parser).
    let src = "\"foo.x\"() {a = dense<\"0x0000803F\"> : tensor<4611686018427387904x4xf32>, b = dense<1> : tensor<9223372036854775807x9223372036854775807xi8>} : () -> ()\n";
    let r = run("dense-splat-overflow", src.as_bytes(), &[], T20);
    ok("dense-splat-overflow", &r);
    // Hex data of neither one element nor all of them is MLIR's error (checked without
    // multiplying the count out).
    let h = run(
        "dense-hex-overflow",
        b"\"foo.x\"() {c = dense<\"0x01020304\"> : tensor<9223372036854775807x9223372036854775807xi8>} : () -> ()\n",
        &[],
        T20,
    );
    located_error(
        "dense-hex-overflow",
        &h,
        Some("1:16"),
        "elements hex data size is invalid for provided type",
    );
    assert!(
        r.stdout
            .contains("dense<1.000000e+00> : tensor<4611686018427387904x4xf32>"),
        "{}",
        r.stdout
    );
    // A non-splat literal cannot match such a type: MLIR's message, located.
    let r = run(
        "dense-list-overflow",
        b"\"foo.x\"() {a = dense<[1.0, 2.0]> : tensor<9223372036854775807x4xf32>} : () -> ()\n",
        &[],
        T20,
    );
    located_error(
        "dense-list-overflow",
        &r,
        None,
        "inferred shape of elements literal ([2]) does not match type ([9223372036854775807, 4])",
    );
}

#[test]
fn huge_splat_case_values_are_not_expanded() {
    // A `cf.switch` whose splat case values claim 10^12 entries once allocated 16 TB.
    let src = "func.func @f(%a: i32) {\n  \"cf.switch\"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1000000000000xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()\n^bb1:\n  return\n}\n";
    let r = run("switch-splat", src.as_bytes(), &[], T20);
    located_error(
        "switch-splat",
        &r,
        Some("2:3"),
        "'cf.switch' op number of case values (1000000000000) should match number of case destinations (1)",
    );
}

#[test]
fn huge_tiles_are_a_located_error() {
    // Padding a 4x4 tensor to a 2^63-1 x 2^63-1 tile overflows 64 bits.
    let huge = "#tile.layout<\"{1,0:T(9223372036854775807,9223372036854775807)}\">";
    let src = format!("func.func private @f(%a: tensor<4x4xf32, {huge}>)\n");
    let r = run("huge-tile", src.as_bytes(), &[], T20);
    // Encoding checks against the tensor type are reported after the encoding, where
    // MLIR's `verifyEncoding` reports them.
    located_error(
        "huge-tile",
        &r,
        Some("1:106"),
        "tiled layout: the storage size of this tensor (padding included) overflows 64 bits",
    );
    // A huge tensor in a small tile overflows too.
    let src = "func.func private @f(%a: tensor<9223372036854775807x9223372036854775807xf32, #tile.layout<\"{1,0:T(8,128)}\">>)\n";
    let r = run("huge-tiled-tensor", src.as_bytes(), &[], T20);
    located_error("huge-tiled-tensor", &r, Some("1:108"), "overflows 64 bits");
    // Non-positive tiles were already an error.
    let src = "func.func private @f(%a: tensor<4x4xf32, #tile.layout<\"{1,0:T(0,0)}\">>)\n";
    let r = run("zero-tile", src.as_bytes(), &[], T20);
    located_error(
        "zero-tile",
        &r,
        None,
        "tile dimensions must be positive, got 0",
    );
}

#[test]
fn affine_overflow_and_division_by_zero_are_kept_as_mlir_keeps_them() {
    // MLIR's affine simplifier folds only when the result is defined; overflowing or
    // dividing-by-zero expressions stay as written (and `d0 * (2^63-1) * 4` wraps, as in MLIR,
    // since coefficients are int64 modulo 2^64). Expected outputs are mlir-opt-22's.
    let cases = [
        ("9223372036854775807 + 1", "9223372036854775807 + 1"),
        ("5 floordiv 0", "5 floordiv 0"),
        ("5 mod 0", "5 mod 0"),
        ("5 ceildiv 0", "5 ceildiv 0"),
        ("d0 floordiv 0", "d0 floordiv 0"),
        ("9223372036854775807 * 2", "9223372036854775807 * 2"),
        ("-9223372036854775807 - 2", "-9223372036854775807 - 2"),
        (
            "(-9223372036854775807 - 1) floordiv -1",
            "-9223372036854775808 floordiv -1",
        ),
        ("d0 * 9223372036854775807 * 4", "d0 * -4"),
        ("(d0 mod 0) floordiv 0", "(d0 mod 0) floordiv 0"),
    ];
    for (e, want) in cases {
        let src = format!("\"foo.x\"() {{a = affine_map<(d0) -> ({e})>}} : () -> ()\n");
        let r = run("affine", src.as_bytes(), &[], T20);
        ok(e, &r);
        assert!(
            r.stdout
                .contains(&format!("#map = affine_map<(d0) -> ({want})>")),
            "{e}: {}",
            r.stdout
        );
    }
    // A sparse encoding whose level map divides by zero cannot be inverted: MLIR's error.
    let src = "#s = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 0 : dense, j : compressed, i mod 0 : dense) }>\nfunc.func private @f(%a: tensor<8x8xf32, #s>)\n";
    let r = run("sparse-div0", src.as_bytes(), &[], T20);
    located_error(
        "sparse-div0",
        &r,
        None,
        "failed to infer lvlToDim from dimToLvl",
    );
    // Block sizes near 2^62 on a 2^63-1 tensor: parsed, printed and run through the passes.
    let src = "#s = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 4611686018427387904 : dense, j floordiv 4611686018427387904 : compressed, i mod 4611686018427387904 : dense, j mod 4611686018427387904 : dense) }>\nfunc.func @f(%a: tensor<9223372036854775807x9223372036854775807xf32, #s>) -> tensor<9223372036854775807x9223372036854775807xf32, #s> {\n  return %a : tensor<9223372036854775807x9223372036854775807xf32, #s>\n}\n";
    let r = run("sparse-huge-blocks", src.as_bytes(), &[PIPELINE], T20);
    ok("sparse-huge-blocks", &r);
}

/// A function of `n` ops in one use-def chain (nothing folds or is common).
fn chain_function(n: usize) -> String {
    let mut s = String::with_capacity(n * 48 + 128);
    s.push_str("func.func @f(%a: i64, %b: i64) -> i64 {\n  %v0 = arith.addi %a, %b : i64\n");
    for i in 1..n {
        let op = if i % 2 == 0 { "addi" } else { "xori" };
        s.push_str(&format!("  %v{i} = arith.{op} %v{}, %a : i64\n", i - 1));
    }
    s.push_str(&format!("  return %v{} : i64\n}}\n", n - 1));
    s
}

/// Runs the chain of `small` then `4 * small` ops through the pipeline and checks linear
/// scaling: 4x the ops may take at most 10x the time (quadratic would be 16x).
fn chain_scales_linearly(small: usize) {
    let timeout = Duration::from_secs(600);
    let rs = run(
        "chain-small",
        chain_function(small).as_bytes(),
        &[PIPELINE],
        timeout,
    );
    ok("chain-small", &rs);
    let big = 4 * small;
    let rb = run(
        "chain-big",
        chain_function(big).as_bytes(),
        &[PIPELINE],
        timeout,
    );
    ok("chain-big", &rb);
    assert!(
        rb.stdout.contains(&format!("%{} = arith.xori", big - 1)),
        "output truncated"
    );
    let ratio = rb.elapsed.as_secs_f64() / rs.elapsed.as_secs_f64().max(0.01);
    assert!(
        ratio < 10.0,
        "{big} ops took {:?}, {small} ops {:?}: ratio {ratio:.1} is not linear",
        rb.elapsed,
        rs.elapsed
    );
}

/// `n` bytes of input: a hex `dense` literal of half of it, then comments and small ops.
fn big_input(n: usize) -> String {
    let bytes = n / 4;
    let mut s = String::with_capacity(n + (1 << 20));
    s.push_str("\"foo.big\"() {v = dense<\"0x");
    for i in 0..bytes {
        s.push_str(["00", "7F", "A5", "3C"][i % 4]);
    }
    s.push_str(&format!("\"> : tensor<{bytes}xi8>}} : () -> ()\n"));
    let mut i = 0;
    while s.len() < n {
        s.push_str(&format!(
            "// comment line {i} ........................................\n\"foo.op\"() {{n = {i} : i64}} : () -> ()\n"
        ));
        i += 1;
    }
    s
}

fn big_input_finishes(n: usize) {
    let r = run(
        "big",
        big_input(n).as_bytes(),
        &[],
        Duration::from_secs(600),
    );
    ok("big", &r);
    assert!(
        r.stdout.len() > n / 2,
        "output too short: {}",
        r.stdout.len()
    );
}

/// 100,000 ops (and 25,000 for the ratio): the default, fast in a debug build.
#[test]
fn a_long_function_runs_in_linear_time() {
    chain_scales_linearly(25_000);
}

/// The acceptance size, 1,000,000 ops: about 2 minutes in a debug build, seconds in release:
/// `cargo test --release -p tile-opt --test limits -- --ignored`.
#[test]
#[ignore = "slow in debug builds; run with --release -- --ignored"]
fn a_million_op_function_runs_in_linear_time() {
    chain_scales_linearly(250_000);
}

/// A 10 MB input: the default, fast in a debug build.
#[test]
fn a_10mb_input_finishes() {
    big_input_finishes(10 << 20);
}

/// The acceptance size, 100 MB (a 50 MB hex literal, comments and ops).
#[test]
#[ignore = "slow in debug builds; run with --release -- --ignored"]
fn a_100mb_input_finishes() {
    big_input_finishes(100 << 20);
}

#[test]
fn deep_legal_nesting_runs_through_every_pass() {
    // 900 nested regions (under the parser's 1000-level limit) through the verifier, the
    // passes and the printer: none may recurse per level deeply enough to overflow.
    let depth = 900;
    let mut s = String::from("func.func @f(%a: i32) -> i32 {\n");
    for i in 0..depth {
        s.push_str(&format!(
            "\"foo.region\"() ({{\n %c{i} = arith.constant 1 : i32\n %d{i} = arith.addi %c{i}, %a : i32\n \"foo.use\"(%d{i}) : (i32) -> ()\n"
        ));
    }
    for _ in 0..depth {
        s.push_str("\"foo.yield\"() : () -> ()\n}) : () -> ()\n");
    }
    s.push_str("return %a : i32\n}\n");
    for args in [&[][..], &["--mlir-print-op-generic"][..], &[PIPELINE][..]] {
        let r = run("deep-legal", s.as_bytes(), args, Duration::from_secs(120));
        ok("deep-legal", &r);
    }
    // 100,000 levels through the pass pipeline: the parser's located error, no overflow.
    let mut s = String::from("func.func @f() {\n");
    for _ in 0..100_000 {
        s.push_str("\"foo.r\"() ({\n");
    }
    let r = run(
        "deep-100k",
        s.as_bytes(),
        &[PIPELINE],
        Duration::from_secs(60),
    );
    located_error("deep-100k", &r, None, "nesting too deep");
}
