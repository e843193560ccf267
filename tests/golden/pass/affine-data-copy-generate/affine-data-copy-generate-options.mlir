// FLAGS: --allow-unregistered-dialect --split-input-file "--affine-data-copy-generate=fast-mem-capacity=1 slow-mem-space=3 tag-mem-space=5 fast-mem-space=7 generate-dma" %s
// Non-default memory spaces: only memrefs in the slow space (or without a
// memory space) are copied; tags live in tag-mem-space.
func.func @spaces(%a: memref<64x64xf32, 3>, %b: memref<64x64xf32, 4>, %c: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %x = affine.load %a[%i, %j] : memref<64x64xf32, 3>
      %y = affine.load %b[%j, %i] : memref<64x64xf32, 4>
      %s = arith.addf %x, %y : f32
      affine.store %s, %c[%i, %j] : memref<64x64xf32>
    }
  }
  return
}
// -----
func.func @straightline(%a: memref<16xf32>, %i: index) {
  %c3 = arith.constant 3 : index
  %v = affine.load %a[%c3] : memref<16xf32>
  %w = affine.load %a[symbol(%i) + 1] : memref<16xf32>
  %s = arith.addf %v, %w : f32
  affine.store %s, %a[symbol(%i)] : memref<16xf32>
  return
}
// -----
func.func @semi_affine(%a: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %a[%i * symbol(%n) + %j] : memref<100xf32>
      "use"(%v) : (f32) -> ()
    }
  }
  return
}
