#!/usr/bin/env bash
# Fuzzes PanelLab's recording and scene parsers and a short headless replay of each input, for as
# long as asked (default 10 minutes): ./tools/fuzz.sh [SECONDS]. Each round is the suite's fuzz
# test with a random seed and many inputs; when a round crashes, the input it was running is
# added to the corpus (Tests/PanelCoreTests/Fuzz/Corpus/crash-*), where ./run.sh test replays it
# from then on, and the round's output is kept next to it.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
corpus=Tests/PanelCoreTests/Fuzz/Corpus
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
swift build --build-tests >/dev/null 2>&1 || { echo "fuzz.sh: build failed" >&2; exit 1; }
end=$(( $(date +%s) + seconds ))
rounds=0
found=0
while [ "$(date +%s)" -lt "$end" ]; do
  seed=$(( (RANDOM << 30) ^ (RANDOM << 15) ^ RANDOM ))
  log="$scratch/round.log"
  if ! PANELLAB_FUZZ_SEED=$seed PANELLAB_FUZZ_ITERATIONS=5000 PANELLAB_FUZZ_SCRATCH="$scratch" \
      timeout 600 swift test --skip-build --disable-xctest --filter 'FuzzTests/mutations' >"$log" 2>&1; then
    for f in "$scratch"/current.*; do
      [ -f "$f" ] || continue
      ext="${f##*.}"
      name="crash-$(sha256sum "$f" | cut -c1-12).$ext"
      cp "$f" "$corpus/$name"
      cp "$log" "$scratch/$name.log"
      echo "fuzz.sh: seed $seed crashed; input saved as $corpus/$name (log: $(tail -3 "$log" | tr '\n' ' '))"
      found=$((found + 1))
    done
  fi
  rounds=$((rounds + 1))
done
echo "fuzz.sh: $rounds rounds of 5000 inputs, $found crashing inputs added to the corpus"
[ "$found" -eq 0 ]
