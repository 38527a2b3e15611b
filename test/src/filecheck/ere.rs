//! Translation of the regex dialect FileCheck uses (LLVM `Regex`: POSIX ERE, newline-sensitive,
//! with `\1`..`\9` back-references) into `fancy_regex` syntax.
//!
//! Differences handled here, each verified against FileCheck-22:
//! - `\c` for any non-digit `c` is the literal `c` (`{{\d}}` matches the letter `d`).
//! - Inside brackets the backslash is literal, and `]` first in the list is literal.
//! - A negated list (`[^,]`) never matches a newline (REG_NEWLINE).
//! - `(?`, lazy quantifiers and stacked repetitions are errors, as in LLVM.
//!
//! Not emulated: POSIX leftmost-longest alternation (`{{a|ab}}` picks `a` here, `ab` in LLVM).

/// A translated regex piece.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Translated {
    /// The regex in `fancy_regex` syntax.
    pub regex: String,
    /// Number of capturing groups it contains.
    pub groups: usize,
}

const POSIX_CLASSES: &[&str] = &[
    "alnum", "alpha", "blank", "cntrl", "digit", "graph", "lower", "print", "punct", "space",
    "upper", "xdigit",
];

/// Translates one ERE fragment (the text inside `{{...}}` or after `[[NAME:`).
pub fn translate(ere: &str) -> Result<Translated, String> {
    let chars: Vec<char> = ere.chars().collect();
    let mut out = String::with_capacity(ere.len() + 8);
    let mut groups = 0;
    let mut i = 0;
    // Whether the previous token was a repetition operator (for REG_BADRPT detection).
    let mut after_repetition = false;
    while i < chars.len() {
        let c = chars[i];
        let mut is_repetition = false;
        match c {
            '\\' => {
                let Some(&next) = chars.get(i + 1) else {
                    return Err("trailing backslash (\\)".to_string());
                };
                if next.is_ascii_digit() && next != '0' {
                    out.push('\\');
                    out.push(next);
                } else {
                    push_literal(&mut out, next);
                }
                i += 2;
                after_repetition = false;
                continue;
            }
            '[' => {
                i = translate_bracket(&chars, i, &mut out)?;
                after_repetition = false;
                continue;
            }
            '(' => {
                if chars.get(i + 1) == Some(&'?') {
                    return Err("repetition-operator operand invalid".to_string());
                }
                groups += 1;
                out.push('(');
            }
            '*' | '+' | '?' => {
                if after_repetition {
                    return Err("repetition-operator operand invalid".to_string());
                }
                out.push(c);
                is_repetition = true;
            }
            '{' if chars.get(i + 1).is_some_and(|d| d.is_ascii_digit()) => {
                if after_repetition {
                    return Err("repetition-operator operand invalid".to_string());
                }
                let Some(close) = chars[i..].iter().position(|&ch| ch == '}') else {
                    return Err("braces not balanced".to_string());
                };
                out.extend(&chars[i..=i + close]);
                i += close + 1;
                after_repetition = true;
                continue;
            }
            '{' | '}' => push_literal(&mut out, c),
            _ => out.push(c),
        }
        after_repetition = is_repetition;
        i += 1;
    }
    Ok(Translated { regex: out, groups })
}

/// Translates the bracket expression starting at `chars[start] == '['`; returns the index
/// just past its closing `]`.
fn translate_bracket(chars: &[char], start: usize, out: &mut String) -> Result<usize, String> {
    let mut i = start + 1;
    out.push('[');
    if chars.get(i) == Some(&'^') {
        out.push_str("^\\n");
        i += 1;
    }
    let mut first = true;
    loop {
        let Some(&c) = chars.get(i) else {
            return Err("brackets ([ ]) not balanced".to_string());
        };
        if c == ']' && !first {
            out.push(']');
            return Ok(i + 1);
        }
        first = false;
        if c == '[' && matches!(chars.get(i + 1), Some(':' | '.' | '=')) {
            let kind = chars[i + 1];
            let rest: String = chars[i + 2..].iter().collect();
            let Some(end) = rest.find([kind]) else {
                return Err("brackets ([ ]) not balanced".to_string());
            };
            let name = &rest[..end];
            if kind != ':' {
                return Err(format!(
                    "unsupported collating element '[{kind}{name}{kind}]'"
                ));
            }
            if !POSIX_CLASSES.contains(&name) || !rest[end + 1..].starts_with(']') {
                return Err("invalid character class".to_string());
            }
            out.push_str("[:");
            out.push_str(name);
            out.push_str(":]");
            i += 2 + name.chars().count() + 2;
            continue;
        }
        // A range `a-z`, unless the '-' is the last character of the list.
        if chars.get(i + 1) == Some(&'-') && chars.get(i + 2).is_some_and(|&e| e != ']') {
            let end = chars[i + 2];
            if end < c {
                return Err("invalid character range".to_string());
            }
            push_class_char(out, c);
            out.push('-');
            push_class_char(out, end);
            i += 3;
            continue;
        }
        push_class_char(out, c);
        i += 1;
    }
}

fn push_literal(out: &mut String, c: char) {
    if "\\.+*?()|[]{}^$#&-~".contains(c) {
        out.push('\\');
    }
    out.push(c);
}

fn push_class_char(out: &mut String, c: char) {
    if "\\[]^-&~".contains(c) {
        out.push('\\');
    }
    out.push(c);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tr(s: &str) -> String {
        match translate(s) {
            Ok(t) => t.regex,
            Err(e) => format!("ERR {e}"),
        }
    }

    #[test]
    fn escapes_are_literal_except_backrefs() {
        assert_eq!(tr(r"\d\s\."), r"ds\.");
        assert_eq!(tr(r"(a)\1"), r"(a)\1");
        assert_eq!(tr(r"a\{"), r"a\{");
        assert_eq!(tr("a\\"), "ERR trailing backslash (\\)");
    }

    #[test]
    fn brackets() {
        assert_eq!(tr("[^,]*"), r"[^\n,]*");
        assert_eq!(tr(r"[\]]"), r"[\\]]");
        assert_eq!(tr("[]a]"), r"[\]a]");
        assert_eq!(tr("[^]a]"), r"[^\n\]a]");
        assert_eq!(tr("[[:alpha:]_]+"), "[[:alpha:]_]+");
        assert_eq!(tr("[a-z0-9-]"), r"[a-z0-9\-]");
        assert_eq!(tr("[[]"), r"[\[]");
        assert_eq!(tr("[a&&b]"), r"[a\&\&b]");
        assert!(tr("[abc").starts_with("ERR"));
    }

    #[test]
    fn repetition_errors_and_groups() {
        assert!(tr("a+?").starts_with("ERR"));
        assert!(tr("(?:a)").starts_with("ERR"));
        assert!(tr("a{2}?").starts_with("ERR"));
        assert_eq!(tr("a{2}b"), "a{2}b");
        assert_eq!(translate("(a|b)(c)").map(|t| t.groups), Ok(2));
        assert_eq!(tr("x{y}"), r"x\{y\}");
    }
}
