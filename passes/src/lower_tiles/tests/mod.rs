//! Semantic tests of `lower-tiles`: for many (shape, layout) cases the lowered program, run
//! by the interpreter (`tile_exec`), puts every logical element at the linear index of the
//! layout maths and padding everywhere else, and `from_physical(to_physical(x)) == x`.
//! When `mlir-opt-22` is installed, it must accept every lowered module.

use std::fmt::Write as _;
use std::rc::Rc;

use tile_dialects::tile::layout::{PhysicalLayout, TiledLayout, parse_layout};
use tile_exec::{Complex, DenseTensor, Interpreter, RunOptions, Scalar, ScalarTy, Value};
use tile_ir::float::FloatSemantics;
use tile_ir::pass::manager::CollectSink;
use tile_ir::pass::{PassManager, parse_pipeline};
use tile_ir::printer::{PrintOptions, print_op};
use tile_ir::{Context, OpId, parser};

use super::*;

/// One case: an MLIR element type, the logical shape and the layout text.
struct Case {
    elem: &'static str,
    dims: Vec<i64>,
    layout: String,
}

fn case(elem: &'static str, dims: &[i64], layout: &str) -> Case {
    Case {
        elem,
        dims: dims.to_vec(),
        layout: layout.to_string(),
    }
}

/// The named cases: the seed's examples, TPU formats, padding, permutations, ranks 0 to 5,
/// combined dimensions, repeated and three-level tilings, `L(n)`.
fn named_cases() -> Vec<Case> {
    vec![
        // Seed examples.
        case("f32", &[3, 5], "{1,0:T(2,2)}"),
        case("f32", &[4, 8], "{1,0:T(2,4)(2,1)}"),
        case("bf16", &[2, 3, 1004], "{2,1,0:T(2,*,128)}"),
        case("i1", &[8, 8, 8], "{0,2,1:T(8,128)E(32)}"),
        case("i4", &[20, 300], "{1,0:T(64,128)(8,1)E(4)}"),
        // TPU formats.
        case("f32", &[16, 256], "{1,0:T(8,128)}"),
        case("f32", &[9, 130], "{1,0:T(8,128)}"),
        case("f32", &[2, 300], "{1,0:T(2,128)}"),
        case("f32", &[1, 77], "{1,0:T(2,128)}"),
        case("f32", &[3, 200], "{1,0:T(4,128)}"),
        case("f32", &[4, 129], "{1,0:T(4,128)}"),
        case("bf16", &[10, 200], "{1,0:T(8,128)(2,1)}"),
        case("bf16", &[2, 16, 128], "{2,1,0:T(8,128)(2,1)}"),
        case("i8", &[17, 129], "{1,0:T(8,128)(4,1)}"),
        case("i8", &[3, 32, 128], "{2,1,0:T(8,128)(4,1)}"),
        case("i1", &[33, 130], "{1,0:T(32,128)(32,1)E(1)}"),
        case("f32", &[3, 9, 130], "{2,1,0:T(8,128)}"),
        // Non-divisible shapes and permuted minor_to_major.
        case("f32", &[5, 7], "{0,1:T(2,4)}"),
        case("f32", &[3, 4, 5], "{0,2,1:T(2,2)}"),
        case("i32", &[7, 3, 2], "{1,2,0:T(3,2)}"),
        case("f32", &[3, 5], "{0,1}"),
        case("f32", &[2, 3, 4], "{1,2,0}"),
        case("f32", &[3, 5], "{1,0}"),
        // Ranks 0, 1 and 5; tiles of more dimensions than the shape.
        case("f32", &[], "{:T(4)}"),
        case("f32", &[10], "{0:T(4)}"),
        case("f32", &[3], "{0:T(2)(4)}"),
        case("f32", &[7], "{0:T(128)}"),
        case("f32", &[5], "{0:T(2,4)}"),
        case("f32", &[2, 3, 2, 3, 2], "{4,3,2,1,0:T(2,2)}"),
        case("f32", &[2, 3, 2, 3, 2], "{0,1,2,3,4:T(3,2,2)}"),
        case("f32", &[2, 1, 3, 2, 5], "{2,4,0,3,1:T(2,*,3)}"),
        // Combined dimensions.
        case("f32", &[3, 5, 7], "{2,1,0:T(*,4)}"),
        case("f32", &[2, 3, 4], "{2,1,0:T(*,*,8)}"),
        case("f32", &[3, 2, 5], "{1,2,0:T(2,*,4)(2,2)}"),
        // Three-level tilings.
        case("f32", &[16, 16], "{1,0:T(8,8)(4,4)(2,2)}"),
        case("f32", &[5, 9], "{1,0:T(4,8)(2,4)(1,2)}"),
        case("f32", &[6, 10], "{0,1:T(4,4)(3,3)(2,1)}"),
        // Padded tilings lowered as vector loop nests (lower_tiles/kernel.rs): tile rows,
        // rows interleaved by a second tile, padding in rows and columns, rank 3, and a
        // column-major order whose tile row runs down the source's columns.
        case("f32", &[10, 200], "{1,0:T(8,128)(2,1)}"),
        case("i32", &[17, 129], "{1,0:T(8,128)(4,1)}"),
        case("f32", &[3, 9, 130], "{2,1,0:T(8,128)(2,1)}"),
        case("f32", &[13, 6], "{0,1:T(4,8)(2,1)}"),
        case("i32", &[3, 5, 7], "{2,0,1:T(2,4)}"),
        // Tail padding.
        case("f32", &[3, 5], "{1,0:T(2,2)L(64)}"),
        case("i32", &[5], "{0:T(4)L(7)}"),
        case("f32", &[6, 4], "{1,0:T(3,2)L(5)}"),
    ]
}

