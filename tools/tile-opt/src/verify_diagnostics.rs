//! `--verify-diagnostics`: matching emitted diagnostics against `expected-*` comments in the
//! input, with MLIR 22's syntax and messages (`SourceMgrDiagnosticVerifierHandler`):
//!
//! ```text
//! // expected-error@+1 {{message substring}}
//! // expected-warning@-2 {{...}}   expected-note@above   expected-remark@below   @unknown
//! // expected-error-re {{literal {{regex}} literal}}
//! ```
//!
//! An emitted diagnostic that matches no expectation is reported as `unexpected error: ...`
//! at its location right away; at the end every expectation never matched is reported as
//! `expected error "..." was not produced` at the comment, underlined.

use regex::Regex;
use std::fmt::Write as _;
use tile_ir::diagnostic::{Diagnostic, Severity, resolve_loc};
use tile_ir::location::FileId;
use tile_ir::{Context, Loc};

/// An unmatched expectation to report: position, message, underline length.
type Pending = (Option<(u32, u32)>, String, usize);

/// One `expected-*` comment.
#[derive(Debug)]
struct Expected {
    severity: Severity,
    /// The line it applies to (1-based).
    line: u64,
    /// Where the `expected-` text is: (line, column), both 1-based; `None` for `@unknown`.
    at: Option<(u32, u32)>,
    substring: String,
    regex: Option<Regex>,
    matched: bool,
}

impl Expected {
    fn matches(&self, msg: &str) -> bool {
        match &self.regex {
            Some(r) => r.is_match(msg),
            None => msg.contains(&self.substring),
        }
    }
}

/// Whether unexpected diagnostics are reported (`all`) or only missing ones
/// (`only-expected`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Level {
    /// Report unexpected diagnostics and near misses too.
    All,
    /// Only check that expected diagnostics were produced.
    OnlyExpected,
}

/// The verifier for one input file.
pub struct DiagVerifier {
    file: FileId,
    file_name: String,
    expected: Vec<Expected>,
    unknown: Vec<Expected>,
    level: Level,
    ok: bool,
}

fn severity_of(s: &str) -> Severity {
    match s {
        "error" => Severity::Error,
        "warning" => Severity::Warning,
        "remark" => Severity::Remark,
        _ => Severity::Note,
    }
}

impl DiagVerifier {
    /// Scans file `file` of `ctx` for expectations. Malformed `-re` expectations are reported
    /// into `out` (and make verification fail).
    pub fn new(ctx: &Context, file: FileId, level: Level, out: &mut String) -> Self {
        let mut v = DiagVerifier {
            file,
            file_name: String::new(),
            expected: Vec::new(),
            unknown: Vec::new(),
            level,
            ok: true,
        };
        let Some(src) = ctx.sources().get(file) else {
            return v;
        };
        v.file_name = src.name.clone();
        let pattern = r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$";
        let Ok(re) = Regex::new(pattern) else {
            return v;
        };
        let lines: Vec<&str> = src.text.split('\n').collect();
        let total = lines.len() as u64;
        let mut last_non_designator: u64 = 0;
        let mut for_next_line: Vec<usize> = Vec::new();
        for (idx, raw_line) in lines.iter().enumerate() {
            let line = raw_line.trim_end();
            let Some(caps) = re.captures(line) else {
                for &i in &for_next_line {
                    if let Some(e) = v.expected.get_mut(i) {
                        e.line = idx as u64 + 1;
                    }
                }
                for_next_line.clear();
                last_non_designator = idx as u64;
                continue;
            };
            let whole = caps.get(0).map_or(0, |m| m.start());
            let kind = caps.get(1).map_or("", |m| m.as_str());
            let substring = caps.get(5).map_or("", |m| m.as_str()).to_string();
            let mut e = Expected {
                severity: severity_of(kind),
                line: idx as u64 + 1,
                at: Some((idx as u32 + 1, whole as u32 + 1)),
                substring,
                regex: None,
                matched: false,
            };
            if caps.get(2).is_some() {
                match compute_regex(&e.substring) {
                    Ok(r) => e.regex = Some(r),
                    Err(msg) => {
                        out.push_str(&v.render_at(ctx, e.at, &msg, Some(e.substring.len())));
                        v.ok = false;
                        continue;
                    }
                }
            }
            match caps.get(4).map(|m| m.as_str()) {
                Some("unknown") => {
                    e.at = None;
                    v.unknown.push(e);
                    continue;
                }
                Some("above") => e.line = last_non_designator + 1,
                Some("below") => {
                    for_next_line.push(v.expected.len());
                    e.line = total;
                }
                Some(off) => {
                    let n: u64 = off.get(1..).and_then(|d| d.parse().ok()).unwrap_or(0);
                    e.line = if off.starts_with('+') {
                        e.line.saturating_add(n)
                    } else {
                        e.line.wrapping_sub(n)
                    };
                }
                None => {}
            }
            v.expected.push(e);
        }
        v
    }

