// FLAGS: --allow-unregistered-dialect
module @m {
  func.func private @inner()
  module @sub {
    func.func private @deep()
  }
}
func.func @use() {
  "foo.ref"() {a = @m::@inner, b = @m::@sub::@deep} : () -> ()
  return
}