/// A small deterministic generator (xorshift).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Random cases: rank 1..=4, extents 1..=7, a random order, 0 to 3 tiles of 1 to 3 dims
/// (extents 1..=4, sometimes combined).
fn random_cases(n: usize) -> Vec<Case> {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut out = Vec::new();
    while out.len() < n {
        let rank = 1 + rng.below(4) as usize;
        let dims: Vec<i64> = (0..rank).map(|_| 1 + rng.below(7) as i64).collect();
        let mut order: Vec<usize> = (0..rank).collect();
        for i in (1..rank).rev() {
            order.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let mut text = format!(
            "{{{}",
            order
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(",")
        );
        let ntiles = rng.below(4);
        if ntiles > 0 {
            text.push(':');
        }
        for _ in 0..ntiles {
            let k = 1 + rng.below(3) as usize;
            let parts: Vec<String> = (0..k)
                .map(|i| {
                    if i + 1 < k && rng.below(5) == 0 {
                        "*".to_string()
                    } else {
                        (1 + rng.below(4)).to_string()
                    }
                })
                .collect();
            let _ = write!(text, "({})", parts.join(","));
        }
        text.push('}');
        let text = text.replacen(":(", ":T(", 1);
        let layout = parse_layout(&text).expect("generated layout parses");
        // Keep the padded size small.
        match PhysicalLayout::new(&layout, &dims) {
            Ok(p) if p.padded_elements <= 4096 => out.push(Case {
                elem: "f32",
                dims,
                layout: text,
            }),
            _ => {}
        }
    }
    out
}

fn tensor_text(dims: &[i64], elem: &str, layout: Option<&str>) -> String {
    let mut s = String::from("tensor<");
    for d in dims {
        let _ = write!(s, "{d}x");
    }
    s.push_str(elem);
    if let Some(l) = layout {
        let _ = write!(s, ", #tile.layout<\"{l}\">");
    }
    s.push('>');
    s
}

fn storage(c: &Case) -> (TiledLayout, PhysicalLayout, i64) {
    let layout = parse_layout(&c.layout).expect("layout parses");
    let phys = PhysicalLayout::new(&layout, &c.dims).expect("layout fits");
    let n = phys.storage_elements().expect("size");
    (layout, phys, n)
}

/// `@to_k` (row-major -> layout -> buffer), `@from_k` (buffer -> layout -> row-major),
/// `@via_k` (row-major -> `via` layout -> layout -> buffer, a layout-to-layout relayout) and
/// `@backvia_k` (buffer -> layout -> `via` layout -> row-major).
fn program(k: usize, c: &Case, via: &str) -> String {
    let (_, _, n) = storage(c);
    let logical = tensor_text(&c.dims, c.elem, None);
    let laid = tensor_text(&c.dims, c.elem, Some(&c.layout));
    let other = tensor_text(&c.dims, c.elem, Some(via));
    let buf = tensor_text(&[n], c.elem, None);
    format!(
        "func.func @to_{k}(%x: {logical}) -> {buf} {{
  %t = tile.relayout %x : {logical} to {laid}
  %p = tile.to_physical %t : {laid} to {buf}
  return %p : {buf}
}}
func.func @from_{k}(%p: {buf}) -> {logical} {{
  %t = tile.from_physical %p : {buf} to {laid}
  %x = tile.relayout %t : {laid} to {logical}
  return %x : {logical}
}}
func.func @via_{k}(%x: {logical}) -> {buf} {{
  %a = tile.relayout %x : {logical} to {other}
  %t = tile.relayout %a : {other} to {laid}
  %p = tile.to_physical %t : {laid} to {buf}
  return %p : {buf}
}}
func.func @backvia_{k}(%p: {buf}) -> {logical} {{
  %t = tile.from_physical %p : {buf} to {laid}
  %a = tile.relayout %t : {laid} to {other}
  %x = tile.relayout %a : {other} to {logical}
  return %x : {logical}
}}
"
    )
}

