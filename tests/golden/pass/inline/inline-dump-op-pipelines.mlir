// FLAGS: --pass-pipeline=builtin.module(inline{op-pipelines=func.func(canonicalize,cse),builtin.module(func.func(cse))}) --dump-pass-pipeline
// The inliner prints its op pipelines in textual form, each pass with its options.
func.func @f() {
  return
}
