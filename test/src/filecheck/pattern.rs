//! One check pattern: parsing (port of LLVM `Pattern::parsePattern`) and matching
//! (port of `Pattern::match`), including `{{regex}}`, `[[VAR:regex]]` definitions,
//! `[[VAR]]` uses (same-line uses become back-references) and numeric blocks.

use std::collections::HashMap;

use fancy_regex::Regex;

use super::ere;
use super::numeric::{self, Expr, Format, NumericVars};

/// The kind of a directive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CheckKind {
    Plain,
    Next,
    Same,
    Not,
    Dag,
    Label,
    Empty,
    /// The implicit end-of-input check that carries trailing CHECK-NOT/DAGs.
    Eof,
}

impl CheckKind {
    /// The directive suffix as written after the prefix (`-NEXT`, ...).
    pub fn suffix(self) -> &'static str {
        match self {
            CheckKind::Plain | CheckKind::Eof => "",
            CheckKind::Next => "-NEXT",
            CheckKind::Same => "-SAME",
            CheckKind::Not => "-NOT",
            CheckKind::Dag => "-DAG",
            CheckKind::Label => "-LABEL",
            CheckKind::Empty => "-EMPTY",
        }
    }
}

/// Matching options that influence how a pattern is built.
#[derive(Debug, Clone, Copy, Default)]
pub struct PatternOptions {
    pub match_full_lines: bool,
    pub strict_whitespace: bool,
    pub ignore_case: bool,
}

/// String and numeric variables defined so far.
#[derive(Debug, Clone, Default)]
pub struct Vars {
    pub strings: HashMap<String, String>,
    pub numeric: NumericVars,
}

impl Vars {
    /// `--enable-var-scope`: forget every variable whose name does not start with `$`.
    pub fn clear_locals(&mut self) {
        self.strings.retain(|k, _| k.starts_with('$'));
        self.numeric.retain(|k, _| k.starts_with('$'));
    }
}

#[derive(Debug, Clone)]
enum Piece {
    Regex(String),
    StrUse(String),
    NumUse { expr: Expr, format: Option<Format> },
}

#[derive(Debug, Clone)]
struct NumDef {
    name: String,
    group: usize,
    format: Format,
}

/// A parsed pattern.
#[derive(Debug, Clone)]
pub struct Pattern {
    pub kind: CheckKind,
    /// `CHECK-COUNT-n`; 1 otherwise.
    pub count: usize,
    /// Line of the directive in the check file (for `@LINE`).
    pub line: usize,
    fixed: Option<String>,
    pieces: Vec<Piece>,
    str_defs: Vec<(String, usize)>,
    num_defs: Vec<NumDef>,
    /// CHECK-EMPTY consumes the newline before the empty line; the match starts after it.
    match_start_skip: usize,
    flags: &'static str,
    /// Compiled regex when the pattern has no substitutions.
    compiled: Option<Regex>,
}

/// A successful match, relative to the searched buffer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Match {
    pub pos: usize,
    pub len: usize,
}

/// Why a pattern did not match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MatchError {
    NotFound,
    /// Any other error (undefined variable, ...), already worded.
    Error(String),
}

/// A parse error at byte `offset` of the pattern text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PatternError {
    pub offset: usize,
    pub message: String,
}

fn err<T>(offset: usize, message: impl Into<String>) -> Result<T, PatternError> {
    Err(PatternError {
        offset,
        message: message.into(),
    })
}

/// Escapes literal text for fancy-regex.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if "\\.+*?()|[]{}^$#&-~".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

impl Pattern {
    /// The implicit EOF pattern.
    pub fn eof(line: usize) -> Pattern {
        Pattern {
            kind: CheckKind::Eof,
            count: 1,
            line,
            fixed: None,
            pieces: Vec::new(),
            str_defs: Vec::new(),
            num_defs: Vec::new(),
            match_start_skip: 0,
            flags: "",
            compiled: None,
        }
    }

