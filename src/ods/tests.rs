//! A new op declared with a format round-trips, verifies, builds and prints with no
//! hand-written parse or print code.

use super::constraints::*;
use crate::builder::OpBuilder;
use crate::dialect::{DialectInfo, DialectRegistry};
use crate::parser::parse_str;
use crate::printer::{PrintOptions, print_op};
use crate::{Context, Loc};
use std::sync::Arc;

crate::declare_op! {
    /// `demo.load %m[%i] : memref<4xf32>`
    pub struct DemoLoad = "demo.load", "Loads one element of a memref";
    operands { memref: one ANY_MEMREF, indices: many INDEX }
    results { result: one ANY_TYPE }
    attrs { nontemporal: optional_default BoolAttr = false, alignment: optional I64Attr }
    relations [element_type_of("memref", "result", "result type matches element type of 'memref'")];
    format "$memref `[` $indices `]` attr-dict `:` type($memref)";
}

crate::declare_op! {
    /// Two optional operands (segment sizes), a unit keyword, a typed attribute and a
    /// functional type.
    pub struct DemoMix = "demo.mix", "Exercises optional groups";
    operands { a: optional INDEX, b: optional ANY_TYPE, rest: many ANY_TYPE }
    results { out: many ANY_TYPE }
    attrs { level: required IndexAttr, fast: optional UnitAttr, dims: optional DenseI64ArrayAttr }
    traits [PURE];
    format "(`a` $a^)? (`fast` $fast^)? `level` $level (`dims` $dims^)? (`b` $b^ `:` type($b))? `(` $rest `)` attr-dict `:` functional-type($rest, results)";
}

crate::declare_op! {
    /// Same operand and result types, a default-valued (stored) attribute.
    pub struct DemoAdd = "demo.add", "Adds";
    operands { lhs: one ANY_TYPE, rhs: one ANY_TYPE }
    results { result: one ANY_TYPE }
    attrs { flags: default I32Attr = 0 }
    traits [PURE];
    relations [crate::ods::TypeRelation::SameOperandsAndResult];
    format "$lhs `,` $rhs (`flags` $flags^)? attr-dict `:` type($result)";
}

crate::declare_op! {
    /// A variadic group whose types follow a result (`TypesMatchWith` onto a list), and an
    /// optional result.
    pub struct DemoElems = "demo.elems", "Builds a memref from its elements";
    operands { elements: many ANY_TYPE }
    results { result: one ANY_MEMREF, extra: optional ANY_TYPE }
    relations [crate::ods::TypeRelation::WithList {
        from: "result",
        to: "elements",
        f: |ctx, t| {
            let crate::types::TypeKind::MemRef { shape, element, .. } = ctx.type_kind(t) else {
                return None;
            };
            Some(vec![*element; usize::try_from(shape.iter().product::<i64>()).ok()?])
        },
        desc: "operand types match result element type",
    }];
    format "$elements attr-dict `:` type(results)";
}

crate::declare_op! {
    /// `functional-type(operands, results)` alone fixes the types.
    pub struct DemoCall = "demo.call", "Calls";
    operands { args: many ANY_TYPE }
    results { outs: many ANY_TYPE }
    format "$args attr-dict `:` functional-type(operands, results)";
}

crate::declare_op! {
    /// Two variadic result groups of the same size (`SameVariadicResultSize`) and an affine
    /// map attribute.
    pub struct DemoSplit = "demo.split", "Splits";
    operands { x: one ANY_TYPE }
    results { a: many ANY_TYPE, b: many ANY_TYPE }
    attrs { map: optional AffineMapAttr }
    format "$x attr-dict `:` type($x) `->` `(` type($a) `)` `,` `(` type($b) `)`";
}

crate::declare_op! {
    /// A region with an implicit terminator; results typed only inside an optional group.
    pub struct DemoRegion = "demo.region", "Loops";
    operands { inits: many ANY_TYPE }
    results { res: many ANY_TYPE }
    regions { body: sized implicit "demo.yield" }
    format "(`(` $inits^ `:` type($inits) `)`)? (`->` type($res)^)? $body attr-dict";
}

crate::declare_op! {
    /// The terminator of `demo.region`.
    pub struct DemoYield = "demo.yield", "Yields";
    operands { vals: many ANY_TYPE }
    traits [TERMINATOR];
    format "attr-dict ($vals^)? (`:` type($vals)^)?";
}

crate::declare_op! {
    /// An operand whose type the parser derives from another's, unchecked (`Infers`).
    pub struct DemoInfers = "demo.infers", "Stores";
    operands { v: one ANY_TYPE, m: one ANY_MEMREF }
    relations [super::TypeRelation::Infers { from: "m", to: "v", f: super::constraints::element_type }];
    format "$v `,` $m attr-dict `:` type($m)";
}

crate::declare_op! {
    /// An optional group anchored on a custom directive: present when its types are.
    pub struct DemoArrow = "demo.arrow", "Arrows";
    results { res: many ANY_TYPE }
    format "(`->` custom<Parens>(type($res))^)? attr-dict";
    custom [super::CustomDirective {
        name: "Parens",
        parse: |p, fs, args| {
            let types = p.parse_function_result_types()?;
            fs.set_types(args.first(), types);
            Ok(())
        },
        print: |p, view| {
            let ctx = p.ctx();
            p.write("(");
            p.types(&view.types(ctx, 0));
            p.write(")");
        },
    }];
}

crate::declare_op! {
    /// A symbol with an optional visibility string before its name.
    pub struct DemoSym = "demo.sym", "Names";
    attrs { sym_visibility: optional StrAttr, sym_name: required SymbolNameAttr }
    format "($sym_visibility^)? $sym_name attr-dict";
}

crate::declare_op! {
    /// A single-block region without terminator: written `{}`, it still gets its block.
    pub struct DemoBlock = "demo.block", "Holds ops";
    regions { body: sized }
    traits [NO_TERMINATOR, SINGLE_BLOCK];
    format "$body attr-dict";
}

