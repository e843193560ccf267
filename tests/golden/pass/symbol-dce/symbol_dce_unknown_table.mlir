// FLAGS: --symbol-dce --allow-unregistered-dialect
module {
  func.func private @a() { return }
  "foo.region"() ({
    "foo.x"() {r = @a} : () -> ()
  }) : () -> ()
}