    /// Whether the pattern defines or uses a variable (forbidden on CHECK-LABEL).
    pub fn has_variable(&self) -> bool {
        !self.str_defs.is_empty()
            || !self.num_defs.is_empty()
            || self
                .pieces
                .iter()
                .any(|p| matches!(p, Piece::StrUse(_) | Piece::NumUse { .. }))
    }

    /// Parses `text` (already stripped of leading whitespace). `defined_numeric` tracks the
    /// numeric variables defined by earlier directives (to reject same-line numeric uses).
    pub fn parse(
        text: &str,
        kind: CheckKind,
        count: usize,
        literal: bool,
        prefix: &str,
        line: usize,
        opts: PatternOptions,
    ) -> Result<Pattern, PatternError> {
        let full_lines = opts.match_full_lines && kind != CheckKind::Not;
        let text = if opts.strict_whitespace && opts.match_full_lines {
            text
        } else {
            text.trim_end_matches([' ', '\t'])
        };
        let mut pat = Pattern {
            kind,
            count,
            line,
            fixed: None,
            pieces: Vec::new(),
            str_defs: Vec::new(),
            num_defs: Vec::new(),
            match_start_skip: 0,
            flags: if opts.ignore_case { "(?m)(?i)" } else { "(?m)" },
            compiled: None,
        };
        if text.is_empty() && kind != CheckKind::Empty {
            return err(
                0,
                format!("found empty check string with prefix '{prefix}:'"),
            );
        }
        if !text.is_empty() && kind == CheckKind::Empty {
            return err(
                0,
                format!("found non-empty check string for empty check with prefix '{prefix}:'"),
            );
        }
        if kind == CheckKind::Empty {
            pat.pieces.push(Piece::Regex("\\n$".into()));
            pat.match_start_skip = 1;
            return pat.finish();
        }
        let is_fixed = literal
            || (!full_lines && (text.len() < 2 || (!text.contains("{{") && !text.contains("[["))));
        if is_fixed {
            if opts.ignore_case {
                pat.pieces.push(Piece::Regex(escape(text)));
                return pat.finish();
            }
            pat.fixed = Some(text.to_string());
            return Ok(pat);
        }
        if full_lines {
            pat.pieces.push(Piece::Regex(
                if opts.strict_whitespace { "^" } else { "^ *" }.into(),
            ));
        }
        pat.parse_pieces(text)?;
        if full_lines {
            pat.pieces.push(Piece::Regex(
                if opts.strict_whitespace { "$" } else { " *$" }.into(),
            ));
        }
        pat.finish()
    }

    fn parse_pieces(&mut self, text: &str) -> Result<(), PatternError> {
        // Capture group 0 is the whole match.
        let mut cur_paren = 1;
        let mut local_numeric: Vec<String> = Vec::new();
        let mut p = 0;
        while p < text.len() {
            let rest = &text[p..];
            if rest.starts_with("{{") {
                let Some(end) = rest.find("}}") else {
                    return err(p, "found start of regex string with no end '}}'");
                };
                let alternation = rest[..end].contains('|');
                let translated = ere::translate(&rest[2..end]).map_err(|m| PatternError {
                    offset: p + 2,
                    message: format!("invalid regex: {m}"),
                })?;
                if alternation {
                    cur_paren += 1;
                    self.pieces
                        .push(Piece::Regex(format!("({})", translated.regex)));
                } else {
                    self.pieces.push(Piece::Regex(translated.regex));
                }
                cur_paren += translated.groups;
                p += end + 2;
                continue;
            }
            if rest.starts_with("[[") && !rest.starts_with("[[[") {
                let inner = &rest[2..];
                let Some(end) = find_var_end(inner).map_err(|m| PatternError {
                    offset: p,
                    message: m,
                })?
                else {
                    return err(p, "Invalid substitution block, no ]] found");
                };
                let block = &inner[..end];
                self.parse_block(block, p + 2, &mut cur_paren, &mut local_numeric)?;
                p += 2 + end + 2;
                continue;
            }
            // Fixed text up to the next "{{" or "[[" (searched from the second character).
            let next = [
                rest.get(1..).and_then(|r| r.find("{{")),
                rest.get(1..).and_then(|r| r.find("[[")),
            ]
            .into_iter()
            .flatten()
            .min()
            .map_or(rest.len(), |i| i + 1);
            self.pieces.push(Piece::Regex(escape(&rest[..next])));
            p += next;
        }
        Ok(())
    }

