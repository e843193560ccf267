#!/usr/bin/env python3
"""Per-pass table of conformance pass cases from a `run.py --json` file.

usage: scripts/pass_table.py RESULTS.json [--only P1,P2,...]

Each row counts the cases whose pass list is exactly that combination.
With --only, the last line sums the rows whose passes are all in the list
(the cases an issue's bar counts).
"""
import argparse
import collections
import json
import os

MANIFEST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared",
                        "conformance", "manifest.json")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("results")
    ap.add_argument("--only", default=None)
    a = ap.parse_args()
    m = json.load(open(MANIFEST))
    cases = {c["id"]: c for c in (m if isinstance(m, list) else m["cases"]) if isinstance(c, dict)}
    ok, tot = collections.Counter(), collections.Counter()
    for r in json.load(open(a.results))["results"]:
        c = cases.get(r["id"])
        if not c or c["mode"] != "pass":
            continue
        key = ",".join(c.get("passes", []))
        tot[key] += 1
        ok[key] += bool(r["pass"])
    only = set(a.only.split(",")) if a.only else None
    sel_ok = sel_tot = 0
    for k in sorted(tot, key=lambda k: (-tot[k], k)):
        mark = ""
        if only is not None and set(k.split(",")) <= only:
            sel_ok += ok[k]
            sel_tot += tot[k]
            mark = " *"
        print(f"{ok[k]:4d}/{tot[k]:<4d} {k}{mark}")
    if only is not None and sel_tot:
        print(f"selected (*): {sel_ok}/{sel_tot} = {100 * sel_ok / sel_tot:.1f}%")


if __name__ == "__main__":
    main()
