"""Minimising a file while rmlir-opt and mlir-opt still disagree on it.

`reduce_file(path, flags, rmlir, mlir)` deletes balanced line ranges, bracket
list items and location spans as long as the difference persists (and the
reference keeps its verdict, so a valid case does not turn into an unrelated
parse error) and returns the smallest text found, or None when the file does
not differ to begin with.
"""
import os
import re
import tempfile

from .compare import diag_lines, run_tool

def make_predicate(flags, rmlir, mlir, orig_rc_m, workdir):
    cache = {}

    def still_fails(text):
        if text in cache:
            return cache[text]
        p = os.path.join(workdir, "red.mlir")
        with open(p, "w") as f:
            f.write(text)
        rc_r, out_r, err_r = run_tool(rmlir, p, flags)
        rc_m, out_m, err_m = run_tool(mlir, p, flags)
        # keep the reference's verdict (valid stays valid) so that we do not
        # reduce into an unrelated parse error
        if (rc_m == 0) != (orig_rc_m == 0):
            res = False
        else:
            res = not (out_r == out_m and (rc_r == 0) == (rc_m == 0)
                       and diag_lines(err_r) == diag_lines(err_m))
        cache[text] = res
        return res
    return still_fails


def unquoted(text, i=0):
    """(index, char) of each character of text[i:] outside string literals
    (the quotes themselves and escaped characters are skipped too)."""
    in_str = False
    while i < len(text):
        c = text[i]
        if in_str:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        else:
            yield i, c
        i += 1


def line_delta(line):
    """The change in bracket depth over `line` (strings excluded)."""
    d = 0
    for _, c in unquoted(line):
        if c in "([{":
            d += 1
        elif c in ")]}":
            d -= 1
    return d


def balanced_ranges(lines):
    """(i, j) line ranges that hold a whole op (with its regions)."""
    deltas = [line_delta(l) for l in lines]
    out = []
    for i in range(len(lines)):
        if deltas[i] < 0:
            continue
        d = 0
        for j in range(i, len(lines)):
            d += deltas[j]
            if d < 0:
                break
            if d == 0:
                out.append((i, j + 1))
                break
    return out


def reduce_lines(lines, pred):
    """Remove whole ops (balanced line ranges), scanning bottom-up."""
    changed = True
    while changed:
        changed = False
        i = len(lines) - 1
        while i >= 0:
            deltas = [line_delta(l) for l in lines[i:]]
            if deltas[0] >= 0:
                d = 0
                for k, dl in enumerate(deltas):
                    d += dl
                    if d < 0:
                        break
                    if d == 0:
                        cand = lines[:i] + lines[i + k + 1:]
                        if cand and pred("\n".join(cand) + "\n"):
                            lines = cand
                            changed = True
                        break
            i = min(i - 1, len(lines) - 1)
    return lines


OPEN = {"(": ")", "[": "]", "{": "}", "<": ">"}


def bracket_items(text):
    """(start, end) spans of comma-separated items inside brackets and of
    whole bracket contents."""
    spans = []
    stack = []
    for i, c in unquoted(text):
        if c in OPEN:
            stack.append((c, i, [i + 1]))
        elif stack and c == OPEN[stack[-1][0]] and not (c == ">" and text[i - 1] == "-"):
            o, start, commas = stack.pop()
            bounds = commas + [i + 1]
            items = [(bounds[k], bounds[k + 1] - 1) for k in range(len(bounds) - 1)]
            if len(items) > 1:
                for k, (a, b) in enumerate(items):
                    if k < len(items) - 1:
                        spans.append((a, b + 1))     # item plus following comma
                    else:
                        spans.append((a - 1, b))     # preceding comma plus item
            if i > start + 1:
                spans.append((start + 1, i))         # whole contents
        elif c == "," and stack:
            stack[-1][2].append(i + 1)
        elif c == "\n":
            while stack and stack[-1][0] == "<":
                stack.pop()  # '<' was a comparison or '->', not a bracket
    return spans


TYPE_LIKE = re.compile(r"^(!|[a-z]+<|[a-z]+\d+$|f\d|index$|none$|\(.*\) -> )")


def loc_spans(text):
    out = []
    for m in re.finditer(r" loc\(", text):
        d = 0
        for i, c in unquoted(text, m.end() - 1):
            if c == "(":
                d += 1
            elif c == ")":
                d -= 1
                if d == 0:
                    out.append((m.start(), i + 1))
                    break
    return out


def remove_spans(text, pred, spans_fn):
    """Try removing each span (from the end backwards); True if any removed."""
    any_change = False
    cursor = len(text) + 1
    while True:
        spans = [sp for sp in spans_fn(text) if sp[0] < cursor]
        if not spans:
            break
        spans.sort(key=lambda sp: (-sp[0], sp[0] - sp[1]))
        done = True
        for a, b in spans:
            cand = text[:a] + text[b:]
            if pred(cand):
                text = cand
                cursor = a + 1
                any_change = True
                done = False
                break
        if done:
            break
    return text, any_change


def reduce_text(text, pred, rounds=6):
    lines = reduce_lines(text.rstrip("\n").split("\n"), pred)
    text = "\n".join(lines) + "\n"
    for _ in range(rounds):
        changed = False
        text, c = remove_spans(text, pred, loc_spans)
        changed |= c
        text, c = remove_spans(text, pred, bracket_items)
        changed |= c
        # replace a type-looking item everywhere by i32
        seen = set()
        for a, b in sorted(bracket_items(text), key=lambda s: s[0] - s[1]):
            item = text[a:b].strip(", ")
            if item in seen or item == "i32" or not TYPE_LIKE.match(item):
                continue
            seen.add(item)
            cand = re.sub(r"(?<![\w.$%#^@!])" + re.escape(item) + r"(?![\w.$])", "i32", text)
            if pred(cand):
                text = cand
                changed = True
        for pat, rep in [(r" \{\}", ""), (r" <\{\}>", ""), (r" \(\{\s*\}\)", ""),
                         (r" attributes \{\}", "")]:
            for m in reversed(list(re.finditer(pat, text, re.M))):
                cand = text[:m.start()] + rep + text[m.end():]
                if cand != text and pred(cand):
                    text = cand
                    changed = True
        new = "\n".join(reduce_lines(text.rstrip("\n").split("\n"), pred)) + "\n"
        changed |= new != text
        text = new
        if not changed:
            break
    return text


def reduce_file(path, flags, rmlir, mlir):
    text = open(path).read()
    if text.startswith("// flags:"):
        text = text.split("\n", 1)[1]
    workdir = tempfile.mkdtemp(prefix="difftest-red-")
    p = os.path.join(workdir, "orig.mlir")
    with open(p, "w") as f:
        f.write(text)
    rc_m = run_tool(mlir, p, flags)[0]
    pred = make_predicate(flags, rmlir, mlir, rc_m, workdir)
    if not pred(text):
        return None
    return reduce_text(text, pred)
