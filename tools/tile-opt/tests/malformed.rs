//! Malformed inputs: every one must exit 1 with a located `error:` — no panic, no stack
//! overflow, no hang. Runs the real binary so crashes and signals are caught.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn run(input: &[u8]) -> (Option<i32>, String, Duration) {
    let dir = std::env::temp_dir().join(format!("tile-opt-malformed-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join("bad.mlir");
    let _ = std::fs::write(&path, input);
    let start = Instant::now();
    let child = Command::new(env!("CARGO_BIN_EXE_tile-opt"))
        .arg(&path)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn tile-opt");
    let pid = child.id();
    // Drain the pipes on another thread so a large output cannot block the child.
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(child.wait_with_output());
    });
    match rx.recv_timeout(Duration::from_secs(20)) {
        Ok(Ok(out)) => (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
            start.elapsed(),
        ),
        _ => {
            let _ = Command::new("kill").arg("-9").arg(pid.to_string()).status();
            (None, "timed out".to_string(), start.elapsed())
        }
    }
}

fn nested(depth: usize, open: &str, close: &str, prefix: &str, suffix: &str) -> Vec<u8> {
    let mut s = String::with_capacity(depth * (open.len() + close.len()) + 64);
    s.push_str(prefix);
    for _ in 0..depth {
        s.push_str(open);
    }
    for _ in 0..depth {
        s.push_str(close);
    }
    s.push_str(suffix);
    s.into_bytes()
}

/// A valid module the truncation cases cut short.
const VALID: &str = r#"#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @f(%arg0: i32, %arg1: tensor<4x?xf32>) -> (i32, f32) {
    %0:2 = "foo.two"(%arg0) {a = [1, "x", dense<[1, 2]> : tensor<2xi32>], m = #map} : (i32) -> (i32, f32)
    "foo.region"() ({
    ^bb0(%x: index):
      "foo.yield"(%x) : (index) -> ()
    }) : () -> ()
    return %0#0, %0#1 : i32, f32
  }
}
"#;

