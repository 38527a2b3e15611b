//! The subset of FileCheck numeric substitution blocks that tile-opt tests may use:
//! `[[#VAR:]]` / `[[#%d,VAR:]]` definitions, `[[#VAR]]`, `[[#VAR+1]]`, `[[#@LINE-2]]`
//! uses, and the legacy `[[@LINE+N]]` form. Formats `%u` (default), `%d`, `%x`, `%X`.

use std::collections::HashMap;

/// How a numeric value is matched and printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Unsigned,
    Signed,
    HexLower,
    HexUpper,
}

impl Format {
    /// Regex (fancy-regex syntax) matching one value in this format.
    pub fn regex(self) -> &'static str {
        match self {
            Format::Unsigned => "[0-9]+",
            Format::Signed => "-?[0-9]+",
            Format::HexLower => "[0-9a-f]+",
            Format::HexUpper => "[0-9A-F]+",
        }
    }

    pub fn render(self, value: i128) -> Result<String, String> {
        match self {
            Format::Signed => Ok(value.to_string()),
            _ if value < 0 => Err(format!(
                "unable to represent numeric value {value} in unsigned format"
            )),
            Format::Unsigned => Ok(value.to_string()),
            Format::HexLower => Ok(format!("{value:x}")),
            Format::HexUpper => Ok(format!("{value:X}")),
        }
    }

    pub fn parse_value(self, text: &str) -> Result<i128, String> {
        let parsed = match self {
            Format::Unsigned | Format::Signed => text.parse::<i128>().ok(),
            Format::HexLower | Format::HexUpper => i128::from_str_radix(text, 16).ok(),
        };
        parsed.ok_or_else(|| format!("unable to represent numeric value '{text}'"))
    }
}

/// An operand of a numeric expression.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Operand {
    Literal(i128),
    /// `@LINE`: the line of the directive.
    Line,
    Var(String),
}

/// `operand ((+|-) operand)*`
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expr {
    pub first: Operand,
    pub rest: Vec<(char, Operand)>,
}

/// Numeric variables with their values and formats.
pub type NumericVars = HashMap<String, (i128, Format)>;

impl Expr {
    pub fn variables(&self) -> impl Iterator<Item = &str> {
        std::iter::once(&self.first)
            .chain(self.rest.iter().map(|(_, o)| o))
            .filter_map(|o| match o {
                Operand::Var(v) => Some(v.as_str()),
                _ => None,
            })
    }

    /// Evaluates the expression; `line` is the line of the directive.
    pub fn eval(&self, line: usize, vars: &NumericVars) -> Result<i128, String> {
        let value = |o: &Operand| -> Result<i128, String> {
            match o {
                Operand::Literal(n) => Ok(*n),
                Operand::Line => Ok(line as i128),
                Operand::Var(v) => vars
                    .get(v)
                    .map(|(n, _)| *n)
                    .ok_or_else(|| format!("undefined variable: {v}")),
            }
        };
        let mut acc = value(&self.first)?;
        for (op, operand) in &self.rest {
            let rhs = value(operand)?;
            acc = if *op == '+' { acc + rhs } else { acc - rhs };
        }
        Ok(acc)
    }

    /// The format a use of this expression prints with when none is given explicitly.
    pub fn implicit_format(&self, vars: &NumericVars) -> Format {
        self.variables()
            .find_map(|v| vars.get(v).map(|(_, f)| *f))
            .unwrap_or(Format::Unsigned)
    }
}

/// A parsed `[[#...]]` block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NumericBlock {
    pub format: Option<Format>,
    /// `Some(name)` for a definition `[[#NAME:]]`.
    pub def: Option<String>,
    pub expr: Option<Expr>,
}

