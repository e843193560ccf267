// FLAGS:
{-#
