//! Differential suite for `sparsify` against MLIR 22: one test per (kernel, encodings) pair.
//!
//! Each pair is a program: a kernel function plus a `main` that builds its inputs from dense
//! constants of seeded random data at several densities (`sparse_tensor.convert`, or
//! `sparse_tensor.assemble` for batch levels), calls the kernel once per data set and prints
//! the results (`vector.print` of dense results, `sparse_tensor.print` of sparse ones).
//!
//! * Always: the interpreter (tile-exec) prints the same for our sparsified program as for the
//!   original one.
//! * With MLIR 22 installed (required when `TILE_REQUIRE_MLIR=1`): our sparsified program,
//!   lowered by `scripts/lower-with-mlir` and run by `mlir-runner`, prints exactly what MLIR's
//!   own `--sparsifier` prints for the original program — or, where MLIR 22 does not sparsify
//!   the kernel, what the interpreter prints for the original program.
//!
//! Values are small multiples of 1/2 (powers of two for products), so every sum and product is
//! exact and the printed text does not depend on the order of the arithmetic; kernels with a
//! sparse output get positive values, so no entry cancels to a computed zero (except
//! `add_csr_csr_to_csr_with_cancellation`, which checks that computed zeros are stored).
//! Against the interpreter's dense semantics `-0` and `0` print alike (an implicit zero times a
//! negative number has no sign a sparse kernel must reproduce).
//! `SPARSIFY_MLIR_DUMP=DIR cargo test ... -- --ignored dump_programs` writes every program.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use tile_lit::mlir::{MlirTools, pipe};

mod sparsify_diff;
use sparsify_diff::{first_diff, interp, run_pipeline};

const ENCODINGS: &str = "\
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
#DCSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : compressed, d0 : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
#COOSOA = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>
#LOOSE = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : loose_compressed) }>
#UCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed(nonordered)) }>
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>
#NV24 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4]) }>
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#CSF = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : compressed, k : compressed) }>
#CSFKIJ = #sparse_tensor.encoding<{ map = (i, j, k) -> (k : compressed, i : compressed, j : compressed) }>
#BATCH = #sparse_tensor.encoding<{ map = (b, i, j) -> (b : batch, i : dense, j : compressed) }>
";

/// The densities of the random data sets (one kernel call each).
const DENSITIES: [f64; 4] = [0.0, 0.1, 0.5, 1.0];

/// Which non-zero values the random data draws from.
#[derive(Clone, Copy, PartialEq)]
enum Vals {
    /// `k / 2` for `k` in `-6..=6`, `k != 0`: sums and products of a few stay exact.
    Halves,
    /// `±1/2, ±1, ±2`: long products stay exact.
    Pow2,
    /// `k / 2` for `k` in `1..=6`: nothing cancels to a computed zero (whether a sparse
    /// output stores one is where MLIR and the interpreter's dense semantics differ).
    Positive,
}

/// How a sparse input's data sets are built.
#[derive(Clone, Copy, PartialEq)]
enum Fill {
    /// Each entry is non-zero with the data set's density.
    Random,
    /// Exactly two non-zeros in each block of four along the last dimension (2:4).
    TwoOfFour,
}

/// A kernel parameter.
#[derive(Clone)]
struct Arg {
    shape: Vec<usize>,
    /// The encoding alias (`"#CSR"`), or `None` for a dense tensor.
    enc: Option<&'static str>,
    /// The kernel's parameter type has `?` dimensions.
    dynamic: bool,
    fill: Fill,
}

fn dense(shape: &[usize]) -> Arg {
    Arg {
        shape: shape.to_vec(),
        enc: None,
        dynamic: false,
        fill: Fill::Random,
    }
}

fn sparse(shape: &[usize], enc: &'static str) -> Arg {
    Arg {
        enc: Some(enc),
        ..dense(shape)
    }
}

fn dynamic(a: Arg) -> Arg {
    Arg { dynamic: true, ..a }
}

/// The kernel's result.
#[derive(Clone)]
enum Out {
    /// A dense tensor (rank 0: a scalar), passed in with random contents.
    Dense(Vec<usize>, bool),
    /// A sparse tensor created by `tensor.empty` in the kernel.
    Sparse(Vec<usize>, &'static str),
    /// The first (sparse) argument itself, `outs(%in0)`: an in-place update; with
    /// `also_input` it is the first input too (`ins(%in0, ...) outs(%in0)`).
    InPlace { also_input: bool },
}

/// The kernel's body.
#[derive(Clone)]
enum Body {
    /// `linalg.generic` with these maps, iterators and block text (block arguments `%v0`,
    /// `%v1`, ... for the inputs and `%o` for the output; ends with `linalg.yield`).
    Generic {
        maps: Vec<&'static str>,
        iters: Vec<&'static str>,
        block: &'static str,
    },
    /// A named op (`linalg.matvec`, `linalg.matmul`) over the inputs and the output.
    Named(&'static str),
}

/// What our lowered output must print.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Reference {
    /// What `mlir-opt --sparsifier="enable-runtime-library=true" | mlir-runner` prints for
    /// the original program.
    Mlir,
    /// As `Mlir`, with `enable-runtime-library=false` (MLIR 22's runtime library cannot lower
    /// batch levels; its codegen path can).
    MlirCodegen,
    /// MLIR 22 refuses the kernel: what the interpreter prints for the original program.
    Interp,
}

#[derive(Clone)]
struct Case {
    name: &'static str,
    args: Vec<Arg>,
    out: Out,
    body: Body,
    vals: Vals,
    reference: Reference,
    /// The interpreter's run of the original program is a reference (see [`check_program`]).
    dense_ok: bool,
}

// ---------------------------------------------------------------------------------------
// Program generation.

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

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn value(&mut self, vals: Vals) -> f64 {
        match vals {
            Vals::Halves => {
                let k = self.below(12) as i64 - 6;
                (if k >= 0 { k + 1 } else { k }) as f64 / 2.0
            }
            Vals::Pow2 => {
                let m = [0.5, 1.0, 2.0][self.below(3) as usize];
                if self.below(2) == 0 { m } else { -m }
            }
            Vals::Positive => (self.below(6) + 1) as f64 / 2.0,
        }
    }
}

fn num(shape: &[usize]) -> usize {
    shape.iter().product()
}

/// Row-major random data of `shape`.
fn random_data(rng: &mut Rng, shape: &[usize], fill: Fill, density: f64, vals: Vals) -> Vec<f64> {
    let n = num(shape);
    match fill {
        Fill::Random => (0..n)
            .map(|_| {
                if rng.unit() < density {
                    rng.value(vals)
                } else {
                    0.0
                }
            })
            .collect(),
        Fill::TwoOfFour => {
            let mut d = vec![0.0; n];
            for block in 0..n / 4 {
                let first = rng.below(4) as usize;
                let second = (first + 1 + rng.below(3) as usize) % 4;
                d[block * 4 + first] = rng.value(vals);
                d[block * 4 + second] = rng.value(vals);
            }
            d
        }
    }
}

fn lit(x: f64) -> String {
    format!("{x:?}")
}

/// `dense<...>` text of row-major `data` of `shape`.
fn dense_attr<T>(data: &[T], shape: &[usize], f: &dyn Fn(&T) -> String) -> String {
    fn rec<T>(data: &[T], shape: &[usize], f: &dyn Fn(&T) -> String, s: &mut String) {
        if shape.is_empty() {
            s.push_str(&f(&data[0]));
            return;
        }
        let stride = num(&shape[1..]);
        s.push('[');
        for i in 0..shape[0] {
            if i > 0 {
                s.push_str(", ");
            }
            rec(&data[i * stride..], &shape[1..], f, s);
        }
        s.push(']');
    }
    let mut s = String::from("dense<");
    rec(data, shape, f, &mut s);
    s.push('>');
    s
}

fn tensor_ty(shape: &[usize], enc: Option<&str>, dynamic: bool) -> String {
    let mut s = String::from("tensor<");
    for d in shape {
        if dynamic {
            s.push_str("?x");
        } else {
            let _ = write!(s, "{d}x");
        }
    }
    s.push_str("f64");
    if let Some(e) = enc {
        let _ = write!(s, ", {e}");
    }
    s.push('>');
    s
}

impl Arg {
    fn ty(&self) -> String {
        tensor_ty(&self.shape, self.enc, self.dynamic)
    }

    fn is_batch(&self) -> bool {
        self.enc == Some("#BATCH")
    }
}

impl Out {
    fn ty(&self) -> String {
        match self {
            Out::Dense(s, dynamic) => tensor_ty(s, None, *dynamic),
            Out::Sparse(s, e) => tensor_ty(s, Some(e), false),
            Out::InPlace { .. } => String::new(),
        }
    }
}

impl Case {
    /// The result type (an in-place update's: its first argument's).
    fn out_ty(&self) -> String {
        match self.out {
            Out::InPlace { .. } => self.args.first().map(Arg::ty).unwrap_or_default(),
            _ => self.out.ty(),
        }
    }

    /// The shape of a sparse result.
    fn sparse_shape(&self) -> Option<Vec<usize>> {
        match &self.out {
            Out::Sparse(s, _) => Some(s.clone()),
            Out::InPlace { .. } => self.args.first().map(|a| a.shape.clone()),
            Out::Dense(..) => None,
        }
    }

    fn kernel(&self) -> String {
        let mut params: Vec<String> = self
            .args
            .iter()
            .enumerate()
            .map(|(k, a)| format!("%in{k}: {}", a.ty()))
            .collect();
        let oty = self.out_ty();
        let mut s = String::new();
        let init = match &self.out {
            Out::Dense(..) => {
                params.push(format!("%out: {oty}"));
                "%out"
            }
            Out::Sparse(..) => "%init",
            Out::InPlace { .. } => "%in0",
        };
        // The inputs of the generic (an in-place output is not one, unless also read).
        let first_in = usize::from(matches!(self.out, Out::InPlace { also_input: false }));
        let _ = writeln!(s, "func.func @kernel({}) -> {oty} {{", params.join(", "));
        if let Out::Sparse(..) = self.out {
            let _ = writeln!(s, "  %init = tensor.empty() : {oty}");
        }
        let ins: Vec<String> = (first_in..self.args.len())
            .map(|k| format!("%in{k}"))
            .collect();
        let tys: Vec<String> = self.args.iter().skip(first_in).map(Arg::ty).collect();
        match &self.body {
            Body::Generic { maps, iters, block } => {
                let maps: Vec<String> = maps.iter().map(|m| format!("affine_map<{m}>")).collect();
                let iters: Vec<String> = iters.iter().map(|i| format!("\"{i}\"")).collect();
                let bargs: Vec<String> = (first_in..self.args.len())
                    .map(|k| format!("%v{k}: f64"))
                    .chain(["%o: f64".to_string()])
                    .collect();
                let _ = writeln!(
                    s,
                    "  %r = linalg.generic {{indexing_maps = [{}], iterator_types = [{}]}} {}outs({init} : {oty}) {{",
                    maps.join(", "),
                    iters.join(", "),
                    if ins.is_empty() {
                        String::new()
                    } else {
                        format!("ins({} : {}) ", ins.join(", "), tys.join(", "))
                    }
                );
                let _ = writeln!(s, "  ^bb0({}):", bargs.join(", "));
                for l in block.trim().lines() {
                    let _ = writeln!(s, "    {}", l.trim());
                }
                let _ = writeln!(s, "  }} -> {oty}");
            }
            Body::Named(op) => {
                let _ = writeln!(
                    s,
                    "  %r = {op} ins({} : {}) outs({init} : {oty}) -> {oty}",
                    ins.join(", "),
                    tys.join(", ")
                );
            }
        }
        let _ = writeln!(s, "  return %r : {oty}\n}}");
        s
    }

