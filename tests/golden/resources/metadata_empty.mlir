// FLAGS:
{-# #-}
