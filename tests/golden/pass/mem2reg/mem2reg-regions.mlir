// FLAGS: --allow-unregistered-dialect --split-input-file --mem2reg %s
// mem2reg with nested regions: a slot used inside an scf region is not
// promoted (mlir-opt 22 does not promote through region ops); slots
// allocated inside a region are promoted there.

func.func @load_in_if(%c: i1, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  scf.if %c {
    %x = memref.load %a[] : memref<i32>
    "test.use"(%x) : (i32) -> ()
  }
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}

// -----

func.func @store_in_for(%n: index, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<i32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %a[] : memref<i32>
  }
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}

// -----

func.func @alloca_inside(%n: index, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %v) -> i32 {
    %a = memref.alloca() : memref<i32>
    memref.store %acc, %a[] : memref<i32>
    %l = memref.load %a[] : memref<i32>
    scf.yield %l : i32
  }
  %e = scf.execute_region -> i32 {
    %a = memref.alloca() : memref<i32>
    cf.br ^bb1
  ^bb1:
    memref.store %v, %a[] : memref<i32>
    cf.br ^bb2
  ^bb2:
    %l = memref.load %a[] : memref<i32>
    scf.yield %l : i32
  }
  %s = arith.addi %r, %e : i32
  return %s : i32
}

// -----

func.func @unregistered_region(%v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  "test.region"() ({
    %y = memref.load %a[] : memref<i32>
    "test.use"(%y) : (i32) -> ()
  }) : () -> ()
  %x = memref.load %a[] : memref<i32>
  return %x : i32
}
