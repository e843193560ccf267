#!/usr/bin/env python3
"""Regenerates tests/data/mlir_opt_table.tsv from the reference mlir-opt.

Every row is something mlir-opt actually printed; the Rust tests then check
the crate against it without needing mlir-opt at test time.

Row kinds (tab-separated):
  hex  <type> <bits-hex>  <FloatAttr output>
       The attribute `0x<bits> : <type>`; exercises printing of every bit
       pattern (all of them for the 4/6/8-bit formats).
  lit  <type> <literal>   <FloatAttr output>  <dense element output>
  conv <from> <bits-hex>  <to> <printed result>
       `arith.extf`/`arith.truncf` of the constant `0x<bits> : <from>`, folded
       by --canonicalize (MLIR folds only exact, non-signalling conversions,
       so rows exist only for those); exercises APFloat `convert`.
       The attribute `<literal> : <type>` (literal may start with '-') and the
       same literal as a one-element `dense<[...]>` tensor; exercises MLIR's
       literal parsing (via double), conversion and printing.

Usage: scripts/gen_table.py [path/to/mlir-opt]
"""
import os
import random
import re
import subprocess
import sys
import tempfile
from fractions import Fraction

MLIR_OPT = sys.argv[1] if len(sys.argv) > 1 else "/usr/lib/llvm-22/bin/mlir-opt"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "tests", "data", "mlir_opt_table.tsv")

# keyword: (width, precision, min_exponent, max_exponent)
FORMATS = {
    "f16": (16, 11, -14, 15),
    "bf16": (16, 8, -126, 127),
    "f32": (32, 24, -126, 127),
    "f64": (64, 53, -1022, 1023),
    "f80": (80, 64, -16382, 16383),
    "f128": (128, 113, -16382, 16383),
    "tf32": (19, 11, -126, 127),
    "f8E5M2": (8, 3, -14, 15),
    "f8E4M3": (8, 4, -6, 7),
    "f8E4M3FN": (8, 4, -6, 8),
    "f8E5M2FNUZ": (8, 3, -15, 15),
    "f8E4M3FNUZ": (8, 4, -7, 7),
    "f8E4M3B11FNUZ": (8, 4, -10, 4),
    "f8E3M4": (8, 5, -2, 3),
    "f4E2M1FN": (4, 2, 0, 2),
    "f6E2M3FN": (6, 4, 0, 2),
    "f6E3M2FN": (6, 3, -2, 4),
    "f8E8M0FNU": (8, 1, -127, 127),
}

rng = random.Random(20240601)


def hex_cases():
    cases = []
    for ty, (width, prec, emin, emax) in FORMATS.items():
        if width <= 8:
            cases += [(ty, b) for b in range(1 << width)]
            continue
        mant = prec - 1 if ty != "f80" else 64
        exp_bits = width - 1 - mant
        sign = 1 << (width - 1)
        exp_all = ((1 << exp_bits) - 1) << mant
        picks = {0, sign, exp_all, exp_all | sign, 1, sign | 1, (1 << mant) - 1,
                 exp_all - 1, (exp_all - 1) | sign, 1 << mant, (1 << mant) | 1,
                 exp_all | 1, exp_all | (1 << (mant - 1)), exp_all | (1 << (mant - 2)),
                 exp_all | ((1 << mant) - 1), sign | exp_all | 0x1234,
                 ((1 << (exp_bits - 1)) - 1) << mant}  # 1.0 (or 0.5 for f80)
        if ty == "f80":
            one = 1 << 63
            picks |= {one, 16383 << 64 | one, 16383 << 64 | one | 1,
                      0x3FFF4000000000000000, 0x00008000000000000000,
                      0x7FFF0000000000000000, 0x7FFF8000000000000000,
                      0x7FFFC000000000000000, 0x7FFF4000000000000001,
                      0xFFFFC000000000000000, 0x7FFEFFFFFFFFFFFFFFFF,
                      0x00017FFFFFFFFFFFFFFF, 0x0001FFFFFFFFFFFFFFFF}
        n_random = {16: 120, 19: 120, 32: 150, 64: 150, 80: 120, 128: 120}[width]
        for _ in range(n_random):
            kind = rng.random()
            if kind < 0.6:  # normal-ish around 1
                e = rng.randrange(1 << exp_bits)
                m = rng.getrandbits(mant)
                if ty == "f80" and e != 0:
                    m |= 1 << 63
                picks.add((rng.getrandbits(1) * sign) | (e << mant) | m)
            elif kind < 0.75:  # denormal
                picks.add((rng.getrandbits(1) * sign) | rng.getrandbits(rng.randrange(1, mant + 1)))
            elif kind < 0.85:  # short mantissas (few significant bits)
                e = rng.randrange(1, (1 << exp_bits) - 1)
                m = rng.getrandbits(min(8, mant)) << (mant - min(8, mant))
                if ty == "f80":
                    m |= 1 << 63
                picks.add((e << mant) | m)
            else:  # NaN payloads
                picks.add((rng.getrandbits(1) * sign) | exp_all | rng.getrandbits(mant) | 1)
        cases += [(ty, b) for b in sorted(picks)]
    return cases


