// FLAGS:
func.return
