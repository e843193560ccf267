// FLAGS: %s --int-range-optimizations --split-input-file
// affine.apply results range over their expression: mod, floordiv, ceildiv,
// sums and products of operand ranges, symbols and constants.
#map = affine_map<(d0) -> (d0 mod 4)>
func.func @f(%a: index, %b: index) -> (index, index, index, index, index, index, index, i1, i1) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %v = affine.apply #map(%a)
  %r = arith.remui %v, %c4 : index
  %s = arith.remsi %v, %c4 : index
  %w = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 8 + s0 mod 3)>(%v)[%b]
  %r2 = arith.remui %w, %c4 : index
  %x = affine.apply affine_map<(d0) -> ((d0 mod 16) ceildiv 4)>(%a)
  %r3 = arith.remui %x, %c8 : index
  %k = affine.apply affine_map<() -> (42)>()
  %y = affine.apply affine_map<(d0) -> ((d0 mod 8) * 3 - 2)>(%a)
  %c = arith.cmpi sge, %y, %c4 : index
  %z = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%a)[%b]
  %m = arith.remui %a, %c8 : index
  %q = affine.apply affine_map<(d0) -> (d0 mod 16)>(%m)
  %r4 = arith.remui %q, %c8 : index
  %c2 = arith.cmpi ult, %z, %c4 : index
  return %r, %s, %r2, %r3, %k, %y, %r4, %c, %c2 : index, index, index, index, index, index, index, i1, i1
}

// -----

// Negative dividends and divisors that may be zero or negative.
func.func @signs(%a: index, %b: index) -> (i1, i1, i1, index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %m = arith.remsi %a, %c5 : index
  %x = affine.apply affine_map<(d0) -> (d0 mod 3)>(%m)
  %n = arith.cmpi sge, %x, %c0 : index
  %f = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%m)[%b]
  %g = arith.cmpi sle, %f, %c5 : index
  %h = affine.apply affine_map<(d0) -> (d0 * -2 + 1)>(%m)
  %i = arith.cmpi slt, %h, %c5 : index
  %big = affine.apply affine_map<(d0) -> (d0 * 4611686018427387904)>(%a)
  return %n, %g, %i, %big : i1, i1, i1, index
}

// -----

// Ranges feed the narrowing-free rewrites downstream: unsigned
// equivalents and loops.
func.func @loop(%m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c64 step %c1 {
    %q = affine.apply affine_map<(d0) -> (d0 floordiv 16)>(%i)
    %r = arith.remui %q, %c16 : index
    %t = arith.cmpi ult, %q, %c16 : index
    scf.if %t {
      memref.store %r, %m[%i] : memref<?xindex>
    }
  }
  return
}
