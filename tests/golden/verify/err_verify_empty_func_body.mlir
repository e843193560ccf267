// FLAGS:
func.func @f() {
^bb0:
}
