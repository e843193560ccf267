// FLAGS: %s
// Every index op in custom form.
func.func @ops(%a: index, %b: index, %i: i32, %j: i64) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b
  %20 = index.cmp eq(%a, %b)
  %21 = index.cmp ne(%a, %b)
  %22 = index.cmp slt(%a, %b)
  %23 = index.cmp sle(%a, %b)
  %24 = index.cmp sgt(%a, %b)
  %25 = index.cmp sge(%a, %b)
  %26 = index.cmp ult(%a, %b)
  %27 = index.cmp ule(%a, %b)
  %28 = index.cmp ugt(%a, %b)
  %29 = index.cmp uge(%a, %b)
  %30 = index.constant 42
  %31 = index.constant -7
  %32 = index.bool.constant true
  %33 = index.bool.constant false
  %34 = index.sizeof
  %35 = index.casts %a : index to i32
  %36 = index.casts %j : i64 to index
  %37 = index.castu %a : index to i64
  %38 = index.castu %i : i32 to index
  %39 = index.add %a, %b {test.tag}
  return
}
