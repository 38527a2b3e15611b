//! Typed pass options declared as data.
//!
//! A pass declares its options as a list of [`OptionDecl`]s (name, description, kind, default).
//! The same declarations feed `--help`, `--list-passes`, the pipeline parser (`cse{a=1 b=x,y}`)
//! and the canonical pipeline printer (`--dump-pass-pipeline`), so they never drift apart.
//! Parsing follows MLIR 22's `PassOptions::parseFromString` and LLVM's `cl` value parsers,
//! including their exact error messages.
// Issue 10 policy: no panics reachable from input (exceptions are commented `// ok: why`).
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::fmt::Write;

/// Width and signedness of an integer option, named as LLVM's `cl` parsers name them in help
/// and errors (`<int>`, `<long>`, `<uint>`, `<ulong>`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IntKind {
    /// `int` (i32).
    Int,
    /// `long` (i64).
    Long,
    /// `uint` (u32).
    UInt,
    /// `ulong` (u64).
    ULong,
}

impl IntKind {
    /// The name LLVM prints (`long` in `'abc' value invalid for long argument!`).
    pub fn name(self) -> &'static str {
        match self {
            IntKind::Int => "int",
            IntKind::Long => "long",
            IntKind::UInt => "uint",
            IntKind::ULong => "ulong",
        }
    }

    fn range(self) -> (i128, i128) {
        match self {
            IntKind::Int => (i32::MIN as i128, i32::MAX as i128),
            IntKind::Long => (i64::MIN as i128, i64::MAX as i128),
            IntKind::UInt => (0, u32::MAX as i128),
            IntKind::ULong => (0, u64::MAX as i128),
        }
    }
}

/// One allowed value of an enumerated option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnumValue {
    /// The spelling (`normal`).
    pub name: String,
    /// Help text.
    pub description: String,
}

/// What an option holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// A flag: `opt`, `opt=true`, `opt=0`.
    Bool,
    /// An integer.
    Int(IntKind),
    /// Free text.
    Str,
    /// One of a fixed set of names.
    Enum(Vec<EnumValue>),
    /// A comma-separated list (`a,b` or `{a,b}`) of strings or integers; repeated occurrences
    /// append.
    List(Box<OptionKind>),
}

impl OptionKind {
    /// The value placeholder printed in help (`=<long>`), empty for flags.
    pub fn value_name(&self) -> &'static str {
        match self {
            OptionKind::Bool => "",
            OptionKind::Int(k) => match k {
                IntKind::Int => "<int>",
                IntKind::Long => "<long>",
                IntKind::UInt => "<uint>",
                IntKind::ULong => "<ulong>",
            },
            OptionKind::Str => "<string>",
            OptionKind::Enum(_) => "<value>",
            OptionKind::List(e) => e.value_name(),
        }
    }
}

/// A parsed option value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    /// A flag's value.
    Bool(bool),
    /// An integer's value (wide enough for every [`IntKind`]).
    Int(i128),
    /// A string's value.
    Str(String),
    /// The chosen name of an enumerated option.
    Enum(String),
    /// A list's elements.
    List(Vec<OptionValue>),
}

impl OptionValue {
    fn print(&self, out: &mut String) {
        match self {
            OptionValue::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            OptionValue::Int(v) => {
                let _ = write!(out, "{v}");
            }
            OptionValue::Str(s) | OptionValue::Enum(s) => out.push_str(s),
            OptionValue::List(items) => {
                out.push('{');
                for (i, it) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    it.print(out);
                }
                out.push('}');
            }
        }
    }
}

/// The declaration of one pass option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionDecl {
    /// The option's name (`max-iterations`).
    pub name: String,
    /// One-line help.
    pub description: String,
    /// What it holds.
    pub kind: OptionKind,
    /// Its value when not given.
    pub default: OptionValue,
}