fn lower(text: &str, pipeline: &str) -> (Context, OpId) {
    lower_with(text, pipeline, true)
}

/// As [`lower`], optionally without verifying after the pass (tile-opt's linalg dialect
/// does not know `linalg.pack`/`linalg.unpack` yet, so `form=pack` output only verifies
/// upstream).
fn lower_with(text: &str, pipeline: &str, verify: bool) -> (Context, OpId) {
    let mut ctx = Context::new(tile_dialects::registry());
    let m = match parser::parse_str(&mut ctx, "cases.mlir", text) {
        Ok(m) => m,
        Err(d) => panic!("parse error: {}", tile_ir::diagnostic::render(&ctx, &d)),
    };
    let reg = crate::registry();
    let pm = match parse_pipeline(&reg, pipeline) {
        Ok(pm) => pm,
        Err(e) => panic!("{}", e.diagnostic.message),
    };
    let mut sink = CollectSink::default();
    let mut manager = PassManager::new(pm);
    manager.verify_each = verify;
    if manager.run(&mut ctx, m, &mut sink, None).is_err() {
        let msgs: Vec<String> = sink
            .diagnostics
            .iter()
            .map(|d| tile_ir::diagnostic::render(&ctx, d))
            .collect();
        panic!("pass failed: {}", msgs.join("\n"));
    }
    (ctx, m)
}

fn scalar_ty(elem: &str) -> ScalarTy {
    match elem {
        "f32" => ScalarTy::Float(FloatSemantics::F32),
        "bf16" => ScalarTy::Float(FloatSemantics::BF16),
        other => ScalarTy::Int {
            width: other.trim_start_matches('i').parse().unwrap_or(32),
            unsigned: false,
        },
    }
}

/// Element `i`'s value: distinct and non-zero where the type allows.
fn value(ty: ScalarTy, i: i64) -> Scalar {
    match ty {
        ScalarTy::Float(FloatSemantics::BF16) => {
            Scalar::Float(((i % 250) + 1) as f64, FloatSemantics::BF16)
        }
        ScalarTy::Float(sem) => Scalar::Float((i + 1) as f64, sem),
        ScalarTy::Int { width: 1, .. } => Scalar::int(i128::from(i % 3 != 0), 1),
        ScalarTy::Int { width, .. } => Scalar::int(i128::from(i + 1), width),
        ScalarTy::Index => Scalar::Index(i + 1),
        ScalarTy::Complex(sem) => Scalar::Complex(Complex::new((i + 1) as f64, -1.0, sem)),
    }
}

fn zero(ty: ScalarTy) -> Scalar {
    ty.zero()
}

fn run1(it: &mut Interpreter<'_>, func: &str, arg: DenseTensor) -> Rc<DenseTensor> {
    match it.call(func, vec![Value::Tensor(Rc::new(arg))]) {
        Ok(mut v) => match v.pop() {
            Some(Value::Tensor(t)) => t,
            other => panic!("{func}: expected a tensor result, got {other:?}"),
        },
        Err(d) => panic!("{func}: {}", d.message),
    }
}

