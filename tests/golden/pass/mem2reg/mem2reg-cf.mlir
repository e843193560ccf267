// FLAGS: --allow-unregistered-dialect --split-input-file --mem2reg %s
// mem2reg through cf branches: merge points get block arguments (pruned to
// blocks where the slot is live on entry), branches pass the reaching
// definition, loads before any store read ub.poison, and branches from
// unreachable blocks pass the default value.

func.func @diamond(%c: i1, %v: i32, %w: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %v, %a[] : memref<i32>
  cf.br ^bb3
^bb2:
  memref.store %w, %a[] : memref<i32>
  cf.br ^bb3
^bb3:
  %x = memref.load %a[] : memref<i32>
  return %x : i32
}

// -----

func.func @one_sided(%c: i1, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %v, %a[] : memref<i32>
  cf.br ^bb2
^bb2:
  %x = memref.load %a[] : memref<i32>
  return %x : i32
}

// -----

func.func @loop(%c: i1, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  cf.br ^head
^head:
  %x = memref.load %a[] : memref<i32>
  %y = arith.addi %x, %v : i32
  memref.store %y, %a[] : memref<i32>
  cf.cond_br %c, ^head, ^exit
^exit:
  %z = memref.load %a[] : memref<i32>
  return %z : i32
}

// -----

func.func @same_successor_twice(%c: i1, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  %x = memref.load %a[] : memref<i32>
  memref.store %x, %a[] : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  %z = memref.load %a[] : memref<i32>
  return %z : i32
}

// -----

func.func @switch(%f: i32, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  memref.store %v, %a[] : memref<i32>
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %x = memref.load %a[] : memref<i32>
  return %x : i32
}

// -----

func.func @unreachable_pred(%c: i1, %v: i32, %w: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  cf.br ^bb1
^bb1:
  %x = memref.load %a[] : memref<i32>
  memref.store %w, %a[] : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return %x : i32
^dead:
  %y = memref.load %a[] : memref<i32>
  "test.use"(%y) : (i32) -> ()
  memref.store %y, %a[] : memref<i32>
  cf.br ^bb1
}

// -----

func.func @load_before_store() -> i32 {
  %a = memref.alloca() : memref<i32>
  %x = memref.load %a[] : memref<i32>
  %y = memref.load %a[] : memref<i32>
  %z = arith.addi %x, %y : i32
  return %z : i32
}

// -----

// The region-simplify option is accepted and changes nothing.
func.func @region_simplify_is_inert(%c: i1, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  return %v : i32
^bb1:
  memref.store %v, %a[] : memref<i32>
  cf.br ^bb1
}
