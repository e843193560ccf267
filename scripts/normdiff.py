#!/usr/bin/env python3
"""Random differential testing of `normalize-memrefs` against mlir-opt.

Generates seeded modules of functions passing, returning, allocating and
accessing memrefs with non-identity layouts (tiled `floordiv`/`mod` maps,
permutations, shifts, strides, strided layouts, symbolic and invalid maps,
dynamic tiled shapes), calling each other and external declarations, with
now and then a use that blocks normalization; runs both tools with
`--normalize-memrefs` and compares stdout, exit status and stderr.

usage:
  normdiff.py [-n N] [--seed S] [--rmlir BIN] [--mlir BIN] [--out DIR]
  normdiff.py gen SEED        print one generated case

A panic or signal in rmlir-opt is always reported. Failing inputs are
written to --out (default /tmp/normdiff) with both outputs.
"""
import argparse
import os
import random
import subprocess
import sys

# (rank, layout, static shapes that fit it)
LAYOUTS = [
    (1, "affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>", ["16", "8", "13"]),
    (1, "affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>", ["64", "?"]),
    (1, "affine_map<(d0) -> (d0 + 3)>", ["10"]),
    (1, "affine_map<(d0) -> (d0 * 2)>", ["6"]),
    (1, "affine_map<(d0) -> (d0 - 3)>", ["6"]),
    (1, "strided<[2], offset: 1>", ["5"]),
    (2, "affine_map<(d0, d1) -> (d1, d0)>", ["4x6", "3x3"]),
    (2, "affine_map<(d0, d1) -> (d0, d1 floordiv 4, d1 mod 4)>", ["3x16", "2x?", "?x8"]),
    (2, "affine_map<(d0, d1) -> (d0 floordiv 2, d1 floordiv 4, d0 mod 2, d1 mod 4)>", ["4x8", "5x7"]),
    (2, "affine_map<(d0, d1) -> (d0 * 8 + d1)>", ["4x8"]),
    (2, "affine_map<(d0, d1) -> (d0 * 3 + d1 * 5 + 1)>", ["2x3"]),
    (2, "strided<[8, 1], offset: 2>", ["4x4"]),
    (2, "strided<[?, 1], offset: ?>", ["4x4"]),
    (2, "affine_map<(d0, d1)[s0] -> (d0 * 4 + d1)>", ["3x4"]),
    (2, "affine_map<(d0, d1) -> (d0 floordiv 2, d0 mod 4, d1)>", ["4x4"]),
    (1, "", ["8"]),
]