/// Checks every case: physical placement, round trip and the layout-to-layout path.
fn check_cases(cases: &[Case], pipeline: &str) -> String {
    let mut text = String::new();
    for (k, c) in cases.iter().enumerate() {
        // The via-layout: the case's order untiled, or (for untiled cases) a small tiling.
        let (layout, _, _) = storage(c);
        let order = layout
            .minor_to_major
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join(",");
        let via = if layout.is_tiled() || c.dims.is_empty() {
            format!("{{{order}}}")
        } else {
            format!("{{{order}:T(2)}}")
        };
        text.push_str(&program(k, c, &via));
    }
    let (ctx, m) = lower(&text, pipeline);
    let out = print_op(&ctx, m, &PrintOptions::default());
    assert!(
        !out.contains("tile."),
        "a tile op or layout survived:\n{out}"
    );
    let mut it = Interpreter::new(&ctx, m, RunOptions::default());
    for (k, c) in cases.iter().enumerate() {
        let (_, phys, n) = storage(c);
        let ty = scalar_ty(c.elem);
        let shape: Vec<u64> = c.dims.iter().map(|&d| d as u64).collect();
        let count: u64 = shape.iter().product();
        let data: Vec<Scalar> = (0..count as i64).map(|i| value(ty, i)).collect();
        let x = DenseTensor {
            shape: shape.clone(),
            elem: ty,
            data: data.clone(),
        };
        let mut expected = vec![zero(ty); n as usize];
        for (i, v) in data.iter().enumerate() {
            let idx: Vec<i64> =
                tile_dialects::sparse_tensor::storage::delinearize(i as u64, &shape)
                    .into_iter()
                    .map(|c| c as i64)
                    .collect();
            let at = phys.linear_index(&idx).expect("index");
            expected[at as usize] = *v;
        }
        let what = format!("case {k}: {}{:?}{}", c.elem, c.dims, c.layout);
        let p = run1(&mut it, &format!("to_{k}"), x.clone());
        assert_eq!(p.shape, vec![n as u64], "{what}");
        assert!(
            p.data == expected,
            "{what}: buffer {:?}\nexpected {:?}",
            p.data,
            expected
        );
        let back = run1(&mut it, &format!("from_{k}"), (*p).clone());
        assert_eq!(back.shape, shape, "{what}");
        assert!(back.data == data, "{what}: round trip");
        let v = run1(&mut it, &format!("via_{k}"), x);
        assert!(v.data == expected, "{what}: through another layout");
        let b = run1(&mut it, &format!("backvia_{k}"), (*p).clone());
        assert!(b.data == data, "{what}: back through another layout");
    }
    out
}

/// Runs `mlir-opt-22` on `text` when it is installed; panics if it rejects the text.
fn mlir_opt_accepts(text: &str) {
    let Some(opt) = tile_lit::find_llvm_tool("mlir-opt") else {
        return;
    };
    if let Err(e) = tile_lit::mlir::pipe(&mut std::process::Command::new(opt), text) {
        panic!("mlir-opt-22 rejects the output: {e}");
    }
}

#[test]
fn named_cases_place_every_element() {
    let cases = named_cases();
    assert!(cases.len() >= 40, "{}", cases.len());
    let out = check_cases(&cases, "builtin.module(lower-tiles)");
    mlir_opt_accepts(&out);
}

#[test]
fn random_cases_place_every_element() {
    let out = check_cases(&random_cases(60), "builtin.module(lower-tiles)");
    mlir_opt_accepts(&out);
}

