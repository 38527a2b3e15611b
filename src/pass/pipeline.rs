//! MLIR's textual pass pipeline grammar:
//!
//! ```text
//! pipeline     ::= op-anchor '(' element-list ')'
//! element-list ::= element (',' element)*
//! element      ::= pass-name ('{' options '}')?  |  op-anchor '(' element-list ')'
//! ```
//!
//! e.g. `builtin.module(func.func(cse,canonicalize{max-iterations=3}),any(cse))`. Parsing
//! mirrors MLIR 22's `TextualPipeline` step by step so that errors carry the same messages and
//! caret positions (`MLIR Textual PassPipeline Parser:1:11: error: ...`).
// Issue 10 policy: no panics reachable from input (exceptions are commented `// ok: why`).
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use super::manager::OpPassManager;
use super::options::PassOptions;
use super::registry::{InstantiateError, PassRegistry};
use crate::diagnostic::Diagnostic;
use crate::location::Loc;

/// A pipeline that could not be parsed or built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineError {
    /// Messages that LLVM's command-line library prints straight to stderr, to be prefixed
    /// with the tool name (`tile-opt: for the --max-iterations option: ...`). They come
    /// before the diagnostic.
    pub cl_messages: Vec<String>,
    /// The error, at an unknown location, with MLIR's text (possibly several lines).
    pub diagnostic: Diagnostic,
}

impl PipelineError {
    fn new(message: String) -> Self {
        PipelineError {
            cl_messages: Vec::new(),
            diagnostic: Diagnostic::error(Loc::Unknown, message),
        }
    }
}

/// The message for a pipeline without its anchor.
pub const MISSING_ANCHOR: &str = "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'";

/// Parses a whole pipeline `anchor(...)` into a new manager.
pub fn parse_pipeline(registry: &PassRegistry, text: &str) -> Result<OpPassManager, PipelineError> {
    let text = text.trim();
    let open = text.find('(');
    let inner = match open {
        Some(o) if o > 0 && text.ends_with(')') => text.get(o + 1..text.len() - 1),
        _ => None,
    };
    let (Some(o), Some(inner)) = (open, inner) else {
        return Err(PipelineError::new(MISSING_ANCHOR.to_string()));
    };
    let anchor = text.get(..o).unwrap_or("").trim_end();
    let mut pm = OpPassManager::new(anchor);
    parse_pipeline_into(registry, inner, &mut pm)?;
    Ok(pm)
}

/// Parses the element list inside a pipeline (`cse,func.func(canonicalize)`) and appends it to
/// `pm`.
pub fn parse_pipeline_into(
    registry: &PassRegistry,
    text: &str,
    pm: &mut OpPassManager,
) -> Result<(), PipelineError> {
    if text.is_empty() {
        return Ok(());
    }
    let elements = parse_structure(text)
        .map_err(|(off, msg)| PipelineError::new(source_error(text, off, &msg)))?;
    resolve(registry, &elements)
        .map_err(|(off, msg)| PipelineError::new(source_error(text, off, &msg)))?;
    let mut err = PipelineError::new(String::new());
    if add_to_pipeline(registry, &elements, pm, &mut err).is_err() {
        return Err(err);
    }
    Ok(())
}

/// One parsed element: a pass (or named pipeline) with options, or an op anchor with a nested
/// element list.
#[derive(Debug, Default)]
pub struct Element<'a> {
    /// The pass, pipeline or op name.
    pub name: &'a str,
    /// Byte offset of `name` in the text (for carets).
    pub name_offset: usize,
    /// The text between `{` and `}` (empty without options).
    pub options: &'a str,
    /// The elements nested in `name(...)`.
    pub inner: Vec<Element<'a>>,
}

