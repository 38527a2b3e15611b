//! The tile-opt driver as a library: `opt_main` does what `mlir-opt` does, so a downstream
//! compiler's driver is a few lines around it.

use std::io::{Read, Write};
use std::sync::Arc;
use tile_ir::dialect::DialectRegistry;
use tile_ir::parser::{ParseOptions, parse_source};
use tile_ir::printer::{PrintOptions, print_op};
use tile_ir::{Context, diagnostic};

/// Runs the driver on `args` (without the program name); returns the exit code.
pub fn opt_main(registry: Arc<DialectRegistry>, args: &[String], stdin: &mut dyn Read, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let mut input = "-".to_string();
    let mut output = "-".to_string();
    let mut popts = PrintOptions::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "-o" => output = it.next().cloned().unwrap_or_default(),
            "--mlir-print-op-generic" | "-mlir-print-op-generic" => popts.generic = true,
            "--mlir-print-debuginfo" | "-mlir-print-debuginfo" => popts.debug_info = true,
            "--allow-unregistered-dialect" | "-allow-unregistered-dialect" => {}
            s if !s.starts_with('-') || s == "-" => input = s.to_string(),
            s => {
                let _ = writeln!(stderr, "tile-opt: unknown option '{s}'");
                return 1;
            }
        }
    }
    let (name, text) = if input == "-" {
        let mut s = String::new();
        if stdin.read_to_string(&mut s).is_err() {
            let _ = writeln!(stderr, "tile-opt: could not read standard input");
            return 1;
        }
        ("<stdin>".to_string(), s)
    } else {
        match std::fs::read_to_string(&input) {
            Ok(s) => (input.clone(), s),
            Err(e) => {
                let _ = writeln!(stderr, "tile-opt: could not open input file '{input}': {e}");
                return 1;
            }
        }
    };
    let mut ctx = Context::new(registry);
    let file = ctx.sources_mut().add(name, text);
    let module = match parse_source(&mut ctx, file, &ParseOptions::default()) {
        Ok(m) => m,
        Err(d) => {
            let _ = write!(stderr, "{}", diagnostic::render(&ctx, &d));
            return 1;
        }
    };
    let text = print_op(&ctx, module, &popts);
    if output == "-" {
        let _ = stdout.write_all(text.as_bytes());
    } else if let Err(e) = std::fs::write(&output, text) {
        let _ = writeln!(stderr, "tile-opt: could not write '{output}': {e}");
        return 1;
    }
    0
}
