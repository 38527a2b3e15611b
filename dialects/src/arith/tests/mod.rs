//! Tests of the arith and math dialects: folding against `mlir-opt-22 --canonicalize`,
//! integer/float helpers, and the verifier messages of the lit `invalid.mlir` files.

use super::attrs::CmpIPredicate;
use super::floats;
use super::ints::ApInt;
use tile_ir::diagnostic::Severity;
use tile_ir::dialect::FoldResult;
use tile_ir::float::{FloatSemantics, FloatValue};
use tile_ir::printer::attr_to_string;
use tile_ir::{Context, OpId};

fn context() -> Context {
    Context::new(crate::registry())
}

/// Every op nested in `root` named `name`.
fn ops_named(ctx: &Context, root: OpId, name: &str) -> Vec<OpId> {
    ctx.walk_collect(root)
        .into_iter()
        .filter(|&o| ctx.op_name_of(o) == name)
        .collect()
}

/// Folds the op whose result the function returns; the folded constant's text, `value` when
/// it folds to an existing value, or `nofold`.
fn fold_returned(src: &str) -> String {
    let mut ctx = context();
    let module = tile_ir::parser::parse_str(&mut ctx, "case.mlir", src).expect("case parses");
    let ret = *ops_named(&ctx, module, "func.return")
        .first()
        .expect("has a return");
    let v = *ctx.op(ret).operands.first().expect("returns a value");
    let def = ctx.defining_op(v).expect("returned value is an op result");
    let index = ctx
        .op(def)
        .results
        .iter()
        .position(|&r| r == v)
        .expect("result of its op");
    let fold = ctx
        .op_def(def)
        .and_then(|d| d.fold)
        .expect("op has a folder");
    match fold(&mut ctx, def).and_then(|r| r.get(index).copied()) {
        Some(FoldResult::Attr(a)) => attr_to_string(&ctx, a),
        Some(FoldResult::Value(_)) => "value".to_string(),
        None => "nofold".to_string(),
    }
}

/// `(function, expected constant)` pairs of `fold_oracle.mlir`: each function is followed by
/// a `// folds to: <value>` line.
fn fold_oracle_cases() -> Vec<(&'static str, &'static str)> {
    const MARK: &str = "// folds to: ";
    let mut rest = include_str!("fold_oracle.mlir");
    let mut cases = Vec::new();
    while let Some(at) = rest.find(MARK) {
        let (function, tail) = rest.split_at(at);
        let tail = &tail[MARK.len()..];
        let (expected, next) = tail.split_once('\n').unwrap_or((tail, ""));
        cases.push((function.trim(), expected.trim()));
        rest = next;
    }
    cases
}