/// Parses the text between `[[#` and `]]` (or, for `legacy_line`, between `[[` and `]]`).
pub fn parse_block(text: &str, legacy_line: bool) -> Result<NumericBlock, String> {
    let mut rest = text;
    let mut format = None;
    if let Some(comma) = rest.find(',') {
        let spec = rest[..comma].trim_matches([' ', '\t']);
        let f = match spec {
            "%u" => Format::Unsigned,
            "%d" => Format::Signed,
            "%x" => Format::HexLower,
            "%X" => Format::HexUpper,
            _ => return Err(format!("invalid matching format specification '{spec}'")),
        };
        format = Some(f);
        rest = &rest[comma + 1..];
    }
    let mut def = None;
    if let Some(colon) = rest.find(':') {
        let name = rest[..colon].trim_matches([' ', '\t']);
        if !is_var_name(name) {
            return Err(format!("invalid numeric variable definition '{name}'"));
        }
        if !rest[colon + 1..].trim().is_empty() {
            return Err("numeric definitions with an expression are not supported".into());
        }
        def = Some(name.to_string());
        rest = "";
    }
    let rest = rest.trim_matches([' ', '\t']);
    if rest.starts_with("==") {
        return Err("numeric constraints are not supported".into());
    }
    let expr = if rest.is_empty() {
        if def.is_none() {
            return Err("empty numeric expression".into());
        }
        None
    } else {
        Some(parse_expr(rest, legacy_line)?)
    };
    Ok(NumericBlock { format, def, expr })
}

fn is_var_name(name: &str) -> bool {
    let name = name.strip_prefix('$').unwrap_or(name);
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

fn parse_expr(text: &str, legacy_line: bool) -> Result<Expr, String> {
    let mut tokens = Vec::new();
    let mut i = 0;
    let bytes = text.as_bytes();
    while i < bytes.len() {
        let c = bytes[i] as char;
        if c == ' ' || c == '\t' {
            i += 1;
        } else if c == '+' || c == '-' {
            tokens.push(c.to_string());
            i += 1;
        } else {
            let start = i;
            while i < bytes.len() && !matches!(bytes[i], b' ' | b'\t' | b'+' | b'-') {
                i += 1;
            }
            tokens.push(text[start..i].to_string());
        }
    }
    let operand = |tok: &str| -> Result<Operand, String> {
        if tok == "@LINE" {
            Ok(Operand::Line)
        } else if let Ok(n) = tok.parse::<i128>() {
            if legacy_line {
                return Err(format!("invalid operand format '{tok}'"));
            }
            Ok(Operand::Literal(n))
        } else if !legacy_line && is_var_name(tok) {
            Ok(Operand::Var(tok.to_string()))
        } else {
            Err(format!("invalid operand format '{tok}'"))
        }
    };
    let mut iter = tokens.iter();
    let Some(first) = iter.next() else {
        return Err("empty numeric expression".into());
    };
    let first = operand(first)?;
    if legacy_line && first != Operand::Line {
        return Err("invalid pseudo numeric variable".into());
    }
    let mut rest = Vec::new();
    while let Some(op) = iter.next() {
        let op = match op.as_str() {
            "+" => '+',
            "-" => '-',
            other => {
                return Err(format!(
                    "unexpected characters at end of expression '{other}'"
                ));
            }
        };
        let Some(rhs) = iter.next() else {
            return Err("missing operand in expression".into());
        };
        let rhs = if legacy_line {
            Operand::Literal(
                rhs.parse::<i128>()
                    .map_err(|_| format!("invalid operand format '{rhs}'"))?,
            )
        } else {
            operand(rhs)?
        };
        rest.push((op, rhs));
    }
    if legacy_line && rest.len() > 1 {
        return Err("unexpected characters at end of expression".into());
    }
    Ok(Expr { first, rest })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_blocks() {
        let b = parse_block("N:", false).ok();
        assert_eq!(b.and_then(|b| b.def), Some("N".to_string()));
        let b = parse_block("%x, A:", false).ok();
        assert_eq!(b.and_then(|b| b.format), Some(Format::HexLower));
        let e = parse_block("@LINE+2", true).ok().and_then(|b| b.expr);
        assert_eq!(e.and_then(|e| e.eval(5, &NumericVars::new()).ok()), Some(7));
        let mut vars = NumericVars::new();
        vars.insert("N".into(), (3, Format::Unsigned));
        let e = parse_block("N - 1 + 10", false).ok().and_then(|b| b.expr);
        assert_eq!(e.and_then(|e| e.eval(1, &vars).ok()), Some(12));
        assert!(parse_block("", false).is_err());
        assert!(parse_block("N:==3", false).is_err());
    }

    #[test]
    fn formats() {
        assert_eq!(Format::HexUpper.render(255).ok(), Some("FF".to_string()));
        assert!(Format::Unsigned.render(-1).is_err());
        assert_eq!(Format::HexLower.parse_value("ff").ok(), Some(255));
    }
}
