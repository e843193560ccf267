// FLAGS: %s --arith-emulate-wide-int=widest-int-supported=16
// vector<..xi32> on a 16-bit target become vector<..x2xi16>, taken apart
// with strided slices; 1-d vectors of halves are shape-cast where the ops
// need them.
func.func @vectors(%a: vector<2x3xi32>, %b: vector<2x3xi32>, %c: vector<2x3xi1>) -> (vector<2x3xi1>, vector<2x3xi32>, vector<2x3xf32>) {
  %k = arith.constant dense<[[1, 65536, -1], [7, 0, 65537]]> : vector<2x3xi32>
  %0 = arith.subi %a, %k : vector<2x3xi32>
  %1 = arith.cmpi ne, %0, %b : vector<2x3xi32>
  %2 = arith.select %c, %0, %b : vector<2x3xi1>, vector<2x3xi32>
  %3 = arith.shrui %2, %b : vector<2x3xi32>
  %4 = arith.extui %c : vector<2x3xi1> to vector<2x3xi32>
  %5 = arith.ori %3, %4 : vector<2x3xi32>
  %6 = arith.sitofp %5 : vector<2x3xi32> to vector<2x3xf32>
  return %1, %5, %6 : vector<2x3xi1>, vector<2x3xi32>, vector<2x3xf32>
}
func.func @fptoui(%f: vector<4xf16>) -> vector<4xi32> {
  %0 = arith.fptoui %f : vector<4xf16> to vector<4xi32>
  return %0 : vector<4xi32>
}
