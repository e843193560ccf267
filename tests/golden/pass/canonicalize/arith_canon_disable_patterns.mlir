// FLAGS: '--pass-pipeline=builtin.module(canonicalize{disable-patterns="(anonymous namespace)::AddIAddConstant",SelectToExtUI})'
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %0 = arith.addi %a, %c1 overflow<nsw> : i32 loc("add0")
  %1 = arith.addi %0, %c2 overflow<nsw, nuw> : i32 loc("add1")
  return %1 : i32
}
func.func @g(%a: i1, %b: i32, %c: i32) -> i32 {
  %t = arith.constant true loc("t")
  %n = arith.xori %a, %t : i1 loc("not")
  %0 = arith.select %n, %b, %c : i32 loc("sel")
  return %0 : i32
}
func.func @h(%a: i32, %b: i32) -> i1 {
  %0 = arith.cmpi slt, %a, %b : i32 loc("cmp")
  %t = arith.constant true loc("t")
  %n = arith.xori %0, %t : i1 loc("not")
  return %n : i1
}
func.func @vec() -> (vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xf32>, vector<4xi32>, vector<4xi64>, vector<4xi8>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<[4, 3, 2, 1]> : vector<4xi32>
  %s = arith.constant dense<2> : vector<4xi32>
  %f = arith.constant dense<[1.0, 2.5, -3.0, 0.0]> : vector<4xf32>
  %c = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.shli %a, %s : vector<4xi32>
  %2 = arith.cmpi slt, %a, %b : vector<4xi32>
  %3 = arith.negf %f : vector<4xf32>
  %4 = arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>
  %5 = arith.extsi %a : vector<4xi32> to vector<4xi64>
  %6 = arith.trunci %a : vector<4xi32> to vector<4xi8>
  return %0, %1, %2, %3, %4, %5, %6 : vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xf32>, vector<4xi32>, vector<4xi64>, vector<4xi8>
}
func.func @vec2(%x: vector<4xi32>, %c: vector<4xi1>, %y: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>) {
  %s = arith.constant dense<2> : vector<4xi32>
  %s3 = arith.constant dense<3> : vector<4xi32>
  %t = arith.constant dense<true> : vector<4xi1>
  %m1 = arith.constant dense<-1> : vector<4xi32>
  %0 = arith.addi %s, %x : vector<4xi32>
  %1 = arith.addi %0, %s3 : vector<4xi32>
  %n = arith.xori %c, %t : vector<4xi1>
  %2 = arith.select %n, %x, %y : vector<4xi1>, vector<4xi32>
  %m = arith.muli %y, %m1 : vector<4xi32>
  %3 = arith.addi %x, %m : vector<4xi32>
  %4 = arith.cmpi eq, %x, %x : vector<4xi32>
  %5 = arith.subi %x, %x : vector<4xi32>
  return %1, %2, %3, %4, %5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>
}
func.func @tens(%x: tensor<?xi32>, %y: tensor<4xf32>) -> (tensor<?xi32>, tensor<?xi1>, tensor<4xf32>) {
  %0 = arith.subi %x, %x : tensor<?xi32>
  %1 = arith.cmpi eq, %x, %x : tensor<?xi32>
  %2 = arith.xori %x, %x : tensor<?xi32>
  %z = arith.constant dense<1.0> : tensor<4xf32>
  %3 = arith.mulf %y, %z : tensor<4xf32>
  return %0, %1, %3 : tensor<?xi32>, tensor<?xi1>, tensor<4xf32>
}
func.func @pats(%a: i8, %b: i8, %x: i32, %c: i1, %f: f32, %g: f32) -> (i16, i8, i1, i32, i8, f32, f32, i32, i64) {
  %0 = arith.extui %a : i8 to i16
  %1 = arith.extui %b : i8 to i16
  %2 = arith.xori %0, %1 : i16
  %3 = arith.extsi %a : i8 to i32
  %4 = arith.trunci %3 : i32 to i16
  %c24 = arith.constant 24 : i32
  %5 = arith.shrsi %x, %c24 : i32
  %6 = arith.trunci %5 : i32 to i8
  %t = arith.constant true
  %7 = arith.cmpi ult, %x, %c24 : i32
  %8 = arith.xori %7, %t : i1
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %9 = arith.select %c, %c0, %c1 : i32
  %10 = arith.select %c, %c1, %c0 : i32
  %na = arith.negf %f fastmath<fast> : f32
  %nb = arith.negf %g : f32
  %11 = arith.mulf %na, %nb fastmath<nnan> : f32
  %12 = arith.divf %na, %nb : f32
  %13 = arith.index_cast %3 : i32 to index
  %14 = arith.index_cast %13 : index to i64
  %15 = arith.extui %a : i8 to i32
  %16 = arith.extsi %15 : i32 to i64
  return %2, %6, %8, %9, %6, %11, %12, %10, %16 : i16, i8, i1, i32, i8, f32, f32, i32, i64
}
func.func @cmpf_int(%a: i32, %b: i64, %c: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %big = arith.constant 1.0e10 : f64
  %neg = arith.constant -4.5 : f64
  %fr = arith.constant 4.5 : f32
  %inf = arith.constant 0x7F800000 : f32
  %huge = arith.constant 9.3e18 : f32
  %0 = arith.sitofp %a : i32 to f64
  %1 = arith.cmpf olt, %0, %big : f64
  %2 = arith.cmpf ugt, %0, %neg : f64
  %3 = arith.sitofp %c : i8 to f32
  %4 = arith.cmpf oeq, %3, %fr : f32
  %5 = arith.cmpf ole, %3, %fr : f32
  %6 = arith.uitofp %c : i8 to f32
  %7 = arith.cmpf ord, %6, %fr : f32
  %8 = arith.cmpf olt, %6, %inf : f32
  %9 = arith.sitofp %b : i64 to f32
  %10 = arith.cmpf olt, %9, %huge : f32
  %11 = arith.cmpf oge, %3, %fr : f32
  return %1, %2, %4, %5, %7, %8, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1
}
