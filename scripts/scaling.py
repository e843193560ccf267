#!/usr/bin/env python3
"""Scaling benchmark: does rmlir-opt stay linear where mlir-opt is?

Generates inputs of N = 10k, 100k and 1M elements along one dimension at a
time and reports, for rmlir-opt and mlir-opt side by side, the wall time of
one parse + verify + print run and the time per element (microseconds). A
super-linear path shows as time per element growing with N; a crash or
time-out is reported as such instead of a time.

Dimensions (each input is generated in a temporary directory, never kept):
  nest-regions   N generic ops nested in each other's regions
  nest-types     a function argument of N nested `tuple<...>` types
  blocks         a function of N blocks chained by `cf.br`
  ops            N `arith.constant` ops in a function
  attr-chain     N attribute aliases, each an array of the previous
  type-chain     N type aliases, each a tuple of the previous
  attr-aliases   N distinct attribute aliases, each used by one op
  type-aliases   N distinct type aliases, each used by one op
  operands       one op with N operands
  results        one op with N results (`%0:N`)

usage: scripts/scaling.py [--sizes 10000,100000,1000000] [--only DIM,...]
                          [--timeout SECONDS] [--rmlir target/release/rmlir-opt]
                          [--mlir /usr/lib/llvm-22/bin/mlir-opt]

Takes about five minutes with the defaults (mlir-opt dominates; it
overflows its stack on the deepest nestings, which shows as "crash"). The
printed form of nest-regions indents each level by two more spaces, so its
output, and with it the time per element, grows linearly with N in both
tools: N = 100k prints 10 GB; 1M times out. Timing lives here,
never in tests; the same inputs at 100k are checked for success by
crates/opt/tests/robustness.rs (`hundred_thousand_element_inputs`).
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def nest_regions(n):
    return '"t.op"() ({\n' * n + "}) : () -> ()\n" * n


def nest_types(n):
    return "func.func private @f(" + "tuple<" * n + "i32" + ">" * n + ")\n"


def blocks(n):
    body = "".join("  cf.br ^bb%d\n^bb%d:\n" % (i, i) for i in range(1, n + 1))
    return "func.func @f() {\n" + body + "  return\n}\n"


def ops(n):
    body = "".join("  %%c%d = arith.constant %d : i32\n" % (i, i) for i in range(n))
    return "func.func @f() {\n" + body + "  return\n}\n"


def attr_chain(n):
    defs = ["#a0 = [1]"] + ["#a%d = [#a%d]" % (i, i - 1) for i in range(1, n)]
    return "\n".join(defs) + '\n"t.op"() {a = #a%d} : () -> ()\n' % (n - 1)


def type_chain(n):
    defs = ["!t0 = i32"] + ["!t%d = tuple<!t%d>" % (i, i - 1) for i in range(1, n)]
    return "\n".join(defs) + "\nfunc.func private @f(!t%d)\n" % (n - 1)


def attr_aliases(n):
    defs = "".join("#a%d = {k = %d : i32}\n" % (i, i) for i in range(n))
    uses = "".join('"t.op"() {a = #a%d} : () -> ()\n' % i for i in range(n))
    return defs + uses


def type_aliases(n):
    defs = "".join("!t%d = memref<%dxi32>\n" % (i, i + 1) for i in range(n))
    uses = "".join('"t.op"() : () -> !t%d\n' % i for i in range(n))
    return defs + uses


def operands(n):
    names = ", ".join(["%v"] * n)
    types = ", ".join(["i32"] * n)
    return '%%v = "t.def"() : () -> i32\n"t.use"(%s) : (%s) -> ()\n' % (names, types)


def results(n):
    types = ", ".join(["i32"] * n)
    return '%%r:%d = "t.def"() : () -> (%s)\n"t.use"(%%r#%d) : (i32) -> ()\n' % (
        n,
        types,
        n - 1,
    )


DIMS = [
    ("nest-regions", nest_regions),
    ("nest-types", nest_types),
    ("blocks", blocks),
    ("ops", ops),
    ("attr-chain", attr_chain),
    ("type-chain", type_chain),
    ("attr-aliases", attr_aliases),
    ("type-aliases", type_aliases),
    ("operands", operands),
    ("results", results),
]


def run(tool, path, timeout):
    """Wall seconds of one run, or a string saying how it failed."""
    cmd = [tool, "--allow-unregistered-dialect", path, "-o", os.devnull]
    start = time.perf_counter()
    try:
        p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout"
    elapsed = time.perf_counter() - start
    if p.returncode < 0 or p.returncode > 1:
        return "crash"
    if p.returncode != 0:
        return "error"
    return elapsed


def fmt(r, n):
    if isinstance(r, str):
        return "%10s %9s" % (r, "")
    return "%9.3fs %8.3fus" % (r, r / n * 1e6)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="10000,100000,1000000")
    ap.add_argument("--only", default="")
    ap.add_argument("--timeout", type=float, default=20)
    ap.add_argument("--rmlir", default=os.path.join(ROOT, "target", "release", "rmlir-opt"))
    ap.add_argument("--mlir", default=shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt")
    a = ap.parse_args()
    sizes = [int(s) for s in a.sizes.split(",")]
    only = set(a.only.split(",")) - {""}
    mlir = a.mlir if os.path.exists(a.mlir) else None
    if not os.path.exists(a.rmlir):
        sys.exit("no rmlir-opt at %s (cargo build --release)" % a.rmlir)
    print("%-13s %8s | %-21s | %-21s" % ("dimension", "N", "rmlir-opt (per elt)", "mlir-opt (per elt)"))
    with tempfile.TemporaryDirectory(prefix="rmlir-scaling-") as tmp:
        for name, gen in DIMS:
            if only and name not in only:
                continue
            for n in sizes:
                path = os.path.join(tmp, "%s-%d.mlir" % (name, n))
                with open(path, "w") as f:
                    f.write(gen(n))
                r = run(a.rmlir, path, a.timeout)
                m = run(mlir, path, a.timeout) if mlir else "n/a"
                print("%-13s %8d | %s | %s" % (name, n, fmt(r, n), fmt(m, n)), flush=True)
                os.remove(path)


if __name__ == "__main__":
    main()
