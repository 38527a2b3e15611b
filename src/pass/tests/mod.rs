//! Tests of the pass infrastructure with a small test dialect (no real dialects in the core).

use super::instrumentation::IrPrintConfig;
use super::manager::CollectSink;
use super::rewrite::{GreedyConfig, PatternSet, RewritePattern, Rewriter, apply_patterns_greedily};
use super::*;
use crate::attributes::{Attr, AttrKind};
use crate::dialect::{DialectInfo, DialectRegistry, FoldResult, OpDef, OpTraits};
use crate::ir::OperationState;
use crate::location::Loc;
use crate::printer::{PrintOptions, print_op};
use crate::types::Type;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

fn const_value(ctx: &Context, v: crate::ir::Value) -> Option<(i128, Type)> {
    let d = ctx.defining_op(v)?;
    if ctx.op_name_of(d) != "test.const" {
        return None;
    }
    match ctx.attr_kind(ctx.op_attr(d, "value")?) {
        AttrKind::Integer { value, ty } => Some((*value, *ty)),
        _ => None,
    }
}

fn fold_add(ctx: &mut Context, op: OpId) -> Option<Vec<FoldResult>> {
    let ops = ctx.op(op).operands.clone();
    let (a, b) = (*ops.first()?, *ops.get(1)?);
    match (const_value(ctx, a), const_value(ctx, b)) {
        (Some((x, ty)), Some((y, _))) => Some(vec![FoldResult::Attr(ctx.int_attr(x + y, ty))]),
        (_, Some((0, _))) => Some(vec![FoldResult::Value(a)]),
        _ => None,
    }
}

fn materialize(ctx: &mut Context, value: Attr, ty: Type, loc: Loc) -> Option<OperationState> {
    let mut st = OperationState::new("test.const", loc);
    st.set_property("value", value);
    st.result_types.push(ty);
    let _ = ctx;
    Some(st)
}

fn test_registry() -> Arc<DialectRegistry> {
    let mut r = DialectRegistry::default();
    r.add_dialect(DialectInfo::new("builtin", ""));
    r.add_dialect(DialectInfo {
        materialize_constant: Some(materialize),
        ..DialectInfo::new("test", "")
    });
    r.add_op(OpDef::new(
        "builtin.module",
        "",
        OpTraits::ISOLATED_FROM_ABOVE
            | OpTraits::NO_TERMINATOR
            | OpTraits::SYMBOL_TABLE
            | OpTraits::SINGLE_BLOCK
            | OpTraits::GRAPH_REGION,
    ));
    r.add_op(OpDef {
        inherent_attrs: &["sym_name"],
        ..OpDef::new(
            "test.func",
            "",
            OpTraits::ISOLATED_FROM_ABOVE | OpTraits::SYMBOL,
        )
    });
    r.add_op(OpDef::new(
        "test.return",
        "",
        OpTraits::TERMINATOR | OpTraits::PURE | OpTraits::RETURN_LIKE,
    ));
    r.add_op(OpDef {
        inherent_attrs: &["value"],
        ..OpDef::new("test.const", "", OpTraits::CONSTANT_LIKE | OpTraits::PURE)
    });
    r.add_op(OpDef {
        fold: Some(fold_add),
        ..OpDef::new("test.add", "", OpTraits::PURE | OpTraits::COMMUTATIVE)
    });
    r.add_op(OpDef::new("test.sub", "", OpTraits::PURE));
    r.add_op(OpDef::new("test.effect", "", OpTraits::NONE));
    r.add_op(OpDef::new("test.region", "", OpTraits::RECURSIVE_EFFECTS));
    r.add_op(OpDef::new(
        "test.yield",
        "",
        OpTraits::TERMINATOR | OpTraits::PURE | OpTraits::RETURN_LIKE,
    ));
    Arc::new(r)
}

fn parse(text: &str) -> (Context, OpId) {
    let mut ctx = Context::new(test_registry());
    let m = crate::parser::parse_str(&mut ctx, "t.mlir", text)
        .unwrap_or_else(|d| panic!("{}", d.message));
    (ctx, m)
}

