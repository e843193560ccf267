// FLAGS: %s --split-input-file --allow-unregistered-dialect
func.func @binary(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %b
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.ceildivs %4, %b
  %6 = index.ceildivu %5, %b
  %7 = index.floordivs %6, %b
  %8 = index.rems %7, %b
  %9 = index.remu %8, %b
  %10 = index.maxs %9, %b
  %11 = index.maxu %10, %b
  %12 = index.mins %11, %b
  %13 = index.minu %12, %b
  %14 = index.shl %13, %b
  %15 = index.shrs %14, %b
  %16 = index.shru %15, %b
  %17 = index.and %16, %b
  %18 = index.or %17, %b {tag}
  %19 = index.xor %18, %b
  return %19 : index
}
// -----
func.func @misc(%a: index, %i: i32, %j: i64) -> (i1, i1, index, i32, index, index, i1, i1) {
  %0 = index.cmp eq(%a, %a)
  %1 = index.cmp "uge"(%a, %a)
  %2 = index.sizeof
  %3 = index.casts %a : index to i32
  %4 = index.castu %j : i64 to index
  %c = index.constant -42
  %c0 = index.constant 0
  %c1 = index.constant 9223372036854775807
  %t = index.bool.constant true
  %f = index.bool.constant 0
  return %0, %1, %2, %3, %4, %c, %t, %f : i1, i1, index, i32, index, index, i1, i1
}
// -----
func.func @generic(%a: index) -> i1 {
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate sle>}> : (index, index) -> i1
  %1 = "index.constant"() <{value = 7 : index}> : () -> index
  return %0 : i1
}
// -----
func.func @bad_pred(%a: index) {
  %0 = index.cmp foo(%a, %a)
  return
}
// -----
func.func @bad_pred_kind(%a: index) {
  %0 = "index.cmp"(%a, %a) {pred = 3 : i64} : (index, index) -> i1
  return
}
// -----
func.func @bad_cast(%a: index) {
  %0 = index.casts %a : index to index
  return
}
// -----
func.func @bad_castu(%a: i64) {
  %0 = index.castu %a : i64 to i32
  return
}
// -----
func.func @bad_cast_type(%a: f32) {
  %0 = index.casts %a : f32 to index
  return
}
// -----
func.func @bad_operand(%a: index, %b: i32) {
  %0 = "index.add"(%a, %b) : (index, i32) -> index
  return
}
// -----
func.func @bad_constant() {
  %0 = "index.constant"() {value = 1 : i64} : () -> index
  return
}
// -----
func.func @bad_bool() {
  %0 = "index.bool.constant"() {value = 1 : i64} : () -> i1
  return
}
// -----
func.func @unknown_attr() {
  "test.op"() {a = #index<foo eq>} : () -> ()
  return
}
