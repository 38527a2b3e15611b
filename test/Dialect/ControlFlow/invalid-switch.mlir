// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @float_flag(%x: f32) {
  // expected-error@+1 {{'cf.switch' op operand #0 must be integer, but got 'f32'}}
  "cf.switch"(%x) [^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  return
}

// -----

func.func @values_vs_destinations(%x: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%x) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>,
                                  case_values = dense<[1, 2]> : vector<2xi32>,
                                  operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @value_type(%x: i32) {
  // expected-error@+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%x) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>,
                                  case_values = dense<[1]> : vector<1xi64>,
                                  operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @operand_count(%x: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.switch %x : i32, [
    default: ^bb1(%x : i32),
    4: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @non_integer_case(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
    four: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @no_successor(%x: i32) {
  // expected-error@+1 {{'cf.switch' op requires at least 1 successors but found 0}}
  "cf.switch"(%x) <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
}

// -----

func.func @segment_total(%x: i32) {
  // expected-error@+1 {{'cf.switch' op caseOperands count (0) does not match with the total size (2) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%x) [^bb1, ^bb1] <{case_operand_segments = array<i32: 2>,
                                  case_values = dense<[1]> : vector<1xi32>,
                                  operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @negative_segment(%x: i32) {
  // expected-error@+1 {{'cf.switch' op 'case_operand_segments' attribute cannot have negative elements}}
  "cf.switch"(%x) [^bb1, ^bb1] <{case_operand_segments = array<i32: -1>,
                                  case_values = dense<[1]> : vector<1xi32>,
                                  operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

// Float case values do not convert to the property's storage (integer elements).
func.func @float_case_values(%x: i32) {
  // expected-error@+1 {{Invalid attribute `case_values` in property conversion: dense<1.000000e+00> : tensor<1xf32>}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1.0> : tensor<1xf32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
