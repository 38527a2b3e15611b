//! Diagnostics in MLIR's format: `file:line:col: error: message`, the source line, a caret.

use crate::context::Context;
use crate::location::Loc;
use std::fmt::Write;

/// How serious a diagnostic is.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Severity {
    /// A note attached to another diagnostic.
    Note,
    /// A remark (informational).
    Remark,
    /// A warning.
    Warning,
    /// An error: the tool exits 1.
    Error,
}

impl Severity {
    /// The word MLIR prints (`error`, `warning`, `note`, `remark`).
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Remark => "remark",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// A located message, with attached notes. Errors are values: nothing in the library panics
/// on bad input, it returns one of these.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// How serious it is.
    pub severity: Severity,
    /// Where it points.
    pub loc: Loc,
    /// The message, without location or severity.
    pub message: String,
    /// Notes printed after it.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: Loc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }
    /// A warning at `loc`.
    pub fn warning(loc: Loc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(loc, message)
        }
    }
    /// A remark at `loc`.
    pub fn remark(loc: Loc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Remark,
            ..Diagnostic::error(loc, message)
        }
    }
    /// Adds a note at `loc` and returns the diagnostic (builder style).
    pub fn with_note(mut self, loc: Loc, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }
}

/// A file position a diagnostic resolves to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolvedLoc {
    /// File name as given.
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    /// The source line, when the file is loaded.
    pub source_line: Option<String>,
}

/// Resolves a location to a file position, looking through name/fused/callsite locations
/// the way MLIR's source-manager handler does (first file position found).
pub fn resolve_loc(ctx: &Context, loc: Loc) -> Option<ResolvedLoc> {
    match loc {
        Loc::Unknown => None,
        Loc::Src { file, offset } => {
            let f = ctx.sources().get(file)?;
            let (line, col) = f.line_col(offset);
            Some(ResolvedLoc {
                file: f.name.clone(),
                line,
                col,
                source_line: Some(f.line_display(line)),
            })
        }
        Loc::Attr(a) => {
            let (file, line, col) = ctx.location_file_line_col(a)?;
            let source_line = ctx
                .sources()
                .find(&file)
                .and_then(|id| ctx.sources().get(id))
                .map(|f| f.line_display(line));
            Some(ResolvedLoc {
                file,
                line,
                col,
                source_line,
            })
        }
    }
}

/// Renders a diagnostic and its notes exactly as `mlir-opt` prints them.
pub fn render(ctx: &Context, diag: &Diagnostic) -> String {
    let mut out = String::new();
    render_into(ctx, diag, &mut out);
    for note in &diag.notes {
        render_into(ctx, note, &mut out);
    }
    out
}

fn render_into(ctx: &Context, diag: &Diagnostic, out: &mut String) {
    match resolve_loc(ctx, diag.loc) {
        Some(r) => {
            let _ = writeln!(
                out,
                "{}:{}:{}: {}: {}",
                r.file,
                r.line,
                r.col,
                diag.severity.as_str(),
                diag.message
            );
            if let Some(line) = r.source_line {
                let (shown, caret_col) = snippet_window(&line, r.col.saturating_sub(1) as usize);
                let _ = writeln!(out, "{shown}");
                // LLVM's SourceMgr shows no caret under a line with non-ASCII bytes (its
                // columns would be wrong).
                if !shown.is_ascii() {
                    return;
                }
                let pad: String = shown
                    .chars()
                    .take(caret_col)
                    .map(|c| if c == '\t' { '\t' } else { ' ' })
                    .collect();
                let _ = writeln!(out, "{pad}^");
            }
        }
        None => {
            let _ = writeln!(
                out,
                "loc(unknown): {}: {}",
                diag.severity.as_str(),
                diag.message
            );
        }
    }
}

/// Longest source line shown whole under a diagnostic; longer lines show a window around
/// the caret so a one-line 50 MB file does not produce a 50 MB error message.
const MAX_SNIPPET: usize = 240;

/// The part of `line` to show and the caret's byte column within it.
fn snippet_window(line: &str, col: usize) -> (String, usize) {
    if line.len() <= MAX_SNIPPET {
        return (line.to_string(), col);
    }
    let mut start = col.saturating_sub(MAX_SNIPPET / 2);
    while start > 0 && !line.is_char_boundary(start) {
        start -= 1;
    }
    let mut end = (start + MAX_SNIPPET).min(line.len());
    while end < line.len() && !line.is_char_boundary(end) {
        end += 1;
    }
    (line.get(start..end).unwrap_or("").to_string(), col - start)
}

#[cfg(test)]
mod tests {
    use super::snippet_window;

    #[test]
    fn long_lines_are_windowed_around_the_caret() {
        let line = "x".repeat(10_000);
        let (shown, col) = snippet_window(&line, 5_000);
        assert!(shown.len() <= 240);
        assert_eq!(col, 120);
        assert_eq!(snippet_window("abc", 2), ("abc".to_string(), 2));
    }
}
