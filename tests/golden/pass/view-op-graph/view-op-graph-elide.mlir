// FLAGS: --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 --view-op-graph=max-label-len=0
// The elision limit follows the printer flag; every text is cut to nothing.
module @m attributes {test.x = {a = 1, b = "{|}"}} {
  func.func private @ext(memref<?x4xf32, strided<[4, 1], offset: ?>>) -> (tensor<2x3xf32>, i1)
  func.func @g(%m: memref<2x3xf32>, %i: index) -> f32 attributes {arr = [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17], arr2 = [1,2,3], llvm.emit_c_interface} {
    %c = arith.constant dense<1.0> : tensor<40x40xf32>
    %d = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
    %e = arith.constant dense<[[1, 2, 3, 4, 5], [3, 4, 5, 6, 7], [1, 2, 3, 4, 5], [3, 4, 5, 6, 7]]> : tensor<4x5xi32>
    %s = arith.constant dense<"abc"> : tensor<3x!foo.t<"x">>
    %r = arith.constant dense_resource<blob1> : tensor<30xi8>
    %sp = arith.constant sparse<[[0, 0]], [1.5]> : tensor<20x20xf32>
    %0 = memref.load %m[%i, %i] : memref<2x3xf32>
    %1 = affine.for %k = 0 to 10 iter_args(%acc = %0) -> f32 {
      %2 = affine.load %m[%k floordiv 4, %k mod 3] : memref<2x3xf32>
      %3 = arith.addf %acc, %2 fastmath<fast> : f32
      affine.yield %3 : f32
    }
    %x:2 = scf.while (%a = %1, %b = %i) : (f32, index) -> (f32, index) {
      %t = arith.constant true
      scf.condition(%t) %a, %b : f32, index
    } do {
    ^bb0(%a: f32, %b: index):
      scf.yield %a, %b : f32, index
    }
    return %x#0 : f32
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x04000000010203040506070809000102030405060708090001020304050607080900010203"
    }
  }
#-}
