// FLAGS: %s --arith-emulate-wide-int=widest-int-supported=24
// A width that is not a power of two fails the pass without a message.
func.func @f(%a: i48) -> i48 {
  return %a : i48
}
