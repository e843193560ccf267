// FLAGS: %s --allow-unregistered-dialect --split-input-file
// Aliases that double at each level: the printed form expands them all
// (each distinct value is visited once when collecting aliases).
#a0 = [1]
#a1 = [#a0, #a0]
#a2 = [#a1, #a1]
#a3 = [#a2, #a2]
#a4 = [#a3, #a3]
#a5 = [#a4, #a4]
#a6 = [#a5, #a5]
#a7 = [#a6, #a6]
#a8 = [#a7, #a7]
#a9 = [#a8, #a8]
"t.op"() {a = #a9} : () -> ()
// -----
!t0 = i32
!t1 = tuple<!t0, !t0>
!t2 = tuple<!t1, !t1>
!t3 = tuple<!t2, !t2>
!t4 = tuple<!t3, !t3>
!t5 = tuple<!t4, !t4>
!t6 = tuple<!t5, !t5>
!t7 = tuple<!t6, !t6>
!t8 = tuple<!t7, !t7>
!t9 = tuple<!t8, !t8>
"t.op"() : () -> !t9
// -----
#loc0 = loc("x":1:2)
#m = affine_map<(d0) -> (d0)>
#b0 = [#m, #m]
#b1 = [#b0, #b0]
#b2 = [#b1, #b1]
#b3 = [#b2, #b2]
#b4 = [#b3, #b3]
#b5 = [#b4, #b4]
"t.op"() {a = #b5} : () -> () loc(#loc0)