crate::declare_op! {
    /// A custom directive that reports errors in the op's name.
    pub struct DemoKw = "demo.kw", "Keyword";
    attrs { word: required StrAttr }
    format "custom<Yes>($word) attr-dict";
    custom [super::CustomDirective {
        name: "Yes",
        parse: |p, fs, args| {
            let loc = p.loc();
            if p.consume_keyword("at_name") {
                return Err(super::custom_error(fs.name_loc, fs.op_name, "at the name"));
            }
            if !p.consume_keyword("yes") {
                return Err(super::custom_error(loc, fs.op_name, "expected 'yes'"));
            }
            if let Some(super::CustomArg::Attr(i)) = args.first() {
                let a = p.ctx.string_attr("yes");
                fs.attr_by_index(*i, a);
            }
            Ok(())
        },
        print: |p, _| p.write("yes"),
    }];
}

crate::declare_op! {
    /// A newline in the format, an optional group whose other branch is a region (a region
    /// the text leaves out exists empty), and `qualified(type(..))`.
    pub struct DemoCases = "demo.cases", "Chooses";
    operands { x: one ANY_TYPE }
    attrs { same: optional UnitAttr }
    regions { first: any, second: any }
    format "$x `:` qualified(type($x)) `\\n` `first` `=` $first `\\n` `second` `=` (`same` $same^):($second)? attr-dict";
}

crate::declare_op! {
    /// Any number of single-block regions (`VariadicRegion<SizedRegion<1>>`).
    pub struct DemoMany = "demo.many", "Regions";
    regions { cases: many_sized }
    format "$cases attr-dict";
}

crate::declare_op! {
    /// `SameTypeOperands` with an inferred result: the operands' type is written once.
    pub struct DemoCmp = "demo.cmp", "Compares";
    operands { lhs: one ANY_TYPE, rhs: one ANY_TYPE }
    results { result: one I1 }
    relations [crate::ods::TypeRelation::SameOperands];
    format "$lhs `,` $rhs attr-dict `:` type($lhs)";
}

/// An `i32` enum written as its keyword.
pub struct DemoModeAttr;
impl crate::ods::AttrConstraint for DemoModeAttr {
    type Value = i64;
    const DESC: &'static str = "demo mode";
    const SYNTAX: crate::ods::AttrSyntax =
        crate::ods::AttrSyntax::Keyword(&["up", "down"], |ctx| ctx.int_type(32));
    fn get(ctx: &Context, a: crate::Attr) -> Option<i64> {
        I32Attr::get(ctx, a).filter(|v| (0..2).contains(v))
    }
    fn make(ctx: &mut Context, v: i64) -> crate::Attr {
        I32Attr::make(ctx, v)
    }
}

crate::declare_op! {
    /// An optional keyword enum before an optional unit keyword.
    pub struct DemoRound = "demo.round", "Rounds";
    operands { x: one ANY_TYPE }
    results { y: one ANY_TYPE }
    attrs { mode: optional DemoModeAttr, fast: optional UnitAttr }
    relations [crate::ods::TypeRelation::SameOperandsAndResult];
    format "$x ($mode^)? (`fast` $fast^)? attr-dict `:` type($x)";
}

crate::declare_op! {
    /// A required keyword enum (MLIR's `I32EnumAttr` in a format, as `fmr(F_2_3)`).
    pub struct DemoDir = "demo.dir", "Directs";
    operands { x: one ANY_TYPE }
    attrs { mode: required DemoModeAttr }
    format "attr-dict `mode` `(` $mode `)` $x `:` type($x)";
}

// A family of two, one with a semantic check in a `verify` hook that gets the op through
// its view.
crate::declare_ops! {
    {
        operands { x: one INDEX }
        attrs { level: required IndexAttr }
        format "$x `level` $level attr-dict";
    }
    /// `demo.checked %i level 2`
    DemoChecked = "demo.checked", "Rejects level 0", verify verify_checked;
    /// `demo.unchecked %i level 0`
    DemoUnchecked = "demo.unchecked", "Takes any level";
}

fn verify_checked(ctx: &Context, op: crate::OpId, v: DemoChecked) -> Result<(), crate::Diagnostic> {
    if v.level(ctx) == 0 {
        return Err(ctx.op_error(op, "level must not be 0"));
    }
    Ok(())
}

crate::declare_op! {
    /// Fixed result names (MLIR's `getAsmResultNames` with constant names).
    pub struct DemoPair = "demo.pair", "Splits into two named halves";
    operands { x: one ANY_TYPE }
    results { lo: one ANY_TYPE, hi: one ANY_TYPE }
    format "$x attr-dict `:` type($x) `,` type($lo) `,` type($hi)";
    result_names ["lo", "hi"];
}

crate::typed_array_attr!(
    /// `I64ArrayAttr`.
    pub DemoI64Array = [I64Attr], "64-bit integer array attribute"
);
crate::typed_array_attr!(
    /// `IndexListArrayAttr`: an array of arrays.
    pub DemoGroupsAttr = [DemoI64Array], "Array of 64-bit integer array attributes"
);

crate::declare_op! {
    /// A typed array attribute (nested) written where the format names it.
    pub struct DemoGroups = "demo.groups", "Groups dims";
    operands { x: one ANY_TYPE }
    attrs { groups: required DemoGroupsAttr }
    format "$x $groups attr-dict `:` type($x)";
}

crate::declare_op! {
    /// Element types that match (a scalar is its own element type).
    pub struct DemoSplat = "demo.splat", "Splats";
    operands { value: one ANY_TYPE }
    results { result: one ANY_TYPE }
    relations [crate::ods::TypeRelation::ElementTypesMatch {
        names: &["value", "result"],
        desc: "value and result have same element type",
    }];
    format "$value attr-dict `:` type($value) `to` type($result)";
}

