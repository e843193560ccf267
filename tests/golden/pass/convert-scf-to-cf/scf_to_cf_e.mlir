// FLAGS: --allow-unregistered-dialect --convert-scf-to-cf
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i32, i1) -> i32, sym_name = "n"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i1):
    %0 = "scf.for"(%arg0, %arg1, %arg2, %arg3) ({
    ^bb0(%arg9: index, %arg10: i32):
      %5 = "scf.if"(%arg4) ({
        %7 = "scf.for"(%arg0, %arg9, %arg2, %arg10) ({
        ^bb0(%arg11: index, %arg12: i32):
          %8 = "arith.addi"(%arg12, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "scf.yield"(%8) : (i32) -> ()
        }) : (index, index, index, i32) -> i32
        "scf.yield"(%7) : (i32) -> ()
      }, {
        %6 = "scf.execute_region"() ({
          "scf.yield"(%arg10) : (i32) -> ()
        }) : () -> i32
        "scf.yield"(%6) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1 = "scf.while"(%0) ({
    ^bb0(%arg8: i32):
      %4 = "arith.cmpi"(%arg8, %arg3) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "scf.condition"(%4, %arg8) : (i1, i32) -> ()
    }, {
    ^bb0(%arg7: i32):
      %2 = "scf.if"(%arg4) ({
        "scf.yield"(%arg7) : (i32) -> ()
      }, {
        %3 = "arith.addi"(%arg7, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%3) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : (i32) -> i32
    "scf.forall"(%arg1) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg5: index):
      "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
      ^bb0(%arg6: index):
        "test.x"(%arg5, %arg6) : (index, index) -> ()
        "scf.forall.in_parallel"() ({
        ^bb0:
        }) : () -> ()
      }) : () -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

