// FLAGS: '--pass-pipeline=builtin.module(func.func(inline))'
// The inliner needs a symbol table.
func.func @f() {
  return
}
