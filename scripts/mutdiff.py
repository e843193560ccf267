#!/usr/bin/env python3
"""Mutation-based differential test of rmlir-opt against mlir-opt.

Seeds are real MLIR files: tests/golden/**/*.mlir and the conformance corpus
cases whose dialects are builtin/func/arith/cf/memref/unregistered.  Each
mutant is one seed changed at byte or token level (delete / duplicate / swap
tokens, replace a token by another one of the corpus, change a number, flip a
type, insert a bracket, truncate, splice two seeds...).  Both tools run it
plainly (`TOOL --allow-unregistered-dialect FILE`, 10 s timeout) and three
metrics are reported, the bar being mlir-opt's behaviour:

  accept   mutants mlir-opt accepts: rmlir exits 0 with identical stdout
  reject   mutants mlir-opt rejects: rmlir exits 1 (no crash, no timeout)
  diag     both reject: the first `file:line:col: error: ...` line of
           stderr is byte-identical

Disagreements are saved under OUT/<group>/NNN.mlir, grouped by a normalised
form of the first differing line (numbers, names and quoted text masked) so
that the most frequent causes show first in OUT/SUMMARY.txt.

usage:
  mutdiff.py [-n N] [--seed S] [--jobs J] [--out DIR] [--show K]
  mutdiff.py gen SEED          print the mutant of one case seed
The campaign is reproducible: mutant i uses random.Random(f"{seed}:{i}").
Python 3 standard library only.
"""
import argparse
import collections
import concurrent.futures as cf
import json
import os
import random
import re
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import difftest  # noqa: E402  (run_tool, DIAG_RE, tool defaults)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONFORMANCE = os.path.join(os.path.dirname(ROOT), "shared", "conformance")
CORE_DIALECTS = {"builtin", "func", "arith", "cf", "memref", "unregistered"}
# Seeds larger than this make slow mutants without adding new syntax.
MAX_SEED_BYTES = 12000


def load_seeds(only=None):
    paths = []
    gold = os.path.join(ROOT, "tests", "golden")
    for d, subdirs, files in sorted(os.walk(gold)):
        subdirs.sort()
        for name in sorted(files):
            if name.endswith(".mlir"):
                paths.append(os.path.join(d, name))
    man = os.path.join(CONFORMANCE, "manifest.json")
    if os.path.exists(man):
        seen = set()
        for case in json.load(open(man))["cases"]:
            if not set(case["tags"]) <= CORE_DIALECTS:
                continue
            p = os.path.join(CONFORMANCE, case["files"]["input"])
            if p not in seen:
                seen.add(p)
                paths.append(p)
    if only:
        paths = [p for p in paths if only in p]
    seeds = []
    for p in paths:
        with open(p, "rb") as f:
            data = f.read()
        # Golden flag lines and expected-* annotations are comments; drop the
        # FLAGS line so it does not dominate token statistics.
        if data.startswith(b"// FLAGS:"):
            data = data.split(b"\n", 1)[1] if b"\n" in data else b""
        if 0 < len(data) <= MAX_SEED_BYTES:
            seeds.append((p, data))
    return seeds


# A rough MLIR tokenizer: enough to cut at token boundaries.
TOKEN_RE = re.compile(
    rb'"(?:[^"\\\n]|\\.)*"?'               # string literal (maybe unterminated)
    rb"|//[^\n]*"                           # comment
    rb"|0x[0-9a-fA-F]+"                     # hex integer
    rb"|[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?"  # number
    rb"|[%^#!@][A-Za-z0-9_$.\-]*"           # sigil identifiers
    rb"|[A-Za-z_][A-Za-z0-9_$.]*"           # bare identifiers / keywords
    rb"|->|::|\.\.\.|[()\[\]{}<>,:=*+\-?/]"  # punctuation
    rb"|\s+"                                # whitespace
    rb"|.", re.S)

NUMBERS = [b"0", b"-1", b"1", b"-0", b"2147483648", b"4294967296", b"-9223372036854775809",
           b"18446744073709551616", b"99999999999999999999999999999", b"0x7fffffff",
           b"0xFFFFFFFFFFFFFFFFFF", b"1.5", b"-0.0", b"1e400", b"0x", b"007", b"3", b"-3"]
TYPES = [b"i1", b"i8", b"i32", b"i64", b"index", b"f16", b"f32", b"f64", b"bf16",
         b"si8", b"ui16", b"i0", b"none", b"tensor<4xi32>", b"memref<2x?xf32>",
         b"vector<4xf32>", b"complex<f32>", b"tuple<i32>", b"!foo.bar", b"()->()",
         b"memref<4xi32, 1>", b"tensor<*xf32>", b"f80", b"f8E4M3FN"]
TYPE_RE = re.compile(rb"^(?:[su]?i\d+|index|f16|f32|f64|f80|f128|bf16|none)$")
BRACKETS = [b"(", b")", b"[", b"]", b"{", b"}", b"<", b">", b",", b":", b"=", b"->",
            b"\"", b"^bb9", b"%", b"#", b"!", b"@", b"loc(", b"\n"]


