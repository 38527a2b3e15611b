//! `tile-layout`: print, size, index and draw XLA tiled layouts.
//!
//! ```text
//! tile-layout print 'F32[3,5]{1,0:T(2,2)}'          # f32[3,5]{1,0:T(2,2)}
//! tile-layout size  'f32[3,5]{1,0:T(2,2)}'          # padded and unpadded bytes
//! tile-layout index 'f32[3,5]{1,0:T(2,2)}' 2,3      # 17
//! tile-layout grid  'f32[4,8]{1,0:T(2,4)(2,1)}'     # memory index of every element
//! tile-layout svg   'f32[3,5]{1,0:T(2,2)}' -o fig.svg
//! tile-layout compose '(6,2):(8,2)' '(4,3):(3,1)'   # A after B: ((2,2),3):((24,2),8)
//! tile-layout divide 'f32[3,5]' '(2,2)'             # xla: f32[3,5]{1,0:T(2,2)}
//! tile-layout convert --to cute 'f32[4,8]{0,1}'     # (4,8):(1,4)
//! ```
//!
//! The algebra verbs (`compose`, `inverse`, `complement`, `divide`, `product`, `coalesce`,
//! `restrict`, `convert`) take operands in XLA text, CuTe notation, `F2[..]` linear
//! layouts, `#tile.layout` tensor types or `linalg.pack` ops (see [`algebra`]); they print
//! the result in CuTe and XLA notation where one exists and its level map, or JSON, or
//! (`--svg`) a picture.
//!
//! `--json` prints one JSON object instead: `{"layout": ..}`, `{"padded_bytes": n,
//! "unpadded_bytes": n}`, `{"index": n}`, `{"grid": [[..], ..]}` (svg ignores it).
//! Element types are accepted in any case and printed in lower case; a malformed shape is
//! reported with its column and a caret.

pub mod algebra;
pub mod grid;
pub mod json;
pub mod svg;
pub mod svg_layout;

use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;

use clap::{Parser, Subcommand};
use tile_dialects::tile::layout::{ByteSizes, PhysicalLayout, XlaShape, parse_shape};

/// Command-line arguments.
#[derive(Parser, Debug)]
#[command(
    name = "tile-layout",
    about = "Print, size, index and draw XLA tiled layouts",
    version
)]
pub struct Cli {
    /// Print one JSON object instead of text.
    #[arg(long, global = true)]
    pub json: bool,
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print the shape in XLA's canonical text.
    Print {
        /// An XLA shape such as `f32[3,5]{1,0:T(2,2)}`.
        shape: String,
    },
    /// Print the padded and unpadded sizes in bytes.
    Size {
        /// An XLA shape.
        shape: String,
    },
    /// Print the memory index (in elements) of one element.
    Index {
        /// An XLA shape.
        shape: String,
        /// The element's coordinates, comma separated (`2,3`); empty for a scalar.
        #[arg(default_value = "", allow_hyphen_values = true)]
        index: String,
    },
    /// Print the memory index of every element, one row per line.
    Grid {
        /// An XLA shape.
        shape: String,
    },
    /// Draw the layout as SVG: the logical grid with memory indices, tile borders and
    /// padding, and the memory.
    Svg {
        /// An XLA shape (or a layout in any notation the algebra verbs read).
        shape: String,
        /// Output file (standard output if absent).
        #[arg(short = 'o', long = "output")]
        output: Option<PathBuf>,
    },
    /// `A ∘ B`: B's offsets index A's domain (A after B).
    Compose {
        /// The outer layout.
        a: String,
        /// The inner layout.
        b: String,
        #[command(flatten)]
        out: Output,
    },
    /// The exact inverse of a bijective layout.
    Inverse {
        /// The layout.
        a: String,
        #[command(flatten)]
        out: Output,
    },
    /// The complement of A with respect to SIZE (CuTe's; padding is owned memory).
    Complement {
        /// The layout.
        a: String,
        /// The size to complete to.
        size: String,
        #[command(flatten)]
        out: Output,
    },
    /// A divided by B: a tile `(2,2)`/`T(..)` or XLA shape tiles A's levels as XLA does;
    /// a CuTe layout is CuTe's logical divide `A ∘ (B, B*)`.
    Divide {
        /// The layout.
        a: String,
        /// The tile or tiler.
        b: String,
        #[command(flatten)]
        out: Output,
    },
    /// A repeated as B says (CuTe's products).
    Product {
        /// The block.
        a: String,
        /// The arrangement of blocks.
        b: String,
        /// Which product.
        #[arg(long, value_enum, default_value_t = algebra::ProductKind::Blocked)]
        kind: algebra::ProductKind,
        #[command(flatten)]
        out: Output,
    },
    /// The same function of the domain index on a simpler shape.
    Coalesce {
        /// The layout.
        a: String,
        #[command(flatten)]
        out: Output,
    },
    /// A on a sub-shape (the dropped elements' offsets become padding).
    Restrict {
        /// The layout.
        a: String,
        /// The sub-shape, e.g. `(2,3)`.
        shape: String,
        #[command(flatten)]
        out: Output,
    },
    /// A in another notation.
    Convert {
        /// cute, xla, linear, pack, encoding or map.
        #[arg(long)]
        to: String,
        /// The layout.
        a: String,
    },
}

