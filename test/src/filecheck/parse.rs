//! Check-file parsing: port of LLVM `FileCheck::readCheckFile` (directive discovery with
//! `FindFirstMatchingPrefix` / `FindCheckType`, CHECK-DAG/NOT grouping, implicit EOF check).

use std::collections::BTreeSet;

use super::FileCheckOptions;
use super::pattern::{CheckKind, Pattern, PatternOptions};
use super::source::Source;

/// A CHECK-DAG or CHECK-NOT waiting for the next positive check.
#[derive(Debug, Clone)]
pub struct DagNot {
    pub pat: Pattern,
    pub prefix: String,
    pub loc: Loc,
}

/// Where a pattern was written: source index (0 = check file, 1.. = command-line
/// `--implicit-check-not` values) and byte offset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Loc {
    pub src: usize,
    pub offset: usize,
}

/// A positive check with the CHECK-DAG/NOTs that precede it.
#[derive(Debug, Clone)]
pub struct CheckString {
    pub pat: Pattern,
    pub prefix: String,
    pub loc: Loc,
    pub dag_not: Vec<DagNot>,
}

/// The parsed check file.
#[derive(Debug, Clone)]
pub struct Program {
    pub checks: Vec<CheckString>,
    /// Sources for diagnostics: `[check file, command-line sources...]`.
    pub sources: Vec<Source>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Found {
    None,
    Comment,
    Check {
        kind: CheckKind,
        count: usize,
        literal: bool,
    },
    Misspelled,
    BadNot,
    BadCount,
}

fn is_part_of_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'-' || c == b'_'
}

/// Port of `FindCheckType`: classifies the text right after an occurrence of `prefix`.
/// Returns the classification and the offset (in `rest`) just past the directive's colon.
fn find_check_type(rest: &str, is_comment: bool) -> (Found, usize) {
    let b = rest.as_bytes();
    if b.is_empty() {
        return (Found::None, 0);
    }
    if is_comment {
        return if b[0] == b':' {
            (Found::Comment, 1)
        } else {
            (Found::None, 0)
        };
    }
    let consume_modifiers = |at: usize, kind: CheckKind, count: usize| -> (Found, usize) {
        let tail = &rest[at..];
        if tail.starts_with(':') {
            return (
                Found::Check {
                    kind,
                    count,
                    literal: false,
                },
                at + 1,
            );
        }
        let Some(mods) = tail.strip_prefix('{') else {
            return (Found::None, 0);
        };
        let Some(close) = mods.find("}:") else {
            return (Found::None, 0);
        };
        if mods[..close].split(',').all(|m| m.trim() == "LITERAL") {
            (
                Found::Check {
                    kind,
                    count,
                    literal: true,
                },
                at + 1 + close + 2,
            )
        } else {
            (Found::None, 0)
        }
    };
    if b[0] == b':' || b[0] == b'{' {
        return consume_modifiers(0, CheckKind::Plain, 1);
    }
    let misspelled = b[0] == b'_';
    if b[0] != b'-' && !misspelled {
        return (Found::None, 0);
    }
    let tail = &rest[1..];
    let result = if let Some(count_text) = tail.strip_prefix("COUNT-") {
        let digits = count_text.bytes().take_while(u8::is_ascii_digit).count();
        let after = &count_text[digits..];
        match count_text[..digits].parse::<usize>() {
            Ok(n)
                if n > 0
                    && n <= i32::MAX as usize
                    && (after.starts_with(':') || after.starts_with('{')) =>
            {
                consume_modifiers(1 + 6 + digits, CheckKind::Plain, n)
            }
            _ => (Found::BadCount, 1 + 6 + digits),
        }
    } else {
        const BAD_NOT: &[&str] = &[
            "DAG-NOT:",
            "NOT-DAG:",
            "NEXT-NOT:",
            "NOT-NEXT:",
            "SAME-NOT:",
            "NOT-SAME:",
            "EMPTY-NOT:",
            "NOT-EMPTY:",
        ];
        if BAD_NOT.iter().any(|s| tail.starts_with(s)) {
            return (Found::BadNot, 1);
        }
        let kinds = [
            ("NEXT", CheckKind::Next),
            ("SAME", CheckKind::Same),
            ("NOT", CheckKind::Not),
            ("DAG", CheckKind::Dag),
            ("LABEL", CheckKind::Label),
            ("EMPTY", CheckKind::Empty),
        ];
        match kinds.iter().find(|(name, _)| tail.starts_with(name)) {
            Some((name, kind)) => consume_modifiers(1 + name.len(), *kind, 1),
            None => (Found::None, 0),
        }
    };
    match result.0 {
        Found::Check { .. } | Found::BadCount if misspelled => (Found::Misspelled, result.1),
        _ => result,
    }
}

