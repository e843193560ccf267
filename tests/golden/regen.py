#!/usr/bin/env python3
"""Regenerates the golden outputs of tests/golden from the reference mlir-opt.

Cases live in subject folders (see tests/golden/README.md); every
`tests/golden/**/NAME.mlir` is a case, and those under `known-diffs/` are the
documented differences.  Each case starts with a line `// FLAGS: <flags>`
(shell-quoted).  This script runs, from the repository root,

    mlir-opt <flags> tests/golden/DIR/NAME.mlir

or, when the flags contain `%s`, the flags with `%s` replaced by the path (as in
lit RUN lines: `// FLAGS: %s --split-input-file`); `%S` stands for the case's
directory, and a case using it is not itself passed unless it says `%s`: so
`// FLAGS: --split-input-file %S/inputs/empty.txt` runs on a raw input that
a `// FLAGS:` line could not be part of, such as an empty file, and
`// FLAGS: --mlir-print-op-generic %S/ops.mlir` runs another case's input
with other flags), and writes NAME.out (stdout), NAME.err (stderr) and NAME.rc
(exit code) next to the case.  The harness crates/opt/tests/golden.rs runs
rmlir-opt the same way and compares.  Goldens must only ever come from mlir-opt.

Cases are selected by name: a NAME argument matches a case whose file name is
NAME.mlir, whose path below tests/golden is NAME or NAME.mlir
(`dialect/arith/ops`), or which lies in the folder NAME (`pass/cse`).

Usage:
    python3 tests/golden/regen.py [--mlir-opt PATH] [NAME ...]
    python3 tests/golden/regen.py --compare target/release/rmlir-opt [NAME ...]
    python3 tests/golden/regen.py --list [NAME ...]

--compare does not write anything: it runs the given tool on every case and
lists the cases whose stdout, exit code or stderr differ from the goldens (the
harness requires byte-identical stderr; use it to decide which cases belong in
known-diffs/).  --list prints the selected cases' paths.
"""

import argparse
import os
import re
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
DIAG_RE = re.compile(r"^(\S.*?):(\d+):(\d+): (error|warning|note|remark): ")


def all_cases():
    """Every case below tests/golden, as a path relative to the root, sorted."""
    found = []
    for d, subdirs, files in os.walk(HERE):
        subdirs.sort()
        for f in files:
            if f.endswith(".mlir"):
                found.append(os.path.relpath(os.path.join(d, f), ROOT))
    return sorted(found)


def selected(path, names):
    """Whether the case `path` is chosen by one of `names` (see the doc)."""
    if not names:
        return True
    rel = os.path.relpath(os.path.join(ROOT, path), HERE)
    stem = rel[: -len(".mlir")]
    base = os.path.basename(stem)
    for n in names:
        n = n.rstrip("/")
        if n in (base, stem, rel) or rel.startswith(n + "/"):
            return True
    return False


def cases(names):
    return [p for p in all_cases() if selected(p, names)]


def flags_of(path):
    with open(os.path.join(ROOT, path), "rb") as f:
        first = f.readline().decode("utf-8", "replace").rstrip("\r\n").lstrip("\ufeff")
    if not first.startswith("// FLAGS:"):
        sys.exit(f"{path}: first line must be '// FLAGS: ...'")
    return shlex.split(first[len("// FLAGS:"):])


def command(tool, path):
    flags = flags_of(path)
    # `%S` is the case's directory, for cases whose input is another file
    # (one the `// FLAGS:` line cannot be part of, such as an empty file).
    other_input = any("%S" in f for f in flags)
    flags = [f.replace("%S", os.path.dirname(path)) for f in flags]
    if "%s" in flags:
        return [tool, *(path if f == "%s" else f for f in flags)]
    if other_input:
        return [tool, *flags]
    return [tool, *flags, path]


def run(tool, path):
    p = subprocess.run(command(tool, path), cwd=ROOT, capture_output=True, timeout=120)
    return p.stdout, p.stderr, p.returncode


def diag_lines(err):
    return [l for l in err.decode("utf-8", "replace").splitlines() if DIAG_RE.match(l)]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mlir-opt", default=os.environ.get("MLIR_OPT", DEFAULT_MLIR_OPT))
    ap.add_argument("--compare", metavar="TOOL", help="compare TOOL against the goldens instead of writing them")
    ap.add_argument("--list", action="store_true", help="only list the selected cases")
    ap.add_argument("names", nargs="*", help="case names, paths or folders (default: all)")
    args = ap.parse_args()

    paths = cases(set(args.names))
    if not paths:
        sys.exit("no cases found")
    if args.list:
        print("\n".join(paths))
        return
    differ = 0
    for path in paths:
        base = os.path.join(ROOT, path[: -len(".mlir")])
        if args.compare:
            tool = os.path.abspath(args.compare)
            out, err, rc = run(tool, path)
            want_out = open(base + ".out", "rb").read()
            want_err = open(base + ".err", "rb").read()
            want_rc = int(open(base + ".rc").read())
            problems = []
            if rc != want_rc:
                problems.append(f"exit {rc} != {want_rc}")
            if out != want_out:
                problems.append("stdout differs")
            have = set(diag_lines(err))
            missing = [l for l in diag_lines(want_err) if l not in have]
            if missing:
                problems.append(f"{len(missing)} diagnostic line(s) missing, e.g. {missing[0]!r}")
            elif err != want_err:
                problems.append("stderr not byte-identical (diagnostic lines match)")
            if problems:
                differ += 1
                print(f"DIFF {path}: {'; '.join(problems)}")
        else:
            out, err, rc = run(args.mlir_opt, path)
            with open(base + ".out", "wb") as f:
                f.write(out)
            with open(base + ".err", "wb") as f:
                f.write(err)
            with open(base + ".rc", "w") as f:
                f.write(f"{rc}\n")
            if rc not in (0, 1):
                print(f"warning: {path}: mlir-opt exited with {rc}", file=sys.stderr)
    if args.compare:
        print(f"{differ} of {len(paths)} case(s) differ")
        sys.exit(1 if differ else 0)
    print(f"wrote goldens for {len(paths)} case(s)")


if __name__ == "__main__":
    main()
