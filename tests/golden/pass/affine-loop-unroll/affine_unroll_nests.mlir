// FLAGS: -allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))
func.func @nest(%m: memref<?x?xf32>, %n: index) {
  %cst = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 10 {
      affine.store %cst, %m[%i, %j] : memref<?x?xf32>
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 1)>(%i) {
      affine.store %cst, %m[%i, %j] : memref<?x?xf32>
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0) -> (d0 * 2)>(%i) to affine_map<(d0) -> (d0 * 2 + 1)>(%i) {
      affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%j) {
        affine.store %cst, %m[%i, %j] : memref<?x?xf32>
      }
    }
  }
  affine.for %i = 0 to 7 step 3 {
    %a = affine.apply affine_map<(d0) -> (d0 * 3)>(%i)
    affine.store %cst, %m[%a, %i] : memref<?x?xf32>
  }
  affine.for %i = 0 to affine_map<()[s0] -> (s0 * 8 + 4)>()[%n] step 2 {
    affine.store %cst, %m[%i, %i] : memref<?x?xf32>
  }
  %x = affine.apply affine_map<()[s0] -> (s0 + 3)>()[%n]
  affine.for %i = %x to affine_map<()[s0] -> (s0 + 9)>()[%n] {
    affine.store %cst, %m[%i, %i] : memref<?x?xf32>
  }
  "test.op"() ({
    affine.for %i = 0 to 5 {
      affine.store %cst, %m[%i, %i] : memref<?x?xf32>
    }
    "test.end"() : () -> ()
  }) : () -> ()
  return
}
func.func private @decl()
