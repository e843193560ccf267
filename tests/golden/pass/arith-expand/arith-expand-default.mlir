// FLAGS: --arith-expand %s
// The default arith-expand: integer and float min/max and the divisions; casts stay.
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
  %13 = arith.truncf %d : f64 to f4E2M1FN
  %14 = arith.extf %q : f4E2M1FN to f64
  %15 = arith.truncf %f to_nearest_even : f32 to bf16
  %19 = arith.extf %h fastmath<fast> : bf16 to f64
  return
}