impl OptionDecl {
    /// A flag.
    pub fn bool(name: impl Into<String>, description: impl Into<String>, default: bool) -> Self {
        OptionDecl {
            name: name.into(),
            description: description.into(),
            kind: OptionKind::Bool,
            default: OptionValue::Bool(default),
        }
    }
    /// A 64-bit signed integer (`<long>`).
    pub fn int(name: impl Into<String>, description: impl Into<String>, default: i64) -> Self {
        Self::int_of(IntKind::Long, name, description, default as i128)
    }
    /// An integer of the given kind.
    pub fn int_of(
        kind: IntKind,
        name: impl Into<String>,
        description: impl Into<String>,
        default: i128,
    ) -> Self {
        OptionDecl {
            name: name.into(),
            description: description.into(),
            kind: OptionKind::Int(kind),
            default: OptionValue::Int(default),
        }
    }
    /// A string.
    pub fn string(
        name: impl Into<String>,
        description: impl Into<String>,
        default: impl Into<String>,
    ) -> Self {
        OptionDecl {
            name: name.into(),
            description: description.into(),
            kind: OptionKind::Str,
            default: OptionValue::Str(default.into()),
        }
    }
    /// An enumeration: `values` are `(name, description)` pairs.
    pub fn enumeration(
        name: impl Into<String>,
        description: impl Into<String>,
        values: &[(&str, &str)],
        default: impl Into<String>,
    ) -> Self {
        let values = values
            .iter()
            .map(|(n, d)| EnumValue {
                name: n.to_string(),
                description: d.to_string(),
            })
            .collect();
        OptionDecl {
            name: name.into(),
            description: description.into(),
            kind: OptionKind::Enum(values),
            default: OptionValue::Enum(default.into()),
        }
    }
    /// A list of strings, empty by default.
    pub fn string_list(name: impl Into<String>, description: impl Into<String>) -> Self {
        OptionDecl {
            name: name.into(),
            description: description.into(),
            kind: OptionKind::List(Box::new(OptionKind::Str)),
            default: OptionValue::List(Vec::new()),
        }
    }
    /// A list of integers of `kind`, empty by default.
    pub fn int_list(
        kind: IntKind,
        name: impl Into<String>,
        description: impl Into<String>,
    ) -> Self {
        OptionDecl {
            name: name.into(),
            description: description.into(),
            kind: OptionKind::List(Box::new(OptionKind::Int(kind))),
            default: OptionValue::List(Vec::new()),
        }
    }
}

/// Why an option string was rejected.
///
/// MLIR reports these in two places: LLVM's command-line library prints value errors straight
/// to stderr prefixed with the tool name (`cl_message`, e.g. `for the --max-iterations option:
/// 'abc' value invalid for long argument!`), and the pass-option parser writes unknown-option
/// errors into the pipeline's error text (`message`, e.g. `<Pass-Options-Parser>: no such option
/// foo` followed by a newline). Exactly one of them is non-empty.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct OptionError {
    /// The `cl` message, without the `tool: ` prefix.
    pub cl_message: Option<String>,
    /// The text for the pipeline error stream (ends with a newline when non-empty).
    pub message: String,
}

impl OptionError {
    fn cl(option: &str, msg: impl std::fmt::Display) -> Self {
        OptionError {
            cl_message: Some(format!("for the --{option} option: {msg}")),
            message: String::new(),
        }
    }
    /// A one-line human summary of the error.
    pub fn summary(&self) -> String {
        match &self.cl_message {
            Some(m) => m.clone(),
            None => self.message.trim_end().to_string(),
        }
    }
}

/// The values of a pass's options: its declarations plus one value each.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct PassOptions {
    decls: Vec<OptionDecl>,
    values: Vec<OptionValue>,
    /// Whether each list option was given explicitly (the first occurrence replaces the
    /// default, later ones append).
    explicit: Vec<bool>,
}

impl PassOptions {
    /// Every option at its default.
    pub fn new(decls: &[OptionDecl]) -> Self {
        PassOptions {
            decls: decls.to_vec(),
            values: decls.iter().map(|d| d.default.clone()).collect(),
            explicit: vec![false; decls.len()],
        }
    }

    /// Defaults, then `text` parsed over them.
    pub fn parse(decls: &[OptionDecl], text: &str) -> Result<Self, OptionError> {
        let mut o = Self::new(decls);
        o.parse_into(text)?;
        Ok(o)
    }

    /// The declarations.
    pub fn decls(&self) -> &[OptionDecl] {
        &self.decls
    }

    /// Whether there are no options at all.
    pub fn is_empty(&self) -> bool {
        self.decls.is_empty()
    }