crate::declare_ops! {
    pub const DEMO_FAMILY;
    {
        operands { x: one ANY_TYPE }
        results { y: one ANY_TYPE }
        relations [crate::ods::TypeRelation::SameOperandsAndResult];
        format "$x attr-dict `:` type($x)";
    }
    /// `demo.neg %x : f32`
    DemoNeg = "demo.neg", "Negates";
    /// `demo.abs %x : f32`
    DemoAbs = "demo.abs", "Takes the absolute value";
}

crate::declare_op! {
    /// Two variadic operand groups of the same size, with no segment property
    /// (`SameVariadicOperandSize`).
    pub struct DemoZip = "demo.zip", "Pairs its operands";
    operands { xs: many ANY_TYPE, ys: many INDEX }
    traits [SAME_VARIADIC_OPERAND_SIZE];
    format "`(` $xs `)` `[` $ys `]` attr-dict `:` type($xs)";
}

fn ctx() -> Context {
    let mut r = DialectRegistry::default();
    r.add_dialect(DialectInfo::new("demo", "Declared ops"));
    r.add_op(DemoLoad::def());
    r.add_op(DemoMix::def());
    r.add_op(DemoAdd::def());
    r.add_op(DemoDir::def());
    r.add_op(DemoElems::def());
    r.add_op(DemoCall::def());
    r.add_op(DemoSplit::def());
    r.add_op(DemoRegion::def());
    r.add_op(DemoYield::def());
    r.add_op(DemoKw::def());
    r.add_op(DemoInfers::def());
    r.add_op(DemoArrow::def());
    r.add_op(DemoSym::def());
    r.add_op(DemoBlock::def());
    r.add_op(DemoCases::def());
    r.add_op(DemoMany::def());
    r.add_op(DemoCmp::def());
    r.add_op(DemoRound::def());
    r.add_op(DemoChecked::def());
    r.add_op(DemoUnchecked::def());
    r.add_op(DemoPair::def());
    r.add_op(DemoGroups::def());
    r.add_op(DemoSplat::def());
    r.add_op(DemoZip::def());
    for def in DEMO_FAMILY {
        r.add_op(def());
    }
    Context::new(Arc::new(r))
}

fn round_trip(text: &str) -> String {
    let mut ctx = ctx();
    let m = match parse_str(&mut ctx, "t.mlir", text) {
        Ok(m) => m,
        Err(d) => panic!("{}", d.message),
    };
    let errs = crate::verifier::verify(&ctx, m);
    assert!(errs.is_empty(), "{:?}", errs.first().map(|d| &d.message));
    print_op(&ctx, m, &PrintOptions::default())
}

