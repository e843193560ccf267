// FLAGS:
module {}
