#!/usr/bin/env python3
"""Random differential testing of rmlir-opt's passes against mlir-opt.

Generates seeded random func/arith/cf/memref modules rich in what the
canonicalizer and CSE act on (constants, algebraic identities, cast chains,
comparisons and selects, branches on constant conditions, duplicated
expressions, memref shape arithmetic), runs both tools with each pass
pipeline and compares stdout, exit status and the first diagnostic line.

With --loops the modules also hold structured loops: scf.for with
iter_args, nested scf.if with results, scf.while, and affine.for nests
with affine.load/store/apply over maps with symbols and affine.if on
integer sets; the default pipelines then include the loop passes
(lower-affine, convert-scf-to-cf, the LICMs).

With --locs, single-line ops get random locations (file:line:col, names,
call sites, fused, from their own random stream so the modules are
otherwise those of the same seed) for the debug-info print flags
(--mlir-print-debuginfo, --mlir-pretty-debuginfo, --mlir-use-nameloc-as-prefix).

usage:
  passdiff.py [-n N] [--seed S] [--loops] [--locs] [--full-stderr] [--passes P1;P2] [--rmlir BIN] [--mlir BIN] [--out DIR]
  passdiff.py gen SEED [--loops] [--locs]   print one generated case

A panic or signal in rmlir-opt is always reported, whatever mlir-opt does.
Failing inputs are written to --out (default /tmp/passdiff) with both outputs.
"""
import argparse
import os
import random
import shlex
import subprocess
import sys

INT_TYPES = ["i1", "i8", "i32", "i64", "index"]
FLOAT_TYPES = ["f32", "f64"]
INT_BINOPS = ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi",
              "maxui", "minui", "divsi", "divui", "remsi", "remui", "shli",
              "shrsi", "shrui", "ceildivsi", "floordivsi", "ceildivui"]
FLOAT_BINOPS = ["addf", "subf", "mulf", "divf", "maximumf", "minimumf", "remf"]
PREDS = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
FPREDS = ["oeq", "one", "olt", "ole", "ogt", "oge", "ueq", "une", "ult", "uge", "ord", "uno", "true", "false"]


AFFINE_EXPRS = ["{d}", "{d} + 1", "{d} * 2", "{d} + symbol({s})", "{d} floordiv 2",
                "{d} mod 4", "{d} ceildiv 3", "{d} * 3 - 2", "3"]


