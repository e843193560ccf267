// FLAGS: %s --split-input-file
func.func @f(%a: index) {
  "scf.for"(%a) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index) -> ()
  return
}
// -----
func.func @g(%a: index) {
  "scf.if"() : () -> ()
  return
}
// -----
func.func @h(%a: index) {
  "scf.while"() : () -> ()
  return
}
// -----
func.func @h2(%a: index) {
  "scf.parallel"() : () -> ()
  "scf.execute_region"() : () -> ()
  "scf.index_switch"(%a) : (index) -> ()
  "scf.reduce"() : () -> ()
  return
}
// -----
func.func @h3(%a: index) {
  scf.for %i = %a to %a step %a iter_args(%x = %a) -> (index) {
  }
  return
}
// -----
func.func @h4(%a: index) {
  %0 = scf.if %a -> index {
  }
  return
}
// -----
func.func @h5(%a: index) {
  scf.parallel (%i) = (%a) to (%a) step (%a) init (%a) {
  }
  return
}
// -----
func.func @h6(%a: index) {
  scf.index_switch %a case 99999999999999999999 {} default {}
  return
}
// -----
func.func @h7(%a: index) {
  "scf.for"(%a, %a, %a) ({
  }) : (index, index, index) -> ()
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @h3(%a: index) {
  scf.for %i = %a to %a step %a iter_args(%x = %a) -> (index) {
  }
  return
}
// -----
func.func @h4(%a: index, %f: f32) {
  %r = scf.for %i = %a to %a step %a iter_args(%x = %a) -> (index) {
    scf.yield %f : f32
  }
  return
}
// -----
func.func @h5(%a: index, %f: f32, %c: i1) {
  %r = scf.if %c -> index {
    scf.yield %f : f32
  } else {
    scf.yield %a : index
  }
  return
}
// -----
func.func @h6(%a: index, %f: f32, %c: i1) {
  %r = scf.while (%x = %a) : (index) -> f32 {
    scf.condition(%c) %x : index
  } do {
  ^bb0(%y: f32):
    scf.yield %a : index
  }
  return
}
// -----
func.func @h7(%a: index, %f: f32, %c: i1) {
  %r = scf.while (%x = %a) : (index) -> index {
    scf.condition(%c) %x : index
  } do {
  ^bb0(%y: index):
    scf.yield %f : f32
  }
  return
}
// -----
func.func @h8(%a: index, %f: f32, %c: i1) {
  %r = scf.execute_region -> index {
    scf.yield %f : f32
  }
  return
}
// -----
func.func @h9(%a: index, %f: f32, %c: i1) {
  %r = scf.while (%x = %a) : (index) -> index {
  ^bb0(%z: f32):
    scf.condition(%c) %a : index
  } do {
  ^bb0(%y: index):
    scf.yield %a : index
  }
  return
}
