// FLAGS: %s --split-input-file
func.func private @ok()

// -----

func.func @bad() {
  return %undefined : i32
}

// -----

func.func private @also_ok(i32)

// -----

func.func @bad2() -> i32 {
  return
}
