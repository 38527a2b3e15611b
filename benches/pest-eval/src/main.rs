//! Evaluates `pest` against tile-opt's two hand-written parsers (XLA layout/shape text and
//! MLIR pass-pipeline text): acceptance, error positions, messages, speed. See RESULTS.md.
//!
//! Run: cargo run --release --manifest-path benches/pest-eval/Cargo.toml

use pest::Parser;
use pest::error::{ErrorVariant, InputLocation};
use std::collections::{BTreeMap, BTreeSet};
use std::hint::black_box;
use std::sync::Arc;
use std::time::Instant;

mod lg {
    #[derive(pest_derive::Parser)]
    #[grammar = "layout.pest"]
    pub struct LayoutGrammar;
}
mod pg {
    #[derive(pest_derive::Parser)]
    #[grammar = "pipeline.pest"]
    pub struct PipelineGrammar;
}

use tile_dialects::tile::layout::{parse_layout, parse_shape};
use tile_ir::pass::{
    OptionDecl, Pass, PassInfo, PassOptions, PassRegistry, PassResult, parse_pipeline,
};

fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut it = s.chars();
    while let Some(c) = it.next() {
        if c == '\\' {
            match it.next() {
                Some('n') => out.push('\n'),
                Some('t') => out.push('\t'),
                Some(o) => out.push(o),
                None => {}
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// A pest error reduced to (byte position, expected-rule key).
struct PestErr {
    pos: usize,
    /// What pest says was expected (default mode: rules; detail mode: tokens + rule stacks).
    key: String,
    /// `key` plus the class of the character at `pos` (end, letter, digit, '-', other): what
    /// a message table could also look at.
    key_found: String,
}

fn found_class(input: &str, pos: usize) -> &'static str {
    match input.get(pos..).and_then(|r| r.chars().next()) {
        None => "end",
        Some(c) if c.is_ascii_alphabetic() => "letter",
        Some(c) if c.is_ascii_digit() => "digit",
        Some('-') => "minus",
        Some(_) => "other",
    }
}

fn pest_err<R: pest::RuleType>(input: &str, e: &pest::error::Error<R>) -> PestErr {
    // With `pest::set_error_detail(true)` pest also tracks every token tried at the furthest
    // position (literals included); use that position and token set when present.
    if let Some(a) = e.parse_attempts() {
        let mut toks: Vec<String> = a
            .expected_tokens()
            .iter()
            .map(|t| t.to_string())
            .filter(|t| !matches!(t.as_str(), " " | "\t" | "\n" | "\r" | "\u{c}"))
            .collect();
        toks.sort();
        let mut stacks: Vec<String> = a
            .call_stacks()
            .iter()
            .map(|c| format!("{:?}<{:?}", c.deepest, c.parent))
            .collect();
        stacks.sort();
        let key = format!("expected {toks:?} in {stacks:?}");
        return PestErr {
            pos: a.max_position,
            key_found: format!("{key} found {}", found_class(input, a.max_position)),
            key,
        };
    }
    let pos = match e.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((p, _)) => p,
    };
    let key = match &e.variant {
        ErrorVariant::ParsingError {
            positives,
            negatives,
        } => format!("+{positives:?} -{negatives:?}"),
        ErrorVariant::CustomError { message } => message.clone(),
    };
    PestErr {
        pos,
        key_found: format!("{key} found {}", found_class(input, pos)),
        key,
    }
}

/// Our message with the input-specific parts (quoted text, numbers) blanked out, so that one
/// template stands for all inputs that get "the same" message.
fn template(msg: &str) -> String {
    let mut out = String::new();
    let mut in_q = false;
    let mut last_digit = false;
    for c in msg.chars() {
        if c == '\'' {
            in_q = !in_q;
            if in_q {
                out.push_str("'_");
            } else {
                out.push('\'');
            }
            continue;
        }
        if in_q {
            continue;
        }
        if c.is_ascii_digit() {
            if !last_digit {
                out.push('N');
            }
            last_digit = true;
            continue;
        }
        last_digit = false;
        out.push(c);
    }
    out
}

#[derive(Default)]
struct Tally {
    both_ok: usize,
    both_err: usize,
    ours_only: Vec<(String, String)>, // accepted by ours only: (input, pest's expectation)
    pest_only: Vec<(String, String)>, // accepted by pest only: (input, our message)
    pos_same: usize,
    pos_diff: Vec<(String, usize, usize, String)>, // input, ours, pest, our message
    pos_none: usize,                               // ours has no position
    // expected-rule key -> our message templates (for rejections at the same position)
    by_key: BTreeMap<String, BTreeMap<String, usize>>,
    by_key_found: BTreeMap<String, BTreeMap<String, usize>>,
}

impl Tally {
    fn add(
        &mut self,
        input: &str,
        ours: Result<(), (Option<usize>, String)>,
        pest: Result<(), PestErr>,
    ) {
        match (ours, pest) {
            (Ok(()), Ok(())) => self.both_ok += 1,
            (Ok(()), Err(p)) => self
                .ours_only
                .push((input.to_string(), format!("at {}: {}", p.pos, p.key))),
            (Err((_, m)), Ok(())) => self.pest_only.push((input.to_string(), m)),
            (Err((pos, m)), Err(p)) => {
                self.both_err += 1;
                match pos {
                    None => self.pos_none += 1,
                    Some(o) if o == p.pos => {
                        self.pos_same += 1;
                        *self
                            .by_key_found
                            .entry(p.key_found)
                            .or_default()
                            .entry(template(&m))
                            .or_default() += 1;
                        *self
                            .by_key
                            .entry(p.key)
                            .or_default()
                            .entry(template(&m))
                            .or_default() += 1;
                    }
                    Some(o) => self.pos_diff.push((input.to_string(), o, p.pos, m)),
                }
            }
        }
    }

    fn report(&self, title: &str) {
        let n = self.both_ok + self.both_err + self.ours_only.len() + self.pest_only.len();
        println!("\n## {title}: {n} inputs");
        println!(
            "acceptance: agree on {} ({} both accept, {} both reject); disagree on {} (ours only accepts {}, pest only accepts {})",
            self.both_ok + self.both_err,
            self.both_ok,
            self.both_err,
            self.ours_only.len() + self.pest_only.len(),
            self.ours_only.len(),
            self.pest_only.len()
        );
        let mut why: BTreeMap<String, (usize, &str)> = BTreeMap::new();
        for (i, m) in &self.pest_only {
            let e = why.entry(template(m)).or_insert((0, i));
            e.0 += 1;
        }
        for (t, (c, ex)) in &why {
            println!("  pest accepts, ours rejects x{c}: {t}   e.g. `{ex}`");
        }
        for (i, p) in self.ours_only.iter().take(20) {
            println!("  ours accepts, pest rejects: `{i}` (pest: {p})");
        }
        println!(
            "error position (both reject): same {} / differ {} / ours has none {}",
            self.pos_same,
            self.pos_diff.len(),
            self.pos_none
        );
        let mut diffs: BTreeMap<String, (usize, String)> = BTreeMap::new();
        for (i, o, p, m) in &self.pos_diff {
            let e = diffs
                .entry(template(m))
                .or_insert((0, format!("`{i}` ours {o} pest {p}")));
            e.0 += 1;
        }
        for (t, (c, ex)) in &diffs {
            println!("  position differs x{c}: {t}   e.g. {ex}");
        }
        // A message is reproducible from pest's error by a table keyed on what pest expected
        // when that key always goes with one of our message templates.
        for (what, map) in [
            ("pest's expectation", &self.by_key),
            (
                "pest's expectation + class of the found char",
                &self.by_key_found,
            ),
        ] {
            let mut unique = 0;
            let mut ambiguous = 0;
            let mut templates = BTreeSet::new();
            for m in map.values() {
                let total: usize = m.values().sum();
                templates.extend(m.keys().cloned());
                if m.len() == 1 {
                    unique += total;
                } else {
                    ambiguous += total;
                }
            }
            println!(
                "messages (same position), keyed on {what}: {unique} rejections whose key maps to one message template, {ambiguous} to several ({} keys, {} templates)",
                map.len(),
                templates.len()
            );
            for (k, m) in map {
                if m.len() > 1 {
                    let k: String = k.chars().take(160).collect();
                    println!("  ambiguous {k}: {m:?}");
                }
            }
        }
    }
}

fn layout_corpus() -> Vec<(bool, String)> {
    include_str!("../corpus/layout.txt")
        .lines()
        .filter_map(|l| {
            let (k, s) = l.split_once(' ')?;
            Some((k == "S", unescape(s)))
        })
        .collect()
}

fn pipeline_corpus() -> Vec<String> {
    include_str!("../corpus/pipeline.txt")
        .lines()
        .map(unescape)
        .collect()
}

fn ours_layout(shape: bool, s: &str) -> Result<(), (Option<usize>, String)> {
    let r = if shape {
        parse_shape(s).map(|_| ())
    } else {
        parse_layout(s).map(|_| ())
    };
    r.map_err(|e| (Some(e.column), e.message))
}

fn pest_layout(shape: bool, s: &str) -> Result<(), PestErr> {
    let r = if shape {
        lg::LayoutGrammar::parse(lg::Rule::shape_input, s)
    } else {
        lg::LayoutGrammar::parse(lg::Rule::layout_input, s)
    };
    r.map(|_| ()).map_err(|e| pest_err(s, &e))
}

struct Nop;
impl Pass for Nop {
    fn run(
        &self,
        _: &mut tile_ir::Context,
        _: tile_ir::OpId,
    ) -> Result<PassResult, tile_ir::Diagnostic> {
        Ok(PassResult::changed(false))
    }
}

/// A registry that knows every name in the corpus (every text between , ( ) {), as a pass on
/// any op, with every option key seen (bare keys as bools, others as strings): the pipeline
/// parser then fails only on syntax or on option values.
fn registry(corpus: &[String]) -> PassRegistry {
    type Keys = (BTreeSet<String>, BTreeSet<String>); // (bare, valued)
    let mut names: BTreeMap<String, Keys> = BTreeMap::new();
    for s in corpus {
        for piece in s.split([',', '(', ')', '{']) {
            let n = piece.trim();
            if !n.is_empty() {
                names.entry(n.to_string()).or_default();
            }
        }
        for (i, _) in s.match_indices('{') {
            let name = s[..i]
                .rsplit([',', '(', ')', '{'])
                .next()
                .unwrap_or("")
                .trim();
            if name.is_empty() {
                continue;
            }
            let body = s[i + 1..].split('}').next().unwrap_or("");
            let (bare, valued) = names.entry(name.to_string()).or_default();
            for arg in body.split(' ') {
                match arg.split_once('=') {
                    Some((k, _)) if !k.is_empty() => {
                        valued.insert(k.to_string());
                    }
                    None if !arg.is_empty() => {
                        bare.insert(arg.to_string());
                    }
                    _ => {}
                }
            }
        }
    }
    let mut r = PassRegistry::default();
    for (n, (bare, valued)) in names {
        let mut decls: Vec<OptionDecl> = bare
            .iter()
            .map(|k| OptionDecl::bool(k.clone(), "", false))
            .collect();
        decls.extend(
            valued
                .iter()
                .filter(|k| !bare.contains(*k))
                .map(|k| OptionDecl::string(k.clone(), "", "")),
        );
        r.register_info(PassInfo {
            argument: n.clone(),
            name: n,
            summary: String::new(),
            description: String::new(),
            example: None,
            anchor: None,
            options: decls,
            factory: Arc::new(|_: &PassOptions| Ok(Box::new(Nop) as Box<dyn Pass>)),
        });
    }
    r
}

const SYNTAX: [&str; 6] = [
    "expected pass pipeline to be wrapped",
    "missing closing '}'",
    "extra closing ')'",
    "expected ',' after parsing pipeline",
    "encountered unbalanced parentheses",
    "'' does not refer to a registered pass",
];

/// Our pipeline parser, syntax only: Ok when it parses or fails on an option value; the
/// error's byte offset in the whole text (MLIR reports it within the text inside the anchor).
fn ours_pipeline(reg: &PassRegistry, s: &str) -> Result<(), (Option<usize>, String)> {
    let Err(e) = parse_pipeline(reg, s) else {
        return Ok(());
    };
    let msg = e.diagnostic.message;
    if !SYNTAX.iter().any(|k| msg.contains(k)) {
        return Ok(());
    }
    let first = msg.lines().next().unwrap_or("").to_string();
    // "MLIR Textual PassPipeline Parser:LINE:COL: error: MESSAGE"
    let pos = first
        .strip_prefix("MLIR Textual PassPipeline Parser:")
        .and_then(|r| {
            let mut it = r.splitn(3, ':');
            let line: usize = it.next()?.parse().ok()?;
            let col: usize = it.next()?.parse().ok()?;
            let t = s.trim();
            let lead = s.len() - s.trim_start().len();
            let o = t.find('(')?;
            let inner = &t[o + 1..];
            let line_start: usize = inner
                .split_inclusive('\n')
                .take(line - 1)
                .map(str::len)
                .sum();
            Some(lead + o + 1 + line_start + col - 1)
        });
    let text = first
        .split_once(": error: ")
        .map_or(first.as_str(), |(_, m)| m)
        .to_string();
    Err((pos, text))
}

/// The syntax layer of tile-ir's pipeline parser alone (before pass lookup and options),
/// to time like for like with pest.
use tile_ir::pass::pipeline as mlir_structure;

fn pest_pipeline(s: &str) -> Result<(), PestErr> {
    pg::PipelineGrammar::parse(pg::Rule::pipeline, s)
        .map(|_| ())
        .map_err(|e| pest_err(s, &e))
}

fn time<F: FnMut() -> usize>(what: &str, parses: usize, mut f: F) -> f64 {
    let t = Instant::now();
    let n = f();
    let secs = t.elapsed().as_secs_f64();
    println!(
        "  {what}: {parses} parses in {:.3} s = {:.0} ns/parse (checksum {n})",
        secs,
        secs * 1e9 / parses as f64
    );
    secs
}

const MODES: [(bool, &str); 2] = [
    (false, "pest default errors (rule-level positives)"),
    (
        true,
        "pest::set_error_detail(true) (token-level parse attempts)",
    ),
];

fn main() {
    println!("pest-eval: pest 2.9.6 grammars vs tile-opt's hand-written parsers");
    // ---------------- layouts ----------------
    let corpus = layout_corpus();
    let mut valid = Vec::new();
    for (detail, mode) in MODES {
        pest::set_error_detail(detail);
        let mut t = Tally::default();
        valid.clear();
        for (shape, s) in &corpus {
            let o = ours_layout(*shape, s);
            let p = pest_layout(*shape, s);
            if o.is_ok() && p.is_ok() {
                valid.push((*shape, s.clone()));
            }
            t.add(s, o, p);
        }
        t.report(&format!("XLA shape/layout text, {mode}"));
    }
    let target: usize = 1_000_000;
    let reps = target.div_ceil(valid.len());
    let parses = reps * valid.len();
    println!(
        "\nspeed on the {} inputs both accept, {reps} rounds:",
        valid.len()
    );
    let ours = time(
        "ours (parse_shape/parse_layout -> XlaShape/TiledLayout)",
        parses,
        || {
            let mut n = 0;
            for _ in 0..reps {
                for (shape, s) in &valid {
                    if *shape {
                        n += black_box(parse_shape(black_box(s))).map_or(0, |x| x.dims.len());
                    } else {
                        n += black_box(parse_layout(black_box(s)))
                            .map_or(0, |x| x.minor_to_major.len());
                    }
                }
            }
            n
        },
    );
    for (detail, mode) in MODES {
        pest::set_error_detail(detail);
        let t = time(
            &format!("pest, parse + walk the pairs; {mode}"),
            parses,
            || {
                let mut n = 0;
                for _ in 0..reps {
                    for (shape, s) in &valid {
                        let rule = if *shape {
                            lg::Rule::shape_input
                        } else {
                            lg::Rule::layout_input
                        };
                        n += black_box(lg::LayoutGrammar::parse(rule, black_box(s)))
                            .map_or(0, |p| p.flatten().count());
                    }
                }
                n
            },
        );
        println!("    pest / ours = {:.1}x", t / ours);
    }

    // ---------------- pipelines ----------------
    let corpus = pipeline_corpus();
    let reg = registry(&corpus);
    let mut valid = Vec::new();
    for (detail, mode) in MODES {
        pest::set_error_detail(detail);
        let mut t = Tally::default();
        valid.clear();
        for s in &corpus {
            let o = ours_pipeline(&reg, s);
            let p = pest_pipeline(s);
            if parse_pipeline(&reg, s).is_ok() && p.is_ok() {
                valid.push(s.clone());
            }
            t.add(s, o, p);
        }
        t.report(&format!(
            "MLIR pass-pipeline text (syntax; option values not judged), {mode}"
        ));
    }
    let reps = 1_000_000usize.div_ceil(valid.len());
    let parses = reps * valid.len();
    println!(
        "\nspeed on the {} inputs both accept and ours fully builds, {reps} rounds:",
        valid.len()
    );
    let ours = time(
        "ours (parse_pipeline -> OpPassManager, passes instantiated, options parsed)",
        parses,
        || {
            let mut n = 0;
            for _ in 0..reps {
                for s in &valid {
                    n += usize::from(black_box(parse_pipeline(&reg, black_box(s))).is_ok());
                }
            }
            n
        },
    );
    let inner: Vec<&str> = valid
        .iter()
        .map(|s| {
            let t = s.trim();
            &t[t.find('(').unwrap_or(0) + 1..t.len() - 1]
        })
        .collect();
    let structure = time(
        "ours, syntax layer only (tile-ir's parse_structure on the text inside the anchor)",
        parses,
        || {
            let mut n = 0;
            for _ in 0..reps {
                for s in &inner {
                    n += black_box(mlir_structure::parse_structure(black_box(s)))
                        .map_or(0, |v| v.len());
                }
            }
            n
        },
    );
    for (detail, mode) in MODES {
        pest::set_error_detail(detail);
        let t = time(
            &format!("pest, parse + walk the pairs (no passes built); {mode}"),
            parses,
            || {
                let mut n = 0;
                for _ in 0..reps {
                    for s in &valid {
                        n +=
                            black_box(pg::PipelineGrammar::parse(pg::Rule::pipeline, black_box(s)))
                                .map_or(0, |p| p.flatten().count());
                    }
                }
                n
            },
        );
        println!(
            "    pest / ours full = {:.2}x, pest / ours syntax layer = {:.1}x",
            t / ours,
            t / structure
        );
    }
}