class Gen:
    def __init__(self, seed, loops=False, locs=False):
        self.r = random.Random(seed)
        # Locations draw from a stream of their own (see --locs).
        self.rl = random.Random(seed * 104729 + 3) if locs else None
        # Calls between functions draw from their own stream, so adding
        # them kept the modules of earlier seeds otherwise the same.
        self.rc = random.Random(seed * 7919 + 1)
        self.funcs = []
        self.n = 0
        self.lines = []
        self.loops = loops

    def fresh(self):
        self.n += 1
        return f"%v{self.n}"

    def const(self, ty):
        r = self.r
        if ty == "i1":
            v = r.choice(["true", "false"])
            name = self.fresh()
            self.emit(f"{name} = arith.constant {v}")
            return name
        if ty in FLOAT_TYPES:
            v = r.choice(["0.0", "1.0", "-0.0", "2.5", "-1.0", "0x7FC00000" if ty == "f32" else "1.0e+10"])
        else:
            vals = [0, 1, -1, 2, 3, 7, 8, 42, -128, 127]
            if ty != "i8":
                vals += [255, 1 << 20, -(1 << 15)]
            v = str(r.choice(vals))
        name = self.fresh()
        self.emit(f"{name} = arith.constant {v} : {ty}")
        return name

    def emit(self, s):
        if self.rl is not None and not any(c in s for c in "{}[") and self.rl.random() < 0.5:
            s += " loc(" + self.loc(2) + ")"
        self.lines.append("    " + s)

    def loc(self, depth):
        """A random location attribute body."""
        rl = self.rl
        k = rl.random() if depth > 0 else 0.0
        if k < 0.45:
            f = rl.choice(["a.mlir", "dir/b.c", "x y.cc"])
            return f'"{f}":{rl.randint(1, 40)}:{rl.randint(1, 9)}'
        if k < 0.65:
            name = rl.choice(["x", "val", "n 1", "tmp"])
            if rl.random() < 0.5:
                return f'"{name}"'
            return f'"{name}"({self.loc(depth - 1)})'
        if k < 0.8:
            return f"callsite({self.loc(depth - 1)} at {self.loc(depth - 1)})"
        if k < 0.9:
            return "unknown"
        inner = ", ".join(self.loc(depth - 1) for _ in range(rl.randint(1, 3)))
        return f"fused[{inner}]"

    def pick(self, pool, ty):
        cands = [v for v, t in pool if t == ty]
        if not cands or self.r.random() < 0.3:
            v = self.const(ty)
            pool.append((v, ty))
            return v
        return self.r.choice(cands)

    def body(self, pool, steps):
        r = self.r
        for _ in range(steps):
            k = r.random()
            if k < 0.45:
                ty = r.choice(["i8", "i32", "i64", "index", "i32"])
                op = r.choice(INT_BINOPS)
                if ty == "index" and op in ("maxsi",):
                    pass
                a, b = self.pick(pool, ty), self.pick(pool, ty)
                if r.random() < 0.15:
                    b = a
                name = self.fresh()
                flags = ""
                if op in ("addi", "subi", "muli", "shli") and r.random() < 0.2:
                    flags = " overflow<" + r.choice(["nsw", "nuw", "nsw, nuw"]) + ">"
                self.emit(f"{name} = arith.{op} {a}, {b}{flags} : {ty}")
                pool.append((name, ty))
            elif k < 0.55:
                ty = r.choice(FLOAT_TYPES)
                op = r.choice(FLOAT_BINOPS)
                a, b = self.pick(pool, ty), self.pick(pool, ty)
                name = self.fresh()
                self.emit(f"{name} = arith.{op} {a}, {b} : {ty}")
                pool.append((name, ty))
            elif k < 0.65:
                ty = r.choice(["i8", "i32", "i64", "index"])
                a, b = self.pick(pool, ty), self.pick(pool, ty)
                name = self.fresh()
                self.emit(f"{name} = arith.cmpi {r.choice(PREDS)}, {a}, {b} : {ty}")
                pool.append((name, "i1"))
            elif k < 0.7:
                ty = r.choice(FLOAT_TYPES)
                a, b = self.pick(pool, ty), self.pick(pool, ty)
                name = self.fresh()
                self.emit(f"{name} = arith.cmpf {r.choice(FPREDS)}, {a}, {b} : {ty}")
                pool.append((name, "i1"))
            elif k < 0.78:
                ty = r.choice(["i32", "i64", "index", "f32"])
                c = self.pick(pool, "i1")
                a, b = self.pick(pool, ty), self.pick(pool, ty)
                name = self.fresh()
                self.emit(f"{name} = arith.select {c}, {a}, {b} : {ty}")
                pool.append((name, ty))
            elif k < 0.88:
                src, dst, op = r.choice([
                    ("i8", "i32", "extsi"), ("i8", "i32", "extui"), ("i32", "i64", "extsi"),
                    ("i64", "i32", "trunci"), ("i32", "i8", "trunci"), ("i1", "i32", "extui"),
                    ("index", "i64", "index_cast"), ("i64", "index", "index_cast"),
                    ("i32", "index", "index_castui"), ("i32", "f32", "sitofp"),
                    ("f32", "i32", "fptosi"), ("f32", "f64", "extf"), ("f64", "f32", "truncf"),
                    ("i32", "f32", "bitcast"), ("f32", "i32", "bitcast"),
                ])
                a = self.pick(pool, src)
                name = self.fresh()
                self.emit(f"{name} = arith.{op} {a} : {src} to {dst}")
                pool.append((name, dst))
            else:
                # memref shape arithmetic
                d = self.pick(pool, "index")
                m = self.fresh()
                if r.random() < 0.5:
                    self.emit(f"{m} = memref.alloc({d}) : memref<?xf32>")
                else:
                    c = self.const("index")
                    self.emit(f"{m} = memref.alloc({c}) : memref<?xf32>")
                zero = self.const("index")
                dim = self.fresh()
                self.emit(f"{dim} = memref.dim {m}, {zero} : memref<?xf32>")
                pool.append((dim, "index"))
                if r.random() < 0.5:
                    v = self.pick(pool, "f32")
                    self.emit(f"memref.store {v}, {m}[{zero}] : memref<?xf32>")
                if r.random() < 0.5:
                    l = self.fresh()
                    self.emit(f"{l} = memref.load {m}[{zero}] : memref<?xf32>")
                    pool.append((l, "f32"))
                if r.random() < 0.4:
                    self.emit(f"memref.dealloc {m} : memref<?xf32>")

    def func(self, idx):
        r = self.r
        args = [("%a0", "i32"), ("%a1", "i64"), ("%a2", "index"), ("%a3", "f32"), ("%a4", "i1")]
        sig = ", ".join(f"{n}: {t}" for n, t in args)
        ret_ty = r.choice(["i32", "i64", "index", "f32", "i1"])
        vis = "private " if self.rc.random() < 0.4 else ""
        self.lines.append(f"  func.func {vis}@f{idx}({sig}) -> {ret_ty} {{")
        pool = list(args)
        self.body(pool, r.randint(3, 14))
        self.calls(pool, args)
        self.funcs.append((f"@f{idx}", ret_ty))
        if r.random() < 0.5:
            # A diamond on a (maybe constant) condition.
            c = self.pick(pool, "i1") if r.random() < 0.5 else self.const("i1")
            x, y = self.pick(pool, ret_ty), self.pick(pool, ret_ty)
            self.emit(f"cf.cond_br {c}, ^bb1({x} : {ret_ty}), ^bb2({y} : {ret_ty})")
            self.lines.append(f"  ^bb1(%p1: {ret_ty}):")
            pool1 = pool + [("%p1", ret_ty)]
            self.body(pool1, r.randint(0, 4))
            z = self.pick(pool1, ret_ty)
            self.emit(f"cf.br ^bb3({z} : {ret_ty})")
            self.lines.append(f"  ^bb2(%p2: {ret_ty}):")
            pool2 = pool + [("%p2", ret_ty)]
            self.body(pool2, r.randint(0, 4))
            w = self.pick(pool2, ret_ty)
            self.emit(f"cf.br ^bb3({w} : {ret_ty})")
            self.lines.append(f"  ^bb3(%p3: {ret_ty}):")
            self.emit(f"return %p3 : {ret_ty}")
        else:
            v = self.pick(pool, ret_ty)
            self.emit(f"return {v} : {ret_ty}")
        self.lines.append("  }")

    def calls(self, pool, args):
        """Calls to earlier functions (all take the arguments of `args`'
        types), with constant or varying operands, for interprocedural
        passes (sccp through private functions)."""
        rc = self.rc
        for _ in range(rc.randint(0, 2) if self.funcs else 0):
            callee, ret_ty = rc.choice(self.funcs)
            ops = []
            for _, ty in args:
                cands = [n for n, t in pool if t == ty]
                ops.append(rc.choice(cands) if cands and rc.random() < 0.5 else self.const(ty))
            res = self.fresh()
            tys = ", ".join(t for _, t in args)
            self.emit(f"{res} = func.call {callee}({', '.join(ops)}) : ({tys}) -> {ret_ty}")
            pool.append((res, ret_ty))

    def cfg_func(self, idx):
        """A function with a random CFG (loops, switches, asserts): blocks
        use only their own arguments, the function's and their own values,
        so any edge keeps dominance valid."""
        r = self.r
        n = r.randint(2, 6)
        ty = r.choice(["i32", "index"])
        args = [("%a0", ty), ("%a1", "i1"), ("%a2", "i32")]
        sig = ", ".join(f"{a}: {t}" for a, t in args)
        self.lines.append(f"  func.func @c{idx}({sig}) -> {ty} {{")
        for b in range(n):
            if b > 0:
                self.lines.append(f"  ^bb{b}(%b{b}: {ty}):")
            pool = list(args) + ([(f"%b{b}", ty)] if b > 0 else [])
            self.body(pool, r.randint(0, 4))
            if b == n - 1 or r.random() < 0.1:
                self.emit(f"return {self.pick(pool, ty)} : {ty}")
                continue
            if r.random() < 0.15:
                self.emit(f'cf.assert {self.pick(pool, "i1")}, "msg"')
            k = r.random()
            tgt = lambda: r.randint(1, n - 1)
            if k < 0.35:
                self.emit(f"cf.br ^bb{tgt()}({self.pick(pool, ty)} : {ty})")
            elif k < 0.8:
                c = self.pick(pool, "i1") if r.random() < 0.6 else self.const("i1")
                x, y = self.pick(pool, ty), self.pick(pool, ty)
                t1 = tgt()
                t2 = t1 if r.random() < 0.2 else tgt()
                self.emit(f"cf.cond_br {c}, ^bb{t1}({x} : {ty}), ^bb{t2}({y} : {ty})")
            else:
                flag = self.pick(pool, "i32")
                cases = sorted(r.sample(range(-2, 6), r.randint(0, 3)))
                parts = [f"default: ^bb{tgt()}({self.pick(pool, ty)} : {ty})"]
                for cv in cases:
                    parts.append(f"{cv}: ^bb{tgt()}({self.pick(pool, ty)} : {ty})")
                inner = ",\n      ".join(parts)
                self.emit(f"cf.switch {flag} : i32, [\n      {inner}\n    ]")
        self.lines.append("  }")

    def stmts(self, pool, dims, depth, steps):
        """Straight-line ops mixed with structured loops and conditionals;
        `dims` holds the values valid as affine dimensions here."""
        r = self.r
        for _ in range(steps):
            k = r.random()
            if depth >= 3 or k < 0.35:
                self.body(pool, 1)
            elif k < 0.5:
                self.scf_for(pool, dims, depth)
            elif k < 0.62:
                self.scf_if(pool, dims, depth)
            elif k < 0.7:
                self.scf_while(pool, dims, depth)
            elif k < 0.88:
                self.affine_for(pool, dims, depth)
            elif k < 0.94:
                self.affine_access(pool, dims)
            else:
                self.affine_if(pool, dims, depth)

    def scf_for(self, pool, dims, depth):
        r = self.r
        lb, ub = self.pick(pool, "index"), self.pick(pool, "index")
        step = self.fresh()
        self.emit(f"{step} = arith.constant {r.choice([1, 1, 2, 3])} : index")
        init = self.pick(pool, "i32")
        res, iv, acc = self.fresh(), self.fresh(), self.fresh()
        unsigned = "unsigned " if r.random() < 0.1 else ""
        self.emit(f"{res} = scf.for {unsigned}{iv} = {lb} to {ub} step {step} iter_args({acc} = {init}) -> (i32) {{")
        inner = pool + [(iv, "index"), (acc, "i32")]
        self.stmts(inner, dims, depth + 1, r.randint(0, 4))
        self.emit(f"scf.yield {self.pick(inner, 'i32')} : i32")
        self.emit("}")
        pool.append((res, "i32"))

    def scf_if(self, pool, dims, depth):
        r = self.r
        c = self.pick(pool, "i1") if r.random() < 0.7 else self.const("i1")
        ty = r.choice(["i32", "index", "f32"])
        res = self.fresh()
        self.emit(f"{res} = scf.if {c} -> ({ty}) {{")
        for branch in ("then", "else"):
            inner = list(pool)
            self.stmts(inner, dims, depth + 1, r.randint(0, 3))
            self.emit(f"scf.yield {self.pick(inner, ty)} : {ty}")
            self.emit("} else {" if branch == "then" else "}")
        pool.append((res, ty))

    def scf_while(self, pool, dims, depth):
        r = self.r
        init = self.pick(pool, "i32")
        res, a, b = self.fresh(), self.fresh(), self.fresh()
        self.emit(f"{res} = scf.while ({a} = {init}) : (i32) -> i32 {{")
        inner = pool + [(a, "i32")]
        self.stmts(inner, dims, depth + 1, r.randint(0, 2))
        c = self.fresh()
        self.emit(f"{c} = arith.cmpi slt, {a}, {self.pick(inner, 'i32')} : i32")
        self.emit(f"scf.condition({c}) {self.pick(inner, 'i32')} : i32")
        self.emit("} do {")
        self.lines.append(f"  ^bb0({b}: i32):")
        inner = pool + [(b, "i32")]
        self.stmts(inner, dims, depth + 1, r.randint(0, 2))
        self.emit(f"scf.yield {self.pick(inner, 'i32')} : i32")
        self.emit("}")
        pool.append((res, "i32"))

    def affine_expr(self, dims):
        e = self.r.choice(AFFINE_EXPRS)
        return e.format(d=self.r.choice(dims), s=self.r.choice(["%a1", "%a2"]))

    def affine_access(self, pool, dims):
        r = self.r
        idx = self.affine_expr(dims)
        if r.random() < 0.5:
            v = self.fresh()
            self.emit(f"{v} = affine.load %m[{idx}] : memref<16xf32>")
            pool.append((v, "f32"))
        else:
            self.emit(f"affine.store {self.pick(pool, 'f32')}, %m[{idx}] : memref<16xf32>")
        if r.random() < 0.4:
            v = self.fresh()
            d = r.choice(dims)
            m = r.choice(["(d0)[s0] -> (d0 * 3 + s0)", "(d0)[s0] -> (d0 mod 4 + s0 floordiv 2)",
                          "(d0)[s0] -> (d0 - s0)", "(d0)[s0] -> (d0)", "(d0)[s0] -> (s0 ceildiv 4)"])
            self.emit(f"{v} = affine.apply affine_map<{m}>({d})[{r.choice(['%a1', '%a2'])}]")
            pool.append((v, "index"))

    def affine_for(self, pool, dims, depth):
        r = self.r
        iv = self.fresh()
        lb = r.choice(["0", "1", "%a1", "max affine_map<()[s0] -> (0, s0)>()[%a2]"])
        ub = r.choice(["16", "8", "%a2", "min affine_map<()[s0] -> (16, s0 + 2)>()[%a1]"])
        step = r.choice(["", "", " step 2", " step 4"])
        inner_dims = dims + [iv]
        if r.random() < 0.4:
            res, acc = self.fresh(), self.fresh()
            init = self.pick(pool, "f32")
            self.emit(f"{res} = affine.for {iv} = {lb} to {ub}{step} iter_args({acc} = {init}) -> (f32) {{")
            inner = pool + [(acc, "f32")]
            self.stmts(inner, inner_dims, depth + 1, r.randint(1, 4))
            self.emit(f"affine.yield {self.pick(inner, 'f32')} : f32")
            self.emit("}")
            pool.append((res, "f32"))
        else:
            self.emit(f"affine.for {iv} = {lb} to {ub}{step} {{")
            inner = list(pool)
            self.stmts(inner, inner_dims, depth + 1, r.randint(1, 4))
            self.emit("}")

    def affine_if(self, pool, dims, depth):
        r = self.r
        d = r.choice(dims)
        cond = r.choice(["(d0)[s0] : (d0 - s0 >= 0)", "(d0)[s0] : (d0 mod 2 == 0, s0 - d0 - 1 >= 0)",
                         "(d0)[s0] : (d0 >= 0)", "(d0)[s0] : (5 - d0 >= 0, d0 - 1 >= 0)"])
        res = self.fresh()
        self.emit(f"{res} = affine.if affine_set<{cond}>({d})[{r.choice(['%a1', '%a2'])}] -> f32 {{")
        for branch in ("then", "else"):
            inner = list(pool)
            self.stmts(inner, dims, depth + 1, r.randint(0, 2))
            self.emit(f"affine.yield {self.pick(inner, 'f32')} : f32")
            self.emit("} else {" if branch == "then" else "}")
        pool.append((res, "f32"))

    def loop_func(self, idx):
        r = self.r
        args = [("%a0", "i32"), ("%a1", "index"), ("%a2", "index"), ("%a3", "f32"), ("%a4", "i1")]
        sig = ", ".join(f"{n}: {t}" for n, t in args)
        self.lines.append(f"  func.func @l{idx}({sig}, %m: memref<16xf32>) -> i32 {{")
        pool = list(args)
        self.stmts(pool, ["%a1", "%a2"], 0, r.randint(2, 6))
        self.emit(f"return {self.pick(pool, 'i32')} : i32")
        self.lines.append("  }")

    def module(self):
        self.lines.append("module {")
        for i in range(self.r.randint(1, 3)):
            self.func(i)
        for i in range(self.r.randint(0, 2)):
            self.cfg_func(i)
        if self.loops:
            for i in range(self.r.randint(1, 2)):
                self.loop_func(i)
        self.lines.append("}")
        return "\n".join(self.lines) + "\n"


