//! A named text buffer with line lookup, used to render LLVM-style diagnostics
//! (`file:line:col: error: message` + source line + caret).

/// A named text with precomputed line starts.
#[derive(Debug, Clone)]
pub struct Source {
    pub name: String,
    pub text: String,
    line_starts: Vec<usize>,
}

impl Source {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> Self {
        let text = text.into();
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Source {
            name: name.into(),
            text,
            line_starts,
        }
    }

    /// 1-based line number containing byte `offset`.
    pub fn line_of(&self, offset: usize) -> usize {
        match self.line_starts.binary_search(&offset) {
            Ok(i) => i + 1,
            Err(i) => i,
        }
    }

    /// Number of lines (a trailing newline does not start a new line).
    pub fn line_count(&self) -> usize {
        let n = self.line_starts.len();
        if n > 1 && self.line_starts[n - 1] == self.text.len() {
            n - 1
        } else {
            n
        }
    }

    /// Text of 1-based line `line`, without its newline.
    pub fn line_text(&self, line: usize) -> &str {
        let Some(&start) = self.line_starts.get(line.saturating_sub(1)) else {
            return "";
        };
        let end = self
            .line_starts
            .get(line)
            .map_or(self.text.len(), |&next| next - 1);
        self.text.get(start..end.max(start)).unwrap_or("")
    }

    /// 1-based (line, column); the column counts characters.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = self.line_of(offset);
        let start = self.line_starts[line - 1];
        let col = self
            .text
            .get(start..offset)
            .map_or(1, |s| s.chars().count() + 1);
        (line, col)
    }

    /// Renders one diagnostic in LLVM's SourceMgr format.
    pub fn diag(&self, offset: usize, severity: &str, message: &str) -> String {
        let (line, col) = self.line_col(offset);
        format!(
            "{}:{}:{}: {}: {}\n{}\n{}^\n",
            self.name,
            line,
            col,
            severity,
            message,
            self.line_text(line),
            " ".repeat(col - 1)
        )
    }
}

/// FileCheck's buffer canonicalization: drop the `\r` of `\r\n`, and (unless strict
/// whitespace is requested) collapse each run of spaces and tabs into one space.
pub fn canonicalize(text: &str, strict_whitespace: bool) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\r' && chars.peek() == Some(&'\n') {
            continue;
        }
        if strict_whitespace || (c != ' ' && c != '\t') {
            out.push(c);
            continue;
        }
        out.push(' ');
        while matches!(chars.peek(), Some(' ' | '\t')) {
            chars.next();
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns() {
        let s = Source::new("f", "ab\ncd\n");
        assert_eq!(s.line_col(0), (1, 1));
        assert_eq!(s.line_col(4), (2, 2));
        assert_eq!(s.line_col(6), (3, 1));
        assert_eq!(s.line_text(2), "cd");
        assert_eq!(s.line_count(), 2);
        assert_eq!(s.diag(4, "error", "x"), "f:2:2: error: x\ncd\n ^\n");
    }

    #[test]
    fn canonicalization() {
        assert_eq!(canonicalize("a \t b\r\nc\r", false), "a b\nc\r");
        assert_eq!(canonicalize("a \t b\r\n", true), "a \t b\n");
    }
}
