//! Unit tests of the declared tensor and bufferization ops: MLIR's messages where the lit
//! files cannot say them, the builders, and the verify hooks on malformed ops.

use super::{ExtractSliceOp, FromElementsOp};
use tile_ir::builder::OpBuilder;
use tile_ir::parser::parse_str;
use tile_ir::printer::{PrintOptions, print_op};
use tile_ir::{Context, Loc, OperationState};

fn ctx() -> Context {
    Context::new(crate::registry())
}

fn parse_error(text: &str) -> String {
    let mut c = ctx();
    match parse_str(&mut c, "t.mlir", text) {
        Ok(_) => String::new(),
        Err(d) => tile_ir::diagnostic::render(&c, &d),
    }
}

#[test]
fn dynamic_index_list_entries_have_mlir_messages() {
    // mlir-opt-22: `t.mlir:2:32: error: custom op 'tensor.extract_slice' expected integer value`
    // (then a second error, `expected SSA value or integer`, at the op).
    let e = parse_error(
        "func.func @f(%t: tensor<8xf32>) {\n  %0 = tensor.extract_slice %t[foo] [4] [1] : tensor<8xf32> to tensor<4xf32>\n  return\n}\n",
    );
    assert!(
        e.starts_with(
            "t.mlir:2:32: error: custom op 'tensor.extract_slice' expected integer value"
        ),
        "{e}"
    );
    let e = parse_error(
        "func.func @f(%t: tensor<8xf32>) {\n  %0 = tensor.pad %t low[99999999999999999999] high[0] {\n  ^bb0(%i: index):\n    %c = arith.constant 0.0 : f32\n    tensor.yield %c : f32\n  } : tensor<8xf32> to tensor<?xf32>\n  return\n}\n",
    );
    assert!(
        e.starts_with("t.mlir:2:26: error: custom op 'tensor.pad' integer value too large"),
        "{e}"
    );
    // The delimiters, with MLIR's context (then, again, `expected SSA value or integer`).
    let e = parse_error(
        "func.func @f(%t: tensor<8xf32>) {\n  %0 = tensor.extract_slice %t[0 4] [4] [1] : tensor<8xf32> to tensor<4xf32>\n  return\n}\n",
    );
    assert!(
        e.starts_with("t.mlir:2:33: error: expected ']' in dynamic index list"),
        "{e}"
    );
    let e = parse_error(
        "func.func @f(%t: tensor<8xf32>) {\n  %0 = tensor.extract_slice %t [4] [1] : tensor<8xf32> to tensor<4xf32>\n  return\n}\n",
    );
    assert!(
        e.starts_with("t.mlir:2:39: error: expected '[' in dynamic index list"),
        "{e}"
    );
}

#[test]
fn builders_make_ops_that_verify_and_print() {
    let mut c = ctx();
    let text = "func.func @f(%t: tensor<8x8xf32>, %i: index, %x: f32) {\n  return\n}\n";
    let m = parse_str(&mut c, "t.mlir", text).unwrap_or_else(|d| panic!("{}", d.message));
    let ret = c
        .walk_collect(m)
        .into_iter()
        .find(|&o| c.op_name_of(o) == "func.return")
        .unwrap_or_else(|| panic!("no return"));
    let args = c
        .op(ret)
        .parent
        .map(|b| c.block(b).args.to_vec())
        .unwrap_or_default();
    let (&t, &i, &x) = match args.as_slice() {
        [t, i, x] => (t, i, x),
        _ => panic!("three arguments"),
    };
    let mut b = OpBuilder::before(ret);
    let f32t = c.float_type(tile_ir::float::FloatSemantics::F32);
    let res = c.tensor_type(vec![4], f32t, None);
    let slice = ExtractSliceOp::build(
        &mut b,
        &mut c,
        Loc::Unknown,
        res,
        t,
        &[i],
        &[],
        &[],
        vec![tile_ir::types::DYNAMIC, 2],
        vec![1, 4],
        vec![1, 1],
    );
    let two = c.tensor_type(vec![2], f32t, None);
    let elems = FromElementsOp::build(&mut b, &mut c, Loc::Unknown, two, &[x, x]);
    assert_eq!(slice.source(&c), t);
    assert_eq!(slice.static_sizes(&c), vec![1, 4]);
    assert_eq!(elems.elements(&c).len(), 2);
    let errs = tile_ir::verifier::verify(&c, m);
    assert!(errs.is_empty(), "{:?}", errs.first().map(|d| &d.message));
    let out = print_op(&c, m, &PrintOptions::default());
    assert!(
        out.contains("%extracted_slice = tensor.extract_slice %arg0[%arg1, 2] [1, 4] [1, 1] : tensor<8x8xf32> to tensor<4xf32>"),
        "{out}"
    );
    assert!(
        out.contains("%from_elements = tensor.from_elements %arg2, %arg2 : tensor<2xf32>"),
        "{out}"
    );
}

#[test]
fn verify_hooks_accept_malformed_ops_without_panicking() {
    let mut c = ctx();
    let reg = crate::registry();
    let names: Vec<&'static str> = reg
        .ops()
        .into_iter()
        .filter(|d| d.name.starts_with("tensor.") || d.name.starts_with("bufferization."))
        .map(|d| d.name)
        .collect();
    assert_eq!(names.len(), 28);
    for name in names {
        let op = c.create_op(OperationState::new(name, Loc::Unknown));
        if let Some(verify) = c.op_def(op).and_then(|d| d.verify) {
            let _ = verify(&c, op);
        }
    }
}

fn verify_error(text: &str) -> String {
    let mut c = ctx();
    let m = parse_str(&mut c, "t.mlir", text).unwrap_or_else(|d| panic!("{}", d.message));
    let errs = tile_ir::verifier::verify(&c, m);
    errs.first()
        .map(|d| tile_ir::diagnostic::render(&c, d))
        .unwrap_or_default()
}

#[test]
fn tensor_buffer_mismatch_is_mlirs_first_error() {
    // mlir-opt-22 reports `shapes do not match` (or `element types do not match`) at the op,
    // then `'...' op failed to verify that specified tensor and buffer types match`; the
    // first is ours.
    let e = verify_error(
        "func.func @f(%t: tensor<4xf32>) {\n  %0 = \"bufferization.to_buffer\"(%t) : (tensor<4xf32>) -> memref<5xf32>\n  return\n}\n",
    );
    assert!(
        e.starts_with("t.mlir:2:8: error: shapes do not match\n"),
        "{e}"
    );
    let e = verify_error(
        "func.func @f(%m: memref<4xf32>) {\n  %0 = \"bufferization.to_tensor\"(%m) : (memref<4xf32>) -> tensor<4xi32>\n  return\n}\n",
    );
    assert!(
        e.starts_with("t.mlir:2:8: error: element types do not match\n"),
        "{e}"
    );
}
