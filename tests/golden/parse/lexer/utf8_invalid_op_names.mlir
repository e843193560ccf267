// FLAGS: --split-input-file --allow-unregistered-dialect
// Op names keep their bytes (invalid UTF-8 included) and print escaped;
// names differing only in invalid bytes stay distinct ops.
"t.ÿþ"() : () -> ()
"t.ÿÿ"() : () -> ()
"t.ÿþ"() {a = "xÿy", "kþ" = @"sÿ"} : () -> ()

// -----
"ÿ.Ã©"() : () -> ()
