// FLAGS: %s --allow-unregistered-dialect --strip-debuginfo --pass-pipeline='builtin.module(strip-debuginfo)'
#map = affine_map<(d0) -> (d0)>
module {
  func.func @f(%a: i32 loc("x":1:2), %b: i32) -> i32 {
    %0 = arith.addi %a, %b : i32 loc("y":3:4)
    cf.br ^bb1(%0 : i32) loc(fused["a", "b"])
  ^bb1(%1: i32 loc("z":5:6)):
    return %1 : i32
  } loc("f")
  func.func private @g() attributes {m = #map}
  memref.global "private" @gv : memref<2xi32> = dense<[1, 2]>
  memref.global @pub : memref<2xi32> = uninitialized
  module @inner {
    func.func @h() { return }
  }
  "other.op"() {sym_name = "notasymbol"} : () -> ()
}
