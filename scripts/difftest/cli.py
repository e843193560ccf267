"""Random differential test of rmlir-opt against the reference mlir-opt.

Generates seeded random (mostly valid) MLIR using only the builtin dialect,
the func dialect (func.func / return / call / constant) and unregistered
generic ops, runs both tools under several flag combinations and compares
stdout, the exit code and the set of `file:line:col: severity: message`
diagnostic lines.

usage:
  difftest.py [run] [-n N] [--seed S] [--jobs J] [--out DIR] [--flags SPEC]
                    [--reduce] [--size K]
  difftest.py gen SEED [--size K]          print one generated case
  difftest.py check FILE [--flags SPEC]    compare one file (all flag sets)
  difftest.py reduce FILE --flags SPEC     minimise FILE while it still differs
  difftest.py triage [-n N] [--flags SPEC] attribute failures to known causes
  difftest.py causes [--check] [-v]        list the known causes (causes.json);
                                           --check runs each one's repro and
                                           reports those that no longer differ

--avoid all|NAME,... makes the generator steer around known discrepancies
(without changing its random stream), so new bugs stand out: a run with
`--avoid all` should pass 100%; whatever still fails is a new cause.

SPEC is a comma list of flag sets, each a '+'-joined list of short names:
  none, generic, debug, local   e.g.  --flags none,generic+debug
'all' (the default) is every combination of the three print flags.

Failures are saved as DIR/fail_NNN.mlir (default DIR=/tmp/difftest), the
first line a `// flags: ...` comment with the flags that expose it.

The code is the package scripts/difftest/: gen.py (generator), compare.py
(running and comparing), reduce.py (reducer), causes.py + causes.json (known
causes as data) and cli.py (these commands).  Python 3 standard library only.
"""
import argparse
import concurrent.futures as cf
import os
import sys
import tempfile

from . import causes
from .causes import KNOWN_CAUSES
from .compare import DEFAULT_MLIR, DEFAULT_RMLIR, compare, describe, flag_label, parse_flag_spec, run_tool
from .gen import generate
from .reduce import reduce_file


def check_case(args):
    seed, size, flag_sets, rmlir, mlir, workdir, avoid = args
    text = generate(seed, size, avoid)
    path = os.path.join(workdir, "case_%d_%d.mlir" % (seed, os.getpid()))
    with open(path, "w") as f:
        f.write(text)
    results = []
    ref_ok = run_tool(mlir, path, flag_sets[0])[0] == 0
    for flags in flag_sets:
        results.append((flags, compare(path, flags, rmlir, mlir, avoid)))
    os.unlink(path)
    return seed, text, results, ref_ok


def run_cases(seeds, a, flag_sets, avoid=()):
    """Yield check_case results for seeds, in order."""
    workdir = tempfile.mkdtemp(prefix="difftest-")
    jobs = [(sd, a.size, flag_sets, a.rmlir, a.mlir, workdir, tuple(avoid)) for sd in seeds]
    with cf.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        for res in ex.map(check_case, jobs):
            yield res


def parse_avoid(spec):
    if not spec:
        return ()
    if spec == "all":
        return tuple(KNOWN_CAUSES)
    names = tuple(x.strip() for x in spec.split(",") if x.strip())
    for n in names:
        if n not in KNOWN_CAUSES:
            raise SystemExit("unknown cause %r (known: %s)" % (n, ", ".join(KNOWN_CAUSES)))
    return names


def save_failure(out_dir, idx, seed, text, bad, prefix="fail"):
    fpath = os.path.join(out_dir, "%s_%03d.mlir" % (prefix, idx))
    with open(fpath, "w") as fh:
        fh.write("// flags: %s | seed %d\n" % (" ; ".join(flag_label(f) for f, _ in bad), seed))
        fh.write(text)
    return fpath


def cmd_run(a):
    flag_sets = parse_flag_spec(a.flags)
    avoid = parse_avoid(a.avoid)
    os.makedirs(a.out, exist_ok=True)
    stats = {flag_label(f): [0, 0] for f in flag_sets}
    nfail = 0
    ref_valid = 0
    seeds = [a.seed + i for i in range(a.n)]
    for seed, text, results, ref_ok in run_cases(seeds, a, flag_sets, avoid):
        ref_valid += bool(ref_ok)
        bad = [(f, d) for f, d in results if d is not None]
        for f, d in results:
            st = stats[flag_label(f)]
            st[0] += 1
            st[1] += d is None
        if bad:
            nfail += 1
            fpath = save_failure(a.out, nfail, seed, text, bad)
            if a.verbose:
                print("== seed %d -> %s" % (seed, fpath))
                for f, d in bad[:2]:
                    print("  [%s] %s" % (flag_label(f), describe(d).replace("\n", "\n  ")))
            if a.reduce:
                red = reduce_file(fpath, bad[0][0], a.rmlir, a.mlir)
                if red:
                    with open(fpath.replace(".mlir", ".min.mlir"), "w") as fh:
                        fh.write("// flags: %s | seed %d\n" % (flag_label(bad[0][0]), seed))
                        fh.write(red)
    print("cases: %d (seeds %d..%d)%s  reference accepted %d = %.1f%%" % (
        a.n, a.seed, a.seed + a.n - 1, "  avoiding: " + ",".join(avoid) if avoid else "",
        ref_valid, 100.0 * ref_valid / max(a.n, 1)))
    tot = [0, 0]
    for k, (n, ok) in stats.items():
        tot[0] += n
        tot[1] += ok
        print("  %-70s %4d/%4d  %5.1f%%" % (k, ok, n, 100.0 * ok / max(n, 1)))
    print("overall (case x flag set): %d/%d  %.1f%%" % (tot[1], tot[0], 100.0 * tot[1] / max(tot[0], 1)))
    print("cases passing every flag set: %d/%d  %.1f%%" % (a.n - nfail, a.n, 100.0 * (a.n - nfail) / max(a.n, 1)))
    if nfail:
        print("failures saved to %s/fail_001.mlir .. fail_%03d.mlir" % (a.out, nfail))
    return 0 if nfail == 0 else 1


