// FLAGS: %s --allow-unregistered-dialect --arith-emulate-unsupported-floats=source-types=bf16,f16,f8E4M3FN --split-input-file
// Scalars, vectors and tensors of unsupported types compute in f32;
// legal ops (constants, select, extf/truncf, other dialects) stay.
func.func @f(%a: bf16, %b: bf16, %v: vector<4xbf16>, %t: tensor<2xf16>) -> (bf16, i1, vector<4xbf16>, tensor<2xf16>, f32) {
  %c = arith.addf %a, %b fastmath<fast> : bf16
  %d = arith.mulf %c, %a : bf16
  %cmp = arith.cmpf olt, %d, %a : bf16
  %w = arith.negf %v : vector<4xbf16>
  %k = arith.constant 1.0 : bf16
  %e = arith.extf %d : bf16 to f32
  %s = arith.select %cmp, %d, %k : bf16
  %u = arith.subf %t, %t : tensor<2xf16>
  %m = math.sqrt %a : bf16
  %bc = arith.bitcast %a : bf16 to i16
  %fi = arith.sitofp %bc : i16 to bf16
  return %s, %cmp, %w, %u, %e : bf16, i1, vector<4xbf16>, tensor<2xf16>, f32
}

// -----

// Values defined outside regions and block arguments are extended once,
// where they are defined.
func.func @nested(%a: bf16, %c: i1, %n: index) -> bf16 {
  %z = arith.constant 0.0 : bf16
  %r = scf.if %c -> bf16 {
    %x = arith.addf %a, %z : bf16
    scf.yield %x : bf16
  } else {
    %y = arith.subf %a, %a : bf16
    %m = arith.maximumf %y, %a : bf16
    scf.yield %m : bf16
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %r) -> bf16 {
    %p = arith.mulf %acc, %acc : bf16
    %q = arith.divf %p, %a : bf16
    scf.yield %q : bf16
  }
  return %s : bf16
}

// -----

func.func @blocks(%a: f16, %b: f16, %c: i1) -> f16 {
  cf.cond_br %c, ^bb1(%a : f16), ^bb2
^bb1(%x: f16):
  %y = arith.negf %x : f16
  %w = arith.remf %y, %b : f16
  cf.br ^bb3(%w : f16)
^bb2:
  %v = arith.minnumf %a, %b : f16
  cf.br ^bb3(%v : f16)
^bb3(%r: f16):
  return %r : f16
}

// -----

func.func @casts(%a: f8E4M3FN, %i: i32, %t: tensor<3xf8E4M3FN>) -> (i32, f8E4M3FN, f16, i1, tensor<3xf8E4M3FN>, f8E4M3FN) {
  %0 = arith.fptosi %a : f8E4M3FN to i32
  %1 = arith.uitofp %i : i32 to f8E4M3FN
  %2 = arith.extf %a : f8E4M3FN to f16
  %3 = arith.cmpf uno, %a, %1 : f8E4M3FN
  %4 = arith.mulf %t, %t fastmath<nnan,contract> : tensor<3xf8E4M3FN>
  %5 = arith.truncf %2 : f16 to f8E4M3FN
  %6 = arith.addf %5, %5 {tag = "x"} : f8E4M3FN
  %7 = arith.minimumf %6, %a : f8E4M3FN
  %u = "test.use"(%7) : (f8E4M3FN) -> f8E4M3FN
  return %0, %1, %2, %3, %4, %u : i32, f8E4M3FN, f16, i1, tensor<3xf8E4M3FN>, f8E4M3FN
}
