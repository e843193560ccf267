// FLAGS: --allow-unregistered-dialect --split-input-file --output-split-marker=//XX %s
func.func @f() {
  return
}
// -----
"t.x"() : () -> ()
