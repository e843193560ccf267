// FLAGS:
module @m {
  func.func private @x()
  func.func private @x(i32)
}