    /// The number of data sets `main` runs the kernel on.
    fn sets(&self) -> usize {
        if self.args.iter().any(|a| a.fill == Fill::TwoOfFour) {
            3
        } else {
            DENSITIES.len()
        }
    }

    fn program(&self) -> String {
        let mut consts = std::collections::BTreeSet::new();
        consts.insert(0usize);
        consts.insert(1usize);
        let mut body = String::new();
        let b = &mut body;
        for set in 0..self.sets() {
            let density = DENSITIES[set.min(DENSITIES.len() - 1)];
            let mut rng = Rng::new(self.name, set);
            let mut actuals = Vec::new();
            let mut tys = Vec::new();
            for (k, a) in self.args.iter().enumerate() {
                let v = format!("%a{set}_{k}");
                // Dense operands are full; sparse ones have the set's density.
                let d = if a.enc.is_some() { density } else { 1.0 };
                let data = random_data(&mut rng, &a.shape, a.fill, d, self.vals);
                let st = tensor_ty(&a.shape, None, false);
                if a.is_batch() {
                    assemble_batch(b, &v, a, &data);
                } else {
                    let attr = dense_attr(&data, &a.shape, &|x| lit(*x));
                    if a.enc.is_none() && !a.dynamic {
                        let _ = writeln!(b, "  {v} = arith.constant {attr} : {st}");
                    } else {
                        let _ = writeln!(b, "  {v}_d = arith.constant {attr} : {st}");
                        let op = if a.enc.is_some() {
                            "sparse_tensor.convert"
                        } else {
                            "tensor.cast"
                        };
                        let _ = writeln!(b, "  {v} = {op} {v}_d : {st} to {}", a.ty());
                    }
                }
                actuals.push(v);
                tys.push(a.ty());
            }
            let oty = self.out_ty();
            if let Out::Dense(shape, dynamic) = &self.out {
                let data = random_data(&mut rng, shape, Fill::Random, 1.0, self.vals);
                let st = tensor_ty(shape, None, false);
                let v = format!("%o{set}");
                let attr = dense_attr(&data, shape, &|x| lit(*x));
                if *dynamic {
                    let _ = writeln!(b, "  {v}_d = arith.constant {attr} : {st}");
                    let _ = writeln!(b, "  {v} = tensor.cast {v}_d : {st} to {oty}");
                } else {
                    let _ = writeln!(b, "  {v} = arith.constant {attr} : {st}");
                }
                actuals.push(v);
                tys.push(oty.clone());
            }
            let _ = writeln!(
                b,
                "  %r{set} = call @kernel({}) : ({}) -> {oty}",
                actuals.join(", "),
                tys.join(", ")
            );
            // A sparse result is printed as stored; against the interpreter's dense semantics
            // (which stores no zeros) only its values are compared, densified.
            let (res, shape, rty) = match (&self.out, self.sparse_shape()) {
                (_, Some(shape)) if self.reference == Reference::Interp => {
                    let dty = tensor_ty(&shape, None, false);
                    let _ = writeln!(
                        b,
                        "  %r{set}_d = sparse_tensor.convert %r{set} : {oty} to {dty}"
                    );
                    (format!("%r{set}_d"), shape, dty)
                }
                (_, Some(_)) => {
                    let _ = writeln!(b, "  sparse_tensor.print %r{set} : {oty}");
                    continue;
                }
                (Out::Dense(shape, _), None) => (format!("%r{set}"), shape.clone(), oty),
                (_, None) => continue,
            };
            let mut indent = String::from("  ");
            let mut ivs = Vec::new();
            for (d, &n) in shape.iter().enumerate() {
                consts.insert(n);
                let iv = format!("%i{set}_{d}");
                let _ = writeln!(b, "{indent}scf.for {iv} = %c0 to %c{n} step %c1 {{");
                ivs.push(iv);
                indent.push_str("  ");
            }
            let _ = writeln!(
                b,
                "{indent}%e{set} = tensor.extract {res}[{}] : {rty}",
                ivs.join(", ")
            );
            let _ = writeln!(b, "{indent}vector.print %e{set} : f64");
            for _ in &shape {
                indent.truncate(indent.len() - 2);
                let _ = writeln!(b, "{indent}}}");
            }
        }
        let mut s = String::new();
        let _ = writeln!(s, "// {}", self.name);
        s.push_str(ENCODINGS);
        s.push_str(&self.kernel());
        s.push_str("func.func @main() {\n");
        for c in consts {
            let _ = writeln!(s, "  %c{c} = arith.constant {c} : index");
        }
        s.push_str(&body);
        s.push_str("  return\n}\n");
        s
    }
}

/// Builds a batch-of-CSR tensor `(b : batch, i : dense, j : compressed)` from `data` with
/// `sparse_tensor.assemble` (MLIR 22 cannot convert to batch levels). Every batch has the
/// same capacity: the largest batch's count, at least 1; the rest is padding.
fn assemble_batch(b: &mut String, v: &str, a: &Arg, data: &[f64]) {
    let (nb, ni, nj) = (a.shape[0], a.shape[1], a.shape[2]);
    let mut pos = vec![vec![0usize]; nb];
    let mut crd = vec![Vec::new(); nb];
    let mut val = vec![Vec::new(); nb];
    for bb in 0..nb {
        for i in 0..ni {
            for j in 0..nj {
                let x = data[(bb * ni + i) * nj + j];
                if x != 0.0 {
                    crd[bb].push(j);
                    val[bb].push(x);
                }
            }
            pos[bb].push(crd[bb].len());
        }
    }
    let cap = crd.iter().map(Vec::len).max().unwrap_or(0).max(1);
    for bb in 0..nb {
        crd[bb].resize(cap, 0);
        val[bb].resize(cap, 0.0);
    }
    let flat = |x: &[Vec<usize>]| x.concat();
    let pty = format!("tensor<{nb}x{}xindex>", ni + 1);
    let cty = format!("tensor<{nb}x{cap}xindex>");
    let vty = format!("tensor<{nb}x{cap}xf64>");
    let _ = writeln!(
        b,
        "  {v}_p = arith.constant {} : {pty}",
        dense_attr(&flat(&pos), &[nb, ni + 1], &|x| x.to_string())
    );
    let _ = writeln!(
        b,
        "  {v}_c = arith.constant {} : {cty}",
        dense_attr(&flat(&crd), &[nb, cap], &|x| x.to_string())
    );
    let _ = writeln!(
        b,
        "  {v}_v = arith.constant {} : {vty}",
        dense_attr(&val.concat(), &[nb, cap], &|x| lit(*x))
    );
    let _ = writeln!(
        b,
        "  {v} = sparse_tensor.assemble ({v}_p, {v}_c), {v}_v : ({pty}, {cty}), {vty} to {}",
        a.ty()
    );
}

// ---------------------------------------------------------------------------------------
// Running both sides.

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Lowers `text` with MLIR 22's sparsifier — ours through `scripts/lower-with-mlir`, the
/// original with `--sparsifier="enable-runtime-library=true"` (`false` for
/// [`Reference::MlirCodegen`]) — and runs `main` with mlir-runner.
fn mlir_run(m: &MlirTools, text: &str, ours: bool, reference: Reference) -> Result<String, String> {
    let llvm = if ours {
        pipe(
            Command::new(root().join("scripts/lower-with-mlir")).env("MLIR_OPT", &m.opt),
            text,
        )?
    } else {
        m.sparsifier(text, reference != Reference::MlirCodegen)?
    };
    m.run_main(&llvm, &[])
}

/// The pipeline every case runs.
const SPARSIFY: &str = "builtin.module(func.func(sparsify))";

/// `text` with every printed `-0` made `0`: where the dense semantics multiplies an implicit
/// zero by a negative number, a sparse kernel need not compute that zero's sign (MLIR's
/// doesn't).
fn unsign_zeros(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    for (k, c) in text.char_indices() {
        let negzero = c == '-'
            && b.get(k + 1) == Some(&b'0')
            && !b
                .get(k + 2)
                .is_some_and(|x| x.is_ascii_digit() || *x == b'.' || *x == b'e')
            && (k == 0 || matches!(b[k - 1], b' ' | b'(' | b'\n'));
        if !negzero {
            out.push(c);
        }
    }
    out
}

/// Checks one program (see the module docs); `reference` says what our MLIR-lowered output
/// must print. Without `dense_ok` the interpreter's run of the original program is not a
/// reference (see `examples`); then the interpreter's run of ours must print what MLIR does.
fn check_program(name: &str, text: &str, reference: Reference, dense_ok: bool) {
    check_program_with(name, text, reference, dense_ok, SPARSIFY);
}

/// [`check_program`] with our sparsifier run as `pipeline`.
fn check_program_with(
    name: &str,
    text: &str,
    reference: Reference,
    dense_ok: bool,
    pipeline: &str,
) {
    let file = format!("{name}.mlir");
    let ours = run_pipeline(&file, text, pipeline)
        .unwrap_or_else(|e| panic!("{name}: sparsify failed:\n{e}"));
    assert!(
        !ours.contains("linalg.generic")
            && !ours.contains("linalg.matvec")
            && !ours.contains("linalg.matmul"),
        "{name}: a linalg op is left:\n{ours}"
    );
    let after = interp(&file, &ours)
        .unwrap_or_else(|e| panic!("{name}: interpreter on the sparsified failed: {e}\n{ours}"));
    assert!(!after.is_empty(), "{name}: nothing printed");
    let before = if dense_ok {
        let before = interp(&file, text)
            .unwrap_or_else(|e| panic!("{name}: interpreter on the original failed: {e}"));
        let (before, after) = (unsign_zeros(&before), unsign_zeros(&after));
        assert!(
            before == after,
            "{name}: the interpreter prints differently after sparsify ({}):\n{ours}",
            first_diff(&before, &after)
        );
        Some(before)
    } else {
        None
    };
    let Some(m) = MlirTools::for_tests() else {
        return;
    };
    let ours_mlir = mlir_run(&m, &ours, true, reference)
        .unwrap_or_else(|e| panic!("{name}: our output through MLIR failed: {e}\n{ours}"));
    let expected = if reference == Reference::Interp {
        before.clone().expect("an interpreter reference")
    } else {
        mlir_run(&m, text, false, reference)
            .unwrap_or_else(|e| panic!("{name}: MLIR's sparsifier failed: {e}"))
    };
    // Against the interpreter's dense semantics, the sign of a zero is free.
    let ours_mlir = if reference == Reference::Interp {
        unsign_zeros(&ours_mlir)
    } else {
        ours_mlir
    };
    assert!(
        ours_mlir == expected,
        "{name}: ours through MLIR prints differently from the reference ({reference:?}): {}\n{ours}",
        first_diff(&ours_mlir, &expected)
    );
    if reference != Reference::Interp {
        let dense = before.as_deref().unwrap_or(&after);
        assert!(
            unsign_zeros(&expected) == unsign_zeros(dense),
            "{name}: the interpreter disagrees with MLIR's sparsifier ({})",
            first_diff(&expected, dense)
        );
    }
}

