// FLAGS: --canonicalize
  %c1 = index.constant 7
  %c2 = index.constant 5
  %0 = index.add %a, %c1
  %1 = index.add %0, %c2
  %2 = index.maxs %a, %c1
  %3 = index.maxs %2, %c2
  %4 = index.xor %a, %c1
  %5 = index.xor %4, %c2
  %m = index.minu %a, %c2
  %6 = index.cmp ult(%m, %c1)
  %7 = index.cmp ugt(%m, %c1)
  %n = index.mins %a, %c2
  %8 = index.cmp ne(%n, %c1)
  %9 = index.cmp eq(%n, %c2)
  return %1, %3, %5, %m, %6, %7, %8, %9 : index, index, index, index, i1, i1, i1, i1
}
func.func @g() -> (i16, i64, i48, i32, i64, i40) {
  %c = index.constant -5
  %big = index.constant 0x1ffffffff
  %0 = index.casts %c : index to i16
  %1 = index.castu %c : index to i64
  %2 = index.casts %c : index to i48
  %3 = index.castu %big : index to i32
  %4 = index.casts %big : index to i64
  %5 = index.castu %big : index to i40
  return %0, %1, %2, %3, %4, %5 : i16, i64, i48, i32, i64, i40
}
func.func @h(%x: i1) -> (index, index, index) {
  %c = arith.constant 200 : i8
  %0 = index.casts %c : i8 to index
  %1 = index.castu %c : i8 to index
  %s = index.sizeof
  %2 = index.sub %s, %s
  return %0, %1, %2 : index, index, index
}
func.func @edges() -> (index, index, index, index, index, index, index, index, i1, i1) {
  %min = index.constant -9223372036854775808
  %m1 = index.constant -1
  %i32min = index.constant -2147483648
  %big = index.constant 0x180000000
  %c3 = index.constant 3
  %0 = index.divs %min, %m1
  %1 = index.rems %min, %m1
  %2 = index.divs %i32min, %m1
  %3 = index.ceildivu %big, %c3
  %4 = index.floordivs %m1, %c3
  %5 = index.shl %m1, %c3
  %6 = index.shrs %big, %c3
  %7 = index.shru %m1, %c3
  %8 = index.cmp ult(%big, %c3)
  %9 = index.cmp slt(%m1, %c3)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, index, index, index, index, i1, i1
}
func.func @cmp_sub(%a: index, %b: index) -> (i1, i1, i1) {
  %z = index.constant 0
  %s = index.sub %a, %b
  %0 = index.cmp slt(%s, %z)
  %1 = index.cmp uge(%z, %s)
  %2 = index.cmp ne(%a, %b)
  return %0, %1, %2 : i1, i1, i1
}
func.func @reassoc(%a: index) -> (index, index, index, index) {
  %c1 = index.constant 0x7fffffff
  %c2 = index.constant 1
  %0 = index.mins %a, %c1
  %1 = index.mins %0, %c2
  %2 = index.mul %a, %c1
  %3 = index.mul %2, %c2
  %4 = index.or %a, %c1
  %5 = index.or %4, %c2
  %6 = index.and %c1, %a
  %7 = index.and %6, %c2
  return %1, %3, %5, %7 : index, index, index, index
}
func.func @minmax_cmp(%a: index) -> (i1, i1, i1, i1, i1, i1) {
  %c5 = index.constant 5
  %c7 = index.constant 7
  %cn = index.constant -1
  %0 = index.maxu %a, %c5
  %1 = index.cmp uge(%0, %c5)
  %2 = index.cmp ult(%0, %c5)
  %3 = index.mins %a, %c5
  %4 = index.cmp sle(%3, %c7)
  %5 = index.cmp eq(%3, %c7)
  %6 = index.minu %a, %cn
  %7 = index.cmp ule(%6, %cn)
  %8 = index.maxs %a, %cn
  %9 = index.cmp sge(%8, %cn)
  return %1, %2, %4, %5, %7, %9 : i1, i1, i1, i1, i1, i1
}
