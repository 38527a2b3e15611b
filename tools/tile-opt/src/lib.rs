//! The tile-opt driver as a library: [`opt_main`] does what `mlir-opt` does, so a downstream
//! compiler's driver is a few lines around it (register its dialects and passes next to ours,
//! call `opt_main`).
//!
//! Per input (or per chunk with `--split-input-file`): parse, verify, build the pass manager
//! from `--pass-pipeline` or the pass flags, run it (verifying after each pass, printing IR and
//! timing as asked), print the result. Diagnostics are rendered as `mlir-opt` renders them,
//! or matched against `expected-*` comments with `--verify-diagnostics`.
//!
//! The same steps from code — parse, build a pipeline from text, run it, read the
//! diagnostics, print:
//!
//! ```
//! use tile_ir::pass::{CollectSink, PassManager, parse_pipeline};
//! use tile_ir::printer::{PrintOptions, print_op};
//! let mut ctx = tile_ir::Context::new(tile_dialects::registry());
//! let text = "func.func @f() -> i32 {\n  %a = arith.constant 1 : i32\n  %b = arith.addi %a, %a : i32\n  return %b : i32\n}";
//! let module = tile_ir::parser::parse_str(&mut ctx, "input.mlir", text).map_err(|d| d.message)?;
//! assert!(tile_ir::verifier::verify(&ctx, module).is_empty());
//! let passes = tile_passes::registry();
//! let pipeline = parse_pipeline(&passes, "builtin.module(func.func(canonicalize))")
//!     .map_err(|e| e.diagnostic.message)?;
//! let mut sink = CollectSink::default();
//! PassManager::new(pipeline).run(&mut ctx, module, &mut sink, None)?;
//! for d in &sink.diagnostics {
//!     eprint!("{}", tile_opt::render(&ctx, d));
//! }
//! let out = print_op(&ctx, module, &PrintOptions::default());
//! assert!(out.contains("arith.constant 2 : i32"), "{out}");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![deny(missing_docs)]

pub mod cli;
pub mod docs;
pub mod split;
pub mod verify_diagnostics;

use std::io::{Read, Write};
use std::sync::Arc;
use std::time::Instant;
use tile_ir::diagnostic::{self, Diagnostic, resolve_loc};
use tile_ir::dialect::DialectRegistry;
use tile_ir::location::FileId;
use tile_ir::parser::{ParseOptions, parse_source_range};
use tile_ir::pass::manager::RunSink;
use tile_ir::pass::{
    IrPrintConfig, OpPassManager, PassManager, PassOptions, PassRegistry, Timer, parse_pipeline,
};
use tile_ir::printer::{PrintOptions, print_op_to};
use tile_ir::verifier::{VerifyOptions, verify_with_options};
use tile_ir::{Context, Loc, OpId};
use verify_diagnostics::{DiagVerifier, Level};

/// Renders a diagnostic and its notes as `mlir-opt` prints them (`<unknown>:0: error: ...`
/// when there is no file position).
pub fn render(ctx: &Context, d: &Diagnostic) -> String {
    let mut out = String::new();
    let mut prev: Option<Loc> = None;
    for one in std::iter::once(d).chain(d.notes.iter()) {
        match resolve_loc(ctx, one.loc) {
            None => out.push_str(&format!(
                "<unknown>:0: {}: {}\n",
                one.severity.as_str(),
                one.message
            )),
            // A note at the same place as what it annotates shows no source line again (an
            // attached error is a diagnostic of its own in MLIR: it shows its line).
            Some(r) if prev == Some(one.loc) && one.severity == diagnostic::Severity::Note => {
                out.push_str(&format!(
                    "{}:{}:{}: {}: {}\n",
                    r.file,
                    r.line,
                    r.col,
                    one.severity.as_str(),
                    one.message
                ));
            }
            Some(_) => {
                let single = Diagnostic {
                    notes: Vec::new(),
                    ..one.clone()
                };
                out.push_str(&diagnostic::render(ctx, &single));
            }
        }
        prev = Some(one.loc);
    }
    out
}

