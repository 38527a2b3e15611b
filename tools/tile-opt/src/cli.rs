//! Command-line parsing for `tile-opt`, accepting what `mlir-opt` accepts: a clap-derived
//! set of driver flags plus one flag per registered pass and pipeline (`--cse`,
//! `--canonicalize=max-iterations=2`), kept in command-line order. Single-dash long options
//! (`-split-input-file`) are accepted as LLVM's command-line library does, and LLVM-style
//! boolean values (`--verify-each=false`, `=0`, `=1`). Errors and `--help` use LLVM's wording
//! and layout.

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, ArgMatches, CommandFactory, FromArgMatches, Parser};
use std::fmt::Write;
use tile_ir::dialect::DialectRegistry;
use tile_ir::pass::{OptionDecl, OptionKind, PassRegistry};

/// The default split marker of `--split-input-file` and `--output-split-marker`.
pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

/// Parses an LLVM boolean option value.
fn llvm_bool(s: &str) -> Result<bool, String> {
    match s {
        "" | "true" | "TRUE" | "True" | "1" => Ok(true),
        "false" | "FALSE" | "False" | "0" => Ok(false),
        _ => Err(format!(
            "'{s}' is invalid value for boolean argument! Try 0 or 1"
        )),
    }
}

/// The driver's own flags.
#[derive(Parser, Debug, Clone)]
#[command(
    name = "tile-opt",
    no_binary_name = true,
    disable_help_flag = true,
    disable_version_flag = true,
    args_override_self = true
)]
pub struct Cli {
    /// Input file (`-` for standard input)
    #[arg(value_name = "input file")]
    pub input: Option<String>,
    /// Output filename
    #[arg(short = 'o', value_name = "filename", default_value = "-")]
    pub output: String,
    /// Textual description of the pass pipeline to run
    #[arg(long = "pass-pipeline", value_name = "string", require_equals = false)]
    pub pass_pipeline: Option<String>,
    /// Split the input file into chunks using the given or default marker and process each chunk independently
    #[arg(long = "split-input-file", value_name = "string", num_args = 0..=1, require_equals = true, default_missing_value = DEFAULT_SPLIT_MARKER)]
    pub split_input_file: Option<String>,
    /// Split marker to use for merging the ouput
    #[arg(long = "output-split-marker", value_name = "string", default_value = DEFAULT_SPLIT_MARKER)]
    pub output_split_marker: String,
    /// Check that emitted diagnostics match expected-* lines on the corresponding line
    #[arg(long = "verify-diagnostics", value_name = "value", num_args = 0..=1, require_equals = true, default_missing_value = "all",
          value_parser = ["all", "only-expected", ""])]
    pub verify_diagnostics: Option<String>,
    /// Run the verifier after each transformation pass
    #[arg(long = "verify-each", num_args = 0..=1, require_equals = true, default_missing_value = "true", default_value = "true", value_parser = llvm_bool)]
    pub verify_each: bool,
    /// Allow operation with no registered dialects (always on in tile-opt)
    #[arg(long = "allow-unregistered-dialect", num_args = 0..=1, require_equals = true, default_missing_value = "true", default_value = "false", value_parser = llvm_bool)]
    pub allow_unregistered_dialect: bool,
    /// Print the generic op form
    #[arg(long = "mlir-print-op-generic", num_args = 0..=1, require_equals = true, default_missing_value = "true", default_value = "false", value_parser = llvm_bool)]
    pub print_op_generic: bool,
    /// Print debug info in MLIR output
    #[arg(long = "mlir-print-debuginfo", num_args = 0..=1, require_equals = true, default_missing_value = "true", default_value = "false", value_parser = llvm_bool)]
    pub print_debuginfo: bool,
    /// Print local scope and inline information (eliding aliases for attributes, types, and locations)
    #[arg(long = "mlir-print-local-scope", num_args = 0..=1, require_equals = true, default_missing_value = "true", default_value = "false", value_parser = llvm_bool)]
    pub print_local_scope: bool,
    /// Elide ElementsAttrs with "..." that have more elements than the given upper limit
    #[arg(long = "mlir-elide-elementsattrs-if-larger", value_name = "uint")]
    pub elide_elementsattrs_if_larger: Option<u64>,
    /// Print the pipeline that will be run
    #[arg(long = "dump-pass-pipeline", num_args = 0..=1, require_equals = true, default_missing_value = "true", default_value = "false", value_parser = llvm_bool)]
    pub dump_pass_pipeline: bool,
    /// Print the list of registered passes and exit
    #[arg(long = "list-passes", num_args = 0..=1, require_equals = true, default_missing_value = "true", default_value = "false", value_parser = llvm_bool)]
    pub list_passes: bool,
    /// Print the list of registered dialects and exit
    #[arg(long = "show-dialects", num_args = 0..=1, require_equals = true, default_missing_value = "true", default_value = "false", value_parser = llvm_bool)]
    pub show_dialects: bool,
    /// Write Markdown docs of the registered passes and dialects into the given directory and exit
    #[arg(long = "dump-pass-docs", value_name = "dir")]
    pub dump_pass_docs: Option<String>,
    /// Display execution times
    #[arg(long = "mlir-timing", num_args = 0..=1, require_equals = true, default_missing_value = "true", default_value = "false", value_parser = llvm_bool)]
    pub mlir_timing: bool,
    /// Display method for timing data
    #[arg(long = "mlir-timing-display", value_name = "value", value_parser = ["list", "tree"])]
    pub mlir_timing_display: Option<String>,
    /// Disable multi-threading within MLIR (tile-opt is single-threaded)
    #[arg(long = "mlir-disable-threading", num_args = 0..=1, require_equals = true, default_missing_value = "true", default_value = "false", value_parser = llvm_bool)]
    pub mlir_disable_threading: bool,
    /// Print IR before each pass
    #[arg(long = "mlir-print-ir-before-all", num_args = 0..=1, require_equals = true, default_missing_value = "true", default_value = "false", value_parser = llvm_bool)]
    pub print_ir_before_all: bool,
    /// Print IR after each pass
    #[arg(long = "mlir-print-ir-after-all", num_args = 0..=1, require_equals = true, default_missing_value = "true", default_value = "false", value_parser = llvm_bool)]
    pub print_ir_after_all: bool,
    /// When printing the IR after a pass, only print if the IR changed
    #[arg(long = "mlir-print-ir-after-change", num_args = 0..=1, require_equals = true, default_missing_value = "true", default_value = "false", value_parser = llvm_bool)]
    pub print_ir_after_change: bool,
    /// When printing the IR after a pass, only print if the pass failed
    #[arg(long = "mlir-print-ir-after-failure", num_args = 0..=1, require_equals = true, default_missing_value = "true", default_value = "false", value_parser = llvm_bool)]
    pub print_ir_after_failure: bool,
    /// When printing IR for print-ir-[before|after]{-all} always print the top-level operation
    #[arg(long = "mlir-print-ir-module-scope", num_args = 0..=1, require_equals = true, default_missing_value = "true", default_value = "false", value_parser = llvm_bool)]
    pub print_ir_module_scope: bool,
    /// Print IR before specified passes
    #[arg(long = "mlir-print-ir-before", value_name = "pass-arg", value_delimiter = ',', action = ArgAction::Append)]
    pub print_ir_before: Vec<String>,
    /// Print IR after specified passes
    #[arg(long = "mlir-print-ir-after", value_name = "pass-arg", value_delimiter = ',', action = ArgAction::Append)]
    pub print_ir_after: Vec<String>,
    /// Write the iteration graph and loop order of `--sparsify` kernels to this Graphviz file
    #[arg(long = "sparsify-dump-graph", value_name = "filename")]
    pub sparsify_dump_graph: Option<String>,
    /// Display available options
    #[arg(long = "help", short = 'h', action = ArgAction::SetTrue)]
    pub help: bool,
    /// Display the version of this program
    #[arg(long = "version", action = ArgAction::SetTrue)]
    pub version: bool,
}

