// FLAGS: --allow-unregistered-dialect --affine-loop-coalescing
func.func @aff_norm(%n: index) {
  affine.for %i = 2 to 20 step 3 {
    affine.for %j = 0 to %n step 2 {
      "use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
func.func @i32loops(%a: i32, %b: i32, %c: i32) {
  scf.for %i = %a to %b step %c : i32 {
    scf.for %j = %a to %b step %c : i32 {
      "use"(%i, %j) : (i32, i32) -> ()
    }
  }
  return
}
func.func @aff_res(%m: memref<?xf32>) -> f32 {
  %cst = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%a = %cst) -> f32 {
    %s = affine.for %j = 0 to 20 iter_args(%b = %a) -> f32 {
      %x = affine.load %m[%j] : memref<?xf32>
      %y = arith.addf %x, %b : f32
      affine.yield %y : f32
    }
    affine.yield %s : f32
  }
  return %r : f32
}
func.func @four(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c1 to %c4 step %c1 {
      scf.for %k = %c0 to %c1 step %c1 {
        scf.for %l = %c0 to %n step %c4 {
          "use"(%i, %j, %k, %l) : (index, index, index, index) -> ()
        }
      }
    }
  }
  return
}
func.func @i32c(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c5 = arith.constant 5 : i32
  %c10 = arith.constant 10 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.for %j = %c5 to %c10 step %c2 : i32 {
      scf.for %k = %c0 to %c1 step %c1 : i32 {
        scf.for %l = %c1 to %n step %c1 : i32 {
          "use"(%i, %j, %k, %l) : (i32, i32, i32, i32) -> ()
        }
      }
    }
  }
  return
}
func.func @i64one(%n: i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  scf.for %i = %c0 to %c1 step %c1 : i64 {
    scf.for %j = %c0 to %n step %c1 : i64 {
      "use"(%i, %j) : (i64, i64) -> ()
    }
  }
  return
}
func.func @iter_args(%n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c1 to %n step %c3 iter_args(%a = %init) -> f32 {
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> f32 {
      %x = "op"(%i, %j, %b) : (index, index, f32) -> f32
      scf.yield %x : f32
    }
    scf.yield %s : f32
  }
  return %r : f32
}
func.func @affine_min_ub(%m: index, %n: index) {
  affine.for %i = 0 to min affine_map<()[s0, s1] -> (s0, s1)>()[%m, %n] {
    affine.for %j = 0 to 7 {
      affine.for %k = 0 to %n {
        "use"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}
func.func @x() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    "pre"() : () -> ()
    scf.for %j = %c0 to %c4 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        scf.for %l = %c0 to %c4 step %c1 {
          "use"(%i, %j, %k, %l) : (index, index, index, index) -> ()
        }
      }
    }
  }
  affine.for %i = 0 to 10 {
    "pre"() : () -> ()
    affine.for %j = 0 to 3 {
      affine.for %k = 0 to 4 {
        affine.for %l = 0 to 5 {
          "use"(%i, %j, %k, %l) : (index, index, index, index) -> ()
        }
      }
    }
  }
  return
}
func.func @deep(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    "pre"() : () -> ()
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %c0 to %j step %c1 {
        scf.for %l = %c0 to %j step %c1 {
          "use"(%i, %j, %k, %l) : (index, index, index, index) -> ()
        }
      }
    }
  }
  affine.for %i = 0 to 10 {
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %c0 to %n step %c1 {
        affine.for %a = 0 to 4 {
          affine.for %b = 0 to 5 {
            "use"(%i, %j, %k, %a, %b) : (index, index, index, index, index) -> ()
          }
        }
      }
    }
  }
  scf.parallel (%p) = (%c0) to (%n) step (%c1) {
    affine.for %a = 0 to 4 {
      affine.for %b = 0 to %n {
        "use"(%a, %b) : (index, index) -> ()
      }
    }
  }
  return
}
