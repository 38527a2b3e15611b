//! `sparsify` end to end: each kernel is run before and after the pass by the interpreter
//! (tile_exec) on random inputs of several densities and the results compared; bad kernels
//! are located errors that leave the module unchanged.

use std::rc::Rc;

use tile_dialects::sparse_tensor::storage::SparseStorage;
use tile_exec::check::{CheckOptions, Rng, check_equivalent, compare, deep_copy, random_value};
use tile_exec::{Interpreter, Scalar, SparseTensor, Value};
use tile_ir::TypeKind;
use tile_ir::pass::manager::CollectSink;
use tile_ir::pass::{PassManager, parse_pipeline};
use tile_ir::printer::{PrintOptions, print_op};
use tile_ir::{Context, OpId, parser};

const CSR: &str = "#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>\n\
#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>\n\
#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>\n\
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>\n\
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>\n\
#COOSOA = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>\n\
#CCOO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : compressed(nonunique), d0 : singleton) }>\n\
#BCOO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : loose_compressed(nonunique)) }>\n\
#NUV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed(nonunique)) }>\n\
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>\n\
#NV24 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4]) }>\n\
#BSR3 = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 3 : compressed, j floordiv 3 : compressed, i mod 3 : dense, j mod 3 : dense) }>\n";

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
    check_dup(body, func, 0.0)
}

/// [`check`] with duplicated entries (probability `dup`) in the random sparse inputs.
fn check_dup(body: &str, func: &str, dup: f64) -> String {
    check_pipeline(body, func, dup, "builtin.module(func.func(sparsify))")
}

/// [`check_dup`] through any pipeline.
fn check_pipeline(body: &str, func: &str, dup: f64, pipeline: &str) -> String {
    let text = format!("{CSR}{body}");
    let mut ctx = tile_exec::new_context();
    let before = parser::parse_str(&mut ctx, "k.mlir", &text).expect("parse");
    let after = parser::parse_str(&mut ctx, "k.mlir", &text).expect("parse");
    run_pass(&mut ctx, after, pipeline).expect("sparsify");
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
        if dup > 0.0 {
            let opts = CheckOptions {
                duplicates: dup,
                ..opts
            };
            if let Err(e) = check_duplicates(&ctx, before, after, func, &opts) {
                panic!("density {density}, duplicates {dup}: {e}\n{out}");
            }
        }
    }
    out
}

/// `v` with the duplicates of each coordinate summed into one entry (what a non-unique
/// COO tensor means).
fn sum_duplicates(v: &Value) -> Value {
    let Value::Sparse(s) = v else {
        return deep_copy(v);
    };
    let mut sums: Vec<(Vec<u64>, Scalar)> = Vec::new();
    for (c, x) in s.storage.to_entries(&s.enc).expect("entries") {
        match sums.iter_mut().find(|(d, _)| *d == c) {
            Some((_, Scalar::Float(acc, _))) => {
                if let Scalar::Float(y, _) = x {
                    *acc += y;
                }
            }
            Some(_) => panic!("f64 tensors only"),
            None => sums.push((c, x)),
        }
    }
    let storage = SparseStorage::from_entries(&s.enc, &s.storage.dim_sizes, &sums, s.elem.zero())
        .expect("storage");
    Value::Sparse(Rc::new(SparseTensor::new(s.enc.clone(), s.elem, storage)))
}

/// Runs `after` on random inputs with duplicated sparse entries and `before` on the same
/// inputs with the duplicates summed: the results must agree.
fn check_duplicates(
    ctx: &Context,
    before: OpId,
    after: OpId,
    func: &str,
    opts: &CheckOptions,
) -> Result<(), String> {
    let f = Interpreter::new(ctx, before, opts.run.clone())
        .func(func)
        .ok_or("no function")?;
    let fty = ctx
        .op_attr(f, "function_type")
        .and_then(|t| ctx.attr_type(t))
        .ok_or("no type")?;
    let TypeKind::Function { inputs, .. } = ctx.type_kind(fty) else {
        return Err("function type expected".into());
    };
    let mut dups = 0;
    for trial in 0..opts.trials {
        let mut rng = Rng::new(opts.seed.wrapping_add(trial as u64) ^ 0x5eed);
        let args: Vec<Value> = inputs
            .iter()
            .map(|&t| random_value(ctx, t, &mut rng, opts))
            .collect::<Result<_, _>>()?;
        let summed: Vec<Value> = args.iter().map(sum_duplicates).collect();
        dups += args
            .iter()
            .zip(&summed)
            .filter(|(a, b)| match (a, b) {
                (Value::Sparse(x), Value::Sparse(y)) => x.storage.nse() != y.storage.nse(),
                _ => false,
            })
            .count();
        let args: Vec<Value> = args.iter().map(deep_copy).collect();
        let ra = Interpreter::new(ctx, before, opts.run.clone())
            .call(func, summed)
            .map_err(|d| format!("before: {}", tile_ir::diagnostic::render(ctx, &d)))?;
        let mut ib = Interpreter::new(ctx, after, opts.run.clone());
        let rb = ib
            .call(func, args)
            .map_err(|d| format!("after: {}", tile_ir::diagnostic::render(ctx, &d)))?;
        for (x, y) in ra.iter().zip(&rb) {
            let (Value::Tensor(x), Value::Tensor(y)) = (x, y) else {
                return Err("dense results expected".into());
            };
            compare(
                &(x.shape.clone(), x.data.clone()),
                &(y.shape.clone(), y.data.clone()),
                opts.max_ulps,
            )
            .map_err(|e| format!("trial {trial}: {e}"))?;
        }
    }
    if opts.density >= 0.5 && dups == 0 {
        return Err("no trial had duplicates".into());
    }
    Ok(())
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
fn spmv_coo_aos_visits_each_row_run_once() {
    let out = check_dup(&spmv("#COO"), "k", 0.3);
    // Rows: a while over the runs of equal row coordinates and one scanning for each run's
    // end, through the strided AoS view; the entries of a run one by one (duplicate
    // columns need no summing first: each adds its own product to the row's sum).
    assert!(out.contains("strided<[?], offset: ?>"), "{out}");
    assert_eq!(out.matches("scf.while").count(), 2, "{out}");
    assert_eq!(out.matches("scf.for").count(), 1, "{out}");
    assert_eq!(out.matches("sparse_tensor.positions").count(), 1, "{out}");
}

#[test]
fn spmv_coo_soa() {
    let out = check_dup(&spmv("#COOSOA"), "k", 0.3);
    assert!(!out.contains("strided"), "{out}");
}

#[test]
fn spmv_column_major_coo_scatters() {
    check_dup(&spmv("#CCOO"), "k", 0.3);
}

#[test]
fn spmv_loose_nonunique_rows_sum_duplicates() {
    // The last level is non-unique: each run of equal columns is one value (its sum).
    check_dup(&spmv("#BCOO"), "k", 0.4);
}

#[test]
fn coo_times_coo_intersects_runs() {
    check_dup(&ewise("arith.mulf", "#COO", "#COO"), "k", 0.3);
}

#[test]
fn coo_plus_csr_unions_runs() {
    check_dup(&ewise("arith.addf", "#COO", "#CSR"), "k", 0.3);
}

#[test]
fn nonunique_vector_plus_dense_iterates_universally() {
    let body = "func.func @k(%a: tensor<9xf64, #NUV>, %b: tensor<9xf64>, %c: tensor<9xf64>) -> tensor<9xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%a, %b : tensor<9xf64, #NUV>, tensor<9xf64>) outs(%c : tensor<9xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %s = arith.addf %x, %y : f64
    linalg.yield %s : f64
  } -> tensor<9xf64>
  return %r : tensor<9xf64>
}";
    check_dup(body, "k", 0.4);
}

