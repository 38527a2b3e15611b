//! Differential tests: each (check file, input, args) case has an expected verdict that our
//! FileCheck must reproduce; when LLVM's FileCheck-22 is installed the same verdict is
//! asserted for it too, so the expectations themselves are checked against LLVM.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use super::cli::parse_args;
use super::filecheck;

/// One differential FileCheck case.
struct Case {
    name: &'static str,
    check: &'static str,
    input: &'static str,
    args: &'static [&'static str],
    pass: bool,
}

const fn c(
    name: &'static str,
    check: &'static str,
    input: &'static str,
    args: &'static [&'static str],
    pass: bool,
) -> Case {
    Case {
        name,
        check,
        input,
        args,
        pass,
    }
}

const CASES: &[Case] = &[
    c(
        "plain_pass",
        "// CHECK: hello\n// CHECK: world\n",
        "hello\nworld\n",
        &[],
        true,
    ),
    c(
        "plain_order_fail",
        "// CHECK: world\n// CHECK: hello\n",
        "hello\nworld\n",
        &[],
        false,
    ),
    c(
        "plain_substring",
        "// CHECK: addi\n",
        "%0 = arith.addi_x %a\n",
        &[],
        true,
    ),
    c(
        "plain_same_line_twice",
        "// CHECK: a\n// CHECK: b\n",
        "a b\n",
        &[],
        true,
    ),
    c(
        "trailing_ws_trimmed",
        "// CHECK: foo   \n",
        "foo\n",
        &[],
        true,
    ),
    c("ws_canonical", "// CHECK: a b\n", "a \t  b\n", &[], true),
    c(
        "ws_canonical_input_single",
        "// CHECK: a    b\n",
        "a b\n",
        &[],
        true,
    ),
    c(
        "ws_strict_fail",
        "// CHECK: a  b\n",
        "a b\n",
        &["--strict-whitespace"],
        false,
    ),
    c(
        "ws_strict_pass",
        "// CHECK: a  b\n",
        "a  b\n",
        &["--strict-whitespace"],
        true,
    ),
    c(
        "lowercase_not_directive",
        "// check: nothere\n// CHECK: x\n",
        "x\n",
        &[],
        true,
    ),
    c(
        "prefix_word_boundary",
        "// XCHECK: nothere\n// CHECK: x\n",
        "x\n",
        &[],
        true,
    ),
    c(
        "prefix_dash_before",
        "// -CHECK: nothere\n// CHECK: x\n",
        "x\n",
        &[],
        true,
    ),
    c(
        "prefix_underscore_before",
        "// _CHECK: nothere\n// CHECK: x\n",
        "x\n",
        &[],
        true,
    ),
    c(
        "directive_midline",
        "foo bar // CHECK: x\n",
        "x\n",
        &[],
        true,
    ),
    c("directive_no_space", "//CHECK:x\n", "x\n", &[], true),
    c("no_check_strings", "// nothing here\n", "x\n", &[], false),
    c(
        "no_check_strings_custom",
        "// CHECK: x\n",
        "x\n",
        &["--check-prefix=FOO"],
        false,
    ),
    c("empty_check_error", "// CHECK:\n", "x\n", &[], false),
    c("empty_input_error", "// CHECK-NOT: x\n", "", &[], false),
    c(
        "empty_input_allowed",
        "// CHECK-NOT: x\n",
        "",
        &["--allow-empty"],
        true,
    ),
    c(
        "com_ignored",
        "// COM: CHECK: missing\n// CHECK: x\n",
        "x\n",
        &[],
        true,
    ),
    c(
        "run_ignored",
        "// RUN: echo CHECK: missing\n// CHECK: x\n",
        "x\n",
        &[],
        true,
    ),
    // CHECK-NEXT
    c(
        "next_pass",
        "// CHECK: a\n// CHECK-NEXT: b\n",
        "a\nb\n",
        &[],
        true,
    ),
    c(
        "next_same_line_fail",
        "// CHECK: a\n// CHECK-NEXT: b\n",
        "a b\n",
        &[],
        false,
    ),
    c(
        "next_skip_line_fail",
        "// CHECK: a\n// CHECK-NEXT: b\n",
        "a\nx\nb\n",
        &[],
        false,
    ),
    c("next_first_error", "// CHECK-NEXT: a\n", "a\n", &[], false),
    c(
        "next_after_label",
        "// CHECK-LABEL: f\n// CHECK-NEXT: g\n",
        "f\ng\n",
        &[],
        true,
    ),
    // CHECK-SAME
    c(
        "same_pass",
        "// CHECK: a\n// CHECK-SAME: b\n",
        "a b\n",
        &[],
        true,
    ),
    c(
        "same_next_line_fail",
        "// CHECK: a\n// CHECK-SAME: b\n",
        "a\nb\n",
        &[],
        false,
    ),
    c(
        "same_after_capture",
        "// CHECK: [[V:%[0-9]+]] = foo\n// CHECK-SAME: ([[V]])\n",
        "%3 = foo(%3)\n",
        &[],
        true,
    ),
    c(
        "same_after_capture_fail",
        "// CHECK: [[V:%[0-9]+]] = foo\n// CHECK-SAME: ([[V]])\n",
        "%3 = foo(%4)\n",
        &[],
        false,
    ),
    c(
        "same_order",
        "// CHECK: a\n// CHECK-SAME: c\n// CHECK-SAME: b\n",
        "a b c\n",
        &[],
        false,
    ),
    // CHECK-NOT
    c(
        "not_between_pass",
        "// CHECK: a\n// CHECK-NOT: x\n// CHECK: b\n",
        "a\ny\nb\nx\n",
        &[],
        true,
    ),
    c(
        "not_between_fail",
        "// CHECK: a\n// CHECK-NOT: x\n// CHECK: b\n",
        "a\nx\nb\n",
        &[],
        false,
    ),
    c(
        "not_at_start_fail",
        "// CHECK-NOT: x\n// CHECK: a\n",
        "x\na\n",
        &[],
        false,
    ),
    c(
        "not_at_end_fail",
        "// CHECK: a\n// CHECK-NOT: x\n",
        "a\nx\n",
        &[],
        false,
    ),
    c(
        "not_same_line_before",
        "// CHECK: a\n// CHECK-NOT: x\n",
        "x a\n",
        &[],
        true,
    ),
    c(
        "not_regex",
        "// CHECK: a\n// CHECK-NOT: {{x[0-9]}}\n",
        "a\nx\nxy\n",
        &[],
        true,
    ),
    c(
        "not_regex_fail",
        "// CHECK: a\n// CHECK-NOT: {{x[0-9]}}\n",
        "a\nx7\n",
        &[],
        false,
    ),
    c(
        "not_uses_var",
        "// CHECK: [[V:[a-z]+]] =\n// CHECK-NOT: use [[V]]\n",
        "foo =\nuse bar\n",
        &[],
        true,
    ),
    c(
        "not_uses_var_fail",
        "// CHECK: [[V:[a-z]+]] =\n// CHECK-NOT: use [[V]]\n",
        "foo =\nuse foo\n",
        &[],
        false,
    ),
    // CHECK-DAG
    c(
        "dag_any_order",
        "// CHECK-DAG: a\n// CHECK-DAG: b\n// CHECK: c\n",
        "b\na\nc\n",
        &[],
        true,
    ),
    c(
        "dag_no_overlap_fail",
        "// CHECK-DAG: a\n// CHECK-DAG: a\n",
        "a\n",
        &[],
        false,
    ),
    c(
        "dag_no_overlap_pass",
        "// CHECK-DAG: a\n// CHECK-DAG: a\n",
        "a a\n",
        &[],
        true,
    ),
    c(
        "dag_then_check_after_all",
        "// CHECK-DAG: a\n// CHECK-DAG: b\n// CHECK: a\n",
        "b\na\n",
        &[],
        false,
    ),
    c(
        "dag_then_check_after_all2",
        "// CHECK-DAG: a\n// CHECK-DAG: b\n// CHECK: c\n",
        "a\nc\nb\n",
        &[],
        false,
    ),
    c(
        "dag_then_not_pass",
        "// CHECK-DAG: a\n// CHECK-DAG: b\n// CHECK-NOT: x\n// CHECK: end\n",
        "b\nx\na\nend\n",
        &[],
        true,
    ),
    c(
        "dag_then_not_fail",
        "// CHECK-DAG: a\n// CHECK-DAG: b\n// CHECK-NOT: x\n// CHECK: end\n",
        "b\na\nx\nend\n",
        &[],
        false,
    ),
    c(
        "not_then_dag_pass",
        "// CHECK: start\n// CHECK-NOT: x\n// CHECK-DAG: a\n// CHECK-DAG: b\n",
        "start\nb\nx\na\n",
        &[],
        true,
    ),
    c(
        "not_then_dag_fail",
        "// CHECK: start\n// CHECK-NOT: x\n// CHECK-DAG: a\n// CHECK-DAG: b\n",
        "start\nx\nb\na\n",
        &[],
        false,
    ),
    c(
        "dag_groups_separated_by_not",
        "// CHECK-DAG: a\n// CHECK-NOT: x\n// CHECK-DAG: b\n",
        "b\na\n",
        &[],
        false,
    ),
    c(
        "dag_vars",
        "// CHECK-DAG: [[A:%[0-9]+]] = def\n// CHECK-DAG: use [[A]]\n",
        "use %1\n%1 = def\n",
        &[],
        true,
    ),
    c(
        "dag_vars_fail",
        "// CHECK-DAG: [[A:%[0-9]+]] = def\n// CHECK-DAG: use [[A]]\n",
        "use %2\n%1 = def\n",
        &[],
        false,
    ),
    c(
        "dag_greedy_first_match",
        "// CHECK-DAG: a{{.*}}\n// CHECK-DAG: ab\n",
        "ab\nab\n",
        &[],
        true,
    ),
    // CHECK-LABEL
    c(
        "label_partition_fail",
        "// CHECK-LABEL: func1\n// CHECK: foo\n// CHECK-LABEL: func2\n// CHECK: bar\n",
        "func1\nbar\nfunc2\nfoo\n",
        &[],
        false,
    ),
    c(
        "label_partition_pass",
        "// CHECK-LABEL: func1\n// CHECK: foo\n// CHECK-LABEL: func2\n// CHECK: bar\n",
        "func1\nfoo\nfunc2\nbar\n",
        &[],
        true,
    ),
    c(
        "label_missing_fail",
        "// CHECK-LABEL: func3\n",
        "func1\n",
        &[],
        false,
    ),
    c(
        "label_recovers_after_failure",
        "// CHECK-LABEL: f1\n// CHECK: zzz\n// CHECK-LABEL: f2\n// CHECK: y\n",
        "f1\nx\nf2\ny\n",
        &[],
        false,
    ),
    c(
        "label_not_in_block",
        "// CHECK-LABEL: f1\n// CHECK-NOT: x\n// CHECK-LABEL: f2\n",
        "f1\ny\nf2\nx\n",
        &[],
        true,
    ),
    c(
        "label_not_in_block_fail",
        "// CHECK-LABEL: f1\n// CHECK-NOT: x\n// CHECK-LABEL: f2\n",
        "f1\nx\nf2\n",
        &[],
        false,
    ),
    c(
        "label_mlir_style",
        "// CHECK-LABEL: func.func @add(\n// CHECK-SAME: %[[A:.*]]: i32\n// CHECK: arith.addi %[[A]], %[[A]]\n// CHECK-LABEL: func.func @sub(\n// CHECK: arith.subi\n",
        "func.func @add(%arg0: i32) -> i32 {\n  %0 = arith.addi %arg0, %arg0 : i32\n  return %0 : i32\n}\nfunc.func @sub(%arg0: i32) -> i32 {\n  %0 = arith.subi %arg0, %arg0 : i32\n}\n",
        &[],
        true,
    ),
    c(
        "label_dag_in_block",
        "// CHECK-LABEL: f1\n// CHECK-DAG: b\n// CHECK-DAG: a\n// CHECK-LABEL: f2\n",
        "f1\na\nf2\nb\n",
        &[],
        false,
    ),
    // CHECK-EMPTY
    c(
        "empty_pass",
        "// CHECK: a\n// CHECK-EMPTY:\n// CHECK-NEXT: b\n",
        "a\n\nb\n",
        &[],
        true,
    ),
    c(
        "empty_fail",
        "// CHECK: a\n// CHECK-EMPTY:\n",
        "a\nb\n\n",
        &[],
        false,
    ),
    c(
        "empty_ws_line_fail",
        "// CHECK: a\n// CHECK-EMPTY:\n",
        "a\n  \n",
        &[],
        false,
    ),
    // CHECK-COUNT
    c(
        "count_pass",
        "// CHECK-COUNT-3: x\n// CHECK: end\n",
        "x\nx x\nend\n",
        &[],
        true,
    ),
    c(
        "count_fail",
        "// CHECK-COUNT-3: x\n// CHECK: end\n",
        "x\nx\nend\nx\n",
        &[],
        false,
    ),
    // variables
    c(
        "var_reuse",
        "// CHECK: [[V:%[0-9]+]] = foo\n// CHECK: bar [[V]]\n",
        "%12 = foo\n%13 = bar %12\n",
        &[],
        true,
    ),
    c(
        "var_reuse_fail",
        "// CHECK: [[V:%[0-9]+]] = foo\n// CHECK: bar [[V]]\n",
        "%12 = foo\n%13 = bar %1\n",
        &[],
        false,
    ),
    c(
        "var_reuse_fail_strict",
        "// CHECK: [[V:%[0-9]+]] = foo\n// CHECK: bar [[V]]{{$}}\n",
        "%12 = foo\n%13 = bar %1\n",
        &[],
        false,
    ),
    c(
        "var_same_line",
        "// CHECK: [[X:[a-z]+]] [[X]]\n",
        "ab ab\n",
        &[],
        true,
    ),
    c(
        "var_same_line_fail",
        "// CHECK: [[X:[a-z]+]] [[X]]\n",
        "ab cd\n",
        &[],
        false,
    ),
    c("var_undefined", "// CHECK: [[NOPE]]\n", "x\n", &[], false),
    c(
        "var_literal_subst",
        "// CHECK: [[V:a.b]]\n// CHECK: [[V]]\n",
        "a.b\naxb\n",
        &[],
        false,
    ),
    c(
        "var_redefine",
        "// CHECK: [[V:[0-9]+]]\n// CHECK: [[V:[a-z]+]] [[V]]\n",
        "1\nq q\n",
        &[],
        true,
    ),
    c(
        "var_mlir_percent",
        "// CHECK: %[[C:.*]] = arith.constant\n// CHECK: return %[[C]]\n",
        "%c1 = arith.constant 1 : i32\nreturn %c1 : i32\n",
        &[],
        true,
    ),
    c(
        "var_greedy_dotstar",
        "// CHECK: %[[C:.*]] = x\n// CHECK: use %[[C]]\n",
        "%a = x = x\nuse %a = x\n",
        &[],
        true,
    ),
    c(
        "var_with_brackets",
        "// CHECK: [[V:[a-z]+\\[[0-9]\\]]] end\n// CHECK: [[V]]\n",
        "abc[3] end\nabc[3]\n",
        &[],
        true,
    ),
    c(
        "var_underscore_digits",
        "// CHECK: [[MY_VAR1:[0-9]+]]\n// CHECK: [[MY_VAR1]]\n",
        "7\n7\n",
        &[],
        true,
    ),
    c("line_expr", "// CHECK: x[[@LINE+1]]\n", "x2\n", &[], true),
    // regex
    c(
        "regex_dotstar",
        "// CHECK: a{{.*}}c\n",
        "a b c\n",
        &[],
        true,
    ),
    c(
        "regex_no_newline",
        "// CHECK: a{{.*}}c\n",
        "a\nc\n",
        &[],
        false,
    ),
    c(
        "regex_alternation",
        "// CHECK: {{(foo|bar)}}baz\n",
        "barbaz\n",
        &[],
        true,
    ),
    c(
        "regex_anchor_start",
        "// CHECK: {{^}}foo\n",
        "  foo\nfoo\n",
        &[],
        true,
    ),
    c(
        "regex_anchor_start_fail",
        "// CHECK: {{^}}foo\n",
        "  foo\n",
        &[],
        false,
    ),
    c(
        "regex_anchor_end",
        "// CHECK: foo{{$}}\n",
        "foo bar\nfoo\n",
        &[],
        true,
    ),
    c(
        "regex_then_brace",
        "// CHECK: {{^}}func.func @f() {\n",
        "func.func @f() {\n",
        &[],
        true,
    ),
    c(
        "regex_posix_class",
        "// CHECK: a{{[[:space:]]}}b\n",
        "a b\n",
        &[],
        true,
    ),
    c(
        "regex_braces_quantifier",
        "// CHECK: {{a{2}}}b\n",
        "aab\n",
        &[],
        false,
    ),
    c(
        "literal_specials",
        "// CHECK: f(x) [a] $b ^c *d +e ?f .g |h \\i {j}\n",
        "f(x) [a] $b ^c *d +e ?f .g |h \\i {j}\n",
        &[],
        true,
    ),
    c("literal_dot_fail", "// CHECK: a.c\n", "abc\n", &[], false),
    c(
        "literal_paren",
        "// CHECK: call @f(%arg0)\n",
        "call @f(%arg0) : (i32) -> ()\n",
        &[],
        true,
    ),
    c("literal_dollar", "// CHECK: $x\n", "a $x\n", &[], true),
    c(
        "literal_double_bracket_memref",
        "// CHECK: memref<[[N:[0-9]+]]xf32> to memref<[[N]]xf32>\n",
        "memref<4xf32> to memref<4xf32>\n",
        &[],
        true,
    ),
    // prefixes
    c(
        "prefix_custom",
        "// FOO: a\n// CHECK: zzz\n",
        "a\n",
        &["--check-prefix=FOO"],
        true,
    ),
    c(
        "prefix_custom_space",
        "// FOO: a\n",
        "a\n",
        &["--check-prefix", "FOO"],
        true,
    ),
    c(
        "prefixes_two",
        "// A: a\n// B: b\n",
        "a\nb\n",
        &["--check-prefixes=A,B"],
        true,
    ),
    c(
        "prefixes_interleave_order",
        "// A: b\n// B: a\n",
        "a\nb\n",
        &["--check-prefixes=A,B"],
        false,
    ),
    c(
        "prefixes_unused_error",
        "// A: a\n",
        "a\n",
        &["--check-prefixes=A,B"],
        false,
    ),
    c(
        "prefixes_unused_allowed",
        "// A: a\n",
        "a\n",
        &["--check-prefixes=A,B", "--allow-unused-prefixes"],
        true,
    ),
    c(
        "prefix_repeated_flag",
        "// A: a\n// B: b\n",
        "a\nb\n",
        &["--check-prefix=A", "--check-prefix=B"],
        true,
    ),
    c(
        "prefix_next_custom",
        "// FOO: a\n// FOO-NEXT: b\n",
        "a\nc\nb\n",
        &["--check-prefix=FOO"],
        false,
    ),
    // implicit-check-not
    c(
        "implicit_not_fail",
        "// CHECK: a\n// CHECK: b\n",
        "a\nerror\nb\n",
        &["--implicit-check-not=error"],
        false,
    ),
    c(
        "implicit_not_pass",
        "// CHECK: a\n// CHECK: b\n",
        "a\nwarn\nb\n",
        &["--implicit-check-not=error"],
        true,
    ),
    c(
        "implicit_not_after_last",
        "// CHECK: a\n",
        "a\nerror\n",
        &["--implicit-check-not=error"],
        false,
    ),
    c(
        "implicit_not_checked_text_ok",
        "// CHECK: error: x\n",
        "error: x\n",
        &["--implicit-check-not=error"],
        true,
    ),
    c(
        "implicit_not_space_form",
        "// CHECK: a\n",
        "a\nerror\n",
        &["--implicit-check-not", "error"],
        false,
    ),
    // match-full-lines
    c(
        "full_lines_fail",
        "// CHECK: foo\n",
        "foo bar\n",
        &["--match-full-lines"],
        false,
    ),
    c(
        "full_lines_pass_ws",
        "// CHECK: foo\n",
        "  foo  \n",
        &["--match-full-lines"],
        true,
    ),
    c(
        "full_lines_strict_ws_fail",
        "// CHECK: foo\n",
        "  foo\n",
        &["--match-full-lines", "--strict-whitespace"],
        false,
    ),
    c(
        "full_lines_not_unaffected",
        "// CHECK: foo\n// CHECK-NOT: bar\n",
        "foo\nxbarx\n",
        &["--match-full-lines"],
        false,
    ),
    // misc options
    c(
        "dump_input_accepted",
        "// CHECK: a\n",
        "a\n",
        &["--dump-input=fail"],
        true,
    ),
    c(
        "dump_input_never",
        "// CHECK: a\n",
        "a\n",
        &["--dump-input=never"],
        true,
    ),
    c(
        "ignore_case",
        "// CHECK: HeLLo\n",
        "hello\n",
        &["--ignore-case"],
        true,
    ),
    c(
        "define_var",
        "// CHECK: [[X]]\n",
        "val\n",
        &["-DX=val"],
        true,
    ),
    c(
        "crlf_input",
        "// CHECK: a\n// CHECK-NEXT: b\n",
        "a\r\nb\r\n",
        &[],
        true,
    ),
    // LLVM regex dialect (POSIX ERE, newline-sensitive)
    c(
        "regex_caret_at_search_start",
        "// CHECK: a\n// CHECK-SAME: {{^}}b\n",
        "ab\n",
        &[],
        true,
    ),
    c(
        "regex_backslash_d_is_letter",
        "// CHECK: x{{\\d}}\n",
        "x1\n",
        &[],
        false,
    ),
    c(
        "regex_backslash_d_matches_d",
        "// CHECK: x{{\\d}}\n",
        "xd\n",
        &[],
        true,
    ),
    c(
        "regex_bracket_backslash_literal",
        "// CHECK: {{[\\]]}}\n",
        "]\n",
        &[],
        false,
    ),
    c(
        "regex_negated_class_no_newline",
        "// CHECK: a{{[^,]*}}b\n",
        "a\nb\n",
        &[],
        false,
    ),
    c(
        "regex_negated_class_same_line",
        "// CHECK: a{{[^,]*}}b\n",
        "axxb\n",
        &[],
        true,
    ),
    c(
        "regex_posix_space_newline",
        "// CHECK: x{{[[:space:]]}}y\n",
        "x\ny\n",
        &[],
        true,
    ),
    c(
        "regex_lazy_rejected",
        "// CHECK: {{a+?}}\n",
        "a\n",
        &[],
        false,
    ),
    c(
        "regex_noncapture_rejected",
        "// CHECK: {{(?:a)}}\n",
        "a\n",
        &[],
        false,
    ),
    c(
        "regex_word_boundary_is_literal",
        "// CHECK: {{\\<}}foo\n",
        "xfoo foo\n",
        &[],
        false,
    ),
    c(
        "regex_dot_not_newline",
        "// CHECK: {{.}}\n",
        "\n\n",
        &[],
        false,
    ),
    c(
        "regex_close_bracket_first",
        "// CHECK: {{[]a]+}}\n",
        "x]a]\n",
        &[],
        true,
    ),
    c(
        "regex_in_var_alternation",
        "// CHECK: [[V:a|ab]]c\n// CHECK: [[V]]x\n",
        "abc\nabx\n",
        &[],
        true,
    ),
    c(
        "regex_unterminated",
        "// CHECK: {{abc\n",
        "abc\n",
        &[],
        false,
    ),
    // more directive semantics
    c(
        "count_same_line",
        "// CHECK-COUNT-2: x\n// CHECK-NOT: x\n",
        "x x\ny\n",
        &[],
        true,
    ),
    c(
        "count_then_next",
        "// CHECK-COUNT-2: x\n// CHECK-NEXT: y\n",
        "x\nx\ny\n",
        &[],
        true,
    ),
    c(
        "empty_then_eof",
        "// CHECK: a\n// CHECK-EMPTY:\n",
        "a\n\n",
        &[],
        true,
    ),
    c(
        "empty_at_input_start",
        "// CHECK: a\n// CHECK-EMPTY:\n// CHECK-NEXT: b\n",
        "a\n\n\nb\n",
        &[],
        false,
    ),
    c(
        "label_only_text",
        "// CHECK-LABEL: @f\n// CHECK-LABEL: @g\n",
        "@g\n@f\n",
        &[],
        false,
    ),
    c(
        "label_block_var_from_previous_block",
        "// CHECK-LABEL: f1\n// CHECK: [[V:[0-9]+]]\n// CHECK-LABEL: f2\n// CHECK: use [[V]]\n",
        "f1\n7\nf2\nuse 7\n",
        &[],
        true,
    ),
    c(
        "label_var_scope_cleared",
        "// CHECK-LABEL: f1\n// CHECK: [[V:[0-9]+]]\n// CHECK-LABEL: f2\n// CHECK: use [[V]]\n",
        "f1\n7\nf2\nuse 7\n",
        &["--enable-var-scope"],
        false,
    ),
    c(
        "label_var_scope_global",
        "// CHECK-LABEL: f1\n// CHECK: [[$V:[0-9]+]]\n// CHECK-LABEL: f2\n// CHECK: use [[$V]]\n",
        "f1\n7\nf2\nuse 7\n",
        &["--enable-var-scope"],
        true,
    ),
    c(
        "dag_same_line_two",
        "// CHECK: start\n// CHECK-DAG: b\n// CHECK-DAG: a\n// CHECK-SAME: c\n",
        "start\na b c\n",
        &[],
        true,
    ),
    c(
        "dag_overlap_allowed_flag",
        "// CHECK-DAG: a\n// CHECK-DAG: a\n",
        "a\n",
        &["--allow-deprecated-dag-overlap"],
        true,
    ),
    c(
        "dag_mlir_constants",
        "// CHECK-LABEL: func @f\n// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index\n// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index\n// CHECK: scf.for %{{.*}} = %[[C0]] to %{{.*}} step %[[C1]]\n",
        "func @f() {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  scf.for %i = %c0 to %n step %c1 {\n",
        &[],
        true,
    ),
    c(
        "not_dag_not_sandwich",
        "// CHECK: a\n// CHECK-NOT: x\n// CHECK-DAG: b\n// CHECK-NOT: y\n// CHECK: c\n",
        "a\nb\ny\nc\n",
        &[],
        false,
    ),
    c(
        "same_line_backref_after_regex_groups",
        "// CHECK: {{(a|b)}}[[V:[0-9]]]-[[V]]\n",
        "a1-2 b3-3\n",
        &[],
        true,
    ),
    c(
        "full_lines_regex",
        "// CHECK: {{.*}}foo{{.*}}\n",
        "  a foo b\n",
        &["--match-full-lines"],
        true,
    ),
    c(
        "full_lines_next",
        "// CHECK: a\n// CHECK-NEXT: b c\n",
        "a\nb c\n",
        &["--match-full-lines"],
        true,
    ),
    c(
        "literal_modifier",
        "// CHECK{LITERAL}: [[x]] {{y}}\n",
        "[[x]] {{y}}\n",
        &[],
        true,
    ),
    c(
        "numeric_var",
        "// CHECK: x=[[#N:]]\n// CHECK: y=[[#N+1]]\n",
        "x=41\ny=42\n",
        &[],
        true,
    ),
    c(
        "numeric_var_fail",
        "// CHECK: x=[[#N:]]\n// CHECK: y=[[#N+1]]\n",
        "x=41\ny=43\n",
        &[],
        false,
    ),
    c(
        "numeric_line",
        "// CHECK: line [[#@LINE+1]]\n",
        "line 2\n",
        &[],
        true,
    ),
    c(
        "comment_prefixes_custom",
        "// RUN: CHECK: missing\n// CHECK: x\n",
        "x\n",
        &["--comment-prefixes=FOO"],
        false,
    ),
    c(
        "misspelled_directive",
        "// CHECK_NEXT: x\n// CHECK: x\n",
        "x\n",
        &[],
        false,
    ),
    c("bad_count", "// CHECK-COUNT-0: x\n", "x\n", &[], false),
    c(
        "label_with_var_error",
        "// CHECK-LABEL: [[X:a]]\n",
        "a\n",
        &[],
        false,
    ),
    c(
        "invalid_prefix",
        "// CHECK: x\n",
        "x\n",
        &["--check-prefix=1*X"],
        false,
    ),
    c(
        "duplicate_prefix",
        "// A: x\n",
        "x\n",
        &["--check-prefixes=A,A"],
        false,
    ),
    c(
        "implicit_not_only",
        "// nothing\n",
        "a\nb\n",
        &["--implicit-check-not=error"],
        true,
    ),
];

