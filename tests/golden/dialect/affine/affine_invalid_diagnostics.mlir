// FLAGS: --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
func.func @dim_not_valid(%A: memref<10xf32>) {
  affine.for %j = 0 to 10 {
    %y = "test.bar"() : () -> index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%y] : memref<10xf32>
  }
  return
}

// -----

func.func @sym_not_valid(%n: index) {
  affine.for %j = 0 to 10 {
    // expected-error@+1 {{dimensional operand cannot be used as a symbol}}
    %z = affine.apply affine_map<()[s0] -> (s0)>()[%j]
  }
  return
}

// -----

func.func @prefetch_bad(%A: memref<10xf32>) {
  affine.for %j = 0 to 10 {
    %y = "test.bar"() : () -> index
    // expected-error@+1 {{'affine.prefetch' op index must be a valid dimension or symbol identifier}}
    affine.prefetch %A[%y], read, locality<3>, data : memref<10xf32>
  }
  return
}

// -----

func.func @bound_no_max(%n: index) {
  // expected-error@+1 {{lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<()[s0] -> (s0, 0)>()[%n] to 10 {
  }
  return
}

// -----

func.func @yield_mismatch(%n: index) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %n) -> (index) {
    %c = "test.c"() : () -> i32
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %c : i32
  }
  return
}

// -----

func.func @vector_elem(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{requires memref and vector types of the same elemental type}}
    %v = affine.vector_load %A[%i] : memref<10xf32>, vector<2xi32>
  }
  return
}
