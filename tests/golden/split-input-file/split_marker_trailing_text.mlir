// FLAGS: %s --split-input-file
func.func private @a()
// ----- trailing text
func.func private @b()
// ---------
func.func private @c()