    /// Parses the inside of one `[[...]]` block starting at `offset` of the pattern text.
    fn parse_block(
        &mut self,
        block: &str,
        offset: usize,
        cur_paren: &mut usize,
        local_numeric: &mut Vec<String>,
    ) -> Result<(), PatternError> {
        if let Some(numeric) = block.strip_prefix('#') {
            let parsed = numeric::parse_block(numeric, false)
                .map_err(|m| PatternError { offset, message: m })?;
            return self.add_numeric(parsed, offset, cur_paren, local_numeric);
        }
        let var_end = block.find(':');
        let name_part = &block[..var_end.unwrap_or(block.len())];
        if let Some(ws) = name_part.find([' ', '\t']) {
            return err(offset + ws, "unexpected whitespace");
        }
        let (name, after) =
            parse_variable(block).map_err(|m| PatternError { offset, message: m })?;
        let pseudo = name.starts_with('@');
        if var_end.is_some() {
            let Some(regex) = after.strip_prefix(':').filter(|_| !pseudo) else {
                return err(offset, "invalid name in string variable definition");
            };
            let translated = ere::translate(regex).map_err(|m| PatternError {
                offset: offset + name.len() + 1,
                message: format!("invalid regex: {m}"),
            })?;
            self.str_defs.push((name.to_string(), *cur_paren));
            *cur_paren += 1 + translated.groups;
            self.pieces
                .push(Piece::Regex(format!("({})", translated.regex)));
            return Ok(());
        }
        if pseudo {
            let parsed = numeric::parse_block(block, true)
                .map_err(|m| PatternError { offset, message: m })?;
            return self.add_numeric(parsed, offset, cur_paren, local_numeric);
        }
        if !after.is_empty() {
            return err(offset, "invalid name in string variable use");
        }
        // A variable defined earlier on this line becomes a back-reference.
        if let Some(&(_, group)) = self.str_defs.iter().rev().find(|(n, _)| n == name) {
            self.pieces.push(Piece::Regex(format!("\\{group}")));
        } else {
            self.pieces.push(Piece::StrUse(name.to_string()));
        }
        Ok(())
    }

    fn add_numeric(
        &mut self,
        block: numeric::NumericBlock,
        offset: usize,
        cur_paren: &mut usize,
        local_numeric: &mut Vec<String>,
    ) -> Result<(), PatternError> {
        if let Some(expr) = &block.expr
            && let Some(v) = expr
                .variables()
                .find(|v| local_numeric.iter().any(|l| l == v))
        {
            return err(
                offset,
                format!("numeric variable '{v}' defined earlier in the same CHECK directive"),
            );
        }
        match (block.def, block.expr) {
            (Some(name), _) => {
                let format = block.format.unwrap_or(Format::Unsigned);
                self.num_defs.push(NumDef {
                    name: name.clone(),
                    group: *cur_paren,
                    format,
                });
                *cur_paren += 1;
                self.pieces
                    .push(Piece::Regex(format!("({})", format.regex())));
                local_numeric.push(name);
            }
            (None, Some(expr)) => self.pieces.push(Piece::NumUse {
                expr,
                format: block.format,
            }),
            (None, None) => return err(offset, "empty numeric expression"),
        }
        Ok(())
    }