fn run_case(case: &Case) {
    check_program(case.name, &case.program(), case.reference, case.dense_ok);
}

// ---------------------------------------------------------------------------------------
// Kernels.

const MULADD: &str = "
%p = arith.mulf %v0, %v1 : f64
%s = arith.addf %o, %p : f64
linalg.yield %s : f64";

fn spmv_with(name: &'static str, a: Arg) -> Case {
    let (m, n) = (a.shape[0], a.shape[1]);
    let dynamic = a.dynamic;
    let x = Arg {
        dynamic,
        ..dense(&[n])
    };
    Case {
        name,
        args: vec![a, x],
        out: Out::Dense(vec![m], dynamic),
        body: Body::Generic {
            maps: vec!["(i, j) -> (i, j)", "(i, j) -> (j)", "(i, j) -> (i)"],
            iters: vec!["parallel", "reduction"],
            block: MULADD,
        },
        vals: Vals::Halves,
        reference: Reference::Mlir,
        dense_ok: true,
    }
}

fn spmv(name: &'static str, enc: &'static str) -> Case {
    spmv_with(name, sparse(&[7, 6], enc))
}

fn spmm(name: &'static str, enc: &'static str) -> Case {
    Case {
        name,
        args: vec![sparse(&[6, 8], enc), dense(&[8, 3])],
        out: Out::Dense(vec![6, 3], false),
        body: Body::Generic {
            maps: vec![
                "(i, j, k) -> (i, k)",
                "(i, j, k) -> (k, j)",
                "(i, j, k) -> (i, j)",
            ],
            iters: vec!["parallel", "parallel", "reduction"],
            block: MULADD,
        },
        vals: Vals::Halves,
        reference: Reference::Mlir,
        dense_ok: true,
    }
}

/// Positive values for sparse outputs (see [`Vals::Positive`]).
fn vals_for(out: &Out) -> Vals {
    match out {
        Out::Sparse(..) | Out::InPlace { .. } => Vals::Positive,
        Out::Dense(..) => Vals::Halves,
    }
}

fn matmul(name: &'static str, a: &'static str, b: &'static str, out: Out) -> Case {
    Case {
        vals: vals_for(&out),
        name,
        args: vec![sparse(&[6, 5], a), sparse(&[5, 7], b)],
        out,
        body: Body::Named("linalg.matmul"),
        reference: Reference::Mlir,
        dense_ok: true,
    }
}

/// `x(i,j) = o(i,j) + s(i,j) * sum_k a(i,k) b(k,j)`.
fn sddmm(name: &'static str, enc: &'static str, out: Out) -> Case {
    Case {
        vals: vals_for(&out),
        name,
        args: vec![sparse(&[6, 7], enc), dense(&[6, 4]), dense(&[4, 7])],
        out,
        body: Body::Generic {
            maps: vec![
                "(i, j, k) -> (i, j)",
                "(i, j, k) -> (i, k)",
                "(i, j, k) -> (k, j)",
                "(i, j, k) -> (i, j)",
            ],
            iters: vec!["parallel", "parallel", "reduction"],
            block: "
%p = arith.mulf %v1, %v2 : f64
%q = arith.mulf %v0, %p : f64
%s = arith.addf %o, %q : f64
linalg.yield %s : f64",
        },
        reference: Reference::Mlir,
        dense_ok: true,
    }
}

fn ewise(name: &'static str, op: &'static str, a: &'static str, b: &'static str, out: Out) -> Case {
    let block = match op {
        "addf" => "%s = arith.addf %v0, %v1 : f64\nlinalg.yield %s : f64",
        "mulf" => "%s = arith.mulf %v0, %v1 : f64\nlinalg.yield %s : f64",
        "subf" => "%s = arith.subf %v0, %v1 : f64\nlinalg.yield %s : f64",
        _ => unreachable!(),
    };
    Case {
        vals: vals_for(&out),
        name,
        args: vec![sparse(&[6, 7], a), sparse(&[6, 7], b)],
        out,
        body: Body::Generic {
            maps: vec!["(i, j) -> (i, j)", "(i, j) -> (i, j)", "(i, j) -> (i, j)"],
            iters: vec!["parallel", "parallel"],
            block,
        },
        reference: Reference::Mlir,
        dense_ok: true,
    }
}

/// A reduction of a CSR matrix with `op` into a scalar (`to_vector`: into one per row).
fn reduce(name: &'static str, op: &'static str, to_vector: bool) -> Case {
    let block = match op {
        "addf" => "%s = arith.addf %o, %v0 : f64\nlinalg.yield %s : f64",
        "mulf" => "%s = arith.mulf %o, %v0 : f64\nlinalg.yield %s : f64",
        "minimumf" => "%s = arith.minimumf %o, %v0 : f64\nlinalg.yield %s : f64",
        "maximumf" => "%s = arith.maximumf %o, %v0 : f64\nlinalg.yield %s : f64",
        _ => unreachable!(),
    };
    let (out, maps, iters) = if to_vector {
        (
            Out::Dense(vec![5], false),
            vec!["(i, j) -> (i, j)", "(i, j) -> (i)"],
            vec!["parallel", "reduction"],
        )
    } else {
        (
            Out::Dense(vec![], false),
            vec!["(i, j) -> (i, j)", "(i, j) -> ()"],
            vec!["reduction", "reduction"],
        )
    };
    Case {
        name,
        args: vec![sparse(&[5, 6], "#CSR")],
        out,
        body: Body::Generic { maps, iters, block },
        vals: if op == "mulf" {
            Vals::Pow2
        } else {
            Vals::Halves
        },
        // MLIR 22 leaves mul/min/max reductions unsparsified; to a scalar its pipeline still
        // computes them (densely), to a vector it fails.
        reference: if op == "addf" || !to_vector {
            Reference::Mlir
        } else {
            Reference::Interp
        },
        dense_ok: true,
    }
}

/// `y(i,j) = o(i,j) + sum_k A(i,j,k) x(k)`.
fn ttv(name: &'static str, enc: &'static str) -> Case {
    Case {
        name,
        args: vec![sparse(&[3, 4, 5], enc), dense(&[5])],
        out: Out::Dense(vec![3, 4], false),
        body: Body::Generic {
            maps: vec![
                "(i, j, k) -> (i, j, k)",
                "(i, j, k) -> (k)",
                "(i, j, k) -> (i, j)",
            ],
            iters: vec!["parallel", "parallel", "reduction"],
            block: MULADD,
        },
        vals: Vals::Halves,
        reference: Reference::Mlir,
        dense_ok: true,
    }
}

/// An element-wise `select` over one CSR operand.
fn select(name: &'static str, block: &'static str, out: Out, reference: Reference) -> Case {
    unary(name, "#CSR", block, out, reference)
}

/// An element-wise kernel over one 6x7 sparse operand.
fn unary(
    name: &'static str,
    enc: &'static str,
    block: &'static str,
    out: Out,
    reference: Reference,
) -> Case {
    Case {
        name,
        args: vec![sparse(&[6, 7], enc)],
        out,
        body: Body::Generic {
            maps: vec!["(i, j) -> (i, j)", "(i, j) -> (i, j)"],
            iters: vec!["parallel", "parallel"],
            block,
        },
        vals: Vals::Halves,
        reference,
        dense_ok: true,
    }
}

const RELU: &str = "
%z = arith.constant 0.0 : f64
%c = arith.cmpf ogt, %v0, %z : f64
%s = arith.select %c, %v0, %z : f64
linalg.yield %s : f64";

/// Not zero-preserving: implicit zeros become -1.
const CLAMP_BELOW: &str = "
%t = arith.constant 1.0 : f64
%m = arith.constant -1.0 : f64
%c = arith.cmpf oge, %v0, %t : f64
%s = arith.select %c, %v0, %m : f64
linalg.yield %s : f64";

/// Keeps the stored entries above 1 (zero-preserving).
const THRESHOLD: &str = "
%t = arith.constant 1.0 : f64
%z = arith.constant 0.0 : f64
%c = arith.cmpf ogt, %v0, %t : f64
%s = arith.select %c, %v0, %z : f64
linalg.yield %s : f64";

fn csr(shape: &[usize]) -> Out {
    Out::Sparse(shape.to_vec(), "#CSR")
}

fn dense_out(shape: &[usize]) -> Out {
    Out::Dense(shape.to_vec(), false)
}

/// `-a * 2` scaled by the column index: zero-preserving, with a constant and `linalg.index`.
const NEG_SCALE_INDEX: &str = "
%j = linalg.index 1 : index
%ji = arith.index_cast %j : index to i64
%jf = arith.sitofp %ji : i64 to f64
%t = arith.constant 2.0 : f64
%n = arith.negf %v0 : f64
%m = arith.mulf %n, %t : f64
%s = arith.mulf %m, %jf : f64
linalg.yield %s : f64";

/// `y(j) = o(j) + sum_i A(i,j) x(i)`: the transposed product over a row-major matrix.
fn spmv_transposed(name: &'static str, enc: &'static str) -> Case {
    Case {
        name,
        args: vec![sparse(&[7, 6], enc), dense(&[7])],
        out: dense_out(&[6]),
        body: Body::Generic {
            maps: vec!["(i, j) -> (i, j)", "(i, j) -> (i)", "(i, j) -> (j)"],
            iters: vec!["reduction", "parallel"],
            block: MULADD,
        },
        vals: Vals::Halves,
        reference: Reference::Mlir,
        dense_ok: true,
    }
}

/// SpMV with a sparse vector: only where a row's columns meet x's stored entries.
fn spmv_sparse_x(name: &'static str, enc: &'static str) -> Case {
    Case {
        args: vec![sparse(&[7, 6], enc), sparse(&[6], "#SV")],
        ..spmv(name, enc)
    }
}

