// FLAGS: --mlir-print-debuginfo --mlir-use-nameloc-as-prefix --mlir-print-elementsattrs-with-hex-if-larger=2
// The op printed in a diagnostic note follows the print flags.
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  %0 = arith.constant dense<[1, 2, 3]> : tensor<3xi32> loc("nm")
  "func.return"() : () -> ()
}) : () -> ()