    /// Validates (and, without substitutions, caches) the regex.
    fn finish(mut self) -> Result<Pattern, PatternError> {
        let has_subst = self.pieces.iter().any(|p| !matches!(p, Piece::Regex(_)));
        let mut source = String::from(self.flags);
        for piece in &self.pieces {
            match piece {
                Piece::Regex(r) => source.push_str(r),
                Piece::StrUse(_) | Piece::NumUse { .. } => source.push_str("(?:)"),
            }
        }
        match Regex::new(&source) {
            Ok(re) if !has_subst => self.compiled = Some(re),
            Ok(_) => {}
            Err(e) => return err(0, format!("invalid regex: {e}")),
        }
        Ok(self)
    }

    /// Searches `buffer`; on success records the variables this pattern defines.
    pub fn matches(&self, buffer: &str, vars: &mut Vars) -> Result<Match, MatchError> {
        if self.kind == CheckKind::Eof {
            return Ok(Match {
                pos: buffer.len(),
                len: 0,
            });
        }
        if let Some(fixed) = &self.fixed {
            return buffer
                .find(fixed.as_str())
                .map(|pos| Match {
                    pos,
                    len: fixed.len(),
                })
                .ok_or(MatchError::NotFound);
        }
        let built;
        let regex = match &self.compiled {
            Some(re) => re,
            None => {
                let source = self.substituted(vars)?;
                built = Regex::new(&source)
                    .map_err(|e| MatchError::Error(format!("invalid regex: {e}")))?;
                &built
            }
        };
        let caps = match regex.captures(buffer) {
            Ok(Some(caps)) => caps,
            Ok(None) => return Err(MatchError::NotFound),
            Err(e) => return Err(MatchError::Error(format!("regex error: {e}"))),
        };
        let Some(whole) = caps.get(0) else {
            return Err(MatchError::NotFound);
        };
        for (name, group) in &self.str_defs {
            let value = caps.get(*group).map_or("", |m| m.as_str());
            vars.strings.insert(name.clone(), value.to_string());
        }
        for def in &self.num_defs {
            let text = caps.get(def.group).map_or("", |m| m.as_str());
            let value = def.format.parse_value(text).map_err(MatchError::Error)?;
            vars.numeric.insert(def.name.clone(), (value, def.format));
        }
        let skip = self.match_start_skip.min(whole.as_str().len());
        Ok(Match {
            pos: whole.start() + skip,
            len: whole.as_str().len() - skip,
        })
    }

    fn substituted(&self, vars: &Vars) -> Result<String, MatchError> {
        let mut source = String::from(self.flags);
        for piece in &self.pieces {
            match piece {
                Piece::Regex(r) => source.push_str(r),
                Piece::StrUse(name) => match vars.strings.get(name) {
                    Some(v) => source.push_str(&escape(v)),
                    None => return Err(MatchError::Error(format!("undefined variable: {name}"))),
                },
                Piece::NumUse { expr, format } => {
                    let value = expr
                        .eval(self.line, &vars.numeric)
                        .map_err(MatchError::Error)?;
                    let format = format.unwrap_or_else(|| expr.implicit_format(&vars.numeric));
                    source.push_str(&escape(&format.render(value).map_err(MatchError::Error)?));
                }
            }
        }
        Ok(source)
    }

    /// `with "V" equal to "..."` notes for the substitutions of this pattern.
    pub fn substitution_notes(&self, vars: &Vars) -> Vec<String> {
        let mut notes = Vec::new();
        for piece in &self.pieces {
            match piece {
                Piece::StrUse(name) => {
                    if let Some(v) = vars.strings.get(name) {
                        notes.push(format!(
                            "with \"{name}\" equal to \"{}\"",
                            v.escape_default()
                        ));
                    } else {
                        notes.push(format!("uses undefined variable(s): \"{name}\""));
                    }
                }
                Piece::NumUse { expr, .. } => {
                    if let Ok(v) = expr.eval(self.line, &vars.numeric) {
                        notes.push(format!("with numeric expression equal to \"{v}\""));
                    }
                }
                Piece::Regex(_) => {}
            }
        }
        notes
    }
}