fn wrap(body: &str) -> String {
    format!(
        "\"test.f\"() ({{\n^bb0(%m: memref<4xf32>, %i: index, %x: f32, %y: i32):\n{body}\n  \"test.end\"() : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn declared_op_round_trips_in_mlir_spacing() {
    let out = round_trip(&wrap(
        "  %0 = demo.load %m[%i] : memref<4xf32>\n  %1 = demo.load %m[%i] {nontemporal = false} : memref<4xf32>\n  %2 = demo.load %m[%i] {alignment = 4 : i64, nontemporal = true, other} : memref<4xf32>",
    ));
    assert!(
        out.contains("%0 = demo.load %arg0[%arg1] : memref<4xf32>"),
        "{out}"
    );
    // The default is elided; other attributes stay in the dictionary.
    assert!(
        out.contains("%1 = demo.load %arg0[%arg1] : memref<4xf32>"),
        "{out}"
    );
    assert!(
        out.contains("%2 = demo.load %arg0[%arg1] {alignment = 4 : i64, nontemporal = true, other} : memref<4xf32>"),
        "{out}"
    );
    // Printing is a fixed point.
    assert_eq!(round_trip(&out), out);
}

#[test]
fn optional_groups_segments_and_functional_type() {
    let text = wrap(
        "  %0:2 = demo.mix a %i fast level 3 dims [1, 2] b %x : f32 (%y, %x) {z = 1 : i64} : (i32, f32) -> (i32, f32)\n  %1 = demo.mix level 0 () : () -> i32",
    );
    let out = round_trip(&text);
    // MLIR's spacing: no space before `(` after a non-punctuation element.
    assert!(out.contains("demo.mix a %arg1 fast level 3 dims [1, 2] b %arg2 : f32(%arg3, %arg2) {z = 1 : i64} : (i32, f32) -> (i32, f32)"), "{out}");
    assert!(out.contains("= demo.mix level 0() : () -> i32"), "{out}");
    assert_eq!(round_trip(&out), out);
    // Generic form shows the derived segment sizes.
    let mut c = ctx();
    let m = parse_str(&mut c, "t.mlir", &text).map_err(|d| d.message);
    let m = m.unwrap_or_else(|e| panic!("{e}"));
    let g = print_op(
        &c,
        m,
        &PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
    );
    assert!(
        g.contains("operandSegmentSizes = array<i32: 1, 1, 2>"),
        "{g}"
    );
    assert!(
        g.contains("operandSegmentSizes = array<i32: 0, 0, 0>"),
        "{g}"
    );
}

#[test]
fn stored_defaults_and_same_types() {
    let out = round_trip(&wrap(
        "  %0 = demo.add %y, %y : i32\n  %1 = demo.add %y, %y flags 3 : i32",
    ));
    assert!(out.contains("%0 = demo.add %arg3, %arg3 : i32"), "{out}");
    assert!(
        out.contains("%1 = demo.add %arg3, %arg3 flags 3 : i32"),
        "{out}"
    );
    let mut c = ctx();
    let m = parse_str(&mut c, "t.mlir", &out).unwrap_or_else(|d| panic!("{}", d.message));
    let g = print_op(
        &c,
        m,
        &PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
    );
    // A `default` attribute is stored: generic text shows it, as MLIR's does.
    assert!(g.contains("<{flags = 0 : i32}>"), "{g}");
}

fn first_error(text: &str) -> String {
    let mut c = ctx();
    match parse_str(&mut c, "t.mlir", text) {
        Err(d) => d.message,
        Ok(m) => crate::verifier::verify(&c, m)
            .first()
            .map(|d| d.message.clone())
            .unwrap_or_default(),
    }
}

#[test]
fn structural_checks_have_mlir_messages() {
    let e = first_error(&wrap(
        "  %0 = \"demo.load\"(%m, %x) : (memref<4xf32>, f32) -> f32",
    ));
    assert_eq!(
        e,
        "'demo.load' op operand #1 must be variadic of index, but got 'f32'"
    );
    let e = first_error(&wrap(
        "  %0 = \"demo.load\"(%m, %i) : (memref<4xf32>, index) -> i32",
    ));
    assert_eq!(
        e,
        "'demo.load' op failed to verify that result type matches element type of 'memref'"
    );
    let e = first_error(&wrap("  %0 = \"demo.load\"() : () -> f32"));
    assert_eq!(e, "'demo.load' op expected 1 or more operands, but found 0");
    let e = first_error(&wrap(
        "  %0 = \"demo.load\"(%m) {nontemporal = 1 : i64} : (memref<4xf32>) -> f32",
    ));
    assert_eq!(
        e,
        "'demo.load' op attribute 'nontemporal' failed to satisfy constraint: bool attribute"
    );
    let e = first_error(&wrap(
        "  %0 = \"demo.mix\"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> i32",
    ));
    assert_eq!(e, "'demo.mix' op requires attribute 'level'");
    // An absent segment property is all zeros, as MLIR's default-initialized property.
    let e = first_error(&wrap(
        "  %0 = \"demo.mix\"(%i) <{level = 0 : index}> : (index) -> i32",
    ));
    assert_eq!(
        e,
        "'demo.mix' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'"
    );
    let out = round_trip(&wrap(
        "  %0 = \"demo.mix\"() <{level = 0 : index}> : () -> i32",
    ));
    assert!(out.contains("= demo.mix level 0() : () -> i32"), "{out}");
    let e = first_error(&wrap("  %0 = \"demo.add\"(%y, %x) : (i32, f32) -> i32"));
    assert_eq!(
        e,
        "'demo.add' op requires the same type for all operands and results"
    );
    let e = first_error(&wrap("  %0 = demo.load %m[%x] : memref<4xf32>"));
    assert!(e.contains("expects different type than prior uses"), "{e}");
}

#[test]
fn list_relations_counts_and_functional_types() {
    let out = round_trip(&wrap(
        "  %0 = demo.elems %x, %x : memref<2xf32>\n  %1 = demo.call %x : (f32) -> i32",
    ));
    assert!(
        out.contains("= demo.elems %arg2, %arg2 : memref<2xf32>"),
        "{out}"
    );
    assert!(out.contains("= demo.call %arg2 : (f32) -> i32"), "{out}");
    // The list relation fixes the count: MLIR's resolveOperands message, at the operands.
    let e = first_error(&wrap("  %0 = demo.elems %x : memref<2xf32>"));
    assert_eq!(
        e,
        "custom op 'demo.elems' number of operands and types do not match: got 1 operands and 2 types"
    );
    let e = first_error(&wrap("  %0 = \"demo.elems\"(%x) : (f32) -> memref<2xf32>"));
    assert_eq!(
        e,
        "'demo.elems' op failed to verify that operand types match result element type"
    );
    // A type a relation derives from must satisfy its constraint first (MLIR's generated
    // parser), here a result parsed through `type(results)`.
    let e = first_error(&wrap("  %0 = demo.elems %x, %x : tensor<2xf32>"));
    assert_eq!(
        e,
        "custom op 'demo.elems' 'result' must be memref of any type values, but got 'tensor<2xf32>'"
    );
    // A missing keyword is MLIR's `parseKeyword` error, with the custom-op prefix.
    let e = first_error(&wrap("  %0 = demo.mix 3 () : () -> i32"));
    assert_eq!(e, "custom op 'demo.mix' expected 'level'");
    // An optional result group holding two values.
    let e = first_error(&wrap(
        "  %0:3 = \"demo.elems\"() : () -> (memref<0xf32>, f32, f32)",
    ));
    assert_eq!(
        e,
        "'demo.elems' op result group starting at #1 requires 0 or 1 element, but found 2"
    );
    // `functional-type` wants a function type (MLIR's `parseType<FunctionType>`).
    let e = first_error(&wrap("  %0 = demo.call %x : f32"));
    assert_eq!(
        e,
        "custom op 'demo.call' invalid kind of type specified: expected builtin.function, but found 'f32'"
    );
    let e = first_error(&wrap("  %0 = demo.call %x, %x : (f32) -> i32"));
    assert_eq!(
        e,
        "custom op 'demo.call' number of operands and types do not match: got 2 operands and 1 types"
    );
}

#[test]
fn same_size_variadic_results_and_affine_maps() {
    let text = wrap(
        "  %0:4 = demo.split %x {map = affine_map<(d0) -> (d0)>} : f32 -> (i32, i32), (f32, f32)",
    );
    let out = round_trip(&text);
    assert!(
        out.contains("%0:4 = demo.split %arg2 {map = #map} : f32 -> (i32, i32), (f32, f32)"),
        "{out}"
    );
    let mut c = ctx();
    let m = parse_str(&mut c, "t.mlir", &text).unwrap_or_else(|d| panic!("{}", d.message));
    let split = c
        .walk_collect(m)
        .into_iter()
        .find_map(|o| DemoSplit::cast(&c, o))
        .unwrap_or_else(|| panic!("no demo.split"));
    assert_eq!((split.a(&c).len(), split.b(&c).len()), (2, 2));
    let names: Vec<(usize, String)> = ["a", "a", "b", "b"]
        .iter()
        .map(|n| n.to_string())
        .enumerate()
        .collect();
    assert_eq!(crate::ods::named_results(&c, split.0), names);
    assert_eq!(split.map(&c).map(|m| m.num_dims), Some(1));
    // An odd count: each variadic group gets the rounded-down share, as in MLIR.
    let mut c = ctx();
    let text = wrap("  %0:3 = \"demo.split\"(%x) : (f32) -> (i32, f32, index)");
    let m = parse_str(&mut c, "t.mlir", &text).unwrap_or_else(|d| panic!("{}", d.message));
    let split = c
        .walk_collect(m)
        .into_iter()
        .find_map(|o| DemoSplit::cast(&c, o))
        .unwrap_or_else(|| panic!("no demo.split"));
    assert_eq!((split.a(&c).len(), split.b(&c).len()), (1, 1));
    let e = first_error(&wrap(
        "  %0:2 = \"demo.split\"(%x) {map = 1 : i64} : (f32) -> (i32, f32)",
    ));
    assert_eq!(
        e,
        "'demo.split' op attribute 'map' failed to satisfy constraint: AffineMap attribute"
    );
}

#[test]
fn implicit_terminators_and_optional_result_types() {
    let text = wrap(
        "  demo.region {\n  }\n  %0 = demo.region(%y : i32) -> i32 {\n  ^bb0(%a: i32):\n    demo.yield %a : i32\n  }",
    );
    let out = round_trip(&text);
    // The parser adds the terminator the text leaves out; the printer elides it again.
    assert_eq!(out.matches("demo.yield").count(), 1, "{out}");
    assert!(out.contains("demo.yield %arg4 : i32"), "{out}");
    assert!(out.contains("demo.region {"), "{out}");
    assert!(out.contains("= demo.region(%arg3 : i32) -> i32 {"), "{out}");
    assert_eq!(round_trip(&out), out);
    let mut c = ctx();
    let m = parse_str(&mut c, "t.mlir", &text).unwrap_or_else(|d| panic!("{}", d.message));
    let yields = c
        .walk_collect(m)
        .into_iter()
        .filter(|&o| c.op_name_of(o) == "demo.yield")
        .count();
    assert_eq!(yields, 2);
    // Types in an absent optional group are none, not inferred.
    let e = first_error(&wrap("  demo.region {\n  ^bb0:\n    demo.yield %y\n  }"));
    assert_eq!(
        e,
        "custom op 'demo.yield' number of operands and types do not match: got 1 operands and 0 types"
    );
    let e = first_error(&wrap("  %0 = demo.region(%y, %x : i32) -> i32 {\n  }"));
    assert_eq!(
        e,
        "custom op 'demo.region' number of operands and types do not match: got 2 operands and 1 types"
    );
}

#[test]
fn custom_directives_name_their_op_in_errors() {
    assert!(round_trip(&wrap("  demo.kw yes")).contains("demo.kw yes"));
    assert_eq!(
        first_error(&wrap("  demo.kw no")),
        "custom op 'demo.kw' expected 'yes'"
    );
    // MLIR's `getNameLoc()`: the op's name, not the directive's token.
    let mut c = ctx();
    let text = wrap("  demo.kw at_name");
    let err = parse_str(&mut c, "t.mlir", &text).err();
    let at = err.map(|d| (d.message, d.loc));
    let name_offset = text.find("demo.kw").and_then(|o| u32::try_from(o).ok());
    assert!(
        matches!(at, Some((ref m, crate::Loc::Src { offset, .. }))
            if m == "custom op 'demo.kw' at the name" && Some(offset) == name_offset),
        "{at:?}"
    );
}

#[test]
fn builder_and_view() {
    let mut c = ctx();
    let text = wrap("");
    let m = parse_str(&mut c, "t.mlir", &text).unwrap_or_else(|d| panic!("{}", d.message));
    let end = c
        .walk_collect(m)
        .into_iter()
        .find(|&o| c.op_name_of(o) == "test.end");
    let end = end.unwrap_or_else(|| panic!("no end"));
    let block = c.op(end).parent.unwrap_or_else(|| panic!("detached"));
    let args = c.block(block).args.to_vec();
    let (mem, idx, y) = (args[0], args[1], args[3]);
    let f32t = c.float_type(crate::float::FloatSemantics::F32);
    let mut b = OpBuilder::before(end);
    let load = DemoLoad::build(
        &mut b,
        &mut c,
        Loc::Unknown,
        f32t,
        mem,
        &[idx],
        Some(true),
        None,
    );
    let mix = DemoMix::build(
        &mut b,
        &mut c,
        Loc::Unknown,
        &[],
        None,
        None,
        &[y],
        7,
        Some(()),
        None,
    );
    let i32t = c.value_type(y);
    let add = DemoAdd::build(&mut b, &mut c, Loc::Unknown, i32t, y, y, None);
    assert!(crate::verifier::verify(&c, m).is_empty());
    let view = DemoLoad::cast(&c, load.op()).unwrap_or_else(|| panic!("cast"));
    assert_eq!(view.memref(&c), mem);
    assert_eq!(view.indices(&c), &[idx]);
    assert!(view.nontemporal(&c));
    assert_eq!(view.alignment(&c), None);
    assert_eq!(mix.level(&c), 7);
    assert_eq!(mix.fast(&c), Some(()));
    assert_eq!(mix.a(&c), None);
    assert_eq!(mix.rest(&c), &[y]);
    assert_eq!(add.flags(&c), 0);
    assert!(DemoAdd::cast(&c, load.op()).is_none());
    let out = print_op(&c, m, &PrintOptions::default());
    assert!(
        out.contains("demo.load %arg0[%arg1] {nontemporal = true} : memref<4xf32>"),
        "{out}"
    );
    assert!(out.contains("demo.mix fast level 7"), "{out}");
    assert!(out.contains("demo.add %arg3, %arg3 : i32"), "{out}");
}

#[test]
fn malformed_formats_are_reported_not_panics() {
    for bad in [
        "$nope",
        "(`a` $a",
        "custom<X>($a)",
        "type(",
        "`unterminated",
    ] {
        let spec: &'static super::OpSpec = Box::leak(Box::new(super::OpSpec {
            format: Some(bad),
            compiled: std::sync::OnceLock::new(),
            ..clone_spec(DemoMix::spec())
        }));
        assert!(matches!(spec.compiled_format(), Some(Err(_))), "{bad}");
    }
}

