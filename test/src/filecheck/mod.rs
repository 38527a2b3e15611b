//! An in-process, LLVM-compatible FileCheck (LLVM 22 semantics).
//!
//! [`filecheck`] is the library entry point; [`cli`] parses a `FileCheck` command line for
//! the lit runner. The matching algorithm is a port of LLVM's `FileCheck.cpp`; see
//! `ere.rs` for how LLVM's POSIX regexes map onto `fancy_regex`.

mod check;
pub mod cli;
mod ere;
mod numeric;
mod parse;
mod pattern;
mod source;

#[cfg(test)]
mod difftest;

use pattern::Vars;
use source::Source;

/// Options of one FileCheck run (the command-line flags of LLVM FileCheck).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileCheckOptions {
    /// `--check-prefix(es)`; empty means the default `CHECK`.
    pub check_prefixes: Vec<String>,
    /// `--comment-prefixes`; default `COM`, `RUN`.
    pub comment_prefixes: Vec<String>,
    pub implicit_check_not: Vec<String>,
    pub match_full_lines: bool,
    pub strict_whitespace: bool,
    pub allow_empty: bool,
    pub allow_unused_prefixes: bool,
    pub ignore_case: bool,
    pub enable_var_scope: bool,
    pub allow_deprecated_dag_overlap: bool,
    /// `-D NAME=VALUE` string variables and `-D#NAME=N` numeric ones.
    pub defines: Vec<(String, String)>,
    /// Name of the input in diagnostics (`<stdin>` or the `--input-file` path).
    pub input_name: String,
}

impl Default for FileCheckOptions {
    fn default() -> Self {
        FileCheckOptions {
            check_prefixes: Vec::new(),
            comment_prefixes: vec!["COM".into(), "RUN".into()],
            implicit_check_not: Vec::new(),
            match_full_lines: false,
            strict_whitespace: false,
            allow_empty: false,
            allow_unused_prefixes: false,
            ignore_case: false,
            enable_var_scope: false,
            allow_deprecated_dag_overlap: false,
            defines: Vec::new(),
            input_name: "<stdin>".into(),
        }
    }
}

impl FileCheckOptions {
    /// The check prefixes in effect (`CHECK` when none were given).
    pub fn effective_check_prefixes(&self) -> Vec<String> {
        if self.check_prefixes.is_empty() {
            vec!["CHECK".to_string()]
        } else {
            self.check_prefixes.clone()
        }
    }

    fn validate_prefixes(&self) -> Result<(), String> {
        let mut seen = std::collections::BTreeSet::new();
        let kinds = self
            .effective_check_prefixes()
            .into_iter()
            .map(|p| ("check", p))
            .chain(self.comment_prefixes.iter().map(|p| ("comment", p.clone())));
        for (kind, prefix) in kinds {
            if prefix.is_empty() {
                return Err(format!(
                    "error: supplied {kind} prefix must not be the empty string\n"
                ));
            }
            if !prefix
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
            {
                return Err(format!(
                    "error: supplied {kind} prefix must start with a letter and contain only \
                     alphanumeric characters, hyphens, and underscores: '{prefix}'\n"
                ));
            }
            if !seen.insert(prefix.clone()) {
                return Err(format!(
                    "error: supplied {kind} prefix must be unique among check and comment prefixes: '{prefix}'\n"
                ));
            }
        }
        Ok(())
    }

    fn initial_vars(&self) -> Result<Vars, String> {
        let mut vars = Vars::default();
        for (name, value) in &self.defines {
            if let Some(num) = name.strip_prefix('#') {
                let n = value
                    .trim()
                    .parse::<i128>()
                    .map_err(|_| format!("error: invalid numeric value in -D#{num}={value}\n"))?;
                vars.numeric
                    .insert(num.trim().to_string(), (n, numeric::Format::Unsigned));
            } else {
                vars.strings.insert(name.clone(), value.clone());
            }
        }
        Ok(vars)
    }
}

