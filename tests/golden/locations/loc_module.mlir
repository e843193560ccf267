// FLAGS: --mlir-print-debuginfo
module @m attributes {foo.x = 1} {
  func.func private @d(i32) loc("d.c":1:1)
} loc("mod.c":5:5)
