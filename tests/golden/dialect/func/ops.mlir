// FLAGS: %s
// Every func op in custom form: func.func (declarations, visibility,
// argument/result attributes, attributes), func.call, func.call_indirect,
// func.constant and func.return.
func.func private @decl(i32) -> i64
func.func nested @nested_decl()
func.func @no_results(%a: i32) {
  return
}
func.func @attrs(%a: i32 {test.arg}, %b: f32 {test.a = 1 : i32, test.b}) -> (i32 {test.res}, f32) attributes {test.fn = "x"} {
  return %a, %b : i32, f32
}
func.func @calls(%a: i32) -> i64 {
  %0 = call @decl(%a) : (i32) -> i64
  %1 = func.call @decl(%a) {test.tag} : (i32) -> i64
  func.call @no_results(%a) : (i32) -> ()
  %f = constant @decl : (i32) -> i64
  %g = func.constant {test.c} @no_results : (i32) -> ()
  %2 = call_indirect %f(%a) : (i32) -> i64
  func.call_indirect %g(%a) : (i32) -> ()
  %3 = func.call_indirect %f(%a) {test.ind} : (i32) -> i64
  func.return %2 : i64
}
func.func @multi(%a: i32, %b: index) -> (i32, index) {
  %0:2 = call @multi(%a, %b) : (i32, index) -> (i32, index)
  return %0#0, %0#1 : i32, index
}
func.func @blocks(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  return %a : i32
^bb2(%x: i32):
  return %x : i32
}
func.func @types(%t: tensor<4xf32>, %m: memref<?xi8>, %v: vector<2xindex>) -> (tensor<4xf32>, memref<?xi8>, vector<2xindex>) {
  return %t, %m, %v : tensor<4xf32>, memref<?xi8>, vector<2xindex>
}
func.func private @with_arg_names(%arg: i32 {test.x}) -> ()
func.func private @fn_result() -> ((i32) -> i32)
