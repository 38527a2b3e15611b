//! Unit tests: IR from text through the parser (or built by hand where the parser would
//! refuse it), checked against MLIR 22's messages.

use super::{VerifyOptions, verify, verify_with_options};
use crate::context::Context;
use crate::diagnostic::{Diagnostic, resolve_loc};
use crate::dialect::{DialectInfo, DialectRegistry, OpDef, OpTraits};
use crate::ir::{OpId, OperationState, Value};
use crate::location::Loc;
use crate::parser::parse_str;
use std::sync::Arc;

/// `t.op` fails its verifier when it carries a `bad` attribute.
fn verify_t_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    match ctx.op_attr(op, "bad") {
        Some(_) => Err(ctx.op_error(op, "is bad")),
        None => Ok(()),
    }
}

fn registry() -> Arc<DialectRegistry> {
    let mut r = DialectRegistry::default();
    r.add_dialect(DialectInfo::new("builtin", "builtin"));
    r.add_dialect(DialectInfo::new("t", "test ops"));
    let module = OpTraits::ISOLATED_FROM_ABOVE
        | OpTraits::NO_TERMINATOR
        | OpTraits::SYMBOL_TABLE
        | OpTraits::SINGLE_BLOCK
        | OpTraits::GRAPH_REGION;
    r.add_op(OpDef::new("builtin.module", "module", module));
    r.add_op(OpDef::new(
        "t.func",
        "function",
        OpTraits::ISOLATED_FROM_ABOVE | OpTraits::SYMBOL,
    ));
    r.add_op(OpDef::new(
        "t.ret",
        "return",
        OpTraits::TERMINATOR | OpTraits::RETURN_LIKE,
    ));
    r.add_op(OpDef::new("t.br", "branch", OpTraits::TERMINATOR));
    r.add_op(OpDef {
        verify: Some(verify_t_op),
        ..OpDef::new("t.op", "plain op", OpTraits::NONE)
    });
    r.add_op(OpDef::new(
        "t.single",
        "single block",
        OpTraits::SINGLE_BLOCK,
    ));
    r.add_op(OpDef::new(
        "t.graph",
        "graph region",
        OpTraits::GRAPH_REGION | OpTraits::NO_TERMINATOR,
    ));
    let symtab = OpTraits::SYMBOL_TABLE | OpTraits::NO_TERMINATOR | OpTraits::SINGLE_BLOCK;
    r.add_op(OpDef::new("t.symtab", "symbol table", symtab));
    r.add_op(OpDef::new(
        "t.scope",
        "SSA region without terminator",
        OpTraits::NO_TERMINATOR | OpTraits::SINGLE_BLOCK,
    ));
    Arc::new(r)
}

fn parse(text: &str) -> (Context, OpId) {
    let mut ctx = Context::new(registry());
    match parse_str(&mut ctx, "t.mlir", text) {
        Ok(m) => (ctx, m),
        Err(d) => panic!("parse error: {}", crate::diagnostic::render(&ctx, &d)),
    }
}

fn pos(ctx: &Context, loc: Loc) -> String {
    match resolve_loc(ctx, loc) {
        Some(r) => format!("{}:{}", r.line, r.col),
        None => "?".to_string(),
    }
}

/// Each diagnostic as `line:col: message`, each note as `  note line:col: message`.
fn show(ctx: &Context, diags: &[Diagnostic]) -> Vec<String> {
    let mut out = Vec::new();
    for d in diags {
        out.push(format!("{}: {}", pos(ctx, d.loc), d.message));
        for n in &d.notes {
            out.push(format!("  note {}: {}", pos(ctx, n.loc), n.message));
        }
    }
    out
}

fn check(text: &str) -> Vec<String> {
    let (ctx, m) = parse(text);
    show(&ctx, &verify(&ctx, m))
}

fn op_named(ctx: &Context, root: OpId, name: &str) -> OpId {
    ctx.walk_collect(root)
        .into_iter()
        .find(|&o| ctx.op_name_of(o) == name)
        .unwrap_or(root)
}

fn result(ctx: &Context, op: OpId) -> Value {
    ctx.op(op).results[0]
}

