// FLAGS: %s --split-input-file --allow-unregistered-dialect
// An undefined alias is reported like a wrong token after it: just past
// its name, at the end of its line, or one back at the end of the file.
"x"() {a = #foo   } : () -> ()
// -----
"x"() {a = #foo
} : () -> ()
// -----
"x"() : () -> !foo   
// -----
"x"() : () -> !foo