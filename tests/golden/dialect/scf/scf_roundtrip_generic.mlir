// FLAGS: %s --split-input-file --mlir-print-op-generic
func.func @f(%a: index, %b: index, %c: index, %cond: i1, %x: f32, %i: i32) {
  scf.for unsigned %i0 = %a to %b step %c {
  }
  %r = scf.for %i1 = %i to %i step %i iter_args(%s = %x) -> f32 : i32 {
    scf.yield %s : f32
  }
  scf.if %cond {
  } else {
  }
  %0 = scf.if %cond -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  }
  scf.while : () -> () {
    scf.condition(%cond)
  } do {
    scf.yield
  }
  %w = scf.while (%q = %x) : (f32) -> f32 {
    scf.condition(%cond) %q : f32
  } do {
  ^bb0(%z: f32):
    scf.yield %z : f32
  } attributes {foo}
  %e = scf.execute_region -> f32 no_inline {
    scf.yield %x : f32
  } {foo}
  %sw = scf.index_switch %a -> f32
  case 2 {
    scf.yield %x : f32
  }
  default {
    scf.yield %x : f32
  }
  scf.index_switch %a
  default {
  }
  %p = scf.parallel (%i2, %i3) = (%a, %b) to (%b, %c) step (%c, %c) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r2: f32):
      scf.reduce.return %l : f32
    }
  }
  scf.parallel (%i2) = (%a) to (%b) step (%c) {
  }
  return
}
