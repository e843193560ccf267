// FLAGS:
func.func private @f()
func.func private @g()
func.func private @f()
