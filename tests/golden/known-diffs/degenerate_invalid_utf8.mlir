// FLAGS:
ÿþý
