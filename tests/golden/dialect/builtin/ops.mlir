// FLAGS: %s
// Every builtin op in custom form: builtin.module (anonymous, named, with
// attributes, nested) and builtin.unrealized_conversion_cast (one, several and
// no operands).
module @outer attributes {test.flag, test.n = 1 : i32} {
  module {
  }
  builtin.module @named {
    func.func private @decl()
  }
  module @with_sym_visibility attributes {sym_visibility = "private"} {
  }
  func.func @casts(%a: i32, %b: i64, %m: memref<4xf32>) -> (f32, f64, i8, memref<?xf32>) {
    %0 = builtin.unrealized_conversion_cast %a : i32 to f32
    %1:2 = builtin.unrealized_conversion_cast %a, %b : i32, i64 to f32, f64
    %2 = builtin.unrealized_conversion_cast to i8
    %3 = builtin.unrealized_conversion_cast %m : memref<4xf32> to memref<?xf32> {note = "attr dict"}
    return %0, %1#1, %2, %3 : f32, f64, i8, memref<?xf32>
  }
}