fn clone_spec(s: &super::OpSpec) -> super::OpSpec {
    super::OpSpec {
        name: s.name,
        summary: s.summary,
        operands: s.operands,
        results: s.results,
        attrs: s.attrs,
        regions: s.regions,
        successors: s.successors,
        traits: s.traits,
        parents: s.parents,
        relations: s.relations,
        infer: s.infer,
        format: s.format,
        custom: s.custom,
        result_names: s.result_names,
        successor_operands: s.successor_operands,
        compiled: std::sync::OnceLock::new(),
    }
}

#[test]
fn newlines_omitted_regions_and_variadic_regions() {
    let out = round_trip(&wrap(
        "  demo.cases %x : f32 first = {\n    \"test.a\"() : () -> ()\n  } second = same",
    ));
    // `\n` breaks the line at the op's indentation; the space before `first` stays.
    assert!(
        out.contains("demo.cases %arg2 : f32\n     first = {\n"),
        "{out}"
    );
    assert!(out.contains("\n     second = same\n"), "{out}");
    assert_eq!(round_trip(&out), out);
    // The second region exists, empty, when the `same` branch is taken.
    let mut c = ctx();
    let text = wrap("  demo.cases %x : f32 first = {} second = same");
    let m = parse_str(&mut c, "t.mlir", &text).unwrap_or_else(|d| panic!("{}", d.message));
    let mut regions = None;
    c.walk(m, &mut |o| {
        if c.op_name_of(o) == "demo.cases" {
            regions = Some(c.op(o).regions().len());
        }
    });
    assert_eq!(regions, Some(2));
    // Any number of regions, each with one block.
    let ok = wrap(
        "  \"demo.many\"() ({\n  ^bb0:\n    \"test.x\"() : () -> ()\n  }, {\n  ^bb0:\n    \"test.x\"() : () -> ()\n  }) : () -> ()\n  \"demo.many\"() : () -> ()",
    );
    round_trip(&ok);
    let bad =
        wrap("  \"demo.many\"() ({\n  ^bb0:\n    \"test.x\"() : () -> ()\n  }, {\n  }) : () -> ()");
    assert!(
        first_error(&bad)
            .contains("region #1 ('cases') failed to verify constraint: region with 1 blocks"),
        "{}",
        first_error(&bad)
    );
}

