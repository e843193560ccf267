// FLAGS:
{-#
  dialect_resources: {
    builtin: {}
  }
#-}
