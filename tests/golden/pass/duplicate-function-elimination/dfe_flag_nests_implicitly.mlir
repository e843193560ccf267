// FLAGS: --no-implicit-module --duplicate-function-elimination --duplicate-function-elimination --cse --dump-pass-pipeline
func.func @f() { return }
