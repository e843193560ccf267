// FLAGS: %s --allow-unregistered-dialect
// scf.forall's `mapping` must hold DeviceMappingAttrInterface attributes.
func.func @f(%n: index) {
  scf.forall (%i, %j) = (0, %n) to (8, 8) step (2, %n) {
  } {mapping = [#foo.m, #foo.n]}
  return
}
