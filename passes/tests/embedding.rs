//! The embedding passes end to end: `embedding.lookup` run directly by the interpreter must
//! give the same activations (within a ULP bound: the partitioned program sums in another
//! order) as the program after `embedding-partition` + `sparsify`, and after
//! `embedding-stack-tables` (+ partition + sparsify), on random id batches — several seeds,
//! each combiner, with and without simulated quantization, several core counts. Also: the
//! limits at run time (an error without `allow_id_dropping`, dropping with it).

use std::rc::Rc;

use tile_dialects::sparse_tensor::get_encoding;
use tile_dialects::sparse_tensor::storage::SparseStorage;
use tile_exec::check::{Rng, compare};
use tile_exec::{DenseTensor, Interpreter, RunOptions, Scalar, ScalarTy, SparseTensor, Value};
use tile_ir::float::FloatSemantics;
use tile_ir::pass::manager::CollectSink;
use tile_ir::pass::{PassManager, parse_pipeline};
use tile_ir::printer::{PrintOptions, print_op};
use tile_ir::{Context, OpId, TypeKind, parser};

const COO: &str = "#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>\n";

/// Largest distance in ULPs between the two paths' activations.
const MAX_ULPS: u64 = 64;

fn run_pipeline(ctx: &mut Context, m: OpId, pipeline: &str) -> Result<(), String> {
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

/// One lookup's configuration.
#[derive(Clone, Debug)]
struct Lookup {
    batch: u64,
    vocab: u64,
    width: u64,
    combiner: &'static str,
    quantization: Option<&'static str>,
    limits: (u64, u64),
    allow_id_dropping: bool,
    /// Index of the table argument (lookups may share a table).
    table: usize,
}

impl Lookup {
    fn new(batch: u64, vocab: u64, width: u64, combiner: &'static str) -> Lookup {
        Lookup {
            batch,
            vocab,
            width,
            combiner,
            quantization: None,
            // Generous: each source core's slice times the most ids per sample.
            limits: (batch * MAX_IDS, batch * MAX_IDS),
            allow_id_dropping: false,
            table: 0,
        }
    }
    fn ids_ty(&self) -> String {
        format!("tensor<{}x{}xf32, #COO>", self.batch, self.vocab)
    }
}

const MAX_IDS: u64 = 5;

/// A function `@f(ids..., tables...) -> (activations...)` with one lookup each.
fn module(ls: &[Lookup], tables: &[(u64, u64)]) -> String {
    let mut params: Vec<String> = ls
        .iter()
        .enumerate()
        .map(|(i, l)| format!("%ids{i}: {}", l.ids_ty()))
        .collect();
    params.extend(
        tables
            .iter()
            .enumerate()
            .map(|(k, (v, w))| format!("%t{k}: tensor<{v}x{w}xf32>")),
    );
    let outs: Vec<String> = ls
        .iter()
        .map(|l| format!("tensor<{}x{}xf32>", l.batch, l.width))
        .collect();
    let mut body = String::new();
    for (i, l) in ls.iter().enumerate() {
        let (v, w) = tables[l.table];
        let mut attrs = Vec::new();
        if l.allow_id_dropping {
            attrs.push("allow_id_dropping".to_string());
        }
        attrs.push(format!(
            "limits = #embedding.limits<max_ids_per_partition = {}, max_unique_ids_per_partition = {}>",
            l.limits.0, l.limits.1
        ));
        if let Some(q) = l.quantization {
            attrs.push(format!("quantization = {q}"));
        }
        body.push_str(&format!(
            "  %a{i} = embedding.lookup {} %ids{i}, %t{} {{{}}} : {}, tensor<{v}x{w}xf32> -> {}\n",
            l.combiner,
            l.table,
            attrs.join(", "),
            l.ids_ty(),
            outs[i]
        ));
    }
    let rets: Vec<String> = (0..ls.len()).map(|i| format!("%a{i}")).collect();
    format!(
        "{COO}func.func @f({}) -> ({}) {{\n{body}  return {} : {}\n}}\n",
        params.join(", "),
        outs.join(", "),
        rets.join(", "),
        outs.join(", ")
    )
}

/// A random id batch: each sample has 0..=MAX_IDS ids (some repeated within the sample, as
/// in the seed's example), gains in quarter steps in (0, 2].
fn random_ids(ctx: &Context, ty: tile_ir::Type, batch: u64, vocab: u64, rng: &mut Rng) -> Value {
    let enc = get_encoding(ctx, ty).expect("COO type");
    let mut entries = Vec::new();
    for b in 0..batch {
        let n = rng.next_u64() % (MAX_IDS + 1);
        let mut last = None;
        for _ in 0..n {
            let id = match last {
                Some(prev) if rng.unit() < 0.2 => prev,
                _ => rng.next_u64() % vocab,
            };
            last = Some(id);
            let g = (1 + rng.next_u64() % 8) as f64 / 4.0;
            entries.push((vec![b, id], Scalar::Float(g, FloatSemantics::F32)));
        }
    }
    entries.sort_by(|x, y| x.0.cmp(&y.0));
    let elem = ScalarTy::Float(FloatSemantics::F32);
    let storage =
        SparseStorage::from_entries(enc, &[batch, vocab], &entries, elem.zero()).expect("storage");
    Value::Sparse(Rc::new(SparseTensor::new(enc.clone(), elem, storage)))
}

fn random_table(v: u64, w: u64, rng: &mut Rng) -> Value {
    let elem = ScalarTy::Float(FloatSemantics::F32);
    let data = (0..v * w).map(|_| rng.scalar(elem)).collect();
    Value::Tensor(Rc::new(DenseTensor {
        shape: vec![v, w],
        elem,
        data,
    }))
}

/// Random arguments for `@f` of `m`.
fn random_args(
    ctx: &Context,
    m: OpId,
    ls: &[Lookup],
    tables: &[(u64, u64)],
    seed: u64,
) -> Vec<Value> {
    let f = Interpreter::new(ctx, m, RunOptions::default())
        .func("f")
        .expect("@f");
    let fty = ctx
        .op_attr(f, "function_type")
        .and_then(|t| ctx.attr_type(t))
        .expect("type");
    let TypeKind::Function { inputs, .. } = ctx.type_kind(fty) else {
        panic!("function type expected");
    };
    let mut rng = Rng::new(seed);
    let mut args: Vec<Value> = ls
        .iter()
        .zip(inputs)
        .map(|(l, &t)| random_ids(ctx, t, l.batch, l.vocab, &mut rng))
        .collect();
    args.extend(tables.iter().map(|&(v, w)| random_table(v, w, &mut rng)));
    args
}

fn call(ctx: &Context, m: OpId, args: Vec<Value>) -> Result<Vec<Value>, String> {
    let opts = RunOptions {
        fuel: 500_000_000,
        ..RunOptions::default()
    };
    Interpreter::new(ctx, m, opts)
        .call("f", args)
        .map_err(|d| tile_ir::diagnostic::render(ctx, &d))
}

fn dense(v: &Value) -> (Vec<u64>, Vec<Scalar>) {
    match v {
        Value::Tensor(t) => (t.shape.clone(), t.data.clone()),
        other => panic!("dense result expected, got {}", other.kind_name()),
    }
}

/// Runs `@f` before and after `pipeline` on random batches of `seeds` and compares.
fn check(ls: &[Lookup], tables: &[(u64, u64)], pipeline: &str, seeds: &[u64]) -> String {
    let text = module(ls, tables);
    let mut ctx = tile_exec::new_context();
    let before = parser::parse_str(&mut ctx, "e.mlir", &text).expect("parse");
    let after = parser::parse_str(&mut ctx, "e.mlir", &text).expect("parse");
    run_pipeline(&mut ctx, after, pipeline).unwrap_or_else(|e| panic!("{pipeline}: {e}\n{text}"));
    let out = print_op(&ctx, after, &PrintOptions::default());
    for &seed in seeds {
        let args = random_args(&ctx, before, ls, tables, seed);
        let ra = call(&ctx, before, args.clone()).unwrap_or_else(|e| panic!("before: {e}"));
        let rb = call(&ctx, after, args).unwrap_or_else(|e| panic!("after: {e}\n{out}"));
        assert_eq!(ra.len(), rb.len());
        for (k, (x, y)) in ra.iter().zip(&rb).enumerate() {
            if let Err(e) = compare(&dense(x), &dense(y), MAX_ULPS) {
                panic!("{pipeline}, seed {seed}, result {k}: {e}\n{out}");
            }
        }
    }
    out
}

const QUANT: &str = "#embedding.quantization<num_buckets = 16, low = -2.0, high = 3.0>";

fn partition_pipeline(n: u64) -> String {
    format!("builtin.module(func.func(embedding-partition{{num-cores={n}}}, sparsify))")
}

#[test]
fn partitioned_lookup_matches_the_lookup() {
    for n in [1, 2, 4, 8] {
        for combiner in ["sum", "mean", "sqrtn"] {
            for quant in [None, Some(QUANT)] {
                let l = Lookup {
                    quantization: quant,
                    ..Lookup::new(16, 37, 5, combiner)
                };
                let out = check(&[l], &[(37, 5)], &partition_pipeline(n), &[1, 2, 3]);
                assert!(!out.contains("linalg.matmul"), "{out}");
                assert!(!out.contains("embedding.lookup"), "{out}");
                assert_eq!(
                    out.matches("embedding.partition_ids").count(),
                    n as usize,
                    "{out}"
                );
            }
        }
    }
}

#[test]
fn partition_without_padding_and_wide_rows() {
    // Vocabulary already a multiple of 8N and width a multiple of 8: no pad, no slice back.
    let l = Lookup::new(8, 64, 16, "mean");
    let out = check(&[l], &[(64, 16)], &partition_pipeline(4), &[7, 8]);
    assert!(!out.contains("tensor.pad"), "{out}");
}

#[test]
fn stacked_lookups_match_the_lookups() {
    for n in [1, 2, 4] {
        for combiner in ["sum", "mean", "sqrtn"] {
            for quant in [None, Some(QUANT)] {
                let mk = |batch, vocab, table| Lookup {
                    quantization: quant,
                    table,
                    ..Lookup::new(batch, vocab, if table == 1 { 3 } else { 6 }, combiner)
                };
                // Three features over two tables (feature 2 shares table 0).
                let ls = [mk(8, 20, 0), mk(4, 11, 1), mk(8, 20, 0)];
                let tables = [(20, 6), (11, 3)];
                let stack =
                    format!("builtin.module(func.func(embedding-stack-tables{{num-cores={n}}}))");
                let out = check(&ls, &tables, &stack, &[1, 2]);
                assert_eq!(out.matches("embedding.lookup").count(), 1, "{out}");
                let full = format!(
                    "builtin.module(func.func(embedding-stack-tables{{num-cores={n}}}, embedding-partition{{num-cores={n}}}, sparsify))"
                );
                check(&ls, &tables, &full, &[3]);
            }
        }
    }
}

#[test]
fn lookups_that_differ_are_not_stacked() {
    let a = Lookup::new(8, 20, 6, "sum");
    let b = Lookup {
        table: 1,
        ..Lookup::new(8, 20, 6, "mean")
    };
    let out = check(
        &[a, b],
        &[(20, 6), (20, 6)],
        "builtin.module(func.func(embedding-stack-tables{num-cores=2}))",
        &[1],
    );
    assert_eq!(out.matches("embedding.lookup").count(), 2, "{out}");
}

/// Runs the partitioned program of one lookup with the given limits on one seed.
fn run_limited(limits: (u64, u64), allow: bool) -> Result<Vec<Value>, String> {
    let l = Lookup {
        limits,
        allow_id_dropping: allow,
        ..Lookup::new(16, 8, 8, "sum")
    };
    let text = module(std::slice::from_ref(&l), &[(8, 8)]);
    let mut ctx = tile_exec::new_context();
    let m = parser::parse_str(&mut ctx, "e.mlir", &text).expect("parse");
    run_pipeline(&mut ctx, m, &partition_pipeline(2)).expect("partition");
    let args = random_args(&ctx, m, &[l], &[(8, 8)], 5);
    call(&ctx, m, args)
}

#[test]
fn limits_are_checked_at_run_time() {
    let err = run_limited((2, 2), false).expect_err("over the limits");
    assert!(
        err.contains("'embedding.partition_ids' op source core")
            && err.contains("over max_ids_per_partition = 2")
            && err.contains("use allow_id_dropping"),
        "{err}"
    );
    // With dropping the program runs, and gives less than the exact lookup.
    let dropped = run_limited((2, 2), true).expect("dropping");
    let exact = run_limited((64, 64), false).expect("within limits");
    assert_ne!(dense(&dropped[0]).1, dense(&exact[0]).1);
}

/// The observed (max ids, max unique ids) per (source core, partition) of an id batch over
/// `n` cores: duplicates within a sample merged, sample `b` on source core `b / (B / n)`,
/// id `v` on partition `v mod n`.
fn observed(ids: &Value, n: u64) -> (u64, u64) {
    let Value::Sparse(s) = ids else {
        panic!("sparse ids expected")
    };
    let batch = s.storage.dim_sizes[0];
    let mut pairs = std::collections::BTreeSet::new();
    for (c, _) in s.storage.to_entries(&s.enc).expect("entries") {
        pairs.insert((c[0] / (batch / n), c[1] % n, c[1], c[0]));
    }
    let mut ids = std::collections::BTreeMap::new();
    let mut unique = std::collections::BTreeMap::new();
    for &(src, part, v, _) in &pairs {
        *ids.entry((src, part)).or_insert(0u64) += 1;
        unique
            .entry((src, part))
            .or_insert_with(std::collections::BTreeSet::new)
            .insert(v);
    }
    (
        ids.values().copied().max().unwrap_or(1).max(1),
        unique
            .values()
            .map(|u| u.len() as u64)
            .max()
            .unwrap_or(1)
            .max(1),
    )
}

/// Limits that are exactly each lookup's observed maxima still hold after stacking: the
/// summed limits of `embedding-stack-tables` bound what the stacked batch sends, because
/// every core's slice of the stack holds its slice of each feature.
#[test]
fn merged_limits_bound_the_stacked_batch() {
    for n in [2u64, 4] {
        for seed in [11u64, 12, 13] {
            let mut ls = vec![
                Lookup::new(8, 20, 6, "sum"),
                Lookup {
                    table: 1,
                    ..Lookup::new(4, 11, 3, "sum")
                },
                Lookup::new(8, 20, 6, "sum"),
            ];
            let tables = [(20, 6), (11, 3)];
            // Observed maxima of this seed's batch, lookup by lookup.
            let text = module(&ls, &tables);
            let mut ctx = tile_exec::new_context();
            let m = parser::parse_str(&mut ctx, "e.mlir", &text).expect("parse");
            let args = random_args(&ctx, m, &ls, &tables, seed);
            for (l, a) in ls.iter_mut().zip(&args) {
                l.limits = observed(a, n);
            }
            // Each lookup alone fits its limits; a limit one lower fails.
            let tight = module(&ls, &tables);
            let run = |text: &str, pipeline: &str| {
                let mut ctx = tile_exec::new_context();
                let m = parser::parse_str(&mut ctx, "e.mlir", text).expect("parse");
                run_pipeline(&mut ctx, m, pipeline).expect("pipeline");
                call(&ctx, m, args.clone())
            };
            run(&tight, &partition_pipeline(n)).expect("each lookup within its limits");
            let mut lower = ls.clone();
            let worst = lower
                .iter_mut()
                .max_by_key(|l| l.limits.0)
                .expect("a lookup");
            worst.limits.0 -= 1;
            if worst.limits.0 > 0 {
                run(&module(&lower, &tables), &partition_pipeline(n))
                    .expect_err("a limit below the observed maximum");
            }
            let stacked = format!(
                "builtin.module(func.func(embedding-stack-tables{{num-cores={n}}}, embedding-partition{{num-cores={n}}}, sparsify))"
            );
            run(&tight, &stacked).unwrap_or_else(|e| panic!("n {n}, seed {seed}: {e}"));
        }
    }
}
