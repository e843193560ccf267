"""Random differential testing of rmlir-opt against mlir-opt (see cli.py for
the commands; `python3 scripts/difftest.py --help`).

The package re-exports what other scripts use (scripts/mutdiff.py imports
`difftest` for `run_tool`, `DIAG_RE` and the tool defaults).
"""
from .causes import KNOWN_CAUSES
from .compare import (DEFAULT_MLIR, DEFAULT_RMLIR, DIAG_RE, FLAG_NAMES, compare, describe, diag_lines,
                      flag_label, parse_flag_spec, run_tool)
from .gen import Gen, generate
from .reduce import reduce_file, reduce_text

__all__ = [
    "KNOWN_CAUSES", "DEFAULT_MLIR", "DEFAULT_RMLIR", "DIAG_RE", "FLAG_NAMES", "compare", "describe",
    "diag_lines", "flag_label", "parse_flag_spec", "run_tool", "Gen", "generate", "reduce_file", "reduce_text",
]