const LLVM_FILECHECK: &str = "/usr/lib/llvm-22/bin/FileCheck";

fn ours(case: &Case) -> Result<(), String> {
    let mut args: Vec<String> = case.args.iter().map(|s| s.to_string()).collect();
    args.push(format!("{}.chk", case.name));
    let inv = parse_args(&args)?;
    filecheck(case.check, &inv.check_file, case.input, &inv.options)
}

fn llvm(case: &Case, dir: &Path) -> Result<bool, String> {
    let check = dir.join(format!("{}.chk", case.name));
    std::fs::write(&check, case.check).map_err(|e| e.to_string())?;
    let mut child = Command::new(LLVM_FILECHECK)
        .args(case.args)
        .arg(&check)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| e.to_string())?;
    if let Some(mut stdin) = child.stdin.take() {
        // FileCheck may exit (check-file error) before reading its input.
        let _ = stdin.write_all(case.input.as_bytes());
    }
    let status = child.wait().map_err(|e| e.to_string())?;
    Ok(status.success())
}

#[test]
fn cases_match_expected_verdicts() {
    let mut mismatches = Vec::new();
    for case in CASES {
        let result = ours(case);
        if result.is_ok() != case.pass {
            mismatches.push(format!(
                "{}: expected pass={}, got {:?}",
                case.name, case.pass, result
            ));
        }
    }
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}

