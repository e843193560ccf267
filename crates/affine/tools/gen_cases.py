#!/usr/bin/env python3
"""Builds expected results for the affine parser/printer tests by running the
reference mlir-opt (never this crate).

Each case is a body `B` placed as `"foo.N"() {a = affine_map<B>} : () -> ()`
(or `affine_set<`), run through `mlir-opt --split-input-file
--mlir-print-local-scope --allow-unregistered-dialect`.  Output lines:

    # comment
    <map|set> <escaped body>
    OK <printed body>            | ERR <offset from body start> <message>
                                   (further errors: ` || <offset> <message>`)

Escapes in bodies: `\\n` newline, `\\r`, `\\t`, `\\\\` backslash, `\\xHH`.

Usage: gen_cases.py corpus OUT      -- every affine_map/affine_set in the corpus
       gen_cases.py random N SEED OUT [invalid|dense]
       gen_cases.py reparse IN... OUT  -- printed results of IN files as inputs
       gen_cases.py list IN OUT        -- bodies listed in IN (`kind escaped-body`)
       gen_cases.py ssa N SEED OUT [invalid] -- affine.load subscript lists
"""
import os
import random
import re
import subprocess
import sys

MLIR_OPT = os.environ.get("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt")
CORPUS = "/work/shared/conformance/cases"
SUFFIX = ">} : () -> ()"


def prefix(i, kind):
    return '"foo.%d"() {a = affine_%s<' % (i, kind)


def escape(s):
    out = []
    for ch in s:
        o = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\t":
            out.append("\\t")
        elif o < 32 or o > 126:
            out.append("".join("\\x%02x" % b for b in ch.encode("utf-8")))
        else:
            out.append(ch)
    return "".join(out)


def unescape(s):
    out, i = [], 0
    while i < len(s):
        if s[i] == "\\" and i + 1 < len(s):
            c = s[i + 1]
            if c == "x":
                out.append(chr(int(s[i + 2:i + 4], 16)))
                i += 4
                continue
            out.append({"n": "\n", "r": "\r", "t": "\t", "\\": "\\"}[c])
            i += 2
        else:
            out.append(s[i])
            i += 1
    return "".join(out)


