"""Seeded random MLIR for the differential test.

`generate(seed, size, avoid)` returns one (mostly valid) module using only the
builtin dialect, the func dialect (func.func / return / call / constant) and
unregistered generic ops.  `avoid` names known causes (causes.json) to steer
around: the random stream is the same with or without them, so a seed's case
only changes where a cause would have shown.
"""
import random
import re
import sys

if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

FLOAT_BITS = {
    "f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128,
    "tf32": 19, "f8E5M2": 8, "f8E4M3": 8, "f8E4M3FN": 8, "f8E5M2FNUZ": 8,
    "f8E4M3FNUZ": 8, "f8E4M3B11FNUZ": 8, "f8E3M4": 8, "f4E2M1FN": 4,
    "f6E2M3FN": 6, "f6E3M2FN": 6, "f8E8M0FNU": 8,
}
FLOAT_TYPES = list(FLOAT_BITS)
# rough largest finite magnitude (decimal exponent) per type
FLOAT_MAXEXP = {
    "f16": 4, "bf16": 38, "f32": 38, "f64": 308, "f80": 4932, "f128": 4932,
    "tf32": 38, "f8E5M2": 4, "f8E4M3": 2, "f8E4M3FN": 2, "f8E5M2FNUZ": 4,
    "f8E4M3FNUZ": 2, "f8E4M3B11FNUZ": 1, "f8E3M4": 1, "f4E2M1FN": 0,
    "f6E2M3FN": 0, "f6E3M2FN": 1, "f8E8M0FNU": 38,
}
FLOAT_MINEXP = {
    "f16": -7, "bf16": -40, "f32": -45, "f64": -323, "f80": -4950,
    "f128": -4965, "tf32": -40, "f8E5M2": -5, "f8E4M3": -3, "f8E4M3FN": -3,
    "f8E5M2FNUZ": -5, "f8E4M3FNUZ": -3, "f8E4M3B11FNUZ": -4, "f8E3M4": -2,
    "f4E2M1FN": -1, "f6E2M3FN": -1, "f6E3M2FN": -1, "f8E8M0FNU": -38,
}
DENSE_ARRAY_TYPES = ["i1", "i8", "i16", "i32", "i64", "f32", "f64"]
BARE_START = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_"
BARE_REST = BARE_START + "0123456789$."
# characters for string literals (printable, some need escaping)
STR_CHARS = list("abcxyzABZ019 _-.,;:!?#@%&*()[]{}<>=+/|~`'^")
STR_SPECIAL = ["\\\\", "\\\"", "\\n", "\\t", "é", "€", "😀", "ß", "\u00a0", "\u2028"]


class Ty:
    """A type as text plus a coarse kind used to respect element-type rules."""
    __slots__ = ("text", "kind", "info")

    def __init__(self, text, kind, info=None):
        self.text = text
        self.kind = kind
        self.info = info  # e.g. float name, int (signedness, width), shape

    def __repr__(self):
        return self.text


