// FLAGS:
#-}