/// Splits the text into elements, checking brackets (MLIR's `parsePipelineText`). Errors
/// are `(byte offset, message)`.
pub fn parse_structure(text: &str) -> Result<Vec<Element<'_>>, (usize, String)> {
    let b = text.as_bytes();
    let len = b.len();
    let mut stack: Vec<Vec<Element<'_>>> = vec![Vec::new()];
    let mut pos = 0usize;
    loop {
        let rel = b.get(pos..).and_then(|r| {
            r.iter()
                .position(|c| matches!(c, b',' | b'(' | b')' | b'{'))
        });
        let end = rel.map_or(len, |r| pos + r);
        let raw = text.get(pos..end).unwrap_or("");
        let lead = raw.len() - raw.trim_start().len();
        let element = Element {
            name: raw.trim(),
            name_offset: pos + lead,
            ..Element::default()
        };
        if let Some(top) = stack.last_mut() {
            top.push(element);
        }
        if rel.is_none() {
            break;
        }
        pos = end;
        match b.get(pos) {
            Some(b'{') => {
                pos += 1;
                let mut depth = 1usize;
                let mut close = None;
                for (i, &c) in b.iter().enumerate().skip(pos) {
                    if c == b'{' {
                        depth += 1;
                    } else if c == b'}' {
                        depth -= 1;
                        if depth == 0 {
                            close = Some(i);
                            break;
                        }
                    }
                }
                let Some(close) = close else {
                    return Err((
                        pos - 1,
                        "missing closing '}' while processing pass options".to_string(),
                    ));
                };
                if let Some(last) = stack.last_mut().and_then(|t| t.last_mut()) {
                    last.options = text.get(pos..close).unwrap_or("");
                }
                pos = close + 1;
            }
            Some(b'(') => {
                pos += 1;
                stack.push(Vec::new());
                continue;
            }
            _ => {}
        }
        while b.get(pos) == Some(&b')') {
            pos += 1;
            if stack.len() == 1 {
                return Err((pos - 1, "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline".to_string()));
            }
            let inner = stack.pop().unwrap_or_default();
            if let Some(last) = stack.last_mut().and_then(|t| t.last_mut()) {
                last.inner = inner;
            }
        }
        if pos >= len {
            break;
        }
        if b.get(pos) != Some(&b',') {
            return Err((pos, "expected ',' after parsing pipeline".to_string()));
        }
        pos += 1;
    }
    if stack.len() > 1 {
        return Err((
            pos,
            "encountered unbalanced parentheses while parsing pipeline".to_string(),
        ));
    }
    Ok(stack.pop().unwrap_or_default())
}

/// Checks that every leaf names a registered pass or pipeline.
fn resolve(registry: &PassRegistry, elements: &[Element<'_>]) -> Result<(), (usize, String)> {
    for e in elements {
        if !e.inner.is_empty() {
            resolve(registry, &e.inner)?;
        } else if registry.pipeline(e.name).is_none() && registry.pass(e.name).is_none() {
            return Err((
                e.name_offset,
                format!(
                    "'{}' does not refer to a registered pass or pass pipeline",
                    e.name
                ),
            ));
        }
    }
    Ok(())
}

/// Instantiates the elements into `pm`, writing MLIR's error text into `err` on failure.
fn add_to_pipeline(
    registry: &PassRegistry,
    elements: &[Element<'_>],
    pm: &mut OpPassManager,
    err: &mut PipelineError,
) -> Result<(), ()> {
    for e in elements {
        let failed_msg = |suffix: &str| {
            format!(
                "failed to add `{}` with options `{}`{suffix}",
                e.name, e.options
            )
        };
        if !e.inner.is_empty() {
            if add_to_pipeline(registry, &e.inner, pm.nest(e.name), err).is_err() {
                push_line(err, &failed_msg(" to inner pipeline"));
                return Err(());
            }
            continue;
        }
        if let Some(pl) = registry.pipeline(e.name) {
            let built = PassOptions::parse(&pl.options, e.options)
                .map_err(|oe| (oe.cl_message, oe.message))
                .and_then(|opts| (pl.builder)(pm, &opts, registry).map_err(|m| (None, m)));
            if let Err((cl, msg)) = built {
                err.cl_messages.extend(cl);
                push_line(err, &msg);
                push_line(err, &failed_msg(""));
                return Err(());
            }
            continue;
        }
        let Some(info) = registry.pass(e.name) else {
            push_line(err, &failed_msg(""));
            return Err(());
        };
        let added = match info.instantiate(e.options) {
            Ok(p) => pm.add_pass(p).map_err(|m| (None, m)),
            Err(InstantiateError::Options(oe)) => Err((oe.cl_message, oe.message)),
            Err(InstantiateError::Create(d)) => Err((None, d.message)),
        };
        if let Err((cl, msg)) = added {
            err.cl_messages.extend(cl);
            push_line(err, &msg);
            push_line(err, &failed_msg(""));
            return Err(());
        }
    }
    Ok(())
}

fn push_line(err: &mut PipelineError, line: &str) {
    err.diagnostic.message.push_str(line);
    err.diagnostic.message.push('\n');
}

/// Formats an error in the pipeline text as LLVM's `SourceMgr` does for the buffer named
/// `MLIR Textual PassPipeline Parser`: position, message, the line and a caret.
fn source_error(text: &str, offset: usize, msg: &str) -> String {
    let offset = offset.min(text.len());
    let before = text.get(..offset).unwrap_or("");
    let line_no = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let line_end = text
        .get(offset..)
        .and_then(|r| r.find('\n'))
        .map_or(text.len(), |i| offset + i);
    let line = text.get(line_start..line_end).unwrap_or("");
    let col = offset - line_start;
    format!(
        "MLIR Textual PassPipeline Parser:{line_no}:{}: error: {msg}\n{line}\n{}^\n",
        col + 1,
        " ".repeat(col)
    )
}
