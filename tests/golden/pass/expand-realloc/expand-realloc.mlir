// FLAGS: --split-input-file --expand-realloc %s
// realloc expansions: dynamic and static sizes, alignment kept; the last
// shrinks a static buffer into an invalid subview, as mlir-opt does.
func.func @a(%m: memref<?xf32>, %n: index, %s: memref<4xi8>) -> (memref<?xf32>, memref<8xi8>) {
  %0 = memref.realloc %m(%n) {alignment = 8 : i64, foo = 1} : memref<?xf32> to memref<?xf32>
  %1 = memref.alloc() : memref<4xi8>
  %2 = memref.realloc %1 : memref<4xi8> to memref<8xi8>


  return %0, %2 : memref<?xf32>, memref<8xi8>
}
// -----
func.func @shrink() -> memref<2xi8> {
  %3 = memref.alloc() : memref<4xi8>
  %4 = memref.realloc %3 : memref<4xi8> to memref<2xi8>
  return %4 : memref<2xi8>
}