    /// Handles an emitted diagnostic and each of its notes; mismatches are written to `out`.
    pub fn process(&mut self, ctx: &Context, diag: &Diagnostic, out: &mut String) {
        self.process_one(ctx, diag.loc, diag.severity, &diag.message, out);
        for n in &diag.notes {
            self.process_one(ctx, n.loc, n.severity, &n.message, out);
        }
    }

    fn process_one(
        &mut self,
        ctx: &Context,
        loc: Loc,
        severity: Severity,
        msg: &str,
        out: &mut String,
    ) {
        let resolved = resolve_loc(ctx, loc);
        let (list, line) = match &resolved {
            Some(r) if r.file == self.file_name => (&mut self.expected, Some(r.line as u64)),
            Some(_) => {
                // A file without expectations.
                self.report_unexpected(ctx, loc, severity, msg, out);
                return;
            }
            None => (&mut self.unknown, None),
        };
        let mut near_miss: Option<usize> = None;
        for (i, e) in list.iter_mut().enumerate() {
            if line.is_some_and(|l| l != e.line) {
                continue;
            }
            if e.matches(msg) {
                if e.severity == severity {
                    e.matched = true;
                    return;
                }
                near_miss = Some(i);
            }
        }
        if self.level == Level::OnlyExpected {
            return;
        }
        if let Some(i) = near_miss {
            let (at, kind) = match list.get(i) {
                Some(e) => (e.at, e.severity),
                None => (None, severity),
            };
            let text = format!(
                "'{}' diagnostic emitted when expecting a '{}'",
                severity.as_str(),
                kind.as_str()
            );
            out.push_str(&self.render_at(ctx, at, &text, None));
            self.ok = false;
            return;
        }
        self.report_unexpected(ctx, loc, severity, msg, out);
    }

    fn report_unexpected(
        &mut self,
        ctx: &Context,
        loc: Loc,
        severity: Severity,
        msg: &str,
        out: &mut String,
    ) {
        if self.level == Level::OnlyExpected {
            return;
        }
        let d = Diagnostic::error(loc, format!("unexpected {}: {msg}", severity.as_str()));
        out.push_str(&crate::render(ctx, &d));
        self.ok = false;
    }

    /// Reports every expectation that was never matched; returns whether verification
    /// succeeded overall.
    pub fn finish(&mut self, ctx: &Context, out: &mut String) -> bool {
        let pending: Vec<Pending> = self
            .expected
            .iter()
            .chain(self.unknown.iter())
            .filter(|e| !e.matched)
            .map(|e| {
                (
                    e.at,
                    format!(
                        "expected {} \"{}\" was not produced",
                        e.severity.as_str(),
                        e.substring
                    ),
                    e.substring.len(),
                )
            })
            .collect();
        for (at, msg, len) in pending {
            out.push_str(&self.render_at(ctx, at, &msg, Some(len)));
            self.ok = false;
        }
        self.expected.clear();
        self.unknown.clear();
        self.ok
    }

    /// An error at a position in the input file, with an optional underline of `range`
    /// bytes (LLVM's `SourceMgr::PrintMessage` with a range).
    fn render_at(
        &self,
        ctx: &Context,
        at: Option<(u32, u32)>,
        msg: &str,
        range: Option<usize>,
    ) -> String {
        let mut out = String::new();
        let Some((line, col)) = at else {
            let _ = writeln!(out, "<unknown>:0: error: {msg}");
            return out;
        };
        let text = ctx
            .sources()
            .get(self.file)
            .map(|f| f.line_text(line).to_string())
            .unwrap_or_default();
        let _ = writeln!(out, "{}:{line}:{col}: error: {msg}", self.file_name);
        let _ = writeln!(out, "{text}");
        let start = col.saturating_sub(1) as usize;
        let mut marker: String = text
            .chars()
            .take(start)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        marker.push('^');
        if let Some(n) = range {
            let avail = text.len().saturating_sub(start);
            let tildes = n.min(avail).saturating_sub(1);
            marker.push_str(&"~".repeat(tildes));
        }
        let _ = writeln!(out, "{marker}");
        out
    }
}