/// The vector loop nests against the reference pad/reshape/transpose form
/// (`vector-loops=false`), byte for byte through the interpreter, on every named and
/// random case, with a pad value that is not zero; and the loops are really used.
#[test]
fn vector_loops_agree_with_the_reshape_form() {
    let mut cases = named_cases();
    cases.extend(random_cases(60));
    let text: String = cases
        .iter()
        .enumerate()
        .map(|(k, c)| {
            let order: Vec<String> = (0..c.dims.len()).rev().map(|d| d.to_string()).collect();
            program(k, c, &format!("{{{}}}", order.join(",")))
        })
        .collect();
    let (fast, m1) = lower(&text, "builtin.module(lower-tiles{pad-value=7})");
    let (slow, m2) = lower(
        &text,
        "builtin.module(lower-tiles{pad-value=7 vector-loops=false})",
    );
    let printed = print_op(&fast, m1, &PrintOptions::default());
    let loops = printed.matches("vector.transfer_read").count();
    assert!(loops >= 40, "{loops} vector loop nests");
    assert!(!print_op(&slow, m2, &PrintOptions::default()).contains("vector."));
    let mut a = Interpreter::new(&fast, m1, RunOptions::default());
    let mut b = Interpreter::new(&slow, m2, RunOptions::default());
    for (k, c) in cases.iter().enumerate() {
        let (_, _, n) = storage(c);
        let ty = scalar_ty(c.elem);
        let shape: Vec<u64> = c.dims.iter().map(|&d| d as u64).collect();
        let count: u64 = shape.iter().product();
        let x = DenseTensor {
            shape,
            elem: ty,
            data: (0..count as i64).map(|i| value(ty, i)).collect(),
        };
        let what = format!("case {k}: {}{:?}{}", c.elem, c.dims, c.layout);
        let p = run1(&mut a, &format!("to_{k}"), x.clone());
        assert!(p.data == run1(&mut b, &format!("to_{k}"), x).data, "{what}");
        // Every position of the buffer, padding included, as the physical image.
        let image = DenseTensor {
            shape: vec![n as u64],
            elem: ty,
            data: (0..n).map(|i| value(ty, i)).collect(),
        };
        let fa = run1(&mut a, &format!("from_{k}"), image.clone());
        assert!(
            fa.data == run1(&mut b, &format!("from_{k}"), image).data,
            "{what}: back"
        );
    }
}

#[test]
fn pad_value_option() {
    let cases = [case("f32", &[3, 5], "{1,0:T(2,2)}")];
    let text = program(0, &cases[0], "{1,0}");
    let (ctx, m) = lower(&text, "builtin.module(lower-tiles{pad-value=-1.5})");
    let out = print_op(&ctx, m, &PrintOptions::default());
    assert!(out.contains("arith.constant -1.500000e+00 : f32"), "{out}");
}

#[test]
fn plan_simplifications() {
    let layout = parse_layout("{0,1}").expect("layout");
    let plan = tiling_plan(&layout, &[3, 5]).expect("plan");
    assert_eq!(plan.steps.len(), 1, "{plan:?}");
    // Untiling and retiling keeps the slice/pad pair (it resets the padding to the pad
    // value) and the reshapes and transposes around it.
    let l = parse_layout("{1,0:T(2,2)}").expect("layout");
    let p = tiling_plan(&l, &[3, 5]).expect("plan");
    let round = p.inverse().unwrap().then(p.clone());
    assert_eq!(round.steps.len(), 6, "{round:?}");
    // A pad followed by the slice that undoes it cancels, and so do the reshapes around it.
    let round = p.clone().then(p.inverse().unwrap());
    assert!(round.steps.is_empty(), "{round:?}");
    // One permutation to another is one transpose.
    let a = tiling_plan(&parse_layout("{0,1,2}").expect("l"), &[2, 3, 4]).expect("plan");
    let b = tiling_plan(&parse_layout("{1,2,0}").expect("l"), &[2, 3, 4]).expect("plan");
    let ab = a.inverse().unwrap().then(b);
    assert_eq!(ab.steps.len(), 1, "{ab:?}");
}

#[test]
fn tiled_values_are_retyped_through_elementwise_ops() {
    let text = r#"func.func @f(%x: tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>) -> tensor<3x5xf32> {
  %y = arith.addf %x, %x : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
  %z = tile.relayout %y : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> to tensor<3x5xf32>
  return %z : tensor<3x5xf32>
}"#;
    let (ctx, m) = lower(text, "builtin.module(lower-tiles)");
    let out = print_op(&ctx, m, &PrintOptions::default());
    assert!(
        out.contains("func.func @f(%arg0: tensor<2x3x2x2xf32>) -> tensor<3x5xf32>"),
        "{out}"
    );
    assert!(
        out.contains("arith.addf %arg0, %arg0 : tensor<2x3x2x2xf32>"),
        "{out}"
    );
    assert!(!out.contains("tile."), "{out}");
}

