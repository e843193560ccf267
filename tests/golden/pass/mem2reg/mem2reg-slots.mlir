// FLAGS: --allow-unregistered-dialect --split-input-file --mem2reg %s
// Several slots: promotion order (walk order, in rounds), one block
// argument per slot in promotion order, one default value per slot, slots
// stored into other slots, and slots that cannot be promoted.

func.func @two_slots(%c: i1, %v: i32, %w: f32) -> (i32, f32) {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<f32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %v, %a[] : memref<i32>
  memref.store %w, %b[] : memref<f32>
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %x = memref.load %a[] : memref<i32>
  %y = memref.load %b[] : memref<f32>
  return %x, %y : i32, f32
}

// -----

func.func @chained(%v: i32, %c: i1) -> i32 {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  %x = memref.load %a[] : memref<i32>
  memref.store %x, %b[] : memref<i32>
  %y = memref.load %b[] : memref<i32>
  memref.store %y, %a[] : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %z = memref.load %a[] : memref<i32>
  memref.store %z, %b[] : memref<i32>
  cf.br ^bb2
^bb2:
  %r = memref.load %b[] : memref<i32>
  return %r : i32
}

// -----

func.func @escaping(%v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  memref.store %v, %b[] : memref<i32>
  "test.escape"(%a) : (memref<i32>) -> ()
  %x = memref.load %a[] : memref<i32>
  %y = memref.load %b[] : memref<i32>
  %z = arith.addi %x, %y : i32
  return %z : i32
}

// -----

func.func @kinds(%v: vector<4xf32>, %i: index) -> (vector<4xf32>, i32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<vector<4xf32>>
  memref.store %v, %a[] : memref<vector<4xf32>>
  %x = memref.load %a[] : memref<vector<4xf32>>
  %b = memref.alloca() : memref<1x1xi32, 1>
  %u = memref.load %b[%c0, %i] : memref<1x1xi32, 1>
  %d = memref.alloca(%i) : memref<?xi32>
  %unused = memref.alloca() : memref<i32>
  return %x, %u : vector<4xf32>, i32
}
