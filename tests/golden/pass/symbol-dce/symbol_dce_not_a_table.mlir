// FLAGS: --pass-pipeline=builtin.module(func.func(symbol-dce)) --mlir-disable-threading
module {
  func.func @f() { return }
}
