"""Running both tools and comparing what they print.

`compare(path, flags, rmlir, mlir)` runs rmlir-opt and mlir-opt on one file
with `--allow-unregistered-dialect` plus `flags` and returns None when stdout,
the exit status (zero or not) and the set of `file:line:col: severity:`
diagnostic lines agree, else a dict of both sides; `describe` renders it.
"""
import itertools
import os
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_RMLIR = os.environ.get("RMLIR_OPT", os.path.join(ROOT, "target", "release", "rmlir-opt"))
DEFAULT_MLIR = os.environ.get("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt")

FLAG_NAMES = {
    "none": [],
    "generic": ["--mlir-print-op-generic"],
    "debug": ["--mlir-print-debuginfo"],
    "local": ["--mlir-print-local-scope"],
}


DIAG_RE = re.compile(r"^(.*?):(\d+):(\d+): (error|warning|note|remark): (.*)$")


def run_tool(tool, path, flags, timeout=10):
    cmd = [tool, "--allow-unregistered-dialect"] + flags + [path]
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b"", b""


def diag_lines(stderr):
    out = set()
    for line in stderr.decode("utf-8", "replace").splitlines():
        m = DIAG_RE.match(line)
        if m:
            out.add(line)
    return out


SSA_NUM = re.compile(rb"%([A-Za-z_]*)\d+")


def compare(path, flags, rmlir, mlir, avoid=()):
    """Return None if equal, else a dict describing the difference."""
    rc_r, out_r, err_r = run_tool(rmlir, path, flags)
    rc_m, out_m, err_m = run_tool(mlir, path, flags)
    if "local-numbering" in avoid and "--mlir-print-local-scope" in flags:
        out_r = SSA_NUM.sub(rb"%\1N", out_r)
        out_m = SSA_NUM.sub(rb"%\1N", out_m)
    if rc_r == "timeout" and rc_m == "timeout":
        return None
    d_r, d_m = diag_lines(err_r), diag_lines(err_m)
    exit_r = rc_r if rc_r == "timeout" else (0 if rc_r == 0 else 1)
    exit_m = rc_m if rc_m == "timeout" else (0 if rc_m == 0 else 1)
    if out_r == out_m and exit_r == exit_m and d_r == d_m:
        return None
    return {"rc": (rc_r, rc_m), "out": (out_r, out_m), "diag": (d_r, d_m),
            "err": (err_r, err_m)}


def parse_flag_spec(spec):
    if spec == "all":
        sets = []
        for k in range(0, 4):
            for combo in itertools.combinations(["generic", "debug", "local"], k):
                sets.append(list(combo))
        return [[f for n in s for f in FLAG_NAMES[n]] for s in sets]
    out = []
    for s in spec.split(","):
        fl = []
        for n in s.split("+"):
            n = n.strip()
            if n in FLAG_NAMES:
                fl += FLAG_NAMES[n]
            elif n.startswith("--"):
                fl.append(n)
            else:
                raise SystemExit("unknown flag name %r" % n)
        out.append(fl)
    return out


def flag_label(flags):
    return " ".join(flags) if flags else "(none)"


def short_diff(a, b, limit=6):
    la = a.decode("utf-8", "replace").splitlines()
    lb = b.decode("utf-8", "replace").splitlines()
    out = []
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else "<EOF>"
        y = lb[i] if i < len(lb) else "<EOF>"
        if x != y:
            out.append("  rmlir: %s\n  mlir : %s" % (x[:300], y[:300]))
            if len(out) >= limit:
                break
    return "\n".join(out)


def describe(diff):
    s = []
    if diff["rc"][0] != diff["rc"][1]:
        s.append("exit: rmlir=%s mlir=%s" % diff["rc"])
    if diff["diag"][0] != diff["diag"][1]:
        only_r = sorted(diff["diag"][0] - diff["diag"][1])
        only_m = sorted(diff["diag"][1] - diff["diag"][0])
        for l in only_r[:3]:
            s.append("  diag only rmlir: " + l[:300])
        for l in only_m[:3]:
            s.append("  diag only mlir : " + l[:300])
    if diff["out"][0] != diff["out"][1]:
        s.append("stdout differs:\n" + short_diff(*diff["out"]))
    return "\n".join(s)
