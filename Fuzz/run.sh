#!/usr/bin/env bash
# Builds the diff fuzzer (libFuzzer + AddressSanitizer) from the library's sources, the shared fuzz
# property (Tests/DecorumTests/Reliability/ReliabilityFuzzChecks.swift) and Fuzz/DiffFuzzer/main.swift, and runs it.
#
#   Fuzz/run.sh [seconds] [extra libFuzzer flags…]     # default 600 s
#   Fuzz/run.sh 0 Fuzz/regressions/crash-…             # replay one input (seconds 0 = no time limit)
#
# Working corpus: .build-fuzz/corpus (seeded from Fuzz/corpus); crashing inputs: .build-fuzz/artifacts.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"; shift || true
out=.build-fuzz
mkdir -p "$out/corpus" "$out/artifacts"
# Compile a snapshot of Sources, so edits made meanwhile cannot break the build. The package's targets
# (DecorumBatchRules, Decorum, DecorumTesting) become one module here, so their imports of one another go.
rm -rf "$out/Sources" && cp -R Sources "$out/Sources"
find "$out/Sources" -name '*.swift' -not -path '*.docc/*' -exec \
    sed -i -E '/^(@_exported |@_spi\(Binding\) )?import Decorum(BatchRules|Testing)?$/d' {} +
sources=()
while IFS= read -r file; do sources+=("$file"); done < <(find "$out/Sources" -name '*.swift' -not -path '*.docc/*' | sort)
swiftc -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 -module-name DecorumFuzz -package-name Decorum \
    -use-ld=lld "${sources[@]}" Tests/DecorumTests/Reliability/ReliabilityFuzzChecks.swift Fuzz/DiffFuzzer/main.swift -o "$out/DiffFuzzer"
if [ "$#" -gt 0 ] && [ -f "$1" ]; then exec "$out/DiffFuzzer" "$@"; fi
cp -n Fuzz/corpus/* "$out/corpus/" 2>/dev/null || true
exec "$out/DiffFuzzer" -max_total_time="$seconds" -max_len=256 -print_final_stats=1 \
    -artifact_prefix="$out/artifacts/" "$@" "$out/corpus"
