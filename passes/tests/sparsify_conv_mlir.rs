//! Differential suite for `sparsify` on index expressions in indexing maps: every linalg
//! convolution and pooling named op (strided and dilated), and `linalg.generic` maps such as
//! `2 * i + k`, with sparse filters and sparse images in several formats.
//!
//! Each case is a program: a kernel function and a `main` that calls it on seeded random data
//! at the densities of [`DENSITIES`] (sparse inputs by `sparse_tensor.convert` of dense
//! constants; dense inputs full) and prints each result (`vector.print`, or
//! `sparse_tensor.print` of a sparse result). Checks, as in `sparsify_mlir.rs`:
//!
//! * sparsify (with `strict=true`) rewrites every kernel: no linalg op is left;
//! * the interpreter prints the same for our sparsified program as for the original;
//! * with MLIR 22 installed (required under `TILE_REQUIRE_MLIR=1`): our program lowered by
//!   `scripts/lower-with-mlir` and run by `mlir-runner` prints exactly what
//!   `mlir-opt-22 --sparsifier` and `mlir-runner` print for the original program.
//!
//! Values are multiples of 1/2 with small magnitudes, so sums of products are exact in any order.

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

use tile_ir::pass::manager::CollectSink;
use tile_ir::pass::{PassManager, parse_pipeline};
use tile_ir::printer::{PrintOptions, print_op};
use tile_lit::mlir::{MlirTools, pipe};

const ENCODINGS: &str = "\
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
#CDC = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : dense, d2 : compressed) }>
#CCC = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : compressed, d2 : compressed) }>
#CCCC = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : compressed, d1 : compressed, d2 : compressed, d3 : compressed) }>
#CDCD = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : compressed, d1 : dense, d2 : compressed, d3 : dense) }>
#DCDC = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : dense, d1 : compressed, d2 : dense, d3 : compressed) }>
#CCCCC = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3, d4) -> (d0 : compressed, d1 : compressed, d2 : compressed, d3 : compressed, d4 : compressed) }>
";

/// The densities of the sparse inputs' data sets (one kernel call each).
const DENSITIES: [f64; 4] = [0.0, 0.2, 0.6, 1.0];

/// A kernel parameter: its shape and encoding alias (`None`: dense).
#[derive(Clone)]
struct Arg {
    shape: Vec<usize>,
    enc: Option<&'static str>,
}

fn arg(shape: &[usize], enc: Option<&'static str>) -> Arg {
    Arg {
        shape: shape.to_vec(),
        enc,
    }
}

/// The kernel's op: a named op with its attributes (`linalg.conv_2d_nhwc_hwcf {strides =
/// ...}`), or a `linalg.generic` with these maps, iterators and body (`%v0`, `%v1`, `%o`).
#[derive(Clone)]
enum Body {
    Named(&'static str),
    Generic {
        maps: Vec<&'static str>,
        iters: Vec<&'static str>,
        block: &'static str,
    },
}

#[derive(Clone)]
struct Case {
    name: &'static str,
    args: Vec<Arg>,
    /// The result's shape and encoding (a sparse result is a fresh `tensor.empty`; a dense
    /// one is passed in with random contents).
    out: Arg,
    body: Body,
    /// MLIR 22's sparsifier fails on the kernel: the reference is the interpreter's run of
    /// the original program.
    mlir_fails: bool,
}

struct Rng(u64);

impl Rng {
    fn new(name: &str, set: usize) -> Rng {
        let mut h = 0xcbf2_9ce4_8422_2325u64;
        for b in name.bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
        }
        Rng(h ^ (set as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15))
    }

    /// splitmix64.
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// `k / 2` for `k` in `-4..=4`, `k != 0`; positive only when `positive`.
    fn value(&mut self, positive: bool) -> f64 {
        let k = (self.next() % 4) as i64 + 1;
        let sign = if !positive && self.next().is_multiple_of(2) {
            -1
        } else {
            1
        };
        (sign * k) as f64 / 2.0
    }
}

fn ty(a: &Arg) -> String {
    let mut s = String::from("tensor<");
    for d in &a.shape {
        let _ = write!(s, "{d}x");
    }
    s.push_str("f64");
    if let Some(e) = a.enc {
        let _ = write!(s, ", {e}");
    }
    s.push('>');
    s
}

