#!/usr/bin/env bash
# Builds rmlir-opt with profile-guided optimisation (PGO) into
# target/pgo/release/rmlir-opt.
#
# rmlir's hot paths (lexer, parser, verifier, printer, greedy driver) are
# long chains of small branchy functions; telling LLVM which branches and
# calls are hot lets it lay out and inline them better than any source
# change we could make per function. The profile is made fresh on every run,
# so it always matches the sources:
#
#   1. an instrumented build (target/pgo/instrumented),
#   2. a training run over a broad corpus: every golden case with its own
#      flags (all dialects and passes), and generated modules of loops
#      (scripts/gen_loops.py) and of straight-line func/arith/cf/memref code
#      (../shared/bench/gen_bench.py when present) through parse/print and
#      the common pipelines,
#   3. llvm-profdata merge, and an optimised build that uses the profile
#      (target/pgo/release).
#
# `cargo build --release` stays the ordinary, profile-free build; nothing
# else reads target/pgo. Needs an `llvm-profdata` whose LLVM major version
# is rustc's (rustup's llvm-tools component, or Debian's llvm-N package):
# set LLVM_PROFDATA to choose one.
#
# usage: scripts/pgo-build.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PGO=$ROOT/target/pgo

llvm_major=$(rustc -vV | sed -n 's/^LLVM version: \([0-9]*\).*/\1/p')
find_profdata() {
  if [ -n "${LLVM_PROFDATA:-}" ]; then echo "$LLVM_PROFDATA"; return; fi
  local sysroot cand
  sysroot=$(rustc --print sysroot)
  for cand in "$sysroot"/lib/rustlib/*/bin/llvm-profdata \
              "$(command -v "llvm-profdata-$llvm_major" || true)" \
              "/usr/lib/llvm-$llvm_major/bin/llvm-profdata"; do
    if [ -n "$cand" ] && [ -x "$cand" ]; then echo "$cand"; return; fi
  done
}
PROFDATA=$(find_profdata)
if [ -z "$PROFDATA" ]; then
  echo "pgo-build: no llvm-profdata for LLVM $llvm_major found." >&2
  echo "  install rustup's llvm-tools component or Debian's llvm-$llvm_major," >&2
  echo "  or set LLVM_PROFDATA; 'cargo build --release' builds without PGO." >&2
  exit 1
fi

rm -rf "$PGO/raw" "$PGO/train"
mkdir -p "$PGO/raw" "$PGO/train"

echo "pgo-build: 1/3 instrumented build"
RUSTFLAGS="-Cprofile-generate=$PGO/raw" \
  cargo build --release --locked -p rmlir-opt --target-dir "$PGO/instrumented"
TOOL=$PGO/instrumented/release/rmlir-opt

echo "pgo-build: 2/3 training"
# Merge raw profiles online into two files, whatever the number of runs.
export LLVM_PROFILE_FILE="$PGO/raw/rmlir-%2m.profraw"
python3 tests/golden/regen.py --compare "$TOOL" >/dev/null 2>&1 || true
python3 scripts/gen_loops.py 100 500 > "$PGO/train/loops.mlir"
inputs=("$PGO/train/loops.mlir")
GEN=../shared/bench/gen_bench.py
if [ -f "$GEN" ]; then
  python3 "$GEN" 100 500 1 > "$PGO/train/straight.mlir"
  python3 "$GEN" 100 500 1 --live > "$PGO/train/live.mlir"
  inputs+=("$PGO/train/straight.mlir" "$PGO/train/live.mlir")
fi
for f in "${inputs[@]}"; do
  for flags in "" "--mlir-print-op-generic" "--mlir-disable-threading" \
               "--canonicalize --cse" "--lower-affine --convert-scf-to-cf --canonicalize" \
               "--inline --sccp --canonicalize --cse"; do
    # shellcheck disable=SC2086
    "$TOOL" --allow-unregistered-dialect $flags "$f" -o /dev/null 2>/dev/null || true
  done
done
unset LLVM_PROFILE_FILE

echo "pgo-build: 3/3 optimised build"
"$PROFDATA" merge -o "$PGO/rmlir-opt.profdata" "$PGO"/raw/*.profraw
# A function whose code changed since profiling cannot happen here (the
# profile is always fresh), but dependencies built without the profile
# would warn about missing data: that is expected, so it stays quiet.
RUSTFLAGS="-Cprofile-use=$PGO/rmlir-opt.profdata -Cllvm-args=-pgo-warn-missing-function=false" \
  cargo build --release --locked -p rmlir-opt --target-dir "$PGO"
echo "pgo-build: built $PGO/release/rmlir-opt"