fn func(body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n\"test.func\"() <{{sym_name = \"f\"}}> ({{\n^bb0(%a: i32, %b: i32):\n{body}\n}}) : () -> ()\n\"test.func\"() <{{sym_name = \"g\"}}> ({{\n^bb0(%a: i32):\n\"test.return\"(%a) : (i32) -> ()\n}}) : () -> ()\n}}) : () -> ()\n"
    )
}

static RUNS: AtomicUsize = AtomicUsize::new(0);

/// Counts runs; anchored on `test.func`; has options of every kind.
struct Counter;
impl Pass for Counter {
    fn run(&self, _: &mut Context, _: OpId) -> Result<PassResult, Diagnostic> {
        RUNS.fetch_add(1, Ordering::SeqCst);
        Ok(PassResult::changed(false))
    }
}
impl PassDef for Counter {
    const ARGUMENT: &'static str = "test-count";
    const NAME: &'static str = "TestCount";
    const SUMMARY: &'static str = "Counts";
    const ANCHOR: Option<&'static str> = Some("test.func");
    fn options() -> Vec<OptionDecl> {
        vec![
            OptionDecl::int("n", "A number", 1),
            OptionDecl::string_list("names", "Names"),
            OptionDecl::bool("flag", "A flag", false),
            OptionDecl::enumeration("mode", "A mode", &[("a", "A"), ("b", "B")], "a"),
        ]
    }
    fn create(o: &PassOptions) -> Result<Self, Diagnostic> {
        if o.get_int("n") < 0 {
            return Err(Diagnostic::error(Loc::Unknown, "n must not be negative"));
        }
        Ok(Counter)
    }
}

/// Folds with the greedy driver.
struct Fold;
impl Pass for Fold {
    fn run(&self, ctx: &mut Context, op: OpId) -> Result<PassResult, Diagnostic> {
        let o = apply_patterns_greedily(ctx, op, &PatternSet::new(), &GreedyConfig::default());
        Ok(PassResult::changed(o.changed))
    }
}
impl PassDef for Fold {
    const ARGUMENT: &'static str = "test-fold";
    const NAME: &'static str = "TestFold";
    const SUMMARY: &'static str = "Folds";
    fn create(_: &PassOptions) -> Result<Self, Diagnostic> {
        Ok(Fold)
    }
}

/// Moves the terminator of every function first, breaking dominance.
struct Break;
impl Pass for Break {
    fn run(&self, ctx: &mut Context, op: OpId) -> Result<PassResult, Diagnostic> {
        let Some(&b) = ctx
            .op(op)
            .regions()
            .first()
            .and_then(|&r| ctx.region(r).blocks.first())
        else {
            return Ok(PassResult::changed(false));
        };
        let ops = ctx.block(b).ops.clone();
        if let (Some(&first), Some(&last)) = (ops.first(), ops.last())
            && first != last
        {
            ctx.detach_op(last);
            ctx.insert_op_before(first, last);
            return Ok(PassResult::changed(true));
        }
        Ok(PassResult::changed(false))
    }
}
impl PassDef for Break {
    const ARGUMENT: &'static str = "test-break";
    const NAME: &'static str = "TestBreak";
    const SUMMARY: &'static str = "Breaks the IR";
    const ANCHOR: Option<&'static str> = Some("test.func");
    fn create(_: &PassOptions) -> Result<Self, Diagnostic> {
        Ok(Break)
    }
}

fn registry() -> PassRegistry {
    let mut r = PassRegistry::default();
    r.register::<Counter>();
    r.register::<Fold>();
    r.register::<Break>();
    r.register_pipeline(PipelineInfo::from_text(
        "test-pipe",
        "A pipeline",
        "test.func(test-count{n=2}),test-fold",
    ));
    r
}

fn err(text: &str) -> PipelineError {
    parse_pipeline(&registry(), text).expect_err("expected an error")
}