/// Where a run's results go: the printed IR to `output`; diagnostics and instrumentation
/// output to stderr, through the `--verify-diagnostics` matcher when active.
struct DriverSink<'a> {
    output: &'a mut dyn Write,
    stderr: &'a mut dyn Write,
    verifier: Option<&'a mut DiagVerifier>,
}

impl RunSink for DriverSink<'_> {
    fn diagnostic(&mut self, ctx: &Context, diag: Diagnostic) {
        let text = match self.verifier.as_deref_mut() {
            Some(v) => {
                let mut s = String::new();
                v.process(ctx, &diag, &mut s);
                s
            }
            None => render(ctx, &diag),
        };
        let _ = self.stderr.write_all(text.as_bytes());
    }
    fn text(&mut self, text: &str) {
        let _ = self.stderr.write_all(text.as_bytes());
    }
}

/// An I/O error message without Rust's ` (os error N)` suffix, as LLVM prints it.
fn io_message(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

/// The whole `main` of an `mlir-opt`-style tool: runs [`opt_main`] on the process's
/// arguments, standard input and output, on a worker thread with a large stack (parsing and
/// printing recurse once per nesting level, bounded by the parser's nesting limit), and
/// returns the exit code for `std::process::exit`.
pub fn run_with_process_args(dialects: Arc<DialectRegistry>, passes: PassRegistry) -> i32 {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let worker = std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(move || {
            opt_main(
                dialects,
                &passes,
                &args,
                &mut std::io::stdin(),
                &mut std::io::stdout(),
                &mut std::io::stderr(),
            )
        });
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => 1,
    }
}

