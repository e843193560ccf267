// FLAGS: --allow-unregistered-dialect
// Several top-level ops are wrapped in an implicit module.
module {
}
"foo.x"() : () -> ()
