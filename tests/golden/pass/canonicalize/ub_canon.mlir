// FLAGS: --canonicalize --allow-unregistered-dialect
func.func @merge() -> (i32, i32, f32) {
  %0 = ub.poison : i32
  %1 = ub.poison : i32
  %2 = ub.poison : f32
  return %0, %1, %2 : i32, i32, f32
}
func.func @arith(%x: i32, %y: f32, %c: i1) -> (i32, i32, i64, f32, f32, i32, i32, i1, i32, f64, f32) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %pc = ub.poison : i1
  %0 = arith.addi %p, %x : i32
  %1 = arith.muli %x, %p : i32
  %2 = arith.extsi %p : i32 to i64
  %3 = arith.negf %pf : f32
  %4 = arith.addf %y, %pf : f32
  %5 = arith.select %c, %p, %x : i32
  %6 = arith.select %c, %x, %p : i32
  %7 = arith.cmpi slt, %p, %x : i32
  %8 = arith.select %pc, %x, %x : i32
  %9 = arith.extf %pf : f32 to f64
  %10 = arith.bitcast %p : i32 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i64, f32, f32, i32, i32, i1, i32, f64, f32
}
func.func @math(%x: f32) -> (f32, f32, i32, i1, f32) {
  %p = ub.poison : f32
  %pi = ub.poison : i32
  %0 = math.sin %p : f32
  %1 = math.copysign %x, %p : f32
  %2 = math.ctlz %pi : i32
  %3 = math.isnan %p : f32
  %4 = math.absf %p : f32
  return %0, %1, %2, %3, %4 : f32, f32, i32, i1, f32
}
func.func @vector() -> vector<4xf32> {
  %p = ub.poison : vector<4xf32>
  %0 = math.exp %p : vector<4xf32>
  %1 = arith.addf %0, %0 : vector<4xf32>
  return %1 : vector<4xf32>
}
