// FLAGS:
// comment with invalid utf8 ÿþ
module {}
