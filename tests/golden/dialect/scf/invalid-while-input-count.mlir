// FLAGS: %s
// scf.while's custom parser errors carry the op prefix.
func.func @f(%a: i32) {
  %0 = scf.while (%x = %a) : (i32, i32) -> i32 {
    scf.condition(%x) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}