/// A pass or named pipeline given as a flag, with its option text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassFlag {
    /// The pass or pipeline argument (`canonicalize`).
    pub name: String,
    /// The option text after `=` (empty when none).
    pub options: String,
}

/// Everything the command line asked for.
#[derive(Clone, Debug)]
pub struct Options {
    /// The driver flags.
    pub cli: Cli,
    /// Pass and pipeline flags in command-line order.
    pub passes: Vec<PassFlag>,
}

const PASS_ID_PREFIX: &str = "pass:";

/// Rewrites single-dash long options to double-dash (`-split-input-file` →
/// `--split-input-file`), keeping `-`, `-o`, `-o=x` and everything after `--`.
pub fn normalize(args: &[String]) -> Vec<String> {
    let mut out = Vec::with_capacity(args.len());
    let mut positional_only = false;
    for a in args {
        if positional_only || a == "--" {
            positional_only = true;
            out.push(a.clone());
            continue;
        }
        let single_dash_long =
            a.starts_with('-') && !a.starts_with("--") && a.len() > 2 && !a.starts_with("-o=");
        if single_dash_long {
            out.push(format!("-{a}"));
        } else {
            out.push(a.clone());
        }
    }
    out
}

/// The clap command: the derived flags plus one per registered pass and pipeline.
pub fn command(passes: &PassRegistry) -> clap::Command {
    let mut cmd = Cli::command();
    let entries = passes
        .passes()
        .map(|p| (p.argument.clone(), p.summary.clone()))
        .chain(
            passes
                .pipelines()
                .map(|p| (p.argument.clone(), p.summary.clone())),
        );
    for (arg, summary) in entries {
        if cmd
            .get_arguments()
            .any(|a| a.get_long() == Some(arg.as_str()))
        {
            continue;
        }
        cmd = cmd.arg(
            Arg::new(format!("{PASS_ID_PREFIX}{arg}"))
                .long(arg)
                .help(summary)
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("")
                .allow_hyphen_values(true)
                .action(ArgAction::Append),
        );
    }
    cmd
}

