// FLAGS:
{-#
  dialect_resources: {
