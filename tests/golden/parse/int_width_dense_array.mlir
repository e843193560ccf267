// FLAGS: --split-input-file --allow-unregistered-dialect
// Dense array elements are checked against the element width after the
// literal is read, so errors point past it.
"t.a"() {x = array<i8: 300>} : () -> ()

// -----
"t.a"() {x = array<i8: 1, -129, 5>} : () -> ()

// -----
"t.a"() {x = array<i1: 2>} : () -> ()

// -----
"t.a"() {x = array<i1: -1>} : () -> ()

// -----
"t.a"() {x = array<i8: true>} : () -> ()

// -----
"t.a"() {x = array<i64: 18446744073709551616>} : () -> ()

// -----
"t.a"() {x = array<i16: 65536>} : () -> ()

// -----
"t.a"() {x = array<i8: 255, -128>, y = array<i64: 18446744073709551615>, z = array<i16: -32768, 65535>} : () -> ()

// -----
"t.a"() {x = 300 : i8} : () -> ()

// -----
"t.a"() {x = -1 : ui8} : () -> ()

// -----
%0 = arith.constant 128 : si8

// -----
"t.a"() {x = 2 : i1} : () -> ()
