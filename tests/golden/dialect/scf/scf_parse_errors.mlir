// FLAGS: %s --split-input-file --allow-unregistered-dialect
func.func @a(%x: index) {
  scf.for %i = %x %x step %x {
  }
  return
}
// -----
func.func @b(%x: index) {
  scf.for %i = %x to %x %x {
  }
  return
}
// -----
func.func @c(%x: index) {
  scf.for %i %x to %x step %x {
  }
  return
}
// -----
func.func @d(%x: index) {
  scf.for %i = %x to %x step %x iter_args(%a = %x) {
  }
  return
}
// -----
func.func @e(%x: index, %c: i1) {
  scf.if %c -> {
  }
  return
}
// -----
func.func @f(%x: index, %c: i1) {
  scf.while (%a = %x) : index {
  } do {
  }
  return
}
// -----
func.func @g(%x: index, %c: i1) {
  scf.while (%a = %x) : (index) -> index {
    scf.condition(%c) %a : index
  } {
  }
  return
}
// -----
func.func @h(%x: index, %c: i1) {
  scf.index_switch %x case 1 { scf.yield } 
  return
}
// -----
func.func @i(%x: index, %c: i1) {
  scf.index_switch %x case a { scf.yield } default {}
  return
}
// -----
func.func @j(%x: index, %c: i1) {
  scf.parallel (%i, %j) = (%x, %x) to (%x, %x) step (%x) {
  }
  return
}
// -----
func.func @k(%x: index, %c: i1) {
  scf.condition(%c)
}
// -----
func.func @l(%x: index, %c: i1) {
  scf.execute_region -> index {
  ^bb0(%a: index):
    scf.yield %a : index
  }
  return
}
// -----
func.func @m(%x: index, %c: i1) {
  scf.forall (%i) in (%x) shared_outs(%o = %x) -> (index) {
  }
  return
}
// -----
func.func @n(%x: index, %c: i1) {
  scf.forall (%i, %j) in (%x) {
  }
  return
}
// -----
func.func @o(%x: index, %c: i1) {
  scf.forall (%i) = (0) to (%x) step (1 {
  }
  return
}
// -----
func.func @p(%x: index, %c: i1) {
  %r = scf.index_switch %x -> index
  case 1 {
    scf.yield %x : index
  }
  case 1 {
    scf.yield %x : index
  }
  default {
    scf.yield %x : index
  }
  return
}
// -----
func.func @q(%x: index, %c: i1) {
  scf.if %c {
    scf.yield %x : index
  }
  return
}
// -----
func.func @r(%x: index, %c: i1) {
  scf.for %i = %x to %x step %x {
    "test.foo"() : () -> ()
  }
  return
}
