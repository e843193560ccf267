// FLAGS:
func.func @decl()
