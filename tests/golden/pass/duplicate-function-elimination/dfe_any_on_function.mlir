// FLAGS: --no-implicit-module --pass-pipeline=any(duplicate-function-elimination)
func.func @f() { return }