#[test]
fn pipeline_round_trip() {
    let reg = registry();
    let pm = parse_pipeline(
        &reg,
        "builtin.module(test.func(test-count{n=3 names=a,b}),any(test-fold), test-fold)",
    )
    .unwrap();
    assert_eq!(
        pm.to_text(false),
        "builtin.module(test.func(test-count{flag=false mode=a n=3 names={a,b}}),any(test-fold),test-fold)"
    );
    assert_eq!(
        pm.to_text(true),
        "builtin.module(\n  test.func(\n    test-count{flag=false mode=a n=3 names={a,b}}\n  ),\n  any(\n    test-fold\n  ),\n  test-fold\n)"
    );
    let again = parse_pipeline(&reg, &pm.to_text(false)).unwrap();
    assert_eq!(again.to_text(false), pm.to_text(false));
    assert_eq!(
        parse_pipeline(&reg, "builtin.module()")
            .unwrap()
            .to_text(true),
        "builtin.module(\n\n)"
    );
    let named = parse_pipeline(&reg, "builtin.module(test-pipe)").unwrap();
    assert_eq!(
        named.to_text(false),
        "builtin.module(test.func(test-count{flag=false mode=a n=2 }),test-fold)"
    );
}

#[test]
fn pipeline_errors() {
    assert_eq!(
        err("test-fold").diagnostic.message,
        pipeline::MISSING_ANCHOR
    );
    assert_eq!(
        err("(test-fold)").diagnostic.message,
        pipeline::MISSING_ANCHOR
    );
    assert_eq!(
        err("builtin.module(nosuchpass)").diagnostic.message,
        "MLIR Textual PassPipeline Parser:1:1: error: 'nosuchpass' does not refer to a registered pass or pass pipeline\nnosuchpass\n^\n"
    );
    assert_eq!(
        err("builtin.module(test.func(test-fold)")
            .diagnostic
            .message,
        "MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline\ntest.func(test-fold\n          ^\n"
    );
    assert_eq!(
        err("builtin.module(test.func(cse)))").diagnostic.message,
        "MLIR Textual PassPipeline Parser:1:15: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline\ntest.func(cse))\n              ^\n"
    );
    assert_eq!(
        err("builtin.module(test-fold{a=1)").diagnostic.message,
        "MLIR Textual PassPipeline Parser:1:10: error: missing closing '}' while processing pass options\ntest-fold{a=1\n         ^\n"
    );
    assert_eq!(
        err("builtin.module(test-fold{}{})").diagnostic.message,
        "MLIR Textual PassPipeline Parser:1:12: error: expected ',' after parsing pipeline\ntest-fold{}{}\n           ^\n"
    );
    assert_eq!(
        err("builtin.module(test-fold,)").diagnostic.message,
        "MLIR Textual PassPipeline Parser:1:11: error: '' does not refer to a registered pass or pass pipeline\ntest-fold,\n          ^\n"
    );
    let e = err("builtin.module(test.func(test-count{foo=1}))");
    assert_eq!(
        e.diagnostic.message,
        "<Pass-Options-Parser>: no such option foo\n\nfailed to add `test-count` with options `foo=1`\nfailed to add `test.func` with options `` to inner pipeline\n"
    );
    let e = err("builtin.module(test.func(test-count{n=x}))");
    assert_eq!(
        e.cl_messages,
        vec!["for the --n option: 'x' value invalid for long argument!".to_string()]
    );
    assert!(
        e.diagnostic
            .message
            .starts_with("\nfailed to add `test-count` with options `n=x`\n")
    );
    let e = err("builtin.module(test-count)");
    assert_eq!(
        e.diagnostic.message,
        "Can't add pass 'TestCount' restricted to 'test.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?\nfailed to add `test-count` with options ``\n"
    );
    let e = err("builtin.module(test.func(test-count{n=-1}))");
    assert!(e.diagnostic.message.starts_with("n must not be negative\n"));
}

#[test]
fn implicit_nesting_for_flags() {
    let reg = registry();
    let mut pm = OpPassManager::new("builtin.module").with_implicit_nesting();
    pm.add_pass(reg.pass("test-fold").unwrap().instantiate("").unwrap())
        .unwrap();
    pm.add_pass(reg.pass("test-count").unwrap().instantiate("n=4").unwrap())
        .unwrap();
    assert_eq!(
        pm.to_text(false),
        "builtin.module(test-fold,test.func(test-count{flag=false mode=a n=4 }))"
    );
    assert_eq!(pm.len(), 2);
}

