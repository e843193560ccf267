// FLAGS: --canonicalize
func.func @f1(%a0: vector<2xi65>, %a1: vector<2xi65>) -> (vector<2xi65>, vector<2xi65>, vector<2xi65>) {
  %v1 = arith.ceildivsi %a0, %a1 : vector<2xi65>
  %v2 = arith.minui %a0, %a0 : vector<2xi65>
  %v3 = arith.addi %a1, %a1 : vector<2xi65>
  return %v1, %v2, %v3 : vector<2xi65>, vector<2xi65>, vector<2xi65>
}
func.func @f2(%a0: i7, %a1: i7) -> (i7, i1) {
  %v1 = arith.remui %a0, %a0 : i7
  %v2 = arith.constant 5 : i7
  %v3 = arith.cmpi sle, %a1, %a1 : i7
  return %v1, %v3 : i7, i1
}
func.func @f3(%a0: i3, %a1: i3) -> (i1, i3) {
  %v1 = arith.constant -1 : i3
  %v2 = arith.cmpi sge, %a1, %a0 : i3
  %v3 = arith.constant -4 : i3
  %v4 = arith.remui %v1, %a0 : i3
  return %v2, %v4 : i1, i3
}
func.func @f4(%a0: i128, %a1: i128) -> (i128, i128, i1) {
  %v1 = arith.shrui %a1, %a0 : i128
  %v2 = arith.remsi %a0, %a0 : i128
  %v3 = arith.cmpi ult, %a0, %v1 : i128
  %v4 = arith.constant -1 : i128
  return %v1, %v2, %v3 : i128, i128, i1
}
func.func @f5(%a0: i3, %a1: i3) -> (i1, i3, i1, i3, i1) {
  %v1 = arith.cmpi slt, %a1, %a0 : i3
  %v2 = arith.floordivsi %a0, %a0 : i3
  %v3 = arith.cmpi ugt, %a1, %a1 : i3
  %v4 = arith.shrsi %v2, %a1 : i3
  %v5 = arith.constant 1 : i3
  %v6 = arith.cmpi ne, %a0, %v4 : i3
  return %v1, %v2, %v3, %v4, %v6 : i1, i3, i1, i3, i1
}
func.func @f6(%a0: i65, %a1: i65) -> (i65, i65, i65) {
  %v1 = arith.andi %a1, %a0 : i65
  %v2 = arith.constant 1698453461018775374 : i65
  %v3 = arith.muli %v1, %a1 : i65
  %v4 = arith.ceildivsi %v1, %v2 : i65
  return %v1, %v3, %v4 : i65, i65, i65
}
func.func @f7(%a0: vector<2xi65>, %a1: vector<2xi65>) -> (vector<2xi1>) {
  %v1 = arith.constant dense<[0, 2]> : vector<2xi65>
  %v2 = arith.cmpi ult, %a1, %v1 : vector<2xi65>
  return %v2 : vector<2xi1>
}
func.func @f8(%a0: i65, %a1: i65) -> (i1, i1) {
  %v1 = arith.cmpi sge, %a0, %a1 : i65
  %v2 = arith.cmpi ult, %a0, %a0 : i65
  return %v1, %v2 : i1, i1
}
func.func @f9(%a0: i7, %a1: i7) -> (i7, i1, i7) {
  %v1 = arith.shli %a0, %a0 overflow<nuw> : i7
  %v2 = arith.cmpi ugt, %v1, %a0 : i7
  %v3 = arith.andi %a1, %v1 : i7
  return %v1, %v2, %v3 : i7, i1, i7
}
func.func @f10(%a0: i3, %a1: i3) -> (i3) {
  %v1 = arith.constant -1 : i3
  %v2 = arith.constant -2 : i3
  %v3 = arith.ceildivsi %v2, %v1 : i3
  %v4 = arith.constant -1 : i3
  return %v3 : i3
}
func.func @f11(%a0: i7, %a1: i7) -> (i7, i7, i1) {
  %v1 = arith.ori %a0, %a1 : i7
  %v2 = arith.shrui %v1, %a1 : i7
  %v3 = arith.constant 11 : i7
  %v4 = arith.cmpi uge, %v1, %a1 : i7
  return %v1, %v2, %v4 : i7, i7, i1
}
func.func @f12(%a0: i7, %a1: i7) -> (i7, i7, i7, i1) {
  %v1 = arith.remsi %a1, %a1 : i7
  %v2 = arith.ori %v1, %v1 : i7
  %v3 = arith.constant 24 : i7
  %v4 = arith.ceildivsi %v2, %v1 : i7
  %v5 = arith.cmpi sge, %v4, %v2 : i7
  return %v1, %v2, %v4, %v5 : i7, i7, i7, i1
}
