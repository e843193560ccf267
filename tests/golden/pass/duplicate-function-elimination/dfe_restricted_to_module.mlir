// FLAGS: --allow-unregistered-dialect --pass-pipeline=builtin.module(builtin.module(func.func(duplicate-function-elimination)))
module {
  func.func private @a(%x: i32) -> i32 {
    %0 = arith.addi %x, %x : i32 loc("a")
    return %0 : i32
  }
  func.func private @b(%y: i32) -> i32 {
    %0 = arith.addi %y, %y : i32 loc("b")
    return %0 : i32
  }
  func.func @c(%y: i32) -> i32 {
    %0 = arith.addi %y, %y : i32
    return %0 : i32
  }
  func.func @d(%y: i32) -> i32 attributes {foo} {
    %0 = arith.addi %y, %y : i32
    return %0 : i32
  }
  func.func @e(%y: i32 {foo.bar}) -> i32 {
    %0 = arith.addi %y, %y : i32
    return %0 : i32
  }
  func.func private @decl1(i32) -> i32
  func.func private @decl2(i32) -> i32
  func.func @cfg(%c: i1, %y: i32) -> i32 {
    cf.cond_br %c, ^bb1, ^bb2(%y : i32)
  ^bb1:
    cf.br ^bb2(%y : i32)
  ^bb2(%z: i32):
    return %z : i32
  }
  func.func @cfg2(%c: i1, %y: i32) -> i32 {
    cf.cond_br %c, ^bb1, ^bb2(%y : i32)
  ^bb1:
    cf.br ^bb2(%y : i32)
  ^bb2(%z: i32):
    return %z : i32
  }
  func.func @cfg3(%c: i1, %y: i32) -> i32 {
    cf.cond_br %c, ^bb2(%y : i32), ^bb1
  ^bb1:
    cf.br ^bb2(%y : i32)
  ^bb2(%z: i32):
    return %z : i32
  }
  func.func @comm(%p: i32, %q: i32) -> i32 {
    %0 = arith.addi %p, %q : i32
    return %0 : i32
  }
  func.func @comm2(%p: i32, %q: i32) -> i32 {
    %0 = arith.addi %q, %p : i32
    return %0 : i32
  }
  module @inner {
    func.func @x() { return }
  }
  func.func @user(%v: i32) {
    %0 = func.call @b(%v) : (i32) -> i32
    %1 = func.call @c(%v) : (i32) -> i32
    %2 = func.call @decl2(%v) : (i32) -> i32
    "foo.use"() {refs = [@b, @e, {k = @cfg2}], nested = @b::@q, other = @inner::@x} : () -> ()
    return
  }
}