#[test]
fn nested_managers_run_on_direct_children() {
    let reg = registry();
    let (mut ctx, m) = parse(&func("\"test.return\"(%a) : (i32) -> ()"));
    let before = RUNS.load(Ordering::SeqCst);
    let mut pm = PassManager::new(
        parse_pipeline(
            &reg,
            "builtin.module(test.func(test-count),test.func(test-count))",
        )
        .unwrap(),
    );
    let mut sink = CollectSink::default();
    pm.run(&mut ctx, m, &mut sink, None).unwrap();
    // Two functions, two passes each (the adjacent managers are merged).
    assert!(RUNS.load(Ordering::SeqCst) - before >= 4);
    // A manager anchored on the wrong op.
    let mut pm = PassManager::new(parse_pipeline(&reg, "test.func(test-count)").unwrap());
    let mut sink = CollectSink::default();
    assert!(pm.run(&mut ctx, m, &mut sink, None).is_err());
    assert_eq!(
        sink.diagnostics[0].message,
        "can't run 'test.func' pass manager on 'builtin.module' op"
    );
}

#[test]
fn verify_each_catches_broken_ir() {
    let reg = registry();
    let body = "%x = \"test.add\"(%a, %b) : (i32, i32) -> i32\n\"test.return\"(%x) : (i32) -> ()";
    let (mut ctx, m) = parse(&func(body));
    let mut pm =
        PassManager::new(parse_pipeline(&reg, "builtin.module(test.func(test-break))").unwrap());
    let mut sink = CollectSink::default();
    assert!(pm.run(&mut ctx, m, &mut sink, None).is_err());
    assert!(
        sink.diagnostics
            .iter()
            .any(|d| d.message.contains("does not dominate")),
        "{:?}",
        sink.diagnostics
    );

    let (mut ctx, m) = parse(&func(body));
    let mut pm =
        PassManager::new(parse_pipeline(&reg, "builtin.module(test.func(test-break))").unwrap());
    pm.verify_each = false;
    let mut sink = CollectSink::default();
    assert!(pm.run(&mut ctx, m, &mut sink, None).is_ok());
}

#[test]
fn ir_printing_headers() {
    let reg = registry();
    let (mut ctx, m) = parse(&func(
        "%c = \"test.const\"() <{value = 0 : i32}> : () -> i32\n%x = \"test.add\"(%a, %c) : (i32, i32) -> i32\n\"test.return\"(%x) : (i32) -> ()",
    ));
    let mut pm =
        PassManager::new(parse_pipeline(&reg, "builtin.module(test.func(test-fold))").unwrap());
    pm.ir_printing = IrPrintConfig {
        after_all: true,
        after_change: true,
        ..IrPrintConfig::default()
    };
    let mut sink = CollectSink::default();
    pm.run(&mut ctx, m, &mut sink, None).unwrap();
    // Only @f changed; the nested op is printed alone, then a blank line.
    assert_eq!(
        sink.text
            .matches("// -----// IR Dump After TestFold (test-fold) //----- //\n\"test.func\"")
            .count(),
        1,
        "{}",
        sink.text
    );
    assert!(sink.text.ends_with("}) : () -> ()\n\n"), "{}", sink.text);

    let (mut ctx, m) = parse(&func("\"test.return\"(%a) : (i32) -> ()"));
    let mut pm =
        PassManager::new(parse_pipeline(&reg, "builtin.module(test.func(test-fold))").unwrap());
    pm.ir_printing = IrPrintConfig {
        before_all: true,
        module_scope: true,
        ..IrPrintConfig::default()
    };
    let mut sink = CollectSink::default();
    pm.run(&mut ctx, m, &mut sink, None).unwrap();
    assert!(sink.text.starts_with("// -----// IR Dump Before TestFold (test-fold) ('test.func' operation: @f) //----- //\n\"builtin.module\""));
}

#[test]
fn timing_tree() {
    let reg = registry();
    let (mut ctx, m) = parse(&func("\"test.return\"(%a) : (i32) -> ()"));
    let mut pm = PassManager::new(
        parse_pipeline(&reg, "builtin.module(test.func(test-fold),test-fold)").unwrap(),
    );
    let mut root = Timer::new("root");
    pm.run(&mut ctx, m, &mut CollectSink::default(), Some(&mut root))
        .unwrap();
    let names: Vec<&str> = root.children.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, vec!["'test.func' Pipeline", "TestFold"]);
    assert_eq!(root.children[0].children[0].name, "TestFold");
}

