// FLAGS: %s
// Every arith op in custom form, on scalars, vectors and tensors, with the
// optional attributes (overflow flags, exact, fastmath, rounding modes).
func.func @int(%a: i32, %b: i32, %v: vector<4xi32>, %t: tensor<2x?xi64>, %x: index) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %v, %v overflow<nsw, nuw> : vector<4xi32>
  %3 = arith.muli %t, %t overflow<nuw> : tensor<2x?xi64>
  %4 = arith.divsi %a, %b : i32
  %5 = arith.divui %a, %b exact : i32
  %6 = arith.ceildivsi %a, %b : i32
  %7 = arith.ceildivui %a, %b : i32
  %8 = arith.floordivsi %x, %x : index
  %9 = arith.remsi %a, %b : i32
  %10 = arith.remui %v, %v : vector<4xi32>
  %11 = arith.andi %a, %b : i32
  %12 = arith.ori %a, %b : i32
  %13 = arith.xori %a, %b : i32
  %14 = arith.shli %a, %b overflow<nsw> : i32
  %15 = arith.shrsi %a, %b exact : i32
  %16 = arith.shrui %a, %b : i32
  %17 = arith.maxsi %a, %b : i32
  %18 = arith.maxui %a, %b : i32
  %19 = arith.minsi %a, %b : i32
  %20 = arith.minui %a, %b : i32
  %sum, %carry = arith.addui_extended %a, %b : i32, i1
  %vs, %vc = arith.addui_extended %v, %v : vector<4xi32>, vector<4xi1>
  %lo, %hi = arith.mulsi_extended %a, %b : i32
  %ulo, %uhi = arith.mului_extended %v, %v : vector<4xi32>
  %21 = arith.divsi %a, %b {test.tag} : i32
  return
}
func.func @float(%a: f32, %b: f32, %v: vector<2xf64>, %t: tensor<3xbf16>) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %a, %b fastmath<fast> : f32
  %2 = arith.subf %v, %v fastmath<nnan,ninf> : vector<2xf64>
  %3 = arith.mulf %t, %t : tensor<3xbf16>
  %4 = arith.divf %a, %b fastmath<none> : f32
  %5 = arith.remf %a, %b : f32
  %6 = arith.negf %a : f32
  %7 = arith.negf %a fastmath<nsz> : f32
  %8 = arith.maximumf %a, %b : f32
  %9 = arith.maxnumf %a, %b fastmath<reassoc,contract> : f32
  %10 = arith.minimumf %v, %v : vector<2xf64>
  %11 = arith.minnumf %a, %b : f32
  %12 = arith.addf %a, %b {fastmath = #arith.fastmath<afn,arcp>} : f32
  return
}
func.func @compare(%a: i32, %b: i32, %f: f32, %g: f32, %v: vector<4xi8>, %w: vector<4xf16>) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %v, %v : vector<4xi8>
  %9 = arith.cmpi uge, %a, %b : i32
  %10 = arith.cmpf false, %f, %g : f32
  %11 = arith.cmpf oeq, %f, %g : f32
  %12 = arith.cmpf ogt, %f, %g : f32
  %13 = arith.cmpf oge, %f, %g : f32
  %14 = arith.cmpf olt, %f, %g : f32
  %15 = arith.cmpf ole, %f, %g : f32
  %16 = arith.cmpf one, %f, %g : f32
  %17 = arith.cmpf ord, %f, %g : f32
  %18 = arith.cmpf ueq, %f, %g : f32
  %19 = arith.cmpf ugt, %f, %g : f32
  %20 = arith.cmpf uge, %f, %g : f32
  %21 = arith.cmpf ult, %f, %g : f32
  %22 = arith.cmpf ule, %f, %g : f32
  %23 = arith.cmpf une, %w, %w fastmath<nnan> : vector<4xf16>
  %24 = arith.cmpf uno, %f, %g : f32
  %25 = arith.cmpf true, %f, %g : f32
  %s = arith.select %0, %a, %b : i32
  %sv = arith.select %8, %v, %v : vector<4xi1>, vector<4xi8>
  %ss = arith.select %0, %w, %w : vector<4xf16>
  return
}
func.func @constants() {
  %0 = arith.constant 42 : i32
  %1 = arith.constant -1 : i8
  %2 = arith.constant true
  %3 = arith.constant 1.5 : f32
  %4 = arith.constant 0x7FC00000 : f32
  %5 = arith.constant 3 : index
  %6 = arith.constant dense<[1, 2]> : vector<2xi32>
  %7 = arith.constant dense<2.0> : tensor<4x4xf64>
  %8 = arith.constant {test.tag} 7 : i64
  return
}
func.func @casts(%i: i32, %i8: i8, %f: f32, %h: f16, %x: index, %v: vector<2xi16>, %s: f8E8M0FNU, %fp4: f4E2M1FN) {
  %0 = arith.extsi %i8 : i8 to i32
  %1 = arith.extui %i8 : i8 to i32
  %2 = arith.extui %i8 {nneg} : i8 to i32
  %3 = arith.trunci %i : i32 to i8
  %4 = arith.trunci %i overflow<nsw> : i32 to i8
  %5 = arith.extf %h : f16 to f32
  %6 = arith.extf %h fastmath<fast> : f16 to f32
  %7 = arith.truncf %f : f32 to f16
  %8 = arith.truncf %f to_nearest_even : f32 to f16
  %9 = arith.truncf %f downward fastmath<contract> : f32 to f16
  %10 = arith.sitofp %i : i32 to f32
  %11 = arith.uitofp %i : i32 to f32
  %12 = arith.fptosi %f : f32 to i32
  %13 = arith.fptoui %f : f32 to i64
  %14 = arith.index_cast %i : i32 to index
  %15 = arith.index_castui %x : index to i32
  %16 = arith.bitcast %f : f32 to i32
  %17 = arith.bitcast %v : vector<2xi16> to vector<2xf16>
  %18 = arith.scaling_extf %fp4, %s : f4E2M1FN, f8E8M0FNU to f32
  %19 = arith.scaling_truncf %f, %s : f32, f8E8M0FNU to f4E2M1FN
  %20 = arith.scaling_truncf %f, %s upward : f32, f8E8M0FNU to f4E2M1FN
  %21 = arith.uitofp %i {nneg} : i32 to f32
  %22 = arith.index_cast %v : vector<2xi16> to vector<2xindex>
  return
}
