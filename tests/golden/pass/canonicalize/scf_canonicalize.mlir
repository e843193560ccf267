// FLAGS: %s --split-input-file --canonicalize
func.func @sw(%arg0 : index, %arg1 : memref<i32>, %c: i1, %x: index) -> (index, index) {
  %a, %b = scf.index_switch %arg0 -> index, index
  case 1 {
    %c10 = arith.constant 10 : i32
    memref.store %c10, %arg1[] : memref<i32>
    scf.yield %x, %arg0 : index, index
  }
  default {
    scf.yield %x, %arg0 : index, index
  }
  return %a, %b : index, index
}
func.func @ifs(%arg0 : index, %arg1 : memref<i32>, %c: i1, %x: index) -> (index) {
  %a = scf.if %c -> index {
    %c10 = arith.constant 10 : i32
    memref.store %c10, %arg1[] : memref<i32>
    scf.yield %x : index
  } else {
    scf.yield %x : index
  }
  return %a : index
}
func.func @exe(%arg0 : index, %arg1 : memref<i32>, %c: i1, %x: index) -> (index) {
  %a = scf.execute_region -> index {
    %c10 = arith.constant 10 : i32
    memref.store %c10, %arg1[] : memref<i32>
    scf.yield %x : index
  }
  return %a : index
}
func.func @whil(%arg0 : index, %arg1 : memref<i32>, %c: i1, %x: index) -> (index) {
  %a = scf.while (%q = %x) : (index) -> index {
    %c10 = arith.constant 10 : i32
    memref.store %c10, %arg1[] : memref<i32>
    scf.condition(%c) %x : index
  } do {
  ^bb0(%z: index):
    scf.yield %z : index
  }
  return %a : index
}
// -----
func.func private @side_effect(i32)
func.func @cyc(%lb : index, %ub : index, %step : index, %a : i32, %b : i32) -> (i32, i32, i32) {
  %res:3 = scf.for %i = %lb to %ub step %step iter_args(%0 = %a, %1 = %b, %2 = %b) -> (i32, i32, i32) {
    func.call @side_effect(%1) : (i32) -> ()
    scf.yield %0, %2, %1 : i32, i32, i32
  }
  return %res#0, %res#1, %res#2 : i32, i32, i32
}
func.func @cyc2(%lb : index, %ub : index, %step : index, %a : i32, %b : i32) -> (i32, i32) {
  %res:2 = scf.for %i = %lb to %ub step %step iter_args(%0 = %a, %1 = %b) -> (i32, i32) {
    func.call @side_effect(%1) : (i32) -> ()
    scf.yield %1, %0 : i32, i32
  }
  return %res#0, %res#1 : i32, i32
}
func.func @chain(%lb : index, %ub : index, %step : index, %a : i32, %b : i32) -> (i32, i32) {
  %res:2 = scf.for %i = %lb to %ub step %step iter_args(%0 = %a, %1 = %a) -> (i32, i32) {
    func.call @side_effect(%1) : (i32) -> ()
    scf.yield %1, %0 : i32, i32
  }
  return %res#0, %res#1 : i32, i32
}
// -----
func.func private @side_effect(i32)
func.func @used_yield_init(%lb : index, %ub : index, %step : index, %a : i32, %b : i32) -> (i32) {
  %res = scf.for %i = %lb to %ub step %step iter_args(%0 = %a) -> (i32) {
    func.call @side_effect(%0) : (i32) -> ()
    scf.yield %a : i32
  }
  return %res : i32
}
func.func @used_cycle_other_init(%lb : index, %ub : index, %step : index, %a : i32, %b : i32) -> (i32, i32) {
  %res:2 = scf.for %i = %lb to %ub step %step iter_args(%0 = %a, %1 = %a) -> (i32, i32) {
    func.call @side_effect(%0) : (i32) -> ()
    scf.yield %a, %0 : i32, i32
  }
  return %res#0, %res#1 : i32, i32
}
