// FLAGS:
func.func @f
