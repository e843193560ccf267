// FLAGS: %s --arith-emulate-wide-int=widest-int-supported=4
// Halves narrower than a byte: i8 on a 4-bit target.
func.func @f(%a: i8, %b: vector<2xi8>) -> (i8, vector<2xi8>) {
  %c = arith.constant -100 : i8
  %0 = arith.muli %a, %c : i8
  %d = arith.constant dense<[3, -3]> : vector<2xi8>
  %1 = arith.maxui %b, %d : vector<2xi8>
  return %0, %1 : i8, vector<2xi8>
}
