#!/usr/bin/env python3
"""Conformance ratchet: fail when the pass counts recorded in the baseline drop.

usage: ratchet.py RESULTS.json BASELINE.json [--update]

RESULTS.json is written by `run.py --json`; BASELINE.json maps
"<mode>/<bucket>" to the number of passing cases. With --update the
baseline is rewritten from the results (only ever raising counts).
"""
import json
import sys
from collections import Counter


def counts(results_path):
    data = json.load(open(results_path))
    c = Counter()
    for r in data["results"]:
        if r.get("pass"):
            c["%s/%s" % (r["mode"], r.get("bucket", "all"))] += 1
    return c


def main():
    results, baseline_path = sys.argv[1], sys.argv[2]
    now = counts(results)
    try:
        base = json.load(open(baseline_path))
    except FileNotFoundError:
        base = {}
    if "--update" in sys.argv:
        merged = {k: max(now.get(k, 0), base.get(k, 0)) for k in set(now) | set(base)}
        json.dump(dict(sorted(merged.items())), open(baseline_path, "w"), indent=1)
        print("baseline updated:", dict(sorted(merged.items())))
        return 0
    worse = [(k, base[k], now.get(k, 0)) for k in sorted(base) if now.get(k, 0) < base[k]]
    for k, b, n in worse:
        print("ratchet: %s dropped from %d to %d" % (k, b, n))
    better = [(k, base.get(k, 0), n) for k, n in sorted(now.items()) if n > base.get(k, 0)]
    for k, b, n in better:
        print("ratchet: %s improved from %d to %d (run with --update to record)" % (k, b, n))
    if worse:
        return 1
    print("ratchet: ok (%d buckets checked)" % len(base))
    return 0


if __name__ == "__main__":
    sys.exit(main())
