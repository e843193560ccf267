// FLAGS: %s --split-input-file --allow-unregistered-dialect
// Dialect namespaces of attributes and types must be identifiers.
"x"() {a = #3<x>} : () -> ()
// -----
"x"() : () -> !3<x>
// -----
"x"() {a = #a-b.c} : () -> ()
// -----
"x"() : () -> !a-b.c<1>
// -----
"x"() {a = #-a.c<x>} : () -> ()
// -----
"x"() {a = #a$b.c<x>, b = #_a<x>} : () -> ()
