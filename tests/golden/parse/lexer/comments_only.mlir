// FLAGS:
// nothing but comments
// and more comments

   // indented comment
