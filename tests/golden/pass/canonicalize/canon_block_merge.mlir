// FLAGS: --canonicalize=region-simplify=aggressive --split-input-file
// Identical blocks merge; differing outside operands become arguments.
func.func @same(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
^bb1(%p: i32):
  return %p : i32
^bb2(%q: i32):
  return %q : i32
}

// -----

func.func @args(%c: i1, %d: i1, %a: i32, %b: i32, %m: memref<i32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %a, %m[] : memref<i32>
  cf.br ^bb3
^bb2:
  memref.store %b, %m[] : memref<i32>
  cf.br ^bb3
^bb3:
  return
}
