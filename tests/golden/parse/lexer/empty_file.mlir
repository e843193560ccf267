// FLAGS:
