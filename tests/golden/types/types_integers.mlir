// FLAGS: --allow-unregistered-dialect
// Signless, signed and unsigned integers of many widths, including i0 and very wide ones.
%0:8 = "foo.ints"() : () -> (i0, i1, i7, i8, i16, i32, i64, i128)
%1:6 = "foo.signed"() : () -> (si0, si1, si8, si64, si128, si1000)
%2:6 = "foo.unsigned"() : () -> (ui0, ui1, ui8, ui32, ui4096, ui65535)
%3 = "foo.wide"() : () -> i16777215
"foo.use"(%0#0, %1#5, %2#5) : (i0, si1000, ui65535) -> ()
