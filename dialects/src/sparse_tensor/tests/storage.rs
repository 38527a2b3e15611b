//! Storage acceptance tests: our buffers against what MLIR 22 builds, as recorded from
//! `sparse_tensor.print` under mlir-runner in `testdata/storage_fixtures.txt`, plus a test
//! that re-runs mlir-opt-22 + mlir-runner on every fixture when they are installed
//! (`TILE_REGEN_STORAGE_FIXTURES=1` rewrites the recorded outputs).

use std::path::{Path, PathBuf};

use super::super::encoding::SparseEncoding;
use super::super::encoding::parse::parse_encoding_str;
use super::super::storage::{Entry, SparseStorage, format_g};
use tile_ir::Context;

/// The input of a fixture.
#[derive(Clone, Debug)]
enum Input {
    /// Row-major dense values (the MLIR literal is kept for the program).
    Dense { literal: String, values: Vec<f64> },
    /// Entries read from a Matrix Market file, in file order.
    Entries(Vec<Entry<f64>>),
}

/// One recorded case.
#[derive(Clone, Debug)]
struct Fixture {
    name: String,
    encoding: String,
    shape: Vec<u64>,
    element: String,
    input: Input,
    expected: String,
}

fn fixture_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/sparse_tensor/testdata/storage_fixtures.txt")
}

/// Every number in `text` (an MLIR dense literal), in order.
fn numbers(text: &str) -> Vec<f64> {
    text.split(['[', ']', ','])
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(|t| t.parse::<f64>().expect("number in literal"))
        .collect()
}

fn parse_fixtures(text: &str) -> (Vec<String>, Vec<Fixture>) {
    let mut header = Vec::new();
    let mut out = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(name) = line.strip_prefix("=== ") else {
            if out.is_empty() {
                header.push(line.to_string());
            }
            continue;
        };
        let mut field = |key: &str| -> String {
            let l = lines.next().expect("fixture field");
            l.strip_prefix(key)
                .unwrap_or_else(|| panic!("{name}: expected `{key}`, found `{l}`"))
                .to_string()
        };
        let encoding = field("encoding: ");
        let tensor = field("tensor: ");
        let input_line = lines.next().expect("input line");
        let (dims, element) = tensor.rsplit_once('x').expect("tensor type");
        let shape = dims.split('x').map(|d| d.parse().expect("dim")).collect();
        let input = if let Some(lit) = input_line.strip_prefix("dense: ") {
            Input::Dense {
                literal: lit.to_string(),
                values: numbers(lit),
            }
        } else if let Some(es) = input_line.strip_prefix("entries: ") {
            Input::Entries(
                es.split(';')
                    .map(|e| {
                        let f: Vec<&str> = e.split_whitespace().collect();
                        (
                            vec![f[0].parse().expect("i"), f[1].parse().expect("j")],
                            f[2].parse().expect("value"),
                        )
                    })
                    .collect(),
            )
        } else {
            panic!("{name}: bad input line {input_line}");
        };
        let mut expected = String::new();
        for l in lines.by_ref() {
            expected.push_str(l);
            expected.push('\n');
            if l == "----" {
                break;
            }
        }
        out.push(Fixture {
            name: name.to_string(),
            encoding,
            shape,
            element: element.to_string(),
            input,
            expected,
        });
    }
    (header, out)
}

fn encoding(ctx: &mut Context, body: &str) -> SparseEncoding {
    let text = format!("#sparse_tensor.encoding<{{ {body} }}>");
    parse_encoding_str(ctx, &text).unwrap_or_else(|d| panic!("{body}: {}", d.message))
}

/// Our `sparse_tensor.print` text for a fixture.
fn ours(f: &Fixture) -> String {
    let mut ctx = Context::new(crate::registry());
    let enc = encoding(&mut ctx, &f.encoding);
    let storage = match &f.input {
        Input::Dense { values, .. } => SparseStorage::from_dense(&enc, &f.shape, values, 0.0),
        Input::Entries(es) => SparseStorage::from_entries(&enc, &f.shape, es, 0.0),
    }
    .unwrap_or_else(|e| panic!("{}: {e}", f.name));
    let is_int = f.element.starts_with('i');
    storage.print_text(&enc, |v| {
        if is_int {
            (*v as i64).to_string()
        } else if f.element == "f32" {
            format_g(f64::from(*v as f32))
        } else {
            format_g(*v)
        }
    })
}

