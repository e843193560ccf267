// FLAGS: %s --split-input-file --mlir-print-op-generic --allow-unregistered-dialect
func.func @a(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  "test.foo"() : () -> ()
  ub.unreachable
^b:
  return %x : i32
}
func.func @b(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^b(%x : i32), ^a
^a:
  ub.unreachable
^b(%y: i32):
  return %y : i32
}
func.func @c(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^a2
^a:
  ub.unreachable
^a2:
  ub.unreachable
}
func.func @d(%x: i32) -> i32 {
  cf.switch %x : i32, [ default: ^b, 1: ^a ]
^a:
  ub.unreachable
^b:
  return %x : i32
}
func.func @e(%c: i1, %x: i32) -> i32 {
  cf.br ^a
^a:
  ub.unreachable
}
// -----
func.func @f() {
  ub.unreachable
  return
}
// -----
func.func @g() -> i32 {
  %0 = arith.constant 1 : i32
  ub.unreachable {x}
}
// -----
"ub.unreachable"() : () -> ()