#[test]
fn csr_times_csr_intersects() {
    let out = check(&ewise("arith.mulf", "#CSR", "#CSR"), "k");
    assert_eq!(out.matches("scf.while").count(), 1, "{out}");
}

#[test]
fn csr_plus_csr_unions() {
    let out = check(&ewise("arith.addf", "#CSR", "#CSR"), "k");
    // The while over both, then the two tails (the output is zero-filled by `linalg.fill`).
    assert_eq!(out.matches("scf.while").count(), 1, "{out}");
    assert_eq!(out.matches("scf.for").count(), 1 + 2, "{out}");
    assert_eq!(out.matches("linalg.fill").count(), 1, "{out}");
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
    let e = run_pass(
        &mut ctx,
        m,
        "builtin.module(func.func(sparsify{strict=true}))",
    )
    .unwrap_err();
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
        "{CSR}func.func private @f(f64) -> f64
func.func @k(%a: tensor<4x4xf64, #CSR>, %c: tensor<4x4xf64>) -> tensor<4x4xf64> {{
  %r = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]}} ins(%a : tensor<4x4xf64, #CSR>) outs(%c : tensor<4x4xf64>) {{
  ^bb0(%x: f64, %o: f64):
    %e = func.call @f(%x) : (f64) -> f64
    linalg.yield %e : f64
  }} -> tensor<4x4xf64>
  return %r : tensor<4x4xf64>
}}"
    );
    let mut ctx = tile_exec::new_context();
    let m = parser::parse_str(&mut ctx, "k.mlir", &text).expect("parse");
    let before = print_op(&ctx, m, &PrintOptions::default());
    let e = run_pass(
        &mut ctx,
        m,
        "builtin.module(func.func(sparsify{strict=true}))",
    )
    .unwrap_err();
    assert!(
        e.contains(
            "k.mlir:17:10: error: 'func.call' op cannot sparsify: unsupported op 'func.call'"
        ),
        "{e}"
    );
    assert_eq!(print_op(&ctx, m, &PrintOptions::default()), before);
}

/// `examples/*.mlir`: ours through `scripts/lower-with-mlir` and mlir-runner prints what
/// MLIR's own `--sparsifier` output prints (skipped without MLIR 22).
#[test]
fn differential_examples_against_mlir() {
    use std::process::Command;
    use tile_lit::mlir::{MlirTools, pipe};
    let Some(mlir) = MlirTools::for_tests() else {
        return;
    };
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    // Lowers with `scripts/lower-with-mlir`, then runs `main`.
    let run = |text: &str| {
        pipe(
            &mut Command::new(format!("{root}/scripts/lower-with-mlir")),
            text,
        )
        .and_then(|llvm| mlir.run_main(&llvm, &[]))
        .unwrap_or_else(|e| panic!("{e}"))
    };
    let examples: &[&str] = &["spmv.mlir", "spmv_coo.mlir", "spmv_bsr.mlir"];
    for ex in examples {
        let path = format!("{root}/examples/{ex}");
        let text = std::fs::read_to_string(&path).expect("example");
        let mut ctx = tile_exec::new_context();
        let m = parser::parse_str(&mut ctx, &path, &text).expect("parse");
        run_pass(&mut ctx, m, "builtin.module(func.func(sparsify))").expect("sparsify");
        let ours = print_op(&ctx, m, &PrintOptions::default());
        let ours = run(&ours);
        let theirs = run(&text);
        assert_eq!(ours, theirs, "{ex}");
        assert!(!ours.is_empty());
    }
}

fn named(op: &str, a: &str, b: &str, c: &str) -> String {
    format!(
        "func.func @k(%a: {a}, %b: {b}, %c: {c}) -> {c} {{
  %r = {op} ins(%a, %b : {a}, {b}) outs(%c : {c}) -> {c}
  return %r : {c}
}}"
    )
}

