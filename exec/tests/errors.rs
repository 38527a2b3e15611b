//! Run-time faults are diagnostics at the faulting op, never panics.

use tile_exec::{RunOptions, run_source};

fn run_err(text: &str, opts: RunOptions) -> String {
    let out = run_source("t.mlir", text, "main", opts);
    out.error.expect("expected a run-time error")
}

#[test]
fn out_of_bounds_load() {
    let e = run_err(
        r#"func.func @main() {
  %c5 = arith.constant 5 : index
  %m = memref.alloc() : memref<4xf32>
  %v = memref.load %m[%c5] : memref<4xf32>
  return
}"#,
        RunOptions::default(),
    );
    assert!(e.contains("t.mlir:4:8"), "{e}");
    assert!(
        e.contains("'memref.load' op index 5 is out of bounds for dimension 0 of size 4"),
        "{e}"
    );
}

#[test]
fn out_of_bounds_tensor_extract() {
    let e = run_err(
        r#"func.func @main() {
  %c2 = arith.constant 2 : index
  %t = arith.constant dense<[1, 2]> : tensor<2xi32>
  %v = tensor.extract %t[%c2] : tensor<2xi32>
  return
}"#,
        RunOptions::default(),
    );
    assert!(
        e.contains("'tensor.extract' op index [2] is out of bounds"),
        "{e}"
    );
}

#[test]
fn integer_division_by_zero() {
    let e = run_err(
        r#"func.func @main() {
  %a = arith.constant 7 : i32
  %z = arith.constant 0 : i32
  %q = arith.divsi %a, %z : i32
  return
}"#,
        RunOptions::default(),
    );
    assert!(e.contains("t.mlir:4:8"), "{e}");
    assert!(
        e.contains("'arith.divsi' op integer division by zero"),
        "{e}"
    );
}

#[test]
fn fuel_limit_stops_infinite_loop() {
    let e = run_err(
        r#"func.func @main() {
  %t = arith.constant true
  scf.while : () -> () {
    scf.condition(%t)
  } do {
    scf.yield
  }
  return
}"#,
        RunOptions {
            fuel: 10_000,
            ..RunOptions::default()
        },
    );
    assert!(e.contains("fuel exhausted"), "{e}");
}

const NEW: &str = r#"#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func private @getTensorFilename(index) -> (!llvm.ptr)
func.func @main() {
  %c0 = arith.constant 0 : index
  %f = call @getTensorFilename(%c0) : (index) -> (!llvm.ptr)
  %a = sparse_tensor.new %f : !llvm.ptr to tensor<?x?xf64, #CSR>
  sparse_tensor.print %a : tensor<?x?xf64, #CSR>
  return
}"#;

fn with_tensor0(path: &str) -> RunOptions {
    RunOptions {
        tensor_files: Some(vec![("TENSOR0".into(), path.into())]),
        ..RunOptions::default()
    }
}

#[test]
fn missing_file() {
    let e = run_err(NEW, with_tensor0("/nonexistent/x.mtx"));
    assert!(e.contains("t.mlir:6:8"), "{e}");
    assert!(
        e.contains("'sparse_tensor.new' op cannot read '/nonexistent/x.mtx'"),
        "{e}"
    );
}

#[test]
fn unset_tensor_variable() {
    let e = run_err(
        NEW,
        RunOptions {
            tensor_files: Some(vec![]),
            ..RunOptions::default()
        },
    );
    assert!(e.contains("environment variable TENSOR0 is not set"), "{e}");
}

#[test]
fn malformed_mtx() {
    let dir = std::env::temp_dir().join(format!("tile-exec-err-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp dir");
    let p = dir.join("bad.mtx");
    std::fs::write(
        &p,
        "%%MatrixMarket matrix coordinate real general\n2 2 2\n1 1 1.0\n3 1 2.0\n",
    )
    .expect("write");
    let e = run_err(NEW, with_tensor0(&p.to_string_lossy()));
    assert!(e.contains("line 4: coordinate 3 is outside 1..=2"), "{e}");
}

#[test]
fn unknown_function() {
    let out = run_source(
        "t.mlir",
        "func.func @f() { return }",
        "main",
        RunOptions::default(),
    );
    assert_eq!(
        out.error
            .as_deref()
            .map(|e| e.contains("no function named 'main'")),
        Some(true)
    );
}

#[test]
fn disassemble_into_too_small_buffer() {
    let e = run_err(
        r#"#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @main() {
  %d = arith.constant dense<[[1.0, 2.0], [3.0, 0.0]]> : tensor<2x2xf64>
  %s = sparse_tensor.convert %d : tensor<2x2xf64> to tensor<2x2xf64, #CSR>
  %op = arith.constant dense<0> : tensor<3xindex>
  %oc = arith.constant dense<0> : tensor<2xindex>
  %ov = arith.constant dense<0.0> : tensor<3xf64>
  %rp, %rc, %rv, %lp, %lc, %lv = sparse_tensor.disassemble %s : tensor<2x2xf64, #CSR>
     out_lvls(%op, %oc : tensor<3xindex>, tensor<2xindex>)
     out_vals(%ov : tensor<3xf64>)
     -> (tensor<3xindex>, tensor<2xindex>), tensor<3xf64>, (index, index), index
  return
}
"#,
        RunOptions::default(),
    );
    assert!(
        e.contains("t.mlir:8:34: error: 'sparse_tensor.disassemble' op output buffer #1 holds 2 elements, 3 are needed"),
        "{e}"
    );
}

#[test]
fn sort_with_short_buffer() {
    let e = run_err(
        r#"func.func @main() {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %xy = memref.alloc(%c5) : memref<?xindex>
  sparse_tensor.sort hybrid_quick_sort %c5, %xy {ny = 0 : index, perm_map = affine_map<(d0) -> (d0)>} : memref<?xindex>
  sparse_tensor.sort hybrid_quick_sort %c5, %xy {ny = 1 : index, perm_map = affine_map<(d0) -> (d0)>} : memref<?xindex>
  return
}
"#,
        RunOptions::default(),
    );
    assert!(
        e.contains("t.mlir:6:3: error: 'sparse_tensor.sort' op 'xy' holds 5 elements, 5 tuples of 2 need 10"),
        "{e}"
    );
}
