// FLAGS: --inline --split-input-file --allow-unregistered-dialect
// Multi-block callees become branches; a callee with several blocks is not
// inlined into a single-block region; no_inline calls and callees stay;
// an unregistered op blocks inlining; unused private functions go.
func.func private @multi(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  return %x : i32
^b:
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func private @single(%x: i32) -> i32 {
  %y = arith.muli %x, %x : i32
  return %y : i32
}
func.func private @unused(%x: i32) -> i32 {
  return %x : i32
}
func.func @noinl(%x: i32) -> i32 attributes {no_inline} {
  return %x : i32
}
func.func private @opaque(%x: i32) -> i32 {
  %y = "foo.bar"(%x) : (i32) -> i32
  return %y : i32
}
func.func @caller(%c: i1, %x: i32, %n: index) -> (i32, i32, i32, i32) {
  %0 = call @multi(%c, %x) : (i1, i32) -> i32
  %1 = call @single(%0) : (i32) -> i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %1) -> (i32) {
    %m = func.call @multi(%c, %acc) : (i1, i32) -> i32
    %s = func.call @single(%m) : (i32) -> i32
    scf.yield %s : i32
  }
  %3 = call @noinl(%2) {no_inline} : (i32) -> i32
  %4 = call @noinl(%3) : (i32) -> i32
  %5 = call @opaque(%4) : (i32) -> i32
  return %2, %3, %4, %5 : i32, i32, i32, i32
}

// -----

// Mutual recursion and a self-recursive function.
func.func @even(%n: i32) -> i1 {
  %z = arith.constant 0 : i32
  %t = arith.cmpi eq, %n, %z : i32
  cf.cond_br %t, ^yes, ^no
^yes:
  %true = arith.constant true
  return %true : i1
^no:
  %one = arith.constant 1 : i32
  %m = arith.subi %n, %one : i32
  %r = call @odd(%m) : (i32) -> i1
  return %r : i1
}
func.func private @odd(%n: i32) -> i1 {
  %r = call @even(%n) : (i32) -> i1
  %f = arith.xori %r, %r : i1
  return %f : i1
}
func.func private @self(%n: i32) -> i32 {
  %r = call @self(%n) : (i32) -> i32
  return %r : i32
}
func.func @user(%n: i32) -> (i1, i32) {
  %a = call @odd(%n) : (i32) -> i1
  %b = call @self(%n) : (i32) -> i32
  return %a, %b : i1, i32
}
