// FLAGS: --duplicate-function-elimination --allow-unregistered-dialect --mlir-print-op-generic --verify-each=0
module {
  func.func private @a() { return }
  func.func private @b() {
    func.call @c() : () -> ()
    return
  }
  func.func private @c() { return }
  func.func private @d() {
    func.call @d() : () -> ()
    return
  }
  memref.global "private" @g : memref<4xi32>
  memref.global "private" @g2 : memref<4xi32>
  func.func @pub() -> memref<4xi32> {
    func.call @b() : () -> ()
    %0 = memref.get_global @g : memref<4xi32>
    "foo.x"() {r = @unknown, s = @mod::@inner, t = @mod::@missing} : () -> ()
    return %0 : memref<4xi32>
  }
  module @mod attributes {sym_visibility = "private"} {
    func.func private @inner() { return }
    func.func private @dead() { return }
    func.func @pub2() {
      func.call @inner2() : () -> ()
      return
    }
    func.func private @inner2() { return }
  }
  module @mod2 attributes {sym_visibility = "private"} {
    func.func @pub3() { return }
  }
  "foo.nonsym"() {sym_name = "ns", r = @a} : () -> ()
}
