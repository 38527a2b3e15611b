//! Parser unit tests: SSA scoping, forward references, result groups and located errors.

use crate::Context;
use crate::diagnostic::render;
use crate::parser::parse_str;
use crate::printer::{PrintOptions, print_op};

fn parse_print(text: &str) -> Result<String, String> {
    let mut ctx = Context::default();
    let m = parse_str(&mut ctx, "t.mlir", text).map_err(|d| render(&ctx, &d))?;
    Ok(print_op(&ctx, m, &PrintOptions::default()))
}

#[test]
fn forward_references_adopt_their_definition() {
    let out = parse_print(
        "\"foo.f\"() ({\n^bb0:\n  \"foo.br\"()[^bb2] : () -> ()\n^bb1:\n  \"foo.use\"(%x) : (i32) -> ()\n  \"foo.t\"() : () -> ()\n^bb2:\n  %x = \"foo.def\"() : () -> i32\n  \"foo.br\"()[^bb1] : () -> ()\n}) : () -> ()",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(out.contains("\"foo.use\"(%0) : (i32) -> ()"), "{out}");
    assert!(out.contains("%0 = \"foo.def\"() : () -> i32"), "{out}");
}

#[test]
fn undefined_values_are_located_errors() {
    let e = parse_print("\"foo.use\"(%nope) : (i32) -> ()").unwrap_err();
    assert!(
        e.starts_with("t.mlir:1:11: error: use of undeclared SSA value name"),
        "{e}"
    );
}

#[test]
fn values_from_outside_a_region_resolve_for_the_verifier() {
    // MLIR's parser accepts this; isolation is the verifier's business.
    let out = parse_print("%a = \"foo.def\"() : () -> i32\n\"foo.iso\"() ({\n  \"foo.use\"(%a) : (i32) -> ()\n}) : () -> ()")
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(out.contains("\"foo.use\"(%0)"), "{out}");
}

#[test]
fn result_groups_and_numbers() {
    let out = parse_print(
        "%r:2 = \"foo.two\"() : () -> (i32, f32)\n\"foo.use\"(%r#1, %r#0) : (f32, i32) -> ()",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(out.contains("%0:2 = \"foo.two\"()"), "{out}");
    assert!(out.contains("\"foo.use\"(%0#1, %0#0)"), "{out}");
    let e = parse_print("%r:2 = \"foo.two\"() : () -> (i32, f32)\n\"foo.use\"(%r#2) : (f32) -> ()")
        .unwrap_err();
    assert!(e.contains("reference to invalid result number"), "{e}");
    let e = parse_print("%r = \"foo.two\"() : () -> (i32, f32)").unwrap_err();
    assert!(
        e.contains("operation defines 2 results but was provided 1 to bind"),
        "{e}"
    );
}

#[test]
fn type_mismatch_with_an_earlier_use() {
    let e =
        parse_print("\"foo.use\"(%x) : (i64) -> ()\n%x = \"foo.def\"() : () -> i32").unwrap_err();
    assert!(
        e.starts_with("t.mlir:2:1: error: definition of SSA value '%x#0' has type 'i32'"),
        "{e}"
    );
    assert!(
        e.contains("t.mlir:1:11: note: previously used here with type 'i64'"),
        "{e}"
    );
    let e =
        parse_print("%x = \"foo.def\"() : () -> i32\n\"foo.use\"(%x) : (i64) -> ()").unwrap_err();
    assert!(
        e.contains("use of value '%x' expects different type than prior uses: 'i64' vs 'i32'"),
        "{e}"
    );
}

#[test]
fn nesting_deeper_than_the_limit_is_an_error_not_a_crash() {
    let depth = 100_000;
    let text = format!(
        "\"foo.op\"() {{a = {}1{}}} : () -> ()",
        "[".repeat(depth),
        "]".repeat(depth)
    );
    let handle = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || parse_print(&text))
        .expect("thread");
    let e = handle.join().expect("no panic").unwrap_err();
    assert!(e.contains("nesting too deep"), "{e}");
}

#[test]
fn expected_token_errors_point_after_the_previous_token() {
    // As mlir-opt-22: `e1.mlir:2:21: error: expected ','` for `%0 = "foo.op"(%a %a)`.
    let e =
        parse_print("%a = \"foo.def\"() : () -> i32\n%0 = \"foo.op\"(%a %a) : (i32, i32) -> i32")
            .unwrap_err();
    assert!(
        e.starts_with("t.mlir:2:17: error: expected ')' to end operand list"),
        "{e}"
    );
    // A missing token at the start of a line is reported at the end of the previous line,
    // before its comment.
    let e = parse_print("\"foo.op\"() // c\n\n").unwrap_err();
    assert!(
        e.starts_with("t.mlir:1:11: error: expected ':' followed by operation type"),
        "{e}"
    );
}

#[test]
fn non_utf8_bytes_are_located_lexer_errors() {
    let cases: [(&[u8], &str); 4] = [
        (
            b"\"foo.op\"() : () -> () \xff",
            "t.mlir:1:23: error: unexpected character\n",
        ),
        (
            b"// \xff\xfe\n\"foo.op\"() : () -> () \xc3",
            "t.mlir:2:23: error: unexpected character\n",
        ),
        (
            b"\"foo.op\"() {a = \xe2\x82} : () -> ()",
            "t.mlir:1:17: error: unexpected character\n",
        ),
        (b"\xf0", "t.mlir:1:1: error: unexpected character\n"),
    ];
    for (input, want) in cases {
        let mut ctx = Context::default();
        let e = crate::parser::parse_bytes(&mut ctx, "t.mlir", input)
            .map(|_| String::from("parsed"))
            .unwrap_or_else(|d| render(&ctx, &d));
        // No caret under a line with non-ASCII bytes, as LLVM's SourceMgr prints it.
        assert!(e.starts_with(want) && !e.contains('^'), "{e}");
    }
    let mut ctx = Context::default();
    let m = crate::parser::parse_bytes(
        &mut ctx,
        "t.mlir",
        b"\"foo.op\"() {s = \"a\xffb\"} : () -> ()",
    )
    .unwrap_or_else(|d| panic!("{}", render(&ctx, &d)));
    let out = print_op(&ctx, m, &PrintOptions::default());
    assert!(out.contains("{s = \"a\\FFb\"}"), "{out}");
}
