// FLAGS: --split-input-file "--arith-expand=include-bf16 include-f8e8m0 include-f4e2m1" %s
// arith-expand with every optional expansion: the expansions of expansions
// (f8E8M0FNU ext to bf16, f4E2M1FN trunc clamping with maxnumf/minnumf) are
// legalized in turn; constants are neither folded nor deduplicated.
func.func @a(%a: i32, %b: i32, %f: f32, %g: f32, %h: bf16, %v: vector<4xbf16>, %e: f8E8M0FNU, %q: f4E2M1FN, %d: f64) -> () {
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.minui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.ceildivui %a, %b : i32
  %4 = arith.extf %h : bf16 to f32
  %5 = arith.extf %v : vector<4xbf16> to vector<4xf32>
  %6 = arith.extf %e : f8E8M0FNU to f32
  %7 = arith.extf %e : f8E8M0FNU to f64
  %8 = arith.extf %e : f8E8M0FNU to bf16
  %9 = arith.truncf %f : f32 to f8E8M0FNU
  %10 = arith.truncf %d : f64 to f8E8M0FNU
  %11 = arith.extf %q : f4E2M1FN to f32
  %12 = arith.truncf %f : f32 to f4E2M1FN
  %19 = arith.extf %h fastmath<fast> : bf16 to f64
  return
}
// -----
func.func @vec(%a: vector<2xi32>, %b: vector<2xi32>, %c: vector<2xf32>, %d: tensor<3xbf16>, %e: vector<[4]xf8E8M0FNU>) -> (vector<2xi32>, vector<2xi32>, vector<2xf4E2M1FN>, tensor<3xf32>, vector<[4]xf32>) {
  %0 = arith.ceildivsi %a, %b : vector<2xi32>
  %1 = arith.minsi %a, %b : vector<2xi32>
  %2 = arith.truncf %c : vector<2xf32> to vector<2xf4E2M1FN>
  %3 = arith.extf %d : tensor<3xbf16> to tensor<3xf32>
  %4 = arith.extf %e fastmath<fast> : vector<[4]xf8E8M0FNU> to vector<[4]xf32>
  return %0, %1, %2, %3, %4 : vector<2xi32>, vector<2xi32>, vector<2xf4E2M1FN>, tensor<3xf32>, vector<[4]xf32>
}
// -----
func.func @idx(%a: index, %b: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %0 = arith.ceildivsi %a, %c1 : index
  %1 = arith.floordivsi %a, %b : index
  return %0, %1 : index, index
}
