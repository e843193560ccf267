// FLAGS: %s --split-input-file
// Messages of hand-written vs declarative parsers, branch weights (no op
// prefix; an empty list is no weights) and the #-} token name.
func.func @f(%a: i32) { cf.switch %a : i32, [ default: ^bb1(%a : i32), 45: ^bb1(%a) ] ^bb1(%b: i32): return }
// -----
func.func @f(%m: memref<4x4xf32>) { %0 = memref.transpose %m : memref<4x4xf32> to memref<4x4xf32> }
// -----
func.func @f(%a: i1) { cf.cond_br %a weights([]), ^bb1, ^bb1 ^bb1: return }
// -----
func.func @f(%a: i1) { cf.cond_br %a weights([0, 0]), ^bb1, ^bb1 ^bb1: return }
// -----
func.func @f(%a: i1) { cf.cond_br %a weights([1]), ^bb1, ^bb1 ^bb1: return }
// -----
func.func @f(%m: memref<4xf32>, %i: index) { memref.prefetch %m %i], read, locality<3>, data : memref<4xf32> }
// -----
func.func @f(%m: memref<4xf32>, %i: index) { memref.prefetch %m[%i %i], read, locality<3>, data : memref<4xf32> }
// -----
{-# dialect_resources: { builtin: { a: "0x04000000" } }
