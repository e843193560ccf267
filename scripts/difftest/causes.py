"""The known causes of differences, kept as data in causes.json.

Each cause has a `name` (what `--avoid` takes), a `description`, who steers
around it (`steered_by`: the generator, or the comparison for output-side
causes), how (`avoid`) and a small `repro` on which the tools disagree while
the cause is present.  `check` runs every repro and tells which causes no
longer reproduce, so they can be dropped from the file and the generator.
"""
import json
import os
import tempfile

from .compare import compare, describe

CAUSES_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "causes.json")


def load(path=CAUSES_FILE):
    """The causes, in file order, as a dict name -> entry."""
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    out = {}
    for c in data["causes"]:
        for key in ("name", "description", "steered_by", "avoid"):
            if key not in c:
                raise SystemExit("%s: cause %r lacks %r" % (path, c.get("name"), key))
        if c.get("repro") is None and "detect" not in c:
            raise SystemExit("%s: cause %r has neither a repro nor a detect note" % (path, c["name"]))
        if c["name"] in out:
            raise SystemExit("%s: cause %r is listed twice" % (path, c["name"]))
        out[c["name"]] = c
    return out


KNOWN_CAUSES = {name: c["description"] for name, c in load().items()}


def check_one(cause, rmlir, mlir):
    """Runs `cause`'s repro: (True, description of the difference) while it
    reproduces, (False, "") when the tools agree, (None, note) without one."""
    repro = cause.get("repro")
    if repro is None:
        return None, cause["detect"]
    workdir = tempfile.mkdtemp(prefix="difftest-cause-")
    path = os.path.join(workdir, "%s.mlir" % cause["name"])
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(repro["input"]) + "\n")
    try:
        diff = compare(path, list(repro.get("flags", [])), rmlir, mlir)
    finally:
        os.unlink(path)
        os.rmdir(workdir)
    return (diff is not None), ("" if diff is None else describe(diff))


def check(rmlir, mlir, verbose=False):
    """Prints each cause's status; returns how many no longer reproduce."""
    gone = 0
    for name, c in load().items():
        still, note = check_one(c, rmlir, mlir)
        if still is None:
            print("%-16s unchecked   %s" % (name, note))
        elif still:
            print("%-16s reproduces" % name)
            if verbose:
                print("    " + note.replace("\n", "\n    "))
        else:
            gone += 1
            print("%-16s GONE        no difference on its repro: remove it from causes.json and the generator" % name)
            if c.get("golden"):
                print("%-16s             (also covered by %s)" % ("", c["golden"]))
    print("%d cause(s) no longer reproduce" % gone)
    return gone