/// Finds the next occurrence of any prefix at or after `from`: earliest position, and the
/// longest prefix at that position.
fn next_prefix(text: &str, from: usize, prefixes: &[(String, bool)]) -> Option<(usize, usize)> {
    let hay = text.get(from..)?;
    prefixes
        .iter()
        .enumerate()
        .filter_map(|(i, (p, _))| hay.find(p.as_str()).map(|pos| (from + pos, i)))
        .min_by(|a, b| {
            a.0.cmp(&b.0)
                .then(prefixes[b.1].0.len().cmp(&prefixes[a.1].0.len()))
        })
}

fn diag(src: &Source, offset: usize, message: &str) -> String {
    src.diag(offset, "error", message)
}

/// Parses the (canonicalized) check file.
pub fn parse_check_file(check: Source, opts: &FileCheckOptions) -> Result<Program, String> {
    let pat_opts = PatternOptions {
        match_full_lines: opts.match_full_lines,
        strict_whitespace: opts.strict_whitespace,
        ignore_case: opts.ignore_case,
    };
    let check_prefixes = opts.effective_check_prefixes();
    let mut prefixes: Vec<(String, bool)> =
        check_prefixes.iter().map(|p| (p.clone(), false)).collect();
    prefixes.extend(opts.comment_prefixes.iter().map(|p| (p.clone(), true)));

    let mut sources = vec![check];
    let mut implicit = Vec::new();
    for not in &opts.implicit_check_not {
        let prefix_text = "-implicit-check-not='";
        let src = Source::new("command line", format!("{prefix_text}{not}'"));
        let pat = Pattern::parse(not, CheckKind::Not, 1, false, "IMPLICIT-CHECK", 1, pat_opts)
            .map_err(|e| src.diag(prefix_text.len() + e.offset, "error", &e.message))?;
        implicit.push(DagNot {
            pat,
            prefix: "IMPLICIT-CHECK".into(),
            loc: Loc {
                src: sources.len(),
                offset: prefix_text.len(),
            },
        });
        sources.push(src);
    }

    let src = &sources[0];
    let text = src.text.as_str();
    let bytes = text.as_bytes();
    let mut not_found: BTreeSet<&str> = check_prefixes.iter().map(String::as_str).collect();
    let mut checks: Vec<CheckString> = Vec::new();
    let mut dag_not = implicit.clone();
    let mut pos = 0;
    loop {
        // FindFirstMatchingPrefix.
        let mut found = None;
        let mut scan = pos;
        while let Some((at, idx)) = next_prefix(text, scan, &prefixes) {
            let (prefix, is_comment) = &prefixes[idx];
            let skipped_ok = at == scan || !is_part_of_word(bytes[at - 1]);
            if skipped_ok {
                let (ty, after) = find_check_type(&text[at + prefix.len()..], *is_comment);
                if ty != Found::None {
                    found = Some((at, idx, ty, at + prefix.len() + after));
                    break;
                }
            }
            let mut skip = at + prefix.len();
            while skip < bytes.len() && is_part_of_word(bytes[skip]) {
                skip += 1;
            }
            scan = skip;
        }
        let Some((prefix_start, idx, ty, after)) = found else {
            break;
        };
        let prefix = prefixes[idx].0.as_str();
        if ty != Found::Comment {
            not_found.remove(prefix);
        }
        pos = after;
        match ty {
            Found::Misspelled => {
                return Err(diag(
                    src,
                    prefix_start,
                    &format!("misspelled directive '{}'", &text[prefix_start..after]),
                ));
            }
            Found::BadNot => {
                return Err(diag(
                    src,
                    pos,
                    &format!("unsupported -NOT combo on prefix '{prefix}'"),
                ));
            }
            Found::BadCount => {
                return Err(diag(
                    src,
                    pos,
                    &format!("invalid count in -COUNT specification on prefix '{prefix}'"),
                ));
            }
            _ => {}
        }
        if !(opts.strict_whitespace && opts.match_full_lines) {
            while pos < bytes.len() && matches!(bytes[pos], b' ' | b'\t') {
                pos += 1;
            }
        }
        let eol = text[pos..]
            .find(['\n', '\r'])
            .map_or(text.len(), |i| pos + i);
        let pattern_start = pos;
        let pattern_text = &text[pos..eol];
        pos = eol;
        let Found::Check {
            kind,
            count,
            literal,
        } = ty
        else {
            continue;
        };
        let line = src.line_of(prefix_start);
        let pat = Pattern::parse(pattern_text, kind, count, literal, prefix, line, pat_opts)
            .map_err(|e| diag(src, pattern_start + e.offset, &e.message))?;
        if kind == CheckKind::Label && pat.has_variable() {
            return Err(diag(
                src,
                prefix_start,
                &format!("found '{prefix}-LABEL:' with variable definition or use"),
            ));
        }
        if matches!(kind, CheckKind::Next | CheckKind::Same | CheckKind::Empty) && checks.is_empty()
        {
            let ty = match kind {
                CheckKind::Next => "NEXT",
                CheckKind::Empty => "EMPTY",
                _ => "SAME",
            };
            return Err(diag(
                src,
                prefix_start,
                &format!("found '{prefix}-{ty}' without previous '{prefix}: line"),
            ));
        }
        let loc = Loc {
            src: 0,
            offset: pattern_start,
        };
        if matches!(kind, CheckKind::Dag | CheckKind::Not) {
            dag_not.push(DagNot {
                pat,
                prefix: prefix.to_string(),
                loc,
            });
            continue;
        }
        checks.push(CheckString {
            pat,
            prefix: prefix.to_string(),
            loc,
            dag_not: std::mem::replace(&mut dag_not, implicit.clone()),
        });
    }

    let none_found = not_found.len() == check_prefixes.len();
    let some_unused = !opts.allow_unused_prefixes && !not_found.is_empty();
    if (none_found || some_unused) && (implicit.is_empty() || !opts.check_prefixes.is_empty()) {
        let list: Vec<String> = not_found.iter().map(|p| format!("'{p}:'")).collect();
        return Err(format!(
            "error: no check strings found with prefix{} {}\n",
            if not_found.len() > 1 { "es" } else { "" },
            list.join(", ")
        ));
    }
    if !dag_not.is_empty() {
        let line = src.line_count() + 1;
        checks.push(CheckString {
            pat: Pattern::eof(line),
            prefix: check_prefixes
                .first()
                .cloned()
                .unwrap_or_else(|| "CHECK".into()),
            loc: Loc {
                src: 0,
                offset: text.len(),
            },
            dag_not,
        });
    }
    Ok(Program { checks, sources })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(check: &str) -> Result<Vec<(CheckKind, usize)>, String> {
        let p = parse_check_file(Source::new("t", check), &FileCheckOptions::default())?;
        Ok(p.checks
            .iter()
            .map(|c| (c.pat.kind, c.dag_not.len()))
            .collect())
    }

    #[test]
    fn finds_directives() {
        assert_eq!(
            kinds("// CHECK: a\n// CHECK-NOT: b\n// CHECK-DAG: c\n// CHECK-NEXT: d\n"),
            Ok(vec![(CheckKind::Plain, 0), (CheckKind::Next, 2)])
        );
        assert_eq!(
            kinds("// CHECK: a\n// CHECK-NOT: b\n"),
            Ok(vec![(CheckKind::Plain, 0), (CheckKind::Eof, 1)])
        );
        // Not a directive: part of a word, lower case, no colon, comment.
        assert_eq!(
            kinds("XCHECK: a\ncheck: b\nCHECK c\nCOM: CHECK: d\nCHECK: e\n"),
            Ok(vec![(CheckKind::Plain, 0)])
        );
    }

    #[test]
    fn check_types() {
        assert_eq!(
            find_check_type("-COUNT-3: x", false).0,
            Found::Check {
                kind: CheckKind::Plain,
                count: 3,
                literal: false
            }
        );
        assert_eq!(find_check_type("-COUNT-0: x", false).0, Found::BadCount);
        assert_eq!(find_check_type("_NEXT: x", false).0, Found::Misspelled);
        assert_eq!(find_check_type("-NOT-NEXT: x", false).0, Found::BadNot);
        assert_eq!(
            find_check_type("{LITERAL}: x", false),
            (
                Found::Check {
                    kind: CheckKind::Plain,
                    count: 1,
                    literal: true
                },
                10
            )
        );
        assert_eq!(find_check_type("-FOO: x", false).0, Found::None);
    }

    #[test]
    fn errors() {
        assert!(
            kinds("// nothing\n")
                .is_err_and(|e| e.contains("no check strings found with prefix 'CHECK:'"))
        );
        assert!(kinds("// CHECK-NEXT: a\n").is_err_and(|e| e.contains("without previous")));
        assert!(
            kinds("// CHECK-LABEL: [[X:a]]\n")
                .is_err_and(|e| e.contains("variable definition or use"))
        );
        assert!(kinds("// CHECK_NEXT: a\n").is_err_and(|e| e.contains("misspelled")));
    }
}
