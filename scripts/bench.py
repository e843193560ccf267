#!/usr/bin/env python3
"""Benchmark rmlir-opt against mlir-opt on the generated inputs of
../shared/bench, reporting CPU-time and peak-memory ratios measured in the
same run. Runs alternate between the two tools and the medians are
compared, since the machines are noisy.

Cases: parse + verify + print of big.mlir (custom and generic forms);
`--canonicalize --cse` and `--inline --sccp --canonicalize --cse` on
live.mlir; loops.mlir (scripts/gen_loops.py: ~100k
ops of scf/affine loop nests) parsed, verified and printed, and lowered with
`--lower-affine --convert-scf-to-cf --canonicalize`; the threaded nested pipeline
`builtin.module(func.func(canonicalize,cse))` against the same run with
`--mlir-disable-threading` (whole run and the pipeline alone, from
`--mlir-timing`); and the peak memory of 20 canonicalize runs in one
pipeline on big.mlir against one.

usage: scripts/bench.py [--runs N] [--rmlir target/release/rmlir-opt]
                        [--mlir /usr/lib/llvm-22/bin/mlir-opt]

`--rmlir target/pgo/release/rmlir-opt` measures the profile-guided build
of scripts/pgo-build.sh instead of the plain release build.

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


def run(cmd, want_wall=False):
    """CPU seconds (user+sys) and peak RSS (MiB) of one run (and its wall
    time and stderr when `want_wall`)."""
    import time
    t0 = time.monotonic()
    with open(os.devnull, "wb") as devnull:
        p = subprocess.Popen(cmd, stdout=devnull, stderr=subprocess.PIPE)
        err = p.stderr.read().decode(errors="replace")
        _, status, ru = os.wait4(p.pid, 0)
        p.stderr.close()
    wall = time.monotonic() - t0
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("command failed: %s\n%s" % (" ".join(cmd), err[-2000:]))
    if want_wall:
        return ru.ru_utime + ru.ru_stime, ru.ru_maxrss / 1024.0, wall, err
    return ru.ru_utime + ru.ru_stime, ru.ru_maxrss / 1024.0


def pipeline_wall(timing_report):
    """The wall time of the nested pipeline in a `--mlir-timing` report."""
    for line in timing_report.splitlines():
        if "'func.func' Pipeline" in line:
            nums = [t for t in line.split() if t.replace(".", "", 1).isdigit()]
            # With threads the report has a user and a wall column.
            return float(nums[-1]) if nums else None
    return None


def ensure_live():
    live = os.path.join(OUT, "live.mlir")
    if not os.path.exists(live):
        with open(live, "w") as f:
            subprocess.check_call([sys.executable, GEN, "200", "500", "1", "--live"], stdout=f)
    return live


def ensure_loops():
    """~100k ops of nested scf/affine loops (scripts/gen_loops.py)."""
    loops = os.path.join(OUT, "loops.mlir")
    if not os.path.exists(loops):
        os.makedirs(OUT, exist_ok=True)
        with open(loops, "w") as f:
            subprocess.check_call([sys.executable, os.path.join(HERE, "gen_loops.py"), "200", "500"],
                                  stdout=f)
    return loops


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
    live = ensure_live()
    cases.append(("live.mlir --canonicalize --cse", ["--canonicalize", "--cse", live, "-o", os.devnull]))
    cases.append(("live.mlir --inline --sccp --canonicalize --cse",
                  ["--inline", "--sccp", "--canonicalize", "--cse", live, "-o", os.devnull]))
    loops = ensure_loops()
    cases.append(("loops.mlir (scf/affine nests, parse + verify + print)", [loops, "-o", os.devnull]))
    cases.append(("loops.mlir --lower-affine --convert-scf-to-cf --canonicalize",
                  ["--lower-affine", "--convert-scf-to-cf", "--canonicalize", loops, "-o", os.devnull]))
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
    threading(a, live)
    repeated_memory(a, big)
    return 0


def threading(a, live):
    """Wall time of the threaded nested pipeline against the same run
    with threads disabled (rmlir-opt alone: this is about its own scaling)."""
    pipe = "--pass-pipeline=builtin.module(func.func(canonicalize,cse))"
    walls = {True: [], False: []}
    passes = {True: [], False: []}
    for _ in range(a.runs):
        for threads in (True, False):
            args = [a.rmlir, pipe, "--mlir-timing", live, "-o", os.devnull]
            if not threads:
                args.insert(1, "--mlir-disable-threading")
            _, _, wall, err = run(args, want_wall=True)
            walls[threads].append(wall)
            passes[threads].append(pipeline_wall(err) or 0.0)
    w_t, w_s = statistics.median(walls[True]), statistics.median(walls[False])
    p_t, p_s = statistics.median(passes[True]), statistics.median(passes[False])
    print("live.mlir builtin.module(func.func(canonicalize,cse)), %d threads vs --mlir-disable-threading"
          % (os.cpu_count() or 1))
    print("  whole run: %.3f s vs %.3f s wall, ratio %.2f" % (w_t, w_s, w_t / w_s))
    print("  pipeline:  %.3f s vs %.3f s wall, ratio %.2f" % (p_t, p_s, p_t / p_s if p_s else 0))


def repeated_memory(a, big):
    """Peak memory of 20 canonicalize runs in one pipeline against one."""
    once = "--pass-pipeline=builtin.module(canonicalize)"
    many = "--pass-pipeline=builtin.module(%s)" % ",".join(["canonicalize"] * 20)
    m1 = statistics.median(run([a.rmlir, once, big, "-o", os.devnull])[1] for _ in range(a.runs))
    m20 = statistics.median(run([a.rmlir, many, big, "-o", os.devnull])[1] for _ in range(a.runs))
    print("big.mlir canonicalize x20 in one pipeline: %.1f MiB peak vs %.1f MiB once, ratio %.2f"
          % (m20, m1, m20 / m1))


if __name__ == "__main__":
    sys.exit(main())
