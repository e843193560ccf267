#!/usr/bin/env python3
"""Entry point of the differential test; the code lives in the package
scripts/difftest/ (gen, compare, reduce, causes + causes.json, cli).

    python3 scripts/difftest.py [run|gen|check|reduce|triage|causes] ...
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from difftest.cli import main  # noqa: E402  (the package, not this file)

if __name__ == "__main__":
    sys.exit(main())
