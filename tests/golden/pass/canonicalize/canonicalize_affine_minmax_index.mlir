// FLAGS: --allow-unregistered-dialect --canonicalize
memref.global "private" constant @g : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>

func.func @minmax(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)>()[%a]
  %1 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0)>(%0)[%b]
  %2 = affine.max affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32)>(%a, %b)
  %3 = affine.max affine_map<(d0) -> (d0 + 2, d0 + 2)>(%c)
  return %1, %2, %3 : index, index, index
}

func.func @index_ops(%x: index, %y: index, %z: index) -> (index, index, index, index) {
  %0:3 = affine.delinearize_index %x into (4, 1, 8) : index, index, index
  %1 = affine.linearize_index disjoint [%x, %y, %z] by (3, 1, 32) : index
  %2:3 = affine.delinearize_index %1 into (3, 4, 8) : index, index, index
  %3:2 = affine.delinearize_index %y into (5, 7) : index, index
  %4 = affine.linearize_index [%3#0, %3#1] by (5, 7) : index
  %5 = affine.apply affine_map<()[s0, s1] -> (s0 * 7 + s1 + 3)>()[%3#0, %3#1]
  return %0#2, %2#1, %4, %5 : index, index, index, index
}

func.func @par_and_global(%m: memref<8xf32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  affine.parallel (%i) = (%c0) to (%c0 + 8) {
    %v = affine.load %m[%i] : memref<8xf32>
    "test.use"(%v) : (f32) -> ()
  }
  %g = memref.get_global @g : memref<2x3xi32>
  %e = affine.load %g[1, 2] : memref<2x3xi32>
  return %e : i32
}