/// Checks `input` against the directives in `check_file_text`.
///
/// On failure the error is the complete report: one LLVM-style diagnostic per failed
/// directive (`file:line:col: error: CHECK-NEXT: ...` with the check line and a caret,
/// plus `note: scanning from here` in the input) followed by a dump of the input lines
/// that were searched.
pub fn filecheck(
    check_file_text: &str,
    check_file_name: &str,
    input: &str,
    opts: &FileCheckOptions,
) -> Result<(), String> {
    opts.validate_prefixes()?;
    let vars = opts.initial_vars()?;
    let check = Source::new(
        check_file_name,
        source::canonicalize(check_file_text, opts.strict_whitespace),
    );
    let program = parse::parse_check_file(check, opts)?;
    if input.is_empty() && !opts.allow_empty {
        return Err(format!(
            "FileCheck error: '{}' is empty.\n",
            opts.input_name
        ));
    }
    let input = Source::new(
        opts.input_name.as_str(),
        source::canonicalize(input, opts.strict_whitespace),
    );
    let mut checker = check::Checker::new(
        &program,
        &input,
        vars,
        opts.allow_deprecated_dag_overlap,
        opts.enable_var_scope,
    );
    if checker.run() {
        return Ok(());
    }
    let mut report = checker.diagnostics.concat();
    report.push_str(&format!(
        "\nInput file: {}\nCheck file: {}\n",
        opts.input_name, check_file_name
    ));
    report.push_str(&input_dump(&input, &checker.searched));
    Err(report)
}

/// Lines of `input` covered by the searched ranges, numbered, capped to a readable size.
fn input_dump(input: &Source, searched: &[(usize, usize)]) -> String {
    const HEAD: usize = 30;
    const TAIL: usize = 10;
    let total = input.line_count();
    if searched.is_empty() || total == 0 {
        return String::new();
    }
    let mut out = String::from("\nInput was (searched region");
    out.push_str(if searched.len() > 1 {
        "s):\n<<<<<<\n"
    } else {
        "):\n<<<<<<\n"
    });
    for (n, &(start, end)) in searched.iter().enumerate() {
        if n > 0 {
            out.push_str("       ----\n");
        }
        let first = input.line_of(start).min(total);
        let last = input
            .line_of(end.saturating_sub(1).max(start))
            .clamp(first, total);
        for line in first..=last {
            if last - first + 1 > HEAD + TAIL && line == first + HEAD {
                out.push_str(&format!(
                    "       ... {} lines skipped ...\n",
                    last - first + 1 - HEAD - TAIL
                ));
            }
            if last - first + 1 > HEAD + TAIL && line >= first + HEAD && line <= last - TAIL {
                continue;
            }
            out.push_str(&format!("{line:>6}: {}\n", input.line_text(line)));
        }
    }
    out.push_str(">>>>>>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_mentions_directive_line_and_region() {
        let check = "// CHECK: a\n// CHECK-NEXT: c\n";
        let err = filecheck(check, "t.mlir", "a\nb\nc\n", &FileCheckOptions::default()).err();
        let err = err.unwrap_or_default();
        assert!(
            err.contains(
                "t.mlir:2:16: error: CHECK-NEXT: is not on the line after the previous match"
            ),
            "{err}"
        );
        assert!(
            err.contains("<stdin>:3:1: note: 'next' match was here"),
            "{err}"
        );
        assert!(err.contains("     2: b"), "{err}");
    }

    #[test]
    fn not_found_report() {
        let check = "// CHECK: [[V:%[0-9]+]] = foo\n// CHECK: bar [[V]]\n";
        let err = filecheck(
            check,
            "t.mlir",
            "%1 = foo\nbar %2\n",
            &FileCheckOptions::default(),
        )
        .err();
        let err = err.unwrap_or_default();
        assert!(
            err.contains("t.mlir:2:11: error: CHECK: expected string not found in input"),
            "{err}"
        );
        assert!(
            err.contains("<stdin>:1:9: note: scanning from here"),
            "{err}"
        );
        assert!(err.contains("note: with \"V\" equal to \"%1\""), "{err}");
    }

    #[test]
    fn empty_input() {
        let opts = FileCheckOptions::default();
        assert!(
            filecheck("// CHECK-NOT: x\n", "t", "", &opts).is_err_and(|e| e.contains("is empty"))
        );
        let opts = FileCheckOptions {
            allow_empty: true,
            ..opts
        };
        assert_eq!(filecheck("// CHECK-NOT: x\n", "t", "", &opts), Ok(()));
    }
}