/// A dense literal of `dims` holding `1, 2, ..` in row-major order.
fn iota_literal(dims: &[i64], float: bool) -> String {
    fn rec(dims: &[i64], next: &mut i64, float: bool, out: &mut String) {
        match dims.split_first() {
            None => {
                *next += 1;
                let _ = if float {
                    write!(out, "{}.0", *next)
                } else {
                    write!(out, "{}", *next)
                };
            }
            Some((&d, rest)) => {
                out.push('[');
                for i in 0..d {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    rec(rest, next, float, out);
                }
                out.push(']');
            }
        }
    }
    let mut out = String::new();
    rec(dims, &mut 0, float, &mut out);
    out
}

/// The numbers printed after each `data =` of `printMemref*`.
fn printed_buffers(stdout: &str) -> Vec<Vec<f64>> {
    stdout
        .split("Unranked Memref")
        .skip(1)
        .map(|chunk| {
            let data = chunk.split_once("data =").map_or("", |(_, d)| d);
            data.split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-' || c == 'e'))
                .filter(|t| !t.is_empty())
                .filter_map(|t| t.parse::<f64>().ok())
                .collect()
        })
        .collect()
}

/// The second oracle: the lowered program, lowered further by `mlir-opt-22 --sparsifier`
/// and run by `mlir-runner`, prints each buffer as the layout maths says and the round trip
/// gives the input back (f32 and i32 cases, which `printMemref*` can print). The number of
/// cases checked; `None` without MLIR 22.
fn check_with_mlir_runner(cases: &[Case], pipeline: &str, pack_form: bool) -> Option<usize> {
    let mlir = tile_lit::mlir::MlirTools::for_tests()?;
    let cases: Vec<&Case> = cases
        .iter()
        .filter(|c| c.elem == "f32" || c.elem == "i32")
        .collect();
    let mut text = String::from(
        "func.func private @printMemrefF32(memref<*xf32>)\nfunc.func private @printMemrefI32(memref<*xi32>)\n",
    );
    let mut main = String::from("func.func @main() {\n");
    for (k, c) in cases.iter().enumerate() {
        text.push_str(
            &program(k, c, "{}")
                .replace(
                    &format!("func.func @via_{k}"),
                    &format!("func.func private @unused_via_{k}"),
                )
                .replace(
                    &format!("func.func @backvia_{k}"),
                    &format!("func.func private @unused_backvia_{k}"),
                ),
        );
        let (_, _, n) = storage(c);
        let logical = tensor_text(&c.dims, c.elem, None);
        let buf = tensor_text(&[n], c.elem, None);
        let float = c.elem == "f32";
        let print = if float {
            "printMemrefF32"
        } else {
            "printMemrefI32"
        };
        let _ = write!(
            main,
            "  %x{k} = arith.constant dense<{lit}> : {logical}
  %p{k} = call @to_{k}(%x{k}) : ({logical}) -> {buf}
  %m{k} = bufferization.to_buffer %p{k} : {buf} to memref<{n}x{e}>
  %u{k} = memref.cast %m{k} : memref<{n}x{e}> to memref<*x{e}>
  call @{print}(%u{k}) : (memref<*x{e}>) -> ()
  %b{k} = call @from_{k}(%p{k}) : ({buf}) -> {logical}
  %bm{k} = bufferization.to_buffer %b{k} : {logical} to {mlog}
  %bu{k} = memref.cast %bm{k} : {mlog} to memref<*x{e}>
  call @{print}(%bu{k}) : (memref<*x{e}>) -> ()
",
            lit = iota_literal(&c.dims, float),
            e = c.elem,
            mlog = logical.replace("tensor<", "memref<"),
        );
    }
    main.push_str("  return\n}\n");
    text.push_str(&main);
    // The via functions are not needed here; drop them from the text.
    let text: String = {
        let mut out = String::new();
        let mut skip = false;
        for line in text.lines() {
            if line.starts_with("func.func private @unused_") {
                skip = true;
            }
            if !skip {
                out.push_str(line);
                out.push('\n');
            }
            if skip && line == "}" {
                skip = false;
            }
        }
        out
    };
    // linalg.pack/unpack are registered, so both forms are verified after the pass.
    let (ctx, m) = lower_with(&text, pipeline, true);
    let lowered = print_op(&ctx, m, &PrintOptions::default());
    if pack_form {
        assert!(lowered.contains("linalg.pack"), "{lowered}");
        assert!(lowered.contains("linalg.unpack"), "{lowered}");
    }
    // mlir-opt's `--sparsifier` does not lower linalg.pack/unpack; its own
    // `transform.structured.lower_pack`/`lower_unpack` do (into the same pad, reshape and
    // transpose ops as the default form).
    let llvm = if !pack_form {
        mlir.opt(&["--sparsifier"], &lowered)
    } else {
        mlir.opt(
            &[
                "--transform-interpreter",
                "--test-transform-dialect-erase-schedule",
                "--sparsifier",
            ],
            &with_lower_pack_schedule(&lowered),
        )
    }
    .unwrap_or_else(|e| panic!("{e}"));
    let stdout = mlir.run_main(&llvm, &[]).unwrap_or_else(|e| panic!("{e}"));
    let printed = printed_buffers(&stdout);
    assert_eq!(printed.len(), 2 * cases.len(), "{stdout}");
    for (k, c) in cases.iter().enumerate() {
        let (_, phys, n) = storage(c);
        let shape: Vec<u64> = c.dims.iter().map(|&d| d as u64).collect();
        let count: u64 = shape.iter().product();
        let mut expected = vec![0.0; n as usize];
        for i in 0..count {
            let idx: Vec<i64> = tile_dialects::sparse_tensor::storage::delinearize(i, &shape)
                .into_iter()
                .map(|c| c as i64)
                .collect();
            expected[phys.linear_index(&idx).expect("index") as usize] = (i + 1) as f64;
        }
        let what = format!("case {k}: {}{:?}{}", c.elem, c.dims, c.layout);
        assert_eq!(printed[2 * k], expected, "{what}");
        let iota: Vec<f64> = (1..=count).map(|i| i as f64).collect();
        assert_eq!(printed[2 * k + 1], iota, "{what}: round trip");
    }
    Some(cases.len())
}

