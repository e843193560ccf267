// FLAGS:
module {
  func.func @outer() {
    return
  }
  module @inner {
    func.func @g() {
      %c = arith.constant 0 : index
      return
    }
  }
  module @inner2 {
    func.func @h() {
      call @outer() : () -> ()
      return
    }
  }
}
