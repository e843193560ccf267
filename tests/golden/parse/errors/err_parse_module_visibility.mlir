// FLAGS:
module private @priv {
}
