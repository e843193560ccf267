#!/usr/bin/env python3
"""Benchmark rmlir-opt against mlir-opt on the generated inputs of
../shared/bench (parse + verify + print), reporting CPU-time and peak-memory
ratios measured in the same run. Runs alternate between the two tools and
the medians are compared, since the machines are noisy.

usage: scripts/bench.py [--runs N] [--rmlir target/release/rmlir-opt]
                        [--mlir /usr/lib/llvm-22/bin/mlir-opt]

Timing lives here, never in tests. Without mlir-opt, only rmlir-opt's
absolute figures are printed.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
GEN = os.path.join(ROOT, "..", "shared", "bench", "gen_bench.py")
OUT = os.path.join(ROOT, "bench-out")


def run(cmd):
    """CPU seconds (user+sys) and peak RSS (MiB) of one run."""
    with open(os.devnull, "wb") as devnull:
        p = subprocess.Popen(cmd, stdout=devnull, stderr=subprocess.PIPE)
        _, status, ru = os.wait4(p.pid, 0)
        err = p.stderr.read().decode(errors="replace")
        p.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("command failed: %s\n%s" % (" ".join(cmd), err[-2000:]))
    return ru.ru_utime + ru.ru_stime, ru.ru_maxrss / 1024.0


def ensure_inputs(mlir):
    os.makedirs(OUT, exist_ok=True)
    big = os.path.join(OUT, "big.mlir")
    generic = os.path.join(OUT, "big.generic.mlir")
    if not os.path.exists(big):
        with open(big, "w") as f:
            subprocess.check_call([sys.executable, GEN, "200", "500", "1"], stdout=f)
    if not os.path.exists(generic):
        # The generic form needs a printer that knows arith/cf/memref: the
        # reference if present, else rmlir-opt itself once it has them.
        tool = mlir or None
        if tool is None:
            return big, None
        with open(generic, "w") as f:
            subprocess.check_call([tool, "--mlir-print-op-generic", big], stdout=f)
    return big, generic


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--rmlir", default=os.path.join(ROOT, "target", "release", "rmlir-opt"))
    ap.add_argument("--mlir", default=shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt")
    a = ap.parse_args()
    mlir = a.mlir if os.path.exists(a.mlir) else None
    big, generic = ensure_inputs(mlir)
    cases = []
    if generic:
        cases.append(("big.generic.mlir (generic in, generic out)",
                      ["--allow-unregistered-dialect", "--mlir-print-op-generic", generic, "-o", os.devnull]))
    cases.append(("big.mlir (custom form)", ["--allow-unregistered-dialect", big, "-o", os.devnull]))
    for name, args in cases:
        r_cpu, r_mem, m_cpu, m_mem = [], [], [], []
        ok = True
        for _ in range(a.runs):
            c, m = run([a.rmlir] + args)
            r_cpu.append(c)
            r_mem.append(m)
            if mlir:
                c, m = run([mlir] + args)
                m_cpu.append(c)
                m_mem.append(m)
        rc, rm = statistics.median(r_cpu), statistics.median(r_mem)
        print("%s" % name)
        print("  rmlir-opt: %.3f s CPU, %.1f MiB peak" % (rc, rm))
        if mlir:
            mc, mm = statistics.median(m_cpu), statistics.median(m_mem)
            print("  mlir-opt:  %.3f s CPU, %.1f MiB peak" % (mc, mm))
            print("  ratio:     CPU %.2f, memory %.2f (rmlir / mlir)" % (rc / mc, rm / mm))
    return 0


if __name__ == "__main__":
    sys.exit(main())
