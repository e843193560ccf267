// FLAGS: %s --split-input-file --allow-unregistered-dialect
// Regions of unregistered ops: ops of one block are not ordered, but
// values must still dominate their uses across blocks.
"foo.region"() ({
  "foo.use"(%1) : (i32) -> ()
  %1 = "foo.def"() : () -> i32
}) : () -> ()
// -----
"foo.region"() ({
  "foo.br"() [^bb2] : () -> ()
^bb1:
  %1 = "foo.def"() : () -> i32
  "foo.br"() [^bb2] : () -> ()
^bb2:
  "foo.use"(%1) : (i32) -> ()
}) : () -> ()
// -----
func.func @f() -> i32 {
  %0 = "foo.region"() ({
    %true = arith.constant true
    cf.cond_br %true, ^bb1, ^bb2
  ^bb1:
    %c1 = arith.constant 1 : i32
    cf.br ^bb2
  ^bb2:
    %2 = arith.addi %c1, %c1 : i32
    "foo.yield"(%2) : (i32) -> ()
  }) : () -> (i32)
  return %0 : i32
}
// -----
func.func @f() {
  "foo.region"() ({
    "foo.use"(%1) : (i32) -> ()
    %1 = "foo.def"() : () -> i32
  }) : () -> ()
  return
}