/// Runs the driver on `args` (without the program name) with the given dialects and passes;
/// returns the exit code (0 or 1).
pub fn opt_main(
    dialects: Arc<DialectRegistry>,
    passes: &PassRegistry,
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let start = Instant::now();
    let opts = match cli::parse(args, passes) {
        Ok(o) => o,
        Err(e) => {
            let _ = stderr.write_all(e.message.as_bytes());
            return 1;
        }
    };
    let c = &opts.cli;
    if c.help {
        let _ = stdout.write_all(cli::help(&dialects, passes).as_bytes());
        return 0;
    }
    if c.version {
        let _ = writeln!(stdout, "tile-opt version {}", env!("CARGO_PKG_VERSION"));
        return 0;
    }
    if c.list_passes {
        let _ = stdout.write_all(cli::list_passes(passes).as_bytes());
        return 0;
    }
    if let Some(dir) = &c.dump_pass_docs {
        return match docs::write(std::path::Path::new(dir), &dialects, passes) {
            Ok(_) => 0,
            Err(e) => {
                let _ = writeln!(
                    stderr,
                    "tile-opt: cannot write docs to '{dir}': {}",
                    io_message(&e)
                );
                1
            }
        };
    }
    if c.show_dialects {
        let names: Vec<&str> = dialects.dialects().iter().map(|d| d.namespace).collect();
        let _ = writeln!(stdout, "Available Dialects: {}", names.join(","));
        return 0;
    }
    if c.pass_pipeline.is_some() && !opts.passes.is_empty() {
        let _ = writeln!(
            stderr,
            "<unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options"
        );
        return 1;
    }

    // Input and output.
    let input = c.input.clone().unwrap_or_else(|| "-".to_string());
    let (name, text) = if input == "-" {
        let mut s = Vec::new();
        if let Err(e) = stdin.read_to_end(&mut s) {
            let _ = writeln!(stderr, "cannot open input file '-': {}", io_message(&e));
            return 1;
        }
        ("<stdin>".to_string(), s)
    } else {
        match std::fs::read(&input) {
            Ok(bytes) => (input.clone(), bytes),
            Err(e) => {
                let _ = writeln!(
                    stderr,
                    "cannot open input file '{input}': {}",
                    io_message(&e)
                );
                return 1;
            }
        }
    };
    let to_file = c.output != "-";
    // Output streams to its destination as it is printed (a 50 MB module is never one
    // string); an output file is removed again if anything fails, as mlir-opt does.
    let mut out_file = None;
    if to_file {
        match std::fs::File::create(&c.output) {
            Ok(f) => out_file = Some(std::io::BufWriter::new(f)),
            Err(e) => {
                let _ = writeln!(
                    stderr,
                    "cannot open output file '{}': {}",
                    c.output,
                    io_message(&e)
                );
                return 1;
            }
        }
    }
    let mut out_stdout = std::io::BufWriter::new(stdout);
    let output: &mut dyn Write = match out_file.as_mut() {
        Some(f) => f,
        None => &mut out_stdout,
    };

    let mut ctx = Context::new(dialects);
    // Bytes that are not UTF-8 are errors where the lexer meets them, as in MLIR.
    let file = ctx.sources_mut().add_bytes(name, text);
    let text = match ctx.sources().get(file) {
        Some(f) => std::sync::Arc::clone(&f.text),
        None => return 1,
    };
    let mut timer = Timer::new("root");
    let marker = c.split_input_file.clone().unwrap_or_default();
    let (chunks, near_misses) = split::split(&text, &marker);
    for off in near_misses {
        let w = Diagnostic::warning(
            Loc::Src {
                file,
                offset: off as u32,
            },
            "near miss with file split marker",
        );
        let _ = stderr.write_all(render(&ctx, &w).as_bytes());
    }
    let mut verifier = c.verify_diagnostics.as_deref().map(|lvl| {
        let level = if lvl == "only-expected" {
            Level::OnlyExpected
        } else {
            Level::All
        };
        let mut s = String::new();
        let v = DiagVerifier::new(&ctx, file, level, &mut s);
        let _ = stderr.write_all(s.as_bytes());
        v
    });

    let mut failed = false;
    for (i, chunk) in chunks.iter().enumerate() {
        if i > 0 {
            let _ = writeln!(output, "{}", c.output_split_marker);
        }
        let mut sink = DriverSink {
            output: &mut *output,
            stderr: &mut *stderr,
            verifier: verifier.as_mut(),
        };
        if process_chunk(&mut ctx, file, *chunk, &opts, passes, &mut sink, &mut timer).is_none() {
            failed = true;
        }
    }
    let ok = match verifier.as_mut() {
        Some(v) => {
            let mut s = String::new();
            let ok = v.finish(&ctx, &mut s);
            let _ = stderr.write_all(s.as_bytes());
            ok
        }
        None => !failed,
    };

    let t = Instant::now();
    let flushed = output.flush();
    drop(out_file);
    if to_file && !ok {
        let _ = std::fs::remove_file(&c.output);
    } else if let Err(e) = flushed {
        let _ = writeln!(
            stderr,
            "cannot write output file '{}': {}",
            c.output,
            io_message(&e)
        );
        return 1;
    }
    timer.child("Output").add(t.elapsed());
    if c.mlir_timing {
        let report = if c.mlir_timing_display.as_deref() == Some("list") {
            timer.report_list(start.elapsed())
        } else {
            timer.report(start.elapsed())
        };
        let _ = stderr.write_all(report.as_bytes());
    }
    if ok { 0 } else { 1 }
}

