// FLAGS:
{-#
  dialect_resources: {
    nosuchdialect: {
      blob: "0x04000000"
    }
  }
#-}
