// FLAGS: --sccp --split-input-file --allow-unregistered-dialect
// Interprocedural propagation: private callees with known callers, a
// recursive private function, a public callee (its arguments unknown, its
// results still flowing to the callers), and a private function whose
// symbol escapes through a non-call use.
module {
  func.func private @rec(%arg0: i32, %n: i32) -> i32 {
    %z = arith.constant 0 : i32
    %c = arith.cmpi eq, %n, %z : i32
    cf.cond_br %c, ^done, ^again
  ^again:
    %one = arith.constant 1 : i32
    %m = arith.subi %n, %one : i32
    %r = func.call @rec(%arg0, %m) : (i32, i32) -> i32
    return %r : i32
  ^done:
    return %arg0 : i32
  }
  func.func public @pub(%arg0: i32) -> i32 {
    %c = arith.constant 4 : i32
    return %c : i32
  }
  func.func private @escapes(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @caller(%n: i32) -> (i32, i32, i32) {
    %c3 = arith.constant 3 : i32
    %a = func.call @rec(%c3, %n) : (i32, i32) -> i32
    %b = func.call @pub(%n) : (i32) -> i32
    %c = func.call @escapes(%c3) : (i32) -> i32
    "test.use"() {fn = @escapes} : () -> ()
    return %a, %b, %c : i32, i32, i32
  }
}

// -----

// Symbols in a nested private module are all visible.
module {
  module @inner attributes {sym_visibility = "private"} {
    func.func nested @f(%arg0: i32) -> i32 {
      return %arg0 : i32
    }
    func.func @g() -> i32 {
      %c = arith.constant 8 : i32
      %r = func.call @f(%c) : (i32) -> i32
      return %r : i32
    }
  }
}
