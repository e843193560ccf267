// FLAGS: %s --mlir-print-op-generic
// The generic forms of call, call_indirect, constant and return, printed in
// their custom syntax (properties, discardable attributes, no_inline).
func.func private @g(i32, f32) -> (i1, i64)
func.func @f(%a: i32, %b: f32) -> (i1, i64) {
  %0:2 = "func.call"(%a, %b) <{callee = @g, arg_attrs = [{}, {}], res_attrs = [{}, {}]}> {tag = "x"} : (i32, f32) -> (i1, i64)
  "func.call"(%a, %b) {callee = @g, no_inline} : (i32, f32) -> (i1, i64)
  %1 = "func.constant"() {value = @g, other = 1} : () -> ((i32, f32) -> (i1, i64))
  %2:2 = "func.call_indirect"(%1, %a, %b) {arg_attrs = [{}, {}], tag} : ((i32, f32) -> (i1, i64), i32, f32) -> (i1, i64)
  "func.call_indirect"(%1, %a, %b) : ((i32, f32) -> (i1, i64), i32, f32) -> (i1, i64)
  %3 = func.constant {value = @f} @g : (i32, f32) -> (i1, i64)
  "func.return"(%2#0, %0#1) {operandSegmentSizes = 1} : (i1, i64) -> ()
}
func.func @empty() {
  %0 = "func.constant"() {value = @empty} : () -> (() -> ())
  "func.call_indirect"(%0) : (() -> ()) -> ()
  "func.return"() {tag} : () -> ()
}