def tokenize(data):
    return TOKEN_RE.findall(data)


def significant(tokens):
    return [i for i, t in enumerate(tokens) if not t.isspace()]


def mutate(rng, seed_data, corpus_tokens, other_seed):
    """Return (mutated bytes, description)."""
    toks = tokenize(seed_data)
    sig = significant(toks)
    if not sig:
        return seed_data + b"}", "append"
    kind = rng.choice([
        "delete", "delete", "duplicate", "swap", "replace", "replace", "number",
        "number", "type", "bracket", "truncate", "splice", "byte", "delete-range",
    ])
    i = rng.choice(sig)
    if kind == "delete":
        toks[i] = b""
    elif kind == "duplicate":
        toks[i] = toks[i] + b" " + toks[i]
    elif kind == "swap":
        j = rng.choice(sig)
        toks[i], toks[j] = toks[j], toks[i]
    elif kind == "replace":
        toks[i] = rng.choice(corpus_tokens)
    elif kind == "number":
        nums = [k for k in sig if re.match(rb"^(?:0x[0-9a-fA-F]+|[0-9])", toks[k])]
        if nums:
            i = rng.choice(nums)
        toks[i] = rng.choice(NUMBERS)
    elif kind == "type":
        tys = [k for k in sig if TYPE_RE.match(toks[k])]
        if tys:
            i = rng.choice(tys)
        toks[i] = rng.choice(TYPES)
    elif kind == "bracket":
        toks[i] = rng.choice(BRACKETS) + toks[i] if rng.random() < 0.5 else toks[i] + rng.choice(BRACKETS)
    elif kind == "truncate":
        cut = rng.randrange(len(seed_data))
        return seed_data[:cut], f"truncate@{cut}"
    elif kind == "splice":
        a = rng.randrange(len(seed_data) + 1)
        b = rng.randrange(len(other_seed) + 1)
        return seed_data[:a] + other_seed[b:], f"splice@{a}+{b}"
    elif kind == "byte":
        data = bytearray(seed_data)
        pos = rng.randrange(len(data))
        data[pos] = rng.choice(b"(){}[]<>,:=%^#!@\"0123456789-.xe \n")
        return bytes(data), f"byte@{pos}"
    elif kind == "delete-range":
        j = min(len(sig) - 1, sig.index(i) + rng.randint(1, 6))
        for k in range(i, sig[j] + 1):
            toks[k] = b""
    return b"".join(toks), f"{kind}@tok{i}"


def make_mutant(seed, idx, seeds, corpus_tokens):
    rng = random.Random(f"{seed}:{idx}")
    path, data = rng.choice(seeds)
    other = rng.choice(seeds)[1]
    text, desc = mutate(rng, data, corpus_tokens, other)
    # A second mutation now and then makes errors surface in odd places.
    if rng.random() < 0.2:
        text, d2 = mutate(rng, text, corpus_tokens, other)
        desc += "," + d2
    return path, text, desc


def corpus_token_pool(seeds):
    pool = []
    for _, data in seeds:
        for t in tokenize(data):
            if not t.isspace() and not t.startswith(b"//") and len(t) < 40:
                pool.append(t)
    return sorted(set(pool))


def first_error(stderr):
    for line in stderr.decode("utf-8", "replace").splitlines():
        m = difftest.DIAG_RE.match(line)
        if m and m.group(4) == "error":
            return line
    return None


def normalise(line):
    """Mask the parts of a diagnostic that vary between instances."""
    if line is None:
        return "<none>"
    line = re.sub(r"^[^:]*:\d+:\d+: ", "", line)
    line = re.sub(r"'[^']*'", "'_'", line)
    line = re.sub(r'"[^"]*"', '"_"', line)
    line = re.sub(r"[%^#!@][\w$.\-]+", "$ID", line)
    line = re.sub(r"-?\d+", "N", line)
    return line[:160]


def classify(rc_r, out_r, err_r, rc_m, out_m, err_m):
    """Return (bucket, agree, group key or None)."""
    crash = rc_r == "timeout" or (rc_r not in (0, 1))
    if rc_m == "timeout":
        return "mtimeout", True, None
    if rc_m == 0:
        if rc_r == 0 and out_r == out_m:
            return "accept", True, None
        if crash:
            return "accept", False, f"CRASH rc={rc_r}"
        if rc_r != 0:
            return "accept", False, "rmlir rejects: " + normalise(first_error(err_r))
        a = out_m.decode("utf-8", "replace").splitlines()
        b = out_r.decode("utf-8", "replace").splitlines()
        for x, y in zip(a, b):
            if x != y:
                return "accept", False, "output: " + re.sub(r"\d+", "N", x.strip())[:120]
        return "accept", False, "output length"
    if crash:
        return "reject", False, f"CRASH rc={rc_r}"
    if rc_r == 0:
        return "reject", False, "rmlir accepts: " + normalise(first_error(err_m))
    fm, fr = first_error(err_m), first_error(err_r)
    if fm == fr:
        return "diag", True, None
    if fm and fr and fm.split(": error: ")[1:] == fr.split(": error: ")[1:]:
        return "diag", False, "LOC " + normalise(fm)
    return "diag", False, "MSG " + normalise(fm) + "  <=>  " + normalise(fr)