/// Builds the regex of an `expected-*-re` message: literal text with `{{regex}}` blocks.
fn compute_regex(s: &str) -> Result<Regex, String> {
    let mut out = String::new();
    let mut rest = s;
    while !rest.is_empty() {
        let Some(open) = rest.find("{{") else {
            out.push_str(&regex::escape(rest));
            break;
        };
        out.push_str(&regex::escape(&rest[..open]));
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".to_string());
        };
        let re = &rest[..close];
        if let Err(e) = Regex::new(re) {
            return Err(format!("invalid regex: {e}"));
        }
        out.push('(');
        out.push_str(re);
        out.push(')');
        rest = &rest[close + 2..];
    }
    Regex::new(&out).map_err(|e| format!("invalid regex: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup(text: &str) -> (Context, DiagVerifier) {
        let mut ctx = Context::default();
        let f = ctx.sources_mut().add("t.mlir", text);
        let mut out = String::new();
        let v = DiagVerifier::new(&ctx, f, Level::All, &mut out);
        assert!(out.is_empty(), "{out}");
        (ctx, v)
    }

    fn at(ctx: &Context, line: u32) -> Loc {
        let f = ctx.sources().find("t.mlir").unwrap();
        let text = ctx.sources().get(f).unwrap().text.clone();
        let off: usize = text
            .split_inclusive('\n')
            .take(line as usize - 1)
            .map(str::len)
            .sum();
        Loc::Src {
            file: f,
            offset: off as u32,
        }
    }

    #[test]
    fn matches_offsets_and_designators() {
        let text = "// expected-error@+1 {{boom}}\nop\n// expected-warning@below {{w}}\n// expected-note@below {{n}}\nop2\nop3 // expected-remark-re {{r{{[0-9]+}}}}\n// expected-error@above {{x}}\n";
        let (ctx, mut v) = setup(text);
        let mut out = String::new();
        v.process(
            &ctx,
            &Diagnostic::error(at(&ctx, 2), "a boom here"),
            &mut out,
        );
        v.process(&ctx, &Diagnostic::warning(at(&ctx, 5), "w"), &mut out);
        v.process(
            &ctx,
            &Diagnostic {
                severity: Severity::Note,
                ..Diagnostic::error(at(&ctx, 5), "n")
            },
            &mut out,
        );
        v.process(&ctx, &Diagnostic::remark(at(&ctx, 6), "r42"), &mut out);
        // `@above` skips designator lines: line 6 holds one, so it means line 5.
        v.process(&ctx, &Diagnostic::error(at(&ctx, 5), "x"), &mut out);
        assert!(out.is_empty(), "{out}");
        assert!(v.finish(&ctx, &mut out), "{out}");
    }

    #[test]
    fn reports_like_mlir() {
        let text = "func // expected-error {{wrong message}}\n// expected-error@+1 {{never}}\nx\n";
        let (ctx, mut v) = setup(text);
        let mut out = String::new();
        v.process(
            &ctx,
            &Diagnostic::error(at(&ctx, 1), "use of undeclared SSA value name"),
            &mut out,
        );
        v.process(&ctx, &Diagnostic::warning(at(&ctx, 3), "never"), &mut out);
        assert!(!v.finish(&ctx, &mut out));
        assert_eq!(
            out,
            "t.mlir:1:1: error: unexpected error: use of undeclared SSA value name\nfunc // expected-error {{wrong message}}\n^\n\
t.mlir:2:4: error: 'warning' diagnostic emitted when expecting a 'error'\n// expected-error@+1 {{never}}\n   ^\n\
t.mlir:1:9: error: expected error \"wrong message\" was not produced\nfunc // expected-error {{wrong message}}\n        ^~~~~~~~~~~~~\n\
t.mlir:2:4: error: expected error \"never\" was not produced\n// expected-error@+1 {{never}}\n   ^~~~~\n"
        );
    }

    #[test]
    fn bad_regex_and_ignored_forms() {
        let mut ctx = Context::default();
        let f = ctx.sources_mut().add("t.mlir", "// expected-error-re {{a{{b}}\n// expected-error@ {{x}}\n// expected-error {{y}} trailing\n");
        let mut out = String::new();
        let mut v = DiagVerifier::new(&ctx, f, Level::All, &mut out);
        assert_eq!(
            out,
            "t.mlir:1:4: error: found start of regex with no end '}}'\n// expected-error-re {{a{{b}}\n   ^~~~\n"
        );
        let mut out = String::new();
        assert!(!v.finish(&ctx, &mut out));
        assert!(out.is_empty());
    }
}