struct Hint;
impl BoundedIntDesc for Hint {
    const DESC: &'static str = "hint";
}
struct Kind;
impl BoundedIntDesc for Kind {
    const DESC: &'static str = "kind";
    const STORED_WITH_WIDTH: bool = true;
}

#[test]
fn bounded_int_attrs_check_bounds_and_convert_as_their_storage() {
    type HintAttr = BoundedIntAttr<32, 0, 3, Hint>;
    type KindAttr = BoundedIntAttr<64, 0, 15, Kind>;
    let mut ctx = ctx();
    let (i32t, i64t) = (ctx.int_type(32), ctx.int_type(64));
    let three = ctx.int_attr(3, i32t);
    let four = ctx.int_attr(4, i32t);
    let wide = ctx.int_attr(3, i64t);
    let sixteen = ctx.int_attr(16, i64t);
    assert_eq!(HintAttr::get(&ctx, three), Some(3));
    assert!(!HintAttr::check(&ctx, four) && !HintAttr::check(&ctx, wide));
    // A ConfinedAttr converts from any integer; the verifier reports width and bounds.
    assert!(HintAttr::converts(&ctx, wide) && HintAttr::storage_class(&ctx, four));
    // An enum converts only from one of its cases.
    assert!(!KindAttr::converts(&ctx, sixteen) && !KindAttr::converts(&ctx, three));
    let made = KindAttr::make(&mut ctx, 15);
    assert!(KindAttr::converts(&ctx, made));
}

crate::described_attr!(LevelAttr = IndexAttr, LevelDesc, "level attribute");

#[test]
fn described_attrs_keep_their_base_and_take_their_description() {
    let mut ctx = ctx();
    let i64t = ctx.int_type(64);
    let two = LevelAttr::make(&mut ctx, 2);
    let wide = ctx.int_attr(2, i64t);
    assert_eq!(LevelAttr::get(&ctx, two), Some(2));
    assert_eq!(two, IndexAttr::make(&mut ctx, 2));
    assert!(!LevelAttr::check(&ctx, wide) && !LevelAttr::storage_class(&ctx, wide));
    assert_eq!(LevelAttr::DESC, "level attribute");
    assert!(matches!(
        LevelAttr::SYNTAX,
        crate::ods::AttrSyntax::Typed(_)
    ));
}

#[test]
fn verify_hooks_get_the_view_of_ops_that_fit_the_spec() {
    let ok = round_trip(&wrap("  demo.checked %i level 2"));
    assert!(ok.contains("demo.checked %arg1 level 2"), "{ok}");
    let e = first_error(&wrap("  demo.checked %i level 0"));
    assert_eq!(e, "'demo.checked' op level must not be 0");
    assert!(round_trip(&wrap("  demo.unchecked %i level 0")).contains("level 0"));
    // An op that does not fit its spec gets the structural error, not the hook's.
    let e = first_error(&wrap("  \"demo.checked\"(%i) : (index) -> ()"));
    assert_eq!(e, "'demo.checked' op requires attribute 'level'");
}

