// FLAGS: %s --split-input-file
func.func @f() {
  %0 = func.constant {foo = 1} @f : () -> ()
  %1 = func.constant {value = @g} @f : () -> ()
  %2 = "func.constant"() <{value = @f}> {foo = 2} : () -> (() -> ())
  return
}
func.func private @g()
// -----
func.func @f() {
  %1 = func.constant {value = 1} @f : () -> ()
  return
}
// -----
func.func @f() {
  %1 = func.constant @f {x} : () -> ()
  return
}
