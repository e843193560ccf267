// FLAGS: %s --split-input-file
// -----
// -----
func.func private @x()
// -----
