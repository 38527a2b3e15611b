//! The differential harness of `sparsify_conv_mlir.rs` and `sparsify_complex_mlir.rs`.
//!
//! A [`Case`] is a program: a kernel function and a `main` that calls it on seeded random
//! data at the densities of [`DENSITIES`] (sparse inputs by `sparse_tensor.convert` of dense
//! constants; dense inputs full) and prints each result: `vector.print` of a float tensor,
//! the real and imaginary parts of each element of a complex one, and `sparse_tensor.print`
//! (floats) or the number of stored entries and the densified values (complex) of a sparse
//! result. [`run_case`] checks, as `sparsify_mlir.rs` does:
//!
//! * sparsify (with `strict=true`) rewrites every kernel: its op is left nowhere;
//! * the interpreter prints the same for our sparsified program as for the original;
//! * with MLIR 22 installed (required under `TILE_REQUIRE_MLIR=1`): our program lowered by
//!   `scripts/lower-with-mlir` and run by `mlir-runner` prints exactly what
//!   `mlir-opt-22 --sparsifier` and `mlir-runner` print for the original program — or, where
//!   MLIR's sparsifier fails on the kernel ([`Case::mlir_fails`]), what the interpreter prints.
//!
//! `SPARSIFY_DIFF_DUMP=DIR` writes each program and its sparsified form to `DIR`.
//!
//! Values are multiples of 1/2 with small magnitudes, so sums of products are exact in any
//! order; with a sparse result they are positive, so nothing cancels to a computed zero.

// Each test crate uses a part of the harness.
#![allow(dead_code)]

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

use tile_ir::pass::manager::CollectSink;
use tile_ir::pass::{PassManager, parse_pipeline};
use tile_ir::printer::{PrintOptions, print_op};
use tile_lit::mlir::{MlirTools, pipe};

pub const ENCODINGS: &str = "\
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
#CD = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : dense) }>
#CDC = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : dense, d2 : compressed) }>
#CCC = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : compressed, d2 : compressed) }>
#CCCC = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : compressed, d1 : compressed, d2 : compressed, d3 : compressed) }>
#CDCD = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : compressed, d1 : dense, d2 : compressed, d3 : dense) }>
#DCDC = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : dense, d1 : compressed, d2 : dense, d3 : compressed) }>
#CSR_SL = #sparse_tensor.encoding<{
  map = (d0 : #sparse_tensor<slice(1, 6, 1)>, d1 : #sparse_tensor<slice(2, 5, 2)>) -> (d0 : dense, d1 : compressed)
}>
#CSR_SL1 = #sparse_tensor.encoding<{
  map = (d0 : #sparse_tensor<slice(2, 6, 1)>, d1 : #sparse_tensor<slice(3, 5, 1)>) -> (d0 : dense, d1 : compressed)
}>
#CSR_DYN = #sparse_tensor.encoding<{
  map = (d0 : #sparse_tensor<slice(?, ?, ?)>, d1 : #sparse_tensor<slice(?, ?, ?)>) -> (d0 : dense, d1 : compressed)
}>
#CSC_SL = #sparse_tensor.encoding<{
  map = (d0 : #sparse_tensor<slice(0, 6, 1)>, d1 : #sparse_tensor<slice(1, 5, 3)>) -> (d1 : dense, d0 : compressed)
}>
#DCSR_SL = #sparse_tensor.encoding<{
  map = (d0 : #sparse_tensor<slice(2, 6, 2)>, d1 : #sparse_tensor<slice(1, 5, 1)>) -> (d0 : compressed, d1 : compressed)
}>
#COO_SL = #sparse_tensor.encoding<{
  map = (d0 : #sparse_tensor<slice(1, 6, 1)>, d1 : #sparse_tensor<slice(2, 5, 2)>) -> (d0 : compressed(nonunique), d1 : singleton)
}>
#COO_SL1 = #sparse_tensor.encoding<{
  map = (d0 : #sparse_tensor<slice(2, 6, 2)>, d1 : #sparse_tensor<slice(3, 5, 1)>) -> (d0 : compressed(nonunique), d1 : singleton)
}>
#SV_SL = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(3, 10, 3)>) -> (d0 : compressed) }>
#SV_SL1 = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(4, 10, 1)>) -> (d0 : compressed) }>
#SV_SL4 = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(2, 4, 3)>) -> (d0 : compressed) }>
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>
#DBSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : compressed, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>
#CCCCC = #sparse_tensor.encoding<{ map = (d0, d1, d2, d3, d4) -> (d0 : compressed, d1 : compressed, d2 : compressed, d3 : compressed, d4 : compressed) }>
";