#[test]
fn cases_match_llvm_filecheck() {
    if !Path::new(LLVM_FILECHECK).exists() {
        eprintln!(
            "{LLVM_FILECHECK} not installed; skipping the LLVM side of the differential tests"
        );
        return;
    }
    let dir: PathBuf =
        std::env::temp_dir().join(format!("tile-lit-difftest-{}", std::process::id()));
    assert!(std::fs::create_dir_all(&dir).is_ok());
    let mut mismatches = Vec::new();
    for case in CASES {
        match llvm(case, &dir) {
            Ok(pass) if pass == case.pass => {}
            other => mismatches.push(format!(
                "{}: expected pass={}, LLVM gave {other:?}",
                case.name, case.pass
            )),
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}

#[test]
fn case_names_are_unique() {
    let mut names: Vec<&str> = CASES.iter().map(|c| c.name).collect();
    names.sort_unstable();
    let before = names.len();
    names.dedup();
    assert_eq!(before, names.len());
}

/// Deterministic xorshift generator for the random differential test.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[(self.next() % items.len() as u64) as usize]
    }
}

/// Random check files and inputs over a small alphabet, compared with FileCheck-22.
/// Slow (one FileCheck-22 process per case): `cargo test -p tile-lit -- --ignored`.
#[test]
#[ignore]
fn random_cases_match_llvm_filecheck() {
    if !Path::new(LLVM_FILECHECK).exists() {
        return;
    }
    let dir: PathBuf = std::env::temp_dir().join(format!("tile-lit-fuzz-{}", std::process::id()));
    assert!(std::fs::create_dir_all(&dir).is_ok());
    let directives = [
        "CHECK",
        "CHECK",
        "CHECK-NEXT",
        "CHECK-SAME",
        "CHECK-NOT",
        "CHECK-DAG",
        "CHECK-DAG",
        "CHECK-LABEL",
        "CHECK-EMPTY",
        "CHECK-COUNT-2",
    ];
    let patterns = [
        "a",
        "b",
        "c",
        "a b",
        "b c",
        "{{a|b}}",
        "[[V:[a-c]]]",
        "[[V]]",
        "x[[V]]",
        "{{.*}}c",
        "{{^}}a",
        "b{{$}}",
        "[[W:[a-c]+]]",
        "[[W]]",
        "{{[^ ]+}} c",
        "L1",
        "L2",
    ];
    let lines = [
        "a", "b", "c", "a b", "ab", "", "c a", "b c", "xa", "L1", "L2", "a  b",
    ];
    let env = |k: &str, d: u64| {
        std::env::var(k)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(d)
    };
    let mut rng = Rng(env("TILE_LIT_FUZZ_SEED", 0x9e37_79b9_7f4a_7c15) | 1);
    let mut mismatches = Vec::new();
    for n in 0..env("TILE_LIT_FUZZ_CASES", 1500) {
        let mut check = String::new();
        for _ in 0..(1 + rng.next() % 5) {
            let d = rng.pick(&directives);
            if d == "CHECK-EMPTY" {
                check.push_str("// CHECK-EMPTY:\n");
            } else if d == "CHECK-LABEL" {
                check.push_str(&format!(
                    "// CHECK-LABEL: {}\n",
                    rng.pick(&["L1", "L2", "a"])
                ));
            } else {
                check.push_str(&format!("// {d}: {}\n", rng.pick(&patterns)));
            }
        }
        let mut input = String::new();
        for _ in 0..(1 + rng.next() % 6) {
            input.push_str(rng.pick(&lines));
            input.push('\n');
        }
        let args: &[&str] = match n % 11 {
            0 => &["--match-full-lines"],
            1 => &["--strict-whitespace"],
            2 => &["--implicit-check-not=c"],
            3 => &["--enable-var-scope"],
            _ => &[],
        };
        let name: &'static str = Box::leak(format!("fuzz{n}").into_boxed_str());
        let check: &'static str = Box::leak(check.into_boxed_str());
        let input: &'static str = Box::leak(input.into_boxed_str());
        let case = Case {
            name,
            check,
            input,
            args,
            pass: false,
        };
        let ours = ours(&case).is_ok();
        match llvm(&case, &dir) {
            Ok(theirs) if theirs == ours => {}
            other => mismatches.push(format!(
                "{check:?} {input:?} {args:?}: ours={ours} llvm={other:?}"
            )),
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}
