// FLAGS: --allow-unregistered-dialect --convert-scf-to-cf
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, f32, i1) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i1):
    %0 = "scf.for"(%arg0, %arg1, %arg2, %arg3) ({
    ^bb0(%arg7: index, %arg8: f32):
      %3 = "arith.addf"(%arg8, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%3) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %1 = "scf.for"(%arg0, %arg1, %arg2, %0) <{unsignedCmp}> ({
    ^bb0(%arg5: index, %arg6: f32):
      "scf.yield"(%arg6) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %2 = "scf.if"(%arg4) ({
      "scf.yield"(%1) : (f32) -> ()
    }, {
      "scf.yield"(%arg3) : (f32) -> ()
    }) : (i1) -> f32
    "scf.if"(%arg4) ({
      "test.foo"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