def cmd_triage(a):
    """Attribute failures to known causes: a (case, flag set) failure counts
    for cause C when it still fails with every *other* known cause avoided
    (and passes with all of them avoided)."""
    flag_sets = parse_flag_spec(a.flags)
    os.makedirs(a.out, exist_ok=True)
    seeds = [a.seed + i for i in range(a.n)]
    labels = [flag_label(f) for f in flag_sets]
    by_label = dict(zip(labels, flag_sets))
    allc = tuple(KNOWN_CAUSES)
    workdir = tempfile.mkdtemp(prefix="difftest-triage-")

    def failing(avoid, seeds_):
        out, texts = {}, {}
        for seed, text, results, _ in run_cases(seeds_, a, flag_sets, avoid):
            bad = [(f, d) for f, d in results if d is not None]
            if bad:
                out[seed] = set(flag_label(f) for f, _ in bad)
                texts[seed] = (text, bad)
        return out, texts

    base, _ = failing((), seeds)
    print("baseline: %d/%d cases fail under some flag set" % (len(base), a.n))
    for lab in labels:
        nf = sum(1 for v in base.values() if lab in v)
        print("  %-70s pass %5.1f%%" % (lab, 100.0 * (a.n - nf) / a.n))
    rest, texts = failing(allc, sorted(base))
    print("with every known cause avoided: %d cases still fail" % len(rest))
    for lab in labels:
        nf = sum(1 for v in rest.values() if lab in v)
        print("  %-70s pass %5.1f%%" % (lab, 100.0 * (a.n - nf) / a.n))
    for i, seed in enumerate(sorted(texts), 1):
        text, bad = texts[seed]
        save_failure(a.out, i, seed, text, bad, prefix="unexplained")
    if texts:
        print("unexplained failures saved as %s/unexplained_NNN.mlir (generated with --avoid all)" % a.out)

    # per cause: regenerate with every other cause avoided; only cases whose
    # text changes (or, for output-side causes, the affected flag sets) run.
    jobs = []
    for c in allc:
        others = tuple(x for x in allc if x != c)
        for seed, labs in base.items():
            cand = [l for l in labs if l not in rest.get(seed, set())]
            if c == "local-numbering":
                cand = [l for l in cand if "--mlir-print-local-scope" in by_label[l]]
            elif generate(seed, a.size, others) == generate(seed, a.size, allc):
                continue
            if cand:
                jobs.append((c, seed, others, cand))

    def run_job(job):
        c, seed, others, cand = job
        path = os.path.join(workdir, "t_%s_%d.mlir" % (c, seed))
        with open(path, "w") as f:
            f.write(generate(seed, a.size, others))
        hit = [l for l in cand if compare(path, by_label[l], a.rmlir, a.mlir, others) is not None]
        os.unlink(path)
        return c, seed, hit

    per = {c: {lab: 0 for lab in labels} for c in allc}
    cases = {c: set() for c in allc}
    with cf.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        for c, seed, hit in ex.map(run_job, jobs):
            for l in hit:
                per[c][l] += 1
                cases[c].add(seed)
    print("per cause: cases (of %d) it breaks on its own, and (case, flag set) pairs:" % a.n)
    for c in sorted(allc, key=lambda c: -len(cases[c])):
        print("  %4d  %-15s %s" % (len(cases[c]), c, KNOWN_CAUSES[c]))
        if cases[c]:
            print("        " + ", ".join("%s: %d" % (k, v) for k, v in per[c].items() if v))
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cmd", nargs="?", default="run", choices=["run", "gen", "check", "reduce", "triage", "causes"])
    ap.add_argument("arg", nargs="?")
    ap.add_argument("-n", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--size", type=int, default=None)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--out", default="/tmp/difftest")
    ap.add_argument("--flags", default="all")
    ap.add_argument("--avoid", default="", help="comma list of known causes to steer around, or 'all'")
    ap.add_argument("--rmlir", default=DEFAULT_RMLIR)
    ap.add_argument("--mlir", default=DEFAULT_MLIR)
    ap.add_argument("--reduce", action="store_true", help="minimise each failure (slow)")
    ap.add_argument("--check", action="store_true", help="causes: run each cause's repro and report those that no longer differ")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    if a.cmd == "gen":
        sys.stdout.write(generate(int(a.arg or a.seed), a.size, parse_avoid(a.avoid)))
        return 0
    if a.cmd == "causes":
        if a.check:
            return 1 if causes.check(a.rmlir, a.mlir, a.verbose) else 0
        for k, v in KNOWN_CAUSES.items():
            print("%-16s %s" % (k, v))
        return 0
    if a.cmd == "check":
        bad = 0
        for flags in parse_flag_spec(a.flags):
            d = compare(a.arg, flags, a.rmlir, a.mlir, parse_avoid(a.avoid))
            print("[%s] %s" % (flag_label(flags), "ok" if d is None else "DIFF\n" + describe(d)))
            bad += d is not None
        return 1 if bad else 0
    if a.cmd == "reduce":
        flags = parse_flag_spec(a.flags)[0]
        red = reduce_file(a.arg, flags, a.rmlir, a.mlir)
        if red is None:
            print("no difference with flags %s" % flag_label(flags), file=sys.stderr)
            return 1
        sys.stdout.write(red)
        return 0
    if a.cmd == "triage":
        return cmd_triage(a)
    return cmd_run(a)
