// FLAGS: --allow-unregistered-dialect --split-input-file "--pass-pipeline=builtin.module(func.func(sroa,mem2reg))" %s
// sroa then mem2reg: the sub-element allocas sroa creates are promoted.

func.func @two_d(%v: i32, %w: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloca() : memref<3x2xi32>
  memref.store %v, %a[%c0, %c1] : memref<3x2xi32>
  memref.store %w, %a[%c2, %c0] : memref<3x2xi32>
  %x = memref.load %a[%c2, %c1] : memref<3x2xi32>
  %y = memref.load %a[%c0, %c1] : memref<3x2xi32>
  %z = arith.addi %x, %y : i32
  return %z : i32
}

// -----

func.func @memory_space_and_alignment(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() {alignment = 16 : i64} : memref<2xf32, 3>
  memref.store %v, %a[%c1] : memref<2xf32, 3>
  %x = memref.load %a[%c0] : memref<2xf32, 3>
  return %x : f32
}

// -----

func.func @rejected(%v: i32, %i: index, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %big = memref.alloca() : memref<17xi32>
  memref.store %v, %big[%c0] : memref<17xi32>
  %oob = memref.alloca() : memref<4xi32>
  memref.store %v, %oob[%c5] : memref<4xi32>
  %dyn = memref.alloca() : memref<4xi32>
  %x = memref.load %dyn[%i] : memref<4xi32>
  %esc = memref.alloca() : memref<2xi32>
  "test.escape"(%esc) : (memref<2xi32>) -> ()
  %nested = memref.alloca() : memref<2xi32>
  scf.if %c {
    memref.store %v, %nested[%c0] : memref<2xi32>
  }
  %unused = memref.alloca() : memref<2xi32>
  return %x : i32
}

// -----

func.func @then_mem2reg(%v: i32, %w: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2xi32>
  memref.store %v, %a[%c0] : memref<2xi32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %w, %a[%c0] : memref<2xi32>
  cf.br ^bb2
^bb2:
  %x = memref.load %a[%c0] : memref<2xi32>
  %y = memref.load %a[%c1] : memref<2xi32>
  %z = arith.addi %x, %y : i32
  return %z : i32
}
