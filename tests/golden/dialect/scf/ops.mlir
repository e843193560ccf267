// FLAGS: %s --allow-unregistered-dialect
// Every scf op in custom form.
func.func @loops(%lb: index, %ub: index, %step: index, %init: f32, %i32: i32, %m: memref<?xf32>) -> f32 {
  scf.for %iv = %lb to %ub step %step {
    memref.store %init, %m[%iv] : memref<?xf32>
  }
  %sum = scf.for %iv = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %x = memref.load %m[%iv] : memref<?xf32>
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  %two:2 = scf.for unsigned %iv = %i32 to %i32 step %i32 iter_args(%a = %init, %b = %i32) -> (f32, i32) : i32 {
    scf.yield %a, %b : f32, i32
  }
  scf.for %iv = %lb to %ub step %step {
  } {test.tag}
  return %sum : f32
}
func.func @conditionals(%c: i1, %a: i32, %b: i32, %x: index) -> i32 {
  scf.if %c {
    "test.op"() : () -> ()
  }
  scf.if %c {
  } else {
  }
  %0 = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %1:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  } {test.tag}
  %2 = scf.index_switch %x -> i32
  case 0 {
    scf.yield %a : i32
  }
  case 7 {
    scf.yield %b : i32
  }
  default {
    scf.yield %0 : i32
  }
  scf.index_switch %x
  default {
  }
  %3 = scf.execute_region -> i32 {
    cf.br ^bb1(%a : i32)
  ^bb1(%v: i32):
    scf.yield %v : i32
  }
  scf.execute_region no_inline {
    scf.yield
  }
  return %2 : i32
}
func.func @while(%a: i32, %lim: i32) -> i32 {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %lim : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %n = arith.addi %y, %y : i32
    scf.yield %n : i32
  }
  %1:2 = scf.while (%x = %a, %z = %lim) : (i32, i32) -> (i32, i1) {
    %c = arith.cmpi slt, %x, %z : i32
    scf.condition(%c) %x, %c : i32, i1
  } do {
  ^bb0(%y: i32, %w: i1):
    scf.yield %y, %y : i32, i32
  } attributes {test.tag}
  return %0 : i32
}
func.func @parallel(%lb: index, %ub: index, %s: index, %init: f32, %m: memref<?x?xf32>) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
    memref.store %init, %m[%i, %j] : memref<?x?xf32>
    scf.reduce
  }
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init) -> f32 {
    %x = memref.load %m[%i, %i] : memref<?x?xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %y = arith.addf %l, %r : f32
      scf.reduce.return %y : f32
    }
  }
  return %r : f32
}
func.func @forall(%t: tensor<8x8xf32>, %n: index, %m: memref<8xf32>, %f: f32) -> tensor<8x8xf32> {
  scf.forall (%i) in (8) {
    memref.store %f, %m[%i] : memref<8xf32>
  }
  scf.forall (%i, %j) = (0, %n) to (8, 8) step (2, %n) {
  } {test.tag}
  %0 = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    "test.use"(%o) : (tensor<8x8xf32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %0 : tensor<8x8xf32>
}
