#!/usr/bin/env python3
"""Condenses package-benchmark's markdown output (run-all.sh's <Target>.md files) into one table of
medians (p50) per benchmark: wall clock, CPU, malloc count, malloc bytes, resident peak growth.
Usage: summarize.py results-folder"""
import re
import sys
from pathlib import Path

COLUMNS = [
    ("Time (wall clock)", "wall p50"),
    ("Time (total CPU)", "CPU p50"),
    ("Malloc (total)", "mallocs p50"),
    ("Malloc (bytes total)", "malloc bytes p50"),
    ("Memory Δ (resident peak)", "RSS peak Δ p50"),
]
SCALE = {"K": 1e3, "M": 1e6, "G": 1e9}
TIME = {"ns": 1e-9, "μs": 1e-6, "us": 1e-6, "ms": 1e-3, "s": 1.0}


def value(label, cell):
    number = float(cell.replace(",", ""))
    unit = re.search(r"\((K|M|G|ns|μs|us|ms|s)\)", label)
    if label.startswith("Time"):
        seconds = number * TIME[unit.group(1)] if unit else number
        return f"{seconds * 1e3:.2f} ms" if seconds < 1 else f"{seconds:.2f} s"
    number *= SCALE.get(unit.group(1), 1) if unit else 1
    if "bytes" in label or "Memory" in label:
        return f"{number / 1048576:.1f} MiB"
    return f"{number:,.0f}"


def main(folder):
    print("| suite | benchmark | " + " | ".join(name for _, name in COLUMNS) + " |")
    print("| --- | --- |" + " --- |" * len(COLUMNS))
    for path in sorted(Path(folder).glob("*Benchmarks.md")):
        name = None
        metrics = {}
        rows = []
        for line in path.read_text().splitlines() + ["### end"]:
            if line.startswith("### "):
                if name:
                    rows.append((name, metrics))
                name, metrics = line[4:].strip(), {}
            elif line.startswith("|") and name and not line.startswith("|:") and "Metric" not in line:
                cells = [c.strip() for c in line.strip("|").split("|")]
                label = cells[0].rstrip(" *").strip()
                metrics[label] = cells[3]  # p50
        for name, metrics in rows:
            out = []
            for prefix, _ in COLUMNS:
                label = next((l for l in metrics if l.startswith(prefix)), None)
                out.append(value(label, metrics[label]) if label else "—")
            print(f"| {path.stem} | {name} | " + " | ".join(out) + " |")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
