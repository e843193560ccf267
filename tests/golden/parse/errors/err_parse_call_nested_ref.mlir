// FLAGS:
func.func @f() {
  call @a::@b() : () -> ()
  return
}
