// FLAGS: %s --split-input-file
// Syntax shared with func through rmlir-ods: a memref operand's `type($x)`
// is read as a memref type, a FlatSymbolRefAttr as a typed-none symbol.
func.func @load_from_non_memref(%m: memref<i32>) {
  %0 = memref.load %m[] : i32
  return
}
// -----
func.func @get_global_string() {
  %0 = memref.get_global "x" : memref<i32>
  return
}
// -----
func.func @get_global_integer() {
  %0 = memref.get_global 3 : memref<i32>
  return
}
