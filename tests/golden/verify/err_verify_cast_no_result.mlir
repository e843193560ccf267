// FLAGS:
"builtin.unrealized_conversion_cast"() : () -> ()