/// `o(i,j) = a(i,j) * b(i,j) + c(i,j)`, `c` dense.
fn fma3(name: &'static str, a: &'static str, b: &'static str) -> Case {
    Case {
        name,
        args: vec![sparse(&[6, 7], a), sparse(&[6, 7], b), dense(&[6, 7])],
        out: dense_out(&[6, 7]),
        body: Body::Generic {
            maps: vec![
                "(i, j) -> (i, j)",
                "(i, j) -> (i, j)",
                "(i, j) -> (i, j)",
                "(i, j) -> (i, j)",
            ],
            iters: vec!["parallel", "parallel"],
            block: "
%p = arith.mulf %v0, %v1 : f64
%s = arith.addf %p, %v2 : f64
linalg.yield %s : f64",
        },
        vals: Vals::Halves,
        reference: Reference::Mlir,
        dense_ok: true,
    }
}

/// Batched SpMV: `y(b,i) = o(b,i) + sum_j A(b,i,j) x(b,j)` over a batch of CSR matrices.
fn batched_spmv() -> Case {
    Case {
        name: "batch_spmv",
        args: vec![sparse(&[3, 4, 5], "#BATCH"), dense(&[3, 5])],
        out: dense_out(&[3, 4]),
        body: Body::Generic {
            maps: vec![
                "(b, i, j) -> (b, i, j)",
                "(b, i, j) -> (b, j)",
                "(b, i, j) -> (b, i)",
            ],
            iters: vec!["parallel", "parallel", "reduction"],
            block: MULADD,
        },
        vals: Vals::Halves,
        reference: Reference::MlirCodegen,
        // The interpreter sees only batch 0's entries when it runs the original linalg.generic
        // (or converts the tensor to dense): later batches come out empty. Our loops read the
        // storage buffers directly and agree with MLIR.
        dense_ok: false,
    }
}

// Semiring ops (`sparse_tensor.binary`, `unary`, `select`, `reduce`) and in-place updates.

/// Overlap `a - b`, left `identity`, right `-b`.
/// `a * b` (a block-sparse operand next to a non-blocked one).
const PRODUCT: &str = "
%r = arith.mulf %v0, %v1 : f64
linalg.yield %r : f64";

/// `a + b`.
const SUM: &str = "
%r = arith.addf %v0, %v1 : f64
linalg.yield %r : f64";

const SEMIRING_SUB: &str = "
%r = sparse_tensor.binary %v0, %v1 : f64, f64 to f64
  overlap = {
  ^bb0(%p: f64, %q: f64):
    %d = arith.subf %p, %q : f64
    sparse_tensor.yield %d : f64
  }
  left = identity
  right = {
  ^bb0(%q: f64):
    %n = arith.negf %q : f64
    sparse_tensor.yield %n : f64
  }
linalg.yield %r : f64";

/// Overlap only: `max(a, b)` where both are stored, nothing elsewhere.
const SEMIRING_OVERLAP_MAX: &str = "
%r = sparse_tensor.binary %v0, %v1 : f64, f64 to f64
  overlap = {
  ^bb0(%p: f64, %q: f64):
    %m = arith.maximumf %p, %q : f64
    sparse_tensor.yield %m : f64
  }
  left = {}
  right = {}
linalg.yield %r : f64";

/// The symmetric difference: an empty overlap, both sides `identity`.
const SEMIRING_XOR: &str = "
%r = sparse_tensor.binary %v0, %v1 : f64, f64 to f64
  overlap = {}
  left = identity
  right = identity
linalg.yield %r : f64";

/// A binary with a dense right operand: the right part visits every coordinate.
const SEMIRING_DENSE_RIGHT: &str = "
%r = sparse_tensor.binary %v0, %v1 : f64, f64 to f64
  overlap = {
  ^bb0(%p: f64, %q: f64):
    %m = arith.mulf %p, %q : f64
    sparse_tensor.yield %m : f64
  }
  left = {}
  right = {
  ^bb0(%q: f64):
    %h = arith.constant 0.5 : f64
    %m = arith.mulf %q, %h : f64
    sparse_tensor.yield %m : f64
  }
linalg.yield %r : f64";

/// Present `a + 1`, absent `7`.
const UNARY_FILL: &str = "
%r = sparse_tensor.unary %v0 : f64 to f64
  present = {
  ^bb0(%x: f64):
    %one = arith.constant 1.0 : f64
    %s = arith.addf %x, %one : f64
    sparse_tensor.yield %s : f64
  }
  absent = {
    %seven = arith.constant 7.0 : f64
    sparse_tensor.yield %seven : f64
  }
linalg.yield %r : f64";

/// Present `2a` only.
const UNARY_PRESENT: &str = "
%r = sparse_tensor.unary %v0 : f64 to f64
  present = {
  ^bb0(%x: f64):
    %two = arith.constant 2.0 : f64
    %s = arith.mulf %x, %two : f64
    sparse_tensor.yield %s : f64
  }
  absent = {}
linalg.yield %r : f64";

/// The complement of the pattern: `1` where nothing is stored.
const UNARY_COMPLEMENT: &str = "
%r = sparse_tensor.unary %v0 : f64 to f64
  present = {}
  absent = {
    %one = arith.constant 1.0 : f64
    sparse_tensor.yield %one : f64
  }
linalg.yield %r : f64";

/// The stored entries above 1.
const SELECT_ABOVE_ONE: &str = "
%r = sparse_tensor.select %v0 : f64 {
^bb0(%x: f64):
  %t = arith.constant 1.0 : f64
  %k = arith.cmpf ogt, %x, %t : f64
  sparse_tensor.yield %k : i1
}
linalg.yield %r : f64";

/// A custom product with identity 1 (the dense output's initial values are not read).
const REDUCE_PRODUCT: &str = "
%one = arith.constant 1.0 : f64
%r = sparse_tensor.reduce %v0, %o, %one : f64 {
^bb0(%x: f64, %y: f64):
  %p = arith.mulf %x, %y : f64
  sparse_tensor.yield %p : f64
}
linalg.yield %r : f64";

/// A custom maximum with identity -inf, the output the left operand.
const REDUCE_MAX: &str = "
%ninf = arith.constant 0xFFF0000000000000 : f64
%r = sparse_tensor.reduce %o, %v0, %ninf : f64 {
^bb0(%x: f64, %y: f64):
  %m = arith.maximumf %x, %y : f64
  sparse_tensor.yield %m : f64
}
linalg.yield %r : f64";

/// `x = 2 * x` in place.
const IN_PLACE_SCALE: &str = "
%two = arith.constant 2.0 : f64
%m = arith.mulf %o, %two : f64
linalg.yield %m : f64";

/// `x = tanh(x)` in place.
const IN_PLACE_TANH: &str = "
%t = math.tanh %o : f64
linalg.yield %t : f64";

/// `x = (x + 1) * d` in place, `d` dense: a unary without absent region.
const IN_PLACE_UNARY_TIMES_DENSE: &str = "
%u = sparse_tensor.unary %o : f64 to f64
  present = {
  ^bb0(%x: f64):
    %one = arith.constant 1.0 : f64
    %s = arith.addf %x, %one : f64
    sparse_tensor.yield %s : f64
  }
  absent = {}
%m = arith.mulf %u, %v1 : f64
linalg.yield %m : f64";

/// `ins(%x) outs(%x)` with the output not read: `x * 2` overwrites.
const INS_OUTS_SCALE: &str = "
%two = arith.constant 2.0 : f64
%m = arith.mulf %v0, %two : f64
linalg.yield %m : f64";

/// An absent region yielding zero: every coordinate gets a value, zeros stored.
const UNARY_ABSENT_ZERO: &str = "
%r = sparse_tensor.unary %v0 : f64 to f64
  present = {
  ^bb0(%x: f64):
    %n = arith.negf %x : f64
    sparse_tensor.yield %n : f64
  }
  absent = {
    %z = arith.constant 0.0 : f64
    sparse_tensor.yield %z : f64
  }
linalg.yield %r : f64";

/// A binary over `relu(a)` (present everywhere, its implicit zeros included) and `b`.
const SEMIRING_OVER_RELU: &str = "
%z = arith.constant 0.0 : f64
%c = arith.cmpf ogt, %v0, %z : f64
%s = arith.select %c, %v0, %z : f64
%r = sparse_tensor.binary %s, %v1 : f64, f64 to f64
  overlap = {
  ^bb0(%p: f64, %q: f64):
    %m = arith.addf %p, %q : f64
    sparse_tensor.yield %m : f64
  }
  left = identity
  right = identity
linalg.yield %r : f64";

/// The min-plus product: `min_k a(i,k) + b(k,j)` over the pairs both store.
const MIN_PLUS: &str = "
%inf = arith.constant 0x7FF0000000000000 : f64
%p = arith.addf %v0, %v1 : f64
%r = sparse_tensor.reduce %p, %o, %inf : f64 {
^bb0(%x: f64, %y: f64):
  %m = arith.minimumf %x, %y : f64
  sparse_tensor.yield %m : f64
}
linalg.yield %r : f64";

/// A min-plus product of two sparse matrices (a custom reduction over `k`).
fn min_plus(name: &'static str, a: &'static str, b: &'static str, out: Out) -> Case {
    Case {
        name,
        args: vec![sparse(&[6, 5], a), sparse(&[5, 7], b)],
        out,
        body: Body::Generic {
            maps: vec![
                "(i, j, k) -> (i, k)",
                "(i, j, k) -> (k, j)",
                "(i, j, k) -> (i, j)",
            ],
            iters: vec!["parallel", "parallel", "reduction"],
            block: MIN_PLUS,
        },
        vals: Vals::Halves,
        reference: Reference::Mlir,
        dense_ok: true,
    }
}

/// Per row, the number of unstored entries: a unary's absent value summed.
const COUNT_UNSTORED: &str = "
%u = sparse_tensor.unary %v0 : f64 to f64
  present = {}
  absent = {
    %one = arith.constant 1.0 : f64
    sparse_tensor.yield %one : f64
  }
%s = arith.addf %o, %u : f64
linalg.yield %s : f64";

/// The strict upper triangle: the body's `linalg.index` read in the predicate region.
const SELECT_UPPER: &str = "
%row = linalg.index 0 : index
%col = linalg.index 1 : index
%r = sparse_tensor.select %v0 : f64 {
^bb0(%x: f64):
  %k = arith.cmpi ugt, %col, %row : index
  sparse_tensor.yield %k : i1
}
linalg.yield %r : f64";

/// Overlap scaled by the row index, left by the column index, right dropped.
const BINARY_INDEXED: &str = "
%i = linalg.index 0 : index
%j = linalg.index 1 : index
%r = sparse_tensor.binary %v0, %v1 : f64, f64 to f64
  overlap = {
  ^bb0(%p: f64, %q: f64):
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %s = arith.addf %p, %q : f64
    %m = arith.mulf %s, %f : f64
    sparse_tensor.yield %m : f64
  }
  left = {
  ^bb0(%p: f64):
    %jj = arith.index_cast %j : index to i64
    %f = arith.sitofp %jj : i64 to f64
    %m = arith.mulf %p, %f : f64
    sparse_tensor.yield %m : f64
  }
  right = {}
