// FLAGS: %s --split-input-file
// Successor operand errors come from the branch interface: no op prefix.
func.func @f(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%b: i1):
  return
}
// -----
func.func @f(%a: i32, %c: i1) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%c : i1)
^bb1(%b: i1):
  return
}
// -----
func.func @f(%a: i32) {
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%b: i32):
  return
}