/// `dense<...>` of row-major `data` of `shape`.
fn dense_attr(data: &[f64], shape: &[usize]) -> String {
    fn rec(data: &[f64], shape: &[usize], s: &mut String) {
        let Some((&n, rest)) = shape.split_first() else {
            let _ = write!(s, "{:?}", data[0]);
            return;
        };
        let stride: usize = rest.iter().product();
        s.push('[');
        for i in 0..n {
            if i > 0 {
                s.push_str(", ");
            }
            rec(&data[i * stride..], rest, s);
        }
        s.push(']');
    }
    let mut s = String::from("dense<");
    rec(data, shape, &mut s);
    s.push('>');
    s
}

impl Case {
    fn kernel(&self) -> String {
        let oty = ty(&self.out);
        let mut params: Vec<String> = self
            .args
            .iter()
            .enumerate()
            .map(|(k, a)| format!("%in{k}: {}", ty(a)))
            .collect();
        let mut s = String::new();
        let init = if self.out.enc.is_some() {
            "%init"
        } else {
            params.push(format!("%out: {oty}"));
            "%out"
        };
        let _ = writeln!(s, "func.func @kernel({}) -> {oty} {{", params.join(", "));
        if self.out.enc.is_some() {
            let _ = writeln!(s, "  %init = tensor.empty() : {oty}");
        }
        let ins: Vec<String> = (0..self.args.len()).map(|k| format!("%in{k}")).collect();
        let tys: Vec<String> = self.args.iter().map(ty).collect();
        match &self.body {
            Body::Named(op) => {
                let _ = writeln!(
                    s,
                    "  %r = {op}\n    ins({} : {}) outs({init} : {oty}) -> {oty}",
                    ins.join(", "),
                    tys.join(", ")
                );
            }
            Body::Generic { maps, iters, block } => {
                let maps: Vec<String> = maps.iter().map(|m| format!("affine_map<{m}>")).collect();
                let iters: Vec<String> = iters.iter().map(|i| format!("\"{i}\"")).collect();
                let bargs: Vec<String> = (0..self.args.len())
                    .map(|k| format!("%v{k}: f64"))
                    .chain(["%o: f64".to_string()])
                    .collect();
                let _ = writeln!(
                    s,
                    "  %r = linalg.generic {{indexing_maps = [{}], iterator_types = [{}]}}\n    ins({} : {}) outs({init} : {oty}) {{",
                    maps.join(", "),
                    iters.join(", "),
                    ins.join(", "),
                    tys.join(", ")
                );
                let _ = writeln!(s, "  ^bb0({}):", bargs.join(", "));
                for l in block.trim().lines() {
                    let _ = writeln!(s, "    {}", l.trim());
                }
                let _ = writeln!(s, "  }} -> {oty}");
            }
        }
        let _ = writeln!(s, "  return %r : {oty}\n}}");
        s
    }