def run_one(job):
    idx, text, rmlir, mlir, tmp = job
    path = os.path.join(tmp, f"m{idx}.mlir")
    with open(path, "wb") as f:
        f.write(text)
    r = difftest.run_tool(rmlir, path, [])
    m = difftest.run_tool(mlir, path, [])
    os.unlink(path)
    return idx, r, m


def cmd_run(a):
    for tool in (a.rmlir, a.mlir):
        if not os.access(tool, os.X_OK):
            sys.exit(f"mutdiff: no executable {tool} (build it, or copy it away while rebuilding)")
    seeds = load_seeds(a.only)
    pool = corpus_token_pool(seeds)
    tmp = tempfile.mkdtemp(prefix="mutdiff")
    jobs = []
    meta = {}
    for i in range(a.n):
        src, text, desc = make_mutant(a.seed, i, seeds, pool)
        meta[i] = (src, desc, text)
        # the file path shows in diagnostics; the same name for both tools
        jobs.append((i, text, a.rmlir, a.mlir, tmp))
    stats = collections.Counter()
    groups = collections.defaultdict(list)
    with cf.ThreadPoolExecutor(a.jobs) as ex:
        for done, (i, r, m) in enumerate(ex.map(run_one, jobs), 1):
            bucket, agree, key = classify(*r, *m)
            stats[bucket] += 1
            stats[bucket + (":ok" if agree else ":bad")] += 1
            if r[0] == "timeout":
                stats["rtimeout"] += 1
            elif r[0] not in (0, 1):
                stats["crash"] += 1
            if key:
                groups[key].append(i)
            if a.progress and done % 200 == 0:
                print(f"  {done}/{a.n}", file=sys.stderr)
    shutil.rmtree(tmp, ignore_errors=True)
    # Both-reject mutants are also "reject" agreements.
    rej_total = stats["diag"] + stats["reject"]
    rej_ok = stats["diag"] + stats["reject:ok"]
    lines = [f"mutdiff: n={a.n} seed={a.seed} seeds={len(seeds)}"]

    def pct(ok, tot):
        return f"{ok}/{tot} = {100.0 * ok / tot:.2f}%" if tot else "0/0"
    lines.append("accept agreement: " + pct(stats["accept:ok"], stats["accept"]))
    lines.append("reject agreement: " + pct(rej_ok, rej_total))
    lines.append("first-line diag:  " + pct(stats["diag:ok"], stats["diag"]))
    lines.append(f"rmlir crashes: {stats['crash']}  rmlir timeouts: {stats['rtimeout']}"
                 f"  mlir timeouts: {stats['mtimeout']}")
    ranked = sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    lines.append(f"disagreement groups: {len(ranked)}")
    for key, ids in ranked[: a.show]:
        lines.append(f"{len(ids):5d}  {key}")
    report = "\n".join(lines)
    print(report)
    if a.out:
        if os.path.isdir(a.out):
            shutil.rmtree(a.out)
        os.makedirs(a.out)
        with open(os.path.join(a.out, "SUMMARY.txt"), "w") as f:
            f.write(report + "\n")
        for g, (key, ids) in enumerate(ranked):
            d = os.path.join(a.out, f"g{g:03d}")
            os.makedirs(d)
            with open(os.path.join(d, "KEY.txt"), "w") as f:
                f.write(key + "\n")
            for i in ids[: a.keep]:
                src, desc, text = meta[i]
                with open(os.path.join(d, f"{i:06d}.mlir"), "wb") as f:
                    f.write(text)
                with open(os.path.join(d, f"{i:06d}.txt"), "w") as f:
                    f.write(f"seed file: {src}\nmutation: {desc}\n")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("cmd", nargs="?", default="run", choices=["run", "gen"])
    p.add_argument("index", nargs="?", type=int, default=0)
    p.add_argument("-n", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--out", default="/tmp/mutdiff")
    p.add_argument("--show", type=int, default=30)
    p.add_argument("--keep", type=int, default=20, help="mutants saved per group")
    p.add_argument("--rmlir", default=difftest.DEFAULT_RMLIR)
    p.add_argument("--mlir", default=difftest.DEFAULT_MLIR)
    p.add_argument("--progress", action="store_true")
    p.add_argument("--only", help="mutate only the seeds whose path contains this text "
                   "(e.g. dialect/vector), to focus a campaign on a new dialect")
    a = p.parse_args()
    if a.cmd == "gen":
        seeds = load_seeds(a.only)
        src, text, desc = make_mutant(a.seed, a.index, seeds, corpus_token_pool(seeds))
        sys.stderr.write(f"// from {src}: {desc}\n")
        sys.stdout.buffer.write(text)
        return
    cmd_run(a)


if __name__ == "__main__":
    main()