#[test]
fn matvec_csr_is_generalized_like_the_generic_spmv() {
    let out = check(
        &named(
            "linalg.matvec",
            "tensor<?x?xf64, #CSR>",
            "tensor<?xf64>",
            "tensor<?xf64>",
        ),
        "k",
    );
    assert!(!out.contains("linalg.matvec"), "{out}");
    assert_eq!(out.matches("scf.for").count(), 2, "{out}");
    assert!(!out.contains("scf.while"), "{out}");
    // The same loops as the generic SpMV's.
    let generic = check(&spmv("#CSR"), "k");
    let strip = |s: &str| {
        s.lines()
            .filter(|l| l.contains("scf.") || l.contains("memref.load"))
            .count()
    };
    assert_eq!(strip(&out), strip(&generic), "{out}\n{generic}");
}

#[test]
fn matvec_coo_and_csc() {
    for enc in ["#COO", "#CSC", "#DCSR"] {
        check_dup(
            &named(
                "linalg.matvec",
                &format!("tensor<6x5xf64, {enc}>"),
                "tensor<5xf64>",
                "tensor<6xf64>",
            ),
            "k",
            if enc == "#COO" { 0.3 } else { 0.0 },
        );
    }
}

#[test]
fn matmul_csr_times_dense_is_spmm() {
    let out = check(
        &named(
            "linalg.matmul",
            "tensor<6x5xf64, #CSR>",
            "tensor<5x4xf64>",
            "tensor<6x4xf64>",
        ),
        "k",
    );
    assert!(!out.contains("linalg.matmul"), "{out}");
}

#[test]
fn matmul_csr_times_csr_to_dense() {
    check(
        &named(
            "linalg.matmul",
            "tensor<6x5xf64, #CSR>",
            "tensor<5x4xf64, #CSR>",
            "tensor<6x4xf64>",
        ),
        "k",
    );
}

#[test]
fn matmul_with_transposed_maps_is_generalized() {
    // `indexing_maps` on linalg.matmul: A is read transposed, so the CSC A drives i inner.
    let body = "func.func @k(%a: tensor<5x6xf64, #CSC>, %b: tensor<5x4xf64>, %c: tensor<6x4xf64>) -> tensor<6x4xf64> {
  %r = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<5x6xf64, #CSC>, tensor<5x4xf64>) outs(%c : tensor<6x4xf64>) -> tensor<6x4xf64>
  return %r : tensor<6x4xf64>
}";
    check(body, "k");
}

fn spmv_static(enc: &str, m: usize, n: usize) -> String {
    spmv(enc)
        .replace("tensor<?x?xf64", &format!("tensor<{m}x{n}xf64"))
        .replace("%x: tensor<?xf64>", &format!("%x: tensor<{n}xf64>"))
        .replace(", tensor<?xf64>) outs", &format!(", tensor<{n}xf64>) outs"))
        .replace("tensor<?xf64>", &format!("tensor<{m}xf64>"))
}

#[test]
fn spmv_bsr_loops_over_block_levels() {
    let out = check(&spmv_static("#BSR", 6, 8), "k");
    // Blocks rows (dense), block columns (compressed), then the two dense levels inside a
    // block; no while, and the dense coordinates rebuilt as `block * 2 + intra`.
    assert_eq!(out.matches("scf.for").count(), 4, "{out}");
    assert!(!out.contains("scf.while"), "{out}");
    assert!(out.matches("arith.muli").count() >= 2, "{out}");
}

#[test]
fn spmv_bsr_doubly_compressed_blocks_of_three() {
    check(&spmv_static("#BSR3", 9, 6), "k");
}

#[test]
fn matvec_on_bsr_and_bsr_times_dense() {
    check(
        &named(
            "linalg.matvec",
            "tensor<4x6xf64, #BSR>",
            "tensor<6xf64>",
            "tensor<4xf64>",
        ),
        "k",
    );
    check(
        &named(
            "linalg.matmul",
            "tensor<4x6xf64, #BSR>",
            "tensor<6x3xf64>",
            "tensor<4x3xf64>",
        ),
        "k",
    );
}

#[test]
fn bsr_plus_bsr_coiterates_block_columns() {
    let out = check(
        &ewise("arith.addf", "#BSR", "#BSR").replace("6x7", "6x8"),
        "k",
    );
    assert_eq!(out.matches("scf.while").count(), 1, "{out}");
}

#[test]
fn bsr_times_csr_locates_the_csr_level() {
    // The CSR's column level is read at `block * 2 + intra` once the BSR's loops fix it: one
    // binary search per point, no co-iteration loop.
    let out = check(
        &ewise("arith.mulf", "#BSR", "#CSR").replace("6x7", "6x8"),
        "k",
    );
    assert!(out.contains("arith.shrui"), "{out}");
    assert_eq!(out.matches("scf.while").count(), 1, "{out}");
}

/// A CSR output on BSR loops cannot be written in order (rows of two blocks interleave):
/// the kernel writes a dense tensor, converted to CSR after the loops (MLIR refuses it; the
/// differential suite checks the values).
#[test]
fn sparse_output_not_blocked_on_a_blocked_loop_is_staged_dense() {
    let text = ewise_sparse_out("arith.mulf", "#BSR", "#CSR", "#CSR").replace("6x7", "6x8");
    let out = check(&text, "k");
    assert!(
        out.contains("tensor.empty() : tensor<6x8xf64>")
            && out.contains("sparse_tensor.convert %")
            && out.contains("tensor<6x8xf64> to tensor<6x8xf64, #"),
        "{out}"
    );
    assert!(!out.contains("linalg.generic"), "{out}");
}

#[test]
#[ignore = "debugging aid: prints the sparsified FILECHECK_INPUT"]
fn zz_print() {
    use tile_ir::pass::Pass;
    let path = std::env::var("FILECHECK_INPUT").expect("FILECHECK_INPUT");
    let text = std::fs::read_to_string(&path).expect("read");
    let mut ctx = tile_exec::new_context();
    let m = parser::parse_str(&mut ctx, &path, &text).expect("parse");
    for f in ctx.walk_collect(m) {
        if ctx.op_name_of(f) == "func.func" {
            tile_passes::sparsify::Sparsify::default()
                .run(&mut ctx, f)
                .expect("sparsify");
        }
    }
    println!("{}", print_op(&ctx, m, &PrintOptions::default()));
}