/// How an algebra verb prints its result.
#[derive(clap::Args, Debug, Clone)]
pub struct Output {
    /// Draw the result as SVG instead of printing it.
    #[arg(long)]
    pub svg: bool,
    /// Write the SVG here (standard output if absent).
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
}

/// A failure, already worded for the user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError(pub String);

impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CliError {}

fn shape_of(text: &str) -> Result<XlaShape, CliError> {
    parse_shape(text).map_err(|e| {
        CliError(format!(
            "invalid shape: {}",
            e.render(text).trim_start_matches("error: ")
        ))
    })
}

fn physical(shape: &XlaShape) -> Result<PhysicalLayout, CliError> {
    PhysicalLayout::of_shape(shape).map_err(|e| CliError(e.to_string()))
}

/// Parses `2,3`, `(2, 3)` or `[2,3]` into coordinates.
pub fn parse_index(text: &str) -> Result<Vec<i64>, CliError> {
    let t = text.trim();
    let t = t
        .strip_prefix('(')
        .and_then(|s| s.strip_suffix(')'))
        .or_else(|| t.strip_prefix('[').and_then(|s| s.strip_suffix(']')))
        .unwrap_or(t)
        .trim();
    if t.is_empty() {
        return Ok(Vec::new());
    }
    t.split(',')
        .map(|p| {
            p.trim().parse::<i64>().map_err(|_| {
                CliError(format!(
                    "invalid index '{text}': '{}' is not an integer",
                    p.trim()
                ))
            })
        })
        .collect()
}

fn emit(
    cli: &Cli,
    verb: &str,
    args: &[&str],
    kind: algebra::ProductKind,
    out: &Output,
) -> Result<String, CliError> {
    let r = algebra::run_verb(verb, args, kind)?;
    if out.svg {
        let doc = svg_layout::render(&r).map_err(CliError)?;
        return match &out.output {
            None => Ok(doc.trim_end().to_string()),
            Some(path) => {
                std::fs::write(path, doc)
                    .map_err(|e| CliError(format!("cannot write {}: {e}", path.display())))?;
                Ok(String::new())
            }
        };
    }
    if cli.json { r.json() } else { r.text() }
}

/// Runs one command and returns what it prints on standard output.
pub fn run(cli: &Cli) -> Result<String, CliError> {
    use algebra::ProductKind::Blocked;
    match &cli.command {
        Command::Compose { a, b, out } => emit(cli, "compose", &[a, b], Blocked, out),
        Command::Inverse { a, out } => emit(cli, "inverse", &[a], Blocked, out),
        Command::Complement { a, size, out } => emit(cli, "complement", &[a, size], Blocked, out),
        Command::Divide { a, b, out } => emit(cli, "divide", &[a, b], Blocked, out),
        Command::Product { a, b, kind, out } => emit(cli, "product", &[a, b], *kind, out),
        Command::Coalesce { a, out } => emit(cli, "coalesce", &[a], Blocked, out),
        Command::Restrict { a, shape, out } => emit(cli, "restrict", &[a, shape], Blocked, out),
        Command::Convert { to, a } => {
            let r = algebra::run_verb("convert", &[a], Blocked)?;
            let text = r.convert(to)?;
            Ok(if cli.json {
                json::object(&[(to.as_str(), json::string(&text))])
            } else {
                text
            })
        }
        Command::Print { shape } => {
            let s = shape_of(shape)?;
            Ok(if cli.json {
                json::object(&[("layout", json::string(&s.to_string()))])
            } else {
                s.to_string()
            })
        }
        Command::Size { shape } => {
            let s = shape_of(shape)?;
            let sizes = ByteSizes::of_shape(&s).map_err(|e| CliError(e.to_string()))?;
            Ok(if cli.json {
                json::object(&[
                    ("padded_bytes", sizes.padded_bytes.to_string()),
                    ("unpadded_bytes", sizes.unpadded_bytes.to_string()),
                ])
            } else {
                size_text(&s, &sizes)?
            })
        }
        Command::Index { shape, index } => {
            let s = shape_of(shape)?;
            let idx = parse_index(index)?;
            let li = physical(&s)?
                .linear_index(&idx)
                .map_err(|e| CliError(e.to_string()))?;
            Ok(if cli.json {
                json::object(&[("index", li.to_string())])
            } else {
                li.to_string()
            })
        }
        Command::Grid { shape } => {
            let s = shape_of(shape)?;
            let g = grid::Grid::new(&physical(&s)?).map_err(CliError)?;
            Ok(if cli.json {
                json::object(&[("grid", g.json())])
            } else {
                g.text().trim_end().to_string()
            })
        }
        Command::Svg { shape, output } => {
            // XLA text as before; any other layout notation is drawn as an algebra result.
            let doc = if shape.contains('[') && !shape.trim_start().starts_with("F2[") {
                let s = shape_of(shape)?;
                svg::render(&s, &physical(&s)?).map_err(CliError)?
            } else {
                let r = algebra::run_verb("convert", &[shape], algebra::ProductKind::Blocked)?;
                svg_layout::render(&r).map_err(CliError)?
            };
            match output {
                None => Ok(doc.trim_end().to_string()),
                Some(path) => {
                    std::fs::write(path, doc)
                        .map_err(|e| CliError(format!("cannot write {}: {e}", path.display())))?;
                    Ok(String::new())
                }
            }
        }
    }
}