/// Port of `Pattern::FindRegexVarEnd`: offset of the `]]` closing a substitution block,
/// honouring backslash escapes and nested brackets.
fn find_var_end(text: &str) -> Result<Option<usize>, String> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i..].starts_with(b"]]") && depth == 0 {
            return Ok(Some(i));
        }
        match bytes[i] {
            b'\\' => {
                i += 2;
                continue;
            }
            b'[' => depth += 1,
            b']' => {
                if depth == 0 {
                    return Err("missing closing \"]\" for regex variable".into());
                }
                depth -= 1;
            }
            _ => {}
        }
        i += 1;
    }
    Ok(None)
}

/// Port of `Pattern::parseVariable`: returns (name, rest).
fn parse_variable(text: &str) -> Result<(&str, &str), String> {
    if text.is_empty() {
        return Err("empty variable name".into());
    }
    let bytes = text.as_bytes();
    let mut i = usize::from(bytes[0] == b'$' || bytes[0] == b'@');
    if i == bytes.len() {
        return Err("empty variable name".into());
    }
    if !(bytes[i].is_ascii_alphabetic() || bytes[i] == b'_') {
        return Err("invalid variable name".into());
    }
    i += 1;
    while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
        i += 1;
    }
    Ok((&text[..i], &text[i..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Pattern {
        match Pattern::parse(
            text,
            CheckKind::Plain,
            1,
            false,
            "CHECK",
            1,
            PatternOptions::default(),
        ) {
            Ok(p) => p,
            Err(e) => panic!("parse error: {e:?}"),
        }
    }

    #[test]
    fn fixed_and_regex() {
        let mut vars = Vars::default();
        assert_eq!(
            parse("a.c").matches("xa.c", &mut vars),
            Ok(Match { pos: 1, len: 3 })
        );
        assert_eq!(
            parse("a{{.}}c").matches("abc", &mut vars),
            Ok(Match { pos: 0, len: 3 })
        );
        assert_eq!(
            parse("a{{.}}c").matches("a\nc", &mut vars),
            Err(MatchError::NotFound)
        );
    }

    #[test]
    fn definitions_and_backrefs() {
        let mut vars = Vars::default();
        let p = parse("[[X:[a-z]+]] [[X]]");
        assert_eq!(
            p.matches("ab cd ef ef", &mut vars),
            Ok(Match { pos: 6, len: 5 })
        );
        assert_eq!(vars.strings.get("X").map(String::as_str), Some("ef"));
        let q = parse("use [[X]]");
        assert_eq!(
            q.matches("use ab use ef", &mut vars),
            Ok(Match { pos: 7, len: 6 })
        );
        let r = parse("[[NOPE]]");
        assert!(matches!(
            r.matches("x", &mut vars),
            Err(MatchError::Error(_))
        ));
    }

    #[test]
    fn parse_errors() {
        let e = |t: &str| {
            Pattern::parse(
                t,
                CheckKind::Plain,
                1,
                false,
                "CHECK",
                1,
                PatternOptions::default(),
            )
            .err()
            .map(|e| e.message)
        };
        assert_eq!(
            e(""),
            Some("found empty check string with prefix 'CHECK:'".to_string())
        );
        assert!(e("{{a").is_some_and(|m| m.contains("no end")));
        assert!(e("[[a b]]").is_some_and(|m| m.contains("whitespace")));
        assert!(e("[[1x]]").is_some_and(|m| m.contains("invalid variable name")));
        assert!(e("{{a{2}}}").is_some_and(|m| m.contains("invalid regex")));
    }

    #[test]
    fn var_end_handles_nesting() {
        assert_eq!(find_var_end(r"V:[a-z]+\[[0-9]\]]] x"), Ok(Some(17)));
        assert!(find_var_end("V:a]x").is_err());
    }
}