/// The densities of the sparse inputs' data sets (one kernel call each).
pub const DENSITIES: [f64; 4] = [0.0, 0.2, 0.6, 1.0];

/// A kernel parameter or result: shape, element type and encoding alias (`None`: dense).
#[derive(Clone)]
pub struct Arg {
    pub shape: Vec<usize>,
    pub elem: &'static str,
    pub enc: Option<&'static str>,
    /// A slice operand: `tensor.extract_slice` of a tensor of this kind.
    pub slice: Option<SliceOf>,
}

/// The tensor a slice operand is extracted from, and where.
#[derive(Clone)]
pub struct SliceOf {
    /// The underlying tensor's shape and encoding alias.
    pub shape: Vec<usize>,
    pub enc: &'static str,
    pub offsets: Vec<usize>,
    pub strides: Vec<usize>,
    /// Offsets and strides passed as SSA values (a slice encoding with `?`).
    pub dynamic: bool,
}

/// A slice of `shape` (encoded `enc`) out of a tensor of `source` shape encoded `source_enc`
/// at `offsets` with `strides`.
pub fn slice(
    shape: &[usize],
    enc: &'static str,
    source: &[usize],
    source_enc: &'static str,
    offsets: &[usize],
    strides: &[usize],
) -> Arg {
    Arg {
        slice: Some(SliceOf {
            shape: source.to_vec(),
            enc: source_enc,
            offsets: offsets.to_vec(),
            strides: strides.to_vec(),
            dynamic: false,
        }),
        ..arg(shape, Some(enc))
    }
}

/// `a` with its slice offsets and strides passed as values.
pub fn dynamic_slice(a: Arg) -> Arg {
    Arg {
        slice: a.slice.map(|s| SliceOf { dynamic: true, ..s }),
        ..a
    }
}

/// An `f64` tensor.
pub fn arg(shape: &[usize], enc: Option<&'static str>) -> Arg {
    Arg {
        shape: shape.to_vec(),
        elem: "f64",
        enc,
        slice: None,
    }
}

/// A tensor of `elem`.
pub fn typed(shape: &[usize], elem: &'static str, enc: Option<&'static str>) -> Arg {
    Arg {
        elem,
        ..arg(shape, enc)
    }
}

