// FLAGS: '--composite-fixed-point-pass=pipeline=bogus'
func.func @f() {
  return
}
