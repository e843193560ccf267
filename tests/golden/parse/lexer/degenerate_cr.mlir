// FLAGS:
module {}