/// `out = out (op) a` over every element of `a` (to a scalar), or over each row (to a
/// vector): the implicit zeros of `a` take part unless `op` ignores zeros.
fn reduce(op: &str, enc: &str, to_vector: bool) -> String {
    let (out_ty, out_map, iters) = if to_vector {
        (
            "tensor<6xf64>",
            "(i, j) -> (i)",
            "\"parallel\", \"reduction\"",
        )
    } else {
        (
            "tensor<f64>",
            "(i, j) -> ()",
            "\"reduction\", \"reduction\"",
        )
    };
    format!(
        "func.func @k(%a: tensor<6x8xf64, {enc}>, %c: {out_ty}) -> {out_ty} {{
  %r = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<{out_map}>], iterator_types = [{iters}]}} ins(%a : tensor<6x8xf64, {enc}>) outs(%c : {out_ty}) {{
  ^bb0(%x: f64, %o: f64):
    %s = {op} %o, %x : f64
    linalg.yield %s : f64
  }} -> {out_ty}
  return %r : {out_ty}
}}"
    )
}

#[test]
fn product_min_max_reductions_count_implicit_zeros() {
    for op in [
        "arith.mulf",
        "arith.minimumf",
        "arith.maximumf",
        "arith.addf",
    ] {
        for enc in ["#CSR", "#DCSR", "#CSC", "#COO", "#BSR"] {
            for to_vector in [false, true] {
                check(&reduce(op, enc, to_vector), "k");
            }
        }
    }
}

#[test]
fn product_reduction_over_csr_rows_counts_without_visiting_zeros() {
    // The inner loop runs over the stored entries; a row shorter than the dimension
    // multiplies in one zero after the loop.
    let out = check(&reduce("arith.mulf", "#CSR", true), "k");
    assert!(!out.contains("scf.while"), "{out}");
    assert!(out.contains("arith.subi"), "{out}");
}

#[test]
fn select_and_compare_on_a_sparse_operand_visit_every_coordinate() {
    // relu-like threshold: the value where `a` is not stored is select(0 > 0.5, 0, b).
    let body = "func.func @k(%a: tensor<6x7xf64, #CSR>, %b: tensor<6x7xf64, #DCSR>, %c: tensor<6x7xf64>) -> tensor<6x7xf64> {
  %half = arith.constant 0.5 : f64
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%a, %b : tensor<6x7xf64, #CSR>, tensor<6x7xf64, #DCSR>) outs(%c : tensor<6x7xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %gt = arith.cmpf ogt, %x, %half : f64
    %s = arith.select %gt, %x, %y : f64
    %e = math.exp %s : f64
    linalg.yield %e : f64
  } -> tensor<6x7xf64>
  return %r : tensor<6x7xf64>
}";
    check(body, "k");
    let body = "func.func @k(%a: tensor<9xf64, #SV>, %c: tensor<9xf64>) -> tensor<9xf64> {
  %z = arith.constant 0.0 : f64
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} ins(%a : tensor<9xf64, #SV>) outs(%c : tensor<9xf64>) {
  ^bb0(%x: f64, %o: f64):
    %gt = arith.cmpf ogt, %x, %z : f64
    %s = arith.select %gt, %x, %z : f64
    linalg.yield %s : f64
  } -> tensor<9xf64>
  return %r : tensor<9xf64>
}";
    check(body, "k");
}

/// `c = a (op) b` into a fresh sparse tensor of encoding `ec`.
fn ewise_sparse_out(op: &str, ea: &str, eb: &str, ec: &str) -> String {
    format!(
        "func.func @k(%a: tensor<6x7xf64, {ea}>, %b: tensor<6x7xf64, {eb}>) -> tensor<6x7xf64, {ec}> {{
  %c = tensor.empty() : tensor<6x7xf64, {ec}>
  %r = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]}} ins(%a, %b : tensor<6x7xf64, {ea}>, tensor<6x7xf64, {eb}>) outs(%c : tensor<6x7xf64, {ec}>) {{
  ^bb0(%x: f64, %y: f64, %o: f64):
    %s = {op} %x, %y : f64
    linalg.yield %s : f64
  }} -> tensor<6x7xf64, {ec}>
  return %r : tensor<6x7xf64, {ec}>
}}"
    )
}

#[test]
fn elementwise_into_sparse_outputs_inserts_in_order() {
    for op in ["arith.addf", "arith.mulf", "arith.subf"] {
        for (ea, eb, ec) in [
            ("#CSR", "#CSR", "#CSR"),
            ("#DCSR", "#CSR", "#DCSR"),
            ("#COO", "#CSR", "#CSR"),
            ("#CSR", "#DCSR", "#COO"),
        ] {
            let out = check(&ewise_sparse_out(op, ea, eb, ec), "k");
            assert!(out.contains("tensor.insert"), "{out}");
            assert!(out.contains("sparse_tensor.load"), "{out}");
        }
    }
}

#[test]
fn spgemm_collects_rows_in_a_workspace() {
    let body = "func.func @k(%a: tensor<6x5xf64, #CSR>, %b: tensor<5x7xf64, #CSR>) -> tensor<6x7xf64, #CSR> {
  %c = tensor.empty() : tensor<6x7xf64, #CSR>
  %r = linalg.matmul ins(%a, %b : tensor<6x5xf64, #CSR>, tensor<5x7xf64, #CSR>) outs(%c : tensor<6x7xf64, #CSR>) -> tensor<6x7xf64, #CSR>
  return %r : tensor<6x7xf64, #CSR>
}";
    let out = check(body, "k");
    assert!(out.contains("sparse_tensor.expand"), "{out}");
    assert!(out.contains("sparse_tensor.sort"), "{out}");
    let body = body.replace("#CSR", "#DCSR");
    check(&body, "k");
}

