// FLAGS: --split-input-file
// Source lines are shown as written; a line with a non-ASCII byte gets no
// caret line, and tabs expand to 8-column stops in both lines.
"t.ÿ"() : () -> ()

// -----
%0 = "t.a"() {s = "Ã©"} : () -> i32

// -----
func.func @f() {
		return %x
}

// -----
func.func @f() {
  a	b	return
}

// -----
func.func @f(%a: i32) {
  %0 = arith.addi %a,	%b : i32
}