def run(cases):
    """cases: list of (kind, body).  Returns list of result strings."""
    sep = "\n// -----\n"
    chunks = [prefix(i, k) + b + SUFFIX for i, (k, b) in enumerate(cases)]
    text = sep.join(chunks) + "\n"
    starts, pos = [], 0
    for c in chunks:
        starts.append(pos)
        pos += len(c.encode()) + len(sep)
    path = "/tmp/affine_gen_input.mlir"
    with open(path, "wb") as f:
        f.write(text.encode())
    p = subprocess.run(
        [MLIR_OPT, "--allow-unregistered-dialect", "--split-input-file",
         "--mlir-print-local-scope", path],
        capture_output=True)
    out = p.stdout.decode(errors="replace")
    err = p.stderr.decode(errors="replace")
    if p.returncode < 0 or "Stack dump" in err:
        sys.stderr.write("warning: mlir-opt crashed; later cases in the batch are lost\n")
    raw = text.encode()
    line_starts = [0] + [m.end() for m in re.finditer(rb"\n", raw)]
    results = [None] * len(cases)
    errs = {}
    for m in re.finditer(r"^" + re.escape(path) + r":(\d+):(\d+): error: (.*)$", err, re.M):
        line, col, msg = int(m.group(1)), int(m.group(2)), m.group(3)
        off = line_starts[line - 1] + col - 1
        # Find the chunk.
        lo, hi = 0, len(starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if starts[mid] <= off:
                lo = mid
            else:
                hi = mid - 1
        k = lo
        body_off = off - starts[k] - len(prefix(k, cases[k][0]).encode())
        errs.setdefault(k, []).append("%d %s" % (body_off, msg))
    for m in re.finditer(r'"foo\.(\d+)"\(\) \{a = affine_(?:map|set)<(.*)>\} : \(\) -> \(\)$', out, re.M):
        k = int(m.group(1))
        results[k] = "OK " + m.group(2)
    for k, es in errs.items():
        results[k] = "ERR " + " || ".join(es)
    return results


SSA_PREFIX = "  %v = affine.load %arg0"


def run_ssa(cases, nargs=4):
    """cases: list of (rank, bracketed subscript list) for affine.load."""
    args = ", ".join("%%arg%d: index" % i for i in range(1, nargs + 1))
    sep = "\n// -----\n"
    chunks = []
    for i, (rank, body) in enumerate(cases):
        ty = "memref<" + "?x" * rank + "f32>"
        chunks.append("func.func @f%d(%%arg0: %s, %s) {\n" % (i, ty, args)
                      + SSA_PREFIX + body + " : " + ty + "\n  return\n}")
    text = sep.join(chunks) + "\n"
    starts, pos = [], 0
    for c in chunks:
        starts.append(pos)
        pos += len(c.encode()) + len(sep)
    path = "/tmp/affine_gen_ssa.mlir"
    with open(path, "wb") as f:
        f.write(text.encode())
    p = subprocess.run([MLIR_OPT, "--split-input-file", path], capture_output=True)
    out = p.stdout.decode(errors="replace")
    err = p.stderr.decode(errors="replace")
    if p.returncode < 0 or "Stack dump" in err:
        sys.stderr.write("warning: mlir-opt crashed; later cases in the batch are lost\n")
    raw = text.encode()
    line_starts = [0] + [m.end() for m in re.finditer(rb"\n", raw)]
    results = [None] * len(cases)
    errs = {}
    for m in re.finditer(r"^" + re.escape(path) + r":(\d+):(\d+): error: (.*)$", err, re.M):
        line, col, msg = int(m.group(1)), int(m.group(2)), m.group(3)
        off = line_starts[line - 1] + col - 1
        k = max(i for i, st in enumerate(starts) if st <= off)
        head = chunks[k].index(SSA_PREFIX) + len(SSA_PREFIX)
        errs.setdefault(k, []).append("%d %s" % (off - starts[k] - head, msg))
    for m in re.finditer(r"func\.func @f(\d+)\(.*\n.*affine\.load %arg0\[(.*)\] : memref", out):
        results[int(m.group(1))] = "OK " + m.group(2)
    for k, es in errs.items():
        results[k] = "ERR " + " || ".join(es)
    return results


def ssa_cases(rng, n, mutate):
    g = Gen(rng)
    cases = []
    for _ in range(n):
        rank = rng.choice([0, 1, 1, 2, 3])
        dims = ["%%arg%d" % rng.randint(1, 4) for _ in range(2)]
        syms = ["symbol(%%arg%d)" % rng.randint(1, 4) for _ in range(2)]
        if rng.random() < 0.2:
            dims.append("%arg1#0")
        exprs = [g.expr(dims, syms) for _ in range(rank)]
        body = "[" + ", ".join(exprs) + "]"
        if mutate:
            # Keep the `[`: without it the error is the op parser's concern.
            body = "[" + g.mutate(body[1:])
        cases.append((rank, body))
    return cases


def extract_bodies(text, kw):
    res = []
    for m in re.finditer(kw + "<", text):
        i = m.end()
        depth = 0
        j = i
        while j < len(text):
            c = text[j]
            if c in "([":
                depth += 1
            elif c in ")]":
                depth -= 1
            elif c == ">" and depth == 0 and text[j - 1] != "-":
                break
            elif c == "\n" and depth == 0:
                break
            j += 1
        if j < len(text) and text[j] == ">":
            res.append(text[i:j])
    return res


def corpus_cases():
    seen = set()
    cases = []
    for root, _, files in os.walk(CORPUS):
        for fn in sorted(files):
            if not fn.endswith(".mlir"):
                continue
            text = open(os.path.join(root, fn), encoding="utf-8", errors="replace").read()
            for kw, kind in (("affine_map", "map"), ("affine_set", "set")):
                for b in extract_bodies(text, kw):
                    if (kind, b) not in seen:
                        seen.add((kind, b))
                        cases.append((kind, b))
    cases.sort()
    return cases


CONSTS = [0, 1, 2, 3, 4, 5, 7, 8, 16, 32, 64, 128, 1000, 2**31, 2**62,
          2**63 - 1, 2**63, 2**64, 2**63 - 2, 4611686018427387903]


class Gen:
    def __init__(self, rng):
        self.r = rng

    def sp(self):
        return self.r.choice(["", "", " ", " ", "  ", "\n", " // c\n "])

    def const(self):
        r = self.r
        if r.random() < 0.85:
            return str(r.choice(CONSTS[:12]))
        c = r.choice(CONSTS)
        if r.random() < 0.2:
            return hex(c)
        return str(c)

    def expr(self, dims, syms, depth=0):
        r = self.r
        if depth > 4 or r.random() < 0.3:
            choice = r.random()
            if choice < 0.45 and dims:
                return r.choice(dims)
            if choice < 0.7 and syms:
                return r.choice(syms)
            return self.const()
        op = r.choice(["+", "-", "*", "*", "floordiv", "ceildiv", "mod", "neg", "paren", "+", "-"])
        if op == "neg":
            return "-" + self.expr(dims, syms, depth + 1)
        if op == "paren":
            return "(" + self.sp() + self.expr(dims, syms, depth + 1) + self.sp() + ")"
        a = self.expr(dims, syms, depth + 1)
        if op in ("*", "floordiv", "ceildiv", "mod") and r.random() < 0.85:
            # Mostly keep it affine: a symbolic or constant right operand.
            b = self.expr([], syms, depth + 1)
            if op == "*" and r.random() < 0.5:
                a, b = b, a
        else:
            b = self.expr(dims, syms, depth + 1)
        if op in ("floordiv", "ceildiv", "mod") and r.random() < 0.3:
            b = r.choice(["-", ""]) + self.const()
        s1 = self.sp() if op in "+-*" else " "
        s2 = self.sp() if op in "+-*" else " "
        return a + s1 + op + s2 + b

    def dense_expr(self, dims, syms, depth=0):
        """Few distinct atoms and divisors, so that terms repeat and the
        add/mod/floordiv merging rules fire often."""
        r = self.r
        atoms = dims + syms
        if depth > 3 or r.random() < 0.25 or not atoms:
            if atoms and r.random() < 0.75:
                return r.choice(atoms)
            return str(r.choice([0, 1, 2, 3, 4, 8, -1, -2, -4]))
        c = r.choice(["2", "4", "8", "3", "-2", "-4"] + syms)
        x = self.dense_expr(dims, syms, depth + 1)
        y = self.dense_expr(dims, syms, depth + 1)
        forms = [
            "%s - (%s floordiv %s) * %s" % (x, x, c, c),
            "(%s + %s) + (%s floordiv %s) * -%s" % (y, x, x, c, c.lstrip("-")),
            "%s + (%s floordiv %s) * %s" % (x, x, c, c),
            "(%s) floordiv %s" % (x, c),
            "(%s) ceildiv %s" % (x, c),
            "(%s) mod %s" % (x, c),
            "(%s) * %s" % (x, c),
            "%s * (%s)" % (c, x),
            "%s + %s" % (x, y),
            "%s - %s" % (x, y),
            "-(%s)" % x,
            "(%s) mod %s mod %s" % (x, c, r.choice(["2", "4", "16"])),
            "((%s) * %s + %s) floordiv %s" % (x, c, y, c),
        ]
        return r.choice(forms)

    def dense_body(self):
        r = self.r
        nd = r.choice([1, 2, 2, 3])
        ns = r.choice([0, 1, 2])
        dims = ["d%d" % i for i in range(nd)]
        syms = ["s%d" % i for i in range(ns)]
        head = "(" + ", ".join(dims) + ")"
        if syms:
            head += "[" + ", ".join(syms) + "]"
        res = [self.dense_expr(dims, syms) for _ in range(r.choice([1, 2, 3]))]
        return "map", head + " -> (" + ", ".join(res) + ")"

    def names(self, n, pool):
        return self.r.sample(pool, n)

    def body(self):
        r = self.r
        pool = ["d0", "d1", "d2", "i", "j", "k", "mod", "floordiv", "ceildiv",
                "i32", "x.y", "a$b", "_u", "N", "M", "s0", "s1", "true"]
        nd = r.choice([0, 1, 1, 2, 2, 3])
        ns = r.choice([0, 0, 1, 2])
        names = self.names(nd + ns, pool)
        dims, syms = names[:nd], names[nd:]
        head = "(" + ", ".join(dims) + ")"
        if syms or r.random() < 0.1:
            head += self.sp() + "[" + ", ".join(syms) + "]"
        if r.random() < 0.7:
            n = r.choice([0, 1, 1, 2, 3])
            res = [self.expr(dims, syms) for _ in range(n)]
            return "map", head + " -> (" + ", ".join(res) + ")"
        n = r.choice([0, 1, 1, 2, 3])
        cons = []
        for _ in range(n):
            a = self.expr(dims, syms)
            b = self.expr(dims, syms) if r.random() < 0.5 else "0"
            cons.append(a + " " + r.choice([">=", "<=", "=="]) + " " + b)
        return "set", head + " : (" + ", ".join(cons) + ")"

    def mutate(self, body):
        r = self.r
        junk = ["@", "#", "#x", "%x", "%", "!", "^", '"s"', '"unterminated', "..",
                ".", "/", "\n", "\n\n  ", " // comment\n", "1.5", "?", "{", "}", "|",
                "=", ">", "<", "->", ":", ",", "(", ")", "[", "]", "+", "*", "-",
                "symbol", "symbol(", "symbol(%x)", "zz", "0x", "0x1G", "99999999999999999999",
                "9223372036854775808", "\\", '"\\q"', "@1", "\x00", "\xe9", "\t"]
        for _ in range(r.choice([1, 1, 2])):
            k = r.random()
            pos = r.randrange(len(body) + 1)
            if k < 0.4:
                body = body[:pos] + r.choice(junk) + body[pos:]
            elif k < 0.8 and body:
                n = r.choice([1, 1, 2, 3])
                body = body[:pos] + body[pos + n:]
            else:
                body = body[:pos]
        return body


def write(cases, results, out, header):
    with open(out, "w", encoding="utf-8") as f:
        f.write("# " + header + "\n")
        f.write("# Generated by tools/gen_cases.py from %s; do not edit.\n" % MLIR_OPT)
        for (kind, body), res in zip(cases, results):
            if res is None:
                continue
            f.write("%s %s\n%s\n" % (kind, escape(body), res))


def main():
    mode = sys.argv[1]
    if mode == "ssa":
        n, seed, out = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
        mutate = len(sys.argv) > 5
        cases = ssa_cases(random.Random(seed), n, mutate)
        results = []
        for i in range(0, len(cases), 500):
            results += run_ssa(cases[i:i + 500])
        write([("ssa%d" % r, b) for r, b in cases], results, out,
              "affine.load subscripts (maps of SSA ids), seed %d%s"
              % (seed, ", mutated" if mutate else ""))
        return
    if mode == "list":
        # Hand-written bodies: lines `<map|set> <escaped body>`.
        cases = []
        for l in open(sys.argv[2], encoding="utf-8").read().split("\n"):
            if l and not l.startswith("#"):
                kind, body = l.split(" ", 1)
                cases.append((kind, unescape(body)))
        header = "hand-written edge cases from " + os.path.basename(sys.argv[2])
        out = sys.argv[3]
    elif mode == "reparse":
        # mlir-opt's own printed output, fed back in.
        cases = []
        for path in sys.argv[2:-1]:
            lines = [l for l in open(path, encoding="utf-8").read().split("\n")
                     if l and not l.startswith("#")]
            for i in range(0, len(lines) - 1, 2):
                if lines[i + 1].startswith("OK "):
                    cases.append((lines[i].split(" ", 1)[0], lines[i + 1][3:]))
        cases = sorted(set(cases))
        header = "mlir-opt's printed output re-parsed"
        out = sys.argv[-1]
    elif mode == "corpus":
        cases = corpus_cases()
        header = "every affine_map/affine_set body in the conformance corpus"
        out = sys.argv[2]
    else:
        n, seed, out = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
        invalid = len(sys.argv) > 5
        rng = random.Random(seed)
        g = Gen(rng)
        cases = []
        dense = len(sys.argv) > 5 and sys.argv[5] == "dense"
        invalid = invalid and not dense
        for _ in range(n):
            kind, body = g.dense_body() if dense else g.body()
            if invalid:
                body = g.mutate(body)
            cases.append((kind, body))
        header = "random %s bodies, seed %d" % (
            "mutated" if invalid else "dense" if dense else "generated", seed)
    results = []
    for i in range(0, len(cases), 500):
        results += run(cases[i:i + 500])
    write(cases, results, out, header)


if __name__ == "__main__":
    main()