#[test]
fn sddmm_into_a_sparse_output() {
    let body = "func.func @k(%s: tensor<6x7xf64, #CSR>, %a: tensor<6x4xf64>, %b: tensor<4x7xf64>) -> tensor<6x7xf64, #CSR> {
  %c = tensor.empty() : tensor<6x7xf64, #CSR>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]} ins(%s, %a, %b : tensor<6x7xf64, #CSR>, tensor<6x4xf64>, tensor<4x7xf64>) outs(%c : tensor<6x7xf64, #CSR>) {
  ^bb0(%x: f64, %y: f64, %z: f64, %o: f64):
    %p = arith.mulf %y, %z : f64
    %q = arith.mulf %x, %p : f64
    %t = arith.addf %o, %q : f64
    linalg.yield %t : f64
  } -> tensor<6x7xf64, #CSR>
  return %r : tensor<6x7xf64, #CSR>
}";
    let out = check(body, "k");
    assert!(!out.contains("sparse_tensor.expand"), "{out}");
}

/// `c += a` over a non-fresh CSR output adds entries where `c` stores nothing, which an
/// in-place update cannot: the kernel updates `c` densified and converts it back (MLIR
/// refuses it).
#[test]
fn sparse_output_updated_where_it_stores_nothing_is_staged() {
    let body = "func.func @k(%a: tensor<4x4xf64, #CSR>, %c: tensor<4x4xf64, #CSR>) -> tensor<4x4xf64, #CSR> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%a : tensor<4x4xf64, #CSR>) outs(%c : tensor<4x4xf64, #CSR>) {
  ^bb0(%x: f64, %o: f64):
    %e = arith.addf %x, %o : f64
    linalg.yield %e : f64
  } -> tensor<4x4xf64, #CSR>
  return %r : tensor<4x4xf64, #CSR>
}";
    let out = check(body, "k");
    assert!(
        out.contains("sparse_tensor.convert %arg1 : tensor<4x4xf64, #sparse> to tensor<4x4xf64>")
            && out.contains("to tensor<4x4xf64, #sparse>\n"),
        "{out}"
    );
}

#[test]
fn spmv_two_out_of_four_iterates_the_stored_pairs() {
    let out = check(&spmv_static("#NV24", 6, 8), "k");
    assert!(!out.contains("sparse_tensor.positions"), "{out}");
    assert!(!out.contains("scf.while"), "{out}");
    // Two 2:4 operands co-iterate their stored pairs (a CSR operand on the same, blocked,
    // loop is a located error, like BSR times CSR).
    check(
        &ewise("arith.mulf", "#NV24", "#NV24").replace("6x7", "6x8"),
        "k",
    );
    check(
        &ewise("arith.addf", "#NV24", "#NV24").replace("6x7", "6x8"),
        "k",
    );
    let dense = ewise("arith.mulf", "#NV24", "#NV24")
        .replace("6x7", "6x8")
        .replace(
            "tensor<6x8xf64, #NV24>, tensor<6x8xf64, #NV24>) outs",
            "tensor<6x8xf64, #NV24>, tensor<6x8xf64>) outs",
        )
        .replace("%b: tensor<6x8xf64, #NV24>", "%b: tensor<6x8xf64>");
    check(&dense, "k");
}

#[test]
fn batched_spmv_starts_each_batch_afresh() {
    let body = "#BCSR = #sparse_tensor.encoding<{ map = (b, i, j) -> (b : batch, i : dense, j : compressed) }>
#BATCOO = #sparse_tensor.encoding<{ map = (b, i, j) -> (b : batch, i : compressed(nonunique), j : singleton(soa)) }>
func.func @k(%a: tensor<3x5x6xf64, #BCSR>, %x: tensor<3x6xf64>, %y: tensor<3x5xf64>) -> tensor<3x5xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, j)>, affine_map<(b, i, j) -> (b, i)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]} ins(%a, %x : tensor<3x5x6xf64, #BCSR>, tensor<3x6xf64>) outs(%y : tensor<3x5xf64>) {
  ^bb0(%av: f64, %xv: f64, %o: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  } -> tensor<3x5xf64>
  return %r : tensor<3x5xf64>
}";
    let out = check(body, "k");
    assert!(out.contains("memref<3x?xindex>"), "{out}");
    check(&body.replace("#BCSR>", "#BATCOO>"), "k");
}

#[test]
fn dense_outer_parallelization_makes_the_row_loop_parallel() {
    let p = "builtin.module(func.func(sparsify{parallelization=dense-outer}))";
    let out = check_pipeline(&spmv("#CSR"), "k", 0.0, p);
    assert_eq!(out.matches("scf.forall (").count(), 1, "{out}");
    assert_eq!(
        out.matches("tensor.parallel_insert_slice").count(),
        1,
        "{out}"
    );
    // Inside: the serial loop over the chunk's rows and the reduction over each row; a
    // scatter (CSC: reduction loop outermost) or a sparse outermost loop is not parallel.
    assert_eq!(out.matches("scf.for %").count(), 2, "{out}");
    let out = check_pipeline(&spmv("#CSC"), "k", 0.0, p);
    assert!(!out.contains("scf.forall"), "{out}");
    let out = check_pipeline(&spmv("#DCSR"), "k", 0.0, p);
    assert!(!out.contains("scf.forall"), "{out}");
    // A zeroed output: each chunk zeroes its own slice, not the whole output first.
    let out = check_pipeline(&ewise("arith.mulf", "#CSR", "#CSR"), "k", 0.0, p);
    let forall = out.find("scf.forall").unwrap_or(out.len());
    assert!(out.find("linalg.fill").is_some_and(|f| f > forall), "{out}");
}

