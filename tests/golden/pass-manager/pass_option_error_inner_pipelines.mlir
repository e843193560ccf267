// FLAGS: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(cse),builtin.module(cse,func.func(cse{x=1})))
"foo.use"(%1, %0) : (i32, i32) -> ()
%0 = arith.constant 1 : i32
%1 = arith.constant 1 : i32
%2 = arith.constant 1 : i32
"foo.use"(%2, %1, %0) : (i32, i32, i32) -> ()
%3 = arith.addi %2, %1 : i32
%4 = arith.addi %0, %0 : i32
"foo.use"(%3, %4) : (i32, i32) -> ()