/// `module` with a transform schedule lowering every `linalg.pack`/`linalg.unpack`.
fn with_lower_pack_schedule(module: &str) -> String {
    let s = module.replacen(
        "module {",
        "module attributes {transform.with_named_sequence} {",
        1,
    );
    let end = s.trim_end().rfind('}').unwrap_or(s.len());
    let schedule = r#"  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.structured.match ops{["linalg.pack"]} in %root : (!transform.any_op) -> !transform.op<"linalg.pack">
    transform.structured.lower_pack %p : (!transform.op<"linalg.pack">) -> (!transform.op<"tensor.pad">, !transform.op<"tensor.expand_shape">, !transform.op<"linalg.transpose">)
    %u = transform.structured.match ops{["linalg.unpack"]} in %root : (!transform.any_op) -> !transform.op<"linalg.unpack">
    transform.structured.lower_unpack %u : (!transform.op<"linalg.unpack">) -> (!transform.op<"tensor.empty">, !transform.op<"linalg.transpose">, !transform.op<"tensor.collapse_shape">, !transform.op<"tensor.extract_slice">)
    transform.yield
  }
"#;
    format!("{}{schedule}{}", &s[..end], &s[end..])
}

#[test]
fn mlir_runner_agrees() {
    let mut cases = named_cases();
    cases.extend(random_cases(20));
    if let Some(n) = check_with_mlir_runner(&cases, "builtin.module(lower-tiles)", false) {
        assert!(n >= 50, "{n}");
    }
}

#[test]
fn pack_form_agrees_with_mlir_runner() {
    let mut cases = named_cases();
    cases.extend(random_cases(20));
    if let Some(n) = check_with_mlir_runner(&cases, "builtin.module(lower-tiles{form=pack})", true)
    {
        assert!(n >= 50, "{n}");
    }
}
