// FLAGS: --arith-emulate-wide-int=widest-int-supported=32
// A wide min/max becomes a compare and a select built from its operands as
// they were before the conversion's replacements: the select below folds
// to %c, but the minsi still compares two operands, so the emulated
// compare is not folded away.
func.func @f(%a: i64) -> i64 {
  %c = arith.constant 7 : i64
  %false = arith.constant false
  %s = arith.select %false, %a, %c : i64
  %m = arith.minsi %s, %c : i64
  return %m : i64
}
