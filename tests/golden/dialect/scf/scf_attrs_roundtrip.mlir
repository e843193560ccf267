// FLAGS: %s --split-input-file
func.func @f(%a: index, %c: i1, %x: f32) {
  scf.for %i = %a to %a step %a {
    scf.yield
  } {foo = 1 : i32}
  scf.if %c {
    scf.yield {bar}
  } {baz}
  scf.index_switch %a {sw = "x"} -> f32, f32
  case -3 {
    scf.yield %x, %x : f32, f32
  }
  default {
    scf.yield %x, %x : f32, f32
  }
  scf.parallel (%i) = (%a) to (%a) step (%a) {
    scf.reduce
  } {p}
  %e:2 = scf.execute_region -> (f32, f32) {
    scf.yield %x, %x : f32, f32
  }
  %f = scf.execute_region -> (i1) {
    scf.yield %c : i1
  }
  %g = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  } {q}
  %w:2 = scf.while (%p = %x, %q = %c) : (f32, i1) -> (f32, i1) {
    scf.condition(%q) {cc} %p, %q : f32, i1
  } do {
  ^bb0(%p2: f32, %q2: i1):
    scf.yield {yy} %p2, %q2 : f32, i1
  }
  scf.forall (%i) = (%a) to (%a) step (%a) {
    scf.forall.in_parallel {
    } {ip}
  } {fa}
  return
}
