//! Big inputs through the layout passes (issue 10): `assign-layouts` and `lower-tiles` on
//! functions of 20,000 ops, tensors whose tile counts and sizes are near 2^63, rank-8
//! layouts and layouts of many tiles either finish in time linear in the input or stop with
//! a located error; none panics or overflows the stack. Each case runs the real binary (a
//! panic or abort shows as a signal) with a timeout.

use std::fmt::Write as _;
use std::time::Duration;

mod common;
use common::{Run, run_tile_opt};

/// Runs `tile-opt args.. <file holding input>`, killing it after `timeout`.
fn run(name: &str, input: &str, args: &[&str], timeout: Duration) -> Run {
    run_tile_opt("tile-opt-stress", name, input.as_bytes(), args, timeout)
}

const T60: Duration = Duration::from_secs(60);
const LOWER: &str = "--pass-pipeline=builtin.module(func.func(assign-layouts),lower-tiles)";

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

/// Exit 1 with a located `error:` containing `msg`.
fn located_error(name: &str, r: &Run, msg: &str) {
    assert_eq!(
        r.code,
        Some(1),
        "{name}: expected an error, got {:?}\n{}",
        r.code,
        r.stderr.chars().take(2000).collect::<String>()
    );
    assert!(
        r.stderr.contains(".mlir:") && r.stderr.contains("error: ") && r.stderr.contains(msg),
        "{name}: expected a located error with {msg:?}, got\n{}",
        r.stderr.chars().take(2000).collect::<String>()
    );
}

/// A function of `n` elementwise ops on a 3x200 tensor: `assign-layouts` tiles every value
/// and converts at the boundary, `lower-tiles` retypes them all.
fn elementwise_chain(n: usize) -> String {
    let t = "tensor<3x200xf32>";
    let mut s = String::with_capacity(n * 64 + 256);
    let _ = writeln!(s, "func.func @f(%a: {t}, %b: {t}) -> {t} {{");
    let _ = writeln!(s, "  %v0 = arith.addf %a, %b : {t}");
    for i in 1..n {
        let op = ["mulf", "addf", "subf", "maximumf"][i % 4];
        let _ = writeln!(s, "  %v{i} = arith.{op} %v{}, %a : {t}", i - 1);
    }
    let _ = writeln!(s, "  return %v{} : {t}\n}}", n - 1);
    s
}

/// A function of `n` `tile.relayout`s bouncing a 16x256 tensor between two tiled layouts
/// (each a transpose plus reshapes once lowered), with a use of each in between.
fn relayout_chain(n: usize) -> String {
    let t = "tensor<16x256xf32";
    let mut s = String::with_capacity(n * 160 + 512);
    s.push_str(
        "#A = #tile.layout<\"{1,0:T(8,128)}\">\n#B = #tile.layout<\"{0,1:T(8,128)(2,1)}\">\n",
    );
    let _ = writeln!(s, "func.func @f(%x: {t}>) -> {t}> {{");
    let _ = writeln!(s, "  %v0 = tile.relayout %x : {t}> to {t}, #A>");
    for i in 1..n {
        let (from, to) = if i % 2 == 1 {
            ("#A", "#B")
        } else {
            ("#B", "#A")
        };
        let _ = writeln!(
            s,
            "  %v{i} = tile.relayout %v{} : {t}, {from}> to {t}, {to}>",
            i - 1
        );
    }
    let last = if n % 2 == 1 { "#A" } else { "#B" };
    let _ = writeln!(s, "  %r = tile.relayout %v{} : {t}, {last}> to {t}>", n - 1);
    let _ = writeln!(s, "  return %r : {t}>\n}}");
    s
}