def run(tool, flags, path):
    try:
        p = subprocess.run([tool, *flags, path], capture_output=True, timeout=30)
    except subprocess.TimeoutExpired:
        return ("timeout", b"", b"")
    return (p.returncode, p.stdout, p.stderr)


def first_diag(err):
    for line in err.decode(errors="replace").splitlines():
        if ": error:" in line or ": warning:" in line:
            return line
    return ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", nargs="?", default="run")
    ap.add_argument("arg", nargs="?")
    ap.add_argument("-n", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--passes", default=None)
    ap.add_argument("--loops", action="store_true")
    ap.add_argument("--locs", action="store_true")
    ap.add_argument("--full-stderr", action="store_true",
                    help="compare all of stderr (for passes that write to it, like view-op-graph)")
    ap.add_argument("--rmlir", default="target/release/rmlir-opt")
    ap.add_argument("--mlir", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--out", default="/tmp/passdiff")
    a = ap.parse_args()
    if a.cmd == "gen":
        sys.stdout.write(Gen(int(a.arg), a.loops, a.locs).module())
        return 0
    if a.passes is None:
        a.passes = ("--canonicalize;--cse;--canonicalize --cse;"
                    "--pass-pipeline=builtin.module(func.func(canonicalize,cse))")
        if a.loops:
            a.passes += (";--allow-unregistered-dialect;--mlir-print-op-generic;--lower-affine;--convert-scf-to-cf;"
                         "--lower-affine --convert-scf-to-cf --canonicalize;"
                         "--loop-invariant-code-motion;--affine-loop-invariant-code-motion;"
                         "--pass-pipeline=builtin.module(func.func(affine-loop-unroll));"
                         "'--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=3 cleanup-unroll=true}))';"
                         "--affine-scalrep;--affine-simplify-structures;--affine-loop-tile;"
                         "--affine-data-copy-generate;--scf-for-loop-peeling;"
                         "--scf-for-loop-peeling --canonicalize;--scf-for-loop-canonicalization;"
                         "--affine-loop-normalize;--affine-loop-coalescing;--scf-parallel-loop-fusion")
    os.makedirs(a.out, exist_ok=True)
    # Each pipeline is split as a shell would (quotes keep option lists
    # with spaces together).
    pipelines = [shlex.split(p) for p in a.passes.split(";") if p.strip()]
    total = same = crashes = 0
    for i in range(a.n):
        seed = a.seed + i
        text = Gen(seed, a.loops, a.locs).module()
        path = os.path.join(a.out, f"case{seed}.mlir")
        with open(path, "w") as f:
            f.write(text)
        bad = False
        for flags in pipelines:
            total += 1
            rc_r, out_r, err_r = run(a.rmlir, flags, path)
            rc_m, out_m, err_m = run(a.mlir, flags, path)
            crashed = rc_r == "timeout" or (isinstance(rc_r, int) and rc_r < 0) or b"panicked" in err_r
            if crashed:
                crashes += 1
            ok = (not crashed and (rc_r == 0) == (rc_m == 0) and out_r == out_m
                  and first_diag(err_r) == first_diag(err_m)
                  and (not a.full_stderr or err_r == err_m))
            if ok:
                same += 1
                continue
            bad = True
            tag = "_".join(f.strip("-").replace("=", "_").replace("(", "_").replace(")", "").replace(",", "_") for f in flags)
            with open(path + f".{tag}.rmlir", "wb") as f:
                f.write(out_r + err_r)
            with open(path + f".{tag}.mlir", "wb") as f:
                f.write(out_m + err_m)
            print(f"{'CRASH' if crashed else 'DIFF '} seed {seed} {' '.join(flags)}")
        if not bad:
            os.remove(path)
    print(f"passdiff: {same}/{total} identical, {crashes} crashes")
    return 0 if same == total else 1


if __name__ == "__main__":
    sys.exit(main())
