// FLAGS: %s --split-input-file
// Errors of the scf ops, one per chunk; messages are mlir-opt's.

// for: bounds of one integer type; iter_args, yields and results agree.
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  scf.for %iv = %i to %a step %i {
  }
  return
}

// -----

func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  %0 = scf.for %iv = %i to %i step %i iter_args(%x = %a) -> (i32) {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  %0 = scf.for %iv = %i to %i step %i iter_args(%x = %a) -> (i32) {
    scf.yield
  }
  return
}

// -----

func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: index, %x: index):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

// if: a result needs an else; yields match the results.
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  %0 = scf.if %c -> (i32) {
    scf.yield %a : i32
  }
  return
}

// -----

func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  %0 = scf.if %c -> (i32) {
    scf.yield %f : f32
  } else {
    scf.yield %a : i32
  }
  return
}

// -----

func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  scf.if %a {
  }
  return
}

// -----

// index_switch: one region per case, unique cases, yields match.
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  %0 = scf.index_switch %i -> i32
  case 1 {
    scf.yield %a : i32
  }
  case 1 {
    scf.yield %a : i32
  }
  default {
    scf.yield %a : i32
  }
  return
}

// -----

func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  %0 = scf.index_switch %i -> i32
  case 1 {
    scf.yield %f : f32
  }
  default {
    scf.yield %a : i32
  }
  return
}

// -----

// while: condition and after-region types agree.
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %f : f32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}

// -----

func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %f : f32
  }
  return
}

// -----

func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: f32):
    scf.yield %a : i32
  }
  return
}

// -----

// condition lives in a while's before region.
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  scf.condition(%c)
  return
}

// -----

// parallel: bounds, steps and inits agree; the reduce has one region per init.
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  scf.parallel (%x, %y) = (%i) to (%i, %i) step (%i, %i) {
    scf.reduce
  }
  return
}

// -----

func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  %0 = scf.parallel (%x) = (%i) to (%i) step (%i) init (%f) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  %0 = scf.parallel (%x) = (%i) to (%i) step (%i) init (%f) -> f32 {
    scf.reduce(%a : i32) {
    ^bb0(%l: i32, %r: i32):
      scf.reduce.return %l : i32
    }
  }
  return
}

// -----

func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  %0 = scf.parallel (%x) = (%i) to (%i) step (%i) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %a : i32
    }
  }
  return
}

// -----

func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  scf.reduce
  return
}

// -----

func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  scf.reduce.return %f : f32
  return
}

// -----

// forall: outputs are tensors; terminator is in_parallel.
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  scf.forall (%x) in (4) shared_outs(%o = %m) -> (memref<?xf32>) {
    scf.forall.in_parallel {
    }
  }
  return
}

// -----

func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  scf.forall (%x, %y) = (0) to (4, 4) step (1, 1) {
  }
  return
}

// -----

func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  scf.forall.in_parallel {
  }
  return
}

// -----

// execute_region: a region with a block; yields match results.
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  %0 = scf.execute_region -> i32 {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  %0 = "scf.execute_region"() ({
  }) : () -> i32
  return
}

// -----

// for: the step is a constant zero is fine to parse; a float bound is not.
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>, %t: tensor<4xf32>) {
  scf.for %iv = %f to %f step %f : f32 {
  }
  return
}

// -----

// if: the condition is i1 (generic form).
"scf.if"(%a) ({
  scf.yield
}, {
}) : (i32) -> ()

// -----

// if: both regions yield the same number of values.
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>, %t: tensor<4xf32>) {
  %0 = scf.if %c -> (i32) {
    scf.yield %a, %a : i32, i32
  } else {
    scf.yield %a : i32
  }
  return
}

// -----

// while: the before region's arguments match the inits.
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>, %t: tensor<4xf32>) {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
  ^bb0(%y: f32):
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}

// -----

// while: the condition is i1.
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>, %t: tensor<4xf32>) {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    "scf.condition"(%a, %x) : (i32, i32) -> ()
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}

// -----

// index_switch: a region per case.
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>, %t: tensor<4xf32>) {
  %0 = "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    scf.yield %a : i32
  }, {
    scf.yield %a : i32
  }) : (index) -> i32
  return
}

// -----

// parallel: zero steps are rejected when constant.
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>, %t: tensor<4xf32>) {
  %z = arith.constant 0 : index
  scf.parallel (%x) = (%i) to (%i) step (%z) {
    scf.reduce
  }
  return
}

// -----

// execute_region: no arguments on its entry block.
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>, %t: tensor<4xf32>) {
  %0 = scf.execute_region -> i32 {
  ^bb0(%x: i32):
    scf.yield %x : i32
  }
  return
}

// -----

// reduce: the region has two arguments of the operand type.
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>, %t: tensor<4xf32>) {
  %0 = scf.parallel (%x) = (%i) to (%i) step (%i) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}
