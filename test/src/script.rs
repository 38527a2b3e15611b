//! Reading a test file's lit directives (port of lit's `parseIntegratedTestScriptCommands`
//! and keyword parsers): `RUN:` with `\` continuations and `%(line)` substitution,
//! `REQUIRES:`, `UNSUPPORTED:`, `XFAIL:`, `END.`.

/// One `RUN:` command, after joining continuation lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunLine {
    pub start_line: usize,
    pub end_line: usize,
    pub command: String,
}

/// The directives of one test file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TestScript {
    pub run: Vec<RunLine>,
    pub requires: Vec<String>,
    pub unsupported: Vec<String>,
    pub xfail: Vec<String>,
}

const KEYWORDS: &[&str] = &[
    "RUN:",
    "XFAIL:",
    "REQUIRES:",
    "UNSUPPORTED:",
    "ALLOW_RETRIES:",
    "END.",
    "DEFINE:",
    "REDEFINE:",
];

/// Earliest keyword on the line (lit's regex alternation: leftmost position, then
/// keyword order).
fn find_keyword(line: &str) -> Option<(&'static str, &str)> {
    KEYWORDS
        .iter()
        .enumerate()
        .filter_map(|(i, k)| line.find(k).map(|pos| (pos, i, *k)))
        .min()
        .map(|(pos, _, k)| (k, &line[pos + k.len()..]))
}

/// `%(line)`, `%(line+N)`, `%(line-N)`.
fn substitute_line_numbers(line_number: usize, text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(pos) = rest.find("%(line") {
        out.push_str(&rest[..pos]);
        let after = &rest[pos + 6..];
        let Some(close) = after.find(')') else {
            out.push_str(&rest[pos..]);
            return out;
        };
        let inner: String = after[..close].chars().filter(|c| *c != ' ').collect();
        let value = if inner.is_empty() {
            Some(line_number as i64)
        } else if let Some(n) = inner.strip_prefix('+') {
            n.parse::<i64>().ok().map(|n| line_number as i64 + n)
        } else if let Some(n) = inner.strip_prefix('-') {
            n.parse::<i64>().ok().map(|n| line_number as i64 - n)
        } else {
            None
        };
        match value {
            Some(v) => out.push_str(&v.to_string()),
            None => out.push_str(&rest[pos..pos + 6 + close + 1]),
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

fn push_bool_items(list: &mut Vec<String>, value: &str) {
    let mut parts = value
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string);
    if let Some(last) = list.last_mut()
        && last.ends_with('\\')
    {
        last.pop();
        if let Some(first) = parts.next() {
            last.push_str(&first);
        }
    }
    list.extend(parts);
}

/// Parses the directives of a test file.
pub fn parse_script(text: &str) -> Result<TestScript, String> {
    let mut script = TestScript::default();
    for (idx, line) in text.lines().enumerate() {
        let line_number = idx + 1;
        let line = line.strip_suffix('\r').unwrap_or(line);
        let Some((keyword, value)) = find_keyword(line) else {
            continue;
        };
        match keyword {
            "RUN:" => {
                let value = substitute_line_numbers(line_number, value);
                let value = value.trim_end();
                match script.run.last_mut() {
                    Some(prev) if prev.command.ends_with('\\') => {
                        prev.command.pop();
                        prev.command.push_str(value);
                        prev.end_line = line_number;
                    }
                    _ => script.run.push(RunLine {
                        start_line: line_number,
                        end_line: line_number,
                        command: value.to_string(),
                    }),
                }
            }
            "REQUIRES:" => push_bool_items(&mut script.requires, value),
            "UNSUPPORTED:" => push_bool_items(&mut script.unsupported, value),
            "XFAIL:" => push_bool_items(&mut script.xfail, value),
            "END." if value.trim().is_empty() => break,
            "DEFINE:" | "REDEFINE:" => {
                return Err(format!(
                    "'{keyword}' directives are not supported by tile-lit (line {line_number})"
                ));
            }
            _ => {}
        }
    }
    if script.run.is_empty() {
        return Err("Test has no 'RUN:' line".into());
    }
    if let Some(r) = script.run.iter().find(|r| r.command.ends_with('\\')) {
        return Err(format!(
            "Test has unterminated 'RUN:' directive (with '\\') at line {}",
            r.start_line
        ));
    }
    for (key, list) in [
        ("REQUIRES:", &script.requires),
        ("UNSUPPORTED:", &script.unsupported),
        ("XFAIL:", &script.xfail),
    ] {
        if list.last().is_some_and(|l| l.ends_with('\\')) {
            return Err(format!("Test has unterminated '{key}' lines (with '\\')"));
        }
    }
    Ok(script)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_lines_and_continuations() {
        let text = "// RUN: tile-opt %s \\\n// RUN:   --foo | FileCheck %s\n// RUN: echo %(line+1)\n// CHECK: x\n";
        let s = parse_script(text);
        let Ok(s) = s else {
            panic!("{s:?}");
        };
        assert_eq!(s.run.len(), 2);
        assert_eq!(s.run[0].command, " tile-opt %s    --foo | FileCheck %s");
        assert_eq!((s.run[0].start_line, s.run[0].end_line), (1, 2));
        assert_eq!(s.run[1].command, " echo 4");
    }

    #[test]
    fn feature_lists() {
        let text = "// RUN: true\n// REQUIRES: a, b\n// REQUIRES: c && \\\n// REQUIRES: d\n// XFAIL: *\n// UNSUPPORTED: x\n";
        let s = parse_script(text).unwrap_or_default();
        assert_eq!(s.requires, ["a", "b", "c && d"]);
        assert_eq!(s.xfail, ["*"]);
        assert_eq!(s.unsupported, ["x"]);
    }

    #[test]
    fn errors_and_end() {
        assert!(parse_script("// CHECK: x\n").is_err());
        assert!(parse_script("// RUN: a \\\n").is_err());
        assert!(parse_script("// DEFINE: %{x} = y\n// RUN: true\n").is_err());
        let s = parse_script("// RUN: true\n// END.\n// RUN: false\n").unwrap_or_default();
        assert_eq!(s.run.len(), 1);
    }
}
