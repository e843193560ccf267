// FLAGS: --split-input-file
// Names in messages keep their bytes as mlir-opt shows them.
func.func @f() {
  func.call @"gÿ"() : () -> ()
  return
}

// -----
func.func @"gÿ"() {
  return
}
func.func @"gÿ"() {
  return
}

// -----
func.func @"gþ"() -> i32 {
  return
}

// -----
module attributes {"ÿ" = 1} {
}

// -----
memref.global "ÿ" @g : memref<4xi8>

// -----
func.func @f() {
  %0 = memref.get_global @"gÿ" : memref<4xi8>
  return
}