    fn program(&self) -> String {
        let mut b = String::new();
        let positive = self.out.enc.is_some();
        for (set, &density) in DENSITIES.iter().enumerate() {
            let mut rng = Rng::new(self.name, set);
            let mut actuals = Vec::new();
            let mut tys = Vec::new();
            let mut all = self.args.clone();
            if self.out.enc.is_none() {
                all.push(self.out.clone());
            }
            for (k, a) in all.iter().enumerate() {
                let n: usize = a.shape.iter().product();
                let d = if a.enc.is_some() { density } else { 1.0 };
                let data: Vec<f64> = (0..n)
                    .map(|_| {
                        if rng.unit() < d {
                            rng.value(positive)
                        } else {
                            0.0
                        }
                    })
                    .collect();
                let v = format!("%a{set}_{k}");
                let dty = ty(&arg(&a.shape, None));
                let attr = dense_attr(&data, &a.shape);
                if a.enc.is_some() {
                    let _ = writeln!(b, "  {v}_d = arith.constant {attr} : {dty}");
                    let _ = writeln!(
                        b,
                        "  {v} = sparse_tensor.convert {v}_d : {dty} to {}",
                        ty(a)
                    );
                } else {
                    let _ = writeln!(b, "  {v} = arith.constant {attr} : {dty}");
                }
                actuals.push(v);
                tys.push(ty(a));
            }
            let oty = ty(&self.out);
            let _ = writeln!(
                b,
                "  %r{set} = call @kernel({}) : ({}) -> {oty}",
                actuals.join(", "),
                tys.join(", ")
            );
            if self.out.enc.is_some() {
                let _ = writeln!(b, "  sparse_tensor.print %r{set} : {oty}");
                continue;
            }
            let zeros = vec!["%c0"; self.out.shape.len()].join(", ");
            let vty = format!(
                "vector<{}xf64>",
                self.out
                    .shape
                    .iter()
                    .map(usize::to_string)
                    .collect::<Vec<_>>()
                    .join("x")
            );
            let _ = writeln!(
                b,
                "  %p{set} = vector.transfer_read %r{set}[{zeros}], %f0 : {oty}, {vty}\n  vector.print %p{set} : {vty}"
            );
        }
        format!(
            "// {}\n{ENCODINGS}{}func.func @main() {{\n  %c0 = arith.constant 0 : index\n  %f0 = arith.constant 0.0 : f64\n{b}  return\n}}\n",
            self.name,
            self.kernel()
        )
    }
}

fn sparsify(name: &str, text: &str) -> Result<String, String> {
    let mut ctx = tile_exec::new_context();
    let m = tile_ir::parser::parse_str(&mut ctx, name, text)
        .map_err(|d| tile_ir::diagnostic::render(&ctx, &d))?;
    let reg = tile_passes::registry();
    let pm = parse_pipeline(&reg, "builtin.module(func.func(sparsify{strict=true}))")
        .map_err(|e| e.diagnostic.message)?;
    let mut sink = CollectSink::default();
    PassManager::new(pm)
        .run(&mut ctx, m, &mut sink, None)
        .map_err(|_| {
            sink.diagnostics
                .iter()
                .map(|d| tile_ir::diagnostic::render(&ctx, d))
                .collect::<Vec<_>>()
                .join("\n")
        })?;
    Ok(print_op(&ctx, m, &PrintOptions::default()))
}

fn interp(name: &str, text: &str) -> Result<String, String> {
    let out = tile_exec::run_source(name, text, "main", tile_exec::RunOptions::default());
    match out.error {
        Some(e) => Err(format!("{e}\n(printed so far:\n{})", out.stdout)),
        None => Ok(out.stdout),
    }
}

fn first_diff(a: &str, b: &str) -> String {
    for (k, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("line {}: `{x}` vs `{y}`", k + 1);
        }
    }
    format!(
        "one output is a prefix of the other ({} vs {} lines)",
        a.lines().count(),
        b.lines().count()
    )
}

/// `-0` printed as `0`: where the dense semantics multiplies an implicit zero by a negative
/// number, a sparse kernel need not reproduce the zero's sign.
fn unsign_zeros(text: &str) -> String {
    text.replace("-0,", "0,")
        .replace("-0 ", "0 ")
        .replace("-0)", "0)")
}

