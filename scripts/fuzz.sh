#!/usr/bin/env bash
# Runs each cargo-fuzz target (fuzz/fuzz_targets) for a bounded time and
# turns any crash into an MLIR file in fuzz/regressions/, which
# crates/opt/tests/fuzz_regressions.rs runs rmlir-opt on.
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]
#
# Needs cargo-fuzz (`cargo install cargo-fuzz`). Only a stable toolchain is
# assumed: RUSTC_BOOTSTRAP=1 lets it take the sanitizer flags cargo-fuzz
# passes. The corpus (fuzz/corpus/TARGET, not committed) is seeded from
# tests/golden/**/*.mlir.
set -euo pipefail

secs=${1:-60}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(parse_verify_print generic_ops passes)
fi
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root/fuzz"
export RUSTC_BOOTSTRAP=1
# The tool leaks its uniqued storage on purpose (exiting frees it faster), so
# LeakSanitizer's report at exit is noise, not a crash.
export ASAN_OPTIONS=detect_leaks=0
mkdir -p regressions

for target in "${targets[@]}"; do
    corpus=corpus/$target
    artifacts=artifacts/$target
    mkdir -p "$corpus" "$artifacts"
    if [ -z "$(ls -A "$corpus")" ]; then
        find "$root/tests/golden" -name '*.mlir' | sort | while read -r f; do
            # parse_verify_print and passes read their first byte as
            # options: 0 is the default run (unregistered dialects allowed
            # for parse_verify_print; the first registered pass for passes).
            rel=${f#"$root/tests/golden/"}
            { printf '\0'; cat "$f"; } > "$corpus/${rel//\//_}"
        done
    fi
    echo "== $target: ${secs}s"
    status=0
    cargo fuzz run -O "$target" "$corpus" -- \
        -max_total_time="$secs" -timeout=10 -rss_limit_mb=4096 -detect_leaks=0 \
        -artifact_prefix="$artifacts/" || status=$?
    echo "== $target: exit $status"
    for a in "$artifacts"/crash-* "$artifacts"/timeout-* "$artifacts"/oom-*; do
        # An empty artifact is libFuzzer's report on exit, not an input.
        [ -s "$a" ] || continue
        name=regressions/$target-$(basename "$a").mlir
        [ -e "$name" ] && continue
        case $target in
            # The regression test runs every option set and every pass.
            parse_verify_print | passes) tail -c +2 "$a" > "$name" ;;
            generic_ops)
                RMLIR_FUZZ_WRITE_CASE="$PWD/$name" \
                    cargo fuzz run -O "$target" "$a" > /dev/null 2>&1 || true ;;
        esac
        echo "   new regression: fuzz/$name"
    done
done
