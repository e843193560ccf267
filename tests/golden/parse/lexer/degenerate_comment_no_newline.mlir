// FLAGS:
// no newline at the end