/// Parses, verifies, transforms and prints one chunk; `None` when it failed (the
/// diagnostics were reported).
fn process_chunk(
    ctx: &mut Context,
    file: FileId,
    chunk: split::Chunk,
    opts: &cli::Options,
    passes: &PassRegistry,
    sink: &mut DriverSink<'_>,
    timer: &mut Timer,
) -> Option<()> {
    let c = &opts.cli;
    let verify_options = VerifyOptions {
        print_op_on_diagnostic: c.verify_diagnostics.is_none(),
        first_error_per_job: true,
    };
    let t = Instant::now();
    let parse_options = ParseOptions {
        reject_unregistered: !c.allow_unregistered_dialect,
    };
    let parsed = parse_source_range(ctx, file, chunk.start, chunk.end, &parse_options);
    let module = match parsed {
        Ok(m) => m,
        Err(d) => {
            timer.child("Parser").add(t.elapsed());
            sink.diagnostic(ctx, d);
            return None;
        }
    };
    let errors = verify_with_options(ctx, module, &verify_options);
    timer.child("Parser").add(t.elapsed());
    if !errors.is_empty() {
        for d in errors {
            sink.diagnostic(ctx, d);
        }
        return None;
    }

    let mut pm = build_pass_manager(ctx, module, opts, passes, sink)?;
    pm.verify_each = c.verify_each;
    pm.verify_options = verify_options;
    let print = PrintOptions {
        generic: c.print_op_generic,
        debug_info: c.print_debuginfo,
        local_scope: c.print_local_scope,
        elide_elements_if_larger: c.elide_elementsattrs_if_larger,
    };
    pm.ir_printing = IrPrintConfig {
        before_all: c.print_ir_before_all,
        after_all: c.print_ir_after_all,
        before: c.print_ir_before.clone(),
        after: c.print_ir_after.clone(),
        after_change: c.print_ir_after_change,
        after_failure: c.print_ir_after_failure,
        module_scope: c.print_ir_module_scope,
        print: print.clone(),
    };
    if c.dump_pass_pipeline {
        sink.text(&format!(
            "Pass Manager with {} passes:\n{}\n\n",
            pm.root.len(),
            pm.root.to_text(true)
        ));
    }
    pm.run(ctx, module, sink, Some(timer)).ok()?;

    let t = Instant::now();
    // mlir-opt ends each module with an empty line.
    let printed =
        print_op_to(ctx, module, &print, sink.output).and_then(|()| sink.output.write_all(b"\n"));
    timer.child("Output").add(t.elapsed());
    printed.ok()
}

/// The pass manager from `--pass-pipeline` or from the pass flags (in command-line order,
/// nested implicitly under the root op's name).
fn build_pass_manager(
    ctx: &Context,
    module: OpId,
    opts: &cli::Options,
    passes: &PassRegistry,
    sink: &mut DriverSink<'_>,
) -> Option<PassManager> {
    if let Some(text) = &opts.cli.pass_pipeline {
        return match parse_pipeline(passes, text) {
            Ok(pm) => Some(PassManager::new(pm)),
            Err(e) => {
                for m in e.cl_messages {
                    sink.text(&format!("tile-opt: {m}\n"));
                }
                sink.diagnostic(ctx, e.diagnostic);
                None
            }
        };
    }
    let mut root = OpPassManager::new(ctx.op_name_of(module)).with_implicit_nesting();
    for flag in &opts.passes {
        // `--sparsify-dump-graph=F` is the `dump-graph=F` option of every `--sparsify`.
        let flag = &match (&opts.cli.sparsify_dump_graph, flag.name.as_str()) {
            (Some(path), "sparsify") => crate::cli::PassFlag {
                name: flag.name.clone(),
                options: format!("{} dump-graph={path}", flag.options)
                    .trim()
                    .to_string(),
            },
            _ => flag.clone(),
        };
        let result: Result<(), (Option<String>, String)> = if let Some(pl) =
            passes.pipeline(&flag.name)
        {
            PassOptions::parse(&pl.options, &flag.options)
                .map_err(|e| (e.cl_message, e.message))
                .and_then(|o| (pl.builder)(&mut root, &o, passes).map_err(|m| (None, m)))
        } else if let Some(info) = passes.pass(&flag.name) {
            match info.instantiate(&flag.options) {
                Ok(p) => root.add_pass(p).map_err(|m| (None, m)),
                Err(tile_ir::pass::registry::InstantiateError::Options(e)) => {
                    Err((e.cl_message, e.message))
                }
                Err(tile_ir::pass::registry::InstantiateError::Create(d)) => Err((None, d.message)),
            }
        } else {
            Err((
                None,
                format!(
                    "'{}' does not refer to a registered pass or pass pipeline",
                    flag.name
                ),
            ))
        };
        if let Err((cl, msg)) = result {
            if let Some(m) = cl {
                sink.text(&format!("tile-opt: {m}\n"));
            }
            sink.diagnostic(ctx, Diagnostic::error(Loc::Unknown, msg));
            return None;
        }
    }
    Some(PassManager::new(root))
}
