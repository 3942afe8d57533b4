#!/usr/bin/env bash
# Builds the benchmarks against the last *committed* state of the root package instead of the working
# tree (which other people may be editing): copies HEAD to $SNAPSHOT/main and this folder into it (any
# folder name works: Package.swift names the root package after its folder).
#   Benchmarks/snapshot.sh            # then: cd "$SNAPSHOT/main/Benchmarks" && swift run -c release decorum-bench
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(git -C "$here" rev-parse --show-toplevel)"
snapshot="${SNAPSHOT:-/tmp/decorum-snapshot}"
mkdir -p "$snapshot/main"
# Replace everything but the Benchmarks build folder, so rebuilds stay incremental.
find "$snapshot/main" -mindepth 1 -maxdepth 1 ! -name Benchmarks -exec rm -rf {} +
git -C "$root" archive HEAD | tar -x -C "$snapshot/main" --exclude=Benchmarks
mkdir -p "$snapshot/main/Benchmarks"
find "$snapshot/main/Benchmarks" -mindepth 1 -maxdepth 1 ! -name .build ! -name Package.resolved -exec rm -rf {} +
tar -C "$here" --exclude=./.build --exclude=./.swiftpm --exclude=./Package.resolved -cf - . | tar -C "$snapshot/main/Benchmarks" -xf -
git -C "$root" rev-parse --short HEAD >"$snapshot/main/Benchmarks/.snapshot-commit"
echo "$snapshot/main/Benchmarks (root package at $(git -C "$root" rev-parse --short HEAD))"