fn run_case(case: &Case) {
    let name = case.name;
    let file = format!("{name}.mlir");
    let text = case.program();
    let ours = sparsify(&file, &text).unwrap_or_else(|e| panic!("{name}: sparsify failed:\n{e}"));
    assert!(
        !ours.contains("linalg."),
        "{name}: a linalg op is left:\n{ours}"
    );
    let before = interp(&file, &text)
        .unwrap_or_else(|e| panic!("{name}: interpreter on the original failed: {e}"));
    let after = interp(&file, &ours)
        .unwrap_or_else(|e| panic!("{name}: interpreter on the sparsified failed: {e}\n{ours}"));
    assert!(!after.is_empty(), "{name}: nothing printed");
    assert!(
        unsign_zeros(&before) == unsign_zeros(&after),
        "{name}: the interpreter prints differently after sparsify ({}):\n{ours}",
        first_diff(&before, &after)
    );
    let Some(m) = MlirTools::for_tests() else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let lowered = pipe(
        Command::new(root.join("scripts/lower-with-mlir")).env("MLIR_OPT", &m.opt),
        &ours,
    )
    .unwrap_or_else(|e| panic!("{name}: lowering ours with MLIR failed: {e}\n{ours}"));
    let ours_mlir = m
        .run_main(&lowered, &[])
        .unwrap_or_else(|e| panic!("{name}: running ours failed: {e}"));
    if case.mlir_fails {
        assert!(
            m.sparsifier(&text, false).is_err(),
            "{name}: MLIR's sparsifier now lowers the kernel: make it the reference"
        );
        assert!(
            unsign_zeros(&ours_mlir) == unsign_zeros(&before),
            "{name}: ours through MLIR prints differently from the interpreter ({}):\n{ours}",
            first_diff(&ours_mlir, &before)
        );
        return;
    }
    let reference = m
        .sparsifier(&text, false)
        .and_then(|l| m.run_main(&l, &[]))
        .unwrap_or_else(|e| panic!("{name}: MLIR's sparsifier failed: {e}"));
    assert!(
        ours_mlir == reference,
        "{name}: ours through MLIR prints differently from mlir-opt --sparsifier ({}):\n{ours}",
        first_diff(&ours_mlir, &reference)
    );
    assert!(
        unsign_zeros(&reference) == unsign_zeros(&after),
        "{name}: the interpreter disagrees with MLIR's sparsifier ({})",
        first_diff(&reference, &after)
    );
}

// ---------------------------------------------------------------------------------------
// Kernels.

fn named(name: &'static str, op: &'static str, args: Vec<Arg>, out: Arg) -> Case {
    Case {
        name,
        args,
        out,
        body: Body::Named(op),
        mlir_fails: false,
    }
}

const NHWC: &str = "linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}";
const NHWC_STRIDED: &str = "linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}";
const NHWC_DILATED: &str = "linalg.conv_2d_nhwc_hwcf {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}";

/// `conv_2d_nhwc_hwcf` over a 1x7x7x2 image and a 3x3x2x2 filter, unit strides.
fn nhwc(name: &'static str, img: Option<&'static str>, filter: Option<&'static str>) -> Case {
    named(
        name,
        NHWC,
        vec![arg(&[1, 7, 7, 2], img), arg(&[3, 3, 2, 2], filter)],
        arg(&[1, 5, 5, 2], None),
    )
}

const POOL_SUM: &str = "linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}";
const POOL_MAX: &str = "linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}";

/// A `linalg.generic` convolution `o(i) += a(2 * i + k) * w(k)` (stride 2).
fn strided_1d(name: &'static str, a: Option<&'static str>, w: Option<&'static str>) -> Case {
    Case {
        name,
        args: vec![arg(&[11], a), arg(&[3], w)],
        out: arg(&[5], None),
        body: Body::Generic {
            maps: vec!["(i, k) -> (2 * i + k)", "(i, k) -> (k)", "(i, k) -> (i)"],
            iters: vec!["parallel", "reduction"],
            block: "
%p = arith.mulf %v0, %v1 : f64
%s = arith.addf %o, %p : f64
linalg.yield %s : f64",
        },
        mlir_fails: false,
    }
}

macro_rules! cases {
    ($($name:ident => $case:expr;)*) => {
        $(
            #[test]
            fn $name() {
                run_case(&$case);
            }
        )*
    };
}