/// `small` then `4 * small` ops: 4x the input may take at most 10x the time (quadratic
/// would be 16x). Returns the bigger run's output.
fn scales_linearly(name: &str, make: fn(usize) -> String, small: usize, args: &[&str]) -> Run {
    let timeout = Duration::from_secs(600);
    let rs = run(&format!("{name}-small"), &make(small), args, timeout);
    ok(name, &rs);
    let rb = run(&format!("{name}-big"), &make(4 * small), args, timeout);
    ok(name, &rb);
    let ratio = rb.elapsed.as_secs_f64() / rs.elapsed.as_secs_f64().max(0.05);
    assert!(
        ratio < 10.0,
        "{name}: {} ops took {:?}, {small} ops {:?}: ratio {ratio:.1} is not linear",
        4 * small,
        rb.elapsed,
        rs.elapsed
    );
    rb
}

#[test]
fn twenty_thousand_elementwise_ops_through_assign_layouts_and_lower_tiles() {
    let rb = scales_linearly("elementwise", elementwise_chain, 5_000, &[LOWER]);
    assert!(
        !rb.stdout.contains("#tile.layout"),
        "a layout survived lowering"
    );
    // 3x200 f32 takes the compact T(4,128) tiles: padded to 4x256, a 1x2 grid of tiles.
    assert!(
        rb.stdout.contains("arith.maximumf") && rb.stdout.contains("tensor<1x2x4x128xf32>"),
        "unexpected output: {}",
        rb.stdout.chars().take(1000).collect::<String>()
    );
}

#[test]
fn twenty_thousand_relayouts_through_lower_tiles() {
    let rb = scales_linearly("relayouts", relayout_chain, 5_000, &["--lower-tiles"]);
    assert!(
        !rb.stdout.contains("#tile.layout"),
        "a layout survived lowering"
    );
    assert!(rb.stdout.contains("linalg.transpose"));
    // And through assign-layouts first (the relayouts are fixed ops it leaves alone).
    let r = run(
        "relayouts-assign",
        &relayout_chain(20_000),
        &[LOWER],
        T60 * 10,
    );
    ok("relayouts-assign", &r);
}

#[test]
fn huge_tensors_through_the_layout_passes() {
    // 2^30 x 2^30 f32 tiles (8,128) exactly: 2^60 elements, lowered without materializing
    // anything; the byte total of the remark saturates instead of wrapping.
    let t = "tensor<1073741824x1073741824xf32>";
    let src = format!(
        "func.func @f(%x: {t}) -> {t} {{\n  %a = arith.addf %x, %x : {t}\n  return %a : {t}\n}}\n"
    );
    let r = run("huge-exact", &src, &[LOWER], T60);
    ok("huge-exact", &r);
    assert!(
        r.stdout.contains("tensor<134217728x8388608x8x128xf32>"),
        "{}",
        r.stdout
    );
    // Shapes whose tiled storage would overflow 64 bits keep their row-major type in
    // assign-layouts (a #tile.layout on them would be rejected by the parser).
    for t in [
        "tensor<4611686018427387904x4xf32>",
        "tensor<9223372036854775807xf32>",
        "tensor<3037000499x3037000499xf32>",
    ] {
        let src = format!(
            "func.func @f(%x: {t}) -> {t} {{\n  %a = arith.addf %x, %x : {t}\n  return %a : {t}\n}}\n"
        );
        let r = run("huge-overflow", &src, &[LOWER], T60);
        ok(t, &r);
        assert!(!r.stdout.contains("tile."), "{t}: {}", r.stdout);
        // The output parses again.
        let again = run("huge-overflow-again", &r.stdout, &[], T60);
        ok(t, &again);
    }
    // A given layout whose lowering overflows: the lowered shape is a located error.
    let src = "func.func @f(%x: tensor<4611686018427387904x4xf32>) -> tensor<4611686018427387904x4xf32, #tile.layout<\"{0,1:T(1,1)}\">> {\n  %a = tile.relayout %x : tensor<4611686018427387904x4xf32> to tensor<4611686018427387904x4xf32, #tile.layout<\"{0,1:T(1,1)}\">>\n  return %a : tensor<4611686018427387904x4xf32, #tile.layout<\"{0,1:T(1,1)}\">>\n}\n";
    let r = run("huge-given", src, &["--lower-tiles"], T60);
    assert!(
        r.code == Some(0) || r.code == Some(1),
        "huge-given: {:?}\n{}",
        r.code,
        r.stderr
    );
}