/// The kernel's op: a named op with its attributes (`linalg.conv_2d_nhwc_hwcf {strides =
/// ...}`), or a `linalg.generic` with these maps, iterators and body (`%v0`, `%v1`, `%o`).
#[derive(Clone)]
pub enum Body {
    Named(&'static str),
    Generic {
        maps: Vec<&'static str>,
        iters: Vec<&'static str>,
        block: &'static str,
    },
}

#[derive(Clone)]
pub struct Case {
    pub name: &'static str,
    pub args: Vec<Arg>,
    /// The result (a sparse result is a fresh `tensor.empty`; a dense one is passed in with
    /// random contents).
    pub out: Arg,
    pub body: Body,
    /// MLIR 22's sparsifier fails on the kernel: the reference is the interpreter's run of
    /// the original program.
    pub mlir_fails: bool,
    /// MLIR 22's sparsifier lowers the kernel but prints a wrong result (checked: it differs
    /// from the interpreter): the reference is the interpreter's run of the original program.
    pub mlir_wrong: bool,
    /// MLIR 22's sparsifier multiplies by implicit zeros (a block-sparse operand's stored
    /// values times an absent entry), printing `-0` where we store nothing: the comparison
    /// with it ignores the sign of zeros.
    pub zero_signs_differ: bool,
    /// More `sparsify` options (`vl=8 reassociate-fp-reductions=true`), after `strict=true`.
    pub options: &'static str,
    /// The sparsified kernel must contain a vector loop (vector ops before `@main`).
    pub expect_vector: bool,
}

/// `c` sparsified with `options`; `expect_vector`: a vector loop must come out.
pub fn with_options(c: Case, options: &'static str, expect_vector: bool) -> Case {
    Case {
        options,
        expect_vector,
        ..c
    }
}

/// A named op over `args` into `out`.
pub fn named(name: &'static str, op: &'static str, args: Vec<Arg>, out: Arg) -> Case {
    Case {
        name,
        args,
        out,
        body: Body::Named(op),
        mlir_fails: false,
        mlir_wrong: false,
        zero_signs_differ: false,
        options: "",
        expect_vector: false,
    }
}

/// A `linalg.generic` over `args` into `out`.
pub fn generic(
    name: &'static str,
    args: Vec<Arg>,
    out: Arg,
    maps: Vec<&'static str>,
    iters: Vec<&'static str>,
    block: &'static str,
) -> Case {
    Case {
        name,
        args,
        out,
        body: Body::Generic { maps, iters, block },
        mlir_fails: false,
        mlir_wrong: false,
        zero_signs_differ: false,
        options: "",
        expect_vector: false,
    }
}

/// `c`, compared with MLIR 22's sparsifier up to the sign of zeros.
pub fn zero_signs_differ(c: Case) -> Case {
    Case {
        zero_signs_differ: true,
        ..c
    }
}

/// `c`, whose reference is the interpreter (MLIR 22's sparsifier computes it wrongly).
pub fn mlir_wrong(c: Case) -> Case {
    Case {
        mlir_wrong: true,
        ..c
    }
}

/// `c`, whose reference is the interpreter (MLIR 22's sparsifier fails on it).
pub fn mlir_fails(c: Case) -> Case {
    Case {
        mlir_fails: true,
        ..c
    }
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

/// Whether `elem` is an integer type (`i32`): data sets hold twice the usual halves.
fn is_int(elem: &str) -> bool {
    elem.starts_with('i')
}

fn is_complex(elem: &str) -> bool {
    elem.starts_with("complex<")
}

/// The real type of a complex element type (`f64` of `complex<f64>`).
fn part(elem: &str) -> &str {
    elem.trim_start_matches("complex<").trim_end_matches('>')
}

fn ty(a: &Arg) -> String {
    let mut s = String::from("tensor<");
    for d in &a.shape {
        let _ = write!(s, "{d}x");
    }
    s.push_str(a.elem);
    if let Some(e) = a.enc {
        let _ = write!(s, ", {e}");
    }
    s.push('>');
    s
}

fn dense_of(a: &Arg) -> Arg {
    Arg {
        enc: None,
        slice: None,
        ..a.clone()
    }
}

/// `dense<...>` of row-major `data` of `shape` (`(re, im)` pairs for complex elements).
fn dense_attr(data: &[(f64, f64)], shape: &[usize], complex: bool, int: bool) -> String {
    fn rec(data: &[(f64, f64)], shape: &[usize], complex: bool, int: bool, s: &mut String) {
        let Some((&n, rest)) = shape.split_first() else {
            let (re, im) = data[0];
            if int {
                let _ = write!(s, "{}", (re * 2.0) as i64);
            } else if complex {
                let _ = write!(s, "({re:?}, {im:?})");
            } else {
                let _ = write!(s, "{re:?}");
            }
            return;
        };
        let stride: usize = rest.iter().product();
        s.push('[');
        for i in 0..n {
            if i > 0 {
                s.push_str(", ");
            }
            rec(&data[i * stride..], rest, complex, int, s);
        }
        s.push(']');
    }
    let mut s = String::from("dense<");
    rec(data, shape, complex, int, &mut s);
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
                let bargs: Vec<String> = self
                    .args
                    .iter()
                    .enumerate()
                    .map(|(k, a)| format!("%v{k}: {}", a.elem))
                    .chain([format!("%o: {}", self.out.elem)])
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

    /// Prints result `r` of data set `set` (see the module docs).
    fn print(&self, b: &mut String, set: usize, r: &str) {
        let out = &self.out;
        let oty = ty(out);
        let complex = is_complex(out.elem);
        if out.enc.is_some() && !complex {
            let _ = writeln!(b, "  sparse_tensor.print {r} : {oty}");
            return;
        }
        let mut res = r.to_string();
        let dty = ty(&dense_of(out));
        if out.enc.is_some() {
            let _ = writeln!(
                b,
                "  %n{set} = sparse_tensor.number_of_entries {r} : {oty}\n  vector.print %n{set} : index"
            );
            let _ = writeln!(b, "  {r}_d = sparse_tensor.convert {r} : {oty} to {dty}");
            res = format!("{r}_d");
        }
        if !complex && out.shape.is_empty() {
            // A scalar result: `vector<xf64>` is no vector type.
            let _ = writeln!(
                b,
                "  %p{set} = tensor.extract {res}[] : {dty}\n  vector.print %p{set} : {}",
                out.elem
            );
            return;
        }
        if !complex {
            let zeros = vec!["%c0"; out.shape.len()].join(", ");
            let dims: Vec<String> = out.shape.iter().map(usize::to_string).collect();
            let vty = format!("vector<{}x{}>", dims.join("x"), out.elem);
            let _ = writeln!(
                b,
                "  %p{set} = vector.transfer_read {res}[{zeros}], %z{} : {dty}, {vty}\n  vector.print %p{set} : {vty}",
                out.elem
            );
            return;
        }
        // Complex: the real and imaginary parts of every element, row-major.
        let mut indent = String::from("  ");
        let mut ivs = Vec::new();
        for (d, n) in out.shape.iter().enumerate() {
            let iv = format!("%i{set}_{d}");
            let _ = writeln!(
                b,
                "{indent}scf.for {iv} = %c0 to %c{n}_{set}_{d} step %c1 {{"
            );
            ivs.push(iv);
            indent.push_str("  ");
        }
        let f = part(out.elem);
        let _ = writeln!(
            b,
            "{indent}%e{set} = tensor.extract {res}[{}] : {dty}\n{indent}%re{set} = complex.re %e{set} : {}\n{indent}%im{set} = complex.im %e{set} : {}\n{indent}vector.print %re{set} : {f}\n{indent}vector.print %im{set} : {f}",
            ivs.join(", "),
            out.elem,
            out.elem
        );
        for _ in &out.shape {
            indent.truncate(indent.len() - 2);
            let _ = writeln!(b, "{indent}}}");
        }
    }

    pub fn program(&self) -> String {
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
                // A slice operand's data is its underlying tensor's.
                let a = &match &a.slice {
                    Some(sl) => Arg {
                        shape: sl.shape.clone(),
                        enc: Some(sl.enc),
                        slice: None,
                        ..a.clone()
                    },
                    None => a.clone(),
                };
                let n: usize = a.shape.iter().product();
                let d = if a.enc.is_some() { density } else { 1.0 };
                let complex = is_complex(a.elem);
                let data: Vec<(f64, f64)> = (0..n)
                    .map(|_| {
                        if rng.unit() >= d {
                            (0.0, 0.0)
                        } else if complex {
                            (rng.value(positive), rng.value(positive))
                        } else {
                            (rng.value(positive), 0.0)
                        }
                    })
                    .collect();
                let v = format!("%a{set}_{k}");
                let dty = ty(&dense_of(a));
                let attr = dense_attr(&data, &a.shape, complex, is_int(a.elem));
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
                if let Some(sl) = &all[k].slice {
                    let sizes: Vec<String> = all[k].shape.iter().map(usize::to_string).collect();
                    let (offs, strides) = if sl.dynamic {
                        let mut names = |vals: &[usize], what: &str| -> Vec<String> {
                            vals.iter()
                                .enumerate()
                                .map(|(i, x)| {
                                    let n = format!("{v}_{what}{i}");
                                    let _ = writeln!(b, "  {n} = arith.constant {x} : index");
                                    n
                                })
                                .collect()
                        };
                        (names(&sl.offsets, "o"), names(&sl.strides, "s"))
                    } else {
                        let s = |vals: &[usize]| vals.iter().map(usize::to_string).collect();
                        (s(&sl.offsets), s(&sl.strides))
                    };
                    let _ = writeln!(
                        b,
                        "  {v}_s = tensor.extract_slice {v}[{}][{}][{}] : {} to {}",
                        offs.join(", "),
                        sizes.join(", "),
                        strides.join(", "),
                        ty(a),
                        ty(&all[k])
                    );
                    actuals.push(format!("{v}_s"));
                    tys.push(ty(&all[k]));
                    continue;
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
            for (d, n) in self.out.shape.iter().enumerate() {
                let _ = writeln!(b, "  %c{n}_{set}_{d} = arith.constant {n} : index");
            }
            self.print(&mut b, set, &format!("%r{set}"));
        }
        format!(
            "// {}\n{ENCODINGS}{}func.func @main() {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %zf64 = arith.constant 0.0 : f64\n  %zf32 = arith.constant 0.0 : f32\n  %zi32 = arith.constant 0 : i32\n  %zi64 = arith.constant 0 : i64\n{b}  return\n}}\n",
            self.name,
            self.kernel()
        )
    }
}

fn sparsify(name: &str, text: &str, options: &str) -> Result<String, String> {
    let pipeline = format!("builtin.module(func.func(sparsify{{strict=true {options}}}))");
    run_pipeline(name, text, &pipeline)
}

/// `text` with `pipeline` run on it (in process), printed; the rendered diagnostics if it
/// fails.
pub fn run_pipeline(name: &str, text: &str, pipeline: &str) -> Result<String, String> {
    let mut ctx = tile_exec::new_context();
    let m = tile_ir::parser::parse_str(&mut ctx, name, text)
        .map_err(|d| tile_ir::diagnostic::render(&ctx, &d))?;
    let reg = tile_passes::registry();
    let pm = parse_pipeline(&reg, pipeline).map_err(|e| e.diagnostic.message)?;
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

/// What the interpreter prints for `main` of `text`.
pub fn interp(name: &str, text: &str) -> Result<String, String> {
    let out = tile_exec::run_source(name, text, "main", tile_exec::RunOptions::default());
    match out.error {
        Some(e) => Err(format!("{e}\n(printed so far:\n{})", out.stdout)),
        None => Ok(out.stdout),
    }
}

/// The first differing line of two outputs, for messages.
pub fn first_diff(a: &str, b: &str) -> String {
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
    text.lines()
        .map(|l| {
            if l == "-0" {
                "0".to_string()
            } else {
                l.replace("-0,", "0,")
                    .replace("-0 ", "0 ")
                    .replace("-0)", "0)")
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The text of a printed program before its `@main`.
fn kernel_text(text: &str) -> &str {
    text.split("func.func @main").next().unwrap_or(text)
}

/// Runs the checks of the module docs on `case`.
pub fn run_case(case: &Case) {
    let name = case.name;
    let file = format!("{name}.mlir");
    let text = case.program();
    let ours = sparsify(&file, &text, case.options)
        .unwrap_or_else(|e| panic!("{name}: sparsify failed:\n{e}"));
    assert!(
        !case.expect_vector || kernel_text(&ours).contains("vector."),
        "{name}: no vector loop with {}:\n{ours}",
        case.options
    );
    // A debugging aid: `SPARSIFY_DIFF_DUMP=DIR` writes the program and ours.
    if let Ok(dir) = std::env::var("SPARSIFY_DIFF_DUMP") {
        let dir = Path::new(&dir);
        let _ = std::fs::write(dir.join(&file), &text);
        let _ = std::fs::write(dir.join(format!("{name}.ours.mlir")), &ours);
    }
    // The kernel's op is gone (sparsify may fill a dense output with `linalg.fill`).
    let kernel_op = match &case.body {
        Body::Named(op) => op.split_whitespace().next().unwrap_or(op),
        Body::Generic { .. } => "linalg.generic",
    };
    assert!(
        !ours.contains(&format!("{kernel_op} ")),
        "{name}: {kernel_op} is left:\n{ours}"
    );
    let before = interp(&file, &text)
        .unwrap_or_else(|e| panic!("{name}: interpreter on the original failed: {e}\n{text}"));
    // The interpreter's slices are copies with storage of their own, where MLIR's (and so
    // our sparsified code) read the underlying tensor's buffers: with a slice operand, ours
    // is checked through MLIR only, and the interpreter on the original is the reference.
    let after = if case.args.iter().any(|a| a.slice.is_some()) {
        before.clone()
    } else {
        interp(&file, &ours)
            .unwrap_or_else(|e| panic!("{name}: interpreter on the sparsified failed: {e}\n{ours}"))
    };
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
    if case.mlir_wrong {
        assert!(
            unsign_zeros(&reference) != unsign_zeros(&before),
            "{name}: MLIR's sparsifier now agrees with the interpreter: make it the reference"
        );
        assert!(
            unsign_zeros(&ours_mlir) == unsign_zeros(&before),
            "{name}: ours through MLIR prints differently from the interpreter ({}):\n{ours}",
            first_diff(&ours_mlir, &before)
        );
        return;
    }
    let same = if case.zero_signs_differ {
        unsign_zeros(&ours_mlir) == unsign_zeros(&reference)
    } else {
        ours_mlir == reference
    };
    assert!(
        same,
        "{name}: ours through MLIR prints differently from mlir-opt --sparsifier ({}):\n{ours}",
        first_diff(&ours_mlir, &reference)
    );
    assert!(
        unsign_zeros(&reference) == unsign_zeros(&after),
        "{name}: the interpreter disagrees with MLIR's sparsifier ({})",
        first_diff(&reference, &after)
    );
}