/// Why parsing stopped: text for stderr and the exit code.
#[derive(Debug)]
pub struct CliError {
    /// What to print to stderr.
    pub message: String,
}

/// Parses `args` (without the program name).
pub fn parse(args: &[String], passes: &PassRegistry) -> Result<Options, CliError> {
    let args = normalize(args);
    let matches = command(passes)
        .try_get_matches_from(&args)
        .map_err(|e| CliError {
            message: llvm_error(&e),
        })?;
    let cli = Cli::from_arg_matches(&matches).map_err(|e| CliError {
        message: llvm_error(&e),
    })?;
    Ok(Options {
        cli,
        passes: pass_flags(&matches),
    })
}

fn pass_flags(m: &ArgMatches) -> Vec<PassFlag> {
    let mut found: Vec<(usize, PassFlag)> = Vec::new();
    for id in m.ids() {
        let Some(name) = id.as_str().strip_prefix(PASS_ID_PREFIX) else {
            continue;
        };
        let (Some(values), Some(indices)) =
            (m.get_many::<String>(id.as_str()), m.indices_of(id.as_str()))
        else {
            continue;
        };
        for (v, i) in values.zip(indices) {
            found.push((
                i,
                PassFlag {
                    name: name.to_string(),
                    options: v.clone(),
                },
            ));
        }
    }
    found.sort_by_key(|(i, _)| *i);
    found.into_iter().map(|(_, f)| f).collect()
}

/// Renders a clap error the way LLVM's command-line library words it.
fn llvm_error(e: &clap::Error) -> String {
    let ctx_str = |k: ContextKind| match e.get(k) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => v.first().cloned(),
        _ => None,
    };
    match e.kind() {
        ErrorKind::UnknownArgument => {
            let arg = ctx_str(ContextKind::InvalidArg).unwrap_or_default();
            if !arg.starts_with('-') {
                return "tile-opt: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: tile-opt --help\n".to_string();
            }
            let arg = arg.split('=').next().unwrap_or("").to_string();
            let mut s = format!(
                "tile-opt: Unknown command line argument '{arg}'.  Try: 'tile-opt --help'\n"
            );
            if let Some(sug) = ctx_str(ContextKind::SuggestedArg) {
                let sug = sug.split_whitespace().next().unwrap_or("").to_string();
                let _ = writeln!(s, "tile-opt: Did you mean '{sug}'?");
            }
            s
        }
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let arg = ctx_str(ContextKind::InvalidArg).unwrap_or_default();
            let name = arg
                .split(['=', ' ', '['])
                .next()
                .unwrap_or("")
                .trim_start_matches('-')
                .to_string();
            let value = ctx_str(ContextKind::InvalidValue).unwrap_or_default();
            let reason = match e.source() {
                Some(src) => src.to_string(),
                None => format!("Cannot find option named '{value}'!"),
            };
            format!("tile-opt: for the --{name} option: {reason}\n")
        }
        ErrorKind::NoEquals => {
            let arg = ctx_str(ContextKind::InvalidArg).unwrap_or_default();
            let name = arg
                .split(['=', ' ', '['])
                .next()
                .unwrap_or("")
                .trim_start_matches('-')
                .to_string();
            format!("tile-opt: for the --{name} option: requires a value!\n")
        }
        _ => {
            let text = e.render().to_string();
            if text.contains("unexpected argument") {
                return "tile-opt: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: tile-opt --help\n".to_string();
            }
            let first = text
                .lines()
                .next()
                .unwrap_or("")
                .trim_start_matches("error: ")
                .to_string();
            format!("tile-opt: {first}\n")
        }
    }
}