#[test]
fn named_elementwise_ops_are_generalized() {
    for op in ["add", "sub", "mul", "max", "min"] {
        let body = format!(
            "func.func @k(%a: tensor<6x7xf64, #CSR>, %b: tensor<6x7xf64, #DCSR>, %c: tensor<6x7xf64>) -> tensor<6x7xf64> {{
  %r = linalg.{op} ins(%a, %b : tensor<6x7xf64, #CSR>, tensor<6x7xf64, #DCSR>) outs(%c : tensor<6x7xf64>) -> tensor<6x7xf64>
  return %r : tensor<6x7xf64>
}}"
        );
        let out = check(&body, "k");
        assert!(!out.contains(&format!("linalg.{op}")), "{out}");
        let fresh = format!(
            "func.func @k(%a: tensor<6x7xf64, #CSR>, %b: tensor<6x7xf64, #CSR>) -> tensor<6x7xf64, #CSR> {{
  %c = tensor.empty() : tensor<6x7xf64, #CSR>
  %r = linalg.{op} ins(%a, %b : tensor<6x7xf64, #CSR>, tensor<6x7xf64, #CSR>) outs(%c : tensor<6x7xf64, #CSR>) -> tensor<6x7xf64, #CSR>
  return %r : tensor<6x7xf64, #CSR>
}}"
        );
        check(&fresh, "k");
    }
}

#[test]
fn refused_kernels_leave_the_module_unchanged() {
    let cases = [
        (
            "func.func @k(%a: tensor<8x8xf64, #CSR>, %c: tensor<15xf64>) -> tensor<15xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i + j)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%a : tensor<8x8xf64, #CSR>) outs(%c : tensor<15xf64>) {
  ^bb0(%x: f64, %o: f64):
    linalg.yield %x : f64
  } -> tensor<15xf64>
  return %r : tensor<15xf64>
}",
            "is not a projected permutation",
        ),
        (
            "func.func @k(%a: tensor<8x8xf64, #CSR>, %b: tensor<8x8xf64>, %c: tensor<8x8xf64>) -> tensor<8x8xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%b, %a : tensor<8x8xf64>, tensor<8x8xf64, #CSR>) outs(%c : tensor<8x8xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %d = arith.divf %x, %y : f64
    linalg.yield %d : f64
  } -> tensor<8x8xf64>
  return %r : tensor<8x8xf64>
}",
            "division by a sparse operand",
        ),
        (
            "func.func @k(%a: tensor<8x8xf64, #CSR>, %b: tensor<8x8xf64, #CSR>, %c: tensor<8x8xf64>) -> tensor<8x8xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%a, %b : tensor<8x8xf64, #CSR>, tensor<8x8xf64, #CSR>) outs(%c : tensor<8x8xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %m = arith.mulf %x, %y : f64
    linalg.yield %m : f64
  } -> tensor<8x8xf64>
  return %r : tensor<8x8xf64>
}",
            "form a cycle",
        ),
    ];
    for (body, msg) in cases {
        // The refused function is left as it was (other functions are still rewritten).
        let text = format!("{CSR}{body}\n{}", spmv("#CSR").replace("@k(", "@ok("));
        let mut ctx = tile_exec::new_context();
        let m = parser::parse_str(&mut ctx, "k.mlir", &text).expect("parse");
        let before = print_op(&ctx, m, &PrintOptions::default());
        let e = run_pass(
            &mut ctx,
            m,
            "builtin.module(func.func(sparsify{strict=true}))",
        )
        .unwrap_err();
        assert!(e.contains(msg), "{e}");
        assert!(e.contains("k.mlir:"), "{e}");
        let after = print_op(&ctx, m, &PrintOptions::default());
        let k_before = &before[before.find("@k(").unwrap_or(0)..before.find("@ok(").unwrap_or(0)];
        assert!(after.contains(k_before), "{after}");
    }
}

#[test]
fn on_cycle_convert_reorders_one_input() {
    let p = "builtin.module(func.func(sparsify{on-cycle=convert}))";
    // CSR + CSC: the CSC operand is converted to the row-major order.
    let body = ewise("arith.addf", "#CSR", "#CSC");
    let out = check_pipeline(&body, "k", 0.0, p);
    assert_eq!(out.matches("sparse_tensor.convert").count(), 1, "{out}");
    // a + a^T of one CSR tensor: the transposed use is converted.
    let body = "func.func @k(%a: tensor<7x7xf64, #CSR>, %c: tensor<7x7xf64>) -> tensor<7x7xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%a, %a : tensor<7x7xf64, #CSR>, tensor<7x7xf64, #CSR>) outs(%c : tensor<7x7xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %s = arith.addf %x, %y : f64
    linalg.yield %s : f64
  } -> tensor<7x7xf64>
  return %r : tensor<7x7xf64>
}";
    let out = check_pipeline(body, "k", 0.0, p);
    assert!(out.contains("sparse_tensor.convert"), "{out}");
    // SpGEMM into a CSC output: the output cannot be converted, an input can.
    let body = "func.func @k(%a: tensor<6x5xf64, #CSR>, %b: tensor<5x7xf64, #CSR>) -> tensor<6x7xf64, #CSC> {
  %c = tensor.empty() : tensor<6x7xf64, #CSC>
  %r = linalg.matmul ins(%a, %b : tensor<6x5xf64, #CSR>, tensor<5x7xf64, #CSR>) outs(%c : tensor<6x7xf64, #CSC>) -> tensor<6x7xf64, #CSC>
  return %r : tensor<6x7xf64, #CSC>
}";
    check_pipeline(body, "k", 0.0, p);
}

