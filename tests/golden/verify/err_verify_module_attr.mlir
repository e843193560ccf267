// FLAGS:
module attributes {nodot = 1} {
}