use std::error::Error as _;

/// `--list-passes`: MLIR's layout (`Passes:`, one line per pass and option).
pub fn list_passes(passes: &PassRegistry) -> String {
    let w = desc_column(passes, 2).max(40);
    let mut out = String::from("Passes:\n");
    for p in passes.passes() {
        entry_help(&mut out, 2, w, &p.argument, &p.summary, &p.options);
    }
    out
}

/// The column where descriptions start for entries indented by `indent`.
fn desc_column(passes: &PassRegistry, indent: usize) -> usize {
    let mut w = 0;
    let all = passes
        .passes()
        .map(|p| (&p.argument, &p.options))
        .chain(passes.pipelines().map(|p| (&p.argument, &p.options)));
    for (arg, opts) in all {
        w = w.max(indent + 2 + arg.len() + 8);
        for o in opts {
            w = w.max(indent + 4 + option_spelling(o).len() + 8);
        }
    }
    w
}

fn option_spelling(o: &OptionDecl) -> String {
    let v = o.kind.value_name();
    if v.is_empty() {
        o.name.clone()
    } else {
        format!("{}={v}", o.name)
    }
}

/// One pass (or pipeline) with its options, LLVM-style: `--arg   -   summary`, then
/// `  --opt=<type> - help` and enum values. Descriptions start at column `w`.
fn entry_help(
    out: &mut String,
    indent: usize,
    w: usize,
    arg: &str,
    summary: &str,
    options: &[OptionDecl],
) {
    let pad = " ".repeat(indent);
    let _ = writeln!(
        out,
        "{pad}--{arg:<width$}-   {summary}",
        width = w.saturating_sub(indent + 4)
    );
    let mut sorted: Vec<&OptionDecl> = options.iter().collect();
    sorted.sort_by(|a, b| a.name.cmp(&b.name));
    for o in sorted {
        let spelling = option_spelling(o);
        let _ = writeln!(
            out,
            "{pad}  --{spelling:<width$} - {}",
            o.description,
            width = w.saturating_sub(indent + 7)
        );
        if let OptionKind::Enum(values) = &o.kind {
            for v in values {
                let _ = writeln!(
                    out,
                    "{pad}  ={:<width$}-   {}",
                    v.name,
                    v.description,
                    width = w.saturating_sub(indent + 7)
                );
            }
        }
    }
}