class Gen:
    def __init__(self, seed, size=None, avoid=()):
        self.seed = seed
        self.avoid = set(avoid)
        self._func_arg = False
        self._force_prefix = False   # inside generic "func.func": no default dialect
        self.r = random.Random(seed)
        r = self.r
        self.size = size if size is not None else r.choice([1, 2, 3, 4, 6, 8])
        self.max_depth = r.choice([1, 2, 2, 3, 3, 4])
        # feature toggles per case so that cases differ in character
        self.p_alias = r.choice([0.0, 0.1, 0.3, 0.5])
        self.p_loc = r.choice([0.0, 0.2, 0.5, 0.9])
        self.p_attr = r.choice([0.1, 0.4, 0.7])
        self.p_generic_func = r.choice([0.0, 0.0, 0.2])
        self.type_aliases = []   # (name, Ty)
        self.attr_aliases = []   # (name, text)
        self.loc_aliases = []    # loc aliases defined before the body
        self.late_loc_aliases = []  # defined after the body: only `loc(#x)` may use them
        self.alias_names = set()
        self.late_defs = []      # alias definitions printed after the body
        self.counter = 0
        self.distinct_id = 0
        self.resources = {}      # name -> hex blob
        self.resource_types = {}  # name -> (count, element type)
        self.unknown_loc_aliases = set()
        self.funcs = []          # (symbol, input Tys, result Tys, visible name)

    # -- small helpers ----------------------------------------------------
    def chance(self, p):
        return self.r.random() < p

    def fresh(self):
        self.counter += 1
        return self.counter

    def bare_id(self, maxlen=8, dots=True):
        r = self.r
        s = r.choice(BARE_START)
        rest = BARE_REST if dots else BARE_START + "0123456789$"
        for _ in range(r.randint(0, maxlen)):
            s += r.choice(rest)
        return s

    def str_body(self, maxlen=12):
        r = self.r
        out = []
        for _ in range(r.randint(0, maxlen)):
            x = r.random()
            if x < 0.7:
                out.append(r.choice(STR_CHARS))
            elif x < 0.85:
                out.append(r.choice(STR_SPECIAL))
            else:
                out.append("\\%02X" % r.randint(0, 255) if r.random() < 0.5
                           else "\\%02x" % r.randint(0, 255))
        return "".join(out)

    def string(self, maxlen=12):
        return '"' + self.str_body(maxlen) + '"'

    def symbol_name(self):
        if self.chance(0.2):
            return '@"' + self.str_body(8) + '"'
        return "@" + self.bare_id(6)

    def dict_key(self):
        x = self.r.random()
        if x < 0.75:
            return self.bare_id(8)
        if x < 0.85:
            return self.r.choice(["foo", "a", "b", "sym_name", "value", "type",
                                  "function_type", "z", "loc", "dense", "unit"])
        return '"' + (self.str_body(8) or "k") + '"'

    def dialect_key(self):
        return "%s.%s" % (self.dialect_name(), self.bare_id(5))

    def new_alias_name(self, base):
        r = self.r
        while True:
            x = r.random()
            if x < 0.4:
                name = base + str(r.randint(0, 12))
            elif x < 0.5:
                name = base
            elif x < 0.6:
                name = r.choice(["map", "set", "loc", "map1", "set0", "loc1",
                                 "distinct", "alias", "A", "a_b", "x$y"])
            else:
                name = self.bare_id(6, dots=False)
            if name not in self.alias_names:
                self.alias_names.add(name)
                return name

    # -- types ------------------------------------------------------------
    def int_type(self):
        r = self.r
        x = r.random()
        if x < 0.6:
            w = r.choice([1, 8, 16, 32, 64])
        elif x < 0.85:
            w = r.randint(1, 130)
        else:
            w = r.choice([128, 256, 1000, 4096, r.randint(1, 16777215)])
        sign = r.choice(["i", "i", "i", "si", "ui"])
        return Ty("%s%d" % (sign, w), "int", (sign, w))

    def float_type(self):
        f = self.r.choice(FLOAT_TYPES)
        return Ty(f, "float", f)

    def scalar_type(self, allow_index=True):
        x = self.r.random()
        if x < 0.45:
            return self.int_type()
        if x < 0.9 or not allow_index:
            return self.float_type()
        return Ty("index", "index")

    def maybe_alias(self, kinds):
        if self.type_aliases and self.chance(self.p_alias):
            cands = [(n, t) for n, t in self.type_aliases if t.kind in kinds]
            if cands:
                n, t = self.r.choice(cands)
                return Ty("!" + n, t.kind, t.info)
        return None

    def elem_type(self, kinds, depth):
        a = self.maybe_alias(kinds)
        if a:
            return a
        choices = []
        for k in kinds:
            if k == "int":
                choices += ["int"] * 4
            elif k == "float":
                choices += ["float"] * 4
            else:
                choices.append(k)
        k = self.r.choice(choices)
        if k == "int":
            return self.int_type()
        if k == "float":
            return self.float_type()
        if k == "index":
            return Ty("index", "index")
        if depth <= 0:
            return self.scalar_type()
        if k == "complex":
            return self.complex_type()
        if k == "vector":
            return self.vector_type(depth - 1)
        if k == "opaque":
            return self.opaque_type(depth - 1)
        if k == "memref":
            return self.memref_type(depth - 1)
        return self.scalar_type()

    def complex_type(self):
        e = self.elem_type(["int", "float"], 0)
        return Ty("complex<%s>" % e.text, "complex", e)

    def dims(self, n, dyn=True, maxd=6):
        r = self.r
        out = []
        for _ in range(n):
            if dyn and r.random() < 0.25:
                out.append("?")
            else:
                out.append(str(r.choice([0, 1, 2, 3, 4, 5, 8, 16, maxd])
                               if r.random() < 0.9 else r.randint(0, 1 << 20)))
        return out

    def vector_type(self, depth, allow_scalable=True):
        r = self.r
        n = r.choice([0, 1, 1, 2, 2, 3])
        ds = []
        for _ in range(n):
            d = str(r.choice([1, 2, 3, 4, 8, 16]))
            if allow_scalable and r.random() < 0.2:
                d = "[" + d + "]"
            ds.append(d)
        e = self.elem_type(["int", "float", "index"], depth)
        return Ty("vector<%s>" % "x".join(ds + [e.text]), "vector", (ds, e))

    def encoding_attr(self, depth):
        x = self.r.random()
        if x < 0.3:
            return self.string()
        if x < 0.5:
            return self.opaque_attr(depth)
        if x < 0.6 and self.attr_aliases:
            return "#" + self.r.choice(self.attr_aliases)[0]
        a = self.attr(max(depth - 1, 0))
        if re.match(r"(array|distinct|strided)\b", a) and self.chance(0.9):
            # mlir-opt's parseOptionalAttribute does not know these keywords
            a = self.string()
        return a

    def tensor_type(self, depth):
        r = self.r
        e = self.elem_type(["int", "float", "index", "complex", "vector", "opaque"],
                           depth)
        if r.random() < 0.15:
            return Ty("tensor<*x%s>" % e.text, "utensor", e)
        ds = self.dims(r.choice([0, 1, 1, 2, 3]))
        enc = ""
        if r.random() < 0.2:
            enc = ", " + self.encoding_attr(depth)
        return Ty("tensor<%s%s>" % ("x".join(ds + [e.text]), enc), "tensor", (ds, e))

    def memory_space(self, depth):
        r = self.r
        x = r.random()
        if x < 0.4:
            return str(r.randint(0, 7))
        if x < 0.55:
            return "%d : %s" % (r.randint(0, 7), r.choice(["i32", "i64", "i8", "index"]))
        if x < 0.8:
            return self.string()
        if x < 0.98:
            return "{%s}" % ", ".join(self.attr_dict_items(0, r.choice([0, 1, 2])))
        return r.choice([self.opaque_attr(0), "[1]", "0 : i32", "1 : ui8"])

    def memref_type(self, depth):
        r = self.r
        e = self.elem_type(["int", "float", "index", "complex", "vector", "memref"],
                           depth)
        if r.random() < 0.15:
            ms = ""
            if r.random() < 0.5:
                ms = ", " + self.memory_space(depth)
            return Ty("memref<*x%s%s>" % (e.text, ms), "umemref", e)
        rank = r.choice([0, 1, 1, 2, 3])
        ds = self.dims(rank)
        parts = ["x".join(ds + [e.text])]
        x = r.random()
        if x < 0.25:
            parts.append(self.affine_map(ndims=rank))
        elif x < 0.5:
            parts.append(self.strided(rank))
        if r.random() < 0.3:
            parts.append(self.memory_space(depth))
        return Ty("memref<%s>" % ", ".join(parts), "memref", (ds, e))

    def opaque_body(self, depth):
        """Balanced token soup for a dialect type/attribute body."""
        r = self.r
        items = []
        for _ in range(r.randint(0, 4)):
            x = r.random()
            if x < 0.25:
                items.append(self.bare_id(5))
            elif x < 0.4:
                items.append(str(r.randint(-5, 100)))
            elif x < 0.5:
                items.append(self.string(6))
            elif x < 0.6 and depth > 0:
                items.append("<" + self.opaque_body(depth - 1) + ">")
            elif x < 0.7 and depth > 0:
                items.append("[" + self.opaque_body(depth - 1) + "]")
            elif x < 0.75 and depth > 0:
                items.append("(" + self.opaque_body(depth - 1) + ")")
            elif x < 0.8 and depth > 0:
                items.append("{" + self.opaque_body(depth - 1) + "}")
            elif x < 0.85:
                items.append(self.scalar_type().text)
            elif x < 0.9:
                items.append(r.choice(["->", "*", "?", "x", "=", ":", "1.5", "#x", "!y"]))
            else:
                items.append(r.choice(["i32", "f32", "index", "a = 1"]))
        sep = r.choice([", ", ",", " ", ", "])
        return sep.join(items)

    def dialect_name(self):
        return self.r.choice(["foo", "bar", "test2", "x", "my_dialect", "d"])

    def opaque_type(self, depth):
        r = self.r
        d = self.dialect_name()
        x = r.random()
        if x < 0.25:
            t = "!%s<%s>" % (d, self.string(8))
        elif x < 0.55:
            t = "!%s.%s" % (d, self.bare_id(5, dots=r.random() < 0.3))
        else:
            t = "!%s.%s<%s>" % (d, self.bare_id(5, dots=False), self.opaque_body(depth))
        return Ty(t, "opaque")

    def function_type(self, depth):
        r = self.r
        ins = [self.type(depth - 1).text for _ in range(r.choice([0, 1, 1, 2, 3]))]
        outs = [self.type(depth - 1) for _ in range(r.choice([0, 1, 1, 2]))]
        if len(outs) == 1 and outs[0].kind != "func" and r.random() < 0.8:
            res = outs[0].text
        else:
            res = "(" + ", ".join(o.text for o in outs) + ")"
        return Ty("(%s) -> %s" % (", ".join(ins), res), "func")

    def type(self, depth=None):
        if depth is None:
            depth = self.r.randint(0, 2)
        a = self.maybe_alias(["int", "float", "index", "none", "complex", "tuple",
                              "func", "vector", "tensor", "utensor", "memref",
                              "umemref", "opaque"])
        if a:
            return a
        r = self.r
        x = r.random()
        if depth <= 0 or x < 0.35:
            if r.random() < 0.05:
                return Ty("none", "none")
            return self.scalar_type()
        x = r.random()
        if x < 0.1:
            return self.complex_type()
        if x < 0.2:
            n = r.choice([0, 1, 2, 3])
            return Ty("tuple<%s>" % ", ".join(self.type(depth - 1).text for _ in range(n)),
                      "tuple")
        if x < 0.3:
            return self.function_type(depth)
        if x < 0.45:
            return self.vector_type(depth)
        if x < 0.65:
            return self.tensor_type(depth)
        if x < 0.85:
            return self.memref_type(depth)
        return self.opaque_type(depth)

    # -- affine -----------------------------------------------------------
    def affine_expr(self, dims, syms, depth, pure=True):
        r = self.r
        if depth <= 0 or r.random() < 0.3:
            x = r.random()
            if x < 0.45 and dims:
                return r.choice(dims)
            if x < 0.75 and syms:
                return r.choice(syms)
            return str(r.randint(-10, 10) if r.random() < 0.9 else r.randint(-1000, 1000))
        op = r.choice(["+", "+", "-", "*", "floordiv", "ceildiv", "mod", "neg"])
        a = self.affine_expr(dims, syms, depth - 1, pure)
        if op == "neg":
            return "-" + self.paren(a)
        if op in ("*", "floordiv", "ceildiv", "mod"):
            if pure or not syms or r.random() < 0.7:
                b = str(r.choice([1, 2, 3, 4, 8, -1, -2, 0]) if op == "*"
                        else r.choice([1, 2, 3, 4, 5, 8, 16, 128]))
            else:
                b = r.choice(syms)
            if op == "*" and r.random() < 0.3:
                a, b = b, a
            return "%s %s %s" % (self.paren(a), op, self.paren(b))
        b = self.affine_expr(dims, syms, depth - 1, pure)
        return "%s %s %s" % (self.paren(a), op, self.paren(b))

    def paren(self, e):
        if re.fullmatch(r"-?[A-Za-z_0-9$]+", e):
            return e
        return "(" + e + ")"

    def dim_names(self, n, prefix):
        if self.chance(0.7):
            return ["%s%d" % (prefix, i) for i in range(n)]
        names = []
        while len(names) < n:
            s = self.bare_id(3, dots=False)
            if s not in names and not re.fullmatch(r"[ds]\d+|floordiv|ceildiv|mod|symbol", s):
                names.append(s)
        return names

    def affine_map(self, ndims=None, inline_ok=True):
        r = self.r
        if ndims is None:
            ndims = r.choice([0, 1, 2, 3])
        nsyms = r.choice([0, 0, 1, 2])
        dims = self.dim_names(ndims, "d")
        syms = self.dim_names(nsyms, "s")
        syms = [s for s in syms if s not in dims] if len(set(syms) & set(dims)) else syms
        nsyms = len(syms)
        nres = r.choice([0, 1, 1, 2, 3]) if ndims else r.choice([0, 1])
        pure = r.random() < 0.8
        if r.random() < 0.1 and ndims:
            res = list(dims)   # identity / permutation
            if r.random() < 0.5:
                r.shuffle(res)
        else:
            res = [self.affine_expr(dims, syms, r.randint(0, 3), pure) for _ in range(nres)]
        text = "affine_map<(%s)[%s] -> (%s)>" % (", ".join(dims), ", ".join(syms),
                                                 ", ".join(res))
        if not syms and r.random() < 0.5:
            text = text.replace("[]", "", 1)
        return text

    def affine_set(self):
        r = self.r
        ndims = r.choice([0, 1, 2, 3])
        nsyms = r.choice([0, 0, 1, 2])
        dims = ["d%d" % i for i in range(ndims)]
        syms = ["s%d" % i for i in range(nsyms)]
        cons = []
        for _ in range(r.choice([1, 1, 2, 3])):
            e = self.affine_expr(dims, syms, r.randint(0, 3))
            cons.append("%s %s" % (e, r.choice([">= 0", ">= 0", "== 0", ">= 3", "<= 2", "== d0" if dims else "== 0"])))
        text = "affine_set<(%s)[%s] : (%s)>" % (", ".join(dims), ", ".join(syms), ", ".join(cons))
        if not syms and r.random() < 0.5:
            text = text.replace("[]", "", 1)
        return text

    def strided(self, rank):
        r = self.r
        st = [("?" if r.random() < 0.2 else str(r.choice([0, 1, 2, 4, 16, -1, r.randint(1, 1000)])))
              for _ in range(rank)]
        if "zero-stride" in self.avoid:
            st = ["1" if x == "0" else x for x in st]
        text = "strided<[%s]" % ", ".join(st)
        if r.random() < 0.6:
            text += ", offset: %s" % ("?" if r.random() < 0.3 else str(r.choice([0, 1, 7, 1024])))
        return text + ">"

    # -- attributes -------------------------------------------------------
    def int_literal(self, t):
        """A literal valid for the integer type info (sign, width)."""
        r = self.r
        sign, w = t.info if t.kind == "int" else ("i", 64)
        if t.kind == "index":
            sign, w = "si", 64
        if sign == "i" and w == 1 and r.random() < 0.5:
            return r.choice(["true", "false"])
        lo = -(1 << (w - 1)) if sign != "ui" else 0
        hi = (1 << w) - 1 if sign != "si" else (1 << (w - 1)) - 1
        if sign == "i" and w == 1:
            lo, hi = -1, 1
        x = r.random()
        if x < 0.4:
            v = r.randint(max(lo, -10), min(hi, 10))
        elif x < 0.6 and w <= 1024:
            v = r.choice([lo, hi, lo + 1 if lo < hi else lo, 0])
        elif w <= 1024:
            v = r.randint(lo, hi)
        else:
            v = r.randint(max(lo, -(1 << 300)), min(hi, 1 << 600))
        if v >= 0 and r.random() < 0.15:
            return hex(v) if r.random() < 0.5 else "0x%X" % v
        return str(v)

    def float_literal(self, fname, allow_hex=True, neg_hex_ok=False):
        r = self.r
        bits = FLOAT_BITS.get(fname, 32)
        x = r.random()
        if allow_hex and x < 0.3:
            y = r.random()
            if y < 0.5:
                v = r.getrandbits(bits)
            else:
                v = r.choice([0, (1 << bits) - 1, 1 << (bits - 1), (1 << (bits - 1)) - 1, 1,
                              ((1 << bits) - 1) ^ 1, (1 << (bits - 1)) + 1])
            digits = max(1, (bits + 3) // 4) if r.random() < 0.7 else 1
            if fname == "f64" and "hex-f64" in self.avoid and (v >> 52) & 0x7FF == 0x7FF:
                v = 0x3FF0000000000000
            if fname == "f80" and "f80-unnormal" in self.avoid and (v >> 64) & 0x7FFF:
                v |= 1 << 63
            return "0x%0*X" % (digits, v) if r.random() < 0.8 else "0x%0*x" % (digits, v)
        if x < 0.5:
            v = r.choice(["0.0", "-0.0", "1.0", "-1.0", "0.5", "2.0", "1.5", "-2.5",
                          "3.0", "0.1", "100.0", "0.25", "6.0", "-6.0", "448.0", "57344.0",
                          "65504.0", "1.0e+00", "1.e5"])
            if fname == "f8E8M0FNU" and "e8m0-neg" in self.avoid:
                v = v.lstrip("-")
            return v
        lo, hi = FLOAT_MINEXP.get(fname, -10), FLOAT_MAXEXP.get(fname, 10)
        if r.random() < 0.9:
            e = r.randint(max(lo, -12), min(hi, 12))
        else:
            e = r.randint(lo - 2, hi + 2)
        m = r.random() * 10
        prec = r.choice([1, 2, 3, 6, 9, 17])
        s = "%.*fe%+d" % (prec, m, e) if r.random() < 0.6 else "%.*f" % (prec, m * (10 ** max(min(e, 6), -6)))
        if "." not in s:
            s = s.replace("e", ".0e", 1)
        if r.random() < 0.3 and not (fname == "f8E8M0FNU" and "e8m0-neg" in self.avoid):
            s = "-" + s
        return s

    def typed_int_attr(self):
        t = self.int_type() if self.chance(0.85) else Ty("index", "index")
        if self.chance(0.3):
            a = self.maybe_alias(["int", "index"])
            if a:
                t = a
        lit = self.int_literal(t)
        if t.text == "i64" and self.chance(0.3):
            return lit
        if lit in ("true", "false"):
            return lit
        return "%s : %s" % (lit, t.text)

    def typed_float_attr(self):
        t = self.float_type()
        a = self.maybe_alias(["float"])
        if a:
            t = a
        lit = self.float_literal(t.info)
        if t.text == "f64" and not lit.startswith("0x") and self.chance(0.3):
            return lit
        return "%s : %s" % (lit, t.text)

    def static_shape(self, big=False):
        r = self.r
        if big:
            n = r.choice([101, 128, 200, 257])
            return [str(n)] if r.random() < 0.6 else ["2", str(n // 2 + 1)]
        rank = r.choice([0, 1, 1, 2, 2, 3])
        return [str(r.choice([0, 1, 1, 2, 2, 3, 4])) if r.random() < 0.95 else "0"
                for _ in range(rank)]

    def dense_attr(self, depth):
        r = self.r
        big = r.random() < 0.1
        shape = self.static_shape(big)
        kind = r.choice(["int", "int", "float", "float", "index", "complex", "string", "hex"])
        if kind == "int":
            e = self.elem_type(["int"], 0)
        elif kind == "float":
            e = self.elem_type(["float"], 0)
        elif kind == "index":
            e = Ty("index", "index")
        elif kind == "complex":
            e = self.complex_type()
        elif kind == "string":
            e = self.maybe_alias(["opaque"]) or self.opaque_type(0)
        else:
            e = Ty(r.choice(["i8", "i16", "i32", "i64", "f32", "f64", "f16"]), "hex")
        if "dense-perf" in self.avoid and big:
            def shrink(t):
                if t.kind == "int" and t.info[1] > 4096:
                    return Ty("%s4096" % t.info[0], "int", (t.info[0], 4096))
                return t
            if e.kind == "complex":
                inner = shrink(e.info)
                if inner is not e.info:
                    e = Ty("complex<%s>" % inner.text, "complex", inner)
            else:
                e = shrink(e)
        container = "tensor"
        if kind != "string" and e.kind in ("int", "float", "index") and r.random() < 0.25 \
                and all(s != "0" for s in shape) and shape:
            container = "vector"
        etext = e.text
        one_bit = "i1-elems" in self.avoid and self.one_bit(e)
        if one_bit:
            etext = "complex<i8>" if e.kind == "complex" else "i8"
        ty = "%s<%s>" % (container, "x".join(shape + [etext]))
        if container == "tensor" and r.random() < 0.05:
            ty = "%s<%s, %s>" % (container, "x".join(shape + [etext]), self.string(4))
        n = 1
        for s in shape:
            n *= int(s)

        def elem():
            if kind in ("int",):
                return self.int_literal(e)
            if kind == "index":
                return self.int_literal(Ty("index", "index"))
            if kind == "float":
                return self.float_literal(e.info)
            if kind == "complex":
                inner = e.info
                if inner.kind == "int":
                    return "(%s, %s)" % (self.int_literal(inner), self.int_literal(inner))
                return "(%s, %s)" % (self.float_literal(inner.info), self.float_literal(inner.info))
            return self.string(6)

        if kind == "hex":
            width = {"i8": 1, "i16": 2, "i32": 4, "i64": 8, "f32": 4, "f64": 8, "f16": 2}[e.text]
            cnt = n if (r.random() < 0.8 or n == 0) else 1
            if r.random() < 0.3:
                data = bytes([r.choice([0, 0xFF, 0x7F, 1])]) * (cnt * width)
            else:
                data = bytes(r.getrandbits(8) for _ in range(cnt * width))
            return 'dense<"0x%s"> : %s' % (data.hex().upper(), ty)
        x = r.random()
        if n == 0 and ("0" in shape[:-1] or r.random() < 0.5):
            return "dense<> : %s" % ty
        if x < 0.25 and n > 0:
            body = elem()                                     # splat
        elif x < 0.35 and n > 0:
            v = elem()
            body = self.nest(shape, lambda: v)                # non-splat spelling of a splat
        else:
            body = self.nest(shape, elem)
        if one_bit:
            body = re.sub(r"\btrue\b", "1", re.sub(r"\bfalse\b", "0", body))
        return "dense<%s> : %s" % (body, ty)

    def one_bit(self, e):
        if e.kind == "complex":
            inner = e.info
            return inner.kind == "int" and inner.info[1] == 1
        return e.kind == "int" and e.info[1] == 1 and e.info[0] != "i"

    def nest(self, shape, elem):
        if not shape:
            return elem()
        if shape[0] == "0":
            return "[]"
        return "[" + ", ".join(self.nest(shape[1:], elem) for _ in range(int(shape[0]))) + "]"

    def sparse_attr(self):
        r = self.r
        rank = r.choice([1, 2, 2, 3])
        shape = [r.choice([1, 2, 3, 4, 5]) for _ in range(rank)]
        kind = r.choice(["int", "float", "string"])
        if kind == "int":
            e = self.int_type()
        elif kind == "float":
            e = self.float_type()
        else:
            e = self.opaque_type(0)
        one_bit = "i1-elems" in self.avoid and self.one_bit(e)
        ty = "tensor<%s>" % "x".join([str(s) for s in shape] + ["i8" if one_bit else e.text])
        nnz = r.choice([0, 1, 2, 3])
        idx = [[r.randint(0, s - 1) for s in shape] for _ in range(nnz)]

        def val():
            if kind == "int":
                v = self.int_literal(e)
                return {"true": "1", "false": "0"}.get(v, v) if one_bit else v
            if kind == "float":
                return self.float_literal(e.info)
            return self.string(4)
        if nnz == 0 and (rank > 1 or r.random() < 0.5):
            return "sparse<> : %s" % ty
        if r.random() < 0.15 and nnz:
            # splat forms
            return "sparse<%s, %s> : %s" % (
                "[" + ", ".join("[" + ", ".join(map(str, i)) + "]" for i in idx) + "]", val(), ty)
        ind = "[" + ", ".join("[" + ", ".join(map(str, i)) + "]" for i in idx) + "]"
        vals = "[" + ", ".join(val() for _ in idx) + "]"
        return "sparse<%s, %s> : %s" % (ind, vals, ty)

    def dense_array(self):
        r = self.r
        t = r.choice(DENSE_ARRAY_TYPES)
        n = r.choice([0, 1, 2, 3, 5])
        if t == "i1":
            vals = [r.choice(["true", "false"]) for _ in range(n)]
        elif t.startswith("i"):
            vals = [self.int_literal(Ty(t, "int", ("i", int(t[1:])))) for _ in range(n)]
            vals = [v if v not in ("true", "false") else "1" for v in vals]
        else:
            vals = [self.float_literal(t, allow_hex=False) for _ in range(n)]
        if not vals:
            return "array<%s>" % t
        return "array<%s: %s>" % (t, ", ".join(vals))

    def opaque_attr(self, depth):
        r = self.r
        d = self.dialect_name()
        x = r.random()
        if x < 0.25:
            return "#%s<%s>" % (d, self.string(8))
        if x < 0.5:
            return "#%s.%s" % (d, self.bare_id(5, dots=r.random() < 0.3))
        return "#%s.%s<%s>" % (d, self.bare_id(5, dots=False), self.opaque_body(depth))

    def symbol_ref(self):
        s = self.symbol_name()
        for _ in range(self.r.choice([0, 0, 0, 1, 2])):
            s += "::" + self.symbol_name()
        return s

    def dictionary(self, depth, allow_empty=True):
        r = self.r
        n = r.choice([0, 1, 2, 3, 4]) if allow_empty else r.choice([1, 2, 3])
        keys = []
        for _ in range(n):
            k = self.dict_key()
            if k not in keys:
                keys.append(k)
        items = []
        for k in keys:
            if r.random() < 0.15:
                items.append(k)
            else:
                items.append("%s = %s" % (k, self.attr(depth - 1)))
        return "{" + ", ".join(items) + "}"

    def attr(self, depth=None):
        r = self.r
        if depth is None:
            depth = r.randint(0, 3)
        if self.attr_aliases and self.chance(self.p_alias * 0.6):
            return "#" + r.choice(self.attr_aliases)[0]
        choices = [
            ("int", 10), ("float", 8), ("string", 6), ("typed_string", 1), ("bool", 2),
            ("unit", 2), ("type", 5), ("symbol", 3), ("dense", 6), ("sparse", 2),
            ("darray", 3), ("affine_map", 4), ("affine_set", 2), ("strided", 1),
            ("opaque", 3), ("loc", 2), ("distinct", 1), ("resource", 1),
        ]
        if depth > 0:
            choices += [("array", 6), ("dict", 4)]
        tot = sum(w for _, w in choices)
        x = r.random() * tot
        for k, w in choices:
            x -= w
            if x < 0:
                break
        if k == "int":
            return self.typed_int_attr()
        if k == "float":
            return self.typed_float_attr()
        if k == "string":
            return self.string()
        if k == "typed_string":
            return "%s : %s" % (self.string(), self.type(1).text)
        if k == "bool":
            return r.choice(["true", "false"])
        if k == "unit":
            return "unit"
        if k == "type":
            t = self.type(r.randint(0, 2))
            return t.text
        if k == "symbol":
            return self.symbol_ref()
        if k == "dense":
            return self.dense_attr(depth)
        if k == "sparse":
            return self.sparse_attr()
        if k == "darray":
            return self.dense_array()
        if k == "affine_map":
            return self.affine_map()
        if k == "affine_set":
            return self.affine_set()
        if k == "strided":
            return self.strided(r.randint(0, 3))
        if k == "opaque":
            return self.opaque_attr(depth)
        if k == "loc":
            return "loc(%s)" % self.loc_body(2)
        if k == "distinct":
            self.distinct_id += 1
            inner = self.attr(max(depth - 1, 0)) if r.random() < 0.7 else "unit"
            return "distinct[%d]<%s>" % (self.distinct_id + r.choice([0, 5, 100]), inner)
        if k == "resource":
            return self.resource_attr()
        if k == "array":
            return "[" + ", ".join(self.attr(depth - 1) for _ in range(r.choice([0, 1, 2, 3]))) + "]"
        if k == "dict":
            return self.dictionary(depth)
        raise AssertionError(k)

    def resource_attr(self):
        r = self.r
        t, w = r.choice([("i8", 1), ("i32", 4), ("f32", 4), ("i64", 8), ("f64", 8)])
        n = r.choice([1, 2, 3, 4])
        name = r.choice(["blob", "res", "r0", "data", "blob_1"]) + str(len(self.resources))
        if name not in self.resources:
            data = bytes(r.getrandbits(8) for _ in range(n * w))
            align = (w).to_bytes(4, "little")
            if "resource-order" in self.avoid and self.resources:
                name, (n, t) = next(iter(self.resource_types.items()))
            else:
                self.resources[name] = "0x" + (align + data).hex().upper()
                self.resource_types[name] = (n, t)
        elif name in self.resource_types:
            n, t = self.resource_types[name]
        return "dense_resource<%s> : tensor<%dx%s>" % (name, n, t)

    # -- locations --------------------------------------------------------
    def file_name(self):
        r = self.r
        if r.random() < 0.7:
            f = '"' + r.choice(["a.mlir", "foo.c", "x/y/z.py", "", "f", "t.cc"]) + '"'
        else:
            f = self.string(8)
        if f == '""' and "empty-file" in self.avoid:
            f = '"e"'
        return f

    def loc_body(self, depth, top=False):
        r = self.r
        x = r.random()
        if self.loc_aliases and x < 0.12:
            return "#" + r.choice(self.loc_aliases)
        if top and self.late_loc_aliases and x < 0.2:
            a = r.choice(self.late_loc_aliases + self.loc_aliases)
            if self._func_arg and "late-loc-arg" in self.avoid and a in self.late_loc_aliases:
                return "unknown"
            return "#" + a
        if x < 0.2:
            return "unknown"
        big = lambda: r.choice([0, 1, 2, 10, 42, 999, 4294967295]) if r.random() < 0.2 else r.randint(0, 200)
        if x < 0.45:
            f = self.file_name()
            y = r.random()
            if y < 0.1:
                return "%s:%d" % (f, big())
            if y < 0.75:
                return "%s:%d:%d" % (f, big(), big())
            if y < 0.9:
                return "%s:%d:%d to :%d" % (f, big(), big(), big())
            return "%s:%d:%d to %d:%d" % (f, big(), big(), big(), big())
        if x < 0.6 or depth <= 0:
            s = self.string(6)
            if depth > 0 and r.random() < 0.5:
                return "%s(%s)" % (s, self.loc_body(depth - 1))
            return s
        if x < 0.75:
            return "callsite(%s at %s)" % (self.loc_body(depth - 1), self.loc_body(depth - 1))
        items = [self.loc_body(depth - 1) for _ in range(r.choice([0, 1, 2, 3]))]
        if "fused-nested" in self.avoid:
            items = ['"n%d"' % i if it.startswith("fused") else it for i, it in enumerate(items)]
        items = ", ".join(items)
        if r.random() < 0.5:
            md = self.attr(1)
            if "fused-empty" in self.avoid and all(
                    x.strip() in ("unknown", "") or x.strip()[1:] in self.unknown_loc_aliases
                    for x in items.split(",")):
                items = '"u"'
            return "fused<%s>[%s]" % (md, items)
        return "fused[%s]" % items

    def maybe_loc(self):
        if self.chance(self.p_loc):
            return " loc(%s)" % self.loc_body(self.r.randint(0, 3), top=True)
        return ""

    # -- aliases ----------------------------------------------------------
    def gen_aliases(self):
        r = self.r
        out = []
        if r.random() < 0.5:
            return out
        for _ in range(r.randint(0, 6)):
            x = r.random()
            if x < 0.45:
                name = self.new_alias_name(r.choice(["t", "ty", "T", "vec", "tensor", "i"]))
                x2 = r.random()
                if x2 < 0.25:
                    t = self.int_type()
                elif x2 < 0.45:
                    t = self.float_type()
                elif x2 < 0.5:
                    t = Ty("index", "index")
                else:
                    t = self.type(2)
                out.append("!%s = %s" % (name, t.text))
                self.type_aliases.append((name, t))
            elif x < 0.8:
                name = self.new_alias_name(r.choice(["attr", "a", "map", "set", "A", "m"]))
                a = self.attr(2) if r.random() < 0.6 else r.choice(
                    [self.affine_map(), self.affine_set(), self.opaque_attr(1)])

                out.append("#%s = %s" % (name, a))
                self.attr_aliases.append((name, a))
            else:
                name = self.new_alias_name(r.choice(["loc", "l", "loc"]))
                body = "loc(%s)" % self.loc_body(2)
                if re.fullmatch(r"loc\((unknown|fused\[(unknown(, )?)*\])\)", body):
                    self.unknown_loc_aliases.add(name)
                if r.random() < 0.5:
                    out.append("#%s = %s" % (name, body))
                    self.loc_aliases.append(name)
                else:
                    self.late_defs.append("#%s = %s" % (name, body))
                    self.late_loc_aliases.append(name)
        return out

    # -- operations -------------------------------------------------------
    def value_name(self):
        n = self.fresh()
        x = self.r.random()
        if x < 0.3:
            return "%%%d" % (n + 1000)
        if x < 0.5:
            return "%%v%d" % n
        return "%%%s_%d" % (self.r.choice(["x", "arg", "a.b", "t$", "res", "_", "c-1"]), n)

    def attr_dict_items(self, depth, n=None, dialect=False, avoid=()):
        r = self.r
        if n is None:
            n = r.choice([1, 1, 2, 3])
        keys = []
        for _ in range(n):
            k = self.dialect_key() if dialect else self.dict_key()
            if k in avoid:
                continue
            if k not in keys:
                keys.append(k)
        items = []
        for k in keys:
            if r.random() < 0.12:
                items.append(k)
            else:
                items.append("%s = %s" % (k, self.attr(depth)))
        return items

    def pick_operands(self, scope):
        r = self.r
        if not scope:
            return []
        n = r.choice([0, 0, 1, 1, 2, 3])
        return [r.choice(scope) for _ in range(n)]

    def result_spec(self):
        """Return (lhs text, list of (ref, Ty))."""
        r = self.r
        x = r.random()
        if x < 0.35:
            return "", []
        groups = []
        ngroups = 1 if r.random() < 0.8 else r.choice([2, 3])
        for _ in range(ngroups):
            groups.append(r.choice([1, 1, 1, 2, 3]))
        lhs = []
        vals = []
        for g in groups:
            name = self.value_name()
            if g == 1 and r.random() < 0.9:
                lhs.append(name)
                vals.append((name, self.type()))
            else:
                lhs.append("%s:%d" % (name, g))
                for i in range(g):
                    vals.append(("%s#%d" % (name, i), self.type()))
        return ", ".join(lhs) + " = ", vals

    def op_name(self):
        r = self.r
        d = self.dialect_name()
        if r.random() < 0.9:
            return '"%s.%s"' % (d, self.bare_id(6, dots=r.random() < 0.2))
        return '"%s.%s"' % (d, self.str_body(5).replace("\\", "").replace('"', ""))

    def generic_op(self, scope, depth, indent, successors=None, in_func=None):
        r = self.r
        lhs, results = self.result_spec()
        operands = self.pick_operands(scope)
        text = indent + lhs + self.op_name() + "(" + ", ".join(v for v, _ in operands) + ")"
        if successors:
            text += "[" + ", ".join(successors) + "]"
        if r.random() < 0.2:
            if r.random() < 0.85:
                text += " <" + self.dictionary(2, allow_empty=r.random() < 0.2) + ">"
            else:
                text += " <" + self.attr(1) + ">"
        lines = []
        if depth > 0 and r.random() < 0.3 and not successors:
            regions = []
            for _ in range(r.choice([1, 1, 2])):
                regions.append(self.region(scope, depth - 1, indent + "  "))
            text += " (" + ", ".join(regions) + ")"
        if r.random() < self.p_attr:
            text += " {" + ", ".join(self.attr_dict_items(r.randint(0, 2))) + "}"
        text += " : (" + ", ".join(t.text for _, t in operands) + ") -> "
        rt = [t for _, t in results]
        if len(rt) == 1 and rt[0].kind != "func" and r.random() < 0.7:
            text += rt[0].text
        else:
            text += "(" + ", ".join(t.text for t in rt) + ")"
        text += self.maybe_loc()
        return text, results

    def region(self, scope, depth, indent):
        """Region text for an unregistered op: '{' ... '}'."""
        r = self.r
        if r.random() < 0.08:
            return "{\n" + indent[:-2] + "}"
        nblocks = r.choice([1, 1, 1, 2, 3])
        labels = []
        for i in range(nblocks):
            labels.append("^" + (("bb%d" % r.randint(0, 9)) if r.random() < 0.6 else self.bare_id(4)))
        # make labels unique
        seen = set()
        for i, l in enumerate(labels):
            while l in seen:
                l = l + "x"
            seen.add(l)
            labels[i] = l
        out = ["{"]
        for i in range(nblocks):
            args = []
            local = list(scope)
            if r.random() < 0.4:
                for _ in range(r.choice([1, 1, 2, 3])):
                    n = self.value_name()
                    t = self.type()
                    args.append("%s: %s%s" % (n, t.text, self.maybe_loc()))
                    local.append((n, t))
            if i > 0 or args or r.random() < 0.3:
                out.append(indent[:-2] + labels[i] + ("(" + ", ".join(args) + ")" if args else "") + ":")
            nops = r.choice([0, 1, 1, 2, 3]) if nblocks == 1 else r.choice([1, 1, 2])
            for j in range(nops):
                last = j == nops - 1
                succ = None
                if last and nblocks > 1:
                    targets = labels[1:]
                    succ = [r.choice(targets) for _ in range(r.choice([0, 1, 1, 2]))]
                    if "dup-succ" in self.avoid:
                        succ = list(dict.fromkeys(succ))
                t, res = self.generic_op(local, depth, indent, successors=succ)
                out.append(t)
                local.extend(res)
        out.append(indent[:-2] + "}")
        return "\n".join(out)

    def func_sig_types(self):
        r = self.r
        ins = [self.type() for _ in range(r.choice([0, 1, 1, 2, 3]))]
        outs = [self.type() for _ in range(r.choice([0, 1, 1, 2]))]
        return ins, outs

    def arg_attrs(self):
        if self.chance(0.15):
            return " {" + ", ".join(self.attr_dict_items(1, self.r.choice([1, 2]), dialect=True)) + "}"
        return ""

    def func_op(self, indent, symtab):
        r = self.r
        while True:
            sym = self.symbol_name()
            if sym not in symtab:
                break
        symtab.add(sym)
        ins, outs = self.func_sig_types()
        decl = r.random() < 0.2
        vis = ""
        if decl:
            vis = "private "
        elif r.random() < 0.2:
            vis = r.choice(["private ", "public ", "nested "])
        lines = []
        scope = []
        args = []
        arg_attr_texts = []
        entry_args = []
        for t in ins:
            if decl:
                aa = self.arg_attrs()
                self._func_arg = True
                lc = self.maybe_loc() if r.random() < 0.3 else ""
                args.append(t.text + aa + lc)
                self._func_arg = False
            else:
                n = self.value_name()
                aa = self.arg_attrs()
                if "argattr-alias" in self.avoid:
                    aa = ""
                self._func_arg = True
                lc = self.maybe_loc()
                args.append("%s: %s%s%s" % (n, t.text, aa, lc))
                entry_args.append("%s: %s%s" % (n, t.text, lc))
                self._func_arg = False
                scope.append((n, t))
            arg_attr_texts.append(aa.strip() or "{}")
        res = ""
        res_attr_texts = []
        if outs:
            raw = [self.arg_attrs() for o in outs]
            res_attr_texts = [x.strip() or "{}" for x in raw]
            ra = [o.text + x for o, x in zip(outs, raw)]
            if len(outs) == 1 and "{" not in ra[0] and outs[0].kind != "func" and r.random() < 0.7:
                res = " -> " + ra[0]
            else:
                res = " -> (" + ", ".join(ra) + ")"
        head = indent + "func.func %s%s(%s)%s" % (vis, sym, ", ".join(args), res)
        fattrs = ""
        if r.random() < 0.2:
            fattrs = "{" + ", ".join(self.attr_dict_items(
                1, avoid=("sym_name", "function_type", "sym_visibility", "arg_attrs",
                          "res_attrs"))) + "}"
            head += " attributes " + fattrs
        self.funcs.append((sym, ins, outs))
        generic = self.p_generic_func > 0 and self.chance(self.p_generic_func)
        if generic:
            props = ["function_type = %s" % self.fn_type_text(ins, outs),
                     "sym_name = %s" % self.sym_string(sym)]
            if vis:
                props.append('sym_visibility = "%s"' % vis.strip())
            if any(x != "{}" for x in arg_attr_texts):
                props.append("arg_attrs = [%s]" % ", ".join(arg_attr_texts))
            if any(x != "{}" for x in res_attr_texts):
                props.append("res_attrs = [%s]" % ", ".join(res_attr_texts))
            self.r.shuffle(props)
            head = indent + '"func.func"() <{%s}> ({' % ", ".join(props)
            tail = "})" + (" " + fattrs if fattrs else "") + " : () -> ()"
            lines.append(head)
            if not decl:
                if entry_args or r.random() < 0.3:
                    lines.append(indent + "^entry(%s):" % ", ".join(entry_args) if entry_args
                                 else indent + "^entry:")
                self._force_prefix = True
                lines += self.func_body(scope, ins, outs, indent + "  ", sym)
                self._force_prefix = False
            lines.append(indent + tail + self.maybe_loc())
            return lines
        if decl:
            lines.append(head + self.maybe_loc())
            return lines
        head += " {"
        lines.append(head)
        lines += self.func_body(scope, ins, outs, indent + "  ", sym)
        lines.append(indent + "}" + self.maybe_loc())
        return lines

    @staticmethod
    def fn_type_text(ins, outs):
        res = (outs[0].text if len(outs) == 1 and outs[0].kind != "func"
               else "(" + ", ".join(t.text for t in outs) + ")")
        return "(%s) -> %s" % (", ".join(t.text for t in ins), res)

    @staticmethod
    def sym_string(sym):
        body = sym[1:]
        return body if body.startswith('"') else '"%s"' % body

    def func_body(self, scope, ins, outs, indent, sym):
        r = self.r
        nblocks = r.choice([1, 1, 1, 2, 3])
        labels = ["^bb%d" % i if r.random() < 0.7 else "^" + self.bare_id(3, dots=False)
                  for i in range(nblocks)]
        labels = [l + "_%d" % i for i, l in enumerate(labels)] if len(set(labels)) != nblocks else labels
        out = []
        for b in range(nblocks):
            local = list(scope) if b == 0 else []
            if b > 0:
                args = []
                for _ in range(r.choice([0, 0, 1, 2])):
                    n = self.value_name()
                    t = self.type()
                    args.append("%s: %s%s" % (n, t.text, self.maybe_loc()))
                    local.append((n, t))
                out.append(indent[:-2] + labels[b] + ("(" + ", ".join(args) + ")" if args else "") + ":")
                local = list(scope) + local if False else local
            nops = r.choice([0, 1, 2, 3, 4]) * self.size // 2
            for _ in range(nops):
                x = r.random()
                if x < 0.12 and self.funcs:
                    line, res = self.call_op(local, indent)
                    if line:
                        out.append(line)
                        local.extend(res)
                        continue
                if x < 0.18 and self.funcs:
                    line, res = self.constant_op(indent)
                    out.append(line)
                    local.extend(res)
                    continue
                t, res = self.generic_op(local, self.max_depth, indent)
                out.append(t)
                local.extend(res)
            # terminator
            if b < nblocks - 1 and r.random() < 0.5 or (nblocks > 1 and r.random() < 0.3):
                succ = [r.choice(labels[1:]) for _ in range(r.choice([1, 1, 2]))]
                if "dup-succ" in self.avoid:
                    succ = list(dict.fromkeys(succ))
                t, _ = self.generic_op(local, 0, indent, successors=succ)
                out.append(t)
            else:
                out.append(self.return_op(local, outs, indent))
        return out

    def materialize(self, local, t, indent, out_lines):
        """Find a value of type t in local, or create one with a generic op."""
        cands = [v for v, vt in local if vt.text == t.text]
        if cands and self.chance(0.7):
            return self.r.choice(cands)
        n = self.value_name()
        out_lines.append(indent + '%s = "test2.make"() : () -> %s%s' % (
            n, t.text if t.kind != "func" else "(" + t.text + ")", self.maybe_loc()))
        local.append((n, t))
        return n

    def return_op(self, local, outs, indent):
        pre = []
        vals = [self.materialize(local, t, indent, pre) for t in outs]
        kw = self.r.choice(["return", "func.return", "return"])
        if self._force_prefix:
            kw = "func.return"
        if self.chance(self.p_generic_func):
            line = indent + '"func.return"(%s) : (%s) -> ()' % (
                ", ".join(vals), ", ".join(t.text for t in outs))
        elif outs:
            line = indent + "%s %s : %s" % (kw, ", ".join(vals), ", ".join(t.text for t in outs))
        else:
            line = indent + kw
        return "\n".join(pre + [line + self.maybe_loc()])

    def call_op(self, local, indent):
        r = self.r
        sym, ins, outs = r.choice(self.funcs)
        pre = []
        vals = [self.materialize(local, t, indent, pre) for t in ins]
        res = []
        lhs = ""
        if outs:
            n = self.value_name()
            if len(outs) == 1:
                lhs = n + " = "
                res = [(n, outs[0])]
            else:
                lhs = "%s:%d = " % (n, len(outs))
                res = [("%s#%d" % (n, i), t) for i, t in enumerate(outs)]
        ft = "(%s) -> %s" % (", ".join(t.text for t in ins),
                             outs[0].text if len(outs) == 1 and outs[0].kind != "func"
                             else "(" + ", ".join(t.text for t in outs) + ")")
        if self.chance(self.p_generic_func):
            line = indent + lhs + '"func.call"(%s) <{callee = %s}> : %s' % (", ".join(vals), sym, ft)
        else:
            kw = r.choice(["call", "func.call"])
            if self._force_prefix:
                kw = "func.call"
            line = indent + lhs + "%s %s(%s) : %s" % (kw, sym, ", ".join(vals), ft)
            if r.random() < 0.1:
                line = indent + lhs + "%s %s(%s) {%s} : %s" % (
                    kw, sym, ", ".join(vals), ", ".join(self.attr_dict_items(0, 1)), ft)
        return "\n".join(pre + [line + self.maybe_loc()]), res

    def constant_op(self, indent):
        sym, ins, outs = self.r.choice(self.funcs)
        ft = "(%s) -> %s" % (", ".join(t.text for t in ins),
                             outs[0].text if len(outs) == 1 and outs[0].kind != "func"
                             else "(" + ", ".join(t.text for t in outs) + ")")
        n = self.value_name()
        kw = self.r.choice(["constant", "func.constant"])
        if self._force_prefix:
            kw = "func.constant"
        return indent + "%s = %s %s : %s%s" % (n, kw, sym, ft, self.maybe_loc()), \
            [(n, Ty(ft, "func"))]

    def module_body(self, indent, depth):
        r = self.r
        lines = []
        symtab = set()
        scope = []
        nops = max(1, self.size + r.randint(-1, 2))
        for _ in range(nops):
            x = r.random()
            if x < 0.45:
                lines += self.func_op(indent, symtab)
            elif x < 0.5 and depth > 0:
                saved = self.funcs
                self.funcs = []
                name = ""
                if r.random() < 0.6:
                    name = self.symbol_name() + " "
                    while name.strip() in symtab:
                        name = self.symbol_name() + " "
                    symtab.add(name.strip())
                attrs = ""
                if r.random() < 0.3:
                    attrs = "attributes {" + ", ".join(self.attr_dict_items(1, dialect=True)) + "} "
                lines.append(indent + "module %s%s{" % (name, attrs))
                lines += self.module_body(indent + "  ", depth - 1)
                lines.append(indent + "}" + self.maybe_loc())
                self.funcs = saved
            else:
                t, res = self.generic_op(scope, self.max_depth, indent)
                lines.append(t)
                scope.extend(res)
        return lines

    def generate(self):
        r = self.r
        out = []
        out += self.gen_aliases()
        if r.random() < 0.25:
            attrs = ""
            if r.random() < 0.5:
                attrs = "attributes {" + ", ".join(self.attr_dict_items(1, dialect=True)) + "} "
            name = self.symbol_name() + " " if r.random() < 0.3 else ""
            out.append("module %s%s{" % (name, attrs))
            out += self.module_body("  ", 1)
            out.append("}" + self.maybe_loc())
        else:
            out += self.module_body("", 1)
        out += self.late_defs
        if self.resources:
            out.append("{-#\n  dialect_resources: {\n    builtin: {")
            items = ["      %s: \"%s\"" % (k, v) for k, v in self.resources.items()]
            out.append(",\n".join(items))
            out.append("    }\n  }\n#-}")
        return "\n".join(out) + "\n"


def generate(seed, size=None, avoid=()):
    return Gen(seed, size, avoid).generate()
