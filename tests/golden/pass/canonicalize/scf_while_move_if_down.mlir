// FLAGS: %s --split-input-file --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
func.func @while_move_if_down() -> i32 {
  %defined_outside = "test.get_some_value0" () : () -> (i32)
  %0 = scf.while () : () -> (i32) {
    %used_value = "test.get_some_value1" () : () -> (i32)
    %used_by_subregion = "test.get_some_value2" () : () -> (i32)
    %else_value = "test.get_some_value3" () : () -> (i32)
    %condition = "test.condition"() : () -> i1
    %res = scf.if %condition -> (i32) {
      "test.use0" (%defined_outside) : (i32) -> ()
      "test.use1" (%used_value) : (i32) -> ()
      scf.execute_region no_inline {
        "test.use2" (%used_by_subregion) : (i32) -> ()
        "test.use2" (%used_value) : (i32) -> ()
        scf.yield
      }
      %then_value = "test.get_some_value4" () : () -> (i32)
      scf.yield %then_value : i32
    } else {
      scf.yield %else_value : i32
    }
    scf.condition(%condition) %res : i32
  } do {
  ^bb0(%res_arg: i32):
    "test.use3" (%res_arg) : (i32) -> ()
    scf.yield
  }
  return %0 : i32
}
func.func @two(%x: i32) -> (i32, i32) {
  %0:2 = scf.while (%a = %x) : (i32) -> (i32, i32) {
    %v = "test.v"(%a) : (i32) -> (i32)
    %condition = "test.condition"() : () -> i1
    %res = scf.if %condition -> (i32) {
      %t = "test.t"(%v, %a) : (i32, i32) -> (i32)
      scf.yield %t : i32
    } else {
      scf.yield %v : i32
    }
    scf.condition(%condition) %v, %res : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.n"(%p, %q) : (i32, i32) -> (i32)
    scf.yield %n : i32
  }
  return %0#0, %0#1 : i32, i32
}
// -----
func.func @order() -> i32 {
  %0 = scf.while () : () -> (i32) {
    %a = "test.a" () : () -> (i32)
    %b = "test.b" () : () -> (i32)
    %e = "test.e" () : () -> (i32)
    %condition = "test.condition"() : () -> i1
    %res = scf.if %condition -> (i32) {
      "test.use" (%b) : (i32) -> ()
      %t = "test.use" (%a, %b) : (i32, i32) -> (i32)
      scf.yield %t : i32
    } else {
      scf.yield %e : i32
    }
    scf.condition(%condition) %res : i32
  } do {
  ^bb0(%res_arg: i32):
    "test.use3" (%res_arg) : (i32) -> ()
    scf.yield
  }
  return %0 : i32
}
