// FLAGS: %s --arith-emulate-wide-int=widest-int-supported=1
// Widths below 2 fail the pass without a message.
func.func @f(%a: i2) -> i2 {
  return %a : i2
}
