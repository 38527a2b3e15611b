//! Checks the parser, simplifier and printer against expectations recorded from
//! `mlir-opt-22` in `mlir_oracle_cases.txt` (no MLIR needed to run it).

use super::super::{ExprParser, parse_affine_map};

const CASES: &str = include_str!("mlir_oracle_cases.txt");

/// What the oracle printed for one input.
enum Expected<'a> {
    Map(&'a str),
    Error {
        line: usize,
        col: usize,
        message: &'a str,
    },
}

fn parse_expected(text: &str) -> Expected<'_> {
    let Some(rest) = text.strip_prefix("error@") else {
        return Expected::Map(text);
    };
    let (pos, message) = rest.split_once(": ").expect("error case has a message");
    let (line, col) = pos.split_once(':').expect("error case has line:col");
    Expected::Error {
        line: line.parse().expect("line number"),
        col: col.parse().expect("column number"),
        message,
    }
}

/// The first error for `input` as MLIR sees it inside `affine_map<...>`: the `>` after the
/// map matters for where "expected ..." errors at the end of the text are reported.
fn error_in_attribute_context(input: &str) -> Option<(usize, usize, String)> {
    let text = format!("{input}>");
    let mut parser = ExprParser::new(&text);
    match parser.parse_map() {
        Ok(_) => None,
        Err(e) => {
            let (line, col) = e.line_col(&text);
            Some((line, col, e.message))
        }
    }
}

#[test]
fn matches_recorded_mlir_output() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for line in CASES.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let (input, expected) = line.split_once(" => ").expect("case has ' => '");
        let input = input.replace("\\n", "\n");
        checked += 1;
        match parse_expected(expected) {
            Expected::Map(map) => match parse_affine_map(&input) {
                Ok(m) if m.to_string() == map => {}
                Ok(m) => failures.push(format!("{input}\n  expected {map}\n  got      {m}")),
                Err(e) => failures.push(format!("{input}\n  expected {map}\n  got error {e}")),
            },
            Expected::Error { line, col, message } => {
                let got = error_in_attribute_context(&input);
                if got != Some((line, col, message.to_string())) {
                    failures.push(format!(
                        "{input}\n  expected error@{line}:{col}: {message}\n  got {got:?}"
                    ));
                }
            }
        }
    }
    assert!(checked >= 60, "only {checked} oracle cases");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
