// FLAGS: --lower-affine --mlir-print-op-generic
// memref.load/store built by lower-affine carry the default
// `nontemporal = false` property, which the generic form prints.
func.func @f(%m: memref<16xf32>, %i: index) {
  %v = affine.load %m[%i + 1] : memref<16xf32>
  affine.store %v, %m[%i * 2] : memref<16xf32>
  return
}