linalg.yield %r : f64";

/// A product over each row of `a + 1` where `a` is stored (nothing elsewhere).
const PRODUCT_OF_PRESENT: &str = "
%u = sparse_tensor.unary %v0 : f64 to f64
  present = {
  ^bb0(%x: f64):
    %one = arith.constant 1.0 : f64
    %s = arith.addf %x, %one : f64
    sparse_tensor.yield %s : f64
  }
  absent = {}
%p = arith.mulf %o, %u : f64
linalg.yield %p : f64";

/// Regions reading body values valid at every point: a constant, an index computation
/// and the dense operand.
const BINARY_BODY_VALUES: &str = "
%half = arith.constant 0.5 : f64
%j = linalg.index 1 : index
%jj = arith.index_cast %j : index to i64
%jf = arith.sitofp %jj : i64 to f64
%r = sparse_tensor.binary %v0, %v1 : f64, f64 to f64
  overlap = {
  ^bb0(%p: f64, %q: f64):
    %s = arith.mulf %p, %half : f64
    %t = arith.addf %s, %v1 : f64
    sparse_tensor.yield %t : f64
  }
  left = {}
  right = {
  ^bb0(%q: f64):
    %m = arith.mulf %q, %jf : f64
    sparse_tensor.yield %m : f64
  }
linalg.yield %r : f64";

/// SDDMM in place: `S(i,j) += spy(S(i,j)) * sum_k A(i,k) B(k,j)` (a unary samples the
/// product at the stored entries, a custom reduction adds into them).
const SDDMM_SPY: &str = "
%f0 = arith.constant 0.0 : f64
%u = sparse_tensor.unary %o : f64 to f64
  present = {
  ^bb0(%p: f64):
    %m = arith.mulf %v1, %v2 : f64
    sparse_tensor.yield %m : f64
  }
  absent = {}
%r = sparse_tensor.reduce %o, %u, %f0 : f64 {
^bb0(%p: f64, %q: f64):
  %s = arith.addf %p, %q : f64
  sparse_tensor.yield %s : f64
}
linalg.yield %r : f64";

/// A sampled product updating a sparse matrix in place.
fn sddmm_in_place(name: &'static str, enc: &'static str, block: &'static str) -> Case {
    Case {
        name,
        args: vec![sparse(&[6, 7], enc), dense(&[6, 4]), dense(&[4, 7])],
        out: Out::InPlace { also_input: false },
        body: Body::Generic {
            maps: vec![
                "(i, j, k) -> (i, k)",
                "(i, j, k) -> (k, j)",
                "(i, j, k) -> (i, j)",
            ],
            iters: vec!["parallel", "parallel", "reduction"],
            block,
        },
        vals: Vals::Positive,
        reference: Reference::Mlir,
        dense_ok: true,
    }
}

/// Per row, the minimum of `a + 1` where stored and `0` elsewhere (the absent zeros count).
const MIN_WITH_ABSENT_ZERO: &str = "
%u = sparse_tensor.unary %v0 : f64 to f64
  present = {
  ^bb0(%x: f64):
    %one = arith.constant 1.0 : f64
    %s = arith.addf %x, %one : f64
    sparse_tensor.yield %s : f64
  }
  absent = {
    %z = arith.constant 0.0 : f64
    sparse_tensor.yield %z : f64
  }
%m = arith.minimumf %o, %u : f64
linalg.yield %m : f64";

/// An element-wise semiring kernel over two 6x7 operands.
fn semiring2(name: &'static str, a: Arg, b: Arg, block: &'static str, out: Out) -> Case {
    Case {
        name,
        args: vec![a, b],
        vals: vals_for(&out),
        out,
        body: Body::Generic {
            maps: vec!["(i, j) -> (i, j)", "(i, j) -> (i, j)", "(i, j) -> (i, j)"],
            iters: vec!["parallel", "parallel"],
            block,
        },
        reference: Reference::Mlir,
        dense_ok: true,
    }
}

/// A row reduction of one 6x7 sparse operand into a vector.
fn row_reduce(name: &'static str, enc: &'static str, block: &'static str, out: Out) -> Case {
    Case {
        name,
        args: vec![sparse(&[6, 7], enc)],
        out,
        body: Body::Generic {
            maps: vec!["(i, j) -> (i, j)", "(i, j) -> (i)"],
            iters: vec!["parallel", "reduction"],
            block,
        },
        vals: Vals::Pow2,
        reference: Reference::Mlir,
        dense_ok: true,
    }
}

/// An in-place update of a 6x7 sparse tensor (plus `extra` inputs, identity maps).
fn in_place(
    name: &'static str,
    enc: &'static str,
    extra: Vec<Arg>,
    block: &'static str,
    also_input: bool,
) -> Case {
    let mut args = vec![sparse(&[6, 7], enc)];
    let n = extra.len() + usize::from(also_input);
    args.extend(extra);
    let mut maps = vec!["(i, j) -> (i, j)"; n];
    maps.push("(i, j) -> (i, j)");
    Case {
        name,
        args,
        out: Out::InPlace { also_input },
        body: Body::Generic {
            maps,
            iters: vec!["parallel", "parallel"],
            block,
        },
        vals: Vals::Positive,
        reference: Reference::Mlir,
        dense_ok: true,
    }
}

