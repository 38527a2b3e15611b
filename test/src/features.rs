//! lit feature expressions for `REQUIRES:` / `UNSUPPORTED:` / `XFAIL:` (port of the
//! subset of lit's `BooleanExpression`: identifiers, `true`, `false`, `!`, `&&`, `||`,
//! parentheses).

use std::collections::BTreeSet;

fn tokenize(expr: &str) -> Result<Vec<String>, String> {
    let mut tokens = Vec::new();
    let chars: Vec<char> = expr.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
        } else if (c == '&' || c == '|') && chars.get(i + 1) == Some(&c) {
            tokens.push(format!("{c}{c}"));
            i += 2;
        } else if c == '!' || c == '(' || c == ')' {
            tokens.push(c.to_string());
            i += 1;
        } else if c.is_ascii_alphanumeric() || "-+=._".contains(c) {
            let start = i;
            while i < chars.len()
                && (chars[i].is_ascii_alphanumeric() || "-+=._".contains(chars[i]))
            {
                i += 1;
            }
            tokens.push(chars[start..i].iter().collect());
        } else {
            return Err(format!(
                "couldn't parse text '{}' in expression '{expr}'",
                chars[i..].iter().collect::<String>()
            ));
        }
    }
    Ok(tokens)
}

struct Parser<'a> {
    tokens: Vec<String>,
    pos: usize,
    features: &'a BTreeSet<String>,
    expr: &'a str,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&str> {
        self.tokens.get(self.pos).map(String::as_str)
    }

    fn or(&mut self) -> Result<bool, String> {
        let mut v = self.and()?;
        while self.peek() == Some("||") {
            self.pos += 1;
            let rhs = self.and()?;
            v = v || rhs;
        }
        Ok(v)
    }

    fn and(&mut self) -> Result<bool, String> {
        let mut v = self.not()?;
        while self.peek() == Some("&&") {
            self.pos += 1;
            let rhs = self.not()?;
            v = v && rhs;
        }
        Ok(v)
    }

    fn not(&mut self) -> Result<bool, String> {
        let Some(tok) = self.peek().map(str::to_string) else {
            return Err(format!(
                "expected: '!', '(', or identifier at end of '{}'",
                self.expr
            ));
        };
        self.pos += 1;
        match tok.as_str() {
            "!" => Ok(!self.not()?),
            "(" => {
                let v = self.or()?;
                if self.peek() != Some(")") {
                    return Err(format!("expected: ')' in '{}'", self.expr));
                }
                self.pos += 1;
                Ok(v)
            }
            "true" => Ok(true),
            "false" => Ok(false),
            "&&" | "||" | ")" => Err(format!(
                "expected: '!', '(', or identifier, have '{tok}' in '{}'",
                self.expr
            )),
            ident => Ok(self.features.contains(ident)),
        }
    }
}

/// Evaluates one feature expression against the available features.
pub fn evaluate(expr: &str, features: &BTreeSet<String>) -> Result<bool, String> {
    let mut p = Parser {
        tokens: tokenize(expr)?,
        pos: 0,
        features,
        expr,
    };
    let v = p.or()?;
    if p.pos != p.tokens.len() {
        return Err(format!("unexpected trailing tokens in '{expr}'"));
    }
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expressions() {
        let f: BTreeSet<String> = ["mlir-opt".to_string(), "x86".to_string()].into();
        assert_eq!(evaluate("mlir-opt", &f), Ok(true));
        assert_eq!(evaluate("!mlir-opt || (x86 && !arm)", &f), Ok(true));
        assert_eq!(evaluate("arm", &f), Ok(false));
        assert_eq!(evaluate("true && !false", &f), Ok(true));
        assert!(evaluate("a &&", &f).is_err());
        assert!(evaluate("a b", &f).is_err());
        assert!(evaluate("a $ b", &f).is_err());
    }
}
