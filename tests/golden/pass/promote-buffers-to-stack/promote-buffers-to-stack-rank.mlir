// FLAGS: --promote-buffers-to-stack=max-rank-of-allocated-memref=2 %s
// Dynamic allocs of rank 2 sized by memref.rank are promoted.
func.func @ranked(%m: memref<*xf32>, %n: index) {
  %r = memref.rank %m : memref<*xf32>
  %0 = memref.alloc(%r) : memref<?xi64>
  %1 = memref.alloc(%r, %r) : memref<?x?xi8>
  %2 = memref.alloc(%r, %n) : memref<?x?xi8>
  %3 = memref.alloc(%r, %r, %r) : memref<?x?x?xi8>
  return
}
