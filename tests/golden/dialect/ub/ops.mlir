// FLAGS: %s --allow-unregistered-dialect
// Every ub op in custom form: ub.poison (default and explicit value, every
// kind of type) and ub.unreachable.
func.func @poison() -> (i32, f32, index, vector<4xi1>, tensor<2x?xf64>, memref<8xi8>, complex<f16>) {
  %0 = ub.poison : i32
  %1 = ub.poison <#ub.poison> : f32
  %2 = ub.poison {test.tag} : index
  %3 = ub.poison : vector<4xi1>
  %4 = ub.poison : tensor<2x?xf64>
  %5 = ub.poison : memref<8xi8>
  %6 = ub.poison : complex<f16>
  return %0, %1, %2, %3, %4, %5, %6 : i32, f32, index, vector<4xi1>, tensor<2x?xf64>, memref<8xi8>, complex<f16>
}
func.func @unreachable(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  ub.unreachable {test.tag}
}
"test.region"() ({
  ub.unreachable
}) : () -> ()
