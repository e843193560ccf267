// FLAGS: --split-input-file --allow-unregistered-dialect %s
// An op with an implicit terminator that is parsed with more than one
// block: the terminator goes to the last block (MLIR's
// ensureRegionTerminator), then the verifier rejects the region.

func.func @affine_for() {
  affine.for %i = 0 to 10 {
    "foo.a"() : () -> ()
  ^bb1:
    "foo.b"() : () -> ()
  }
  return
}

// -----

func.func @alloca_scope() {
  memref.alloca_scope {
    "foo.a"() : () -> ()
  ^bb1:
    "foo.b"() : () -> ()
  }
  return
}

// -----

func.func @affine_if(%n: index) {
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    "foo.a"() : () -> ()
  ^bb1:
    "foo.b"() : () -> ()
  }
  return
}

// -----

func.func @affine_parallel() {
  affine.parallel (%i) = (0) to (10) {
    "foo.a"() : () -> ()
  ^bb1:
    "foo.b"() : () -> ()
  }
  return
}

// -----

func.func @scf_for(%lb: index) {
  scf.for %i = %lb to %lb step %lb {
    "foo.a"() : () -> ()
  ^bb1:
    "foo.b"() : () -> ()
  }
  return
}
