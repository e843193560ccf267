// FLAGS: %s --split-input-file --mlir-print-op-generic
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private"}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private"}> {type = f32} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private"}> {type = 1 : i64} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private"}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>}> {type = f32} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>}> {type = 1 : i64} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = 1 : i64}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = 1 : i64}> {type = f32} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = 1 : i64}> {type = 1 : i64} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = 1 : i64}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", bogus = 1}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", bogus = 1}> {type = f32} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", bogus = 1}> {type = 1 : i64} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", bogus = 1}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = f32}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = f32}> {type = f32} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = f32}> {type = 1 : i64} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = f32}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>}> {alignment = 3 : i64} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>}> {alignment = "a"} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, alignment = 8 : i64}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, alignment = 8 : i64}> {alignment = 3 : i64} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, alignment = 8 : i64}> {alignment = "a"} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, alignment = 8 : i64}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, alignment = "a"}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, alignment = "a"}> {alignment = 3 : i64} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, alignment = "a"}> {alignment = "a"} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, alignment = "a"}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, bogus = 1}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, bogus = 1}> {alignment = 3 : i64} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, bogus = 1}> {alignment = "a"} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, bogus = 1}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, alignment = 3 : i64}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, alignment = 3 : i64}> {alignment = 3 : i64} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, alignment = 3 : i64}> {alignment = "a"} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, alignment = 3 : i64}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>}> {constant = true} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>}> {constant = 1 : i64} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, constant = unit}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, constant = unit}> {constant = true} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, constant = unit}> {constant = 1 : i64} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, constant = unit}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, constant = 1 : i64}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, constant = 1 : i64}> {constant = true} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, constant = 1 : i64}> {constant = 1 : i64} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, constant = 1 : i64}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, bogus = 1}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, bogus = 1}> {constant = true} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, bogus = 1}> {constant = 1 : i64} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, bogus = 1}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, constant = true}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, constant = true}> {constant = true} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, constant = true}> {constant = 1 : i64} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, constant = true}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>}> {initial_value = dense<1> : tensor<2xi32>} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>}> {initial_value = @x} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, initial_value = dense<1.0> : tensor<2xf32>}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, initial_value = dense<1.0> : tensor<2xf32>}> {initial_value = dense<1> : tensor<2xi32>} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, initial_value = dense<1.0> : tensor<2xf32>}> {initial_value = @x} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, initial_value = dense<1.0> : tensor<2xf32>}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, initial_value = @x}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, initial_value = @x}> {initial_value = dense<1> : tensor<2xi32>} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, initial_value = @x}> {initial_value = @x} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, initial_value = @x}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, bogus = 1}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, bogus = 1}> {initial_value = dense<1> : tensor<2xi32>} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, bogus = 1}> {initial_value = @x} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, bogus = 1}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> {initial_value = dense<1> : tensor<2xi32>} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> {initial_value = @x} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> {bogus = 2} : () -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>}> : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>}> {reassociation = [[0], [1]]} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>}> {reassociation = [0, 1]} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>}> {bogus = 2} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>, reassociation = [[0, 1]]}> : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>, reassociation = [[0, 1]]}> {reassociation = [[0], [1]]} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>, reassociation = [[0, 1]]}> {reassociation = [0, 1]} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>, reassociation = [[0, 1]]}> {bogus = 2} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>, reassociation = [0, 1]}> : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>, reassociation = [0, 1]}> {reassociation = [[0], [1]]} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>, reassociation = [0, 1]}> {reassociation = [0, 1]} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>, reassociation = [0, 1]}> {bogus = 2} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>, bogus = 1}> : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>, bogus = 1}> {reassociation = [[0], [1]]} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>, bogus = 1}> {reassociation = [0, 1]} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>, bogus = 1}> {bogus = 2} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>, reassociation = [[0], [1]]}> : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>, reassociation = [[0], [1]]}> {reassociation = [[0], [1]]} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>, reassociation = [[0], [1]]}> {reassociation = [0, 1]} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 1, 2>, reassociation = [[0], [1]]}> {bogus = 2} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]]}> : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]]}> {static_output_shape = array<i64: 2, 1>} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]]}> {static_output_shape = array<i32: 1, 2>} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]]}> {bogus = 2} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 2>}> : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 2>}> {static_output_shape = array<i64: 2, 1>} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 2>}> {static_output_shape = array<i32: 1, 2>} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 2>}> {bogus = 2} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i32: 1, 2>}> : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i32: 1, 2>}> {static_output_shape = array<i64: 2, 1>} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i32: 1, 2>}> {static_output_shape = array<i32: 1, 2>} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i32: 1, 2>}> {bogus = 2} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], bogus = 1}> : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], bogus = 1}> {static_output_shape = array<i64: 2, 1>} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], bogus = 1}> {static_output_shape = array<i32: 1, 2>} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], bogus = 1}> {bogus = 2} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 1>}> : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 1>}> {static_output_shape = array<i64: 2, 1>} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 1>}> {static_output_shape = array<i32: 1, 2>} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 1>}> {bogus = 2} : (memref<2xf32>) -> memref<1x2xf32>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) {permutation = affine_map<(d0, d1) -> (d0, d1)>} : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) {permutation = [1, 0]} : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) {bogus = 2} : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> {permutation = affine_map<(d0, d1) -> (d0, d1)>} : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> {permutation = [1, 0]} : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> {bogus = 2} : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) <{permutation = [1, 0]}> : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) <{permutation = [1, 0]}> {permutation = affine_map<(d0, d1) -> (d0, d1)>} : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) <{permutation = [1, 0]}> {permutation = [1, 0]} : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) <{permutation = [1, 0]}> {bogus = 2} : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) <{bogus = 1}> : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) <{bogus = 1}> {permutation = affine_map<(d0, d1) -> (d0, d1)>} : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) <{bogus = 1}> {permutation = [1, 0]} : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) <{bogus = 1}> {bogus = 2} : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) <{permutation = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) <{permutation = affine_map<(d0, d1) -> (d0, d1)>}> {permutation = affine_map<(d0, d1) -> (d0, d1)>} : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) <{permutation = affine_map<(d0, d1) -> (d0, d1)>}> {permutation = [1, 0]} : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "memref.transpose"(%m2) <{permutation = affine_map<(d0, d1) -> (d0, d1)>}> {bogus = 2} : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) {callee = @g} : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) {callee = "f"} : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) {bogus = 2} : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) <{callee = @f}> : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) <{callee = @f}> {callee = @g} : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) <{callee = @f}> {callee = "f"} : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) <{callee = @f}> {bogus = 2} : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) <{callee = "f"}> : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) <{callee = "f"}> {callee = @g} : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) <{callee = "f"}> {callee = "f"} : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) <{callee = "f"}> {bogus = 2} : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) <{bogus = 1}> : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) <{bogus = 1}> {callee = @g} : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) <{bogus = 1}> {callee = "f"} : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) <{bogus = 1}> {bogus = 2} : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) <{callee = @g}> : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) <{callee = @g}> {callee = @g} : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) <{callee = @g}> {callee = "f"} : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.call"(%a) <{callee = @g}> {bogus = 2} : (i32) -> i32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) {msg = "n"} : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) {msg = @m} : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) {bogus = 2} : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) <{msg = "m"}> : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) <{msg = "m"}> {msg = "n"} : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) <{msg = "m"}> {msg = @m} : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) <{msg = "m"}> {bogus = 2} : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) <{msg = @m}> : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) <{msg = @m}> {msg = "n"} : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) <{msg = @m}> {msg = @m} : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) <{msg = @m}> {bogus = 2} : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) <{bogus = 1}> : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) <{bogus = 1}> {msg = "n"} : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) <{bogus = 1}> {msg = @m} : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) <{bogus = 1}> {bogus = 2} : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) <{msg = "n"}> : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) <{msg = "n"}> {msg = "n"} : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) <{msg = "n"}> {msg = @m} : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  "cf.assert"(%c) <{msg = "n"}> {bogus = 2} : (i1) -> ()
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() {value = 2.0 : f64} : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() {value = unit} : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() {bogus = 2} : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() <{value = 1.0 : f32}> {value = 2.0 : f64} : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() <{value = 1.0 : f32}> {value = unit} : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() <{value = 1.0 : f32}> {bogus = 2} : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() <{value = unit}> : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() <{value = unit}> {value = 2.0 : f64} : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() <{value = unit}> {value = unit} : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() <{value = unit}> {bogus = 2} : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() <{bogus = 1}> : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() <{bogus = 1}> {value = 2.0 : f64} : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() <{bogus = 1}> {value = unit} : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() <{bogus = 1}> {bogus = 2} : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() <{value = 2.0 : f64}> : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() <{value = 2.0 : f64}> {value = 2.0 : f64} : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() <{value = 2.0 : f64}> {value = unit} : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "arith.constant"() <{value = 2.0 : f64}> {bogus = 2} : () -> f32
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() : () -> ((i32) -> i32)
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() {value = @f::@g} : () -> ((i32) -> i32)
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() {value = 1 : i64} : () -> ((i32) -> i32)
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() {bogus = 2} : () -> ((i32) -> i32)
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() <{value = @f}> : () -> ((i32) -> i32)
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() <{value = @f}> {value = @f::@g} : () -> ((i32) -> i32)
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() <{value = @f}> {value = 1 : i64} : () -> ((i32) -> i32)
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() <{value = @f}> {bogus = 2} : () -> ((i32) -> i32)
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() <{value = 1 : i64}> : () -> ((i32) -> i32)
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() <{value = 1 : i64}> {value = @f::@g} : () -> ((i32) -> i32)
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() <{value = 1 : i64}> {value = 1 : i64} : () -> ((i32) -> i32)
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() <{value = 1 : i64}> {bogus = 2} : () -> ((i32) -> i32)
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() <{bogus = 1}> : () -> ((i32) -> i32)
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() <{bogus = 1}> {value = @f::@g} : () -> ((i32) -> i32)
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() <{bogus = 1}> {value = 1 : i64} : () -> ((i32) -> i32)
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() <{bogus = 1}> {bogus = 2} : () -> ((i32) -> i32)
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() <{value = @f::@g}> : () -> ((i32) -> i32)
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() <{value = @f::@g}> {value = @f::@g} : () -> ((i32) -> i32)
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() <{value = @f::@g}> {value = 1 : i64} : () -> ((i32) -> i32)
  return %a : i32
}
// -----
func.func @f(%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %m2: memref<2x3xf32>) -> i32 {
  %r = "func.constant"() <{value = @f::@g}> {bogus = 2} : () -> ((i32) -> i32)
  return %a : i32
}
