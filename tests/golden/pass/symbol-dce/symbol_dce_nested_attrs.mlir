// FLAGS: --symbol-dce --allow-unregistered-dialect
module {
  func.func private @a() { return }
  func.func private @b() { return }
  func.func private @c() { return }
  func.func private @d() { return }
  func.func @u() {
    "foo.x"() {r = distinct[0]<@a>, s = {k = [[@b]]}, t = dense<1> : tensor<2xi32>} : () -> ()
    "foo.y"() <{p = @d}> : () -> ()
    return
  }
}