fn size_text(s: &XlaShape, sizes: &ByteSizes) -> Result<String, CliError> {
    let phys = physical(s)?;
    let shape: Vec<String> = phys.level_sizes.iter().map(i64::to_string).collect();
    let overhead = sizes
        .overhead()
        .map_or_else(|| "n/a".to_string(), |o| format!("{o:.3}x"));
    Ok(format!(
        "padded_bytes: {}\nunpadded_bytes: {}\npadded_elements: {}\nunpadded_elements: {}\nphysical_shape: [{}]\nlevel_map: {}\npadding_overhead: {overhead}",
        sizes.padded_bytes,
        sizes.unpadded_bytes,
        sizes.padded_elements,
        sizes.unpadded_elements,
        shape.join(","),
        phys.level_map
    ))
}

/// Parses `args` (program name first), runs the command, prints its output or error, and
/// returns the exit code.
pub fn main_with_args(args: impl IntoIterator<Item = OsString>) -> i32 {
    let cli = match Cli::try_parse_from(args) {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return code;
        }
    };
    match run(&cli) {
        Ok(out) => {
            if !out.is_empty() {
                let mut stdout = std::io::stdout().lock();
                let _ = writeln!(stdout, "{out}");
            }
            0
        }
        Err(e) => {
            eprintln!("tile-layout: error: {e}");
            1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_args(args: &[&str]) -> Result<String, CliError> {
        let cli = Cli::try_parse_from(std::iter::once("tile-layout").chain(args.iter().copied()))
            .map_err(|e| CliError(e.to_string()))?;
        run(&cli)
    }

    #[test]
    fn indices_parse_in_several_spellings() {
        assert_eq!(parse_index("2,3"), Ok(vec![2, 3]));
        assert_eq!(parse_index(" (2, 3) "), Ok(vec![2, 3]));
        assert_eq!(parse_index("[7]"), Ok(vec![7]));
        assert_eq!(parse_index(""), Ok(vec![]));
        assert!(parse_index("2,,3").is_err());
    }

    #[test]
    fn json_outputs() {
        assert_eq!(
            run_args(&["--json", "index", "F32[3,5]{1,0:T(2,2)}", "2,3"]),
            Ok("{\"index\": 17}".into())
        );
        assert_eq!(
            run_args(&["grid", "--json", "f32[]"]),
            Ok("{\"grid\": [[0]]}".into())
        );
        assert_eq!(
            run_args(&["grid", "--json", "f32[3]{0:T(2)}"]),
            Ok("{\"grid\": [[0, 1, 2]]}".into())
        );
        assert_eq!(
            run_args(&["grid", "--json", "f32[2,1,2]"]),
            Ok("{\"grid\": [[[0, 1]], [[2, 3]]]}".into())
        );
        assert_eq!(
            run_args(&["size", "--json", "s4[9216,6144]{1,0:T(64,128)(8,1)E(4)}"]),
            Ok("{\"padded_bytes\": 28311552, \"unpadded_bytes\": 28311552}".into())
        );
    }

    #[test]
    fn errors_name_the_column() {
        let Err(e) = run_args(&["print", "f32[3,5]{1,0:T(2,x)}"]) else {
            panic!("accepted a bad tile")
        };
        assert!(e.0.contains("(at column 18)"), "{e}");
        assert!(run_args(&["grid", "f32[2000,2000]"]).is_err());
    }
}
