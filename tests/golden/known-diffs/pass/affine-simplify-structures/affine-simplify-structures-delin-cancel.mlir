// FLAGS: -affine-simplify-structures

func.func @delin_apply_cancel_nested_exprs(%arg0:  index, %arg1: memref<?xindex>) {
  %a:2 = affine.delinearize_index %arg0 into (20) : index, index

  %t1 = affine.apply affine_map<()[s0, s1] -> ((s0 + s1 * 20) ceildiv 4 + (s1 * 20 + s0) * 2)>()[%a#1, %a#0]
  memref.store %t1, %arg1[%t1] : memref<?xindex>

  return
}