#[test]
fn chained_kernels_read_the_rewritten_result() {
    let body = "func.func @k(%a: tensor<4x6xf64, #COO>, %b: tensor<4x6xf64, #CSR>, %t: tensor<6x8xf64>, %acc: tensor<4x8xf64>) -> tensor<4x8xf64> {
  %0 = linalg.matmul ins(%a, %t : tensor<4x6xf64, #COO>, tensor<6x8xf64>) outs(%acc : tensor<4x8xf64>) -> tensor<4x8xf64>
  %1 = linalg.matmul ins(%b, %t : tensor<4x6xf64, #CSR>, tensor<6x8xf64>) outs(%0 : tensor<4x8xf64>) -> tensor<4x8xf64>
  return %1 : tensor<4x8xf64>
}";
    check(body, "k");
}

#[test]
fn kernels_sharing_an_init_do_not_share_a_buffer_after_cse() {
    // Two SpMVs into equal zero inits: CSE merges the inits (and any to_buffer of them);
    // each kernel must still write its own buffer.
    let body = "func.func @k(%a: tensor<6x5xf64, #CSR>, %b: tensor<6x5xf64, #CSR>, %x: tensor<5xf64>) -> (tensor<6xf64>, tensor<6xf64>) {
  %z1 = arith.constant dense<0.0> : tensor<6xf64>
  %z2 = arith.constant dense<0.0> : tensor<6xf64>
  %r1 = linalg.matvec ins(%a, %x : tensor<6x5xf64, #CSR>, tensor<5xf64>) outs(%z1 : tensor<6xf64>) -> tensor<6xf64>
  %r2 = linalg.matvec ins(%b, %x : tensor<6x5xf64, #CSR>, tensor<5xf64>) outs(%z2 : tensor<6xf64>) -> tensor<6xf64>
  return %r1, %r2 : tensor<6xf64>, tensor<6xf64>
}";
    check_pipeline(
        body,
        "k",
        0.0,
        "builtin.module(func.func(sparsify,cse),canonicalize,cse)",
    );
    // y = A y: the kernel reads y while the result is written elsewhere.
    let body = spmv("#CSR").replace(
        "ins(%a, %x : tensor<?x?xf64, #CSR>, tensor<?xf64>)",
        "ins(%a, %y : tensor<?x?xf64, #CSR>, tensor<?xf64>)",
    );
    check(&body, "k");
}

#[test]
fn huge_or_doubling_bodies_are_refused_not_expanded() {
    for (n, doubling) in [(100_000usize, false), (64, true)] {
        let mut body = String::new();
        let mut prev = "%x".to_string();
        for i in 0..n {
            let rhs = if doubling {
                prev.clone()
            } else {
                "%x".to_string()
            };
            body.push_str(&format!("    %v{i} = arith.addf {prev}, {rhs} : f64\n"));
            prev = format!("%v{i}");
        }
        let text = format!(
            "{CSR}func.func @k(%a: tensor<9xf64, #SV>, %c: tensor<9xf64>) -> tensor<9xf64> {{
  %r = linalg.generic {{indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]}} ins(%a : tensor<9xf64, #SV>) outs(%c : tensor<9xf64>) {{
  ^bb0(%x: f64, %o: f64):
{body}    linalg.yield {prev} : f64
  }} -> tensor<9xf64>
  return %r : tensor<9xf64>
}}"
        );
        let mut ctx = tile_exec::new_context();
        let m = parser::parse_str(&mut ctx, "k.mlir", &text).expect("parse");
        let e = run_pass(
            &mut ctx,
            m,
            "builtin.module(func.func(sparsify{strict=true}))",
        )
        .unwrap_err();
        assert!(e.contains("expression nodes"), "{e}");
    }
}

#[test]
fn unordered_levels_drive_a_loop_alone() {
    let ucsr =
        "#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed(nonordered)) }>";
    let ucoo = "#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique, nonordered), d1 : singleton(nonordered)) }>";
    check(&spmv(ucsr), "k");
    // Duplicates of a non-unique unordered level may be apart: each is added on its own.
    check_dup(&spmv(ucoo), "k", 0.3);
    // Co-iteration needs ordered coordinates: a located error, the module unchanged.
    let body = ewise("arith.addf", ucsr, "#CSR");
    let text = format!("{CSR}{body}");
    let mut ctx = tile_exec::new_context();
    let m = parser::parse_str(&mut ctx, "k.mlir", &text).expect("parse");
    let before = print_op(&ctx, m, &PrintOptions::default());
    let e = run_pass(
        &mut ctx,
        m,
        "builtin.module(func.func(sparsify{strict=true}))",
    )
    .unwrap_err();
    assert!(e.contains("operand #0: unordered level 1:"), "{e}");
    assert_eq!(print_op(&ctx, m, &PrintOptions::default()), before);
}

/// Zero preservation: bodies that are zero wherever the sparse operand is absent visit only
/// its stored entries, into sparse and dense outputs; a body that is not (`exp`) still
/// visits every coordinate.
#[test]
fn zero_preserving_bodies_visit_only_stored_entries() {
    let relu = |out: &str, init: &str| {
        format!(
            "func.func @k(%a: tensor<6x7xf64, #CSR>{init}) -> tensor<6x7xf64{out}> {{
  %e = tensor.empty() : tensor<6x7xf64{out}>
  %r = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]}} ins(%a : tensor<6x7xf64, #CSR>) outs(%e : tensor<6x7xf64{out}>) {{
  ^bb0(%x: f64, %o: f64):
    %zero = arith.constant 0.0 : f64
    %two = arith.constant 2.0 : f64
    %y = arith.mulf %x, %two : f64
    %p = arith.cmpf ogt, %y, %zero : f64
    %s = arith.select %p, %y, %zero : f64
    linalg.yield %s : f64
  }} -> tensor<6x7xf64{out}>
  return %r : tensor<6x7xf64{out}>
}}"
        )
    };
    for out in [", #CSR", ""] {
        let text = check(&relu(out, ""), "k");
        assert!(
            !text.contains("scf.while") && !text.contains("scf.if"),
            "{text}"
        );
    }
    let max0 = "func.func @k(%a: tensor<6x7xf64, #CSR>) -> tensor<6x7xf64, #CSR> {
  %e = tensor.empty() : tensor<6x7xf64, #CSR>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%a : tensor<6x7xf64, #CSR>) outs(%e : tensor<6x7xf64, #CSR>) {
  ^bb0(%x: f64, %o: f64):
    %zero = arith.constant 0.0 : f64
    %c = arith.cmpf olt, %x, %zero : f64
    %m = arith.select %c, %zero, %x : f64
    linalg.yield %m : f64
  } -> tensor<6x7xf64, #CSR>
  return %r : tensor<6x7xf64, #CSR>
}";
    let text = check(max0, "k");
    assert!(!text.contains("scf.while"), "{text}");
    let constant = "func.func @k(%a: tensor<6x7xf64, #CSR>) -> tensor<6x7xf64, #CSR> {
  %e = tensor.empty() : tensor<6x7xf64, #CSR>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%a : tensor<6x7xf64, #CSR>) outs(%e : tensor<6x7xf64, #CSR>) {
  ^bb0(%x: f64, %o: f64):
    %zero = arith.constant 0.0 : f64
    linalg.yield %zero : f64
  } -> tensor<6x7xf64, #CSR>
  return %r : tensor<6x7xf64, #CSR>
}";
    let text = check(constant, "k");
    assert!(!text.contains("tensor.insert"), "{text}");
    let exp = "func.func @k(%a: tensor<6x7xf64, #CSR>, %c: tensor<6x7xf64>) -> tensor<6x7xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%a : tensor<6x7xf64, #CSR>) outs(%c : tensor<6x7xf64>) {
  ^bb0(%x: f64, %o: f64):
    %y = math.exp %x : f64
    linalg.yield %y : f64
  } -> tensor<6x7xf64>
  return %r : tensor<6x7xf64>
}";
    let text = check(exp, "k");
    assert!(
        text.contains("scf.while") || text.contains("scf.if"),
        "{text}"
    );
}

