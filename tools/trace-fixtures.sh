#!/usr/bin/env bash
# Writes Tests/panellabTests/Fixtures/traces.txt: the digests of `panellab replay --trace` of every
# committed recording and of the recordings the test suites build, as the tree in TREE (default:
# this checkout) replays them. Run it after a model-version bump, on the tree that defines the new
# traces; TraceFixtureTests then holds every later change to that tree to them, byte for byte.
#   tools/trace-fixtures.sh [TREE]
set -euo pipefail
tree="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
cd "$tree"
swift build --build-tests 2>&1 | { grep -E "error|warning: " || true; }
PANELLAB_WRITE_TRACE_FIXTURES=1 PANELLAB_BIN="$(swift build --show-bin-path)/panellab" \
  swift test --skip-build --disable-xctest --filter 'TraceFixtureTests/everyRecording' 2>&1 | tail -3
echo "wrote $tree/Tests/panellabTests/Fixtures/traces.txt"