#[test]
fn variadic_region_groups_parse_print_and_view() {
    let text =
        wrap("  demo.many {\n    demo.yield\n  }, {\n    demo.yield\n  } {tag}\n  demo.many");
    let out = round_trip(&text);
    assert!(out.contains("demo.many {"), "{out}");
    assert!(out.contains("}, {"), "{out}");
    assert!(out.contains("} {tag}"), "{out}");
    assert_eq!(round_trip(&out), out);
    let mut c = ctx();
    let m = parse_str(&mut c, "t.mlir", &text).unwrap_or_else(|d| panic!("{}", d.message));
    let counts: Vec<usize> = c
        .walk_collect(m)
        .into_iter()
        .filter_map(|o| DemoMany::cast(&c, o))
        .map(|v| v.cases(&c).len())
        .collect();
    assert_eq!(counts, vec![2, 0]);
    // A builder creates no region for a variadic group.
    let end = c
        .walk_collect(m)
        .into_iter()
        .find(|&o| c.op_name_of(o) == "test.end")
        .unwrap_or_else(|| panic!("no end"));
    let mut b = OpBuilder::before(end);
    let built = DemoMany::build(&mut b, &mut c, Loc::Unknown);
    assert!(built.cases(&c).is_empty());
}

#[test]
fn same_type_relations_follow_mlir() {
    // `SameTypeOperands` gives the second operand its type, and checks it.
    let out = round_trip(&wrap("  %0 = demo.cmp %y, %y : i32"));
    assert!(out.contains("%0 = demo.cmp %arg3, %arg3 : i32"), "{out}");
    let e = first_error(&wrap("  %0 = \"demo.cmp\"(%y, %x) : (i32, f32) -> i1"));
    assert_eq!(
        e,
        "'demo.cmp' op requires all operands to have the same type"
    );
    // `SameOperandsAndResultType` is one element type and compatible shapes, as in MLIR.
    let ok = "\"test.f\"() ({\n^bb0(%a: tensor<?xi32>, %b: tensor<4xi32>):\n  %0 = \"demo.add\"(%a, %b) : (tensor<?xi32>, tensor<4xi32>) -> tensor<4xi32>\n  \"test.end\"() : () -> ()\n}) : () -> ()\n";
    assert_eq!(first_error(ok), "");
    let bad = ok.replace(
        "tensor<4xi32>) -> tensor<4xi32>",
        "tensor<4xi32>) -> tensor<4xf32>",
    );
    assert_eq!(
        first_error(&bad),
        "'demo.add' op requires the same type for all operands and results"
    );
}

#[test]
fn keyword_enums_round_trip() {
    let out = round_trip(&wrap(
        "  %0 = demo.round %x down fast : f32\n  %1 = demo.round %x : f32\n  %2 = demo.round %x fast : f32",
    ));
    assert!(
        out.contains("%0 = demo.round %arg2 down fast : f32"),
        "{out}"
    );
    assert!(out.contains("%1 = demo.round %arg2 : f32"), "{out}");
    assert!(out.contains("%2 = demo.round %arg2 fast : f32"), "{out}");
    let e = first_error(&wrap(
        "  %0 = \"demo.round\"(%x) <{mode = 7 : i32}> : (f32) -> f32",
    ));
    assert_eq!(
        e,
        "'demo.round' op attribute 'mode' failed to satisfy constraint: demo mode"
    );
}

#[test]
fn keyword_enums_take_strings_and_report_as_mlir() {
    // A string names a case (and anchors an optional group); it prints as the keyword.
    let out = round_trip(&wrap(
        "  %0 = demo.round %x \"down\" : f32\n  demo.dir mode(\"up\") %x : f32",
    ));
    assert!(out.contains("%0 = demo.round %arg2 down : f32"), "{out}");
    assert!(out.contains("demo.dir mode(up) %arg2 : f32"), "{out}");
    assert_eq!(
        first_error(&wrap("  %0 = demo.round %x \"sideways\" : f32")),
        "custom op 'demo.round' invalid mode attribute specification: \"sideways\""
    );
    let expected = "custom op 'demo.dir' expected string or keyword containing one of the following enum values for attribute 'mode' [up, down]";
    assert_eq!(
        first_error(&wrap("  demo.dir mode(left) %x : f32")),
        expected
    );
    assert_eq!(first_error(&wrap("  demo.dir mode(1) %x : f32")), expected);
    // An inherent attribute in the dictionary overrides the format's value, as in MLIR.
    let mut c = ctx();
    let text = wrap("  demo.dir {mode = 1 : i32} mode(up) %x : f32");
    let m = parse_str(&mut c, "t.mlir", &text).unwrap_or_else(|d| panic!("{}", d.message));
    let generic = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    let out = print_op(&c, m, &generic);
    assert!(
        out.contains("\"demo.dir\"(%arg2) <{mode = 1 : i32}> : (f32) -> ()"),
        "{out}"
    );
    // An unterminated string is the lexer's error, without the op's prefix.
    assert_eq!(
        first_error(&wrap("  demo.dir mode(\"up) %x : f32")),
        "expected '\"' in string literal"
    );
    // An empty string leaves the attribute unset, as MLIR's enum parser does.
    assert_eq!(
        first_error(&wrap("  demo.dir mode(\"\") %x : f32")),
        "'demo.dir' op requires attribute 'mode'"
    );
}

#[test]
fn declared_result_names_name_the_results() {
    let out = round_trip(&wrap("  %0:2 = demo.pair %x : f32, i32, i32"));
    assert!(
        out.contains("%lo, %hi = demo.pair %arg2 : f32, i32, i32"),
        "{out}"
    );
    assert_eq!(round_trip(&out), out);
}

#[test]
fn typed_array_attrs_read_build_and_verify() {
    let text = wrap("  demo.groups %x [[0, 1], [2]] : f32");
    let out = round_trip(&text);
    assert!(
        out.contains("demo.groups %arg2 [[0, 1], [2]] : f32"),
        "{out}"
    );
    let mut c = ctx();
    let m = parse_str(&mut c, "t.mlir", &text).map_err(|d| d.message);
    let m = m.unwrap_or_else(|e| panic!("{e}"));
    let op = c
        .walk_collect(m)
        .into_iter()
        .find_map(|o| DemoGroups::cast(&c, o));
    let groups = op.map(|g| g.groups(&c));
    assert_eq!(groups, Some(vec![vec![0, 1], vec![2]]));
    let e = first_error(&wrap("  demo.groups %x [[0], [1 : i32]] : f32"));
    assert_eq!(
        e,
        "'demo.groups' op attribute 'groups' failed to satisfy constraint: Array of 64-bit integer array attributes"
    );
}