def frac_to_sci(x, digits):
    """Decimal scientific text of a positive Fraction with `digits` digits."""
    if x == 0:
        return "0.0"
    e = 0
    while x >= 10:
        x /= 10
        e += 1
    while x < 1:
        x *= 10
        e -= 1
    scaled = x * 10 ** (digits - 1)
    n = int(scaled)  # truncate
    s = str(n)
    return f"{s[0]}.{s[1:] or '0'}e{e}"


def boundary_literals(ty):
    width, prec, emin, emax = FORMATS[ty]
    out = []
    max_val = Fraction(2) ** emax * (2 - Fraction(1, 2 ** (prec - 1)))
    if ty == "f8E4M3FN":
        max_val = Fraction(448)
    min_norm = Fraction(2) ** emin
    min_sub = Fraction(2) ** (emin - prec + 1)
    for v in [max_val, min_norm, min_sub, min_sub / 2, min_sub * 3 / 2,
              max_val * (1 + Fraction(1, 2 ** (prec + 1))), max_val * (1 + Fraction(1, 2 ** prec)),
              max_val * 2, 1 + Fraction(1, 2 ** prec), 1 + Fraction(3, 2 ** (prec + 1))]:
        for digits in (6, 9, 17, 25):
            out.append(frac_to_sci(v, digits))
    return out


COMMON = ["0.0", "1.0", "0.1", "0.2", "0.3", "0.5", "1.5", "2.0", "2.5", "3.0", "3.5",
          "4.0", "5.0", "6.0", "7.0", "10.0", "100.0", "1000.0", "100000.0", "0.25",
          "0.125", "0.0625", "1.0e-40", "1.0e-45", "1.0e-320", "1.0e-400", "1.0e400",
          "1.0e40", "1.0e10", "65504.0", "65520.0", "65519.99", "448.0", "464.0",
          "470.0", "480.0", "240.0", "57344.0", "61440.0", "16777216.0", "16777217.0",
          "16777215.0", "3.4028235e38", "3.4028236e38", "1.7976931348623157e308",
          "1.7976931348623159e308", "2.2250738585072014e-308", "4.9406564584124654e-324",
          "0.33333333333333331", "0.1234567", "1.234567", "12345.678", "1.2345678901234567",
          "3.14159265358979323846264338327950288", "2.718281828459045", "1.0e15", "1.0e16",
          "1.0e17", "1.0e22", "1.0e23", "123456789.0", "9007199254740993.0", "0.7",
          "1.1", "1.3", "1.7", "1.9", "0.9", "0.01", "0.001", "1.0e-5", "1.0e-7", "6.1e-5",
          "5.96e-8", "1.0e-38", "1.18e-38", "1.0e-39", "3.0e-310", "1.0e300", "8.5e37",
          "1.0e38", "0.015625", "0.0078125", "0.03", "0.06", "0.09", "12.0", "14.0",
          "15.0", "15.5", "16.0", "31.0", "7.5", "1.75", "1.875", "0.875", "0.4375",
          "1.0e1", "1.e1", "1.", "00001.5000", "0.000", "1.0E2", "1.0e+2", "1.0e-0",
          "2.0e-1", "5.877471754111438e-39", "2.9e-39", "1.0e39", "1.7014118346046923e38",
          # exponent saturation, long digit strings, near-ties for double
          "1.0e24001", "1.0e-24001", "1.0e99999999999999999999", "0.0e99999",
          "1" + "0" * 400 + ".0e-400", "0." + "0" * 330 + "1e330",
          "9007199254740993.00000000000000000001", "9007199254740992.99999999999999999999",
          "2.47032822920623272088e-324", "2.47032822920623272089e-324",
          "123456789012345678901234567890.5", "3." + "3" * 300,
          "0.1000000000000000055511151231257827021181583404541015625"]


def random_literal(ty):
    width, prec, emin, emax = FORMATS[ty]
    lo10 = int((emin - prec) * 0.30103) - 2
    hi10 = int(emax * 0.30103) + 2
    lo10, hi10 = max(lo10, -330), min(hi10, 310)  # MLIR parses via double
    ndig = rng.choice([1, 1, 2, 3, 4, 6, 7, 8, 9, 12, 16, 17, 18, 20, 25, 40])
    digits = str(rng.randrange(1, 10)) + "".join(str(rng.randrange(10)) for _ in range(ndig - 1))
    e = rng.randrange(lo10, hi10 + 1)
    style = rng.random()
    if style < 0.5:
        return f"{digits[0]}.{digits[1:]}e{e}"
    if style < 0.8 and -12 < e < 20:
        # plain positional notation
        point = 1 + e
        if point <= 0:
            return "0." + "0" * (-point) + digits
        if point >= len(digits):
            return digits + "0" * (point - len(digits)) + ".0"
        return digits[:point] + "." + digits[point:]
    return f"{digits[0]}.{digits[1:]}E{'+' if e >= 0 else ''}{e}"


