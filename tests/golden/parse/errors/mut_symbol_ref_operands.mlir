// FLAGS: %s --split-input-file
// Flat symbol references of custom ops are parsed with the none type, as
// in ODS-built parsers: literals fail as literals, other kinds (nested
// references too) as the op's invalid kind of attribute.
func.func @f() {
  call 4294967296() : () -> ()
  return
}
// -----
func.func @f() {
  call 1.5() : () -> ()
  return
}
// -----
func.func @f() {
  call "x"() : () -> ()
  return
}
// -----
func.func @f() {
  call -1() : () -> ()
  return
}
// -----
func.func @f() {
  call dense<1>() : () -> ()
  return
}
// -----
func.func @f() {
  call @a::@b() : () -> ()
  return
}
// -----
func.func @f() {
  %0 = constant 1.5 : () -> ()
  return
}
// -----
func.func @f() {
  %0 = constant @a::@b : () -> ()
  return
}
// -----
func.func @f() {
  %0 = constant "s" : () -> ()
  return
}
// -----
func.func private @g()
