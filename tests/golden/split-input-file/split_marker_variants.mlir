// FLAGS: %s --split-input-file
func.func private @a()
//-----
func.func private @b()
   // -----
func.func private @c()
// -----   
func.func private @d()
