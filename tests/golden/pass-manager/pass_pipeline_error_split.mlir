// FLAGS: %s --split-input-file --pass-pipeline='builtin.module(nope)'
module {}
// -----
func.func @x() { return }