fn cases() -> Vec<(String, Vec<u8>)> {
    let mut v: Vec<(String, Vec<u8>)> = Vec::new();
    let mut add = |name: &str, text: &str| v.push((name.to_string(), text.as_bytes().to_vec()));
    // Bad tokens and syntax.
    add("stray char", "func.func @f() { ` }");
    add("bad string escape", r#""foo.op"() {a = "\q"} : () -> ()"#);
    add("unterminated string", "\"foo.op");
    add("missing op name", "%0 = ");
    add("bad result count", "%0:0 = \"foo.op\"() : () -> i32");
    add("result count mismatch", "%0, %1 = \"foo.op\"() : () -> i32");
    add("missing colon", "\"foo.op\"() ");
    add("not a function type", "\"foo.op\"() : i32");
    add(
        "operand type count",
        "func.func @f(%a: i32) { \"foo.op\"(%a) : () -> () return }",
    );
    add("unknown custom op", "func.func @f() { foo.bar }");
    add("unknown type", "func.func @f(%a: i33x) { return }");
    add(
        "bad tensor dims",
        "func.func @f(%a: tensor<4xx f32>) { return }",
    );
    add(
        "bad vector dims",
        "func.func @f(%a: vector<?xf32>) { return }",
    );
    add(
        "zero vector dim",
        "func.func @f(%a: vector<0xf32>) { return }",
    );
    add(
        "bad memref",
        "func.func @f(%a: memref<4xf32, 1, 2>) { return }",
    );
    add("huge int width", "func.func @f(%a: i99999999) { return }");
    add(
        "complex of tensor",
        "func.func @f(%a: complex<tensor<2xf32>>) { return }",
    );
    add(
        "tensor of function",
        "func.func @f(%a: tensor<2x(i32) -> i32>) { return }",
    );
    add("int out of range", "\"foo.op\"() {a = 300 : i8} : () -> ()");
    add(
        "negative unsigned",
        "\"foo.op\"() {a = -1 : ui8} : () -> ()",
    );
    add("float for int", "\"foo.op\"() {a = 1.5 : i32} : () -> ()");
    add(
        "bad float type",
        "\"foo.op\"() {a = 1.5 : index} : () -> ()",
    );
    add(
        "dense shape mismatch",
        "\"foo.op\"() {a = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()",
    );
    add(
        "dense ragged",
        "\"foo.op\"() {a = dense<[[1], [2, 3]]> : tensor<2x2xi32>} : () -> ()",
    );
    add(
        "dense dynamic",
        "\"foo.op\"() {a = dense<1> : tensor<?xi32>} : () -> ()",
    );
    add(
        "dense bad type",
        "\"foo.op\"() {a = dense<1> : i32} : () -> ()",
    );
    add(
        "duplicate dict key",
        "\"foo.op\"() {a = 1, a = 2} : () -> ()",
    );
    add(
        "duplicate attr",
        "\"foo.op\"() <{a = 1}> {a = 1, a = 2} : () -> ()",
    );
    add("bad array", "\"foo.op\"() {a = [1, 2} : () -> ()");
    add(
        "bad strided",
        "func.func @f(%a: memref<4xf32, strided<[1], offset 2>>) { return }",
    );
    add("bad loc", "\"foo.op\"() : () -> () loc(\"x\":a)");
    add(
        "bad callsite",
        "\"foo.op\"() : () -> () loc(callsite(\"a\" to \"b\"))",
    );
    add(
        "undefined attr alias",
        "\"foo.op\"() {a = #nope} : () -> ()",
    );
    add("undefined type alias", "func.func @f(%a: !nope) { return }");
    add("alias redefinition", "#a = 1\n#a = 2\n");
    add("type alias redefinition", "!a = i32\n!a = i64\n");
    add("properties not dict", "\"foo.op\"() <{1}> : () -> ()");
    add("empty op name", "\"\"() : () -> ()");
    add("bad symbol ref", "\"foo.op\"() {a = @f::g} : () -> ()");
    add(
        "unbalanced dialect attr",
        "\"foo.op\"() {a = #foo.bar<(]>} : () -> ()",
    );
    add("unterminated dialect attr", "\"foo.op\"() {a = #foo.bar<1");
    add("file metadata unterminated", "{-# dialect_resources: {} ");
    // SSA errors.
    add(
        "undefined value",
        "func.func @f() -> i32 { return %x : i32 }",
    );
    add(
        "use before def in block",
        "func.func @f() { \"foo.use\"(%x) : (i32) -> () }",
    );
    add(
        "redefinition",
        "func.func @f(%a: i32) { %a = \"foo.op\"() : () -> i32 return }",
    );
    add(
        "type mismatch with prior use",
        "func.func @f(%a: i32) { \"foo.use\"(%a) : (i64) -> () return }",
    );
    add(
        "bad result number",
        "func.func @f() { %0:2 = \"foo.op\"() : () -> (i32, i32) \"foo.use\"(%0#5) : (i32) -> () return }",
    );
    add(
        "bad result number text",
        "func.func @f() { %0 = \"foo.op\"() : () -> i32 \"foo.use\"(%0#x) : (i32) -> () return }",
    );
    add(
        "isolated from above",
        "func.func @f(%a: i32) { func.func @g() { \"foo.use\"(%a) : (i32) -> () return } return }",
    );
    add(
        "undefined block",
        "func.func @f() { \"foo.br\"()[^bb9] : () -> () }",
    );
    add(
        "block redefinition",
        "func.func @f() { \"foo.br\"()[^bb1] : () -> () ^bb1: \"foo.t\"() : () -> () ^bb1: \"foo.t\"() : () -> () }",
    );
    add(
        "entry label with args",
        "func.func @f(%a: i32) { ^bb0(%b: i32): return }",
    );
    add(
        "block arg missing type",
        "\"foo.op\"() ({ ^bb0(%a): \"foo.t\"() : () -> () }) : () -> ()",
    );
    // Region nesting.
    add("unclosed region", "func.func @f() { ");
    add("unclosed module", "module { func.func @f() { return }");
    add("stray close", "module { } }");
    add("region in operand list", "\"foo.op\"({}) : () -> ()");
    add(
        "missing region paren",
        "\"foo.op\"() ({ \"foo.t\"() : () -> () } : () -> ()",
    );
    add("func no body args", "func.func @f(i32) { return }");
    add("func missing name", "func.func (%a: i32) { return }");
    add("func bad arg", "func.func @f(%a i32) { return }");
    add("func bad result", "func.func @f() -> { return }");
    add(
        "return wrong type",
        "func.func @f() -> i32 { %0 = \"foo.op\"() : () -> i64 return %0 : i64 }",
    );
    add("return wrong count", "func.func @f() -> i32 { return }");
    add(
        "call bad callee",
        "func.func @f() { func.call 3() : () -> () return }",
    );
    add(
        "duplicate symbol",
        "func.func @f() { return } func.func @f() { return }",
    );
    add("binary garbage", "\u{1}\u{2}\u{3}\u{7f}");
    add("only percent", "%");
    add("only caret", "^");
    add("only hash", "#");
    add("only bang", "!");
    add("only at", "@");
    add("lone minus", "-");
    add("dots", "..");
    add("unknown loc kind", "\"foo.op\"() : () -> () loc(nope)");
    add(
        "nested result group",
        "%a:2, %b = \"foo.op\"() : () -> (i32, i32)",
    );
    add(
        "array attr element bad",
        "\"foo.op\"() {a = array<i64: 1.5>} : () -> ()",
    );
    add(
        "array attr bad type",
        "\"foo.op\"() {a = array<tensor<2xi32>: 1>} : () -> ()",
    );
    add(
        "affine map garbage",
        "\"foo.op\"() {a = affine_map<(d0) -> (d1)>} : () -> ()",
    );
    add("unranked bad", "func.func @f(%a: tensor<*f32>) { return }");
    // Truncations of a valid file at many points.
    let valid = VALID.as_bytes();
    let cut_points: Vec<usize> = (1..valid.len()).step_by(13).collect();
    for c in cut_points {
        let text = &valid[..c];
        // A cut that still parses (e.g. right after an alias) is not malformed.
        if text.iter().filter(|&&b| b == b'{').count()
            == text.iter().filter(|&&b| b == b'}').count()
            && !text.ends_with(b"-")
        {
            continue;
        }
        v.push((format!("truncated at {c}"), text.to_vec()));
    }
    // Deep nesting (100,000 levels) of each recursive construct.
    const DEEP: usize = 100_000;
    v.push((
        "deep regions".into(),
        nested(DEEP, "\"foo.op\"() ({", "}) : () -> ()\n", "", ""),
    ));
    v.push((
        "deep arrays".into(),
        nested(DEEP, "[", "]", "\"foo.op\"() {a = ", "} : () -> ()"),
    ));
    v.push((
        "deep dicts".into(),
        nested(DEEP, "{a = ", "}", "\"foo.op\"() {a = ", "} : () -> ()"),
    ));
    v.push((
        "deep tuple types".into(),
        nested(DEEP, "tuple<", ">", "func.func @f(%a: ", "i32) { return }"),
    ));
    v.push((
        "deep complex types".into(),
        nested(
            DEEP,
            "complex<",
            ">",
            "func.func @f(%a: ",
            "f32) { return }",
        ),
    ));
    v.push((
        "deep function types".into(),
        nested(DEEP, "(", ") -> i32", "func.func @f(%a: ", ""),
    ));
    v.push((
        "deep dense".into(),
        nested(
            DEEP,
            "[",
            "]",
            "\"foo.op\"() {a = dense<",
            "> : tensor<1xi32>} : () -> ()",
        ),
    ));
    v.push((
        "deep locs".into(),
        nested(
            DEEP,
            "\"n\"(",
            ")",
            "\"foo.op\"() : () -> () loc(",
            "unknown)",
        ),
    ));
    v.push((
        "deep affine parens".into(),
        nested(
            DEEP,
            "(",
            ")",
            "\"foo.op\"() {a = affine_map<(d0) -> (",
            "d0)>} : () -> ()",
        ),
    ));
    v.push((
        "deep dialect attr".into(),
        nested(DEEP, "<", ">", "\"foo.op\"() {a = #foo.bar", "} : () -> ()"),
    ));
    // 50 MB of garbage.
    let mut garbage = Vec::with_capacity(50 << 20);
    let mut x: u32 = 12345;
    while garbage.len() < 50 << 20 {
        x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
        garbage.push(b"%^#!@(){}[]<>:=,-x0aZ\" \n"[(x >> 16) as usize % 24]);
    }
    v.push(("50MB garbage".into(), garbage));
    v
}

#[test]
fn every_malformed_input_is_a_located_error() {
    let cases = cases();
    assert!(cases.len() >= 100, "only {} cases", cases.len());
    let mut failures = Vec::new();
    for (name, input) in &cases {
        let (code, stderr, took) = run(input);
        let located = stderr.lines().any(|l| {
            let mut parts = l.splitn(4, ':');
            let (_file, line, col, rest) = (parts.next(), parts.next(), parts.next(), parts.next());
            line.is_some_and(|s| s.parse::<u32>().is_ok())
                && col.is_some_and(|s| s.parse::<u32>().is_ok())
                && rest.is_some_and(|r| r.starts_with(" error:"))
        });
        if code != Some(1) || !located || took > Duration::from_secs(10) {
            failures.push(format!(
                "{name}: exit {code:?}, {took:?}, stderr: {}",
                stderr.lines().take(3).collect::<Vec<_>>().join(" | ")
            ));
        }
    }
    let _ = std::io::stderr().flush();
    assert!(
        failures.is_empty(),
        "{} of {} malformed inputs misbehaved:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}
