// FLAGS: --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo
func.func @f(%a: i32 {foo.x}, %b: i1) -> (i32 {foo.r}) attributes {foo.z} {
  "foo.cond_br"(%b, %a)[^bb1, ^bb2] : (i1, i32) -> ()
^bb1:
  %c = constant @f : (i32, i1) -> i32
  %r = call_indirect %c(%a, %b) : (i32, i1) -> i32
  return %r : i32
^bb2:
  %r2 = call @f(%a, %b) {foo.attr} : (i32, i1) -> i32
  %u = builtin.unrealized_conversion_cast %r2 : i32 to i64
  return %r2 : i32
}
module @m attributes {foo.q} {
}