cases! {
    conv_1d_sparse_filter => named("conv_1d_sparse_filter", "linalg.conv_1d", vec![arg(&[10], None), arg(&[4], Some("#SV"))], arg(&[7], None));
    conv_1d_sparse_signal => named("conv_1d_sparse_signal", "linalg.conv_1d", vec![arg(&[10], Some("#SV")), arg(&[4], None)], arg(&[7], None));
    conv_1d_nwc_wcf_sparse_image => named("conv_1d_nwc_wcf_sparse_image", "linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}", vec![arg(&[2, 9, 2], Some("#CCC")), arg(&[3, 2, 2], None)], arg(&[2, 5, 2], None));
    conv_1d_nwc_wcf_sparse_filter => named("conv_1d_nwc_wcf_sparse_filter", "linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}", vec![arg(&[2, 9, 2], None), arg(&[3, 2, 2], Some("#CDC"))], arg(&[2, 4, 2], None));
    conv_2d_sparse_filter_dcsr => named("conv_2d_sparse_filter_dcsr", "linalg.conv_2d", vec![arg(&[8, 8], None), arg(&[3, 3], Some("#DCSR"))], arg(&[6, 6], None));
    conv_2d_sparse_filter_csc => named("conv_2d_sparse_filter_csc", "linalg.conv_2d", vec![arg(&[8, 8], None), arg(&[3, 3], Some("#CSC"))], arg(&[6, 6], None));
    conv_2d_sparse_image_csr => named("conv_2d_sparse_image_csr", "linalg.conv_2d", vec![arg(&[8, 8], Some("#CSR")), arg(&[3, 3], None)], arg(&[6, 6], None));
    conv_2d_sparse_image_dcsr => named("conv_2d_sparse_image_dcsr", "linalg.conv_2d", vec![arg(&[8, 8], Some("#DCSR")), arg(&[3, 3], None)], arg(&[6, 6], None));
    conv_2d_sparse_image_coo => named("conv_2d_sparse_image_coo", "linalg.conv_2d", vec![arg(&[8, 8], Some("#COO")), arg(&[3, 3], None)], arg(&[6, 6], None));
    conv_2d_both_sparse => named("conv_2d_both_sparse", "linalg.conv_2d", vec![arg(&[8, 8], Some("#DCSR")), arg(&[3, 3], Some("#CSR"))], arg(&[6, 6], None));
    conv_2d_sparse_filter_to_csr => named("conv_2d_sparse_filter_to_csr", "linalg.conv_2d", vec![arg(&[8, 8], None), arg(&[3, 3], Some("#DCSR"))], arg(&[6, 6], Some("#CSR")));
    conv_2d_sparse_image_to_dcsr => named("conv_2d_sparse_image_to_dcsr", "linalg.conv_2d", vec![arg(&[8, 8], Some("#CSR")), arg(&[3, 3], None)], arg(&[6, 6], Some("#DCSR")));
    conv_2d_nhwc_hwcf_sparse_filter => nhwc("conv_2d_nhwc_hwcf_sparse_filter", None, Some("#CCCC"));
    conv_2d_nhwc_hwcf_sparse_filter_cdcd => nhwc("conv_2d_nhwc_hwcf_sparse_filter_cdcd", None, Some("#CDCD"));
    conv_2d_nhwc_hwcf_sparse_image => nhwc("conv_2d_nhwc_hwcf_sparse_image", Some("#CCCC"), None);
    conv_2d_nhwc_hwcf_sparse_image_dcdc => nhwc("conv_2d_nhwc_hwcf_sparse_image_dcdc", Some("#DCDC"), None);
    conv_2d_nhwc_hwcf_strided_sparse_image => named("conv_2d_nhwc_hwcf_strided_sparse_image", NHWC_STRIDED, vec![arg(&[1, 7, 7, 2], Some("#CDCD")), arg(&[3, 3, 2, 2], None)], arg(&[1, 3, 3, 2], None));
    conv_2d_nhwc_hwcf_strided_sparse_filter => named("conv_2d_nhwc_hwcf_strided_sparse_filter", NHWC_STRIDED, vec![arg(&[1, 7, 7, 2], None), arg(&[3, 3, 2, 2], Some("#CCCC"))], arg(&[1, 3, 3, 2], None));
    conv_2d_nhwc_hwcf_dilated_sparse_image => named("conv_2d_nhwc_hwcf_dilated_sparse_image", NHWC_DILATED, vec![arg(&[1, 8, 7, 1], Some("#CCCC")), arg(&[3, 2, 1, 2], None)], arg(&[1, 4, 3, 2], None));
    conv_2d_nhwc_hwcf_dilated_sparse_filter => named("conv_2d_nhwc_hwcf_dilated_sparse_filter", NHWC_DILATED, vec![arg(&[1, 8, 7, 1], None), arg(&[3, 2, 1, 2], Some("#CCCC"))], arg(&[1, 4, 3, 2], None));
    conv_2d_nchw_fchw_sparse_filter => named("conv_2d_nchw_fchw_sparse_filter", "linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}", vec![arg(&[1, 2, 6, 6], None), arg(&[2, 2, 3, 3], Some("#CCCC"))], arg(&[1, 2, 4, 4], None));
    conv_2d_nchw_fchw_sparse_image => named("conv_2d_nchw_fchw_sparse_image", "linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}", vec![arg(&[1, 2, 6, 6], Some("#CDCD")), arg(&[2, 2, 3, 3], None)], arg(&[1, 2, 4, 4], None));
    conv_3d_ndhwc_dhwcf_sparse_filter => named("conv_3d_ndhwc_dhwcf_sparse_filter", "linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}", vec![arg(&[1, 4, 5, 5, 1], None), arg(&[2, 3, 3, 1, 2], Some("#CCCCC"))], arg(&[1, 3, 3, 3, 2], None));
    conv_3d_ndhwc_dhwcf_sparse_image => named("conv_3d_ndhwc_dhwcf_sparse_image", "linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}", vec![arg(&[1, 4, 5, 5, 1], Some("#CCCCC")), arg(&[2, 3, 3, 1, 2], None)], arg(&[1, 3, 3, 3, 2], None));
    depthwise_conv_1d_nwc_wc_sparse_image => named("depthwise_conv_1d_nwc_wc_sparse_image", "linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}", vec![arg(&[1, 8, 3], Some("#CCC")), arg(&[3, 3], None)], arg(&[1, 6, 3], None));
    depthwise_conv_2d_nhwc_hwc_sparse_filter => named("depthwise_conv_2d_nhwc_hwc_sparse_filter", "linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}", vec![arg(&[1, 6, 6, 2], None), arg(&[3, 3, 2], Some("#CCC"))], arg(&[1, 4, 4, 2], None));
    depthwise_conv_2d_nhwc_hwc_sparse_image => named("depthwise_conv_2d_nhwc_hwc_sparse_image", "linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}", vec![arg(&[1, 7, 7, 2], Some("#CCCC")), arg(&[3, 3, 2], None)], arg(&[1, 3, 3, 2], None));
    depthwise_conv_2d_nhwc_hwcm_sparse_filter => named("depthwise_conv_2d_nhwc_hwcm_sparse_filter", "linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}", vec![arg(&[1, 5, 5, 2], None), arg(&[2, 2, 2, 2], Some("#CCCC"))], arg(&[1, 4, 4, 2, 2], None));
    pooling_nhwc_sum_sparse_image => named("pooling_nhwc_sum_sparse_image", POOL_SUM, vec![arg(&[1, 7, 7, 2], Some("#CCCC")), arg(&[3, 3], None)], arg(&[1, 3, 3, 2], None));
    pooling_nhwc_sum_sparse_image_dcdc => named("pooling_nhwc_sum_sparse_image_dcdc", POOL_SUM, vec![arg(&[1, 7, 7, 2], Some("#DCDC")), arg(&[3, 3], None)], arg(&[1, 3, 3, 2], None));
    // MLIR 22 leaves a max reduction over a sparse image unsparsified and fails to lower it.
    pooling_nhwc_max_sparse_image => Case { mlir_fails: true, ..named("pooling_nhwc_max_sparse_image", POOL_MAX, vec![arg(&[1, 6, 6, 2], Some("#CCCC")), arg(&[2, 2], None)], arg(&[1, 5, 5, 2], None)) };
    pooling_nhwc_max_sparse_image_dcdc => Case { mlir_fails: true, ..named("pooling_nhwc_max_sparse_image_dcdc", POOL_MAX, vec![arg(&[1, 6, 6, 2], Some("#DCDC")), arg(&[2, 2], None)], arg(&[1, 5, 5, 2], None)) };
    generic_strided_sparse_signal => strided_1d("generic_strided_sparse_signal", Some("#SV"), None);
    generic_strided_sparse_weights => strided_1d("generic_strided_sparse_weights", None, Some("#SV"));
    generic_strided_both_sparse => strided_1d("generic_strided_both_sparse", Some("#SV"), Some("#SV"));
}