def lit_cases():
    cases = []
    for ty in FORMATS:
        lits = list(COMMON) + boundary_literals(ty)
        n_random = 80 if ty in ("f16", "bf16", "f32", "f64", "f80", "f128", "tf32") else 30
        lits += [random_literal(ty) for _ in range(n_random)]
        seen = set()
        for lit in lits:
            for neg in (False, True):
                text = ("-" if neg else "") + lit
                if text not in seen:
                    seen.add(text)
                    cases.append((ty, text))
    return cases


def run_mlir(attr_texts):
    """Runs mlir-opt on one op per attribute text; returns printed values."""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        for i, a in enumerate(attr_texts):
            f.write(f'"t.op"() {{v = {a}}} : () -> ()\n')
        path = f.name
    try:
        out = subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", path],
                             capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(path)
    vals = re.findall(r'"t\.op"\(\) \{v = (.*)\} : \(\) -> \(\)', out)
    assert len(vals) == len(attr_texts), (len(vals), len(attr_texts))
    return vals


WIDTHS = {ty: FORMATS[ty][0] for ty in FORMATS}


def conv_cases(hc):
    """(from, bits, to) triples, reusing the hex-case bit patterns."""
    by_type = {}
    for ty, b in hc:
        by_type.setdefault(ty, []).append(b)
    cases = []
    for ty, bits in by_type.items():
        if WIDTHS[ty] <= 8:
            targets = ["f32", "f128", "f16", "f80"]
        else:
            targets = [t for t in ("f16", "f32", "f64", "f80", "f128") if t != ty]
            bits = bits[:: max(1, len(bits) // 60)]
        for to in targets:
            # Same-width casts (bf16 <-> f16) are not valid arith ops.
            if WIDTHS[to] != WIDTHS[ty]:
                cases += [(ty, b, to) for b in bits]
    return cases


def run_conversions(cases):
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        for i, (fr, b, to) in enumerate(cases):
            op = "arith.extf" if WIDTHS[fr] < WIDTHS[to] else "arith.truncf"
            f.write(f"func.func @c{i}() -> {to} {{\n  %0 = arith.constant 0x{b:X} : {fr}\n"
                    f"  %1 = {op} %0 : {fr} to {to}\n  return %1 : {to}\n}}\n")
        path = f.name
    try:
        out = subprocess.run([MLIR_OPT, "--canonicalize", path],
                             capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(path)
    results = {}
    for m in re.finditer(r"func\.func @c(\d+)\(\) -> \S+ \{\n(.*?)\n  \}", out, re.S):
        body = m.group(2)
        c = re.fullmatch(r"\s*%cst = arith\.constant (\S+) : \S+\s*return %cst : \S+", body)
        if c:
            results[int(m.group(1))] = c.group(1)
    return results


def main():
    rows = []
    hc = hex_cases()
    printed = run_mlir([f"0x{b:X} : {ty}" for ty, b in hc])
    for (ty, b), p in zip(hc, printed):
        m = re.fullmatch(r"(.*) : " + re.escape(ty), p)
        rows.append(("hex", ty, f"{b:X}", m.group(1)))

    cc = conv_cases(hc)
    folded = run_conversions(cc)
    for i, (fr, b, to) in enumerate(cc):
        if i in folded:
            rows.append(("conv", fr, f"{b:X}", to, folded[i]))

    lc = lit_cases()
    attr = run_mlir([f"{t} : {ty}" for ty, t in lc])
    dense = run_mlir([f"dense<[{t}]> : tensor<1x{ty}>" for ty, t in lc])
    for (ty, t), a, d in zip(lc, attr, dense):
        ma = re.fullmatch(r"(.*) : " + re.escape(ty), a)
        md = re.fullmatch(r"dense<(.*)> : tensor<1x" + re.escape(ty) + ">", d)
        rows.append(("lit", ty, t, ma.group(1), md.group(1)))

    with open(OUT, "w") as f:
        version = subprocess.run([MLIR_OPT, "--version"], capture_output=True, text=True).stdout
        version = re.search(r"LLVM version \S+", version).group(0)
        f.write(f"# Generated by scripts/gen_table.py from mlir-opt ({version}); do not edit.\n")
        for r in rows:
            f.write("\t".join(r) + "\n")
    print(f"wrote {len(rows)} rows to {OUT}")


if __name__ == "__main__":
    main()
