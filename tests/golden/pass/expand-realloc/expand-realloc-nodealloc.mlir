// FLAGS: "--expand-realloc=emit-deallocs=false" %s
// realloc expansion without freeing the old buffer.
func.func @a(%m: memref<?xf32>, %n: index, %s: memref<4xi8>) -> (memref<?xf32>, memref<8xi8>) {
  %0 = memref.realloc %m(%n) {alignment = 8 : i64, foo = 1} : memref<?xf32> to memref<?xf32>
  %1 = memref.alloc() : memref<4xi8>
  %2 = memref.realloc %1 : memref<4xi8> to memref<8xi8>
  return %0, %2 : memref<?xf32>, memref<8xi8>
}