macro_rules! pairs {
    ($($(#[$attr:meta])* $name:ident => $case:expr;)*) => {
        $(
            #[test]
            $(#[$attr])*
            fn $name() {
                run_case(&$case);
            }
        )*

        /// Every pair, for `dump_programs`.
        fn all_cases() -> Vec<Case> {
            vec![$($case),*]
        }
    };
}

pairs! {
    spmv_csr_dynamic => spmv_with("spmv_csr_dynamic", dynamic(sparse(&[7, 6], "#CSR")));
    spmv_csr => spmv("spmv_csr", "#CSR");
    spmv_csc => spmv("spmv_csc", "#CSC");
    spmv_coo_aos => spmv("spmv_coo_aos", "#COO");
    spmv_coo_soa => spmv("spmv_coo_soa", "#COOSOA");
    spmv_dcsr => spmv("spmv_dcsr", "#DCSR");
    spmv_unordered_csr => spmv("spmv_unordered_csr", "#UCSR");
    spmv_dcsc => spmv("spmv_dcsc", "#DCSC");
    spmv_loose_compressed => spmv("spmv_loose_compressed", "#LOOSE");
    spmv_bsr_2x2 => spmv_with("spmv_bsr_2x2", sparse(&[6, 8], "#BSR"));
    spmv_2_4 => spmv_with("spmv_2_4", Arg { fill: Fill::TwoOfFour, ..sparse(&[6, 8], "#NV24") });
    matvec_csr => Case { body: Body::Named("linalg.matvec"), ..spmv("matvec_csr", "#CSR") };
    spmm_csr => spmm("spmm_csr", "#CSR");
    spmm_csc => spmm("spmm_csc", "#CSC");
    spmm_bsr_2x2 => spmm("spmm_bsr_2x2", "#BSR");
    sddmm_csr_dense_out => sddmm("sddmm_csr_dense_out", "#CSR", dense_out(&[6, 7]));
    sddmm_csr_sparse_out => sddmm("sddmm_csr_sparse_out", "#CSR", csr(&[6, 7]));
    matmul_csr_csr_dense_out => matmul("matmul_csr_csr_dense_out", "#CSR", "#CSR", dense_out(&[6, 7]));
    spgemm_csr_csr_to_csr => matmul("spgemm_csr_csr_to_csr", "#CSR", "#CSR", csr(&[6, 7]));
    spgemm_dcsr_dcsr_to_dcsr => matmul("spgemm_dcsr_dcsr_to_dcsr", "#DCSR", "#DCSR", Out::Sparse(vec![6, 7], "#DCSR"));
    add_csr_csr_dense_out => ewise("add_csr_csr_dense_out", "addf", "#CSR", "#CSR", dense_out(&[6, 7]));
    add_dcsr_coo_dense_out => ewise("add_dcsr_coo_dense_out", "addf", "#DCSR", "#COO", dense_out(&[6, 7]));
    sub_csr_csr_dense_out => ewise("sub_csr_csr_dense_out", "subf", "#CSR", "#CSR", dense_out(&[6, 7]));
    mul_csr_csr_dense_out => ewise("mul_csr_csr_dense_out", "mulf", "#CSR", "#CSR", dense_out(&[6, 7]));
    mul_dcsc_dcsc_dense_out => ewise("mul_dcsc_dcsc_dense_out", "mulf", "#DCSC", "#DCSC", dense_out(&[6, 7]));
    add_csr_csr_to_csr => ewise("add_csr_csr_to_csr", "addf", "#CSR", "#CSR", csr(&[6, 7]));
    mul_csr_csr_to_csr => ewise("mul_csr_csr_to_csr", "mulf", "#CSR", "#CSR", csr(&[6, 7]));
    add_dcsr_dcsr_to_dcsr => ewise("add_dcsr_dcsr_to_dcsr", "addf", "#DCSR", "#DCSR", Out::Sparse(vec![6, 7], "#DCSR"));
    mul_dcsr_dcsr_to_dcsr => ewise("mul_dcsr_dcsr_to_dcsr", "mulf", "#DCSR", "#DCSR", Out::Sparse(vec![6, 7], "#DCSR"));
    sum_to_scalar => reduce("sum_to_scalar", "addf", false);
    product_to_scalar => reduce("product_to_scalar", "mulf", false);
    min_to_scalar => reduce("min_to_scalar", "minimumf", false);
    max_to_scalar => reduce("max_to_scalar", "maximumf", false);
    sum_to_vector => reduce("sum_to_vector", "addf", true);
    product_to_vector => reduce("product_to_vector", "mulf", true);
    min_to_vector => reduce("min_to_vector", "minimumf", true);
    max_to_vector => reduce("max_to_vector", "maximumf", true);
    csf_ttv => ttv("csf_ttv", "#CSF");
    csf_kij_ttv => ttv("csf_kij_ttv", "#CSFKIJ");
    relu_csr_dense_out => select("relu_csr_dense_out", RELU, dense_out(&[6, 7]), Reference::Mlir);
    clamp_csr_dense_out => select("clamp_csr_dense_out", CLAMP_BELOW, dense_out(&[6, 7]), Reference::Interp);
    threshold_csr_to_csr => select("threshold_csr_to_csr", THRESHOLD, csr(&[6, 7]), Reference::Interp);
    batch_spmv => batched_spmv();
    // Beyond the acceptance list: other formats in the same kernels.
    spmv_coo_dynamic => spmv_with("spmv_coo_dynamic", dynamic(sparse(&[7, 6], "#COO")));
    spmv_dcsc_dynamic => spmv_with("spmv_dcsc_dynamic", dynamic(sparse(&[7, 6], "#DCSC")));
    spmv_bsr_dynamic => spmv_with("spmv_bsr_dynamic", dynamic(sparse(&[6, 8], "#BSR")));
    spmv_2_4_dynamic => spmv_with("spmv_2_4_dynamic", dynamic(Arg { fill: Fill::TwoOfFour, ..sparse(&[6, 8], "#NV24") }));
    spmv_transposed_csr => spmv_transposed("spmv_transposed_csr", "#CSR");
    spmv_transposed_dcsc => spmv_transposed("spmv_transposed_dcsc", "#DCSC");
    spmv_csr_sparse_x => spmv_sparse_x("spmv_csr_sparse_x", "#CSR");
    spmv_dcsr_sparse_x => spmv_sparse_x("spmv_dcsr_sparse_x", "#DCSR");
    fma_csr_csr_dense => fma3("fma_csr_csr_dense", "#CSR", "#CSR");
    fma_dcsr_coo_dense => fma3("fma_dcsr_coo_dense", "#DCSR", "#COO");
    neg_scale_index_csr_dense_out => unary("neg_scale_index_csr_dense_out", "#CSR", NEG_SCALE_INDEX, dense_out(&[6, 7]), Reference::Mlir);
    // MLIR 22 gets `linalg.index` wrong over a column-major (CSC, DCSC) operand:
    // `linalg.index 1` yields the row (the loop in level order). So the reference is the
    // interpreter.
    neg_scale_index_csc_dense_out => unary("neg_scale_index_csc_dense_out", "#CSC", NEG_SCALE_INDEX, dense_out(&[6, 7]), Reference::Interp);
    neg_scale_index_dcsc_to_dcsc => unary("neg_scale_index_dcsc_to_dcsc", "#DCSC", NEG_SCALE_INDEX, Out::Sparse(vec![6, 7], "#DCSC"), Reference::Interp);
    min_to_vector_dcsr => Case { args: vec![sparse(&[5, 6], "#DCSR")], ..reduce("min_to_vector_dcsr", "minimumf", true) };
    product_to_vector_dcsr => Case { args: vec![sparse(&[5, 6], "#DCSR")], ..reduce("product_to_vector_dcsr", "mulf", true) };
    max_to_vector_dcsc => Case { args: vec![sparse(&[5, 6], "#DCSC")], ..reduce("max_to_vector_dcsc", "maximumf", true) };
    min_to_scalar_dcsc => Case { args: vec![sparse(&[5, 6], "#DCSC")], ..reduce("min_to_scalar_dcsc", "minimumf", false) };
    add_bsr_bsr_to_bsr => Case { args: vec![sparse(&[6, 8], "#BSR"), sparse(&[6, 8], "#BSR")], ..ewise("add_bsr_bsr_to_bsr", "addf", "#BSR", "#BSR", Out::Sparse(vec![6, 8], "#BSR")) };
    relu_2_4_dense_out => Case { args: vec![Arg { fill: Fill::TwoOfFour, ..sparse(&[6, 8], "#NV24") }], out: dense_out(&[6, 8]), ..select("relu_2_4_dense_out", RELU, dense_out(&[6, 8]), Reference::Mlir) };
    csf_ttv_to_dcsr => Case { out: Out::Sparse(vec![3, 4], "#DCSR"), vals: Vals::Positive, ..ttv("csf_ttv_to_dcsr", "#CSF") };
    csf_scale_to_csf => Case { args: vec![sparse(&[3, 4, 5], "#CSF")], out: Out::Sparse(vec![3, 4, 5], "#CSF"), body: Body::Generic { maps: vec!["(i, j, k) -> (i, j, k)", "(i, j, k) -> (i, j, k)"], iters: vec!["parallel", "parallel", "parallel"], block: "%t = arith.constant 2.0 : f64\n%s = arith.mulf %v0, %t : f64\nlinalg.yield %s : f64" }, ..ttv("csf_scale_to_csf", "#CSF") };
    spmv_csr_to_sparse_vector => Case { out: Out::Sparse(vec![7], "#SV"), vals: Vals::Positive, ..spmv("spmv_csr_to_sparse_vector", "#CSR") };
    spmv_dcsr_to_sparse_vector => Case { out: Out::Sparse(vec![7], "#SV"), vals: Vals::Positive, ..spmv("spmv_dcsr_to_sparse_vector", "#DCSR") };
    row_dots_csr_csr_to_sparse_vector => Case {
        args: vec![sparse(&[6, 7], "#CSR"), sparse(&[6, 7], "#CSR")],
        out: Out::Sparse(vec![6], "#SV"),
        body: Body::Generic { maps: vec!["(i, j) -> (i, j)", "(i, j) -> (i, j)", "(i, j) -> (i)"], iters: vec!["parallel", "reduction"], block: MULADD },
        ..ewise("row_dots_csr_csr_to_sparse_vector", "mulf", "#CSR", "#CSR", Out::Sparse(vec![6], "#SV"))
    };
    spmm_2_4 => Case { args: vec![Arg { fill: Fill::TwoOfFour, ..sparse(&[6, 8], "#NV24") }, dense(&[8, 3])], ..spmm("spmm_2_4", "#NV24") };
    spmm_coo => spmm("spmm_coo", "#COO");
    spmm_dcsc => spmm("spmm_dcsc", "#DCSC");
    sddmm_dcsr_dense_out => sddmm("sddmm_dcsr_dense_out", "#DCSR", dense_out(&[6, 7]));
    sddmm_csc_to_csc => sddmm("sddmm_csc_to_csc", "#CSC", Out::Sparse(vec![6, 7], "#CSC"));
    add_bsr_bsr_dense_out => Case { args: vec![sparse(&[6, 8], "#BSR"), sparse(&[6, 8], "#BSR")], out: dense_out(&[6, 8]), ..ewise("add_bsr_bsr_dense_out", "addf", "#BSR", "#BSR", dense_out(&[6, 8])) };
    mul_csc_csc_to_csc => ewise("mul_csc_csc_to_csc", "mulf", "#CSC", "#CSC", Out::Sparse(vec![6, 7], "#CSC"));
    add_coo_coo_to_coo => ewise("add_coo_coo_to_coo", "addf", "#COO", "#COO", Out::Sparse(vec![6, 7], "#COO"));
    spgemm_csc_csc_to_csc => matmul("spgemm_csc_csc_to_csc", "#CSC", "#CSC", Out::Sparse(vec![6, 7], "#CSC"));
    sum_to_scalar_dcsc => Case { args: vec![sparse(&[5, 6], "#DCSC")], ..reduce("sum_to_scalar_dcsc", "addf", false) };
    max_to_vector_coo => Case { args: vec![sparse(&[5, 6], "#COO")], ..reduce("max_to_vector_coo", "maximumf", true) };
    product_to_scalar_bsr => Case { args: vec![sparse(&[6, 8], "#BSR")], ..reduce("product_to_scalar_bsr", "mulf", false) };
    relu_csr_to_dcsr => select("relu_csr_to_dcsr", RELU, Out::Sparse(vec![6, 7], "#DCSR"), Reference::Interp);
    // Semiring ops (sparsified by tile-opt, not left for MLIR) and in-place updates.
    mul_2_4_csr_dense_out => semiring2("mul_2_4_csr_dense_out", Arg { fill: Fill::TwoOfFour, ..sparse(&[6, 8], "#NV24") }, sparse(&[6, 8], "#CSR"), PRODUCT, dense_out(&[6, 8]));
    add_2_4_dcsr_dense_out => semiring2("add_2_4_dcsr_dense_out", Arg { fill: Fill::TwoOfFour, ..sparse(&[6, 8], "#NV24") }, sparse(&[6, 8], "#DCSR"), SUM, dense_out(&[6, 8]));
    mul_csr_2_4_dense_out => semiring2("mul_csr_2_4_dense_out", sparse(&[6, 8], "#CSR"), Arg { fill: Fill::TwoOfFour, ..sparse(&[6, 8], "#NV24") }, PRODUCT, dense_out(&[6, 8]));
    semiring_sub_csr_csr_to_csr => semiring2("semiring_sub_csr_csr_to_csr", sparse(&[6, 7], "#CSR"), sparse(&[6, 7], "#CSR"), SEMIRING_SUB, csr(&[6, 7]));
    semiring_sub_dcsr_dcsr_dense_out => semiring2("semiring_sub_dcsr_dcsr_dense_out", sparse(&[6, 7], "#DCSR"), sparse(&[6, 7], "#DCSR"), SEMIRING_SUB, dense_out(&[6, 7]));
    semiring_overlap_max_csr_csr_to_csr => semiring2("semiring_overlap_max_csr_csr_to_csr", sparse(&[6, 7], "#CSR"), sparse(&[6, 7], "#CSR"), SEMIRING_OVERLAP_MAX, csr(&[6, 7]));
    semiring_overlap_max_dcsr_coo_dense_out => semiring2("semiring_overlap_max_dcsr_coo_dense_out", sparse(&[6, 7], "#DCSR"), sparse(&[6, 7], "#COO"), SEMIRING_OVERLAP_MAX, dense_out(&[6, 7]));
    semiring_xor_csr_csr_to_dcsr => semiring2("semiring_xor_csr_csr_to_dcsr", sparse(&[6, 7], "#CSR"), sparse(&[6, 7], "#CSR"), SEMIRING_XOR, Out::Sparse(vec![6, 7], "#DCSR"));
    semiring_xor_csr_csr_dense_out => semiring2("semiring_xor_csr_csr_dense_out", sparse(&[6, 7], "#CSR"), sparse(&[6, 7], "#CSR"), SEMIRING_XOR, dense_out(&[6, 7]));
    semiring_dense_right_csr_dense_to_csr => semiring2("semiring_dense_right_csr_dense_to_csr", sparse(&[6, 7], "#CSR"), dense(&[6, 7]), SEMIRING_DENSE_RIGHT, csr(&[6, 7]));
    unary_fill_csr_dense_out => unary("unary_fill_csr_dense_out", "#CSR", UNARY_FILL, dense_out(&[6, 7]), Reference::Mlir);
    unary_fill_dcsr_to_csr => Case { vals: Vals::Positive, ..unary("unary_fill_dcsr_to_csr", "#DCSR", UNARY_FILL, csr(&[6, 7]), Reference::Mlir) };
    unary_present_csr_to_csr => Case { vals: Vals::Positive, ..unary("unary_present_csr_to_csr", "#CSR", UNARY_PRESENT, csr(&[6, 7]), Reference::Mlir) };
    unary_present_coo_dense_out => unary("unary_present_coo_dense_out", "#COO", UNARY_PRESENT, dense_out(&[6, 7]), Reference::Mlir);
    unary_complement_csr_to_csr => Case { vals: Vals::Positive, ..unary("unary_complement_csr_to_csr", "#CSR", UNARY_COMPLEMENT, csr(&[6, 7]), Reference::Mlir) };
    unary_complement_dcsr_dense_out => unary("unary_complement_dcsr_dense_out", "#DCSR", UNARY_COMPLEMENT, dense_out(&[6, 7]), Reference::Mlir);
    select_above_one_csr_to_csr => unary("select_above_one_csr_to_csr", "#CSR", SELECT_ABOVE_ONE, csr(&[6, 7]), Reference::Mlir);
    select_above_one_dcsr_to_dcsr => unary("select_above_one_dcsr_to_dcsr", "#DCSR", SELECT_ABOVE_ONE, Out::Sparse(vec![6, 7], "#DCSR"), Reference::Mlir);
    unary_absent_zero_csr_to_csr => Case { vals: Vals::Positive, ..unary("unary_absent_zero_csr_to_csr", "#CSR", UNARY_ABSENT_ZERO, csr(&[6, 7]), Reference::Mlir) };
    unary_absent_zero_dcsr_dense_out => unary("unary_absent_zero_dcsr_dense_out", "#DCSR", UNARY_ABSENT_ZERO, dense_out(&[6, 7]), Reference::Mlir);
    // MLIR 22 fails on `relu` bodies: the interpreter is the reference.
    semiring_over_relu_csr_csr_dense_out => Case { reference: Reference::Interp, ..semiring2("semiring_over_relu_csr_csr_dense_out", sparse(&[6, 7], "#CSR"), sparse(&[6, 7], "#CSR"), SEMIRING_OVER_RELU, dense_out(&[6, 7])) };
    // Without a reduction loop MLIR combines each stored entry with the dense output's
    // value (with one, each row starts at the identity); the interpreter starts at the
    // identity everywhere, so MLIR is the reference and the interpreter runs our loops.
    reduce_elementwise_csr_dense_out => Case { dense_ok: false, body: Body::Generic { maps: vec!["(i, j) -> (i, j)", "(i, j) -> (i, j)"], iters: vec!["parallel", "parallel"], block: REDUCE_PRODUCT }, out: dense_out(&[6, 7]), ..row_reduce("reduce_elementwise_csr_dense_out", "#CSR", REDUCE_PRODUCT, dense_out(&[6, 7])) };
    reduce_elementwise_csr_to_csr => Case { body: Body::Generic { maps: vec!["(i, j) -> (i, j)", "(i, j) -> (i, j)"], iters: vec!["parallel", "parallel"], block: REDUCE_PRODUCT }, out: csr(&[6, 7]), ..row_reduce("reduce_elementwise_csr_to_csr", "#CSR", REDUCE_PRODUCT, csr(&[6, 7])) };
    min_plus_csr_csr_to_csr => min_plus("min_plus_csr_csr_to_csr", "#CSR", "#CSR", csr(&[6, 7]));
    // The loop order (i, k, j) puts the reduction above the output's column: MLIR reduces
    // into the dense output's value (not from the identity), as our loops do; the
    // interpreter starts at the identity, so it runs our loops against MLIR.
    min_plus_csr_csr_dense_out => Case { dense_ok: false, ..min_plus("min_plus_csr_csr_dense_out", "#CSR", "#CSR", dense_out(&[6, 7])) };
    // mlir-opt-22 crashes (SIGSEGV) on a unary with an absent region under a reduction:
    // the interpreter is the reference.
    count_unstored_csr_dense_out => Case { vals: Vals::Halves, reference: Reference::Interp, ..row_reduce("count_unstored_csr_dense_out", "#CSR", COUNT_UNSTORED, dense_out(&[6])) };
    // Sparse outputs the loops cannot write in order (MLIR 22 refuses these): the kernel
    // writes a dense tensor, converted to the sparse type after the loops.
    spgemm_csr_csr_to_csc_staged => Case { reference: Reference::Interp, ..matmul("spgemm_csr_csr_to_csc_staged", "#CSR", "#CSR", Out::Sparse(vec![6, 7], "#CSC")) };
    mul_bsr_csr_to_csr_staged => Case { args: vec![sparse(&[6, 8], "#BSR"), sparse(&[6, 8], "#CSR")], reference: Reference::Interp, ..ewise("mul_bsr_csr_to_csr_staged", "mulf", "#BSR", "#CSR", Out::Sparse(vec![6, 8], "#CSR")) };
    column_max_csr_to_sparse_vector_staged => Case {
        args: vec![sparse(&[6, 7], "#CSR")],
        out: Out::Sparse(vec![7], "#SV"),
        body: Body::Generic { maps: vec!["(i, j) -> (i, j)", "(i, j) -> (j)"], iters: vec!["reduction", "parallel"], block: "%m = arith.maximumf %o, %v0 : f64\nlinalg.yield %m : f64" },
        reference: Reference::Interp,
        ..ewise("column_max_csr_to_sparse_vector_staged", "mulf", "#CSR", "#CSR", Out::Sparse(vec![7], "#SV"))
    };
    // `x += a` into a sparse `x` that is not fresh, stored where `a` is and `x` is not: `x`
    // is densified, updated and converted back (MLIR 22 refuses these).
    accumulate_csr_into_csr_staged => Case { reference: Reference::Interp, ..in_place("accumulate_csr_into_csr_staged", "#CSR", vec![sparse(&[6, 7], "#CSR")], "%s = arith.addf %v1, %o : f64\nlinalg.yield %s : f64", false) };
    accumulate_coo_into_dcsr_staged => Case { reference: Reference::Interp, ..in_place("accumulate_coo_into_dcsr_staged", "#DCSR", vec![sparse(&[6, 7], "#COO")], "%p = arith.mulf %v1, %v1 : f64\n%s = arith.addf %o, %p : f64\nlinalg.yield %s : f64", false) };
    count_unstored_dcsr_dense_out => Case { vals: Vals::Halves, reference: Reference::Interp, ..row_reduce("count_unstored_dcsr_dense_out", "#DCSR", COUNT_UNSTORED, dense_out(&[6])) };
    semiring_sub_dcsc_dcsc_to_dcsc => semiring2("semiring_sub_dcsc_dcsc_to_dcsc", sparse(&[6, 7], "#DCSC"), sparse(&[6, 7], "#DCSC"), SEMIRING_SUB, Out::Sparse(vec![6, 7], "#DCSC"));
    semiring_sub_csr_coo_dense_out => semiring2("semiring_sub_csr_coo_dense_out", sparse(&[6, 7], "#CSR"), sparse(&[6, 7], "#COO"), SEMIRING_SUB, dense_out(&[6, 7]));
    select_upper_csr_to_csr => unary("select_upper_csr_to_csr", "#CSR", SELECT_UPPER, csr(&[6, 7]), Reference::Mlir);
    // MLIR 22 reads `linalg.index` in level order over a column-major operand (see
    // `neg_scale_index_csc_dense_out`): the interpreter is the reference.
    select_upper_dcsc_to_dcsc => unary("select_upper_dcsc_to_dcsc", "#DCSC", SELECT_UPPER, Out::Sparse(vec![6, 7], "#DCSC"), Reference::Interp);
    binary_indexed_csr_csr_dense_out => semiring2("binary_indexed_csr_csr_dense_out", sparse(&[6, 7], "#CSR"), sparse(&[6, 7], "#CSR"), BINARY_INDEXED, dense_out(&[6, 7]));
    binary_indexed_dcsr_csr_to_csr => semiring2("binary_indexed_dcsr_csr_to_csr", sparse(&[6, 7], "#DCSR"), sparse(&[6, 7], "#CSR"), BINARY_INDEXED, csr(&[6, 7]));
    // MLIR 22 fails on a unary under a mul reduction: the interpreter is the reference
    // (where the unary yields nothing, nothing is multiplied in, not a zero).
    product_of_present_csr_dense_out => Case { reference: Reference::Interp, ..row_reduce("product_of_present_csr_dense_out", "#CSR", PRODUCT_OF_PRESENT, dense_out(&[6])) };
    product_of_present_dcsr_dense_out => Case { reference: Reference::Interp, ..row_reduce("product_of_present_dcsr_dense_out", "#DCSR", PRODUCT_OF_PRESENT, dense_out(&[6])) };
    reduce_max_csr_to_scalar => Case { body: Body::Generic { maps: vec!["(i, j) -> (i, j)", "(i, j) -> ()"], iters: vec!["reduction", "reduction"], block: REDUCE_MAX }, ..row_reduce("reduce_max_csr_to_scalar", "#CSR", REDUCE_MAX, Out::Dense(vec![], false)) };
    reduce_product_dcsc_to_scalar => Case { body: Body::Generic { maps: vec!["(i, j) -> (i, j)", "(i, j) -> ()"], iters: vec!["reduction", "reduction"], block: REDUCE_PRODUCT }, ..row_reduce("reduce_product_dcsc_to_scalar", "#DCSC", REDUCE_PRODUCT, Out::Dense(vec![], false)) };
    // MLIR 22 refuses regions that read body values: the interpreter is the reference.
    binary_body_values_csr_dense_to_csr => Case { reference: Reference::Interp, ..semiring2("binary_body_values_csr_dense_to_csr", sparse(&[6, 7], "#CSR"), dense(&[6, 7]), BINARY_BODY_VALUES, csr(&[6, 7])) };
    binary_body_values_dcsr_dense_dense_out => Case { reference: Reference::Interp, ..semiring2("binary_body_values_dcsr_dense_dense_out", sparse(&[6, 7], "#DCSR"), dense(&[6, 7]), BINARY_BODY_VALUES, dense_out(&[6, 7])) };
    sddmm_spy_in_place_csr => sddmm_in_place("sddmm_spy_in_place_csr", "#CSR", SDDMM_SPY);
    sddmm_spy_in_place_dcsr => sddmm_in_place("sddmm_spy_in_place_dcsr", "#DCSR", SDDMM_SPY);
    // mlir-opt-22 crashes on a unary with an absent region under a reduction.
    min_with_absent_zero_csr_dense_out => Case { reference: Reference::Interp, vals: Vals::Positive, ..row_reduce("min_with_absent_zero_csr_dense_out", "#CSR", MIN_WITH_ABSENT_ZERO, dense_out(&[6])) };
    reduce_product_csr_dense_out => row_reduce("reduce_product_csr_dense_out", "#CSR", REDUCE_PRODUCT, dense_out(&[6]));
    // Rows a DCSR operand does not store are never visited: MLIR (and our loops) keep the
    // output's initial value there, where the interpreter writes the identity. MLIR is the
    // reference, and the interpreter's run of our loops must print what MLIR does.
    reduce_max_dcsr_dense_out => Case { dense_ok: false, ..row_reduce("reduce_max_dcsr_dense_out", "#DCSR", REDUCE_MAX, dense_out(&[6])) };
    reduce_max_csr_to_sparse_vector => row_reduce("reduce_max_csr_to_sparse_vector", "#CSR", REDUCE_MAX, Out::Sparse(vec![6], "#SV"));
    in_place_scale_csr => in_place("in_place_scale_csr", "#CSR", vec![], IN_PLACE_SCALE, false);
    in_place_tanh_dcsr => in_place("in_place_tanh_dcsr", "#DCSR", vec![], IN_PLACE_TANH, false);
    in_place_tanh_csc => in_place("in_place_tanh_csc", "#CSC", vec![], IN_PLACE_TANH, false);
    in_place_scale_coo => in_place("in_place_scale_coo", "#COO", vec![], IN_PLACE_SCALE, false);
    in_place_tanh_coo_soa => in_place("in_place_tanh_coo_soa", "#COOSOA", vec![], IN_PLACE_TANH, false);
    ins_outs_scale_coo => in_place("ins_outs_scale_coo", "#COO", vec![], INS_OUTS_SCALE, true);
    // MLIR 22 updates in place only when the other factors are invariant: the interpreter
    // is the reference.
    in_place_unary_times_dense_csr => Case { reference: Reference::Interp, ..in_place("in_place_unary_times_dense_csr", "#CSR", vec![dense(&[6, 7])], IN_PLACE_UNARY_TIMES_DENSE, false) };
    ins_outs_scale_csr => in_place("ins_outs_scale_csr", "#CSR", vec![], INS_OUTS_SCALE, true);
}

/// Every pair of `vector_pairs!` sparsified with `vl=4` and with `vl=8` (float reductions
/// reassociated: the values are halves, so every order sums exactly), checked as the pairs
/// are: vector loops where the body allows, the scalar loops elsewhere (co-iteration, COO
/// runs, BSR's two-element blocks, 2:4 groups), the same results.
macro_rules! vector_pairs {
    ($($name:ident => $case:expr;)*) => {
        $(
            #[test]
            fn $name() {
                let case = $case;
                for vl in [4, 8] {
                    let pipeline = format!("builtin.module(func.func(sparsify{{vl={vl} reassociate-fp-reductions=true}}))");
                    check_program_with(case.name, &case.program(), case.reference, case.dense_ok, &pipeline);
                }
            }
        )*
    };
}

vector_pairs! {
    vl_spmv_csr => spmv("spmv_csr", "#CSR");
    vl_spmv_csr_dynamic => spmv_with("spmv_csr_dynamic", dynamic(sparse(&[7, 6], "#CSR")));
    vl_spmv_dcsr => spmv("spmv_dcsr", "#DCSR");
    vl_spmv_csc => spmv("spmv_csc", "#CSC");
    vl_spmv_coo => spmv("spmv_coo_aos", "#COO");
    vl_spmv_loose_compressed => spmv("spmv_loose_compressed", "#LOOSE");
    vl_spmv_bsr => spmv_with("spmv_bsr_2x2", sparse(&[6, 8], "#BSR"));
    vl_spmv_2_4 => spmv_with("spmv_2_4", Arg { fill: Fill::TwoOfFour, ..sparse(&[6, 8], "#NV24") });
    vl_spmm_csr => Case { args: vec![sparse(&[6, 8], "#CSR"), dense(&[8, 9])], out: Out::Dense(vec![6, 9], false), ..spmm("spmm_csr_9", "#CSR") };
    vl_spmm_csc => spmm("spmm_csc", "#CSC");
    vl_sddmm_csr_dense_out => sddmm("sddmm_csr_dense_out", "#CSR", dense_out(&[6, 7]));
    vl_add_csr_csr_dense_out => ewise("add_csr_csr_dense_out", "addf", "#CSR", "#CSR", dense_out(&[6, 7]));
    vl_mul_csr_csr_to_csr => ewise("mul_csr_csr_to_csr", "mulf", "#CSR", "#CSR", csr(&[6, 7]));
    vl_sum_to_scalar => reduce("sum_to_scalar", "addf", false);
    vl_sum_to_vector => reduce("sum_to_vector", "addf", true);
    vl_max_to_scalar => reduce("max_to_scalar", "maximumf", false);
    vl_min_to_vector => reduce("min_to_vector", "minimumf", true);
    vl_csf_ttv => ttv("csf_ttv", "#CSF");
    vl_relu_csr_dense_out => select("relu_csr_dense_out", RELU, dense_out(&[6, 7]), Reference::Mlir);
    vl_neg_scale_index_csr_dense_out => unary("neg_scale_index_csr_dense_out", "#CSR", NEG_SCALE_INDEX, dense_out(&[6, 7]), Reference::Mlir);
    vl_batch_spmv => batched_spmv();
    vl_fma_csr_csr_dense => fma3("fma_csr_csr_dense", "#CSR", "#CSR");
}

/// `examples/*.mlir` (except the layout one): the same checks as the pairs.
#[test]
fn examples() {
    for ex in [
        "spmv.mlir",
        "spmv_coo.mlir",
        "spmv_bsr.mlir",
        "spmm.mlir",
        "sddmm.mlir",
        "sparse_add.mlir",
        "csf_ttv.mlir",
    ] {
        let path = root().join("examples").join(ex);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{ex}: {e}"));
        check_program(ex.trim_end_matches(".mlir"), &text, Reference::Mlir, true);
    }
}

/// Writes every program to `$SPARSIFY_MLIR_DUMP` (a debugging aid).
#[test]
#[ignore = "debugging aid: writes the programs to $SPARSIFY_MLIR_DUMP"]
fn dump_programs() {
    let dir = std::env::var("SPARSIFY_MLIR_DUMP").expect("SPARSIFY_MLIR_DUMP");
    std::fs::create_dir_all(&dir).expect("mkdir");
    for c in all_cases() {
        let text = c.program();
        std::fs::write(Path::new(&dir).join(format!("{}.mlir", c.name)), &text).expect("write");
        if let Ok(ours) = run_pipeline(c.name, &text, SPARSIFY) {
            std::fs::write(Path::new(&dir).join(format!("{}.ours.mlir", c.name)), ours)
                .expect("write");
        }
    }
}

/// `a + b` into CSR where entries cancel: MLIR's sparsifier stores the computed zeros, so
/// ours must too. The interpreter's dense semantics store none, so here the interpreter's
/// run of our loops is compared with MLIR's output instead.
#[test]
fn add_csr_csr_to_csr_with_cancellation() {
    let case = Case {
        vals: Vals::Halves,
        ..ewise(
            "add_csr_csr_to_csr_with_cancellation",
            "addf",
            "#CSR",
            "#CSR",
            csr(&[6, 7]),
        )
    };
    check_program(case.name, &case.program(), Reference::Mlir, false);
}

/// `case` through `pipeline`: an `scf.forall` is made, and the result is the reference's.
fn check_parallel(case: &Case, pipeline: &str) {
    let text = case.program();
    let ours = run_pipeline(case.name, &text, pipeline).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        ours.contains("scf.forall"),
        "{}: no parallel loop:\n{ours}",
        case.name
    );
    check_program_with(case.name, &text, case.reference, case.dense_ok, pipeline);
}

/// `parallelization=any-storage-outer`: an outer loop over a compressed level (COO's
/// non-unique rows, DCSR's stored rows) as an `scf.forall` over chunks of 4,096 positions,
/// each moved to the start of a row's run and owning the output rows up to the next
/// chunk's first; enough rows for several chunks, a chunk boundary inside a row's run, and
/// the rows no chunk stores (zeroed by their owner).
#[test]
fn any_storage_outer_parallel_loops_through_mlir() {
    const PAR: &str = "builtin.module(func.func(sparsify{parallelization=any-storage-outer}))";
    let spmm_coo = Case {
        args: vec![sparse(&[2000, 8], "#COO"), dense(&[8, 3])],
        out: Out::Dense(vec![2000, 3], false),
        ..spmm("par_any_spmm_coo", "#COO")
    };
    for case in [
        spmv_with("par_any_spmv_coo", sparse(&[5000, 7], "#COO")),
        spmv_with("par_any_spmv_dcsr", sparse(&[9000, 3], "#DCSR")),
        spmv_with(
            "par_any_spmv_coo_dynamic",
            dynamic(sparse(&[3000, 9], "#COO")),
        ),
        spmv("par_any_spmv_coo_short", "#COO"),
        spmm_coo,
    ] {
        check_parallel(&case, PAR);
    }
}

/// `parallelization=dense-outer`: the outer loop as an `scf.forall` over chunks of 64 rows,
/// each writing its slice of the output. Row counts that are not a multiple of the chunk
/// (a short last chunk), a single short chunk, a dense output both reduced into and zeroed
/// first, dynamic shapes; through MLIR's bufferization and the interpreter alike.
#[test]
fn dense_outer_parallel_loops_through_mlir() {
    const PAR: &str = "builtin.module(func.func(sparsify{parallelization=dense-outer}))";
    let spmm_rows = Case {
        args: vec![sparse(&[130, 8], "#CSR"), dense(&[8, 3])],
        out: Out::Dense(vec![130, 3], false),
        ..spmm("par_spmm_csr", "#CSR")
    };
    let sddmm_rows = Case {
        args: vec![sparse(&[67, 7], "#CSR"), dense(&[67, 4]), dense(&[4, 7])],
        out: Out::Dense(vec![67, 7], false),
        ..sddmm("par_sddmm_csr", "#CSR", Out::Dense(vec![67, 7], false))
    };
    let spmm_bsr_rows = Case {
        args: vec![sparse(&[10, 8], "#BSR"), dense(&[8, 3])],
        out: Out::Dense(vec![10, 3], false),
        ..spmm("par_spmm_bsr", "#BSR")
    };
    let add_rows = Case {
        args: vec![sparse(&[129, 7], "#CSR"), sparse(&[129, 7], "#CSR")],
        out: Out::Dense(vec![129, 7], false),
        ..ewise(
            "par_add_csr_csr",
            "addf",
            "#CSR",
            "#CSR",
            Out::Dense(vec![129, 7], false),
        )
    };
    for case in [
        spmv_with("par_spmv_csr", sparse(&[150, 6], "#CSR")),
        spmv_with("par_spmv_csr_dynamic", dynamic(sparse(&[200, 5], "#CSR"))),
        spmv("par_spmv_csr_short", "#CSR"),
        spmm_rows,
        sddmm_rows,
        add_rows,
        // Block rows: chunks of 32 blocks of a vector (70 blocks: a short last chunk), one
        // block of rows of a matrix per iteration.
        spmv_with("par_spmv_bsr", sparse(&[140, 8], "#BSR")),
        spmv_with("par_spmv_bsr_dynamic", dynamic(sparse(&[12, 6], "#BSR"))),
        spmm_bsr_rows,
    ] {
        check_parallel(&case, PAR);
    }
}
