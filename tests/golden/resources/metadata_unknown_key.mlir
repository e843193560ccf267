// FLAGS:
{-#
  unknown_section: {}
#-}
