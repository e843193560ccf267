// FLAGS:
// A single explicit top-level module is printed as is.
module attributes {foo.a} {
  func.func private @x()
}
