// FLAGS: --duplicate-function-elimination --allow-unregistered-dialect
module {
  func.func private @r1(%a: i32, %c: i1) -> i32 {
    %0 = "foo.reg"(%a) ({
    ^bb0(%x: i32):
      %1 = arith.addi %x, %a : i32
      "foo.br"(%1)[^bb1] : (i32) -> ()
    ^bb1:
      "foo.yield"(%x) : (i32) -> ()
    }, {
    }) : (i32) -> i32
    cf.cond_br %c, ^bb1(%0 : i32), ^bb2
  ^bb1(%y: i32):
    return %y : i32
  ^bb2:
    return %a : i32
  }
  func.func private @r2(%a: i32, %c: i1) -> i32 {
    %0 = "foo.reg"(%a) ({
    ^bb0(%x: i32):
      %1 = arith.addi %x, %a : i32
      "foo.br"(%1)[^bb1] : (i32) -> ()
    ^bb1:
      "foo.yield"(%x) : (i32) -> ()
    }, {
    }) : (i32) -> i32
    cf.cond_br %c, ^bb1(%0 : i32), ^bb2
  ^bb1(%y: i32):
    return %y : i32
  ^bb2:
    return %a : i32
  }
  func.func private @r3(%a: i32, %c: i1) -> i32 {
    %0 = "foo.reg"(%a) ({
    ^bb0(%x: i32):
      %1 = arith.addi %a, %x : i32
      "foo.br"(%1)[^bb1] : (i32) -> ()
    ^bb1:
      "foo.yield"(%x) : (i32) -> ()
    }, {
    }) : (i32) -> i32
    cf.cond_br %c, ^bb1(%0 : i32), ^bb2
  ^bb1(%y: i32):
    return %y : i32
  ^bb2:
    return %a : i32
  }
  func.func private @r4(%a: i32, %c: i1) -> i32 {
    %0 = "foo.reg"(%a) ({
    ^bb0(%x: i32):
      %1 = arith.addi %x, %a : i32
      "foo.br"(%1)[^bb1] : (i32) -> ()
    ^bb1:
      "foo.yield"(%1) : (i32) -> ()
    }, {
    }) : (i32) -> i32
    cf.cond_br %c, ^bb2, ^bb1(%0 : i32)
  ^bb1(%y: i32):
    return %y : i32
  ^bb2:
    return %a : i32
  }
  func.func private @r5(%a: i32, %c: i1) -> i32 {
    %0 = "foo.reg"(%a) ({
    ^bb0(%x: i32):
      %1 = arith.addi %x, %a : i32
      "foo.br"(%1)[^bb1] : (i32) -> ()
    ^bb1:
      "foo.yield"(%x) : (i32) -> ()
    }, {
    }) : (i32) -> i32
    cf.cond_br %c, ^bb1(%a : i32), ^bb2
  ^bb1(%y: i32):
    return %y : i32
  ^bb2:
    return %a : i32
  }
  func.func @u(%a: i32, %c: i1) {
    %0 = func.call @r1(%a, %c) : (i32, i1) -> i32
    %1 = func.call @r2(%a, %c) : (i32, i1) -> i32
    %2 = func.call @r3(%a, %c) : (i32, i1) -> i32
    %3 = func.call @r4(%a, %c) : (i32, i1) -> i32
    %4 = func.call @r5(%a, %c) : (i32, i1) -> i32
    return
  }
}
