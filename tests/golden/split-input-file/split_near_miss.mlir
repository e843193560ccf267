// FLAGS: --split-input-file
// Near misses (a marker cut short or followed by `0`) warn and stay in the
// chunk; a longer run of dashes still splits, leaving the extra dash; a
// marker at the end of the file without a newline is a near miss too (see
// the split tests in crates/opt/src/split.rs).
func.func @f() {
  return
}
// ----
	// ---- tab
// ---0
// -----0
// ------
func.func @g() {
  return
}
// -----