#[test]
fn greedy_folds_and_hoists_constants_like_mlir() {
    // Mirrors `mlir-opt --canonicalize` on arith: folded constants end up at the top of the
    // function, most recently materialized first; dead ops disappear.
    let body = "\
%x = \"test.sub\"(%a, %a) : (i32, i32) -> i32
%c3 = \"test.const\"() <{value = 3 : i32}> : () -> i32
%c4 = \"test.const\"() <{value = 4 : i32}> : () -> i32
%w = \"test.add\"(%c3, %c4) : (i32, i32) -> i32
%c0 = \"test.const\"() <{value = 0 : i32}> : () -> i32
%v = \"test.add\"(%c4, %c4) : (i32, i32) -> i32
%y = \"test.add\"(%x, %c0) : (i32, i32) -> i32
%dead = \"test.add\"(%a, %b) : (i32, i32) -> i32
\"test.return\"(%y, %w, %v) : (i32, i32, i32) -> ()";
    let (mut ctx, m) = parse(&func(body));
    let reg = registry();
    let mut pm = PassManager::new(parse_pipeline(&reg, "builtin.module(test-fold)").unwrap());
    pm.run(&mut ctx, m, &mut CollectSink::default(), None)
        .unwrap();
    let text = print_op(&ctx, m, &PrintOptions::default());
    let f = text.split("\"test.func\"").nth(1).unwrap_or_default();
    let lines: Vec<&str> = f.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    assert_eq!(
        lines[2..6].to_vec(),
        vec![
            "%0 = \"test.const\"() <{value = 8 : i32}> : () -> i32",
            "%1 = \"test.const\"() <{value = 7 : i32}> : () -> i32",
            "%2 = \"test.sub\"(%arg0, %arg0) : (i32, i32) -> i32",
            "\"test.return\"(%2, %1, %0) : (i32, i32, i32) -> ()",
        ],
        "{text}"
    );
}

/// Rewrites `test.sub(x, x)` to a zero constant.
struct SubSelf;
impl RewritePattern for SubSelf {
    fn root(&self) -> Option<&str> {
        Some("test.sub")
    }
    fn label(&self) -> &str {
        "sub-self"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ops = rw.ctx().op(op).operands.clone();
        if ops.len() != 2 || ops[0] != ops[1] {
            return false;
        }
        let ty = rw.ctx().value_type(ops[0]);
        let loc = rw.ctx().op(op).loc;
        let zero = rw.ctx_mut().int_attr(0, ty);
        let mut st = OperationState::new("test.const", loc);
        st.set_property("value", zero);
        st.result_types.push(ty);
        rw.replace_op_with_new(op, st);
        true
    }
}

#[test]
fn patterns_feed_folding() {
    let body = "\
%x = \"test.sub\"(%a, %a) : (i32, i32) -> i32
%y = \"test.add\"(%b, %x) : (i32, i32) -> i32
\"test.return\"(%y) : (i32) -> ()";
    let (mut ctx, m) = parse(&func(body));
    let mut set = PatternSet::new();
    set.add(Box::new(SubSelf));
    let out = apply_patterns_greedily(&mut ctx, m, &set, &GreedyConfig::default());
    assert!(out.changed && out.converged);
    let text = print_op(&ctx, m, &PrintOptions::default());
    assert!(
        text.contains("\"test.return\"(%arg1) : (i32) -> ()"),
        "{text}"
    );
    assert!(
        !text.contains("test.sub") && !text.contains("test.add") && !text.contains("test.const"),
        "{text}"
    );

    let (mut ctx, m) = parse(&func(body));
    set.filter_labels(&[], &["sub-self".to_string()]);
    let out = apply_patterns_greedily(&mut ctx, m, &set, &GreedyConfig::default());
    assert!(!out.changed);
}

#[test]
fn markdown_docs_list_passes_and_options() {
    let docs = registry().markdown_docs();
    assert!(
        docs.contains("### `-test-count`\n\n_Counts_\n\nRuns on `test.func` ops."),
        "{docs}"
    );
    assert!(docs.contains("-n : A number (long)"), "{docs}");
    assert!(docs.contains("-flag : A flag (bool)"), "{docs}");
    assert!(
        docs.contains("Defaults: `{flag=false mode=a n=1 }`"),
        "{docs}"
    );
    assert!(
        docs.contains("# Pass pipelines\n\n### `-test-pipe`"),
        "{docs}"
    );
}
