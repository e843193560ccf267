// FLAGS:
func.func private @f()
{-#
  external_resources: {
    foo: {}
  }
#-}