INDEX_EXPRS = ["{i}", "{i} + 1", "{i} * 2", "{i} floordiv 2", "{i} mod 3", "2", "{j}", "{i} + {j}"]


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.n = 0
        self.lines = []
        self.aliases = []

    def fresh(self, p="v"):
        self.n += 1
        return f"%{p}{self.n}"

    def memref_type(self):
        rank, layout, shapes = self.r.choice(LAYOUTS)
        shape = self.r.choice(shapes)
        elt = self.r.choice(["f32", "f32", "i32"])
        lay = f", {layout}" if layout else ""
        return (f"memref<{shape}x{elt}{lay}>", rank, shape, elt, layout)

    def static_type(self):
        while True:
            t = self.memref_type()
            if "?" not in t[2] and "[s0]" not in t[4] and "?" not in t[4]:
                return t

    def func(self, name, sigs, names):
        r = self.r
        args = [self.static_type() for _ in range(r.randint(0, 2))]
        res = [self.static_type() for _ in range(r.randint(0, 1))]
        sigs[name] = (args, res)
        if r.random() < 0.15:
            a = ", ".join(t[0] for t in args)
            rs = ", ".join(t[0] for t in res)
            self.lines.append(f"func.func private @{name}({a}) -> ({rs})")
            return
        params = [f"%a{k}: {t[0]}" for k, t in enumerate(args)]
        rs = ", ".join(t[0] for t in res)
        self.lines.append(f"func.func @{name}({', '.join(params + ['%i: index', '%j: index'])}) -> ({rs}) {{")
        vals = [(f"%a{k}", t) for k, t in enumerate(args)]
        for _ in range(r.randint(1, 3)):
            t = self.memref_type()
            v = self.fresh("m")
            kind = r.choice(["alloc", "alloc", "alloca"])
            dyn = ", ".join("%i" for d in t[2].split("x") if d == "?")
            sym = "[%j]" if "[s0]" in t[4] else ""
            if "?" in t[4]:
                continue
            self.lines.append(f"  {v} = memref.{kind}({dyn}){sym} : {t[0]}")
            vals.append((v, t))
        for _ in range(r.randint(1, 6)):
            if not vals:
                break
            v, t = r.choice(vals)
            self.access(v, t)
        if r.random() < 0.3 and names:
            callee = r.choice(names)
            cargs, cres = sigs[callee]
            ops = []
            for ct in cargs:
                cand = [v for v, t in vals if t[0] == ct[0]]
                if cand:
                    ops.append(r.choice(cand))
                else:
                    w = self.fresh("m")
                    self.lines.append(f"  {w} = memref.alloc() : {ct[0]}")
                    ops.append(w)
            ops += ["%i", "%j"] if not self.is_decl(callee) else []
            outs = [self.fresh("r") for _ in cres]
            lhs = (", ".join(outs) + " = ") if outs else ""
            ts = ", ".join(t[0] for t in cargs) + (", index, index" if not self.is_decl(callee) else "")
            ts = ts.lstrip(", ")
            rts = ", ".join(t[0] for t in cres)
            self.lines.append(f"  {lhs}call @{callee}({', '.join(ops)}) : ({ts}) -> ({rts})")
            for o, t in zip(outs, cres):
                vals.append((o, t))
                if r.random() < 0.5:
                    self.access(o, t)
        rets = []
        for t in res:
            cand = [v for v, u in vals if u[0] == t[0]]
            if cand:
                rets.append(r.choice(cand))
            else:
                w = self.fresh("m")
                self.lines.append(f"  {w} = memref.alloc() : {t[0]}")
                rets.append(w)
        if rets:
            self.lines.append(f"  return {', '.join(rets)} : {rs}")
        else:
            self.lines.append("  return")
        self.lines.append("}")

    def is_decl(self, name):
        return any(l.startswith(f"func.func private @{name}(") for l in self.lines)

    def access(self, v, t):
        r = self.r
        ty, rank = t[0], t[1]
        idx = [r.choice(INDEX_EXPRS).format(i="%i", j="%j") for _ in range(rank)]
        k = r.random()
        if k < 0.3:
            self.lines.append(f"  {self.fresh()} = affine.load {v}[{', '.join(idx)}] : {ty}")
        elif k < 0.5:
            c = self.fresh("c")
            one = "1.0" if t[3].startswith("f") else "1"
            self.lines.append(f"  {c} = arith.constant {one} : {t[3]}")
            self.lines.append(f"  affine.store {c}, {v}[{', '.join(idx)}] : {ty}")
        elif k < 0.65:
            ids = ", ".join(r.choice(["%i", "%j"]) for _ in range(rank))
            self.lines.append(f"  {self.fresh()} = memref.load {v}[{ids}] : {ty}")
        elif k < 0.72:
            self.lines.append(f"  memref.dealloc {v} : {ty}")
        elif k < 0.78:
            c = self.fresh("c")
            self.lines.append(f"  {c} = arith.constant 0 : index")
            self.lines.append(f"  {self.fresh()} = memref.dim {v}, {c} : {ty}")
        elif k < 0.84:
            self.lines.append(f"  \"test.escape\"({v}) : ({ty}) -> ()")
        elif k < 0.9:
            self.lines.append(f"  affine.for %k{self.n} = 0 to 4 {{")
            self.lines.append(f"    {self.fresh()} = affine.load {v}[{', '.join(['%k' + str(self.n - 1)] * rank)}] : {ty}")
            self.lines.append("  }")
        else:
            self.lines.append(f"  affine.prefetch {v}[{', '.join(idx)}], read, locality<3>, data : {ty}")

    def module(self):
        sigs = {}
        names = []
        for k in range(self.r.randint(1, 4)):
            name = f"f{k}"
            self.func(name, sigs, names)
            names.append(name)
            # Recursion and calls to later functions come from earlier names.
        return "\n".join(self.lines) + "\n"


def run(tool, path):
    try:
        p = subprocess.run([tool, "--allow-unregistered-dialect", "--normalize-memrefs", path],
                           capture_output=True, text=True, timeout=30)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", "", ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", nargs="*")
    ap.add_argument("-n", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--rmlir", default="target/fast/rmlir-opt")
    ap.add_argument("--mlir", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--out", default="/tmp/normdiff")
    a = ap.parse_args()
    if a.cmd and a.cmd[0] == "gen":
        sys.stdout.write(Gen(int(a.cmd[1])).module())
        return
    os.makedirs(a.out, exist_ok=True)
    same = differ = invalid = 0
    for s in range(a.seed, a.seed + a.n):
        text = Gen(s).module()
        path = os.path.join(a.out, f"case{s}.mlir")
        with open(path, "w") as f:
            f.write(text)
        m = run(a.mlir, path)
        g = run(a.rmlir, path)
        crashed = g[0] == "timeout" or (isinstance(g[0], int) and g[0] < 0) or "panicked" in g[2]
        if m[0] != 0 and m[0] != 1:
            invalid += 1  # mlir-opt crashed: anything goes, but rmlir must not crash
            if crashed:
                print(f"seed {s}: rmlir-opt crashed")
            os.remove(path)
            continue
        if not crashed and m == g:
            same += 1
            os.remove(path)
            continue
        differ += 1
        for tag, r in (("mlir", m), ("rmlir", g)):
            with open(os.path.join(a.out, f"case{s}.{tag}.out"), "w") as f:
                f.write(f"rc={r[0]}\n{r[1]}\n--- stderr\n{r[2]}")
        print(f"seed {s}: differs{' (crash)' if crashed else ''}")
    print(f"normdiff: {same} same, {differ} differ, {invalid} skipped (mlir-opt crashed)")


if __name__ == "__main__":
    main()
