// FLAGS: --allow-unregistered-dialect
// Attributes of a function definition's arguments are not seen by the alias
// collector: what appears only there stays inline.
func.func @h(%a: f32 {my_dialect.f6 = affine_map<(d0) -> (d0)>}) {
  return
}
func.func private @decl(f32 {my_dialect.f6 = affine_map<(d0) -> (d0 + 1)>})
func.func @used_elsewhere(%a: f32 {t.x = affine_map<(d0) -> (d0 * 2)>}) -> (f32 {t.r = affine_map<() -> ()>}) attributes {t.y = affine_map<(d0) -> (d0 * 2)>} {
  return %a : f32
}
