// FLAGS: --allow-unregistered-dialect --convert-scf-to-cf
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, f32, i1, index) -> (f32, i32), sym_name = "g"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i1, %arg5: index):
    %0:2 = "scf.while"(%arg3, %arg0) ({
    ^bb0(%arg13: f32, %arg14: index):
      %9 = "arith.cmpi"(%arg14, %arg1) <{predicate = 2 : i64}> : (index, index) -> i1
      "scf.condition"(%9, %arg13, %arg14) : (i1, f32, index) -> ()
    }, {
    ^bb0(%arg11: f32, %arg12: index):
      %8 = "arith.addi"(%arg12, %arg2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%arg11, %8) : (f32, index) -> ()
    }) : (f32, index) -> (f32, index)
    %1 = "scf.index_switch"(%arg5) <{cases = array<i64: 2, 5>}> ({
      %7 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      "scf.yield"(%7) : (i32) -> ()
    }, {
      %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%6) : (i32) -> ()
    }, {
      %5 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%5) : (i32) -> ()
    }) : (index) -> i32
    %2 = "scf.execute_region"() ({
      "cf.cond_br"(%arg4)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      "scf.yield"(%arg3) : (f32) -> ()
    ^bb2:  // pred: ^bb0
      "scf.yield"(%0#0) : (f32) -> ()
    }) : () -> f32
    %3 = "scf.parallel"(%arg0, %arg0, %arg1, %arg1, %arg2, %arg2, %2) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}> ({
    ^bb0(%arg7: index, %arg8: index):
      "scf.reduce"(%arg3) ({
      ^bb0(%arg9: f32, %arg10: f32):
        %4 = "arith.addf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%4) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, index, index, index, f32) -> f32
    "scf.forall"(%arg5) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg6: index):
      "test.use"(%arg6) : (index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "func.return"(%3, %1) : (f32, i32) -> ()
  }) : () -> ()
}) : () -> ()