#[test]
fn valid_ir_has_no_errors() {
    let text = r#"
"t.func"() <{sym_name = "f", sym_visibility = "private"}> ({
^bb0(%c: i1):
  %0 = "x.def"() : () -> i32
  "t.br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %1 = "x.use"(%0) : (i32) -> i32
  "t.br"()[^bb3] : () -> ()
^bb2:
  "t.br"()[^bb3] : () -> ()
^bb3:
  "x.region"() ({
    "x.use"(%0, %c) : (i32, i1) -> ()
  }) : () -> ()
  "t.ret"(%0) : (i32) -> ()
}) : () -> ()
"t.func"() <{sym_name = "g"}> ({
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(check(text), Vec::<String>::new());
}

#[test]
fn terminator_must_be_last() {
    let text = r#"
"t.func"() <{sym_name = "f"}> ({
  "t.ret"() : () -> ()
  "t.op"() : () -> ()
}) : () -> ()
"#;
    // The block's last op is not a terminator either, but the misplaced one is the error.
    assert_eq!(
        check(text),
        ["3:3: 't.ret' op must be the last operation in the parent block"]
    );
}

#[test]
fn block_without_terminator() {
    let text = r#"
"t.func"() <{sym_name = "f"}> ({
  %0 = "x.def"() : () -> i32
  "t.op"() {a = 1 : i32} : () -> ()
}) : () -> ()
"x.region"() ({
  "t.op"() : () -> ()
}) : () -> ()
"#;
    // Unregistered parents may omit terminators in single-block regions.
    assert_eq!(
        check(text),
        ["4:3: block with no terminator, has \"t.op\"() {a = 1 : i32} : () -> ()"]
    );
}

#[test]
fn unregistered_last_op_may_be_a_terminator() {
    let text = r#"
"t.func"() <{sym_name = "f"}> ({
  "x.anything"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(check(text), Vec::<String>::new());
}

#[test]
fn empty_blocks() {
    let text = r#"
"t.func"() <{sym_name = "f"}> ({
^bb0:
}) : () -> ()
"x.multi"() ({
  "x.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()
"x.single"() ({
^bb0:
}) : () -> ()
"#;
    assert_eq!(
        check(text),
        [
            "2:1: empty block: expect at least a terminator",
            "5:1: empty block: expect at least a terminator"
        ]
    );
}

#[test]
fn single_block_trait() {
    let text = r#"
"t.single"() ({
  "t.ret"() : () -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()
"t.single"() ({
^bb0:
}) : () -> ()
"t.single"() ({
}) : () -> ()
"#;
    assert_eq!(
        check(text),
        [
            "2:1: 't.single' op expects region #0 to have 0 or 1 blocks",
            "7:1: 't.single' op expects a non-empty block"
        ]
    );
}

#[test]
fn graph_region_blocks() {
    let text = r#"
"t.graph"() ({
  "x.a"() : () -> ()
^bb1:
  "x.b"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        check(text),
        ["2:1: 't.graph' op expects graph region #0 to have 0 or 1 blocks"]
    );
}

#[test]
fn successors_only_on_terminators() {
    let text = r#"
"t.func"() <{sym_name = "f"}> ({
  "x.br"()[^bb1] : () -> ()
  "t.ret"() : () -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        check(text),
        ["3:3: operation with block successors must terminate its parent block"]
    );
}

#[test]
fn entry_block_has_no_predecessors() {
    let text = r#"
"t.func"() <{sym_name = "f"}> ({
^bb0:
  "t.br"()[^bb0] : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        check(text),
        ["2:1: entry block of region may not have predecessors"]
    );
}

#[test]
fn symbol_redefinition() {
    let text = r#"
"t.func"() <{sym_name = "f"}> ({
  "t.ret"() : () -> ()
}) : () -> ()
"x.sym"() {sym_name = "f"} : () -> ()
"x.other"() {sym_name = 3 : i32} : () -> ()
"t.func"() <{sym_name = "f"}> ({
  "t.ret"() : () -> ()
}) : () -> ()
"t.symtab"() ({
  "x.sym"() {sym_name = "g"} : () -> ()
  "x.sym"() {sym_name = "g"} : () -> ()
}) : () -> ()
"x.sym"() {sym_name = "g"} : () -> ()
"#;
    assert_eq!(
        check(text),
        [
            "5:1: redefinition of symbol named 'f'",
            "  note 2:1: see existing symbol definition here",
            "7:1: redefinition of symbol named 'f'",
            "  note 2:1: see existing symbol definition here",
            "12:3: redefinition of symbol named 'g'",
            "  note 11:3: see existing symbol definition here",
        ]
    );
}

#[test]
fn symbol_trait() {
    let text = r#"
"t.func"() <{sym_name = "a", sym_visibility = "bad"}> ({
  "t.ret"() : () -> ()
}) : () -> ()
"t.func"() <{sym_name = "b", sym_visibility = 3 : i64}> ({
  "t.ret"() : () -> ()
}) : () -> ()
"t.func"() ({
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        check(text),
        [
            "2:1: 't.func' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"bad\"",
            "5:1: 't.func' op requires visibility attribute 'sym_visibility' to be a string attribute, but got 3 : i64",
            "8:1: 't.func' op requires string attribute 'sym_name'",
        ]
    );
}

#[test]
fn symbol_declarations_and_parents() {
    let text = r#"
"t.func"() <{sym_name = "decl"}> ({
}) : () -> ()
"t.func"() <{sym_name = "private_decl", sym_visibility = "private"}> ({
}) : () -> ()
"t.scope"() ({
  "t.func"() <{sym_name = "nested"}> ({
    "t.ret"() : () -> ()
  }) : () -> ()
}) : () -> ()
"x.r"() ({
  "t.func"() <{sym_name = "in_unregistered"}> ({
    "t.ret"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        check(text),
        [
            "2:1: 't.func' op symbol declaration cannot have public visibility",
            "7:3: 't.func' op symbol's parent must have the SymbolTable trait",
        ]
    );
}

#[test]
fn op_verify_hook_runs_once_per_op_after_traits() {
    let text = r#"
"t.op"() {bad} : () -> ()
"x.region"() ({
  "t.op"() {bad} : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        check(text),
        ["2:1: 't.op' op is bad", "4:3: 't.op' op is bad"]
    );
}

#[test]
fn unregistered_op_of_registered_dialect() {
    let text = r#"
"t.nope"() : () -> ()
"#;
    assert_eq!(
        check(text),
        [
            "2:1: unregistered operation 't.nope' found in dialect ('t') that does not allow unknown operations"
        ]
    );
}

#[test]
fn dominance_same_block() {
    let text = r#"
"t.func"() <{sym_name = "f"}> ({
  "x.use"(%1) : (i32) -> ()
  %1 = "x.def"() : () -> i32
  %2 = "x.self"(%2) : (i32) -> i32
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        check(text),
        [
            "3:3: operand #0 does not dominate this use",
            "  note 4:8: operand defined here (op in the same block)",
            "5:8: operand #0 does not dominate this use",
            "  note 5:8: operand defined here (op in the same block)",
        ]
    );
}

#[test]
fn dominance_across_blocks() {
    let text = r#"
"t.func"() <{sym_name = "f"}> ({
^bb0(%c: i1):
  "t.br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1(%x: i32):
  %1 = "x.def"() : () -> i32
  "t.br"()[^bb3] : () -> ()
^bb2:
  "x.use"(%x) : (i32) -> ()
  "t.br"()[^bb3] : () -> ()
^bb3:
  "x.use"(%1) : (i32) -> ()
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        check(text),
        [
            "9:3: operand #0 does not dominate this use",
            "  note 2:1: operand defined as a block argument (block #1 in the same region)",
            "12:3: operand #0 does not dominate this use",
            "  note 6:8: operand defined here (op in the same region)",
        ]
    );
}

#[test]
fn dominance_from_a_parent_region() {
    let text = r#"
"t.func"() <{sym_name = "f"}> ({
  "x.r"() ({
    "x.use"(%1) : (i32) -> ()
    "x.use"(%a) : (i32) -> ()
    "x.br"()[^bb1] : () -> ()
  ^bb1:
    "x.t"() : () -> ()
  }) : () -> ()
  %1 = "x.def"() : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1(%a: i32):
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        check(text),
        [
            "4:5: operand #0 does not dominate this use",
            "  note 10:8: operand defined here (op in a parent region)",
            "5:5: operand #0 does not dominate this use",
            "  note 2:1: operand defined as a block argument (block #1 in a parent region)",
        ]
    );
}

#[test]
fn dominance_exemptions() {
    // Graph regions (the module), single-block regions of unregistered ops and unreachable
    // blocks are not checked; multi-block regions of unregistered ops are.
    let text = r#"
"x.use"(%0) : (i32) -> ()
%0 = "x.def"() : () -> i32
"x.unreg"() ({
  "x.use"(%1) : (i32) -> ()
  %1 = "x.def"() : () -> i32
}) : () -> ()
"t.func"() <{sym_name = "f"}> ({
  "t.ret"() : () -> ()
^bb1:
  "x.use"(%2) : (i32) -> ()
  %2 = "x.def"() : () -> i32
  "t.br"()[^bb1] : () -> ()
}) : () -> ()
"x.unreg"() ({
  "x.use"(%3) : (i32) -> ()
  %3 = "x.def"() : () -> i32
  "x.br"()[^bb1] : () -> ()
^bb1:
  "x.t"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        check(text),
        [
            "16:3: operand #0 does not dominate this use",
            "  note 17:8: operand defined here (op in the same block)"
        ]
    );
}

#[test]
fn nested_ops_in_unreachable_blocks_are_dominated() {
    let text = r#"
"t.func"() <{sym_name = "f"}> ({
  %0 = "x.def"() : () -> i32
  "t.ret"() : () -> ()
^bb1:
  "x.r"() ({
    "x.use"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
  %1 = "x.def"() : () -> i32
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    // MLIR: the use is in a reachable (entry) block of x.r; normalized to x.r, it sits in
    // the same block as %1's definition and before it, which is an error even there.
    assert_eq!(
        check(text),
        [
            "7:5: operand #1 does not dominate this use",
            "  note 9:8: operand defined here (op in a parent region)"
        ]
    );
}

#[test]
fn isolated_from_above() {
    let text = r#"
%0 = "x.def"() : () -> i32
"t.func"() <{sym_name = "f"}> ({
  %1 = "x.inner"() : () -> i32
  "x.r"() ({
    "x.use"(%1) : (i32) -> ()
  }) : () -> ()
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    let (mut ctx, m) = parse(text);
    let def = op_named(&ctx, m, "x.def");
    let inner = op_named(&ctx, m, "x.inner");
    let func = op_named(&ctx, m, "t.func");
    let (outer, old) = (result(&ctx, def), result(&ctx, inner));
    ctx.replace_all_uses_in(func, old, outer);
    assert_eq!(
        show(&ctx, &verify(&ctx, m)),
        [
            "6:5: 'x.use' op using value defined outside the region",
            "  note 3:1: required by region isolation constraints"
        ]
    );
}

#[test]
fn value_from_another_function_is_an_isolation_error() {
    let text = r#"
"t.func"() <{sym_name = "f"}> ({
  %0 = "x.def"() : () -> i32
  "t.ret"() : () -> ()
}) : () -> ()
"t.func"() <{sym_name = "g"}> ({
  %1 = "x.def2"() : () -> i32
  "x.use"(%1) : (i32) -> ()
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    let (mut ctx, m) = parse(text);
    let (def, def2) = (op_named(&ctx, m, "x.def"), op_named(&ctx, m, "x.def2"));
    let (a, b) = (result(&ctx, def), result(&ctx, def2));
    let g = ctx.parent_op(def2).unwrap_or(m);
    ctx.replace_all_uses_in(g, b, a);
    assert_eq!(
        show(&ctx, &verify(&ctx, m)),
        [
            "8:3: 'x.use' op using value defined outside the region",
            "  note 6:1: required by region isolation constraints"
        ]
    );
}

#[test]
fn dominance_child_and_unrelated_regions() {
    let text = r#"
"t.func"() <{sym_name = "f"}> ({
  "x.r"() ({
    %0 = "x.in_child"() : () -> i32
  }) : () -> ()
  "x.r2"() ({
    %1 = "x.in_sibling"() : () -> i32
  }) : () -> ()
  %2 = "x.stand_in"() : () -> i32
  "x.use_here"(%2) : (i32) -> ()
  "x.r3"() ({
    "x.use_there"(%2) : (i32) -> ()
  }) : () -> ()
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    let (mut ctx, m) = parse(text);
    let stand_in = result(&ctx, op_named(&ctx, m, "x.stand_in"));
    let child = result(&ctx, op_named(&ctx, m, "x.in_child"));
    let sibling = result(&ctx, op_named(&ctx, m, "x.in_sibling"));
    let here = op_named(&ctx, m, "x.use_here");
    let there = op_named(&ctx, m, "x.use_there");
    ctx.replace_all_uses_in(here, stand_in, child);
    ctx.replace_all_uses_in(there, stand_in, sibling);
    assert_eq!(
        show(&ctx, &verify(&ctx, m)),
        [
            "10:3: operand #0 does not dominate this use",
            "  note 4:10: operand defined here (op in a child region)",
            "12:5: operand #0 does not dominate this use",
            "  note 7:10: operand defined here (op is neither in a parent nor in a child region)",
        ]
    );
}

#[test]
fn enclosing_op_result_used_inside_it() {
    let text = r#"
"t.func"() <{sym_name = "f"}> ({
  %0 = "x.r"() ({
    %1 = "x.stand_in"() : () -> i32
    "x.use"(%1) : (i32) -> ()
  }) : () -> i32
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    let (mut ctx, m) = parse(text);
    let r = op_named(&ctx, m, "x.r");
    let (outer, stand_in) = (
        result(&ctx, r),
        result(&ctx, op_named(&ctx, m, "x.stand_in")),
    );
    let user = op_named(&ctx, m, "x.use");
    ctx.replace_all_uses_in(user, stand_in, outer);
    assert_eq!(
        show(&ctx, &verify(&ctx, m)),
        [
            "5:5: operand #0 does not dominate this use",
            "  note 3:8: operand defined here (op in a parent region)"
        ]
    );
}

#[test]
fn placeholder_and_unlinked_operands() {
    let text = r#"
"t.func"() <{sym_name = "f"}> ({
  %0 = "x.stand_in"() : () -> i32
  "x.use"(%0) : (i32) -> ()
  "x.use2"(%0) : (i32) -> ()
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    let (mut ctx, m) = parse(text);
    let stand_in_op = op_named(&ctx, m, "x.stand_in");
    let stand_in = result(&ctx, stand_in_op);
    let (use1, use2) = (op_named(&ctx, m, "x.use"), op_named(&ctx, m, "x.use2"));
    // A placeholder the parser would have resolved.
    let i32t = ctx.int_type(32);
    let placeholder = ctx.create_placeholder(i32t);
    ctx.replace_all_uses_in(use1, stand_in, placeholder);
    // A value of a detached op.
    let mut st = OperationState::new("x.detached", Loc::Unknown);
    st.result_types.push(i32t);
    let detached = ctx.create_op(st);
    let dv = result(&ctx, detached);
    ctx.replace_all_uses_in(use2, stand_in, dv);
    assert_eq!(
        show(&ctx, &verify(&ctx, m)),
        [
            "4:3: null operand found",
            "5:3: operation's operand is unlinked"
        ]
    );
}

#[test]
fn errors_are_collected_in_ir_order() {
    let text = r#"
"t.func"() <{sym_name = "f"}> ({
  "x.use"(%1) : (i32) -> ()
  %1 = "x.def"() : () -> i32
  "t.op"() {bad} : () -> ()
  "t.ret"() : () -> ()
}) : () -> ()
"t.func"() <{sym_name = "f"}> ({
  "t.ret"() : () -> ()
  "x.after"() : () -> ()
}) : () -> ()
"t.nope"() : () -> ()
"#;
    assert_eq!(
        check(text),
        [
            "3:3: operand #0 does not dominate this use",
            "  note 4:8: operand defined here (op in the same block)",
            "5:3: 't.op' op is bad",
            "8:1: redefinition of symbol named 'f'",
            "  note 2:1: see existing symbol definition here",
            "9:3: 't.ret' op must be the last operation in the parent block",
            "12:1: unregistered operation 't.nope' found in dialect ('t') that does not allow unknown operations",
        ]
    );
}

#[test]
fn dominance_is_skipped_in_a_scope_with_a_malformed_cfg() {
    let text = r#"
"t.func"() <{sym_name = "f"}> ({
  "x.use"(%1) : (i32) -> ()
  %1 = "x.def"() : () -> i32
  "x.br"()[^bb1] : () -> ()
  "t.ret"() : () -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()
"t.func"() <{sym_name = "g"}> ({
  "x.use"(%2) : (i32) -> ()
  %2 = "x.def"() : () -> i32
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        check(text),
        [
            "5:3: operation with block successors must terminate its parent block",
            "11:3: operand #0 does not dominate this use",
            "  note 12:8: operand defined here (op in the same block)",
        ]
    );
}

#[test]
fn verifying_a_nested_root_sees_values_from_above() {
    let text = r#"
"t.func"() <{sym_name = "f"}> ({
  %0 = "x.def"() : () -> i32
  "x.r"() ({
    "x.use"(%0, %1) : (i32, i32) -> ()
    "x.t"() : () -> ()
  ^bb1:
    "x.t"() : () -> ()
  }) : () -> ()
  %1 = "x.late"() : () -> i32
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    let (ctx, m) = parse(text);
    let r = op_named(&ctx, m, "x.r");
    assert_eq!(
        show(&ctx, &verify(&ctx, r)),
        [
            "5:5: operand #1 does not dominate this use",
            "  note 10:8: operand defined here (op in a parent region)"
        ]
    );
    let func = op_named(&ctx, m, "t.func");
    assert_eq!(show(&ctx, &verify(&ctx, func)).len(), 2);
}

#[test]
fn print_op_on_diagnostic_adds_the_current_operation() {
    let text = r#"
"t.func"() <{sym_name = "f"}> ({
  "t.ret"() : () -> ()
  "t.ret"() : () -> ()
}) : () -> ()
"t.func"() <{sym_name = "f"}> ({
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    let (ctx, m) = parse(text);
    let options = VerifyOptions {
        print_op_on_diagnostic: true,
        ..VerifyOptions::default()
    };
    assert_eq!(
        show(&ctx, &verify_with_options(&ctx, m, &options)),
        [
            "3:3: 't.ret' op must be the last operation in the parent block",
            "  note 3:3: see current operation: \"t.ret\"() : () -> ()",
            "6:1: redefinition of symbol named 'f'",
            "  note 6:1: see current operation: \n\"t.func\"() <{sym_name = \"f\"}> ({\n  \"t.ret\"() : () -> ()\n}) : () -> ()",
            "  note 2:1: see existing symbol definition here",
        ]
    );
}

/// Builds `depth` nested `name` ops, each holding the next in a one-block region, the
/// innermost using a value defined at the top; returns the module and that use.
fn deep_chain(name: &str, depth: usize) -> (Context, OpId, OpId) {
    let mut ctx = Context::new(registry());
    let i32t = ctx.int_type(32);
    let mut st = OperationState::new("x.top", Loc::Unknown);
    st.result_types.push(i32t);
    let top = ctx.create_op(st);
    let v = result(&ctx, top);
    let module_region = ctx.create_region();
    let module_block = ctx.create_block(&[], Loc::Unknown);
    ctx.append_block(module_region, module_block);
    ctx.append_op(module_block, top);
    let mut parent_block = module_block;
    for _ in 0..depth {
        let r = ctx.create_region();
        let b = ctx.create_block(&[], Loc::Unknown);
        ctx.append_block(r, b);
        let mut st = OperationState::new(name.to_string(), Loc::Unknown);
        st.regions.push(r);
        let op = ctx.create_op(st);
        ctx.append_op(parent_block, op);
        parent_block = b;
    }
    let mut st = OperationState::new("x.use", Loc::Unknown);
    st.operands.push(v);
    let user = ctx.create_op(st);
    ctx.append_op(parent_block, user);
    let mut st = OperationState::new("builtin.module", Loc::Unknown);
    st.regions.push(module_region);
    let module = ctx.create_op(st);
    (ctx, module, user)
}

#[test]
fn deep_nesting_does_not_overflow_the_stack() {
    let run = || {
        let (ctx, module, _) = deep_chain("x.nest", 200_000);
        let unregistered = verify(&ctx, module).len();
        // Registered SSA regions, with a use before its definition at the bottom.
        let (mut ctx, module, user) = deep_chain("t.scope", 200_000);
        let i32t = ctx.int_type(32);
        let mut st = OperationState::new("x.late", Loc::Unknown);
        st.result_types.push(i32t);
        let late = ctx.create_op(st);
        ctx.insert_op_after(user, late);
        let mut st = OperationState::new("x.early", Loc::Unknown);
        st.operands.push(result(&ctx, late));
        let early = ctx.create_op(st);
        ctx.insert_op_before(late, early);
        let errors: Vec<String> = verify(&ctx, module)
            .into_iter()
            .map(|d| d.message)
            .collect();
        (unregistered, errors)
    };
    let outcome = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(run)
        .map(|h| h.join());
    match outcome {
        Ok(Ok((unregistered, errors))) => {
            assert_eq!(unregistered, 0);
            assert_eq!(errors, ["operand #0 does not dominate this use"]);
        }
        _ => panic!("the verifier thread failed"),
    }
}
