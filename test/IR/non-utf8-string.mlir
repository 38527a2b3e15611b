// RUN: tile-opt %s | FileCheck %s

// A string attribute holding a byte that is not UTF-8 (written raw) prints it escaped.

// CHECK: func.func @raw_byte() attributes {s = "a\FFb"}
func.func @raw_byte() attributes {s = "aÿb"} {
  return
}