/// The slice kernels sparsify leaves to MLIR name the reason (strict: an error, the IR
/// unchanged): an unordered COO slice, a dense level below another, a slice output.
#[test]
fn unsupported_slices_are_located_errors() {
    let coo = "#S = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(0, 6, 2)>) -> (d0 : compressed(nonunique, nonordered), d1 : singleton(nonordered)) }>\n";
    let cd = "#S = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(0, 6, 2)>) -> (d0 : compressed, d1 : dense) }>\n";
    let csr = "#S = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(0, 6, 2)>) -> (d0 : dense, d1 : compressed) }>\n";
    let scale_into = |out: &str| {
        format!(
            "func.func @k(%a: tensor<4x6xf64, #S>, %c: tensor<4x6xf64{out}>) -> tensor<4x6xf64{out}> {{
  %r = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]}} ins(%a : tensor<4x6xf64, #S>) outs(%c : tensor<4x6xf64{out}>) {{
  ^bb0(%x: f64, %o: f64):
    %s = arith.negf %x : f64
    linalg.yield %s : f64
  }} -> tensor<4x6xf64{out}>
  return %r : tensor<4x6xf64{out}>
}}"
        )
    };
    for (enc, out, why) in [
        (coo, "", "operand #0: slice level 0 is not supported"),
        (cd, "", "operand #0: slice level 1 is not supported"),
        (
            csr,
            ", #S",
            "a sparse output that is a slice is not supported",
        ),
    ] {
        let text = format!("{enc}{}", scale_into(out));
        let mut ctx = tile_exec::new_context();
        let m = parser::parse_str(&mut ctx, "k.mlir", &text).expect("parse");
        let before = print_op(&ctx, m, &PrintOptions::default());
        let e = run_pass(
            &mut ctx,
            m,
            "builtin.module(func.func(sparsify{strict=true}))",
        )
        .unwrap_err();
        assert!(e.contains(why), "{e}");
        assert_eq!(print_op(&ctx, m, &PrintOptions::default()), before);
    }
}

/// An in-place update of a COO tensor (`X = tanh(X)`, `X *= 2`): each run of duplicates is
/// one coordinate whose value is their sum, so it is updated once, from the sum (the
/// dense meaning; updating each duplicate on its own would give `tanh(a) + tanh(b)`).
#[test]
fn in_place_update_of_coo_with_duplicates() {
    for (enc, body) in [
        ("#COO", "%t = math.tanh %o : f64"),
        ("#COOSOA", "%t = math.tanh %o : f64"),
        (
            "#COO",
            "%c = arith.constant 2.0 : f64\n    %t = arith.mulf %o, %c : f64",
        ),
    ] {
        let text = format!(
            "func.func @k(%x: tensor<6x7xf64, {enc}>) -> tensor<6x7xf64> {{
  %r = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]}} outs(%x : tensor<6x7xf64, {enc}>) {{
  ^bb0(%o: f64):
    {body}
    linalg.yield %t : f64
  }} -> tensor<6x7xf64, {enc}>
  %d = sparse_tensor.convert %r : tensor<6x7xf64, {enc}> to tensor<6x7xf64>
  return %d : tensor<6x7xf64>
}}"
        );
        let out = check_dup(&text, "k", 0.4);
        assert!(!out.contains("linalg.generic"), "{out}");
    }
}

/// Duplicates of a COO entry are summed before a body that is not linear in the operand
/// (`sum_j tanh(A(i, j)) * x(j)`: `tanh(a1 + a2)`, not `tanh(a1) + tanh(a2)`), and after it
/// where it is (`sum_j A(i, j) * x(j)`, each entry's product on its own).
#[test]
fn coo_duplicates_are_summed_first_only_where_the_body_needs_it() {
    let body = |f: &str| {
        format!(
            "func.func @k(%a: tensor<?x?xf64, #COO>, %x: tensor<?xf64>, %y: tensor<?xf64>) -> tensor<?xf64> {{
  %r = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = [\"parallel\", \"reduction\"]}} ins(%a, %x : tensor<?x?xf64, #COO>, tensor<?xf64>) outs(%y : tensor<?xf64>) {{
  ^bb0(%av: f64, %xv: f64, %o: f64):
    {f}
    %p = arith.mulf %t, %xv : f64
    %s = arith.addf %o, %p : f64
    linalg.yield %s : f64
  }} -> tensor<?xf64>
  return %r : tensor<?xf64>
}}"
        )
    };
    let tanh = check_dup(&body("%t = math.tanh %av : f64"), "k", 0.4);
    assert_eq!(tanh.matches("scf.while").count(), 4, "{tanh}");
    let neg = check_dup(&body("%t = arith.negf %av : f64"), "k", 0.4);
    assert_eq!(neg.matches("scf.while").count(), 2, "{neg}");
}