#[test]
fn element_type_relations_compare_elements() {
    let out = round_trip(&wrap("  %0 = demo.splat %x : f32 to memref<4xf32>"));
    assert!(
        out.contains("= demo.splat %arg2 : f32 to memref<4xf32>"),
        "{out}"
    );
    let e = first_error(&wrap("  %0 = demo.splat %y : i32 to memref<4xf32>"));
    assert_eq!(
        e,
        "'demo.splat' op failed to verify that value and result have same element type"
    );
}

#[test]
fn a_family_table_lists_its_ops_for_registration() {
    let names: Vec<&str> = DEMO_FAMILY.iter().map(|def| def().name).collect();
    assert_eq!(names, ["demo.neg", "demo.abs"]);
    let out = round_trip(&wrap("  %0 = demo.neg %x : f32\n  %1 = demo.abs %0 : f32"));
    assert!(out.contains("= demo.abs %0 : f32"), "{out}");
}

#[test]
fn infers_relations_derive_types_and_check_nothing() {
    // `%x` is `f32`: the parser gives `v` the memref's element type.
    let out = round_trip(&wrap("  demo.infers %x, %m : memref<4xf32>"));
    assert!(
        out.contains("demo.infers %arg2, %arg0 : memref<4xf32>"),
        "{out}"
    );
    assert!(
        first_error(&wrap("  demo.infers %y, %m : memref<4xf32>"))
            .contains("expects different type")
    );
    // The generic form's mismatch is left to the op's verify hook.
    let generic = "  \"demo.infers\"(%y, %m) : (i32, memref<4xf32>) -> ()";
    assert_eq!(first_error(&wrap(generic)), "");
}

#[test]
fn custom_directives_anchor_optional_groups_by_their_first_argument() {
    let out = round_trip(&wrap("  demo.arrow\n  %r = demo.arrow -> i32"));
    assert!(out.contains("    demo.arrow\n"), "{out}");
    assert!(out.contains("%0 = demo.arrow -> (i32)"), "{out}");
}

#[test]
fn string_attrs_anchor_groups_only_at_string_literals() {
    let out = round_trip(&wrap("  demo.sym @a\n  demo.sym \"private\" @b"));
    assert!(out.contains("demo.sym @a\n"), "{out}");
    assert!(out.contains("demo.sym \"private\" @b"), "{out}");
    // A symbol name's error is the op's own (MLIR's `parseSymbolName`).
    assert_eq!(
        first_error(&wrap("  demo.sym nested")),
        "custom op 'demo.sym' expected valid '@'-identifier for symbol name"
    );
}

#[test]
fn single_block_regions_without_terminator_get_their_block() {
    let mut c = ctx();
    let text = wrap("  demo.block {\n  }");
    let m = parse_str(&mut c, "t.mlir", &text).map_err(|d| d.message);
    let block = m.ok().and_then(|m| {
        let op = c
            .walk_collect(m)
            .into_iter()
            .find_map(|o| DemoBlock::cast(&c, o))?;
        Some(c.region(op.body(&c)).blocks.len())
    });
    assert_eq!(block, Some(1));
}

#[test]
fn same_size_variadic_operands_need_no_segments() {
    let text = wrap("  demo.zip(%x, %y)[%i, %i] : f32, i32");
    let out = round_trip(&text);
    assert!(
        out.contains("demo.zip(%arg2, %arg3) [%arg1, %arg1] : f32, i32"),
        "{out}"
    );
    assert!(!out.contains("operandSegmentSizes"), "{out}");
    let mut c = ctx();
    // An odd count: each group gets the rounded-down share, as in MLIR.
    let text = wrap("  \"demo.zip\"(%x, %i, %i) : (f32, index, index) -> ()");
    let m = parse_str(&mut c, "t.mlir", &text).unwrap_or_else(|d| panic!("{}", d.message));
    let zip = c
        .walk_collect(m)
        .into_iter()
        .find_map(|o| DemoZip::cast(&c, o))
        .unwrap_or_else(|| panic!("no demo.zip"));
    assert_eq!((zip.xs(&c).len(), zip.ys(&c).len()), (1, 1));
    assert!(!DemoZip::spec().has_operand_segments());
    let e = first_error(&wrap("  \"demo.zip\"(%x, %x) : (f32, f32) -> ()"));
    assert_eq!(
        e,
        "'demo.zip' op operand #1 must be variadic of index, but got 'f32'"
    );
}

fn fold_none(_: &mut Context, _: crate::OpId) -> Option<Vec<crate::dialect::FoldResult>> {
    None
}
fn never(_: crate::OpId, _: &mut crate::pass::rewrite::Rewriter<'_>) -> Option<()> {
    None
}
fn names(_: &Context, _: crate::OpId) -> Vec<(usize, String)> {
    Vec::new()
}

crate::declare_ops! {
    {
        operands { x: one INDEX }
        format "$x attr-dict";
        fold fold_none;
    }
    /// `demo.hooked %i`
    DemoHooked = "demo.hooked", "Has its own patterns", asm_names names, canonicalize [never, never];
    /// `demo.plain %i`
    DemoPlain = "demo.plain", "Has the family's folder only";
}

#[test]
fn hook_clauses_fill_the_registration() {
    let (hooked, plain) = (DemoHooked::def(), DemoPlain::def());
    assert!(hooked.fold.is_some() && plain.fold.is_some());
    assert_eq!(
        (hooked.canonicalize.len(), plain.canonicalize.len()),
        (2, 0)
    );
    assert!(hooked.asm_names.is_some() && plain.asm_names.is_none());
}
