// FLAGS: --allow-unregistered-dialect --convert-scf-to-cf
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, f32) -> f32, sym_name = "h"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: f32):
    %0 = "scf.while"(%arg3) ({
    ^bb0(%arg14: f32):
      %2 = "test.c"(%arg14) : (f32) -> i1
      "scf.condition"(%2, %arg14) : (i1, f32) -> ()
    }, {
    ^bb0(%arg13: f32):
      "scf.yield"(%arg13) : (f32) -> ()
    }) : (f32) -> f32
    %1:2 = "scf.parallel"(%arg0, %arg1, %arg2, %0, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg8: index):
      "test.body"(%arg8) : (index) -> ()
      "scf.reduce"(%arg3, %arg3) ({
      ^bb0(%arg11: f32, %arg12: f32):
        "scf.reduce.return"(%arg11) : (f32) -> ()
      }, {
      ^bb0(%arg9: f32, %arg10: f32):
        "scf.reduce.return"(%arg10) : (f32) -> ()
      }) : (f32, f32) -> ()
    }) : (index, index, index, f32, f32) -> (f32, f32)
    "scf.parallel"(%arg0, %arg0, %arg1, %arg1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg6: index, %arg7: index):
      "test.body2"(%arg6, %arg7) : (index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "scf.forall"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: 1, -9223372036854775808>, staticStep = array<i64: 2, -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
    ^bb0(%arg4: index, %arg5: index):
      "test.use"(%arg4, %arg5) : (index, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index, index) -> ()
    "func.return"(%1#0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