/// `--help`: LLVM's layout, listing the driver options, then every registered pass with its
/// options and every named pipeline.
pub fn help(dialects: &DialectRegistry, passes: &PassRegistry) -> String {
    let cmd = Cli::command();
    let mut general: Vec<(String, String)> = Vec::new();
    for a in cmd.get_arguments() {
        let help = a.get_help().map(|h| h.to_string()).unwrap_or_default();
        let value = a
            .get_value_names()
            .and_then(|v| v.first())
            .map(|s| s.to_string())
            .unwrap_or_default();
        let optional_value = a
            .get_num_args()
            .is_some_and(|n| n.min_values() == 0 && n.max_values() == 1);
        let takes_value = a.get_action().takes_values();
        let spelling = if let Some(l) = a.get_long() {
            if l == "help" || l == "version" {
                continue;
            }
            if !takes_value || (optional_value && value.is_empty()) {
                format!("--{l}")
            } else if optional_value {
                format!("--{l}[=<{value}>]")
            } else {
                format!("--{l}=<{value}>")
            }
        } else if let Some(s) = a.get_short() {
            format!("-{s} <{value}>")
        } else {
            continue;
        };
        general.push((spelling, help));
    }
    general.sort_by(|a, b| a.0.trim_start_matches('-').cmp(b.0.trim_start_matches('-')));
    let w = general
        .iter()
        .map(|(s, _)| s.len() + 6)
        .chain([desc_column(passes, 6)])
        .max()
        .unwrap_or(40)
        .max(40);
    let names: Vec<&str> = dialects.dialects().iter().map(|d| d.namespace).collect();
    let mut out = String::new();
    let _ = writeln!(out, "OVERVIEW: tile-opt modular optimizer driver\n");
    let _ = writeln!(out, "Available Dialects: {}", names.join(", "));
    let _ = writeln!(out, "USAGE: tile-opt [options] <input file>\n");
    let _ = writeln!(out, "OPTIONS:\n");
    let _ = writeln!(out, "General options:\n");
    for (s, h) in &general {
        let _ = writeln!(out, "  {s:<width$} - {h}", width = w.saturating_sub(5));
    }
    let _ = writeln!(out, "  Compiler passes to run");
    let _ = writeln!(out, "    Passes:");
    for p in passes.passes() {
        entry_help(&mut out, 6, w, &p.argument, &p.summary, &p.options);
    }
    if passes.pipelines().next().is_some() {
        let _ = writeln!(out, "    Pass Pipelines:");
        for p in passes.pipelines() {
            entry_help(&mut out, 6, w, &p.argument, &p.summary, &p.options);
        }
    }
    let _ = writeln!(out, "\nGeneric Options:\n");
    let _ = writeln!(
        out,
        "  {:<width$} - Display available options",
        "--help",
        width = w.saturating_sub(5)
    );
    let _ = writeln!(
        out,
        "  {:<width$} - Display the version of this program",
        "--version",
        width = w.saturating_sub(5)
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reg() -> PassRegistry {
        tile_passes::registry()
    }

    fn args(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn single_dash_long_options() {
        assert_eq!(
            normalize(&args(&[
                "-split-input-file",
                "-o",
                "x",
                "-",
                "-o=y",
                "--",
                "-z"
            ])),
            args(&["--split-input-file", "-o", "x", "-", "-o=y", "--", "-z"])
        );
    }

    #[test]
    fn pass_flags_in_order() {
        let o = parse(
            &args(&[
                "in.mlir",
                "-cse",
                "--canonicalize=max-iterations=2",
                "--cse",
                "-canonicalize=top-down=false max-iterations=4",
            ]),
            &reg(),
        )
        .unwrap();
        let got: Vec<(&str, &str)> = o
            .passes
            .iter()
            .map(|p| (p.name.as_str(), p.options.as_str()))
            .collect();
        assert_eq!(
            got,
            vec![
                ("cse", ""),
                ("canonicalize", "max-iterations=2"),
                ("cse", ""),
                ("canonicalize", "top-down=false max-iterations=4")
            ]
        );
        assert_eq!(o.cli.input.as_deref(), Some("in.mlir"));
    }

    #[test]
    fn driver_flags() {
        let o = parse(
            &args(&[
                "-split-input-file",
                "--verify-each=false",
                "-verify-diagnostics",
                "-mlir-print-ir-after=cse,canonicalize",
            ]),
            &reg(),
        )
        .unwrap();
        assert_eq!(
            o.cli.split_input_file.as_deref(),
            Some(DEFAULT_SPLIT_MARKER)
        );
        assert!(!o.cli.verify_each);
        assert_eq!(o.cli.verify_diagnostics.as_deref(), Some("all"));
        assert_eq!(o.cli.print_ir_after, vec!["cse", "canonicalize"]);
        let o = parse(&args(&["--split-input-file=XX", "--verify-each=0"]), &reg()).unwrap();
        assert_eq!(o.cli.split_input_file.as_deref(), Some("XX"));
        assert!(!o.cli.verify_each);
        assert!(parse(&args(&[]), &reg()).unwrap().cli.verify_each);
    }

    #[test]
    fn llvm_style_errors() {
        let e = parse(&args(&["--nosuch"]), &reg()).unwrap_err();
        assert!(
            e.message.starts_with(
                "tile-opt: Unknown command line argument '--nosuch'.  Try: 'tile-opt --help'\n"
            ),
            "{}",
            e.message
        );
        let e = parse(&args(&["a.mlir", "b.mlir"]), &reg()).unwrap_err();
        assert!(
            e.message
                .starts_with("tile-opt: Too many positional arguments specified!"),
            "{}",
            e.message
        );
        let e = parse(&args(&["--verify-each=maybe"]), &reg()).unwrap_err();
        assert_eq!(
            e.message,
            "tile-opt: for the --verify-each option: 'maybe' is invalid value for boolean argument! Try 0 or 1\n"
        );
    }

    #[test]
    fn help_lists_passes_and_options() {
        let d = DialectRegistry::default();
        let h = help(&d, &reg());
        assert!(
            h.contains("--canonicalize")
                && h.contains("--max-iterations=<long>")
                && h.contains("=aggressive")
                && h.contains("--cse")
        );
        assert!(h.contains("--split-input-file[=<string>]"), "{h}");
        let l = list_passes(&reg());
        assert!(l.starts_with("Passes:\n  --assign-layouts"), "{l}");
        let line = l.lines().find(|l| l.contains("--cse")).unwrap_or_default();
        let opt = l
            .lines()
            .find(|l| l.contains("--top-down"))
            .unwrap_or_default();
        // Pass summaries and option help are aligned on the same `-` column.
        assert_eq!(line.find("-   "), opt.find(" - ").map(|i| i + 1));
    }
}