/// The rank-8 tensor of every test below.
const R8: &str = "tensor<2x3x4x5x6x7x8x9xf32";

#[test]
fn rank_8_layouts_lower_and_round_trip() {
    let a = "#tile.layout<\"{0,1,2,3,4,5,6,7:T(2,2,2,2,2,2,2,2)}\">";
    let b = "#tile.layout<\"{7,6,5,4,3,2,1,0:T(8,128)(2,1)}\">";
    let c = "#tile.layout<\"{3,1,7,0,6,2,5,4:T(3,5,7)(2,1)}\">";
    let t = R8;
    // 2x3x4x5x6x7x8x9 padded to even extents: 2*4*4*6*6*8*8*10 elements.
    let n = 2 * 4 * 4 * 6 * 6 * 8 * 8 * 10;
    let src = format!(
        "func.func @f(%x: {t}>) -> {t}> {{
  %a = tile.relayout %x : {t}> to {t}, {a}>
  %b = tile.relayout %a : {t}, {a}> to {t}, {b}>
  %c = tile.relayout %b : {t}, {b}> to {t}, {c}>
  %d = arith.addf %c, %c : {t}, {c}>
  %e = tile.relayout %d : {t}, {c}> to {t}, {a}>
  %p = tile.to_physical %e : {t}, {a}> to tensor<{n}xf32>
  %q = tile.from_physical %p : tensor<{n}xf32> to {t}, {a}>
  %r = tile.relayout %q : {t}, {a}> to {t}>
  return %r : {t}>
}}
"
    );
    let with_canonicalize =
        "--pass-pipeline=builtin.module(func.func(assign-layouts),lower-tiles,canonicalize)";
    for args in [&["--lower-tiles"][..], &[with_canonicalize][..]] {
        let r = run("rank8", &src, args, T60);
        ok("rank8", &r);
        assert!(!r.stdout.contains("#tile.layout"));
        let again = run("rank8-again", &r.stdout, &[], T60);
        ok("rank8-again", &again);
    }
    // A rank-8 elementwise chain through assign-layouts: the TPU tiles the two minor dims.
    let mut s = format!("func.func @g(%x: {t}>) -> {t}> {{\n  %v0 = arith.addf %x, %x : {t}>\n");
    for i in 1..2_000 {
        let _ = writeln!(s, "  %v{i} = arith.mulf %v{}, %x : {t}>", i - 1);
    }
    let _ = writeln!(s, "  return %v1999 : {t}>\n}}");
    let r = run("rank8-chain", &s, &[LOWER], T60 * 5);
    ok("rank8-chain", &r);
    assert!(!r.stdout.contains("#tile.layout"));
}

#[test]
fn layouts_of_many_tiles_are_bounded() {
    let make = |k: usize| {
        let l = format!("#tile.layout<\"{{1,0:T(8,128){}}}\">", "(2,1)".repeat(k));
        let t = "tensor<64x256xf32";
        format!(
            "func.func @f(%x: {t}>) -> {t}> {{\n  %a = tile.relayout %x : {t}> to {t}, {l}>\n  %b = tile.relayout %a : {t}, {l}> to {t}>\n  return %b : {t}>\n}}\n"
        )
    };
    // A few dozen tiles lower (the output is quadratic in the tile count, so it is bounded).
    let r = run("tiles-30", &make(30), &["--lower-tiles"], T60);
    ok("tiles-30", &r);
    // Beyond 64 added levels: a located error, quickly, however many tiles.
    for k in [100, 10_000] {
        let r = run("tiles-many", &make(k), &["--lower-tiles"], T60);
        located_error(
            "tiles-many",
            &r,
            "more than the 64 levels lower-tiles supports",
        );
        assert!(
            r.elapsed < Duration::from_secs(30),
            "{k} tiles: {:?}",
            r.elapsed
        );
    }
    // Parsing, verifying and assigning layouts to them is fine (linear).
    let r = run("tiles-assign", &make(10_000), &["--assign-layouts"], T60);
    ok("tiles-assign", &r);
}
