// FLAGS: %s --split-input-file --allow-unregistered-dialect
// Flag-set attributes in custom ops (fastmath, overflow): words are keywords
// or strings, checked once the list is read, as mlir-opt reports them.
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a fastmath<!fast> : f32
  return %0 : f32
}
// -----
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a fastmath<> : f32
  return %0 : f32
}
// -----
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a fastmath<"fast"> : f32
  return %0 : f32
}
// -----
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a fastmath<fast,bogus> : f32
  return %0 : f32
}
// -----
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a fastmath<fast,> : f32
  return %0 : f32
}
// -----
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a fastmath<bogus : f32
  return %0 : f32
}
// -----
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a fastmath<fast,"nnan"> : f32
  return %0 : f32
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a overflow<bogus> : i32
  return %0 : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a overflow<"nsw"> : i32
  return %0 : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a overflow<nsw,> : i32
  return %0 : i32
}
