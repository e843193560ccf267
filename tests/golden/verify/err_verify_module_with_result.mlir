// FLAGS:
%0 = "builtin.module"() ({}) : () -> (i32)