    /// Parses `key=value key2 key3={a,b}` over the current values (MLIR's
    /// `PassOptions::parseFromString`).
    pub fn parse_into(&mut self, text: &str) -> Result<(), OptionError> {
        let mut rest = text;
        while !rest.is_empty() {
            let (key, value, remaining) = next_arg(rest);
            rest = remaining;
            if key.is_empty() {
                continue;
            }
            let found = self
                .decls
                .iter()
                .zip(self.values.iter_mut())
                .zip(self.explicit.iter_mut())
                .find(|((d, _), _)| d.name == key);
            let Some(((decl, slot), explicit)) = found else {
                return Err(OptionError {
                    cl_message: None,
                    message: format!("<Pass-Options-Parser>: no such option {key}\n"),
                });
            };
            let parsed = parse_value(&decl.name, &decl.kind, value)?;
            match (slot, parsed) {
                (OptionValue::List(items), OptionValue::List(new)) => {
                    if !*explicit {
                        items.clear();
                    }
                    items.extend(new);
                }
                (slot, v) => *slot = v,
            }
            *explicit = true;
        }
        Ok(())
    }

    /// The value of option `name`.
    pub fn get(&self, name: &str) -> Option<&OptionValue> {
        self.decls
            .iter()
            .position(|d| d.name == name)
            .and_then(|i| self.values.get(i))
    }
    /// A flag's value (`false` when there is no such flag).
    pub fn get_bool(&self, name: &str) -> bool {
        matches!(self.get(name), Some(OptionValue::Bool(true)))
    }
    /// An integer's value (0 when there is no such option).
    pub fn get_int(&self, name: &str) -> i128 {
        match self.get(name) {
            Some(OptionValue::Int(v)) => *v,
            _ => 0,
        }
    }
    /// A string's or enumeration's value (`""` when there is no such option).
    pub fn get_str(&self, name: &str) -> &str {
        match self.get(name) {
            Some(OptionValue::Str(s) | OptionValue::Enum(s)) => s,
            _ => "",
        }
    }
    /// A list of strings (empty when there is no such option).
    pub fn get_string_list(&self, name: &str) -> Vec<String> {
        match self.get(name) {
            Some(OptionValue::List(v)) => v
                .iter()
                .filter_map(|x| match x {
                    OptionValue::Str(s) | OptionValue::Enum(s) => Some(s.clone()),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }
    /// A list of integers (empty when there is no such option).
    pub fn get_int_list(&self, name: &str) -> Vec<i128> {
        match self.get(name) {
            Some(OptionValue::List(v)) => v
                .iter()
                .filter_map(|x| match x {
                    OptionValue::Int(i) => Some(*i),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Prints `{a=1 b=x}` exactly as MLIR does: every option sorted by name, separated by a
    /// space, an empty list printing nothing (so separators remain); nothing at all when the
    /// pass has no options.
    pub fn print(&self) -> String {
        let mut out = String::new();
        if self.decls.is_empty() {
            return out;
        }
        let mut order: Vec<(&OptionDecl, &OptionValue)> =
            self.decls.iter().zip(&self.values).collect();
        order.sort_by(|a, b| a.0.name.cmp(&b.0.name));
        out.push('{');
        for (n, &(decl, value)) in order.iter().enumerate() {
            if n > 0 {
                out.push(' ');
            }
            if matches!(value, OptionValue::List(v) if v.is_empty()) {
                continue;
            }
            out.push_str(&decl.name);
            out.push('=');
            value.print(&mut out);
        }
        out.push('}');
        out
    }
}

/// Splits the next `key[=value]` off an option string, honouring quotes and `{...}` in values
/// (MLIR's `parseNextArg`). Returns `(key, value, rest)`; `value` is `None` without `=`.
fn next_arg(options: &str) -> (&str, Option<&str>, &str) {
    let b = options.as_bytes();
    let mut i = 0;
    loop {
        let c = b.get(i).copied();
        if matches!(c, None | Some(b' ')) {
            let (arg, rest) = extract(options, i);
            return (arg, None, rest);
        }
        if c == Some(b'=') {
            let (arg, rest) = extract(options, i);
            // `extract` left-trimmed `rest`; the '=' is its first byte.
            let value_text = rest.strip_prefix('=').unwrap_or(rest);
            let (value, rest) = next_value(value_text);
            return (arg, Some(value), rest);
        }
        i += 1;
    }
}

fn next_value(options: &str) -> (&str, &str) {
    let b = options.as_bytes();
    let mut i = 0;
    loop {
        let Some(&c) = b.get(i).filter(|&&c| c != b' ') else {
            return extract(options, i.min(b.len()));
        };
        match c {
            q @ (b'\'' | b'"') => {
                if let Some(close) = b.get(i + 1..).and_then(|r| r.iter().position(|&c| c == q)) {
                    i += 1 + close;
                }
            }
            b'{' => {
                let mut depth = 1usize;
                i += 1;
                while let Some(&c) = b.get(i) {
                    match c {
                        q @ (b'\'' | b'"') => {
                            if let Some(close) =
                                b.get(i + 1..).and_then(|r| r.iter().position(|&c| c == q))
                            {
                                i += 1 + close;
                            }
                        }
                        b'{' => depth += 1,
                        b'}' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    i += 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
}

/// Takes the first `n` bytes as an argument (trimmed, outer quotes dropped) and returns the
/// left-trimmed rest.
fn extract(options: &str, n: usize) -> (&str, &str) {
    let n = n.min(options.len());
    let arg = options.get(..n).unwrap_or("").trim();
    let rest = options.get(n..).unwrap_or("").trim_start();
    if arg.len() > 2 {
        for q in ['\'', '"'] {
            if arg.starts_with(q) && arg.ends_with(q) {
                return (arg.get(1..arg.len() - 1).unwrap_or("").trim(), rest);
            }
        }
    }
    (arg, rest)
}

/// Parses one value of `kind` for option `name` with LLVM `cl`'s messages.
fn parse_value(
    name: &str,
    kind: &OptionKind,
    value: Option<&str>,
) -> Result<OptionValue, OptionError> {
    match kind {
        OptionKind::Bool => match value {
            None => Ok(OptionValue::Bool(true)),
            Some("" | "true" | "TRUE" | "True" | "1") => Ok(OptionValue::Bool(true)),
            Some("false" | "FALSE" | "False" | "0") => Ok(OptionValue::Bool(false)),
            Some(v) => Err(OptionError::cl(
                name,
                format!("'{v}' is invalid value for boolean argument! Try 0 or 1"),
            )),
        },
        OptionKind::Int(k) => {
            let v = value.ok_or_else(|| OptionError::cl(name, "requires a value!"))?;
            let (lo, hi) = k.range();
            match parse_llvm_int(v) {
                Some(n) if n >= lo && n <= hi => Ok(OptionValue::Int(n)),
                _ => Err(OptionError::cl(
                    name,
                    format!("'{v}' value invalid for {} argument!", k.name()),
                )),
            }
        }
        OptionKind::Str => {
            let v = value.ok_or_else(|| OptionError::cl(name, "requires a value!"))?;
            Ok(OptionValue::Str(v.to_string()))
        }
        OptionKind::Enum(values) => {
            let v = value.ok_or_else(|| OptionError::cl(name, "requires a value!"))?;
            if values.iter().any(|e| e.name == v) {
                Ok(OptionValue::Enum(v.to_string()))
            } else {
                Err(OptionError::cl(
                    name,
                    format!("Cannot find option named '{v}'!"),
                ))
            }
        }
        OptionKind::List(elem) => {
            let v = value.ok_or_else(|| OptionError::cl(name, "requires a value!"))?;
            let inner = match v.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
                Some(s) => s,
                None => v,
            };
            let mut items = Vec::new();
            for piece in split_list(inner) {
                items.push(parse_value(name, elem, Some(piece))?);
            }
            Ok(OptionValue::List(items))
        }
    }
}

/// Splits a list on top-level commas (commas inside `{}` or quotes stay), MLIR's
/// `parseCommaSeparatedList`. An empty string is an empty list.
fn split_list(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    if s.is_empty() {
        return out;
    }
    let b = s.as_bytes();
    let (mut depth, mut start, mut i) = (0usize, 0usize, 0usize);
    while let Some(&c) = b.get(i) {
        match c {
            q @ (b'\'' | b'"') => {
                if let Some(close) = b.get(i + 1..).and_then(|r| r.iter().position(|&c| c == q)) {
                    i += 1 + close;
                }
            }
            b'{' => depth += 1,
            b'}' => depth = depth.saturating_sub(1),
            b',' if depth == 0 => {
                out.push(s.get(start..i).unwrap_or("").trim());
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    out.push(s.get(start..).unwrap_or("").trim());
    out
}

/// Parses an integer the way LLVM's `StringRef::getAsInteger(0, ..)` does: optional `-`,
/// then `0x` hex, `0b` binary, `0o` or leading-`0` octal, or decimal.
pub fn parse_llvm_int(s: &str) -> Option<i128> {
    let (neg, body) = match s.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, s),
    };
    let (radix, digits) =
        if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
            (16, h)
        } else if let Some(b) = body.strip_prefix("0b").or_else(|| body.strip_prefix("0B")) {
            (2, b)
        } else if let Some(o) = body.strip_prefix("0o") {
            (8, o)
        } else if body.len() > 1 && body.starts_with('0') {
            (8, &body[1..])
        } else {
            (10, body)
        };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let v = i128::from_str_radix(digits, radix).ok()?;
    Some(if neg { -v } else { v })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn canon_decls() -> Vec<OptionDecl> {
        vec![
            OptionDecl::bool(
                "top-down",
                "Seed the worklist in general top-down order",
                true,
            ),
            OptionDecl::enumeration(
                "region-simplify",
                "Perform control flow optimizations to the region tree",
                &[("disabled", "a"), ("normal", "b"), ("aggressive", "c")],
                "normal",
            ),
            OptionDecl::int("max-iterations", "Max. iterations", 10),
            OptionDecl::int("max-num-rewrites", "Max. rewrites", -1),
            OptionDecl::bool("test-convergence", "Test only", false),
            OptionDecl::string_list("disable-patterns", "Labels to filter out"),
            OptionDecl::string_list("enable-patterns", "Labels to use"),
        ]
    }

    #[test]
    fn prints_like_mlir() {
        let o = PassOptions::new(&canon_decls());
        assert_eq!(
            o.print(),
            "{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}"
        );
        let o = PassOptions::parse(
            &canon_decls(),
            "enable-patterns=a,b disable-patterns={c,d} max-iterations=3",
        )
        .unwrap();
        assert_eq!(
            o.print(),
            "{disable-patterns={c,d} enable-patterns={a,b} max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}"
        );
        assert!(PassOptions::new(&[]).print().is_empty());
    }

    #[test]
    fn parses_values() {
        let o = PassOptions::parse(
            &canon_decls(),
            "top-down=false max-iterations=0x10 region-simplify=aggressive",
        )
        .unwrap();
        assert!(!o.get_bool("top-down"));
        assert_eq!(o.get_int("max-iterations"), 16);
        assert_eq!(o.get_str("region-simplify"), "aggressive");
        let o = PassOptions::parse(
            &canon_decls(),
            "top-down enable-patterns=a enable-patterns=b",
        )
        .unwrap();
        assert!(o.get_bool("top-down"));
        assert_eq!(o.get_string_list("enable-patterns"), vec!["a", "b"]);
        let o = PassOptions::parse(&canon_decls(), "  max-iterations=007  ").unwrap();
        assert_eq!(o.get_int("max-iterations"), 7);
        let o = PassOptions::parse(&[OptionDecl::string("p", "", "x")], "p=\"a b{c}\"").unwrap();
        assert_eq!(o.get_str("p"), "a b{c}");
        let o = PassOptions::parse(
            &[OptionDecl::string("p", "", "x")],
            "p=canonicalize{max-iterations=2 top-down=false}",
        )
        .unwrap();
        assert_eq!(
            o.get_str("p"),
            "canonicalize{max-iterations=2 top-down=false}"
        );
    }

    #[test]
    fn errors_like_mlir() {
        let e = PassOptions::parse(&canon_decls(), "foo=1").unwrap_err();
        assert_eq!(e.message, "<Pass-Options-Parser>: no such option foo\n");
        let e = PassOptions::parse(&canon_decls(), "max-iterations=abc").unwrap_err();
        assert_eq!(
            e.cl_message.as_deref(),
            Some("for the --max-iterations option: 'abc' value invalid for long argument!")
        );
        let e = PassOptions::parse(&canon_decls(), "max-iterations").unwrap_err();
        assert_eq!(
            e.cl_message.as_deref(),
            Some("for the --max-iterations option: requires a value!")
        );
        let e = PassOptions::parse(&canon_decls(), "top-down=maybe").unwrap_err();
        assert_eq!(
            e.cl_message.as_deref(),
            Some(
                "for the --top-down option: 'maybe' is invalid value for boolean argument! Try 0 or 1"
            )
        );
        let e = PassOptions::parse(&canon_decls(), "region-simplify=foo").unwrap_err();
        assert_eq!(
            e.cl_message.as_deref(),
            Some("for the --region-simplify option: Cannot find option named 'foo'!")
        );
        let e = PassOptions::parse(&canon_decls(), "max-iterations=3,top-down=false").unwrap_err();
        assert_eq!(
            e.cl_message.as_deref(),
            Some(
                "for the --max-iterations option: '3,top-down=false' value invalid for long argument!"
            )
        );
        let e = PassOptions::parse(&[OptionDecl::int_of(IntKind::UInt, "n", "", 0)], "n=-1")
            .unwrap_err();
        assert_eq!(
            e.cl_message.as_deref(),
            Some("for the --n option: '-1' value invalid for uint argument!")
        );
    }
}
