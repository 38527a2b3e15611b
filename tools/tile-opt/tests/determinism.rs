//! Determinism (issue 10): every `test/**/*.mlir` input, printed custom and generic and run
//! through canonicalize, cse, assign-layouts, sparsify and lower-tiles pipelines, gives
//! byte-identical stdout and
//! stderr on every run and with any number of threads.
//!
//! The first round runs on one thread; the second runs the same jobs in reverse order spread
//! over several threads, each job with fresh registries. Standard `HashMap`s get new random
//! seeds per instance, so an iteration order leaking into output shows up as a difference.
//! The driver runs in process (`tile_opt::opt_main`), which is what the binary's `main` does.

use std::path::{Path, PathBuf};

/// The argument sets each input is run with (the input path is appended).
const CONFIGS: &[&[&str]] = &[
    &[],
    &["--mlir-print-op-generic"],
    &["--pass-pipeline=builtin.module(canonicalize)"],
    &["--pass-pipeline=builtin.module(cse)"],
    &["--pass-pipeline=builtin.module(func.func(assign-layouts))"],
    &[
        "--pass-pipeline=builtin.module(canonicalize,cse,func.func(assign-layouts))",
        "--mlir-print-op-generic",
    ],
    &["--pass-pipeline=builtin.module(func.func(sparsify))"],
    &["--pass-pipeline=builtin.module(lower-tiles)"],
    &["--pass-pipeline=builtin.module(lower-tiles{form=pack})"],
    &["--pass-pipeline=builtin.module(func.func(sparsify),canonicalize,cse)"],
    &["--pass-pipeline=builtin.module(func.func(assign-layouts),lower-tiles,canonicalize,cse)"],
];

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p);
        }
    }
}

/// One job: its arguments, and what it printed (exit code, stdout, stderr).
type Job = Vec<String>;
type Outcome = (i32, Vec<u8>, Vec<u8>);

fn run_job(args: &Job) -> Outcome {
    let dialects = tile_dialects::registry();
    let passes = tile_passes::registry();
    let mut stdin: &[u8] = &[];
    let mut out = Vec::new();
    let mut err = Vec::new();
    let code = tile_opt::opt_main(dialects, &passes, args, &mut stdin, &mut out, &mut err);
    (code, out, err)
}

#[test]
fn the_test_corpus_prints_the_same_every_time() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test");
    let mut files = Vec::new();
    collect(&root, &mut files);
    assert!(files.len() > 20, "test corpus not found under {root:?}");
    let mut jobs: Vec<Job> = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        for config in CONFIGS {
            let mut args: Job = config.iter().map(|s| s.to_string()).collect();
            if text.contains("// -----") {
                args.push("--split-input-file".into());
            }
            args.push(f.to_string_lossy().into_owned());
            jobs.push(args);
        }
    }
    let first: Vec<Outcome> = jobs.iter().map(run_job).collect();

    // Second round: reverse order, several threads.
    let threads = 4;
    let mut second: Vec<Option<Outcome>> = vec![None; jobs.len()];
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let jobs = &jobs;
                s.spawn(move || {
                    (0..jobs.len())
                        .rev()
                        .filter(|i| i % threads == t)
                        .filter_map(|i| jobs.get(i).map(|j| (i, run_job(j))))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for h in handles {
            for (i, o) in h.join().expect("worker panicked") {
                if let Some(slot) = second.get_mut(i) {
                    *slot = Some(o);
                }
            }
        }
    });

    let mut diffs = Vec::new();
    for ((job, a), b) in jobs.iter().zip(&first).zip(&second) {
        if Some(a) != b.as_ref() {
            diffs.push(job.join(" "));
        }
    }
    assert!(
        diffs.is_empty(),
        "{} of {} runs printed differently the second time:\n{}",
        diffs.len(),
        jobs.len(),
        diffs.join("\n")
    );
}