#[test]
fn storage_fixtures_match_recorded_mlir_runner_output() {
    let text = std::fs::read_to_string(fixture_path()).expect("fixture file");
    let (_, fixtures) = parse_fixtures(&text);
    assert!(fixtures.len() >= 30, "only {} fixtures", fixtures.len());
    let mut failures = Vec::new();
    for f in &fixtures {
        let got = ours(f);
        if got != f.expected {
            failures.push(format!(
                "{}:\n--- mlir-runner\n{}--- ours\n{got}",
                f.name, f.expected
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The MLIR program and (for `entries:` cases) the Matrix Market file of a fixture.
fn program(f: &Fixture) -> (String, Option<String>) {
    let dims: Vec<String> = f.shape.iter().map(u64::to_string).collect();
    let ty = format!("{}x{}", dims.join("x"), f.element);
    let head = format!("#E = #sparse_tensor.encoding<{{ {} }}>\n", f.encoding);
    let tail = format!(
        "    sparse_tensor.print %s : tensor<{ty}, #E>\n    bufferization.dealloc_tensor %s : tensor<{ty}, #E>\n    return\n  }}\n}}\n"
    );
    match &f.input {
        Input::Dense { literal, .. } => (
            format!(
                "{head}module {{\n  func.func @main() {{\n    %d = arith.constant dense<{literal}> : tensor<{ty}>\n    %s = sparse_tensor.convert %d : tensor<{ty}> to tensor<{ty}, #E>\n{tail}"
            ),
            None,
        ),
        Input::Entries(es) => {
            let mut mtx = format!(
                "%%MatrixMarket matrix coordinate real general\n{} {} {}\n",
                f.shape[0],
                f.shape[1],
                es.len()
            );
            for (c, v) in es {
                mtx.push_str(&format!("{} {} {v:?}\n", c[0] + 1, c[1] + 1));
            }
            (
                format!(
                    "{head}module {{\n  func.func private @getTensorFilename(index) -> (!llvm.ptr)\n  func.func @main() {{\n    %c0 = arith.constant 0 : index\n    %f = call @getTensorFilename(%c0) : (index) -> (!llvm.ptr)\n    %s = sparse_tensor.new %f : !llvm.ptr to tensor<{ty}, #E>\n{tail}"
                ),
                Some(mtx),
            )
        }
    }
}

#[test]
fn storage_fixtures_match_live_mlir_runner() {
    let Some(mlir) = tile_lit::mlir::MlirTools::for_tests() else {
        return;
    };
    let path = fixture_path();
    let text = std::fs::read_to_string(&path).expect("fixture file");
    let (header, fixtures) = parse_fixtures(&text);
    let dir = std::env::temp_dir().join(format!("tile-storage-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let regen = std::env::var("TILE_REGEN_STORAGE_FIXTURES").is_ok_and(|v| v == "1");
    let mut failures = Vec::new();
    let mut rewritten = header.join("\n");
    rewritten.push('\n');
    for f in &fixtures {
        let (prog, mtx) = program(f);
        let lowered = match mlir.sparsifier(&prog, true) {
            Ok(l) => l,
            Err(e) => {
                failures.push(format!("{}: {e}", f.name));
                continue;
            }
        };
        let mtx_path = dir.join(format!("{}.mtx", f.name));
        if let Some(m) = &mtx {
            std::fs::write(&mtx_path, m).expect("mtx");
        }
        let tensor0 = ("TENSOR0".to_string(), mtx_path.display().to_string());
        let got = match mlir.run_main(&lowered, &[tensor0]) {
            Ok(g) => g,
            Err(e) => {
                failures.push(format!("{}: {e}", f.name));
                continue;
            }
        };
        if got != f.expected {
            failures.push(format!(
                "{}:\n--- recorded\n{}--- mlir-runner\n{got}",
                f.name, f.expected
            ));
        }
        let input = match &f.input {
            Input::Dense { literal, .. } => format!("dense: {literal}"),
            Input::Entries(es) => format!(
                "entries: {}",
                es.iter()
                    .map(|(c, v)| format!("{} {} {v:?}", c[0], c[1]))
                    .collect::<Vec<_>>()
                    .join("; ")
            ),
        };
        let dims: Vec<String> = f.shape.iter().map(u64::to_string).collect();
        rewritten.push_str(&format!(
            "=== {}\nencoding: {}\ntensor: {}x{}\n{input}\n{got}\n",
            f.name,
            f.encoding,
            dims.join("x"),
            f.element
        ));
    }
    let _ = std::fs::remove_dir_all(&dir);
    if regen {
        std::fs::write(&path, rewritten).expect("rewrite fixtures");
        return;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
