// FLAGS: --duplicate-function-elimination --allow-unregistered-dialect
module {
  func.func private @a() { return }
  func.func private @b() { return }
  func.func @u() {
    "foo.x"() {r = distinct[0]<@b>, q = distinct[0]<@b>, s = distinct[1]<[@b, @a]>} : () -> ()
    "foo.y"() {r = distinct[0]<@b>} : () -> ()
    return
  }
}
