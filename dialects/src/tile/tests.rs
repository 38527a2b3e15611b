//! Tests of the tile dialect: the attribute's text and errors, `tile.relayout`'s syntax,
//! verifier and folder, and the tensor-level helpers.

use tile_ir::dialect::FoldResult;
use tile_ir::printer::{PrintOptions, print_op};
use tile_ir::{Context, OpId};

use super::*;

fn context() -> Context {
    Context::new(crate::registry())
}

fn parse(ctx: &mut Context, src: &str) -> Result<OpId, String> {
    tile_ir::parser::parse_str(ctx, "t.mlir", src).map_err(|d| tile_ir::diagnostic::render(ctx, &d))
}

fn round_trip(src: &str) -> String {
    let mut ctx = context();
    let m = parse(&mut ctx, src).unwrap_or_else(|e| panic!("{e}"));
    let diags = tile_ir::verifier::verify(&ctx, m);
    assert!(
        diags.is_empty(),
        "{:?}",
        diags.iter().map(|d| d.message.clone()).collect::<Vec<_>>()
    );
    print_op(&ctx, m, &PrintOptions::default())
}

fn first_error(src: &str) -> String {
    let mut ctx = context();
    match parse(&mut ctx, src) {
        Err(e) => e,
        Ok(m) => tile_ir::verifier::verify(&ctx, m)
            .first()
            .map(|d| tile_ir::diagnostic::render(&ctx, d))
            .unwrap_or_else(|| "no error".into()),
    }
}

const RELAYOUT: &str = r#"func.func @f(%x: tensor<3x5xf32>) -> tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">> {
  %y = tile.relayout %x : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
  return %y : tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>
}
"#;

#[test]
fn relayout_round_trips() {
    let out = round_trip(RELAYOUT);
    assert!(
        out.contains(r#"%0 = tile.relayout %arg0 : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{1,0:T(2,2)}">>"#),
        "{out}"
    );
    assert_eq!(round_trip(&out), out);
}

#[test]
fn layout_text_is_canonicalized() {
    let src = r#"func.func @f(%x: tensor<2x3x1004xbf16, #tile.layout<" { 2, 1, 0 : T(2, *, 128) } ">>) {
  return
}
"#;
    let out = round_trip(src);
    assert!(
        out.contains(r#"tensor<2x3x1004xbf16, #tile.layout<"{2,1,0:T(2,*,128)}">>"#),
        "{out}"
    );
}

#[test]
fn layout_errors_point_inside_the_string() {
    // The caret is on the `T` that comes after `E(4)`, inside the string.
    let src = r#"func.func @f(%x: tensor<3x5xf32, #tile.layout<"{1,0:E(4)T(2,2)}">>) {
  return
}
"#;
    let e = first_error(src);
    assert!(
        e.contains("t.mlir:1:57: error: invalid XLA layout: expects layout to end with }"),
        "{e}"
    );
    let e = first_error(r#"func.func private @f(tensor<3xf32, #tile.foo<"{0}">>)"#);
    assert!(
        e.contains("unknown attribute `foo` in dialect `tile`"),
        "{e}"
    );
    let e = first_error(r#"func.func private @f(tensor<3xf32, #tile.layout<{0}>>)"#);
    assert!(e.contains("expected a string"), "{e}");
}

#[test]
fn relayout_verifier() {
    let e = first_error(
        r#"func.func @f(%x: tensor<3x5xf32>) {
  %y = tile.relayout %x : tensor<3x5xf32> to tensor<3x6xf32>
  return
}
"#,
    );
    assert!(
        e.contains("'tile.relayout' op source and result must have the same shape and element type, but got 'tensor<3x5xf32>' and 'tensor<3x6xf32>'"),
        "{e}"
    );
    let e = first_error(
        r#"func.func @f(%x: tensor<3x5xf32>) {
  %y = tile.relayout %x : tensor<3x5xf32> to tensor<3x5xf32, #tile.layout<"{0:T(2)}">>
  return
}
"#,
    );
    assert!(e.contains("layout of the result #0 does not fit 'tensor<3x5xf32, #tile.layout<\"{0:T(2)}\">>': Dimensions size is 2, but minor to major size is 1."), "{e}");
    let e = first_error(
        r#"func.func @f(%x: tensor<3x?xf32>) {
  %y = tile.relayout %x : tensor<3x?xf32> to tensor<3x?xf32, #tile.layout<"{1,0:T(*,2)}">>
  return
}
"#,
    );
    assert!(e.contains("dimension 1 is dynamic"), "{e}");
    let e = first_error(
        r#"func.func @f(%x: tensor<*xf32>) {
  %y = "tile.relayout"(%x) : (tensor<*xf32>) -> tensor<3xf32>
  return
}
"#,
    );
    assert!(
        e.contains("operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'"),
        "{e}"
    );
}

#[test]
fn relayout_folds_identities_and_round_trips() {
    let src = r#"func.func @f(%x: tensor<4x8xbf16>) -> (tensor<4x8xbf16>, tensor<4x8xbf16>) {
  %a = tile.relayout %x : tensor<4x8xbf16> to tensor<4x8xbf16>
  %b = tile.relayout %x : tensor<4x8xbf16> to tensor<4x8xbf16, #tile.layout<"{1,0:T(2,4)(2,1)}">>
  %c = tile.relayout %b : tensor<4x8xbf16, #tile.layout<"{1,0:T(2,4)(2,1)}">> to tensor<4x8xbf16>
  %d = tile.relayout %b : tensor<4x8xbf16, #tile.layout<"{1,0:T(2,4)(2,1)}">> to tensor<4x8xbf16, #tile.layout<"{0,1}">>
  return %a, %c : tensor<4x8xbf16>, tensor<4x8xbf16>
}
"#;
    let mut ctx = context();
    let m = parse(&mut ctx, src).unwrap_or_else(|e| panic!("{e}"));
    let ops: Vec<OpId> = ctx
        .walk_collect(m)
        .into_iter()
        .filter(|&o| ctx.op_name_of(o) == "tile.relayout")
        .collect();
    let folds: Vec<bool> = ops
        .iter()
        .map(|&o| {
            let f = ctx.op_def(o).and_then(|d| d.fold);
            matches!(
                f.and_then(|f| f(&mut ctx, o)).as_deref(),
                Some([FoldResult::Value(_)])
            )
        })
        .collect();
    assert_eq!(folds, vec![true, false, true, false]);
}

#[test]
fn tensor_helpers_use_the_level_map() {
    let mut ctx = context();
    let m = parse(&mut ctx, RELAYOUT).unwrap_or_else(|e| panic!("{e}"));
    let op = ctx
        .walk_collect(m)
        .into_iter()
        .find(|&o| ctx.op_name_of(o) == "tile.relayout");
    let Some(op) = op else { panic!("no relayout") };
    let Some(&ty) = ctx.result_types(op).first() else {
        panic!("no result")
    };
    let (map, sizes) = tensor_level_map(&ctx, ty).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        map.to_string(),
        "(d0, d1) -> (d0 floordiv 2, d1 floordiv 2, d0 mod 2, d1 mod 2)"
    );
    assert_eq!(sizes, vec![Some(2), Some(3), Some(2), Some(2)]);
    let s = tensor_byte_sizes(&ctx, ty).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((s.unpadded_bytes, s.padded_bytes), (60, 96));
    let Some(&src) = ctx.operand_types(op).first() else {
        panic!("no operand")
    };
    let (map, _) = tensor_level_map(&ctx, src).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(map.to_string(), "(d0, d1) -> (d0, d1)");
    assert_eq!(tensor_layout(&ctx, src), None);
}
