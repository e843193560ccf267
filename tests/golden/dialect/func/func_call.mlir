// FLAGS:
func.func private @callee(i32) -> i32
func.func private @noret(f32)
func.func private @multi() -> (i32, i64)
func.func @caller(%x: i32, %y: f32) -> i32 {
  %r = call @callee(%x) : (i32) -> i32
  func.call @noret(%y) : (f32) -> ()
  %m:2 = call @multi() : () -> (i32, i64)
  %f = constant @callee : (i32) -> i32
  %r2 = call_indirect %f(%r) : (i32) -> i32
  %r3 = func.call_indirect %f(%m#0) : (i32) -> i32
  %g = func.constant @noret : (f32) -> ()
  func.call_indirect %g(%y) : (f32) -> ()
  return %r3 : i32
}
