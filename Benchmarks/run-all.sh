#!/usr/bin/env bash
# Runs every benchmark once, in release mode, and keeps the logs: package-benchmark's three suites
# (markdown tables) and the decorum-bench harness. Usage, from Benchmarks/ (or a snapshot of it):
#   ./run-all.sh [output-folder]      # default: ./results-<date>
set -euo pipefail
cd "$(dirname "$0")"
out="${1:-results-$(date -u +%Y%m%dT%H%M%SZ)}"
mkdir -p "$out"
{
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "cores: $(nproc); $(grep MemTotal /proc/meminfo)"
    echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "root package: $(cat .snapshot-commit 2>/dev/null || git -C .. rev-parse --short HEAD)"
    echo "swift: $(swift --version 2>&1 | head -1)"
} | tee "$out/machine.txt"
swift build -c release --product decorum-bench >/dev/null
for target in IndexBenchmarks DiffBenchmarks HandlerBenchmarks; do
    start=$(date +%s)
    swift package benchmark --target "$target" --format markdown --no-progress >"$out/$target.md" 2>"$out/$target.log"
    echo "$target: $(( $(date +%s) - start )) s (load $(cut -d' ' -f1-3 /proc/loadavg))" | tee -a "$out/machine.txt"
done
start=$(date +%s)
.build/release/decorum-bench | tee "$out/decorum-bench.md"
echo "decorum-bench: $(( $(date +%s) - start )) s (load $(cut -d' ' -f1-3 /proc/loadavg))" | tee -a "$out/machine.txt"
python3 summarize.py "$out" >"$out/package-benchmark-summary.md"
{
    echo "## Machine and run"
    echo
    echo '```'
    cat "$out/machine.txt"
    echo '```'
    echo
    echo "## package-benchmark medians (p50)"
    echo
    cat "$out/package-benchmark-summary.md"
    echo
    sed -e '1,/^- build:/d' -e 's/^## /### /' -e 's/^### \(Moves\|Memory\|Targets\)/#### \1/' "$out/decorum-bench.md"
} >"$out/RESULTS-body.md"
echo "wrote $out/RESULTS-body.md"
