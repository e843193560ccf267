#!/usr/bin/env python3
"""Writes a benchmark module of nested scf and affine loops (issue 13's
speed bar): FUNCS functions, each an affine.for nest over a memref with
affine.load/store/apply, and scf.for loops with iter_args holding scf.if
with results and arithmetic. About 500 ops per function by default.

usage: scripts/gen_loops.py [FUNCS] [OPS_PER_FUNC] > loops.mlir
"""
import random
import sys


def func(out, idx, target, r):
    out.append(f"func.func @loops{idx}(%A: memref<64x64xf32>, %B: memref<64xf32>, %n: index, %x: i32, %c: i1) -> i32 {{")
    out.append("  %c0 = arith.constant 0 : index")
    out.append("  %c1 = arith.constant 1 : index")
    out.append("  %zero = arith.constant 0.0 : f32")
    count = 3
    k = 0
    acc = "%x"
    while count < target:
        k += 1
        if r.random() < 0.5:
            # affine nest: 2 loops, loads, stores, arithmetic
            out.append(f"  affine.for %i{k} = 0 to 64 {{")
            out.append(f"    %s{k} = affine.for %j{k} = 0 to min affine_map<(d0)[s0] -> (64, d0 + s0)>(%i{k})[%n] step 2 iter_args(%a{k} = %zero) -> (f32) {{")
            out.append(f"      %l{k} = affine.load %A[%i{k}, %j{k}] : memref<64x64xf32>")
            out.append(f"      %m{k} = affine.load %B[%j{k} + 1] : memref<64xf32>")
            out.append(f"      %p{k} = arith.mulf %l{k}, %m{k} : f32")
            out.append(f"      %q{k} = arith.addf %a{k}, %p{k} : f32")
            out.append(f"      %t{k} = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0 floordiv 4)>(%j{k})[%n]")
            out.append(f"      affine.store %q{k}, %B[%t{k} mod 64] : memref<64xf32>")
            out.append(f"      affine.yield %q{k} : f32")
            out.append("    }")
            out.append(f"    affine.store %s{k}, %B[%i{k}] : memref<64xf32>")
            out.append("  }")
            count += 12
        else:
            out.append(f"  %r{k} = scf.for %i{k} = %c0 to %n step %c1 iter_args(%a{k} = {acc}) -> (i32) {{")
            out.append(f"    %v{k} = arith.index_cast %i{k} : index to i32")
            out.append(f"    %w{k} = arith.addi %a{k}, %v{k} : i32")
            out.append(f"    %y{k} = scf.if %c -> (i32) {{")
            out.append(f"      %u{k} = arith.muli %w{k}, %v{k} : i32")
            out.append(f"      scf.yield %u{k} : i32")
            out.append("    } else {")
            out.append(f"      %e{k} = arith.subi %w{k}, %x : i32")
            out.append(f"      scf.yield %e{k} : i32")
            out.append("    }")
            out.append(f"    scf.yield %y{k} : i32")
            out.append("  }")
            acc = f"%r{k}"
            count += 9
    out.append(f"  return {acc} : i32")
    out.append("}")


def main():
    funcs = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    per = int(sys.argv[2]) if len(sys.argv) > 2 else 500
    r = random.Random(1)
    out = []
    for i in range(funcs):
        func(out, i, per, r)
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