#[test]
fn folds_match_mlir_opt() {
    let cases = fold_oracle_cases();
    assert!(
        cases.len() > 100,
        "fold_oracle.mlir read {} cases",
        cases.len()
    );
    let mut failures = Vec::new();
    for (src, expected) in cases {
        let got = fold_returned(src);
        if got != expected {
            failures.push(format!(
                "{}\n  expected {expected}\n  got      {got}",
                src.lines().next().unwrap_or("")
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} fold mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The function `@f` of a one-function module with the given body and return type.
fn func(args: &str, ret: &str, body: &str) -> String {
    format!("func.func @f({args}) -> {ret} {{\n{body}\n}}\n")
}

#[test]
fn identities_fold_to_operands() {
    let cases = [
        (
            "%a: i32",
            "i32",
            "%c0 = arith.constant 0 : i32\n%r = arith.addi %a, %c0 : i32\nreturn %r : i32",
            "value",
        ),
        (
            "%a: i32",
            "i32",
            "%c1 = arith.constant 1 : i32\n%r = arith.muli %a, %c1 : i32\nreturn %r : i32",
            "value",
        ),
        (
            "%a: i32",
            "i32",
            "%c0 = arith.constant 0 : i32\n%r = arith.muli %a, %c0 : i32\nreturn %r : i32",
            "value",
        ),
        (
            "%a: i32",
            "i32",
            "%r = arith.subi %a, %a : i32\nreturn %r : i32",
            "0 : i32",
        ),
        (
            "%a: vector<4xi8>",
            "vector<4xi8>",
            "%r = arith.xori %a, %a : vector<4xi8>\nreturn %r : vector<4xi8>",
            "dense<0> : vector<4xi8>",
        ),
        (
            "%a: tensor<?xi8>",
            "tensor<?xi8>",
            "%r = arith.subi %a, %a : tensor<?xi8>\nreturn %r : tensor<?xi8>",
            "nofold",
        ),
        (
            "%a: i32",
            "i1",
            "%r = arith.cmpi sle, %a, %a : i32\nreturn %r : i1",
            "true",
        ),
        (
            "%a: f32",
            "f32",
            "%z = arith.constant -0.0 : f32\n%r = arith.addf %a, %z : f32\nreturn %r : f32",
            "value",
        ),
        (
            "%a: f32",
            "f32",
            "%z = arith.constant 0.0 : f32\n%r = arith.addf %a, %z : f32\nreturn %r : f32",
            "nofold",
        ),
        (
            "%a: f32",
            "f32",
            "%z = arith.constant 0.0 : f32\n%r = arith.mulf %a, %z fastmath<nnan,nsz> : f32\nreturn %r : f32",
            "value",
        ),
        (
            "%a: f32",
            "f32",
            "%r = arith.negf %a : f32\n%s = arith.negf %r : f32\nreturn %s : f32",
            "value",
        ),
        (
            "%c: i1, %a: i32",
            "i32",
            "%t = arith.constant true\n%r = arith.select %t, %a, %a : i32\nreturn %r : i32",
            "value",
        ),
        (
            "%c: i1, %a: i32, %b: i32",
            "i32",
            "%t = arith.constant false\n%r = arith.select %t, %a, %b : i32\nreturn %r : i32",
            "value",
        ),
        (
            "%a: i32, %b: i32",
            "i32",
            "%s = arith.subi %a, %b : i32\n%r = arith.addi %s, %b : i32\nreturn %r : i32",
            "value",
        ),
        (
            "%a: i8",
            "i8",
            "%e = arith.extsi %a : i8 to i32\n%r = arith.trunci %e : i32 to i8\nreturn %r : i8",
            "value",
        ),
        (
            "%a: i32",
            "i32",
            "%m = arith.muli %a, %a overflow<nsw> : i32\n%r = arith.divsi %m, %a : i32\nreturn %r : i32",
            "value",
        ),
        (
            "%a: i32",
            "i32",
            "%m = arith.muli %a, %a : i32\n%r = arith.divsi %m, %a : i32\nreturn %r : i32",
            "nofold",
        ),
    ];
    for (args, ret, body, expected) in cases {
        assert_eq!(fold_returned(&func(args, ret, body)), expected, "{body}");
    }
}

#[test]
fn apint_wraps_at_its_width() {
    let a = ApInt::new(127, 8).expect("fits");
    let one = ApInt::new(1, 8).expect("fits");
    assert_eq!(a.wrapping_add(one).signed(), -128);
    assert_eq!(ApInt::new(-1, 8).expect("fits").unsigned(), 255);
    assert_eq!(ApInt::new(300, 8).expect("fits").signed(), 44);
    let min = ApInt::new(i128::MIN, 128).expect("fits");
    assert!(min.sdiv(ApInt::new(-1, 128).expect("fits")).is_none());
    assert_eq!(
        min.srem(ApInt::new(-1, 128).expect("fits"))
            .map(|r| r.signed()),
        Some(0)
    );
    assert!(ApInt::new(1, 129).is_none());
}

#[test]
fn apint_signedness() {
    let m1 = ApInt::new(-1, 16).expect("fits");
    let two = ApInt::new(2, 16).expect("fits");
    assert_eq!(m1.sdiv(two).map(|v| v.signed()), Some(0));
    assert_eq!(m1.udiv(two).map(|v| v.unsigned()), Some(32767));
    assert_eq!(
        m1.ashr(ApInt::new(4, 16).expect("fits"))
            .map(|v| v.signed()),
        Some(-1)
    );
    assert_eq!(
        m1.lshr(ApInt::new(4, 16).expect("fits"))
            .map(|v| v.unsigned()),
        Some(0x0FFF)
    );
    assert!(m1.checked_shl(ApInt::new(16, 16).expect("fits")).is_none());
    assert!(m1.compare(two, CmpIPredicate::Slt));
    assert!(!m1.compare(two, CmpIPredicate::Ult));
    assert_eq!(m1.smax(two).signed(), 2);
    assert_eq!(m1.umax(two).signed(), -1);
    assert_eq!(m1.mulhs(m1).signed(), 0);
    assert_eq!(m1.mulhu(m1).unsigned(), 0xFFFE);
    let i1 = ApInt::new(1, 1).expect("fits");
    assert_eq!(i1.signed(), -1);
    assert!(i1.is_one() && i1.is_all_ones() && i1.is_negative());
}

#[test]
fn apint_division_rounding() {
    let v = |x: i128| ApInt::new(x, 32).expect("fits");
    assert_eq!(v(7).ceildivs(v(2)).map(|r| r.signed()), Some(4));
    assert_eq!(v(-7).ceildivs(v(2)).map(|r| r.signed()), Some(-3));
    assert_eq!(v(-7).sfloordiv(v(2)).map(|r| r.signed()), Some(-4));
    assert_eq!(v(7).sfloordiv(v(-2)).map(|r| r.signed()), Some(-4));
    assert_eq!(v(-8).sfloordiv(v(2)).map(|r| r.signed()), Some(-4));
    assert_eq!(v(7).ceildivu(v(2)).map(|r| r.signed()), Some(4));
    assert!(v(7).ceildivu(v(0)).is_none());
    assert!(v(i32::MIN as i128).sfloordiv(v(-1)).is_none());
    // The exact rounding up agrees with the folder's where the folder answers, and also
    // answers where the folder's intermediate negation overflows (-128 / 7 in i8).
    for (a, b) in [(7, 2), (-7, 2), (7, -2), (-7, -2), (6, 3), (-6, 3), (0, 5)] {
        assert_eq!(v(a).ceildivs_exact(v(b)), v(a).ceildivs(v(b)), "{a} / {b}");
    }
    let byte = |x: i128| ApInt::new(x, 8).expect("fits");
    assert!(byte(-128).ceildivs(byte(7)).is_none());
    assert_eq!(
        byte(-128).ceildivs_exact(byte(7)).map(|r| r.signed()),
        Some(-18)
    );
    assert_eq!(
        byte(-128).ceildivs_exact(byte(-7)).map(|r| r.signed()),
        Some(19)
    );
    assert!(byte(-128).ceildivs_exact(byte(-1)).is_none());
}

#[test]
fn float_arithmetic_rounds_once() {
    let f = |x: f32| FloatValue::from_f32(x);
    let r = floats::binary(floats::FloatBinOp::Add, f(0.1), f(0.2)).expect("f32 folds");
    assert_eq!(r, f(0.1f32 + 0.2f32));
    let h = |x: f64| FloatValue::from_f64_rounded(FloatSemantics::F16, x);
    let sum = floats::binary(floats::FloatBinOp::Add, h(0.1), h(0.2)).expect("f16 folds");
    assert_eq!(sum.bits, 0x34CC);
    let nan = floats::binary(floats::FloatBinOp::Div, f(0.0), f(0.0)).expect("folds");
    assert_eq!(nan.bits, 0x7FC0_0000);
    let x80 = FloatValue::from_f64_rounded(FloatSemantics::F80, 1.0);
    assert!(floats::binary(floats::FloatBinOp::Add, x80, x80).is_none());
}

#[test]
fn float_int_conversions() {
    let i = |v: i128, w: u32| ApInt::new(v, w).expect("fits");
    let to_f32 =
        |v: ApInt, signed: bool| floats::from_int(v, signed, FloatSemantics::F32).map(|f| f.bits);
    assert_eq!(to_f32(i(16_777_217, 64), true), Some(0x4B80_0000));
    assert_eq!(to_f32(i(-1, 8), false), Some(255f32.to_bits() as u128));
    assert_eq!(to_f32(i(1, 1), true), Some((-1f32).to_bits() as u128));
    let big = floats::from_int(i(i64::MAX as i128, 64), true, FloatSemantics::BF16).expect("folds");
    assert_eq!(big.to_f64(), 9.223_372_036_854_776e18);
    let neg_half = FloatValue::from_f32(-0.5);
    assert_eq!(
        floats::to_int(neg_half, 32, false).map(|v| v.unsigned()),
        Some(0)
    );
    assert!(floats::to_int(FloatValue::from_f32(-1.0), 32, false).is_none());
    assert!(floats::to_int(FloatValue::from_f32(1e10), 32, true).is_none());
    assert_eq!(
        floats::to_int(FloatValue::from_f32(-3.7), 32, true).map(|v| v.signed()),
        Some(-3)
    );
}

#[test]
fn float_conversions_must_be_exact() {
    assert!(floats::convert_exact(FloatValue::from_f64(0.1), FloatSemantics::F32).is_none());
    assert!(floats::convert_exact(FloatValue::from_f64(1.5), FloatSemantics::F16).is_some());
    assert!(floats::convert_exact(FloatValue::from_f32(1e10), FloatSemantics::F16).is_none());
    let inf = FloatValue::from_f32(f32::INFINITY);
    assert!(floats::convert_exact(inf, FloatSemantics::F64).is_some());
    assert!(floats::convert_exact(inf, FloatSemantics::F8E4M3FN).is_none());
}

/// The messages of `expected-error` lines.
fn expected_errors(chunk: &str) -> Vec<String> {
    chunk
        .lines()
        .filter(|l| l.contains("expected-error"))
        .filter_map(|l| {
            let start = l.find("{{")? + 2;
            let end = l.rfind("}}")?;
            l.get(start..end).map(str::to_string)
        })
        .collect()
}

/// The error messages tile-opt produces for one split of an invalid-IR file.
fn produced_errors(chunk: &str) -> Vec<String> {
    let mut ctx = context();
    let diags = match tile_ir::parser::parse_str(&mut ctx, "chunk.mlir", chunk) {
        Ok(module) => tile_ir::verifier::verify(&ctx, module),
        Err(d) => vec![d],
    };
    let mut out = Vec::new();
    for d in diags {
        out.push(d.message.clone());
        out.extend(
            d.notes
                .iter()
                .filter(|n| n.severity == Severity::Error)
                .map(|n| n.message.clone()),
        );
    }
    out
}

/// Checks every split of an invalid-IR lit file: the errors produced are the expected ones.
fn check_invalid_file(text: &str) {
    let mut failures = Vec::new();
    for chunk in text.split("// -----") {
        let expected = expected_errors(chunk);
        if expected.is_empty() {
            continue;
        }
        let got = produced_errors(chunk);
        if got != expected {
            failures.push(format!("expected {expected:?}\n     got {got:?}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn arith_invalid_messages() {
    check_invalid_file(include_str!("../../../../test/Dialect/Arith/invalid.mlir"));
}

#[test]
fn math_invalid_messages() {
    check_invalid_file(include_str!("../../../../test/Dialect/Math/invalid.mlir"));
}

/// Every arith and math op is declared: a spec with a format (or, for `arith.select`, the
/// hand-written syntax MLIR has too), whose views cast the ops they parse.
#[test]
fn arith_and_math_ops_are_declared() {
    let ctx = context();
    let ops: Vec<_> = ctx
        .registry()
        .ops()
        .into_iter()
        .filter(|d| d.name.starts_with("arith.") || d.name.starts_with("math."))
        .collect();
    assert_eq!(ops.len(), 97, "51 arith and 46 math ops");
    for d in ops {
        let spec = d.spec.unwrap_or_else(|| panic!("{} has no spec", d.name));
        assert_eq!(spec.name, d.name);
        let hand = d.name == "arith.select";
        assert_eq!(spec.format.is_some(), !hand, "{}: format", d.name);
        assert_eq!(d.parse.is_some(), hand, "{}: hand-written parser", d.name);
    }
    let mut ctx = context();
    let text = "func.func @f(%a: i32, %x: f32) -> (i1, f32, i32) {\n  %c = arith.cmpi slt, %a, %a : i32\n  %s = math.sqrt %x fastmath<fast> : f32\n  %t = arith.addi %a, %a overflow<nsw> : i32\n  return %c, %s, %t : i1, f32, i32\n}\n";
    let module = tile_ir::parser::parse_str(&mut ctx, "t.mlir", text).expect("parses");
    assert!(tile_ir::verifier::verify(&ctx, module).is_empty());
    let mut found = (0, 0, 0);
    for op in ctx.walk_collect(module) {
        if let Some(c) = super::views::CmpIOp::cast(&ctx, op) {
            assert_eq!(c.predicate(&ctx), CmpIPredicate::Slt);
            found.0 += 1;
        }
        if let Some(s) = crate::math::views::SqrtOp::cast(&ctx, op) {
            assert_eq!(s.fastmath(&ctx), super::attrs::FASTMATH_FAST);
            found.1 += 1;
        }
        if let Some(a) = super::views::AddIOp::cast(&ctx, op) {
            assert_eq!(a.overflowFlags(&ctx), super::attrs::OVERFLOW_NSW);
            found.2 += 1;
        }
    }
    assert_eq!(found, (1, 1, 1));
}

#[test]
fn named_cmpf_predicates_are_their_values() {
    use super::attrs::{CMPF_OEQ, CMPF_PREDICATES, CMPF_UNE};
    assert_eq!(CMPF_PREDICATES.get(CMPF_OEQ as usize), Some(&"oeq"));
    assert_eq!(CMPF_PREDICATES.get(CMPF_UNE as usize), Some(&"une"));
}
